"""Everything the worker can do, one small function per request `op`.

Each operation runs on the worker thread with an `OpContext` and the request's arguments, and
returns a plain record (see `protocol`) or, for writes, a `Changes`. Bad input raises a
`kgstore.KGError`, which the worker turns into an error message.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Generator
from dataclasses import dataclass, replace
from typing import Any

import kgstore
from kgstore import ConflictError, Edge, Entity, KGError, NotFoundError
from kgstore.validation import MAX_TIME_MS, MIN_ISO_TIME_MS, format_iso8601

from ..model.changes import Changes
from ..style.formatting import format_time, plural
from .protocol import BackupEntry, ClearPreview, EntityDetails, WorkspaceListing, WorkspaceSnapshot
from .undo_memory import DeletedEntity, ManualNote, UndoMemory

READ, WRITE = "read", "write"
MAX_OBSERVATIONS = 100  # the store's cap per call
DEFAULT_LOAD_CAP = 5000


@dataclass
class OpContext:
    kg: kgstore.KnowledgeGraph
    workspace_id: str | None
    memory: UndoMemory
    progress: Callable[[int, int, str], None]

    @property
    def ws(self):
        if self.workspace_id is None:
            raise KGError("no workspace is open")
        return self.kg.workspace(self.workspace_id)


@dataclass(frozen=True)
class Operation:
    name: str
    kind: str  # READ or WRITE: after a write the worker forgets its own data_version change
    run: Callable[..., Any]

    @property
    def stepped(self) -> bool:
        """A generator function: it yields where other reads may run and returns its result."""
        return inspect.isgeneratorfunction(self.run)


OPERATIONS: dict[str, Operation] = {}


def operation(name: str, kind: str = READ):
    def register(fn):
        OPERATIONS[name] = Operation(name, kind, fn)
        return fn
    return register


def _require_entity(ws, entity_id: str):
    entity = ws.get_entity(entity_id)
    if entity is None:
        raise NotFoundError(f"entity {entity_id} no longer exists")
    return entity


def _require_edge(ws, edge_id: str) -> Edge:
    edge = ws.get_edge(edge_id)
    if edge is None:
        raise NotFoundError(f"relationship {edge_id} no longer exists")
    return edge


def exact_time(ms: Any) -> Any:
    """A time from the GUI (a date field's or a stored record's integer milliseconds) as the
    ISO-8601 string of the same millisecond. The store takes a bare number below early 1973 for
    seconds and refuses it; an ISO time is exact and never seconds, so 1969-07-20 can be chosen
    and undo writes back exactly what was there. Anything else (None, a time out of the store's
    range) is handed on as it is, for the store's own answer."""
    if isinstance(ms, float) and ms.is_integer():
        ms = int(ms)
    if isinstance(ms, int) and not isinstance(ms, bool) and MIN_ISO_TIME_MS <= ms <= MAX_TIME_MS:
        return format_iso8601(ms)
    return ms


# -- reading ------------------------------------------------------------------------------

@operation("list_workspaces")
def list_workspaces(ctx: OpContext) -> WorkspaceListing:
    return WorkspaceListing(ctx.kg.workspaces(), ctx.kg.workspace_names())


