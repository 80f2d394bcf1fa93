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

from ..storage import migrations
from ..records import Edge, Entity, Stats
from ..storage.rows import EDGE_COLUMNS, edge_from_row, edge_type_shown, time_filter
from .traversal import _CHUNK, _entities_by_id
from ..validation import as_number, check_count, check_entity_ids, check_time

if TYPE_CHECKING:
    from ..workspace import Workspace


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


NEIGHBOURS_PER_HUB = 9  # each hub brings its nine best connected neighbours: a tenth are hubs


def hubs_and_neighbours(ws: Workspace, limit: int) -> list[Entity]:
    """A capped overview that draws as a graph. In a large sparse workspace the `limit` best
    connected alone share almost no relationship (2,000 of a million entities: 56 edges, a grid
    of dots); here each entity, in best_connected's order, comes with its NEIGHBOURS_PER_HUB best
    connected neighbours not already in (ranked as best_connected ranks), until `limit` are in:
    hubs and the stars around them, joined where hubs are neighbours.

    The answer for a limit is the start of the answer for any larger one, so Show More only adds
    and a reload at the same limit keeps what is shown while the degrees stand."""
    limit = check_count(limit, "limit")
    if not limit:
        return []
    # Every one of the `limit` best connected is taken itself if nothing took it earlier, so
    # `limit` distinct entities are in before the hubs run out.
    hubs = best_connected(ws, limit)
    by_id = {e.id: e for e in hubs}
    chosen: dict[str, None] = {}
    with ws._db.read() as conn:
        kept = migrations.edge_counts_kept(conn)
        for hub in hubs:
            if len(chosen) >= limit:
                break
            chosen.setdefault(hub.id)
            ranks = _ranked_neighbours(conn, ws.id, hub.id, kept)
            for other in heapq.nsmallest(NEIGHBOURS_PER_HUB, (i for i in ranks if i not in chosen), key=ranks.get):
                if len(chosen) >= limit:
                    break
                chosen[other] = None
        missing = [i for i in chosen if i not in by_id]
        by_id.update(_entities_by_id(ws, conn, missing))
    return [by_id[i] for i in chosen if i in by_id]


def _ranked_neighbours(conn, workspace_id: str, entity_id: str, kept: bool) -> dict[str, tuple]:
    """An entity's neighbours (either direction, closed relationships too), each with the key
    best_connected ranks by: relationships, confidence, name, id."""
    degree = ("(SELECT degree FROM kg_entity_degrees WHERE workspace_id = ?2 AND entity_id = n.id)" if kept else
              "(SELECT count(*) FROM kg_edges WHERE source_entity_id = n.id AND +workspace_id = ?2)"
              " + (SELECT count(*) FROM kg_edges WHERE target_entity_id = n.id AND +workspace_id = ?2)")
    rows = conn.execute(
        "WITH n(id) AS (SELECT target_entity_id FROM kg_edges WHERE source_entity_id = ?1 AND +workspace_id = ?2"
        " UNION SELECT source_entity_id FROM kg_edges WHERE target_entity_id = ?1 AND +workspace_id = ?2)"
        f" SELECT n.id, {degree}, e.confidence, e.name FROM n JOIN kg_entities e ON e.id = n.id"
        " AND +e.workspace_id = ?2 WHERE n.id != ?1",
        (entity_id, workspace_id))
    # NULL is the column default (1.0); text another program wrote ranks as 0 (as best_connected).
    return {i: (-(d or 0), -(1.0 if c is None else as_number(c) or 0.0), name.lower(), i) for i, d, c, name in rows}


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


def stats(ws: Workspace) -> Stats:
    with ws._db.read() as conn:
        now = ws._db.now()
        # Counted per type id on the (workspace, type, name) index, then named: joining every
        # entity to its type cost 0.13 s at 100k entities, this 7 ms.
        kept = migrations.edge_counts_kept(conn)
        by_type_id = conn.execute(
            # Kept by kg_entities' triggers (migration 0019): 200k entities, 0.17 s counted.
            "SELECT entity_type_id, entities FROM kg_entity_type_counts WHERE workspace_id = ?" if kept else
            "SELECT entity_type_id, COUNT(*) FROM kg_entities WHERE workspace_id = ? GROUP BY entity_type_id",
            (ws.id,),
        ).fetchall()
        names = dict(conn.execute("SELECT id, name FROM kg_entity_types")) if by_type_id else {}
        counted: dict[str, int] = {}
        for tid, count in by_type_id:
            if tid in names:  # as the join did: an entity whose type row is missing is not counted
                counted[names[tid]] = counted.get(names[tid], 0) + count
        per_type = dict(sorted(counted.items()))
        edge_types = {}
        all_edges = current = 0
        for etype, total, cur in _edge_counts(ws, conn, now, kept):
            all_edges += total
            current += cur or 0
            if cur:
                shown_type = edge_type_shown(etype)  # CoWork's "hosts weekly" counts as hosts_weekly
                edge_types[shown_type] = edge_types.get(shown_type, 0) + cur
        if kept:  # kept by kg_observations' triggers (200k entities, 100k observations: 0.44 s counted)
            row = conn.execute("SELECT observations FROM kg_observation_counts WHERE workspace_id = ?",
                               (ws.id,)).fetchone()
            observations = row[0] if row else 0
        else:
            observations = count_observations(ws, conn, sum(count for _, count in by_type_id))
        return Stats(entities=sum(per_type.values()), current_edges=current, edges=all_edges,
                     observations=observations, entity_types=per_type, edge_types=dict(sorted(edge_types.items())))


