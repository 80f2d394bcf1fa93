"""Force-directed layout engine: numpy only, no Qt, so it can run in any thread or process.

Model (Fruchterman-Reingold with gravity):
  * every pair of nodes repels with k^2 / d,
  * every edge pulls its ends together with d^2 / k,
  * every node is pulled toward the centre with gravity * distance,
where k is the ideal edge length. Each node moves along its net force, by at most its own
temperature; temperatures cool geometrically so the layout always comes to rest.

Repulsion is the O(n^2) part. Below `exact_below` nodes it is computed exactly. Above it we use a
particle-mesh far field (cloud-in-cell deposit on a G x G grid, one FFT convolution with a softened
1/d kernel, cloud-in-cell read-back) plus an exact near field for pairs in the same or adjacent
cells, which replaces the softened mesh force by the true one where the mesh is too coarse
(a "P3M" scheme). That costs O(n + G^2 log G) per step.

Node discs (radius by degree) are kept from overlapping by a linear collision push between
close pairs, and linked discs keep a visible line between them: an edge shorter than its rest
length (both radii plus a gap) pushes its ends apart. Given the view the picture will be fitted
to (LayoutParams.view_px), discs and gaps are sized as the fit will draw them, and the legends'
corners are kept free. Temperatures are per node: a drag reheats only the dragged node's neighbourhood,
so the rest of a settled picture stays still; a settled layout is frozen (all temperatures 0).
Pinned and held (being dragged) nodes never move.

Unplaced nodes (NaN) start next to their placed neighbours; whole new components start from
pivot MDS (which unfolds the global shape), small ones on a sunflower spiral.
"""

from __future__ import annotations

import ctypes
import sys
from dataclasses import dataclass

import numpy as np

from .graph_arrays import bfs_hops, connected_components, gather, neighbourhood, undirected_csr

GOLDEN_ANGLE = np.pi * (3.0 - np.sqrt(5.0))


_malloc_tuned = False


def tune_malloc() -> bool:
    """Stop glibc from handing every large numpy temporary back to the kernel.

    A layout step or a frame allocates a few MB of short-lived arrays. With glibc's defaults the
    big ones are mmap'ed and the heap top is trimmed after each step, so every step pays fresh
    page faults (measured: about 40 % of a 10k-node step on this VM, 50 % at 20k). Raising the mmap and trim
    thresholds keeps those pages mapped. Process-wide, idempotent, harmless elsewhere (no-op
    off glibc). Returns True when applied.
    """
    global _malloc_tuned
    if _malloc_tuned:
        return True
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL("libc.so.6")
        m_trim_threshold, m_mmap_threshold = -1, -3
        ok = libc.mallopt(m_mmap_threshold, 32 * 1024 * 1024) == 1
        ok = libc.mallopt(m_trim_threshold, 128 * 1024 * 1024) == 1 and ok
    except (OSError, AttributeError):
        return False
    _malloc_tuned = ok
    return ok


@dataclass
class LayoutParams:
    ideal_length: float = 60.0
    gravity: float = 0.35
    # Cold start temperature = max(2, 0.1 * sqrt(n)) * ideal_length for unplaced nodes. Nodes
    # that already have a position start at warm_temperature * ideal_length: 0, so reopening a
    # saved layout moves nothing (a saved layout is not an exact equilibrium: warming it makes
    # it drift by about half an edge). Only the neighbourhood of new nodes is warmed.
    warm_temperature: float = 0.0
    cooling: float = 0.96
    settle_threshold: float = 0.03   # max displacement, in units of ideal_length
    settle_steps: int = 6            # ... below the threshold for this many consecutive steps
    max_iterations: int = 500        # hard cap, counted from the last (re)start or reheat
    exact_below: int = 500           # exact pairwise repulsion below this node count
    near_field: bool = True
    near_cap: int = 4                # at most this many partners per neighbouring cell
    mesh_softening: float = 1.0      # kernel softening, in cells
    degree_repulsion: bool = False   # ForceAtlas2-style: repulsion scaled by (deg_i+1)(deg_j+1)
    # "communities": ForceAtlas2 with LinLog (attraction log(1 + d), repulsion
    # (deg_i+1)(deg_j+1)/d, gravity (deg+1) toward the centre); it pulls communities into
    # separate clumps and pushes hubs apart. "classic": Fruchterman-Reingold as above.
    mode: str = "communities"
    # Communities mode: repulsion constant (times k^2) and gravity, tuned on real_graphs so
    # the median edge comes out at 1-3 ideal lengths (see benchmarks/layout_quality.py).
    repulsion_scale: float = 0.006
    community_gravity: float = 3.0
    # Width / height the picture settles to (communities mode's gravity, the packing of
    # components, the orientation of the main one): the canvas's shape (GraphCanvas.layout_aspect).
    aspect: float = 1.6
    # Communities mode packs nodes into dense clumps, so the mesh's near field finds many more
    # pairs per cell: one partner per neighbouring cell keeps a 10k step at ~8 ms instead of
    # ~30 ms, with the same stress and separation (benchmarks/layout_quality.py); the overlap
    # tidy-up at the end takes care of discs the capped near field missed.
    community_near_cap: int = 1
    # When a whole layout settles (every unpinned node was new): components are packed on
    # shelves beside the largest, and overlapping discs are pushed apart.
    pack_components: bool = True
    component_gap: float = 1.0       # between packed components, in units of ideal_length
    disc_gap: float = 2.0            # world units kept free between discs when settled
    # Line kept visible between two linked discs, in units of ideal_length: the attraction
    # pushes apart linked discs closer than their radii plus this (see linlog_forces).
    edge_gap: float = 0.1
    # The canvas the picture will be fitted to: its size in pixels less the fit's margins
    # (None: unknown, world sizes only), the world radius of the smallest possible disc and
    # the smallest drawn radius in pixels (SceneModel.radius_range, RenderStyle). Zoomed far
    # out the canvas draws discs larger than their world size (scene_model.drawn_radius); with
    # the view known, the layout keeps room for them as drawn at the fit's zoom, and a line of
    # at least edge_gap_px pixels between linked discs and disc_gap_px between any two.
    view_px: tuple[float, float] | None = None
    smallest_radius: float = 4.0
    min_screen_radius: float = 1.5
    edge_gap_px: float = 8.0
    edge_gap_share: float = 0.12
    edge_gap_max_px: float = 16.0
    disc_gap_px: float = 1.5
    disc_gap_share: float = 0.06
    disc_gap_max_px: float = 6.0
    fit_max_scale: float = 2.0       # the fit's zoom cap (GraphCanvas.FIT_MAX_SCALE)
    # The whole canvas in pixels and its legends' boxes (x0, y0, x1, y1) there: with the view
    # known, discs are kept out of the legends' corners of the fitted picture (else the fit
    # zooms out, up to 30 %, to clear them).
    canvas_px: tuple[float, float] | None = None
    legend_boxes: tuple = ()
    legend_margin_px: float = 16.0   # the boxes grown by this: the fit's zoom is estimated


