"""One source of truth for what is open and selected: after a workspace switch, Clear All, a
restore, a delete or another file, every view shows the same thing (nothing of before lingers)."""

from __future__ import annotations

from conftest import WS, select_by_name, settle
from PySide6.QtCore import Qt

import kgstore


def _wait_workspace(qtbot, window, workspace: str) -> None:
    qtbot.waitUntil(lambda: window.session.workspace_id == workspace and window.session.model.stats is not None
                    and window.session.model.workspace_id == workspace, timeout=5000)
    settle(qtbot, window)


def test_switching_workspace_empties_the_inspector_and_disables_entity_actions(qtbot, window):
    select_by_name(qtbot, window, "React")
    assert window.actions.delete.isEnabled()
    window.session.open_workspace("ws-2")
    _wait_workspace(qtbot, window, "ws-2")
    assert window.inspector.entity is None
    assert window.inspector.pages.currentIndex() == 0, "the inspector still shows an entity of ws-1"
    assert window.session.details is None
    for action in (window.actions.new_relationship, window.actions.add_observation, window.actions.delete):
        assert not action.isEnabled(), action.objectName()


def test_an_edit_after_a_switch_cannot_reach_the_old_entity(qtbot, window):
    select_by_name(qtbot, window, "React")
    name_edit = window.inspector.name_edit
    window.session.open_workspace("ws-2")
    _wait_workspace(qtbot, window, "ws-2")
    errors = []
    window.session.error_reported.connect(errors.append)
    name_edit.setText("renamed across workspaces")
    window.inspector.commit_name()
    settle(qtbot, window)
    assert not [e for e in errors if "not found" in e], errors


def test_clear_all_disables_the_actions_that_need_an_entity(qtbot, window):
    select_by_name(qtbot, window, "React")
    window.session.clear_all_memories()
    qtbot.waitUntil(lambda: window.notice_bar.action_button.isVisible(), timeout=5000)
    settle(qtbot, window)
    assert window.inspector.entity is None
    for action in (window.actions.new_relationship, window.actions.add_observation, window.actions.delete):
        assert not action.isEnabled(), action.objectName()


def test_a_search_is_run_again_after_a_restore(qtbot, window):
    qtbot.keyClicks(window.search_panel.search_edit, "React")
    settle(qtbot, window)
    assert [e.name for e in window.search_panel.results_model.entities()] == ["React"]
    window.session.clear_all_memories()
    qtbot.waitUntil(lambda: window.notice_bar.action_button.isVisible(), timeout=5000)
    settle(qtbot, window)
    assert window.search_panel.results_model.rowCount() == 0
    assert window.search_panel.summary_label.text().startswith("No matches")
    qtbot.mouseClick(window.notice_bar.action_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(window.session.model.entities) == 7, timeout=5000)
    settle(qtbot, window)
    assert [e.name for e in window.search_panel.results_model.entities()] == ["React"]
    assert window.search_panel.summary_label.text() == "1 result"


def test_the_list_header_and_the_status_bar_agree_after_a_delete(qtbot, window):
    select_by_name(qtbot, window, "Redis")
    window.search_panel.search_edit.clear()
    settle(qtbot, window)
    window.session.select(next(e.id for e in window.session.model.entities.values() if e.name == "Redis"))
    settle(qtbot, window)
    window.delete_selection()
    qtbot.waitUntil(lambda: len(window.session.model.entities) == 6, timeout=5000)
    settle(qtbot, window)
    assert window.search_panel.summary_label.text() == "All 6 entities"
    assert "6 entities" in window.status.counts_label.text()


def test_a_notice_of_the_previous_file_does_not_linger(qtbot, window, tmp_path):
    window.session.clear_all_memories()
    qtbot.waitUntil(lambda: window.notice_bar.action_button.isVisible(), timeout=5000)
    settle(qtbot, window)
    other = tmp_path / "other.db"
    with kgstore.open(other) as kg:
        kg.workspace(WS).upsert_entity("technology", "Zig")
    window.open_database(str(other))
    qtbot.waitUntil(lambda: window.session.db_path == str(other) and window.session.model.stats is not None,
                    timeout=5000)
    settle(qtbot, window)
    assert not window.notice_bar.isVisible(), window.notice_bar.label.text()


def test_editing_an_entity_deleted_elsewhere_says_so_in_words(qtbot, window, db_path, seeded):
    select_by_name(qtbot, window, "Redis")
    with kgstore.open(db_path) as kg:
        kg.workspace(WS).delete_entity(seeded["Redis"])
    errors = []
    window.session.error_reported.connect(errors.append)
    window.inspector.name_edit.setText("Valkey")
    window.inspector.commit_name()
    settle(qtbot, window)
    assert errors, "the refused rename was not reported"
    assert all(seeded["Redis"] not in e for e in errors), errors
    assert any("no longer exists" in e and "nothing was changed" in e for e in errors), errors
    assert window.inspector.entity is None  # the details refresh let go of it
