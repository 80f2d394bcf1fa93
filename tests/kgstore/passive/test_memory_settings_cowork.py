"""Memory settings on a CoWork OS file: CoWork's memory_settings columns are read and written
(enabled, privacy_mode, auto_capture, excluded_patterns), our own flags live in kg_memory_flags,
and CoWork's foreign key to its workspaces holds (COWORK-COEXISTENCE.md, rules 1 and 5)."""

from __future__ import annotations

import sqlite3

import pytest

import kgstore
from cowork import ACME, NOTES, CoWorkWriter, copy_fixture, file_problems, needs_fixture


@pytest.fixture
def cowork_db(tmp_path):
    return copy_fixture(tmp_path)


def rows(path, sql, params=()):
    conn = sqlite3.connect(path)
    try:
        return conn.execute(sql, params).fetchall()
    finally:
        conn.close()


@needs_fixture
def test_cowork_settings_are_read_from_its_columns(cowork_db):
    with kgstore.open(cowork_db) as kg:
        acme = kg.workspace(ACME).memory_settings()
        notes = kg.workspace(NOTES).memory_settings()
    assert (acme.enabled, acme.privacy_mode, acme.auto_capture) == (True, "strict", True)
    assert acme.excluded_patterns == ("*.env", "secrets/**")
    assert (notes.enabled, notes.privacy_mode, notes.excluded_patterns) == (False, "normal", ())
    assert acme.wake_up_layers_enabled is True and acme.temporal_knowledge_enabled is True


@needs_fixture
def test_settings_written_into_cowork_columns_and_our_flags_into_ours(cowork_db):
    with kgstore.open(cowork_db) as kg:
        ws = kg.workspace(ACME)
        s = ws.set_memory_settings(enabled=False, privacy_mode="disabled", wake_up_layers_enabled=False)
        assert (s.enabled, s.privacy_mode, s.wake_up_layers_enabled) == (False, "disabled", False)
        assert ws.memory_settings() == s
        assert ws.set_memory_settings(auto_capture=False).auto_capture is False
    # CoWork reads its own row: the change is there, its other columns untouched.
    assert rows(cowork_db, "SELECT enabled, auto_capture, compression_enabled, retention_days, max_storage_mb,"
                           " privacy_mode, excluded_patterns FROM memory_settings WHERE workspace_id = ?",
                (ACME,)) == [(0, 0, 1, 90, 100, "disabled", '["*.env","secrets/**"]')]
    assert rows(cowork_db, "SELECT wake_up_layers_enabled, temporal_knowledge_enabled FROM kg_memory_flags"
                           " WHERE workspace_id = ?", (ACME,)) == [(0, 1)]
    # CoWork's table keeps its shape (rule 1).
    assert [r[1] for r in rows(cowork_db, "PRAGMA table_info(memory_settings)")] == [
        "workspace_id", "enabled", "auto_capture", "compression_enabled", "retention_days", "max_storage_mb",
        "privacy_mode", "excluded_patterns"]
    assert file_problems(cowork_db) == []


@needs_fixture
def test_what_cowork_writes_is_what_we_read(cowork_db):
    kgstore.open(cowork_db).close()  # upgraded
    with CoWorkWriter(cowork_db) as cowork:
        cowork.start()
        cowork.set_memory_settings(NOTES, enabled=1, privacy_mode="strict", auto_capture=0)
    with kgstore.open(cowork_db) as kg:
        s = kg.workspace(NOTES).memory_settings()
    assert (s.enabled, s.privacy_mode, s.auto_capture) == (True, "strict", False)


@needs_fixture
def test_new_cowork_workspace_gets_a_row_that_satisfies_the_foreign_key(cowork_db):
    kgstore.open(cowork_db).close()
    with CoWorkWriter(cowork_db) as cowork:
        cowork.start()
        fresh = cowork.create_workspace("Side Project")
    with kgstore.open(cowork_db) as kg:
        assert kg.workspace(fresh).set_memory_settings(enabled=False).enabled is False
    assert rows(cowork_db, "SELECT enabled, auto_capture, privacy_mode FROM memory_settings WHERE workspace_id = ?",
                (fresh,)) == [(0, 1, "normal")]
    assert file_problems(cowork_db) == []


