"""Entities: upsert (one per type and name, reinforced when seen again), correct, read, delete."""

from __future__ import annotations

import sqlite3
import uuid
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any
from ..storage.connection import table_exists
from ..storage import contacts
from ..storage import search_index
from ..errors import ConflictError, EditConflictError, FieldConflict, NotFoundError, ValidationError
from ..records import (
    Mention,
    Entity,
    UpdateResult,
)
from ..storage.rows import (
    ENTITY_COLUMNS,
    entity_from_row,
)
from ..validation import (
    as_number,
    check_confidence,
    check_count,
    check_str_list,
    is_valid_id,
    shown,
    shown_names,
    check_description,
    check_id,
    check_name,
    check_properties,
    check_source,
    check_task_id,
    encode_properties,
    normalize_name,
    normalize_type_name,
    precedence,
    read_properties,
    unreadable_properties,
)

if TYPE_CHECKING:
    from ..workspace import Workspace


def canonical_name(type_name: str, name: str) -> str:
    """Known technologies keep their canonical casing ("electron" -> "Electron").

    Only the casing changes: an alias ("postgres", "k8s") is a different name and stays.
    """
    if type_name == "technology":
        from ..lexicon import canonical_technology_name

        canonical = canonical_technology_name(name)
        if canonical and normalize_name(canonical) == normalize_name(name):
            return canonical
    return name


EDITABLE_FIELDS = ("name", "type", "description", "properties", "confidence")


def _changed_since(row, type_name: str, base: Mapping[str, Any], **new: Any) -> list[FieldConflict]:
    """The fields being changed whose stored value is neither the edit's base nor its new value."""
    if not isinstance(base, Mapping):
        raise ValidationError("base must map field names to the values the edit started from")
    unknown = set(base) - set(EDITABLE_FIELDS)
    if unknown:
        raise ValidationError(f"base names fields that cannot be edited: {shown_names(unknown)}")
    (_eid, _ws, _tid, name, desc, props_text, confidence, *_rest) = row
    conflicts: list[FieldConflict] = []

    def differs(a: Any, b: Any) -> bool:
        if isinstance(a, (int, float)) and isinstance(b, (int, float)) and not isinstance(a, bool) \
                and not isinstance(b, bool):
            return abs(a - b) > 1e-9
        return a != b

    def check(field: str, current: Any, started: Any, mine: Any, key: str | None = None) -> None:
        if differs(current, started) and differs(current, mine):
            conflicts.append(FieldConflict(field, started, current, mine, key))

    if new["name"] is not None and "name" in base:
        # As names are matched: a technology's canonical casing ("electron" stored "Electron") is no change.
        same = {normalize_name(name): name}
        check("name", name, same.get(normalize_name(base["name"]), base["name"]),
              same.get(normalize_name(new["name"]), new["name"]))
    if new["type"] is not None and "type" in base:
        check("type", type_name, normalize_type_name(base["type"], "entity type"), new["type"])
    if new["description"] is not None and "description" in base:
        check("description", desc or "", base["description"] or "", new["description"] or "")
    if new["confidence"] is not None and "confidence" in base:
        check("confidence", as_number(confidence), base["confidence"], new["confidence"])
    if new["properties"] is not None and "properties" in base:
        started = base["properties"] or {}
        if not isinstance(started, Mapping):
            raise ValidationError("base properties must be a mapping")
        stored = read_properties(props_text) or {}
        for key, mine in new["properties"].items():
            check("properties", stored.get(key), started.get(key), mine, key)
    return conflicts


def _conflict_message(entity: Entity, conflicts: list[FieldConflict]) -> str:
    parts = []
    for c in conflicts:
        by = f" (by {entity.description_source})" if c.field == "description" and entity.description_source else ""
        parts.append(f"{c.label} is now {shown(c.current)}{by}, not {shown(c.base)}")
    return f"{entity.type} {entity.name!r} was changed by another writer: " + "; ".join(parts)


