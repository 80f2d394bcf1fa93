"""Upgrading a CoWork file is linear in its size and never holds the write lock for long, so
CoWork's writers (busy_timeout 5 s) keep working during it (issue #17, item 6). The figures
themselves are in benchmarks/cowork_upgrade.py; these tests pin the behaviour."""

from __future__ import annotations

import random
import sqlite3
from contextlib import contextmanager
from dataclasses import replace

import pytest
from cowork import ACME, CoWorkWriter, copy_fixture, file_problems, needs_fixture
from hypothesis import given, settings
from hypothesis import strategies as st

import kgstore
from kgstore.storage import cowork_contract, migrations
from work_counted import python_lines, sql_steps

# The de-duplication rule as the quadratic query before this change stated it: the oracle.
OLD_RULE = """
SELECT o.id FROM kg_observations o
WHERE EXISTS (
    SELECT 1 FROM kg_observations k
    WHERE k.entity_id = o.entity_id AND k.id != o.id
      AND (k.content_hash = o.content_hash OR k.fingerprint = o.fingerprint)
      AND (
        CASE k.source WHEN 'manual' THEN 3 WHEN 'agent' THEN 2 ELSE 1 END
          > CASE o.source WHEN 'manual' THEN 3 WHEN 'agent' THEN 2 ELSE 1 END
        OR (CASE k.source WHEN 'manual' THEN 3 WHEN 'agent' THEN 2 ELSE 1 END
          = CASE o.source WHEN 'manual' THEN 3 WHEN 'agent' THEN 2 ELSE 1 END
            AND (k.created_at < o.created_at OR (k.created_at = o.created_at AND k.id < o.id)))
      )
)
"""


def observations_table(rows) -> sqlite3.Connection:
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE TABLE kg_observations (id TEXT PRIMARY KEY, entity_id TEXT, content TEXT, source TEXT,"
                 " created_at INTEGER, content_hash TEXT, fingerprint TEXT)")
    conn.executemany("INSERT INTO kg_observations VALUES (?, ?, '', ?, ?, ?, ?)", rows)
    return conn


observation = st.tuples(
    st.sampled_from(["e1", "e2", "e3"]),
    st.sampled_from(["manual", "agent", "auto", "mailbox"]),
    st.integers(0, 4),  # created_at: ties on purpose
    st.sampled_from(["h1", "h2", "h3", None]),
    st.sampled_from(["f1", "f2", "f3", None]),
)


@settings(max_examples=300, deadline=None)
@given(st.lists(observation, max_size=25))
def test_one_pass_deduplication_removes_exactly_what_the_old_rule_removed(obs):
    rows = [(f"o{i:02d}", *o) for i, o in enumerate(obs)]
    conn = observations_table(rows)
    expected = {r[0] for r in conn.execute(OLD_RULE)}
    removed = migrations.remove_duplicate_observations(conn)
    left = {r[0] for r in conn.execute("SELECT id FROM kg_observations")}
    assert removed == len(expected)
    assert left == {r[0] for r in rows} - expected


def test_deduplication_is_linear_for_many_observations_on_one_entity():
    """The old self-join took minutes on 20,000 observations of a few entities."""
    rnd = random.Random(3)
    rows = [(f"o{i}", f"e{i % 3}", rnd.choice(["agent", "auto"]), i, f"h{i}", f"text:h{i}") for i in range(30_000)]
    rows += [(f"d{i}", f"e{i % 3}", "auto", 10**6 + i, f"h{i}", f"text:h{i}") for i in range(0, 30_000, 10)]
    conn = observations_table(rows)
    # The work, not the time (that is the benchmarks'): per row, about 10 SQLite instructions and
    # 25 lines of Python (the rule's keys and order); the quadratic query compared each row with
    # the 11,000 others of its entity.
    with sql_steps(conn, limit=100 * len(rows)) as sql, python_lines("kgstore", limit=100 * len(rows)) as python:
        assert migrations.remove_duplicate_observations(conn) == 3_000
    assert sql.steps <= 100 * len(rows) and python.lines <= 100 * len(rows)


def cowork_file_with(tmp_path, n: int, repeats: int = 0):
    path = copy_fixture(tmp_path)
    with CoWorkWriter(path) as cw:
        cw.start()
        cw.conn.execute("BEGIN")
        ids = [cw.add_entity(ACME, "concept", f"Bulk idea {i}") for i in range(n)]
        for i, eid in enumerate(ids):
            cw.add_observation(eid, f"noted {i}")
        for i in range(repeats):
            cw.add_observation(ids[i], f"noted {i}")  # CoWork appends repeats
        cw.conn.execute("COMMIT")
    return path


@needs_fixture
def test_cowork_can_write_between_every_step_of_the_upgrade(tmp_path, monkeypatch):
    """With small steps, a CoWork writer that does not wait at all (busy_timeout 0) gets the
    lock after every one of the upgrade's preparing steps."""
    path = cowork_file_with(tmp_path, 400, repeats=30)
    monkeypatch.setattr(migrations, "PREPARE_ROWS", 50)
    cw = CoWorkWriter(path)
    cw.conn.execute("PRAGMA busy_timeout = 0")
    target = cw.add_entity(ACME, "concept", "Written between steps")
    steps: list[str] = []

    def then_cowork_writes(prepare, name):
        def step(conn, now):
            more = prepare(conn, now)
            steps.append(name)
            return more
        return step

    # Each step's transaction commits when the step returns; CoWork writes right after it.
    from kgstore.storage import connection as kgdb
    original_write = kgdb.Database.write

    @contextmanager
    def write(self, *args, **kwargs):
        taken = len(steps)
        with original_write(self, *args, **kwargs) as conn:
            yield conn
        if len(steps) > taken:  # a preparing step just committed
            cw.add_observation(target, f"between step {len(steps)}")  # fails if the lock is held

    monkeypatch.setattr(kgdb.Database, "write", write)
    monkeypatch.setattr(migrations, "MIGRATIONS", tuple(
        replace(m, prepare=then_cowork_writes(m.prepare, m.name)) if m.prepare else m
        for m in migrations.MIGRATIONS))
    try:
        with kgstore.open(path) as kg:
            assert kg.applied_migrations()[-1] == migrations.MIGRATIONS[-1].name
            assert kg.workspace(ACME).get_entity(target).name == "Written between steps"
    finally:
        cw.close()
    check = sqlite3.connect(path)
    written = check.execute("SELECT content FROM kg_observations WHERE entity_id = ?", (target,)).fetchall()
    check.close()
    # 430 observations and 401 entities in steps of 50: many steps, each followed by CoWork.
    assert steps.count("0003_observation_fingerprints") >= 8
    assert steps.count("0004_entity_normalized_name") >= 8
    assert len(written) == len(steps)
    assert file_problems(path) == []


