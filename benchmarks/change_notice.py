#!/usr/bin/env python3
"""How soon the explorer's store worker notices another process's write, against its poll
interval (the same-run baseline the figure should track).

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/change_notice.py [--rounds 20] [--poll-ms 500]

A StoreClient (the real worker thread) opens a small file; each round another connection
commits one entity and the time until `external_change_detected` arrives on the GUI thread is
recorded; a write of the worker's own in between must not be noticed. Printed: median and max
in ms, and both divided by the poll interval (about 0.5 median and at most about 1 when the
worker polls on time; more means the poll or the delivery lags). The tests only check that the
notice comes (and that our own writes make none); the speed is measured here.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import kgstore  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--poll-ms", type=int, default=500)
    parser.add_argument("--out", type=Path)
    args = parser.parse_args(argv)

    from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

    from kgui.worker import StoreClient, WorkerConfig

    app = QCoreApplication.instance() or QCoreApplication([])
    folder = tempfile.TemporaryDirectory()
    path = Path(folder.name) / "notice.db"
    with kgstore.open(path) as kg:
        kg.workspace("bench").upsert_entity("concept", "seed")
    client = StoreClient(str(path), WorkerConfig(poll_interval_ms=args.poll_ms, cleanup_delay_ms=None,
                                                 decay_first_delay_ms=None))
    noticed: list[float] = []
    client.external_change_detected.connect(lambda: noticed.append(time.perf_counter()))

    def spin_until(predicate, timeout_s: float) -> bool:
        end = time.perf_counter() + timeout_s
        while not predicate() and time.perf_counter() < end:
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        return predicate()

    opened = []
    client.opened.connect(opened.append)
    client.start()
    spin_until(lambda: bool(opened), 30)
    delays, own_noticed = [], 0
    try:
        with kgstore.open(path) as other:
            for i in range(args.rounds):
                # Our own write first: it must make no notice.
                before = len(noticed)
                client.submit("create_entity", workspace="bench", type="concept", name=f"ours {i}")
                spin_until(client.is_idle, 30)
                wait = QTimer()
                wait.setSingleShot(True)
                wait.start(int(args.poll_ms * 1.5))
                spin_until(lambda: not wait.isActive(), 30)
                own_noticed += len(noticed) - before
                before = len(noticed)
                other.workspace("bench").upsert_entity("concept", f"theirs {i}")
                written = time.perf_counter()
                if spin_until(lambda: len(noticed) > before, 30):
                    delays.append((noticed[before] - written) * 1000)
    finally:
        client.shutdown()
        folder.cleanup()
    report = {"poll_ms": args.poll_ms, "rounds": args.rounds, "noticed": len(delays),
              "own_writes_noticed": own_noticed,
              "median_ms": round(statistics.median(delays), 1) if delays else None,
              "max_ms": round(max(delays), 1) if delays else None}
    if delays:
        report["median_vs_poll"] = round(report["median_ms"] / args.poll_ms, 2)
        report["max_vs_poll"] = round(report["max_ms"] / args.poll_ms, 2)
    print(json.dumps(report, indent=2))
    if args.out:
        args.out.write_text(json.dumps(report, indent=2), encoding="utf-8")
    return 0 if len(delays) == args.rounds and own_noticed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
