#!/usr/bin/env python3
"""Searching in the whole explorer while an agent writes: the main window (so the Review panel's
count, the time bar's histogram and every other view ask the worker what they ask in the app)
on a large file, an agent process writing a note every 0.1 s, a search sent every 0.3 s.

    .venv/bin/python benchmarks/bulk_import.py --scale 10 --keep /tmp/w10.db    # 200k entities
    git worktree add --detach /tmp/before <commit>                               # the "before" code
    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/live_reload_window.py /tmp/w10.db \\
        --before /tmp/before --rounds 3 --work-dir /tmp/lrw                      # ~4 min

Each side (this checkout, and with --before another checkout's kgui/kgstore) gets its own copy
of the file, made once in --work-dir; the sides run alternately, a fresh process each time (the
real application, `kgui.app.main`, with fresh settings; `--panel review` opens the Review panel
too). Once the workspace is open and the worker has been idle for a second (and a first search,
which loads the search's typo word lists, has been answered: --cold-search leaves it out), the
agent process starts adding a note to one entity every 1/--rate s for --seconds, and a search
is sent every --search-every s (as the search field sends it, but without superseding the one
before, so that every search is answered and timed). Reported per round, then as medians per side:

* search wait p50 / p90 / max (ms): from sending the search to its answer on the GUI thread (a
  search still unanswered 15 s after the window counts as waiting until then, a lower bound;
  "unanswered" says how many);
* the GUI thread's longest stall (a 25 ms timer's lateness) and how many passed 100 ms;
* reloads in the window, and the store worker's CPU time (its thread's, from /proc) per reload,
  in all and without the searches' own (what each reload brought: the reload, the review count,
  the histogram, the workspace list, …);
* per request kind: how many were answered, their worker CPU in all, and the longest single run
  or step (the longest a search could wait behind it once it had started).

The sides' CPU times are measured in the same conditions, a side at a time; on a shared machine
the CPU time of the same work varies with the load (other processes on the other core), so
compare the sides of one run, not figures of different runs.

A ratio after / before is given for the medians. The agent uses this checkout's kgstore for both
sides (it only adds observations).
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

sys.path.insert(0, str(Path(__file__).resolve().parent))
from live_reload import AGENT  # noqa: E402  (the same agent process: a note every 1/rate s)

CHILD = r"""
import json, os, sys, threading, time
sys.path.insert(0, %(root)r)
ARGS = %(args)r
import kgui.app
import kgui.views.main_window as mw
import kgui.worker.store_worker as sw
import kgui.worker.client as wc

lock = threading.Lock()
measuring = [False]
ops = {}  # op -> {"runs", "cpu_s", "longest_s"}
worker_tid = [None]
submitted = {}

trace = []

def note(op, cpu, wall, finished):
    if not measuring[0]:
        return
    with lock:
        if ARGS["trace"]:
            trace.append((round(time.monotonic() - R["cpu0"][2], 3), op, round(cpu, 4), round(wall, 4), finished))
        slot = ops.setdefault(op, {"answered": 0, "cpu_s": 0.0, "longest_s": 0.0})
        slot["cpu_s"] += cpu
        slot["longest_s"] = max(slot["longest_s"], wall)
        slot["answered"] += finished

nested = []  # the worker thread's runs and steps under way: one may start another (what waited)

def timed(op, call):
    # call() on the worker thread, its CPU and wall time noted for `op` less those of the runs
    # and steps it started itself (a request answered starts what waited for it).
    c, w = time.thread_time(), time.monotonic()
    nested.append([0.0, 0.0])
    finished = 1
    try:
        result = call()
        finished = 0 if result is True else 1  # _advance: True while steps remain
        return result
    finally:
        inner_cpu, inner_wall = nested.pop()
        cpu, wall = time.thread_time() - c, time.monotonic() - w
        if nested:
            nested[-1][0] += cpu
            nested[-1][1] += wall
        note(op, cpu - inner_cpu, wall - inner_wall, finished)

_run = sw.StoreWorker._run
def run(self, request):
    worker_tid[0] = threading.get_native_id()
    return timed(request.op, lambda: _run(self, request))
sw.StoreWorker._run = run

