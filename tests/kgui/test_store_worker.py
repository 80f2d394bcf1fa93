"""The store worker on its own: request ids, answers by signal, errors as messages, only the
newest search answered, SQL never on the GUI thread, live change detection, scheduled
maintenance, clean shutdown."""

from __future__ import annotations

import os
import threading
import time

import pytest
from conftest import WS, seed_stack, worker_caught_up
from cowork import ACME, CoWorkWriter, copy_fixture, needs_fixture
from PySide6.QtCore import QThread

import kgstore
import kgstore.storage.opening
from kgui.worker import StoreClient, WorkerConfig, running_worker_threads
from kgui.worker import operations as ops
from kgui.worker.store_worker import WrongThreadError

FAST = WorkerConfig(poll_interval_ms=50, cleanup_delay_ms=None, decay_first_delay_ms=None)


@ops.operation("test_sleep")
def _sleep(ctx, seconds: float = 0.2):
    EVENTS.append(("sleep", "start"))
    time.sleep(seconds)
    EVENTS.append(("sleep", "end"))
    return seconds


EVENTS: list[tuple[str, object]] = []  # what the test operations below did, in order


@ops.operation("test_steps")
def _steps(ctx, steps: int = 4, seconds: float = 0.1):
    """A long read in steps, like a live reload of a large workspace."""
    for i in range(steps):
        time.sleep(seconds)
        EVENTS.append(("step", i))
        yield
    return steps


@ops.operation("test_tagged_steps")
def _tagged_steps(ctx, tag: str, steps: int = 2):
    EVENTS.append(("start", tag))
    for _ in range(steps):
        time.sleep(0.01)
        yield
    EVENTS.append(("end", tag))
    return tag


@ops.operation("test_read")
def _read(ctx, tag: str):
    EVENTS.append(("read", tag))
    return tag


@ops.operation("test_write", ops.WRITE)
def _write(ctx, tag: str):
    EVENTS.append(("write", tag))
    return tag


@pytest.fixture
def start_client(qtbot, db_path):
    clients = []

    def start(config: WorkerConfig = FAST, path=None) -> StoreClient:
        client = StoreClient(str(path or db_path), config)
        clients.append(client)
        with qtbot.waitSignal(client.opened, timeout=5000):
            client.start()
        return client

    yield start
    for client in clients:
        assert client.shutdown()
        assert client.thread.isFinished()
    assert running_worker_threads() == []


def wait_idle(qtbot, client):
    qtbot.waitUntil(client.is_idle, timeout=10_000)


def test_requests_carry_ids_and_answers_come_back_by_signal(qtbot, seeded, start_client):
    client = start_client()
    answers = []
    client.request_finished.connect(lambda rid, op, result: answers.append((rid, op, result)))
    first = client.submit("stats", workspace=WS)
    second = client.submit("search", workspace=WS, query="react")
    assert second > first > 0
    assert not client.is_idle()
    wait_idle(qtbot, client)
    assert [(rid, op) for rid, op, _ in answers] == [(first, "stats"), (second, "search")]
    assert answers[0][2].entities == 7
    assert [h.entity.name for h in answers[1][2]] == ["React"]


def test_errors_come_back_as_messages_and_the_worker_keeps_going(qtbot, seeded, start_client):
    client = start_client()
    failures = []
    client.request_failed.connect(lambda rid, op, msg: failures.append((op, msg)))
    client.submit("update_entity", workspace=WS, entity_id="no-such-id", name="x")
    client.submit("no_such_request", workspace=WS)
    client.submit("search", workspace=WS, query=42)  # a TypeError inside the store call
    client.submit("stats")  # no workspace
    done = []
    client.submit("stats", workspace=WS, on_done=done.append)
    wait_idle(qtbot, client)
    assert [op for op, _ in failures] == ["update_entity", "no_such_request", "search", "stats"]
    assert "not found" in failures[0][1]
    assert "unknown request" in failures[1][1]
    assert failures[2][1]  # a readable message, not a crash
    assert "no workspace" in failures[3][1]
    assert done and done[0].entities == 7


def test_only_the_newest_search_is_answered(qtbot, seeded, start_client):
    client = start_client()
    client.submit("test_sleep", seconds=0.3)  # keep the worker busy while we type
    drawn = []
    for query in ["R", "Re", "Red", "Redi", "Redis"]:
        client.submit("search", workspace=WS, query=query, supersede_key="search",
                      on_done=lambda hits, q=query: drawn.append((q, [h.entity.name for h in hits])))
    wait_idle(qtbot, client)
    assert drawn == [("Redis", ["Redis"])]
    assert client.worker.requests_handled == 2  # the sleep and the newest search: stale ones skipped


def test_store_sql_never_runs_on_the_gui_thread(qtbot, seeded, monkeypatch, start_client):
    gui_thread = threading.get_ident()
    executed: list[tuple[int, int]] = []  # (connection id, thread that ran a statement)
    created: dict[int, int] = {}  # connection id -> thread that opened it
    original = kgstore.storage.opening.connect

    def traced_connect(path):
        conn = original(path)
        created[id(conn)] = threading.get_ident()
        conn.set_trace_callback(lambda _sql, c=id(conn): executed.append((c, threading.get_ident())))
        return conn

    monkeypatch.setattr(kgstore.storage.opening, "connect", traced_connect)
    client = start_client()
    entity_id = seeded["React"]
    for op, args in [("open_workspace", {}), ("search", {"query": "re"}), ("entity_details", {"entity_id": entity_id}),
                     ("update_entity", {"entity_id": entity_id, "description": "x"}),
                     ("create_entity", {"type": "concept", "name": "Caching", "alias": "t"}),
                     ("delete_entity", {"entity_id": "t"}), ("restore_entity", {"entity_id": "t"})]:
        client.submit(op, workspace=WS, **args)
    wait_idle(qtbot, client)
    assert created and all(t != gui_thread for t in created.values())
    assert len(executed) > 50
    assert all(thread != gui_thread for _conn, thread in executed)
    assert {thread for _c, thread in executed} == {client.worker.thread_ident}


