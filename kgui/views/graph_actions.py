"""The graph view's actions (Graph menu, toolbar, context menu) with their shortcuts.

Single-key shortcuts (F, E, H, P, 1–3, Space) only act while the graph view has the focus, so
typing in the search box or the inspector is never taken for a command.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QWidget

from ..style.icons import action_icon


def _action(owner: QWidget, name: str, text: str, shortcut: str | None = None, tip: str | None = None,
            *, local: bool = False, checkable: bool = False, icon: str | None = None) -> QAction:
    action = QAction(text, owner)
    action.setObjectName(name)
    if shortcut:
        action.setShortcut(QKeySequence(shortcut))
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut if local
                                  else Qt.ShortcutContext.WindowShortcut)
    if icon:
        action.setIcon(action_icon(icon))
    action.setCheckable(checkable)
    label = text.replace("&", "").rstrip("…")
    keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
    action.setToolTip(f"{tip or label} ({keys})" if keys else (tip or label))
    action.setStatusTip(tip or label)
    owner.addAction(action)
    return action


class GraphActions:
    def __init__(self, owner: QWidget):
        a = _action
        self.whole_workspace = a(owner, "view_workspace", "&Whole Workspace", "W",
                                 "Show the whole workspace (the best connected entities first)",
                                 local=True, checkable=True)
        self.focus_selection = a(owner, "view_focus", "&Focus on Selection", "F",
                                 "Show the selected entity and its neighbourhood", local=True, checkable=True)
        self.view_mode = QActionGroup(owner)
        self.view_mode.addAction(self.whole_workspace)
        self.view_mode.addAction(self.focus_selection)
        self.whole_workspace.setChecked(True)
        self.depth = [a(owner, f"depth_{d}", f"Depth &{d}", str(d),
                        f"Neighbours up to {d} hop{'s' if d > 1 else ''} away in the focus view", local=True,
                        checkable=True) for d in (1, 2, 3)]
        self.depth_group = QActionGroup(owner)
        for action in self.depth:
            self.depth_group.addAction(action)
        self.depth[0].setChecked(True)
        self.expand = a(owner, "expand", "&Expand", "E", "Add the neighbours of the selected entities",
                        local=True)
        self.show_more = a(owner, "show_more", "Show &More", None,
                           "Load more entities of a large workspace into the view")
        self.hide = a(owner, "hide_nodes", "&Hide", "H", "Hide the selected entities from the graph",
                      local=True)
        self.show_hidden = a(owner, "show_hidden", "Show All &Hidden", "Shift+H",
                             "Show the entities hidden from the graph again", local=True)
        self.pin = a(owner, "pin_nodes", "&Pin", "P", "Pin (or unpin) the selected entities where they are",
                     local=True)
        self.relayout = a(owner, "relayout", "&Re-layout", "Ctrl+L",
                          "Lay the graph out again from scratch (pinned entities stay; undoable)")
        self.pause_layout = a(owner, "pause_layout", "&Pause Layout", "Space",
                              "Pause or resume the force-directed layout", local=True, checkable=True)
        self.reheat = a(owner, "reheat_layout", "Re&heat Layout", None,
                        "Let the layout move again from where it is")
        self.zoom_in = a(owner, "zoom_in", "Zoom &In", "+", local=True)
        self.zoom_out = a(owner, "zoom_out", "Zoom &Out", "-", local=True)
        self.export_png = a(owner, "export_png", "Export as &PNG…", "Ctrl+E", "Save the current view as a PNG image")
        self.export_svg = a(owner, "export_svg", "Export as &SVG…", "Ctrl+Shift+E",
                            "Save the current view as an SVG drawing")
        # How the canvas reads (View menu): size by importance, colour by type or community,
        # the layout's model. Each is a choice of one, remembered in the settings.
        self.size_by_degree = a(owner, "size_by_degree", "Size by &Degree", None,
                                "Disc area by number of relationships shown", checkable=True)
        self.size_by_pagerank = a(owner, "size_by_pagerank", "Size by &PageRank", None,
                                  "Disc area by PageRank over the relationships shown", checkable=True)
        self.size_by = QActionGroup(owner)
        for action in (self.size_by_degree, self.size_by_pagerank):
            self.size_by.addAction(action)
        self.size_by_degree.setChecked(True)
        self.colour_by_type = a(owner, "colour_by_type", "Colour by &Type", None,
                                "One colour per entity type", checkable=True)
        self.colour_by_community = a(owner, "colour_by_community", "Colour by &Community", None,
                                     "One colour per community (Louvain) of what is shown, at the time shown",
                                     checkable=True)
        self.colour_by = QActionGroup(owner)
        for action in (self.colour_by_type, self.colour_by_community):
            self.colour_by.addAction(action)
        self.colour_by_type.setChecked(True)
        self.layout_communities = a(owner, "layout_communities", "Layout: &Communities Apart", None,
                                    "Force layout that pulls communities apart (ForceAtlas2 with LinLog)",
                                    checkable=True)
        self.layout_classic = a(owner, "layout_classic", "Layout: &Even Spacing", None,
                                "Force layout with even edge lengths (Fruchterman-Reingold)", checkable=True)
        self.layout_mode = QActionGroup(owner)
        for action in (self.layout_communities, self.layout_classic):
            self.layout_mode.addAction(action)
        self.layout_communities.setChecked(True)
        self.find_path = a(owner, "find_path", "Find &Path…", "Ctrl+Shift+P",
                           "Shortest path between two entities, as of the time shown")
        self.frame_hits = a(owner, "frame_hits", "Frame Search &Hits", "Ctrl+Shift+F",
                            "Zoom the canvas to the entities the search found")
        self.clear_path = a(owner, "clear_path", "Clear Path", None, "Stop highlighting the path")

