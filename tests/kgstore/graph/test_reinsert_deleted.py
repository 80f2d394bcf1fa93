"""reinsert_deleted: the undo of a deletion puts back exactly the rows that were there (ids, times,
sources), keeps search right, and refuses, writing nothing, when another writer's work is in the way."""

from __future__ import annotations

from dataclasses import replace

import pytest

import kgstore
from kgstore.storage import search_index

RAW_TABLES = {
    "kg_entities": "id",
    "kg_observations": "id",
    "kg_edges": "id",
    "kg_layout_positions": "entity_id",
}


def raw_rows(kg) -> dict[str, list[tuple]]:
    """Every row of the graph tables, as stored (rowid aside)."""
    with kg._db.read() as conn:
        return {table: conn.execute(f"SELECT * FROM {table} ORDER BY {key}").fetchall()
                for table, key in RAW_TABLES.items()}


def all_observations(ws, entity_id):
    found = []
    while True:
        page = ws.observations(entity_id, limit=100, offset=len(found))
        found += page
        if len(page) < 100:
            return found


def snapshot(ws, entity_id):
    return (ws.get_entity(entity_id), ws.edges_of(entity_id, include_history=True),
            all_observations(ws, entity_id), ws.saved_position(entity_id))


@pytest.fixture
def graph(ws, clock):
    """Redis (agent, with a description and properties), 300 observations from several writers,
    current and closed relationships both ways, a pinned canvas position."""
    redis = ws.upsert_entity("technology", "Redis", description="In-memory cache", properties={"port": 6379},
                             confidence=0.7, task_id="task-1")
    backend = ws.upsert_entity("service", "backend")
    worker = ws.upsert_entity("service", "worker")
    for i in range(300):
        clock.advance(7 if i % 3 else 0)  # some observations share a millisecond
        ws.add_observation(redis.id, f"note number {i} about eviction", source=("agent", "auto", "manual")[i % 3],
                           task_id=f"t{i % 4}", fingerprint=f"fp-{i}" if i % 5 == 0 else None)
    clock.advance(1000)
    old = ws.create_edge(backend.id, redis.id, "connects_to", properties={"pool": 4}, confidence=0.6,
                         valid_from=clock.now - 500_000, task_id="task-2")
    ws.invalidate_edge(old.id, clock.now - 100_000)
    ws.create_edge(backend.id, redis.id, "connects_to", valid_from=clock.now - 50_000, source="manual")
    ws.create_edge(redis.id, worker.id, "depends_on", source="auto")
    clock.advance(1000)
    ws.upsert_entity("technology", "redis", description="Cache and broker", source="agent")  # updated_at moves
    ws.save_positions({redis.id: (12.5, -3.25, True), backend.id: (1.0, 2.0, False)})
    clock.advance(1000)
    return {"redis": redis.id, "backend": backend.id, "worker": worker.id}


def test_undo_of_a_delete_puts_back_identical_rows_and_search_finds_them(kg, ws, graph, clock):
    before = raw_rows(kg)
    entity, edges, observations, position = snapshot(ws, graph["redis"])
    assert len(observations) == 300 and len(edges) == 3 and position is not None
    ws.delete_entity(graph["redis"])
    clock.advance(60_000)
    assert ws.search("eviction") == []

    result = ws.reinsert_deleted(entity, edges, observations, position=position)

    assert raw_rows(kg) == before
    assert result.entity == entity and result.skipped_edges == []
    assert sorted(g.id for g in result.edges) == sorted(g.id for g in edges)
    assert ws.get_entity(entity.id) == entity
    assert all_observations(ws, entity.id) == observations  # the same order, ties included
    assert [h.entity.id for h in ws.search("Redis")] == [entity.id]
    assert [h.entity.id for h in ws.search("eviction")] == [entity.id]
    assert kg.check_integrity() == []


def test_rows_below_the_index_watermark_are_indexed_again(kg, ws, graph):
    """The deleted rows were the newest: their rowids come back at or below the watermark."""
    for _ in range(search_index.BATCH):  # push the observations' watermark past Redis's rows
        ws.add_observation(graph["backend"], f"filler {_}")
    entity, edges, observations, position = snapshot(ws, graph["redis"])
    ws.delete_entity(graph["redis"])
    ws.reinsert_deleted(entity, edges, observations, position=position)
    assert [h.entity.id for h in ws.search("eviction")] == [entity.id]
    assert kg.check_integrity() == []


