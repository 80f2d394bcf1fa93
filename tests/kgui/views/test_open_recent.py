"""File ▸ Open Recent in the real window: the files opened (the start-up one too), newest first,
kept across runs; choosing one switches to it as File ▸ Open does; a file no longer there is greyed
out, or taken off with a message when it vanished after the menu was drawn; Clear Recent."""

from __future__ import annotations

from conftest import WS, seed_stack, settle
from PySide6.QtWidgets import QMenu

import kgstore
from kgui.views.recent_files_menu import RECENT_KEY


def file_menu(window) -> QMenu:
    return window.menuBar().actions()[0].menu()


def recent_menu(window) -> QMenu:
    menu = window.recent_files.menu
    menu.aboutToShow.emit()  # what opening it does: the list is read again
    return menu


def entries(window) -> list[tuple[str, bool, bool]]:
    """(path, enabled, checked) of each file in Open Recent, top to bottom."""
    return [(a.data(), a.isEnabled(), a.isChecked()) for a in recent_menu(window).actions() if a.data()]


def wait_open(qtbot, window, path) -> None:
    qtbot.waitUntil(lambda: window.session.db_path == str(path) and window.session.model.stats is not None
                    and window.session.workspace_id is not None, timeout=10_000)
    settle(qtbot, window)


def test_open_recent_is_in_the_file_menu_under_open(window):
    actions = file_menu(window).actions()
    assert actions[0] is window.actions.open_database
    assert actions[1].menu() is window.recent_files.menu and actions[1].text() == "Open &Recent"


def test_files_opened_are_listed_newest_first_and_kept_for_the_next_run(qtbot, seeded, db_path, make_window,
                                                                        gui_settings, tmp_path):
    other, third = tmp_path / "other.db", tmp_path / "third.db"
    seed_stack(other)
    seed_stack(third)
    window = make_window()
    assert entries(window) == [(str(db_path), True, True)]  # the start-up file (--db) counts as opened
    window.open_database(str(other))
    wait_open(qtbot, window, other)
    assert entries(window) == [(str(other), True, True), (str(db_path), True, False)]
    window.open_database(str(db_path))  # opened again: back to the top, not listed twice
    wait_open(qtbot, window, db_path)
    assert [p for p, _e, _c in entries(window)] == [str(db_path), str(other)]
    labels = [a.text() for a in recent_menu(window).actions() if a.data()]
    assert labels[0].startswith("&1 kg.db\t") and labels[1].startswith("&2 other.db\t")
    window.close()
    again = make_window(path=third)
    assert entries(again) == [(str(third), True, True), (str(db_path), True, False), (str(other), True, False)]
    assert gui_settings.value(RECENT_KEY) == [str(third), str(db_path), str(other)]


def test_choosing_a_recent_file_switches_to_it_like_open(qtbot, seeded, db_path, make_window, tmp_path):
    other = tmp_path / "other.db"
    with kgstore.open(other) as kg:
        kg.workspace(WS).upsert_entity("technology", "Zig")
    window = make_window(path=other)
    window.open_database(str(db_path))
    wait_open(qtbot, window, db_path)
    assert len(window.session.model.entities) == 7
    action = next(a for a in recent_menu(window).actions() if a.data() == str(other))
    action.trigger()
    wait_open(qtbot, window, other)
    s = window.session
    assert s.client.db_path == str(other) and [e.name for e in s.model.entities.values()] == ["Zig"]
    assert "other.db" in window.windowTitle() and s.undo_stack.count() == 0
    # The open file's own entry does nothing (it is open already).
    next(a for a in recent_menu(window).actions() if a.data() == str(other)).trigger()
    settle(qtbot, window)
    assert s.db_path == str(other) and entries(window)[0] == (str(other), True, True)


def test_a_file_no_longer_there_is_greyed_out(qtbot, seeded, db_path, make_window, gui_settings, tmp_path):
    gone = tmp_path / "moved-away.db"
    gui_settings.setValue(RECENT_KEY, [str(gone)])
    window = make_window()
    assert entries(window) == [(str(db_path), True, True), (str(gone), False, False)]
    entry = next(a for a in recent_menu(window).actions() if a.data() == str(gone))
    assert "(not found)" in entry.text() and str(gone) in entry.toolTip()
    assert not gone.exists()


def test_a_file_that_vanished_after_the_menu_was_drawn_is_taken_off_with_a_message(qtbot, seeded, db_path,
                                                                                   make_window, tmp_path):
    other = tmp_path / "other.db"
    seed_stack(other)
    window = make_window(path=other)
    window.open_database(str(db_path))
    wait_open(qtbot, window, db_path)
    action = next(a for a in recent_menu(window).actions() if a.data() == str(other))
    other.unlink()
    action.trigger()
    settle(qtbot, window)
    assert not other.exists()  # not created empty in its place
    assert window.session.db_path == str(db_path) and len(window.session.model.entities) == 7
    assert "other.db" in window.notice_bar.label.text() and "Open Recent" in window.notice_bar.label.text()
    assert [p for p, _e, _c in entries(window)] == [str(db_path)]


def test_clear_recent_empties_the_list(qtbot, seeded, db_path, make_window, gui_settings, tmp_path):
    gui_settings.setValue(RECENT_KEY, [str(tmp_path / "a.db"), str(tmp_path / "b.db")])
    window = make_window()
    assert len(entries(window)) == 3
    clear = window.recent_files.clear_action
    assert clear in recent_menu(window).actions() and clear.isEnabled()
    clear.trigger()
    assert entries(window) == [] and gui_settings.value(RECENT_KEY) in (None, [], "")
    texts = [a.text() for a in recent_menu(window).actions()]
    assert "No Recent Files" in texts and not clear.isEnabled()
    window.close()
    again = make_window()  # the next run starts from the cleared list (plus the file it opens)
    assert entries(again) == [(str(db_path), True, True)]
