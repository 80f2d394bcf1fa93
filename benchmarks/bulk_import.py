#!/usr/bin/env python3
"""Build a benchmark file with the bulk import, against the record-by-record path in the same run.

    .venv/bin/python benchmarks/bulk_import.py --scale 10 --keep /tmp/w10.db   # 200k entities
    .venv/bin/python benchmarks/bulk_import.py --scale 50 --keep /tmp/w50.db   # 1M entities, 3M edges

The workload is the shared one (../shared/bench/gen_workload.py, as reliability/scale_check.py
generates it): at scale 10, 200,000 entities, 600,000 edges, 100,000 observations. It is written
into a fresh file with Workspace.bulk_import (one transaction), then - the same-run baseline - a
slice of it (the first --slice entities, the edges among them and their observations) is written
record by record (upsert_entity, create_edge, add_observation; 2,000 calls a transaction, as
scale_check.py built its files before) and with bulk_import again, each into a fresh file.
Rates count the records of that path and its wall time, validation included; JSON parsing and
generation are not counted. CPU seconds are given too (process time: on a shared machine the
wall time also counts the waits for a core). The peak resident memory is read after generating
the workload and after the big import (the workload itself is 2.1 GB at scale 50).
"""

from __future__ import annotations

import argparse
import json
import resource
import sqlite3
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent / "reliability"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import kgstore  # noqa: E402
from scale_check import generate  # noqa: E402


def fresh(path: Path) -> Path:
    for suffix in ("", "-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)
    return path


def sliced(workload: dict[str, Any], n: int) -> dict[str, Any]:
    return {
        "meta": workload["meta"],
        "entities": workload["entities"][:n],
        "edges": [e for e in workload["edges"] if e["source"] < n and e["target"] < n],
        "observations": [o for o in workload["observations"] if o["entity"] < n],
    }


def max_rss_mb() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024  # Linux: KiB


def rates(entities: int, edges: int, observations: int, seconds: float, phases: dict[str, float],
          cpu: float) -> dict[str, Any]:
    return {
        "entities": entities, "edges": edges, "observations": observations, "seconds": round(seconds, 2),
        "cpu_seconds": round(cpu, 2),
        "entities_per_s": round(entities / seconds),
        "records_per_s": round((entities + edges + observations) / seconds),
        "phase_seconds": {k: round(v, 2) for k, v in phases.items()},
    }


def build_bulk(workload: dict[str, Any], db: Path) -> dict[str, Any]:
    with kgstore.open(fresh(db)) as kg:
        ws = kg.workspace(workload["meta"]["workspace_id"])
        t0, c0 = time.perf_counter(), time.process_time()
        report = ws.bulk_import(workload["entities"], workload["edges"], workload["observations"])
        seconds, cpu = time.perf_counter() - t0, time.process_time() - c0
        if not report.bulk:
            raise SystemExit(f"bulk_import used the record-by-record path: {report.reason}")
    out = rates(report.entities, report.edges, report.observations, seconds, report.seconds, cpu)
    # What an entity costs on its own: reading its record plus writing and indexing it.
    share = len(workload["entities"]) / max(1, len(workload["entities"]) + len(workload["edges"])
                                            + len(workload["observations"]))
    entity_s = report.seconds["entities"] + share * report.seconds["reading"]
    out["entity_phase_per_s"] = round(report.entities / entity_s)
    # The same in CPU time (each step's process time): what the wall figure is on an idle machine.
    entity_cpu = report.cpu_seconds["entities"] + share * report.cpu_seconds["reading"]
    out["entity_phase_per_cpu_s"] = round(report.entities / entity_cpu)
    out["phase_cpu_seconds"] = {k: round(v, 2) for k, v in report.cpu_seconds.items()}
    out["file_mb"] = round(db.stat().st_size / 2**20, 1)
    return out


def build_one_by_one(workload: dict[str, Any], db: Path, batch: int = 2000) -> dict[str, Any]:
    with kgstore.open(fresh(db)) as kg:
        ws = kg.workspace(workload["meta"]["workspace_id"])
        ids: list[str] = []
        phases: dict[str, float] = {}

        def batched(name, items, fn):
            t = time.perf_counter()
            for start in range(0, len(items), batch):
                with kg.transaction():
                    for item in items[start:start + batch]:
                        fn(item)
            phases[name] = time.perf_counter() - t

        t0, c0 = time.perf_counter(), time.process_time()
        batched("entities", workload["entities"], lambda e: ids.append(ws.upsert_entity(
            e["type"], e["name"], description=e["description"], properties=e["properties"]).id))
        batched("edges", workload["edges"], lambda e: ws.create_edge(
            ids[e["source"]], ids[e["target"]], e["type"], valid_from=e["valid_from"], valid_to=e["valid_to"]))
        batched("observations", workload["observations"], lambda o: ws.add_observation(ids[o["entity"]], o["content"]))
        seconds, cpu = time.perf_counter() - t0, time.process_time() - c0
    out = rates(len(workload["entities"]), len(workload["edges"]), len(workload["observations"]), seconds, phases,
                cpu)
    out["entity_phase_per_s"] = round(len(workload["entities"]) / phases["entities"])
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--scale", type=float, default=10.0, help="workload scale (default 10: 200,000 entities)")
    parser.add_argument("--slice", type=int, default=20_000, help="entities of the same-run baseline (default 20,000)")
    parser.add_argument("--keep", default=None, help="keep the bulk-built file here")
    parser.add_argument("--out", default=None, help="also write the JSON report here")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="kg-bulk-") as tmp:
        t0 = time.perf_counter()
        workload = generate(args.scale)
        for key in ("upserts", "search_queries", "neighbor_queries", "subgraph_queries"):
            workload.pop(key, None)  # not imported
        generate_s = time.perf_counter() - t0
        generated_rss = max_rss_mb()
        full = build_bulk(workload, Path(args.keep) if args.keep else Path(tmp) / "bulk.db")
        bulk_rss = max_rss_mb()
        part = sliced(workload, min(args.slice, len(workload["entities"])))
        baseline = build_one_by_one(part, Path(tmp) / "one-by-one.db")
        bulk_slice = build_bulk(part, Path(tmp) / "bulk-slice.db")
    report = {
        "scale": args.scale, "sqlite": sqlite3.sqlite_version,
        "generate_s": round(generate_s, 1),
        "max_rss_mb": {"after_generating": generated_rss, "after_bulk_import": bulk_rss},
        "bulk": full,
        "slice": {"entities": len(part["entities"]), "one_by_one": baseline, "bulk": bulk_slice,
                  "bulk_over_one_by_one": round(baseline["seconds"] / max(bulk_slice["seconds"], 1e-9), 1),
                  "bulk_over_one_by_one_cpu": round(baseline["cpu_seconds"] / max(bulk_slice["cpu_seconds"], 1e-9), 1)},
        "whole_file_vs_slice_one_by_one": round(full["records_per_s"] / baseline["records_per_s"], 1),
    }
    text = json.dumps(report, indent=2)
    print(text)
    if args.out:
        Path(args.out).write_text(text + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
