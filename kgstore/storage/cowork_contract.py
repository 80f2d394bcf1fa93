"""CoWork OS's objects in a shared file, as CoWork itself defines them (snapshot da77f0d2).

A CoWork OS database is CoWork's before it is ours: its tables, indexes, triggers and its
full-text index are its contract, and CoWork keeps writing the file after we upgrade it. Its
entity index `kg_entities_fts` is kept by three triggers CoWork re-creates at every start when
they are missing; they fire on our writes too. So on a CoWork file that index is exactly
CoWork's (our search reads it as it is), and what our search needs beyond it (observations,
batching) lives in objects of ours. Files we create ourselves keep our batched entity index.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager

# Verbatim as CoWork creates them (its own indentation included): the text a reader of
# sqlite_master sees in a file CoWork made.
ENTITY_FTS_TABLE = """CREATE VIRTUAL TABLE kg_entities_fts USING fts5(
          name,
          description,
          content='kg_entities',
          content_rowid='rowid'
        )"""
ENTITY_FTS_TRIGGERS = {
    "kg_entities_fts_insert": """CREATE TRIGGER kg_entities_fts_insert AFTER INSERT ON kg_entities BEGIN
          INSERT INTO kg_entities_fts(rowid, name, description)
          VALUES (NEW.rowid, NEW.name, NEW.description);
        END""",
    "kg_entities_fts_delete": """CREATE TRIGGER kg_entities_fts_delete AFTER DELETE ON kg_entities BEGIN
          INSERT INTO kg_entities_fts(kg_entities_fts, rowid, name, description)
          VALUES('delete', OLD.rowid, OLD.name, OLD.description);
        END""",
    "kg_entities_fts_update": """CREATE TRIGGER kg_entities_fts_update AFTER UPDATE ON kg_entities BEGIN
          INSERT INTO kg_entities_fts(kg_entities_fts, rowid, name, description)
          VALUES('delete', OLD.rowid, OLD.name, OLD.description);
          INSERT INTO kg_entities_fts(rowid, name, description)
          VALUES (NEW.rowid, NEW.name, NEW.description);
        END""",
}


def is_cowork_file(conn: sqlite3.Connection) -> bool:
    """CoWork's own database: it has CoWork's `workspaces` table (ours never do)."""
    cols = {r[1] for r in conn.execute("PRAGMA table_info(workspaces)")}
    return {"id", "name", "path"} <= cols


def same_sql(a: str | None, b: str | None) -> bool:
    """The same statement, whitespace and letter case aside."""
    if a is None or b is None:
        return a is b

    def squeeze(s: str) -> str:
        return re.sub(r"\s+", " ", s).strip().lower().replace("( ", "(").replace(" )", ")")

    return squeeze(a) == squeeze(b)


# Our marks: earlier versions of ours replaced CoWork's entity index with one tokenised this way
# and kept it with triggers that read our watermark tables. Anything else of those names is
# CoWork's — whatever its version wrote — and is left exactly as it is.
_OUR_TOKENIZER = "remove_diacritics 2"
_OUR_TABLES = ("kg_fts_state", "kg_fts_stale")


def _index_objects(conn: sqlite3.Connection) -> dict[str, str]:
    return dict(conn.execute(
        "SELECT name, sql FROM sqlite_master WHERE name = 'kg_entities_fts'"
        " OR name IN ('kg_entities_fts_insert', 'kg_entities_fts_delete', 'kg_entities_fts_update')"
    ).fetchall())


def _ours(name: str, sql: str) -> bool:
    if name == "kg_entities_fts":
        return _OUR_TOKENIZER in sql
    return any(table in sql for table in _OUR_TABLES)


def entity_index_is_cowork(conn: sqlite3.Connection) -> bool:
    """kg_entities_fts and all three of its triggers are there, and none of them is ours."""
    stored = _index_objects(conn)
    names = ("kg_entities_fts", *ENTITY_FTS_TRIGGERS)
    return all(name in stored and not _ours(name, stored[name]) for name in names)


def install_entity_index(conn: sqlite3.Connection) -> None:
    """Give kg_entities_fts and its triggers back to CoWork, index included, inside the caller's
    transaction (other connections never see it missing): objects of those names that are ours
    (left by an earlier version that replaced CoWork's) are replaced by CoWork's definitions, and
    missing ones are created as CoWork creates them; CoWork's own are never touched."""
    stored = _index_objects(conn)
    rebuild = False
    table = stored.get("kg_entities_fts")
    if table is None or _ours("kg_entities_fts", table):
        conn.execute("DROP TABLE IF EXISTS kg_entities_fts")
        conn.execute(ENTITY_FTS_TABLE)
        rebuild = True
    for name, sql in ENTITY_FTS_TRIGGERS.items():
        if name not in stored or _ours(name, stored[name]):
            conn.execute(f"DROP TRIGGER IF EXISTS {name}")
            conn.execute(sql)
            rebuild = True
    if rebuild:
        # Whatever the index held before (rows indexed twice, updates never de-indexed) is
        # replaced by the table's current text.
        conn.execute("INSERT INTO kg_entities_fts(kg_entities_fts) VALUES ('rebuild')")


@contextmanager
def index_update_held_back(conn: sqlite3.Connection) -> Iterator[None]:
    """For updates of columns the index does not hold (an upgrade filling our columns of every
    row): CoWork's update trigger would re-index each row for nothing, so it is dropped and
    re-created, verbatim, inside the caller's transaction — no other connection ever sees the
    file without it. Anything else (another trigger, no trigger) runs as it is."""
    assert conn.in_transaction, "only inside a transaction"
    row = conn.execute(
        "SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = 'kg_entities_fts_update'"
    ).fetchone()
    # Only the trigger known to do nothing but re-index (a newer CoWork's might do more).
    if row is None or not same_sql(row[0], ENTITY_FTS_TRIGGERS["kg_entities_fts_update"]):
        yield
        return
    conn.execute("DROP TRIGGER kg_entities_fts_update")
    try:
        yield
    finally:
        conn.execute(row[0])
