"""Several processes race for the one-time cleanup on one real file: exactly one runs it."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

import pytest

import kgstore
from kgstore.passive.cleanup import MARKER_KEY
from cleanup_noise import EXPECTED_COUNTS as _CLEANED, build_noise

# The racing processes open the file, and opening heals what build_noise wrote as another
# program would (kgstore/storage/healing.py: the missing keys and hashes, the case duplicates and
# repeated observations among those rows), so the cleanup that follows finds that part done.
EXPECTED_COUNTS = {**_CLEANED, "merge_case_duplicates": {"merged": 0, "names_normalized": 0},
                   "duplicate_observations": {"observations": 2, "hashes_filled": 0}}

CHILD = textwrap.dedent(
    """
    import json, os, sys, time
    import kgstore
    from kgstore.passive import cleanup

    db, start_file, hold = sys.argv[1], sys.argv[2], float(sys.argv[3])
    real_claim = cleanup._claim

    def claim_and_hold(*args, **kwargs):
        refused = real_claim(*args, **kwargs)
        if refused is None and hold:
            time.sleep(hold)  # keep the claim while the other processes try to take it
        return refused

    cleanup._claim = claim_and_hold
    kg = kgstore.open(db)
    print("ready", flush=True)
    deadline = time.monotonic() + 30
    while not os.path.exists(start_file) and time.monotonic() < deadline:
        time.sleep(0.002)
    report = kg.run_cleanup()
    print(json.dumps(report.as_dict()), flush=True)
    kg.close()
    """
)


def race(db_path, tmp_path, n: int, hold: float) -> list[dict]:
    start = tmp_path / "go"
    procs = [
        subprocess.Popen([sys.executable, "-c", CHILD, str(db_path), str(start), str(hold)],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        for _ in range(n)
    ]
    try:
        for p in procs:
            assert p.stdout.readline().strip() == "ready", p.stderr.read()
        start.touch()  # every process is open and waiting: release them together
        reports = []
        for p in procs:
            out, err = p.communicate(timeout=120)
            assert p.returncode == 0, err
            reports.append(json.loads(out.strip().splitlines()[-1]))
        return reports
    finally:
        for p in procs:
            if p.poll() is None:
                p.kill()
                p.wait()


@pytest.mark.parametrize("hold", [0.6, 0.0], ids=["winner-holds-the-claim", "plain-race"])
def test_exactly_one_process_runs_the_cleanup(db_path, tmp_path, clock, hold):
    with kgstore.open(db_path, clock=clock) as kg:
        noise = build_noise(kg, clock)
    reports = race(db_path, tmp_path, n=4, hold=hold)

    winners = [r for r in reports if r["ran"]]
    losers = [r for r in reports if not r["ran"]]
    assert len(winners) == 1, reports
    assert winners[0]["counts"] == EXPECTED_COUNTS
    for r in losers:
        assert r["reason"].startswith(("claimed by", "already done")), r
        if r["reason"].startswith("claimed by"):
            assert winners[0]["owner"] in r["reason"]  # the winner's host:pid:uuid
    if hold:
        # The winner held the claim while the others asked: they all met it.
        assert all(r["reason"].startswith("claimed by") for r in losers), reports

    with kgstore.open(db_path, clock=clock) as kg:
        with kg._db.read() as conn:
            marker = json.loads(conn.execute("SELECT value FROM maintenance_state WHERE key = ?",
                                             (MARKER_KEY,)).fetchone()[0])
            claims = conn.execute("SELECT COUNT(*) FROM maintenance_claims").fetchone()[0]
            go = conn.execute("SELECT 1 FROM kg_entities WHERE id = ?", (noise["go"],)).fetchone()
        assert marker["counts"] == EXPECTED_COUNTS and marker["owner"] == winners[0]["owner"]
        assert claims == 0 and go is None
        assert [p.name for p in kg.backups() if p.name.endswith("-cleanup.db")] != []
        assert len([p for p in kg.backups() if "-cleanup" in p.name]) == 1
        assert kg.check_integrity() == []
