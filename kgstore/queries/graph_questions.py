"""Graph questions about a workspace: the shortest path between two entities, and the structure
(degree, PageRank, community) of its entities, at a time.

Which edges count is the rule neighbors() uses (rows.time_filter: valid at as_of, default now);
edge types are filtered as neighbors() filters them. The graph algorithms themselves are
kgstore.queries.graph_algorithms', on arrays: the explorer runs the same functions on what it shows.

Both read the workspace's counting edges once, as three light columns (id, source, target), and
build records only for what they return: a 20,000-entity workspace is read in well under a
second (benchmarks/graph_structure.py measures it).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

import numpy as np

from ..graph.entities import require_entity_id
from . import graph_algorithms
from ..errors import NotFoundError, ValidationError
from ..records import GraphPath, StructureReport
from ..storage.rows import EDGE_COLUMNS, edge_from_row, time_filter
from .traversal import _CHUNK, _edge_type_clause, _entities_by_id
from ..validation import check_entity_ids, check_id, check_time

if TYPE_CHECKING:
    from ..workspace import Workspace


def _edge_rows(ws: Workspace, conn, t: int | None, edge_types) -> list[tuple[str, str, str]]:
    """(id, source, target) of every edge of the workspace that counts at t (default now), in id
    order (so ties between equally short paths are broken the same way on every run)."""
    time_clause, time_params = time_filter(t, False, ws._db.now())
    type_clause, type_params = _edge_type_clause(edge_types)
    return conn.execute(
        f"SELECT g.id, g.source_entity_id, g.target_entity_id FROM kg_edges g WHERE g.workspace_id = ?"
        f"{time_clause}{type_clause} ORDER BY g.id",
        [ws.id, *time_params, *type_params],
    ).fetchall()


def _check_bool(value, what: str) -> bool:
    if not isinstance(value, bool):
        raise ValidationError(f"{what} must be true or false; got {value!r}")
    return value


def shortest_path(ws: Workspace, source_id: str, target_id: str, *, as_of: int | None = None,
                  directed: bool = False, edge_types: Iterable[str] | None = None) -> GraphPath | None:
    check_id(source_id, "source id")
    check_id(target_id, "target id")
    t = check_time(as_of, "as_of")
    directed = _check_bool(directed, "directed")
    _edge_type_clause(edge_types)  # validated before anything is read
    with ws._db.read() as conn:
        require_entity_id(ws, conn, source_id, "source entity")
        require_entity_id(ws, conn, target_id, "target entity")
        if source_id == target_id:
            return GraphPath(entities=list(_entities_by_id(ws, conn, [source_id]).values()), edges=[])
        rows = _edge_rows(ws, conn, t, edge_types)
        index: dict[str, int] = {source_id: 0, target_id: 1}
        src = np.empty(len(rows), dtype=np.int64)
        dst = np.empty(len(rows), dtype=np.int64)
        setdefault = index.setdefault
        for k, (_eid, a, b) in enumerate(rows):
            src[k] = setdefault(a, len(index))
            dst[k] = setdefault(b, len(index))
        found = graph_algorithms.shortest_path_indices(len(index), src, dst, 0, 1, directed)
        if found is None:
            return None
        nodes, edge_indices = found
        ids = list(index)
        entity_ids = [ids[v] for v in nodes]
        edge_ids = [rows[e][0] for e in edge_indices]
        marks = ",".join("?" * len(edge_ids))
        edges = {r[0]: edge_from_row(r) for r in conn.execute(
            f"SELECT {EDGE_COLUMNS} FROM kg_edges g WHERE g.id IN ({marks}) AND +g.workspace_id = ?",
            [*edge_ids, ws.id])}
        entities = _entities_by_id(ws, conn, entity_ids)
        return GraphPath(entities=[entities[i] for i in entity_ids], edges=[edges[i] for i in edge_ids])


def structure(ws: Workspace, *, as_of: int | None = None, entity_ids: Iterable[str] | None = None,
              seed: int = 0) -> StructureReport:
    t = check_time(as_of, "as_of")
    ids = None if entity_ids is None else check_entity_ids(entity_ids)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValidationError(f"seed must be an integer; got {seed!r}")
    with ws._db.read() as conn:
        if ids is None:
            ids = [r[0] for r in conn.execute(
                "SELECT id FROM kg_entities WHERE workspace_id = ? ORDER BY id", (ws.id,))]
        else:
            _require_all(ws, conn, ids)
        rows = _edge_rows(ws, conn, t, None)
    index = {eid: i for i, eid in enumerate(ids)}
    src, dst = [], []
    for _eid, a, b in rows:
        i = index.get(a)
        j = index.get(b)
        if i is not None and j is not None:
            src.append(i)
            dst.append(j)
    result = graph_algorithms.structure(len(ids), np.asarray(src, dtype=np.int64),
                                        np.asarray(dst, dtype=np.int64), seed=seed)
    return StructureReport(entity_ids=tuple(ids), structure=result, as_of=ws._db.now() if t is None else t)


def _require_all(ws: Workspace, conn, ids: list[str]) -> None:
    for start in range(0, len(ids), _CHUNK):
        chunk = ids[start:start + _CHUNK]
        present = {r[0] for r in conn.execute(
            f"SELECT id FROM kg_entities WHERE id IN ({','.join('?' * len(chunk))}) AND +workspace_id = ?",
            [*chunk, ws.id])}
        missing = [i for i in chunk if i not in present]
        if missing:
            more = f" (and {len(missing) - 1} more)" if len(missing) > 1 else ""
            raise NotFoundError(f"entity {missing[0]!r}{more} not found in workspace {ws.id!r}")
