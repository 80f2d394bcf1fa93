"""Upgrading a CoWork OS file while CoWork keeps writing to it.

Builds CoWork-shaped files of several sizes from the real CoWork file in the shared
specification (its schema and triggers; rows written with CoWork's own INSERT statements:
entities, as many observations — half of them on twenty busy entities, as agents' memories pile
up — and as many edges), then, for each size and run, opens a fresh copy with kgstore (the whole
upgrade, backup included) while a separate process writes to it the way CoWork does (an entity
and an observation every 20 ms, busy_timeout 5000). Prints the upgrade time, the time per 10,000
entities (flat when the upgrade is linear), and the writer's longest wait for the lock, its longest
whole write (the wait plus its own commit, which may checkpoint the upgrade's pages), and its
failures (none may fail: a wait over 5 s is a CoWork error).

    .venv/bin/python benchmarks/cowork_upgrade.py --sizes 25000,50000,100000 --runs 3
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

import kgstore  # noqa: E402

FIXTURE = Path(os.environ.get("KG_COWORK_FIXTURE")
               or HERE.parents[1] / "shared" / "fixtures" / "cowork-os-sample.db")
WORKSPACE = "c402cb8e-95b4-4b6a-ab16-3244975c8a05"  # the sample's "Acme Web App"

# The CoWork writer, as a separate process (the way CoWork shares the file): its INSERTs, with
# CoWork's connection settings; it reports every write's wait for the lock.
WRITER = r"""
import json, sqlite3, sys, time, uuid
path, ws, stop = sys.argv[1], sys.argv[2], sys.argv[3]
conn = sqlite3.connect(path, isolation_level=None, timeout=5.0)
conn.execute("PRAGMA busy_timeout = 5000"); conn.execute("PRAGMA synchronous = NORMAL")
type_id = conn.execute("SELECT id FROM kg_entity_types WHERE workspace_id = ? AND name = 'concept'", (ws,)).fetchone()[0]
waits, totals, errors = [], [], []
import os
while not os.path.exists(stop):
    t = time.perf_counter()
    try:
        conn.execute("BEGIN IMMEDIATE")
        waits.append(time.perf_counter() - t)
        eid, now = str(uuid.uuid4()), int(time.time() * 1000)
        conn.execute("INSERT INTO kg_entities (id, workspace_id, entity_type_id, name, description, properties,"
                     " confidence, source, source_task_id, created_at, updated_at) VALUES (?,?,?,?,?,'{}',1.0,'agent',NULL,?,?)",
                     (eid, ws, type_id, "written during the upgrade " + eid[:8], None, now, now))
        conn.execute("INSERT INTO kg_observations (id, entity_id, content, source, source_task_id, created_at)"
                     " VALUES (?,?,?,'agent',NULL,?)", (str(uuid.uuid4()), eid, "seen while upgrading", now))
        conn.execute("COMMIT")
    except sqlite3.Error as e:
        errors.append(str(e))
        if conn.in_transaction:
            conn.execute("ROLLBACK")
    totals.append(time.perf_counter() - t)
    time.sleep(0.02)
print(json.dumps({"writes": len(totals), "max_wait": max(waits, default=0.0),
                  "max_write": max(totals, default=0.0), "errors": errors}))
