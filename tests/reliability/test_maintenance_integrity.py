"""Item 6: the cleanup claim survives a crashed owner (lease expiry) and the cleanup never runs
twice; decay never runs twice in a day across processes.

$KG_REL_CLEANUP_TRIALS crashed owners (default 6: one kill in each phase) and $KG_REL_DECAY_DAYS
racing days (default 3) here; `benchmarks/reliability/maintenance_trials.py` runs 20 and 10.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks" / "reliability"))
import maintenance_trials  # noqa: E402
from relcommon import env_int  # noqa: E402

TRIALS = env_int("KG_REL_CLEANUP_TRIALS", 6)
DAYS = env_int("KG_REL_DECAY_DAYS", 3)


@pytest.mark.slow
def test_cleanup_claim_survives_crashed_owners_and_decay_runs_once_a_day(tmp_path):
    report = maintenance_trials.run(tmp_path, TRIALS, DAYS, seed=5)
    assert report["problems"] == [], report
    assert sum(report["owner_killed_in_phase"].values()) == TRIALS
    if TRIALS >= 6:
        assert len(report["owner_killed_in_phase"]) == 6  # a crash inside every phase
    assert report["winners_per_day"] == [1] * DAYS
    print(f"\nmaintenance: {TRIALS} crashed cleanup owners ({report['owner_killed_in_phase']}), "
          f"{DAYS} days of racing decay, failures {report['failures']}")
