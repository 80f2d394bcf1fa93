"""The whole-window live-reload benchmark runs end to end on a small file, both sides: every
search sent is answered, the agent's notes make the explorer reload, and the worker's CPU is
split per request kind."""

from __future__ import annotations

import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "benchmarks"))
sys.path.insert(0, str(REPO / "benchmarks" / "reliability"))
import live_reload_window  # noqa: E402
import scale_check  # noqa: E402


def test_searches_in_the_window_during_an_agents_writes_are_all_answered(tmp_path):
    workload = scale_check._builtin_generate(0.02, seed=3)
    db = tmp_path / "small.db"
    scale_check.load(workload, db)
    out = tmp_path / "report.json"
    assert live_reload_window.main([str(db), "--workspace", workload["meta"]["workspace_id"], "--before", str(REPO),
                                    "--seconds", "4", "--rate", "20", "--search-every", "0.1", "--rounds", "1",
                                    "--settle", "0.5", "--work-dir", str(tmp_path / "work"),
                                    "--out", str(out)]) == 0
    report = json.loads(out.read_text())
    for side in ("before", "after"):
        run = report["runs"][side][0]
        assert run["searches"] >= 10 and run["answered"] == run["searches"], run
        assert run["reloads"] >= 1, run  # the agent's notes were noticed and reloaded
        assert 0 < run["wait_p50_ms"] <= run["wait_p90_ms"] <= run["wait_max_ms"], run
        assert run["ops"]["search"]["answered"] == run["searches"]
        assert {"open_workspace", "change_histogram", "review_count"} <= set(run["ops"]), run["ops"]
    assert set(report["after_over_before"]) >= {"wait_p50_ms", "worker_cpu_per_reload_s"}
