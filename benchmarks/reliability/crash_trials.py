#!/usr/bin/env python3
"""Crash safety: a writer process is killed with SIGKILL at random moments, trial after trial, on
the same file. After every kill the file must open, pass PRAGMA integrity_check, foreign-key
check, FTS5's integrity-check of both search indexes and kgstore's check_integrity, and hold
every operation the writer acknowledged before the kill (from this trial and every earlier one);
an operation in flight at the kill is either wholly there or wholly absent.

    .venv/bin/python benchmarks/reliability/crash_trials.py --trials 60      # full size
    KG_REL_CRASH_TRIALS=12 pytest tests/reliability/test_crash_safety.py     # the test's size

The writer (``crash_trials.py writer``) runs a random mix through the public kgstore API:
entity upserts, observations, edges, description updates, edge invalidations, deletes (with
their cascade), a 20-entity task extraction (one transaction), WAL checkpoints, file backups,
and the destructive paths of issue #16: a workspace-scoped restore of a second workspace
("side", which must come back exactly as its backup holds it while the crash workspace keeps
every acknowledged write), an MCP memory import (all or nothing), and a JSON export over an
earlier export (the file is the old export or the new one, never a torn one). Before each operation it prints ``TRY {op}``; after the call returned it prints and
flushes ``ACK {op}``. The parent reads the pipe; after the kill, complete ACK lines are the
acknowledged operations. The kill moment is uniform over [0, --max-delay] seconds after the
writer said READY (it has opened the file), and for every fourth trial after the process was
started, so some kills land while the file is being opened or recovered.
"""

from __future__ import annotations

import argparse
import json
import random
import sqlite3
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from relcommon import PYTHON, Child, emit, env_int, raw_connect, raw_integrity, write_report  # noqa: E402

WORKSPACE = "crash"
SIDE = "side"  # restored from its backup now and then (scoped restore), beside the crash workspace
SIDE_START = ("side-0", "side-1", "side-2")  # what its backup holds
IMPORT_BATCH = 5
BATCH = 20
SCRIPT = Path(__file__).resolve()
OPENING_KILL_EVERY = 4  # every fourth kill counts from the start: it may land while the file opens
READY_TIMEOUT_S = 120


# =============================================================================================
# The writer (killed by the parent)
# =============================================================================================

