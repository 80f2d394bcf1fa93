#!/usr/bin/env python3
"""What infix and typo-tolerant search cost, against baselines measured in the same run.

Usage:
    python benchmarks/search_tiers.py WORKLOAD.json [--runs 3] [--out results.json]

WORKLOAD.json is made by ../shared/bench/gen_workload.py. Per run, two fresh stores get the
workload's entities in interleaved chunks (one-row commits, as store_replay writes them), so that
both see the same drift of the machine:

- "before": the trigram index (migration 0015) removed right after opening, and searched with
  tolerant=False (whole words and prefixes only) — the store as it was before infix and typo
  search;
- "after": as this version makes it.

Figures (medians over the runs):

- entity inserts per second in each, and after / before;
- the workload's search queries (whole words, last one a prefix) in each: p50 / p95 ms, after /
  before, and each against a bare FTS5 BM25 top-k query on the same file (store_replay's baseline);
- infix queries (four characters from inside a name's word) and typo queries (a name's word with
  one edit: a transposition, deletion, insertion or substitution) on "after", as ratios to the bare
  FTS5 query's p50, with how often the first hit matched the word the query was made from, and
  how often the entity it was made from is among the hits;
- building the trigram index (the upgrade's fill) for 1x, 2x and 4x the names: ms per 10,000
  names, flat when the build is linear.
"""

from __future__ import annotations

import argparse
import json
import random
import sqlite3
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import kgstore  # noqa: E402
from kgstore.storage import migrations  # noqa: E402
from kgstore.queries.search import fts_expression, query_words  # noqa: E402

CHUNK = 500


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    return ordered[min(len(ordered) - 1, max(0, int(round(q * (len(ordered) - 1)))))]


def without_trigram_index(kg) -> None:
    with kg._db.write() as conn:
        for what in ("insert", "delete", "update"):
            conn.execute(f"DROP TRIGGER IF EXISTS kg_entity_trigrams_{what}")
        conn.execute(f"DROP TABLE IF EXISTS {migrations.TRIGRAM_TABLE}")
        conn.execute("DELETE FROM kg_trigram_state")  # no watermark: nothing batches names


def infix_queries(rng: random.Random, entities: list[dict], n: int) -> list[tuple[str, int, str]]:
    out = []
    while len(out) < n:
        i = rng.randrange(len(entities))
        words = [w for w in entities[i]["name"].split() if len(w) >= 6 and w.isalpha()]
        if words:
            w = rng.choice(words)
            start = rng.randint(1, len(w) - 4)
            out.append((w[start:start + 4], i, w[start:start + 4]))
    return out


def typo_queries(rng: random.Random, entities: list[dict], n: int) -> list[tuple[str, int, str]]:
    letters = "abcdefghijklmnopqrstuvwxyz"
    out = []
    while len(out) < n:
        i = rng.randrange(len(entities))
        words = [w for w in entities[i]["name"].replace("-", " ").split() if len(w) >= 6 and w.isalpha()]
        if not words:
            continue
        w = rng.choice(words)
        k = rng.randrange(1, len(w) - 1)
        kind = rng.randrange(4)
        if kind == 0:
            typo = w[:k] + w[k + 1] + w[k] + w[k + 2:]
        elif kind == 1:
            typo = w[:k] + w[k + 1:]
        elif kind == 2:
            typo = w[:k] + rng.choice(letters) + w[k:]
        else:
            typo = w[:k] + rng.choice([c for c in letters if c != w[k]]) + w[k + 1:]
        if typo != w:
            out.append((typo, i, w))
    return out


def timed(fn, items) -> list[float]:
    lat = []
    for item in items:
        s = time.perf_counter()
        fn(item)
        lat.append((time.perf_counter() - s) * 1000)
    return lat


def raw_fts5(path: Path, queries: list[str], limit: int) -> list[float]:
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    sql = ("SELECT rowid, bm25(kg_entities_fts, 10.0, 1.0) AS r FROM kg_entities_fts"
           " WHERE kg_entities_fts MATCH ? ORDER BY r LIMIT ?")
    try:
        return timed(lambda q: conn.execute(sql, (fts_expression(query_words(q)), limit)).fetchall(), queries)
    finally:
        conn.close()


def build_times(entities: list[dict], folder: Path) -> dict[str, float]:
    """ms per 10,000 names to fill the trigram index, for 1x, 2x and 4x the workload's names."""
    out = {}
    for times in (1, 2, 4):
        path = folder / f"tri-{uuid.uuid4().hex[:8]}.db"
        conn = sqlite3.connect(path, isolation_level=None)
        conn.execute("CREATE TABLE kg_entities (name TEXT)")
        conn.execute("BEGIN")
        conn.executemany("INSERT INTO kg_entities (name) VALUES (?)",
                         ((f"{e['name']} {k}",) for k in range(times) for e in entities))
        conn.execute("COMMIT")
        conn.execute("BEGIN")
        s = time.perf_counter()
        migrations.build_trigram_index(conn)
        elapsed = (time.perf_counter() - s) * 1000
        conn.execute("COMMIT")
        conn.close()
        for suffix in ("", "-wal", "-shm"):
            Path(str(path) + suffix).unlink(missing_ok=True)
        out[f"{times}x"] = round(elapsed / (times * len(entities) / 10_000), 1)
    return out


