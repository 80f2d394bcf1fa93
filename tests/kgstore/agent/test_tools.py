"""The ten kg_* tools: result shapes, gates, time parsing, limits, and the never-raises rule."""

from __future__ import annotations

import json

import pytest

from kgstore.agent.tools import (
    MEMORY_WRITE_TOOLS,
    READ_TOOLS,
    TOOL_NAMES,
    TOOLS,
    WRITE_TOOLS,
    ToolContext,
    call_tool,
    has_no_memory_marker,
)

DAY = 86_400_000
T0 = 1_767_225_600_000  # the FakeClock's start: 2026-01-01T00:00:00Z

ENTITY_KEYS = {"id", "type", "name", "description", "properties", "confidence", "source"}
EDGE_KEYS = {"id", "type", "source_entity_id", "target_entity_id", "valid_from", "valid_to"}
SEARCH_KEYS = {"id", "type", "name", "description", "confidence", "score", "matched_by", "matched_in", "snippet"}


@pytest.fixture
def ctx():
    return ToolContext("ws-1", task_id="task-1")


def call(kg, name, args, ctx):
    result = call_tool(kg, name, args, ctx)
    json.dumps(result)  # always JSON-serialisable
    return result


def ok(kg, name, args, ctx):
    result = call(kg, name, args, ctx)
    assert "error" not in result, result
    return result


def make(kg, ctx, etype, name, **extra):
    return ok(kg, "kg_create_entity", {"entity_type": etype, "name": name, **extra}, ctx)["entity"]


@pytest.fixture
def stack(kg, ctx):
    """frontend -depends_on-> backend -connects_to-> PostgreSQL, backend -connects_to-> Redis."""
    e = {
        "frontend": make(kg, ctx, "project", "frontend-app"),
        "backend": make(kg, ctx, "service", "backend"),
        "postgres": make(kg, ctx, "technology", "PostgreSQL"),
        "redis": make(kg, ctx, "technology", "Redis", description="cache"),
    }
    edges = {}
    for key, (s, t, kind) in {
        "fe_be": ("frontend", "backend", "depends_on"),
        "be_pg": ("backend", "postgres", "connects_to"),
        "be_redis": ("backend", "redis", "connects_to"),
    }.items():
        edges[key] = ok(kg, "kg_create_edge", {"source_entity_id": e[s]["id"], "target_entity_id": e[t]["id"],
                                               "edge_type": kind, "valid_from": T0 - 300 * DAY}, ctx)["edge"]
    return e, edges


# -- the tool list -------------------------------------------------------------------------

def test_tool_list_names_schemas_and_descriptions():
    assert len(TOOLS) == 10 and len(set(TOOL_NAMES)) == 10
    assert set(TOOL_NAMES) == WRITE_TOOLS | READ_TOOLS
    assert len(WRITE_TOOLS) == 7 and len(MEMORY_WRITE_TOOLS) == 5
    expected_args = {
        "kg_create_entity": {"entity_type", "name", "description", "properties", "confidence"},
        "kg_update_entity": {"entity_id", "description", "properties", "confidence"},
        "kg_delete_entity": {"entity_id"},
        "kg_create_edge": {"source_entity_id", "target_entity_id", "edge_type", "properties", "confidence",
                           "valid_from", "valid_to"},
        "kg_delete_edge": {"edge_id"},
        "kg_invalidate_edge": {"edge_id", "valid_to"},
        "kg_add_observation": {"entity_id", "content"},
        "kg_search": {"query", "entity_type", "limit"},
        "kg_get_neighbors": {"entity_id", "depth", "edge_types", "as_of", "include_history"},
        "kg_get_subgraph": {"entity_ids", "as_of", "include_history"},
    }
    for tool in TOOLS:
        schema = tool["input_schema"]
        assert schema["type"] == "object" and schema["additionalProperties"] is False
        assert set(schema["properties"]) == expected_args[tool["name"]]
        assert set(schema["required"]) <= set(schema["properties"])
        assert len(tool["description"]) > 150  # says what, when, limits
        json.dumps(tool)
    limits = {t["name"]: t["input_schema"]["properties"] for t in TOOLS}
    assert limits["kg_search"]["limit"]["maximum"] == 50
    assert limits["kg_get_neighbors"]["depth"]["maximum"] == 3
    assert "ISO-8601" in limits["kg_get_neighbors"]["as_of"]["description"]


