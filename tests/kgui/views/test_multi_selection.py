"""Several entities selected on the canvas: the inspector shows what is selected (how many, of
which types, which ones) with the actions for all of them; each bulk action is one undo step that
undo reverses exactly, and one entity gone meanwhile does not stop the rest."""

from __future__ import annotations

import pytest
from conftest import WS, deliver_posted, select_by_name, settle
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QScrollArea, QToolButton

import kgstore

RAW_TABLES = {"kg_entities": "id", "kg_observations": "id", "kg_edges": "id", "kg_layout_positions": "entity_id"}


def graph_quiet(window) -> bool:
    gv = window.graph_view
    return (not gv.binding._rebuild_timer.isActive() and not gv.loader.pending
            and not window.as_of_controller.pending and gv.canvas.layout_at_rest)


def settle_graph(qtbot, window, timeout: int = 15_000) -> None:
    settle(qtbot, window, timeout)
    qtbot.waitUntil(lambda: graph_quiet(window), timeout=timeout)
    settle(qtbot, window, timeout)


def select_on_canvas(qtbot, window, ids) -> None:
    """Select as a rubber band would: the canvas reports its selection."""
    window.graph_view.canvas.set_selected_ids(list(ids), emit=True)
    settle(qtbot, window)


def raw_rows(db_path) -> dict[str, list[tuple]]:
    with kgstore.open(db_path) as kg, kg._db.read() as conn:
        return {table: conn.execute(f"SELECT * FROM {table} ORDER BY {key}").fetchall()
                for table, key in RAW_TABLES.items()}


def stored(db_path, entity_id):
    with kgstore.open(db_path) as kg:
        return kg.workspace(WS).get_entity(entity_id)


def answer_confirmation(qtbot, window, delete: bool) -> QMessageBox:
    summary = window.inspector.summary
    qtbot.waitUntil(lambda: summary.active_dialog is not None, timeout=10_000)
    box = summary.active_dialog
    (box.delete_button if delete else box.button(QMessageBox.StandardButton.Cancel)).click()
    settle(qtbot, window)
    return box


@pytest.fixture
def ready(qtbot, window, seeded):
    settle_graph(qtbot, window)
    return window, seeded


def test_several_selected_show_a_summary_and_one_again_shows_the_entity(qtbot, ready):
    window, ids = ready
    inspector = window.inspector
    canvas = window.graph_view.canvas
    # Ctrl-click two nodes, as a person would.
    for name in ("React", "Redis"):
        point = canvas.screen_pos(ids[name]).toPoint()
        qtbot.mouseClick(canvas, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ControlModifier, point)
    settle(qtbot, window)
    assert set(window.session.model.selected_ids) == {ids["React"], ids["Redis"]}
    assert inspector.pages.currentWidget() is inspector.summary
    assert inspector.summary.title_label.text() == "2 entities selected"
    # Ctrl-click on a selected node takes it out: one left, the normal inspector shows it.
    qtbot.mouseClick(canvas, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ControlModifier,
                     canvas.screen_pos(ids["Redis"]).toPoint())
    settle(qtbot, window)
    assert window.session.model.selected_ids == (ids["React"],) and canvas.selected_ids() == [ids["React"]]
    assert inspector.pages.currentIndex() == 1 and inspector.name_edit.text() == "React"

    select_on_canvas(qtbot, window, [ids[n] for n in ("React", "TypeScript", "Redis", "Sarah", "backend")])
    summary = inspector.summary
    assert summary.title_label.text() == "5 entities selected"
    assert {t: b.text() for t, b in summary.type_buttons.items()} == {
        "technology": "3  technology", "person": "1  person", "service": "1  service"}
    for name in ("React", "TypeScript", "Redis", "Sarah", "backend"):
        assert name in summary.names_label.text()
    # The Edit menu follows: Delete takes them all, one-entity actions wait for one.
    assert window.actions.delete.text() == "&Delete 5 Entities…"
    assert not window.actions.new_relationship.isEnabled()
    assert not window.actions.add_observation.isEnabled()

    # Clicking a type narrows the selection to it, on the canvas too.
    summary.type_buttons["technology"].click()
    settle(qtbot, window)
    assert set(window.session.model.selected_ids) == {ids["React"], ids["TypeScript"], ids["Redis"]}
    assert set(canvas.selected_ids()) == {ids["React"], ids["TypeScript"], ids["Redis"]}
    assert summary.title_label.text() == "3 entities selected"
    shown_types = [b for b in summary.types_box.findChildren(QToolButton) if b.isVisibleTo(summary.types_box)]
    assert [b.text() for b in shown_types] == ["3  technology"]
    summary.type_buttons["technology"].click()  # all of one type already: nothing changes
    # A name picks that one: the normal inspector again, and Delete is the single delete.
    summary.names_label.linkActivated.emit(ids["Redis"])
    settle(qtbot, window)
    assert inspector.pages.currentIndex() == 1 and inspector.name_edit.text() == "Redis"
    assert canvas.selected_ids() == [ids["Redis"]]
    assert window.actions.delete.text() == "&Delete" and window.actions.new_relationship.isEnabled()


