"""Batched QPainter renderer: pixels, clipping, level of detail."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import numpy as np
from PySide6.QtGui import QImage

from kgui.canvas.renderer import GraphRenderer, RenderStyle
from kgui.canvas.scene_model import SceneModel, Viewport

RED = 0xD62728
BLUE = 0x1F3FBF


def rgb_at(img: QImage, x: float, y: float) -> int:
    return img.pixelColor(int(round(x)), int(round(y))).rgb() & 0xFFFFFF


def close(c1: int, c2: int, tol: int = 12) -> bool:
    return all(abs(((c1 >> s) & 255) - ((c2 >> s) & 255)) <= tol for s in (16, 8, 0))


def two_nodes(**kw) -> SceneModel:
    m = SceneModel()
    m.set_graph(["r", "b"], [("r", "b", "likes")], labels=["Red node", "Blue node"],
                types=["alpha", "beta"], type_colors={"alpha": RED, "beta": BLUE},
                positions={"r": (0, 0), "b": (200, 0)}, **kw)
    return m


def scattered_labelled(n: int, seed: int, label: str):
    """n labelled nodes scattered at random over 3000 x 3000 world units, and a 1600 x 1000
    viewport fitted to them; the generator is returned for further random moves."""
    rng = np.random.default_rng(seed)
    m = SceneModel()
    m.set_graph([str(i) for i in range(n)], labels=[f"{label} {i}" for i in range(n)],
                positions=rng.uniform(0, 3000, (n, 2)))
    vp = Viewport(1600, 1000)
    vp.fit(m.bounds())
    return m, vp, rng


def render(model, vp, renderer=None):
    renderer = renderer or GraphRenderer()
    img = renderer.render_image(model, vp)
    return img, renderer.last_stats


def test_node_colour_appears_at_node_position(qapp):
    m = two_nodes()
    vp = Viewport(400, 300, scale=1.5, ox=50, oy=150)
    img, stats = render(m, vp)
    for i, rgb in ((0, RED), (1, BLUE)):
        sx, sy = vp.to_screen(*m.pos[i])
        assert close(rgb_at(img, sx, sy), rgb), hex(rgb_at(img, sx, sy))
    assert stats.visible_nodes == 2 and stats.visible_edges == 1
    # The edge between them is drawn (not background) halfway.
    mx, my = vp.to_screen(100, 0)
    assert rgb_at(img, mx, my) != 0xFFFFFF
    # Background elsewhere.
    assert rgb_at(img, 200, 280) == 0xFFFFFF


def test_confidence_is_opacity(qapp):
    m = two_nodes(confidence=[0.0, 1.0])
    vp = Viewport(400, 300, scale=1.5, ox=50, oy=150)
    img, _ = render(m, vp)
    c = rgb_at(img, *vp.to_screen(0, 0))
    assert not close(c, RED) and c != 0xFFFFFF    # washed out toward the background


def test_only_what_is_in_the_viewport_is_drawn(qapp):
    rng = np.random.default_rng(0)
    n = 2000
    ids = [str(i) for i in range(n)]
    pos = rng.uniform(-5000, 5000, (n, 2))
    edges = [(str(a), str(b), "r") for a, b in rng.integers(0, n, (2 * n, 2)) if a != b]
    m = SceneModel()
    m.set_graph(ids, edges, positions=pos)
    vp = Viewport(400, 300, scale=1.0, ox=200, oy=150)       # shows world [-200,200]x[-150,150]
    _, stats = render(m, vp)
    r = m.radius
    inside = ((pos[:, 0] + r >= -200) & (pos[:, 0] - r <= 200)
              & (pos[:, 1] + r >= -150) & (pos[:, 1] - r <= 150))
    assert stats.visible_nodes == int(inside.sum())
    assert stats.visible_nodes < n // 10
    assert stats.visible_edges < m.m // 2                   # edges far away are not submitted


def test_unplaced_and_hidden_nodes_are_not_drawn(qapp):
    m = two_nodes()
    m.pos[1] = np.nan
    vp = Viewport(400, 300, scale=1.5, ox=50, oy=150)
    img, stats = render(m, vp)
    assert stats.visible_nodes == 1 and stats.visible_edges == 0
    m2 = two_nodes()
    m2.hidden[0] = True
    img, stats = render(m2, vp)
    assert stats.visible_nodes == 1
    assert rgb_at(img, *vp.to_screen(0, 0)) == 0xFFFFFF


def test_labels_all_when_few_capped_when_many(qapp):
    m = two_nodes()
    _, stats = render(m, Viewport(400, 300, scale=1.0, ox=100, oy=150))
    assert stats.labels == 2
    m, vp, _ = scattered_labelled(3000, seed=1, label="node")
    for cap in (200, 50):
        renderer = GraphRenderer(RenderStyle(max_labels=cap))
        _, stats = render(m, vp, renderer)
        assert 0 < stats.labels <= cap
    # Zoomed in so that fewer than cap nodes visible: every visible node is labelled.
    vp.zoom_at(12.0, 800, 500)
    _, stats = render(m, vp, GraphRenderer(RenderStyle(max_labels=200)))
    assert 0 < stats.visible_nodes <= 200
    assert stats.labels == stats.visible_nodes


def test_selected_and_hovered_get_highlighted(qapp):
    m = two_nodes()
    vp = Viewport(400, 300, scale=1.5, ox=50, oy=150)
    style = RenderStyle()
    img0, _ = render(m, vp)
    m.selected[0] = True
    img1, _ = render(m, vp)
    sx, sy = vp.to_screen(0, 0)
    ring = sx + m.radius[0] * vp.scale + 3
    assert close(rgb_at(img1, ring, sy), style.selection_rgb, 40)
    assert not close(rgb_at(img0, ring, sy), style.selection_rgb, 40)
    m.selected[0] = False
    m.hovered = 0
    img2, _ = render(m, vp)
    mx, my = vp.to_screen(100, 0)
    assert close(rgb_at(img2, mx, my), style.highlight_rgb, 40)   # the edge to its neighbour


def test_arrowheads_only_when_zoomed_in_and_faded_edges_drawn(qapp):
    m = two_nodes(edge_faded=[True])
    _, near = render(m, Viewport(400, 300, scale=1.5, ox=50, oy=150))
    assert near.arrows == 1
    _, far = render(m, Viewport(400, 300, scale=0.1, ox=200, oy=150))
    assert far.arrows == 0
    img, _ = render(m, Viewport(400, 300, scale=1.5, ox=50, oy=150))
    drawn = [rgb_at(img, x, 150) for x in range(90, 290)]
    assert any(c != 0xFFFFFF for c in drawn)          # dashes are there
    assert any(c == 0xFFFFFF for c in drawn)          # with gaps


def test_huge_zoom_and_empty_model(qapp):
    m = two_nodes()
    vp = Viewport(400, 300, scale=30.0, ox=200, oy=150)   # node 0 is 300 px wide
    img, stats = render(m, vp)
    assert close(rgb_at(img, 200, 150), RED)
    _, stats = render(SceneModel(), Viewport(100, 100))
    assert stats.visible_nodes == 0


def test_sprite_atlas_survives_many_sizes(qapp):
    m = two_nodes()
    renderer = GraphRenderer()
    vp = Viewport(400, 300, scale=1.0, ox=50, oy=150)
    for _ in range(300):                           # a long zoom session: many sprite sizes
        vp.zoom_at(1.02, 50, 150)
        img = renderer.render_image(m, vp)
    assert len(renderer._atlas.pages) <= renderer._atlas.MAX_PAGES
    assert close(rgb_at(img, *vp.to_screen(0, 0)), RED)


def test_renderer_reused_across_graphs_keeps_colours(qapp):
    renderer = GraphRenderer()
    vp = Viewport(400, 300, scale=1.5, ox=50, oy=150)
    render(two_nodes(), vp, renderer)
    m = SceneModel()                       # same palette indices, other colours
    m.set_graph(["x", "y"], [("x", "y", "r")], types=["p", "q"],
                type_colors={"p": 0x22AA22, "q": 0xAAAA22}, positions={"x": (0, 0), "y": (200, 0)})
    img, _ = render(m, vp, renderer)
    assert close(rgb_at(img, *vp.to_screen(0, 0)), 0x22AA22)
    assert close(rgb_at(img, *vp.to_screen(200, 0)), 0xAAAA22)


def _label_boxes(renderer, model, vp):
    sx = model.pos[:, 0] * vp.scale + vp.ox
    sy = model.pos[:, 1] * vp.scale + vp.oy
    sr = np.maximum(model.radius * vp.scale, renderer.style.min_screen_radius)
    chosen = renderer.choose_labels(model, sx, sy, sr, np.ones(model.n, dtype=bool))
    boxes = dict(renderer.label_boxes)
    assert sorted(boxes) == sorted(i for i, _, _ in chosen)
    return boxes, sx, sy


def _overlapping(boxes) -> bool:
    items = list(boxes.values())
    return any(a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]
               for k, a in enumerate(items) for b in items[k + 1:])


def test_label_choice_follows_small_motion_and_is_redone_after_large(qapp):
    """An animating layout: labels stay on their nodes every frame; the overlap test is only
    re-run once nodes moved more than a couple of pixels relative to each other, and the
    labels never overlap."""
    m, vp, rng = scattered_labelled(1500, seed=3, label="entity number")
    renderer = GraphRenderer(RenderStyle(max_labels=200))
    first, sx0, sy0 = _label_boxes(renderer, m, vp)
    assert 0 < len(first) <= 200 and not _overlapping(first)
    base = m.pos.copy()
    # Sub-pixel jitter plus a pan: the same nodes keep their labels, which move with them.
    m.set_positions(base + rng.normal(0.0, 0.5 / vp.scale, base.shape) + 40.0 / vp.scale)
    again, sx, sy = _label_boxes(renderer, m, vp)
    assert set(again) == set(first)
    for i, (x0, y0, _x1, _y1) in again.items():   # each label keeps its spot beside its node
        assert abs((x0 - sx[i]) - (first[i][0] - sx0[i])) < 1e-6
        assert abs((y0 - sy[i]) - (first[i][1] - sy0[i])) < 1e-6
    # Stack every labelled node on one spot: the old choice would overlap, so it is redone.
    moved = base.copy()
    moved[list(first)] = base[list(first)[0]]
    m.set_positions(moved)
    redone, _, _ = _label_boxes(renderer, m, vp)
    assert not _overlapping(redone)
    assert len(redone) < len(first)


def test_small_and_large_discs_get_the_same_opacity(qapp):
    """Small discs carry their opacity in the sprite (quantised), large ones get it per fragment:
    both show the colour at the node's confidence opacity over the background."""
    for scale in (0.4, 4.0):  # on screen: small sprites, then large ones
        for conf in (0.0, 0.35, 0.8, 1.0):
            m = SceneModel()
            m.set_graph(["a"], labels=[""], types=["alpha"], type_colors={"alpha": RED},
                        confidence=[conf], positions={"a": (0, 0)})
            vp = Viewport(200, 200, scale=scale, ox=100, oy=100)
            img, _ = render(m, vp)
            a = float(m.opacity[0])
            want = 0
            for shift in (16, 8, 0):
                want |= int(round(((RED >> shift) & 255) * a + 255 * (1 - a))) << shift
            got = rgb_at(img, 100, 100)
            assert close(got, want, tol=10), (scale, conf, hex(got), hex(want))


