"""Healing rows CoWork OS wrote: keys and hashes filled, its duplicates merged, on open and
after its commits are noticed; never on a read-only store, never waiting for CoWork's lock; and
no trigger of ours that CoWork's connection (none of our functions) cannot run."""

from __future__ import annotations

import sqlite3

import pytest

import kgstore
from cowork import ACME, CoWorkWriter, copy_fixture, file_problems, needs_fixture
from kgstore.storage import healing
from kgstore.storage.migrations import MIGRATIONS
from kgstore.validation import normalize_name
from test_cowork_identity import _current


def _upgraded(tmp_path):
    path = copy_fixture(tmp_path)
    kgstore.open(path).close()
    return path


def _rows(path, sql, *params):
    conn = sqlite3.connect(path)
    try:
        return conn.execute(sql, params).fetchall()
    finally:
        conn.close()


def _unhealed(path):
    return (_rows(path, "SELECT COUNT(*) FROM kg_entities WHERE normalized_name IS NULL")[0][0],
            _rows(path, "SELECT COUNT(*) FROM kg_observations WHERE content_hash IS NULL OR fingerprint IS NULL")[0][0])


def _cowork_writes(path):
    """What CoWork does after our upgrade: a new entity, a case duplicate of our merged React,
    an observation we hold already, and one twice."""
    with kgstore.open(path) as kg:
        ws = kg.workspace(ACME)
        react = ws.find_entity("technology", "React")
        redis = ws.find_entity("technology", "Redis").id
        ours = ws.add_observation(redis, "Used as the session store")
    with CoWorkWriter(path).start() as cw:
        vue = cw.add_entity(ACME, "technology", "Vue", "A frontend framework", source="auto")
        dup = cw.add_entity(ACME, "technology", "react", "lower-case React", source="auto")
        cw.add_observation(dup, "Hooks everywhere")
        cw.add_observation(redis, "used as the session store", source="manual")
        cw.add_observation(redis, "Evicts with LRU")
        cw.add_observation(redis, "Evicts with LRU")
    return react, redis, ours, vue, dup


@needs_fixture
def test_healing_on_open_fills_keys_and_hashes_and_merges_duplicates(tmp_path):
    path = _upgraded(tmp_path)
    react, redis, ours, vue, dup = _cowork_writes(path)
    assert _unhealed(path) == (2, 4)
    with kgstore.open(path) as kg:
        assert kg.last_heal.merged == 1
        ws = kg.workspace(ACME)
        assert [e.id for e in ws.entities(types=["technology"]) if e.name.lower() == "react"] == [react.id]
        assert ws.get_entity(dup) is None
        assert "Hooks everywhere" in [o.content for o in ws.observations(react.id)]
        texts = sorted(o.content.lower() for o in ws.observations(redis, limit=100))
        assert texts.count("evicts with lru") == 1 and texts.count("used as the session store") == 1
        # the higher-precedence writer's copy is kept (CoWork's manual one over our agent one)
        kept = next(o for o in ws.observations(redis, limit=100) if o.content.lower() == "used as the session store")
        assert kept.source == "manual" and kept.id != ours.id
        vue_row = ws.get_entity(vue)
        assert vue_row.last_seen_at == vue_row.updated_at and vue_row.description_source == "auto"
    assert _unhealed(path) == (0, 0)
    assert _rows(path, "SELECT normalized_name FROM kg_entities WHERE id = ?", vue) == [("vue",)]
    assert file_problems(path) == []
    with CoWorkWriter(path).start() as cw:  # CoWork goes on as before
        cw.add_entity(ACME, "technology", "Nuxt")
        assert "Vue" in cw.search(ACME, "Vue")
    assert file_problems(path) == []


