"""Restoring one workspace from a backup touches no other workspace (issue #16, item 2)."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

import kgstore
from cowork import ACME, FIXTURE, NOTES, CoWorkWriter, copy_fixture, file_problems, needs_fixture


def table_rows(path, sql, params=()):
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return sorted(conn.execute(sql, params).fetchall(), key=repr)
    finally:
        conn.close()


def workspace_rows(path, ws):
    """Every row of the workspace's graph, ids and times included (rowids aside)."""
    return {
        "types": table_rows(path, "SELECT * FROM kg_entity_types WHERE workspace_id = ?", (ws,)),
        "entities": table_rows(path, "SELECT * FROM kg_entities WHERE workspace_id = ?", (ws,)),
        "edges": table_rows(path, "SELECT * FROM kg_edges WHERE workspace_id = ?", (ws,)),
        "observations": table_rows(path, "SELECT o.* FROM kg_observations o JOIN kg_entities e ON e.id = o.entity_id"
                                         " WHERE e.workspace_id = ?", (ws,)),
        "positions": table_rows(path, "SELECT * FROM kg_layout_positions WHERE workspace_id = ?", (ws,)),
        "settings": table_rows(path, "SELECT * FROM memory_settings WHERE workspace_id = ?", (ws,)),
    }


def fill(ws, tag, n=3):
    made = [ws.upsert_entity("technology", f"{tag} tech {i}", description=f"{tag} described {i}",
                             properties={"i": i}) for i in range(n)]
    for a, b in zip(made, made[1:]):
        e = ws.create_edge(a.id, b.id, "depends_on", valid_from=1_760_000_000_000)
        ws.invalidate_edge(e.id, 1_765_000_000_000)
        ws.create_edge(a.id, b.id, "depends_on", valid_from=1_765_000_000_000)
    for e in made:
        ws.add_observation(e.id, f"{tag} observed on {e.name}")
    ws.upsert_entity("gadget", f"{tag} custom-typed")
    ws.save_positions({made[0].id: (1.0, 2.0, True)})
    ws.set_memory_settings(enabled=False, privacy_mode="strict")
    return made


def test_restoring_one_workspace_brings_it_back_exactly_and_keeps_the_others(kg, db_path, clock):
    demo, agent = kg.workspace("demo"), kg.workspace("agent")
    fill(demo, "demo")
    fill(agent, "agent")
    backup = kg.backup()
    before = workspace_rows(db_path, "demo")
    report = demo.clear(backup=False)
    assert report.entities == 4
    clock.advance(60_000)
    # After the clear: the agent writes elsewhere, and something new lands in "demo" too.
    agent.upsert_entity("concept", "written after the clear")
    a0 = agent.find_entity("technology", "agent tech 0")
    agent.add_observation(a0.id, "agent kept working")
    demo.upsert_entity("concept", "new in demo after the clear")
    agent_now = workspace_rows(db_path, "agent")
    safety = kg.restore(backup, workspace="demo")
    assert workspace_rows(db_path, "demo") == before
    assert workspace_rows(db_path, "agent") == agent_now
    assert safety is not None and "new in demo after the clear" in {
        r[0] for r in table_rows(safety, "SELECT name FROM kg_entities")}
    assert [h.entity.name for h in demo.search("described 2")][:1] == ["demo tech 2"]
    assert [h.entity.name for h in demo.search("observed")][:3]
    assert not demo.search("after the clear")
    assert [h.entity.name for h in agent.search("kept working")] == ["agent tech 0"]
    assert kg.check_integrity() == []


def test_restoring_a_workspace_brings_back_its_memory_flags_and_only_its_own(kg):
    demo, agent = kg.workspace("demo"), kg.workspace("agent")
    fill(demo, "demo")
    fill(agent, "agent")
    demo.set_memory_settings(wake_up_layers_enabled=False)
    backup = kg.backup()
    demo.set_memory_settings(wake_up_layers_enabled=True, temporal_knowledge_enabled=False)
    agent.set_memory_settings(temporal_knowledge_enabled=False)
    kg.restore(backup, workspace="demo")
    s = demo.memory_settings()
    assert (s.enabled, s.privacy_mode, s.wake_up_layers_enabled, s.temporal_knowledge_enabled) == \
        (False, "strict", False, True)
    assert agent.memory_settings().temporal_knowledge_enabled is False  # not touched


def test_restoring_a_workspace_the_backup_does_not_hold_is_refused(kg, ws):
    ws.upsert_entity("concept", "x")
    backup = kg.backup()
    with pytest.raises(kgstore.ValidationError, match="holds nothing of workspace 'elsewhere'"):
        kg.restore(backup, workspace="elsewhere")
    assert ws.stats().entities == 1


