"""Which entities and edges are shown: types, minimum confidence, source, time."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from kgstore import Edge, Entity

SOURCES = ("manual", "agent", "auto")


@dataclass(frozen=True)
class Filters:
    """Hidden sets (not shown sets) so that a type that appears later is shown by default."""

    hidden_entity_types: frozenset[str] = field(default_factory=frozenset)
    hidden_edge_types: frozenset[str] = field(default_factory=frozenset)
    min_confidence: float = 0.0
    sources: frozenset[str] = frozenset(SOURCES)

    def with_changes(self, **changes) -> Filters:
        return replace(self, **changes)

    def entity_passes(self, entity: Entity) -> bool:
        return (
            entity.type not in self.hidden_entity_types
            # An unknown confidence (None) is not known to reach a minimum (as in visible_graph).
            and (self.min_confidence <= 0
                 or (entity.confidence is not None and entity.confidence + 1e-9 >= self.min_confidence))
            and entity.source in self.sources
        )

    def edge_passes(self, edge: Edge) -> bool:
        return edge.type not in self.hidden_edge_types

    @property
    def is_default(self) -> bool:
        return self == Filters()


def edge_visible_at(edge: Edge, as_of: int | None, now: int) -> bool:
    """The as-of predicate; `as_of=None` means now."""
    return edge.valid_at(now if as_of is None else as_of)
