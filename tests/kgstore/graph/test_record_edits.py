"""Correcting relationships and observations in place (Workspace.update_edge, update_observation)."""

from __future__ import annotations

import sqlite3

import pytest

import kgstore
from kgstore import UNCHANGED

DAY = 86_400_000
T0 = 1_767_225_600_000


@pytest.fixture
def pair(ws):
    return ws.upsert_entity("service", "frontend"), ws.upsert_entity("service", "backend")


# -- relationships ----------------------------------------------------------------------------

def test_update_edge_keeps_id_and_creation_and_changes_what_was_asked(ws, pair, clock):
    a, b = pair
    edge = ws.create_edge(a.id, b.id, "uses", properties={"via": "http"}, confidence=0.6,
                          valid_from=T0 - 10 * DAY)
    clock.advance(1000)
    got = ws.update_edge(edge.id, type="Depends On", confidence=0.9, properties={"via": None, "port": 443},
                         valid_from=T0 - 20 * DAY)
    assert got.id == edge.id and got.created_at == edge.created_at
    assert got.type == "depends_on" and got.confidence == pytest.approx(0.9)
    assert got.properties == {"port": 443}
    assert got.valid_from == T0 - 20 * DAY and got.valid_to is None
    assert got.source == "manual"  # an agent's edge corrected by hand
    assert ws.get_edge(edge.id) == got


def test_update_edge_closes_and_reopens_with_valid_to(ws, pair):
    a, b = pair
    edge = ws.create_edge(a.id, b.id, "uses", valid_from=T0 - 10 * DAY)
    closed = ws.update_edge(edge.id, valid_to=T0 - DAY)
    assert closed.valid_to == T0 - DAY
    assert ws.update_edge(edge.id, confidence=0.5).valid_to == T0 - DAY  # left out: the end stays
    assert ws.update_edge(edge.id, valid_to=None).valid_to is None
    assert UNCHANGED is kgstore.UNCHANGED and repr(UNCHANGED) == "UNCHANGED"


def test_update_edge_refuses_an_empty_window_and_writes_nothing(ws, pair):
    a, b = pair
    edge = ws.create_edge(a.id, b.id, "uses", valid_from=T0 - 10 * DAY, valid_to=T0 - 5 * DAY)
    with pytest.raises(kgstore.ValidationError, match="must be after"):
        ws.update_edge(edge.id, valid_from=T0 - 5 * DAY, confidence=0.1)
    with pytest.raises(kgstore.ValidationError):
        ws.update_edge(edge.id, valid_to=T0 - 11 * DAY)
    assert ws.get_edge(edge.id) == edge


def test_update_edge_refuses_overlap_with_an_edge_of_the_same_relation(ws, pair):
    a, b = pair
    old = ws.create_edge(a.id, b.id, "uses", valid_from=T0 - 10 * DAY, valid_to=T0 - 5 * DAY)
    new = ws.create_edge(a.id, b.id, "uses", valid_from=T0 - 4 * DAY)
    with pytest.raises(kgstore.ConflictError, match=old.id):
        ws.update_edge(new.id, valid_from=T0 - 6 * DAY)
    with pytest.raises(kgstore.ConflictError, match=new.id):
        ws.update_edge(old.id, valid_to=None)  # two current "uses" edges
    other = ws.create_edge(a.id, b.id, "depends_on", valid_from=T0 - 8 * DAY)
    with pytest.raises(kgstore.ConflictError, match="would overlap"):
        ws.update_edge(other.id, type="uses")  # retyping into an overlap
    assert ws.get_edge(new.id) == new and ws.get_edge(old.id) == old and ws.get_edge(other.id) == other
    # Touching windows do not overlap ([from, to) intervals).
    assert ws.update_edge(new.id, valid_from=T0 - 5 * DAY).valid_from == T0 - 5 * DAY


