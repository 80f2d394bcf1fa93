"""The graphs the canvas is judged on, and a loader that writes one into a knowledge-graph file.

Real graphs nobody here drew (networkx ships them) plus two generated ones at the sizes where
explorers fail: a 2,000-node scale-free graph (a few hubs with ~100 relationships, a long tail,
and some isolated entities, as an agent's memory has) and a 5,000-node clustered graph
(communities of uneven size, few edges between them), and the demo workspace.

    python benchmarks/real_graphs.py --db /tmp/lesmis.db les_miserables   # then: kgui --db /tmp/lesmis.db

Every generated graph has a fixed seed: the same graph in every run.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import networkx as nx

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

GRAPH_NAMES = ("karate", "florentine", "les_miserables", "scale_free_2000", "clustered_5000", "demo")


def scale_free_2000(seed: int = 7) -> nx.Graph:
    """2,000 nodes: Barabasi-Albert with one edge per newcomer (hubs of ~50-120), a few extra
    random edges so there are cycles, and 60 isolated entities nobody linked yet."""
    g = nx.barabasi_albert_graph(1940, 1, seed=seed)
    rng = nx.utils.create_random_state(seed)
    for _ in range(400):
        a, b = rng.randint(0, 1940, 2)
        if a != b:
            g.add_edge(int(a), int(b))
    g.add_nodes_from(range(1940, 2000))
    return nx.relabel_nodes(g, {v: f"node {v}" for v in g})


def clustered_5000(seed: int = 11) -> nx.Graph:
    """5,000 nodes in 40 communities of 20-400 nodes (scale-free inside), 4 % of edges between
    communities, plus 12 small separate components and 30 isolated nodes."""
    rng = nx.utils.create_random_state(seed)
    sizes = []
    left = 4700
    while left > 0:
        s = int(min(left, rng.randint(20, 400)))
        sizes.append(s)
        left -= s
    g = nx.Graph()
    start = 0
    blocks = []
    for i, s in enumerate(sizes):
        part = nx.barabasi_albert_graph(s, 2 if s > 3 else 1, seed=seed + i)
        g.add_edges_from((start + a, start + b) for a, b in part.edges())
        blocks.append(range(start, start + s))
        start += s
    inside = g.number_of_edges()
    for _ in range(int(inside * 0.04)):
        b1, b2 = rng.choice(len(blocks), 2, replace=False)
        g.add_edge(int(rng.choice(blocks[b1])), int(rng.choice(blocks[b2])))
    for c in range(12):                     # small separate components (paths, stars, triangles)
        s = int(rng.randint(2, 25))
        part = nx.barabasi_albert_graph(s, 1, seed=seed + 100 + c) if s > 2 else nx.path_graph(2)
        g.add_edges_from((start + a, start + b) for a, b in part.edges())
        start += s
    g.add_nodes_from(range(start, start + 5000 - start))
    return nx.relabel_nodes(g, {v: f"n{v}" for v in g})


def demo_graph() -> nx.Graph:
    from kgstore.agent.demo import read_demo

    data = read_demo()
    g = nx.Graph()
    names = {e["key"]: e["name"] for e in data["entities"]}
    g.add_nodes_from(names.values())
    g.add_edges_from((names[e["source"]], names[e["target"]]) for e in data.get("edges", []))
    return g


def graph(name: str) -> nx.Graph:
    """One of GRAPH_NAMES as an undirected networkx graph whose node names are strings."""
    if name == "karate":
        g = nx.karate_club_graph()
        return nx.relabel_nodes(g, {v: f"member {v}" for v in g})
    if name == "florentine":
        return nx.florentine_families_graph()
    if name == "les_miserables":
        return nx.les_miserables_graph()
    if name == "scale_free_2000":
        return scale_free_2000()
    if name == "clustered_5000":
        return clustered_5000()
    if name == "demo":
        return demo_graph()
    raise ValueError(f"unknown graph {name!r}; choose one of {', '.join(GRAPH_NAMES)}")


def load_into(db_path: str | Path, name: str, workspace: str = "default", now: int | None = None) -> dict:
    """Write graph `name` into workspace `workspace` of the file (one transaction); the demo is
    loaded with its own times and observations. Returns {node name: entity id}."""
    import kgstore
    from kgstore.agent.demo import load_demo

    with kgstore.open(db_path) as kg:
        ws = kg.workspace(workspace)
        if name == "demo":
            load_demo(ws, now=now)
            return {e.name: e.id for e in ws.entities()}
        g = graph(name)
        ids: dict[str, str] = {}
        with kg.transaction():
            for v in g.nodes:
                ids[v] = ws.upsert_entity("concept", str(v), source="manual").id
            for a, b in g.edges:
                if a != b:
                    ws.create_edge(ids[a], ids[b], "related_to", source="manual",
                                   valid_from=now if now is not None else None)
        return ids


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("name", choices=GRAPH_NAMES)
    parser.add_argument("--db", required=True, help="file to write (must not hold this workspace yet)")
    parser.add_argument("--workspace", default="default")
    args = parser.parse_args(argv)
    ids = load_into(args.db, args.name, args.workspace)
    print(f"{args.name}: {len(ids)} entities written to {args.db} (workspace {args.workspace!r})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
