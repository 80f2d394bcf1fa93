"""GUI fixtures: a seeded knowledge-graph file, and the real main window driven by qtbot.

Every window is closed at teardown, which stops its store worker; the teardown asserts that no
worker thread is left running.
"""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QCoreApplication, QMetaObject, QSettings, Qt

import kgstore
from kgui.session import ExplorerSession
from kgui.views.main_window import MainWindow
from kgui.worker import WorkerConfig, running_worker_threads

WS = "ws-1"
# Fast data_version polling; scheduled maintenance off unless a test turns it on.
TEST_CONFIG = WorkerConfig(poll_interval_ms=100, cleanup_delay_ms=None, decay_first_delay_ms=None)


def worker_caught_up(qtbot, client, *, poll: bool = True, timeout: int = 10_000) -> None:
    """Wait for a positive event that comes after everything sent to the worker so far: have it
    poll data_version now (with `poll`), then answer a read sent after. The worker runs what it
    is sent in order and its signals reach the GUI thread in order, so a notice that poll makes,
    and the answer to anything sent before, arrive before that read's answer. A negative check
    ("nothing was noticed") made after this cannot pass merely because the machine was slow."""
    if poll:
        QMetaObject.invokeMethod(client.worker, "poll_external_changes", Qt.ConnectionType.QueuedConnection)
    answered = []
    client.submit("list_workspaces", on_done=answered.append, on_error=answered.append)
    qtbot.waitUntil(lambda: bool(answered), timeout=timeout)


def deliver_posted() -> None:
    """Deliver now what is already on its way to the GUI thread, instead of waiting a while for
    it: the answers of graph-structure threads (each posts its answer before it ends, so once
    joined its answer is posted), what they set off (zero-interval timers are due at once) and
    the paints widgets asked for (update() posts a request). A negative check made after this
    ("nothing more was painted") does not pass merely because the machine was too slow to
    deliver within a fixed wait."""
    for thread in threading.enumerate():
        if thread.name == "graph-structure":
            thread.join(10)
            assert not thread.is_alive(), "a graph-structure computation did not end"
    QCoreApplication.sendPostedEvents()
    QCoreApplication.processEvents()
    QCoreApplication.sendPostedEvents()


def seed_stack(path) -> dict[str, str]:
    """A small project stack in workspace ws-1 (and one entity in ws-2); names -> ids."""
    with kgstore.open(path) as store:
        ws = store.workspace(WS)
        ids = {}
        for type_, name, desc in [
            ("project", "frontend-app", "Customer-facing web app"),
            ("service", "backend", "Node.js API server"),
            ("technology", "React", "Frontend framework"),
            ("technology", "TypeScript", "Typed JavaScript"),
            ("technology", "PostgreSQL", "Primary relational database"),
            ("technology", "Redis", "Cache"),
            ("person", "Sarah", "Tech lead"),
        ]:
            ids[name] = ws.upsert_entity(type_, name, description=desc, properties={"tier": 1}).id
        ws.create_edge(ids["frontend-app"], ids["React"], "uses")
        ws.create_edge(ids["frontend-app"], ids["TypeScript"], "uses")
        ws.create_edge(ids["frontend-app"], ids["backend"], "depends_on")
        ws.create_edge(ids["backend"], ids["PostgreSQL"], "connects_to")
        ws.create_edge(ids["backend"], ids["Redis"], "connects_to")
        ws.create_edge(ids["Sarah"], ids["backend"], "maintained_by")
        ws.add_observation(ids["PostgreSQL"], "High query latency on the users table since Tuesday")
        ws.add_observation(ids["React"], "Upgraded from React 17 to React 18")
        store.workspace("ws-2").upsert_entity("technology", "Elixir", description="other workspace")
        return ids


@pytest.fixture
def seeded(db_path):
    return seed_stack(db_path)


@pytest.fixture
def gui_settings(tmp_path):
    return QSettings(str(tmp_path / "kgui.ini"), QSettings.Format.IniFormat)


def settle(qtbot, window, timeout: int = 5000) -> None:
    """Wait until the worker has answered everything and no refresh is scheduled."""
    s = window.session
    panel = window.search_panel

    def quiet() -> bool:
        return (s.client.is_idle() and not s._stats_timer.isActive() and not s._external_timer.isActive()
                and not panel._debounce.isActive() and not s._reload_running)

    qtbot.waitUntil(quiet, timeout=timeout)
    qtbot.wait(20)
    qtbot.waitUntil(quiet, timeout=timeout)


@pytest.fixture
def make_window(qtbot, db_path, gui_settings):
    windows: list[MainWindow] = []

    def make(*, workspace: str | None = WS, demo: bool = False, config: WorkerConfig = TEST_CONFIG,
             path=None, first_run: bool = False, size: tuple[int, int] | None = None) -> MainWindow:
        """A started window; `first_run` builds it as the app does, with the welcome offer;
        `size` (width, height) is set before the window is first shown, as a screen would."""
        session = ExplorerSession(str(path or db_path), config=config)
        window = MainWindow(session, gui_settings, workspace=workspace, demo=demo)
        session.setParent(window)
        if first_run:
            from kgui.dialogs.first_run import install_first_run

            install_first_run(window)
        windows.append(window)
        if size is not None:
            window.resize(*size)
        window.show()
        window.start()
        qtbot.waitUntil(lambda: session.model.stats is not None, timeout=10_000)
        settle(qtbot, window)
        return window

    yield make
    for window in windows:
        first_run = getattr(window, "first_run", None)
        for dialog in (first_run.dialog if first_run else None, getattr(window, "how_to_dialog", None)):
            if dialog is not None:
                dialog.close()
        window.close()
        assert window.session.client.thread.isFinished(), "the store worker thread is still running"
        layout = window.graph_view.layout_controller
        assert layout is None or layout.closed, "the canvas's layout was not shut down"
        assert layout is None or layout.thread is None or layout.thread.isFinished(), \
            "the layout thread is still running"
    assert running_worker_threads() == []


@pytest.fixture
def window(seeded, make_window):
    return make_window()


def select_by_name(qtbot, window, name: str):
    """Search for `name` in the search box and pick the first result, as a user would."""
    qtbot.keyClicks(window.search_panel.search_edit, name)
    settle(qtbot, window)
    view = window.search_panel.results_view
    model = window.search_panel.results_model
    row = next(n for n, e in enumerate(model.entities()) if e.name == name)
    rect = view.visualRect(model.index(row))
    from PySide6.QtCore import Qt

    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    settle(qtbot, window)
    assert window.inspector.entity is not None and window.inspector.entity.name == name
    return window.inspector.entity
