"""CanvasBinding: the GraphCanvas mirrors the GraphModel (as Orange's canvas scene mirrors its
scheme), and the canvas's gestures become model changes.

Model → canvas
  * the view's entities and every edge between them (with history) form a `GraphFrame`; any
    change of entities, edges, entity types or the view rebuilds it, coalesced to one rebuild
    per event-loop turn; when only visibility can have changed the canvas keeps its scene;
  * filters, the as-of time and Hide only flip the canvas's masks (`visibility`), so scrubbing
    the time slider never disturbs the layout; in a focus view a new time waits for the
    neighbourhood at that time (`hold_time_for_focus`, ViewLoader) instead of first drawing the
    old neighbourhood at the new time, a frame that the answer would replace at once;
  * saved positions (GraphModel.positions) place nodes the canvas does not hold yet; a change of
    them (undo of a drag, a pin) moves or pins the node on the canvas;
  * a focus view has an arrangement of its own: entering it (or moving it to another centre)
    lays the neighbourhood out afresh around the centre, so it is readable whatever the
    workspace layout looks like; its positions and pins are not saved, and going back to the
    workspace view restores the saved workspace layout exactly;
  * the selected entities are selected on the canvas, the current one scrolled into view.

Canvas → model
  * clicks and rubber bands select (the inspector follows): the whole canvas selection becomes
    the model's `selected_ids`, the node last added to it the current entity;
  * a drag is one MoveNodesCommand on the undo stack (the canvas reports it once, on release);
  * pin / unpin and Re-layout are commands too (see `kgui.undo.layout_commands`);
  * when the layout comes to rest, the positions that changed are recorded in the model and
    saved in the store (a worker request), so reopening shows the same picture.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

import numpy as np
from PySide6.QtCore import QObject, QTimer, Signal

from ..canvas.view import GraphCanvas
from ..model.graph_model import wall_clock_ms
from ..model.visible_graph import GraphFrame, Visibility, build_frame, visibility
from ..session import ExplorerSession
from ..style.colors import type_color
from ..undo.layout_commands import LayoutContext, MoveNodesCommand, PinNodesCommand, RelayoutCommand

log = logging.getLogger(__name__)

WORKSPACE_ARRANGEMENT = ("workspace", None)
FOCUS_ARRANGEMENT = "focus"
POSITION_EPSILON = 0.01  # world units: closer than this counts as "not moved"
BUSY_RETRY_MS = 120  # a rebuild waits while the user drags


def rgb_of(type_name: str, stored: str | None) -> int:
    c = type_color(type_name, stored)
    return (c.red() << 16) | (c.green() << 8) | c.blue()


class CanvasBinding(QObject):
    frame_rebuilt = Signal()  # the canvas holds a new graph
    visibility_applied = Signal(object)  # the moment (ms) now shown
    positions_saved = Signal(int)  # how many positions were sent to the store

    def __init__(self, session: ExplorerSession, canvas: GraphCanvas, parent: QObject | None = None,
                 clock: Callable[[], int] = wall_clock_ms):
        super().__init__(parent)
        self.session = session
        self.model = session.model
        self.canvas = canvas
        self.clock = clock
        self.frame: GraphFrame | None = None
        self.visibility: Visibility | None = None
        self._type_colors: dict[str, int] = {}
        self._canvas_selection: set[str] = set()
        self._relayout_callback = None
        self.rebuilds = 0
        # Set by the owner whose ViewLoader asks for a focus neighbourhood again at each new time
        # (and calls release_held_visibility with the answer).
        self.hold_time_for_focus = False
        self.visibility_held = False
        # The owner's answer to "does the picture for a new time wait for something else?" (the
        # structure, when it sizes or colours the nodes): the masks are applied, the frame is
        # owed (paint_owed) until pay_paint.
        self.hold_time_paint: Callable[[], bool] = lambda: False
        # While two times are compared: the earlier one (the relationships ended since stay drawn).
        self.ended_after: int | None = None
        self.paint_owed = False
        self._rebuild_timer = QTimer(self)
        self._rebuild_timer.setSingleShot(True)
        self._rebuild_timer.setInterval(0)
        self._rebuild_timer.timeout.connect(self.rebuild)
        self._arrangement: tuple[str, str | None] = WORKSPACE_ARRANGEMENT
        self.layout_context = self._context_for(WORKSPACE_ARRANGEMENT)

        sig = session.signals
        for signal in (sig.graph_reset, sig.entity_added, sig.entity_updated, sig.entity_removed,
                       sig.edge_added, sig.edge_updated, sig.edge_removed, sig.entity_types_changed,
                       sig.view_changed):
            signal.connect(self.schedule_rebuild)
        sig.filters_changed.connect(lambda _f: self.apply_visibility())
        sig.as_of_changed.connect(self._on_as_of_changed)
        sig.selection_changed.connect(self.show_selection)
        sig.selected_ids_changed.connect(self.show_selected_ids)
        sig.positions_changed.connect(self.show_positions)
        canvas.selection_changed.connect(self._on_canvas_selection)
        canvas.node_clicked.connect(self._on_node_clicked)
        canvas.nodes_moved.connect(self._on_nodes_moved)
        canvas.layout_settled.connect(self._on_layout_settled)
        canvas.painted.connect(self._on_painted)

    # -- model → canvas -------------------------------------------------------------------

    def schedule_rebuild(self, *_args) -> None:
        self._rebuild_timer.start()

    @property
    def in_focus_arrangement(self) -> bool:
        return self._arrangement[0] == FOCUS_ARRANGEMENT

    def rebuild(self) -> None:
        """Hand the canvas the view's graph (see the module docstring)."""
        self._rebuild_timer.stop()
        if self.canvas.is_interacting:
            self._rebuild_timer.start(BUSY_RETRY_MS)  # never pull the graph from under a drag
            return
        model = self.model
        ids = model.view_entity_ids()
        frame = build_frame([model.entities[i] for i in ids], model.view_edges(set(ids)))
        colors = {t.name: rgb_of(t.name, t.color) for t in model.entity_types}
        for name in set(frame.types) - colors.keys():
            colors[name] = rgb_of(name, None)
        view = model.view
        arrangement = (FOCUS_ARRANGEMENT, view.focus_id) if view.is_focus else WORKSPACE_ARRANGEMENT
        rearrange = arrangement != self._arrangement
        if frame.same_graph(self.frame) and colors == self._type_colors and not rearrange:
            self.frame = frame
            self.apply_visibility()
            return
        scene = self.canvas.model
        if rearrange:
            self._arrangement = arrangement
            self.layout_context = self._context_for(arrangement)
            self.canvas.auto_fit = True
        if arrangement[0] == FOCUS_ARRANGEMENT:
            if rearrange:
                # Only the centre is placed: the layout puts the rest near their neighbours,
                # ring by ring, and settles the whole neighbourhood from a cold start.
                positions = {view.focus_id: (0.0, 0.0)} if view.focus_id in frame.ids else {}
                pinned = []
            else:  # same centre (depth, Expand, time, edits): what is shown stays put
                positions = {}
                pinned = [i for i in ids if i in scene.index and scene.pinned[scene.index[i]]]
        else:
            positions = {i: model.positions[i][:2] for i in ids
                         if (rearrange or i not in scene.index) and i in model.positions}
            pinned = [i for i in ids if model.positions.get(i, (0.0, 0.0, False))[2]]
        self.canvas.set_graph(frame.ids, frame.edge_tuples(), labels=frame.labels, types=frame.types,
                              confidence=frame.confidence, positions=positions, pinned=pinned,
                              edge_ids=frame.edge_ids, type_colors=colors, keep_positions=not rearrange)
        self.frame = frame
        self._type_colors = colors
        self.rebuilds += 1
        self.apply_visibility()
        self.show_selection(model.selected_id, scroll=False)
        if self.canvas.layout_controller is None:
            self._on_layout_settled()  # placed synchronously
        self.frame_rebuilt.emit()

    def _on_as_of_changed(self, _as_of) -> None:
        view = self.model.view
        if self.hold_time_for_focus and view.is_focus and view.focus_id and self.frame is not None:
            self.visibility_held = True  # the neighbourhood at that moment is on its way
            return
        self.apply_visibility(hold_paint=self.hold_time_paint())

    def pay_paint(self) -> None:
        """Draw the frame owed since masks were applied with hold_paint."""
        if self.paint_owed:
            self.paint_owed = False
            self.canvas.update()

    def _on_painted(self) -> None:
        self.paint_owed = False  # drawn meanwhile (a hover, a layout frame)

    def release_held_visibility(self, *_args) -> None:
        """The focus neighbourhood for the newest moment arrived: a rebuild it started applies
        the masks; if it changed nothing they are applied now."""
        if self.visibility_held and not self._rebuild_timer.isActive():
            self.apply_visibility()

    def apply_visibility(self, hold_paint: bool = False) -> None:
        """Filters, time and Hide → the canvas's masks (vectorised; runs per slider step).
        hold_paint: the frame waits for pay_paint."""
        self.visibility_held = False
        if self.frame is None:
            return
        model = self.model
        vis = visibility(self.frame, model.filters, model.as_of, self.clock(), model.view.hidden_ids,
                         model.view.show_closed, ended_after=self.ended_after)
        self.visibility = vis
        if self.canvas.set_visibility(vis.node_hidden, vis.edge_hidden, vis.edge_faded, repaint=not hold_paint):
            self.paint_owed = hold_paint
        self.visibility_applied.emit(vis.moment)

    def set_ended_after(self, moment: int | None) -> None:
        """Compare from `moment` to the time shown (None: no comparison): see visibility()."""
        if moment != self.ended_after:
            self.ended_after = moment
            self.apply_visibility()

    def show_selection(self, entity_id, scroll: bool = True) -> None:
        canvas = self.canvas
        if entity_id is None:
            if canvas.selected_ids():
                canvas.set_selected_ids([])
            self._canvas_selection = set()
            return
        if entity_id not in canvas.model.index:
            return
        if entity_id not in canvas.selected_ids():
            self.show_selected_ids(self.model.selected_ids or (entity_id,))
        if scroll:
            canvas.ensure_visible(entity_id)

    def show_selected_ids(self, ids) -> None:
        """The model's selection (narrowed from the summary, or a member deleted) on the canvas."""
        shown = [i for i in ids if i in self.canvas.model.index]
        if set(shown) != set(self.canvas.selected_ids()):
            self.canvas.set_selected_ids(shown)
        self._canvas_selection = set(shown)

    def show_positions(self, changed: dict) -> None:
        """Saved positions changed (a command): move / pin the nodes the canvas shows, when it
        shows the workspace arrangement they belong to."""
        if self.in_focus_arrangement:
            return
        self._move_on_canvas(changed)

    def _move_on_canvas(self, changed: dict) -> None:
        scene = self.canvas.model
        moves, pin, unpin = {}, [], []
        for entity_id, (x, y, pinned) in changed.items():
            i = scene.index.get(entity_id)
            if i is None:
                continue
            cx, cy = scene.pos[i]
            if not (np.isfinite(cx) and np.isfinite(cy)) or abs(cx - x) > 1e-6 or abs(cy - y) > 1e-6:
                moves[entity_id] = (x, y)
            if bool(scene.pinned[i]) != pinned:
                (pin if pinned else unpin).append(entity_id)
        if moves:
            self._cancel_relayout()
            self.canvas.set_positions(moves)
        if pin:
            self.canvas.set_pinned(pin, True)
        if unpin:
            self.canvas.set_pinned(unpin, False)

    # -- canvas → model -------------------------------------------------------------------

    def _on_canvas_selection(self, ids: list) -> None:
        new = set(ids)
        added = [i for i in ids if i not in self._canvas_selection]
        self._canvas_selection = new
        if not ids:
            self.session.select(None)
        elif added:
            self.session.select_many(ids, added[-1])
        elif self.model.selected_id not in new:
            self.session.select_many(ids, ids[0])
        else:
            self.session.select_many(ids, self.model.selected_id)

    def _on_node_clicked(self, entity_id: str) -> None:
        """A click makes the node the current entity; a Ctrl-click keeps the rest of the selection.
        A Ctrl-click that took the node out of the selection was reported as that (selection_changed)."""
        selected = self.canvas.selected_ids()
        if entity_id in selected:
            self.session.select_many(selected, entity_id)

    def _on_nodes_moved(self, moves: dict) -> None:
        scene = self.canvas.model
        pinned = {i: bool(scene.pinned[scene.index[i]]) for i in moves if i in scene.index}
        self.session.undo_stack.push(MoveNodesCommand(self.layout_context, moves, pinned))

    def set_pinned(self, ids, pinned: bool) -> None:
        """Pin or unpin (one undo step)."""
        scene = self.canvas.model
        before = {i: bool(scene.pinned[scene.index[i]]) for i in ids if i in scene.index}
        if before and any(p != pinned for p in before.values()):
            self.session.undo_stack.push(PinNodesCommand(self.layout_context, before, pinned))

    def start_relayout(self) -> None:
        """Re-layout the shown graph from scratch (one undo step)."""
        before = self.current_positions()
        if before:
            self.session.undo_stack.push(RelayoutCommand(self.layout_context, before))

    def _on_layout_settled(self) -> None:
        positions = self.current_positions()
        if self.in_focus_arrangement:  # a focus view's arrangement is not saved
            callback, self._relayout_callback = self._relayout_callback, None
            if callback is not None:
                callback(positions)
            return
        changed = {}
        for entity_id, (x, y, pinned) in positions.items():
            saved = self.model.positions.get(entity_id)
            if (saved is None or abs(saved[0] - x) > POSITION_EPSILON or abs(saved[1] - y) > POSITION_EPSILON
                    or saved[2] != pinned):
                changed[entity_id] = (x, y, pinned)
        if changed:
            self.model.set_positions(changed)
            self._save(changed)
        callback, self._relayout_callback = self._relayout_callback, None
        if callback is not None:
            callback(positions)

    # -- the layout context (for the undo commands) ----------------------------------------

    def _context_for(self, arrangement: tuple[str, str | None]) -> LayoutContext:
        """Commands made in one arrangement act on it: the workspace's saved positions always
        (the canvas follows when it shows them); a focus view's positions only while that
        focus is shown (undoing a move made there later changes nothing)."""
        def shown() -> bool:
            return self._arrangement == arrangement

        if arrangement == WORKSPACE_ARRANGEMENT:
            def apply(positions: dict) -> None:
                self.apply_and_save(positions)

            def current(entity_id: str):
                return self.current_position(entity_id) if shown() else self._saved_position(entity_id)
        else:
            def apply(positions: dict) -> None:
                if shown():
                    self._move_on_canvas(positions)

            def current(entity_id: str):
                return self._canvas_position(entity_id) if shown() else None
        return LayoutContext(apply=apply, current=current, relayout=self.relayout, name_of=self._name_of)

    def current_positions(self) -> dict[str, tuple[float, float, bool]]:
        scene = self.canvas.model
        placed = scene.placed()
        return {scene.ids[i]: (float(scene.pos[i, 0]), float(scene.pos[i, 1]), bool(scene.pinned[i]))
                for i in np.flatnonzero(placed)}

    def current_position(self, entity_id: str) -> tuple[float, float] | None:
        """Where the node is drawn, else where it was saved."""
        return self._canvas_position(entity_id) or self._saved_position(entity_id)

    def _canvas_position(self, entity_id: str) -> tuple[float, float] | None:
        scene = self.canvas.model
        i = scene.index.get(entity_id)
        if i is not None and np.isfinite(scene.pos[i]).all():
            return float(scene.pos[i, 0]), float(scene.pos[i, 1])
        return None

    def _saved_position(self, entity_id: str) -> tuple[float, float] | None:
        saved = self.model.positions.get(entity_id)
        return (saved[0], saved[1]) if saved else None

    def apply_and_save(self, positions: dict) -> None:
        if not positions:
            return
        self.model.set_positions(positions)
        self.show_positions(positions)  # also when the model already had them (redo of a drag)
        self._save(positions)

    def relayout(self, callback) -> None:
        self._cancel_relayout()
        self._relayout_callback = callback
        controller = self.canvas.layout_controller
        scene = self.canvas.model
        if controller is not None and scene.n and scene.placed().all():
            # A Re-layout never ends worse than it started (by stress): the worker keeps
            # the current picture if the new one is not better.
            controller.keep_better(scene.pos)
        self.canvas.start_layout(from_scratch=True)
        if self.canvas.layout_controller is None:
            self.canvas.update()
            self._on_layout_settled()

    def _cancel_relayout(self) -> None:
        callback, self._relayout_callback = self._relayout_callback, None
        if callback is not None:
            callback(None)

    def _save(self, positions: dict) -> None:
        if self.session.workspace_id is None or self.session.read_only_reason is not None:
            return
        payload = {i: (float(p[0]), float(p[1]), bool(p[2])) for i, p in positions.items()}
        self.session.submit("save_positions", positions=payload,
                            on_error=lambda m: log.warning("saving positions failed: %s", m))
        self.positions_saved.emit(len(payload))

    def _name_of(self, entity_id: str) -> str:
        entity = self.model.entities.get(entity_id)
        return entity.name if entity else entity_id