_advance = sw.StoreWorker._advance
def advance(self, request, steps):
    return timed(request.op, lambda: _advance(self, request, steps))
sw.StoreWorker._advance = advance

for name in ("poll_external_changes", "run_scheduled_decay", "run_scheduled_cleanup"):
    def hooked(self, _fn=getattr(sw.StoreWorker, name), _name=name):
        return timed(f"({_name})", lambda: _fn(self))
    setattr(sw.StoreWorker, name, hooked)

_submit = wc.StoreClient.submit
def submit(self, op, **kw):
    if measuring[0]:
        submitted[op] = submitted.get(op, 0) + 1
    return _submit(self, op, **kw)
wc.StoreClient.submit = submit

def thread_cpu(tid):
    try:
        with open(f"/proc/self/task/{tid}/schedstat") as f:
            return int(f.read().split()[0]) / 1e9
    except OSError:
        return float("nan")

window = [None]
_start = mw.MainWindow.start
def start(self):
    window[0] = self
    _start(self)
    from PySide6.QtCore import QTimer
    QTimer.singleShot(200, wait_open)
mw.MainWindow.start = start

def wait_open(state={"since": None, "began": time.monotonic()}):
    from PySide6.QtCore import QTimer
    w = window[0]
    s = w.session
    ready = s.workspace_id is not None and s.model.entities and s.client.is_idle()
    if time.monotonic() - state["began"] > 300:
        fail("the workspace did not open and settle within 300 s")
    if not ready:
        state["since"] = None
        QTimer.singleShot(100, wait_open)
        return
    if state["since"] is None:
        state["since"] = time.monotonic()
    if time.monotonic() - state["since"] < ARGS["settle"]:
        QTimer.singleShot(100, wait_open)
        return
    if ARGS["warm_search"] and not state.get("warmed"):
        # The first search reads each search index's word list for typo matches (1M entities:
        # seconds); it is asked once before the window, then the worker must be idle again.
        state["warmed"] = True
        state["since"] = None
        s.submit("search", query="warmup", limit=50)
        QTimer.singleShot(100, wait_open)
        return
    begin()

def fail(message):
    sys.stderr.write(message + "\n")
    os._exit(3)

R = {}
def begin():
    import subprocess
    from PySide6.QtCore import QTimer
    w = window[0]
    s = w.session
    R["opened_at_s"] = round(time.monotonic() - ARGS["t0"], 2)
    R["review_panel_seen"] = bool(w.review_panel.is_seen())
    reloads = R.setdefault("reloads", [0])
    s.workspace_reloaded.connect(lambda _snap: reloads.__setitem__(0, reloads[0] + 1))
    waits = R.setdefault("waits", [])
    asked = R.setdefault("asked", [0])
    words = ("kanu", "fure", "semudo", "dizu", "bokipi", "foro", "lovilo", "mego", "nogada", "simemu")
    sent_at = R.setdefault("sent_at", {})
    def search():
        sent = time.monotonic()
        query = words[asked[0] %% len(words)]
        asked[0] += 1
        n = asked[0]
        sent_at[n] = sent
        def answered(hits, n=n, sent=sent):
            sent_at.pop(n, None)
            waits.append((time.monotonic() - sent) * 1000)
        s.submit("search", query=query, limit=50, on_done=answered)
    # The GUI thread's stalls: a timer every 25 ms, and how late it fires.
    stall = R.setdefault("stall", {"last": time.monotonic(), "max": 0.0, "over_100": 0})
    def tick():
        now = time.monotonic()
        late = (now - stall["last"] - 0.025) * 1000
        stall["max"] = max(stall["max"], late)
        stall["over_100"] += late > 100
        stall["last"] = now
    ticker = QTimer(w)
    ticker.timeout.connect(tick)
    ticker.start(25)
    R["ticker"] = ticker
    env = dict(os.environ, PYTHONPATH=ARGS["agent_root"])
    R["cpu0"] = (thread_cpu(worker_tid[0]), sum(os.times()[:2]), time.monotonic())
    measuring[0] = True
    R["agent"] = subprocess.Popen([sys.executable, "-c", ARGS["agent"], ARGS["db"], ARGS["ws"],
                                   str(ARGS["seconds"]), str(ARGS["rate"])], env=env)
    timer = QTimer(w)
    timer.timeout.connect(search)
    timer.start(int(ARGS["search_every"] * 1000))
    R["timer"] = timer
    QTimer.singleShot(int(ARGS["seconds"] * 1000), stop)

