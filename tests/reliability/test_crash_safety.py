"""Item 2: a writer killed with SIGKILL at random moments leaves a file that opens, passes
integrity_check and FTS5's integrity-check, and holds every acknowledged operation.

$KG_REL_CRASH_TRIALS trials here (default 12); `benchmarks/reliability/crash_trials.py` runs 60.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks" / "reliability"))
import crash_trials  # noqa: E402
from relcommon import env_int  # noqa: E402

TRIALS = env_int("KG_REL_CRASH_TRIALS", 12)


@pytest.mark.slow
def test_sigkilled_writer_loses_no_acknowledged_operation(tmp_path):
    report = crash_trials.run(tmp_path, TRIALS, seed=7)
    assert report["problems"] == [], report
    assert report["trials"] == TRIALS
    # The kills land in real work: most in the middle of an operation, after others were done.
    assert report["operations_acknowledged"] >= TRIALS
    assert sum(n for op, n in report["in_flight_at_kill"].items() if op != "none") >= TRIALS // 2
    print(f"\ncrash trials: {report['trials']} kills, {report['operations_acknowledged']} acknowledged operations,"
          f" in flight at the kill {report['in_flight_at_kill']}, failures {report['failures']}")


def test_the_model_reconciles_an_operation_in_flight():
    model = crash_trials.Model()
    model.apply({"k": "E", "name": "a", "desc": "d"})
    model.apply({"k": "E", "name": "b", "desc": None})
    model.apply({"k": "G", "token": "g1", "src": "a", "tgt": "b"})
    model.apply({"k": "O", "entity": "a", "content": "x"})
    side = set(crash_trials.SIDE_START)
    state = {"entities": {"b": None}, "observations": [], "edges": {}, "files": {"b1x2": 20}, "side": side}
    # A delete in flight that committed: the model follows the file (with the cascade).
    assert crash_trials.reconcile(model, {"k": "D", "entity": "a"}, state) == []
    assert crash_trials.compare(model, state) == ["extractions nobody acknowledged: {'b1x2': 20}"]
    assert crash_trials.reconcile(model, {"k": "X", "token": "b1x2"}, state) == []
    assert crash_trials.compare(model, state) == []
    half = {"entities": {"b": None}, "observations": [], "edges": {}, "files": {"b1x3": 7}, "side": side}
    assert "not atomic" in crash_trials.reconcile(model, {"k": "X", "token": "b1x3"}, half)[0]
    # The new destructive paths: an import is all or nothing, a scoped restore brings the side
    # workspace back to its backup and nothing else.
    model.apply({"k": "S", "name": "s1"})
    assert "'side'" in crash_trials.compare(model, state)[-1]
    assert crash_trials.reconcile(model, {"k": "R"}, state) == [] and model.side == side
    names = ["m1", "m2", "m3"]
    partly = dict(state, entities={"b": None, "m1": None})
    assert "import in flight is half there" in crash_trials.reconcile(model, {"k": "M", "names": names}, partly)[0]
