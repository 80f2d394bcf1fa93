"""The bulk actions of a multi-selection as undo commands: one step for many entities.

Each run is one worker request (`kgui.worker.bulk_operations`) that does what it can: an entity
another writer deleted or changed since it was selected is left out, the others are done, and the
person is told which were left out and why. Undo puts back exactly what the command did (a
deleted entity returns with its own id, times, observations and relationships); the worker keeps
what each run did under the command's token, so an undo sent before the answer still finds it.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Sequence

from kgstore import Entity

from ..style.formatting import plural
from .commands import CommandFailure, StoreCommand, quoted, short
from .context import CommandContext

NAMED_AT_MOST = 5  # entities named in a message; the rest are counted


def _subject(entities: Sequence[Entity]) -> str:
    return f"“{short(entities[0].name)}”" if len(entities) == 1 else plural(len(entities), "entity", "entities")


class BulkStoreCommand(StoreCommand):
    """Base: many entities, one request per redo or undo, a partial refusal named entity by entity."""

    done_verb = "Done"  # "Deleted", for the message about a partial result
    undone_verb = "Undone"

    def __init__(self, ctx: CommandContext, text: str, entities: Sequence[Entity]):
        super().__init__(ctx, text)
        self.entity_ids = [e.id for e in entities]
        self.names = {e.id: e.name for e in entities}
        self.token = f"bulk:{uuid.uuid4()}"
        # The entities the last answer said were done / left out (for tests and messages).
        self.last_done: list[str] = []
        self.last_refused: dict[str, str] = {}
        # Called once the first run is done, with how many entities it changed and left out.
        self.first_run_done: Callable[[int, int], None] | None = None

    def describe_refused(self, refused: dict[str, str], total: int, done: int, undoing: bool) -> str:
        verb = self.undone_verb if undoing else self.done_verb
        items = [f"“{short(self.names.get(i, i))}”: {why}" for i, why in list(refused.items())[:NAMED_AT_MOST]]
        more = len(refused) - len(items)
        left_out = "; ".join(items) + (f"; and {more} more" if more > 0 else "")
        return f"{verb} {done} of {plural(total, 'entity', 'entities')}. Left out: {left_out}."

    def select_after(self, changes, undoing: bool):
        """What to select once an answer is applied (None: leave the selection)."""
        return None

    def _send(self, op: str, *, select_result: bool = False, **args) -> None:
        undoing = self._undoing
        first_run = self.runs == 1 and not undoing
        self.pending += 1

        def done(changes) -> None:
            self.pending -= 1
            self.applied = not undoing
            self.last_done = list(getattr(changes, "done", []))
            self.last_refused = dict(getattr(changes, "refused", {}))
            self.ctx.apply_changes(changes, self.select_after(changes, undoing))
            if self.last_refused:
                total = len(self.last_done) + len(self.last_refused)
                message = self.describe_refused(self.last_refused, total, len(self.last_done), undoing)
                self.last_error = message
                # Done in part: the command stays where it is on the stack; the person reads which.
                self.ctx.report_failure(self, CommandFailure(message, False, undoing, None))
            if first_run and self.first_run_done is not None:
                self.first_run_done(len(self.last_done), len(self.last_refused))

        def error(message: str) -> None:
            self.pending -= 1
            cause = getattr(message, "cause", None)
            if first_run:
                self.failed = True
                text = f"Cannot {self.label[:1].lower() + self.label[1:]}: {message}"
            else:
                text = f"Cannot {'undo' if undoing else 'redo'} {quoted(self.label)}: {message}"
            self.last_error = text
            self.ctx.report_failure(self, CommandFailure(text, first_run, undoing, cause))

        self.ctx.submit(op, done, error, **args)


class BulkDeleteCommand(BulkStoreCommand):
    """Delete the selected entities; undo brings back every one it deleted, exactly as it was."""

    done_verb = "Deleted"
    undone_verb = "Brought back"

    def __init__(self, ctx: CommandContext, entities: Sequence[Entity]):
        super().__init__(ctx, f"Delete {_subject(entities)}", entities)

    def send_redo(self) -> None:
        self._send("delete_entities", entity_ids=list(self.entity_ids), token=self.token)

    def send_undo(self) -> None:
        self._send("restore_entities", token=self.token)

    def select_after(self, changes, undoing: bool):
        # What comes back is selected again, as the single delete's undo selects its entity.
        done = set(changes.done) if undoing else set()
        return [i for i in self.entity_ids if i in done] or None  # in the order they were selected


class BulkConfidenceCommand(BulkStoreCommand):
    """Set one confidence on every selected entity; undo puts back each one's own."""

    done_verb = "Set the confidence of"
    undone_verb = "Put back the confidence of"

    def __init__(self, ctx: CommandContext, entities: Sequence[Entity], confidence: float):
        super().__init__(ctx, f"Set confidence of {_subject(entities)} to {confidence:.2f}", entities)
        self.confidence = float(confidence)
        # What each showed when the person chose: the store refuses one another writer changed since.
        self.bases = {e.id: e.confidence for e in entities}

    def send_redo(self) -> None:
        self._send("set_confidences", confidences={i: self.confidence for i in self.entity_ids},
                   bases=dict(self.bases), token=self.token)

    def send_undo(self) -> None:
        self._send("undo_set_confidences", token=self.token)
