"""``kg``: the knowledge graph from the command line.

    kg [--db PATH] [--workspace WS] COMMAND [options]

The database defaults to ``$KG_DB`` or the platform's user data directory; the workspace to
``$KG_WORKSPACE`` or ``default``. Errors are one line on stderr: exit status 2 for a usage error
(an unknown option, a bad option value, options that do not go together) and 1 for anything else
(a missing file or entity, a damaged database, a refused write); a question without an answer
(``kg path`` finding no path) says so on stdout with exit status 1. The read commands take
``--json``. ``kg completion bash|zsh`` prints a shell completion script (kgstore.agent.completion).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import logging
import os
import re
import sqlite3
import sys
import time
import uuid
from collections import Counter
from collections.abc import Callable, Sequence
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, NoReturn

from ..storage import paths
from ..storage.backup import KEEP_BACKUPS
from .completion import SHELLS
from .completion import script as completion_script
from ..errors import KGError
from ..storage.rows import take_bad_value_reports
from ..validation import MAX_NAME, check_time, check_workspace_id, normalize_name, normalize_type_name, shown
from ..version import package_version

EXIT_OK = 0
EXIT_NOT_FOUND = 1  # a question with no answer (kg path: no path then), as grep's "no match"
EXIT_ERROR = 1  # the command could not be done (a runtime error)
EXIT_USAGE = 2  # the command line itself is wrong (as argparse and most Unix tools exit)
EXIT_INTERRUPTED = 130

READ_COMMANDS = {"search", "show", "neighbors", "subgraph", "export", "stats", "path", "structure", "changes",
                 "duplicates"}
# Commands about entities that must already be there: the file and the workspace must hold data.
ENTITY_WRITE_COMMANDS = {"merge"}
# Commands about the whole file: it must exist, and no workspace is needed.
FILE_COMMANDS = {"workspaces", "backup", "backups", "init"}
# About what is already in a knowledge-graph file (an empty workspace has nothing waiting).
CURATION_COMMANDS = {"review", "tasks"}
# Commands that must never change a file that is not yet a knowledge graph.
NO_CONVERSION = READ_COMMANDS | ENTITY_WRITE_COMMANDS | CURATION_COMMANDS | {"workspaces", "backup", "backups"}


class CLIError(Exception):
    """The command could not be done: printed as one line, exit status 1."""


class UsageError(CLIError):
    """The command line is wrong (option, value, combination): one line, exit status 2."""


# What a terminal would act on instead of showing (validation.CONTROL_CHARACTERS but tab and
# newline): names refuse them, but descriptions and observations may hold them.
_TERMINAL_CONTROLS = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def escape_terminal_controls(text: str) -> str:
    """Each terminal control character as a visible \\u001b-style escape (also a valid JSON
    escape, so --json output stays JSON)."""
    return _TERMINAL_CONTROLS.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


class EscapingTextStream:
    """A text stream whose writes pass through escape_terminal_controls; anything else (buffer,
    flush, fileno, isatty, ...) is the wrapped stream's. Binary output (`kg export` and `kg mcp`
    write to .buffer) is left exact."""

    def __init__(self, stream):
        self.unescaped = stream

    def write(self, text: str) -> int:
        return self.unescaped.write(escape_terminal_controls(text))

    def writelines(self, lines) -> None:
        for line in lines:
            self.write(line)

    def __getattr__(self, name: str):
        return getattr(self.unescaped, name)


# --------------------------------------------------------------------------------------------
# Argument parsing
# --------------------------------------------------------------------------------------------

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


# --------------------------------------------------------------------------------------------
# Helpers
# --------------------------------------------------------------------------------------------

def _one_line(text: Any) -> str:
    return " ".join(str(text).split())


def _cut(text: str, limit: int = 120) -> str:
    """A user-supplied value as shown in a message: whole when short, else its start."""
    return text if len(text) <= limit else f"{text[:limit]}… ({len(text)} characters)"


_DAMAGED = ("malformed", "not a database", "file is encrypted")


def _database_error(path: Any, exc: BaseException | str) -> CLIError:
    """A clear line for a file SQLite cannot read as a database."""
    detail = _one_line(exc)
    if any(word in detail for word in _DAMAGED):
        return CLIError(f"{path}: the database file is damaged ({detail}); 'kg backups' lists its backups "
                        "and 'kg restore PATH' brings one back")
    return CLIError(f"{path}: {detail}")


def _run_tool(kg, ws, tool: str, params: dict[str, Any]) -> dict[str, Any]:
    """A read through the agent tools (same shapes as `kg mcp`); an error ends the command."""
    from .tools import ToolContext, call_tool

    result = call_tool(kg, tool, params, ToolContext(ws.id))
    if "error" in result:
        _tool_failed(kg, result["error"], tool)
    return result


def _tool_failed(kg, message: str, tool: str) -> NoReturn:
    message = message.removeprefix(f"{tool}: ")
    if message.startswith("internal error (") and "Error: " in message:
        detail = message.split("Error: ", 1)[1].rstrip(")")
        if any(word in detail for word in _DAMAGED):
            raise _database_error(kg.path, detail)
    raise CLIError(message)


def _check_argv(argv: Sequence[str]) -> None:
    for i, arg in enumerate(argv):
        try:
            arg.encode("utf-8")
        except UnicodeEncodeError:
            try:  # bytes that were not UTF-8 arrive as surrogate escapes; show them as \xNN
                shown = arg.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
            except UnicodeEncodeError:  # other lone surrogates (only possible when called in-process)
                shown = arg.encode("utf-8", "backslashreplace").decode("utf-8")
            raise UsageError(f"argument {i + 1} ({shown[:60]}) is not valid UTF-8") from None
        if "\x00" in arg:
            raise UsageError(f"argument {i + 1} contains a NUL character")


def _fmt_time(ms: int | None) -> str:
    if ms is None:
        return "now"
    return datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%d %H:%M")


def _read_input(name: str) -> bytes:
    if name == "-":
        return sys.stdin.buffer.read()
    path = Path(name)
    try:
        return path.read_bytes()
    except FileNotFoundError:
        raise CLIError(f"{name}: no such file") from None
    except IsADirectoryError:
        raise CLIError(f"{name}: is a directory, not a file") from None
    except PermissionError:
        raise CLIError(f"{name}: permission denied") from None
    except OSError as exc:
        raise CLIError(f"{name}: cannot read ({exc.strerror or exc})") from None


def _decode(data: bytes, name: str) -> str:
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise CLIError(f"{name}: not valid UTF-8 (byte 0x{data[exc.start]:02x} on line {line})") from None


def _read_text(name: str) -> str:
    return _decode(_read_input(name), "stdin" if name == "-" else name)


def _to_jsonable(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _to_jsonable(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, dict):
        return {str(k): _to_jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        return [_to_jsonable(v) for v in value]
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    if isinstance(value, Path):
        return str(value)
    return repr(value)


def _print_json(value: Any) -> None:
    print(json.dumps(_to_jsonable(value), ensure_ascii=False, indent=2))


def _print_report(title: str, report: Any) -> None:
    data = _to_jsonable(report)
    if isinstance(data, dict):
        print(title)
        for key, value in data.items():
            if value is None or value == [] or value == {}:
                continue
            if isinstance(value, list):
                if all(isinstance(v, dict) and "name" in v for v in value):
                    value = ", ".join(f"{v['name']} [{v.get('type', '?')}]" for v in value)
                else:
                    value = f"{len(value)}"
            elif isinstance(value, dict):
                value = json.dumps(value, ensure_ascii=False)
            print(f"  {key.replace('_', ' ')}: {value}")
    else:
        print(f"{title} {data}")


class Progress:
    """A one-line progress counter on stderr, only when stderr is a terminal."""

    def __init__(self, label: str, *, stream=None, min_total: int = 200):
        self.label = label
        # Its own "\r" must reach the terminal: not through the escaping wrapper.
        self.stream = stream or getattr(sys.stderr, "unescaped", sys.stderr)
        self.enabled = bool(getattr(self.stream, "isatty", lambda: False)())
        self.min_total = min_total
        self._last = 0.0
        self._shown = False

    def __call__(self, done: int, total: int) -> None:
        if not self.enabled or total < self.min_total:
            return
        now = time.monotonic()
        if done < total and now - self._last < 0.1:
            return
        self._last = now
        pct = 100 * done // max(total, 1)
        self.stream.write(f"\r{self.label} {done}/{total} ({pct}%)")
        self.stream.flush()
        self._shown = True

    def done(self) -> None:
        if self._shown:
            self.stream.write("\n")
            self.stream.flush()
            self._shown = False


# --------------------------------------------------------------------------------------------
# Opening the store
# --------------------------------------------------------------------------------------------

def _open(args: argparse.Namespace):
    import kgstore
    from ..store import FOREIGN, NEW, NOT_SQLITE, inspect_file

    path = paths.resolve_db_path(args.db)
    if str(path) != ":memory:":
        if path.exists() and path.is_dir():
            raise CLIError(f"{path}: is a directory, not a knowledge-graph file")
        if args.command in NO_CONVERSION:
            if not path.exists():
                raise CLIError(f"no knowledge graph at {path} (give --db PATH or set KG_DB; "
                               "'kg demo' creates one with demo data)")
            state = inspect_file(path)
            if state.kind == NEW:
                raise CLIError(f"{path} holds no knowledge graph yet (it was left unchanged; "
                               f"'kg --db {path} init' makes it one)")
            if state.kind == FOREIGN:
                raise _foreign_file(path, state)
            if state.kind == NOT_SQLITE and args.command != "restore":
                raise _database_error(path, "file is not a database")
        elif not path.parent.exists():
            if args.db is None and not os.environ.get(paths.DB_ENV):
                path.parent.mkdir(parents=True, exist_ok=True)  # the default location
            else:
                raise CLIError(f"folder {path.parent} does not exist")
    try:
        return kgstore.open(path, init=args.command == "init")
    except kgstore.NotAKnowledgeGraphError:
        raise _foreign_file(path, inspect_file(path)) from None


def _foreign_file(path: Path, state) -> CLIError:
    listing = ", ".join(state.tables[:5]) + (", …" if len(state.tables) > 5 else "")
    return CLIError(f"{path} is an SQLite database but not a knowledge graph (tables: {listing}); it was left "
                    f"unchanged. 'kg --db {path} init' adds knowledge-graph tables to it (after a backup)")


def _workspace(args: argparse.Namespace, kg):
    ws_arg = args.workspace
    if args.command == "demo" and ws_arg is None and not os.environ.get(paths.WORKSPACE_ENV):
        from .demo import DEMO_WORKSPACE

        ws_arg = DEMO_WORKSPACE
    try:
        workspace_id = check_workspace_id(paths.resolve_workspace(ws_arg))  # trimmed
    except KGError as exc:
        raise UsageError(f"invalid --workspace: {exc}") from None
    if args.command in FILE_COMMANDS:  # they do not look at the workspace
        return kg.workspace(workspace_id)
    try:
        # A CoWork OS workspace may be given by its name ("Acme Web App"). In a CoWork file an
        # unknown name or id is an error rather than a new workspace CoWork would never show,
        # except where a new one is meant (the demo) or may be gone from the file (a restore).
        workspace_id = kg.resolve_workspace(workspace_id, allow_new=args.command in ("demo", "restore"))
    except KGError as exc:
        raise CLIError(f"--workspace: {exc}") from None
    if args.command in READ_COMMANDS | ENTITY_WRITE_COMMANDS:
        known = kg.workspaces()
        if workspace_id not in known:
            listing = ", ".join(_ws_label(kg, w) for w in known[:10]) or "none"
            raise CLIError(f"workspace {_ws_label(kg, workspace_id)} has no data in {kg.path} (workspaces: {listing})")
    return kg.workspace(workspace_id)


def _ws_label(kg, workspace_id: str) -> str:
    """How messages name a workspace: CoWork's name and the id, else the id."""
    name = kg.workspace_names().get(workspace_id)
    return f"{name!r} ({workspace_id})" if name else repr(workspace_id)


