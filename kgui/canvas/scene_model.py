"""What the canvas draws, as plain numpy arrays (no Qt, no kgstore).

The canvas takes lists of ids, labels, types and (src, dst, type) edges, so the main window can
feed it from whatever the store worker returns. Everything per node or per edge is an array
indexed 0..n-1 / 0..m-1 so the renderer and hit tests stay vectorised.

Also here: the viewport transform (world <-> screen) and the spatial index used for picking and
rubber-band selection, because both are pure arithmetic and testable without a display.
"""

from __future__ import annotations

import colorsys
import math
import zlib
from dataclasses import dataclass
from typing import Iterable, Mapping, Sequence

import numpy as np

# Colours for the entity types the seed names, chosen to stay distinguishable next to each other;
# any other type gets a stable colour from a hash of its name.
TYPE_PALETTE: dict[str, int] = {
    "person": 0x4E79A7,
    "organization": 0xF28E2B,
    "project": 0x59A14F,
    "technology": 0xE15759,
    "concept": 0x76B7B2,
    "file": 0xEDC948,
    "api": 0xB07AA1,
    "database": 0xFF9DA7,
    "service": 0x9C755F,
    "tool": 0xBAB0AC,
    "language": 0x86BCB6,
    "component": 0xD37295,
}


def type_color(name: str | None) -> int:
    """Stable 0xRRGGBB colour for an entity type (same in every session and process)."""
    if not name:
        return 0x9AA0A6
    key = name.strip().lower()
    if key in TYPE_PALETTE:
        return TYPE_PALETTE[key]
    h = zlib.crc32(key.encode("utf-8"))
    hue = (h % 360) / 360.0
    sat = 0.45 + ((h >> 9) % 30) / 100.0
    val = 0.70 + ((h >> 17) % 20) / 100.0
    r, g, b = colorsys.hsv_to_rgb(hue, sat, val)
    return (int(r * 255) << 16) | (int(g * 255) << 8) | int(b * 255)


# Two times compared: what appeared between them, and what ended (edges, node rings, the legend).
APPEARED_RGB = 0x188038
ENDED_RGB = 0xC5221F

# Node discs span this range of world radii (at base_radius 6): a leaf stays clickable, a hub
# reads as clearly bigger without covering its neighbourhood.
MIN_RADIUS = 4.0
MAX_RADIUS = 28.0
# Degree that gets the largest disc at least: in a small graph whose busiest node has 3
# relationships, that node is not drawn as a hub.
DEGREE_TOP_FLOOR = 12.0


def importance_radius(values, min_radius: float = MIN_RADIUS, max_radius: float = MAX_RADIUS,
                      top: float | None = None) -> np.ndarray:
    """World radius from importance (degree, PageRank, ...): disc AREA proportional to the value,
    from min_radius (value 0) to max_radius (value `top`, default the largest). Area, not
    radius, so a hub of 91 relationships covers 91 leaves' worth of ink and sizes never saturate.
    NaN and negative values count as 0."""
    v = np.clip(np.nan_to_num(np.asarray(values, dtype=float), nan=0.0), 0.0, None)
    hi = float(v.max()) if top is None and v.size else float(top or 0.0)
    if hi <= 0.0:
        return np.full(v.shape, float(min_radius))
    frac = np.minimum(v / hi, 1.0)
    return np.sqrt(min_radius ** 2 + (max_radius ** 2 - min_radius ** 2) * frac)


# Zoomed far out, disc radii follow (world radius / smallest) ** this (see drawn_radius).
ZOOMED_OUT_EXPONENT = 0.8


def drawn_radius(radius, scale: float, smallest: float, min_screen_radius: float) -> np.ndarray:
    """Disc radii in pixels as the canvas draws world radii `radius` at `scale`: their world size
    while the smallest possible disc (world radius `smallest`) is at least min_screen_radius
    pixels. Zoomed further out, the smallest stays at min_screen_radius and the others at
    min_screen_radius * (r / smallest) ** g: g is 1 (sizes in proportion, as before the
    threshold) just past it and falls with the square root of the zoom to
    ZOOMED_OUT_EXPONENT, so a hub stays clearly bigger than a leaf (4.7 times the radius at
    the largest ratio, 7) while a fitted 2,000-node graph's discs do not cover the canvas
    (drawn in proportion they took 17-43 % of it at the fit and sat on each other). Pure
    arithmetic: the layout uses it to keep room for the discs as the fit will draw them."""
    r = np.asarray(radius, dtype=float)
    t = smallest * scale / min_screen_radius
    if t >= 1.0:
        return np.maximum(r * scale, min_screen_radius)
    g = max(ZOOMED_OUT_EXPONENT, np.sqrt(t))
    return np.maximum(min_screen_radius * (np.maximum(r, smallest) / smallest) ** g, min_screen_radius)



def degree_radius(degree: np.ndarray, base: float = 6.0) -> np.ndarray:
    """World radius from degree as the canvas draws it (importance_radius, scaled by base / 6)."""
    k = base / 6.0
    d = np.asarray(degree, dtype=float)
    top = max(float(d.max()) if d.size else 0.0, DEGREE_TOP_FLOOR)
    return importance_radius(d, MIN_RADIUS * k, MAX_RADIUS * k, top=top)


# Tableau-10 then the lighter half of Tableau-20: distinguishable next to each other; more
# groups than this get hashed colours.
GROUP_PALETTE: tuple[int, ...] = (
    0x4E79A7, 0xF28E2B, 0xE15759, 0x76B7B2, 0x59A14F, 0xEDC948, 0xB07AA1, 0xFF9DA7, 0x9C755F,
    0xBAB0AC, 0xA0CBE8, 0xFFBE7D, 0x8CD17D, 0xB6992D, 0xF1CE63, 0x86BCB6, 0xFABFD2, 0xD37295,
    0xD4A6C8, 0x79706E)


