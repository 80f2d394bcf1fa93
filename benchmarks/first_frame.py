#!/usr/bin/env python3
"""The explorer's first frame: from process start to the first painted canvas with nodes.

    .venv/bin/python benchmarks/bulk_import.py --scale 1 --keep /tmp/w1.db     # 20k entities
    .venv/bin/python benchmarks/bulk_import.py --scale 10 --keep /tmp/w10.db   # 200k
    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/first_frame.py /tmp/w1.db /tmp/w10.db /tmp/w50.db --runs 5

Each run starts a fresh `python -c` process that runs `kgui.app.main(["kgui", "--db", FILE,
"--workspace", WS])` (the real application: window, store worker thread, migrations check,
opening, layout, painting) with fresh settings (a temporary XDG_CONFIG_HOME), and that exits the
moment the canvas has painted a frame with at least one node (GraphRenderer.paint returned
visible_nodes > 0). The time counts from just before the parent starts the process, so it holds
the interpreter's start and every import. Files are taken in turn (A, B, C, A, B, C, ...) so
that load on the machine falls on all of them alike; the first file given is the same-run
baseline (the 20k file) and each figure is also given as a ratio to its median.

Modules are compiled once into a temporary PYTHONPYCACHEPREFIX (a warm-up start per checkout,
not counted), as an installed application has them; --source-only leaves the environment as it
is (with PYTHONDONTWRITEBYTECODE set, every start compiles every module: seconds on this machine).

The child also reports when it reached some steps of the opening (monotonic clock, the same as
the parent's on Linux; a file given as CODE_DIR:FILE runs that checkout's kgui/kgstore, for a
before/after in one run): `imports` (kgui.app and the main window imported), `store_open` (the
worker's kgstore.open returned), the store calls of the opening (entity_types, stats,
best_connected or hubs_and_neighbours, edges_among, time_range, positions; seconds each), `snapshot` (the GUI thread
received the workspace), and `first_paint`; `cpu_s` is the process's CPU time at the first
paint (user + system, all threads; `cpu_at_s` the same at each step): on a machine shared with
other work the wall time mostly measures the wait for a core, the CPU time what the opening
costs. `rss_mb` is its peak resident memory at the first paint.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CHILD = r"""
import time, os, sys, json, threading
T = {}
PROFILE = os.environ.get("KG_FIRST_FRAME_PROFILE")
if PROFILE:
    import cProfile, pstats
    _prof = cProfile.Profile()
    _prof.enable()
CPU = {}
def mark(name):
    T.setdefault(name, time.monotonic())
    CPU.setdefault(name, round(time.process_time(), 3))
sys.path.insert(0, %(root)r)
import kgui.app
import kgui.views.main_window
mark("imports")
import kgstore
from kgstore.workspace import Workspace
from kgui.canvas.renderer import GraphRenderer
calls = {}
_lock = threading.Lock()

def timed(cls, name):
    fn = getattr(cls, name)
    def wrapper(*a, **k):
        t0 = time.monotonic()
        try:
            return fn(*a, **k)
        finally:
            with _lock:
                calls.setdefault(name, []).append(round(time.monotonic() - t0, 4))
    setattr(cls, name, wrapper)

for name in ("entity_types", "stats", "best_connected", "hubs_and_neighbours", "edges_among", "time_range",
             "positions"):
    if hasattr(Workspace, name):  # an older checkout has no hubs_and_neighbours
        timed(Workspace, name)

import kgui.worker.store_worker as sw
_open = sw.kgstore.open if hasattr(sw, "kgstore") else None
if _open is not None:
    def opened(*a, **k):
        kg = _open(*a, **k)
        mark("store_open")
        return kg
    sw.kgstore.open = opened

import kgui.session as ses
_loaded = ses.ExplorerSession._on_workspace_loaded
def loaded(self, snap, fresh):
    mark("snapshot")
    T["entities"] = len(snap.entities)
    T["edges"] = len(snap.edges)
    return _loaded(self, snap, fresh)
ses.ExplorerSession._on_workspace_loaded = loaded