# A name or id in a message: any valid one whole (names are at most MAX_NAME), longer input cut.
_REF_SHOWN = MAX_NAME + 2


def _resolve_entity(ws, ref: str, entity_type: str | None = None,
                    choose: str = "add --type TYPE or use the id"):
    entity = ws.get_entity(ref)
    if entity is not None:
        if entity_type is None or entity.type == entity_type.strip().lower():
            return entity
    if entity_type:
        found = ws.find_entity(entity_type, ref)
        if found is None:
            raise CLIError(f"no {entity_type} named {shown(ref, _REF_SHOWN)} in workspace {ws.id!r}")
        return found
    try:
        key = normalize_name(ref)
    except Exception:
        key = ref
    hits = [h.entity for h in ws.search(ref, limit=50) if normalize_name(h.entity.name) == key]
    if not hits:
        raise CLIError(f"no entity with id or name {shown(ref, _REF_SHOWN)} in workspace {ws.id!r} (try 'kg search')")
    if len(hits) > 1:
        hits.sort(key=lambda h: (h.type, h.id))
        listing = "; ".join(f"{shown(h.name, _REF_SHOWN)} [{h.type}] {h.id}" for h in hits[:10])
        more = f"; and {len(hits) - 10} more" if len(hits) > 10 else ""
        raise CLIError(f"{shown(ref, _REF_SHOWN)} names {len(hits)} entities ({listing}{more}); {choose}")
    return hits[0]


# --------------------------------------------------------------------------------------------
# Commands
# --------------------------------------------------------------------------------------------

def cmd_search(args, kg, ws) -> int:
    from .tools import MAX_QUERY, MAX_SEARCH_RESULTS

    if len(args.query) > MAX_QUERY:  # the kg_search schema's maxLength
        raise UsageError(f"the query is too long: {len(args.query):,} characters, at most {MAX_QUERY:,}")
    params: dict[str, Any] = {"query": args.query,
                              "limit": _range_arg(args.limit, "--limit", 1, MAX_SEARCH_RESULTS)}
    if args.entity_type:
        params["entity_type"] = args.entity_type
    result = _run_tool(kg, ws, "kg_search", params)
    if args.json:
        _print_json(result)
        return EXIT_OK
    if not result["results"]:
        print(f"no matches for {args.query!r} in workspace {ws.id!r}")
    from ..queries.search import match_kind

    for rank, r in enumerate(result["results"], 1):
        # Rank and what matched; the score itself is internal (tier offsets plus BM25).
        print(f"{rank:3d}  {match_kind(r['score']):<11}  [{r['type']}] {r['name']}  {r['id']}")
        if r["description"]:
            print(f"{'':18}{_one_line(r['description'])[:110]}")
        if r.get("snippet"):
            print(f"{'':18}observation: {_one_line(r['snippet'])[:97]}")
    return EXIT_OK


def cmd_show(args, kg, ws) -> int:
    from ..interchange.record_json import edge_to_dict, entity_to_dict, observation_to_dict

    entity = _resolve_entity(ws, args.entity, args.entity_type)
    edges = ws.edges_of(entity.id, include_history=True)
    limit = max(1, min(100, args.observations))
    observations = ws.observations(entity.id, limit=limit)
    others = {}
    for e in edges:
        other = e.target_id if e.source_id == entity.id else e.source_id
        if other not in others:
            others[other] = ws.get_entity(other)
    if args.json:
        _print_json({
            "entity": entity_to_dict(entity),
            "edges": [
                dict(edge_to_dict(e), other_name=(others.get(e.target_id if e.source_id == entity.id
                                                             else e.source_id) or entity).name)
                for e in edges
            ],
            "observations": [observation_to_dict(o) for o in observations],
        })
        return EXIT_OK
    print(f"{entity.name}  [{entity.type}]")
    print(f"  id:           {entity.id}")
    if entity.description:
        print(f"  description:  {entity.description}"
              + (f"  (by {entity.description_source})" if entity.description_source else ""))
    confidence = "unknown" if entity.confidence is None else f"{entity.confidence:.2f}"
    print(f"  source:       {entity.source}    confidence: {confidence}")
    if entity.properties:
        print(f"  properties:   {json.dumps(entity.properties, ensure_ascii=False, sort_keys=True)}")
    print(f"  created:      {_fmt_time(entity.created_at)}    updated: {_fmt_time(entity.updated_at)}"
          f"    last seen: {_fmt_time(entity.last_seen_at)}")
    now = kg.now()
    current = [e for e in edges if e.valid_at(now)]
    past = [e for e in edges if not e.valid_at(now)]
    for title, group in (("Relationships", current), ("History (ended or not yet valid)", past)):
        if not group:
            continue
        print(f"{title}:")
        for e in group:
            outgoing = e.source_id == entity.id
            other = others.get(e.target_id if outgoing else e.source_id)
            other_text = f"{other.name} [{other.type}]" if other else "?"
            arrow = f"-{e.type}->" if outgoing else f"<-{e.type}-"
            window = f"{_fmt_time(e.valid_from)} .. {_fmt_time(e.valid_to)}"
            print(f"  {arrow} {other_text}    {window}    {e.id}")
    if observations:
        print("Observations (newest first):")
        for o in observations:
            print(f"  {_fmt_time(o.created_at)}  {_one_line(o.content)}")
    return EXIT_OK


