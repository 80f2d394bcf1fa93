"""The real main window, driven with qtbot: search, inspector edits with undo, relationships,
Clear All Memories, live refresh, settings."""

from __future__ import annotations

import subprocess
import sys
import textwrap
import threading
import time

import pytest
from conftest import WS, select_by_name, settle, worker_caught_up
from PySide6.QtCore import QDate, QDateTime, Qt, QTime, QTimeZone
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

import kgstore


def store_entity(db_path, name, workspace=WS, type_=None):
    with kgstore.open(db_path) as kg:
        ws = kg.workspace(workspace)
        return next((e for e in ws.entities() if e.name == name and (type_ is None or e.type == type_)), None)


def store_edges(db_path, entity_id, workspace=WS):
    with kgstore.open(db_path) as kg:
        return kg.workspace(workspace).edges_of(entity_id, include_history=True)


# -- window, search -----------------------------------------------------------------------

def test_window_shows_workspace_counts_filters_canvas_and_time_slider(window):
    s = window.session
    assert s.workspace_id == WS
    assert len(s.model.entities) == 7 and len(s.model.edges) == 6
    assert "7 entities" in window.status.counts_label.text()
    assert "6 relationships" in window.status.counts_label.text()
    assert window.workspace_picker.combo.currentText() == WS
    assert {window.workspace_picker.combo.itemText(i) for i in range(window.workspace_picker.combo.count())} \
        == {"ws-1", "ws-2"}
    texts = [window.filters_panel.entity_types_list.item(i).text()
             for i in range(window.filters_panel.entity_types_list.count())]
    assert "technology  (4)" in texts and "person  (1)" in texts
    assert window.canvas_area.currentWidget() is window.graph_view  # the workspace holds entities
    assert window.time_slider_area.objectName() == "time_slider_area"
    assert window.time_slider_area.widget() is window.time_slider
    assert window.actions.zoom_to_fit.isEnabled()
    # Browse mode: an empty search box lists the loaded entities.
    assert window.search_panel.results_model.rowCount() == 7


def test_set_canvas_replaces_the_placeholder(window):
    from PySide6.QtWidgets import QWidget

    class FakeCanvas(QWidget):
        fitted = 0

        def zoom_to_fit(self):
            self.fitted += 1

    canvas = FakeCanvas()
    window.set_canvas(canvas)
    assert window.canvas_area.currentWidget() is canvas
    assert window.actions.zoom_to_fit.isEnabled()
    window.actions.zoom_to_fit.trigger()
    assert canvas.fitted == 1


def test_search_and_pick_a_result(qtbot, window):
    entity = select_by_name(qtbot, window, "PostgreSQL")
    panel = window.search_panel
    assert panel.last_drawn_query == "PostgreSQL"
    assert [e.name for e in panel.results_model.entities()][0] == "PostgreSQL"
    assert window.session.model.selected_id == entity.id
    inspector = window.inspector
    assert inspector.name_edit.text() == "PostgreSQL"
    assert inspector.type_combo.currentText() == "technology"
    assert inspector.description_edit.toPlainText() == "Primary relational database"
    assert inspector.source_badge.source == "agent"
    assert inspector.observations.contents() == ["High query latency on the users table since Tuesday"]
    rel = {(i.text(0), i.text(1)) for i in inspector.relationships.edge_items()}
    assert rel == {("connects_to", "backend")}
    assert "Incoming (1)" in inspector.relationships.tree.topLevelItem(1).text(0)
    assert window.actions.delete.isEnabled() and window.actions.new_relationship.isEnabled()


def test_result_tooltip_says_where_the_words_were_found(qtbot, window):
    panel = window.search_panel
    qtbot.keyClicks(panel.search_edit, "latency")  # only in PostgreSQL's observation
    settle(qtbot, window)
    model = panel.results_model
    assert [e.name for e in model.entities()] == ["PostgreSQL"]
    assert "found in its observations" in model.data(model.index(0), Qt.ItemDataRole.ToolTipRole)
    panel.search_edit.setText("Postgre")
    settle(qtbot, window)
    assert "found in its name" in model.data(model.index(0), Qt.ItemDataRole.ToolTipRole)


