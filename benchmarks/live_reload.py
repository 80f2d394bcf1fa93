#!/usr/bin/env python3
"""Searching while an agent writes: how long a search typed in the explorer waits for its answer
when another process keeps writing into a large workspace (so the explorer keeps reloading it).

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/live_reload.py              # 100k entities
    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/live_reload.py --db F --workspace W

The explorer's session (kgui.session.ExplorerSession, with its real store worker thread) opens the
workspace; an agent process adds an observation every 1/--rate s for --seconds; meanwhile a search
is sent every --search-every s, as someone typing would, and the time until its answer arrives is
recorded. Each round runs twice, alternately: as the explorer does it ("steps": a live reload is
a background request whose steps let searches run in between) and with every reload sent as one
ordinary request ("one request", the explorer before 2026-12-03), so the two compare within one
run on this noisy machine. Without --db the file is the shared benchmark workload at --scale
(5: 100,000 entities, 300,000 edges), built once into the temp folder.
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

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "benchmarks" / "reliability"))

WORDS = ("kanu", "fure", "semudo", "dizu", "bokipi", "foro", "lovilo", "mego", "nogada", "simemu")
AGENT = r"""
import sys, time, kgstore
path, workspace, seconds, rate = sys.argv[1], sys.argv[2], float(sys.argv[3]), float(sys.argv[4])
with kgstore.open(path) as kg:
    ws = kg.workspace(workspace)
    target = ws.entities(limit=1)[0].id
    end, i = time.monotonic() + seconds, 0
    while time.monotonic() < end:
        ws.add_observation(target, f"live note {i} at {time.time()}")
        i += 1
        time.sleep(1 / rate)
"""


def workload_file(scale: float) -> tuple[Path, str]:
    """The shared workload at `scale`, loaded once into the temp folder."""
    import kgstore
    import scale_check

    path = Path(tempfile.gettempdir()) / f"kg-live-reload-scale{scale:g}.db"
    workload = scale_check.generate(scale)
    workspace = workload["meta"]["workspace_id"]
    if path.exists():
        with kgstore.open(path) as kg:
            if kg.workspace(workspace).stats().entities == len(workload["entities"]):
                return path, workspace
        for suffix in ("", "-wal", "-shm"):
            Path(f"{path}{suffix}").unlink(missing_ok=True)
    scale_check.load(workload, path)
    return path, workspace


def one_round(app, path: Path, workspace: str, *, stepped: bool, seconds: float, rate: float,
              search_every: float) -> dict:
    from PySide6.QtCore import QTimer

    from kgui.session import ExplorerSession

    session = ExplorerSession(str(path))
    if not stepped:  # every reload as one ordinary request
        submit = session.client.submit
        session.client.submit = lambda op, **kw: submit(op, **{**kw, "background": False})
    opened: list[float] = []
    session.workspace_opened.connect(lambda snap: opened.append(time.monotonic()))
    session.client.opened.connect(lambda result: session.open_workspace(workspace))
    started = time.monotonic()
    session.start()
    while not opened and time.monotonic() - started < 120:
        app.processEvents()
        time.sleep(0.005)
    if not opened:
        raise SystemExit(f"the workspace {workspace!r} did not open within 120 s")
    reloads: list[int] = []
    session.workspace_reloaded.connect(lambda snap: reloads.append(1))
    waits: list[float] = []
    asked = [0]

    def search() -> None:
        sent = time.monotonic()
        query = WORDS[asked[0] % len(WORDS)]
        asked[0] += 1
        session.submit("search", query=query, limit=50,
                       on_done=lambda hits, sent=sent: waits.append((time.monotonic() - sent) * 1000))

    env = dict(os.environ, PYTHONPATH=str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    agent = subprocess.Popen([sys.executable, "-c", AGENT, str(path), workspace, str(seconds), str(rate)],
                             env=env)
    timer = QTimer()
    timer.timeout.connect(search)
    timer.start(int(search_every * 1000))
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.002)
    timer.stop()
    agent.wait(timeout=60)
    settle = time.monotonic() + 5
    while len(waits) < asked[0] and time.monotonic() < settle:
        app.processEvents()
        time.sleep(0.005)
    session.shutdown()
    waits.sort()
    return {
        "open_s": round(opened[0] - started, 2),
        "searches": asked[0], "answered": len(waits), "reloads": len(reloads),
        "wait_p50_ms": round(statistics.median(waits), 1),
        "wait_p90_ms": round(waits[int(0.9 * (len(waits) - 1))], 1),
        "wait_max_ms": round(waits[-1], 1),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--db", default=None, help="an existing knowledge-graph file")
    parser.add_argument("--workspace", default=None, help="its workspace (with --db)")
    parser.add_argument("--scale", type=float, default=5.0, help="without --db: the shared workload's scale")
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--rate", type=float, default=10.0, help="agent observations per second")
    parser.add_argument("--search-every", type=float, default=0.3)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--out", default=None)
    args = parser.parse_args(argv)
    if args.db and not args.workspace:
        parser.error("--db needs --workspace")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    path, workspace = (Path(args.db), args.workspace) if args.db else workload_file(args.scale)
    runs: dict[str, list[dict]] = {"steps": [], "one request": []}
    for _ in range(args.rounds):
        for mode in runs:
            runs[mode].append(one_round(app, path, workspace, stepped=mode == "steps", seconds=args.seconds,
                                        rate=args.rate, search_every=args.search_every))
    report = {
        "file": str(path), "workspace": workspace, "seconds": args.seconds, "agent_rate_per_s": args.rate,
        "search_every_s": args.search_every, "rounds": args.rounds,
        "median": {mode: {key: statistics.median(r[key] for r in rs) for key in rs[0]} for mode, rs in runs.items()},
        "runs": runs,
    }
    text = json.dumps(report, indent=2)
    print(text)
    if args.out:
        Path(args.out).write_text(text + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
