"""A stand-in for a running CoWork OS, for tests: it does to a shared file exactly what
../shared/spec/COWORK-COEXISTENCE.md says CoWork OS does — at start, when it writes, when it
searches — with its own plain sqlite3 connection (none of our functions registered).

Its schema comes from the real CoWork file in ../shared/fixtures (every CREATE statement, replayed
with IF NOT EXISTS, as CoWork's migrations do), so nothing about CoWork's objects is retyped here.
"""

from __future__ import annotations

import os
import re
import shutil
import sqlite3
import time
import uuid
from pathlib import Path

import pytest

# The real CoWork file lives in the shared specification beside this repository.
FIXTURE = Path(os.environ.get("KG_COWORK_FIXTURE")
               or Path(__file__).resolve().parents[2] / "shared" / "fixtures" / "cowork-os-sample.db")
needs_fixture = pytest.mark.skipif(not FIXTURE.exists(), reason=f"the real CoWork file is not at {FIXTURE}")
ACME = "c402cb8e-95b4-4b6a-ab16-3244975c8a05"  # "Acme Web App": memory on, privacy strict
NOTES = "17f9ed0b-7d81-49ee-b8f3-8b45120162a0"  # "Personal Notes": memory off

_CREATE = re.compile(r"^\s*CREATE\s+(UNIQUE\s+INDEX|INDEX|TABLE|VIRTUAL\s+TABLE|TRIGGER|VIEW)\s+(?!IF\s)",
                     re.IGNORECASE)
_FTS_SHADOW = re.compile(r"_fts_(data|idx|docsize|config|content)$")


def copy_fixture(folder: Path, name: str = "cowork-os.db") -> Path:
    """A private copy of the real CoWork file (tests never write the shared one)."""
    target = Path(folder) / name
    shutil.copyfile(FIXTURE, target)
    return target


def _cowork_schema() -> tuple[list[str], list[tuple]]:
    """CoWork's CREATE statements (IF NOT EXISTS added) and its built-in entity types."""
    conn = sqlite3.connect(f"file:{FIXTURE}?mode=ro&immutable=1", uri=True)
    try:
        statements = []
        for kind, name, sql in conn.execute(
            "SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%'"
            " ORDER BY CASE type WHEN 'table' THEN 0 WHEN 'index' THEN 1 WHEN 'view' THEN 2 ELSE 3 END, rowid"
        ):
            if kind == "table" and _FTS_SHADOW.search(name):
                continue  # made by its virtual table
            statements.append(_CREATE.sub(lambda m: f"CREATE {m.group(1)} IF NOT EXISTS ", sql, count=1))
        prefix = f"kg-builtin-{ACME[:8]}-"
        builtins = conn.execute(
            "SELECT name, description, color, icon FROM kg_entity_types"
            " WHERE is_builtin = 1 AND id LIKE ? ORDER BY rowid",
            (prefix + "%",),
        ).fetchall()
        return statements, builtins
    finally:
        conn.close()


def fold_entity_type(name: str) -> str:
    return re.sub(r"\s+", "_", name.strip().lower())


def fold_edge_type(name: str) -> str:
    return name.strip().lower()


