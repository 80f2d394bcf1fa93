"""Hiding without rebuilding (SceneModel.set_visibility), what the renderer does with it, edge
types written for the focus, the edge level of detail, and the SVG export."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import xml.etree.ElementTree as ET

import numpy as np

from kgui.canvas.export import svg_document
from kgui.canvas.renderer import GraphRenderer, RenderStyle
from kgui.canvas.scene_model import SceneModel, Viewport


def chain() -> SceneModel:
    m = SceneModel()
    m.set_graph(["a", "b", "c"], [("a", "b", "uses"), ("b", "c", "owns"), ("a", "c", "knows")],
                positions={"a": (0, 0), "b": (200, 0), "c": (100, 150)}, labels=["A", "B", "C"])
    return m


def test_hidden_edges_leave_picking_highlighting_and_sizes():
    m = chain()
    r_before = m.radius.copy()
    m.set_visibility(edge_hidden=[False, True, True])
    assert m.visible_edges().tolist() == [True, False, False]
    assert m.radius[2] < r_before[2]  # c lost both of its visible relationships
    m.hovered = 1
    focus, nb, edges = m.focus_sets()
    assert nb.tolist() == [0] and edges.tolist() == [0]
    assert m.edge_at(100, 75, tol=5) == -1  # a→c is hidden
    m.set_visibility(node_hidden=[False, True, False])
    assert m.hovered == -1  # a hidden node cannot stay hovered
    assert m.node_at(200, 0) == -1
    assert m.usable().tolist() == [True, False, True]


def test_renderer_skips_hidden_edges_and_writes_edge_types_for_the_focus(qapp):
    m = chain()
    vp = Viewport(400, 300, scale=1.0, ox=100, oy=75)
    renderer = GraphRenderer()
    mid = vp.to_screen(50, 75)  # the middle of a→c
    img = renderer.render_image(m, vp)
    assert renderer.last_stats.visible_edges == 3
    assert img.pixelColor(int(mid[0]), int(mid[1])).rgb() & 0xFFFFFF != 0xFFFFFF
    m.set_visibility(edge_hidden=[False, False, True])
    img = renderer.render_image(m, vp)
    assert renderer.last_stats.visible_edges == 2
    assert img.pixelColor(int(mid[0]), int(mid[1])).rgb() & 0xFFFFFF == 0xFFFFFF
    m.selected[0] = True
    plain = renderer.render_image(m, vp)
    # The selected node's edge a→b has its type written beside its middle (above the line).
    x, y = vp.to_screen(100, 0)
    strip = [plain.pixelColor(int(x) + dx, int(y) - dy).rgb() & 0xFFFFFF for dx in range(-10, 11) for dy in range(6, 16)]
    assert any(c != 0xFFFFFF for c in strip)


def test_edges_lose_antialiasing_only_when_there_are_many_pixels_of_them(qapp):
    rng = np.random.default_rng(0)
    n = 3000
    ids = [str(i) for i in range(n)]
    m = SceneModel()
    m.set_graph(ids, [(ids[i], ids[(i * 7 + 1) % n]) for i in range(n)], positions=rng.uniform(0, 1000, (n, 2)))
    vp = Viewport(800, 600)
    vp.fit(m.bounds())
    renderer = GraphRenderer(RenderStyle())
    renderer.render_image(m, vp)
    assert renderer.last_stats.aliased_edges  # a hairball
    small = chain()
    renderer.render_image(small, Viewport(400, 300, scale=1.0, ox=100, oy=75))
    assert not renderer.last_stats.aliased_edges


def test_svg_export_draws_what_is_visible():
    m = chain()
    m.set_visibility(edge_hidden=[False, False, True], edge_faded=[False, True, False])
    vp = Viewport(400, 300, scale=1.0, ox=100, oy=75)
    root = ET.fromstring(svg_document(m, vp, GraphRenderer(), title="t"))
    ns = "{http://www.w3.org/2000/svg}"
    lines = root.findall(f".//{ns}line")
    assert len(lines) == 2
    assert sum(1 for line in lines if line.get("stroke-dasharray")) == 1  # the faded one
    assert len(root.findall(f".//{ns}circle")) == 3
    assert [t.text for t in root.findall(f".//{ns}text")] != []
