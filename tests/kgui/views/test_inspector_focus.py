"""Keyboard focus in the inspector: a saved property keeps its row and the focus, Tab walks the
fields in the order they are drawn and leaves the properties table at its end, and no stray
keystroke renames the entity or a property key."""

from __future__ import annotations

import pytest
from conftest import WS, select_by_name, settle
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QLineEdit

import kgstore


@pytest.fixture
def two_properties(seeded, db_path):
    """backend gets properties in an order the store would not sort them into."""
    with kgstore.open(db_path) as store:
        store.workspace(WS).update_entity(seeded["backend"], properties={"tier": None, "runtime": "Node.js 20", "port": 8080})
    return seeded


def _edit_cell(qtbot, window, key: str, text: str) -> None:
    """Double-click the value of `key`, replace it with `text` and press Enter, as a person would."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    table = window.inspector.properties.table
    row = next(r for r in range(table.rowCount()) if table.item(r, 0).text() == key)
    centre = table.visualItemRect(table.item(row, 1)).center()
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    qtbot.waitUntil(lambda: isinstance(QApplication.focusWidget(), QLineEdit)
                    and QApplication.focusWidget().parentWidget() is table.viewport())
    editor = QApplication.focusWidget()
    editor.selectAll()
    qtbot.keyClicks(editor, text)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    settle(qtbot, window)


def _keys(table) -> list[str]:
    return [table.item(r, 0).text() for r in range(table.rowCount())]


def test_a_saved_property_keeps_its_row_and_the_focus(qtbot, two_properties, make_window):
    window = make_window()
    select_by_name(qtbot, window, "backend")
    table = window.inspector.properties.table
    assert _keys(table) == ["runtime", "port"]
    _edit_cell(qtbot, window, "runtime", '"Node.js 22"')
    assert window.inspector.entity.properties == {"runtime": "Node.js 22", "port": 8080}
    assert _keys(table) == ["runtime", "port"], "the row the person edited moved"
    assert QApplication.focusWidget() is table
    assert (table.currentRow(), table.currentColumn()) == (0, 1)


def test_tab_then_typing_after_a_property_edit_renames_nothing(qtbot, two_properties, make_window, db_path):
    window = make_window()
    select_by_name(qtbot, window, "backend")
    table = window.inspector.properties.table
    _edit_cell(qtbot, window, "runtime", '"Node.js 22"')
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is table
    assert (table.currentRow(), table.currentColumn()) == (1, 0), "Tab goes to the next cell, in reading order"
    qtbot.keyClicks(QApplication.focusWidget(), "1")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)  # opens the cell, changes nothing
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    settle(qtbot, window)
    assert window.inspector.entity.name == "backend"
    assert window.inspector.entity.properties == {"runtime": "Node.js 22", "port": 8080}
    with kgstore.open(db_path) as store:
        stored = store.workspace(WS).get_entity(two_properties["backend"])
    assert stored.name == "backend" and stored.properties == {"runtime": "Node.js 22", "port": 8080}


def test_enter_on_a_cell_opens_it_for_editing(qtbot, two_properties, make_window):
    window = make_window()
    select_by_name(qtbot, window, "backend")
    table = window.inspector.properties.table
    table.setFocus()
    table.setCurrentCell(1, 1)
    qtbot.keyClick(table, Qt.Key.Key_Return)
    editor = QApplication.focusWidget()
    assert isinstance(editor, QLineEdit) and editor.text() == "8080"
    editor.selectAll()
    qtbot.keyClicks(editor, "8081")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    settle(qtbot, window)
    assert window.inspector.entity.properties["port"] == 8081


def _focus_path(qtbot, window, start, presses: int) -> list:
    start.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(start.hasFocus)
    path = [start]
    for _ in range(presses):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        path.append(QApplication.focusWidget())
    return path


def test_tab_walks_the_inspector_in_the_order_it_is_drawn(qtbot, two_properties, make_window):
    window = make_window()
    select_by_name(qtbot, window, "backend")
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    inspector = window.inspector
    table = inspector.properties.table
    path = _focus_path(qtbot, window, inspector.name_edit, 14)
    inside = [w for w in path if inspector.isAncestorOf(w)]
    body = inspector.name_edit.parentWidget()

    def top(w) -> int:
        owner = w
        while owner.parentWidget() is not body:
            owner = owner.parentWidget()
        return owner.mapTo(body, QPoint(0, 0)).y()

    tops = [top(w) for w in inside[: inside.index(inspector.relationships.tree) + 1]]
    assert tops == sorted(tops), "Tab jumps back up the inspector"
    # The table is one stop with four cells (two rows), then Tab leaves it for the next button.
    at_table = [i for i, w in enumerate(path) if w is table]
    assert len(at_table) == 4
    assert path[at_table[-1] + 1] is inspector.properties.add_button
    assert inspector.name_edit not in path[1:], "Tab came back round to the name field"


def test_shift_tab_leaves_the_table_at_its_first_cell(qtbot, two_properties, make_window):
    window = make_window()
    select_by_name(qtbot, window, "backend")
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    table = window.inspector.properties.table
    table.setFocus()
    table.setCurrentCell(0, 0)
    qtbot.keyClick(table, Qt.Key.Key_Backtab)
    assert QApplication.focusWidget() is window.inspector.description_edit
