"""The Tasks panel: the tasks that wrote memory with how much each wrote, what the selected one
wrote, and Forget This Task after a confirmation that says what will be deleted; a backup is taken
first and undo puts back the very rows."""

from __future__ import annotations

import time

import pytest
from conftest import WS, settle
from PySide6.QtWidgets import QMessageBox

import kgstore

from test_review_panel import raw_rows, settle_panels  # noqa: E402  (tests/kgui/views, on sys.path)


@pytest.fixture
def tasks(qtbot, seeded, db_path, make_window):
    with kgstore.open(db_path) as kg:
        ws = kg.workspace(WS)
        docker = ws.upsert_entity("technology", "Docker", source="auto", task_id="task-ci")
        vite = ws.upsert_entity("technology", "Vite", source="auto", task_id="task-ci")
        ws.create_edge(seeded["backend"], docker.id, "deployed_to", task_id="task-ci")
        ws.add_observation(seeded["backend"], "CI runs in Docker", task_id="task-ci")
        time.sleep(0.003)
        ws.create_edge(seeded["frontend-app"], vite.id, "uses", task_id="task-later")  # Vite stays
        ws.save_positions({docker.id: (5.0, 6.0, True)})
        time.sleep(0.003)
        ws.add_observation(seeded["React"], "React 19 is out", task_id="task-news")
    window = make_window()
    window.show_tasks.trigger()  # the list is read while the panel is shown
    settle_panels(qtbot, window)
    return window, {"Docker": docker.id, "Vite": vite.id, **seeded}


def test_the_tasks_that_wrote_memory_latest_first_with_what_each_wrote(qtbot, tasks):
    window, ids = tasks
    panel = window.tasks_panel
    assert window.tasks_dock.windowTitle() == "Tasks (3)"
    assert [t.task_id for t in panel.tasks][0] == "task-news"
    assert panel.list.item(0).text() == "task-news\n0 entities, 0 relationships, 1 observation"
    panel.select_task("task-ci")
    settle_panels(qtbot, window)
    tree = panel.writes
    groups = {tree.topLevelItem(n).text(0): [tree.topLevelItem(n).child(c).text(0)
                                              for c in range(tree.topLevelItem(n).childCount())]
              for n in range(tree.topLevelItemCount())}
    assert groups == {
        "2 entities": ["Docker  ·  technology", "Vite  ·  technology  (stays: used by others)"],
        "1 relationship": ["backend → deployed_to → Docker"],
        "1 observation": ["backend: CI runs in Docker"],
    }


def test_forget_says_what_it_deletes_backs_up_and_undo_puts_back_the_rows(qtbot, tasks, db_path):
    window, ids = tasks
    panel = window.tasks_panel
    panel.select_task("task-ci")
    settle_panels(qtbot, window)
    before = raw_rows(db_path)
    box = panel.ask_forget()
    assert box.text() == "Forget task “task-ci”?"
    info = box.informativeText()
    assert "1 observation, 1 relationship and 1 entity it created (“Docker”)" in info
    assert "1 entity it created stays" in info and "backup" in info
    next(b for b in box.buttons() if b.objectName() == "forget_task_confirm").click()
    settle_panels(qtbot, window)
    with kgstore.open(db_path) as kg:
        ws = kg.workspace(WS)
        assert ws.get_entity(ids["Docker"]) is None and ws.get_entity(ids["Vite"]) is not None
        assert len(kg.backups()) == 1
    assert ids["Docker"] not in window.session.model.entities
    assert [t.task_id for t in panel.tasks] == ["task-news", "task-later", "task-ci"]  # Vite still carries it
    window.session.undo_stack.undo()
    settle_panels(qtbot, window)
    assert raw_rows(db_path) == before
    assert ids["Docker"] in window.session.model.entities


def test_cancel_deletes_nothing(qtbot, tasks, db_path):
    window, _ids = tasks
    panel = window.tasks_panel
    panel.select_task("task-ci")
    settle_panels(qtbot, window)
    before = raw_rows(db_path)
    box = panel.ask_forget()
    box.button(QMessageBox.StandardButton.Cancel).click()
    settle_panels(qtbot, window)
    assert raw_rows(db_path) == before
    assert window.session.undo_stack.count() == 0


def test_an_undo_refused_because_another_writer_took_the_name_says_why(qtbot, tasks, db_path):
    window, ids = tasks
    panel = window.tasks_panel
    panel.select_task("task-ci")
    settle_panels(qtbot, window)
    panel.forget("task-ci")
    settle_panels(qtbot, window)
    with kgstore.open(db_path) as kg:
        kg.workspace(WS).upsert_entity("technology", "Docker", source="agent")
    window.session.undo_stack.undo()
    settle_panels(qtbot, window)
    command = window.session.undo_stack.command(0)
    assert "Docker" in command.last_error and "exists now" in command.last_error
    with kgstore.open(db_path) as kg:
        assert kg.workspace(WS).get_entity(ids["Docker"]) is None  # nothing was put back


def test_a_task_whose_writes_all_stay_cannot_be_forgotten_for_nothing(qtbot, tasks, db_path):
    from kgui.views.tasks_panel import forget_question

    window, _ids = tasks
    panel = window.tasks_panel
    panel.select_task("task-later")  # its one relationship would go
    settle_panels(qtbot, window)
    assert panel.forget_button.isEnabled()
    assert forget_question(panel.details)[1].startswith("This deletes 1 relationship.")
    with kgstore.open(db_path) as kg:  # another writer: an entity of a task that a person confirmed
        ws = kg.workspace(WS)
        kept = ws.upsert_entity("technology", "Kafka", source="auto", task_id="task-kept")
        ws.confirm([kept.id])
    qtbot.waitUntil(lambda: "task-kept" in [t.task_id for t in panel.tasks], timeout=5000)
    panel.select_task("task-kept")
    settle_panels(qtbot, window)
    assert panel.details.writes.task_id == "task-kept"
    assert not panel.forget_button.isEnabled()
    assert forget_question(panel.details)[1].startswith("Nothing it wrote would be deleted.")