def _time_arg(value: str | None, what: str) -> int | None:
    if value is None:
        return None
    text = value.strip()
    try:
        return check_time(int(text) if text.lstrip("-").isdigit() else text, what)
    except KGError as exc:
        raise UsageError(str(exc)) from None


def _range_arg(value: int, what: str, low: int, high: int) -> int:
    if not low <= value <= high:
        raise UsageError(f"{what} must be from {low} to {high}; got {value}")
    return value


def _edge_types_arg(values: Sequence[str] | None, what: str) -> list[str] | None:
    """Relationship types as given (the store normalises them); a blank or invalid one is a usage error."""
    if not values:
        return None
    for value in values:
        try:
            normalize_type_name(value, "edge type")
        except KGError as exc:
            raise UsageError(f"{what}: {exc}") from None
    return list(values)


def cmd_neighbors(args, kg, ws) -> int:
    from ..queries.traversal import MAX_DEPTH

    depth = _range_arg(args.depth, "--depth", 1, MAX_DEPTH)
    edge_types = _edge_types_arg(args.edge_types, "--edge-type")
    as_of = _time_arg(args.as_of, "--as-of")
    entity = _resolve_entity(ws, args.entity, args.entity_type)
    params: dict[str, Any] = {"entity_id": entity.id, "depth": depth, "include_history": args.history}
    if edge_types:
        params["edge_types"] = edge_types
    if as_of is not None:
        params["as_of"] = as_of
    result = _run_tool(kg, ws, "kg_get_neighbors", params)
    if args.json:
        _print_json(result)
        return EXIT_OK
    history = args.history and as_of is None
    when = "with history" if history else f"as of {_fmt_time(as_of)}"
    # With history an entity has a line per relationship that reaches it (current ones first).
    count = len({n["entity"]["id"] for n in result["neighbors"]})
    relationships = f", {result['count']} relationships" if history else ""
    print(f"{entity.name} [{entity.type}]: {count} neighbours{relationships} within {result['depth']} "
          f"hop{'s' if result['depth'] > 1 else ''} ({when})")
    names = {entity.id: entity.name}
    for n in result["neighbors"]:
        names[n["entity"]["id"]] = n["entity"]["name"]
    for n in result["neighbors"]:
        e, edge = n["entity"], n["edge"]
        src, tgt = names.get(edge["source_entity_id"], "?"), names.get(edge["target_entity_id"], "?")
        window = f"{_fmt_time(edge['valid_from'])} .. {_fmt_time(edge['valid_to'])}"
        print(f"  {n['depth']}  {e['name']} [{e['type']}]    ({src} -{edge['type']}-> {tgt}, {window})"
              f"    {e['id']}")
    return EXIT_OK


def cmd_subgraph(args, kg, ws) -> int:
    ids = [_resolve_entity(ws, ref).id for ref in args.entities]
    params: dict[str, Any] = {"entity_ids": ids, "include_history": args.history}
    as_of = _time_arg(args.as_of, "--as-of")
    if as_of is not None:
        params["as_of"] = as_of
    result = _run_tool(kg, ws, "kg_get_subgraph", params)
    if args.json:
        _print_json(result)
        return EXIT_OK
    names = {e["id"]: e["name"] for e in result["entities"]}
    print(f"{result['entity_count']} entities, {result['edge_count']} relationships")
    for e in result["entities"]:
        print(f"  [{e['type']}] {e['name']}    {e['id']}")
    for edge in result["edges"]:
        window = f"{_fmt_time(edge['valid_from'])} .. {_fmt_time(edge['valid_to'])}"
        print(f"  {names.get(edge['source_entity_id'], '?')} -{edge['type']}-> "
              f"{names.get(edge['target_entity_id'], '?')}    {window}")
    return EXIT_OK


def cmd_path(args, kg, ws) -> int:
    from ..interchange.record_json import edge_to_dict, entity_to_dict

    as_of = _time_arg(args.as_of, "--as-of")
    edge_types = _edge_types_arg(args.edge_types, "--type")
    choose = "use the id ('kg search' lists them)"
    a = _resolve_entity(ws, args.source, choose=choose)
    b = _resolve_entity(ws, args.target, choose=choose)
    path = ws.shortest_path(a.id, b.id, as_of=as_of, directed=args.directed, edge_types=edge_types)
    when = f"as of {_fmt_time(as_of if as_of is not None else kg.now())} UTC"
    how = (" following relationships' direction" if args.directed else "") + (
        f" over {', '.join(sorted({normalize_type_name(t) for t in args.edge_types}))}" if args.edge_types else "")
    if path is None:
        reason = f"no path between {a.name} [{a.type}] and {b.name} [{b.type}]{how} {when}"
        if args.json:
            _print_json({"path": None, "reason": reason, "as_of": as_of if as_of is not None else kg.now()})
        else:
            print(reason)
        return EXIT_NOT_FOUND
    if args.json:
        _print_json({"path": {
            "hops": path.hops,
            "entities": [entity_to_dict(e) for e in path.entities],
            "edges": [dict(edge_to_dict(e), direction="forward" if path.walked_forward(k) else "backward")
                      for k, e in enumerate(path.edges)],
        }, "as_of": as_of if as_of is not None else kg.now()})
        return EXIT_OK
    chain = [path.entities[0].name]
    for k, edge in enumerate(path.edges):
        chain += [path.arrow(k), path.entities[k + 1].name]
    hops = "1 hop" if path.hops == 1 else f"{path.hops} hops"
    print(f"{' '.join(chain)}    ({hops}{how}, {when})")
    for k, edge in enumerate(path.edges):
        here, there = path.entities[k], path.entities[k + 1]
        window = f"{_fmt_time(edge.valid_from)} .. {_fmt_time(edge.valid_to)}"
        print(f"  {k + 1}  {here.name} [{here.type}] {path.arrow(k, plain=True)} "
              f"{there.name} [{there.type}]    {window}    {edge.id}")
    return EXIT_OK


def cmd_changes(args, kg, ws) -> int:
    from ..queries.changes import MAX_LIMIT
    from ..interchange.record_json import edge_to_dict, entity_to_dict, observation_to_dict

    start = _time_arg(args.start, "--from")
    end = _time_arg(args.end, "--to")
    if not 1 <= args.limit <= MAX_LIMIT:
        raise UsageError(f"--limit must be from 1 to {MAX_LIMIT}; got {args.limit}")
    if end is not None and end < start:
        raise UsageError(f"--to {_fmt_time(end)} is before --from {_fmt_time(start)}")
    changes = ws.changes_between(start, end, limit=args.limit)
    named = changes.entities

    def name(entity_id: str) -> str:
        entity = named.get(entity_id)
        return f"{entity.name} [{entity.type}]" if entity else entity_id

    if args.json:
        _print_json({
            "workspace": ws.id, "from": changes.start, "to": changes.end, "totals": changes.totals,
            "truncated": changes.truncated,
            "edges_opened": [dict(edge_to_dict(g), source_name=name(g.source_id), target_name=name(g.target_id))
                             for g in changes.edges_opened],
            "edges_closed": [dict(edge_to_dict(g), source_name=name(g.source_id), target_name=name(g.target_id))
                             for g in changes.edges_closed],
            "entities_created": [entity_to_dict(e) for e in changes.entities_created],
            "observations_added": [dict(observation_to_dict(o), entity_name=name(o.entity_id))
                                   for o in changes.observations_added],
        })
        return EXIT_OK
    t = changes.totals
    print(f"workspace {_ws_label(kg, ws.id)}, after {_fmt_time(changes.start)} up to {_fmt_time(changes.end)} UTC: "
          f"{t['edges_opened']} relationships opened, {t['edges_closed']} closed, "
          f"{t['entities_created']} entities created, {t['observations_added']} observations added")
    rows = ([(g.valid_from, "opened", f"{name(g.source_id)} -{g.type}-> {name(g.target_id)}", g.id)
             for g in changes.edges_opened]
            + [(g.valid_to, "closed", f"{name(g.source_id)} -{g.type}-> {name(g.target_id)}", g.id)
               for g in changes.edges_closed]
            + [(e.created_at, "created", f"{e.name} [{e.type}]", e.id) for e in changes.entities_created]
            + [(o.created_at, "observed", f"{name(o.entity_id)}: {_one_line(o.content)[:90]}", o.id)
               for o in changes.observations_added])
    order = {"created": 0, "opened": 1, "closed": 2, "observed": 3}  # at one moment: things, then facts
    rows.sort(key=lambda r: (r[0], order[r[1]], r[3]))
    for when, kind, text, record_id in rows:
        print(f"  {_fmt_time(when)}  {kind:<8}  {text}    {record_id}")
    if changes.truncated:
        print(f"  (more than {args.limit} of a kind: only the earliest {args.limit} of each are listed; "
              "narrow the span or raise --limit)")
    return EXIT_OK


