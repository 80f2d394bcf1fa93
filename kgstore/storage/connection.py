"""The SQLite connection: pragmas, one-writer transactions with retry, and the clock."""

from __future__ import annotations

import contextlib
import os
import random
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator
from urllib.parse import quote

from .checkpointer import Checkpointer
from ..errors import ReadOnlyError, StoreBusyError

BUSY_TIMEOUT_MS = 5_000
# Beyond busy_timeout we retry BEGIN IMMEDIATE with backoff so no "database is locked"
# reaches a user while another process holds the write lock for a long transaction.
WRITE_RETRY_BUDGET_S = 60.0
# While another process holds the write lock, each BEGIN IMMEDIATE waits this long inside SQLite
# (holding this connection), then the connection is let go until the next attempt: reads of
# other threads (the MCP server answers calls on a thread pool) go ahead meanwhile, as WAL allows.
BEGIN_ATTEMPT_MS = 50
# Bytes of the file mapped for reads (see connect()).
MMAP_SIZE = 512 * 2**20


def wall_clock_ms() -> int:
    return time.time_ns() // 1_000_000


def file_uri(path: str, *, read_only: bool = False, immutable: bool = False) -> str:
    """A quoted file: URI for a path, so that '#', '?', '%' or a leading 'file:' in a file name
    are always part of the name (never read as URI syntax)."""
    query = [q for q, on in (("mode=ro", read_only), ("immutable=1", immutable)) if on]
    return f"file:{quote(os.path.abspath(path))}" + (f"?{'&'.join(query)}" if query else "")


def connect(path: str, *, read_only: bool = False, immutable: bool = False) -> sqlite3.Connection:
    """A connection with the store's pragmas; `path` is always a file path (or ":memory:")."""
    target = ":memory:" if path == ":memory:" else file_uri(path, read_only=read_only, immutable=immutable)
    conn = sqlite3.connect(
        target,
        isolation_level=None,  # we issue BEGIN IMMEDIATE / COMMIT ourselves
        check_same_thread=False,  # guarded by Database.lock; the GUI worker may be created elsewhere
        timeout=BUSY_TIMEOUT_MS / 1000,
        uri=True,  # ATTACH of a backup uses a read-only URI too
        cached_statements=256,
    )
    conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
    from .text_matching import fold, tokens_match

    conn.create_function("kg_fold", 1, fold, deterministic=True)
    conn.create_function("kg_tokens_match", 2, tokens_match, deterministic=True)
    conn.create_function("kg_tokens_match", 3, tokens_match, deterministic=True)
    conn.execute("PRAGMA foreign_keys = ON")
    if path != ":memory:" and not read_only:
        conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA synchronous = NORMAL")
    conn.execute("PRAGMA temp_store = MEMORY")
    # A small page cache (2 MB, SQLite's default) on purpose: reads come through the memory map
    # below, and a large cache makes commits slower. When an insert splits B-tree pages, SQLite
    # parks a page at the pending-byte page number (262,145) while reordering them, and the next
    # COMMIT then walks the whole cache (every hash bucket and page) to drop pages past the end
    # of the file. Measured against 64 MiB: +22 % edge inserts at 20k entities, +40-70 % at
    # 100k, no change in query figures (benchmarks/README.md).
    conn.execute("PRAGMA cache_size = -2000")
    # Reads of pages not yet in the cache come straight from the OS page cache instead of one
    # pread() each: a first traversal of a 100k-entity file is about a third faster. (Writes
    # still go through the WAL; SQLite maps read-only.) 512 MiB: a 200k-entity file (585 MB)
    # keeps its per-end edge indexes past 256 MiB, where each page of a traversal was one
    # pread() through the 2 MB cache and, while the file was not in the OS cache, one disk
    # read (neighbour p95 on that file after its pages were dropped: 30 -> 7 ms). Not more:
    # every page read through the map counts in the process's resident memory (the OS maps up
    # to 16 neighbouring pages with each), and the explorer's opening and time bar read enough
    # of a 1M-entity file to fill the map - 2 GiB (SQLite's ceiling) held 1.2 GB of the file
    # there, 512 MiB holds 0.43 GB (benchmarks/README.md).
    conn.execute(f"PRAGMA mmap_size = {MMAP_SIZE}")
    # Checkpoints normally run on a background thread (checkpointer.py); this is the backstop
    # for when that thread lags or never starts. Less often than every 1,000 pages because each
    # checkpoint syncs the file and a page rewritten by many commits is then copied once.
    conn.execute("PRAGMA wal_autocheckpoint = 10000")
    return conn


def table_exists(conn: sqlite3.Connection, name: str) -> bool:
    """Whether the file holds a table of that name (a file opened read-only may predate it)."""
    return conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", (name,)).fetchone() is not None


def is_locked_error(exc: BaseException) -> bool:
    msg = str(exc).lower()
    return isinstance(exc, sqlite3.OperationalError) and ("locked" in msg or "busy" in msg)


