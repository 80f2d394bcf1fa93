"""The graph view in the real window, driven with qtbot: canvas ↔ inspector selection, drag and
saved positions, pins, filters, focus depth, the as-of time slider against the store, layout
termination on 2,000 nodes, undo of layout changes, Hide / Expand, export."""

from __future__ import annotations

import os
import random
import xml.etree.ElementTree as ET

import numpy as np
import pytest
from conftest import WS, select_by_name, settle
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QImage

import kgstore

DAY = 86_400_000


# -- helpers ------------------------------------------------------------------------------

def graph_quiet(window) -> bool:
    gv = window.graph_view
    return (not gv.binding._rebuild_timer.isActive() and not gv.loader.pending
            and not window.as_of_controller.pending and gv.canvas.layout_at_rest)


def settle_graph(qtbot, window, timeout: int = 15_000) -> None:
    """The worker has answered, the canvas holds the view's graph and the layout is at rest."""
    settle(qtbot, window, timeout)
    qtbot.waitUntil(lambda: graph_quiet(window), timeout=timeout)
    settle(qtbot, window, timeout)
    qtbot.waitUntil(lambda: graph_quiet(window), timeout=timeout)


def shown(window) -> set[str]:
    return set(window.graph_view.visible_ids())


def shown_edges(window) -> set[str]:
    return set(window.graph_view.visible_edge_ids())


def name_ids(window) -> dict[str, str]:
    return {e.name: e.id for e in window.session.model.entities.values()}


def names(window, ids) -> set[str]:
    entities = window.session.model.entities
    return {entities[i].name for i in ids}


def canvas_point(window, entity_id) -> QPoint:
    return window.graph_view.canvas.screen_pos(entity_id).toPoint()


def drag(qtbot, widget, start: QPoint, end: QPoint, modifier=Qt.KeyboardModifier.NoModifier, steps: int = 8):
    qtbot.mousePress(widget, Qt.MouseButton.LeftButton, modifier, start)
    for k in range(1, steps + 1):
        qtbot.mouseMove(widget, start + (end - start) * (k / steps))
    qtbot.mouseRelease(widget, Qt.MouseButton.LeftButton, modifier, end)


def stored_positions(db_path, workspace=WS):
    with kgstore.open(db_path) as kg:
        return kg.workspace(workspace).positions()


def seed_history(path) -> tuple[dict[str, str], int]:
    """A stack with a year of history in workspace "hist"; names -> ids, and t0 (ms)."""
    with kgstore.open(path) as kg:
        ws = kg.workspace("hist")
        t0 = ws.now() - 100 * DAY
        ids = {n: ws.upsert_entity(t, n).id for t, n in [
            ("project", "frontend"), ("service", "backend"), ("technology", "React 17"),
            ("technology", "React 18"), ("technology", "Redis"), ("technology", "PostgreSQL")]}
        ws.create_edge(ids["frontend"], ids["React 17"], "uses", valid_from=t0, valid_to=t0 + 60 * DAY)
        ws.create_edge(ids["frontend"], ids["React 18"], "uses", valid_from=t0 + 60 * DAY)
        ws.create_edge(ids["React 17"], ids["React 18"], "replaced_by", valid_from=t0 + 60 * DAY)
        ws.create_edge(ids["backend"], ids["Redis"], "connects_to", valid_from=t0 + 10 * DAY,
                       valid_to=t0 + 90 * DAY)
        ws.create_edge(ids["frontend"], ids["backend"], "depends_on", valid_from=t0)
        ws.create_edge(ids["backend"], ids["PostgreSQL"], "uses", valid_from=t0 + 5 * DAY)
        return ids, t0