@operation("open_workspace", WRITE)  # entity_types() seeds the built-in types on first use
def open_workspace(ctx: OpContext, load_cap: int = DEFAULT_LOAD_CAP) -> Generator[None, None, WorkspaceSnapshot]:
    """The workspace as the explorer shows it: at most `load_cap` entities (the best connected
    and the entities they share the most relationships with), every edge between them with its
    history, the saved canvas positions. Done in steps (each a few hundred ms at 100k entities): a background
    reload lets the reads sent meanwhile run between them."""
    ws = ctx.ws
    ctx.progress(0, 0, f"Opening workspace {ws.id}…")
    types = ws.entity_types()
    stats = ws.stats()
    yield
    truncated = stats.entities > load_cap
    if truncated:
        # Ranked in SQL; only the winners and the edges among them become records (100k
        # entities: 0.5 s instead of 3 s building a record for every entity and edge). Hubs and
        # their neighbours, not the best connected alone: in a big sparse graph those share
        # almost no relationship and draw as a grid of dots.
        entities = ws.hubs_and_neighbours(load_cap)
        yield
        edges = ws.edges_among([e.id for e in entities], include_history=True)
    else:
        entities = ws.entities()
        yield
        edges = ws.edges(include_history=True)  # one query for the whole workspace
    yield
    return WorkspaceSnapshot(
        workspace_id=ws.id, entities=entities, edges=edges, entity_types=types,
        stats=stats, time_range=ws.time_range(), truncated=truncated, workspaces=ctx.kg.workspaces(),
        positions=ws.positions(), workspace_names=ctx.kg.workspace_names(),
    )


@operation("entity_types", WRITE)
def entity_types(ctx: OpContext):
    return ctx.ws.entity_types()


@operation("stats")
def stats(ctx: OpContext):
    return ctx.ws.stats()


@operation("search")
def search(ctx: OpContext, query: str, limit: int = 50, types: list[str] | None = None):
    if not query.strip():
        return []
    return ctx.ws.search(query, limit=limit, types=types)


@operation("change_histogram")
def change_histogram(ctx: OpContext, bins: int, end: int | None = None,
                     start: int | None = None) -> Generator[None, None, Any]:
    """Changes per time bin for the time bar (a kgstore ChangeHistogram, None when the
    workspace holds none). Done in steps of about 100,000 rows (Workspace.change_histogram_steps;
    200k entities: a dozen steps of ~40 ms): sent in the background, searches run between them."""
    return (yield from ctx.ws.change_histogram_steps(bins, start=exact_time(start), end=exact_time(end)))


@operation("changes_between")
def changes_between(ctx: OpContext, start: int, end: int | None = None, limit: int = 2000):
    """What changed after `start` up to `end` (a kgstore ChangeSet): a few queries, earliest
    first, at most `limit` of each kind."""
    return ctx.ws.changes_between(exact_time(start), exact_time(end), limit=limit)


@operation("shortest_path")
def shortest_path(ctx: OpContext, source_id: str, target_id: str, as_of: int | None = None,
                  directed: bool = False, edge_types: list[str] | None = None):
    """The fewest-hops chain between two entities at as_of on the whole workspace (a GraphPath),
    or None when there was none then; edge_types: the types the filters show (None: all)."""
    ws = ctx.ws
    return ws.shortest_path(ctx.memory.resolve(source_id), ctx.memory.resolve(target_id),
                            as_of=exact_time(as_of), directed=directed, edge_types=edge_types)


@operation("entity_details")
def entity_details(ctx: OpContext, entity_id: str) -> EntityDetails | None:
    ws = ctx.ws
    entity = ws.get_entity(ctx.memory.resolve(entity_id))
    if entity is None:
        return None
    observations = ws.observations(entity.id, limit=MAX_OBSERVATIONS)
    edges = ws.edges_of(entity.id, include_history=True)
    others = {}
    for edge in edges:
        other_id = edge.target_id if edge.source_id == entity.id else edge.source_id
        if other_id not in others:
            other = ws.get_entity(other_id)
            if other is not None:
                others[other_id] = other
    return EntityDetails(entity=entity, observations=observations,
                         observations_truncated=len(observations) >= MAX_OBSERVATIONS,
                         edges=edges, others=others)


@operation("get_entity")
def get_entity(ctx: OpContext, entity_id: str):
    return ctx.ws.get_entity(ctx.memory.resolve(entity_id))


# -- entities -----------------------------------------------------------------------------

