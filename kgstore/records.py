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
    # Why it was found. matched_by: "word" (whole words and prefixes), "infix" (inside a word of
    # the name), "fuzzy" (a word one typo away) or "substring" (no full-text index).
    matched_by: str = "word"
    # Where: any of "name", "description", "observation", in that order.
    matched_in: tuple[str, ...] = ()
    # The words that matched, folded for case and accents (for a fuzzy hit, the words of the
    # text the typed ones were taken for); search.match_spans finds them in a text.
    terms: tuple[str, ...] = ()
    snippet: str | None = None  # the matching observation's text around the match


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
class ChangeHistogram:
    """Changes per time bin from `start` to `end` (ms): bin i covers start + i * width up to the
    next bin's start; the last bin includes `end`. Every tuple has one count per bin."""

    start: int
    end: int
    entities_created: tuple[int, ...]
    edges_started: tuple[int, ...]
    edges_ended: tuple[int, ...]
    observations: tuple[int, ...]

    @property
    def bins(self) -> int:
        return len(self.entities_created)

    @property
    def width(self) -> float:
        """The time one bin covers (ms)."""
        return max(self.end - self.start, 1) / max(self.bins, 1)

    def totals(self) -> tuple[int, ...]:
        """All changes per bin."""
        return tuple(map(sum, zip(self.entities_created, self.edges_started, self.edges_ended,
                                  self.observations)))


@dataclass(frozen=True, slots=True)
class ChangeSet:
    """What changed in a workspace after `start` up to and including `end` (ms): the changes that
    turn the graph as of `start` into the graph as of `end` (Workspace.changes_between). Each
    list is in time order (the time is the record's own: created_at, valid_from, valid_to) and
    holds at most the call's limit; `totals` counts all of each kind. `entities` holds every
    entity the changes name (created ones, relationship ends, observations' entities) by id.
    Deleted entities are not listed: a delete leaves no row to find."""

    start: int
    end: int
    entities_created: list[Entity]
    edges_opened: list[Edge]
    edges_closed: list[Edge]
    observations_added: list[Observation]
    entities: dict[str, Entity] = field(default_factory=dict)
    totals: dict[str, int] = field(default_factory=dict)  # keys: the four list names

    @property
    def count(self) -> int:
        """All changes in the span, listed or not."""
        return sum(self.totals.values())

    @property
    def truncated(self) -> bool:
        """Some kind holds more changes than its list."""
        return any(self.totals.get(kind, 0) > len(getattr(self, kind)) for kind in CHANGE_KINDS)


CHANGE_KINDS = ("edges_opened", "edges_closed", "entities_created", "observations_added")


@dataclass(frozen=True, slots=True)
class MemorySettings:
    enabled: bool
    privacy_mode: str  # "normal" | "strict" | "disabled"
    wake_up_layers_enabled: bool = True
    temporal_knowledge_enabled: bool = True
    # CoWork OS's own switches (its memory_settings columns; on our files the same columns, 0017):
    # auto_capture = False stops automatic writes as enabled = False does; excluded_patterns are
    # case-insensitive regular expressions: a text matching one writes nothing automatically, a
    # file path matching one never becomes an entity (kgstore.passive.exclusions).
    auto_capture: bool = True
    excluded_patterns: tuple[str, ...] = ()
    # The stored patterns that are not valid regular expressions (skipped by the gates, as CoWork
    # skips them), each with why: ((pattern, reason), ...).
    invalid_patterns: tuple[tuple[str, str], ...] = ()


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


@dataclass(frozen=True, slots=True)
class GraphPath:
    """A shortest path (Workspace.shortest_path): entities from the source to the target, and
    edges[k] the relationship between entities[k] and entities[k + 1] (its source_id says which
    way it points). One entity and no edges when source and target are the same."""

    entities: list[Entity]
    edges: list[Edge]

    @property
    def hops(self) -> int:
        return len(self.edges)

    def walked_forward(self, k: int) -> bool:
        """True when hop k goes along edges[k]'s direction (entities[k] is its source)."""
        return self.edges[k].source_id == self.entities[k].id

    def arrow(self, k: int, plain: bool = False) -> str:
        """Hop k as a chain shows it: —works_on→ when walked from the edge's source, ←uses—
        when walked against its direction (plain: ASCII -works_on-> / <-uses-)."""
        dash, right, left = ("-", "->", "<-") if plain else ("\u2014", "\u2192", "\u2190")
        edge_type = self.edges[k].type
        return f"{dash}{edge_type}{right}" if self.walked_forward(k) else f"{left}{edge_type}{dash}"


