"""The worker's bulk requests behind a multi-selection's actions: delete many and set the
confidence of many, each undone exactly (same ids, times, relationships, observations), each
doing the rest when another writer deleted or changed one of them meanwhile."""

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
    answers, errors = [], []
    client.submit(op, workspace=WS, on_done=answers.append, on_error=errors.append, **args)
    qtbot.waitUntil(client.is_idle, timeout=5000)
    return (answers[0], None) if answers else (None, errors[0])


def ask(qtbot, client, op, **args):
    answer, error = send(qtbot, client, op, **args)
    assert error is None, error
    return answer


def raw_rows(db_path):
    with kgstore.open(db_path) as kg, kg._db.read() as conn:
        return {table: conn.execute(f"SELECT * FROM {table} ORDER BY {key}").fetchall()
                for table, key in RAW_TABLES.items()}


def kept_fields(db_path) -> dict[str, tuple]:
    with kgstore.open(db_path) as kg, kg._db.read() as conn:
        return {row[0]: row for row in conn.execute(
            "SELECT id, name, entity_type_id, description, properties, confidence, source, created_at"
            " FROM kg_entities")}


def test_deleting_several_and_undo_puts_back_identical_rows_with_the_edges_among_them(qtbot, client, db_path, ids):
    # backend is linked to four of the others and to PostgreSQL and Redis, deleted with it.
    chosen = [ids["backend"], ids["PostgreSQL"], ids["Redis"]]
    with kgstore.open(db_path) as kg:
        kg.workspace(WS).save_positions({ids["Redis"]: (3.0, 4.0, True)})
    before = raw_rows(db_path)
    changes = ask(qtbot, client, "delete_entities", entity_ids=chosen, token="t1")
    assert changes.done == chosen and changes.refused == {}
    assert set(changes.removed_entities) == set(chosen)
    with kgstore.open(db_path) as kg:
        assert [kg.workspace(WS).get_entity(i) for i in chosen] == [None, None, None]

    back = ask(qtbot, client, "restore_entities", token="t1")
    assert raw_rows(db_path) == before  # same ids, times, edges among them, observations, position
    assert sorted(e.id for e in back.entities) == sorted(chosen) and back.refused == {}

    # Redo deletes them again, undo again brings back the same rows.
    ask(qtbot, client, "delete_entities", entity_ids=chosen, token="t1")
    ask(qtbot, client, "restore_entities", token="t1")
    assert raw_rows(db_path) == before


def test_one_deleted_by_another_writer_meanwhile_is_named_and_the_rest_are_deleted(qtbot, client, db_path, ids):
    with kgstore.open(db_path) as kg:
        kg.workspace(WS).delete_entity(ids["Redis"])
    changes = ask(qtbot, client, "delete_entities", entity_ids=[ids["React"], ids["Redis"], ids["Sarah"]],
                  token="t2")
    assert changes.done == [ids["React"], ids["Sarah"]]
    assert list(changes.refused) == [ids["Redis"]] and "no longer exists" in changes.refused[ids["Redis"]]
    with kgstore.open(db_path) as kg:
        ws = kg.workspace(WS)
        assert ws.get_entity(ids["React"]) is None and ws.get_entity(ids["Sarah"]) is None

    # None of them left: refused, nothing written.
    _answer, error = send(qtbot, client, "delete_entities", entity_ids=[ids["Redis"]], token="t3")
    assert "none of them exists" in error


def test_an_undo_that_cannot_bring_one_back_brings_back_the_others(qtbot, client, db_path, ids):
    ask(qtbot, client, "delete_entities", entity_ids=[ids["React"], ids["Redis"]], token="t4")
    with kgstore.open(db_path) as kg:  # an agent records a Redis again meanwhile
        kg.workspace(WS).upsert_entity("technology", "Redis")
    back = ask(qtbot, client, "restore_entities", token="t4")
    assert back.done == [ids["React"]] and list(back.refused) == [ids["Redis"]]
    with kgstore.open(db_path) as kg:
        ws = kg.workspace(WS)
        assert ws.get_entity(ids["React"]) is not None and ws.get_entity(ids["Redis"]) is None


def test_setting_the_confidence_of_several_and_undo_puts_back_each_ones_own(qtbot, client, db_path, ids):
    chosen = [ids["React"], ids["Redis"], ids["Sarah"]]
    with kgstore.open(db_path) as kg:
        ws = kg.workspace(WS)
        ws.update_entity(ids["React"], confidence=0.4)
        ws.update_entity(ids["Redis"], confidence=0.6)
        bases = {i: ws.get_entity(i).confidence for i in chosen}
    before = kept_fields(db_path)
    with kgstore.open(db_path) as kg:  # another writer changes Sarah's meanwhile
        kg.workspace(WS).update_entity(ids["Sarah"], confidence=0.3)
    changes = ask(qtbot, client, "set_confidences", confidences={i: 0.9 for i in chosen}, bases=bases, token="c1")
    assert changes.done == [ids["React"], ids["Redis"]]
    assert "another writer changed its confidence" in changes.refused[ids["Sarah"]]
    with kgstore.open(db_path) as kg:
        ws = kg.workspace(WS)
        assert [ws.get_entity(i).confidence for i in chosen] == [0.9, 0.9, 0.3]
    ask(qtbot, client, "undo_set_confidences", token="c1")
    with kgstore.open(db_path) as kg:
        ws = kg.workspace(WS)
        assert [ws.get_entity(i).confidence for i in chosen] == [0.4, 0.6, 0.3]
    after = kept_fields(db_path)
    del before[ids["Sarah"]], after[ids["Sarah"]]
    assert after == before  # the others as they were, source and creation time included
