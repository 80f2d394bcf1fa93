"""Someone else changed what you were editing: keep yours, take theirs, or merge the two.

Shown when the store refused an inspector edit because another writer (an agent, the CLI) changed
the field after the person started editing it (kgstore.EditConflictError). Nothing has been
written; the inspector keeps what the person typed until they choose here. Closing the dialog
decides nothing: their text stays stored and yours stays in the field, unsaved.
"""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from kgstore import EditConflictError, FieldConflict

MINE, THEIRS, MERGED = "mine", "theirs", "merged"
TEXT_FIELDS = ("description",)


def merge_template(theirs: str, mine: str, writer: str) -> str:
    """Both texts, one after the other under headings that cannot be mistaken for either."""
    return f"[Their text, by {writer}]\n{theirs}\n\n[Your text]\n{mine}\n"


def value_text(value: Any) -> str:
    if value is None or value == "":
        return "(empty)"
    if isinstance(value, str):
        return value
    if isinstance(value, float):
        return f"{value:.2f}"
    return json.dumps(value, ensure_ascii=False)


class EditConflictDialog(QDialog):
    def __init__(self, conflict: EditConflictError, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("edit_conflict_dialog")
        self.setWindowTitle("Changed by someone else")
        self.conflict = conflict
        self.choice: str | None = None
        entity = conflict.entity
        text = next((c for c in conflict.conflicts if c.field in TEXT_FIELDS), None)
        self.text_conflict: FieldConflict | None = text
        self.writer = (entity.description_source if text is not None else None) or "another writer"

        what = ", ".join(c.label for c in conflict.conflicts)
        intro = QLabel(
            f"<b>While you were editing the {what} of {entity.type} “{entity.name}”, "
            f"{'another writer' if self.writer == 'another writer' else 'the ' + self.writer} changed it.</b><br>"
            "Nothing has been saved yet. Choose what to keep.")
        intro.setObjectName("conflict_intro")
        intro.setWordWrap(True)
        intro.setTextFormat(Qt.TextFormat.RichText)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)

        self.theirs_edit = self.mine_edit = self.merge_edit = None
        if text is not None:
            self.theirs_edit = self._text_box(layout, f"Theirs — stored now, written by {self.writer}",
                                              text.current or "", "theirs_text")
            self.mine_edit = self._text_box(layout, "Yours — what you typed", text.mine or "", "mine_text")
            self.merge_box = QGroupBox("Merged — edit it, then Save Merged")
            self.merge_edit = QPlainTextEdit(merge_template(text.current or "", text.mine or "", self.writer))
            self.merge_edit.setObjectName("merge_text")
            QVBoxLayout(self.merge_box).addWidget(self.merge_edit)
            self.merge_box.setVisible(False)
            layout.addWidget(self.merge_box)
        others = [c for c in conflict.conflicts if c is not text]
        if others:
            grid = QGridLayout()
            for col, heading in enumerate(("Field", "Theirs (stored now)", "Yours")):
                label = QLabel(f"<b>{heading}</b>")
                grid.addWidget(label, 0, col)
            for row, c in enumerate(others, start=1):
                grid.addWidget(QLabel(c.label), row, 0)
                for col, value in ((1, c.current), (2, c.mine)):
                    label = QLabel(value_text(value))
                    label.setWordWrap(True)
                    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
                    grid.addWidget(label, row, col)
            layout.addLayout(grid)
        layout.addStretch(1)

        self.buttons = QDialogButtonBox()
        self.keep_mine_button = self._button("Keep Mine", "Save your version over theirs", self.keep_mine)
        self.take_theirs_button = self._button("Take Theirs", "Save nothing; show their version",
                                               self.take_theirs)
        self.merge_button = self._button("Merge…", "Edit a text that holds both, then save it", self.merge)
        for button in (self.keep_mine_button, self.take_theirs_button, self.merge_button):
            self.buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
        self.merge_button.setVisible(text is not None)  # after addButton, which shows it
        layout.addWidget(self.buttons)
        self.resize(560, 520 if text is not None else 180)

    def _text_box(self, layout: QVBoxLayout, title: str, text: str, name: str) -> QPlainTextEdit:
        box = QGroupBox(title)
        edit = QPlainTextEdit(text)
        edit.setObjectName(name)
        edit.setReadOnly(True)
        QVBoxLayout(box).addWidget(edit)
        layout.addWidget(box)
        return edit

    def _button(self, text: str, tip: str, slot) -> QPushButton:
        button = QPushButton(text)
        button.setToolTip(tip)
        button.setAutoDefault(False)
        button.clicked.connect(slot)
        return button

    # -- choices --------------------------------------------------------------------------

    def keep_mine(self) -> None:
        self.choice = MINE
        self.accept()

    def take_theirs(self) -> None:
        self.choice = THEIRS
        self.accept()

    def merge(self) -> None:
        """First click: show the merge text. Second (Save Merged): save it."""
        if self.merge_edit is None:
            return
        if not self.merge_box.isVisible():
            self.merge_box.setVisible(True)
            self.resize(self.width(), max(self.height(), 720))  # room for the third text
            self.merge_button.setText("Save Merged")
            self.merge_edit.setFocus()
            return
        self.choice = MERGED
        self.accept()

    def merged_text(self) -> str:
        return self.merge_edit.toPlainText().strip() if self.merge_edit is not None else ""
