"""Edit a relationship: its type, when it holds, its confidence and its properties.

The same fact corrected in place (same id, same creation time). Like New entity, the dialog stays
open until the store has written it: a refusal (the window would overlap another relationship of
that type) is shown at the field with everything typed kept. If another writer changed a field
while the dialog was open, the dialog says what they wrote and takes it as its new starting
point: Save again writes yours over theirs, Cancel keeps theirs (nothing is ever overwritten
silently).

A time field shows minutes; a field left as it was keeps the stored millisecond value exactly.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QDateTime, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateTimeEdit,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QWidget,
)

from kgstore import EditConflictError, Edge, KGError
from kgstore.validation import normalize_type_name

from ..style.colors import error_color
from ..undo.commands import property_patch
from ..style.formatting import format_confidence, format_time
from ..views.inspector.properties_table import PropertiesTable

FIELD_NAMES = {"type": "type", "valid_from": "start", "valid_to": "end", "confidence": "confidence",
               "properties": "properties"}


def _shown(field: str, value: Any) -> str:
    if field in ("valid_from", "valid_to"):
        return "current (no end)" if value is None else format_time(value)
    if field == "confidence":
        return format_confidence(value)
    return str(value) if value not in (None, "") else "empty"


class EditRelationshipDialog(QDialog):
    save_requested = Signal(object, dict)  # (the Edge the edit starts from, the new values)

    def __init__(self, edge: Edge, phrase: str, edge_types: list[str], parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("edit_relationship_dialog")
        self.setWindowTitle("Edit relationship")
        self.edge = edge  # what the edit starts from (replaced by another writer's version on a conflict)
        self.waiting = False
        intro = QLabel(f"<b>{phrase}</b><br>recorded {format_time(edge.created_at)} by {edge.source}"
                       + (f" (task {edge.task_id})" if edge.task_id else ""))
        intro.setWordWrap(True)
        self.type_combo = QComboBox()
        self.type_combo.setObjectName("edit_edge_type")
        self.type_combo.setEditable(True)
        self.type_combo.addItems(sorted(set(edge_types) | {edge.type}))
        self.type_error = self._error_label("edit_edge_type_error")
        self.valid_from = self._time_edit("edit_edge_valid_from")
        self.still_true = QCheckBox("Still true (no end)")
        self.still_true.setObjectName("edit_edge_current")
        self.valid_to = self._time_edit("edit_edge_valid_to")
        until = QHBoxLayout()
        until.addWidget(self.still_true)
        until.addWidget(self.valid_to, 1)
        self.window_error = self._error_label("edit_edge_window_error")
        self.confidence = QDoubleSpinBox()
        self.confidence.setObjectName("edit_edge_confidence")
        self.confidence.setRange(0.0, 1.0)
        self.confidence.setSingleStep(0.05)
        self.confidence.setDecimals(2)
        self.properties = PropertiesTable()
        self.properties.setObjectName("edit_edge_properties")
        self.conflict_label = self._error_label("edit_edge_conflict")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        self.save_button: QPushButton = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        form = QFormLayout(self)
        form.addRow(intro)
        form.addRow("Type", self.type_combo)
        form.addRow("", self.type_error)
        form.addRow("Holds from", self.valid_from)
        form.addRow("Until", until)
        form.addRow("", self.window_error)
        form.addRow("Confidence", self.confidence)
        form.addRow("Properties", self.properties)
        form.addRow(self.conflict_label)
        form.addRow(self.buttons)
        self.resize(480, 460)
        self._show_edge(edge)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.type_combo.currentTextChanged.connect(lambda _t: self._check())
        self.valid_from.dateTimeChanged.connect(lambda _t: self._check())
        self.valid_to.dateTimeChanged.connect(lambda _t: self._check())
        self.still_true.toggled.connect(self._on_still_true)
        self.properties.validity_changed.connect(lambda _ok: self._check())
        self._check()

    @staticmethod
    def _time_edit(name: str) -> QDateTimeEdit:
        edit = QDateTimeEdit()
        edit.setObjectName(name)
        edit.setCalendarPopup(True)
        edit.setDisplayFormat("yyyy-MM-dd HH:mm:ss")
        return edit

    def _error_label(self, name: str) -> QLabel:
        label = QLabel()
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setStyleSheet(f"color: {error_color(self.palette()).name()};")
        label.setVisible(False)
        return label

    def _show_edge(self, edge: Edge) -> None:
        for field in FIELD_NAMES:
            self._show_field(field, edge)

    def _show_field(self, field: str, edge: Edge) -> None:
        """Put the edge's value of `field` in its widget (at the start, or after another writer
        changed it)."""
        if field == "type":
            self.type_combo.setCurrentText(edge.type)
        elif field == "valid_from":
            self._from_shown = QDateTime.fromMSecsSinceEpoch(edge.valid_from)
            self.valid_from.setDateTime(self._from_shown)
        elif field == "valid_to":
            end = edge.valid_to
            self._to_shown = QDateTime.fromMSecsSinceEpoch(end if end is not None else max(
                QDateTime.currentMSecsSinceEpoch(), edge.valid_from + 60_000))
            self.valid_to.setDateTime(self._to_shown)
            self.still_true.setChecked(end is None)
            self.valid_to.setEnabled(end is not None)
        elif field == "confidence":
            self.confidence.setValue(edge.confidence if edge.confidence is not None else 1.0)
        elif field == "properties":
            self.properties.set_properties(edge.properties, force=True)

    def _on_still_true(self, checked: bool) -> None:
        self.valid_to.setEnabled(not checked)
        self._check()

    # -- what the fields say -----------------------------------------------------------------

    def _time(self, edit: QDateTimeEdit, shown: QDateTime, stored: int | None) -> int | None:
        # Untouched, a field stands for the stored value to the millisecond (it shows seconds).
        if stored is not None and edit.dateTime() == shown:
            return stored
        return edit.dateTime().toMSecsSinceEpoch()

    def chosen_valid_from(self) -> int:
        return self._time(self.valid_from, self._from_shown, self.edge.valid_from)

    def chosen_valid_to(self) -> int | None:
        if self.still_true.isChecked():
            return None
        return self._time(self.valid_to, self._to_shown, self.edge.valid_to)

    def type_problem(self) -> str | None:
        text = self.type_combo.currentText().strip()
        if not text:
            return "A relationship needs a type."
        try:
            normalize_type_name(text, "relationship type")
        except KGError as exc:
            return str(exc)[:1].upper() + str(exc)[1:] + "."
        return None

    def window_problem(self) -> str | None:
        end = self.chosen_valid_to()
        if end is not None and end <= self.chosen_valid_from():
            return "It must end after it starts; to say it never held, delete it instead."
        return None

    def values(self) -> dict[str, Any]:
        properties, _problems = self.properties.validate()
        return {"type": normalize_type_name(self.type_combo.currentText().strip(), "relationship type"),
                "valid_from": self.chosen_valid_from(), "valid_to": self.chosen_valid_to(),
                "confidence": round(self.confidence.value(), 2), "properties": properties}

    def _check(self) -> bool:
        type_problem, window_problem = self.type_problem(), self.window_problem()
        for label, problem in ((self.type_error, type_problem), (self.window_error, window_problem)):
            label.setText(problem or "")
            label.setVisible(problem is not None)
        ok = type_problem is None and window_problem is None and not self.properties.has_errors
        self.save_button.setEnabled(ok and not self.waiting)
        return ok

    # -- saving ------------------------------------------------------------------------------

    def accept(self) -> None:  # noqa: D102 - Save: ask the store; close only once it has written
        if self.waiting:
            return
        _properties, problems = self.properties.validate()
        if problems:
            self.properties.show_problems(problems)
        if not self._check() or problems:
            return
        self.waiting = True
        self.save_button.setText("Saving…")
        self._check()
        self.save_requested.emit(self.edge, self.values())

    def nothing_to_save(self) -> None:
        """The values are the stored ones: close as if saved."""
        self.waiting = False
        super().accept()

    def save_answered(self, refusal: str | None, cause: Exception | None = None) -> None:
        """The store's answer: None (written: the dialog closes) or why not."""
        self.waiting = False
        self.save_button.setText("Save")
        if refusal is None:
            super().accept()
            return
        if isinstance(cause, EditConflictError) and isinstance(cause.record, Edge):
            self._rebase(cause)
        else:
            message = refusal.split(": ", 1)[1] if refusal.startswith("Cannot ") and ": " in refusal else refusal
            label = self.window_error if "overlap" in message or "valid" in message else self.conflict_label
            label.setText(message)
            label.setVisible(True)
        self._check_keeping_refusals()

    def _check_keeping_refusals(self) -> None:
        ok = self.type_problem() is None and self.window_problem() is None and not self.properties.has_errors
        self.save_button.setEnabled(ok)

    def _rebase(self, conflict: EditConflictError) -> None:
        """Another writer changed what this edit changes: say what they wrote, and start from it.
        The fields the person changed keep their values; the others now show the stored ones (so
        Save does not undo the other writer's change of a field the person never touched)."""
        theirs: Edge = conflict.record
        original, mine = self.edge, self.values()
        parts = []
        for c in conflict.conflicts:
            if c.field == "properties":
                parts.append(f"property “{c.key}” is now {c.current!r}")
            else:
                parts.append(f"its {FIELD_NAMES.get(c.field, c.field)} is now {_shown(c.field, c.current)}")
        self.edge = theirs
        for field in FIELD_NAMES:
            if field == "properties":
                continue
            before = getattr(original, field)
            if (mine[field] == before if field != "confidence" else abs(mine[field] - (before or 0)) < 1e-9):
                self._show_field(field, theirs)
            elif field == "valid_from":
                self._from_shown = QDateTime()  # typed: no longer the stored value
            elif field == "valid_to":
                self._to_shown = QDateTime()
        # My property changes over theirs.
        props = dict(theirs.properties)
        for key, value in property_patch(original.properties, mine["properties"]).items():
            if value is None:
                props.pop(key, None)
            else:
                props[key] = value
        self.properties.set_properties(props, force=True)
        self.conflict_label.setText(
            "While this was open another writer changed it: " + "; ".join(parts)
            + ". Your values are still here: Save writes them over theirs, Cancel keeps theirs.")
        self.conflict_label.setVisible(True)