def cmd_structure(args, kg, ws) -> int:
    _range_arg(args.top, "--top", 1, 1000)
    as_of = _time_arg(args.as_of, "--as-of")
    report = ws.structure(as_of=as_of, seed=args.seed)
    s = report.structure
    ids = report.entity_ids
    order = sorted(range(len(ids)), key=lambda i: (-s.pagerank[i], ids[i]))
    shown_ids = [ids[i] for i in order[:args.top]]
    members: dict[int, list[int]] = {}
    for i in order:  # members of each community, most central first
        members.setdefault(int(s.community[i]), []).append(i)
    communities = sorted(members.items())[:args.top]
    need = set(shown_ids) | {ids[i] for _, m in communities for i in m[:3]}
    entities = {i: ws.get_entity(i) for i in sorted(need)}

    def label(entity_id: str) -> str:
        e = entities.get(entity_id)
        return f"{e.name} [{e.type}]" if e else entity_id

    when = report.as_of
    if args.json:
        def entry(i: int) -> dict[str, Any]:
            e = entities.get(ids[i])
            return {"id": ids[i], "name": e.name if e else None, "type": e.type if e else None,
                    "degree": int(s.degree[i]), "pagerank": float(s.pagerank[i]), "community": int(s.community[i])}

        _print_json({
            "workspace": ws.id, "as_of": when, "entities": len(ids), "communities": s.communities,
            "modularity": s.modularity, "seconds": s.seconds,
            "top": [entry(i) for i in order[:args.top]],
            "community_sizes": [{"community": c, "size": len(m), "central": [entry(i) for i in m[:3]]}
                                for c, m in communities],
        })
        return EXIT_OK
    connected = sum(1 for m in members.values() if len(m) > 1)
    print(f"workspace {_ws_label(kg, ws.id)} as of {_fmt_time(when)} UTC: {len(ids)} entities, "
          f"{s.communities} communities ({connected} with more than one entity), modularity {s.modularity:.3f}")
    if not ids:
        return EXIT_OK
    print("Most central (PageRank):")
    for rank, i in enumerate(order[:args.top], 1):
        print(f"  {rank:3d}  {s.pagerank[i]:.4f}  degree {int(s.degree[i]):4d}  community {int(s.community[i]):3d}  "
              f"{label(ids[i])}    {ids[i]}")
    print("Communities (largest first):")
    for c, m in communities:
        central = ", ".join(label(ids[i]) for i in m[:3]) + (", ..." if len(m) > 3 else "")
        print(f"  {c:3d}  {len(m):5d} entit{'y' if len(m) == 1 else 'ies'}  {central}")
    if s.communities > len(communities):
        print(f"  ... {s.communities - len(communities)} more (--top N lists more)")
    return EXIT_OK


def _add_access_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--access", metavar="JSON",
                   help="the task's access profile, e.g. '{\"read\": true, \"workspace_root\": \"/home/u/app\", "
                        "\"roots\": [\"src\"]}': only file paths it may read become entities (default: on a "
                        "CoWork OS file the workspace's permissions, else no restriction)")
    p.add_argument("--access-file", metavar="FILE", help="read the access profile from FILE")


def _access_profile(args) -> Any:
    """The --access / --access-file profile as given (checked here: a malformed one is a usage error)."""
    from ..passive.access import AccessProfileError, read_profile

    if args.access is not None and args.access_file:
        raise UsageError("give --access or --access-file, not both")
    if args.access_file == "-" and getattr(args, "file", None) == "-":
        raise UsageError("only one of the events file and --access-file can read stdin")
    text = _read_text(args.access_file) if args.access_file else args.access
    if text is None:
        return None
    try:
        read_profile(text)
    except AccessProfileError as exc:
        raise UsageError(f"{'--access-file' if args.access_file else '--access'}: {exc}") from None
    return text


def _passive_call(fn: Callable[[], Any], what: str) -> Any:
    try:
        return fn()
    except ImportError as exc:
        raise CLIError(f"{what} is not available in this installation ({exc})") from None


def cmd_ingest_task(args, kg, ws) -> int:
    if args.prompt is not None and args.prompt_file:
        raise UsageError("give --prompt or --prompt-file, not both")
    if args.result is not None and args.result_file:
        raise UsageError("give --result or --result-file, not both")
    if args.prompt_file == "-" and args.result_file == "-":
        raise UsageError("only one of --prompt-file and --result-file can read stdin")
    if args.result is None and not args.result_file:
        raise UsageError("give the task result with --result TEXT or --result-file FILE")
    prompt = _read_text(args.prompt_file) if args.prompt_file else (args.prompt or "")
    result = _read_text(args.result_file) if args.result_file else args.result
    task_id = args.task_id or f"cli-{uuid.uuid4()}"
    access = _access_profile(args)
    report = _passive_call(lambda: ws.extract_from_task(task_id, prompt, result, access=access), "task extraction")
    if args.json:
        _print_json({"task_id": task_id, "report": report})
        return EXIT_OK
    where = _ws_label(kg, ws.id)
    # A skip (memory off, <no-memory>, ...) is not an error, as a search without matches is not:
    # exit status 0, but the output says plainly that nothing was written, and why.
    if report.skipped:
        print(f"task {task_id}: nothing written to workspace {where}: {report.skipped_reason}")
    elif not report.written:
        decayed = f" (the daily decay lowered {report.decayed} confidences)" if report.decayed else ""
        print(f"task {task_id}: nothing written to workspace {where}: the task names no technology, file path "
              f"or API endpoint the extractor recognises{decayed}")
    else:
        _print_report(f"task {task_id} ingested into workspace {where}:", report)
    return EXIT_OK


def _parse_events(text: str, name: str) -> list[Any]:
    stripped = text.strip()
    if not stripped:
        raise CLIError(f"{name}: no events (the file is empty)")
    try:
        doc = json.loads(stripped)
    except RecursionError:
        raise CLIError(f"{name}: JSON nested too deeply") from None
    except ValueError as whole_error:
        events = []
        for number, line in enumerate(text.splitlines(), 1):
            if not line.strip():
                continue
            try:
                events.append(json.loads(line))
            except (ValueError, RecursionError) as exc:
                if number == 1 and not stripped.startswith("{"):
                    raise CLIError(f"{name}: not valid JSON ({whole_error})") from None
                raise CLIError(f"{name} line {number}: not valid JSON ({exc})") from None
        doc = events
    events = doc if isinstance(doc, list) else [doc]
    for i, event in enumerate(events):
        if not isinstance(event, dict):
            raise CLIError(f"{name}: event {i + 1} is not a JSON object")
    return events


