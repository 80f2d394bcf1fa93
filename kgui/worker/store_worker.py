"""The QObject that owns the knowledge-graph connection; it lives in its own QThread.

Everything here runs on the worker thread: requests (one at a time, in order), the
data_version poll that notices other processes' writes, and the scheduled maintenance.

One exception to "in order": a `background` request of an operation done in steps (a live
reload of a large workspace, the time bar's counts, the review inbox: each up to seconds at a
million entities) runs one step per event-loop turn, and reads sent after it run between its
steps. Other background requests sent meanwhile wait, in order, and let reads pass them too: a
search typed while the histogram is counted and a reload waits is answered between two steps of
the histogram, not after the reload. Everything else sent meanwhile (a write, a stepped request
sent in the foreground, and any read behind them) waits and then runs in the order sent, so no
read ever overtakes a write sent before it.
"""

from __future__ import annotations

import logging
import threading
import traceback
from collections import deque
from collections.abc import Generator
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, Qt, QThread, QTimer, Signal, Slot

import kgstore
from kgstore import KGError
from kgstore.storage.shares import run_steps

from .operations import OPERATIONS, READ, WRITE, OpContext
from .protocol import MaintenanceResult, OpenResult, Request, Response, SupersedeRegistry
from .undo_memory import UndoMemory

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class WorkerConfig:
    poll_interval_ms: int = 500  # data_version poll: other processes' writes show within ~1 s
    cleanup_delay_ms: int | None = 120_000  # the one-time cleanup, two minutes after start
    decay_first_delay_ms: int | None = 10_000  # first decay check after start …
    decay_interval_ms: int = 3_600_000  # … then hourly (the store runs it at most once a day)


class WrongThreadError(RuntimeError):
    """Store access from the GUI thread: a programming error the worker refuses."""


def on_gui_thread() -> bool:
    app = QCoreApplication.instance()
    return app is not None and QThread.currentThread() == app.thread()


def describe_error(op: str, exc: BaseException) -> str:
    if isinstance(exc, KGError):
        return str(exc)
    if isinstance(exc, (ImportError, AttributeError)) and "kgstore" in str(exc):
        return f"{op.replace('_', ' ')} is not available in this version of kgstore ({exc})"
    return f"unexpected error in {op.replace('_', ' ')}: {type(exc).__name__}: {exc}"