def stop():
    from PySide6.QtCore import QTimer
    R["timer"].stop()
    R["ticker"].stop()
    R["cpu1"] = (thread_cpu(worker_tid[0]), sum(os.times()[:2]), time.monotonic())
    R["stopped"] = time.monotonic()
    QTimer.singleShot(100, finish)

def finish():
    from PySide6.QtCore import QTimer
    waits, asked = R["waits"], R["asked"][0]
    if len(waits) < asked and time.monotonic() - R["stopped"] < 15:
        QTimer.singleShot(100, finish)
        return
    R["agent"].wait(timeout=60)
    measuring[0] = False
    # A search still unanswered counts as waiting until now (a lower bound, said by "unanswered").
    now = time.monotonic()
    waits = sorted(waits + [(now - sent) * 1000 for sent in R["sent_at"].values()])
    reloads = R["reloads"][0]
    worker_cpu = R["cpu1"][0] - R["cpu0"][0]
    out = {
        "opened_at_s": R["opened_at_s"], "review_panel_seen": R["review_panel_seen"],
        "searches": asked, "answered": asked - len(R["sent_at"]), "unanswered": len(R["sent_at"]),
        "reloads": reloads,
        "gui_stall_max_ms": round(R["stall"]["max"], 1), "gui_stalls_over_100ms": R["stall"]["over_100"],
        "wait_p50_ms": round(statistics.median(waits), 1) if waits else None,
        "wait_p90_ms": round(waits[int(0.9 * (len(waits) - 1))], 1) if waits else None,
        "wait_max_ms": round(waits[-1], 1) if waits else None,
        "worker_cpu_s": round(worker_cpu, 3),
        "worker_cpu_per_reload_s": round(worker_cpu / max(reloads, 1), 3),
        # What the reloads brought (everything but the searches the benchmark sent), per reload.
        "worker_cpu_but_searches_per_reload_s": round(
            (worker_cpu - ops.get("search", {}).get("cpu_s", 0.0)) / max(reloads, 1), 3),
        "process_cpu_s": round(R["cpu1"][1] - R["cpu0"][1], 3),
        "window_s": round(R["cpu1"][2] - R["cpu0"][2], 2),
        "submitted": submitted,
        "ops": {op: {"answered": v["answered"], "cpu_s": round(v["cpu_s"], 3), "longest_s": round(v["longest_s"], 3)}
                for op, v in sorted(ops.items())},
    }
    if ARGS["trace"]:
        out["trace"] = trace
    sys.stdout.write("LIVE_RELOAD " + json.dumps(out) + "\n")
    sys.stdout.flush()
    os._exit(0)

import statistics
argv = ["kgui", "--db", ARGS["db"], "--workspace", ARGS["ws"]]
if ARGS["panel"]:
    argv += ["--panel", ARGS["panel"]]
