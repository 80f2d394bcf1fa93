"""Validation of what enters the store, and reading back what another program may have written."""

from __future__ import annotations

import json
import re

import pytest

import kgstore
from kgstore.agent.tools import ToolContext, call_tool
from kgstore.validation import (
    MAX_PROPERTIES_DEPTH,
    decode_properties,
    encode_properties,
    nested_too_deeply,
    read_properties,
)


def nested_dicts(levels: int) -> dict:
    value: dict = {}
    for _ in range(levels - 1):
        value = {"a": value}
    return value


def nested_mix(levels: int) -> dict:
    """Objects and arrays taking turns: {"a": [{"a": [...]}]} (each one a level)."""
    value: object = 1
    for i in range(levels - 1):
        value = [value] if i % 2 == 0 else {"a": value}
    return {"top": value}


# -- nesting depth ----------------------------------------------------------------------------


@pytest.mark.parametrize("make", [nested_dicts, nested_mix])
def test_properties_up_to_the_depth_limit_are_accepted(ws, make):
    props = make(MAX_PROPERTIES_DEPTH)
    assert not nested_too_deeply(props)
    entity = ws.upsert_entity("concept", "deep", properties=props)
    assert ws.get_entity(entity.id).properties == props


@pytest.mark.parametrize("levels", [MAX_PROPERTIES_DEPTH + 1, 100, 990, 5000])
@pytest.mark.parametrize("make", [nested_dicts, nested_mix])
def test_properties_nested_deeper_are_refused_everywhere(ws, make, levels):
    e = ws.upsert_entity("concept", "x")
    before = ws.stats()
    props = make(levels)
    for write in (
        lambda: ws.upsert_entity("concept", "new", properties=props),
        lambda: ws.upsert_entity("concept", "x", properties=props),
        lambda: ws.update_entity(e.id, properties=props),
        lambda: ws.create_edge(e.id, ws.upsert_entity("concept", "y").id, "uses", properties=props),
    ):
        with pytest.raises(kgstore.ValidationError, match="nested too deeply"):
            write()
    with pytest.raises(kgstore.ValidationError, match="nested too deeply"):
        encode_properties(props)
    assert ws.get_entity(e.id).properties == {}
    assert ws.stats().edges == before.edges


def test_the_depth_limit_counts_lists_and_dicts_and_survives_cycles():
    assert not nested_too_deeply({"a": [[1, 2], {"b": 3}]}, limit=3)
    assert nested_too_deeply({"a": [[[1]]]}, limit=3)
    cyclic: list = []
    cyclic.append(cyclic)
    assert nested_too_deeply({"loop": cyclic})


def test_deep_properties_from_an_agent_are_an_error_result(kg, ws):
    ctx = ToolContext(ws.id)
    result = call_tool(kg, "kg_create_entity", {"entity_type": "concept", "name": "deep",
                                                "properties": nested_dicts(200)}, ctx)
    assert "nested too deeply" in result["error"]
    assert ws.stats().entities == 0


# -- reading stored properties that cannot be read --------------------------------------------


@pytest.mark.parametrize("text", [
    "[" * 100_000,  # json.loads raises RecursionError
    json.dumps(nested_dicts(900)),  # parses, but every reader that recurses would fail on it
    json.dumps(nested_dicts(MAX_PROPERTIES_DEPTH + 1)),
    "not json",
    "[1, 2]",
    "5",
    b"\xff\xfe",
])
def test_unreadable_stored_properties_read_as_none_and_decode_as_empty(text):
    assert read_properties(text) is None
    assert decode_properties(text) == {}


def test_readable_stored_properties_round_trip():
    deepest = json.dumps(nested_dicts(MAX_PROPERTIES_DEPTH))
    assert read_properties(deepest) == json.loads(deepest)
    assert read_properties('{"a": "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["}') == {"a": "[" * 36}
    assert read_properties(b'{"a": 1}') == {"a": 1}
    assert read_properties(None) == {} and read_properties("") == {}


# -- control characters -----------------------------------------------------------------------

CONTROLS = ["\x1b", "\x07", "\x00", "\x01", "\x08", "\x7f", "\x80", "\x9b", "\x9f", "\u202a", "\u202b",
            "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069"]


@pytest.mark.parametrize("char", CONTROLS, ids=[f"U+{ord(c):04X}" for c in CONTROLS])
def test_names_and_type_names_refuse_terminal_control_characters(kg, ws, char):
    code = "NUL" if char == "\x00" else re.escape(f"U+{ord(char):04X}")
    a = ws.upsert_entity("concept", "a")
    b = ws.upsert_entity("concept", "b")
    before = ws.stats()
    for write in (
        lambda: ws.upsert_entity("concept", f"evil{char}name"),
        lambda: ws.upsert_entity(f"con{char}cept", "x"),
        lambda: ws.update_entity(a.id, name=f"{char}a"),
        lambda: ws.create_edge(a.id, b.id, f"uses{char}"),
    ):
        with pytest.raises(kgstore.ValidationError, match=code):
            write()
    result = call_tool(kg, "kg_create_entity", {"entity_type": "concept", "name": f"x{char}"}, ToolContext(ws.id))
    assert "error" in result and ws.stats() == before
    # Texts may hold them (kg escapes them when it prints); NUL is refused everywhere.
    if char != "\x00":
        assert ws.upsert_entity("concept", "a", description=f"d{char}e").description == f"d{char}e"


def test_whitespace_controls_in_names_still_collapse():
    from kgstore.validation import check_name

    assert check_name("a\tb\nc\x0bd\x1ce\x85f") == "a b c d e f"