def test_no_label_is_placed_under_a_legend_even_a_strong_one(qapp):
    """A top-ranked node in a corner a legend covers: its label goes where it can be read (or
    nowhere), never under the legend, where the legend would hide it (CI found one at 1024x700)."""
    m = SceneModel()
    m.set_graph(["hub", "a", "b"], [("hub", "a", "r"), ("hub", "b", "r")],
                labels=["Express", "A", "B"], positions={"hub": (0, 0), "a": (300, 200), "b": (300, -200)})
    vp = Viewport(400, 300, scale=0.5, ox=40, oy=150)
    renderer = GraphRenderer()
    sx = m.pos[:, 0] * vp.scale + vp.ox
    sy = m.pos[:, 1] * vp.scale + vp.oy
    # A legend over the whole left strip, wider than every spot around the hub.
    renderer.label_obstacles = ((0.0, 0.0, float(sx[0] + 120), 300.0),)
    boxes, _, _ = _label_boxes(renderer, m, vp)
    for x0, y0, x1, y1 in boxes.values():
        for o0, p0, o1, p1 in renderer.label_obstacles:
            assert not (x0 < o1 and x1 > o0 and y0 < p1 and y1 > p0)
    renderer.label_obstacles = ()
    boxes, _, _ = _label_boxes(renderer, m, vp)
    assert 0 in boxes            # without the legend the hub is named


