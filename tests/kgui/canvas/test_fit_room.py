"""The fitted view in the real window at the sizes people use (1024x700, and the 1440x900 window
a 1600x1000 screen gets): once the layout is at rest, no disc covers another and the graph uses
the canvas (its discs' bounding box spans most of the canvas in the direction that limits the
zoom), with the legends clear of the discs."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import numpy as np
import pytest
from conftest import settle

from benchmarks.real_graphs import load_into
from kgui.canvas.legend import legend_layout

WINDOWS = {"1024x700": (1024, 700), "1600x1000": (1440, 900)}


def laid_out(qtbot, window, timeout: int = 30_000) -> None:
    gv = window.graph_view

    def quiet() -> bool:
        return (not gv.binding._rebuild_timer.isActive() and not gv.loader.pending
                and not window.as_of_controller.pending and gv.canvas.layout_at_rest
                and gv.canvas.model.n > 0)

    for _ in range(2):
        settle(qtbot, window, timeout)
        qtbot.waitUntil(quiet, timeout=timeout)
    window.graph_view.canvas.grab()  # a frame: labels and legends as drawn


def drawn_discs(canvas):
    m, vp = canvas.model, canvas.viewport
    use = m.usable()
    r = m.screen_radius(vp.scale, canvas.renderer.style.min_screen_radius)[use]
    x = m.pos[use, 0] * vp.scale + vp.ox
    y = m.pos[use, 1] * vp.scale + vp.oy
    return x, y, r


def disc_overlaps(canvas, slack_px: float = 0.5) -> int:
    """Pairs of drawn discs that cover each other by more than slack_px (touching is fine)."""
    x, y, r = drawn_discs(canvas)
    d = np.hypot(x[:, None] - x[None, :], y[:, None] - y[None, :])
    iu = np.triu_indices(len(x), 1)
    return int((d[iu] < (r[:, None] + r[None, :])[iu] - slack_px).sum())


def fill(canvas) -> tuple[float, float]:
    """Width and height of the discs' bounding box as shares of the canvas's."""
    x, y, r = drawn_discs(canvas)
    return (float((x + r).max() - (x - r).min()) / canvas.width(),
            float((y + r).max() - (y - r).min()) / canvas.height())


def discs_under_legends(canvas) -> int:
    vp, m = canvas.viewport, canvas.model
    rend = canvas.renderer
    lay = legend_layout(m, vp, rend.font, rend.style.min_screen_radius, rend.legend_bottom_inset)
    x, y, r = drawn_discs(canvas)
    return sum(int(((x + r > b.left()) & (x - r < b.right()) & (y + r > b.top()) & (y - r < b.bottom())).sum())
               for b in (lay.size_box, lay.color_box) if b is not None)


@pytest.mark.parametrize("size", sorted(WINDOWS))
@pytest.mark.parametrize("name", ["karate", "demo"])
def test_the_fitted_graph_uses_the_canvas_without_discs_on_discs(qtbot, db_path, make_window, name, size):
    load_into(db_path, name)
    window = make_window(workspace="default", size=WINDOWS[size])
    laid_out(qtbot, window)
    canvas = window.graph_view.canvas
    assert canvas.auto_fit and canvas.model.usable().sum() == canvas.model.n
    assert disc_overlaps(canvas) == 0
    assert discs_under_legends(canvas) == 0
    fx, fy = fill(canvas)
    # A small graph is not blown up past the fit's zoom cap; short of it, the direction that
    # limits the zoom is filled (the fit keeps a margin of fit_margin pixels each side).
    capped = canvas.viewport.scale >= 2.0 - 1e-9
    assert max(fx, fy) >= 0.8 or capped, (fx, fy, canvas.viewport.scale)
    if size == "1024x700":
        assert not capped
    # Labels never cover each other.
    boxes = list(canvas.renderer.label_boxes.values())
    assert boxes
    assert not any(p[0] < q[2] and q[0] < p[2] and p[1] < q[3] and q[1] < p[3]
                   for k, p in enumerate(boxes) for q in boxes[k + 1:])