def seed_tree(path) -> dict[str, str]:
    """Workspace "tree": C - A1 - B1 - D1 - F1 and C - A2 - B2, plus a loner E."""
    with kgstore.open(path) as kg:
        ws = kg.workspace("tree")
        ids = {n: ws.upsert_entity("concept", n).id for n in ["C", "A1", "A2", "B1", "B2", "D1", "F1", "E"]}
        for a, b in [("C", "A1"), ("A2", "C"), ("A1", "B1"), ("A2", "B2"), ("B1", "D1"), ("D1", "F1")]:
            ws.create_edge(ids[a], ids[b], "related_to")
        return ids


# -- the canvas mirrors the model -----------------------------------------------------------

def test_canvas_shows_the_workspace_by_type_degree_and_confidence(qtbot, seeded, db_path, make_window):
    with kgstore.open(db_path) as kg:
        kg.workspace(WS).update_entity(seeded["Sarah"], confidence=0.4, source="manual")
    window = make_window()
    settle_graph(qtbot, window)
    scene = window.graph_view.canvas.model
    assert set(scene.ids) == set(seeded.values()) and shown(window) == set(seeded.values())
    assert len(shown_edges(window)) == 6
    colors = {t.name: t.color for t in window.session.model.entity_types}
    tech = scene.index[seeded["React"]]
    from kgui.canvas_binding.binding import rgb_of
    assert int(scene.rgb[tech]) == rgb_of("technology", colors.get("technology"))
    assert scene.radius[scene.index[seeded["backend"]]] > scene.radius[scene.index[seeded["Redis"]]]
    assert scene.opacity[scene.index[seeded["Sarah"]]] < scene.opacity[tech] == pytest.approx(1.0)
    # Directed: the canvas's edges point from source to target.
    i, j = scene.index[seeded["frontend-app"]], scene.index[seeded["React"]]
    assert any(s == i and d == j for s, d in zip(scene.src.tolist(), scene.dst.tolist()))
    # Positions were saved once the layout came to rest.
    qtbot.waitUntil(lambda: len(stored_positions(db_path)) == 7, timeout=5000)


def test_clicking_a_node_selects_it_in_the_inspector_and_back(qtbot, window):
    settle_graph(qtbot, window)
    ids = name_ids(window)
    canvas = window.graph_view.canvas
    qtbot.mouseClick(canvas, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     canvas_point(window, ids["PostgreSQL"]))
    settle(qtbot, window)
    assert window.session.model.selected_id == ids["PostgreSQL"]
    assert window.inspector.name_edit.text() == "PostgreSQL"
    # The search list and the inspector select on the canvas.
    select_by_name(qtbot, window, "Redis")
    assert canvas.selected_ids() == [ids["Redis"]]
    rel = window.inspector.relationships
    rel.entity_requested.emit(ids["backend"])
    settle(qtbot, window)
    assert canvas.selected_ids() == [ids["backend"]]
    # A click on the background clears the selection everywhere.
    qtbot.mouseClick(canvas, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(3, 3))
    settle(qtbot, window)
    assert window.session.model.selected_id is None and window.inspector.entity is None


def test_drag_moves_a_node_saves_it_and_reopening_restores_it(qtbot, seeded, db_path, make_window):
    window = make_window()
    settle_graph(qtbot, window)
    gv = window.graph_view
    canvas = gv.canvas
    redis = seeded["Redis"]
    start = canvas_point(window, redis)
    target = QPoint(40, 40) if start.x() > 120 else QPoint(canvas.width() - 40, canvas.height() - 40)
    before = window.session.undo_stack.count()
    with qtbot.waitSignal(canvas.layout_settled, timeout=10_000):
        drag(qtbot, canvas, start, target)
    assert window.session.undo_stack.count() == before + 1
    assert "Move" in window.session.undo_stack.text(before)
    x, y = canvas.model.pos[canvas.model.index[redis]]
    sx, sy = canvas.viewport.to_screen(x, y)
    assert abs(sx - target.x()) <= 1.5 and abs(sy - target.y()) <= 1.5  # the dropped node stays
    settle_graph(qtbot, window)
    qtbot.waitUntil(lambda: redis in stored_positions(db_path), timeout=5000)
    saved = stored_positions(db_path)[redis]
    assert saved[0] == pytest.approx(x, abs=0.05) and saved[1] == pytest.approx(y, abs=0.05)
    layout_before_close = dict(window.graph_view.binding.current_positions())
    window.close()
    assert gv.layout_controller.closed

    again = make_window(workspace=WS)
    settle_graph(qtbot, again)
    reopened = again.graph_view.binding.current_positions()
    for entity_id, (x0, y0, _p) in layout_before_close.items():  # nothing scrambled
        assert reopened[entity_id][0] == pytest.approx(x0, abs=0.05)
        assert reopened[entity_id][1] == pytest.approx(y0, abs=0.05)