@needs_fixture
def test_settings_of_a_workspace_cowork_does_not_know_are_refused_not_stored(cowork_db):
    with kgstore.open(cowork_db) as kg:
        ws = kg.workspace("not-a-cowork-workspace")
        with pytest.raises(kgstore.NotFoundError, match="not one of this file's CoWork OS workspaces"):
            ws.set_memory_settings(enabled=False, wake_up_layers_enabled=False)
        assert ws.memory_settings().wake_up_layers_enabled is True  # the whole call changed nothing
        # Our own flags need no CoWork row: they are ours.
        assert ws.set_memory_settings(temporal_knowledge_enabled=False).temporal_knowledge_enabled is False
    assert rows(cowork_db, "SELECT COUNT(*) FROM memory_settings WHERE workspace_id = 'not-a-cowork-workspace'") \
        == [(0,)]
    assert file_problems(cowork_db) == []


@needs_fixture
@pytest.mark.parametrize("column", ["enabled", "auto_capture"])
@pytest.mark.parametrize("value", ["false", 2, ""])
def test_unreadable_cowork_switch_fails_closed_and_is_repaired_by_a_write(cowork_db, column, value):
    kgstore.open(cowork_db).close()
    conn = sqlite3.connect(cowork_db)
    conn.execute(f"UPDATE memory_settings SET {column} = ? WHERE workspace_id = ?", (value, ACME))
    conn.commit()
    conn.close()
    with kgstore.open(cowork_db) as kg:
        ws = kg.workspace(ACME)
        with pytest.raises(kgstore.ValidationError, match=f"{column} is"):
            ws.memory_settings()
        report = ws.extract_from_task("t-1", "Add React and PostgreSQL", "Done in TypeScript")
        assert report.skipped and "could not be read" in report.skipped_reason
        ws.set_memory_settings(**{column: True})
        s = ws.memory_settings()
        assert s.enabled is True and s.auto_capture is True
        assert not ws.extract_from_task("t-2", "Add React and PostgreSQL", "Done in TypeScript").skipped


def test_our_files_keep_working_with_flags_in_our_table(kg, ws, db_path):
    s = ws.set_memory_settings(enabled=False, privacy_mode="strict", wake_up_layers_enabled=False)
    assert ws.memory_settings() == s and s.auto_capture is True and s.excluded_patterns == ()
    assert rows(db_path, "SELECT enabled, privacy_mode FROM memory_settings WHERE workspace_id = 'ws-1'") \
        == [(0, "strict")]
    assert rows(db_path, "SELECT wake_up_layers_enabled FROM kg_memory_flags WHERE workspace_id = 'ws-1'") == [(0,)]
    # CoWork's capture switches exist on our own files too (0017), in the same columns.
    s = ws.set_memory_settings(auto_capture=False, excluded_patterns=[r"\.env$"])
    assert (s.auto_capture, s.excluded_patterns) == (False, (r"\.env$",))
    assert rows(db_path, "SELECT auto_capture, excluded_patterns FROM memory_settings WHERE workspace_id = 'ws-1'") \
        == [(0, '["\\\\.env$"]')]
    assert "workspaces" not in {r[0] for r in rows(db_path, "SELECT name FROM sqlite_master")}


def test_upgrade_moves_our_old_flag_columns_into_kg_memory_flags(db_path, clock):
    with kgstore.open(db_path, clock=clock) as kg:
        kg.workspace("w").set_memory_settings(enabled=False)
    # A file from before 0014: its flags were in memory_settings.
    conn = sqlite3.connect(db_path)
    conn.execute("DROP TABLE kg_memory_flags")
    conn.execute("DELETE FROM kg_migrations WHERE name = '0014_memory_flags'")
    conn.execute("UPDATE memory_settings SET wake_up_layers_enabled = 0, temporal_knowledge_enabled = 0")
    conn.commit()
    conn.close()
    with kgstore.open(db_path, clock=clock) as kg:
        assert "0014_memory_flags" in kg.applied_migrations()
        s = kg.workspace("w").memory_settings()
    assert (s.enabled, s.wake_up_layers_enabled, s.temporal_knowledge_enabled) == (False, False, False)
