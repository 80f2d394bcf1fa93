"""The whole widget tree at 1024x700, 1440x900 and 1920x1080 (issue #19): with the demo loaded,
an entity selected (the inspector full) and a search shown, and with the side panels folded
away and brought back, no two visible siblings overlap, every visible control lies inside its
parent and the window (contents of scroll areas: inside what scrolls), no label or button
cuts its text, and the canvas keeps its share of the width."""

from __future__ import annotations

import numpy as np
import pytest
from conftest import deliver_posted, settle
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QDockWidget,
    QLabel,
    QPushButton,
    QStyle,
    QStyleOptionButton,
    QToolButton,
    QWidget,
)
from test_graph_view import graph_quiet

from kgui.views.panel_layout import default_dock_widths

SIZES = [(1024, 700), (1440, 900), (1920, 1080)]
# The canvas's share of the window's width with every panel open.
CANVAS_SHARE = {1024: 0.45, 1440: 0.6, 1920: 0.65}


def describe(widget: QWidget) -> str:
    text = ""
    if isinstance(widget, (QLabel, QPushButton, QToolButton)):
        text = widget.text()[:30]
    return f"{type(widget).__name__}({widget.objectName() or text!r})"


def window_rect(window, widget: QWidget) -> QRect:
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def shown_children(parent: QWidget) -> list[QWidget]:
    """The children drawn inside `parent` (not popups, tooltips or other windows)."""
    return [c for c in parent.children() if isinstance(c, QWidget) and not c.isWindow() and c.isVisible()
            and not c.size().isEmpty() and not behind_a_tab(c, c.window())]


def scrolls_contents(parent: QWidget) -> bool:
    """A scroll area's viewport: its contents may be larger than it (scrolling reaches them)."""
    area = parent.parentWidget()
    return isinstance(area, QAbstractScrollArea) and area.viewport() is parent


def behind_a_tab(widget: QWidget, window) -> bool:
    """Inside a dock that is a tab behind another: Qt keeps such a dock "visible" (its View-menu
    check mark stays) and moves it out of the window, where nobody sees it."""
    while widget is not None and widget is not window:
        if isinstance(widget, QDockWidget) and window.tabifiedDockWidgets(widget) and widget.visibleRegion().isEmpty():
            return True
        widget = widget.parentWidget()
    return False


def visible_widgets(window) -> list[QWidget]:
    return [w for w in [window, *window.findChildren(QWidget)] if w.isVisible() and w.window() is window
            and not behind_a_tab(w, window)]


def overlapping_siblings(window) -> list[str]:
    found = []
    for parent in visible_widgets(window):
        kids = shown_children(parent)
        for i, a in enumerate(kids):
            for b in kids[i + 1:]:
                if a.geometry().intersects(b.geometry()):
                    found.append(f"in {describe(parent)}: {describe(a)} {a.geometry().getRect()} and "
                                 f"{describe(b)} {b.geometry().getRect()}")
    return found


def cut_off(window) -> list[str]:
    """Visible widgets not inside their parent (a scroll area's contents excepted) or the window."""
    found = []
    whole = window.rect()
    for parent in visible_widgets(window):
        for child in shown_children(parent):
            if not scrolls_contents(parent) and not parent.rect().contains(child.geometry()):
                found.append(f"{describe(child)} {child.geometry().getRect()} outside {describe(parent)} "
                             f"{parent.rect().getRect()}")
    for widget in visible_widgets(window)[1:]:
        if not whole.contains(window_rect(window, widget)) and not any(
                scrolls_contents(p) for p in ancestors(widget, window)):
            found.append(f"{describe(widget)} {window_rect(window, widget).getRect()} outside the window")
    return found


def ancestors(widget: QWidget, window) -> list[QWidget]:
    out = []
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        out.append(parent)
        parent = parent.parentWidget()
    return out


def button_text_width(button: QPushButton) -> int:
    """What a push button's text (and icon) needs inside the button's contents rectangle."""
    option = QStyleOptionButton()
    button.initStyleOption(option)
    need = button.fontMetrics().horizontalAdvance(option.text)
    if not button.icon().isNull():
        need += button.iconSize().width() + 4
    return need


