"""An identity map of recently read entity records.

Records are immutable, so a cached one can be handed out again as long as its row has not
changed. The whole map is dropped whenever this connection ends a write transaction and
whenever another connection commits (PRAGMA data_version moved), so a hit is never stale.
Neighbourhood and subgraph reads, which the explorer repeats as people move around, then skip
the two index lookups a text id costs (memory-bound: ~7 µs per entity in a 100k-entity file)
and the building of the record.

The map is bounded by an estimate of the memory its records hold, not by a count, so a
workspace of short records (about 650 bytes each) fits whole up to ~100,000 entities, while
long descriptions cannot make it grow without limit. When full it keeps what it has instead
of starting over: every record kept stays tracked by Python's cyclic garbage collector, and
refilling a cleared map made each full collection (and so traversals of a 100k-entity
workspace) measurably slower. Edges are not kept: a traversal reads them whole from index
pages, so building one is cheaper than the bookkeeping.
"""

from __future__ import annotations

MAX_BYTES = 64 * 2**20
# What a record costs besides its text: the record (13 slots), its id, timestamps, an empty
# properties dict and the map's own entry (measured with tracemalloc: ~650 bytes for a
# 70-character description and one property).
RECORD_OVERHEAD_BYTES = 560


class RecordCache:
    def __init__(self, max_bytes: int = MAX_BYTES) -> None:
        self.entities: dict[str, object] = {}
        self.max_bytes = max_bytes
        self.bytes = 0

    def clear(self) -> None:
        self.entities.clear()
        self.bytes = 0

    def keep_entity(self, entity, text_length: int) -> None:
        """Keep `entity`; `text_length` is the length of its stored name, description and
        properties JSON (what its size varies with)."""
        if self.bytes < self.max_bytes and entity.id not in self.entities:
            self.entities[entity.id] = entity
            self.bytes += RECORD_OVERHEAD_BYTES + text_length
