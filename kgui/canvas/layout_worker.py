"""Run the force layout off the GUI thread and publish positions to it by signal.

By default the layout runs in the layout process (LayoutHost: one per program, shared by every
canvas, started on first use): stepping there never holds the GUI's GIL, so a frame painted
while the layout runs costs what it costs idle. Requests go to it down a pipe and positions
come back up another, read by a thread that hands them to the GUI thread as queued signals.
Where a process cannot be started, or once it has died, the canvas falls back to a thread
(LayoutWorker) running the same engine (`layout_engine.LayoutEngine`).

LayoutWorker lives in its own QThread and is driven by a zero-interval QTimer: each timer tick
runs layout steps for a few milliseconds, then returns to the thread's event loop so queued
requests (hold a dragged node, pause, reheat, a new graph) are handled between ticks.

Either way positions go to the GUI at most `publish_hz` times a second, as a fresh (n, 2) array
(the GUI may keep it). When the layout settles the final positions are published, `settled`
is emitted and stepping stops, so an idle canvas costs no CPU.

LayoutController is the GUI-thread face: it turns method calls into requests (so the caller
never touches the engine's state directly) and shuts down cleanly. Every set_graph() returns a
new generation number and every published array carries one, so the GUI can drop positions
that belong to a graph it no longer shows.
"""

from __future__ import annotations

import atexit
import logging
import multiprocessing
import os

import numpy as np
from PySide6.QtCore import QCoreApplication, QObject, QThread, QTimer, Signal, Slot

from .layout import LayoutParams, tune_malloc
from .layout_engine import LayoutEngine, serve

log = logging.getLogger(__name__)

PROCESS, THREAD = "process", "thread"


def default_mode() -> str:
    """Where layouts run unless asked: KG_LAYOUT=thread keeps them in a thread (for profiling)."""
    return THREAD if os.environ.get("KG_LAYOUT", "").strip().lower() == THREAD else PROCESS


# -- thread mode ------------------------------------------------------------------------------

class LayoutWorker(QObject):
    positions_ready = Signal(int, object)   # generation, (n, 2) float64 array
    settled = Signal(int, object)           # generation, final (n, 2) positions
    running_changed = Signal(bool)
    running_reported = Signal(int, bool)    # generation, running: for the controller

    def __init__(self, publish_hz: float = 30.0, slice_ms: float = 8.0):
        super().__init__()
        self.engine = LayoutEngine(self._emit, publish_hz)
        self.slice = slice_ms / 1000.0
        self._timer: QTimer | None = None

    @property
    def layout(self):
        return self.engine.layout

    @property
    def generation(self) -> int:
        return self.engine.generation

    def _emit(self, kind: str, generation: int, payload) -> None:
        if kind == "positions":
            self.positions_ready.emit(generation, payload)
        elif kind == "settled":
            self.settled.emit(generation, payload)
        elif kind == "running":
            self.running_changed.emit(payload)
            self.running_reported.emit(generation, payload)

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
        self.engine._set_running(False)
        app = QCoreApplication.instance()
        if app is not None:
            self.moveToThread(app.thread())
        QThread.currentThread().quit()

    # -- requests (queued from the GUI thread) --------------------------------------------------

    @Slot(int, object)
    def set_graph(self, generation: int, spec: dict) -> None:
        self.engine.set_graph(generation, spec)
        self._follow()

    @Slot(object, object)
    def hold(self, indices, positions) -> None:
        self.engine.hold(indices, positions)
        self._follow()

    @Slot(object)
    def release(self, indices) -> None:
        self.engine.release(indices)
        self._follow()

    @Slot(object, object)
    def move(self, indices, positions) -> None:
        self.engine.move(indices, positions)
        self._follow()

    @Slot(object, object)
    def place(self, indices, positions) -> None:
        self.engine.place(indices, positions)

    @Slot(object)
    def set_view(self, view) -> None:
        self.engine.set_view(view)

    @Slot(object)
    def set_pinned(self, mask) -> None:
        self.engine.set_pinned(mask)

    @Slot()
    def pause(self) -> None:
        self.engine.pause()
        self._follow()

    @Slot()
    def resume(self) -> None:
        self.engine.resume()
        self._follow()

    @Slot(float)
    def reheat(self, amount: float) -> None:
        self.engine.reheat(amount)
        self._follow()

    @Slot(object, float)
    def reheat_local(self, indices, amount: float) -> None:
        self.engine.reheat_local(indices, amount)
        self._follow()

    # -- stepping -------------------------------------------------------------------------

    def _follow(self) -> None:
        """Run the timer exactly while the engine wants steps."""
        if self._timer is None:
            return
        if self.engine.wants_steps():
            if not self._timer.isActive():
                self._timer.start()
        elif self._timer.isActive():
            self._timer.stop()

    def _tick(self) -> None:
        self.engine.run_for(self.slice)
        self._follow()