def pivot_mds(indptr: np.ndarray, indices: np.ndarray, pivots: int, rng: np.random.Generator) -> np.ndarray:
    """Pivot MDS (Brandes & Pich 2006) of one connected graph, in hop units, shape (n, 2).

    Classical MDS of graph distances unfolds the global shape (a grid comes out flat), which
    force-directed refinement alone often cannot do once it has cooled: FR from a random start
    leaves folds and twists. Cost: `pivots` BFS runs plus an (n x pivots) eigenproblem.
    """
    n = len(indptr) - 1
    pivots = min(pivots, n)
    dist = np.empty((n, pivots))
    mind = np.full(n, np.inf)
    nxt = int(rng.integers(n))
    for j in range(pivots):                      # farthest-point pivot choice
        d = bfs_hops(indptr, indices, nxt).astype(float)
        dist[:, j] = d
        np.minimum(mind, d, out=mind)
        nxt = int(np.argmax(mind))
    d2 = dist * dist
    c = -0.5 * (d2 - d2.mean(axis=0) - d2.mean(axis=1)[:, None] + d2.mean())
    _, vecs = np.linalg.eigh(c.T @ c)
    xy = c @ vecs[:, [-1, -2]]
    return xy


def place_unplaced(pos: np.ndarray, indptr: np.ndarray, indices: np.ndarray,
                   k: float, rng: np.random.Generator, center=(0.0, 0.0),
                   mds_min: int = 12, mds_pivots: int = 40) -> np.ndarray:
    """Fill NaN rows of pos in place and return the mask of nodes that were unplaced.

    * A connected component with no placed node and at least `mds_min` nodes gets its shape
      from pivot MDS, scaled so the median edge is about k, and is put beside what exists.
    * A new node with placed neighbours goes next to their mean (plus a jitter of about k so
      siblings do not coincide); this repeats outward so new branches grow from the old picture.
    * Whatever is left (small new components, isolated nodes) starts on a sunflower spiral that
      continues outward from the area the placed nodes already use.
    """
    n = len(pos)
    unplaced = ~np.isfinite(pos).all(axis=1)
    new_mask = unplaced.copy()
    if not unplaced.any():
        return new_mask
    deg = np.diff(indptr)
    row = np.repeat(np.arange(n), deg)
    c = np.asarray(center, dtype=float)
    if (~unplaced).any():
        c = pos[~unplaced].mean(axis=0)
    # Area already used, in node slots: the spiral and the component packing continue from it.
    slots = float((~unplaced).sum())

    def spiral_point(slot: float) -> np.ndarray:
        r = 1.5 * k * np.sqrt(slot + 0.5)
        a = slot * GOLDEN_ANGLE
        return c + r * np.array([np.cos(a), np.sin(a)])

    labels = connected_components(indptr, indices)
    ncomp = labels.max() + 1
    size = np.bincount(labels, minlength=ncomp)
    placed_in = np.bincount(labels[~unplaced], minlength=ncomp)
    big = np.flatnonzero((placed_in == 0) & (size >= mds_min))
    if big.size:
        order = np.argsort(labels, kind="stable")
        bounds = np.concatenate([[0], np.cumsum(size)])
        for comp in big[np.argsort(-size[big], kind="stable")]:
            nodes = order[bounds[comp]:bounds[comp + 1]]
            local = np.full(n, -1)
            local[nodes] = np.arange(nodes.size)
            sub_indptr = np.concatenate([[0], np.cumsum(deg[nodes])])
            sub_indices = local[gather(indptr, indices, nodes)]
            xy = pivot_mds(sub_indptr, sub_indices, mds_pivots, rng)
            srow = np.repeat(np.arange(nodes.size), np.diff(sub_indptr))
            el = np.hypot(*(xy[srow] - xy[sub_indices]).T)
            el = el[el > 1e-9]
            xy *= k / (np.median(el) if el.size else 1.0)
            # Nodes with equal distance profiles (leaves of one hub) coincide: spread them.
            xy += rng.normal(0.0, 0.25 * k, xy.shape)
            xy -= xy.mean(axis=0)
            if slots == 0:
                off = c
            else:
                off = spiral_point(slots + nodes.size / 2.0)
            pos[nodes] = xy + off
            unplaced[nodes] = False
            slots += nodes.size
    while unplaced.any():
        while True:
            placed = ~unplaced
            # For each edge (row -> indices) whose far end is placed, accumulate that end.
            use = placed[indices] & unplaced[row]
            if not use.any():
                break
            cnt = np.bincount(row[use], minlength=n)
            sx = np.bincount(row[use], pos[indices[use], 0], minlength=n)
            sy = np.bincount(row[use], pos[indices[use], 1], minlength=n)
            fresh = np.flatnonzero(cnt)
            ang = rng.uniform(0.0, 2.0 * np.pi, fresh.size)
            rad = k * rng.uniform(0.5, 1.0, fresh.size)
            pos[fresh, 0] = sx[fresh] / cnt[fresh] + rad * np.cos(ang)
            pos[fresh, 1] = sy[fresh] / cnt[fresh] + rad * np.sin(ang)
            unplaced[fresh] = False
            slots += fresh.size
        if not unplaced.any():
            break
        cand = np.flatnonzero(unplaced)
        if deg[cand].max() == 0:
            # Only isolated nodes left: all of them on the spiral at once.
            idx = slots + np.arange(cand.size)
            r = 1.5 * k * np.sqrt(idx + 0.5)
            pos[cand, 0] = c[0] + r * np.cos(idx * GOLDEN_ANGLE)
            pos[cand, 1] = c[1] + r * np.sin(idx * GOLDEN_ANGLE)
            unplaced[cand] = False
            break
        # Seed the next small component (its highest degree node) on the spiral.
        seed = cand[np.argmax(deg[cand])]
        pos[seed] = spiral_point(slots)
        unplaced[seed] = False
        slots += 1
    return new_mask


