#!/usr/bin/env python3
"""Canvas readability on the real graphs: are hubs labelled, do labels collide, how long a frame.

Usage:
    QT_QPA_PLATFORM=offscreen python benchmarks/canvas_readability.py [--graphs karate,les_miserables]
        [--sizes 1100x800,600x450] [--png-dir docs/canvas] [--seed 1]

For each graph of benchmarks/real_graphs.py: lay it out with kgui.canvas.layout.ForceLayout
(disc radii from the SceneModel, so the layout spaces the discs as they are drawn; see
lay_out), zoom to fit at each canvas size (1100x800 and 600x450 are what a 1600x1000 and a
1024x700 window leave the canvas), paint with GraphRenderer and report
  * labels drawn, and how many of the 20 highest-degree nodes carry one;
  * label-label overlaps (pairs of label boxes that intersect: must be 0);
  * labels over other nodes' discs (a box reaching into another node's disc);
  * paint ms (median of 5 frames after one warm-up, label choice redone every frame).
With --png-dir, the fit at the first size is saved as after-<graph>.png there. With
--communities, nodes are coloured by networkx's Louvain communities (fixed seed), as the app
colours them by the communities it computes.
Prints a table and, last, one JSON line.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

import numpy as np  # noqa: E402

SIZES = ((1100, 800), (600, 450))
TOP = 20


def scene_for(name: str):
    """A SceneModel of graph `name` (no positions yet) and its networkx graph."""
    from kgui.canvas.scene_model import SceneModel
    from real_graphs import graph
    g = graph(name)
    ids = [str(v) for v in g.nodes]
    model = SceneModel()
    model.set_graph(ids, [(str(a), str(b), "related_to") for a, b in g.edges if a != b])
    return model, g


def lay_out(model, seed: int = 1) -> None:
    """The one place the layout is called: swap it here when another layout mode lands."""
    from kgui.canvas.layout import ForceLayout
    lay = ForceLayout(np.full((model.n, 2), np.nan), model.src, model.dst, seed=seed,
                      radius=model.radius)
    lay.run(max_steps=3000)
    model.set_positions(lay.positions())


def label_report(model, renderer, vp) -> dict:
    """What the last paint labelled, measured from the renderer's label boxes."""
    boxes = renderer.label_boxes
    ids = list(boxes)
    b = np.array([boxes[i] for i in ids]).reshape(-1, 4)
    overlaps = 0
    if len(b) > 1:
        ox = (b[:, None, 0] < b[None, :, 2]) & (b[None, :, 0] < b[:, None, 2])
        oy = (b[:, None, 1] < b[None, :, 3]) & (b[None, :, 1] < b[:, None, 3])
        both = ox & oy
        np.fill_diagonal(both, False)
        overlaps = int(both.sum() // 2)
    sx = model.pos[:, 0] * vp.scale + vp.ox
    sy = model.pos[:, 1] * vp.scale + vp.oy
    sr = model.screen_radius(vp.scale, renderer.style.min_screen_radius)
    over_discs = 0
    for i, (x0, y0, x1, y1) in zip(ids, b.tolist()):
        # Distance from each disc centre to the box; a disc reaching in by > 1 px counts.
        dx = np.maximum(np.maximum(x0 - sx, sx - x1), 0.0)
        dy = np.maximum(np.maximum(y0 - sy, sy - y1), 0.0)
        hit = np.hypot(dx, dy) < sr - 1.0
        hit[i] = False
        over_discs += bool(hit.any())
    top = np.argsort(-model.degree, kind="stable")[:TOP]
    return {"labels": len(ids), "top20_labelled": int(np.isin(top, ids).sum()),
            "label_overlaps": overlaps, "labels_over_discs": over_discs}


def measure(model, size, png: Path | None = None, frames: int = 5) -> dict:
    from PySide6.QtGui import QImage, QPainter
    from kgui.canvas.renderer import GraphRenderer
    from kgui.canvas.scene_model import Viewport
    w, h = size
    vp = Viewport(float(w), float(h))
    vp.fit(model.bounds(), margin=30.0)
    renderer = GraphRenderer()
    img = QImage(w, h, QImage.Format_ARGB32_Premultiplied)
    times = []
    for f in range(frames + 1):
        renderer._label_choice = None       # time the full label placement, not its reuse
        renderer._candidates = None
        t = time.perf_counter()
        p = QPainter(img)
        renderer.paint(p, model, vp)
        p.end()
        if f:
            times.append((time.perf_counter() - t) * 1e3)
    row = label_report(model, renderer, vp)
    row["paint_ms"] = round(statistics.median(times), 2)
    if png is not None:
        png.parent.mkdir(parents=True, exist_ok=True)
        img.save(str(png), "PNG")
    return row


def colour_by_communities(model, g, seed: int = 1) -> None:
    import networkx as nx
    parts = nx.community.louvain_communities(g, seed=seed)
    of = {str(v): k for k, part in enumerate(parts) for v in part}
    model.set_communities({v: of.get(v, -1) for v in model.ids})


def run(names, sizes=SIZES, png_dir: Path | None = None, seed: int = 1,
        communities: bool = False) -> list[dict]:
    from PySide6.QtWidgets import QApplication
    QApplication.instance() or QApplication([])
    rows = []
    for name in names:
        model, g = scene_for(name)
        t = time.perf_counter()
        lay_out(model, seed)
        layout_s = time.perf_counter() - t
        if communities:
            colour_by_communities(model, g, seed)
        for k, size in enumerate(sizes):
            stem = f"after-{name}-communities" if communities else f"after-{name}"
            png = png_dir / f"{stem}.png" if (png_dir is not None and k == 0) else None
            row = {"graph": name, "nodes": model.n, "edges": model.m, "size": f"{size[0]}x{size[1]}",
                   "layout_s": round(layout_s, 2)}
            row.update(measure(model, size, png))
            rows.append(row)
    return rows


def main(argv=None) -> int:
    from real_graphs import GRAPH_NAMES
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--graphs", default=",".join(GRAPH_NAMES))
    ap.add_argument("--sizes", default=",".join(f"{w}x{h}" for w, h in SIZES))
    ap.add_argument("--png-dir", default=None)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--communities", action="store_true", help="colour by Louvain communities")
    args = ap.parse_args(argv)
    sizes = [tuple(int(v) for v in s.split("x")) for s in args.sizes.split(",")]
    rows = run(args.graphs.split(","), sizes, Path(args.png_dir) if args.png_dir else None, args.seed,
               args.communities)
    head = f"{'graph':<16}{'nodes':>7}{'edges':>7}{'canvas':>10}{'labels':>8}{'top20':>7}{'overlaps':>10}{'on discs':>10}{'paint ms':>10}"
    print(head)
    print("-" * len(head))
    for r in rows:
        print(f"{r['graph']:<16}{r['nodes']:>7}{r['edges']:>7}{r['size']:>10}{r['labels']:>8}"
              f"{r['top20_labelled']:>7}{r['label_overlaps']:>10}{r['labels_over_discs']:>10}{r['paint_ms']:>10.2f}")
    print(json.dumps({"bench": "canvas_readability", "rows": rows}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
