"""Named, ordered, recorded, idempotent schema migrations.

A fresh file and an original CoWork OS file take the same path: the first migration creates
the original tables if they are missing, the later ones upgrade them. Each migration checks
the state it needs, so running it on an already-upgraded file does nothing.
"""

from __future__ import annotations

import contextlib
import logging
import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass

from . import cowork_contract, entity_merge as merge
from .rows import sortable_time
from ..validation import normalize_name, precedence, text_fingerprint, text_hash

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Migration:
    name: str
    apply: Callable[[sqlite3.Connection, int], None]
    rewrites_data: bool  # a backup is taken before it runs on a file that holds data
    # Work that can be done in short transactions before `apply` (filling new columns, a batch
    # per call): called, each time in its own write transaction, until it returns False. A
    # CoWork OS writer waits at most 5 s for the lock, so no transaction of an upgrade may hold
    # it for long; what it leaves between steps is a state every reader copes with anyway.
    prepare: Callable[[sqlite3.Connection, int], bool] | None = None

    @property
    def described(self) -> str:
        """What it does, for a person waiting on it (TITLES, else the words of its name)."""
        return TITLES.get(self.name) or self.name.partition("_")[2].replace("_", " ")


# Rows per preparing step: about a fifth of a second of work each here.
PREPARE_ROWS = 20_000
# After a long step the lock is left free this long: another writer's busy handler polls the lock
# at most every 100 ms, and a step that began at once after the last one would win each time
# (CoWork's writers waited through 2 s of consecutive steps before this pause).
STEP_PAUSE_S = 0.1
LONG_STEP_S = 0.05


class UpgradeSteps:
    """Context manager around each transaction of an upgrade: before one that follows a long
    step, the write lock stays free for STEP_PAUSE_S."""

    def __init__(self) -> None:
        self._pause_before_next = False

    def __enter__(self) -> UpgradeSteps:
        if self._pause_before_next:
            time.sleep(STEP_PAUSE_S)
        self._started = time.monotonic()
        return self

    def __exit__(self, *exc) -> None:
        self._pause_before_next = time.monotonic() - self._started > LONG_STEP_S


def run_script(conn: sqlite3.Connection, script: str) -> None:
    """Run several statements inside the caller's transaction (executescript would COMMIT first)."""
    pending = ""
    for line in script.splitlines(keepends=True):
        pending += line
        if sqlite3.complete_statement(pending):
            conn.execute(pending)
            pending = ""
    if pending.strip():
        conn.execute(pending)


def _columns(conn: sqlite3.Connection, table: str) -> list[str]:
    return [r[1] for r in conn.execute(f'PRAGMA table_info("{table}")')]


def _table_sql(conn: sqlite3.Connection, name: str) -> str | None:
    row = conn.execute("SELECT sql FROM sqlite_master WHERE name = ?", (name,)).fetchone()
    return row[0] if row else None


# --- 0001: the base tables ----------------------------------------------------------------
# The original CoWork OS shape, except that a fresh file's kg_entities gets no case-sensitive
# UNIQUE(workspace_id, entity_type_id, name): 0004's normalized-name index is stricter, and one
# index fewer makes every entity write cheaper. Upgraded CoWork files keep theirs (harmless).

def _m0001_base_tables(conn: sqlite3.Connection, now: int) -> None:
    run_script(conn, 
        """
        CREATE TABLE IF NOT EXISTS kg_entity_types (
            id TEXT PRIMARY KEY,
            workspace_id TEXT NOT NULL,
            name TEXT NOT NULL,
            description TEXT,
            color TEXT,
            icon TEXT,
            is_builtin INTEGER NOT NULL DEFAULT 0,
            created_at INTEGER NOT NULL,
            UNIQUE(workspace_id, name)
        );
        CREATE TABLE IF NOT EXISTS kg_entities (
            id TEXT PRIMARY KEY,
            workspace_id TEXT NOT NULL,
            entity_type_id TEXT NOT NULL REFERENCES kg_entity_types(id),
            name TEXT NOT NULL,
            description TEXT,
            properties TEXT NOT NULL DEFAULT '{}',
            confidence REAL NOT NULL DEFAULT 1.0,
            source TEXT NOT NULL DEFAULT 'manual',
            source_task_id TEXT,
            created_at INTEGER NOT NULL,
            updated_at INTEGER NOT NULL
        );
        CREATE TABLE IF NOT EXISTS kg_edges (
            id TEXT PRIMARY KEY,
            workspace_id TEXT NOT NULL,
            source_entity_id TEXT NOT NULL REFERENCES kg_entities(id) ON DELETE CASCADE,
            target_entity_id TEXT NOT NULL REFERENCES kg_entities(id) ON DELETE CASCADE,
            edge_type TEXT NOT NULL,
            properties TEXT NOT NULL DEFAULT '{}',
            confidence REAL NOT NULL DEFAULT 1.0,
            source TEXT NOT NULL DEFAULT 'manual',
            source_task_id TEXT,
            created_at INTEGER NOT NULL,
            UNIQUE(workspace_id, source_entity_id, target_entity_id, edge_type)
        );
        CREATE TABLE IF NOT EXISTS kg_observations (
            id TEXT PRIMARY KEY,
            entity_id TEXT NOT NULL REFERENCES kg_entities(id) ON DELETE CASCADE,
            content TEXT NOT NULL,
            source TEXT NOT NULL DEFAULT 'manual',
            source_task_id TEXT,
            created_at INTEGER NOT NULL
        );
        """
    )


# --- 0002: temporal edges without the table-level UNIQUE ------------------------------------

_EDGES_DDL = """
CREATE TABLE kg_edges (
    id TEXT PRIMARY KEY,
    workspace_id TEXT NOT NULL,
    source_entity_id TEXT NOT NULL REFERENCES kg_entities(id) ON DELETE CASCADE,
    target_entity_id TEXT NOT NULL REFERENCES kg_entities(id) ON DELETE CASCADE,
    edge_type TEXT NOT NULL,
    properties TEXT NOT NULL DEFAULT '{}',
    confidence REAL NOT NULL DEFAULT 1.0,
    source TEXT NOT NULL DEFAULT 'manual',
    source_task_id TEXT,
    created_at INTEGER NOT NULL,
    valid_from INTEGER NOT NULL,
    valid_to INTEGER
)
"""

# Each end's index holds the whole row: a BFS level reads its edges, records included, from
# index pages alone (no table lookup per returned edge; see traversal.neighbors).
_EDGE_INDEXES = {  # name: statement, as earlier versions wrote it (the file keeps the text)
    "idx_kg_edges_current": """CREATE UNIQUE INDEX IF NOT EXISTS idx_kg_edges_current
    ON kg_edges(workspace_id, source_entity_id, target_entity_id, edge_type) WHERE valid_to IS NULL""",
    "idx_kg_edges_source_rows": """CREATE INDEX IF NOT EXISTS idx_kg_edges_source_rows
    ON kg_edges(source_entity_id, target_entity_id, edge_type, valid_from, valid_to, workspace_id, id,
                properties, confidence, source, source_task_id, created_at)""",
    "idx_kg_edges_target_rows": """CREATE INDEX IF NOT EXISTS idx_kg_edges_target_rows
    ON kg_edges(target_entity_id, source_entity_id, edge_type, valid_from, valid_to, workspace_id, id,
                properties, confidence, source, source_task_id, created_at)""",
    "idx_kg_edges_task": "CREATE INDEX IF NOT EXISTS idx_kg_edges_task ON kg_edges(source_task_id)"
                         " WHERE source_task_id IS NOT NULL",
}


def _create_edge_indexes(conn: sqlite3.Connection) -> None:
    for sql in _EDGE_INDEXES.values():
        conn.execute(sql)


def _edges_need_rebuild(conn: sqlite3.Connection) -> bool:
    cols = _columns(conn, "kg_edges")
    if "valid_from" not in cols or "valid_to" not in cols:
        return True
    # A table-level UNIQUE shows up as an automatic index; it forbids history, so it must go.
    for _seq, _name, unique, origin, _partial in conn.execute("PRAGMA index_list(kg_edges)"):
        if unique and origin == "u":
            return True
    return False


def _m0002_prepare(conn: sqlite3.Connection, now: int) -> bool:
    """A table that keeps its shape gets its indexes one per step (each sorts every edge)."""
    if _edges_need_rebuild(conn):
        return False  # rebuilt in one go by the migration itself
    conn.execute("UPDATE kg_edges SET valid_from = created_at WHERE valid_from IS NULL")
    missing = [sql for name, sql in _EDGE_INDEXES.items() if not _table_sql(conn, name)]
    if missing:
        conn.execute(missing[0])
    return len(missing) > 1


