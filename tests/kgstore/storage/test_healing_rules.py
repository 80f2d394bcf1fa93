"""Healing's rules, each on rows written as another program writes them (no normalized_name, no
hash or fingerprint, edge types with spaces) into a file of ours: what is kept, merged, dropped
and filled, what the report says, and when healing does nothing."""

from __future__ import annotations

import logging
import sqlite3

import pytest

import kgstore
from kgstore.storage import healing
from kgstore.validation import text_hash


@pytest.fixture
def path(tmp_path):
    p = tmp_path / "kg.db"
    with kgstore.open(p, clock=lambda: 1000) as kg:
        ws = kg.workspace("w")
        ws.upsert_entity("technology", "Seed")
        ws.upsert_entity("person", "Seed")
    return p


def _raw(path):
    c = sqlite3.connect(path, isolation_level=None)
    c.execute("PRAGMA synchronous = OFF")
    return c


def _type(c, name):
    return c.execute("SELECT id FROM kg_entity_types WHERE workspace_id = 'w' AND name = ?", (name,)).fetchone()[0]


def _foreign_entity(c, eid, name, type_name="technology", *, source="auto", created_at=10, properties="{}"):
    """An entity as CoWork OS inserts it: no normalized_name, last_seen_at or description_source."""
    c.execute("INSERT INTO kg_entities (id, workspace_id, entity_type_id, name, properties, source, created_at,"
              " updated_at) VALUES (?, 'w', ?, ?, ?, ?, ?, ?)",
              (eid, _type(c, type_name), name, properties, source, created_at, created_at))


def _foreign_obs(c, oid, entity, content, *, source="auto", created_at=10, fingerprint=None, chash=None):
    c.execute("INSERT INTO kg_observations (id, entity_id, content, source, created_at, fingerprint, content_hash)"
              " VALUES (?, ?, ?, ?, ?, ?, ?)", (oid, entity, content, source, created_at, fingerprint, chash))


def _foreign_edge(c, eid, src, tgt, etype, *, source="auto", created_at=10):
    c.execute("INSERT INTO kg_edges (id, workspace_id, source_entity_id, target_entity_id, edge_type, source,"
              " created_at, valid_from) VALUES (?, 'w', ?, ?, ?, ?, ?, ?)",
              (eid, src, tgt, etype, source, created_at, created_at))


def _heal(path):
    with kgstore.open(path, clock=lambda: 5000) as kg:
        return kg.last_heal


def test_unkeyed_entities_get_their_key_and_duplicates_merge_into_one(path):
    c = _raw(path)
    _foreign_entity(c, "vue", "Vue")
    _foreign_entity(c, "seed-dup", "SEED")  # our "Seed" exists: merged with it
    _foreign_entity(c, "x1", "Kafka", created_at=10)
    _foreign_entity(c, "x2", "kafka", created_at=20)  # two unkeyed of one name: merged
    _foreign_entity(c, "p1", "Kafka", "person")  # another type: its own entity
    c.close()
    report = _heal(path)
    assert (report.keyed, report.merged, report.complete) == (4, 2, True)
    c = _raw(path)
    rows = sorted(c.execute("SELECT t.name, e.name, e.normalized_name, e.last_seen_at IS NOT NULL FROM kg_entities e"
                            " JOIN kg_entity_types t ON t.id = e.entity_type_id"))
    c.close()
    assert rows == [("person", "Kafka", "kafka", True), ("person", "Seed", "seed", True),
                    ("technology", "Kafka", "kafka", True), ("technology", "Seed", "seed", True),
                    ("technology", "Vue", "vue", True)]


def test_more_unkeyed_entities_than_a_batch_are_all_healed(path):
    c = _raw(path)
    c.execute("BEGIN")
    for i in range(healing.ENTITY_BATCH * 2 + 5):
        _foreign_entity(c, f"e{i:04d}", f"Thing {i}")
    c.execute("COMMIT")
    c.close()
    report = _heal(path)
    assert (report.keyed, report.merged) == (healing.ENTITY_BATCH * 2 + 5, 0)
    c = _raw(path)
    assert c.execute("SELECT COUNT(*) FROM kg_entities WHERE normalized_name IS NULL").fetchone() == (0,)
    c.close()


