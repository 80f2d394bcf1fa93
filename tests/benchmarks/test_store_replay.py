"""The store benchmark's answer check: it passes on the store's real answers and catches wrong ones
(a figure from a harness that cannot fail its check would prove nothing)."""

from __future__ import annotations

import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "benchmarks"))
sys.path.insert(0, str(REPO / "benchmarks" / "reliability"))
import scale_check  # noqa: E402
import store_replay  # noqa: E402


import pytest  # noqa: E402


@pytest.fixture(params=["shared", "built-in"])
def small_workload(request) -> dict:
    """400 entities from the shared generator (when it is next to this checkout) or its built-in twin."""
    if request.param == "shared":
        if not scale_check.SHARED_GENERATOR.is_file():
            pytest.skip("../shared/bench/gen_workload.py is not next to this checkout")
        workload = scale_check.generate(0.02, seed=7)
    else:
        workload = scale_check._builtin_generate(0.02, seed=7)
    workload.setdefault("upserts", [])
    return workload


def test_real_answers_match_the_bfs(small_workload, tmp_path):
    res = store_replay.run_once(small_workload, store_replay.Oracle(small_workload), tmp_path)
    assert res["answer_errors"] == 0, res["answer_error_examples"]
    assert res["neighbors_avg_nodes"] > 0
    # The FTS5 baseline ranked real matches on the run's own file (not an empty index).
    assert res["raw_fts5_search_avg_hits"] > 0 and res["raw_fts5_search_p50_ms"] > 0
    assert res["raw_edge_insert_per_s_before_observations"] > 0
    assert list(tmp_path.iterdir()) == []  # the run's database is removed


def test_an_oracle_that_disagrees_is_reported(small_workload, tmp_path):
    wrong = store_replay.Oracle(small_workload)
    # The oracle forgets every edge of the busiest entity: the store's answers now differ from it.
    busy = max(wrong.adj, key=lambda n: len(wrong.adj[n]))
    wrong.adj[busy] = []
    res = store_replay.run_once(small_workload, wrong, tmp_path)
    assert res["answer_errors"] > 0
    assert any("neighbors" in e or "subgraph" in e for e in res["answer_error_examples"])


def test_cowork_estimate_follows_the_raw_baseline():
    """CoWork's rate is estimated from REFERENCE.md scaled by this run's raw sqlite3 baseline: on a
    machine half as fast the bar halves, and the ratio is the store's rate over that bar."""
    median = {"entities_per_s": 7774.0, "edges_per_s": 1056.0, "observations_per_s": 8222.0,
              "upserts_per_s": 3598.0}
    half = store_replay.cowork_estimates(median, store_replay.REFERENCE_RAW_EDGE_PER_S / 2)
    assert half["raw_edge_factor"] == 0.5
    assert half["observations_per_s"]["cowork_estimate"] == pytest.approx(4111.0)
    assert half["observations_per_s"]["ratio"] == 2.0 and half["entities_per_s"]["ratio"] == 4.0
    same = store_replay.cowork_estimates(median, store_replay.REFERENCE_RAW_EDGE_PER_S)
    assert same["observations_per_s"]["ratio"] == 1.0 and same["upserts_per_s"]["ratio"] == 1.0
    # The observation phase's own baseline, taken right before it, scales that phase only.
    later = store_replay.cowork_estimates(median, store_replay.REFERENCE_RAW_EDGE_PER_S,
                                          store_replay.REFERENCE_RAW_EDGE_PER_S / 4)
    assert later["observations_per_s"]["ratio"] == 4.0 and later["upserts_per_s"]["ratio"] == 1.0
