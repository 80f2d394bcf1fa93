"""Choose the workspace whose memory is shown, or start a new one."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QInputDialog, QLabel, QMessageBox, QToolButton, QWidget

from kgstore import KGError
from kgstore.validation import check_workspace_id

from ..style.icons import action_icon


class WorkspacePicker(QWidget):
    workspace_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.combo = QComboBox()
        self.combo.setObjectName("workspace_combo")
        self.combo.setMinimumContentsLength(12)
        self.combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.combo.setToolTip("Workspace: each has its own separate memory")
        self.new_button = QToolButton()
        self.new_button.setText("New…")
        self.new_button.setToolTip("Start a new, empty workspace")
        label = QLabel()
        label.setPixmap(action_icon("workspace").pixmap(18, 18))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(label)
        layout.addWidget(self.combo, 1)
        layout.addWidget(self.new_button)
        self._current: str | None = None
        self.combo.activated.connect(self._on_activated)
        self.new_button.clicked.connect(self.ask_new_workspace)

    def set_workspaces(self, workspaces: list[str], current: str | None) -> None:
        self.combo.blockSignals(True)
        self.combo.clear()
        names = sorted(set(workspaces) | ({current} if current else set()))
        self.combo.addItems(names)
        if current:
            self.combo.setCurrentText(current)
        self.combo.blockSignals(False)
        self._current = current

    def set_current(self, workspace: str) -> None:
        if self.combo.findText(workspace) < 0:
            self.combo.addItem(workspace)
        self.combo.blockSignals(True)
        self.combo.setCurrentText(workspace)
        self.combo.blockSignals(False)
        self._current = workspace

    def _on_activated(self, _index: int) -> None:
        name = self.combo.currentText()
        if name and name != self._current:
            self._current = name
            self.workspace_chosen.emit(name)

    def ask_new_workspace(self) -> None:
        name, ok = QInputDialog.getText(self, "New workspace", "Workspace id:")
        if not ok or not name.strip():
            return
        try:
            name = check_workspace_id(name)  # trimmed, as the store will take it
        except KGError as exc:
            QMessageBox.warning(self, "New workspace", str(exc))
            return
        if name:
            self.set_current(name)
            self.workspace_chosen.emit(name)
