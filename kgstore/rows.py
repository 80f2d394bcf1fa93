"""Column lists and row -> record conversion, shared by every query."""

from __future__ import annotations

from collections.abc import Mapping
from sys import intern

from .record_builders import positional_builder
from .records import Edge, Entity, Observation
from .validation import decode_properties

ENTITY_COLUMNS = (
    "e.id, e.workspace_id, e.entity_type_id, e.name, e.description, e.properties, e.confidence,"
    " e.source, e.description_source, e.source_task_id, e.created_at, e.updated_at, e.last_seen_at"
)
EDGE_COLUMNS = (
    "g.id, g.workspace_id, g.source_entity_id, g.target_entity_id, g.edge_type, g.properties,"
    " g.confidence, g.source, g.source_task_id, g.created_at, g.valid_from, g.valid_to"
)
OBSERVATION_COLUMNS = (
    "o.id, o.entity_id, o.content, o.source, o.source_task_id, o.fingerprint, o.created_at"
)


_build_entity = positional_builder(Entity)
build_edge = positional_builder(Edge)  # Edge(...) without the frozen __init__ (see record_builders)


def entity_from_row(row: tuple, type_names: Mapping[str, str]) -> Entity:
    # Positional construction: this runs for every record a traversal returns. Records may be
    # kept for a long time (record_cache), so the few distinct workspace ids and sources share
    # one string each, and equal timestamps one int (about 230 bytes less per record).
    (eid, ws, type_id, name, description, props, confidence, source, desc_source, task_id, created,
     updated, seen) = row
    if updated == created:
        updated = created
    return _build_entity(
        eid, intern(ws), type_names[type_id], name, description, decode_properties(props),
        1.0 if confidence is None else float(confidence), intern(source or "manual"),
        None if desc_source is None else intern(desc_source), task_id,
        created, updated, updated if seen is None or seen == updated else seen,
    )


def edge_from_row(row: tuple) -> Edge:
    (eid, ws, src, tgt, etype, props, confidence, source, task_id, created, vfrom, vto) = row
    return build_edge(
        eid, ws, src, tgt, etype, decode_properties(props), 1.0 if confidence is None else float(confidence),
        source or "manual", task_id, created, vfrom, vto,
    )


def observation_from_row(row: tuple) -> Observation:
    return Observation(
        id=row[0],
        entity_id=row[1],
        content=row[2],
        source=row[3] or "manual",
        task_id=row[4],
        fingerprint=row[5] or "",
        created_at=row[6],
    )


def time_filter(as_of: int | None, include_history: bool, now: int, alias: str = "g") -> tuple[str, tuple]:
    """SQL for "which edges count": all (history), valid at as_of, or valid now (the default)."""
    if include_history and as_of is None:
        return "", ()
    t = now if as_of is None else as_of
    return (
        f" AND {alias}.valid_from <= ? AND ({alias}.valid_to IS NULL OR {alias}.valid_to > ?)",
        (t, t),
    )