def test_many_selected_list_ten_names_and_count_the_rest(qtbot, ready):
    window, ids = ready
    with kgstore.open(window.session.db_path) as kg:
        ws = kg.workspace(WS)
        for i in range(8):
            ws.upsert_entity("concept", f"idea {i}")
    window.session.reload()
    settle_graph(qtbot, window)
    everything = list(window.session.model.entities)
    select_on_canvas(qtbot, window, everything)
    text = window.inspector.summary.names_label.text()
    assert window.inspector.summary.title_label.text() == "15 entities selected"
    assert text.count("<a ") == 10 and "and 5 more" in text


def test_delete_all_asks_naming_the_count_and_undo_brings_back_the_same_rows(qtbot, ready, db_path):
    window, ids = ready
    chosen = [ids["backend"], ids["PostgreSQL"], ids["Redis"]]
    before = raw_rows(db_path)
    select_on_canvas(qtbot, window, chosen)
    stack = window.session.undo_stack
    count = stack.count()

    window.inspector.summary.delete_button.click()
    box = answer_confirmation(qtbot, window, delete=False)
    assert box.text() == "Delete these 3 entities?" and "“backend”" in box.informativeText()
    assert box.delete_button.text() == "Delete 3 Entities"
    assert stack.count() == count and raw_rows(db_path) == before  # cancelled: nothing happened

    window.inspector.summary.delete_button.click()
    answer_confirmation(qtbot, window, delete=True)
    assert [stored(db_path, i) for i in chosen] == [None, None, None]
    assert stack.count() == count + 1 and stack.undoText() == "Delete 3 entities"
    assert not any(i in window.session.model.entities for i in chosen)
    assert window.session.model.selected_ids == () and window.inspector.pages.currentIndex() == 0

    window.actions.undo.trigger()
    settle(qtbot, window)
    assert raw_rows(db_path) == before  # same ids, times, relationships, observations
    assert window.session.model.selected_ids == tuple(chosen)  # selected again, as they were
    assert set(window.graph_view.canvas.selected_ids()) == set(chosen)
    assert window.graph_view.actions.hide.isEnabled()
    assert window.inspector.pages.currentWidget() is window.inspector.summary
    window.actions.redo.trigger()
    settle(qtbot, window)
    assert [stored(db_path, i) for i in chosen] == [None, None, None]
    window.actions.undo.trigger()
    settle(qtbot, window)
    assert raw_rows(db_path) == before


def test_the_delete_key_on_a_multi_selection_asks_the_same_way(qtbot, ready, db_path):
    window, ids = ready
    select_on_canvas(qtbot, window, [ids["React"], ids["TypeScript"]])
    canvas = window.graph_view.canvas
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    canvas.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is canvas)
    qtbot.keyClick(canvas, Qt.Key.Key_Delete)
    box = answer_confirmation(qtbot, window, delete=True)
    assert box.text() == "Delete these 2 entities?"
    assert stored(db_path, ids["React"]) is None and stored(db_path, ids["TypeScript"]) is None
    assert stored(db_path, ids["frontend-app"]) is not None


def test_one_deleted_by_another_writer_meanwhile_is_named_and_the_rest_are_deleted(qtbot, ready, db_path):
    window, ids = ready
    chosen = [ids["React"], ids["Redis"], ids["Sarah"]]
    select_on_canvas(qtbot, window, chosen)
    with kgstore.open(db_path) as kg:  # an agent deletes Redis before the person confirms
        kg.workspace(WS).delete_entity(ids["Redis"])
    # The status line may be taken over by a hover's status tip afterwards: record what it said.
    said = []
    window.status.messageChanged.connect(said.append)
    # Confirm at once, before the live reload would take Redis out of the selection.
    window.inspector.summary.confirm_delete()
    answer_confirmation(qtbot, window, delete=True)
    assert stored(db_path, ids["React"]) is None and stored(db_path, ids["Sarah"]) is None
    notice = window.notice_bar.label.text()
    assert "Deleted 2 of 3 entities" in notice and "“Redis”" in notice and "no longer exists" in notice
    assert any(m.startswith("Deleted 2 of 3 entities") for m in said), said
    stack = window.session.undo_stack
    assert stack.undoText() == "Delete 3 entities"
    window.actions.undo.trigger()
    settle(qtbot, window)
    assert stored(db_path, ids["React"]) is not None and stored(db_path, ids["Sarah"]) is not None
    assert stored(db_path, ids["Redis"]) is None