def refuse_secrets(source: str, *, name: str | None = None, description: str | None = None,
                    observation: str | None = None, properties: Mapping[str, Any] | None = None) -> None:
    """An agent's or the extraction's text holding a secret is refused (ValidationError naming the
    kind); the hooks redact before they write, so only an agent's own text is ever refused."""
    from .. import secrets  # detect-secrets loads only when a machine writer first writes

    if source not in secrets.MACHINE_SOURCES:
        return
    secrets.check_no_secret(name, "the name")
    secrets.check_no_secret(description, "the description")
    secrets.check_no_secret(observation, "the observation")
    secrets.check_no_secret_in_properties(properties)


def type_names(ws: Workspace, conn):
    return ws._types.names_by_id(conn)


def entity_row(ws: Workspace, conn, entity_id: str):
    return conn.execute(
        f"SELECT {ENTITY_COLUMNS} FROM kg_entities e WHERE e.id = ? AND +e.workspace_id = ?",
        (entity_id, ws.id),
    ).fetchone()


def require_entity(ws: Workspace, conn, entity_id: Any, what: str = "entity") -> tuple:
    check_id(entity_id, f"{what} id")
    row = entity_row(ws, conn, entity_id)
    if row is None:
        raise NotFoundError(f"{what} {entity_id!r} not found in workspace {ws.id!r}")
    return row


def require_entity_id(ws: Workspace, conn, entity_id: Any, what: str = "entity") -> None:
    """Existence check only (cheaper than loading the row)."""
    check_id(entity_id, f"{what} id")
    if conn.execute(
        "SELECT 1 FROM kg_entities WHERE id = ? AND +workspace_id = ?", (entity_id, ws.id)
    ).fetchone() is None:
        raise NotFoundError(f"{what} {entity_id!r} not found in workspace {ws.id!r}")


def upsert_entity(
    ws: Workspace,
    type: str,
    name: str,
    *,
    description: str | None = None,
    properties: Mapping[str, Any] | None = None,
    confidence: float | None = None,
    source: str = "agent",
    task_id: str | None = None,
) -> Entity:
    type_name = normalize_type_name(type, "entity type")
    name = canonical_name(type_name, check_name(name))
    description = check_description(description)
    props = check_properties(properties)
    confidence = check_confidence(confidence)
    source = check_source(source)
    task_id = check_task_id(task_id)
    refuse_secrets(source, name=name, description=description, properties=props)
    norm = normalize_name(name)
    with ws._db.write() as conn:
        now = ws._db.now()
        type_id = ws._types.id_for_write(conn, ws.id, type_name, now)
        row, unkeyed = identity_row(ws, conn, type_id, norm)
        if row is None:
            try:
                entity = _insert_entity(ws, 
                    conn, type_id, type_name, name, norm, description, props, confidence, source, task_id, now
                )
            except sqlite3.IntegrityError:
                # CoWork files keep a case-sensitive UNIQUE(workspace, type, name): a row of
                # that very name whose key does not say so (written by another program) is
                # the entity all the same.
                row = conn.execute(
                    f"SELECT {ENTITY_COLUMNS} FROM kg_entities e"
                    " WHERE e.workspace_id = ? AND e.entity_type_id = ? AND e.name = ?",
                    (ws.id, type_id, name),
                ).fetchone()
                if row is None:
                    raise ConflictError(f"a {type_name} named {name!r} cannot be added: another row of the "
                                        "file is in the way") from None
                unkeyed = True
        if row is not None:
            entity = _reinforce_entity(ws, conn, row, type_name, description, props, confidence, source, now,
                                            key=norm if unkeyed else None)
        ws._kg._homes.note(entity.id, ws.id)
        return entity


