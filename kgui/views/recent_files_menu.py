"""File ▸ Open Recent: the files opened last (kept in QSettings), newest first; a file no longer
there is shown greyed out, and choosing one that vanished since takes it off with a message."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, QSettings, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from ..model.recent_files import RecentFiles, normal_path, settings_list

RECENT_KEY = "recent/files"
FOLDER_CHARS = 48  # the folder column is cut in the middle past this width in characters


def _home_relative(folder: Path) -> str:
    try:
        return "~/" + str(folder.relative_to(Path.home()))
    except ValueError:
        return str(folder)


class RecentFilesMenu(QObject):
    """Owns the Open Recent submenu; `file_chosen` carries the path of an entry that still exists."""

    file_chosen = Signal(str)
    missing_chosen = Signal(str)  # the file went away after the menu was drawn; it was taken off

    def __init__(self, settings: QSettings, parent: QWidget | None = None):
        super().__init__(parent)
        self.settings = settings
        self.recent = RecentFiles(settings_list(settings.value(RECENT_KEY)))
        self.current_path: str | None = None
        self.menu = QMenu("Open &Recent", parent)
        self.menu.setObjectName("open_recent_menu")
        self.menu.setToolTipsVisible(True)
        self.clear_action = QAction("&Clear Recent", self)
        self.clear_action.setObjectName("clear_recent")
        self.clear_action.setStatusTip("Forget the list of recently opened files")
        self.clear_action.triggered.connect(self.clear)
        self.menu.aboutToShow.connect(self.rebuild)  # files may have come or gone since
        self.rebuild()

    # -- the list -------------------------------------------------------------------------

    def record(self, path: str) -> None:
        """`path` was opened (the current file from now on)."""
        self.current_path = normal_path(path)
        self.recent.add(path)
        self._save()

    def clear(self) -> None:
        self.recent.clear()
        self._save()

    def forget(self, path: str) -> None:
        if self.recent.remove(path):
            self._save()

    def _save(self) -> None:
        self.settings.setValue(RECENT_KEY, self.recent.paths)
        self.rebuild()

    # -- the menu -------------------------------------------------------------------------

    def file_actions(self) -> list[QAction]:
        return [a for a in self.menu.actions() if a.data()]

    def rebuild(self) -> None:
        # Not menu.clear(): this may run inside the triggered signal of an entry being removed.
        for action in self.menu.actions():
            self.menu.removeAction(action)
            if action is not self.clear_action:
                action.deleteLater()
        paths = self.recent.paths
        if not paths:
            empty = self.menu.addAction("No Recent Files")
            empty.setObjectName("no_recent_files")
            empty.setEnabled(False)
        metrics = self.menu.fontMetrics()
        for n, path in enumerate(paths, 1):
            file = Path(path)
            folder = metrics.elidedText(_home_relative(file.parent), Qt.TextElideMode.ElideMiddle,
                                        metrics.averageCharWidth() * FOLDER_CHARS)
            exists = self.recent.exists(path)
            name = file.name.replace("&", "&&")
            label = f"&{n} {name}" if n < 10 else name
            if not exists:
                label += " (not found)"
            action = self.menu.addAction(f"{label}\t{folder}")
            action.setData(path)
            if path == self.current_path:
                action.setCheckable(True)
                action.setChecked(True)
                action.setToolTip(f"{path}\n(open now)")
            elif exists:
                action.setToolTip(path)
            else:
                action.setEnabled(False)
                action.setToolTip(f"{path}\nis not there any more (moved, deleted, or on a drive "
                                  "that is not connected)")
            action.triggered.connect(lambda _checked=False, p=path: self._choose(p))
        self.menu.addSeparator()
        self.menu.addAction(self.clear_action)
        self.clear_action.setEnabled(bool(paths))

    def _choose(self, path: str) -> None:
        if path == self.current_path:
            return  # open already (the entry's tick comes back when the menu is next shown)
        if not self.recent.exists(path):
            # Opening a path that is not there would create an empty file in its place.
            self.forget(path)
            self.missing_chosen.emit(path)
            return
        self.file_chosen.emit(path)
