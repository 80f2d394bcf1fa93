"""The file and its workspaces as a whole: init, stats, workspaces, demo, and serving the tools
over MCP (mcp)."""

from __future__ import annotations

from .common import EXIT_OK, format_time, print_json
from .opening import workspace_label


def cmd_demo(args, kg, ws) -> int:
    from ..demo import load_demo

    report = load_demo(ws, add=args.add)
    if args.json:
        print_json(report)
    else:
        print(report.message)
    return EXIT_OK


def cmd_init(args, kg, ws) -> int:
    made = kg.last_migration_backup
    if args.json:
        print_json({"database": kg.path, "backup": str(made) if made else None})
    else:
        print(f"{kg.path} is a knowledge graph" + (f" (backed up first to {made})" if made else ""))
    return EXIT_OK


def cmd_stats(args, kg, ws) -> int:
    stats = ws.stats()
    span = ws.time_range()
    if args.json:
        print_json({"workspace": ws.id, "stats": stats, "time_range": list(span) if span else None})
        return EXIT_OK
    print(f"workspace {workspace_label(kg, ws.id)}: {stats.entities} entities, {stats.current_edges} current "
          f"relationships ({stats.edges} with history), {stats.observations} observations")
    if span:
        print(f"  history from {format_time(span[0])} to {format_time(span[1])}")
    for name, count in stats.entity_types.items():
        print(f"  {count:6d}  {name}")
    return EXIT_OK


def cmd_workspaces(args, kg, ws) -> int:
    # The workspaces holding data and, in a CoWork OS file, every workspace CoWork lists (by name).
    names = kg.workspace_names()
    ids = sorted(set(kg.workspaces()) | set(names), key=lambda w: (names.get(w, w).casefold(), w))
    if args.json:
        print_json([{"id": w, "name": names.get(w)} for w in ids])
        return EXIT_OK
    width = max((len(names[w]) for w in ids if w in names), default=0)
    for w in ids:
        print(f"{names[w]:<{width}}  {w}" if w in names else w)
    return EXIT_OK


def cmd_mcp(args, kg, ws) -> int:
    from ..mcp_server import run_stdio

    run_stdio(kg, ws.id)
    return EXIT_OK