@dataclass(frozen=True)
class Structure:
    """Per-node values of one graph (graph_algorithms.structure), index i for node i; the arrays
    are numpy arrays."""

    degree: Any          # int64: relationships touching the node (each edge given counts once)
    pagerank: Any        # float64, sums to 1 (0 nodes: empty)
    community: Any       # int64, 0..communities-1, 0 the largest
    modularity: float    # of that partition on the simple undirected graph (0.0 with no edges)
    seconds: float       # time the computation took

    @property
    def communities(self) -> int:
        return int(self.community.max()) + 1 if len(self.community) else 0


@dataclass(frozen=True)
class StructureReport:
    """Degree, PageRank and community per entity (Workspace.structure). `structure` is a
    Structure whose arrays are indexed like `entity_ids`; `as_of` is the time
    whose current relationships were counted."""

    entity_ids: tuple[str, ...]
    structure: Structure
    as_of: int

    def of(self, entity_id: str) -> tuple[int, float, int] | None:
        """(degree, PageRank, community) of one entity, None when it was not counted."""
        i = self._positions().get(entity_id)
        if i is None:
            return None
        s = self.structure
        return int(s.degree[i]), float(s.pagerank[i]), int(s.community[i])

    def by_entity(self) -> dict[str, tuple[int, float, int]]:
        s = self.structure
        return {eid: (int(d), float(p), int(c))
                for eid, d, p, c in zip(self.entity_ids, s.degree.tolist(), s.pagerank.tolist(),
                                        s.community.tolist())}

    def _positions(self) -> dict[str, int]:
        cached = self.__dict__.get("_index")
        if cached is None:
            cached = {eid: i for i, eid in enumerate(self.entity_ids)}
            object.__setattr__(self, "_index", cached)
        return cached


@dataclass(frozen=True, slots=True)
class ReviewItem:
    """One thing in the review inbox (Workspace.review_items): an entity learned automatically
    and not confirmed by a person, or a relationship written since the last review.

    `reasons` (in this order, each at most once): "auto" (written by extraction or mailbox
    ingest and not confirmed), "decayed" (its confidence fell below what extraction gave it),
    "low_confidence" (below review.LOW_CONFIDENCE), "new_relationship" (written by an agent or
    automatically since the last review). Where it came from, as far as the store recorded it:
    `task_id` (the task that wrote it), `mail` (the mailbox event: its type and the text the
    ingest recorded) and `context` (the text around the mention extraction found it in, else the
    newest observation about it)."""

    kind: Literal["entity", "relationship"]
    id: str
    reasons: tuple[str, ...]
    learned_at: int  # when it was written (created_at), newest first in the inbox
    entity: Entity | None = None  # kind "entity"
    edge: Edge | None = None  # kind "relationship"
    source_name: str | None = None  # a relationship's ends, as named now
    target_name: str | None = None
    task_id: str | None = None
    mail: str | None = None
    context: str | None = None

    @property
    def confidence(self) -> float | None:
        return (self.entity or self.edge).confidence

    @property
    def source(self) -> str:
        return (self.entity or self.edge).source


@dataclass(frozen=True, slots=True)
class Mention:
    """The text around a mention task extraction found an entity in (Workspace.mentions)."""

    entity_id: str
    task_id: str
    context: str
    created_at: int


@dataclass(frozen=True, slots=True)
class TaskMemory:
    """A task that wrote memory (Workspace.tasks_with_memory): how many entities, relationships
    and observations of the workspace carry its task id, and when it wrote the first and last."""

    task_id: str
    entities: int
    edges: int
    observations: int
    first_at: int
    last_at: int

    @property
    def total(self) -> int:
        return self.entities + self.edges + self.observations


@dataclass(frozen=True, slots=True)
class TaskWrites:
    """What one task wrote (Workspace.task_writes): the records carrying its task id, and of the
    entities those that Forget this task (delete_task) would delete with it (`forgotten_entities`:
    left with no relationship or observation of any other writer, and not confirmed by a person)."""

    task_id: str
    entities: list[Entity]
    edges: list[Edge]
    observations: list[Observation]
    forgotten_entities: list[str] = field(default_factory=list)

    def deletion(self) -> DeletionReport:
        """What delete_task would remove now."""
        return DeletionReport(self.task_id, len(self.observations), len(self.edges), len(self.forgotten_entities))


@dataclass(frozen=True, slots=True)
class ForgottenTask:
    """What Workspace.forget_task deleted, exactly as it was (ids, times, writers), so that
    Workspace.restore_forgotten_task can put back those very rows: the task's observations and
    relationships, the entities deleted with them, their canvas positions, the CoWork OS contacts
    that pointed at them ((contact id, column, entity id)) and the mentions extraction recorded."""

    report: DeletionReport
    entities: list[Entity]
    edges: list[Edge]
    observations: list[Observation]
    positions: list[SavedPosition]
    contact_links: list[tuple[str, str, str]] = field(default_factory=list)
    backup_path: str | None = None
    # The text around the mentions extraction recorded: the task's own, and every one of the
    # entities deleted.
    mentions: list[Mention] = field(default_factory=list)
