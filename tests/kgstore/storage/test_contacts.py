"""CoWork OS's contact identities keep pointing at entities that exist (issue #17, item 7): an
entity merged away hands its contacts to the one kept, a deleted one leaves them unlinked, and
the contacts and their handles themselves stay."""

from __future__ import annotations

import sqlite3

import pytest
from cowork import ACME, NOTES, CoWorkWriter, copy_fixture, file_problems, needs_fixture

import kgstore


def links(db) -> dict[str, str | None]:
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        return dict(conn.execute("SELECT id, kg_entity_id FROM contact_identities"))
    finally:
        conn.close()


def dangling(db) -> list[tuple]:
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        return conn.execute("SELECT id, kg_entity_id FROM contact_identities WHERE kg_entity_id IS NOT NULL"
                            " AND kg_entity_id NOT IN (SELECT id FROM kg_entities)").fetchall()
    finally:
        conn.close()


def handle_count(db) -> int:
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        return conn.execute("SELECT COUNT(*) FROM contact_identity_handles").fetchone()[0]
    finally:
        conn.close()


@pytest.fixture
def cowork_file(tmp_path):
    db = copy_fixture(tmp_path)
    kgstore.open(db).close()  # upgraded; CoWork then restarts on it
    return db


def add_people(db, *names, ws=ACME, task=None):
    """Person entities, each with a CoWork contact and handle: {name: (entity, contact)}."""
    with kgstore.open(db) as kg:
        ids = {name: kg.workspace(ws).upsert_entity("person", name, source="auto" if task else "agent",
                                                    task_id=task).id for name in names}
    with CoWorkWriter(db).start() as cowork:
        return {name: (eid, cowork.add_contact(ws, name, f"{name.split()[0].lower()}@example.org",
                                               kg_entity_id=eid)) for name, eid in ids.items()}


@needs_fixture
def test_deleting_an_entity_unlinks_its_contact_and_keeps_it(cowork_file):
    made = add_people(cowork_file, "Ann Ibis", "Ben Ibis")
    handles = handle_count(cowork_file)
    with kgstore.open(cowork_file) as kg:
        assert kg.workspace(ACME).delete_entity(made["Ann Ibis"][0])
    now = links(cowork_file)
    assert now[made["Ann Ibis"][1]] is None
    assert now[made["Ben Ibis"][1]] == made["Ben Ibis"][0]
    assert handle_count(cowork_file) == handles
    assert dangling(cowork_file) == [] and file_problems(cowork_file) == []


@needs_fixture
def test_deleting_a_task_unlinks_the_contacts_of_the_entities_it_leaves_orphaned(cowork_file):
    made = add_people(cowork_file, "Cal Heron", task="task-heron")
    with kgstore.open(cowork_file) as kg:
        report = kg.workspace(ACME).delete_task("task-heron")
    assert report.entities == 1
    assert links(cowork_file)[made["Cal Heron"][1]] is None
    assert dangling(cowork_file) == [] and file_problems(cowork_file) == []


@needs_fixture
def test_clear_all_unlinks_the_workspaces_contacts_only(cowork_file):
    acme = add_people(cowork_file, "Dee Stork")
    notes = add_people(cowork_file, "Eve Stork", ws=NOTES)
    with kgstore.open(cowork_file) as kg:
        kg.workspace(ACME).clear(backup=False)
    now = links(cowork_file)
    assert now[acme["Dee Stork"][1]] is None
    assert now[notes["Eve Stork"][1]] == notes["Eve Stork"][0]
    # The fixture's own mailbox contacts (all of Acme Web App) are kept, unlinked.
    assert len(now) == 6 and dangling(cowork_file) == [] and file_problems(cowork_file) == []


@needs_fixture
def test_merging_entities_hands_their_contacts_to_the_one_kept(cowork_file):
    made = add_people(cowork_file, "Fay Crane", "F. Crane")
    with kgstore.open(cowork_file) as kg:
        kg.workspace(ACME).merge_entities(made["Fay Crane"][0], [made["F. Crane"][0]])
    now = links(cowork_file)
    assert now[made["F. Crane"][1]] == now[made["Fay Crane"][1]] == made["Fay Crane"][0]
    assert dangling(cowork_file) == [] and file_problems(cowork_file) == []


@needs_fixture
def test_the_upgrade_repoints_contacts_of_case_duplicates(tmp_path):
    db = copy_fixture(tmp_path)
    with kgstore.open(db):
        pass
    # The fixture's "Bob Smith" and "bob smith" (two mailbox contacts) are one person now.
    conn = sqlite3.connect(db)
    try:
        pointed = {r[0] for r in conn.execute(
            "SELECT kg_entity_id FROM contact_identities WHERE lower(display_name) = 'bob smith'")}
        assert len(pointed) == 1 and pointed <= {r[0] for r in conn.execute("SELECT id FROM kg_entities")}
    finally:
        conn.close()
    assert dangling(db) == []


@needs_fixture
def test_forgetting_a_task_and_undoing_it_puts_the_contact_link_and_coworks_search_back(cowork_file):
    made = add_people(cowork_file, "Gus Plover", task="task-plover")
    with kgstore.open(cowork_file) as kg:
        ws = kg.workspace(ACME)
        forgotten = ws.forget_task("task-plover")
        assert forgotten.backup_path is not None
        assert links(cowork_file)[made["Gus Plover"][1]] is None
        ws.restore_forgotten_task(forgotten)
        assert [h.entity.id for h in ws.search("Plover")] == [made["Gus Plover"][0]]
    assert links(cowork_file)[made["Gus Plover"][1]] == made["Gus Plover"][0]
    conn = sqlite3.connect(f"file:{cowork_file}?mode=ro", uri=True)
    try:  # CoWork's own search (its FTS table) finds it again
        assert conn.execute("SELECT e.id FROM kg_entities_fts f JOIN kg_entities e ON e.rowid = f.rowid"
                            " WHERE kg_entities_fts MATCH 'Plover'").fetchall() == [(made["Gus Plover"][0],)]
    finally:
        conn.close()
    assert dangling(cowork_file) == [] and file_problems(cowork_file) == []