def test_browse_summary_says_what_the_list_holds(qtbot, window, monkeypatch):
    from kgui.views import search_panel as module

    panel, filters = window.search_panel, window.filters_panel
    assert panel.summary_label.text() == "All 7 entities"
    filters.set_type_visible("technology", False)
    settle(qtbot, window)
    assert panel.summary_label.text() == "3 of 7 entities match the filters"
    monkeypatch.setattr(module, "BROWSE_LIMIT", 2)  # the list stops short of what matches
    panel._refresh_browse(force=True)
    assert panel.results_model.rowCount() == 2
    assert panel.summary_label.text() == "First 2 of 3 that match the filters, A–Z; type to search the whole workspace"
    filters.set_type_visible("technology", True)
    settle(qtbot, window)
    assert panel.summary_label.text() == "First 2 of 7, A–Z; type to search the whole workspace"


def test_search_as_you_type_draws_only_the_newest_answer(qtbot, window):
    panel = window.search_panel
    drawn_before = panel.searches_drawn
    qtbot.keyClicks(panel.search_edit, "Re")  # debounced: no request per key
    panel.run_search()  # force three overlapping requests; only the last may be drawn
    panel.search_edit.setText("Redis")
    panel.run_search()
    panel.search_edit.setText("React")
    panel.run_search()
    settle(qtbot, window)
    assert panel.last_drawn_query == "React"
    assert [e.name for e in panel.results_model.entities()] == ["React"]
    assert panel.searches_drawn == drawn_before + 1


def test_search_respects_type_filter_and_min_confidence(qtbot, window):
    panel = window.search_panel
    window.filters_panel.set_type_visible("technology", False)
    settle(qtbot, window)
    assert "technology" in window.session.model.filters.hidden_entity_types
    assert all(e.type != "technology" for e in panel.results_model.entities())
    qtbot.keyClicks(panel.search_edit, "React")
    settle(qtbot, window)
    assert panel.results_model.rowCount() == 0
    window.filters_panel.set_type_visible("technology", True)
    settle(qtbot, window)
    assert [e.name for e in panel.results_model.entities()] == ["React"]
    window.filters_panel.confidence_slider.setValue(100)
    settle(qtbot, window)
    assert panel.results_model.rowCount() == 1  # agent entities have confidence 1.0


# -- inspector edits and undo -------------------------------------------------------------

def test_edit_description_then_undo_and_redo(qtbot, window, db_path):
    entity = select_by_name(qtbot, window, "React")
    edit = window.inspector.description_edit
    edit.setFocus()
    edit.selectAll()
    qtbot.keyClicks(edit, "UI library by Meta")
    qtbot.keyClick(edit, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)  # save
    settle(qtbot, window)
    stored = store_entity(db_path, "React")
    assert stored.description == "UI library by Meta"
    assert stored.description_source == "manual"
    assert window.inspector.description_source_badge.source == "manual"
    stack = window.session.undo_stack
    assert stack.count() == 1 and "description" in stack.undoText()
    assert window.actions.undo.isEnabled()

    window.actions.undo.trigger()
    settle(qtbot, window)
    assert store_entity(db_path, "React").description == "Frontend framework"
    assert edit.toPlainText() == "Frontend framework"
    assert window.session.model.entities[entity.id].description == "Frontend framework"

    window.actions.redo.trigger()
    settle(qtbot, window)
    assert store_entity(db_path, "React").description == "UI library by Meta"
    assert edit.toPlainText() == "UI library by Meta"


def test_rename_and_confidence_are_undoable(qtbot, window, db_path):
    select_by_name(qtbot, window, "Redis")
    name = window.inspector.name_edit
    name.setFocus()
    name.selectAll()
    qtbot.keyClicks(name, "Redis Cache")
    qtbot.keyClick(name, Qt.Key.Key_Return)
    settle(qtbot, window)
    assert store_entity(db_path, "Redis Cache") is not None
    window.inspector.confidence_spin.setValue(0.5)
    window.inspector.confidence_spin.setValue(0.4)  # merged with the previous step
    settle(qtbot, window)
    assert store_entity(db_path, "Redis Cache").confidence == pytest.approx(0.4)
    assert window.session.undo_stack.count() == 2
    window.actions.undo.trigger()
    window.actions.undo.trigger()  # two undos queued at once: run in order by the worker
    settle(qtbot, window)
    restored = store_entity(db_path, "Redis")
    assert restored is not None and restored.confidence == pytest.approx(1.0)
    assert window.inspector.name_edit.text() == "Redis"


