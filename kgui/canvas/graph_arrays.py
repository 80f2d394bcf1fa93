"""A graph as numpy arrays: adjacency in CSR form, components and breadth-first hops, without a
Python loop per node. The layout engine and its quality measures both stand on these."""

from __future__ import annotations

import numpy as np


def undirected_csr(n: int, src: np.ndarray, dst: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Adjacency (both directions) as CSR arrays (indptr, indices); self loops dropped."""
    keep = src != dst
    a = np.concatenate([src[keep], dst[keep]])
    b = np.concatenate([dst[keep], src[keep]])
    order = np.argsort(a, kind="stable")
    indptr = np.zeros(n + 1, dtype=np.int64)
    np.cumsum(np.bincount(a, minlength=n), out=indptr[1:])
    return indptr, b[order].astype(np.int64)


def neighbourhood(indptr: np.ndarray, indices: np.ndarray, seeds, hops: int) -> list[np.ndarray]:
    """Rings of a breadth-first search: [seeds, 1 hop, 2 hops, ...] (each node in one ring)."""
    n = len(indptr) - 1
    seen = np.zeros(n, dtype=bool)
    ring = np.unique(np.asarray(seeds, dtype=np.int64))
    seen[ring] = True
    rings = [ring]
    for _ in range(hops):
        nxt = np.unique(gather(indptr, indices, ring))
        nxt = nxt[~seen[nxt]]
        if nxt.size == 0:
            break
        seen[nxt] = True
        rings.append(nxt)
        ring = nxt
    return rings


def connected_components(indptr: np.ndarray, indices: np.ndarray) -> np.ndarray:
    """Component label 0..c-1 of every node (min-label propagation with pointer jumping)."""
    n = len(indptr) - 1
    row = np.repeat(np.arange(n), np.diff(indptr))
    lab = np.arange(n)
    if row.size == 0:
        return lab
    while True:
        new = lab.copy()
        np.minimum.at(new, row, lab[indices])
        while True:                              # jump to the root label
            nxt = new[new]
            if np.array_equal(nxt, new):
                break
            new = nxt
        if np.array_equal(new, lab):
            break
        lab = new
    return np.unique(lab, return_inverse=True)[1]


def gather(indptr: np.ndarray, indices: np.ndarray, nodes: np.ndarray) -> np.ndarray:
    """Concatenated neighbour lists of `nodes` (ragged arange trick, no Python loop)."""
    starts = indptr[nodes]
    lens = indptr[nodes + 1] - starts
    total = int(lens.sum())
    if total == 0:
        return np.empty(0, dtype=indices.dtype)
    offs = np.repeat(starts - np.cumsum(lens) + lens, lens) + np.arange(total)
    return indices[offs]


def bfs_hops(indptr: np.ndarray, indices: np.ndarray, source: int) -> np.ndarray:
    """Hop distance from source to every node (-1: unreachable), one numpy pass per level."""
    n = len(indptr) - 1
    dist = np.full(n, -1, dtype=np.int64)
    dist[source] = 0
    frontier = np.array([source])
    level = 0
    while frontier.size:
        level += 1
        nb = gather(indptr, indices, frontier)
        nb = nb[dist[nb] < 0]
        dist[nb] = level
        # Duplicates out: a scan of dist is cheaper than sorting a large frontier.
        frontier = np.flatnonzero(dist == level) if nb.size * 16 > n else np.unique(nb)
    return dist
