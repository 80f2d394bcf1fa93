"""What the worker remembers so that undo puts back exactly what was there, and can tell whether
another writer changed something since a command touched it.

Undo of a delete puts the records back under their own ids (kgstore's reinsert_deleted), but a
redo of "create" makes a new entity or edge with a new id. Commands keep using the id they first
knew; the worker maps it (through `aliases`) to whatever id now stands for the same thing.
Commands that create something pass a token, which becomes an alias of the created id, so an
undo sent before the creation was even answered still finds its target. Requests are handled in
order on one thread, so the mapping is always current when a request runs.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from kgstore import Edge, Entity, Observation, SavedPosition


@dataclass(frozen=True)
class DeletedEntity:
    entity: Entity
    edges: list[Edge]  # current and history
    observations: list[Observation]  # every one, newest first
    position: SavedPosition | None
    names: dict[str, str] = field(default_factory=dict)  # the other ends of `edges`, as named then
    mentions: list = field(default_factory=list)  # what task extraction read around it (kgstore.Mention)


@dataclass(frozen=True)
class ManualNote:
    observation_id: str
    created: bool  # False: the text was already recorded, so undo removes nothing


class UndoMemory:
    def __init__(self) -> None:
        self.aliases: dict[str, str] = {}
        self.deleted_entities: dict[str, DeletedEntity] = {}
        self.deleted_edges: dict[str, Edge] = {}
        self.deleted_observations: dict[str, Observation] = {}
        self.notes: dict[str, ManualNote] = {}
        # As a command left them, to tell at undo whether another writer changed them since.
        self.created_entities: dict[str, Entity] = {}
        self.created_edges: dict[str, Edge] = {}
        self.closed_edges: dict[str, int] = {}  # edge id -> the valid_to an invalidation set
        self.bulk: dict[str, object] = {}  # a bulk command's token -> what its last run did

    def resolve(self, ref: str) -> str:
        """The id that stands for `ref` now (follows and compresses alias chains)."""
        seen = []
        current = ref
        while current in self.aliases and current not in seen:
            seen.append(current)
            current = self.aliases[current]
        for step in seen[:-1]:
            self.aliases[step] = current
        return current

    def point(self, ref: str | None, new_id: str) -> str | None:
        """Make `ref` (and what it used to stand for) resolve to `new_id`; the old id, if any."""
        if ref is None:
            return None
        previous = self.resolve(ref)
        if ref != new_id:
            self.aliases[ref] = new_id
        if previous not in (ref, new_id):
            self.aliases[previous] = new_id
            return previous
        return None

    def clear(self) -> None:
        """After Clear All or a restore the remembered world is gone."""
        self.aliases.clear()
        self.deleted_entities.clear()
        self.deleted_edges.clear()
        self.notes.clear()
        self.created_entities.clear()
        self.created_edges.clear()
        self.closed_edges.clear()
        self.bulk.clear()
