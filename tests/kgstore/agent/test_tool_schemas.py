"""The tools' JSON Schemas are what the tools do: every bound they state is enforced (refused, in
the schema's words, changing nothing), strict clients accept them (MCP Inspector's --strict
portability rules), and every result validates against the tool's output schema."""

from __future__ import annotations

import json

import pytest
from jsonschema import Draft202012Validator

import kgstore
from kgstore.agent.tools import TOOLS, ToolContext, call_tool

DAY = 86_400_000
T0 = 1_767_225_600_000
BY_NAME = {t["name"]: t for t in TOOLS}

# Keywords that constrain a value (MCP Inspector's "untyped-schema" rule: a subschema without
# any of them accepts everything).
CONSTRAINING = {"type", "enum", "const", "anyOf", "allOf", "oneOf", "not", "minimum", "maximum",
                "minLength", "maxLength", "pattern", "format", "items", "properties", "required",
                "minItems", "maxItems", "additionalProperties", "$ref"}


def subschemas(schema, path="$"):
    """Every schema inside `schema`, with where it is."""
    yield path, schema
    if not isinstance(schema, dict):
        return
    for key in ("properties", "$defs", "patternProperties"):
        for name, sub in schema.get(key, {}).items():
            yield from subschemas(sub, f"{path}.{key}.{name}")
    for key in ("anyOf", "allOf", "oneOf", "prefixItems"):
        for i, sub in enumerate(schema.get(key, [])):
            yield from subschemas(sub, f"{path}.{key}[{i}]")
    for key in ("items", "not", "additionalProperties", "contains"):
        if isinstance(schema.get(key), dict):
            yield from subschemas(schema[key], f"{path}.{key}")


# -- what strict clients check -------------------------------------------------------------

@pytest.mark.parametrize("which", ["input_schema", "output_schema"])
@pytest.mark.parametrize("tool", TOOLS, ids=[t["name"] for t in TOOLS])
def test_schemas_pass_the_strict_portability_checks(tool, which):
    schema = tool[which]
    Draft202012Validator.check_schema(schema)
    assert schema["type"] == "object"
    for path, sub in subschemas(schema):
        assert isinstance(sub, dict), f"{path}: a bare boolean schema"
        assert not isinstance(sub.get("type"), list), f"{path}: a type array; use anyOf"
        assert "$ref" not in sub or sub["$ref"].startswith("#"), f"{path}: a remote $ref"
        assert CONSTRAINING & set(sub), f"{path}: constrains nothing"


def test_every_input_argument_says_what_it_is():
    for tool in TOOLS:
        for name, spec in tool["input_schema"]["properties"].items():
            assert spec.get("description"), (tool["name"], name)


# -- every bound, enforced -------------------------------------------------------------------

@pytest.fixture
def ctx():
    return ToolContext("ws-1", task_id="task-1")


@pytest.fixture
def graph(kg, ctx):
    def ok(name, args):
        result = call_tool(kg, name, args, ctx)
        assert "error" not in result, result
        return result

    a = ok("kg_create_entity", {"entity_type": "service", "name": "backend"})["entity"]
    b = ok("kg_create_entity", {"entity_type": "technology", "name": "Redis"})["entity"]
    edge = ok("kg_create_edge", {"source_entity_id": a["id"], "target_entity_id": b["id"], "edge_type": "uses",
                                 "valid_from": T0 - 10 * DAY})["edge"]
    return {"a": a["id"], "b": b["id"], "edge": edge["id"]}


def base_call(tool: str, g: dict) -> dict:
    """A call of `tool` that the schema accepts."""
    return {
        "kg_create_entity": {"entity_type": "concept", "name": "n"},
        "kg_update_entity": {"entity_id": g["a"], "description": "d"},
        "kg_delete_entity": {"entity_id": "no-such-entity"},
        "kg_create_edge": {"source_entity_id": g["a"], "target_entity_id": g["b"], "edge_type": "depends_on"},
        "kg_delete_edge": {"edge_id": "no-such-edge"},
        "kg_invalidate_edge": {"edge_id": g["edge"]},
        "kg_add_observation": {"entity_id": g["a"], "content": "c"},
        "kg_search": {"query": "q"},
        "kg_get_neighbors": {"entity_id": g["a"]},
        "kg_get_subgraph": {"entity_ids": [g["a"]]},
    }[tool]


def bounds():
    """(tool, argument, keyword, bound, is an array item) for every bound any input schema states."""
    for tool in TOOLS:
        for arg, spec in tool["input_schema"]["properties"].items():
            for where, sub in (("value", spec), ("item", spec.get("items"))):
                for alternative in ([sub] if sub and "anyOf" not in sub else sub.get("anyOf", []) if sub else []):
                    for keyword in ("minimum", "maximum", "minLength", "maxLength", "minItems", "maxItems"):
                        if keyword in alternative:
                            yield tool["name"], arg, keyword, alternative[keyword], where == "item", alternative