def test_a_re_created_entity_of_the_same_name_refuses_and_nothing_is_written(kg, ws, graph):
    entity, edges, observations, position = snapshot(ws, graph["redis"])
    ws.delete_entity(graph["redis"])
    again = ws.upsert_entity("technology", "REDIS", source="agent")
    before = raw_rows(kg)
    with pytest.raises(kgstore.ConflictError) as info:
        ws.reinsert_deleted(entity, edges, observations, position=position)
    assert "another technology named 'Redis' exists now" in str(info.value) and again.id in str(info.value)
    assert raw_rows(kg) == before


def test_an_id_in_use_refuses(kg, ws, graph):
    entity, edges, observations, position = snapshot(ws, graph["redis"])
    ws.delete_entity(graph["redis"])
    ws.reinsert_deleted(entity, [], [])  # someone else put the entity back already
    before = raw_rows(kg)
    with pytest.raises(kgstore.ConflictError, match="in use again"):
        ws.reinsert_deleted(entity, edges, observations, position=position)
    assert raw_rows(kg) == before


def test_relationships_to_entities_gone_since_are_left_out_and_reported(kg, ws, graph):
    entity, edges, observations, position = snapshot(ws, graph["redis"])
    ws.delete_entity(graph["redis"])
    ws.delete_entity(graph["worker"])
    result = ws.reinsert_deleted(entity, edges, observations, position=position)
    assert [(g.type, why) for g, why in result.skipped_edges] == \
        [("depends_on", f"entity {graph['worker']} no longer exists")]
    assert sorted(g.id for g in ws.edges_of(entity.id, include_history=True)) == \
        sorted(g.id for g in edges if g.type == "connects_to")


def test_a_deleted_relationship_comes_back_with_its_id_and_times(kg, ws, graph, clock):
    edge = next(g for g in ws.edges_of(graph["redis"], include_history=True) if g.valid_to is not None)
    before = raw_rows(kg)
    ws.delete_edge(edge.id)
    clock.advance(5000)
    result = ws.reinsert_deleted(None, [edge])
    assert result.edges == [edge] and ws.get_edge(edge.id) == edge
    assert raw_rows(kg) == before


def test_a_relationship_overlapping_one_written_since_is_refused(kg, ws, graph, clock):
    edge = next(g for g in ws.edges_of(graph["redis"]) if g.type == "connects_to")
    ws.delete_edge(edge.id)
    newer = ws.create_edge(edge.source_id, edge.target_id, "connects_to", source="agent")
    before = raw_rows(kg)
    with pytest.raises(kgstore.ConflictError) as info:
        ws.reinsert_deleted(None, [edge])
    assert newer.id in str(info.value) and "overlaps" in str(info.value)
    assert raw_rows(kg) == before


def test_bad_input_is_a_clear_error_and_changes_nothing(kg, ws, graph):
    entity, edges, observations, _position = snapshot(ws, graph["redis"])
    ws.delete_entity(graph["redis"])
    before = raw_rows(kg)
    other_ws = kg.workspace("ws-2")
    with pytest.raises(kgstore.ValidationError, match="belongs to workspace"):
        other_ws.reinsert_deleted(entity, [], [])
    with pytest.raises(kgstore.ValidationError, match="given twice"):
        ws.reinsert_deleted(entity, [], observations + observations[:1])
    with pytest.raises(kgstore.ValidationError, match="does not touch"):
        ws.reinsert_deleted(entity, [replace(edges[0], source_id=graph["backend"], target_id=graph["worker"])])
    with pytest.raises(kgstore.ValidationError, match="valid_to"):
        ws.reinsert_deleted(entity, [replace(edges[0], valid_to=edges[0].valid_from)])
    with pytest.raises(kgstore.NotFoundError, match="no longer exists"):
        ws.reinsert_deleted(None, [], observations)  # alone, they need their entity to be there
    with pytest.raises(kgstore.ValidationError, match="only be put back with its entity"):
        ws.reinsert_deleted(None, [], [], position=_position)
    assert raw_rows(kg) == before
