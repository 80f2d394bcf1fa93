"""Work, counted instead of timed: SQLite virtual-machine instructions run on a connection, and
lines of Python run in a package. Unlike the time a call takes, these counts do not depend on the
machine or on what else runs on it, so a test can bound the work of a call (a plan that stays
linear in the rows, no Python loop over every row) and leave the clock to the benchmarks."""

from __future__ import annotations

import contextlib
import sqlite3
import sys
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace

GRAIN = 1000  # SQLite instructions between two counts


@contextlib.contextmanager
def sql_steps(conn: sqlite3.Connection, limit: int | None = None) -> Iterator[SimpleNamespace]:
    """Count the instructions SQLite runs on `conn` inside the block (to GRAIN): `.steps`. Past
    `limit` the statement running is interrupted (sqlite3.OperationalError), so a plan gone
    quadratic fails at once instead of running for minutes."""
    counted = SimpleNamespace(steps=0)

    def tick() -> int:
        counted.steps += GRAIN
        return 1 if limit is not None and counted.steps > limit else 0

    conn.set_progress_handler(tick, GRAIN)
    try:
        yield counted
    finally:
        conn.set_progress_handler(None, GRAIN)


class TooMuchWork(AssertionError):
    """Raised inside the traced code once it has run more lines than the test allows."""


@contextlib.contextmanager
def python_lines(package: str, limit: int | None = None) -> Iterator[SimpleNamespace]:
    """Count the lines of Python run inside the block, in this thread, in the files of `package`
    (an imported package's name, e.g. "kgstore"): `.lines`. Past `limit`, TooMuchWork is raised
    where the code is, so a loop over every pair fails at once instead of running for minutes."""
    root = str(Path(sys.modules[package].__file__).resolve().parent)
    counted = SimpleNamespace(lines=0)

    def in_package(frame, event, arg):
        if event == "line":
            counted.lines += 1
            if limit is not None and counted.lines > limit:
                raise TooMuchWork(f"more than {limit} lines of {package} run")
        return in_package

    def on_call(frame, event, arg):
        return in_package if frame.f_code.co_filename.startswith(root) else None

    previous = sys.gettrace()
    sys.settrace(on_call)
    try:
        yield counted
    finally:
        sys.settrace(previous)
