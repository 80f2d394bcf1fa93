"""The demo workspace: the seed's example stack, with a year of history."""

from __future__ import annotations

import pytest

import kgstore
from kgstore.agent.demo import DAY_MS, DEMO_WORKSPACE, demo_path, load_demo, read_demo

T0 = 1_767_225_600_000


@pytest.fixture
def demo(kg, clock):
    ws = kg.workspace(DEMO_WORKSPACE)
    report = load_demo(ws, now=clock.now)
    return ws, report


def _neighbor_names(ws, name, **kw):
    entity = ws.find_entity(_type_of(ws, name), name)
    return {n.entity.name for n in ws.neighbors(entity.id, **kw)}


def _type_of(ws, name):
    return next(e.type for e in ws.entities() if e.name == name)


def test_demo_file_is_found_and_consistent():
    data = read_demo(demo_path())
    names = {e["name"] for e in data["entities"]}
    for expected in ("React 17", "React 18", "TypeScript", "Node.js", "Express", "PostgreSQL", "Redis",
                     "auth-service", "payments API", "Sarah", "frontend-app", "backend", "Webpack", "Vite",
                     "GET /api/users", "POST /auth/login"):
        assert expected in names


def test_demo_loads_the_stack(demo):
    ws, report = demo
    assert report.loaded and report.entities >= 18 and report.edges >= 25 and report.observations >= 8
    stats = ws.stats()
    assert stats.entities == report.entities
    assert {"technology", "service", "person", "project", "api_endpoint"} <= set(stats.entity_types)
    sarah = ws.find_entity("person", "Sarah")
    assert sarah.properties["role"] == "tech lead"
    assert {"auth-service", "payments API"} <= _neighbor_names(ws, "Sarah")


def test_demo_history_react_webpack_redis(demo, clock):
    ws, _ = demo
    now = clock.now
    # Now: React 18 and Vite; 200 days ago: React 17 and Webpack.
    assert {"React 18", "Vite", "TypeScript", "backend"} <= _neighbor_names(ws, "frontend-app")
    assert not {"React 17", "Webpack"} & _neighbor_names(ws, "frontend-app")
    past = _neighbor_names(ws, "frontend-app", as_of=now - 200 * DAY_MS)
    assert {"React 17", "Webpack"} <= past and not {"React 18", "Vite"} & past
    react17 = ws.find_entity("technology", "React 17")
    assert any(e.type == "replaced_by" for e in ws.edges_of(react17.id))
    # Redis left the stack last month: its edges are closed, not deleted.
    redis = ws.find_entity("technology", "Redis")
    assert ws.edges_of(redis.id) == []
    closed = ws.edges_of(redis.id, include_history=True)
    assert closed and all(e.valid_to == now - 30 * DAY_MS for e in closed)
    assert "Redis" in _neighbor_names(ws, "backend", as_of=now - 60 * DAY_MS)
    assert "Redis" not in _neighbor_names(ws, "backend")
    # Observations carry the dates of the changes.
    texts = [o.content for o in ws.observations(redis.id)]
    assert any("Removed from the stack" in t for t in texts)
    # The time slider has about a year to show.
    lo, hi = ws.time_range()
    assert now - lo >= 300 * DAY_MS and hi <= now


def test_demo_is_idempotent(demo, clock):
    ws, _ = demo
    before = ws.stats()
    clock.advance(5 * DAY_MS)
    again = load_demo(ws, now=clock.now)
    assert again.loaded is False and "already" in again.message
    after = ws.stats()
    assert (after.entities, after.edges, after.observations) == (before.entities, before.edges, before.observations)


def test_demo_refuses_a_workspace_with_other_data_unless_added(kg, clock):
    ws = kg.workspace("mine")
    ws.upsert_entity("concept", "my own notes")
    with pytest.raises(kgstore.ConflictError, match="not the demo"):
        load_demo(ws, now=clock.now)
    assert ws.stats().entities == 1
    report = load_demo(ws, now=clock.now, add=True)
    assert report.loaded and ws.stats().entities == 1 + report.entities


def test_demo_default_time_is_the_wall_clock(kg):
    import time

    ws = kg.workspace("wall")
    before = int(time.time() * 1000)
    report = load_demo(ws)
    after = int(time.time() * 1000)
    assert report.loaded
    # Redis left the stack 30 days before "now": that "now" is the moment of loading.
    redis = ws.find_entity("technology", "Redis")
    closed = ws.edges_of(redis.id, include_history=True)
    assert closed and all(before <= e.valid_to + 30 * DAY_MS <= after for e in closed)
    assert before - 400 * DAY_MS <= ws.time_range()[0] and ws.time_range()[1] <= after
