"""Restoring a backup: the whole file, or one workspace's graph.

A whole-file restore replaces every workspace with the backup's; a workspace restore replaces
that workspace's graph (entity types, entities, edges, observations, saved positions, memory
settings) and touches no other workspace, so undoing Clear All never rolls back what an agent
wrote elsewhere since. Both run in one transaction that first takes a safety backup of the
current state, while holding the write lock, so nothing another process commits can fall
between the two and be lost.

CoWork OS's ``contact_identities`` rows are referenced by its handles, suggestions and audit rows
(foreign keys, NO ACTION), so they are never deleted and re-inserted: a whole-file restore updates
them in place by id and inserts the backup's missing ones; rows the backup lacks are CoWork's
later contacts and stay. Either kind of restore leaves no ``kg_entity_id`` pointing at an entity
that is not there.
"""

from __future__ import annotations

import os
import re
import shutil
import sqlite3
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from . import backup as backups
from . import contacts
from . import entity_merge as merge, migrations, search_index
from .connection import file_uri
from ..errors import ValidationError

if TYPE_CHECKING:
    from ..store import KnowledgeGraph

# Whole-file restore, parents first (deleted in the reverse order). The search indexes' own
# tables come last, copied as they are, so a restore is exact row for row.
WHOLE_FILE_TABLES = ("kg_entity_types", "kg_entities", "kg_edges", "kg_observations", merge.MERGED_NAMES,
                     "kg_layout_positions",
                     "memory_settings", "kg_memory_flags", "kg_review_marks", "kg_mentions", "maintenance_state", "maintenance_claims",
                     "kg_fts_state", "kg_fts_stale",
                     *(f"{fts}_{part}" for fts in ("kg_entities_fts", "kg_observations_fts")
                       for part in ("data", "idx", "docsize", "config")))
# Copied by id, never deleted (module docstring).
CONTACTS = "contact_identities"

# One workspace's graph, parents first: (table, the rows of the workspace in schema {s}).
WORKSPACE_TABLES = (
    ("kg_entity_types", "workspace_id = :ws"),
    ("kg_entities", "workspace_id = :ws"),
    ("kg_edges", "workspace_id = :ws"),
    ("kg_observations", "entity_id IN (SELECT id FROM {s}.kg_entities WHERE workspace_id = :ws)"),
    (merge.MERGED_NAMES, "entity_id IN (SELECT id FROM {s}.kg_entities WHERE workspace_id = :ws)"),
    ("kg_layout_positions", "workspace_id = :ws"),
    ("memory_settings", "workspace_id = :ws"),
    ("kg_memory_flags", "workspace_id = :ws"),
    ("kg_review_marks", "workspace_id = :ws"),
    ("kg_mentions", "entity_id IN (SELECT id FROM {s}.kg_entities WHERE workspace_id = :ws)"),
)

_STAGING = re.compile(r"^kg-restore-(?P<pid>\d+)-")


@dataclass(frozen=True)
class Counts:
    entities: int = 0
    edges: int = 0
    observations: int = 0

    @property
    def empty(self) -> bool:
        return not (self.entities or self.edges or self.observations)

    def describe(self) -> str:
        return (f"{self.entities} entit{'y' if self.entities == 1 else 'ies'}, "
                f"{self.edges} relationship{'' if self.edges == 1 else 's'}, "
                f"{self.observations} observation{'' if self.observations == 1 else 's'}")


@dataclass(frozen=True)
class RestorePreview:
    """What restoring `backup_path` would bring back, and what it would undo."""

    backup_path: Path
    made_at: int | None  # when the backup was taken (ms), if known
    reason: str  # why it was taken ("clear", "before-upgrade", "manual", …)
    in_backup: dict[str, Counts] = field(default_factory=dict)  # per workspace
    # Per workspace of the current file: rows written (created, changed or closed) after the
    # backup was taken, which a whole-file restore would take away.
    newer: dict[str, Counts] = field(default_factory=dict)


