"""The canvas gets the room (issues #18 and #19): default proportions at 1024x700, 1440x900 and
1920x1080, nothing drawn over anything, every button reachable, side panels that fold away, and
their state remembered (an older version's saved state ignored)."""

from __future__ import annotations

import pytest
from conftest import TEST_CONFIG, WS, deliver_posted, select_by_name, settle
from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtWidgets import QAbstractButton, QScrollArea, QWidget

from kgui.session import ExplorerSession
from kgui.views.main_window import MainWindow
from kgui.views.panel_layout import STATE_VERSION, default_dock_widths, fit_to_screen, shrink_to_screen


def window_rect(window, widget: QWidget) -> QRect:
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def canvas_width(window) -> int:
    return window.graph_view.canvas.width()


def laid_out(qtbot, window) -> None:
    """Wait for the deferred first-show sizing of the docks and the layout that follows."""
    deliver_posted()  # the sizing (a zero-interval timer) and the layout requests it posts
    settle(qtbot, window)
    deliver_posted()


def areas(window) -> dict[str, QWidget]:
    """The main window's visible areas: menu bar, toolbars, docks, centre, status bar."""
    found = {"menu bar": window.menuBar(), "toolbar": window.toolbar, "centre": window.centralWidget(),
             "status bar": window.statusBar()}
    for dock in (window.search_dock, window.filters_dock, window.inspector_dock, window.time_slider_area):
        found[dock.objectName()] = dock
    return {name: w for name, w in found.items() if w.isVisible()}


def scroll_ancestor(widget: QWidget) -> QScrollArea | None:
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QScrollArea) and parent.widget() is not None and parent.widget().isAncestorOf(widget):
            return parent
        parent = parent.parentWidget()
    return None


def unreachable_buttons(window) -> list[str]:
    """Visible buttons that are cut off (outside the window or an ancestor) and not in a scroll area."""
    bad = []
    whole = window.rect()
    for button in window.findChildren(QAbstractButton):
        if not button.isVisible() or button.window() is not window:
            continue
        rect = window_rect(window, button)
        clipped = not whole.contains(rect)
        parent = button.parentWidget()
        while parent is not None and parent is not window and not clipped:
            clipped = not window_rect(window, parent).contains(rect)
            parent = parent.parentWidget()
        if clipped and scroll_ancestor(button) is None:
            bad.append(button.objectName() or button.text() or type(button).__name__)
    return bad


def overlaps(window) -> list[tuple[str, str]]:
    found = areas(window)
    rects = {name: window_rect(window, w) for name, w in found.items()}
    names = list(rects)
    return [(a, b) for i, a in enumerate(names) for b in names[i + 1:] if rects[a].intersects(rects[b])]


def outside(window) -> list[str]:
    return [name for name, w in areas(window).items() if not window.rect().contains(window_rect(window, w))]


# -- default proportions ------------------------------------------------------------------


def test_at_1440x900_the_canvas_has_60_percent_of_the_width(qtbot, seeded, make_window):
    window = make_window(size=(1440, 900))
    laid_out(qtbot, window)
    assert window.size() == QSize(1440, 900)
    assert window.inspector_dock.isVisible() and window.search_dock.isVisible() and window.filters_dock.isVisible()
    assert canvas_width(window) >= 0.6 * window.width()
    assert overlaps(window) == [] and outside(window) == []
    assert unreachable_buttons(window) == []
    # The filters fit without scrolling at this height: Reset filters is on screen.
    reset = window.filters_panel.reset_button
    assert window_rect(window, window.filters_dock).contains(window_rect(window, reset))


def test_at_1920x1080_the_canvas_has_65_percent(qtbot, seeded, make_window):
    window = make_window(size=(1920, 1080))
    laid_out(qtbot, window)
    assert canvas_width(window) >= 0.65 * window.width()
    assert overlaps(window) == [] and outside(window) == []