def test_restore_preview_names_the_time_and_what_is_newer(kg, clock):
    demo, agent = kg.workspace("demo"), kg.workspace("agent")
    fill(demo, "demo")
    backup = kg.backup()
    clock.advance(10_000)
    # The store's clock is behind the wall clock that dates the backup: write "later" than it.
    from kgstore.storage.backup import when_and_why

    clock.now = when_and_why(backup)[0] + 1_000
    agent.upsert_entity("concept", "newer")
    preview = kg.restore_preview(backup)
    assert (preview.made_at, preview.reason) == when_and_why(backup) and preview.reason == "manual"
    assert preview.in_backup["demo"].entities == 4 and "agent" not in preview.in_backup
    assert list(preview.newer) == ["agent"] and preview.newer["agent"].entities == 1


def test_an_older_backup_is_upgraded_in_a_staging_copy_that_is_removed(kg, ws, db_path, tmp_path):
    import tempfile

    ws.upsert_entity("concept", "old")
    backup = kg.backup()
    with sqlite3.connect(backup) as conn:  # as if made before the latest migration
        conn.execute("DELETE FROM kg_migrations WHERE name = (SELECT MAX(name) FROM kg_migrations)")
    ws.clear(backup=False)
    kg.restore(backup, workspace="ws-1")
    assert [e.name for e in ws.entities()] == ["old"]
    assert not [p for p in Path(tempfile.gettempdir()).glob("kg-restore-*") if p.is_dir()
                and p.name.startswith("kg-restore-")]


def test_a_killed_restores_staging_copy_is_removed_by_the_next(kg, ws):
    import os
    import tempfile

    stale = Path(tempfile.gettempdir()) / "kg-restore-999999-abcd"
    stale.mkdir(exist_ok=True)
    (stale / "staged.db").write_bytes(b"x" * 1000)
    ws.upsert_entity("concept", "x")
    backup = kg.backup()
    with sqlite3.connect(backup) as conn:
        conn.execute("DELETE FROM kg_migrations WHERE name = (SELECT MAX(name) FROM kg_migrations)")
    kg.restore(backup)
    assert not stale.exists()
    assert os.getpid()


def test_a_damaged_backup_is_named_in_the_error_not_a_temporary_file(kg, ws, tmp_path):
    ws.upsert_entity("concept", "x")
    backup = kg.backup()
    data = bytearray(backup.read_bytes())
    data[100:len(data)] = b"\xa5" * (len(data) - 100)  # everything after the header
    damaged = tmp_path / "damaged-copy.db"
    damaged.write_bytes(bytes(data))
    with pytest.raises(kgstore.KGError) as err:
        kg.restore(damaged, workspace="ws-1")
    assert "damaged-copy.db" in str(err.value) and "staged" not in str(err.value) and "/tmp/kg-" not in str(err.value)
    assert [e.name for e in ws.entities()] == ["x"]


@pytest.mark.skipif(not FIXTURE.exists(), reason="the shared CoWork sample file is not here")
def test_workspace_restore_on_a_real_cowork_file(tmp_path):
    db = tmp_path / "cowork-os.db"
    shutil.copy(FIXTURE, db)
    with kgstore.open(db) as kg:
        names = kg.workspaces()
        ws_id = max(names, key=lambda w: kg.workspace(w).stats().entities)
        others = {w: kg.workspace(w).stats() for w in names if w != ws_id}
        ws = kg.workspace(ws_id)
        before = workspace_rows(db, ws_id)
        backup = kg.backup()
        ws.clear(backup=False)
        kg.restore(backup, workspace=ws_id)
        assert workspace_rows(db, ws_id) == before
        assert {w: kg.workspace(w).stats() for w in others} == others
        assert kg.check_integrity() == []
        conn = sqlite3.connect(db)
        try:
            assert conn.execute("PRAGMA foreign_key_check").fetchall() == []
        finally:
            conn.close()


# -- CoWork OS's contact identities (issue #17, item 5) ---------------------------------------

def _contacts(path):
    return {r[0]: r[1:] for r in table_rows(
        path, "SELECT id, display_name, kg_entity_id, workspace_id FROM contact_identities")}


def _handles(path):
    return table_rows(path, "SELECT * FROM contact_identity_handles")


