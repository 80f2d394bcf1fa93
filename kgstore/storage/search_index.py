"""The full-text indexes, maintained in batches.

Each indexed table (entities: name + description; observations: text) has a watermark,
`kg_fts_state.indexed_rowid`. Rows above it are the unindexed tail; once the tail holds BATCH
rows it is folded into FTS5 inside the writing transaction. Search reads the index and scans the
tail (at most BATCH rows per table), so results are always complete. Inserts thereby skip the
FTS segment flush that every single-row commit would otherwise pay (about half their cost).
Delete and update triggers touch the index only for rows at or below the watermark.

Entities whose indexed text changed are re-indexed in batches too: the text the index holds is
parked in `kg_fts_stale` (see migrations.ENTITY_STALE_SQL) and search matches those rows like the
tail, ignoring their index entries.

The trigram index of entity names (migrations.TRIGRAM_SQL) is batched the same way, with its own
watermark in `kg_trigram_state` and no parked rows (a rename of an indexed row is re-indexed by
its trigger at once): on every file, CoWork's included.

In a CoWork OS file the entity index is CoWork's, kept row by row by CoWork's triggers (see
cowork_contract): it has no watermark (`indexed_rowid` is None), no tail and no parked rows.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from .migrations import REINDEX_STALE_SQL, TRIGRAM_TABLE, run_script

BATCH = 256


@dataclass(frozen=True)
class BatchedIndex:
    name: str  # the kg_fts_state key
    table: str
    fts: str
    columns: str  # the indexed columns, comma-separated


ENTITIES = BatchedIndex("entities", "kg_entities", "kg_entities_fts", "name, description")
OBSERVATIONS = BatchedIndex("observations", "kg_observations", "kg_observations_fts", "content")
ALL = (ENTITIES, OBSERVATIONS)


def indexed_rowid(conn: sqlite3.Connection, index: BatchedIndex) -> int | None:
    """The watermark; None when triggers index every row as it is written (no tail)."""
    row = conn.execute("SELECT indexed_rowid FROM kg_fts_state WHERE name = ?", (index.name,)).fetchone()
    return row[0] if row else None


def trigram_rowid(conn: sqlite3.Connection) -> int | None:
    """The trigram index's watermark; None when the file has no trigram index."""
    try:
        row = conn.execute("SELECT indexed_rowid FROM kg_trigram_state").fetchone()
    except sqlite3.OperationalError:
        return None
    return row[0] if row else None


def flush_trigrams(conn: sqlite3.Connection, mark: int | None = None) -> int:
    """Index the names above the trigram watermark; returns how many."""
    if mark is None:
        mark = trigram_rowid(conn)
        if mark is None:
            return 0
    top = conn.execute("SELECT MAX(rowid) FROM kg_entities").fetchone()[0] or 0
    if top <= mark:
        return 0
    cur = conn.execute(
        f"INSERT INTO {TRIGRAM_TABLE}(rowid, name) SELECT rowid, name FROM kg_entities WHERE rowid > ? AND rowid <= ?",
        (mark, top),
    )
    conn.execute("UPDATE kg_trigram_state SET indexed_rowid = ?", (top,))
    return cur.rowcount


def after_insert(conn: sqlite3.Connection, index: BatchedIndex, rowid: int) -> None:
    """Call inside the inserting transaction."""
    if index is ENTITIES:
        # A rowid at or below its watermark was indexed by the insert trigger.
        tri = trigram_rowid(conn)
        if tri is not None and rowid - tri >= BATCH:
            flush_trigrams(conn, tri)
    mark = indexed_rowid(conn, index)
    if mark is None:
        return
    if rowid <= mark:
        # A reused rowid (the newest row was deleted): index it now, the tail scan won't see it.
        conn.execute(
            f"INSERT INTO {index.fts}(rowid, {index.columns}) SELECT rowid, {index.columns} FROM {index.table}"
            " WHERE rowid = ?",
            (rowid,),
        )
    elif rowid - mark >= BATCH:
        flush(conn, index, mark)


def flush(conn: sqlite3.Connection, index: BatchedIndex, mark: int | None = None) -> int:
    """Index the whole tail; returns how many rows were indexed."""
    if mark is None:
        mark = indexed_rowid(conn, index)
        if mark is None:
            return 0
    top = conn.execute(f"SELECT MAX(rowid) FROM {index.table}").fetchone()[0] or 0
    if top <= mark:
        return 0
    cur = conn.execute(
        f"INSERT INTO {index.fts}(rowid, {index.columns}) SELECT rowid, {index.columns} FROM {index.table}"
        " WHERE rowid > ? AND rowid <= ?",
        (mark, top),
    )
    conn.execute("UPDATE kg_fts_state SET indexed_rowid = ? WHERE name = ?", (top, index.name))
    return cur.rowcount


def stale_rowids(conn: sqlite3.Connection) -> set[int]:
    """Entities whose index entry holds text they no longer have (fewer than STALE_BATCH); none
    where the index is kept row by row."""
    try:
        return {r[0] for r in conn.execute("SELECT entity_rowid FROM kg_fts_stale")}
    except sqlite3.OperationalError:
        return set()


def flush_stale(conn: sqlite3.Connection) -> int:
    """Re-index the parked entities now; returns how many."""
    try:
        n = conn.execute("SELECT count(*) FROM kg_fts_stale").fetchone()[0]
    except sqlite3.OperationalError:
        return 0
    if n:
        run_script(conn, REINDEX_STALE_SQL)
    return n


def flush_all(conn: sqlite3.Connection) -> None:
    for index in ALL:
        flush(conn, index)
    flush_stale(conn)
    flush_trigrams(conn)
