"""SceneModel arrays, picking, spatial index, level-of-detail choice, viewport maths."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import numpy as np
import pytest

from kgui.canvas.scene_model import SceneModel, Viewport, type_color


def small_model() -> SceneModel:
    m = SceneModel()
    m.set_graph(["a", "b", "c", "d"],
                [("a", "b", "uses"), ("b", "c", "depends_on"), ("a", "c", "uses"), ("c", "zz", "x")],
                labels=["Alpha", "Beta", "Gamma", "Delta"],
                types=["person", "project", "project", "tool"],
                confidence=[1.0, 0.5, 0.0, None],
                positions={"a": (0, 0), "b": (100, 0), "c": (0, 100), "d": (300, 300)},
                edge_faded=[False, True, False, False])
    return m


def test_set_graph_builds_arrays():
    m = small_model()
    assert m.n == 4 and m.m == 3                      # the edge to unknown "zz" is dropped
    assert m.edge_type_names == ["uses", "depends_on"]
    assert m.edge_type.tolist() == [0, 1, 0]
    assert m.faded.tolist() == [False, True, False]
    assert m.degree.tolist() == [2, 2, 2, 0]
    assert m.radius[0] > m.radius[3]                  # radius grows with degree
    assert m.opacity[0] == pytest.approx(1.0)
    assert m.opacity[2] == pytest.approx(0.3)         # zero confidence stays visible
    assert m.opacity[3] == pytest.approx(1.0)         # unknown confidence counts as full
    assert m.rgb[1] == m.rgb[2] == type_color("project")
    assert m.palette[m.color_index].tolist() == m.rgb.tolist()
    assert m.edge_description(1) == "Beta \u2014depends_on\u2192 Gamma (closed)"


def test_type_colours_are_stable_and_distinct():
    assert type_color("Person") == type_color("person")
    assert type_color("some-new-type") == type_color("some-new-type")
    assert len({type_color(t) for t in ["person", "project", "technology", "concept", "file"]}) == 5
    with pytest.raises(ValueError):
        SceneModel().set_graph(["a", "a"])


def test_positions_and_selection_survive_a_new_graph():
    m = small_model()
    m.set_selected([1])
    m.set_graph(["b", "c", "e"], [("b", "e", "r")])
    assert m.selected_ids() == ["b"]
    np.testing.assert_array_equal(m.pos[m.index["b"]], [100, 0])
    assert np.isnan(m.pos[m.index["e"]]).all()        # new node: left for the layout to place
    assert not m.usable()[m.index["e"]]


def test_node_at_and_rect_and_hidden():
    m = small_model()
    assert m.node_at(1, 1) == 0
    assert m.node_at(100 + m.radius[1] - 0.5, 0) == 1
    assert m.node_at(50, 50) == -1
    assert m.node_at(50, 50, pad=65) in (0, 1, 2)
    assert m.nodes_in_rect(-10, -10, 150, 150).tolist() == [0, 1, 2]
    assert m.nodes_in_rect(150, 150, -10, -10).tolist() == [0, 1, 2]   # corners in any order
    m.hidden[0] = True
    m.invalidate_index()
    assert m.node_at(1, 1) == -1
    assert m.nodes_in_rect(-10, -10, 150, 150).tolist() == [1, 2]


def test_spatial_index_agrees_with_brute_force():
    rng = np.random.default_rng(3)
    n = 5000
    ids = [str(i) for i in range(n)]
    pos = rng.normal(0, 1000, (n, 2))
    m = SceneModel()
    m.set_graph(ids, positions=pos)
    for _ in range(50):
        x0, y0 = rng.uniform(-2000, 2000, 2)
        w, h = rng.uniform(0, 800, 2)
        brute = np.flatnonzero((pos[:, 0] >= x0) & (pos[:, 0] <= x0 + w)
                               & (pos[:, 1] >= y0) & (pos[:, 1] <= y0 + h))
        assert m.nodes_in_rect(x0, y0, x0 + w, y0 + h).tolist() == brute.tolist()
        px, py = rng.uniform(-1500, 1500, 2)
        d = np.hypot(pos[:, 0] - px, pos[:, 1] - py)
        hit = m.node_at(px, py)
        if (d <= m.radius).any():
            assert d[hit] <= m.radius[hit]
        else:
            assert hit == -1


def test_edge_at():
    m = small_model()
    assert m.edge_at(50, 1, tol=3) == 0
    assert m.edge_at(50, 20, tol=3) == -1
    assert m.edge_at(1, 60, tol=3) == 2


def test_focus_sets_and_label_priority():
    m = small_model()
    m.hovered = 1
    focus, nb, edges = m.focus_sets()
    assert focus.tolist() == [1]
    assert nb.tolist() == [0, 2]
    assert edges.tolist() == [0, 1]
    order = m.label_candidates(np.ones(4, dtype=bool), cap=10)
    assert order[0] == 1 and set(order[1:3].tolist()) == {0, 2}


def test_label_candidates_cap_keeps_focus_and_biggest():
    rng = np.random.default_rng(0)
    n = 3000
    ids = [str(i) for i in range(n)]
    hub_edges = [("0", str(i), "r") for i in range(1, 400)] + [("1", str(i), "r") for i in range(400, 600)]
    m = SceneModel()
    m.set_graph(ids, hub_edges, positions=rng.uniform(0, 100, (n, 2)))
    m.selected[2999] = True
    cand = m.label_candidates(np.ones(n, dtype=bool), cap=200)
    assert len(cand) == 200
    assert cand[0] == 2999                       # the selection first
    assert {0, 1} <= set(cand.tolist())          # then the hubs
    assert len(m.label_candidates(np.arange(n) < 50, cap=200)) == 50   # few visible: all


def test_viewport_zoom_keeps_point_under_cursor_and_fit():
    vp = Viewport(800, 600, scale=1.0, ox=400, oy=300)
    wx, wy = vp.to_world(100, 50)
    vp.zoom_at(2.5, 100, 50)
    assert vp.to_world(100, 50) == pytest.approx((wx, wy))
    vp.fit((-1000, -200, 3000, 800), margin=20)
    sx0, sy0 = vp.to_screen(-1000, -200)
    sx1, sy1 = vp.to_screen(3000, 800)
    assert 0 <= sx0 and sx1 <= 800 and 0 <= sy0 and sy1 <= 600
    assert sx0 == pytest.approx(20) or sy0 == pytest.approx(20)
    x0, y0, x1, y1 = vp.world_rect()
    assert x0 <= -1000 and x1 >= 3000
