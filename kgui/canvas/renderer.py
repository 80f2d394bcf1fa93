"""Draw a SceneModel with one QPainter pass, batched from numpy arrays.

Why it is fast enough for 20k nodes in Python:
  * no Python object per node or edge: edge segments (and arrowhead wings) go to
    QPainter::drawLines(const QPointF*, int) straight from a numpy buffer (shiboken wrapInstance
    on the array's memory), and nodes are antialiased disc sprites drawn with one
    QPainter::drawPixmapFragments call per atlas page, also from a numpy buffer (per-fragment
    opacity carries the confidence);
  * edges use opaque pens (their translucency is pre-blended with the background): Qt's raster
    engine strokes translucent antialiased lines about 10x slower;
  * only what intersects the viewport is submitted, and edges are trimmed to the node rims
    (an edge hidden under its end nodes is not drawn at all);
  * labels are limited (level of detail) and cached as QStaticText.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import numpy as np
import shiboken6
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen, QPixmap, QStaticText

from .scene_model import APPEARED_RGB, ENDED_RGB, SceneModel, Viewport

_FRAGMENT = QPainter.PixmapFragment


def _qcolor(rgb: int, alpha: float = 1.0) -> QColor:
    return QColor((rgb >> 16) & 255, (rgb >> 8) & 255, rgb & 255, int(round(alpha * 255)))


def blend(rgb: int, over: int, alpha: float) -> int:
    """rgb drawn with alpha over the colour `over`, as an opaque colour.

    Edges are drawn with opaque pens: Qt's raster engine strokes translucent antialiased lines
    about 10x slower than opaque ones (measured 195 ms vs 24 ms for 10k edges at 1600x1000).
    """
    out = 0
    for shift in (16, 8, 0):
        a = (rgb >> shift) & 255
        b = (over >> shift) & 255
        out |= int(round(a * alpha + b * (1.0 - alpha))) << shift
    return out


def draw_segments(painter: QPainter, seg: np.ndarray) -> None:
    """Draw k line segments given as a (k, 4) array [x0, y0, x1, y1] in one call."""
    if len(seg) == 0:
        return
    buf = np.ascontiguousarray(seg, dtype=np.float64)
    # The wrapper aliases buf's memory (QPointF is two doubles); buf outlives the call.
    painter.drawLines(shiboken6.wrapInstance(buf.ctypes.data, QPointF), len(buf))


@dataclass
class RenderStyle:
    background: int | None = 0xFFFFFF      # None: leave the device as it is
    edge_rgb: int = 0x7F8790
    edge_alpha: float = 0.55
    edge_width: float = 1.0
    faded_alpha: float = 0.35                # closed (as-of) edges: dashed and lighter
    highlight_rgb: int = 0xE8710A            # edges / rings around the focus
    selection_rgb: int = 0x1A73E8
    outline_rgb: int = 0x3C4043
    label_rgb: int = 0x202124
    label_bg: tuple[int, int, int, int] = (255, 255, 255, 200)
    font_point_size: float = 9.0
    dim_alpha: float = 0.22                  # non-neighbours while hovering a node
    min_screen_radius: float = 1.5           # so zoomed-out nodes stay visible and clickable
    max_sprite_radius: float = 48.0          # larger discs are drawn as plain ellipses
    arrow_min_edge_px: float = 30.0          # no arrowhead on edges shorter than this on screen
    arrow_max_count: int = 4000
    max_labels: int = 200
    max_edge_labels: int = 40                # edge types written along the focus's edges
    # Level of detail: above this many pixels of (non-highlighted) edges in a frame they are
    # drawn without antialiasing, which the raster engine does ~3x faster (40k edges of 55 px:
    # 16 vs 49 ms). Such a frame is a zoomed-out hairball where the difference is hard to see;
    # highlighted edges, arrowheads, nodes and labels stay antialiased.
    aliased_edges_above_px: float = 250_000.0
    edge_label_min_px: float = 60.0          # ... when the edge is at least this long on screen
    hit_rgb: int = 0xD01884                  # ring around highlighted nodes (search hits)
    # Edges fade with density: above this share of the view covered by edge pixels, their alpha
    # drops with the square root of the excess (down to edge_min_alpha), so a hairball shows
    # its structure instead of a grey sheet.
    edge_ink_reference: float = 0.04
    edge_min_alpha: float = 0.16
    recede_alpha: float = 0.35               # what is not the focus, while something is selected
    big_label_point_size: float = 10.5       # labels of the largest discs
    strong_labels: int = 20                  # top-ranked labels allowed over other discs
    # Beyond the strong ones, a label needs a disc at least this big on screen (dots of a
    # zoomed-out view stay unnamed; zooming in grows them and their labels appear) ...
    label_min_screen_radius: float = 3.0
    # ... and the view room: at most one label per this many square pixels.
    label_area_px: float = 6000.0
    show_legend: bool = True                 # size legend bottom-left, colour legend top-right
    label_gap_px: tuple[float, float] = (8.0, 1.0)   # kept free between two labels (x, y)


@dataclass
class RenderStats:
    visible_nodes: int = 0
    visible_edges: int = 0
    arrows: int = 0
    labels: int = 0
    label_ids: tuple = ()
    aliased_edges: bool = False
    edge_alpha: float = 0.0      # alpha the ordinary edges were drawn with (density, focus)
    ms: float = 0.0


OPACITY_LEVELS = 15  # sprites carry their opacity in steps of 1/15 ...
BAKED_OPACITY_BELOW_RADIUS = 6.0  # ... when smaller than this many screen pixels


def edge_density_alpha(style: RenderStyle, edge_pixels: float, view_area: float) -> float:
    """Alpha for ordinary edges given how many pixels of them a frame draws: full edge_alpha
    while they cover at most edge_ink_reference of the view, then falling with the square root
    of the excess, never below edge_min_alpha."""
    ink = edge_pixels / max(view_area, 1.0)
    if ink <= style.edge_ink_reference:
        return style.edge_alpha
    return max(style.edge_min_alpha, style.edge_alpha * (style.edge_ink_reference / ink) ** 0.5)


class _SpriteAtlas:
    """Antialiased disc sprites keyed by (0xRRGGBB << 9 | radius in half pixels), on pages.

    Pages are QPixmaps painted in place (no image-to-pixmap copy); rows are simple shelves.
    When too many pages accumulate (a long zoom session) everything is dropped and rebuilt.
    """

    PAGE = 1024
    MAX_PAGES = 6

    def __init__(self, outline_rgb: int):
        self.outline_rgb = outline_rgb
        self.reset()

    def reset(self) -> None:
        self.generation = getattr(self, "generation", 0) + 1  # slots handed out before are void
        self.pages: list[QPixmap] = []
        self.shelves: list[list[float]] = []   # per page: [y, height, next_x] rows
        self.slots: dict[int, tuple[int, float, float, float]] = {}

    def _place(self, size: int) -> tuple[int, float, float]:
        if self.pages:
            page = len(self.pages) - 1
            rows = self.shelves[page]
            for row in rows:
                if row[1] >= size and row[2] + size <= self.PAGE and row[1] <= size * 1.5:
                    x = row[2]
                    row[2] += size
                    return page, x, row[0]
            y = rows[-1][0] + rows[-1][1] if rows else 0
            if y + size <= self.PAGE:
                rows.append([y, size, size])
                return page, 0, y
        pm = QPixmap(self.PAGE, self.PAGE)
        pm.fill(Qt.transparent)
        self.pages.append(pm)
        self.shelves.append([[0, size, size]])
        return len(self.pages) - 1, 0, 0

    def ensure(self, keys: list[int]) -> None:
        """Make sure every key ((0xRRGGBB << 9 | half-pixel radius) << 4 | opacity level) has a
        sprite: the disc drawn opaque, then laid into the atlas at level / OPACITY_LEVELS opacity
        (the same pixels as drawing the opaque sprite with that opacity)."""
        missing = [k for k in keys if k not in self.slots]
        if not missing:
            return
        if len(self.pages) >= self.MAX_PAGES:
            # Start over rather than evict piecemeal: rebuilding one frame's sprites is cheap.
            self.reset()
            missing = list(keys)
        painters: dict[int, QPainter] = {}
        outline = _qcolor(self.outline_rgb, 0.8)
        for key in missing:
            level = key & 15
            rgb = key >> 13
            r = ((key >> 4) & 511) / 2.0
            size = int(np.ceil(2 * r)) + 4
            disc = QImage(size, size, QImage.Format_ARGB32_Premultiplied)
            disc.fill(Qt.transparent)
            dp = QPainter(disc)
            dp.setRenderHint(QPainter.Antialiasing)
            dp.setBrush(_qcolor(rgb))
            dp.setPen(QPen(outline, 1.0) if r >= 3 else Qt.NoPen)
            c = size / 2.0
            rr = r - 0.5 if r >= 3 else r
            dp.drawEllipse(QPointF(c, c), rr, rr)
            dp.end()
            page, x, y = self._place(size)
            p = painters.get(page)
            if p is None:
                p = painters[page] = QPainter(self.pages[page])
            p.setOpacity(level / OPACITY_LEVELS)
            p.drawImage(QPointF(x, y), disc)
            self.slots[key] = (page, float(x), float(y), float(size))
        for p in painters.values():
            p.end()


class GraphRenderer:
    """Paints a SceneModel through a Viewport. Keeps caches (sprites, label text) between frames."""

    def __init__(self, style: RenderStyle | None = None):
        self.style = style or RenderStyle()
        self.font = QFont()
        self.font.setPointSizeF(self.style.font_point_size)
        self._atlas = _SpriteAtlas(self.style.outline_rgb)
        self._sprite_cache = None
        self._label_choice = None  # see _reuse_label_choice
        self._candidates = None  # see _label_candidates
        self.big_font = QFont(self.font)
        self.big_font.setPointSizeF(self.style.big_label_point_size)
        self.big_font.setBold(True)
        self._texts: dict[tuple[str, bool], tuple[QStaticText, float, float]] = {}
        self.label_boxes: dict[int, tuple[float, float, float, float]] = {}  # last labels drawn
        self.legend_bottom_inset = 0.0   # pixels kept free under the size legend (an overlay line)
        self.label_obstacles: tuple = ()  # (x0, y0, x1, y1) boxes labels avoid (the legends)
        self.last_stats = RenderStats()

    def set_style(self, style: RenderStyle) -> None:
        """New colours (e.g. a dark palette): cached sprites and texts are rebuilt."""
        self.style = style
        self._atlas = _SpriteAtlas(style.outline_rgb)

    def set_font(self, font: QFont) -> None:
        self.font = QFont(font)
        self.big_font = QFont(font)
        self.big_font.setPointSizeF(max(font.pointSizeF(), 1.0) * self.style.big_label_point_size
                                    / self.style.font_point_size)
        self.big_font.setBold(True)
        self._texts.clear()
        self._label_choice = None

    # -- entry points ---------------------------------------------------------------------

    def render_image(self, model: SceneModel, viewport: Viewport, image: QImage | None = None) -> QImage:
        """Convenience: paint into a new (or the given) ARGB32 premultiplied image."""
        if image is None:
            image = QImage(int(viewport.width), int(viewport.height), QImage.Format_ARGB32_Premultiplied)
            image.fill(Qt.transparent)
        p = QPainter(image)
        try:
            self.paint(p, model, viewport)
        finally:
            p.end()
        return image

    def paint(self, painter: QPainter, model: SceneModel, vp: Viewport) -> RenderStats:
        t0 = time.perf_counter()
        st = self.style
        stats = RenderStats()
        painter.setRenderHint(QPainter.Antialiasing, True)
        painter.setRenderHint(QPainter.TextAntialiasing, True)
        if st.background is not None:
            painter.fillRect(QRectF(0, 0, vp.width, vp.height), _qcolor(st.background))
        self._view_size = (float(vp.width), float(vp.height))
        n = model.n
        if n == 0:
            stats.ms = (time.perf_counter() - t0) * 1e3
            self.last_stats = stats
            return stats

        sx = model.pos[:, 0] * vp.scale + vp.ox
        sy = model.pos[:, 1] * vp.scale + vp.oy
        sr = model.screen_radius(vp.scale, st.min_screen_radius)
        usable = model.usable()
        # Clip: only discs that reach into the viewport (NaN compares False, so unplaced drop out).
        visible = (usable & (sx + sr >= 0) & (sx - sr <= vp.width)
                   & (sy + sr >= 0) & (sy - sr <= vp.height))
        stats.visible_nodes = int(visible.sum())

        focus, nb, focus_edges = model.focus_sets()
        # Something hovered or selected: the rest recedes (nodes dimmed, edges lighter).
        hovering = focus.size > 0
        lit = np.zeros(n, dtype=bool)
        lit[focus] = True
        lit[nb] = True
        hl_edge = np.zeros(model.m, dtype=bool)
        hl_edge[focus_edges] = True
        if model.hovered_edge >= 0:
            hl_edge[model.hovered_edge] = True
        if model.path_edges.size == model.m and model.path_edges.any():
            # A path shown: its edges and nodes stand out, the rest recedes as for a selection.
            hl_edge |= model.path_edges
            lit |= model.path_nodes
            hovering = True
        if model.comparing and model.appeared_edges.size == model.m and model.appeared_nodes.size == n:
            # Two times compared: what changed stands out, the rest recedes as for a selection.
            changed = model.appeared_edges | model.ended_edges
            if changed.any() or model.appeared_nodes.any():
                lit |= model.appeared_nodes
                lit[model.src[changed]] = True
                lit[model.dst[changed]] = True
                hovering = True

        self._draw_edges(painter, model, vp, sx, sy, sr, usable, hl_edge, hovering, stats)
        dim = (st.dim_alpha if model.hovered >= 0 else st.recede_alpha) if hovering else 1.0
        self._draw_nodes(painter, model, sx, sy, sr, visible, lit, dim)
        self._draw_marks(painter, model, sx, sy, sr, visible, focus)
        self._draw_edge_labels(painter, model, sx, sy, sr, focus_edges, vp)
        legends = None
        if st.show_legend:
            from .legend import legend_layout
            legends = legend_layout(model, vp, self.font, st.min_screen_radius, self.legend_bottom_inset)
        # Labels keep out from under the legends, as from beyond the view's edge.
        self.label_obstacles = tuple((b.left(), b.top(), b.right(), b.bottom()) for b in
                                     (legends.size_box, legends.color_box) if b is not None) if legends else ()
        self._draw_labels(painter, model, sx, sy, sr, visible, stats)  # node names win over edge types
        if legends is not None:
            from .legend import draw_legends
            draw_legends(painter, model, vp, self, bottom_inset=self.legend_bottom_inset, layout=legends)
        stats.ms = (time.perf_counter() - t0) * 1e3
        self.last_stats = stats
        return stats

    # -- edges ----------------------------------------------------------------------------

    def _draw_edges(self, painter, model, vp, sx, sy, sr, usable, hl_edge, hovering, stats) -> None:
        st = self.style
        if model.m == 0:
            return
        s, d = model.src, model.dst
        ax, ay, bx, by = sx[s], sy[s], sx[d], sy[d]
        w, h = vp.width, vp.height
        # Cohen-Sutherland style reject: both ends beyond the same side of the viewport.
        ok = ~(((ax < 0) & (bx < 0)) | ((ax > w) & (bx > w)) | ((ay < 0) & (by < 0)) | ((ay > h) & (by > h)))
        if not usable.all():
            ok &= usable[s] & usable[d]
        if model.edge_hidden.any():
            ok &= ~model.edge_hidden
        # Whole-graph views (every edge kept) skip the gathers: each costs a pass over all edges.
        idx = None if ok.all() else np.flatnonzero(ok)
        if idx is not None:
            if idx.size == 0:
                return
            ax, ay, bx, by = ax[idx], ay[idx], bx[idx], by[idx]
            ra, rb = sr[s[idx]], sr[d[idx]]
        else:
            ra, rb = sr[s], sr[d]
        dx, dy = bx - ax, by - ay
        length = np.sqrt(dx * dx + dy * dy)
        # Trim to the node rims; an edge entirely under its two discs is not drawn.
        keep = length > ra + rb + 0.5
        if not keep.all():
            if idx is None:
                idx = np.arange(model.m)
            idx, ax, ay, dx, dy, length, ra, rb = (v[keep] for v in (idx, ax, ay, dx, dy, length, ra, rb))
        if idx is None:
            idx = slice(None)  # every edge, in order
        ux, uy = dx / length, dy / length
        seg = np.empty((length.size, 4))
        seg[:, 0] = ax + ux * ra
        seg[:, 1] = ay + uy * ra
        seg[:, 2] = ax + dx - ux * rb
        seg[:, 3] = ay + dy - uy * rb
        stats.visible_edges = int(length.size)

        count = length.size
        faded = model.faded[idx]
        hl = hl_edge[idx]
        appeared = model.appeared_edges[idx] if model.appeared_edges.size == model.m else np.zeros(count, bool)
        ended = model.ended_edges[idx] if model.ended_edges.size == model.m else np.zeros(count, bool)
        changed = appeared | ended
        any_changed = bool(changed.any())
        if any_changed:  # drawn in their own colours, last
            hl = hl & ~changed
            faded = faded & ~changed
        any_hl, any_faded = bool(hl.any()), bool(faded.any())
        arrows = None
        if count <= st.arrow_max_count or any_hl:
            arrows = length - ra - rb >= st.arrow_min_edge_px
            if count > st.arrow_max_count:
                arrows &= hl
        al = 6.0 + 1.5 * st.edge_width            # arrowhead length in pixels

        bg = st.background if st.background is not None else 0xFFFFFF
        drawn = length - ra - rb
        pixels = float((drawn[~hl] if any_hl else drawn).sum())
        normal_alpha = edge_density_alpha(st, pixels, vp.width * vp.height)
        if hovering:
            normal_alpha *= 0.45
        stats.edge_alpha = normal_alpha
        normal_rgb = blend(st.edge_rgb, bg, normal_alpha)
        pen = QPen(_qcolor(normal_rgb), st.edge_width)
        pen.setCapStyle(Qt.FlatCap)
        pen.setCosmetic(True)  # the cosmetic stroker: ~12 % faster for 1-px lines
        painter.setPen(pen)
        stats.aliased_edges = pixels > st.aliased_edges_above_px
        if stats.aliased_edges:
            painter.setRenderHint(QPainter.Antialiasing, False)
        draw_segments(painter, seg[~faded & ~hl & ~changed] if (any_hl or any_faded or any_changed) else seg)
        if any_faded:
            pen = QPen(_qcolor(blend(st.edge_rgb, bg, st.faded_alpha * (0.6 if hovering else 1.0))),
                       st.edge_width)
            pen.setStyle(Qt.DashLine)
            pen.setCapStyle(Qt.FlatCap)
            pen.setCosmetic(True)
            painter.setPen(pen)
            draw_segments(painter, seg[faded & ~hl])
        painter.setRenderHint(QPainter.Antialiasing, True)
        if any_hl:
            pen = QPen(_qcolor(st.highlight_rgb), st.edge_width * 1.8)
            pen.setCapStyle(Qt.FlatCap)
            if faded[hl].all():
                pen.setStyle(Qt.DashLine)
            painter.setPen(pen)
            draw_segments(painter, seg[hl])
        if any_changed:
            for mask, rgb, dashed in ((appeared, APPEARED_RGB, False), (ended, ENDED_RGB, True)):
                if mask.any():
                    pen = QPen(_qcolor(rgb), st.edge_width * 2.2)
                    pen.setCapStyle(Qt.FlatCap)
                    if dashed:
                        pen.setStyle(Qt.DashLine)
                    painter.setPen(pen)
                    draw_segments(painter, seg[mask])

        if arrows is not None and arrows.any():
            tips = seg[arrows, 2:4].copy()
            self._draw_arrows(painter, tips, ux[arrows], uy[arrows], hl[arrows], al,
                              blend(st.edge_rgb, bg, min(1.0, normal_alpha + 0.2)))
            stats.arrows = int(arrows.sum())

    def _draw_arrows(self, painter, tips, ux, uy, lit, length, rgb) -> None:
        """Open arrowheads: two short wing segments at each tip, all in one drawLines call per
        colour (2,000 arrows: ~2 ms; a filled QPainterPath of as many triangles took 50 ms,
        and rotated sprites via drawPixmapFragments came out mis-rotated)."""
        wing = 0.5 * length
        bx = tips[:, 0] - ux * length
        by = tips[:, 1] - uy * length
        px, py = -uy * wing, ux * wing
        seg = np.empty((2, len(tips), 4))
        seg[:, :, 0] = tips[:, 0]
        seg[:, :, 1] = tips[:, 1]
        seg[0, :, 2] = bx + px
        seg[0, :, 3] = by + py
        seg[1, :, 2] = bx - px
        seg[1, :, 3] = by - py
        for mask, colour in ((~lit, rgb), (lit, self.style.highlight_rgb)):
            if mask.any():
                # Width <= 1 keeps Qt on its fast cosmetic line path (1.4 was 15x slower).
                pen = QPen(_qcolor(colour), 1.0)
                painter.setPen(pen)
                draw_segments(painter, seg[:, mask].reshape(-1, 4))

    # -- nodes ----------------------------------------------------------------------------

    def _draw_nodes(self, painter, model, sx, sy, sr, visible, lit, dim: float) -> None:
        """dim < 1: opacity factor for nodes outside the focus and its neighbours."""
        st = self.style
        order = model.draw_order[visible[model.draw_order]]
        if order.size == 0:
            return
        alpha = model.opacity[order]
        if dim < 1.0:
            alpha = np.where(lit[order], alpha, alpha * dim)
        r = sr[order]
        big = r > st.max_sprite_radius
        if big.any():
            # Few nodes can be this large on screen at once: plain ellipses, drawn last (on top).
            big_nodes = order[big]
            big_alpha = alpha[big]
            order, alpha, r = order[~big], alpha[~big], r[~big]
        if order.size:
            self._draw_sprites(painter, model, sx, sy, order, alpha, r)
        if big.any():
            painter.setPen(QPen(_qcolor(st.outline_rgb, 0.8), 1.0))
            for i, a in zip(big_nodes.tolist(), big_alpha.tolist()):
                painter.setBrush(_qcolor(int(model.rgb[i]), a))
                painter.drawEllipse(QPointF(sx[i], sy[i]), sr[i] - 0.5, sr[i] - 0.5)

    def _draw_sprites(self, painter, model, sx, sy, order, alpha, r) -> None:
        """Discs as atlas sprites: one drawPixmapFragments call per atlas page. Small discs
        (the many of a zoomed-out view) carry their opacity in the sprite, quantised to
        OPACITY_LEVELS steps, and are drawn at opacity 1: the raster engine's fragment path is
        about twice as fast then. Larger ones (few on screen) keep a per-fragment opacity."""
        small = r < BAKED_OPACITY_BELOW_RADIUS
        level = np.where(small, np.clip(np.rint(alpha * OPACITY_LEVELS), 0, OPACITY_LEVELS),
                         OPACITY_LEVELS).astype(np.int64)
        src = self._sprite_sources(model, order, r, level)  # page, x, y, size per node
        frag = np.empty((order.size, 10))
        frag[:, 0] = sx[order]
        frag[:, 1] = sy[order]
        frag[:, 2:4] = src[:, 1:3]
        frag[:, 4] = src[:, 3]
        frag[:, 5] = src[:, 3]
        frag[:, 6:8] = 1.0
        frag[:, 8] = 0.0
        frag[:, 9] = np.where(small, 1.0, alpha)
        painter.setRenderHint(QPainter.SmoothPixmapTransform, False)
        page = src[:, 0].astype(np.int64)
        npages = len(self._atlas.pages)
        for pg in range(npages):
            part = frag if npages == 1 else np.ascontiguousarray(frag[page == pg])
            if len(part):
                painter.drawPixmapFragments(shiboken6.wrapInstance(part.ctypes.data, _FRAGMENT),
                                            len(part), self._atlas.pages[pg])

    def _sprite_sources(self, model, order, r, level) -> np.ndarray:
        """Atlas slot (page, x, y, size) per drawn node. While nodes only move (an animating
        layout, a pan) the same nodes have the same sprites: the last answer is reused."""
        cached = self._sprite_cache
        atlas = self._atlas
        if (cached is not None and cached[0] is model.color_index and cached[1] is model.palette
                and cached[2] == (atlas, atlas.generation) and np.array_equal(cached[3], order)
                and np.array_equal(cached[4], r) and np.array_equal(cached[6], level)):
            return cached[5]
        # Sprite key: colour index, radius in half pixels (coarser when large: fewer sprites) and
        # opacity level.
        rq = np.where(r < 12, np.round(r * 2), np.round(r) * 2).astype(np.int64)
        keys = (((model.color_index[order] << 9) | rq) << 4) | level
        # Distinct keys by presence counting: O(n), no sort (np.unique cost ~2 ms at 20k). The
        # atlas itself is keyed by colour value, since palette indices change with the graph.
        present = np.flatnonzero(np.bincount(keys))
        sprite_keys = [(int(model.palette[k >> 13]) << 13) | (int(k) & 8191) for k in present]
        atlas.ensure(sprite_keys)
        slots = atlas.slots
        lut = np.zeros((int(present[-1]) + 1, 4))
        lut[present] = [slots[k] for k in sprite_keys]
        src = lut[keys]
        self._sprite_cache = (model.color_index, model.palette, (atlas, atlas.generation), order.copy(), r.copy(),
                              src, level.copy())
        return src

    def _draw_marks(self, painter, model, sx, sy, sr, visible, focus) -> None:
        """Selection / hover rings and pin marks: few, so plain per-item calls."""
        st = self.style
        painter.setBrush(Qt.NoBrush)
        sel = np.flatnonzero(model.selected & visible)
        if sel.size:
            painter.setPen(QPen(_qcolor(st.selection_rgb), 2.5))
            for i in sel[:5000].tolist():
                painter.drawEllipse(QPointF(sx[i], sy[i]), sr[i] + 3, sr[i] + 3)
        hits = np.flatnonzero(model.highlighted & visible) if model.highlighted.size == model.n else ()
        if len(hits):
            painter.setPen(QPen(_qcolor(st.hit_rgb), 3.0))
            for i in hits[:5000].tolist():
                painter.drawEllipse(QPointF(sx[i], sy[i]), sr[i] + 5.5, sr[i] + 5.5)
        if model.appeared_nodes.size == model.n:
            appeared = np.flatnonzero(model.appeared_nodes & visible)
            if appeared.size:
                painter.setPen(QPen(_qcolor(APPEARED_RGB), 2.5))
                for i in appeared[:5000].tolist():
                    painter.drawEllipse(QPointF(sx[i], sy[i]), sr[i] + 4, sr[i] + 4)
        hv = model.hovered
        if hv >= 0 and visible[hv]:
            painter.setPen(QPen(_qcolor(st.highlight_rgb), 2.0))
            painter.drawEllipse(QPointF(sx[hv], sy[hv]), sr[hv] + 2, sr[hv] + 2)
        pins = np.flatnonzero(model.pinned & visible & (sr >= 3))
        if pins.size and pins.size <= 5000:
            painter.setPen(Qt.NoPen)
            painter.setBrush(_qcolor(st.outline_rgb))
            for i in pins.tolist():
                d = sr[i] * 0.7071
                painter.drawEllipse(QPointF(sx[i] + d, sy[i] - d), 2.2, 2.2)

    # -- labels ---------------------------------------------------------------------------

    def _text(self, label: str, big: bool = False) -> tuple[QStaticText, float, float]:
        """(prepared text, width, height) of a label; big: in big_font (the largest discs)."""
        key = (label, big)
        t = self._texts.get(key)
        if t is None:
            if len(self._texts) > 20000:
                self._texts.clear()
            s = QStaticText(label)
            s.setTextFormat(Qt.PlainText)
            s.prepare(font=self.big_font if big else self.font)
            size = s.size()
            t = self._texts[key] = (s, size.width(), size.height())
        return t

    def _big_label(self, model: SceneModel) -> np.ndarray:
        """Per node: its label is drawn larger (a disc in the upper half of the size range)."""
        lo, hi = model.radius_range()
        return model.radius >= lo + 0.5 * (hi - lo)

    DISC_CELL_PX = 4.0

    def _disc_grid(self, model, sx, sy, sr, visible, width, height):
        """Which screen cells (DISC_CELL_PX square) visible discs cover, for label placement:
        (summed-area table of per-cell disc counts, per-node cell rectangle x0, y0, x1, y1).
        The square inscribed in each disc, a little enlarged, is what is marked. With the
        table a label box costs four lookups, however many cells it spans."""
        c = self.DISC_CELL_PX
        gw, gh = int(width // c) + 1, int(height // c) + 1
        count = np.zeros((gh, gw), dtype=np.int32)
        half = sr * 0.8
        x0 = np.clip(np.nan_to_num((sx - half) // c), 0, gw - 1).astype(np.int64)
        x1 = np.clip(np.nan_to_num((sx + half) // c), 0, gw - 1).astype(np.int64)
        y0 = np.clip(np.nan_to_num((sy - half) // c), 0, gh - 1).astype(np.int64)
        y1 = np.clip(np.nan_to_num((sy + half) // c), 0, gh - 1).astype(np.int64)
        idx = np.flatnonzero(visible)
        sw = x1[idx] - x0[idx] + 1
        sh = y1[idx] - y0[idx] + 1
        small = sw * sh <= 16
        # The many small discs: their cells listed with repeat / arange, counted in one pass.
        few = idx[small]
        cells = (sw * sh)[small]
        if few.size:
            owner = np.repeat(np.arange(few.size), cells)
            offset = np.arange(int(cells.sum())) - np.repeat(np.cumsum(cells) - cells, cells)
            width = sw[small][owner]
            flat = ((y0[few][owner] + offset // width) * gw + x0[few][owner] + offset % width)
            count += np.bincount(flat, minlength=gw * gh).reshape(gh, gw).astype(np.int32)
        for k in idx[~small].tolist():                  # few large ones: a slice each
            count[y0[k]:y1[k] + 1, x0[k]:x1[k] + 1] += 1
        table = np.zeros((gh + 1, gw + 1), dtype=np.int64)
        table[1:, 1:] = count.cumsum(axis=0).cumsum(axis=1)
        return table, (x0, y0, x1, y1)

    def choose_labels(self, model: SceneModel, sx, sy, sr, visible) -> list[tuple[int, float, float]]:
        """Which labels to draw and where: [(node, x, y)] (text top-left), at most max_labels.

        Candidates come most important first (hovered, selected, highlighted, their neighbours,
        then by importance); at most one label per label_area_px of view, and beyond the strong
        ones only discs of label_min_screen_radius pixels or more are named. Each tries below its disc, then right, left, above and the four
        diagonals; it takes the
        first spot that overlaps no label already placed and no other node's disc. No spot free
        of discs: the strong ones (focus, hits and the strong_labels top-ranked) take the first
        spot free of labels, the others are skipped. Labels never overlap each other. The
        choice is reused while nodes only move (see _reuse_label_choice); self.label_boxes
        holds the boxes of the last answer."""
        st = self.style
        cap = st.max_labels
        cand = self._label_candidates(model, visible, cap + cap // 2)
        if not cand:
            self.label_boxes = {}
            return []
        reused = self._reuse_label_choice(model, cand, sx, sy, sr)
        if reused is not None:
            placed, offx, offy, w, h = reused
            x = sx[placed] + offx
            y = sy[placed] + offy
            # The graph may have moved as a whole (a pan, a refit): the old spots hold only if
            # every label is still inside the view.
            if self._view_size is not None and placed.size:
                vw, vh = self._view_size
                if (x.min() < 0 or y.min() < 0 or (x + w).max() > vw or (y + h).max() > vh):
                    reused = None
        if reused is not None:
            self.label_boxes = {i: (a, b, a + ww, b + hh) for i, a, b, ww, hh in
                                zip(placed.tolist(), x.tolist(), y.tolist(), w.tolist(), h.tolist())}
            return list(zip(placed.tolist(), x.tolist(), y.tolist()))
        labels = model.labels
        big = self._big_label(model)
        idx = np.asarray(cand, dtype=np.int64)
        size = np.array([self._text(labels[i], bool(big[i]))[1:] for i in cand])
        tiers = model._label_tiers()[idx]
        strong_until = int((tiers > 0).sum()) + st.strong_labels
        if self._view_size is not None:
            W, H = self._view_size
        else:   # called outside a frame (tests, export): the extent of what is visible
            W = float(np.max(sx[visible] + sr[visible])) + 1.0 if visible.any() else 1.0
            H = float(np.max(sy[visible] + sr[visible])) + 1.0 if visible.any() else 1.0
        table, (gx0, gy0, gx1, gy1) = self._disc_grid(model, sx, sy, sr, visible,
                                                      min(W, 16384.0), min(H, 16384.0))
        gh, gw = table.shape[0] - 1, table.shape[1] - 1
        cell = self.DISC_CELL_PX
        bucket_px = 64.0
        buckets: dict[tuple[int, int], list[tuple[float, float, float, float]]] = {}
        out: list[tuple[int, float, float]] = []
        boxes: dict[int, tuple[float, float, float, float]] = {}

        sep_x, sep_y = st.label_gap_px

        def label_free(a0, b0, a1, b1):
            # Another label must keep sep_x / sep_y away: two labels side by side with no more
            # room between them than a blank read as one name ("Richard HendricksGithub").
            keys = [(gx, gy) for gx in range(int((a0 - sep_x) // bucket_px), int((a1 + sep_x) // bucket_px) + 1)
                    for gy in range(int((b0 - sep_y) // bucket_px), int((b1 + sep_y) // bucket_px) + 1)]
            ok = not any(c0 < a1 + sep_x and c1 > a0 - sep_x and d0 < b1 + sep_y and d1 > b0 - sep_y
                         for key in keys for (c0, d0, c1, d1) in buckets.get(key, ()))
            return ok, keys

        # Every candidate's eight spots at once: (k, 8) box corners, then their disc marks from
        # the summed-area table less the node's own disc.
        x, y, r = sx[idx], sy[idx], sr[idx]
        w, h = size[:, 0], size[:, 1]
        d = r * 0.7071
        left = np.stack([x - w / 2, x + r + 3.0, x - r - 3.0 - w, x - w / 2,
                         x + d + 1.0, x + d + 1.0, x - d - 1.0 - w, x - d - 1.0 - w], axis=1)
        top = np.stack([y + r + 1.0, y - h / 2, y - h / 2, y - r - 1.0 - h,
                        y + d, y - d - h, y + d, y - d - h], axis=1)
        right = left + w[:, None]
        bottom = top + h[:, None]
        cx0 = np.clip(left // cell, 0, gw - 1).astype(np.int64)
        cx1 = np.clip(right // cell, 0, gw - 1).astype(np.int64)
        cy0 = np.clip(top // cell, 0, gh - 1).astype(np.int64)
        cy1 = np.clip(bottom // cell, 0, gh - 1).astype(np.int64)
        marks = table[cy1 + 1, cx1 + 1] - table[cy0, cx1 + 1] - table[cy1 + 1, cx0] + table[cy0, cx0]
        w_in = np.minimum(cx1, gx1[idx, None]) - np.maximum(cx0, gx0[idx, None]) + 1
        h_in = np.minimum(cy1, gy1[idx, None]) - np.maximum(cy0, gy0[idx, None]) + 1
        marks -= np.where((w_in > 0) & (h_in > 0), w_in * h_in, 0)
        inside = (left >= 0) & (top >= 0) & (right <= W) & (bottom <= H)
        # Under a legend a label is hidden by it: never a spot, not even a strong label's.
        clear = np.ones_like(inside)
        for o0, p0, o1, p1 in self.label_obstacles:
            clear &= ~((left < o1) & (right > o0) & (top < p1) & (bottom > p0))
        inside &= clear
        # (Partly) outside the view: a last resort. Dots (beyond the strong) get no label.
        free = ((marks <= 0) & inside).tolist()
        inside_spots = inside.tolist()
        clear_spots = clear.tolist()
        big_enough = (r >= st.label_min_screen_radius).tolist()
        cap = max(min(cap, int(W * H / st.label_area_px)), min(strong_until, cap))
        L, T, R, B = left.tolist(), top.tolist(), right.tolist(), bottom.tolist()

        for k, i in enumerate(cand):
            chosen = None
            strong = k < strong_until
            if not (strong or big_enough[k]):
                continue
            lk, tk, rk, bk, fk = L[k], T[k], R[k], B[k], free[k]
            for s_ in range(8):           # free of discs (precomputed) and of labels
                if fk[s_]:
                    ok, keys = label_free(lk[s_], tk[s_], rk[s_], bk[s_])
                    if ok:
                        chosen = (lk[s_], tk[s_], rk[s_], bk[s_], keys)
                        break
            if chosen is None and strong:
                # A strong label may cover discs, never a label; a spot inside the view first
                # (one past its edge is cut off), beyond it only as a last resort.
                ik, ck = inside_spots[k], clear_spots[k]
                for s_ in sorted(range(8), key=lambda j: not ik[j]):
                    if not ck[s_]:
                        continue
                    ok, keys = label_free(lk[s_], tk[s_], rk[s_], bk[s_])
                    if ok:
                        chosen = (lk[s_], tk[s_], rk[s_], bk[s_], keys)
                        break
            if chosen is None:
                continue
            a0, b0, a1, b1, keys = chosen
            for key in keys:
                buckets.setdefault(key, []).append((a0, b0, a1, b1))
            out.append((i, a0, b0))
            boxes[i] = (a0, b0, a1, b1)
            if len(out) >= cap:
                break
        placed = np.array([i for i, _, _ in out], dtype=np.int64)
        bx = np.array([boxes[i] for i in placed.tolist()]).reshape(-1, 4)
        choice = (placed, bx[:, 0] - sx[placed], bx[:, 1] - sy[placed],
                  bx[:, 2] - bx[:, 0], bx[:, 3] - bx[:, 1])
        self._label_choice = (model.labels, idx, sx[idx], sy[idx], sr[idx], choice,
                              (self._view_size, self.label_obstacles), model.highlighted.copy())
        self.label_boxes = boxes
        return out

    LABEL_SLACK_PX = 2.0
    _view_size: tuple[float, float] | None = None   # (width, height) of the frame being painted

    def _label_candidates(self, model: SceneModel, visible, cap: int) -> list[int]:
        """model.label_candidates without empty labels; with nothing hovered or selected they
        depend only on what is visible, the hits and the importance, so the last answer is
        reused while those stay the same (an animating layout)."""
        no_focus = model.hovered < 0 and not model.selected.any()
        last = self._candidates
        if (no_focus and last is not None and last[0] is model.labels and last[1] == cap
                and np.array_equal(last[2], visible) and np.array_equal(last[3], model.importance)
                and np.array_equal(last[5], model.highlighted)):
            return last[4]
        labels = model.labels
        cand = [i for i in model.label_candidates(visible, cap=cap).tolist() if labels[i]]
        self._candidates = ((labels, cap, visible.copy(), model.importance.copy(), cand,
                             model.highlighted.copy()) if no_focus else None)
        return cand

    def _reuse_label_choice(self, model: SceneModel, cand: list[int], sx, sy, sr):
        """Which candidates got a label last time and where relative to their node, if the
        answer still holds: the same candidates, sizes, texts, hits and view size, and no
        candidate moved more than LABEL_SLACK_PX relative to the others since the choice was
        made (a pan moves them all alike). An animating layout then re-runs the placement only
        every few pixels of motion, not every frame."""
        last = self._label_choice
        if last is None or last[0] is not model.labels or len(last[1]) != len(cand):
            return None
        idx = np.asarray(cand)
        if (not np.array_equal(last[1], idx) or not np.array_equal(last[4], sr[idx])
                or last[6] != (self._view_size, self.label_obstacles)
                or not np.array_equal(last[7], model.highlighted)):
            return None
        dx = sx[idx] - last[2]
        dy = sy[idx] - last[3]
        if (np.abs(dx - dx.mean()).max() > self.LABEL_SLACK_PX
                or np.abs(dy - dy.mean()).max() > self.LABEL_SLACK_PX):
            return None
        return last[5]

    def _draw_labels(self, painter, model, sx, sy, sr, visible, stats) -> None:
        st = self.style
        chosen = self.choose_labels(model, sx, sy, sr, visible)
        if not chosen:
            return
        big = self._big_label(model)
        bg = QColor(*st.label_bg)
        painter.setPen(Qt.NoPen)
        painter.setBrush(bg)
        rects = []
        for i, x, y in chosen:
            _, w, h = self._text(model.labels[i], bool(big[i]))
            rects.append(QRectF(x - 2, y, w + 4, h))
        painter.drawRects(rects)
        painter.setPen(_qcolor(st.label_rgb))
        for want_big, font in ((False, self.font), (True, self.big_font)):
            painter.setFont(font)
            for i, x, y in chosen:
                if bool(big[i]) == want_big:
                    painter.drawStaticText(QPointF(x, y), self._text(model.labels[i], want_big)[0])
        stats.labels = len(chosen)
        stats.label_ids = tuple(i for i, _, _ in chosen)

    def _draw_edge_labels(self, painter, model, sx, sy, sr, focus_edges, vp) -> None:
        """The relationship type at the middle of the hovered edge and of the focus's edges
        (selected / hovered node), when there are few of them and they are long enough."""
        st = self.style
        edges = focus_edges.tolist() if focus_edges.size <= st.max_edge_labels else []
        if model.hovered_edge >= 0 and model.hovered_edge not in edges:
            edges.append(model.hovered_edge)
        if not edges or not model.edge_type_names:
            return
        e = np.asarray(edges, dtype=np.int64)
        s, d = model.src[e], model.dst[e]
        ax, ay, bx, by = sx[s], sy[s], sx[d], sy[d]
        length = np.hypot(bx - ax, by - ay) - sr[s] - sr[d]
        # Beside the middle of the edge (on its upper side), so the label does not cover it.
        ln = np.maximum(np.hypot(bx - ax, by - ay), 1e-9)
        nx, ny = -(by - ay) / ln, (bx - ax) / ln
        flip = ny > 0
        nx[flip], ny[flip] = -nx[flip], -ny[flip]
        off = 4.0 + 0.5 * self._text("Ag")[2]
        mx, my = (ax + bx) / 2.0 + nx * off, (ay + by) / 2.0 + ny * off
        ok = (np.isfinite(mx) & np.isfinite(my) & (mx >= 0) & (mx <= vp.width) & (my >= 0) & (my <= vp.height)
              & ((length >= st.edge_label_min_px) | (e == model.hovered_edge)))
        if not ok.any():
            return
        painter.setFont(self.font)
        bg = QColor(*st.label_bg)
        colour = _qcolor(st.highlight_rgb)
        placed: list[QRectF] = []
        for j, x, y in zip(e[ok].tolist(), mx[ok].tolist(), my[ok].tolist()):
            name = model.edge_type_names[model.edge_type[j]]
            if not name:
                continue
            text, w, h = self._text(name)
            box = QRectF(x - w / 2 - 2, y - h / 2, w + 4, h)
            if j != model.hovered_edge:
                # Never over a node or another edge type: skip the label rather than hide things.
                wx0, wy0 = vp.to_world(box.left() - 2, box.top() - 2)
                wx1, wy1 = vp.to_world(box.right() + 2, box.bottom() + 2)
                reach = float(np.max(sr)) / vp.scale if sr.size else 0.0
                near = model.nodes_in_rect(wx0 - reach, wy0 - reach, wx1 + reach, wy1 + reach)
                if near.size and (np.maximum(np.abs(sx[near] - box.center().x()) - box.width() / 2, 0) ** 2
                                  + np.maximum(np.abs(sy[near] - box.center().y()) - box.height() / 2, 0) ** 2
                                  < (sr[near] + 1) ** 2).any():
                    continue
                if any(box.intersects(other) for other in placed):
                    continue
            placed.append(box)
            painter.setPen(Qt.NoPen)
            painter.setBrush(bg)
            painter.drawRect(QRectF(x - w / 2 - 2, y - h / 2, w + 4, h))
            painter.setPen(colour)
            painter.drawStaticText(QPointF(x - w / 2, y - h / 2), text)
