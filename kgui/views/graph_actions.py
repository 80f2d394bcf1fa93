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
