"""Put the graph view and the time slider into the main window: the canvas in the centre (the
empty-state page while the workspace holds nothing), the slider in the bottom strip, a Graph
menu with the view's actions."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import QMainWindow, QMenu

from ..timeline import AsOfController, ChangesLoader, TimeSlider
from .graph_view import GraphView


@dataclass
class GraphPanels:
    view: GraphView
    slider: TimeSlider
    as_of: AsOfController
    menu: QMenu
    changes: ChangesLoader | None = None


def build_graph_menu(window: QMainWindow, view: GraphView) -> QMenu:
    a = view.actions
    menu = QMenu("&Graph", window)
    menu.setObjectName("graph_menu")
    menu.addActions([a.whole_workspace, a.focus_selection])
    depth = menu.addMenu("Focus &Depth")
    depth.addActions(a.depth)
    menu.addAction(a.expand)
    menu.addAction(a.show_more)
    menu.addSeparator()
    menu.addActions([a.hide, a.show_hidden, a.pin])
    menu.addSeparator()
    menu.addActions([a.relayout, a.pause_layout, a.reheat])
    menu.addSeparator()
    menu.addActions([a.find_path, a.clear_path, a.frame_hits])
    menu.addSeparator()
    menu.addActions([a.zoom_in, a.zoom_out])
    menu.addSeparator()
    menu.addActions([a.export_png, a.export_svg])
    bar = window.menuBar()
    view_menu = next((m.menu() for m in bar.actions() if m.text().replace("&", "") == "View"), None)
    if view_menu is not None:
        view_menu.addSeparator()
        view_menu.addActions([a.size_by_degree, a.size_by_pagerank])
        view_menu.addSeparator()
        view_menu.addActions([a.colour_by_type, a.colour_by_community])
        view_menu.addSeparator()
        view_menu.addActions([a.layout_communities, a.layout_classic])
    before = next((m for m in bar.actions() if m.text().replace("&", "") == "Tools"), None)
    if before is not None:
        bar.insertMenu(before, menu)
    else:
        bar.addMenu(menu)
    return menu


VIEW_CHOICES = {"canvas/size_by": ("degree", "pagerank"), "canvas/colour_by": ("type", "community"),
                "canvas/layout_mode": ("communities", "classic")}


def restore_view_choices(settings, view: GraphView) -> None:
    """Size by, colour by and the layout mode as the user left them; each change is saved."""
    def saved(key: str) -> str:
        value = settings.value(key)
        return value if value in VIEW_CHOICES[key] else VIEW_CHOICES[key][0]

    view.set_size_by(saved("canvas/size_by"))
    view.set_colour_by(saved("canvas/colour_by"))
    view.canvas.layout_mode = saved("canvas/layout_mode")
    a = view.actions
    (a.layout_classic if view.canvas.layout_mode == "classic" else a.layout_communities).setChecked(True)
    for key, actions in (("canvas/size_by", (a.size_by_degree, a.size_by_pagerank)),
                         ("canvas/colour_by", (a.colour_by_type, a.colour_by_community)),
                         ("canvas/layout_mode", (a.layout_communities, a.layout_classic))):
        for value, action in zip(VIEW_CHOICES[key], actions):
            action.triggered.connect(lambda _c=False, k=key, v=value: settings.setValue(k, v))


def install_graph_view(window) -> GraphPanels:
    """`window` is the MainWindow (canvas_area, set_canvas, set_time_slider, status, inspector_dock)."""
    session = window.session
    view = GraphView(session, window)
    window.set_canvas(view)
    slider = TimeSlider()
    window.set_time_slider(slider)
    as_of = AsOfController(session, slider, view)
    menu = build_graph_menu(window, view)

    def show_inspector(_entity_id: str) -> None:
        window.inspector_dock.show()
        window.inspector_dock.raise_()

    view.inspect_requested.connect(show_inspector)
    window.search_panel.hits_changed.connect(view.show_search_hits)
    view.structure_changed.connect(window.inspector.show_structure)
    # The multi-selection's Hide and Pin act on the canvas.
    summary = window.inspector.summary
    summary.pinned_of = view.all_pinned
    summary.hide_requested.connect(view.set_hidden)
    summary.pin_requested.connect(view.binding.set_pinned)
    view.binding.frame_rebuilt.connect(summary.schedule_refresh)
    restore_view_choices(window.settings, view)
    view.message_posted.connect(lambda m: window.status.showMessage(m, 6000))

    def switch_page(*_args) -> None:
        area = window.canvas_area
        stats = session.model.stats
        empty = not session.model.entities and (stats is None or stats.entities == 0)
        page = area.empty_state if empty or area.canvas is None else area.canvas
        if area.currentWidget() is not page:
            area.setCurrentWidget(page)

    session.signals.stats_changed.connect(switch_page)
    session.signals.graph_reset.connect(switch_page)
    session.signals.entity_added.connect(switch_page)
    switch_page()
    changes = install_changes(window, view, slider, as_of)
    return GraphPanels(view, slider, as_of, menu, changes)


def install_changes(window, view: GraphView, slider: TimeSlider, as_of: AsOfController) -> ChangesLoader:
    """Two times compared on the time bar: the canvas marks what changed, the Changes panel
    lists it; a row chosen there selects what it is about."""
    session = window.session
    loader = ChangesLoader(session, slider, as_of, view)
    panel = window.changes_panel

    def on_span(span) -> None:
        view.compare_from(None if span is None else span[0])
        panel.show_span(span)
        if span is not None:
            window.open_panel(window.changes_dock)  # a tab in front of the filters

    def on_loaded(changes) -> None:
        view.show_changes(changes)
        panel.show_changes(changes)

    loader.span_changed.connect(on_span)
    loader.changes_loaded.connect(on_loaded)
    loader.failed.connect(panel.show_error)
    panel.entity_requested.connect(window.navigation.go_to)
    panel.relationship_requested.connect(window.show_relationship_in_inspector)
    panel.end_requested.connect(lambda: slider.compare(None))
    return loader
