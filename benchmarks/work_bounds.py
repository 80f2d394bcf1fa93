#!/usr/bin/env python3
"""The clock figures for the calls whose tests bound their work instead of their time.

The tests count SQLite instructions and lines of Python (tests/work_counted.py), so a loaded
machine can neither fail them nor pass a slow plan; the milliseconds are measured here, on the
same inputs, as the median of --runs calls after one warm-up:

- the change histogram of 50,000 rows (tests/kgstore/queries/test_history.py; the old bound
  was 0.3 s);
- changes_between, one page of 100 of each kind in a 6,000-row workspace (test_changes.py;
  0.5 s);
- possible duplicates among 20,000 entities (test_possible_duplicates.py; 1.5 s);
- the upgrade's de-duplication of 33,000 observations (test_upgrade_steps.py; 5 s);
- twenty time-slider steps over 60,000 edges (tests/kgui/test_visible_graph.py; 20 ms a step);
- an extraction against a catastrophic excluded pattern (test_capture_switches.py; 5 s).

    .venv/bin/python benchmarks/work_bounds.py --runs 5
"""

from __future__ import annotations

import argparse
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import numpy as np  # noqa: E402

import kgstore  # noqa: E402
from kgstore.storage import migrations  # noqa: E402

DAY = 86_400_000


class Clock:
    def __init__(self, start: int = 1_767_225_600_000):
        self.now = start

    def __call__(self) -> int:
        return self.now


def timed(call, runs: int) -> float:
    """Median milliseconds of `runs` calls, after one call to warm the caches."""
    call()
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        call()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def histogram(folder: Path, runs: int) -> float:
    clock = Clock()
    kg = kgstore.open(folder / "hist.db", clock=clock)
    ws = kg.workspace("big")
    rng = random.Random(3)
    t0 = clock.now
    ids = []
    with kg.transaction():
        for i in range(20_000):
            clock.now = t0 + i * 60_000
            ids.append(ws.upsert_entity("concept", f"n{i}").id)
        for i in range(20_000):
            ws.create_edge(ids[i], ids[(i * 31 + 7) % 20_000], "uses", valid_from=t0 + rng.randrange(400 * DAY),
                           valid_to=None if i % 4 else t0 + 400 * DAY + i)
        for i in range(10_000):
            clock.now = t0 + 14 * DAY + i * 60_000
            ws.add_observation(ids[i], f"seen {i}")
    clock.now = t0 + 500 * DAY
    try:
        return timed(lambda: ws.change_histogram(300), runs)
    finally:
        kg.close()


def changes_page(folder: Path, runs: int) -> float:
    clock = Clock()
    kg = kgstore.open(folder / "changes.db", clock=clock)
    ws = kg.workspace("w")
    start = clock.now
    with kg.transaction():
        ids = []
        for i in range(3000):
            clock.now += 1000
            ids.append(ws.upsert_entity("concept", f"thing {i}").id)
        for i in range(3000):
            ws.create_edge(ids[i], ids[(i * 7 + 1) % 3000], "relates_to", valid_from=start + i * 1000)
    try:
        return timed(lambda: ws.changes_between(start + 1_000_000, start + 2_000_000, limit=100), runs)
    finally:
        kg.close()


def possible_duplicates(folder: Path, runs: int) -> float:
    kg = kgstore.open(folder / "dups.db")
    ws = kg.workspace("w")
    with kg.transaction():
        for i in range(20_000):
            ws.upsert_entity("concept" if i % 2 else "technology", f"topic {i} of the corpus")
    ws.upsert_entity("concept", "topic-7 of the corpus")
    try:
        return timed(lambda: ws.possible_duplicates(limit=100), runs)
    finally:
        kg.close()


def deduplication(runs: int) -> float:
    rnd = random.Random(3)
    rows = [(f"o{i}", f"e{i % 3}", rnd.choice(["agent", "auto"]), i, f"h{i}", f"text:h{i}") for i in range(30_000)]
    rows += [(f"d{i}", f"e{i % 3}", "auto", 10**6 + i, f"h{i}", f"text:h{i}") for i in range(0, 30_000, 10)]

    def once() -> None:
        conn = sqlite3.connect(":memory:")
        conn.execute("CREATE TABLE kg_observations (id TEXT PRIMARY KEY, entity_id TEXT, content TEXT, source TEXT,"
                     " created_at INTEGER, content_hash TEXT, fingerprint TEXT)")
        conn.executemany("INSERT INTO kg_observations VALUES (?, ?, '', ?, ?, ?, ?)", rows)
        migrations.remove_duplicate_observations(conn)
        conn.close()

    return timed(once, runs)


def slider_steps(runs: int) -> float:
    from kgstore import Edge, Entity
    from kgui.model import Filters
    from kgui.model.visible_graph import build_frame, visibility

    now = 10_000
    rng = np.random.default_rng(1)
    n, m = 5_000, 60_000
    ents = [Entity(f"e{i}", "w", "concept", f"e{i}", None, {}, 1.0, "agent", None, None, 5_000, 5_000, 5_000)
            for i in range(n)]
    starts = rng.integers(0, 9_000, m)
    ends = np.where(rng.random(m) < 0.3, starts + rng.integers(1, 3_000, m), -1)
    src = rng.integers(0, n, m)
    dst = (src + 1 + rng.integers(0, n - 1, m)) % n
    edges = [Edge(f"g{j}", "w", f"e{s}", f"e{d}", "uses", {}, 1.0, "agent", None, 0, int(a),
                  None if b < 0 else int(b))
             for j, (s, d, a, b) in enumerate(zip(src.tolist(), dst.tolist(), starts.tolist(), ends.tolist()))]
    frame = build_frame(ents, edges)
    filters = Filters(hidden_entity_types=frozenset({"x"}))

    def twenty() -> None:
        for k in range(20):
            visibility(frame, filters, 1_000 + 400 * k, now)

    return timed(twenty, runs) / 20


def catastrophic_pattern(folder: Path, runs: int) -> float:
    with kgstore.open(folder / "patterns.db") as kg:
        ws = kg.workspace("w")
        ws.set_memory_settings(excluded_patterns=["placeholder"])
    conn = sqlite3.connect(folder / "patterns.db")
    with conn:
        conn.execute("UPDATE memory_settings SET excluded_patterns = ? WHERE workspace_id = 'w'",
                     ('["(a|aa)+$"]',))
    conn.close()
    kg = kgstore.open(folder / "patterns.db")
    ws = kg.workspace("w")
    try:
        return timed(lambda: ws.extract_from_task("t-1", "Use React", "React " + "a" * 5000 + "!"), runs)
    finally:
        kg.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        rows = [
            ("change histogram, 50,000 rows", histogram(folder, args.runs), 300),
            ("changes_between, a page of 100 in 6,000 rows", changes_page(folder, args.runs), 500),
            ("possible duplicates, 20,000 entities", possible_duplicates(folder, args.runs), 1500),
            ("de-duplication, 33,000 observations", deduplication(args.runs), 5000),
            ("a slider step over 60,000 edges", slider_steps(args.runs), 20),
            ("extraction beside a catastrophic pattern", catastrophic_pattern(folder, args.runs), 5000),
        ]
    print(f"{'call':48s} {'median ms':>10s} {'old test bound ms':>18s}")
    for name, ms, bound in rows:
        print(f"{name:48s} {ms:10.1f} {bound:18d}")


if __name__ == "__main__":
    main()
