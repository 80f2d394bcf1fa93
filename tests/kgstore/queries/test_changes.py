"""What changed between two times (Workspace.changes_between): the span is (start, end], as the
as-of views are; each kind lists its records in time order; other workspaces and other spans stay
out; bad times are refused; a large workspace answers from a few queries."""

from __future__ import annotations

import pytest

import kgstore
from kgstore import ChangeSet, KGError
from work_counted import python_lines, sql_steps

DAY = 86_400_000


@pytest.fixture
def story(kg, clock):
    """Day 0: Alice and Acme, Alice works_at Acme. Day 10: Bob, an observation on Alice, Bob
    knows Alice. Day 20: Alice leaves Acme (closed), an observation on Acme. Returns (ws, day0)."""
    ws = kg.workspace("w")
    day0 = clock.now
    alice = ws.upsert_entity("person", "Alice")
    acme = ws.upsert_entity("organization", "Acme")
    works = ws.create_edge(alice.id, acme.id, "works_at")
    clock.now = day0 + 10 * DAY
    bob = ws.upsert_entity("person", "Bob")
    ws.add_observation(alice.id, "prefers mornings")
    ws.create_edge(bob.id, alice.id, "knows")
    clock.now = day0 + 20 * DAY
    ws.invalidate_edge(works.id)
    ws.add_observation(acme.id, "moved offices")
    clock.now = day0 + 30 * DAY
    other = kg.workspace("other")  # never counted
    x = other.upsert_entity("person", "Xavier")
    other.add_observation(x.id, "elsewhere")
    return ws, day0


def names(changes: ChangeSet, edges):
    return [(changes.entities[g.source_id].name, g.type, changes.entities[g.target_id].name) for g in edges]


def test_lists_each_kind_of_change_in_the_span_with_its_time(story):
    ws, day0 = story
    changes = ws.changes_between(day0 + 5 * DAY, day0 + 25 * DAY)
    assert [e.name for e in changes.entities_created] == ["Bob"]
    assert names(changes, changes.edges_opened) == [("Bob", "knows", "Alice")]
    assert names(changes, changes.edges_closed) == [("Alice", "works_at", "Acme")]
    assert changes.edges_closed[0].valid_to == day0 + 20 * DAY
    assert [(o.content, o.created_at) for o in changes.observations_added] == [
        ("prefers mornings", day0 + 10 * DAY), ("moved offices", day0 + 20 * DAY)]
    assert changes.totals == {"edges_opened": 1, "edges_closed": 1, "entities_created": 1,
                              "observations_added": 2}
    assert changes.count == 5 and not changes.truncated
    assert (changes.start, changes.end) == (day0 + 5 * DAY, day0 + 25 * DAY)


def test_the_span_is_after_start_up_to_and_including_end(story):
    ws, day0 = story
    # What happened at day 10 is part of the graph as of day 10: not a change after it ...
    after = ws.changes_between(day0 + 10 * DAY, day0 + 20 * DAY)
    assert after.entities_created == [] and after.edges_opened == []
    assert names(after, after.edges_closed) == [("Alice", "works_at", "Acme")]
    # ... but a change up to day 10.
    upto = ws.changes_between(day0, day0 + 10 * DAY)
    assert [e.name for e in upto.entities_created] == ["Bob"]
    assert ws.changes_between(day0 + DAY, day0 + DAY).count == 0


def test_the_changes_turn_one_as_of_graph_into_the_other(story):
    ws, day0 = story
    t1, t2 = day0 + 5 * DAY, day0 + 25 * DAY
    before = {g.id for g in ws.edges(as_of=t1)}
    after = {g.id for g in ws.edges(as_of=t2)}
    changes = ws.changes_between(t1, t2)
    assert {g.id for g in changes.edges_opened} - {g.id for g in changes.edges_closed} == after - before
    assert {g.id for g in changes.edges_closed} == before - after


