"""A minimap for the canvas: the whole graph as dots in a corner, with the viewport's rectangle,
shown while zoomed in (hidden when the whole graph is in view). A press or drag on it centres
the view on that point (GraphCanvas routes the mouse here)."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen

from .renderer import draw_segments
from .scene_model import SceneModel, Viewport

MAX_DOTS = 6000   # more nodes: an even subsample (the shape of the graph, cheaply)


class Minimap:
    """Geometry and painting of the minimap; the widget keeps one and asks it each frame."""

    def __init__(self, width: float = 180.0, height: float = 130.0, margin: float = 8.0):
        self.width = width
        self.height = height
        self.margin = margin
        self.pad = 6.0
        self._dots: tuple | None = None   # (key, QImage) of the last drawn dots

    def rect(self, widget_w: float, widget_h: float) -> QRectF:
        """Where the minimap sits: the bottom-right corner of the widget."""
        return QRectF(widget_w - self.width - self.margin, widget_h - self.height - self.margin,
                      self.width, self.height)

    def is_shown(self, model: SceneModel, vp: Viewport) -> bool:
        """Shown when part of the graph lies outside the view (zoomed in or panned away)."""
        b = model.bounds()
        if b is None:
            return False
        x0, y0, x1, y1 = vp.world_rect()
        slack = 2.0 / max(vp.scale, 1e-12)        # a pixel or two of rounding is still "fit"
        return b[0] < x0 - slack or b[1] < y0 - slack or b[2] > x1 + slack or b[3] > y1 + slack

    def _transform(self, model: SceneModel, rect: QRectF):
        """(scale, ox, oy) from world to widget pixels inside rect, or None without nodes."""
        b = model.bounds()
        if b is None:
            return None
        w = max(b[2] - b[0], 1e-9)
        h = max(b[3] - b[1], 1e-9)
        s = min((rect.width() - 2 * self.pad) / w, (rect.height() - 2 * self.pad) / h)
        ox = rect.center().x() - (b[0] + b[2]) / 2 * s
        oy = rect.center().y() - (b[1] + b[3]) / 2 * s
        return s, ox, oy

    def world_at(self, model: SceneModel, rect: QRectF, x: float, y: float):
        """World point under widget position (x, y) in the minimap, or None."""
        t = self._transform(model, rect)
        if t is None:
            return None
        s, ox, oy = t
        return (x - ox) / s, (y - oy) / s

    def view_rect(self, model: SceneModel, vp: Viewport, rect: QRectF) -> QRectF | None:
        """The viewport's outline in widget pixels (clipped to the minimap)."""
        t = self._transform(model, rect)
        if t is None:
            return None
        s, ox, oy = t
        x0, y0, x1, y1 = vp.world_rect()
        return QRectF(QPointF(x0 * s + ox, y0 * s + oy), QPointF(x1 * s + ox, y1 * s + oy)).intersected(rect)

    def paint(self, painter: QPainter, model: SceneModel, vp: Viewport, rect: QRectF) -> None:
        painter.save()
        painter.setPen(QPen(QColor(0, 0, 0, 70), 1.0))
        painter.setBrush(QColor(255, 255, 255, 230))
        painter.drawRoundedRect(rect, 4, 4)
        image = self._dot_image(model, rect)
        if image is not None:
            painter.drawImage(rect.topLeft(), image)
        view = self.view_rect(model, vp, rect)
        if view is not None:
            painter.setPen(QPen(QColor(26, 115, 232), 1.5))
            painter.setBrush(QColor(26, 115, 232, 40))
            painter.drawRect(view)
        painter.restore()

    def _dot_image(self, model: SceneModel, rect: QRectF) -> QImage | None:
        """The nodes as one-pixel dots, cached until positions or visibility change."""
        key = (id(model), model.pos_version, model.n, int(rect.width()), int(rect.height()),
               int(model.hidden.sum()) if model.hidden.size else 0)
        if self._dots is not None and self._dots[0] == key:
            return self._dots[1]
        t = self._transform(model, rect)
        if t is None:
            return None
        s, ox, oy = t
        use = np.flatnonzero(model.usable())
        if use.size > MAX_DOTS:
            use = use[:: int(np.ceil(use.size / MAX_DOTS))]
        image = QImage(int(rect.width()), int(rect.height()), QImage.Format_ARGB32_Premultiplied)
        image.fill(Qt.transparent)
        x = model.pos[use, 0] * s + ox - rect.left()
        y = model.pos[use, 1] * s + oy - rect.top()
        p = QPainter(image)
        p.setPen(QPen(QColor(95, 99, 104), 1.5))
        # A dot as a one-pixel segment: drawLines takes the whole numpy buffer in one call.
        draw_segments(p, np.column_stack([x, y, x + 1.0, y]))
        p.end()
        self._dots = (key, image)
        return image