def open_backup(path_arg) -> tuple[Path, sqlite3.Connection]:
    """The backup, checked, on a read-only connection; ValidationError naming it otherwise."""
    if not isinstance(path_arg, (str, os.PathLike)):
        raise ValidationError("backup path must be a file path")
    path = Path(path_arg)
    try:
        if not path.is_file():
            raise ValidationError(f"backup {str(path)[:200]!r} does not exist")
    except OSError as exc:  # a name too long, a loop of links
        raise ValidationError(f"cannot read backup {str(path)[:200]!r}: {exc.strerror or exc}") from None
    conn = None
    try:
        # immutable: nobody writes a backup, and reading it must leave no -wal/-shm beside it.
        conn = sqlite3.connect(file_uri(str(path.resolve()), read_only=True, immutable=True), uri=True)
        conn.execute("SELECT COUNT(*) FROM kg_entities").fetchone()
        # A damaged backup is refused before anything is changed (and named, never a staged copy).
        problem = conn.execute("PRAGMA quick_check(1)").fetchone()[0]
    except sqlite3.Error as exc:
        if conn is not None:
            conn.close()
        raise ValidationError(f"{str(path)!r} is not a knowledge-graph backup ({exc})") from None
    if problem != "ok":
        conn.close()
        raise ValidationError(f"backup {str(path)!r} is damaged ({problem}); choose another one")
    return path, conn


def counts_by_workspace(conn: sqlite3.Connection, schema: str = "main", since: int | None = None) -> dict[str, Counts]:
    """Rows per workspace; with `since`, only those created, changed or closed after it."""
    def grouped(sql: str, params: tuple = ()) -> dict[str, int]:
        return {ws: n for ws, n in conn.execute(sql, params)}

    s = schema
    if since is None:
        ents = grouped(f"SELECT workspace_id, COUNT(*) FROM {s}.kg_entities GROUP BY workspace_id")
        edges = grouped(f"SELECT workspace_id, COUNT(*) FROM {s}.kg_edges GROUP BY workspace_id")
        obs = grouped(f"SELECT e.workspace_id, COUNT(*) FROM {s}.kg_observations o JOIN {s}.kg_entities e"
                      " ON e.id = o.entity_id GROUP BY e.workspace_id")
    else:
        ents = grouped(f"SELECT workspace_id, COUNT(*) FROM {s}.kg_entities WHERE created_at > ?1"
                       " OR updated_at > ?1 GROUP BY workspace_id", (since,))
        edges = grouped(f"SELECT workspace_id, COUNT(*) FROM {s}.kg_edges WHERE created_at > ?1"
                        " OR valid_to > ?1 GROUP BY workspace_id", (since,))
        obs = grouped(f"SELECT e.workspace_id, COUNT(*) FROM {s}.kg_observations o JOIN {s}.kg_entities e"
                      " ON e.id = o.entity_id WHERE o.created_at > ? GROUP BY e.workspace_id", (since,))
    return {ws: Counts(ents.get(ws, 0), edges.get(ws, 0), obs.get(ws, 0))
            for ws in sorted(set(ents) | set(edges) | set(obs))}


def preview(kg: KnowledgeGraph, path_arg) -> RestorePreview:
    path, source = open_backup(path_arg)
    try:
        in_backup = counts_by_workspace(source)
    finally:
        source.close()
    made_at, reason = backups.when_and_why(path)
    with kg._db.read() as conn:
        newer = {} if made_at is None else {
            ws: c for ws, c in counts_by_workspace(conn, since=made_at).items() if not c.empty}
    return RestorePreview(backup_path=path, made_at=made_at, reason=reason, in_backup=in_backup, newer=newer)


def remove_stale_staging() -> None:
    """Staged copies left in the temporary folder by a restore that was killed."""
    tmp = Path(tempfile.gettempdir())
    try:
        entries = list(tmp.iterdir())
    except OSError:
        return
    for p in entries:
        m = _STAGING.match(p.name)
        if m and p.is_dir() and not backups._alive(int(m.group("pid"))):
            shutil.rmtree(p, ignore_errors=True)


def restore(kg: KnowledgeGraph, path_arg, workspace: str | None = None) -> Path | None:
    """Replace the file's contents (or one workspace's graph) with a backup's; the safety backup."""
    path, source = open_backup(path_arg)
    try:
        needs_upgrade = bool(migrations.pending_names(source))
        if workspace is not None:
            if counts_by_workspace(source).get(workspace, Counts()).empty:
                raise ValidationError(f"backup {str(path)!r} holds nothing of workspace {workspace!r}")
        if not needs_upgrade:
            return _replace_or_say_why(kg, path, path, workspace)
        remove_stale_staging()
        # An older backup is brought up to this schema in a private copy first.
        with tempfile.TemporaryDirectory(prefix=f"kg-restore-{os.getpid()}-") as tmp:
            staged = Path(tmp) / "staged.db"
            backups.copy_to(source, staged)
            source.close()
            try:
                type(kg)(staged).close()  # opened as the store opens a file: migrated, healed
            except Exception as exc:
                raise ValidationError(f"backup {str(path)!r} cannot be brought up to date: {exc}") from None
            return _replace_or_say_why(kg, staged, path, workspace)
    finally:
        source.close()


