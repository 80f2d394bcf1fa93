"""Bulk import: many new entities, edges and observations written in one transaction.

A fresh workspace filled from a file (an import, a benchmark's workload) does not need the
per-record work of upsert_entity / create_edge / add_observation: no existing row can match, so
the identity, duplicate and overlap checks are made once, in memory, over the file itself, and
the rows go in with executemany. The full-text and trigram indexes are then filled with one
INSERT ... SELECT each, up to the same watermarks the record-by-record path would have left
(search_index.py), so the file holds the same rows either way (test_bulk.py compares them).

Where those shortcuts could differ from the record-by-record path, that path is used instead,
in the same single transaction: a workspace that already holds entities, a file naming the same
entity twice, and a CoWork OS file (its search index is CoWork's, kept by CoWork's triggers;
see COWORK-COEXISTENCE.md).

Records refer to entities by their position in `entities` (the shared workload's convention):
    entities:     {"type", "name", "description"?, "properties"?, "confidence"?}
    edges:        {"source": i, "target": j, "type", "valid_from"?, "valid_to"?, "properties"?,
                   "confidence"?}
    observations: {"entity": i, "content"}
Everything is validated before anything is written; a bad record is a ValidationError naming it.
"""

from __future__ import annotations

import sqlite3
import uuid
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from . import search_index
from .cowork_contract import is_cowork_file
from .errors import ConflictError, ValidationError
from .validation import (
    check_confidence,
    check_content,
    check_description,
    check_name,
    check_properties,
    check_source,
    check_task_id,
    check_time,
    encode_properties,
    normalize_name,
    normalize_type_name,
    text_fingerprint,
    text_hash,
)

if TYPE_CHECKING:
    from .workspace import Workspace

# While the bulk transaction runs: its B-trees (random UUID keys) are far larger than the
# connection's usual 2 MB cache, and one COMMIT walks the cache once (see db.py).
BULK_CACHE_KIB = 262_144


@dataclass
class BulkReport:
    workspace_id: str
    entities: int = 0  # entities written (or found again, on the record-by-record path)
    edges: int = 0  # edges written (repeats of the same window are not stored twice)
    observations: int = 0  # observations written (repeats are not stored twice)
    bulk: bool = True  # False when the record-by-record path was used (and why in `reason`)
    reason: str = ""
    entity_ids: list[str] = field(default_factory=list)  # in the order of `entities`


@dataclass(frozen=True)
class _EntityIn:
    type_name: str
    name: str
    norm: str
    description: str | None
    properties: dict[str, Any] | None
    confidence: float | None


@dataclass(frozen=True)
class _EdgeIn:
    source: int
    target: int
    type_name: str
    properties: dict[str, Any]
    confidence: float | None
    valid_from: int | None
    valid_to: int | None


def _record(item: Any, where: str) -> Mapping[str, Any]:
    if not isinstance(item, Mapping):
        raise ValidationError(f"{where}: expected an object, not {type(item).__name__}")
    return item


def _index(value: Any, count: int, where: str, what: str) -> int:
    if value.__class__ is not int or not 0 <= value < count:
        raise ValidationError(f"{where}: {what} must be the position of one of the {count} entities, not {value!r}")
    return value


def _read(entities, edges, observations) -> tuple[list[_EntityIn], list[_EdgeIn], list[tuple[int, str]]]:
    """Every record validated as the record-by-record calls validate it; nothing written yet."""
    from .workspace import _canonical_name

    ents: list[_EntityIn] = []
    for i, raw in enumerate(entities):
        where = f"entity {i}"
        item = _record(raw, where)
        try:
            type_name = normalize_type_name(item.get("type"), "entity type")
            name = _canonical_name(type_name, check_name(item.get("name")))
            ents.append(_EntityIn(type_name, name, normalize_name(name), check_description(item.get("description")),
                                  check_properties(item.get("properties")), check_confidence(item.get("confidence"))))
        except ValidationError as exc:
            raise ValidationError(f"{where}: {exc}") from None
    n = len(ents)
    links: list[_EdgeIn] = []
    for k, raw in enumerate(edges):
        where = f"edge {k}"
        item = _record(raw, where)
        source = _index(item.get("source"), n, where, "source")
        target = _index(item.get("target"), n, where, "target")
        if source == target:
            raise ValidationError(f"{where}: an edge cannot connect an entity to itself (self-loop)")
        try:
            links.append(_EdgeIn(source, target, normalize_type_name(item.get("type"), "edge type"),
                                 check_properties(item.get("properties")) or {},
                                 check_confidence(item.get("confidence")),
                                 check_time(item.get("valid_from"), "valid_from"),
                                 check_time(item.get("valid_to"), "valid_to")))
        except ValidationError as exc:
            raise ValidationError(f"{where}: {exc}") from None
    notes: list[tuple[int, str]] = []
    for k, raw in enumerate(observations):
        where = f"observation {k}"
        item = _record(raw, where)
        entity = _index(item.get("entity"), n, where, "entity")
        try:
            notes.append((entity, check_content(item.get("content"))))
        except ValidationError as exc:
            raise ValidationError(f"{where}: {exc}") from None
    return ents, links, notes


