"""The readability benchmark on the real graphs: labels never collide, and at zoom-to-fit of the
2,000-node scale-free graph most of its 20 busiest nodes are labelled."""

from __future__ import annotations

import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "benchmarks"))
import canvas_readability  # noqa: E402


def test_small_graphs_have_no_overlapping_labels_and_label_their_hubs(qapp, tmp_path, capsys):
    assert canvas_readability.main(["--graphs", "karate,florentine,les_miserables",
                                    "--png-dir", str(tmp_path)]) == 0
    rows = json.loads(capsys.readouterr().out.strip().splitlines()[-1])["rows"]
    assert len(rows) == 6                                  # 3 graphs x 2 canvas sizes
    for row in rows:
        assert row["label_overlaps"] == 0, row
        assert row["labels"] > 0 and row["paint_ms"] > 0, row
    big = [r for r in rows if r["size"] == "1100x800"]
    for row in big:                                        # the busiest nodes are named
        assert row["top20_labelled"] >= min(15, row["nodes"]), row
    assert sorted(p.name for p in tmp_path.glob("after-*.png")) == [
        "after-florentine.png", "after-karate.png", "after-les_miserables.png"]


def test_scale_free_2000_labels_at_least_15_of_its_20_hubs_at_fit(qapp):
    rows = canvas_readability.run(["scale_free_2000"], sizes=[(1100, 800)])
    row = rows[0]
    assert row["nodes"] == 2000
    assert row["top20_labelled"] >= 15, row
    assert row["label_overlaps"] == 0, row