def group_color(rank: int) -> int:
    """Colour of the group ranked `rank` (0 = largest): the palette, then hashed hues."""
    if 0 <= rank < len(GROUP_PALETTE):
        return GROUP_PALETTE[rank]
    return type_color(f"group {rank}")


def nice_number(x: float) -> float:
    """x rounded to one significant digit of 1, 2 or 5 (legend values people can read)."""
    if x <= 0 or not math.isfinite(x):
        return 0.0
    e = math.floor(math.log10(x))
    f = x / 10 ** e
    step = 1 if f < 1.5 else 2 if f < 3.5 else 5 if f < 7.5 else 10
    return step * 10.0 ** e


def confidence_opacity(conf: np.ndarray) -> np.ndarray:
    """Confidence 0..1 -> opacity 0.3..1 (a 0-confidence node must stay visible and clickable).
    NaN (unknown: not a number in the file) is drawn like the default confidence, 1.0: no fading
    that no value asked for."""
    c = np.clip(np.nan_to_num(np.asarray(conf, dtype=float), nan=1.0), 0.0, 1.0)
    return 0.3 + 0.7 * c


# --------------------------------------------------------------------------- viewport

@dataclass
class Viewport:
    """screen = world * scale + (ox, oy); width / height in device-independent pixels."""

    width: float = 800.0
    height: float = 600.0
    scale: float = 1.0
    ox: float = 400.0
    oy: float = 300.0
    min_scale: float = 1e-3
    max_scale: float = 40.0

    def to_screen(self, x, y):
        return np.asarray(x) * self.scale + self.ox, np.asarray(y) * self.scale + self.oy

    def to_world(self, sx: float, sy: float) -> tuple[float, float]:
        return (sx - self.ox) / self.scale, (sy - self.oy) / self.scale

    def world_rect(self) -> tuple[float, float, float, float]:
        x0, y0 = self.to_world(0.0, 0.0)
        x1, y1 = self.to_world(self.width, self.height)
        return x0, y0, x1, y1

    def zoom_at(self, factor: float, sx: float, sy: float) -> None:
        """Zoom keeping the world point under screen (sx, sy) fixed."""
        new = min(max(self.scale * factor, self.min_scale), self.max_scale)
        wx, wy = self.to_world(sx, sy)
        self.scale = new
        self.ox = sx - wx * new
        self.oy = sy - wy * new

    def pan(self, dx: float, dy: float) -> None:
        self.ox += dx
        self.oy += dy

    def center_on(self, wx: float, wy: float) -> None:
        self.ox = self.width / 2.0 - wx * self.scale
        self.oy = self.height / 2.0 - wy * self.scale

    def fit(self, bounds: tuple[float, float, float, float] | None, margin: float = 30.0,
            max_scale: float = 2.0) -> None:
        """Scale and centre so the world rectangle bounds fills the view minus margin."""
        if bounds is None:
            self.scale = 1.0
            self.center_on(0.0, 0.0)
            return
        x0, y0, x1, y1 = bounds
        w = max(x1 - x0, 1e-9)
        h = max(y1 - y0, 1e-9)
        avail_w = max(self.width - 2 * margin, 1.0)
        avail_h = max(self.height - 2 * margin, 1.0)
        s = min(avail_w / w, avail_h / h, max_scale)
        self.scale = min(max(s, self.min_scale), self.max_scale)
        self.center_on((x0 + x1) / 2.0, (y0 + y1) / 2.0)


# --------------------------------------------------------------------------- spatial index