def cmd_ingest_mail(args, kg, ws) -> int:
    name = "stdin" if args.file == "-" else args.file
    access = _access_profile(args)
    events = _parse_events(_read_text(args.file), name)
    progress = Progress("ingesting", min_total=50)
    reports = []
    try:
        for i, event in enumerate(events, 1):
            try:
                reports.append(_passive_call(lambda e=event: ws.ingest_mailbox_event(e, access=access),
                                             "mailbox ingest"))
            except KGError as exc:
                raise CLIError(f"{name}: event {i}: {exc}"
                               + (f" ({i - 1} earlier events were ingested)" if i > 1 else "")) from None
            progress(i, len(events))
    finally:
        progress.done()
    if args.json:
        _print_json({"events": len(events), "reports": reports})
        return EXIT_OK
    where = _ws_label(kg, ws.id)
    skipped = Counter(r.skipped_reason for r in reports if r.skipped)
    why = "; ".join(reason + (f" ({n} events)" if n > 1 and len(skipped) > 1 else "")
                    for reason, n in skipped.items())
    written = len(reports) - sum(skipped.values())
    events_text = "1 mailbox event" if len(reports) == 1 else f"{len(reports)} mailbox events"
    if not written:  # as in ingest-task: said plainly, exit status 0
        print(f"{events_text}: nothing written to workspace {where}: {why}")
    elif len(reports) == 1:
        _print_report(f"1 mailbox event ingested into workspace {where}:", reports[0])
    elif skipped:
        print(f"{events_text}: {written} ingested into workspace {where}, {len(reports) - written} wrote "
              f"nothing: {why}")
    else:
        print(f"{events_text} ingested into workspace {where}")
    return EXIT_OK


def _on_off(value: bool) -> str:
    return "on" if value else "off"


def _settings_json(ws, s) -> dict[str, Any]:
    data = _to_jsonable(s)
    data["invalid_patterns"] = [{"pattern": p, "reason": why} for p, why in s.invalid_patterns]
    return {"workspace": ws.id, "settings": data}


def cmd_settings(args, kg, ws) -> int:
    from ..passive.exclusions import pattern_error

    changes: dict[str, Any] = {}
    if args.enabled is not None:
        changes["enabled"] = args.enabled == "on"
    if args.privacy_mode is not None:
        changes["privacy_mode"] = args.privacy_mode
    if args.auto_capture is not None:
        changes["auto_capture"] = args.auto_capture == "on"
    if args.excluded_patterns is not None and args.no_excluded_patterns:
        raise UsageError("give --exclude or --no-excluded-patterns, not both")
    if args.no_excluded_patterns:
        changes["excluded_patterns"] = []
    elif args.excluded_patterns is not None:
        for pattern in args.excluded_patterns:
            problem = pattern_error(pattern)
            if problem is not None:
                raise UsageError(f"--exclude {_cut(pattern, 60)!r}: {problem}")
        changes["excluded_patterns"] = args.excluded_patterns
    if args.action == "show" and changes:
        raise UsageError("the setting options change settings: use 'kg settings set ...'")
    if args.action == "set" and not changes:
        raise UsageError("'kg settings set' needs at least one of --enabled, --privacy-mode, --auto-capture, "
                         "--exclude, --no-excluded-patterns")
    s = ws.set_memory_settings(**changes) if changes else ws.memory_settings()
    if args.json:
        _print_json(_settings_json(ws, s))
        return EXIT_OK
    verb = "now" if changes else "are"
    print(f"memory settings of workspace {_ws_label(kg, ws.id)} {verb}:")
    print(f"  memory: {_on_off(s.enabled)}")
    print(f"  privacy mode: {s.privacy_mode}")
    print(f"  automatic capture: {_on_off(s.auto_capture)}")
    # Quoted as typed (repr would double every backslash of a regular expression).
    shown_patterns = ", ".join(f"'{p}'" for p in s.excluded_patterns) or "none"
    print(f"  excluded patterns: {shown_patterns}")
    for pattern, why in s.invalid_patterns:
        print(f"    skipped: '{pattern}' is {why}")
    print(f"  wake-up layers: {_on_off(s.wake_up_layers_enabled)}")
    print(f"  temporal knowledge: {_on_off(s.temporal_knowledge_enabled)}")
    return EXIT_OK


def cmd_import_mcp(args, kg, ws) -> int:
    from ..interchange import import_mcp_memory, parse_mcp_memory

    name = "stdin" if args.file == "-" else args.file
    data = _read_input(args.file)
    try:
        parsed = parse_mcp_memory(data, label=name, skip_invalid=args.skip_invalid)
    except KGError as exc:
        raise CLIError(f"{exc}; nothing was imported (--skip-invalid imports the valid lines)") from None
    progress = Progress("importing")
    try:
        report = import_mcp_memory(ws, parsed, source=args.source, progress=progress)
    finally:
        progress.done()
    if args.json:
        _print_json(report)
        return EXIT_OK
    print(f"imported {name} into workspace {ws.id!r}: {report.entities} entities "
          f"({report.entities_created} new), {report.observations_added} new observations, "
          f"{report.relations_created} new relationships")
    if report.invalid_skipped:
        count = len(report.invalid_skipped)
        print(f"skipped {count} invalid line{'' if count == 1 else 's'}:", file=sys.stderr)
        for reason in report.invalid_skipped:
            print(f"  {reason}", file=sys.stderr)
    if report.relations_skipped:
        print(f"skipped {report.relations_skipped} relations:", file=sys.stderr)
        for reason in report.skipped:
            print(f"  {reason}", file=sys.stderr)
    return EXIT_OK


def cmd_import(args, kg, ws) -> int:
    from ..graph.bulk import read_records

    name = "stdin" if args.file == "-" else args.file
    try:
        records = read_records(_read_text(args.file), name)
    except KGError as exc:
        raise CLIError(f"{exc}; nothing was imported") from None
    progress = Progress("importing")
    started = time.perf_counter()
    try:
        report = ws.bulk_import(records["entities"], records["edges"], records["observations"], source=args.source,
                                progress=progress)
    finally:
        progress.done()
    seconds = time.perf_counter() - started
    if args.json:
        _print_json({k: v for k, v in _to_jsonable(report).items() if k != "entity_ids"} | {"seconds": round(seconds, 3)})
        return EXIT_OK
    how = "in one pass" if report.bulk else f"one by one ({report.reason})"
    print(f"imported {name} into workspace {ws.id!r} {how}: {report.entities} entities, {report.edges} "
          f"relationships, {report.observations} observations in {seconds:.1f} s")
    return EXIT_OK


def cmd_export(args, kg, ws) -> int:
    from ..interchange import write_export

    progress = Progress("exporting")
    try:
        if args.output:
            try:
                counts = write_export(ws, args.format, args.output, force=args.force, progress=progress)
            except OSError as exc:
                raise CLIError(f"{args.output}: cannot write ({exc.strerror or exc})") from None
            progress.done()
            summary = ", ".join(f"{v} {k}" for k, v in counts.items())
            print(f"exported workspace {ws.id!r} as {args.format} to {args.output} ({summary})", file=sys.stderr)
        else:
            sys.stdout.flush()
            write_export(ws, args.format, sys.stdout.buffer, progress=progress)
            sys.stdout.buffer.flush()
    finally:
        progress.done()
    return EXIT_OK


def cmd_maintenance(args, kg, ws) -> int:
    both = not args.decay and not args.cleanup
    out: dict[str, Any] = {}
    if args.decay or both:
        out["decayed"] = _passive_call(lambda: ws.run_decay(force=args.force), "confidence decay")
    if args.cleanup or both:
        out["cleanup"] = _passive_call(lambda: kg.run_cleanup(force=args.force), "the quality cleanup")
    if args.json:
        _print_json(out)
        return EXIT_OK
    if "decayed" in out:
        print(f"decay: {out['decayed']} entities decayed in workspace {ws.id!r}")
    if "cleanup" in out:
        _print_report("cleanup:", out["cleanup"])
    return EXIT_OK


def cmd_clear(args, kg, ws) -> int:
    stats = ws.stats()
    if not args.yes:
        if not sys.stdin.isatty():
            raise UsageError(f"refusing to clear workspace {ws.id!r} without --yes (stdin is not a terminal)")
        answer = input(f"Remove all {stats.entities} entities, {stats.edges} relationships and "
                       f"{stats.observations} observations of workspace {ws.id!r}? [y/N] ")
        if answer.strip().lower() not in ("y", "yes"):
            print("nothing was removed")
            return EXIT_OK
    report = ws.clear(backup=not args.no_backup)
    if args.json:
        _print_json(report)
        return EXIT_OK
    print(f"cleared workspace {ws.id!r}: {report.entities} entities, {report.edges} relationships, "
          f"{report.observations} observations, {report.custom_types} custom types removed")
    if report.backup_path:
        print(f"backup: {report.backup_path}")
    return EXIT_OK


# -- merging by hand -------------------------------------------------------------------------

