"""Back and Forward between visited entities in the real window: Alt+Left / Alt+Right, the Go menu
and the toolbar, the mouse's back button over the canvas; entities deleted since are passed over
(here and by another process, also in a workspace loaded only in part); another workspace or file
starts afresh; a double-click on a relationship goes to the entity at the other end."""

from __future__ import annotations

import kgstore
import pytest
from conftest import WS, seed_stack, select_by_name, settle, worker_caught_up
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QMenu, QToolButton

import kgui.session


def visit(qtbot, window, name: str):
    """Select an entity from the search results, as a person would."""
    window.search_panel.search_edit.clear()
    settle(qtbot, window)
    return select_by_name(qtbot, window, name)


def selected_name(window) -> str | None:
    entity = window.session.model.selected
    return entity.name if entity is not None else None


def press(qtbot, window, key) -> None:
    qtbot.keyClick(window.search_panel.search_edit, key, Qt.KeyboardModifier.AltModifier)
    settle(qtbot, window)


def ids_of(window, *names: str) -> list[str]:
    by_name = {e.name: e.id for e in window.session.model.entities.values()}
    return [by_name[n] for n in names]


def graph_settled(qtbot, window) -> None:
    gv = window.graph_view
    settle(qtbot, window)
    qtbot.waitUntil(lambda: not gv.binding._rebuild_timer.isActive() and not gv.loader.pending
                    and gv.canvas.layout_at_rest, timeout=15_000)
    settle(qtbot, window)


def test_alt_left_and_alt_right_walk_back_and_forth_over_three_selections(qtbot, window):
    a = window.actions
    assert not a.back.isEnabled() and not a.forward.isEnabled()
    for name in ("React", "PostgreSQL", "Sarah"):
        visit(qtbot, window, name)
    history = window.navigation.history.entries
    assert history == ids_of(window, "React", "PostgreSQL", "Sarah")
    assert a.back.isEnabled() and not a.forward.isEnabled()
    window.activateWindow()
    press(qtbot, window, Qt.Key.Key_Left)
    assert selected_name(window) == "PostgreSQL" and window.inspector.name_edit.text() == "PostgreSQL"
    assert a.back.isEnabled() and a.forward.isEnabled()
    press(qtbot, window, Qt.Key.Key_Left)
    assert selected_name(window) == "React" and not a.back.isEnabled()
    press(qtbot, window, Qt.Key.Key_Left)  # nowhere further: nothing changes
    assert selected_name(window) == "React"
    press(qtbot, window, Qt.Key.Key_Right)
    assert selected_name(window) == "PostgreSQL"
    press(qtbot, window, Qt.Key.Key_Right)
    assert selected_name(window) == "Sarah" and not a.forward.isEnabled()
    # Going back and forth recorded no visits of its own.
    assert window.navigation.history.entries == history
    # A new selection after going back drops what was ahead.
    press(qtbot, window, Qt.Key.Key_Left)
    visit(qtbot, window, "Redis")
    assert window.navigation.history.entries == ids_of(window, "React", "PostgreSQL", "Redis")
    assert not a.forward.isEnabled()


def test_back_and_forward_are_in_the_go_menu_and_the_toolbar(qtbot, window):
    a = window.actions
    go = next(m.menu() for m in window.menuBar().actions() if m.text() == "&Go")
    assert go.actions()[:2] == [a.back, a.forward]
    assert "Alt+Left" in a.back.toolTip() and "Alt+Right" in a.forward.toolTip()
    for action in (a.back, a.forward):
        button = window.toolbar.widgetForAction(action)
        assert isinstance(button, QToolButton) and button.isVisible() and not button.isEnabled()
    visit(qtbot, window, "React")
    visit(qtbot, window, "Redis")
    button = window.toolbar.widgetForAction(a.back)
    assert button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert selected_name(window) == "React"
    assert window.toolbar.widgetForAction(a.forward).isEnabled()


def test_the_mouse_back_and_forward_buttons_over_the_canvas(qtbot, window):
    graph_settled(qtbot, window)
    visit(qtbot, window, "React")
    visit(qtbot, window, "Redis")
    canvas = window.graph_view.canvas
    qtbot.mouseClick(canvas, Qt.MouseButton.BackButton, pos=QPoint(5, 5))
    settle(qtbot, window)
    assert selected_name(window) == "React"
    qtbot.mouseClick(canvas, Qt.MouseButton.ForwardButton, pos=QPoint(5, 5))
    settle(qtbot, window)
    assert selected_name(window) == "Redis"


def test_clicks_on_the_canvas_are_visits(qtbot, window):
    graph_settled(qtbot, window)
    canvas = window.graph_view.canvas
    react, redis = ids_of(window, "React", "Redis")
    for entity_id in (react, redis):
        qtbot.mouseClick(canvas, Qt.MouseButton.LeftButton, pos=canvas.screen_pos(entity_id).toPoint())
        settle(qtbot, window)
    assert window.navigation.history.entries == [react, redis]
    window.actions.back.trigger()
    settle(qtbot, window)
    assert window.session.model.selected_id == react and canvas.selected_ids() == [react]