def test_a_multi_node_drag_is_one_undo_step_and_undo_puts_them_back(qtbot, window):
    settle_graph(qtbot, window)
    ids = name_ids(window)
    canvas = window.graph_view.canvas
    pair = [ids["React"], ids["TypeScript"]]
    canvas.set_selected_ids(pair, emit=True)
    origin = {i: tuple(canvas.model.pos[canvas.model.index[i]]) for i in pair}
    count = window.session.undo_stack.count()
    start = canvas_point(window, pair[0])
    with qtbot.waitSignal(canvas.layout_settled, timeout=10_000):
        drag(qtbot, canvas, start, start + QPoint(0, 60))
    assert window.session.undo_stack.count() == count + 1
    moved = {i: tuple(canvas.model.pos[canvas.model.index[i]]) for i in pair}
    assert all(moved[i] != origin[i] for i in pair)
    settle_graph(qtbot, window)
    window.actions.undo.trigger()
    settle_graph(qtbot, window)
    for i in pair:
        assert tuple(canvas.model.pos[canvas.model.index[i]]) == pytest.approx(origin[i], abs=1e-6)
        assert window.session.model.positions[i][:2] == pytest.approx(origin[i], abs=1e-6)


def test_a_pinned_node_holds_while_the_layout_runs(qtbot, window, db_path):
    settle_graph(qtbot, window)
    gv = window.graph_view
    canvas = gv.canvas
    ids = name_ids(window)
    backend = ids["backend"]
    menu = gv.build_context_menu(backend)
    pin = next(a for a in menu.actions() if a.objectName() == "ctx_pin")
    assert pin.text() == "Pin “backend”"
    pin.trigger()
    assert bool(canvas.model.pinned[canvas.model.index[backend]])
    held = tuple(canvas.model.pos[canvas.model.index[backend]])
    others = gv.binding.current_positions()
    with qtbot.waitSignal(canvas.layout_settled, timeout=10_000):
        gv.reheat()  # everything may move again …
    assert tuple(canvas.model.pos[canvas.model.index[backend]]) == held  # … but not the pin
    now = gv.binding.current_positions()
    assert any(abs(now[i][0] - others[i][0]) > 0.5 for i in now if i != backend)
    settle_graph(qtbot, window)
    qtbot.waitUntil(lambda: stored_positions(db_path).get(backend, (0, 0, False))[2], timeout=5000)
    assert gv.build_context_menu(backend).actions()[3].text() == "Unpin “backend”"
    window.actions.undo.trigger()  # unpins
    settle_graph(qtbot, window)
    assert not canvas.model.pinned[canvas.model.index[backend]]


