"""Invalidate a relationship: when did it stop being true? (default: now).

A time at or before the relationship's start is refused at the field, with what was typed kept,
rather than quietly moved (a widget minimum would snap it back without a word).
"""

from __future__ import annotations

from PySide6.QtCore import QDateTime
from PySide6.QtWidgets import QDateTimeEdit, QDialog, QDialogButtonBox, QLabel, QPushButton, QVBoxLayout, QWidget

from kgstore import Edge

from ..style.colors import error_color
from ..style.formatting import format_time


class InvalidateDialog(QDialog):
    def __init__(self, edge: Edge, phrase: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("invalidate_dialog")
        self.setWindowTitle("Invalidate relationship")
        self.edge = edge
        intro = QLabel(f"<b>{phrase}</b><br>true since {format_time(edge.valid_from)}.<br><br>"
                       "When did it stop being true? The relationship stays in the history.")
        intro.setWordWrap(True)
        self.valid_to = QDateTimeEdit(QDateTime.currentDateTime())
        self.valid_to.setObjectName("valid_to_edit")
        self.valid_to.setCalendarPopup(True)
        self.valid_to.setDisplayFormat("yyyy-MM-dd HH:mm:ss")
        self.error_label = QLabel()
        self.error_label.setObjectName("valid_to_error")
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet(f"color: {error_color(self.palette()).name()};")
        self.error_label.setVisible(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.invalidate_button: QPushButton = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.invalidate_button.setText("Invalidate")
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.valid_to)
        layout.addWidget(self.error_label)
        layout.addWidget(buttons)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.valid_to.dateTimeChanged.connect(lambda _t: self._check())
        self._check()

    def problem(self) -> str | None:
        """Why the chosen time cannot end the relationship, or None."""
        if self.valid_to.dateTime().toMSecsSinceEpoch() <= self.edge.valid_from:
            return (f"It must end after it started ({format_time(self.edge.valid_from)}); "
                    "to say it never held, delete it instead.")
        return None

    def _check(self) -> None:
        problem = self.problem()
        self.error_label.setText(problem or "")
        self.error_label.setVisible(problem is not None)
        self.invalidate_button.setEnabled(problem is None)

    def accept(self) -> None:  # noqa: D102 - refused while the time is before the start
        if self.problem() is None:
            super().accept()
        else:
            self._check()
            self.valid_to.setFocus()

    def valid_to_ms(self) -> int:
        return self.valid_to.dateTime().toMSecsSinceEpoch()
