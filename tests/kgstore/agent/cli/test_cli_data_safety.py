"""A careless user's command lines never destroy what they did not ask to destroy (issue #16).

Export and backup copies ask what is at a path before writing to it; the database, its
-wal/-shm and its backups are never written over; a read command never converts a file that is
not a knowledge graph; a restore can be scoped to one workspace.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

import kgstore

from cli_helpers import assert_error, assert_usage_error, kg_run


@pytest.fixture
def db(tmp_path):
    path = tmp_path / "kg.db"
    with kgstore.open(path) as kg:
        ws = kg.workspace("demo")
        a = ws.upsert_entity("technology", "React")
        b = ws.upsert_entity("project", "frontend")
        ws.create_edge(b.id, a.id, "uses")
        kg.workspace("agent").upsert_entity("concept", "agent memory")
    return path


def entity_names(path, workspace=None):
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        sql = "SELECT name FROM kg_entities" + (" WHERE workspace_id = ?" if workspace else "")
        return sorted(r[0] for r in conn.execute(sql, (workspace,) if workspace else ()))
    finally:
        conn.close()


def test_export_onto_the_open_database_is_refused_even_with_force(db):
    before = db.read_bytes()
    for extra in ((), ("--force",)):
        assert_error(kg_run("-w", "demo", "export", "--format", "json", "--output", str(db), *extra, db=db),
                     "is the database itself")
    assert db.read_bytes() == before
    assert entity_names(db) == ["React", "agent memory", "frontend"]


def test_export_onto_the_wal_shm_and_backups_is_refused(db, tmp_path):
    code, out, _ = kg_run("backup", "--json", db=db)
    made = Path(json.loads(out)["path"])
    copy = tmp_path / "somewhere-else.db"
    assert kg_run("backup", "--output", str(copy), db=db)[0] == 0
    with kgstore.open(db):  # an open store has its -wal and -shm beside the file
        for target, why in ((f"{db}-wal", "write-ahead log"), (f"{db}-shm", "shared-memory file"),
                            (str(made), "is a backup of the database"),
                            (str(copy), "is an SQLite database")):
            assert_error(kg_run("-w", "demo", "export", "-o", target, "--force", db=db), why)
    assert kgstore.storage.backup.read_info(made) is not None and kgstore.storage.backup.read_info(copy) is not None


def test_export_asks_for_force_before_replacing_a_file(db, tmp_path):
    out = tmp_path / "graph.json"
    out.write_text("my notes")
    assert_error(kg_run("-w", "demo", "export", "-o", str(out), db=db), "already exists; use --force")
    assert out.read_text() == "my notes"
    code, _, err = kg_run("-w", "demo", "export", "-o", str(out), "--force", db=db)
    assert code == 0, err
    assert json.loads(out.read_text())["counts"]["entities"] == 2
    assert [p.name for p in tmp_path.iterdir() if "partial" in p.name] == []


def test_export_through_a_symlink_to_the_database_is_refused(db, tmp_path):
    link = tmp_path / "innocent.json"
    link.symlink_to(db)
    assert_error(kg_run("-w", "demo", "export", "-o", str(link), "--force", db=db), "is the database itself")
    assert entity_names(db) == ["React", "agent memory", "frontend"]


def test_backup_output_replaces_only_an_earlier_copy_and_only_with_force(db, tmp_path):
    copy = tmp_path / "kg-copy.db"
    assert kg_run("backup", "--output", str(copy), db=db)[0] == 0
    with kgstore.open(db) as kg:
        kg.workspace("demo").upsert_entity("concept", "later")
    assert_error(kg_run("backup", "--output", str(copy), db=db), "already exists; use --force")
    assert "later" not in entity_names(copy)
    assert kg_run("backup", "--output", str(copy), "--force", db=db)[0] == 0
    assert "later" in entity_names(copy)
    # Not one of our backups: never replaced, even with --force.
    other = tmp_path / "other.sqlite"
    conn = sqlite3.connect(other)
    conn.execute("CREATE TABLE photos (id)")
    conn.commit()
    conn.close()
    assert_error(kg_run("backup", "--output", str(other), "--force", db=db), "is not a backup made by this program")
    assert_error(kg_run("backup", "--output", str(db), "--force", db=db), "is the database itself")
    with sqlite3.connect(other) as conn:
        assert conn.execute("SELECT name FROM sqlite_master").fetchall() == [("photos",)]


def test_a_read_command_never_converts_an_unrelated_sqlite_file(tmp_path):
    other = tmp_path / "other.db"
    conn = sqlite3.connect(other)
    conn.execute("CREATE TABLE invoices (id INTEGER PRIMARY KEY, total REAL)")
    conn.execute("INSERT INTO invoices (total) VALUES (12.5)")
    conn.commit()
    conn.close()
    before = other.read_bytes()
    for argv in (("stats",), ("workspaces",), ("search", "x"), ("backups",), ("backup",),
                 ("-w", "w", "export")):
        code, out, err = kg_run(*argv, db=other)
        assert code == 1 and "not a knowledge graph" in err and "kg --db" in err and "init" in err, (argv, err)
    # A write command is refused the same way: only 'kg init' adds tables.
    assert_error(kg_run("-w", "w", "ingest-task", "--result", "uses Docker", db=other), "not a knowledge graph")
    assert other.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["other.db"]  # no -wal/-shm, no backup
    code, out, err = kg_run("init", db=other)
    assert code == 0, err
    backups = list(tmp_path.glob("other.db.backup-*-before-init.db"))
    assert len(backups) == 1 and "backed up first" in out
    with sqlite3.connect(backups[0]) as conn:
        assert conn.execute("SELECT total FROM invoices").fetchall() == [(12.5,)]
    with sqlite3.connect(other) as conn:
        assert conn.execute("SELECT total FROM invoices").fetchall() == [(12.5,)]
    assert kg_run("stats", "-w", "w", db=other)[0] == 1  # a knowledge graph now, with no workspace yet
    assert kg_run("workspaces", db=other)[0] == 0


def test_a_read_command_on_an_empty_file_leaves_it_empty(tmp_path):
    empty = tmp_path / "empty.db"
    empty.write_bytes(b"")
    assert_error(kg_run("stats", db=empty), "holds no knowledge graph yet")
    assert empty.read_bytes() == b""


def test_restore_with_workspace_touches_no_other_workspace(db, tmp_path):
    code, out, _ = kg_run("backup", "--json", db=db)
    backup = Path(json.loads(out)["path"])
    assert kg_run("-w", "demo", "clear", "--yes", db=db)[0] == 0
    with kgstore.open(db) as kg:  # an agent keeps writing elsewhere after the clear
        kg.workspace("agent").upsert_entity("concept", "written after the clear")
    code, out, err = kg_run("restore", "--workspace", "demo", "--yes", str(backup), db=db)
    assert code == 0, err
    assert "restored workspace 'demo'" in out
    assert entity_names(db, "demo") == ["React", "frontend"]
    assert entity_names(db, "agent") == ["agent memory", "written after the clear"]
    # The global spelling works too, and a workspace the backup does not hold is refused.
    assert_error(kg_run("-w", "nobody", "restore", "--yes", str(backup), db=db), "holds nothing of workspace")


def test_whole_file_restore_names_what_it_would_take_away(db, tmp_path):
    code, out, _ = kg_run("backup", "--json", db=db)
    backup = Path(json.loads(out)["path"])
    with kgstore.open(db) as kg:
        kg.workspace("agent").upsert_entity("concept", "newer fact")
    # Without --yes and without a terminal: refused, nothing changed.
    assert_usage_error(kg_run("restore", str(backup), db=db), "without --yes")
    assert "newer fact" in entity_names(db)


def test_a_long_database_name_still_gets_backups(tmp_path):
    db = tmp_path / (("n" * 225) + ".db")
    with kgstore.open(db) as kg:
        kg.workspace("w").upsert_entity("concept", "kept")
        made = kg.backup()
        assert made.exists() and len(made.name.encode()) <= 255
        assert kg.backups() == [made]
        kg.workspace("w").clear()  # Clear All takes a backup first: it must not fail
        assert len(kg.backups()) == 2
    assert [p.name for p in tmp_path.iterdir() if "partial" in p.name] == []
