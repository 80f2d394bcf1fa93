"""CoWork OS's contact identities and the entities they point at.

``contact_identities.kg_entity_id`` (CoWork's table, no foreign key) names the person entity a
contact is. Whatever removes entities here keeps those pointers true: an entity merged away
hands its contacts to the entity kept, an entity deleted leaves its contacts unlinked (CoWork
links them again when it next sees the contact). The contact rows themselves are CoWork's and
are never deleted. Every function runs inside the caller's transaction and does nothing on a
file without the table.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence

TABLE = "contact_identities"


def pointer_columns(conn: sqlite3.Connection) -> list[str]:
    """The columns of contact_identities naming an entity (``kg_entity_id``); [] without the table."""
    return [r[1] for r in conn.execute(f"PRAGMA main.table_info({TABLE})") if r[1].endswith("entity_id")]


def repoint(conn: sqlite3.Connection, keep: str, merged: Sequence[str]) -> None:
    """Contacts of the entities merged into `keep` now point at `keep`."""
    _set(conn, keep, merged)


def unlink(conn: sqlite3.Connection, entity_ids: Sequence[str]) -> None:
    """Contacts of entities about to be deleted point at nothing."""
    _set(conn, None, entity_ids)


def unlink_workspace(conn: sqlite3.Connection, workspace_id: str) -> None:
    """Contacts of every entity of the workspace (Clear All) point at nothing."""
    for col in pointer_columns(conn):
        conn.execute(f'UPDATE main.{TABLE} SET "{col}" = NULL WHERE "{col}" IN'
                     " (SELECT id FROM main.kg_entities WHERE workspace_id = ?)", (workspace_id,))


def unlink_missing(conn: sqlite3.Connection, workspace_id: str | None = None) -> None:
    """Contacts (of one workspace, or all) pointing at an entity that is not there point at nothing."""
    scope = "" if workspace_id is None else " AND workspace_id = :ws"
    for col in pointer_columns(conn):
        conn.execute(f'UPDATE main.{TABLE} SET "{col}" = NULL WHERE "{col}" IS NOT NULL{scope}'
                     f' AND "{col}" NOT IN (SELECT id FROM main.kg_entities)', {"ws": workspace_id})


def _set(conn: sqlite3.Connection, value: str | None, entity_ids: Sequence[str]) -> None:
    ids = list(dict.fromkeys(entity_ids))
    cols = pointer_columns(conn) if ids else []
    for start in range(0, len(ids), 500):
        chunk = ids[start:start + 500]
        marks = ",".join("?" * len(chunk))
        for col in cols:
            conn.execute(f'UPDATE main.{TABLE} SET "{col}" = ? WHERE "{col}" IN ({marks})', [value, *chunk])