# -- happy paths and result shapes ----------------------------------------------------------

def test_create_entity_shape_and_reinforce(kg, ctx):
    r = ok(kg, "kg_create_entity", {"entity_type": "technology", "name": "postgresql",
                                    "description": "Relational database", "properties": {"v": 16}}, ctx)
    assert r["success"] is True and r["created"] is True
    entity = r["entity"]
    assert ENTITY_KEYS <= set(entity)
    assert entity["name"] == "PostgreSQL"  # canonical technology casing
    assert entity["type"] == "technology" and entity["source"] == "agent" and entity["confidence"] == 1.0
    again = ok(kg, "kg_create_entity", {"entity_type": "Technology", "name": "POSTGRESQL",
                                        "properties": {"port": 5432}}, ctx)
    assert again["created"] is False and again["entity"]["id"] == entity["id"]
    assert again["entity"]["properties"] == {"v": 16, "port": 5432}
    # The write is tagged with the task, so deleting the task can remove it.
    assert kg.workspace("ws-1").get_entity(entity["id"]).task_id == "task-1"


def test_create_entity_reports_a_kept_manual_description(kg, ws, ctx):
    ws.upsert_entity("service", "auth-service", description="Written by a person", source="manual")
    r = ok(kg, "kg_create_entity", {"entity_type": "service", "name": "auth-service",
                                    "description": "agent text"}, ctx)
    assert r["description_kept"] is True and r["entity"]["description"] == "Written by a person"


def test_update_entity_merges_properties_and_keeps_manual_description(kg, ws, ctx):
    manual = ws.upsert_entity("service", "auth-service", description="Auth, by hand",
                              properties={"team": "platform", "old": 1}, source="manual")
    r = ok(kg, "kg_update_entity", {"entity_id": manual.id, "description": "agent rewrite",
                                    "properties": {"lang": "go", "old": None}, "confidence": 0.5}, ctx)
    assert r["success"] is True and r["description_kept"] is True
    assert "manual" in r["message"]
    assert r["entity"]["description"] == "Auth, by hand"
    assert r["entity"]["properties"] == {"team": "platform", "lang": "go"}
    assert r["entity"]["confidence"] == 0.5
    # An agent-written description is replaced, and then description_kept is absent.
    agent = make(kg, ctx, "service", "billing", description="v1")
    r = ok(kg, "kg_update_entity", {"entity_id": agent["id"], "description": "v2"}, ctx)
    assert "description_kept" not in r and r["entity"]["description"] == "v2"


def test_update_entity_needs_a_change(kg, ctx):
    e = make(kg, ctx, "concept", "caching")
    assert "error" in call(kg, "kg_update_entity", {"entity_id": e["id"]}, ctx)


def test_delete_entity(kg, ctx, stack):
    e, edges = stack
    r = ok(kg, "kg_delete_entity", {"entity_id": e["redis"]["id"]}, ctx)
    assert r["success"] is True and "Redis" in r["message"]
    assert kg.workspace("ws-1").get_edge(edges["be_redis"]["id"]) is None  # cascade
    gone = call(kg, "kg_delete_entity", {"entity_id": e["redis"]["id"]}, ctx)
    assert gone["success"] is False and "error" in gone and "not found" in gone["message"]


def test_create_edge_shape_and_existing(kg, ctx, stack):
    e, edges = stack
    edge = edges["be_pg"]
    assert EDGE_KEYS <= set(edge)
    assert edge["type"] == "connects_to" and edge["valid_from"] == T0 - 300 * DAY and edge["valid_to"] is None
    again = ok(kg, "kg_create_edge", {"source_entity_id": e["backend"]["id"],
                                      "target_entity_id": e["postgres"]["id"], "edge_type": "Connects To"}, ctx)
    assert again["existing"] is True and again["edge"]["id"] == edge["id"]
    new = ok(kg, "kg_create_edge", {"source_entity_id": e["postgres"]["id"], "target_entity_id": e["backend"]["id"],
                                    "edge_type": "related_to", "properties": {"why": "x"}, "confidence": 0.7}, ctx)
    assert new["existing"] is False and new["edge"]["properties"] == {"why": "x"}
    assert new["edge"]["valid_from"] == T0  # default: now (the store's clock)