def writer(args) -> int:
    import kgstore
    from kgstore.interchange import import_mcp_memory, write_export

    rng = random.Random(args.seed)
    t = args.trial
    kg = kgstore.open(args.db)
    ws = kg.workspace(WORKSPACE)
    raw = sqlite3.connect(args.db, timeout=30, isolation_level=None)
    emit("READY")
    mine: list[tuple[str, str]] = []  # (name, id) created in this trial and still alive
    edges: list[tuple[str, str, tuple[str, str]]] = []  # (token, id, (src, tgt)), open
    pairs: set[tuple[str, str]] = set()
    i = 0
    while True:
        i += 1
        r = rng.random()
        op: dict[str, Any]
        if len(mine) < 3 or r < 0.30:
            op = {"k": "E", "name": f"c{t}x{i}", "desc": f"first description {t}x{i}"}
        elif r < 0.52:
            name, eid = rng.choice(mine)
            op = {"k": "O", "entity": name, "id": eid, "content": f"o{t}x{i} observed before a crash"}
        elif r < 0.67 and len(pairs) < len(mine) * (len(mine) - 1):
            (a, aid), (b, bid) = rng.sample(mine, 2)
            while (a, b) in pairs:
                (a, aid), (b, bid) = rng.sample(mine, 2)
            pairs.add((a, b))
            op = {"k": "G", "src": a, "src_id": aid, "tgt": b, "tgt_id": bid, "token": f"g{t}x{i}",
                  "from": 1_700_000_000_000 + i * 1000}
        elif r < 0.77:
            name, eid = rng.choice(mine)
            op = {"k": "U", "entity": name, "id": eid, "desc": f"updated u{t}x{i}"}
        elif r < 0.84 and edges:
            token, gid, _ = rng.choice(edges)
            op = {"k": "I", "token": token, "id": gid}
        elif r < 0.89 and len(mine) > 3:
            name, eid = rng.choice(mine)
            op = {"k": "D", "entity": name, "id": eid}
        elif r < 0.96:
            op = {"k": "X", "token": f"b{t}x{i}", "task": f"task-{t}-{i}"}
        elif r < 0.975:
            op = {"k": "C"}
        elif r < 0.982:
            op = {"k": "S", "name": f"s{t}x{i}"}
        elif r < 0.988:
            op = {"k": "R"}
        elif r < 0.993:
            op = {"k": "M", "names": [f"m{t}x{i}-{j}" for j in range(IMPORT_BATCH)]}
        elif r < 0.994:  # an export reads the whole workspace: rare, or it would fill the trials
            op = {"k": "W"}
        else:
            op = {"k": "B", "label": f"t{t}x{i}"}
        emit("TRY " + json.dumps(op))
        k = op["k"]
        if k == "E":
            mine.append((op["name"], ws.upsert_entity("concept", op["name"], description=op["desc"],
                                                      source="agent").id))
        elif k == "O":
            ws.add_observation(op["id"], op["content"])
        elif k == "G":
            edge = ws.create_edge(op["src_id"], op["tgt_id"], "related_to", properties={"op": op["token"]},
                                  valid_from=op["from"])
            edges.append((op["token"], edge.id, (op["src"], op["tgt"])))
        elif k == "U":
            ws.update_entity(op["id"], description=op["desc"], source="agent")
        elif k == "I":
            ws.invalidate_edge(op["id"])
            edges[:] = [e for e in edges if e[0] != op["token"]]
        elif k == "D":
            ws.delete_entity(op["id"])
            mine.remove((op["entity"], op["id"]))
            # Its edges went with it (cascade): never try to close them.
            edges[:] = [e for e in edges if op["entity"] not in e[2]]
        elif k == "X":
            paths = ", ".join(f"src/{op['token']}/f{j}.py" for j in range(BATCH))
            report = ws.extract_from_task(op["task"], "tidy the sources", f"Changed {paths} today.")
            if report.created != BATCH:
                emit(f"ERR extraction created {report.created} of {BATCH}")
                return 1
        elif k == "C":
            raw.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
        elif k == "B":
            op["path"] = str(kg.backup(label=op["label"]))
        elif k == "S":
            kg.workspace(SIDE).upsert_entity("concept", op["name"])
        elif k == "R":
            kg.restore(args.side_backup, workspace=SIDE)
        elif k == "M":
            lines = [json.dumps({"type": "entity", "name": n, "entityType": "concept", "observations": []})
                     for n in op["names"]]
            import_mcp_memory(ws, "\n".join(lines))
        elif k == "W":
            write_export(ws, "json", args.export, force=True)
        emit("ACK " + json.dumps(op))


# =============================================================================================
# The parent
# =============================================================================================

class Model:
    """What the file must hold, by names and tokens (ids are not needed)."""

    def __init__(self) -> None:
        self.entities: dict[str, str | None] = {}  # name -> description
        self.observations: set[tuple[str, str]] = set()
        self.edges: dict[str, list] = {}  # token -> [src, tgt, closed]
        self.batches: set[str] = set()
        self.backups: list[str] = []
        self.side: set[str] = set(SIDE_START)
        self.restores = 0
        self.imports = 0
        self.exports = 0

    def apply(self, op: dict[str, Any]) -> None:
        k = op["k"]
        if k == "E":
            self.entities[op["name"]] = op["desc"]
        elif k == "O":
            self.observations.add((op["entity"], op["content"]))
        elif k == "G":
            self.edges[op["token"]] = [op["src"], op["tgt"], False]
        elif k == "U":
            self.entities[op["entity"]] = op["desc"]
        elif k == "I":
            self.edges[op["token"]][2] = True
        elif k == "D":
            name = op["entity"]
            self.entities.pop(name, None)
            self.observations = {o for o in self.observations if o[0] != name}
            self.edges = {t: e for t, e in self.edges.items() if name not in (e[0], e[1])}
        elif k == "X":
            self.batches.add(op["token"])
        elif k == "B":
            self.backups.append(op["path"])
        elif k == "S":
            self.side.add(op["name"])
        elif k == "R":
            self.side = set(SIDE_START)
            self.restores += 1
        elif k == "M":
            for name in op["names"]:
                self.entities[name] = None
            self.imports += 1
        elif k == "W":
            self.exports += 1


