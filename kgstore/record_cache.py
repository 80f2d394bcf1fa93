"""An identity map of recently read entity and edge records.

Records are immutable, so a cached one can be handed out again as long as its row has not
changed. The whole map is dropped whenever this connection ends a write transaction and
whenever another connection commits (PRAGMA data_version moved), so a hit is never stale.
Neighbourhood and subgraph reads, which the explorer repeats as people move around, then skip
re-reading and re-building the records they already have.
"""

from __future__ import annotations

from typing import Any

MAX_RECORDS = 50_000


class RecordCache:
    def __init__(self) -> None:
        self.entities: dict[str, Any] = {}
        self.edges: dict[str, Any] = {}

    def clear(self) -> None:
        self.entities.clear()
        self.edges.clear()

    def keep_entity(self, entity) -> None:
        if len(self.entities) >= MAX_RECORDS:
            self.entities.clear()
        self.entities[entity.id] = entity

    def keep_edge(self, edge) -> None:
        if len(self.edges) >= MAX_RECORDS:
            self.edges.clear()
        self.edges[edge.id] = edge