def test_create_edge_rejects_overlap_and_self_loop(kg, ctx, stack):
    e, edges = stack
    overlap = call(kg, "kg_create_edge", {"source_entity_id": e["backend"]["id"],
                                          "target_entity_id": e["postgres"]["id"], "edge_type": "connects_to",
                                          "valid_from": T0 - 400 * DAY, "valid_to": T0 - 200 * DAY}, ctx)
    assert "overlaps" in overlap["error"] and edges["be_pg"]["id"] in overlap["error"]
    loop = call(kg, "kg_create_edge", {"source_entity_id": e["backend"]["id"], "target_entity_id": e["backend"]["id"],
                                       "edge_type": "uses"}, ctx)
    assert "self-loop" in loop["error"]


def test_invalidate_then_as_of(kg, ctx, clock, stack):
    e, edges = stack
    month_ago = T0 - 30 * DAY
    r = ok(kg, "kg_invalidate_edge", {"edge_id": edges["be_redis"]["id"], "valid_to": "2025-12-02T00:00:00Z"}, ctx)
    assert r["success"] is True and r["edge"]["valid_to"] == month_ago
    # Repeating with the same time is harmless; another time is an error.
    assert ok(kg, "kg_invalidate_edge", {"edge_id": edges["be_redis"]["id"], "valid_to": month_ago}, ctx)
    closed_again = call(kg, "kg_invalidate_edge", {"edge_id": edges["be_redis"]["id"], "valid_to": T0 - DAY}, ctx)
    assert "already closed" in closed_again["error"]
    now = ok(kg, "kg_get_neighbors", {"entity_id": e["backend"]["id"]}, ctx)
    assert {n["entity"]["name"] for n in now["neighbors"]} == {"frontend-app", "PostgreSQL"}
    then = ok(kg, "kg_get_neighbors", {"entity_id": e["backend"]["id"], "as_of": "2025-11-01"}, ctx)
    assert {n["entity"]["name"] for n in then["neighbors"]} == {"frontend-app", "PostgreSQL", "Redis"}
    assert then["as_of"] == T0 - 61 * DAY
    hist = ok(kg, "kg_get_neighbors", {"entity_id": e["backend"]["id"], "include_history": True}, ctx)
    redis = [n for n in hist["neighbors"] if n["entity"]["name"] == "Redis"][0]
    assert redis["edge"]["valid_to"] == month_ago


def test_delete_edge(kg, ctx, stack):
    _, edges = stack
    r = ok(kg, "kg_delete_edge", {"edge_id": edges["fe_be"]["id"]}, ctx)
    assert r == {"success": True, "message": r["message"]} and "depends_on" in r["message"]
    again = call(kg, "kg_delete_edge", {"edge_id": edges["fe_be"]["id"]}, ctx)
    assert again["success"] is False and "not found" in again["error"]


def test_add_observation(kg, ctx, stack):
    e, _ = stack
    r = ok(kg, "kg_add_observation", {"entity_id": e["postgres"]["id"],
                                      "content": "High query latency on the users table since Tuesday."}, ctx)
    obs = r["observation"]
    assert r["success"] is True and obs["entity_id"] == e["postgres"]["id"] and obs["source"] == "agent"
    assert {"id", "content", "created_at"} <= set(obs)
    again = ok(kg, "kg_add_observation", {"entity_id": e["postgres"]["id"],
                                          "content": "high  query latency on the users table since tuesday."}, ctx)
    assert again["observation"]["id"] == obs["id"]  # no repeats


def test_search_shape_filter_and_limit(kg, ctx, stack):
    r = ok(kg, "kg_search", {"query": "postgres"}, ctx)
    assert r["count"] == len(r["results"]) >= 1
    assert all(set(x) == SEARCH_KEYS for x in r["results"])
    assert r["results"][0]["name"] == "PostgreSQL"
    assert r["results"][0]["matched_by"] == "word" and r["results"][0]["matched_in"][0] == "name"
    typo = ok(kg, "kg_search", {"query": "postgersql"}, ctx)["results"][0]
    assert (typo["name"], typo["matched_by"], typo["matched_in"][:1]) == ("PostgreSQL", "fuzzy", ["name"])
    for i in range(60):
        make(kg, ctx, "concept", f"cache idea {i}")
    assert ok(kg, "kg_search", {"query": "cache", "limit": 50}, ctx)["count"] == 50
    assert ok(kg, "kg_search", {"query": "cache", "limit": 1}, ctx)["count"] == 1
    assert ok(kg, "kg_search", {"query": "cache", "limit": 3.0}, ctx)["count"] == 3
    assert ok(kg, "kg_search", {"query": "cache"}, ctx)["count"] == 10
    typed = ok(kg, "kg_search", {"query": "cache", "entity_type": "technology"}, ctx)
    assert [x["name"] for x in typed["results"]] == ["Redis"]  # the filter applies before the limit


