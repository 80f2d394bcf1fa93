"""A capped overview of a large workspace: the best connected entities and the edges among them.

The explorer shows at most a few thousand entities at once. Ranking a 100k-entity workspace by
building every entity and edge record took seconds; here the degrees come from kg_entity_degrees,
kept by triggers on kg_edges in every writer's transaction (migration 0019), so each call reads
what the file holds then, whoever wrote it: the limit-th highest is the top of an index, and only
the entities that reach it become records. Without those triggers (a program rebuilt kg_edges)
SQLite counts the degrees from the edges (two GROUP BYs over the per-end indexes).
"""

from __future__ import annotations

import heapq
from collections.abc import Iterable
from typing import TYPE_CHECKING

from . import migrations
from .records import Edge, Entity
from .rows import EDGE_COLUMNS, edge_from_row, time_filter
from .traversal import _CHUNK, _entities_by_id
from .validation import as_number, check_count, check_entity_ids, check_time

if TYPE_CHECKING:
    from .workspace import Workspace


# Each entity's relationships, both ends, counted by SQLite; materialised once so the floor
# (the limit-th highest degree) and the entities that reach it come from one aggregation.
_DEGREES_SQL = """
WITH degrees AS MATERIALIZED (
    SELECT id, sum(n) AS degree FROM (
        SELECT source_entity_id AS id, count(*) AS n FROM kg_edges WHERE +workspace_id = ?1 GROUP BY source_entity_id
        UNION ALL
        SELECT target_entity_id, count(*) FROM kg_edges WHERE +workspace_id = ?1 GROUP BY target_entity_id
    ) GROUP BY id
)
SELECT id, degree FROM degrees
WHERE degree >= coalesce((SELECT degree FROM degrees ORDER BY degree DESC LIMIT 1 OFFSET ?2 - 1), 0)
"""


def best_connected(ws: Workspace, limit: int) -> list[Entity]:
    """The `limit` entities with the most relationships (closed ones included: they are part of
    the history the time slider replays), then the most confident, then by name and id."""
    limit = check_count(limit, "limit")
    if not limit:
        return []
    with ws._db.read() as conn:
        # Only entities with at least the limit-th highest degree can make the cut: SQLite
        # counts and cuts (200k entities, 600k edges: a dict of every degree built in Python
        # took 1.3 s), and only those are ranked here (a few thousand rows).
        if migrations.edge_counts_kept(conn):
            # Kept by kg_edges' triggers (migration 0019): the top of an index, whatever the size.
            floor = conn.execute(
                "SELECT degree FROM kg_entity_degrees WHERE workspace_id = ? ORDER BY degree DESC LIMIT 1 OFFSET ?",
                (ws.id, limit - 1)).fetchone()
            degree = dict(conn.execute(
                "SELECT entity_id, degree FROM kg_entity_degrees WHERE workspace_id = ? AND degree >= ?",
                (ws.id, floor[0] if floor else 0)).fetchall())
        else:
            degree = dict(conn.execute(_DEGREES_SQL, (ws.id, limit)).fetchall())
        if len(degree) >= limit:
            light = []
            ids = list(degree)
            for start in range(0, len(ids), _CHUNK):
                chunk = ids[start:start + _CHUNK]
                light += conn.execute(
                    f"SELECT id, confidence, name FROM kg_entities WHERE id IN ({','.join('?' * len(chunk))})"
                    " AND +workspace_id = ?", (*chunk, ws.id)).fetchall()
        else:  # fewer entities with relationships than the limit: the rest rank by confidence and name
            light = conn.execute(
                f"SELECT id, confidence, name FROM kg_entities WHERE {_workspace_filter(conn, ws.id)} = ?", (ws.id,)
            ).fetchall()

        def rank(row):
            entity_id, confidence, name = row
            # NULL is the column default (1.0); text another program wrote ranks as 0.
            return (-degree.get(entity_id, 0), -(1.0 if confidence is None else as_number(confidence) or 0.0),
                    name.lower(), entity_id)

        ids = [row[0] for row in heapq.nsmallest(limit, light, key=rank)]
        found = _entities_by_id(ws, conn, ids)
        return [found[i] for i in ids if i in found]


def _workspace_filter(conn, workspace_id: str) -> str:
    """`workspace_id`, or `+workspace_id` (no index: a table scan) when the workspace holds a
    quarter of the file's entities or more: the index then costs a random row lookup per entity,
    about four times a scan's cost per row (100k entities: 0.23 s against 0.06 s)."""
    here = conn.execute("SELECT COUNT(*) FROM kg_entities WHERE workspace_id = ?", (workspace_id,)).fetchone()[0]
    in_file = conn.execute("SELECT COUNT(*) FROM kg_entities").fetchone()[0]
    return "+workspace_id" if 4 * here >= in_file else "workspace_id"


def edges_among(ws: Workspace, entity_ids: Iterable[str], *, as_of: int | None = None,
                include_history: bool = False) -> list[Edge]:
    """Every edge of this workspace with both ends in `entity_ids` (default: valid now), ordered by
    valid_from then id. Unlike subgraph() there is no cap: the caller chose the entities."""
    ids = check_entity_ids(entity_ids)
    t = check_time(as_of, "as_of")
    members = set(ids)
    with ws._db.read() as conn:
        clause, params = time_filter(t, include_history, ws._db.now())
        edges = []
        for start in range(0, len(ids), _CHUNK):
            chunk = ids[start:start + _CHUNK]
            rows = conn.execute(
                f"SELECT {EDGE_COLUMNS} FROM kg_edges g WHERE g.source_entity_id IN ({','.join('?' * len(chunk))})"
                f" AND +g.workspace_id = ?{clause}",
                [*chunk, ws.id, *params],
            )
            edges += [edge_from_row(r) for r in rows if r[3] in members]
    edges.sort(key=lambda e: (e.valid_from, e.id))
    return edges
