"""What changed between two times: the relationships opened and closed, the entities created and
the observations added after `start` up to and including `end`.

The span is half-open, (start, end], as the as-of views are: what happened at `start` is part of
the graph as of `start`, so the changes listed are exactly those that turn the graph as of
`start` into the graph as of `end`. The rows are the time bar's (history.sources_of: the same
workspace filters, numbers only), read with one count and one ordered, limited query per kind.
A deleted entity leaves no row, so deletions cannot be listed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..graph.entities import type_names
from . import history
from ..errors import ValidationError
from ..records import ChangeSet
from ..storage.rows import EDGE_COLUMNS, ENTITY_COLUMNS, OBSERVATION_COLUMNS, edge_from_row, entity_from_row, observation_from_row
from ..storage.rows import _iso
from .traversal import _entities_by_id
from ..validation import check_time

if TYPE_CHECKING:
    from ..workspace import Workspace

DEFAULT_LIMIT = 500  # changes of each kind listed by default
MAX_LIMIT = 10_000

# Each kind: the time bar's source it reads, the columns, and how a row becomes a record.
_KINDS = (
    ("edges_opened", "edges_started", EDGE_COLUMNS),
    ("edges_closed", "edges_ended", EDGE_COLUMNS),
    ("entities_created", "entities_created", ENTITY_COLUMNS),
    ("observations_added", "observations", OBSERVATION_COLUMNS),
)


def changes_between(ws: Workspace, start, end=None, *, limit: int = DEFAULT_LIMIT) -> ChangeSet:
    """The changes after `start` up to and including `end` (ms or ISO-8601; end defaults to
    now), at most `limit` of each kind (1..MAX_LIMIT), earliest first."""
    t1 = check_time(start, "start")
    t2 = check_time(end, "end")
    if t1 is None:
        raise ValidationError("start is required: give milliseconds or ISO-8601")
    if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= MAX_LIMIT:
        raise ValidationError(f"limit must be a whole number from 1 to {MAX_LIMIT}")
    with ws._db.read() as conn:
        if t2 is None:
            t2 = ws._db.now()
        if t2 < t1:
            raise ValidationError(f"end {_iso(t2)} is before start {_iso(t1)}")
        sources = {kind: (rows, col) for kind, rows, col in history.sources_of(conn, ws.id)}
        found: dict[str, list] = {}
        totals: dict[str, int] = {}
        for kind, source, columns in _KINDS:
            rows, col = sources[source]
            where = f"{rows} AND {history.NUMBER.format(col=col)} AND {col} > ?2 AND {col} <= ?3"
            totals[kind] = conn.execute(f"SELECT COUNT(*) FROM {where}", (ws.id, t1, t2)).fetchone()[0]
            if not totals[kind]:
                found[kind] = []
                continue
            id_col = columns.split(",", 1)[0]
            found[kind] = conn.execute(f"SELECT {columns} FROM {where} ORDER BY {col}, {id_col} LIMIT ?4",
                                       (ws.id, t1, t2, limit)).fetchall()
        names_of = type_names(ws, conn) if found["entities_created"] else None
        created = [entity_from_row(r, names_of) for r in found["entities_created"]]
        opened = [edge_from_row(r) for r in found["edges_opened"]]
        closed = [edge_from_row(r) for r in found["edges_closed"]]
        observations = [observation_from_row(r) for r in found["observations_added"]]
        named = {e.id: e for e in created}
        wanted = sorted(({i for g in opened + closed for i in (g.source_id, g.target_id)}
                         | {o.entity_id for o in observations}) - named.keys())
        named.update(_entities_by_id(ws, conn, wanted) if wanted else {})
    return ChangeSet(start=t1, end=t2, entities_created=created, edges_opened=opened, edges_closed=closed,
                     observations_added=observations, entities=named, totals=totals)
