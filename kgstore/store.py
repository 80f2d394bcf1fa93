"""Opening a knowledge-graph file: migrations, caches, workspaces, backups."""

from __future__ import annotations

import builtins
import logging
import os
import sqlite3
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from . import backup as backups
from . import migrations, search_index
from .checkpointer import Checkpointer
from .db import BUSY_TIMEOUT_MS, Database, connect
from .entity_homes import EntityHomes
from .entity_types import TypeRegistry
from .record_cache import RecordCache
from .errors import KGError, ValidationError
from .validation import check_workspace_id

log = logging.getLogger(__name__)


class KnowledgeGraph:
    """One SQLite file holding the graphs of any number of workspaces."""

    def __init__(self, path: str | os.PathLike[str], *, clock: Callable[[], int] | None = None,
                 fts: bool | None = None):
        self.path = ":memory:" if str(path) == ":memory:" else str(Path(path))
        if self.path != ":memory:":
            parent = Path(self.path).parent
            if not parent.is_dir():
                raise ValidationError(f"folder {str(parent)!r} does not exist")
            if Path(self.path).is_dir():
                raise ValidationError(f"{self.path!r} is a folder, not a database file")
        try:
            conn = connect(self.path)
        except sqlite3.Error as exc:
            raise KGError(f"cannot open {self.path!r}: {exc}") from None
        in_memory = self.path == ":memory:"
        self._db = Database(conn, clock, None if in_memory else Checkpointer(self.path, BUSY_TIMEOUT_MS))
        self._types = TypeRegistry()
        self._db.on_external_change.append(self._types.clear)
        self._db.on_rollback.append(self._types.clear)
        self._records = RecordCache()
        self._db.on_external_change.append(self._records.clear)
        self._db.on_local_write.append(self._records.clear)
        self._closed = False
        self.last_migration_backup: Path | None = None
        try:
            self._migrate()
        except sqlite3.DatabaseError as exc:
            self._db.close()
            self._closed = True
            raise KGError(f"cannot open {self.path!r} as a knowledge-graph database: {exc}") from None
        self._homes = EntityHomes()
        self._homes.install(self._db.conn)
        self._db.on_external_change.append(self._homes.clear)
        self._db.on_rollback.append(self._homes.clear)
        # The index is maintained whenever it exists; fts=False only stops search from using it.
        self.has_search_index = self._has_fts()
        self.fts_enabled = self.has_search_index if fts is None else (bool(fts) and self.has_search_index)

    # -- lifecycle ------------------------------------------------------------------------

    def __enter__(self) -> KnowledgeGraph:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def close(self) -> None:
        if not self._closed:
            self._closed = True
            self._db.close()

    @property
    def closed(self) -> bool:
        return self._closed

    def now(self) -> int:
        return self._db.now()

    def transaction(self):
        """One BEGIN IMMEDIATE transaction around several API calls (imports, hooks, batches):
        all of them commit together or none does. Calls inside it join it."""
        return self._db.write()

    # -- schema ---------------------------------------------------------------------------

    def _migrate(self) -> None:
        conn = self._db.conn
        todo = migrations.pending(conn)
        if not todo:
            return
        if self.path != ":memory:" and any(m.rewrites_data for m in todo) and migrations.holds_data(conn):
            self.last_migration_backup = backups.take_backup(conn, self.path, "before-upgrade")
            log.info("backed up %s to %s before upgrading it", self.path, self.last_migration_backup)
        for migration in todo:
            with self._db.write() as c:
                # Another process may have applied it while we waited for the write lock.
                if c.execute("SELECT 1 FROM kg_migrations WHERE name = ?", (migration.name,)).fetchone():
                    continue
                migration.apply(c, self._db.now())
                c.execute(
                    "INSERT INTO kg_migrations (name, applied_at) VALUES (?, ?)",
                    (migration.name, self._db.now()),
                )
                log.info("applied migration %s", migration.name)

    def _has_fts(self) -> bool:
        return self._db.conn.execute(
            "SELECT 1 FROM sqlite_master WHERE name = 'kg_entities_fts'"
        ).fetchone() is not None

    def applied_migrations(self) -> list[str]:
        with self._db.read() as conn:
            return [r[0] for r in conn.execute("SELECT name FROM kg_migrations ORDER BY name")]

    def rebuild_search_index(self) -> None:
        if not self.fts_enabled:
            return
        with self._db.write() as conn:
            migrations.rebuild_search_index(conn)

    def check_integrity(self) -> list[str]:
        """Problems found by SQLite's and FTS5's integrity checks; empty when all is well."""
        problems = []
        if self.has_search_index:
            # The indexes' unindexed tails are folded in first: FTS5's check compares the
            # index with every row of the table.
            try:
                with self._db.write() as conn:
                    search_index.flush_all(conn)
            except sqlite3.DatabaseError as exc:
                problems.append(f"search index: {exc}")
        with self._db.read() as conn:
            try:
                for (msg,) in conn.execute("PRAGMA integrity_check"):
                    if msg != "ok":
                        problems.append(msg)
            except sqlite3.DatabaseError as exc:
                problems.append(f"integrity_check: {exc}")
            if self._has_fts():
                for table in ("kg_entities_fts", "kg_observations_fts"):
                    try:
                        conn.execute(f"INSERT INTO {table}({table}) VALUES ('integrity-check')")
                    except sqlite3.DatabaseError as exc:
                        problems.append(f"{table}: {exc}")
        return problems

    # -- workspaces -----------------------------------------------------------------------

    def workspaces(self) -> list[str]:
        with self._db.read() as conn:
            return [
                r[0]
                for r in conn.execute("SELECT DISTINCT workspace_id FROM kg_entities ORDER BY workspace_id")
            ]

    def workspace(self, workspace_id: str):
        from .workspace import Workspace

        return Workspace(self, check_workspace_id(workspace_id))

    def data_version_changed(self) -> bool:
        """True when another process committed since the last call (the explorer polls this).

        Reads and writes in between do not hide such a commit: it stays pending until asked."""
        with self._db.lock:
            return self._db.take_external_change()

    # -- maintenance ----------------------------------------------------------------------

    def run_cleanup(self, *, now: int | None = None, force: bool = False):
        from .passive.cleanup import run_cleanup

        return run_cleanup(self, now=now, force=force)

    # -- backups --------------------------------------------------------------------------

    def backup(self, path: str | os.PathLike[str] | None = None, *, label: str = "manual") -> Path | None:
        """Copy the whole file with the SQLite backup API; None for an in-memory store."""
        with self._db.lock:
            if path is not None:
                dest = _backup_destination(path)
                try:
                    backups.copy_to(self._db.conn, dest)
                except (sqlite3.Error, OSError) as exc:
                    raise KGError(f"cannot write a backup to {str(dest)!r}: {exc}") from None
                return dest
            if self.path == ":memory:":
                return None
            return backups.take_backup(self._db.conn, self.path, label)

    def backups(self) -> list[Path]:
        return [] if self.path == ":memory:" else backups.list_backups(self.path)

    def restore(self, backup_path: str | os.PathLike[str]) -> Path | None:
        """Replace the contents with a backup (taking a backup of the current state first)."""
        if not isinstance(backup_path, (str, os.PathLike)):
            raise ValidationError("backup path must be a file path")
        src_path = Path(backup_path)
        if not src_path.is_file():
            raise ValidationError(f"backup {str(src_path)!r} does not exist")
        try:
            # A quoted file: URI, so '#', '?' or '%' in the name cannot open another file.
            source = sqlite3.connect(f"{src_path.resolve().as_uri()}?mode=ro", uri=True)
        except (sqlite3.Error, ValueError) as exc:
            raise ValidationError(f"cannot read backup {str(src_path)!r}: {exc}") from None
        try:
            source.execute("SELECT COUNT(*) FROM kg_entities").fetchone()
        except sqlite3.DatabaseError as exc:
            source.close()
            raise ValidationError(f"{str(src_path)!r} is not a knowledge-graph backup: {exc}") from None
        with tempfile.TemporaryDirectory(prefix="kg-restore-") as tmp:
            # Stage the backup and bring it up to this schema (an older backup may predate a
            # migration), then copy its rows in one transaction that also covers the safety backup.
            staged = Path(tmp) / "staged.db"
            try:
                backups.copy_to(source, staged)
            finally:
                source.close()
            KnowledgeGraph(staged).close()
            safety = self._replace_contents(staged)
        self._types.clear()
        self._records.clear()
        self._homes.clear()
        self.has_search_index = self._has_fts()
        return safety

    # Restored in this order (parents first); deleted in the reverse one. The search indexes'
    # own tables come last, copied as they are, so a restore is exact row for row.
    _RESTORED_TABLES = ("kg_entity_types", "kg_entities", "kg_edges", "kg_observations", "kg_layout_positions",
                        "memory_settings", "maintenance_state", "maintenance_claims", "contact_identities",
                        "kg_fts_state",
                        *(f"{fts}_{part}" for fts in ("kg_entities_fts", "kg_observations_fts")
                          for part in ("data", "idx", "docsize", "config")))

    def _replace_contents(self, staged: Path) -> Path | None:
        """Swap in the staged file's rows. The write lock is held from the safety backup to the
        commit, so nothing another process writes can fall between the two and be lost."""
        conn = self._db.conn
        with self._db.lock:
            conn.execute("ATTACH DATABASE ? AS restore_src", (str(staged),))
            try:
                with self._db.write() as c:
                    safety = None
                    if self.path != ":memory:":
                        # Read through another connection: it sees the committed state, which
                        # nobody can change while this transaction holds the write lock.
                        reader = sqlite3.connect(self.path)
                        try:
                            safety = backups.take_backup(reader, self.path, "before-restore")
                        finally:
                            reader.close()
                    tables = [t for t in self._RESTORED_TABLES if self._table_in(c, "main", t)]
                    # Rows first (their delete triggers still need an intact index), then the index.
                    index_tables = [t for t in tables if t.startswith("kg_fts_state") or "_fts_" in t]
                    for table in [*reversed([t for t in tables if t not in index_tables]), *index_tables]:
                        c.execute(f'DELETE FROM main."{table}"')
                    copied = set()
                    for table in tables:
                        if not self._table_in(c, "restore_src", table):
                            continue
                        theirs = {r[1] for r in c.execute(f'PRAGMA restore_src.table_info("{table}")')}
                        cols = ", ".join(f'"{r[1]}"' for r in c.execute(f'PRAGMA main.table_info("{table}")')
                                         if r[1] in theirs)
                        # Keep rowids where the table has them: the search index refers to them.
                        rowid = "rowid, " if self._has_rowid(c, table) else ""
                        c.execute(f'INSERT INTO main."{table}" ({rowid}{cols})'
                                  f' SELECT {rowid}{cols} FROM restore_src."{table}"')
                        copied.add(table)
                    if self._has_fts() and not {t for t in tables if "_fts" in t} <= copied:
                        migrations.rebuild_search_index(c)
            finally:
                conn.execute("DETACH DATABASE restore_src")
        return safety

    @staticmethod
    def _has_rowid(conn: sqlite3.Connection, table: str) -> bool:
        try:
            conn.execute(f'SELECT rowid FROM main."{table}" LIMIT 0')
            return True
        except sqlite3.OperationalError:  # WITHOUT ROWID
            return False

    @staticmethod
    def _table_in(conn: sqlite3.Connection, schema: str, table: str) -> bool:
        return conn.execute(
            f"SELECT 1 FROM {schema}.sqlite_master WHERE type = 'table' AND name = ?", (table,)
        ).fetchone() is not None


def _backup_destination(path) -> Path:
    if not isinstance(path, (str, os.PathLike)):
        raise ValidationError("backup path must be a file path")
    dest = Path(path)
    if dest.is_dir():
        raise ValidationError(f"{str(dest)!r} is a folder; give a file name for the backup")
    if not dest.parent.is_dir():
        raise ValidationError(f"folder {str(dest.parent)!r} does not exist")
    if dest.exists():
        with builtins.open(dest, "rb") as fh:
            if fh.read(16) != b"SQLite format 3\x00":
                raise ValidationError(f"{str(dest)!r} exists and is not a database; refusing to overwrite it")
    return dest


def open(path: str | os.PathLike[str], *, clock: Callable[[], int] | None = None,
         fts: bool | None = None) -> KnowledgeGraph:
    """Open (creating or upgrading) a knowledge-graph file. `fts=False` forces the LIKE search."""
    return KnowledgeGraph(path, clock=clock, fts=fts)