def cmd_merge(args, kg, ws) -> int:
    from ..interchange.record_json import edge_to_dict, entity_to_dict

    choose = "add --type TYPE or use the id ('kg search' lists them)"
    keep = _resolve_entity(ws, args.keep, args.entity_type, choose=choose)
    other = _resolve_entity(ws, args.other, args.entity_type, choose=choose)
    report = ws.merge_pair(keep.id, other.id, dry_run=args.dry_run, backup=not args.no_backup)
    if args.json:
        _print_json({
            "dry_run": report.dry_run, "kept": entity_to_dict(report.kept), "removed": entity_to_dict(report.removed),
            "edges_moved": report.edges_moved, "edges_dropped": report.edges_dropped,
            "observations_moved": report.observations_moved, "observations_dropped": report.observations_dropped,
            "contacts_moved": report.contacts_moved, "edges": [edge_to_dict(e) for e in report.edges],
            "backup_path": report.backup_path,
        })
        return EXIT_OK
    verb = "would merge" if report.dry_run else "merged"
    print(f"{verb} {report.removed.name!r} [{report.removed.type}] {report.removed.id} into "
          f"{report.kept.name!r} [{report.kept.type}] {report.kept.id}")
    print(f"  {report.describe()}")
    if report.kept.description != keep.description:
        print(f"  description: {_one_line(report.kept.description or '')[:110]}")
    if report.dry_run:
        print("  nothing was changed (--dry-run)")
    elif report.backup_path:
        print(f"backup: {report.backup_path}")
    return EXIT_OK


def cmd_duplicates(args, kg, ws) -> int:
    from ..interchange.record_json import entity_to_dict

    found = ws.possible_duplicates(limit=_range_arg(args.limit, "--limit", 1, 1000))
    if args.json:
        _print_json({"pairs": [{"keep": entity_to_dict(p.keep), "other": entity_to_dict(p.other),
                                "reason": p.reason} for p in found], "count": len(found)})
        return EXIT_OK
    if not found:
        print(f"no possible duplicates in workspace {ws.id!r}")
        return EXIT_OK
    print(f"{len(found)} possible duplicate{'s' if len(found) != 1 else ''} in workspace {ws.id!r} "
          "(keep first; 'kg merge KEEP OTHER' merges a pair):")
    for p in found:
        print(f"  [{p.keep.type}] {p.keep.name!r} <- {p.other.name!r}    {p.reason}")
        print(f"      kg merge {p.keep.id} {p.other.id}")
    return EXIT_OK


# -- backups --------------------------------------------------------------------------------

def _file_counts(path: Path, *, live: bool = False) -> dict[str, int]:
    """Rows of a knowledge-graph file (all workspaces), read without changing it."""
    from ..storage.connection import file_uri

    try:
        # A backup is read immutable: nobody writes it, and reading leaves nothing beside it.
        conn = sqlite3.connect(file_uri(str(path.resolve()), read_only=True, immutable=not live), uri=True)
    except sqlite3.Error as exc:
        raise CLIError(f"{path}: cannot open ({exc})") from None
    try:
        counts = {"workspaces": conn.execute("SELECT COUNT(DISTINCT workspace_id) FROM kg_entities").fetchone()[0]}
        for key, table in (("entities", "kg_entities"), ("relationships", "kg_edges"),
                           ("observations", "kg_observations")):
            counts[key] = conn.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0]
        return counts
    except sqlite3.DatabaseError as exc:
        raise CLIError(f"{path}: not a knowledge-graph file ({_one_line(exc)})") from None
    finally:
        conn.close()


def _describe_counts(counts: dict[str, int]) -> str:
    n = counts["workspaces"]
    return (f"{counts['entities']} entities, {counts['relationships']} relationships, "
            f"{counts['observations']} observations in {n} workspace{'' if n == 1 else 's'}")


def _require_file_db(kg) -> Path:
    if kg.path == ":memory:":
        raise CLIError("an in-memory database has no file to back up or restore")
    return Path(kg.path)


def cmd_backup(args, kg, ws) -> int:
    db = _require_file_db(kg)
    if args.output:
        path = kg.backup(args.output, force=args.force)
    else:
        path = kg.backup(label="manual")
    counts = _file_counts(path)
    if args.json:
        _print_json({"path": str(path), "size": path.stat().st_size, "counts": counts})
    else:
        print(f"backed up {db} to {path} ({_describe_counts(counts)})")
    return EXIT_OK


def _backup_info(path: Path) -> dict[str, Any]:
    from ..storage.backup import when_and_why

    made, label = when_and_why(path)
    created = None if made is None else datetime.fromtimestamp(made / 1000, tz=timezone.utc).strftime(
        "%Y-%m-%d %H:%M:%S")
    try:
        size = path.stat().st_size
    except OSError:
        size = None
    return {"path": str(path), "created": created, "label": label, "size": size}


def cmd_backups(args, kg, ws) -> int:
    db = _require_file_db(kg)
    found = [_backup_info(p) for p in kg.backups()]
    if args.json:
        _print_json({"database": str(db), "keep": KEEP_BACKUPS, "backups": found})
        return EXIT_OK
    if not found:
        print(f"no backups of {db} yet ('kg backup' makes one)")
        return EXIT_OK
    print(f"backups of {db}, newest first (the newest {KEEP_BACKUPS} are kept):")
    for info in found:
        size = f"{info['size'] / 1024:9.1f} KiB" if info["size"] is not None else "        ?    "
        print(f"  {info['created'] or '?':19}  {info['label']:16} {size}  {info['path']}")
    return EXIT_OK


def _check_restore_source(path_arg: str, db: Path) -> tuple[Path, dict[str, int]]:
    src = Path(path_arg)
    if src.is_dir():
        raise CLIError(f"{path_arg}: is a directory, not a backup")
    if not src.exists():
        raise CLIError(f"{path_arg}: no such file")
    try:
        with open(src, "rb"):
            pass
    except OSError as exc:
        raise CLIError(f"{path_arg}: cannot read ({exc.strerror or exc})") from None
    if src.resolve() == db.resolve():
        raise CLIError(f"{path_arg}: is the database itself")
    return src, _file_counts(src)


def _confirm_restore(args, question: str, details: Sequence[str] = ()) -> bool:
    if args.yes:
        return True
    if not sys.stdin.isatty():
        raise UsageError(f"refusing to restore {args.path} without --yes (stdin is not a terminal)")
    for line in details:
        print(line)
    answer = input(f"{question} The current contents are backed up first. [y/N] ")
    if answer.strip().lower() in ("y", "yes"):
        return True
    print("nothing was restored")
    return False


def _report_restore(args, db: Path, src: Path, previous: Path | None, note: str = "the previous contents "
                    "were backed up to", workspace: str | None = None) -> int:
    after = _file_counts(db, live=True)
    if args.json:
        _print_json({"restored": str(src), "database": str(db), "workspace": workspace, "counts": after,
                     "previous_backup": str(previous) if previous else None})
        return EXIT_OK
    where = f"workspace {workspace!r} of " if workspace else ""
    print(f"restored {where}{src} into {db} ({_describe_counts(after)})")
    if previous:
        print(f"{note} {previous}")
    return EXIT_OK


def _when(ms: int | None) -> str:
    return "at an unknown time" if ms is None else _fmt_time(ms) + " UTC"


def cmd_restore(args, kg, ws) -> int:
    db = _require_file_db(kg)
    src, incoming = _check_restore_source(args.path, db)
    preview = kg.restore_preview(src)
    workspace = ws.id if args.workspace is not None else None  # only an explicit --workspace scopes it
    if workspace is not None:
        here = preview.in_backup.get(workspace)
        if here is None or here.empty:
            raise CLIError(f"{args.path} holds nothing of workspace {workspace!r} "
                           f"(it holds: {', '.join(map(repr, preview.in_backup)) or 'nothing'})")
        question = (f"Replace workspace {workspace!r} of {db} with the backup taken {_when(preview.made_at)} "
                    f"({here.describe()})? No other workspace is touched.")
        details: list[str] = []
    else:
        try:
            current = _describe_counts(_file_counts(db, live=True))
        except CLIError:
            current = "damaged: it cannot be read"
        question = (f"Replace the whole of {db} ({current}) with the backup taken {_when(preview.made_at)} "
                    f"({_describe_counts(incoming)})?")
        details = [f"Newer than the backup, and lost by this restore: workspace {name!r}: {c.describe()}"
                   for name, c in preview.newer.items()]
        if details:
            details.append("(kg restore --workspace WS PATH restores one workspace only)")
    if not _confirm_restore(args, question, details):
        return EXIT_OK
    safety = kg.restore(src, workspace=workspace)
    return _report_restore(args, db, src, safety, workspace=workspace)