# -- process mode -----------------------------------------------------------------------------

class _EventReader(QThread):
    """Blocks on the layout process's event pipe (without the GIL) and re-emits each event."""

    received = Signal(int, str, int, object)   # channel, kind, generation, payload

    def __init__(self, events):
        super().__init__()
        self.setObjectName("kg-layout-events")
        self._events = events

    def run(self) -> None:
        while True:
            try:
                channel, kind, generation, payload = self._events.recv()
            except (EOFError, OSError):
                return
            self.received.emit(channel, kind, generation, payload)


class LayoutHost(QObject):
    """The layout process, shared by every canvas of this program; see the module docstring."""

    lost = Signal()   # the process ended while canvases were still using it

    _shared: LayoutHost | None = None
    _unavailable = False       # no process could be started: don't try again
    _losses = 0                # processes that died under us; after MAX_LOSSES, threads only
    MAX_LOSSES = 3

    @classmethod
    def shared(cls) -> LayoutHost | None:
        """The running host, started on first use; None where no process can be started."""
        host = cls._shared
        if host is not None and host.alive:
            return host
        if cls._unavailable or QCoreApplication.instance() is None:
            return None
        try:
            cls._shared = cls()
        except (OSError, RuntimeError, ValueError) as exc:
            log.warning("layout process could not start (%s); laying out in a thread", exc)
            cls._unavailable = True
            return None
        return cls._shared

    def __init__(self):
        app = QCoreApplication.instance()
        super().__init__()
        self.moveToThread(app.thread())
        ctx = multiprocessing.get_context("spawn")   # never fork a process that runs Qt threads
        commands_in, self._commands = ctx.Pipe(duplex=False)
        self._events, events_out = ctx.Pipe(duplex=False)
        self.process = ctx.Process(target=serve, args=(commands_in, events_out),
                                   name="kg-layout", daemon=True)
        self.process.start()
        commands_in.close()      # the child's ends: closing ours lets EOF reach each side
        events_out.close()
        self._channels: dict[int, LayoutController] = {}
        self._next_channel = 0
        self._down = False
        self.reader = _EventReader(self._events)
        self.reader.received.connect(self._dispatch)
        self.reader.finished.connect(self._on_reader_finished)
        self.reader.start()
        app.aboutToQuit.connect(self.shutdown)
        atexit.register(self.shutdown)   # also when the program ends without aboutToQuit

    @property
    def alive(self) -> bool:
        return not self._down

    def open(self, controller: LayoutController, publish_hz: float) -> int:
        self._next_channel += 1
        channel = self._next_channel
        self._channels[channel] = controller
        self.send("open", channel, publish_hz)
        return channel

    def close(self, channel: int) -> None:
        if self._channels.pop(channel, None) is not None:
            self.send("close", channel)

    def send(self, *message) -> bool:
        if self._down:
            return False
        try:
            self._commands.send(message)
            return True
        except (OSError, ValueError):
            self._lose()
            return False

    def _dispatch(self, channel: int, kind: str, generation: int, payload) -> None:
        controller = self._channels.get(channel)
        if controller is not None:
            controller._on_event(kind, generation, payload)

    def _on_reader_finished(self) -> None:
        if not self._down:
            self._lose()

    def _lose(self) -> None:
        log.warning("the layout process ended; canvases lay out in a thread from now on")
        self._down = True
        if LayoutHost._shared is self:
            LayoutHost._shared = None
        LayoutHost._losses += 1
        if LayoutHost._losses >= LayoutHost.MAX_LOSSES:
            LayoutHost._unavailable = True   # something kills it: stop starting new ones
        self.lost.emit()
        for controller in list(self._channels.values()):
            controller._fall_back_to_thread()
        self._channels.clear()

    def shutdown(self, timeout_s: float = 5.0) -> None:
        """Stop the process and the reader thread. Idempotent."""
        if not self._down:
            self._down = True
            try:
                self._commands.send(("stop",))
            except (OSError, ValueError):
                pass
        if self.process.is_alive():
            self.process.join(timeout_s)
            if self.process.is_alive():
                self.process.terminate()
                self.process.join(timeout_s)
        if self.reader.isRunning():
            self.reader.wait(int(timeout_s * 1000))
        if LayoutHost._shared is self:
            LayoutHost._shared = None