@needs_fixture
def test_healing_when_another_process_commit_is_noticed(tmp_path):
    path = _upgraded(tmp_path)
    with kgstore.open(path) as kg:
        kg.data_version_changed()  # from the file as opened, as the explorer starts
        ws = kg.workspace(ACME)
        with CoWorkWriter(path).start() as cw:
            cw.add_entity(ACME, "technology", "Vue")
        assert _unhealed(path)[0] == 1
        assert kg.data_version_changed()  # the explorer's poll
        assert _unhealed(path)[0] == 0
        with CoWorkWriter(path).start() as cw:
            cw.add_entity(ACME, "technology", "Svelte")
            oid = cw.add_observation(ws.find_entity("technology", "Vue").id, "Compiles templates")
        ws.entities()  # any read notices it; healing follows the read
        assert _unhealed(path) == (0, 0)
        assert _rows(path, "SELECT fingerprint IS NOT NULL FROM kg_observations WHERE id = ?", oid) == [(1,)]
    assert file_problems(path) == []


@needs_fixture
def test_the_first_commit_after_opening_is_noticed(tmp_path):
    """Nothing read since opening: CoWork's first commit is still another process's change."""
    path = _upgraded(tmp_path)
    with kgstore.open(path) as kg:
        ws = kg.workspace(ACME)
        with CoWorkWriter(path).start() as cw:
            eid = cw.add_entity(ACME, "technology", "Solid")
            cw.add_observation(eid, "fine-grained reactivity")
            cw.add_observation(eid, "fine-grained reactivity")
        ws.get_entity(eid)  # the read that notices; healing follows it
        assert [o.content for o in ws.observations(eid)] == ["fine-grained reactivity"]
        assert _unhealed(path) == (0, 0)
    with kgstore.open(path) as kg:
        with CoWorkWriter(path).start() as cw:
            cw.add_entity(ACME, "technology", "Qwik")
        assert kg.data_version_changed()  # the explorer's first poll


@needs_fixture
def test_no_healing_on_a_read_only_store(tmp_path):
    path = _upgraded(tmp_path)
    with CoWorkWriter(path).start() as cw:
        vue = cw.add_entity(ACME, "technology", "Vue")
    with kgstore.open(path, read_only=True) as kg:
        assert kg.workspace(ACME).find_entity("technology", "VUE").id == vue
        kg.data_version_changed()
        assert kg.heal().changed is False
    assert _unhealed(path)[0] == 1


class _SleepsCounted:
    """The time module for kgstore.storage.connection, with every sleep recorded, not slept."""

    def __init__(self):
        import time

        self._time = time
        self.sleeps: list[float] = []

    def __getattr__(self, name):
        return getattr(self._time, name)

    def sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)


@needs_fixture
def test_healing_does_not_wait_for_cowork_lock_and_is_tried_again(tmp_path, monkeypatch):
    from kgstore.storage import connection

    path = _upgraded(tmp_path)
    with kgstore.open(path) as kg:
        kg.data_version_changed()
        cw = CoWorkWriter(path).start()
        try:
            cw.add_entity(ACME, "technology", "Vue")
            cw.conn.execute("BEGIN IMMEDIATE")  # CoWork in a long write transaction
            # Not waiting, shown by what was done rather than by how long it took: every attempt
            # at the write lock is made with SQLite's busy wait off, and nothing sleeps to retry.
            clock = _SleepsCounted()
            monkeypatch.setattr(connection, "time", clock)
            statements = []
            kg._db.conn.set_trace_callback(statements.append)
            try:
                assert kg.data_version_changed()
                assert kg.workspace(ACME).find_entity("technology", "vue") is not None
            finally:
                kg._db.conn.set_trace_callback(None)
                monkeypatch.undo()
            attempts = [i for i, sql in enumerate(statements) if sql.startswith("BEGIN IMMEDIATE")]
            assert attempts, "healing did not try to write"
            for i in attempts:
                busy_wait = [sql for sql in statements[:i] if sql.startswith("PRAGMA busy_timeout")][-1]
                assert busy_wait == "PRAGMA busy_timeout = 0"
            assert clock.sleeps == []
            assert kg.last_heal.complete is False
            assert _unhealed(path)[0] == 1
            cw.add_entity(ACME, "technology", "Svelte")
            cw.conn.execute("COMMIT")
        finally:
            cw.close()
        kg.data_version_changed()
        assert kg.last_heal.complete is True
        assert _unhealed(path)[0] == 0
    assert file_problems(path) == []


