"""Status bar: counts of what is in the workspace, and a busy indicator for background work.

A message longer than the room left of the counts is drawn elided (the whole of it in the
status bar's tooltip), where QStatusBar would cut it off against the counts mid-word.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt, QTimer
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QLabel, QProgressBar, QStatusBar, QStyle, QStyleOption, QWidget

from ..style.formatting import plural

BUSY_DELAY_MS = 250  # short requests do not flash the indicator


class ExplorerStatusBar(QStatusBar):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.counts_label = QLabel()
        self.counts_label.setObjectName("counts_label")
        self.busy_label = QLabel()
        self.busy_bar = QProgressBar()
        self.busy_bar.setObjectName("busy_indicator")
        self.busy_bar.setFixedWidth(140)
        self.busy_bar.setMaximumHeight(14)
        self.busy_bar.setTextVisible(False)
        self.busy_bar.setRange(0, 0)
        self.busy_bar.setVisible(False)
        self.busy_label.setVisible(False)
        self.addPermanentWidget(self.busy_label)
        self.addPermanentWidget(self.busy_bar)
        self.addPermanentWidget(self.counts_label)
        self._busy = False
        self._show_timer = QTimer(self)
        self._show_timer.setSingleShot(True)
        self._show_timer.setInterval(BUSY_DELAY_MS)
        self._show_timer.timeout.connect(self._show_busy)
        self.messageChanged.connect(self._on_message_changed)

    # -- the message ----------------------------------------------------------------------

    def message_rect(self) -> QRect:
        """Where the message is drawn: from the left edge to the first permanent widget shown
        (as QStatusBar places it)."""
        left, right = 6, self.width() - 12
        shown = [w.x() for w in (self.busy_label, self.busy_bar, self.counts_label) if w.isVisible()]
        if shown:
            right = min(right, min(shown) - 2)
        return QRect(left, 0, max(right - left, 0), self.height())

    def drawn_message(self) -> str:
        """The message as drawn: elided with '…' where it does not fit."""
        return self.fontMetrics().elidedText(self.currentMessage(), Qt.TextElideMode.ElideRight,
                                             self.message_rect().width())

    def _on_message_changed(self, message: str) -> None:
        self.setToolTip(message if message and self.drawn_message() != message else "")

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._on_message_changed(self.currentMessage())

    def paintEvent(self, event) -> None:  # noqa: N802
        message = self.currentMessage()
        if not message:
            super().paintEvent(event)
            return
        # As QStatusBar paints, but the message elided to its room.
        p = QPainter(self)
        option = QStyleOption()
        option.initFrom(self)
        self.style().drawPrimitive(QStyle.PrimitiveElement.PE_PanelStatusBar, option, p, self)
        for w in (self.busy_label, self.busy_bar, self.counts_label):
            if w.isVisible():
                frame = QStyleOption()
                frame.rect = w.geometry().adjusted(-2, -1, 2, 1)
                frame.palette = self.palette()
                frame.state = QStyle.StateFlag.State_None
                self.style().drawPrimitive(QStyle.PrimitiveElement.PE_FrameStatusBarItem, frame, p, w)
        p.setPen(self.palette().windowText().color())
        p.drawText(self.message_rect(), Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter
                   | Qt.TextFlag.TextSingleLine, self.drawn_message())
        p.end()

    def set_counts(self, stats, workspace: str | None, loaded: int | None = None, truncated: bool = False) -> None:
        if stats is None:
            self.counts_label.setText(workspace or "")
            return
        text = (f"{workspace} · {plural(stats.entities, 'entity', 'entities')} · "
                f"{plural(stats.current_edges, 'relationship')}")
        if stats.edges != stats.current_edges:  # closed ones are kept as history, on top of the current
            text += f" (+{stats.edges - stats.current_edges:,} closed)"
        text += f" · {plural(stats.observations, 'observation')}"
        if truncated and loaded is not None:
            text += f" · showing {loaded:,}"
        self.counts_label.setText(text)

    def set_busy(self, busy: bool) -> None:
        self._busy = busy
        if busy:
            if not self._show_timer.isActive() and not self.busy_bar.isVisible():
                self._show_timer.start()
        else:
            self._show_timer.stop()
            self.busy_bar.setVisible(False)
            self.busy_label.setVisible(False)
            self.busy_bar.setRange(0, 0)

    def _show_busy(self) -> None:
        if self._busy:
            self.busy_bar.setVisible(True)

    @property
    def is_busy_shown(self) -> bool:
        return self.busy_bar.isVisible()

    def show_progress(self, done: int, total: int, text: str) -> None:
        if total > 0:
            self.busy_bar.setRange(0, total)
            self.busy_bar.setValue(done)
        else:
            self.busy_bar.setRange(0, 0)
        self.busy_label.setText(text)
        self.busy_label.setVisible(bool(text))
        self.busy_bar.setVisible(True)
