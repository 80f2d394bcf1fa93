"""The ``kg`` entry point: main, which command runs which function, and how an error ends a command
(one line on stderr and its exit status)."""

from __future__ import annotations

import logging
import os
import sqlite3
import sys
from collections.abc import Callable, Sequence

from ...errors import KGError
from ...storage import paths
from ...storage.rows import take_bad_value_reports
from ..completion import script as completion_script
from .admin import cmd_demo, cmd_init, cmd_mcp, cmd_stats, cmd_workspaces
from .backups import cmd_backup, cmd_backups, cmd_restore, restore_unopenable
from .common import (EXIT_ERROR, EXIT_INTERRUPTED, EXIT_OK, EXIT_USAGE, CLIError, EscapingTextStream, UsageError,
                     database_error, one_line, shortened)
from .curation import cmd_clear, cmd_duplicates, cmd_merge, cmd_review, cmd_tasks
from .interchange import cmd_export, cmd_import, cmd_import_mcp
from .opening import command_workspace, open_store
from .parser import build_parser
from .passive import cmd_ingest_mail, cmd_ingest_task, cmd_maintenance, cmd_settings
from .query import cmd_changes, cmd_neighbors, cmd_path, cmd_search, cmd_show, cmd_structure, cmd_subgraph


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
        kg = open_store(args)
    except KGError as exc:
        db = paths.resolve_db_path(args.db)
        if args.command == "restore" and db.is_file() and str(exc).startswith("cannot open"):
            return restore_unopenable(args, db, one_line(exc).split(": ", 1)[-1])
        raise
    try:
        ws = command_workspace(args, kg)
        return COMMANDS[args.command](args, kg, ws)
    except sqlite3.DatabaseError as exc:
        if isinstance(exc, sqlite3.OperationalError) and ("locked" in str(exc) or "busy" in str(exc)):
            raise
        raise database_error(kg.path, exc) from None
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
        print(f"kg: error: {one_line(exc)}", file=sys.stderr)
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
        name = shortened(str(exc.filename)) if exc.filename is not None else "the file system"
        print(f"kg: error: {name}: {exc.strerror or one_line(exc)}", file=sys.stderr)
        return EXIT_ERROR
    except Exception as exc:  # never a traceback for the user; KG_DEBUG=1 shows it
        if os.environ.get("KG_DEBUG"):
            raise
        print(f"kg: error: internal error: {type(exc).__name__}: {one_line(exc)[:300]} "
              "(set KG_DEBUG=1 for details)", file=sys.stderr)
        return EXIT_ERROR
