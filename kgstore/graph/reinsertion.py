"""Putting deleted records back exactly as they were: the undo of a deletion.

Workspace.reinsert_deleted writes the given entity, observations, relationships and canvas
position with their own ids, times and sources (a fresh upsert would give new ids and new
times). Everything is checked first and written in one transaction: a clash with what other
writers did since (the name taken again, an id in use, an overlapping relationship) refuses the
whole call. Relationships whose other end is gone are left out and reported.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from .entities import identity_row
from ..storage import search_index
from ..errors import ConflictError, NotFoundError, ValidationError
from ..records import Edge, Entity, Mention, Observation, Reinsertion, SavedPosition
from ..validation import (
    check_confidence,
    check_content,
    check_description,
    check_fingerprint,
    check_id,
    edge_type_key,
    check_name,
    check_properties,
    check_source,
    check_task_id,
    check_time,
    encode_properties,
    normalize_name,
    normalize_type_name,
    shown,
    text_hash,
)

if TYPE_CHECKING:
    from ..workspace import Workspace


def _required_time(value, what: str) -> int:
    t = check_time(value, what, stored=True)
    if t is None:
        raise ValidationError(f"{what} is required")
    return t


def _confidence(value, what: str) -> float:
    if value is None:
        raise ValidationError(f"{what} has no readable confidence, so it cannot be put back as it was")
    if not 0.0 <= float(value) <= 1.0:
        raise ValidationError(f"{what}: confidence must be between 0 and 1")
    return check_confidence(value)


def _check_entity(ws: Workspace, entity: Entity) -> None:
    if not isinstance(entity, Entity):
        raise ValidationError("entity must be an Entity record")
    check_id(entity.id, "entity id")
    if entity.workspace_id != ws.id:
        raise ValidationError(f"entity {entity.id} belongs to workspace {entity.workspace_id!r}, not {ws.id!r}")
    if check_name(entity.name) != entity.name:
        raise ValidationError(f"entity name {shown(entity.name)} is not in stored form")
    if normalize_type_name(entity.type, "entity type") != entity.type:
        raise ValidationError(f"entity type {shown(entity.type)} is not in stored form")
    check_description(entity.description)
    check_properties(entity.properties)
    _confidence(entity.confidence, f"entity {entity.id}")
    check_source(entity.source)
    if entity.description_source is not None:
        check_source(entity.description_source)
    check_task_id(entity.task_id)
    for what in ("created_at", "updated_at", "last_seen_at"):
        _required_time(getattr(entity, what), f"entity {what}")


def _check_observation(obs: Observation, entity_id: str) -> None:
    if not isinstance(obs, Observation):
        raise ValidationError("observations must be Observation records")
    check_id(obs.id, "observation id")
    if obs.entity_id != entity_id:
        raise ValidationError(f"observation {obs.id} belongs to entity {obs.entity_id}, not {entity_id}")
    check_content(obs.content)
    check_source(obs.source)
    check_task_id(obs.task_id)
    if check_fingerprint(obs.fingerprint) is None:
        raise ValidationError(f"observation {obs.id} has no fingerprint")
    _required_time(obs.created_at, "observation created_at")


def _check_edge(ws: Workspace, edge: Edge, entity_id: str | None) -> None:
    if not isinstance(edge, Edge):
        raise ValidationError("edges must be Edge records")
    check_id(edge.id, "edge id")
    check_id(edge.source_id, "source entity id")
    check_id(edge.target_id, "target entity id")
    if edge.workspace_id != ws.id:
        raise ValidationError(f"edge {edge.id} belongs to workspace {edge.workspace_id!r}, not {ws.id!r}")
    if entity_id is not None and entity_id not in (edge.source_id, edge.target_id):
        raise ValidationError(f"edge {edge.id} does not touch entity {entity_id}")
    if edge.source_id == edge.target_id:
        raise ValidationError("an edge cannot connect an entity to itself (self-loop)")
    if normalize_type_name(edge.type, "edge type") != edge.type:
        raise ValidationError(f"edge type {shown(edge.type)} is not in stored form")
    check_properties(edge.properties)
    _confidence(edge.confidence, f"edge {edge.id}")
    check_source(edge.source)
    check_task_id(edge.task_id)
    _required_time(edge.created_at, "edge created_at")
    start = _required_time(edge.valid_from, "edge valid_from")
    end = check_time(edge.valid_to, "edge valid_to", stored=True)
    if end is not None and end <= start:
        raise ValidationError(f"edge {edge.id}: valid_to ({end}) must be after valid_from ({start})")


def _check_position(position: SavedPosition, entity_id: str) -> None:
    if not isinstance(position, SavedPosition):
        raise ValidationError("position must be a SavedPosition record")
    if position.entity_id != entity_id:
        raise ValidationError(f"the position is of entity {position.entity_id}, not {entity_id}")
    if not (math.isfinite(position.x) and math.isfinite(position.y)):
        raise ValidationError("position must be finite")
    _required_time(position.updated_at, "position updated_at")


def _unique(ids: Iterable[str], what: str) -> None:
    seen: set[str] = set()
    for i in ids:
        if i in seen:
            raise ValidationError(f"{what} {i} is given twice")
        seen.add(i)


def _taken(conn, table: str, ids: Sequence[str]) -> list[str]:
    found: list[str] = []
    for start in range(0, len(ids), 500):
        chunk = list(ids[start:start + 500])
        found += [r[0] for r in conn.execute(
            f"SELECT id FROM {table} WHERE id IN ({','.join('?' * len(chunk))})", chunk)]
    return found


def _window(start: int, end: int | None) -> str:
    return f"{start} .. {'now' if end is None else end}"


def reinsert_deleted(ws: Workspace, entity: Entity | None, edges: Sequence[Edge],
                     observations: Sequence[Observation], position: SavedPosition | None,
                     mentions: Sequence[Mention] = ()) -> Reinsertion:
    edges, observations, mentions = list(edges), list(observations), list(mentions)
    if mentions and (entity is None or any(not isinstance(m, Mention) or m.entity_id != entity.id
                                           for m in mentions)):
        raise ValidationError("mentions can only be put back with their entity")
    entity_id = None
    if entity is not None:
        _check_entity(ws, entity)
        entity_id = entity.id
    elif position is not None:
        raise ValidationError("a position can only be put back with its entity")
    elif observations:
        # Observations alone (the undo of deleting one): they go back to their entity, which
        # must still be there.
        owners = {o.entity_id for o in observations if isinstance(o, Observation)}
        if len(owners) != 1:
            raise ValidationError("observations put back without their entity must all belong to one entity")
        entity_id = check_id(next(iter(owners)), "entity id")
    for obs in observations:
        _check_observation(obs, entity_id)
    for edge in edges:
        _check_edge(ws, edge, entity_id)
    if position is not None:
        _check_position(position, entity_id)
    _unique((o.id for o in observations), "observation")
    _unique((o.fingerprint for o in observations), "observation fingerprint")
    _unique((g.id for g in edges), "edge")

    with ws._db.write() as conn:
        now = ws._db.now()
        if entity is not None:
            _refuse_entity_clash(ws, conn, entity)
        elif observations:
            _refuse_missing_owner(ws, conn, entity_id)
            _refuse_repeated_observation(conn, entity_id, observations)
        taken = _taken(conn, "kg_observations", [o.id for o in observations])
        if taken:
            raise ConflictError(f"cannot put the observations back: observation id {taken[0]} is in use again")
        taken = _taken(conn, "kg_edges", [g.id for g in edges])
        if taken:
            raise ConflictError(f"cannot put the relationships back: relationship id {taken[0]} is in use again")

        if entity is not None:
            insert_entity_row(ws, conn, entity, now)
            insert_mention_rows(conn, mentions)
        # Oldest first (the list is newest first, as observations() gives it), so that rows of the
        # same millisecond keep their order.
        for obs in reversed(observations):
            insert_observation_row(ws, conn, obs)

        names = _names(conn, ws.id, {i for g in edges for i in (g.source_id, g.target_id)})
        put_back: list[Edge] = []
        skipped: list[tuple[Edge, str]] = []
        for edge in sorted(edges, key=lambda g: (g.valid_from, g.id)):
            missing = [i for i in (edge.source_id, edge.target_id) if i not in names]
            if missing:
                skipped.append((edge, f"entity {missing[0]} no longer exists"))
                continue
            _refuse_overlap(conn, ws.id, edge, names)
            insert_edge_row(ws, conn, edge)
            put_back.append(edge)
        if position is not None:
            insert_position_row(ws, conn, position)
        return Reinsertion(entity, put_back, observations, position, skipped)


# The rows as the records hold them (ids, times, writers), after the checks above. Also used by
# kgstore.graph.task_memory to put back what forgetting a task deleted.

def insert_entity_row(ws: Workspace, conn, entity: Entity, now: int) -> None:
    type_id = ws._types.id_for_write(conn, ws.id, entity.type, now)
    cur = conn.execute(
        "INSERT INTO kg_entities (id, workspace_id, entity_type_id, name, normalized_name, description,"
        " description_source, properties, confidence, source, source_task_id, created_at, updated_at,"
        " last_seen_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (entity.id, ws.id, type_id, entity.name, normalize_name(entity.name), entity.description,
         entity.description_source, encode_properties(entity.properties), entity.confidence,
         entity.source, entity.task_id, entity.created_at, entity.updated_at, entity.last_seen_at),
    )
    if ws._kg.has_search_index:
        search_index.after_insert(conn, search_index.ENTITIES, cur.lastrowid)
    ws._kg._homes.note(entity.id, ws.id)


def insert_mention_rows(conn, mentions: Sequence[Mention]) -> None:
    """What extraction read around an entity, put back with it (where its entity exists)."""
    conn.executemany("INSERT OR IGNORE INTO kg_mentions (entity_id, task_id, context, created_at)"
                     " SELECT ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM kg_entities WHERE id = ?)",
                     [(m.entity_id, m.task_id, m.context, m.created_at, m.entity_id) for m in mentions])


def insert_observation_row(ws: Workspace, conn, obs: Observation) -> None:
    cur = conn.execute(
        "INSERT INTO kg_observations (id, entity_id, content, source, source_task_id, created_at,"
        " fingerprint, content_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        (obs.id, obs.entity_id, obs.content, obs.source, obs.task_id, obs.created_at, obs.fingerprint,
         text_hash(obs.content)),
    )
    if ws._kg.has_search_index:
        search_index.after_insert(conn, search_index.OBSERVATIONS, cur.lastrowid)


def insert_edge_row(ws: Workspace, conn, edge: Edge) -> None:
    if " " in edge.type:
        ws._kg.spaced_edge_types = True  # CoWork's spelling, put back as it was
    conn.execute(
        "INSERT INTO kg_edges (id, workspace_id, source_entity_id, target_entity_id, edge_type,"
        " properties, confidence, source, source_task_id, created_at, valid_from, valid_to)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (edge.id, ws.id, edge.source_id, edge.target_id, edge.type, encode_properties(edge.properties),
         edge.confidence, edge.source, edge.task_id, edge.created_at, edge.valid_from, edge.valid_to),
    )


def insert_position_row(ws: Workspace, conn, position: SavedPosition) -> None:
    conn.execute(
        "INSERT INTO kg_layout_positions (entity_id, workspace_id, x, y, pinned, updated_at)"
        " VALUES (?, ?, ?, ?, ?, ?)",
        (position.entity_id, ws.id, position.x, position.y, int(position.pinned), position.updated_at),
    )


def _refuse_missing_owner(ws: Workspace, conn, entity_id: str) -> None:
    row = conn.execute("SELECT 1 FROM kg_entities WHERE id = ? AND workspace_id = ?", (entity_id, ws.id)).fetchone()
    if row is None:
        raise NotFoundError(f"cannot put the observation back: its entity {entity_id} no longer exists")


def _refuse_repeated_observation(conn, entity_id: str, observations: Sequence[Observation]) -> None:
    """The entity was given the same observation again since (its fingerprint is unique per entity)."""
    for obs in observations:
        row = conn.execute(
            "SELECT id FROM kg_observations WHERE entity_id = ? AND id != ? AND (fingerprint = ? OR content_hash = ?)",
            (entity_id, obs.id, obs.fingerprint, text_hash(obs.content))).fetchone()
        if row is not None:
            raise ConflictError(f"cannot put the observation back: the entity has the same observation again "
                                f"(observation {row[0]}, recorded since)")


def _refuse_entity_clash(ws: Workspace, conn, entity: Entity) -> None:
    row = conn.execute("SELECT workspace_id, name FROM kg_entities WHERE id = ?", (entity.id,)).fetchone()
    if row is not None:
        raise ConflictError(
            f"cannot put {entity.type} {entity.name!r} back: its id {entity.id} is in use again "
            f"({row[1]!r} in workspace {row[0]!r})")
    type_id = ws._types.id_for(conn, ws.id, entity.type)
    if type_id is None:
        return
    row, _unkeyed = identity_row(ws, conn, type_id, normalize_name(entity.name))  # CoWork's rows too
    if row is not None:
        raise ConflictError(
            f"cannot put {entity.type} {entity.name!r} back: another {entity.type} named {row[3]!r} exists now "
            f"(id {row[0]}, written by {row[7]}); merge or delete it first")


def _names(conn, workspace_id: str, ids: set[str]) -> dict[str, str]:
    """Names of those of `ids` that exist in the workspace."""
    found: dict[str, str] = {}
    ids_list = sorted(ids)
    for start in range(0, len(ids_list), 500):
        chunk = ids_list[start:start + 500]
        found.update(conn.execute(
            f"SELECT id, name FROM kg_entities WHERE id IN ({','.join('?' * len(chunk))}) AND +workspace_id = ?",
            (*chunk, workspace_id)).fetchall())
    return found


def _refuse_overlap(conn, workspace_id: str, edge: Edge, names: dict[str, str]) -> None:
    end = math.inf if edge.valid_to is None else edge.valid_to
    key = edge_type_key(edge.type)
    for other_id, start, other_end in conn.execute(
        "SELECT id, valid_from, valid_to FROM kg_edges WHERE source_entity_id = ? AND target_entity_id = ?"
        " AND edge_type IN (?, ?) AND +workspace_id = ?",  # CoWork's spelling too ("hosts weekly")
        (edge.source_id, edge.target_id, key, key.replace("_", " "), workspace_id),
    ):
        if edge.valid_from < (math.inf if other_end is None else other_end) and start < end:
            raise ConflictError(
                f"cannot put back {names[edge.source_id]} {edge.type} {names[edge.target_id]} "
                f"(valid {_window(edge.valid_from, edge.valid_to)}): relationship {other_id} "
                f"(valid {_window(start, other_end)}) was written since and overlaps it")