BOUNDS = list(bounds())


def at_and_beyond(keyword, bound, spec):
    """(a value at the bound, a value just beyond it)."""
    if keyword in ("minimum", "maximum"):
        step = 1 if spec.get("type") == "integer" else 0.001
        return bound, bound + step if keyword == "maximum" else bound - step
    if keyword in ("minLength", "maxLength"):
        return "x" * bound, "x" * (bound + 1 if keyword == "maxLength" else bound - 1)
    items = [f"item-{i}" for i in range(bound + 1)]
    return items[:bound], items[:bound + 1] if keyword == "maxItems" else items[:bound - 1]


def schema_words(keyword, bound) -> str:
    return {"minimum": f"at least {bound} (the schema's minimum)", "maximum": f"at most {bound} (the schema's maximum)",
            "maxLength": f"the schema's maxLength is {bound:,}", "minItems": f"at least {bound} item",
            "maxItems": f"the schema's maxItems of {bound}"}.get(keyword, "must not be empty")


def test_the_bounds_cover_every_limit_the_issue_names():
    named = {(tool, arg, keyword) for tool, arg, keyword, *_ in BOUNDS}
    for expected in [("kg_search", "limit", "minimum"), ("kg_search", "limit", "maximum"),
                     ("kg_get_neighbors", "depth", "minimum"), ("kg_get_neighbors", "depth", "maximum"),
                     ("kg_create_entity", "confidence", "maximum"), ("kg_update_entity", "confidence", "minimum"),
                     ("kg_create_edge", "confidence", "maximum"), ("kg_get_subgraph", "entity_ids", "maxItems"),
                     ("kg_create_entity", "name", "maxLength"), ("kg_add_observation", "content", "maxLength")]:
        assert expected in named, expected


@pytest.mark.parametrize("tool, arg, keyword, bound, item, spec", BOUNDS,
                         ids=[f"{t}.{a}{'.items' if i else ''}.{k}" for t, a, k, _b, i, _s in BOUNDS])
def test_every_bound_is_enforced_in_the_schemas_words(kg, ws, ctx, graph, tool, arg, keyword, bound, item, spec):
    at, beyond = at_and_beyond(keyword, bound, spec)
    if item:
        at, beyond = [at], [beyond]
    call = base_call(tool, graph)
    accepted = call_tool(kg, tool, dict(call, **{arg: at}), ctx)
    assert "schema" not in accepted.get("error", "") and "must not be empty" not in accepted.get("error", ""), \
        accepted
    before = (ws.stats(), [e.id for e in ws.entities()])
    refused = call_tool(kg, tool, dict(call, **{arg: beyond}), ctx)
    assert set(refused) == {"error"}, refused
    assert refused["error"].startswith(f"{tool}: ") and arg in refused["error"], refused
    assert schema_words(keyword, bound) in refused["error"], refused
    assert (ws.stats(), [e.id for e in ws.entities()]) == before


@pytest.mark.parametrize("tool, arg, value, words", [
    ("kg_search", "limit", 0, "at least 1"),
    ("kg_search", "limit", -3, "at least 1"),
    ("kg_search", "limit", 1000, "at most 50"),
    ("kg_get_neighbors", "depth", 0, "at least 1"),
    ("kg_get_neighbors", "depth", 4, "at most 3"),
    ("kg_create_entity", "confidence", 7, "at most 1"),
    ("kg_update_entity", "confidence", -0.5, "at least 0"),
    ("kg_create_edge", "confidence", 7, "at most 1"),
    ("kg_get_subgraph", "entity_ids", "101 ids", "maxItems of 100"),
])
def test_the_reported_clamps_are_refusals_now(kg, ws, ctx, graph, tool, arg, value, words):
    if value == "101 ids":
        value = [graph["a"]] + [f"id-{i}" for i in range(100)]
    before = ws.stats()
    result = call_tool(kg, tool, dict(base_call(tool, graph), **{arg: value}), ctx)
    assert set(result) == {"error"} and words in result["error"], result
    assert ws.stats() == before


def test_several_problems_are_named_at_once_in_the_schemas_order(kg, ctx, graph):
    result = call_tool(kg, "kg_get_neighbors", {"entity_id": graph["a"], "include_history": "yes", "depth": 9}, ctx)
    assert result["error"] == ("kg_get_neighbors: argument 'depth' must be at most 3 (the schema's maximum), "
                               "not 9; argument 'include_history' must be boolean, not string")


@pytest.mark.parametrize("value", [10**5000, -(10**30), 2**64], ids=["5000 digits", "-10^30", "2^64"])
def test_a_huge_number_is_refused_without_being_echoed(kg, ctx, value):
    result = call_tool(kg, "kg_search", {"query": "x", "limit": value}, ctx)
    assert "limit" in result["error"] and len(result["error"]) < 200, result
    assert "internal error" not in result["error"]


