"""New entity: type (built-in or custom), name, description, properties.

The dialog stays open until the store has created the entity: a refusal (the name is taken, a
value is too long) is shown at the field it is about, with everything typed kept, and Create can
be pressed again. Properties are checked as they are typed, like the inspector's.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QWidget,
)

from ..style.colors import error_color
from ..views.inspector.properties_table import PropertiesTable


class NewEntityDialog(QDialog):
    create_requested = Signal(dict)  # the values; the owner answers with creation_answered()

    def __init__(self, type_names: list[str], default_type: str = "concept", parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("new_entity_dialog")
        self.setWindowTitle("New entity")
        self.type_combo = QComboBox()
        self.type_combo.setEditable(True)
        self.type_combo.addItems(type_names)
        self.type_combo.setCurrentText(default_type)
        self.type_combo.setToolTip("A built-in type, or type a new (custom) one")
        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("new_entity_name")
        self.name_error = QLabel()
        self.name_error.setObjectName("new_entity_name_error")
        self.name_error.setWordWrap(True)
        self.name_error.setVisible(False)
        self.description_edit = QPlainTextEdit()
        self.description_edit.setPlaceholderText("Optional")
        self.description_edit.setFixedHeight(90)
        self.properties = PropertiesTable()
        self.properties.setObjectName("new_entity_properties")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.create_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.create_button.setText("Create")
        form = QFormLayout(self)
        form.addRow("Type", self.type_combo)
        form.addRow("Name", self.name_edit)
        form.addRow("", self.name_error)
        form.addRow("Description", self.description_edit)
        form.addRow("Properties", self.properties)
        form.addRow(self.buttons)
        self.resize(460, 420)
        self.waiting = False  # Create was pressed and the store has not answered yet
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.name_edit.textChanged.connect(lambda _t: self._on_name_edited())
        self.type_combo.currentTextChanged.connect(lambda _t: self._on_name_edited())
        self.properties.validity_changed.connect(lambda _ok: self._update_ok())
        self._update_ok()

    def _on_name_edited(self) -> None:
        self.name_error.setVisible(False)  # the refusal was about the text that was there
        self._update_ok()

    def _update_ok(self) -> None:
        ok = (bool(self.name_edit.text().strip()) and bool(self.type_combo.currentText().strip())
              and not self.properties.has_errors and not self.waiting)
        self.create_button.setEnabled(ok)

    def values(self) -> dict:
        properties, _problems = self.properties.validate()
        return {
            "type": self.type_combo.currentText().strip(),
            "name": self.name_edit.text().strip(),
            "description": self.description_edit.toPlainText().strip() or None,
            "properties": properties or None,
        }

    def accept(self) -> None:  # noqa: D102 - Create: ask the store; close only once it has created
        if self.waiting:
            return
        properties, problems = self.properties.validate()
        if problems:
            self.properties.show_problems(problems)
            self._update_ok()
            return
        if not self.name_edit.text().strip():
            self.show_error("An entity needs a name")
            return
        self.waiting = True
        self._update_ok()
        self.create_button.setText("Creating…")
        self.create_requested.emit(self.values())

    def creation_answered(self, refusal: str | None) -> None:
        """The store's answer: None (created: the dialog closes) or why it was refused."""
        self.waiting = False
        self.create_button.setText("Create")
        if refusal is None:
            super().accept()
            return
        self.show_error(refusal)
        self._update_ok()

    def show_error(self, message: str) -> None:
        self.name_error.setText(message)
        self.name_error.setStyleSheet(f"color: {error_color(self.palette()).name()};")
        self.name_error.setVisible(True)
        self.name_edit.setFocus()
        self.name_edit.selectAll()
