"""Edit an observation's text (a typo, a wrong name): the same observation, corrected.

It stays open until the store has written it; a refusal (the entity already has that text) is
shown under the text with the typing kept. If another writer changed the text while the dialog
was open, their text is shown beside yours: Save writes yours over it, Cancel keeps theirs.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from kgstore import EditConflictError, Observation

from ..style.colors import error_color
from ..style.formatting import format_time

MAX_LENGTH = 10_000  # the store's limit for an observation


class EditObservationDialog(QDialog):
    save_requested = Signal(object, str)  # (the Observation the edit starts from, the new text)

    def __init__(self, observation: Observation, entity_name: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("edit_observation_dialog")
        self.setWindowTitle("Edit observation")
        self.observation = observation
        self.waiting = False
        intro = QLabel(f"An observation of <b>{entity_name}</b>, recorded {format_time(observation.created_at)} "
                       f"by {observation.source}. It keeps its time; it will count as yours.")
        intro.setWordWrap(True)
        self.text_edit = QPlainTextEdit(observation.content)
        self.text_edit.setObjectName("edit_observation_text")
        self.error_label = QLabel()
        self.error_label.setObjectName("edit_observation_error")
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet(f"color: {error_color(self.palette()).name()};")
        self.error_label.setVisible(False)
        self.theirs_box = QGroupBox("Theirs — stored now")
        self.theirs_text = QPlainTextEdit()
        self.theirs_text.setObjectName("edit_observation_theirs")
        self.theirs_text.setReadOnly(True)
        self.conflict_label = QLabel()
        self.conflict_label.setObjectName("edit_observation_conflict")
        self.conflict_label.setWordWrap(True)
        theirs_layout = QVBoxLayout(self.theirs_box)
        theirs_layout.addWidget(self.conflict_label)
        theirs_layout.addWidget(self.theirs_text)
        self.theirs_box.setVisible(False)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        self.save_button: QPushButton = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.text_edit, 1)
        layout.addWidget(self.error_label)
        layout.addWidget(self.theirs_box, 1)
        layout.addWidget(self.buttons)
        self.resize(480, 300)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.text_edit.textChanged.connect(self._check)
        self._check()

    def text(self) -> str:
        return self.text_edit.toPlainText().strip()

    def problem(self) -> str | None:
        text = self.text()
        if not text:
            return "An observation cannot be empty; to remove it, delete it instead."
        if len(text) > MAX_LENGTH:
            return f"An observation holds at most {MAX_LENGTH:,} characters (this has {len(text):,})."
        return None

    def _check(self) -> None:
        problem = self.problem()  # a refusal shown was about the text before this change
        self.error_label.setText(problem or "")
        self.error_label.setVisible(problem is not None)
        self.save_button.setEnabled(problem is None and not self.waiting)

    def accept(self) -> None:  # noqa: D102 - Save: close only once the store has written it
        if self.waiting or self.problem() is not None:
            self._check()
            return
        if self.text() == self.observation.content:
            super().accept()  # nothing changed
            return
        self.waiting = True
        self.save_button.setText("Saving…")
        self._check()
        self.save_requested.emit(self.observation, self.text())

    def save_answered(self, refusal: str | None, cause: Exception | None = None) -> None:
        self.waiting = False
        self.save_button.setText("Save")
        if refusal is None:
            super().accept()
            return
        if isinstance(cause, EditConflictError) and isinstance(cause.record, Observation):
            theirs: Observation = cause.record
            self.observation = theirs  # Save now writes over their text, knowingly
            self.theirs_text.setPlainText(theirs.content)
            self.theirs_box.setVisible(True)
            self.resize(self.width(), max(self.height(), 460))
            writer = "someone" if theirs.source == "manual" else f"the {theirs.source}"
            self.conflict_label.setText(f"While this was open, {writer} changed the text to this. Yours is "
                                        "kept above: Save writes it over theirs, Cancel keeps theirs.")
        else:
            message = refusal.split(": ", 1)[1] if refusal.startswith("Cannot ") and ": " in refusal else refusal
            self.error_label.setText(message[:1].upper() + message[1:])
            self.error_label.setVisible(True)
        self.save_button.setEnabled(self.problem() is None)
        self.text_edit.setFocus()