"""


def build(path: Path, n: int, seed: int = 1) -> None:
    """A CoWork file holding n entities, n observations and n edges, written as CoWork writes."""
    shutil.copyfile(FIXTURE, path)
    conn = sqlite3.connect(path, isolation_level=None)
    rnd = random.Random(seed)
    types = [r[0] for r in conn.execute(
        "SELECT id FROM kg_entity_types WHERE workspace_id = ? AND name IN"
        " ('technology', 'person', 'concept', 'file', 'service')", (WORKSPACE,))]
    t0 = 1_790_000_000_000
    ids = [str(uuid.uuid4()) for _ in range(n)]
    conn.execute("BEGIN")
    conn.executemany(
        "INSERT INTO kg_entities (id, workspace_id, entity_type_id, name, description, properties, confidence,"
        " source, source_task_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, '{}', 1.0, 'agent', NULL, ?, ?)",
        ((eid, WORKSPACE, types[i % len(types)], f"Entity {i} {rnd.choice(['alpha', 'beta', 'gamma'])}",
          f"described {i}", t0 + i, t0 + i) for i, eid in enumerate(ids)))
    conn.executemany(
        "INSERT INTO kg_observations (id, entity_id, content, source, source_task_id, created_at)"
        " VALUES (?, ?, ?, 'agent', NULL, ?)",
        ((str(uuid.uuid4()), ids[rnd.randrange(20)] if rnd.random() < 0.5 else rnd.choice(ids),
          f"observation {j}: {rnd.random():.12f}", t0 + j) for j in range(n)))
    conn.executemany(
        "INSERT OR IGNORE INTO kg_edges (id, workspace_id, source_entity_id, target_entity_id, edge_type, properties,"
        " confidence, source, source_task_id, created_at, valid_from, valid_to)"
        " VALUES (?, ?, ?, ?, ?, '{}', 1.0, 'agent', NULL, ?, ?, NULL)",
        ((str(uuid.uuid4()), WORKSPACE, *rnd.sample(ids, 2), rnd.choice(["uses", "depends on", "knows"]),
          t0 + k, t0 + k) for k in range(n)))
    conn.execute("COMMIT")
    conn.close()


def upgrade_once(source: Path, folder: Path) -> dict:
    db = folder / "cowork-os.db"
    for f in folder.iterdir():
        f.unlink()
    shutil.copyfile(source, db)
    stop = folder.parent / f"stop-{folder.name}"
    stop.unlink(missing_ok=True)
    writer = subprocess.Popen([sys.executable, "-c", WRITER, str(db), WORKSPACE, str(stop)],
                              stdout=subprocess.PIPE, text=True)
    time.sleep(0.3)  # writing before the upgrade starts
    t = time.perf_counter()
    kg = kgstore.open(db)
    seconds = time.perf_counter() - t
    time.sleep(0.3)
    stop.touch()
    report = json.loads(writer.communicate(timeout=60)[0])
    problems = kg.check_integrity()
    written = kg.workspace(WORKSPACE).search("written during the upgrade", limit=50)
    kg.close()
    stop.unlink()
    return {"seconds": seconds, **report, "problems": problems, "found": len(written)}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="25000,50000,100000")
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args()
    if not FIXTURE.exists():
        print(f"the real CoWork file is not at {FIXTURE}", file=sys.stderr)
        return 2
    sizes = [int(s) for s in args.sizes.split(",")]
    failed = False
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        print(f"sqlite {sqlite3.sqlite_version}; {args.runs} runs per size; a CoWork writer every 20 ms")
        print("| entities / observations / edges | upgrade (median) | per 10k entities | runs |"
              " writer's longest lock wait | longest write | writes failed |")
        print("|---|---|---|---|---|---|---|")
        for n in sizes:
            source = tmp / f"cowork-{n}.db"
            build(source, n)
            work = tmp / f"run-{n}"
            work.mkdir()
            runs = [upgrade_once(source, work) for _ in range(args.runs)]
            median = statistics.median(r["seconds"] for r in runs)
            errors = sum(len(r["errors"]) for r in runs)
            failed |= bool(errors) or any(r["problems"] for r in runs) or any(r["found"] == 0 for r in runs)
            print(f"| {n:,} | {median:.2f} s | {median / n * 10_000:.3f} s | "
                  f"{', '.join('%.2f' % r['seconds'] for r in runs)} | "
                  f"{max(r['max_wait'] for r in runs):.2f} s | {max(r['max_write'] for r in runs):.2f} s | {errors} |")
            for r in runs:
                if r["problems"] or r["errors"]:
                    print(f"  problems: {r['problems']} errors: {r['errors'][:3]}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
