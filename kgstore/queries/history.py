"""When a workspace changed: entities created, relationships starting and ending, observations
recorded, counted per time bin (the explorer draws them behind its time slider).

Each count is one aggregate query (GROUP BY bin) over the column's rows; no row becomes a Python
object, so a file of 100k rows answers in milliseconds. Times that are not numbers (text another
program wrote) are not counted.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import overview
from ..errors import ValidationError
from ..records import ChangeHistogram
from ..validation import check_time

if TYPE_CHECKING:
    from ..workspace import Workspace

MAX_BINS = 10_000

NUMBER = "typeof({col}) IN ('integer', 'real')"


def sources_of(conn, workspace_id: str) -> list[tuple[str, str, str]]:
    """(kind, FROM and WHERE naming the workspace's rows as ?1, the time column) per kind, each
    read the cheaper way for this file (see overview._workspace_filter, Workspace._count_observations)."""
    entities = overview._workspace_filter(conn, workspace_id)
    here = conn.execute(f"SELECT COUNT(*) FROM kg_entities WHERE {entities} = ?", (workspace_id,)).fetchone()[0]
    observations_in_file = conn.execute("SELECT COUNT(*) FROM kg_observations").fetchone()[0]
    # Probing from the smaller side: every observation of the file to its entity's row, or every
    # entity of the workspace to its observations.
    join = "kg_observations o CROSS JOIN kg_entities e" if observations_in_file < here else \
        "kg_entities e CROSS JOIN kg_observations o"
    # Aliased e, g and o as rows.py's column lists are, so kgstore.queries.changes reads records from them.
    return [
        ("entities_created", f"kg_entities e WHERE {entities} = ?1", "created_at"),
        ("edges_started", "kg_edges g WHERE workspace_id = ?1", "valid_from"),
        ("edges_ended", "kg_edges g WHERE workspace_id = ?1", "valid_to"),
        ("observations", f"{join} ON e.id = o.entity_id WHERE {entities.replace('workspace_id', 'e.workspace_id')} = ?1", "o.created_at"),
    ]


def change_histogram(ws: Workspace, bins: int, *, start=None, end=None) -> ChangeHistogram | None:
    """Counts of changes in `bins` equal bins from `start` to `end` (ms or ISO-8601; defaults:
    the workspace's earliest change, and now); the last bin includes `end`. None when the
    workspace holds no change at all and no start was given."""
    if isinstance(bins, bool) or not isinstance(bins, int) or not 1 <= bins <= MAX_BINS:
        raise ValidationError(f"bins must be a whole number from 1 to {MAX_BINS}")
    start = check_time(start, "start")
    end = check_time(end, "end")
    with ws._db.read() as conn:
        if end is None:
            end = ws._db.now()
        sources = sources_of(conn, ws.id)
        if start is None:
            firsts = [conn.execute(f"SELECT MIN({col}) FROM {rows} AND {NUMBER.format(col=col)}",
                                   (ws.id,)).fetchone()[0] for _kind, rows, col in sources]
            known = [int(t) for t in firsts if t is not None]
            if not known:
                return None
            start = min(min(known), end)
        if start > end:
            raise ValidationError("start must not be after end")
        span = max(end - start, 1)
        counts = {}
        for kind, rows, col in sources:
            found = [0] * bins
            # Integer arithmetic: (t - start) * bins stays far below 2**63 for any real time.
            sql = (f"SELECT MIN(?4 - 1, CAST(({col} - ?2) * ?4 / ?5 AS INTEGER)) AS bin, COUNT(*)"
                   f" FROM {rows} AND {NUMBER.format(col=col)} AND {col} BETWEEN ?2 AND ?3 GROUP BY bin")
            for b, n in conn.execute(sql, (ws.id, start, end, bins, span)):
                found[int(b)] += n
            counts[kind] = tuple(found)
    return ChangeHistogram(start=start, end=end, **counts)
