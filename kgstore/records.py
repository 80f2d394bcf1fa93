"""The immutable records the public API returns."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

Source = Literal["manual", "agent", "auto"]


@dataclass(frozen=True, slots=True)
class EntityType:
    id: str
    name: str
    description: str | None
    color: str | None
    icon: str | None
    is_builtin: bool


@dataclass(frozen=True, slots=True)
class Entity:
    id: str
    workspace_id: str
    type: str
    name: str
    description: str | None
    properties: dict[str, Any]
    confidence: float | None  # None: the stored value is not a number (written by another program)
    source: str
    description_source: str | None
    task_id: str | None
    created_at: int
    updated_at: int
    last_seen_at: int


@dataclass(frozen=True, slots=True)
class Edge:
    id: str
    workspace_id: str
    source_id: str
    target_id: str
    type: str
    properties: dict[str, Any]
    confidence: float | None  # None: unknown, as for Entity
    source: str
    task_id: str | None
    created_at: int
    valid_from: int
    valid_to: int | None  # None = current

    def valid_at(self, t: int) -> bool:
        return self.valid_from <= t and (self.valid_to is None or self.valid_to > t)


@dataclass(frozen=True, slots=True)
class Observation:
    id: str
    entity_id: str
    content: str
    source: str
    task_id: str | None
    fingerprint: str
    created_at: int


@dataclass(frozen=True, slots=True)
class SearchHit:
    entity: Entity
    score: float  # higher = better


@dataclass(frozen=True, slots=True)
class Neighbor:
    entity: Entity
    edge: Edge
    direction: Literal["outgoing", "incoming"]
    depth: int


@dataclass(frozen=True, slots=True)
class Subgraph:
    entities: list[Entity]
    edges: list[Edge]


@dataclass(frozen=True, slots=True)
class UpdateResult:
    entity: Entity
    description_kept: bool


@dataclass(frozen=True, slots=True)
class Stats:
    entities: int
    current_edges: int
    edges: int
    observations: int
    entity_types: dict[str, int] = field(default_factory=dict)  # entity count per type
    edge_types: dict[str, int] = field(default_factory=dict)  # current edge count per type


@dataclass(frozen=True, slots=True)
class MemorySettings:
    enabled: bool
    privacy_mode: str  # "normal" | "strict" | "disabled"
    wake_up_layers_enabled: bool = True
    temporal_knowledge_enabled: bool = True
    # CoWork OS's own switches, read where its memory_settings table holds them (defaults elsewhere):
    # auto_capture = False stops automatic writes as enabled = False does; excluded_patterns are
    # CoWork's glob patterns, carried for callers (the gates do not match them).
    auto_capture: bool = True
    excluded_patterns: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class DeletionReport:
    task_id: str
    observations: int
    edges: int
    entities: int


@dataclass(frozen=True, slots=True)
class ClearReport:
    workspace_id: str
    entities: int
    edges: int
    observations: int
    custom_types: int
    positions: int
    backup_path: str | None


@dataclass(frozen=True, slots=True)
class SavedPosition:
    """Where the explorer's canvas keeps an entity (kg_layout_positions), as stored."""

    entity_id: str
    x: float
    y: float
    pinned: bool
    updated_at: int


@dataclass(frozen=True, slots=True)
class Reinsertion:
    """What Workspace.reinsert_deleted put back, and the relationships it could not."""

    entity: Entity | None
    edges: list[Edge]
    observations: list[Observation]
    position: SavedPosition | None
    skipped_edges: list[tuple[Edge, str]] = field(default_factory=list)  # (edge, why not)