def test_compared_times_draw_what_appeared_and_what_ended_in_their_colours(qapp):
    from kgui.canvas.scene_model import APPEARED_RGB, ENDED_RGB

    m = SceneModel()
    m.set_graph(["a", "b", "c"], [("a", "b", "uses"), ("b", "c", "uses")], edge_ids=["ab", "bc"],
                positions={"a": (0, 0), "b": (200, 0), "c": (200, 150)})
    vp = Viewport(400, 300, scale=1.0, ox=100, oy=80)
    plain, _ = render(m, vp)
    assert m.set_changes(["c"], ["ab"], ["bc"]) == 3
    assert [text for _rgb, text, _n in m.change_legend()] == ["appeared (2)", "ended (1)"]
    img, _ = render(m, vp)
    ax, ay = vp.to_screen(100, 0)  # halfway along a -> b: appeared
    assert close(rgb_at(img, ax, ay), APPEARED_RGB, 40), hex(rgb_at(img, ax, ay))
    assert not close(rgb_at(plain, ax, ay), APPEARED_RGB, 40)
    column = [rgb_at(img, vp.to_screen(200, 0)[0], vp.to_screen(0, y)[1]) for y in range(40, 110)]
    assert any(close(c, ENDED_RGB, 40) for c in column)  # b -> c: ended (dashed)
    ring = [rgb_at(img, x, vp.to_screen(0, 150)[1]) for x in range(int(vp.to_screen(200, 0)[0]) - 30,
                                                                      int(vp.to_screen(200, 0)[0]))]
    assert any(close(c, APPEARED_RGB, 40) for c in ring)  # c was created: a ring
    # Nothing given: no marks, no legend rows; a new graph forgets them too.
    m.set_changes()
    assert m.change_legend() == [] and not m.appeared_edges.any()
    m.set_changes([], [], [], comparing=True)
    assert [n for _rgb, _t, n in m.change_legend()] == [0, 0]
    m.set_graph(["a"], [])
    assert m.change_legend() == []


