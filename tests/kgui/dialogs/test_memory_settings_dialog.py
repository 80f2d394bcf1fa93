"""Tools → Memory Settings… shows and changes the workspace's memory switches through the store
worker, as one undo step; an invalid pattern is shown at its field and what was typed stays. The
ingest dialogs honour the switches and the access profile."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from conftest import WS, deliver_posted, settle

import kgstore
from kgui.dialogs.memory_settings_dialog import MemorySettingsDialog

RESULT = "Configured Docker and Kubernetes; edited src/server/main.ts and config/.env, added GET /api/health."


def open_settings(qtbot, window) -> MemorySettingsDialog:
    window.actions.memory_settings.trigger()
    qtbot.waitUntil(lambda: isinstance(window.active_dialog, MemorySettingsDialog), timeout=5000)
    return window.active_dialog


def stored(db_path):
    with kgstore.open(db_path) as kg:
        return kg.workspace(WS).memory_settings()


def test_the_action_is_in_the_tools_menu(window):
    tools = next(m for m in (a.menu() for a in window.menuBar().actions()) if m and m.title() == "&Tools")
    assert window.actions.memory_settings in tools.actions()


def test_the_dialog_shows_the_stored_settings(qtbot, window, db_path):
    with kgstore.open(db_path) as kg:
        kg.workspace(WS).set_memory_settings(privacy_mode="strict", auto_capture=False,
                                             excluded_patterns=[r"\.env$", "falcon"])
    settle(qtbot, window)
    dialog = open_settings(qtbot, window)
    assert dialog.enabled.isChecked() and not dialog.auto_capture.isChecked()
    assert dialog.privacy_mode.currentText() == "strict"
    assert dialog.patterns.toPlainText() == "\\.env$\nfalcon"


def test_a_change_is_saved_and_undo_puts_back_exactly_what_was_there(qtbot, window, db_path):
    before = stored(db_path)
    dialog = open_settings(qtbot, window)
    dialog.auto_capture.setChecked(False)
    dialog.patterns.setPlainText("project\\s+falcon\n\n\\.env$")
    qtbot.mouseClick(dialog.save_button, qtbot_left())
    qtbot.waitUntil(lambda: window.active_dialog is None, timeout=5000)
    settle(qtbot, window)
    after = stored(db_path)
    assert after.auto_capture is False and after.excluded_patterns == ("project\\s+falcon", "\\.env$")
    assert window.session.undo_stack.undoText() == "Change memory settings"
    window.actions.undo.trigger()
    settle(qtbot, window)
    assert stored(db_path) == before
    window.actions.redo.trigger()
    settle(qtbot, window)
    assert stored(db_path) == after


def test_saving_nothing_changed_adds_no_undo_step(qtbot, window):
    count = window.session.undo_stack.count()
    dialog = open_settings(qtbot, window)
    qtbot.mouseClick(dialog.save_button, qtbot_left())
    qtbot.waitUntil(lambda: window.active_dialog is None, timeout=5000)
    assert window.session.undo_stack.count() == count


def test_an_invalid_pattern_is_shown_at_its_field_and_nothing_is_sent(qtbot, window, db_path):
    dialog = open_settings(qtbot, window)
    dialog.auto_capture.setChecked(False)
    dialog.patterns.setPlainText("ok\n*.env")
    assert not dialog.save_button.isEnabled()
    assert "Pattern 2 (“*.env”) is not a valid regular expression" in dialog.patterns_error.text()
    dialog._save()  # even forced, nothing goes to the store
    settle(qtbot, window)
    assert window.active_dialog is dialog and dialog.patterns.toPlainText() == "ok\n*.env"
    assert stored(db_path).auto_capture is True
    dialog.patterns.setPlainText("ok\n\\.env$")
    assert dialog.save_button.isEnabled() and dialog.patterns_error.text() == ""


def test_a_refusal_from_the_store_keeps_the_form_as_typed(qtbot, window, db_path):
    dialog = open_settings(qtbot, window)
    conn = sqlite3.connect(db_path)  # another program leaves a switch unreadable meanwhile
    conn.execute("UPDATE memory_settings SET auto_capture = 'x' WHERE workspace_id = ?", (WS,))
    if conn.total_changes == 0:
        conn.execute("INSERT INTO memory_settings (workspace_id, enabled, privacy_mode, updated_at, auto_capture)"
                     " VALUES (?, 1, 'normal', 0, 'x')", (WS,))
    conn.commit()
    conn.close()
    dialog.privacy_mode.setCurrentText("strict")
    dialog.patterns.setPlainText("secret")
    qtbot.mouseClick(dialog.save_button, qtbot_left())
    qtbot.waitUntil(lambda: dialog.error.isVisible() or dialog.patterns_error.text() != "", timeout=5000)
    assert "auto_capture is" in (dialog.error.text() + dialog.patterns_error.text())
    assert window.active_dialog is dialog
    assert dialog.privacy_mode.currentText() == "strict" and dialog.patterns.toPlainText() == "secret"
    assert dialog.save_button.isEnabled()


def test_coworks_stored_invalid_patterns_are_shown_as_skipped_and_do_not_block_other_changes(qtbot, window,
                                                                                             db_path):
    dialog_settings = kgstore.MemorySettings(enabled=True, privacy_mode="strict",
                                             excluded_patterns=("*.env",),
                                             invalid_patterns=(("*.env", "not a valid regular expression"),))
    dialog = MemorySettingsDialog("Acme Web App", dialog_settings)
    qtbot.addWidget(dialog)
    assert "“*.env” is skipped" in dialog.patterns_error.text()
    dialog.auto_capture.setChecked(False)
    assert dialog.save_button.isEnabled() and dialog.changed_values() == {"auto_capture": False}


# -- the ingest dialogs beneath the settings and the access profile -------------------------------


def ingest_task(qtbot, window, result: str, access: str = ""):
    posted = []
    window.session.message_posted.connect(posted.append)
    window.actions.ingest_task.trigger()
    dialog = window.active_dialog
    dialog.result.setPlainText(result)
    dialog.access.setText(access)
    dialog._accept_if_valid()
    qtbot.waitUntil(lambda: any(m.startswith("Task result") for m in posted), timeout=10_000)
    settle(qtbot, window)
    return [m for m in posted if m.startswith("Task result")][0]


def names(db_path):
    with kgstore.open(db_path) as kg:
        return {e.name for e in kg.workspace(WS).entities()}


def test_ingest_dialog_with_automatic_capture_off_writes_nothing(qtbot, window, db_path):
    with kgstore.open(db_path) as kg:
        kg.workspace(WS).set_memory_settings(auto_capture=False)
    settle(qtbot, window)
    assert ingest_task(qtbot, window, RESULT) == \
        "Task result: nothing written (automatic capture is off for this workspace)"
    assert "Kubernetes" not in names(db_path)


def test_ingest_dialog_with_an_excluded_pattern_keeps_the_path_out(qtbot, window, db_path):
    with kgstore.open(db_path) as kg:
        kg.workspace(WS).set_memory_settings(excluded_patterns=[r"(^|/)\.env$"])
    settle(qtbot, window)
    ingest_task(qtbot, window, RESULT)
    assert {"Kubernetes", "src/server/main.ts"} <= names(db_path) and "config/.env" not in names(db_path)


def test_ingest_dialog_beneath_an_access_profile(qtbot, window, db_path):
    message = ingest_task(qtbot, window, RESULT, json.dumps({"read": False}))
    assert "does not permit reading" in message and "Kubernetes" not in names(db_path)
    ingest_task(qtbot, window, RESULT, json.dumps({"read": True, "workspace_root": "/w", "roots": ["config"]}))
    assert {"Kubernetes", "config/.env"} <= names(db_path) and "src/server/main.ts" not in names(db_path)


def test_ingest_dialogs_refuse_a_malformed_profile_at_the_field(qtbot, window, db_path):
    window.actions.ingest_task.trigger()
    dialog = window.active_dialog
    dialog.result.setPlainText(RESULT)
    dialog.access.setText('{"roots": []}')
    assert "Access profile" in dialog.error.text() and "has no 'read'" in dialog.error.text()
    assert not dialog.buttons.button(dialog.buttons.StandardButton.Ok).isEnabled()
    dialog._accept_if_valid()
    assert window.active_dialog is dialog and dialog.access.text() == '{"roots": []}'
    dialog.reject()
    window.actions.ingest_mailbox.trigger()
    mail = window.active_dialog
    mail.editor.setPlainText(json.dumps({"id": "e1", "fingerprint": "fp1", "type": "email_received",
                                         "subject": "Contract", "payload": {"senderEmail": "dana@initech.com",
                                                                            "senderName": "Dana Scully"}}))
    mail.access.setText('{"read": false}')
    assert mail.error.text() == ""
    posted = []
    window.session.message_posted.connect(posted.append)
    mail._accept_if_valid()
    qtbot.waitUntil(lambda: any(m.startswith("Mailbox event") for m in posted), timeout=10_000)
    settle(qtbot, window)
    assert "does not permit reading" in [m for m in posted if m.startswith("Mailbox event")][0]
    assert "Dana Scully" not in names(db_path)


def test_screenshot_of_the_dialog(qtbot, window, db_path, tmp_path):
    with kgstore.open(db_path) as kg:
        kg.workspace(WS).set_memory_settings(privacy_mode="strict", excluded_patterns=[r"\.env$"])
    settle(qtbot, window)
    dialog = open_settings(qtbot, window)
    dialog.patterns.setPlainText("\\.env$\n*.pem")
    deliver_posted()
    target = Path(tmp_path / "memory-settings.png")
    assert dialog.grab().save(str(target))
    assert target.stat().st_size > 1000


def qtbot_left():
    from PySide6.QtCore import Qt

    return Qt.MouseButton.LeftButton
