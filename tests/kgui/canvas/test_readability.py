"""Readability of the canvas: sizes by importance, labels chosen by importance without
collisions, hits, community colours and legends, edge fading, the minimap and framing."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import xml.etree.ElementTree as ET

import numpy as np
import pytest
from PySide6.QtCore import QPoint, Qt

from kgui.canvas.export import svg_document
from kgui.canvas.renderer import GraphRenderer, RenderStyle, edge_density_alpha
from kgui.canvas.scene_model import GROUP_PALETTE, SceneModel, Viewport


def rgb_at(img, x, y) -> int:
    return img.pixelColor(int(round(x)), int(round(y))).rgb() & 0xFFFFFF


def star_of_stars(hubs=(40, 12, 3), spread=400.0) -> SceneModel:
    """Hubs with the given numbers of leaves each, leaves on a circle around their hub."""
    ids, edges, pos = [], [], {}
    for h, k in enumerate(hubs):
        hub = f"hub{h}"
        ids.append(hub)
        pos[hub] = (h * spread * 1.5, 0.0)
        for j in range(k):
            leaf = f"leaf{h}.{j}"
            ids.append(leaf)
            a = 2 * np.pi * j / k
            pos[leaf] = (h * spread * 1.5 + 150 * np.cos(a), 150 * np.sin(a))
            edges.append((hub, leaf, "r"))
    m = SceneModel()
    m.set_graph(ids, edges, positions=pos)
    return m


def screen(m: SceneModel, vp: Viewport, st: RenderStyle):
    sx = m.pos[:, 0] * vp.scale + vp.ox
    sy = m.pos[:, 1] * vp.scale + vp.oy
    return sx, sy, m.screen_radius(vp.scale, st.min_screen_radius)


def overlaps(boxes) -> int:
    b = list(boxes.values())
    return sum(1 for k, p in enumerate(b) for q in b[k + 1:]
               if p[0] < q[2] and q[0] < p[2] and p[1] < q[3] and q[1] < p[3])


# -- sizes ---------------------------------------------------------------------------------

def test_disc_area_is_proportional_to_degree_between_clear_bounds():
    m = star_of_stars()
    lo, hi = m.radius_range()
    r = dict(zip(m.ids, m.radius))
    assert r["hub0"] == pytest.approx(hi)                       # the largest hub: the maximum
    area = lambda v: r[v] ** 2 - lo ** 2                        # noqa: E731  area above a bare disc
    assert area("hub0") / area("hub1") == pytest.approx(40 / 12, rel=1e-6)
    assert area("hub1") / area("leaf0.0") == pytest.approx(12, rel=1e-6)
    assert r["hub0"] > 4 * r["leaf0.0"]                         # a hub looks clearly bigger


def test_size_by_caller_values_and_back_to_visible_degree():
    m = star_of_stars()
    lo, hi = m.radius_range()
    pr = {v: (0.5 if v == "leaf2.0" else 0.01) for v in m.ids}
    m.set_importance("PageRank", pr)
    assert m.size_by == "PageRank"
    assert m.radius[m.index["leaf2.0"]] == pytest.approx(hi)
    assert m.size_legend()[-1][2].startswith("PageRank 0.5")
    # Visible-degree sizing does not overwrite a measure the caller chose ...
    m.set_visibility(edge_hidden=np.ones(m.m, dtype=bool))
    assert m.radius[m.index["leaf2.0"]] == pytest.approx(hi)
    # ... and back on degree, hidden relationships shrink their nodes.
    m.set_importance("degree")
    assert m.radius[m.index["hub0"]] == pytest.approx(lo)
    m.set_visibility(edge_hidden=np.zeros(m.m, dtype=bool))
    assert m.radius[m.index["hub0"]] == pytest.approx(hi)


def test_size_legend_names_round_values_up_to_the_maximum():
    m = star_of_stars(hubs=(91, 9, 2))
    rows = m.size_legend()
    assert [t for _v, _r, t in rows] == ["1", "10", "91 relationships"]
    radii = [r for _v, r, _t in rows]
    assert radii == sorted(radii) and radii[-1] == pytest.approx(m.radius.max())


def test_hubs_stay_bigger_than_leaves_when_zoomed_far_out():
    m = star_of_stars()
    st = RenderStyle()
    sr = m.screen_radius(0.01, st.min_screen_radius)           # world radii would be < 1 px
    # Zoomed this far out sizes are compressed (drawn_radius), so that a fitted big graph's
    # discs leave room for its lines: the hub's radius is still over 3 times a leaf's (about
    # 4.7 times in world units), over 9 times its area.
    assert sr[m.index["hub0"]] > 3 * sr[m.index["leaf0.0"]]
    assert sr.min() >= st.min_screen_radius
    # Just past the point where the smallest disc reaches its floor, sizes are still in
    # proportion: no jump while zooming out.
    lo = m.radius_range()[0]
    at = st.min_screen_radius / lo
    np.testing.assert_allclose(m.screen_radius(at * 0.999, st.min_screen_radius),
                               m.screen_radius(at, st.min_screen_radius), rtol=0.01)


# -- labels --------------------------------------------------------------------------------

def crowd(n=120, seed=2) -> SceneModel:
    """Few nodes (under max_labels) with long labels packed close: labels would collide."""
    rng = np.random.default_rng(seed)
    m = SceneModel()
    ids = [f"n{i}" for i in range(n)]
    edges = [(f"n{i}", f"n{(i * 7 + 3) % n}", "r") for i in range(n)]
    edges += [("n0", f"n{i}", "r") for i in range(1, 40)]
    m.set_graph(ids, edges, labels=[f"a rather long name {i}" for i in range(n)],
                positions=rng.uniform(0, 300, (n, 2)))
    return m


def test_no_labels_overlap_even_when_few_nodes_are_visible(qapp):
    m = crowd()
    vp = Viewport(800, 600)
    vp.fit(m.bounds())
    renderer = GraphRenderer()
    renderer.render_image(m, vp)
    boxes = renderer.label_boxes
    assert 0 < len(boxes) < m.n and overlaps(boxes) == 0
    assert m.index["n0"] in boxes                               # the hub is labelled
    # Zoomed in, more of the nodes still in view get a label.
    vp.zoom_at(3.0, 400, 300)
    sx, sy, _ = screen(m, vp, renderer.style)
    in_view = set(np.flatnonzero((sx >= 0) & (sx <= 800) & (sy >= 0) & (sy <= 600)).tolist())
    renderer.render_image(m, vp)
    assert len(in_view & set(renderer.label_boxes)) > len(in_view & set(boxes))
    assert overlaps(renderer.label_boxes) == 0


def test_labels_go_to_the_hubs_and_avoid_other_discs(qapp):
    m = star_of_stars(hubs=(30, 20, 10, 5))
    vp = Viewport(600, 300)
    vp.fit(m.bounds())
    renderer = GraphRenderer()
    renderer.render_image(m, vp)
    for h in range(4):
        assert m.index[f"hub{h}"] in renderer.label_boxes
    # No label may sit on a disc; leaves are named however small their discs.
    renderer = GraphRenderer(RenderStyle(strong_labels=0, label_min_screen_radius=0.0))
    renderer.render_image(m, vp)
    boxes = renderer.label_boxes
    assert len(boxes) >= 10
    sx, sy, sr = screen(m, vp, renderer.style)
    for i, (x0, y0, x1, y1) in boxes.items():
        dx = np.maximum(np.maximum(x0 - sx, sx - x1), 0)
        dy = np.maximum(np.maximum(y0 - sy, sy - y1), 0)
        inside = np.hypot(dx, dy) < sr - 1
        inside[i] = False
        assert not inside.any(), m.labels[i]


def test_highlighted_nodes_are_ringed_and_labelled_first(qapp):
    m = crowd()
    vp = Viewport(800, 600)
    vp.fit(m.bounds())
    renderer = GraphRenderer(RenderStyle(max_labels=3))
    renderer.render_image(m, vp)
    leaf = min(range(m.n), key=lambda i: (m.degree[i], i))
    assert leaf not in renderer.label_boxes
    assert m.set_highlighted([m.ids[leaf], "not there"]).tolist() == [leaf]
    img = renderer.render_image(m, vp)
    assert leaf in renderer.label_boxes
    sx, sy, sr = screen(m, vp, renderer.style)
    ring = [rgb_at(img, sx[leaf] + (sr[leaf] + 5.5) * c, sy[leaf] + (sr[leaf] + 5.5) * s)
            for c, s in ((1, 0), (-1, 0), (0, 1), (0, -1))]
    assert renderer.style.hit_rgb in ring or any(
        abs(((p >> 16) & 255) - 0xD0) < 30 and ((p >> 8) & 255) < 80 for p in ring)


# -- colours and legends ---------------------------------------------------------------------

def test_communities_get_palette_colours_by_size_and_a_legend():
    m = star_of_stars(hubs=(30, 10, 4))
    comm = np.array([0 if v.endswith("0") or v.startswith("leaf0") else 1 if "1" in v.split(".")[0] else 7
                     for v in m.ids])
    m.set_communities(comm)
    sizes = {c: int((comm == c).sum()) for c in set(comm.tolist())}
    biggest = max(sizes, key=sizes.get)
    assert m.rgb[comm == biggest][0] == GROUP_PALETTE[0]
    assert len(set(m.rgb.tolist())) == 3
    rows = m.color_legend()
    assert rows[0] == (GROUP_PALETTE[0], f"community 1 ({sizes[biggest]})", sizes[biggest])
    m.set_communities(None)
    assert len(set(m.rgb.tolist())) == 1 and m.color_by == "type"


def test_legends_are_painted_and_exported(qapp):
    m = star_of_stars()
    m.set_communities(np.arange(m.n) % 3)
    vp = Viewport(600, 400)
    vp.fit(m.bounds(), margin=80)
    with_legend = GraphRenderer().render_image(m, vp)
    renderer = GraphRenderer(RenderStyle(show_legend=False))
    without = renderer.render_image(m, vp)
    # Top-right (colours) and bottom-left (sizes) corners differ; nodes there are not.
    for x, y in ((590, 14), (12, 392)):
        region = [(x + dx, y + dy) for dx in range(-6, 1) for dy in range(-6, 1)]
        assert any(with_legend.pixelColor(*p) != without.pixelColor(*p) for p in region)
    root = ET.fromstring(svg_document(m, vp, GraphRenderer()))
    ns = "{http://www.w3.org/2000/svg}"
    texts = [t.text for t in root.findall(f".//{ns}g[@id='legend']/{ns}text")]
    assert "40 relationships" in texts and any(t.startswith("community 1 (") for t in texts)


# -- edges ---------------------------------------------------------------------------------

def test_edges_fade_with_density_and_recede_around_a_selection(qapp):
    st = RenderStyle()
    sparse = edge_density_alpha(st, 1000.0, 800 * 600)
    dense = edge_density_alpha(st, 200_000.0, 800 * 600)
    assert sparse == st.edge_alpha and st.edge_min_alpha <= dense < sparse * 0.6
    m = star_of_stars()
    vp = Viewport(600, 300)
    vp.fit(m.bounds())
    renderer = GraphRenderer()
    renderer.render_image(m, vp)
    plain = renderer.last_stats.edge_alpha
    far = m.index["leaf2.0"]
    sx, sy, _ = screen(m, vp, renderer.style)
    before = renderer.render_image(m, vp)
    m.set_selected([m.index["hub0"]])
    after = renderer.render_image(m, vp)
    assert renderer.last_stats.edge_alpha < plain
    lum = lambda c: sum((c >> s) & 255 for s in (16, 8, 0))  # noqa: E731
    assert lum(rgb_at(after, sx[far], sy[far])) > lum(rgb_at(before, sx[far], sy[far]))


# -- the widget: minimap, framing, hits ----------------------------------------------------------

@pytest.fixture
def canvas(qtbot):
    from kgui.canvas.view import GraphCanvas
    c = GraphCanvas()
    qtbot.addWidget(c)
    c.resize(640, 480)
    c.show()
    qtbot.waitExposed(c)
    m = star_of_stars(hubs=(20, 10, 6))
    c.set_graph(m.ids, [(m.ids[a], m.ids[b], "r") for a, b in zip(m.src, m.dst)],
                positions=m.positions_by_id())
    c.zoom_to_fit()
    return c


def test_minimap_hidden_at_fit_shown_zoomed_in_and_moves_the_view(qtbot, canvas):
    assert canvas.minimap_rect() is None
    canvas.zoom_by(6.0)
    rect = canvas.minimap_rect()
    assert rect is not None and rect.right() <= canvas.width() and rect.bottom() <= canvas.height()
    canvas.repaint()
    # Click near the minimap's left edge: the view centres on the left part of the graph.
    target = QPoint(int(rect.left() + 12), int(rect.center().y()))
    want = canvas.minimap.world_at(canvas.model, rect, target.x(), target.y())
    qtbot.mouseClick(canvas, Qt.LeftButton, Qt.NoModifier, target)
    cx, cy = canvas.viewport.to_world(canvas.width() / 2, canvas.height() / 2)
    assert cx == pytest.approx(want[0], abs=1e-6) and cy == pytest.approx(want[1], abs=1e-6)
    assert canvas.selected_ids() == []                  # the click went to the minimap
    # Dragging on it follows the mouse.
    qtbot.mousePress(canvas, Qt.LeftButton, Qt.NoModifier, target)
    end = QPoint(int(rect.right() - 12), int(rect.center().y()))
    qtbot.mouseMove(canvas, end)
    qtbot.mouseRelease(canvas, Qt.LeftButton, Qt.NoModifier, end)
    cx2, _ = canvas.viewport.to_world(canvas.width() / 2, canvas.height() / 2)
    assert cx2 > cx
    canvas.zoom_to_fit()
    assert canvas.minimap_rect() is None


def test_frame_ids_brings_search_hits_into_view(canvas):
    canvas.zoom_by(8.0, anchor=canvas.screen_pos("hub0"))
    hits = canvas.set_highlighted(["leaf2.0", "leaf2.3", "nobody"])
    assert hits == ["leaf2.0", "leaf2.3"] and canvas.highlighted_ids() == hits
    assert canvas.frame_ids(hits)
    for v in hits:
        p = canvas.screen_pos(v)
        assert 0 <= p.x() <= canvas.width() and 0 <= p.y() <= canvas.height()
    assert not canvas.auto_fit
    assert not canvas.frame_ids(["nobody"])
    canvas.set_highlighted(None)
    assert canvas.highlighted_ids() == []


def test_dots_are_named_only_once_zoomed_in_enough(qapp):
    m = star_of_stars(hubs=(60, 30), spread=4000.0)   # far apart: leaves are dots at fit
    vp = Viewport(800, 400)
    vp.fit(m.bounds())
    renderer = GraphRenderer(RenderStyle(strong_labels=2))
    _, _, sr = screen(m, vp, renderer.style)
    renderer.render_image(m, vp)
    small = [i for i in renderer.label_boxes if sr[i] < renderer.style.label_min_screen_radius]
    assert sr.min() < renderer.style.label_min_screen_radius
    assert small == [] and m.index["hub0"] in renderer.label_boxes
    vp.zoom_at(8.0, *vp.to_screen(*m.pos[m.index["hub0"]]))
    renderer.render_image(m, vp)
    leaves = [i for i in renderer.label_boxes if m.ids[i].startswith("leaf0.")]
    assert len(leaves) >= 10


def test_a_label_at_the_edge_of_the_view_stays_inside_it(qapp):
    """A strong label with no spot free of discs covers a disc inside the view rather than
    being cut off at the view's edge (the rightmost node of a fitted graph, at 1024 px)."""
    ids = ["edge node with a long name", "w", "n", "s", "nw", "sw", "far"]
    pos = {"edge node with a long name": (0.0, 0.0), "w": (-28.0, 0.0), "n": (0.0, -22.0), "s": (0.0, 22.0),
           "nw": (-26.0, -24.0), "sw": (-26.0, 24.0), "far": (-400.0, 0.0)}
    edges = [(ids[0], other, "r") for other in ids[1:]]
    m = SceneModel()
    m.set_graph(ids, edges, positions=pos)
    m.labels = ["edge node with a long name", "", "", "", "", "", "far"]
    vp = Viewport(500, 300)
    vp.fit(m.bounds(), 30.0)
    renderer = GraphRenderer()
    renderer.render_image(m, vp)
    box = renderer.label_boxes.get(m.index["edge node with a long name"])
    assert box is not None
    x0, y0, x1, y1 = box
    assert 0 <= x0 and x1 <= 500 and 0 <= y0 and y1 <= 300, box


