"""Every public write is one BEGIN IMMEDIATE transaction; failures leave the file unchanged."""

from __future__ import annotations

import sqlite3
import threading

import pytest

import kgstore


def file_dump(path):
    conn = sqlite3.connect(path)
    try:
        return list(conn.iterdump())
    finally:
        conn.close()


def test_writes_use_begin_immediate(kg, ws):
    statements = []
    kg._db.conn.set_trace_callback(statements.append)
    e = ws.upsert_entity("concept", "x")
    ws.add_observation(e.id, "y")
    kg._db.conn.set_trace_callback(None)
    assert statements.count("BEGIN IMMEDIATE") == 2
    assert statements.count("COMMIT") == 2


def test_a_failure_inside_a_transaction_rolls_everything_back(kg, ws, db_path):
    ws.upsert_entity("concept", "before")
    before = file_dump(db_path)
    with pytest.raises(RuntimeError):
        with kg._db.write():
            ws.upsert_entity("concept", "inside")  # joins the outer transaction
            ws.upsert_entity("concept", "inside too")
            raise RuntimeError("boom")
    assert file_dump(db_path) == before
    assert ws.find_entity("concept", "inside") is None


@pytest.mark.parametrize("call", [
    lambda ws, e: ws.upsert_entity("concept", ""),
    lambda ws, e: ws.update_entity(e.id, name="taken"),
    lambda ws, e: ws.create_edge(e.id, e.id, "uses"),
    lambda ws, e: ws.add_observation(e.id, "\x00"),
    lambda ws, e: ws.invalidate_edge("nope"),
    lambda ws, e: ws.update_entity(e.id, properties=[1]),
])
def test_failed_calls_leave_the_file_byte_for_byte_unchanged(kg, ws, db_path, call):
    e = ws.upsert_entity("concept", "subject")
    ws.upsert_entity("concept", "taken")
    before = file_dump(db_path)
    with pytest.raises(kgstore.KGError):
        call(ws, e)
    assert file_dump(db_path) == before


def test_second_writer_waits_instead_of_failing(db_path, clock):
    kg1 = kgstore.open(db_path)
    kg2 = kgstore.open(db_path)
    ws2 = kg2.workspace("w")
    holder_started = threading.Event()
    attempts = []
    tried_again = threading.Event()
    held_until_tried_again = []

    def on_statement(sql):
        if sql.startswith("BEGIN IMMEDIATE"):
            attempts.append(sql)
            if len(attempts) >= 2:
                tried_again.set()

    # kg2's attempts at the lock are seen in its statements; the holder lets go only after the
    # second, so that write found the lock taken and tried again, however fast the machine.
    kg2._db.conn.set_trace_callback(on_statement)

    def hold_lock():
        with kg1._db.write() as conn:
            holder_started.set()
            conn.execute("SELECT 1")
            held_until_tried_again.append(tried_again.wait(10))

    t = threading.Thread(target=hold_lock)
    t.start()
    assert holder_started.wait(5)
    e = ws2.upsert_entity("concept", "after the wait")
    t.join()
    kg2._db.conn.set_trace_callback(None)
    assert held_until_tried_again == [True]
    assert kg1.workspace("w").get_entity(e.id) is not None
    kg1.close()
    kg2.close()


def test_other_process_changes_are_seen(db_path):
    kg1 = kgstore.open(db_path)
    kg2 = kgstore.open(db_path)
    kg1.data_version_changed()
    ws2 = kg2.workspace("w")
    ws1 = kg1.workspace("w")
    ws1.entity_types()
    ws2.upsert_entity("Custom Kind", "from another connection")
    assert kg1.data_version_changed() is True
    assert kg1.data_version_changed() is False
    assert ws1.find_entity("custom_kind", "from another connection") is not None
    kg1.close()
    kg2.close()


def test_close_is_idempotent_and_context_manager_closes(db_path):
    with kgstore.open(db_path) as kg:
        pass
    assert kg.closed
    kg.close()


def test_types_created_in_a_rolled_back_transaction_are_forgotten(kg, ws):
    with pytest.raises(RuntimeError):
        with kg._db.write():
            ws.upsert_entity("widget", "first")  # creates the custom type, then rolls back
            raise RuntimeError
    assert ws.upsert_entity("widget", "second").type == "widget"
    assert "widget" in {t.name for t in ws.entity_types()}


def test_external_commit_stays_pending_until_asked(db_path):
    watcher = kgstore.open(db_path)
    other = kgstore.open(db_path)
    assert watcher.data_version_changed() is False
    other.workspace("w").upsert_entity("concept", "from elsewhere")
    watcher.workspace("w").search("anything")  # a read in between must not swallow it
    watcher.workspace("w").upsert_entity("concept", "our own write")
    assert watcher.data_version_changed() is True
    assert watcher.data_version_changed() is False
    watcher.workspace("w").upsert_entity("concept", "our own again")
    assert watcher.data_version_changed() is False  # our own commits are not external
    watcher.close()
    other.close()


def test_reads_go_ahead_while_a_write_waits_for_another_processs_lock(kg, ws, db_path, monkeypatch):
    """An MCP read waited 19.6 s behind a write that was itself waiting for another process's
    write lock: the write held this connection the whole time. Now it lets go between attempts."""
    from kgstore.storage import connection

    react = ws.upsert_entity("technology", "React")
    # A write kept from the lock gives up sooner than in use, so a failure shows in seconds.
    monkeypatch.setattr(connection, "WRITE_RETRY_BUDGET_S", 10.0)
    hog = sqlite3.connect(db_path, isolation_level=None)
    hog.execute("BEGIN IMMEDIATE")  # another process holds the write lock until the reads are done
    attempted = threading.Event()
    kg._db.conn.set_trace_callback(lambda sql: attempted.set() if sql.startswith("BEGIN IMMEDIATE") else None)
    done = threading.Event()
    failed = []

    def agent_write():
        try:
            ws.upsert_entity("concept", "waits for the lock")
            done.set()
        except Exception as exc:  # noqa: BLE001 - reported below
            failed.append(exc)

    writer = threading.Thread(target=agent_write)
    writer.start()
    try:
        assert attempted.wait(10)  # the write is waiting for the lock now
        # The lock is let go only after these reads have answered: reads queued behind the
        # write would wait until it gave up, and it would fail.
        assert ws.get_entity(react.id).name == "React"
        assert [h.entity.name for h in ws.search("react")] == ["React"]
        assert not done.is_set() and failed == []
    finally:
        hog.execute("COMMIT")
        hog.close()
        writer.join(timeout=30)
        kg._db.conn.set_trace_callback(None)
    assert failed == [] and done.is_set() and ws.find_entity("concept", "waits for the lock") is not None
