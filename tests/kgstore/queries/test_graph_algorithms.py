"""graph_algorithms on plain arrays: shortest paths against networkx, PageRank and Louvain
against networkx on karate, planted communities of clustered_5000 recovered, isolates."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import networkx as nx
import numpy as np
import pytest
from networkx.algorithms.link_analysis.pagerank_alg import _pagerank_python

from kgstore import Structure, ValidationError
from kgstore.queries.graph_algorithms import pagerank, shortest_path_indices, structure

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "benchmarks"))


def _arrays(g: nx.Graph):
    index = {v: i for i, v in enumerate(g.nodes)}
    src = np.array([index[a] for a, _ in g.edges], dtype=np.int64)
    dst = np.array([index[b] for _, b in g.edges], dtype=np.int64)
    return index, src, dst


@pytest.mark.parametrize("directed", [False, True])
def test_shortest_paths_have_networkx_lengths_and_real_edges(directed):
    rng = random.Random(5)
    for _ in range(300):
        n, m = rng.randint(1, 40), rng.randint(0, 90)
        src = [rng.randrange(n) for _ in range(m)]
        dst = [rng.randrange(n) for _ in range(m)]
        g = nx.DiGraph() if directed else nx.Graph()
        g.add_nodes_from(range(n))
        g.add_edges_from((a, b) for a, b in zip(src, dst) if a != b)
        s, t = rng.randrange(n), rng.randrange(n)
        found = shortest_path_indices(n, src, dst, s, t, directed)
        if not nx.has_path(g, s, t):
            assert found is None
            continue
        nodes, edges = found
        assert nodes[0] == s and nodes[-1] == t and len(edges) == nx.shortest_path_length(g, s, t)
        for k, e in enumerate(edges):
            forward = (src[e], dst[e]) == (nodes[k], nodes[k + 1])
            assert forward or (not directed and (src[e], dst[e]) == (nodes[k + 1], nodes[k]))


def test_shortest_path_direction_same_node_and_ties():
    # 0 -> 1 -> 2 and 0 <- 3 <- 2: undirected, 0..2 has two 2-hop paths (either, but always the same).
    src, dst = [0, 1, 3, 2], [1, 2, 0, 3]
    found = shortest_path_indices(4, src, dst, 0, 2)
    assert found in (([0, 1, 2], [0, 1]), ([0, 3, 2], [2, 3]))
    assert all(shortest_path_indices(4, src, dst, 0, 2) == found for _ in range(5))
    assert shortest_path_indices(4, src, dst, 0, 2, directed=True) == ([0, 1, 2], [0, 1])
    assert shortest_path_indices(4, src, dst, 2, 0, directed=True) == ([2, 3, 0], [3, 2])
    assert shortest_path_indices(4, src, dst, 1, 0, directed=True) == ([1, 2, 3, 0], [1, 3, 2])
    assert shortest_path_indices(4, src, dst, 3, 3) == ([3], [])
    assert shortest_path_indices(5, src, dst, 0, 4) is None          # 4 is isolated
    assert shortest_path_indices(2, [], [], 0, 1) is None


@pytest.mark.parametrize("bad", [
    dict(n=-1), dict(source=7), dict(target=-1), dict(src=[0, 1], dst=[1]), dict(src=[0, 9], dst=[1, 0]),
    dict(source=True), dict(src=[0.5], dst=[1.0]),
])
def test_bad_input_is_a_validation_error(bad):
    args = dict(n=3, src=[0, 1], dst=[1, 2], source=0, target=2) | bad
    with pytest.raises(ValidationError):
        shortest_path_indices(args["n"], args["src"], args["dst"], args["source"], args["target"])


def test_karate_pagerank_and_communities_agree_with_networkx():
    g = nx.karate_club_graph()
    _, src, dst = _arrays(g)
    s = structure(34, src, dst, seed=3)
    assert isinstance(s, Structure)
    ref = _pagerank_python(g, weight=None, tol=1e-13, max_iter=10_000)
    assert np.allclose(s.pagerank, [ref[v] for v in range(34)], atol=1e-6, rtol=0)
    assert np.allclose(pagerank(34, src, dst), s.pagerank)
    assert s.pagerank.sum() == pytest.approx(1.0)
    assert s.degree.tolist() == [g.degree(v) for v in range(34)]
    assert s.modularity > 0.35
    same = nx.Graph()
    same.add_nodes_from(range(34))
    same.add_edges_from(zip(src.tolist(), dst.tolist()))
    theirs = nx.community.louvain_communities(same, seed=3)
    ours = [set(np.flatnonzero(s.community == c).tolist()) for c in range(s.communities)]
    assert sorted(map(sorted, ours)) == sorted(map(sorted, theirs))
    assert s.modularity == pytest.approx(nx.community.modularity(same, theirs))
    sizes = [len(c) for c in ours]
    assert sizes == sorted(sizes, reverse=True)                      # 0 is the largest
    again = structure(34, src, dst, seed=3)
    assert again.community.tolist() == s.community.tolist()          # deterministic for a seed


def test_isolates_parallel_edges_and_empty_graphs():
    # 0-1-2 triangle (0-1 given twice, once reversed), 3 and 4 isolated.
    s = structure(5, [0, 1, 1, 2], [1, 0, 2, 0], seed=0)
    assert s.degree.tolist() == [3, 3, 2, 0, 0]                      # each relationship counts
    assert s.community.tolist() == [0, 0, 0, 1, 2]                   # isolates: one each
    assert s.pagerank[0] == pytest.approx(s.pagerank[2])            # the simple graph: a triangle
    assert s.pagerank[3] == pytest.approx(s.pagerank[4]) and s.pagerank[3] < s.pagerank[0]
    empty = structure(0, [], [])
    assert empty.communities == 0 and empty.modularity == 0.0 and len(empty.pagerank) == 0
    alone = structure(3, [], [])
    assert alone.community.tolist() == [0, 1, 2] and np.allclose(alone.pagerank, 1 / 3)


def test_clustered_5000_planted_communities_mostly_recovered():
    from real_graphs import clustered_5000

    g = clustered_5000()
    index, src, dst = _arrays(g)
    s = structure(len(index), src, dst, seed=0)
    assert s.modularity > 0.8
    # The 40 planted blocks are the connected pieces left when the 4 % bridging edges go; each
    # node's block is the one in the generator: rebuild it from the generator's block sizes.
    rng = nx.utils.create_random_state(11)
    sizes, left = [], 4700
    while left > 0:
        size = int(min(left, rng.randint(20, 400)))
        sizes.append(size)
        left -= size
    planted = np.repeat(np.arange(len(sizes)), sizes)
    ours = np.array([s.community[index[f"n{v}"]] for v in range(4700)])
    # For each planted block, the share of its nodes in its most common found community.
    agree = sum(np.bincount(ours[planted == b]).max() for b in range(len(sizes)))
    assert agree / 4700 > 0.85


@pytest.mark.parametrize("name,seeds", [("karate", (0, 1, 7)), ("les_miserables", (0, 2)), ("florentine", (0,)),
                                        ("scale_free_2000", (0, 5)), ("clustered_5000", (0,))])
def test_louvain_is_networkx_louvain_with_the_same_seed(name, seeds):
    """graph_algorithms.louvain restates networkx's first level for speed: the partition must be
    exactly the one networkx's louvain_communities finds (isolated nodes included)."""
    from real_graphs import graph

    from kgstore.queries.graph_algorithms import _simple_undirected, louvain

    n, src, dst = (lambda idx, s, d: (len(idx), s, d))(*_arrays(graph(name)))
    lo, hi = _simple_undirected(n, src, dst)
    g = nx.Graph()
    g.add_nodes_from(range(n))
    g.add_edges_from(zip(lo.tolist(), hi.tolist()))
    for seed in seeds:
        theirs = nx.community.louvain_communities(g, seed=seed)
        assert sorted(map(sorted, louvain(n, lo, hi, seed=seed))) == sorted(map(sorted, theirs))
