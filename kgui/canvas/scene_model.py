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


def degree_radius(degree: np.ndarray, base: float = 6.0) -> np.ndarray:
    """World radius from degree: logarithmic, so hubs stand out without covering their leaves."""
    return base * (1.0 + 0.6 * np.log1p(np.asarray(degree, dtype=float)))


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
        self.rgb = rgb
        # Colour index per node into palette: lets the renderer group nodes without sorting.
        self.palette, self.color_index = np.unique(rgb, return_inverse=True)
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
        self._build_adjacency()
        self.radius = degree_radius(self.degree, self.base_radius)
        # Small nodes first so hubs are drawn on top; fixed per graph, so frames need no sort.
        self.draw_order = np.argsort(self.radius, kind="stable")
        self.pos_version += 1

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
        if size_by_visible_degree:
            shown = ~self.edge_hidden & ~self.hidden[self.src] & ~self.hidden[self.dst]
            deg = (np.bincount(self.src[shown], minlength=self.n)
                   + np.bincount(self.dst[shown], minlength=self.n))
            self.radius = degree_radius(deg, self.base_radius)
            self.draw_order = np.argsort(self.radius, kind="stable")
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

    def node_at(self, x: float, y: float, pad: float = 0.0, min_radius: float = 0.0) -> int:
        """Index of the node whose disc contains (x, y), or -1. Discs are at least min_radius
        (the renderer's smallest drawn size, in world units) and grown by pad; among
        overlapping discs the one whose centre is relatively closest wins."""
        g = self.spatial_index()
        reach = max(g.max_radius, min_radius) + pad
        cand = g.candidates(x - reach, y - reach, x + reach, y + reach)
        if cand.size == 0:
            return -1
        d = np.hypot(self.pos[cand, 0] - x, self.pos[cand, 1] - y)
        r = np.maximum(self.radius[cand], min_radius) + pad
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
        """candidates reordered most important first: hovered, selected, their neighbours,
        then larger (higher degree) nodes; ties by index so the order is stable."""
        if candidates.size == 0:
            return candidates
        focus, nb, _ = self.focus_sets()
        score = self.radius[candidates].astype(float)
        boost = np.zeros(self.n)
        boost[nb] = 1e6
        boost[focus] = 2e6
        if self.hovered >= 0:
            boost[self.hovered] = 3e6
        score = score + boost[candidates]
        order = np.lexsort((candidates, -score))
        return candidates[order]

    def label_candidates(self, visible: np.ndarray, cap: int = 200) -> np.ndarray:
        """Indices of nodes to label: every visible node when at most cap are visible, otherwise
        the cap most important ones (focus first, then by size). Sorted by priority."""
        vis_mask = visible if visible.dtype == bool else np.isin(np.arange(self.n), visible)
        vis = np.flatnonzero(vis_mask)
        if vis.size > cap:
            # Masks and a partial selection keep this O(n) when thousands are visible.
            focus, nb, _ = self.focus_sets()
            forced_mask = np.zeros(self.n, dtype=bool)
            forced_mask[focus] = True
            forced_mask[nb] = True
            forced_mask &= vis_mask
            forced = np.flatnonzero(forced_mask)
            rest_n = max(cap - forced.size, 0)
            rest = np.flatnonzero(vis_mask & ~forced_mask) if forced.size else vis
            if rest.size > rest_n:
                if rest_n > 0:
                    rest = rest[np.argpartition(-self.radius[rest], rest_n - 1)[:rest_n]]
                else:
                    rest = rest[:0]
            vis = np.concatenate([forced, rest])
        return self.label_priority(vis)[:max(cap, 0)]
