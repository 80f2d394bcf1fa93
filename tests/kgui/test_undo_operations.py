"""The worker's undo requests with another writer on the same file: undo puts back exactly what
was there (same ids, times, sources), and refuses, saying what changed, where another writer's
work would be destroyed."""

from __future__ import annotations

import pytest
from conftest import WS, seed_stack

import kgstore
from kgui.worker import StoreClient, WorkerConfig, running_worker_threads

FAST = WorkerConfig(poll_interval_ms=50, cleanup_delay_ms=None, decay_first_delay_ms=None)
RAW_TABLES = {"kg_entities": "id", "kg_observations": "id", "kg_edges": "id", "kg_layout_positions": "entity_id"}


@pytest.fixture
def ids(db_path):
    return seed_stack(db_path)


@pytest.fixture
def client(qtbot, db_path, ids):
    c = StoreClient(str(db_path), FAST)
    with qtbot.waitSignal(c.opened, timeout=5000):
        c.start()
    yield c
    assert c.shutdown()
    assert running_worker_threads() == []


def send(qtbot, client, op, **args):
    """(answer, None) or (None, error message) of one request."""
    answers, errors = [], []
    client.submit(op, workspace=WS, on_done=answers.append, on_error=errors.append, **args)
    qtbot.waitUntil(client.is_idle, timeout=5000)
    return (answers[0], None) if answers else (None, errors[0])


def ask(qtbot, client, op, **args):
    answer, error = send(qtbot, client, op, **args)
    assert error is None, error
    return answer


def refused(qtbot, client, op, **args) -> str:
    answer, error = send(qtbot, client, op, **args)
    assert error is not None, f"{op} was not refused: {answer}"
    return error


def raw_rows(db_path) -> dict[str, list[tuple]]:
    """Every row of the graph tables as stored, rowid aside."""
    with kgstore.open(db_path) as kg, kg._db.read() as conn:
        return {table: conn.execute(f"SELECT * FROM {table} ORDER BY {key}").fetchall()
                for table, key in RAW_TABLES.items()}


def agent(db_path):
    """Another writer on the same file (as the MCP server or the kg command would be)."""
    return kgstore.open(db_path)


# -- delete, undo, redo -------------------------------------------------------------------

def test_undo_of_a_delete_puts_back_identical_rows_and_search_finds_it(qtbot, client, db_path, ids):
    postgres = ids["PostgreSQL"]
    with agent(db_path) as kg:
        ws = kg.workspace(WS)
        for i in range(150):  # more than one page of observations (the store gives 100 a call)
            ws.add_observation(postgres, f"vacuum report {i}", source="auto" if i % 2 else "agent",
                               task_id=f"task-{i % 3}")
        link = next(g for g in ws.edges_of(postgres) if g.type == "connects_to")
        ws.invalidate_edge(link.id)
        ws.create_edge(ids["Sarah"], postgres, "maintained_by", properties={"since": 2024}, confidence=0.7,
                       source="auto", task_id="task-9")
        ws.save_positions({postgres: (40.5, -12.0, True)})
    before = raw_rows(db_path)

    ask(qtbot, client, "delete_entity", entity_id=postgres)
    with agent(db_path) as kg:
        assert kg.workspace(WS).get_entity(postgres) is None
        assert kg.workspace(WS).search("vacuum") == []
    changes = ask(qtbot, client, "restore_entity", entity_id=postgres)

    assert raw_rows(db_path) == before
    assert [e.id for e in changes.entities] == [postgres] and changes.renamed_ids == {}
    assert len(changes.observations) == 151 and len(changes.edges) == 2
    with agent(db_path) as kg:
        ws = kg.workspace(WS)
        assert [h.entity.id for h in ws.search("PostgreSQL")] == [postgres]
        assert [h.entity.id for h in ws.search("vacuum")] == [postgres]

    # Redo deletes it again (the same id), and undo brings it back again.
    changes = ask(qtbot, client, "delete_entity", entity_id=postgres)
    assert changes.removed_entities == [postgres]
    ask(qtbot, client, "restore_entity", entity_id=postgres)
    assert raw_rows(db_path) == before


def test_undo_of_a_delete_is_refused_when_the_entity_was_created_again(qtbot, client, db_path, ids):
    redis = ids["Redis"]
    ask(qtbot, client, "delete_entity", entity_id=redis)
    with agent(db_path) as kg:
        again = kg.workspace(WS).upsert_entity("technology", "redis", description="re-learned", source="agent")
    before = raw_rows(db_path)
    message = refused(qtbot, client, "restore_entity", entity_id=redis)
    assert "another technology named 'Redis' exists now" in message and again.id in message
    assert raw_rows(db_path) == before  # nothing written
    # Once the other one is gone the same undo works: the deleted records were kept.
    with agent(db_path) as kg:
        kg.workspace(WS).delete_entity(again.id)
    ask(qtbot, client, "restore_entity", entity_id=redis)
    with agent(db_path) as kg:
        assert kg.workspace(WS).get_entity(redis).description == "Cache"


def test_relationships_whose_other_end_is_gone_are_named(qtbot, client, db_path, ids):
    ask(qtbot, client, "delete_entity", entity_id=ids["Redis"])
    with agent(db_path) as kg:
        kg.workspace(WS).delete_entity(ids["backend"])
    changes = ask(qtbot, client, "restore_entity", entity_id=ids["Redis"])
    assert changes.edges == []
    assert changes.message == ("Redis is back, but 1 relationship could not come back: "
                               "backend connects_to Redis (backend was deleted since)")


