#!/usr/bin/env python3
"""Observation inserts (Workspace.add_observation, one transaction each) on copies of one prebuilt
file, checkouts alternating, against a raw sqlite3 baseline taken in the same process.

    .venv/bin/python benchmarks/observation_inserts.py build --scale 1 /tmp/obs1.db --code CODE_DIR_A
    .venv/bin/python benchmarks/observation_inserts.py run /tmp/obs1.db --pairs 8 CODE_DIR_A CODE_DIR_B
    .venv/bin/python benchmarks/observation_inserts.py floor /tmp/obs1.db --runs 6

`build` writes the shared workload's entities and edges one by one (as store_replay.py does
before its observation phase) with this checkout's kgstore, and the entity ids beside the file
(FILE.json). `run` replays the workload's first --count observations into a fresh copy of it in
a child process per checkout (PYTHONPATH = the checkout), alternating A B, B A, ...; each child
measures one-row autocommit edge inserts through plain sqlite3 (store_replay.py's raw baseline)
right before and right after its observations, in wall and in CPU time (time.process_time, all
threads: the background checkpoints count). Reported per checkout, medians over the pairs:
observations /s, their ratio to the raw baseline of the same child (in wall time and in CPU
time), and the wall ratio over CoWork OS's (REFERENCE.md: 8,222 observations /s at a raw edge
baseline of about 33,000 /s, i.e. 0.249; store_replay.py's vs_cowork_scaled_by_raw_baseline).
On a loaded machine the CPU ratio is the steadier one; CoWork's own is not known in CPU time.
A newer checkout may add a migration to the copy it opens (not timed).

`floor` is what an observation costs in SQL alone, with no kgstore code: plain sqlite3 on copies
of the file (with this checkout's count triggers) running the statements a new observation needs
- BEGIN IMMEDIATE, the reinforcing UPDATE (with the repeat check), the INSERT, COMMIT - and,
second, those plus the four small statements kgstore adds (the two busy_timeout pragmas around
BEGIN, data_version, the search watermark), each against the raw baseline.

`versus-cowork` measures CoWork OS's write itself in the same run instead of estimating it: a
file with CoWork's own schema (its kg_* tables, indexes and triggers as they stand in
../shared/fixtures/cowork-os-sample.db, no column or trigger of ours) holding the same
entities and edges, into a fresh copy of which a Node.js child writes the same observations as
CoWork does (COWORK-COEXISTENCE.md: one autocommit `INSERT INTO kg_observations (id, entity_id,
content, source, source_task_id, created_at)` a note, content trimmed, a random UUID, WAL,
synchronous NORMAL, foreign keys ON, busy_timeout 5000), after the entity-exists check its
service makes first (the entity's row joined to its type, its properties parsed), each statement
prepared per call as its code does, through better-sqlite3, the driver CoWork uses; the kgstore child of `run` alternates with it. Needs
Node.js and a folder where `npm install better-sqlite3@12` was run (--node-modules):

    mkdir /tmp/bs3 && (cd /tmp/bs3 && npm init -y && npm install better-sqlite3@12)
    .venv/bin/python benchmarks/observation_inserts.py versus-cowork /tmp/obs1.db --node-modules /tmp/bs3 --pairs 6
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
COWORK_OVER_RAW = 8222 / 33000  # REFERENCE.md, as store_replay.py scales it


def generate(scale: float) -> dict:
    """The shared workload (reliability/scale_check.py's generate, as bulk_import.py and
    scale_queries.py read it). Importing it imports kgstore: a child imports its own first."""
    sys.path.insert(0, str(ROOT / "benchmarks" / "reliability"))
    from scale_check import generate as shared

    return shared(scale)


def remove(path: Path) -> None:
    for suffix in ("", "-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)


def raw_edge_rate(workload: dict, folder: Path, n: int = 8000) -> tuple[float, float]:
    """One-row autocommit edge inserts into a fresh file (store_replay.raw_edge_rate): per wall
    second and per CPU second."""
    path = folder / f"raw-{uuid.uuid4().hex[:8]}.db"
    conn = sqlite3.connect(str(path), isolation_level=None)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA synchronous=NORMAL")
    conn.execute("CREATE TABLE edg (id TEXT PRIMARY KEY, s TEXT, t TEXT, type TEXT, vf INT, vt INT)")
    rows = [(str(uuid.uuid4()), str(e["source"]), str(e["target"]), e["type"], e["valid_from"], e["valid_to"])
            for e in workload["edges"][:n]]
    t0, c0 = time.perf_counter(), time.process_time()
    for row in rows:
        conn.execute("INSERT INTO edg VALUES (?, ?, ?, ?, ?, ?)", row)
    wall, cpu = time.perf_counter() - t0, time.process_time() - c0
    conn.close()
    remove(path)
    return len(rows) / wall, len(rows) / cpu


def build(scale: float, base: Path, code: Path) -> None:
    sys.path.insert(0, str(code))
    import kgstore

    workload = generate(scale)
    remove(base)
    with kgstore.open(base) as kg:
        ws = kg.workspace(workload["meta"]["workspace_id"])
        ids = [ws.upsert_entity(e["type"], e["name"], description=e["description"], properties=e["properties"],
                                source="agent").id for e in workload["entities"]]
        for e in workload["edges"]:
            ws.create_edge(ids[e["source"]], ids[e["target"]], e["type"], valid_from=e["valid_from"],
                           valid_to=e["valid_to"])
    Path(f"{base}.json").write_text(json.dumps({"scale": scale, "workspace": workload["meta"]["workspace_id"],
                                                "ids": ids}))
    print(f"wrote {base} with {Path(kgstore.__file__).parent}: {len(ids)} entities, {len(workload['edges'])} edges")


def child(base: Path, count: int) -> dict:
    """One checkout's run (kgstore from PYTHONPATH), on a fresh copy of `base`."""
    import kgstore

    meta = json.loads(Path(f"{base}.json").read_text())
    workload = generate(meta["scale"])
    ids = meta["ids"]
    notes = workload["observations"][:count]
    work = base.parent / f"obs-{uuid.uuid4().hex[:8]}.db"
    shutil.copy(base, work)
    try:
        with kgstore.open(work) as kg:
            ws = kg.workspace(meta["workspace"])
            ws.add_observation(ids[0], "a first note, not timed")  # migrations, caches, statements
            before = raw_edge_rate(workload, base.parent)
            t0, c0 = time.perf_counter(), time.process_time()
            for o in notes:
                ws.add_observation(ids[o["entity"]], o["content"])
            wall, cpu = time.perf_counter() - t0, time.process_time() - c0
            after = raw_edge_rate(workload, base.parent)
    finally:
        remove(work)
    raw_wall, raw_cpu = (before[0] + after[0]) / 2, (before[1] + after[1]) / 2
    return {"code": str(Path(kgstore.__file__).resolve().parent.parent),
            "observations_per_s": round(len(notes) / wall), "observations_per_cpu_s": round(len(notes) / cpu),
            "raw_per_s": round(raw_wall), "raw_per_cpu_s": round(raw_cpu),
            "ratio_to_raw": round(len(notes) / wall / raw_wall, 4),
            "ratio_to_raw_cpu": round(len(notes) / cpu / raw_cpu, 4)}


