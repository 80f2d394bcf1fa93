"""Restoring (restore.py) at its edges: what a backup path may be, what the preview counts and
says, which staged copies of killed restores are cleared, and what a whole-file restore copies."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

import kgstore
from cowork import ACME, CoWorkWriter, copy_fixture, needs_fixture
from kgstore.storage import restore as restoring


def test_counts_are_described_in_words():
    assert restoring.Counts(1, 1, 1).describe() == "1 entity, 1 relationship, 1 observation"
    assert restoring.Counts(0, 2, 3).describe() == "0 entities, 2 relationships, 3 observations"
    assert restoring.Counts().empty and not restoring.Counts(observations=1).empty
    assert not restoring.Counts(edges=1).empty and not restoring.Counts(entities=1).empty


def test_a_backup_path_must_be_a_readable_file(kg, tmp_path):
    with pytest.raises(kgstore.ValidationError, match="backup path must be a file path"):
        kg.restore(42)
    with pytest.raises(kgstore.ValidationError, match="cannot read backup"):
        kg.restore_preview(tmp_path / ("x" * 5000))  # a name no file system takes
    with pytest.raises(kgstore.ValidationError) as err:
        kg.restore(tmp_path / ("x" * 300))
    assert str(err.value).startswith(f"cannot read backup {str(tmp_path / ('x' * 300))[:200]!r}: ")
    long = tmp_path / ("y" * 150) / ("z" * 150) / "missing.db"
    with pytest.raises(kgstore.ValidationError) as err:
        kg.restore(long)
    shown = str(long)[:200]
    assert str(err.value) == f"backup {shown!r} does not exist"  # cut at 200 characters
    with pytest.raises(kgstore.ValidationError, match="is not a knowledge-graph backup"):
        kg.restore(_plain(tmp_path / "plain.db"))


def _plain(path):
    c = sqlite3.connect(path)
    c.execute("CREATE TABLE t (x)")
    c.commit()
    c.close()
    return path


def test_the_preview_counts_each_workspace_and_what_was_written_since(kg, clock, db_path):
    a, b = kg.workspace("a"), kg.workspace("b")
    x, y = a.upsert_entity("service", "x"), a.upsert_entity("service", "y")
    edge = a.create_edge(x.id, y.id, "uses")
    a.add_observation(x.id, "note")
    b.upsert_entity("service", "z")
    backup = kg.backup()
    made_at = restoring.backups.when_and_why(backup)[0]
    clock.now = made_at + 1000
    a.invalidate_edge(edge.id)  # closed after the backup
    a.add_observation(y.id, "later")
    a.upsert_entity("service", "x", description="changed")  # updated after
    preview = kg.restore_preview(backup)
    assert preview.in_backup == {"a": restoring.Counts(2, 1, 1), "b": restoring.Counts(1, 0, 0)}
    assert preview.newer == {"a": restoring.Counts(1, 1, 1)}  # b has nothing newer: not listed
    assert preview.backup_path == Path(backup) and preview.made_at == made_at


def test_a_preview_of_a_backup_of_unknown_time_lists_nothing_as_newer(kg, ws, tmp_path, monkeypatch):
    ws.upsert_entity("service", "x")
    backup = kg.backup()
    monkeypatch.setattr(restoring.backups, "when_and_why", lambda path: (None, ""))
    preview = kg.restore_preview(backup)
    assert (preview.made_at, preview.newer, preview.in_backup) == (None, {}, {"ws-1": restoring.Counts(1, 0, 0)})


def test_only_staged_copies_of_dead_restores_are_cleared(kg):
    tmp = Path(tempfile.gettempdir())
    live = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        theirs = tmp / f"kg-restore-{live.pid}-live"
        dead = tmp / "kg-restore-999998-dead"
        not_a_dir = tmp / "kg-restore-999997-file"
        other = tmp / "xkg-restore-999996-other"
        for d in (theirs, dead, other):
            d.mkdir(exist_ok=True)
        not_a_dir.write_text("x")
        restoring.remove_stale_staging()
        assert theirs.exists() and not dead.exists() and not_a_dir.exists() and other.exists()
    finally:
        live.kill()
        live.wait()
        for p in (theirs, other):
            if p.exists():
                p.rmdir()
        not_a_dir.unlink(missing_ok=True)


def test_a_whole_file_restore_brings_back_every_table_and_takes_a_safety_backup(kg, ws, db_path):
    a, b = ws.upsert_entity("service", "a"), ws.upsert_entity("service", "b")
    ws.create_edge(a.id, b.id, "uses")
    ws.add_observation(a.id, "note")
    ws.save_positions({a.id: (1.0, 2.0, True)})
    backup = kg.backup()
    ws.clear(backup=False)
    ws.upsert_entity("service", "later")
    safety = kg.restore(backup)
    assert safety is not None and restoring.backups.read_info(safety).reason == "before-restore"
    assert sorted(e.name for e in ws.entities()) == ["a", "b"]
    assert [o.content for o in ws.observations(a.id)] == ["note"]
    assert ws.positions() == {a.id: (1.0, 2.0, True)}
    assert [h.entity.name for h in ws.search("note")] == ["a"]
    assert kg.check_integrity() == []
    # The safety backup holds what the restore replaced.
    with kgstore.open(safety) as before:
        assert [e.name for e in before.workspace("ws-1").entities()] == ["later"]


def test_a_restore_into_memory_takes_no_safety_backup(tmp_path):
    with kgstore.open(tmp_path / "src.db") as src:
        src.workspace("w").upsert_entity("service", "kept")
        backup = src.backup()
    with kgstore.open(":memory:") as kg:
        assert kg.restore(backup) is None
        assert [e.name for e in kg.workspace("w").entities()] == ["kept"]


def test_a_workspace_restore_clash_with_another_workspace_is_refused(kg, db_path):
    a, b = kg.workspace("a"), kg.workspace("b")
    x = a.upsert_entity("service", "x")
    backup = kg.backup()
    a.clear(backup=False)
    c = sqlite3.connect(db_path)
    with c:  # another workspace now holds a row with x's id
        c.execute("INSERT INTO kg_entities (id, workspace_id, entity_type_id, name, normalized_name, created_at,"
                  " updated_at) SELECT ?, 'b', id, 'y', 'y', 1, 1 FROM kg_entity_types WHERE workspace_id = 'b'"
                  " LIMIT 1", (x.id,)) if b.upsert_entity("service", "seed") else None
    c.close()
    with pytest.raises(kgstore.ValidationError, match="cannot restore workspace 'a': its kg_entities rows clash"):
        kg.restore(backup, workspace="a")
    assert a.entities() == []
    assert os.path.exists(backup)


def test_an_older_backup_is_brought_up_to_this_schema_before_its_rows_come_back(kg, ws, db_path):
    """A backup made before 0004 recorded (its entities have no identity key): restored through
    the upgrade, so the rows come back keyed, and case duplicates merged, as an upgrade does."""
    ws.upsert_entity("technology", "React")
    ws.upsert_entity("technology", "Vue")
    backup = kg.backup()
    c = sqlite3.connect(backup)
    with c:
        c.execute("DROP INDEX idx_kg_entities_normalized")
        c.execute("UPDATE kg_entities SET normalized_name = NULL")
        c.execute("UPDATE kg_entities SET name = 'react' WHERE name = 'Vue'")  # a case duplicate once keyed
        c.execute("DELETE FROM kg_migrations WHERE name = '0004_entity_normalized_name'")
    c.close()
    kg.restore(backup)
    keys = sorted(kg._db.conn.execute("SELECT name, normalized_name FROM kg_entities"))
    assert keys == [("React", "react")]
    assert kg.backups()[0] != backup  # the safety backup is the newest


def test_restores_follow_one_another_on_one_store(kg, ws):
    ws.upsert_entity("service", "first")
    one = kg.backup()
    ws.upsert_entity("service", "second")
    two = kg.backup()
    kg.restore(one)
    assert [e.name for e in ws.entities()] == ["first"]
    kg.restore(two, workspace="ws-1")
    assert sorted(e.name for e in ws.entities()) == ["first", "second"]
    kg.restore(one)
    assert [e.name for e in ws.entities()] == ["first"]


def test_a_backup_without_a_search_index_is_indexed_when_restored_into_a_file_with_one(tmp_path, monkeypatch):
    from kgstore.storage import migrations

    with monkeypatch.context() as m:
        m.setattr(migrations, "fts5_available", lambda conn: False)  # made by an SQLite without FTS5
        with kgstore.open(tmp_path / "plain.db") as plain:
            assert plain.has_search_index is False
            e = plain.workspace("w").upsert_entity("service", "Kafka", description="a distributed log")
            plain.workspace("w").add_observation(e.id, "partitions are replicated")
            backup = plain.backup()
    with kgstore.open(tmp_path / "kg.db") as kg:
        assert kg.has_search_index is True
        kg.restore(backup)
        ws = kg.workspace("w")
        assert [h.entity.name for h in ws.search("replicated")] == ["Kafka"]
        assert [h.entity.name for h in ws.search("distributed")] == ["Kafka"]
        assert kg.check_integrity() == []


def test_a_workspace_restore_indexes_rows_that_come_back_below_the_index_watermark(kg, db_path):
    """The workspace's rows are deleted and copied back under new rowids: those freed rowids lie
    below what the search index holds, so they are indexed then and there."""
    ws = kg.workspace("w")
    with kg.transaction():
        for i in range(300):
            e = ws.upsert_entity("service", f"item {i}", description="zephyrine" if i == 5 else "common")
            if i == 7:
                ws.add_observation(e.id, "quokkaish here")
    assert [h.entity.name for h in ws.search("zephyrine")] == ["item 5"]
    backup = kg.backup()
    kg.restore(backup, workspace="w")
    assert [h.entity.name for h in ws.search("zephyrine")] == ["item 5"]
    assert [h.entity.name for h in ws.search("quokkaish")] == ["item 7"]
    assert kg.check_integrity() == []


@needs_fixture
def test_a_workspace_restore_brings_back_which_entity_each_contact_is(tmp_path):
    db = copy_fixture(tmp_path)
    kgstore.open(db).close()
    with CoWorkWriter(db).start() as cw:
        carol = cw.add_entity(ACME, "person", "Carol Quokka")
        dave = cw.add_entity(ACME, "person", "Dave Numbat")
        relinked = cw.add_contact(ACME, "Carol Quokka", "carol@quokka.io", kg_entity_id=carol)
        unlinked = cw.add_contact(ACME, "Dave Numbat", "dave@numbat.io", kg_entity_id=dave)
    with kgstore.open(db) as kg:
        backup = kg.backup()
    with CoWorkWriter(db).start() as cw:  # after the backup: one contact relinked, one unlinked
        cw.conn.execute("UPDATE contact_identities SET kg_entity_id = ?, display_name = 'C.' WHERE id = ?",
                        (dave, relinked))
        cw.conn.execute("UPDATE contact_identities SET kg_entity_id = NULL WHERE id = ?", (unlinked,))
    with kgstore.open(db) as kg:
        kg.restore(backup, workspace=ACME)
    c = sqlite3.connect(db)
    rows = dict(((r[0], r[1:]) for r in c.execute(
        "SELECT id, kg_entity_id, display_name FROM contact_identities WHERE id IN (?, ?)", (relinked, unlinked))))
    c.close()
    # The link is the graph's and comes back; the name is CoWork's contact data and stays.
    assert rows == {relinked: (carol, "C."), unlinked: (dave, "Dave Numbat")}


@needs_fixture
def test_a_whole_file_restore_brings_back_a_contact_cowork_deleted_since(tmp_path):
    db = copy_fixture(tmp_path)
    kgstore.open(db).close()
    with CoWorkWriter(db).start() as cw:
        erin = cw.add_entity(ACME, "person", "Erin Wombat")
        contact = cw.add_contact(ACME, "Erin Wombat", "erin@wombat.io", kg_entity_id=erin)
    with kgstore.open(db) as kg:
        backup = kg.backup()
    with CoWorkWriter(db).start() as cw:
        cw.conn.execute("DELETE FROM contact_identity_handles WHERE contact_identity_id = ?", (contact,))
        cw.conn.execute("DELETE FROM contact_identities WHERE id = ?", (contact,))
    with kgstore.open(db) as kg:
        kg.restore(backup)
    c = sqlite3.connect(db)
    assert c.execute("SELECT display_name, kg_entity_id FROM contact_identities WHERE id = ?",
                     (contact,)).fetchall() == [("Erin Wombat", erin)]
    c.close()


@needs_fixture
def test_a_workspace_restore_from_a_backup_without_contacts_leaves_coworks_contacts_alone(tmp_path):
    db = copy_fixture(tmp_path)
    kgstore.open(db).close()
    with CoWorkWriter(db).start() as cw:
        erin = cw.add_entity(ACME, "person", "Erin Wombat")
        contact = cw.add_contact(ACME, "Erin Wombat", "erin@wombat.io", kg_entity_id=erin)
    with kgstore.open(db) as kg:
        backup = kg.backup()
    c = sqlite3.connect(backup)
    with c:  # a backup of a file that never held CoWork's contacts
        c.execute("PRAGMA foreign_keys = OFF")
        c.execute("DROP TABLE contact_identity_handles")
        c.execute("DROP TABLE contact_identities")
    c.close()
    with kgstore.open(db) as kg:
        kg.restore(backup, workspace=ACME)
        assert kg.workspace(ACME).find_entity("person", "Erin Wombat").id == erin
    c = sqlite3.connect(db)
    assert c.execute("SELECT kg_entity_id FROM contact_identities WHERE id = ?", (contact,)).fetchall() == [(erin,)]
    c.close()


def test_a_name_too_long_is_refused_with_the_systems_reason(kg, tmp_path):
    with pytest.raises(kgstore.ValidationError) as err:
        kg.restore_preview(tmp_path / ("x" * 300))
    assert str(err.value).endswith(": File name too long")  # the reason, not the errno and path


def test_a_workspace_with_only_a_closed_edge_since_is_counted_as_such(kg, clock):
    a = kg.workspace("a")
    x, y = a.upsert_entity("service", "x"), a.upsert_entity("service", "y")
    edge = a.create_edge(x.id, y.id, "uses")
    backup = kg.backup()
    clock.now = restoring.backups.when_and_why(backup)[0] + 1000
    a.invalidate_edge(edge.id)  # nothing else written since
    assert kg.restore_preview(backup).newer == {"a": restoring.Counts(0, 1, 0)}


def _damaged_outside_the_entities(kg, ws, tmp_path) -> Path:
    """A backup whose kg_edges pages are overwritten: the entities still read, the check fails."""
    a, b = ws.upsert_entity("service", "a"), ws.upsert_entity("service", "b")
    for i in range(50):
        ws.create_edge(a.id, b.id, f"relation_{i}")
    backup = kg.backup()
    conn = sqlite3.connect(backup)
    page_size = conn.execute("PRAGMA page_size").fetchone()[0]
    root = conn.execute("SELECT rootpage FROM sqlite_master WHERE name = 'kg_edges'").fetchone()[0]
    conn.close()
    data = bytearray(backup.read_bytes())
    start = (root - 1) * page_size
    data[start + 8:start + page_size] = b"\xa5" * (page_size - 8)
    damaged = tmp_path / "damaged.db"
    damaged.write_bytes(bytes(data))
    return damaged


def _open_files() -> int:
    return len(os.listdir("/proc/self/fd"))


@pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="counts open files through /proc")
def test_a_refused_backup_is_named_damaged_and_left_closed(kg, ws, tmp_path):
    damaged = _damaged_outside_the_entities(kg, ws, tmp_path)
    plain = _plain(tmp_path / "plain.db")
    before = _open_files()
    with pytest.raises(kgstore.ValidationError, match="damaged.db' is damaged") as refused:
        kg.restore_preview(damaged)
    with pytest.raises(kgstore.ValidationError, match="is not a knowledge-graph backup") as not_ours:
        kg.restore_preview(plain)
    # The errors (and the frames they hold) are still alive here: the files were closed anyway.
    assert refused.value is not None and not_ours.value is not None and _open_files() == before
    assert [e.name for e in ws.entities()] == ["a", "b"]


def test_an_older_backup_whose_upgrade_fails_is_refused_and_changes_nothing(kg, ws, monkeypatch):
    import dataclasses

    from kgstore.storage import migrations

    ws.upsert_entity("technology", "React")
    backup = kg.backup()
    last = migrations.MIGRATIONS[-1]
    c = sqlite3.connect(backup)
    with c:
        c.execute("DELETE FROM kg_migrations WHERE name = ?", (last.name,))  # the backup is one step behind
    c.close()
    ws.upsert_entity("technology", "written since")

    def fails(conn, now):
        raise RuntimeError("the step cannot be taken")

    monkeypatch.setattr(migrations, "MIGRATIONS", (*migrations.MIGRATIONS[:-1], dataclasses.replace(last, apply=fails)))
    with pytest.raises(kgstore.ValidationError, match="cannot be brought up to date: .*the step cannot be taken"):
        kg.restore(backup)
    assert sorted(e.name for e in ws.entities()) == ["React", "written since"]



@needs_fixture
def test_a_cowork_file_restores_a_backup_without_contacts_and_keeps_its_own(tmp_path):
    """A whole-file restore from a store that never had CoWork's contact identities: the graph
    is the backup's, CoWork's contacts stay as they are (the backup has none to bring back)."""
    plain = tmp_path / "plain.db"
    with kgstore.open(plain) as kg:
        kg.workspace(ACME).upsert_entity("person", "Frank Quokka")
        backup = kg.backup()
    db = copy_fixture(tmp_path)
    c = sqlite3.connect(db)
    contacts_before = c.execute("SELECT id, display_name FROM contact_identities ORDER BY id").fetchall()
    c.close()
    assert contacts_before
    with kgstore.open(db) as kg:
        kg.restore(backup)
        assert [e.name for e in kg.workspace(ACME).entities()] == ["Frank Quokka"]
    c = sqlite3.connect(db)
    assert c.execute("SELECT id, display_name FROM contact_identities ORDER BY id").fetchall() == contacts_before
    c.close()
