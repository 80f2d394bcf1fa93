"""Column lists and row -> record conversion, shared by every query.

A row may hold values another program wrote with raw SQL: a confidence of 'high', a time as
text, properties this version cannot read. Such a row is still read, never refused (one row
must not make a read of the whole workspace fail): the confidence as unknown (None), times as
the nearest readable one, properties as empty. Each such value is reported once: the `kg`
command prints take_bad_value_reports() as warnings. Reading never writes the repair back.
"""

from __future__ import annotations

import logging
import math
import threading
from collections.abc import Mapping
from sys import intern
from typing import Any

from .record_builders import positional_builder
from ..records import Edge, Entity, Observation
from ..validation import ValidationError, edge_type_key, parse_iso8601, read_properties, shown

log = logging.getLogger(__name__)

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
    properties = read_properties(props)
    # One check of the column types for the usual row; anything else takes the slow path.
    if (confidence.__class__ is not float or created.__class__ is not int or updated.__class__ is not int
            or properties is None or (seen is not None and seen.__class__ is not int)):
        properties, confidence, created, updated, seen = _entity_values(
            eid, properties, confidence, created, updated, seen)
    if updated == created:
        updated = created
    return _build_entity(
        eid, intern(ws), type_names[type_id], name, description, properties,
        confidence, intern(source or "manual"),
        None if desc_source is None else intern(desc_source), task_id,
        created, updated, updated if seen is None or seen == updated else seen,
    )


def edge_from_row(row: tuple) -> Edge:
    (eid, ws, src, tgt, etype, props, confidence, source, task_id, created, vfrom, vto) = row
    properties = read_properties(props)
    if (confidence.__class__ is not float or created.__class__ is not int or vfrom.__class__ is not int
            or properties is None or (vto is not None and vto.__class__ is not int)):
        properties, confidence, created, vfrom, vto = edge_values(eid, properties, confidence, created,
                                                                  vfrom, vto)
    return build_edge(eid, ws, src, tgt, edge_type_shown(etype), properties, confidence, source or "manual",
                      task_id, created, vfrom, vto)


def edge_type_shown(stored: Any) -> Any:
    """An edge type as records carry it: CoWork's spelling of a multi-word type ("hosts weekly",
    kept in its rows so CoWork finds its edges) reads as ours ("hosts_weekly"), so every view and
    export shows one type."""
    if stored.__class__ is str and " " in stored:
        return edge_type_key(stored)
    return stored


# -- values another program wrote --------------------------------------------------------------

MAX_BAD_VALUE_REPORTS = 200  # a long-running process (the explorer) keeps no more than this
_reports: dict[str, None] = {}  # insertion-ordered, each line once
_reports_lock = threading.Lock()


def report_bad_value(kind: str, record_id: str, problem: str) -> None:
    line = f"{kind} {record_id}: {problem}"
    with _reports_lock:
        if line in _reports or len(_reports) >= MAX_BAD_VALUE_REPORTS:
            return
        _reports[line] = None
    log.warning("%s", line)


def take_bad_value_reports() -> list[str]:
    """The values read since the last call that were not what the schema says (one line each,
    e.g. "entity <id>: confidence 'high' is not a number (shown as unknown)"); clears them."""
    with _reports_lock:
        lines = list(_reports)
        _reports.clear()
    return lines


def read_confidence(value: Any, kind: str, record_id: str) -> float | None:
    """A stored confidence: NULL reads as 1.0 (the column's default), a number as a float, anything
    else as None (unknown), reported."""
    if value.__class__ is float:
        return value
    if value is None:
        return 1.0
    if value.__class__ is int:
        return float(value)
    report_bad_value(kind, record_id, f"confidence {shown(value, 40)} is not a number (shown as unknown)")
    return None


def _time(value: Any) -> tuple[int | None, bool]:
    """(milliseconds or None, whether the stored value was a proper number)."""
    if value.__class__ is int:
        return value, True
    if value.__class__ is float and math.isfinite(value):
        return int(value), True  # REAL from another program: a number all the same
    if isinstance(value, str):
        try:
            return parse_iso8601(value), False
        except ValidationError:
            pass
    return None, False


def _times(kind: str, record_id: str, columns: dict[str, Any], fallbacks: dict[str, tuple[str, ...]],
           optional: Mapping[str, str] = {}) -> dict[str, int | None]:
    """Each time column read; one that cannot be read takes the first readable column of its
    fallbacks (else 0), or None when it is `optional` (NULL is ordinary there; the mapping says
    what None means)."""
    read: dict[str, int | None] = {}
    proper: dict[str, bool] = {}
    for column, value in columns.items():
        read[column], proper[column] = (None, True) if value is None and column in optional else _time(value)
    out = dict(read)
    for column, value in columns.items():
        if proper[column]:
            continue
        if read[column] is None and column not in optional:
            out[column] = next((read[c] for c in fallbacks.get(column, ()) if read[c] is not None), 0)
        shown_as = optional[column] if out[column] is None else _iso(out[column])
        report_bad_value(kind, record_id, f"{column} {shown(value, 40)} is not milliseconds (read as {shown_as})")
    return out


def sortable_time(value: Any) -> tuple[int, float]:
    """A sort key for a raw time column that may hold text: numbers in order, anything else after."""
    if value.__class__ is int or value.__class__ is float:
        return (0, value)
    return (1, 0.0)


def _iso(ms: int) -> str:
    from datetime import datetime, timezone

    try:
        return datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
    except (OverflowError, OSError, ValueError):
        return str(ms)


def _properties(kind: str, record_id: str, properties: dict | None) -> dict:
    if properties is not None:
        return properties
    report_bad_value(kind, record_id, "properties cannot be read (not a JSON object, or nested too deeply; "
                                      "shown as empty)")
    return {}


def _entity_values(eid, properties, confidence, created, updated, seen):
    times = _times("entity", eid, {"created_at": created, "updated_at": updated, "last_seen_at": seen},
                   {"created_at": ("updated_at", "last_seen_at"), "updated_at": ("created_at", "last_seen_at")},
                   optional={"last_seen_at": "the update time"})
    return (_properties("entity", eid, properties), read_confidence(confidence, "entity", eid),
            times["created_at"], times["updated_at"], times["last_seen_at"])


def edge_values(eid, properties, confidence, created, vfrom, vto):
    """An edge row's values, each readable (the slow path of edge_from_row and of traversal)."""
    times = _times("edge", eid, {"created_at": created, "valid_from": vfrom, "valid_to": vto},
                   {"created_at": ("valid_from",), "valid_from": ("created_at",)}, optional={"valid_to": "open"})
    return (_properties("edge", eid, properties), read_confidence(confidence, "edge", eid),
            times["created_at"], times["valid_from"], times["valid_to"])


def observation_from_row(row: tuple) -> Observation:
    created = row[6]
    if created.__class__ is not int:
        created = _times("observation", row[0], {"created_at": created}, {})["created_at"]
    return Observation(
        id=row[0],
        entity_id=row[1],
        content=row[2],
        source=row[3] or "manual",
        task_id=row[4],
        fingerprint=row[5] or "",
        created_at=created,
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