def _insert_entity(ws: Workspace, conn, type_id, type_name, name, norm, description, props, confidence,
                   source, task_id, now) -> Entity:
    eid = str(uuid.uuid4())
    if confidence is None:
        confidence = 0.85 if source == "auto" else 1.0
    props = props or {}
    desc_source = source if description else None
    cur = conn.execute(
        "INSERT INTO kg_entities (id, workspace_id, entity_type_id, name, normalized_name, description,"
        " description_source, properties, confidence, source, source_task_id, created_at, updated_at,"
        " last_seen_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (eid, ws.id, type_id, name, norm, description or None, desc_source, encode_properties(props),
         confidence, source, task_id, now, now, now),
    )
    if ws._kg.has_search_index:
        search_index.after_insert(conn, search_index.ENTITIES, cur.lastrowid)
    return Entity(eid, ws.id, type_name, name, description or None, props, confidence, source,
                  desc_source, task_id, now, now, now)


def identity_row(ws: Workspace, conn, type_id: str, norm: str, skip_id: str | None = None) -> tuple[Any, bool]:
    """The entity of this type whose name has the key `norm` (other than `skip_id`), and
    whether its key is missing. Rows another program inserted (CoWork OS writes no
    normalized_name) or renamed (migration 0013's trigger clears the key) have none until
    healing gives it: they are matched by their name, read from the index that holds only
    them (empty most of the time). The keyed lookup comes first and alone, as before: a hit
    (a repeated upsert) costs what it did, a miss one more probe (measured: one statement
    for both, an OR of two index ranges, made every hit 40 % slower)."""
    row = conn.execute(
        f"SELECT {ENTITY_COLUMNS} FROM kg_entities e"
        " WHERE e.workspace_id = ? AND e.entity_type_id = ? AND e.normalized_name = ?",
        (ws.id, type_id, norm),
    ).fetchone()
    if row is not None and row[0] != skip_id:
        return row, False
    for row in conn.execute(
        f"SELECT {ENTITY_COLUMNS} FROM kg_entities e"
        " WHERE e.workspace_id = ? AND e.entity_type_id = ? AND e.normalized_name IS NULL",
        (ws.id, type_id),
    ).fetchall():
        name = row[3]
        if row[0] != skip_id and normalize_name(name if isinstance(name, str) else str(name)) == norm:
            return row, True
    return None, False


def _reinforce_entity(ws: Workspace, conn, row, type_name, description, props, confidence, source, now,
                      key: str | None = None) -> Entity:
    (eid, _ws, _tid, name, old_desc, old_props, old_conf, old_source, old_desc_source, task_id,
     created_at, _updated, _seen) = row
    new_desc, new_desc_source = old_desc, old_desc_source
    if description and (not old_desc or precedence(source) >= precedence(old_desc_source or old_source)):
        new_desc, new_desc_source = description, source
    merged = read_properties(old_props)
    if props and merged is None:
        raise unreadable_properties(f"{type_name} {name!r} (id {eid})")
    if merged is None:
        merged = {}  # the record shows none; the stored text is left as it is (below)
    elif props:
        if precedence(source) >= precedence(old_source):
            merged.update(props)
        else:
            merged = {**props, **merged}
    old = 0.0 if old_conf is None else as_number(old_conf)
    if old is None:
        # Not a number (another program wrote it): kept unless this write gives a confidence.
        boosted = confidence
    else:
        boosted = min(1.0, old + 0.1)
        if confidence is not None:
            boosted = max(boosted, confidence)
    new_source = source if precedence(source) > precedence(old_source) else (old_source or source)
    # Properties are rewritten only when some were given: the stored text stays byte for byte
    # otherwise (it may be a value this version cannot read, see read_properties).
    sets = ["description = ?", "description_source = ?", "source = ?", "updated_at = ?", "last_seen_at = ?"]
    params: list[Any] = [new_desc, new_desc_source, new_source, now, now]
    if boosted is not None:
        sets.append("confidence = ?")
        params.append(boosted)
    if props:
        sets.append("properties = ?")
        params.append(encode_properties(merged))
    if key is not None:  # a row another program wrote: it gets its key now
        sets.append("normalized_name = ?")
        params.append(key)
    conn.execute(f"UPDATE kg_entities SET {', '.join(sets)} WHERE id = ?", (*params, eid))
    if created_at.__class__ is not int:  # text from another program: read as entity_from_row does
        created_at = entity_from_row(row, {row[2]: type_name}).created_at
    return Entity(eid, ws.id, type_name, name, new_desc, merged, boosted, new_source, new_desc_source,
                  task_id, created_at, now, now)