def _m0002_temporal_edges(conn: sqlite3.Connection, now: int) -> None:
    if _edges_need_rebuild(conn):
        cols = _columns(conn, "kg_edges")
        copy = [
            "id", "workspace_id", "source_entity_id", "target_entity_id", "edge_type",
            "properties", "confidence", "source", "source_task_id", "created_at",
        ]
        select = []
        for c in copy:
            if c in cols:
                select.append(
                    f"COALESCE({c}, '{{}}')" if c == "properties"
                    else f"COALESCE({c}, 1.0)" if c == "confidence"
                    else f"COALESCE({c}, 'manual')" if c == "source"
                    else c
                )
            else:
                select.append("NULL")
        vfrom = "COALESCE(valid_from, created_at)" if "valid_from" in cols else "created_at"
        vto = "valid_to" if "valid_to" in cols else "NULL"
        conn.execute("ALTER TABLE kg_edges RENAME TO kg_edges_legacy")
        # Indexes keep their names on the renamed table; drop ours so they can be recreated.
        for (iname,) in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'kg_edges_legacy'"
            " AND sql IS NOT NULL"
        ).fetchall():
            conn.execute(f'DROP INDEX "{iname}"')
        conn.execute(_EDGES_DDL)
        conn.execute(
            f"INSERT INTO kg_edges (id, workspace_id, source_entity_id, target_entity_id, edge_type,"
            f" properties, confidence, source, source_task_id, created_at, valid_from, valid_to)"
            f" SELECT {', '.join(select)}, {vfrom}, {vto} FROM kg_edges_legacy"
            f" WHERE source_entity_id IN (SELECT id FROM kg_entities)"
            f" AND target_entity_id IN (SELECT id FROM kg_entities)"
        )
        conn.execute("DROP TABLE kg_edges_legacy")
    else:
        conn.execute("UPDATE kg_edges SET valid_from = created_at WHERE valid_from IS NULL")
    _create_edge_indexes(conn)


# --- 0003: observation fingerprints ----------------------------------------------------------

def _observation_hash_columns(conn: sqlite3.Connection) -> None:
    cols = _columns(conn, "kg_observations")
    if "fingerprint" not in cols:
        conn.execute("ALTER TABLE kg_observations ADD COLUMN fingerprint TEXT")
    if "content_hash" not in cols:
        conn.execute("ALTER TABLE kg_observations ADD COLUMN content_hash TEXT")


def fill_observation_hashes(conn: sqlite3.Connection, limit: int | None = None) -> int:
    """Give up to `limit` observations without them their text hash and fingerprint (rows
    another program wrote have neither); how many were filled."""
    rows = conn.execute(
        "SELECT rowid, content, fingerprint FROM kg_observations"
        " WHERE content_hash IS NULL OR fingerprint IS NULL" + (" LIMIT ?" if limit else ""),
        (limit,) if limit else (),
    ).fetchall()
    filled = []
    for rowid, content, fingerprint in rows:
        digest = text_hash(content if isinstance(content, str) else str(content or ""))
        filled.append((digest, fingerprint or text_fingerprint("", digest), rowid))
    conn.executemany("UPDATE kg_observations SET content_hash = ?, fingerprint = ? WHERE rowid = ?", filled)
    return len(filled)


def _m0003_prepare(conn: sqlite3.Connection, now: int) -> bool:
    _observation_hash_columns(conn)
    return fill_observation_hashes(conn, PREPARE_ROWS) == PREPARE_ROWS


def _m0003_observation_fingerprints(conn: sqlite3.Connection, now: int) -> None:
    _observation_hash_columns(conn)
    fill_observation_hashes(conn)
    # Duplicates (same text or fingerprint on one entity) must go before the unique index:
    # keep the highest-precedence source, then the oldest.
    remove_duplicate_observations(conn)
    # One index serves lookups by entity (its prefix): listing, and the repeat check by
    # fingerprint or text hash, which scans only that entity's observations. Every extra
    # index would be written on each insert.
    run_script(conn, 
        """
        CREATE UNIQUE INDEX IF NOT EXISTS idx_kg_observations_fingerprint
            ON kg_observations(entity_id, fingerprint);
        CREATE INDEX IF NOT EXISTS idx_kg_observations_task
            ON kg_observations(source_task_id) WHERE source_task_id IS NOT NULL;
        """
    )


def repeated_observations(rows: list[tuple]) -> list[str]:
    """Of observations (id, entity_id, content_hash, fingerprint, source, created_at), the ids of
    those that repeat another of their entity (same text hash or same fingerprint): of each group
    the highest-precedence source is kept, then the oldest, then the lowest id, and a row goes
    when it is not the best of its text group or of its fingerprint group. One pass."""
    def order(row) -> tuple:
        return (-precedence(row[4]), sortable_time(row[5]), row[0])

    def keys(row):
        return [k for k in ((0, row[1], row[2]), (1, row[1], row[3])) if k[2] is not None]

    best: dict[tuple, tuple] = {}
    for row in rows:
        for key in keys(row):
            held = best.get(key)
            if held is None or order(row) < order(held):
                best[key] = row
    return [row[0] for row in rows if any(best[key][0] != row[0] for key in keys(row))]


def remove_duplicate_observations(conn: sqlite3.Connection) -> int:
    """Delete repeated observations per entity (see repeated_observations)."""
    doomed = repeated_observations(conn.execute(
        "SELECT id, entity_id, content_hash, fingerprint, source, created_at FROM kg_observations").fetchall())
    conn.executemany("DELETE FROM kg_observations WHERE id = ?", [(oid,) for oid in doomed])
    return len(doomed)


# --- 0004: normalized names (merging case duplicates first) ----------------------------------

def _entity_columns(conn: sqlite3.Connection) -> None:
    cols = _columns(conn, "kg_entities")
    for column in ("normalized_name TEXT", "description_source TEXT", "last_seen_at INTEGER"):
        if column.split()[0] not in cols:
            conn.execute(f"ALTER TABLE kg_entities ADD COLUMN {column}")


# Our columns of an entity another program wrote, from its own: when it was last seen, and who
# wrote its description (0004 fills every row so; healing, CoWork's later rows).
FILL_ENTITY_COLUMNS_SQL = (
    "last_seen_at = COALESCE(last_seen_at, updated_at), description_source = COALESCE(description_source,"
    " CASE WHEN description IS NOT NULL AND description != '' THEN source END)"
)


def fill_entity_columns(conn: sqlite3.Connection, limit: int | None = None) -> int:
    """Fill our columns of up to `limit` entities that lack them (rows another program wrote):
    the identity key and FILL_ENTITY_COLUMNS_SQL's. One UPDATE per row, with CoWork's index
    trigger held back: none of these columns is indexed."""
    rows = conn.execute(
        "SELECT rowid, name, normalized_name FROM kg_entities WHERE normalized_name IS NULL"
        " OR last_seen_at IS NULL OR (description_source IS NULL AND description IS NOT NULL AND description != '')"
        + (" LIMIT ?" if limit else ""),
        (limit,) if limit else (),
    ).fetchall()
    filled = [
        (key if key is not None else normalize_name(name if isinstance(name, str) else str(name)), rowid)
        for rowid, name, key in rows
    ]
    with cowork_contract.index_update_held_back(conn):
        conn.executemany(
            f"UPDATE kg_entities SET normalized_name = ?, {FILL_ENTITY_COLUMNS_SQL} WHERE rowid = ?", filled)
    return len(filled)


def _m0004_prepare(conn: sqlite3.Connection, now: int) -> bool:
    _entity_columns(conn)
    return fill_entity_columns(conn, PREPARE_ROWS) == PREPARE_ROWS


def _m0004_entity_normalized_name(conn: sqlite3.Connection, now: int) -> None:
    _entity_columns(conn)
    fill_entity_columns(conn)
    merge_stored_key_duplicates(conn, now)
    conn.execute(
        "CREATE UNIQUE INDEX IF NOT EXISTS idx_kg_entities_normalized"
        " ON kg_entities(workspace_id, entity_type_id, normalized_name)"
    )
    conn.execute(
        "CREATE INDEX IF NOT EXISTS idx_kg_entities_task ON kg_entities(source_task_id)"
        " WHERE source_task_id IS NOT NULL"
    )


def merge_stored_key_duplicates(conn: sqlite3.Connection, now: int) -> int:
    """merge_case_duplicates for a file whose every key was just computed (0004): the groups
    are found by SQL on the stored keys instead of normalising every name again."""
    rows = conn.execute(
        "SELECT e.id, e.name, e.workspace_id, e.entity_type_id, e.normalized_name, t.name FROM kg_entities e"
        " LEFT JOIN kg_entity_types t ON t.id = e.entity_type_id"
        " WHERE (e.workspace_id, e.entity_type_id, e.normalized_name) IN ("
        "   SELECT workspace_id, entity_type_id, normalized_name FROM kg_entities"
        "   GROUP BY workspace_id, entity_type_id, normalized_name HAVING count(*) > 1)"
    ).fetchall()
    groups: dict[tuple, list[tuple]] = {}
    for eid, name, ws, type_id, key, type_name in rows:
        groups.setdefault((ws, type_id, key), []).append((eid, name, type_name))
    merged = 0
    for members in groups.values():
        if merge_group(conn, [(m[0], m[1]) for m in members], members[0][2], now):
            merged += len(members) - 1
    return merged