class GridIndex:
    """Uniform grid over node centres: point and rectangle queries touch only nearby cells.

    Nodes are sorted by cell id (row-major), so one row of cells in a query is one contiguous
    slice of the sorted order; a query costs O(rows + candidates), not O(n).
    """

    def __init__(self, pos: np.ndarray, radius: np.ndarray, usable: np.ndarray):
        self.idx = np.flatnonzero(usable)
        p = pos[self.idx]
        self.max_radius = float(radius[self.idx].max()) if self.idx.size else 0.0
        if self.idx.size == 0:
            self.lo = np.zeros(2)
            self.h = 1.0
            self.w = self.hgt = 1
            self.order = self.idx
            self.starts = np.zeros(2, dtype=np.int64)
            return
        self.lo = p.min(axis=0)
        span = np.maximum(p.max(axis=0) - self.lo, 1e-9)
        # About two nodes per cell, but never smaller than a typical node.
        cells = max(1.0, self.idx.size / 2.0)
        self.h = max(float(np.sqrt(span[0] * span[1] / cells)), float(np.median(radius[self.idx])) * 2,
                     float(span.max()) / 4096.0, 1e-6)   # the last bound caps the cell count
        self.w = int(span[0] // self.h) + 1
        self.hgt = int(span[1] // self.h) + 1
        cx = ((p[:, 0] - self.lo[0]) // self.h).astype(np.int64)
        cy = ((p[:, 1] - self.lo[1]) // self.h).astype(np.int64)
        cell = cy * self.w + cx
        # Cell ids below 2^16 sort with numpy's O(n) radix sort (the index is rebuilt after
        # every layout frame, so this matters).
        key = cell.astype(np.uint16) if self.w * self.hgt < 65536 else cell
        order = np.argsort(key, kind="stable")
        self.order = self.idx[order]
        counts = np.bincount(cell, minlength=self.w * self.hgt)
        self.starts = np.concatenate([[0], np.cumsum(counts)])

    def candidates(self, x0: float, y0: float, x1: float, y1: float) -> np.ndarray:
        """Node indices whose centre may lie in the rectangle (caller filters exactly)."""
        if self.idx.size == 0:
            return self.idx
        cx0 = max(int((x0 - self.lo[0]) // self.h), 0)
        cx1 = min(int((x1 - self.lo[0]) // self.h), self.w - 1)
        cy0 = max(int((y0 - self.lo[1]) // self.h), 0)
        cy1 = min(int((y1 - self.lo[1]) // self.h), self.hgt - 1)
        if cx0 > cx1 or cy0 > cy1:
            return self.idx[:0]
        parts = [self.order[self.starts[cy * self.w + cx0]:self.starts[cy * self.w + cx1 + 1]]
                 for cy in range(cy0, cy1 + 1)]
        return np.concatenate(parts) if parts else self.idx[:0]


# --------------------------------------------------------------------------- the model

class SceneModel:
    """Nodes and edges as arrays; selection, hover, pin and hide state; picking.

    Public arrays (n nodes, m edges):
      ids (list), labels (list), pos (n, 2) float (NaN = not placed yet), rgb (n,) uint32
      0xRRGGBB (palette / color_index: the same, factored), radius (n,) world units, opacity (n,) 0..1, degree (n,), pinned / hidden /
      selected (n,) bool, src / dst (m,) int64, edge_type (m,) int codes into edge_type_names,
      faded (m,) bool, edge_hidden (m,) bool. `hovered` is a node index or -1; `hovered_edge`
      an edge index or -1.

    Hiding (nodes by `hidden`, edges by `edge_hidden`, see set_visibility) keeps the graph and
    its positions: filters and the as-of time only flip masks, and the layout is not disturbed.
    """

    def __init__(self) -> None:
        self.base_radius = 6.0
        self._set_empty()

    def _set_empty(self) -> None:
        self.ids: list[str] = []
        self.index: dict[str, int] = {}
        self.labels: list[str] = []
        self.node_types: list[str] = []
        self.pos = np.zeros((0, 2))
        self.rgb = np.zeros(0, dtype=np.uint32)
        self.palette = np.zeros(0, dtype=np.uint32)
        self.color_index = np.zeros(0, dtype=np.int64)
        self.draw_order = np.zeros(0, dtype=np.int64)
        self.radius = np.zeros(0)
        self.opacity = np.zeros(0)
        self.degree = np.zeros(0, dtype=np.int64)
        self.pinned = np.zeros(0, dtype=bool)
        self.hidden = np.zeros(0, dtype=bool)
        self.selected = np.zeros(0, dtype=bool)
        self.src = np.zeros(0, dtype=np.int64)
        self.dst = np.zeros(0, dtype=np.int64)
        self.edge_type = np.zeros(0, dtype=np.int64)
        self.edge_type_names: list[str] = []
        self.edge_ids: list | None = None
        self.faded = np.zeros(0, dtype=bool)
        self.edge_hidden = np.zeros(0, dtype=bool)
        self.hovered = -1
        self.hovered_edge = -1
        self.highlighted = np.zeros(0, dtype=bool)
        # A path being shown (set_path): its nodes are labelled, its edges drawn as the focus's.
        self.path_nodes = np.zeros(0, dtype=bool)
        self.path_edges = np.zeros(0, dtype=bool)
        # Two times compared (set_changes): what appeared between them, and what ended.
        self.appeared_nodes = np.zeros(0, dtype=bool)
        self.appeared_edges = np.zeros(0, dtype=bool)
        self.ended_edges = np.zeros(0, dtype=bool)
        self.comparing = False  # two times are compared: the legend says what the colours mean
        # What sizes the discs and ranks the labels (see set_importance) and what colours them
        # (see set_communities); a new graph starts again from degree and type.
        self.size_by = "degree"
        self.importance = np.zeros(0)
        self._importance_values: np.ndarray | None = None
        self.color_by = "type"
        self.community: np.ndarray | None = None
        self._type_rgb = np.zeros(0, dtype=np.uint32)
        self._indptr = np.zeros(1, dtype=np.int64)
        self._adj = np.zeros(0, dtype=np.int64)
        self._adj_edge = np.zeros(0, dtype=np.int64)
        self._grid: GridIndex | None = None
        self.pos_version = 0

    # -- building ---------------------------------------------------------------------

    @property
    def n(self) -> int:
        return len(self.ids)

    @property
    def m(self) -> int:
        return int(self.src.size)

    def set_graph(self, ids: Sequence[str], edges: Iterable[Sequence] = (), *,
                  labels: Sequence[str] | None = None,
                  types: Sequence[str] | None = None,
                  confidence: Sequence[float] | None = None,
                  positions: Mapping[str, Sequence[float]] | np.ndarray | None = None,
                  pinned: Iterable[str] | np.ndarray | None = None,
                  edge_faded: Sequence[bool] | None = None,
                  edge_ids: Sequence | None = None,
                  type_colors: Mapping[str, int] | None = None,
                  keep_positions: bool = True) -> None:
        """Replace the graph.

        ids: node ids (unique). edges: (src_id, dst_id) or (src_id, dst_id, edge_type) tuples;
        edges naming an unknown id are dropped (the other end was filtered out).
        positions: {id: (x, y)} or an (n, 2) array; nodes without one keep their previous
        position when keep_positions and the id was shown before, else NaN (the layout places
        them). pinned: ids or an (n,) bool mask. type_colors overrides type_color().
        Selection survives for ids that still exist.
        """
        old_pos = {i: self.pos[k] for i, k in self.index.items()} if keep_positions else {}
        old_sel = {self.ids[i] for i in np.flatnonzero(self.selected)} if self.n else set()
        ids = list(ids)
        n = len(ids)
        index = {v: i for i, v in enumerate(ids)}
        if len(index) != n:
            raise ValueError("node ids must be unique")
        self._set_empty()
        self.ids = ids
        self.index = index
        self.labels = [str(v) for v in (labels if labels is not None else ids)]
        self.node_types = list(types) if types is not None else [""] * n
        colors = dict(type_colors or {})
        cache: dict[str, int] = {}
        rgb = np.empty(n, dtype=np.uint32)
        for i, t in enumerate(self.node_types):
            c = cache.get(t)
            if c is None:
                c = cache[t] = int(colors[t]) if t in colors else type_color(t)
            rgb[i] = c
        self._type_rgb = rgb
        self._set_rgb(rgb)
        self.opacity = confidence_opacity(confidence if confidence is not None else np.ones(n))

        src, dst, etype, keep = [], [], [], []
        names: dict[str, int] = {}
        for j, e in enumerate(edges):
            a = index.get(e[0])
            b = index.get(e[1])
            if a is None or b is None:
                continue
            t = str(e[2]) if len(e) > 2 and e[2] is not None else ""
            code = names.setdefault(t, len(names))
            src.append(a)
            dst.append(b)
            etype.append(code)
            keep.append(j)
        self.src = np.asarray(src, dtype=np.int64)
        self.dst = np.asarray(dst, dtype=np.int64)
        self.edge_type = np.asarray(etype, dtype=np.int64)
        self.edge_type_names = list(names)
        keep_arr = np.asarray(keep, dtype=np.int64)
        self.faded = (np.asarray(edge_faded, dtype=bool)[keep_arr] if edge_faded is not None
                      else np.zeros(len(src), dtype=bool))
        self.edge_hidden = np.zeros(len(src), dtype=bool)
        self.edge_ids = [edge_ids[j] for j in keep] if edge_ids is not None else None

        pos = np.full((n, 2), np.nan)
        for i, v in enumerate(ids):
            p = old_pos.get(v)
            if p is not None:
                pos[i] = p
        if positions is not None:
            if isinstance(positions, Mapping):
                for v, p in positions.items():
                    i = index.get(v)
                    if i is not None and p is not None:
                        pos[i] = p
            else:
                arr = np.asarray(positions, dtype=float).reshape(n, 2)
                have = np.isfinite(arr).all(axis=1)
                pos[have] = arr[have]
        self.pos = pos
        self.pinned = self._mask_from(pinned)
        self.hidden = np.zeros(n, dtype=bool)
        self.selected = np.array([v in old_sel for v in ids], dtype=bool)
        self.highlighted = np.zeros(n, dtype=bool)
        self.path_nodes = np.zeros(n, dtype=bool)
        self.path_edges = np.zeros(self.m, dtype=bool)
        self.appeared_nodes = np.zeros(n, dtype=bool)
        self.appeared_edges = np.zeros(self.m, dtype=bool)
        self.ended_edges = np.zeros(self.m, dtype=bool)
        self.comparing = False
        self._build_adjacency()
        self._apply_importance(self.degree)
        self.pos_version += 1

    # -- size and colour by ----------------------------------------------------------------

    def _set_rgb(self, rgb: np.ndarray) -> None:
        self.rgb = np.asarray(rgb, dtype=np.uint32)
        # Colour index per node into palette: lets the renderer group nodes without sorting.
        self.palette, self.color_index = np.unique(self.rgb, return_inverse=True)
        self.color_index = self.color_index.reshape(-1).astype(np.int64)

    def radius_range(self) -> tuple[float, float]:
        """(smallest, largest) disc radius in world units; base_radius 6 gives 4..28."""
        k = self.base_radius / 6.0
        return MIN_RADIUS * k, MAX_RADIUS * k

    def _apply_importance(self, values) -> None:
        self.importance = np.nan_to_num(np.asarray(values, dtype=float).reshape(self.n), nan=0.0)
        lo, hi = self.radius_range()
        self.radius = importance_radius(self.importance, lo, hi, top=self._importance_top())
        # Small nodes first so hubs are drawn on top; fixed until sizes change, so frames need no sort.
        self.draw_order = np.argsort(self.radius, kind="stable")
        self._grid = None

    def _importance_top(self) -> float:
        top = float(self.importance.max()) if self.importance.size else 0.0
        return max(top, DEGREE_TOP_FLOOR) if self.size_by == "degree" else top

    def drawn_radius(self, radii, scale: float, min_screen_radius: float) -> np.ndarray:
        """Pixels of discs of world radii `radii` as this model's discs are drawn at `scale`
        (the legend's reference discs, a subset of nodes): see drawn_radius."""
        return drawn_radius(radii, scale, self.radius_range()[0], min_screen_radius)

    def screen_radius(self, scale: float, min_screen_radius: float) -> np.ndarray:
        """Disc radius in pixels per node as drawn at `scale` (see drawn_radius)."""
        return drawn_radius(self.radius, scale, self.radius_range()[0], min_screen_radius)

    def set_importance(self, kind: str = "degree", values=None) -> bool:
        """Size discs (area proportional to the value, see importance_radius) and rank labels by
        an importance measure.

        kind "degree" (values None): the number of relationships, over the visible edges once
        set_visibility has run with size_by_visible_degree. Any other kind (e.g. "pagerank")
        takes values, an (n,) array in node order, or a {id: value} mapping (missing ids: 0);
        `kind` names the measure in the size legend. A new graph (set_graph) goes back to degree.
        Returns whether anything changed (the same sizes again need no new frame).
        """
        if kind == "degree" and values is None:
            shown = self._visible_degree()
            if self.size_by == "degree" and self._importance_values is None and np.array_equal(
                    np.asarray(shown, dtype=float), self.importance):
                return False
            self.size_by = "degree"
            self._importance_values = None
            self._apply_importance(shown)
            return True
        if values is None:
            raise ValueError(f"size by {kind!r} needs values")
        if isinstance(values, Mapping):
            arr = np.zeros(self.n)
            for v, x in values.items():
                i = self.index.get(v)
                if i is not None and x is not None:
                    arr[i] = float(x)
        else:
            arr = np.asarray(values, dtype=float).reshape(self.n)
        if self.size_by == str(kind) and self._importance_values is not None and np.array_equal(
                arr, self._importance_values):
            return False
        self.size_by = str(kind)
        self._importance_values = arr
        self._apply_importance(arr)
        return True

    def shown_edges(self) -> np.ndarray:
        """Edges not hidden between nodes not hidden, placed or not (visible_edges() also asks
        that both ends be placed: what is drawn; this is what the graph shown holds)."""
        if self.m == 0:
            return np.zeros(0, dtype=bool)
        return ~self.edge_hidden & ~self.hidden[self.src] & ~self.hidden[self.dst]

    def _visible_degree(self) -> np.ndarray:
        if self.m == 0 or self.hidden.size != self.n:
            return self.degree
        shown = self.shown_edges()
        return (np.bincount(self.src[shown], minlength=self.n)
                + np.bincount(self.dst[shown], minlength=self.n))

    def set_communities(self, community=None, names: Mapping[int, str] | None = None) -> bool:
        """Colour nodes by group: community is an (n,) int array in node order (or {id: int};
        negative or missing: no group, drawn grey), None goes back to colouring by type.
        Groups are coloured by size, the largest first (GROUP_PALETTE, then hashed colours);
        names optionally labels groups in the legend (default "community k", k from 1 by size).
        Returns whether anything changed: the same colours again keep the arrays (and so the
        renderer's sprites, which are cached by them) as they are."""
        if community is None:
            if self.color_by == "type" and self.community is None:
                return False
            self.color_by = "type"
            self.community = None
            self._community_names = None
            self._set_rgb(self._type_rgb)
            return True
        if isinstance(community, Mapping):
            arr = np.full(self.n, -1, dtype=np.int64)
            for v, c in community.items():
                i = self.index.get(v)
                if i is not None and c is not None:
                    arr[i] = int(c)
        else:
            arr = np.asarray(community, dtype=np.int64).reshape(self.n)
        if (self.color_by == "community" and self.community is not None and np.array_equal(arr, self.community)
                and dict(names or {}) == self._community_names):
            return False
        self.color_by = "community"
        self.community = arr
        self._community_names = dict(names or {})
        grouped = arr >= 0
        codes, inverse, counts = np.unique(arr[grouped], return_inverse=True, return_counts=True)
        rank_of_code = np.empty(codes.size, dtype=np.int64)
        rank_of_code[np.lexsort((codes, -counts))] = np.arange(codes.size)
        colours = np.array([group_color(int(r)) for r in range(codes.size)], dtype=np.uint32)
        rgb = np.full(self.n, 0x9AA0A6, dtype=np.uint32)
        rgb[grouped] = colours[rank_of_code[inverse.reshape(-1)]]
        self._set_rgb(rgb)
        return True

    def color_legend(self, limit: int = 10) -> list[tuple[int, str, int]]:
        """[(0xRRGGBB, text, node count)] for the colour legend, largest group first, at most
        limit rows (the rest folded into one "other" row in grey). Counts visible nodes only.
        Type names when colouring by type, "community 1 (312)" style when by community."""
        shown = ~self.hidden if self.hidden.size == self.n else np.ones(self.n, dtype=bool)
        if self.n == 0 or not shown.any():
            return []
        # Painted every frame: the answer is kept while colours and the hidden mask stay.
        cached = getattr(self, "_legend_cache", None)
        if (cached is not None and cached[0] is self.rgb and cached[1] == limit
                and np.array_equal(cached[2], shown)):
            return cached[3]
        rows = self._color_rows(shown, limit)
        self._legend_cache = (self.rgb, limit, shown, rows)
        return rows

    def _color_rows(self, shown: np.ndarray, limit: int) -> list[tuple[int, str, int]]:
        if self.color_by == "community" and self.community is not None:
            keys = self.community[shown]
            codes, counts = np.unique(keys, return_counts=True)
            first = {}
            for c, col in zip(self.community[shown].tolist(), self.rgb[shown].tolist()):
                first.setdefault(c, col)
            order = np.lexsort((codes, codes < 0, -counts))  # biggest first, "no group" last
            rows = []
            names = getattr(self, "_community_names", None) or {}
            grouped_rank = 0
            for k in order.tolist():
                code = int(codes[k])
                if code < 0:
                    text = "no community"
                else:
                    grouped_rank += 1
                    text = names.get(code, f"community {grouped_rank}")
                rows.append((int(first[code]), f"{text} ({int(counts[k])})", int(counts[k])))
        else:
            types = [t for t, s in zip(self.node_types, shown.tolist()) if s]
            counts: dict[str, int] = {}
            for t in types:
                counts[t] = counts.get(t, 0) + 1
            colour = {}
            for t, col in zip(self.node_types, self._type_rgb.tolist()):
                colour.setdefault(t, col)
            ranked = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
            rows = [(int(colour[t]), f"{t or 'no type'} ({c})", c) for t, c in ranked]
        if len(rows) > limit:
            rest = sum(r[2] for r in rows[limit - 1:])
            rows = rows[:limit - 1] + [(0x9AA0A6, f"{len(rows) - limit + 1} more ({rest})", rest)]
        return rows

    def size_legend(self, steps: int = 3) -> list[tuple[float, float, str]]:
        """[(value, world radius, text)] for the size legend: up to `steps` reference discs
        from the smallest to the largest importance shown, at readable round values; the last
        text names the measure ("91 relationships", "PageRank 0.05")."""
        shown = self.usable() if self.n else np.zeros(0, dtype=bool)
        vals = self.importance[shown] if shown.any() else self.importance
        vals = vals[vals > 0]
        if vals.size == 0:
            return []
        lo_v, hi_v = float(vals.min()), float(vals.max())
        lo, hi = self.radius_range()
        if steps <= 1 or hi_v <= lo_v * 1.5:
            picks = [hi_v]
        else:
            mid = math.sqrt(lo_v * hi_v)
            picks = [lo_v, mid, hi_v] if steps >= 3 and hi_v > lo_v * 6 else [lo_v, hi_v]
        out = []
        degree = self.size_by == "degree"
        for k, v in enumerate(picks):
            last = k == len(picks) - 1
            shown_v = v if last else nice_number(v)   # the top is the real maximum
            if out and shown_v <= out[-1][0]:
                continue
            r = float(importance_radius(np.array([shown_v]), lo, hi, top=self._importance_top())[0])
            if degree:
                num = f"{shown_v:.0f}"
                text = f"{num} relationship{'s' if num != '1' else ''}" if last else num
            else:
                num = f"{shown_v:.3g}"
                text = f"{self.size_by} {num}" if last else num
            out.append((shown_v, r, text))
        return out

    def set_path(self, node_ids=(), edge_ids=()) -> int:
        """Show a path: its nodes (ids) labelled and lit, its edges (ids, as given to set_graph's
        edge_ids) drawn highlighted; empty clears. Returns how many of its edges are held."""
        self.path_nodes = self._mask_from(list(node_ids))
        wanted = set(edge_ids)
        self.path_edges = np.array([e in wanted for e in (self.edge_ids or [])], dtype=bool).reshape(self.m) \
            if self.edge_ids is not None and wanted else np.zeros(self.m, dtype=bool)
        return int(self.path_edges.sum())

    def set_changes(self, appeared_node_ids=(), appeared_edge_ids=(), ended_edge_ids=(),
                    comparing: bool | None = None) -> int:
        """Mark what changed between two times: nodes and edges (ids) that appeared, edges that
        ended. comparing (default: anything given) keeps the legend's rows for an empty answer;
        nothing given clears. Returns how many of the marked ones the canvas holds."""
        appeared_node_ids, appeared_edge_ids, ended_edge_ids = (
            list(appeared_node_ids), list(appeared_edge_ids), list(ended_edge_ids))
        self.appeared_nodes = self._mask_from(appeared_node_ids)
        self.appeared_edges = self._edge_mask(appeared_edge_ids)
        self.ended_edges = self._edge_mask(ended_edge_ids) & ~self.appeared_edges
        self.comparing = bool(appeared_node_ids or appeared_edge_ids or ended_edge_ids) if comparing is None \
            else comparing
        return int(self.appeared_nodes.sum() + self.appeared_edges.sum() + self.ended_edges.sum())

    def change_legend(self) -> list[tuple[int, str, int]]:
        """[(rgb, text, count)] for the colour legend while two times are compared: what
        appeared and what ended, counting what is shown."""
        if not self.comparing:
            return []
        shown_edges = ~self.edge_hidden if self.edge_hidden.size == self.m else np.ones(self.m, dtype=bool)
        shown_nodes = ~self.hidden if self.hidden.size == self.n else np.ones(self.n, dtype=bool)
        appeared = int((self.appeared_nodes & shown_nodes).sum() + (self.appeared_edges & shown_edges).sum())
        ended = int((self.ended_edges & shown_edges).sum())
        return [(APPEARED_RGB, f"appeared ({appeared})", appeared), (ENDED_RGB, f"ended ({ended})", ended)]

    def _edge_mask(self, edge_ids) -> np.ndarray:
        wanted = set(edge_ids)
        if self.edge_ids is None or not wanted:
            return np.zeros(self.m, dtype=bool)
        return np.fromiter((e in wanted for e in self.edge_ids), dtype=bool, count=self.m)

    def set_highlighted(self, ids) -> np.ndarray:
        """Mark nodes (ids, or an (n,) bool mask; None or empty clears) as highlighted, e.g.
        search hits: drawn with a distinct ring and labelled first. Returns their indices."""
        if ids is None:
            self.highlighted = np.zeros(self.n, dtype=bool)
        else:
            self.highlighted = self._mask_from(ids)
        return np.flatnonzero(self.highlighted)

    def set_visibility(self, node_hidden=None, edge_hidden=None, edge_faded=None,
                       size_by_visible_degree: bool = True) -> None:
        """Show and hide without changing the graph: (n,) / (m,) bool masks, None keeps one.
        With size_by_visible_degree, node sizes follow the degree over the visible edges (a node
        whose relationships are hidden, e.g. closed at the time shown, becomes small)."""
        if node_hidden is not None:
            self.hidden = np.array(node_hidden, dtype=bool).reshape(self.n)
        if edge_hidden is not None:
            self.edge_hidden = np.array(edge_hidden, dtype=bool).reshape(self.m)
        if edge_faded is not None:
            self.faded = np.array(edge_faded, dtype=bool).reshape(self.m)
        if size_by_visible_degree and self.size_by == "degree":
            self._apply_importance(self._visible_degree())
        if self.hovered >= 0 and self.hidden[self.hovered]:
            self.hovered = -1
        if self.hovered_edge >= 0 and (self.edge_hidden[self.hovered_edge] or not self.m):
            self.hovered_edge = -1
        self._grid = None

    def _mask_from(self, which) -> np.ndarray:
        mask = np.zeros(self.n, dtype=bool)
        if which is None:
            return mask
        if isinstance(which, np.ndarray) and which.dtype == bool:
            mask[:] = which
            return mask
        for v in which:
            i = self.index.get(v)
            if i is not None:
                mask[i] = True
        return mask

    def _build_adjacency(self) -> None:
        n = self.n
        m = self.m
        a = np.concatenate([self.src, self.dst])
        b = np.concatenate([self.dst, self.src])
        e = np.concatenate([np.arange(m), np.arange(m)])
        order = np.argsort(a, kind="stable")
        self._indptr = np.concatenate([[0], np.cumsum(np.bincount(a, minlength=n))]).astype(np.int64)
        self._adj = b[order]
        self._adj_edge = e[order]
        self.degree = np.diff(self._indptr)

    # -- positions ------------------------------------------------------------------------

    def set_positions(self, positions, indices=None) -> None:
        """Overwrite positions (all, or the given indices) and invalidate the spatial index."""
        p = np.asarray(positions, dtype=float).reshape(-1, 2)
        if indices is None:
            self.pos[:] = p
        else:
            self.pos[np.asarray(indices, dtype=np.int64)] = p
        self._grid = None
        self.pos_version += 1

    def positions_by_id(self, placed_only: bool = True) -> dict[str, tuple[float, float]]:
        out = {}
        for i, v in enumerate(self.ids):
            x, y = self.pos[i]
            if placed_only and not (math.isfinite(x) and math.isfinite(y)):
                continue
            out[v] = (float(x), float(y))
        return out

    def placed(self) -> np.ndarray:
        return np.isfinite(self.pos).all(axis=1)

    def usable(self) -> np.ndarray:
        """Nodes that are drawn and can be picked: placed and not hidden."""
        return self.placed() & ~self.hidden

    def bounds(self, mask: np.ndarray | None = None) -> tuple[float, float, float, float] | None:
        """World bounding box of the usable nodes (discs included), or None when empty."""
        use = self.usable() if mask is None else (mask & self.usable())
        if not use.any():
            return None
        p = self.pos[use]
        r = self.radius[use]
        return (float((p[:, 0] - r).min()), float((p[:, 1] - r).min()),
                float((p[:, 0] + r).max()), float((p[:, 1] + r).max()))

    # -- selection, hover, graph queries ----------------------------------------------------

    def set_selected(self, indices, add: bool = False) -> bool:
        """Select the given node indices (replacing, or adding to, the selection); True if changed."""
        new = self.selected.copy() if add else np.zeros(self.n, dtype=bool)
        new[np.asarray(list(indices) if not isinstance(indices, np.ndarray) else indices,
                       dtype=np.int64)] = True
        changed = not np.array_equal(new, self.selected)
        self.selected = new
        return changed

    def toggle_selected(self, i: int) -> None:
        self.selected[i] = not self.selected[i]

    def selected_ids(self) -> list[str]:
        return [self.ids[i] for i in np.flatnonzero(self.selected)]

    def indices_of(self, ids: Iterable[str]) -> np.ndarray:
        return np.asarray([self.index[v] for v in ids if v in self.index], dtype=np.int64)

    def neighbours(self, i: int) -> np.ndarray:
        return np.unique(self._adj[self._indptr[i]:self._indptr[i + 1]])

    def incident_edges(self, nodes) -> np.ndarray:
        nodes = np.atleast_1d(np.asarray(nodes, dtype=np.int64))
        if nodes.size == 0:
            return nodes
        parts = [self._adj_edge[self._indptr[i]:self._indptr[i + 1]] for i in nodes]
        return np.unique(np.concatenate(parts))

    def focus_sets(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """(focus nodes, their neighbours, edges touching a focus node) for highlighting.

        Focus = the hovered node plus the selection.
        """
        focus = np.flatnonzero(self.selected)
        if self.hovered >= 0:
            focus = np.union1d(focus, [self.hovered])
        if focus.size == 0:
            empty = np.zeros(0, dtype=np.int64)
            return empty, empty, empty
        edges = self.incident_edges(focus)
        if edges.size:
            edges = edges[self.visible_edges()[edges]]
        nb = np.unique(np.concatenate([self.src[edges], self.dst[edges]])) if edges.size else focus[:0]
        return focus, np.setdiff1d(nb, focus), edges

    # -- picking --------------------------------------------------------------------------

    def spatial_index(self) -> GridIndex:
        if self._grid is None:
            self._grid = GridIndex(self.pos, self.radius, self.usable())
        return self._grid

    def invalidate_index(self) -> None:
        self._grid = None

    def node_at(self, x: float, y: float, pad: float = 0.0, min_radius: float = 0.0,
                grow: float = 1.0, scale: float | None = None, min_screen_radius: float = 1.5) -> int:
        """Index of the node whose disc contains (x, y), or -1. Discs are radius * grow, or,
        with scale, as drawn at that zoom (drawn_radius, with min_screen_radius), at least
        min_radius (the smallest drawn size, in world units) and grown by pad; among
        overlapping discs the one whose centre is relatively closest wins."""
        g = self.spatial_index()
        lo = self.radius_range()[0]

        def world(radii):
            radii = np.asarray(radii, dtype=float)
            if scale is None:
                return radii * grow
            return drawn_radius(radii, scale, lo, min_screen_radius) / scale

        reach = max(float(world(g.max_radius)), min_radius) + pad
        cand = g.candidates(x - reach, y - reach, x + reach, y + reach)
        if cand.size == 0:
            return -1
        d = np.hypot(self.pos[cand, 0] - x, self.pos[cand, 1] - y)
        r = np.maximum(world(self.radius[cand]), min_radius) + pad
        inside = d <= r
        if not inside.any():
            return -1
        rel = np.where(inside, d / (r + 1e-12), np.inf)
        return int(cand[int(np.argmin(rel))])

    def nodes_in_rect(self, x0: float, y0: float, x1: float, y1: float) -> np.ndarray:
        """Usable nodes whose centre lies inside the (unordered) world rectangle."""
        x0, x1 = min(x0, x1), max(x0, x1)
        y0, y1 = min(y0, y1), max(y0, y1)
        cand = self.spatial_index().candidates(x0, y0, x1, y1)
        if cand.size == 0:
            return cand
        p = self.pos[cand]
        inside = (p[:, 0] >= x0) & (p[:, 0] <= x1) & (p[:, 1] >= y0) & (p[:, 1] <= y1)
        return np.sort(cand[inside])

    def visible_edges(self) -> np.ndarray:
        """Edges not hidden whose both ends are usable."""
        use = self.usable()
        if self.m == 0:
            return np.zeros(0, dtype=bool)
        return use[self.src] & use[self.dst] & ~self.edge_hidden

    def edge_at(self, x: float, y: float, tol: float) -> int:
        """Index of the edge nearest to (x, y) within tol (world units), or -1."""
        if self.m == 0:
            return -1
        ok = self.visible_edges()
        a = self.pos[self.src]
        b = self.pos[self.dst]
        # Cheap bounding-box reject before the exact distance.
        ok &= (np.minimum(a[:, 0], b[:, 0]) - tol <= x) & (np.maximum(a[:, 0], b[:, 0]) + tol >= x)
        ok &= (np.minimum(a[:, 1], b[:, 1]) - tol <= y) & (np.maximum(a[:, 1], b[:, 1]) + tol >= y)
        cand = np.flatnonzero(ok)
        if cand.size == 0:
            return -1
        a = a[cand]
        d = b[cand] - a
        ll = (d * d).sum(axis=1)
        t = np.clip(((x - a[:, 0]) * d[:, 0] + (y - a[:, 1]) * d[:, 1]) / np.maximum(ll, 1e-12), 0, 1)
        dist = np.hypot(a[:, 0] + t * d[:, 0] - x, a[:, 1] + t * d[:, 1] - y)
        j = int(np.argmin(dist))
        return int(cand[j]) if dist[j] <= tol else -1

    def edge_description(self, e: int) -> str:
        t = self.edge_type_names[self.edge_type[e]] if self.edge_type_names else ""
        s = self.labels[self.src[e]]
        d = self.labels[self.dst[e]]
        text = f"{s} \u2014{t}\u2192 {d}" if t else f"{s} \u2192 {d}"
        return text + (" (closed)" if self.faded[e] else "")

    # -- level of detail ------------------------------------------------------------------

    def label_priority(self, candidates: np.ndarray) -> np.ndarray:
        """candidates reordered most important first: hovered, selected, highlighted (search
        hits), the neighbours of those, then by importance (what sizes the discs); ties by
        index so the order is stable."""
        if candidates.size == 0:
            return candidates
        tier = self._label_tiers()[candidates]
        order = np.lexsort((candidates, -self.importance[candidates], -tier))
        return candidates[order]

    def _label_tiers(self) -> np.ndarray:
        """Per node 0 (ordinary) .. 4 (hovered): who gets a label before importance counts."""
        tier = np.zeros(self.n, dtype=np.int64)
        focus, nb, _ = self.focus_sets()
        hits = np.flatnonzero(self.highlighted) if self.highlighted.size == self.n else focus[:0]
        if 0 < hits.size <= 50:   # neighbours of a few hits; of many, the hits are enough
            tier[np.setdiff1d(self._adj[np.concatenate(
                [np.arange(self._indptr[i], self._indptr[i + 1]) for i in hits])], hits)] = 1
        tier[nb] = 1
        tier[hits] = 2
        if self.path_nodes.size == self.n:
            tier[self.path_nodes] = 2
        tier[focus] = 3
        if self.hovered >= 0:
            tier[self.hovered] = 4
        return tier

    def label_candidates(self, visible: np.ndarray, cap: int = 200) -> np.ndarray:
        """Indices of nodes to label: every visible node when at most cap are visible, otherwise
        the cap most important ones (focus and hits first, then by importance). Sorted by
        priority; the renderer still drops any whose label would overlap another."""
        vis_mask = visible if visible.dtype == bool else np.isin(np.arange(self.n), visible)
        vis = np.flatnonzero(vis_mask)
        if vis.size > cap:
            # Masks and a partial selection keep this O(n) when thousands are visible.
            forced_mask = (self._label_tiers() > 0) & vis_mask
            forced = np.flatnonzero(forced_mask)
            rest_n = max(cap - forced.size, 0)
            rest = np.flatnonzero(vis_mask & ~forced_mask) if forced.size else vis
            if rest.size > rest_n:
                if rest_n > 0:
                    rest = rest[np.argpartition(-self.importance[rest], rest_n - 1)[:rest_n]]
                else:
                    rest = rest[:0]
            vis = np.concatenate([forced, rest])
        return self.label_priority(vis)[:max(cap, 0)]
