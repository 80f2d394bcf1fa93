"""Edge endpoints seen in this workspace skip the re-check, and nothing can make that wrong."""

from __future__ import annotations

import pytest

import kgstore


def entity_reads(kg, action) -> list[str]:
    statements: list[str] = []
    kg._db.conn.set_trace_callback(statements.append)
    try:
        action()
    finally:
        kg._db.conn.set_trace_callback(None)
    return [s for s in statements if "FROM kg_entities" in s]


def assert_unchanged(kg, action, error=kgstore.NotFoundError):
    before = [kg.workspace(w).stats() for w in ("ws-1", "other")]
    with pytest.raises(error):
        action()
    assert [kg.workspace(w).stats() for w in ("ws-1", "other")] == before


def test_endpoints_seen_here_are_not_read_again(kg, ws):
    a, b = ws.upsert_entity("service", "a"), ws.upsert_entity("service", "b")
    assert entity_reads(kg, lambda: ws.create_edge(a.id, b.id, "uses")) == []
    other = kgstore.open(kg.path).workspace(ws.id)  # a fresh connection has seen nothing
    reads = entity_reads(other._kg, lambda: other.create_edge(b.id, a.id, "uses"))
    assert len(reads) == 1
    assert entity_reads(other._kg, lambda: other.create_edge(a.id, b.id, "depends_on")) == []
    other._kg.close()


def test_an_entity_of_another_workspace_is_refused_even_when_seen(kg, ws):
    a = ws.upsert_entity("service", "a")
    foreign = kg.workspace("other").upsert_entity("service", "x")
    assert_unchanged(kg, lambda: ws.create_edge(a.id, foreign.id, "uses"))
    assert_unchanged(kg, lambda: kg.workspace("other").create_edge(foreign.id, a.id, "uses"))


def test_deleted_through_the_api_or_by_plain_sql_is_refused(kg, ws):
    a, b, c = (ws.upsert_entity("service", n) for n in "abc")
    ws.delete_entity(b.id)
    assert_unchanged(kg, lambda: ws.create_edge(a.id, b.id, "uses"))
    with kg._db.write() as conn:  # bypasses every API path: the temporary trigger still sees it
        conn.execute("DELETE FROM kg_entities WHERE id = ?", (c.id,))
    assert kg._homes.known("kg_edges", ws.id, a.id, c.id) is False
    assert_unchanged(kg, lambda: ws.create_edge(c.id, a.id, "uses"))


def test_deleted_by_another_connection_is_refused(kg, ws):
    a, b = ws.upsert_entity("service", "a"), ws.upsert_entity("service", "b")
    with kgstore.open(kg.path) as other:
        other.workspace(ws.id).delete_entity(b.id)
    assert_unchanged(kg, lambda: ws.create_edge(a.id, b.id, "uses"))


def test_the_foreign_key_catches_what_the_map_missed(kg, ws):
    a, b = ws.upsert_entity("service", "a"), ws.upsert_entity("service", "b")
    with kg._db.write() as conn:
        conn.execute("DROP TRIGGER temp.kg_entity_homes_changed_delete")
        conn.execute("DELETE FROM kg_entities WHERE id = ?", (b.id,))
    assert kg._homes.known("kg_edges", ws.id, a.id, b.id)  # stale on purpose
    assert_unchanged(kg, lambda: ws.create_edge(a.id, b.id, "uses"))
    assert not kg._homes.known("kg_edges", ws.id, a.id, b.id)


def test_a_rolled_back_entity_is_not_taken_as_known(kg, ws):
    a = ws.upsert_entity("service", "a")
    with pytest.raises(RuntimeError):
        with kg.transaction():
            ghost = ws.upsert_entity("service", "ghost")
            raise RuntimeError
    assert_unchanged(kg, lambda: ws.create_edge(a.id, ghost.id, "uses"))


def test_without_enforced_foreign_keys_every_edge_checks_its_endpoints(kg, ws):
    a, b = ws.upsert_entity("service", "a"), ws.upsert_entity("service", "b")
    kg._db.conn.execute("PRAGMA foreign_keys = OFF")
    kg._homes.install(kg._db.conn)
    assert not kg._homes.enforced
    ws.upsert_entity("service", "a")
    assert len(entity_reads(kg, lambda: ws.create_edge(a.id, b.id, "uses"))) == 1


def test_observations_of_a_known_entity_skip_the_check_and_a_gone_one_is_refused(kg, ws):
    a, b = ws.upsert_entity("service", "a"), ws.upsert_entity("service", "b")
    assert entity_reads(kg, lambda: ws.add_observation(a.id, "first")) == []
    with kg._db.write() as conn:
        conn.execute("DROP TRIGGER temp.kg_entity_homes_changed_delete")
        conn.execute("DELETE FROM kg_entities WHERE id = ?", (b.id,))
    assert kg._homes.known("kg_observations", ws.id, b.id)  # stale on purpose
    assert_unchanged(kg, lambda: ws.add_observation(b.id, "too late"))
    foreign = kg.workspace("other").upsert_entity("service", "x")
    assert_unchanged(kg, lambda: ws.add_observation(foreign.id, "not here"))


def test_an_observation_checks_its_entity_by_reinforcing_it_with_or_without_foreign_keys(kg, ws):
    """No read of the entity (its last_seen_at update is the check), so a connection that has
    seen nothing, or one without enforced keys, still refuses a missing or foreign entity."""
    a, gone = ws.upsert_entity("service", "a"), ws.upsert_entity("service", "gone")
    foreign = kg.workspace("other").upsert_entity("service", "x")
    with kgstore.open(kg.path) as fresh:
        assert entity_reads(fresh, lambda: fresh.workspace(ws.id).add_observation(a.id, "seen")) == []
    kg._db.conn.execute("PRAGMA foreign_keys = OFF")
    kg._homes.install(kg._db.conn)
    with kg._db.write() as conn:  # no cascade without the keys
        conn.execute("DELETE FROM kg_entities WHERE id = ?", (gone.id,))
    assert_unchanged(kg, lambda: ws.add_observation(gone.id, "too late"))
    assert_unchanged(kg, lambda: ws.add_observation(foreign.id, "not here"))
    assert [o.content for o in ws.observations(a.id)] == ["seen"]


def test_a_repeated_observation_reads_its_entity_once_per_connection(kg, ws):
    e = ws.upsert_entity("service", "a")
    ws.add_observation(e.id, "seen twice")
    with kgstore.open(kg.path) as other:  # a fresh connection has seen nothing
        again = other.workspace(ws.id)
        assert len(entity_reads(other, lambda: again.add_observation(e.id, "seen twice"))) == 1
        assert entity_reads(other, lambda: again.add_observation(e.id, "seen twice")) == []
