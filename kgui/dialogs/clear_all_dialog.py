"""Clear All Memories: states what will be removed, for which workspace; explicit confirmation."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from ..style.colors import error_color
from ..style.formatting import plural
from ..worker.protocol import ClearPreview


class ClearAllDialog(QDialog):
    def __init__(self, preview: ClearPreview, db_path: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("clear_all_dialog")
        self.setWindowTitle("Clear All Memories")
        self.preview = preview
        r = preview.removed
        items = [
            plural(r.entities, "entity", "entities"),
            plural(r.edges, "relationship") + (f" ({preview.current_edges:,} current)" if r.edges else ""),
            plural(r.observations, "observation"),
            plural(r.custom_types, "custom entity type"),
            plural(r.positions, "saved layout position"),
        ]
        lines = "".join(f"<li>{item}</li>" for item in items)
        self.summary = QLabel(
            f"<p>This removes the memory of workspace <b>{preview.workspace_id}</b>:</p>"
            f"<ul>{lines}</ul>"
            "<p>Other workspaces are not touched. A backup of the whole file is taken first and kept: "
            "<b>Restore</b> (offered right after clearing, and under <i>File → Restore Backup…</i>) "
            "brings this workspace back as it was, without changing the other workspaces.</p>"
        )
        self.summary.setObjectName("clear_all_summary")
        self.summary.setWordWrap(True)
        self.file_label = QLabel(f"File: {db_path}")
        self.file_label.setWordWrap(True)
        self.confirm_box = QCheckBox(f"Yes, remove all memories of “{preview.workspace_id}”")
        self.confirm_box.setObjectName("clear_all_confirm")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.clear_button = self.buttons.addButton("Clear All Memories", QDialogButtonBox.ButtonRole.DestructiveRole)
        self.clear_button.setObjectName("clear_all_button")
        self.clear_button.setEnabled(False)
        self.clear_button.setAutoDefault(False)
        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        cancel.setDefault(True)
        self.clear_button.setStyleSheet(f"QPushButton:enabled {{ color: {error_color(self.palette()).name()}; "
                                        "font-weight: 600; }")
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.file_label)
        layout.addWidget(self.confirm_box)
        layout.addWidget(self.buttons)
        self.confirm_box.toggled.connect(self.clear_button.setEnabled)
        self.clear_button.clicked.connect(self._on_clear)
        self.buttons.rejected.connect(self.reject)
        for label in (self.summary, self.file_label):
            label.setFixedWidth(440)  # wrapped text gets a height that fits it
        layout.setSizeConstraint(QVBoxLayout.SizeConstraint.SetFixedSize)

    def _on_clear(self) -> None:
        if self.confirm_box.isChecked():
            self.accept()
