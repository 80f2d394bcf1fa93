"""Between the time slider and the graph model.

The slider reports every position the user passes over; drawing each would queue frames behind
the mouse. The controller keeps only the newest position: a moment chosen while one is pending
replaces it (generation counter), and moments reach the model at most once per COALESCE_MS —
the first after a pause at once, the newest of a burst when the interval is over — so a drag
stays live and a frame always shows the newest moment. In a focus view the model change asks the worker for the
neighbourhood at that moment, where the same newest-only rule applies (ViewLoader).

It also keeps the slider's span (earliest fact .. now: the first relationship loaded, or the
store's earliest change of any kind, whichever is older), its ticks (every moment a loaded
relationship begins or ends) and the histogram behind it (ChangeHistogramLoader) current.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from ..model.graph_model import wall_clock_ms
from ..model.visible_graph import event_times
from ..session import ExplorerSession
from .histogram_loader import ChangeHistogramLoader
from .time_slider import TimeSlider

COALESCE_MS = 16  # about one frame
RANGE_DELAY_MS = 100  # coalesce edge changes before recomputing the ticks


class AsOfController(QObject):
    as_of_applied = Signal(object)  # the moment handed to the model (ms or None)

    def __init__(self, session: ExplorerSession, slider: TimeSlider, parent: QObject | None = None,
                 clock: Callable[[], int] = wall_clock_ms, coalesce_ms: int = COALESCE_MS):
        super().__init__(parent)
        self.session = session
        self.model = session.model
        self.slider = slider
        self.clock = clock
        self.generation = 0  # newest position chosen
        self.applied_generation = 0  # newest position handed to the model
        self.applied_count = 0
        self._pending: int | None = None
        self._coalesce_s = coalesce_ms / 1000.0
        self._last_apply = 0.0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(coalesce_ms)
        self._timer.timeout.connect(self._apply)
        self._coalesce_ms = coalesce_ms
        self._range_timer = QTimer(self)
        self._range_timer.setSingleShot(True)
        self._range_timer.setInterval(RANGE_DELAY_MS)
        self._range_timer.timeout.connect(self.update_range)

        slider.as_of_chosen.connect(self.request)
        slider.show_closed_toggled.connect(self._on_show_closed)
        sig = session.signals
        sig.as_of_changed.connect(slider.show_as_of)
        sig.graph_reset.connect(lambda _w: self._range_timer.start())
        for signal in (sig.edge_added, sig.edge_updated, sig.edge_removed):
            signal.connect(lambda *_a: self._range_timer.start())
        session.workspace_opened.connect(lambda _s: self.update_range())
        session.workspace_reloaded.connect(lambda _s: self._range_timer.start())
        self.histogram_loader = ChangeHistogramLoader(session, slider.track, self, clock=clock)
        self.histogram_loader.histogram_loaded.connect(lambda _h: self.update_range())

    @property
    def coalesce_ms(self) -> int:
        return self._coalesce_ms

    @coalesce_ms.setter
    def coalesce_ms(self, ms: int) -> None:
        """The interval within which moments are coalesced (a slow machine, or a test that
        must see a moment still pending)."""
        self._coalesce_ms = max(int(ms), 1)
        self._coalesce_s = self._coalesce_ms / 1000.0
        self._timer.setInterval(self._coalesce_ms)

    @property
    def pending(self) -> bool:
        return self._timer.isActive() and self.applied_generation != self.generation

    def request(self, as_of: int | None) -> None:
        """A moment chosen on the slider (None: now); only the newest one is applied."""
        self.generation += 1
        self._pending = as_of
        if self._timer.isActive():
            return  # the newest moment goes when the interval is over
        wait = self._coalesce_s - (time.monotonic() - self._last_apply)
        if wait <= 0:
            self._apply()
            self._timer.start(self._coalesce_ms)  # what comes within the next interval is coalesced
        else:
            self._timer.start(max(int(wait * 1000), 1))

    def _apply(self) -> None:
        if self.applied_generation == self.generation:
            return  # nothing newer arrived during the interval
        self._last_apply = time.monotonic()
        self.applied_generation = self.generation
        self.applied_count += 1
        self.model.set_as_of(self._pending)
        self.as_of_applied.emit(self._pending)

    def flush(self) -> None:
        """Apply the pending moment now (tests, screenshots)."""
        if self._timer.isActive():
            self._timer.stop()
            self._apply()

    def _on_show_closed(self, show: bool) -> None:
        self.model.set_view(self.model.view.with_changes(show_closed=bool(show)))

    def update_range(self) -> None:
        self._range_timer.stop()
        ticks = event_times(self.model.edges.values())
        starts = [int(ticks[0])] if ticks.size else []
        if self.session.time_range:
            starts.append(int(self.session.time_range[0]))
        histogram = self.histogram_loader.histogram
        if histogram is not None:
            starts.append(int(histogram.start))
        now = self.clock()
        self.slider.set_enabled_range(min(starts) if starts else None, now, ticks)
        # A moment chosen but not applied yet (a drag or keys within the interval) stays where the
        # user put it: showing the model's older one would move the handle back under the mouse,
        # and the next arrow key would step from there.
        self.slider.show_as_of(self._pending if self.pending else self.model.as_of)
