"""Times in: ISO-8601 strings become exact integer milliseconds, whatever their form and year; the
"this looks like seconds" check is for bare numbers only."""

from __future__ import annotations

import random
import subprocess
import sys
from datetime import datetime, timedelta, timezone

import pytest

import kgstore
from kgstore.agent.tools import ToolContext, call_tool
from kgstore.validation import MAX_TIME_MS, MIN_ISO_TIME_MS, check_time, format_iso8601, parse_iso8601


EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)
MOON_LANDING = "1969-07-20T20:17:40Z"
MOON_LANDING_MS = -14_182_940_000


def iso_forms(ms: int, rng: random.Random) -> list[str]:
    """The same instant written several ways: Z, an offset, naive (UTC), extra sub-millisecond
    digits (dropped, not rounded), lower-case z, basic format."""
    utc = EPOCH + timedelta(milliseconds=ms)  # timedelta arithmetic is exact
    date, clock = f"{utc.year:04d}-{utc.month:02d}-{utc.day:02d}", f"{utc.hour:02d}:{utc.minute:02d}:{utc.second:02d}"
    millis = f"{utc.microsecond // 1000:03d}"
    forms = [
        f"{date}T{clock}.{millis}Z",
        f"{date}T{clock}.{millis}",
        f"{date}T{clock}.{millis}{rng.randrange(1000):03d}z",
        f"{date.replace('-', '')}T{clock.replace(':', '')}.{millis}Z",
    ]
    offset = timedelta(minutes=rng.randrange(-14 * 60, 14 * 60 + 1))
    if 2 <= utc.year <= 9998:  # an offset must not push it out of the range
        local = utc.astimezone(timezone(offset))
        sign, minutes = ("-" if offset < timedelta(0) else "+"), abs(offset) // timedelta(minutes=1)
        forms.append(f"{local.year:04d}-{local.month:02d}-{local.day:02d}T{local.hour:02d}:{local.minute:02d}:"
                     f"{local.second:02d}.{millis}{sign}{minutes // 60:02d}:{minutes % 60:02d}")
    return forms


def test_random_iso_times_are_exact_milliseconds():
    rng = random.Random(20040220)
    checked = 0
    for _ in range(5000):
        ms = rng.randrange(MIN_ISO_TIME_MS, MAX_TIME_MS + 1)
        for text in iso_forms(ms, rng):
            assert parse_iso8601(text) == ms, text
            checked += 1
    # Around the epoch and now, where float error used to bite most often.
    for ms in [rng.randrange(-10**12, 2 * 10**12) for _ in range(5000)]:
        for text in iso_forms(ms, rng):
            assert parse_iso8601(text) == ms, text
    assert checked >= 20_000


def test_milliseconds_written_as_iso_read_back_to_the_same_millisecond():
    # The form the GUI hands its times on in: exact both ways, and never taken for seconds.
    rng = random.Random(19690720)
    for ms in [MIN_ISO_TIME_MS, -1, 0, 1, 10**11 - 1, MAX_TIME_MS,
               *(rng.randrange(MIN_ISO_TIME_MS, MAX_TIME_MS + 1) for _ in range(5000))]:
        text = format_iso8601(ms)
        assert parse_iso8601(text) == ms == check_time(text), text
    assert format_iso8601(MOON_LANDING_MS) == "1969-07-20T20:17:40.000Z"
    assert format_iso8601(MIN_ISO_TIME_MS) == "0001-01-01T00:00:00.000Z"


def test_the_reported_time_is_not_a_millisecond_early(ws):
    a, b = ws.upsert_entity("service", "a"), ws.upsert_entity("service", "b")
    edge = ws.create_edge(a.id, b.id, "uses", valid_from="2004-02-20T14:02:46.008Z")
    assert edge.valid_from == 1_077_285_766_008
    assert parse_iso8601("2004-02-20T14:02:46.0089Z") == 1_077_285_766_008  # dropped, never rounded up
    assert parse_iso8601("1969-12-31T23:59:59.9999Z") == -1  # before the epoch: still the earlier ms