def test_filters_hide_and_show_nodes_and_edges(qtbot, window):
    settle_graph(qtbot, window)
    ids = name_ids(window)
    all_ids = set(ids.values())
    panel = window.filters_panel
    panel.set_type_visible("technology", False)
    settle_graph(qtbot, window)
    assert names(window, shown(window)) == {"frontend-app", "backend", "Sarah"}
    assert len(shown_edges(window)) == 2  # frontend-app→backend, Sarah→backend
    panel.set_type_visible("technology", True)
    settle_graph(qtbot, window)
    assert shown(window) == all_ids and len(shown_edges(window)) == 6
    # Relationship types hide edges, not entities.
    def connects_to():
        return next(panel.edge_types_list.item(n) for n in range(panel.edge_types_list.count())
                    if panel.edge_types_list.item(n).text().startswith("connects_to"))

    connects_to().setCheckState(Qt.CheckState.Unchecked)
    settle_graph(qtbot, window)
    assert shown(window) == all_ids and len(shown_edges(window)) == 4
    connects_to().setCheckState(Qt.CheckState.Checked)
    # Source and minimum confidence.
    panel.source_boxes["agent"].setChecked(False)
    settle_graph(qtbot, window)
    assert shown(window) == set()  # the seed writes as the agent
    panel.source_boxes["agent"].setChecked(True)
    panel.confidence_slider.setValue(100)
    settle_graph(qtbot, window)
    assert shown(window) == all_ids  # everything is at 1.0
    panel.reset_button.click()
    settle_graph(qtbot, window)
    assert shown(window) == all_ids and len(shown_edges(window)) == 6


def test_focus_depth_1_2_3_shows_the_neighbourhood_of_the_store(qtbot, db_path, make_window):
    tree = seed_tree(db_path)
    window = make_window(workspace="tree")
    settle_graph(qtbot, window)
    gv = window.graph_view
    assert shown(window) == set(tree.values())
    with kgstore.open(db_path) as kg:
        ws = kg.workspace("tree")
        expected = {d: {tree["C"]} | {n.entity.id for n in ws.neighbors(tree["C"], depth=d)} for d in (1, 2, 3)}
    assert names(window, expected[1]) == {"C", "A1", "A2"}
    assert names(window, expected[3]) == {"C", "A1", "A2", "B1", "B2", "D1"}
    window.session.select(tree["C"])
    gv.actions.focus_selection.trigger()
    settle_graph(qtbot, window)
    assert shown(window) == expected[1]
    assert window.session.model.view.is_focus
    for depth in (2, 3, 1):
        gv.actions.depth[depth - 1].trigger()
        settle_graph(qtbot, window)
        assert shown(window) == expected[depth], depth
        assert set(gv.canvas.model.ids) == expected[depth]
    assert "Around C, depth 1" in gv.summary
    # Expand adds a neighbour's neighbours; Whole Workspace shows everything again.
    gv.expand([tree["A1"]])
    settle_graph(qtbot, window)
    assert names(window, shown(window)) == {"C", "A1", "A2", "B1"}
    gv.actions.whole_workspace.trigger()
    settle_graph(qtbot, window)
    assert shown(window) == set(tree.values())


