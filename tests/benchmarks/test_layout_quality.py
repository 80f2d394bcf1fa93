"""The layout-quality benchmark runs on the small graphs and reports every measure for every
layout, pictures included."""

from __future__ import annotations

import json

from benchmarks import layout_quality


def test_small_graphs_report_all_measures_and_pictures(qapp, tmp_path, capsys):
    assert layout_quality.main(["--graphs", "karate,florentine", "--no-big",
                                "--pictures", str(tmp_path)]) == 0
    report = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    rows = report["rows"]
    methods = {r["method"] for r in rows}
    assert {"ours-communities", "ours-classic", "nx-fa2", "nx-fa2-linlog"} <= methods
    assert ("igraph-fr" in methods) == report["igraph"]
    for r in rows:
        assert r["stress"] >= 0 and r["crossings"] >= 0 and r["overlaps"] >= 0, r
        assert 0 < r["main_share"] <= 1 and r["seconds"] > 0, r
    for r in rows:
        if r["method"].startswith("ours"):
            assert r["overlaps"] == 0, r
    pictures = sorted(p.name for p in tmp_path.glob("*.png"))
    assert len(pictures) == len(rows)
    assert all((tmp_path / p).stat().st_size < 200_000 for p in pictures)


def test_big_speed_comparison_reports_a_ratio_or_says_igraph_is_missing(qapp, capsys):
    assert layout_quality.main(["--graphs", "florentine", "--big", "1500", "--big-runs", "2"]) == 0
    out = capsys.readouterr().out
    big = json.loads(out.strip().splitlines()[-1])["big"]
    if layout_quality.igraph is None:
        assert "SKIPPED" in out
    else:
        assert big["ratio_communities_to_igraph"] > 0
    assert big["n"] == 1500


