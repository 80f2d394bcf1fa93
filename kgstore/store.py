"""Opening a knowledge-graph file: migrations, caches, workspaces, backups."""

from __future__ import annotations

import logging
import os
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .storage import backup as backups
from .storage import migrations, opening, search_index
from .storage import restore as restoring
from .storage.entity_homes import EntityHomes
from .graph.entity_types import TypeRegistry
from .errors import KGError, NotFoundError, ValidationError
from .storage.opening import FOREIGN, NEW, NOT_SQLITE, FileState, inspect_file  # noqa: F401  (kg reads these here)
from .storage.output_paths import BACKUP_COPY, check_output_path
from .storage.record_cache import RecordCache
from .validation import check_workspace_id

log = logging.getLogger(__name__)


class KnowledgeGraph:
    """One SQLite file holding the graphs of any number of workspaces."""

    def __init__(self, path: str | os.PathLike[str], *, clock: Callable[[], int] | None = None,
                 fts: bool | None = None, init: bool = False, read_only: bool = False,
                 on_upgrade: Callable[[str], None] | None = None):
        in_memory = str(path) == ":memory:"
        # Resolved once: through a symlink, the backups are still found next to the real file.
        self.path = ":memory:" if in_memory else os.path.realpath(os.fspath(path))
        self.last_migration_backup: Path | None = None
        self.read_only_reason: str | None = None
        self.file_state = FileState(NEW) if in_memory else inspect_file(self.path)
        self._closed = True
        if not in_memory:
            opening.check_openable(self.path, self.file_state, init)
        reason = None
        if read_only:
            reason = "it was opened read-only"
        elif self.file_state.unknown_migrations:
            reason = ("it was written by a newer version of this program (it records "
                      f"{', '.join(self.file_state.unknown_migrations[:3])}); writing is off so nothing of it is lost")
        elif not in_memory:
            reason = opening.unwritable_reason(Path(self.path))
        db = None
        if reason is None:
            try:
                db, self.last_migration_backup = opening.open_writable(
                    self.path, self.file_state, clock, init, on_upgrade)
            except sqlite3.OperationalError as exc:
                if not opening.cannot_write(exc):
                    raise KGError(f"cannot open {self.path!r} as a knowledge-graph database: {exc}") from None
                reason = f"the file cannot be written here ({exc}{opening.disk_full_hint(self.path)})"
        if db is None:
            db = opening.open_read_only(self.path, self.file_state, clock, reason)
            self.read_only_reason = db.read_only_reason
        self._db = db
        self._closed = False
        self._types = TypeRegistry()
        self._db.on_external_change.append(self._types.clear)
        self._db.on_rollback.append(self._types.clear)
        self._records = RecordCache()
        # The words each full-text index holds, for typo-tolerant search (search.IndexWords).
        self._index_words: dict = {}
        self._db.on_external_change.append(self._records.clear)
        self._db.on_local_write.append(self._records.clear)
        self._homes = EntityHomes()
        self._homes.install(self._db.conn)
        self._db.on_external_change.append(self._homes.clear)
        self._db.on_rollback.append(self._homes.clear)
        # The index is maintained whenever it exists; fts=False only stops search from using it.
        self.has_search_index = self._has_fts()
        self.fts_enabled = self.has_search_index if fts is None else (bool(fts) and self.has_search_index)
        # Rows another program wrote are healed on open and after each of its commits we notice
        # (by any read or write, or the explorer's data_version poll): see healing.py.
        self.last_heal = None
        # Whether edge lookups must also try CoWork's spelling of a type ("hosts weekly"): until
        # healing has looked, and again after another process's commit. Our own writes never
        # spell a type with spaces (reinsertion of one sets it).
        self.spaced_edge_types = True
        self._heal_wanted = not self.read_only
        self._healing = False
        if not self.read_only:
            self._db.on_external_change.append(self._want_heal)
            self._db.when_idle.append(self._heal_if_wanted)
            self._heal_if_wanted()

    @property
    def read_only(self) -> bool:
        return self.read_only_reason is not None

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
                tables = ["kg_entities_fts", "kg_observations_fts"]
                if migrations.has_trigram_index(conn):
                    tables.append(migrations.TRIGRAM_TABLE)
                for table in tables:
                    try:
                        conn.execute(f"INSERT INTO {table}({table}) VALUES ('integrity-check')")
                    except sqlite3.DatabaseError as exc:
                        problems.append(f"{table}: {exc}")
                if migrations.TRIGRAM_TABLE in tables:
                    try:
                        problems += migrations.trigram_index_problems(conn)
                    except sqlite3.DatabaseError as exc:
                        problems.append(f"{migrations.TRIGRAM_TABLE}: {exc}")
        return problems

    # -- workspaces -----------------------------------------------------------------------

    def workspaces(self) -> list[str]:
        """The workspaces that hold entities, in order. One index seek per workspace (a skip over
        the workspace_id index): DISTINCT read every entity's entry, 200k entities 11 ms, and the
        explorer asks after every reload."""
        with self._db.read() as conn:
            return [r[0] for r in conn.execute(
                "WITH RECURSIVE w(id) AS (SELECT MIN(workspace_id) FROM kg_entities"
                " UNION ALL SELECT (SELECT MIN(workspace_id) FROM kg_entities WHERE workspace_id > w.id)"
                " FROM w WHERE w.id IS NOT NULL)"
                " SELECT id FROM w WHERE id IS NOT NULL")]

    def workspace_names(self) -> dict[str, str]:
        """The names people know workspaces by, {id: name}: every row of CoWork OS's `workspaces`
        table ("Acme Web App"), whether it holds graph data or not. {} in our own files, which
        have no such table: there a workspace is known by its id (see workspace_name)."""
        with self._db.read() as conn:
            if not conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'workspaces'").fetchone():
                return {}
            return {
                wid: name
                for wid, name in conn.execute("SELECT id, name FROM workspaces ORDER BY name, id")
                if isinstance(wid, str) and isinstance(name, str) and name.strip()
            }

    def workspace_name(self, workspace_id: str) -> str:
        """The workspace's name, or its id when it has none (our own files, a workspace of ours
        in a CoWork file)."""
        return self.workspace_names().get(workspace_id, workspace_id)

    def resolve_workspace(self, ref: str, *, allow_new: bool = False) -> str:
        """The id of the workspace `ref` means: an id the file knows (graph data, or a row of
        CoWork's `workspaces`), else a workspace name (exact, then in any case). A name two
        workspaces share is a ValidationError listing their ids. Anything else is taken as a new
        id in a file without CoWork's table (ids are free-form there); in a CoWork file it is a
        NotFoundError unless `allow_new`."""
        ref = check_workspace_id(ref)
        names = self.workspace_names()
        if ref in names or ref in self.workspaces():
            return ref
        for same in (lambda n: n.strip() == ref, lambda n: n.strip().casefold() == ref.casefold()):
            ids = sorted(wid for wid, name in names.items() if same(name))
            if len(ids) == 1:
                return ids[0]
            if ids:
                raise ValidationError(f"workspace name {ref!r} is shared by {len(ids)} workspaces; give one "
                                      f"of their ids: {', '.join(ids)}")
        if not names or allow_new:
            return ref
        known = ", ".join(f"{name!r} ({wid})" for wid, name in list(names.items())[:10])
        raise NotFoundError(f"no workspace named {ref!r} or with that id in this file (workspaces: {known})")

    def workspace(self, workspace_id: str):
        from .workspace import Workspace

        return Workspace(self, check_workspace_id(workspace_id))

    def data_version_changed(self) -> bool:
        """True when another process committed since the last call (the explorer polls this).

        Reads and writes in between do not hide such a commit: it stays pending until asked."""
        with self._db.lock:
            changed = self._db.take_external_change()
            self._heal_if_wanted()
            return changed

    # -- healing other programs' rows -------------------------------------------------------

    def _want_heal(self) -> None:
        self._heal_wanted = True
        self.spaced_edge_types = True

    def _heal_if_wanted(self) -> None:
        if not self._heal_wanted or self._healing or self._closed:
            return
        self._healing = True
        try:
            self.heal()
        finally:
            self._healing = False

    def heal(self):
        """Fill in what another program left out of the rows it wrote, and merge what it
        duplicated (healing.py); a HealReport. Runs by itself on open and after another
        process's commit; does nothing on a file open read-only. When another writer holds the
        lock it stops (report.complete False) and is tried again at the next occasion."""
        from .storage import healing

        if self.read_only:
            return healing.HealReport()
        self._heal_wanted = False
        try:
            report = healing.heal(self._db)
        except (sqlite3.Error, KGError) as exc:  # healing must never make a read or write fail
            log.warning("healing rows another program wrote failed (tried again later): %s", exc)
            report = healing.HealReport(complete=False)
        if not report.complete:
            self._heal_wanted = True
        elif not self._heal_wanted:  # nothing committed by another process while it ran
            self.spaced_edge_types = report.spaced_edge_types
        if report.merged or report.edges_dropped:
            self._homes.clear()  # entities it merged away are gone
        self.last_heal = report
        return report

    # -- maintenance ----------------------------------------------------------------------

    def run_cleanup(self, *, now: int | None = None, force: bool = False):
        from .passive.cleanup import run_cleanup

        return run_cleanup(self, now=now, force=force)

    # -- backups --------------------------------------------------------------------------

    def backup(self, path: str | os.PathLike[str] | None = None, *, force: bool = False,
               label: str = "manual") -> Path | None:
        """Copy the whole file with the SQLite backup API; None for an in-memory store.

        Without `path`: a timestamped backup next to the file, in its rotation. With `path`: a copy
        there, never pruned; an existing file is replaced only with `force` and only if it is a
        backup we made, and never the database, its -wal/-shm or one of its rotating backups."""
        with self._db.lock:
            if path is not None:
                dest = check_output_path(path, db_path=None if self.path == ":memory:" else self.path,
                                         force=force, kind=BACKUP_COPY)
                try:
                    backups.copy_to(self._db.conn, dest, info=backups.copy_info(
                        None if self.path == ":memory:" else Path(self.path), dest, label))
                except (sqlite3.Error, OSError) as exc:
                    raise KGError(f"cannot write a backup to {str(dest)!r}: {exc}") from None
                return dest
            if self.path == ":memory:":
                return None
            try:
                return backups.take_backup(self._db.conn, self.path, label)
            except (sqlite3.Error, OSError) as exc:
                raise KGError(f"cannot write a backup next to {self.path!r}: {exc}") from None

    def backups(self) -> list[Path]:
        return [] if self.path == ":memory:" else backups.list_backups(self.path)

    def restore(self, backup_path: str | os.PathLike[str], *, workspace: str | None = None) -> Path | None:
        """Replace the whole file with a backup, or with `workspace` only that workspace's graph
        (entity types, entities, edges, observations, saved positions, memory settings; no
        other workspace is touched). The current state is backed up first; returns that backup."""
        if workspace is not None:
            workspace = check_workspace_id(workspace)
        return restoring.restore(self, backup_path, workspace)

    def restore_preview(self, backup_path: str | os.PathLike[str]) -> restoring.RestorePreview:
        """When the backup was taken, what it holds per workspace, and what the current file
        holds that is newer (what a whole-file restore would take away)."""
        return restoring.preview(self, backup_path)

    def _caches_changed(self) -> None:
        """After rows were replaced wholesale (a restore)."""
        self._types.clear()
        self._records.clear()
        self._homes.clear()
        self.has_search_index = self._has_fts()


def open(path: str | os.PathLike[str], *, clock: Callable[[], int] | None = None,
         fts: bool | None = None, init: bool = False, read_only: bool = False,
         on_upgrade: Callable[[str], None] | None = None) -> KnowledgeGraph:
    """Open (creating or upgrading) a knowledge-graph file. `fts=False` forces the LIKE search.

    An SQLite file that holds other tables and no knowledge graph is refused unchanged
    (NotAKnowledgeGraphError) unless `init=True` (then it is backed up, and the tables added).
    A file that cannot be written (read-only file or folder, full disk, newer schema), or
    `read_only=True`, opens read-only: `kg.read_only_reason` says why, writes raise ReadOnlyError.
    `on_upgrade(text)` hears each step of a one-time upgrade of a file that holds data, in words,
    before it runs (a million-entity file's takes a minute: worth saying so)."""
    return KnowledgeGraph(path, clock=clock, fts=fts, init=init, read_only=read_only, on_upgrade=on_upgrade)
