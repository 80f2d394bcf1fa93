"""Graph questions on plain arrays: shortest paths and structure (degree, PageRank, communities).

Nothing here reads the store or knows Qt: a graph is `n` nodes numbered 0..n-1 and its edges
as two equal-length integer sequences `src`, `dst` (edge i goes src[i] -> dst[i]). The store
(kgstore.queries.graph_questions) calls these on a workspace's edges, the explorer on the arrays of what
its canvas shows, so each rule is stated once, here.

- shortest_path_indices: fewest hops, directed or not (bidirectional BFS, neighbours visited in
  edge order): among equally short paths the same one is chosen on every run for the same arrays.
- structure: degree, PageRank (numpy power iteration, the same fixed point as networkx's
  pagerank with weight=None) and Louvain communities (exactly the partition networkx's
  louvain_communities finds with the given seed; see louvain()), all on the undirected simple graph (parallel edges and directions collapsed,
  self-loops dropped). An isolated node is a community of its own; communities are numbered by
  size, largest first (0), ties by their smallest node.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

import numpy as np

from ..errors import ValidationError
from ..records import Structure

PAGERANK_ALPHA = 0.85
PAGERANK_TOL = 1e-10        # L1 change per node at which the iteration stops
PAGERANK_MAX_ITER = 1000


def _arrays(n, src, dst) -> tuple[int, np.ndarray, np.ndarray]:
    if isinstance(n, bool) or not isinstance(n, (int, np.integer)) or n < 0:
        raise ValidationError(f"n must be a non-negative integer; got {n!r}")
    n = int(n)
    a = np.asarray(src)
    b = np.asarray(dst)
    if a.ndim != 1 or b.ndim != 1 or len(a) != len(b):
        raise ValidationError("src and dst must be one-dimensional and of equal length")
    if len(a) and (a.dtype.kind not in "iu" or b.dtype.kind not in "iu"):
        raise ValidationError("src and dst must hold integer node indices")
    a = a.astype(np.int64, copy=False)
    b = b.astype(np.int64, copy=False)
    if len(a) and (min(a.min(), b.min()) < 0 or max(a.max(), b.max()) >= n):
        raise ValidationError(f"src and dst must hold node indices from 0 to {n - 1}")
    return n, a, b


def _check_node(value, n: int, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)) or not 0 <= value < n:
        raise ValidationError(f"{what} must be a node index from 0 to {n - 1}; got {value!r}")
    return int(value)


def _csr(n: int, ends: np.ndarray, others: np.ndarray, edge_ids: np.ndarray):
    """Adjacency as Python lists (fast to index in a BFS): for node v, the neighbours
    others[ptr[v]:ptr[v+1]] reached by edges edge_ids[...], in edge order."""
    order = np.argsort(ends, kind="stable")
    ptr = np.zeros(n + 1, dtype=np.int64)
    np.cumsum(np.bincount(ends, minlength=n), out=ptr[1:])
    return ptr.tolist(), others[order].tolist(), edge_ids[order].tolist()


def shortest_path_indices(n: int, src: Sequence[int], dst: Sequence[int], source: int, target: int,
                          directed: bool = False) -> tuple[list[int], list[int]] | None:
    """The fewest-hops path from node `source` to node `target`, as (nodes, edges): nodes from
    source to target, edges[k] the index (into src/dst) of the edge between nodes[k] and
    nodes[k+1]. None when there is no path. directed=True follows edges src -> dst only;
    otherwise an edge is walked either way. source == target: ([source], [])."""
    n, a, b = _arrays(n, src, dst)
    s = _check_node(source, n, "source")
    t = _check_node(target, n, "target")
    if s == t:
        return [s], []
    m = len(a)
    if not m:
        return None
    keep = a != b                       # a self-loop never shortens a path
    eid = np.arange(m, dtype=np.int64)[keep]
    a, b = a[keep], b[keep]
    if directed:
        fwd = _csr(n, a, b, eid)                                        # out-edges
        bwd = _csr(n, b, a, eid)                                        # in-edges
    else:
        fwd = bwd = _csr(n, np.concatenate([a, b]), np.concatenate([b, a]), np.concatenate([eid, eid]))
    # parent[v] = (previous node, edge) towards the side's start; start nodes map to (-1, -1).
    parents = ({s: (-1, -1)}, {t: (-1, -1)})
    dist = ({s: 0}, {t: 0})
    fronts = ([s], [t])
    adjacency = (fwd, bwd)
    while fronts[0] and fronts[1]:
        # Expand the smaller frontier by one whole level.
        side = 0 if len(fronts[0]) <= len(fronts[1]) else 1
        ptr, nbr, via = adjacency[side]
        mine, theirs = parents[side], parents[1 - side]
        mine_dist, their_dist = dist[side], dist[1 - side]
        level = mine_dist[fronts[side][0]] + 1
        nxt: list[int] = []
        best = None                     # (their distance, meeting node) of the best meeting
        for v in fronts[side]:
            for k in range(ptr[v], ptr[v + 1]):
                w = nbr[k]
                if w in mine:
                    continue
                mine[w] = (v, via[k])
                mine_dist[w] = level
                nxt.append(w)
                if w in theirs and (best is None or their_dist[w] < best[0]):
                    best = (their_dist[w], w)
        if best is not None:
            return _join(best[1], parents[0], parents[1])
        fronts = (nxt, fronts[1]) if side == 0 else (fronts[0], nxt)
    return None


def _join(meet: int, from_source: dict, from_target: dict) -> tuple[list[int], list[int]]:
    nodes, edges = [meet], []
    v = meet
    while from_source[v][0] != -1:
        v, e = from_source[v]
        nodes.append(v)
        edges.append(e)
    nodes.reverse()
    edges.reverse()
    v = meet
    while from_target[v][0] != -1:
        v, e = from_target[v]
        nodes.append(v)
        edges.append(e)
    return nodes, edges


def _simple_undirected(n: int, a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Each unordered pair once (lo < hi), self-loops dropped, in order of first appearance."""
    keep = a != b
    lo = np.minimum(a[keep], b[keep])
    hi = np.maximum(a[keep], b[keep])
    if not len(lo):
        return lo, hi
    key = lo * n + hi
    _, first = np.unique(key, return_index=True)
    first.sort()
    return lo[first], hi[first]