# -- the GUI's face ---------------------------------------------------------------------------

class LayoutController(QObject):
    """Owns the canvas's layout; call from the GUI thread only. See the module docstring."""

    positions_ready = Signal(int, object)   # generation, (n, 2) positions
    settled = Signal(int, object)           # generation, (n, 2) final positions
    running_changed = Signal(bool)

    _req_graph = Signal(int, object)
    _req_hold = Signal(object, object)
    _req_release = Signal(object)
    _req_move = Signal(object, object)
    _req_place = Signal(object, object)
    _req_view = Signal(object)
    _req_pinned = Signal(object)
    _req_pause = Signal()
    _req_resume = Signal()
    _req_reheat = Signal(float)
    _req_reheat_local = Signal(object, float)
    _req_stop = Signal()

    def __init__(self, parent: QObject | None = None, publish_hz: float = 30.0,
                 mode: str | None = None):
        super().__init__(parent)
        tune_malloc()
        self.generation = 0
        self.running = False
        self.paused = False
        self.closed = False
        self.publish_hz = publish_hz
        self._shut = False
        self._reference_next = None
        self._last_spec: dict | None = None
        self._last_positions = None
        self.host: LayoutHost | None = None
        self.channel = 0
        self.thread: QThread | None = None
        self.worker: LayoutWorker | None = None
        if (mode or default_mode()) == PROCESS:
            self.host = LayoutHost.shared()
        if self.host is not None:
            self.mode = PROCESS
            self.channel = self.host.open(self, publish_hz)
        else:
            self._start_thread()
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)

    def _start_thread(self) -> None:
        self.mode = THREAD
        self.thread = QThread()
        self.thread.setObjectName("kg-layout")
        self.worker = LayoutWorker(self.publish_hz)
        self.worker.moveToThread(self.thread)
        self.thread.started.connect(self.worker.setup)
        w = self.worker
        self._req_graph.connect(w.set_graph)
        self._req_hold.connect(w.hold)
        self._req_release.connect(w.release)
        self._req_move.connect(w.move)
        self._req_place.connect(w.place)
        self._req_view.connect(w.set_view)
        self._req_pinned.connect(w.set_pinned)
        self._req_pause.connect(w.pause)
        self._req_resume.connect(w.resume)
        self._req_reheat.connect(w.reheat)
        self._req_reheat_local.connect(w.reheat_local)
        self._req_stop.connect(w.stop)
        w.positions_ready.connect(self._on_positions)
        w.settled.connect(self._on_settled)
        w.running_reported.connect(self._on_running_reported)
        self.thread.start()

    # -- events (GUI thread) -------------------------------------------------------------------

    def _on_event(self, kind: str, generation: int, payload) -> None:
        if kind == "positions":
            self._on_positions(generation, payload)
        elif kind == "settled":
            self._on_settled(generation, payload)
        elif kind == "running":
            self._on_running_reported(generation, bool(payload))
        elif kind == "error":
            log.error("layout failed in the layout process:\n%s", payload)
            self._on_running(False)

    def _on_positions(self, generation: int, positions) -> None:
        if generation == self.generation:
            self._last_positions = positions
        self.positions_ready.emit(generation, positions)

    def _on_settled(self, generation: int, positions) -> None:
        if generation == self.generation:
            self._last_positions = positions
            if self.running:
                self._on_running(False)
        self.settled.emit(generation, positions)

    def _on_running_reported(self, generation: int, running: bool) -> None:
        # A stop reported for a graph we have replaced does not mean the new one is at rest.
        if generation == self.generation or running:
            self._on_running(running)

    def _on_running(self, running: bool) -> None:
        if running != self.running:
            self.running = running
            self.running_changed.emit(running)

    def _fall_back_to_thread(self) -> None:
        """The layout process died: carry on in a thread from the last positions we were sent."""
        self.host = None
        self.channel = 0
        if self._shut:
            return
        self._start_thread()
        spec = self._last_spec
        if spec is not None:
            spec = dict(spec)
            last = self._last_positions
            if last is not None and len(last) == len(spec["positions"]):
                spec["positions"] = np.array(last, dtype=float)
            spec["reference"] = None
            spec["carry"] = None
            self._req_graph.emit(self.generation, spec)
            if self.paused:
                self._req_pause.emit()

    def _request(self, name: str, signal, *args) -> None:
        if self._shut:
            return
        if self.host is not None:
            if self.host.send(name, self.channel, *args):
                return
            # The process is gone and the thread that replaced it has the last graph already.
            if name == "set_graph" or self.worker is None:
                return
        signal.emit(*args)

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
        self._last_spec = spec
        self._last_positions = None
        self._request("set_graph", self._req_graph, self.generation, spec)
        if not self.paused:
            # Running until the engine says otherwise: it may still be starting (a process
            # boots in a second or more on a busy machine), and a picture taken now would show
            # a graph that is not laid out.
            self._on_running(True)
        return self.generation

    def keep_better(self, positions) -> None:
        """The next set_graph (a Re-layout) must end at least as good as these positions
        (n, 2), by normalised stress: if it does not, the worker settles on these instead."""
        self._reference_next = np.array(positions, dtype=float)

    def hold(self, indices, positions) -> None:
        self._request("hold", self._req_hold, np.array(indices, dtype=np.int64),
                      np.array(positions, dtype=float))

    def release(self, indices) -> None:
        self._request("release", self._req_release, np.array(indices, dtype=np.int64))

    def move(self, indices, positions) -> None:
        self._request("move", self._req_move, np.array(indices, dtype=np.int64),
                      np.array(positions, dtype=float))

    def place(self, indices, positions) -> None:
        """Tell the layout where the canvas now shows these nodes; nothing moves or is
        published (GraphCanvas mirrors a settled picture)."""
        indices = np.array(indices, dtype=np.int64)
        positions = np.array(positions, dtype=float).reshape(-1, 2)
        if self._last_positions is not None and len(self._last_positions) > int(indices.max(initial=-1)):
            self._last_positions = np.array(self._last_positions, dtype=float)
            self._last_positions[indices] = positions
        self._request("place", self._req_place, indices, positions)

    def set_view(self, view: dict) -> None:
        """New values of the LayoutParams fields that describe the canvas (it was resized while
        the graph is laid out); the graph's next layout takes them from its own params."""
        if self._last_spec is not None and self._last_spec.get("params") is not None:
            for name, value in view.items():
                setattr(self._last_spec["params"], name, value)
        self._request("set_view", self._req_view, dict(view))

    def set_pinned(self, mask) -> None:
        mask = np.array(mask, dtype=bool)
        if self._last_spec is not None and len(self._last_spec["positions"]) == len(mask):
            self._last_spec["pinned"] = mask
        self._request("set_pinned", self._req_pinned, mask)

    def pause(self) -> None:
        self.paused = True
        self._request("pause", self._req_pause)

    def resume(self) -> None:
        self.paused = False
        self._request("resume", self._req_resume)

    def reheat(self, amount: float = 1.0) -> None:
        self._request("reheat", self._req_reheat, float(amount))

    def reheat_local(self, indices, amount: float = 1.0) -> None:
        self._request("reheat_local", self._req_reheat_local, np.array(indices, dtype=np.int64),
                      float(amount))

    def shutdown(self, timeout_ms: int = 5000) -> bool:
        """Stop this canvas's layout (and join its thread in thread mode). Idempotent; True when
        nothing of it runs any more."""
        if not self._shut:
            self._shut = True
            self.closed = True
            if self.host is not None:
                self.host.close(self.channel)
                self.host = None
            if self.thread is not None and self.thread.isRunning():
                self._req_stop.emit()
                if not self.thread.wait(timeout_ms):
                    self.thread.quit()
                    self.thread.wait(timeout_ms)
        return self.thread is None or not self.thread.isRunning()