def merge_case_duplicates(conn: sqlite3.Connection, now: int, workspace_id: str | None = None) -> int:
    """Merge entities whose names differ only by case/spacing, each workspace on its own."""
    sql = "SELECT e.id, e.workspace_id, e.entity_type_id, e.name, t.name FROM kg_entities e" \
          " LEFT JOIN kg_entity_types t ON t.id = e.entity_type_id"
    params: tuple = ()
    if workspace_id is not None:
        sql += " WHERE e.workspace_id = ?"
        params = (workspace_id,)
    groups: dict[tuple, list[tuple[str, str, str | None]]] = {}
    for eid, ws, type_id, name, type_name in conn.execute(sql, params).fetchall():
        groups.setdefault((ws, type_id, normalize_name(name)), []).append((eid, name, type_name))
    merged = 0
    for members in groups.values():
        if len(members) >= 2 and merge_group(conn, [(m[0], m[1]) for m in members], members[0][2], now):
            merged += len(members) - 1
    return merged


def merge_group(conn: sqlite3.Connection, members: list[tuple[str, str]], type_name: str | None,
                now: int) -> str | None:
    """Merge entities that one identity key makes the same ((id, name) pairs of one workspace and
    type) by the seed's rules; the id kept, or None when they stay apart (a stored value that
    nothing here can read would be lost)."""
    from ..lexicon import canonical_technology_name

    ids = [eid for eid, _name in members]
    if merge.unreadable_properties_among(conn, ids):
        log.warning("entities %s were not merged: the properties of one cannot be read", ", ".join(ids))
        return None
    canon = merge.choose_canonical(conn, ids)
    canon_name = next(name for eid, name in members if eid == canon)
    if type_name == "technology":
        canonical = canonical_technology_name(canon_name)
        if canonical and normalize_name(canonical) == normalize_name(canon_name):
            canon_name = canonical
    merge.merge_entities(conn, canon, [i for i in ids if i != canon], now, name=canon_name)
    return canon


# --- 0005: full-text search -----------------------------------------------------------------

FTS_TOKENIZE = "unicode61 remove_diacritics 2"

# An entity whose indexed text changes is not re-indexed in the writing commit (an FTS5 segment
# write, two thirds of an upsert's cost): the text the index holds is parked in kg_fts_stale, and
# search treats those rows like the unindexed tail (their index entries are ignored, their current
# text is matched directly). Once STALE_BATCH of them are parked, the trigger on kg_fts_stale
# re-indexes them all in that transaction, so every writer of the file keeps it bounded. Smaller
# than the insert batch: every search scans the parked rows, and one re-indexing commit per 64
# updates already removes almost all of the per-commit index cost.
STALE_BATCH = 64
# Each re-indexing also merges this many pages of index segments: batches of deletions otherwise
# leave segments that FTS5's automerge lets pile up, and every query reads through them.
STALE_MERGE_PAGES = 256
# Re-index the parked entities: run by the trigger below, and by search_index.flush_stale.
REINDEX_STALE_SQL = f"""
    INSERT INTO kg_entities_fts(kg_entities_fts, rowid, name, description)
        SELECT 'delete', entity_rowid, name, description FROM kg_fts_stale;
    INSERT INTO kg_entities_fts(rowid, name, description)
        SELECT e.rowid, e.name, e.description FROM kg_fts_stale s JOIN kg_entities e ON e.rowid = s.entity_rowid;
    DELETE FROM kg_fts_stale;
    INSERT INTO kg_entities_fts(kg_entities_fts, rank) VALUES ('merge', {STALE_MERGE_PAGES});
"""
ENTITY_STALE_SQL = f"""
CREATE TABLE IF NOT EXISTS kg_fts_stale (entity_rowid INTEGER PRIMARY KEY, name TEXT, description TEXT);
CREATE TRIGGER kg_fts_stale_flush AFTER INSERT ON kg_fts_stale
WHEN (SELECT count(*) FROM kg_fts_stale) >= {STALE_BATCH} BEGIN{REINDEX_STALE_SQL}END;
"""
ENTITY_UPDATE_TRIGGER = """
CREATE TRIGGER kg_entities_fts_update AFTER UPDATE OF name, description ON kg_entities
WHEN (old.name IS NOT new.name OR old.description IS NOT new.description)
 AND old.rowid <= (SELECT indexed_rowid FROM kg_fts_state WHERE name = 'entities') BEGIN
    INSERT OR IGNORE INTO kg_fts_stale (entity_rowid, name, description)
        VALUES (old.rowid, old.name, old.description);
END;
"""
ENTITY_DELETE_TRIGGER = """
CREATE TRIGGER kg_entities_fts_delete AFTER DELETE ON kg_entities
WHEN old.rowid <= (SELECT indexed_rowid FROM kg_fts_state WHERE name = 'entities') BEGIN
    INSERT INTO kg_entities_fts(kg_entities_fts, rowid, name, description)
        SELECT 'delete', old.rowid, name, description FROM kg_fts_stale WHERE entity_rowid = old.rowid
        UNION ALL
        SELECT 'delete', old.rowid, old.name, old.description
            WHERE NOT EXISTS (SELECT 1 FROM kg_fts_stale WHERE entity_rowid = old.rowid);
    DELETE FROM kg_fts_stale WHERE entity_rowid = old.rowid;
END;
"""
OBSERVATION_UPDATE_TRIGGER = """
CREATE TRIGGER kg_observations_fts_update AFTER UPDATE OF content ON kg_observations
WHEN old.content IS NOT new.content
 AND old.rowid <= (SELECT indexed_rowid FROM kg_fts_state WHERE name = 'observations') BEGIN
    INSERT INTO kg_observations_fts(kg_observations_fts, rowid, content) VALUES ('delete', old.rowid, old.content);
    INSERT INTO kg_observations_fts(rowid, content) VALUES (new.rowid, new.content);
END;
"""

_OBSERVATION_FTS_SQL = f"""
CREATE VIRTUAL TABLE kg_observations_fts USING fts5(
    content, content='kg_observations', content_rowid='rowid', tokenize='{FTS_TOKENIZE}'
);
CREATE TRIGGER kg_observations_fts_delete AFTER DELETE ON kg_observations
WHEN old.rowid <= (SELECT indexed_rowid FROM kg_fts_state WHERE name = 'observations') BEGIN
    INSERT INTO kg_observations_fts(kg_observations_fts, rowid, content) VALUES ('delete', old.rowid, old.content);
END;
{OBSERVATION_UPDATE_TRIGGER}"""
_ENTITY_FTS_SQL = f"""
CREATE VIRTUAL TABLE kg_entities_fts USING fts5(
    name, description, content='kg_entities', content_rowid='rowid', tokenize='{FTS_TOKENIZE}'
);
{ENTITY_STALE_SQL}{ENTITY_DELETE_TRIGGER}{ENTITY_UPDATE_TRIGGER}"""
_FTS_STATE_SQL = """
CREATE TABLE IF NOT EXISTS kg_fts_state (name TEXT PRIMARY KEY, indexed_rowid INTEGER NOT NULL);
"""


def fts5_available(conn: sqlite3.Connection) -> bool:
    try:
        conn.execute("CREATE VIRTUAL TABLE temp.kg_fts_probe USING fts5(x)")
        conn.execute("DROP TABLE temp.kg_fts_probe")
        return True
    except sqlite3.OperationalError:
        return False


def drop_search_index(conn: sqlite3.Connection) -> None:
    """Our search objects go. On a CoWork file only what bears our marks: its entity index and
    anything else of CoWork's stay, and an observation index that is not ours (a later CoWork's)
    is refused by name rather than dropped."""
    cowork = cowork_contract.is_cowork_file(conn)
    check_nothing_of_coworks_in_the_way(conn)
    for trigger, sql in conn.execute(
        "SELECT name, sql FROM sqlite_master WHERE type = 'trigger'"
        " AND tbl_name IN ('kg_entities', 'kg_observations') AND sql LIKE '%_fts%'"
    ).fetchall():
        if cowork and not ("kg_fts_state" in sql or "kg_fts_stale" in sql or "kg_observations_fts" in sql):
            continue  # CoWork's
        conn.execute(f'DROP TRIGGER IF EXISTS "{trigger}"')
    conn.execute("DROP TABLE IF EXISTS kg_fts_stale")  # and its trigger
    if not cowork:
        conn.execute("DROP TABLE IF EXISTS kg_entities_fts")
    conn.execute("DROP TABLE IF EXISTS kg_observations_fts")
    conn.execute("DROP TABLE IF EXISTS kg_fts_state")


def check_nothing_of_coworks_in_the_way(conn: sqlite3.Connection) -> None:
    """Before an upgrade changes anything: a CoWork object under a name our upgrade would replace
    (a later CoWork's own observation index) stops it with a clear error instead."""
    obs_sql = _table_sql(conn, "kg_observations_fts")
    if cowork_contract.is_cowork_file(conn) and obs_sql is not None and FTS_TOKENIZE not in obs_sql:
        from ..errors import KGError

        raise KGError("this CoWork OS file has a search index of its own named kg_observations_fts, which "
                      "this version would have to replace; the file was left unchanged")


