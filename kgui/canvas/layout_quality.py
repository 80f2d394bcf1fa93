"""Measures of a drawing and the tidy-up passes that act on them (numpy only, no Qt).

* normalised_stress: how far drawn distances are from graph-theoretic ones, after the best
  uniform scale (a drawing's size is arbitrary), over pairs in one component; big graphs use
  sampled pivots (BFS from each) so the cost stays O(pivots * m).
* edge_crossings: exact for small graphs (vectorised segment test), sampled estimate above.
* silhouette: how well given communities come out as separate clumps (-1..1).
* disc_overlaps: pairs of node discs that overlap (a grid finds the candidate pairs).
* remove_overlaps: pushes overlapping discs apart until none overlap (the force model keeps
  discs apart only approximately; a settled picture must have none).
* pack_components: moves every component but the largest, rigidly, onto shelves beside it, so
  isolated nodes and small components sit tidily next to the main one instead of far away.
"""

from __future__ import annotations

import numpy as np

from .graph_arrays import bfs_hops, connected_components
from .graph_arrays import undirected_csr as _csr  # one adjacency rule for the engine and its measures


def _components(n, src, dst) -> np.ndarray:
    indptr, indices = _csr(n, np.asarray(src, dtype=np.int64), np.asarray(dst, dtype=np.int64))
    return connected_components(indptr, indices)


# --------------------------------------------------------------------------- stress

def normalised_stress(pos, src, dst, pivots: int | None = None, seed: int = 0,
                      exact_below: int = 600) -> float:
    """Sum over pairs of ((s*|xi-xj| - dij) / dij)^2 divided by the number of pairs, with the
    scale s that minimises it; pairs in different components are left out. Exact (all pairs)
    below exact_below nodes, else from `pivots` (default 64) sampled sources."""
    pos = np.asarray(pos, dtype=float)
    n = len(pos)
    if n < 2:
        return 0.0
    src = np.asarray(src, dtype=np.int64)
    dst = np.asarray(dst, dtype=np.int64)
    indptr, indices = _csr(n, src, dst)
    rng = np.random.default_rng(seed)
    if pivots is None:
        sources = np.arange(n) if n < exact_below else rng.choice(n, min(64, n), replace=False)
    else:
        sources = rng.choice(n, min(pivots, n), replace=False)
    sum_xd = sum_xx = 0.0
    count = 0
    rows = []
    for s in sources:
        d = bfs_hops(indptr, indices, int(s)).astype(float)
        ok = d > 0
        if not ok.any():
            continue
        x = np.hypot(*(pos[ok] - pos[s]).T)
        dd = d[ok]
        rows.append((x, dd))
        sum_xd += float((x / dd).sum())
        sum_xx += float(((x / dd) ** 2).sum())
        count += int(ok.sum())
    if count == 0 or sum_xx == 0.0:
        return 0.0
    scale = sum_xd / sum_xx
    total = 0.0
    for x, dd in rows:
        total += float(((((scale * x) - dd) / dd) ** 2).sum())
    return total / count


# --------------------------------------------------------------------------- communities

def silhouette(pos, labels, samples: int = 400, seed: int = 0) -> float:
    """Mean silhouette of sampled nodes in communities of >= 3 nodes (distances in the drawing)."""
    sizes = np.bincount(labels)
    usable = np.flatnonzero(sizes[labels] >= 3)
    if usable.size < 2 or len(np.unique(labels[usable])) < 2:
        return float("nan")
    rng = np.random.default_rng(seed)
    pick = rng.choice(usable, min(samples, usable.size), replace=False)
    lab_u = labels[usable]
    ncom = int(labels.max()) + 1
    cnt = np.bincount(lab_u, minlength=ncom).astype(float)
    out = []
    for i in pick:
        d = np.hypot(*(pos[usable] - pos[i]).T)
        mean = np.bincount(lab_u, d, minlength=ncom) / np.maximum(cnt, 1)
        own = labels[i]
        a = mean[own] * cnt[own] / max(cnt[own] - 1, 1)
        other = np.where((cnt > 0) & (np.arange(ncom) != own), mean, np.inf)
        b = other.min()
        out.append((b - a) / max(a, b, 1e-12))
    return float(np.mean(out))


# --------------------------------------------------------------------------- crossings

