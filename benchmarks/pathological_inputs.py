#!/usr/bin/env python3
"""What the passive extractor and the secret detector cost on pathological megabyte inputs, as
ratios to ordinary text of the same length measured in the same run; and what huge search
queries cost against a one-word query.

    .venv/bin/python benchmarks/pathological_inputs.py [--runs 5] [--out results.json]

The tests check these inputs for linear cost (a quarter against the whole, CPU time); the clock
figures live here. Per input: the median wall-clock ms of --runs calls, and that median divided by
the median for a megabyte of the real corpus text (the baseline, timed interleaved with the inputs
so that both see the same drift of this noisy machine). A ratio near 1 means the input costs what
ordinary text does; the tests' old limits were 0.9 s (extraction) and 3 s (secrets) per megabyte.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "tests" / "kgstore" / "passive"))

from kgstore.passive.extraction import extract_entities  # noqa: E402
from kgstore.secrets import find_secrets  # noqa: E402
from pathological_texts import EXTRACTION_TEXTS, SECRET_TEXTS  # noqa: E402
from real_corpus import ALL as REAL_CORPUS  # noqa: E402

MEGABYTE = 1_000_000
ORDINARY = ("\n".join(case.text for case in REAL_CORPUS) * 200)[:MEGABYTE]


def ms(fn, text: str) -> float:
    start = time.perf_counter()
    fn(text)
    return (time.perf_counter() - start) * 1000


def measure(fn, inputs: dict[str, str], runs: int, baseline_text: str = ORDINARY) -> dict:
    baseline, times = [], {name: [] for name in inputs}
    for _ in range(runs):
        for name, text in inputs.items():
            baseline.append(ms(fn, baseline_text))  # interleaved: the same drift as the input after it
            times[name].append(ms(fn, text))
    base = statistics.median(baseline)
    return {"baseline_ms": round(base, 2),
            "inputs": {name: {"median_ms": round(statistics.median(t), 1),
                              "vs_baseline": round(statistics.median(t) / base, 2)}
                       for name, t in times.items()}}


HUGE_QUERIES = {  # as in tests/reliability/test_limits.py
    "repeated-word": "needle " * 20_000,
    "megabyte-word": "x" * 1_000_000,
    "quotes": '"' * 10_000,
    "operators": "needle* OR " * 5_000,
}


def measure_search(runs: int) -> dict:
    """Huge queries against a store of 1,000 entities; the baseline is the one-word query."""
    import tempfile

    import kgstore

    with tempfile.TemporaryDirectory() as folder, kgstore.open(Path(folder) / "s.db") as kg:
        ws = kg.workspace("bench")
        for i in range(1000):
            ws.upsert_entity("concept", f"needle {i}" if i % 10 == 0 else f"hay {i}")
        return measure(ws.search, HUGE_QUERIES, runs, baseline_text="needle")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--out", type=Path)
    args = parser.parse_args(argv)
    report = {"runs": args.runs,
              "extract_entities": measure(extract_entities, EXTRACTION_TEXTS, args.runs),
              "find_secrets": measure(find_secrets, SECRET_TEXTS, args.runs),
              "search": measure_search(args.runs)}
    for what, baseline in (("extract_entities", "an ordinary megabyte"), ("find_secrets", "an ordinary megabyte"),
                           ("search", "the query 'needle'")):
        part = report[what]
        print(f"{what}: baseline ({baseline}) {part['baseline_ms']} ms (median)")
        for name, figures in part["inputs"].items():
            print(f"  {name:16} {figures['median_ms']:8.1f} ms  {figures['vs_baseline']:7.2f}x baseline")
    if args.out:
        args.out.write_text(json.dumps(report, indent=2), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
