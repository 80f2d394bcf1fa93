"""Backups with the SQLite backup API: round trip, pruning, refusal of non-backups."""

from __future__ import annotations

import os
import sqlite3

import pytest

import kgstore
from kgstore.storage import backup as backups


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


# -- pruning touches only what we made for that very file (issue #16, item 3) -------------------

def test_a_copy_named_like_a_backup_is_never_pruned(kg, db_path):
    keep = kg.backup(db_path.parent / "kg.db.backup-2026-keep.db")  # kg backup --output …
    lookalike = db_path.parent / "kg.db.backup-20000101-000000-000-manual.db"  # hand-made, oldest
    lookalike.write_bytes(keep.read_bytes())
    for i in range(backups.KEEP_BACKUPS + 1):
        kg.backup(label=f"auto{i}")
    assert keep.exists() and lookalike.exists()
    assert len(backups.rotation(db_path)) == backups.KEEP_BACKUPS


def test_two_databases_in_one_folder_never_prune_each_others_backups(tmp_path):
    with kgstore.open(tmp_path / "kg.db") as a, kgstore.open(tmp_path / "kg.sqlite") as b:
        theirs = [b.backup(label="b") for _ in range(3)]
        for i in range(backups.KEEP_BACKUPS + 2):
            a.backup(label=f"a{i}")
        assert all(p.exists() for p in theirs)
        assert b.backups() == sorted(theirs, key=lambda p: p.name, reverse=True)
        assert len(a.backups()) == backups.KEEP_BACKUPS


def test_a_failed_backup_leaves_no_partial_file(kg, db_path, monkeypatch):
    class Broken:
        def __getattr__(self, name):
            return getattr(sqlite3, name)

        def connect(self, *args, **kwargs):
            conn = sqlite3.connect(*args, **kwargs)
            conn.execute("CREATE TABLE t (x)")  # the partial file now exists
            conn.close()
            raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(backups, "sqlite3", Broken())
    with pytest.raises(kgstore.KGError, match="disk is full"):
        kg.backup()
    assert [p.name for p in db_path.parent.iterdir() if "partial" in p.name] == []


def test_partials_of_a_dead_process_are_removed_by_the_next_backup(kg, db_path):
    stale = db_path.parent / ".kg.db.backup-x.999999-0123abcd.partial"
    stale.write_bytes(b"half a copy")
    os.utime(stale, (0, 0))
    kg.backup()
    assert not stale.exists()


def test_an_interrupted_upgrade_takes_its_backup_once(tmp_path, monkeypatch):
    from kgstore.storage import migrations

    from test_migrations import build_legacy_file

    db = tmp_path / "old.db"
    build_legacy_file(db)  # an original CoWork-shaped file: it holds data, upgrades rewrite it
    real = migrations.MIGRATIONS
    broken = list(real)
    fail_at = next(i for i, m in enumerate(real) if m.name.startswith("0004"))

    def interrupted(c, now):
        raise sqlite3.OperationalError("database is locked")  # CoWork held the lock too long

    broken[fail_at] = migrations.Migration(real[fail_at].name, interrupted, True)
    monkeypatch.setattr(migrations, "MIGRATIONS", tuple(broken))
    for _ in range(3):
        with pytest.raises(kgstore.KGError):
            kgstore.open(db)
    monkeypatch.setattr(migrations, "MIGRATIONS", real)
    with kgstore.open(db) as kg:
        assert kg.workspace("ws-a").find_entity("person", "ADA") is not None
        made = [p for p in kg.backups() if "before-upgrade" in p.name]
        assert len(made) == 1 and kg.last_migration_backup == made[0]