def read_state(db: Path) -> dict[str, Any]:
    conn = raw_connect(db)
    try:
        conn.execute("BEGIN")
        entities = dict(conn.execute(
            "SELECT e.name, e.description FROM kg_entities e JOIN kg_entity_types t ON t.id = e.entity_type_id"
            " WHERE e.workspace_id = ? AND t.name = 'concept'", (WORKSPACE,)).fetchall())
        observations = conn.execute(
            "SELECT e.name, o.content FROM kg_observations o JOIN kg_entities e ON e.id = o.entity_id"
            " WHERE e.workspace_id = ?", (WORKSPACE,)).fetchall()
        edges = {
            tok: [s, t, vt is not None]
            for tok, s, t, vt in conn.execute(
                "SELECT json_extract(g.properties, '$.op'), s.name, t.name, g.valid_to FROM kg_edges g"
                " JOIN kg_entities s ON s.id = g.source_entity_id JOIN kg_entities t ON t.id = g.target_entity_id"
                " WHERE g.workspace_id = ?", (WORKSPACE,))
        }
        files: dict[str, int] = {}
        for (name,) in conn.execute(
                "SELECT e.name FROM kg_entities e JOIN kg_entity_types t ON t.id = e.entity_type_id"
                " WHERE e.workspace_id = ? AND t.name = 'file'", (WORKSPACE,)):
            token = name.split("/")[1]
            files[token] = files.get(token, 0) + 1
        side = {r[0] for r in conn.execute("SELECT name FROM kg_entities WHERE workspace_id = ?", (SIDE,))}
        conn.execute("COMMIT")
    finally:
        conn.close()
    return {"entities": entities, "observations": observations, "edges": edges, "files": files, "side": side}


def reconcile(model: Model, op: dict[str, Any] | None, state: dict[str, Any]) -> list[str]:
    """Fold the in-flight operation into the model as the file shows it; complain if it is half done."""
    if op is None:
        return []
    k = op["k"]
    problems = []
    if k == "E" and op["name"] in state["entities"]:
        model.apply(op)
    elif k == "O" and (op["entity"], op["content"]) in set(state["observations"]):
        model.apply(op)
    elif k == "G" and op["token"] in state["edges"]:
        model.apply(op)
    elif k == "U" and state["entities"].get(op["entity"]) == op["desc"]:
        model.apply(op)
    elif k == "I" and state["edges"].get(op["token"], [None, None, False])[2]:
        model.apply(op)
    elif k == "D" and op["entity"] not in state["entities"]:
        model.apply(op)
    elif k == "S" and op["name"] in state["side"]:
        model.apply(op)
    elif k == "R" and state["side"] == set(SIDE_START):
        model.apply(op)
    elif k == "M":
        n = sum(name in state["entities"] for name in op["names"])
        if n == len(op["names"]):
            model.apply(op)
        elif n:
            problems.append(f"the import in flight is half there: {n} of {len(op['names'])} entities (not atomic)")
    elif k == "X":
        n = state["files"].get(op["token"], 0)
        if n == BATCH:
            model.apply(op)
        elif n:
            problems.append(f"the extraction in flight is half there: {n} of {BATCH} entities (not atomic)")
    return problems


def compare(model: Model, state: dict[str, Any]) -> list[str]:
    problems = []
    missing = sorted(set(model.entities) - set(state["entities"]))
    extra = sorted(set(state["entities"]) - set(model.entities))
    if missing:
        problems.append(f"{len(missing)} acknowledged entities missing, e.g. {missing[:5]}")
    if extra:
        problems.append(f"{len(extra)} entities nobody acknowledged (or deleted ones back), e.g. {extra[:5]}")
    wrong = [n for n in set(model.entities) & set(state["entities"]) if model.entities[n] != state["entities"][n]]
    if wrong:
        problems.append(f"{len(wrong)} descriptions differ, e.g. {wrong[0]}: want {model.entities[wrong[0]]!r},"
                        f" got {state['entities'][wrong[0]]!r}")
    got_obs = state["observations"]
    if len(got_obs) != len(set(got_obs)):
        problems.append("an observation is stored twice")
    if set(got_obs) != model.observations:
        miss = model.observations - set(got_obs)
        more = set(got_obs) - model.observations
        problems.append(f"observations: {len(miss)} acknowledged missing, {len(more)} unexpected")
    if state["edges"] != model.edges:
        miss = set(model.edges) - set(state["edges"])
        more = set(state["edges"]) - set(model.edges)
        diff = [t for t in set(model.edges) & set(state["edges"]) if model.edges[t] != state["edges"][t]]
        problems.append(f"edges: {len(miss)} acknowledged missing, {len(more)} unexpected, {len(diff)} differ")
    for token in model.batches:
        if state["files"].get(token, 0) != BATCH:
            problems.append(f"extraction {token}: {state['files'].get(token, 0)} of {BATCH} entities")
    half = {t: n for t, n in state["files"].items() if t not in model.batches}
    if half:
        problems.append(f"extractions nobody acknowledged: {half}")
    if state["side"] != model.side:
        problems.append(f"workspace {SIDE!r}: want {sorted(model.side)[:5]}…, got {sorted(state['side'])[:5]}…"
                        " (a scoped restore lost or kept the wrong rows)")
    return problems


