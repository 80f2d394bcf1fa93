"""Sharing a file with a running CoWork OS: its entity index and triggers stay exactly CoWork's,
and both programs' searches find what the other wrote, renamed and deleted, at every step
(issue #17, item 4). Every step is followed by integrity, foreign-key and FTS checks."""

from __future__ import annotations

import sqlite3

import pytest
from cowork import ACME, FIXTURE, CoWorkWriter, copy_fixture, file_problems, needs_fixture

import kgstore
from kgstore.storage import cowork_contract, migrations, search_index

pytestmark = needs_fixture

INDEX_OBJECTS = ("kg_entities_fts", "kg_entities_fts_insert", "kg_entities_fts_delete", "kg_entities_fts_update")


def index_objects(path) -> dict[str, str]:
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return dict(conn.execute(
            f"SELECT name, sql FROM sqlite_master WHERE name IN ({','.join('?' * len(INDEX_OBJECTS))})",
            INDEX_OBJECTS))
    finally:
        conn.close()


def names(hits) -> list[str]:
    return [h.entity.name for h in hits]


def sound(path) -> None:
    assert file_problems(path) == []


@pytest.fixture
def shared(tmp_path):
    path = copy_fixture(tmp_path)
    kgstore.open(path).close()  # the upgrade
    sound(path)
    return path


def test_upgrade_keeps_cowork_index_and_triggers_as_cowork_made_them(shared):
    assert index_objects(shared) == index_objects(FIXTURE)
    conn = sqlite3.connect(shared)
    try:
        assert cowork_contract.entity_index_is_cowork(conn)
        # Our own search objects sit beside CoWork's: none of them is on kg_entities (migration
        # 0013's trigger there, which clears the key of a row CoWork renames, indexes nothing).
        ours = conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'kg_entities'"
            " AND sql LIKE '%fts%'").fetchall()
        assert sorted(n for (n,) in ours) == sorted(INDEX_OBJECTS[1:])
        assert not conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'kg_fts_stale'").fetchone()
    finally:
        conn.close()


def test_cowork_start_after_upgrade_changes_nothing_of_ours(shared):
    before = index_objects(shared)
    with CoWorkWriter(shared) as cw:
        cw.start()
    assert index_objects(shared) == before
    sound(shared)


def test_what_cowork_writes_renames_and_deletes_is_found_by_our_search(shared):
    with CoWorkWriter(shared) as cw:
        cw.start()
        fresh = cw.add_entity(ACME, "technology", "Zebrafish", "a model organism")
        renamed = cw.add_entity(ACME, "technology", "Oldname Widget")
        gone = cw.add_entity(ACME, "technology", "Vanishing Gadget")
        cw.update_entity(renamed, name="Newname Widget")
        cw.delete_entity(gone)
        cw.add_observation(fresh, "breeds in shallow tropical ponds")
    sound(shared)
    with kgstore.open(shared) as kg:
        ws = kg.workspace(ACME)
        assert names(ws.search("zebrafish")) == ["Zebrafish"]
        assert names(ws.search("organism")) == ["Zebrafish"]
        assert names(ws.search("tropical ponds")) == ["Zebrafish"]  # its observation
        assert names(ws.search("newname")) == ["Newname Widget"]
        assert ws.search("oldname") == []
        assert ws.search("vanishing") == []
        assert kg.check_integrity() == []
    sound(shared)


