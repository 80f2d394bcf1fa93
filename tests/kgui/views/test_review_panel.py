"""The Review panel: the inbox with its count in the dock's title, newest first with where each
item came from; Confirm, Edit and Delete one or several, Mark Reviewed; every action undoable,
undo putting back exactly the rows that were there."""

from __future__ import annotations

import time

import pytest
from conftest import WS, deliver_posted, settle
from PySide6.QtCore import Qt

import kgstore

RAW_TABLES = {"kg_entities": "id", "kg_observations": "id", "kg_edges": "id", "kg_layout_positions": "entity_id",
              "kg_mentions": "entity_id, task_id"}


def raw_rows(db_path) -> dict[str, list[tuple]]:
    with kgstore.open(db_path) as kg, kg._db.read() as conn:
        return {table: conn.execute(f"SELECT * FROM {table} ORDER BY {key}").fetchall()
                for table, key in RAW_TABLES.items()}


def settle_panels(qtbot, window) -> None:
    """Also until the Review and Tasks panels have read the store again after a change, and the
    layout has come to rest (its positions are saved then: a snapshot of the rows must not be
    taken before that write)."""
    controller = window.graph_view.layout_controller
    if controller is not None:
        qtbot.waitUntil(lambda: not controller.running, timeout=20_000)
    for _ in range(2):
        settle(qtbot, window)
        qtbot.waitUntil(lambda: not window.review_panel._timer.isActive()
                        and not window.tasks_panel._timer.isActive(), timeout=10_000)
    settle(qtbot, window)


@pytest.fixture
def inbox(qtbot, seeded, db_path, make_window):
    with kgstore.open(db_path) as kg:
        ws = kg.workspace(WS)
        ws.mark_reviewed()  # the seeded stack was reviewed; what follows is new
        pause = lambda: time.sleep(0.003)  # noqa: E731  (each write in a millisecond of its own: newest first)
        pause()
        docker = ws.upsert_entity("technology", "Docker", source="auto", task_id="task-ci")
        ws.add_observation(docker.id, "CI runs the tests in Docker", source="auto", task_id="task-ci")
        pause()
        vite = ws.upsert_entity("technology", "Vite", source="auto", task_id="task-ci")
        pause()
        doubtful = ws.upsert_entity("person", "Sam", source="agent", confidence=0.3)
        pause()
        edge = ws.create_edge(seeded["backend"], docker.id, "deployed_to", task_id="task-ci")
        with kg.transaction() as conn:  # what extraction would have read around Vite
            conn.execute("INSERT INTO kg_mentions VALUES (?, 'task-ci', 'we build with Vite now', ?)",
                         (vite.id, vite.created_at))
    window = make_window()
    window.show_review.trigger()  # the list is read while the panel is shown
    settle_panels(qtbot, window)
    return window, {"Docker": docker.id, "Vite": vite.id, "Sam": doubtful.id, "edge": edge.id}


def listed(window) -> list[str]:
    return [i.id for i in window.review_panel.items]


def test_the_dock_says_how_many_wait_and_lists_them_with_their_origin(inbox):
    window, ids = inbox
    panel = window.review_panel
    assert window.review_dock.windowTitle() == "Review (4)"
    assert set(listed(window)) == {ids["Docker"], ids["Vite"], ids["Sam"], ids["edge"]}
    assert listed(window)[0] == ids["edge"]  # newest first
    texts = {panel.list.item(n).data(Qt.ItemDataRole.UserRole): panel.list.item(n).text()
             for n in range(panel.list.count())}
    assert texts[ids["edge"]].splitlines()[0] == "backend → deployed_to → Docker"
    docker = texts[ids["Docker"]].splitlines()
    assert "task-ci" in docker[1] and "unconfirmed 0.85" in docker[1]
    assert docker[2] == "“CI runs the tests in Docker”"
    assert "low confidence 0.30" in texts[ids["Sam"]]
    assert "2 items" not in panel.summary.text() and "4 items waiting" in panel.summary.text()


def test_confirming_several_at_once_is_one_undo_step_that_puts_back_exactly(qtbot, inbox, db_path):
    window, ids = inbox
    panel = window.review_panel
    before = raw_rows(db_path)
    panel.select_ids([ids["Docker"], ids["edge"]])
    assert panel.confirm_button.text() == "Confirm 2"
    panel.confirm_button.click()
    settle_panels(qtbot, window)
    assert set(listed(window)) == {ids["Vite"], ids["Sam"]}
    assert window.review_dock.windowTitle() == "Review (2)"
    with kgstore.open(db_path) as kg:
        ws = kg.workspace(WS)
        assert (ws.get_entity(ids["Docker"]).source, ws.get_entity(ids["Docker"]).confidence) == ("manual", 1.0)
        assert ws.get_edge(ids["edge"]).source == "manual"
    window.session.undo_stack.undo()
    settle_panels(qtbot, window)
    assert raw_rows(db_path) == before
    assert window.review_dock.windowTitle() == "Review (4)"
    window.session.undo_stack.redo()
    settle_panels(qtbot, window)
    assert window.review_dock.windowTitle() == "Review (2)"


