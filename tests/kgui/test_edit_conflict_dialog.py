"""Lost updates: a person edits a field in the inspector while another writer (a separate kgstore
connection on the same file, as an agent would be) rewrites it. The inspector keeps what they
typed; leaving the field brings up the conflict dialog with both versions, and each choice does
what it says. Never a silent overwrite."""

from __future__ import annotations

import pytest
from conftest import WS, select_by_name, settle
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QLineEdit

import kgstore
from kgui.dialogs.edit_conflict_dialog import EditConflictDialog

MINE = "Mine: the UI library we standardised on"
THEIRS = "Theirs: a JavaScript library for user interfaces, by Meta"


def stored(db_path, type_, name):
    with kgstore.open(db_path) as kg:
        return kg.workspace(WS).find_entity(type_, name)


def agent_update(db_path, type_, name, **fields):
    """The other writer: its own connection to the file."""
    with kgstore.open(db_path) as agent:
        ws = agent.workspace(WS)
        ws.update_entity(ws.find_entity(type_, name).id, source="agent", **fields)


def wait_for_conflict_dialog(qtbot, window) -> EditConflictDialog:
    qtbot.waitUntil(lambda: isinstance(window.inspector.active_dialog, EditConflictDialog), timeout=5000)
    dialog = window.inspector.active_dialog
    assert dialog.isVisible()
    return dialog


def type_description_while_the_agent_rewrites_it(qtbot, window, db_path):
    react = select_by_name(qtbot, window, "React")
    assert react.description == "Frontend framework" and react.description_source == "agent"
    edit = window.inspector.description_edit
    edit.setFocus()
    qtbot.waitUntil(edit.hasFocus, timeout=10_000)
    edit.selectAll()
    qtbot.keyClicks(edit, MINE)
    agent_update(db_path, "technology", "React", description=THEIRS)
    # The live reload reaches the window while the person is still in the field ...
    qtbot.waitUntil(lambda: window.session.model.entities[react.id].description == THEIRS, timeout=5000)
    settle(qtbot, window)
    assert edit.hasFocus()
    assert edit.toPlainText() == MINE  # ... and does not throw away what they typed
    qtbot.keyClick(edit, Qt.Key.Key_Tab)  # leave the field
    return react, edit


def test_the_conflict_dialog_shows_both_texts_and_nothing_is_written_until_a_choice(qtbot, window, db_path):
    react, edit = type_description_while_the_agent_rewrites_it(qtbot, window, db_path)
    dialog = wait_for_conflict_dialog(qtbot, window)
    assert dialog.theirs_edit.toPlainText() == THEIRS and dialog.mine_edit.toPlainText() == MINE
    assert "written by agent" in dialog.theirs_edit.parent().title()
    intro = dialog.findChild(QLabel, "conflict_intro").text()
    assert "description of technology “React”, the agent changed it" in intro
    assert [b.text() for b in (dialog.keep_mine_button, dialog.take_theirs_button, dialog.merge_button)] == \
        ["Keep Mine", "Take Theirs", "Merge…"]
    settle(qtbot, window)
    assert stored(db_path, "technology", "React").description == THEIRS  # no silent overwrite
    assert edit.toPlainText() == MINE  # kept until the person chooses
    assert window.session.undo_stack.count() == 0
    dialog.reject()