def legend_boxes(c) -> list:
    from kgui.canvas.legend import legend_layout

    st = c.renderer.style
    lay = legend_layout(c.model, c.viewport, c.renderer.font, st.min_screen_radius, c.renderer.legend_bottom_inset)
    return [b for b in (lay.size_box, lay.color_box) if b is not None]


def under_legends(c) -> list[str]:
    m, vp = c.model, c.viewport
    sr = m.screen_radius(vp.scale, c.renderer.style.min_screen_radius)
    sx, sy = m.pos[:, 0] * vp.scale + vp.ox, m.pos[:, 1] * vp.scale + vp.oy
    return [m.ids[i] for i in range(m.n) for b in legend_boxes(c)
            if sx[i] + sr[i] > b.left() and sx[i] - sr[i] < b.right()
            and sy[i] + sr[i] > b.top() and sy[i] - sr[i] < b.bottom()]


def test_a_fit_keeps_the_discs_and_labels_clear_of_the_legends(qtbot):
    """A graph that fills the view reaches into its corners, where the size legend (bottom-left)
    and the colour legend (top-right) are drawn: the fit zooms out a little and shifts instead
    of drawing the legends over discs, and labels keep out from under them."""
    from kgui.canvas.view import LEGEND_FIT_STEPS, GraphCanvas

    c = GraphCanvas()
    qtbot.addWidget(c)
    c.resize(520, 500)  # the canvas at 1024x700
    c.show()
    qtbot.waitExposed(c)
    rng = np.random.default_rng(4)
    n = 60
    ids = [f"n{i}" for i in range(n)]
    pos = {i: tuple(p) for i, p in zip(ids, rng.uniform(0, 400, (n, 2)))}
    pos["n0"], pos["n1"] = (0.0, 400.0), (400.0, 0.0)  # in the legends' corners
    edges = [(ids[0], ids[k], "r") for k in range(2, 25)] + [(ids[k], ids[(k * 7) % n], "r") for k in range(1, n)]
    c.set_graph(ids, edges, positions=pos, types=[("a", "b", "c")[k % 3] for k in range(n)],
                labels=[f"entity {k}" for k in range(n)])
    plain = Viewport(c.width(), c.height())
    plain.fit(c.model.bounds(), c.fit_margin)
    c.zoom_to_fit()
    assert len(legend_boxes(c)) == 2
    assert under_legends(c) == []
    assert c.viewport.scale >= plain.scale * LEGEND_FIT_STEPS[-1]
    c.grab()  # a frame: the labels chosen for it
    labels = c.renderer.label_boxes
    assert labels
    for x0, y0, x1, y1 in labels.values():
        for b in legend_boxes(c):
            assert not (x0 < b.right() and x1 > b.left() and y0 < b.bottom() and y1 > b.top())