def test_deleting_an_entity_and_a_relationship_then_undo_brings_back_the_same_rows(qtbot, inbox, db_path):
    window, ids = inbox
    panel = window.review_panel
    before = raw_rows(db_path)
    panel.select_ids([ids["Docker"], ids["edge"], ids["Sam"], ids["Vite"]])
    panel.delete_button.click()
    settle_panels(qtbot, window)
    assert listed(window) == []
    with kgstore.open(db_path) as kg:
        ws = kg.workspace(WS)
        assert ws.get_entity(ids["Docker"]) is None and ws.get_edge(ids["edge"]) is None
    assert ids["Docker"] not in window.session.model.entities
    window.session.undo_stack.undo()
    settle_panels(qtbot, window)
    assert raw_rows(db_path) == before  # Vite's mention too
    assert set(listed(window)) == {ids["Docker"], ids["Vite"], ids["Sam"], ids["edge"]}


def test_mark_reviewed_lets_the_relationships_go_and_undo_brings_them_back(qtbot, inbox):
    window, ids = inbox
    window.review_panel.mark_button.click()
    settle_panels(qtbot, window)
    assert ids["edge"] not in listed(window) and window.review_dock.windowTitle() == "Review (3)"
    assert not window.review_panel.mark_button.isEnabled()  # no relationship left to mark
    window.session.undo_stack.undo()
    settle_panels(qtbot, window)
    assert ids["edge"] in listed(window)


def test_edit_opens_the_entity_in_the_inspector(qtbot, inbox):
    window, ids = inbox
    panel = window.review_panel
    panel.select_ids([ids["Docker"], ids["Vite"]])
    assert not panel.edit_button.isEnabled()  # one at a time
    panel.select_ids([ids["Vite"]])
    panel.edit_button.click()
    settle(qtbot, window)
    assert window.session.model.selected_id == ids["Vite"]
    assert window.inspector_dock.isVisible()
    panel.select_ids([ids["edge"]])  # a relationship: picked in its source's inspector
    panel.edit_button.click()
    settle(qtbot, window)
    assert window.session.model.selected.name == "backend"
    qtbot.waitUntil(lambda: getattr(window.inspector.relationships.selected_edge(), "id", None) == ids["edge"],
                    timeout=10_000)


def test_the_delete_key_in_the_list_deletes_the_items_chosen_there_not_the_canvas_selection(qtbot, inbox, seeded):
    window, ids = inbox
    window.session.select(seeded["backend"])  # selected on the canvas
    settle(qtbot, window)
    panel = window.review_panel
    panel.select_ids([ids["Sam"]])
    panel.list.setFocus()
    qtbot.waitUntil(lambda: panel.list.hasFocus(), timeout=10_000)
    window.actions.delete.trigger()
    settle_panels(qtbot, window)
    assert ids["Sam"] not in listed(window)
    assert seeded["backend"] in window.session.model.entities
    window.session.select(None)  # nothing on the canvas: the window's Delete is off, the key still works
    settle(qtbot, window)
    assert not window.actions.delete.isEnabled()
    panel.select_ids([ids["Vite"]])
    qtbot.keyClick(panel.list, Qt.Key.Key_Delete)
    settle_panels(qtbot, window)
    assert ids["Vite"] not in listed(window)
    menu = panel.context_menu()  # the list's menu: the same actions, for what is selected
    assert [a.text() for a in menu.actions()] == ["Confirm", "Edit", "Merge Into…", "Delete"]
    assert not any(a.isEnabled() for a in menu.actions())  # nothing selected any more