# --------------------------------------------------------------------------- forces

def spring_forces(x: np.ndarray, y: np.ndarray, src: np.ndarray, dst: np.ndarray, k: float,
                  fx: np.ndarray, fy: np.ndarray, rest: np.ndarray | None = None) -> None:
    """Add d^2/k attraction along every edge to the force arrays fx, fy. With rest (per edge),
    an edge shorter than rest pushes its ends apart like overlapping discs (collision_coef):
    Fruchterman-Reingold's edges are about k long, so only those between big discs need it."""
    if src.size == 0:
        return
    n = len(x)
    dx = x[dst] - x[src]
    dy = y[dst] - y[src]
    d = np.sqrt(dx * dx + dy * dy)
    c = d / k
    if rest is not None:
        c -= COLLISION_STIFFNESS * np.maximum(rest - d, 0.0) / np.maximum(d, 1e-9)
    dx *= c
    dy *= c
    fx += np.bincount(src, dx, minlength=n) - np.bincount(dst, dx, minlength=n)
    fy += np.bincount(src, dy, minlength=n) - np.bincount(dst, dy, minlength=n)


def linlog_forces(x: np.ndarray, y: np.ndarray, src: np.ndarray, dst: np.ndarray, k: float,
                  fx: np.ndarray, fy: np.ndarray, rest: np.ndarray | None = None) -> None:
    """Add LinLog attraction k * log(1 + d/k) along every edge: it grows slowly with length,
    so a community's edges hold it together while long edges between communities do not drag
    them into one ball (Noack's LinLog model, as ForceAtlas2 uses it). With rest (per edge:
    both radii and the visible line wanted), an edge shorter than that pushes its ends apart
    like overlapping discs (collision_coef), so linked discs never settle border to border
    with the line under them. (Pulling only on the length beyond rest, as ForceAtlas2's
    "prevent overlap" does, lengthened every edge alike: karate's communities came out less
    separated, silhouette 0.41 -> 0.36.)"""
    if src.size == 0:
        return
    n = len(x)
    dx = x[dst] - x[src]
    dy = y[dst] - y[src]
    d = np.sqrt(dx * dx + dy * dy)
    c = k * np.log1p(d / k) / np.maximum(d, 1e-9)
    if rest is not None:
        c -= COLLISION_STIFFNESS * np.maximum(rest - d, 0.0) / np.maximum(d, 1e-9)
    dx *= c
    dy *= c
    fx += np.bincount(src, dx, minlength=n) - np.bincount(dst, dx, minlength=n)
    fy += np.bincount(src, dy, minlength=n) - np.bincount(dst, dy, minlength=n)


def repulsion_exact(x: np.ndarray, y: np.ndarray, k2: float, fx: np.ndarray, fy: np.ndarray,
                    radius: np.ndarray | None = None, mass: np.ndarray | None = None,
                    chunk: int = 512) -> None:
    """Add exact k^2/d repulsion between all pairs (O(n^2), chunked to bound memory), plus the
    collision push of overlapping discs when radius is given."""
    n = len(x)
    floor = 1e-6 * k2
    for a in range(0, n, chunk):
        dx = x[a:a + chunk, None] - x[None, :]
        dy = y[a:a + chunk, None] - y[None, :]
        r2 = np.maximum(dx * dx + dy * dy, floor)
        coef = k2 / r2
        if mass is not None:
            coef *= mass[a:a + chunk, None] * mass[None, :]
        if radius is not None:
            coef += collision_coef(r2, radius[a:a + chunk, None] + radius[None, :])
        # The self pair has d == 0 so contributes nothing despite the floor.
        fx[a:a + chunk] += (dx * coef).sum(axis=1)
        fy[a:a + chunk] += (dy * coef).sum(axis=1)


COLLISION_GAP = 4.0        # world units kept free between two discs
COLLISION_STIFFNESS = 10.0 # push per unit of overlap