class StoreWorker(QObject):
    opened = Signal(object)  # OpenResult
    response_ready = Signal(object)  # Response
    progress_reported = Signal(int, int, int, str)  # request id (0: maintenance), done, total (0: unknown), text
    external_change_detected = Signal()
    maintenance_finished = Signal(object)  # MaintenanceResult
    _next_step_wanted = Signal()  # queued to itself: the next step after what is already waiting

    def __init__(self, db_path: str, supersede: SupersedeRegistry, config: WorkerConfig | None = None,
                 stop_flag: threading.Event | None = None):
        super().__init__()
        self.db_path = str(db_path)
        self.config = config or WorkerConfig()
        self._supersede = supersede
        self._stop_flag = stop_flag or threading.Event()
        self._kg: kgstore.KnowledgeGraph | None = None
        self._memory = UndoMemory()
        self._timers: list[QTimer] = []
        self.thread_ident: int | None = None  # the thread that ran the store (checked in tests)
        self.requests_handled = 0
        self._stepping: tuple[Request, Generator] | None = None  # the background request under way
        self._waiting: deque[Request] = deque()  # sent during it, to run after it, in order
        self._next_step_wanted.connect(self._next_step, Qt.ConnectionType.QueuedConnection)

    # -- lifecycle (worker thread) --------------------------------------------------------

    @Slot()
    def start(self) -> None:
        self._check_thread()
        try:
            self._kg = self._open_store(self.db_path)
        except (KGError, OSError) as exc:
            self.opened.emit(OpenResult(self.db_path, False, error=str(exc),
                                        not_a_graph=isinstance(exc, kgstore.NotAKnowledgeGraphError)))
            return
        self._start_timers()
        self.opened.emit(self._open_result(self.db_path))

    def _open_store(self, path: str, add_tables: bool = False) -> kgstore.KnowledgeGraph:
        """Open the file; the same handle polls data_version. Other processes' commits stay
        pending on it until asked (our reads and writes in between do not hide them) and our own
        commits never count, so no second connection is needed."""
        # Creates, or backs up and upgrades, the file; an unrelated SQLite file only when asked.
        # A one-time upgrade of a large file takes a while: each step is said in the status bar.
        kg = kgstore.open(path, init=add_tables,
                          on_upgrade=lambda text: self.progress_reported.emit(0, 0, 0, text))
        try:
            kg.data_version_changed()  # start from the file as opened
        except BaseException:
            kg.close()
            raise
        return kg

    def _open_result(self, path: str, reopened: bool = False) -> OpenResult:
        backup = self._kg.last_migration_backup
        return OpenResult(path, True, workspaces=self._kg.workspaces(), reopened=reopened,
                          workspace_names=self._kg.workspace_names(),
                          migration_backup=str(backup) if backup else None,
                          read_only_reason=self._kg.read_only_reason)

    @Slot(str)
    def reopen(self, path: str) -> None:
        """Switch to another knowledge-graph file (File → Open). The new file is opened first: if
        that fails, the current one stays open and the failure is reported (ok=False)."""
        self._reopen(path, add_tables=False)

    @Slot(str)
    def reopen_adding_tables(self, path: str) -> None:
        """The same, for an SQLite file the person agreed to make a knowledge graph (backed up first)."""
        self._reopen(path, add_tables=True)

    def _reopen(self, path: str, *, add_tables: bool) -> None:
        self._check_thread()
        try:
            kg = self._open_store(path, add_tables)
        except (KGError, OSError) as exc:
            self.opened.emit(OpenResult(path, False, error=str(exc), reopened=True,
                                        not_a_graph=isinstance(exc, kgstore.NotAKnowledgeGraphError)))
            return
        self._finish_stepping()  # requests sent before the switch are answered from the old file
        for timer in self._timers:
            timer.stop()
        self._timers.clear()
        self._close_store()
        self._kg = kg
        self.db_path = str(path)
        self._memory = UndoMemory()  # undo records belong to the old file
        self._start_timers()  # scheduled decay and the one-time cleanup, for this file too
        self.opened.emit(self._open_result(self.db_path, reopened=True))

    def _start_timers(self) -> None:
        poll = QTimer(self)
        poll.setInterval(self.config.poll_interval_ms)
        poll.timeout.connect(self.poll_external_changes)
        poll.start()
        self._timers.append(poll)
        if self._kg is not None and self._kg.read_only:
            return  # no maintenance writes into a file open read-only
        if self.config.cleanup_delay_ms is not None:
            cleanup = QTimer(self)
            cleanup.setSingleShot(True)
            cleanup.timeout.connect(self.run_scheduled_cleanup)
            cleanup.start(self.config.cleanup_delay_ms)
            self._timers.append(cleanup)
        if self.config.decay_first_delay_ms is not None:
            first = QTimer(self)
            first.setSingleShot(True)
            first.timeout.connect(self.run_scheduled_decay)
            first.start(self.config.decay_first_delay_ms)
            hourly = QTimer(self)
            hourly.setInterval(self.config.decay_interval_ms)
            hourly.timeout.connect(self.run_scheduled_decay)
            hourly.start()
            self._timers += [first, hourly]

    @Slot()
    def stop(self) -> None:
        """Stop timers, close the store and end the thread's event loop."""
        self._finish_stepping()  # (while stopping: a read is dropped, waiting writes still run)
        for timer in self._timers:
            timer.stop()
        self._timers.clear()
        self._close_store()
        thread = self.thread()
        app = QCoreApplication.instance()
        if app is not None and thread is not app.thread():
            self.moveToThread(app.thread())  # so that Python can delete it once the thread is gone
        thread.quit()

    def _close_store(self) -> None:
        if self._kg is not None:
            self._kg.close()
        self._kg = None

    def _check_thread(self) -> None:
        if on_gui_thread():
            raise WrongThreadError("the store was called on the GUI thread")
        self.thread_ident = threading.get_ident()

    # -- requests -------------------------------------------------------------------------

    @Slot(object)
    def handle(self, request: Request) -> None:
        if self._stepping is not None and not (
                _plain_read(request) and all(_lets_reads_pass(w) for w in self._waiting)):
            self._waiting.append(request)
            return
        self._dispatch(request)

    def _dispatch(self, request: Request) -> None:
        op = OPERATIONS.get(request.op)
        if self._stop_flag.is_set() and (op is None or op.kind != WRITE):
            return  # closing: reads are pointless, but edits already sent are still saved
        if self._supersede.is_stale(request.supersede_key, request.id):
            self.response_ready.emit(Response(request.id, request.op, False, superseded=True))
            return
        if request.background and op is not None and op.stepped and self._kg is not None:
            self._start_stepping(request, op)
        else:
            self._answer(self._run(request))

    def _answer(self, response: Response) -> None:
        self.requests_handled += 1
        self.response_ready.emit(response)

    def _run(self, request: Request) -> Response:
        op = OPERATIONS.get(request.op)
        if op is None:
            return Response(request.id, request.op, False, error=f"unknown request {request.op!r}")
        if self._kg is None:
            return Response(request.id, request.op, False, error="the knowledge-graph file is not open")
        try:
            self._check_thread()
            result = op.run(self._context(request), **request.args)
            if op.stepped:  # not in the background: all steps at once
                result = run_steps(result)  # a stepped operation, run without pauses
        except Exception as exc:  # every failure becomes a message, never a crash
            return self._failure(request, exc)
        return Response(request.id, request.op, True, result=result)

    def _context(self, request: Request) -> OpContext:
        return OpContext(self._kg, request.workspace, self._memory,
                         lambda done, total, text: self.progress_reported.emit(request.id, done, total, text))

    @staticmethod
    def _failure(request: Request, exc: Exception) -> Response:
        if not isinstance(exc, KGError):
            log.error("request %s failed:\n%s", request.op, traceback.format_exc())
        cause = None
        if isinstance(exc, KGError):
            cause = exc.with_traceback(None)  # crosses to the GUI thread: no frames held with it
        return Response(request.id, request.op, False, error=describe_error(request.op, exc), cause=cause)

    # -- background (stepped) requests ----------------------------------------------------

    def _start_stepping(self, request: Request, op) -> None:
        try:
            self._check_thread()
            steps = op.run(self._context(request), **request.args)
        except Exception as exc:
            self._answer(self._failure(request, exc))
            return
        self._stepping = (request, steps)
        self._step()

    @Slot()
    def _next_step(self) -> None:
        self._run_waiting_reads()
        self._step()

    def _run_waiting_reads(self) -> None:
        """Between two steps: the waiting reads with nothing but reads and background requests
        before them (sent after the request under way, or after one that waits for it), as the
        reads sent during it run."""
        passing = []
        for request in self._waiting:
            if _plain_read(request):
                passing.append(request)
            elif not _lets_reads_pass(request):
                break  # a write: what was sent after it waits for it
        for request in passing:
            if self._stepping is None:
                return
            self._waiting.remove(request)
            self._dispatch(request)

    def _step(self) -> None:
        if self._stepping is None:
            return
        request, steps = self._stepping
        if self._supersede.is_stale(request.supersede_key, request.id) or self._stop_flag.is_set():
            self._drop_stepping()
        elif self._advance(request, steps):
            self._next_step_wanted.emit()  # after the requests that arrived during this step

    def _advance(self, request: Request, steps: Generator) -> bool:
        """Run one step; False once the request has been answered (and what waited has run)."""
        try:
            self._check_thread()
            next(steps)
            return True
        except StopIteration as done:
            response = Response(request.id, request.op, True, result=done.value)
        except Exception as exc:
            response = self._failure(request, exc)
        self._stepping = None
        self._answer(response)
        self._run_waiting()
        return False

    def _finish_stepping(self) -> None:
        """Answer a background request now (or, when stopping, drop it), then what waited."""
        while self._stepping is not None:
            if self._stop_flag.is_set():
                self._drop_stepping()
            else:
                while self._advance(*self._stepping):
                    pass

    def _drop_stepping(self) -> None:
        """Stop the background request unanswered (superseded; nobody listens while stopping),
        then run what waited for it."""
        request, steps = self._stepping
        steps.close()
        self._stepping = None
        if not self._stop_flag.is_set():
            self.response_ready.emit(Response(request.id, request.op, False, superseded=True))
        self._run_waiting()

    def _run_waiting(self) -> None:
        while self._waiting and self._stepping is None:
            self._dispatch(self._waiting.popleft())

    # -- background work ------------------------------------------------------------------

    @Slot()
    def poll_external_changes(self) -> None:
        if self._kg is None:
            return
        try:
            changed = self._kg.data_version_changed()
        except Exception as exc:  # a vanished file must not kill the worker
            log.warning("data_version poll failed: %s", exc)
            return
        if changed:
            self.external_change_detected.emit()

    @Slot()
    def run_scheduled_decay(self) -> None:
        if self._kg is None or self._stop_flag.is_set():
            return
        self.poll_external_changes()
        for workspace_id in self._kg.workspaces():
            try:
                decayed = self._kg.workspace(workspace_id).run_decay()
            except Exception as exc:
                self.maintenance_finished.emit(MaintenanceResult(
                    "decay", workspace_id, False, message=describe_error("decay", exc)))
                break
            if decayed:
                self.maintenance_finished.emit(MaintenanceResult(
                    "decay", workspace_id, True, decayed,
                    f"Confidence decay: {decayed} entities in {workspace_id}", changed=True))

    @Slot()
    def run_scheduled_cleanup(self) -> None:
        if self._kg is None or self._stop_flag.is_set():
            return
        self.poll_external_changes()
        self.progress_reported.emit(0, 0, 0, "Running the one-time cleanup…")
        try:
            report = self._kg.run_cleanup()
        except Exception as exc:
            result = MaintenanceResult("cleanup", None, False, message=describe_error("cleanup", exc))
        else:
            ran = bool(getattr(report, "ran", True))
            result = MaintenanceResult("cleanup", None, True, report, _cleanup_message(report), changed=ran)
        self.maintenance_finished.emit(result)


def _plain_read(request: Request) -> bool:
    op = OPERATIONS.get(request.op)
    return op is not None and op.kind == READ and not op.stepped


def _lets_reads_pass(request: Request) -> bool:
    """A background request done in steps: reads sent after it may be answered before it."""
    op = OPERATIONS.get(request.op)
    return request.background and op is not None and op.stepped


def _cleanup_message(report) -> str:
    if getattr(report, "ran", False):
        counts = getattr(report, "counts", {}) or {}
        total = sum(n for phase in counts.values() for n in phase.values())
        return f"One-time cleanup finished ({total} changes)"
    return f"One-time cleanup: {getattr(report, 'reason', 'nothing to do')}"
