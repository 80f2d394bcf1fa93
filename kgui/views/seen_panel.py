"""A panel that reads its list from the store only while someone can see it (the Review and
Tasks panels): changes mark it stale and ask for a refresh a moment later, coalesced; a panel
that is closed, or a tab behind another, reads again once it is shown."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QWidget

REFRESH_DELAY_MS = 80  # many changes in a row: one read


class SeenPanel(QWidget):
    """Subclasses define refresh(), and set `_stale` when they skip reading the list."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._stale = True  # not read since the last change (it is read when shown)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(REFRESH_DELAY_MS)
        self._timer.timeout.connect(self.refresh)

    def refresh(self) -> None:
        raise NotImplementedError

    def schedule_refresh(self) -> None:
        if not self._timer.isActive():
            self._timer.start()

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self.shown_again()

    def shown_again(self) -> None:
        """Shown, or its tab brought to the front: read what changed while it was not seen."""
        if self._stale:
            self.schedule_refresh()

    def is_seen(self) -> bool:
        # A tab behind another is "visible" to Qt, moved out of the window: nobody sees it.
        return self.isVisible() and not self.visibleRegion().isEmpty()