_paint = GraphRenderer.paint
def paint(self, painter, model, vp):
    stats = _paint(self, painter, model, vp)
    if stats.visible_nodes > 0 and "first_paint" not in T:
        mark("first_paint")
        import resource
        t = os.times()
        T["cpu_s"] = round(t.user + t.system, 3)
        T["rss_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
        T["visible_nodes"] = stats.visible_nodes
        T["calls"] = calls
        T["cpu"] = CPU
        if PROFILE:
            _prof.disable()
            with open(PROFILE, "w") as f:
                pstats.Stats(_prof, stream=f).sort_stats("cumulative").print_stats(60)
        if SETTLE > 0:  # keep running (layout, idle) and measure the memory then
            from PySide6.QtCore import QTimer
            QTimer.singleShot(int(SETTLE * 1000), finish)
        else:
            finish()
    return stats

def finish():
    import resource
    T["settled_peak_rss_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
    def status(pid):
        out = {}
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                key, _, value = line.partition(":")
                if key in ("VmRSS", "RssAnon", "RssFile", "RssShmem"):
                    out[key] = round(int(value.split()[0]) / 1024, 1)
        return out
    me = status("self")
    T["settled_rss_mb"] = me.get("VmRSS")
    T["settled_rss_parts_mb"] = me
    # The layout process (kgui.canvas.layout_worker) is part of the explorer too.
    kids = 0.0
    for pid in os.listdir("/proc"):
        if pid.isdigit():
            try:
                with open(f"/proc/{pid}/stat") as f:
                    ppid = int(f.read().rsplit(")", 1)[1].split()[1])
                if ppid == os.getpid():
                    kids += status(pid).get("VmRSS", 0.0)
            except (OSError, ValueError, IndexError):
                pass
    T["settled_children_rss_mb"] = round(kids, 1)
    sys.stdout.write("FIRST_FRAME " + json.dumps(T) + "\n")
    sys.stdout.flush()
    os._exit(0)
SETTLE = %(settle)r
GraphRenderer.paint = paint
sys.exit(kgui.app.main(["kgui", "--db", %(db)r, "--workspace", %(ws)r]))
"""

STEPS = ("imports", "store_open", "snapshot", "first_paint")


def split(spec: str) -> tuple[str, str]:
    """"FILE" (this checkout's code) or "CODE_DIR:FILE" (another checkout's, for a before/after)."""
    code, sep, db = spec.rpartition(":")
    return (code if sep else str(ROOT)), db


def one_run(spec: str, workspace: str, timeout: float, profile: str | None = None,
            pycache: str | None = None, settle: float = 0.0) -> dict:
    root, db = split(spec)
    with tempfile.TemporaryDirectory(prefix="kgui-ff-") as home:
        env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
                   XDG_CONFIG_HOME=home, XDG_DATA_HOME=home, XDG_CACHE_HOME=home)
        if pycache:
            # Compiled modules, as an installed application has them (pip compiles at install);
            # kept apart from the checkout.
            env.pop("PYTHONDONTWRITEBYTECODE", None)
            env["PYTHONPYCACHEPREFIX"] = pycache
        if profile:
            env["KG_FIRST_FRAME_PROFILE"] = profile
        code = CHILD % {"root": root, "db": db, "ws": workspace, "settle": settle}
        t0 = time.monotonic()
        proc = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                              timeout=timeout, cwd=root)
    line = next((ln for ln in proc.stdout.splitlines() if ln.startswith("FIRST_FRAME ")), None)
    if line is None:
        raise SystemExit(f"{db}: no frame with nodes (exit {proc.returncode}):\n{proc.stderr[-2000:]}")
    marks = json.loads(line[len("FIRST_FRAME "):])
    out = {step: round(marks[step] - t0, 3) for step in STEPS if step in marks}
    out.update({k: marks[k] for k in ("cpu_s", "rss_mb", "visible_nodes", "entities", "edges", "settled_rss_mb",
                                      "settled_peak_rss_mb", "settled_rss_parts_mb", "settled_children_rss_mb")
                if k in marks})
    out["calls"] = {k: sum(v) for k, v in marks.get("calls", {}).items()}
    out["cpu_at"] = marks.get("cpu", {})
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="+", help="knowledge-graph files (or CODE_DIR:FILE to run another"
                        " checkout's code); the first is the baseline")
    parser.add_argument("--workspace", default="ws-bench")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--timeout", type=float, default=180.0)
    parser.add_argument("--out", default=None, help="also write the JSON report here")
    parser.add_argument("--settle", type=float, default=0.0,
                        help="after the first paint, keep the application running this many seconds"
                             " (layout, idle) and report its RSS then (settled_rss_mb, settled_peak_rss_mb)")
    parser.add_argument("--source-only", action="store_true",
                        help="no compiled modules: every start compiles the sources (PYTHONDONTWRITEBYTECODE)")
    parser.add_argument("--profile", default=None, help="write a cProfile of the GUI thread (start to first"
                        " paint) of the last run here")
    args = parser.parse_args()
    for f in args.files:
        if not Path(split(f)[1]).is_file():
            print(f"first_frame: no such file: {f}", file=sys.stderr)
            return 2
    runs: dict[str, list[dict]] = {f: [] for f in args.files}
    pycache_dir = None if args.source_only else tempfile.TemporaryDirectory(prefix="kgui-ff-pycache-")
    pycache = pycache_dir.name if pycache_dir else None
    if pycache:
        for root in sorted({split(f)[0] for f in args.files}):  # compile once, not counted
            one_run(f"{root}:{split(args.files[0])[1]}", args.workspace, args.timeout, pycache=pycache)
    for i in range(args.runs):
        for f in args.files:
            r = one_run(f, args.workspace, args.timeout, args.profile if i == args.runs - 1 else None,
                        pycache=pycache, settle=args.settle)
            runs[f].append(r)
            print(f"run {i + 1} {Path(f).name}: first paint {r['first_paint']:.2f} s "
                  f"(imports {r.get('imports', 0):.2f}, store open {r.get('store_open', 0):.2f}, "
                  f"snapshot {r.get('snapshot', 0):.2f}; cpu {r.get('cpu_s', 0):.2f} s, "
                  f"rss {r.get('rss_mb', 0):.0f} MB)", file=sys.stderr, flush=True)
    report = {"runs": args.runs, "files": {}}
    base = None
    for f, rs in runs.items():
        med = {step: round(statistics.median(r[step] for r in rs), 3) for step in STEPS if all(step in r for r in rs)}
        med["cpu_s"] = round(statistics.median(r["cpu_s"] for r in rs), 3)
        med["cpu_at_s"] = {step: round(statistics.median(r["cpu_at"].get(step, 0.0) for r in rs), 3)
                           for step in STEPS}
        med["cpu_s_all"] = [r["cpu_s"] for r in rs]
        med["rss_mb"] = round(statistics.median(r["rss_mb"] for r in rs), 1)
        calls = sorted({k for r in rs for k in r["calls"]})
        med["calls_s"] = {k: round(statistics.median(r["calls"].get(k, 0.0) for r in rs), 3) for k in calls}
        med["first_paint_all"] = [r["first_paint"] for r in rs]
        med["entities_loaded"] = rs[0].get("entities")
        if all("settled_rss_mb" in r for r in rs) and args.settle:
            med["settled_rss_mb"] = round(statistics.median(r["settled_rss_mb"] for r in rs), 1)
            med["settled_peak_rss_mb"] = round(statistics.median(r["settled_peak_rss_mb"] for r in rs), 1)
            med["settled_children_rss_mb"] = round(statistics.median(r["settled_children_rss_mb"] for r in rs), 1)
            med["settled_rss_parts_mb"] = rs[-1]["settled_rss_parts_mb"]
        if base is None:
            base = med["first_paint"]
        med["ratio_to_baseline"] = round(med["first_paint"] / base, 2)
        report["files"][f] = med
    text = json.dumps(report, indent=2)
    print(text)
    if args.out:
        Path(args.out).write_text(text + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