@pytest.mark.parametrize("value, fragment", [
    (True, "must be integer or string, not boolean"),
    ({"t": 1}, "must be integer or string, not object"),
    ("", "must not be empty"),
    (1.5, "must be integer or string, not number"),
])
def test_times_are_an_integer_or_a_string(kg, ctx, graph, value, fragment):
    result = call_tool(kg, "kg_get_neighbors", {"entity_id": graph["a"], "as_of": value}, ctx)
    assert fragment in result["error"], result
    fine = call_tool(kg, "kg_get_neighbors", {"entity_id": graph["a"], "as_of": float(T0)}, ctx)
    assert fine["as_of"] == T0, fine


# -- results are what the output schemas say ---------------------------------------------------

def test_every_result_validates_against_its_output_schema(kg, ws, ctx, graph):
    validators = {t["name"]: Draft202012Validator(t["output_schema"]) for t in TOOLS}
    ws.upsert_entity("person", "Sarah", description="tech lead", source="manual")
    checked: dict[str, int] = {}

    def run(name, args):
        result = call_tool(kg, name, args, ctx)
        json.dumps(result, allow_nan=False)
        if "error" not in result:
            errors = [e.message for e in validators[name].iter_errors(result)]
            assert errors == [], (name, args, errors, result)
            checked[name] = checked.get(name, 0) + 1
        return result

    sarah = run("kg_create_entity", {"entity_type": "person", "name": "sarah", "description": "guess",
                                     "properties": {"team": "core"}, "confidence": 0.4})
    assert sarah["created"] is False and sarah["description_kept"] is True
    run("kg_create_entity", {"entity_type": "database_table", "name": "users"})
    run("kg_update_entity", {"entity_id": sarah["entity"]["id"], "description": "x", "confidence": 0.9})
    run("kg_update_entity", {"entity_id": graph["b"], "properties": {"port": 6379}})
    made = run("kg_create_edge", {"source_entity_id": graph["a"], "target_entity_id": sarah["entity"]["id"],
                                  "edge_type": "maintained_by", "valid_from": "2025-01-01", "confidence": 0.5})
    again = run("kg_create_edge", {"source_entity_id": graph["a"], "target_entity_id": sarah["entity"]["id"],
                                   "edge_type": "maintained_by"})
    assert again["existing"] is True
    run("kg_invalidate_edge", {"edge_id": graph["edge"], "valid_to": T0 - DAY})
    run("kg_add_observation", {"entity_id": graph["b"], "content": "eviction storms on Mondays"})
    run("kg_search", {"query": "eviction"})
    run("kg_search", {"query": "redsi", "limit": 5})
    run("kg_search", {"query": "nothing matches this", "entity_type": "person"})
    for args in ({}, {"depth": 3}, {"include_history": True}, {"as_of": T0 - 5 * DAY}, {"edge_types": ["uses"]}):
        run("kg_get_neighbors", dict({"entity_id": graph["a"]}, **args))
    run("kg_get_subgraph", {"entity_ids": [graph["a"], graph["b"], "not-here"], "include_history": True})
    run("kg_get_subgraph", {"entity_ids": [graph["a"], graph["b"]], "as_of": "2026-01-01T00:00:00Z"})
    run("kg_delete_edge", {"edge_id": made["edge"]["id"]})
    run("kg_delete_entity", {"entity_id": sarah["entity"]["id"]})
    missing = run("kg_delete_entity", {"entity_id": "gone"})
    assert missing["success"] is False and "error" in missing  # an isError result: not structured
    assert set(checked) == set(BY_NAME), set(BY_NAME) - set(checked)


def test_output_schemas_would_catch_a_wrong_result():
    """The schemas are not so loose that anything passes."""
    search = Draft202012Validator(BY_NAME["kg_search"]["output_schema"])
    assert not search.is_valid({"results": [{"id": "x"}], "count": 1})
    assert not search.is_valid({"results": [], "count": "0"})
    edge = Draft202012Validator(BY_NAME["kg_invalidate_edge"]["output_schema"])
    assert not edge.is_valid({"success": True, "edge": {"id": "e", "valid_from": "yesterday"}})


def test_the_command_line_refuses_a_query_longer_than_the_tool_takes(db_path):
    import subprocess
    import sys

    with kgstore.open(db_path) as kg:
        kg.workspace("w").upsert_entity("service", "backend")
    run = lambda query: subprocess.run([sys.executable, "-m", "kgstore.agent.cli", "--db", str(db_path), "-w", "w",  # noqa: E731
                                        "search", query], capture_output=True, text=True, timeout=60)
    refused = run("backend " + "x" * 1000)
    assert refused.returncode == 2 and "the query is too long: 1,008 characters, at most 1,000" in refused.stderr
    assert run("backend" + " " * 993).returncode == 0
