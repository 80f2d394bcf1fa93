"""Backups with the SQLite backup API: round trip, pruning, refusal of non-backups."""

from __future__ import annotations

import sqlite3

import pytest

import kgstore
from kgstore import backup as backups


def rows(path):
    conn = sqlite3.connect(path)
    try:
        return {
            t: sorted(conn.execute(f"SELECT * FROM {t}").fetchall())
            for t in ("kg_entities", "kg_edges", "kg_observations", "kg_entity_types")
        }
    finally:
        conn.close()


def test_backup_and_restore_round_trip_row_for_row(kg, ws, db_path):
    a = ws.upsert_entity("service", "a", properties={"k": [1, 2]})
    b = ws.upsert_entity("service", "b")
    ws.create_edge(a.id, b.id, "uses")
    ws.add_observation(a.id, "note")
    path = kg.backup()
    assert path.exists() and path.parent == db_path.parent
    snapshot = rows(path)
    assert snapshot == rows(db_path)
    ws.delete_entity(a.id)
    ws.upsert_entity("concept", "new after backup")
    safety = kg.restore(path)
    assert rows(db_path) == snapshot
    assert safety.exists() and safety in kg.backups()
    assert ws.get_entity(a.id).properties == {"k": [1, 2]}
    assert kg.check_integrity() == []
    assert [h.entity.name for h in ws.search("note")] == ["a"]


def test_restore_refuses_files_that_are_not_backups(kg, tmp_path):
    junk = tmp_path / "junk.db"
    junk.write_text("nope")
    with pytest.raises(kgstore.ValidationError):
        kg.restore(junk)
    with pytest.raises(kgstore.ValidationError):
        kg.restore(tmp_path / "missing.db")


def test_old_backups_are_pruned(kg):
    made = [kg.backup(label=f"b{i}") for i in range(backups.KEEP_BACKUPS + 3)]
    kept = kg.backups()
    assert len(kept) == backups.KEEP_BACKUPS
    assert set(kept) == set(made[-backups.KEEP_BACKUPS:])


def test_in_memory_store_has_no_file_backups():
    with kgstore.open(":memory:") as kg:
        assert kg.backup() is None and kg.backups() == []
