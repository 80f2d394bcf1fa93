"""Healing rows another program wrote into the file (CoWork OS, see COWORK-COEXISTENCE.md).

CoWork inserts entities without normalized_name (nor last_seen_at, description_source),
observations without content_hash or fingerprint, repeats observations, can insert "react"
beside our "React", and spells multi-word edge types with spaces. Every lookup is right without
healing (workspace.py reads such rows by their name or text); healing makes the rows whole so
that the rest of the store (search by name prefix, listings, decay) sees them too, and merges
what CoWork duplicated, by the seed's rules (migrations.merge_group, the observation rules of
migrations.remove_duplicate_observations).

It runs on open and whenever another process's commit is noticed (store.KnowledgeGraph), never
on a file open read-only. It is cheap when nothing needs it: three probes of partial indexes
that hold only rows needing it (migration 0013). Each batch is one short BEGIN IMMEDIATE
transaction; when another writer holds the lock, healing stops and is tried again later.
"""

from __future__ import annotations

import logging
import sqlite3
from dataclasses import dataclass

from ..errors import StoreBusyError
from .rows import sortable_time
from ..validation import edge_type_key, normalize_name, precedence, text_fingerprint, text_hash

log = logging.getLogger(__name__)

# Rows per transaction: a batch must stay far below CoWork's 5 s busy timeout (a merge moves a
# few edges and observations; 100 plain key fills take about a millisecond).
ENTITY_BATCH = 100
OBSERVATION_ENTITY_BATCH = 100
EDGE_PAIR_BATCH = 200

_UNKEYED = "SELECT rowid, id, workspace_id, entity_type_id, name FROM kg_entities" \
           " WHERE normalized_name IS NULL AND rowid > ? ORDER BY rowid LIMIT ?"
_UNHASHED = "SELECT DISTINCT entity_id FROM kg_observations WHERE content_hash IS NULL AND entity_id > ?" \
            " ORDER BY entity_id LIMIT ?"
_SPACED_PAIRS = "SELECT DISTINCT source_entity_id, target_entity_id FROM kg_edges" \
                " WHERE instr(edge_type, ' ') > 0 AND valid_to IS NULL"
# The probes select a column of the partial index (migration 0013) and none that a covering index
# of every row holds: asked for `1`, SQLite scanned idx_kg_edges_type_windows or
# idx_kg_entities_normalized from end to end instead (200k entities, 600k edges: 60-100 ms after
# every commit of another process, paid by whatever the explorer asked next).
_ANY_UNKEYED = "SELECT id FROM kg_entities WHERE normalized_name IS NULL LIMIT 1"
_ANY_UNHASHED = "SELECT entity_id FROM kg_observations WHERE content_hash IS NULL LIMIT 1"
_ANY_SPACED = "SELECT source_entity_id FROM kg_edges WHERE instr(edge_type, ' ') > 0 LIMIT 1"


@dataclass
class HealReport:
    keyed: int = 0  # entities given their normalized_name
    merged: int = 0  # duplicate entities merged into another
    hashed: int = 0  # observations given their hash and fingerprint
    observations_dropped: int = 0  # repeated observations removed
    indexed: int = 0  # observations another program added, folded into our search index
    edges_dropped: int = 0  # second current edges of one relationship (spelling of the type)
    complete: bool = True  # False: another writer held the lock; try again later
    spaced_edge_types: bool = True  # the file holds edge types spelled with spaces (see store)

    @property
    def changed(self) -> bool:
        return bool(self.keyed or self.merged or self.hashed or self.observations_dropped or self.edges_dropped
                    or self.indexed)


def has_healing_indexes(conn: sqlite3.Connection) -> bool:
    return conn.execute(
        "SELECT 1 FROM sqlite_master WHERE type = 'index' AND name = 'idx_kg_entities_unkeyed'"
    ).fetchone() is not None


