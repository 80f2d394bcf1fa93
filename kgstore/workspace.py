"""The workspace handle: every public operation, scoped to one workspace.

A facade: each method checks nothing and does nothing itself, it hands the call to the module of
its concern (graph operations, queries, passive memory; kgstore/README.md). Those modules take the
handle as their first argument and import this one for type names only."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from .graph import (
    bulk,
    clearing,
    edges,
    entities,
    entity_types,
    merge,
    observations,
    record_edits,
    reinsertion,
    review,
    task_memory,
)
from .graph import positions as canvas_positions
from .graph.record_edits import UNCHANGED
from .passive import settings
from .queries import changes, graph_questions, history, overview, possible_duplicates, traversal
from .queries import search as search_mod
from .records import (
    ChangeHistogram,
    ChangeSet,
    ClearReport,
    DeletionReport,
    Edge,
    Entity,
    EntityType,
    GraphPath,
    MemorySettings,
    Neighbor,
    Observation,
    Reinsertion,
    SavedPosition,
    SearchHit,
    Stats,
    StructureReport,
    Subgraph,
    UpdateResult,
)

if TYPE_CHECKING:
    from .store import KnowledgeGraph


class Workspace:
    """A handle on one workspace; ids of other workspaces behave as if they did not exist."""

    def __init__(self, kg: KnowledgeGraph, workspace_id: str):
        self._kg = kg
        self._db = kg._db
        self._types = kg._types
        self.id = workspace_id

    def __repr__(self) -> str:
        return f"<Workspace {self.id!r}>"

    def now(self) -> int:
        """The store's clock (milliseconds); tests inject one through kgstore.open(clock=...)."""
        return self._db.now()

    def entity_types(self) -> list[EntityType]:
        return entity_types.workspace_types(self)

    def upsert_entity(
        self,
        type: str,
        name: str,
        *,
        description: str | None = None,
        properties: Mapping[str, Any] | None = None,
        confidence: float | None = None,
        source: str = "agent",
        task_id: str | None = None,
    ) -> Entity:
        return entities.upsert_entity(self, type, name, description=description, properties=properties,
                                      confidence=confidence, source=source, task_id=task_id)

    def update_entity(
        self,
        entity_id: str,
        *,
        name: str | None = None,
        type: str | None = None,
        description: str | None = None,
        properties: Mapping[str, Any] | None = None,
        confidence: float | None = None,
        source: str = "manual",
        base: Mapping[str, Any] | None = None,
        description_source: str | None = None,
    ) -> UpdateResult:
        """Change the given fields. With `base` (the values of the edited fields the caller's edit
        started from; for properties the mapping it started from, a missing key meaning absent),
        a field that another writer has changed since (it holds neither its base value nor the new
        one) raises EditConflictError naming it, and nothing is written.

        `description_source`: who to record as the writer of the description set here (default:
        `source`). Undo puts back the text another writer wrote and names that writer again; the
        precedence rule still applies to `source`."""
        return entities.update_entity(self, entity_id, name=name, type=type, description=description,
                                      properties=properties, confidence=confidence, source=source, base=base,
                                      description_source=description_source)

    def merge_entities(self, keep_id: str, other_id: str | Iterable[str], *, backup: bool = True) -> Entity:
        """Fold `other_id` (one id, or several) into `keep_id` with the seed's merge rules (see
        hand_merge): a KGError, nothing written, for the same id twice, an unknown id or one of
        another workspace, or entities of different types. A backup is taken first (`backup`);
        one transaction. Returns the kept entity; the other is gone."""
        return merge.merge_entities(self, keep_id, other_id, backup=backup)

    def merge_pair(self, keep_id: str, other_id: str, *, dry_run: bool = False,
                   backup: bool = True) -> merge.MergeReport:
        """merge_entities for two entities, saying what moved (a MergeReport), with the snapshot
        that undo_merge takes. `dry_run`: what the merge would do; nothing written, no backup."""
        return merge.merge_pair(self, keep_id, other_id, dry_run=dry_run, backup=backup)

    def undo_merge(self, snapshot: merge.MergeSnapshot) -> merge.MergeUndone:
        """Put back exactly what a merge_pair changed (its report's `snapshot`): the removed
        entity with its id and times, its relationships, observations, position and contacts,
        and the kept entity's old fields. A ConflictError, nothing written, when another writer
        changed since what the merge left."""
        return merge.undo_merge(self, snapshot)

    def suggested_keep(self, first_id: str, second_id: str) -> str:
        """Which of two entities a merge should keep by the seed's rule: the highest source
        precedence, then the most relationships and observations, then the oldest."""
        return merge.suggested_keep(self, first_id, second_id)

    def possible_duplicates(self, *, limit: int = 50) -> list:
        """Pairs of entities of one type that look like the same thing, each with the reason
        (PossibleDuplicate records, see kgstore.queries.possible_duplicates); never merged by this."""
        return possible_duplicates.find_possible_duplicates(self, limit)

    def get_entity(self, entity_id: str) -> Entity | None:
        return entities.get_entity(self, entity_id)

    def find_entity(self, type: str, name: str) -> Entity | None:
        return entities.find_entity(self, type, name)

    def entities(self, *, types: Iterable[str] | None = None, limit: int | None = None,
                 offset: int = 0) -> list[Entity]:
        return entities.list_entities(self, types=types, limit=limit, offset=offset)

    def reinsert_deleted(self, entity: Entity | None, edges: Iterable[Edge] = (),
                         observations: Iterable[Observation] = (), *,
                         position: SavedPosition | None = None, mentions: Iterable = ()) -> Reinsertion:
        """Undo of a deletion: puts back exactly these records, ids and times included.

        `entity` with its `observations` (newest first, as observations() lists them), its
        relationships (current and history) and its saved canvas `position`; or, with entity None,
        relationships alone, or observations of one entity that is still there. One transaction; search finds the entity and its observations again.
        A ConflictError, and nothing written, when what is in the way was written since: an
        entity of the same type and name, an id in use, a relationship of the same kind between
        the same entities whose window overlaps. Relationships whose other end no longer exists
        are left out and listed in the result's `skipped_edges`.
        """
        return reinsertion.reinsert_deleted(self, entity, list(edges), list(observations), position, list(mentions))

    def mentions(self, entity_id: str):
        """What task extraction read around the entity (Mention records, oldest first): kept for
        the review inbox, and put back with the entity by reinsert_deleted(mentions=...)."""
        return entities.mentions(self, entity_id)

    def saved_position(self, entity_id: str) -> SavedPosition | None:
        """The entity's stored canvas position, or None."""
        return canvas_positions.saved_position(self, entity_id)

    def delete_entity(self, entity_id: str) -> bool:
        return entities.delete_entity(self, entity_id)

    def create_edge(
        self,
        source_id: str,
        target_id: str,
        edge_type: str,
        *,
        properties: Mapping[str, Any] | None = None,
        confidence: float | None = None,
        valid_from: int | None = None,
        valid_to: int | None = None,
        source: str = "agent",
        task_id: str | None = None,
    ) -> Edge:
        return edges.create_edge(self, source_id, target_id, edge_type, properties=properties, confidence=confidence,
                                 valid_from=valid_from, valid_to=valid_to, source=source, task_id=task_id)

    def invalidate_edge(self, edge_id: str, valid_to: int | None = None) -> Edge:
        return edges.invalidate_edge(self, edge_id, valid_to)

    def reopen_edge(self, edge_id: str) -> Edge:
        """Make a closed edge current again (undo of invalidate); refused if that would overlap."""
        return edges.reopen_edge(self, edge_id)

    def update_edge(self, edge_id: str, *, type: str | None = None, properties: Mapping[str, Any] | None = None,
                    confidence: float | None = None, valid_from: int | None = None, valid_to: Any = UNCHANGED,
                    source: str = "manual", base: Mapping[str, Any] | None = None) -> Edge:
        """Correct a relationship in place (same id and created_at): its type, its window
        (`valid_to=None` makes it current again; left out, the end stays), its properties (merged;
        a None value removes a key) or its confidence. Refused, with nothing written, when the
        result would overlap another edge of its type between the same entities, or, with `base`
        (the values the edit started from), when another writer changed an edited field since
        (EditConflictError). See record_edits."""
        return record_edits.update_edge(self, edge_id, type=type, properties=properties, confidence=confidence,
                                        valid_from=valid_from, valid_to=valid_to, source=source, base=base)

    def delete_edge(self, edge_id: str) -> bool:
        return edges.delete_edge(self, edge_id)

    def get_edge(self, edge_id: str) -> Edge | None:
        return edges.get_edge(self, edge_id)

    def edges(self, *, as_of: int | None = None, include_history: bool = False,
              types: Iterable[str] | None = None, limit: int | None = None, offset: int = 0) -> list[Edge]:
        """Every edge of the workspace (default: valid now), ordered by valid_from then id."""
        return edges.list_edges(self, as_of=as_of, include_history=include_history, types=types, limit=limit,
                                offset=offset)

    def edges_of(self, entity_id: str, *, as_of: int | None = None, include_history: bool = False) -> list[Edge]:
        return edges.edges_of(self, entity_id, as_of=as_of, include_history=include_history)

    def add_observation(self, entity_id: str, content: str, *, source: str = "agent",
                        task_id: str | None = None, fingerprint: str | None = None) -> Observation:
        return observations.add_observation(self, entity_id, content, source=source, task_id=task_id,
                                            fingerprint=fingerprint)

    def update_observation(self, observation_id: str, content: str, *, source: str = "manual",
                           base: str | None = None) -> Observation:
        """Correct an observation's text (same id and created_at); `source` becomes its writer.
        With `base` (the text the edit started from) a text another writer changed since is an
        EditConflictError. The entity holding the new text already is a ConflictError."""
        return record_edits.update_observation(self, observation_id, content, source=source, base=base)

    def delete_observation(self, observation_id: str) -> bool:
        return observations.delete_observation(self, observation_id)

    def observations(self, entity_id: str, *, limit: int = 20, offset: int = 0) -> list[Observation]:
        """Newest first; at most 100 a call (page with offset)."""
        return observations.list_observations(self, entity_id, limit=limit, offset=offset)

    def search(self, query: str, *, limit: int = 10, types: Iterable[str] | None = None,
               tolerant: bool = True) -> list[SearchHit]:
        return search_mod.search(self, query, limit=limit, types=types, tolerant=tolerant)

    def neighbors(self, entity_id: str, *, depth: int = 1, edge_types: Iterable[str] | None = None,
                  as_of: int | None = None, include_history: bool = False) -> list[Neighbor]:
        return traversal.neighbors(self, entity_id, depth=depth, edge_types=edge_types, as_of=as_of,
                                   include_history=include_history)

    def subgraph(self, entity_ids: Iterable[str], *, as_of: int | None = None,
                 include_history: bool = False) -> Subgraph:
        return traversal.subgraph(self, entity_ids, as_of=as_of, include_history=include_history)

    def shortest_path(self, source_id: str, target_id: str, *, as_of: int | None = None,
                      directed: bool = False, edge_types: Iterable[str] | None = None) -> GraphPath | None:
        """The fewest-hops chain of relationships from one entity to another, counting the edges
        valid at as_of (default now), or None when there is none then. directed=True follows
        edges from source to target only; edge_types as in neighbors(). The same id twice: a
        path of that one entity. Unknown ids raise NotFoundError."""
        return graph_questions.shortest_path(self, source_id, target_id, as_of=as_of, directed=directed,
                                             edge_types=edge_types)

    def structure(self, *, as_of: int | None = None, entity_ids: Iterable[str] | None = None,
                  seed: int = 0) -> StructureReport:
        """Degree, PageRank and Louvain community of every entity (or of `entity_ids`, counting
        only the edges among them) on the relationships valid at as_of (default now); see
        graph_algorithms.structure. An entity without relationships is a community of its own."""
        return graph_questions.structure(self, as_of=as_of, entity_ids=entity_ids, seed=seed)

    def bulk_import(self, entities, edges=(), observations=(), *, source: str = "agent",
                    task_id: str | None = None, progress=None):
        """Many new records in one transaction, fast when the workspace is empty (see kgstore.graph.bulk):
        the same rows as upsert_entity / create_edge / add_observation one by one. Edges and
        observations name entities by their position in `entities`. A BulkReport."""
        return bulk.bulk_import(self, entities, edges, observations, source=source, task_id=task_id,
                                progress=progress)

    def best_connected(self, limit: int) -> list[Entity]:
        """The `limit` entities with the most relationships (history included), then the most
        confident, then by name: a capped overview of a large workspace."""
        return overview.best_connected(self, limit)

    def hubs_and_neighbours(self, limit: int) -> list[Entity]:
        """At most `limit` entities for an overview that draws as a graph: each entity in
        best-connected order with its nine best-ranked neighbours not already in; the answer for a
        limit starts the answer for a larger one. See kgstore.queries.overview."""
        return overview.hubs_and_neighbours(self, limit)

    def edges_among(self, entity_ids: Iterable[str], *, as_of: int | None = None,
                    include_history: bool = False) -> list[Edge]:
        """Every edge with both ends in `entity_ids` (default: valid now), by valid_from then id."""
        return overview.edges_among(self, entity_ids, as_of=as_of, include_history=include_history)

    def stats(self) -> Stats:
        return overview.stats(self)

    def time_range(self) -> tuple[int, int] | None:
        return overview.time_range(self)

    def change_histogram(self, bins: int, *, start=None, end=None) -> ChangeHistogram | None:
        """Entities created, relationships starting and ending, observations recorded, counted
        in `bins` equal time bins from `start` (default: the earliest change) to `end` (default:
        now); None when there is no change to count. See kgstore.queries.history."""
        return history.change_histogram(self, bins, start=start, end=end)

    def change_histogram_steps(self, bins: int, *, start=None, end=None):
        """The same in steps (a generator: each next() reads a part in a read of its own, and
        its return value is the histogram), for a caller that answers other requests between."""
        return history.change_histogram_steps(self, bins, start=start, end=end)

    def changes_between(self, start, end=None, *, limit: int = 500) -> ChangeSet:
        """Relationships opened and closed, entities created and observations added after `start`
        up to and including `end` (ms or ISO-8601; default now), each kind earliest first and at
        most `limit` of it (ChangeSet.totals counts them all). See kgstore.queries.changes."""
        return changes.changes_between(self, start, end, limit=limit)

    def delete_task(self, task_id: str, *, backup: bool = True) -> DeletionReport:
        """Forget a task: its observations and relationships, and the entities it created that
        are left with nothing (unless a person confirmed them). A backup of the file is taken
        first when there is anything to delete. See kgstore.graph.task_memory."""
        return task_memory.forget_task(self, task_id, backup=backup).report

    def forget_task(self, task_id: str, *, backup: bool = True):
        """delete_task, returning the rows it deleted exactly as they were (a ForgottenTask), for
        restore_forgotten_task."""
        return task_memory.forget_task(self, task_id, backup=backup)

    def restore_forgotten_task(self, forgotten):
        """Undo of forget_task: those very rows back (same ids and times), one transaction; a
        ConflictError and nothing written when another writer's work is in the way."""
        return task_memory.restore_forgotten_task(self, forgotten)

    def tasks_with_memory(self):
        """The tasks that wrote memory here (TaskMemory: counts of entities, relationships and
        observations), the one that wrote last first."""
        return task_memory.tasks_with_memory(self)

    def task_writes(self, task_id: str):
        """What one task wrote (TaskWrites), and what forgetting it would delete."""
        return task_memory.task_writes(self, task_id)

    def review_items(self, *, limit: int | None = 200, offset: int = 0):
        """What waits for review (ReviewItem), newest first: unconfirmed automatic and
        low-confidence entities, relationships new since the last review."""
        return review.review_items(self, limit=limit, offset=offset)

    def review_items_steps(self, *, limit: int | None = 200, offset: int = 0):
        """The same in steps (a generator: each next() reads a part in a read of its own, and its
        return value is the page), for a caller that answers other requests between them."""
        return review.review_items_steps(self, limit=limit, offset=offset)

    def review_count(self, *, cap: int | None = None) -> int:
        """How many items review_items holds in all; with `cap`, counting stops there (the
        answer is at most `cap`: a menu that says "1,000+" need not count a million)."""
        return review.review_count(self, cap=cap)

    def review_count_steps(self, *, cap: int | None = None):
        """The same in steps (a generator that returns the count)."""
        return review.review_count_steps(self, cap=cap)

    def confirm(self, ids):
        """Confirm entities and relationships by id: source manual, confidence 1.0 (no longer
        decays); they leave the inbox. One transaction; an unknown id changes nothing."""
        return review.confirm(self, ids)

    def unconfirm(self, before):
        """Undo of confirm: the records as `before` holds them (source, confidence, times)."""
        return review.unconfirm(self, before)

    def last_review(self) -> int | None:
        """When the inbox was last marked reviewed (ms), or None."""
        return review.last_review(self)

    def mark_reviewed(self, *, at: int | None = None) -> int | None:
        """The inbox is reviewed as of `at` (default now): relationships written until then
        leave it. Returns the previous mark (None: never), for set_last_review to put back."""
        return review.set_last_review(self, self._db.now() if at is None else at)

    def set_last_review(self, at: int | None) -> int | None:
        """Set the last review time (None: never reviewed); the one it replaces."""
        return review.set_last_review(self, at)

    def clear_preview(self) -> ClearReport:
        """What clear() would remove now (backup_path None): counted with the deletion's clauses."""
        return clearing.clear_preview(self)

    def clear(self, *, backup: bool = True) -> ClearReport:
        """Clear All Memories: this workspace's graph, custom types and positions; built-ins re-seeded."""
        return clearing.clear(self, backup=backup)

    def extract_from_task(self, task_id: str, prompt: str, result: str, *, access: Any = None):
        """Auto-extraction after a successful task (gated by memory settings, beneath the task's
        access profile: see kgstore.passive.access); an ExtractionReport."""
        from .passive.hooks import extract_from_task

        return extract_from_task(self, task_id, prompt, result, access)

    def ingest_mailbox_event(self, event: Mapping[str, Any], *, access: Any = None):
        """Mailbox ingest (gated by memory settings and the access profile); a MailboxReport."""
        from .passive.hooks import ingest_mailbox_event

        return ingest_mailbox_event(self, event, access)

    def build_context_for_task(self, prompt: str) -> str:
        from .passive.context import build_context_for_task

        return build_context_for_task(self, prompt)

    def run_decay(self, *, now: int | None = None, force: bool = False) -> int:
        from .passive.decay import run_decay

        return run_decay(self, now=now, force=force)

    def memory_settings(self) -> MemorySettings:
        """The workspace's settings; a ValidationError when `enabled` (or CoWork's `auto_capture`)
        is anything but the integer 0 or 1 (text 'false' written by another program must not read
        as on: the gates fail closed)."""
        return settings.memory_settings(self)

    def set_memory_settings(self, *, enabled: bool | None = None, privacy_mode: str | None = None,
                            wake_up_layers_enabled: bool | None = None,
                            temporal_knowledge_enabled: bool | None = None,
                            auto_capture: bool | None = None,
                            excluded_patterns: Iterable[str] | None = None) -> MemorySettings:
        """Change the given settings only. `enabled`, `privacy_mode`, `auto_capture` and
        `excluded_patterns` (case-insensitive regular expressions; each must compile) go to
        memory_settings (CoWork's columns on a CoWork file), the other two to kg_memory_flags."""
        return settings.set_memory_settings(self, enabled=enabled, privacy_mode=privacy_mode,
                                            wake_up_layers_enabled=wake_up_layers_enabled,
                                            temporal_knowledge_enabled=temporal_knowledge_enabled,
                                            auto_capture=auto_capture, excluded_patterns=excluded_patterns)

    def put_back_memory_settings(self, before: MemorySettings) -> MemorySettings:
        """Every setting as ``before`` (an earlier ``memory_settings()``) holds it: the undo of a
        change. Its excluded patterns are written as they were, invalid ones included (another
        program stored them so; only a new pattern must compile)."""
        return settings.put_back_memory_settings(self, before)

    def positions(self) -> dict[str, tuple[float, float, bool]]:
        return canvas_positions.saved_positions(self)

    def save_positions(self, positions: Mapping[str, tuple[float, float, bool]]) -> int:
        """Store (x, y, pinned) per entity id; ids not in this workspace are ignored."""
        return canvas_positions.save_positions(self, positions)
