"""Layout modes on the graphs the canvas is judged on: communities apart, discs apart, loose
parts packed beside the main component, live changes local, Re-layout never worse."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import networkx as nx
import numpy as np
import pytest

from benchmarks.real_graphs import graph
from kgui.canvas.graph_arrays import connected_components, undirected_csr
from kgui.canvas.layout import ForceLayout, LayoutParams
from kgui.canvas.layout_quality import (disc_overlaps, main_component_area_share,
                                        normalised_stress, silhouette)
from kgui.canvas.scene_model import degree_radius


def arrays(name: str):
    g = graph(name)
    nodes = list(g)
    index = {v: i for i, v in enumerate(nodes)}
    src = np.array([index[a] for a, b in g.edges() if a != b], dtype=np.int64)
    dst = np.array([index[b] for a, b in g.edges() if a != b], dtype=np.int64)
    deg = np.bincount(np.concatenate([src, dst]), minlength=len(nodes)).astype(float)
    return g, nodes, src, dst, degree_radius(deg)


def settle(n, src, dst, radius=None, mode="communities", **kw) -> ForceLayout:
    lay = ForceLayout(np.full((n, 2), np.nan), src, dst, radius=radius,
                      params=LayoutParams(mode=mode), **kw)
    lay.run()
    assert lay.settled
    return lay


def louvain(g, nodes) -> np.ndarray:
    index = {v: i for i, v in enumerate(nodes)}
    labels = np.zeros(len(nodes), dtype=np.int64)
    for c, members in enumerate(nx.community.louvain_communities(g, seed=1)):
        labels[[index[v] for v in members]] = c
    return labels


def test_communities_is_the_default_mode():
    assert LayoutParams().mode == "communities"
    with pytest.raises(ValueError):
        ForceLayout(np.zeros((2, 2)), [0], [1], params=LayoutParams(mode="nonsense"))


@pytest.mark.parametrize("name", ["les_miserables", "karate"])
def test_communities_mode_separates_communities_better_than_classic(name):
    """Over five starts (one start of a 34-node graph can land either way by a few hundredths)."""
    g, nodes, src, dst, radius = arrays(name)
    labels = louvain(g, nodes)
    ours = [silhouette(settle(len(nodes), src, dst, radius, seed=s).pos, labels) for s in range(5)]
    classic = [silhouette(settle(len(nodes), src, dst, radius, mode="classic", seed=s).pos, labels) for s in range(5)]
    assert np.median(ours) > np.median(classic) + 0.05
    assert sum(a > b for a, b in zip(ours, classic)) >= 4


@pytest.mark.parametrize("mode", ["communities", "classic"])
def test_settled_discs_never_overlap(mode):
    # Les Misérables: the central names (Valjean, Javert...) used to pile on each other.
    _, nodes, src, dst, radius = arrays("les_miserables")
    lay = settle(len(nodes), src, dst, radius, mode=mode)
    assert disc_overlaps(lay.pos, radius) == 0


@pytest.mark.parametrize("name", ["scale_free_2000", "clustered_5000"])
def test_isolates_and_small_components_are_packed_beside_the_main_one(name):
    _, nodes, src, dst, radius = arrays(name)
    n = len(nodes)
    lay = settle(n, src, dst, radius)
    pos = lay.pos
    # Zoom-to-fit shows the whole picture: the main component must fill most of it.
    assert main_component_area_share(pos, src, dst, radius) >= 0.8
    lo, hi = pos.min(axis=0), pos.max(axis=0)
    aspect = (hi[0] - lo[0]) / (hi[1] - lo[1])
    assert 1.0 <= aspect <= 2.6
    # No loose node beyond the packing: every one lies within the whole picture's box, which
    # is at most the main box plus the shelves (area bound above); and none sits far out
    # in a corner on its own: each has a packed neighbour box within a few ideal lengths.
    labels = connected_components(*undirected_csr(n, src, dst))
    main = labels == np.argmax(np.bincount(labels))
    loose = np.flatnonzero(~main)
    k = lay.params.ideal_length
    d = np.hypot(*(pos[loose, None, :] - pos[None, loose, :]).transpose(2, 0, 1))
    np.fill_diagonal(d, np.inf)
    mlo, mhi = pos[main].min(axis=0), pos[main].max(axis=0)
    gap_to_main = np.maximum(np.maximum(mlo - pos[loose], pos[loose] - mhi), 0).max(axis=1)
    assert (np.minimum(d.min(axis=1), gap_to_main) < 4 * k).all()


def test_packing_can_be_turned_off_and_then_isolates_drift_away():
    # The measure above can fail: without packing the isolates ring the main component.
    _, nodes, src, dst, radius = arrays("scale_free_2000")
    lay = ForceLayout(np.full((len(nodes), 2), np.nan), src, dst, radius=radius,
                      params=LayoutParams(pack_components=False))
    lay.run()
    assert main_component_area_share(lay.pos, src, dst, radius) < 0.8


@pytest.mark.parametrize("mode", ["communities", "classic"])
def test_new_node_appears_by_its_neighbours_and_far_nodes_stay_put(mode):
    _, nodes, src, dst, radius = arrays("les_miserables")
    n = len(nodes)
    lay = settle(n, src, dst, radius, mode=mode)
    before = lay.positions()
    anchor = int(np.argmax(np.bincount(src, minlength=n)))
    pos = np.vstack([before, [np.nan, np.nan]])
    src2, dst2 = np.append(src, n), np.append(dst, anchor)
    live = ForceLayout(pos, src2, dst2, radius=np.append(radius, radius.min()),
                       params=LayoutParams(mode=mode))
    live.run()
    k = live.params.ideal_length
    assert np.hypot(*(live.pos[n] - live.pos[anchor])) < 3 * k
    hops = nx.single_source_shortest_path_length(nx.Graph(list(zip(src2, dst2))), n)
    far = [v for v in range(n) if hops.get(v, 99) > 3]
    assert far
    assert np.abs(live.pos[far] - before[far]).max() < 1e-6


@pytest.mark.parametrize("mode", ["communities", "classic"])
def test_new_edge_between_placed_nodes_pulls_them_together_locally(mode):
    _, nodes, src, dst, radius = arrays("les_miserables")
    n = len(nodes)
    lay = settle(n, src, dst, radius, mode=mode)
    before = lay.positions()
    # Two far-apart nodes of degree 1, now related.
    leaves = np.flatnonzero(np.bincount(np.concatenate([src, dst]), minlength=n) == 1)
    d = np.hypot(*(before[leaves, None] - before[None, leaves]).transpose(2, 0, 1))
    i, j = np.unravel_index(np.argmax(d), d.shape)
    a, b = int(leaves[i]), int(leaves[j])
    src2, dst2 = np.append(src, a), np.append(dst, b)
    live = ForceLayout(before, src2, dst2, radius=radius, params=LayoutParams(mode=mode))
    assert live.settled                        # placed nodes alone: nothing to do ...
    warmed = live.warm_new_edges(src, dst, np.arange(n))
    assert set(warmed) == {a, b}
    live.run()
    gap_before = np.hypot(*(before[a] - before[b]))
    assert np.hypot(*(live.pos[a] - live.pos[b])) < 0.7 * gap_before
    hops = nx.single_source_shortest_path_length(nx.Graph(list(zip(src2, dst2))), a)
    far = [v for v in range(n) if hops.get(v, 99) > 3]
    assert far
    assert np.abs(live.pos[far] - before[far]).max() < 1e-6


def test_worker_warms_a_new_edge_between_shown_nodes(qapp):
    from kgui.canvas.layout_worker import LayoutWorker
    _, nodes, src, dst, radius = arrays("karate")
    n = len(nodes)
    pos = settle(n, src, dst, radius).positions()
    worker = LayoutWorker()
    worker.set_graph(1, {"positions": pos, "src": src, "dst": dst, "radius": radius})
    assert worker.layout.settled
    a, b = 16, 25                                   # not related in the karate club
    assert not ((src == a) & (dst == b) | (src == b) & (dst == a)).any()
    worker.set_graph(2, {"positions": pos, "src": np.append(src, a), "dst": np.append(dst, b),
                         "radius": radius, "carry": np.arange(n)})
    lay = worker.layout
    assert not lay.settled and lay.temperature[[a, b]].min() > 0
    lay.run()
    assert np.hypot(*(lay.pos[a] - lay.pos[b])) < np.hypot(*(pos[a] - pos[b]))


def test_relayout_keeps_the_start_when_the_result_is_worse():
    _, nodes, src, dst, radius = arrays("les_miserables")
    n = len(nodes)
    good = settle(n, src, dst, radius).positions()
    pinned = np.zeros(n, dtype=bool)
    pinned[[0, 5]] = True
    start = np.full((n, 2), np.nan)
    start[pinned] = good[pinned]
    # A layout stopped after 2 steps is worse than a settled one: the start is kept.
    cut = ForceLayout(start, src, dst, radius=radius, pinned=pinned, reference=good,
                      params=LayoutParams(max_iterations=2))
    cut.run()
    ref_stress, new_stress = cut.stress_result
    assert new_stress > ref_stress and cut.reference_kept
    np.testing.assert_array_equal(cut.pos, good)


def test_relayout_result_is_kept_when_it_is_better():
    _, nodes, src, dst, radius = arrays("les_miserables")
    n = len(nodes)
    messy = np.random.default_rng(4).uniform(-300, 300, (n, 2))
    lay = ForceLayout(np.full((n, 2), np.nan), src, dst, radius=radius, reference=messy)
    lay.run()
    assert not lay.reference_kept
    assert normalised_stress(lay.pos, src, dst) < normalised_stress(messy, src, dst)


@pytest.mark.parametrize("mode", ["communities", "classic"])
def test_pinned_nodes_stay_through_a_whole_layout_and_its_tidy_up(mode):
    _, nodes, src, dst, radius = arrays("scale_free_2000")
    n = len(nodes)
    rng = np.random.default_rng(0)
    pinned = np.zeros(n, dtype=bool)
    pinned[rng.choice(n, 12, replace=False)] = True
    pinned[-3:] = True                                 # isolates: packing must not move them
    start = np.full((n, 2), np.nan)
    start[pinned] = rng.uniform(-400, 400, (int(pinned.sum()), 2))
    lay = ForceLayout(start, src, dst, radius=radius, pinned=pinned, params=LayoutParams(mode=mode))
    lay.run()
    np.testing.assert_array_equal(lay.pos[pinned], start[pinned])


def test_a_settled_picture_is_turned_to_fit_the_canvas_shape():
    """An elongated component (a long band, nearly level) is turned so zoom-to-fit shows it
    largest: along the long side of a wide canvas, diagonally (top left to bottom right, away
    from the legends' corners) in a square one, where that fits clearly larger."""
    from kgui.canvas.layout_quality import pack_components

    rng = np.random.default_rng(3)
    n = 60
    t = np.linspace(-300.0, 300.0, n)
    band = np.stack([t, rng.uniform(-40.0, 40.0, n)], axis=1)
    a = np.radians(-10.0)  # nearly level, rising to the right
    band = band @ np.array([[np.cos(a), -np.sin(a)], [np.sin(a), np.cos(a)]]).T
    src, dst = np.arange(n - 1), np.arange(1, n)
    r = np.full(n, 8.0)

    def box(p):
        return np.ptp(p[:, 0]) + 16.0, np.ptp(p[:, 1]) + 16.0

    flat = band @ np.array([[np.cos(a), np.sin(a)], [-np.sin(a), np.cos(a)]]).T   # back to level
    w, h = box(flat)
    square = band.copy()
    pack_components(square, src, dst, r, aspect=1.0)
    ws, hs = box(square)
    assert max(ws, hs) < 0.95 * max(w, h)                   # a square canvas fits it larger
    q = square - square.mean(axis=0)
    assert (q[:, 0] * q[:, 1]).sum() > 0                    # down to the right (y grows down)
    # Distances are untouched: a turn, not a distortion.
    d0 = np.hypot(*(band[src] - band[dst]).T)
    assert np.allclose(np.hypot(*(square[src] - square[dst]).T), d0)
    # A picture about as wide as a wide canvas lies along its long side.
    blob = rng.uniform(-1.0, 1.0, (n, 2)) * [160.0, 100.0]
    blob = blob @ np.array([[np.cos(a), -np.sin(a)], [np.sin(a), np.cos(a)]]).T
    pack_components(blob, src, dst, r, aspect=1.6)
    wb, hb = box(blob)
    assert wb > 1.3 * hb
