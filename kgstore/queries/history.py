"""When a workspace changed: entities created, relationships starting and ending, observations
recorded, counted per time bin (the explorer draws them behind its time slider).

Each count is an aggregate query (GROUP BY bin) over the column's rows; no row becomes a Python
object. Times that are not numbers (text another program wrote) are not counted.

What it costs on a large file (200,000 entities, 600,000 edges, 100,000 observations, all of one
workspace; the explorer asks after every reload):

* the start (the earliest change) is found with index seeks where an index holds the time: the
  earliest start per relationship type on idx_kg_edges_type_windows, the earliest end on
  idx_kg_edges_closing; the entities' (no index holds created_at) with one scan;
* the relationships' starts and ends are counted per bin on those indexes: a seek to each bin's
  first entry (per type for the starts) and a count of the entries up to the next, where that
  is cheaper than grouping every row (sorting 600,000 bin numbers: 0.2 s); the bin bounds are
  exact for whole-number times, and a REAL time is binned by the formula as before;
* the observations have no workspace column: each was joined to its entity (0.35 s). Where the
  workspace holds most of the file's entities and the file's kept counts say every observation
  has its entity, the observations of the file are counted without the join and those of the
  other workspaces' entities (few) taken away, and the earliest is the file's earliest but
  theirs;
* change_histogram_steps gives the same answer in steps of about STEP_ROWS rows each (each its
  own read), so that the explorer's worker answers a search between two of them.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING

from ..errors import ValidationError
from ..records import ChangeHistogram
from ..storage import migrations, shares
from ..validation import check_time

if TYPE_CHECKING:
    from ..workspace import Workspace

MAX_BINS = 10_000
STEP_ROWS = 100_000  # rows read per step of change_histogram_steps (about 40 ms)

NUMBER = "typeof({col}) IN ('integer', 'real')"
KINDS = ("entities_created", "edges_started", "edges_ended", "observations")


def sources_of(conn, workspace_id: str) -> list[tuple[str, str, str]]:
    """(kind, FROM and WHERE naming the workspace's rows as ?1, the time column) per kind, each
    read the cheaper way for this file (kgstore.storage.shares)."""
    here, in_file = shares.entity_counts(conn, workspace_id)
    plus = "+" if shares.scanned(here, in_file) else ""
    observations_in_file = conn.execute("SELECT COUNT(*) FROM kg_observations").fetchone()[0]
    # Probing from the smaller side: every observation of the file to its entity's row, or every
    # entity of the workspace to its observations.
    join = "kg_observations o CROSS JOIN kg_entities e" if observations_in_file < here else \
        "kg_entities e CROSS JOIN kg_observations o"
    # Aliased e, g and o as rows.py's column lists are, so kgstore.queries.changes reads records from them.
    return [
        ("entities_created", f"kg_entities e WHERE {plus}workspace_id = ?1", "created_at"),
        ("edges_started", "kg_edges g WHERE workspace_id = ?1", "valid_from"),
        ("edges_ended", "kg_edges g WHERE workspace_id = ?1", "valid_to"),
        ("observations", f"{join} ON e.id = o.entity_id WHERE {plus}e.workspace_id = ?1", "o.created_at"),
    ]


def change_histogram(ws: Workspace, bins: int, *, start=None, end=None) -> ChangeHistogram | None:
    """Counts of changes in `bins` equal bins from `start` to `end` (ms or ISO-8601; defaults:
    the workspace's earliest change, and now); the last bin includes `end`. None when the
    workspace holds no change at all and no start was given. One read (one snapshot)."""
    steps = change_histogram_steps(ws, bins, start=start, end=end)
    with ws._db.read():  # the steps' reads join this one
        return shares.run_steps(steps)


def change_histogram_steps(ws: Workspace, bins: int, *, start=None,
                           end=None) -> Generator[None, None, ChangeHistogram | None]:
    """change_histogram in steps: each next() reads about STEP_ROWS rows in a read of its own,
    and the generator returns the histogram. Between steps another writer may commit; each kind
    is still counted from the rows it held then (a later reload asks again). Bad input raises
    at the first step."""
    if isinstance(bins, bool) or not isinstance(bins, int) or not 1 <= bins <= MAX_BINS:
        raise ValidationError(f"bins must be a whole number from 1 to {MAX_BINS}")
    start = check_time(start, "start")
    end = check_time(end, "end")
    with ws._db.read() as conn:
        if end is None:
            end = ws._db.now()
        plan = _Plan(conn, ws.id)
    if start is None:
        firsts = []
        for first in plan.earliest_steps(ws):
            if first is _STEP:
                yield
            elif first is not None:
                firsts.append(int(first))
        if not firsts:
            return None
        start = min(min(firsts), end)
        yield
    if start > end:
        raise ValidationError("start must not be after end")
    span = max(end - start, 1)
    counts = {kind: [0] * bins for kind in KINDS}
    for kind, count in plan.count_steps(bins):
        with ws._db.read() as conn:
            # Integer arithmetic: (t - start) * bins stays far below 2**63 for any real time.
            count(conn, (ws.id, start, end, bins, span), counts[kind])
        yield
    return ChangeHistogram(start=start, end=end, **{kind: tuple(found) for kind, found in counts.items()})


_STEP = object()  # earliest_steps: a step ends here


def _bin(col: str) -> str:
    return f"MIN(?4 - 1, CAST(({col} - ?2) * ?4 / ?5 AS INTEGER)) AS bin"


def _in_span(col: str) -> str:
    return f"{NUMBER.format(col=col)} AND {col} BETWEEN ?2 AND ?3"


class _Plan:
    """How this file's rows of the workspace are read, decided once from counts (one read)."""

    def __init__(self, conn, workspace_id: str):
        self.ws = workspace_id
        here, in_file = shares.entity_counts(conn, workspace_id)
        self.scan_entities = shares.scanned(here, in_file)
        self.entity_rowids = _rowid_ranges(conn, "kg_entities", in_file) if self.scan_entities else [(None, None)]
        observations = conn.execute("SELECT COUNT(*) FROM kg_observations").fetchone()[0]
        self.others = in_file - here  # entities of other workspaces
        # The observations without the join: the workspace holds most of the file's entities, and
        # every observation has its entity (the kept counts hold each observation whose entity
        # exists; an observation left behind by a writer without foreign keys is not in them).
        kept = migrations.edge_counts_kept(conn)
        self.without_join = kept and self.others < here and observations == conn.execute(
            "SELECT TOTAL(observations) FROM kg_observation_counts").fetchone()[0]
        self.observation_rowids = _rowid_ranges(conn, "kg_observations", observations) if self.without_join else []
        self.join = ("kg_observations o CROSS JOIN kg_entities e" if observations < here else
                     "kg_entities e CROSS JOIN kg_observations o")
        self.plus = "+" if self.scan_entities else ""
        # The relationships' starts per range of types (the kept per-type counts make ranges of
        # about STEP_ROWS; the first and last ranges are open, so a type they miss is counted).
        # Each range with (its types, its relationships) as the kept counts say, for the choice
        # between counting per bin by index seeks and grouping (None: not known).
        self.type_ranges: list[tuple[str | None, str | None, tuple[int, int] | None]] = [(None, None, None)]
        self.closed: int | None = None
        if kept:
            per_type = conn.execute("SELECT edge_type, edges, closed FROM kg_edge_type_counts WHERE workspace_id = ?"
                                    " ORDER BY edge_type", (workspace_id,)).fetchall()
            ranges, low, types, rows = [], None, 0, 0
            for edge_type, edges, _closed in per_type:
                if rows >= STEP_ROWS:
                    ranges.append((low, edge_type, (types, rows)))
                    low, types, rows = edge_type, 0, 0
                types += 1
                rows += edges
            self.type_ranges = [*ranges, (low, None, (types, rows))]
            self.closed = sum(closed for _t, _e, closed in per_type)
        indexes = {r[0] for r in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'index' AND name IN (?, ?)", SEEK_INDEXES)}
        self.seekable = indexes == set(SEEK_INDEXES)

    # -- the start ------------------------------------------------------------------------

    def earliest_steps(self, ws: Workspace):
        """Each kind's earliest time (or None), with _STEP between steps."""
        with ws._db.read() as conn:
            yield self._earliest_edge_start(conn)
            yield conn.execute(
                f"SELECT MIN(valid_to) FROM kg_edges WHERE workspace_id = ?1 AND valid_to IS NOT NULL"
                f" AND {NUMBER.format(col='valid_to')}", (self.ws,)).fetchone()[0]
            if not self.without_join:
                yield conn.execute(
                    f"SELECT MIN(o.created_at) FROM {self.join} ON e.id = o.entity_id"
                    f" WHERE {self.plus}e.workspace_id = ?1 AND {NUMBER.format(col='o.created_at')}",
                    (self.ws,)).fetchone()[0]
        for lo, hi in self.observation_rowids:  # without the join: the file's, a part at a time
            yield _STEP
            with ws._db.read() as conn:
                where = shares.rowid_clause("o", lo, hi)
                # But those of the other workspaces' entities (few: a list in memory).
                others = ("" if not self.others else
                          " AND o.entity_id NOT IN (SELECT id FROM kg_entities WHERE (workspace_id < ?1"
                          " OR workspace_id > ?1) AND id IS NOT NULL)")
                args = (self.ws,) if others else ()  # ?1 is read by `others` alone
                yield conn.execute(
                    f"SELECT MIN(o.created_at) FROM kg_observations o WHERE {where}"
                    f"{NUMBER.format(col='o.created_at')}{others}", args).fetchone()[0]
        for lo, hi in self.entity_rowids:
            yield _STEP
            with ws._db.read() as conn:
                where = shares.rowid_clause("e", lo, hi)
                yield conn.execute(
                    f"SELECT MIN(created_at) FROM kg_entities e WHERE {where}{self.plus}workspace_id = ?1"
                    f" AND {NUMBER.format(col='created_at')}", (self.ws,)).fetchone()[0]

    def _earliest_edge_start(self, conn):
        # The workspace's types one seek each (a skip over idx_kg_edges_type_windows), then the
        # earliest start of each type one seek each; a NULL type (no such row in our files) too.
        return conn.execute(
            f"""WITH RECURSIVE t(type) AS (
                SELECT MIN(edge_type) FROM kg_edges WHERE workspace_id = ?1
                UNION ALL
                SELECT (SELECT MIN(edge_type) FROM kg_edges WHERE workspace_id = ?1 AND edge_type > t.type)
                FROM t WHERE t.type IS NOT NULL)
            SELECT MIN(first) FROM (
                SELECT (SELECT MIN(valid_from) FROM kg_edges WHERE workspace_id = ?1 AND edge_type = t.type
                        AND {NUMBER.format(col='valid_from')}) AS first FROM t WHERE t.type IS NOT NULL
                UNION ALL
                SELECT MIN(valid_from) FROM kg_edges WHERE workspace_id = ?1 AND edge_type IS NULL
                    AND {NUMBER.format(col='valid_from')})""", (self.ws,)).fetchone()[0]

    # -- the counts -----------------------------------------------------------------------

    def count_steps(self, bins: int):
        """(kind, count) per step: count(conn, params, found) adds the step's counts to `found`,
        the kind's bins; params are ?1 workspace, ?2 start, ?3 end, ?4 bins, ?5 span."""
        for lo, hi in self.entity_rowids:
            where = shares.rowid_clause("e", lo, hi)
            yield "entities_created", _grouped(
                f"SELECT {_bin('created_at')}, COUNT(*) FROM kg_entities e WHERE {where}{self.plus}workspace_id = ?1"
                f" AND {_in_span('created_at')} GROUP BY bin", [])
        for lo, hi, known in self.type_ranges:
            where, params = "", []
            if lo is not None:
                where += f" AND edge_type >= ?{6 + len(params)}"
                params.append(lo)
            if hi is not None:
                where += f" AND edge_type < ?{6 + len(params)}"
                params.append(hi)
            if self.seekable and known is not None and _seeks_pay(known[0] * bins, known[1]):
                # The types of the range one seek each (a skip over the index), then each bin of
                # each type one seek, counting the entries in between: no sort of every row.
                types = ("t(type) AS (SELECT MIN(edge_type) FROM kg_edges WHERE workspace_id = ?1" + where +
                         " UNION ALL SELECT (SELECT MIN(edge_type) FROM kg_edges WHERE workspace_id = ?1"
                         f" AND edge_type > t.type{where}) FROM t"
                         " WHERE t.type IS NOT NULL)")
                yield "edges_started", _sought(
                    f"WITH RECURSIVE {_BIN_BOUNDS}, {types} SELECT b.k, SUM((SELECT {_INTEGERS_AND_REALS.format(col='valid_from')}"
                    " FROM kg_edges WHERE workspace_id = ?1 AND edge_type = t.type"
                    " AND valid_from >= b.lo AND valid_from < b.hi)) FROM b, t WHERE t.type IS NOT NULL GROUP BY b.k",
                    f"SELECT {_bin('valid_from')}, COUNT(*) FROM kg_edges g WHERE workspace_id = ?1{where}"
                    f" AND typeof(valid_from) = 'real' AND valid_from BETWEEN ?2 AND ?3 GROUP BY bin", params)
            else:
                yield "edges_started", _grouped(
                    f"SELECT {_bin('valid_from')}, COUNT(*) FROM kg_edges g WHERE workspace_id = ?1{where}"
                    f" AND {_in_span('valid_from')} GROUP BY bin", params)
        if self.seekable and self.closed is not None and _seeks_pay(bins, self.closed):
            # On idx_kg_edges_closing (workspace, end, ...): each bin one seek.
            yield "edges_ended", _sought(
                f"WITH RECURSIVE {_BIN_BOUNDS} SELECT b.k, (SELECT {_INTEGERS_AND_REALS.format(col='valid_to')}"
                " FROM kg_edges WHERE workspace_id = ?1 AND valid_to IS NOT NULL"
                " AND valid_to >= b.lo AND valid_to < b.hi) FROM b",
                f"SELECT {_bin('valid_to')}, COUNT(*) FROM kg_edges g WHERE workspace_id = ?1 AND valid_to IS NOT NULL"
                f" AND typeof(valid_to) = 'real' AND valid_to BETWEEN ?2 AND ?3 GROUP BY bin", [])
        else:
            yield "edges_ended", _grouped(
                f"SELECT {_bin('valid_to')}, COUNT(*) FROM kg_edges g WHERE workspace_id = ?1 AND valid_to IS NOT NULL"
                f" AND {_in_span('valid_to')} GROUP BY bin", [])
        if not self.without_join:
            yield "observations", _grouped(
                f"SELECT {_bin('o.created_at')}, COUNT(*) FROM {self.join} ON e.id = o.entity_id"
                f" WHERE {self.plus}e.workspace_id = ?1 AND {_in_span('o.created_at')} GROUP BY bin", [])
            return
        for lo, hi in self.observation_rowids:
            where = shares.rowid_clause("o", lo, hi)
            # Every observation of the file (?1, the workspace, is not read).
            yield "observations", _grouped(
                f"SELECT {_bin('o.created_at')}, COUNT(*) FROM kg_observations o WHERE {where}"
                f"{_in_span('o.created_at')} GROUP BY bin", [])
        if self.others:  # less those of the other workspaces' entities
            yield "observations", _grouped(
                f"SELECT {_bin('o.created_at')}, COUNT(*) FROM kg_entities e CROSS JOIN kg_observations o"
                " ON o.entity_id = e.id WHERE (e.workspace_id < ?1 OR e.workspace_id > ?1)"
                f" AND {_in_span('o.created_at')} GROUP BY bin", [], sign=-1)


# Counting per bin by seeks, on these indexes (a file without them is counted by grouping).
SEEK_INDEXES = ("idx_kg_edges_type_windows", "idx_kg_edges_closing")
# Bin k holds the whole-number times from lo up to hi (excluded): bin(t) >= k exactly when
# (t - start) * bins >= k * span, so lo = start + ceil(k * span / bins); the last bin ends after
# `end`. (Times stored as REAL are rounded in bin(); they are binned by it, see _sought.)
_BIN_BOUNDS = (
    "b(k, lo, hi) AS (SELECT 0, ?2, CASE WHEN ?4 = 1 THEN ?3 + 1 ELSE ?2 + (?5 + ?4 - 1) / ?4 END"
    " UNION ALL SELECT k + 1, hi, CASE WHEN k + 2 = ?4 THEN ?3 + 1 ELSE ?2 + ((k + 2) * ?5 + ?4 - 1) / ?4 END"
    " FROM b WHERE k + 1 < ?4)")
# Whole numbers in the low 32 bits, REALs above: one walk counts both.
_INTEGERS_AND_REALS = "SUM(CASE WHEN typeof({col}) = 'integer' THEN 1 ELSE 4294967296 END)"


def _seeks_pay(seeks: int, rows: int) -> bool:
    """A seek costs about what grouping costs per seven rows."""
    return seeks * 8 <= rows


def _grouped(sql: str, params: list, sign: int = 1):
    """A step whose query answers (bin, count) rows."""
    def count(conn, base, found):
        for b, n in conn.execute(sql, (*base, *params)):
            found[int(b)] += sign * n
    return count


def _sought(sql: str, reals_sql: str, params: list):
    """A step whose query answers (bin, whole numbers + 2**32 * REALs) per bin; where REAL times
    are found, they are binned by the formula instead (reals_sql answers (bin, count))."""
    def count(conn, base, found):
        reals = 0
        for k, n in conn.execute(sql, (*base, *params)):
            n = int(n or 0)
            found[int(k)] += n & 0xFFFFFFFF
            reals += n >> 32
        if reals:
            _grouped(reals_sql, params)(conn, base, found)
    return count


def _rowid_ranges(conn, table: str, rows: int) -> list[tuple[int | None, int | None]]:
    return shares.rowid_ranges(conn, table, rows, STEP_ROWS)
