"""Undo in the real window while another writer (a separate kgstore connection, as an agent's MCP
server or the kg command would be) works on the same file: undo puts back exactly what was there,
refuses rather than destroy the other writer's work, tells the person why, and the undo stack
stays in step with the store."""

from __future__ import annotations

from conftest import WS, select_by_name, settle
from PySide6.QtCore import Qt

import kgstore

# Canvas positions are left out here: the window's layout moves and saves unpinned nodes as the graph
# changes (test_undo_operations checks that undo itself puts the saved position back).
GRAPH_TABLES = {"kg_entities": "id", "kg_observations": "id", "kg_edges": "id"}


def raw_rows(db_path, tables=GRAPH_TABLES) -> dict[str, list[tuple]]:
    with kgstore.open(db_path) as kg, kg._db.read() as conn:
        return {t: conn.execute(f"SELECT * FROM {t} ORDER BY {key}").fetchall() for t, key in tables.items()}


def create_with_dialog(qtbot, window, type_name: str, name: str) -> None:
    window.actions.new_entity.trigger()
    dialog = window.active_dialog
    dialog.type_combo.setCurrentText(type_name)
    qtbot.keyClicks(dialog.name_edit, name)
    dialog.accept()
    settle(qtbot, window)


def notice(window) -> str:
    assert window.notice_bar.isVisible()
    return window.notice_bar.label.text()


def test_undo_of_a_create_does_not_delete_what_an_agent_added_since(qtbot, window, db_path):
    create_with_dialog(qtbot, window, "technology", "Kafka")
    stack = window.session.undo_stack
    assert (stack.count(), stack.index()) == (1, 1)
    with kgstore.open(db_path) as agent:
        ws = agent.workspace(WS)
        kafka = ws.find_entity("technology", "Kafka")
        notes = [ws.add_observation(kafka.id, f"partition rebalancing note {i}") for i in range(5)]
        edge = ws.create_edge(ws.find_entity("service", "backend").id, kafka.id, "uses")
    settle(qtbot, window)

    window.actions.undo.trigger()
    settle(qtbot, window)

    assert notice(window) == ("Cannot undo “New technology ‘Kafka’”: since then 5 observations and 1 "
                              "relationship were added to Kafka (by agent). Delete it yourself if you mean to.")
    # The stack does not pretend the undo happened: the command is still done, Undo still offers it.
    assert (stack.count(), stack.index()) == (1, 1)
    assert window.actions.undo.isEnabled() and "Kafka" in stack.undoText()
    assert not window.actions.redo.isEnabled()
    with kgstore.open(db_path) as agent:
        ws = agent.workspace(WS)
        assert len(ws.observations(kafka.id)) == 5 and ws.get_edge(edge.id) is not None
    assert kafka.id in window.session.model.entities

    # Once the agent's additions are gone, the same undo works.
    with kgstore.open(db_path) as agent:
        ws = agent.workspace(WS)
        for note in notes:
            ws.delete_observation(note.id)
        ws.delete_edge(edge.id)
    settle(qtbot, window)
    window.actions.undo.trigger()
    settle(qtbot, window)
    assert stack.index() == 0
    with kgstore.open(db_path) as agent:
        assert agent.workspace(WS).find_entity("technology", "Kafka") is None


def test_a_refused_redo_leaves_the_command_undone(qtbot, window, db_path):
    create_with_dialog(qtbot, window, "concept", "Caching")
    window.actions.undo.trigger()
    settle(qtbot, window)
    with kgstore.open(db_path) as agent:
        theirs = agent.workspace(WS).upsert_entity("concept", "caching", description="the agent's")
    settle(qtbot, window)
    stack = window.session.undo_stack
    window.actions.redo.trigger()
    settle(qtbot, window)
    assert notice(window).startswith("Cannot redo “New concept ‘Caching’”: a concept named 'caching' already exists")
    assert (stack.count(), stack.index()) == (1, 0)
    assert window.actions.redo.isEnabled()
    with kgstore.open(db_path) as agent:
        assert agent.workspace(WS).find_entity("concept", "Caching") == theirs


def test_undo_of_a_delete_in_the_window_puts_back_the_same_rows(qtbot, window, db_path):
    postgres = select_by_name(qtbot, window, "PostgreSQL")
    with kgstore.open(db_path) as agent:
        ws = agent.workspace(WS)
        for i in range(120):
            ws.add_observation(postgres.id, f"autovacuum ran on table {i}")
    settle(qtbot, window)
    before = raw_rows(db_path)
    window.actions.delete.trigger()
    settle(qtbot, window)
    assert postgres.id not in window.session.model.entities
    window.actions.undo.trigger()
    settle(qtbot, window)
    assert raw_rows(db_path) == before
    assert window.session.model.selected_id == postgres.id
    assert window.inspector.entity.id == postgres.id
    window.search_panel.search_edit.clear()
    qtbot.keyClicks(window.search_panel.search_edit, "autovacuum")
    settle(qtbot, window)
    hits = [e.id for e in window.search_panel.results_model.entities()]
    assert hits == [postgres.id]


def test_undo_of_an_edit_does_not_overwrite_what_another_writer_wrote_since(qtbot, window, db_path):
    select_by_name(qtbot, window, "React")
    edit = window.inspector.description_edit
    edit.setFocus()
    edit.selectAll()
    qtbot.keyClicks(edit, "UI library by Meta")
    qtbot.keyClick(edit, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    settle(qtbot, window)
    with kgstore.open(db_path) as other:  # another person, with the kg command (a manual write)
        ws = other.workspace(WS)
        ws.update_entity(ws.find_entity("technology", "React").id, description="Rewritten elsewhere")
    settle(qtbot, window)
    stack = window.session.undo_stack
    window.actions.undo.trigger()
    settle(qtbot, window)
    assert notice(window) == ("Cannot undo “Edit description of ‘React’”: another writer changed its description "
                              "since: this edit wrote “UI library by Meta”, it is now “Rewritten elsewhere” "
                              "(by manual).")
    assert (stack.count(), stack.index()) == (1, 1)
    with kgstore.open(db_path) as agent:
        stored = agent.workspace(WS).find_entity("technology", "React")
    assert stored.description == "Rewritten elsewhere"
    assert edit.toPlainText() == "Rewritten elsewhere"
