"""Graph questions in the window: size by PageRank, colour by community (as of the time shown),
search hits on the canvas, the shortest path dialog, and the View menu's choices remembered."""

from __future__ import annotations

import networkx as nx
import numpy as np
import pytest
from conftest import WS, deliver_posted, settle
from test_graph_view import settle_graph

import kgstore
from kgstore.queries.graph_algorithms import structure

DAY = 86_400_000


def seed_karate(path) -> dict[str, str]:
    """Zachary's karate club in workspace ws-1 (a real graph with two known factions)."""
    g = nx.karate_club_graph()
    with kgstore.open(path) as kg:
        ws = kg.workspace(WS)
        ids = {v: ws.upsert_entity("person", f"member {v}").id for v in g}
        for a, b in g.edges:
            ws.create_edge(ids[a], ids[b], "knows")
    return {f"member {v}": i for v, i in ids.items()}


@pytest.fixture
def karate(db_path):
    return seed_karate(db_path)


def wait_structure(qtbot, window, timeout=15_000):
    gv = window.graph_view
    qtbot.waitUntil(lambda: not gv._structure_timer.isActive() and not gv.structure_runner.busy
                    and gv.structure is not None, timeout=timeout)
    deliver_posted()  # the answer of the last computation, if it was still on its way
    return gv.structure


def shown_graph(gv):
    """What is shown, as the structure runner is asked for it (ids, src, dst)."""
    scene = gv.canvas.model
    shown = np.flatnonzero(~scene.hidden)
    local = np.full(scene.n, -1)
    local[shown] = np.arange(shown.size)
    e = np.flatnonzero(scene.visible_edges())
    return [scene.ids[i] for i in shown], local[scene.src[e]], local[scene.dst[e]]


def test_colour_by_community_and_size_by_pagerank_follow_the_structure_of_what_is_shown(
        qtbot, karate, make_window):
    window = make_window()
    settle_graph(qtbot, window)
    gv = window.graph_view
    gv.actions.colour_by_community.trigger()
    gv.actions.size_by_pagerank.trigger()
    answer = wait_structure(qtbot, window)
    ids, src, dst = shown_graph(gv)
    assert set(answer.ids) == set(karate.values())
    expected = structure(len(ids), src, dst)
    by_id = dict(zip(ids, expected.community.tolist()))
    scene = gv.canvas.model
    # Same partition as the library's on the same graph: colours group exactly its communities.
    colour_of_group = {}
    for i, entity_id in enumerate(scene.ids):
        colour_of_group.setdefault(by_id[entity_id], set()).add(int(scene.rgb[i]))
    assert all(len(c) == 1 for c in colour_of_group.values())
    assert len({next(iter(c)) for c in colour_of_group.values()}) == len(colour_of_group) >= 3
    # PageRank sizes: the highest-ranked members (the two leaders, 0 and 33) are the largest discs.
    rank = dict(zip(ids, expected.pagerank.tolist()))
    top = max(rank, key=rank.get)
    assert scene.radius[scene.index[top]] == scene.radius.max()
    assert {karate["member 0"], karate["member 33"]} == set(sorted(rank, key=rank.get)[-2:])
    assert scene.radius[scene.index[karate["member 33"]]] > 2 * scene.radius.min()
    # Back to type colours and degree sizes.
    gv.actions.colour_by_type.trigger()
    assert len(set(scene.rgb.tolist())) == 1           # every member is a person
    gv.actions.size_by_degree.trigger()
    deg = np.bincount(scene.src, minlength=scene.n) + np.bincount(scene.dst, minlength=scene.n)
    assert scene.radius[np.argmax(deg)] == scene.radius.max()


def test_structure_is_of_the_time_shown(qtbot, db_path, make_window):
    with kgstore.open(db_path) as kg:
        ws = kg.workspace(WS)
        now = ws.now()
        hub = ws.upsert_entity("service", "hub")
        leaves = [ws.upsert_entity("technology", f"leaf {k}") for k in range(4)]
        for k, leaf in enumerate(leaves):
            # two of the four relationships ended 10 days ago
            ws.create_edge(hub.id, leaf.id, "uses", valid_from=now - 100 * DAY,
                           valid_to=now - 10 * DAY if k < 2 else None)
    window = make_window()
    settle_graph(qtbot, window)
    assert wait_structure(qtbot, window).of(hub.id)[0] == 2
    window.session.model.set_as_of(now - 50 * DAY)
    settle_graph(qtbot, window)
    qtbot.waitUntil(lambda: window.graph_view.structure.of(hub.id)[0] == 4, timeout=10_000)


def test_search_hits_are_marked_on_the_canvas_and_can_be_framed(qtbot, karate, make_window):
    window = make_window()
    settle_graph(qtbot, window)
    gv = window.graph_view
    qtbot.keyClicks(window.search_panel.search_edit, "member 3")
    settle(qtbot, window)
    hits = {e.id for e in window.search_panel.results_model.entities()}
    assert karate["member 3"] in hits
    qtbot.waitUntil(lambda: set(gv.canvas.highlighted_ids()) == hits, timeout=5000)
    before = (gv.canvas.viewport.scale, gv.canvas.viewport.ox)
    assert gv.actions.frame_hits.isEnabled()
    gv.actions.frame_hits.trigger()
    assert (gv.canvas.viewport.scale, gv.canvas.viewport.ox) != before
    w, h = gv.canvas.width(), gv.canvas.height()
    for entity_id in hits:
        p = gv.canvas.screen_pos(entity_id)
        assert 0 <= p.x() <= w and 0 <= p.y() <= h
    window.search_panel.search_edit.clear()
    settle(qtbot, window)
    qtbot.waitUntil(lambda: gv.canvas.highlighted_ids() == [], timeout=5000)
    assert not gv.actions.frame_hits.isEnabled()


