"""Editing relationships and observations from the inspector: context menus, the edit dialogs,
undo that puts back exactly what was there, and another writer's changes never overwritten
silently."""

from __future__ import annotations

import pytest
from conftest import WS, select_by_name, settle
from PySide6.QtCore import QDate, QDateTime, Qt, QTime, QTimeZone
from PySide6.QtWidgets import QApplication

import kgstore

HOUR = 3_600_000


def stored_edge(db_path, edge_id):
    with kgstore.open(db_path) as kg:
        return kg.workspace(WS).get_edge(edge_id)


def stored_observations(db_path, entity_id):
    with kgstore.open(db_path) as kg:
        return kg.workspace(WS).observations(entity_id)


def edge_row(window, other_name):
    rel = window.inspector.relationships
    item = next(i for i in rel.edge_items() if i.text(1) == other_name)
    rel.tree.setCurrentItem(item)
    return item


def menu_action(menu, text):
    return next(a for a in menu.actions() if a.text() == text)


def open_edit_dialog(qtbot, window, other_name):
    item = edge_row(window, other_name)
    menu = window.inspector.relationships.context_menu(item)
    menu_action(menu, "Edit…").trigger()
    dialog = window.inspector.active_dialog
    assert dialog is not None and dialog.objectName() == "edit_relationship_dialog"
    return dialog, item.data(0, Qt.ItemDataRole.UserRole + 1)


def save(qtbot, window, dialog):
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    settle(qtbot, window)


# -- relationships ----------------------------------------------------------------------------

def test_a_relationship_row_has_a_context_menu_with_its_actions(qtbot, window):
    select_by_name(qtbot, window, "backend")
    rel = window.inspector.relationships
    item = edge_row(window, "Redis")
    texts = [a.text() for a in rel.context_menu(item).actions() if a.text()]
    assert texts == ["Go to “Redis”", "Edit…", "Invalidate…", "Delete", "Copy", "Copy relationship id"]
    menu_action(rel.context_menu(item), "Copy").trigger()
    assert QApplication.clipboard().text() == "backend connects_to Redis"
    menu_action(rel.context_menu(item), "Go to “Redis”").trigger()
    settle(qtbot, window)
    assert window.inspector.entity.name == "Redis"
    # The menu is what a right-click opens.
    rel = window.inspector.relationships
    item = edge_row(window, "backend")
    rect = rel.tree.visualItemRect(item)
    shown = []
    rel.tree.customContextMenuRequested.connect(lambda pos: shown.append(rel.tree.itemAt(pos)))
    rel.tree.customContextMenuRequested.emit(rect.center())
    assert shown == [item]
    for widget in QApplication.topLevelWidgets():
        if widget.inherits("QMenu") and widget.isVisible():
            widget.close()


def test_edit_a_relationship_then_undo_puts_back_exactly_what_was_there(qtbot, window, db_path):
    select_by_name(qtbot, window, "backend")
    dialog, edge = open_edit_dialog(qtbot, window, "Redis")
    before = stored_edge(db_path, edge.id)
    dialog.type_combo.setCurrentText("Caches In")
    dialog.confidence.setValue(0.7)
    dialog.properties.add_row()
    dialog.properties.table.item(dialog.properties.table.rowCount() - 1, 0).setText("port")
    dialog.properties.table.item(dialog.properties.table.rowCount() - 1, 1).setText("6379")
    dialog.valid_from.setDateTime(dialog.valid_from.dateTime().addSecs(-7200))
    save(qtbot, window, dialog)
    assert not dialog.isVisible()
    after = stored_edge(db_path, edge.id)
    assert (after.id, after.created_at) == (before.id, before.created_at)
    assert after.type == "caches_in" and after.confidence == pytest.approx(0.7)
    assert after.properties == {"port": 6379} and after.valid_from < before.valid_from
    assert after.valid_to is None and after.source == "manual"
    assert ("caches_in", "Redis") in {(i.text(0), i.text(1)) for i in window.inspector.relationships.edge_items()}
    assert window.session.model.edges[edge.id].type == "caches_in"  # the canvas's model follows
    assert window.session.undo_stack.undoText() == "Edit relationship backend connects_to Redis"

    window.actions.undo.trigger()
    settle(qtbot, window)
    restored = stored_edge(db_path, edge.id)
    assert (restored.type, restored.confidence, restored.properties, restored.valid_from, restored.valid_to) == (
        before.type, before.confidence, before.properties, before.valid_from, before.valid_to)
    window.actions.redo.trigger()
    settle(qtbot, window)
    assert stored_edge(db_path, edge.id).type == "caches_in"