@needs_fixture
def test_healing_merges_names_cowork_renamed_into_ours(tmp_path):
    path = _upgraded(tmp_path)
    with CoWorkWriter(path).start() as cw:
        vue = cw.add_entity(ACME, "technology", "Vue", source="auto")
    with kgstore.open(path) as kg:
        vite = kg.workspace(ACME).find_entity("technology", "Vite").id
    with CoWorkWriter(path).start() as cw:
        cw.update_entity(vue, name="vite")  # now the same name as our Vite (agent)
    with kgstore.open(path) as kg:
        ws = kg.workspace(ACME)
        assert [e.id for e in ws.entities(types=["technology"]) if e.name.lower() == "vite"] == [vite]
        assert ws.get_entity(vue) is None
    assert file_problems(path) == []


def test_healing_is_one_index_probe_each_when_nothing_needs_it(tmp_path):
    with kgstore.open(tmp_path / "kg.db") as kg:
        conn = kg._db.conn
        for sql, index in ((healing._ANY_UNKEYED, "idx_kg_entities_unkeyed"),
                           (healing._ANY_UNHASHED, "idx_kg_observations_unhashed"),
                           (healing._SPACED_PAIRS, "idx_kg_edges_spaced"), (healing._ANY_SPACED, "idx_kg_edges_spaced")):
            plan = " ".join(r[-1] for r in conn.execute("EXPLAIN QUERY PLAN " + sql))
            assert f"INDEX {index}" in plan, (sql, plan)  # the partial index: only rows that need healing
        assert kg.heal().changed is False


def test_healing_after_another_writer_reads_no_more_in_a_bigger_file(tmp_path):
    """What healing reads when nothing needs it does not grow with the file: after each commit of
    another process it runs before the next read (the explorer's, every few hundred ms)."""
    path = tmp_path / "kg.db"

    def steps_of_a_heal(kg) -> int:
        steps = [0]

        def tick() -> int:
            steps[0] += 1
            return 0

        kg._db.conn.set_progress_handler(tick, 100)
        try:
            report = kg.heal()
        finally:
            kg._db.conn.set_progress_handler(None, 100)
        assert not report.changed
        return steps[0]

    found = []
    with kgstore.open(path) as kg:
        ws = kg.workspace("w")
        for size in (100, 2000):
            with kg.transaction():
                ids = [ws.upsert_entity("service", f"s{len(found)}-{i}").id for i in range(size)]
                for i in range(size):
                    ws.create_edge(ids[i], ids[(i + 1) % size], "uses")
                    ws.create_edge(ids[i], ids[(i + 7) % size], "depends_on")
            found.append(steps_of_a_heal(kg))
    assert found[1] <= found[0] + 2, found  # 20 times the rows


def test_the_healing_migration_comes_after_the_identity_keys():
    names = [m.name for m in MIGRATIONS]
    assert "0013_healing_index" in names
    assert names.index("0013_healing_index") > names.index("0011_identity_casefold")


# -- triggers and CoWork's connection ----------------------------------------------------------

def _our_functions() -> set[str]:
    from kgstore.storage.connection import connect

    ours = connect(":memory:")
    plain = sqlite3.connect(":memory:")
    try:
        names = {r[0] for r in ours.execute("PRAGMA function_list")}
        return names - {r[0] for r in plain.execute("PRAGMA function_list")}
    finally:
        ours.close()
        plain.close()


@needs_fixture
def test_no_trigger_calls_a_function_cowork_lacks(tmp_path):
    path = _upgraded(tmp_path)
    functions = _our_functions()
    assert {"kg_fold", "kg_tokens_match"} <= functions
    for name, sql in _rows(path, "SELECT name, sql FROM sqlite_master WHERE type = 'trigger'"):
        for function in functions:
            assert f"{function}(" not in sql.replace(" (", "("), (name, function)