def build_search_index(conn: sqlite3.Connection) -> None:
    """Our files: both indexes batched. CoWork's files: CoWork's own entity index, made exactly
    CoWork's (see cowork_contract), and our batched observation index."""
    cowork = cowork_contract.is_cowork_file(conn)
    drop_search_index(conn)
    run_script(conn, _FTS_STATE_SQL)
    if cowork:
        cowork_contract.install_entity_index(conn)
    else:
        run_script(conn, _ENTITY_FTS_SQL)
    run_script(conn, _OBSERVATION_FTS_SQL)
    rebuild_search_index(conn)


def entity_index_batched(conn: sqlite3.Connection) -> bool:
    """Our batched entity index (a watermark); False where CoWork's triggers keep it row by row."""
    return conn.execute(
        "SELECT 1 FROM sqlite_master WHERE name = 'kg_fts_stale'"
    ).fetchone() is not None


def rebuild_search_index(conn: sqlite3.Connection) -> None:
    if has_trigram_index(conn):
        rebuild_trigram_index(conn)
    conn.execute("INSERT INTO kg_entities_fts(kg_entities_fts) VALUES ('rebuild')")
    conn.execute("INSERT INTO kg_observations_fts(kg_observations_fts) VALUES ('rebuild')")
    marks = [("observations", "kg_observations")]
    if entity_index_batched(conn):
        conn.execute("DELETE FROM kg_fts_stale")  # a rebuild indexes every row's current text
        marks.append(("entities", "kg_entities"))
    for name, table in marks:
        conn.execute(
            f"INSERT OR REPLACE INTO kg_fts_state (name, indexed_rowid)"
            f" VALUES (?, COALESCE((SELECT MAX(rowid) FROM {table}), 0))",
            (name,),
        )


def _m0005_search_index(conn: sqlite3.Connection, now: int) -> None:
    if not fts5_available(conn):
        log.warning("FTS5 is not available in this SQLite build; search uses the LIKE fallback")
        drop_search_index(conn)
        return
    if cowork_contract.is_cowork_file(conn):
        build_search_index(conn)  # 0012's form directly
        return
    sql = _table_sql(conn, "kg_entities_fts") or ""
    obs_sql = _table_sql(conn, "kg_observations_fts") or ""
    if FTS_TOKENIZE in sql and FTS_TOKENIZE in obs_sql:
        return
    build_search_index(conn)


# --- 0006: support tables --------------------------------------------------------------------

def _m0006_support_tables(conn: sqlite3.Connection, now: int) -> None:
    run_script(conn, 
        """
        CREATE TABLE IF NOT EXISTS memory_settings (
            workspace_id TEXT PRIMARY KEY,
            enabled INTEGER NOT NULL DEFAULT 1,
            privacy_mode TEXT NOT NULL DEFAULT 'normal',
            wake_up_layers_enabled INTEGER NOT NULL DEFAULT 1,
            temporal_knowledge_enabled INTEGER NOT NULL DEFAULT 1,
            updated_at INTEGER NOT NULL
        );
        CREATE TABLE IF NOT EXISTS maintenance_state (
            key TEXT PRIMARY KEY,
            value TEXT NOT NULL,
            updated_at INTEGER NOT NULL
        );
        CREATE TABLE IF NOT EXISTS maintenance_claims (
            name TEXT PRIMARY KEY,
            owner TEXT NOT NULL,
            claimed_at INTEGER NOT NULL,
            expires_at INTEGER NOT NULL
        );
        CREATE TABLE IF NOT EXISTS kg_layout_positions (
            entity_id TEXT PRIMARY KEY REFERENCES kg_entities(id) ON DELETE CASCADE,
            workspace_id TEXT NOT NULL,
            x REAL NOT NULL,
            y REAL NOT NULL,
            pinned INTEGER NOT NULL DEFAULT 0,
            updated_at INTEGER NOT NULL
        );
        CREATE INDEX IF NOT EXISTS idx_kg_layout_workspace ON kg_layout_positions(workspace_id);
        """
    )


# --- 0007: batched search indexes ------------------------------------------------------------

def _m0007_batched_search_index(conn: sqlite3.Connection, now: int) -> None:
    """Files indexed row by row (insert triggers, no watermarks) get the batched form; not
    CoWork's, whose entity index is kept by CoWork's triggers (0012)."""
    if not _table_sql(conn, "kg_entities_fts") or cowork_contract.is_cowork_file(conn):
        return
    per_row = conn.execute(
        "SELECT 1 FROM sqlite_master WHERE type = 'trigger'"
        " AND name IN ('kg_entities_fts_insert', 'kg_observations_fts_insert')"
    ).fetchone()
    marks = conn.execute(
        "SELECT COUNT(*) FROM sqlite_master WHERE name = 'kg_fts_state'"
    ).fetchone()[0] and conn.execute(
        "SELECT COUNT(*) FROM kg_fts_state WHERE name IN ('entities', 'observations')"
    ).fetchone()[0]
    if per_row or marks != 2:
        build_search_index(conn)


# --- 0008: index updates only for changed text ------------------------------------------------

def _m0008_fts_updates_when_text_changes(conn: sqlite3.Connection, now: int) -> None:
    if not _table_sql(conn, "kg_entities_fts"):
        return
    conn.execute("DROP TRIGGER IF EXISTS kg_observations_fts_update")
    run_script(conn, OBSERVATION_UPDATE_TRIGGER)  # the entities' trigger: 0009


# --- 0009: entity index updates deferred --------------------------------------------------------

def _m0009_deferred_entity_index_updates(conn: sqlite3.Connection, now: int) -> None:
    if not _table_sql(conn, "kg_entities_fts") or cowork_contract.is_cowork_file(conn):
        return
    for trigger in ("kg_entities_fts_update", "kg_entities_fts_delete", "kg_fts_stale_flush"):
        conn.execute(f"DROP TRIGGER IF EXISTS {trigger}")  # a fresh file has them already
    run_script(conn, ENTITY_STALE_SQL + ENTITY_DELETE_TRIGGER + ENTITY_UPDATE_TRIGGER)


# --- 0010: edge end indexes hold whole rows ---------------------------------------------------

def _m0010_edge_indexes_hold_rows(conn: sqlite3.Connection, now: int) -> None:
    """Replaces the narrower per-end indexes (0002's, or CoWork OS's single-column ones): the new
    ones start with the same column, so nothing loses an index. Rows are untouched: no backup."""
    if not _table_sql(conn, "kg_edges"):
        return
    if not cowork_contract.is_cowork_file(conn):  # CoWork's own indexes are its contract
        conn.execute("DROP INDEX IF EXISTS idx_kg_edges_source")
        conn.execute("DROP INDEX IF EXISTS idx_kg_edges_target")
    _create_edge_indexes(conn)


# --- 0011: identity keys case-folded, invisible characters ignored ----------------------------

def _m0011_identity_casefold(conn: sqlite3.Connection, now: int) -> None:
    """normalized_name as normalize_name computes it now (format characters and variation
    selectors removed, casefold: Straße = STRASSE, React = React+ZWSP). Entities the new key
    makes one are merged first, by merge_case_duplicates' rules. Only the rows that can get a new
    key are read (see below), and only those whose key changes are written."""
    if "normalized_name" not in _columns(conn, "kg_entities"):
        return
    # Only non-ASCII names can get a new key (an ASCII name's is what it was), and rows without
    # one: those are read; the rows already holding one of their new keys join their groups.
    select = ("SELECT e.id, e.workspace_id, e.entity_type_id, e.name, e.normalized_name, t.name"
              " FROM kg_entities e LEFT JOIN kg_entity_types t ON t.id = e.entity_type_id")
    groups: dict[tuple, list[tuple[str, str, str | None, str | None]]] = {}
    seen: set[str] = set()
    for eid, ws, type_id, name, stored, type_name in conn.execute(
        select + " WHERE e.normalized_name IS NULL OR length(e.name) != length(CAST(e.name AS BLOB))"
        " OR typeof(e.name) != 'text'"
    ).fetchall():
        key = normalize_name(name) if isinstance(name, str) else stored
        groups.setdefault((ws, type_id, key), []).append((eid, name, stored, type_name))
        seen.add(eid)
    for ws, type_id, key in list(groups):
        if key is None:
            continue
        for eid, _ws, _t, name, stored, type_name in conn.execute(
            select + " WHERE e.workspace_id = ? AND e.entity_type_id = ? AND e.normalized_name = ?",
            (ws, type_id, key),
        ).fetchall():
            if eid not in seen:
                groups[(ws, type_id, key)].append((eid, name, stored, type_name))
                seen.add(eid)
    changed: list[tuple[str, str]] = []
    for (_ws, _type_id, key), members in groups.items():
        if len(members) > 1:
            canon = merge_group(conn, [(m[0], m[1]) for m in members], members[0][3], now)
            if canon is None:
                continue  # they keep their keys
            members = [m for m in members if m[0] == canon]
        changed += [(eid, key) for eid, _name, stored, _t in members if stored != key]
    # A new key can only be held by a row that also gets a new one if a key stored by another
    # program was inconsistent: such a row waits for the next pass; one that never fits keeps
    # its key (reported) rather than failing the upgrade.
    while changed:
        waiting = []
        for eid, key in changed:
            try:
                conn.execute("UPDATE kg_entities SET normalized_name = ? WHERE id = ?", (key, eid))
            except sqlite3.IntegrityError:
                waiting.append((eid, key))
        if len(waiting) == len(changed):
            log.warning("entities %s keep their old name keys: another entity holds the new one",
                        ", ".join(eid for eid, _ in waiting))
            break
        changed = waiting


