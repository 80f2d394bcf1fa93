"""New entity: type (built-in or custom), name, description."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLineEdit, QPlainTextEdit, QWidget


class NewEntityDialog(QDialog):
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
        self.description_edit = QPlainTextEdit()
        self.description_edit.setPlaceholderText("Optional")
        self.description_edit.setFixedHeight(90)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Create")
        form = QFormLayout(self)
        form.addRow("Type", self.type_combo)
        form.addRow("Name", self.name_edit)
        form.addRow("Description", self.description_edit)
        form.addRow(self.buttons)
        self.resize(420, 260)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.name_edit.textChanged.connect(lambda _t: self._update_ok())
        self.type_combo.currentTextChanged.connect(lambda _t: self._update_ok())
        self._update_ok()

    def _update_ok(self) -> None:
        ok = bool(self.name_edit.text().strip()) and bool(self.type_combo.currentText().strip())
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)

    def values(self) -> dict:
        return {
            "type": self.type_combo.currentText().strip(),
            "name": self.name_edit.text().strip(),
            "description": self.description_edit.toPlainText().strip() or None,
        }
