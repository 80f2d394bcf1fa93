"""Choose the workspace whose memory is shown, or start a new one."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
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
        self._names: dict[str, str] = {}
        self.combo.activated.connect(self._on_activated)
        self.new_button.clicked.connect(self.ask_new_workspace)

    def set_workspaces(self, workspaces: list[str], current: str | None,
                       names: dict[str, str] | None = None) -> None:
        """Ids as items; each shows CoWork OS's name for it where `names` has one (the id is the
        item's data and its tooltip). Every named workspace is offered, data or not."""
        names = names or {}
        self._names = dict(names)
        ids = set(workspaces) | set(names) | ({current} if current else set())
        self.combo.blockSignals(True)
        self.combo.clear()
        for wid in sorted(ids, key=lambda w: (names.get(w, w).casefold(), w)):
            self._add_item(wid)
        if current:
            self.combo.setCurrentIndex(self.combo.findData(current))
        self.combo.blockSignals(False)
        self._current = current

    def _add_item(self, workspace_id: str) -> None:
        name = self._names.get(workspace_id)
        self.combo.addItem(name or workspace_id, workspace_id)
        if name:
            self.combo.setItemData(self.combo.count() - 1, f"{name}\nid {workspace_id}", Qt.ItemDataRole.ToolTipRole)

    def set_current(self, workspace: str) -> None:
        if self.combo.findData(workspace) < 0:
            self._add_item(workspace)
        self.combo.blockSignals(True)
        self.combo.setCurrentIndex(self.combo.findData(workspace))
        self.combo.blockSignals(False)
        self._current = workspace

    def current_workspace(self) -> str | None:
        """The id of the workspace shown (the item's data; its text may be CoWork's name)."""
        data = self.combo.currentData()
        return data if isinstance(data, str) else (self.combo.currentText() or None)

    def _on_activated(self, _index: int) -> None:
        workspace = self.current_workspace()
        if workspace and workspace != self._current:
            self._current = workspace
            self.workspace_chosen.emit(workspace)

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
