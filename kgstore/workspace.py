"""The workspace handle: every public operation, scoped to one workspace."""

from __future__ import annotations

import dataclasses
import json
import sqlite3
import uuid
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from . import contacts
from . import history
from . import hand_merge
from . import merge as merging
from . import migrations
from . import overview
from . import record_edits
from . import search_index
from . import search as search_mod
from . import traversal
from .builtins import BUILTIN_ENTITY_TYPE_NAMES
from .passive.exclusions import MAX_PATTERNS, ExcludedPatterns, encode_patterns, pattern_error, read_patterns
from .errors import ConflictError, EditConflictError, FieldConflict, NotFoundError, ValidationError
from .records import (
    ChangeHistogram,
    ChangeSet,
    ClearReport,
    DeletionReport,
    Edge,
    Entity,
    EntityType,
    GraphPath,
    MemorySettings,
    Neighbor,
    Observation,
    Reinsertion,
    SavedPosition,
    SearchHit,
    Stats,
    StructureReport,
    Subgraph,
    UpdateResult,
)
from .record_edits import UNCHANGED
from .rows import (
    EDGE_COLUMNS,
    ENTITY_COLUMNS,
    OBSERVATION_COLUMNS,
    build_edge,
    edge_from_row,
    edge_type_shown,
    entity_from_row,
    observation_from_row,
    time_filter,
)
from .validation import (
    as_number,
    check_confidence,
    check_content,
    check_count,
    check_str_list,
    is_valid_id,
    shown,
    shown_names,
    check_description,
    check_fingerprint,
    check_id,
    check_limit,
    check_name,
    check_properties,
    check_source,
    check_task_id,
    check_time,
    edge_type_key,
    edge_type_spellings,
    encode_properties,
    normalize_name,
    normalize_type_name,
    precedence,
    read_properties,
    text_fingerprint,
    text_hash,
    unreadable_properties,
)

if TYPE_CHECKING:
    from .store import KnowledgeGraph

PRIVACY_MODES = ("normal", "strict", "disabled")
MAX_OBSERVATIONS_PER_CALL = 100


def _canonical_name(type_name: str, name: str) -> str:
    """Known technologies keep their canonical casing ("electron" -> "Electron").

    Only the casing changes: an alias ("postgres", "k8s") is a different name and stays.
    """
    if type_name == "technology":
        from .passive.lexicon import canonical_technology_name

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



def _refuse_secrets(source: str, *, name: str | None = None, description: str | None = None,
                    observation: str | None = None, properties: Mapping[str, Any] | None = None) -> None:
    """An agent's or the extraction's text holding a secret is refused (ValidationError naming the
    kind); the hooks redact before they write, so only an agent's own text is ever refused."""
    from .passive import secrets  # detect-secrets loads only when a machine writer first writes

    if source not in secrets.MACHINE_SOURCES:
        return
    secrets.check_no_secret(name, "the name")
    secrets.check_no_secret(description, "the description")
    secrets.check_no_secret(observation, "the observation")
    secrets.check_no_secret_in_properties(properties)


