"""Neighbourhoods and subgraphs: one query per BFS level (never one per neighbour)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from .errors import ValidationError
from .records import Neighbor, Subgraph
from .rows import EDGE_COLUMNS, ENTITY_COLUMNS, edge_from_row, entity_from_row, time_filter
from .validation import check_id, check_str_list, check_time, normalize_type_name

if TYPE_CHECKING:
    from .workspace import Workspace

MAX_DEPTH = 3
MAX_NEIGHBORS = 200
MAX_SUBGRAPH_ENTITIES = 100
MAX_SUBGRAPH_EDGES = 1000
_CHUNK = 400  # bound on host parameters per IN list


def _check_depth(depth) -> int:
    if isinstance(depth, bool) or not isinstance(depth, int):
        raise ValidationError("depth must be an integer from 1 to 3")
    return min(MAX_DEPTH, max(1, depth))


def _edge_type_clause(edge_types) -> tuple[str, list[str]]:
    if edge_types is None:
        return "", []
    names = sorted({normalize_type_name(t, "edge type") for t in check_str_list(edge_types, "edge_types")})
    if not names:
        return "", []
    return f" AND g.edge_type IN ({','.join('?' * len(names))})", names


def neighbors(ws: Workspace, entity_id: str, *, depth: int = 1, edge_types: Iterable[str] | None = None,
              as_of: int | None = None, include_history: bool = False) -> list[Neighbor]:
    check_id(entity_id, "entity id")
    depth = _check_depth(depth)
    t = check_time(as_of, "as_of")
    type_clause, type_params = _edge_type_clause(edge_types)
    db = ws._db
    with db.read() as conn:
        ws._require_entity(conn, entity_id)
        time_clause, time_params = time_filter(t, include_history, db.now())
        visited = {entity_id}
        frontier = [entity_id]
        found: list[tuple[str, str, str, int]] = []  # (entity id, edge id, direction, depth)
        edge_rowids: list[int] = []  # of the found edges: full rows are then read without the id index
        # The BFS reads only what the covering edge indexes hold; full edge rows are fetched
        # once at the end for the (at most 200) edges that are returned.
        cols = "g.id, g.source_entity_id, g.target_entity_id, g.valid_from, g.rowid"
        for level in range(1, depth + 1):
            if not frontier or len(found) >= MAX_NEIGHBORS:
                break
            # Frontier in id order, read in growing chunks: results are deterministic and the
            # last level stops reading as soon as the cap is reached.
            frontier.sort()
            next_frontier = []
            start, size = 0, 8
            while start < len(frontier) and len(found) < MAX_NEIGHBORS:
                chunk = frontier[start:start + size]
                start += size
                size = min(size * 2, _CHUNK)
                marks = ",".join("?" * len(chunk))
                rows = conn.execute(
                    f"SELECT {cols}, 0 FROM kg_edges g WHERE g.source_entity_id IN ({marks})"
                    f" AND +g.workspace_id = ?{time_clause}{type_clause}"
                    f" UNION ALL SELECT {cols}, 1 FROM kg_edges g WHERE g.target_entity_id IN ({marks})"
                    f" AND +g.workspace_id = ?{time_clause}{type_clause}",
                    [*chunk, ws.id, *time_params, *type_params, *chunk, ws.id, *time_params, *type_params],
                ).fetchall()
                rows.sort(key=lambda r: (r[2] if r[5] else r[1], r[3], r[0]))
                for edge_id, src, tgt, _vfrom, rowid, incoming in rows:
                    other = src if incoming else tgt
                    if other in visited:
                        continue
                    visited.add(other)
                    next_frontier.append(other)
                    found.append((other, edge_id, "incoming" if incoming else "outgoing", level))
                    edge_rowids.append(rowid)
                    if len(found) >= MAX_NEIGHBORS:
                        break
            frontier = next_frontier
        entities = _entities_by_id(ws, conn, [f[0] for f in found])
        edges = _edges_by_id(ws, conn, [f[1] for f in found], edge_rowids)
        return [
            Neighbor(entities[eid], edges[edge_id], direction, level)
            for eid, edge_id, direction, level in found
            if eid in entities
        ]


def _edges_by_id(ws: Workspace, conn, ids: list[str], rowids: list[int]) -> dict:
    """Edges by id; `rowids` (same order, read in the same snapshot) locate the rows directly."""
    cache = ws._kg._records
    out = {i: cache.edges[i] for i in ids if i in cache.edges}
    missing = [r for i, r in zip(ids, rowids) if i not in out]
    for start in range(0, len(missing), _CHUNK):
        chunk = missing[start:start + _CHUNK]
        marks = ",".join("?" * len(chunk))
        for row in conn.execute(f"SELECT {EDGE_COLUMNS} FROM kg_edges g WHERE g.rowid IN ({marks})", chunk):
            edge = edge_from_row(row)
            cache.keep_edge(edge)
            out[edge.id] = edge
    return out


def _entities_by_id(ws: Workspace, conn, ids: list[str]) -> dict:
    """Entities of this workspace by id (cached records are reused; see record_cache)."""
    cache = ws._kg._records
    out = {}
    missing = []
    for i in ids:
        entity = cache.entities.get(i)
        if entity is not None and entity.workspace_id == ws.id:
            out[i] = entity
        else:
            missing.append(i)
    names_of = ws._type_name(conn)
    for start in range(0, len(missing), _CHUNK):
        chunk = missing[start:start + _CHUNK]
        marks = ",".join("?" * len(chunk))
        for row in conn.execute(
            f"SELECT {ENTITY_COLUMNS} FROM kg_entities e WHERE e.id IN ({marks}) AND +e.workspace_id = ?",
            [*chunk, ws.id],
        ):
            entity = entity_from_row(row, names_of)
            cache.keep_entity(entity)
            out[row[0]] = entity
    return out


def subgraph(ws: Workspace, entity_ids: Iterable[str], *, as_of: int | None = None,
             include_history: bool = False) -> Subgraph:
    ids = list(dict.fromkeys(check_str_list(entity_ids, "entity_ids", allow_single=False)))
    for i in ids:
        check_id(i, "entity id")
    if len(ids) > MAX_SUBGRAPH_ENTITIES:
        ids = ids[:MAX_SUBGRAPH_ENTITIES]
    t = check_time(as_of, "as_of")
    db = ws._db
    with db.read() as conn:
        found = _entities_by_id(ws, conn, ids)
        entities = [found[i] for i in ids if i in found]
        if not entities:
            return Subgraph(entities=[], edges=[])
        present = [e.id for e in entities]
        marks = ",".join("?" * len(present))
        time_clause, time_params = time_filter(t, include_history, db.now())
        rows = conn.execute(
            f"SELECT {EDGE_COLUMNS} FROM kg_edges g WHERE g.source_entity_id IN ({marks})"
            # "+": probe by source only; the 2-column index would otherwise try every (source, target) pair.
            f" AND +g.target_entity_id IN ({marks}) AND +g.workspace_id = ?{time_clause}"
            " ORDER BY g.valid_from, g.id LIMIT ?",
            [*present, *present, ws.id, *time_params, MAX_SUBGRAPH_EDGES],
        ).fetchall()
        return Subgraph(entities=entities, edges=[edge_from_row(r) for r in rows])