def _cross_block(p1, p2, q1, q2) -> np.ndarray:
    """Proper crossings between segments p (a,) and q (b,): boolean (a, b) matrix."""
    def orient(a, b, c):
        return ((b[..., 0] - a[..., 0]) * (c[..., 1] - a[..., 1])
                - (b[..., 1] - a[..., 1]) * (c[..., 0] - a[..., 0]))
    P1, P2 = p1[:, None, :], p2[:, None, :]
    Q1, Q2 = q1[None, :, :], q2[None, :, :]
    o1 = orient(P1, P2, Q1)
    o2 = orient(P1, P2, Q2)
    o3 = orient(Q1, Q2, P1)
    o4 = orient(Q1, Q2, P2)
    return (o1 * o2 < 0) & (o3 * o4 < 0)


def edge_crossings(pos, src, dst, exact_below: int = 4000, samples: int = 2_000_000,
                   seed: int = 0) -> float:
    """Number of pairs of edges that cross (edges sharing an end never count). Exact for up to
    exact_below edges, else estimated from `samples` random edge pairs."""
    pos = np.asarray(pos, dtype=float)
    src = np.asarray(src, dtype=np.int64)
    dst = np.asarray(dst, dtype=np.int64)
    keep = src != dst
    src, dst = src[keep], dst[keep]
    m = len(src)
    if m < 2:
        return 0.0
    a, b = pos[src], pos[dst]
    if m <= exact_below:
        total = 0
        chunk = max(1, 2_000_000 // m)
        for i in range(0, m, chunk):
            blk = _cross_block(a[i:i + chunk], b[i:i + chunk], a, b)
            sh = ((src[i:i + chunk, None] == src[None]) | (src[i:i + chunk, None] == dst[None])
                  | (dst[i:i + chunk, None] == src[None]) | (dst[i:i + chunk, None] == dst[None]))
            total += int((blk & ~sh).sum())
        return total / 2.0
    rng = np.random.default_rng(seed)
    i = rng.integers(0, m, samples)
    j = rng.integers(0, m, samples)
    ok = (i != j) & (src[i] != src[j]) & (src[i] != dst[j]) & (dst[i] != src[j]) & (dst[i] != dst[j])
    i, j = i[ok], j[ok]
    p1, p2, q1, q2 = a[i], b[i], a[j], b[j]

    def orient(u, v, w):
        return (v[:, 0] - u[:, 0]) * (w[:, 1] - u[:, 1]) - (v[:, 1] - u[:, 1]) * (w[:, 0] - u[:, 0])
    hit = (orient(p1, p2, q1) * orient(p1, p2, q2) < 0) & (orient(q1, q2, p1) * orient(q1, q2, p2) < 0)
    frac = float(hit.mean()) if hit.size else 0.0
    return frac * m * (m - 1) / 2.0


# --------------------------------------------------------------------------- discs

def _close_pairs(pos: np.ndarray, reach: float) -> tuple[np.ndarray, np.ndarray]:
    """All pairs (i < j) closer than reach, via a uniform grid of cell size reach."""
    n = len(pos)
    if n < 2:
        return np.empty(0, np.int64), np.empty(0, np.int64)
    cell = np.floor((pos - pos.min(axis=0)) / reach).astype(np.int64)
    w = int(cell[:, 0].max()) + 3
    key = (cell[:, 1] + 1) * w + (cell[:, 0] + 1)
    order = np.argsort(key, kind="stable")
    ks = key[order]
    uniq, start, counts = np.unique(ks, return_index=True, return_counts=True)
    a_parts, b_parts = [], []
    for off in (0, 1, w - 1, w, w + 1):
        tgt = ks + off
        loc = np.searchsorted(uniq, tgt)
        loc = np.minimum(loc, len(uniq) - 1)
        found = uniq[loc] == tgt
        src_i = np.flatnonzero(found)
        if src_i.size == 0:
            continue
        st = start[loc[src_i]]
        ct = counts[loc[src_i]]
        rep_a = np.repeat(src_i, ct)
        rep_b = np.repeat(st - np.cumsum(ct) + ct, ct) + np.arange(int(ct.sum()))
        if off == 0:
            keep = rep_b > rep_a
            rep_a, rep_b = rep_a[keep], rep_b[keep]
        a_parts.append(order[rep_a])
        b_parts.append(order[rep_b])
    if not a_parts:
        return np.empty(0, np.int64), np.empty(0, np.int64)
    a = np.concatenate(a_parts)
    b = np.concatenate(b_parts)
    d = np.hypot(*(pos[a] - pos[b]).T)
    near = d < reach
    return a[near], b[near]


def touching_pairs(pos: np.ndarray, radius: np.ndarray, extra: float) -> tuple[np.ndarray, np.ndarray]:
    """All pairs of discs closer than r_i + r_j + extra (each pair once). A grid sized by the
    common discs finds their pairs; the few big ones (the largest 5 %, if more than twice the
    median radius) are compared with the discs in their band of x, so one hub's reach does
    not make every cell huge."""
    n = len(pos)
    if n < 2:
        return np.empty(0, np.int64), np.empty(0, np.int64)
    r = np.asarray(radius, dtype=float)
    big = r > max(2.0 * float(np.median(r)), float(np.percentile(r, 95))) + 1e-12
    small = np.flatnonzero(~big)
    a_parts, b_parts = [], []
    if small.size >= 2:
        reach = 2.0 * float(r[small].max()) + extra + 1e-9
        a, b = _close_pairs(pos[small], reach)
        a, b = small[a], small[b]
        keep = np.hypot(*(pos[a] - pos[b]).T) < r[a] + r[b] + extra
        a_parts.append(a[keep])
        b_parts.append(b[keep])
    bi = np.flatnonzero(big)
    if bi.size:
        # Each big disc against the discs in its band of x (a sweep over x-sorted centres).
        order = np.argsort(pos[:, 0], kind="stable")
        xs = pos[order, 0]
        rmax = float(r.max())
        lo = np.searchsorted(xs, pos[bi, 0] - r[bi] - rmax - extra, side="left")
        hi = np.searchsorted(xs, pos[bi, 0] + r[bi] + rmax + extra, side="right")
        for i, l, h in zip(bi.tolist(), lo.tolist(), hi.tolist()):
            j = order[l:h]
            d = np.hypot(pos[j, 0] - pos[i, 0], pos[j, 1] - pos[i, 1])
            j = j[(d < r[j] + r[i] + extra) & (j != i) & (~big[j] | (j > i))]   # big-big once
            a_parts.append(np.full(j.size, i, dtype=np.int64))
            b_parts.append(j.astype(np.int64))
    a = np.concatenate(a_parts) if a_parts else np.empty(0, np.int64)
    b = np.concatenate(b_parts) if b_parts else np.empty(0, np.int64)
    return a, b


def disc_overlaps(pos, radius, gap: float = 0.0) -> int:
    """Pairs of discs (radius per node) closer than the sum of their radii plus gap."""
    pos = np.asarray(pos, dtype=float)
    r = np.broadcast_to(np.asarray(radius, dtype=float), (len(pos),))
    if len(pos) < 2:
        return 0
    a, b = _close_pairs(pos, 2.0 * float(r.max()) + gap + 1e-9)
    d = np.hypot(*(pos[a] - pos[b]).T)
    return int((d < r[a] + r[b] + gap - 1e-9).sum())


def remove_overlaps(pos, radius, gap: float = 2.0, fixed=None, iterations: int = 60,
                    edges=None) -> int:
    """Push overlapping discs apart in place (each pair by half its overlap, fixed nodes not at
    all); returns the overlaps left (0 unless the iterations ran out). edges: optional (src,
    dst, rest): linked discs closer than their rest length are pushed apart the same way, so
    every line between them stays visible (a settled layout's short edges in dense spots)."""
    pos_arr = pos
    r = np.broadcast_to(np.asarray(radius, dtype=float), (len(pos_arr),)).astype(float)
    n = len(pos_arr)
    if n < 2:
        return 0
    fixed = np.zeros(n, dtype=bool) if fixed is None else np.asarray(fixed, dtype=bool)
    rng = np.random.default_rng(0)
    # A Verlet list: pairs within slack of touching (r_i + r_j + gap), found once and reused
    # until some disc has moved slack / 2 since (then no pair that touches can be missing from
    # it). The search was nearly all of the cost, and most iterations move discs by a pixel or two.
    slack = 2.0 * float(np.median(r)) + gap
    listed_at = None
    for _ in range(iterations):
        if listed_at is None or float(np.hypot(*(pos_arr - listed_at).T).max()) * 2.0 > slack:
            listed_at = pos_arr.copy()
            pa, pb = touching_pairs(pos_arr, r, gap + slack)
        a, b = pa, pb
        dxy = pos_arr[b] - pos_arr[a]
        d = np.hypot(*dxy.T)
        need = r[a] + r[b] + gap
        bad = d < need
        if edges is not None:
            es, ed, rest = edges
            exy = pos_arr[ed] - pos_arr[es]
            el = np.hypot(*exy.T)
            short = el < rest - 0.02 * (rest - r[es] - r[ed])   # the last 2 % of a line: invisible
            if short.any():
                a = np.concatenate([a[bad], es[short]])
                b = np.concatenate([b[bad], ed[short]])
                dxy = np.concatenate([dxy[bad], exy[short]])
                d = np.concatenate([d[bad], el[short]])
                need = np.concatenate([need[bad], rest[short]])
                bad = np.ones(a.size, dtype=bool)
        if not bad.any():
            return 0
        a, b, dxy, d, need = a[bad], b[bad], dxy[bad], d[bad], need[bad]
        same = d < 1e-9
        if same.any():                         # coincident centres: any direction will do
            ang = rng.uniform(0, 2 * np.pi, int(same.sum()))
            dxy[same] = np.column_stack([np.cos(ang), np.sin(ang)])
            d[same] = 1.0
        u = dxy / d[:, None]
        push = (need - d)[:, None] * u * 0.5 * 1.01
        fa, fb = fixed[a], fixed[b]
        wa = np.where(fa, 0.0, np.where(fb, 2.0, 1.0))   # the free end takes all of it
        wb = np.where(fb, 0.0, np.where(fa, 2.0, 1.0))
        for axis in (0, 1):                    # bincount: many times faster than np.add.at
            pos_arr[:, axis] += (np.bincount(b, push[:, axis] * wb, minlength=n)
                                 - np.bincount(a, push[:, axis] * wa, minlength=n))
    return disc_overlaps(pos_arr, r, gap * 0.5)


# --------------------------------------------------------------------------- packing

def pack_components(pos, src, dst, radius=None, pinned=None, gap: float = 20.0,
                    aspect: float = 1.6) -> np.ndarray:
    """Move components rigidly (in place) so the largest stays where it is and the others sit
    on shelves to its right and below it, the whole picture near `aspect` (width / height).
    Components holding a pinned node are not moved. Returns the component label per node."""
    pos_arr = pos
    n = len(pos_arr)
    labels = _components(n, src, dst)
    if n == 0:
        return labels
    ncomp = int(labels.max()) + 1
    r = np.zeros(n) if radius is None else np.broadcast_to(np.asarray(radius, float), (n,))
    pinned = np.zeros(n, dtype=bool) if pinned is None else np.asarray(pinned, dtype=bool)
    size = np.bincount(labels, minlength=ncomp)
    main = int(np.argmax(size))
    fixed = np.bincount(labels[pinned], minlength=ncomp) > 0
    if not fixed[main] and size[main] > 2:
        # Turn the main component's long axis along the canvas's long side (a rotation
        # changes nothing a reader cares about and lets zoom-to-fit show it bigger).
        _orient_for(pos_arr, labels == main, r, aspect)
    if ncomp < 2:
        return labels
    lo = np.full((ncomp, 2), np.inf)
    hi = np.full((ncomp, 2), -np.inf)
    np.minimum.at(lo, labels, pos_arr - r[:, None])
    np.maximum.at(hi, labels, pos_arr + r[:, None])
    wh = hi - lo + gap
    movable = np.flatnonzero((np.arange(ncomp) != main) & ~fixed)
    if movable.size == 0:
        return labels
    # Tallest first (shelf packing); equal heights keep the larger component first.
    movable = movable[np.lexsort((-size[movable], -wh[movable, 1]))]
    main_w, main_h = wh[main]
    area = float((wh[movable, 0] * wh[movable, 1]).sum() + main_w * main_h)
    best = None
    widest = float(wh[movable, 0].max())
    for width in np.linspace(main_w + widest, max(main_w + widest, 3.0 * np.sqrt(aspect * area)), 24):
        offsets, total_w, total_h = _shelves(wh, movable, main_w, main_h, float(width))
        a = total_w / max(total_h, 1e-9)
        # Smallest picture wins, with a penalty for an aspect far from the canvas's.
        cost = total_w * total_h * (1.0 + abs(np.log(a / aspect)))
        if best is None or cost < best[0]:
            best = (cost, offsets)
    offsets = best[1]
    origin = lo[main]
    shift = np.zeros((ncomp, 2))
    for comp, off in offsets.items():
        shift[comp] = origin + off - lo[comp]
    pos_arr += shift[labels]
    return labels


def _orient_for(pos: np.ndarray, members: np.ndarray, radius: np.ndarray, aspect: float) -> None:
    """Rotate pos[members] about their centroid so that they fit a canvas of `aspect` (width /
    height) at the largest zoom: the principal axis along the canvas's long side, or, when
    the picture is too elongated for a squarish canvas, the angle (in 3-degree steps) whose
    bounding box (discs included) fits best, if that fits at least 5 % larger; such a diagonal
    picture leaves the top-right and bottom-left corners (the legends') free."""
    p = pos[members]
    r = radius[members]
    c = p.mean(axis=0)
    q = p - c
    _, vecs = np.linalg.eigh(q.T @ q)
    major = vecs[:, -1]
    base = np.arctan2(major[1], major[0]) - (np.pi / 2.0 if aspect < 1.0 else 0.0)
    # Candidate turns, the axis-aligned one first; cost: the size that limits the fit.
    turns = np.radians(np.arange(0.0, 180.0, 3.0))
    ang = -(base + turns)
    cs, sn = np.cos(ang), np.sin(ang)
    x = q[:, 0, None] * cs[None, :] - q[:, 1, None] * sn[None, :]
    y = q[:, 0, None] * sn[None, :] + q[:, 1, None] * cs[None, :]
    w = (x + r[:, None]).max(axis=0) - (x - r[:, None]).min(axis=0)
    h = (y + r[:, None]).max(axis=0) - (y - r[:, None]).min(axis=0)
    cost = np.maximum(w / aspect, h)
    pick = 0
    if cost.min() < cost[0] / 1.05:
        # Of the turns about as good as the best, the one whose long axis runs from top left
        # to bottom right (y grows downwards): the legends sit in the other two corners.
        mx = major[0] * cs - major[1] * sn
        my = major[0] * sn + major[1] * cs
        toward = np.cos(2.0 * (np.arctan2(my, mx) - np.pi / 4.0))
        near = cost <= cost.min() * 1.03
        pick = int(np.argmax(np.where(near, toward, -np.inf)))
    rot = np.array([[cs[pick], -sn[pick]], [sn[pick], cs[pick]]])
    pos[members] = q @ rot.T + c


def _shelves(wh, order, main_w, main_h, width):
    """Shelf placement: first the strip right of the main box (height main_h), then full-width
    rows below it. Returns ({comp: (x, y) offset of its low corner}, total width, height)."""
    offsets = {}
    x = main_w
    y = 0.0
    row_h = 0.0
    region_right = True
    total_w = main_w
    bottom = main_h
    for comp in order:
        w, h = wh[comp]
        if region_right:
            if x + w > width:                       # next shelf in the right-hand strip
                x = main_w
                y += row_h
                row_h = 0.0
            if y + h > main_h and y > 0:            # strip full: continue below the main box
                region_right = False
                x, y, row_h = 0.0, max(main_h, y), 0.0
        if not region_right and x + w > width and x > 0:
            x = 0.0
            y += row_h
            row_h = 0.0
        offsets[int(comp)] = (x, y)
        x += w
        row_h = max(row_h, h)
        total_w = max(total_w, x)
        bottom = max(bottom, y + h)
    return offsets, total_w, bottom


def main_component_area_share(pos, src, dst, radius=None) -> float:
    """Area of the largest component's bounding box over the whole picture's bounding box."""
    pos = np.asarray(pos, dtype=float)
    n = len(pos)
    if n == 0:
        return 1.0
    r = np.zeros(n) if radius is None else np.broadcast_to(np.asarray(radius, float), (n,))
    labels = _components(n, src, dst)
    main = labels == np.argmax(np.bincount(labels))
    lo, hi = (pos - r[:, None]).min(axis=0), (pos + r[:, None]).max(axis=0)
    mlo, mhi = (pos[main] - r[main, None]).min(axis=0), (pos[main] + r[main, None]).max(axis=0)
    whole = float(np.prod(np.maximum(hi - lo, 1e-9)))
    return float(np.prod(np.maximum(mhi - mlo, 0.0))) / whole