def test_a_focus_view_is_laid_out_around_its_centre_and_the_workspace_layout_comes_back(
        qtbot, db_path, make_window):
    tree = seed_tree(db_path)
    window = make_window(workspace="tree")
    settle_graph(qtbot, window)
    gv, canvas = window.graph_view, window.graph_view.canvas
    workspace_layout = gv.binding.current_positions()
    qtbot.waitUntil(lambda: set(stored_positions(db_path, "tree")) == set(tree.values()), timeout=5000)
    saved = stored_positions(db_path, "tree")
    # Put the centre's neighbours far away in the workspace layout: the focus must not inherit it.
    far = {tree["A2"]: (5000.0, -4000.0)}
    with qtbot.waitSignal(canvas.layout_settled, timeout=10_000):
        gv.binding.layout_context.apply({tree["A2"]: (*far[tree["A2"]], False)})
    settle_graph(qtbot, window)
    workspace_layout = gv.binding.current_positions()
    saved = stored_positions(db_path, "tree")
    assert saved[tree["A2"]][:2] == pytest.approx(far[tree["A2"]], abs=0.05)

    window.session.select(tree["C"])
    gv.actions.depth[1].trigger()
    gv.actions.focus_selection.trigger()
    settle_graph(qtbot, window)
    focus = gv.binding.current_positions()
    assert set(focus) == {tree[n] for n in ("C", "A1", "A2", "B1", "B2")}
    centre = np.array(focus[tree["C"]][:2])
    spread = [np.hypot(*(np.array(p[:2]) - centre)) for i, p in focus.items() if i != tree["C"]]
    ideal = 60.0  # kgui.canvas.layout.LayoutParams.ideal_length
    assert max(spread) < 4 * ideal, spread  # a compact neighbourhood, not the far workspace spot
    assert min(spread) > 0.3 * ideal  # and not piled up either
    # Dragging here moves the node of this view only: nothing is saved.
    count = window.session.undo_stack.count()
    start = canvas_point(window, tree["B1"])
    with qtbot.waitSignal(canvas.layout_settled, timeout=10_000):
        drag(qtbot, canvas, start, start + QPoint(40, 30))
    assert window.session.undo_stack.count() == count + 1
    settle_graph(qtbot, window)
    assert stored_positions(db_path, "tree") == saved
    assert {i: p[:2] for i, p in window.session.model.positions.items()} == {i: p[:2] for i, p in saved.items()}

    gv.actions.whole_workspace.trigger()
    settle_graph(qtbot, window)
    back = gv.binding.current_positions()
    for entity_id, (x0, y0, _p) in workspace_layout.items():  # exactly the saved layout again
        assert back[entity_id][0] == pytest.approx(x0, abs=0.05)
        assert back[entity_id][1] == pytest.approx(y0, abs=0.05)
    window.actions.undo.trigger()  # the focus view's move: gone with its view, changes nothing
    settle_graph(qtbot, window)
    assert stored_positions(db_path, "tree") == saved


def test_the_slider_shows_exactly_what_the_store_says_was_true_then(qtbot, db_path, make_window):
    ids, t0 = seed_history(db_path)
    window = make_window(workspace="hist")
    settle_graph(qtbot, window)
    slider = window.time_slider
    assert slider.track.isEnabled() and slider.track.lo == t0
    assert slider.track.ticks.size == 5  # t0, +5, +10, +60 (React 17 → 18), +90 days
    with kgstore.open(db_path) as kg:
        ws = kg.workspace("hist")
        current = {g.id for g in ws.edges()}
        for days in (1, 7, 30, 70, 95):
            t = t0 + days * DAY
            slider.choose(t)
            settle_graph(qtbot, window)
            assert window.session.model.as_of == t
            visible = shown(window)
            truth = ws.subgraph(list(visible), as_of=t)
            assert shown_edges(window) == {g.id for g in truth.edges}, days
            # Entities appear when they become known; a relationship's ends are always shown.
            known = {ids[n] for n in ids if min([t0 + 100 * DAY] + [
                g.valid_from for g in ws.edges(include_history=True) if ids[n] in (g.source_id, g.target_id)]) <= t}
            assert visible == known, days
            faded = {window.graph_view.canvas.model.edge_ids[j]
                     for j in np.flatnonzero(window.graph_view.canvas.model.faded & window.graph_view.canvas.model.visible_edges())}
            assert faded == {g.id for g in truth.edges if g.valid_to is not None}
        assert names(window, shown(window)) >= {"React 18", "Redis"}
        qtbot.mouseClick(slider.now_button, Qt.MouseButton.LeftButton)
        settle_graph(qtbot, window)
        assert window.session.model.as_of is None and slider.moment_label.text() == "Now"
        assert shown_edges(window) == current
        assert not window.graph_view.canvas.model.faded[window.graph_view.canvas.model.visible_edges()].any()


