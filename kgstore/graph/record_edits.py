"""Correcting a relationship or an observation in place: the hand edits of the explorer.

An edge keeps its id and created_at when its type, window, properties or confidence change (the
same fact, corrected); an observation keeps its id and created_at when its text is corrected.
Like Workspace.update_entity, each takes an optional `base` (the values the edit started from):
a field another writer changed since (it holds neither the base nor the new value) raises
EditConflictError naming it, and nothing is written.

The rules of creation hold for the result: an edge's window is non-empty and does not overlap
another edge of the same type between the same entities; an entity does not hold the same
observation twice.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from .edges import edge_row, require_edge
from ..errors import ConflictError, EditConflictError, FieldConflict, NotFoundError, ValidationError
from ..records import Edge, Observation
from ..storage.rows import EDGE_COLUMNS, OBSERVATION_COLUMNS, edge_from_row, observation_from_row
from ..validation import (
    as_number,
    check_confidence,
    check_content,
    check_id,
    check_properties,
    check_source,
    check_time,
    edge_type_key,
    encode_properties,
    normalize_type_name,
    precedence,
    read_properties,
    shown,
    shown_names,
    text_fingerprint,
    text_hash,
    unreadable_properties,
)

if TYPE_CHECKING:
    from ..workspace import Workspace


class _Unchanged:
    """The default of `valid_to` in update_edge, where None means "current" (no end)."""

    _instance = None

    def __new__(cls):
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "UNCHANGED"

    def __reduce__(self):
        return (_Unchanged, ())


UNCHANGED: Any = _Unchanged()

EDGE_FIELDS = ("type", "properties", "confidence", "valid_from", "valid_to")


def _differs(a: Any, b: Any) -> bool:
    if isinstance(a, (int, float)) and isinstance(b, (int, float)) and not isinstance(a, bool) \
            and not isinstance(b, bool):
        return abs(a - b) > 1e-9
    return a != b


def _window_text(start: int, end: int | None) -> str:
    return f"{start} .. {'now' if end is None else end}"


def _edge_conflicts(current: Edge, base: Mapping[str, Any], new: Mapping[str, Any]) -> list[FieldConflict]:
    if not isinstance(base, Mapping):
        raise ValidationError("base must map field names to the values the edit started from")
    unknown = set(base) - set(EDGE_FIELDS)
    if unknown:
        raise ValidationError(f"base names fields that cannot be edited: {shown_names(unknown)}")
    conflicts: list[FieldConflict] = []

    def check(field: str, stored: Any, started: Any, mine: Any, key: str | None = None) -> None:
        if _differs(stored, started) and _differs(stored, mine):
            conflicts.append(FieldConflict(field, started, stored, mine, key))

    for field in ("type", "confidence", "valid_from", "valid_to"):
        if field in new and field in base:
            stored = getattr(current, field)
            started = base[field]
            if field == "type":
                stored, started = edge_type_key(stored), edge_type_key(normalize_type_name(started, "edge type"))
                check(field, stored, started, edge_type_key(new[field]))
            else:
                check(field, stored, started, new[field])
    if "properties" in new and "properties" in base:
        started = base["properties"] or {}
        if not isinstance(started, Mapping):
            raise ValidationError("base properties must be a mapping")
        for key, mine in new["properties"].items():
            check("properties", current.properties.get(key), started.get(key), mine, key)
    return conflicts


def update_edge(ws: Workspace, edge_id: str, *, type: str | None = None,
                properties: Mapping[str, Any] | None = None, confidence: float | None = None,
                valid_from: int | None = None, valid_to: Any = UNCHANGED, source: str = "manual",
                base: Mapping[str, Any] | None = None) -> Edge:
    check_id(edge_id, "edge id")
    new: dict[str, Any] = {}
    if type is not None:
        new["type"] = normalize_type_name(type, "edge type")
    props = check_properties(properties)
    if props is not None:
        new["properties"] = props
    if confidence is not None:
        new["confidence"] = check_confidence(confidence)
    if valid_from is not None:
        new["valid_from"] = check_time(valid_from, "valid_from")
    if valid_to is not UNCHANGED:
        new["valid_to"] = check_time(valid_to, "valid_to")
    source = check_source(source)
    with ws._db.write() as conn:
        row = require_edge(ws, conn, edge_id)
        current = edge_from_row(row)
        if base is not None:
            conflicts = _edge_conflicts(current, base, new)
            if conflicts:
                parts = [f"{c.label} is now {shown(c.current)}, not {shown(c.base)}" for c in conflicts]
                raise EditConflictError(f"edge {edge_id} was changed by another writer: " + "; ".join(parts),
                                        tuple(conflicts), current)
        stored_type = current.type
        if "type" in new and edge_type_key(new["type"]) == edge_type_key(stored_type):
            new.pop("type")  # the same type in another spelling (CoWork's "hosts weekly"): keep the row's
        start = new.get("valid_from", current.valid_from)
        end = new.get("valid_to", current.valid_to)
        if end is not None and end <= start:
            raise ValidationError(f"valid_to ({end}) must be after valid_from ({start})")
        sets: list[str] = []
        params: list[Any] = []
        if "type" in new or "valid_from" in new or "valid_to" in new:
            edge_type = new.get("type", stored_type)
            _refuse_overlap(conn, ws.id, current, edge_type, start, end)
            if "type" in new:
                sets.append("edge_type = ?")
                params.append(edge_type)
            if start != current.valid_from:
                sets.append("valid_from = ?")
                params.append(start)
            if end != current.valid_to:
                sets.append("valid_to = ?")
                params.append(end)
        if "properties" in new:
            merged = read_properties(row[5])
            if merged is None:
                raise unreadable_properties(f"edge {edge_id}")
            for key, value in new["properties"].items():
                if value is None:
                    merged.pop(key, None)
                else:
                    merged[key] = value
            if merged != current.properties:
                sets.append("properties = ?")
                params.append(encode_properties(merged))
        if "confidence" in new and _differs(new["confidence"], as_number(current.confidence)):
            sets.append("confidence = ?")
            params.append(new["confidence"])
        if not sets:
            return current  # nothing differs: no write, the source stays
        if precedence(source) > precedence(current.source):
            sets.append("source = ?")
            params.append(source)
        conn.execute(f"UPDATE kg_edges SET {', '.join(sets)} WHERE id = ?", [*params, edge_id])
        return edge_from_row(edge_row(ws, conn, edge_id))


def _refuse_overlap(conn, workspace_id: str, edge: Edge, edge_type: str, start: int, end: int | None) -> None:
    key = edge_type_key(edge_type)
    for other in conn.execute(
        f"SELECT {EDGE_COLUMNS} FROM kg_edges g WHERE g.source_entity_id = ? AND g.target_entity_id = ?"
        " AND +g.workspace_id = ? AND g.id != ?",
        (edge.source_id, edge.target_id, workspace_id, edge.id),
    ):
        if edge_type_key(other[4]) != key:
            continue
        o_from, o_to = other[10], other[11]
        if start < (o_to if o_to is not None else float("inf")) and o_from < (end if end is not None else float("inf")):
            error = ConflictError(
                f"{edge_type} edge {edge.id} would overlap edge {other[0]} (valid {_window_text(o_from, o_to)}); "
                "choose a window that does not overlap, or close or delete that one first")
            error.overlapping = edge_from_row(other)  # for a caller that names it in its own words
            raise error


def update_observation(ws: Workspace, observation_id: str, content: str, *, source: str = "manual",
                       base: str | None = None) -> Observation:
    """Correct the text of an observation; `source` becomes its writer (the text is theirs now;
    undo passes the writer it puts back). A fingerprint that was derived from the text follows
    it; one given by its writer (a mailbox event's) stays."""
    check_id(observation_id, "observation id")
    content = check_content(content)
    source = check_source(source)
    if base is not None and not isinstance(base, str):
        raise ValidationError("base must be the text the edit started from")
    with ws._db.write() as conn:
        row = conn.execute(
            f"SELECT {OBSERVATION_COLUMNS}, o.content_hash FROM kg_observations o WHERE o.id = ? AND o.entity_id IN"
            " (SELECT id FROM kg_entities WHERE workspace_id = ?)",
            (observation_id, ws.id),
        ).fetchone()
        if row is None:
            raise NotFoundError(f"observation {observation_id!r} not found in workspace {ws.id!r}")
        current = observation_from_row(row[:7])
        stored = current.content if isinstance(current.content, str) else str(current.content or "")
        if base is not None and stored != base and stored != content:
            raise EditConflictError(
                f"observation {observation_id} was changed by another writer: its text is now {shown(stored)}",
                (FieldConflict("content", base, stored, content),), current)
        if stored == content and current.source == source:
            return current
        old_hash = row[7] or text_hash(stored)
        new_hash = text_hash(content)
        fingerprint = current.fingerprint
        if not fingerprint or fingerprint == text_fingerprint(stored, old_hash):
            fingerprint = text_fingerprint(content, new_hash)
        clash = conn.execute(
            "SELECT id FROM kg_observations WHERE entity_id = ? AND id != ? AND (fingerprint = ? OR content_hash = ?)",
            (current.entity_id, observation_id, fingerprint, new_hash),
        ).fetchone()
        if clash is not None:
            raise ConflictError(f"the entity already has this observation (observation {clash[0]})")
        conn.execute(
            "UPDATE kg_observations SET content = ?, content_hash = ?, fingerprint = ?, source = ? WHERE id = ?",
            (content, new_hash, fingerprint, source, observation_id),
        )
        return Observation(current.id, current.entity_id, content, source, current.task_id, fingerprint,
                           current.created_at)
