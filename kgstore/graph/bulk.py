"""Bulk import: many new entities, edges and observations written in one transaction.

A fresh workspace filled from a file (an import, a benchmark's workload) does not need the
per-record work of upsert_entity / create_edge / add_observation: no existing row can match, so
the identity, duplicate and overlap checks are made once, in memory, over the file itself, and
the rows go in with executemany. The full-text and trigram indexes are then filled with one
INSERT ... SELECT each, up to the same watermarks the record-by-record path would have left
(search_index.py), so the file holds the same rows either way (test_bulk.py compares them).

Where those shortcuts could differ from the record-by-record path, that path is used instead,
in one transaction (the caller's, if one is open; else its own, with the foreign keys checked):
a workspace that already holds entities, a file naming the same entity twice, and a CoWork OS
file (its search index is CoWork's, kept by CoWork's triggers; see COWORK-COEXISTENCE.md).

Records refer to entities by their position in `entities` (the shared workload's convention):
    entities:     {"type", "name", "description"?, "properties"?, "confidence"?}
    edges:        {"source": i, "target": j, "type", "valid_from"?, "valid_to"?, "properties"?,
                   "confidence"?}
    observations: {"entity": i, "content"}
Every record is validated as the record-by-record calls validate it; a bad one is a ValidationError
naming it, and the one transaction then leaves nothing written.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import sqlite3
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .entities import canonical_name
from ..storage import migrations, search_index
from ..storage.cowork_contract import is_cowork_file
from ..errors import ConflictError, ValidationError
from ..validation import (
    MAX_PROPERTIES_BYTES,
    MAX_TIME_MS,
    MIN_TIME_MS,
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
    from ..workspace import Workspace

# While the bulk transaction runs: its B-trees (random UUID keys) are far larger than the
# connection's usual 2 MB cache, and one COMMIT walks the cache once (see db.py).
BULK_CACHE_KIB = 262_144
# A bulk import of at least this many records counts its workspace once after instead of by
# trigger per row (kgstore.storage.migrations.counts_recounted_after).
BULK_RECOUNT_ROWS = 2_000


@dataclass
class BulkReport:
    workspace_id: str
    entities: int = 0  # entities written (or found again, on the record-by-record path)
    edges: int = 0  # edges written (repeats of the same window are not stored twice)
    observations: int = 0  # observations written (repeats are not stored twice)
    bulk: bool = True  # False when the record-by-record path was used (and why in `reason`)
    reason: str = ""
    entity_ids: list[str] = field(default_factory=list)  # in the order of `entities`
    seconds: dict[str, float] = field(default_factory=dict)  # time spent per step (reading, entities, ...)
    cpu_seconds: dict[str, float] = field(default_factory=dict)  # the same steps in this process's CPU time


@dataclass(slots=True)  # not frozen: a frozen __init__ costs a setattr call per field
class _EntityIn:
    type_name: str
    name: str
    norm: str
    description: str | None
    properties: dict[str, Any] | None
    confidence: float | None
    encoded: str  # the properties as stored


# json.dumps with these arguments builds an encoder per call; one shared encoder writes the same text.
_ENCODER = json.JSONEncoder(ensure_ascii=False, allow_nan=False, separators=(",", ":"))
_SCALARS = (str, int, float, bool, type(None))


def _properties(raw: Any) -> tuple[dict[str, Any] | None, str]:
    """check_properties and encode_properties in one: the properties and their stored text. A flat
    object of finite scalars (the usual case) is encoded once; anything else goes the long way."""
    if raw.__class__ is dict and raw and all(k.__class__ is str and v.__class__ in _SCALARS
                                             and (v.__class__ is not float or math.isfinite(v))
                                             for k, v in raw.items()):
        text = _ENCODER.encode(raw)
        if "\x00" not in text and len(text) * 4 <= MAX_PROPERTIES_BYTES:
            try:
                text.encode("utf-8")
                return dict(raw), text
            except UnicodeEncodeError:
                pass
    props = check_properties(raw)
    return props, encode_properties(props or {})


def _new_ids(count: int) -> list[str]:
    """`count` random version-4 UUIDs as str(uuid.uuid4()) spells them, from one urandom read
    (uuid4() one at a time was a sixth of a bulk import's time), in ascending order: rows written
    in that order append to their table's primary-key index instead of landing at random places
    in it (the 200k benchmark's entity rows: 9.0 -> 5.5 s)."""
    digits = os.urandom(16 * count).hex()
    ids = []
    for i in range(0, 32 * count, 32):
        d = digits[i:i + 32]
        ids.append(f"{d[:8]}-{d[8:12]}-4{d[13:16]}-{'89ab'[int(d[16], 16) & 3]}{d[17:20]}-{d[20:]}")
    ids.sort()
    return ids


@dataclass(slots=True)
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
    known_types: dict[tuple[str, str], str] = {}

    def type_name(raw: Any, what: str) -> str:
        # A file names a few types many times: each spelling is checked once.
        key = (raw, what) if raw.__class__ is str else None
        found = known_types.get(key) if key else None
        if found is None:
            found = normalize_type_name(raw, what)
            if key:
                known_types[key] = found
        return found

    ents: list[_EntityIn] = []
    for i, raw in enumerate(entities):
        where = f"entity {i}"
        item = _record(raw, where)
        try:
            etype = type_name(item.get("type"), "entity type")
            name = canonical_name(etype, check_name(item.get("name")))
            props, encoded = _properties(item.get("properties"))
            ents.append(_EntityIn(etype, name, normalize_name(name), check_description(item.get("description")),
                                  props, check_confidence(item.get("confidence")), encoded))
        except ValidationError as exc:
            raise ValidationError(f"{where}: {exc}") from None
    n = len(ents)
    links: list[_EdgeIn] = []
    for k, item in enumerate(edges):
        # The usual record (a dict of in-range ints, a known type, no properties or confidence)
        # is taken as it is; anything else goes through the same checks as create_edge's.
        if item.__class__ is not dict:
            item = _record(item, f"edge {k}")
        get = item.get
        source, target = get("source"), get("target")
        if source.__class__ is not int or not 0 <= source < n:
            _index(source, n, f"edge {k}", "source")
        if target.__class__ is not int or not 0 <= target < n:
            _index(target, n, f"edge {k}", "target")
        if source == target:
            raise ValidationError(f"edge {k}: an edge cannot connect an entity to itself (self-loop)")
        try:
            props, confidence = get("properties"), get("confidence")
            valid_from, valid_to = get("valid_from"), get("valid_to")
            if valid_from is not None and (valid_from.__class__ is not int
                                           or not MIN_TIME_MS <= valid_from <= MAX_TIME_MS):
                valid_from = check_time(valid_from, "valid_from")
            if valid_to is not None and (valid_to.__class__ is not int or not MIN_TIME_MS <= valid_to <= MAX_TIME_MS):
                valid_to = check_time(valid_to, "valid_to")
            links.append(_EdgeIn(source, target, type_name(get("type"), "edge type"),
                                 {} if props is None else check_properties(props) or {},
                                 None if confidence is None else check_confidence(confidence),
                                 valid_from, valid_to))
        except ValidationError as exc:
            raise ValidationError(f"edge {k}: {exc}") from None
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
    started, cpu_started = time.perf_counter(), time.process_time()
    ents, links, notes = _read(entities, edges, observations)
    report = BulkReport(workspace_id=ws.id)
    report.seconds["reading"] = time.perf_counter() - started
    report.cpu_seconds["reading"] = time.process_time() - cpu_started
    db = ws._db
    with db.lock, _foreign_keys_unchecked(db) as unchecked:
        with db.write() as conn:
            reason = _why_not_bulk(ws, conn, ents)
            if reason and not unchecked:
                report.bulk, report.reason = False, reason
                _one_by_one(ws, ents, links, notes, source, task_id, report, progress)
                return report
            if not reason:
                (old_cache,) = conn.execute("PRAGMA cache_size").fetchone()
                conn.execute(f"PRAGMA cache_size = -{BULK_CACHE_KIB}")
                try:
                    if len(ents) + len(links) + len(notes) >= BULK_RECOUNT_ROWS:
                        # The count triggers set aside, the workspace counted once after, in
                        # this same transaction (per-row triggers doubled a big import's time).
                        with migrations.counts_recounted_after(conn, ws.id) as recount:
                            _bulk(ws, conn, ents, links, notes, source, task_id, report)
                        report.seconds["counts"] = recount.seconds
                        report.cpu_seconds["counts"] = recount.cpu_seconds
                    else:
                        _bulk(ws, conn, ents, links, notes, source, task_id, report)
                finally:
                    conn.execute(f"PRAGMA cache_size = {old_cache}")
            committing, cpu_committing = time.perf_counter(), time.process_time()
    if reason:  # nothing was written: the record-by-record calls, with every key checked again
        report.bulk, report.reason = False, reason
        with db.write():
            _one_by_one(ws, ents, links, notes, source, task_id, report, progress)
        return report
    report.seconds["commit"] = time.perf_counter() - committing
    report.cpu_seconds["commit"] = time.process_time() - cpu_committing
    if progress is not None:
        total = len(ents) + len(links) + len(notes)
        progress(total, total)
    return report


@contextlib.contextmanager
def _foreign_keys_unchecked(db):
    """The connection's foreign keys not checked while the block runs, when no transaction is open
    (the pragma is a no-op inside one): yields whether they are off. Every key the bulk path writes
    names a row it wrote itself in the same transaction (or the entity type it just looked up), so
    the two parent lookups per edge (nearly half of its insert time) find what is known to be there.
    The caller holds db.lock throughout, so no other write of this connection runs meanwhile."""
    conn = db.conn
    if db._depth or conn.in_transaction or conn.execute("PRAGMA foreign_keys").fetchone()[0] != 1:
        yield False
        return
    conn.execute("PRAGMA foreign_keys = OFF")
    try:
        yield True
    finally:
        conn.execute("PRAGMA foreign_keys = ON")


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


TRIGRAM_INSERT_TRIGGER = "kg_entity_trigrams_insert"


@contextlib.contextmanager
def _without_idle_trigger(conn, name: str, idle: bool):
    """The trigger left out while the block runs, when its WHEN clause is false for every row the
    block writes (`idle`): evaluating it cost as much as the inserts themselves. Put back, as it
    was, inside the same transaction."""
    row = conn.execute("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?", (name,)).fetchone()
    if not idle or row is None:
        yield
        return
    conn.execute(f"DROP TRIGGER {name}")
    try:
        yield
    finally:
        conn.execute(row[0])


# Below this many rows, filling an empty table's indexes row by row is as quick as building them.
INDEX_REBUILD_ROWS = 10_000


@contextlib.contextmanager
def _indexes_built_after(conn, table: str, rebuild: bool):
    """The table's own indexes (not its primary key) dropped while the block fills it and built
    again after, from their own CREATE statements: one sort each instead of a random B-tree insert
    per row and index. Only when the table held few rows (`rebuild`): building reads every row.
    A unique index built again cannot fail: the new rows' keys were checked in memory and name
    new entities (or, for entities, this workspace, which held none)."""
    rows = conn.execute("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ?"
                        " AND sql IS NOT NULL ORDER BY rowid", (table,)).fetchall() if rebuild else []
    for name, _sql in rows:
        conn.execute(f'DROP INDEX "{name}"')
    try:
        yield
    finally:
        for _name, sql in rows:
            conn.execute(sql)


def _rebuild(first_rowid: int, new_rows: int) -> bool:
    """Whether to build a table's indexes after writing `new_rows` into it rather than row by row:
    many rows, and no more rows there already than are coming (building reads them all; the
    row ids below `first_rowid` bound how many there are)."""
    return new_rows >= INDEX_REBUILD_ROWS and first_rowid - 1 <= new_rows


def _next_rowid(conn, table: str) -> int:
    return (conn.execute(f"SELECT MAX(rowid) FROM {table}").fetchone()[0] or 0) + 1


def _bulk(ws, conn, ents, links, notes, source, task_id, report) -> None:
    step, cpu_step = time.perf_counter(), time.process_time()

    def lap(name: str) -> None:
        nonlocal step, cpu_step
        report.seconds[name] = time.perf_counter() - step
        report.cpu_seconds[name] = time.process_time() - cpu_step
        step, cpu_step = time.perf_counter(), time.process_time()

    now = ws._db.now()
    types = ws._kg._types
    auto_confidence = 0.85 if source == "auto" else 1.0
    type_ids: dict[str, str] = {}
    rows = []
    for e in ents:
        tid = type_ids.get(e.type_name)
        if tid is None:
            tid = type_ids[e.type_name] = types.id_for_write(conn, ws.id, e.type_name, now)
    ids = _new_ids(len(ents))
    for eid, e in zip(ids, ents):
        rows.append((eid, ws.id, type_ids[e.type_name], e.name, e.norm, e.description or None,
                     source if e.description else None, e.encoded,
                     auto_confidence if e.confidence is None else e.confidence, source, task_id, now, now, now))
    first = _next_rowid(conn, "kg_entities")
    with _without_idle_trigger(conn, TRIGRAM_INSERT_TRIGGER, first > (search_index.trigram_rowid(conn) or 0)), \
            _indexes_built_after(conn, "kg_entities", _rebuild(first, len(rows))):
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
    lap("entities")

    edge_ids = iter(_new_ids(len(links)))
    seen: dict[tuple[int, int, str], list[tuple[int, int | None]]] = {}
    written = 0

    def edge_rows():
        """The rows, made as executemany takes them (a list of 3 million tuples was 1 GB more
        at the peak); an error raised here ends the statement and the transaction rolls back."""
        nonlocal written
        for k, e in enumerate(links):
            start = now if e.valid_from is None else e.valid_from
            vto = e.valid_to
            if vto is not None and vto <= start:
                raise ValidationError(f"edge {k}: valid_to ({vto}) must be after valid_from ({start})")
            key = (e.source, e.target, e.type_name)
            windows = seen.get(key)
            if windows is None:  # the usual case: the first edge of its kind between the two
                seen[key] = [(start, vto)]
            else:
                if any((e.valid_from is None and vto is None and w_to is None) or (w_from == start and w_to == vto)
                       for w_from, w_to in windows):
                    continue  # as create_edge: the same window again is the same edge
                for w_from, w_to in windows:
                    if start < (w_to if w_to is not None else math.inf) and w_from < (vto if vto is not None
                                                                                        else math.inf):
                        raise ConflictError(f"edge {k}: its {e.type_name} window overlaps an earlier edge of the "
                                            f"file between the same entities (valid {w_from} .. "
                                            f"{'now' if w_to is None else w_to}); nothing was imported")
                windows.append((start, vto))
            written += 1
            yield (next(edge_ids), ws.id, ids[e.source], ids[e.target], e.type_name,
                   encode_properties(e.properties) if e.properties else "{}",
                   auto_confidence if e.confidence is None else e.confidence, source, task_id, now, start, vto)

    # How many rows there will be is not known before they are made: the count of records decides.
    with _indexes_built_after(conn, "kg_edges", _rebuild(_next_rowid(conn, "kg_edges"), len(links))):
        conn.executemany(
            "INSERT INTO kg_edges (id, workspace_id, source_entity_id, target_entity_id, edge_type,"
            " properties, confidence, source, source_task_id, created_at, valid_from, valid_to)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", edge_rows())
    report.edges = written
    del seen
    lap("edges")

    obs_ids = iter(_new_ids(len(notes)))
    obs_rows = []
    keys: set[tuple[int, str]] = set()
    for entity, content in notes:
        chash = text_hash(content)
        fingerprint = text_fingerprint(content, chash)
        # add_observation finds a repeat by fingerprint or by text hash.
        if (entity, fingerprint) in keys or (entity, chash) in keys:
            continue
        keys.add((entity, fingerprint))
        keys.add((entity, chash))
        obs_rows.append((next(obs_ids), ids[entity], content, source, task_id, now, fingerprint, chash))
    first = _next_rowid(conn, "kg_observations")
    with _indexes_built_after(conn, "kg_observations", _rebuild(first, len(obs_rows))):
        conn.executemany(
            "INSERT INTO kg_observations (id, entity_id, content, source, source_task_id, created_at,"
            " fingerprint, content_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)", obs_rows)
    _fill_index(conn, search_index.OBSERVATIONS, first, first + len(obs_rows) - 1)
    report.observations = len(obs_rows)
    # add_observation sets its entity's last_seen_at to now: these rows were written with it.
    for eid in ids:
        ws._kg._homes.note(eid, ws.id)
    lap("observations")


RECORD_KINDS = {"entity": "entities", "edge": "edges", "observation": "observations"}


def read_records(text: str, label: str = "records") -> dict[str, list[Any]]:
    """The records of a bulk file: one JSON document with lists "entities", "edges" and
    "observations" (the shared benchmark workload is one), or JSON Lines, one record a line as
    {"entity": {...}}, {"edge": {...}} or {"observation": {...}}. A ValidationError names the
    first line or list that is not one."""
    out: dict[str, list[Any]] = {"entities": [], "edges": [], "observations": []}
    stripped = text.strip()
    if not stripped:
        raise ValidationError(f"{label} is empty")
    if stripped.startswith("{") and "\n{" not in stripped:
        try:
            doc = json.loads(stripped)
        except (ValueError, RecursionError) as exc:
            raise ValidationError(f"{label}: not valid JSON ({exc})") from None
        if isinstance(doc, dict) and not (doc.keys() & RECORD_KINDS.keys()):
            if not isinstance(doc.get("entities"), list):
                raise ValidationError(f"{label}: expected a list \"entities\" (and \"edges\", \"observations\")")
            for key in out:
                items = doc.get(key) or []
                if not isinstance(items, list):
                    raise ValidationError(f"{label}: {key!r} must be a list")
                out[key] = items
            return out
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            item = json.loads(line)
        except (ValueError, RecursionError) as exc:
            raise ValidationError(f"{label} line {number}: not valid JSON ({exc})") from None
        kinds = [k for k in RECORD_KINDS if isinstance(item, dict) and k in item]
        if len(kinds) != 1 or len(item) != 1:
            raise ValidationError(f"{label} line {number}: expected one of {{\"entity\": ...}}, {{\"edge\": ...}}, "
                                  "{\"observation\": ...}")
        out[RECORD_KINDS[kinds[0]]].append(item[kinds[0]])
    return out
