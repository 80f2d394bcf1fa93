"""Observations: timestamped notes on an entity, one per text (a repeat reinforces it)."""

from __future__ import annotations

import sqlite3
import uuid
from typing import TYPE_CHECKING
from . import entities
from ..storage import search_index
from ..errors import NotFoundError
from ..records import (
    Observation,
)
from ..storage.rows import (
    OBSERVATION_COLUMNS,
    observation_from_row,
)
from ..validation import (
    check_content,
    check_count,
    check_fingerprint,
    check_id,
    check_limit,
    check_source,
    check_task_id,
    precedence,
    text_fingerprint,
    text_hash,
)
from .entities import refuse_secrets as _refuse_secrets

if TYPE_CHECKING:
    from ..workspace import Workspace

MAX_OBSERVATIONS_PER_CALL = 100


def add_observation(ws: Workspace, entity_id: str, content: str, *, source: str = "agent",
                    task_id: str | None = None, fingerprint: str | None = None) -> Observation:
    content = check_content(content)
    source = check_source(source)
    task_id = check_task_id(task_id)
    _refuse_secrets(source, observation=content)
    chash = text_hash(content)
    fingerprint = check_fingerprint(fingerprint) or text_fingerprint(content, chash)
    check_id(entity_id, "entity id")
    with ws._db.write() as conn:
        now = ws._db.now()
        # The usual case in one statement: the entity is reinforced (its last_seen_at) when it is
        # in this workspace and holds nothing the new text repeats - no row with this
        # fingerprint or text, nor one another program wrote without a hash (compared by its
        # text below). Written before the INSERT, so that a missing entity leaves nothing
        # written, also inside a caller's transaction; a repeat changes no entity row.
        if conn.execute(_REINFORCE_UNLESS_REPEATED, (now, entity_id, ws.id, entity_id, fingerprint,
                                                     chash)).rowcount != 1:
            row = _repeated_observation(conn, entity_id, fingerprint, chash)
            if row is not None:
                if not ws._kg._homes.known("kg_observations", ws.id, entity_id):  # see entity_homes
                    entities.require_entity_id(ws, conn, entity_id)
                    ws._kg._homes.note(entity_id, ws.id)
                obs = observation_from_row(row)
                if precedence(source) > precedence(obs.source):
                    conn.execute("UPDATE kg_observations SET source = ? WHERE id = ?", (source, obs.id))
                    obs = Observation(obs.id, obs.entity_id, obs.content, source, obs.task_id, obs.fingerprint,
                                      obs.created_at)
                return obs
            # Not a repeat (an unhashed row with other text stopped the statement above), or
            # no such entity here: the entity check is the row count.
            if conn.execute("UPDATE kg_entities SET last_seen_at = ? WHERE id = ? AND workspace_id = ?",
                            (now, entity_id, ws.id)).rowcount != 1:
                raise NotFoundError(f"entity {entity_id!r} not found in workspace {ws.id!r}")
        oid = str(uuid.uuid4())
        try:
            cur = conn.execute(
                "INSERT INTO kg_observations (id, entity_id, content, source, source_task_id, created_at,"
                " fingerprint, content_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (oid, entity_id, content, source, task_id, now, fingerprint, chash),
            )
        except sqlite3.IntegrityError:
            ws._kg._homes.clear()  # an entity taken as known is gone
            entities.require_entity_id(ws, conn, entity_id)
            raise
        if ws._kg.has_search_index:
            search_index.after_insert(conn, search_index.OBSERVATIONS, cur.lastrowid)
        return Observation(oid, entity_id, content, source, task_id, fingerprint, now)


# The repeat probe's condition (see _repeated_observation) folded into the reinforcing UPDATE:
# one statement for a new observation instead of a read and a write.
_REINFORCE_UNLESS_REPEATED = (
    "UPDATE kg_entities SET last_seen_at = ? WHERE id = ? AND workspace_id = ? AND NOT EXISTS"
    " (SELECT 1 FROM kg_observations o WHERE o.entity_id = ?"
    " AND (o.fingerprint = ? OR o.content_hash = ? OR o.content_hash IS NULL))"
)


def _repeated_observation(conn, entity_id: str, fingerprint: str, chash: str):
    """The entity's observation with this fingerprint or text, if any. Rows another program
    wrote (CoWork OS stores neither fingerprint nor hash) are compared by their text, as the
    hash is computed, until healing fills them in; the index holding only them is empty
    most of the time."""
    found = None
    for row in conn.execute(
        f"SELECT {OBSERVATION_COLUMNS}, o.content_hash FROM kg_observations o WHERE o.entity_id = ?"
        " AND (o.fingerprint = ? OR o.content_hash = ? OR o.content_hash IS NULL)",
        (entity_id, fingerprint, chash),
    ):
        if row[7] is not None or row[5] == fingerprint:
            return row[:7]
        if found is None and text_hash(row[2] if isinstance(row[2], str) else str(row[2] or "")) == chash:
            found = row[:7]
    return found


def delete_observation(ws: Workspace, observation_id: str) -> bool:
    check_id(observation_id, "observation id")
    with ws._db.write() as conn:
        cur = conn.execute(
            "DELETE FROM kg_observations WHERE id = ? AND entity_id IN"
            " (SELECT id FROM kg_entities WHERE workspace_id = ?)",
            (observation_id, ws.id),
        )
        return cur.rowcount > 0


def list_observations(ws: Workspace, entity_id: str, *, limit: int = 20, offset: int = 0) -> list[Observation]:
    """Newest first; at most 100 a call (page with offset)."""
    limit = check_limit(limit, default=20, low=1, high=MAX_OBSERVATIONS_PER_CALL)
    offset = check_count(offset, "offset")
    with ws._db.read() as conn:
        entities.require_entity_id(ws, conn, entity_id)
        return [
            observation_from_row(r)
            for r in conn.execute(
                f"SELECT {OBSERVATION_COLUMNS} FROM kg_observations o WHERE o.entity_id = ?"
                " ORDER BY o.created_at DESC, o.rowid DESC LIMIT ? OFFSET ?",
                (entity_id, limit, offset),
            )
        ]
