"""Relationships: opened for a window of time, closed (kept, as history) and reopened, read, deleted."""

from __future__ import annotations

import sqlite3
import uuid
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any
from . import entities
from ..errors import ConflictError, NotFoundError, ValidationError
from ..records import (
    Edge,
)
from ..storage.rows import (
    EDGE_COLUMNS,
    build_edge,
    edge_from_row,
    time_filter,
)
from ..validation import (
    check_confidence,
    check_count,
    check_str_list,
    is_valid_id,
    check_id,
    check_properties,
    check_source,
    check_task_id,
    check_time,
    edge_type_key,
    edge_type_spellings,
    encode_properties,
    normalize_type_name,
)
from .entities import refuse_secrets as _refuse_secrets

if TYPE_CHECKING:
    from ..workspace import Workspace


def edge_row(ws: Workspace, conn, edge_id: str):
    return conn.execute(
        f"SELECT {EDGE_COLUMNS} FROM kg_edges g WHERE g.id = ? AND +g.workspace_id = ?",
        (edge_id, ws.id),
    ).fetchone()


def require_edge(ws: Workspace, conn, edge_id: Any) -> tuple:
    check_id(edge_id, "edge id")
    row = edge_row(ws, conn, edge_id)
    if row is None:
        raise NotFoundError(f"edge {edge_id!r} not found in workspace {ws.id!r}")
    return row


