#!/usr/bin/env python3
"""Search and neighbour latency on a big file against a small one, in the same process, and
search against a bare FTS5 BM25 top-k on the same big file.

    .venv/bin/python benchmarks/bulk_import.py --scale 1 --keep /tmp/w1.db      # 20k entities
    .venv/bin/python benchmarks/bulk_import.py --scale 50 --keep /tmp/w50.db    # 1M entities
    .venv/bin/python benchmarks/scale_queries.py /tmp/w50.db /tmp/w1.db --rounds 3

Queries are the shared workload's at scale 1 (../shared/bench/gen_workload.py, seed 42; the
same vocabulary at every scale): its search queries (one or two words, limit 10) through
Workspace.search, and depth-3 neighbourhoods as of its times through Workspace.neighbors, from
entities picked at random (seeded) among each file's own. Each round measures the big file,
then the small one right after (the issue's baseline), each after 20 warm-up searches; the
figures are medians over the rounds of each round's p50 (search) and p95 (neighbours).

"bare FTS5" is what a search engine's core costs on the same big file and the same queries:
`SELECT rowid, bm25(kg_entities_fts, 10.0, 1.0) FROM kg_entities_fts WHERE kg_entities_fts
MATCH ? ORDER BY 2 LIMIT 10` with each word quoted ("words"; "prefix": the last one a prefix, as
typed), then those 10 entity rows read by rowid - no workspace or type filter, no other tier, no
explanation.

Each figure is given in wall time and in CPU time (`*_cpu_*`: this process's, time.process_time):
on a shared machine a query's wall time also counts its waits for a core, which at p95 can be
most of it. `--code DIR` runs another checkout's kgstore (this script's measurements), for a
before/after in the same minutes: run both alternately on copies of the same files (a newer
version may add a migration to a file it opens). Whether the file's pages are in the OS cache
decides much of a big file's figures: `cat FILE > /dev/null` first reads it all in (warm), and
`--cold` drops both files' pages from it before each measurement (Linux, posix_fadvise), as
after a restart: each page a query touches is then read from the disk.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sqlite3
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "reliability"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
if "--code" in sys.argv[:-1]:  # another checkout's kgstore, imported instead of this one's
    sys.path.insert(0, str(Path(sys.argv[sys.argv.index("--code") + 1]).resolve()))

import kgstore  # noqa: E402
from kgstore.queries.search import fts_expression, query_words  # noqa: E402
from scale_check import generate  # noqa: E402


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return round(values[min(len(values) - 1, int(q * len(values)))], 3)


def pick_entities(db: str, workspace: str, n: int, seed: int) -> list[str]:
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        top = conn.execute("SELECT max(rowid) FROM kg_entities").fetchone()[0] or 0
        rng = random.Random(seed)
        out: list[str] = []
        while len(out) < n:
            row = conn.execute("SELECT id FROM kg_entities WHERE rowid = ? AND workspace_id = ?",
                               (rng.randint(1, top), workspace)).fetchone()
            if row:
                out.append(row[0])
        return out
    finally:
        conn.close()


def drop_from_os_cache(db: str) -> None:
    """The file's pages (and its WAL's) out of the OS page cache (clean pages only: nothing is
    written here)."""
    for suffix in ("", "-wal", "-shm"):
        path = Path(db + suffix)
        if path.exists():
            fd = os.open(path, os.O_RDONLY)
            try:
                os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
            finally:
                os.close(fd)


def measure(db: str, workspace: str, searches: list[str], neighbours: list[tuple[int, int]],
            seed: int, cold: bool = False) -> dict[str, float]:
    ids = pick_entities(db, workspace, len(neighbours), seed)
    if cold:
        drop_from_os_cache(db)
    with kgstore.open(db) as kg:
        ws = kg.workspace(workspace)
        for q in searches[:20]:  # warm the page cache, as a running explorer's would be
            ws.search(q, limit=10)
        lat, cpu = [], []
        for q in searches:
            t0, c0 = time.perf_counter(), time.process_time()
            ws.search(q, limit=10)
            lat.append((time.perf_counter() - t0) * 1000)
            cpu.append((time.process_time() - c0) * 1000)
        out = {"search_p50_ms": pct(lat, 0.5), "search_p95_ms": pct(lat, 0.95),
               "search_cpu_p50_ms": pct(cpu, 0.5), "search_cpu_p95_ms": pct(cpu, 0.95)}
        lat, cpu = [], []
        for entity_id, (_, as_of) in zip(ids, neighbours):
            t0, c0 = time.perf_counter(), time.process_time()
            ws.neighbors(entity_id, depth=3, as_of=as_of)
            lat.append((time.perf_counter() - t0) * 1000)
            cpu.append((time.process_time() - c0) * 1000)
        out.update(neighbours_p50_ms=pct(lat, 0.5), neighbours_p95_ms=pct(lat, 0.95),
                   neighbours_cpu_p50_ms=pct(cpu, 0.5), neighbours_cpu_p95_ms=pct(cpu, 0.95))
    return out


def bare_fts(db: str, searches: list[str]) -> dict[str, float]:
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        def one(q: str, prefix: bool) -> list:
            words = query_words(q)
            ranked = conn.execute(
                "SELECT rowid, bm25(kg_entities_fts, 10.0, 1.0) AS r FROM kg_entities_fts"
                " WHERE kg_entities_fts MATCH ? ORDER BY r LIMIT 10", (fts_expression(words, prefix),)).fetchall()
            rowids = [r[0] for r in ranked]
            return conn.execute(f"SELECT id, name, description FROM kg_entities WHERE rowid IN"
                                f" ({','.join('?' * len(rowids))})", rowids).fetchall()
        out = {}
        for prefix, label in ((False, "words"), (True, "prefix")):
            for q in searches[:20]:
                one(q, prefix)
            lat = []
            for q in searches:
                t0 = time.perf_counter()
                one(q, prefix)
                lat.append((time.perf_counter() - t0) * 1000)
            out[f"bare_fts_{label}_p50_ms"], out[f"bare_fts_{label}_p95_ms"] = pct(lat, 0.5), pct(lat, 0.95)
        return out
    finally:
        conn.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("big", help="the big file (1M entities)")
    parser.add_argument("small", help="the baseline file (20k entities)")
    parser.add_argument("--workspace", default="ws-bench")
    parser.add_argument("--queries", type=int, default=300, help="search and neighbour queries a round")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--out", default=None)
    parser.add_argument("--code", default=None, help="another checkout whose kgstore to measure")
    parser.add_argument("--skip-bare", action="store_true", help="leave out the bare FTS5 queries")
    parser.add_argument("--cold", action="store_true", help="drop each file's pages from the OS cache before"
                        " it is measured")
    args = parser.parse_args()
    for f in (args.big, args.small):
        if not Path(f).is_file():
            print(f"scale_queries: no such file: {f}", file=sys.stderr)
            return 2
    workload = generate(1.0)
    searches = [q["query"] for q in workload["search_queries"][:args.queries]]
    neighbours = [(q["entity"], q["as_of"]) for q in workload["neighbor_queries"][:args.queries]]
    rounds: list[dict] = []
    for i in range(args.rounds):
        r = {"big": measure(args.big, args.workspace, searches, neighbours, seed=i, cold=args.cold),
             "bare": {} if args.skip_bare else bare_fts(args.big, searches),
             "small": measure(args.small, args.workspace, searches, neighbours, seed=i, cold=args.cold)}
        rounds.append(r)
        print(f"round {i + 1}: {json.dumps(r)}", file=sys.stderr, flush=True)

    def med(side: str, key: str) -> float:
        return round(statistics.median(r[side][key] for r in rounds), 3)

    big = {k: med("big", k) for k in rounds[0]["big"]}
    small = {k: med("small", k) for k in rounds[0]["small"]}
    bare = {k: med("bare", k) for k in rounds[0]["bare"]}  # empty with --skip-bare
    report = {
        "big": args.big, "small": args.small, "rounds": args.rounds, "queries": len(searches), "cold": args.cold,
        "code": str(Path(kgstore.__file__).resolve().parent.parent),
        "big_figures": big, "small_figures": small, "bare_fts_on_big": bare,
        "search_p50_big_over_small": round(big["search_p50_ms"] / small["search_p50_ms"], 2),
        "neighbours_p95_big_over_small": round(big["neighbours_p95_ms"] / small["neighbours_p95_ms"], 2),
        "neighbours_cpu_p95_big_over_small": round(big["neighbours_cpu_p95_ms"] / small["neighbours_cpu_p95_ms"], 2),
    }
    if bare:
        report["search_p50_over_bare_fts_words"] = round(big["search_p50_ms"] / bare["bare_fts_words_p50_ms"], 2)
        report["search_p50_over_bare_fts_prefix"] = round(big["search_p50_ms"] / bare["bare_fts_prefix_p50_ms"], 2)
    text = json.dumps(report, indent=2)
    print(text)
    if args.out:
        Path(args.out).write_text(text + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