def check_export(path: Path) -> list[str]:
    """An export replaced by a later one is whole: absent, or a complete JSON document."""
    if not path.exists():
        return []
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except ValueError as exc:
        return [f"the export at {path.name} is torn ({exc})"]
    return [] if doc.get("workspace") == WORKSPACE else [f"the export at {path.name} is not ours"]


def check_backups(db: Path, model: Model) -> tuple[list[str], int]:
    """Every acknowledged backup that was not pruned is intact. Files the store lists as backups
    that are not (a kill in the middle of a backup leaves one with a hot journal) are counted."""
    import kgstore

    problems = []
    with kgstore.open(db) as kg:
        listed = kg.backups()
    broken = 0
    for path in listed:
        if not backup_intact(path):
            broken += 1
            if str(path) in model.backups:
                problems.append(f"acknowledged backup {path.name} is not intact")
    return problems, broken


def backup_intact(path: Path) -> bool:
    """A complete copy: no hot journal beside it, integrity_check ok, the tables are there.
    Read with immutable=1 so that checking leaves no -wal/-shm files behind."""
    journal = Path(f"{path}-journal")
    if journal.exists() and journal.stat().st_size > 0:
        return False
    try:
        conn = sqlite3.connect(f"file:{path}?mode=ro&immutable=1", uri=True)
        try:
            if any(m != "ok" for (m,) in conn.execute("PRAGMA integrity_check")):
                return False
            conn.execute("SELECT COUNT(*) FROM kg_entities").fetchone()
        finally:
            conn.close()
    except sqlite3.DatabaseError:
        return False
    return True