def test_duplicates_whose_properties_cannot_be_read_stay_apart_and_unkeyed(path):
    c = _raw(path)
    _foreign_entity(c, "bad", "seed", properties="{broken")
    _foreign_entity(c, "fine", "Fine")
    c.close()
    report = _heal(path)
    assert (report.keyed, report.merged) == (1, 0)
    c = _raw(path)
    assert sorted(c.execute("SELECT id, normalized_name FROM kg_entities WHERE id IN ('bad', 'fine')")) == [
        ("bad", None), ("fine", "fine")]
    c.close()


def test_unhashed_observations_get_hash_and_fingerprint_and_repeats_go(path):
    c = _raw(path)
    seed = c.execute("SELECT id FROM kg_entities WHERE name = 'Seed' LIMIT 1").fetchone()[0]
    _foreign_obs(c, "o1", seed, "Runs on port 80", created_at=10)
    _foreign_obs(c, "o2", seed, "runs on  port 80", created_at=20)  # a repeat, later: dropped
    _foreign_obs(c, "o3", seed, "Other text", fingerprint="custom:1")  # its fingerprint stays
    _foreign_obs(c, "o4", seed, "Says custom", chash=None, fingerprint=None)
    c.close()
    report = _heal(path)
    assert (report.hashed, report.observations_dropped) == (3, 1)
    c = _raw(path)
    rows = sorted(c.execute("SELECT id, fingerprint, content_hash FROM kg_observations"))
    c.close()
    h1, h3, h4 = text_hash("Runs on port 80"), text_hash("Other text"), text_hash("Says custom")
    assert rows == [("o1", "text:" + h1, h1), ("o3", "custom:1", h3), ("o4", "text:" + h4, h4)]


def test_an_unhashed_observation_whose_fingerprint_another_holds_is_its_repeat(path):
    c = _raw(path)
    seed = c.execute("SELECT id FROM kg_entities WHERE name = 'Seed' LIMIT 1").fetchone()[0]
    h = text_hash("the text")
    _foreign_obs(c, "held", seed, "other words", fingerprint="text:" + h, chash=text_hash("other words"))
    _foreign_obs(c, "new", seed, "The text", source="manual", created_at=99)  # higher precedence: kept
    _foreign_obs(c, "later", seed, "The  TEXT", created_at=50)
    c.close()
    report = _heal(path)
    assert (report.hashed, report.observations_dropped) == (1, 2)
    c = _raw(path)
    assert c.execute("SELECT id, fingerprint, content_hash FROM kg_observations").fetchall() == [
        ("new", "text:" + h, h)]
    c.close()


def test_many_entities_with_unhashed_observations_are_all_healed(path):
    c = _raw(path)
    c.execute("BEGIN")
    for i in range(healing.OBSERVATION_ENTITY_BATCH + 3):
        _foreign_entity(c, f"e{i:04d}", f"Thing {i}")
        _foreign_obs(c, f"o{i:04d}", f"e{i:04d}", "note")
    c.execute("COMMIT")
    c.close()
    report = _heal(path)
    assert report.hashed == healing.OBSERVATION_ENTITY_BATCH + 3
    c = _raw(path)
    assert c.execute("SELECT COUNT(*) FROM kg_observations WHERE content_hash IS NULL").fetchone() == (0,)
    c.close()


def test_a_second_current_edge_spelled_with_spaces_goes_keeping_the_best(path):
    c = _raw(path)
    a, b = (r[0] for r in c.execute("SELECT id FROM kg_entities ORDER BY name, id"))
    _foreign_edge(c, "ours", a, b, "hosts_weekly", source="agent", created_at=50)
    _foreign_edge(c, "theirs", a, b, "hosts weekly", source="manual", created_at=90)  # higher precedence
    _foreign_edge(c, "older", b, a, "Hosts Weekly", source="auto", created_at=1)
    _foreign_edge(c, "newer", b, a, "hosts weekly", source="auto", created_at=2)
    _foreign_edge(c, "b_id", b, a, "runs daily", source="auto", created_at=7)
    _foreign_edge(c, "a_id", b, a, "runs_daily", source="auto", created_at=7)  # all equal: the smaller id stays
    _foreign_edge(c, "other", a, b, "hosts monthly")  # another type
    c.close()
    report = _heal(path)
    assert report.edges_dropped == 3
    c = _raw(path)
    assert sorted(r[0] for r in c.execute("SELECT id FROM kg_edges")) == ["a_id", "older", "other", "theirs"]
    c.close()
    assert report.spaced_edge_types is True