def test_what_we_write_rename_and_delete_is_found_by_coworks_search(shared):
    with kgstore.open(shared) as kg:
        ws = kg.workspace(ACME)
        # More than one batch of our writes: nothing of ours may batch CoWork's index.
        for i in range(search_index.BATCH + 5):
            ws.upsert_entity("concept", f"Batch concept {i}")
        kept = ws.upsert_entity("technology", "Quokkadb", description="a marsupial database")
        renamed = ws.upsert_entity("technology", "Firstname Tool")
        ws.update_entity(renamed.id, name="Secondname Tool")
        gone = ws.upsert_entity("technology", "Ephemeral Thing")
        ws.delete_entity(gone.id)
        sound(shared)
    with CoWorkWriter(shared) as cw:
        cw.start()
        # CoWork's FTS query itself, not its LIKE fallback (which would hide a damaged index).
        assert cw.fts_search(ACME, "quokkadb") == ["Quokkadb"]
        assert cw.fts_search(ACME, "marsupial") == ["Quokkadb"]
        assert cw.fts_search(ACME, "secondname") == ["Secondname Tool"]
        assert "Firstname Tool" not in cw.fts_search(ACME, "firstname")
        assert "Ephemeral Thing" not in cw.fts_search(ACME, "ephemeral")
        assert len(cw.fts_search(ACME, "batch", limit=1000)) == search_index.BATCH + 5
    assert kept.name == "Quokkadb"
    sound(shared)


def test_both_writers_interleaved_on_one_open_store(shared):
    """Our store stays open while CoWork starts, writes and searches between our writes."""
    with kgstore.open(shared) as kg:
        ws = kg.workspace(ACME)
        cw = CoWorkWriter(shared).start()
        try:
            for round_no in range(3):
                theirs = cw.add_entity(ACME, "service", f"Cowork service {round_no}")
                sound(shared)
                assert names(ws.search(f"cowork service {round_no}"))[:1] == [f"Cowork service {round_no}"]
                ours = ws.upsert_entity("service", f"Our service {round_no}")
                sound(shared)
                assert f"Our service {round_no}" in cw.fts_search(ACME, f"our service {round_no}")
                ws.update_entity(ours.id, name=f"Our renamed {round_no}")
                cw.update_entity(theirs, name=f"Cowork renamed {round_no}")
                sound(shared)
                assert f"Our renamed {round_no}" in cw.fts_search(ACME, f"our renamed {round_no}")
                assert names(ws.search(f"cowork renamed {round_no}"))[:1] == [f"Cowork renamed {round_no}"]
                assert names(ws.search(f"cowork service {round_no}")) == []
                ws.delete_entity(ours.id)
                cw.delete_entity(theirs)
                sound(shared)
                assert f"Our renamed {round_no}" not in cw.fts_search(ACME, f"our renamed {round_no}")
                assert names(ws.search(f"cowork renamed {round_no}")) == []
        finally:
            cw.close()


def test_cowork_restarts_between_our_sessions_many_times(shared):
    for session in range(3):
        with CoWorkWriter(shared) as cw:
            cw.start()
            cw.add_entity(ACME, "concept", f"Cowork idea {session}")
        sound(shared)
        with kgstore.open(shared) as kg:
            ws = kg.workspace(ACME)
            assert len(ws.search("cowork idea", limit=10)) == session + 1
            ws.upsert_entity("concept", f"Our idea {session}")
        sound(shared)
    with CoWorkWriter(shared) as cw:
        found = cw.fts_search(ACME, "idea", limit=100)
        assert sorted(found) == sorted([f"Cowork idea {i}" for i in range(3)] + [f"Our idea {i}" for i in range(3)])


def _as_an_earlier_version_left_it(path) -> None:
    """What versions before 0012 made of a CoWork file: CoWork's update and delete triggers
    replaced by our batched ones (same names), a watermark, parked stale rows — and then CoWork's
    start re-created its insert trigger beside them."""
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        conn.execute("BEGIN")
        for name in INDEX_OBJECTS[1:]:
            conn.execute(f"DROP TRIGGER {name}")
        migrations.run_script(conn, migrations.ENTITY_STALE_SQL + migrations.ENTITY_DELETE_TRIGGER
                              + migrations.ENTITY_UPDATE_TRIGGER)
        conn.execute("INSERT INTO kg_fts_state (name, indexed_rowid) SELECT 'entities', MAX(rowid) FROM kg_entities")
        conn.execute("DELETE FROM kg_migrations WHERE name = '0012_cowork_entity_index'")
        conn.execute("COMMIT")
    finally:
        conn.close()
    with CoWorkWriter(path) as cw:
        cw.start()  # its insert trigger comes back
        e = cw.add_entity(ACME, "technology", "Doubly Indexed")
        cw.update_entity(e, name="Renamed Doubly")


