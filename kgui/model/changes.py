"""A description of what one store write changed, applied by the graph model."""

from __future__ import annotations

from dataclasses import dataclass, field

from kgstore import Edge, Entity, Observation


@dataclass
class Changes:
    """What a write did, so the views can update without reloading everything.

    `renamed_ids` maps an id that no longer exists to the id that now stands for the same thing
    (an entity or edge re-created by undo gets a new id). `reload` says the write was too broad to
    describe (clear, restore, ingest): reload the workspace.
    """

    entities: list[Entity] = field(default_factory=list)  # added or updated
    removed_entities: list[str] = field(default_factory=list)
    edges: list[Edge] = field(default_factory=list)  # added or updated
    removed_edges: list[str] = field(default_factory=list)
    observations: list[Observation] = field(default_factory=list)  # added
    removed_observations: list[str] = field(default_factory=list)
    renamed_ids: dict[str, str] = field(default_factory=dict)
    reload: bool = False
    message: str | None = None  # something the user should read (e.g. "description kept")

    def touches_entity(self, entity_id: str | None) -> bool:
        """True when the entity itself, one of its edges or its observations changed."""
        if entity_id is None:
            return False
        if self.reload or entity_id in self.removed_entities or entity_id in self.renamed_ids:
            return True
        if any(e.id == entity_id for e in self.entities):
            return True
        if any(entity_id in (g.source_id, g.target_id) for g in self.edges):
            return True
        if any(o.entity_id == entity_id for o in self.observations):
            return True
        return bool(self.removed_edges or self.removed_observations)

    def merge(self, other: Changes) -> Changes:
        return Changes(
            entities=self.entities + other.entities,
            removed_entities=self.removed_entities + other.removed_entities,
            edges=self.edges + other.edges,
            removed_edges=self.removed_edges + other.removed_edges,
            observations=self.observations + other.observations,
            removed_observations=self.removed_observations + other.removed_observations,
            renamed_ids={**self.renamed_ids, **other.renamed_ids},
            reload=self.reload or other.reload,
            message=other.message or self.message,
        )
