"""An identity map of recently read entity records.

Records are immutable, so a cached one can be handed out again as long as its row has not
changed. The whole map is dropped whenever this connection ends a write transaction and
whenever another connection commits (PRAGMA data_version moved), so a hit is never stale.
Neighbourhood and subgraph reads, which the explorer repeats as people move around, then skip
the two index lookups a text id costs and the building of the record.

When full it keeps what it has instead of starting over: every record kept stays tracked by
Python's cyclic garbage collector, and refilling a cleared map made each full collection (and
so traversals of a 100k-entity workspace) measurably slower. Edges are not kept: a traversal
reads them whole from index pages, so building one is cheaper than the bookkeeping.
"""

from __future__ import annotations

MAX_ENTITIES = 50_000


class RecordCache:
    def __init__(self) -> None:
        self.entities: dict[str, object] = {}

    def clear(self) -> None:
        self.entities.clear()

    def keep_entity(self, entity) -> None:
        if len(self.entities) < MAX_ENTITIES:
            self.entities[entity.id] = entity