def collision_coef(r2: np.ndarray, reach: np.ndarray) -> np.ndarray:
    """Per-pair factor on the separation vector that pushes overlapping discs apart.

    Node discs scale with degree, so two hubs can sit on top of each other although their
    centres are at a fine distance for the force model; this linear push (zero once they are
    COLLISION_GAP apart) removes that. Returned as a coefficient of (dx, dy), so it is
    stiffness * overlap / d.
    """
    d = np.sqrt(r2)
    overlap = np.maximum(reach + COLLISION_GAP - d, 0.0)
    return COLLISION_STIFFNESS * overlap / d


class MeshRepulsion:
    """Particle-mesh far field plus exact near field (see the module docstring)."""

    def __init__(self, softening: float = 1.0, near_field: bool = True, near_cap: int = 4):
        self.softening = softening
        self.near_field = near_field
        self.near_cap = near_cap
        self._kernels: dict[int, np.ndarray] = {}

    @staticmethod
    def grid_size(n: int) -> int:
        # About one node per cell for typical densities; FFT size 2G stays <= 256.
        if n >= 4000:
            return 128
        if n >= 1000:
            return 64
        return 32

    def _kernel(self, g: int) -> np.ndarray:
        ker = self._kernels.get(g)
        if ker is None:
            p = 2 * g
            d = np.arange(p, dtype=float)
            d = np.where(d < g, d, d - p)       # wrapped offsets: zero padding makes this linear
            dx, dy = d[None, :], d[:, None]
            r2 = dx * dx + dy * dy + self.softening ** 2
            kx = dx / r2
            ky = dy / r2
            kx[0, 0] = ky[0, 0] = 0.0
            ker = np.fft.rfft2(np.stack([kx, ky]), axes=(1, 2))
            self._kernels[g] = ker
        return ker

    def add_forces(self, x: np.ndarray, y: np.ndarray, k2: float,
                   fx_out: np.ndarray, fy_out: np.ndarray, radius: np.ndarray | None = None,
                   mass: np.ndarray | None = None) -> None:
        """Add approximate k^2/d repulsion to fx_out, fy_out (x, y: contiguous coordinates);
        with radius, also the collision push for overlapping discs found in the near field."""
        n = len(x)
        g = self.grid_size(n)
        x0, y0 = x.min(), y.min()
        span = max(float(x.max() - x0), float(y.max() - y0), 1e-9)
        h = span / (g - 3)
        ux = (x - x0) / h + 1.0                  # one empty cell of margin on the low side
        uy = (y - y0) / h + 1.0
        ix = ux.astype(np.int64)                 # floor, since ux >= 1
        iy = uy.astype(np.int64)
        fx = ux - ix
        fy = uy - iy
        base = iy * g + ix
        idx = np.concatenate([base, base + 1, base + g, base + g + 1])
        w = np.concatenate([(1 - fx) * (1 - fy), fx * (1 - fy), (1 - fx) * fy, fx * fy])
        rho = np.bincount(idx, w if mass is None else w * np.tile(mass, 4),
                          minlength=g * g).reshape(g, g)
        # Zero-padded convolution as explicit 1-D passes: only the first g rows of the inverse
        # are needed before the last pass, and x / y share each call (about 2x irfft2's cost).
        p = 2 * g
        r_hat = np.fft.fft(np.fft.rfft(rho, p, axis=1), p, axis=0)
        z = np.fft.ifft(r_hat[None] * self._kernel(g), axis=1)[:, :g]
        field = np.fft.irfft(z, p, axis=2)[:, :, :g]
        gx = field[0].ravel()
        gy = field[1].ravel()
        scale = k2 / h if mass is None else (k2 / h) * mass
        fx_out += scale * (gx[idx] * w).reshape(4, n).sum(axis=0)
        fy_out += scale * (gy[idx] * w).reshape(4, n).sum(axis=0)
        if self.near_field:
            self._near(x, y, base, g, h, k2, fx_out, fy_out, radius, mass)

    def _near(self, x, y, cell, g, h, k2, fx_out, fy_out, radius=None, mass=None) -> None:
        """Replace the softened mesh force by the exact one for pairs in the same or adjacent cells."""
        n = len(x)
        # g <= 256, so cell ids fit 16 bits and numpy's stable sort becomes an O(n) radix sort.
        order = np.argsort(cell.astype(np.uint16), kind="stable")
        cs = cell[order]
        counts = np.bincount(cs, minlength=g * g)
        starts = np.cumsum(counts) - counts
        a_parts, b_parts = [], []
        cap = self.near_cap
        # Same cell: members are contiguous in sorted order, so compare shifted slices.
        for t in range(1, cap + 1):
            a = np.flatnonzero(cs[t:] == cs[:-t])
            if a.size == 0:
                break
            a_parts.append(a)
            b_parts.append(a + t)
        # Half of the 8 neighbouring cells, so each pair is seen once. Cells with index 0 and
        # g-1 are empty margins, so +-1 never wraps to another row.
        for off in (1, g - 1, g, g + 1):
            nb = cs + off
            c = counts[nb]
            s = starts[nb]
            for t in range(cap):
                a = np.flatnonzero(c > t)
                if a.size == 0:
                    break
                a_parts.append(a)
                b_parts.append(s[a] + t)
        if not a_parts:
            return
        a = np.concatenate(a_parts)
        b = np.concatenate(b_parts)
        xs = x[order]
        ys = y[order]
        dx = xs[a] - xs[b]
        dy = ys[a] - ys[b]
        r2 = dx * dx + dy * dy
        np.maximum(r2, 1e-6 * k2, out=r2)
        coef = k2 * (1.0 / r2 - 1.0 / (r2 + (self.softening * h) ** 2))
        if mass is not None:
            ms = mass[order]
            coef *= ms[a] * ms[b]
        if radius is not None:
            rs = radius[order]
            coef += collision_coef(r2, rs[a] + rs[b])
        dx *= coef
        dy *= coef
        fx_out[order] += np.bincount(a, dx, minlength=n) - np.bincount(b, dx, minlength=n)
        fy_out[order] += np.bincount(a, dy, minlength=n) - np.bincount(b, dy, minlength=n)


