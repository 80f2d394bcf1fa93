"""Observations: append-only, no repeats, adoption by a higher writer, reinforcement."""

from __future__ import annotations

import pytest

import kgstore


def test_repeat_text_returns_the_existing_observation(ws):
    e = ws.upsert_entity("technology", "PostgreSQL")
    first = ws.add_observation(e.id, "High query latency on the users table")
    again = ws.add_observation(e.id, "  high QUERY latency on the   users table ")
    assert again.id == first.id
    assert len(ws.observations(e.id)) == 1


def test_fingerprint_dedupes_and_higher_writer_adopts(ws):
    e = ws.upsert_entity("person", "Ada")
    first = ws.add_observation(e.id, "Mail about the contract", source="auto", fingerprint="mailbox:msg:abc")
    same_event = ws.add_observation(e.id, "Different text, same event", source="auto",
                                    fingerprint="mailbox:msg:abc")
    assert same_event.id == first.id and same_event.content == first.content
    adopted = ws.add_observation(e.id, "mail about the contract", source="manual")
    assert adopted.id == first.id and adopted.source == "manual"
    assert ws.observations(e.id)[0].source == "manual"
    # A lower writer never lowers it.
    assert ws.add_observation(e.id, "Mail about the contract", source="auto").source == "manual"


def test_new_observation_reinforces_entity_but_repeat_does_not(ws, clock):
    e = ws.upsert_entity("service", "auth")
    clock.advance(5000)
    ws.add_observation(e.id, "migrated to sessions")
    seen = ws.get_entity(e.id)
    assert seen.last_seen_at == clock.now and seen.updated_at == e.updated_at
    clock.advance(5000)
    ws.add_observation(e.id, "migrated to sessions")
    assert ws.get_entity(e.id).last_seen_at == seen.last_seen_at


def test_observations_newest_first_and_capped(ws, clock):
    e = ws.upsert_entity("service", "auth")
    for i in range(130):
        clock.advance(1)
        ws.add_observation(e.id, f"event number {i}", task_id="t1")
    got = ws.observations(e.id, limit=1000)
    assert len(got) == 100
    assert got[0].content == "event number 129" and got[-1].content == "event number 30"
    assert len(ws.observations(e.id)) == 20
    assert got[0].task_id == "t1" and got[0].fingerprint.startswith("text:")


@pytest.mark.parametrize("content", ["", "   ", "x" * 1_000_000, "nul\x00"])
def test_bad_observation_content(ws, content):
    e = ws.upsert_entity("service", "auth")
    with pytest.raises(kgstore.ValidationError):
        ws.add_observation(e.id, content)
    assert ws.stats().observations == 0


def test_observation_on_unknown_entity(ws):
    with pytest.raises(kgstore.NotFoundError):
        ws.add_observation("missing", "text")
    with pytest.raises(kgstore.NotFoundError):
        ws.observations("missing")


def test_delete_observation_is_workspace_scoped(kg, ws):
    e = ws.upsert_entity("service", "auth")
    o = ws.add_observation(e.id, "note")
    assert kg.workspace("other").delete_observation(o.id) is False
    assert ws.delete_observation(o.id) is True
    assert ws.delete_observation(o.id) is False
    assert ws.observations(e.id) == []


def test_observation_on_another_workspaces_entity_writes_nothing_even_in_a_transaction(kg, ws, clock):
    """The entity check is the last_seen_at update itself: a refused observation must leave no
    row and no reinforcement, also when the caller's transaction goes on and commits."""
    other = kg.workspace("other")
    theirs = other.upsert_entity("service", "billing")
    mine = ws.upsert_entity("service", "auth")
    clock.advance(5000)
    with kg.transaction():
        with pytest.raises(kgstore.NotFoundError, match="not found in workspace 'ws-1'"):
            ws.add_observation(theirs.id, "a note for the wrong workspace")
        with pytest.raises(kgstore.NotFoundError):
            ws.add_observation("missing", "a note for nobody")
        ws.add_observation(mine.id, "a note that belongs here")
    assert other.observations(theirs.id) == []
    assert other.get_entity(theirs.id).last_seen_at == theirs.last_seen_at
    assert [o.content for o in ws.observations(mine.id)] == ["a note that belongs here"]
    assert ws.stats().observations == 1 and other.stats().observations == 0
    # The repeat path checks the workspace too (its probe does not).
    other.add_observation(theirs.id, "same words")
    with pytest.raises(kgstore.NotFoundError):
        ws.add_observation(theirs.id, "same words")


def test_a_row_written_without_hash_is_compared_by_its_text(kg, ws, clock):
    """Another program's observations have no fingerprint nor hash until healing fills them in:
    the same text (any spacing or case) is a repeat of such a row and reinforces nothing; other
    text beside it is a new observation, which does."""
    e = ws.upsert_entity("service", "auth")
    with kg.transaction() as conn:  # this connection: no other program's commit, so no healing
        conn.execute("INSERT INTO kg_observations (id, entity_id, content, source, created_at)"
                     " VALUES ('raw-1', ?, 'Tokens expire after an hour', 'manual', 1)", (e.id,))
    clock.advance(5000)
    again = ws.add_observation(e.id, "tokens  EXPIRE after an hour", source="agent")
    assert again.id == "raw-1" and again.source == "manual"
    assert ws.get_entity(e.id).last_seen_at == e.last_seen_at
    other = ws.add_observation(e.id, "Refresh tokens last a week")
    assert other.id != "raw-1"
    assert ws.get_entity(e.id).last_seen_at == clock.now
    assert sorted(o.content for o in ws.observations(e.id)) == ["Refresh tokens last a week",
                                                               "Tokens expire after an hour"]
    assert ws.stats().observations == 2


