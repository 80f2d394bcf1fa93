"""Export what the canvas shows: a PNG (the renderer's own pixels, at a chosen scale) and an SVG
(vector: one line per visible edge with an arrowhead marker, one circle per visible node, the
labels the renderer would draw, the size and colour legends), both of the current viewport."""

from __future__ import annotations

from html import escape
from pathlib import Path

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter

from .legend import legend_svg
from .renderer import GraphRenderer, blend
from .scene_model import SceneModel, Viewport


def _hex(rgb: int) -> str:
    return f"#{int(rgb) & 0xFFFFFF:06x}"


def render_png(model: SceneModel, viewport: Viewport, renderer: GraphRenderer, path: str | Path,
               scale: float = 2.0) -> QImage:
    """Paint the current view into a PNG `scale` times the widget's size (crisp on HiDPI)."""
    image = QImage(max(int(viewport.width * scale), 1), max(int(viewport.height * scale), 1),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(scale)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    try:
        renderer.paint(painter, model, viewport)
    finally:
        painter.end()
    if not image.save(str(path), "PNG"):
        raise OSError(f"cannot write {path}")
    return image


def svg_document(model: SceneModel, viewport: Viewport, renderer: GraphRenderer, title: str = "") -> str:
    """The current view as an SVG document (a string)."""
    st = renderer.style
    w, h = viewport.width, viewport.height
    bg = st.background if st.background is not None else 0xFFFFFF
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w:.0f}" height="{h:.0f}" '
           f'viewBox="0 0 {w:.0f} {h:.0f}" font-family="sans-serif">']
    if title:
        out.append(f"<title>{escape(title)}</title>")
    edge_hex = _hex(blend(st.edge_rgb, bg, st.edge_alpha))
    faded_hex = _hex(blend(st.edge_rgb, bg, st.faded_alpha))
    out.append("<defs>")
    for name, colour in (("arrow", edge_hex), ("arrow-faded", faded_hex)):
        out.append(f'<marker id="{name}" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" '
                   f'markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10" fill="none" '
                   f'stroke="{colour}" stroke-width="1.5"/></marker>')
    out.append("</defs>")
    out.append(f'<rect width="100%" height="100%" fill="{_hex(bg)}"/>')
    if model.n:
        sx = model.pos[:, 0] * viewport.scale + viewport.ox
        sy = model.pos[:, 1] * viewport.scale + viewport.oy
        sr = model.screen_radius(viewport.scale, st.min_screen_radius)
        visible = (model.usable() & (sx + sr >= 0) & (sx - sr <= w) & (sy + sr >= 0) & (sy - sr <= h))
        out.append('<g id="edges" fill="none">')
        if model.m:
            for e in np.flatnonzero(model.visible_edges() & (visible[model.src] | visible[model.dst])).tolist():
                a, b = int(model.src[e]), int(model.dst[e])
                dx, dy = sx[b] - sx[a], sy[b] - sy[a]
                length = float(np.hypot(dx, dy))
                if length <= sr[a] + sr[b] + 0.5:
                    continue
                ux, uy = dx / length, dy / length
                x0, y0 = sx[a] + ux * sr[a], sy[a] + uy * sr[a]
                x1, y1 = sx[b] - ux * sr[b], sy[b] - uy * sr[b]
                faded = bool(model.faded[e])
                dash = ' stroke-dasharray="5,4"' if faded else ""
                marker = "arrow-faded" if faded else "arrow"
                out.append(f'<line x1="{x0:.1f}" y1="{y0:.1f}" x2="{x1:.1f}" y2="{y1:.1f}" '
                           f'stroke="{faded_hex if faded else edge_hex}" stroke-width="{st.edge_width:g}"'
                           f'{dash} marker-end="url(#{marker})"><title>{escape(model.edge_description(e))}'
                           f'</title></line>')
        out.append("</g>")
        out.append(f'<g id="nodes" stroke="{_hex(st.outline_rgb)}" stroke-width="1">')
        for i in model.draw_order[visible[model.draw_order]].tolist():
            label = model.labels[i]
            kind = model.node_types[i]
            ring = f' stroke="{_hex(st.selection_rgb)}" stroke-width="2.5"' if model.selected[i] else ""
            out.append(f'<circle cx="{sx[i]:.1f}" cy="{sy[i]:.1f}" r="{sr[i]:.1f}" fill="{_hex(model.rgb[i])}" '
                       f'fill-opacity="{model.opacity[i]:.2f}"{ring}><title>{escape(label)}'
                       f'{escape(f" ({kind})") if kind else ""}</title></circle>')
        out.append("</g>")
        renderer.label_obstacles = ()
        if st.show_legend:  # labels keep out from under the legends, as on the canvas
            from .legend import legend_layout

            lay = legend_layout(model, viewport, renderer.font, st.min_screen_radius, renderer.legend_bottom_inset)
            renderer.label_obstacles = tuple((b.left(), b.top(), b.right(), b.bottom())
                                             for b in (lay.size_box, lay.color_box) if b is not None)
        chosen = renderer.choose_labels(model, sx, sy, sr, visible)
        size = renderer.font.pointSizeF() * 4.0 / 3.0  # points to pixels at 96 dpi
        out.append(f'<g id="labels" font-size="{size:.1f}" fill="{_hex(st.label_rgb)}">')
        big = renderer._big_label(model)
        big_size = renderer.big_font.pointSizeF() * 4.0 / 3.0
        for i, x, y in chosen:
            text, tw, th = renderer._text(model.labels[i], bool(big[i]))
            extra = f' font-size="{big_size:.1f}" font-weight="bold"' if big[i] else ""
            out.append(f'<text x="{x + tw / 2:.1f}" y="{y + th * 0.8:.1f}" text-anchor="middle"{extra}>'
                       f'{escape(model.labels[i])}</text>')
        out.append("</g>")
        if st.show_legend:
            out.extend(legend_svg(model, viewport, renderer, size))
    out.append("</svg>")
    return "\n".join(out) + "\n"


def write_svg(model: SceneModel, viewport: Viewport, renderer: GraphRenderer, path: str | Path,
              title: str = "") -> None:
    Path(path).write_text(svg_document(model, viewport, renderer, title), encoding="utf-8")