@needs_fixture
def test_an_upgrade_stopped_between_steps_finishes_at_the_next_open(tmp_path):
    path = cowork_file_with(tmp_path, 300, repeats=20)
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        conn.execute("BEGIN IMMEDIATE")
        migrations.applied_migrations(conn)
        migrations._m0003_prepare(conn, 0)  # one step, then the process "dies"
        conn.execute("COMMIT")
    finally:
        conn.close()
    with kgstore.open(path) as kg:
        ws = kg.workspace(ACME)
        idea = ws.find_entity("concept", "Bulk idea 7")
        assert [o.content for o in ws.observations(idea.id)] == ["noted 7"]  # the repeat is gone
    check = sqlite3.connect(path)
    try:
        assert check.execute("SELECT count(*) FROM kg_observations WHERE fingerprint IS NULL"
                             " OR content_hash IS NULL").fetchone()[0] == 0
        assert check.execute("SELECT count(*) FROM kg_entities WHERE normalized_name IS NULL").fetchone()[0] == 0
    finally:
        check.close()
    assert file_problems(path) == []


@needs_fixture
def test_filling_our_columns_does_not_reindex_coworks_rows(tmp_path):
    """CoWork's update trigger is held back while columns it does not index are filled, and is
    there again, verbatim, afterwards."""
    path = cowork_file_with(tmp_path, 50)
    before = sqlite3.connect(path).execute(
        "SELECT sql FROM sqlite_master WHERE name = 'kg_entities_fts_update'").fetchone()[0]
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        conn.execute("BEGIN IMMEDIATE")
        migrations._entity_columns(conn)
        pages = conn.execute("SELECT count(*) FROM kg_entities_fts_data").fetchone()[0]
        assert migrations.fill_entity_columns(conn) >= 50
        # Re-indexing 50 rows one by one would have written new index segments.
        assert conn.execute("SELECT count(*) FROM kg_entities_fts_data").fetchone()[0] == pages
        conn.execute("COMMIT")
        after = conn.execute("SELECT sql FROM sqlite_master WHERE name = 'kg_entities_fts_update'").fetchone()[0]
    finally:
        conn.close()
    assert after == before
    assert file_problems(path) == []


def test_holding_back_coworks_trigger_needs_a_transaction(tmp_path):
    conn = sqlite3.connect(tmp_path / "x.db", isolation_level=None)
    try:
        with pytest.raises(AssertionError):
            with cowork_contract.index_update_held_back(conn):
                pass
    finally:
        conn.close()


def test_the_lock_is_left_free_after_a_long_step_only(monkeypatch):
    """A waiting writer polls the lock at most every 100 ms: after a long step the next one
    waits that long before taking it again; after short steps nothing waits."""
    slept = []
    monkeypatch.setattr(migrations.time, "sleep", slept.append)
    clock = iter([0.0, 0.01, 0.02, 0.5, 0.6, 0.61, 0.62, 0.63])
    monkeypatch.setattr(migrations.time, "monotonic", lambda: next(clock))
    steps = migrations.UpgradeSteps()
    for _ in range(4):
        with steps:
            pass
    # steps took 0.01 (short), 0.48 (long), 0.01, 0.01: only the step after the long one waited
    assert slept == [migrations.STEP_PAUSE_S]
    assert migrations.STEP_PAUSE_S >= 0.1


@needs_fixture
def test_the_upgrade_of_a_file_with_data_is_told_step_by_step(tmp_path):
    """The real CoWork file: a backup first, then every pending migration in words, numbered,
    each before it runs; opening it again (nothing pending), or a new file, says nothing."""
    path = copy_fixture(tmp_path)
    told: list[str] = []
    applied_when_told: list[set[str]] = []

    def hear(text: str) -> None:
        told.append(text)
        with sqlite3.connect(path) as conn:  # what the file records at that moment
            applied_when_told.append(migrations.recorded_names(conn) or set())

    with kgstore.open(path, on_upgrade=hear) as kg:
        backup = kg.last_migration_backup
    pending = [m for m in migrations.MIGRATIONS if m.name not in applied_when_told[0]]
    assert backup is not None and "backing it up" in told[0]
    steps = told[1:]
    assert len(steps) == len(pending) >= 2
    for number, (text, migration) in enumerate(zip(steps, pending), 1):
        assert f"step {number} of {len(pending)}" in text and migration.described in text
        assert migration.name not in applied_when_told[number]  # told before it ran
    assert "counting each entity's relationships" in " ".join(steps)
    again: list[str] = []
    with kgstore.open(path, on_upgrade=again.append):
        pass
    with kgstore.open(tmp_path / "new.db", on_upgrade=again.append):
        pass
    assert again == []