def test_the_slider_draws_only_the_newest_moment(qtbot, db_path, make_window):
    ids, t0 = seed_history(db_path)
    window = make_window(workspace="hist")
    settle_graph(qtbot, window)
    controller = window.as_of_controller
    applied = controller.applied_count
    drawn = []
    window.graph_view.canvas.painted.connect(lambda: drawn.append(window.graph_view.binding.visibility.moment))
    for days in range(1, 60):
        window.time_slider.choose(t0 + days * DAY)  # faster than a frame
    settle_graph(qtbot, window)  # nothing pending in the controller: no moment can follow
    # The first moment after a pause goes at once, the rest of the burst is coalesced.
    assert controller.applied_count - applied == 2
    assert window.session.model.as_of == t0 + 59 * DAY
    # The newest moment is painted (a paint after its own), and no moment in between ever was.
    qtbot.waitUntil(lambda: bool(drawn) and drawn[-1] == t0 + 59 * DAY, timeout=5000)
    assert set(drawn) <= {t0 + DAY, t0 + 59 * DAY}
    # In a focus view each moment asks the worker; older answers are never drawn.
    window.session.select(ids["frontend"])
    window.graph_view.focus(ids["frontend"], 1)
    settle_graph(qtbot, window)
    loader = window.graph_view.loader
    before = loader.answers_applied
    for days in (5, 65, 95):
        window.time_slider.choose(t0 + days * DAY)
        controller.flush()
    settle_graph(qtbot, window)
    assert loader.answers_applied - before == 1
    assert names(window, shown(window)) == {"frontend", "React 18", "backend"}  # as of +95 days


# Linux system call numbers: poll, and ppoll (aarch64 has no poll).
POLL_CALLS = {"x86_64": {7: "poll", 271: "ppoll"}, "aarch64": {73: "ppoll"}}


def waits_for_a_request(pid: int) -> bool:
    """The layout process's main thread is blocked in poll() with no time-out. serve() waits that
    way only when no graph is moving (it polls with a zero time-out between steps, which never
    blocks), so this is the process at rest, seen as a state rather than as time that passed."""
    calls = POLL_CALLS[os.uname().machine]
    fields = open(f"/proc/{pid}/syscall").read().split()
    if fields[0] == "running" or int(fields[0]) not in calls:
        return False
    timeout = int(fields[3], 16)
    if calls[int(fields[0])] == "poll":
        return timeout & 0xFFFFFFFF == 0xFFFFFFFF   # an int of -1: wait for ever
    return timeout == 0                             # ppoll: no timespec: wait for ever


@pytest.mark.parametrize("mode", ["process", "thread"])
def test_layout_stops_by_itself_on_a_2000_node_graph(qtbot, db_path, make_window, monkeypatch, mode):
    monkeypatch.setenv("KG_LAYOUT", mode)
    rng = random.Random(3)
    with kgstore.open(db_path) as kg:
        ws = kg.workspace("big")
        with kg.transaction():
            ids = [ws.upsert_entity("concept", f"node {i}").id for i in range(2000)]
            for i in range(1, 2000):
                ws.create_edge(ids[i], ids[rng.randrange(i)], "related_to")
            for _ in range(1000):
                a, b = rng.sample(range(2000), 2)
                try:
                    ws.create_edge(ids[a], ids[b], "references")
                except kgstore.KGError:
                    pass
    window = make_window(workspace="big")
    canvas = window.graph_view.canvas
    settle_graph(qtbot, window, timeout=60_000)
    assert canvas.model.n == 2000
    controller = window.graph_view.layout_controller
    assert controller.mode == mode
    if mode == "thread":
        layout = controller.worker.layout
        assert layout.settled and layout.iteration <= layout.params.max_iterations
    assert not controller.running
    assert canvas.model.placed().all()
    qtbot.waitUntil(lambda: len(stored_positions(db_path, "big")) == 2000, timeout=10_000)
    settled = canvas.settle_count
    settle(qtbot, window)  # the positions' write answered: whatever it sets off has been sent
    # At rest means at rest: the layout sleeps until asked again, and nothing asks it.
    if mode == "process":
        if os.uname().machine not in POLL_CALLS:
            pytest.skip(f"no system call numbers for {os.uname().machine}")
        qtbot.waitUntil(lambda: waits_for_a_request(controller.host.process.pid), timeout=10_000)
    else:
        # Its timer runs exactly while the engine wants steps, and only a request restarts it.
        qtbot.waitUntil(lambda: not controller.worker._timer.isActive(), timeout=10_000)
        assert not controller.worker.engine.wants_steps()
    assert canvas.settle_count == settled and graph_quiet(window) and not controller.running