def pagerank(n: int, src: Sequence[int], dst: Sequence[int], *, alpha: float = PAGERANK_ALPHA,
             tol: float = PAGERANK_TOL, max_iter: int = PAGERANK_MAX_ITER) -> np.ndarray:
    """PageRank of the undirected simple graph (networkx's pagerank(G, weight=None) on nx.Graph):
    uniform teleport, a node without neighbours spreads its rank evenly over all nodes."""
    n, a, b = _arrays(n, src, dst)
    lo, hi = _simple_undirected(n, a, b)
    return _pagerank(n, lo, hi, alpha, tol, max_iter)


def _pagerank(n: int, lo: np.ndarray, hi: np.ndarray, alpha: float, tol: float, max_iter: int) -> np.ndarray:
    if n == 0:
        return np.zeros(0)
    frm = np.concatenate([lo, hi])
    to = np.concatenate([hi, lo])
    deg = np.bincount(frm, minlength=n).astype(np.float64)
    dangling = deg == 0
    inv = np.divide(1.0, deg, out=np.zeros(n), where=~dangling)
    x = np.full(n, 1.0 / n)
    for _ in range(max_iter):
        last = x
        spread = np.bincount(to, weights=(x * inv)[frm], minlength=n)
        x = alpha * spread + (alpha * last[dangling].sum() + 1.0 - alpha) / n
        if np.abs(x - last).sum() < n * tol:
            break
    return x / x.sum()


def structure(n: int, src: Sequence[int], dst: Sequence[int], *, seed: int = 0) -> Structure:
    """Degree, PageRank and Louvain communities of the graph (see the module's docstring).
    Deterministic for a seed: the same arrays and seed give the same communities."""
    import networkx as nx

    t0 = time.perf_counter()
    n, a, b = _arrays(n, src, dst)
    if isinstance(seed, bool) or not isinstance(seed, (int, np.integer)):
        raise ValidationError(f"seed must be an integer; got {seed!r}")
    loops = a == b
    degree = (np.bincount(a[~loops], minlength=n) + np.bincount(b[~loops], minlength=n)).astype(np.int64)
    lo, hi = _simple_undirected(n, a, b)
    rank = _pagerank(n, lo, hi, PAGERANK_ALPHA, PAGERANK_TOL, PAGERANK_MAX_ITER)
    community = np.zeros(n, dtype=np.int64)
    modularity = 0.0
    if n:
        parts = louvain(n, lo, hi, seed=int(seed))
        parts = sorted((sorted(p) for p in parts), key=lambda p: (-len(p), p[0]))
        for c, members in enumerate(parts):
            community[members] = c
        modularity = _modularity(n, lo, hi, community, len(parts))
    return Structure(degree=degree, pagerank=rank, community=community, modularity=modularity,
                     seconds=time.perf_counter() - t0)


