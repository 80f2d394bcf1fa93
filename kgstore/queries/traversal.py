"""Neighbourhoods and subgraphs: one query per BFS level (never one per neighbour)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ..graph.entities import require_entity, type_names
from ..errors import ValidationError
from ..storage.record_builders import positional_builder
from ..records import Neighbor, Subgraph
from ..storage.rows import (
    EDGE_COLUMNS,
    ENTITY_COLUMNS,
    build_edge,
    edge_from_row,
    edge_type_shown,
    edge_values,
    entity_from_row,
    sortable_time,
    time_filter,
)
from ..validation import (
    check_entity_ids,
    check_id,
    check_str_list,
    check_time,
    edge_type_spellings,
    normalize_type_name,
    read_properties,
)

if TYPE_CHECKING:
    from ..workspace import Workspace

MAX_DEPTH = 3
MAX_NEIGHBORS = 200
MAX_SUBGRAPH_ENTITIES = 100
MAX_SUBGRAPH_EDGES = 1000
_CHUNK = 400  # bound on host parameters per IN list
_build_neighbor = positional_builder(Neighbor)


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
    names = edge_type_spellings(names)  # CoWork OS's "hosts weekly" is our hosts_weekly
    return f" AND g.edge_type IN ({','.join('?' * len(names))})", names


def neighbors(ws: Workspace, entity_id: str, *, depth: int = 1, edge_types: Iterable[str] | None = None,
              as_of: int | None = None, include_history: bool = False) -> list[Neighbor]:
    """BFS from entity_id: each neighbour once, at its depth, by the edge that reached it; with
    include_history (and no as_of, which takes precedence as in time_filter) one Neighbor per
    edge that reaches it from the level before, current edges first. The cap counts entities."""
    check_id(entity_id, "entity id")
    depth = _check_depth(depth)
    t = check_time(as_of, "as_of")
    type_clause, type_params = _edge_type_clause(edge_types)
    db = ws._db
    with db.read() as conn:
        require_entity(ws, conn, entity_id)
        time_clause, time_params = time_filter(t, include_history, db.now())
        visited = {entity_id}
        frontier = [entity_id]
        # What was found, in BFS order, as parallel lists (no tuple per neighbour to track).
        found_ids: list[str] = []
        found_edges: list = []
        directions: list[str] = []
        depths: list[int] = []
        for level in range(1, depth + 1):
            if not frontier or len(found_ids) >= MAX_NEIGHBORS:
                break
            # Frontier in id order, read in growing chunks: results are deterministic and the
            # last level stops reading as soon as the cap is reached.
            frontier.sort()
            next_frontier = []
            start, size = 0, 8
            while start < len(frontier) and len(found_ids) < MAX_NEIGHBORS:
                chunk = frontier[start:start + size]
                start += size
                size = min(size * 2, _CHUNK)
                marks = ",".join("?" * len(chunk))
                # Each end's index holds whole edge rows, so a level reads the records it returns
                # from index pages alone; the trailing column says which end matched.
                rows = conn.execute(
                    f"SELECT {_LEVEL_COLUMNS}, 0 FROM kg_edges g WHERE g.source_entity_id IN ({marks})"
                    f" AND +g.workspace_id = ?{time_clause}{type_clause}"
                    f" UNION ALL SELECT {_LEVEL_COLUMNS}, 1 FROM kg_edges g WHERE g.target_entity_id IN ({marks})"
                    f" AND +g.workspace_id = ?{time_clause}{type_clause}",
                    [*chunk, ws.id, *time_params, *type_params, *chunk, ws.id, *time_params, *type_params],
                ).fetchall()
                # (near end, valid_from, edge id): the near end is the target for incoming edges.
                try:
                    rows.sort(key=lambda r: (r[2] if r[11] else r[1], r[9], r[0]))
                except TypeError:  # a valid_from another program wrote as text (see rows)
                    rows.sort(key=lambda r: (r[2] if r[11] else r[1], sortable_time(r[9]), r[0]))
                for row in rows:
                    incoming = row[11]
                    other = row[1] if incoming else row[2]
                    if other in visited:
                        continue
                    visited.add(other)
                    next_frontier.append(other)
                    found_ids.append(other)
                    found_edges.append(_edge_from_level_row(row, ws.id))
                    directions.append("incoming" if incoming else "outgoing")
                    depths.append(level)
                    if len(found_ids) >= MAX_NEIGHBORS:
                        break
            frontier = next_frontier
        entities = _entities_by_id(ws, conn, found_ids)
        if include_history and t is None:
            return _every_edge_at_depth(ws, conn, entity_id, found_ids, depths, entities,
                                        time_clause + type_clause, [*time_params, *type_params], db.now())
        return [
            _build_neighbor(entities[eid], edge, direction, level)
            for eid, edge, direction, level in zip(found_ids, found_edges, directions, depths)
            if eid in entities
        ]


def _every_edge_at_depth(ws: Workspace, conn, start_id: str, found_ids: list[str], depths: list[int],
                         entities: dict, clause: str, params: list, now: int) -> list[Neighbor]:
    """With history, one Neighbor per edge that reaches a found entity from the level before it.

    The BFS above settles which entities are found and at which depth (the cap counts them);
    an entity reached by an ended edge may be reached by a current one too, and an agent asking
    for history must learn both. One more read (the found entities' edges, at most the cap's
    worth of ids) collects them: no query per neighbour.
    """
    depth_of = {start_id: 0}
    depth_of.update(zip(found_ids, depths))
    edges_of: dict[str, list] = {eid: [] for eid in found_ids}
    for start in range(0, len(found_ids), _CHUNK):
        chunk = found_ids[start:start + _CHUNK]
        marks = ",".join("?" * len(chunk))
        # Trailing column 1: the found entity is the source, so the edge is incoming as seen from
        # the entity it was reached from (the level-row convention of the BFS above).
        rows = conn.execute(
            f"SELECT {_LEVEL_COLUMNS}, 1 FROM kg_edges g WHERE g.source_entity_id IN ({marks})"
            f" AND +g.workspace_id = ?{clause}"
            f" UNION ALL SELECT {_LEVEL_COLUMNS}, 0 FROM kg_edges g WHERE g.target_entity_id IN ({marks})"
            f" AND +g.workspace_id = ?{clause}",
            [*chunk, ws.id, *params, *chunk, ws.id, *params],
        ).fetchall()
        for row in rows:
            incoming = row[11]
            found, near = (row[1], row[2]) if incoming else (row[2], row[1])
            level = depth_of[found]
            if depth_of.get(near) != level - 1:
                continue  # not an edge from the level before (same level, deeper, or a self-loop)
            edges_of[found].append((_edge_from_level_row(row, ws.id), "incoming" if incoming else "outgoing"))
    out = []
    for eid, level in zip(found_ids, depths):
        entity = entities.get(eid)
        if entity is None:
            continue
        # Current edges first, then as the BFS orders a level: near end, valid_from, edge id.
        found_edges = sorted(edges_of[eid], key=lambda pair: (
            not pair[0].valid_at(now),
            pair[0].target_id if pair[1] == "incoming" else pair[0].source_id,
            pair[0].valid_from, pair[0].id))
        out.extend(_build_neighbor(entity, edge, direction, level) for edge, direction in found_edges)
    return out


# A level reads every edge of its frontier, a third more rows than it keeps: the columns leave
# out what is known (the workspace) and read the usual empty properties as NULL, so fewer
# Python objects are made per row (a capped call 5-9 % faster, measured on the 100k file).
_LEVEL_COLUMNS = (
    "g.id, g.source_entity_id, g.target_entity_id, g.edge_type, NULLIF(g.properties, '{}'),"
    " g.confidence, g.source, g.source_task_id, g.created_at, g.valid_from, g.valid_to"
)


def _edge_from_level_row(row: tuple, workspace_id: str):
    (eid, src, tgt, etype, props, confidence, source, task_id, created, vfrom, vto, _incoming) = row
    properties = {} if props is None else read_properties(props)
    if (confidence.__class__ is not float or created.__class__ is not int or vfrom.__class__ is not int
            or properties is None or (vto is not None and vto.__class__ is not int)):
        properties, confidence, created, vfrom, vto = edge_values(eid, properties, confidence, created,
                                                                  vfrom, vto)
    return build_edge(eid, workspace_id, src, tgt, edge_type_shown(etype), properties, confidence,
                      source or "manual", task_id, created, vfrom, vto)


def _entities_by_id(ws: Workspace, conn, ids: list[str]) -> dict:
    """Entities of this workspace by id (kept records are reused; see record_cache)."""
    cache = ws._kg._records
    out = {}
    missing = []
    for i in ids:
        entity = cache.entities.get(i)
        if entity is not None and entity.workspace_id == ws.id:
            out[i] = entity
        else:
            missing.append(i)
    if not missing:
        return out
    names_of = type_names(ws, conn)
    for start in range(0, len(missing), _CHUNK):
        chunk = missing[start:start + _CHUNK]
        marks = ",".join("?" * len(chunk))
        for row in conn.execute(
            f"SELECT {ENTITY_COLUMNS} FROM kg_entities e WHERE e.id IN ({marks}) AND +e.workspace_id = ?",
            [*chunk, ws.id],
        ):
            entity = entity_from_row(row, names_of)
            cache.keep_entity(entity, len(row[3]) + len(row[4] or "") + len(row[5]))
            out[row[0]] = entity
    return out


def subgraph(ws: Workspace, entity_ids: Iterable[str], *, as_of: int | None = None,
             include_history: bool = False) -> Subgraph:
    ids = check_entity_ids(entity_ids)
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
