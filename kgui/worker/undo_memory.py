"""What the worker remembers so that undo can bring deleted things back.

The store gives a re-created entity or edge a new id. Commands keep using the id they first
knew; the worker maps it (through `aliases`) to whatever id now stands for the same thing.
Commands that create something pass a token, which becomes an alias of the created id, so an
undo sent before the creation was even answered still finds its target. Requests are handled in
order on one thread, so the mapping is always current when a request runs.
"""

from __future__ import annotations

from dataclasses import dataclass

from kgstore import Edge, Entity, Observation


@dataclass(frozen=True)
class DeletedEntity:
    entity: Entity
    edges: list[Edge]
    observations: list[Observation]  # newest first, at most 100 (the store's cap)


@dataclass(frozen=True)
class ManualNote:
    observation_id: str
    created: bool  # False: the text was already recorded, so undo removes nothing


class UndoMemory:
    def __init__(self) -> None:
        self.aliases: dict[str, str] = {}
        self.deleted_entities: dict[str, DeletedEntity] = {}
        self.deleted_edges: dict[str, Edge] = {}
        self.notes: dict[str, ManualNote] = {}

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