def restore_unopenable(args, db: Path, reason: str) -> int:
    """`kg restore` onto a file the store cannot open (damaged, not a database): the file and its
    -wal/-shm are copied aside byte for byte (SQLite cannot read them, so not with the backup API),
    the backup is copied with the backup API to a temporary file beside it, which then replaces
    the damaged file. Nothing is deleted that was not copied first."""
    import kgstore

    src, incoming = _check_restore_source(args.path, db)
    if not _confirm_restore(args, f"Replace {db} (damaged: {reason}) with {src} ({_describe_counts(incoming)})?"):
        return EXIT_OK
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime())
    aside = db.with_name(f"{db.stem}.damaged-{stamp}{db.suffix or '.db'}")
    n = 1
    while aside.exists():
        aside = db.with_name(f"{db.stem}.damaged-{stamp}-{n}{db.suffix or '.db'}")
        n += 1
    tmp = db.with_name(f".{db.name}.restoring-{os.getpid()}")
    try:
        import shutil

        for suffix in ("", "-wal", "-shm"):
            part = Path(f"{db}{suffix}")
            if part.exists():
                shutil.copy2(part, Path(f"{aside}{suffix}"))
        from ..storage.backup import INFO_TABLE
        from ..storage.connection import file_uri

        # immutable: a backup is not being written, and reading it leaves nothing beside it.
        source = sqlite3.connect(file_uri(str(src.resolve()), read_only=True, immutable=True), uri=True)
        target = sqlite3.connect(str(tmp))
        try:
            source.backup(target)
            target.execute(f"DROP TABLE IF EXISTS {INFO_TABLE}")  # the live file is not a backup
            target.commit()
        finally:
            target.close()
            source.close()
        for suffix in ("-wal", "-shm"):  # they belong to the damaged file (copied aside above)
            Path(f"{db}{suffix}").unlink(missing_ok=True)
        os.replace(tmp, db)
    except (OSError, sqlite3.Error) as exc:
        raise CLIError(f"cannot restore into {db} ({_one_line(exc)}); the damaged file is unchanged") from None
    finally:
        for leftover in (tmp, Path(f"{tmp}-journal"), Path(f"{tmp}-wal"), Path(f"{tmp}-shm")):
            leftover.unlink(missing_ok=True)
    with kgstore.open(db) as kg:  # brings an older backup up to date
        problems = kg.check_integrity()
    if problems:
        raise CLIError(f"restored {src} into {db}, but its integrity check fails: {problems[0]}")
    return _report_restore(args, db, src, aside, "the damaged file was kept as")


# -- review inbox and tasks ------------------------------------------------------------------

def _review_item_dict(item) -> dict[str, Any]:
    from ..interchange.record_json import edge_to_dict, entity_to_dict

    out: dict[str, Any] = {"kind": item.kind, "id": item.id, "reasons": list(item.reasons),
                           "learned_at": item.learned_at, "task_id": item.task_id, "mail": item.mail,
                           "context": item.context}
    if item.entity is not None:
        out["entity"] = entity_to_dict(item.entity)
    else:
        out["edge"] = dict(edge_to_dict(item.edge), source_name=item.source_name, target_name=item.target_name)
    return out


def _review_line(item) -> str:
    confidence = "?" if item.confidence is None else f"{item.confidence:.2f}"
    if item.entity is not None:
        what = f"[{item.entity.type}] {item.entity.name}"
    else:
        what = f"{item.source_name} -{item.edge.type}-> {item.target_name}"
    return f"{_fmt_time(item.learned_at)}  {item.kind:<12}  {what}  ({item.source}, {confidence})  {item.id}"


def cmd_review(args, kg, ws) -> int:
    from ..graph.review import REASON_TEXT

    if args.action != "confirm" and args.ids:
        raise UsageError(f"'kg review {args.action}' takes no ids (did you mean 'kg review confirm ID...'?)")
    if args.action == "confirm":
        if not args.ids:
            raise UsageError("'kg review confirm' needs the ids of the entities or relationships to confirm")
        confirmed = ws.confirm(args.ids)
        if args.json:
            _print_json({"confirmed": [r.id for r in confirmed], "waiting": ws.review_count()})
            return EXIT_OK
        for record in confirmed:
            label = getattr(record, "name", None) or f"relationship {record.type}"
            print(f"confirmed {label}  {record.id}")
        print(f"{ws.review_count()} still waiting for review")
        return EXIT_OK
    if args.action == "done":
        previous = ws.mark_reviewed()
        if args.json:
            _print_json({"reviewed_at": ws.last_review(), "previous": previous, "waiting": ws.review_count()})
            return EXIT_OK
        print(f"marked reviewed at {_fmt_time(ws.last_review())}; {ws.review_count()} still waiting "
              "(unconfirmed entities stay until confirmed or deleted)")
        return EXIT_OK
    if not 1 <= args.limit <= 1000:
        raise UsageError("--limit must be between 1 and 1000")
    items = ws.review_items(limit=args.limit)
    count = ws.review_count()
    last = ws.last_review()
    if args.json:
        _print_json({"workspace": ws.id, "count": count, "last_review": last,
                     "items": [_review_item_dict(i) for i in items]})
        return EXIT_OK
    since = f"last reviewed {_fmt_time(last)}" if last is not None else "never reviewed"
    print(f"{count} waiting for review in workspace {_ws_label(kg, ws.id)} ({since})")
    for item in items:
        print(f"  {_review_line(item)}")
        why = ", ".join(REASON_TEXT.get(r, r) for r in item.reasons)
        origin = [f"task {item.task_id}"] if item.task_id else []
        if item.mail:
            origin.append(f"mail {_one_line(item.mail)[:80]}")
        print(f"      {why}" + (f"; from {', '.join(origin)}" if origin else ""))
        if item.context and item.context != (item.mail or "").partition(": ")[2]:
            print(f"      context: {_one_line(item.context)[:100]}")
    if count > len(items):
        print(f"  … and {count - len(items)} more (--limit)")
    return EXIT_OK


def _task_counts(t) -> str:
    return (f"{t.entities} entit{'y' if t.entities == 1 else 'ies'}, {t.edges} relationship{'' if t.edges == 1 else 's'}, "
            f"{t.observations} observation{'' if t.observations == 1 else 's'}")


def cmd_tasks(args, kg, ws) -> int:
    from ..interchange.record_json import edge_to_dict, entity_to_dict, observation_to_dict

    if args.action == "list":
        if args.task:
            raise UsageError("'kg tasks' lists every task; 'kg tasks show TASK' shows one")
        tasks = ws.tasks_with_memory()
        if args.json:
            _print_json({"workspace": ws.id, "tasks": tasks, "count": len(tasks)})
            return EXIT_OK
        if not tasks:
            print(f"no task wrote memory in workspace {_ws_label(kg, ws.id)}")
        for t in tasks:
            print(f"{t.task_id}  {_task_counts(t)}  ({_fmt_time(t.first_at)} .. {_fmt_time(t.last_at)})")
        return EXIT_OK
    if not args.task:
        raise UsageError(f"'kg tasks {args.action}' needs the task id")
    writes = ws.task_writes(args.task)
    if not (writes.entities or writes.edges or writes.observations):
        raise CLIError(f"task {shown(args.task, 80)} wrote nothing in workspace {ws.id!r} (see 'kg tasks')")
    plan = writes.deletion()
    if args.action == "show":
        if args.json:
            _print_json({"task_id": writes.task_id, "entities": [entity_to_dict(e) for e in writes.entities],
                         "edges": [edge_to_dict(g) for g in writes.edges],
                         "observations": [observation_to_dict(o) for o in writes.observations],
                         "forget_deletes": {"entities": writes.forgotten_entities, "edges": plan.edges,
                                            "observations": plan.observations}})
            return EXIT_OK
        names = {e.id: e.name for e in writes.entities}
        for g in writes.edges:
            for end in (g.source_id, g.target_id):
                if end not in names:
                    other = ws.get_entity(end)
                    names[end] = other.name if other else end
        print(f"task {writes.task_id}:")
        for e in writes.entities:
            gone = "  (deleted if forgotten)" if e.id in writes.forgotten_entities else ""
            print(f"  entity        [{e.type}] {e.name}  {e.id}{gone}")
        for g in writes.edges:
            print(f"  relationship  {names[g.source_id]} -{g.type}-> {names[g.target_id]}  {g.id}")
        for o in writes.observations:
            print(f"  observation   {_one_line(o.content)[:90]}  ({names.get(o.entity_id) or ws.get_entity(o.entity_id).name})")
        return EXIT_OK
    what = (f"{plan.observations} observations, {plan.edges} relationships and {plan.entities} entities "
            f"task {writes.task_id} wrote")
    if not args.yes:
        if not sys.stdin.isatty():
            raise UsageError(f"refusing to forget task {writes.task_id!r} without --yes (stdin is not a terminal)")
        answer = input(f"Delete {what} (a backup is taken first)? [y/N] ")
        if answer.strip().lower() not in ("y", "yes"):
            print("nothing was deleted")
            return EXIT_OK
    forgotten = ws.forget_task(writes.task_id)
    if args.json:
        _print_json({"report": forgotten.report, "backup": forgotten.backup_path})
        return EXIT_OK
    r = forgotten.report
    print(f"forgot task {r.task_id}: {r.observations} observations, {r.edges} relationships, {r.entities} entities "
          "deleted")
    if forgotten.backup_path:
        print(f"backup: {forgotten.backup_path}")
    return EXIT_OK