class Workspace:
    """A handle on one workspace; ids of other workspaces behave as if they did not exist."""

    def __init__(self, kg: KnowledgeGraph, workspace_id: str):
        self._kg = kg
        self._db = kg._db
        self._types = kg._types
        self.id = workspace_id

    def __repr__(self) -> str:
        return f"<Workspace {self.id!r}>"

    def now(self) -> int:
        """The store's clock (milliseconds); tests inject one through kgstore.open(clock=...)."""
        return self._db.now()

    # -- helpers ------------------------------------------------------------------------

    def _type_name(self, conn):
        return self._types.names_by_id(conn)

    def _entity_row(self, conn, entity_id: str):
        return conn.execute(
            f"SELECT {ENTITY_COLUMNS} FROM kg_entities e WHERE e.id = ? AND +e.workspace_id = ?",
            (entity_id, self.id),
        ).fetchone()

    def _require_entity(self, conn, entity_id: Any, what: str = "entity") -> tuple:
        check_id(entity_id, f"{what} id")
        row = self._entity_row(conn, entity_id)
        if row is None:
            raise NotFoundError(f"{what} {entity_id!r} not found in workspace {self.id!r}")
        return row

    def _require_entity_id(self, conn, entity_id: Any, what: str = "entity") -> None:
        """Existence check only (cheaper than loading the row)."""
        check_id(entity_id, f"{what} id")
        if conn.execute(
            "SELECT 1 FROM kg_entities WHERE id = ? AND +workspace_id = ?", (entity_id, self.id)
        ).fetchone() is None:
            raise NotFoundError(f"{what} {entity_id!r} not found in workspace {self.id!r}")

    def _edge_row(self, conn, edge_id: str):
        return conn.execute(
            f"SELECT {EDGE_COLUMNS} FROM kg_edges g WHERE g.id = ? AND +g.workspace_id = ?",
            (edge_id, self.id),
        ).fetchone()

    def _require_edge(self, conn, edge_id: Any) -> tuple:
        check_id(edge_id, "edge id")
        row = self._edge_row(conn, edge_id)
        if row is None:
            raise NotFoundError(f"edge {edge_id!r} not found in workspace {self.id!r}")
        return row

    # -- entity types -------------------------------------------------------------------

    def entity_types(self) -> list[EntityType]:
        if self._kg.read_only:  # what is there; the built-ins are seeded by the next writer
            with self._db.read() as conn:
                return self._types.list(conn, self.id)
        with self._db.write() as conn:
            self._types.ensure_builtins(conn, self.id, self._db.now())
            return self._types.list(conn, self.id)

    # -- entities -----------------------------------------------------------------------

    def upsert_entity(
        self,
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
        name = _canonical_name(type_name, check_name(name))
        description = check_description(description)
        props = check_properties(properties)
        confidence = check_confidence(confidence)
        source = check_source(source)
        task_id = check_task_id(task_id)
        _refuse_secrets(source, name=name, description=description, properties=props)
        norm = normalize_name(name)
        with self._db.write() as conn:
            now = self._db.now()
            type_id = self._types.id_for_write(conn, self.id, type_name, now)
            row, unkeyed = self._identity_row(conn, type_id, norm)
            if row is None:
                try:
                    entity = self._insert_entity(
                        conn, type_id, type_name, name, norm, description, props, confidence, source, task_id, now
                    )
                except sqlite3.IntegrityError:
                    # CoWork files keep a case-sensitive UNIQUE(workspace, type, name): a row of
                    # that very name whose key does not say so (written by another program) is
                    # the entity all the same.
                    row = conn.execute(
                        f"SELECT {ENTITY_COLUMNS} FROM kg_entities e"
                        " WHERE e.workspace_id = ? AND e.entity_type_id = ? AND e.name = ?",
                        (self.id, type_id, name),
                    ).fetchone()
                    if row is None:
                        raise ConflictError(f"a {type_name} named {name!r} cannot be added: another row of the "
                                            "file is in the way") from None
                    unkeyed = True
            if row is not None:
                entity = self._reinforce_entity(conn, row, type_name, description, props, confidence, source, now,
                                                key=norm if unkeyed else None)
            self._kg._homes.note(entity.id, self.id)
            return entity

    def _insert_entity(self, conn, type_id, type_name, name, norm, description, props, confidence,
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
            (eid, self.id, type_id, name, norm, description or None, desc_source, encode_properties(props),
             confidence, source, task_id, now, now, now),
        )
        if self._kg.has_search_index:
            search_index.after_insert(conn, search_index.ENTITIES, cur.lastrowid)
        return Entity(eid, self.id, type_name, name, description or None, props, confidence, source,
                      desc_source, task_id, now, now, now)

    def _identity_row(self, conn, type_id: str, norm: str, skip_id: str | None = None) -> tuple[Any, bool]:
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
            (self.id, type_id, norm),
        ).fetchone()
        if row is not None and row[0] != skip_id:
            return row, False
        for row in conn.execute(
            f"SELECT {ENTITY_COLUMNS} FROM kg_entities e"
            " WHERE e.workspace_id = ? AND e.entity_type_id = ? AND e.normalized_name IS NULL",
            (self.id, type_id),
        ).fetchall():
            name = row[3]
            if row[0] != skip_id and normalize_name(name if isinstance(name, str) else str(name)) == norm:
                return row, True
        return None, False

    def _reinforce_entity(self, conn, row, type_name, description, props, confidence, source, now,
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
        return Entity(eid, self.id, type_name, name, new_desc, merged, boosted, new_source, new_desc_source,
                      task_id, created_at, now, now)

    def update_entity(
        self,
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
        _refuse_secrets(source, name=new_name, description=description, properties=props)
        with self._db.write() as conn:
            now = self._db.now()
            row = self._require_entity(conn, entity_id)
            (eid, _ws, type_id, old_name, old_desc, old_props, old_conf, old_source, old_desc_source,
             _task, _c, _u, _s) = row
            type_name = self._types.name_of(conn, type_id)
            if base is not None:
                conflicts = _changed_since(row, type_name, base, name=new_name, type=new_type,
                                           description=description, properties=props, confidence=confidence)
                if conflicts:
                    current = entity_from_row(row, self._type_name(conn))
                    raise EditConflictError(_conflict_message(current, conflicts), tuple(conflicts), current)
            sets: list[str] = []
            params: list[Any] = []
            if new_type is not None and new_type != type_name:
                type_id = self._types.id_for_write(conn, self.id, new_type, now)
                type_name = new_type
                sets.append("entity_type_id = ?")
                params.append(type_id)
            if new_name is not None or new_type is not None:
                final_name = _canonical_name(type_name, new_name if new_name is not None else old_name)
                norm = normalize_name(final_name)
                clash, _unkeyed = self._identity_row(conn, type_id, norm, skip_id=eid)
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
            entity = entity_from_row(self._entity_row(conn, eid), self._type_name(conn))
            return UpdateResult(entity=entity, description_kept=kept)

    def merge_entities(self, keep_id: str, other_id: str | Iterable[str], *, backup: bool = True) -> Entity:
        """Fold `other_id` (one id, or several) into `keep_id` with the seed's merge rules (see
        hand_merge): a KGError, nothing written, for the same id twice, an unknown id or one of
        another workspace, or entities of different types. A backup is taken first (`backup`);
        one transaction. Returns the kept entity; the other is gone."""
        if isinstance(other_id, str):
            others = [other_id]
        else:
            others = [check_id(o, "entity id") for o in check_str_list(other_id, "entity ids", allow_single=False)]
            if not others:
                raise ValidationError("no entity to merge was given")
        if len(others) == 1:
            return self.merge_pair(keep_id, others[0], backup=backup).kept
        with self._db.read() as conn:
            for other in others:
                hand_merge.check_pair(self, conn, keep_id, other)
        if backup:
            self._kg.backup(label="merge")
        with self._db.write():
            for other in dict.fromkeys(others):
                report = self.merge_pair(keep_id, other, backup=False)
        return report.kept

    def merge_pair(self, keep_id: str, other_id: str, *, dry_run: bool = False,
                   backup: bool = True) -> hand_merge.MergeReport:
        """merge_entities for two entities, saying what moved (a MergeReport), with the snapshot
        that undo_merge takes. `dry_run`: what the merge would do; nothing written, no backup."""
        return hand_merge.merge_pair(self, keep_id, other_id, dry_run=dry_run, backup=backup)

    def undo_merge(self, snapshot: hand_merge.MergeSnapshot) -> hand_merge.MergeUndone:
        """Put back exactly what a merge_pair changed (its report's `snapshot`): the removed
        entity with its id and times, its relationships, observations, position and contacts,
        and the kept entity's old fields. A ConflictError, nothing written, when another writer
        changed since what the merge left."""
        return hand_merge.undo_merge(self, snapshot)

    def suggested_keep(self, first_id: str, second_id: str) -> str:
        """Which of two entities a merge should keep by the seed's rule: the highest source
        precedence, then the most relationships and observations, then the oldest."""
        with self._db.read() as conn:
            for eid in (first_id, second_id):
                self._require_entity(conn, eid)
            return merging.choose_canonical(conn, [first_id, second_id])

    def possible_duplicates(self, *, limit: int = 50) -> list:
        """Pairs of entities of one type that look like the same thing, each with the reason
        (PossibleDuplicate records, see kgstore.possible_duplicates); never merged by this."""
        from .possible_duplicates import find_possible_duplicates

        return find_possible_duplicates(self, check_limit(limit, default=50, low=1, high=1000))

    def get_entity(self, entity_id: str) -> Entity | None:
        if not is_valid_id(entity_id):
            return None
        with self._db.read() as conn:
            row = self._entity_row(conn, entity_id)
            return entity_from_row(row, self._type_name(conn)) if row else None

    def find_entity(self, type: str, name: str) -> Entity | None:
        type_name = normalize_type_name(type, "entity type")
        norm = normalize_name(check_name(name))
        with self._db.read() as conn:
            type_id = self._types.id_for(conn, self.id, type_name)
            if type_id is None:
                return None
            row, _unkeyed = self._identity_row(conn, type_id, norm)
            return entity_from_row(row, self._type_name(conn)) if row else None

    def entities(self, *, types: Iterable[str] | None = None, limit: int | None = None,
                 offset: int = 0) -> list[Entity]:
        sql = (f"SELECT {ENTITY_COLUMNS} FROM kg_entities e JOIN kg_entity_types t ON t.id = e.entity_type_id"
               " WHERE e.workspace_id = ?")
        params: list[Any] = [self.id]
        if types is not None:
            names = [normalize_type_name(t, "entity type") for t in check_str_list(types, "types")]
            sql += f" AND t.name IN ({','.join('?' * len(names))})"
            params += names
        sql += " ORDER BY t.name, e.normalized_name, e.id"
        offset = check_count(offset, "offset")
        if limit is not None or offset:
            sql += " LIMIT ? OFFSET ?"
            params += [-1 if limit is None else check_count(limit, "limit"), offset]
        with self._db.read() as conn:
            names_of = self._type_name(conn)
            return [entity_from_row(r, names_of) for r in conn.execute(sql, params)]

    def reinsert_deleted(self, entity: Entity | None, edges: Iterable[Edge] = (),
                         observations: Iterable[Observation] = (), *,
                         position: SavedPosition | None = None, mentions: Iterable = ()) -> Reinsertion:
        """Undo of a deletion: puts back exactly these records, ids and times included.

        `entity` with its `observations` (newest first, as observations() lists them), its
        relationships (current and history) and its saved canvas `position`; or, with entity None,
        relationships alone, or observations of one entity that is still there. One transaction; search finds the entity and its observations again.
        A ConflictError, and nothing written, when what is in the way was written since: an
        entity of the same type and name, an id in use, a relationship of the same kind between
        the same entities whose window overlaps. Relationships whose other end no longer exists
        are left out and listed in the result's `skipped_edges`.
        """
        from .reinsertion import reinsert_deleted

        return reinsert_deleted(self, entity, list(edges), list(observations), position, list(mentions))

    def mentions(self, entity_id: str):
        """What task extraction read around the entity (Mention records, oldest first): kept for
        the review inbox, and put back with the entity by reinsert_deleted(mentions=...)."""
        from .records import Mention
        from .review import _has_table

        if not is_valid_id(entity_id):
            return []
        with self._db.read() as conn:
            if not _has_table(conn, "kg_mentions"):
                return []
            return [Mention(*r) for r in conn.execute(
                "SELECT m.entity_id, m.task_id, m.context, m.created_at FROM kg_mentions m JOIN kg_entities e"
                " ON e.id = m.entity_id WHERE m.entity_id = ? AND e.workspace_id = ? ORDER BY m.created_at, m.task_id",
                (entity_id, self.id))]

    def saved_position(self, entity_id: str) -> SavedPosition | None:
        """The entity's stored canvas position, or None."""
        if not is_valid_id(entity_id):
            return None
        with self._db.read() as conn:
            row = conn.execute(
                "SELECT entity_id, x, y, pinned, updated_at FROM kg_layout_positions"
                " WHERE entity_id = ? AND workspace_id = ?", (entity_id, self.id)).fetchone()
        return None if row is None else SavedPosition(row[0], row[1], row[2], bool(row[3]), row[4])

    def delete_entity(self, entity_id: str) -> bool:
        check_id(entity_id, "entity id")
        with self._db.write() as conn:
            if self._entity_row(conn, entity_id) is None:
                return False
            self._delete_entities(conn, [entity_id])
            return True

    def _delete_entities(self, conn, ids: list[str]) -> None:
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

    # -- edges --------------------------------------------------------------------------

    def create_edge(
        self,
        source_id: str,
        target_id: str,
        edge_type: str,
        *,
        properties: Mapping[str, Any] | None = None,
        confidence: float | None = None,
        valid_from: int | None = None,
        valid_to: int | None = None,
        source: str = "agent",
        task_id: str | None = None,
    ) -> Edge:
        check_id(source_id, "source entity id")
        check_id(target_id, "target entity id")
        etype = normalize_type_name(edge_type, "edge type")
        props = check_properties(properties) or {}
        confidence = check_confidence(confidence)
        vfrom = check_time(valid_from, "valid_from")
        vto = check_time(valid_to, "valid_to")
        source = check_source(source)
        task_id = check_task_id(task_id)
        _refuse_secrets(source, properties=props)
        if source_id == target_id:
            raise ValidationError("an edge cannot connect an entity to itself (self-loop)")
        with self._db.write() as conn:
            now = self._db.now()
            homes = self._kg._homes
            if not homes.known("kg_edges", self.id, source_id, target_id):  # see entity_homes
                self._require_endpoints(conn, source_id, target_id)
            start = now if vfrom is None else vfrom
            if vto is not None and vto <= start:
                raise ValidationError(
                    f"valid_to ({vto}) must be after valid_from ({start})"
                )
            if self._kg.spaced_edge_types:
                # CoWork OS's spelling of the type too ("hosts weekly"), see validation.edge_type_key;
                # only in a file that holds such types (two index ranges cost a few per cent).
                existing = [row for row in conn.execute(
                    f"SELECT {EDGE_COLUMNS} FROM kg_edges g WHERE g.source_entity_id = ?"
                    " AND g.target_entity_id = ? AND g.edge_type IN (?, ?) AND +g.workspace_id = ?",
                    (source_id, target_id, etype, etype.replace("_", " "), self.id),
                ) if row[4] == etype or edge_type_key(row[4]) == etype]
            else:
                existing = conn.execute(
                    f"SELECT {EDGE_COLUMNS} FROM kg_edges g WHERE g.source_entity_id = ? AND g.target_entity_id = ?"
                    " AND g.edge_type = ? AND +g.workspace_id = ?",
                    (source_id, target_id, etype, self.id),
                ).fetchall()
            for row in existing:
                if vfrom is None and vto is None and row[11] is None:
                    return edge_from_row(row)  # the same open relation again
                if row[10] == start and row[11] == vto:
                    return edge_from_row(row)  # identical interval
            for row in existing:
                r_from, r_to = row[10], row[11]
                if start < (r_to if r_to is not None else float("inf")) and r_from < (
                    vto if vto is not None else float("inf")
                ):
                    raise ConflictError(
                        f"{etype} edge overlaps existing edge {row[0]} "
                        f"(valid {r_from} .. {'now' if r_to is None else r_to}); invalidate it first or "
                        "choose a window that does not overlap"
                    )
            if confidence is None:
                confidence = 0.85 if source == "auto" else 1.0
            edge_id = str(uuid.uuid4())
            try:
                conn.execute(
                    "INSERT INTO kg_edges (id, workspace_id, source_entity_id, target_entity_id, edge_type,"
                    " properties, confidence, source, source_task_id, created_at, valid_from, valid_to)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (edge_id, self.id, source_id, target_id, etype, encode_properties(props), confidence,
                     source, task_id, now, start, vto),
                )
            except sqlite3.IntegrityError:
                # An endpoint taken as known is gone (the foreign key caught it): say which.
                homes.clear()
                self._require_endpoints(conn, source_id, target_id)
                raise
            return build_edge(edge_id, self.id, source_id, target_id, etype, props, confidence, source, task_id,
                              now, start, vto)

    def _require_endpoints(self, conn, source_id: str, target_id: str) -> None:
        found = {
            r[0] for r in conn.execute(
                "SELECT id FROM kg_entities WHERE id IN (?, ?) AND +workspace_id = ?",
                (source_id, target_id, self.id),
            )
        }
        for eid, what in ((source_id, "source"), (target_id, "target")):
            if eid not in found:
                raise NotFoundError(f"{what} entity {eid!r} not found in workspace {self.id!r}")
            self._kg._homes.note(eid, self.id)

    def invalidate_edge(self, edge_id: str, valid_to: int | None = None) -> Edge:
        vto = check_time(valid_to, "valid_to")
        with self._db.write() as conn:
            row = self._require_edge(conn, edge_id)
            vfrom, current_to = row[10], row[11]
            if vto is None:
                # "Now"; an edge opened in this very millisecond still gets a non-empty window.
                vto = max(self._db.now(), vfrom + 1) if current_to is None else None
            if current_to is not None:
                if vto is None or vto == current_to:
                    return edge_from_row(row)
                raise ConflictError(f"edge {edge_id} was already closed at {current_to}")
            if vto <= vfrom:
                raise ValidationError(f"valid_to ({vto}) must be after the edge's valid_from ({vfrom})")
            conn.execute("UPDATE kg_edges SET valid_to = ? WHERE id = ?", (vto, edge_id))
            return edge_from_row(self._edge_row(conn, edge_id))

    def reopen_edge(self, edge_id: str) -> Edge:
        """Make a closed edge current again (undo of invalidate); refused if that would overlap."""
        with self._db.write() as conn:
            row = self._require_edge(conn, edge_id)
            if row[11] is None:
                return edge_from_row(row)
            clash = conn.execute(
                "SELECT id, valid_from, valid_to FROM kg_edges WHERE source_entity_id = ? AND target_entity_id = ?"
                " AND edge_type = ? AND +workspace_id = ? AND id != ? AND (valid_to IS NULL OR valid_to > ?)",
                (row[2], row[3], row[4], self.id, edge_id, row[10]),
            ).fetchone()
            if clash:
                raise ConflictError(
                    f"cannot reopen edge {edge_id}: it would overlap edge {clash[0]} "
                    f"(valid {clash[1]} .. {'now' if clash[2] is None else clash[2]})"
                )
            conn.execute("UPDATE kg_edges SET valid_to = NULL WHERE id = ?", (edge_id,))
            return edge_from_row(self._edge_row(conn, edge_id))

    def update_edge(self, edge_id: str, *, type: str | None = None, properties: Mapping[str, Any] | None = None,
                    confidence: float | None = None, valid_from: int | None = None, valid_to: Any = UNCHANGED,
                    source: str = "manual", base: Mapping[str, Any] | None = None) -> Edge:
        """Correct a relationship in place (same id and created_at): its type, its window
        (`valid_to=None` makes it current again; left out, the end stays), its properties (merged;
        a None value removes a key) or its confidence. Refused, with nothing written, when the
        result would overlap another edge of its type between the same entities, or, with `base`
        (the values the edit started from), when another writer changed an edited field since
        (EditConflictError). See record_edits."""
        return record_edits.update_edge(self, edge_id, type=type, properties=properties, confidence=confidence,
                                        valid_from=valid_from, valid_to=valid_to, source=source, base=base)

    def delete_edge(self, edge_id: str) -> bool:
        check_id(edge_id, "edge id")
        with self._db.write() as conn:
            cur = conn.execute("DELETE FROM kg_edges WHERE id = ? AND workspace_id = ?", (edge_id, self.id))
            return cur.rowcount > 0

    def get_edge(self, edge_id: str) -> Edge | None:
        if not is_valid_id(edge_id):
            return None
        with self._db.read() as conn:
            row = self._edge_row(conn, edge_id)
            return edge_from_row(row) if row else None

    def edges(self, *, as_of: int | None = None, include_history: bool = False,
              types: Iterable[str] | None = None, limit: int | None = None, offset: int = 0) -> list[Edge]:
        """Every edge of the workspace (default: valid now), ordered by valid_from then id."""
        t = check_time(as_of, "as_of")
        offset = check_count(offset, "offset")
        sql = f"SELECT {EDGE_COLUMNS} FROM kg_edges g WHERE g.workspace_id = ?"
        params: list[Any] = [self.id]
        clause, tparams = time_filter(t, include_history, self._db.now())
        sql += clause
        params += tparams
        if types is not None:
            names = edge_type_spellings(normalize_type_name(x, "edge type") for x in check_str_list(types, "types"))
            sql += f" AND g.edge_type IN ({','.join('?' * len(names))})"
            params += names
        sql += " ORDER BY g.valid_from, g.id"
        if limit is not None or offset:
            sql += " LIMIT ? OFFSET ?"
            params += [-1 if limit is None else check_count(limit, "limit"), offset]
        with self._db.read() as conn:
            return [edge_from_row(r) for r in conn.execute(sql, params)]

    def edges_of(self, entity_id: str, *, as_of: int | None = None, include_history: bool = False) -> list[Edge]:
        t = check_time(as_of, "as_of")
        with self._db.read() as conn:
            self._require_entity(conn, entity_id)
            clause, params = time_filter(t, include_history, self._db.now())
            rows = conn.execute(
                f"SELECT {EDGE_COLUMNS} FROM kg_edges g WHERE g.source_entity_id = ? AND +g.workspace_id = ?{clause}"
                f" UNION ALL SELECT {EDGE_COLUMNS} FROM kg_edges g WHERE g.target_entity_id = ?"
                f" AND +g.workspace_id = ?{clause}",
                (entity_id, self.id, *params, entity_id, self.id, *params),
            ).fetchall()
            edges = [edge_from_row(r) for r in rows]
            edges.sort(key=lambda e: (e.valid_from, e.id))
            return edges

    # -- observations -------------------------------------------------------------------

    def add_observation(self, entity_id: str, content: str, *, source: str = "agent",
                        task_id: str | None = None, fingerprint: str | None = None) -> Observation:
        content = check_content(content)
        source = check_source(source)
        task_id = check_task_id(task_id)
        _refuse_secrets(source, observation=content)
        chash = text_hash(content)
        fingerprint = check_fingerprint(fingerprint) or text_fingerprint(content, chash)
        check_id(entity_id, "entity id")
        with self._db.write() as conn:
            # A new observation's entity is checked by its last_seen_at UPDATE (the row count),
            # written before the INSERT so that a missing entity leaves nothing written, also
            # inside a caller's transaction; not by a read of its own: one B-tree seek fewer per
            # insert at any number of entities. A repeat changes no entity row, so it is
            # checked here (the probe does not look at the workspace).
            row = self._repeated_observation(conn, entity_id, fingerprint, chash)
            if row is not None:
                if not self._kg._homes.known("kg_observations", self.id, entity_id):  # see entity_homes
                    self._require_entity_id(conn, entity_id)
                    self._kg._homes.note(entity_id, self.id)
                obs = observation_from_row(row)
                if precedence(source) > precedence(obs.source):
                    conn.execute("UPDATE kg_observations SET source = ? WHERE id = ?", (source, obs.id))
                    obs = Observation(obs.id, obs.entity_id, obs.content, source, obs.task_id, obs.fingerprint,
                                      obs.created_at)
                return obs
            now = self._db.now()
            if conn.execute("UPDATE kg_entities SET last_seen_at = ? WHERE id = ? AND workspace_id = ?",
                            (now, entity_id, self.id)).rowcount != 1:
                raise NotFoundError(f"entity {entity_id!r} not found in workspace {self.id!r}")
            oid = str(uuid.uuid4())
            try:
                cur = conn.execute(
                    "INSERT INTO kg_observations (id, entity_id, content, source, source_task_id, created_at,"
                    " fingerprint, content_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (oid, entity_id, content, source, task_id, now, fingerprint, chash),
                )
            except sqlite3.IntegrityError:
                self._kg._homes.clear()  # an entity taken as known is gone
                self._require_entity_id(conn, entity_id)
                raise
            if self._kg.has_search_index:
                search_index.after_insert(conn, search_index.OBSERVATIONS, cur.lastrowid)
            return Observation(oid, entity_id, content, source, task_id, fingerprint, now)

    @staticmethod
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

    def update_observation(self, observation_id: str, content: str, *, source: str = "manual",
                           base: str | None = None) -> Observation:
        """Correct an observation's text (same id and created_at); `source` becomes its writer.
        With `base` (the text the edit started from) a text another writer changed since is an
        EditConflictError. The entity holding the new text already is a ConflictError."""
        return record_edits.update_observation(self, observation_id, content, source=source, base=base)

    def delete_observation(self, observation_id: str) -> bool:
        check_id(observation_id, "observation id")
        with self._db.write() as conn:
            cur = conn.execute(
                "DELETE FROM kg_observations WHERE id = ? AND entity_id IN"
                " (SELECT id FROM kg_entities WHERE workspace_id = ?)",
                (observation_id, self.id),
            )
            return cur.rowcount > 0

    def observations(self, entity_id: str, *, limit: int = 20, offset: int = 0) -> list[Observation]:
        """Newest first; at most 100 a call (page with offset)."""
        limit = check_limit(limit, default=20, low=1, high=MAX_OBSERVATIONS_PER_CALL)
        offset = check_count(offset, "offset")
        with self._db.read() as conn:
            self._require_entity_id(conn, entity_id)
            return [
                observation_from_row(r)
                for r in conn.execute(
                    f"SELECT {OBSERVATION_COLUMNS} FROM kg_observations o WHERE o.entity_id = ?"
                    " ORDER BY o.created_at DESC, o.rowid DESC LIMIT ? OFFSET ?",
                    (entity_id, limit, offset),
                )
            ]

    # -- search and traversal -----------------------------------------------------------

    def search(self, query: str, *, limit: int = 10, types: Iterable[str] | None = None,
               tolerant: bool = True) -> list[SearchHit]:
        return search_mod.search(self, query, limit=limit, types=types, tolerant=tolerant)

    def neighbors(self, entity_id: str, *, depth: int = 1, edge_types: Iterable[str] | None = None,
                  as_of: int | None = None, include_history: bool = False) -> list[Neighbor]:
        return traversal.neighbors(self, entity_id, depth=depth, edge_types=edge_types, as_of=as_of,
                                   include_history=include_history)

    def subgraph(self, entity_ids: Iterable[str], *, as_of: int | None = None,
                 include_history: bool = False) -> Subgraph:
        return traversal.subgraph(self, entity_ids, as_of=as_of, include_history=include_history)

    def shortest_path(self, source_id: str, target_id: str, *, as_of: int | None = None,
                      directed: bool = False, edge_types: Iterable[str] | None = None) -> GraphPath | None:
        """The fewest-hops chain of relationships from one entity to another, counting the edges
        valid at as_of (default now), or None when there is none then. directed=True follows
        edges from source to target only; edge_types as in neighbors(). The same id twice: a
        path of that one entity. Unknown ids raise NotFoundError."""
        from . import graph_questions

        return graph_questions.shortest_path(self, source_id, target_id, as_of=as_of, directed=directed,
                                             edge_types=edge_types)

    def structure(self, *, as_of: int | None = None, entity_ids: Iterable[str] | None = None,
                  seed: int = 0) -> StructureReport:
        """Degree, PageRank and Louvain community of every entity (or of `entity_ids`, counting
        only the edges among them) on the relationships valid at as_of (default now); see
        graph_algorithms.structure. An entity without relationships is a community of its own."""
        from . import graph_questions

        return graph_questions.structure(self, as_of=as_of, entity_ids=entity_ids, seed=seed)

    def bulk_import(self, entities, edges=(), observations=(), *, source: str = "agent",
                    task_id: str | None = None, progress=None):
        """Many new records in one transaction, fast when the workspace is empty (see kgstore.bulk):
        the same rows as upsert_entity / create_edge / add_observation one by one. Edges and
        observations name entities by their position in `entities`. A BulkReport."""
        from . import bulk

        return bulk.bulk_import(self, entities, edges, observations, source=source, task_id=task_id,
                                progress=progress)

    def best_connected(self, limit: int) -> list[Entity]:
        """The `limit` entities with the most relationships (history included), then the most
        confident, then by name: a capped overview of a large workspace."""
        return overview.best_connected(self, limit)

    def edges_among(self, entity_ids: Iterable[str], *, as_of: int | None = None,
                    include_history: bool = False) -> list[Edge]:
        """Every edge with both ends in `entity_ids` (default: valid now), by valid_from then id."""
        return overview.edges_among(self, entity_ids, as_of=as_of, include_history=include_history)

    # -- summaries ----------------------------------------------------------------------

    def stats(self) -> Stats:
        with self._db.read() as conn:
            now = self._db.now()
            # Counted per type id on the (workspace, type, name) index, then named: joining every
            # entity to its type cost 0.13 s at 100k entities, this 7 ms.
            kept = migrations.edge_counts_kept(conn)
            by_type_id = conn.execute(
                # Kept by kg_entities' triggers (migration 0019): 200k entities, 0.17 s counted.
                "SELECT entity_type_id, entities FROM kg_entity_type_counts WHERE workspace_id = ?" if kept else
                "SELECT entity_type_id, COUNT(*) FROM kg_entities WHERE workspace_id = ? GROUP BY entity_type_id",
                (self.id,),
            ).fetchall()
            names = dict(conn.execute("SELECT id, name FROM kg_entity_types")) if by_type_id else {}
            counted: dict[str, int] = {}
            for tid, count in by_type_id:
                if tid in names:  # as the join did: an entity whose type row is missing is not counted
                    counted[names[tid]] = counted.get(names[tid], 0) + count
            per_type = dict(sorted(counted.items()))
            edge_types = {}
            all_edges = current = 0
            for etype, total, cur in self._edge_counts(conn, now, kept):
                all_edges += total
                current += cur or 0
                if cur:
                    shown_type = edge_type_shown(etype)  # CoWork's "hosts weekly" counts as hosts_weekly
                    edge_types[shown_type] = edge_types.get(shown_type, 0) + cur
            if kept:  # kept by kg_observations' triggers (200k entities, 100k observations: 0.44 s counted)
                row = conn.execute("SELECT observations FROM kg_observation_counts WHERE workspace_id = ?",
                                   (self.id,)).fetchone()
                observations = row[0] if row else 0
            else:
                observations = self._count_observations(conn, sum(count for _, count in by_type_id))
            return Stats(entities=sum(per_type.values()), current_edges=current, edges=all_edges,
                         observations=observations, entity_types=per_type, edge_types=dict(sorted(edge_types.items())))

    def _edge_counts(self, conn, now: int, kept: bool) -> list[tuple[str, int, int]]:
        """(edge type, relationships, current ones) per type, in type order."""
        if not kept:
            # Read from idx_kg_edges_type_windows (migration 0018), grouped in its order: the
            # table's rows are wide (200k entities, 600k edges: 0.64 s scanned, 0.15 s so).
            return [(t, n, cur or 0) for t, n, cur in conn.execute(
                "SELECT edge_type, COUNT(*), SUM(valid_from <= ?1 AND (valid_to IS NULL OR valid_to > ?1))"
                " FROM kg_edges WHERE workspace_id = ?2 GROUP BY edge_type ORDER BY edge_type",
                (now, self.id))]
        # Kept by kg_edges' triggers (migration 0019): all and closed per type. Current ones are
        # the open ones already started plus the closed ones whose window holds now; only the
        # rows still to start or to end are read (two index ranges, usually near empty).
        counts = conn.execute("SELECT edge_type, edges, closed FROM kg_edge_type_counts WHERE workspace_id = ?"
                              " ORDER BY edge_type", (self.id,)).fetchall()
        if not counts:
            return []
        types = [t for t, _, _ in counts]
        marks = ",".join("?" * len(types))
        not_started = dict(conn.execute(
            f"SELECT edge_type, COUNT(*) FROM kg_edges WHERE workspace_id = ? AND edge_type IN ({marks})"
            " AND valid_from > ? AND valid_to IS NULL GROUP BY edge_type", (self.id, *types, now)))
        closing_later = dict(conn.execute(
            "SELECT edge_type, COUNT(*) FROM kg_edges INDEXED BY idx_kg_edges_closing WHERE workspace_id = ?"
            " AND valid_to IS NOT NULL AND valid_to > ? AND valid_from <= ? GROUP BY edge_type", (self.id, now, now)))
        return [(t, n, n - closed - not_started.get(t, 0) + closing_later.get(t, 0)) for t, n, closed in counts]

    def _count_observations(self, conn, entities_here: int) -> int:
        """Observations of this workspace's entities, probing from the smaller side: per entity
        of the workspace (a small workspace in a big file), or per observation of the file (a
        workspace that holds most entities: 100k entities, 50k observations: 0.16 -> 0.05 s)."""
        in_file = conn.execute("SELECT COUNT(*) FROM kg_observations").fetchone()[0]
        # CROSS JOIN fixes the loop order: left to itself, SQLite's planner started from the
        # workspace's entities even when they were the larger side.
        if in_file < entities_here:
            join = "kg_observations o CROSS JOIN kg_entities e"
        else:
            join = "kg_entities e CROSS JOIN kg_observations o"
        return conn.execute(
            f"SELECT COUNT(*) FROM {join} ON e.id = o.entity_id WHERE e.workspace_id = ?", (self.id,)
        ).fetchone()[0]

    def time_range(self) -> tuple[int, int] | None:
        with self._db.read() as conn:
            if migrations.edge_counts_kept(conn):
                # Per type, each end of idx_kg_edges_type_windows, and the last end of the
                # closing index: a few index seeks instead of a pass over every edge.
                lows, highs = [], []
                for (etype,) in conn.execute("SELECT edge_type FROM kg_edge_type_counts WHERE workspace_id = ?",
                                             (self.id,)).fetchall():
                    for fn, out in (("MIN", lows), ("MAX", highs)):
                        v = conn.execute(f"SELECT {fn}(valid_from) FROM kg_edges WHERE workspace_id = ? AND edge_type = ?",
                                         (self.id, etype)).fetchone()[0]
                        if v is not None:
                            out.append(v)
                if not lows:
                    return None
                lo, hi_from = min(lows), max(highs)
                hi_to = conn.execute("SELECT MAX(valid_to) FROM kg_edges INDEXED BY idx_kg_edges_closing"
                                     " WHERE workspace_id = ? AND valid_to IS NOT NULL", (self.id,)).fetchone()[0]
            else:
                lo, hi_from, hi_to = conn.execute(
                    "SELECT MIN(valid_from), MAX(valid_from), MAX(valid_to) FROM kg_edges WHERE workspace_id = ?",
                    (self.id,),
                ).fetchone()
            if lo is None:
                return None
            return lo, max(hi_from, hi_to or hi_from)

    def change_histogram(self, bins: int, *, start=None, end=None) -> ChangeHistogram | None:
        """Entities created, relationships starting and ending, observations recorded, counted
        in `bins` equal time bins from `start` (default: the earliest change) to `end` (default:
        now); None when there is no change to count. See kgstore.history."""
        return history.change_histogram(self, bins, start=start, end=end)

    def changes_between(self, start, end=None, *, limit: int = 500) -> ChangeSet:
        """Relationships opened and closed, entities created and observations added after `start`
        up to and including `end` (ms or ISO-8601; default now), each kind earliest first and at
        most `limit` of it (ChangeSet.totals counts them all). See kgstore.changes."""
        from . import changes

        return changes.changes_between(self, start, end, limit=limit)

    # -- task deletion and Clear All ----------------------------------------------------

    def delete_task(self, task_id: str, *, backup: bool = True) -> DeletionReport:
        """Forget a task: its observations and relationships, and the entities it created that
        are left with nothing (unless a person confirmed them). A backup of the file is taken
        first when there is anything to delete. See kgstore.task_memory."""
        from .task_memory import forget_task

        return forget_task(self, task_id, backup=backup).report

    def forget_task(self, task_id: str, *, backup: bool = True):
        """delete_task, returning the rows it deleted exactly as they were (a ForgottenTask), for
        restore_forgotten_task."""
        from .task_memory import forget_task

        return forget_task(self, task_id, backup=backup)

    def restore_forgotten_task(self, forgotten):
        """Undo of forget_task: those very rows back (same ids and times), one transaction; a
        ConflictError and nothing written when another writer's work is in the way."""
        from .task_memory import restore_forgotten_task

        return restore_forgotten_task(self, forgotten)

    def tasks_with_memory(self):
        """The tasks that wrote memory here (TaskMemory: counts of entities, relationships and
        observations), the one that wrote last first."""
        from .task_memory import tasks_with_memory

        return tasks_with_memory(self)

    def task_writes(self, task_id: str):
        """What one task wrote (TaskWrites), and what forgetting it would delete."""
        from .task_memory import task_writes

        return task_writes(self, task_id)

    # -- the review inbox (kgstore.review) ---------------------------------------------

    def review_items(self, *, limit: int | None = 200, offset: int = 0):
        """What waits for review (ReviewItem), newest first: unconfirmed automatic and
        low-confidence entities, relationships new since the last review."""
        from .review import review_items

        return review_items(self, limit=limit, offset=offset)

    def review_count(self) -> int:
        """How many items review_items holds in all."""
        from .review import review_count

        return review_count(self)

    def confirm(self, ids):
        """Confirm entities and relationships by id: source manual, confidence 1.0 (no longer
        decays); they leave the inbox. One transaction; an unknown id changes nothing."""
        from .review import confirm

        return confirm(self, ids)

    def unconfirm(self, before):
        """Undo of confirm: the records as `before` holds them (source, confidence, times)."""
        from .review import unconfirm

        return unconfirm(self, before)

    def last_review(self) -> int | None:
        """When the inbox was last marked reviewed (ms), or None."""
        from .review import last_review

        return last_review(self)

    def mark_reviewed(self, *, at: int | None = None) -> int | None:
        """The inbox is reviewed as of `at` (default now): relationships written until then
        leave it. Returns the previous mark (None: never), for set_last_review to put back."""
        from .review import set_last_review

        return set_last_review(self, self._db.now() if at is None else at)

    def set_last_review(self, at: int | None) -> int | None:
        """Set the last review time (None: never reviewed); the one it replaces."""
        from .review import set_last_review

        return set_last_review(self, at)

    # What Clear All removes, in deletion order: (report field, table, rows of this workspace).
    # The confirmation's counts and the deletion use these same clauses, so they always agree
    # (an entity whose type row is missing, say, is counted as it is removed).
    _CLEARED = (
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

    def clear_preview(self) -> ClearReport:
        """What clear() would remove now (backup_path None): counted with the deletion's clauses."""
        with self._db.read() as conn:
            counts = {field: conn.execute(f"SELECT COUNT(*) FROM {table} WHERE {where}", {"ws": self.id}).fetchone()[0]
                      for field, table, where in self._CLEARED}
        return ClearReport(workspace_id=self.id, backup_path=None, **counts)

    def clear(self, *, backup: bool = True) -> ClearReport:
        """Clear All Memories: this workspace's graph, custom types and positions; built-ins re-seeded."""
        backup_path = self._kg.backup(label="clear") if backup else None
        with self._db.write() as conn:
            contacts.unlink_workspace(conn, self.id)  # CoWork's contacts stay, unlinked
            # The count triggers set aside while the rows go, the (empty) workspace counted after:
            # per row they doubled the time of clearing 20k entities. Edges are deleted with
            # their workspace's entities (an edge's ends are in its own workspace).
            with migrations.counts_recounted_after(conn, self.id):
                counts = {field: conn.execute(f"DELETE FROM {table} WHERE {where}", {"ws": self.id}).rowcount
                          for field, table, where in self._CLEARED}
            self._types.clear()
            self._types.ensure_builtins(conn, self.id, self._db.now())
        return ClearReport(workspace_id=self.id, backup_path=str(backup_path) if backup_path else None, **counts)

    # -- passive memory (extraction, mailbox, decay, context) ---------------------------

    def extract_from_task(self, task_id: str, prompt: str, result: str, *, access: Any = None):
        """Auto-extraction after a successful task (gated by memory settings, beneath the task's
        access profile: see kgstore.passive.access); an ExtractionReport."""
        from .passive.hooks import extract_from_task

        return extract_from_task(self, task_id, prompt, result, access)

    def ingest_mailbox_event(self, event: Mapping[str, Any], *, access: Any = None):
        """Mailbox ingest (gated by memory settings and the access profile); a MailboxReport."""
        from .passive.hooks import ingest_mailbox_event

        return ingest_mailbox_event(self, event, access)

    def build_context_for_task(self, prompt: str) -> str:
        from .passive.context import build_context_for_task

        return build_context_for_task(self, prompt)

    def run_decay(self, *, now: int | None = None, force: bool = False) -> int:
        from .passive.decay import run_decay

        return run_decay(self, now=now, force=force)

    # -- memory settings ----------------------------------------------------------------
    #
    # memory_settings holds what CoWork OS and we share: enabled, privacy_mode, auto_capture and
    # excluded_patterns (the last two added to ours by 0017). It is CoWork's table on a
    # CoWork file, ours on our own files (made by 0006, with flag columns now unused); the columns
    # are read by name, so one code path serves both. Our own flags (wake-up layers, temporal
    # knowledge) are always in kg_memory_flags (0014): CoWork keeps those outside its file.

    def memory_settings(self) -> MemorySettings:
        """The workspace's settings; a ValidationError when `enabled` (or CoWork's `auto_capture`)
        is anything but the integer 0 or 1 (text 'false' written by another program must not read
        as on: the gates fail closed)."""
        with self._db.read() as conn:
            shared = self._shared_settings(conn)
            flags = self._memory_flags(conn)
        return self._settings_record(shared, flags)

    def _shared_settings(self, conn) -> dict[str, Any] | None:
        # SELECT *: the columns are those of whoever made the table (CoWork's or ours).
        cur = conn.execute("SELECT * FROM memory_settings WHERE workspace_id = ?", (self.id,))
        row = cur.fetchone()
        return None if row is None else dict(zip((d[0] for d in cur.description), row))

    def _memory_flags(self, conn) -> tuple[bool, bool]:
        row = conn.execute(
            "SELECT wake_up_layers_enabled, temporal_knowledge_enabled FROM kg_memory_flags WHERE workspace_id = ?",
            (self.id,),
        ).fetchone()
        return (True, True) if row is None else (bool(row[0]), bool(row[1]))

    def _settings_record(self, shared: dict[str, Any] | None, flags: tuple[bool, bool], *,
                         enabled: bool | None = None, auto_capture: bool | None = None,
                         excluded_patterns: tuple[str, ...] | None = None) -> MemorySettings:
        """The record from the stored values; `enabled`/`auto_capture`/`excluded_patterns` given
        replace stored ones (an unreadable stored value is repaired only by a write that gives it)."""
        if shared is None:
            shared = {}
        if enabled is None:
            enabled = self._flag(shared["enabled"], "enabled") if "enabled" in shared else True
        if auto_capture is None:
            auto_capture = self._flag(shared["auto_capture"], "auto_capture") if "auto_capture" in shared else True
        if excluded_patterns is None:
            excluded_patterns = read_patterns(shared.get("excluded_patterns"))
            if excluded_patterns is None:
                raise ValidationError(
                    f"memory settings of workspace {self.id!r} cannot be read: excluded_patterns is "
                    f"{shown(shared.get('excluded_patterns'), 40)}, not a JSON list of regular expressions "
                    "(set_memory_settings(excluded_patterns=[...]) repairs it)"
                )
        return MemorySettings(
            enabled=enabled,
            privacy_mode=shared.get("privacy_mode", "normal"),
            wake_up_layers_enabled=flags[0],
            temporal_knowledge_enabled=flags[1],
            auto_capture=auto_capture,
            excluded_patterns=tuple(excluded_patterns),
            invalid_patterns=ExcludedPatterns(excluded_patterns).invalid,
        )

    def _flag(self, value: Any, what: str) -> bool:
        if (value.__class__ is int or value.__class__ is float) and value in (0, 1):
            return value == 1
        raise ValidationError(
            f"memory settings of workspace {self.id!r} cannot be read: {what} is {shown(value, 40)}, "
            f"not 0 or 1 (set_memory_settings({what}=...) repairs it)"
        )

    def set_memory_settings(self, *, enabled: bool | None = None, privacy_mode: str | None = None,
                            wake_up_layers_enabled: bool | None = None,
                            temporal_knowledge_enabled: bool | None = None,
                            auto_capture: bool | None = None,
                            excluded_patterns: Iterable[str] | None = None) -> MemorySettings:
        """Change the given settings only. `enabled`, `privacy_mode`, `auto_capture` and
        `excluded_patterns` (case-insensitive regular expressions; each must compile) go to
        memory_settings (CoWork's columns on a CoWork file), the other two to kg_memory_flags."""
        patterns = None if excluded_patterns is None else self._check_patterns(excluded_patterns)
        return self._change_memory_settings(enabled, privacy_mode, wake_up_layers_enabled,
                                            temporal_knowledge_enabled, auto_capture, patterns)

    def put_back_memory_settings(self, before: MemorySettings) -> MemorySettings:
        """Every setting as ``before`` (an earlier ``memory_settings()``) holds it: the undo of a
        change. Its excluded patterns are written as they were, invalid ones included (another
        program stored them so; only a new pattern must compile)."""
        if not isinstance(before, MemorySettings):
            raise ValidationError("put_back_memory_settings needs a MemorySettings record")
        now = self.memory_settings()

        def differing(field: str):  # only what differs is written: the other columns stay as stored
            value = getattr(before, field)
            return None if value == getattr(now, field) else value

        patterns = differing("excluded_patterns")
        return self._change_memory_settings(differing("enabled"), differing("privacy_mode"),
                                            differing("wake_up_layers_enabled"),
                                            differing("temporal_knowledge_enabled"), differing("auto_capture"),
                                            None if patterns is None else tuple(patterns))

    def _change_memory_settings(self, enabled, privacy_mode, wake_up_layers_enabled, temporal_knowledge_enabled,
                                auto_capture, patterns: tuple[str, ...] | None) -> MemorySettings:
        for value, what in ((enabled, "enabled"), (wake_up_layers_enabled, "wake_up_layers_enabled"),
                            (temporal_knowledge_enabled, "temporal_knowledge_enabled"),
                            (auto_capture, "auto_capture")):
            if value is not None and not isinstance(value, bool):
                raise ValidationError(f"{what} must be true or false")
        if privacy_mode is not None and privacy_mode not in PRIVACY_MODES:
            raise ValidationError(f"privacy_mode must be one of {', '.join(PRIVACY_MODES)}")
        with self._db.write() as conn:
            shared = self._shared_settings(conn)
            current = self._settings_record(shared, self._memory_flags(conn), enabled=enabled,
                                            auto_capture=auto_capture, excluded_patterns=patterns)
            new = dataclasses.replace(
                current,
                privacy_mode=current.privacy_mode if privacy_mode is None else privacy_mode,
                wake_up_layers_enabled=(current.wake_up_layers_enabled if wake_up_layers_enabled is None
                                        else wake_up_layers_enabled),
                temporal_knowledge_enabled=(current.temporal_knowledge_enabled
                                            if temporal_knowledge_enabled is None
                                            else temporal_knowledge_enabled),
            )
            now = self._db.now()
            given = {k: v for k, v in (("enabled", enabled), ("privacy_mode", privacy_mode),
                                       ("auto_capture", auto_capture)) if v is not None}
            if patterns is not None:
                given["excluded_patterns"] = encode_patterns(patterns)
            if given:
                self._write_shared_settings(conn, shared, given, new, now)
            if wake_up_layers_enabled is not None or temporal_knowledge_enabled is not None:
                conn.execute(
                    "INSERT INTO kg_memory_flags (workspace_id, wake_up_layers_enabled, temporal_knowledge_enabled,"
                    " updated_at) VALUES (?, ?, ?, ?) ON CONFLICT(workspace_id) DO UPDATE SET"
                    " wake_up_layers_enabled = excluded.wake_up_layers_enabled,"
                    " temporal_knowledge_enabled = excluded.temporal_knowledge_enabled, updated_at = excluded.updated_at",
                    (self.id, int(new.wake_up_layers_enabled), int(new.temporal_knowledge_enabled), now),
                )
            return new

    @staticmethod
    def _check_patterns(value: Any) -> tuple[str, ...]:
        if isinstance(value, (str, bytes)) or not isinstance(value, Iterable):
            raise ValidationError("excluded_patterns must be a list of regular expressions")
        patterns = tuple(value)
        if len(patterns) > MAX_PATTERNS:
            raise ValidationError(f"excluded_patterns: at most {MAX_PATTERNS} patterns (got {len(patterns)})")
        for i, pattern in enumerate(patterns, 1):
            problem = pattern_error(pattern)
            if problem is not None:
                raise ValidationError(f"excluded pattern {i} ({shown(pattern, 60)}) is {problem}")
        return patterns

    def _write_shared_settings(self, conn, shared: dict[str, Any] | None, given: dict[str, Any],
                               new: MemorySettings, now: int) -> None:
        cols = {r[1] for r in conn.execute("PRAGMA table_info(memory_settings)")}
        missing = [k for k in given if k not in cols]
        if missing:  # only a file whose upgrade (0017) has not run
            raise ValidationError(f"this file's memory settings have no {', '.join(missing)} column")
        values = {k: int(v) if isinstance(v, bool) else v for k, v in given.items()}
        if "updated_at" in cols:  # ours (NOT NULL); CoWork's table has none
            values["updated_at"] = now
        if shared is not None:
            # Only the given columns: CoWork's other columns, and ours, stay as they are.
            sets = ", ".join(f"{c} = ?" for c in values)
            conn.execute(f"UPDATE memory_settings SET {sets} WHERE workspace_id = ?", (*values.values(), self.id))
            return
        parent = self._settings_parent(conn)
        if parent is not None and not conn.execute(
                f'SELECT 1 FROM "{parent}" WHERE id = ?', (self.id,)).fetchone():
            # CoWork's row must name one of its workspaces (its foreign key). Keeping it in a
            # table of ours instead would give the gates a setting CoWork never sees, so an
            # explicit error: the workspace has to be one CoWork knows.
            known = ", ".join(repr(r[0]) for r in conn.execute(
                f'SELECT name FROM "{parent}" ORDER BY name LIMIT 10')) or "none"
            raise NotFoundError(
                f"workspace {self.id!r} is not one of this file's CoWork OS workspaces ({known}), so its "
                "memory settings (enabled, privacy mode, auto capture) cannot be stored: CoWork's table "
                "only holds its own workspaces"
            )
        # A new row: the shared values as they now are; other columns take their defaults.
        values = {"enabled": int(new.enabled), "privacy_mode": new.privacy_mode, **values}
        names = ", ".join(("workspace_id", *values))
        marks = ", ".join("?" * (len(values) + 1))
        conn.execute(f"INSERT INTO memory_settings ({names}) VALUES ({marks})", (self.id, *values.values()))

    @staticmethod
    def _settings_parent(conn) -> str | None:
        """The table memory_settings.workspace_id must point into (CoWork's `workspaces`), if any."""
        for row in conn.execute("PRAGMA foreign_key_list(memory_settings)"):
            if row[3] == "workspace_id":
                return row[2]
        return None

    # -- saved layout positions (the explorer's canvas) ---------------------------------

    def positions(self) -> dict[str, tuple[float, float, bool]]:
        with self._db.read() as conn:
            return {
                r[0]: (r[1], r[2], bool(r[3]))
                for r in conn.execute(
                    "SELECT entity_id, x, y, pinned FROM kg_layout_positions WHERE workspace_id = ?", (self.id,)
                )
            }

    def save_positions(self, positions: Mapping[str, tuple[float, float, bool]]) -> int:
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
        with self._db.write() as conn:
            now = self._db.now()
            saved = 0
            for eid, x, y, pinned in rows:
                cur = conn.execute(
                    "INSERT INTO kg_layout_positions (entity_id, workspace_id, x, y, pinned, updated_at)"
                    " SELECT id, workspace_id, ?, ?, ?, ? FROM kg_entities WHERE id = ? AND workspace_id = ?"
                    " ON CONFLICT(entity_id) DO UPDATE SET x = excluded.x, y = excluded.y,"
                    " pinned = excluded.pinned, updated_at = excluded.updated_at",
                    (x, y, int(pinned), now, eid, self.id),
                )
                saved += cur.rowcount
            return saved