def test_neighbors_depth_and_edge_types(kg, ctx, stack):
    e, _ = stack
    deep = ok(kg, "kg_get_neighbors", {"entity_id": e["frontend"]["id"], "depth": 3}, ctx)
    assert deep["depth"] == 3 and deep["count"] == 3
    assert {"entity", "neighbors", "count"} <= set(deep)
    first = deep["neighbors"][0]
    assert set(first) == {"entity", "edge", "direction", "depth"}
    assert first["direction"] == "outgoing" and first["depth"] == 1
    assert ENTITY_KEYS <= set(first["entity"]) and EDGE_KEYS <= set(first["edge"])
    shallow = ok(kg, "kg_get_neighbors", {"entity_id": e["frontend"]["id"], "depth": 1}, ctx)
    assert shallow["depth"] == 1 and shallow["count"] == 1
    only = ok(kg, "kg_get_neighbors", {"entity_id": e["backend"]["id"], "edge_types": ["Depends On"]}, ctx)
    assert [n["entity"]["name"] for n in only["neighbors"]] == ["frontend-app"]
    assert only["neighbors"][0]["direction"] == "incoming"


def test_subgraph(kg, ctx, stack):
    e, edges = stack
    ids = [e["backend"]["id"], e["postgres"]["id"], e["redis"]["id"], "not-an-id"]
    r = ok(kg, "kg_get_subgraph", {"entity_ids": ids}, ctx)
    assert r["entity_count"] == 3 and r["edge_count"] == 2
    assert {x["id"] for x in r["edges"]} == {edges["be_pg"]["id"], edges["be_redis"]["id"]}
    assert r["missing_ids"] == ["not-an-id"]
    early = ok(kg, "kg_get_subgraph", {"entity_ids": ids, "as_of": T0 - 400 * DAY}, ctx)
    assert early["edge_count"] == 0
    many = ok(kg, "kg_get_subgraph", {"entity_ids": [e["backend"]["id"]] + [f"x{i}" for i in range(99)]}, ctx)
    assert many["entity_count"] == 1 and len(many["missing_ids"]) == 99
    assert "error" in call(kg, "kg_get_subgraph", {"entity_ids": []}, ctx)
    assert "error" in call(kg, "kg_get_subgraph", {"entity_ids": ["nope"]}, ctx)


# -- time parsing ------------------------------------------------------------------------

@pytest.mark.parametrize("value, expected", [
    (T0 - DAY, T0 - DAY),
    (float(T0 - DAY), T0 - DAY),
    ("2025-12-31", T0 - DAY),
    ("2025-12-31T00:00:00Z", T0 - DAY),
    ("2025-12-31T01:00:00+01:00", T0 - DAY),
    (str(T0 - DAY), T0 - DAY),
])
def test_times_in_ms_or_iso(kg, ctx, stack, value, expected):
    e, _ = stack
    r = ok(kg, "kg_create_edge", {"source_entity_id": e["postgres"]["id"], "target_entity_id": e["redis"]["id"],
                                  "edge_type": "related_to", "valid_from": value}, ctx)
    assert r["edge"]["valid_from"] == expected


@pytest.mark.parametrize("value", [1_767_225_600, 1_700_000_000.0, "1767225600"])
def test_seconds_are_refused_with_a_clear_message(kg, ctx, stack, value):
    e, _ = stack
    for name, args in [
        ("kg_create_edge", {"source_entity_id": e["postgres"]["id"], "target_entity_id": e["redis"]["id"],
                            "edge_type": "related_to", "valid_from": value}),
        ("kg_get_neighbors", {"entity_id": e["backend"]["id"], "as_of": value}),
        ("kg_get_subgraph", {"entity_ids": [e["backend"]["id"]], "as_of": value}),
    ]:
        r = call(kg, name, args, ctx)
        assert set(r) == {"error"} and "milliseconds" in r["error"], r


