"""The layout's request handling and stepping, without Qt: the same code drives the layout in
the layout process (`serve`, the default) and in a thread (LayoutWorker, the fallback).

A LayoutEngine holds one graph's ForceLayout and answers the canvas's requests (a new graph,
hold a dragged node, pause, reheat, ...). Its owner calls `run_for(seconds)` while
`wants_steps()`; the engine reports what happened through `emit(kind, generation, payload)`:
"positions" (a fresh (n, 2) array, at most `publish_hz` times a second), "settled" (the final
positions) and "running" (a bool, when it changes).

`serve` is the layout process's main loop: it multiplexes one engine per canvas ("channel")
over one command pipe and one event pipe, steps the engines that are moving and blocks when
none is, so a settled canvas costs no CPU. The process has its own interpreter, so stepping
never holds the GUI's GIL: painting a frame while the layout runs costs what it costs idle.
"""

from __future__ import annotations

import os
import time
import traceback
from collections.abc import Callable

import numpy as np

from .layout import ForceLayout, tune_malloc

Emit = Callable[[str, int, object], None]

#: How much lower than the GUI the layout process runs (POSIX niceness added).
LAYOUT_NICENESS = 10

#: The requests a canvas may send to its engine (the process refuses anything else).
REQUESTS = frozenset({"set_graph", "hold", "release", "move", "place", "set_view", "set_pinned", "pause", "resume",
                      "reheat", "reheat_local"})


class LayoutEngine:
    def __init__(self, emit: Emit, publish_hz: float = 30.0):
        self.emit = emit
        self.publish_interval = 1.0 / publish_hz
        self.layout: ForceLayout | None = None
        self.generation = 0
        self.paused = False
        self._last_publish = 0.0
        self._dirty = False
        self._running = False

    # -- requests ---------------------------------------------------------------------------

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
            self.emit("settled", generation, self.layout.positions())
        else:
            self._wake()

    def hold(self, indices, positions) -> None:
        """A drag in progress: fix these nodes at these positions, let the neighbourhood follow."""
        if self.layout is None:
            return
        self.layout.hold(indices, positions)
        self.layout.reheat_local(indices, amount=0.5)
        self._keep_still(indices)
        self._wake()

    def release(self, indices) -> None:
        if self.layout is None:
            return
        self.layout.release(indices, reheat=True)
        self._keep_still(indices)
        self._wake()

    def move(self, indices, positions) -> None:
        """Programmatic move (e.g. undo of a drag): place nodes, settle their neighbourhood."""
        if self.layout is None:
            return
        self.layout.set_positions(positions, indices)
        self.layout.reheat_local(indices, amount=0.5)
        self._keep_still(indices)
        self._dirty = True
        self._wake()

    def set_view(self, view: dict) -> None:
        """The canvas changed size while its graph is laid out: the LayoutParams fields that
        describe the view (view_px, canvas_px, legend_boxes, aspect) take the new values."""
        if self.layout is None:
            return
        for name, value in view.items():
            setattr(self.layout.params, name, value)

    def place(self, indices, positions) -> None:
        """Put nodes where the canvas already shows them (the view mirrored a settled picture):
        nothing moves, warms or is published."""
        if self.layout is None:
            return
        self.layout.set_positions(positions, indices)

    def _keep_still(self, indices) -> None:
        # A node the user put somewhere stays there; only its neighbours adjust.
        idx = np.atleast_1d(np.asarray(indices, dtype=np.int64))
        self.layout.temperature[idx] = 0.0
        self.layout.moved[idx] = False      # nor does the overlap tidy-up move it

    def set_pinned(self, mask) -> None:
        if self.layout is not None:
            self.layout.set_pinned(mask)

    def pause(self) -> None:
        self.paused = True
        self._set_running(False)

    def resume(self) -> None:
        self.paused = False
        self._wake()

    def reheat(self, amount: float) -> None:
        if self.layout is not None:
            self.layout.reheat(amount)
            self._wake()

    def reheat_local(self, indices, amount: float) -> None:
        if self.layout is not None:
            self.layout.reheat_local(indices, amount=amount)
            self._wake()

    # -- stepping -------------------------------------------------------------------------

    def wants_steps(self) -> bool:
        return not self.paused and self.layout is not None and not self.layout.settled

    def run_for(self, seconds: float) -> None:
        """Step for about `seconds`; publish when due; report settling."""
        lay = self.layout
        if lay is None or self.paused:
            self._set_running(False)
            return
        end = time.perf_counter() + seconds
        while not lay.settled and time.perf_counter() < end:
            lay.step()
            self._dirty = True
        if lay.settled:
            self._publish()
            self._set_running(False)
            self.emit("settled", self.generation, lay.positions())
        elif time.perf_counter() - self._last_publish >= self.publish_interval:
            self._publish()

    def _wake(self) -> None:
        if self.paused or self.layout is None:
            return
        if self.layout.settled:
            if self._dirty:
                self._publish()
            return
        self._set_running(True)

    def _publish(self) -> None:
        if self.layout is None:
            return
        self._last_publish = time.perf_counter()
        self._dirty = False
        self.emit("positions", self.generation, self.layout.positions())

    def _set_running(self, running: bool) -> None:
        if running != self._running:
            self._running = running
            self.emit("running", self.generation, running)


def serve(commands, events, slice_seconds: float = 0.008) -> None:
    """The layout process: read requests from `commands`, send events to `events`.

    Commands are tuples: ("open", channel, publish_hz), ("close", channel),
    (request, channel, *args) with request in REQUESTS, ("stop",). Events are
    (channel, kind, generation, payload); kind "error" carries a traceback's text, after which
    that channel's graph is dropped (its next set_graph starts afresh). Ends on "stop" or when the GUI's end of a pipe closes.
    """
    tune_malloc()
    if hasattr(os, "nice"):
        # Frames first: on a busy machine the GUI gets the CPU and the layout takes longer,
        # rather than the layout taking a core from the painting.
        try:
            os.nice(LAYOUT_NICENESS)
        except OSError:
            pass
    engines: dict[int, LayoutEngine] = {}

    def emitter(channel: int) -> Emit:
        return lambda kind, generation, payload: events.send((channel, kind, generation, payload))

    def guarded(channel: int, call) -> None:
        try:
            call()
        except Exception:  # noqa: BLE001 - one canvas's failure must not stop the others
            engine = engines[channel]
            engine.layout = None          # that graph is dropped; the canvas's next one is laid out
            engine._set_running(False)
            events.send((channel, "error", engine.generation, traceback.format_exc()))

    try:
        while True:
            busy = [(ch, e) for ch, e in engines.items() if e.wants_steps()]
            # Requests first (a drag must not wait for a slice), and block when nothing moves.
            if commands.poll(0 if busy else None):
                message = commands.recv()
                op = message[0]
                if op == "stop":
                    return
                channel = message[1]
                if op == "open":
                    engines[channel] = LayoutEngine(emitter(channel), publish_hz=message[2])
                elif op == "close":
                    engines.pop(channel, None)
                elif op in REQUESTS and channel in engines:
                    engine = engines[channel]
                    guarded(channel, lambda: getattr(engine, op)(*message[2:]))
                continue
            share = slice_seconds / len(busy)
            for channel, engine in busy:
                guarded(channel, lambda: engine.run_for(share))
    except (EOFError, OSError, BrokenPipeError):
        return  # the GUI went away