def test_the_worker_refuses_to_run_on_the_gui_thread(seeded, start_client):
    client = start_client()
    assert QThread.currentThread() != client.thread
    with pytest.raises(WrongThreadError):
        client.worker._check_thread()


def test_other_processes_writes_are_noticed_but_our_own_are_not(qtbot, seeded, start_client, db_path):
    client = start_client()
    noticed = []
    client.external_change_detected.connect(lambda: noticed.append(1))
    client.submit("update_entity", workspace=WS, entity_id=seeded["Redis"], description="ours")
    worker_caught_up(qtbot, client)  # a poll after our write, and its notice (if any) delivered
    assert noticed == []
    with kgstore.open(db_path) as other:
        other.workspace(WS).upsert_entity("technology", "Kafka")
    worker_caught_up(qtbot, client)  # the same, after theirs: how soon is benchmarks/change_notice.py
    assert noticed == [1]


def test_a_write_from_elsewhere_just_before_our_read_is_not_lost(qtbot, seeded, start_client, db_path):
    """The main handle's reads swallow the data_version notice; the watcher handle must not."""
    client = start_client(WorkerConfig(poll_interval_ms=300, cleanup_delay_ms=None, decay_first_delay_ms=None))
    noticed = []
    client.external_change_detected.connect(lambda: noticed.append(1))
    with kgstore.open(db_path) as other:
        other.workspace(WS).upsert_entity("technology", "Kafka")
    client.submit("search", workspace=WS, query="kafka")  # a read right after the foreign write
    wait_idle(qtbot, client)
    qtbot.waitUntil(lambda: bool(noticed), timeout=10_000)  # the next timed poll


def test_scheduled_cleanup_runs_after_its_delay(qtbot, seeded, start_client):
    client = start_client(WorkerConfig(poll_interval_ms=100, cleanup_delay_ms=100, decay_first_delay_ms=None))
    progress = []
    client.progress_reported.connect(lambda *args: progress.append(args))
    with qtbot.waitSignal(client.maintenance_finished, timeout=10_000) as blocker:
        pass
    result = blocker.args[0]
    assert result.kind == "cleanup" and result.ok, result.message
    assert result.message.startswith("One-time cleanup")
    # Request id 0 is maintenance; no count, no total: an indefinite busy indicator.
    assert progress[0] == (0, 0, 0, "Running the one-time cleanup…")


def test_requests_sent_to_a_file_that_did_not_open_are_refused(qtbot, tmp_path):
    client = StoreClient(str(tmp_path), FAST)  # a folder, not a file
    with qtbot.waitSignal(client.opened, timeout=10_000):
        client.start()
    try:
        errors = []
        client.submit("stats", workspace=WS, on_error=errors.append)
        qtbot.waitUntil(lambda: bool(errors), timeout=10_000)
        assert errors == ["the knowledge-graph file is not open"]
    finally:
        assert client.shutdown()


def test_a_file_whose_first_poll_fails_is_closed_and_reported(qtbot, db_path, monkeypatch):
    from kgstore.store import KnowledgeGraph

    seed_stack(db_path)
    closed = []
    real_close = KnowledgeGraph.close
    monkeypatch.setattr(KnowledgeGraph, "data_version_changed",
                        lambda kg: (_ for _ in ()).throw(OSError("disk gone")))
    monkeypatch.setattr(KnowledgeGraph, "close", lambda kg: (closed.append(1), real_close(kg))[1])
    client = StoreClient(str(db_path), FAST)
    with qtbot.waitSignal(client.opened, timeout=10_000) as blocker:
        client.start()
    try:
        result = blocker.args[0]
        assert (result.ok, result.error) == (False, "disk gone") and closed == [1]
    finally:
        assert client.shutdown()


def test_scheduled_decay_lowers_stale_automatic_entities(qtbot, db_path, start_client):
    day = 86_400_000
    old = time.time_ns() // 1_000_000 - 40 * day
    with kgstore.open(db_path, clock=lambda: old) as kg:
        kg.workspace(WS).upsert_entity("technology", "Perl", source="auto")
    client = start_client(WorkerConfig(poll_interval_ms=100, cleanup_delay_ms=None, decay_first_delay_ms=50))
    with qtbot.waitSignal(client.maintenance_finished, timeout=5000) as blocker:
        pass
    result = blocker.args[0]
    assert (result.kind, result.workspace, result.ok, result.result) == ("decay", WS, True, 1)
    with kgstore.open(db_path) as kg:
        assert kg.workspace(WS).entities()[0].confidence == pytest.approx(0.85 * 0.95)


def test_undo_of_a_create_sent_before_the_answer_still_finds_it(qtbot, seeded, start_client, db_path):
    client = start_client()
    client.submit("create_entity", workspace=WS, type="concept", name="Caching", alias="tok")
    client.submit("delete_entity", workspace=WS, entity_id="tok")  # sent before the create was answered
    client.submit("create_entity", workspace=WS, type="concept", name="Caching", alias="tok")
    client.submit("add_observation", workspace=WS, entity_id="tok", content="note", token="n1")
    wait_idle(qtbot, client)
    with kgstore.open(db_path) as kg:
        ws = kg.workspace(WS)
        caching = ws.find_entity("concept", "Caching")
        assert caching is not None
        assert [o.content for o in ws.observations(caching.id)] == ["note"]


