"""Background WAL checkpoints: started only under a stream of writes, keep the WAL copied into the
database file, never lose a write, and stop with the store."""

from __future__ import annotations

import sqlite3
import threading
import time

import kgstore
from kgstore.storage import checkpointer


def _checkpoint_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name == "kgstore-checkpoint"]


def _wait_for(predicate, timeout=10.0) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.01)
    return predicate()


def test_few_writes_start_no_thread(kg, ws):
    opening = kg._db.checkpointer._commits  # opening the file commits its migrations
    for i in range(checkpointer.START_AFTER - opening - 1):
        ws.upsert_entity("concept", f"c{i}")
    assert kg._db.checkpointer._commits == checkpointer.START_AFTER - 1   # one commit a write
    assert not kg._db.checkpointer.running
    assert _checkpoint_threads() == []


def test_in_memory_store_has_no_checkpointer():
    with kgstore.open(":memory:") as kg:
        assert kg._db.checkpointer is None


def test_stream_of_writes_is_checkpointed_in_the_background(db_path, kg, ws):
    ids = [ws.upsert_entity("concept", f"c{i}").id for i in range(checkpointer.START_AFTER + 50)]
    cp = kg._db.checkpointer
    assert cp.running
    assert _wait_for(lambda: cp.checkpoints >= 1)
    # What the background thread copied is in the main file: a reader that ignores the WAL
    # (immutable=1 reads the database file only) sees the entities.
    assert _wait_for(lambda: _rows_in_main_file(db_path) >= checkpointer.START_AFTER)
    kg.close()
    assert _checkpoint_threads() == []
    # The last connection to close removed the WAL: nothing of ours kept the file open.
    assert not db_path.with_name(db_path.name + "-wal").exists()
    with kgstore.open(db_path) as again:
        assert all(again.workspace("ws-1").get_entity(i) for i in ids)


def _rows_in_main_file(db_path) -> int:
    conn = sqlite3.connect(f"{db_path.resolve().as_uri()}?immutable=1", uri=True)
    try:
        return conn.execute("SELECT count(*) FROM kg_entities").fetchone()[0]
    except sqlite3.Error:
        return 0
    finally:
        conn.close()


def test_close_before_thread_started_and_twice_is_safe(db_path):
    kg = kgstore.open(db_path)
    kg.close()
    kg.close()
    assert _checkpoint_threads() == []
