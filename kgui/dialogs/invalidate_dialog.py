"""Invalidate a relationship: when did it stop being true? (default: now)."""

from __future__ import annotations

from PySide6.QtCore import QDateTime
from PySide6.QtWidgets import QDateTimeEdit, QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from kgstore import Edge

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
        self.valid_to.setMinimumDateTime(QDateTime.fromMSecsSinceEpoch(edge.valid_from + 1000))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Invalidate")
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.valid_to)
        layout.addWidget(buttons)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)

    def valid_to_ms(self) -> int:
        return max(self.valid_to.dateTime().toMSecsSinceEpoch(), self.edge.valid_from + 1)
