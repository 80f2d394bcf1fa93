"""Times before 1973 from the GUI: a date field gives integer milliseconds, and the store refuses a
small bare number as "looks like seconds". The worker hands the GUI's times on in an exact form
(ISO-8601 to the millisecond), so a relationship can start on 1969-07-20 and undo puts back
exactly the old times."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest
from conftest import WS, seed_stack

import kgstore
from kgui.worker import StoreClient, WorkerConfig, running_worker_threads

FAST = WorkerConfig(poll_interval_ms=50, cleanup_delay_ms=None, decay_first_delay_ms=None)


def ms(*parts: int) -> int:
    return (datetime(*parts, tzinfo=timezone.utc) - datetime(1970, 1, 1, tzinfo=timezone.utc)) // timedelta(
        milliseconds=1)


MOON_LANDING = ms(1969, 7, 20, 20, 17) + 7  # negative, and to the millisecond
EARLY_1970 = ms(1970, 1, 2, 3, 4, 5) + 678  # positive but far below the "seconds" bound
LATE_1972 = ms(1972, 12, 31, 23, 59, 59) + 999


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
    assert not errors, errors[0]
    return answers[0]


def stored_edge(db_path, edge_id):
    with kgstore.open(db_path) as kg:
        return kg.workspace(WS).get_edge(edge_id)


def redis_edge(db_path, ids):
    with kgstore.open(db_path) as kg:
        return next(iter(kg.workspace(WS).edges_of(ids["Redis"])))


def test_a_relationship_created_with_a_start_and_end_before_1973_keeps_them_exactly(qtbot, client, db_path, ids):
    changes = send(qtbot, client, "create_edge", source_id=ids["Sarah"], target_id=ids["Redis"],
                   edge_type="uses", valid_from=MOON_LANDING, valid_to=LATE_1972, alias="e")
    edge = stored_edge(db_path, changes.edges[0].id)
    assert (edge.valid_from, edge.valid_to) == (MOON_LANDING, LATE_1972)
    assert changes.edges[0] == edge
    send(qtbot, client, "undo_create_edge", edge_id="e")  # the remembered edge is the stored one
    assert stored_edge(db_path, edge.id) is None


def test_moving_a_start_before_1973_and_undoing_it_restores_the_times_exactly(qtbot, client, db_path, ids):
    before = redis_edge(db_path, ids)
    send(qtbot, client, "update_edge", edge_id=before.id, base={"valid_from": before.valid_from},
         valid_from=MOON_LANDING)
    assert stored_edge(db_path, before.id).valid_from == MOON_LANDING
    # Undo as UpdateEdgeCommand sends it: the old values, with the edit's as base.
    send(qtbot, client, "update_edge", edge_id=before.id, base={"valid_from": MOON_LANDING},
         valid_from=before.valid_from)
    after = stored_edge(db_path, before.id)  # the person's edit, so its writer stays "manual"
    assert (after.id, after.created_at, after.valid_from, after.valid_to) == (
        before.id, before.created_at, before.valid_from, before.valid_to)


def test_an_old_window_edited_to_later_times_and_back_by_undo(qtbot, client, db_path, ids):
    edge = redis_edge(db_path, ids)
    send(qtbot, client, "update_edge", edge_id=edge.id, valid_from=EARLY_1970, valid_to=LATE_1972)
    old = stored_edge(db_path, edge.id)
    assert (old.valid_from, old.valid_to) == (EARLY_1970, LATE_1972)
    send(qtbot, client, "update_edge", edge_id=edge.id, base={"valid_from": EARLY_1970, "valid_to": LATE_1972},
         valid_from=edge.valid_from, valid_to=None)
    back = stored_edge(db_path, edge.id)
    assert (back.valid_from, back.valid_to) == (edge.valid_from, None)
    # ...and redo of the old window (the values undo would write back for it).
    send(qtbot, client, "update_edge", edge_id=edge.id, base={"valid_from": edge.valid_from, "valid_to": None},
         valid_from=EARLY_1970, valid_to=LATE_1972)
    assert stored_edge(db_path, edge.id) == old


def test_closing_an_old_relationship_before_1973_and_reopening_it(qtbot, client, db_path, ids):
    changes = send(qtbot, client, "create_edge", source_id=ids["Sarah"], target_id=ids["Redis"],
                   edge_type="uses", valid_from=MOON_LANDING)
    edge = changes.edges[0]
    send(qtbot, client, "invalidate_edge", edge_id=edge.id, valid_to=EARLY_1970)
    assert stored_edge(db_path, edge.id).valid_to == EARLY_1970
    send(qtbot, client, "reopen_edge", edge_id=edge.id, valid_to=EARLY_1970)
    assert stored_edge(db_path, edge.id) == edge


def test_the_graph_as_it_was_before_1973_can_be_asked_for(qtbot, client, db_path, ids):
    changes = send(qtbot, client, "create_edge", source_id=ids["Sarah"], target_id=ids["Redis"],
                   edge_type="uses", valid_from=MOON_LANDING, valid_to=LATE_1972)
    found = send(qtbot, client, "neighbourhood", entity_id=ids["Sarah"], as_of=EARLY_1970)
    assert found.entity_ids == [ids["Sarah"], ids["Redis"]]
    path = send(qtbot, client, "shortest_path", source_id=ids["Sarah"], target_id=ids["Redis"], as_of=EARLY_1970)
    assert path is not None and [g.id for g in path.edges] == [changes.edges[0].id]
    opened = send(qtbot, client, "changes_between", start=MOON_LANDING - 1, end=EARLY_1970)
    assert [g.id for g in opened.edges_opened] == [changes.edges[0].id]


def test_an_observation_and_a_relationship_from_before_1973_come_back_exactly_after_delete(
        qtbot, client, db_path, ids):
    # Written by another program with times before 1973 (imported history, say).
    with kgstore.open(db_path) as kg:
        ws = kg.workspace(WS)
        obs = ws.add_observation(ids["Redis"], "First deployed on the mainframe")
        edge = ws.create_edge(ids["Sarah"], ids["Redis"], "uses", valid_from="1969-07-20T20:17:00.007Z",
                              valid_to="1972-12-31T23:59:59.999Z")
        with kg._db.write() as conn:
            conn.execute("UPDATE kg_observations SET created_at = ? WHERE id = ?", (EARLY_1970, obs.id))
        obs = ws.observations(ids["Redis"])[0]
    assert (obs.created_at, edge.valid_from, edge.valid_to) == (EARLY_1970, MOON_LANDING, LATE_1972)
    send(qtbot, client, "delete_observation", observation_id=obs.id, entity_id=ids["Redis"])
    send(qtbot, client, "restore_observation", observation_id=obs.id)
    send(qtbot, client, "delete_edge", edge_id=edge.id)
    send(qtbot, client, "restore_edge", edge_id=edge.id)
    with kgstore.open(db_path) as kg:
        ws = kg.workspace(WS)
        assert ws.observations(ids["Redis"]) == [obs]
        assert ws.get_edge(edge.id) == edge