# --- 0012: CoWork's entity index stays CoWork's ----------------------------------------------

def _m0012_cowork_entity_index(conn: sqlite3.Connection, now: int) -> None:
    """Earlier versions replaced CoWork's entity-index triggers with our batched ones. CoWork
    re-creates the missing insert trigger at its next start, and from then on rows were indexed
    twice and renames never de-indexed, until the index read as damaged. On a CoWork file the
    index and its three triggers become exactly CoWork's again and the index is rebuilt from the
    table; our batching of entities (watermark, parked stale rows) goes. Observations keep ours."""
    if not cowork_contract.is_cowork_file(conn) or not fts5_available(conn):
        return
    batched = entity_index_batched(conn)
    if batched:
        conn.execute("DROP TABLE kg_fts_stale")  # and its trigger
    if _table_sql(conn, "kg_fts_state"):
        conn.execute("DELETE FROM kg_fts_state WHERE name = 'entities'")
    if batched and cowork_contract.entity_index_is_cowork(conn):
        conn.execute("INSERT INTO kg_entities_fts(kg_entities_fts) VALUES ('rebuild')")
    cowork_contract.install_entity_index(conn)


# --- 0013: healing what other programs write ------------------------------------------------
# CoWork OS inserts entities without normalized_name and observations without content_hash or
# fingerprint (COWORK-COEXISTENCE.md, "How CoWork writes"). Lookups see such rows through these
# partial indexes (empty while nothing needs healing, so they cost our own writes nothing), and
# healing.heal finds them with one index probe; edge types CoWork spelled with spaces, which stay
# (see validation.edge_type_key), are found the same way. The trigger marks a name CoWork changed: its
# UPDATE keeps the old key, which would then name another entity; a NULL key is looked up by
# the name itself and healed. It uses only SQLite's built-in functions (CoWork's connection has
# none of ours), and skips our own renames, which write the key in the same statement (lower()
# folds ASCII only: a non-ASCII rename may be marked needlessly, and is healed the same way).

HEALING_SQL = """
CREATE INDEX IF NOT EXISTS idx_kg_entities_unkeyed
    ON kg_entities(workspace_id, entity_type_id) WHERE normalized_name IS NULL;
CREATE INDEX IF NOT EXISTS idx_kg_observations_unhashed
    ON kg_observations(entity_id) WHERE content_hash IS NULL;
CREATE INDEX IF NOT EXISTS idx_kg_edges_spaced
    ON kg_edges(source_entity_id, target_entity_id, valid_to) WHERE instr(edge_type, ' ') > 0;
DROP TRIGGER IF EXISTS kg_entities_key_stale;
CREATE TRIGGER kg_entities_key_stale AFTER UPDATE OF name ON kg_entities
WHEN new.name IS NOT old.name AND new.normalized_name IS old.normalized_name
 AND new.normalized_name IS NOT lower(trim(new.name)) BEGIN
    UPDATE kg_entities SET normalized_name = NULL WHERE rowid = new.rowid;
END;
"""


def _m0013_healing_index(conn: sqlite3.Connection, now: int) -> None:
    if "normalized_name" not in _columns(conn, "kg_entities") or \
            "content_hash" not in _columns(conn, "kg_observations"):
        return
    run_script(conn, HEALING_SQL)


# --- 0014: our memory flags in a table of ours ------------------------------------------------

MEMORY_FLAGS_SQL = """
CREATE TABLE IF NOT EXISTS kg_memory_flags (
    workspace_id TEXT PRIMARY KEY,
    wake_up_layers_enabled INTEGER NOT NULL DEFAULT 1,
    temporal_knowledge_enabled INTEGER NOT NULL DEFAULT 1,
    updated_at INTEGER NOT NULL
)
"""


def _m0014_memory_flags(conn: sqlite3.Connection, now: int) -> None:
    """The switches CoWork OS does not keep in its file (wake-up layers, temporal knowledge) move
    to kg_memory_flags, on every file: memory_settings keeps only what both programs share
    (enabled, privacy_mode), whoever made the table. On a CoWork file memory_settings is CoWork's
    and has no such columns; on ours 0006 made them, and their values are copied (the columns
    stay, unused: a table is not rebuilt for that)."""
    conn.execute(MEMORY_FLAGS_SQL)
    cols = _columns(conn, "memory_settings")
    if {"wake_up_layers_enabled", "temporal_knowledge_enabled"} <= set(cols):
        updated = "COALESCE(updated_at, ?)" if "updated_at" in cols else "?"
        conn.execute(
            f"INSERT OR IGNORE INTO kg_memory_flags (workspace_id, wake_up_layers_enabled,"
            f" temporal_knowledge_enabled, updated_at)"
            f" SELECT workspace_id, COALESCE(wake_up_layers_enabled, 1), COALESCE(temporal_knowledge_enabled, 1),"
            f" {updated} FROM memory_settings WHERE workspace_id IS NOT NULL",
            (now,),
        )


# --- 0015: a trigram index of entity names, for infix and typo-tolerant search -----------
# Beside the word index (which finds words and word prefixes), FTS5's trigram tokenizer finds any
# run of three or more characters inside a name ("sql" in PostgreSQL). Only names: they are
# short, so the index stays small; descriptions and observations keep word matching.
# Batched like our other indexes (see search_index): rows above the watermark in
# kg_trigram_state are the unindexed tail, which search scans and our inserts fold in a batch at
# a time, so a one-row commit pays no FTS5 segment write. The table, its watermark and its
# triggers are ours on every file, and use only SQLite's built-in functions: CoWork OS writes a
# shared file without our Python functions, and its renames and deletes of indexed rows are
# carried into the index by these triggers (its inserts land in the tail). An insert at or below
# the watermark (a reused rowid, a restored row) is indexed at once.

TRIGRAM_TABLE = "kg_entity_trigrams"
_TRIGRAM_MARK = "(SELECT indexed_rowid FROM kg_trigram_state)"
TRIGRAM_SQL = f"""
CREATE VIRTUAL TABLE IF NOT EXISTS {TRIGRAM_TABLE} USING fts5(
    name, content='kg_entities', content_rowid='rowid', tokenize='trigram'
);
CREATE TABLE IF NOT EXISTS kg_trigram_state (
    id INTEGER PRIMARY KEY CHECK (id = 1), indexed_rowid INTEGER NOT NULL
);
DROP TRIGGER IF EXISTS kg_entity_trigrams_insert;
CREATE TRIGGER kg_entity_trigrams_insert AFTER INSERT ON kg_entities
WHEN new.rowid <= {_TRIGRAM_MARK} BEGIN
    INSERT INTO {TRIGRAM_TABLE}(rowid, name) VALUES (new.rowid, new.name);
END;
DROP TRIGGER IF EXISTS kg_entity_trigrams_delete;
CREATE TRIGGER kg_entity_trigrams_delete AFTER DELETE ON kg_entities
WHEN old.rowid <= {_TRIGRAM_MARK} BEGIN
    INSERT INTO {TRIGRAM_TABLE}({TRIGRAM_TABLE}, rowid, name) VALUES ('delete', old.rowid, old.name);
END;
DROP TRIGGER IF EXISTS kg_entity_trigrams_update;
CREATE TRIGGER kg_entity_trigrams_update AFTER UPDATE OF name ON kg_entities
WHEN new.name IS NOT old.name AND old.rowid <= {_TRIGRAM_MARK} BEGIN
    INSERT INTO {TRIGRAM_TABLE}({TRIGRAM_TABLE}, rowid, name) VALUES ('delete', old.rowid, old.name);
    INSERT INTO {TRIGRAM_TABLE}(rowid, name) VALUES (new.rowid, new.name);
END;
"""


def trigram_tokenizer_available(conn: sqlite3.Connection) -> bool:
    try:
        conn.execute("CREATE VIRTUAL TABLE temp.kg_trigram_probe USING fts5(x, tokenize='trigram')")
        conn.execute("DROP TABLE temp.kg_trigram_probe")
        return True
    except sqlite3.OperationalError:
        return False


def has_trigram_index(conn: sqlite3.Connection) -> bool:
    return conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'kg_trigram_state'").fetchone() is not None


def build_trigram_index(conn: sqlite3.Connection) -> None:
    """Create the trigram index (or re-create its triggers) and fill it from the table: one pass
    over the names, linear in the number of entities; the watermark then stands at the top."""
    run_script(conn, TRIGRAM_SQL)
    rebuild_trigram_index(conn)


