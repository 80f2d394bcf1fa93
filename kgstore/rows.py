"""Column lists and row -> record conversion, shared by every query."""

from __future__ import annotations

from collections.abc import Mapping

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


def entity_from_row(row: tuple, type_names: Mapping[str, str]) -> Entity:
    return Entity(
        id=row[0],
        workspace_id=row[1],
        type=type_names[row[2]],
        name=row[3],
        description=row[4],
        properties=decode_properties(row[5]),
        confidence=float(row[6]) if row[6] is not None else 1.0,
        source=row[7] or "manual",
        description_source=row[8],
        task_id=row[9],
        created_at=row[10],
        updated_at=row[11],
        last_seen_at=row[12] if row[12] is not None else row[11],
    )


def edge_from_row(row: tuple) -> Edge:
    return Edge(
        id=row[0],
        workspace_id=row[1],
        source_id=row[2],
        target_id=row[3],
        type=row[4],
        properties=decode_properties(row[5]),
        confidence=float(row[6]) if row[6] is not None else 1.0,
        source=row[7] or "manual",
        task_id=row[8],
        created_at=row[9],
        valid_from=row[10],
        valid_to=row[11],
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
