"""Force layout engine (numpy only)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import subprocess
import sys

import numpy as np
import pytest

from kgui.canvas.graph_arrays import neighbourhood, undirected_csr
from kgui.canvas.layout import ForceLayout, LayoutParams, MeshRepulsion, repulsion_exact


def scale_free(n: int, m: int = 2, seed: int = 1) -> tuple[np.ndarray, np.ndarray]:
    """Preferential attachment, m edges per new node."""
    rng = np.random.default_rng(seed)
    src, dst, targets = [], [], [0]
    for i in range(1, n):
        for _ in range(m):
            j = targets[int(rng.integers(len(targets)))]
            src.append(i)
            dst.append(j)
            targets.append(j)
        targets.append(i)
    return np.array(src), np.array(dst)


def unplaced(n: int) -> np.ndarray:
    return np.full((n, 2), np.nan)


def test_layout_module_does_not_import_qt():
    code = ("import sys; import kgui.canvas.layout, kgui.canvas.scene_model; "
            "assert 'PySide6' not in sys.modules, sorted(m for m in sys.modules if 'PySide' in m)")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_reduces_energy_and_stops_by_itself_on_2000_nodes():
    src, dst = scale_free(2000)
    # energy() is the classic (Fruchterman-Reingold) model's potential.
    lay = ForceLayout(unplaced(2000), src, dst, seed=3, params=LayoutParams(mode="classic"))
    assert lay.n >= lay.params.exact_below          # exercises the particle-mesh path
    e0 = lay.energy()
    steps = lay.run()
    assert lay.settled
    assert steps < lay.params.max_iterations        # settled by the threshold, not the cap
    assert lay.energy() < e0
    assert np.isfinite(lay.pos).all()
    assert lay.step() == 0.0                        # a settled layout does nothing


def test_hard_iteration_cap_always_stops():
    src, dst = scale_free(600)
    params = LayoutParams(settle_threshold=0.0, max_iterations=25)   # can never settle
    lay = ForceLayout(unplaced(600), src, dst, params=params)
    assert lay.run() == 25
    assert lay.settled


def test_pinned_nodes_never_move():
    src, dst = scale_free(800)
    pos = np.random.default_rng(0).uniform(-500, 500, (800, 2))
    pinned = np.zeros(800, dtype=bool)
    pinned[[0, 1, 5, 400]] = True
    lay = ForceLayout(pos, src, dst, pinned=pinned)
    lay.reheat(3.0)
    lay.run(200)
    np.testing.assert_array_equal(lay.pos[pinned], pos[pinned])
    assert not np.allclose(lay.pos[~pinned], pos[~pinned])


def test_held_node_is_fixed_while_dragged_and_neighbours_follow():
    src, dst = scale_free(300)
    lay = ForceLayout(unplaced(300), src, dst, seed=2)
    lay.run()
    nb = neighbourhood(lay.indptr, lay.indices, [0], 1)[1]
    before = lay.pos[nb].copy()
    target = lay.pos[0] + np.array([400.0, -250.0])
    lay.hold([0], [target])
    lay.reheat_local([0])
    for _ in range(40):
        lay.step()
        np.testing.assert_array_equal(lay.pos[0], target)
    # The neighbours were pulled toward the new spot.
    assert np.linalg.norm(lay.pos[nb] - target, axis=1).mean() < np.linalg.norm(before - target, axis=1).mean()
    lay.release([0])
    assert not lay.held.any()


def test_new_nodes_are_placed_near_their_neighbours():
    src, dst = scale_free(500)
    lay = ForceLayout(unplaced(500), src, dst, seed=4)
    lay.run()
    old = lay.positions()
    # Three new nodes: two hang off node 10, one off node 200; one new isolated node.
    pos = np.vstack([old, unplaced(4)])
    src2 = np.concatenate([src, [500, 501, 502]])
    dst2 = np.concatenate([dst, [10, 10, 200]])
    lay2 = ForceLayout(pos, src2, dst2, seed=4)
    np.testing.assert_array_equal(lay2.pos[:500], old)          # placed nodes stay put
    k = lay2.params.ideal_length
    assert np.linalg.norm(lay2.pos[500] - old[10]) <= 1.5 * k
    assert np.linalg.norm(lay2.pos[501] - old[10]) <= 1.5 * k
    assert np.linalg.norm(lay2.pos[502] - old[200]) <= 1.5 * k
    assert np.isfinite(lay2.pos[503]).all()
    assert not np.allclose(lay2.pos[500], lay2.pos[501])         # siblings do not coincide
    # Old nodes start warm, not cold: reopening a saved layout does not scramble it.
    assert lay2.temperature[:500].max() < lay2.temperature[500:].min()


def test_reopening_a_saved_layout_does_not_scramble_it():
    src, dst = scale_free(1500)
    lay = ForceLayout(unplaced(1500), src, dst, seed=6)
    lay.run()
    saved = lay.positions()
    again = ForceLayout(saved, src, dst, seed=99)
    assert again.settled and again.run() == 0
    np.testing.assert_array_equal(again.pos, saved)
    # One new leaf: only its neighbourhood adjusts; the far side of the picture stays put.
    grown = ForceLayout(np.vstack([saved, unplaced(1)]), np.append(src, 1500), np.append(dst, 20))
    grown.run()
    near = np.concatenate(neighbourhood(grown.indptr, grown.indices, [1500], 3))
    far = np.setdiff1d(np.arange(1500), near)
    np.testing.assert_array_equal(grown.pos[far], saved[far])


def test_whole_new_graph_gets_an_unfolded_start():
    """A 20 x 20 grid: pivot MDS placement keeps grid neighbours near each other."""
    side = 20
    idx = np.arange(side * side).reshape(side, side)
    src = np.concatenate([idx[:, :-1].ravel(), idx[:-1, :].ravel()])
    dst = np.concatenate([idx[:, 1:].ravel(), idx[1:, :].ravel()])
    lay = ForceLayout(unplaced(side * side), src, dst)
    lay.run()
    edge = np.linalg.norm(lay.pos[src] - lay.pos[dst], axis=1)
    corner = np.linalg.norm(lay.pos[idx[0, 0]] - lay.pos[idx[-1, -1]])
    assert edge.max() < 3 * np.median(edge)                     # no long folded edges
    assert corner > 0.8 * (side - 1) * np.sqrt(2) * np.median(edge)


def test_reheat_local_disturbs_only_the_neighbourhood():
    src, dst = scale_free(1500)
    lay = ForceLayout(unplaced(1500), src, dst, seed=5)
    lay.run()
    before = lay.positions()
    near = np.concatenate(neighbourhood(lay.indptr, lay.indices, [700], 2))
    far = np.setdiff1d(np.arange(1500), near)
    lay.pos[700] += 300.0
    lay.reheat_local([700])
    assert not lay.settled
    lay.run()
    np.testing.assert_array_equal(lay.pos[far], before[far])


def test_deterministic_given_a_seed():
    src, dst = scale_free(700)
    a = ForceLayout(unplaced(700), src, dst, seed=11)
    b = ForceLayout(unplaced(700), src, dst, seed=11)
    a.run()
    b.run()
    np.testing.assert_array_equal(a.pos, b.pos)
    c = ForceLayout(unplaced(700), src, dst, seed=12)
    c.run()
    assert not np.allclose(a.pos, c.pos)


def test_particle_mesh_approximates_exact_repulsion():
    rng = np.random.default_rng(0)
    pos = rng.normal(0, 800, (3000, 2))
    x, y = pos[:, 0].copy(), pos[:, 1].copy()
    ex = np.zeros(3000), np.zeros(3000)
    repulsion_exact(x, y, 3600.0, *ex)
    ap = np.zeros(3000), np.zeros(3000)
    MeshRepulsion().add_forces(x, y, 3600.0, *ap)
    exact = np.stack(ex, 1)
    approx = np.stack(ap, 1)
    err = np.linalg.norm(approx - exact, axis=1) / np.linalg.norm(exact, axis=1)
    assert np.median(err) < 0.1
    cos = (approx * exact).sum(1) / np.linalg.norm(approx, axis=1) / np.linalg.norm(exact, axis=1)
    assert np.median(cos) > 0.99


def test_overlapping_discs_are_pushed_apart():
    src = np.array([0, 0, 1, 1, 2])
    dst = np.array([1, 2, 2, 3, 3])
    radius = np.array([30.0, 30.0, 10.0, 10.0])
    pos = np.array([[0.0, 0.0], [5.0, 0.0], [100.0, 0.0], [0.0, 100.0]])
    lay = ForceLayout(pos, src, dst, radius=radius)
    lay.reheat(2.0)
    lay.run()
    assert np.linalg.norm(lay.pos[0] - lay.pos[1]) >= 60.0


def test_degenerate_graphs():
    empty = ForceLayout(np.zeros((0, 2)), [], [])
    assert empty.settled and empty.run() == 0
    one = ForceLayout(unplaced(1), [], [])
    one.run()
    assert np.isfinite(one.pos).all()
    isolated = ForceLayout(unplaced(50), [], [])
    isolated.run()
    d = np.linalg.norm(isolated.pos[:, None] - isolated.pos[None], axis=2) + np.eye(50) * 1e9
    assert d.min() > 1.0
    with pytest.raises(ValueError):
        ForceLayout(unplaced(3), [0], [5])


def test_csr_and_neighbourhood_rings():
    indptr, indices = undirected_csr(5, np.array([0, 1, 2]), np.array([1, 2, 3]))
    assert sorted(indices[indptr[1]:indptr[2]].tolist()) == [0, 2]
    rings = neighbourhood(indptr, indices, [0], 3)
    assert [r.tolist() for r in rings] == [[0], [1], [2], [3]]