def test_rename_clash_comes_back_as_a_message_not_a_crash(qtbot, window, db_path):
    select_by_name(qtbot, window, "Redis")
    window.inspector.name_edit.setText("PostgreSQL")
    window.inspector.commit_name()
    settle(qtbot, window)
    assert "already exists" in window.notice_bar.label.text()
    assert window.notice_bar.isVisible()
    assert window.session.undo_stack.count() == 0  # the failed edit left no command behind
    assert window.inspector.name_edit.text() == "Redis"
    assert store_entity(db_path, "Redis") is not None


def test_properties_json_error_keeps_the_text(qtbot, window, db_path):
    select_by_name(qtbot, window, "backend")
    table = window.inspector.properties
    assert table.value_text("tier") == "1"
    table.edit_value("runtime", "Node 20")  # not JSON: a string needs quotes
    settle(qtbot, window)
    assert table.has_errors
    assert table.error_label.isVisible() and "runtime" in table.error_label.text()
    assert table.value_text("runtime") == "Node 20"  # what was typed is kept
    assert "runtime" not in store_entity(db_path, "backend").properties
    # A refresh from the store must not wipe the user's unsaved text.
    window.session.refresh_details()
    settle(qtbot, window)
    assert table.value_text("runtime") == "Node 20"

    table.edit_value("runtime", '"Node 20"')
    settle(qtbot, window)
    assert not table.has_errors and not table.error_label.isVisible()
    assert store_entity(db_path, "backend").properties == {"tier": 1, "runtime": "Node 20"}
    window.actions.undo.trigger()
    settle(qtbot, window)
    assert store_entity(db_path, "backend").properties == {"tier": 1}
    assert table.value_text("runtime") is None


