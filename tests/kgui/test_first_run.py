"""First run and other files: the welcome dialog on an empty file, File → Open Database (also a
CoWork OS file, upgraded after a backup), Help → How to Use."""

from __future__ import annotations

import importlib.util
import sqlite3
from pathlib import Path

import pytest
from conftest import WS, seed_stack, settle, worker_caught_up
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QFileDialog

import kgstore
from kgui.dialogs.first_run import DECLINED_KEY, FirstRunDialog
from kgui.views.help_dialog import SECTIONS
from kgui.views.main_window import MainWindow

TESTS = Path(__file__).resolve().parents[1]


def _legacy_builder():
    spec = importlib.util.spec_from_file_location("legacy_migrations", TESTS / "kgstore" / "storage" / "test_migrations.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.build_legacy_file


@pytest.fixture
def app_window(make_window):
    """Windows built as the app builds them (with the first-run offer), started on `path`."""
    def make(path=None, *, workspace=None, demo=False) -> MainWindow:
        return make_window(path=path, workspace=workspace, demo=demo, first_run=True)

    return make


def _offer_decided(qtbot, window) -> None:
    """The welcome is offered on a zero timer started when the file opened, which comes before
    the workspace answers a started window waits for; a zero timer started now runs after it."""
    assert window.session.client.is_open
    ran = []
    QTimer.singleShot(0, lambda: ran.append(1))
    qtbot.waitUntil(lambda: bool(ran), timeout=10_000)


def _welcome(qtbot, window) -> FirstRunDialog:
    qtbot.waitUntil(lambda: window.first_run.dialog is not None and window.first_run.dialog.isVisible(),
                    timeout=5000)
    return window.first_run.dialog


# -- the welcome dialog ---------------------------------------------------------------------

def test_empty_file_welcomes_with_three_choices_and_loads_the_demo(qtbot, app_window, db_path):
    window = app_window()
    dialog = _welcome(qtbot, window)
    assert str(db_path) in dialog.findChild(type(dialog.help_link), "first_run_intro").text()
    texts = [b.text() for b in (dialog.demo_button, dialog.open_button, dialog.empty_button)]
    assert texts == ["Load the demo workspace", "Open another file…", "Start with an empty file"]
    qtbot.mouseClick(dialog.demo_button, Qt.MouseButton.LeftButton)
    assert dialog.choice == "demo" and not dialog.isVisible()
    qtbot.waitUntil(lambda: window.session.workspace_id == "demo"
                    and len(window.session.model.entities) > 10, timeout=5000)
    settle(qtbot, window)
    with kgstore.open(db_path) as kg:
        assert kg.workspaces() == ["demo"]


def test_start_empty_is_remembered_for_that_file(qtbot, app_window, db_path, gui_settings):
    window = app_window()
    dialog = _welcome(qtbot, window)
    qtbot.mouseClick(dialog.empty_button, Qt.MouseButton.LeftButton)
    assert window.session.workspace_id == "default" and not window.session.model.entities
    assert str(db_path) in (gui_settings.value(DECLINED_KEY) or [])
    window.close()
    again = app_window()
    _offer_decided(qtbot, again)
    assert again.first_run.dialog is None  # not offered again for this file


def test_no_welcome_on_a_file_with_memories_or_with_demo(qtbot, app_window, db_path, tmp_path):
    seed_stack(db_path)
    window = app_window(workspace=WS)
    _offer_decided(qtbot, window)
    assert window.first_run.dialog is None
    demo = app_window(tmp_path / "other.db", demo=True)
    qtbot.waitUntil(lambda: len(demo.session.model.entities) > 10, timeout=5000)
    assert demo.first_run.dialog is None


def test_help_link_in_the_welcome_opens_how_to(qtbot, app_window):
    window = app_window()
    dialog = _welcome(qtbot, window)
    dialog.help_link.linkActivated.emit("help")
    assert window.how_to_dialog.isVisible()
    assert dialog.isVisible()  # the welcome stays until a choice is made


# -- File → Open Database ------------------------------------------------------------------

def test_open_another_file_from_the_welcome(qtbot, app_window, db_path, tmp_path):
    other = tmp_path / "other.db"
    seed_stack(other)
    window = app_window()
    dialog = _welcome(qtbot, window)
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    chooser = window.database_chooser.dialog
    assert isinstance(chooser, QFileDialog) and chooser.isVisible()
    assert chooser.fileMode() == QFileDialog.FileMode.ExistingFile
    chooser.fileSelected.emit(str(other))  # as if the user picked it
    chooser.reject()
    qtbot.waitUntil(lambda: window.session.db_path == str(other) and window.session.workspace_id == WS,
                    timeout=5000)
    settle(qtbot, window)
    s = window.session
    assert s.client.db_path == str(other)
    assert len(s.model.entities) == 7
    assert "other.db" in window.windowTitle()
    combo = window.workspace_picker.combo
    assert {combo.itemText(i) for i in range(combo.count())} == {"ws-1", "ws-2"}


def test_open_database_action_and_shortcut(qtbot, app_window, db_path):
    seed_stack(db_path)
    window = app_window(workspace=WS)
    action = window.actions.open_database
    assert action.shortcut() == QKeySequence(QKeySequence.StandardKey.Open)
    file_menu = window.menuBar().actions()[0].menu()
    assert file_menu.actions()[0] is action
    action.trigger()
    chooser = window.database_chooser.dialog
    assert chooser is not None and chooser.isVisible()
    chooser.reject()


def test_switching_files_forgets_undo_and_edits_go_to_the_new_file(qtbot, app_window, db_path, tmp_path):
    seed_stack(db_path)
    other = tmp_path / "other.db"
    with kgstore.open(other) as kg:
        kg.workspace("ws-1").upsert_entity("technology", "Zig")
    window = app_window(workspace=WS)
    from kgui.undo import CreateEntityCommand

    window.session.push(CreateEntityCommand(window.session.command_context(), type="concept", name="before"))
    settle(qtbot, window)
    assert window.session.undo_stack.count() == 1
    window.open_database(str(other))
    qtbot.waitUntil(lambda: window.session.db_path == str(other) and window.session.model.stats is not None
                    and window.session.workspace_id == WS, timeout=5000)
    settle(qtbot, window)
    assert window.session.undo_stack.count() == 0
    assert [e.name for e in window.session.model.entities.values()] == ["Zig"]
    window.session.push(CreateEntityCommand(window.session.command_context(), type="concept", name="after"))
    settle(qtbot, window)
    with kgstore.open(other) as kg:
        assert kg.workspace(WS).find_entity("concept", "after") is not None
    with kgstore.open(db_path) as kg:
        assert kg.workspace(WS).find_entity("concept", "after") is None
        assert kg.workspace(WS).find_entity("concept", "before") is not None


def test_opening_a_cowork_file_upgrades_it_after_a_backup(qtbot, app_window, db_path, tmp_path):
    seed_stack(db_path)
    cowork = tmp_path / "cowork.db"
    _legacy_builder()(cowork)
    window = app_window(workspace=WS)
    window.database_chooser = None
    window.open_database_file().reject()
    window.database_chooser.open_path(str(cowork))
    qtbot.waitUntil(lambda: window.session.db_path == str(cowork) and window.session.workspace_id is not None,
                    timeout=10_000)
    settle(qtbot, window)
    notice = window.notice_bar.label.text()
    backups = sorted(tmp_path.glob("cowork.db.backup-*-before-upgrade.db"))
    assert len(backups) == 1
    assert window.notice_bar.isVisible() and str(backups[0]) in notice and "upgraded" in notice
    old = sqlite3.connect(backups[0])
    assert old.execute("SELECT COUNT(*) FROM kg_entities").fetchone()[0] == 9  # the untouched original
    old.close()
    assert window.session.workspaces == ["ws-a", "ws-b"]
    assert window.session.workspace_id == "ws-a"
    assert {"Go", "Electron", "Ada", "Bob"} <= {e.name for e in window.session.model.entities.values()}
    assert window.first_run.dialog is None  # not empty: no welcome


def test_a_file_that_cannot_be_opened_leaves_the_current_one_open(qtbot, app_window, db_path, tmp_path):
    seed_stack(db_path)
    window = app_window(workspace=WS)
    bad = tmp_path / "notes.db"
    bad.write_text("this is not a database " * 100)
    window.open_database(str(bad))
    qtbot.waitUntil(lambda: "Cannot open" in window.notice_bar.label.text(), timeout=5000)
    settle(qtbot, window)
    s = window.session
    assert s.db_path == str(db_path) and s.client.db_path == str(db_path) and s.client.is_open
    assert s.workspace_id == WS and len(s.model.entities) == 7
    s.reload()  # the worker still serves the old file
    settle(qtbot, window)
    assert len(s.model.entities) == 7


# -- Help → How to Use ----------------------------------------------------------------------

def test_how_to_page_covers_search_focus_time_editing_and_clear_all(qtbot, app_window, db_path):
    seed_stack(db_path)
    window = app_window(workspace=WS)
    action = window.actions.how_to
    help_menu = window.menuBar().actions()[-1].menu()
    assert action in help_menu.actions()
    assert action.shortcut() == QKeySequence(QKeySequence.StandardKey.HelpContents)
    action.trigger()
    dialog = window.how_to_dialog
    assert dialog.isVisible() and not dialog.isModal()
    text = dialog.browser.toPlainText()
    for heading in ("Search", "Focus and explore", "The time slider", "Editing", "Clear All Memories"):
        assert heading in text
    assert {key for key, _title, _body in SECTIONS} >= {"search", "focus", "time", "editing", "clear"}
    dialog.show_section("clear")
    action.trigger()
    assert window.how_to_dialog is dialog  # one page, raised again


def test_opening_an_unrelated_sqlite_file_asks_before_adding_tables(qtbot, app_window, db_path, tmp_path):
    window = app_window(db_path)
    qtbot.waitUntil(lambda: window.session.workspace_id is not None, timeout=5000)
    other = tmp_path / "photos.db"
    conn = sqlite3.connect(other)
    conn.execute("CREATE TABLE photos (id INTEGER PRIMARY KEY, path TEXT)")
    conn.commit()
    conn.close()
    before = other.read_bytes()
    previous = window.session.db_path
    window.open_database(str(other))
    qtbot.waitUntil(lambda: getattr(window.active_dialog, "objectName", lambda: "")() == "add_tables_dialog",
                    timeout=5000)
    box = window.active_dialog
    assert "not a knowledge graph" in box.text() and "backup" in box.informativeText()
    assert other.read_bytes() == before and window.session.db_path == previous  # nothing changed yet
    box.button(box.StandardButton.Cancel).click()
    worker_caught_up(qtbot, window.session.client)  # a switch sent on Cancel would be answered by now
    assert other.read_bytes() == before and window.session.db_path == previous
    window.open_database(str(other))
    qtbot.waitUntil(lambda: getattr(window.active_dialog, "objectName", lambda: "")() == "add_tables_dialog",
                    timeout=5000)
    add = next(b for b in window.active_dialog.buttons() if "Add" in b.text())
    add.click()
    qtbot.waitUntil(lambda: window.session.db_path == str(other) and window.session.workspace_id is not None,
                    timeout=5000)
    assert list(tmp_path.glob("photos.db.backup-*-before-init.db"))
    with sqlite3.connect(other) as conn:
        assert conn.execute("SELECT COUNT(*) FROM photos").fetchone() == (0,)


def test_a_read_only_file_opens_and_says_why(qtbot, app_window, db_path, tmp_path):
    window = app_window(db_path)
    qtbot.waitUntil(lambda: window.session.workspace_id is not None, timeout=5000)
    path = tmp_path / "future.db"
    with kgstore.open(path) as kg:
        kg.workspace("w").upsert_entity("concept", "kept")
    with sqlite3.connect(path) as conn:  # written by a newer version
        conn.execute("INSERT INTO kg_migrations (name, applied_at) VALUES ('0999_future', 1)")
    window.open_database(str(path))
    qtbot.waitUntil(lambda: window.session.db_path == str(path) and window.session.workspace_id == "w",
                    timeout=5000)
    qtbot.waitUntil(lambda: "read-only" in window.notice_bar.label.text(), timeout=10_000)
    assert "newer version" in window.notice_bar.label.text()
    assert not window.actions.new_entity.isEnabled() and not window.actions.clear_all.isEnabled()