@needs_fixture
@pytest.mark.parametrize("scope", ["whole file", "workspace"])
def test_restore_keeps_coworks_contact_identities_and_their_handles(tmp_path, scope):
    db = copy_fixture(tmp_path)
    kgstore.open(db).close()  # upgraded once; CoWork then restarts on it
    with CoWorkWriter(db).start() as cowork:
        carol = cowork.add_entity(ACME, "person", "Carol Quokka", "Email contact carol@quokka.io")
        carol_contact = cowork.add_contact(ACME, "Carol Quokka", "carol@quokka.io", kg_entity_id=carol)
    with kgstore.open(db) as kg:
        backup = kg.backup()
        before = {ws: workspace_rows(db, ws) for ws in (ACME, NOTES)}
        ws = kg.workspace(ACME)
        ws.upsert_entity("concept", "written after the backup")
        ws.update_entity(carol, description="rewritten after the backup")
    with CoWorkWriter(db).start() as cowork:
        # After the backup CoWork renames Carol's contact and links a new contact to a new entity.
        cowork.conn.execute("UPDATE contact_identities SET display_name = 'Carol Q.' WHERE id = ?",
                            (carol_contact,))
        dave = cowork.add_entity(ACME, "person", "Dave Numbat", "Email contact dave@numbat.io")
        dave_contact = cowork.add_contact(ACME, "Dave Numbat", "dave@numbat.io", kg_entity_id=dave)
    handles = _handles(db)
    assert len(handles) == 2
    with kgstore.open(db) as kg:
        kg.restore(backup, workspace=None if scope == "whole file" else ACME)
        assert kg.check_integrity() == []
        assert [h.entity.name for h in kg.workspace(ACME).search("Quokka")] == ["Carol Quokka"]
    for ws in (ACME, NOTES) if scope == "whole file" else (ACME,):
        assert workspace_rows(db, ws) == before[ws]
    assert _handles(db) == handles  # CoWork's handles are all there, its contacts too
    contacts = _contacts(db)
    assert contacts[carol_contact][1:] == (carol, ACME)
    # The whole file is the backup's, the contact row included; a workspace restore brings back
    # the graph and leaves CoWork's own contact data as CoWork has it now.
    assert contacts[carol_contact][0] == ("Carol Quokka" if scope == "whole file" else "Carol Q.")
    # Dave's entity is not in the backup: his contact stays, unlinked rather than dangling.
    assert contacts[dave_contact] == ("Dave Numbat", None, ACME)
    assert file_problems(db) == []
    with CoWorkWriter(db).start() as cowork:
        assert cowork.fts_search(ACME, "Quokka") == ["Carol Quokka"]
        assert cowork.search(ACME, "Quokka") == ["Carol Quokka"]
        assert not cowork.search(ACME, "rewritten")  # the index holds the restored text only
        assert not cowork.search(ACME, "written after the backup")
        assert not cowork.search(ACME, "Numbat")
    assert file_problems(db) == []


@needs_fixture
def test_kg_restore_workspace_on_a_cowork_file_with_contact_handles(tmp_path, capsys):
    from kgstore.agent.cli import main

    db = copy_fixture(tmp_path)
    kgstore.open(db).close()
    with CoWorkWriter(db).start() as cowork:
        erin = cowork.add_entity(ACME, "person", "Erin Wombat")
        erin_contact = cowork.add_contact(ACME, "Erin Wombat", "erin@wombat.io", kg_entity_id=erin)
    with kgstore.open(db) as kg:
        backup = kg.backup()
    with CoWorkWriter(db).start() as cowork:  # after the backup: a new person and contact
        finn = cowork.add_entity(ACME, "person", "Finn Wombat")
        finn_contact = cowork.add_contact(ACME, "Finn Wombat", "finn@wombat.io", kg_entity_id=finn)
    handles = _handles(db)
    assert main(["--db", str(db), "restore", str(backup), "--workspace", ACME, "--yes"]) == 0
    assert "FOREIGN KEY" not in capsys.readouterr().err
    contacts = _contacts(db)
    assert contacts[erin_contact][1] == erin and contacts[finn_contact] == ("Finn Wombat", None, ACME)
    assert _handles(db) == handles
    assert file_problems(db) == []
    with CoWorkWriter(db).start() as cowork:
        assert cowork.fts_search(ACME, "Wombat") == ["Erin Wombat"]


def test_whole_file_restore_brings_back_the_index_and_its_parked_rows_together(kg, ws, db_path):
    from kgstore.storage import search_index

    made = [ws.upsert_entity("concept", f"thing {i}") for i in range(search_index.BATCH + 10)]
    ws.update_entity(made[0].id, description="a kinkajou")  # parked: the index holds the old text
    backup = kg.backup()
    ws.update_entity(made[1].id, description="later")
    kg.restore(backup)
    assert [h.entity.name for h in ws.search("kinkajou")] == ["thing 0"]
    ws.update_entity(made[0].id, description="an okapi")
    assert [h.entity.name for h in ws.search("okapi")] == ["thing 0"] and not ws.search("kinkajou")
    assert kg.check_integrity() == []
    conn = sqlite3.connect(db_path)
    try:
        conn.execute("INSERT INTO kg_entities_fts(kg_entities_fts, rank) VALUES ('integrity-check', 1)")
    finally:
        conn.close()