def test_an_untouched_time_keeps_its_milliseconds_and_closing_it_is_an_edit_too(qtbot, window, db_path):
    select_by_name(qtbot, window, "backend")
    dialog, edge = open_edit_dialog(qtbot, window, "Redis")
    dialog.still_true.setChecked(False)
    dialog.valid_to.setDateTime(dialog.valid_from.dateTime().addSecs(3600))
    save(qtbot, window, dialog)
    got = stored_edge(db_path, edge.id)
    assert got.valid_from == edge.valid_from  # exactly, though the field shows seconds
    assert got.valid_to is not None and abs(got.valid_to - (edge.valid_from + HOUR)) < 1000
    assert window.session.undo_stack.undoText() == "Change when backend connects_to Redis holds"
    window.actions.undo.trigger()
    settle(qtbot, window)
    assert stored_edge(db_path, edge.id).valid_to is None


def test_a_start_before_1973_can_be_chosen_and_undo_puts_back_the_old_times(qtbot, window, db_path):
    # A date field gives milliseconds; the store takes a small bare number for seconds.
    moon_landing = QDateTime(QDate(1969, 7, 20), QTime(20, 17, 40), QTimeZone.UTC)
    ended = QDateTime(QDate(1972, 12, 14), QTime(22, 54, 37), QTimeZone.UTC)
    select_by_name(qtbot, window, "backend")
    dialog, edge = open_edit_dialog(qtbot, window, "Redis")
    before = stored_edge(db_path, edge.id)
    dialog.valid_from.setDateTime(moon_landing)
    dialog.still_true.setChecked(False)
    dialog.valid_to.setDateTime(ended)
    save(qtbot, window, dialog)
    assert not dialog.isVisible()
    after = stored_edge(db_path, edge.id)
    assert (after.valid_from, after.valid_to) == (moon_landing.toMSecsSinceEpoch(), ended.toMSecsSinceEpoch())
    assert window.session.model.edges[edge.id].valid_from == after.valid_from

    window.actions.undo.trigger()
    settle(qtbot, window)
    restored = stored_edge(db_path, edge.id)
    assert (restored.valid_from, restored.valid_to) == (before.valid_from, before.valid_to)
    window.actions.redo.trigger()
    settle(qtbot, window)
    assert stored_edge(db_path, edge.id) == after

    # The old window edited again (its stored start, before 1973, is what undo writes back).
    dialog, _edge = open_edit_dialog(qtbot, window, "Redis")
    dialog.confidence.setValue(0.4)
    dialog.still_true.setChecked(True)
    save(qtbot, window, dialog)
    assert stored_edge(db_path, edge.id).valid_to is None
    window.actions.undo.trigger()
    settle(qtbot, window)
    assert stored_edge(db_path, edge.id) == after


def test_a_window_that_ends_before_it_starts_is_refused_at_the_field(qtbot, window, db_path):
    select_by_name(qtbot, window, "backend")
    dialog, edge = open_edit_dialog(qtbot, window, "Redis")
    dialog.still_true.setChecked(False)
    dialog.valid_to.setDateTime(dialog.valid_from.dateTime().addSecs(-60))
    assert dialog.window_error.isVisible() and "must end after it starts" in dialog.window_error.text()
    assert not dialog.save_button.isEnabled()
    dialog.accept()
    assert dialog.isVisible() and not dialog.still_true.isChecked()  # the input is kept
    dialog.type_combo.setCurrentText("   ")
    assert dialog.type_error.isVisible()
    dialog.reject()
    assert stored_edge(db_path, edge.id) == edge


def test_an_overlapping_window_is_refused_and_the_dialog_keeps_what_was_typed(qtbot, window, db_path, seeded):
    with kgstore.open(db_path) as kg:  # backend connected to Redis once before, for a while
        ws = kg.workspace(WS)
        current = next(g for g in ws.edges_of(seeded["backend"]) if g.target_id == seeded["Redis"])
        earlier = ws.create_edge(seeded["backend"], seeded["Redis"], "connects_to",
                                 valid_from=current.valid_from - 10 * HOUR, valid_to=current.valid_from - 5 * HOUR)
    select_by_name(qtbot, window, "backend")
    rel = window.inspector.relationships
    item = next(i for i in rel.edge_items() if i.data(0, Qt.ItemDataRole.UserRole + 1).id == earlier.id)
    rel.tree.setCurrentItem(item)
    qtbot.mouseClick(rel.edit_button, Qt.MouseButton.LeftButton)
    dialog = window.inspector.active_dialog
    dialog.still_true.setChecked(True)  # two current connects_to: not possible
    dialog.confidence.setValue(0.4)
    save(qtbot, window, dialog)
    assert dialog.isVisible()
    assert "would overlap the other “backend connects_to Redis” relationship" in dialog.window_error.text()
    assert dialog.still_true.isChecked() and dialog.confidence.value() == pytest.approx(0.4)
    assert dialog.save_button.isEnabled() and dialog.save_button.text() == "Save"
    assert stored_edge(db_path, earlier.id) == earlier
    assert window.session.undo_stack.count() == 0  # nothing happened: no undo step
    dialog.reject()