@pytest.mark.parametrize("choice", ["keep mine", "take theirs", "merge"])
def test_each_choice_does_what_it_says(qtbot, window, db_path, choice):
    react, edit = type_description_while_the_agent_rewrites_it(qtbot, window, db_path)
    dialog = wait_for_conflict_dialog(qtbot, window)
    stack = window.session.undo_stack
    if choice == "keep mine":
        qtbot.mouseClick(dialog.keep_mine_button, Qt.MouseButton.LeftButton)
        expected, source = MINE, "manual"
    elif choice == "take theirs":
        qtbot.mouseClick(dialog.take_theirs_button, Qt.MouseButton.LeftButton)
        expected, source = THEIRS, "agent"
    else:
        qtbot.mouseClick(dialog.merge_button, Qt.MouseButton.LeftButton)
        assert dialog.merge_edit.isVisible() and dialog.merge_button.text() == "Save Merged"
        prefilled = dialog.merge_edit.toPlainText()
        assert prefilled == f"[Their text, by agent]\n{THEIRS}\n\n[Your text]\n{MINE}\n"
        dialog.merge_edit.setPlainText("A JavaScript library for user interfaces, by Meta; we standardised on it")
        qtbot.mouseClick(dialog.merge_button, Qt.MouseButton.LeftButton)
        expected, source = "A JavaScript library for user interfaces, by Meta; we standardised on it", "manual"
    settle(qtbot, window)
    assert not dialog.isVisible()
    entity = stored(db_path, "technology", "React")
    assert (entity.description, entity.description_source) == (expected, source)
    assert edit.toPlainText() == expected
    assert window.inspector.description_source_badge.source == source
    # Every write is an undoable command; taking theirs writes nothing.
    assert stack.count() == (0 if choice == "take theirs" else 1)
    if stack.count():
        window.actions.undo.trigger()
        settle(qtbot, window)
        entity = stored(db_path, "technology", "React")
        # Undo gives back what was stored before the choice, and who wrote it.
        assert (entity.description, entity.description_source) == (THEIRS, "agent")


def test_dismissing_the_dialog_decides_nothing_and_leaving_the_field_asks_again(qtbot, window, db_path):
    react, edit = type_description_while_the_agent_rewrites_it(qtbot, window, db_path)
    dialog = wait_for_conflict_dialog(qtbot, window)
    dialog.reject()  # Esc
    settle(qtbot, window)
    assert stored(db_path, "technology", "React").description == THEIRS
    assert edit.toPlainText() == MINE
    window.inspector.commit_description()  # what leaving the field again does: asked again, not written over
    again = wait_for_conflict_dialog(qtbot, window)
    assert again is not dialog
    settle(qtbot, window)
    assert stored(db_path, "technology", "React").description == THEIRS
    qtbot.mouseClick(again.keep_mine_button, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert stored(db_path, "technology", "React").description == MINE


def test_a_property_edited_by_both_offers_keep_mine_or_take_theirs(qtbot, window, db_path):
    select_by_name(qtbot, window, "backend")
    agent_update(db_path, "service", "backend", properties={"tier": 2})
    # The person changes `tier` from the 1 they see, before the reload shows the agent's 2.
    window.inspector.properties.edit_value("tier", "3")
    dialog = wait_for_conflict_dialog(qtbot, window)
    assert not dialog.merge_button.isVisible() and dialog.merge_edit is None
    (conflict,) = dialog.conflict.conflicts
    assert (conflict.key, conflict.base, conflict.current, conflict.mine) == ("tier", 1, 2, 3)
    assert stored(db_path, "service", "backend").properties == {"tier": 2}
    qtbot.mouseClick(dialog.keep_mine_button, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert stored(db_path, "service", "backend").properties == {"tier": 3}
    assert window.inspector.properties.value_text("tier") == "3"


def test_a_reload_does_not_close_a_property_cell_being_typed_in(qtbot, window, db_path):
    select_by_name(qtbot, window, "backend")
    table = window.inspector.properties.table
    row = next(r for r in range(table.rowCount()) if table.item(r, 0).text() == "tier")
    table.setFocus()
    table.setCurrentCell(row, 1)
    table.editItem(table.item(row, 1))
    editor = QApplication.focusWidget()
    assert isinstance(editor, QLineEdit)
    editor.selectAll()
    qtbot.keyClicks(editor, "5")
    agent_update(db_path, "service", "backend", properties={"owner": "platform team"})
    backend_id = stored(db_path, "service", "backend").id
    qtbot.waitUntil(lambda: "owner" in window.session.model.entities[backend_id].properties, timeout=5000)
    settle(qtbot, window)
    assert QApplication.focusWidget() is editor and editor.text() == "5"  # still typing
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    settle(qtbot, window)
    # A different key than the agent's: both changes are kept, no conflict.
    assert window.inspector.active_dialog is None
    assert stored(db_path, "service", "backend").properties == {"tier": 5, "owner": "platform team"}