def test_create_refuses_an_existing_entity_or_open_relationship(qtbot, seeded, start_client):
    client = start_client()
    failures = []
    client.submit("create_entity", workspace=WS, type="technology", name="react", on_error=failures.append)
    client.submit("create_edge", workspace=WS, source_id=seeded["frontend-app"], target_id=seeded["React"],
                  edge_type="uses", on_error=failures.append)
    wait_idle(qtbot, client)
    assert len(failures) == 2
    assert "already exists" in failures[0] and "already exists" in failures[1]


def test_reopen_refuses_when_a_later_edge_exists(qtbot, seeded, start_client, db_path):
    client = start_client()
    with kgstore.open(db_path) as kg:
        ws = kg.workspace(WS)
        edge = next(g for g in ws.edges_of(seeded["Redis"]) if g.type == "connects_to")
        closed = ws.invalidate_edge(edge.id, edge.valid_from + 1000)
        ws.create_edge(edge.source_id, edge.target_id, "connects_to", valid_from=edge.valid_from + 2000)
    failures = []
    client.submit("reopen_edge", workspace=WS, edge_id=closed.id, on_error=failures.append)
    wait_idle(qtbot, client)
    assert failures and "later connects_to" in failures[0]
    with kgstore.open(db_path) as kg:
        assert kg.workspace(WS).get_edge(closed.id) is not None  # nothing was deleted


def test_shutdown_waits_for_the_running_request_and_skips_the_queue(qtbot, seeded, start_client):
    client = start_client()
    EVENTS.clear()
    for _ in range(6):
        client.submit("test_sleep", seconds=0.3)
    qtbot.waitUntil(lambda: ("sleep", "start") in EVENTS, timeout=10_000)  # the first is running
    assert client.shutdown()
    # The running one finished; the five queued were skipped.
    assert EVENTS == [("sleep", "start"), ("sleep", "end")]
    assert client.thread.isFinished()
    assert client.worker._kg is None
    assert client.submit("stats", workspace=WS) == 0  # a closed client accepts nothing


def test_open_failure_is_reported(qtbot, tmp_path, start_client):
    client = StoreClient(str(tmp_path), FAST)  # a folder, not a file
    with qtbot.waitSignal(client.opened, timeout=5000) as blocker:
        client.start()
    result = blocker.args[0]
    assert not result.ok and "folder" in result.error
    assert client.shutdown()


def test_seed_helper_is_sane(db_path):
    ids = seed_stack(db_path)
    assert len(ids) == 7


# -- background (stepped) requests ----------------------------------------------------------

def _answers(client):
    answers = []
    client.request_finished.connect(lambda rid, op, result: answers.append(result))
    return answers


def test_reads_sent_during_a_background_reload_are_answered_between_its_steps(qtbot, start_client):
    client = start_client()
    EVENTS.clear()
    answers = _answers(client)
    client.submit("test_steps", background=True, steps=5)
    client.submit("test_read", tag="typed meanwhile")
    wait_idle(qtbot, client)
    assert answers == ["typed meanwhile", 5]
    assert EVENTS.index(("read", "typed meanwhile")) < EVENTS.index(("step", 4))
    assert [e for e in EVENTS if e[0] == "step"] == [("step", i) for i in range(5)]


def test_without_background_a_stepped_request_runs_whole_and_in_order(qtbot, start_client):
    client = start_client()
    EVENTS.clear()
    answers = _answers(client)
    client.submit("test_steps", steps=3)
    client.submit("test_read", tag="after")
    wait_idle(qtbot, client)
    assert answers == [3, "after"]
    assert EVENTS[-1] == ("read", "after")


def test_no_read_overtakes_a_write_sent_before_it(qtbot, start_client):
    """A write waits for the background request (its answer must not be undone by the older
    snapshot), and every request after the write waits with it, in order."""
    client = start_client()
    EVENTS.clear()
    answers = _answers(client)
    client.submit("test_steps", background=True, steps=4)
    client.submit("test_read", tag="r1")
    client.submit("test_write", tag="w")
    client.submit("test_read", tag="r2")
    client.submit("test_steps", background=True, steps=2)  # another stepped request queues too
    wait_idle(qtbot, client)
    assert answers == ["r1", 4, "w", "r2", 2]
    kinds = [e for e in EVENTS if e[0] != "step" or e[1] == 3]
    assert kinds.index(("step", 3)) < kinds.index(("write", "w")) < kinds.index(("read", "r2"))


def test_reads_pass_a_waiting_background_request_too_but_never_a_write(qtbot, start_client):
    """A background request waiting for another lets reads sent after it pass, as the running
    one does: a search typed while the histogram is counted and a reload waits is answered
    between the histogram's steps. A write still waits, and what was sent after it."""
    client = start_client()
    EVENTS.clear()
    answers = _answers(client)
    client.submit("test_tagged_steps", background=True, tag="histogram", steps=3)
    client.submit("test_tagged_steps", background=True, tag="reload", steps=4)
    client.submit("test_read", tag="search")
    client.submit("test_write", tag="edit")
    client.submit("test_read", tag="after the edit")
    wait_idle(qtbot, client)
    assert EVENTS == [("start", "histogram"), ("read", "search"), ("end", "histogram"), ("start", "reload"),
                      ("end", "reload"), ("write", "edit"), ("read", "after the edit")]
    assert answers == ["search", "histogram", "reload", "edit", "after the edit"]


def test_reads_queued_before_a_stepped_foreground_request_run_in_order(qtbot, start_client):
    """A stepped request sent without `background` runs whole when its turn comes; reads sent
    after it wait for it (only background requests let reads pass)."""
    client = start_client()
    EVENTS.clear()
    answers = _answers(client)
    client.submit("test_tagged_steps", background=True, tag="histogram", steps=3)
    client.submit("test_tagged_steps", tag="foreground", steps=2)
    client.submit("test_read", tag="after it")
    wait_idle(qtbot, client)
    assert answers == ["histogram", "foreground", "after it"]