def test_at_1024x700_everything_fits_and_is_reachable(qtbot, seeded, make_window):
    window = make_window(size=(1024, 700))
    laid_out(qtbot, window)
    select_by_name(qtbot, window, "backend")  # the inspector shows an entity with relationships
    laid_out(qtbot, window)
    assert window.size() == QSize(1024, 700)  # the window's minimum fits such a screen
    assert canvas_width(window) >= 0.45 * window.width()
    assert overlaps(window) == []  # e.g. the filters over the time bar
    assert outside(window) == []
    assert unreachable_buttons(window) == []
    # Reset filters: on screen, or in the filters' scroll area (scrolling brings it into view).
    reset = window.filters_panel.reset_button
    scroll = scroll_ancestor(reset)
    on_screen = window_rect(window, window.filters_dock).contains(window_rect(window, reset))
    assert window.filters_dock.isVisible() and (on_screen or scroll is window.filters_scroll)
    if scroll is not None:
        scroll.ensureWidgetVisible(reset)
        deliver_posted()
        assert window_rect(window, scroll.viewport()).contains(window_rect(window, reset))
    # The time bar: inside the window, below the docks and the canvas, its controls on screen.
    bar = window.time_slider_area
    assert bar.isVisible() and window.rect().contains(window_rect(window, bar))
    for w in (window.time_slider.track, window.time_slider.now_button, window.time_slider.play_button):
        assert w.isVisible() and window_rect(window, bar).contains(window_rect(window, w))
    # The narrow side panels need no sideways scrolling: their contents fit their width.
    for scroll in (window.filters_scroll, window.inspector.findChild(QScrollArea)):
        assert scroll.isVisible()
        assert scroll.widget().minimumSizeHint().width() <= scroll.viewport().width(), scroll.widget().objectName()
    # The inspector's relationships show who is at the other end (the dates move to tooltips).
    tree = window.inspector.relationships.tree
    assert tree.isColumnHidden(2) and tree.columnWidth(1) >= 80
    # The canvas toolbar is not cut off: what does not fit goes into its overflow menu.
    toolbar = window.graph_view.toolbar
    assert window_rect(window, window.canvas_area).contains(window_rect(window, toolbar))
    for action in toolbar.actions():
        button = toolbar.widgetForAction(action)
        if button is not None and button.isVisible():
            assert toolbar.rect().contains(QRect(button.pos(), button.size())), action.text()
    for name in ("show_left_panels_button", "show_inspector_button", "canvas_only_button"):
        button = toolbar.findChild(QWidget, name)
        assert button is not None and button.isVisible(), name


@pytest.mark.parametrize("width, expected", [(1024, (230, 256)), (1440, (245, 288)), (1920, (280, 340))])
def test_default_dock_widths(width, expected):
    assert default_dock_widths(width) == expected


