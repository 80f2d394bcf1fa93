"""Colours derived from the system palette, so dark and light themes both work."""

from __future__ import annotations

import zlib

from PySide6.QtGui import QColor, QPalette

from kgstore.graph.builtins import BUILTIN_BY_NAME

FALLBACK_TYPE_COLORS = (
    "#17BECF", "#BCBD22", "#8C564B", "#E377C2", "#2CA02C", "#D62728",
    "#9467BD", "#1F77B4", "#FF7F0E", "#7F7F7F",
)

SOURCE_COLORS = {"manual": "#2E9E5B", "agent": "#3B7DD8", "auto": "#B07A1E"}


def type_color(type_name: str, stored: str | None = None) -> QColor:
    """The store's colour for the type if it has one, else the built-in's for a built-in name
    (a row another program made may have none), else a stable colour from the name."""
    if stored:
        color = QColor(stored)
        if color.isValid():
            return color
    builtin = BUILTIN_BY_NAME.get(type_name)
    if builtin is not None:
        return QColor(builtin[2])
    index = zlib.crc32(type_name.encode("utf-8")) % len(FALLBACK_TYPE_COLORS)
    return QColor(FALLBACK_TYPE_COLORS[index])


def is_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


def muted_text(palette: QPalette) -> QColor:
    return palette.color(QPalette.ColorRole.PlaceholderText)


def error_color(palette: QPalette) -> QColor:
    return QColor("#FF6B6B") if is_dark(palette) else QColor("#C62828")


def error_background(palette: QPalette) -> QColor:
    return QColor(120, 30, 30) if is_dark(palette) else QColor(255, 225, 225)


def source_color(source: str | None) -> QColor:
    return QColor(SOURCE_COLORS.get(source or "", "#808080"))


def contrasting_text(background: QColor) -> QColor:
    return QColor("#111111") if background.lightness() > 165 else QColor("#FFFFFF")


def faded(color: QColor, alpha: int = 110) -> QColor:
    c = QColor(color)
    c.setAlpha(alpha)
    return c
