#!/usr/bin/env python3
"""Frame paint time at 2,000 visible nodes with the layout idle and with it running, same run.

Usage:
    QT_QPA_PLATFORM=offscreen python benchmarks/paint_while_layout.py [--nodes 2000]
        [--frames 60] [--rounds 3] [--modes process,thread] [--switch-interval-ms 5]

The layout runs where the app runs it (LayoutController: in the layout process by default, in a
thread as the fall-back; --modes compares both, alternating over --rounds); while it runs it
never settles (threshold 0) and publishes positions 30 times a second, which are applied to
the model between frames, as the canvas does. Each frame is the project's GraphRenderer into a
1600x1000 QImage. A third phase moves the nodes as often without any layout (each publish
makes the next frame redo edge geometry and label placement, layout or not): the ratio
running / moving is what the layout itself costs the frame. Reports each phase's median and
the ratios per mode.
--switch-interval-ms sets the interpreter's GIL switch interval for the run (Python's default
is 5 ms). Measured on the shared 2-core VM with the layout in a thread: neither 0.5 ms nor 20 ms
gave a steady gain; the ratio swung between about 1.1 and 2.5 from run to run at any setting.

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
    ap.add_argument("--modes", default="process,thread",
                    help="where the layout runs, compared in the same run (process, thread)")
    ap.add_argument("--rounds", type=int, default=3, help="alternating rounds (medians over all)")
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

    def frames(count: int, move=None) -> list[float]:
        out = []
        for f in range(count + 2):
            QCoreApplication.processEvents()          # take the worker's published positions
            if move is not None and f % 2 == 0:       # about the layout's 30 Hz publishing
                move()
            t = time.perf_counter()
            p = QPainter(img)
            renderer.paint(p, model, vp)
            p.end()
            if f >= 2:
                out.append((time.perf_counter() - t) * 1e3)
            time.sleep(0.004)                         # the rest of a 60 Hz frame budget
        return out

    forever = LayoutParams(settle_threshold=0.0, max_iterations=10 ** 9)
    deg = np.bincount(src, minlength=n) + np.bincount(dst, minlength=n)
    from kgui.canvas.scene_model import degree_radius

    def while_running(mode: str) -> dict:
        controller = LayoutController(mode=mode)
        published = []

        def on_positions(gen, p):
            published.append(1)
            model.set_positions(p)
        controller.positions_ready.connect(on_positions)
        try:
            controller.set_graph(pos, src, dst, params=forever, radius=degree_radius(deg))
            controller.reheat(1.0)
            deadline = time.perf_counter() + 10.0
            while not (controller.running and published) and time.perf_counter() < deadline:
                QCoreApplication.processEvents()
                time.sleep(0.005)
            running = frames(args.frames)
            was_running = controller.running
        finally:
            controller.shutdown()
        model.set_positions(pos)
        return {"running": running, "was_running": was_running, "publishes": len(published)}

    if args.switch_interval_ms is not None:
        sys.setswitchinterval(args.switch_interval_ms / 1000.0)
    modes = [m.strip() for m in args.modes.split(",") if m.strip()]
    idle: list[float] = []
    runs: dict[str, dict] = {m: {"running": [], "was_running": True, "publishes": 0} for m in modes}
    moving: list[float] = []
    jitter = np.random.default_rng(args.seed + 1)

    def move() -> None:                        # what publishing costs the frame, minus a layout
        model.set_positions(pos + jitter.normal(0.0, 2.0, pos.shape))

    for r in range(args.rounds):               # alternate, so drift hits every mode alike
        idle += frames(args.frames)
        moving += frames(args.frames, move)
        model.set_positions(pos)
        for mode in (modes if r % 2 == 0 else modes[::-1]):
            got = while_running(mode)
            runs[mode]["running"] += got["running"]
            runs[mode]["was_running"] &= got["was_running"]
            runs[mode]["publishes"] += got["publishes"]
    idle_ms = statistics.median(idle)
    moving_ms = statistics.median(moving)
    row = {"nodes": n, "frames": args.frames, "rounds": args.rounds, "idle_ms": idle_ms,
           "moving_ms": moving_ms,
           "switch_interval_ms": sys.getswitchinterval() * 1e3, "modes": {}}
    print(f"paint {W}x{H}, {n} nodes, medians of {args.rounds} x {args.frames} frames; "
          f"idle {idle_ms:.1f} ms; nodes moving, no layout {moving_ms:.1f} ms")
    for mode in modes:
        running_ms = statistics.median(runs[mode]["running"])
        entry = {"running_ms": running_ms, "ratio": running_ms / idle_ms,
                 "ratio_to_moving": running_ms / moving_ms,
                 "layout_was_running": runs[mode]["was_running"],
                 "publishes": runs[mode]["publishes"]}
        row["modes"][mode] = entry
        print(f"  layout in a {mode:<7}: {running_ms:.1f} ms while it runs; ratio to idle "
              f"{entry['ratio']:.2f}, to moving without a layout {entry['ratio_to_moving']:.2f}; "
              f"publishes {entry['publishes']}; "
              f"{'running throughout' if entry['layout_was_running'] else 'NOT running at the end'}")
    print(json.dumps({"bench": "paint_while_layout", **row}))
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