def test_undo_of_a_relationship_delete_keeps_its_id_and_times(qtbot, client, db_path, ids):
    with agent(db_path) as kg:
        edge = next(g for g in kg.workspace(WS).edges_of(ids["Redis"]))
    before = raw_rows(db_path)
    ask(qtbot, client, "delete_edge", edge_id=edge.id)
    changes = ask(qtbot, client, "restore_edge", edge_id=edge.id)
    assert changes.edges == [edge] and changes.renamed_ids == {}
    assert raw_rows(db_path) == before


def test_undo_of_a_relationship_delete_is_refused_when_a_newer_one_overlaps(qtbot, client, db_path, ids):
    with agent(db_path) as kg:
        edge = next(g for g in kg.workspace(WS).edges_of(ids["Redis"]))
    ask(qtbot, client, "delete_edge", edge_id=edge.id)
    with agent(db_path) as kg:
        newer = kg.workspace(WS).create_edge(edge.source_id, edge.target_id, edge.type)
    message = refused(qtbot, client, "restore_edge", edge_id=edge.id)
    assert newer.id in message and "overlaps" in message


# -- create, undo -------------------------------------------------------------------------

def test_undo_of_a_create_refuses_to_delete_what_an_agent_added(qtbot, client, db_path, ids):
    ask(qtbot, client, "create_entity", type="technology", name="Kafka", alias="tok")
    with agent(db_path) as kg:
        ws = kg.workspace(WS)
        kafka = ws.find_entity("technology", "Kafka")
        for i in range(5):
            ws.add_observation(kafka.id, f"partition note {i}")
        ws.create_edge(ids["backend"], kafka.id, "uses")
    message = refused(qtbot, client, "undo_create_entity", entity_id="tok")
    assert message == ("since then 5 observations and 1 relationship were added to Kafka (by agent). "
                       "Delete it yourself if you mean to.")
    with agent(db_path) as kg:
        ws = kg.workspace(WS)
        assert len(ws.observations(kafka.id)) == 5 and len(ws.edges_of(kafka.id)) == 1


def test_undo_of_a_create_refuses_when_another_writer_changed_the_entity(qtbot, client, db_path):
    ask(qtbot, client, "create_entity", type="concept", name="Caching", alias="tok")
    with agent(db_path) as kg:
        ws = kg.workspace(WS)
        ws.upsert_entity("concept", "caching", description="Keep hot data close", properties={"layer": "edge"})
    message = refused(qtbot, client, "undo_create_entity", entity_id="tok")
    assert message == ("since then another writer changed its description and properties (by agent). "
                       "Delete it yourself if you mean to.")
    with agent(db_path) as kg:
        assert kg.workspace(WS).find_entity("concept", "Caching") is not None


def test_undo_of_an_untouched_create_deletes_it_and_redo_creates_it_again(qtbot, client, db_path):
    created = ask(qtbot, client, "create_entity", type="concept", name="Caching", alias="tok")
    with agent(db_path) as kg:  # an agent seeing it again, adding nothing, is no change
        kg.workspace(WS).upsert_entity("concept", "Caching")
    assert ask(qtbot, client, "undo_create_entity", entity_id="tok").removed_entities == [created.entities[0].id]
    again = ask(qtbot, client, "create_entity", type="concept", name="Caching", alias="tok")
    assert again.renamed_ids == {created.entities[0].id: again.entities[0].id}
    assert ask(qtbot, client, "undo_create_entity", entity_id="tok").removed_entities == [again.entities[0].id]
    with agent(db_path) as kg:
        assert kg.workspace(WS).find_entity("concept", "Caching") is None


def test_undo_of_a_relationship_create_refuses_when_an_agent_closed_it(qtbot, client, db_path, ids):
    ask(qtbot, client, "create_edge", source_id=ids["Sarah"], target_id=ids["Redis"], edge_type="uses", alias="e")
    with agent(db_path) as kg:
        ws = kg.workspace(WS)
        edge = next(g for g in ws.edges_of(ids["Sarah"]) if g.target_id == ids["Redis"])
        ws.invalidate_edge(edge.id)
    message = refused(qtbot, client, "undo_create_edge", edge_id="e")
    assert message.startswith("since then another writer closed it at ")
    assert message.endswith("Delete it yourself if you mean to.")
    with agent(db_path) as kg:
        assert kg.workspace(WS).get_edge(edge.id) is not None


def test_undo_of_an_invalidation_refuses_when_its_end_was_moved(qtbot, client, db_path, ids):
    with agent(db_path) as kg:
        edge = next(g for g in kg.workspace(WS).edges_of(ids["Redis"]))
    closed_at = edge.valid_from + 60_000
    ask(qtbot, client, "invalidate_edge", edge_id=edge.id, valid_to=closed_at)
    with agent(db_path) as kg:
        ws = kg.workspace(WS)
        ws.reopen_edge(edge.id)
        ws.invalidate_edge(edge.id, closed_at + 1000)
    message = refused(qtbot, client, "reopen_edge", edge_id=edge.id, valid_to=closed_at)
    assert "since then another writer moved its end to" in message
    with agent(db_path) as kg:
        assert kg.workspace(WS).get_edge(edge.id).valid_to == closed_at + 1000