def louvain(n: int, lo: np.ndarray, hi: np.ndarray, *, seed: int = 0) -> list[set[int]]:
    """The communities networkx's louvain_communities(G, seed=seed) finds on the simple graph
    G with nodes 0..n-1 and edges lo[i]-hi[i] (lo < hi, each pair once) added in that order:
    the same partition, in a fraction of the time.

    The first level (every node, where nearly all the time goes) is networkx's _one_level
    restated for unit weights: the same random order, the same neighbour order (that of the
    weighted copy louvain_partitions makes, derived here with numpy), the same float arithmetic
    in the same order, so every move is the same; neighbour communities are counted in C. The
    first aggregated graph is built as networkx's _gen_graph builds it; the later levels, on a
    few hundred nodes, are networkx's own steps with the same random generator. Modularity,
    which networkx recomputes on each level to decide when to stop, is computed with numpy.
    With a networkx that lacks those steps, its louvain_communities is called instead.
    """
    import random

    import networkx as nx

    try:
        from networkx.algorithms.community.louvain import _gen_graph, _one_level
    except ImportError:  # pragma: no cover - another networkx: its own, slower
        g = nx.Graph()
        g.add_nodes_from(range(n))
        g.add_edges_from(zip(lo.tolist(), hi.tolist()))
        return nx.community.louvain_communities(g, seed=seed)
    m_edges = len(lo)
    if not m_edges:
        return [{u} for u in range(n)]
    rng = random.Random(seed)  # what networkx's py_random_state makes of an integer seed
    # louvain_partitions works on a weighted copy whose edges come in G.edges order: by the
    # smaller end, then in the order they were added; each node's neighbours in that order.
    order = np.argsort(lo, kind="stable")
    a, b = lo[order], hi[order]
    ends = np.concatenate([a, b])
    others = np.concatenate([b, a])
    position = np.concatenate([np.arange(m_edges), np.arange(m_edges)])
    by_end = np.lexsort((position, ends))
    ptr = np.zeros(n + 1, dtype=np.int64)
    np.cumsum(np.bincount(ends, minlength=n), out=ptr[1:])
    flat = others[by_end].tolist()
    bounds = ptr.tolist()
    nbrs = [flat[bounds[u]:bounds[u + 1]] for u in range(n)]
    m = float(m_edges)            # graph.size(weight="weight") of unit weights
    labels = np.arange(n, dtype=np.int64)
    mod = _modularity(n, lo, hi, labels, n)
    node2com = np.asarray(_first_level(nbrs, m, rng), dtype=np.int64)
    used, labels = np.unique(node2com, return_inverse=True)   # communities in index order
    partition: list[set[int]] = [set() for _ in range(len(used))]
    for u, c in enumerate(labels.tolist()):
        partition[c].add(u)
    # _gen_graph of the level: node i holds partition[i]; edges in the copy's edge order,
    # each community pair once (first occurrence), weights summed.
    graph = nx.Graph()
    for i, part in enumerate(partition):
        graph.add_node(i, nodes=set(part))
    ca, cb = labels[a], labels[b]
    key = np.minimum(ca, cb) * len(used) + np.maximum(ca, cb)
    _, first, counts = np.unique(key, return_index=True, return_counts=True)
    seq = np.argsort(first, kind="stable")
    graph.add_weighted_edges_from(zip(ca[first[seq]].tolist(), cb[first[seq]].tolist(), counts[seq].tolist()))
    inner = [{i} for i in range(len(partition))]
    best = [set(p) for p in partition]
    new_mod = _modularity(n, lo, hi, labels, len(partition))
    while new_mod - mod > 1e-7:   # networkx's default threshold
        mod = new_mod
        partition, inner, improvement = _one_level(graph, m, partition, 1, False, rng)
        if not improvement:
            break
        best = [set(p) for p in partition]
        for i, p in enumerate(partition):
            labels[list(p)] = i
        new_mod = _modularity(n, lo, hi, labels, len(partition))
        graph = _gen_graph(graph, inner)
    return best


def _first_level(nbrs: list[list[int]], m: float, rng) -> list[int]:
    """networkx's _one_level on the unit-weight graph: each node's community after the moves."""
    from collections import _count_elements

    n = len(nbrs)
    node2com = list(range(n))
    degrees = [len(nb) for nb in nbrs]
    stot = list(degrees)
    two_m2 = 2 * m**2
    order = list(range(n))
    rng.shuffle(order)
    get = node2com.__getitem__
    moves = 1
    while moves > 0:
        moves = 0
        for u in order:
            best_mod = 0
            best_com = node2com[u]
            weights: dict[int, int] = {}
            _count_elements(weights, map(get, nbrs[u]))
            degree = degrees[u]
            stot[best_com] -= degree
            remove_cost = -weights.get(best_com, 0) / m + (stot[best_com] * degree) / two_m2
            for com, wt in weights.items():
                gain = remove_cost + wt / m - (stot[com] * degree) / two_m2
                if gain > best_mod:
                    best_mod = gain
                    best_com = com
            stot[best_com] += degree
            if best_com != node2com[u]:
                moves += 1
                node2com[u] = best_com
    return node2com


def _modularity(n: int, lo: np.ndarray, hi: np.ndarray, community: np.ndarray, count: int) -> float:
    """Newman's modularity (resolution 1) of the partition on the simple undirected graph."""
    m = len(lo)
    if m == 0:
        return 0.0
    deg = np.bincount(np.concatenate([lo, hi]), minlength=n).astype(np.float64)
    inside = np.bincount(community[lo][community[lo] == community[hi]], minlength=count).astype(np.float64)
    total = np.bincount(community, weights=deg, minlength=count)
    return float((inside / m - (total / (2.0 * m)) ** 2).sum())