def _replace_or_say_why(kg: KnowledgeGraph, source: Path, shown: Path, workspace: str | None) -> Path | None:
    try:
        return _replace(kg, source, workspace)
    except sqlite3.DatabaseError as exc:
        raise ValidationError(f"backup {str(shown)!r} cannot be restored ({exc}); nothing was changed") from None


def _replace(kg: KnowledgeGraph, source: Path, workspace: str | None) -> Path | None:
    db = kg._db
    conn = db.conn
    with db.lock:
        conn.execute("ATTACH DATABASE ? AS restore_src", (file_uri(str(source), read_only=True),))
        try:
            with db.write() as c:
                if _table_in(c, "restore_src", merge.MERGED_NAMES):
                    merge.ensure_merged_names_table(c)  # made by a merge since the backup was taken
                safety = None
                if kg.path != ":memory:":
                    # Read through another connection: it sees the committed state, which
                    # nobody can change while this transaction holds the write lock.
                    reader = sqlite3.connect(file_uri(kg.path, read_only=True), uri=True)
                    try:
                        safety = backups.take_backup(reader, kg.path, "before-restore")
                    finally:
                        reader.close()
                if workspace is None:
                    _copy_whole_file(kg, c)
                else:
                    _copy_workspace(kg, c, workspace)
        finally:
            conn.execute("DETACH DATABASE restore_src")
    kg._caches_changed()
    return safety


def _copy_whole_file(kg: KnowledgeGraph, c: sqlite3.Connection) -> None:
    tables = [t for t in WHOLE_FILE_TABLES if _table_in(c, "main", t)]
    # Rows first (their delete triggers still need an intact index), then the index.
    index_tables = [t for t in tables if t.startswith("kg_fts_") or "_fts_" in t]
    row_tables = [t for t in tables if t not in index_tables]
    for table in reversed(row_tables):
        c.execute(f'DELETE FROM main."{table}"')
    copied = set()
    for table in row_tables:
        if _copy_all_rows(c, table):
            copied.add(table)
    # The index is emptied only now: CoWork's insert trigger (a CoWork file's entity index) has
    # indexed the rows just copied, and the backup's index, copied as it is, replaces that.
    for table in index_tables:
        c.execute(f'DELETE FROM main."{table}"')
    for table in index_tables:
        if _copy_all_rows(c, table):
            copied.add(table)
    if _table_in(c, "main", CONTACTS) and _table_in(c, "restore_src", CONTACTS):
        _restore_contacts(c)
    if kg._has_fts() and not set(index_tables) <= copied:
        migrations.rebuild_search_index(c)
    contacts.unlink_missing(c)  # no contact left pointing at an entity the restore took away


def _copy_all_rows(c: sqlite3.Connection, table: str) -> bool:
    if not _table_in(c, "restore_src", table):
        return False
    cols = _shared_columns(c, table)
    # Keep rowids where the table has them: the search index refers to them.
    rowid = "rowid, " if _has_rowid(c, table) else ""
    extra = ""
    if table == "memory_settings" and _table_in(c, "main", "workspaces"):
        extra = " WHERE workspace_id IN (SELECT id FROM main.workspaces)"  # CoWork's foreign key
    c.execute(f'INSERT INTO main."{table}" ({rowid}{cols}) SELECT {rowid}{cols} FROM restore_src."{table}"{extra}')
    return True