def test_an_agents_or_automatic_observation_holding_a_secret_is_refused_and_a_persons_kept(ws):
    e = ws.upsert_entity("service", "cache")
    text = "reach it at redis://:hunter22x@cache:6379"
    for source in ("agent", "auto"):
        with pytest.raises(kgstore.ValidationError, match="password inside a URL"):
            ws.add_observation(e.id, text, source=source)
    assert ws.observations(e.id) == []
    assert ws.add_observation(e.id, text, source="manual").content == text


@pytest.mark.parametrize("bad_id", ["", "   ", "x" * 10_000, "nul\x00"])
def test_a_malformed_id_is_refused_as_bad_input_not_looked_up(ws, bad_id):
    with pytest.raises(kgstore.ValidationError):  # not NotFoundError: nothing was looked up
        ws.add_observation(bad_id, "text")
    with pytest.raises(kgstore.ValidationError):  # not False: "no such observation"
        ws.delete_observation(bad_id)
    assert ws.stats().observations == 0


def test_a_repeat_by_a_writer_of_the_same_rank_keeps_the_first_writer(ws, db_path):
    """Only a higher writer adopts an observation: a writer another program names (ranked as
    automatic) keeps it when the extraction writes the same text again."""
    import sqlite3

    e = ws.upsert_entity("service", "billing")
    conn = sqlite3.connect(db_path)
    with conn:
        conn.execute("INSERT INTO kg_observations (id, entity_id, content, source, created_at)"
                     " VALUES ('theirs', ?, 'invoices are sent on the first', 'importer', 5)", (e.id,))
    conn.close()
    again = ws.add_observation(e.id, "Invoices are sent on the first", source="auto")
    assert (again.id, again.source) == ("theirs", "importer")
    assert [o.source for o in ws.observations(e.id)] == ["importer"]
    assert ws.add_observation(e.id, "Invoices are sent on the first", source="agent").source == "agent"


def test_a_write_the_file_refuses_raises_and_adds_nothing(ws, monkeypatch):
    """An insert that breaks a constraint (here: an id already taken) is an error, never an
    observation returned as if stored."""
    import sqlite3
    import uuid

    from kgstore.graph import observations

    e = ws.upsert_entity("service", "billing")
    first = ws.add_observation(e.id, "one")
    monkeypatch.setattr(observations.uuid, "uuid4", lambda: uuid.UUID(first.id))
    with pytest.raises((sqlite3.IntegrityError, kgstore.KGError)):
        ws.add_observation(e.id, "two")
    monkeypatch.undo()
    assert [o.content for o in ws.observations(e.id)] == ["one"]


def test_an_observation_in_the_rowid_of_one_deleted_after_indexing_is_found(kg, ws):
    """SQLite gives the newest row's rowid again once it is deleted; the search index already
    holds that rowid, so the new row is indexed at once (the unindexed tail starts after it)."""
    from kgstore.storage import search_index

    e = ws.upsert_entity("service", "billing")
    ws.add_observation(e.id, "invoices leave on the first")
    gone = ws.add_observation(e.id, "temporary note")
    with kg._db.write() as conn:
        search_index.flush(conn, search_index.OBSERVATIONS)
    ws.delete_observation(gone.id)
    ws.add_observation(e.id, "quarterly reconciliation pending")
    assert [h.entity.id for h in ws.search("reconciliation", tolerant=False)] == [e.id]


def test_a_limit_out_of_range_is_brought_into_it_and_none_means_twenty(ws, clock):
    e = ws.upsert_entity("service", "auth")
    for i in range(25):
        clock.advance(1)
        ws.add_observation(e.id, f"event number {i}")
    assert len(ws.observations(e.id, limit=None)) == 20
    assert [o.content for o in ws.observations(e.id, limit=1)] == ["event number 24"]
    assert [o.content for o in ws.observations(e.id, limit=0)] == ["event number 24"]
    assert [o.content for o in ws.observations(e.id, limit=-5)] == ["event number 24"]


def test_a_new_observation_of_a_known_entity_is_one_update_and_one_insert(kg, ws):
    """The usual write (#23's insert rate rests on it): the entity is reinforced and checked
    in one statement, then the row goes in - no repeat look-up and no second entity update."""
    entity = ws.upsert_entity("concept", "steady")
    ws.add_observation(entity.id, "first note")
    statements: list[str] = []
    kg._db.conn.set_trace_callback(statements.append)
    try:
        ws.add_observation(entity.id, "second note")
    finally:
        kg._db.conn.set_trace_callback(None)
    own = set(statements)  # a statement is traced again for each trigger it fires
    assert sum("UPDATE kg_entities" in s for s in own) == 1
    assert sum("INSERT INTO kg_observations" in s for s in own) == 1
    assert not [s for s in own if s.lstrip().upper().startswith("SELECT") and "kg_observations" in s]