def _edge_counts(ws: Workspace, conn, now: int, kept: bool) -> list[tuple[str, int, int]]:
    """(edge type, relationships, current ones) per type, in type order."""
    if not kept:
        # Read from idx_kg_edges_type_windows (migration 0018), grouped in its order: the
        # table's rows are wide (200k entities, 600k edges: 0.64 s scanned, 0.15 s so).
        return [(t, n, cur or 0) for t, n, cur in conn.execute(
            "SELECT edge_type, COUNT(*), SUM(valid_from <= ?1 AND (valid_to IS NULL OR valid_to > ?1))"
            " FROM kg_edges WHERE workspace_id = ?2 GROUP BY edge_type ORDER BY edge_type",
            (now, ws.id))]
    # Kept by kg_edges' triggers (migration 0019): all and closed per type. Current ones are
    # the open ones already started plus the closed ones whose window holds now; only the
    # rows still to start or to end are read (two index ranges, usually near empty).
    counts = conn.execute("SELECT edge_type, edges, closed FROM kg_edge_type_counts WHERE workspace_id = ?"
                          " ORDER BY edge_type", (ws.id,)).fetchall()
    if not counts:
        return []
    types = [t for t, _, _ in counts]
    marks = ",".join("?" * len(types))
    not_started = dict(conn.execute(
        f"SELECT edge_type, COUNT(*) FROM kg_edges WHERE workspace_id = ? AND edge_type IN ({marks})"
        " AND valid_from > ? AND valid_to IS NULL GROUP BY edge_type", (ws.id, *types, now)))
    closing_later = dict(conn.execute(
        "SELECT edge_type, COUNT(*) FROM kg_edges INDEXED BY idx_kg_edges_closing WHERE workspace_id = ?"
        " AND valid_to IS NOT NULL AND valid_to > ? AND valid_from <= ? GROUP BY edge_type", (ws.id, now, now)))
    return [(t, n, n - closed - not_started.get(t, 0) + closing_later.get(t, 0)) for t, n, closed in counts]


def count_observations(ws: Workspace, conn, entities_here: int) -> int:
    """Observations of this workspace's entities, probing from the smaller side: per entity
    of the workspace (a small workspace in a big file), or per observation of the file (a
    workspace that holds most entities: 100k entities, 50k observations: 0.16 -> 0.05 s)."""
    in_file = conn.execute("SELECT COUNT(*) FROM kg_observations").fetchone()[0]
    # CROSS JOIN fixes the loop order: left to itself, SQLite's planner started from the
    # workspace's entities even when they were the larger side.
    if in_file < entities_here:
        join = "kg_observations o CROSS JOIN kg_entities e"
    else:
        join = "kg_entities e CROSS JOIN kg_observations o"
    return conn.execute(
        f"SELECT COUNT(*) FROM {join} ON e.id = o.entity_id WHERE e.workspace_id = ?", (ws.id,)
    ).fetchone()[0]


def time_range(ws: Workspace) -> tuple[int, int] | None:
    with ws._db.read() as conn:
        if migrations.edge_counts_kept(conn):
            # Per type, each end of idx_kg_edges_type_windows, and the last end of the
            # closing index: a few index seeks instead of a pass over every edge.
            lows, highs = [], []
            for (etype,) in conn.execute("SELECT edge_type FROM kg_edge_type_counts WHERE workspace_id = ?",
                                         (ws.id,)).fetchall():
                for fn, out in (("MIN", lows), ("MAX", highs)):
                    v = conn.execute(f"SELECT {fn}(valid_from) FROM kg_edges WHERE workspace_id = ? AND edge_type = ?",
                                     (ws.id, etype)).fetchone()[0]
                    if v is not None:
                        out.append(v)
            if not lows:
                return None
            lo, hi_from = min(lows), max(highs)
            hi_to = conn.execute("SELECT MAX(valid_to) FROM kg_edges INDEXED BY idx_kg_edges_closing"
                                 " WHERE workspace_id = ? AND valid_to IS NOT NULL", (ws.id,)).fetchone()[0]
        else:
            lo, hi_from, hi_to = conn.execute(
                "SELECT MIN(valid_from), MAX(valid_from), MAX(valid_to) FROM kg_edges WHERE workspace_id = ?",
                (ws.id,),
            ).fetchone()
        if lo is None:
            return None
        return lo, max(hi_from, hi_to or hi_from)
