"""File → Restore Backup…: choose a backup, see what it holds and what restoring would undo.

Restoring the open workspace only is the first choice (it touches no other workspace); the
whole-file restore names, before it is chosen, what is newer than the backup in every workspace
of the file — what it would take away. The dialog asks the store worker for each backup's
preview and draws only the answer for the backup still selected.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..style.formatting import format_time
from ..worker.protocol import BackupEntry

REASONS = {
    "clear": "before Clear All Memories",
    "before-restore": "before a restore",
    "before-upgrade": "before an upgrade",
    "before-init": "before knowledge-graph tables were added",
    "before-cleanup": "before the one-time cleanup",
    "manual": "made by hand",
}


def describe_reason(reason: str) -> str:
    return REASONS.get(reason, reason or "backup")


def describe_counts(c) -> str:
    return (f"{c.entities:,} entit{'y' if c.entities == 1 else 'ies'}, {c.edges:,} relationship"
            f"{'' if c.edges == 1 else 's'}, {c.observations:,} observation{'' if c.observations == 1 else 's'}")


class RestoreBackupDialog(QDialog):
    """Emits `restore_requested(path, workspace)`; workspace None means the whole file."""

    restore_requested = Signal(str, object)

    def __init__(self, backups: list[BackupEntry], workspace: str | None,
                 request_preview: Callable[[str, Callable], None], *, preselect: str | None = None,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("restore_dialog")
        self.setWindowTitle("Restore Backup")
        self.workspace = workspace
        self._request_preview = request_preview
        self.previews: dict[str, object] = {}
        intro = QLabel("Choose a backup. Restoring the open workspace leaves every other workspace as it is "
                       "now; restoring the whole file brings back every workspace as it was. Either way the "
                       "current state is backed up first.")
        intro.setWordWrap(True)
        self.list = QListWidget()
        self.list.setObjectName("restore_backup_list")
        for entry in backups:
            size = f"{entry.size / 1024:,.0f} KiB" if entry.size is not None else ""
            item = QListWidgetItem(f"{format_time(entry.made_at, seconds=True)}   {describe_reason(entry.reason)}"
                                   f"   {size}")
            item.setData(Qt.ItemDataRole.UserRole, str(entry.path))
            item.setToolTip(str(entry.path))
            self.list.addItem(item)
        self.details = QLabel("")
        self.details.setObjectName("restore_details")
        self.details.setWordWrap(True)
        self.details.setTextFormat(Qt.TextFormat.RichText)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.workspace_button: QPushButton | None = None
        if workspace is not None:
            self.workspace_button = self.buttons.addButton(f"Restore “{workspace}” Only",
                                                           QDialogButtonBox.ButtonRole.AcceptRole)
            self.workspace_button.setObjectName("restore_workspace_button")
            self.workspace_button.clicked.connect(lambda: self._restore(self.workspace))
        self.file_button = self.buttons.addButton("Restore Whole File", QDialogButtonBox.ButtonRole.DestructiveRole)
        self.file_button.setObjectName("restore_file_button")
        self.file_button.clicked.connect(lambda: self._restore(None))
        self.buttons.rejected.connect(self.reject)
        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        cancel.setDefault(True)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.list)
        layout.addWidget(self.details)
        layout.addWidget(self.buttons)
        self.resize(620, 460)
        self.list.currentItemChanged.connect(lambda item, _prev: self._selected(item))
        paths = [str(e.path) for e in backups]
        self.list.setCurrentRow(paths.index(preselect) if preselect in paths else 0)

    @property
    def selected_path(self) -> str | None:
        item = self.list.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item is not None else None

    def _selected(self, item) -> None:
        for button in (self.workspace_button, self.file_button):
            if button is not None:
                button.setEnabled(False)
        if item is None:
            return
        path = item.data(Qt.ItemDataRole.UserRole)
        if path in self.previews:
            self._show(path)
            return
        self.details.setText("Reading the backup…")
        self._request_preview(path, lambda preview, p=path: self.preview_arrived(p, preview))

    def preview_arrived(self, path: str, preview) -> None:
        self.previews[path] = preview
        if path == self.selected_path:  # an answer for a backup no longer selected is kept, not drawn
            self._show(path)

    def _show(self, path: str) -> None:
        preview = self.previews[path]
        if isinstance(preview, str):  # the worker's error message
            self.details.setText(f"<b>This backup cannot be read:</b> {preview}")
            return
        taken = format_time(preview.made_at, seconds=True)
        held = "".join(f"<li>“{ws}”: {describe_counts(c)}</li>" for ws, c in preview.in_backup.items()) \
            or "<li>nothing</li>"
        text = f"<p>Taken <b>{taken}</b> ({describe_reason(preview.reason)}). It holds:</p><ul>{held}</ul>"
        if preview.newer:
            newer = "".join(f"<li>“{ws}”: {describe_counts(c)}</li>" for ws, c in preview.newer.items())
            text += ("<p><b>Written since then</b> (restoring the whole file takes this away):</p>"
                     f"<ul>{newer}</ul>")
            others = [ws for ws in preview.newer if ws != self.workspace]
            if self.workspace is not None and others:
                text += (f"<p>Restoring “{self.workspace}” only keeps what was written in "
                         f"{', '.join(f'“{w}”' for w in others)}.</p>")
        else:
            text += "<p>Nothing in this file is newer than the backup.</p>"
        self.details.setText(text)
        holds_workspace = self.workspace in preview.in_backup
        if self.workspace_button is not None:
            self.workspace_button.setEnabled(holds_workspace)
            self.workspace_button.setToolTip("" if holds_workspace else
                                             f"This backup holds nothing of “{self.workspace}”.")
        self.file_button.setEnabled(True)

    def _restore(self, workspace: str | None) -> None:
        path = self.selected_path
        if path is None:
            return
        self.restore_requested.emit(path, workspace)
        self.accept()

    def backup_name(self) -> str:
        return Path(self.selected_path or "").name
