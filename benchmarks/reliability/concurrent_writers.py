#!/usr/bin/env python3
"""Concurrent writers on one knowledge-graph file: the GUI's store worker, a `kg mcp` server and a
`kg` CLI loop write the same workspace at the same time; afterwards every acknowledged write is in
the file, the counts match exactly, the file passes every integrity check, and no writer ever saw
an error ("database is locked" or anything else).

    .venv/bin/python benchmarks/reliability/concurrent_writers.py --ops 3000      # full size
    KG_REL_WRITER_OPS=400 pytest tests/reliability/test_concurrent_writers.py      # the test's size

The three writers (each its own process, released together by a start file):

* ``gui``: the explorer's real store worker (kgui.worker.StoreClient: a QObject owning the store,
  moved to a QThread, driven by signals) in a headless QCoreApplication. It also runs its
  scheduled maintenance (decay every second, the one-time cleanup one second after start), so a
  backup-taking destructive job runs in the middle of the load. ``--gui-role api`` swaps in a
  plain-Python writer that calls the same kgstore API (kept as a fallback / comparison).
* ``mcp``: an MCP client (the official SDK's ClientSession over stdio_client) driving a
  ``kg --db DB --workspace WS mcp`` server subprocess with ``kg_*`` tool calls.
* ``cli``: a loop of ``kg`` invocations: ``import-mcp`` batches (entities, observations,
  relations), with ``search`` reads and ``maintenance --decay`` runs in between.

Every writer prints ``ACK {json}`` after an operation returned successfully (flushed before the
next one starts) and ``ERR ...`` for any failure. Writers touch their own entities plus one shared
"hub" entity that all three add observations to (contention on one row and on the FTS index).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sqlite3
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from relcommon import (  # noqa: E402
    PYTHON, REPO, Child, child_env, children, emit, env_int, full_integrity, raw_connect, wait_for_file,
    write_report,
)

WORKSPACE = "shared"
HUB_NAME = "hub"
HUB_TYPE = "concept"
AUTO_NAME = "PostgreSQL"  # an automatic entity written before the run (decay/cleanup look at it)
SEEDED = {HUB_NAME, AUTO_NAME}
ROLE_TYPES = {"gui": ("concept", "related_to"), "api": ("concept", "related_to"),
              "mcp": ("service", "depends_on"), "cli": ("project", "uses")}
SCRIPT = Path(__file__).resolve()


# =============================================================================================
# What each writer does: one plan, executed through different front ends
# =============================================================================================

class Planner:
    """The next operation of one writer, given what it has been acknowledged so far."""

    def __init__(self, role: str, seed: int):
        self.role = role
        self.rng = random.Random(seed)
        self.i = 0
        self.entity_type, self.edge_type = ROLE_TYPES[role]
        self.entities: list[tuple[str, str]] = []  # (name, id)
        self.open_edges: list[tuple[str, tuple[str, str, str]]] = []  # (id, (src, tgt, type))
        self.pairs: set[tuple[str, str]] = set()

    def next(self) -> dict[str, Any]:
        self.i += 1
        i, role, rng = self.i, self.role, self.rng
        r = rng.random()
        if len(self.entities) < 2 or r < 0.32:
            return {"kind": "create", "name": f"{role}-e{i}", "type": self.entity_type,
                    "description": f"{role} entity {i} written under load"}
        if r < 0.57:
            name, eid = rng.choice(self.entities)
            return {"kind": "obs", "entity": name, "entity_id": eid,
                    "content": f"{role}-o{i} observed while three writers share the file"}
        if r < 0.67:
            return {"kind": "obs", "entity": HUB_NAME, "entity_id": None,
                    "content": f"{role}-h{i} hub note from {role}"}
        if r < 0.83:
            for _ in range(8):
                (a, aid), (b, bid) = rng.sample(self.entities, 2)
                if (a, b) not in self.pairs:
                    return {"kind": "edge", "src": a, "src_id": aid, "tgt": b, "tgt_id": bid,
                            "type": self.edge_type, "token": f"{role}-g{i}"}
            return {"kind": "create", "name": f"{role}-e{i}", "type": self.entity_type, "description": None}
        if r < 0.92 or not self.open_edges:
            name, eid = rng.choice(self.entities)
            return {"kind": "update", "entity": name, "entity_id": eid, "description": f"{role}-d{i} updated"}
        k = rng.randrange(len(self.open_edges))
        edge_id, key = self.open_edges[k]
        return {"kind": "invalidate", "edge_id": edge_id, "key": list(key)}

    def acked(self, op: dict[str, Any], new_id: str | None) -> None:
        kind = op["kind"]
        if kind == "create":
            self.entities.append((op["name"], new_id))
        elif kind == "edge":
            self.pairs.add((op["src"], op["tgt"]))
            self.open_edges.append((new_id, (op["src"], op["tgt"], op["type"])))
        elif kind == "invalidate":
            self.open_edges = [e for e in self.open_edges if e[0] != op["edge_id"]]


def ack(op: dict[str, Any]) -> None:
    slim = {k: v for k, v in op.items() if not k.endswith("_id") or k == "edge_id"}
    emit("ACK " + json.dumps(slim, ensure_ascii=False))


def wait_go(go: str, timeout: float = 120) -> None:
    if not wait_for_file(Path(go), timeout):
        emit("ERR the start file never appeared")
        sys.exit(3)


# -- gui: the explorer's store worker ---------------------------------------------------------

def role_gui(args) -> int:
    from PySide6.QtCore import QCoreApplication, QTimer

    from kgui.worker import StoreClient, WorkerConfig

    app = QCoreApplication([])
    config = WorkerConfig(poll_interval_ms=100, cleanup_delay_ms=args.cleanup_ms,
                          decay_first_delay_ms=300, decay_interval_ms=1000)
    client = StoreClient(args.db, config)
    planner = Planner("gui", args.seed)
    state = {"done": 0, "status": 0, "hub": args.hub_id}

    def finish(status: int) -> None:
        state["status"] = status
        app.exit(status)

    def submit_next() -> None:
        if state["done"] >= args.ops:
            emit(f"DONE {state['done']}")
            # The scheduled cleanup may still be queued behind the last writes: wait for its result
            # (the timeout above still applies) so the report always says how it went.
            if args.cleanup_ms is None or state.get("cleanup_reported"):
                finish(0)
            return
        op = planner.next()
        kind = op["kind"]
        if kind == "create":
            name, kwargs = "create_entity", {"type": op["type"], "name": op["name"],
                                             "description": op["description"]}
        elif kind == "obs":
            name, kwargs = "add_observation", {"entity_id": op["entity_id"] or state["hub"],
                                               "content": op["content"], "token": f"n{planner.i}"}
        elif kind == "edge":
            name, kwargs = "create_edge", {"source_id": op["src_id"], "target_id": op["tgt_id"],
                                           "edge_type": op["type"], "properties": {"op": op["token"]}}
        elif kind == "update":
            name, kwargs = "update_entity", {"entity_id": op["entity_id"], "description": op["description"]}
        else:
            name, kwargs = "invalidate_edge", {"edge_id": op["edge_id"]}

        def on_done(changes) -> None:
            new_id = None
            if kind == "create":
                new_id = changes.entities[0].id
            elif kind == "edge":
                new_id = changes.edges[0].id
            elif kind == "obs" and not changes.observations:
                emit(f"ERR {name}: the observation was not added ({changes.message})")
                finish(1)
                return
            planner.acked(op, new_id)
            ack(op)
            state["done"] += 1
            submit_next()

        def on_error(message: str) -> None:
            emit(f"ERR {name}: {message}")
            finish(1)

        client.submit(name, workspace=WORKSPACE, on_done=on_done, on_error=on_error, **kwargs)

    def on_opened(result) -> None:
        if not result.ok:
            emit(f"ERR open: {result.error}")
            finish(1)
            return
        emit("READY")
        wait_go(args.go)
        submit_next()

    def on_maintenance(result) -> None:
        if not result.ok:
            emit(f"ERR maintenance {result.kind}: {result.message}")
            finish(1)
        else:
            emit("MAINT " + json.dumps({"kind": result.kind, "message": result.message}))
        if result.kind == "cleanup":
            state["cleanup_reported"] = True
            if state["done"] >= args.ops and result.ok:
                finish(0)

    client.opened.connect(on_opened)
    client.maintenance_finished.connect(on_maintenance)
    QTimer.singleShot(int(args.timeout * 1000), lambda: (emit("ERR timeout"), finish(3)))
    client.start()
    status = app.exec()
    if not client.shutdown(15_000):
        emit("ERR the store worker did not stop")
        status = status or 1
    return status


# -- api: a plain Python writer using the kgstore API the worker uses ------------------------------

def role_api(args) -> int:
    import kgstore

    planner = Planner("api", args.seed)
    with kgstore.open(args.db) as kg:
        ws = kg.workspace(WORKSPACE)
        emit("READY")
        wait_go(args.go)
        for _ in range(args.ops):
            op = planner.next()
            kind = op["kind"]
            new_id = None
            try:
                if kind == "create":
                    new_id = ws.upsert_entity(op["type"], op["name"], description=op["description"],
                                              source="manual").id
                elif kind == "obs":
                    ws.add_observation(op["entity_id"] or args.hub_id, op["content"], source="manual")
                elif kind == "edge":
                    new_id = ws.create_edge(op["src_id"], op["tgt_id"], op["type"],
                                            properties={"op": op["token"]}, source="manual").id
                elif kind == "update":
                    ws.update_entity(op["entity_id"], description=op["description"])
                else:
                    ws.invalidate_edge(op["edge_id"])
            except Exception as exc:  # noqa: BLE001 - any failure is the finding
                emit(f"ERR {kind}: {type(exc).__name__}: {exc}")
                return 1
            planner.acked(op, new_id)
            ack(op)
        emit(f"DONE {args.ops}")
    return 0


# -- mcp: the official MCP client driving `kg mcp` over stdio ------------------------------------

def role_mcp(args) -> int:
    import anyio
    from mcp import ClientSession, StdioServerParameters, stdio_client

    planner = Planner("mcp", args.seed)
    params = StdioServerParameters(
        command=PYTHON, args=["-m", "kgstore.agent.cli", "--db", args.db, "--workspace", WORKSPACE, "mcp"],
        cwd=str(REPO), env=child_env(),
    )

    async def flow() -> int:
        with anyio.fail_after(args.timeout), open(args.server_log, "w") as errlog:
            async with stdio_client(params, errlog=errlog) as (read, write):
                async with ClientSession(read, write) as session:
                    await session.initialize()
                    emit("READY")
                    await anyio.to_thread.run_sync(wait_go, args.go)
                    for _ in range(args.ops):
                        op = planner.next()
                        kind = op["kind"]
                        if kind == "create":
                            tool, targs = "kg_create_entity", {"entity_type": op["type"], "name": op["name"]}
                            if op["description"]:
                                targs["description"] = op["description"]
                        elif kind == "obs":
                            tool, targs = "kg_add_observation", {"entity_id": op["entity_id"] or args.hub_id,
                                                                 "content": op["content"]}
                        elif kind == "edge":
                            tool, targs = "kg_create_edge", {
                                "source_entity_id": op["src_id"], "target_entity_id": op["tgt_id"],
                                "edge_type": op["type"], "properties": {"op": op["token"]}}
                        elif kind == "update":
                            tool, targs = "kg_update_entity", {"entity_id": op["entity_id"],
                                                               "description": op["description"]}
                        else:
                            tool, targs = "kg_invalidate_edge", {"edge_id": op["edge_id"]}
                        result = await session.call_tool(tool, targs)
                        text = result.content[0].text if result.content else "{}"
                        data = json.loads(text)
                        if result.is_error or "error" in data:
                            emit(f"ERR {tool}: {data.get('error', text)}")
                            return 1
                        new_id = None
                        if kind == "create":
                            new_id = data["entity"]["id"]
                            if not data.get("created"):
                                emit(f"ERR {tool}: {op['name']} already existed")
                                return 1
                        elif kind == "edge":
                            new_id = data["edge"]["id"]
                            if data.get("existing"):
                                emit(f"ERR {tool}: the edge already existed")
                                return 1
                        planner.acked(op, new_id)
                        ack(op)
                    # A read at the end: the server still answers.
                    found = await session.call_tool("kg_search", {"query": "mcp", "limit": 5})
                    if found.is_error:
                        emit(f"ERR kg_search: {found.content[0].text}")
                        return 1
                    emit(f"DONE {args.ops}")
        return 0

    return anyio.run(flow)


# -- cli: a loop of `kg` invocations ---------------------------------------------------------------

def role_cli(args) -> int:
    rng = random.Random(args.seed)
    base = [PYTHON, "-m", "kgstore.agent.cli", "--db", args.db, "--workspace", WORKSPACE]
    env = child_env()
    emit("READY")
    wait_go(args.go)
    done = 0
    i = 0
    batch_no = 0
    deadline = time.monotonic() + args.timeout

    def run(argv: list[str], stdin: bytes | None = None) -> subprocess.CompletedProcess:
        left = max(5.0, deadline - time.monotonic())
        return subprocess.run(base + argv, input=stdin, capture_output=True, env=env, cwd=str(REPO),
                              timeout=min(left, 300))

    while done < args.ops:
        if time.monotonic() > deadline:
            emit("ERR timeout")
            return 3
        batch_no += 1
        size = min(args.batch, max(1, (args.ops - done - 1) // 3 + 1))
        lines, acks = [], []
        names = []
        for _ in range(size):
            i += 1
            name, content = f"cli-e{i}", f"cli-o{i} imported by the command line"
            names.append(name)
            lines.append({"type": "entity", "name": name, "entityType": "project", "observations": [content]})
            acks.append({"kind": "create", "name": name, "type": "project", "description": None})
            acks.append({"kind": "obs", "entity": name, "content": content})
        hub_note = f"cli-h{batch_no} hub note from cli"
        lines.append({"type": "entity", "name": HUB_NAME, "entityType": HUB_TYPE, "observations": [hub_note]})
        acks.append({"kind": "obs", "entity": HUB_NAME, "content": hub_note})
        for a, b in zip(names, names[1:]):
            lines.append({"type": "relation", "from": a, "to": b, "relationType": "uses"})
            acks.append({"kind": "edge", "src": a, "tgt": b, "type": "uses", "token": None})
        data = ("\n".join(json.dumps(x) for x in lines) + "\n").encode()
        proc = run(["import-mcp", "-"], data)
        err = proc.stderr.decode("utf-8", "replace").strip()
        if proc.returncode != 0 or err:
            emit(f"ERR import-mcp exit {proc.returncode}: {err[:500]}")
            return 1
        for a in acks:
            ack(a)
        done += len(acks)
        if rng.random() < 0.25:
            proc = run(["search", "cli", "--json", "--limit", "5"])
            if proc.returncode != 0:
                emit(f"ERR search exit {proc.returncode}: {proc.stderr.decode('utf-8', 'replace')[:500]}")
                return 1
        if rng.random() < 0.15:
            proc = run(["maintenance", "--decay", "--json"])
            if proc.returncode != 0:
                emit(f"ERR maintenance exit {proc.returncode}: {proc.stderr.decode('utf-8', 'replace')[:500]}")
                return 1
    emit(f"DONE {done}")
    return 0


ROLES = {"gui": role_gui, "api": role_api, "mcp": role_mcp, "cli": role_cli}


# =============================================================================================
# The parent: start the writers together, collect acknowledgements, check the file
# =============================================================================================

def expected_from(acks: list[dict[str, Any]]) -> dict[str, Any]:
    entities: dict[str, dict[str, Any]] = {}
    observations: set[tuple[str, str]] = set()
    edges: dict[tuple[str, str, str], bool] = {}  # (src, tgt, type) -> closed
    for a in acks:
        kind = a["kind"]
        if kind == "create":
            entities[a["name"]] = {"type": a["type"], "description": a["description"]}
        elif kind == "obs":
            observations.add((a["entity"], a["content"]))
        elif kind == "edge":
            edges[(a["src"], a["tgt"], a["type"])] = False
        elif kind == "update":
            entities[a["entity"]]["description"] = a["description"]
        elif kind == "invalidate":
            edges[tuple(a["key"])] = True
    return {"entities": entities, "observations": observations, "edges": edges}


def actual_state(db: Path) -> dict[str, Any]:
    conn = raw_connect(db)
    try:
        entities = {
            name: {"type": t, "description": d}
            for name, t, d in conn.execute(
                "SELECT e.name, t.name, e.description FROM kg_entities e JOIN kg_entity_types t"
                " ON t.id = e.entity_type_id WHERE e.workspace_id = ?", (WORKSPACE,))
        }
        observations = conn.execute(
            "SELECT e.name, o.content FROM kg_observations o JOIN kg_entities e ON e.id = o.entity_id"
            " WHERE e.workspace_id = ?", (WORKSPACE,)).fetchall()
        edges_rows = conn.execute(
            "SELECT s.name, t.name, g.edge_type, g.valid_to FROM kg_edges g"
            " JOIN kg_entities s ON s.id = g.source_entity_id JOIN kg_entities t ON t.id = g.target_entity_id"
            " WHERE g.workspace_id = ?", (WORKSPACE,)).fetchall()
    finally:
        conn.close()
    return {"entities": entities, "observations": observations,
            "edges": {(s, t, k): vt is not None for s, t, k, vt in edges_rows}, "edge_rows": len(edges_rows)}


def compare(expected: dict[str, Any], actual: dict[str, Any]) -> list[str]:
    problems = []
    want_entities = dict(expected["entities"])
    got_entities = {k: v for k, v in actual["entities"].items() if k not in SEEDED}
    missing = sorted(set(want_entities) - set(got_entities))
    extra = sorted(set(got_entities) - set(want_entities))
    if missing:
        problems.append(f"{len(missing)} acknowledged entities missing, e.g. {missing[:5]}")
    if extra:
        problems.append(f"{len(extra)} entities nobody acknowledged, e.g. {extra[:5]}")
    wrong = [n for n in set(want_entities) & set(got_entities) if want_entities[n] != got_entities[n]]
    if wrong:
        n = wrong[0]
        problems.append(f"{len(wrong)} entities differ, e.g. {n}: want {want_entities[n]}, got {got_entities[n]}")
    for name in SEEDED:
        if name not in actual["entities"]:
            problems.append(f"the entity {name!r} written before the run is gone")
    got_obs = Counter(actual["observations"])
    dupes = [o for o, c in got_obs.items() if c > 1]
    if dupes:
        problems.append(f"{len(dupes)} observations stored twice, e.g. {dupes[:2]}")
    missing_obs = expected["observations"] - set(got_obs)
    extra_obs = set(got_obs) - expected["observations"]
    if missing_obs:
        problems.append(f"{len(missing_obs)} acknowledged observations missing, e.g. {sorted(missing_obs)[:3]}")
    if extra_obs:
        problems.append(f"{len(extra_obs)} observations nobody acknowledged, e.g. {sorted(extra_obs)[:3]}")
    if actual["edge_rows"] != len(actual["edges"]):
        problems.append(f"{actual['edge_rows'] - len(actual['edges'])} duplicate edges")
    missing_edges = set(expected["edges"]) - set(actual["edges"])
    extra_edges = set(actual["edges"]) - set(expected["edges"])
    if missing_edges:
        problems.append(f"{len(missing_edges)} acknowledged edges missing, e.g. {sorted(missing_edges)[:3]}")
    if extra_edges:
        problems.append(f"{len(extra_edges)} edges nobody acknowledged, e.g. {sorted(extra_edges)[:3]}")
    wrong_edges = [k for k in set(expected["edges"]) & set(actual["edges"]) if expected["edges"][k] != actual["edges"][k]]
    if wrong_edges:
        problems.append(f"{len(wrong_edges)} edges open/closed wrongly, e.g. {wrong_edges[:3]}")
    return problems


class LockHog:
    """Holds the write lock (BEGIN IMMEDIATE on its own connection) for `hold_s` seconds, `times`
    times, `every_s` apart: longer than busy_timeout, so the writers must retry with backoff."""

    def __init__(self, db: Path, hold_s: float, times: int, first_s: float = 0.3, every_s: float = 2.0):
        import threading

        self.db, self.hold_s, self.times, self.first_s, self.every_s = db, hold_s, times, first_s, every_s
        self.held: list[float] = []
        self.error: str | None = None
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="lock-hog", daemon=True)

    def start(self) -> None:
        if self.times > 0 and self.hold_s > 0:
            self._thread.start()

    def _run(self) -> None:
        conn = sqlite3.connect(str(self.db), timeout=60, isolation_level=None)
        try:
            for n in range(self.times):
                if self._stop.wait(self.first_s if n == 0 else self.every_s):
                    return
                conn.execute("BEGIN IMMEDIATE")
                t0 = time.monotonic()
                self._stop.wait(self.hold_s)
                conn.execute("COMMIT")
                self.held.append(round(time.monotonic() - t0, 2))
        except sqlite3.Error as exc:
            self.error = f"{type(exc).__name__}: {exc}"
        finally:
            conn.close()

    def stop(self) -> None:
        self._stop.set()
        if self._thread.is_alive():
            self._thread.join(timeout=self.hold_s + 30)


def run(db_dir: Path, ops: int = 400, *, roles: tuple[str, ...] = ("gui", "mcp", "cli"), seed: int = 1,
        batch: int = 20, timeout: float | None = None, cleanup_ms: int | None = 1000,
        hog_hold_s: float = 6.0, hog_times: int = 1) -> dict[str, Any]:
    """Run the writers against a fresh file in `db_dir`; a report with the figures and problems.

    A lock hog holds the write lock `hog_times` times for `hog_hold_s` seconds (more than the 5 s
    busy_timeout) while the writers run."""
    import kgstore

    db_dir.mkdir(parents=True, exist_ok=True)
    db = db_dir / "concurrent.db"
    for suffix in ("", "-wal", "-shm"):
        Path(f"{db}{suffix}").unlink(missing_ok=True)
    timeout = timeout or (120 + ops * 0.25)
    with kgstore.open(db) as kg:
        ws = kg.workspace(WORKSPACE)
        hub_id = ws.upsert_entity(HUB_TYPE, HUB_NAME, description="written to by every writer",
                                  source="manual").id
        # Some automatic memory, so that decay and the cleanup have something to look at.
        ws.upsert_entity("technology", AUTO_NAME, source="auto")
    go = db_dir / "go"
    go.unlink(missing_ok=True)
    started = time.monotonic()
    report: dict[str, Any] = {"ops_per_writer": ops, "roles": list(roles), "seed": seed}
    problems: list[str] = []
    acks: dict[str, list[dict[str, Any]]] = {}
    with children() as kids:
        for n, role in enumerate(roles):
            argv = [PYTHON, str(SCRIPT), "role", role, "--db", str(db), "--go", str(go), "--ops", str(ops),
                    "--seed", str(seed * 100 + n), "--hub-id", hub_id, "--batch", str(batch),
                    "--timeout", str(timeout), "--server-log", str(db_dir / f"{role}-server.log")]
            if cleanup_ms is not None:
                argv += ["--cleanup-ms", str(cleanup_ms)]
            kids.append(Child(argv, name=role, stderr_path=db_dir / f"{role}.stderr"))
        for kid in kids:
            kid.wait_for("READY", 90)
        ready = time.monotonic()
        hog = LockHog(db, hog_hold_s, hog_times)
        go.touch()
        hog.start()
        outputs: dict[str, list[str]] = {}
        try:
            for kid in kids:
                outputs[kid.name] = kid.lines(timeout + 60)
                status = kid.wait(30)
                if status != 0:
                    problems.append(f"{kid.name} exited with status {status}")
        finally:
            hog.stop()
        elapsed = time.monotonic() - ready
        report["write_lock_held_s"] = hog.held
        if hog.error:
            problems.append(f"lock hog: {hog.error}")
        for kid in kids:
            lines = outputs[kid.name]
            acks[kid.name] = [json.loads(line[4:]) for line in lines if line.startswith("ACK ")]
            errors = [line for line in lines if line.startswith("ERR")]
            problems += [f"{kid.name}: {e}" for e in errors]
            report[f"{kid.name}_acknowledged"] = len(acks[kid.name])
            report[f"{kid.name}_maintenance"] = [json.loads(line[6:]) for line in lines if line.startswith("MAINT ")]
            if len(acks[kid.name]) < ops and not errors:
                problems.append(f"{kid.name} acknowledged only {len(acks[kid.name])} of {ops} operations")
            logs = [kid.stderr_text()]
            server_log = db_dir / f"{kid.name}-server.log"
            if server_log.exists():
                logs.append(server_log.read_text("utf-8", "replace"))
            for text in logs:
                low = text.lower()
                if "locked" in low or "busy" in low or "traceback" in low:
                    problems.append(f"{kid.name}: stderr says: {text.strip()[-400:]}")
    all_acks = [a for role_acks in acks.values() for a in role_acks]
    expected = expected_from(all_acks)
    actual = actual_state(db)
    problems += compare(expected, actual)
    with kgstore.open(db) as kg:
        stats = kg.workspace(WORKSPACE).stats()
    want_counts = {"entities": len(expected["entities"]) + 2,  # + the hub + the automatic technology
                   "edges": len(expected["edges"]), "observations": len(expected["observations"])}
    got_counts = {"entities": stats.entities, "edges": stats.edges, "observations": stats.observations}
    if want_counts != got_counts:
        problems.append(f"counts differ: acknowledged {want_counts}, in the file {got_counts}")
    problems += full_integrity(db)
    report.update({
        "operations_acknowledged": len(all_acks),
        "counts": got_counts,
        "elapsed_s": round(elapsed, 2),
        "total_s": round(time.monotonic() - started, 2),
        "ops_per_s": round(len(all_acks) / elapsed, 1) if elapsed else None,
        "backups_taken": len(list(db_dir.glob("concurrent.db.backup-*.db"))),
        "problems": problems,
        "failures": len(problems),
    })
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="cmd")
    role = sub.add_parser("role", help="(internal) run one writer")
    role.add_argument("name", choices=sorted(ROLES))
    role.add_argument("--db", required=True)
    role.add_argument("--go", required=True)
    role.add_argument("--ops", type=int, required=True)
    role.add_argument("--seed", type=int, default=1)
    role.add_argument("--hub-id", required=True)
    role.add_argument("--batch", type=int, default=20)
    role.add_argument("--timeout", type=float, default=600)
    role.add_argument("--server-log", default=os.devnull)
    role.add_argument("--cleanup-ms", type=int, default=None)
    parser.add_argument("--ops", type=int, default=env_int("KG_REL_WRITER_OPS", 3000),
                        help="operations per writer (default 3000, or $KG_REL_WRITER_OPS)")
    parser.add_argument("--gui-role", choices=("gui", "api"), default="gui",
                        help="the first writer: the GUI store worker (default) or a plain API process")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--batch", type=int, default=20, help="entities per `kg import-mcp` invocation")
    parser.add_argument("--hog-hold", type=float, default=6.0,
                        help="seconds a separate connection holds the write lock (default 6, > busy_timeout)")
    parser.add_argument("--hog-times", type=int, default=2, help="how many times it does (default 2)")
    parser.add_argument("--dir", default=None, help="work folder (default: a new temporary folder)")
    parser.add_argument("--out", default=None, help="also write the report (JSON) here")
    args = parser.parse_args(argv)
    if args.cmd == "role":
        return ROLES[args.name](args)
    import tempfile

    with tempfile.TemporaryDirectory(prefix="kg-writers-") as tmp:
        report = run(Path(args.dir or tmp), args.ops, roles=(args.gui_role, "mcp", "cli"), seed=args.seed,
                     batch=args.batch, hog_hold_s=args.hog_hold, hog_times=args.hog_times)
    write_report(args.out, report)
    return 0 if report["failures"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
