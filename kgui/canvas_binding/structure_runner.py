"""Graph structure (degree, PageRank, communities) of what the canvas shows, computed off the
GUI thread.

Every request carries an id; a request made while another runs waits, and only the newest
waiting one is computed when the running one ends (dragging the time slider asks many times:
the answers in between would be drawn and replaced at once, as napari's slicer drops stale
slices). An answer is emitted only if no newer request was made after it: what is drawn is
always the structure of what is shown.

The computation is plain numpy / networkx on arrays (no SQL, no Qt objects), in a thread of
its own; the result crosses back to the GUI thread by a queued signal.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np
from PySide6.QtCore import QObject, Signal


@dataclass(frozen=True)
class StructureRequest:
    request_id: int
    ids: tuple[str, ...]
    src: np.ndarray
    dst: np.ndarray


@dataclass(frozen=True)
class StructureAnswer:
    request_id: int
    ids: tuple[str, ...]
    result: Any            # what compute returned (kgstore's Structure record)
    seconds: float

    def of(self, entity_id: str) -> tuple[int, float, int] | None:
        """(degree, PageRank, community) of one entity, or None when it was not shown."""
        try:
            i = self.ids.index(entity_id)
        except ValueError:
            return None
        r = self.result
        return int(r.degree[i]), float(r.pagerank[i]), int(r.community[i])


class StructureRunner(QObject):
    started = Signal(int, int)        # request id, number of entities
    computed = Signal(object)         # StructureAnswer (newest request only)
    failed = Signal(str)

    def __init__(self, compute: Callable[[int, np.ndarray, np.ndarray], Any], parent: QObject | None = None):
        super().__init__(parent)
        self._compute = compute
        self._lock = threading.Lock()
        self._waiting: StructureRequest | None = None
        self._thread: threading.Thread | None = None
        self._last_id = 0
        self._closed = False
        self._answer_ready.connect(self._deliver)

    _answer_ready = Signal(object)    # from the computing thread (queued to the GUI thread)

    @property
    def busy(self) -> bool:
        with self._lock:
            return self._thread is not None

    def request(self, ids, src, dst) -> int:
        """Ask for the structure of this graph; returns the request's id."""
        with self._lock:
            if self._closed:
                return self._last_id
            self._last_id += 1
            req = StructureRequest(self._last_id, tuple(ids), np.asarray(src, dtype=np.int64).copy(),
                                   np.asarray(dst, dtype=np.int64).copy())
            self._waiting = req
            if self._thread is None:
                self._start_locked()
        self.started.emit(req.request_id, len(req.ids))
        return req.request_id

    def _start_locked(self) -> None:
        req, self._waiting = self._waiting, None
        self._thread = threading.Thread(target=self._run, args=(req,), name="graph-structure", daemon=True)
        self._thread.start()

    def _run(self, req: StructureRequest) -> None:
        t0 = time.perf_counter()
        try:
            result = self._compute(len(req.ids), req.src, req.dst)
            answer: object = StructureAnswer(req.request_id, req.ids, result, time.perf_counter() - t0)
        except Exception as exc:  # noqa: BLE001 - reported in the GUI, never a crash of the thread
            answer = exc
        with self._lock:
            self._thread = None
            if self._waiting is not None and not self._closed:
                self._start_locked()
        self._answer_ready.emit(answer)

    def _deliver(self, answer) -> None:
        if isinstance(answer, Exception):
            self.failed.emit(f"{type(answer).__name__}: {answer}")
            return
        if answer.request_id == self._last_id:  # a newer request makes this one stale
            self.computed.emit(answer)

    def wait(self, timeout: float = 10.0) -> bool:
        """Block until nothing is computing (tests, shutdown); True when idle."""
        deadline = time.monotonic() + timeout
        while True:
            with self._lock:
                thread = self._thread
            if thread is None:
                return True
            thread.join(max(deadline - time.monotonic(), 0.0))
            if time.monotonic() >= deadline:
                with self._lock:
                    return self._thread is None

    def shutdown(self, timeout: float = 10.0) -> bool:
        with self._lock:
            self._closed = True
            self._waiting = None
        return self.wait(timeout)
