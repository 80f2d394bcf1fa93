"""Run the force layout off the GUI thread and publish positions to it by signal.

LayoutWorker lives in its own QThread and is driven by a zero-interval QTimer: each timer tick
runs layout steps for a few milliseconds, then returns to the thread's event loop so queued
requests (hold a dragged node, pause, reheat, a new graph) are handled between ticks. Positions
go to the GUI at most `publish_hz` times a second, as a fresh (n, 2) array (the GUI may keep it;
the worker never writes to a published array). When the layout settles the worker publishes
the final positions, emits `settled` and stops its timer, so an idle canvas costs no CPU.

LayoutController is the GUI-thread face: it owns the thread, turns method calls into queued
signals (so the caller never touches the worker's state directly) and shuts down with
quit()/wait(). Every set_graph() returns a new generation number and every published array
carries one, so the GUI can drop positions that belong to a graph it no longer shows.
"""

from __future__ import annotations

import time

import numpy as np
from PySide6.QtCore import QCoreApplication, QObject, QThread, QTimer, Signal, Slot

from .layout import ForceLayout, LayoutParams, tune_malloc


class LayoutWorker(QObject):
    positions_ready = Signal(int, object)   # generation, (n, 2) float64 array
    settled = Signal(int, object)           # generation, final (n, 2) positions
    running_changed = Signal(bool)

    def __init__(self, publish_hz: float = 30.0, slice_ms: float = 8.0):
        super().__init__()
        self.publish_interval = 1.0 / publish_hz
        self.slice = slice_ms / 1000.0
        self.layout: ForceLayout | None = None
        self.generation = 0
        self.paused = False
        self._timer: QTimer | None = None
        self._last_publish = 0.0
        self._dirty = False
        self._running = False

    # -- lifecycle (worker thread) ----------------------------------------------------------

    @Slot()
    def setup(self) -> None:
        """Runs in the worker thread when it starts: the timer must belong to that thread."""
        self._timer = QTimer(self)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._tick)

    @Slot()
    def stop(self) -> None:
        """Stop stepping, hand this object back to the main thread and end the thread's loop."""
        if self._timer is not None:
            self._timer.stop()
        self._set_running(False)
        app = QCoreApplication.instance()
        if app is not None:
            self.moveToThread(app.thread())
        QThread.currentThread().quit()

    # -- requests (queued from the GUI thread) --------------------------------------------------

    @Slot(int, object)
    def set_graph(self, generation: int, spec: dict) -> None:
        self.generation = generation
        old = self.layout
        self.layout = ForceLayout(spec["positions"], spec["src"], spec["dst"],
                                  pinned=spec.get("pinned"), params=spec.get("params"),
                                  seed=spec.get("seed", 0), radius=spec.get("radius"),
                                  reference=spec.get("reference"))
        carry = spec.get("carry")
        if carry is not None and old is not None and old.n:
            # A relationship added between two shown nodes: warm just their neighbourhood.
            self.layout.warm_new_edges(old.src, old.dst, carry)
        if carry is not None and old is not None and not old.settled and old.n:
            # The graph changed while it was still moving: nodes that stay keep their warmth
            # (else the unfinished part would freeze) and the iteration cap keeps counting.
            carry = np.asarray(carry, dtype=np.int64)
            stay = (carry >= 0) & (carry < old.n)
            lay = self.layout
            lay.temperature[stay] = np.maximum(lay.temperature[stay], old.temperature[carry[stay]])
            lay.iteration = old.iteration
            lay.moved |= lay.temperature > 0
            lay.settled = not (lay.temperature > 0).any() or lay.iteration >= lay.params.max_iterations
        # Show the initial placement (new nodes near neighbours / on the spiral) at once.
        self._publish()
        if self.layout.settled:                 # nothing new to place: already at rest
            self.settled.emit(generation, self.layout.positions())
        else:
            self._wake()

    @Slot(object, object)
    def hold(self, indices, positions) -> None:
        """A drag in progress: fix these nodes at these positions, let the neighbourhood follow."""
        if self.layout is None:
            return
        self.layout.hold(indices, positions)
        self.layout.reheat_local(indices, amount=0.5)
        self._keep_still(indices)
        self._wake()

    @Slot(object)
    def release(self, indices) -> None:
        if self.layout is None:
            return
        self.layout.release(indices, reheat=True)
        self._keep_still(indices)
        self._wake()

    @Slot(object, object)
    def move(self, indices, positions) -> None:
        """Programmatic move (e.g. undo of a drag): place nodes, settle their neighbourhood."""
        if self.layout is None:
            return
        self.layout.set_positions(positions, indices)
        self.layout.reheat_local(indices, amount=0.5)
        self._keep_still(indices)
        self._dirty = True
        self._wake()

    def _keep_still(self, indices) -> None:
        # A node the user put somewhere stays there; only its neighbours adjust.
        idx = np.atleast_1d(np.asarray(indices, dtype=np.int64))
        self.layout.temperature[idx] = 0.0
        self.layout.moved[idx] = False      # nor does the overlap tidy-up move it

    @Slot(object)
    def set_pinned(self, mask) -> None:
        if self.layout is not None:
            self.layout.set_pinned(mask)

    @Slot()
    def pause(self) -> None:
        self.paused = True
        if self._timer is not None:
            self._timer.stop()
        self._set_running(False)

    @Slot()
    def resume(self) -> None:
        self.paused = False
        self._wake()

    @Slot(float)
    def reheat(self, amount: float) -> None:
        if self.layout is not None:
            self.layout.reheat(amount)
            self._wake()

    @Slot(object, float)
    def reheat_local(self, indices, amount: float) -> None:
        if self.layout is not None:
            self.layout.reheat_local(indices, amount=amount)
            self._wake()

    # -- stepping -------------------------------------------------------------------------

    def _wake(self) -> None:
        if self.paused or self.layout is None or self._timer is None:
            return
        if self.layout.settled:
            if self._dirty:
                self._publish()
            return
        if not self._timer.isActive():
            self._timer.start()
        self._set_running(True)

    def _tick(self) -> None:
        lay = self.layout
        if lay is None or self.paused:
            self._timer.stop()
            self._set_running(False)
            return
        end = time.perf_counter() + self.slice
        while not lay.settled and time.perf_counter() < end:
            lay.step()
            self._dirty = True
        now = time.perf_counter()
        if lay.settled:
            self._timer.stop()
            self._publish()
            self._set_running(False)
            self.settled.emit(self.generation, lay.positions())
        elif now - self._last_publish >= self.publish_interval:
            self._publish()

    def _publish(self) -> None:
        if self.layout is None:
            return
        self._last_publish = time.perf_counter()
        self._dirty = False
        self.positions_ready.emit(self.generation, self.layout.positions())

    def _set_running(self, running: bool) -> None:
        if running != self._running:
            self._running = running
            self.running_changed.emit(running)