def test_back_passes_over_an_entity_deleted_since_and_undo_brings_it_back(qtbot, window):
    for name in ("React", "PostgreSQL", "Sarah", "Redis"):
        visit(qtbot, window, name)
    # Sarah is deleted in the window (selected again for it: a visit), PostgreSQL by another process.
    visit(qtbot, window, "Sarah")
    window.actions.delete.trigger()
    settle(qtbot, window)
    react, postgres = ids_of(window, "React", "PostgreSQL")
    with kgstore.open(window.session.db_path) as kg:
        kg.workspace(WS).delete_entity(postgres)
    qtbot.waitUntil(lambda: postgres not in window.session.model.entities, timeout=5000)
    settle(qtbot, window)
    errors = []
    window.session.error_reported.connect(errors.append)
    window.actions.back.trigger()  # from nothing selected (Sarah's gone): Redis
    settle(qtbot, window)
    assert selected_name(window) == "Redis"
    window.actions.back.trigger()  # Sarah and PostgreSQL are gone: straight to React
    settle(qtbot, window)
    assert window.session.model.selected_id == react
    message = window.status.currentMessage()
    assert "passed over" in message and "Sarah" in message and "PostgreSQL" in message
    assert not window.actions.back.isEnabled() and errors == []
    # Undoing the delete brings Sarah back under the same id, selected: a visit from React.
    window.actions.undo.trigger()
    settle(qtbot, window)
    assert selected_name(window) == "Sarah"
    assert window.navigation.history.entries == [react, window.session.model.selected_id]
    window.actions.back.trigger()
    settle(qtbot, window)
    assert window.session.model.selected_id == react


def test_in_a_partly_loaded_workspace_a_deleted_entity_is_found_gone_on_the_way(qtbot, seeded, make_window,
                                                                                 monkeypatch):
    monkeypatch.setattr(kgui.session, "ENTITY_LIMIT", 3)  # the best connected three are loaded
    window = make_window()
    assert window.session.model.truncated
    for name in ("Sarah", "TypeScript", "Redis"):
        visit(qtbot, window, name)
    with kgstore.open(window.session.db_path) as kg:
        kg.workspace(WS).delete_entity(seeded["TypeScript"])
    # The live reload (a partly loaded workspace cannot tell deleted from not loaded): a poll
    # after the delete and its notice delivered, then the refresh it starts has finished.
    worker_caught_up(qtbot, window.session.client)
    settle(qtbot, window)
    assert window.actions.back.isEnabled()
    errors = []
    window.session.error_reported.connect(errors.append)
    window.actions.back.trigger()
    qtbot.waitUntil(lambda: selected_name(window) == "Sarah", timeout=5000)
    settle(qtbot, window)
    assert window.inspector.name_edit.text() == "Sarah"
    assert "TypeScript" in window.status.currentMessage() and errors == []
    assert window.navigation.history.is_gone(seeded["TypeScript"])
    window.actions.forward.trigger()
    settle(qtbot, window)
    assert selected_name(window) == "Redis"


def test_another_workspace_or_file_starts_the_history_afresh(qtbot, window, tmp_path):
    visit(qtbot, window, "React")
    visit(qtbot, window, "Redis")
    window.actions.back.trigger()
    settle(qtbot, window)
    assert window.actions.forward.isEnabled()
    window.session.open_workspace("ws-2")
    settle(qtbot, window)
    assert window.navigation.history.entries == []
    assert not window.actions.back.isEnabled() and not window.actions.forward.isEnabled()
    window.session.open_workspace(WS)  # its history does not come back either
    settle(qtbot, window)
    assert window.navigation.history.entries == []
    visit(qtbot, window, "React")
    visit(qtbot, window, "Redis")
    other = tmp_path / "other.db"
    seed_stack(other)
    window.open_database(str(other))
    qtbot.waitUntil(lambda: window.session.db_path == str(other) and window.session.model.stats is not None,
                    timeout=5000)
    settle(qtbot, window)
    assert window.navigation.history.entries == [] and not window.actions.back.isEnabled()


def relationship_item(window, other_name: str):
    return next(item for item in window.inspector.relationships.edge_items() if item.text(1) == other_name)


def double_click(qtbot, tree, item) -> None:
    tree.scrollToItem(item)
    rect = tree.visualItemRect(item)
    # A double click is a press, a release and a double-click event, as a mouse sends them.
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def test_double_clicking_a_relationship_goes_to_the_other_end(qtbot, window):
    graph_settled(qtbot, window)
    visit(qtbot, window, "backend")
    canvas = window.graph_view.canvas
    postgres = ids_of(window, "PostgreSQL")[0]
    canvas.center_on(ids_of(window, "Sarah")[0])  # PostgreSQL is away from the middle
    middle = QPoint(canvas.width() // 2, canvas.height() // 2)
    assert (canvas.screen_pos(postgres).toPoint() - middle).manhattanLength() > 20
    tree = window.inspector.relationships.tree
    double_click(qtbot, tree, relationship_item(window, "PostgreSQL"))
    settle(qtbot, window)
    assert window.session.model.selected_id == postgres
    assert window.inspector.name_edit.text() == "PostgreSQL" and canvas.selected_ids() == [postgres]
    assert (canvas.screen_pos(postgres).toPoint() - middle).manhattanLength() <= 2
    # It was a visit: Back returns to backend.
    assert window.navigation.history.entries == ids_of(window, "backend", "PostgreSQL")
    window.actions.back.trigger()
    settle(qtbot, window)
    assert selected_name(window) == "backend"


def test_going_to_an_end_deleted_meanwhile_says_so_and_stays_put(qtbot, window):
    visit(qtbot, window, "backend")
    redis = ids_of(window, "Redis")[0]
    with kgstore.open(window.session.db_path) as kg:
        kg.workspace(WS).delete_entity(redis)
    # The row is still listed (the live reload has not run yet) when the person double-clicks it.
    errors = []
    window.session.error_reported.connect(errors.append)
    window.navigation.go_to(redis)
    qtbot.waitUntil(lambda: selected_name(window) == "backend", timeout=5000)
    settle(qtbot, window)
    assert "no longer exists" in window.status.currentMessage() and errors == []
    assert not window.actions.forward.isEnabled()
