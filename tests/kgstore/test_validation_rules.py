"""Validation rules a mutation run of kgstore/validation.py (a fresh sample, seed 2027) showed
untested."""

from __future__ import annotations

import unicodedata

import pytest

import kgstore

from kgstore import validation as v

SELECTORS = [*range(0x180B, 0x180E), 0x180F, *range(0xFE00, 0xFE10), *range(0xE0100, 0xE01F0)]


def test_exactly_the_format_characters_and_variation_selectors_are_invisible():
    """Every code point of planes 0, 1 and 14 (where every format character is): removed when
    the running Python's Unicode data files it as a format character (Cf) or it is a variation
    selector, kept otherwise (unassigned code points between format characters included)."""
    codes = [*range(0x20000), *range(0xE0000, 0xE1000)]
    invisible = set(SELECTORS) | {c for c in codes if unicodedata.category(chr(c)) == "Cf"}
    text = "".join(chr(c) for c in codes)
    assert v.remove_invisible(text) == "".join(chr(c) for c in codes if c not in invisible)
    # The gap inside U+2060-U+206F is a code point of its own, not a format character.
    assert unicodedata.category("\u2065") == "Cn"
    assert v.remove_invisible("a\u2064\u2065\u2066b") == "a\u2065b"


def test_a_description_that_is_not_text_is_refused(ws):
    for bad in (123, ["text"], b"bytes"):
        with pytest.raises(kgstore.ValidationError, match="description must be a string"):
            v.check_description(bad)
    with pytest.raises(kgstore.ValidationError, match="description must be a string"):
        ws.upsert_entity("concept", "holder", description=42)
    assert ws.find_entity("concept", "holder") is None


def test_a_type_name_that_is_not_text_is_refused_even_when_it_cannot_be_a_dict_key(ws):
    for bad in (["concept"], {"a": 1}, 7, None):
        with pytest.raises(kgstore.ValidationError, match="entity type must be a string"):
            v.normalize_type_name(bad, "entity type")


def test_the_memo_of_type_name_spellings_stays_bounded():
    """Type names are remembered by spelling; thousands of distinct spellings (a client that
    sends a new one each time) never grow the memo past its bound of 4,096 and one."""
    for i in range(5000):
        assert v.normalize_type_name(f"Kind {i}") == f"kind_{i}"
    assert len(v._TYPE_NAMES) <= 4097
    assert v.normalize_type_name("Kind 1") == "kind_1"  # and it still answers


def test_nested_too_deeply_answers_with_a_bool():
    """Its answer is a bool either way (tools.py and the property checks use it; a caller may
    store or compare it)."""
    assert v.nested_too_deeply({"a": [1, {"b": 2}]}) is False
    assert v.nested_too_deeply("not a container") is False
    deep: object = 1
    for _ in range(40):
        deep = [deep]
    assert v.nested_too_deeply(deep) is True


def test_names_in_messages_are_cut_at_40_characters():
    """shown_names keeps a name of 40 characters whole and cuts a longer one (or a long value
    that is not text) to 40: 37 of its characters and "..."."""
    assert v.shown_names(["n" * 40]) == "n" * 40
    assert v.shown_names(["m" * 41]) == "m" * 37 + "..."
    big = 10**49  # its repr has 50 digits
    assert v.shown_names([big]) == str(big)[:37] + "..."
    assert v.shown_names([10**39]) == str(10**39)  # 40 digits: whole


def test_a_task_id_must_be_non_empty_text_without_nul(ws):
    holder = ws.upsert_entity("concept", "holder")
    for bad in (5, "", "   ", ["t-1"]):
        with pytest.raises(kgstore.ValidationError, match="task id must be a non-empty string"):
            v.check_task_id(bad)
        with pytest.raises(kgstore.ValidationError, match="task id must be a non-empty string"):
            ws.add_observation(holder.id, "a note", task_id=bad)
    with pytest.raises(kgstore.ValidationError, match="NUL"):
        ws.add_observation(holder.id, "a note", task_id="t\x001")
    assert ws.observations(holder.id) == []
    assert v.check_task_id(None) is None and v.check_task_id("t-1") == "t-1"


def test_a_blank_time_is_refused_as_missing_not_as_a_bad_time():
    for blank in ("", "   "):
        with pytest.raises(kgstore.ValidationError, match=r"^valid_from must be milliseconds or ISO-8601$"):
            v.check_time(blank, "valid_from")