@pytest.mark.parametrize("scope", ["whole file", "workspace"])
def test_restore_brings_back_the_names_merged_entities_were_written_under(kg, ws, db_path, scope):
    kept = ws.upsert_entity("technology", "Alpha", source="auto")
    ws.merge_entities(kept.id, [ws.upsert_entity("technology", "alpha-js", source="auto").id])
    merged = table_rows(db_path, "SELECT * FROM kg_merged_names")
    assert [r[1] for r in merged] == ["Alpha", "alpha-js"]
    backup = kg.backup()
    ws.clear(backup=False)
    assert table_rows(db_path, "SELECT * FROM kg_merged_names") == []  # they go with their entity
    kg.restore(backup, workspace=None if scope == "whole file" else "ws-1")
    assert table_rows(db_path, "SELECT * FROM kg_merged_names") == merged


@pytest.mark.parametrize("scope", ["whole file", "workspace"])
def test_merged_names_come_back_into_a_file_that_never_merged(kg, ws, tmp_path, scope):
    """The table of merged names is made by the first merge: a file that never merged gets it
    from the restore of a backup that has it."""
    kept = ws.upsert_entity("technology", "Alpha", source="auto")
    ws.merge_entities(kept.id, [ws.upsert_entity("technology", "alpha-js", source="auto").id])
    backup = kg.backup()
    fresh = tmp_path / "fresh.db"
    with kgstore.open(fresh) as other:
        assert table_rows(fresh, "SELECT name FROM sqlite_master WHERE name = 'kg_merged_names'") == []
        other.restore(backup, workspace=None if scope == "whole file" else "ws-1")
    assert [r[1] for r in table_rows(fresh, "SELECT * FROM kg_merged_names")] == ["Alpha", "alpha-js"]


def test_what_was_read_before_a_restore_is_not_served_after_it(kg, ws):
    e = ws.upsert_entity("service", "billing", description="as backed up")
    backup = kg.backup()
    ws.update_entity(e.id, description="changed since")
    assert ws.get_entity(e.id).description == "changed since"  # read, and kept in the caches
    assert [x.description for x in ws.entities()] == ["changed since"]
    kg.restore(backup)
    assert ws.get_entity(e.id).description == "as backed up"
    assert [x.description for x in ws.entities()] == ["as backed up"]


def test_an_error_of_sqlite_during_a_restore_is_the_backups_and_changes_nothing(kg, ws, monkeypatch):
    from kgstore.storage import restore as restoring

    ws.upsert_entity("service", "billing")
    backup = kg.backup()
    ws.upsert_entity("service", "written since")
    real = restoring._copy_whole_file

    def fails_half_way(kg_, c):
        real(kg_, c)  # every row replaced...
        raise sqlite3.OperationalError("disk I/O error")  # ...then the disk fails

    monkeypatch.setattr(restoring, "_copy_whole_file", fails_half_way)
    with pytest.raises(kgstore.ValidationError, match=r"cannot be restored \(disk I/O error\); nothing was changed"):
        kg.restore(backup)
    assert sorted(x.name for x in ws.entities()) == ["billing", "written since"]


def test_a_type_made_after_the_backup_is_made_again_after_the_restore(kg, ws):
    ws.upsert_entity("service", "billing")
    backup = kg.backup()
    ws.upsert_entity("widget", "made since")  # a custom type the backup does not hold
    kg.restore(backup)
    again = ws.upsert_entity("widget", "after the restore")
    assert ws.get_entity(again.id).type == "widget"


def test_a_whole_file_restore_copies_the_backups_search_index_without_rebuilding_it(kg, ws):
    """Rebuilding the index reads every text of the file (seconds on a large one): a backup that
    holds its index brings it along."""
    ws.upsert_entity("service", "billing", description="sends the invoices")
    backup = kg.backup()
    statements = []
    kg._db.conn.set_trace_callback(statements.append)
    try:
        kg.restore(backup)
    finally:
        kg._db.conn.set_trace_callback(None)
    assert not [s for s in statements if "'rebuild'" in s]
    assert [h.entity.name for h in ws.search("invoices")] == ["billing"]


def test_a_workspace_restore_leaves_no_unindexed_tail(kg, ws):
    from kgstore.storage import search_index

    for i in range(5):
        ws.upsert_entity("service", f"service {i}")
    backup = kg.backup()
    ws.clear(backup=False)
    kg.restore(backup, workspace="ws-1")
    with kg._db.read() as conn:
        top = conn.execute("SELECT MAX(rowid) FROM kg_entities").fetchone()[0]
        assert search_index.indexed_rowid(conn, search_index.ENTITIES) >= top
    assert len(ws.search("service", limit=10)) == 5
