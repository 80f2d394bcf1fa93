"""SVG icons tinted with the palette's text colour, and round entity-type badges."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QImage, QPainter, QPalette, QPixmap
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication

from .colors import contrasting_text

_HERE = Path(__file__).resolve().parent


def _icon_dirs() -> tuple[Path, ...]:
    """resources/icons wherever kgstore.resources finds it (checkout, bundle, wheel data)."""
    from kgstore.resources import resource_path

    found = resource_path("icons")
    return (found,) if found is not None else ()


ICON_DIRS = _icon_dirs()
APP_ICON_NAME = "knowledge-graph-explorer"  # the freedesktop icon name, also the desktop file's name
TYPE_GLYPHS = {
    "person", "organization", "project", "technology", "concept", "file", "service", "api_endpoint",
    "database_table", "environment",
}


def icon_path(name: str) -> Path | None:
    for folder in ICON_DIRS:
        path = folder / f"{name}.svg"
        if path.is_file():
            return path
    return None


@lru_cache(maxsize=256)
def _svg_bytes(name: str) -> bytes | None:
    path = icon_path(name)
    return path.read_bytes() if path else None


def render_svg(name: str, color: QColor, size: int) -> QPixmap | None:
    data = _svg_bytes(name)
    if data is None:
        return None
    renderer = QSvgRenderer(QByteArray(data.replace(b"currentColor", color.name().encode())))
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return QPixmap.fromImage(image)


def _text_color() -> QColor:
    app = QApplication.instance()
    palette = app.palette() if app is not None else QPalette()
    return palette.color(QPalette.ColorRole.WindowText)


_icon_cache: dict[tuple[str, str], QIcon] = {}


def action_icon(name: str) -> QIcon:
    """An icon from resources/icons, tinted for the current palette (empty if missing)."""
    normal = _text_color()
    key = (name, normal.name())
    if key in _icon_cache:
        return _icon_cache[key]
    icon = QIcon()
    disabled = QColor(normal)
    disabled.setAlpha(90)
    for size in (16, 20, 24, 32, 48):
        pix = render_svg(name, normal, size)
        if pix is None:
            break
        icon.addPixmap(pix, QIcon.Mode.Normal)
        icon.addPixmap(render_svg(name, disabled, size), QIcon.Mode.Disabled)
    _icon_cache[key] = icon
    return icon


def clear_icon_cache() -> None:
    """After the palette changes (dark ↔ light) icons are re-tinted."""
    _icon_cache.clear()
    _type_cache.clear()


_type_cache: dict[tuple[str, str, int], QPixmap] = {}


def type_badge(type_name: str, color: QColor, size: int = 20, icon: str | None = None) -> QPixmap:
    """A filled circle in the type's colour with the type's glyph (or its initial)."""
    key = (type_name, color.name(), size)
    if key in _type_cache:
        return _type_cache[key]
    ratio = 2  # crisp on high-dpi screens
    pix = QPixmap(size * ratio, size * ratio)
    pix.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pix)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(color)
    painter.drawEllipse(QRectF(0, 0, size * ratio, size * ratio))
    fg = contrasting_text(color)
    glyph_name = icon if icon in TYPE_GLYPHS else (type_name if type_name in TYPE_GLYPHS else None)
    glyph = render_svg(f"type-{glyph_name}", fg, int(size * ratio * 0.6)) if glyph_name else None
    if glyph is not None:
        offset = (size * ratio - glyph.width()) / 2
        painter.drawPixmap(int(offset), int(offset), glyph)
    else:
        font = QFont()
        font.setBold(True)
        font.setPixelSize(int(size * ratio * 0.55))
        painter.setFont(font)
        painter.setPen(fg)
        painter.drawText(QRectF(0, 0, size * ratio, size * ratio), Qt.AlignmentFlag.AlignCenter,
                         (type_name[:1] or "?").upper())
    painter.end()
    pix.setDevicePixelRatio(ratio)
    _type_cache[key] = pix
    return pix


def app_icon() -> QIcon:
    """The application icon: the PNGs rendered from resources/icons/app (the pictures desktop
    integration installs), else the SVG, else the monochrome glyph."""
    icon = QIcon()
    folder = ICON_DIRS[0] if ICON_DIRS else None
    if folder is not None:
        hicolor = folder / "hicolor"
        for size in (16, 24, 32, 48, 64, 128, 256, 512):
            png = hicolor / f"{size}x{size}" / "apps" / f"{APP_ICON_NAME}.png"
            if png.is_file():
                icon.addFile(str(png))
        svg = folder / "app" / f"{APP_ICON_NAME}.svg"
        if icon.isNull() and svg.is_file():
            icon.addFile(str(svg))
    if icon.isNull():
        for size in (16, 32, 48, 64, 128, 256):
            pix = render_svg("app", QColor("#3B7DD8"), size)
            if pix is not None:
                icon.addPixmap(pix)
    return icon