@operation("create_entity", WRITE)
def create_entity(ctx: OpContext, type: str, name: str, description: str | None = None,
                  properties: dict | None = None, confidence: float | None = None,
                  alias: str | None = None) -> Changes:
    ws = ctx.ws
    existing = ws.find_entity(type, name)
    if existing is not None:
        raise ConflictError(f"a {existing.type} named {existing.name!r} already exists")
    entity = ws.upsert_entity(type, name, description=description or None, properties=properties,
                              confidence=confidence, source="manual")
    previous = ctx.memory.point(alias, entity.id)
    ctx.memory.created_entities[entity.id] = entity
    return Changes(entities=[entity], renamed_ids={previous: entity.id} if previous else {})


@operation("undo_create_entity", WRITE)
def undo_create_entity(ctx: OpContext, entity_id: str) -> Changes:
    """Delete the entity a create made, only if it is still exactly as the create left it: what
    another writer added to it or changed since is never deleted behind their back."""
    ws = ctx.ws
    eid = ctx.memory.resolve(entity_id)
    with ctx.kg.transaction():  # the check and the delete: no other writer in between
        entity = ws.get_entity(eid)
        if entity is None:
            ctx.memory.created_entities.pop(eid, None)
            return Changes(removed_entities=[eid], message="It had been deleted already.")
        changed = _changes_since_created(ws, ctx.memory.created_entities.get(eid), entity)
        if changed:
            raise ConflictError(f"since then {changed}. Delete it yourself if you mean to.")
        ws.delete_entity(eid)
    ctx.memory.created_entities.pop(eid, None)
    return Changes(removed_entities=[eid])


ENTITY_FIELDS = ("type", "name", "description", "properties", "confidence", "source", "description_source",
                 "task_id")


def _changes_since_created(ws, created: Entity | None, entity: Entity) -> str:
    """What other writers did to a created entity ('' when nothing), for the refusal message."""
    observations = _all_observations(ws, entity.id)
    edges = ws.edges_of(entity.id, include_history=True)
    parts = []
    added = [plural(n, word) for n, word in ((len(observations), "observation"), (len(edges), "relationship")) if n]
    if added:
        writers = sorted({o.source for o in observations} | {g.source for g in edges})
        parts.append(f"{_and(added)} {'was' if len(observations) + len(edges) == 1 else 'were'} added "
                     f"to {entity.name} (by {_and(writers)})")
    if created is not None:
        fields = [f for f in ENTITY_FIELDS if getattr(created, f) != getattr(entity, f)]
        if "description" in fields and "description_source" in fields:
            fields.remove("description_source")  # who wrote it is said below
        if fields:
            who = f" (by {entity.description_source})" if "description" in fields and entity.description_source \
                else ""
            parts.append(f"another writer changed its {_and(f.replace('_', ' ') for f in fields)}{who}")
    return "; ".join(parts)


def _and(words) -> str:
    words = list(words)
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


@operation("update_entity", WRITE)
def update_entity(ctx: OpContext, entity_id: str, base: dict | None = None,
                  description_source: str | None = None, **fields) -> Changes:
    """`base`: the values the edit started from; a field another writer changed since is an
    EditConflictError (kgstore) and nothing is written. `description_source`: the writer of the
    description being put back (undo)."""
    allowed = {"name", "type", "description", "properties", "confidence"}
    unknown = set(fields) - allowed
    if unknown:
        raise KGError(f"cannot update {', '.join(sorted(unknown))}")
    result = ctx.ws.update_entity(ctx.memory.resolve(entity_id), source="manual", base=base,
                                  description_source=description_source, **fields)
    message = None
    if result.description_kept:
        message = "The description was kept: it was written by a source that outranks this edit."
    return Changes(entities=[result.entity], message=message)


