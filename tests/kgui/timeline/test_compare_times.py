"""Comparing two times on the time bar: Shift-drag (or Compare) marks them, the store worker says
what changed, the canvas marks what appeared and what ended (with a legend), the Changes panel
lists it and a row selects what it is about; ending the comparison brings the view back."""

from __future__ import annotations

from conftest import settle
from PySide6.QtCore import QPoint, Qt
from test_graph_view import DAY, seed_history, settle_graph

import kgstore
from kgstore.validation import MAX_TIME_MS
from kgui.canvas.scene_model import APPEARED_RGB, ENDED_RGB
from kgui.timeline.time_slider import TimeSlider


def compared(qtbot, window) -> None:
    qtbot.waitUntil(lambda: not window.changes_loader.pending, timeout=5000)
    window.as_of_controller.flush()
    settle_graph(qtbot, window)


def edge_id(db_path, source: str, edge_type: str, target: str) -> str:
    with kgstore.open(db_path) as kg:
        ws = kg.workspace("hist")
        ids = {e.name: e.id for e in ws.entities()}
        return next(g.id for g in ws.edges(include_history=True)
                    if (g.source_id, g.type, g.target_id) == (ids[source], edge_type, ids[target]))


def test_shift_drag_marks_a_span_and_a_plain_drag_still_moves_the_moment(qtbot):
    slider = TimeSlider()
    qtbot.addWidget(slider)
    slider.resize(900, 60)
    slider.show()
    slider.set_enabled_range(1_000_000_000_000, 1_000_000_000_000 + 100 * DAY)
    track = slider.track
    spans, moments = [], []
    slider.range_chosen.connect(spans.append)
    slider.as_of_chosen.connect(moments.append)
    y = int(track.handle_pos().y())
    a, b = int(track._x_of(track.lo + 20 * DAY)), int(track._x_of(track.lo + 60 * DAY))
    qtbot.mousePress(track, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ShiftModifier, QPoint(a, y))
    qtbot.mouseMove(track, QPoint((a + b) // 2, y))
    qtbot.mouseRelease(track, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ShiftModifier, QPoint(b, y))
    assert moments == []  # marking a span is not a move of the moment shown
    t1, t2 = spans[-1]
    assert abs(t1 - (track.lo + 20 * DAY)) < DAY and abs(t2 - (track.lo + 60 * DAY)) < DAY
    assert slider.compare_button.isChecked() and slider.compare_range == (t1, t2)
    assert "→" in slider.moment_label.text()
    assert not slider.play_button.isEnabled() and not slider.now_button.isEnabled()
    # Escape on the bar ends it; a plain drag moves the moment as before.
    qtbot.keyClick(track, Qt.Key.Key_Escape)
    assert spans[-1] is None and slider.compare_range is None and not slider.compare_button.isChecked()
    qtbot.mousePress(track, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(a, y))
    qtbot.mouseRelease(track, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(a, y))
    assert moments and abs(moments[-1] - (track.lo + 20 * DAY)) < DAY
    assert slider.play_button.isEnabled()
    # With Compare on, a plain drag marks a span; a click marks none.
    slider.compare_button.setChecked(True)
    qtbot.mousePress(track, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(b, y))
    qtbot.mouseRelease(track, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(b, y))
    assert slider.compare_range is None
    qtbot.mousePress(track, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(b, y))
    qtbot.mouseMove(track, QPoint(a, y))
    qtbot.mouseRelease(track, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(a, y))
    assert slider.compare_range is not None and spans[-1] == slider.compare_range
    assert spans[-1][0] < spans[-1][1]  # dragged right to left, still earlier first
    # Grabbing an end of the span moves that end; the other stays.
    start, end = slider.compare_range
    c = int(track._x_of(track.lo + 80 * DAY))
    qtbot.mousePress(track, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     QPoint(int(round(float(track._x_of(end)))), y))
    qtbot.mouseMove(track, QPoint(c, y))
    qtbot.mouseRelease(track, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(c, y))
    assert slider.compare_range[0] == start and abs(slider.compare_range[1] - (track.lo + 80 * DAY)) < DAY
    # Keys while comparing: Right moves the later end, Shift+Left the earlier one.
    step = (track.hi - track.lo) // 100
    start, end = slider.compare_range
    moved = len(moments)
    qtbot.keyClick(track, Qt.Key.Key_Right)
    qtbot.keyClick(track, Qt.Key.Key_Left, Qt.KeyboardModifier.ShiftModifier)
    assert slider.compare_range == (start - step, end + step) and spans[-1] == slider.compare_range
    assert len(moments) == moved  # the keys move the span, not the moment shown


def test_the_canvas_marks_what_appeared_and_what_ended_and_the_panel_lists_it(qtbot, db_path, make_window):
    ids, t0 = seed_history(db_path)
    window = make_window(workspace="hist", size=(1024, 700))
    settle_graph(qtbot, window)
    as_of_before = t0 + 95 * DAY
    window.time_slider.choose(as_of_before)
    window.as_of_controller.flush()
    settle_graph(qtbot, window)
    react17 = edge_id(db_path, "frontend", "uses", "React 17")
    react18 = edge_id(db_path, "frontend", "uses", "React 18")
    replaced = edge_id(db_path, "React 17", "replaced_by", "React 18")
    redis = edge_id(db_path, "backend", "connects_to", "Redis")

    window.time_slider.compare((t0 + 30 * DAY, t0 + 70 * DAY))
    compared(qtbot, window)
    assert window.session.model.as_of == t0 + 70 * DAY  # the graph as of the later time
    scene = window.graph_view.canvas.model
    marked = {scene.edge_ids[j] for j in range(scene.m) if scene.appeared_edges[j]}
    ended = {scene.edge_ids[j] for j in range(scene.m) if scene.ended_edges[j]}
    assert marked == {react18, replaced} and ended == {react17}
    # The ended relationship is not true at the later time, yet it is drawn (to be seen ending).
    j = scene.edge_ids.index(react17)
    assert not scene.edge_hidden[j] and scene.faded[j]
    assert not scene.edge_hidden[scene.edge_ids.index(redis)]  # still true then: drawn as usual
    assert [text for _rgb, text, _n in scene.change_legend()] == ["appeared (2)", "ended (1)"]
    # The picture: green where the new relationships are, red where the old one ended.
    image = window.graph_view.canvas.grab().toImage()
    colours = {image.pixel(x, y) & 0xFFFFFF for x in range(0, image.width(), 2) for y in range(0, image.height(), 2)}
    assert APPEARED_RGB in colours and ENDED_RGB in colours

    panel = window.changes_panel
    assert window.changes_dock.isVisible()
    # At 1024x700 the panel's list and its button are inside the window.
    for widget in (panel.tree, panel.end_button):
        top_left = widget.mapTo(window, widget.rect().topLeft())
        assert window.rect().contains(top_left) and widget.height() > 20
    assert "2 relationships opened, 1 closed, 0 entities created, 0 observations added" in panel.summary.text()
    opened = [r.text(0) for r in panel.rows(0)]
    assert any("frontend —uses→ React 18" in text for text in opened)
    assert [r.text(0).split("  ", 1)[1] for r in panel.rows(1)] == ["frontend —uses→ React 17"]

    # Ending it: the moment shown before, no marks, the ended relationship hidden again.
    qtbot.mouseClick(panel.end_button, Qt.MouseButton.LeftButton)
    compared(qtbot, window)
    assert window.session.model.as_of == as_of_before
    assert window.time_slider.compare_range is None and not window.time_slider.compare_button.isChecked()
    assert not scene.appeared_edges.any() and not scene.ended_edges.any() and scene.change_legend() == []
    assert window.graph_view.canvas.model.edge_hidden[window.graph_view.canvas.model.edge_ids.index(react17)]
    assert "Compare two times" in panel.summary.text() and panel.tree.isHidden()


def test_a_row_selects_the_relationship_or_the_entity_it_is_about(qtbot, db_path, make_window):
    ids, t0 = seed_history(db_path)
    with kgstore.open(db_path) as kg:
        kg.workspace("hist").add_observation(ids["Redis"], "evictions spiked")
    window = make_window(workspace="hist")
    settle_graph(qtbot, window)
    window.time_slider.compare((t0 + 30 * DAY, window.time_slider.track.hi))
    compared(qtbot, window)
    panel = window.changes_panel
    row = panel.rows(1)[0]  # frontend uses React 17, closed
    panel.tree.scrollToItem(row)
    qtbot.mouseClick(panel.tree.viewport(), Qt.MouseButton.LeftButton,
                     pos=panel.tree.visualItemRect(row).center())
    settle(qtbot, window)
    edge = window.inspector.relationships.selected_edge()
    assert edge is not None and edge.id == edge_id(db_path, "frontend", "uses", "React 17")
    assert window.session.model.selected_ids == (ids["frontend"],) and window.inspector.entity.name == "frontend"
    # The same row again picks it again, though no details follow (nothing else changed).
    window.inspector.relationships.tree.setCurrentItem(None)
    window.inspector.relationships.tree.clearSelection()
    assert window.inspector.relationships.selected_edge() is None
    qtbot.mouseClick(panel.tree.viewport(), Qt.MouseButton.LeftButton,
                     pos=panel.tree.visualItemRect(row).center())
    settle(qtbot, window)
    assert window.inspector.relationships.selected_edge().id == edge.id
    observed = panel.rows(3)
    assert [r.text(0).split("  ", 1)[1] for r in observed] == ["Redis: evictions spiked"]
    panel.tree.scrollToItem(observed[0])
    qtbot.mouseClick(panel.tree.viewport(), Qt.MouseButton.LeftButton,
                     pos=panel.tree.visualItemRect(observed[0]).center())
    settle(qtbot, window)
    assert window.session.model.selected_id == ids["Redis"] and window.inspector.entity.name == "Redis"


def test_only_the_newest_span_is_drawn_and_writes_ask_again(qtbot, db_path, make_window):
    ids, t0 = seed_history(db_path)
    window = make_window(workspace="hist")
    settle_graph(qtbot, window)
    loader = window.changes_loader
    slider = window.time_slider
    seen = []
    loader.changes_loaded.connect(lambda c: seen.append((c.start, c.end)))
    for k in range(1, 6):  # a span dragged out
        slider.compare((t0 + 30 * DAY, t0 + (30 + 10 * k) * DAY))
    compared(qtbot, window)
    assert seen[-1] == (t0 + 30 * DAY, t0 + 80 * DAY) and len(seen) < 5
    assert (loader.changes.start, loader.changes.end) == seen[-1]
    # A request answered after a newer one was asked is dropped.
    loader.request()
    stale = loader.generation
    loader.compare((t0 + 5 * DAY, t0 + 80 * DAY))
    loader.request()
    compared(qtbot, window)
    assert loader.generation > stale and (loader.changes.start, loader.changes.end) == (t0 + 5 * DAY, t0 + 80 * DAY)
    assert seen[-1] == (t0 + 5 * DAY, t0 + 80 * DAY)
    assert loader.changes.totals["edges_closed"] == 1
    # Another process closes a relationship inside the span: the list and the marks follow.
    with kgstore.open(db_path) as kg:
        kg.workspace("hist").invalidate_edge(edge_id(db_path, "backend", "uses", "PostgreSQL"), t0 + 50 * DAY)
    qtbot.waitUntil(lambda: loader.changes.totals["edges_closed"] == 2, timeout=5000)
    compared(qtbot, window)
    assert window.graph_view.canvas.model.ended_edges.sum() == 2


def test_another_workspace_ends_the_comparison(qtbot, db_path, make_window, seeded):
    ids, t0 = seed_history(db_path)
    window = make_window(workspace="hist")
    settle_graph(qtbot, window)
    window.time_slider.compare((t0 + 30 * DAY, t0 + 70 * DAY))
    compared(qtbot, window)
    window.session.open_workspace("ws-1")
    settle_graph(qtbot, window)
    assert window.changes_loader.span is None and window.time_slider.compare_range is None
    assert window.graph_view.binding.ended_after is None
    assert not window.graph_view.canvas.model.ended_edges.any()


def test_the_panel_says_why_a_span_cannot_be_read(qtbot, db_path, make_window):
    seed_history(db_path)
    window = make_window(workspace="hist")
    settle_graph(qtbot, window)
    window.changes_loader.span = (MAX_TIME_MS + 1, MAX_TIME_MS + 2)  # times no one can choose on the bar
    window.changes_loader.request()
    qtbot.waitUntil(lambda: "cannot be read" in window.changes_panel.summary.text(), timeout=5000)
    assert "beyond the year 9999" in window.changes_panel.summary.text()


def test_the_compare_start_up_option_marks_the_span_once_the_workspace_is_loaded(qtbot, db_path, make_window):
    from kgui.options import parse_options
    from kgui.views.view_options import apply_view_options, parse_as_of

    options, _rest = parse_options(["--db", str(db_path), "--compare", "2026-01-01", "2026-02-01T12:00:00Z"])
    assert options.compare == ("2026-01-01", "2026-02-01T12:00:00Z")
    ids, t0 = seed_history(db_path)
    window = make_window(workspace="hist")
    settle_graph(qtbot, window)
    apply_view_options(window, compare=(t0 + 30 * DAY, t0 + 70 * DAY))
    window.session.reload()
    qtbot.waitUntil(lambda: window.changes_loader.changes is not None, timeout=5000)
    compared(qtbot, window)
    assert window.time_slider.compare_range == (t0 + 30 * DAY, t0 + 70 * DAY)
    assert window.changes_loader.changes.totals["edges_opened"] == 2
    assert parse_as_of("2026-02-01T12:00:00Z") == 1_769_947_200_000
