"""Shared helpers of the reliability runs (benchmarks/reliability/*.py and tests/reliability/).

Everything here is bounded in time: child processes are started in their own session, read by a
thread, and killed (their process group, by id) when a deadline passes or the run ends.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import queue
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
PYTHON = sys.executable

if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

# Every table a knowledge-graph file holds (FTS shadow tables are covered by the FTS checks).
DATA_TABLES = (
    "kg_entity_types", "kg_entities", "kg_edges", "kg_observations", "memory_settings", "kg_memory_flags",
    "maintenance_state", "maintenance_claims", "kg_layout_positions", "kg_migrations",
)
GRAPH_TABLES = ("kg_entity_types", "kg_entities", "kg_edges", "kg_observations", "kg_layout_positions",
                "memory_settings", "kg_memory_flags")


def env_int(name: str, default: int) -> int:
    """A size parameter from the environment (tests use small defaults, scripts large ones)."""
    value = os.environ.get(name, "").strip()
    if not value:
        return default
    try:
        return int(value)
    except ValueError:
        raise SystemExit(f"{name} must be an integer, not {value!r}") from None


def child_env(extra: dict[str, str] | None = None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("KG_DB", "KG_WORKSPACE", "KG_DEBUG")}
    env["PYTHONPATH"] = str(REPO) + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["PYTHONUNBUFFERED"] = "1"
    env.update(extra or {})
    return env


# ---------------------------------------------------------------------------------------------
# Reading a file without kgstore (what is really on disk)
# ---------------------------------------------------------------------------------------------

def raw_connect(path: str | os.PathLike[str]) -> sqlite3.Connection:
    conn = sqlite3.connect(str(path), timeout=30, isolation_level=None)
    conn.execute("PRAGMA busy_timeout = 30000")
    return conn


def make_unrelated_database(path: Path) -> Path:
    """An SQLite file of some other program (one table of its own): nothing of ours may change it."""
    conn = sqlite3.connect(path)
    try:
        conn.execute("CREATE TABLE IF NOT EXISTS photos (id INTEGER PRIMARY KEY, path TEXT)")
        conn.commit()
    finally:
        conn.close()
    return path


def table_names(conn: sqlite3.Connection) -> set[str]:
    return {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}


def dump_rows(path: str | os.PathLike[str], tables: Sequence[str] = DATA_TABLES,
              workspace: str | None = None) -> dict[str, list[tuple]]:
    """Every row of `tables`, sorted (optionally only one workspace's rows): a row-for-row image."""
    conn = raw_connect(path)
    try:
        present = table_names(conn)
        out: dict[str, list[tuple]] = {}
        conn.execute("BEGIN")
        for table in tables:
            if table not in present:
                continue
            if workspace is None:
                rows = conn.execute(f"SELECT * FROM {table}").fetchall()
            elif table == "kg_observations":
                rows = conn.execute(
                    "SELECT o.* FROM kg_observations o JOIN kg_entities e ON e.id = o.entity_id"
                    " WHERE e.workspace_id = ?", (workspace,)).fetchall()
            elif table in ("maintenance_state", "maintenance_claims", "kg_migrations"):
                continue
            else:
                rows = conn.execute(f"SELECT * FROM {table} WHERE workspace_id = ?", (workspace,)).fetchall()
            out[table] = sorted(rows, key=repr)
        conn.execute("COMMIT")
        return out
    finally:
        conn.close()


def rows_digest(rows: dict[str, list[tuple]]) -> str:
    h = hashlib.sha256()
    for table in sorted(rows):
        h.update(table.encode())
        for row in rows[table]:
            h.update(repr(row).encode("utf-8", "surrogatepass"))
    return h.hexdigest()


# (kg_fts_state key, table, FTS table, indexed columns)
SEARCH_INDEXES = (
    ("entities", "kg_entities", "kg_entities_fts", "name, description"),
    ("observations", "kg_observations", "kg_observations_fts", "content"),
)


def raw_integrity(path: str | os.PathLike[str]) -> list[str]:
    """SQLite's own checks on the file as it is: integrity_check, foreign keys, and FTS5's
    integrity-check of both search indexes. An index maintained in batches (a watermark in
    kg_fts_state) has its unindexed tail folded in first, inside a transaction that is rolled
    back: the check compares the index with every row, and the file is not changed."""
    problems: list[str] = []
    conn = raw_connect(path)
    try:
        for (msg,) in conn.execute("PRAGMA integrity_check"):
            if msg != "ok":
                problems.append(f"integrity_check: {msg}")
        for row in conn.execute("PRAGMA foreign_key_check"):
            problems.append(f"foreign_key_check: {row}")
        present = table_names(conn)
        conn.execute("BEGIN IMMEDIATE")
        try:
            for name, table, fts, columns in SEARCH_INDEXES:
                if fts not in present:
                    continue
                try:
                    if "kg_fts_state" in present:
                        mark = conn.execute("SELECT indexed_rowid FROM kg_fts_state WHERE name = ?",
                                            (name,)).fetchone()
                        if mark is not None:  # batched: fold the tail in
                            conn.execute(f"INSERT INTO {fts}(rowid, {columns}) SELECT rowid, {columns}"
                                         f" FROM {table} WHERE rowid > ?", (mark[0],))
                    conn.execute(f"INSERT INTO {fts}({fts}) VALUES ('integrity-check')")
                except sqlite3.DatabaseError as exc:
                    problems.append(f"{fts}: {exc}")
        finally:
            conn.execute("ROLLBACK")
    finally:
        conn.close()
    return problems


def full_integrity(path: str | os.PathLike[str]) -> list[str]:
    """raw_integrity plus the store's own check (kgstore.open + check_integrity)."""
    import kgstore

    problems = raw_integrity(path)
    with kgstore.open(path) as kg:
        problems += [f"check_integrity: {p}" for p in kg.check_integrity()]
    return problems


# ---------------------------------------------------------------------------------------------
# Child processes
# ---------------------------------------------------------------------------------------------

class Child:
    """A child process in its own session; stdout lines are queued by a reader thread.

    `lines()` gives complete lines only (a line cut by SIGKILL is not returned)."""

    def __init__(self, argv: Sequence[str], *, name: str, env: dict[str, str] | None = None,
                 stdin: int | None = subprocess.DEVNULL, stderr_path: Path | None = None,
                 cwd: Path | None = None):
        self.name = name
        self.stderr_path = stderr_path
        self._stderr_fh = open(stderr_path, "wb") if stderr_path else subprocess.DEVNULL
        self.proc = subprocess.Popen(
            list(argv), stdin=stdin, stdout=subprocess.PIPE, stderr=self._stderr_fh,
            env=env or child_env(), cwd=str(cwd or REPO), start_new_session=True,
        )
        self.queue: queue.Queue[str | None] = queue.Queue()
        self.partial = b""
        self._reader = threading.Thread(target=self._read, name=f"read-{name}", daemon=True)
        self._reader.start()

    def _read(self) -> None:
        out = self.proc.stdout
        assert out is not None
        buf = b""
        while True:
            chunk = out.read1(65536) if hasattr(out, "read1") else out.read(65536)
            if not chunk:
                break
            buf += chunk
            *complete, buf = buf.split(b"\n")
            for line in complete:
                self.queue.put(line.decode("utf-8", "replace"))
        self.partial = buf
        self.queue.put(None)

    def wait_for(self, prefix: str, timeout: float) -> str:
        """The first line starting with `prefix` (lines before it are discarded)."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"{self.name}: no {prefix!r} line within {timeout:.0f} s")
            try:
                line = self.queue.get(timeout=left)
            except queue.Empty:
                continue
            if line is None:
                raise RuntimeError(f"{self.name} exited (status {self.proc.poll()}) before {prefix!r}: "
                                   f"{self.stderr_text()[-2000:]}")
            if line.startswith(prefix):
                return line

    def lines(self, timeout: float) -> list[str]:
        """All remaining complete lines until the child closes stdout (or the timeout)."""
        out: list[str] = []
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"{self.name}: still running after {timeout:.0f} s")
            try:
                line = self.queue.get(timeout=left)
            except queue.Empty:
                continue
            if line is None:
                return out
            out.append(line)

    def sigkill(self) -> None:
        """SIGKILL the child's whole process group (the child and what it started)."""
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self.proc.pid, signal.SIGKILL)
        with contextlib.suppress(ProcessLookupError):
            self.proc.kill()

    def wait(self, timeout: float) -> int:
        try:
            return self.proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.sigkill()
            self.proc.wait(timeout=10)
            raise TimeoutError(f"{self.name}: did not exit within {timeout:.0f} s (killed)") from None

    def stderr_text(self) -> str:
        if self.stderr_path is None or not self.stderr_path.exists():
            return ""
        return self.stderr_path.read_bytes().decode("utf-8", "replace")

    def close(self) -> None:
        if self.proc.poll() is None:
            self.sigkill()
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.proc.wait(timeout=10)
        else:
            # The child exited; anything it started in its session must not outlive it.
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(self.proc.pid, signal.SIGKILL)
        if self.proc.stdout:
            self.proc.stdout.close()
        if self._stderr_fh not in (None, subprocess.DEVNULL):
            self._stderr_fh.close()
        self._reader.join(timeout=5)


@contextlib.contextmanager
def children() -> Iterable[list[Child]]:
    """A list to put children in; every one is killed and reaped on the way out."""
    started: list[Child] = []
    try:
        yield started
    finally:
        for child in started:
            child.close()


def wait_for_file(path: Path, timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while not path.exists():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.002)
    return True


def emit(line: str) -> None:
    """A child's acknowledgement: written and flushed before the next operation starts."""
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def write_report(path: str | None, report: dict[str, Any]) -> None:
    text = json.dumps(report, indent=2, sort_keys=True, default=str)
    if path:
        Path(path).write_text(text + "\n", encoding="utf-8")
    print(text)