@operation("delete_entity", WRITE)
def delete_entity(ctx: OpContext, entity_id: str) -> Changes:
    """Delete, remembering everything the delete removes (every observation, every relationship with
    its history, the canvas position), read in the same transaction, so undo can put it all back."""
    ws = ctx.ws
    eid = ctx.memory.resolve(entity_id)
    with ctx.kg.transaction():
        entity = _require_entity(ws, eid)
        edges = ws.edges_of(eid, include_history=True)
        observations = _all_observations(ws, eid)
        position = ws.saved_position(eid)
        mentions = ws.mentions(eid)
        names = {}
        for other_id in {i for g in edges for i in (g.source_id, g.target_id)} - {eid}:
            other = ws.get_entity(other_id)
            names[other_id] = other.name if other is not None else other_id
        ws.delete_entity(eid)
    ctx.memory.deleted_entities[eid] = DeletedEntity(entity, edges, observations, position, names, mentions)
    return Changes(removed_entities=[eid], removed_edges=[g.id for g in edges])


def _with_current_ends(memory: UndoMemory, edge: Edge) -> Edge:
    """The edge between whatever ids now stand for its ends (an end re-created by a redo of its
    create has a new id)."""
    src, tgt = memory.resolve(edge.source_id), memory.resolve(edge.target_id)
    if (src, tgt) == (edge.source_id, edge.target_id):
        return edge
    return replace(edge, source_id=src, target_id=tgt)


@operation("restore_entity", WRITE)
def restore_entity(ctx: OpContext, entity_id: str) -> Changes:
    """Undo of delete: the entity exactly as it was (same id and times), every observation, every
    relationship that can come back, and its canvas position. Refused, with nothing written, when
    another writer's work is in the way (kgstore's reinsert_deleted says what)."""
    ws = ctx.ws
    eid = ctx.memory.resolve(entity_id)
    snap = ctx.memory.deleted_entities.get(eid)
    if snap is None:
        raise KGError("there is nothing to restore for this entity")
    edges = [_with_current_ends(ctx.memory, g) for g in snap.edges]
    result = ws.reinsert_deleted(snap.entity, edges, snap.observations, position=snap.position,
                                 mentions=snap.mentions)
    del ctx.memory.deleted_entities[eid]  # kept until it succeeds: a refused undo can be tried again
    changes = Changes(entities=[result.entity], edges=result.edges, observations=result.observations)
    if result.skipped_edges:
        name = snap.entity.name
        lost = []
        for edge, _why in result.skipped_edges:
            src = name if edge.source_id == eid else snap.names.get(edge.source_id, edge.source_id)
            tgt = name if edge.target_id == eid else snap.names.get(edge.target_id, edge.target_id)
            gone = tgt if edge.source_id == eid else src
            lost.append(f"{src} {edge.type} {tgt} ({gone} was deleted since)")
        changes.message = (f"{name} is back, but {plural(len(lost), 'relationship')} could not come back: "
                           + "; ".join(lost))
    return changes


# -- observations -------------------------------------------------------------------------

@operation("add_observation", WRITE)
def add_observation(ctx: OpContext, entity_id: str, content: str, token: str) -> Changes:
    ws = ctx.ws
    eid = ctx.memory.resolve(entity_id)
    with ctx.kg.transaction():
        # A repeat returns the observation already recorded; undo must not delete that one. (The
        # entity's own observations, not the workspace's count: stats() takes 0.3 s at 100k.)
        before = {o.id for o in _all_observations(ws, eid)}
        obs = ws.add_observation(eid, content, source="manual")
        created = obs.id not in before
    ctx.memory.notes[token] = ManualNote(obs.id, created)
    entity = ws.get_entity(eid)
    changes = Changes(entities=[entity] if entity else [], observations=[obs] if created else [])
    if not created:
        changes.message = "That observation was already recorded; it was not added again."
    return changes


def _all_observations(ws, entity_id: str) -> list:
    """Every observation of the entity, newest first, page by page (the store caps a call)."""
    found: list = []
    while True:
        page = ws.observations(entity_id, limit=MAX_OBSERVATIONS, offset=len(found))
        found += page
        if len(page) < MAX_OBSERVATIONS:
            return found