def test_a_newer_reload_stops_the_older_one_between_steps(qtbot, start_client):
    client = start_client()
    EVENTS.clear()
    answers = _answers(client)
    client.submit("test_steps", background=True, supersede_key="reload", steps=6)
    client.submit("test_steps", background=True, supersede_key="reload", steps=2)
    wait_idle(qtbot, client)
    assert answers == [2]  # the older one was dropped unanswered
    assert len(EVENTS) < 6 + 2  # … and stopped before its last step


def test_a_failing_step_is_reported_and_the_waiting_requests_still_run(qtbot, start_client):
    client = start_client()
    failures, answers = [], _answers(client)
    client.request_failed.connect(lambda rid, op, message: failures.append(message))
    client.submit("test_steps", background=True, steps="three")  # range("three") fails in the first step
    client.submit("test_write", tag="w")
    wait_idle(qtbot, client)
    assert len(failures) == 1 and "TypeError" in failures[0]
    assert answers == ["w"]


def test_shutdown_during_a_background_request_still_saves_the_writes_sent(qtbot, start_client):
    client = start_client()
    EVENTS.clear()
    client.submit("test_steps", background=True, steps=50, seconds=0.02)
    client.submit("test_write", tag="edit")
    client.submit("test_read", tag="pointless")
    qtbot.waitUntil(lambda: ("step", 0) in EVENTS, timeout=5000)  # the background request runs
    assert client.shutdown()
    assert ("write", "edit") in EVENTS and ("read", "pointless") not in EVENTS
    assert len([e for e in EVENTS if e[0] == "step"]) < 50


def test_switching_files_answers_the_background_request_from_the_old_file_first(qtbot, start_client, tmp_path):
    client = start_client()
    answers = _answers(client)
    client.submit("test_steps", background=True, steps=3)
    client.submit("test_write", tag="w")
    with qtbot.waitSignal(client.opened, timeout=5000) as blocker:
        client.reopen(str(tmp_path / "other.db"))
    assert blocker.args[0].ok
    wait_idle(qtbot, client)
    assert answers == [3, "w"]


