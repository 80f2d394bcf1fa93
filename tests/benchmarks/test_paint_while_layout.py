"""The paint-while-layout benchmark measures each place the layout can run, in the same run."""

from __future__ import annotations

import json

from benchmarks import paint_while_layout


def test_both_modes_are_measured_while_the_layout_really_runs(qapp, capsys):
    assert paint_while_layout.main(["--nodes", "300", "--frames", "4", "--rounds", "2"]) == 0
    report = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert set(report["modes"]) == {"process", "thread"}
    assert report["idle_ms"] > 0 and report["moving_ms"] > 0
    for mode, row in report["modes"].items():
        assert row["layout_was_running"], mode           # the frames were painted mid-layout
        assert row["publishes"] > 0, mode                # and positions arrived while painting
        assert row["ratio"] == row["running_ms"] / report["idle_ms"]
        assert row["ratio_to_moving"] == row["running_ms"] / report["moving_ms"]
