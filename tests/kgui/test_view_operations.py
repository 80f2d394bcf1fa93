"""The worker's graph-view requests (neighbourhood, save_positions, the workspace snapshot) and
the exact-undo clean-ups: reopen keeps the edge, a note is removed by its id."""

from __future__ import annotations

import pytest
from conftest import WS, seed_stack, worker_caught_up

import kgstore
from kgui.worker import StoreClient, WorkerConfig, running_worker_threads

FAST = WorkerConfig(poll_interval_ms=50, cleanup_delay_ms=None, decay_first_delay_ms=None)


@pytest.fixture
def client(qtbot, db_path):
    seed_stack(db_path)
    c = StoreClient(str(db_path), FAST)
    with qtbot.waitSignal(c.opened, timeout=5000):
        c.start()
    yield c
    assert c.shutdown()
    assert running_worker_threads() == []


def ask(qtbot, client, op, **args):
    answers, errors = [], []
    client.submit(op, workspace=WS, on_done=answers.append, on_error=errors.append, **args)
    qtbot.waitUntil(client.is_idle, timeout=10_000)
    if errors:
        raise AssertionError(errors[0])
    return answers[0]


def test_neighbourhood_follows_the_store_and_brings_every_edge_among_what_is_shown(qtbot, client, db_path):
    with kgstore.open(db_path) as kg:
        ws = kg.workspace(WS)
        backend = ws.find_entity("service", "backend")
        redis = ws.find_entity("technology", "Redis")
        link = next(g for g in ws.edges_of(redis.id) if g.source_id == backend.id)
        ws.invalidate_edge(link.id)
        expected = [backend.id] + [n.entity.id for n in ws.neighbors(backend.id, depth=2)]
    result = ask(qtbot, client, "neighbourhood", entity_id=backend.id, depth=2)
    assert result.entity_ids == expected and result.center_id == backend.id
    assert redis.id not in result.entity_ids  # its only relationship is closed now
    # The edges: every edge (with history) among the shown entities, none beyond them.
    ids = set(result.entity_ids)
    assert all(g.source_id in ids and g.target_id in ids for g in result.edges)
    assert len(result.edges) == 5
    past = ask(qtbot, client, "neighbourhood", entity_id=backend.id, depth=1, as_of=link.valid_from + 1)
    assert redis.id in past.entity_ids
    capped = ask(qtbot, client, "neighbourhood", entity_id=backend.id, depth=1, cap=1,
                 known_ids=[redis.id])
    assert len(capped.entity_ids) == 2 and capped.capped
    assert any(g.id == link.id for g in capped.edges)  # to an entity the canvas already shows


def test_positions_are_saved_and_come_back_with_the_workspace(qtbot, client, db_path):
    snap = ask(qtbot, client, "open_workspace")
    assert snap.positions == {}
    some = {snap.entities[0].id: (1.5, -2.0, True), snap.entities[1].id: (3.0, 4.0, False), "gone": (0, 0, False)}
    assert ask(qtbot, client, "save_positions", positions=some) == 2
    snap = ask(qtbot, client, "open_workspace")
    assert snap.positions == {k: v for k, v in some.items() if k != "gone"}


def test_a_large_workspace_loads_its_best_connected_entities_first(qtbot, client, db_path, monkeypatch):
    snap = ask(qtbot, client, "open_workspace", load_cap=3)
    assert snap.truncated and len(snap.entities) == 3
    # backend has 4 relationships, frontend-app 3, the rest 1 (ties: confidence, then name)
    assert [e.name for e in snap.entities] == ["backend", "frontend-app", "PostgreSQL"]
    loaded = {e.id for e in snap.entities}
    assert snap.edges and all(g.source_id in loaded and g.target_id in loaded for g in snap.edges)
    # One query for all edges, not one per entity.
    calls = []
    original = kgstore.workspace.Workspace.edges_of
    monkeypatch.setattr(kgstore.workspace.Workspace, "edges_of",
                        lambda self, *a, **k: calls.append(1) or original(self, *a, **k))
    ask(qtbot, client, "open_workspace")
    assert calls == []


def test_undo_of_invalidate_reopens_the_same_edge(qtbot, client, db_path):
    with kgstore.open(db_path) as kg:
        edge = kg.workspace(WS).edges()[0]
    ask(qtbot, client, "invalidate_edge", edge_id=edge.id)
    changes = ask(qtbot, client, "reopen_edge", edge_id=edge.id)
    assert [g.id for g in changes.edges] == [edge.id] and not changes.renamed_ids
    with kgstore.open(db_path) as kg:
        again = kg.workspace(WS).get_edge(edge.id)
    assert again.valid_to is None and again.created_at == edge.created_at


def test_undo_of_a_note_deletes_that_observation_only(qtbot, client, db_path):
    with kgstore.open(db_path) as kg:
        react = kg.workspace(WS).find_entity("technology", "React")
    ask(qtbot, client, "add_observation", entity_id=react.id, content="Uses hooks everywhere", token="n1")
    # Repeating an observation that already exists must not let undo delete it.
    ask(qtbot, client, "add_observation", entity_id=react.id, content="Upgraded from React 17 to React 18",
        token="n2")
    with kgstore.open(db_path) as kg:
        notes = kg.workspace(WS).observations(react.id)
    assert [o.task_id for o in notes] == [None, None]  # no made-up task ids any more
    ask(qtbot, client, "remove_observation", token="n2")
    ask(qtbot, client, "remove_observation", token="n1")
    with kgstore.open(db_path) as kg:
        left = [o.content for o in kg.workspace(WS).observations(react.id)]
    assert left == ["Upgraded from React 17 to React 18"]


def test_a_repeat_of_an_old_note_on_a_busy_entity_is_not_undone(qtbot, client, db_path):
    """The repeat check reads every observation of the entity, past the first page of 100."""
    with kgstore.open(db_path) as kg, kg.transaction():
        ws = kg.workspace(WS)
        busy = ws.upsert_entity("service", "busy")
        for i in range(130):
            ws.add_observation(busy.id, f"event {i}")
    oldest = "event 0"  # on the second page: newest first
    changes = ask(qtbot, client, "add_observation", entity_id=busy.id, content=oldest, token="old")
    assert changes.observations == [] and "already recorded" in changes.message
    changes = ask(qtbot, client, "add_observation", entity_id=busy.id, content="event 130", token="new")
    assert [o.content for o in changes.observations] == ["event 130"]
    ask(qtbot, client, "remove_observation", token="old")
    ask(qtbot, client, "remove_observation", token="new")
    with kgstore.open(db_path) as kg:
        assert kg.workspace(WS).stats().observations >= 130
        left = {o.content for o in kg.workspace(WS).observations(busy.id, limit=100, offset=30)}
    assert oldest in left and "event 130" not in left


def test_one_store_handle_notices_other_processes_but_not_our_writes(qtbot, client, db_path):
    assert not hasattr(client.worker, "_watcher")
    seen = []
    client.external_change_detected.connect(lambda: seen.append(1))
    ask(qtbot, client, "save_positions", positions={})
    with kgstore.open(db_path) as kg:
        react = kg.workspace(WS).find_entity("technology", "React")
    ask(qtbot, client, "update_entity", entity_id=react.id, description="ours")
    worker_caught_up(qtbot, client)  # a poll after our write, and its notice (if any) delivered
    assert seen == []
    with kgstore.open(db_path) as kg:
        kg.workspace(WS).update_entity(react.id, description="theirs", source="agent")
    ask(qtbot, client, "stats")  # a read in between does not hide it
    worker_caught_up(qtbot, client)
    assert seen == [1]
