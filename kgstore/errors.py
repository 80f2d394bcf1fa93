"""Errors raised by kgstore for bad input. Every one is a KGError."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


class KGError(Exception):
    """Base class of every error kgstore raises for bad input; the message says what was wrong."""


class ValidationError(KGError, ValueError):
    """An argument is malformed: empty name, bad time, non-JSON properties, …"""


class NotFoundError(KGError, LookupError):
    """An id does not exist in this workspace (ids of other workspaces behave the same)."""


class ConflictError(KGError):
    """The write would break a rule: overlapping edge windows, a name clash, a closed edge."""


class StoreBusyError(KGError):
    """The database stayed locked by another writer for longer than the retry budget."""


class ReadOnlyError(KGError):
    """The file is open read-only (a read-only file or folder, a full disk, a newer schema)."""


class NotAKnowledgeGraphError(KGError):
    """The file is an SQLite database that holds other tables and none of a knowledge graph."""


class EditConflictError(ConflictError):
    """An edit started from values another writer has changed since (see update_entity's `base`).

    `conflicts` names each field (and properties key) with the value the edit started from, the
    value stored now and the value the edit meant to write; `entity` is the record as stored now
    (an Entity; an Edge or Observation for update_edge / update_observation, also as `record`).
    Nothing was written.
    """

    def __init__(self, message: str, conflicts: tuple[FieldConflict, ...], entity) -> None:
        super().__init__(message)
        self.conflicts = conflicts
        self.entity = entity
        self.record = entity


@dataclass(frozen=True)
class FieldConflict:
    field: str  # name, type, description, confidence, properties; valid_from, valid_to (edges); content
    base: Any  # what the edit started from (None: empty, or the key was absent)
    current: Any  # what is stored now
    mine: Any  # what the edit meant to write (None: clear it, or remove the key)
    key: str | None = None  # the properties key, for field == "properties"

    @property
    def label(self) -> str:
        if self.key is not None:
            return f"property {self.key!r}"
        return {"valid_from": "start", "valid_to": "end", "content": "text"}.get(self.field, self.field)