def test_another_writers_change_during_the_edit_is_shown_and_never_overwritten_silently(
        qtbot, window, db_path, seeded):
    select_by_name(qtbot, window, "backend")
    dialog, edge = open_edit_dialog(qtbot, window, "Redis")
    dialog.confidence.setValue(0.9)
    with kgstore.open(db_path) as kg:  # an agent, meanwhile: another confidence and a property
        kg.workspace(WS).update_edge(edge.id, confidence=0.3, properties={"db": 2}, source="agent")
    save(qtbot, window, dialog)
    assert dialog.isVisible()
    assert "confidence is now 30%" in dialog.conflict_label.text()
    assert dialog.confidence.value() == pytest.approx(0.9)  # mine, kept
    assert stored_edge(db_path, edge.id).confidence == pytest.approx(0.3)
    save(qtbot, window, dialog)  # knowingly: mine over theirs
    assert not dialog.isVisible()
    got = stored_edge(db_path, edge.id)
    assert got.confidence == pytest.approx(0.9)
    assert got.properties == {"db": 2}  # what they changed and I did not touch stays theirs


def test_undo_is_refused_when_another_writer_changed_the_relationship_since(qtbot, window, db_path):
    select_by_name(qtbot, window, "backend")
    dialog, edge = open_edit_dialog(qtbot, window, "Redis")
    dialog.confidence.setValue(0.6)
    save(qtbot, window, dialog)
    with kgstore.open(db_path) as kg:
        kg.workspace(WS).update_edge(edge.id, confidence=0.2, source="agent")
    errors = []
    window.session.error_reported.connect(errors.append)
    window.actions.undo.trigger()
    settle(qtbot, window)
    assert errors and "another writer changed its confidence since" in errors[-1]
    assert stored_edge(db_path, edge.id).confidence == pytest.approx(0.2)


# -- observations -----------------------------------------------------------------------------

def test_an_observation_row_has_a_context_menu(qtbot, window):
    select_by_name(qtbot, window, "PostgreSQL")
    obs = window.inspector.observations
    item = obs.list.item(0)
    assert [a.text() for a in obs.context_menu(item).actions() if a.text()] == ["Edit…", "Delete", "Copy text"]
    menu_action(obs.context_menu(item), "Copy text").trigger()
    assert QApplication.clipboard().text() == "High query latency on the users table since Tuesday"


