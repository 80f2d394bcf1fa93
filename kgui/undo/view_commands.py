"""Undoable changes of what the canvas shows: hiding entities and showing them again."""

from __future__ import annotations

from PySide6.QtGui import QUndoCommand

from ..model.graph_model import GraphModel
from .commands import short


class HideEntitiesCommand(QUndoCommand):
    """Hide entities from the canvas (the store is not touched); undo shows them again.
    With `hide=False` it shows hidden entities again (Show All Hidden)."""

    def __init__(self, model: GraphModel, ids, names: dict[str, str] | None = None, hide: bool = True):
        ids = frozenset(ids)
        names = names or {}
        subject = f"“{short(names.get(next(iter(ids)), ''))}”" if len(ids) == 1 else f"{len(ids)} entities"
        super().__init__(f"{'Hide' if hide else 'Show'} {subject}")
        self.model = model
        self.ids = ids
        self.hide = hide
        self.before = model.view.hidden_ids

    def _set(self, hidden: frozenset[str]) -> None:
        self.model.set_view(self.model.view.with_changes(hidden_ids=hidden))

    def redo(self) -> None:
        hidden = self.model.view.hidden_ids
        self._set(hidden | self.ids if self.hide else hidden - self.ids)

    def undo(self) -> None:
        hidden = self.model.view.hidden_ids
        self._set(hidden - (self.ids - self.before) if self.hide else hidden | (self.ids & self.before))
