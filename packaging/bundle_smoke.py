#!/usr/bin/env python3
"""Helpers for packaging/check-bundle (run with the clone's .venv python, not the bundle's):

    bundle_smoke.py png FILE [--min-colours N] [--size WxH]   a real picture, not a blank window
    bundle_smoke.py mcp KG DB                                 `KG --db DB mcp` answers an MCP client
"""

from __future__ import annotations

import argparse
import os
import sys


def check_png(path: str, min_colours: int, size: str | None) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication, QImage

    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])  # noqa: F841 - image plugins
    image = QImage(path)
    if image.isNull():
        print(f"check: {path} is not a readable image", file=sys.stderr)
        return 1
    colours = {image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}
    got = f"{image.width()}x{image.height()}"
    print(f"check: {path}: {got}, {len(colours)} colours on a 7-pixel grid")
    if size and got != size:
        print(f"check: expected {size}", file=sys.stderr)
        return 1
    if len(colours) < min_colours:
        print(f"check: fewer than {min_colours} colours: the window looks blank", file=sys.stderr)
        return 1
    return 0


def check_mcp(kg: str, db: str) -> int:
    import anyio
    from mcp import ClientSession, StdioServerParameters, stdio_client

    params = StdioServerParameters(command=kg, args=["--db", db, "--workspace", "demo", "mcp"])

    async def flow() -> int:
        with anyio.fail_after(60):
            async with stdio_client(params) as (read, write):
                async with ClientSession(read, write) as session:
                    init = await session.initialize()
                    tools = sorted(t.name for t in (await session.list_tools()).tools)
                    found = await session.call_tool("kg_search", {"query": "react"})
                    text = found.content[0].text
                    print(f"check: MCP server {init.server_info.name} {init.server_info.version}: "
                          f"{len(tools)} tools; kg_search('react') -> {text[:80]}…")
                    if len(tools) != 10 or found.is_error or "React" not in text:
                        print("check: unexpected MCP answers", file=sys.stderr)
                        return 1
                    return 0

    return anyio.run(flow)


def main() -> int:
    parser = argparse.ArgumentParser()
    sub = parser.add_subparsers(dest="cmd", required=True)
    png = sub.add_parser("png")
    png.add_argument("file")
    png.add_argument("--min-colours", type=int, default=50)
    png.add_argument("--size")
    mcp = sub.add_parser("mcp")
    mcp.add_argument("kg")
    mcp.add_argument("db")
    args = parser.parse_args()
    if args.cmd == "png":
        return check_png(args.file, args.min_colours, args.size)
    return check_mcp(args.kg, args.db)


if __name__ == "__main__":
    raise SystemExit(main())