def bulk_import(ws: Workspace, entities: Sequence[Mapping[str, Any]], edges: Sequence[Mapping[str, Any]] = (),
                observations: Sequence[Mapping[str, Any]] = (), *, source: str = "agent",
                task_id: str | None = None, progress: Callable[[int, int], None] | None = None) -> BulkReport:
    """Write the records into `ws` in one transaction: all of them or, on any error, none."""
    source = check_source(source)
    task_id = check_task_id(task_id)
    ents, links, notes = _read(entities, edges, observations)
    report = BulkReport(workspace_id=ws.id)
    db = ws._db
    with db.write() as conn:
        reason = _why_not_bulk(ws, conn, ents)
        if reason:
            report.bulk, report.reason = False, reason
            _one_by_one(ws, ents, links, notes, source, task_id, report, progress)
            return report
        (old_cache,) = conn.execute("PRAGMA cache_size").fetchone()
        conn.execute(f"PRAGMA cache_size = -{BULK_CACHE_KIB}")
        try:
            _bulk(ws, conn, ents, links, notes, source, task_id, report)
        finally:
            conn.execute(f"PRAGMA cache_size = {old_cache}")
    if progress is not None:
        total = len(ents) + len(links) + len(notes)
        progress(total, total)
    return report


def _why_not_bulk(ws: Workspace, conn: sqlite3.Connection, ents: list[_EntityIn]) -> str:
    if is_cowork_file(conn):
        return "a CoWork OS file: its search index is kept by CoWork's own triggers"
    if not ws._kg.has_search_index or search_index.indexed_rowid(conn, search_index.ENTITIES) is None:
        return "the file's search index is kept row by row"
    if conn.execute("SELECT 1 FROM kg_entities WHERE workspace_id = ? LIMIT 1", (ws.id,)).fetchone():
        return "the workspace already holds entities"
    keys = {(e.type_name, e.norm) for e in ents}
    if len(keys) != len(ents):
        return "the file names the same entity more than once"
    return ""


def _one_by_one(ws, ents, links, notes, source, task_id, report, progress) -> None:
    """The record-by-record calls, inside the caller's transaction."""
    total = len(ents) + len(links) + len(notes)
    done = 0
    ids = report.entity_ids
    for e in ents:
        ids.append(ws.upsert_entity(e.type_name, e.name, description=e.description, properties=e.properties,
                                    confidence=e.confidence, source=source, task_id=task_id).id)
        done += 1
        if progress is not None and done % 1000 == 0:
            progress(done, total)
    edge_ids = set()
    for e in links:
        edge_ids.add(ws.create_edge(ids[e.source], ids[e.target], e.type_name, properties=e.properties,
                                    confidence=e.confidence, valid_from=e.valid_from, valid_to=e.valid_to,
                                    source=source, task_id=task_id).id)
        done += 1
        if progress is not None and done % 1000 == 0:
            progress(done, total)
    obs_ids = set()
    for entity, content in notes:
        obs_ids.add(ws.add_observation(ids[entity], content, source=source, task_id=task_id).id)
        done += 1
        if progress is not None and done % 1000 == 0:
            progress(done, total)
    report.entities, report.edges, report.observations = len(set(ids)), len(edge_ids), len(obs_ids)
    if progress is not None:
        progress(total, total)


