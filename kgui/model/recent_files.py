"""File ▸ Open Recent: the knowledge-graph files opened last, newest first.

Plain Python over a list of paths; the window keeps the list in its QSettings
(kgui.views.recent_files_menu) and records every file that opened (also the --db one).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from pathlib import Path

RECENT_LIMIT = 8


def normal_path(path: str | os.PathLike) -> str:
    """One spelling per file, so reopening it moves it up instead of adding it twice."""
    return str(Path(path).expanduser().resolve())


class RecentFiles:
    def __init__(self, paths: Iterable[str] = (), *, limit: int = RECENT_LIMIT,
                 exists: Callable[[str], bool] = os.path.isfile):
        self.limit = limit
        self._exists = exists
        self._paths: list[str] = []
        for path in paths:
            if path and normal_path(path) not in self._paths:
                self._paths.append(normal_path(path))
        del self._paths[limit:]

    @property
    def paths(self) -> list[str]:
        """Newest first."""
        return list(self._paths)

    def add(self, path: str | os.PathLike) -> None:
        """`path` was opened: it goes to the top (the oldest falls off past the limit)."""
        path = normal_path(path)
        if path in self._paths:
            self._paths.remove(path)
        self._paths.insert(0, path)
        del self._paths[self.limit:]

    def remove(self, path: str | os.PathLike) -> bool:
        path = normal_path(path)
        if path not in self._paths:
            return False
        self._paths.remove(path)
        return True

    def clear(self) -> None:
        self._paths.clear()

    def exists(self, path: str) -> bool:
        return self._exists(path)

    def missing(self) -> list[str]:
        """The listed files that are no longer there (moved, deleted, on a drive not mounted)."""
        return [p for p in self._paths if not self._exists(p)]


def settings_list(value) -> list[str]:
    """A list kept in QSettings as read back: an ini file gives a one-item list as a plain string."""
    if value is None:
        return []
    if isinstance(value, str):
        return [value] if value else []
    return [str(v) for v in value]