def test_the_report_says_when_no_spaced_edge_type_is_left(path):
    with kgstore.open(path) as kg:
        assert kg.last_heal.spaced_edge_types is False
        assert kg.spaced_edge_types is False
    c = _raw(path)
    a, b = (r[0] for r in c.execute("SELECT id FROM kg_entities ORDER BY name, id"))
    _foreign_edge(c, "spaced", a, b, "hosts weekly")
    c.close()
    with kgstore.open(path) as kg:
        assert kg.last_heal.spaced_edge_types is True
        assert kg.last_heal.edges_dropped == 0


def test_healing_logs_what_it_changed_and_is_silent_otherwise(path, caplog):
    with caplog.at_level(logging.INFO, logger="kgstore.storage.healing"):
        _heal(path)
    assert not [r for r in caplog.records if r.name == "kgstore.storage.healing"]
    c = _raw(path)
    _foreign_entity(c, "vue", "Vue")
    c.close()
    with caplog.at_level(logging.INFO, logger="kgstore.storage.healing"):
        _heal(path)
    assert [r.getMessage().startswith("healed rows another program wrote") for r in caplog.records
            if r.name == "kgstore.storage.healing"] == [True]


def test_healing_a_read_only_or_index_less_file_changes_nothing(path):
    c = _raw(path)
    _foreign_entity(c, "vue", "Vue")
    c.close()
    with kgstore.open(path, read_only=True) as kg:
        given = healing.HealReport()
        assert healing.heal(kg._db, given) is given and not given.changed
    c = _raw(path)
    c.execute("DROP INDEX idx_kg_entities_unkeyed")  # as before migration 0013
    c.close()
    with kgstore.open(path) as kg:
        c = kg._db.conn
        c.execute("DROP INDEX IF EXISTS idx_kg_entities_unkeyed")
        report = healing.heal(kg._db)
        assert (report.keyed, report.changed) == (0, False)
    c = _raw(path)
    assert c.execute("SELECT normalized_name FROM kg_entities WHERE id = 'vue'").fetchone() == (None,)
    c.close()


def test_the_report_counts_every_kind_of_change():
    assert not healing.HealReport().changed
    for field in ("keyed", "merged", "hashed", "observations_dropped", "indexed", "edges_dropped"):
        assert healing.HealReport(**{field: 1}).changed, field
    assert not healing.HealReport(complete=False, spaced_edge_types=False).changed


def test_a_lone_unkeyed_entity_is_keyed_as_written_even_with_unreadable_properties(path):
    c = _raw(path)
    _foreign_entity(c, "pg", "postgresql", properties="{broken")  # no twin: nothing to merge
    c.close()
    report = _heal(path)
    assert (report.keyed, report.merged) == (1, 0)
    c = _raw(path)
    assert c.execute("SELECT name, normalized_name, properties FROM kg_entities WHERE id = 'pg'").fetchone() == (
        "postgresql", "postgresql", "{broken")
    c.close()


def test_an_observation_stored_as_bytes_is_hashed_as_what_str_shows(path):
    c = _raw(path)
    seed = c.execute("SELECT id FROM kg_entities WHERE name = 'Seed' LIMIT 1").fetchone()[0]
    _foreign_obs(c, "n", seed, b"8080")  # a BLOB keeps its type in a TEXT column
    c.close()
    assert _heal(path).hashed == 1
    c = _raw(path)
    assert c.execute("SELECT content_hash FROM kg_observations WHERE id = 'n'").fetchone() == (text_hash("b'8080'"),)
    c.close()


def _watermarks(path):
    c = _raw(path)
    try:
        return (c.execute("SELECT indexed_rowid FROM kg_fts_state WHERE name = 'observations'").fetchone()[0],
                c.execute("SELECT indexed_rowid FROM kg_trigram_state").fetchone()[0],
                c.execute("SELECT COALESCE(MAX(rowid), 0) FROM kg_observations").fetchone()[0],
                c.execute("SELECT COALESCE(MAX(rowid), 0) FROM kg_entities").fetchone()[0])
    finally:
        c.close()


