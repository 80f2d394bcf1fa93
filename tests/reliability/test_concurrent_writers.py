"""Item 1: the GUI's store worker, a `kg mcp` server and a `kg` CLI loop write one file at once.

Moderate size here (3 writers x $KG_REL_WRITER_OPS operations, default 400, and a connection
that holds the write lock for 6 s, longer than busy_timeout); the full run (3 x 3,000) is
`benchmarks/reliability/concurrent_writers.py`, the same code.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks" / "reliability"))
import concurrent_writers  # noqa: E402
from relcommon import env_int  # noqa: E402

pytest.importorskip("mcp")
pytest.importorskip("PySide6")

OPS = env_int("KG_REL_WRITER_OPS", 400)


@pytest.mark.slow
def test_gui_worker_mcp_server_and_cli_write_one_file_and_lose_nothing(tmp_path):
    report = concurrent_writers.run(tmp_path, OPS, roles=("gui", "mcp", "cli"), hog_hold_s=6.0, hog_times=1)
    assert report["problems"] == [], report
    for role in ("gui", "mcp", "cli"):
        assert report[f"{role}_acknowledged"] >= OPS
    # The lock was really held past busy_timeout while the writers ran, and they waited it out.
    assert report["write_lock_held_s"] and report["write_lock_held_s"][0] >= 5.5
    # The worker's one-time cleanup ran in the middle of the load (and took its backup).
    assert any(m["kind"] == "cleanup" for m in report["gui_maintenance"]), report["gui_maintenance"]
    assert report["backups_taken"] >= 1
    print(f"\nconcurrent writers: {report['operations_acknowledged']} acknowledged operations, "
          f"{report['counts']}, {report['elapsed_s']} s, failures {report['failures']}")


def test_the_planner_is_deterministic_and_only_refers_to_acknowledged_entities():
    """The writers' plan (shared by the GUI, MCP and API front ends) never names an entity it has
    not been told was created, so an acknowledged operation never depends on an unacknowledged one."""
    runs = []
    for _ in range(2):
        planner = concurrent_writers.Planner("gui", 3)
        ops = []
        for n in range(300):
            op = planner.next()
            known = {name for name, _ in planner.entities} | {concurrent_writers.HUB_NAME}
            for key in ("entity", "src", "tgt"):
                if key in op:
                    assert op[key] in known, op
            planner.acked(op, f"id-{n}")
            ops.append(op)
        runs.append(ops)
    assert runs[0] == runs[1]
    assert {op["kind"] for op in runs[0]} == {"create", "obs", "edge", "update", "invalidate"}