@needs_fixture
def test_cowork_writes_every_table_we_have_triggers_on(tmp_path):
    """CoWork's INSERT, UPDATE and DELETE through a plain sqlite3 connection (none of our
    functions) on every table with a trigger, enough updates to run the re-indexing trigger."""
    path = _upgraded(tmp_path)
    tables = {t for (t,) in _rows(path, "SELECT DISTINCT tbl_name FROM sqlite_master WHERE type = 'trigger'"
                                        " AND tbl_name LIKE 'kg_%'")}
    assert {"kg_entities", "kg_observations"} <= tables
    # Every table with a trigger is written below (kg_fts_stale by the triggers themselves): a
    # trigger on another table needs CoWork's writes of that table here.
    assert tables <= {"kg_entities", "kg_observations", "kg_edges", "kg_fts_stale"}, tables
    with kgstore.open(path) as kg:
        ws = kg.workspace(ACME)
        ours = [ws.upsert_entity("technology", f"Tool {i}").id for i in range(70)]
        obs = ws.add_observation(ours[0], "An observation of ours")
    with CoWorkWriter(path).start() as cw:
        eid = cw.add_entity(ACME, "technology", "Vue")
        oid = cw.add_observation(eid, "Reactive")
        for i, entity_id in enumerate(ours):  # our rows, renamed and re-described by CoWork
            cw.update_entity(entity_id, name=f"Renamed tool {i}", description=f"described {i}")
        cw.update_entity(eid, name="Vue.js")
        cw.conn.execute("UPDATE kg_observations SET content = 'Changed' WHERE id = ?", (obs.id,))
        cw.add_edge(ACME, ours[1], ours[2], "Talks To")
        cw.conn.execute("DELETE FROM kg_observations WHERE id = ?", (oid,))
        cw.delete_entity(ours[3])
        cw.delete_entity(eid)
    with kgstore.open(path) as kg:
        ws = kg.workspace(ACME)
        assert ws.find_entity("technology", "Renamed tool 5").id == ours[5]
        assert ws.find_entity("technology", "Tool 5") is None
    assert file_problems(path) == []
@needs_fixture
def test_we_write_an_edge_type_then_cowork_writes_it_with_spaces(tmp_path):
    path = _upgraded(tmp_path)
    with kgstore.open(path) as kg:
        ws = kg.workspace(ACME)
        bob = ws.find_entity("person", "Bob Smith").id
        demo = ws.find_entity("team_ritual", "Friday demo").id
        ours = ws.create_edge(bob, demo, "Hosts Weekly")
    assert _current(path, ACME, bob, demo) == [("hosts_weekly",)]
    with CoWorkWriter(path).start() as cw:
        cw.add_edge(ACME, bob, demo, "Hosts Weekly")  # its check does not see ours: a second row
    with kgstore.open(path) as kg:  # healing on open: one current edge again
        ws = kg.workspace(ACME)
        assert [e.id for e in ws.edges_of(bob, include_history=True) if e.target_id == demo] == [ours.id]
        assert ws.create_edge(bob, demo, "hosts weekly").id == ours.id
    assert len(_current(path, ACME, bob, demo)) == 1
    assert file_problems(path) == []




def test_our_own_renames_keep_their_key(kg):
    ws = kg.workspace("ws-1")
    e = ws.upsert_entity("technology", "Vite")
    for name in ("VITE", "Vite.js", "Ärger", "ÄRGER", "Straße"):
        ws.update_entity(e.id, name=name)
        key = kg._db.conn.execute("SELECT normalized_name FROM kg_entities WHERE id = ?", (e.id,)).fetchone()[0]
        assert key == normalize_name(name), name
        assert ws.find_entity("technology", name).id == e.id


@needs_fixture
def test_observations_only_cowork_adds_are_folded_into_our_index(tmp_path):
    from kgstore.storage import search_index

    path = _upgraded(tmp_path)
    with kgstore.open(path) as kg:
        ws = kg.workspace(ACME)
        target = ws.upsert_entity("technology", "Deno")
        with CoWorkWriter(path).start() as cw:
            for i in range(search_index.BATCH + 10):
                cw.add_observation(target.id, f"cowork note number {i}")
        ws.get_entity(target.id)  # notices CoWork's commit; healing follows
        conn = kg._db.conn
        mark = search_index.indexed_rowid(conn, search_index.OBSERVATIONS)
        assert mark == conn.execute("SELECT MAX(rowid) FROM kg_observations").fetchone()[0]
        assert [h.entity.name for h in ws.search("cowork note number 7")][:1] == ["Deno"]
        assert kg.check_integrity() == []
    assert file_problems(path) == []
