"""New relationship: direction, type (built-in or custom), the other entity, optional start."""

from __future__ import annotations

from PySide6.QtCore import QDateTime
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateTimeEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QWidget,
)

from kgstore import Entity

from ..model.vocabulary import BUILTIN_EDGE_TYPES
from ..session import ExplorerSession
from .entity_picker import EntityPicker

OUTGOING, INCOMING = "outgoing", "incoming"


class NewRelationshipDialog(QDialog):
    def __init__(self, session: ExplorerSession, entity: Entity, direction: str = OUTGOING,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("new_relationship_dialog")
        self.setWindowTitle(f"New relationship — {entity.name}")
        self.entity = entity
        self.direction = QComboBox()
        self.direction.addItem(f"{entity.name} → other entity", OUTGOING)
        self.direction.addItem(f"other entity → {entity.name}", INCOMING)
        self.direction.setCurrentIndex(0 if direction == OUTGOING else 1)
        self.edge_type = QComboBox()
        self.edge_type.setObjectName("edge_type_combo")
        self.edge_type.setEditable(True)
        self.edge_type.addItems(sorted(set(BUILTIN_EDGE_TYPES) | set(session.model.edge_types())))
        self.edge_type.setCurrentText("uses")
        self.edge_type.setToolTip("A built-in type, or type a new one")
        self.picker = EntityPicker(session, exclude_id=entity.id)
        self.started_earlier = QCheckBox("Started earlier:")
        self.valid_from = QDateTimeEdit(QDateTime.currentDateTime())
        self.valid_from.setCalendarPopup(True)
        self.valid_from.setDisplayFormat("yyyy-MM-dd HH:mm")
        self.valid_from.setEnabled(False)
        start_row = QHBoxLayout()
        start_row.addWidget(self.started_earlier)
        start_row.addWidget(self.valid_from, 1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Create")
        form = QFormLayout(self)
        form.addRow("Direction", self.direction)
        form.addRow("Type", self.edge_type)
        form.addRow("Other entity", self.picker)
        form.addRow("Valid from", start_row)
        form.addRow(self.buttons)
        self.resize(480, 460)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.started_earlier.toggled.connect(self.valid_from.setEnabled)
        self.picker.entity_picked.connect(lambda _e: self._update_ok())
        self.edge_type.currentTextChanged.connect(lambda _t: self._update_ok())
        self._update_ok()

    def _update_ok(self) -> None:
        ok = self.picker.selected is not None and bool(self.edge_type.currentText().strip())
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)

    def endpoints(self) -> tuple[Entity, Entity]:
        other = self.picker.selected
        if self.direction.currentData() == OUTGOING:
            return self.entity, other
        return other, self.entity

    def chosen_type(self) -> str:
        return self.edge_type.currentText().strip()

    def chosen_valid_from(self) -> int | None:
        if not self.started_earlier.isChecked():
            return None
        return self.valid_from.dateTime().toMSecsSinceEpoch()