def clipped_text(window) -> list[str]:
    """Labels and buttons narrower (or lower) than their text needs. Elided text is drawn by
    delegates and menus, not by these widgets, so none of them is meant to cut."""
    found = []
    for w in visible_widgets(window):
        if isinstance(w, QLabel) and w.text() and (w.pixmap() is None or w.pixmap().isNull()):
            if w.wordWrap():
                need = w.heightForWidth(w.width())
                if need > w.height():
                    found.append(f"{describe(w)} {w.height()} px high, needs {need}")
            else:
                hint = w.sizeHint()
                if hint.width() > w.width() or hint.height() > w.height():
                    found.append(f"{describe(w)} {w.size().toTuple()}, needs {hint.toTuple()}")
        elif isinstance(w, QPushButton) and w.text():
            option = QStyleOptionButton()
            w.initStyleOption(option)
            contents = w.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, option, w)
            if button_text_width(w) > contents.width() or w.height() < w.minimumSizeHint().height():
                found.append(f"{describe(w)} {w.size().toTuple()}: text needs {button_text_width(w)} px, "
                             f"has {contents.width()}")
        elif isinstance(w, QToolButton) and w.text() and w.toolButtonStyle().name != "ToolButtonIconOnly":
            hint = w.sizeHint()
            if hint.width() > w.width() or hint.height() > w.height():
                found.append(f"{describe(w)} {w.size().toTuple()}, needs {hint.toTuple()}")
    return found


def cut_message(window) -> list[str]:
    """The status bar's message (painted, not a label) runs into the counts beside it."""
    status = window.status
    drawn = status.drawn_message()
    room = status.message_rect()
    if drawn and (status.fontMetrics().horizontalAdvance(drawn) > room.width()
                  or room.right() >= status.counts_label.x()):
        return [f"status message {drawn!r} wider than its {room.width()} px"]
    return []


def problems(window) -> list[str]:
    return overlapping_siblings(window) + cut_off(window) + clipped_text(window) + cut_message(window)


def under_the_legends(window) -> list[str]:
    """Entities whose discs the canvas's legends are drawn over, and labels under them."""
    from kgui.canvas.legend import legend_layout

    c = window.graph_view.canvas
    m, vp, st = c.model, c.viewport, c.renderer.style
    lay = legend_layout(m, vp, c.renderer.font, st.min_screen_radius, c.renderer.legend_bottom_inset)
    boxes = [b for b in (lay.size_box, lay.color_box) if b is not None]
    sr = m.screen_radius(vp.scale, st.min_screen_radius)
    sx, sy = m.pos[:, 0] * vp.scale + vp.ox, m.pos[:, 1] * vp.scale + vp.oy
    found = [m.labels[i] for i in np.flatnonzero(m.usable()).tolist() for b in boxes
             if sx[i] + sr[i] > b.left() and sx[i] - sr[i] < b.right()
             and sy[i] + sr[i] > b.top() and sy[i] - sr[i] < b.bottom()]
    found += [f"label {m.labels[i]}" for i, (x0, y0, x1, y1) in c.renderer.label_boxes.items() for b in boxes
              if x0 < b.right() and x1 > b.left() and y0 < b.bottom() and y1 > b.top()]
    return found


def canvas_share(window) -> float:
    return window.graph_view.canvas.width() / window.width()


def quiet(qtbot, window) -> None:
    deliver_posted()  # deferred sizing (zero-interval timers) and the layout requests posted
    settle(qtbot, window)
    qtbot.waitUntil(lambda: graph_quiet(window), timeout=15_000)
    deliver_posted()


def most_connected(window) -> str:
    model = window.session.model
    count: dict[str, int] = {}
    for edge in model.edges.values():
        for end in (edge.source_id, edge.target_id):
            count[end] = count.get(end, 0) + 1
    return max(count, key=count.get)