def test_after_the_graph_moves_as_a_whole_no_reused_label_hangs_out_of_the_view(qapp):
    """A pan or a refit moves every node alike, so the old label spots would still be free of
    each other; but one pushed past the view's edge is cut off: the choice is redone."""
    m = SceneModel()
    ids = [f"n{i}" for i in range(6)]
    m.set_graph(ids, labels=[f"a rather long label {i}" for i in range(6)],
                positions={i: (100.0 * k, 60.0 * (k % 2)) for k, i in enumerate(ids)})
    vp = Viewport(900, 400)
    vp.fit(m.bounds(), 40)
    renderer = GraphRenderer(RenderStyle(max_labels=50))
    renderer.render_image(m, vp)
    assert renderer.label_boxes
    sy = m.pos[:, 1] * vp.scale + vp.oy
    below = {i for i, (_a, b, _c, _d) in renderer.label_boxes.items() if b > sy[i]}
    assert below                       # some labels sit under their discs
    # Down until the lowest discs are just inside the bottom edge: every node stays in view,
    # so the candidates are the same, but the labels under the lowest ones would be cut off.
    sr = m.screen_radius(vp.scale, renderer.style.min_screen_radius)
    vp.pan(0.0, vp.height - float(np.max(sy + sr)) - 1.0)
    renderer.render_image(m, vp)
    boxes = renderer.label_boxes
    assert boxes
    assert all(0 <= a and b >= 0 and c <= vp.width and d <= vp.height for a, b, c, d in boxes.values())
