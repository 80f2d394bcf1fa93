"""Command line of the app: kgui [--db PATH] [--workspace WS] [--demo]."""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from pathlib import Path

from kgstore import KGError
from kgstore.storage.paths import resolve_db_path as store_resolve_db_path
from kgstore.validation import check_workspace_id


@dataclass(frozen=True)
class AppOptions:
    db: str
    workspace: str | None
    demo: bool
    color_scheme: str  # "system" | "dark" | "light"
    screenshot: str | None  # save a picture of the window once loaded, then quit (kgui.screenshot)
    cleanup_delay_s: float | None
    select: str | None = None  # inspect the entity of this name once loaded
    as_of: str | None = None  # internal: show the graph as of this ISO time (kgui.views.view_options)
    focus: str | None = None  # internal: focus the graph view on the entity of this name
    depth: int | None = None  # internal: the focus depth (1..3)
    compare: tuple[str, str] | None = None  # internal: compare these two ISO times on the time bar
    panel: str | None = None  # internal: open the Review or Tasks panel ("review", "tasks")


def resolve_db_path(arg: str | None) -> Path:
    """--db, else $KG_DB, else the platform's user data dir (the same rule as `kg`)."""
    path = Path(store_resolve_db_path(arg))
    if not arg:
        path.parent.mkdir(parents=True, exist_ok=True)  # the default location may not exist yet
    return path


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="kgui", description="Knowledge Graph Explorer: browse and edit an AI agent's knowledge-graph memory.")
    parser.add_argument("--db", metavar="PATH",
                        help="the knowledge-graph file (default: $KG_DB, else the user data folder)")
    parser.add_argument("--workspace", metavar="WS", help="the workspace to open")
    parser.add_argument("--demo", action="store_true",
                        help="load the demo workspace (a project stack with history) into an empty workspace")
    parser.add_argument("--color-scheme", choices=("system", "dark", "light"), default="system",
                        help="follow the system (default) or force a dark or light palette")
    parser.add_argument("--screenshot", metavar="FILE",
                        help="save a picture of the main window (PNG) once the workspace is loaded, then quit "
                             "(exit status 0; 2 if FILE cannot be written there, checked first; 1 if writing fails; "
                             "3 if the window was still busy after $KGUI_SCREENSHOT_TIMEOUT seconds, default 90). "
                             "Works headless with QT_QPA_PLATFORM=offscreen")
    parser.add_argument("--select", metavar="NAME", help="inspect the entity of this name once loaded")
    parser.add_argument("--cleanup-delay", type=float, metavar="SECONDS", default=None, help=argparse.SUPPRESS)
    parser.add_argument("--as-of", metavar="ISO", help=argparse.SUPPRESS)
    parser.add_argument("--focus", metavar="NAME", help=argparse.SUPPRESS)
    parser.add_argument("--depth", type=int, choices=(1, 2, 3), help=argparse.SUPPRESS)
    parser.add_argument("--compare", nargs=2, metavar=("FROM", "TO"), help=argparse.SUPPRESS)
    parser.add_argument("--panel", choices=("review", "tasks"), help=argparse.SUPPRESS)
    return parser


def parse_options(argv: list[str]) -> tuple[AppOptions, list[str]]:
    """Our options, and the rest (left for Qt: -platform, -style, …)."""
    parser = build_parser()
    args, rest = parser.parse_known_args(argv)
    workspace = args.workspace
    if workspace is not None:
        try:
            workspace = check_workspace_id(workspace)  # trimmed, as every entry point does
        except KGError as exc:
            parser.error(f"invalid --workspace: {exc}")
    options = AppOptions(db=str(resolve_db_path(args.db)), workspace=workspace, demo=args.demo,
                         color_scheme=args.color_scheme, screenshot=args.screenshot,
                         cleanup_delay_s=args.cleanup_delay, select=args.select, as_of=args.as_of,
                         focus=args.focus, depth=args.depth,
                         compare=tuple(args.compare) if args.compare else None, panel=args.panel)
    return options, rest