@pytest.mark.parametrize("value", ["yesterday", "2026-13-01", "", 1.5e12 + 0.5, True, [T0]])
def test_bad_times_are_errors(kg, ctx, stack, value):
    e, _ = stack
    r = call(kg, "kg_get_neighbors", {"entity_id": e["backend"]["id"], "as_of": value}, ctx)
    assert set(r) == {"error"}


# -- gates ------------------------------------------------------------------------------

def _args_for_every_tool(kg, ctx):
    e = {k: make(kg, ctx, "service", k) for k in ("a", "b", "c")}
    edge = ok(kg, "kg_create_edge", {"source_entity_id": e["a"]["id"], "target_entity_id": e["b"]["id"],
                                     "edge_type": "uses"}, ctx)["edge"]
    edge2 = ok(kg, "kg_create_edge", {"source_entity_id": e["b"]["id"], "target_entity_id": e["c"]["id"],
                                      "edge_type": "uses"}, ctx)["edge"]
    return {
        "kg_create_entity": {"entity_type": "concept", "name": "gated"},
        "kg_update_entity": {"entity_id": e["a"]["id"], "description": "changed"},
        "kg_delete_entity": {"entity_id": e["c"]["id"]},
        "kg_create_edge": {"source_entity_id": e["c"]["id"], "target_entity_id": e["a"]["id"], "edge_type": "uses"},
        "kg_delete_edge": {"edge_id": edge2["id"]},
        "kg_invalidate_edge": {"edge_id": edge["id"]},
        "kg_add_observation": {"entity_id": e["a"]["id"], "content": "a fact"},
        "kg_search": {"query": "a"},
        "kg_get_neighbors": {"entity_id": e["a"]["id"]},
        "kg_get_subgraph": {"entity_ids": [e["a"]["id"], e["b"]["id"]]},
    }


def _snapshot(kg):
    ws = kg.workspace("ws-1")
    s = ws.stats()
    return (s.entities, s.edges, s.current_edges, s.observations,
            tuple((e.id, e.description) for e in ws.entities()))


@pytest.mark.parametrize("channel", ["group", "public", "somewhere"])
def test_every_tool_refused_outside_private_channels(kg, ctx, channel):
    args = _args_for_every_tool(kg, ctx)
    before = _snapshot(kg)
    gated = ToolContext("ws-1", channel=channel)
    for name in TOOL_NAMES:
        r = call(kg, name, args[name], gated)
        assert set(r) == {"error"} and "refused" in r["error"], (name, r)
    assert _snapshot(kg) == before


@pytest.mark.parametrize("mode", ["plan", "analyze", "verifier", "dreaming"])
def test_writes_refused_in_read_only_and_unknown_modes(kg, ctx, mode):
    args = _args_for_every_tool(kg, ctx)
    before = _snapshot(kg)
    gated = ToolContext("ws-1", mode=mode)
    for name in WRITE_TOOLS:
        r = call(kg, name, args[name], gated)
        assert set(r) == {"error"} and mode in r["error"], (name, r)
    for name in READ_TOOLS:
        ok(kg, name, args[name], gated)
    assert _snapshot(kg) == before


def test_no_memory_refuses_writes_but_not_reads_or_deletes(kg, ctx):
    args = _args_for_every_tool(kg, ctx)
    gated = ToolContext("ws-1", no_memory=True)
    before = _snapshot(kg)
    for name in MEMORY_WRITE_TOOLS:
        r = call(kg, name, args[name], gated)
        assert set(r) == {"error"} and "<no-memory>" in r["error"], (name, r)
    assert _snapshot(kg) == before
    for name in READ_TOOLS:
        ok(kg, name, args[name], gated)
    ok(kg, "kg_delete_edge", args["kg_delete_edge"], gated)
    ok(kg, "kg_delete_entity", args["kg_delete_entity"], gated)


@pytest.mark.parametrize("marker", ["<no-memory>", "< No-Memory />", "<NO_MEMORY>", "<no memory/>"])
def test_no_memory_marker_in_the_arguments_refuses_the_write(kg, ctx, marker):
    assert has_no_memory_marker(f"text {marker} text")
    r = call(kg, "kg_create_entity", {"entity_type": "concept", "name": "secret", "description": marker}, ctx)
    assert "error" in r and kg.workspace("ws-1").find_entity("concept", "secret") is None