@operation("remove_observation", WRITE)
def remove_observation(ctx: OpContext, token: str) -> Changes:
    note = ctx.memory.notes.pop(token, None)
    if note is None or not note.created:
        return Changes()
    ctx.ws.delete_observation(note.observation_id)
    return Changes(removed_observations=[note.observation_id])


@operation("update_observation", WRITE)
def update_observation(ctx: OpContext, observation_id: str, content: str, base: str | None = None,
                       source: str = "manual") -> Changes:
    """Correct an observation's text. `base`: the text the edit started from (another writer's
    change since is an EditConflictError, nothing written); `source`: its writer (undo passes the
    one it puts back)."""
    obs = ctx.ws.update_observation(observation_id, content, source=source, base=base)
    return Changes(observations=[obs])


@operation("delete_observation", WRITE)
def delete_observation(ctx: OpContext, observation_id: str, entity_id: str) -> Changes:
    """Delete one observation, remembering it (read in the same transaction) for undo."""
    ws = ctx.ws
    eid = ctx.memory.resolve(entity_id)
    with ctx.kg.transaction():
        obs = next((o for o in _all_observations(ws, eid) if o.id == observation_id), None)
        if obs is None:
            raise NotFoundError(f"observation {observation_id} no longer exists")
        ws.delete_observation(observation_id)
    ctx.memory.deleted_observations[observation_id] = obs
    return Changes(removed_observations=[observation_id])


@operation("restore_observation", WRITE)
def restore_observation(ctx: OpContext, observation_id: str) -> Changes:
    """Undo of delete: the observation exactly as it was (same id, text, writer and time)."""
    obs = ctx.memory.deleted_observations.get(observation_id)
    if obs is None:
        raise KGError("there is nothing to restore for this observation")
    obs = replace(obs, entity_id=ctx.memory.resolve(obs.entity_id))
    result = ctx.ws.reinsert_deleted(None, observations=[obs])
    del ctx.memory.deleted_observations[observation_id]
    return Changes(observations=result.observations)


# -- relationships ------------------------------------------------------------------------

@operation("create_edge", WRITE)
def create_edge(ctx: OpContext, source_id: str, target_id: str, edge_type: str,
                valid_from: int | None = None, valid_to: int | None = None,
                properties: dict | None = None, confidence: float | None = None,
                alias: str | None = None) -> Changes:
    ws = ctx.ws
    src, tgt = ctx.memory.resolve(source_id), ctx.memory.resolve(target_id)
    before = {g.id for g in ws.edges_of(src, include_history=True)} if ws.get_entity(src) else set()
    edge = ws.create_edge(src, tgt, edge_type, properties=properties, confidence=confidence,
                          valid_from=exact_time(valid_from), valid_to=exact_time(valid_to), source="manual")
    if edge.id in before:
        # The store hands back the existing edge; undoing "create" must not delete it.
        raise ConflictError(f"this {edge.type} relationship already exists")
    previous = ctx.memory.point(alias, edge.id)
    ctx.memory.created_edges[edge.id] = edge
    return Changes(edges=[edge], renamed_ids={previous: edge.id} if previous else {})


@operation("undo_create_edge", WRITE)
def undo_create_edge(ctx: OpContext, edge_id: str) -> Changes:
    """Delete the relationship a create made, only if no other writer changed it since."""
    ws = ctx.ws
    gid = ctx.memory.resolve(edge_id)
    with ctx.kg.transaction():
        edge = ws.get_edge(gid)
        if edge is None:
            ctx.memory.created_edges.pop(gid, None)
            return Changes(removed_edges=[gid], message="It had been deleted already.")
        created = ctx.memory.created_edges.get(gid)
        if created is not None and created != edge:
            raise ConflictError(f"since then another writer {_edge_changes(created, edge)}. "
                                "Delete it yourself if you mean to.")
        ws.delete_edge(gid)
    ctx.memory.created_edges.pop(gid, None)
    return Changes(removed_edges=[gid])


