"""The change histogram behind the explorer's time slider: counts per bin match the data, the
workspace's span is found, bad input is refused, and a large file answers quickly."""

from __future__ import annotations

import random

import pytest

import kgstore
from work_counted import python_lines, sql_steps

DAY = 86_400_000
HOUR = 3_600_000


def expected_bins(times, start, end, bins):
    """Reference binning in Python: bin i covers [start + i*w, start + (i+1)*w), end in the last."""
    out = [0] * bins
    span = max(end - start, 1)
    for t in times:
        if t is not None and start <= t <= end:
            out[min(bins - 1, (t - start) * bins // span)] += 1
    return tuple(out)


def seed_changes(ws, clock, rng, count=60):
    """Entities, relationships (some closed) and observations at scattered moments; returns
    the moments of each kind as written."""
    made = {"entities_created": [], "edges_started": [], "edges_ended": [], "observations": []}
    start = clock.now
    ids = []
    for i in range(count):
        clock.now = start + rng.randrange(90 * DAY)
        entity = ws.upsert_entity("concept", f"thing {i}")
        ids.append(entity.id)
        made["entities_created"].append(entity.created_at)
    for i in range(count):
        valid_from = start + rng.randrange(90 * DAY)
        valid_to = valid_from + rng.randrange(1, 30 * DAY) if i % 3 == 0 else None
        edge = ws.create_edge(ids[i], ids[(i * 7 + 1) % count], "relates_to", valid_from=valid_from,
                              valid_to=valid_to)
        made["edges_started"].append(edge.valid_from)
        made["edges_ended"].append(edge.valid_to)
    for i in range(count // 2):
        clock.now = start + rng.randrange(90 * DAY)
        obs = ws.add_observation(ids[rng.randrange(count)], f"note {i}")
        made["observations"].append(obs.created_at)
    clock.now = start + 100 * DAY
    return made


def test_counts_per_bin_match_what_was_written(kg, clock):
    ws = kg.workspace("w")
    made = seed_changes(ws, clock, random.Random(7))
    kg.workspace("other").upsert_entity("concept", "elsewhere")  # another workspace: not counted
    hist = ws.change_histogram(37)
    known = [t for times in made.values() for t in times if t is not None]
    assert hist.start == min(known) and hist.end == clock.now
    for kind, times in made.items():
        assert getattr(hist, kind) == expected_bins(times, hist.start, hist.end, 37), kind
    assert sum(hist.totals()) == len(known)
    assert hist.bins == 37 and hist.width == pytest.approx((hist.end - hist.start) / 37)


def test_a_given_span_counts_only_what_falls_inside_and_end_goes_in_the_last_bin(kg, clock):
    ws = kg.workspace("w")
    a = ws.upsert_entity("concept", "a")
    b = ws.upsert_entity("concept", "b")
    t0 = clock.now
    ws.create_edge(a.id, b.id, "uses", valid_from=t0 - DAY)  # before the span
    ws.create_edge(b.id, a.id, "uses", valid_from=t0 + 10 * HOUR, valid_to=t0 + 20 * HOUR)
    hist = ws.change_histogram(4, start=t0, end=t0 + 20 * HOUR)
    assert hist.edges_started == (0, 0, 1, 0)  # 10 h of 20 h: the third of four bins
    assert hist.edges_ended == (0, 0, 0, 1)  # exactly at the end: the last bin
    assert hist.entities_created == (2, 0, 0, 0)
    assert hist.observations == (0, 0, 0, 0)


def test_an_empty_workspace_has_no_histogram_and_bad_input_is_refused(kg, clock):
    ws = kg.workspace("w")
    assert ws.change_histogram(10) is None
    ws.upsert_entity("concept", "a")
    for bins in (0, -1, 10_001, 2.5, True, "10"):
        with pytest.raises(kgstore.ValidationError):
            ws.change_histogram(bins)
    with pytest.raises(kgstore.ValidationError):
        ws.change_histogram(5, start=clock.now + DAY, end=clock.now)
    with pytest.raises(kgstore.ValidationError):
        ws.change_histogram(5, start=12)  # seconds, not milliseconds


def test_times_another_program_wrote_as_text_are_left_out(kg, clock, db_path):
    ws = kg.workspace("w")
    a = ws.upsert_entity("concept", "a")
    b = ws.upsert_entity("concept", "b")
    with kg._db.write() as conn:
        conn.execute("UPDATE kg_entities SET created_at = 'yesterday' WHERE id = ?", (b.id,))
    hist = ws.change_histogram(3)
    assert sum(hist.entities_created) == 1 and hist.start == a.created_at


def _other_workspace(kg, clock, entities: int, notes_each: int = 1) -> None:
    """Another workspace's entities and notes, all before anything of workspace w."""
    other = kg.workspace("other")
    now = clock.now
    clock.now = now - 400 * DAY
    with kg.transaction():
        for i in range(entities):
            entity = other.upsert_entity("concept", f"elsewhere {i}")
            for n in range(notes_each):
                clock.advance(1000)
                other.add_observation(entity.id, f"note {n} elsewhere")
    clock.now = now


@pytest.mark.parametrize("others, step_rows", [
    (0, 100_000),  # w is the whole file: its observations counted without the join
    (20, 100_000),  # w holds most: the file's observations less those of the other workspace (earlier)
    (20, 7),  # the same in many small steps
    (250, 7),  # w holds little: through the workspace index, observations joined
])
def test_every_way_of_reading_counts_the_same(kg, clock, monkeypatch, others, step_rows):
    from kgstore.queries import history

    monkeypatch.setattr(history, "STEP_ROWS", step_rows)
    ws = kg.workspace("w")
    _other_workspace(kg, clock, others, notes_each=2)
    made = seed_changes(ws, clock, random.Random(11))
    known = [t for times in made.values() for t in times if t is not None]
    for bins in (1, 13, 200):
        hist = ws.change_histogram(bins)
        assert hist.start == min(known) and hist.end == clock.now
        for kind, times in made.items():
            assert getattr(hist, kind) == expected_bins(times, hist.start, hist.end, bins), (kind, bins)
        stepped = ws.change_histogram_steps(bins)
        steps = 0
        while True:
            try:
                next(stepped)
                steps += 1
            except StopIteration as done:
                assert done.value == hist
                break
        # A kind per step at least; scanned in steps of 7 rows, many more.
        assert steps > (30 if step_rows == 7 and others < 250 else 3), steps


def _binned(times, start, end, bins):
    """As SQLite bins them: whole numbers in integer arithmetic, REALs in floating point."""
    out = [0] * bins
    span = max(end - start, 1)
    for t in times:
        if t is not None and start <= t <= end:
            b = (t - start) * bins // span if isinstance(t, int) else int((t - start) * bins / span)
            out[min(bins - 1, b)] += 1
    return tuple(out)


@pytest.mark.parametrize("seeks", [True, False])
def test_relationships_counted_by_seeks_or_grouped_land_in_the_same_bins(kg, clock, db_path, monkeypatch, seeks):
    import sqlite3

    from kgstore.queries import history

    monkeypatch.setattr(history, "_seeks_pay", lambda _seeks, _rows: seeks)
    ws = kg.workspace("w")
    t0, span, bins = clock.now - 30 * DAY, 1000, 7
    ids = [ws.upsert_entity("concept", f"c{i}").id for i in range(12)]
    moments = []
    for k in range(bins + 1):  # each bin's first and last millisecond, and the end itself
        edge = -(-k * span // bins)
        moments += [t0 + edge - 1, t0 + edge, t0 + edge + 1]
    moments = [t for t in moments if t0 - 1 <= t <= t0 + span + 1]
    with kg.transaction():
        for i, t in enumerate(moments):
            a, b = ids[i % 12], ids[(i % 11 + 1 + i) % 12]
            ws.create_edge(a, b, f"closed_{i % 5}_{i // 12}", valid_from=t - 5, valid_to=t + 5)
            ws.create_edge(a, b, f"open_{i % 5}_{i // 12}", valid_from=t)
    with sqlite3.connect(db_path) as conn:  # some times another program stored as REAL
        conn.execute("UPDATE kg_edges SET valid_from = valid_from + 0.25 WHERE valid_to IS NULL AND rowid % 4 = 0")
        conn.execute("UPDATE kg_edges SET valid_to = valid_to - 0.5 WHERE rowid % 3 = 0 AND valid_to IS NOT NULL")
        starts = [t for (t,) in conn.execute("SELECT valid_from FROM kg_edges")]
        ends = [t for (t,) in conn.execute("SELECT valid_to FROM kg_edges WHERE valid_to IS NOT NULL")]
    assert any(isinstance(t, float) for t in starts) and any(isinstance(t, float) for t in ends)
    for n in (1, 2, bins, 250):
        hist = ws.change_histogram(n, start=t0, end=t0 + span)
        assert hist.edges_started == _binned(starts, t0, t0 + span, n), n
        assert hist.edges_ended == _binned(ends, t0, t0 + span, n), n
    # Only whole numbers: the seeks alone.
    with sqlite3.connect(db_path) as conn:
        conn.execute("UPDATE kg_edges SET valid_from = CAST(valid_from AS INTEGER), valid_to = CAST(valid_to AS INTEGER)")
        starts = [t for (t,) in conn.execute("SELECT valid_from FROM kg_edges")]
    hist = ws.change_histogram(bins, start=t0, end=t0 + span)
    assert hist.edges_started == _binned(starts, t0, t0 + span, bins)


def test_an_observation_left_without_its_entity_is_not_counted(kg, clock, db_path):
    import sqlite3

    ws = kg.workspace("w")
    made = seed_changes(ws, clock, random.Random(5))
    with sqlite3.connect(db_path) as conn:  # a writer without foreign keys deletes an entity (its rows stay)
        gone = conn.execute("SELECT entity_id FROM kg_observations LIMIT 1").fetchone()
        lost = [t for (t,) in conn.execute("SELECT created_at FROM kg_observations WHERE entity_id = ?", gone)]
        created = conn.execute("SELECT created_at FROM kg_entities WHERE id = ?", gone).fetchone()[0]
        conn.execute("DELETE FROM kg_entities WHERE id = ?", gone)
    notes = list(made["observations"])
    for t in lost:
        notes.remove(t)
    made["entities_created"].remove(created)
    hist = ws.change_histogram(50, start=clock.now - 100 * DAY, end=clock.now)
    assert hist.observations == expected_bins(notes, hist.start, hist.end, 50)
    assert hist.entities_created == expected_bins(made["entities_created"], hist.start, hist.end, 50)


def test_without_the_kept_counts_the_histogram_is_the_same(kg, clock, db_path):
    import sqlite3

    ws = kg.workspace("w")
    _other_workspace(kg, clock, 10)
    made = seed_changes(ws, clock, random.Random(13))
    before = ws.change_histogram(40)
    with sqlite3.connect(db_path) as conn:  # a program that rebuilt a table lost a count trigger
        conn.execute("DROP TRIGGER kg_observations_count_insert")
    after = ws.change_histogram(40)
    assert after == before
    assert after.observations == expected_bins(made["observations"], after.start, after.end, 40)


@pytest.mark.slow
def test_fifty_thousand_rows_take_sql_work_per_row_and_no_python_loop(kg, clock):
    ws = kg.workspace("big")
    rng = random.Random(3)
    t0 = clock.now
    ids = []
    with kg.transaction():
        for i in range(20_000):
            clock.now = t0 + i * 60_000
            ids.append(ws.upsert_entity("concept", f"n{i}").id)
        for i in range(20_000):
            ws.create_edge(ids[i], ids[(i * 31 + 7) % 20_000], "uses", valid_from=t0 + rng.randrange(400 * DAY),
                           valid_to=None if i % 4 else t0 + 400 * DAY + i)
        for i in range(10_000):
            clock.now = t0 + 14 * DAY + i * 60_000
            ws.add_observation(ids[i], f"seen {i}")
    clock.now = t0 + 500 * DAY
    # Its work, not its time (the time is the benchmarks'): SQLite reads each time column's rows
    # a bounded number of times (about 35 instructions a row; a plan that joined rows to rows
    # would take thousands), and the Python side runs per bin, never per row.
    rows = 20_000 + 2 * 20_000 + 10_000  # created_at; valid_from and valid_to; observations
    with sql_steps(kg._db.conn, limit=100 * rows) as sql, python_lines("kgstore") as python:
        hist = ws.change_histogram(300)
    assert (sum(hist.entities_created), sum(hist.edges_started), sum(hist.edges_ended),
            sum(hist.observations)) == (20_000, 20_000, 5_000, 10_000)
    assert sql.steps <= 100 * rows, sql.steps
    assert python.lines < rows / 10, python.lines
