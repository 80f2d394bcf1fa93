"""The graph view's requests: neighbourhoods (focus view, Expand) and saved canvas positions.

Registered in `operations.OPERATIONS` like every other request (imported at the end of
`operations`), and run on the worker thread.
"""

from __future__ import annotations

from kgstore import NotFoundError
from kgstore.queries.traversal import MAX_NEIGHBORS

from .operations import WRITE, OpContext, exact_time, operation
from .protocol import Neighbourhood


@operation("neighbourhood")
def neighbourhood(ctx: OpContext, entity_id: str, depth: int = 1, as_of: int | None = None,
                  cap: int | None = None, known_ids: list[str] | tuple[str, ...] = ()) -> Neighbourhood:
    """`entity_id` and its neighbours up to `depth` hops over the edges valid at `as_of` (None:
    now), in the store's BFS order (`ws.neighbors`, so its cap of 200 applies), at most `cap`
    neighbours; plus every edge, with its history, between those entities and `known_ids`
    (what the canvas already shows), so the view can be drawn and scrubbed in time."""
    ws = ctx.ws
    center = ws.get_entity(ctx.memory.resolve(entity_id))
    if center is None:
        raise NotFoundError(f"entity {entity_id} no longer exists")
    found = ws.neighbors(center.id, depth=depth, as_of=exact_time(as_of))
    capped = len(found) >= MAX_NEIGHBORS
    entities = {center.id: center}
    for n in found:
        entities.setdefault(n.entity.id, n.entity)
    ids = list(entities)
    if cap is not None and len(ids) - 1 > cap:
        ids = ids[:cap + 1]
        capped = True
    shown = set(ids) | set(known_ids)
    edges = {}
    # One indexed query per shown entity (at most 201): the store's subgraph() stops at 100.
    for eid in ids:
        for edge in ws.edges_of(eid, include_history=True):
            if edge.source_id in shown and edge.target_id in shown:
                edges[edge.id] = edge
    return Neighbourhood(center_id=center.id, entity_ids=ids, entities=[entities[i] for i in ids],
                         edges=list(edges.values()), capped=capped, as_of=as_of)


@operation("save_positions", WRITE)
def save_positions(ctx: OpContext, positions: dict[str, tuple[float, float, bool]]) -> int:
    """Store canvas positions {entity id: (x, y, pinned)}; ids of deleted entities are skipped."""
    return ctx.ws.save_positions(positions)