def test_end_defaults_to_now_and_iso_times_are_read(story, clock):
    ws, day0 = story
    changes = ws.changes_between("2026-01-15T00:00:00Z")
    assert changes.end == clock.now
    assert changes.start == day0 + 14 * DAY
    assert [o.content for o in changes.observations_added] == ["moved offices"]
    assert changes.observations_added[0].entity_id in changes.entities  # its entity is named


def test_other_workspaces_are_not_listed(story):
    ws, day0 = story
    changes = ws.changes_between(day0 - DAY, day0 + 40 * DAY)
    assert "Xavier" not in {e.name for e in changes.entities_created}
    assert "elsewhere" not in {o.content for o in changes.observations_added}
    assert changes.totals["entities_created"] == 3


def test_the_limit_keeps_the_earliest_and_totals_count_all(kg, clock):
    ws = kg.workspace("w")
    start = clock.now
    for i in range(7):
        clock.advance(1000)
        ws.upsert_entity("concept", f"c{i}")
    changes = ws.changes_between(start, clock.now, limit=3)
    assert [e.name for e in changes.entities_created] == ["c0", "c1", "c2"]
    assert changes.totals["entities_created"] == 7 and changes.truncated


@pytest.mark.parametrize("start, end, message", [
    (1_767_225_600_000 + DAY, 1_767_225_600_000, "before start"),
    ("yesterday", None, "not a valid time"),
    (1_767_225_600, None, "looks like seconds"),
    (None, None, "start is required"),
    (True, None, "milliseconds or ISO-8601"),
])
def test_bad_times_are_refused_with_a_clear_message(ws, start, end, message):
    with pytest.raises(KGError, match=message):
        ws.changes_between(start, end)


@pytest.mark.parametrize("limit", [0, -1, 10_001, 2.5, True])
def test_bad_limits_are_refused(ws, limit):
    with pytest.raises(KGError, match="limit"):
        ws.changes_between(1_767_225_600_000, limit=limit)


def test_text_times_another_program_wrote_are_left_out(kg, clock):
    ws = kg.workspace("w")
    start = clock.now
    ws.upsert_entity("concept", "proper")
    odd = ws.upsert_entity("concept", "odd")
    with kg._db.write() as conn:
        conn.execute("UPDATE kg_entities SET created_at = 'soon' WHERE id = ?", (odd.id,))
    clock.advance(1000)
    changes = ws.changes_between(start - 1, clock.now)
    assert [e.name for e in changes.entities_created] == ["proper"]


def test_a_large_workspace_answers_one_page_with_work_per_row_not_per_pair(tmp_path, clock):
    kg = kgstore.open(tmp_path / "big.db", clock=clock)
    try:
        ws = kg.workspace("w")
        start = clock.now
        with kg.transaction():
            ids = []
            for i in range(3000):
                clock.advance(1000)
                ids.append(ws.upsert_entity("concept", f"thing {i}").id)
            for i in range(3000):
                ws.create_edge(ids[i], ids[(i * 7 + 1) % 3000], "relates_to", valid_from=start + i * 1000)
        # The work, not the time (that is the benchmarks'): SQLite's stays within a bounded
        # number of instructions per row of the file (about 50 here), and records are built for
        # the page asked for (100 of each kind, some 30 lines of Python each), not for the 2,000
        # rows of the window the totals count.
        rows = 3000 + 3000
        with sql_steps(kg._db.conn, limit=100 * rows) as sql, python_lines("kgstore") as python:
            changes = ws.changes_between(start + 1_000_000, start + 2_000_000, limit=100)
        assert changes.totals["entities_created"] == 1000 and len(changes.entities_created) == 100
        assert changes.totals["edges_opened"] == 1000 and len(changes.edges_opened) == 100
        assert sql.steps <= 100 * rows, sql.steps
        assert python.lines <= 100 * (2 * 100), python.lines
    finally:
        kg.close()
