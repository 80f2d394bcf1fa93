"""The graph view in the centre of the window: a small toolbar over the GraphCanvas.

It owns the canvas, its layout thread (LayoutController), the CanvasBinding that mirrors the
graph model into the canvas, and the ViewLoader that fetches focus neighbourhoods; it turns the
graph actions and the canvas's context menu into calls on them and on the undo stack.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
from PySide6.QtCore import QEvent, QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QFileDialog,
    QLabel,
    QMenu,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..canvas.export import render_png, write_svg
from ..canvas.layout_worker import LayoutController
from ..canvas.view import GraphCanvas
from ..canvas_binding import CanvasBinding, ViewLoader
from ..canvas_binding.structure_runner import StructureAnswer, StructureRunner
from ..dialogs.path_dialog import PathDialog
from ..dialogs.relationship_dialog import NewRelationshipDialog
from ..model.view_spec import FOCUS
from ..session import ExplorerSession
from ..style.formatting import plural
from ..undo import CreateEdgeCommand
from ..undo.view_commands import HideEntitiesCommand
from .graph_actions import GraphActions


STRUCTURE_DELAY_MS = 350  # after the last change of what is shown (a slider drag asks once)
# A new time, sized by PageRank or coloured by community: its masks wait this long at most for
# the structure of what they show, so that both are drawn in one frame (small graphs answer in
# milliseconds; a large one is drawn twice rather than late).
PAINT_HOLD_MS = 120
STRUCTURE_MESSAGE_FROM = 500  # entities: smaller graphs answer before a message could be read


class GraphView(QWidget):
    inspect_requested = Signal(str)  # entity id: show it in the inspector
    merge_requested = Signal(list)  # one entity id (merge it into…) or two: the person chose Merge…
    message_posted = Signal(str)
    structure_changed = Signal(object)  # StructureAnswer of what is shown (degree, PageRank, community)

    def __init__(self, session: ExplorerSession, parent: QWidget | None = None, *, threaded_layout: bool = True):
        super().__init__(parent)
        self.setObjectName("graph_view")
        self.session = session
        self.model = session.model
        self.canvas = GraphCanvas()
        self.canvas.setObjectName("graph_canvas")
        self.canvas.model.base_radius = 8.0
        self.canvas.fit_margin = 12.0
        self.canvas.fit_label_room = True  # and room for the labels of the outermost nodes
        self.layout_controller = LayoutController(self) if threaded_layout else None
        self.canvas.set_layout_controller(self.layout_controller)
        self.binding = CanvasBinding(session, self.canvas, self)
        self.loader = ViewLoader(session, known_ids=lambda: self.canvas.model.ids, parent=self)
        self.binding.hold_time_for_focus = True
        self.loader.view_loaded.connect(self.binding.release_held_visibility)
        self.binding.hold_time_paint = self._hold_time_paint
        self.actions = GraphActions(self)
        self.active_dialog = None
        self.path_dialog: PathDialog | None = None
        self.last_export: str | None = None
        self.search_hits: list[str] = []
        self.path: tuple[list[str], list[str]] = ([], [])
        self.changes = None  # the ChangeSet of two times compared, marked on the canvas
        self.structure: StructureAnswer | None = None
        self.size_by = "degree"
        self.colour_by = "type"
        self.structure_runner = StructureRunner(_structure_of, self)
        self.structure_runner.started.connect(self._on_structure_started)
        self.structure_runner.computed.connect(self._on_structure_computed)
        self.structure_runner.failed.connect(lambda m: self.message_posted.emit(f"Graph structure failed: {m}"))
        self._structure_timer = QTimer(self)
        self._structure_timer.setSingleShot(True)
        self._structure_timer.setInterval(STRUCTURE_DELAY_MS)
        self._structure_timer.timeout.connect(self.request_structure)
        self._paint_hold_timer = QTimer(self)
        self._paint_hold_timer.setSingleShot(True)
        self._paint_hold_timer.setInterval(PAINT_HOLD_MS)
        self._paint_hold_timer.timeout.connect(self.binding.pay_paint)

        self.toolbar = QToolBar("Graph")
        self.toolbar.setObjectName("graph_toolbar")
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.toolbar.setIconSize(self.toolbar.iconSize() * 0.8)
        a = self.actions
        for action, short_text in ((a.whole_workspace, "Workspace"), (a.focus_selection, "Focus"),
                                   (a.pause_layout, "Pause"), (a.relayout, "Re-layout")):
            action.setIconText(short_text)
        self.toolbar.addAction(a.whole_workspace)
        self.toolbar.addAction(a.focus_selection)
        self.toolbar.addSeparator()
        self.toolbar.addWidget(QLabel(" Depth "))
        for action in a.depth:
            action.setIconText(action.text().replace("Depth &", ""))
            self.toolbar.addAction(action)
        self.toolbar.addSeparator()
        self.toolbar.addAction(a.expand)
        self.toolbar.addAction(a.show_more)
        self.toolbar.addSeparator()
        self.toolbar.addAction(a.pause_layout)
        self.toolbar.addAction(a.relayout)
        export = QToolButton()
        export.setText("Export")
        export.setObjectName("export_button")
        export.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        export_menu = QMenu(export)
        export_menu.addActions([a.export_png, a.export_svg])
        export.setMenu(export_menu)
        self.toolbar.addWidget(export)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.toolbar)
        layout.addWidget(self.canvas, 1)
        self.setFocusProxy(self.canvas)

        a.whole_workspace.triggered.connect(self.show_workspace)
        a.focus_selection.triggered.connect(self.focus_selection)
        for depth, action in enumerate(a.depth, 1):
            action.triggered.connect(lambda _c=False, d=depth: self.loader.set_depth(d))
        a.expand.triggered.connect(lambda: self.expand(self._targets()))
        a.show_more.triggered.connect(session.show_more)
        a.hide.triggered.connect(lambda: self.hide(self._targets()))
        a.show_hidden.triggered.connect(self.show_hidden)
        a.pin.triggered.connect(lambda: self.toggle_pin(self._targets()))
        a.relayout.triggered.connect(self.binding.start_relayout)
        a.pause_layout.toggled.connect(self.set_layout_paused)
        a.reheat.triggered.connect(self.reheat)
        a.zoom_in.triggered.connect(self.canvas.zoom_in)
        a.zoom_out.triggered.connect(self.canvas.zoom_out)
        a.export_png.triggered.connect(lambda: self.export_dialog("png"))
        a.export_svg.triggered.connect(lambda: self.export_dialog("svg"))
        a.size_by_degree.triggered.connect(lambda: self.set_size_by("degree"))
        a.size_by_pagerank.triggered.connect(lambda: self.set_size_by("pagerank"))
        a.colour_by_type.triggered.connect(lambda: self.set_colour_by("type"))
        a.colour_by_community.triggered.connect(lambda: self.set_colour_by("community"))
        a.layout_communities.triggered.connect(lambda: self.set_layout_mode("communities"))
        a.layout_classic.triggered.connect(lambda: self.set_layout_mode("classic"))
        a.find_path.triggered.connect(self.open_path_dialog)
        a.clear_path.triggered.connect(lambda: self.show_path([], []))
        a.frame_hits.triggered.connect(self.frame_search_hits)
        self.binding.frame_rebuilt.connect(self._on_frame_rebuilt)
        self.binding.visibility_applied.connect(self._on_visibility_applied)
        self.canvas.context_menu_requested.connect(self.show_context_menu)
        self.canvas.node_double_clicked.connect(lambda i: self.focus(i))
        self.loader.message_posted.connect(self.message_posted)
        self.binding.visibility_applied.connect(lambda _t: self._update_summary())
        sig = session.signals
        sig.view_changed.connect(lambda _v: self._update_states())
        sig.selection_changed.connect(lambda _i: self._update_states())
        sig.graph_reset.connect(lambda _w: self._on_reset())
        session.workspace_opened.connect(lambda _s: self._update_states())
        session.workspace_reloaded.connect(lambda _s: self._update_states())
        self.canvas.selection_changed.connect(lambda _ids: self._update_states())
        if self.layout_controller is not None:
            self.layout_controller.running_changed.connect(lambda _r: self._update_summary())
        a.clear_path.setEnabled(False)
        a.frame_hits.setEnabled(False)
        self._update_states()
        self.apply_palette()

    # -- palette --------------------------------------------------------------------------

    def apply_palette(self) -> None:
        """Canvas colours from the window's palette (light or dark)."""
        pal = self.palette()

        def rgb(role) -> int:
            c = pal.color(role)
            return (c.red() << 16) | (c.green() << 8) | c.blue()

        style = self.canvas.renderer.style
        base = pal.color(QPalette.ColorRole.Base)
        dark = base.lightness() < 128
        style.background = rgb(QPalette.ColorRole.Base)
        style.label_rgb = rgb(QPalette.ColorRole.Text)
        style.label_bg = (base.red(), base.green(), base.blue(), 200)
        style.edge_rgb = 0xA0A6AE if dark else 0x7F8790
        style.edge_alpha = 0.6 if dark else 0.55
        style.outline_rgb = 0x202124 if dark else 0x3C4043
        self.canvas.renderer.set_style(style)
        self.canvas.update()

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            self.apply_palette()
        super().changeEvent(event)

    # -- view -----------------------------------------------------------------------------

    def zoom_to_fit(self) -> None:
        self.canvas.auto_fit = True
        self.canvas.zoom_to_fit()

    def show_workspace(self) -> None:
        self.loader.show_workspace()
        self.canvas.auto_fit = True

    def focus(self, entity_id: str, depth: int | None = None) -> None:
        self.canvas.auto_fit = True
        self.loader.focus(entity_id, depth)

    def focus_selection(self) -> None:
        entity_id = self.model.selected_id
        if entity_id is None:
            self.actions.whole_workspace.setChecked(not self.model.view.is_focus)
            self.actions.focus_selection.setChecked(self.model.view.is_focus)
            self.message_posted.emit("Select an entity to focus on")
            return
        self.focus(entity_id)

    def expand(self, ids) -> None:
        for entity_id in ids:
            self.loader.expand(entity_id)

    def hide(self, ids) -> None:
        ids = [i for i in ids if i not in self.model.view.hidden_ids]
        if ids:
            names = {i: self.binding._name_of(i) for i in ids}
            self.session.undo_stack.push(HideEntitiesCommand(self.model, ids, names))

    def set_hidden(self, ids, hidden: bool) -> None:
        """Hide entities, or show hidden ones again (one undo step)."""
        if hidden:
            self.hide(ids)
            return
        ids = [i for i in ids if i in self.model.view.hidden_ids]
        if ids:
            names = {i: self.binding._name_of(i) for i in ids}
            self.session.undo_stack.push(HideEntitiesCommand(self.model, ids, names, hide=False))

    def all_pinned(self, ids) -> bool:
        """Every one of these that the canvas holds is pinned (False when it holds none)."""
        scene = self.canvas.model
        idx = scene.indices_of(ids)
        return bool(idx.size) and bool(scene.pinned[idx].all())

    def show_hidden(self) -> None:
        hidden = self.model.view.hidden_ids
        if hidden:
            self.session.undo_stack.push(HideEntitiesCommand(self.model, hidden, hide=False))

    def toggle_pin(self, ids) -> None:
        scene = self.canvas.model
        idx = scene.indices_of(ids)
        if idx.size:
            self.binding.set_pinned(ids, not bool(scene.pinned[idx].all()))

    def set_layout_paused(self, paused: bool) -> None:
        if self.layout_controller is None:
            return
        if paused:
            self.layout_controller.pause()
        else:
            self.layout_controller.resume()
        self._update_summary()

    def reheat(self) -> None:
        if self.layout_controller is not None:
            self.actions.pause_layout.setChecked(False)
            self.layout_controller.reheat(0.5)

    def _targets(self) -> list[str]:
        """What an action applies to: the canvas's selection, else the selected entity."""
        ids = self.canvas.selected_ids()
        if not ids and self.model.selected_id in self.canvas.model.index:
            ids = [self.model.selected_id]
        return ids

    # -- importance, communities, search hits, paths ---------------------------------------

    def set_size_by(self, kind: str) -> None:
        """"degree" or "pagerank" (of the relationships shown, computed in the background)."""
        self.size_by = kind
        (self.actions.size_by_pagerank if kind == "pagerank" else self.actions.size_by_degree).setChecked(True)
        self._apply_structure()
        if kind == "pagerank" and self.structure is None:
            self.request_structure()

    def set_colour_by(self, kind: str) -> None:
        """"type" or "community" (Louvain over what is shown, at the time shown)."""
        self.colour_by = kind
        (self.actions.colour_by_community if kind == "community" else self.actions.colour_by_type).setChecked(True)
        self._apply_structure()
        if kind == "community" and self.structure is None:
            self.request_structure()

    def set_layout_mode(self, mode: str) -> None:
        """The layout's force model for the next layout run ("communities" or "classic"); a
        change lays the graph out again (undoable, like Re-layout)."""
        changed = mode != self.canvas.layout_mode
        self.canvas.layout_mode = mode
        (self.actions.layout_classic if mode == "classic" else self.actions.layout_communities).setChecked(True)
        if changed and self.canvas.model.n:
            self.binding.start_relayout()

    def request_structure(self) -> int:
        """Compute degree, PageRank and communities of what is shown now (off the GUI thread)."""
        self._structure_timer.stop()
        scene = self.canvas.model
        if not scene.n:
            return 0
        shown = np.flatnonzero(~scene.hidden)
        local = np.full(scene.n, -1, dtype=np.int64)
        local[shown] = np.arange(shown.size)
        # Placed or not: a large graph's first structure is asked for before the layout has
        # placed anyone (only drawn edges: none, and every entity a community of its own).
        edges = np.flatnonzero(scene.shown_edges())
        return self.structure_runner.request([scene.ids[i] for i in shown.tolist()],
                                             local[scene.src[edges]], local[scene.dst[edges]])

    def _on_structure_started(self, _request_id: int, count: int) -> None:
        if count >= STRUCTURE_MESSAGE_FROM:
            self.message_posted.emit(f"Computing PageRank and communities of {count:,} entities…")

    def _on_structure_computed(self, answer: StructureAnswer) -> None:
        self.structure = answer
        result = answer.result
        if len(answer.ids) >= STRUCTURE_MESSAGE_FROM:
            self.message_posted.emit(
                f"Graph structure of {len(answer.ids):,} entities: {result.communities} communities "
                f"(modularity {result.modularity:.2f}), {answer.seconds:.1f} s")
        self._apply_structure()
        self._paint_hold_timer.stop()
        self.binding.pay_paint()  # the masks held for it, with the sizes and colours, in one frame
        self.structure_changed.emit(answer)

    def _hold_time_paint(self) -> bool:
        """A new time's masks wait for the structure when it sizes or colours the nodes, and
        the move is not part of a drag (then the masks are drawn as they come, the structure
        once the drag pauses)."""
        looks = self.size_by == "pagerank" or self.colour_by == "community"
        return looks and not self._structure_timer.isActive() and not self.structure_runner.busy

    def _on_visibility_applied(self, _moment) -> None:
        if self.binding.paint_owed:
            self.request_structure()  # now, not after the drag delay: its answer draws the frame
            self._paint_hold_timer.start()
        else:
            self._structure_timer.start()

    def _apply_structure(self) -> None:
        """The last structure onto the canvas, by id (nodes it has not seen yet: smallest, grey)."""
        answer = self.structure
        if self.size_by == "pagerank" and answer is not None:
            self.canvas.set_importance("PageRank", dict(zip(answer.ids, answer.result.pagerank.tolist())))
        else:
            self.canvas.set_importance("degree")
        if self.colour_by == "community" and answer is not None:
            self.canvas.set_communities(dict(zip(answer.ids, answer.result.community.tolist())))
        else:
            self.canvas.set_communities(None)

    def _on_frame_rebuilt(self) -> None:
        # A new graph starts sized by degree and coloured by type: keep the chosen look until the
        # new structure arrives, and keep the hits and the path marked.
        self._apply_structure()
        self.canvas.set_highlighted(self.search_hits)
        self.canvas.set_path(*self.path)
        self._mark_changes()
        self._structure_timer.start()
        # Entities selected before the canvas held them (brought back by an undo) are selected now.
        self._update_states()

    def compare_from(self, moment: int | None) -> None:
        """Two times compared, the earlier one `moment` (the later is the time shown): the
        relationships ended in between stay drawn. None: no comparison, the marks go."""
        self.binding.set_ended_after(moment)
        if moment is None:
            self.show_changes(None)

    def show_changes(self, changes) -> None:
        """Mark a kgstore ChangeSet on the canvas: what appeared (entities created, relationships
        opened and still open at the end) and what ended (relationships closed); None clears."""
        self.changes = changes
        self._mark_changes()

    def _mark_changes(self) -> None:
        changes = self.changes
        if changes is None:
            self.canvas.set_changes()
            return
        closed = [g.id for g in changes.edges_closed]
        ended = set(closed)
        self.canvas.set_changes([e.id for e in changes.entities_created],
                                [g.id for g in changes.edges_opened if g.id not in ended], closed, comparing=True)

    def show_search_hits(self, ids: list[str]) -> None:
        """Mark the search's hits on the canvas (a ring, labels first)."""
        self.search_hits = list(ids)
        shown = self.canvas.set_highlighted(self.search_hits)
        self.actions.frame_hits.setEnabled(bool(shown))

    def frame_search_hits(self) -> bool:
        if not self.canvas.frame_ids(self.search_hits):
            self.message_posted.emit("No search hit is on the canvas" if self.search_hits
                                     else "Search first: the hits are framed")
            return False
        return True

    def open_path_dialog(self) -> PathDialog:
        """Two entities selected on the canvas (or the selected one) start the question."""
        ids = self.canvas.selected_ids()
        if not ids and self.model.selected_id:
            ids = [self.model.selected_id]
        ends = [self.model.entities.get(i) for i in ids[:2]]
        ends = [e for e in ends if e is not None] + [None, None]
        if self.path_dialog is None:
            self.path_dialog = PathDialog(self.session, ends[0], ends[1], parent=self)
            self.path_dialog.path_found.connect(self._on_path_found)
        else:
            for picker, entity in ((self.path_dialog.source_picker, ends[0]),
                                   (self.path_dialog.target_picker, ends[1])):
                if entity is not None:
                    picker.preset(entity)
        self.path_dialog.show()
        self.path_dialog.raise_()
        return self.path_dialog

    def _on_path_found(self, entity_ids: list, edge_ids: list) -> None:
        self.show_path(entity_ids, edge_ids)
        if entity_ids and not self.canvas.frame_ids(entity_ids):
            self.message_posted.emit("The path runs through entities the view has not loaded")

    def show_path(self, entity_ids: list[str], edge_ids: list[str]) -> None:
        self.path = (list(entity_ids), list(edge_ids))
        self.canvas.set_path(*self.path)
        self.actions.clear_path.setEnabled(bool(entity_ids))

    # -- context menu ---------------------------------------------------------------------

    def build_context_menu(self, node_id: str | None) -> QMenu:
        menu = QMenu(self)
        menu.setObjectName("graph_context_menu")
        a = self.actions
        if node_id is not None:
            targets = self.canvas.selected_ids() if node_id in self.canvas.selected_ids() else [node_id]
            name = self.binding._name_of(node_id)
            many = len(targets) > 1
            subject = f"{len(targets)} entities" if many else f"“{name}”"
            depth = self.model.view.depth
            menu.addAction(f"Focus on “{name}” (depth {depth})", lambda: self.focus(node_id)).setObjectName("ctx_focus")
            menu.addAction(f"Expand {subject}", lambda: self.expand(targets)).setObjectName("ctx_expand")
            menu.addAction(f"Hide {subject}", lambda: self.hide(targets)).setObjectName("ctx_hide")
            scene = self.canvas.model
            pinned = bool(scene.pinned[scene.indices_of(targets)].all())
            menu.addAction(f"{'Unpin' if pinned else 'Pin'} {subject}",
                           lambda: self.binding.set_pinned(targets, not pinned)).setObjectName("ctx_pin")
            if len(targets) == 2:
                names = [self.binding._name_of(i) for i in targets]
                menu.addAction(f"Shortest Path between “{names[0]}” and “{names[1]}”…",
                               self.open_path_dialog).setObjectName("ctx_path")
                merge = menu.addAction(f"Merge “{names[0]}” and “{names[1]}”…",
                                       lambda: self.merge_requested.emit(list(targets)))
                merge.setObjectName("ctx_merge")
                merge.setEnabled(self.session.read_only_reason is None)
            if len(targets) == 1:
                merge = menu.addAction(f"Merge “{name}” Into…", lambda: self.merge_requested.emit([node_id]))
                merge.setObjectName("ctx_merge")
                merge.setEnabled(self.session.read_only_reason is None)
            menu.addSeparator()
            menu.addAction(f"Inspect “{name}”", lambda: self._inspect(node_id)).setObjectName("ctx_inspect")
            source_id = self.model.selected_id
            if source_id and source_id != node_id and source_id in self.model.entities:
                text = f"Create Relationship from “{self.binding._name_of(source_id)}” to “{name}”…"
                menu.addAction(text, lambda: self.open_relationship_dialog(source_id, node_id)
                               ).setObjectName("ctx_relationship")
            else:
                menu.addAction(f"Create Relationship from “{name}” to…",
                               lambda: self.open_relationship_dialog(node_id, None)).setObjectName("ctx_relationship")
        else:
            menu.addAction(a.whole_workspace)
            menu.addAction(a.show_hidden)
            a.show_hidden.setText(f"Show All Hidden ({len(self.model.view.hidden_ids)})")
            menu.addSeparator()
            menu.addAction("Zoom to Fit", self.zoom_to_fit)
            menu.addAction(a.relayout)
            menu.addAction(a.pause_layout)
            menu.addAction(a.reheat)
            menu.addSeparator()
            menu.addActions([a.export_png, a.export_svg])
        return menu

    def show_context_menu(self, node_id, global_pos: QPoint) -> None:
        menu = self.build_context_menu(node_id)
        self.active_menu = menu
        menu.popup(global_pos)

    def _inspect(self, entity_id: str) -> None:
        self.session.select(entity_id)
        self.inspect_requested.emit(entity_id)

    def open_relationship_dialog(self, source_id: str, target_id: str | None) -> NewRelationshipDialog | None:
        source = self.model.entities.get(source_id)
        if source is None:
            return None
        dialog = NewRelationshipDialog(self.session, source, parent=self)
        target = self.model.entities.get(target_id) if target_id else None
        if target is not None:
            dialog.picker.preset(target)
        dialog.accepted.connect(lambda: self.session.push(CreateEdgeCommand(
            self.session.command_context(), *dialog.endpoints(), dialog.chosen_type(),
            valid_from=dialog.chosen_valid_from())))
        self.active_dialog = dialog
        dialog.finished.connect(lambda _r: setattr(self, "active_dialog", None))
        dialog.open()
        return dialog

    # -- export ---------------------------------------------------------------------------

    def export_dialog(self, kind: str) -> None:
        name = f"{self.session.workspace_id or 'graph'}.{kind}"
        path, _ = QFileDialog.getSaveFileName(self, f"Export the view as {kind.upper()}",
                                              str(Path.home() / name),
                                              "PNG image (*.png)" if kind == "png" else "SVG drawing (*.svg)")
        if path:
            self.export(path)

    def export(self, path: str) -> str:
        """Save the current view; the format follows the file's extension (.png or .svg)."""
        from kgstore import KGError
        from kgstore.storage.output_paths import check_output_path

        try:
            # The file dialog asked "replace?"; the database, its -wal/-shm, its backups and any
            # other SQLite file are refused all the same (names and first bytes only: no SQL here).
            check_output_path(path, db_path=self.session.db_path, force=True)
        except KGError as exc:
            self.session.error_reported.emit(f"Export refused: {exc}")
            return ""
        canvas = self.canvas
        canvas.viewport.width, canvas.viewport.height = float(canvas.width()), float(canvas.height())
        try:
            if path.lower().endswith(".svg"):
                write_svg(canvas.model, canvas.viewport, canvas.renderer, path, title=self._title())
            else:
                render_png(canvas.model, canvas.viewport, canvas.renderer, path)
        except OSError as exc:
            self.session.error_reported.emit(f"Export failed: {exc}")
            return ""
        self.last_export = path
        self.message_posted.emit(f"Exported the view to {path}")
        return path

    def _title(self) -> str:
        view = self.model.view
        what = self.session.workspace_id or ""
        if view.is_focus and view.focus_id:
            what += f" — around {self.binding._name_of(view.focus_id)} (depth {view.depth})"
        return what

    # -- state ----------------------------------------------------------------------------

    def _on_reset(self) -> None:
        self.canvas.auto_fit = True
        self._update_states()

    def _update_states(self) -> None:
        view = self.model.view
        a = self.actions
        a.whole_workspace.setChecked(not view.is_focus)
        a.focus_selection.setChecked(view.mode == FOCUS)
        a.focus_selection.setEnabled(self.model.selected_id is not None or view.is_focus)
        a.depth[view.depth - 1].setChecked(True)
        has_targets = bool(self._targets())
        a.expand.setEnabled(has_targets)
        a.hide.setEnabled(has_targets)
        a.pin.setEnabled(has_targets)
        a.show_hidden.setEnabled(bool(view.hidden_ids))
        truncated = self.model.truncated and not view.is_focus
        a.show_more.setVisible(truncated)
        if truncated and self.model.stats is not None:
            a.show_more.setText(f"Show More ({len(self.model.loaded_ids):,} of {self.model.stats.entities:,})")
        self._update_summary()

    def _update_summary(self) -> None:
        scene = self.canvas.model
        nodes = int((~scene.hidden).sum()) if scene.n else 0
        edges = int(scene.visible_edges().sum()) if scene.m else 0
        view = self.model.view
        text = f"{plural(nodes, 'entity', 'entities')} · {plural(edges, 'relationship')}"
        if view.is_focus and view.focus_id:
            text = f"Around {self.binding._name_of(view.focus_id)}, depth {view.depth}: " + text
        if view.hidden_ids:
            text += f" · {len(view.hidden_ids)} hidden"
        if self.layout_controller is not None and self.layout_controller.paused:
            text += " · layout paused"
        elif self.layout_controller is not None and self.layout_controller.running:
            text += " · laying out…"
        # Drawn in the bottom-left corner, in the same paint (one owed for held masks, too).
        self.canvas.set_overlay_text(text, repaint=not self.binding.paint_owed)

    @property
    def summary(self) -> str:
        return self.canvas.overlay_text

    def visible_ids(self) -> list[str]:
        scene = self.canvas.model
        return [scene.ids[i] for i in np.flatnonzero(~scene.hidden)] if scene.n else []

    def visible_edge_ids(self) -> list[str]:
        scene = self.canvas.model
        if not scene.m or scene.edge_ids is None:
            return []
        return [scene.edge_ids[j] for j in np.flatnonzero(scene.visible_edges())]

    def shutdown(self) -> None:
        """Stop the layout thread (quit and wait) and the structure computation."""
        self._structure_timer.stop()
        self.structure_runner.shutdown()
        if self.layout_controller is not None:
            self.layout_controller.shutdown()


def _structure_of(n, src, dst):
    from kgstore.queries.graph_algorithms import structure

    return structure(n, src, dst)
