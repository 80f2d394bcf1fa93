"""The graph-structure benchmark's pieces run and measure what they say, on small sizes."""

from __future__ import annotations

import sys
from pathlib import Path

import networkx as nx

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "benchmarks"))
import graph_structure  # noqa: E402


def test_clustered_graph_has_the_size_asked_and_is_the_same_every_time():
    g = graph_structure.clustered(1000)
    assert g.number_of_nodes() == 1000 and nx.utils.graphs_equal(g, graph_structure.clustered(1000))
    assert sum(1 for v in g if g.degree(v) == 0) > 0          # some isolated nodes, as in clustered_5000


def test_one_graph_row_and_the_store_figures():
    row = graph_structure.bench_graph("karate", nx.karate_club_graph(), runs=1)
    assert row["nodes"] == 34 and row["edges"] == 78 and row["communities"] >= 3
    assert row["ours"] > 0 and row["networkx"] > 0 and row["pagerank_max_diff"] < 1e-4
    store = graph_structure.bench_store(300, runs=1)
    assert store["entities"] == 300 and store["structure"] > 0 and store["path"] > 0
    assert len(store["path_hops"]) == 9
