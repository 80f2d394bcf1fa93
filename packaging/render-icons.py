#!/usr/bin/env python3
"""Render the application icon (resources/icons/app/knowledge-graph-explorer.svg) to the PNG sizes of
the freedesktop hicolor theme: resources/icons/hicolor/<n>x<n>/apps/knowledge-graph-explorer.png.

The PNGs are committed; run this again after changing the SVG:

    QT_QPA_PLATFORM=offscreen .venv/bin/python packaging/render-icons.py [--check]

--check renders in memory and exits 1 when a committed PNG is missing or differs in size.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parents[1]
NAME = "knowledge-graph-explorer"
SVG = ROOT / "resources" / "icons" / "app" / f"{NAME}.svg"
HICOLOR = ROOT / "resources" / "icons" / "hicolor"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def png_path(size: int) -> Path:
    return HICOLOR / f"{size}x{size}" / "apps" / f"{NAME}.png"


def render(size: int):
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"render-icons: {SVG} is not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return image


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check that the committed PNGs exist")
    args = parser.parse_args(argv)
    from PySide6.QtGui import QGuiApplication, QImage

    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])  # noqa: F841 - fonts, image IO
    bad = 0
    for size in SIZES:
        path = png_path(size)
        if args.check:
            image = QImage(str(path))
            if image.isNull() or (image.width(), image.height()) != (size, size):
                print(f"render-icons: {path.relative_to(ROOT)} is missing or not {size}x{size}", file=sys.stderr)
                bad += 1
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        if not render(size).save(str(path), "PNG"):
            print(f"render-icons: cannot write {path}", file=sys.stderr)
            return 1
        print(path.relative_to(ROOT))
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