def test_observations_another_program_adds_are_indexed_once_they_fill_a_batch(path):
    from kgstore.storage import search_index

    mark, _, top, _ = _watermarks(path)
    c = _raw(path)
    seed = c.execute("SELECT id FROM kg_entities WHERE name = 'Seed' LIMIT 1").fetchone()[0]
    c.execute("BEGIN")
    for i in range(search_index.BATCH - 1 - (top - mark)):
        _foreign_obs(c, f"o{i:04d}", seed, f"note {i}", chash=text_hash(f"note {i}"))
    c.execute("COMMIT")
    c.close()
    report = _heal(path)  # one short of a batch: left to the tail
    assert (report.indexed, _watermarks(path)[0]) == (0, mark)
    c = _raw(path)
    _foreign_obs(c, "last", seed, "the last note", chash=text_hash("the last note"))
    c.close()
    report = _heal(path)
    mark_after, _, top_after, _ = _watermarks(path)
    assert (report.indexed, mark_after) == (search_index.BATCH, top_after)


def test_names_another_program_adds_are_indexed_by_trigrams_once_they_fill_a_batch(path):
    from kgstore.storage import search_index

    _, mark, _, top = _watermarks(path)
    c = _raw(path)
    c.execute("BEGIN")
    for i in range(search_index.BATCH - 1 - (top - mark)):
        _foreign_entity(c, f"t{i:04d}", f"Tail {i}")
    c.execute("COMMIT")
    c.close()
    report = _heal(path)  # one short of a batch: left to the tail
    assert (report.indexed, _watermarks(path)[1]) == (0, mark)
    c = _raw(path)
    _foreign_entity(c, "last", "The last one")
    c.close()
    report = _heal(path)
    _, mark_after, _, top_after = _watermarks(path)
    assert (report.indexed, mark_after) == (search_index.BATCH, top_after)


def test_an_unkeyed_entity_in_the_files_first_row_is_keyed(path):
    c = _raw(path)
    c.execute("DELETE FROM kg_entities")
    _foreign_entity(c, "first", "First")
    assert c.execute("SELECT rowid FROM kg_entities WHERE id = 'first'").fetchone() == (1,)
    c.close()
    assert _heal(path).keyed == 1
    c = _raw(path)
    assert c.execute("SELECT normalized_name FROM kg_entities WHERE id = 'first'").fetchone() == ("first",)
    c.close()


def test_entities_that_stay_unkeyed_are_read_once_per_pass_not_once_per_batch(path):
    """Duplicates that cannot merge stay unkeyed; each batch starts after the last row read, so a
    pass reads every row once however many of them stay (healing runs after every commit of
    another process)."""
    count = healing.ENTITY_BATCH * 2 + 5
    with kgstore.open(path) as kg:
        c = _raw(path)
        c.execute("BEGIN")
        for i in range(count):
            _foreign_entity(c, f"s{i:04d}", "seed", properties="{broken")  # "Seed"'s twins, unreadable
        c.execute("COMMIT")
        c.close()
        reads = []
        kg._db.conn.set_trace_callback(lambda sql: reads.append(sql) if "normalized_name IS NULL AND rowid >" in sql
                                       else None)
        try:
            report = kg.heal()
        finally:
            kg._db.conn.set_trace_callback(None)
    assert (report.keyed, report.merged) == (0, 0)
    passes = sum("rowid > 0 ORDER" in sql for sql in reads)  # each pass starts from the first row
    assert passes >= 1
    assert len(reads) == passes * (count // healing.ENTITY_BATCH + 2)  # three full or part batches, then none


def test_an_observation_with_a_hash_but_no_fingerprint_is_given_one_with_its_entitys_unhashed_ones(path):
    c = _raw(path)
    seed = c.execute("SELECT id FROM kg_entities WHERE name = 'Seed' LIMIT 1").fetchone()[0]
    h_new, h_half, h_whole = text_hash("new text"), text_hash("half done"), text_hash("whole")
    _foreign_obs(c, "new", seed, "new text")  # neither: brings the entity up for healing
    _foreign_obs(c, "half", seed, "half done", chash=h_half)  # a hash, no fingerprint: filled
    _foreign_obs(c, "whole", seed, "whole", chash=h_whole, fingerprint="custom:w")  # complete: untouched
    c.close()
    assert _heal(path).hashed == 2
    c = _raw(path)
    assert sorted(c.execute("SELECT id, fingerprint, content_hash FROM kg_observations")) == [
        ("half", "text:" + h_half, h_half), ("new", "text:" + h_new, h_new), ("whole", "custom:w", h_whole)]
    c.close()
