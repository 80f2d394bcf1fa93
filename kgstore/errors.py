"""Errors raised by kgstore for bad input. Every one is a KGError."""

from __future__ import annotations


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