def test_relayout_is_one_undoable_step(qtbot, window):
    settle_graph(qtbot, window)
    gv = window.graph_view
    before = gv.binding.current_positions()
    count = window.session.undo_stack.count()
    with qtbot.waitSignal(gv.canvas.layout_settled, timeout=10_000):
        gv.actions.relayout.trigger()
    settle_graph(qtbot, window)
    assert window.session.undo_stack.count() == count + 1
    after = gv.binding.current_positions()
    # Re-layout never ends worse than it started: a new picture only if its stress is lower.
    from kgui.canvas.layout_quality import normalised_stress

    scene = gv.canvas.model
    def stress(positions):
        return normalised_stress(np.array([positions[i][:2] for i in scene.ids]), scene.src, scene.dst)
    moved = any(abs(after[i][0] - before[i][0]) > 1 for i in before)
    assert stress(after) <= stress(before) + 1e-9
    assert moved or stress(after) == stress(before)
    window.actions.undo.trigger()
    settle_graph(qtbot, window)
    restored = gv.binding.current_positions()
    assert all(restored[i][:2] == pytest.approx(before[i][:2], abs=1e-6) for i in before)
    window.actions.redo.trigger()  # the same layout again, not a new one
    settle_graph(qtbot, window)
    again = gv.binding.current_positions()
    assert all(again[i][:2] == pytest.approx(after[i][:2], abs=1e-6) for i in after)


def test_hide_is_undoable_and_show_all_brings_them_back(qtbot, window):
    settle_graph(qtbot, window)
    gv = window.graph_view
    ids = name_ids(window)
    gv.canvas.set_selected_ids([ids["Redis"], ids["Sarah"]], emit=True)
    gv.actions.hide.trigger()
    settle_graph(qtbot, window)
    assert names(window, set(ids.values()) - shown(window)) == {"Redis", "Sarah"}
    assert window.session.undo_stack.undoText() == "Hide 2 entities"
    window.actions.undo.trigger()
    settle_graph(qtbot, window)
    assert len(shown(window)) == 7
    window.actions.redo.trigger()
    gv.show_hidden()
    settle_graph(qtbot, window)
    assert len(shown(window)) == 7


def test_context_menu_creates_a_relationship_to_the_node(qtbot, window, db_path):
    settle_graph(qtbot, window)
    gv = window.graph_view
    ids = name_ids(window)
    window.session.select(ids["Sarah"])
    settle(qtbot, window)
    menu = gv.build_context_menu(ids["Redis"])
    texts = [a.text() for a in menu.actions() if a.text()]
    assert texts[:4] == ["Focus on “Redis” (depth 1)", "Expand “Redis”", "Hide “Redis”", "Pin “Redis”"]
    assert "Inspect “Redis”" in texts
    create = next(a for a in menu.actions() if a.objectName() == "ctx_relationship")
    assert create.text() == "Create Relationship from “Sarah” to “Redis”…"
    create.trigger()
    dialog = gv.active_dialog
    assert dialog.picker.selected.name == "Redis"
    dialog.edge_type.setCurrentText("owns")
    dialog.accept()
    settle_graph(qtbot, window)
    with kgstore.open(db_path) as kg:
        edges = kg.workspace(WS).edges_of(ids["Sarah"])
    owns = [g for g in edges if g.type == "owns"]
    assert len(owns) == 1 and owns[0].target_id == ids["Redis"]
    assert owns[0].id in shown_edges(window)
    inspect = next(a for a in gv.build_context_menu(ids["Redis"]).actions() if a.objectName() == "ctx_inspect")
    inspect.trigger()
    settle(qtbot, window)
    assert window.inspector.entity.name == "Redis"