def run_once(workload: dict, folder: Path, seed: int) -> dict:
    entities = workload["entities"]
    queries = [q["query"] for q in workload["search_queries"]]
    limit = workload["search_queries"][0]["limit"]
    ws_name = workload["meta"]["workspace_id"]
    stores = {}
    for label in ("before", "after"):
        path = folder / f"{label}-{uuid.uuid4().hex[:8]}.db"
        kg = kgstore.open(path)
        if label == "before":
            without_trigram_index(kg)
        stores[label] = (path, kg, kg.workspace(ws_name), [])
    secs = {"before": 0.0, "after": 0.0}
    for n, start in enumerate(range(0, len(entities), CHUNK)):
        chunk = entities[start:start + CHUNK]
        order = ("before", "after") if n % 2 == 0 else ("after", "before")
        for label in order:
            _, _, ws, ids = stores[label]
            s = time.perf_counter()
            for e in chunk:
                ids.append(ws.upsert_entity(e["type"], e["name"], description=e["description"],
                                            properties=e["properties"], source="agent").id)
            secs[label] += time.perf_counter() - s
    res: dict = {f"{label}_entities_per_s": len(entities) / secs[label] for label in secs}
    lat: dict[str, list[float]] = {"before": [], "after": []}
    for n, q in enumerate(queries):
        for label in (("before", "after") if n % 2 == 0 else ("after", "before")):
            ws = stores[label][2]
            s = time.perf_counter()
            ws.search(q, limit=limit, tolerant=label == "after")
            lat[label].append((time.perf_counter() - s) * 1000)
    for label in lat:
        res[f"{label}_search_p50_ms"], res[f"{label}_search_p95_ms"] = pct(lat[label], 0.5), pct(lat[label], 0.95)
    raw = raw_fts5(stores["after"][0], queries, limit)
    res["raw_fts5_p50_ms"], res["raw_fts5_p95_ms"] = pct(raw, 0.5), pct(raw, 0.95)
    rng = random.Random(seed)
    ws, ids = stores["after"][2], stores["after"][3]
    for kind, made in (("infix", infix_queries(rng, entities, 300)), ("typo", typo_queries(rng, entities, 300))):
        found, meant = [], []

        def one(item):
            q, i, word = item
            hits = ws.search(q, limit=limit)
            found.append(ids[i] in {h.entity.id for h in hits})
            # The first hit matched the word the query was made from (the typo taken for it).
            meant.append(bool(hits) and word in hits[0].terms)

        kind_lat = timed(one, made)
        res[f"{kind}_p50_ms"], res[f"{kind}_p95_ms"] = pct(kind_lat, 0.5), pct(kind_lat, 0.95)
        # The workload's names share a 200-word vocabulary, so the very entity a query was made
        # from is often not among the first ten of the many that hold its word.
        res[f"{kind}_source_found"] = sum(found) / len(found)
        res[f"{kind}_first_hit_has_the_word"] = sum(meant) / len(meant)
        # The same queries in the store without the new tiers' index: what they cost before.
        before_ws = stores["before"][2]
        res[f"{kind}_before_p50_ms"] = pct(timed(
            lambda item: before_ws.search(item[0], limit=limit, tolerant=False), made), 0.5)
    for path, kg, _, _ in stores.values():
        kg.close()
        for suffix in ("", "-wal", "-shm"):
            Path(str(path) + suffix).unlink(missing_ok=True)
    res["trigram_build_ms_per_10k"] = build_times(entities, folder)
    return res


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("workload", type=Path)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--out", type=Path)
    args = ap.parse_args(argv)
    workload = json.loads(args.workload.read_text())
    runs = []
    with tempfile.TemporaryDirectory() as tmp:
        for r in range(args.runs):
            runs.append(run_once(workload, Path(tmp), seed=r))
            print(f"run {r + 1}/{args.runs} done", file=sys.stderr)
    median = {k: statistics.median(run[k] for run in runs) for k in runs[0] if k != "trigram_build_ms_per_10k"}
    median["trigram_build_ms_per_10k"] = {
        k: statistics.median(run["trigram_build_ms_per_10k"][k] for run in runs) for k in runs[0]["trigram_build_ms_per_10k"]}
    raw = median["raw_fts5_p50_ms"]
    out = {
        "workload": str(args.workload), "runs": runs, "median": median, "sqlite": sqlite3.sqlite_version,
        "ratios": {
            "entity_inserts_after_over_before": round(median["after_entities_per_s"] / median["before_entities_per_s"], 3),
            "search_p50_after_over_before": round(median["after_search_p50_ms"] / median["before_search_p50_ms"], 3),
            "search_p95_after_over_before": round(median["after_search_p95_ms"] / median["before_search_p95_ms"], 3),
            "search_p50_over_raw_fts5": {"before": round(median["before_search_p50_ms"] / raw, 3),
                                         "after": round(median["after_search_p50_ms"] / raw, 3)},
            "infix_p50_over_raw_fts5": round(median["infix_p50_ms"] / raw, 3),
            "typo_p50_over_raw_fts5": round(median["typo_p50_ms"] / raw, 3),
            "typo_p95_over_raw_fts5": round(median["typo_p95_ms"] / raw, 3),
        },
    }
    text = json.dumps(out, indent=2)
    if args.out:
        args.out.write_text(text)
    print(json.dumps({"median": median, "ratios": out["ratios"]}, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
