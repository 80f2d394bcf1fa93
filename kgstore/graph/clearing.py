"""Clear All Memories: a workspace's graph, custom types and positions, after a backup."""

from __future__ import annotations

from typing import TYPE_CHECKING
from ..storage import contacts
from ..storage import migrations
from .builtins import BUILTIN_ENTITY_TYPE_NAMES
from ..records import (
    ClearReport,
)

if TYPE_CHECKING:
    from ..workspace import Workspace

# What Clear All removes, in deletion order: (report field, table, rows of this workspace).
# The confirmation's counts and the deletion use these same clauses, so they always agree
# (an entity whose type row is missing, say, is counted as it is removed).
CLEARED = (
    ("observations", "kg_observations", "entity_id IN (SELECT id FROM kg_entities WHERE workspace_id = :ws)"),
    ("edges", "kg_edges", "workspace_id = :ws OR source_entity_id IN (SELECT id FROM kg_entities WHERE"
                          " workspace_id = :ws) OR target_entity_id IN (SELECT id FROM kg_entities WHERE"
                          " workspace_id = :ws)"),
    ("positions", "kg_layout_positions", "workspace_id = :ws OR entity_id IN (SELECT id FROM kg_entities"
                                         " WHERE workspace_id = :ws)"),
    ("entities", "kg_entities", "workspace_id = :ws"),
    # A type named like a built-in is the built-in, whoever made the row (see entity_types).
    ("custom_types", "kg_entity_types", "workspace_id = :ws AND is_builtin = 0 AND name NOT IN ("
                                        + ", ".join(f"'{n}'" for n in sorted(BUILTIN_ENTITY_TYPE_NAMES)) + ")"),
)


def clear_preview(ws: Workspace) -> ClearReport:
    """What clear() would remove now (backup_path None): counted with the deletion's clauses."""
    with ws._db.read() as conn:
        counts = {field: conn.execute(f"SELECT COUNT(*) FROM {table} WHERE {where}", {"ws": ws.id}).fetchone()[0]
                  for field, table, where in CLEARED}
    return ClearReport(workspace_id=ws.id, backup_path=None, **counts)


def clear(ws: Workspace, *, backup: bool = True) -> ClearReport:
    """Clear All Memories: this workspace's graph, custom types and positions; built-ins re-seeded."""
    backup_path = ws._kg.backup(label="clear") if backup else None
    with ws._db.write() as conn:
        contacts.unlink_workspace(conn, ws.id)  # CoWork's contacts stay, unlinked
        # The count triggers set aside while the rows go, the (empty) workspace counted after:
        # per row they doubled the time of clearing 20k entities. Edges are deleted with
        # their workspace's entities (an edge's ends are in its own workspace).
        with migrations.counts_recounted_after(conn, ws.id):
            counts = {field: conn.execute(f"DELETE FROM {table} WHERE {where}", {"ws": ws.id}).rowcount
                      for field, table, where in CLEARED}
        ws._types.clear()
        ws._types.ensure_builtins(conn, ws.id, ws._db.now())
    return ClearReport(workspace_id=ws.id, backup_path=str(backup_path) if backup_path else None, **counts)
