"""Identity lookups (workspace._identity_row and its callers) at their edges: rows with a key and
rows another program left without one, the row skipped by a rename, the exact-name fallback of
CoWork's case-sensitive UNIQUE, and the upsert's refusals."""

from __future__ import annotations

import sqlite3

import pytest

import kgstore
from cowork import ACME, CoWorkWriter, copy_fixture, needs_fixture


def _raw(path, sql, params=()):
    c = sqlite3.connect(path)
    with c:
        rows = c.execute(sql, params).fetchall()
    c.close()
    return rows


def test_an_agents_upsert_holding_a_secret_is_refused_and_writes_nothing(ws):
    for source in ("agent", "auto"):
        with pytest.raises(kgstore.ValidationError, match="password inside a URL"):
            ws.upsert_entity("service", "cache", description="redis://:hunter22x@cache:6379", source=source)
    assert ws.entities() == []
    kept = ws.upsert_entity("service", "cache", description="redis://:hunter22x@cache:6379", source="manual")
    assert kept.description == "redis://:hunter22x@cache:6379"


@pytest.fixture
def upgraded(tmp_path):
    path = copy_fixture(tmp_path)
    kgstore.open(path).close()
    return path


def _no_healing(monkeypatch):
    from kgstore.storage import healing

    monkeypatch.setattr(healing, "heal", lambda db, *a, **k: healing.HealReport())


@needs_fixture
def test_a_row_of_that_very_name_with_a_stale_key_is_the_entity(upgraded, monkeypatch):
    """CoWork's UNIQUE(workspace, type, name) refuses a second 'Deno'; the row it holds has a key
    that is not its name's (written by a program that keyed it otherwise): the upsert takes that
    row, and gives it its key."""
    _no_healing(monkeypatch)
    with CoWorkWriter(upgraded).start() as cw:
        eid = cw.add_entity(ACME, "technology", "Deno")
    _raw(upgraded, "UPDATE kg_entities SET normalized_name = 'something else' WHERE id = ?", (eid,))
    with kgstore.open(upgraded) as kg:
        got = kg.workspace(ACME).upsert_entity("technology", "Deno", description="a runtime", source="manual")
        assert got.id == eid and got.description == "a runtime"
    assert _raw(upgraded, "SELECT normalized_name FROM kg_entities WHERE id = ?", (eid,)) == [("deno",)]


def test_an_upsert_into_a_file_without_the_search_index_is_found_by_the_plain_search(tmp_path, monkeypatch):
    from kgstore.storage import migrations

    monkeypatch.setattr(migrations, "fts5_available", lambda conn: False)  # an SQLite built without FTS5
    with kgstore.open(tmp_path / "plain.db") as kg:
        assert kg.has_search_index is False
        ws = kg.workspace("w")
        made = ws.upsert_entity("technology", "Kafka", description="a log")
        assert ws.upsert_entity("technology", "KAFKA").id == made.id
        assert [h.entity.id for h in ws.search("kafka")] == [made.id]


def test_a_rename_onto_a_name_in_use_says_which_entity_holds_it(ws):
    held = ws.upsert_entity("service", "Billing")
    other = ws.upsert_entity("service", "Ledger")
    with pytest.raises(kgstore.ConflictError) as err:
        ws.update_entity(other.id, name="BILLING")
    assert str(err.value) == (f"a service named 'BILLING' already exists (id {held.id}); "
                              "merge the two entities instead")
    assert ws.update_entity(held.id, name="BILLING").entity.name == "BILLING"  # its own name: no clash


def test_an_update_keeps_a_higher_writers_description_and_fills_an_empty_one(ws):
    e = ws.upsert_entity("service", "billing", description="a person's words", source="manual")
    kept = ws.update_entity(e.id, description="the agent's words", source="agent")
    assert (kept.description_kept, kept.entity.description) == (True, "a person's words")
    bare = ws.upsert_entity("service", "ledger", source="manual")  # a person's entity, no description yet
    filled = ws.update_entity(bare.id, description="the agent's words", source="agent")
    assert (filled.description_kept, filled.entity.description) == (False, "the agent's words")
    agents = ws.upsert_entity("service", "queue", description="the agent's words", source="agent")
    replaced = ws.update_entity(agents.id, description="a person's words", source="manual")
    assert (replaced.description_kept, replaced.entity.description) == (False, "a person's words")


