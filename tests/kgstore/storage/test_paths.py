"""Default database path and workspace resolution (shared by the CLI, MCP server and GUI)."""

from __future__ import annotations

from pathlib import Path

import platformdirs

from kgstore.storage import paths


def test_default_db_path_is_in_the_user_data_dir():
    path = paths.default_db_path()
    assert path.name == "knowledge-graph.db"
    assert path.parent == Path(platformdirs.user_data_dir("knowledge-graph-explorer", appauthor=False))


def test_resolve_db_path_precedence(tmp_path):
    env = {"KG_DB": str(tmp_path / "env.db")}
    assert paths.resolve_db_path(tmp_path / "arg.db", env=env) == tmp_path / "arg.db"
    assert paths.resolve_db_path(None, env=env) == tmp_path / "env.db"
    assert paths.resolve_db_path("", env=env) == tmp_path / "env.db"
    assert paths.resolve_db_path(None, env={}) == paths.default_db_path()
    assert paths.resolve_db_path(None, env={"KG_DB": "  "}) == paths.default_db_path()
    assert paths.resolve_db_path("~/x.db", env={}) == Path.home() / "x.db"
    assert str(paths.resolve_db_path(":memory:", env={})) == ":memory:"


def test_resolve_workspace_precedence():
    assert paths.resolve_workspace("cli", env={"KG_WORKSPACE": "env"}) == "cli"
    assert paths.resolve_workspace(None, env={"KG_WORKSPACE": "env"}) == "env"
    assert paths.resolve_workspace(None, env={}) == "default"
    assert paths.resolve_workspace("", env={"KG_WORKSPACE": "env"}) == ""  # left for validation to refuse
