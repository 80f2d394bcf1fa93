"""The Review and Tasks panels' edits as undo commands: confirm and delete inbox items (several
at once, one step), mark the inbox reviewed, forget a task. See kgui.worker.curation_operations;
undo puts back exactly what the command changed (the same ids and times)."""

from __future__ import annotations

import uuid
from collections.abc import Sequence

from kgstore import ReviewItem

from ..style.formatting import plural
from .bulk_commands import BulkStoreCommand
from .commands import StoreCommand, short
from .context import CommandContext


def item_label(item: ReviewItem) -> str:
    if item.entity is not None:
        return item.entity.name
    return f"{item.source_name} {item.edge.type} {item.target_name}"


def _subject(items: Sequence[ReviewItem]) -> str:
    return f"“{short(item_label(items[0]))}”" if len(items) == 1 else plural(len(items), "item")


class _ReviewItemsCommand(BulkStoreCommand):
    """Base: a bulk command over inbox items (entities and relationships), named by their labels."""

    def __init__(self, ctx: CommandContext, text: str, items: Sequence[ReviewItem]):
        super().__init__(ctx, text, [])
        self.entity_ids = [i.id for i in items]
        self.names = {i.id: item_label(i) for i in items}

    def describe_refused(self, refused: dict[str, str], total: int, done: int, undoing: bool) -> str:
        text = super().describe_refused(refused, total, done, undoing)
        return text.replace(plural(total, "entity", "entities"), plural(total, "item"), 1)


class ConfirmItemsCommand(_ReviewItemsCommand):
    """Confirm inbox items: each becomes the person's own (manual, confidence 1.0); undo puts back
    each one's source and confidence."""

    done_verb = "Confirmed"
    undone_verb = "Put back"

    def __init__(self, ctx: CommandContext, items: Sequence[ReviewItem]):
        super().__init__(ctx, f"Confirm {_subject(items)}", items)

    def send_redo(self) -> None:
        self._send("confirm_items", ids=list(self.entity_ids), token=self.token)

    def send_undo(self) -> None:
        self._send("unconfirm_items", token=self.token)


class DeleteItemsCommand(_ReviewItemsCommand):
    """Delete inbox items; undo brings back every one exactly as it was."""

    done_verb = "Deleted"
    undone_verb = "Brought back"

    def __init__(self, ctx: CommandContext, items: Sequence[ReviewItem]):
        super().__init__(ctx, f"Delete {_subject(items)}", items)

    def send_redo(self) -> None:
        self._send("delete_review_items", ids=list(self.entity_ids), token=self.token)

    def send_undo(self) -> None:
        self._send("restore_review_items", token=self.token)


class MarkReviewedCommand(StoreCommand):
    """The inbox is reviewed now: relationships written until now leave it; undo puts back the
    earlier review time (or none)."""

    def __init__(self, ctx: CommandContext):
        super().__init__(ctx, "Mark the review inbox reviewed")
        self.token = f"review-mark:{uuid.uuid4()}"
        self.at: int | None = None

    def send_redo(self) -> None:
        self._send("mark_reviewed", token=self.token)

    def send_undo(self) -> None:
        self._send("undo_mark_reviewed", token=self.token)


class ForgetTaskCommand(StoreCommand):
    """Forget a task (a backup is taken first); undo puts back the very rows it deleted."""

    def __init__(self, ctx: CommandContext, task_id: str):
        super().__init__(ctx, f"Forget task “{short(task_id)}”")
        self.task_id = task_id
        self.token = f"forget-task:{uuid.uuid4()}"

    def send_redo(self) -> None:
        self._send("forget_task", task_id=self.task_id, token=self.token)

    def send_undo(self) -> None:
        self._send("restore_forgotten_task", token=self.token)
