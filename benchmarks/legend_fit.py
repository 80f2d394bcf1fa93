#!/usr/bin/env python3
"""What keeping the discs clear of the legends costs a zoom-to-fit, as a ratio to the plain fit.

Usage:
    QT_QPA_PLATFORM=offscreen python benchmarks/legend_fit.py [--sizes 300,1000,3000] [--runs 15]

For each size: nodes spread uniformly over a square that the canvas (520x500, as at 1024x700)
fits, so that the corners under both legends are full and no zoom within the limit clears them
(the search runs to its end: the worst case). GraphCanvas.zoom_to_fit with the legend shown is
timed against the same fit with the legend off (the plain fit) in the same run; figures are
medians of --runs. Prints one line per size, and last one JSON line.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's kgui


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="300,1000,3000")
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    from kgui.canvas.view import GraphCanvas

    rows = []
    for n in (int(s) for s in args.sizes.split(",")):
        c = GraphCanvas()
        c.resize(520, 500)
        c.show()
        app.processEvents()
        rng = np.random.default_rng(1)
        ids = [f"n{i}" for i in range(n)]
        pos = {i: tuple(p) for i, p in zip(ids, rng.uniform(0, 400, (n, 2)))}
        edges = [(ids[k], ids[int(rng.integers(0, k))], "r") for k in range(1, n)]
        c.set_graph(ids, edges, positions=pos, types=[("a", "b", "c")[k % 3] for k in range(n)])

        def timed() -> float:
            times = []
            for _ in range(args.runs):
                t = time.perf_counter()
                c.zoom_to_fit()
                times.append(time.perf_counter() - t)
            return statistics.median(times)

        c.renderer.style.show_legend = True
        clear = timed()
        c.renderer.style.show_legend = False
        plain = timed()
        rows.append({"nodes": n, "clear_ms": round(clear * 1e3, 3), "plain_ms": round(plain * 1e3, 3),
                     "ratio": round(clear / plain, 1)})
        print(f"{n:>6} nodes: fit clear of the legends {clear * 1e3:6.2f} ms, plain fit {plain * 1e3:5.2f} ms "
              f"({clear / plain:.0f}x)")
        c.close()
    print(json.dumps({"legend_fit": rows}))


if __name__ == "__main__":
    main()
