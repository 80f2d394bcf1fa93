#!/usr/bin/env python3
"""Maintenance integrity across processes.

1. The one-time cleanup's claim survives a crashed owner, and the cleanup is never run twice:
   in each trial a process starts the cleanup on a copy of a noisy file and is SIGKILLed in the
   middle of a random phase (inside its transaction, holding the claim). Then, while the lease
   is still valid, another process is refused ("claimed by <the dead owner>"); once the lease has
   expired (``now`` past it), three processes race and exactly one runs the cleanup to the end;
   a last call finds it "already done". The finished file holds exactly the rows of a reference
   run that was never interrupted, and passes every integrity check.
2. Decay never runs twice in a day across processes: for each of several days, four processes
   (and on the first day also ``kg maintenance --decay``) call decay at once; exactly one lowers
   anything, and every stale automatic entity ends at 0.85 x 0.95^days.

    .venv/bin/python benchmarks/reliability/maintenance_trials.py --trials 20 --days 10
    KG_REL_CLEANUP_TRIALS=4 KG_REL_DECAY_DAYS=3 pytest tests/reliability/test_maintenance_integrity.py
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import random
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from relcommon import (  # noqa: E402
    GRAPH_TABLES, PYTHON, REPO, Child, child_env, children, emit, env_int, full_integrity,
    wait_for_file, write_report,
)

SCRIPT = Path(__file__).resolve()
T0 = 1_767_225_600_000  # 2026-01-01T00:00:00Z
DAY = 86_400_000


def _noise_module():
    path = REPO / "tests" / "kgstore" / "passive" / "cleanup_noise.py"
    spec = importlib.util.spec_from_file_location("kg_cleanup_noise", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class Clock:
    def __init__(self, start: int):
        self.now = start

    def __call__(self) -> int:
        return self.now

    def advance(self, ms: int) -> int:
        self.now += ms
        return self.now


# =============================================================================================
# Child processes
# =============================================================================================

def child_cleanup(args) -> int:
    """Run the cleanup at `--now`; with --hold, print each phase and sleep inside it."""
    import kgstore
    from kgstore.passive import cleanup

    if args.hold:
        wrapped = []
        for name, fn in cleanup.PHASES:
            def phase(conn, now, _fn=fn, _name=name):
                emit(f"PHASE {_name}")
                time.sleep(args.hold)  # inside the phase's transaction, holding the write lock
                return _fn(conn, now)
            wrapped.append((name, phase))
        cleanup.PHASES = tuple(wrapped)
    kg = kgstore.open(args.db)
    emit("READY")
    if args.go and not wait_for_file(Path(args.go), 60):
        emit("ERR no start file")
        return 3
    report = kg.run_cleanup(now=args.now)
    emit("REPORT " + json.dumps(report.as_dict()))
    kg.close()
    return 0


def child_decay(args) -> int:
    import kgstore

    kg = kgstore.open(args.db)
    ws = kg.workspace(args.workspace)
    emit("READY")
    if not wait_for_file(Path(args.go), 60):
        emit("ERR no start file")
        return 3
    decayed = ws.run_decay(now=args.now)
    emit("REPORT " + json.dumps({"decayed": decayed}))
    kg.close()
    return 0


# =============================================================================================
# 1. the cleanup claim
# =============================================================================================

def build_noisy_file(path: Path) -> None:
    import kgstore

    noise = _noise_module()
    clock = Clock(T0 - 60 * DAY)
    with kgstore.open(path, clock=clock) as kg:
        noise.build_noise(kg, clock)


TIME_COLUMNS = {"created_at", "updated_at", "last_seen_at"}


def rows_without_times(path: Path) -> dict[str, list[tuple]]:
    """The graph tables row for row, with the write-time columns blanked: a phase run by the
    process that took over writes its own `now`, an uninterrupted run another one."""
    import sqlite3

    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        out = {}
        for table in GRAPH_TABLES:
            cols = [r[1] for r in conn.execute(f"PRAGMA table_info({table})")]
            keep = [c for c in cols if c not in TIME_COLUMNS]
            out[table] = sorted(conn.execute(f"SELECT {', '.join(keep)} FROM {table}").fetchall(), key=repr)
        return out
    finally:
        conn.close()


def reference_rows(template: Path, work: Path) -> dict[str, list[tuple]]:
    import kgstore

    ref = work / "reference.db"
    shutil.copy(template, ref)
    with kgstore.open(ref) as kg:
        report = kg.run_cleanup(now=T0)
        assert report.ran, report
    return rows_without_times(ref)


def _argv(kind: str, db: Path, now: int, go: Path | None = None, hold: float = 0.0) -> list[str]:
    argv = [PYTHON, str(SCRIPT), "child", kind, "--db", str(db), "--now", str(now)]
    if go:
        argv += ["--go", str(go)]
    if hold:
        argv += ["--hold", str(hold)]
    return argv


def _report(child: Child, timeout: float = 120) -> dict[str, Any]:
    line = child.wait_for("REPORT ", timeout)
    child.wait(30)
    return json.loads(line[len("REPORT "):])


def cleanup_trial(template: Path, work: Path, reference: dict, rng: random.Random, n: int,
                  kill_in: str) -> tuple[list[str], str]:
    from kgstore.passive.cleanup import LEASE_MS

    db = work / f"trial-{n}.db"
    shutil.copy(template, db)
    problems: list[str] = []
    with children() as kids:
        owner = Child(_argv("cleanup", db, T0, hold=0.3), name=f"owner-{n}", stderr_path=work / f"owner-{n}.err")
        kids.append(owner)
        owner.wait_for(f"PHASE {kill_in}", 120)
        time.sleep(rng.uniform(0.0, 0.25))  # somewhere inside that phase's transaction
        owner.sigkill()
        owner.proc.wait(timeout=30)
        # The lease is still valid: nobody else may run it, and the refusal names the dead owner.
        early = Child(_argv("cleanup", db, T0 + 60_000), name=f"early-{n}")
        kids.append(early)
        refused = _report(early)
        if refused["ran"] or not refused["reason"].startswith("claimed by"):
            problems.append(f"trial {n}: while the crashed owner's lease was valid: {refused['reason']}")
        # After expiry: three processes race; exactly one takes over and finishes.
        go = work / f"go-{n}"
        later = T0 + LEASE_MS + 60_000
        racers = [Child(_argv("cleanup", db, later, go=go), name=f"racer-{n}-{i}") for i in range(3)]
        kids += racers
        for r in racers:
            r.wait_for("READY", 60)
        go.touch()
        reports = [_report(r) for r in racers]
    ran = [r for r in reports if r["ran"]]
    if len(ran) != 1:
        problems.append(f"trial {n}: {len(ran)} processes ran the cleanup after the lease expired: "
                        f"{[r['reason'] for r in reports]}")
    for r in reports:
        if not r["ran"] and not r["reason"].startswith(("claimed by", "already done")):
            problems.append(f"trial {n}: unexpected refusal: {r['reason']}")
    import kgstore

    with kgstore.open(db) as kg:
        again = kg.run_cleanup(now=later + DAY)
        if again.ran or not again.reason.startswith("already done"):
            problems.append(f"trial {n}: a later call ran it again: {again.reason}")
        with kg._db.read() as conn:
            marker = conn.execute("SELECT value FROM maintenance_state WHERE key = 'kg_quality_cleanup_v1'"
                                  ).fetchone()
            claims = conn.execute("SELECT COUNT(*) FROM maintenance_claims").fetchone()[0]
    if marker is None:
        problems.append(f"trial {n}: no marker")
    elif ran and json.loads(marker[0])["owner"] != ran[0]["owner"]:
        problems.append(f"trial {n}: the marker names another owner")
    if claims:
        problems.append(f"trial {n}: {claims} claims left behind")
    if rows_without_times(db) != reference:
        problems.append(f"trial {n}: after a crash in {kill_in} and the rerun, the rows differ from an "
                        "uninterrupted run")
    problems += [f"trial {n}: {p}" for p in full_integrity(db)]
    return problems, kill_in


# =============================================================================================
# 2. decay once a day
# =============================================================================================

def decay_days(work: Path, days: int, racers: int = 4) -> tuple[list[str], dict[str, Any]]:
    import kgstore
    from kgstore.passive.decay import DECAY_RATE, DECAY_FLOOR

    db = work / "decay.db"
    now_ms = int(time.time() * 1000)
    clock = Clock(now_ms - 40 * DAY)
    stale_names = [f"stale tech {i}" for i in range(20)]
    with kgstore.open(db, clock=clock) as kg:
        ws = kg.workspace("d")
        for name in stale_names:
            ws.upsert_entity("concept", name, source="auto")
        ws.upsert_entity("concept", "manual one", source="manual")
    problems: list[str] = []
    winners_per_day = []
    for day in range(days):
        go = work / f"go-decay-{day}"
        # Day 0 is today (wall clock, and the `kg` CLI joins in); later days pass `now`.
        now = None if day == 0 else now_ms + day * DAY + 120_000
        with children() as kids:
            for i in range(racers):
                argv = [PYTHON, str(SCRIPT), "child", "decay", "--db", str(db), "--workspace", "d", "--go", str(go)]
                if now is not None:
                    argv += ["--now", str(now)]
                kids.append(Child(argv, name=f"decay-{day}-{i}"))
            for k in kids:
                k.wait_for("READY", 60)
            go.touch()
            cli = None
            if day == 0:
                cli = subprocess.Popen([PYTHON, "-m", "kgstore.agent.cli", "--db", str(db), "-w", "d", "maintenance",
                                        "--decay", "--json"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                       cwd=str(REPO), env=child_env())
            results = [_report(k)["decayed"] for k in kids]
            if cli is not None:
                try:
                    out, err = cli.communicate(timeout=60)
                except subprocess.TimeoutExpired:
                    cli.kill()
                    out, err = cli.communicate()
                if cli.returncode != 0:
                    problems.append(f"day 0: kg maintenance failed: {err.decode()[:300]}")
                else:
                    results.append(json.loads(out)["decayed"])
        winners = [r for r in results if r > 0]
        winners_per_day.append(len(winners))
        if len(winners) != 1 or winners[0] != len(stale_names):
            problems.append(f"day {day}: decay results {results} (exactly one process must lower all "
                            f"{len(stale_names)})")
    expected = max(DECAY_FLOOR, 0.85 * DECAY_RATE ** days)
    with kgstore.open(db) as kg:
        ws = kg.workspace("d")
        got = {e.name: e.confidence for e in ws.entities()}
    wrong = [n for n in stale_names if abs(got[n] - expected) > 1e-9]
    if wrong:
        problems.append(f"after {days} days: {wrong[0]} has confidence {got[wrong[0]]}, expected {expected}")
    if got["manual one"] != 1.0:
        problems.append("a manual entity decayed")
    problems += full_integrity(db)
    return problems, {"days": days, "racers_per_day": racers + 0, "winners_per_day": winners_per_day,
                      "final_confidence": expected}


def run(work: Path, trials: int = 4, days: int = 3, *, seed: int = 5) -> dict[str, Any]:
    work.mkdir(parents=True, exist_ok=True)
    rng = random.Random(seed)
    template = work / "noisy.db"
    build_noisy_file(template)
    reference = reference_rows(template, work)
    problems: list[str] = []
    killed_in: dict[str, int] = {}
    started = time.monotonic()
    from kgstore.passive.cleanup import PHASES

    phases = [name for name, _ in PHASES]
    rng.shuffle(phases)  # every phase gets its kill once trials >= 6
    for n in range(trials):
        trial_problems, phase = cleanup_trial(template, work, reference, rng, n, phases[n % len(phases)])
        killed_in[phase] = killed_in.get(phase, 0) + 1
        problems += trial_problems
    decay_problems, decay_report = decay_days(work, days)
    problems += decay_problems
    return {"cleanup_trials": trials, "owner_killed_in_phase": killed_in, **decay_report,
            "elapsed_s": round(time.monotonic() - started, 1), "problems": problems, "failures": len(problems)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="cmd")
    child = sub.add_parser("child", help="(internal)")
    child.add_argument("kind", choices=("cleanup", "decay"))
    child.add_argument("--db", required=True)
    child.add_argument("--now", type=int, default=None)
    child.add_argument("--go", default=None)
    child.add_argument("--hold", type=float, default=0.0)
    child.add_argument("--workspace", default="d")
    parser.add_argument("--trials", type=int, default=env_int("KG_REL_CLEANUP_TRIALS", 20),
                        help="crashed-owner cleanup trials (default 20, or $KG_REL_CLEANUP_TRIALS)")
    parser.add_argument("--days", type=int, default=env_int("KG_REL_DECAY_DAYS", 10),
                        help="days of racing decay (default 10, or $KG_REL_DECAY_DAYS)")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--dir", default=None)
    parser.add_argument("--out", default=None)
    args = parser.parse_args(argv)
    if args.cmd == "child":
        return child_cleanup(args) if args.kind == "cleanup" else child_decay(args)
    import tempfile

    with tempfile.TemporaryDirectory(prefix="kg-maint-") as tmp:
        report = run(Path(args.dir or tmp), args.trials, args.days, seed=args.seed)
    write_report(args.out, report)
    return 0 if report["failures"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
