"""Read a whole workspace through the public API (for exports)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ..records import Edge, Entity, Observation

# ws.observations() returns at most this many (newest first) and has no paging.
OBSERVATIONS_PER_ENTITY = 100


@dataclass
class Snapshot:
    workspace_id: str
    entities: list[Entity]
    edges: list[Edge]  # every edge, current and historical, ordered by valid_from
    observations: dict[str, list[Observation]]  # entity id -> oldest first
    # Entities whose observation log may be longer than what the API returned.
    observations_truncated: list[str] = field(default_factory=list)

    def entity_by_id(self) -> dict[str, Entity]:
        return {e.id: e for e in self.entities}


def collect(ws, *, observations: bool = True,
            progress: Callable[[int, int], None] | None = None) -> Snapshot:
    entities = ws.entities()
    total = len(entities)
    edges: dict[str, Edge] = {}
    obs: dict[str, list[Observation]] = {}
    truncated: list[str] = []
    for i, entity in enumerate(entities, 1):
        for edge in ws.edges_of(entity.id, include_history=True):
            edges.setdefault(edge.id, edge)
        if observations:
            found = ws.observations(entity.id, limit=OBSERVATIONS_PER_ENTITY)
            if len(found) >= OBSERVATIONS_PER_ENTITY:
                truncated.append(entity.id)
            obs[entity.id] = list(reversed(found))
        if progress is not None:
            progress(i, total)
    ordered = sorted(edges.values(), key=lambda e: (e.valid_from, e.id))
    return Snapshot(ws.id, entities, ordered, obs, truncated)
