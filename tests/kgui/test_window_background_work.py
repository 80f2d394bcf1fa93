"""The window's background work: ingest hooks from the File menu, progress and busy indicator,
and a whole GUI session checked for SQL on the GUI thread."""

from __future__ import annotations

import json
import threading

from conftest import WS, select_by_name, settle

import kgstore
import kgstore.storage.opening
from kgui.worker import operations as ops


SEEN_WORKING = threading.Event()
SEEN_ALMOST_DONE = threading.Event()


@ops.operation("test_slow_job")
def _slow(ctx):
    """A long job that goes on only once the window has shown each of its stages (the test says
    so), however slowly the window gets there."""
    ctx.progress(0, 3, "Working…")
    assert SEEN_WORKING.wait(20)
    ctx.progress(2, 3, "Almost done…")
    assert SEEN_ALMOST_DONE.wait(20)
    return "done"


def test_ingest_task_result_from_the_file_menu(qtbot, window, db_path):
    # (every message the bar shows: a toolbar button the offscreen pointer rests on may replace
    # the result's message with its status tip before the test reads the bar)
    shown: list[str] = []
    window.status.messageChanged.connect(shown.append)
    window.actions.ingest_task.trigger()
    dialog = window.active_dialog
    assert dialog.objectName() == "ingest_task_dialog"
    dialog.task_id.setText("task-42")
    dialog.prompt.setPlainText("Set up the build")
    dialog.result.setPlainText("Configured Docker and Kubernetes; edited src/server/main.ts and added GET /api/health.")
    dialog.accept()
    qtbot.waitUntil(lambda: any(e.name == "Kubernetes" for e in window.session.model.entities.values()),
                    timeout=5000)
    settle(qtbot, window)
    assert any("Task result ingested" in message for message in shown), shown
    with kgstore.open(db_path) as kg:
        names = {e.name: e.source for e in kg.workspace(WS).entities()}
    assert names.get("Docker") == "auto" and "GET /api/health" in names


def test_ingest_with_memory_off_says_nothing_was_written(qtbot, window, db_path):
    with kgstore.open(db_path) as kg:
        kg.workspace(WS).set_memory_settings(enabled=False)
    settle(qtbot, window)  # the window has noticed the other writer's commit
    posted = []
    window.session.message_posted.connect(posted.append)  # the status bar may show a later message
    window.actions.ingest_task.trigger()
    dialog = window.active_dialog
    dialog.task_id.setText("task-43")
    dialog.result.setPlainText("Configured Docker and Kubernetes.")
    dialog.accept()
    qtbot.waitUntil(lambda: any(m.startswith("Task result") for m in posted), timeout=10_000)
    assert [m for m in posted if m.startswith("Task result")] == [
        "Task result: nothing written (memory is off for this workspace)"]
    settle(qtbot, window)
    assert not any(e.name == "Kubernetes" for e in window.session.model.entities.values())


def test_ingest_mailbox_event_from_the_file_menu(qtbot, window, db_path):
    window.actions.ingest_mailbox.trigger()
    dialog = window.active_dialog
    dialog.editor.setPlainText("{not json")
    assert "Not valid JSON" in dialog.error.text()
    event = {"id": "e1", "fingerprint": "fp1", "type": "email_received", "timestamp": 1_790_000_000_000,
             "subject": "Contract", "summary": "Renewal", "payload": {
                 "senderEmail": "dana@initech.com", "senderName": "Dana Scully"}}
    dialog.editor.setPlainText(json.dumps(event))
    assert dialog.error.text() == ""
    dialog.accept()
    qtbot.waitUntil(lambda: any(e.name == "Dana Scully" for e in window.session.model.entities.values()),
                    timeout=5000)
    settle(qtbot, window)
    assert any(e.name == "Initech" for e in window.session.model.entities.values())


def test_long_work_shows_progress_and_the_busy_indicator(qtbot, window):
    SEEN_WORKING.clear()
    SEEN_ALMOST_DONE.clear()
    window.session.submit("test_slow_job")
    try:
        qtbot.waitUntil(lambda: window.status.is_busy_shown, timeout=10_000)
        SEEN_WORKING.set()
        qtbot.waitUntil(lambda: window.status.busy_label.text() == "Almost done…", timeout=10_000)
        assert window.status.busy_bar.maximum() == 3
    finally:
        SEEN_WORKING.set()
        SEEN_ALMOST_DONE.set()
    settle(qtbot, window)
    assert not window.status.is_busy_shown


def test_a_whole_gui_session_runs_no_sql_on_the_gui_thread(qtbot, seeded, monkeypatch, make_window):
    gui_thread = threading.get_ident()
    threads: list[int] = []
    original = kgstore.storage.opening.connect

    def traced_connect(path):
        conn = original(path)
        conn.set_trace_callback(lambda _sql: threads.append(threading.get_ident()))
        return conn

    monkeypatch.setattr(kgstore.storage.opening, "connect", traced_connect)
    window = make_window()
    select_by_name(qtbot, window, "React")
    window.inspector.description_edit.setPlainText("checked")
    window.inspector.commit_description()
    window.inspector.observations.input.setText("an observation")
    window.inspector.observations.submit()
    settle(qtbot, window)
    window.actions.undo.trigger()
    window.actions.undo.trigger()
    window.actions.refresh.trigger()
    settle(qtbot, window)
    assert len(threads) > 100
    assert gui_thread not in threads


def test_scheduled_cleanup_reports_and_clears_the_busy_indicator(qtbot, seeded, make_window, monkeypatch):
    from kgui.worker import WorkerConfig
    from kgui.worker.client import StoreClient

    # Recorded from the start: on a slow machine the cleanup may end while the window is still
    # being set up, before a waitSignal here could begin.
    results = []
    original = StoreClient._on_maintenance

    def recording(self, result):
        results.append(result)
        original(self, result)
    monkeypatch.setattr(StoreClient, "_on_maintenance", recording)
    window = make_window(config=WorkerConfig(poll_interval_ms=100, cleanup_delay_ms=300, decay_first_delay_ms=None))
    qtbot.waitUntil(lambda: bool(results), timeout=10_000)
    assert results[0].kind == "cleanup" and results[0].ok
    settle(qtbot, window)
    assert "cleanup" in window.status.currentMessage().lower()
    qtbot.waitUntil(lambda: not window.status.is_busy_shown, timeout=10_000)
    assert len(window.session.model.entities) == 7  # nothing of ours was noise