def test_an_edge_that_ends_when_it_starts_is_refused(ws):
    a, b = ws.upsert_entity("service", "a"), ws.upsert_entity("service", "b")
    t = 1_767_225_600_000
    with pytest.raises(kgstore.ValidationError, match=rf"valid_to \({t}\) must be after valid_from \({t}\)"):
        ws.create_edge(a.id, b.id, "uses", valid_from=t, valid_to=t)
    assert ws.create_edge(a.id, b.id, "uses", valid_from=t, valid_to=t + 1).valid_to == t + 1


def test_an_observation_with_a_fingerprint_already_held_is_that_observation(ws, db_path):
    e = ws.upsert_entity("service", "billing")
    first = ws.add_observation(e.id, "one text", fingerprint="custom:1")
    again = ws.add_observation(e.id, "other words", fingerprint="custom:1")
    assert again.id == first.id and again.content == "one text"
    # A row with that fingerprint but no hash (written before hashes, or by another program).
    _raw(db_path, "INSERT INTO kg_observations (id, entity_id, content, source, created_at, fingerprint)"
                  " VALUES ('old', ?, 'old words', 'agent', 5, 'custom:9')", (e.id,))
    held = ws.add_observation(e.id, "new words", fingerprint="custom:9")
    assert (held.id, held.content) == ("old", "old words")
    assert len(ws.observations(e.id)) == 2


def test_an_update_weighs_the_descriptions_own_writer_not_the_entitys(ws):
    e = ws.upsert_entity("service", "cache", description="the agent's words", source="agent")
    ws.upsert_entity("service", "cache", source="manual")  # a person confirms it: the entity is theirs now
    assert ws.get_entity(e.id).source == "manual"
    changed = ws.update_entity(e.id, description="the agent's better words", source="agent")
    assert (changed.description_kept, changed.entity.description) == (False, "the agent's better words")


def test_an_observation_beside_one_another_program_stored_as_bytes_is_added(ws, db_path):
    e = ws.upsert_entity("service", "billing")
    _raw(db_path, "INSERT INTO kg_observations (id, entity_id, content, source, created_at)"
                  " VALUES ('blob', ?, ?, 'agent', 5)", (e.id, b"hello"))  # no hash, no fingerprint
    added = ws.add_observation(e.id, "hello")
    assert added.id != "blob" and added.content == "hello"
    assert sorted(o.id == "blob" for o in ws.observations(e.id)) == [False, True]


def test_an_observation_another_program_stored_as_a_number_is_found_by_its_text(ws, db_path):
    """Rows without a hash are compared by their text as read: a number stored by another program
    is the observation of its digits, and is not added again."""
    e = ws.upsert_entity("service", "billing")
    _raw(db_path, "INSERT INTO kg_observations (id, entity_id, content, source, created_at)"
                  " VALUES ('number', ?, 42, 'agent', 5)", (e.id,))  # no hash, no fingerprint
    assert ws.add_observation(e.id, "42").id == "number"
    assert [o.id for o in ws.observations(e.id)] == ["number"]


def test_an_observation_stored_as_bytes_is_compared_before_healing_as_healing_will_hash_it(kg, ws, db_path,
                                                                                         monkeypatch):
    """Until healing fills in a row's hash, the repeat check hashes its content itself, the way
    healing will: a text finds the same row before healing as after it (here the one text that
    matches bytes another program stored: their Python spelling)."""
    before, after = ws.upsert_entity("service", "before"), ws.upsert_entity("service", "after")
    for row_id, entity in (("blob-1", before), ("blob-2", after)):
        _raw(db_path, "INSERT INTO kg_observations (id, entity_id, content, source, created_at)"
                      " VALUES (?, ?, ?, 'agent', 5)", (row_id, entity.id, b"hello"))
    _no_healing(monkeypatch)
    assert _raw(db_path, "SELECT COUNT(*) FROM kg_observations WHERE content_hash IS NULL") == [(2,)]
    found_before = ws.add_observation(before.id, str(b"hello")).id
    monkeypatch.undo()
    kg.heal()
    assert _raw(db_path, "SELECT COUNT(*) FROM kg_observations WHERE content_hash IS NULL") == [(0,)]
    found_after = ws.add_observation(after.id, str(b"hello")).id
    assert (found_before, found_after) == ("blob-1", "blob-2")
