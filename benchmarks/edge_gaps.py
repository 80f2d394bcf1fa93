#!/usr/bin/env python3
"""Can the relationships be seen? The visible length of every edge in the real window, fitted.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/edge_gaps.py [--graphs karate,demo,...]
        [--sizes 1440x900,1024x700] [--cowork FILE]

For each graph of `real_graphs.py` (and, with --cowork, a copy of a CoWork OS file's "Acme Web
App" workspace) and each window size: a fresh file, the real main window with fresh settings,
the layout left to come to rest, the view fitted as it opens. Then, per drawn edge, its gap:
the distance between the two discs' borders on screen, in pixels (centre distance minus both
drawn radii). A line shorter than a few pixels is hidden under the discs it joins.

Columns: edges drawn, the share with a gap of at least 6 px, the 5th percentile and the
median gap, the smallest, pairs of discs covering each other (any two discs, not only linked
ones), pairs of label boxes that intersect, discs under a legend, the discs' bounding box as a
share of the canvas (width, height) and the fitted zoom. The last line is one JSON object.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402

COWORK_WORKSPACE = "c402cb8e-95b4-4b6a-ab16-3244975c8a05"
VISIBLE_GAP_PX = 6.0


def edge_gaps(canvas) -> np.ndarray:
    """Border-to-border screen gap (px) of every edge drawn, as the canvas draws its discs."""
    m, vp = canvas.model, canvas.viewport
    vis = m.visible_edges() & (m.src != m.dst)
    sr = m.screen_radius(vp.scale, canvas.renderer.style.min_screen_radius)
    a, b = m.src[vis], m.dst[vis]
    d = np.hypot(*(m.pos[a] - m.pos[b]).T) * vp.scale
    return d - sr[a] - sr[b]


def disc_overlaps(canvas, slack_px: float = 0.5) -> int:
    """Pairs of drawn discs that cover each other by more than slack_px."""
    from kgui.canvas.layout_quality import _close_pairs

    m, vp = canvas.model, canvas.viewport
    use = np.flatnonzero(m.usable())
    if use.size < 2:
        return 0
    sr = m.screen_radius(vp.scale, canvas.renderer.style.min_screen_radius)[use]
    xy = m.pos[use] * vp.scale
    a, b = _close_pairs(xy, 2.0 * float(sr.max()) + 1.0)
    d = np.hypot(*(xy[a] - xy[b]).T)
    return int((d < sr[a] + sr[b] - slack_px).sum())


def label_overlaps(canvas) -> int:
    boxes = np.array(list(canvas.renderer.label_boxes.values()), dtype=float).reshape(-1, 4)
    if len(boxes) < 2:
        return 0
    x0, y0, x1, y1 = boxes.T
    hit = ((x0[:, None] < x1[None]) & (x0[None] < x1[:, None])
           & (y0[:, None] < y1[None]) & (y0[None] < y1[:, None]))
    return int(np.triu(hit, 1).sum())


def discs_under_legends(canvas) -> int:
    from kgui.canvas.legend import legend_layout

    m, vp, rend = canvas.model, canvas.viewport, canvas.renderer
    lay = legend_layout(m, vp, rend.font, rend.style.min_screen_radius, rend.legend_bottom_inset)
    use = m.usable()
    r = m.screen_radius(vp.scale, rend.style.min_screen_radius)[use]
    x = m.pos[use, 0] * vp.scale + vp.ox
    y = m.pos[use, 1] * vp.scale + vp.oy
    return sum(int(((x + r > b.left()) & (x - r < b.right()) & (y + r > b.top()) & (y - r < b.bottom())).sum())
               for b in (lay.size_box, lay.color_box) if b is not None)


def fill(canvas) -> tuple[float, float]:
    m, vp = canvas.model, canvas.viewport
    use = m.usable()
    r = m.screen_radius(vp.scale, canvas.renderer.style.min_screen_radius)[use]
    x = m.pos[use, 0] * vp.scale
    y = m.pos[use, 1] * vp.scale
    return (float((x + r).max() - (x - r).min()) / canvas.width(),
            float((y + r).max() - (y - r).min()) / canvas.height())


def measure(canvas) -> dict:
    g = edge_gaps(canvas)
    fx, fy = fill(canvas)
    return {
        "nodes": int(canvas.model.usable().sum()), "edges": int(g.size),
        "visible_share": float((g >= VISIBLE_GAP_PX).mean()) if g.size else 1.0,
        "gap_p5": float(np.percentile(g, 5)) if g.size else 0.0,
        "gap_median": float(np.median(g)) if g.size else 0.0,
        "gap_min": float(g.min()) if g.size else 0.0,
        "disc_overlaps": disc_overlaps(canvas),
        "label_overlaps": label_overlaps(canvas),
        "under_legends": discs_under_legends(canvas),
        "fill": [round(fx, 3), round(fy, 3)],
        "scale": float(canvas.viewport.scale),
        "canvas": [canvas.width(), canvas.height()],
    }


def open_window(app, path: str, workspace: str, size: tuple[int, int], settings_dir: str,
                timeout_s: float = 120.0):
    """The main window on `path`, at `size`, once loaded and its layout at rest."""
    from PySide6.QtCore import QSettings

    from kgui.session import ExplorerSession
    from kgui.views.main_window import MainWindow

    settings = QSettings(str(Path(settings_dir) / "kgui.ini"), QSettings.Format.IniFormat)
    session = ExplorerSession(path)
    window = MainWindow(session, settings, workspace=workspace)
    session.setParent(window)
    window.resize(*size)
    window.show()
    window.start()
    gv = window.graph_view
    s = window.session

    def quiet() -> bool:
        return (s.model.stats is not None and s.client.is_idle() and not s._stats_timer.isActive()
                and not s._external_timer.isActive() and not s._reload_running
                and not gv.binding._rebuild_timer.isActive() and not gv.loader.pending
                and not window.as_of_controller.pending and gv.canvas.layout_at_rest
                and gv.canvas.model.n > 0)

    deadline = time.monotonic() + timeout_s
    calm = 0
    while calm < 5 and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.02)
        calm = calm + 1 if quiet() else 0
    gv.canvas.grab()     # one frame: labels and legends as drawn
    return window


def main(argv=None) -> int:
    from benchmarks.real_graphs import GRAPH_NAMES, load_into

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--graphs", default=",".join(g for g in ("karate", "florentine", "les_miserables", "demo",
                                                                 "scale_free_2000", "clustered_5000")))
    ap.add_argument("--sizes", default="1440x900,1024x700")
    ap.add_argument("--cowork", default=None, help="a CoWork OS file (copied; the original is not written)")
    ap.add_argument("--dump", default=None, help="folder: save each fitted canvas (positions, radii, edges) as .npz")
    args = ap.parse_args(argv)

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    cases = [(g, None) for g in args.graphs.split(",") if g]
    if args.cowork:
        cases.append(("cowork", args.cowork))
    sizes = [tuple(int(v) for v in s.split("x")) for s in args.sizes.split(",") if s]
    rows = []
    tmp = tempfile.mkdtemp(prefix="edge-gaps-")
    try:
        print(f"{'graph':16} {'size':9} {'edges':>6} {'>=6px':>6} {'p5':>6} {'median':>7} {'min':>6} "
              f"{'discs':>5} {'labels':>6} {'legend':>6} {'fill':>11} {'zoom':>6}", flush=True)
        for name, source in cases:
            for w, h in sizes:
                path = os.path.join(tmp, f"{name}-{w}.db")
                if source:
                    shutil.copyfile(source, path)
                    ws = COWORK_WORKSPACE
                else:
                    assert name in GRAPH_NAMES, name
                    load_into(path, name)
                    ws = "default"
                settings_dir = tempfile.mkdtemp(dir=tmp)
                window = open_window(app, path, ws, (w, h), settings_dir)
                canvas = window.graph_view.canvas
                row = {"graph": name, "size": f"{w}x{h}", **measure(canvas)}
                if args.dump:
                    m, vp = canvas.model, canvas.viewport
                    np.savez(os.path.join(args.dump, f"{name}-{w}x{h}.npz"), pos=m.pos, radius=m.radius,
                             src=m.src, dst=m.dst, usable=m.usable(), edges=m.visible_edges(),
                             screen_radius=m.screen_radius(vp.scale, canvas.renderer.style.min_screen_radius),
                             view=np.array([vp.scale, vp.ox, vp.oy, canvas.width(), canvas.height()]))
                window.close()
                app.processEvents()
                rows.append(row)
                print(f"{name:16} {row['size']:9} {row['edges']:6d} {row['visible_share']:6.1%} "
                      f"{row['gap_p5']:6.1f} {row['gap_median']:7.1f} {row['gap_min']:6.1f} "
                      f"{row['disc_overlaps']:5d} {row['label_overlaps']:6d} {row['under_legends']:6d} "
                      f"{row['fill'][0]:5.2f}x{row['fill'][1]:4.2f} {row['scale']:6.3f}", flush=True)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print(json.dumps(rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