def test_export_png_and_svg(qtbot, window, tmp_path):
    settle_graph(qtbot, window)
    gv = window.graph_view
    png = gv.export(str(tmp_path / "view.png"))
    image = QImage(png)
    assert image.width() == 2 * gv.canvas.width() and not image.isNull()
    svg = gv.export(str(tmp_path / "view.svg"))
    root = ET.parse(svg).getroot()
    ns = "{http://www.w3.org/2000/svg}"
    assert len(root.findall(f".//{ns}circle")) == 7
    assert len(root.findall(f".//{ns}line")) == 6
    assert {t.text for t in root.findall(f".//{ns}text")} >= {"backend", "React", "Sarah"}


def test_export_never_writes_over_the_database_or_its_backups(qtbot, window, db_path):
    settle_graph(qtbot, window)
    gv = window.graph_view
    with kgstore.open(db_path) as kg:
        backup = kg.backup()
    backup_bytes = backup.read_bytes()
    errors = []
    window.session.error_reported.connect(errors.append)
    for target in (db_path, f"{db_path}-wal", backup):
        assert gv.export(str(target)) == ""
    assert len(errors) == 3 and all("Export refused" in e for e in errors)
    assert "is the database itself" in errors[0] and "is a backup" in errors[2]
    assert backup.read_bytes() == backup_bytes and db_path.read_bytes()[:16] == b"SQLite format 3\x00"
    with kgstore.open(db_path) as kg:
        assert kg.workspace(WS).stats().entities == 7


def test_a_large_workspace_shows_its_best_connected_entities_and_more_on_request(qtbot, seeded, make_window,
                                                                               monkeypatch):
    import kgui.session as session_mod

    monkeypatch.setattr(session_mod, "ENTITY_LIMIT", 3)
    monkeypatch.setattr(session_mod, "ENTITY_LIMIT_STEP", 2)
    window = make_window()
    settle_graph(qtbot, window)
    gv = window.graph_view
    assert names(window, shown(window)) == {"backend", "frontend-app", "PostgreSQL"}
    assert gv.actions.show_more.isVisible() and "3 of 7" in gv.actions.show_more.text()
    gv.actions.show_more.trigger()
    settle_graph(qtbot, window)
    assert len(shown(window)) == 5
    gv.actions.show_more.trigger()
    settle_graph(qtbot, window)
    assert len(shown(window)) == 7 and not gv.actions.show_more.isVisible()


def test_a_relayout_that_would_end_worse_leaves_the_picture_as_it_was(qtbot, seeded, make_window,
                                                                    monkeypatch):
    """The stress guard through the window's path (binding → canvas → controller → worker): a
    new layout judged worse than the picture on screen is not kept."""
    monkeypatch.setenv("KG_LAYOUT", "thread")   # the patch below applies in this process only
    window = make_window()
    settle_graph(qtbot, window)
    gv = window.graph_view
    before = gv.binding.current_positions()
    scene = gv.canvas.model
    start = np.array([before[i][:2] for i in scene.ids])
    from kgui.canvas import layout_quality

    monkeypatch.setattr(layout_quality, "normalised_stress",
                        lambda pos, s, d: 0.0 if np.allclose(pos, start, atol=1e-6) else 1.0)
    with qtbot.waitSignal(gv.canvas.layout_settled, timeout=10_000):
        gv.actions.relayout.trigger()
    settle_graph(qtbot, window)
    after = gv.binding.current_positions()
    assert all(after[i][:2] == pytest.approx(before[i][:2], abs=1e-6) for i in before)