def create_edge(
    ws: Workspace,
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
    with ws._db.write() as conn:
        now = ws._db.now()
        homes = ws._kg._homes
        if not homes.known("kg_edges", ws.id, source_id, target_id):  # see entity_homes
            _require_endpoints(ws, conn, source_id, target_id)
        start = now if vfrom is None else vfrom
        if vto is not None and vto <= start:
            raise ValidationError(
                f"valid_to ({vto}) must be after valid_from ({start})"
            )
        if ws._kg.spaced_edge_types:
            # CoWork OS's spelling of the type too ("hosts weekly"), see validation.edge_type_key;
            # only in a file that holds such types (two index ranges cost a few per cent).
            existing = [row for row in conn.execute(
                f"SELECT {EDGE_COLUMNS} FROM kg_edges g WHERE g.source_entity_id = ?"
                " AND g.target_entity_id = ? AND g.edge_type IN (?, ?) AND +g.workspace_id = ?",
                (source_id, target_id, etype, etype.replace("_", " "), ws.id),
            ) if row[4] == etype or edge_type_key(row[4]) == etype]
        else:
            existing = conn.execute(
                f"SELECT {EDGE_COLUMNS} FROM kg_edges g WHERE g.source_entity_id = ? AND g.target_entity_id = ?"
                " AND g.edge_type = ? AND +g.workspace_id = ?",
                (source_id, target_id, etype, ws.id),
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
                (edge_id, ws.id, source_id, target_id, etype, encode_properties(props), confidence,
                 source, task_id, now, start, vto),
            )
        except sqlite3.IntegrityError:
            # An endpoint taken as known is gone (the foreign key caught it): say which.
            homes.clear()
            _require_endpoints(ws, conn, source_id, target_id)
            raise
        return build_edge(edge_id, ws.id, source_id, target_id, etype, props, confidence, source, task_id,
                          now, start, vto)


def _require_endpoints(ws: Workspace, conn, source_id: str, target_id: str) -> None:
    found = {
        r[0] for r in conn.execute(
            "SELECT id FROM kg_entities WHERE id IN (?, ?) AND +workspace_id = ?",
            (source_id, target_id, ws.id),
        )
    }
    for eid, what in ((source_id, "source"), (target_id, "target")):
        if eid not in found:
            raise NotFoundError(f"{what} entity {eid!r} not found in workspace {ws.id!r}")
        ws._kg._homes.note(eid, ws.id)


def invalidate_edge(ws: Workspace, edge_id: str, valid_to: int | None = None) -> Edge:
    vto = check_time(valid_to, "valid_to")
    with ws._db.write() as conn:
        row = require_edge(ws, conn, edge_id)
        vfrom, current_to = row[10], row[11]
        if vto is None:
            # "Now"; an edge opened in this very millisecond still gets a non-empty window.
            vto = max(ws._db.now(), vfrom + 1) if current_to is None else None
        if current_to is not None:
            if vto is None or vto == current_to:
                return edge_from_row(row)
            raise ConflictError(f"edge {edge_id} was already closed at {current_to}")
        if vto <= vfrom:
            raise ValidationError(f"valid_to ({vto}) must be after the edge's valid_from ({vfrom})")
        conn.execute("UPDATE kg_edges SET valid_to = ? WHERE id = ?", (vto, edge_id))
        return edge_from_row(edge_row(ws, conn, edge_id))


def reopen_edge(ws: Workspace, edge_id: str) -> Edge:
    """Make a closed edge current again (undo of invalidate); refused if that would overlap."""
    with ws._db.write() as conn:
        row = require_edge(ws, conn, edge_id)
        if row[11] is None:
            return edge_from_row(row)
        clash = conn.execute(
            "SELECT id, valid_from, valid_to FROM kg_edges WHERE source_entity_id = ? AND target_entity_id = ?"
            " AND edge_type = ? AND +workspace_id = ? AND id != ? AND (valid_to IS NULL OR valid_to > ?)",
            (row[2], row[3], row[4], ws.id, edge_id, row[10]),
        ).fetchone()
        if clash:
            raise ConflictError(
                f"cannot reopen edge {edge_id}: it would overlap edge {clash[0]} "
                f"(valid {clash[1]} .. {'now' if clash[2] is None else clash[2]})"
            )
        conn.execute("UPDATE kg_edges SET valid_to = NULL WHERE id = ?", (edge_id,))
        return edge_from_row(edge_row(ws, conn, edge_id))


def delete_edge(ws: Workspace, edge_id: str) -> bool:
    check_id(edge_id, "edge id")
    with ws._db.write() as conn:
        cur = conn.execute("DELETE FROM kg_edges WHERE id = ? AND workspace_id = ?", (edge_id, ws.id))
        return cur.rowcount > 0


def get_edge(ws: Workspace, edge_id: str) -> Edge | None:
    if not is_valid_id(edge_id):
        return None
    with ws._db.read() as conn:
        row = edge_row(ws, conn, edge_id)
        return edge_from_row(row) if row else None


def list_edges(ws: Workspace, *, as_of: int | None = None, include_history: bool = False,
          types: Iterable[str] | None = None, limit: int | None = None, offset: int = 0) -> list[Edge]:
    """Every edge of the workspace (default: valid now), ordered by valid_from then id."""
    t = check_time(as_of, "as_of")
    offset = check_count(offset, "offset")
    sql = f"SELECT {EDGE_COLUMNS} FROM kg_edges g WHERE g.workspace_id = ?"
    params: list[Any] = [ws.id]
    clause, tparams = time_filter(t, include_history, ws._db.now())
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
    with ws._db.read() as conn:
        return [edge_from_row(r) for r in conn.execute(sql, params)]


def edges_of(ws: Workspace, entity_id: str, *, as_of: int | None = None, include_history: bool = False) -> list[Edge]:
    t = check_time(as_of, "as_of")
    with ws._db.read() as conn:
        entities.require_entity(ws, conn, entity_id)
        clause, params = time_filter(t, include_history, ws._db.now())
        rows = conn.execute(
            f"SELECT {EDGE_COLUMNS} FROM kg_edges g WHERE g.source_entity_id = ? AND +g.workspace_id = ?{clause}"
            f" UNION ALL SELECT {EDGE_COLUMNS} FROM kg_edges g WHERE g.target_entity_id = ?"
            f" AND +g.workspace_id = ?{clause}",
            (entity_id, ws.id, *params, entity_id, ws.id, *params),
        ).fetchall()
        edges = [edge_from_row(r) for r in rows]
        edges.sort(key=lambda e: (e.valid_from, e.id))
        return edges
