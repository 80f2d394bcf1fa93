"""GraphCanvas: the interactive widget around a SceneModel.

Mouse:
  * wheel: zoom under the cursor;
  * left press on a node: select it (Shift / Ctrl: toggle it in the selection); drag it (or the
    whole selection when it is part of it) - the held nodes are fixed in the layout; on release
    `nodes_moved` fires once with {id: ((x0, y0), (x1, y1))} so the caller can push one undo step;
  * left drag on the background: pan (drag_mode "pan", the default) or rubber-band select
    (drag_mode "select"); with Shift or Ctrl held it is always a rubber band (Shift adds);
  * middle drag: pan; a click on the background clears the selection;
  * hover: the node and its neighbours are highlighted; tooltips name the node or the edge type;
  * right button: `context_menu_requested(node id or None, global position)`;
  * minimap (bottom-right, shown while zoomed in): press or drag on it to move the view there.

Readability (for the View menu): set_importance (size by degree / PageRank ...),
set_communities (colour by community; None: by type), set_highlighted (search hits: ringed,
labelled first), frame_ids (zoom to show given nodes), show_legend / show_minimap.

The canvas does not lay anything out itself when a LayoutController is attached: it forwards the
graph and drags to it and paints the positions it publishes. Without one, new nodes are placed
synchronously (fine for small graphs and tests).
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QApplication, QSizePolicy, QToolTip, QWidget

from .graph_arrays import undirected_csr
from .layout import LayoutParams, place_unplaced, tune_malloc
from .minimap import Minimap
from .renderer import GraphRenderer, RenderStyle
from .scene_model import SceneModel, Viewport

# A fit keeps the discs clear of the legends by shifting the graph within the room the fit
# leaves, else zooming out at most to 70 % (and shifting); beyond that, or on graphs larger
# than this, the plain fit stays. When no view is clear the search costs 80-100 times the
# plain fit (5-15 ms for 300-3,000 nodes, benchmarks/legend_fit.py), so layout steps, a frame
# each, use the plain fit and the search runs once the layout is at rest.
LEGEND_FIT_STEPS = (1.0, 0.95, 0.9, 0.85, 0.8, 0.75, 0.7)
LEGEND_FIT_MAX_NODES = 3000
WHEEL_STEP = 1.0015          # zoom factor per wheel-delta unit (120 units = one notch ~ 1.2x)


class GraphCanvas(QWidget):
    node_clicked = Signal(str)
    node_double_clicked = Signal(str)
    selection_changed = Signal(list)                   # list[str] of selected ids
    nodes_moved = Signal(dict)                         # {id: ((x0, y0), (x1, y1))}
    context_menu_requested = Signal(object, QPoint)    # node id or None, global position
    hovered_changed = Signal(object)                   # node id or None
    layout_settled = Signal()                          # attached layout came to rest
    painted = Signal()                                 # a frame was painted (tests, benchmarks)

    def __init__(self, parent: QWidget | None = None, model: SceneModel | None = None,
                 renderer: GraphRenderer | None = None):
        super().__init__(parent)
        tune_malloc()
        self.model = model or SceneModel()
        self.renderer = renderer or GraphRenderer(RenderStyle())
        self.viewport = Viewport(float(self.width()), float(self.height()))
        self.drag_mode = "pan"               # what a plain left drag on the background does
        self.auto_fit = True                 # fit once positions arrive, until the user navigates
        self.layout_mode = "communities"    # LayoutParams.mode of the next layout run (View menu)
        self.fit_margin = 30.0               # pixels kept free around the graph by zoom_to_fit
        # zoom_to_fit also keeps room for the labels of the outermost nodes (below the disc,
        # centred, as the renderer tries first), not a wide margin on every side.
        self.fit_label_room = False
        self.hover_pad_px = 3.0
        self._layout = None
        self._generation = 0
        self.settled_generation = 0          # the newest graph generation the layout finished
        self.settle_count = 0                # how often the attached layout came to rest
        self._fresh_layouts = 0
        self._mirror_generation = -1         # a whole new layout: may be mirrored once at rest
        self._press = None                   # state of the current mouse gesture
        self._held = np.zeros(0, dtype=np.int64)
        # Nodes the user put somewhere whose new position the worker has not echoed yet:
        # publishes already in flight still carry the old spot and must not snap them back.
        self._pending: dict[int, np.ndarray] = {}
        self._rubber: QRectF | None = None
        self.overlay_text = ""               # a line in the bottom-left corner (what is shown)
        self.minimap = Minimap()
        self.show_minimap = True             # the minimap appears only while zoomed in
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.StrongFocus)
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)
        self.setAttribute(Qt.WA_OpaquePaintEvent)
        self.setMinimumSize(200, 150)

    # -- feeding ----------------------------------------------------------------------------

    def set_layout_controller(self, controller) -> None:
        """Attach a LayoutController (or None). The canvas forwards graphs and drags to it."""
        if self._layout is not None:
            try:
                self._layout.positions_ready.disconnect(self._on_layout_positions)
                self._layout.settled.disconnect(self._on_layout_settled)
            except (RuntimeError, TypeError):
                pass
        self._layout = controller
        if controller is not None:
            controller.positions_ready.connect(self._on_layout_positions)
            controller.settled.connect(self._on_layout_settled)

    @property
    def layout_controller(self):
        return self._layout

    @property
    def is_interacting(self) -> bool:
        """A mouse gesture (drag, pan, rubber band) is in progress."""
        return self._press is not None

    def set_graph(self, ids, edges=(), **kwargs) -> None:
        """Show a new graph; arguments as SceneModel.set_graph. Known ids keep their positions
        (and, while the layout is still moving, their share of its motion)."""
        old_index = self.model.index
        self.model.set_graph(ids, edges, **kwargs)
        carry = np.fromiter((old_index.get(i, -1) for i in self.model.ids), dtype=np.int64,
                            count=self.model.n)
        self._held = np.zeros(0, dtype=np.int64)
        self._pending.clear()
        self._press = None
        self._rubber = None
        self.start_layout(carry=carry)
        self.update()

    def set_visibility(self, node_hidden=None, edge_hidden=None, edge_faded=None, repaint: bool = True) -> bool:
        """Hide / show nodes and edges and mark faded edges (masks, see SceneModel); the graph
        and the layout are left alone. The same masks again draw no new frame (a focus view's
        answer for the moment already shown re-applies them). repaint False: the caller asks
        for the frame (update) once what goes with the masks has arrived. Returns whether
        anything changed."""
        m = self.model
        if all(new is None or np.array_equal(np.asarray(new, dtype=bool).reshape(-1), old)
               for new, old in ((node_hidden, m.hidden), (edge_hidden, m.edge_hidden), (edge_faded, m.faded))):
            return False
        hovered = self.model.hovered
        self.model.set_visibility(node_hidden, edge_hidden, edge_faded)
        if hovered >= 0 and self.model.hovered < 0:
            self.hovered_changed.emit(None)
        if repaint:
            self.update()
        return True

    def start_layout(self, from_scratch: bool = False, carry=None) -> None:
        """Hand the model to the attached layout (only new nodes and their surroundings move;
        from_scratch discards every position but the pinned ones), or, without a controller,
        place new nodes now. carry: per node, its index in the previous graph or -1."""
        m = self.model
        if self._layout is not None:
            pos = m.pos.copy()
            seed = 0
            if from_scratch:
                pos[~m.pinned] = np.nan
                self.auto_fit = True
                carry = None
                self._fresh_layouts += 1
                seed = self._fresh_layouts  # each re-layout tries another start
            self._generation = self._layout.set_graph(pos, m.src, m.dst, pinned=m.pinned,
                                                      radius=m.radius, carry=carry, seed=seed,
                                                      params=self.layout_params())
            whole = m.n > 0 and not m.pinned.any() and not np.isfinite(pos).all(axis=1).any()
            self._mirror_generation = self._generation if whole else -1
        elif not m.placed().all():
            indptr, indices = undirected_csr(m.n, m.src, m.dst)
            place_unplaced(m.pos, indptr, indices, LayoutParams().ideal_length,
                           np.random.default_rng(0))
            m.invalidate_index()
            if self.auto_fit:
                self.zoom_to_fit()

    # Pixels of the canvas the layout counts on beyond the fit's margin: the outermost labels
    # (zoom_to_fit keeps room for them) and a legend the fit may have to zoom out from.
    LAYOUT_VIEW_RESERVE = (60.0, 48.0)

    def layout_params(self) -> LayoutParams:
        """Parameters of the next layout run: the mode, the canvas's shape and, once the canvas
        has a real size, the room the fit will show it in and how discs are drawn there, so
        that the layout keeps every edge's line and the discs apart as drawn (LayoutParams)."""
        params = LayoutParams(mode=self.layout_mode, aspect=self.layout_aspect())
        w, h = self.width(), self.height()
        if self.isVisible() and w >= 50 and h >= 50:
            rw, rh = self.LAYOUT_VIEW_RESERVE
            params.view_px = (max(w - 2.0 * self.fit_margin - rw, 0.5 * w),
                              max(h - 2.0 * self.fit_margin - rh, 0.5 * h))
            params.smallest_radius = self.model.radius_range()[0]
            params.min_screen_radius = self.renderer.style.min_screen_radius
            params.fit_max_scale = self.FIT_MAX_SCALE
            params.canvas_px = (float(w), float(h))
            params.legend_boxes = self._legend_boxes()
        return params

    def _legend_boxes(self) -> tuple:
        """The legends' boxes (x0, y0, x1, y1) as they would be drawn now (the size legend's
        reference discs follow the zoom: roughly)."""
        if not self.renderer.style.show_legend or self.model.n == 0:
            return ()
        from .legend import legend_layout

        st = self.renderer.style
        vp = Viewport(float(self.width()), float(self.height()), self.viewport.scale)
        lay = legend_layout(self.model, vp, self.renderer.font, st.min_screen_radius,
                            self.renderer.legend_bottom_inset)
        return tuple((b.left(), b.top(), b.right(), b.bottom())
                     for b in (lay.size_box, lay.color_box) if b is not None)

    def layout_aspect(self) -> float:
        """Width / height the next layout should settle to: the canvas's own shape (a wide
        picture in a squarish canvas leaves bands empty above and below it at the fit), within
        0.5..2.5; before the canvas has a real size, the wide default."""
        w, h = self.width(), self.height()
        if not self.isVisible() or w < 50 or h < 50:
            return LayoutParams().aspect
        return float(np.clip(w / h, 0.5, 2.5))

    def set_positions(self, positions: dict) -> None:
        """Move nodes {id: (x, y)} (e.g. undo of a drag); the layout settles around them."""
        idx = [self.model.index[i] for i in positions if i in self.model.index]
        if not idx:
            return
        xy = np.array([positions[self.model.ids[i]] for i in idx], dtype=float)
        self.model.set_positions(xy, idx)
        if self._layout is not None:
            self._expect(idx)
            self._layout.move(idx, xy)
        self.update()

    def _expect(self, indices) -> None:
        for j in np.atleast_1d(indices).tolist():
            self._pending[j] = self.model.pos[j].copy()

    def set_pinned(self, ids, pinned: bool = True) -> None:
        idx = self.model.indices_of(ids)
        self.model.pinned[idx] = pinned
        if self._layout is not None:
            self._layout.set_pinned(self.model.pinned)
        self.update()

    def set_hidden(self, ids, hidden: bool = True) -> None:
        idx = self.model.indices_of(ids)
        self.model.hidden[idx] = hidden
        self.model.invalidate_index()
        self.update()

    def positions(self) -> dict[str, tuple[float, float]]:
        return self.model.positions_by_id()

    def _on_layout_positions(self, generation: int, pos, settled: bool = False) -> None:
        if generation != self._generation or len(pos) != self.model.n:
            return                                   # a graph we no longer show
        if self._held.size or self._pending:
            pos = pos.copy()
            pos[self._held] = self.model.pos[self._held]   # the mouse owns held nodes
            for j, want in list(self._pending.items()):
                if np.allclose(pos[j], want, rtol=0.0, atol=1e-6):
                    del self._pending[j]                   # the worker has caught up
                else:
                    pos[j] = want
        self.model.set_positions(pos)
        if self.auto_fit:
            # Clear of the legends once at rest: a frame per layout step would pay the search.
            self.zoom_to_fit(clear_legends=settled)
        self.update()

    def _on_layout_settled(self, generation: int, pos) -> None:
        if generation == self._generation:
            self._on_layout_positions(generation, pos, settled=True)
            if generation == self._mirror_generation:
                self._mirror_generation = -1
                self._mirror_clear_of_legends()
            self.settled_generation = generation
            self.settle_count += 1
            self.layout_settled.emit()

    @property
    def layout_at_rest(self) -> bool:
        """The attached layout has finished the graph shown and is not moving (no layout: True)."""
        lay = self._layout
        return lay is None or (self.settled_generation == self._generation and not lay.running)

    # -- readability ------------------------------------------------------------------------

    def set_importance(self, kind: str = "degree", values=None) -> None:
        """Size nodes (disc area) and rank labels by degree (values None) or by the caller's
        measure: kind names it in the size legend ("PageRank"), values is an (n,) array in node
        order or {id: value}. See SceneModel.set_importance. A new graph goes back to degree.
        The same sizes again draw no new frame."""
        if self.model.set_importance(kind, values):
            self.update()

    def set_communities(self, community=None, names=None) -> None:
        """Colour nodes by community ((n,) ints or {id: int}; negative: none), or by type again
        with None. The colour legend (top-right) lists the groups; see SceneModel.set_communities.
        The same colours again draw no new frame."""
        if self.model.set_communities(community, names):
            self.update()

    def legend_entries(self) -> dict:
        """What the legends show: {"size": [(value, world radius, text)], "colour":
        [(0xRRGGBB, text, count)]} (e.g. to list them in a side panel)."""
        return {"size": self.model.size_legend(), "colour": self.model.color_legend()}

    @property
    def show_legend(self) -> bool:
        return self.renderer.style.show_legend

    @show_legend.setter
    def show_legend(self, on: bool) -> None:
        self.renderer.style.show_legend = bool(on)
        self.update()

    def set_path(self, node_ids=(), edge_ids=()) -> None:
        """Draw a path (node ids in order, edge ids) over the graph; empty clears."""
        self.model.set_path(node_ids, edge_ids)
        self.update()

    def set_changes(self, appeared_node_ids=(), appeared_edge_ids=(), ended_edge_ids=(),
                    comparing: bool | None = None) -> int:
        """Mark what appeared and what ended between two compared times (nothing: clear); see
        SceneModel.set_changes."""
        held = self.model.set_changes(appeared_node_ids, appeared_edge_ids, ended_edge_ids, comparing)
        self.update()
        return held

    def set_highlighted(self, ids) -> list[str]:
        """Highlight nodes (e.g. search hits; None or [] clears): a distinct ring and their
        labels first. Returns the ids that are on the canvas."""
        idx = self.model.set_highlighted(list(ids) if ids is not None else None)
        self.update()
        return [self.model.ids[i] for i in idx.tolist()]

    def highlighted_ids(self) -> list[str]:
        return [self.model.ids[i] for i in np.flatnonzero(self.model.highlighted).tolist()]

    def frame_ids(self, ids, margin: float | None = None) -> bool:
        """Zoom and pan so the given nodes (e.g. search hits) fill the view; the view then stays
        put (no auto-fit). False, and nothing changes, when none of them is placed and shown."""
        mask = np.zeros(self.model.n, dtype=bool)
        mask[self.model.indices_of(ids)] = True
        if self.model.bounds(mask) is None:
            return False
        self.zoom_to_fit(ids, margin)
        self.auto_fit = False
        return True

    def minimap_rect(self) -> QRectF | None:
        """Where the minimap is drawn in widget coordinates, or None while it is hidden."""
        if not self.show_minimap or not self.minimap.is_shown(self.model, self.viewport):
            return None
        return self.minimap.rect(self.width(), self.height())

    def _minimap_jump(self, pt: QPointF) -> None:
        rect = self.minimap.rect(self.width(), self.height())
        world = self.minimap.world_at(self.model, rect, pt.x(), pt.y())
        if world is not None:
            self.auto_fit = False
            self.viewport.center_on(*world)
            self.update()

    # -- view -------------------------------------------------------------------------------

    def zoom_to_fit(self, ids=None, margin: float | None = None, clear_legends: bool = True) -> None:
        """Fit all (or the given) nodes into the widget (and, clear_legends, out from under
        the legends where a little zoom and shift can)."""
        margin = self.fit_margin if margin is None else margin
        mask = None
        if ids is not None:
            mask = np.zeros(self.model.n, dtype=bool)
            mask[self.model.indices_of(ids)] = True
        self.viewport.width, self.viewport.height = float(self.width()), float(self.height())
        self._fit(mask, margin)
        if clear_legends:
            self._fit_clear_of_legends(mask, margin)
        self.update()

    FIT_MAX_SCALE = 2.0   # a fit does not blow a handful of nodes up beyond this

    def _fit_extents(self, use: np.ndarray, margin: float):
        """For the fitted nodes: a function of the scale giving the screen extents (left, top,
        right, bottom, relative to the world origin at offset 0) of their discs and, with
        fit_label_room, of the labels the renderer will likely draw, plus the margin."""
        m = self.model
        pos, rad = m.pos[use], m.radius[use]
        lab_w = np.zeros(len(pos))
        lab_h = np.zeros(len(pos))
        if self.fit_label_room:
            rend, st = self.renderer, self.renderer.style
            cap = max(1, min(st.max_labels, int(self.width() * self.height() / st.label_area_px)))
            cand = [i for i in m.label_candidates(use, cap=cap).tolist() if m.labels[i]]
            if cand:
                big = rend._big_label(m)
                where = np.cumsum(use) - 1                   # node index -> row in pos
                for i in cand:
                    _t, w, h = rend._text(m.labels[i], bool(big[i]))
                    lab_w[where[i]], lab_h[where[i]] = w / 2.0, h + 1.0

        def extents(s: float):
            r = rad * s
            x, y = pos[:, 0] * s, pos[:, 1] * s
            half = np.maximum(r, lab_w)
            return (float((x - half).min()) - margin, float((y - r).min()) - margin,
                    float((x + half).max()) + margin, float((y + r + lab_h).max()) + margin)
        return extents

    def _fit(self, mask, margin: float) -> None:
        """Zoom and centre on the usable (masked) nodes: the largest scale (up to FIT_MAX_SCALE)
        at which their extents (see _fit_extents) fit the view."""
        m, vp = self.model, self.viewport
        use = m.usable() if mask is None else (mask & m.usable())
        if not use.any() or not self.fit_label_room:
            vp.fit(m.bounds(mask), margin, max_scale=self.FIT_MAX_SCALE)
            return
        extents = self._fit_extents(use, margin)

        def fits(s: float) -> bool:
            x0, y0, x1, y1 = extents(s)
            return x1 - x0 <= vp.width and y1 - y0 <= vp.height

        lo, hi = vp.min_scale, min(self.FIT_MAX_SCALE, vp.max_scale)
        if fits(hi):
            lo = hi
        else:
            # Extents grow with the scale (labels are fixed pixels, discs and gaps grow).
            for _ in range(40):
                mid = (lo * hi) ** 0.5
                lo, hi = (mid, hi) if fits(mid) else (lo, mid)
        x0, y0, x1, y1 = extents(lo)
        vp.scale = lo
        vp.ox = (vp.width - (x0 + x1)) / 2.0
        vp.oy = (vp.height - (y0 + y1)) / 2.0

    def _fit_clear_of_legends(self, mask, margin: float) -> bool:
        """After a fit: if discs lie under a legend (size bottom-left, colours top-right), move
        the graph within the room the fit leaves (a wide graph in a squarer canvas has room
        above and below it) and, only when no such spot is clear, zoom out a little; as little
        zoom and as little shift as keeps every fitted disc clear of both legends. When no view
        is clear within LEGEND_FIT_STEPS, the plain fit stays (and False is returned)."""
        m = self.model
        st = self.renderer.style
        if not st.show_legend or not 0 < m.n <= LEGEND_FIT_MAX_NODES:
            return True
        use = m.usable() if mask is None else (mask & m.usable())
        if not use.any():
            return True
        from .legend import legend_layout

        vp = self.viewport
        pos, rad = m.pos[use], m.radius[use]
        extents = self._fit_extents(use, margin)
        scale0, ox0, oy0 = vp.scale, vp.ox, vp.oy
        lay = legend_layout(m, vp, self.renderer.font, st.min_screen_radius, self.renderer.legend_bottom_inset)
        if lay.size_box is None and lay.color_box is None:
            return True
        for factor in LEGEND_FIT_STEPS:
            s_ = scale0 * factor
            vp.scale = s_
            lay = legend_layout(m, vp, self.renderer.font, st.min_screen_radius, self.renderer.legend_bottom_inset)
            legends = [b for b in (lay.size_box, lay.color_box) if b is not None]  # sizes follow the zoom
            # Offsets keeping the graph (and the room of its labels and margin) inside the view
            # where there is room, nearest the centred one first.
            x0, y0, x1, y1 = extents(s_)
            cx = (vp.width - (x0 + x1)) / 2.0
            cy = (vp.height - (y0 + y1)) / 2.0
            sx_room = max(0.0, (vp.width - (x1 - x0)) / 2.0)
            sy_room = max(0.0, (vp.height - (y1 - y0)) / 2.0)
            steps = np.linspace(-1.0, 1.0, 17)
            gx, gy = np.meshgrid(cx + steps * sx_room, cy + steps * sy_room)
            ox, oy = gx.ravel(), gy.ravel()
            order = np.argsort(np.hypot(ox - cx, oy - cy), kind="stable")
            ox, oy = ox[order], oy[order]
            sr = m.drawn_radius(rad, s_, st.min_screen_radius)
            px, py = pos[:, 0] * s_, pos[:, 1] * s_
            hit = np.zeros(ox.size, dtype=bool)
            for b in legends:
                # Disc i under box b at offset (ox, oy): both its spans meet the box's.
                in_x = ((px + sr)[None, :] + ox[:, None] > b.left()) & ((px - sr)[None, :] + ox[:, None] < b.right())
                in_y = ((py + sr)[None, :] + oy[:, None] > b.top()) & ((py - sr)[None, :] + oy[:, None] < b.bottom())
                hit |= (in_x & in_y).any(axis=1)
            free = np.flatnonzero(~hit)
            if free.size:
                vp.ox, vp.oy = float(ox[free[0]]), float(oy[free[0]])
                return True
        vp.scale, vp.ox, vp.oy = scale0, ox0, oy0
        return False

    def _mirror_clear_of_legends(self) -> None:
        """Once a whole new layout is at rest and the fit had to zoom out to keep discs off the
        legends: mirror the picture (left-right, top-bottom or both, and on a squarish canvas
        also transposed; nothing a reader cares about changes, as with the layout's own turn)
        if that lets the fit show it larger, and
        hand the mirrored positions to the layout. A picture whose empty corners lie away from
        the legends was shown up to a fifth smaller on a squarish canvas."""
        m, vp = self.model, self.viewport
        if (not self.auto_fit or not self.renderer.style.show_legend or self._held.size
                or not 1 < m.n <= LEGEND_FIT_MAX_NODES or not m.usable().all()):
            return
        margin = self.fit_margin
        vp.width, vp.height = float(self.width()), float(self.height())

        def fitted() -> tuple[bool, float]:
            """(clear of the legends, zoom) of the fit of the picture as it is now."""
            self._fit(None, margin)
            clear = self._fit_clear_of_legends(None, margin)
            return clear, vp.scale

        shown = fitted()
        self._fit(None, margin)
        if shown[0] and shown[1] >= vp.scale * (1.0 - 1e-9):    # the legends cost nothing
            self.zoom_to_fit()
            return
        pos0 = m.pos.copy()
        r = m.radius[:, None]
        centre = ((pos0 - r).min(axis=0) + (pos0 + r).max(axis=0)) / 2.0
        best, best_pos = shown, None
        rel = pos0 - centre
        turns = [rel * f for f in ((-1.0, 1.0), (1.0, -1.0), (-1.0, -1.0))]
        if 0.8 <= self.width() / max(self.height(), 1) <= 1.25:
            # A squarish canvas: a quarter turn (the picture transposed) fits about as well.
            turns += [rel[:, ::-1] * f for f in ((1.0, 1.0), (-1.0, 1.0), (1.0, -1.0), (-1.0, -1.0))]
        for turned in turns:
            m.pos[:] = centre + turned
            got = fitted()
            # Clear of the legends first, then the larger zoom.
            if (got[0], got[1]) > (best[0], best[1] * (1.0 + 1e-6)):
                best, best_pos = got, m.pos.copy()
        m.pos[:] = pos0 if best_pos is None else best_pos
        m.invalidate_index()
        self.zoom_to_fit()
        if best_pos is not None and self._layout is not None:
            # Already at rest: the layout only takes note (a move would warm and re-settle it).
            self._layout.place(np.arange(m.n), m.pos.copy())

    def zoom_by(self, factor: float, anchor: QPointF | None = None) -> None:
        if anchor is None:
            anchor = QPointF(self.width() / 2.0, self.height() / 2.0)
        self.auto_fit = False
        self.viewport.zoom_at(factor, anchor.x(), anchor.y())
        self.update()

    def zoom_in(self) -> None:
        self.zoom_by(1.25)

    def zoom_out(self) -> None:
        self.zoom_by(0.8)

    def ensure_visible(self, node_id: str, margin: float = 40.0) -> None:
        """Pan so the node is inside the widget (no zoom change); nothing if it already is."""
        i = self.model.index.get(node_id)
        if i is None or not np.isfinite(self.model.pos[i]).all() or self.model.hidden[i]:
            return
        sx, sy = self.viewport.to_screen(*self.model.pos[i])
        if margin <= sx <= self.width() - margin and margin <= sy <= self.height() - margin:
            return
        self.center_on(node_id)

    def center_on(self, node_id: str) -> None:
        i = self.model.index.get(node_id)
        if i is None or not np.isfinite(self.model.pos[i]).all():
            return
        self.auto_fit = False
        self.viewport.center_on(*self.model.pos[i])
        self.update()

    def set_selected_ids(self, ids, emit: bool = False) -> None:
        if self.model.set_selected(self.model.indices_of(ids)) and emit:
            self.selection_changed.emit(self.model.selected_ids())
        self.update()

    def selected_ids(self) -> list[str]:
        return self.model.selected_ids()

    def screen_pos(self, node_id: str) -> QPointF:
        """Where a node is drawn, in widget coordinates (handy for tests and popups)."""
        x, y = self.model.pos[self.model.index[node_id]]
        sx, sy = self.viewport.to_screen(x, y)
        return QPointF(float(sx), float(sy))

    # -- painting ---------------------------------------------------------------------------

    VIEW_FIELDS = ("aspect", "view_px", "canvas_px", "legend_boxes")

    def resizeEvent(self, event) -> None:
        old_w, old_h = self.viewport.width, self.viewport.height
        if (self._layout is not None and not self.layout_at_rest and self.model.n
                and (abs(self.width() - old_w) > 2 or abs(self.height() - old_h) > 2)):
            # Laid out for another size (a notice bar appeared above the canvas, say): the
            # layout still moving keeps room for the discs and lines at the new size's fit.
            params = self.layout_params()
            if params.view_px is not None:
                self._layout.set_view({f: getattr(params, f) for f in self.VIEW_FIELDS})
        self.viewport.width, self.viewport.height = float(self.width()), float(self.height())
        # Keep the centre of the view where it was.
        self.viewport.pan((self.width() - old_w) / 2.0, (self.height() - old_h) / 2.0)
        if self.auto_fit:
            self._fit(None, self.fit_margin)
            self._fit_clear_of_legends(None, self.fit_margin)
        super().resizeEvent(event)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        try:
            # The size legend sits above the overlay line.
            self.renderer.legend_bottom_inset = (p.fontMetrics().height() + 12) if self.overlay_text else 0.0
            self.renderer.paint(p, self.model, self.viewport)
            mini = self.minimap_rect()
            if mini is not None:
                self.minimap.paint(p, self.model, self.viewport, mini)
            if self._rubber is not None:
                p.setPen(QPen(QColor(26, 115, 232), 1.0, Qt.DashLine))
                p.setBrush(QColor(26, 115, 232, 40))
                p.drawRect(self._rubber)
            if self.overlay_text:
                self._paint_overlay(p)
        finally:
            p.end()
        self.painted.emit()

    def set_overlay_text(self, text: str, repaint: bool = True) -> None:
        """Text drawn in the bottom-left corner in the same paint as the graph (a child label
        would cost a second paint of the canvas under it). repaint False: it goes with a frame
        the caller owes."""
        if text != self.overlay_text:
            self.overlay_text = text
            if repaint:
                self.update()

    def _paint_overlay(self, p: QPainter) -> None:
        p.setFont(self.renderer.font)
        metrics = p.fontMetrics()
        w = metrics.horizontalAdvance(self.overlay_text) + 12
        h = metrics.height() + 6
        box = QRectF(6, self.height() - h - 6, w, h)
        st = self.renderer.style
        r, g, b, _a = st.label_bg
        p.setPen(Qt.NoPen)
        p.setBrush(QColor(r, g, b, 235))
        p.drawRoundedRect(box, 3, 3)
        p.setPen(QColor((st.label_rgb >> 16) & 255, (st.label_rgb >> 8) & 255, st.label_rgb & 255))
        p.drawText(box, Qt.AlignCenter, self.overlay_text)

    # -- mouse ------------------------------------------------------------------------------

    def _world(self, pt: QPointF) -> tuple[float, float]:
        return self.viewport.to_world(pt.x(), pt.y())

    def node_at(self, pt: QPointF) -> int:
        """Node under a widget position (discs as drawn, plus a few pixels of slack), or -1."""
        x, y = self._world(pt)
        s = self.viewport.scale
        min_px = self.renderer.style.min_screen_radius
        return self.model.node_at(x, y, pad=self.hover_pad_px / s, min_radius=min_px / s,
                                  scale=s, min_screen_radius=min_px)

    def mousePressEvent(self, event) -> None:
        pt = event.position()
        mods = event.modifiers()
        additive = bool(mods & (Qt.ShiftModifier | Qt.ControlModifier))
        if event.button() == Qt.MiddleButton:
            self._press = {"kind": "pan", "start": pt, "last": pt, "moved": False}
            return
        if event.button() != Qt.LeftButton:
            return
        mini = self.minimap_rect()
        if mini is not None and mini.contains(pt):
            self._press = {"kind": "minimap", "start": pt, "moved": False}
            self._minimap_jump(pt)
            return
        i = self.node_at(pt)
        if i >= 0:
            m = self.model
            changed = False
            if additive:
                m.toggle_selected(i)
                changed = True
            elif not m.selected[i]:
                changed = m.set_selected([i])
            if changed:
                self.selection_changed.emit(m.selected_ids())
            group = np.flatnonzero(m.selected) if m.selected[i] else np.array([i])
            self._press = {"kind": "node", "node": i, "start": pt, "moved": False,
                           "group": group, "origin": m.pos[group].copy(),
                           "world": self._world(pt), "additive": additive}
            self.update()
            return
        if additive or self.drag_mode == "select":
            self._press = {"kind": "rubber", "start": pt, "moved": False, "additive": additive}
        else:
            self._press = {"kind": "pan", "start": pt, "last": pt, "moved": False}

    def mouseMoveEvent(self, event) -> None:
        pt = event.position()
        st = self._press
        if st is None:
            self._update_hover(pt)
            return
        if st["kind"] == "minimap":
            self._minimap_jump(pt)
            return
        if not st["moved"]:
            if (pt - st["start"]).manhattanLength() < QApplication.startDragDistance():
                return
            st["moved"] = True
            if st["kind"] == "node":
                self._held = st["group"]
        if st["kind"] == "pan":
            d = pt - st["last"]
            st["last"] = pt
            self.auto_fit = False
            self.viewport.pan(d.x(), d.y())
            self.update()
        elif st["kind"] == "node":
            self._drag_to(st, pt)
        elif st["kind"] == "rubber":
            self._rubber = QRectF(st["start"], pt).normalized()
            self.update()

    def _drag_to(self, st: dict, pt: QPointF) -> None:
        wx, wy = self._world(pt)
        x0, y0 = st["world"]
        new = st["origin"] + np.array([wx - x0, wy - y0])
        self.model.set_positions(new, st["group"])
        self.auto_fit = False
        if self._layout is not None:
            self._layout.hold(st["group"], new)
        self.update()

    def mouseReleaseEvent(self, event) -> None:
        st = self._press
        self._press = None
        if st is None:
            return
        pt = event.position()
        m = self.model
        if st["kind"] == "node":
            i = st["node"]
            if st["moved"]:
                self._drag_to(st, pt)                # the drop point is where the node ends
                group = st["group"]
                self._held = np.zeros(0, dtype=np.int64)
                if self._layout is not None:
                    self._expect(group)
                    self._layout.release(group)
                moved = {m.ids[j]: (tuple(map(float, o)), tuple(map(float, m.pos[j])))
                         for j, o in zip(group.tolist(), st["origin"])}
                self.nodes_moved.emit(moved)
            else:
                if not st["additive"] and m.selected.sum() > 1:
                    # A plain click inside a multi-selection narrows it to this node.
                    if m.set_selected([i]):
                        self.selection_changed.emit(m.selected_ids())
                self.node_clicked.emit(m.ids[i])
            self.update()
        elif st["kind"] == "rubber":
            rect = self._rubber
            self._rubber = None
            if st["moved"] and rect is not None:
                x0, y0 = self._world(rect.topLeft())
                x1, y1 = self._world(rect.bottomRight())
                inside = m.nodes_in_rect(x0, y0, x1, y1)
                if m.set_selected(inside, add=st["additive"]):
                    self.selection_changed.emit(m.selected_ids())
            elif not st["additive"] and m.selected.any():
                m.set_selected([])
                self.selection_changed.emit([])
            self.update()
        elif st["kind"] == "pan" and not st["moved"] and event.button() == Qt.LeftButton:
            if m.selected.any():
                m.set_selected([])
                self.selection_changed.emit([])
                self.update()
        self._update_hover(pt)

    def mouseDoubleClickEvent(self, event) -> None:
        i = self.node_at(event.position())
        if i >= 0 and event.button() == Qt.LeftButton:
            self.node_double_clicked.emit(self.model.ids[i])

    def wheelEvent(self, event) -> None:
        delta = event.angleDelta().y() or event.angleDelta().x()
        if delta:
            self.zoom_by(WHEEL_STEP ** delta, event.position())
        event.accept()

    def contextMenuEvent(self, event) -> None:
        i = self.node_at(QPointF(event.pos()))
        self.context_menu_requested.emit(self.model.ids[i] if i >= 0 else None, event.globalPos())

    def leaveEvent(self, event) -> None:
        if self.model.hovered >= 0 or self.model.hovered_edge >= 0:
            self.model.hovered = -1
            self.model.hovered_edge = -1
            self.hovered_changed.emit(None)
            self.update()
        super().leaveEvent(event)

    def keyPressEvent(self, event) -> None:
        if event.key() == Qt.Key_Escape:
            if self._press is not None and self._press["kind"] == "node" and self._press["moved"]:
                # Cancel the drag: put the nodes back.
                st = self._press
                self._press = None
                self._held = np.zeros(0, dtype=np.int64)
                self.model.set_positions(st["origin"], st["group"])
                if self._layout is not None:
                    self._expect(st["group"])
                    self._layout.move(st["group"], st["origin"])
                    self._layout.release(st["group"])
            elif self.model.selected.any():
                self.model.set_selected([])
                self.selection_changed.emit([])
            self.update()
            return
        super().keyPressEvent(event)

    def _update_hover(self, pt: QPointF) -> None:
        mini = self.minimap_rect()
        i = -1 if (mini is not None and mini.contains(pt)) else self.node_at(pt)
        e = -1
        if i < 0 and not (mini is not None and mini.contains(pt)):
            x, y = self._world(pt)
            e = self.model.edge_at(x, y, tol=4.0 / self.viewport.scale)
        if i != self.model.hovered or e != self.model.hovered_edge:
            node_changed = i != self.model.hovered
            self.model.hovered = i
            self.model.hovered_edge = e
            if node_changed:
                self.hovered_changed.emit(self.model.ids[i] if i >= 0 else None)
            self.update()

    def event(self, event) -> bool:
        if event.type() == event.Type.ToolTip:
            text = self.tooltip_at(QPointF(event.pos()))
            if text:
                QToolTip.showText(event.globalPos(), text, self)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)

    def tooltip_at(self, pt: QPointF) -> str:
        """Text for the tooltip at a widget position: node label and type, or the edge type."""
        m = self.model
        i = self.node_at(pt)
        if i >= 0:
            t = m.node_types[i]
            return f"{m.labels[i]} ({t})" if t else m.labels[i]
        x, y = self._world(pt)
        e = m.edge_at(x, y, tol=4.0 / self.viewport.scale)
        return m.edge_description(e) if e >= 0 else ""
