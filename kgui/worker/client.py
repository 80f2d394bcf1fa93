"""The GUI side of the store worker: submit requests, get answers by signal or callback."""

from __future__ import annotations

import itertools
import logging
import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal

from .protocol import ErrorMessage, MaintenanceResult, OpenResult, Request, Response, SupersedeRegistry
from .store_worker import StoreWorker, WorkerConfig

log = logging.getLogger(__name__)

_running_threads: set[QThread] = set()


def running_worker_threads() -> list[QThread]:
    """Worker threads started and not yet shut down (tests assert this is empty)."""
    return [t for t in _running_threads if t.isRunning()]


Callback = Callable[[Any], None]


class StoreClient(QObject):
    """Owns the worker thread. Lives on the GUI thread; never touches the store itself."""

    request_submitted = Signal(object)  # Request → worker
    stop_requested = Signal()  # → worker
    reopen_requested = Signal(str)  # → worker: switch to another file
    reopen_adding_tables_requested = Signal(str)  # → worker: the same, adding knowledge-graph tables

    opened = Signal(object)  # OpenResult
    request_finished = Signal(int, str, object)  # request id, op, result
    request_failed = Signal(int, str, str)  # request id, op, message
    busy_changed = Signal(bool)
    progress_reported = Signal(int, int, int, str)
    external_change_detected = Signal()
    maintenance_finished = Signal(object)  # MaintenanceResult

    def __init__(self, db_path: str, config: WorkerConfig | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self.db_path = str(db_path)
        self._ids = itertools.count(1)
        self._callbacks: dict[int, tuple[Callback | None, Callback | None, str | None]] = {}
        self._supersede = SupersedeRegistry()
        self._stop_flag = threading.Event()
        self._closed = False
        self.is_open = False

        self._thread = QThread()
        self._thread.setObjectName("kgui-store-worker")
        self.worker = StoreWorker(self.db_path, self._supersede, config, self._stop_flag)
        self.worker.moveToThread(self._thread)
        self._thread.started.connect(self.worker.start)
        self.request_submitted.connect(self.worker.handle)
        self.stop_requested.connect(self.worker.stop)
        self.reopen_requested.connect(self.worker.reopen)
        self.reopen_adding_tables_requested.connect(self.worker.reopen_adding_tables)
        self.worker.opened.connect(self._on_opened)
        self.worker.response_ready.connect(self._on_response)
        self.worker.progress_reported.connect(self.progress_reported)
        self.worker.external_change_detected.connect(self._on_external_change)
        self.worker.maintenance_finished.connect(self._on_maintenance)

    @property
    def thread(self) -> QThread:  # noqa: A003 - the worker's thread
        return self._thread

    def start(self) -> None:
        _running_threads.add(self._thread)
        self._thread.start()

    # -- requests -------------------------------------------------------------------------

    def submit(self, op: str, *, workspace: str | None = None, on_done: Callback | None = None,
               on_error: Callback | None = None, supersede_key: str | None = None,
               background: bool = False, **args: Any) -> int:
        """Queue `op` for the worker; returns the request id. With `supersede_key`, only the
        newest request of that key is answered (older ones are skipped or dropped). A
        `background` request of an operation done in steps lets reads sent after it be answered
        first (see StoreWorker.handle)."""
        if self._closed:
            return 0
        request_id = next(self._ids)
        if supersede_key is not None:
            self._supersede.mark(supersede_key, request_id)
        was_idle = not self._callbacks
        self._callbacks[request_id] = (on_done, on_error, supersede_key)
        self.request_submitted.emit(Request(request_id, op, workspace, args, supersede_key, background))
        if was_idle:
            self.busy_changed.emit(True)
        return request_id

    def reopen(self, path: str, *, add_tables: bool = False) -> None:
        """Ask the worker to switch to another file; `opened` answers (reopened=True). Requests
        sent before this are answered from the old file, those sent after from the new one.
        `add_tables`: the person agreed to make an unrelated SQLite file a knowledge graph."""
        if not self._closed:
            (self.reopen_adding_tables_requested if add_tables else self.reopen_requested).emit(str(path))

    def is_latest(self, key: str, request_id: int) -> bool:
        return not self._supersede.is_stale(key, request_id)

    @property
    def pending_count(self) -> int:
        return len(self._callbacks)

    def is_idle(self) -> bool:
        return not self._callbacks

    def _on_response(self, response: Response) -> None:
        entry = self._callbacks.pop(response.request_id, None)
        if entry is None:
            return
        on_done, on_error, key = entry
        try:
            if response.superseded or self._supersede.is_stale(key, response.request_id):
                return  # an older answer: only the newest is drawn
            if response.ok:
                self.request_finished.emit(response.request_id, response.op, response.result)
                if on_done is not None:
                    on_done(response.result)
            else:
                message = ErrorMessage(response.error or "failed", response.cause)
                self.request_failed.emit(response.request_id, response.op, message)
                if on_error is not None:
                    on_error(message)
        finally:
            if not self._callbacks:
                self.busy_changed.emit(False)

    def _on_opened(self, result: OpenResult) -> None:
        if result.ok:
            self.db_path = result.path
        if result.ok or not result.reopened:  # a failed switch leaves the old file open
            self.is_open = result.ok
        self.opened.emit(result)

    def _on_external_change(self) -> None:
        if not self._closed:
            self.external_change_detected.emit()

    def _on_maintenance(self, result: MaintenanceResult) -> None:
        if not self._closed:
            self.maintenance_finished.emit(result)

    # -- shutdown -------------------------------------------------------------------------

    def shutdown(self, timeout_ms: int = 15_000) -> bool:
        """Stop the worker, close the store, join the thread. Queued writes (edits already sent)
        are still saved; queued reads are skipped. True when the thread ended in time."""
        if self._closed:
            return self._thread.isFinished() or not self._thread.isRunning()
        self._closed = True
        self._stop_flag.set()
        self._callbacks.clear()
        if not self._thread.isRunning():
            _running_threads.discard(self._thread)
            return True
        self.stop_requested.emit()
        finished = self._thread.wait(timeout_ms)
        if finished:
            _running_threads.discard(self._thread)
        else:
            log.warning("the store worker did not stop within %d ms", timeout_ms)
        return finished