def test_update_edge_with_base_refuses_a_field_another_writer_changed(ws, pair):
    a, b = pair
    edge = ws.create_edge(a.id, b.id, "uses", confidence=0.6)
    ws.update_edge(edge.id, confidence=0.3, source="agent")  # the agent, meanwhile
    with pytest.raises(kgstore.EditConflictError) as caught:
        ws.update_edge(edge.id, confidence=0.9, base={"confidence": 0.6})
    conflict = caught.value.conflicts[0]
    assert (conflict.field, conflict.base, conflict.current, conflict.mine) == ("confidence", 0.6, 0.3, 0.9)
    assert caught.value.record.confidence == pytest.approx(0.3)
    assert ws.get_edge(edge.id).confidence == pytest.approx(0.3)
    # A field the other writer did not touch goes through on its own base.
    assert ws.update_edge(edge.id, type="calls", base={"type": "uses"}).type == "calls"


def test_update_edge_base_of_properties_is_per_key(ws, pair):
    a, b = pair
    edge = ws.create_edge(a.id, b.id, "uses", properties={"via": "http", "port": 80})
    ws.update_edge(edge.id, properties={"port": 8080})
    got = ws.update_edge(edge.id, properties={"via": "grpc"}, base={"properties": {"via": "http", "port": 80}})
    assert got.properties == {"via": "grpc", "port": 8080}
    with pytest.raises(kgstore.EditConflictError, match="port"):
        ws.update_edge(edge.id, properties={"port": 9}, base={"properties": {"port": 80}})


def test_update_edge_of_another_workspace_is_not_found(kg, ws, pair):
    a, b = pair
    edge = ws.create_edge(a.id, b.id, "uses")
    with pytest.raises(kgstore.NotFoundError):
        kg.workspace("other").update_edge(edge.id, confidence=0.1)
    with pytest.raises(kgstore.ValidationError):
        ws.update_edge(edge.id, confidence="high")
    with pytest.raises(kgstore.ValidationError):
        ws.update_edge(edge.id, base={"source": "agent"}, confidence=0.5)


def test_update_edge_keeps_coworks_spelling_of_a_multi_word_type(ws, pair):
    a, b = pair
    edge = ws.create_edge(a.id, b.id, "hosts_weekly")
    with ws._db.write() as conn:  # as CoWork OS writes it
        conn.execute("UPDATE kg_edges SET edge_type = 'hosts weekly' WHERE id = ?", (edge.id,))
    got = ws.update_edge(edge.id, type="Hosts Weekly", confidence=0.4)
    assert got.type == "hosts_weekly" and got.confidence == pytest.approx(0.4)
    with ws._db.read() as conn:  # CoWork still finds its row by its spelling
        assert conn.execute("SELECT edge_type FROM kg_edges WHERE id = ?", (edge.id,)).fetchone()[0] == "hosts weekly"


def test_nothing_to_change_writes_nothing(ws, pair):
    a, b = pair
    edge = ws.create_edge(a.id, b.id, "uses", properties={"x": 1}, source="agent")
    assert ws.update_edge(edge.id, properties={"x": 1}, confidence=1.0) == edge  # source stays agent


# -- observations -----------------------------------------------------------------------------

def test_update_observation_corrects_the_text_and_search_follows(ws, pair, clock):
    a, _b = pair
    obs = ws.add_observation(a.id, "Deployed to the stagging cluster on Monday")
    for n in range(300):  # push the row below the batched index's watermark too
        ws.add_observation(a.id, f"filler note number {n}")
    clock.advance(5000)
    got = ws.update_observation(obs.id, "Deployed to the staging cluster on Monday")
    assert got.id == obs.id and got.created_at == obs.created_at and got.source == "manual"
    assert got.fingerprint != obs.fingerprint  # a fingerprint derived from the text follows it
    assert ws.observations(a.id, limit=100, offset=300)[-1].content == got.content
    assert [h.entity.id for h in ws.search("staging")] == [a.id]
    assert ws.search("stagging", tolerant=False) == []  # the old word is gone (a typo search finds the new)
    # The same text again is a repeat of the corrected one, not a new observation.
    assert ws.add_observation(a.id, "deployed to the staging  cluster on monday").id == obs.id