class CoWorkWriter:
    """One CoWork process on the file. `start()` is what CoWork does at every start."""

    def __init__(self, path, clock=None):
        self.path = Path(path)
        self._clock = clock
        self._tick = 0
        self.conn = sqlite3.connect(self.path, isolation_level=None, timeout=5.0)
        self.conn.execute("PRAGMA journal_mode = WAL")
        self.conn.execute("PRAGMA busy_timeout = 5000")
        self.conn.execute("PRAGMA synchronous = NORMAL")

    def close(self) -> None:
        self.conn.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def now(self) -> int:
        if self._clock is not None:
            return self._clock()
        # The wall clock, as CoWork's; strictly increasing so that rows written in one test keep
        # their order.
        self._tick = max(self._tick + 1, int(time.time() * 1000))
        return self._tick

    # -- at every start ----------------------------------------------------------------------

    def start(self) -> CoWorkWriter:
        statements, builtins = _cowork_schema()
        for sql in statements:
            self.conn.execute(sql)
        now = self.now()
        for (ws_id,) in self.conn.execute("SELECT id FROM workspaces").fetchall():
            for name, description, color, icon in builtins:
                self.conn.execute(
                    "INSERT OR IGNORE INTO kg_entity_types (id, workspace_id, name, description, color, icon,"
                    " is_builtin, created_at) VALUES (?, ?, ?, ?, ?, ?, 1, ?)",
                    (f"kg-builtin-{ws_id[:8]}-{name}", ws_id, name, description, color, icon, now),
                )
        self.conn.execute("PRAGMA foreign_keys = ON")
        return self

    # -- writes ----------------------------------------------------------------------------

    def create_workspace(self, name: str, path: str | None = None) -> str:
        ws_id = str(uuid.uuid4())
        now = self.now()
        self.conn.execute(
            "INSERT INTO workspaces (id, name, path, created_at, last_used_at, permissions)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            (ws_id, name, path or f"/home/user/{ws_id}", now, now, '{"read":true,"write":true}'),
        )
        return ws_id

    def entity_type(self, ws_id: str, name: str) -> str:
        """Get or create: a type made this way is an ordinary row (no colour, no icon)."""
        name = fold_entity_type(name)
        row = self.conn.execute(
            "SELECT id FROM kg_entity_types WHERE workspace_id = ? AND name = ?", (ws_id, name)
        ).fetchone()
        if row:
            return row[0]
        type_id = str(uuid.uuid4())
        self.conn.execute(
            "INSERT INTO kg_entity_types (id, workspace_id, name, is_builtin, created_at) VALUES (?, ?, ?, 0, ?)",
            (type_id, ws_id, name, self.now()),
        )
        return type_id

    def add_entity(self, ws_id: str, type_name: str, name: str, description: str | None = None, *,
                   properties: str = "{}", confidence: float = 1.0, source: str = "agent",
                   task_id: str | None = None) -> str:
        eid = str(uuid.uuid4())
        now = self.now()
        self.conn.execute(
            "INSERT INTO kg_entities (id, workspace_id, entity_type_id, name, description, properties,"
            " confidence, source, source_task_id, created_at, updated_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (eid, ws_id, self.entity_type(ws_id, type_name), name.strip(), description, properties,
             confidence, source, task_id, now, now),
        )
        return eid

    def update_entity(self, entity_id: str, **columns) -> None:
        sets = ", ".join(f"{c} = ?" for c in columns)
        self.conn.execute(
            f"UPDATE kg_entities SET {sets}, updated_at = ? WHERE id = ?",
            (*columns.values(), self.now(), entity_id),
        )

    def delete_entity(self, entity_id: str) -> None:
        self.conn.execute("DELETE FROM kg_entities WHERE id = ?", (entity_id,))

    def add_edge(self, ws_id: str, source_id: str, target_id: str, edge_type: str, *,
                 valid_from: int | None = None, valid_to: int | None = None, source: str = "agent") -> str:
        edge_type = fold_edge_type(edge_type)
        now = self.now()
        valid_from = now if valid_from is None else valid_from
        # CoWork checks overlaps itself: an open edge of the same kind stays the one edge.
        same = self.conn.execute(
            "SELECT id FROM kg_edges WHERE workspace_id = ? AND source_entity_id = ? AND target_entity_id = ?"
            " AND edge_type = ? AND (valid_to IS NULL OR valid_to > ?) AND (? IS NULL OR valid_from < ?)",
            (ws_id, source_id, target_id, edge_type, valid_from, valid_to, valid_to),
        ).fetchone()
        if same:
            return same[0]
        edge_id = str(uuid.uuid4())
        self.conn.execute(
            "INSERT INTO kg_edges (id, workspace_id, source_entity_id, target_entity_id, edge_type, properties,"
            " confidence, source, source_task_id, created_at, valid_from, valid_to)"
            " VALUES (?, ?, ?, ?, ?, '{}', 1.0, ?, NULL, ?, ?, ?)",
            (edge_id, ws_id, source_id, target_id, edge_type, source, now, valid_from, valid_to),
        )
        return edge_id

    def add_observation(self, entity_id: str, content: str, *, source: str = "agent",
                        task_id: str | None = None) -> str:
        oid = str(uuid.uuid4())
        self.conn.execute(
            "INSERT INTO kg_observations (id, entity_id, content, source, source_task_id, created_at)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            (oid, entity_id, content.strip(), source, task_id, self.now()),
        )
        return oid

    def set_memory_settings(self, ws_id: str, **columns) -> None:
        cols = ", ".join(columns)
        marks = ", ".join("?" * len(columns))
        updates = ", ".join(f"{c} = excluded.{c}" for c in columns)
        self.conn.execute(
            f"INSERT INTO memory_settings (workspace_id, {cols}) VALUES (?, {marks})"
            f" ON CONFLICT(workspace_id) DO UPDATE SET {updates}",
            (ws_id, *columns.values()),
        )

    def add_contact(self, ws_id: str, display_name: str, email: str, kg_entity_id: str | None = None) -> str:
        """A contact identity with one handle (the handle's foreign key makes the identity row
        impossible to delete and re-insert while it exists)."""
        cid, hid = str(uuid.uuid4()), str(uuid.uuid4())
        now = self.now()
        self.conn.execute(
            "INSERT INTO contact_identities (id, workspace_id, display_name, primary_email, company_hint,"
            " kg_entity_id, confidence, metadata_json, created_at, updated_at)"
            " VALUES (?, ?, ?, ?, NULL, ?, 0.8, NULL, ?, ?)",
            (cid, ws_id, display_name, email, kg_entity_id, now, now),
        )
        self.conn.execute(
            "INSERT INTO contact_identity_handles (id, contact_identity_id, workspace_id, handle_type,"
            " normalized_value, display_value, source, created_at, updated_at)"
            " VALUES (?, ?, ?, 'email', ?, ?, 'mailbox', ?, ?)",
            (hid, cid, ws_id, email.lower(), email, now, now),
        )
        return cid

    # -- reads -----------------------------------------------------------------------------

    @staticmethod
    def match_query(query: str) -> str:
        words = re.sub(r"[^0-9A-Za-z]", " ", query).split()
        return " OR ".join(f'"{w}"' for w in words if len(w) >= 2)

    def fts_search(self, ws_id: str, query: str, limit: int = 10) -> list[str]:
        """CoWork's FTS query alone: raises what FTS raises (CoWork itself would hide it)."""
        match = self.match_query(query)
        if not match:
            return []
        return [r[0] for r in self.conn.execute(
            "SELECT e.name FROM kg_entities_fts f JOIN kg_entities e ON e.rowid = f.rowid"
            " WHERE kg_entities_fts MATCH ? AND e.workspace_id = ? ORDER BY rank LIMIT ?",
            (match, ws_id, limit),
        )]

    def search(self, ws_id: str, query: str, limit: int = 10) -> list[str]:
        """CoWork's search as a user sees it: FTS, and on any error or no rows, LIKE."""
        try:
            names = self.fts_search(ws_id, query, limit)
        except sqlite3.Error:
            names = []
        if names:
            return names
        pattern = f"%{query}%"
        return [r[0] for r in self.conn.execute(
            "SELECT name FROM kg_entities WHERE workspace_id = ? AND (name LIKE ? OR description LIKE ?)"
            " LIMIT ?",
            (ws_id, pattern, pattern, limit),
        )]


def file_problems(path) -> list[str]:
    """What a careful look at the file finds wrong: integrity, foreign keys, and CoWork's FTS
    index against its content (the check CoWork's silent LIKE fallback would hide)."""
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        problems = []
        check = [r[0] for r in conn.execute("PRAGMA integrity_check")]
        if check != ["ok"]:
            problems += [f"integrity: {c}" for c in check]
        problems += [f"foreign key: {r}" for r in conn.execute("PRAGMA foreign_key_check")]
        try:
            conn.execute("INSERT INTO kg_entities_fts(kg_entities_fts, rank) VALUES ('integrity-check', 1)")
        except sqlite3.Error as e:
            problems.append(f"kg_entities_fts: {e}")
        return problems
    finally:
        conn.close()
