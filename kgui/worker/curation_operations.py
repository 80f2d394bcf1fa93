"""The requests behind the Review and Tasks panels: the review inbox, confirming and deleting its
items, marking it reviewed, the tasks that wrote memory, forgetting a task; and their undos.

What a write did is remembered under its command's token (in the worker's UndoMemory, as the
bulk actions do), so that its undo puts back exactly that, even when sent before the answer.
Registered in `operations.OPERATIONS` like every other request (imported by `kgui.worker`).
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass, field

from kgstore import Edge, Entity, ForgottenTask, KGError, NotFoundError, ReviewItem, TaskMemory, TaskWrites

from ..model.changes import Changes
from ..style.formatting import plural
from .bulk_operations import BulkChanges
from .operations import (WRITE, OpContext, delete_edge, delete_entity, exact_time, operation, restore_edge,
                         restore_entity)

REVIEW_PAGE = 500  # items the panel lists; the count says how many wait in all
# The count the menu, the dock's title and the panel show stops here ("1,000+ waiting"): a
# workspace an agent filled holds hundreds of thousands of new relationships, and counting them
# all after every reload kept the worker busy for a second or more.
REVIEW_COUNT_CAP = 1000


@dataclass(frozen=True)
class ReviewListing:
    workspace_id: str
    items: list[ReviewItem]
    count: int  # waiting in all, counted up to the request's cap (the list may hold fewer)
    last_review: int | None


@dataclass(frozen=True)
class TaskListing:
    workspace_id: str
    tasks: list[TaskMemory]


@dataclass(frozen=True)
class TaskDetails:
    writes: TaskWrites
    names: dict[str, str] = field(default_factory=dict)  # entity id -> name, for the relationships' ends


@dataclass
class Confirmed:
    before: list  # the Entity / Edge records as they were before confirm


@dataclass
class ReviewDeletion:
    entities: list[str]  # deleted by the command and not put back yet
    edges: list[str]


@dataclass
class ReviewMark:
    previous: int | None


# -- reading ------------------------------------------------------------------------------

@operation("review_items")
def review_items(ctx: OpContext, limit: int = REVIEW_PAGE,
                 cap: int | None = None) -> Generator[None, None, ReviewListing]:
    """The newest `limit` items and how many wait (with `cap`: counted up to it, see review_count).
    In steps of about 100,000 rows (200k entities, 600k edges: about ten of 20-40 ms each for
    the list): sent in the background, searches typed meanwhile are answered between them."""
    ws = ctx.ws
    items = yield from ws.review_items_steps(limit=limit)
    count = yield from ws.review_count_steps(cap=cap)
    return ReviewListing(ws.id, items, count, ws.last_review())


@operation("review_count")
def review_count(ctx: OpContext, cap: int | None = None) -> Generator[None, None, int]:
    """How many items wait; with `cap`, counting stops there (the answer is at most `cap`). In
    steps, as review_items (one when the cap is reached early, as it is while an agent's new
    relationships wait)."""
    return (yield from ctx.ws.review_count_steps(cap=cap))


@operation("tasks_with_memory")
def tasks_with_memory(ctx: OpContext) -> TaskListing:
    ws = ctx.ws
    return TaskListing(ws.id, ws.tasks_with_memory())


@operation("task_writes")
def task_writes(ctx: OpContext, task_id: str) -> TaskDetails:
    ws = ctx.ws
    writes = ws.task_writes(task_id)
    names = {e.id: e.name for e in writes.entities}
    for other in {i for g in writes.edges for i in (g.source_id, g.target_id)} | {
            o.entity_id for o in writes.observations}:
        if other not in names:
            entity = ws.get_entity(other)
            names[other] = entity.name if entity is not None else other
    return TaskDetails(writes, names)


# -- confirm ------------------------------------------------------------------------------

def _split(records) -> tuple[list[Entity], list[Edge]]:
    return [r for r in records if isinstance(r, Entity)], [r for r in records if isinstance(r, Edge)]


@operation("confirm_items", WRITE)
def confirm_items(ctx: OpContext, ids: list[str], token: str) -> BulkChanges:
    """Confirm entities and relationships (kgstore's confirm, one transaction), remembering what
    each was for the undo. Ones deleted since they were listed are left out and named."""
    ws = ctx.ws
    refused: dict[str, str] = {}
    with ctx.kg.transaction():
        present = []
        before = []
        for ref in ids:
            item_id = ctx.memory.resolve(ref)
            record = ws.get_entity(item_id) or ws.get_edge(item_id)
            if record is None:
                refused[ref] = "it no longer exists (deleted by another writer since it was listed)"
                continue
            present.append(item_id)
            before.append(record)
        if not present:
            raise NotFoundError("none of them exists any more (deleted since they were listed); nothing was changed")
        confirmed = ws.confirm(present)
    ctx.memory.bulk[token] = Confirmed(before)
    entities, edges = _split(confirmed)
    return BulkChanges(entities=entities, edges=edges, refused=refused, done=present)


@operation("unconfirm_items", WRITE)
def unconfirm_items(ctx: OpContext, token: str) -> BulkChanges:
    """Undo of confirm: each back to its source and confidence, unless another writer changed it
    since (kgstore refuses the whole undo then, and says which)."""
    record = ctx.memory.bulk.get(token)
    if not isinstance(record, Confirmed) or not record.before:
        raise KGError("there is nothing to put back for these items")
    back = ctx.ws.unconfirm(record.before)
    entities, edges = _split(back)
    return BulkChanges(entities=entities, edges=edges, done=[r.id for r in back])


# -- delete -------------------------------------------------------------------------------

@operation("delete_review_items", WRITE)
def delete_review_items(ctx: OpContext, ids: list[str], token: str) -> BulkChanges:
    """Delete inbox items, entities and relationships, in one transaction, each remembered as
    `delete_entity` / `delete_edge` remember it. Relationships go first: an entity deleted after
    them is remembered without them, so each comes back once."""
    ws = ctx.ws
    refused: dict[str, str] = {}
    entities: list[str] = []
    edges: list[str] = []
    done: list[Changes] = []
    with ctx.kg.transaction():
        resolved = [(ref, ctx.memory.resolve(ref)) for ref in ids]
        for ref, item_id in resolved:
            if ws.get_edge(item_id) is not None:
                done.append(delete_edge(ctx, item_id))
                edges.append(item_id)
        for ref, item_id in resolved:
            if item_id in edges:
                continue
            if ws.get_entity(item_id) is None:
                refused[ref] = "it no longer exists (deleted by another writer since it was listed)"
                continue
            done.append(delete_entity(ctx, item_id))
            entities.append(item_id)
    if not done:
        raise NotFoundError("none of them exists any more (deleted since they were listed); nothing was changed")
    ctx.memory.bulk[token] = ReviewDeletion(entities, edges)
    return BulkChanges(removed_entities=[i for c in done for i in c.removed_entities],
                       removed_edges=list(dict.fromkeys(g for c in done for g in c.removed_edges)),
                       refused=refused, done=edges + entities)


@operation("restore_review_items", WRITE)
def restore_review_items(ctx: OpContext, token: str) -> BulkChanges:
    """Undo of delete_review_items: the entities first (the last deleted first), then the
    relationships, each exactly as it was. One that cannot come back is named and stays deleted."""
    record = ctx.memory.bulk.get(token)
    if not isinstance(record, ReviewDeletion) or not (record.entities or record.edges):
        raise KGError("there is nothing to restore for these items")
    restored: list[Changes] = []
    refused: dict[str, str] = {}
    back: list[str] = []
    first_error: KGError | None = None
    for item_id, restore in ([(i, restore_entity) for i in reversed(record.entities)]
                             + [(i, restore_edge) for i in reversed(record.edges)]):
        try:
            restored.append(restore(ctx, item_id))
            back.append(item_id)
        except KGError as exc:
            refused[item_id] = str(exc)
            first_error = first_error or exc
    if not restored:
        raise first_error
    record.entities = [i for i in record.entities if i not in back]
    record.edges = [i for i in record.edges if i not in back]
    return BulkChanges(entities=[e for c in restored for e in c.entities],
                       edges=[g for c in restored for g in c.edges],
                       observations=[o for c in restored for o in c.observations],
                       message=" ".join(c.message for c in restored if c.message) or None,
                       refused=refused, done=back)


# -- mark reviewed ------------------------------------------------------------------------

@operation("mark_reviewed", WRITE)
def mark_reviewed(ctx: OpContext, token: str, at: int | None = None) -> Changes:
    previous = ctx.ws.mark_reviewed(at=exact_time(at))
    if token not in ctx.memory.bulk:  # a redo keeps the mark the first run replaced
        ctx.memory.bulk[token] = ReviewMark(previous)
    return Changes()


@operation("undo_mark_reviewed", WRITE)
def undo_mark_reviewed(ctx: OpContext, token: str) -> Changes:
    record = ctx.memory.bulk.get(token)
    if not isinstance(record, ReviewMark):
        raise KGError("there is no earlier review time to put back")
    ctx.ws.set_last_review(record.previous)
    return Changes()


# -- forget a task ------------------------------------------------------------------------

@operation("forget_task", WRITE)
def forget_task(ctx: OpContext, task_id: str, token: str) -> Changes:
    """Back up the file, then delete what the task wrote (kgstore's forget_task), remembering the
    rows for the undo."""
    ctx.progress(0, 0, f"Backing up and forgetting task {task_id}…")
    forgotten = ctx.ws.forget_task(task_id)
    ctx.memory.bulk[token] = forgotten
    r = forgotten.report
    where = f" A backup was saved first ({forgotten.backup_path.rsplit('/', 1)[-1]})." if forgotten.backup_path else ""
    return Changes(removed_entities=[e.id for e in forgotten.entities],
                   removed_edges=[g.id for g in forgotten.edges],
                   removed_observations=[o.id for o in forgotten.observations],
                   message=f"Forgot task {task_id}: {plural(r.observations, 'observation')}, "
                           f"{plural(r.edges, 'relationship')} and {plural(r.entities, 'entity', 'entities')} "
                           f"deleted.{where}")


@operation("restore_forgotten_task", WRITE)
def restore_forgotten_task(ctx: OpContext, token: str) -> Changes:
    forgotten = ctx.memory.bulk.get(token)
    if not isinstance(forgotten, ForgottenTask):
        raise KGError("there is nothing to restore for this task")
    ctx.ws.restore_forgotten_task(forgotten)
    del ctx.memory.bulk[token]  # kept until it succeeds: a refused undo can be tried again
    return Changes(entities=list(forgotten.entities), edges=list(forgotten.edges),
                   observations=list(forgotten.observations))