@pytest.fixture
def demo_window(qtbot, make_window):
    def make(size: tuple[int, int]):
        window = make_window(workspace=None, demo=True, size=size)
        qtbot.waitUntil(lambda: len(window.session.model.entities) >= 20, timeout=10_000)
        quiet(qtbot, window)
        # A search with results, and the best connected entity in the inspector.
        qtbot.keyClicks(window.search_panel.search_edit, "a")
        quiet(qtbot, window)
        assert window.search_panel.results_model.rowCount() >= 5
        window.session.select(most_connected(window))
        quiet(qtbot, window)
        assert window.inspector.entity is not None
        assert window.inspector.relationships.tree.topLevelItemCount() >= 1
        return window

    return make


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_nothing_is_drawn_over_anything_and_nothing_is_cut(qtbot, demo_window, size):
    window = demo_window(size)
    width = size[0]
    assert window.size().toTuple() == size
    assert window.search_dock.isVisible() and window.filters_dock.isVisible()
    assert window.inspector_dock.isVisible() and window.time_slider_area.isVisible()
    assert problems(window) == []
    assert canvas_share(window) >= CANVAS_SHARE[width]
    assert window.search_panel.results_view.isVisible()
    window.graph_view.canvas.grab()  # a frame, and the labels chosen for it
    assert under_the_legends(window) == []
    open_share = canvas_share(window)
    p = window.panels

    # Folded away one side at a time, both, canvas only, the time bar: the same, and the canvas
    # wider each time.
    p.show_inspector.trigger()
    quiet(qtbot, window)
    assert not window.inspector_dock.isVisible()
    assert problems(window) == []
    assert canvas_share(window) > open_share
    p.show_left.trigger()
    quiet(qtbot, window)
    assert problems(window) == []
    assert canvas_share(window) >= 0.95
    p.show_left.trigger()
    p.show_inspector.trigger()
    p.show_time_bar.trigger()
    quiet(qtbot, window)
    assert not window.time_slider_area.isVisible()
    assert problems(window) == []
    p.show_time_bar.trigger()
    p.canvas_only.trigger()
    quiet(qtbot, window)
    assert problems(window) == []
    # Brought back: as it was.
    p.canvas_only.trigger()
    quiet(qtbot, window)
    assert window.search_dock.isVisible() and window.inspector_dock.isVisible()
    assert window.time_slider_area.isVisible()
    assert problems(window) == []
    assert abs(canvas_share(window) - open_share) * width <= 2
    assert window.search_dock.width() >= default_dock_widths(width)[0] - 2


def test_a_long_status_message_is_elided_before_the_counts(qtbot, demo_window):
    window = demo_window((1024, 700))
    status = window.status
    message = ("Demo workspace: loaded the demo into workspace 'demo': 20 entities, 31 relationships, "
               "10 observations, 4 closed relationships kept as history")
    status.showMessage(message, 60_000)
    deliver_posted()
    assert status.currentMessage() == message  # what was said is kept whole
    drawn = status.drawn_message()
    assert drawn.endswith("…") and message.startswith(drawn[:-1])
    assert status.fontMetrics().horizontalAdvance(drawn) <= status.message_rect().width()
    assert status.message_rect().right() < status.counts_label.x()
    assert status.toolTip() == message
    assert problems(window) == []
    window.resize(1920, 1080)  # room enough: the whole message, no tooltip
    quiet(qtbot, window)
    assert status.drawn_message() == message and status.toolTip() == ""
    status.clearMessage()
    assert status.toolTip() == ""


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_a_focus_view_playback_and_a_long_notice_fit_too(qtbot, demo_window, size):
    window = demo_window(size)
    window.graph_view.focus(window.session.model.selected_id, 2)
    quiet(qtbot, window)
    assert window.session.model.view.is_focus
    assert problems(window) == []
    slider = window.time_slider
    slider.play_button.setChecked(True)  # "Play" becomes "Pause"
    deliver_posted()
    assert slider.play_button.text() == "Pause"
    assert problems(window) == []
    slider.play_button.setChecked(False)
    window.notice_bar.show_notice("The file was changed by another program while it was open; " * 6)
    quiet(qtbot, window)
    assert window.notice_bar.isVisible()
    assert problems(window) == []
    assert canvas_share(window) >= CANVAS_SHARE[size[0]]


def test_an_empty_workspace_fits_at_1024x700(qtbot, make_window):
    window = make_window(workspace="empty", size=(1024, 700))
    quiet(qtbot, window)
    assert window.canvas_area.empty_state.isVisible()
    assert problems(window) == []