def _watermark(first: int, last: int, mark: int) -> int:
    """Where a batched index's watermark ends after rows first..last were inserted one by one
    (search_index.after_insert: a row more than BATCH past the mark flushes the tail up to it)."""
    if last <= mark:
        return mark
    start = max(first, mark + 1)
    # The first row at least BATCH past the mark flushes; every BATCH rows after it flushes again.
    hit = max(start, mark + search_index.BATCH)
    if hit > last:
        return mark
    return hit + ((last - hit) // search_index.BATCH) * search_index.BATCH


def _fill_index(conn, index: search_index.BatchedIndex, first: int, last: int) -> None:
    """Index rows first..last as inserting them one by one would have: those at or below the
    watermark at once (reused rowids), the rest up to where the watermark ends."""
    mark = search_index.indexed_rowid(conn, index)
    if mark is None or last < first:
        return
    new_mark = _watermark(first, last, mark)
    if new_mark > mark:  # a flush indexes the whole tail: rows written before these too
        lo, hi = min(first, mark + 1), new_mark
    else:
        lo, hi = first, min(last, mark)
    if hi >= lo:
        conn.execute(
            f"INSERT INTO {index.fts}(rowid, {index.columns}) SELECT rowid, {index.columns} FROM {index.table}"
            " WHERE rowid >= ? AND rowid <= ?", (lo, hi))
    if new_mark != mark:
        conn.execute("UPDATE kg_fts_state SET indexed_rowid = ? WHERE name = ?", (new_mark, index.name))


def _fill_trigrams(conn, first: int, last: int) -> None:
    """Rows at or below the trigram watermark were indexed by its insert trigger; the rest as
    one-by-one inserts would have (search_index.after_insert)."""
    mark = search_index.trigram_rowid(conn)
    if mark is None or last < first:
        return
    new_mark = _watermark(first, last, mark)
    if new_mark != mark:
        conn.execute(
            f"INSERT INTO {search_index.TRIGRAM_TABLE}(rowid, name) SELECT rowid, name FROM kg_entities"
            " WHERE rowid > ? AND rowid <= ?", (mark, new_mark))
        conn.execute("UPDATE kg_trigram_state SET indexed_rowid = ?", (new_mark,))


def _next_rowid(conn, table: str) -> int:
    return (conn.execute(f"SELECT MAX(rowid) FROM {table}").fetchone()[0] or 0) + 1


def _bulk(ws, conn, ents, links, notes, source, task_id, report) -> None:
    now = ws._db.now()
    types = ws._kg._types
    auto_confidence = 0.85 if source == "auto" else 1.0
    type_ids: dict[str, str] = {}
    ids: list[str] = []
    rows = []
    for e in ents:
        # Type ids and entity ids are drawn in the order the record-by-record path draws them.
        tid = type_ids.get(e.type_name)
        if tid is None:
            tid = type_ids[e.type_name] = types.id_for_write(conn, ws.id, e.type_name, now)
        eid = str(uuid.uuid4())
        ids.append(eid)
        rows.append((eid, ws.id, tid, e.name, e.norm, e.description or None, source if e.description else None,
                     encode_properties(e.properties or {}),
                     auto_confidence if e.confidence is None else e.confidence, source, task_id, now, now, now))
    first = _next_rowid(conn, "kg_entities")
    conn.executemany(
        "INSERT INTO kg_entities (id, workspace_id, entity_type_id, name, normalized_name, description,"
        " description_source, properties, confidence, source, source_task_id, created_at, updated_at,"
        " last_seen_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)
    del rows
    last = first + len(ids) - 1
    if _next_rowid(conn, "kg_entities") != last + 1:  # rowids are max+1; anything else is not this path's
        raise ConflictError("bulk import: the entity rows did not get consecutive row ids; nothing was imported")
    _fill_trigrams(conn, first, last)
    _fill_index(conn, search_index.ENTITIES, first, last)
    report.entities = len(ids)
    report.entity_ids = ids

    edge_rows = []
    seen: dict[tuple[int, int, str], list[tuple[int, int | None]]] = {}
    for k, e in enumerate(links):
        start = now if e.valid_from is None else e.valid_from
        vto = e.valid_to
        if vto is not None and vto <= start:
            raise ValidationError(f"edge {k}: valid_to ({vto}) must be after valid_from ({start})")
        windows = seen.setdefault((e.source, e.target, e.type_name), [])
        repeat = False
        for w_from, w_to in windows:  # as create_edge: the same window again is the same edge
            if (e.valid_from is None and vto is None and w_to is None) or (w_from == start and w_to == vto):
                repeat = True
                break
        if repeat:
            continue
        for w_from, w_to in windows:
            if start < (w_to if w_to is not None else float("inf")) and w_from < (vto if vto is not None
                                                                                    else float("inf")):
                raise ConflictError(f"edge {k}: its {e.type_name} window overlaps an earlier edge of the file "
                                    f"between the same entities (valid {w_from} .. "
                                    f"{'now' if w_to is None else w_to}); nothing was imported")
        windows.append((start, vto))
        edge_rows.append((str(uuid.uuid4()), ws.id, ids[e.source], ids[e.target], e.type_name,
                          encode_properties(e.properties), auto_confidence if e.confidence is None else e.confidence,
                          source, task_id, now, start, vto))
    conn.executemany(
        "INSERT INTO kg_edges (id, workspace_id, source_entity_id, target_entity_id, edge_type,"
        " properties, confidence, source, source_task_id, created_at, valid_from, valid_to)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", edge_rows)
    report.edges = len(edge_rows)
    del edge_rows

    obs_rows = []
    keys: set[tuple[int, str]] = set()
    seen_entities: set[int] = set()
    for entity, content in notes:
        chash = text_hash(content)
        fingerprint = text_fingerprint(content, chash)
        # add_observation finds a repeat by fingerprint or by text hash.
        if (entity, fingerprint) in keys or (entity, chash) in keys:
            continue
        keys.add((entity, fingerprint))
        keys.add((entity, chash))
        seen_entities.add(entity)
        obs_rows.append((str(uuid.uuid4()), ids[entity], content, source, task_id, now, fingerprint, chash))
    first = _next_rowid(conn, "kg_observations")
    conn.executemany(
        "INSERT INTO kg_observations (id, entity_id, content, source, source_task_id, created_at,"
        " fingerprint, content_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)", obs_rows)
    _fill_index(conn, search_index.OBSERVATIONS, first, first + len(obs_rows) - 1)
    report.observations = len(obs_rows)
    if seen_entities:
        conn.executemany("UPDATE kg_entities SET last_seen_at = ? WHERE id = ?",
                         [(now, ids[i]) for i in sorted(seen_entities)])
    for eid in ids:
        ws._kg._homes.note(eid, ws.id)
