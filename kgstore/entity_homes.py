"""Which workspace recently seen entities belong to, so creating an edge can skip re-reading them.

Checking an edge's endpoints cost four B-tree seeks per edge (the id index, then each row's
workspace); that was a tenth of an edge insert. The check is skipped only when both of these hold:

- the file's edges table declares its endpoints as foreign keys of kg_entities and this
  connection enforces them, so the INSERT itself fails if an endpoint no longer exists;
- both endpoints were seen in this workspace on this connection, and nothing that could have
  moved or removed an entity has happened since: any delete or id/workspace update of a
  kg_entities row on this connection (a temporary trigger calls back, whatever code path ran
  it), any rollback, and any commit by another connection empty the map.

An entity id never changes workspace, so a remembered home is right for as long as the row
exists, and the foreign key covers the row being gone.
"""

from __future__ import annotations

import sqlite3

MAX_ENTITIES = 50_000
_CALLBACK = "kg_entity_homes_changed"


class EntityHomes:
    def __init__(self) -> None:
        self._home: dict[str, str] = {}
        self.enforced = False  # the edges table's endpoints are enforced foreign keys

    def install(self, conn: sqlite3.Connection) -> None:
        """Watch this connection's entity deletes and moves (after migrations: the trigger is
        temporary, and a rebuilt table would drop it)."""
        self.enforced = False
        self._home.clear()
        try:
            self._watch(conn)
        except sqlite3.Error:  # e.g. no kg_entities table: the endpoint check then always runs
            return
        enforced = conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1
        # (from, table, to); "to" is None when the key names the parent's primary key implicitly
        keys = {(row[3], row[2], row[4] or "id") for row in conn.execute("PRAGMA foreign_key_list(kg_edges)")}
        self.enforced = enforced and {("source_entity_id", "kg_entities", "id"),
                                      ("target_entity_id", "kg_entities", "id")} <= keys

    def _watch(self, conn: sqlite3.Connection) -> None:
        conn.create_function(_CALLBACK, 0, self.clear)
        conn.execute(f"DROP TRIGGER IF EXISTS temp.{_CALLBACK}_delete")
        conn.execute(f"DROP TRIGGER IF EXISTS temp.{_CALLBACK}_update")
        conn.execute(
            f"CREATE TEMP TRIGGER {_CALLBACK}_delete AFTER DELETE ON main.kg_entities"
            f" BEGIN SELECT {_CALLBACK}(); END"
        )
        conn.execute(
            f"CREATE TEMP TRIGGER {_CALLBACK}_update AFTER UPDATE OF id, workspace_id ON main.kg_entities"
            f" BEGIN SELECT {_CALLBACK}(); END"
        )

    def clear(self) -> None:
        self._home.clear()

    def note(self, entity_id: str, workspace_id: str) -> None:
        if len(self._home) < MAX_ENTITIES:
            self._home[entity_id] = workspace_id

    def both_in(self, workspace_id: str, first: str, second: str) -> bool:
        home = self._home.get
        return self.enforced and home(first) == workspace_id and home(second) == workspace_id
