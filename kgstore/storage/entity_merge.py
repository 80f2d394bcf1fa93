"""Merging duplicate entities into one canonical entity.

Shared by the schema upgrade (case duplicates), the one-time cleanup (organisations renamed
from mail subdomains) and the explorer's "merge on rename". Runs inside the caller's
transaction.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence

from .connection import table_exists
from . import contacts
from .rows import sortable_time
from ..validation import as_number, decode_properties, encode_properties, precedence, read_properties

_ENTITY_COLS = (
    "id, name, description, description_source, source, properties, confidence, "
    "created_at, updated_at, last_seen_at"
)


def choose_canonical(conn: sqlite3.Connection, entity_ids: Sequence[str]) -> str:
    """Highest source precedence, then most edges + observations, then the oldest."""
    best = None
    for eid in entity_ids:
        source, created_at = conn.execute(
            "SELECT source, created_at FROM kg_entities WHERE id = ?", (eid,)
        ).fetchone()
        links = conn.execute(
            "SELECT (SELECT COUNT(*) FROM kg_edges WHERE source_entity_id = ?1 OR target_entity_id = ?1)"
            " + (SELECT COUNT(*) FROM kg_observations WHERE entity_id = ?1)",
            (eid,),
        ).fetchone()[0]
        key = (-precedence(source), -links, sortable_time(created_at), eid)
        if best is None or key < best[0]:
            best = (key, eid)
    assert best is not None
    return best[1]


def unreadable_properties_among(conn: sqlite3.Connection, entity_ids: Sequence[str]) -> list[str]:
    """The ids whose stored properties cannot be read (see validation.read_properties): merging
    them would lose that text."""
    found = []
    for start in range(0, len(entity_ids), 500):
        chunk = list(entity_ids[start:start + 500])
        marks = ",".join("?" * len(chunk))
        found += [eid for eid, props in conn.execute(
            f"SELECT id, properties FROM kg_entities WHERE id IN ({marks})", chunk
        ) if read_properties(props) is None]
    return found


def merge_entities(
    conn: sqlite3.Connection,
    canonical_id: str,
    duplicate_ids: Sequence[str],
    now: int,
    *,
    name: str | None = None,
    has_fingerprints: bool = True,
) -> dict[str, int]:
    """Fold duplicates into the canonical entity; returns counts of what moved and was dropped."""
    dups = [d for d in dict.fromkeys(duplicate_ids) if d != canonical_id]
    counts = {"entities": 0, "edges_moved": 0, "edges_dropped": 0, "observations_moved": 0,
              "observations_dropped": 0}
    if not dups:
        return counts
    ids = [canonical_id, *dups]
    marks = ",".join("?" * len(ids))
    rows = {
        r[0]: r
        for r in conn.execute(f"SELECT {_ENTITY_COLS} FROM kg_entities WHERE id IN ({marks})", ids)
    }
    canon = rows[canonical_id]
    members = [rows[i] for i in ids if i in rows]

    # Description: the best by source precedence; ties keep the canonical's.
    described = [r for r in members if r[2]]
    description, description_source = canon[2], canon[3]
    if described:
        best = max(
            described,
            key=lambda r: (precedence(r[3] or r[4]), r[0] == canonical_id, r[8]),
        )
        description, description_source = best[2], best[3] or best[4]
    # Properties: lower precedence first so the higher-precedence source wins on conflicts. A
    # canonical whose stored text cannot be read keeps it as it is (callers that must not drop a
    # duplicate's unreadable text check first: unreadable_properties_among).
    merged_props: dict | None = {}
    if read_properties(canon[5]) is None:
        merged_props = None
    else:
        for r in sorted(members, key=lambda r: (precedence(r[4]), r[0] == canonical_id)):
            merged_props.update(decode_properties(r[5]))
    source = max((r[4] for r in members), key=precedence)
    # Confidence: the highest readable one (a value that is not a number stays unknown).
    readable = [c for c in (as_number(r[6]) for r in members) if c is not None]
    confidence = max(readable) if readable else canon[6]
    # Times another program wrote as text (see rows) are left out rather than compared.
    created_at = min((r[7] for r in members if as_number(r[7]) is not None), default=canon[7])
    last_seen = max((t for t in (r[9] or r[8] or r[7] for r in members) if as_number(t) is not None),
                    default=canon[9])

    counts["edges_moved"], counts["edges_dropped"] = _move_edges(conn, canonical_id, dups)
    moved, dropped = _move_observations(conn, canonical_id, dups, has_fingerprints)
    counts["observations_moved"], counts["observations_dropped"] = moved, dropped

    contacts.repoint(conn, canonical_id, dups)
    _record_merged_names(conn, canonical_id, dups, members)
    dmarks = ",".join("?" * len(dups))
    if table_exists(conn, "kg_layout_positions"):
        conn.execute(f"DELETE FROM kg_layout_positions WHERE entity_id IN ({dmarks})", dups)
    conn.execute(f"DELETE FROM kg_entities WHERE id IN ({dmarks})", dups)
    counts["entities"] = len(dups)

    sets = ["description = ?", "source = ?", "confidence = ?", "created_at = ?", "updated_at = ?"]
    params: list = [description, source, confidence, created_at, now]
    if merged_props is not None:
        sets.append("properties = ?")
        params.append(encode_properties(merged_props))
    if _has_column(conn, "kg_entities", "description_source"):
        sets.append("description_source = ?")
        params.append(description_source if description else None)
    if _has_column(conn, "kg_entities", "last_seen_at"):
        sets.append("last_seen_at = ?")
        params.append(last_seen)
    if name is not None:
        sets.append("name = ?")
        params.append(name)
    conn.execute(f"UPDATE kg_entities SET {', '.join(sets)} WHERE id = ?", [*params, canonical_id])
    if name is not None and not name.isascii() and _has_column(conn, "kg_entities", "normalized_name"):
        # Migration 0013's trigger cannot fold a non-ASCII case change (SQLite's lower() is
        # ASCII only) and takes it for another program's rename: the key stays.
        from ..validation import normalize_name

        conn.execute("UPDATE kg_entities SET normalized_name = ? WHERE id = ? AND normalized_name IS NULL",
                     (normalize_name(name), canonical_id))
    return counts


def _move_edges(conn: sqlite3.Connection, canon: str, dups: list[str]) -> tuple[int, int]:
    group = {canon, *dups}
    marks = ",".join("?" * len(group))
    ids = list(group)
    has_valid = _has_column(conn, "kg_edges", "valid_to")
    valid_cols = "valid_from, valid_to" if has_valid else "NULL, NULL"
    edges = conn.execute(
        f"SELECT id, source_entity_id, target_entity_id, edge_type, {valid_cols}, source, created_at"
        f" FROM kg_edges WHERE source_entity_id IN ({marks}) OR target_entity_id IN ({marks})",
        ids + ids,
    ).fetchall()
    # Keep the canonical's own edges first, then by precedence and age, so duplicates drop from dups.
    edges.sort(key=lambda e: (e[1] not in (canon,) and e[2] not in (canon,), -precedence(e[6]),
                              sortable_time(e[7]), e[0]))
    seen_current: set[tuple] = set()
    seen_windows: set[tuple] = set()
    moved = dropped = 0
    for eid, src, tgt, etype, vfrom, vto, _source, _created in edges:
        new_src = canon if src in group else src
        new_tgt = canon if tgt in group else tgt
        key = (new_src, new_tgt, etype)
        if new_src == new_tgt:
            conn.execute("DELETE FROM kg_edges WHERE id = ?", (eid,))
            dropped += 1
            continue
        if vto is None:
            if key in seen_current:
                conn.execute("DELETE FROM kg_edges WHERE id = ?", (eid,))
                dropped += 1
                continue
            seen_current.add(key)
        else:
            if (key, vfrom, vto) in seen_windows:
                conn.execute("DELETE FROM kg_edges WHERE id = ?", (eid,))
                dropped += 1
                continue
            seen_windows.add((key, vfrom, vto))
        if (new_src, new_tgt) != (src, tgt):
            conn.execute(
                "UPDATE kg_edges SET source_entity_id = ?, target_entity_id = ? WHERE id = ?",
                (new_src, new_tgt, eid),
            )
            moved += 1
    return moved, dropped


def _move_observations(
    conn: sqlite3.Connection, canon: str, dups: list[str], has_fingerprints: bool
) -> tuple[int, int]:
    from ..validation import text_hash

    ids = [canon, *dups]
    marks = ",".join("?" * len(ids))
    fp_col = "fingerprint" if has_fingerprints else "NULL"
    rows = conn.execute(
        f"SELECT id, entity_id, content, source, created_at, {fp_col} FROM kg_observations"
        f" WHERE entity_id IN ({marks})",
        ids,
    ).fetchall()
    rows.sort(key=lambda r: (-precedence(r[3]), sortable_time(r[4]), r[0]))
    seen_fp: set[str] = set()
    seen_hash: set[str] = set()
    drop, move = [], []
    for oid, entity_id, content, _source, _created, fingerprint in rows:
        h = text_hash(content or "")
        if h in seen_hash or (fingerprint and fingerprint in seen_fp):
            drop.append(oid)
            continue
        seen_hash.add(h)
        if fingerprint:
            seen_fp.add(fingerprint)
        if entity_id != canon:
            move.append(oid)
    # Decide first, then write: a kept row may only move once its twin is gone (UNIQUE fingerprint).
    for oid in drop:
        conn.execute("DELETE FROM kg_observations WHERE id = ?", (oid,))
    for oid in move:
        conn.execute("UPDATE kg_observations SET entity_id = ? WHERE id = ?", (canon, oid))
    return len(move), len(drop)


# The names (and writers) of the entities a merge folded into one, the kept one's included: the
# merge may rename it (case duplicates take the lexicon's casing: "go" + "GO" become "Go"), and the
# cleanup judges an entity by how it was written, not by the name the merge gave it
# (passive.cleanup.written_names). The rows go with their entity (ON DELETE CASCADE).
MERGED_NAMES = "kg_merged_names"
_MERGED_NAMES_SQL = f"""CREATE TABLE IF NOT EXISTS {MERGED_NAMES} (
    entity_id TEXT NOT NULL REFERENCES kg_entities(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    source TEXT,
    PRIMARY KEY (entity_id, name)
) WITHOUT ROWID"""


def ensure_merged_names_table(conn: sqlite3.Connection) -> None:
    conn.execute(_MERGED_NAMES_SQL)


def _record_merged_names(conn: sqlite3.Connection, canon: str, dups: list[str], members: list[tuple]) -> None:
    ensure_merged_names_table(conn)
    dmarks = ",".join("?" * len(dups))
    # What earlier merges recorded for the duplicates now belongs to the kept entity.
    conn.execute(f"INSERT OR IGNORE INTO {MERGED_NAMES} (entity_id, name, source)"
                 f" SELECT ?, name, source FROM {MERGED_NAMES} WHERE entity_id IN ({dmarks})", [canon, *dups])
    conn.executemany(f"INSERT OR IGNORE INTO {MERGED_NAMES} (entity_id, name, source) VALUES (?, ?, ?)",
                     [(canon, r[1], r[4]) for r in members if isinstance(r[1], str)])


def _columns(conn: sqlite3.Connection, table: str) -> list[str]:
    return [r[1] for r in conn.execute(f'PRAGMA table_info("{table}")')]


def _has_column(conn: sqlite3.Connection, table: str, column: str) -> bool:
    return column in _columns(conn, table)