def test_an_unrelated_sqlite_file_is_made_a_graph_only_when_the_switch_says_so(qtbot, start_client, tmp_path):
    import sqlite3

    plain = tmp_path / "notes.db"
    c = sqlite3.connect(plain)
    c.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)")
    c.commit()
    c.close()
    client = start_client()
    with qtbot.waitSignal(client.opened, timeout=5000) as blocker:
        client.reopen(str(plain))
    assert not blocker.args[0].ok and blocker.args[0].not_a_graph and client.db_path != str(plain)
    with qtbot.waitSignal(client.opened, timeout=10_000) as blocker:
        client.reopen(str(plain), add_tables=True)
    assert blocker.args[0].ok and client.db_path == str(plain)
    c = sqlite3.connect(plain)
    tables = {r[0] for r in c.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    c.close()
    assert {"notes", "kg_entities"} <= tables


def test_a_read_held_behind_a_write_passes_the_background_request_started_after_that_write(qtbot, start_client):
    """Sent during one background request: a write, a second background request, a read. The read
    waits for the write; once the write has run and the second request is under way, the read is
    answered between its steps, not after it."""
    client = start_client()
    EVENTS.clear()
    client.submit("test_tagged_steps", background=True, tag="first", steps=10)
    client.submit("test_write", tag="w")
    client.submit("test_tagged_steps", background=True, tag="second", steps=10)
    client.submit("test_read", tag="r")
    wait_idle(qtbot, client)
    assert EVENTS == [("start", "first"), ("end", "first"), ("write", "w"), ("start", "second"), ("read", "r"),
                      ("end", "second")]


def test_random_mixes_keep_every_order_except_reads_passing_a_background_request(qtbot, start_client):
    """Seeded random sequences of background requests, reads and writes: every request is answered
    once, and two requests run in the order sent unless the later one is a read and the earlier
    one a background request."""
    import random

    client = start_client()
    answers = _answers(client)
    overtaken = 0
    for seed in range(6):
        rng = random.Random(seed)
        EVENTS.clear()
        answers.clear()
        sent = []
        for i in range(30):
            kind = rng.choice(["stepped", "read", "read", "write"])
            tag = f"{kind}{i}"
            sent.append((kind, tag))
            if kind == "stepped":
                client.submit("test_tagged_steps", background=True, tag=tag, steps=rng.randint(1, 4))
            else:
                client.submit(f"test_{kind}", tag=tag)
            if rng.random() < 0.3:
                qtbot.wait(rng.randint(1, 20))
        wait_idle(qtbot, client)
        assert sorted(answers) == sorted(tag for _, tag in sent), seed
        started = [e[1] for e in EVENTS if e[0] != "end"]
        assert sorted(started) == sorted(tag for _, tag in sent), seed
        ends = {e[1]: n for n, e in enumerate(EVENTS) if e[0] == "end"}
        overtaken += sum(1 for n, e in enumerate(EVENTS) if e[0] == "read"
                         and any(EVENTS.index(("start", t)) < n < end for t, end in ends.items()))
        for i, (kind_a, a) in enumerate(sent):
            for kind_b, b in sent[i + 1:]:
                if not (kind_a == "stepped" and kind_b == "read"):
                    assert started.index(a) < started.index(b), (seed, a, b, started)
    assert overtaken > 0  # the mixes did exercise reads running between a request's steps


@needs_fixture
def test_rows_cowork_writes_while_the_explorer_is_open_are_healed_on_the_poll(qtbot, start_client, tmp_path):
    import sqlite3

    path = copy_fixture(tmp_path)
    client = start_client(path=path)
    noticed = []
    client.external_change_detected.connect(lambda: noticed.append(1))
    with CoWorkWriter(path).start() as cw:
        cw.add_entity(ACME, "technology", "Vue")
        cw.add_entity(ACME, "technology", "react")  # beside the upgrade's merged React
    qtbot.waitUntil(lambda: bool(noticed), timeout=10_000)
    conn = sqlite3.connect(path)
    try:  # healed by the worker before it told the window
        assert conn.execute("SELECT COUNT(*) FROM kg_entities WHERE normalized_name IS NULL").fetchone()[0] == 0
        assert conn.execute("SELECT COUNT(*) FROM kg_entities WHERE workspace_id = ? AND lower(name) = 'react'",
                            (ACME,)).fetchone()[0] == 1
    finally:
        conn.close()


# -- messages and maintenance results, exactly ---------------------------------------------------


@ops.operation("test_raise")
def _raise(ctx, kind: str):
    raise {"kg": kgstore.ValidationError("name must not be empty"), "value": ValueError("bad value"),
           "import": ImportError("cannot import name 'merge' from 'kgstore.storage.entity_merge'"),
           "attribute": AttributeError("'NoneType' object has no attribute 'id'")}[kind]


def test_error_messages_name_the_operation_and_keep_a_kgerror_as_the_cause(qtbot, start_client):
    client = start_client()
    failures = {}
    for kind in ("kg", "value", "import", "attribute"):
        client.submit("test_raise", kind=kind, on_error=lambda m, k=kind: failures.update({k: m}))
    wait_idle(qtbot, client)
    assert failures == {
        "kg": "name must not be empty",
        "value": "unexpected error in test raise: ValueError: bad value",
        "import": "test raise is not available in this version of kgstore "
                  "(cannot import name 'merge' from 'kgstore.storage.entity_merge')",
        "attribute": "unexpected error in test raise: AttributeError: 'NoneType' object has no attribute 'id'",
    }
    cause = failures["kg"].cause
    assert isinstance(cause, kgstore.ValidationError) and cause.__traceback__ is None
    assert all(failures[k].cause is None for k in ("value", "import", "attribute"))


def test_unexpected_errors_are_logged_with_their_traceback_and_store_errors_are_not(qtbot, start_client, caplog):
    client = start_client()
    with caplog.at_level("ERROR", logger="kgui.worker.store_worker"):
        for kind in ("kg", "value"):
            client.submit("test_raise", kind=kind)
        wait_idle(qtbot, client)
    logged = [r.getMessage() for r in caplog.records if r.name == "kgui.worker.store_worker"]
    assert len(logged) == 1, logged  # the ValidationError is a message for the person, not a bug
    assert logged[0].startswith("request test_raise failed") and "Traceback" in logged[0]
    assert logged[0].rstrip().endswith("ValueError: bad value")


def test_a_request_handed_to_the_worker_on_the_gui_thread_is_refused_and_never_runs(qtbot, start_client):
    from kgui.worker.protocol import Request

    client = start_client()
    EVENTS.clear()
    answered = []
    client.worker.response_ready.connect(answered.append)
    client.worker.handle(Request(10_001, "test_read", args={"tag": "on the gui thread"}))
    qtbot.waitUntil(lambda: bool(answered), timeout=10_000)
    assert [(r.request_id, r.ok) for r in answered] == [(10_001, False)]
    assert "GUI thread" in answered[0].error and EVENTS == []


def test_a_background_request_that_cannot_start_is_answered_with_its_error(qtbot, start_client):
    client = start_client()
    failures, later = [], []
    client.submit("test_steps", background=True, no_such_argument=1, on_error=failures.append)
    client.submit("test_read", tag="after", on_done=later.append)
    wait_idle(qtbot, client)
    assert len(failures) == 1 and "no_such_argument" in failures[0]
    assert later == ["after"]


def test_cleanup_messages_count_every_change_or_say_why_nothing_ran():
    from types import SimpleNamespace

    from kgui.worker.store_worker import _cleanup_message

    ran = SimpleNamespace(ran=True, counts={"names": {"merged": 2, "renamed": 1}, "edges": {"closed": 3}})
    assert _cleanup_message(ran) == "One-time cleanup finished (6 changes)"
    assert _cleanup_message(SimpleNamespace(ran=True, counts=None)) == "One-time cleanup finished (0 changes)"
    assert _cleanup_message(SimpleNamespace(ran=False, reason="already done")) == "One-time cleanup: already done"
    assert _cleanup_message(object()) == "One-time cleanup: nothing to do"


def test_a_failing_scheduled_decay_is_reported_and_stops_that_round(qtbot, seeded, start_client, monkeypatch):
    from kgstore.workspace import Workspace

    calls = []

    def broken(ws, **kw):
        calls.append(ws.id)
        raise kgstore.KGError("decay broke")

    monkeypatch.setattr(Workspace, "run_decay", broken)
    client = start_client(WorkerConfig(poll_interval_ms=100, cleanup_delay_ms=None, decay_first_delay_ms=50))
    with qtbot.waitSignal(client.maintenance_finished, timeout=10_000) as blocker:
        pass
    result = blocker.args[0]
    assert (result.kind, result.ok, result.message, result.changed) == ("decay", False, "decay broke", False)
    assert result.workspace == calls[0] and len(calls) == 1  # the other workspace waits for the next round


def test_a_decay_that_lowers_nothing_reports_nothing(qtbot, seeded, start_client):
    from PySide6.QtCore import QMetaObject, Qt

    client = start_client()
    results = []
    client.maintenance_finished.connect(results.append)
    QMetaObject.invokeMethod(client.worker, "run_scheduled_decay", Qt.ConnectionType.QueuedConnection)
    worker_caught_up(qtbot, client, poll=False)  # the decay ran before this read
    assert results == []


def test_a_scheduled_decay_message_names_the_count_and_the_workspace(qtbot, db_path, start_client):
    day = 86_400_000
    old = time.time_ns() // 1_000_000 - 40 * day
    with kgstore.open(db_path, clock=lambda: old) as kg:
        for name in ("Perl", "Tcl"):
            kg.workspace(WS).upsert_entity("technology", name, source="auto")
    client = start_client(WorkerConfig(poll_interval_ms=100, cleanup_delay_ms=None, decay_first_delay_ms=50))
    with qtbot.waitSignal(client.maintenance_finished, timeout=10_000) as blocker:
        pass
    result = blocker.args[0]
    assert result.message == f"Confidence decay: 2 entities in {WS}" and result.changed is True


def test_a_failing_cleanup_is_reported_as_a_message(qtbot, seeded, start_client, monkeypatch):
    from kgstore.store import KnowledgeGraph

    monkeypatch.setattr(KnowledgeGraph, "run_cleanup", lambda kg, **kw: (_ for _ in ()).throw(ValueError("boom")))
    client = start_client(WorkerConfig(poll_interval_ms=100, cleanup_delay_ms=50, decay_first_delay_ms=None))
    with qtbot.waitSignal(client.maintenance_finished, timeout=10_000) as blocker:
        pass
    result = blocker.args[0]
    assert (result.kind, result.workspace, result.ok, result.changed) == ("cleanup", None, False, False)
    assert result.message == "unexpected error in cleanup: ValueError: boom"


def test_a_failing_poll_is_logged_and_the_worker_keeps_answering(qtbot, seeded, start_client, monkeypatch, caplog):
    from kgstore.store import KnowledgeGraph

    client = start_client()
    noticed = []
    client.external_change_detected.connect(lambda: noticed.append(1))
    monkeypatch.setattr(KnowledgeGraph, "data_version_changed",
                        lambda kg: (_ for _ in ()).throw(kgstore.KGError("the file vanished")))
    with caplog.at_level("WARNING", logger="kgui.worker.store_worker"):
        worker_caught_up(qtbot, client)
    assert noticed == [] and "data_version poll failed: the file vanished" in caplog.text


def test_a_read_only_file_gets_the_poll_but_no_maintenance_timers(qtbot, seeded, start_client, db_path):
    import sqlite3

    with sqlite3.connect(db_path) as conn:  # written by a newer version: opened read-only
        conn.execute("INSERT INTO kg_migrations (name, applied_at) VALUES ('0999_future', 1)")
    client = start_client(WorkerConfig(poll_interval_ms=100, cleanup_delay_ms=50, decay_first_delay_ms=50))
    worker_caught_up(qtbot, client)
    assert client.worker._kg.read_only
    assert [t.interval() for t in client.worker._timers] == [100]  # the poll only


def test_every_timer_is_started_for_a_writable_file(qtbot, seeded, start_client):
    client = start_client(WorkerConfig(poll_interval_ms=100, cleanup_delay_ms=60_000, decay_first_delay_ms=70_000,
                                       decay_interval_ms=80_000))
    timers = client.worker._timers
    assert [(t.interval(), t.isSingleShot(), t.isActive()) for t in timers] == [
        (100, False, True), (60_000, True, True), (70_000, True, True), (80_000, False, True)]


def test_switching_files_closes_the_old_one_and_restarts_each_timer_once(qtbot, seeded, start_client, tmp_path,
                                                                       monkeypatch):
    from kgstore.store import KnowledgeGraph

    client = start_client(WorkerConfig(poll_interval_ms=100, cleanup_delay_ms=60_000, decay_first_delay_ms=70_000,
                                       decay_interval_ms=80_000))
    old_handle = client.worker._kg
    other = tmp_path / "other.db"
    with kgstore.open(other) as kg:
        kg.workspace("w").upsert_entity("concept", "elsewhere")
    closed = []
    real_close = KnowledgeGraph.close
    monkeypatch.setattr(KnowledgeGraph, "close", lambda kg: (closed.append(kg), real_close(kg))[1])
    with qtbot.waitSignal(client.opened, timeout=10_000) as blocker:
        client.reopen(str(other))
    assert blocker.args[0].ok and blocker.args[0].workspaces == ["w"]
    assert closed == [old_handle]
    timers = client.worker._timers
    assert [(t.interval(), t.isSingleShot(), t.isActive()) for t in timers] == [
        (100, False, True), (60_000, True, True), (70_000, True, True), (80_000, False, True)]
    assert client.shutdown()
    assert closed[-1] is not old_handle and len(closed) == 2  # shutdown closes the new one


def test_a_started_client_is_listed_as_running_until_it_is_shut_down(qtbot, seeded, db_path):
    client = StoreClient(str(db_path), FAST)
    with qtbot.waitSignal(client.opened, timeout=10_000):
        client.start()
    try:
        assert client.thread in running_worker_threads()
    finally:
        assert client.shutdown()
    assert client.thread not in running_worker_threads()


def test_a_client_shut_down_leaves_its_thread_to_be_collected(qtbot, seeded, db_path):
    """The list of started threads forgets a thread once it has ended: it would otherwise keep
    every ended worker thread (one per window and test) alive."""
    from kgui.worker import client as client_module

    client = StoreClient(str(db_path), FAST)
    with qtbot.waitSignal(client.opened, timeout=10_000):
        client.start()
    assert client.thread in client_module._running_threads
    assert client.shutdown()
    assert client.thread not in client_module._running_threads


def test_the_default_schedule_is_the_documented_one():
    """Other processes' writes within about a second, the one-time cleanup two minutes after
    start, the first decay check after ten seconds, then hourly."""
    config = WorkerConfig()
    assert (config.poll_interval_ms, config.cleanup_delay_ms, config.decay_first_delay_ms,
            config.decay_interval_ms) == (500, 120_000, 10_000, 3_600_000)


@ops.operation("test_guarded_steps")
def _guarded_steps(ctx, tag: str, steps: int = 50):
    EVENTS.append(("start", tag))
    try:
        for _ in range(steps):
            time.sleep(0.01)
            EVENTS.append(("step", tag))
            yield
    finally:
        EVENTS.append(("closed", tag))
    return tag


def test_a_dropped_background_request_is_closed_before_the_next_one_starts(qtbot, start_client):
    """Its clean-up (a generator's finally) runs when it is dropped, not whenever it is collected."""
    client = start_client()
    EVENTS.clear()
    answers = _answers(client)
    client.submit("test_guarded_steps", background=True, supersede_key="reload", tag="old")
    qtbot.waitUntil(lambda: ("start", "old") in EVENTS, timeout=10_000)
    client.submit("test_guarded_steps", background=True, supersede_key="reload", tag="new", steps=2)
    wait_idle(qtbot, client)
    assert answers == ["new"]
    events = [e for e in EVENTS if e[0] != "step"]
    assert events == [("start", "old"), ("closed", "old"), ("start", "new"), ("closed", "new")]
    # Dropped between its steps, well before its 50th; the new one ran whole.
    assert EVENTS.count(("step", "old")) < 50 and EVENTS.count(("step", "new")) == 2


def test_no_scheduled_maintenance_runs_once_the_client_is_closing(qtbot, db_path, start_client):
    from PySide6.QtCore import QMetaObject, Qt

    day = 86_400_000
    old = time.time_ns() // 1_000_000 - 40 * day
    with kgstore.open(db_path, clock=lambda: old) as kg:
        perl = kg.workspace(WS).upsert_entity("technology", "Perl", source="auto")
    client = start_client()
    results = []
    client.maintenance_finished.connect(results.append)
    client._stop_flag.set()  # as shutdown() does first
    for slot in ("run_scheduled_decay", "run_scheduled_cleanup"):
        QMetaObject.invokeMethod(client.worker, slot, Qt.ConnectionType.QueuedConnection)
    written = []
    client.submit("test_write", tag="last", on_done=written.append)  # writes still run while closing
    qtbot.waitUntil(lambda: bool(written), timeout=10_000)
    assert results == []
    with kgstore.open(db_path) as kg:
        assert kg.workspace(WS).get_entity(perl.id).confidence == perl.confidence


# -- the client's own bookkeeping ----------------------------------------------------------------


def test_busy_is_reported_once_when_work_starts_and_once_when_it_ends(qtbot, seeded, start_client):
    client = start_client()
    busy = []
    client.busy_changed.connect(busy.append)
    for _ in range(3):
        client.submit("stats", workspace=WS)
    assert busy == [True] and client.pending_count == 3
    wait_idle(qtbot, client)
    assert busy == [True, False]


@ops.operation("test_thread_name")
def _thread_name(ctx):
    with open("/proc/thread-self/comm", encoding="utf-8") as fh:  # the name the system shows for it
        return fh.read().strip()


def test_the_worker_thread_is_named_so_a_thread_listing_tells_it_apart(qtbot, start_client):
    client = start_client()
    assert client.thread.objectName() == "kgui-store-worker"
    if not os.path.exists("/proc/thread-self/comm"):
        return  # not Linux: the name is Qt's only
    names = []
    client.submit("test_thread_name", on_done=names.append)
    wait_idle(qtbot, client)
    assert names == ["kgui-store-worker"[:15]]  # Linux keeps the first 15 bytes


def test_only_the_newest_request_of_a_key_is_latest(seeded, start_client):
    client = start_client()
    first = client.submit("stats", workspace=WS, supersede_key="k")
    second = client.submit("stats", workspace=WS, supersede_key="k")
    assert (client.is_latest("k", first), client.is_latest("k", second)) == (False, True)
    assert client.is_latest("other", first) is True


def test_a_successful_switch_after_a_failed_start_opens_the_client(qtbot, seeded, db_path, tmp_path):
    client = StoreClient(str(tmp_path), FAST)  # a folder: the start fails
    with qtbot.waitSignal(client.opened, timeout=10_000):
        client.start()
    try:
        assert client.is_open is False
        with qtbot.waitSignal(client.opened, timeout=10_000) as blocker:
            client.reopen(str(db_path))
        assert blocker.args[0].ok and client.is_open is True and client.db_path == str(db_path)
        with qtbot.waitSignal(client.opened, timeout=10_000) as blocker:
            client.reopen(str(tmp_path))  # a failed switch leaves the file open
        assert not blocker.args[0].ok and client.is_open is True and client.db_path == str(db_path)
    finally:
        assert client.shutdown()


def test_a_client_never_started_shuts_down_at_once_every_time(db_path):
    import inspect

    client = StoreClient(str(db_path), FAST)
    assert client.shutdown() is True and client.shutdown() is True
    assert inspect.signature(StoreClient.shutdown).parameters["timeout_ms"].default == 15_000


def test_shutdown_forgets_the_callbacks_of_requests_still_queued(qtbot, seeded, start_client):
    client = start_client()
    EVENTS.clear()
    for _ in range(3):
        client.submit("test_sleep", seconds=0.2, on_done=lambda _r: pytest.fail("answered after shutdown"))
    qtbot.waitUntil(lambda: ("sleep", "start") in EVENTS, timeout=10_000)
    assert client.shutdown()
    assert client.pending_count == 0 and client.is_idle()


def test_a_shutdown_that_runs_out_of_time_says_so(qtbot, seeded, start_client, caplog):
    client = start_client()
    EVENTS.clear()
    client.submit("test_sleep", seconds=1.0)
    qtbot.waitUntil(lambda: ("sleep", "start") in EVENTS, timeout=10_000)
    with caplog.at_level("WARNING", logger="kgui.worker.client"):
        assert client.shutdown(timeout_ms=50) is False
    assert "the store worker did not stop within 50 ms" in caplog.text
    assert client.thread.wait(10_000)  # it does stop once the running request is done


@ops.operation("test_store_steps")
def _store_steps(ctx, steps: int = 3, seconds: float = 0.05):
    """A stepped read that reads its store at every step (the workspaces it holds)."""
    seen = []
    for _ in range(steps):
        time.sleep(seconds)  # long enough for the switch to arrive between two steps
        seen.append(ctx.kg.workspaces())
        yield
    return seen


def test_a_background_read_under_way_at_a_switch_ends_on_the_file_it_started_on(qtbot, seeded, start_client,
                                                                                  tmp_path):
    # Its last steps run before the old file is closed: it neither fails on a closed handle nor
    # reads the new file halfway.
    client = start_client()
    answers, errors = _answers(client), []
    client.request_failed.connect(lambda rid, op, error: errors.append(error))
    other = tmp_path / "other.db"
    with kgstore.open(other) as kg:
        kg.workspace("elsewhere").upsert_entity("concept", "x")
    client.submit("test_store_steps", background=True, steps=4)
    with qtbot.waitSignal(client.opened, timeout=10_000) as blocker:
        client.reopen(str(other))
    assert blocker.args[0].ok and blocker.args[0].workspaces == ["elsewhere"]
    wait_idle(qtbot, client)
    assert errors == [] and len(answers) == 1
    assert len(answers[0]) == 4 and all(step == answers[0][0] and WS in step for step in answers[0])


def test_a_switch_stops_the_old_files_timers(qtbot, seeded, start_client, tmp_path):
    client = start_client(WorkerConfig(poll_interval_ms=100, cleanup_delay_ms=60_000, decay_first_delay_ms=70_000,
                                       decay_interval_ms=80_000))
    old_timers = list(client.worker._timers)
    assert len(old_timers) == 4 and all(t.isActive() for t in old_timers)
    with qtbot.waitSignal(client.opened, timeout=10_000):
        client.reopen(str(tmp_path / "other.db"))
    assert not any(t.isActive() for t in old_timers)   # the old poll would read the new file twice
    assert all(t.isActive() for t in client.worker._timers)


def test_starting_or_switching_the_store_on_the_gui_thread_is_refused_and_opens_nothing(qtbot, tmp_path):
    from kgui.worker.protocol import SupersedeRegistry
    from kgui.worker.store_worker import StoreWorker

    path = tmp_path / "never.db"
    worker = StoreWorker(str(path), SupersedeRegistry(), FAST)
    opened = []
    worker.opened.connect(opened.append)
    with pytest.raises(WrongThreadError):
        worker.start()
    with pytest.raises(WrongThreadError):
        worker.reopen(str(tmp_path / "other.db"))
    assert opened == [] and not path.exists() and not (tmp_path / "other.db").exists()


@needs_fixture
def test_a_one_time_upgrade_is_reported_as_maintenance_of_unknown_length(qtbot, tmp_path):
    # Request id 0 (no request asked for it), done 0 of total 0 (the status bar's busy
    # indicator, not a bar at 0 %), and what is being done.
    client = StoreClient(str(copy_fixture(tmp_path)), FAST)
    progress = []
    client.progress_reported.connect(lambda *args: progress.append(args))
    try:
        with qtbot.waitSignal(client.opened, timeout=30_000) as blocker:
            client.start()
        assert blocker.args[0].ok
        qtbot.waitUntil(lambda: bool(progress), timeout=10_000)
        assert all(p[:3] == (0, 0, 0) and p[3] for p in progress), progress
    finally:
        assert client.shutdown()


def test_a_shut_down_worker_leaves_no_timer_running(qtbot, seeded, start_client):
    # The worker moves back to the GUI thread when its own ends: a timer still active would move
    # with it and poll there.
    client = start_client(WorkerConfig(poll_interval_ms=100, cleanup_delay_ms=60_000, decay_first_delay_ms=70_000,
                                       decay_interval_ms=80_000))
    timers = list(client.worker._timers)
    assert len(timers) == 4 and all(t.isActive() for t in timers)
    assert client.shutdown()
    assert not any(t.isActive() for t in timers)
    # ... and the worker itself is back on the GUI thread, where Python can delete it.
    assert client.worker.thread() == QThread.currentThread()


@pytest.mark.parametrize("maintenance", ["decay", "cleanup"])
def test_scheduled_maintenance_first_hears_of_other_programs_commits(qtbot, seeded, start_client, db_path,
                                                                     maintenance):
    """Before it writes, scheduled maintenance asks whether another program committed (which
    also heals what that program left out): the explorer hears of the commit at once, not at the
    next poll (a minute away here)."""
    delay = {"cleanup_delay_ms": None, "decay_first_delay_ms": None}
    delay[f"{maintenance}_delay_ms" if maintenance == "cleanup" else "decay_first_delay_ms"] = 1500
    client = start_client(WorkerConfig(poll_interval_ms=60_000, **delay))
    noticed = []
    client.external_change_detected.connect(lambda: noticed.append(1))
    with kgstore.open(db_path) as other:
        other.workspace(WS).upsert_entity("technology", "Kafka")
    qtbot.waitUntil(lambda: bool(noticed), timeout=20_000)


def test_the_hourly_decay_timer_runs_the_decay(qtbot, seeded, start_client, monkeypatch):
    from kgui.worker.store_worker import StoreWorker

    runs = []
    monkeypatch.setattr(StoreWorker, "run_scheduled_decay", lambda self: runs.append(threading.get_ident()))
    # The first check is far away: only the repeating timer can run it.
    start_client(WorkerConfig(poll_interval_ms=60_000, cleanup_delay_ms=None, decay_first_delay_ms=60_000,
                              decay_interval_ms=50))
    qtbot.waitUntil(lambda: len(runs) >= 2, timeout=10_000)
    assert threading.get_ident() not in runs   # on the worker's thread