def needs_healing(conn: sqlite3.Connection) -> tuple[bool, bool, list[tuple[str, str]]]:
    """(entities, observations, edge pairs to check): each from its partial index alone."""
    entities = conn.execute(_ANY_UNKEYED).fetchone() is not None
    observations = conn.execute(_ANY_UNHASHED).fetchone() is not None
    pairs = conn.execute(_SPACED_PAIRS).fetchall()
    return entities, observations, pairs


def heal(db, report: HealReport | None = None) -> HealReport:
    """Heal what needs it, in short transactions on `db` (a db.Database); see the module."""
    report = report or HealReport()
    if db.read_only_reason is not None:
        return report
    with db.lock:
        conn = db.conn
        if not has_healing_indexes(conn):
            return report
        entities, observations, pairs = needs_healing(conn)
        try:
            if entities:
                _heal_entities(db, report)
            if observations:
                _heal_observations(db, report)
            if pairs:
                _heal_edges(db, pairs, report)
            _index_observation_tail(db, report)
            _index_trigram_tail(db, report)
        except StoreBusyError:
            report.complete = False
        report.spaced_edge_types = conn.execute(_ANY_SPACED).fetchone() is not None
    if report.changed:
        log.info("healed rows another program wrote: %s", report)
    return report


def _index_observation_tail(db, report: HealReport) -> None:
    """Observations CoWork adds land in our batched index's unindexed tail, which our own inserts
    fold in once it holds a batch; a file only CoWork writes would let it grow, and every search
    scans it. A batch's worth or more is indexed here."""
    from . import search_index

    conn = db.conn
    if not conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'kg_fts_state'").fetchone():
        return
    mark = search_index.indexed_rowid(conn, search_index.OBSERVATIONS)
    top = conn.execute("SELECT MAX(rowid) FROM kg_observations").fetchone()[0] or 0
    if mark is None or top - mark < search_index.BATCH:
        return
    with db.write(patient=False) as c:
        report.indexed += search_index.flush(c, search_index.OBSERVATIONS)


def _index_trigram_tail(db, report: HealReport) -> None:
    """Names CoWork adds land in the trigram index's tail, as its observations do: a batch's
    worth or more is indexed here."""
    from . import search_index

    conn = db.conn
    mark = search_index.trigram_rowid(conn)
    top = conn.execute("SELECT MAX(rowid) FROM kg_entities").fetchone()[0] or 0
    if mark is None or top - mark < search_index.BATCH:
        return
    with db.write(patient=False) as c:
        report.indexed += search_index.flush_trigrams(c)


# -- entities ------------------------------------------------------------------------------------

def _heal_entities(db, report: HealReport) -> None:
    from .migrations import FILL_ENTITY_COLUMNS_SQL, merge_group

    after = 0
    while True:
        with db.write(patient=False) as conn:
            rows = conn.execute(_UNKEYED, (after, ENTITY_BATCH)).fetchall()
            if not rows:
                return
            after = rows[-1][0]
            now = db.now()
            ids = [r[1] for r in rows]
            marks = ",".join("?" * len(ids))
            # Our columns the migrations fill for existing rows (0004), filled the same way.
            conn.execute(f"UPDATE kg_entities SET {FILL_ENTITY_COLUMNS_SQL} WHERE id IN ({marks})", ids)
            groups: dict[tuple, list[tuple[str, str]]] = {}
            for _rowid, eid, ws, type_id, name in rows:
                key = normalize_name(name if isinstance(name, str) else str(name))
                groups.setdefault((ws, type_id, key), []).append((eid, name))
            type_names = dict(conn.execute("SELECT id, name FROM kg_entity_types"))
            for (ws, type_id, key), members in groups.items():
                members += conn.execute(
                    "SELECT id, name FROM kg_entities WHERE workspace_id = ? AND entity_type_id = ?"
                    " AND normalized_name = ?", (ws, type_id, key)).fetchall()
                keep = members[0][0]
                if len(members) > 1:
                    keep = merge_group(conn, members, type_names.get(type_id), now)
                    if keep is None:
                        continue  # they stay apart (and unkeyed): lookups still find them by name
                    report.merged += len(members) - 1
                conn.execute("UPDATE kg_entities SET normalized_name = ? WHERE id = ? AND normalized_name IS NULL",
                             (key, keep))
                report.keyed += 1


