"""The time bar's histogram, fetched from the store worker.

The worker counts the workspace's changes per bin in SQL (kgstore.Workspace.change_histogram), in
steps: the request is a background one, so a search typed meanwhile is answered between two of
them. The GUI thread only asks and draws. A request goes out, coalesced, when a workspace opens
and when the track's width changes the number of bars it holds; and, paced, when the workspace
is reloaded (another process wrote) or the counts change after our own writes: while a request
is under way those wait for its answer (they do not start it over), and the next one goes out no
sooner than the last one took to be answered. An agent writing without pause into a workspace
of a million entities (counting takes seconds) so keeps the worker counting at most about half
the time, and the bars follow its writes a few seconds late; a small workspace's at once. Only
the newest answer is drawn (supersede_key, and a generation number for the workspace it was
asked for).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from kgstore import ChangeHistogram

from ..model.graph_model import wall_clock_ms
from ..session import ExplorerSession
from .time_slider import TimeTrack

log = logging.getLogger(__name__)

REFRESH_DELAY_MS = 120  # a burst of writes, or a window being resized, asks once
MAX_PACED_DELAY_MS = 5000  # the longest a change waits for the bars (as live reloads are paced)


class ChangeHistogramLoader(QObject):
    histogram_loaded = Signal(object)  # ChangeHistogram, or None (nothing to count)

    def __init__(self, session: ExplorerSession, track: TimeTrack, parent: QObject | None = None,
                 clock: Callable[[], int] = wall_clock_ms):
        super().__init__(parent)
        self.session = session
        self.track = track
        self.clock = clock
        self.histogram: ChangeHistogram | None = None
        self.requests = 0
        self.generation = 0
        self._workspace: str | None = None  # the workspace self.histogram counts
        self._waiting = 0  # the generation of the request in flight (0: none)
        self._asked_at = 0.0  # when it was sent (monotonic s)
        self.last_seconds = 0.0  # how long the last answer took to come
        self._changed_meanwhile = False  # a change while a request was under way: ask again after it
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(REFRESH_DELAY_MS)
        self._timer.timeout.connect(self.request)
        sig = session.signals
        sig.stats_changed.connect(lambda _s: self.schedule_paced())
        sig.graph_reset.connect(self._on_reset)
        session.workspace_opened.connect(lambda _s: self.schedule())
        session.workspace_reloaded.connect(lambda _s: self.schedule_paced())
        track.resized.connect(lambda _w: self.schedule())

    @property
    def pending(self) -> bool:
        """A request is scheduled or unanswered."""
        return self._timer.isActive() or self._waiting != 0

    def schedule(self) -> None:
        """Ask soon (a new workspace, another width): an older request under way is superseded."""
        self._timer.start(REFRESH_DELAY_MS)

    def schedule_paced(self) -> None:
        """Ask again because the workspace changed: after the request under way has answered,
        and no sooner than the last one took (see the module)."""
        if self._waiting:
            self._changed_meanwhile = True
        elif not self._timer.isActive():
            self._timer.start(self.paced_delay_ms())

    def paced_delay_ms(self) -> int:
        return max(REFRESH_DELAY_MS, min(int(self.last_seconds * 1000), MAX_PACED_DELAY_MS))

    def request(self) -> None:
        self._timer.stop()
        workspace = self.session.workspace_id
        if workspace is None:
            self._show(None, None)
            return
        self.generation += 1
        generation = self._waiting = self.generation
        self._changed_meanwhile = False  # this request counts those changes
        self._asked_at = time.monotonic()
        self.requests += 1
        self.session.submit(
            "change_histogram", bins=self.track.bins_wanted(), end=self.clock(), supersede_key="change_histogram",
            background=True,
            on_done=lambda hist: self._on_loaded(hist, generation, workspace),
            on_error=lambda message: self._on_failed(message, generation))

    def _on_loaded(self, histogram: ChangeHistogram | None, generation: int, workspace: str) -> None:
        if generation != self.generation:
            return  # a newer request is on its way
        self._answered()
        if workspace != self.session.workspace_id:
            return
        self._show(histogram, workspace)

    def _on_failed(self, message: str, generation: int) -> None:
        if generation == self.generation:
            self._answered()
        log.warning("the time bar's histogram could not be read: %s", message)

    def _answered(self) -> None:
        self._waiting = 0
        self.last_seconds = time.monotonic() - self._asked_at
        if self._changed_meanwhile:
            self._changed_meanwhile = False
            self.schedule_paced()

    def _show(self, histogram: ChangeHistogram | None, workspace: str | None) -> None:
        self.histogram = histogram
        self._workspace = workspace
        self.track.set_histogram(histogram)
        self.histogram_loaded.emit(histogram)

    def _on_reset(self, workspace) -> None:
        # Another workspace (or none): its bars must not stand under the new one's graph.
        if workspace != self._workspace and self.histogram is not None:
            self.generation += 1
            self._waiting = 0
            self._changed_meanwhile = False
            self._show(None, None)
        self.schedule()
