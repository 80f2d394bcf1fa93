"""The time slider widget and its playback, on their own and in the window (with live data)."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import numpy as np
from conftest import WS, settle
from PySide6.QtCore import QPoint, Qt
from test_graph_view import DAY, names, seed_history, settle_graph, shown

from kgui.timeline import TimeSlider

T0 = 1_700_000_000_000


def test_track_maps_positions_to_moments_and_the_right_end_is_now(qtbot):
    slider = TimeSlider()
    qtbot.addWidget(slider)
    slider.resize(900, 40)
    slider.show()
    qtbot.waitExposed(slider)
    assert not slider.track.isEnabled()  # no history yet
    slider.set_enabled_range(T0, T0 + 100 * DAY, np.array([T0, T0 + 50 * DAY]))
    assert slider.track.isEnabled() and slider.start_label.text()
    chosen = []
    slider.as_of_chosen.connect(chosen.append)
    track = slider.track
    middle = QPoint(int(track.handle_pos().x() / 2 + 5), track.height() // 2)
    qtbot.mouseClick(track, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, middle)
    assert T0 < chosen[-1] < T0 + 100 * DAY
    assert slider.moment_label.text() != "Now"
    qtbot.keyClick(track, Qt.Key.Key_End)
    assert chosen[-1] is None and slider.moment_label.text() == "Now"
    qtbot.keyClick(track, Qt.Key.Key_Home)
    assert chosen[-1] == T0
    qtbot.keyClick(track, Qt.Key.Key_Right)
    assert chosen[-1] == T0 + DAY
    slider.now_button.click()
    assert chosen[-1] is None


def test_playback_runs_from_the_start_to_now_and_stops(qtbot):
    slider = TimeSlider()
    qtbot.addWidget(slider)
    slider.set_enabled_range(T0, T0 + 100 * DAY)
    slider.speed_combo.setCurrentIndex(slider.speed_combo.findData(8.0))
    chosen = []
    slider.as_of_chosen.connect(chosen.append)
    slider.play_button.click()
    assert slider.playback.running and slider.play_button.text() == "Pause"
    qtbot.waitUntil(lambda: not slider.playback.running, timeout=6000)  # 20 s / 8 = 2.5 s
    assert chosen[-1] is None and slider.play_button.text() == "Play"
    moments = [c for c in chosen if c is not None]
    assert moments == sorted(moments) and moments[0] < T0 + 10 * DAY and len(moments) > 20
    played = len(chosen)
    slider.play_button.click()  # from the end: starts over
    qtbot.waitUntil(lambda: len(chosen) > played, timeout=5000)  # its first step
    assert chosen[played] is not None and chosen[played] < T0 + 10 * DAY
    slider.play_button.click()  # pause
    assert not slider.playback.running


def test_playback_in_the_window_replays_the_history(qtbot, db_path, make_window):
    ids, t0 = seed_history(db_path)
    window = make_window(workspace="hist")
    settle_graph(qtbot, window)
    seen = set()
    window.session.signals.as_of_changed.connect(
        lambda _t: seen.add(frozenset(names(window, shown(window)))))
    window.graph_view.binding.visibility_applied.connect(
        lambda _t: seen.add(frozenset(names(window, shown(window)))))
    slider = window.time_slider
    slider.speed_combo.setCurrentIndex(slider.speed_combo.findData(8.0))
    slider.play_button.click()
    qtbot.waitUntil(lambda: not slider.playback.running, timeout=8000)
    settle_graph(qtbot, window)
    assert window.session.model.as_of is None
    assert frozenset({"frontend", "backend", "React 17"}) in seen  # the beginning
    assert any("React 18" in s and "React 17" in s for s in seen)


WRITER = textwrap.dedent("""
    import sys, kgstore
    with kgstore.open(sys.argv[1]) as kg:
        ws = kg.workspace("ws-1")
        svelte = ws.upsert_entity("technology", "Svelte")
        ws.create_edge(ws.find_entity("project", "frontend-app").id, svelte.id, "uses")
""")


def test_the_canvas_follows_another_process_and_places_newcomers_near_their_neighbours(qtbot, window, db_path):
    settle_graph(qtbot, window)
    gv = window.graph_view
    before = gv.binding.current_positions()
    subprocess.run([sys.executable, "-c", WRITER, str(db_path)], check=True, timeout=30)
    qtbot.waitUntil(lambda: "Svelte" in names(window, shown(window)), timeout=10_000)
    settle_graph(qtbot, window)
    by_name = {e.name: e.id for e in window.session.model.entities.values()}
    after = gv.binding.current_positions()
    svelte, frontend = after[by_name["Svelte"]], after[by_name["frontend-app"]]
    spread = max(abs(p[0]) + abs(p[1]) for p in before.values())
    assert abs(svelte[0] - frontend[0]) + abs(svelte[1] - frontend[1]) < spread
    moved = [i for i in before if abs(after[i][0] - before[i][0]) + abs(after[i][1] - before[i][1]) > 1e-6]
    assert len(moved) <= 4  # only the neighbourhood made room


def test_the_focus_view_follows_edits(qtbot, window):
    settle_graph(qtbot, window)
    gv = window.graph_view
    by_name = {e.name: e.id for e in window.session.model.entities.values()}
    window.session.select(by_name["Redis"])
    gv.actions.focus_selection.trigger()
    settle_graph(qtbot, window)
    assert names(window, shown(window)) == {"Redis", "backend"}
    window.graph_view.open_relationship_dialog(by_name["Redis"], by_name["Sarah"]).accept()
    settle_graph(qtbot, window)
    assert names(window, shown(window)) == {"Redis", "backend", "Sarah"}
    window.actions.undo.trigger()
    settle_graph(qtbot, window)
    assert names(window, shown(window)) == {"Redis", "backend"}
    assert window.session.workspace_id == WS
    settle(qtbot, window)