sys.exit(kgui.app.main(argv))
"""

KEYS = ("wait_p50_ms", "wait_p90_ms", "wait_max_ms", "reloads", "worker_cpu_s", "worker_cpu_per_reload_s",
        "worker_cpu_but_searches_per_reload_s", "process_cpu_s", "searches", "answered", "unanswered",
        "gui_stall_max_ms", "gui_stalls_over_100ms")


def one_run(root: Path, db: Path, args, timeout: float = 600.0) -> dict:
    with tempfile.TemporaryDirectory(prefix="kgui-lrw-") as home:
        env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
                   XDG_CONFIG_HOME=home, XDG_DATA_HOME=home, XDG_CACHE_HOME=home)
        env.pop("PYTHONPATH", None)
        child_args = {"db": str(db), "ws": args.workspace, "seconds": args.seconds, "rate": args.rate,
                      "search_every": args.search_every, "panel": args.panel, "settle": args.settle,
                      "agent": AGENT, "agent_root": str(ROOT), "t0": time.monotonic(),
                      "trace": args.trace, "warm_search": not args.cold_search}
        code = CHILD % {"root": str(root), "args": child_args}
        proc = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                              timeout=timeout, cwd=str(root))
    line = next((ln for ln in proc.stdout.splitlines() if ln.startswith("LIVE_RELOAD ")), None)
    if line is None:
        raise SystemExit(f"{root}: no report (exit {proc.returncode}):\n{proc.stderr[-3000:]}")
    return json.loads(line[len("LIVE_RELOAD "):])


def copy_db(src: Path, dst: Path) -> Path:
    for suffix in ("", "-wal", "-shm"):
        Path(f"{dst}{suffix}").unlink(missing_ok=True)
    import sqlite3

    with sqlite3.connect(f"file:{src}?mode=ro", uri=True) as a, sqlite3.connect(dst) as b:
        a.backup(b)  # a consistent copy, WAL content included
    return dst


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("db", help="a knowledge-graph file (copied once per side)")
    parser.add_argument("--workspace", default="ws-bench")
    parser.add_argument("--before", default=None, help="another checkout: its code is the 'before' side")
    parser.add_argument("--work-dir", default=None, help="where the copies go (default: a temporary folder)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--rate", type=float, default=10.0, help="agent notes per second")
    parser.add_argument("--search-every", type=float, default=0.3)
    parser.add_argument("--settle", type=float, default=1.0, help="idle seconds after opening before starting")
    parser.add_argument("--panel", choices=("review", "tasks"), default=None, help="open this panel too")
    parser.add_argument("--cold-search", action="store_true", help="no search before the measured window (by"
                        " default one is sent and answered first: the first search reads the typo word lists)")
    parser.add_argument("--trace", action="store_true", help="also report every request's runs and steps"
                        " (time since the start, op, CPU s, wall s, answered)")
    parser.add_argument("--out", default=None)
    args = parser.parse_args(argv)
    work = Path(args.work_dir) if args.work_dir else Path(tempfile.mkdtemp(prefix="kgui-lrw-"))
    work.mkdir(parents=True, exist_ok=True)
    sides = {"after": ROOT}
    if args.before:
        sides = {"before": Path(args.before).resolve(), "after": ROOT}
    copies = {side: copy_db(Path(args.db), work / f"{side}.db") for side in sides}
    runs: dict[str, list[dict]] = {side: [] for side in sides}
    started = time.time()
    load = [os.getloadavg()[0]]
    for i in range(args.rounds):
        order = list(sides) if i % 2 == 0 else list(reversed(sides))
        for side in order:
            r = one_run(sides[side], copies[side], args)
            runs[side].append(r)
            load.append(os.getloadavg()[0])
            print(f"round {i + 1} {side}: search wait p50 {r['wait_p50_ms']} p90 {r['wait_p90_ms']} max "
                  f"{r['wait_max_ms']} ms; {r['reloads']} reloads, worker cpu {r['worker_cpu_s']} s "
                  f"({r['worker_cpu_per_reload_s']} s a reload)", file=sys.stderr, flush=True)
    median = {}
    for side, rs in runs.items():
        med = {key: statistics.median(r[key] for r in rs) for key in KEYS}
        op_names = sorted({op for r in rs for op in r["ops"]})
        med["ops"] = {op: {k: statistics.median(r["ops"].get(op, {}).get(k, 0) for r in rs)
                           for k in ("answered", "cpu_s", "longest_s")} for op in op_names}
        median[side] = med
    report = {
        "file": args.db, "workspace": args.workspace, "seconds": args.seconds, "agent_rate_per_s": args.rate,
        "search_every_s": args.search_every, "panel": args.panel, "rounds": args.rounds,
        "started_utc": time.strftime("%Y-%m-%d %H:%M", time.gmtime(started)),
        "minutes": round((time.time() - started) / 60, 1), "load_average_1m": [round(x, 2) for x in load],
        "median": median,
    }
    if "before" in median:
        report["after_over_before"] = {key: round(median["after"][key] / median["before"][key], 2)
                                       for key in KEYS if median["before"][key]}
    report["runs"] = runs
    text = json.dumps(report, indent=2)
    print(text)
    if args.out:
        Path(args.out).write_text(text + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