def layout_energy(pos: np.ndarray, src: np.ndarray, dst: np.ndarray, k: float,
                  gravity: float, center=(0.0, 0.0), chunk: int = 512) -> float:
    """Exact potential whose negative gradient is the force model (for tests and diagnostics)."""
    pos = np.asarray(pos, dtype=float)
    n = len(pos)
    d = pos[dst] - pos[src]
    e = float((np.sqrt((d * d).sum(axis=1)) ** 3).sum() / (3.0 * k))
    floor = 1e-6 * k * k
    for a in range(0, n, chunk):
        dd = pos[a:a + chunk, None, :] - pos[None, :, :]
        r2 = np.maximum((dd * dd).sum(axis=2), floor)
        rows = np.arange(a, min(a + chunk, n))
        mask = rows[:, None] < np.arange(n)[None, :]
        e -= float(k * k * 0.5 * np.log(r2)[mask].sum())
    c = np.asarray(center, dtype=float)
    e += float(0.5 * gravity * ((pos - c) ** 2).sum())
    return e


# --------------------------------------------------------------------------- engine

class ForceLayout:
    """Stateful layout of one graph. Not thread-safe: own it from one thread (see layout_worker).

    positions: (n, 2) array-like; NaN rows are unplaced (placed near neighbours or on a spiral).
    src, dst:  edge endpoint indices (direction is ignored by the layout).
    pinned:    optional bool mask of nodes that never move.
    radius:    optional (n,) disc radius in world units; overlapping discs are pushed apart.
    reference: optional (n, 2) positions to beat (the layout before a Re-layout): when the
               layout settles and its normalised stress is worse than the reference's, the
               reference is restored, so a Re-layout never ends worse than it started.
    Deterministic: the same inputs and seed give the same sequence of positions.
    """

    def __init__(self, positions, src, dst, pinned=None, params: LayoutParams | None = None,
                 seed: int = 0, center=(0.0, 0.0), radius=None, reference=None):
        self.params = params or LayoutParams()
        self.center = np.asarray(center, dtype=float)
        self.rng = np.random.default_rng(seed)
        pos = np.array(positions, dtype=float).reshape(-1, 2)
        self.n = n = len(pos)
        src = np.asarray(src, dtype=np.int64).ravel()
        dst = np.asarray(dst, dtype=np.int64).ravel()
        if src.shape != dst.shape:
            raise ValueError("src and dst must have the same length")
        if src.size and (min(src.min(), dst.min()) < 0 or max(src.max(), dst.max()) >= n):
            raise ValueError("edge index out of range")
        keep = src != dst
        self.src, self.dst = src[keep], dst[keep]
        self.indptr, self.indices = undirected_csr(n, self.src, self.dst)
        k = self.params.ideal_length
        new = place_unplaced(pos, self.indptr, self.indices, k, self.rng, self.center)
        # Coordinates live as two contiguous rows: every hot loop works on 1-D x and y.
        self._xy = np.ascontiguousarray(pos.T)
        self._f = np.zeros((2, n))
        self.pinned = np.zeros(n, dtype=bool) if pinned is None else np.array(pinned, dtype=bool)
        self.held = np.zeros(n, dtype=bool)
        self.radius = None if radius is None else np.asarray(radius, dtype=float).reshape(n)
        deg = np.diff(self.indptr).astype(float)
        self.deg = deg
        # Rest length per edge: the two radii plus a visible stretch of line. An edge shorter
        # than that pushes its ends apart, so linked discs never settle border to border.
        # With the view known, radii and gaps are those the fit will draw (_fit_sizes).
        self.rest = None
        self.reach = self.radius           # disc radii kept apart (world units)
        self.fit_scale = None              # estimated zoom of the fit, when the view is known
        self._pairs = None                 # Verlet list of touching discs (_add_listed_collisions)
        self._update_sizes()
        self._gravity_fade = float(np.clip(np.sqrt(n / 1000.0), 0.1, 1.0))
        self.communities = self.params.mode == "communities"
        if self.params.mode not in ("communities", "classic"):
            raise ValueError(f"unknown layout mode {self.params.mode!r}")
        self.mass = (deg + 1.0) if (self.params.degree_repulsion or self.communities) else None
        # A whole layout (nothing placed but pinned nodes) gets the tidy-up passes when it
        # settles; a live change only tidies what it moved.
        self.whole = bool(new.any() and not (~new & ~self.pinned).any())
        self.reference = None
        if reference is not None:
            ref = np.array(reference, dtype=float).reshape(n, 2)
            if np.isfinite(ref).all():
                self.reference = ref
        self.reference_kept = False      # set when settling restored the reference
        self.stress_result: tuple[float, float] | None = None   # (reference, result) at settle
        cold = max(2.0, 0.1 * np.sqrt(max(n, 1))) * k
        self.temperature = np.where(new, cold, self.params.warm_temperature * k)
        self.new_mask = new
        if new.any() and not new.all():
            # Make room around newcomers: their old neighbourhood may move more than the rest.
            for depth, ring in enumerate(neighbourhood(self.indptr, self.indices,
                                                       np.flatnonzero(new), 2)[1:], start=1):
                self.temperature[ring] = np.maximum(self.temperature[ring], k / (1 + depth))
        self._mesh = MeshRepulsion(self.params.mesh_softening, self.params.near_field,
                                   self.params.community_near_cap if self.communities
                                   else self.params.near_cap)
        self.iteration = 0          # since the last (re)heat: the hard cap counts these
        self.total_iterations = 0
        self._quiet = 0
        self.settled = not (self.temperature > 0).any()   # nothing new: nothing to do
        self.moved = self.temperature > 0   # nodes that were warm since creation
        self.last_displacement = 0.0

    @property
    def pos(self) -> np.ndarray:
        """(n, 2) writable view of the current positions."""
        return self._xy.T

    def positions(self) -> np.ndarray:
        """A contiguous (n, 2) copy, safe to hand to another thread."""
        return np.ascontiguousarray(self._xy.T)

    # -- control ------------------------------------------------------------------------

    def _wake(self) -> None:
        self.iteration = 0
        self._quiet = 0
        self.settled = self.n == 0

    def reheat(self, amount: float = 1.0) -> None:
        """Raise every node's temperature to at least amount * ideal_length and restart."""
        np.maximum(self.temperature, amount * self.params.ideal_length, out=self.temperature)
        self.moved |= self.temperature > 0
        self._wake()

    def reheat_local(self, indices, amount: float = 1.0, hops: int = 2) -> None:
        """Warm only the given nodes and their neighbourhood (fading over `hops` rings)."""
        if self.n == 0:
            return
        rings = neighbourhood(self.indptr, self.indices, indices, hops)
        k = self.params.ideal_length
        for depth, ring in enumerate(rings):
            t = amount * k / (1 + depth)
            self.temperature[ring] = np.maximum(self.temperature[ring], t)
        self.moved |= self.temperature > 0
        self._wake()

    def warm_new_edges(self, old_src, old_dst, carry, amount: float = 1.0) -> np.ndarray:
        """Warm the ends of edges that are new between nodes that were already placed (and
        their direct neighbours), so a relationship an agent just added pulls its two ends
        together while the rest of the picture stays where it is. carry: per node, its index
        in the previous graph (old_src, old_dst) or -1. Returns the warmed ends."""
        carry = np.asarray(carry, dtype=np.int64).reshape(self.n)
        old_src = np.asarray(old_src, dtype=np.int64)
        old_dst = np.asarray(old_dst, dtype=np.int64)
        stay = carry >= 0
        both = stay[self.src] & stay[self.dst]
        if not both.any():
            return np.empty(0, dtype=np.int64)
        s, d = self.src[both], self.dst[both]
        a, b = carry[s], carry[d]
        span = int(max(carry.max(), old_src.max(initial=0), old_dst.max(initial=0))) + 1
        new_keys = np.minimum(a, b) * span + np.maximum(a, b)
        old_keys = np.minimum(old_src, old_dst) * span + np.maximum(old_src, old_dst)
        fresh = ~np.isin(new_keys, old_keys)
        ends = np.unique(np.concatenate([s[fresh], d[fresh]]))
        if ends.size:
            self.reheat_local(ends, amount=amount, hops=1)
        return ends

    def set_pinned(self, mask) -> None:
        self.pinned = np.array(mask, dtype=bool).reshape(self.n)

    def hold(self, indices, positions=None) -> None:
        """Fix nodes while they are dragged; optionally move them there (positions (m, 2))."""
        idx = np.atleast_1d(np.asarray(indices, dtype=np.int64))
        self.held[idx] = True
        if positions is not None:
            self.pos[idx] = np.asarray(positions, dtype=float).reshape(-1, 2)

    def release(self, indices=None, reheat: bool = True) -> None:
        """End a drag; by default let the neighbourhood of the dropped nodes adjust."""
        if indices is None:
            idx = np.flatnonzero(self.held)
        else:
            idx = np.atleast_1d(np.asarray(indices, dtype=np.int64))
        self.held[idx] = False
        if reheat and idx.size:
            self.reheat_local(idx)

    def set_positions(self, positions, indices=None) -> None:
        if indices is None:
            self.pos[:] = np.asarray(positions, dtype=float).reshape(-1, 2)
        else:
            self.pos[np.asarray(indices, dtype=np.int64)] = np.asarray(positions, dtype=float).reshape(-1, 2)

    # -- sizes as drawn ---------------------------------------------------------------

    def estimate_fit_scale(self) -> float | None:
        """The zoom at which the canvas's fit will show the current picture (its bounding box,
        world discs included, in params.view_px), or None without a view."""
        p = self.params
        if p.view_px is None or self.n == 0:
            return None
        x, y = self._xy
        r = self.radius if self.radius is not None else np.zeros(self.n)
        w = float((x + r).max() - (x - r).min())
        h = float((y + r).max() - (y - r).min())
        return min(p.view_px[0] / max(w, 1e-9), p.view_px[1] / max(h, 1e-9), p.fit_max_scale)

    def _update_sizes(self) -> None:
        """Radii and edge rest lengths for the coming step: the world radii plus edge_gap,
        or, with the view known, the discs as drawn at the estimated fit (larger than their
        world size when zoomed far out) and gaps of at least edge_gap_px on screen."""
        p = self.params
        k = p.ideal_length
        if self.radius is None:
            return
        gap = p.edge_gap * k
        reach = self.radius
        s = self.estimate_fit_scale()
        if s is not None:
            from .scene_model import drawn_radius

            reach = drawn_radius(self.radius, s, p.smallest_radius, p.min_screen_radius) / s
            reach = np.maximum(reach, self.radius)
            gap = max(gap, self.line_px() / s)
        self.fit_scale = s
        self.reach = reach
        self.rest = reach[self.src] + reach[self.dst] + gap if p.edge_gap > 0 else None

    # A crowded big graph in a small canvas (2,000 nodes in 518 x 503 pixels, its legends'
    # corners kept free) needs more than the default 60 passes to get the last discs off each
    # other as the fit draws them (the passes stop as soon as none touch).
    FINAL_TIDY_PASSES = 250

    def _edge_rest(self):
        """(src, dst, rest) for the tidy-up: every edge at least its rest length, or None."""
        if self.rest is None:
            return None
        return self.src, self.dst, self.rest

    def _add_legend_forces(self, fx: np.ndarray, fy: np.ndarray) -> None:
        """Push discs out of the legends' boxes as the estimated fit places them (the
        picture's bounding box centred in the canvas), toward the canvas's middle by the
        shorter way out, like a collision with the box."""
        p = self.params
        s = self.fit_scale
        W, H = p.canvas_px
        x, y = self._xy
        r = self.reach if self.reach is not None else np.zeros(self.n)
        cx = 0.5 * float((x + r).max() + (x - r).min())
        cy = 0.5 * float((y + r).max() + (y - r).min())
        sx = W / 2.0 + (x - cx) * s
        sy = H / 2.0 + (y - cy) * s
        sr = r * s
        g = p.legend_margin_px
        for x0, y0, x1, y1 in p.legend_boxes:
            x0, y0, x1, y1 = x0 - g, y0 - g, x1 + g, y1 + g
            inside = (sx + sr > x0) & (sx - sr < x1) & (sy + sr > y0) & (sy - sr < y1)
            if not inside.any():
                continue
            right = (x0 + x1) / 2.0 > W / 2.0
            lower = (y0 + y1) / 2.0 > H / 2.0
            out_x = np.where(right, x0 - (sx + sr), x1 - (sx - sr))     # signed, px
            out_y = np.where(lower, y0 - (sy + sr), y1 - (sy - sr))
            horizontal = np.abs(out_x) <= np.abs(out_y)
            fx += np.where(inside & horizontal, COLLISION_STIFFNESS * out_x / s, 0.0)
            fy += np.where(inside & ~horizontal, COLLISION_STIFFNESS * out_y / s, 0.0)

    def line_px(self) -> float:
        """Screen length kept for the line between two linked discs: edge_gap_px, longer in
        a view with room to spare (edge_gap_share of the side of a node's share of the view,
        at most edge_gap_max_px): a small graph's lines read as lines, not as a stub between
        two discs, while a 2,000-node graph's stay at edge_gap_px."""
        p = self.params
        if p.view_px is None:
            return p.edge_gap_px
        room = np.sqrt(p.view_px[0] * p.view_px[1] / max(self.n, 1))
        return float(max(p.edge_gap_px, min(p.edge_gap_max_px, p.edge_gap_share * room)))

    def disc_gap(self) -> float:
        """World units kept free between any two discs when settled: with the view known, at
        least disc_gap_px on screen, more where the view has room (disc_gap_share of the side
        of a node's share of it, at most disc_gap_max_px), so that two discs that are not
        related do not look as if they touched."""
        p = self.params
        if self.fit_scale is None:
            return p.disc_gap
        room = np.sqrt(p.view_px[0] * p.view_px[1] / max(self.n, 1))
        px = max(p.disc_gap_px, min(p.disc_gap_max_px, p.disc_gap_share * room))
        return max(p.disc_gap, px / self.fit_scale)

    def _collide_listed(self) -> bool:
        """Whether this step pushes discs apart from a list of touching pairs (every pair, kept
        in a Verlet list) rather than the mesh's near field, which sees at most near_cap
        partners per cell: with the view known and the layout cool enough that the list stays
        valid for several steps. Drawn at the fit's zoom, a big graph's discs are many times
        their world size, and the capped near field left thousands of them on each other."""
        if self.reach is None or self.fit_scale is None:
            return False
        return float(self.temperature.max()) <= 0.25 * self.params.ideal_length

    def _add_listed_collisions(self, fx: np.ndarray, fy: np.ndarray) -> None:
        from .layout_quality import touching_pairs

        x, y = self._xy
        gap = COLLISION_GAP + self.disc_gap()
        slack = 2.0 * self.params.ideal_length
        lst = self._pairs
        # Listed: every pair within slack of touching; valid while the motion since, the
        # growth of the discs and of the gap (both follow the fit's zoom) use less than slack.
        if (lst is None
                or (float(np.hypot(x - lst[2][0], y - lst[2][1]).max()) * 2.0
                    + float((self.reach - lst[4]).max()) * 2.0 + (gap - lst[3])) > slack):
            a, b = touching_pairs(self.pos, self.reach, gap + slack)
            lst = self._pairs = (a, b, self._xy.copy(), gap, self.reach.copy())
        a, b = lst[0], lst[1]
        if a.size == 0:
            return
        dx = x[a] - x[b]
        dy = y[a] - y[b]
        r2 = np.maximum(dx * dx + dy * dy, 1e-12)
        d = np.sqrt(r2)
        coef = COLLISION_STIFFNESS * np.maximum(self.reach[a] + self.reach[b] + gap - d, 0.0) / d
        dx *= coef
        dy *= coef
        n = self.n
        fx += np.bincount(a, dx, minlength=n) - np.bincount(b, dx, minlength=n)
        fy += np.bincount(a, dy, minlength=n) - np.bincount(b, dy, minlength=n)

    # -- physics ------------------------------------------------------------------------

    def forces(self) -> np.ndarray:
        """Net force on every node, shape (2, n) (row 0: x, row 1: y)."""
        p = self.params
        k = p.ideal_length
        if p.view_px is not None:
            self._update_sizes()
        x, y = self._xy
        f = self._f
        fx, fy = f
        # LinLog attraction grows only logarithmically, so its repulsion must be weaker.
        k2 = k * k * (p.repulsion_scale if self.communities else 1.0)
        # With the view known, discs collide at the gap the fit should show between them.
        bumper = self.reach
        if bumper is not None and self.fit_scale is not None:
            bumper = bumper + 0.5 * max(self.disc_gap() - COLLISION_GAP, 0.0)
        if self.n >= 2:
            if self.n < p.exact_below:
                f[:] = 0.0
                repulsion_exact(x, y, k2, fx, fy, bumper, self.mass)
            else:
                f[:] = 0.0
                exact = self._collide_listed()
                self._mesh.add_forces(x, y, k2, fx, fy, None if exact else bumper, self.mass)
                if exact:
                    self._add_listed_collisions(fx, fy)
        else:
            f[:] = 0.0
        if self.fit_scale is not None and p.legend_boxes and p.canvas_px is not None and self.n <= 3000:
            self._add_legend_forces(fx, fy)
        if self.communities:
            linlog_forces(x, y, self.src, self.dst, k, fx, fy, self.rest)
            # ForceAtlas2 gravity: constant pull (deg+1) toward the centre, so loose parts
            # (isolates, small components) cannot drift off however far they are.
            # Its potential is the elliptic distance sqrt((x/a)^2 + y^2): the picture settles
            # into an a:1 ellipse, the canvas's shape, instead of a disc.
            a = p.aspect
            gx = (x - self.center[0]) / (a * a)
            gy = y - self.center[1]
            d = np.maximum(np.sqrt(gx * gx * a * a + gy * gy), 1e-9)
            # Total repulsion grows with n while the pull per node does not: a small graph
            # would be squeezed disc to disc, so the pull fades below 1,000 nodes.
            g = p.community_gravity * self._gravity_fade * 0.1 * k * self.mass / d
            fx -= g * gx
            fy -= g * gy
        else:
            spring_forces(x, y, self.src, self.dst, k, fx, fy, self.rest)
            fx -= p.gravity * (x - self.center[0])
            fy -= p.gravity * (y - self.center[1])
        return f

    def step(self) -> float:
        """One iteration; returns the largest displacement (0.0 once settled)."""
        if self.settled:
            return 0.0
        p = self.params
        fx, fy = self.forces()
        mag = np.sqrt(fx * fx + fy * fy)
        t = self.temperature
        # Move along the force by at most the node's temperature.
        moved = np.minimum(mag, t)
        moved[self.pinned | self.held] = 0.0
        scale = moved / np.maximum(mag, 1e-12)
        self._xy[0] += fx * scale
        self._xy[1] += fy * scale
        maxd = float(moved.max()) if self.n else 0.0
        t *= p.cooling
        self.iteration += 1
        self.total_iterations += 1
        self.last_displacement = maxd
        if maxd < p.settle_threshold * p.ideal_length:
            self._quiet += 1
        else:
            self._quiet = 0
        if self._quiet >= p.settle_steps or self.iteration >= p.max_iterations:
            self.settled = True
            # Frozen means frozen: a later reheat_local must not let residual warmth elsewhere
            # creep the rest of the picture.
            t[:] = 0.0
            self._finish()
        return maxd

    def _finish(self) -> None:
        """Tidy up a layout that just settled, then keep the reference if it was better."""
        from .layout_quality import normalised_stress, pack_components, remove_overlaps
        p = self.params
        pos = self.pos
        still = self.pinned | self.held
        discs = self.radius is not None
        if discs:
            self._update_sizes()
        view = self.fit_scale is not None
        if self.whole:
            if discs and not (view and p.pack_components):   # with the view: once, after packing
                remove_overlaps(pos, self.reach, self.disc_gap(), fixed=still, edges=self._edge_rest())
            if p.pack_components:
                gap = p.component_gap * p.ideal_length
                if self.fit_scale is not None:
                    gap = max(gap, self.line_px() / self.fit_scale)
                pack_components(pos, self.src, self.dst, self.reach, still, gap=gap, aspect=p.aspect)
                if discs and view:
                    # The packed picture is larger, so the fit zooms out further and discs
                    # drawn at their smallest size take more world room: tidy up at that zoom.
                    self._update_sizes()
                    left = remove_overlaps(pos, self.reach, self.disc_gap(), fixed=still,
                                           edges=self._edge_rest(), iterations=self.FINAL_TIDY_PASSES)
                    if left:
                        # Too crowded for every gap (2,000 discs in 518 x 443 pixels): at least
                        # no disc on another, lines as they are.
                        remove_overlaps(pos, self.reach, 0.5 / self.fit_scale, fixed=still, iterations=100)
        elif discs and self.moved.any():
            # Only what this change warmed may move: the rest of the picture stays put.
            remove_overlaps(pos, self.reach, self.disc_gap(), fixed=still | ~self.moved,
                            edges=self._edge_rest())
        self.moved[:] = False
        self.whole = False              # later settles (a drag, a new edge) are live changes
        if self.reference is not None:
            ref_stress = normalised_stress(self.reference, self.src, self.dst)
            new_stress = normalised_stress(pos, self.src, self.dst)
            self.stress_result = (ref_stress, new_stress)
            if new_stress > ref_stress:
                pos[:] = self.reference
                self.reference_kept = True
            self.reference = None       # judged once: later moves are the user's

    def run(self, max_steps: int | None = None) -> int:
        """Step until settled (or max_steps); returns the number of steps taken."""
        steps = 0
        while not self.settled and (max_steps is None or steps < max_steps):
            self.step()
            steps += 1
        return steps

    def energy(self) -> float:
        p = self.params
        return layout_energy(self.pos, self.src, self.dst, p.ideal_length, p.gravity, self.center)
