"""Where the knowledge-graph file lives, and which workspace a command works on.

Shared by the `kg` command line, the MCP server and the desktop explorer:

- the database: ``--db PATH``, else the ``KG_DB`` environment variable, else
  ``<platform user data dir>/knowledge-graph-explorer/knowledge-graph.db``;
- the workspace: ``--workspace WS``, else ``KG_WORKSPACE``, else ``"default"``.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

APP_NAME = "knowledge-graph-explorer"
DB_FILENAME = "knowledge-graph.db"
DB_ENV = "KG_DB"
WORKSPACE_ENV = "KG_WORKSPACE"
DEFAULT_WORKSPACE = "default"


def default_db_path() -> Path:
    """The platform's per-user data directory for the app, file ``knowledge-graph.db``.

    The directory is not created here; callers that write create it.
    """
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)) / DB_FILENAME


def resolve_db_path(arg: str | os.PathLike[str] | None = None, *,
                    env: Mapping[str, str] | None = None) -> Path:
    """``arg`` if given (not empty), else ``$KG_DB`` if set (not empty), else the default path.

    ``~`` is expanded; ``":memory:"`` is passed through unchanged.
    """
    env = os.environ if env is None else env
    for candidate in (arg, env.get(DB_ENV)):
        if candidate is not None and str(candidate).strip():
            text = str(candidate)
            if text == ":memory:":
                return Path(text)
            return Path(text).expanduser()
    return default_db_path()


def resolve_workspace(arg: str | None = None, *, env: Mapping[str, str] | None = None) -> str:
    """``arg`` if given, else ``$KG_WORKSPACE`` if set (not empty), else ``"default"``.

    An explicitly given empty ``arg`` is returned as it is so that validation can refuse it.
    """
    if arg is not None:
        return arg
    env = os.environ if env is None else env
    value = env.get(WORKSPACE_ENV)
    if value is not None and value.strip():
        return value
    return DEFAULT_WORKSPACE
