"""The legends drawn on the canvas (and into PNG / SVG exports): what disc sizes mean
(bottom-left: two or three reference discs at the current zoom, "1", "10", "91 relationships")
and what colours mean (top-right: swatches with type names or "community 1 (312)").

One layout function places both, so the painted legend and the SVG one agree.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from html import escape

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter, QPen

from .scene_model import SceneModel, Viewport

PAD = 6.0
MAX_LEGEND_DISC_PX = 40.0    # reference discs larger than this on screen are capped


@dataclass
class LegendLayout:
    """Screen geometry of the legends; empty lists when a legend has nothing to say."""
    size_box: QRectF | None = None
    discs: list[tuple[float, float, float]] = field(default_factory=list)    # cx, cy, r
    disc_texts: list[tuple[float, float, str]] = field(default_factory=list)  # x centre, baseline y
    color_box: QRectF | None = None
    swatches: list[tuple[QRectF, int]] = field(default_factory=list)
    color_texts: list[tuple[float, float, str]] = field(default_factory=list)  # x left, baseline y


def legend_layout(model: SceneModel, vp: Viewport, font, min_screen_radius: float = 1.5,
                  bottom_inset: float = 0.0, max_rows: int = 10) -> LegendLayout:
    """Where the legends go in a view of vp's size, in font (a QFont)."""
    out = LegendLayout()
    fm = QFontMetricsF(font)
    text_h = fm.height()
    rows = model.size_legend()
    if rows:
        drawn = model.drawn_radius([r for _v, r, _t in rows], vp.scale, min_screen_radius)  # as the discs are
        radii = [min(float(r), MAX_LEGEND_DISC_PX) for r in drawn]
        widths = [max(2 * r, fm.horizontalAdvance(t)) for (_v, _r, t), r in zip(rows, radii)]
        disc_h = 2 * max(radii)
        gap = 2 * PAD                                  # so "1" and "10" read as two values
        box_w = sum(widths) + gap * (len(rows) - 1) + 2 * PAD
        box_h = disc_h + text_h + 3 * PAD
        top = vp.height - bottom_inset - box_h - PAD
        out.size_box = QRectF(PAD, top, box_w, box_h)
        x = 2 * PAD
        base = top + PAD + disc_h                     # discs stand on one line
        for (_v, _r, text), r, w in zip(rows, radii, widths):
            cx = x + w / 2
            out.discs.append((cx, base - r, r))
            out.disc_texts.append((cx, base + PAD + fm.ascent(), text))
            x += w + gap
    entries = model.color_legend(limit=max_rows)
    changes = model.change_legend()  # two times compared: what the two change colours mean
    if len(entries) < 2:
        entries = []                                   # one colour explains nothing
    entries = entries + changes
    if entries:
        sw = text_h * 0.8
        text_w = max(fm.horizontalAdvance(t) for _c, t, _n in entries)
        box_w = sw + text_w + 3 * PAD
        line = text_h + 2
        box_h = line * len(entries) + 2 * PAD
        left = vp.width - box_w - PAD
        out.color_box = QRectF(left, PAD, box_w, box_h)
        y = 2 * PAD
        for rgb, text, _n in entries:
            out.swatches.append((QRectF(left + PAD, y + (line - sw) / 2, sw, sw), rgb))
            out.color_texts.append((left + 2 * PAD + sw, y + (line - text_h) / 2 + fm.ascent(), text))
            y += line
    return out


def _qc(rgb: int, a: int = 255) -> QColor:
    return QColor((rgb >> 16) & 255, (rgb >> 8) & 255, rgb & 255, a)