def test_edit_an_observation_by_double_click_then_undo(qtbot, window, db_path, seeded):
    select_by_name(qtbot, window, "PostgreSQL")
    (before,) = stored_observations(db_path, seeded["PostgreSQL"])
    obs = window.inspector.observations
    rect = obs.list.visualItemRect(obs.list.item(0))
    qtbot.mouseClick(obs.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(obs.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    dialog = window.inspector.active_dialog
    assert dialog is not None and dialog.objectName() == "edit_observation_dialog"
    assert dialog.text_edit.toPlainText() == before.content
    dialog.text_edit.setPlainText("High query latency on the users table since Tuesday (missing index)")
    save(qtbot, window, dialog)
    assert not dialog.isVisible()
    (after,) = stored_observations(db_path, seeded["PostgreSQL"])
    assert (after.id, after.created_at) == (before.id, before.created_at)
    assert after.content.endswith("(missing index)") and after.source == "manual"
    assert obs.contents() == [after.content]
    window.actions.undo.trigger()
    settle(qtbot, window)
    assert stored_observations(db_path, seeded["PostgreSQL"]) == [before]  # text, writer and time
    window.actions.redo.trigger()
    settle(qtbot, window)
    assert stored_observations(db_path, seeded["PostgreSQL"])[0].content == after.content


def test_an_empty_or_repeated_observation_text_is_refused_at_the_field(qtbot, window, db_path, seeded):
    with kgstore.open(db_path) as kg:
        kg.workspace(WS).add_observation(seeded["PostgreSQL"], "Vacuum runs nightly")
    select_by_name(qtbot, window, "PostgreSQL")
    obs = window.inspector.observations
    older = next(n for n in range(obs.list.count()) if obs.list.item(n).text().startswith("High"))
    obs.list.setCurrentRow(older)
    menu_action(obs.context_menu(obs.list.item(older)), "Edit…").trigger()
    dialog = window.inspector.active_dialog
    dialog.text_edit.setPlainText("   ")
    assert not dialog.save_button.isEnabled() and "cannot be empty" in dialog.error_label.text()
    dialog.text_edit.setPlainText("vacuum runs  nightly")
    save(qtbot, window, dialog)
    assert dialog.isVisible() and "already has this observation" in dialog.error_label.text()
    assert dialog.text_edit.toPlainText() == "vacuum runs  nightly"
    assert len(stored_observations(db_path, seeded["PostgreSQL"])) == 2
    dialog.reject()


def test_another_writers_text_is_shown_beside_mine(qtbot, window, db_path, seeded):
    select_by_name(qtbot, window, "PostgreSQL")
    obs = window.inspector.observations
    obs.list.setCurrentRow(0)
    dialog = window.inspector.open_edit_observation_dialog(obs.selected_observation())
    dialog.text_edit.setPlainText("Mine: latency on users")
    with kgstore.open(db_path) as kg:
        o = kg.workspace(WS).observations(seeded["PostgreSQL"])[0]
        kg.workspace(WS).update_observation(o.id, "Theirs: latency fixed", source="agent")
    save(qtbot, window, dialog)
    assert dialog.isVisible() and dialog.theirs_box.isVisible()
    assert dialog.theirs_text.toPlainText() == "Theirs: latency fixed"
    assert "the agent changed the text" in dialog.conflict_label.text()
    assert dialog.text_edit.toPlainText() == "Mine: latency on users"
    save(qtbot, window, dialog)
    assert not dialog.isVisible()
    assert stored_observations(db_path, seeded["PostgreSQL"])[0].content == "Mine: latency on users"


def test_delete_an_observation_with_the_delete_key_then_undo_brings_it_back(qtbot, window, db_path, seeded):
    select_by_name(qtbot, window, "PostgreSQL")
    (before,) = stored_observations(db_path, seeded["PostgreSQL"])
    obs = window.inspector.observations
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    obs.list.setFocus()
    obs.list.setCurrentRow(0)
    qtbot.keyClick(obs.list, Qt.Key.Key_Delete)
    settle(qtbot, window)
    assert stored_observations(db_path, seeded["PostgreSQL"]) == []
    assert obs.contents() == []
    assert window.inspector.entity.name == "PostgreSQL"  # the entity itself stays
    assert window.session.undo_stack.undoText().startswith("Delete observation “High query")
    window.actions.undo.trigger()
    settle(qtbot, window)
    assert stored_observations(db_path, seeded["PostgreSQL"]) == [before]
    assert obs.contents() == [before.content]
    window.actions.redo.trigger()
    settle(qtbot, window)
    assert stored_observations(db_path, seeded["PostgreSQL"]) == []


def test_undo_of_a_delete_is_refused_when_the_text_was_recorded_again(qtbot, window, db_path, seeded):
    select_by_name(qtbot, window, "PostgreSQL")
    obs = window.inspector.observations
    obs.list.setCurrentRow(0)
    menu_action(obs.context_menu(obs.list.item(0)), "Delete").trigger()
    settle(qtbot, window)
    with kgstore.open(db_path) as kg:
        kg.workspace(WS).add_observation(seeded["PostgreSQL"], "High query latency on the users table since Tuesday")
    errors = []
    window.session.error_reported.connect(errors.append)
    window.actions.undo.trigger()
    settle(qtbot, window)
    assert errors and "the entity has the same observation again" in errors[-1]
    assert len(stored_observations(db_path, seeded["PostgreSQL"])) == 1


def test_f2_on_a_row_opens_its_edit_dialog(qtbot, window):
    select_by_name(qtbot, window, "backend")
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    rel = window.inspector.relationships
    rel.tree.setFocus()
    edge_row(window, "Redis")
    qtbot.keyClick(rel.tree, Qt.Key.Key_F2)
    assert window.inspector.active_dialog.objectName() == "edit_relationship_dialog"
    window.inspector.active_dialog.reject()


def test_a_property_row_has_a_context_menu(qtbot, window, db_path):
    select_by_name(qtbot, window, "backend")
    props = window.inspector.properties
    item = props.table.item(0, 0)
    menu = props.context_menu(item)
    assert [a.text() for a in menu.actions() if a.text()] == ["Edit value", "Rename key", "Copy value", "Remove",
                                                              "Add property"]
    menu_action(menu, "Copy value").trigger()
    assert QApplication.clipboard().text() == "1"
    menu_action(props.context_menu(item), "Remove").trigger()
    settle(qtbot, window)
    with kgstore.open(db_path) as kg:
        assert kg.workspace(WS).get_entity(window.inspector.entity.id).properties == {}
    assert [a.text() for a in props.context_menu(None).actions()] == ["Add property"]