def test_update_observation_refuses_a_text_the_entity_already_has(ws, pair):
    a, _b = pair
    first = ws.add_observation(a.id, "Uses Postgres 15")
    second = ws.add_observation(a.id, "Uses Postgres 14")
    with pytest.raises(kgstore.ConflictError, match=first.id):
        ws.update_observation(second.id, "uses postgres 15")
    assert {o.content for o in ws.observations(a.id)} == {"Uses Postgres 15", "Uses Postgres 14"}


def test_update_observation_keeps_a_fingerprint_its_writer_gave(ws, pair):
    a, _b = pair
    obs = ws.add_observation(a.id, "Mail from Ana", fingerprint="mailbox:message:abc")
    assert ws.update_observation(obs.id, "Mail from Ana Lima").fingerprint == "mailbox:message:abc"


def test_update_observation_with_base_and_bad_input(kg, ws, pair):
    a, _b = pair
    obs = ws.add_observation(a.id, "Owns the login flow")
    ws.update_observation(obs.id, "Owns the login and signup flows", source="agent")
    with pytest.raises(kgstore.EditConflictError) as caught:
        ws.update_observation(obs.id, "Owns login", base="Owns the login flow")
    assert caught.value.conflicts[0].label == "text"
    assert ws.observations(a.id)[0].content == "Owns the login and signup flows"
    with pytest.raises(kgstore.ValidationError):
        ws.update_observation(obs.id, "   ")
    with pytest.raises(kgstore.NotFoundError):
        kg.workspace("other").update_observation(obs.id, "x")
    # Undo writes the old text back with the old writer.
    back = ws.update_observation(obs.id, "Owns the login flow", source="agent",
                                 base="Owns the login and signup flows")
    assert back.source == "agent" and back.content == "Owns the login flow"


def test_a_deleted_observation_is_put_back_alone_with_its_id_and_time(ws, pair):
    a, _b = pair
    obs = ws.add_observation(a.id, "Moved to Kubernetes", source="agent")
    assert ws.delete_observation(obs.id)
    result = ws.reinsert_deleted(None, observations=[obs])
    assert result.observations == [obs]
    assert ws.observations(a.id) == [obs]
    assert [h.entity.id for h in ws.search("kubernetes")] == [a.id]  # found by its text again
    # Again: its id is in use.
    with pytest.raises(kgstore.ConflictError):
        ws.reinsert_deleted(None, observations=[obs])


def test_an_observation_cannot_come_back_when_its_text_was_recorded_again(ws, pair):
    a, _b = pair
    obs = ws.add_observation(a.id, "Moved to Kubernetes")
    ws.delete_observation(obs.id)
    again = ws.add_observation(a.id, "moved to kubernetes")
    with pytest.raises(kgstore.ConflictError, match=again.id):
        ws.reinsert_deleted(None, observations=[obs])


def test_an_observation_cannot_come_back_without_its_entity(ws, pair):
    a, _b = pair
    obs = ws.add_observation(a.id, "Moved to Kubernetes")
    ws.delete_entity(a.id)
    with pytest.raises(kgstore.NotFoundError):
        ws.reinsert_deleted(None, observations=[obs])


def test_the_cowork_observation_schema_accepts_the_edit(tmp_path):
    """Rows CoWork OS wrote (no fingerprint, no hash) can be corrected."""
    path = tmp_path / "kg.db"
    kg = kgstore.open(str(path))
    ws = kg.workspace("w")
    a = ws.upsert_entity("service", "api")
    with sqlite3.connect(path) as conn:
        conn.execute("INSERT INTO kg_observations (id, entity_id, content, source, created_at)"
                     " VALUES ('0b1c6a2e-0000-4000-8000-000000000001', ?, 'cowork wrote this', 'agent', 1)", (a.id,))
    got = ws.update_observation("0b1c6a2e-0000-4000-8000-000000000001", "CoWork wrote this")
    assert got.content == "CoWork wrote this" and got.fingerprint.startswith("text:")
    kg.close()