def test_a_time_before_the_year_1_is_quoted_to_60_characters():
    # Midnight of 1 January of the year 1 at UTC+1 is still the year 0 in UTC.
    text = "0001-01-01T00:00:00." + "0" * 50 + "+01:00"
    with pytest.raises(kgstore.ValidationError, match="before the year 1") as caught:
        v.check_time(text, "valid_from")
    assert repr(text[:60]) in str(caught.value) and text[:61] not in str(caught.value)


@pytest.mark.parametrize("bad", ["web/app", "-lead", "a+b", "dépôt!"])
def test_a_type_name_with_other_characters_is_refused(ws, bad):
    with pytest.raises(kgstore.ValidationError, match="may only contain letters, digits"):
        v.normalize_type_name(bad, "entity type")
    with pytest.raises(kgstore.ValidationError, match="may only contain letters, digits"):
        ws.upsert_entity(bad, "holder")
    assert v.normalize_type_name("Web-App.v2", "entity type") == "web-app.v2"


def test_properties_holding_a_lone_surrogate_are_refused_as_invalid_unicode(ws):
    for bad in ({"k": "\ud800"}, {"\udfff": 1}):
        with pytest.raises(kgstore.ValidationError, match="lone surrogates"):
            v.check_properties(bad)
    with pytest.raises(kgstore.ValidationError, match="lone surrogates"):
        ws.upsert_entity("concept", "holder", properties={"k": "\ud800"})


def test_stored_properties_with_nested_values_are_fresh_on_every_read():
    """read_properties returns a fresh object every call: changing a nested list of one result
    does not change what the next read of the same text returns (only flat sets are memoised,
    as a shallow copy of them shares nothing mutable)."""
    text = '{"tags": ["a"], "owner": {"name": "x"}}'
    first = v.read_properties(text)
    first["tags"].append("b")
    first["owner"]["name"] = "y"
    assert v.read_properties(text) == {"tags": ["a"], "owner": {"name": "x"}}
    flat = '{"k": 1}'
    one = v.read_properties(flat)
    one["k"] = 2
    assert v.read_properties(flat) == {"k": 1}


def test_is_valid_id_answers_with_a_bool():
    assert v.is_valid_id("entity-1") is True
    for bad in ("", "   ", 5, None, "x" * 201, "a\x00b"):
        assert v.is_valid_id(bad) is False


class _HostileRepr:
    def __repr__(self):
        raise RuntimeError("no repr for you")


def test_a_value_whose_repr_fails_is_named_by_its_type_in_messages():
    assert v.shown(_HostileRepr()) == "a _HostileRepr"
    with pytest.raises(kgstore.ValidationError, match="got a _HostileRepr$"):
        v.check_source(_HostileRepr())


def test_a_workspace_id_must_be_non_empty_text(kg):
    for bad in ("", "   ", "\n", 5, None, ["ws"]):
        with pytest.raises(kgstore.ValidationError, match="workspace id must be a non-empty string"):
            v.check_workspace_id(bad)
    with pytest.raises(kgstore.ValidationError, match="workspace id must be a non-empty string"):
        kg.workspace("   ")
    assert v.check_workspace_id(" demo\n") == "demo"


def test_a_bool_is_never_a_time():
    for stored in (False, True):
        for flag in (True, False):
            with pytest.raises(kgstore.ValidationError, match=r"^valid_from must be milliseconds or ISO-8601$"):
                v.check_time(flag, "valid_from", stored=stored)


def test_a_time_beyond_the_year_9999_is_quoted_to_60_characters():
    # The last second of the year 9999 at UTC-1 is already the year 10000 in UTC.
    text = "9999-12-31T23:59:59." + "0" * 50 + "-01:00"
    with pytest.raises(kgstore.ValidationError, match="beyond the year 9999") as caught:
        v.check_time(text, "valid_from")
    assert repr(text[:60]) in str(caught.value) and text[:61] not in str(caught.value)


def test_a_fingerprint_holding_a_nul_is_refused(ws):
    holder = ws.upsert_entity("concept", "holder")
    with pytest.raises(kgstore.ValidationError, match="NUL"):
        v.check_fingerprint("fp\x00x")
    with pytest.raises(kgstore.ValidationError, match="NUL"):
        ws.add_observation(holder.id, "a note", fingerprint="fp\x00x")
    assert ws.observations(holder.id) == []
