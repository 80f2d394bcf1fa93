#!/usr/bin/env python3
"""The store calls the explorer makes after every live reload, timed alone on a file: the review
inbox's count (exact, and capped as the menu asks) and list, the time bar's histogram, the
workspace list, and the first read after another process's commit (healing's probes run before
it). CPU seconds, the median of --runs calls each.

    .venv/bin/python benchmarks/reload_queries.py /tmp/w10.db                        # this checkout
    .venv/bin/python benchmarks/reload_queries.py /tmp/w10.db --code /tmp/kg-before  # another one's kgstore

The file is opened for writing: the "reviewed" figures mark the inbox reviewed, measure, and put
the previous mark back; the last figure adds three notes (another process's commits) to one
entity. Use a copy you do not mind changing. A checkout without review_count(cap=...) reports the
exact figures only.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("db")
    parser.add_argument("--workspace", default="ws-bench")
    parser.add_argument("--code", default=str(ROOT), help="the checkout whose kgstore is timed")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args(argv)
    sys.path.insert(0, str(Path(args.code).resolve()))
    import kgstore

    def cpu(call) -> float:
        times = []
        for _ in range(args.runs):
            began = time.process_time()
            call()
            times.append(time.process_time() - began)
        return round(statistics.median(times), 4)

    out: dict[str, object] = {"code": str(Path(kgstore.__file__).resolve().parent.parent), "file": args.db}
    with kgstore.open(args.db) as kg:
        ws = kg.workspace(args.workspace)
        capped = "cap" in ws.review_count.__code__.co_varnames
        out["review_count()"] = cpu(ws.review_count)
        if capped:
            out["review_count(cap=1001)"] = cpu(lambda: ws.review_count(cap=1001))
        out["review_items(limit=500)"] = cpu(lambda: ws.review_items(limit=500))
        out["change_histogram(200)"] = cpu(lambda: ws.change_histogram(200))
        out["workspaces()"] = cpu(kg.workspaces)
        previous = ws.last_review()
        ws.mark_reviewed()  # nothing waits: every row is read
        try:
            out["reviewed: review_count()"] = cpu(ws.review_count)
            if capped:
                out["reviewed: review_count(cap=1001)"] = cpu(lambda: ws.review_count(cap=1001))
            out["reviewed: review_items(limit=500)"] = cpu(lambda: ws.review_items(limit=500))
        finally:
            ws.set_last_review(previous)
        entity = ws.entities(limit=1)[0].id
        ws.search("kanu", limit=50)

        def after_another_commit() -> float:
            with kgstore.open(args.db) as other:
                other.workspace(args.workspace).add_observation(entity, f"another process's note {time.time()}")
            began = time.process_time()
            ws.search("kanu", limit=50)
            return time.process_time() - began

        out["a search, the first read after another process's commit"] = round(
            statistics.median(after_another_commit() for _ in range(args.runs)), 4)
        out["a search, nothing changed"] = cpu(lambda: ws.search("kanu", limit=50))
    print(json.dumps(out, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
