"""Saved canvas positions of a workspace's entities (the explorer's layout)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING
from ..errors import ValidationError
from ..records import (
    SavedPosition,
)
from ..validation import (
    is_valid_id,
    shown,
    check_id,
)

if TYPE_CHECKING:
    from ..workspace import Workspace


def saved_position(ws: Workspace, entity_id: str) -> SavedPosition | None:
    """The entity's stored canvas position, or None."""
    if not is_valid_id(entity_id):
        return None
    with ws._db.read() as conn:
        row = conn.execute(
            "SELECT entity_id, x, y, pinned, updated_at FROM kg_layout_positions"
            " WHERE entity_id = ? AND workspace_id = ?", (entity_id, ws.id)).fetchone()
    return None if row is None else SavedPosition(row[0], row[1], row[2], bool(row[3]), row[4])


def saved_positions(ws: Workspace) -> dict[str, tuple[float, float, bool]]:
    with ws._db.read() as conn:
        return {
            r[0]: (r[1], r[2], bool(r[3]))
            for r in conn.execute(
                "SELECT entity_id, x, y, pinned FROM kg_layout_positions WHERE workspace_id = ?", (ws.id,)
            )
        }


def save_positions(ws: Workspace, positions: Mapping[str, tuple[float, float, bool]]) -> int:
    """Store (x, y, pinned) per entity id; ids not in this workspace are ignored."""
    import math

    if not isinstance(positions, Mapping):
        raise ValidationError("positions must map entity ids to (x, y, pinned)")
    rows = []
    for eid, value in positions.items():
        check_id(eid, "entity id")
        try:
            x, y, pinned = value
            x, y = float(x), float(y)
        except (TypeError, ValueError, OverflowError):
            raise ValidationError(f"position of {shown(eid)} must be (x, y, pinned) with finite numbers") from None
        if not (math.isfinite(x) and math.isfinite(y)):
            raise ValidationError(f"position of {shown(eid)} must be finite")
        rows.append((eid, x, y, bool(pinned)))
    with ws._db.write() as conn:
        now = ws._db.now()
        saved = 0
        for eid, x, y, pinned in rows:
            cur = conn.execute(
                "INSERT INTO kg_layout_positions (entity_id, workspace_id, x, y, pinned, updated_at)"
                " SELECT id, workspace_id, ?, ?, ?, ? FROM kg_entities WHERE id = ? AND workspace_id = ?"
                " ON CONFLICT(entity_id) DO UPDATE SET x = excluded.x, y = excluded.y,"
                " pinned = excluded.pinned, updated_at = excluded.updated_at",
                (x, y, int(pinned), now, eid, ws.id),
            )
            saved += cur.rowcount
        return saved
