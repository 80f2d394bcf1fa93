#!/usr/bin/env python3
"""Layout quality: our layout modes next to igraph's Fruchterman-Reingold and networkx's
ForceAtlas2, on the graphs of real_graphs.py, in one run.

Usage:
    QT_QPA_PLATFORM=offscreen python benchmarks/layout_quality.py [--graphs karate,les_miserables]
        [--big 10000] [--no-big] [--pictures docs/canvas] [--fa2-max-nodes 2500] [--seed 0]

For every graph and every layout it reports
  * stress:    normalised stress against hop distances with the optimal scale (lower is better;
               sampled pivots above 600 nodes),
  * crossings: edge crossings (exact up to 4,000 edges, else a sampled estimate),
  * overlaps:  pairs of node discs that overlap (radius by degree as the canvas draws them),
  * silhouette: how well Louvain communities come out as separate clumps (mean silhouette of
               sampled nodes, -1..1, higher is better),
  * main share: the largest component's bounding box over the whole picture's (zoom-to-fit
               shows the main component this big),
  * seconds:   wall time from nothing placed to settled (ours: until the layout stops itself).
Then the whole layout of a clustered graph of --big nodes, ours against igraph's FR, and the
ratio. igraph is optional (pip install igraph, or the `bench` extra): without it that baseline
is skipped and said so. With --pictures, one 800x500 PNG per graph and layout is written
(simple dots coloured by community and lines, drawn with QPainter offscreen).

Prints a table and, last, one JSON line.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import networkx as nx  # noqa: E402
import numpy as np  # noqa: E402

from benchmarks.real_graphs import graph  # noqa: E402
from kgui.canvas.layout import ForceLayout, LayoutParams, tune_malloc  # noqa: E402
from kgui.canvas.layout_quality import (disc_overlaps, edge_crossings,  # noqa: E402
                                        main_component_area_share, normalised_stress,
                                        silhouette)
from kgui.canvas.scene_model import degree_radius  # noqa: E402

try:
    import igraph
except ImportError:          # optional baseline
    igraph = None

SMALL_GRAPHS = ("karate", "florentine", "les_miserables", "demo")
ALL_GRAPHS = SMALL_GRAPHS + ("scale_free_2000", "clustered_5000")
OUR_MODES = ("communities", "classic")


def arrays(g: nx.Graph):
    nodes = list(g)
    index = {v: i for i, v in enumerate(nodes)}
    edges = [(index[a], index[b]) for a, b in g.edges() if a != b]
    src = np.array([a for a, _ in edges], dtype=np.int64)
    dst = np.array([b for _, b in edges], dtype=np.int64)
    deg = np.bincount(np.concatenate([src, dst]), minlength=len(nodes))
    return nodes, src, dst, degree_radius(deg.astype(float))


def clustered(n: int, seed: int = 5) -> nx.Graph:
    """n nodes in communities of 20-400 (scale-free inside), 4 % of edges between them."""
    rng = np.random.default_rng(seed)
    g = nx.Graph()
    start, blocks = 0, []
    while start < n:
        s = int(min(n - start, rng.integers(20, 400)))
        part = nx.barabasi_albert_graph(s, 2 if s > 3 else 1, seed=seed + len(blocks))
        g.add_edges_from((start + a, start + b) for a, b in part.edges())
        g.add_nodes_from(range(start, start + s))
        blocks.append((start, s))
        start += s
    for _ in range(int(g.number_of_edges() * 0.04)):
        i, j = rng.choice(len(blocks), 2, replace=False)
        a = blocks[i][0] + int(rng.integers(blocks[i][1]))
        b = blocks[j][0] + int(rng.integers(blocks[j][1]))
        g.add_edge(a, b)
    return g


def communities_of(g: nx.Graph, nodes) -> np.ndarray:
    index = {v: i for i, v in enumerate(nodes)}
    labels = np.zeros(len(nodes), dtype=np.int64)
    comms = nx.community.louvain_communities(g, seed=1)
    for c, members in enumerate(sorted(comms, key=len, reverse=True)):
        for v in members:
            labels[index[v]] = c
    return labels


# --------------------------------------------------------------------------- layouts

def ours(mode: str):
    def run(g, nodes, src, dst, radius):
        t = time.perf_counter()
        lay = ForceLayout(np.full((len(nodes), 2), np.nan), src, dst,
                          params=LayoutParams(mode=mode), radius=radius)
        lay.run()
        return lay.positions(), time.perf_counter() - t
    return run


def igraph_fr(g, nodes, src, dst, radius):
    ig = igraph.Graph(n=len(nodes), edges=list(zip(src.tolist(), dst.tolist())))
    t = time.perf_counter()
    lay = ig.layout_fruchterman_reingold()
    return np.array(lay.coords, dtype=float), time.perf_counter() - t


def nx_fa2(linlog: bool):
    def run(g, nodes, src, dst, radius):
        h = nx.Graph()
        h.add_nodes_from(range(len(nodes)))
        h.add_edges_from(zip(src.tolist(), dst.tolist()))
        t = time.perf_counter()
        p = nx.forceatlas2_layout(h, linlog=linlog, seed=1)
        return np.array([p[i] for i in range(len(nodes))], dtype=float), time.perf_counter() - t
    return run


def scaled_like_ours(pos, src, dst, radius, ideal: float):
    """Baselines draw in their own units: scale them so the median edge is `ideal` long, then
    disc overlaps compare like with like (the canvas would draw their discs at that size)."""
    if src.size == 0:
        return pos
    el = np.hypot(*(pos[src] - pos[dst]).T)
    med = float(np.median(el[el > 0])) if (el > 0).any() else 1.0
    return (pos - pos.mean(axis=0)) * (ideal / med)


# --------------------------------------------------------------------------- pictures

def draw(path: Path, pos, src, dst, radius, labels, title: str, w: int = 800, h: int = 500):
    from PySide6.QtCore import QPointF, QRectF, Qt
    from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter, QPen

    if QGuiApplication.instance() is None:
        draw.app = QGuiApplication([])          # keep a reference for the process's life
    img = QImage(w, h, QImage.Format_RGB32)
    img.fill(QColor("white"))
    lo = (pos - radius[:, None]).min(axis=0)
    hi = (pos + radius[:, None]).max(axis=0)
    margin = 16
    s = min((w - 2 * margin) / max(hi[0] - lo[0], 1e-9), (h - 2 * margin - 14) / max(hi[1] - lo[1], 1e-9))
    extent = (hi - lo) * s
    xy = (pos - lo) * s + np.array([(w - extent[0]) / 2, 14 + (h - 14 - extent[1]) / 2])
    painter = QPainter(img)
    painter.setRenderHint(QPainter.Antialiasing, True)
    pen = QPen(QColor(120, 120, 120, 70 if len(src) > 2000 else 140))
    pen.setWidthF(0.6)
    painter.setPen(pen)
    for a, b in zip(src, dst):
        painter.drawLine(QPointF(*xy[a]), QPointF(*xy[b]))
    painter.setPen(Qt.NoPen)
    palette = [QColor.fromHsv(int(i * 137.5) % 360, 170, 210) for i in range(64)]
    for i in np.argsort(radius, kind="stable"):
        painter.setBrush(palette[labels[i] % 64])
        r = max(radius[i] * s, 1.2)
        painter.drawEllipse(QRectF(xy[i, 0] - r, xy[i, 1] - r, 2 * r, 2 * r))
    painter.setPen(QColor("black"))
    painter.drawText(6, 14, title)
    painter.end()
    img.save(str(path))


# --------------------------------------------------------------------------- main

def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--graphs", default=",".join(ALL_GRAPHS))
    parser.add_argument("--big", type=int, default=10000, help="nodes of the speed comparison")
    parser.add_argument("--no-big", action="store_true")
    parser.add_argument("--big-runs", type=int, default=5,
                        help="alternating runs of the speed comparison (medians reported)")
    parser.add_argument("--pictures", default=None, help="folder for PNG pictures")
    parser.add_argument("--fa2-max-nodes", type=int, default=2500,
                        help="networkx FA2 is O(n^2) per iteration: skipped above this")
    args = parser.parse_args(argv)
    tune_malloc()
    ideal = LayoutParams().ideal_length
    if igraph is None:
        print("igraph is not installed: the igraph FR baseline is SKIPPED (pip install igraph)")
    rows = []
    for name in args.graphs.split(","):
        g = graph(name)
        nodes, src, dst, radius = arrays(g)
        labels = communities_of(g, nodes)
        methods = {f"ours-{m}": ours(m) for m in OUR_MODES}
        if igraph is not None:
            methods["igraph-fr"] = igraph_fr
        if len(nodes) <= args.fa2_max_nodes:
            methods["nx-fa2"] = nx_fa2(False)
            methods["nx-fa2-linlog"] = nx_fa2(True)
        for method, fn in methods.items():
            pos, seconds = fn(g, nodes, src, dst, radius)
            if not method.startswith("ours"):
                pos = scaled_like_ours(pos, src, dst, radius, ideal)
            row = {"graph": name, "method": method, "n": len(nodes), "m": int(len(src)),
                   "stress": normalised_stress(pos, src, dst),
                   "crossings": edge_crossings(pos, src, dst),
                   "overlaps": disc_overlaps(pos, radius),
                   "silhouette": silhouette(pos, labels),
                   "main_share": main_component_area_share(pos, src, dst, radius),
                   "seconds": seconds}
            rows.append(row)
            print(f"{name:16s} {method:16s} n={row['n']:5d} stress={row['stress']:.3f} "
                  f"crossings={row['crossings']:9.0f} overlaps={row['overlaps']:5d} "
                  f"silhouette={row['silhouette']:.3f} main_share={row['main_share']:.2f} "
                  f"seconds={seconds:.2f}", flush=True)
            if args.pictures:
                out = Path(args.pictures)
                out.mkdir(parents=True, exist_ok=True)
                draw(out / f"layout-{name}-{method}.png", pos, src, dst, radius, labels,
                     f"{name} - {method}  stress {row['stress']:.3f}  silhouette {row['silhouette']:.2f}")
    big = None
    if not args.no_big:
        g = clustered(args.big)
        nodes, src, dst, radius = arrays(g)
        # Alternating runs, medians: the machine drifts, so each baseline is timed between ours.
        times: dict[str, list[float]] = {"communities": [], "classic": [], "igraph": []}
        for _ in range(max(1, args.big_runs)):
            times["communities"].append(ours("communities")(g, nodes, src, dst, radius)[1])
            times["classic"].append(ours("classic")(g, nodes, src, dst, radius)[1])
            if igraph is not None:
                times["igraph"].append(igraph_fr(g, nodes, src, dst, radius)[1])
        ours_s = float(np.median(times["communities"]))
        classic_s = float(np.median(times["classic"]))
        big = {"n": len(nodes), "m": int(len(src)), "runs": max(1, args.big_runs),
               "ours_communities_s": ours_s, "ours_classic_s": classic_s,
               "per_run_ratios": ([c / i for c, i in zip(times["communities"], times["igraph"])]
                                  if times["igraph"] else [])}
        if igraph is not None:
            ig_s = float(np.median(times["igraph"]))
            big.update(igraph_fr_s=ig_s, ratio_communities_to_igraph=ours_s / ig_s,
                       ratio_classic_to_igraph=classic_s / ig_s)
            print(f"whole layout, clustered {len(nodes)} nodes, medians of {big['runs']} alternating runs: "
                  f"ours-communities {ours_s:.2f} s, ours-classic {classic_s:.2f} s, igraph FR {ig_s:.2f} s; "
                  f"ratio ours/igraph {ours_s / ig_s:.2f} (communities), {classic_s / ig_s:.2f} (classic); "
                  f"per run {', '.join(f'{r:.2f}' for r in big['per_run_ratios'])}")
        else:
            print(f"whole layout, clustered {len(nodes)} nodes: ours-communities {ours_s:.2f} s, "
                  f"ours-classic {classic_s:.2f} s; igraph FR SKIPPED (not installed)")
    print(json.dumps({"rows": rows, "big": big, "igraph": igraph is not None}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