def test_merge_into_asks_which_entity_then_the_merged_one_leaves_the_inbox(qtbot, inbox, db_path):
    window, ids = inbox
    panel = window.review_panel
    panel.select_ids([ids["edge"]])
    assert not panel.merge_button.isEnabled()  # a relationship is not merged
    panel.select_ids([ids["Docker"], ids["Vite"]])
    assert not panel.merge_button.isEnabled()  # one at a time: the window asks which it goes into
    panel.select_ids([ids["Vite"]])
    panel.merge_button.click()
    picker_dialog = window.active_dialog
    assert picker_dialog.objectName() == "merge_into_dialog" and picker_dialog.entity.id == ids["Vite"]
    picker_dialog.picker.preset(window.session.model.entities[ids["Docker"]])
    picker_dialog.accept()
    dialog = window.active_dialog
    assert dialog.objectName() == "merge_dialog"
    qtbot.waitUntil(lambda: dialog.merge_button.isEnabled(), timeout=5000)
    dialog.merge_button.click()
    settle_panels(qtbot, window)
    with kgstore.open(db_path) as kg:
        assert kg.workspace(WS).get_entity(ids["Vite"]) is None
    assert ids["Vite"] not in listed(window) and ids["Docker"] in listed(window)
    window.session.undo_stack.undo()
    settle_panels(qtbot, window)
    assert ids["Vite"] in listed(window)


def test_an_item_deleted_by_another_writer_is_left_out_and_said(qtbot, inbox, db_path):
    window, ids = inbox
    with kgstore.open(db_path) as kg:
        kg.workspace(WS).delete_entity(ids["Vite"])
    panel = window.review_panel
    panel.select_ids([ids["Docker"], ids["Vite"]])
    command = panel.confirm_selected()
    settle_panels(qtbot, window)
    assert command.last_done == [ids["Docker"]]
    assert "Vite" in command.last_error and "no longer exists" in command.last_error


def test_closed_at_first_opened_from_the_tools_menu_with_the_count_in_its_text(qtbot, inbox, make_window):
    window = make_window()
    settle_panels(qtbot, window)
    assert not window.review_dock.isVisible() and not window.tasks_dock.isVisible()
    assert window.show_review.text() == "&Review Inbox (4 waiting)"  # counted while closed
    assert window.review_panel.items == []  # the list itself is read once it is shown
    window.show_review.trigger()
    settle_panels(qtbot, window)
    assert window.review_dock.isVisible() and not window.review_dock.visibleRegion().isEmpty()
    assert len(window.review_panel.items) == 4
    # Folding the left column away and back brings back what was open, and not what was closed.
    window.panels.show_left.trigger()
    deliver_posted()
    assert not window.review_dock.isVisible() and not window.search_dock.isVisible()
    window.panels.show_left.trigger()
    deliver_posted()
    assert window.review_dock.isVisible() and window.search_dock.isVisible()
    assert not window.tasks_dock.isVisible()
    # Behind another tab the list is not read; brought to the front it is, with what changed since.
    window.filters_dock.raise_()
    settle_panels(qtbot, window)
    with kgstore.open(window.session.db_path) as kg:
        kg.workspace(WS).upsert_entity("technology", "Kafka", source="auto", task_id="task-late")
    qtbot.waitUntil(lambda: window.show_review.text() == "&Review Inbox (5 waiting)", timeout=5000)
    assert len(window.review_panel.items) == 4
    window.review_dock.raise_()
    settle_panels(qtbot, window)
    assert len(window.review_panel.items) == 5


def test_beyond_a_thousand_the_count_says_1000_plus_and_the_panel_lists_the_newest(qtbot, seeded, db_path,
                                                                                   make_window):
    """The menu, the dock's title and the summary count up to the cap (the worker's count stops
    there) and say "1,000+" beyond it."""
    from kgui.worker.curation_operations import REVIEW_COUNT_CAP, REVIEW_PAGE

    with kgstore.open(db_path) as kg, kg.transaction():
        ws = kg.workspace(WS)
        ws.mark_reviewed()
        time.sleep(0.003)  # what follows is after the review's millisecond
        ids = [e.id for e in ws.entities()]
        pairs = [(a, b) for a in ids for b in ids if a != b]
        for i in range(REVIEW_COUNT_CAP + 50):  # an agent's relationships, new since the review
            a, b = pairs[i % len(pairs)]
            ws.create_edge(a, b, f"agent_{i // len(pairs)}", source="agent")
    window = make_window()
    settle_panels(qtbot, window)
    assert window.show_review.text() == "&Review Inbox (1,000+ waiting)"
    assert window.review_dock.windowTitle() == "Review (1,000+)"
    window.show_review.trigger()
    settle_panels(qtbot, window)
    panel = window.review_panel
    assert len(panel.items) == REVIEW_PAGE
    assert panel.summary.text().startswith(f"1,000+ items waiting (the newest {REVIEW_PAGE} listed)")
    with kgstore.open(db_path) as kg:  # the store's own count stays exact
        assert kg.workspace(WS).review_count() == REVIEW_COUNT_CAP + 50