class LayoutController(QObject):
    """Owns the layout thread; call from the GUI thread only. See the module docstring."""

    positions_ready = Signal(int, object)   # generation, (n, 2) positions
    settled = Signal(int, object)           # generation, (n, 2) final positions
    running_changed = Signal(bool)

    _req_graph = Signal(int, object)
    _req_hold = Signal(object, object)
    _req_release = Signal(object)
    _req_move = Signal(object, object)
    _req_pinned = Signal(object)
    _req_pause = Signal()
    _req_resume = Signal()
    _req_reheat = Signal(float)
    _req_reheat_local = Signal(object, float)
    _req_stop = Signal()

    def __init__(self, parent: QObject | None = None, publish_hz: float = 30.0):
        super().__init__(parent)
        tune_malloc()
        self.generation = 0
        self.running = False
        self.paused = False
        self._shut = False
        self._reference_next = None
        self.thread = QThread()
        self.thread.setObjectName("kg-layout")
        self.worker = LayoutWorker(publish_hz)
        self.worker.moveToThread(self.thread)
        self.thread.started.connect(self.worker.setup)
        w = self.worker
        self._req_graph.connect(w.set_graph)
        self._req_hold.connect(w.hold)
        self._req_release.connect(w.release)
        self._req_move.connect(w.move)
        self._req_pinned.connect(w.set_pinned)
        self._req_pause.connect(w.pause)
        self._req_resume.connect(w.resume)
        self._req_reheat.connect(w.reheat)
        self._req_reheat_local.connect(w.reheat_local)
        self._req_stop.connect(w.stop)
        w.positions_ready.connect(self.positions_ready)
        w.settled.connect(self.settled)
        w.running_changed.connect(self._on_running)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)
        self.thread.start()

    def _on_running(self, running: bool) -> None:
        self.running = running
        self.running_changed.emit(running)

    # -- requests -------------------------------------------------------------------------

    def set_graph(self, positions, src, dst, *, pinned=None, radius=None,
                  params: LayoutParams | None = None, seed: int = 0, carry=None) -> int:
        """Start laying out a new graph (positions (n, 2), NaN = place me). Returns its generation.
        carry: per node, its index in the previous graph (or -1), so a layout still in motion
        hands its motion on."""
        self.generation += 1
        reference, self._reference_next = self._reference_next, None
        if reference is not None and len(reference) != len(positions):
            reference = None
        spec = {"reference": reference,
                "positions": np.array(positions, dtype=float), "src": np.array(src, dtype=np.int64),
                "dst": np.array(dst, dtype=np.int64),
                "pinned": None if pinned is None else np.array(pinned, dtype=bool),
                "radius": None if radius is None else np.array(radius, dtype=float),
                "params": params, "seed": seed,
                "carry": None if carry is None else np.array(carry, dtype=np.int64)}
        self._req_graph.emit(self.generation, spec)
        return self.generation

    def keep_better(self, positions) -> None:
        """The next set_graph (a Re-layout) must end at least as good as these positions
        (n, 2), by normalised stress: if it does not, the worker settles on these instead."""
        self._reference_next = np.array(positions, dtype=float)

    def hold(self, indices, positions) -> None:
        self._req_hold.emit(np.array(indices, dtype=np.int64), np.array(positions, dtype=float))

    def release(self, indices) -> None:
        self._req_release.emit(np.array(indices, dtype=np.int64))

    def move(self, indices, positions) -> None:
        self._req_move.emit(np.array(indices, dtype=np.int64), np.array(positions, dtype=float))

    def set_pinned(self, mask) -> None:
        self._req_pinned.emit(np.array(mask, dtype=bool))

    def pause(self) -> None:
        self.paused = True
        self._req_pause.emit()

    def resume(self) -> None:
        self.paused = False
        self._req_resume.emit()

    def reheat(self, amount: float = 1.0) -> None:
        self._req_reheat.emit(float(amount))

    def reheat_local(self, indices, amount: float = 1.0) -> None:
        self._req_reheat_local.emit(np.array(indices, dtype=np.int64), float(amount))

    def shutdown(self, timeout_ms: int = 5000) -> bool:
        """Stop the worker and join its thread. Idempotent; True when the thread has ended."""
        if self._shut:
            return self.thread.isFinished() or not self.thread.isRunning()
        self._shut = True
        if self.thread.isRunning():
            self._req_stop.emit()
            if not self.thread.wait(timeout_ms):
                self.thread.quit()
                self.thread.wait(timeout_ms)
        return not self.thread.isRunning()