def test_a_file_an_earlier_version_upgraded_gets_coworks_index_back(shared):
    _as_an_earlier_version_left_it(shared)
    assert file_problems(shared) != []  # the damage the issue saw
    with kgstore.open(shared) as kg:
        assert "0012_cowork_entity_index" in kg.applied_migrations()
        ws = kg.workspace(ACME)
        assert names(ws.search("renamed doubly")) == ["Renamed Doubly"]
        assert ws.search("doubly indexed") == []
    assert index_objects(shared) == index_objects(FIXTURE)
    sound(shared)
    with CoWorkWriter(shared) as cw:
        cw.start()
        assert cw.fts_search(ACME, "renamed doubly") == ["Renamed Doubly"]


def test_our_own_files_keep_the_batched_entity_index(tmp_path):
    with kgstore.open(tmp_path / "ours.db") as kg:
        conn = kg._db.conn
        assert migrations.entity_index_batched(conn)
        assert not cowork_contract.is_cowork_file(conn)
        assert search_index.indexed_rowid(conn, search_index.ENTITIES) == 0


def test_a_newer_coworks_own_index_definition_is_left_as_it_is(tmp_path):
    """A later CoWork may define its index or triggers differently: what is not ours is CoWork's
    and is never redefined, only indexed rows are kept right by it."""
    path = copy_fixture(tmp_path)
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        conn.execute("BEGIN")
        conn.execute("DROP TRIGGER kg_entities_fts_insert")
        conn.execute("DROP TABLE kg_entities_fts")
        conn.execute("CREATE VIRTUAL TABLE kg_entities_fts USING fts5(name, description, content='kg_entities',"
                     " content_rowid='rowid', tokenize='porter unicode61')")
        conn.execute("CREATE TRIGGER kg_entities_fts_insert AFTER INSERT ON kg_entities WHEN NEW.name IS NOT NULL"
                     " BEGIN INSERT INTO kg_entities_fts(rowid, name, description)"
                     " VALUES (NEW.rowid, NEW.name, NEW.description); END")
        conn.execute("INSERT INTO kg_entities_fts(kg_entities_fts) VALUES ('rebuild')")
        conn.execute("COMMIT")
    finally:
        conn.close()
    newer = index_objects(path)
    with kgstore.open(path) as kg:
        ws = kg.workspace(ACME)
        ws.upsert_entity("technology", "Runnable Widgets")
        assert names(ws.search("runnable widgets")) == ["Runnable Widgets"]
    assert index_objects(path) == newer
    sound(path)
    with CoWorkWriter(path) as cw:
        assert "Runnable Widgets" in cw.fts_search(ACME, "runnable")


def test_a_coworks_own_observation_index_is_never_dropped(tmp_path):
    """A later CoWork with an observation index of its own under our index's name: the upgrade
    says so before it changes anything (the whole schema is as it was), rather than drop
    CoWork's table."""
    path = copy_fixture(tmp_path)
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        conn.execute("CREATE VIRTUAL TABLE kg_observations_fts USING fts5(content, content='kg_observations',"
                     " content_rowid='rowid')")
        conn.execute("CREATE TRIGGER kg_observations_fts_insert AFTER INSERT ON kg_observations BEGIN"
                     " INSERT INTO kg_observations_fts(rowid, content) VALUES (NEW.rowid, NEW.content); END")
        before = conn.execute("SELECT type, name, sql FROM sqlite_master ORDER BY name").fetchall()
    finally:
        conn.close()
    with pytest.raises(kgstore.KGError, match="kg_observations_fts"):
        kgstore.open(path).close()
    conn = sqlite3.connect(path)
    try:
        after = conn.execute("SELECT type, name, sql FROM sqlite_master ORDER BY name").fetchall()
    finally:
        conn.close()
    assert after == before
    assert file_problems(path) == []
