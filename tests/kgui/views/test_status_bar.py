"""The status bar's counts: current relationships, with closed ones shown as history on top."""

from __future__ import annotations

from kgstore.records import Stats
from kgui.views.status_bar import ExplorerStatusBar


def test_counts_show_closed_relationships_on_top_of_the_current_ones(qtbot):
    bar = ExplorerStatusBar()
    qtbot.addWidget(bar)
    bar.set_counts(Stats(entities=20, current_edges=27, edges=31, observations=10), "demo")
    assert bar.counts_label.text() == "demo · 20 entities · 27 relationships (+4 closed) · 10 observations"
    bar.set_counts(Stats(entities=1, current_edges=1, edges=1, observations=0), "w")
    assert bar.counts_label.text() == "w · 1 entity · 1 relationship · 0 observations"
