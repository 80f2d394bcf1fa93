"""Every relationship a visible line, on the graphs the canvas is judged on: a layout that knows
the canvas it will be fitted to (LayoutParams.view_px, as GraphCanvas.layout_params gives it)
settles with the two discs of (nearly) every edge several pixels apart at the fit, discs drawn
as the renderer draws them (zoomed far out larger than their world size), and no disc on
another. (The real window, small graphs: test_fit_room.py.)"""

from __future__ import annotations

import numpy as np
import pytest
from test_layout_modes import arrays

from kgui.canvas.layout import ForceLayout, LayoutParams
from kgui.canvas.layout_quality import _close_pairs
from kgui.canvas.scene_model import MIN_RADIUS, Viewport, drawn_radius

BASE = 8.0 / 6.0                       # the window's discs (GraphView: base_radius 8)
CANVASES = {"1440x900": (887, 703), "1024x700": (518, 503)}   # the canvas in those windows
MIN_PX = 1.5


def fitted(name: str, canvas: tuple[int, int]):
    _, nodes, src, dst, radius = arrays(name)
    radius = radius * BASE
    w, h = canvas
    params = LayoutParams(aspect=w / h, view_px=(w - 84.0, h - 72.0),
                          smallest_radius=MIN_RADIUS * BASE, min_screen_radius=MIN_PX)
    lay = ForceLayout(np.full((len(nodes), 2), np.nan), src, dst, radius=radius, params=params, seed=1)
    lay.run()
    assert lay.settled and lay.iteration <= params.max_iterations
    pos = lay.positions()
    vp = Viewport(w, h)
    vp.fit(((pos[:, 0] - radius).min(), (pos[:, 1] - radius).min(),
            (pos[:, 0] + radius).max(), (pos[:, 1] + radius).max()), 12.0 + 30.0)
    sr = drawn_radius(radius, vp.scale, MIN_RADIUS * BASE, MIN_PX)
    return pos * vp.scale, sr, src, dst


@pytest.mark.parametrize("canvas", sorted(CANVASES))
@pytest.mark.parametrize("name", ["les_miserables", "scale_free_2000"])
def test_settled_and_fitted_edges_are_visible_lines(name, canvas):
    xy, sr, src, dst = fitted(name, CANVASES[canvas])
    gaps = np.hypot(*(xy[src] - xy[dst]).T) - sr[src] - sr[dst]
    assert (gaps >= 6.0).mean() >= 0.95, np.percentile(gaps, [1, 5, 50])
    assert gaps.min() > 0.0
    a, b = _close_pairs(xy, 2.0 * float(sr.max()) + 1.0)
    assert int((np.hypot(*(xy[a] - xy[b]).T) < sr[a] + sr[b] - 0.5).sum()) == 0


def test_without_a_view_linked_discs_still_keep_a_line_between_them():
    """Two-entity components (an agent's memory is full of them) settled border to border."""
    n = 12
    src = np.arange(0, n, 2)
    dst = src + 1
    radius = np.full(n, MIN_RADIUS * BASE)
    radius[:2] = 30.0
    lay = ForceLayout(np.full((n, 2), np.nan), src, dst, radius=radius, seed=2)
    lay.run()
    d = np.hypot(*(lay.pos[src] - lay.pos[dst]).T) - radius[src] - radius[dst]
    assert d.min() >= 0.9 * lay.params.edge_gap * lay.params.ideal_length


def test_touching_pairs_finds_every_pair_with_a_few_big_discs():
    from kgui.canvas.layout_quality import touching_pairs

    rng = np.random.default_rng(0)
    n = 1500
    pos = rng.uniform(0.0, 1700.0, (n, 2))
    r = np.where(rng.random(n) < 0.06, rng.uniform(10.0, 40.0, n), rng.uniform(3.0, 6.0, n))
    a, b = touching_pairs(pos, r, 2.0)
    d = np.hypot(pos[:, None, 0] - pos[None, :, 0], pos[:, None, 1] - pos[None, :, 1])
    want = {tuple(p) for p in np.argwhere(np.triu(d < r[:, None] + r[None, :] + 2.0, 1)).tolist()}
    got = [tuple(sorted(p)) for p in zip(a.tolist(), b.tolist())]
    assert len(got) == len(set(got)) and set(got) == want