def cmd_demo(args, kg, ws) -> int:
    from .demo import load_demo

    report = load_demo(ws, add=args.add)
    if args.json:
        _print_json(report)
    else:
        print(report.message)
    return EXIT_OK


def cmd_init(args, kg, ws) -> int:
    made = kg.last_migration_backup
    if args.json:
        _print_json({"database": kg.path, "backup": str(made) if made else None})
    else:
        print(f"{kg.path} is a knowledge graph" + (f" (backed up first to {made})" if made else ""))
    return EXIT_OK


def cmd_stats(args, kg, ws) -> int:
    stats = ws.stats()
    span = ws.time_range()
    if args.json:
        _print_json({"workspace": ws.id, "stats": stats, "time_range": list(span) if span else None})
        return EXIT_OK
    print(f"workspace {_ws_label(kg, ws.id)}: {stats.entities} entities, {stats.current_edges} current relationships "
          f"({stats.edges} with history), {stats.observations} observations")
    if span:
        print(f"  history from {_fmt_time(span[0])} to {_fmt_time(span[1])}")
    for name, count in stats.entity_types.items():
        print(f"  {count:6d}  {name}")
    return EXIT_OK


def cmd_workspaces(args, kg, ws) -> int:
    # The workspaces holding data and, in a CoWork OS file, every workspace CoWork lists (by name).
    names = kg.workspace_names()
    ids = sorted(set(kg.workspaces()) | set(names), key=lambda w: (names.get(w, w).casefold(), w))
    if args.json:
        _print_json([{"id": w, "name": names.get(w)} for w in ids])
        return EXIT_OK
    width = max((len(names[w]) for w in ids if w in names), default=0)
    for w in ids:
        print(f"{names[w]:<{width}}  {w}" if w in names else w)
    return EXIT_OK


def cmd_mcp(args, kg, ws) -> int:
    from .mcp_server import run_stdio

    run_stdio(kg, ws.id)
    return EXIT_OK


COMMANDS: dict[str, Callable[..., int]] = {
    "search": cmd_search,
    "show": cmd_show,
    "neighbors": cmd_neighbors,
    "neighbours": cmd_neighbors,
    "subgraph": cmd_subgraph,
    "path": cmd_path,
    "structure": cmd_structure,
    "changes": cmd_changes,
    "ingest-task": cmd_ingest_task,
    "ingest-mail": cmd_ingest_mail,
    "import": cmd_import,
    "settings": cmd_settings,
    "import-mcp": cmd_import_mcp,
    "export": cmd_export,
    "maintenance": cmd_maintenance,
    "clear": cmd_clear,
    "merge": cmd_merge,
    "duplicates": cmd_duplicates,
    "backup": cmd_backup,
    "backups": cmd_backups,
    "restore": cmd_restore,
    "review": cmd_review,
    "tasks": cmd_tasks,
    "demo": cmd_demo,
    "init": cmd_init,
    "stats": cmd_stats,
    "workspaces": cmd_workspaces,
    "mcp": cmd_mcp,
}


# --------------------------------------------------------------------------------------------
# Entry point
# --------------------------------------------------------------------------------------------

def _run(argv: Sequence[str]) -> int:
    _check_argv(argv)
    parser = build_parser()
    args = parser.parse_args(list(argv))
    if args.command is None:
        parser.print_help()
        return EXIT_USAGE
    if args.command == "neighbours":
        args.command = "neighbors"
    if args.command == "completion":  # no database: the script comes from the parser alone
        sys.stdout.write(completion_script(parser, args.shell))
        return EXIT_OK
    try:
        kg = _open(args)
    except KGError as exc:
        db = paths.resolve_db_path(args.db)
        if args.command == "restore" and db.is_file() and str(exc).startswith("cannot open"):
            return restore_unopenable(args, db, _one_line(exc).split(": ", 1)[-1])
        raise
    try:
        ws = _workspace(args, kg)
        return COMMANDS[args.command](args, kg, ws)
    except sqlite3.DatabaseError as exc:
        if isinstance(exc, sqlite3.OperationalError) and ("locked" in str(exc) or "busy" in str(exc)):
            raise
        raise _database_error(kg.path, exc) from None
    finally:
        kg.close()


def _quiet_library_logs() -> None:
    """kgstore logs what it skipped or caught (with tracebacks) for applications that configure
    logging; the command line reports through its own output and one error line instead, so
    without KG_DEBUG those records are not printed (Python would print them on stderr)."""
    logger = logging.getLogger("kgstore")
    if os.environ.get("KG_DEBUG"):
        if not logging.getLogger().handlers:
            logging.basicConfig(level=logging.DEBUG, format="kg: %(levelname)s %(name)s: %(message)s")
        return
    if not any(isinstance(h, logging.NullHandler) for h in logger.handlers):
        logger.addHandler(logging.NullHandler())


def _warn_bad_values() -> None:
    """One line per stored value the command read that was not what the schema says (written by
    another program; see kgstore.storage.rows): the output showed it as unknown or repaired."""
    for line in take_bad_value_reports():
        print(f"kg: warning: {line}", file=sys.stderr)


def main(argv: Sequence[str] | None = None) -> int:
    """The ``kg`` console script. Returns the exit status."""
    argv = sys.argv[1:] if argv is None else list(argv)
    _quiet_library_logs()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.reconfigure(errors="backslashreplace")  # type: ignore[union-attr]
        except (AttributeError, ValueError):
            pass
    take_bad_value_reports()  # only what this command reads (main may run in a longer process)
    # Every line printed (results, warnings, errors) goes through one place that escapes the
    # terminal control characters a stored text may hold.
    stdout, stderr = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = EscapingTextStream(stdout), EscapingTextStream(stderr)
    try:
        return _main(argv)
    finally:
        _warn_bad_values()
        sys.stdout, sys.stderr = stdout, stderr


def _main(argv: list[str]) -> int:
    try:
        return _run(argv)
    except (CLIError, KGError) as exc:
        print(f"kg: error: {_one_line(exc)}", file=sys.stderr)
        return EXIT_USAGE if isinstance(exc, UsageError) else EXIT_ERROR
    except KeyboardInterrupt:
        print("kg: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        # The reader went away (kg export | head): not an error worth a message.
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
        except OSError:
            pass
        return EXIT_OK
    except OSError as exc:  # a path the system refuses (name too long, loop, device): say which
        if os.environ.get("KG_DEBUG"):
            raise
        name = _cut(str(exc.filename)) if exc.filename is not None else "the file system"
        print(f"kg: error: {name}: {exc.strerror or _one_line(exc)}", file=sys.stderr)
        return EXIT_ERROR
    except Exception as exc:  # never a traceback for the user; KG_DEBUG=1 shows it
        if os.environ.get("KG_DEBUG"):
            raise
        print(f"kg: error: internal error: {type(exc).__name__}: {_one_line(exc)[:300]} "
              "(set KG_DEBUG=1 for details)", file=sys.stderr)
        return EXIT_ERROR


if __name__ == "__main__":
    sys.exit(main())
