"""New entity: a refusal is shown at the field with what was typed kept; properties are checked
as they are typed and an invalid row stops Create with a message instead of being dropped."""

from __future__ import annotations

from conftest import WS, settle
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit

import kgstore


def _open(qtbot, window):
    window.actions.new_entity.trigger()
    qtbot.waitUntil(lambda: getattr(window.active_dialog, "objectName", lambda: "")() == "new_entity_dialog",
                    timeout=10_000)
    dialog = window.active_dialog
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    return dialog


def _entities_named(db_path, name):
    with kgstore.open(db_path) as kg:
        return [e for e in kg.workspace(WS).search(name, limit=50) if e.entity.name == name]


def test_a_taken_name_keeps_the_dialog_open_with_everything_typed(qtbot, window, db_path):
    dialog = _open(qtbot, window)
    dialog.type_combo.setCurrentText("technology")
    qtbot.keyClicks(dialog.name_edit, "React")
    dialog.description_edit.setPlainText("typed with care")
    qtbot.mouseClick(dialog.create_button, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert dialog.isVisible(), "the refusal closed the dialog"
    assert dialog.name_error.isVisible() and "already exists" in dialog.name_error.text()
    assert dialog.name_edit.text() == "React" and dialog.description_edit.toPlainText() == "typed with care"
    assert not window.notice_bar.isVisible(), "the refusal is said at the field, not also in a banner"
    assert len(_entities_named(db_path, "React")) == 1
    # Changing the name clears the message; Create then works and closes the dialog.
    dialog.name_edit.setText("React Native")
    assert not dialog.name_error.isVisible()
    qtbot.mouseClick(dialog.create_button, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert not dialog.isVisible()
    created = _entities_named(db_path, "React Native")
    assert len(created) == 1 and created[0].entity.description == "typed with care"
    assert window.session.model.selected_id == created[0].entity.id


def test_properties_are_checked_as_typed_and_an_invalid_row_stops_create(qtbot, window, db_path):
    dialog = _open(qtbot, window)
    qtbot.keyClicks(dialog.name_edit, "Vite")
    table = dialog.properties
    qtbot.mouseClick(table.add_button, Qt.MouseButton.LeftButton)
    key_editor = QApplication.focusWidget()
    assert isinstance(key_editor, QLineEdit)
    qtbot.keyClicks(key_editor, "version")
    qtbot.keyClick(key_editor, Qt.Key.Key_Tab)  # on to the value cell, which opens for typing
    qtbot.waitUntil(lambda: isinstance(QApplication.focusWidget(), QLineEdit)
                    and QApplication.focusWidget() is not key_editor)
    value_editor = QApplication.focusWidget()
    qtbot.keyClicks(value_editor, "5.0 beta")  # not JSON: text needs quotes
    # Checked while typing, before the cell is left.
    assert table.error_label.isVisible() and "not valid JSON" in table.error_label.text()
    assert not dialog.create_button.isEnabled()
    dialog.accept()  # Enter in the dialog: refused, nothing dropped
    settle(qtbot, window)
    assert dialog.isVisible() and _entities_named(db_path, "Vite") == []
    value_editor.selectAll()
    qtbot.keyClicks(value_editor, '"5.0 beta"')
    assert not table.error_label.isVisible(), (table.error_label.text(), value_editor.text())
    qtbot.keyClick(value_editor, Qt.Key.Key_Return)
    assert dialog.create_button.isEnabled()
    qtbot.mouseClick(dialog.create_button, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    created = _entities_named(db_path, "Vite")
    assert len(created) == 1 and created[0].entity.properties == {"version": "5.0 beta"}