def _edge_changes(before: Edge, now: Edge) -> str:
    parts = []
    if before.valid_to != now.valid_to:
        parts.append("reopened it" if now.valid_to is None else f"closed it at {format_time(now.valid_to)}")
    if before.valid_from != now.valid_from:
        parts.append(f"moved its start to {format_time(now.valid_from)}")
    other = [f for f in ("properties", "confidence", "source", "task_id") if getattr(before, f) != getattr(now, f)]
    if other:
        parts.append("changed its " + ", ".join(f.replace("_", " ") for f in other))
    return " and ".join(parts) or "changed it"


@operation("invalidate_edge", WRITE)
def invalidate_edge(ctx: OpContext, edge_id: str, valid_to: int | None = None) -> Changes:
    ws = ctx.ws
    gid = ctx.memory.resolve(edge_id)
    edge = _require_edge(ws, gid)
    if edge.valid_to is not None:
        raise ConflictError("this relationship is already closed")
    closed = ws.invalidate_edge(gid, exact_time(valid_to))
    ctx.memory.closed_edges[gid] = closed.valid_to
    return Changes(edges=[closed])


@operation("reopen_edge", WRITE)
def reopen_edge(ctx: OpContext, edge_id: str, valid_to: int | None = None) -> Changes:
    """Undo of invalidate: the same edge (same id and created_at) is current again, only if it
    still ends where the invalidation put its end (`valid_to`, or the one remembered)."""
    ws = ctx.ws
    gid = ctx.memory.resolve(edge_id)
    expected = valid_to if valid_to is not None else ctx.memory.closed_edges.get(gid)
    with ctx.kg.transaction():
        edge = _require_edge(ws, gid)
        if expected is not None and edge.valid_to != expected:
            now = "reopened it" if edge.valid_to is None else f"moved its end to {format_time(edge.valid_to)}"
            raise ConflictError(f"it was closed at {format_time(expected)}; since then another writer {now}")
        try:
            reopened = ws.reopen_edge(gid)
        except ConflictError as exc:
            raise ConflictError(
                f"cannot reopen: a later {edge.type} relationship between the same entities exists; "
                f"invalidate or delete it first ({exc})") from None
    ctx.memory.closed_edges.pop(gid, None)
    return Changes(edges=[reopened])


@operation("update_edge", WRITE)
def update_edge(ctx: OpContext, edge_id: str, base: dict | None = None, **fields) -> Changes:
    """Correct a relationship in place (type, window, properties, confidence). `base`: the values
    the edit started from; a field another writer changed since is an EditConflictError (kgstore)
    and nothing is written. `valid_to` given as None makes the relationship current again."""
    allowed = {"type", "properties", "confidence", "valid_from", "valid_to"}
    unknown = set(fields) - allowed
    if unknown:
        raise KGError(f"cannot update {', '.join(sorted(unknown))}")
    for key in ("valid_from", "valid_to"):
        if fields.get(key) is not None:
            fields[key] = exact_time(fields[key])
    ws = ctx.ws
    try:
        edge = ws.update_edge(ctx.memory.resolve(edge_id), source="manual", base=base, **fields)
    except ConflictError as exc:
        other = getattr(exc, "overlapping", None)
        if other is None:
            raise
        names = [e.name if e else "?" for e in (ws.get_entity(other.source_id), ws.get_entity(other.target_id))]
        window = (f"from {format_time(other.valid_from)}"
                  + (f" to {format_time(other.valid_to)}" if other.valid_to is not None else ", still current"))
        raise ConflictError(
            f"it would overlap the other “{names[0]} {other.type} {names[1]}” relationship ({window}); "
            "choose a window that does not overlap, or close or delete that one first") from None
    return Changes(edges=[edge])


@operation("delete_edge", WRITE)
def delete_edge(ctx: OpContext, edge_id: str) -> Changes:
    ws = ctx.ws
    gid = ctx.memory.resolve(edge_id)
    with ctx.kg.transaction():
        edge = _require_edge(ws, gid)
        ws.delete_edge(gid)
    ctx.memory.deleted_edges[gid] = edge
    return Changes(removed_edges=[gid])