def run(db_dir: Path, trials: int = 12, *, seed: int = 7, max_delay: float = 1.2) -> dict[str, Any]:
    import kgstore

    db_dir.mkdir(parents=True, exist_ok=True)
    db = db_dir / "crash.db"
    for suffix in ("", "-wal", "-shm"):
        Path(f"{db}{suffix}").unlink(missing_ok=True)
    side_backup = db_dir / "side-backup.db"
    export = db_dir / "export.json"
    for old in (side_backup, export):
        old.unlink(missing_ok=True)
    with kgstore.open(db) as kg:
        for name in SIDE_START:
            kg.workspace(SIDE).upsert_entity("concept", name)
        kg.backup(side_backup)
    rng = random.Random(seed)
    model = Model()
    problems: list[str] = []
    acked_total = 0
    in_flight = {"none": 0}
    killed_before_ready = 0
    broken_backups = 0
    started = time.monotonic()
    for trial in range(1, trials + 1):
        delay = rng.uniform(0.0, max_delay)
        child = Child([PYTHON, str(SCRIPT), "writer", "--db", str(db), "--trial", str(trial),
                       "--seed", str(seed * 1000 + trial), "--side-backup", str(side_backup),
                       "--export", str(export)], name=f"writer-{trial}",
                      stderr_path=db_dir / f"writer-{trial}.stderr")
        early = []
        try:
            if trial % OPENING_KILL_EVERY:
                # Counted from READY, not from the start: a loaded machine takes seconds to start
                # Python, and every kill then landed before any work.
                early.append(child.wait_for("READY", READY_TIMEOUT_S))
            time.sleep(delay)
            status = child.proc.poll()
            child.sigkill()
            child.proc.wait(timeout=30)
            lines = early + child.lines(30)
        finally:
            child.close()
        if status is not None:
            problems.append(f"trial {trial}: the writer died on its own (status {status}): "
                            f"{child.stderr_text()[-500:]}")
        errors = [line for line in lines if line.startswith("ERR")]
        problems += [f"trial {trial}: {e}" for e in errors]
        if "READY" not in lines:
            killed_before_ready += 1
        pending = None
        acked = 0
        for line in lines:
            if line.startswith("TRY "):
                pending = json.loads(line[4:])
            elif line.startswith("ACK "):
                model.apply(json.loads(line[4:]))
                pending = None
                acked += 1
        acked_total += acked
        in_flight[pending["k"] if pending else "none"] = in_flight.get(pending["k"] if pending else "none", 0) + 1
        # 1. SQLite's checks on the file exactly as the kill left it (opening it recovers the WAL).
        trial_problems = [f"trial {trial}: {p}" for p in raw_integrity(db)]
        # 2. Every acknowledged operation is there; the one in flight is all or nothing.
        state = read_state(db)
        trial_problems += [f"trial {trial}: {p}" for p in reconcile(model, pending, state)]
        trial_problems += [f"trial {trial}: {p}" for p in compare(model, state)]
        trial_problems += [f"trial {trial}: {p}" for p in check_export(export)]
        # 3. The store opens it, its own integrity check passes, and search finds what is there.
        try:
            with kgstore.open(db) as kg:
                trial_problems += [f"trial {trial}: check_integrity: {p}" for p in kg.check_integrity()]
                ws = kg.workspace(WORKSPACE)
                sample = rng.sample(sorted(model.entities), min(5, len(model.entities)))
                for name in sample:
                    if name not in {h.entity.name for h in ws.search(name, limit=5)}:
                        trial_problems.append(f"trial {trial}: search does not find {name}")
                for entity, content in rng.sample(sorted(model.observations), min(3, len(model.observations))):
                    word = content.split()[0]
                    if entity not in {h.entity.name for h in ws.search(word, limit=5)}:
                        trial_problems.append(f"trial {trial}: search does not find observation {word}")
        except kgstore.KGError as exc:
            trial_problems.append(f"trial {trial}: the store cannot open the file: {exc}")
        # A copy killed midway (backup, export, a restore's safety backup) is gone once the store
        # has opened the file again.
        stray = [p.name for p in db_dir.iterdir() if p.name.startswith(".") and ".partial" in p.name]
        if stray:
            trial_problems.append(f"trial {trial}: temporary copies left after reopening: {stray}")
        backup_problems, broken = check_backups(db, model)
        trial_problems += [f"trial {trial}: {p}" for p in backup_problems]
        broken_backups = max(broken_backups, broken)
        problems += trial_problems
        if trial_problems:
            break  # the file is no longer a trustworthy base for the next trial
    return {
        "trials": trial,
        "operations_acknowledged": acked_total,
        "entities_alive": len(model.entities),
        "observations": len(model.observations),
        "edges": len(model.edges),
        "extractions": len(model.batches),
        "scoped_restores": model.restores,
        "imports": model.imports,
        "exports": model.exports,
        "side_entities": len(model.side),
        "in_flight_at_kill": in_flight,
        "killed_before_ready": killed_before_ready,
        "broken_backups_listed": broken_backups,
        "elapsed_s": round(time.monotonic() - started, 1),
        "problems": problems,
        "failures": len(problems),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="cmd")
    w = sub.add_parser("writer", help="(internal) the process that gets killed")
    w.add_argument("--db", required=True)
    w.add_argument("--trial", type=int, required=True)
    w.add_argument("--seed", type=int, default=1)
    w.add_argument("--side-backup", required=True)
    w.add_argument("--export", required=True)
    parser.add_argument("--trials", type=int, default=env_int("KG_REL_CRASH_TRIALS", 60),
                        help="SIGKILL trials (default 60, or $KG_REL_CRASH_TRIALS)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--max-delay", type=float, default=1.2, help="kill within this many seconds of the start")
    parser.add_argument("--dir", default=None, help="work folder (default: a new temporary folder)")
    parser.add_argument("--out", default=None, help="also write the report (JSON) here")
    args = parser.parse_args(argv)
    if args.cmd == "writer":
        return writer(args)
    import tempfile

    with tempfile.TemporaryDirectory(prefix="kg-crash-") as tmp:
        report = run(Path(args.dir or tmp), args.trials, seed=args.seed, max_delay=args.max_delay)
    write_report(args.out, report)
    return 0 if report["failures"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