def seed_chain(path):
    """a -uses-> b -uses-> c now; a -knows-> c ended 30 days ago; d stands alone."""
    with kgstore.open(path) as kg:
        ws = kg.workspace(WS)
        now = ws.now()
        e = {n: ws.upsert_entity("concept", n) for n in "abcd"}
        ws.create_edge(e["a"].id, e["b"].id, "uses", valid_from=now - 100 * DAY)
        ws.create_edge(e["b"].id, e["c"].id, "uses", valid_from=now - 20 * DAY)
        ws.create_edge(e["a"].id, e["c"].id, "knows", valid_from=now - 100 * DAY, valid_to=now - 30 * DAY)
        return {n: x.id for n, x in e.items()}, now


def test_the_path_dialog_finds_the_path_of_the_time_shown_and_draws_it(qtbot, db_path, make_window):
    ids, now = seed_chain(db_path)
    window = make_window()
    settle_graph(qtbot, window)
    gv = window.graph_view
    gv.canvas.set_selected_ids([ids["a"], ids["c"]], emit=True)
    dialog = gv.open_path_dialog()
    assert dialog.source_picker.selected.id == ids["a"] and dialog.target_picker.selected.id == ids["c"]
    dialog.find()
    qtbot.waitUntil(lambda: dialog.last_path is not None, timeout=5000)
    assert [e.id for e in dialog.last_path.entities] == [ids["a"], ids["b"], ids["c"]]
    assert dialog.hops.count() == 2 and "uses" in dialog.hops.item(0).text()
    assert gv.path == ([ids["a"], ids["b"], ids["c"]], [e.id for e in dialog.last_path.edges])
    assert set(gv.canvas.model.ids[i] for i in np.flatnonzero(gv.canvas.model.path_nodes)) == {
        ids["a"], ids["b"], ids["c"]}
    # 50 days ago b-c did not exist yet, but a knew c directly.
    window.session.model.set_as_of(now - 50 * DAY)
    settle_graph(qtbot, window)
    dialog.find()
    qtbot.waitUntil(lambda: dialog.last_path is not None and dialog.last_path.hops == 1, timeout=5000)
    assert dialog.last_path.edges[0].type == "knows"
    # 25 days ago: neither.
    window.session.model.set_as_of(now - 25 * DAY)
    settle_graph(qtbot, window)
    dialog.find()
    qtbot.waitUntil(lambda: "No path" in dialog.result_label.text(), timeout=5000)
    assert gv.path == ([], []) and not gv.canvas.model.path_nodes.any()
    dialog.close()


def test_the_path_honours_hidden_relationship_types(qtbot, db_path, make_window):
    ids, now = seed_chain(db_path)
    window = make_window()
    settle_graph(qtbot, window)
    window.session.model.set_as_of(now - 50 * DAY)
    model = window.session.model
    window.session.model.set_filters(model.filters.with_changes(hidden_edge_types=frozenset({"knows"})))
    settle_graph(qtbot, window)
    gv = window.graph_view
    gv.canvas.set_selected_ids([ids["a"], ids["c"]], emit=True)
    dialog = gv.open_path_dialog()
    assert "knows" in dialog.when.text()
    dialog.find()
    qtbot.waitUntil(lambda: "No path" in dialog.result_label.text(), timeout=5000)
    dialog.close()


def test_view_choices_are_remembered(qtbot, karate, make_window):
    window = make_window()
    settle_graph(qtbot, window)
    window.graph_view.actions.colour_by_community.trigger()
    window.graph_view.actions.size_by_pagerank.trigger()
    window.graph_view.actions.layout_classic.trigger()
    settle_graph(qtbot, window)
    window.close()
    again = make_window()
    gv = again.graph_view
    assert (gv.colour_by, gv.size_by, gv.canvas.layout_mode) == ("community", "pagerank", "classic")
    assert gv.actions.colour_by_community.isChecked() and gv.actions.layout_classic.isChecked()


def test_changing_the_layout_mode_is_one_undoable_relayout(qtbot, karate, make_window):
    window = make_window()
    settle_graph(qtbot, window)
    gv = window.graph_view
    before = gv.binding.current_positions()
    stack = window.session.undo_stack
    count = stack.count()
    gv.actions.layout_classic.trigger()
    settle_graph(qtbot, window)
    assert stack.count() == count + 1
    assert gv.binding.current_positions() != before
    stack.undo()
    settle_graph(qtbot, window)
    after = gv.binding.current_positions()
    assert all(abs(after[i][0] - before[i][0]) < 1e-6 and abs(after[i][1] - before[i][1]) < 1e-6 for i in before)


def test_the_structure_of_a_graph_not_yet_placed_holds_its_relationships(qtbot, karate, make_window):
    """A large workspace's first structure is asked for before the layout has placed anyone: it
    is the structure of the relationships shown, not of 34 lone entities."""
    window = make_window()
    settle_graph(qtbot, window)
    gv = window.graph_view
    scene = gv.canvas.model
    expected = wait_structure(qtbot, window).result
    gv.structure = None
    scene.pos[:] = np.nan  # as before the layout's first positions arrive
    gv.request_structure()
    answer = wait_structure(qtbot, window)
    assert int(answer.result.degree.sum()) == 2 * 78  # karate's 78 relationships, both ends
    assert answer.result.communities == expected.communities < 34