def _restore_contacts(c: sqlite3.Connection) -> None:
    """The backup's contact identities, updated in place by id (module docstring)."""
    cols = [col for col in _shared_columns(c, CONTACTS).split(", ") if col != '"id"']
    if cols:
        sets = ", ".join(f"{col} = b.{col}" for col in cols)
        c.execute(f'UPDATE main."{CONTACTS}" AS m SET {sets} FROM restore_src."{CONTACTS}" AS b WHERE b.id = m.id')
    every = _shared_columns(c, CONTACTS)
    c.execute(f'INSERT INTO main."{CONTACTS}" ({every}) SELECT {every} FROM restore_src."{CONTACTS}"'
              f' WHERE id NOT IN (SELECT id FROM main."{CONTACTS}")')


def _restore_contact_links(c: sqlite3.Connection, ws: str) -> None:
    """A workspace restore brings back which entity each contact of the workspace is (the graph's
    part of the row); the rest of the row is CoWork's contact data and stays as it is now."""
    if not (_table_in(c, "main", CONTACTS) and _table_in(c, "restore_src", CONTACTS)
            and "kg_entity_id" in _column_names(c, "restore_src", CONTACTS)):
        return
    c.execute(
        f'UPDATE main."{CONTACTS}" AS m SET kg_entity_id = b.kg_entity_id FROM restore_src."{CONTACTS}" AS b'
        " WHERE b.id = m.id AND m.workspace_id = :ws AND b.kg_entity_id IS NOT m.kg_entity_id"
        " AND b.kg_entity_id IN (SELECT id FROM main.kg_entities)", {"ws": ws})


def _copy_workspace(kg: KnowledgeGraph, c: sqlite3.Connection, ws: str) -> None:
    present = [(t, where) for t, where in WORKSPACE_TABLES if _table_in(c, "main", t)]
    for table, where in reversed(present):
        c.execute(f'DELETE FROM main."{table}" WHERE {where.format(s="main")}', {"ws": ws})
    for table, where in present:
        if not _table_in(c, "restore_src", table):
            continue
        cols = _shared_columns(c, table)
        extra = ""
        if table == "memory_settings" and _table_in(c, "main", "workspaces"):
            extra = " AND workspace_id IN (SELECT id FROM main.workspaces)"  # CoWork's foreign key
        # New rowids: the backup's may belong to other workspaces' rows by now.
        try:
            c.execute(f'INSERT INTO main."{table}" ({cols}) SELECT {cols} FROM restore_src."{table}"'
                      f' WHERE {where.format(s="restore_src")}{extra}', {"ws": ws})
        except sqlite3.IntegrityError as exc:
            raise ValidationError(f"cannot restore workspace {ws!r}: its {table} rows clash with rows of "
                                  f"another workspace ({exc})") from None
    _restore_contact_links(c, ws)
    contacts.unlink_missing(c, ws)
    if kg.has_search_index:
        _index_restored(c, ws)


def _index_restored(c: sqlite3.Connection, ws: str) -> None:
    """Restored rows above the watermark are the unindexed tail; those below it (rowids freed by
    the rows just deleted) are indexed now."""
    filters = {
        search_index.ENTITIES: "workspace_id = ?",
        search_index.OBSERVATIONS: "entity_id IN (SELECT id FROM kg_entities WHERE workspace_id = ?)",
    }
    for index, where in filters.items():
        mark = search_index.indexed_rowid(c, index)
        if mark is None:
            continue  # kept row by row by triggers (a CoWork file's entity index)
        c.execute(
            f"INSERT INTO {index.fts}(rowid, {index.columns}) SELECT rowid, {index.columns} FROM {index.table}"
            f" WHERE rowid <= ? AND {where}", (mark, ws))
        search_index.flush(c, index, mark)


def _shared_columns(c: sqlite3.Connection, table: str) -> str:
    theirs = set(_column_names(c, "restore_src", table))
    return ", ".join(f'"{col}"' for col in _column_names(c, "main", table) if col in theirs)


def _column_names(c: sqlite3.Connection, schema: str, table: str) -> list[str]:
    return [r[1] for r in c.execute(f'PRAGMA {schema}.table_info("{table}")')]


def _has_rowid(conn: sqlite3.Connection, table: str) -> bool:
    try:
        conn.execute(f'SELECT rowid FROM main."{table}" LIMIT 0')
        return True
    except sqlite3.OperationalError:  # WITHOUT ROWID
        return False


def _table_in(conn: sqlite3.Connection, schema: str, table: str) -> bool:
    return conn.execute(
        f"SELECT 1 FROM {schema}.sqlite_master WHERE type = 'table' AND name = ?", (table,)
    ).fetchone() is not None
