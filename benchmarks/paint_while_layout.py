#!/usr/bin/env python3
"""Frame paint time at 2,000 visible nodes with the layout idle and with it running, same run.

Usage:
    QT_QPA_PLATFORM=offscreen python benchmarks/paint_while_layout.py [--nodes 2000]
        [--frames 60] [--switch-interval-ms 5]

The layout runs where the app runs it (LayoutController: a worker thread); while it runs it
never settles (threshold 0) and publishes positions 30 times a second, which are applied to
the model between frames, as the canvas does. Each frame is the project's GraphRenderer into a
1600x1000 QImage. Reports the median of each phase and the ratio running / idle.
--switch-interval-ms sets the interpreter's GIL switch interval for the run (Python's default
is 5 ms). Measured on the shared 2-core VM: neither 0.5 ms nor 20 ms gave a steady gain; the
ratio swings between about 1.1 and 2.5 from run to run at any setting.

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
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import numpy as np  # noqa: E402

W, H = 1600, 1000


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--nodes", type=int, default=2000)
    ap.add_argument("--frames", type=int, default=60)
    ap.add_argument("--switch-interval-ms", type=float, default=None,
                    help="set this GIL switch interval for the run (default: Python's)")
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args(argv)

    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QApplication

    from benchmarks.canvas_bench import make_graph, settled_positions
    from kgui.canvas.layout import LayoutParams, tune_malloc
    from kgui.canvas.layout_worker import LayoutController
    from kgui.canvas.renderer import GraphRenderer, RenderStyle
    from kgui.canvas.scene_model import SceneModel, Viewport

    app = QApplication.instance() or QApplication([])
    tune_malloc()
    n = args.nodes
    src, dst = make_graph(n, "communities", args.seed)
    pos, _ = settled_positions(n, src, dst, args.seed)
    ids = [f"e{i}" for i in range(n)]
    rng = np.random.default_rng(args.seed)
    model = SceneModel()
    model.set_graph(ids, [(ids[a], ids[b], "rel") for a, b in zip(src.tolist(), dst.tolist())],
                    labels=[f"entity {i}" for i in range(n)],
                    types=[f"type{t}" for t in rng.integers(0, 10, n)], positions=pos)
    vp = Viewport(W, H)
    vp.fit(model.bounds())
    renderer = GraphRenderer(RenderStyle(max_labels=200))
    img = QImage(W, H, QImage.Format_ARGB32_Premultiplied)

    def frames(count: int) -> list[float]:
        out = []
        for f in range(count + 2):
            QCoreApplication.processEvents()          # take the worker's published positions
            t = time.perf_counter()
            p = QPainter(img)
            renderer.paint(p, model, vp)
            p.end()
            if f >= 2:
                out.append((time.perf_counter() - t) * 1e3)
            time.sleep(0.004)                         # the rest of a 60 Hz frame budget
        return out

    controller = LayoutController()
    if args.switch_interval_ms is not None:
        sys.setswitchinterval(args.switch_interval_ms / 1000.0)
    published = []

    def on_positions(gen, p):
        published.append(1)
        model.set_positions(p)
    controller.positions_ready.connect(on_positions)
    try:
        idle = frames(args.frames)
        forever = LayoutParams(settle_threshold=0.0, max_iterations=10 ** 9)
        deg = np.bincount(src, minlength=n) + np.bincount(dst, minlength=n)
        from kgui.canvas.scene_model import degree_radius
        controller.set_graph(pos, src, dst, params=forever, radius=degree_radius(deg))
        controller.reheat(1.0)
        deadline = time.perf_counter() + 5.0
        while not controller.running and time.perf_counter() < deadline:
            QCoreApplication.processEvents()
            time.sleep(0.005)
        running = frames(args.frames)
        was_running = controller.running
        interval = sys.getswitchinterval()
    finally:
        controller.shutdown()
    row = {"nodes": n, "frames": args.frames, "idle_ms": statistics.median(idle),
           "running_ms": statistics.median(running), "layout_was_running": was_running,
           "publishes": len(published), "switch_interval_ms": interval * 1e3}
    row["ratio"] = row["running_ms"] / row["idle_ms"]
    print(f"paint {W}x{H}, {n} nodes: idle {row['idle_ms']:.1f} ms, layout running "
          f"{row['running_ms']:.1f} ms (median of {args.frames}); ratio {row['ratio']:.2f}; "
          f"GIL switch interval {row['switch_interval_ms']:.2f} ms; publishes {len(published)}")
    print(json.dumps({"bench": "paint_while_layout", **row}))
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