def rebuild_trigram_index(conn: sqlite3.Connection) -> None:
    conn.execute(f"INSERT INTO {TRIGRAM_TABLE}({TRIGRAM_TABLE}) VALUES ('rebuild')")
    conn.execute("INSERT OR REPLACE INTO kg_trigram_state (id, indexed_rowid)"
                 " VALUES (1, COALESCE((SELECT MAX(rowid) FROM kg_entities), 0))")


def trigram_index_problems(conn: sqlite3.Connection) -> list[str]:
    """Entities at or below the watermark that the trigram index misses, or entries for entities
    the table does not hold: FTS5's own check of an external-content index (in this SQLite)
    reads the index alone. Call with the tail folded in."""
    docs = f"{TRIGRAM_TABLE}_docsize"
    missing = conn.execute(
        f"SELECT count(*) FROM kg_entities e WHERE e.rowid <= {_TRIGRAM_MARK}"
        f" AND NOT EXISTS (SELECT 1 FROM {docs} d WHERE d.id = e.rowid)"
    ).fetchone()[0]
    extra = conn.execute(
        f"SELECT count(*) FROM {docs} d WHERE NOT EXISTS (SELECT 1 FROM kg_entities e WHERE e.rowid = d.id)"
    ).fetchone()[0]
    problems = []
    if missing:
        problems.append(f"{TRIGRAM_TABLE}: {missing} entities not indexed")
    if extra:
        problems.append(f"{TRIGRAM_TABLE}: {extra} index entries for entities that are gone")
    return problems


def _trigram_fill(conn: sqlite3.Connection, limit: int | None) -> int:
    """Index up to `limit` names above the watermark (all of them with None), raising it."""
    mark = conn.execute("SELECT indexed_rowid FROM kg_trigram_state").fetchone()[0]
    chunk = f"SELECT rowid, name FROM kg_entities WHERE rowid > ? ORDER BY rowid LIMIT {-1 if limit is None else int(limit)}"
    n = conn.execute(f"INSERT INTO {TRIGRAM_TABLE}(rowid, name) {chunk}", (mark,)).rowcount
    if n:
        conn.execute(f"UPDATE kg_trigram_state SET indexed_rowid = (SELECT MAX(rowid) FROM ({chunk}))", (mark,))
    return n


def _m0015_prepare(conn: sqlite3.Connection, now: int) -> bool:
    """The index is filled a step at a time (CoWork's writers wait for no long transaction):
    the first step creates it empty, with its watermark at 0, so every name is in the tail that
    search scans until a step has indexed it."""
    if not fts5_available(conn) or not trigram_tokenizer_available(conn):
        return False
    if not has_trigram_index(conn):
        run_script(conn, TRIGRAM_SQL)
        conn.execute("INSERT INTO kg_trigram_state (id, indexed_rowid) VALUES (1, 0)")
    return _trigram_fill(conn, PREPARE_ROWS) == PREPARE_ROWS


def _m0015_trigram_index(conn: sqlite3.Connection, now: int) -> None:
    if not fts5_available(conn) or not trigram_tokenizer_available(conn):
        log.warning("this SQLite build has no FTS5 trigram tokenizer; search finds words and prefixes only")
        return
    if not has_trigram_index(conn):
        build_trigram_index(conn)
        return
    run_script(conn, TRIGRAM_SQL)  # idempotent: the triggers as this version writes them
    _trigram_fill(conn, None)  # what the last step left


# --- 0016: the review inbox: when each workspace was last reviewed, and what extraction saw ---
# Ours on every file (CoWork OS has neither): one row per workspace with the time a person last
# marked the inbox reviewed (relationships written since then wait in it), and per entity and
# task the text around the mention extraction found it in (what a reviewer reads to judge it).
# Mentions go with their entity (the foreign key's cascade, on CoWork's connection too).

REVIEW_MARKS_SQL = """
CREATE TABLE IF NOT EXISTS kg_review_marks (
    workspace_id TEXT PRIMARY KEY,
    reviewed_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
)
"""
MENTIONS_SQL = """
CREATE TABLE IF NOT EXISTS kg_mentions (
    entity_id TEXT NOT NULL REFERENCES kg_entities(id) ON DELETE CASCADE,
    task_id TEXT NOT NULL,
    context TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (entity_id, task_id)
) WITHOUT ROWID
"""


def _m0016_review_inbox(conn: sqlite3.Connection, now: int) -> None:
    conn.execute(REVIEW_MARKS_SQL)
    conn.execute(MENTIONS_SQL)


# --- 0017: CoWork's capture switches on our own files too ------------------------------------
# auto_capture and excluded_patterns are CoWork OS's columns of memory_settings (rule 5: read and
# written there on a CoWork file). Our own files get the same two columns, defined as CoWork
# defines them, so one code path reads and writes both kinds of file; where they exist already
# (CoWork's table) nothing changes.

def _m0017_memory_capture_settings(conn: sqlite3.Connection, now: int) -> None:
    cols = set(_columns(conn, "memory_settings"))
    if "auto_capture" not in cols:
        conn.execute("ALTER TABLE memory_settings ADD COLUMN auto_capture INTEGER NOT NULL DEFAULT 1")
    if "excluded_patterns" not in cols:
        conn.execute("ALTER TABLE memory_settings ADD COLUMN excluded_patterns TEXT")


# --- 0018: the opening's per-type relationship counts from a narrow index -------------------
# stats() counts every relationship of a workspace per type, and how many are current: the per-end
# indexes hold whole rows (0010), so that read the table (200k entities, 600k edges: 0.64 s).
# This index holds only what the count reads, ordered by type (0.15 s). An index beside CoWork's
# objects, on every file; CoWork's connection maintains it like any index.

EDGE_TYPE_WINDOWS_SQL = """
CREATE INDEX IF NOT EXISTS idx_kg_edges_type_windows ON kg_edges(workspace_id, edge_type, valid_from, valid_to)
"""


def _m0018_edge_type_windows(conn: sqlite3.Connection, now: int) -> None:
    conn.execute(EDGE_TYPE_WINDOWS_SQL)


# --- 0019: the opening's counts kept as rows are written ---------------------------------------
# The explorer's opening ranks entities by their number of relationships and counts entities per
# type, relationships per type and observations. Counted from the rows at every opening, that grew
# with the file (200k entities, 600k edges, 100k observations: 1.6 s, 0.7 s, 0.4 s; a million
# entities: several times that). These tables hold the counts, kept by triggers on kg_edges,
# kg_entities and kg_observations in the writer's own transaction, so they are right whichever
# program wrote (CoWork's connection runs them: plain SQL and built-in functions only, no
# conflict clause an outer INSERT OR REPLACE could turn into a replace). Rows at zero are deleted.
# Only counts that do not move with the clock are kept: which relationships are current is
# worked out from them and the few rows whose window is still to open or close (stats()).

EDGE_COUNT_TABLES = """
CREATE TABLE IF NOT EXISTS kg_entity_degrees (
    workspace_id TEXT NOT NULL,
    entity_id TEXT NOT NULL,
    degree INTEGER NOT NULL,
    PRIMARY KEY (workspace_id, entity_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS idx_kg_entity_degrees_rank ON kg_entity_degrees(workspace_id, degree);
CREATE TABLE IF NOT EXISTS kg_edge_type_counts (
    workspace_id TEXT NOT NULL,
    edge_type TEXT NOT NULL,
    edges INTEGER NOT NULL,
    closed INTEGER NOT NULL,
    PRIMARY KEY (workspace_id, edge_type)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS kg_entity_type_counts (
    workspace_id TEXT NOT NULL,
    entity_type_id TEXT NOT NULL,
    entities INTEGER NOT NULL,
    PRIMARY KEY (workspace_id, entity_type_id)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS kg_observation_counts (
    workspace_id TEXT PRIMARY KEY,
    observations INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS idx_kg_edges_closing ON kg_edges(workspace_id, valid_to, edge_type, valid_from)
    WHERE valid_to IS NOT NULL;
"""

EDGE_COUNT_TABLE_NAMES = ("kg_entity_degrees", "kg_edge_type_counts", "kg_entity_type_counts", "kg_observation_counts")


def _count_up(row: str) -> str:
    """Statements that count the edge `row` (NEW or OLD) in (each row's count raised where it
    exists, created where it does not: see _add)."""
    out = []
    for end in ("source_entity_id", "target_entity_id"):
        out.append(
            f"UPDATE kg_entity_degrees SET degree = degree + 1"
            f" WHERE workspace_id = {row}.workspace_id AND entity_id = {row}.{end};\n"
            f"    INSERT INTO kg_entity_degrees (workspace_id, entity_id, degree)"
            f" SELECT {row}.workspace_id, {row}.{end}, 1 WHERE changes() = 0;")
    out.append(
        f"UPDATE kg_edge_type_counts SET edges = edges + 1, closed = closed + ({row}.valid_to IS NOT NULL)"
        f" WHERE workspace_id = {row}.workspace_id AND edge_type = {row}.edge_type;\n"
        f"    INSERT INTO kg_edge_type_counts (workspace_id, edge_type, edges, closed)"
        f" SELECT {row}.workspace_id, {row}.edge_type, 1, ({row}.valid_to IS NOT NULL) WHERE changes() = 0;")
    return "\n    ".join(out)