def draw_legends(painter: QPainter, model: SceneModel, vp: Viewport, renderer,
                 bottom_inset: float = 0.0, layout: LegendLayout | None = None) -> LegendLayout:
    """Paint both legends over the frame (renderer gives style and font). The legends are
    painted once into an image kept on the renderer and blitted while they stay the same: the
    translucent rounded boxes and text cost a few ms per frame otherwise."""
    st = renderer.style
    lay = layout or legend_layout(model, vp, renderer.font, st.min_screen_radius, bottom_inset)
    key = (tuple(lay.discs), tuple(lay.disc_texts), tuple(t for _x, _y, t in lay.color_texts),
           tuple(rgb for _r, rgb in lay.swatches), vp.width, vp.height, bottom_inset,
           renderer.font.key(), st.label_rgb, st.label_bg, st.outline_rgb,
           painter.device().devicePixelRatioF())
    cached = getattr(renderer, "_legend_image", None)
    if cached is None or cached[0] != key:
        ratio = key[-1]
        image = QImage(max(int(vp.width * ratio), 1), max(int(vp.height * ratio), 1),
                       QImage.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(ratio)
        image.fill(Qt.transparent)
        p = QPainter(image)
        p.setRenderHint(QPainter.Antialiasing, True)
        p.setRenderHint(QPainter.TextAntialiasing, True)
        _paint_legends(p, lay, renderer)
        p.end()
        renderer._legend_image = cached = (key, image)
    if lay.size_box is not None or lay.color_box is not None:
        # Only the legend boxes' pixels are copied.
        for box in (lay.size_box, lay.color_box):
            if box is not None:
                r = box.adjusted(-1, -1, 1, 1)
                ratio = key[-1]
                painter.drawImage(r, cached[1], QRectF(r.x() * ratio, r.y() * ratio,
                                                      r.width() * ratio, r.height() * ratio))
    return lay


def _paint_legends(painter: QPainter, lay: LegendLayout, renderer) -> None:
    st = renderer.style
    r, g, b, _a = st.label_bg
    painter.setFont(renderer.font)
    for box in (lay.size_box, lay.color_box):
        if box is not None:
            painter.setPen(QPen(QColor(0, 0, 0, 40), 1.0))
            painter.setBrush(QColor(r, g, b, 225))
            painter.drawRoundedRect(box, 4, 4)
    if lay.discs:
        painter.setPen(QPen(_qc(st.outline_rgb, 200), 1.0))
        painter.setBrush(_qc(0xBAB0AC))
        for cx, cy, rad in lay.discs:
            painter.drawEllipse(QPointF(cx, cy), rad, rad)
    painter.setPen(_qc(st.label_rgb))
    fm = QFontMetricsF(renderer.font)
    for cx, y, text in lay.disc_texts:
        painter.drawText(QPointF(cx - fm.horizontalAdvance(text) / 2, y), text)
    for rect, rgb in lay.swatches:
        painter.setPen(QPen(_qc(st.outline_rgb, 200), 1.0))
        painter.setBrush(_qc(rgb))
        painter.drawRect(rect)
    painter.setPen(_qc(st.label_rgb))
    for x, y, text in lay.color_texts:
        painter.drawText(QPointF(x, y), text)
    painter.setBrush(Qt.NoBrush)


def legend_svg(model: SceneModel, vp: Viewport, renderer, font_px: float) -> list[str]:
    """The same legends as SVG elements (one <g id="legend">). Reference discs are <ellipse>
    elements so that every <circle> in an export is a node."""
    st = renderer.style
    lay = legend_layout(model, vp, renderer.font, st.min_screen_radius, renderer.legend_bottom_inset)
    hexc = lambda rgb: f"#{int(rgb) & 0xFFFFFF:06x}"  # noqa: E731
    out = [f'<g id="legend" font-size="{font_px:.1f}" fill="{hexc(st.label_rgb)}">']
    for box in (lay.size_box, lay.color_box):
        if box is not None:
            out.append(f'<rect x="{box.x():.1f}" y="{box.y():.1f}" width="{box.width():.1f}" '
                       f'height="{box.height():.1f}" rx="4" fill="#ffffff" fill-opacity="0.88" '
                       f'stroke="#000000" stroke-opacity="0.16"/>')
    for cx, cy, r in lay.discs:
        out.append(f'<ellipse cx="{cx:.1f}" cy="{cy:.1f}" rx="{r:.1f}" ry="{r:.1f}" fill="#bab0ac" '
                   f'stroke="{hexc(st.outline_rgb)}"/>')
    for cx, y, text in lay.disc_texts:
        out.append(f'<text x="{cx:.1f}" y="{y:.1f}" text-anchor="middle">{escape(text)}</text>')
    for rect, rgb in lay.swatches:
        out.append(f'<rect x="{rect.x():.1f}" y="{rect.y():.1f}" width="{rect.width():.1f}" '
                   f'height="{rect.height():.1f}" fill="{hexc(rgb)}" stroke="{hexc(st.outline_rgb)}"/>')
    for x, y, text in lay.color_texts:
        out.append(f'<text x="{x:.1f}" y="{y:.1f}">{escape(text)}</text>')
    out.append("</g>")
    return out