def test_hide_and_pin_all_are_one_step_each_and_undo_restores_them(qtbot, ready):
    window, ids = ready
    chosen = [ids["React"], ids["TypeScript"], ids["Sarah"]]
    select_on_canvas(qtbot, window, chosen)
    summary = window.inspector.summary
    gv = window.graph_view
    scene = gv.canvas.model
    stack = window.session.undo_stack
    gv.binding.set_pinned([ids["React"]], True)  # one of them pinned already
    settle_graph(qtbot, window)
    count = stack.count()

    assert summary.pin_button.text() == "Pin All"
    summary.pin_button.click()
    settle_graph(qtbot, window)
    assert all(scene.pinned[scene.index[i]] for i in chosen)
    assert stack.count() == count + 1 and stack.undoText() == "Pin 3 entities"
    assert summary.pin_button.text() == "Unpin All"
    window.actions.undo.trigger()
    settle_graph(qtbot, window)
    assert [bool(scene.pinned[scene.index[i]]) for i in chosen] == [True, False, False]

    summary.hide_button.click()
    settle_graph(qtbot, window)
    assert set(chosen) <= window.session.model.view.hidden_ids
    assert not set(chosen) & set(gv.visible_ids())
    assert stack.undoText() == "Hide 3 entities" and summary.hide_button.text() == "Show All"
    window.actions.undo.trigger()
    settle_graph(qtbot, window)
    assert not set(chosen) & window.session.model.view.hidden_ids
    assert stack.index() == count  # the hide was one step: one undo took it back


def test_set_confidence_for_all_is_one_step_and_undo_puts_back_each_ones_own(qtbot, ready, db_path):
    window, ids = ready
    with kgstore.open(db_path) as kg:
        ws = kg.workspace(WS)
        ws.update_entity(ids["React"], confidence=0.4)
        ws.update_entity(ids["Redis"], confidence=0.6)
    window.session.reload()
    settle_graph(qtbot, window)
    chosen = [ids["React"], ids["Redis"], ids["Sarah"]]
    select_on_canvas(qtbot, window, chosen)
    summary = window.inspector.summary
    assert summary.confidence_spin.text() == "mixed" and not summary.confidence_button.isEnabled()
    summary.confidence_spin.setValue(0.8)
    summary.confidence_button.click()
    settle(qtbot, window)
    assert [stored(db_path, i).confidence for i in chosen] == [0.8, 0.8, 0.8]
    stack = window.session.undo_stack
    assert stack.undoText() == "Set confidence of 3 entities to 0.80"
    assert summary.confidence_spin.text() == "0.80"
    window.actions.undo.trigger()
    settle(qtbot, window)
    assert [stored(db_path, i).confidence for i in chosen] == [0.4, 0.6, 1.0]
    assert summary.confidence_spin.text() == "mixed"
    window.actions.redo.trigger()
    settle(qtbot, window)
    assert [stored(db_path, i).confidence for i in chosen] == [0.8, 0.8, 0.8]


def test_selecting_one_from_the_search_list_leaves_the_summary(qtbot, ready):
    window, ids = ready
    select_on_canvas(qtbot, window, [ids["React"], ids["Redis"]])
    assert window.inspector.pages.currentWidget() is window.inspector.summary
    select_by_name(qtbot, window, "PostgreSQL")
    assert window.session.model.selected_ids == (ids["PostgreSQL"],)
    assert window.inspector.pages.currentIndex() == 1
    assert window.graph_view.canvas.selected_ids() == [ids["PostgreSQL"]]
    # A click on the background clears it all.
    qtbot.mouseClick(window.graph_view.canvas, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     QPoint(3, 3))
    settle(qtbot, window)
    assert window.session.model.selected_ids == () and window.inspector.pages.currentIndex() == 0


def test_the_summary_fits_the_inspector_of_a_1024_by_700_window(qtbot, seeded, make_window):
    window = make_window(size=(1024, 700))
    settle_graph(qtbot, window)
    select_on_canvas(qtbot, window, [seeded[n] for n in ("React", "TypeScript", "Redis", "Sarah", "backend")])
    deliver_posted()
    summary = window.inspector.summary
    assert summary.isVisible()
    scroll = summary.findChild(QScrollArea)
    # No sideways scrolling, and every action on screen without scrolling down.
    assert scroll.widget().minimumSizeHint().width() <= scroll.viewport().width()
    viewport = scroll.viewport()
    for button in (summary.delete_button, summary.hide_button, summary.pin_button, summary.confidence_spin,
                   summary.confidence_button, *summary.type_buttons.values()):
        top_left = button.mapTo(viewport, QPoint(0, 0))
        assert viewport.rect().contains(QRect(top_left, button.size())), button.objectName()
        assert button.width() >= button.minimumSizeHint().width(), button.objectName()  # text not cut
