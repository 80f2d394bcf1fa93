"""The ``kg`` command line: its argparse parser, every command and option (``kg completion`` is
generated from it)."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import NoReturn

from ...storage.backup import KEEP_BACKUPS
from ...version import package_version
from ..completion import SHELLS
from .common import UsageError


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # one line, no usage block
        raise UsageError(f"{message} (see '{self.prog} --help')")


class _VersionAction(argparse.Action):
    """``kg --version``: the installed package's version, read only when asked for."""

    def __init__(self, option_strings, dest=argparse.SUPPRESS, **kwargs):
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS,
                         help="print the version and exit")

    def __call__(self, parser, namespace, values, option_string=None) -> NoReturn:
        print(f"{parser.prog} {package_version()}")
        parser.exit()


def _add_globals(p: argparse.ArgumentParser, *, top: bool) -> None:
    default = None if top else argparse.SUPPRESS
    p.add_argument("--db", metavar="PATH", default=default,
                   help="knowledge-graph file (default: $KG_DB or the user data directory)")
    p.add_argument("--workspace", "-w", metavar="WS", default=default,
                   help="workspace id, or a CoWork OS workspace's name (default: $KG_WORKSPACE or 'default')")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="kg",
        description="Browse and maintain an AI agent's knowledge-graph memory (one SQLite file).",
        epilog="Times are milliseconds since the epoch or ISO-8601 (2026-01-15, 2026-01-15T09:30:00Z).",
    )
    _add_globals(parser, top=True)
    parser.add_argument("--version", action=_VersionAction)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)

    def command(name: str, help_text: str, *, json_flag: bool = False, aliases: Sequence[str] = ()):
        p = sub.add_parser(name, help=help_text, description=help_text, aliases=list(aliases))
        _add_globals(p, top=False)
        if json_flag:
            p.add_argument("--json", action="store_true", help="print JSON instead of text")
        return p

    p = command("search", "full-text search over entity names, descriptions and observations", json_flag=True)
    p.add_argument("query")
    p.add_argument("--type", dest="entity_type", metavar="TYPE", help="only entities of this type")
    p.add_argument("--limit", type=int, default=10, help="at most this many results (1..50, default 10)")

    p = command("show", "one entity: details, relationships (with history) and observations", json_flag=True)
    p.add_argument("entity", help="entity id or name")
    p.add_argument("--type", dest="entity_type", metavar="TYPE", help="the entity's type, if the name is ambiguous")
    p.add_argument("--observations", type=int, default=20, metavar="N", help="newest N observations (max 100)")

    p = command("neighbors", "entities connected to an entity (BFS up to 3 hops)", json_flag=True,
                aliases=["neighbours"])
    p.add_argument("entity", help="entity id or name")
    p.add_argument("--type", dest="entity_type", metavar="TYPE", help="the entity's type, if the name is ambiguous")
    p.add_argument("--depth", type=int, default=1, help="hops, 1..3 (default 1)")
    p.add_argument("--edge-type", dest="edge_types", action="append", metavar="TYPE",
                   help="only follow this relationship type (repeatable)")
    p.add_argument("--as-of", metavar="TIME", help="the graph as it was at this time")
    p.add_argument("--history", action="store_true", help="follow ended relationships too")

    p = command("subgraph", "entities and every relationship between them", json_flag=True)
    p.add_argument("entities", nargs="+", help="entity ids or names")
    p.add_argument("--as-of", metavar="TIME", help="relationships as they were at this time")
    p.add_argument("--history", action="store_true", help="include ended relationships")

    p = command("path", "the shortest chain of relationships between two entities", json_flag=True)
    p.add_argument("source", metavar="A", help="entity id or name")
    p.add_argument("target", metavar="B", help="entity id or name")
    p.add_argument("--as-of", metavar="TIME", help="the relationships valid at this time (default: now)")
    p.add_argument("--directed", action="store_true",
                   help="follow relationships only from their source to their target")
    p.add_argument("--type", "--edge-type", dest="edge_types", action="append", metavar="TYPE",
                   help="only follow this relationship type (repeatable)")

    p = command("structure", "the most central entities (PageRank) and the communities of the graph",
                json_flag=True)
    p.add_argument("--as-of", metavar="TIME", help="the relationships valid at this time (default: now)")
    p.add_argument("--top", type=int, default=10, metavar="N",
                   help="entities and communities listed (1..1000, default 10)")
    p.add_argument("--seed", type=int, default=0, help="seed of the community detection (default 0)")

    p = command("changes", "what changed between two times: relationships opened and closed, entities "
                           "created, observations added", json_flag=True)
    p.add_argument("--from", dest="start", metavar="TIME", required=True,
                   help="changes after this time (the graph as of it is the starting point)")
    p.add_argument("--to", dest="end", metavar="TIME", help="changes up to and including this time (default: now)")
    p.add_argument("--limit", type=int, default=500, metavar="N",
                   help="at most N changes of each kind (1..10000, default 500)")

    p = command("ingest-task", "extract technologies, files and endpoints from a finished task", json_flag=True)
    p.add_argument("--task-id", help="the task's id (default: a new one)")
    p.add_argument("--prompt", default=None, help="the task prompt")
    p.add_argument("--prompt-file", metavar="FILE", help="read the prompt from FILE ('-' for stdin)")
    p.add_argument("--result", default=None, help="the task result")
    p.add_argument("--result-file", metavar="FILE", help="read the result from FILE ('-' for stdin)")
    _add_access_options(p)

    p = command("ingest-mail", "ingest mailbox events (a JSON object, a JSON array, or JSON Lines)", json_flag=True)
    p.add_argument("file", help="the events file ('-' for stdin)")
    _add_access_options(p)

    p = command("settings", "show or change the workspace's memory settings: memory on or off, privacy mode, "
                            "automatic capture, excluded patterns", json_flag=True)
    p.add_argument("action", nargs="?", choices=("show", "set"), default="show",
                   help="show (default); set (the options given)")
    p.add_argument("--enabled", choices=("on", "off"), help="memory on or off")
    p.add_argument("--privacy-mode", choices=("normal", "strict", "disabled"), help="normal, strict or disabled")
    p.add_argument("--auto-capture", choices=("on", "off"),
                   help="automatic capture (task extraction, mailbox ingest) on or off")
    p.add_argument("--exclude", action="append", metavar="REGEX", dest="excluded_patterns",
                   help="an excluded pattern: a case-insensitive regular expression; a text matching one is "
                        "not captured, a file path matching one never becomes an entity (repeatable; the "
                        "patterns given replace the list)")
    p.add_argument("--no-excluded-patterns", action="store_true", help="remove every excluded pattern")

    p = command("import-mcp", "import an MCP memory server's memory.jsonl (entities, observations, relations)",
                json_flag=True)
    p.add_argument("file", help="memory.jsonl ('-' for stdin)")
    p.add_argument("--source", choices=("agent", "manual", "auto"), default="agent",
                   help="who the imported memory is attributed to (default: agent)")
    p.add_argument("--skip-invalid", action="store_true",
                   help="leave out lines that are not valid records (each is reported) and import the rest")

    p = command("import", "import many records at once: a JSON document of \"entities\", \"edges\" and "
                "\"observations\" (edges and observations name entities by position), or JSON Lines of "
                "{\"entity\": ...}, {\"edge\": ...}, {\"observation\": ...}; one transaction", json_flag=True)
    p.add_argument("file", help="the records file ('-' for stdin)")
    p.add_argument("--source", choices=("agent", "manual", "auto"), default="agent",
                   help="who the imported records are attributed to (default: agent)")

    p = command("export", "export the workspace (JSON, GraphML, GEXF with time windows, MCP memory JSONL)")
    p.add_argument("--format", "-f", choices=("json", "graphml", "gexf", "jsonl"), default="json")
    p.add_argument("--output", "-o", metavar="FILE", help="write to FILE (default: stdout); an existing file "
                   "is replaced only with --force, and never the database or one of its backups")
    p.add_argument("--force", action="store_true", help="replace FILE if it exists (never the database)")

    p = command("maintenance", "run confidence decay and the one-time quality cleanup", json_flag=True)
    p.add_argument("--decay", action="store_true", help="only the decay")
    p.add_argument("--cleanup", action="store_true", help="only the cleanup")
    p.add_argument("--force", action="store_true", help="run even if already run today / already done")

    p = command("clear", "Clear All Memories of the workspace (a backup is taken first)", json_flag=True)
    p.add_argument("--yes", "-y", action="store_true", help="do not ask for confirmation")
    p.add_argument("--no-backup", action="store_true", help="do not take a backup first")

    p = command("merge", "merge entity B into entity A (B's relationships, observations and contacts move to A; "
                "B is gone after; a backup is taken first)", json_flag=True)
    p.add_argument("keep", metavar="A", help="the entity to keep: id or name")
    p.add_argument("other", metavar="B", help="the entity merged into A: id or name")
    p.add_argument("--type", dest="entity_type", metavar="TYPE", help="the entities' type, if a name is ambiguous")
    p.add_argument("--dry-run", action="store_true", help="show what would move; change nothing")
    p.add_argument("--no-backup", action="store_true", help="do not take a backup first")

    p = command("duplicates", "entities that look like the same thing (suggestions for 'kg merge'; nothing is "
                "merged)", json_flag=True)
    p.add_argument("--limit", type=int, default=50, metavar="N", help="at most N pairs (1..1000, default 50)")

    p = command("backup", "copy the whole file (every workspace) with SQLite's backup API", json_flag=True)
    p.add_argument("--output", "-o", metavar="PATH",
                   help="write the copy to PATH instead of a timestamped backup next to the "
                        f"database; those are pruned to the newest {KEEP_BACKUPS}, a PATH copy never is")
    p.add_argument("--force", action="store_true",
                   help="replace PATH if it is an earlier backup copy (never any other file)")

    command("backups", f"list the backups next to the database, newest first (the newest {KEEP_BACKUPS} are kept)",
            json_flag=True)

    p = command("restore", "bring back a backup: with --workspace only that workspace's graph (no other "
                           "workspace is touched), else the whole file (every workspace); the current "
                           "contents are backed up first", json_flag=True)
    p.add_argument("path", metavar="PATH", help="the backup to restore (see 'kg backups')")
    p.add_argument("--yes", "-y", action="store_true", help="do not ask for confirmation")

    p = command("review", "the review inbox: what was learned automatically and not confirmed, and "
                          "relationships new since the last review, newest first", json_flag=True)
    p.add_argument("action", nargs="?", choices=("list", "confirm", "done"), default="list",
                   help="list (default); confirm ID... (they become manual, confidence 1.0, no longer "
                        "decay); done (mark the inbox reviewed now)")
    p.add_argument("ids", nargs="*", metavar="ID", help="entity or relationship ids (confirm)")
    p.add_argument("--limit", type=int, default=50, help="list at most this many (1..1000, default 50)")

    p = command("tasks", "the tasks that wrote memory, with what each wrote; 'forget TASK' deletes what a "
                         "task wrote (a backup is taken first)", json_flag=True)
    p.add_argument("action", nargs="?", choices=("list", "show", "forget"), default="list",
                   help="list (default); show TASK (what it wrote); forget TASK")
    p.add_argument("task", nargs="?", metavar="TASK", help="the task id (show, forget)")
    p.add_argument("--yes", "-y", action="store_true", help="forget without asking")

    p = command("demo", "load the demo workspace (default workspace: 'demo')", json_flag=True)
    p.add_argument("--add", action="store_true", help="add the demo to a workspace that holds other data")

    command("init", "make the file a knowledge graph: create it, upgrade it, or add knowledge-graph tables "
                    "to an SQLite file that holds other data (backed up first)", json_flag=True)
    command("stats", "counts of entities, relationships and observations", json_flag=True)
    command("workspaces", "list the workspaces in the file", json_flag=True)
    command("mcp", "serve the ten kg_* tools over MCP on stdin/stdout")
    p = sub.add_parser("completion", help="print a shell completion script (eval \"$(kg completion bash)\")",
                       description="print a completion script for bash or zsh, for example in ~/.bashrc: "
                                   "eval \"$(kg completion bash)\"")
    p.add_argument("shell", choices=SHELLS, help="the shell: bash or zsh")
    return parser


def _add_access_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--access", metavar="JSON",
                   help="the task's access profile, e.g. '{\"read\": true, \"workspace_root\": \"/home/u/app\", "
                        "\"roots\": [\"src\"]}': only file paths it may read become entities (default: on a "
                        "CoWork OS file the workspace's permissions, else no restriction)")
    p.add_argument("--access-file", metavar="FILE", help="read the access profile from FILE")
