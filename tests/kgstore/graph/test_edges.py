"""Edges: temporal windows, the overlap rule, invalidation, and the as-of predicate."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import kgstore

DAY = 86_400_000
T0 = 1_767_225_600_000  # the FakeClock's start


@pytest.fixture
def pair(ws):
    return ws.upsert_entity("service", "frontend"), ws.upsert_entity("service", "backend")


def test_create_edge_defaults(ws, pair, clock):
    a, b = pair
    edge = ws.create_edge(a.id, b.id, "  Depends On ")
    assert edge.type == "depends_on"
    assert edge.valid_from == clock.now and edge.valid_to is None
    assert edge.source == "agent" and edge.confidence == 1.0
    assert ws.get_edge(edge.id) == edge


def test_same_open_relation_returns_existing_edge(ws, pair):
    a, b = pair
    first = ws.create_edge(a.id, b.id, "depends_on")
    assert ws.create_edge(a.id, b.id, "DEPENDS_ON").id == first.id
    # The reverse direction is another relation.
    assert ws.create_edge(b.id, a.id, "depends_on").id != first.id


def test_identical_interval_returns_existing_edge(ws, pair):
    a, b = pair
    e = ws.create_edge(a.id, b.id, "uses", valid_from=T0 - 10 * DAY, valid_to=T0 - 5 * DAY)
    assert ws.create_edge(a.id, b.id, "uses", valid_from=T0 - 10 * DAY, valid_to=T0 - 5 * DAY).id == e.id


def test_overlap_is_rejected_naming_the_edge(ws, pair):
    a, b = pair
    old = ws.create_edge(a.id, b.id, "uses", valid_from=T0 - 10 * DAY, valid_to=T0 - 5 * DAY)
    with pytest.raises(kgstore.ConflictError, match=old.id):
        ws.create_edge(a.id, b.id, "uses", valid_from=T0 - 7 * DAY, valid_to=T0 - 2 * DAY)
    # Touching windows do not overlap ([from, to) is half-open).
    later = ws.create_edge(a.id, b.id, "uses", valid_from=T0 - 5 * DAY)
    assert later.valid_to is None
    with pytest.raises(kgstore.ConflictError, match=later.id):
        ws.create_edge(a.id, b.id, "uses", valid_from=T0 - 1 * DAY, valid_to=T0 + DAY)
    assert len(ws.edges_of(a.id, include_history=True)) == 2


def test_a_window_that_ends_where_a_later_one_starts_does_not_overlap_it(ws, pair):
    # The other order of touching windows: the later window is there first, and an earlier one
    # is written back up to its start (a history entered by hand, newest first).
    a, b = pair
    current = ws.create_edge(a.id, b.id, "uses", valid_from=T0 - 5 * DAY)
    earlier = ws.create_edge(a.id, b.id, "uses", valid_from=T0 - 10 * DAY, valid_to=T0 - 5 * DAY)
    assert earlier.id != current.id
    with pytest.raises(kgstore.ConflictError, match=current.id):
        ws.create_edge(a.id, b.id, "uses", valid_from=T0 - 5 * DAY, valid_to=T0 - 5 * DAY + 1)
    assert len(ws.edges_of(a.id, include_history=True)) == 2


def test_history_is_kept_when_a_fact_is_closed_and_reopened(ws, pair, clock):
    a, b = pair
    first = ws.create_edge(a.id, b.id, "uses")
    clock.advance(DAY)
    closed = ws.invalidate_edge(first.id)
    assert closed.valid_to == clock.now
    clock.advance(DAY)
    second = ws.create_edge(a.id, b.id, "uses")
    assert second.id != first.id
    assert {e.id for e in ws.edges_of(a.id)} == {second.id}
    assert {e.id for e in ws.edges_of(a.id, include_history=True)} == {first.id, second.id}
    assert {e.id for e in ws.edges_of(a.id, as_of=T0 + DAY // 2)} == {first.id}
    assert ws.edges_of(a.id, as_of=T0 - 1) == []


def test_as_of_predicate_is_inclusive_from_exclusive_to(ws, pair):
    a, b = pair
    e = ws.create_edge(a.id, b.id, "uses", valid_from=T0 - 2 * DAY, valid_to=T0 - DAY)
    assert [x.id for x in ws.edges_of(a.id, as_of=T0 - 2 * DAY)] == [e.id]
    assert ws.edges_of(a.id, as_of=T0 - DAY) == []
    assert e.valid_at(T0 - 2 * DAY) and not e.valid_at(T0 - DAY)


def test_future_edges_are_not_current(ws, pair):
    a, b = pair
    ws.create_edge(a.id, b.id, "uses", valid_from=T0 + DAY)
    assert ws.edges_of(a.id) == []
    assert len(ws.edges_of(a.id, as_of=T0 + 2 * DAY)) == 1


def test_invalidate_rules(ws, pair, clock):
    a, b = pair
    e = ws.create_edge(a.id, b.id, "uses", valid_from=T0 - DAY)
    with pytest.raises(kgstore.ValidationError, match="after"):
        ws.invalidate_edge(e.id, valid_to=T0 - DAY)
    closed = ws.invalidate_edge(e.id, valid_to=T0 - 1000)
    assert closed.valid_to == T0 - 1000
    assert ws.invalidate_edge(e.id, valid_to=T0 - 1000) == closed  # repeat: same edge
    assert ws.invalidate_edge(e.id) == closed  # no time: already closed, returned as is
    with pytest.raises(kgstore.ConflictError, match="already closed"):
        ws.invalidate_edge(e.id, valid_to=T0)
    with pytest.raises(kgstore.NotFoundError):
        ws.invalidate_edge("missing")


def test_invalidate_in_the_same_millisecond_still_closes(ws, pair):
    a, b = pair
    e = ws.create_edge(a.id, b.id, "uses")
    closed = ws.invalidate_edge(e.id)
    assert closed.valid_to == closed.valid_from + 1  # the shortest window there is: one millisecond


def test_delete_edge(ws, pair):
    a, b = pair
    e = ws.create_edge(a.id, b.id, "uses")
    assert ws.delete_edge(e.id) is True
    assert ws.delete_edge(e.id) is False
    assert ws.get_edge(e.id) is None


@pytest.mark.parametrize(
    "kwargs,exc,message",
    [
        ({"valid_from": T0, "valid_to": T0}, kgstore.ValidationError, "after"),
        ({"valid_from": T0, "valid_to": T0 - 1}, kgstore.ValidationError, "after"),
        ({"valid_from": 1_700_000_000}, kgstore.ValidationError, "milliseconds"),
        ({"valid_from": "yesterday"}, kgstore.ValidationError, "ISO-8601"),
        ({"valid_from": True}, kgstore.ValidationError, "milliseconds"),
        ({"properties": "[]"}, kgstore.ValidationError, "JSON object"),
        ({"confidence": float("nan")}, kgstore.ValidationError, "finite"),
    ],
)
def test_bad_edge_input(ws, pair, kwargs, exc, message):
    a, b = pair
    before = ws.stats()
    with pytest.raises(exc, match=message):
        ws.create_edge(a.id, b.id, "uses", **kwargs)
    assert ws.stats() == before


def test_iso_times_are_accepted(ws, pair):
    a, b = pair
    e = ws.create_edge(a.id, b.id, "uses", valid_from="2025-06-01T00:00:00Z", valid_to="2025-07-01")
    assert e.valid_from == 1_748_736_000_000 and e.valid_to == 1_751_328_000_000


def test_self_loops_and_missing_or_foreign_endpoints(kg, ws, pair):
    a, b = pair
    other = kg.workspace("other").upsert_entity("service", "elsewhere")
    with pytest.raises(kgstore.ValidationError, match="self-loop"):
        ws.create_edge(a.id, a.id, "uses")
    with pytest.raises(kgstore.NotFoundError, match="target"):
        ws.create_edge(a.id, other.id, "uses")
    with pytest.raises(kgstore.NotFoundError, match="source"):
        ws.create_edge("nope", b.id, "uses")
    with pytest.raises(kgstore.ValidationError, match="edge type"):
        ws.create_edge(a.id, b.id, "   ")
    assert ws.stats().edges == 0


windows = st.tuples(st.integers(0, 50), st.one_of(st.none(), st.integers(1, 30)))


@settings(max_examples=150, deadline=None)
@given(st.lists(windows, min_size=1, max_size=8))
def test_stored_windows_of_one_relation_never_overlap(specs):
    """Property: whatever windows are attempted, the accepted ones are pairwise disjoint, and a
    window is rejected exactly when it overlaps an accepted one (identical ones are returned)."""
    with kgstore.open(":memory:", clock=lambda: T0 + 1000 * DAY) as kg:
        ws = kg.workspace("w")
        a, b = ws.upsert_entity("concept", "a"), ws.upsert_entity("concept", "b")
        accepted: list[tuple[int, float]] = []
        for start, length in specs:
            vf = T0 + start * DAY
            vt = None if length is None else vf + length * DAY
            end = float("inf") if vt is None else vt
            overlapping = [w for w in accepted if vf < w[1] and w[0] < end]
            identical = (vf, end) in accepted
            try:
                ws.create_edge(a.id, b.id, "uses", valid_from=vf, valid_to=vt)
                assert identical or not overlapping
                if not identical:
                    accepted.append((vf, end))
            except kgstore.ConflictError:
                assert overlapping and not identical
        stored = sorted((e.valid_from, e.valid_to or float("inf")) for e in ws.edges_of(a.id, include_history=True))
        assert stored == sorted(accepted)
        for i, x in enumerate(stored):
            for y in stored[i + 1:]:
                assert not (x[0] < y[1] and y[0] < x[1])


def test_reopen_edge_undoes_an_invalidation_unless_it_would_overlap(ws, pair, clock):
    a, b = pair
    e = ws.create_edge(a.id, b.id, "uses", valid_from=T0 - 5 * DAY)
    ws.invalidate_edge(e.id, valid_to=T0 - DAY)
    reopened = ws.reopen_edge(e.id)
    assert reopened.id == e.id and reopened.valid_to is None and reopened.created_at == e.created_at
    ws.invalidate_edge(e.id, valid_to=T0 - DAY)
    later = ws.create_edge(a.id, b.id, "uses", valid_from=T0)
    with pytest.raises(kgstore.ConflictError, match=later.id):
        ws.reopen_edge(e.id)
    assert ws.get_edge(e.id).valid_to == T0 - DAY


@pytest.mark.parametrize("bad_id", ["", "   ", "x" * 10_000, "nul\x00"])
def test_a_malformed_id_is_refused_as_bad_input_not_looked_up(ws, pair, bad_id):
    a, b = pair
    with pytest.raises(kgstore.ValidationError):  # not NotFoundError: nothing was looked up
        ws.create_edge(bad_id, b.id, "uses")
    with pytest.raises(kgstore.ValidationError):
        ws.create_edge(a.id, bad_id, "uses")
    with pytest.raises(kgstore.ValidationError):
        ws.invalidate_edge(bad_id)
    assert ws.stats().edges == 0


def test_an_agents_edge_with_a_secret_in_its_properties_is_refused_and_a_persons_kept(ws, pair):
    a, b = pair
    props = {"url": "redis://:hunter22x@cache:6379"}
    for source in ("agent", "auto"):
        with pytest.raises(kgstore.ValidationError, match="password inside a URL"):
            ws.create_edge(a.id, b.id, "uses", properties=props, source=source)
    assert ws.stats().edges == 0
    assert ws.create_edge(a.id, b.id, "uses", properties=props, source="manual").properties == props


def test_an_overlap_names_the_window_it_meets(ws, pair):
    a, b = pair
    closed = ws.create_edge(a.id, b.id, "uses", valid_from=T0 - 10 * DAY, valid_to=T0 - 5 * DAY)
    with pytest.raises(kgstore.ConflictError, match=rf"\(valid {T0 - 10 * DAY} \.\. {T0 - 5 * DAY}\)"):
        ws.create_edge(a.id, b.id, "uses", valid_from=T0 - 7 * DAY, valid_to=T0 - 6 * DAY)
    ws.invalidate_edge(closed.id, valid_to=T0 - 5 * DAY)
    ws.create_edge(a.id, b.id, "uses", valid_from=T0 - DAY)
    with pytest.raises(kgstore.ConflictError, match=rf"\(valid {T0 - DAY} \.\. now\)"):
        ws.create_edge(a.id, b.id, "uses", valid_from=T0, valid_to=T0 + DAY)


def test_reopening_an_open_edge_returns_it_as_it_is(ws, pair, db_path):
    """Even beside a row another program wrote over the same window (create_edge would refuse
    it): an edge that is open needs no reopening, so nothing can clash with it."""
    import sqlite3

    a, b = pair
    e = ws.create_edge(a.id, b.id, "uses", valid_from=T0 - 5 * DAY)
    c = sqlite3.connect(db_path)
    with c:
        c.execute("INSERT INTO kg_edges (id, workspace_id, source_entity_id, target_entity_id, edge_type,"
                  " properties, confidence, source, created_at, valid_from, valid_to)"
                  " VALUES ('theirs', ?, ?, ?, 'uses', '{}', 1.0, 'agent', ?, ?, ?)",
                  (ws.id, a.id, b.id, T0, T0 - 2 * DAY, T0 - DAY))
    c.close()
    assert ws.reopen_edge(e.id) == e


def test_a_reopening_refused_names_the_window_it_would_meet(ws, pair):
    a, b = pair
    e = ws.create_edge(a.id, b.id, "uses", valid_from=T0 - 5 * DAY, valid_to=T0 - DAY)
    later = ws.create_edge(a.id, b.id, "uses", valid_from=T0, valid_to=T0 + DAY)
    with pytest.raises(kgstore.ConflictError, match=rf"{later.id} \(valid {T0} \.\. {T0 + DAY}\)"):
        ws.reopen_edge(e.id)
    ws.delete_edge(later.id)
    latest = ws.create_edge(a.id, b.id, "uses", valid_from=T0 + DAY)
    with pytest.raises(kgstore.ConflictError, match=rf"{latest.id} \(valid {T0 + DAY} \.\. now\)"):
        ws.reopen_edge(e.id)


def test_delete_edge_refuses_a_malformed_id(ws):
    with pytest.raises(kgstore.ValidationError):  # not False: "no such edge"
        ws.delete_edge("")


def test_the_workspaces_edges_come_in_pages(ws, clock):
    ids = [ws.upsert_entity("service", f"s{i}").id for i in range(5)]
    made = [ws.create_edge(ids[i], ids[i + 1], "uses", valid_from=T0 - (10 - i) * DAY) for i in range(4)]
    in_order = [e.id for e in made]  # by valid_from
    assert [e.id for e in ws.edges()] == in_order
    assert [e.id for e in ws.edges(limit=2)] == in_order[:2]
    assert [e.id for e in ws.edges(offset=1)] == in_order[1:]
    assert [e.id for e in ws.edges(limit=2, offset=3)] == in_order[3:]
    assert ws.edges(limit=0) == []


def test_a_future_window_reopens_beside_one_that_ends_before_it_starts(ws, pair):
    a, b = pair
    future = ws.create_edge(a.id, b.id, "uses", valid_from=T0 + 5 * DAY, valid_to=T0 + 6 * DAY)
    ws.create_edge(a.id, b.id, "uses", valid_from=T0 + DAY, valid_to=T0 + 2 * DAY)
    assert ws.reopen_edge(future.id).valid_to is None


def test_edges_of_an_entity_come_oldest_first_in_both_directions(ws, pair):
    a, b = pair
    c = ws.upsert_entity("service", "cache")
    outgoing = ws.create_edge(a.id, b.id, "uses", valid_from=T0 - DAY)
    incoming = ws.create_edge(c.id, a.id, "uses", valid_from=T0 - 3 * DAY)
    newest = ws.create_edge(a.id, c.id, "depends_on", valid_from=T0 - 2 * DAY)
    assert [e.id for e in ws.edges_of(a.id)] == [incoming.id, newest.id, outgoing.id]


def test_edges_of_a_missing_entity_is_an_error_not_an_empty_list(kg, ws, pair):
    with pytest.raises(kgstore.NotFoundError):
        ws.edges_of("missing")
    with pytest.raises(kgstore.NotFoundError):
        kg.workspace("other").edges_of(pair[0].id)


def test_a_write_the_file_refuses_raises_and_adds_nothing(ws, pair, monkeypatch):
    """An insert that breaks a constraint with both endpoints present (here: an id already
    taken) is an error, never an edge returned as if stored."""
    import sqlite3
    import uuid

    from kgstore.graph import edges

    a, b = pair
    first = ws.create_edge(a.id, b.id, "uses")
    monkeypatch.setattr(edges.uuid, "uuid4", lambda: uuid.UUID(first.id))
    with pytest.raises((sqlite3.IntegrityError, kgstore.KGError)):
        ws.create_edge(b.id, a.id, "uses")
    monkeypatch.undo()
    assert [e.id for e in ws.edges()] == [first.id]