def test_explicit_writes_allowed_with_memory_off(kg, ws, ctx):
    ws.set_memory_settings(enabled=False, privacy_mode="disabled")
    e = make(kg, ctx, "concept", "remember this anyway")
    ok(kg, "kg_add_observation", {"entity_id": e["id"], "content": "the user asked"}, ctx)


def test_tool_writes_are_removed_with_their_task(kg, ws, ctx):
    e = make(kg, ctx, "concept", "task scoped")
    other = make(kg, ToolContext("ws-1", task_id="task-2"), "concept", "kept")
    ok(kg, "kg_create_edge", {"source_entity_id": e["id"], "target_entity_id": other["id"],
                              "edge_type": "related_to"}, ctx)
    ws.delete_task("task-1")
    assert ws.get_entity(e["id"]) is None and ws.get_entity(other["id"]) is not None


# -- never raises, changes nothing -----------------------------------------------------------

def test_ids_from_another_workspace_are_not_found(kg, ctx, stack):
    e, edges = stack
    other = ToolContext("ws-2")
    make(kg, other, "concept", "elsewhere")
    before = _snapshot(kg)
    for name, args in [
        ("kg_update_entity", {"entity_id": e["backend"]["id"], "description": "x"}),
        ("kg_delete_entity", {"entity_id": e["backend"]["id"]}),
        ("kg_create_edge", {"source_entity_id": e["backend"]["id"], "target_entity_id": e["redis"]["id"],
                            "edge_type": "uses"}),
        ("kg_delete_edge", {"edge_id": edges["be_pg"]["id"]}),
        ("kg_invalidate_edge", {"edge_id": edges["be_pg"]["id"]}),
        ("kg_add_observation", {"entity_id": e["backend"]["id"], "content": "x"}),
        ("kg_get_neighbors", {"entity_id": e["backend"]["id"]}),
        ("kg_get_subgraph", {"entity_ids": [e["backend"]["id"]]}),
    ]:
        r = call(kg, name, args, other)
        assert "error" in r and "not found" in r["error"], (name, r)
    assert ok(kg, "kg_search", {"query": "backend"}, other)["count"] == 0
    assert _snapshot(kg) == before


@pytest.mark.parametrize("name, args, fragment", [
    ("kg_nope", {}, "unknown tool"),
    (None, {}, "unknown tool"),
    ("kg_search", None, "missing required argument 'query'"),
    ("kg_search", [], "must be a JSON object"),
    ("kg_search", "query", "must be a JSON object"),
    ("kg_search", {"query": 5}, "must be string"),
    ("kg_search", {"query": "   "}, "must not be empty"),
    ("kg_search", {"query": "x", "limit": "10"}, "must be integer"),
    ("kg_search", {"query": "x", "limit": True}, "must be integer"),
    ("kg_search", {"query": "x", "Query": "y"}, "unknown argument"),
    ("kg_create_entity", {"name": "x"}, "missing required argument 'entity_type'"),
    ("kg_create_entity", {"entity_type": "tech nology!", "name": "x"}, "may only contain"),
    ("kg_create_entity", {"entity_type": "concept", "name": "x", "properties": [1]}, "must be object"),
    ("kg_create_entity", {"entity_type": "concept", "name": "x", "confidence": "high"}, "must be number"),
    ("kg_create_entity", {"entity_type": "concept", "name": "x\ud800"}, "valid Unicode"),
    ("kg_create_entity", {"entity_type": "concept", "name": "x" * 600}, "too long"),
    ("kg_create_edge", {"source_entity_id": "a", "target_entity_id": "b", "edge_type": "uses"}, "not found"),
    ("kg_get_neighbors", {"entity_id": "nope"}, "not found"),
    ("kg_get_neighbors", {"entity_id": "x", "edge_types": "uses"}, "must be array"),
    ("kg_get_neighbors", {"entity_id": "x", "edge_types": [1]}, "must be a string"),
    ("kg_get_subgraph", {"entity_ids": "abc"}, "must be array"),
    ("kg_add_observation", {"entity_id": "x", "content": ""}, "must not be empty"),
    ("kg_invalidate_edge", {"edge_id": ""}, "must not be empty"),
])
def test_bad_calls_give_an_error_and_change_nothing(kg, ctx, stack, name, args, fragment):
    before = _snapshot(kg)
    r = call(kg, name, args, ctx)
    assert set(r) == {"error"}, r
    assert fragment in r["error"], r
    assert "\n" not in r["error"]
    assert _snapshot(kg) == before


