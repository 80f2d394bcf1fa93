"""CoWork OS's workspace names: kg.workspace_names(), kg.workspace_name(id), kg.resolve_workspace(ref);
kg.workspaces() keeps returning ids (API.md)."""

from __future__ import annotations

import sqlite3

import pytest

import kgstore
from cowork import ACME, NOTES, CoWorkWriter, copy_fixture, needs_fixture


@needs_fixture
def test_names_of_a_cowork_file(tmp_path):
    db = copy_fixture(tmp_path)
    with kgstore.open(db) as kg:
        assert kg.workspace_names() == {ACME: "Acme Web App", NOTES: "Personal Notes"}
        assert kg.workspace_name(ACME) == "Acme Web App"
        assert kg.workspace_name("ours") == "ours"
        assert sorted(kg.workspaces()) == sorted([ACME, NOTES])  # still ids
        assert kg.resolve_workspace("Acme Web App") == ACME
        assert kg.resolve_workspace("  personal NOTES ") == NOTES
        assert kg.resolve_workspace(ACME) == ACME
        with pytest.raises(kgstore.NotFoundError, match="'Acme Web App'"):
            kg.resolve_workspace("Acme")
        assert kg.resolve_workspace("Acme", allow_new=True) == "Acme"
    with CoWorkWriter(db) as cowork:
        twin = cowork.start().create_workspace("Acme Web App", path="/elsewhere")
    with kgstore.open(db) as kg:
        with pytest.raises(kgstore.ValidationError) as err:
            kg.resolve_workspace("Acme Web App")
        assert ACME in str(err.value) and twin in str(err.value)
        assert kg.resolve_workspace(twin) == twin


def test_our_files_have_no_names_and_no_workspaces_table(kg, db_path):
    kg.workspace("demo").upsert_entity("service", "backend")
    assert kg.workspace_names() == {}
    assert kg.workspace_name("demo") == "demo"
    assert kg.resolve_workspace("demo") == "demo"
    assert kg.resolve_workspace("anything new") == "anything new"  # ids are free-form here
    conn = sqlite3.connect(db_path)
    try:
        assert conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'workspaces'").fetchone() is None
    finally:
        conn.close()