# -- observations --------------------------------------------------------------------------------

def _heal_observations(db, report: HealReport) -> None:
    after = ""
    while True:
        with db.write(patient=False) as conn:
            entity_ids = [r[0] for r in conn.execute(_UNHASHED, (after, OBSERVATION_ENTITY_BATCH))]
            if not entity_ids:
                return
            after = entity_ids[-1]
            for entity_id in entity_ids:
                _heal_entity_observations(conn, entity_id, report)


def _heal_entity_observations(conn: sqlite3.Connection, entity_id: str, report: HealReport) -> None:
    """One entity's observations: repeats removed by the migration's rule
    (migrations.repeated_observations, with the hashes of unhashed rows computed first), then
    hashes filled. Deleting first, so a fingerprint filled in never meets its twin in the unique
    index."""
    from .migrations import repeated_observations

    rows = conn.execute(
        "SELECT id, content, source, created_at, fingerprint, content_hash FROM kg_observations"
        " WHERE entity_id = ?", (entity_id,)).fetchall()
    keyed = []
    for oid, content, source, created, fingerprint, chash in rows:
        digest = chash or text_hash(content if isinstance(content, str) else str(content or ""))
        keyed.append((oid, entity_id, digest, fingerprint or text_fingerprint("", digest), source, created))
    drop = set(repeated_observations(keyed))
    fill = [(digest, fp, oid) for (oid, _e, digest, fp, _s, _c), row in zip(keyed, rows)
            if oid not in drop and (row[5] is None or row[4] is None)]
    for oid in drop:
        conn.execute("DELETE FROM kg_observations WHERE id = ?", (oid,))
    # A text fingerprint another observation already holds (one written with that fingerprint
    # and other text): the hash is filled, the fingerprint left empty, as before.
    for digest, fp, oid in fill:
        if fp in {r[4] for r in rows if r[0] != oid and r[0] not in drop}:
            fp = None
        conn.execute("UPDATE kg_observations SET content_hash = ?, fingerprint = COALESCE(fingerprint, ?)"
                     " WHERE id = ?", (digest, fp, oid))
    report.hashed += len(fill)
    report.observations_dropped += len(drop)


# -- edges ---------------------------------------------------------------------------------------

def _heal_edges(db, pairs: list[tuple[str, str]], report: HealReport) -> None:
    """Second current edges between two entities whose types differ only by spelling (CoWork's
    "hosts weekly" beside our "hosts_weekly": CoWork's own overlap check compares its spelling
    only). The highest-precedence, then oldest, is kept, with its stored spelling: rewriting a
    type would hide the edge from CoWork's check, and CoWork would add it again."""
    # Looked at outside a transaction (spaced types stay: most passes find nothing to do), and
    # decided again inside it for the pairs that had a second edge.
    doubled = [pair for pair in pairs if _second_edges(db.conn, *pair)]
    for start in range(0, len(doubled), EDGE_PAIR_BATCH):
        with db.write(patient=False) as conn:
            for src, tgt in doubled[start:start + EDGE_PAIR_BATCH]:
                for eid in _second_edges(conn, src, tgt):
                    conn.execute("DELETE FROM kg_edges WHERE id = ?", (eid,))
                    report.edges_dropped += 1


def _second_edges(conn: sqlite3.Connection, src: str, tgt: str) -> list[str]:
    edges = conn.execute(
        "SELECT id, workspace_id, edge_type, source, created_at FROM kg_edges"
        " WHERE source_entity_id = ? AND target_entity_id = ? AND valid_to IS NULL",
        (src, tgt)).fetchall()
    edges.sort(key=lambda e: (-precedence(e[3]), sortable_time(e[4]), e[0]))
    seen: set[tuple[str, str]] = set()
    second = []
    for eid, ws, etype, _source, _created in edges:
        key = (ws, edge_type_key(etype) if isinstance(etype, str) else str(etype))
        if key in seen:
            second.append(eid)
        seen.add(key)
    return second
