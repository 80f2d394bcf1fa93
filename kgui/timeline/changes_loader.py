"""What changed between two times marked on the time bar, fetched from the store worker.

A span marked on the track (TimeSlider.range_chosen) becomes a request for the store's
ChangeSet (kgstore.Workspace.changes_between: a few queries, whatever the workspace's size);
while the span is dragged the requests are coalesced, and only the newest answer is shown
(supersede_key, and a generation number). The graph is shown as of the later time meanwhile,
with what ended since the earlier one still drawn (CanvasBinding.ended_after); ending the
comparison brings back the moment shown before it. Writes (ours, or another process's) ask
again while a span is marked; another workspace ends the comparison.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, QTimer, Signal

from ..session import ExplorerSession
from .as_of_controller import AsOfController
from .time_slider import TimeSlider

log = logging.getLogger(__name__)

REQUEST_DELAY_MS = 60  # a span being dragged asks a few times a second, not per mouse move
MAX_LISTED = 2000  # changes of each kind fetched for the list and the canvas


class ChangesLoader(QObject):
    span_changed = Signal(object)  # (earlier, later) ms compared, or None: the comparison ended
    changes_loaded = Signal(object)  # kgstore.ChangeSet of the span compared
    failed = Signal(str)

    def __init__(self, session: ExplorerSession, slider: TimeSlider, as_of: AsOfController,
                 parent: QObject | None = None):
        super().__init__(parent)
        self.session = session
        self.slider = slider
        self.as_of = as_of
        self.span: tuple[int, int] | None = None
        self.changes = None  # the newest ChangeSet shown
        self.generation = 0
        self.requests = 0
        self._waiting = 0  # the generation of the request in flight (0: none)
        self._as_of_before: int | None = None  # shown again when the comparison ends
        self._workspace: str | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(REQUEST_DELAY_MS)
        self._timer.timeout.connect(self.request)
        slider.range_chosen.connect(self.compare)
        sig = session.signals
        sig.stats_changed.connect(lambda _s: self._refresh())
        session.workspace_reloaded.connect(lambda _s: self._refresh())
        sig.graph_reset.connect(self._on_reset)

    @property
    def pending(self) -> bool:
        """A request is scheduled or unanswered."""
        return self._timer.isActive() or self._waiting != 0

    def compare(self, span: tuple[int, int] | None) -> None:
        """Show what changed after span[0] up to span[1] (None: end the comparison)."""
        if span is None:
            self._end()
            return
        t1, t2 = int(min(span)), int(max(span))
        if self.span is None:
            self._as_of_before = self.session.model.as_of
            self._workspace = self.session.workspace_id
        self.span = (t1, t2)
        # The graph as of the later time; its right end is "now".
        self.as_of.request(None if t2 >= self.slider.track.hi else t2)
        self.span_changed.emit(self.span)
        self._timer.start()

    def request(self) -> None:
        self._timer.stop()
        if self.span is None or self.session.workspace_id is None:
            return
        self.generation += 1
        generation = self._waiting = self.generation
        self.requests += 1
        workspace = self.session.workspace_id
        t1, t2 = self.span
        self.session.submit(
            "changes_between", start=t1, end=t2, limit=MAX_LISTED, supersede_key="changes_between",
            on_done=lambda changes: self._on_loaded(changes, generation, workspace),
            on_error=lambda message: self._on_failed(message, generation))

    def _on_loaded(self, changes, generation: int, workspace: str) -> None:
        if generation != self.generation:
            return  # a newer span is on its way
        self._waiting = 0
        if self.span is None or workspace != self.session.workspace_id:
            return
        self.changes = changes
        self.changes_loaded.emit(changes)

    def _on_failed(self, message: str, generation: int) -> None:
        if generation != self.generation:
            return
        self._waiting = 0
        log.warning("what changed could not be read: %s", message)
        self.failed.emit(message)

    def _refresh(self) -> None:
        if self.span is not None:
            self._timer.start()

    def _end(self) -> None:
        if self.span is None:
            return
        self.span = None
        self.changes = None
        self.generation += 1  # an answer still on its way is not shown
        self._waiting = 0
        self._timer.stop()
        self.slider.compare(None)
        self.as_of.request(self._as_of_before)
        self.span_changed.emit(None)

    def _on_reset(self, workspace) -> None:
        if self.span is not None and workspace != self._workspace:
            self._end()  # the span was about another workspace's history
