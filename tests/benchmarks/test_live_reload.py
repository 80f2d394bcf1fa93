"""The live-reload benchmark runs end to end on a small file and measures what it says: every
search sent is answered, the agent's writes make the explorer reload, and both modes run."""

from __future__ import annotations

import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "benchmarks"))
sys.path.insert(0, str(REPO / "benchmarks" / "reliability"))
import live_reload  # noqa: E402
import scale_check  # noqa: E402


def test_searches_during_an_agents_writes_are_all_answered_in_both_modes(qapp, tmp_path):
    workload = scale_check._builtin_generate(0.02, seed=3)
    db = tmp_path / "small.db"
    scale_check.load(workload, db)
    out = tmp_path / "report.json"
    assert live_reload.main(["--db", str(db), "--workspace", workload["meta"]["workspace_id"],
                             "--seconds", "4", "--rate", "20", "--search-every", "0.1", "--rounds", "1",
                             "--out", str(out)]) == 0
    report = json.loads(out.read_text())
    for mode in ("steps", "one request"):
        run = report["runs"][mode][0]
        assert run["searches"] >= 10 and run["answered"] == run["searches"], run
        assert run["reloads"] >= 1, run  # the agent's notes were noticed and reloaded
        assert 0 < run["wait_p50_ms"] <= run["wait_p90_ms"] <= run["wait_max_ms"], run
