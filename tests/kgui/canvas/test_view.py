"""GraphCanvas interaction and the layout worker thread (pytest-qt)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import numpy as np
import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication

from kgui.canvas.layout_worker import LayoutController, LayoutHost
from kgui.canvas.view import GraphCanvas

IDS = ["a", "b", "c", "d", "e"]
EDGES = [("a", "b", "uses"), ("b", "c", "knows"), ("c", "d", "uses"), ("a", "e", "owns")]
POS = {"a": (0, 0), "b": (200, 0), "c": (200, 150), "d": (0, 150), "e": (400, 300)}


@pytest.fixture
def canvas(qtbot):
    c = GraphCanvas()
    qtbot.addWidget(c)
    c.resize(640, 480)
    c.show()
    qtbot.waitExposed(c)
    c.set_graph(IDS, EDGES, labels=[s.upper() for s in IDS], types=["person"] * 5,
                positions=POS)
    c.zoom_to_fit()
    return c


@pytest.fixture(params=["process", "thread"])
def controller(request):
    ctrl = LayoutController(mode=request.param)
    yield ctrl
    assert ctrl.shutdown()


def pt(canvas, node_id) -> QPoint:
    return canvas.screen_pos(node_id).toPoint()


def drag(qtbot, widget, start: QPoint, end: QPoint, modifier=Qt.NoModifier, steps: int = 6):
    qtbot.mousePress(widget, Qt.LeftButton, modifier, start)
    for k in range(1, steps + 1):
        p = start + (end - start) * (k / steps)
        qtbot.mouseMove(widget, p)
    qtbot.mouseRelease(widget, Qt.LeftButton, modifier, end)


def test_zoom_to_fit_puts_every_node_inside(canvas):
    for i in IDS:
        p = canvas.screen_pos(i)
        r = canvas.model.radius[canvas.model.index[i]] * canvas.viewport.scale
        assert r <= p.x() <= canvas.width() - r and r <= p.y() <= canvas.height() - r
    canvas.zoom_by(8.0)
    assert not all(canvas.rect().contains(canvas.screen_pos(i).toPoint()) for i in IDS)
    canvas.zoom_to_fit()
    assert all(canvas.rect().contains(canvas.screen_pos(i).toPoint()) for i in IDS)


def test_click_on_node_emits_its_id_and_selects_it(qtbot, canvas):
    selections = []
    canvas.selection_changed.connect(selections.append)
    with qtbot.waitSignal(canvas.node_clicked, timeout=10_000) as blocker:
        qtbot.mouseClick(canvas, Qt.LeftButton, Qt.NoModifier, pt(canvas, "c"))
    assert blocker.args == ["c"]
    assert canvas.selected_ids() == ["c"]
    assert selections == [["c"]]
    qtbot.mouseClick(canvas, Qt.LeftButton, Qt.ShiftModifier, pt(canvas, "a"))
    assert sorted(canvas.selected_ids()) == ["a", "c"]
    # A click on empty background clears the selection.
    qtbot.mouseClick(canvas, Qt.LeftButton, Qt.NoModifier, QPoint(5, 5))
    assert canvas.selected_ids() == []
    assert selections[-1] == []


def test_drag_moves_node_and_emits_nodes_moved_once_on_release(qtbot, canvas):
    moved = []
    canvas.nodes_moved.connect(moved.append)
    start = pt(canvas, "d")
    old = tuple(canvas.model.pos[canvas.model.index["d"]])
    qtbot.mousePress(canvas, Qt.LeftButton, Qt.NoModifier, start)
    for k in range(1, 7):
        qtbot.mouseMove(canvas, start + QPoint(10 * k, -5 * k))
        assert moved == []                          # nothing until release
    qtbot.mouseRelease(canvas, Qt.LeftButton, Qt.NoModifier, start + QPoint(60, -30))
    assert len(moved) == 1
    (node, (o, n)), = moved[0].items()
    assert node == "d"
    assert o == pytest.approx(old)
    s = canvas.viewport.scale
    assert n == pytest.approx((old[0] + 60 / s, old[1] - 30 / s), abs=1.5 / s)
    assert canvas.screen_pos("d").toPoint() == start + QPoint(60, -30)


def test_dragging_a_selected_node_moves_the_selection(qtbot, canvas):
    canvas.set_selected_ids(["a", "b"])
    moved = []
    canvas.nodes_moved.connect(moved.append)
    drag(qtbot, canvas, pt(canvas, "a"), pt(canvas, "a") + QPoint(0, 40))
    assert len(moved) == 1 and sorted(moved[0]) == ["a", "b"]


def test_rubber_band_selects_the_nodes_inside(qtbot, canvas):
    selections = []
    canvas.selection_changed.connect(selections.append)
    a, c = pt(canvas, "a"), pt(canvas, "c")
    start = a - QPoint(20, 20)
    end = c + QPoint(20, 20)                      # encloses a, b, c, d but not e
    drag(qtbot, canvas, start, end, Qt.ShiftModifier)
    assert sorted(canvas.selected_ids()) == ["a", "b", "c", "d"]
    assert sorted(selections[-1]) == ["a", "b", "c", "d"]
    # In "select" mode a plain drag on the background is a rubber band too.
    canvas.drag_mode = "select"
    e = pt(canvas, "e")
    drag(qtbot, canvas, e - QPoint(15, 15), e + QPoint(15, 15))
    assert canvas.selected_ids() == ["e"]


def test_background_drag_pans(qtbot, canvas):
    before = canvas.screen_pos("a")
    drag(qtbot, canvas, QPoint(5, 470), QPoint(55, 440))
    after = canvas.screen_pos("a")
    assert (after.x() - before.x(), after.y() - before.y()) == pytest.approx((50, -30), abs=1)
    assert canvas.selected_ids() == []


def test_wheel_zooms_under_the_mouse(qtbot, canvas):
    anchor = pt(canvas, "c")
    scale = canvas.viewport.scale
    ev = QWheelEvent(QPointF(anchor), QPointF(canvas.mapToGlobal(anchor)), QPoint(0, 0), QPoint(0, 240),
                     Qt.NoButton, Qt.NoModifier, Qt.NoScrollPhase, False)
    QApplication.sendEvent(canvas, ev)
    assert canvas.viewport.scale > scale * 1.2
    assert canvas.screen_pos("c").x() == pytest.approx(anchor.x(), abs=1)
    assert canvas.screen_pos("c").y() == pytest.approx(anchor.y(), abs=1)


def test_hover_highlights_and_tooltip_names_edge_type(qtbot, canvas):
    qtbot.mouseMove(canvas, pt(canvas, "b"))
    assert canvas.model.hovered == canvas.model.index["b"]
    assert canvas.tooltip_at(QPointF(pt(canvas, "b"))) == "B (person)"
    mid = (canvas.screen_pos("a") + canvas.screen_pos("b")) / 2
    assert canvas.tooltip_at(mid) == "A \u2014uses\u2192 B"
    assert canvas.tooltip_at(QPointF(5, 470)) == ""


def test_context_menu_reports_node_or_none(qtbot, canvas):
    got = []
    canvas.context_menu_requested.connect(lambda i, p: got.append(i))
    from PySide6.QtGui import QContextMenuEvent
    for where in (pt(canvas, "e"), QPoint(5, 470)):
        QApplication.sendEvent(canvas, QContextMenuEvent(QContextMenuEvent.Mouse, where,
                                                         canvas.mapToGlobal(where)))
    assert got == ["e", None]


def test_canvas_paints_offscreen(qtbot, canvas):
    img = canvas.grab().toImage()
    p = pt(canvas, "a")
    assert img.pixelColor(p).rgb() & 0xFFFFFF != 0xFFFFFF
    assert canvas.renderer.last_stats.visible_nodes == 5


# -- layout worker thread ---------------------------------------------------------------------

def ring_graph(n=400):
    src = np.arange(n)
    dst = (src + 1) % n
    extra = np.random.default_rng(0).integers(0, n, (n // 2, 2))
    return np.concatenate([src, extra[:, 0]]), np.concatenate([dst, extra[:, 1]])


@pytest.mark.parametrize("mode", ["process", "thread"])
def test_worker_starts_publishes_settles_and_shuts_down(qtbot, mode):
    ctrl = LayoutController(publish_hz=30, mode=mode)
    assert ctrl.mode == mode
    published = []
    ctrl.positions_ready.connect(lambda g, p: published.append((g, p)))
    src, dst = ring_graph(1200)
    try:
        with qtbot.waitSignal(ctrl.settled, timeout=30000) as blocker:
            gen = ctrl.set_graph(np.full((1200, 2), np.nan), src, dst)
        g, final = blocker.args
        assert g == gen == 1
        assert final.shape == (1200, 2) and np.isfinite(final).all()
        assert len(published) >= 2                              # first placement + progress
        assert all(p.shape == (1200, 2) for _, p in published)
        qtbot.waitUntil(lambda: not ctrl.running, timeout=10_000)
    finally:
        assert ctrl.shutdown()
    if mode == "thread":
        assert ctrl.thread.isFinished() and not ctrl.thread.isRunning()
        assert ctrl.worker.thread() is QCoreApplication.instance().thread()
    else:
        assert ctrl.closed and ctrl.channel not in LayoutHost.shared()._channels
    assert ctrl.shutdown()                                     # idempotent


def test_pause_resume_and_held_node_fixed_in_worker(qtbot, controller):
    src, dst = ring_graph(500)
    with qtbot.waitSignal(controller.settled, timeout=30000) as blocker:
        controller.set_graph(np.full((500, 2), np.nan), src, dst)
    settled = blocker.args[1]
    target = settled[0] + np.array([500.0, 500.0])
    published = []
    controller.positions_ready.connect(lambda g, p: published.append(p))
    with qtbot.waitSignal(controller.settled, timeout=30000) as blocker:
        controller.hold([0], [target])                          # its neighbourhood moves, then rests
    # While held it stays exactly there: in every position published until the neighbourhood
    # came to rest, not only in those a fixed wait happened to see.
    assert published and all(np.array_equal(p[0], target) for p in published)
    held = blocker.args[1]
    np.testing.assert_array_equal(held[0], target)
    # Neighbours follow the held node.
    assert np.linalg.norm(held[1] - target) < np.linalg.norm(settled[1] - target)
    controller.pause()
    qtbot.waitUntil(lambda: not controller.running, timeout=10_000)
    count = []
    controller.positions_ready.connect(lambda g, p: count.append(1))
    # Paused, a reheat warms the graph without stepping it (test_layout_engine.py shows that at
    # the moment the engine goes idle); resumed, the warmth moves the neighbours.
    controller.reheat(2.0)
    with qtbot.waitSignal(controller.settled, timeout=30000) as blocker:
        controller.release([0])
        controller.resume()
    np.testing.assert_array_equal(blocker.args[1][0], target)    # the dropped node stays put
    assert count


def test_canvas_with_layout_controller(qtbot, controller):
    canvas = GraphCanvas()
    qtbot.addWidget(canvas)
    canvas.resize(500, 400)
    canvas.show()
    qtbot.waitExposed(canvas)
    canvas.set_layout_controller(controller)
    ids = [f"n{i}" for i in range(60)]
    edges = [(f"n{i}", f"n{(i * 7 + 1) % 60}", "rel") for i in range(60)]
    with qtbot.waitSignal(canvas.layout_settled, timeout=30000):
        canvas.set_graph(ids, edges)
    assert canvas.model.placed().all()
    assert all(canvas.rect().contains(canvas.screen_pos(i).toPoint()) for i in ids)   # auto-fit
    # Dragging through the canvas holds the node in the worker; the drop is one undo step.
    moved = []
    canvas.nodes_moved.connect(moved.append)
    canvas.auto_fit = False
    start = canvas.screen_pos("n5").toPoint()
    with qtbot.waitSignal(canvas.layout_settled, timeout=30000):
        drag(qtbot, canvas, start, start + QPoint(40, 30))
    assert len(moved) == 1 and list(moved[0]) == ["n5"]
    assert canvas.screen_pos("n5").toPoint() == start + QPoint(40, 30)
    # A new graph with one extra node keeps the known positions.
    before = canvas.positions()
    with qtbot.waitSignal(canvas.layout_settled, timeout=30000):
        canvas.set_graph(ids + ["new"], edges + [("new", "n3", "rel")])
    after = canvas.positions()
    moved_far = [i for i in ids if np.hypot(*np.subtract(after[i], before[i])) > 60]
    assert len(moved_far) < len(ids) // 4
    assert np.hypot(*np.subtract(after["new"], after["n3"])) < 200


def test_without_controller_new_nodes_are_placed_synchronously(qtbot):
    c = GraphCanvas()
    qtbot.addWidget(c)
    c.resize(400, 300)
    got = []
    c.node_double_clicked.connect(got.append)
    c.set_graph(["p", "q", "r"], [("p", "q", "x"), ("q", "r", "y")])
    assert c.model.placed().all()
    c.show()
    qtbot.waitExposed(c)
    c.zoom_to_fit()
    qtbot.mouseDClick(c, Qt.LeftButton, Qt.NoModifier, pt(c, "q"))
    assert got == ["q"]


def test_worker_reports_settled_at_once_when_nothing_is_new(qtbot, controller):
    src, dst = ring_graph(300)
    with qtbot.waitSignal(controller.settled, timeout=30000) as first:
        controller.set_graph(np.full((300, 2), np.nan), src, dst)
    with qtbot.waitSignal(controller.settled, timeout=10_000) as again:
        gen = controller.set_graph(first.args[1], src, dst)
    assert again.args[0] == gen
    np.testing.assert_array_equal(again.args[1], first.args[1])


def test_a_whole_new_layout_is_mirrored_when_that_keeps_it_off_the_legends_at_a_larger_zoom(qtbot):
    """A picture crowded in its top-right corner (where the colour legend is) and empty in the
    top-left: the fit would zoom out to clear the legend; mirrored left-right, it need not."""
    c = GraphCanvas()
    qtbot.addWidget(c)
    c.resize(520, 500)
    c.show()
    qtbot.waitExposed(c)
    c.fit_label_room = True
    n = 40
    rng = np.random.default_rng(3)
    # A square of discs with its top-left quarter empty.
    pts = rng.uniform(0, 400, (n * 3, 2))
    pts = pts[~((pts[:, 0] < 200) & (pts[:, 1] < 200))][:n]
    ids = [f"n{i}" for i in range(n)]
    types = [f"type {i % 9}" for i in range(n)]      # a tall colour legend, top-right
    c.set_graph(ids, [(ids[i], ids[i + 1], "r") for i in range(n - 1)], labels=ids, types=types,
                positions={i: tuple(p) for i, p in zip(ids, pts)})
    c.zoom_to_fit()
    before = c.viewport.scale
    c._mirror_clear_of_legends()
    assert c.viewport.scale > before * 1.05
    # Mirrored or turned, the distances are those of the layout.
    after = c.model.pos
    d0 = np.hypot(*(pts[:, None] - pts[None]).transpose(2, 0, 1))
    d1 = np.hypot(*(after[:, None] - after[None]).transpose(2, 0, 1))
    np.testing.assert_allclose(d1, d0, atol=1e-6)


def test_placing_nodes_where_the_canvas_shows_them_moves_and_publishes_nothing(qtbot, controller):
    src = np.arange(60)
    dst = (src + 1) % 60                                        # a plain ring
    with qtbot.waitSignal(controller.settled, timeout=30000) as blocker:
        controller.set_graph(np.full((60, 2), np.nan), src, dst)
    settled = blocker.args[1]
    mirrored = settled * np.array([-1.0, 1.0])
    published = []
    controller.positions_ready.connect(lambda g, p: published.append(p))
    controller.place(np.arange(60), mirrored)
    # The layout has them: a later move of one node publishes the rest where they were put.
    target = mirrored[0] + np.array([30.0, 0.0])
    controller.move([0], [target])
    qtbot.waitUntil(lambda: bool(published) and not controller.running, timeout=10_000)
    # Requests are answered in order and the moved node stays where it was put, so a picture
    # published because of place() - before move() was read - would show node 0 elsewhere. No
    # fixed wait: the move's own answer is what says place() has been handled.
    for picture in published:
        np.testing.assert_allclose(picture[0], target, atol=1e-9)
    far = np.arange(20, 40)                                     # beyond the warmed two rings
    np.testing.assert_allclose(published[-1][far], mirrored[far], atol=1e-9)


def test_a_canvas_resized_while_its_graph_is_laid_out_tells_the_layout_its_new_view(qtbot):
    from kgui.canvas.layout import LayoutParams

    ctrl = LayoutController(mode="thread")
    try:
        src, dst = ring_graph(800)
        ctrl.set_graph(np.full((800, 2), np.nan), src, dst, radius=np.full(800, 5.0),
                       params=LayoutParams(view_px=(400.0, 400.0), canvas_px=(500.0, 500.0)))
        qtbot.waitUntil(lambda: ctrl.worker is not None and ctrl.worker.engine.layout is not None, timeout=10_000)
        ctrl.set_view({"view_px": (400.0, 300.0), "canvas_px": (500.0, 380.0), "aspect": 500.0 / 380.0})
        params = lambda: ctrl.worker.engine.layout.params          # noqa: E731
        qtbot.waitUntil(lambda: params().view_px == (400.0, 300.0), timeout=5_000)
        assert params().canvas_px == (500.0, 380.0)
        assert ctrl._last_spec["params"].view_px == (400.0, 300.0)   # a fall-back restart keeps it
    finally:
        assert ctrl.shutdown()
