"""Workspace isolation: an id from another workspace behaves exactly like a missing id."""

from __future__ import annotations

import pytest

import kgstore


@pytest.fixture
def two(kg):
    a, b = kg.workspace("alpha"), kg.workspace("beta")
    x = a.upsert_entity("service", "x")
    y = a.upsert_entity("service", "y")
    edge = a.create_edge(x.id, y.id, "uses")
    obs = a.add_observation(x.id, "seen")
    b.upsert_entity("service", "local")
    return a, b, x, y, edge, obs


def snapshot(ws):
    return (ws.stats(), [e for e in ws.entities()])


READS_RETURNING_NONE = [
    lambda b, x, y, e: b.get_entity(x.id),
    lambda b, x, y, e: b.get_edge(e.id),
]
CALLS_RAISING_NOT_FOUND = [
    ("update_entity", lambda b, x, y, e: b.update_entity(x.id, description="hijack")),
    ("create_edge", lambda b, x, y, e: b.create_edge(x.id, y.id, "uses")),
    ("invalidate_edge", lambda b, x, y, e: b.invalidate_edge(e.id)),
    ("edges_of", lambda b, x, y, e: b.edges_of(x.id)),
    ("add_observation", lambda b, x, y, e: b.add_observation(x.id, "hijack")),
    ("observations", lambda b, x, y, e: b.observations(x.id)),
    ("neighbors", lambda b, x, y, e: b.neighbors(x.id)),
    ("merge_entities", lambda b, x, y, e: b.merge_entities(x.id, [y.id])),
]
CALLS_RETURNING_FALSE = [
    ("delete_entity", lambda b, x, y, e: b.delete_entity(x.id)),
    ("delete_edge", lambda b, x, y, e: b.delete_edge(e.id)),
]


@pytest.mark.parametrize("call", READS_RETURNING_NONE)
def test_foreign_ids_are_not_found_by_reads(two, call):
    a, b, x, y, edge, _ = two
    assert call(b, x, y, edge) is None


@pytest.mark.parametrize("name,call", CALLS_RAISING_NOT_FOUND, ids=[c[0] for c in CALLS_RAISING_NOT_FOUND])
def test_foreign_ids_raise_not_found_and_change_nothing(two, name, call):
    a, b, x, y, edge, _ = two
    before_a, before_b = snapshot(a), snapshot(b)
    with pytest.raises(kgstore.NotFoundError):
        call(b, x, y, edge)
    # Same behaviour as a truly missing id.
    with pytest.raises(kgstore.NotFoundError):
        call(b, _with_id(x, "missing-x"), _with_id(y, "missing-y"), _with_id(edge, "missing-edge"))
    assert snapshot(a) == before_a and snapshot(b) == before_b


@pytest.mark.parametrize("name,call", CALLS_RETURNING_FALSE, ids=[c[0] for c in CALLS_RETURNING_FALSE])
def test_foreign_deletes_return_false_and_change_nothing(two, name, call):
    a, b, x, y, edge, _ = two
    before_a = snapshot(a)
    assert call(b, x, y, edge) is False
    assert snapshot(a) == before_a


def test_search_subgraph_and_tasks_are_scoped(two):
    a, b, x, y, edge, _ = two
    assert b.search("x") == []
    assert b.subgraph([x.id, y.id]).entities == []
    a.upsert_entity("concept", "from-task", task_id="t-1")
    assert b.delete_task("t-1").entities == 0
    assert a.find_entity("concept", "from-task") is not None


def test_workspaces_lists_those_with_data(kg):
    kg.workspace("empty").entity_types()  # seeding types alone is not graph data
    kg.workspace("w2").upsert_entity("concept", "c")
    kg.workspace("w1").upsert_entity("concept", "c")
    assert kg.workspaces() == ["w1", "w2"]
    kg.workspace("a").upsert_entity("concept", "c")
    for i in range(5):
        kg.workspace("w1").upsert_entity("concept", f"more {i}")
    kg.workspace("w1").delete_entity(kg.workspace("w1").find_entity("concept", "c").id)
    kg.workspace("w2").delete_entity(kg.workspace("w2").find_entity("concept", "c").id)
    assert kg.workspaces() == ["a", "w1"]


@pytest.mark.parametrize("bad", ["", "   ", None, 42, "x" * 1000])
def test_bad_workspace_ids(kg, bad):
    with pytest.raises(kgstore.ValidationError):
        kg.workspace(bad)


def _with_id(record, new_id):
    import dataclasses

    return dataclasses.replace(record, id=new_id)


@pytest.mark.parametrize("spelling", ["demo ", " demo", "demo\n", "\tdemo\r\n", "\u00a0demo\u3000"])
def test_surrounding_whitespace_is_not_a_new_workspace(kg, spelling):
    from kgstore.agent.tools import ToolContext, call_tool

    demo = kg.workspace("demo").upsert_entity("concept", "kept")
    ws = kg.workspace(spelling)
    assert ws.id == "demo" and ws.get_entity(demo.id) == demo
    ws.upsert_entity("concept", "added")
    result = call_tool(kg, "kg_search", {"query": "kept"}, ToolContext(spelling))
    assert [r["id"] for r in result["results"]] == [demo.id]
    created = call_tool(kg, "kg_create_entity", {"entity_type": "concept", "name": "by tool"}, ToolContext(spelling))
    assert "error" not in created
    assert kg.workspaces() == ["demo"] and kg.workspace("demo").stats().entities == 3


@pytest.mark.parametrize("bad", ["de\nmo", "de\tmo", "demo\x1b[2J", "de\x7fmo", "de\x85mo", "\u202edemo", "demo\u2066x"])
def test_workspace_ids_refuse_control_characters(kg, bad):
    from kgstore.agent.tools import ToolContext, call_tool

    with pytest.raises(kgstore.ValidationError, match="control characters"):
        kg.workspace(bad)
    result = call_tool(kg, "kg_create_entity", {"entity_type": "concept", "name": "x"}, ToolContext(bad))
    assert "control characters" in result["error"]
    assert kg.workspaces() == []