def test_add_observation_and_undo(qtbot, window, db_path):
    entity = select_by_name(qtbot, window, "Redis")
    obs = window.inspector.observations
    qtbot.keyClicks(obs.input, "Evicting keys under memory pressure")
    qtbot.mouseClick(obs.add_button, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert obs.contents() == ["Evicting keys under memory pressure"]
    with kgstore.open(db_path) as kg:
        stored = kg.workspace(WS).observations(entity.id)
    assert [o.content for o in stored] == ["Evicting keys under memory pressure"]
    assert stored[0].source == "manual"
    assert window.session.model.stats.observations == 3
    window.actions.undo.trigger()
    settle(qtbot, window)
    assert obs.contents() == []
    with kgstore.open(db_path) as kg:
        assert kg.workspace(WS).observations(entity.id) == []
    window.actions.redo.trigger()
    settle(qtbot, window)
    assert obs.contents() == ["Evicting keys under memory pressure"]


def test_create_and_invalidate_a_relationship_with_undo(qtbot, window, db_path):
    sarah = select_by_name(qtbot, window, "Sarah")
    inspector = window.inspector
    qtbot.mouseClick(inspector.relationships.new_button, Qt.MouseButton.LeftButton)
    dialog = inspector.active_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.edge_type.setCurrentText("maintained_by")
    dialog.direction.setCurrentIndex(1)  # other → Sarah
    qtbot.keyClicks(dialog.picker.search_edit, "React")
    qtbot.waitUntil(lambda: dialog.picker.selected is not None, timeout=10_000)
    assert dialog.picker.selected.name == "React"
    dialog.started_earlier.setChecked(True)  # an hour ago: it can be closed before now
    dialog.valid_from.setDateTime(dialog.valid_from.dateTime().addSecs(-3600))
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok.isEnabled()
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    react = store_entity(db_path, "React")
    edges = [g for g in store_edges(db_path, sarah.id) if g.source_id == react.id]
    assert len(edges) == 1 and edges[0].type == "maintained_by" and edges[0].valid_to is None
    assert edges[0].source == "manual"
    assert ("maintained_by", "React") in {(i.text(0), i.text(1)) for i in inspector.relationships.edge_items()}
    assert edges[0].id in window.session.model.edges

    # Invalidate it at a chosen time (the dialog defaults to now).
    assert inspector.relationships.select_edge(edges[0].id)
    qtbot.mouseClick(inspector.relationships.invalidate_button, Qt.MouseButton.LeftButton)
    dialog = inspector.active_dialog
    now = int(time.time() * 1000)
    assert abs(dialog.valid_to.dateTime().toMSecsSinceEpoch() - now) < 60_000
    dialog.valid_to.setDateTime(dialog.valid_to.dateTime().addSecs(-30))
    chosen = dialog.valid_to_ms()
    dialog.accept()
    settle(qtbot, window)
    closed = [g for g in store_edges(db_path, sarah.id) if g.source_id == react.id]
    assert len(closed) == 1 and closed[0].valid_to == chosen
    item = next(i for i in inspector.relationships.edge_items() if i.text(1) == "React")
    assert "→" in item.text(2) and item.font(0).italic()

    # Undo the invalidation: open again, same start.
    window.actions.undo.trigger()
    settle(qtbot, window)
    reopened = [g for g in store_edges(db_path, sarah.id) if g.source_id == react.id]
    assert len(reopened) == 1 and reopened[0].valid_to is None
    assert reopened[0].valid_from == edges[0].valid_from
    # Redo closes the re-created edge; two undos remove the relationship altogether.
    window.actions.redo.trigger()
    settle(qtbot, window)
    assert [g.valid_to for g in store_edges(db_path, sarah.id) if g.source_id == react.id] == [chosen]
    window.actions.undo.trigger()
    window.actions.undo.trigger()
    settle(qtbot, window)
    assert [g for g in store_edges(db_path, sarah.id) if g.source_id == react.id] == []
    assert not any(i.text(1) == "React" for i in inspector.relationships.edge_items())


def test_a_relationship_that_started_before_1973_can_be_created_and_closed(qtbot, window, db_path):
    # The dialogs give milliseconds; below early 1973 the store would take a bare number for seconds.
    started = QDateTime(QDate(1969, 7, 20), QTime(20, 17, 40), QTimeZone.UTC)
    ended = QDateTime(QDate(1972, 12, 14), QTime(22, 54, 37), QTimeZone.UTC)
    sarah = select_by_name(qtbot, window, "Sarah")
    inspector = window.inspector
    qtbot.mouseClick(inspector.relationships.new_button, Qt.MouseButton.LeftButton)
    dialog = inspector.active_dialog
    dialog.edge_type.setCurrentText("knows")
    qtbot.keyClicks(dialog.picker.search_edit, "Redis")
    qtbot.waitUntil(lambda: dialog.picker.selected is not None, timeout=10_000)
    dialog.started_earlier.setChecked(True)
    dialog.valid_from.setDateTime(started)
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    redis = store_entity(db_path, "Redis")
    edges = [g for g in store_edges(db_path, sarah.id) if g.target_id == redis.id and g.type == "knows"]
    assert [(g.valid_from, g.valid_to) for g in edges] == [(started.toMSecsSinceEpoch(), None)]

    assert inspector.relationships.select_edge(edges[0].id)
    qtbot.mouseClick(inspector.relationships.invalidate_button, Qt.MouseButton.LeftButton)
    dialog = inspector.active_dialog
    dialog.valid_to.setDateTime(ended)
    dialog.accept()
    settle(qtbot, window)
    assert [g.valid_to for g in store_edges(db_path, sarah.id) if g.id == edges[0].id] == [ended.toMSecsSinceEpoch()]
    window.actions.undo.trigger()
    settle(qtbot, window)
    assert [g for g in store_edges(db_path, sarah.id) if g.id == edges[0].id] == edges


def test_delete_relationship_and_undo(qtbot, window, db_path):
    backend = select_by_name(qtbot, window, "backend")
    rel = window.inspector.relationships
    item = next(i for i in rel.edge_items() if i.text(1) == "Redis")
    rel.tree.setCurrentItem(item)
    qtbot.mouseClick(rel.delete_button, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert not any(i.text(1) == "Redis" for i in rel.edge_items())
    assert len(store_edges(db_path, backend.id)) == 3
    window.actions.undo.trigger()
    settle(qtbot, window)
    assert any(i.text(1) == "Redis" for i in rel.edge_items())
    assert len(store_edges(db_path, backend.id)) == 4


def test_delete_entity_and_undo_restores_its_relationships_and_observations(qtbot, window, db_path):
    deleted = select_by_name(qtbot, window, "PostgreSQL")
    window.actions.delete.trigger()
    settle(qtbot, window)
    assert store_entity(db_path, "PostgreSQL") is None
    assert window.session.model.selected_id is None
    assert window.inspector.pages.currentIndex() == 0
    assert len(window.session.model.entities) == 6
    window.actions.undo.trigger()
    settle(qtbot, window)
    back = store_entity(db_path, "PostgreSQL")
    assert back == deleted  # the same id and times
    assert [g.type for g in store_edges(db_path, back.id)] == ["connects_to"]
    assert window.session.model.selected_id == back.id
    assert window.inspector.observations.contents() == ["High query latency on the users table since Tuesday"]
    # Redo deletes it again.
    window.actions.redo.trigger()
    settle(qtbot, window)
    assert store_entity(db_path, "PostgreSQL") is None


def test_new_entity_dialog_creates_and_selects_and_undo_deletes(qtbot, window, db_path):
    window.actions.new_entity.trigger()
    dialog = window.active_dialog
    dialog.type_combo.setCurrentText("framework")  # a custom type
    qtbot.keyClicks(dialog.name_edit, "Vite")
    dialog.description_edit.setPlainText("Build tool")
    dialog.accept()
    settle(qtbot, window)
    vite = store_entity(db_path, "Vite")
    assert vite is not None and vite.type == "framework" and vite.source == "manual"
    assert window.session.model.selected_id == vite.id
    assert window.inspector.name_edit.text() == "Vite"
    assert "framework" in {t.name for t in window.session.model.entity_types}
    window.actions.undo.trigger()
    settle(qtbot, window)
    assert store_entity(db_path, "Vite") is None
    window.actions.redo.trigger()
    settle(qtbot, window)
    assert store_entity(db_path, "Vite") is not None
    assert window.inspector.name_edit.text() == "Vite"


# -- Clear All Memories -------------------------------------------------------------------

def test_clear_all_cancel_changes_nothing(qtbot, window, db_path):
    window.actions.clear_all.trigger()
    qtbot.waitUntil(lambda: window.active_dialog is not None, timeout=10_000)
    dialog = window.active_dialog
    text = dialog.summary.text()
    assert "ws-1" in text and "7 entities" in text and "6 relationships" in text and "2 observations" in text
    assert not dialog.clear_button.isEnabled()  # needs the explicit confirmation
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel), Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert len(window.session.model.entities) == 7
    with kgstore.open(db_path) as kg:
        assert kg.workspace(WS).stats().entities == 7
        assert kg.backups() == []


def test_clear_all_confirmed_then_restore(qtbot, window, db_path):
    select_by_name(qtbot, window, "React")
    window.inspector.description_edit.setPlainText("edited before clearing")
    window.inspector.commit_description()
    settle(qtbot, window)
    assert window.session.undo_stack.count() == 1

    window.actions.clear_all.trigger()
    qtbot.waitUntil(lambda: window.active_dialog is not None, timeout=10_000)
    dialog = window.active_dialog
    qtbot.mouseClick(dialog.confirm_box, Qt.MouseButton.LeftButton)
    assert dialog.clear_button.isEnabled()
    qtbot.mouseClick(dialog.clear_button, Qt.MouseButton.LeftButton)
    # Success shows only after the worker reported the commit.
    qtbot.waitUntil(lambda: window.notice_bar.isVisible() and "Cleared" in window.notice_bar.label.text(),
                    timeout=5000)
    settle(qtbot, window)
    assert "7 entities" in window.notice_bar.label.text()
    assert window.session.model.entities == {}
    assert window.session.undo_stack.count() == 0
    assert window.inspector.pages.currentIndex() == 0
    assert window.search_panel.results_model.rowCount() == 0
    with kgstore.open(db_path) as kg:
        assert kg.workspace(WS).stats().entities == 0
        assert kg.workspace("ws-2").stats().entities == 1  # other workspaces untouched
        backups = kg.backups()
    assert backups and window.session.last_clear_backup == str(backups[0])

    window.actions.restore_backup.trigger()
    qtbot.waitUntil(lambda: getattr(window.active_dialog, "objectName", lambda: "")() == "restore_dialog",
                    timeout=10_000)
    dialog = window.active_dialog
    assert window.restore_path == str(backups[0])  # the backup Clear All took is preselected
    qtbot.waitUntil(lambda: "It holds" in dialog.details.text(), timeout=10_000)
    assert "before Clear All Memories" in dialog.details.text() and "7 entities" in dialog.details.text()
    assert dialog.workspace_button.isEnabled() and dialog.file_button.isEnabled()
    qtbot.mouseClick(dialog.file_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(window.session.model.entities) == 7, timeout=5000)
    settle(qtbot, window)
    assert "restored" in window.notice_bar.label.text()
    assert store_entity(db_path, "React").description == "edited before clearing"


def test_undoing_clear_all_keeps_what_an_agent_wrote_elsewhere_since(qtbot, window, db_path):
    """The notice's Restore brings back this workspace only: another workspace's writes made
    after the clear survive (a whole-file restore rolled them back)."""
    window.session.clear_all_memories()
    qtbot.waitUntil(lambda: window.notice_bar.action_button.isVisible(), timeout=5000)
    settle(qtbot, window)
    with kgstore.open(db_path) as kg:  # the agent, in another process, another workspace
        kg.workspace("ws-2").upsert_entity("concept", "written after the clear")
    qtbot.mouseClick(window.notice_bar.action_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(window.session.model.entities) == 7, timeout=5000)
    settle(qtbot, window)
    assert store_entity(db_path, "written after the clear", workspace="ws-2") is not None
    assert store_entity(db_path, "React") is not None


def test_restore_dialog_names_what_is_newer_in_other_workspaces(qtbot, window, db_path):
    window.session.backup_now()
    qtbot.waitUntil(lambda: bool(kgstore.open(db_path).backups()), timeout=5000)
    time.sleep(0.05)
    with kgstore.open(db_path) as kg:
        kg.workspace("ws-2").upsert_entity("concept", "newer elsewhere")
    window.actions.restore_backup.trigger()
    qtbot.waitUntil(lambda: getattr(window.active_dialog, "objectName", lambda: "")() == "restore_dialog",
                    timeout=10_000)
    dialog = window.active_dialog
    qtbot.waitUntil(lambda: "It holds" in dialog.details.text(), timeout=10_000)
    text = dialog.details.text()
    assert "Written since then" in text and "ws-2" in text and "keeps what was written in" in text
    qtbot.mouseClick(dialog.workspace_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "restored" in window.notice_bar.label.text(), timeout=5000)
    settle(qtbot, window)
    assert store_entity(db_path, "newer elsewhere", workspace="ws-2") is not None


def test_clear_all_notice_restore_button(qtbot, window, db_path):
    window.session.clear_all_memories()
    qtbot.waitUntil(lambda: window.notice_bar.action_button.isVisible(), timeout=5000)
    settle(qtbot, window)
    assert window.session.model.entities == {}
    qtbot.mouseClick(window.notice_bar.action_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(window.session.model.entities) == 7, timeout=5000)
    settle(qtbot, window)


# -- live refresh, workspaces, demo, settings ---------------------------------------------

WRITER = textwrap.dedent("""
    import sys, kgstore
    with kgstore.open(sys.argv[1]) as kg:
        ws = kg.workspace("ws-1")
        svelte = ws.upsert_entity("technology", "Svelte", description="written by another process")
        ws.create_edge(ws.find_entity("project", "frontend-app").id, svelte.id, "uses")
        react = ws.find_entity("technology", "React")
        ws.update_entity(react.id, description="changed elsewhere", source="agent")
""")


def test_live_refresh_after_a_write_from_another_process(qtbot, window, db_path):
    react = select_by_name(qtbot, window, "React")
    window.search_panel.search_edit.clear()
    settle(qtbot, window)
    subprocess.run([sys.executable, "-c", WRITER, str(db_path)], check=True, timeout=30)
    # A wait for the event, not a bound on its speed (benchmarks/change_notice.py measures that).
    qtbot.waitUntil(lambda: any(e.name == "Svelte" for e in window.session.model.entities.values()),
                    timeout=10_000)
    settle(qtbot, window)
    assert any(g.type == "uses" and window.session.model.entities[g.target_id].name == "Svelte"
               for g in window.session.model.edges.values())
    assert window.session.model.entities[react.id].description == "changed elsewhere"
    assert window.inspector.description_edit.toPlainText() == "changed elsewhere"
    assert "8 entities" in window.status.counts_label.text()
    assert any(e.name == "Svelte" for e in window.search_panel.results_model.entities())


def test_live_reloads_are_paced_by_how_long_the_last_one_took(qtbot, window):
    s = window.session
    settle(qtbot, window)
    assert 0 < s.last_reload_seconds < 5  # measured on the opening load
    s.last_reload_seconds = 0.01  # a small workspace: the usual short delay
    assert s.external_refresh_delay_ms() == 150
    s.last_reload_seconds = 1.2  # a reload of a large workspace took 1.2 s
    s._on_external_change()
    assert s._external_timer.isActive() and s._external_timer.interval() == 1200
    # Part of the countdown passes (a state to wait for: a slow machine just takes longer to get
    # there), then more writes join the waiting refresh instead of putting it off.
    qtbot.waitUntil(lambda: s._external_timer.remainingTime() < 1000, timeout=5000)
    assert s._external_timer.isActive()
    s._on_external_change()
    assert s._external_timer.isActive() and s._external_timer.remainingTime() < 1000
    s.last_reload_seconds = 60.0
    assert s.external_refresh_delay_ms() == 5000  # never longer than that
    s.last_reload_seconds = 0.01
    seen = []
    s.external_change_applied.connect(lambda: seen.append(1))
    qtbot.waitUntil(lambda: bool(seen), timeout=10_000)  # the refresh still comes


def test_a_search_typed_during_a_live_reload_is_answered_before_it(qtbot, window, monkeypatch):
    """A reload of a large workspace takes about a second; the search must not wait for it."""
    from kgstore.workspace import Workspace

    s = window.session
    settle(qtbot, window)
    # The layout's positions are saved (a write) once it settles; a write sent during the reload
    # rightly keeps the reads after it waiting, so let that happen first.
    # (The canvas has taken the settled positions, and so sent them, once its layout is at rest.)
    qtbot.waitUntil(lambda: window.graph_view.canvas.layout_at_rest, timeout=10_000)
    settle(qtbot, window)
    real_stats = Workspace.stats
    # The reload's first step waits until the search has been typed and sent, so the search
    # lands inside the reload on any machine.
    typed = threading.Event()
    reading = threading.Event()

    def first_step(ws):
        reading.set()
        assert typed.wait(10), "the search was never typed"
        return real_stats(ws)

    monkeypatch.setattr(Workspace, "stats", first_step)
    order = []
    s.workspace_reloaded.connect(lambda snap: order.append("reload"))
    window.search_panel.results_model.modelReset.connect(lambda: order.append("results"))
    s.reload()
    qtbot.waitUntil(reading.is_set, timeout=5000)  # the reload is under way (in its first step)
    window.search_panel.search_edit.setText("Redis")
    qtbot.waitUntil(lambda: not window.search_panel._debounce.isActive(), timeout=5000)  # sent
    typed.set()
    qtbot.waitUntil(lambda: "reload" in order, timeout=5000)
    assert "results" in order and order.index("results") < order.index("reload")
    assert [e.name for e in window.search_panel.results_model.entities()] == ["Redis"]


def test_own_edits_do_not_trigger_a_live_reload(qtbot, window):
    select_by_name(qtbot, window, "React")
    seen = []
    window.session.external_change_applied.connect(lambda: seen.append(1))
    window.inspector.description_edit.setPlainText("mine")
    window.inspector.commit_description()
    settle(qtbot, window)
    # A poll after the edit, and what it noticed delivered: had it counted our own write, the
    # refresh countdown would be running now.
    worker_caught_up(qtbot, window.session.client)
    assert seen == [] and not window.session._external_timer.isActive()
    with kgstore.open(window.session.db_path) as other:  # a write from elsewhere still counts
        other.workspace(WS).upsert_entity("technology", "Svelte")
    worker_caught_up(qtbot, window.session.client)
    qtbot.waitUntil(lambda: bool(seen), timeout=10_000)
    assert seen == [1]


def test_switch_workspace(qtbot, window):
    combo = window.workspace_picker.combo
    combo.setCurrentText("ws-2")
    window.workspace_picker._on_activated(combo.currentIndex())
    settle(qtbot, window)
    assert window.session.workspace_id == "ws-2"
    assert [e.name for e in window.session.model.entities.values()] == ["Elixir"]
    assert "ws-2" in window.windowTitle()


def test_demo_option_loads_the_demo_workspace(qtbot, make_window):
    window = make_window(workspace=None, demo=True)
    qtbot.waitUntil(lambda: len(window.session.model.entities) > 10, timeout=5000)
    settle(qtbot, window)
    s = window.session
    assert s.workspace_id == "demo"
    names = {e.name for e in s.model.entities.values()}
    assert {"React 17", "React 18", "Vite", "Webpack", "Redis"} <= names
    closed = [g for g in s.model.edges.values() if g.valid_to is not None]
    assert closed  # history: React 17, Webpack and Redis left the stack


def test_geometry_and_dock_state_are_saved(qtbot, seeded, make_window, gui_settings):
    window = make_window()
    window.resize(1000, 700)
    window.inspector_dock.hide()
    window.close()
    assert gui_settings.value("main_window/geometry") is not None
    assert gui_settings.value("session/last_workspace") == WS
    again = make_window(workspace=None)
    assert again.session.workspace_id == WS  # the last workspace
    assert not again.inspector_dock.isVisible()


def test_worker_thread_shuts_down_cleanly(qtbot, window):
    thread = window.session.client.thread
    assert thread.isRunning()
    assert window.session.client.worker.thread_ident is not None
    window.close()
    assert thread.isFinished()
    assert window.session.client.worker._kg is None  # the store is closed


def test_delete_key_acts_on_what_has_the_focus(qtbot, window, db_path):
    select_by_name(qtbot, window, "backend")
    table = window.inspector.properties.table
    table.setFocus()
    table.selectRow(0)
    window.actions.delete.trigger()
    settle(qtbot, window)
    assert store_entity(db_path, "backend").properties == {}  # the property row, not the entity
    rel = window.inspector.relationships
    rel.tree.setFocus()
    rel.tree.setCurrentItem(next(i for i in rel.edge_items() if i.text(1) == "Redis"))
    window.actions.delete.trigger()
    settle(qtbot, window)
    assert store_entity(db_path, "backend") is not None
    assert not any(i.text(1) == "Redis" for i in rel.edge_items())
    window.search_panel.results_view.setFocus()
    window.actions.delete.trigger()
    settle(qtbot, window)
    assert store_entity(db_path, "backend") is None
    assert window.session.undo_stack.count() == 3


def test_an_edit_made_just_before_closing_is_saved(qtbot, window, db_path):
    select_by_name(qtbot, window, "Redis")
    window.inspector.description_edit.setFocus()
    window.inspector.description_edit.setPlainText("saved on close")
    window.close()  # commits the description; the worker saves queued edits before stopping
    assert store_entity(db_path, "Redis").description == "saved on close"


def test_empty_file_offers_the_demo(qtbot, make_window):
    window = make_window(workspace=None)
    page = window.canvas_area.empty_state
    assert window.session.workspace_id == "default"
    assert page.demo_button.isVisible()
    qtbot.mouseClick(page.demo_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.session.workspace_id == "demo"
                    and len(window.session.model.entities) > 10, timeout=5000)
    settle(qtbot, window)


def test_workspace_ids_are_trimmed_and_checked(qtbot, window):
    s = window.session
    s.open_workspace(" ws-2\n")
    settle(qtbot, window)
    assert s.workspace_id == "ws-2" and [e.name for e in s.model.entities.values()] == ["Elixir"]
    assert window.workspace_picker.combo.currentText() == "ws-2"
    s.open_workspace("ws\x1b[2J")
    settle(qtbot, window)
    assert s.workspace_id == "ws-2" and "control characters" in window.notice_bar.label.text()


def test_a_one_time_upgrade_is_said_while_the_file_opens(qtbot, seeded, make_window, db_path, monkeypatch):
    """A file written before the kept counts (a large one takes a minute to count): each step
    of the upgrade is said in the status bar and in the centre, then the workspace shows."""
    import sqlite3

    from kgstore.storage import migrations
    from kgui.views import canvas_area, status_bar

    conn = sqlite3.connect(db_path)
    for table in migrations.EDGE_COUNT_TABLE_NAMES:
        conn.execute(f"DROP TABLE {table}")
    for name in migrations.EDGE_COUNT_TRIGGERS:
        conn.execute(f"DROP TRIGGER {name}")
    conn.execute("DELETE FROM kg_migrations WHERE name = '0019_edge_counts'")
    conn.commit()
    conn.close()
    centre, status = [], []
    shown = canvas_area.EmptyStatePage.show_opening
    monkeypatch.setattr(canvas_area.EmptyStatePage, "show_opening",
                        lambda self, text: centre.append(text) or shown(self, text))
    shown_below = status_bar.ExplorerStatusBar.show_progress
    monkeypatch.setattr(status_bar.ExplorerStatusBar, "show_progress",
                        lambda self, done, total, text: status.append(text) or shown_below(self, done, total, text))
    window = make_window()
    said = "Upgrading the memory file (once, step 1 of 1): counting each entity's relationships…"
    assert centre == [said] and status[0] == said
    assert window.session.model.stats.entities == 7
    with kgstore.open(db_path) as kg:
        assert kg.workspace(WS).stats().entities == 7  # counted by the upgrade, kept since