class Database:
    """Owns one connection; every public write runs in `write()` (BEGIN IMMEDIATE … COMMIT)."""

    def __init__(self, conn: sqlite3.Connection, clock: Callable[[], int] | None = None,
                 checkpointer: Checkpointer | None = None):
        self.conn = conn
        self.checkpointer = checkpointer
        self.clock = clock or wall_clock_ms
        self.lock = ConnectionLock()
        # Set when the file is open read-only (and why): every write raises ReadOnlyError.
        self.read_only_reason: str | None = None
        self._depth = 0
        # From the start: another process's first commit after opening is a change too (with no
        # baseline it went unnoticed, and what it wrote stayed unhealed until a second commit).
        self._data_version = conn.execute("PRAGMA data_version").fetchone()[0]
        self.external_change_pending = False
        # Caches that another process's commit can make stale; dropped when data_version moves.
        self.on_external_change: list[Callable[[], None]] = []
        # Caches that our own writes can make stale; dropped when a write transaction ends.
        self.on_local_write: list[Callable[[], None]] = []
        # Caches that remember rows a rolled-back transaction created; dropped on rollback.
        self.on_rollback: list[Callable[[], None]] = []
        # Work to do once an outermost read or write has ended well, with no transaction open
        # (healing another program's rows after its commit was noticed; see store.py).
        self.when_idle: list[Callable[[], None]] = []

    def now(self) -> int:
        return int(self.clock())

    def close(self) -> None:
        """Stop background checkpoints first, so the connection closed last still checkpoints
        and removes the WAL; then close."""
        if self.checkpointer is not None:
            self.checkpointer.close()
        with self.lock:
            self.conn.close()

    def check_external_change(self) -> bool:
        """True (and caches dropped) if another connection committed since we last looked."""
        version = self.conn.execute("PRAGMA data_version").fetchone()[0]
        changed = self._data_version is not None and version != self._data_version
        self._data_version = version
        if changed:
            self.external_change_pending = True
            for callback in self.on_external_change:
                callback()
        return changed

    def take_external_change(self) -> bool:
        """True once per batch of other connections' commits, however many reads saw them first."""
        self.check_external_change()
        pending, self.external_change_pending = self.external_change_pending, False
        return pending

    def _idle(self) -> None:
        for callback in self.when_idle:
            callback()

    @contextlib.contextmanager
    def write(self, *, patient: bool = True) -> Iterator[sqlite3.Connection]:
        """One transaction. Nested use joins the outer transaction; any exception rolls it all back.

        `patient=False`: one short attempt at the write lock (StoreBusyError if another writer
        holds it), for work that can as well be done later."""
        if self.read_only_reason is not None:
            raise ReadOnlyError(f"this knowledge-graph file is open read-only: {self.read_only_reason}")
        with self.lock:
            if self._depth:
                self._depth += 1
                try:
                    yield self.conn
                finally:
                    self._depth -= 1
                return
            if patient:
                self._begin()
            else:
                self._begin(patient=False)
            self._depth = 1
            try:
                self.check_external_change()
                yield self.conn
            except BaseException:
                self._depth = 0
                self._rollback()
                self._local_write_ended()
                raise
            self._depth = 0
            try:
                self.conn.execute("COMMIT")
            except BaseException:
                self._rollback()
                raise
            finally:
                self._local_write_ended()
            if self.checkpointer is not None:
                self.checkpointer.committed()
            self._idle()

    def _rollback(self) -> None:
        with contextlib.suppress(sqlite3.Error):
            self.conn.execute("ROLLBACK")
        for callback in self.on_rollback:
            callback()

    def _local_write_ended(self) -> None:
        for callback in self.on_local_write:
            callback()

    @contextlib.contextmanager
    def read(self) -> Iterator[sqlite3.Connection]:
        """A consistent read (one snapshot) unless already inside a transaction."""
        with self.lock:
            if self._depth or self.conn.in_transaction:
                yield self.conn
                return
            self.conn.execute("BEGIN")
            self._depth = 1
            try:
                self.check_external_change()
                yield self.conn
            finally:
                self._depth = 0
                with contextlib.suppress(sqlite3.Error):
                    self.conn.execute("COMMIT")
            self._idle()

    def _begin(self, patient: bool = True) -> None:
        deadline = time.monotonic() + WRITE_RETRY_BUDGET_S
        delay = 0.01
        # Short attempts, letting the connection go in between (two pragmas cost ~1 us). Work
        # that can wait does not wait at all: it is retried at the next occasion.
        self.conn.execute(f"PRAGMA busy_timeout = {BEGIN_ATTEMPT_MS if patient else 0}")
        try:
            while True:
                try:
                    self.conn.execute("BEGIN IMMEDIATE")
                    return
                except sqlite3.OperationalError as exc:
                    if not is_locked_error(exc):
                        raise
                    if not patient or time.monotonic() > deadline:
                        raise StoreBusyError(
                            "the knowledge-graph file stayed locked by another writer; try again"
                        ) from None
                with self.lock.released_if_sole_holder():
                    time.sleep(delay * (0.5 + random.random()))
                delay = min(delay * 2, 0.5)
        finally:
            self.conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")


class ConnectionLock:
    """A re-entrant lock that knows how often its owner holds it, so a writer waiting for another
    process can let the connection go between attempts when nobody up the stack relies on it."""

    def __init__(self) -> None:
        self._lock = threading.RLock()
        self._owner: int | None = None
        self._count = 0

    def acquire(self) -> None:
        self._lock.acquire()
        self._owner = threading.get_ident()
        self._count += 1

    def release(self) -> None:
        self._count -= 1
        if not self._count:
            self._owner = None
        self._lock.release()

    def __enter__(self) -> ConnectionLock:
        self.acquire()
        return self

    def __exit__(self, *exc) -> None:
        self.release()

    @contextlib.contextmanager
    def released_if_sole_holder(self) -> Iterator[None]:
        sole = self._owner == threading.get_ident() and self._count == 1
        if sole:
            self.release()
        try:
            yield
        finally:
            if sole:
                self.acquire()
