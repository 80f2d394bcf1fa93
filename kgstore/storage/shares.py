"""How much of the file a workspace holds, and so how its rows are read the cheaper way (and
in parts, by rowid ranges, for a caller that answers other requests in between).

Through the workspace_id index every row read costs a random lookup of the table's row, several
times what a table scan costs per row; a workspace that holds a good part of the file is read by
scanning the table instead (``+workspace_id``: SQLite leaves the index alone). 200,000 entities
and 600,000 edges, all of one workspace: the review inbox's edges cost 1.05 s through the index,
0.09 s scanned; its entities 0.46 s against 0.06 s.

The counts are the kept ones (kg_entity_type_counts, kg_edge_type_counts: migration 0019) where
the file keeps them, else counted on the indexes (a few milliseconds per 100,000 rows).
"""

from __future__ import annotations

from collections.abc import Generator

from . import migrations

SCANNED_FROM = 4  # a workspace holding 1/4 of the table's rows or more is scanned


def entity_counts(conn, workspace_id: str) -> tuple[int, int]:
    """(the workspace's entities, the file's)."""
    if migrations.edge_counts_kept(conn):
        here, in_file = conn.execute(
            "SELECT TOTAL(entities) FILTER (WHERE workspace_id = ?), TOTAL(entities) FROM kg_entity_type_counts",
            (workspace_id,)).fetchone()
        return int(here), int(in_file)
    here = conn.execute("SELECT COUNT(*) FROM kg_entities WHERE workspace_id = ?", (workspace_id,)).fetchone()[0]
    return here, conn.execute("SELECT COUNT(*) FROM kg_entities").fetchone()[0]


def edge_counts(conn, workspace_id: str) -> tuple[int, int]:
    """(the workspace's relationships, current and closed, the file's)."""
    if migrations.edge_counts_kept(conn):
        here, in_file = conn.execute(
            "SELECT TOTAL(edges) FILTER (WHERE workspace_id = ?), TOTAL(edges) FROM kg_edge_type_counts",
            (workspace_id,)).fetchone()
        return int(here), int(in_file)
    here = conn.execute("SELECT COUNT(*) FROM kg_edges WHERE workspace_id = ?", (workspace_id,)).fetchone()[0]
    return here, conn.execute("SELECT COUNT(*) FROM kg_edges").fetchone()[0]


def scanned(here: int, in_file: int) -> bool:
    return in_file > 0 and SCANNED_FROM * here >= in_file


def entity_prefix(conn, workspace_id: str) -> str:
    """'+' (scan kg_entities) or '' (use the index), to put before a `workspace_id` column."""
    return "+" if scanned(*entity_counts(conn, workspace_id)) else ""


def edge_prefix(conn, workspace_id: str) -> str:
    """The same for kg_edges."""
    return "+" if scanned(*edge_counts(conn, workspace_id)) else ""


def rowid_ranges(conn, table: str, rows: int, per_range: int) -> list[tuple[int | None, int | None]]:
    """A table of `rows` rows read in parts: rowid ranges (low, high: low included, high not,
    None open) of about `per_range` rows each, covering every rowid (the first and last ranges
    are open, for rows added since). Cut from the span of rowids: where deletions left gaps, a
    range holds fewer rows."""
    if rows <= per_range:
        return [(None, None)]
    # Two subqueries: each is one seek (MIN and MAX in one SELECT read every row).
    low, high = conn.execute(f"SELECT (SELECT MIN(rowid) FROM {table}), (SELECT MAX(rowid) FROM {table})").fetchone()
    if low is None:
        return [(None, None)]
    parts = -(-rows // per_range)
    width = -(-(high - low + 1) // parts)
    bounds = [None, *(low + width * i for i in range(1, parts)), None]
    return list(zip(bounds, bounds[1:]))


def rowid_clause(alias: str, low: int | None, high: int | None) -> str:
    """'<alias>.rowid >= low AND <alias>.rowid < high AND ' for a range of rowid_ranges (either
    end open: that bound left out), to put before the rest of a WHERE clause."""
    return "".join(f"{alias}.rowid {op} {int(bound)} AND " for op, bound in ((">=", low), ("<", high))
                   if bound is not None)


def run_steps(steps: Generator):
    """The value a generator of steps returns, its steps run without pause (inside one read, the
    steps' own reads join it: one snapshot)."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value
