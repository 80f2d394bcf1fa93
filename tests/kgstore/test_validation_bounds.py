"""The documented limits (README "Limits", DESIGN.md) at their exact boundaries, as literal
numbers: a test that read the limit from the module would follow it wherever it moved. Also the
refusal branches that nothing else reaches, and the stored formats pinned by golden values."""

from __future__ import annotations

import hashlib
import json
import math

import pytest

import kgstore
from kgstore import validation as v


def nested(levels: int) -> dict:
    """A properties object with `levels` levels of objects and arrays ({"a": [1]} has two)."""
    value: object = 1
    for i in range(levels - 1):
        value = [value] if i % 2 else {"k": value}
    return {"top": value}


def test_ids_of_200_characters_are_accepted_and_201_refused(kg, ws):
    assert ws.get_entity("e" * 200) is None
    with pytest.raises(kgstore.ValidationError, match="entity id is too long"):
        ws.neighbors("e" * 201)
    assert kg.workspace(" " + "w" * 200 + "\n").id == "w" * 200  # trimmed first
    with pytest.raises(kgstore.ValidationError, match="the limit is 200 characters"):
        kg.workspace("w" * 201)
    assert ws.upsert_entity("concept", "t", task_id="t" * 200).task_id == "t" * 200
    with pytest.raises(kgstore.ValidationError, match="task id is too long"):
        ws.upsert_entity("concept", "t2", task_id="t" * 201)


def test_an_id_that_is_blank_or_not_text_is_refused(ws):
    for bad in ("", "   ", None, 7, b"id"):
        with pytest.raises(kgstore.ValidationError, match="must be a non-empty string"):
            v.check_id(bad, "entity id")
    with pytest.raises(kgstore.ValidationError, match="NUL"):
        v.check_id("a\x00b")
    assert v.is_valid_id("x" * 200) and not v.is_valid_id("x" * 201) and not v.is_valid_id("")
    assert v.check_id(" id-1 ") == " id-1 "  # returned as given (ids are not trimmed)


def test_a_fingerprint_of_300_characters_is_accepted_and_301_refused(ws):
    e = ws.upsert_entity("concept", "fp")
    assert ws.add_observation(e.id, "one", fingerprint="f" * 300).fingerprint == "f" * 300
    with pytest.raises(kgstore.ValidationError, match="fingerprint is too long"):
        ws.add_observation(e.id, "two", fingerprint="f" * 301)
    for bad in ("", "  ", 5):
        with pytest.raises(kgstore.ValidationError, match="fingerprint must be a non-empty string"):
            v.check_fingerprint(bad)
    assert v.check_fingerprint(None) is None
    assert len(ws.observations(e.id)) == 1


def test_text_limits_at_their_documented_sizes(ws):
    assert len(v.check_name("n" * 500)) == 500
    with pytest.raises(kgstore.ValidationError, match="the limit is 500"):
        v.check_name("n" * 501)
    assert len(v.check_description("d" * 10_000)) == 10_000
    with pytest.raises(kgstore.ValidationError, match="the limit is 10000"):
        v.check_description("d" * 10_001)
    assert len(v.check_content("o" * 20_000)) == 20_000
    with pytest.raises(kgstore.ValidationError, match="the limit is 20000"):
        v.check_content("o" * 20_001)
    assert v.normalize_type_name("t" * 64) == "t" * 64
    with pytest.raises(kgstore.ValidationError, match="the limit is 64 characters"):
        v.normalize_type_name("t" * 65)


def test_observation_content_must_be_text(ws):
    e = ws.upsert_entity("concept", "c")
    for bad in (None, 5, ["text"], b"text"):
        with pytest.raises(kgstore.ValidationError, match="observation content must be a string"):
            ws.add_observation(e.id, bad)
    with pytest.raises(kgstore.ValidationError, match="must not be empty"):
        ws.add_observation(e.id, "   ")
    assert ws.observations(e.id) == []