@operation("restore_edge", WRITE)
def restore_edge(ctx: OpContext, edge_id: str) -> Changes:
    """Undo of delete: the relationship exactly as it was (same id, same times)."""
    ws = ctx.ws
    gid = ctx.memory.resolve(edge_id)
    edge = ctx.memory.deleted_edges.get(gid)
    if edge is None:
        raise KGError("there is nothing to restore for this relationship")
    result = ws.reinsert_deleted(None, [_with_current_ends(ctx.memory, edge)])
    if result.skipped_edges:
        raise NotFoundError(f"it cannot come back: {result.skipped_edges[0][1]}")
    del ctx.memory.deleted_edges[gid]
    return Changes(edges=result.edges)


# -- Clear All Memories, backups ----------------------------------------------------------

@operation("clear_preview", WRITE)
def clear_preview(ctx: OpContext) -> ClearPreview:
    ws = ctx.ws
    return ClearPreview(workspace_id=ws.id, removed=ws.clear_preview(), current_edges=ws.stats().current_edges)


@operation("clear_workspace", WRITE)
def clear_workspace(ctx: OpContext):
    """Back up the file, then remove the workspace's memory (one transaction); a ClearReport."""
    ctx.progress(0, 0, f"Backing up and clearing {ctx.workspace_id}…")
    report = ctx.ws.clear()  # takes the backup first; a failed backup clears nothing
    ctx.memory.clear()
    return report


@operation("list_backups")
def list_backups(ctx: OpContext) -> list[BackupEntry]:
    from kgstore.storage.backup import when_and_why

    entries = []
    for path in ctx.kg.backups():
        try:
            size = path.stat().st_size
        except OSError:
            size = None
        made_at, reason = when_and_why(path)
        entries.append(BackupEntry(path=path, made_at=made_at, reason=reason, size=size))
    return entries


@operation("restore_preview")
def restore_preview(ctx: OpContext, path: str):
    return ctx.kg.restore_preview(path)


@operation("backup_now", WRITE)
def backup_now(ctx: OpContext):
    ctx.progress(0, 0, "Backing up…")
    return ctx.kg.backup(label="manual")


@operation("restore_backup", WRITE)
def restore_backup(ctx: OpContext, path: str, only_workspace: str | None = None):
    """The whole file, or with `only_workspace` that workspace's graph alone."""
    ctx.progress(0, 0, "Restoring the backup…")
    safety = ctx.kg.restore(path, workspace=only_workspace)
    ctx.memory.clear()
    return safety


# -- passive memory and maintenance -------------------------------------------------------

@operation("extract_from_task", WRITE)
def extract_from_task(ctx: OpContext, task_id: str, prompt: str, result: str, access=None):
    ctx.progress(0, 0, "Extracting entities from the task result…")
    return ctx.ws.extract_from_task(task_id, prompt, result, access=access)


@operation("ingest_mailbox_event", WRITE)
def ingest_mailbox_event(ctx: OpContext, event: dict, access=None):
    ctx.progress(0, 0, "Ingesting the mailbox event…")
    return ctx.ws.ingest_mailbox_event(event, access=access)


@operation("run_decay", WRITE)
def run_decay(ctx: OpContext, force: bool = False) -> int:
    return ctx.ws.run_decay(force=force)


@operation("run_cleanup", WRITE)
def run_cleanup(ctx: OpContext, force: bool = False):
    ctx.progress(0, 0, "Running the one-time cleanup…")
    return ctx.kg.run_cleanup(force=force)


@operation("load_demo", WRITE)
def load_demo(ctx: OpContext):
    """The demo workspace (idempotent; refused by kgstore.agent.demo when the workspace holds other data)."""
    from kgstore.agent.demo import load_demo as load

    ctx.progress(0, 0, "Loading the demo workspace…")
    return load(ctx.ws)