def update_entity(
    ws: Workspace,
    entity_id: str,
    *,
    name: str | None = None,
    type: str | None = None,
    description: str | None = None,
    properties: Mapping[str, Any] | None = None,
    confidence: float | None = None,
    source: str = "manual",
    base: Mapping[str, Any] | None = None,
    description_source: str | None = None,
) -> UpdateResult:
    """Change the given fields. With `base` (the values of the edited fields the caller's edit
    started from; for properties the mapping it started from, a missing key meaning absent),
    a field that another writer has changed since (it holds neither its base value nor the new
    one) raises EditConflictError naming it, and nothing is written.

    `description_source`: who to record as the writer of the description set here (default:
    `source`). Undo puts back the text another writer wrote and names that writer again; the
    precedence rule still applies to `source`."""
    if description_source is not None:
        description_source = check_source(description_source)
    new_name = check_name(name) if name is not None else None
    new_type = normalize_type_name(type, "entity type") if type is not None else None
    description = check_description(description)
    props = check_properties(properties)
    confidence = check_confidence(confidence)
    source = check_source(source)
    refuse_secrets(source, name=new_name, description=description, properties=props)
    with ws._db.write() as conn:
        now = ws._db.now()
        row = require_entity(ws, conn, entity_id)
        (eid, _ws, type_id, old_name, old_desc, old_props, old_conf, old_source, old_desc_source,
         _task, _c, _u, _s) = row
        type_name = ws._types.name_of(conn, type_id)
        if base is not None:
            conflicts = _changed_since(row, type_name, base, name=new_name, type=new_type,
                                       description=description, properties=props, confidence=confidence)
            if conflicts:
                current = entity_from_row(row, type_names(ws, conn))
                raise EditConflictError(_conflict_message(current, conflicts), tuple(conflicts), current)
        sets: list[str] = []
        params: list[Any] = []
        if new_type is not None and new_type != type_name:
            type_id = ws._types.id_for_write(conn, ws.id, new_type, now)
            type_name = new_type
            sets.append("entity_type_id = ?")
            params.append(type_id)
        if new_name is not None or new_type is not None:
            final_name = canonical_name(type_name, new_name if new_name is not None else old_name)
            norm = normalize_name(final_name)
            clash, _unkeyed = identity_row(ws, conn, type_id, norm, skip_id=eid)
            if clash:
                raise ConflictError(
                    f"a {type_name} named {final_name!r} already exists (id {clash[0]}); "
                    "merge the two entities instead"
                )
            sets += ["name = ?", "normalized_name = ?"]
            params += [final_name, norm]
        kept = False
        if description is not None:
            if not old_desc or precedence(source) >= precedence(old_desc_source or old_source):
                sets += ["description = ?", "description_source = ?"]
                params += [description or None, (description_source or source) if description else None]
            else:
                kept = True
        if props is not None:
            merged = read_properties(old_props)
            if merged is None:
                raise unreadable_properties(f"{type_name} {old_name!r} (id {eid})")
            for key, value in props.items():
                if value is None:
                    merged.pop(key, None)
                else:
                    merged[key] = value
            sets.append("properties = ?")
            params.append(encode_properties(merged))
        if confidence is not None:
            sets.append("confidence = ?")
            params.append(confidence)
        if precedence(source) > precedence(old_source):
            sets.append("source = ?")
            params.append(source)
        sets += ["updated_at = ?", "last_seen_at = ?"]
        params += [now, now]
        conn.execute(f"UPDATE kg_entities SET {', '.join(sets)} WHERE id = ?", [*params, eid])
        if new_name is not None and not final_name.isascii():
            # Migration 0013's trigger cannot fold a non-ASCII case change (SQLite's lower()
            # is ASCII only) and takes it for another program's rename: the key stays.
            conn.execute("UPDATE kg_entities SET normalized_name = ? WHERE id = ? AND normalized_name IS NULL",
                         (norm, eid))
        entity = entity_from_row(entity_row(ws, conn, eid), type_names(ws, conn))
        return UpdateResult(entity=entity, description_kept=kept)


