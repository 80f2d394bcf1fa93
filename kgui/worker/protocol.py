"""The messages between the GUI and the store worker, and the records of what it answers."""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kgstore import ClearReport, Edge, Entity, EntityType, Observation, Stats


@dataclass(frozen=True)
class Request:
    """One unit of work for the worker. `op` names a function in `operations.OPERATIONS`."""

    id: int
    op: str
    workspace: str | None = None
    args: dict[str, Any] = field(default_factory=dict)
    supersede_key: str | None = None  # newer requests with the same key make this one stale
    # A long read done in steps (a generator operation) between which later reads may run
    # first: a live reload must not hold up a search typed meanwhile.
    background: bool = False


@dataclass(frozen=True)
class Response:
    request_id: int
    op: str
    ok: bool
    result: Any = None
    error: str | None = None
    superseded: bool = False  # dropped unanswered because a newer request replaced it
    cause: Exception | None = None  # the KGError behind `error`, for callers that act on its kind


class ErrorMessage(str):
    """An error message as callbacks get it (a plain str to most of them), carrying the KGError
    that caused it, if any: an edit conflict carries what the dialog shows."""

    cause: Exception | None

    def __new__(cls, text: str, cause: Exception | None = None) -> ErrorMessage:
        message = super().__new__(cls, text)
        message.cause = cause
        return message


@dataclass(frozen=True)
class OpenResult:
    path: str
    ok: bool
    workspaces: list[str] = field(default_factory=list)
    error: str | None = None
    migration_backup: str | None = None  # the copy taken before upgrading an older (e.g. CoWork OS) file
    reopened: bool = False  # the answer to StoreClient.reopen (another file), not to start-up
    not_a_graph: bool = False  # an SQLite file with other tables: left unchanged, tables can be added
    read_only_reason: str | None = None  # opened read-only, and why
    workspace_names: dict[str, str] = field(default_factory=dict)  # CoWork OS's names {id: name}; {} in ours


@dataclass(frozen=True)
class MaintenanceResult:
    kind: str  # "decay" | "cleanup"
    workspace: str | None
    ok: bool
    result: Any = None
    message: str | None = None
    changed: bool = False  # the run wrote something the view may show


@dataclass(frozen=True)
class WorkspaceSnapshot:
    workspace_id: str
    entities: list[Entity]
    edges: list[Edge]  # every edge between loaded entities, current and historical
    entity_types: list[EntityType]
    stats: Stats
    time_range: tuple[int, int] | None
    truncated: bool
    workspaces: list[str]
    positions: dict[str, tuple[float, float, bool]] = field(default_factory=dict)  # saved canvas layout
    workspace_names: dict[str, str] = field(default_factory=dict)  # as OpenResult.workspace_names


@dataclass(frozen=True)
class WorkspaceListing:
    """The answer to list_workspaces: ids holding data, and CoWork OS's names {id: name}."""

    workspaces: list[str]
    names: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class EntityDetails:
    entity: Entity
    observations: list[Observation]  # newest first
    observations_truncated: bool
    edges: list[Edge]  # current and historical, oldest first
    others: dict[str, Entity]  # the entities at the other end of `edges`


@dataclass(frozen=True)
class Neighbourhood:
    """Entities around a centre (focus view, Expand) and every edge among what is shown."""

    center_id: str
    entity_ids: list[str]  # the centre first, then the neighbours in the store's BFS order
    entities: list[Entity]
    edges: list[Edge]  # current and historical, between the entities and the ids the request named
    capped: bool  # the store's cap (or the request's) left neighbours out
    as_of: int | None


@dataclass(frozen=True)
class BackupEntry:
    path: Path
    made_at: int | None  # when it was taken (ms)
    reason: str
    size: int | None


@dataclass(frozen=True)
class ClearPreview:
    workspace_id: str
    removed: ClearReport  # counted with the deletion's own clauses (Workspace.clear_preview)
    current_edges: int


class SupersedeRegistry:
    """Newest request id per key, shared by the client (writes) and the worker (reads)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._latest: dict[str, int] = {}

    def mark(self, key: str, request_id: int) -> None:
        with self._lock:
            self._latest[key] = request_id

    def is_stale(self, key: str | None, request_id: int) -> bool:
        if key is None:
            return False
        with self._lock:
            return self._latest.get(key, request_id) != request_id
