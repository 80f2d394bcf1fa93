"""A slider move repaints the canvas once: the same picture again is not painted at all; sized
by PageRank or coloured by community, the masks for the new time and the structure computed for
them are drawn in one frame; a focus view draws the new moment with the neighbourhood of that
moment (never the old one at the new time first); and a moment chosen but not applied yet is
not undone by an answer that arrives meanwhile (the histogram's, with the slider keyboard-driven)."""

from __future__ import annotations

import numpy as np
from conftest import deliver_posted, settle
from PySide6.QtCore import Qt
from test_graph_view import DAY, graph_quiet, names, seed_history, settle_graph


def structure_quiet(window) -> bool:
    gv = window.graph_view
    return (not gv._structure_timer.isActive() and not gv.structure_runner.busy
            and not gv._paint_hold_timer.isActive())


def at_rest(window) -> bool:
    return (graph_quiet(window) and structure_quiet(window)
            and not window.as_of_controller.histogram_loader.pending)


def everything_drawn(qtbot, window) -> None:
    """The graph settled, the structure (degree, PageRank, communities) computed and applied,
    the histogram answered, and the paints that follow are done: what was on its way (a
    structure answer, a paint asked for) is delivered, and then nothing is left to come (no
    timer, request or computation pending), so "nothing more was painted" is a fact, not the
    outcome of a wait."""
    for _ in range(10):
        settle_graph(qtbot, window)
        qtbot.waitUntil(lambda: structure_quiet(window), timeout=10_000)
        qtbot.waitUntil(lambda: not window.as_of_controller.histogram_loader.pending, timeout=10_000)
        deliver_posted()
        if at_rest(window):
            return
    raise AssertionError("the window never came to rest")


class PaintLog:
    """Each paint of the canvas: the moment its masks are for and the entities it shows."""

    def __init__(self, window):
        self.window = window
        self.paints: list[tuple[object, frozenset[str]]] = []
        window.graph_view.canvas.painted.connect(self._on_painted)

    def _on_painted(self) -> None:
        gv = self.window.graph_view
        moment = gv.binding.visibility.moment if gv.binding.visibility is not None else None
        self.paints.append((moment, frozenset(names(self.window, gv.visible_ids()))))

    def clear(self) -> None:
        self.paints.clear()


def test_a_slider_move_paints_once_and_the_same_picture_not_at_all(qtbot, db_path, make_window):
    ids, t0 = seed_history(db_path)
    window = make_window(workspace="hist", size=(1440, 900))
    everything_drawn(qtbot, window)
    log = PaintLog(window)
    slider = window.time_slider
    slider.choose(t0 + 30 * DAY)  # Redis and PostgreSQL came, React 18 not yet
    everything_drawn(qtbot, window)
    assert len(log.paints) == 1, log.paints  # the masks; the structure answer changes nothing drawn
    moment = window.graph_view.binding.visibility.moment
    assert log.paints[0] == (moment, frozenset({"frontend", "backend", "React 17", "Redis", "PostgreSQL"}))
    log.clear()
    slider.choose(t0 + 31 * DAY)  # nothing began or ended in between: the same picture
    everything_drawn(qtbot, window)
    assert log.paints == []
    # Sized by PageRank and coloured by community: the answer for the same picture is not drawn.
    window.graph_view.set_size_by("pagerank")
    window.graph_view.set_colour_by("community")
    everything_drawn(qtbot, window)
    log.clear()
    slider.choose(t0 + 32 * DAY)
    everything_drawn(qtbot, window)
    assert log.paints == []