def _count_down(row: str) -> str:
    """Statements that count the edge `row` out."""
    return "\n    ".join((
        f"UPDATE kg_entity_degrees SET degree = degree - 1 WHERE workspace_id = {row}.workspace_id"
        f" AND entity_id = {row}.source_entity_id;",
        f"UPDATE kg_entity_degrees SET degree = degree - 1 WHERE workspace_id = {row}.workspace_id"
        f" AND entity_id = {row}.target_entity_id;",
        f"DELETE FROM kg_entity_degrees WHERE workspace_id = {row}.workspace_id"
        f" AND entity_id IN ({row}.source_entity_id, {row}.target_entity_id) AND degree <= 0;",
        f"UPDATE kg_edge_type_counts SET edges = edges - 1, closed = closed - ({row}.valid_to IS NOT NULL)"
        f" WHERE workspace_id = {row}.workspace_id AND edge_type = {row}.edge_type;",
        f"DELETE FROM kg_edge_type_counts WHERE workspace_id = {row}.workspace_id"
        f" AND edge_type = {row}.edge_type AND edges <= 0;",
    ))


def _add(table: str, keys: dict[str, str], column: str, amount: str) -> str:
    """Statements adding `amount` to `column` of the row of `table` at `keys` (column -> SQL
    value), creating the row with `amount` where there is none; keys that are NULL (an entity
    not found) add nothing. The UPDATE first: the row is there for all but a workspace's (or
    type's, or entity's) first row, and then the INSERT reads nothing. Inside a trigger,
    changes() is the row count of the trigger's statement before it (SQLite: "within a
    trigger program each INSERT, UPDATE and DELETE statement sets the value returned by
    sqlite3_changes() upon completion"); an INSERT that first looked for the row with NOT EXISTS
    had SQLite copy the result aside before inserting (it reads the table it writes), which
    cost a write of an observation ~5 us (migration 0020)."""
    where = " AND ".join(f"{k} = {v}" for k, v in keys.items())
    cols = ", ".join((*keys, column))
    return (f"UPDATE {table} SET {column} = {column} + ({amount}) WHERE {where};\n"
            f"    INSERT INTO {table} ({cols}) SELECT {', '.join(keys.values())}, ({amount})"
            f" WHERE changes() = 0 AND {' AND '.join(f'{v} IS NOT NULL' for v in keys.values())};")


def _take(table: str, keys: dict[str, str], column: str, amount: str) -> str:
    """Statements taking `amount` from `column` of the row of `table` at `keys`; a row left at
    zero is deleted."""
    where = " AND ".join(f"{k} = {v}" for k, v in keys.items())
    return (f"UPDATE {table} SET {column} = {column} - ({amount}) WHERE {where};\n"
            f"    DELETE FROM {table} WHERE {where} AND {column} <= 0;")


def _entity_types(row: str) -> dict[str, str]:
    return {"workspace_id": f"{row}.workspace_id", "entity_type_id": f"{row}.entity_type_id"}


def _home(row: str) -> dict[str, str]:
    """The workspace of observation `row`'s entity (NULL when the entity is gone)."""
    return {"workspace_id": f"(SELECT workspace_id FROM kg_entities WHERE id = {row}.entity_id)"}


def _observations_of(row: str) -> str:
    return f"(SELECT count(*) FROM kg_observations WHERE entity_id = {row}.id)"


EDGE_COUNT_TRIGGERS = {
    "kg_edges_count_insert": f"CREATE TRIGGER kg_edges_count_insert AFTER INSERT ON kg_edges BEGIN\n"
                             f"    {_count_up('new')}\nEND",
    "kg_edges_count_delete": f"CREATE TRIGGER kg_edges_count_delete AFTER DELETE ON kg_edges BEGIN\n"
                             f"    {_count_down('old')}\nEND",
    # Only a change of what is counted moves the counts (an invalidation, a merge's new ends).
    "kg_edges_count_update": (
        "CREATE TRIGGER kg_edges_count_update AFTER UPDATE OF workspace_id, source_entity_id, target_entity_id,"
        " edge_type, valid_to ON kg_edges\nWHEN old.workspace_id IS NOT new.workspace_id"
        " OR old.source_entity_id IS NOT new.source_entity_id OR old.target_entity_id IS NOT new.target_entity_id"
        " OR old.edge_type IS NOT new.edge_type OR (old.valid_to IS NULL) IS NOT (new.valid_to IS NULL) BEGIN\n"
        f"    {_count_down('old')}\n    {_count_up('new')}\nEND"),
    "kg_entities_count_insert": (
        "CREATE TRIGGER kg_entities_count_insert AFTER INSERT ON kg_entities BEGIN\n"
        f"    {_add('kg_entity_type_counts', _entity_types('new'), 'entities', '1')}\nEND"),
    # Before: a cascade deletes the entity's observations after its row is gone, when their own
    # trigger can no longer tell the workspace; they are counted out here.
    "kg_entities_count_delete_observations": (
        "CREATE TRIGGER kg_entities_count_delete_observations BEFORE DELETE ON kg_entities BEGIN\n"
        f"    {_take('kg_observation_counts', {'workspace_id': 'old.workspace_id'}, 'observations', _observations_of('old'))}"
        "\nEND"),
    "kg_entities_count_delete": (
        "CREATE TRIGGER kg_entities_count_delete AFTER DELETE ON kg_entities BEGIN\n"
        f"    {_take('kg_entity_type_counts', _entity_types('old'), 'entities', '1')}\nEND"),
    "kg_entities_count_update": (
        "CREATE TRIGGER kg_entities_count_update AFTER UPDATE OF workspace_id, entity_type_id ON kg_entities\n"
        "WHEN old.workspace_id IS NOT new.workspace_id OR old.entity_type_id IS NOT new.entity_type_id BEGIN\n"
        f"    {_take('kg_entity_type_counts', _entity_types('old'), 'entities', '1')}\n"
        f"    {_add('kg_entity_type_counts', _entity_types('new'), 'entities', '1')}\n"
        f"    {_take('kg_observation_counts', {'workspace_id': 'old.workspace_id'}, 'observations', _observations_of('new'))}\n"
        f"    {_add('kg_observation_counts', {'workspace_id': 'new.workspace_id'}, 'observations', _observations_of('new'))}"
        "\nEND"),
    "kg_observations_count_insert": (
        "CREATE TRIGGER kg_observations_count_insert AFTER INSERT ON kg_observations BEGIN\n"
        f"    {_add('kg_observation_counts', _home('new'), 'observations', '1')}\nEND"),
    "kg_observations_count_delete": (
        "CREATE TRIGGER kg_observations_count_delete AFTER DELETE ON kg_observations BEGIN\n"
        f"    {_take('kg_observation_counts', _home('old'), 'observations', '1')}\nEND"),
    "kg_observations_count_update": (
        "CREATE TRIGGER kg_observations_count_update AFTER UPDATE OF entity_id ON kg_observations\n"
        "WHEN old.entity_id IS NOT new.entity_id BEGIN\n"
        f"    {_take('kg_observation_counts', _home('old'), 'observations', '1')}\n"
        f"    {_add('kg_observation_counts', _home('new'), 'observations', '1')}\nEND"),
}

FILL_EDGE_COUNTS_SQL = (
    """INSERT INTO kg_entity_degrees (workspace_id, entity_id, degree)
    SELECT workspace_id, id, sum(n) FROM (
        SELECT workspace_id, source_entity_id AS id, count(*) AS n FROM kg_edges GROUP BY source_entity_id, workspace_id
        UNION ALL
        SELECT workspace_id, target_entity_id, count(*) FROM kg_edges GROUP BY target_entity_id, workspace_id
    ) GROUP BY workspace_id, id""",
    """INSERT INTO kg_edge_type_counts (workspace_id, edge_type, edges, closed)
    SELECT workspace_id, edge_type, count(*), count(valid_to) FROM kg_edges GROUP BY workspace_id, edge_type""",
    """INSERT INTO kg_entity_type_counts (workspace_id, entity_type_id, entities)
    SELECT workspace_id, entity_type_id, count(*) FROM kg_entities GROUP BY workspace_id, entity_type_id""",
    # Each observation to its entity (CROSS JOIN fixes that order): left to itself the planner
    # walked every entity to its observations (200k entities, 100k observations: 0.9 -> 0.09 s).
    """INSERT INTO kg_observation_counts (workspace_id, observations)
    SELECT e.workspace_id, count(*) FROM kg_observations o CROSS JOIN kg_entities e ON e.id = o.entity_id
    GROUP BY e.workspace_id""",
)


def edge_counts_kept(conn: sqlite3.Connection) -> bool:
    """The count triggers are all there (a program that rebuilt one of the tables would have
    lost its triggers: then the counts are not trusted and the callers count from the rows)."""
    names = tuple(EDGE_COUNT_TRIGGERS)
    return conn.execute(
        f"SELECT count(*) FROM sqlite_master WHERE type = 'trigger' AND name IN ({','.join('?' * len(names))})",
        names).fetchone()[0] == len(names)