def _started() -> str:
    return f"{time.strftime('%H:%M:%S', time.gmtime())} UTC, load {os.getloadavg()[0]:.2f}"


def run_child(base: Path, code: str | Path, count: int) -> dict:
    """`child` in a fresh process with the checkout `code`'s kgstore."""
    proc = subprocess.run([sys.executable, __file__, "child", str(base), "--count", str(count)],
                          env=dict(os.environ, PYTHONPATH=str(Path(code).resolve())),
                          capture_output=True, text=True, cwd=code)
    if proc.returncode:
        raise SystemExit(f"{code}: {proc.stderr[-2000:]}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def run(base: Path, codes: list[str], pairs: int, count: int) -> dict:
    results: dict[str, list[dict]] = {code: [] for code in codes}
    for i in range(pairs):
        for code in codes if i % 2 == 0 else codes[::-1]:
            started = _started()
            result = run_child(base, code, count)
            result["started"] = started
            results[code].append(result)
            print(json.dumps(result), file=sys.stderr, flush=True)
    report: dict = {"file": str(base), "observations": count, "pairs": pairs}
    for code, runs in results.items():
        med = {k: statistics.median(r[k] for r in runs) for k in runs[0] if isinstance(runs[0][k], (int, float))}
        med["vs_cowork_scaled_by_raw_baseline"] = round(med["ratio_to_raw"] / COWORK_OVER_RAW, 3)
        report[code] = med
    a, b = codes
    report["b_over_a"] = {k: round(report[b][k] / report[a][k], 3)
                          for k in ("ratio_to_raw", "ratio_to_raw_cpu", "observations_per_cpu_s")}
    return report


_REINFORCE = ("UPDATE kg_entities SET last_seen_at = ? WHERE id = ? AND workspace_id = ? AND NOT EXISTS"
              " (SELECT 1 FROM kg_observations o WHERE o.entity_id = ?"
              " AND (o.fingerprint = ? OR o.content_hash = ? OR o.content_hash IS NULL))")
_INSERT = ("INSERT INTO kg_observations (id, entity_id, content, source, source_task_id, created_at, fingerprint,"
           " content_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")


def floor_once(base: Path, workload: dict, meta: dict, store_statements: bool) -> tuple[float, float]:
    sys.path.insert(0, str(ROOT))
    from kgstore.storage import migrations

    work = base.parent / f"floor-{uuid.uuid4().hex[:8]}.db"
    shutil.copy(base, work)
    conn = sqlite3.connect(str(work), isolation_level=None)
    for pragma in ("journal_mode = WAL", "synchronous = NORMAL", "foreign_keys = ON", "cache_size = -2000",
                   "mmap_size = 536870912"):
        conn.execute(f"PRAGMA {pragma}")
    for name, sql in migrations.EDGE_COUNT_TRIGGERS.items():  # this checkout's triggers
        conn.execute(f"DROP TRIGGER IF EXISTS {name}")
        conn.execute(sql)
    rows = []
    for o in workload["observations"][:8000]:
        digest = hashlib.sha256(o["content"].lower().encode()).hexdigest()[:32]
        rows.append((str(uuid.uuid4()), meta["ids"][o["entity"]], o["content"], "agent", None, 2,
                     "text:" + digest, digest))
    ws = meta["workspace"]
    t0, c0 = time.perf_counter(), time.process_time()
    for row in rows:
        if store_statements:
            conn.execute("PRAGMA busy_timeout = 50")
        conn.execute("BEGIN IMMEDIATE")
        if store_statements:
            conn.execute("PRAGMA busy_timeout = 5000")
            conn.execute("PRAGMA data_version").fetchone()
        conn.execute(_REINFORCE, (2, row[1], ws, row[1], row[6], row[7]))
        conn.execute(_INSERT, row)
        if store_statements:
            conn.execute("SELECT indexed_rowid FROM kg_fts_state WHERE name = 'observations'").fetchone()
        conn.execute("COMMIT")
    wall, cpu = time.perf_counter() - t0, time.process_time() - c0
    conn.close()
    remove(work)
    return len(rows) / wall, len(rows) / cpu


def floor(base: Path, runs: int) -> dict:
    meta = json.loads(Path(f"{base}.json").read_text())
    workload = generate(meta["scale"])
    ratios: dict[str, list[tuple[float, float]]] = {"sql_only": [], "with_store_statements": []}
    for i in range(runs):
        before = raw_edge_rate(workload, base.parent)
        got = {name: floor_once(base, workload, meta, name != "sql_only") for name in ratios}
        after = raw_edge_rate(workload, base.parent)
        raw = ((before[0] + after[0]) / 2, (before[1] + after[1]) / 2)
        for name, (wall, cpu) in got.items():
            ratios[name].append((wall / raw[0], cpu / raw[1]))
        print(f"run {i + 1}: raw {raw[0]:.0f} /s ({raw[1]:.0f} /CPU s); " + ", ".join(
            f"{name} {wall:.0f} /s ({cpu:.0f} /CPU s)" for name, (wall, cpu) in got.items()), file=sys.stderr)
    out = {"file": str(base), "runs": runs}
    for name, pairs in ratios.items():
        wall = statistics.median(p[0] for p in pairs)
        cpu = statistics.median(p[1] for p in pairs)
        out[name] = {"ratio_to_raw": round(wall, 3), "ratio_to_raw_cpu": round(cpu, 3),
                     "vs_cowork_scaled_by_raw_baseline": round(wall / COWORK_OVER_RAW, 2)}
    return out


COWORK_FIXTURE = ROOT.parent / "shared" / "fixtures" / "cowork-os-sample.db"

_COWORK_CHILD = r"""
const Database = require(process.argv[2] + '/node_modules/better-sqlite3');
const crypto = require('crypto');
const fs = require('fs');
const [file, notesFile] = [process.argv[3], process.argv[4]];
const notes = JSON.parse(fs.readFileSync(notesFile, 'utf8'));
const db = new Database(file);
db.pragma('journal_mode = WAL');
db.pragma('busy_timeout = 5000');
db.pragma('synchronous = NORMAL');
db.pragma('foreign_keys = ON');
function getEntity(entityId) {
  const row = db.prepare('SELECT e.*, t.name as entity_type_name FROM kg_entities e'
    + ' LEFT JOIN kg_entity_types t ON e.entity_type_id = t.id WHERE e.id = ?').get(entityId);
  if (!row) return undefined;
  let properties = {};
  try { properties = JSON.parse(row.properties || '{}'); } catch (e) { properties = {}; }
  return {id: row.id, workspaceId: row.workspace_id, entityTypeId: row.entity_type_id, name: row.name,
          description: row.description || undefined, properties, confidence: row.confidence,
          source: row.source, createdAt: row.created_at, updatedAt: row.updated_at,
          entityTypeName: row.entity_type_name};
}
function addObservation(entityId, content, source) {
  if (!getEntity(entityId)) throw new Error('Entity not found: ' + entityId);
  const id = crypto.randomUUID();
  const now = Date.now();
  db.prepare('INSERT INTO kg_observations (id, entity_id, content, source, source_task_id, created_at)'
    + ' VALUES (?, ?, ?, ?, ?, ?)').run(id, entityId, content.trim(), source, null, now);
  return {id, entityId, content: content.trim(), source, createdAt: now};
}
addObservation(notes[0][0], 'a first note, not timed', 'agent');
const c0 = process.cpuUsage(); const t0 = process.hrtime.bigint();
for (const [entityId, content] of notes) addObservation(entityId, content, 'agent');
const wall = Number(process.hrtime.bigint() - t0) / 1e9;
const c = process.cpuUsage(c0); const cpu = (c.user + c.system) / 1e6;
db.close();
console.log(JSON.stringify({observations_per_s: Math.round(notes.length / wall),
                            observations_per_cpu_s: Math.round(notes.length / cpu)}));
"""


def _cowork_objects(conn: sqlite3.Connection) -> list[tuple]:
    """CoWork's knowledge-graph objects (and its workspaces table), tables first: the FTS table's
    shadow tables are left to its CREATE VIRTUAL TABLE."""
    return conn.execute(
        "SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%'"
        " AND (tbl_name LIKE 'kg\\_%' ESCAPE '\\' OR name = 'workspaces')"
        " AND NOT (type = 'table' AND name LIKE 'kg\\_entities\\_fts\\_%' ESCAPE '\\')"
        " ORDER BY CASE type WHEN 'table' THEN 0 WHEN 'index' THEN 1 ELSE 2 END").fetchall()


def cowork_build(base: Path, fixture: Path) -> tuple[Path, Path]:
    """CoWork's schema with the workload's entities and edges (plain sqlite3, not timed), beside
    `base`; the observations to write and the entity ids they go to in FILE.cowork.json."""
    target = Path(f"{base}.cowork.db")
    notes_file = Path(f"{base}.cowork.json")
    if target.exists() and notes_file.exists():
        return target, notes_file
    meta = json.loads(Path(f"{base}.json").read_text())
    workload = generate(meta["scale"])
    with tempfile.TemporaryDirectory() as folder:  # a copy: the shared file is never opened in place
        for suffix in ("", "-wal"):
            if Path(f"{fixture}{suffix}").exists():
                shutil.copyfile(f"{fixture}{suffix}", Path(folder) / f"cowork.db{suffix}")
        src = sqlite3.connect(str(Path(folder) / "cowork.db"))
        objects = _cowork_objects(src)
        src.close()
    remove(target)
    conn = sqlite3.connect(str(target), isolation_level=None)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("BEGIN")
    for _type, _name, sql in objects:
        conn.execute(sql)
    ws, now = meta["workspace"], 1767225600000
    conn.execute("INSERT INTO workspaces VALUES (?, 'bench', '/bench', ?, ?, '{}')", (ws, now, now))
    type_ids = {}
    for e in workload["entities"]:
        if e["type"] not in type_ids:
            type_ids[e["type"]] = f"kg-type-{e['type']}"
            conn.execute("INSERT INTO kg_entity_types (id, workspace_id, name, is_builtin, created_at)"
                         " VALUES (?, ?, ?, 1, ?)", (type_ids[e["type"]], ws, e["type"], now))
    ids = [str(uuid.uuid4()) for _ in workload["entities"]]
    conn.executemany(
        "INSERT INTO kg_entities (id, workspace_id, entity_type_id, name, description, properties, confidence,"
        " source, source_task_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 1.0, 'agent', NULL, ?, ?)",
        [(i, ws, type_ids[e["type"]], e["name"], e["description"], json.dumps(e["properties"]), now, now)
         for i, e in zip(ids, workload["entities"])])
    conn.executemany(
        "INSERT INTO kg_edges (id, workspace_id, source_entity_id, target_entity_id, edge_type, properties,"
        " confidence, source, source_task_id, created_at, valid_from, valid_to)"
        " VALUES (?, ?, ?, ?, ?, '{}', 1.0, 'agent', NULL, ?, ?, ?)",
        [(str(uuid.uuid4()), ws, ids[e["source"]], ids[e["target"]], e["type"], now, e["valid_from"], e["valid_to"])
         for e in workload["edges"]])
    conn.execute("COMMIT")
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    notes_file.write_text(json.dumps([[ids[o["entity"]], o["content"]] for o in workload["observations"]]))
    return target, notes_file


def cowork_child(cowork_base: Path, notes_file: Path, node_modules: Path, count: int) -> dict:
    work = cowork_base.parent / f"cowork-{uuid.uuid4().hex[:8]}.db"
    shutil.copy(cowork_base, work)
    notes_all = json.loads(notes_file.read_text())
    notes = work.with_suffix(".json")
    notes.write_text(json.dumps(notes_all[:count]))
    script = work.with_suffix(".js")
    script.write_text(_COWORK_CHILD)
    try:
        proc = subprocess.run(["node", str(script), str(node_modules), str(work), str(notes)],
                              capture_output=True, text=True)
        if proc.returncode:
            raise SystemExit(f"the CoWork child failed: {proc.stderr.strip()[-1500:]}")
        return json.loads(proc.stdout.strip().splitlines()[-1])
    finally:
        remove(work)
        notes.unlink(missing_ok=True)
        script.unlink(missing_ok=True)


def versus_cowork(base: Path, node_modules: Path, pairs: int, count: int, fixture: Path) -> dict:
    if not (node_modules / "node_modules" / "better-sqlite3").is_dir():
        raise SystemExit(f"{node_modules}: no node_modules/better-sqlite3 there"
                         " (run `npm install better-sqlite3@12` in it)")
    if not fixture.is_file():
        raise SystemExit(f"{fixture}: CoWork's sample file is not there (--fixture)")
    cowork_base, notes_file = cowork_build(base, fixture)
    runs: dict[str, list[dict]] = {"kgstore": [], "cowork": []}
    for i in range(pairs):
        for side in ("kgstore", "cowork") if i % 2 == 0 else ("cowork", "kgstore"):
            started = _started()
            result = (cowork_child(cowork_base, notes_file, node_modules, count) if side == "cowork"
                      else run_child(base, ROOT, count))
            result["started"] = started
            runs[side].append(result)
            print(side, json.dumps(result), file=sys.stderr, flush=True)
    report: dict = {"file": str(base), "cowork_file": str(cowork_base), "observations": count, "pairs": pairs}
    for side, got in runs.items():
        report[side] = {k: statistics.median(r[k] for r in got) for k in ("observations_per_s", "observations_per_cpu_s")}
    # per pair, so both sides of a ratio ran within the same minute
    report["kgstore_over_cowork_per_pair"] = [round(a["observations_per_s"] / b["observations_per_s"], 3)
                                              for a, b in zip(runs["kgstore"], runs["cowork"])]
    report["kgstore_over_cowork"] = {
        "wall": round(statistics.median(report["kgstore_over_cowork_per_pair"]), 3),
        "cpu": round(statistics.median(a["observations_per_cpu_s"] / b["observations_per_cpu_s"]
                                       for a, b in zip(runs["kgstore"], runs["cowork"])), 3)}
    return report


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    b = sub.add_parser("build")
    b.add_argument("--scale", type=float, default=1.0)
    b.add_argument("file")
    b.add_argument("--code", default=str(ROOT), help="the checkout to write it with: the oldest of those compared"
                   " (a newer one may add a migration that an older one will not write to)")
    r = sub.add_parser("run")
    r.add_argument("file")
    r.add_argument("codes", nargs=2, help="two checkouts, A (the baseline) and B")
    r.add_argument("--pairs", type=int, default=8)
    r.add_argument("--count", type=int, default=10_000, help="observations a run (default 10,000)")
    r.add_argument("--out", default=None)
    c = sub.add_parser("child")
    c.add_argument("file")
    c.add_argument("--count", type=int, default=10_000)
    f = sub.add_parser("floor")
    f.add_argument("file")
    f.add_argument("--runs", type=int, default=6)
    v = sub.add_parser("versus-cowork")
    v.add_argument("file", help="a file `build` wrote (its CoWork twin is built beside it once)")
    v.add_argument("--node-modules", required=True, help="a folder where `npm install better-sqlite3@12` was run")
    v.add_argument("--pairs", type=int, default=6)
    v.add_argument("--count", type=int, default=10_000)
    v.add_argument("--fixture", default=str(COWORK_FIXTURE))
    v.add_argument("--out", default=None)
    args = parser.parse_args()
    if args.command == "build":
        build(args.scale, Path(args.file).resolve(), Path(args.code).resolve())
    elif args.command == "child":
        print(json.dumps(child(Path(args.file).resolve(), args.count)))
    elif args.command == "run":
        report = run(Path(args.file).resolve(), args.codes, args.pairs, args.count)
        text = json.dumps(report, indent=2)
        print(text)
        if args.out:
            Path(args.out).write_text(text + "\n")
    elif args.command == "versus-cowork":
        report = versus_cowork(Path(args.file).resolve(), Path(args.node_modules).resolve(), args.pairs, args.count,
                               Path(args.fixture).resolve())
        text = json.dumps(report, indent=2)
        print(text)
        if args.out:
            Path(args.out).write_text(text + "\n")
    else:
        print(json.dumps(floor(Path(args.file).resolve(), args.runs), indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
