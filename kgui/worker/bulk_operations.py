"""The requests behind the bulk actions of a multi-selection: delete many entities, set the
confidence of many, and their undos.

Each does what it can and says what it could not: an entity that another writer deleted (or whose
confidence another writer changed) since it was selected is left out and named in the answer,
the others are done. What a request did is remembered under the command's token (in the worker's
UndoMemory, on the worker thread, in request order), so the undo puts back exactly those, even
when it is sent before the answer arrived.

Registered in `operations.OPERATIONS` like every other request (imported by `kgui.worker`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from kgstore import EditConflictError, KGError, NotFoundError

from ..model.changes import Changes
from .operations import WRITE, OpContext, delete_entity, operation, restore_entity


@dataclass
class BulkChanges(Changes):
    """A bulk write's Changes, plus the entities it left out: {entity id: why}."""

    refused: dict[str, str] = field(default_factory=dict)
    done: list[str] = field(default_factory=list)  # the entities it changed, in order


@dataclass
class BulkDelete:
    deleted: list[str]  # deleted by the command and not put back yet, in the order deleted


@dataclass
class BulkConfidence:
    written: dict[str, tuple]  # entity id -> (confidence before, confidence written)


def _merged_messages(changes: list[Changes]) -> str | None:
    messages = [c.message for c in changes if c.message]
    return " ".join(messages) or None


@operation("delete_entities", WRITE)
def delete_entities(ctx: OpContext, entity_ids: list[str], token: str) -> BulkChanges:
    """Delete the entities, in one transaction, each remembered as `delete_entity` does for its undo.
    Ones that no longer exist are left out; none left: NotFoundError, nothing written."""
    ws = ctx.ws
    memory = ctx.memory
    record = memory.bulk.get(token)
    still_deleted = list(record.deleted) if isinstance(record, BulkDelete) else []
    refused: dict[str, str] = {}
    done: list[Changes] = []
    deleted: list[str] = []
    with ctx.kg.transaction():
        for ref in entity_ids:
            eid = memory.resolve(ref)
            if eid in still_deleted:
                continue  # an undo could not put it back: it is still deleted by this command
            if ws.get_entity(eid) is None:
                refused[ref] = "it no longer exists (deleted by another writer since it was selected)"
                continue
            done.append(delete_entity(ctx, eid))
            deleted.append(eid)
    if not deleted and not still_deleted:
        raise NotFoundError("none of them exists any more (deleted by another writer since they were "
                            "selected); nothing was changed")
    memory.bulk[token] = BulkDelete(still_deleted + deleted)
    return BulkChanges(removed_entities=[i for c in done for i in c.removed_entities],
                       removed_edges=list(dict.fromkeys(g for c in done for g in c.removed_edges)),
                       refused=refused, done=deleted)


@operation("restore_entities", WRITE)
def restore_entities(ctx: OpContext, token: str) -> BulkChanges:
    """Undo of `delete_entities`: each entity back exactly as it was (`restore_entity`, one
    transaction each), the last deleted first so that relationships among them come back too.
    One that cannot come back (another writer's work is in the way) stays deleted and is named;
    none could: the refusal of the first, nothing written."""
    memory = ctx.memory
    record = memory.bulk.get(token)
    if not isinstance(record, BulkDelete) or not record.deleted:
        raise KGError("there is nothing to restore for these entities")
    restored: list[Changes] = []
    refused: dict[str, str] = {}
    back: list[str] = []
    first_error: KGError | None = None
    for eid in reversed(record.deleted):
        try:
            restored.append(restore_entity(ctx, eid))
            back.append(eid)
        except KGError as exc:
            refused[eid] = str(exc)
            first_error = first_error or exc
    if not restored:
        raise first_error
    record.deleted = [i for i in record.deleted if i not in back]
    return BulkChanges(entities=[e for c in restored for e in c.entities],
                       edges=[g for c in restored for g in c.edges],
                       observations=[o for c in restored for o in c.observations],
                       message=_merged_messages(restored), refused=refused, done=back)


def _write_confidences(ctx: OpContext, writes: dict[str, tuple]) -> tuple[dict[str, tuple], dict[str, str], list]:
    """{entity ref: (expected now, to write)}: each written unless the entity is gone or another
    writer changed its confidence since (kgstore's EditConflictError: nothing written for it)."""
    ws = ctx.ws
    written: dict[str, tuple] = {}
    refused: dict[str, str] = {}
    entities = []
    with ctx.kg.transaction():
        for ref, (expected, value) in writes.items():
            eid = ctx.memory.resolve(ref)
            if ws.get_entity(eid) is None:
                refused[ref] = "it no longer exists (deleted by another writer since it was selected)"
                continue
            try:
                result = ws.update_entity(eid, source="manual", confidence=value, base={"confidence": expected})
            except EditConflictError as exc:
                now = exc.entity.confidence
                refused[ref] = ("another writer changed its confidence since"
                                + (f" (it is now {now:.2f})" if isinstance(now, (int, float)) else ""))
                continue
            written[eid] = (expected, value)
            entities.append(result.entity)
    return written, refused, entities


@operation("set_confidences", WRITE)
def set_confidences(ctx: OpContext, confidences: dict[str, float], bases: dict[str, float | None],
                    token: str) -> BulkChanges:
    """Set the confidence of each entity, in one transaction; `bases`: the confidence each showed
    when the person chose. None written: the refusal, nothing changed."""
    writes = {ref: (bases.get(ref), value) for ref, value in confidences.items()}
    written, refused, entities = _write_confidences(ctx, writes)
    if not written:
        raise KGError("; ".join(sorted(set(refused.values()))) + "; nothing was changed")
    ctx.memory.bulk[token] = BulkConfidence(written)
    return BulkChanges(entities=entities, refused=refused, done=list(written))


@operation("undo_set_confidences", WRITE)
def undo_set_confidences(ctx: OpContext, token: str) -> BulkChanges:
    """Put back the confidence each entity had, where it still holds what `set_confidences` wrote."""
    record = ctx.memory.bulk.get(token)
    if not isinstance(record, BulkConfidence) or not record.written:
        raise KGError("there is nothing to put back for these entities")
    writes = {eid: (value, before) for eid, (before, value) in record.written.items()}
    written, refused, entities = _write_confidences(ctx, writes)
    if not written:
        raise KGError("; ".join(sorted(set(refused.values()))) + "; nothing was changed")
    return BulkChanges(entities=entities, refused=refused, done=list(written))