@pytest.mark.parametrize("args", [
    {"query": "x", "y" * 20_000: 1},  # one huge unknown name
    {"query": "x", **{f"extra{i}": i for i in range(10_000)}},  # very many unknown names
], ids=["huge name", "many names"])
def test_an_error_never_echoes_a_hostile_call_back(kg, ctx, args):
    r = call(kg, "kg_search", args, ctx)
    assert "unknown argument" in r["error"] and len(r["error"]) < 500, len(r["error"])
    if len(args) > 6:
        assert "and 9995 more" in r["error"]
    huge = ToolContext(workspace_id=ctx.workspace_id, channel="c" * 100_000, mode=ctx.mode)
    assert len(call(kg, "kg_search", {"query": "x"}, huge)["error"]) < 500


@pytest.mark.parametrize("name, key", [("kg_delete_entity", "entity_id"), ("kg_delete_edge", "edge_id"),
                                       ("kg_get_neighbors", "entity_id")])
def test_a_huge_id_is_not_echoed_back(kg, ctx, name, key):
    r = call(kg, name, {key: "x" * 10_000}, ctx)
    assert "too long" in r["error"] and len(r["error"]) < 500, len(r["error"])  # the schema's maxLength
    r = call(kg, name, {key: "x" * 200}, ctx)
    assert "not found" in r["error"] and len(r["error"]) < 500, len(r["error"])
    ordinary = call(kg, name, {key: "no-such-id-0123456789"}, ctx)
    assert "'no-such-id-0123456789'" in ordinary["error"]  # an ordinary id is shown whole



def test_bad_context_and_closed_store_give_errors(kg, ctx):
    assert "error" in call_tool(kg, "kg_search", {"query": "x"}, None)
    assert "error" in call_tool(kg, "kg_search", {"query": "x"}, ToolContext(""))
    assert "error" in call_tool(kg, "kg_search", {"query": "x"}, ToolContext("ws", task_id=""))
    assert "error" in call_tool(object(), "kg_search", {"query": "x"}, ctx)
    kg.close()
    assert "error" in call_tool(kg, "kg_search", {"query": "x"}, ctx)


def test_agent_modules_import_neither_qt_nor_mcp():
    import subprocess
    import sys

    code = ("import sys, kgstore.agent.tools, kgstore.agent.cli, kgstore.agent.mcp_server, kgstore.interchange, kgstore.agent.demo, "
            "kgstore.storage.paths; bad = [m for m in ('PySide6', 'mcp') if m in sys.modules]; "
            "assert not bad, bad")
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)


def test_neighbors_with_history_show_an_ended_and_a_current_relationship(kg, ctx, stack):
    e, edges = stack
    ok(kg, "kg_invalidate_edge", {"edge_id": edges["be_redis"]["id"], "valid_to": T0 - 30 * DAY}, ctx)
    again = ok(kg, "kg_create_edge", {"source_entity_id": e["backend"]["id"], "target_entity_id": e["redis"]["id"],
                                      "edge_type": "connects_to", "valid_from": T0 - DAY}, ctx)["edge"]
    now = ok(kg, "kg_get_neighbors", {"entity_id": e["backend"]["id"]}, ctx)
    assert [n["edge"]["id"] for n in now["neighbors"] if n["entity"]["name"] == "Redis"] == [again["id"]]
    hist = ok(kg, "kg_get_neighbors", {"entity_id": e["backend"]["id"], "include_history": True}, ctx)
    redis = [n["edge"] for n in hist["neighbors"] if n["entity"]["name"] == "Redis"]
    assert [r["id"] for r in redis] == [again["id"], edges["be_redis"]["id"]]  # the current one first
    assert redis[0]["valid_to"] is None and redis[1]["valid_to"] == T0 - 30 * DAY
    assert hist["count"] == len(hist["neighbors"]) == 4
