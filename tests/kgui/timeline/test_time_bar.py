"""The time bar in the window: the histogram of changes behind the slider (counted by the store
through the worker, refreshed after writes), and date labels that never overlap."""

from __future__ import annotations

import numpy as np
from conftest import WS, select_by_name, settle
from PySide6.QtGui import QFont, QFontMetricsF
from test_graph_view import DAY, seed_history, settle_graph

import kgstore
from kgui.timeline.time_axis import axis_ticks
from kgui.timeline.time_slider import BAR_PX, MARGIN


def time_bar_quiet(qtbot, window) -> None:
    settle_graph(qtbot, window)
    qtbot.waitUntil(lambda: not window.as_of_controller.histogram_loader.pending, timeout=5000)
    settle(qtbot, window)


def counted_from_records(path, workspace, start, end, bins) -> dict[str, tuple[int, ...]]:
    """What each bin should hold, from the records the public API returns."""
    with kgstore.open(path) as kg:
        ws = kg.workspace(workspace)
        entities = ws.entities()
        edges = ws.edges(include_history=True)
        times = {
            "entities_created": [e.created_at for e in entities],
            "edges_started": [g.valid_from for g in edges],
            "edges_ended": [g.valid_to for g in edges if g.valid_to is not None],
            "observations": [o.created_at for e in entities for o in ws.observations(e.id, limit=100)],
        }
    span = max(end - start, 1)
    out = {}
    for kind, moments in times.items():
        counts = [0] * bins
        for t in moments:
            if start <= t <= end:
                counts[min(bins - 1, (t - start) * bins // span)] += 1
        out[kind] = tuple(counts)
    return out


def test_histogram_bins_hold_what_the_store_holds_one_bar_per_few_pixels(qtbot, db_path, make_window):
    ids, t0 = seed_history(db_path)
    with kgstore.open(db_path) as kg:
        ws = kg.workspace("hist")
        ws.add_observation(ids["Redis"], "evictions spiked")
        ws.add_observation(ids["backend"], "moved to Node 22")
    window = make_window(workspace="hist", size=(1600, 900))
    time_bar_quiet(qtbot, window)
    track = window.time_slider.track
    hist = track.histogram
    assert hist is not None
    assert hist.bins == track.bins_wanted()
    assert 4 <= (track.width() - 2 * MARGIN) / hist.bins <= 6  # one bar per 4-6 px
    expected = counted_from_records(db_path, "hist", hist.start, hist.end, hist.bins)
    for kind, counts in expected.items():
        assert getattr(hist, kind) == counts, kind
    assert sum(hist.edges_started) == 6 and sum(hist.edges_ended) == 2 and sum(hist.observations) == 2
    # The slider spans the history the bars count; a bar stands wherever something changed.
    assert track.lo == hist.start == t0
    drawn = {i for i, _rect in track.bar_rects()}
    assert drawn == {i for i, n in enumerate(hist.totals()) if n}
    # Hovering a bar says what it counts.
    i, rect = next((i, r) for i, r in track.bar_rects() if hist.edges_started[i])
    assert "relationship" in track.describe_at(rect.center().x())


def test_a_narrower_window_asks_for_fewer_bars(qtbot, db_path, make_window):
    seed_history(db_path)
    window = make_window(workspace="hist", size=(1600, 900))
    time_bar_quiet(qtbot, window)
    wide = window.time_slider.track.histogram.bins
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: window.time_slider.track.histogram.bins != wide, timeout=5000)
    time_bar_quiet(qtbot, window)
    track = window.time_slider.track
    assert track.histogram.bins == track.bins_wanted() < wide
    assert track.histogram.bins == int((track.width() - 2 * MARGIN) // BAR_PX)


def test_the_histogram_follows_our_writes_and_other_writers(qtbot, seeded, db_path, make_window):
    window = make_window()
    time_bar_quiet(qtbot, window)
    loader = window.as_of_controller.histogram_loader
    before = sum(loader.histogram.observations)
    select_by_name(qtbot, window, "React")
    window.inspector.observations.input.setText("React 19 is out")
    window.inspector.observations.submit()
    qtbot.waitUntil(lambda: sum(loader.histogram.observations) == before + 1, timeout=5000)
    # Another process writes: the live reload brings the new relationship into the bars.
    started = sum(loader.histogram.edges_started)
    with kgstore.open(db_path) as kg:
        ws = kg.workspace(WS)
        a = ws.find_entity("technology", "Redis")
        b = ws.find_entity("technology", "PostgreSQL")
        ws.create_edge(a.id, b.id, "replicates_to", valid_from=ws.now() - 3 * DAY)
    qtbot.waitUntil(lambda: sum(loader.histogram.edges_started) == started + 1, timeout=8000)


def test_another_workspace_shows_its_own_bars(qtbot, seeded, db_path, make_window):
    seed_history(db_path)
    window = make_window()
    time_bar_quiet(qtbot, window)
    assert sum(window.time_slider.track.histogram.edges_ended) == 0  # ws-1 never closed one
    window.session.open_workspace("hist")
    time_bar_quiet(qtbot, window)
    assert sum(window.time_slider.track.histogram.edges_ended) == 2


def test_date_labels_never_overlap_at_1024_px(qtbot, db_path, make_window):
    ids, t0 = seed_history(db_path)
    window = make_window(workspace="hist", size=(1024, 700))
    time_bar_quiet(qtbot, window)
    track = window.time_slider.track
    assert track.isVisible() and track.width() < 700

    def check(ticks) -> None:
        assert len(ticks) >= 2
        for a, b in zip(ticks, ticks[1:]):
            assert a.right + 4 <= b.left, (a.label, b.label)
        assert ticks[0].left >= 0 and ticks[-1].right <= track.width()

    shown = track.axis_ticks()
    check(shown)
    assert len({t.label for t in shown}) == len(shown) or all(":" in t.label for t in shown)
    metrics = QFontMetricsF(track.axis_font())
    now = track.hi
    # Whatever the span (an hour to decades), at this width the labels fit side by side.
    for span in (2 * 3_600_000, DAY, 5 * DAY, 40 * DAY, 400 * DAY, 3 * 365 * DAY, 40 * 365 * DAY):
        check(axis_ticks(now - span, now, MARGIN, track.width() - MARGIN, metrics.horizontalAdvance))
    # The labels are the calendar's: each names the boundary it stands on.
    xs = np.array([t.x for t in shown])
    assert np.all(np.diff(xs) > 0)


def test_a_label_cut_by_the_axis_end_does_not_make_the_axis_coarser(qapp):
    # Two hours ending just after a full hour: the hour's own label would run past the end;
    # that must not push the axis to hourly steps with a single label left.
    from datetime import datetime

    metrics = QFontMetricsF(QFont())
    for minute in range(0, 60, 3):
        hi = int(datetime(2026, 12, 4, 19, minute).timestamp() * 1000)
        ticks = axis_ticks(hi - 2 * 3_600_000, hi, 0.0, 600.0, metrics.horizontalAdvance)
        assert len(ticks) >= 3, (minute, [t.label for t in ticks])


def test_a_search_sent_while_the_bars_are_counted_is_answered_before_them(qtbot, db_path, make_window,
                                                                          monkeypatch):
    import threading

    from kgstore.queries import history

    seed_history(db_path)
    window = make_window(workspace="hist", size=(1600, 900))
    time_bar_quiet(qtbot, window)
    sent = threading.Event()
    counted = history.change_histogram_steps

    def held_steps(*args, **kwargs):  # the counting is under way until the search has been sent
        yield
        sent.wait(5)
        return (yield from counted(*args, **kwargs))

    monkeypatch.setattr(history, "change_histogram_steps", held_steps)
    loader = window.as_of_controller.histogram_loader
    answered = []
    loader.histogram_loaded.connect(lambda _h: answered.append("histogram"))
    loader.request()
    window.session.submit("search", query="Redis", limit=5, on_done=lambda _hits: answered.append("search"))
    sent.set()
    qtbot.waitUntil(lambda: len(answered) == 2, timeout=5000)
    assert answered == ["search", "histogram"]
    assert loader.histogram == window.time_slider.track.histogram is not None


def test_reloads_while_the_bars_are_counted_wait_for_that_count_then_ask_once_more(qtbot, db_path, make_window,
                                                                                 monkeypatch):
    """A live reload does not start a count under way over (at a million entities it takes
    seconds, and an agent's writes reload more often than that): it is answered, then the bars
    are counted once more for what the reloads brought."""
    import threading

    from kgstore.queries import history

    seed_history(db_path)
    window = make_window(workspace="hist", size=(1600, 900))
    time_bar_quiet(qtbot, window)
    release = threading.Event()
    counted = history.change_histogram_steps

    def held_steps(*args, **kwargs):
        yield
        release.wait(5)
        return (yield from counted(*args, **kwargs))

    monkeypatch.setattr(history, "change_histogram_steps", held_steps)
    loader = window.as_of_controller.histogram_loader
    loaded = []
    loader.histogram_loaded.connect(loaded.append)
    first = loader.requests
    loader.request()
    for _ in range(3):
        window.session.workspace_reloaded.emit(None)
        qtbot.wait(30)
    assert loader.requests == first + 1 and not loader._timer.isActive()  # nothing superseded it
    release.set()
    qtbot.waitUntil(lambda: len(loaded) == 1, timeout=5000)
    qtbot.waitUntil(lambda: loader.requests == first + 2 and not loader.pending, timeout=10_000)
    assert len(loaded) == 2 and loader.requests == first + 2


def test_the_bars_are_counted_again_no_sooner_than_the_last_count_took(qtbot, db_path, make_window):
    from kgui.timeline.histogram_loader import MAX_PACED_DELAY_MS, REFRESH_DELAY_MS

    seed_history(db_path)
    window = make_window(workspace="hist", size=(1600, 900))
    time_bar_quiet(qtbot, window)
    loader = window.as_of_controller.histogram_loader
    assert loader.last_seconds > 0  # measured on each answer
    for took, delay in ((0.01, REFRESH_DELAY_MS), (2.5, 2500), (60.0, MAX_PACED_DELAY_MS)):
        loader.last_seconds = took
        loader._timer.stop()
        window.session.workspace_reloaded.emit(None)  # another process wrote
        assert loader._timer.isActive() and loader._timer.interval() == delay
    loader._timer.stop()
    window.time_slider.track.resized.emit(800)  # another width: soon, whatever the last count took
    assert loader._timer.interval() == REFRESH_DELAY_MS
    time_bar_quiet(qtbot, window)
