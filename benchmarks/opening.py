#!/usr/bin/env python3
"""What the explorer's opening asks of the store before its first frame, before and after the
counts moved into SQL, alternating in one process on one file.

    .venv/bin/python benchmarks/bulk_import.py --scale 10 --keep /tmp/w10.db   # build 200k once
    .venv/bin/python benchmarks/opening.py /tmp/w10.db --runs 5

The steps are kgui/worker/operations.open_workspace's for a workspace above its load cap
(5,000): entity_types, stats, best_connected(cap), edges_among(those, history included),
time_range, positions, workspaces. "before" runs the stats(), best_connected() and time_range()
this branch replaced (kept below, verbatim but for names; the edge scans marked NOT INDEXED so
they keep the plan they had before migration 0018's index), "after" the store's own; the other
steps are the same code in both. "open_ms" is kgstore.open (the first open of a file made before
0018 builds its index: a one-time step). Each figure is the median over the runs; the answers of both are compared.
"""

from __future__ import annotations

import argparse
import heapq
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import kgstore  # noqa: E402
from kgstore.queries.overview import _entities_by_id, _workspace_filter  # noqa: E402
from kgstore.records import Stats  # noqa: E402
from kgstore.storage.rows import edge_type_shown  # noqa: E402
from kgstore.validation import as_number  # noqa: E402

LOAD_CAP = 5000  # kgui/worker/operations.DEFAULT_LOAD_CAP


def before_best_connected(ws, limit: int):
    """best_connected as it was: both per-end GROUP BYs summed into a Python dict."""
    with ws._db.read() as conn:
        degree: dict[str, int] = {}
        for end in ("source_entity_id", "target_entity_id"):
            for entity_id, n in conn.execute(
                f"SELECT {end}, count(*) FROM kg_edges WHERE +workspace_id = ? GROUP BY {end}", (ws.id,)
            ):
                degree[entity_id] = degree.get(entity_id, 0) + n
        light = conn.execute(
            f"SELECT id, confidence, name FROM kg_entities WHERE {_workspace_filter(conn, ws.id)} = ?", (ws.id,)
        ).fetchall()

        def rank(row):
            entity_id, confidence, name = row
            return (-degree.get(entity_id, 0), -(1.0 if confidence is None else as_number(confidence) or 0.0),
                    name.lower(), entity_id)

        if limit and len(degree) >= limit:
            floor = heapq.nlargest(limit, degree.values())[-1]
            light = [row for row in light if degree.get(row[0], 0) >= floor]
        ids = [row[0] for row in heapq.nsmallest(limit, light, key=rank)]
        found = _entities_by_id(ws, conn, ids)
        return [found[i] for i in ids if i in found]


def before_stats(ws) -> Stats:
    """stats() as it was: per-type edge counts from a scan of the edge table (NOT INDEXED: the
    plan it had before migration 0018's index existed)."""
    with ws._db.read() as conn:
        now = ws._db.now()
        by_type_id = conn.execute(
            "SELECT entity_type_id, COUNT(*) FROM kg_entities WHERE workspace_id = ? GROUP BY entity_type_id",
            (ws.id,),
        ).fetchall()
        names = dict(conn.execute("SELECT id, name FROM kg_entity_types")) if by_type_id else {}
        counted: dict[str, int] = {}
        for tid, count in by_type_id:
            if tid in names:
                counted[names[tid]] = counted.get(names[tid], 0) + count
        per_type = dict(sorted(counted.items()))
        edge_types = {}
        all_edges = current = 0
        for etype, total, cur in conn.execute(
            "SELECT edge_type, COUNT(*), SUM(valid_from <= ?1 AND (valid_to IS NULL OR valid_to > ?1))"
            " FROM kg_edges NOT INDEXED WHERE workspace_id = ?2 GROUP BY edge_type ORDER BY edge_type",
            (now, ws.id),
        ):
            all_edges += total
            current += cur or 0
            if cur:
                shown_type = edge_type_shown(etype)
                edge_types[shown_type] = edge_types.get(shown_type, 0) + cur
        observations = overview.count_observations(ws, conn, sum(count for _, count in by_type_id))
        return Stats(entities=sum(per_type.values()), current_edges=current, edges=all_edges,
                     observations=observations, entity_types=per_type, edge_types=dict(sorted(edge_types.items())))


def before_time_range(ws):
    """time_range() as it was: a scan of the edge table (before migration 0018's index)."""
    with ws._db.read() as conn:
        lo, hi_from, hi_to = conn.execute(
            "SELECT MIN(valid_from), MAX(valid_from), MAX(valid_to) FROM kg_edges NOT INDEXED WHERE workspace_id = ?",
            (ws.id,),
        ).fetchone()
        return None if lo is None else (lo, max(hi_from, hi_to or hi_from))


BEFORE = {"stats": before_stats, "best_connected": before_best_connected, "time_range": before_time_range}
AFTER = {"stats": lambda ws: ws.stats(), "best_connected": lambda ws, n: ws.best_connected(n),
         "time_range": lambda ws: ws.time_range()}


def opening(kg, ws, impl) -> tuple[dict[str, float], tuple]:
    times: dict[str, float] = {}

    def step(name, fn):
        t = time.perf_counter()
        value = fn()
        times[name] = (time.perf_counter() - t) * 1000
        return value

    step("entity_types", ws.entity_types)
    stats = step("stats", lambda: impl["stats"](ws))
    best = step("best_connected", lambda: impl["best_connected"](ws, LOAD_CAP))
    edges = step("edges_among", lambda: ws.edges_among([e.id for e in best], include_history=True))
    span = step("time_range", lambda: impl["time_range"](ws))
    step("positions", ws.positions)
    step("workspaces", kg.workspaces)
    times["total"] = sum(times.values())
    return times, (stats, [e.id for e in best], len(edges), span)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("db", help="a knowledge-graph file (benchmarks/bulk_import.py --keep builds one)")
    parser.add_argument("--workspace", default="ws-bench")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--out", default=None)
    args = parser.parse_args(argv)
    fixed_now = time.time_ns() // 1_000_000
    t = time.perf_counter()
    kg = kgstore.open(args.db, clock=lambda: fixed_now)  # one "now" for both: the same current edges
    open_ms = (time.perf_counter() - t) * 1000
    ws = kg.workspace(args.workspace)
    runs: dict[str, list[dict[str, float]]] = {"before": [], "after": []}
    answers = {}
    opening(kg, ws, BEFORE)  # warm the OS page cache for both
    opening(kg, ws, AFTER)
    for _ in range(max(1, args.runs)):
        for label, impl in (("before", BEFORE), ("after", AFTER)):
            times, answer = opening(kg, ws, impl)
            runs[label].append(times)
            answers[label] = answer
    kg.close()
    median = {label: {k: round(statistics.median(r[k] for r in rs), 1) for k in rs[0]} for label, rs in runs.items()}
    stats = answers["after"][0]
    report = {
        "file": args.db, "entities": stats.entities, "edges": stats.edges, "runs": args.runs,
        "open_ms": round(open_ms, 1),
        "median_ms": median,
        "speedup": {k: round(median["before"][k] / max(median["after"][k], 1e-9), 1)
                    for k in ("stats", "best_connected", "time_range", "total")},
        "same_answers": answers["before"] == answers["after"],
    }
    text = json.dumps(report, indent=2)
    print(text)
    if args.out:
        Path(args.out).write_text(text + "\n", encoding="utf-8")
    return 0 if report["same_answers"] else 1


if __name__ == "__main__":
    sys.exit(main())