def test_properties_of_65536_bytes_and_32_levels_are_the_limits(ws):
    exact = {"k": "x" * (65_536 - len('{"k":""}'))}
    assert len(v.encode_properties(exact).encode()) == 65_536
    assert ws.upsert_entity("concept", "p", properties=exact).properties == exact
    with pytest.raises(kgstore.ValidationError, match="the limit is 65536 bytes"):
        ws.upsert_entity("concept", "p2", properties={"k": exact["k"] + "x"})
    # Bytes, not characters: "é" is two.
    with pytest.raises(kgstore.ValidationError, match="too large"):
        v.encode_properties({"k": "é" * (65_536 // 2)})
    assert v.check_properties(nested(32)) == nested(32)
    with pytest.raises(kgstore.ValidationError, match="the limit is 32 levels"):
        v.check_properties(nested(33))
    assert not v.nested_too_deeply(nested(32)) and v.nested_too_deeply(nested(33))
    assert not v.nested_too_deeply([[1]], limit=2) and v.nested_too_deeply([[[1]]], limit=2)
    assert v.nested_too_deeply(({"a": ()},), limit=2)  # tuples count as arrays


def test_stored_properties_deeper_than_32_levels_read_as_unreadable():
    assert v.read_properties(json.dumps(nested(32))) == nested(32)
    assert v.read_properties(json.dumps(nested(33))) is None
    # Many brackets but shallow: read (the walk only runs when the brackets could be too deep).
    wide = {f"k{i}": [i] for i in range(40)}
    assert v.read_properties(json.dumps(wide)) == wide
    assert v.read_properties(b'{"a": 1}') == {"a": 1}
    assert v.read_properties(b"\xff") is None and v.read_properties(5) is None
    assert v.read_properties("[1]") is None and v.read_properties("{") is None
    assert v.read_properties("") == {} and v.read_properties("{}") == {}
    first = v.read_properties('{"a": 1}')
    first["a"] = 2  # a fresh dict every call, even from the cache
    assert v.read_properties('{"a": 1}') == {"a": 1}


def test_times_at_the_seconds_bound_and_the_year_9999(ws):
    assert v.check_time(10**11) == 10**11
    with pytest.raises(kgstore.ValidationError, match="looks like seconds"):
        v.check_time(10**11 - 1)
    assert v.check_time(253_402_300_799_999) == 253_402_300_799_999  # 9999-12-31T23:59:59.999Z
    with pytest.raises(kgstore.ValidationError, match="beyond the year 9999"):
        v.check_time(253_402_300_800_000)
    assert v.check_time("9999-12-31T23:59:59.999Z") == 253_402_300_799_999
    with pytest.raises(kgstore.ValidationError, match="beyond the year 9999"):
        v.check_time("9999-12-31T23:59:59.999-00:01")
    assert v.check_time("0001-01-01T00:00:00Z") == -62_135_596_800_000
    with pytest.raises(kgstore.ValidationError, match="before the year 1"):
        v.check_time("0001-01-01T00:00:00+00:01")
    # A stored time may be older than 1973, back to the year 1; never older.
    assert v.check_time(-62_135_596_800_000, stored=True) == -62_135_596_800_000
    assert v.check_time(5, stored=True) == 5
    with pytest.raises(kgstore.ValidationError, match="before the year 1"):
        v.check_time(-62_135_596_800_001, stored=True)
    # Through the API: an edge starting at the boundary is stored as given.
    a, b = ws.upsert_entity("concept", "a"), ws.upsert_entity("concept", "b")
    assert ws.create_edge(a.id, b.id, "uses", valid_from=10**11).valid_from == 10**11


def test_times_in_other_shapes(ws):
    assert v.check_time(1_767_225_600_000.0) == 1_767_225_600_000
    for bad in (1.5e12 + 0.5, math.inf, math.nan):
        with pytest.raises(kgstore.ValidationError, match="whole milliseconds"):
            v.check_time(bad)
    for bad in (True, [1], "  "):
        with pytest.raises(kgstore.ValidationError, match="milliseconds or ISO-8601"):
            v.check_time(bad)
    assert v.check_time(" 1767225600000 ") == 1_767_225_600_000  # digits alone: a bare number
    with pytest.raises(kgstore.ValidationError, match="looks like seconds"):
        v.check_time("1767225600")
    iso = v.check_time("1970-01-01T00:00:00.0019Z")
    assert iso == 1 and isinstance(iso, v.IsoMilliseconds)  # cut, never rounded up
    assert v.check_time(iso) == 1  # handed on: not refused as seconds
    assert v.check_time("2026-01-01T00:00:00") == 1_767_225_600_000  # naive is UTC


def test_limits_counts_and_confidence(ws):
    assert v.check_limit(None, default=10, low=1, high=50) == 10
    assert v.check_limit(0, default=10, low=1, high=50) == 1
    assert v.check_limit(51, default=10, low=1, high=50) == 50
    for bad in (True, 2.0, "3"):
        with pytest.raises(kgstore.ValidationError, match="limit must be an integer"):
            v.check_limit(bad, default=10, low=1, high=50)
    assert v.check_count(0, "offset") == 0 and v.check_count(2**70, "offset") == 2**63 - 1
    for bad in (-1, True, 1.0):
        with pytest.raises(kgstore.ValidationError, match="non-negative integer"):
            v.check_count(bad, "offset")
    assert v.check_confidence(1.5) == 1.0 and v.check_confidence(-0.5) == 0.0
    assert v.check_confidence(1) == 1.0 and v.check_confidence(None) is None
    for bad in (True, "0.5"):
        with pytest.raises(kgstore.ValidationError, match="between 0 and 1"):
            v.check_confidence(bad)
    with pytest.raises(kgstore.ValidationError, match="finite"):
        v.check_confidence(math.nan)
    assert v.as_number(3) == 3.0 and v.as_number(math.inf) is None and v.as_number("1") is None


def test_source_precedence_manual_over_agent_over_auto(ws):
    assert [v.precedence(s) for s in ("auto", "agent", "manual", None, "other")] == [1, 2, 3, 1, 1]
    kept = ws.upsert_entity("concept", "c", description="by hand", source="manual")
    assert ws.upsert_entity("concept", "c", description="by agent", source="agent").description == "by hand"
    assert kept.source == "manual"
    with pytest.raises(kgstore.ValidationError, match="source must be one of manual, agent, auto"):
        v.check_source("robot")


def test_golden_fingerprint_and_normalized_name():
    """Stored formats: changing either breaks de-duplication and identity against every file
    already written, so they are pinned to literal values."""
    assert v.text_fingerprint("Hello   World ") == "text:b94d27b9934d3e08a52e52d7da7dabfa"
    assert v.text_hash("hello world") == hashlib.sha256(b"hello world").hexdigest()[:32]
    assert v.text_fingerprint("ignored", "abc") == "text:abc"
    assert v.normalize_name("  Straße\u200b  GO ") == "strasse go"
    assert v.normalize_name("İstanbul") == v.normalize_name("ISTANBUL") == "istanbul"
    assert v.normalize_name("Go  Lang") == "go lang"


def test_messages_never_echo_a_long_value():
    assert v.shown("x" * 58) == repr("x" * 58)  # 60 characters: whole
    cut = v.shown("x" * 59)
    assert len(cut) == 60 and cut.endswith("...")
    assert v.shown([1, 2]) == "a list"
    listed = v.shown_names(["b" * 41, "a" * 40, "c", "d", "e", "f", "g"])
    assert listed == f"{'a' * 40}, {'b' * 37}..., c, d, e and 2 more"
    assert v.shown_names(["a", "b", "c", "d", "e"]) == "a, b, c, d, e"


def test_lists_of_strings_and_entity_ids():
    assert v.check_str_list("one", "types") == ["one"]
    with pytest.raises(kgstore.ValidationError, match="not a single string"):
        v.check_str_list("one", "ids", allow_single=False)
    for bad in (None, b"x", {"a": 1}, 5):
        with pytest.raises(kgstore.ValidationError, match="must be a list of strings"):
            v.check_str_list(bad, "types")
    with pytest.raises(kgstore.ValidationError, match="only strings"):
        v.check_str_list(["a", 1], "types")
    assert v.check_entity_ids(["b", "a", "b"]) == ["b", "a"]
    with pytest.raises(kgstore.ValidationError, match="entity id is too long"):
        v.check_entity_ids(["x" * 201])


def test_errors_say_where_a_control_character_is_and_cut_a_bad_time_short():
    with pytest.raises(kgstore.ValidationError, match=r"U\+0007 at character 3\)"):
        v.check_name("ab\x07c")
    with pytest.raises(kgstore.ValidationError, match=r"U\+001B at character 1\)"):
        v.check_workspace_id("\x1bws")
    with pytest.raises(kgstore.ValidationError) as err:
        v.check_time("x" * 59 + "yz")
    assert repr("x" * 59 + "y") in str(err.value) and "yz" not in str(err.value)


def test_every_invisible_format_character_is_removed():
    invisible = "\u00ad\u200b\u200c\u200d\u200e\u2060\u2064\ufeff\U000e0041\ufe0f\U000e0100"
    assert v.remove_invisible(f"Re{invisible}act") == "React"
    assert v.remove_invisible("naïve café") == "naïve café"  # letters stay
    assert v.normalize_name("Re\u2062act\u2063") == "react"
