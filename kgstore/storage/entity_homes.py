"""Which workspace recently seen entities belong to, so writes that refer to them can skip
re-reading them.

Checking that an edge's endpoints (or a repeated observation's entity) exist in the workspace cost
B-tree seeks on every write; for edges that was a tenth of an insert. (A new observation needs no
map: the UPDATE of its entity's last_seen_at is the check, see Workspace.add_observation.) The
check is skipped only when both of these hold:

- the referring table declares the reference as a foreign key of kg_entities and this
  connection enforces it, so the INSERT itself fails if the entity no longer exists;
- the entities were seen in this workspace on this connection, and nothing that could have
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


# Per table, its columns that refer to kg_entities: the check is skipped only if all are enforced keys.
_REFERENCES = {
    "kg_edges": ("source_entity_id", "target_entity_id"),
    "kg_observations": ("entity_id",),
}


class EntityHomes:
    def __init__(self) -> None:
        self._home: dict[str, str] = {}
        self.enforced: set[str] = set()  # tables whose references to kg_entities are enforced keys

    def install(self, conn: sqlite3.Connection) -> None:
        """Watch this connection's entity deletes and moves (after migrations: the trigger is
        temporary, and a rebuilt table would drop it)."""
        self.enforced = set()
        self._home.clear()
        try:
            self._watch(conn)
        except sqlite3.Error:  # e.g. no kg_entities table: the checks then always run
            return
        if conn.execute("PRAGMA foreign_keys").fetchone()[0] != 1:
            return
        for table, columns in _REFERENCES.items():
            # (from, table, to); "to" is None when the key names the parent's primary key implicitly
            keys = {(r[3], r[2], r[4] or "id") for r in conn.execute(f"PRAGMA foreign_key_list({table})")}
            if {(c, "kg_entities", "id") for c in columns} <= keys:
                self.enforced.add(table)

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

    def known(self, table: str, workspace_id: str, *entity_ids: str) -> bool:
        """True if a write to `table` may take these entities as present in the workspace."""
        home = self._home.get
        return table in self.enforced and all(home(i) == workspace_id for i in entity_ids)
