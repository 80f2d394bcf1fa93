"""``kg``: the knowledge graph from the command line.

    kg [--db PATH] [--workspace WS] COMMAND [options]

The database defaults to ``$KG_DB`` or the platform's user data directory; the workspace to
``$KG_WORKSPACE`` or ``default``. Errors are one line on stderr: exit status 2 for a usage error
(an unknown option, a bad option value, options that do not go together) and 1 for anything else
(a missing file or entity, a damaged database, a refused write); a question without an answer
(``kg path`` finding no path) says so on stdout with exit status 1. The read commands take
``--json``. ``kg completion bash|zsh`` prints a shell completion script (kgstore.agent.completion).

The modules are the command groups: ``query`` (search, show, neighbors, subgraph, path, changes,
structure), ``passive`` (ingest-task, ingest-mail, settings, maintenance), ``interchange``
(import, import-mcp, export), ``curation`` (clear, merge, duplicates, review, tasks), ``backups``
(backup, backups, restore), ``admin`` (init, stats, workspaces, demo, mcp); what they share is in
``common`` (errors, output, input, option values) and ``opening`` (the file, the workspace, the
entity a command is about); ``parser`` builds the command line and ``entry`` runs it (``main``).
"""

from __future__ import annotations

from .backups import restore_unopenable
from .common import (EXIT_ERROR, EXIT_INTERRUPTED, EXIT_NOT_FOUND, EXIT_OK, EXIT_USAGE, CLIError,
                     EscapingTextStream, Progress, UsageError, escape_terminal_controls)
from .entry import COMMANDS, main
from .parser import build_parser

__all__ = ["COMMANDS", "EXIT_ERROR", "EXIT_INTERRUPTED", "EXIT_NOT_FOUND", "EXIT_OK", "EXIT_USAGE", "CLIError",
           "EscapingTextStream", "Progress", "UsageError", "build_parser", "escape_terminal_controls", "main",
           "restore_unopenable"]