@pytest.mark.parametrize("shown", [False, True])
def test_another_process_writing_makes_the_panel_ask_once_per_reload(qtbot, inbox, db_path, shown, monkeypatch):
    from kgui.worker import operations as ops

    original = ops.OPERATIONS["open_workspace"]

    def slow_reload(ctx, **args):  # as long as a large workspace's
        time.sleep(0.3)
        return (yield from original.run(ctx, **args))

    monkeypatch.setitem(ops.OPERATIONS, "open_workspace", ops.Operation("open_workspace", original.kind, slow_reload))
    window, ids = inbox
    if not shown:
        window.review_dock.close()
        settle_panels(qtbot, window)
    asked = []
    window.session.client.request_finished.connect(
        lambda _rid, op, _result: asked.append(op) if op in ("review_count", "review_items", "open_workspace") else None)
    with kgstore.open(db_path) as kg:
        ws = kg.workspace(WS)
        ws.add_observation(ids["Docker"], "another note")
        ws.upsert_entity("technology", "Kafka", source="auto")
    qtbot.waitUntil(lambda: "Kafka" in window.show_review.text() or window.show_review.text().endswith("(5 waiting)"),
                    timeout=8000)
    settle_panels(qtbot, window)
    reloads = asked.count("open_workspace")
    assert reloads >= 1
    assert asked.count("review_items" if shown else "review_count") == reloads, asked
    assert asked.count("review_count" if shown else "review_items") == 0, asked
    assert window.show_review.text() == "&Review Inbox (5 waiting)"


def test_a_search_sent_while_the_inbox_is_read_is_answered_first(qtbot, inbox, monkeypatch):
    import threading

    from kgstore.graph import review

    window, _ids = inbox
    sent = threading.Event()
    listed_steps = review.review_items_steps

    def held_steps(*args, **kwargs):  # the list is being read until the search has been sent
        yield
        sent.wait(5)
        return (yield from listed_steps(*args, **kwargs))

    monkeypatch.setattr(review, "review_items_steps", held_steps)
    answered = []
    window.session.client.request_finished.connect(
        lambda _rid, op, _result: answered.append(op) if op in ("review_items", "search") else None)
    window.review_panel.refresh()
    window.session.submit("search", query="Docker", limit=5)
    sent.set()
    qtbot.waitUntil(lambda: len(answered) == 2, timeout=5000)
    assert answered == ["search", "review_items"]
    settle_panels(qtbot, window)
    assert len(window.review_panel.items) == 4


def test_at_1024x700_the_review_and_tasks_tabs_fit_and_nothing_is_cut(qtbot, inbox, make_window):
    from test_window_tree import problems

    window = make_window(size=(1024, 700))
    settle_panels(qtbot, window)
    for action, dock in ((window.show_review, window.review_dock), (window.show_tasks, window.tasks_dock)):
        action.trigger()
        deliver_posted()
        settle_panels(qtbot, window)
        assert not dock.visibleRegion().isEmpty()
        assert problems(window) == []
    window.review_dock.raise_()
    deliver_posted()
    panel = window.review_panel
    assert panel.list.count() == 4 and panel.list.viewport().height() >= 100
    for button in (panel.confirm_button, panel.edit_button, panel.delete_button, panel.mark_button):
        assert not button.visibleRegion().isEmpty()
    assert window.tasks_panel.list.count() == 1


def test_in_a_read_only_file_the_inbox_and_the_tasks_are_shown_and_nothing_can_be_changed(
        qtbot, make_window, tmp_path):
    import sqlite3

    path = tmp_path / "future.db"
    with kgstore.open(path) as kg:
        ws = kg.workspace(WS)
        ws.upsert_entity("technology", "Docker", source="auto", task_id="task-ci")
    with sqlite3.connect(path) as conn:  # written by a newer version: opened read-only
        conn.execute("INSERT INTO kg_migrations (name, applied_at) VALUES ('0999_future', 1)")
    window = make_window(path=path)
    assert window.session.read_only_reason
    window.show_review.trigger()
    settle_panels(qtbot, window)
    panel = window.review_panel
    assert len(panel.items) == 1
    panel.select_ids([panel.items[0].id])
    assert panel.edit_button.isEnabled()
    assert not any(b.isEnabled() for b in (panel.confirm_button, panel.delete_button, panel.merge_button,
                                            panel.mark_button))
    window.show_tasks.trigger()
    settle_panels(qtbot, window)
    assert [t.task_id for t in window.tasks_panel.tasks] == ["task-ci"]
    assert window.tasks_panel.details is not None and not window.tasks_panel.forget_button.isEnabled()
