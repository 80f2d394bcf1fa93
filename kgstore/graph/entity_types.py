"""Per-workspace entity types: seeding the built-ins, resolving names to ids, custom types."""

from __future__ import annotations

import sqlite3
import uuid
from typing import TYPE_CHECKING

from .builtins import BUILTIN_BY_NAME, BUILTIN_ENTITY_TYPES, custom_type_color
from ..records import EntityType

if TYPE_CHECKING:
    from ..workspace import Workspace


class _TypeNamesById(dict):
    """type id -> name; a miss reads the row (so records can use plain subscription)."""

    def __init__(self) -> None:
        super().__init__()
        self.conn: sqlite3.Connection | None = None

    def __missing__(self, type_id: str) -> str:
        row = None
        if self.conn is not None:
            row = self.conn.execute("SELECT name FROM kg_entity_types WHERE id = ?", (type_id,)).fetchone()
        name = row[0] if row else "unknown"
        self[type_id] = name
        return name


class TypeRegistry:
    """Caches type id <-> name per workspace; dropped when another process commits."""

    def __init__(self) -> None:
        self._by_name: dict[str, dict[str, str]] = {}
        self._by_id = _TypeNamesById()

    def names_by_id(self, conn: sqlite3.Connection) -> _TypeNamesById:
        self._by_id.conn = conn
        return self._by_id

    def clear(self) -> None:
        self._by_name.clear()
        self._by_id.clear()

    def _load(self, conn: sqlite3.Connection, ws: str) -> dict[str, str]:
        names = {}
        for tid, name in conn.execute(
            "SELECT id, name FROM kg_entity_types WHERE workspace_id = ?", (ws,)
        ):
            names[name] = tid
            self._by_id[tid] = name
        self._by_name[ws] = names
        return names

    def names(self, conn: sqlite3.Connection, ws: str) -> dict[str, str]:
        names = self._by_name.get(ws)
        if names is None:
            names = self._load(conn, ws)
        return names

    def ensure_builtins(self, conn: sqlite3.Connection, ws: str, now: int) -> None:
        """Seed the built-in types (a write: call inside a write transaction)."""
        names = self.names(conn, ws)
        missing = [t for t in BUILTIN_ENTITY_TYPES if t[0] not in names]
        if not missing:
            return
        for name, description, color, icon in missing:
            conn.execute(
                "INSERT OR IGNORE INTO kg_entity_types (id, workspace_id, name, description, color, icon,"
                " is_builtin, created_at) VALUES (?, ?, ?, ?, ?, ?, 1, ?)",
                (str(uuid.uuid4()), ws, name, description, color, icon, now),
            )
        self._load(conn, ws)

    def id_for(self, conn: sqlite3.Connection, ws: str, name: str) -> str | None:
        tid = self.names(conn, ws).get(name)
        if tid is None:
            tid = self._load(conn, ws).get(name)
        return tid

    def id_for_write(self, conn: sqlite3.Connection, ws: str, name: str, now: int) -> str:
        """The type's id, creating a custom type on first use (inside a write transaction)."""
        self.ensure_builtins(conn, ws, now)
        tid = self.id_for(conn, ws, name)
        if tid is None:
            tid = str(uuid.uuid4())
            conn.execute(
                "INSERT INTO kg_entity_types (id, workspace_id, name, description, color, icon,"
                " is_builtin, created_at) VALUES (?, ?, ?, NULL, ?, NULL, 0, ?)",
                (tid, ws, name, custom_type_color(name), now),
            )
            self._by_name.setdefault(ws, {})[name] = tid
            self._by_id[tid] = name
        return tid

    def name_of(self, conn: sqlite3.Connection, type_id: str) -> str:
        return self.names_by_id(conn)[type_id]

    def list(self, conn: sqlite3.Connection, ws: str) -> list[EntityType]:
        types = [
            as_builtin(EntityType(id=r[0], name=r[1], description=r[2], color=r[3], icon=r[4],
                                  is_builtin=bool(r[5])))
            for r in conn.execute(
                "SELECT id, name, description, color, icon, is_builtin FROM kg_entity_types"
                " WHERE workspace_id = ?",
                (ws,),
            )
        ]
        types.sort(key=lambda t: (not t.is_builtin, t.name))
        return types


def as_builtin(t: EntityType) -> EntityType:
    """A type named like one of the ten built-ins is that built-in, whoever made its row: CoWork
    OS creates the types of a workspace made while it runs as ordinary rows (is_builtin 0, no
    colour, no icon). The row is read that way, not rewritten (CoWork would show the change)."""
    builtin = BUILTIN_BY_NAME.get(t.name)
    if builtin is None or (t.is_builtin and t.color and t.icon):
        return t
    _name, description, color, icon = builtin
    return EntityType(id=t.id, name=t.name, description=t.description or description, color=t.color or color,
                      icon=t.icon or icon, is_builtin=True)


def workspace_types(ws: Workspace) -> list[EntityType]:
    if ws._kg.read_only:  # what is there; the built-ins are seeded by the next writer
        with ws._db.read() as conn:
            return ws._types.list(conn, ws.id)
    with ws._db.write() as conn:
        ws._types.ensure_builtins(conn, ws.id, ws._db.now())
        return ws._types.list(conn, ws.id)
