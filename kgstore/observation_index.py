"""The observation search index, maintained in batches.

Entity names and descriptions are indexed by triggers on every write. Observation text is
indexed in batches: rows above a watermark (`kg_fts_state.indexed_rowid`) are the unindexed
tail, folded into FTS5 once it holds BATCH rows, inside the writing transaction. Search reads
the index and scans the tail (at most BATCH rows), so results are always complete; inserts
avoid an FTS segment flush per commit, which halves their cost. Delete and update triggers
touch the index only for rows below the watermark.
"""

from __future__ import annotations

import sqlite3

BATCH = 256


def indexed_rowid(conn: sqlite3.Connection) -> int:
    row = conn.execute("SELECT indexed_rowid FROM kg_fts_state WHERE name = 'observations'").fetchone()
    return row[0] if row else 0


def after_insert(conn: sqlite3.Connection, rowid: int) -> None:
    """Call inside the inserting transaction."""
    mark = indexed_rowid(conn)
    if rowid <= mark:
        # A reused rowid (the newest row was deleted): index it now, the tail scan won't see it.
        conn.execute(
            "INSERT INTO kg_observations_fts(rowid, content) SELECT rowid, content FROM kg_observations"
            " WHERE rowid = ?",
            (rowid,),
        )
    elif rowid - mark >= BATCH:
        flush(conn, mark)


def flush(conn: sqlite3.Connection, mark: int | None = None) -> int:
    """Index the whole tail; returns how many rows were indexed."""
    if mark is None:
        mark = indexed_rowid(conn)
    top = conn.execute("SELECT MAX(rowid) FROM kg_observations").fetchone()[0] or 0
    if top <= mark:
        return 0
    cur = conn.execute(
        "INSERT INTO kg_observations_fts(rowid, content) SELECT rowid, content FROM kg_observations"
        " WHERE rowid > ? AND rowid <= ?",
        (mark, top),
    )
    conn.execute("UPDATE kg_fts_state SET indexed_rowid = ? WHERE name = 'observations'", (top,))
    return cur.rowcount