def test_the_ends_of_the_range():
    assert parse_iso8601("0001-01-01T00:00:00Z") == MIN_ISO_TIME_MS
    assert parse_iso8601("9999-12-31T23:59:59.999Z") == MAX_TIME_MS
    with pytest.raises(kgstore.ValidationError, match="before the year 1"):
        parse_iso8601("0001-01-01T00:00:00+01:00")
    with pytest.raises(kgstore.ValidationError, match="beyond the year 9999"):
        parse_iso8601("9999-12-31T23:59:59-01:00")


def test_iso_dates_before_1973_are_accepted_in_the_api(ws, kg):
    a, b = ws.upsert_entity("project", "Apollo 11"), ws.upsert_entity("organization", "NASA")
    edge = ws.create_edge(a.id, b.id, "part_of", valid_from="1961-05-25", valid_to=MOON_LANDING)
    assert (edge.valid_from, edge.valid_to) == (parse_iso8601("1961-05-25"), MOON_LANDING_MS)
    assert [n.entity.id for n in ws.neighbors(a.id, as_of="1965-01-01")] == [b.id]
    assert ws.neighbors(a.id, as_of="1960-01-01T00:00:00+02:00") == []
    assert ws.get_edge(edge.id) == edge
    assert kg.check_integrity() == []


def test_a_deleted_pre_1973_relationship_can_be_put_back(ws):
    a, b = ws.upsert_entity("project", "Apollo 11"), ws.upsert_entity("organization", "NASA")
    ws.create_edge(a.id, b.id, "part_of", valid_from="1961-05-25", valid_to=MOON_LANDING)
    entity, edges = ws.get_entity(a.id), ws.edges_of(a.id, include_history=True)
    ws.delete_entity(a.id)
    result = ws.reinsert_deleted(entity, edges, [])
    assert result.skipped_edges == [] and ws.edges_of(a.id, include_history=True) == edges


@pytest.mark.parametrize("bare", [1_700_000_000, "1700000000", " 1700000000 ", 1_700_000_000.0])
def test_bare_numbers_that_look_like_seconds_are_still_refused(ws, bare):
    a, b = ws.upsert_entity("service", "a"), ws.upsert_entity("service", "b")
    with pytest.raises(kgstore.ValidationError, match="looks like seconds"):
        ws.create_edge(a.id, b.id, "uses", valid_from=bare)


def test_pre_1973_iso_times_through_the_tools(kg, ws):
    ctx = ToolContext("ws-1")
    a = call_tool(kg, "kg_create_entity", {"entity_type": "project", "name": "Apollo 11"}, ctx)["entity"]
    b = call_tool(kg, "kg_create_entity", {"entity_type": "organization", "name": "NASA"}, ctx)["entity"]
    made = call_tool(kg, "kg_create_edge", {"source_entity_id": a["id"], "target_entity_id": b["id"],
                                            "edge_type": "part_of", "valid_from": "1961-05-25"}, ctx)
    assert made["success"], made
    closed = call_tool(kg, "kg_invalidate_edge", {"edge_id": made["edge"]["id"], "valid_to": MOON_LANDING}, ctx)
    assert closed["edge"]["valid_to"] == MOON_LANDING_MS, closed
    then = call_tool(kg, "kg_get_neighbors", {"entity_id": a["id"], "as_of": "1965-01-01"}, ctx)
    assert then["as_of"] == parse_iso8601("1965-01-01") and then["count"] == 1, then
    sub = call_tool(kg, "kg_get_subgraph", {"entity_ids": [a["id"], b["id"]], "as_of": "1962-01-01"}, ctx)
    assert sub["edge_count"] == 1, sub
    seconds = call_tool(kg, "kg_get_neighbors", {"entity_id": a["id"], "as_of": 1_700_000_000}, ctx)
    assert "looks like seconds" in seconds["error"]


def test_pre_1973_iso_times_on_the_command_line(db_path):
    with kgstore.open(db_path) as kg:
        ws = kg.workspace("w")
        a, b = ws.upsert_entity("project", "Apollo 11"), ws.upsert_entity("organization", "NASA")
        ws.create_edge(a.id, b.id, "part_of", valid_from="1961-05-25", valid_to=MOON_LANDING)
    proc = subprocess.run([sys.executable, "-m", "kgstore.agent.cli", "--db", str(db_path), "--workspace", "w",
                           "neighbors", "Apollo 11", "--as-of", "1965-01-01"], capture_output=True, text=True,
                          timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert "NASA" in proc.stdout and "1961-05-25" in proc.stdout