def test_sized_by_pagerank_and_coloured_by_community_a_move_is_one_frame(qtbot, db_path, make_window):
    ids, t0 = seed_history(db_path)
    window = make_window(workspace="hist", size=(1440, 900))
    gv = window.graph_view
    gv.set_size_by("pagerank")
    gv.set_colour_by("community")
    window.time_slider.choose(t0 + 30 * DAY)
    everything_drawn(qtbot, window)
    scene = gv.canvas.model
    drawn = []
    gv.canvas.painted.connect(lambda: drawn.append(
        (gv.binding.visibility.moment, scene.hidden.copy(), scene.importance.copy(), scene.rgb.copy())))
    answers = []
    gv.structure_runner.computed.connect(answers.append)
    before = (scene.importance.copy(), scene.rgb.copy())
    # React 18 arrives and frontend's React 17 ends: other masks, other PageRanks and groups.
    window.time_slider.choose(t0 + 70 * DAY)
    everything_drawn(qtbot, window)
    assert len(answers) == 1
    final = (window.session.model.as_of, scene.hidden, scene.importance, scene.rgb)
    assert not np.array_equal(final[2], before[0])  # the sizes did change with the time
    # One frame, and it is the final picture: masks, sizes and colours of the new time together.
    assert len(drawn) == 1, [d[0] for d in drawn]
    moment, hidden, importance, rgb = drawn[0]
    assert moment == final[0]
    assert np.array_equal(hidden, final[1]) and np.array_equal(importance, final[2])
    assert np.array_equal(rgb, final[3])


def test_a_focus_view_draws_a_new_moment_with_its_own_neighbourhood(qtbot, db_path, make_window):
    ids, t0 = seed_history(db_path)
    window = make_window(workspace="hist", size=(1440, 900))
    everything_drawn(qtbot, window)
    window.session.select(ids["frontend"])
    window.graph_view.focus(ids["frontend"], 1)
    everything_drawn(qtbot, window)
    assert names(window, window.graph_view.visible_ids()) == {"frontend", "React 18", "backend"}
    log = PaintLog(window)
    controller = window.as_of_controller
    moment = t0 + 30 * DAY  # React 17, not yet React 18, around frontend
    window.time_slider.choose(moment)
    controller.flush()
    everything_drawn(qtbot, window)
    assert log.paints, "the new moment was never drawn"
    # Every paint is of the neighbourhood at that moment (before, the old neighbourhood was first
    # painted at the new time, then replaced by the answer).
    assert {p for p in log.paints} == {(moment, frozenset({"frontend", "React 17", "backend"}))}
    # A burst of moments: only the newest one's neighbourhood is drawn.
    log.clear()
    for days in (65, 5, 95):
        window.time_slider.choose(t0 + days * DAY)
        controller.flush()
    everything_drawn(qtbot, window)
    assert {p for p in log.paints} == {(t0 + 95 * DAY, frozenset({"frontend", "React 18", "backend"}))}
    # The same neighbourhood and masks at another moment: nothing is painted.
    log.clear()
    window.time_slider.choose(t0 + 96 * DAY)
    controller.flush()
    everything_drawn(qtbot, window)
    assert log.paints == []


def test_a_histogram_answer_does_not_move_back_a_moment_chosen_by_keys(qtbot, db_path, make_window):
    ids, t0 = seed_history(db_path)
    window = make_window(workspace="hist", size=(1440, 900))
    everything_drawn(qtbot, window)
    controller = window.as_of_controller
    controller.coalesce_ms = 60_000  # what comes after the first key waits until flushed
    track = window.time_slider.track
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    track.setFocus()
    qtbot.waitUntil(track.hasFocus)
    qtbot.keyClick(track, Qt.Key.Key_Home)  # applied at once: the first moment after a pause
    step = max((track.hi - track.lo) // 100, 1)
    first = track.lo
    assert window.session.model.as_of == first
    qtbot.keyClick(track, Qt.Key.Key_Right)
    qtbot.keyClick(track, Qt.Key.Key_Right)
    assert controller.pending and window.session.model.as_of == first
    chosen = track.value
    assert chosen == first + 2 * step
    label = window.time_slider.moment_label.text()
    # The histogram is asked again (e.g. another process wrote) and answers while keys are held.
    with qtbot.waitSignal(controller.histogram_loader.histogram_loaded, timeout=10_000):
        controller.histogram_loader.request()
    assert track.value == chosen and window.time_slider.moment_label.text() == label
    step = max((track.hi - track.lo) // 100, 1)  # "now", the right end, has moved on
    qtbot.keyClick(track, Qt.Key.Key_Right)  # steps on from where the handle is
    controller.flush()
    settle(qtbot, window)
    assert window.session.model.as_of == chosen + step
    assert track.value == chosen + step