def get_entity(ws: Workspace, entity_id: str) -> Entity | None:
    if not is_valid_id(entity_id):
        return None
    with ws._db.read() as conn:
        row = entity_row(ws, conn, entity_id)
        return entity_from_row(row, type_names(ws, conn)) if row else None


def find_entity(ws: Workspace, type: str, name: str) -> Entity | None:
    type_name = normalize_type_name(type, "entity type")
    norm = normalize_name(check_name(name))
    with ws._db.read() as conn:
        type_id = ws._types.id_for(conn, ws.id, type_name)
        if type_id is None:
            return None
        row, _unkeyed = identity_row(ws, conn, type_id, norm)
        return entity_from_row(row, type_names(ws, conn)) if row else None


def list_entities(ws: Workspace, *, types: Iterable[str] | None = None, limit: int | None = None,
             offset: int = 0) -> list[Entity]:
    sql = (f"SELECT {ENTITY_COLUMNS} FROM kg_entities e JOIN kg_entity_types t ON t.id = e.entity_type_id"
           " WHERE e.workspace_id = ?")
    params: list[Any] = [ws.id]
    if types is not None:
        names = [normalize_type_name(t, "entity type") for t in check_str_list(types, "types")]
        sql += f" AND t.name IN ({','.join('?' * len(names))})"
        params += names
    sql += " ORDER BY t.name, e.normalized_name, e.id"
    offset = check_count(offset, "offset")
    if limit is not None or offset:
        sql += " LIMIT ? OFFSET ?"
        params += [-1 if limit is None else check_count(limit, "limit"), offset]
    with ws._db.read() as conn:
        names_of = type_names(ws, conn)
        return [entity_from_row(r, names_of) for r in conn.execute(sql, params)]


def mentions(ws: Workspace, entity_id: str):
    """What task extraction read around the entity (Mention records, oldest first): kept for
    the review inbox, and put back with the entity by reinsert_deleted(mentions=...)."""
    if not is_valid_id(entity_id):
        return []
    with ws._db.read() as conn:
        if not table_exists(conn, "kg_mentions"):
            return []
        return [Mention(*r) for r in conn.execute(
            "SELECT m.entity_id, m.task_id, m.context, m.created_at FROM kg_mentions m JOIN kg_entities e"
            " ON e.id = m.entity_id WHERE m.entity_id = ? AND e.workspace_id = ? ORDER BY m.created_at, m.task_id",
            (entity_id, ws.id))]


def delete_entity(ws: Workspace, entity_id: str) -> bool:
    check_id(entity_id, "entity id")
    with ws._db.write() as conn:
        if entity_row(ws, conn, entity_id) is None:
            return False
        delete_entities(ws, conn, [entity_id])
        return True


def delete_entities(ws: Workspace, conn, ids: list[str]) -> None:
    for start in range(0, len(ids), 500):
        chunk = ids[start:start + 500]
        marks = ",".join("?" * len(chunk))
        conn.execute(
            f"DELETE FROM kg_edges WHERE source_entity_id IN ({marks}) OR target_entity_id IN ({marks})",
            chunk + chunk,
        )
        conn.execute(f"DELETE FROM kg_observations WHERE entity_id IN ({marks})", chunk)
        conn.execute(f"DELETE FROM kg_layout_positions WHERE entity_id IN ({marks})", chunk)
        contacts.unlink(conn, chunk)  # CoWork's contacts of these stay, unlinked
        conn.execute(f"DELETE FROM kg_entities WHERE id IN ({marks})", chunk)