def test_a_small_screen_gets_a_window_that_fits_it(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    assert fit_to_screen(widget, QRect(0, 0, 1024, 700)) is True
    assert widget.geometry() == QRect(0, 0, 1024, 700)
    assert fit_to_screen(widget, QRect(0, 0, 1600, 1000)) is False
    assert widget.size() == QSize(1440, 900) and widget.pos() == QPoint(80, 50)
    assert fit_to_screen(widget, QRect(0, 0, 1920, 1080)) is False  # a large screen: 90 % of it
    assert widget.size() == QSize(1728, 972) and widget.pos() == QPoint(96, 54)


def test_a_size_saved_on_a_larger_screen_is_shrunk_to_a_small_one(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.resize(1728, 972)
    assert shrink_to_screen(widget, QRect(0, 0, 1920, 1080)) is False
    assert widget.size() == QSize(1728, 972)
    assert shrink_to_screen(widget, QRect(0, 0, 1024, 700)) is True
    assert widget.geometry() == QRect(0, 0, 1024, 700)


def test_docks_are_sized_again_when_the_window_was_shrunk_to_the_screen(qtbot, seeded, make_window):
    window = make_window(size=(1920, 1080))
    laid_out(qtbot, window)
    window.inspector_dock.hide()
    window.close()  # saved: 1920 wide, the left docks 280 px, the inspector closed
    # As kgui does on a 1024x700 screen: the restored window is shrunk before it is shown.
    again = MainWindow(ExplorerSession(window.session.db_path, config=TEST_CONFIG), window.settings, workspace=WS)
    again.session.setParent(again)
    assert shrink_to_screen(again, QRect(0, 0, 1024, 700))
    again.resize_docks_on_show = True
    again.show()
    again.start()
    try:
        qtbot.waitUntil(lambda: again.session.model.stats is not None, timeout=10_000)
        laid_out(qtbot, again)
        assert not again.inspector_dock.isVisible()  # what was closed stays closed
        assert again.search_dock.width() == default_dock_widths(1024)[0]
        assert canvas_width(again) >= 0.45 * again.width()
    finally:
        again.close()


# -- collapsing ---------------------------------------------------------------------------


def test_collapsing_a_panel_gives_the_canvas_its_width(qtbot, seeded, make_window):
    window = make_window(size=(1440, 900))
    laid_out(qtbot, window)
    p = window.panels
    before = canvas_width(window)
    inspector = window.inspector_dock.width()
    p.show_inspector.trigger()
    laid_out(qtbot, window)
    assert not window.inspector_dock.isVisible() and not p.show_inspector.isChecked()
    assert canvas_width(window) >= before + inspector
    p.show_left.trigger()
    laid_out(qtbot, window)
    assert not window.search_dock.isVisible() and not window.filters_dock.isVisible()
    assert canvas_width(window) >= window.width() - 20
    assert p.canvas_only.isChecked()  # nothing is left beside the canvas
    p.show_left.trigger()
    p.show_inspector.trigger()
    laid_out(qtbot, window)
    assert window.search_dock.isVisible() and window.inspector_dock.isVisible()
    assert canvas_width(window) == before


def test_canvas_only_hides_both_sides_and_brings_back_what_was_open(qtbot, seeded, make_window):
    window = make_window(size=(1440, 900))
    laid_out(qtbot, window)
    p = window.panels
    window.filters_dock.hide()  # only Search and the inspector are open
    p.canvas_only.trigger()
    laid_out(qtbot, window)
    assert p.canvas_only.isChecked()
    assert not any(d.isVisible() for d in (window.search_dock, window.filters_dock, window.inspector_dock))
    assert window.time_slider_area.isVisible()
    p.canvas_only.trigger()
    laid_out(qtbot, window)
    assert window.search_dock.isVisible() and window.inspector_dock.isVisible()
    assert not window.filters_dock.isVisible()
    assert not p.canvas_only.isChecked() and p.show_left.isChecked()


def test_the_toolbar_buttons_toggle_the_panels(qtbot, seeded, make_window):
    from PySide6.QtCore import Qt

    window = make_window(size=(1440, 900))
    laid_out(qtbot, window)
    toolbar = window.graph_view.toolbar
    qtbot.mouseClick(toolbar.findChild(QWidget, "show_inspector_button"), Qt.MouseButton.LeftButton)
    assert not window.inspector_dock.isVisible()
    qtbot.mouseClick(toolbar.findChild(QWidget, "show_inspector_button"), Qt.MouseButton.LeftButton)
    assert window.inspector_dock.isVisible()
    qtbot.mouseClick(toolbar.findChild(QWidget, "show_left_panels_button"), Qt.MouseButton.LeftButton)
    assert not window.search_dock.isVisible()


def test_panel_shortcuts_are_unique(qtbot, window):
    p = window.panels
    keys = {a.shortcut().toString(): a for a in (p.show_left, p.show_inspector, p.show_time_bar, p.canvas_only)}
    assert set(keys) == {"Ctrl+1", "Ctrl+2", "Ctrl+3", "F11"}
    everything = [a for w in [window, *window.findChildren(QWidget)] for a in QWidget.actions(w)]
    for key, mine in keys.items():
        others = {a for a in everything if a is not mine and key in [s.toString() for s in a.shortcuts()]}
        assert not others, (key, [a.objectName() for a in others])
    view_menu = next(m for m in window.menuBar().actions() if m.text() == "&View").menu()
    assert {p.show_left, p.show_inspector, p.show_time_bar, p.canvas_only} <= set(view_menu.actions())
    assert all(a.isCheckable() for a in keys.values())


# -- remembered ---------------------------------------------------------------------------


def test_collapsed_panels_and_widths_are_remembered(qtbot, seeded, make_window, gui_settings):
    from PySide6.QtCore import Qt

    window = make_window(size=(1440, 900))
    laid_out(qtbot, window)
    window.resizeDocks([window.inspector_dock], [400], Qt.Orientation.Horizontal)
    laid_out(qtbot, window)
    inspector = window.inspector_dock.width()
    assert abs(inspector - 400) <= 4
    window.panels.show_left.trigger()
    laid_out(qtbot, window)
    window.close()
    again = make_window(size=(1440, 900))
    laid_out(qtbot, again)
    assert not again.search_dock.isVisible() and not again.filters_dock.isVisible()
    assert not again.panels.show_left.isChecked() and again.panels.show_inspector.isChecked()
    assert abs(again.inspector_dock.width() - inspector) <= 4
    again.panels.show_left.trigger()  # and the left panels come back at their width
    laid_out(qtbot, again)
    assert again.search_dock.isVisible()


def test_a_state_saved_by_an_older_version_is_ignored(qtbot, seeded, make_window, gui_settings):
    from PySide6.QtCore import Qt

    window = make_window(size=(1440, 900))
    laid_out(qtbot, window)
    # The layout before version 2: wide docks, the canvas a third of the window (and the
    # inspector closed, so that a restored old state shows).
    window.resizeDocks([window.search_dock, window.inspector_dock], [330, 470], Qt.Orientation.Horizontal)
    window.inspector_dock.hide()
    laid_out(qtbot, window)
    old_state = window.saveState()  # version 0, as the older windows saved it
    window.close()
    gui_settings.setValue("main_window/state", old_state)
    assert window.restoreState(old_state, STATE_VERSION) is False
    again = make_window(size=(1440, 900))
    laid_out(qtbot, again)
    assert again.inspector_dock.isVisible()
    assert canvas_width(again) >= 0.6 * again.width()
    again.close()
    assert again.restoreState(gui_settings.value("main_window/state"), STATE_VERSION)  # saved as version 2
