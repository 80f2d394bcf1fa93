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
their cascade), a 20-entity task extraction (one transaction), WAL checkpoints, and file
backups. Before each operation it prints ``TRY {op}``; after the call returned it prints and
flushes ``ACK {op}``. The parent reads the pipe; after the kill, complete ACK lines are the
acknowledged operations. The kill moment is uniform over [0, --max-delay] seconds after the
process was started, so some kills land while the file is being opened or recovered.
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
BATCH = 20
SCRIPT = Path(__file__).resolve()


# =============================================================================================
# The writer (killed by the parent)
# =============================================================================================

def writer(args) -> int:
    import kgstore

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
        elif r < 0.995:
            op = {"k": "C"}
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
        conn.execute("COMMIT")
    finally:
        conn.close()
    return {"entities": entities, "observations": observations, "edges": edges, "files": files}


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
    return problems


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
    kgstore.open(db).close()
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
                       "--seed", str(seed * 1000 + trial)], name=f"writer-{trial}",
                      stderr_path=db_dir / f"writer-{trial}.stderr")
        try:
            time.sleep(delay)
            status = child.proc.poll()
            child.sigkill()
            child.proc.wait(timeout=30)
            lines = child.lines(30)
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