def _recount_workspace(conn: sqlite3.Connection, workspace_id: str) -> None:
    """The workspace's kept counts replaced by a count of its rows (inside the caller's transaction)."""
    for table in EDGE_COUNT_TABLE_NAMES:
        conn.execute(f"DELETE FROM {table} WHERE workspace_id = ?", (workspace_id,))
    conn.execute(
        """INSERT INTO kg_entity_degrees (workspace_id, entity_id, degree)
        SELECT ?1, id, sum(n) FROM (
            SELECT source_entity_id AS id, count(*) AS n FROM kg_edges WHERE +workspace_id = ?1 GROUP BY source_entity_id
            UNION ALL
            SELECT target_entity_id, count(*) FROM kg_edges WHERE +workspace_id = ?1 GROUP BY target_entity_id
        ) GROUP BY id""", (workspace_id,))
    conn.execute("INSERT INTO kg_edge_type_counts (workspace_id, edge_type, edges, closed)"
                 " SELECT workspace_id, edge_type, count(*), count(valid_to) FROM kg_edges WHERE workspace_id = ?"
                 " GROUP BY edge_type", (workspace_id,))
    conn.execute("INSERT INTO kg_entity_type_counts (workspace_id, entity_type_id, entities)"
                 " SELECT workspace_id, entity_type_id, count(*) FROM kg_entities WHERE workspace_id = ?"
                 " GROUP BY entity_type_id", (workspace_id,))
    # From the smaller side, as Workspace._count_observations.
    here = conn.execute("SELECT COUNT(*) FROM kg_entities WHERE workspace_id = ?", (workspace_id,)).fetchone()[0]
    in_file = conn.execute("SELECT COUNT(*) FROM kg_observations").fetchone()[0]
    join = ("kg_observations o CROSS JOIN kg_entities e" if in_file < here else
            "kg_entities e CROSS JOIN kg_observations o")
    conn.execute("INSERT INTO kg_observation_counts (workspace_id, observations)"
                 f" SELECT e.workspace_id, count(*) FROM {join} ON o.entity_id = e.id"
                 " WHERE e.workspace_id = ? GROUP BY e.workspace_id", (workspace_id,))


@contextlib.contextmanager
def counts_recounted_after(conn: sqlite3.Connection, workspace_id: str):
    """For a block that writes many rows into one workspace in the caller's transaction (a bulk
    import): the count triggers set aside while it runs and the workspace counted once after
    (200k entities, 600k edges: the triggers doubled a bulk import's time). Other connections
    never see the triggers missing: they are back before the transaction commits."""
    lap = _Lap()
    if not edge_counts_kept(conn):
        yield lap
        return
    for name in EDGE_COUNT_TRIGGERS:
        conn.execute(f"DROP TRIGGER {name}")
    yield lap  # an exception rolls the whole transaction back, the dropped triggers with it
    started, cpu_started = time.perf_counter(), time.process_time()
    _recount_workspace(conn, workspace_id)
    for sql in EDGE_COUNT_TRIGGERS.values():
        conn.execute(sql)
    lap.seconds = time.perf_counter() - started
    lap.cpu_seconds = time.process_time() - cpu_started


class _Lap:
    seconds = 0.0
    cpu_seconds = 0.0


def _m0019_edge_counts(conn: sqlite3.Connection, now: int) -> None:
    for statement in EDGE_COUNT_TABLES.split(";"):  # executescript would commit the transaction
        if statement.strip():
            conn.execute(statement)
    # Counted afresh with the triggers created in the same transaction: no write falls between.
    for table in EDGE_COUNT_TABLE_NAMES:
        conn.execute(f"DELETE FROM {table}")
    for sql in FILL_EDGE_COUNTS_SQL:
        conn.execute(sql)
    for name, sql in EDGE_COUNT_TRIGGERS.items():
        conn.execute(f"DROP TRIGGER IF EXISTS {name}")
        conn.execute(sql)


# --- 0020: the count triggers raise the row first, and create it only where there is none ------
# The same counts, the same trigger names and plain SQL (see _add): a file counted by 0019's
# triggers gets them in their new form; a file made since has them already (0019 creates them
# from EDGE_COUNT_TRIGGERS), and this puts the same text back. No row changes.

def _m0020_count_triggers_update_first(conn: sqlite3.Connection, now: int) -> None:
    if not edge_counts_kept(conn):
        return  # not counted on this file (0019 not applied, or a program dropped a trigger)
    for name, sql in EDGE_COUNT_TRIGGERS.items():
        conn.execute(f"DROP TRIGGER {name}")
        conn.execute(sql)


MIGRATIONS: tuple[Migration, ...] = (
    Migration("0001_base_tables", _m0001_base_tables, rewrites_data=False),
    Migration("0002_temporal_edges", _m0002_temporal_edges, rewrites_data=True, prepare=_m0002_prepare),
    Migration("0003_observation_fingerprints", _m0003_observation_fingerprints, rewrites_data=True,
              prepare=_m0003_prepare),
    Migration("0004_entity_normalized_name", _m0004_entity_normalized_name, rewrites_data=True,
              prepare=_m0004_prepare),
    Migration("0005_search_index", _m0005_search_index, rewrites_data=False),
    Migration("0006_support_tables", _m0006_support_tables, rewrites_data=False),
    Migration("0007_batched_search_index", _m0007_batched_search_index, rewrites_data=False),
    Migration("0008_fts_updates_when_text_changes", _m0008_fts_updates_when_text_changes, rewrites_data=False),
    Migration("0009_deferred_entity_index_updates", _m0009_deferred_entity_index_updates, rewrites_data=False),
    Migration("0010_edge_indexes_hold_rows", _m0010_edge_indexes_hold_rows, rewrites_data=False),
    Migration("0011_identity_casefold", _m0011_identity_casefold, rewrites_data=True),
    Migration("0012_cowork_entity_index", _m0012_cowork_entity_index, rewrites_data=False),
    # In the slot main reserved for it, so the tuple stays in name order (applied_migrations
    # lists by name); it depends on neither neighbour, and a file that records 0014 gets it next.
    Migration("0013_healing_index", _m0013_healing_index, rewrites_data=False),
    Migration("0014_memory_flags", _m0014_memory_flags, rewrites_data=False),
    Migration("0015_trigram_index", _m0015_trigram_index, rewrites_data=False, prepare=_m0015_prepare),
    Migration("0016_review_inbox", _m0016_review_inbox, rewrites_data=False),
    Migration("0017_memory_capture_settings", _m0017_memory_capture_settings, rewrites_data=False),
    Migration("0018_edge_type_windows", _m0018_edge_type_windows, rewrites_data=False),
    Migration("0019_edge_counts", _m0019_edge_counts, rewrites_data=False),
    Migration("0020_count_triggers_update_first", _m0020_count_triggers_update_first, rewrites_data=False),
)


# What the migrations that take a while on a large file do, in words (the opening shows them).
TITLES = {
    "0002_temporal_edges": "giving relationships their time windows",
    "0003_observation_fingerprints": "fingerprinting observations",
    "0004_entity_normalized_name": "keying entity names for any casing",
    "0005_search_index": "building the search index",
    "0007_batched_search_index": "rebuilding the search index",
    "0010_edge_indexes_hold_rows": "indexing relationships",
    "0011_identity_casefold": "merging names that differ only in case",
    "0015_trigram_index": "building the partial-word search index",
    "0018_edge_type_windows": "indexing relationship types and times",
    "0019_edge_counts": "counting each entity's relationships",
}


def applied_migrations(conn: sqlite3.Connection) -> set[str]:
    conn.execute(
        "CREATE TABLE IF NOT EXISTS kg_migrations (name TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)"
    )
    return {r[0] for r in conn.execute("SELECT name FROM kg_migrations")}


def holds_data(conn: sqlite3.Connection) -> bool:
    for table in ("kg_entities", "kg_edges", "kg_observations"):
        if _table_sql(conn, table) and conn.execute(f"SELECT 1 FROM {table} LIMIT 1").fetchone():
            return True
    return False


def recorded_names(conn: sqlite3.Connection, schema: str = "main") -> set[str] | None:
    """The migrations a file records, read without changing it; None when it records none."""
    if not conn.execute(f"SELECT 1 FROM {schema}.sqlite_master WHERE name = 'kg_migrations'").fetchone():
        return None
    return {r[0] for r in conn.execute(f"SELECT name FROM {schema}.kg_migrations")}


def pending_names(conn: sqlite3.Connection) -> list[str]:
    """Migrations this file still needs, read without changing it."""
    done = recorded_names(conn) or set()
    return [m.name for m in MIGRATIONS if m.name not in done]


def unknown_names(conn: sqlite3.Connection) -> list[str]:
    """Migrations the file records that this version does not know: a newer version wrote it."""
    known = {m.name for m in MIGRATIONS}
    return sorted((recorded_names(conn) or set()) - known)


def pending(conn: sqlite3.Connection) -> list[Migration]:
    done = applied_migrations(conn)
    return [m for m in MIGRATIONS if m.name not in done]
