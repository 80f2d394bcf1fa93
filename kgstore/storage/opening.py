"""Opening a file: what it holds (found without changing it), refusing what is not a knowledge
graph, opening it for writing and bringing it up to date, or opening it read-only (upgraded in
memory when it needs it) with the reason why."""

from __future__ import annotations

import builtins
import logging
import os
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from . import backup as backups
from . import migrations
from .checkpointer import Checkpointer
from .connection import BUSY_TIMEOUT_MS, Database, connect, file_uri
from ..errors import KGError, NotAKnowledgeGraphError, ValidationError

log = logging.getLogger(__name__)


NEW, KNOWLEDGE_GRAPH, COWORK, FOREIGN, NOT_SQLITE = "new", "knowledge-graph", "cowork", "foreign", "not-sqlite"


@dataclass(frozen=True)
class FileState:
    """What a file holds, found without changing it."""

    kind: str  # NEW (missing, empty, or no tables), KNOWLEDGE_GRAPH, COWORK, FOREIGN, NOT_SQLITE
    tables: tuple[str, ...] = ()
    unknown_migrations: tuple[str, ...] = ()  # recorded by a newer version
    pending: bool = False  # migrations still to apply


def inspect_file(path: str | os.PathLike[str]) -> FileState:
    """Classify a file before opening it for writing (opening for writing switches it to WAL)."""
    p = Path(path)
    try:
        size = p.stat().st_size
    except FileNotFoundError:
        return FileState(NEW, pending=True)
    except OSError:
        return FileState(KNOWLEDGE_GRAPH)  # let opening it say what is wrong
    if size == 0:
        return FileState(NEW, pending=True)
    try:
        with builtins.open(p, "rb") as fh:
            if fh.read(16) != backups.SQLITE_HEADER:
                return FileState(NOT_SQLITE)
    except OSError:
        return FileState(KNOWLEDGE_GRAPH)
    conn = None
    for immutable in (False, True):
        try:
            conn = sqlite3.connect(file_uri(str(p), read_only=True, immutable=immutable), uri=True)
            tables = tuple(r[0] for r in conn.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"))
            unknown = tuple(migrations.unknown_names(conn))
            pending = bool(migrations.pending_names(conn))
            break
        except sqlite3.Error:
            if conn is not None:
                conn.close()
            conn = None
    if conn is None:
        return FileState(KNOWLEDGE_GRAPH)  # unreadable here: opening it reports the error
    conn.close()
    if not tables:
        return FileState(NEW, pending=True)
    if "kg_migrations" in tables:
        return FileState(KNOWLEDGE_GRAPH, tables, unknown, pending)
    if "kg_entities" in tables:
        return FileState(COWORK, tables, pending=True)
    return FileState(FOREIGN, tables, pending=True)


def unwritable_reason(path: Path) -> str | None:
    """Why the file cannot be written here, found before trying (a read-only file, or a folder
    in which SQLite cannot create its -wal/-shm files)."""
    if path.exists() and not os.access(path, os.W_OK):
        try:
            if os.statvfs(path).f_flag & os.ST_RDONLY:
                return "its file system is mounted read-only"
        except (OSError, AttributeError):
            pass
        return "the file is read-only"
    folder = path.parent
    if not os.access(folder, os.W_OK | os.X_OK):
        return f"the folder {str(folder)!r} is read-only"
    return None


def disk_full_hint(path: str) -> str:
    import shutil

    try:
        return "; the disk is full" if shutil.disk_usage(Path(path).parent).free < 1 << 20 else ""
    except OSError:
        return ""


def cannot_write(exc: sqlite3.OperationalError) -> bool:
    text = str(exc).lower()
    return any(w in text for w in ("disk is full", "disk i/o error", "readonly", "read-only", "unable to open"))


def check_openable(path: str, state: FileState, init: bool) -> None:
    """Refuse, changing nothing, what is not a knowledge-graph file to open: a missing folder, a
    folder, a file that is not SQLite, another program's database (unless `init`)."""
    parent = Path(path).parent
    if not parent.is_dir():
        raise ValidationError(f"folder {str(parent)!r} does not exist")
    if Path(path).is_dir():
        raise ValidationError(f"{path!r} is a folder, not a database file")
    if state.kind == NOT_SQLITE:
        raise KGError(f"cannot open {path!r} as a knowledge-graph database: file is not a database")
    if state.kind == FOREIGN and not init:
        listing = ", ".join(state.tables[:5]) + (", …" if len(state.tables) > 5 else "")
        raise NotAKnowledgeGraphError(
            f"{path!r} is an SQLite database but not a knowledge graph (its tables: {listing}); it was "
            "left unchanged. To add knowledge-graph tables to it, run 'kg --db FILE init' (or "
            "kgstore.open(path, init=True)); a backup is made first")


def open_writable(path: str, state: FileState, clock, init: bool,
                  on_upgrade: Callable[[str], None] | None = None) -> tuple[Database, Path | None]:
    """The file opened for writing and brought up to date, and the backup taken first (before
    init or an upgrade that rewrites data), if any. `on_upgrade` hears each step of an upgrade
    of a file that holds data, in words, before it runs."""
    try:
        conn = connect(path)
    except sqlite3.OperationalError:
        raise  # a full disk or an unwritable file: the caller opens it read-only
    except sqlite3.Error as exc:
        raise KGError(f"cannot open {path!r}: {exc}") from None
    in_memory = path == ":memory:"
    db = Database(conn, clock, None if in_memory else Checkpointer(path, BUSY_TIMEOUT_MS))
    taken = None
    try:
        if init and state.kind == FOREIGN:
            taken = backups.take_backup(conn, path, "before-init")
            log.info("backed up %s to %s before adding knowledge-graph tables", path, taken)
        taken = upgrade(db, path, on_upgrade=on_upgrade) or taken
        if not in_memory:
            backups.remove_stale_partials(Path(path).parent)  # copies killed midway
    except BaseException as exc:
        db.close()
        if isinstance(exc, sqlite3.DatabaseError) and not isinstance(exc, sqlite3.OperationalError):
            raise KGError(f"cannot open {path!r} as a knowledge-graph database: {exc}") from None
        raise  # an OperationalError (full disk, unwritable): the caller opens it read-only
    return db, taken


def open_read_only(path: str, state: FileState, clock, reason: str) -> Database:
    """The file without writing a byte of it. A file that needs an upgrade is copied into
    memory and upgraded there (a snapshot: other processes' later writes are not seen)."""
    if state.kind == NEW:
        raise KGError(f"cannot create {path!r}: {reason}")
    wal = Path(path + "-wal")
    conn = None
    for immutable in (False, True):
        if immutable and wal.exists() and wal.stat().st_size > 0:
            break  # unchecked writes may be in the WAL: an immutable read would miss them
        try:
            conn = connect(path, read_only=True, immutable=immutable)
            conn.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()
            break
        except sqlite3.Error as exc:
            if conn is not None:
                conn.close()
            conn = None
            last = exc
    if conn is None:
        raise KGError(f"cannot open {path!r} as a knowledge-graph database: {reason}; "
                      f"reading it failed too ({last})") from None
    if state.pending:
        memory = connect(":memory:")
        try:
            conn.backup(memory)
        finally:
            conn.close()
        conn = memory
        reason += "; it is shown as it was when opened (upgraded in memory, the file is unchanged)"
        db = Database(conn, clock, None)
        try:
            upgrade(db, path, backup=False)
        except sqlite3.DatabaseError as exc:
            db.close()
            raise KGError(f"cannot open {path!r} as a knowledge-graph database: {exc}") from None
    else:
        db = Database(conn, clock, None)
    db.read_only_reason = reason
    log.info("opened %s read-only: %s", path, reason)
    return db


def upgrade(db: Database, path: str, *, backup: bool = True,
            on_upgrade: Callable[[str], None] | None = None) -> Path | None:
    """Apply the pending migrations, each in its own transaction, a backup first when one of them
    rewrites data (`backup`); that backup, or None. `on_upgrade` hears each step in words before
    it runs, when the file holds data (a new file's upgrade takes no time worth a word)."""
    conn = db.conn
    if migrations.pending_names(conn):  # read without writing: a refusal leaves the file as it was
        migrations.check_nothing_of_coworks_in_the_way(conn)
    todo = migrations.pending(conn)
    if not todo:
        return None
    taken = None
    data = migrations.holds_data(conn)
    tell = on_upgrade if data and on_upgrade is not None else (lambda _text: None)
    if backup and path != ":memory:" and any(m.rewrites_data for m in todo) and data:
        target = migrations.MIGRATIONS[-1].name
        applied = migrations.applied_migrations(conn)
        # An upgrade that was interrupted (killed, or another writer's lock outlasted it) is
        # retried at the next open: the backup taken before its first attempt still holds
        # the state before any of it.
        taken = backups.find_upgrade_backup(path, target, applied)
        if taken is None:
            tell("Upgrading the memory file (once): backing it up first…")
            taken = backups.take_backup(conn, path, "before-upgrade",
                                        details={"upgrade_to": target, "applied": sorted(applied)})
        log.info("backed up %s to %s before upgrading it", path, taken)
    steps = migrations.UpgradeSteps()
    for number, migration in enumerate(todo, 1):
        tell(f"Upgrading the memory file (once, step {number} of {len(todo)}): {migration.described}…")
        while migration.prepare is not None:
            with steps, db.write() as c:
                if c.execute("SELECT 1 FROM kg_migrations WHERE name = ?", (migration.name,)).fetchone():
                    break
                more = migration.prepare(c, db.now())
            if not more:
                break
        with steps, db.write() as c:
            # Another process may have applied it while we waited for the write lock.
            if c.execute("SELECT 1 FROM kg_migrations WHERE name = ?", (migration.name,)).fetchone():
                continue
            migration.apply(c, db.now())
            c.execute(
                "INSERT INTO kg_migrations (name, applied_at) VALUES (?, ?)",
                (migration.name, db.now()),
            )
            log.info("applied migration %s", migration.name)
    return taken
