"""The seed's merge rules (merge.merge_entities), field by field and row by row, on rows written
directly so each rule is tested with values that tell it apart from its neighbours: which
description, source, confidence, times and properties the kept entity ends with, which edges and
observations move or are dropped, and what the call returns."""

from __future__ import annotations

import shutil
import sqlite3

import pytest

import kgstore
from kgstore.storage import entity_merge as merge

NOW = 9_000


class _Conn(sqlite3.Connection):
    type_id = ""  # the one entity type of the rows these tests write


@pytest.fixture(scope="module")
def empty_file(tmp_path_factory):
    """A file of the current schema with workspace w's types and no entities (made once)."""
    path = tmp_path_factory.mktemp("merge-rules") / "kg.db"
    with kgstore.open(path, clock=lambda: 1) as kg:
        kg.workspace("w").upsert_entity("service", "seed")  # makes the workspace's types
    c = sqlite3.connect(path)
    with c:
        c.execute("DELETE FROM kg_entities")
    c.execute("PRAGMA journal_mode = DELETE")
    c.close()
    return path


@pytest.fixture
def conn(tmp_path, empty_file):
    path = tmp_path / "kg.db"
    shutil.copyfile(empty_file, path)
    c = sqlite3.connect(path, isolation_level=None, factory=_Conn)
    c.execute("PRAGMA foreign_keys = ON")
    c.execute("PRAGMA synchronous = OFF")  # a scratch file: no fsync per row
    type_id = c.execute("SELECT id FROM kg_entity_types WHERE workspace_id = 'w' AND name = 'service'").fetchone()[0]
    c.type_id = type_id
    yield c
    c.close()


def _entity(c, eid, *, name=None, key=None, description=None, description_source=None, source="agent", properties="{}",
            confidence=1.0, created_at=100, updated_at=None, last_seen_at=None):
    c.execute(
        "INSERT INTO kg_entities (id, workspace_id, entity_type_id, name, normalized_name, description,"
        " description_source, properties, confidence, source, created_at, updated_at, last_seen_at)"
        " VALUES (?, 'w', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (eid, c.type_id, name or eid, key or eid, description, description_source, properties,
         confidence, source, created_at, updated_at if updated_at is not None else created_at, last_seen_at))


def _edge(c, eid, src, tgt, etype="uses", *, valid_from=10, valid_to=None, source="agent", created_at=10):
    c.execute(
        "INSERT INTO kg_edges (id, workspace_id, source_entity_id, target_entity_id, edge_type, source,"
        " created_at, valid_from, valid_to) VALUES (?, 'w', ?, ?, ?, ?, ?, ?, ?)",
        (eid, src, tgt, etype, source, created_at, valid_from, valid_to))


def _obs(c, oid, entity, content, *, source="agent", created_at=10, fingerprint=None):
    c.execute("INSERT INTO kg_observations (id, entity_id, content, source, created_at, fingerprint)"
              " VALUES (?, ?, ?, ?, ?, ?)", (oid, entity, content, source, created_at, fingerprint))


def _merge(c, canon, dups, **kw):
    c.execute("BEGIN")
    counts = merge.merge_entities(c, canon, dups, NOW, **kw)
    c.execute("COMMIT")
    return counts


def _row(c, eid):
    cur = c.execute("SELECT name, description, description_source, source, properties, confidence, created_at,"
                    " updated_at, last_seen_at, normalized_name FROM kg_entities WHERE id = ?", (eid,))
    r = cur.fetchone()
    return None if r is None else dict(zip([d[0] for d in cur.description], r))


def _edges(c):
    return sorted(c.execute("SELECT id, source_entity_id, target_entity_id, edge_type, valid_from, valid_to"
                            " FROM kg_edges").fetchall())


# --- what the call returns -------------------------------------------------------------------


def test_merge_returns_the_counts_of_what_it_did(conn):
    _entity(conn, "a")
    _entity(conn, "b")
    _entity(conn, "c")
    _edge(conn, "e1", "a", "c")
    _edge(conn, "e2", "b", "c")  # a second current a->c "uses": dropped
    _edge(conn, "e3", "c", "b", "knows")  # moved to c->a
    _edge(conn, "e4", "b", "a", "knows")  # a self-loop once merged: dropped
    _obs(conn, "o1", "a", "same text")
    _obs(conn, "o2", "b", "Same  TEXT", created_at=20)  # the same text, later: dropped
    _obs(conn, "o3", "b", "only b's")
    counts = _merge(conn, "a", ["b"])
    assert counts == {"entities": 1, "edges_moved": 1, "edges_dropped": 2, "observations_moved": 1,
                      "observations_dropped": 1}
    assert _edges(conn) == [("e1", "a", "c", "uses", 10, None), ("e3", "c", "a", "knows", 10, None)]
    assert sorted(conn.execute("SELECT id, entity_id FROM kg_observations")) == [("o1", "a"), ("o3", "a")]
    assert _row(conn, "b") is None


def test_nothing_to_merge_changes_nothing_and_says_so(conn):
    _entity(conn, "a", description="kept as it is", created_at=50)
    before = _row(conn, "a")
    zero = {"entities": 0, "edges_moved": 0, "edges_dropped": 0, "observations_moved": 0, "observations_dropped": 0}
    assert _merge(conn, "a", []) == zero
    assert _merge(conn, "a", ["a", "a"]) == zero  # the canonical itself is never a duplicate
    assert _row(conn, "a") == before


def test_a_duplicate_named_twice_is_merged_once(conn):
    _entity(conn, "a")
    _entity(conn, "b")
    _obs(conn, "o1", "b", "note")
    assert _merge(conn, "a", ["b", "b", "a"])["entities"] == 1
    assert conn.execute("SELECT entity_id FROM kg_observations").fetchall() == [("a",)]


# --- history: edges with a validity window ---------------------------------------------------


def test_every_historical_edge_moves_and_only_an_identical_window_is_dropped(conn):
    _entity(conn, "a")
    _entity(conn, "b")
    _entity(conn, "c")
    _edge(conn, "h1", "b", "c", valid_from=10, valid_to=20)
    _edge(conn, "h2", "b", "c", valid_from=30, valid_to=40)
    _edge(conn, "h3", "c", "b", "knows", valid_from=10, valid_to=20)
    _edge(conn, "h4", "a", "c", valid_from=10, valid_to=20)  # the canonical's own: kept
    _edge(conn, "h5", "b", "c", valid_from=10, valid_to=20, created_at=5)  # h1's twin, older: h4 is kept
    _edge(conn, "now", "b", "c", valid_from=50)  # current, alongside the history
    counts = _merge(conn, "a", ["b"])
    assert _edges(conn) == [
        ("h2", "a", "c", "uses", 30, 40),
        ("h3", "c", "a", "knows", 10, 20),
        ("h4", "a", "c", "uses", 10, 20),
        ("now", "a", "c", "uses", 50, None),
    ]
    assert (counts["edges_moved"], counts["edges_dropped"]) == (3, 2)


def test_a_current_edge_is_not_a_duplicate_of_a_closed_one(conn):
    _entity(conn, "a")
    _entity(conn, "b")
    _entity(conn, "c")
    _edge(conn, "old", "a", "c", valid_from=10, valid_to=20)
    _edge(conn, "cur", "b", "c", valid_from=10)
    counts = _merge(conn, "a", ["b"])
    assert _edges(conn) == [("cur", "a", "c", "uses", 10, None), ("old", "a", "c", "uses", 10, 20)]
    assert (counts["edges_moved"], counts["edges_dropped"]) == (1, 0)


def test_edges_between_others_are_untouched_and_each_duplicates_edges_move(conn):
    for e in "abcdx":
        _entity(conn, e)
    _edge(conn, "cd", "c", "d")
    _edge(conn, "bx", "b", "x")
    _edge(conn, "dx", "d", "x", "knows")
    _edge(conn, "xd", "x", "d", "knows")
    counts = _merge(conn, "a", ["b", "d"])
    assert _edges(conn) == [("bx", "a", "x", "uses", 10, None), ("cd", "c", "a", "uses", 10, None),
                            ("dx", "a", "x", "knows", 10, None), ("xd", "x", "a", "knows", 10, None)]
    assert counts["entities"] == 2 and counts["edges_moved"] == 4


def test_of_two_current_duplicates_the_canonicals_then_the_higher_precedence_one_stays(conn):
    for e in "abdc":
        _entity(conn, e)
    _edge(conn, "from_b", "b", "c", source="manual", created_at=1)
    _edge(conn, "from_a", "a", "c", source="auto", created_at=99)
    _merge(conn, "a", ["b"])
    assert [e[0] for e in _edges(conn)] == ["from_a"]
    conn.execute("DROP INDEX idx_kg_edges_current")  # three current rows of one relationship (another program's)
    _edge(conn, "d_auto", "d", "c", "knows", source="auto", created_at=1)
    _edge(conn, "d_manual", "d", "c", "knows", source="manual", created_at=99)
    _edge(conn, "d_agent", "d", "c", "knows", source="agent", created_at=50)
    _merge(conn, "a", ["d"])
    assert [e[0] for e in _edges(conn)] == ["d_manual", "from_a"]


def test_of_two_equal_duplicates_the_older_then_the_smaller_id_stays(conn):
    for e in "abc":
        _entity(conn, e)
    conn.execute("DROP INDEX idx_kg_edges_current")
    _edge(conn, "z_old", "b", "c", created_at=1)
    _edge(conn, "a_new", "b", "c", created_at=2)
    _edge(conn, "m_text", "b", "c", created_at="yesterday")  # a time that is text sorts last
    _merge(conn, "a", ["b"])
    assert [e[0] for e in _edges(conn)] == ["z_old"]
    _entity(conn, "d")
    _edge(conn, "y", "d", "c", "knows", created_at=5)
    _edge(conn, "x", "d", "c", "knows", created_at=5)
    _merge(conn, "a", ["d"])
    assert [e[0] for e in _edges(conn)] == ["x", "z_old"]


def test_a_file_without_validity_columns_merges_every_edge_as_current(tmp_path):
    c = sqlite3.connect(tmp_path / "old.db", isolation_level=None)
    c.executescript("""
        CREATE TABLE kg_entities (id TEXT PRIMARY KEY, workspace_id TEXT, name TEXT, description TEXT,
            source TEXT, properties TEXT, confidence REAL, created_at INTEGER, updated_at INTEGER,
            description_source TEXT, last_seen_at INTEGER);
        CREATE TABLE kg_edges (id TEXT PRIMARY KEY, source_entity_id TEXT, target_entity_id TEXT, edge_type TEXT,
            source TEXT, created_at INTEGER);
        CREATE TABLE kg_observations (id TEXT PRIMARY KEY, entity_id TEXT, content TEXT, source TEXT,
            created_at INTEGER);
        INSERT INTO kg_entities VALUES ('a', 'w', 'A', NULL, 'agent', '{}', 0.5, 10, 10, NULL, NULL),
                                       ('b', 'w', 'B', 'from b', 'agent', '{"k":1}', 0.7, 5, 20, NULL, NULL),
                                       ('c', 'w', 'C', NULL, 'agent', '{}', 1, 1, 1, NULL, NULL);
        INSERT INTO kg_edges VALUES ('e1', 'a', 'c', 'uses', 'agent', 1), ('e2', 'b', 'c', 'uses', 'agent', 2),
                                    ('e3', 'b', 'c', 'knows', 'agent', 3);
        INSERT INTO kg_observations VALUES ('o1', 'b', 'note', 'agent', 1);
    """)
    c.execute("BEGIN")
    counts = merge.merge_entities(c, "a", ["b"], NOW, has_fingerprints=False)
    c.execute("COMMIT")
    assert counts == {"entities": 1, "edges_moved": 1, "edges_dropped": 1, "observations_moved": 1,
                      "observations_dropped": 0}
    assert sorted(c.execute("SELECT id, source_entity_id FROM kg_edges")) == [("e1", "a"), ("e3", "a")]
    assert c.execute("SELECT description, description_source, properties, confidence, created_at, updated_at,"
                     " last_seen_at FROM kg_entities WHERE id = 'a'").fetchone() == (
        "from b", "agent", '{"k":1}', 0.7, 5, NOW, 20)
    c.close()


# --- the kept entity's fields ----------------------------------------------------------------


def test_the_highest_readable_confidence_is_kept(conn):
    _entity(conn, "a", confidence=0.4)
    _entity(conn, "b", confidence=0.9)
    _entity(conn, "c", confidence=0.6)
    _merge(conn, "a", ["b", "c"])
    assert _row(conn, "a")["confidence"] == 0.9


def test_a_confidence_that_is_not_a_number_is_ignored(conn):
    _entity(conn, "a", confidence=0.3)
    _entity(conn, "b", confidence="high")  # another program's text: never compared
    _merge(conn, "a", ["b"])
    assert _row(conn, "a")["confidence"] == 0.3
    _entity(conn, "c", confidence="very")
    _entity(conn, "d", confidence="low")
    _merge(conn, "c", ["d"])
    assert _row(conn, "c")["confidence"] == "very"  # none readable: the canonical's stays


def test_the_oldest_numeric_creation_time_is_kept(conn):
    _entity(conn, "a", created_at=300)
    _entity(conn, "b", created_at=100)
    _entity(conn, "c", created_at=200)
    _merge(conn, "a", ["b", "c"])
    row = _row(conn, "a")
    assert (row["created_at"], row["updated_at"]) == (100, NOW)


def test_a_creation_time_written_as_text_is_left_out(conn):
    _entity(conn, "a", created_at=300)
    _entity(conn, "b", created_at="2020-01-01")
    _merge(conn, "a", ["b"])
    assert _row(conn, "a")["created_at"] == 300


def test_last_seen_is_the_latest_of_seen_updated_or_created(conn):
    _entity(conn, "a", created_at=10, updated_at=20, last_seen_at=30)
    _entity(conn, "b", created_at=10, updated_at=500)  # never seen: its update time counts
    _entity(conn, "c", created_at=10, updated_at=40, last_seen_at="soon")  # text: left out
    _merge(conn, "a", ["b", "c"])
    assert _row(conn, "a")["last_seen_at"] == 500


def test_the_description_of_the_highest_precedence_writer_is_kept_with_its_source(conn):
    _entity(conn, "a", description="by the agent", description_source="agent", source="agent")
    _entity(conn, "b", description="by a person", description_source="manual", source="agent")
    _entity(conn, "c", description="extracted", description_source="auto", source="manual")
    _merge(conn, "a", ["b", "c"])
    row = _row(conn, "a")
    assert (row["description"], row["description_source"], row["source"]) == ("by a person", "manual", "manual")


def test_a_description_without_its_source_counts_as_its_entitys(conn):
    _entity(conn, "a", description="canonical's", description_source="auto", source="auto")
    _entity(conn, "b", description="a person's entity", description_source=None, source="manual")
    _merge(conn, "a", ["b"])
    row = _row(conn, "a")
    assert (row["description"], row["description_source"]) == ("a person's entity", "manual")


def test_of_equal_descriptions_the_canonicals_then_the_latest_is_kept(conn):
    _entity(conn, "a", description="canonical's", description_source="agent", updated_at=1)
    _entity(conn, "b", description="newer", description_source="agent", updated_at=99)
    _merge(conn, "a", ["b"])
    assert _row(conn, "a")["description"] == "canonical's"
    _entity(conn, "c", description="old", description_source="agent", updated_at=5)
    _entity(conn, "d", description="newest", description_source="agent", updated_at=50)
    _entity(conn, "e", description="mid", description_source="agent", updated_at=20)
    _entity(conn, "x", description=None, updated_at=1)
    _merge(conn, "x", ["c", "d", "e"])
    assert _row(conn, "x")["description"] == "newest"


def test_a_duplicates_description_fills_an_empty_one(conn):
    _entity(conn, "a", description=None, source="manual")
    _entity(conn, "b", description="only b has one", description_source="auto", source="auto")
    _merge(conn, "a", ["b"])
    row = _row(conn, "a")
    assert (row["description"], row["description_source"], row["source"]) == ("only b has one", "auto", "manual")


def test_no_description_anywhere_leaves_none_and_no_source(conn):
    _entity(conn, "a", description=None, description_source="agent")
    _entity(conn, "b", description="", description_source="manual")
    _merge(conn, "a", ["b"])
    row = _row(conn, "a")
    assert (row["description"], row["description_source"]) == (None, None)


def test_the_source_is_the_highest_precedence_of_all(conn):
    _entity(conn, "a", source="auto")
    _entity(conn, "b", source="agent")
    _merge(conn, "a", ["b"])
    assert _row(conn, "a")["source"] == "agent"
    _entity(conn, "c", source="manual")
    _entity(conn, "d", source="auto")
    _merge(conn, "c", ["d"])
    assert _row(conn, "c")["source"] == "manual"


def test_properties_merge_with_the_higher_precedence_winning_and_the_canonical_breaking_ties(conn):
    _entity(conn, "a", source="agent", properties='{"k":"a","only_a":1}')
    _entity(conn, "b", source="manual", properties='{"k":"b","only_b":2}')
    _entity(conn, "c", source="agent", properties='{"k":"c","only_a":"c","only_c":3}')
    _merge(conn, "a", ["b", "c"])
    assert _row(conn, "a")["properties"] == '{"k":"b","only_a":1,"only_c":3,"only_b":2}'


def test_the_canonicals_unreadable_properties_are_kept_as_written(conn):
    _entity(conn, "a", properties="{not json")
    _entity(conn, "b", properties='{"k":1}', description="d")
    _merge(conn, "a", ["b"])
    row = _row(conn, "a")
    assert (row["properties"], row["description"]) == ("{not json", "d")


def test_a_new_name_is_given_and_a_non_ascii_one_keeps_its_key(conn):
    _entity(conn, "a", name="go", key="go")
    _entity(conn, "b", name="GO", key="go (b)")
    _merge(conn, "a", ["b"], name="Go")
    assert (_row(conn, "a")["name"], _row(conn, "a")["normalized_name"]) == ("Go", "go")
    _entity(conn, "c", name="stra\u00dfe", key="strasse")
    _entity(conn, "d", name="STRASSE", key="strasse (d)")
    _merge(conn, "c", ["d"], name="Stra\u00dfe")
    assert (_row(conn, "c")["name"], _row(conn, "c")["normalized_name"]) == ("Stra\u00dfe", "strasse")
    _entity(conn, "e", name="e")
    _merge(conn, "e", ["c"])
    assert _row(conn, "e")["name"] == "e"  # no name given: the canonical's stays


# --- observations ----------------------------------------------------------------------------


def test_observations_of_the_same_text_or_fingerprint_are_dropped_keeping_the_best(conn):
    _entity(conn, "a")
    _entity(conn, "b")
    _obs(conn, "a_auto", "a", "Port 5432", source="auto", created_at=1)
    _obs(conn, "b_manual", "b", "port   5432", source="manual", created_at=9)  # higher precedence: kept
    _obs(conn, "a_fp", "a", "one text", fingerprint="fp:1", created_at=5)
    _obs(conn, "b_fp", "b", "another text", fingerprint="fp:1", created_at=2)  # older: kept
    _obs(conn, "b_new", "b", "new", fingerprint="fp:2")
    counts = _merge(conn, "a", ["b"])
    assert sorted(conn.execute("SELECT id, entity_id FROM kg_observations")) == [
        ("b_fp", "a"), ("b_manual", "a"), ("b_new", "a")]
    assert (counts["observations_moved"], counts["observations_dropped"]) == (3, 2)


def test_without_fingerprints_only_the_text_decides(conn):
    _entity(conn, "a")
    _entity(conn, "b")
    _obs(conn, "o1", "a", "one", fingerprint="fp:1")
    _obs(conn, "o2", "b", "two", fingerprint="fp:1", created_at=20)
    conn.execute("DROP INDEX idx_kg_observations_fingerprint")
    counts = _merge(conn, "a", ["b"], has_fingerprints=False)
    assert (counts["observations_moved"], counts["observations_dropped"]) == (1, 0)
    assert sorted(conn.execute("SELECT id, entity_id FROM kg_observations")) == [("o1", "a"), ("o2", "a")]


def test_of_two_same_texts_the_older_then_the_smaller_id_stays(conn):
    _entity(conn, "a")
    _entity(conn, "b")
    _obs(conn, "z", "b", "same", created_at=1)
    _obs(conn, "y", "a", "same", created_at=2)
    _obs(conn, "q", "b", "twin", created_at=3)
    _obs(conn, "p", "a", "twin", created_at=3)
    _obs(conn, "t", "b", "timed", created_at="later")  # text sorts after every number
    _obs(conn, "s", "a", "timed", created_at=4)
    _merge(conn, "a", ["b"])
    assert sorted(conn.execute("SELECT id FROM kg_observations")) == [("p",), ("s",), ("z",)]


# --- what else moves with the entity ---------------------------------------------------------


def test_merged_names_layout_and_contacts_follow_the_kept_entity(conn):
    _entity(conn, "a", name="Acme", source="manual")
    _entity(conn, "b", name="ACME Inc", source="auto")
    _entity(conn, "c", name="acme.io", source="agent")
    conn.execute("INSERT INTO kg_layout_positions (entity_id, workspace_id, x, y, updated_at) VALUES"
                 " ('a', 'w', 1, 1, 1), ('b', 'w', 2, 2, 1)")
    _merge(conn, "c", ["b"])  # c carries b's name on from here
    _merge(conn, "a", ["c"])
    assert sorted(conn.execute("SELECT entity_id, name, source FROM kg_merged_names")) == [
        ("a", "ACME Inc", "auto"), ("a", "Acme", "manual"), ("a", "acme.io", "agent")]
    assert conn.execute("SELECT entity_id FROM kg_layout_positions").fetchall() == [("a",)]


# --- choosing the canonical ------------------------------------------------------------------


def test_the_canonical_is_the_highest_precedence_then_the_most_linked_then_the_oldest(conn):
    _entity(conn, "auto_linked", source="auto", created_at=1)
    _entity(conn, "agent_new", source="agent", created_at=50)
    _entity(conn, "agent_old", source="agent", created_at=40)
    _entity(conn, "other", created_at=1)
    _edge(conn, "e1", "auto_linked", "other")
    _obs(conn, "o1", "auto_linked", "x")
    assert merge.choose_canonical(conn, ["auto_linked", "agent_new", "agent_old"]) == "agent_old"
    _edge(conn, "e2", "other", "agent_new")  # now the most linked agent entity
    assert merge.choose_canonical(conn, ["auto_linked", "agent_old", "agent_new"]) == "agent_new"
    _obs(conn, "o2", "agent_old", "y")
    _obs(conn, "o3", "agent_old", "z")
    assert merge.choose_canonical(conn, ["agent_new", "agent_old"]) == "agent_old"
    _entity(conn, "b_twin", source="agent", created_at=40)
    _entity(conn, "a_twin", source="agent", created_at=40)
    assert merge.choose_canonical(conn, ["b_twin", "a_twin"]) == "a_twin"  # all equal: the smaller id
    _entity(conn, "texttime", source="agent", created_at="old")
    assert merge.choose_canonical(conn, ["texttime", "b_twin"]) == "b_twin"


def test_unreadable_properties_are_found_among_many_ids(conn):
    ids = [f"e{i:04d}" for i in range(1203)]
    conn.execute("BEGIN")
    for eid in ids:
        _entity(conn, eid, properties="{broken" if eid in ("e0000", "e0499", "e0500", "e1202") else "{}")
    conn.execute("COMMIT")
    assert sorted(merge.unreadable_properties_among(conn, ids)) == ["e0000", "e0499", "e0500", "e1202"]
    assert merge.unreadable_properties_among(conn, ids[1:499]) == []


def test_the_duplicates_canvas_positions_go_even_where_foreign_keys_are_not_enforced(conn):
    conn.execute("PRAGMA foreign_keys = OFF")  # as during a schema upgrade's table rebuilds
    _entity(conn, "a")
    _entity(conn, "b")
    conn.execute("INSERT INTO kg_layout_positions (entity_id, workspace_id, x, y, updated_at) VALUES"
                 " ('a', 'w', 1, 1, 1), ('b', 'w', 2, 2, 1)")
    _merge(conn, "a", ["b"])
    assert conn.execute("SELECT entity_id, x FROM kg_layout_positions").fetchall() == [("a", 1.0)]


def test_last_seen_falls_back_to_creation_and_stays_the_canonicals_when_no_time_is_a_number(conn):
    _entity(conn, "a", created_at=10, updated_at=0, last_seen_at=None, confidence=0.5)
    _entity(conn, "b", created_at=40, updated_at=0, last_seen_at=None, confidence=0.9)
    _merge(conn, "a", ["b"])
    assert _row(conn, "a")["last_seen_at"] == 40  # updated_at 0 reads as unset: created_at counts
    conn.execute("DROP INDEX IF EXISTS idx_kg_entities_normalized")
    _entity(conn, "c", created_at="then", updated_at="later", last_seen_at="seen")
    _entity(conn, "d", created_at="x", updated_at="y", last_seen_at="z")
    _merge(conn, "c", ["d"])
    row = _row(conn, "c")
    assert (row["last_seen_at"], row["created_at"]) == ("seen", "then")


# --- ties and times the tests above leave equal ----------------------------------------------


def test_ties_go_to_the_canonical_by_its_id_whatever_the_names(conn):
    _entity(conn, "a", name="Alpha", description="canonical's", description_source="agent", updated_at=1,
            properties='{"k":"a"}')
    _entity(conn, "b", name="Bravo", description="newer", description_source="agent", updated_at=99,
            properties='{"k":"b"}')
    _merge(conn, "a", ["b"])
    row = _row(conn, "a")
    assert (row["description"], row["properties"]) == ("canonical's", '{"k":"a"}')


def test_only_numeric_creation_times_are_compared_whatever_the_update_times(conn):
    _entity(conn, "a", created_at=300, updated_at=300)
    _entity(conn, "b", created_at="2020-01-01", updated_at=50)  # text creation, numeric update
    _entity(conn, "c", created_at=100, updated_at="later")  # numeric creation, text update
    _merge(conn, "a", ["b", "c"])
    assert _row(conn, "a")["created_at"] == 100


def test_the_latest_seen_time_wins_over_a_later_update_of_another(conn):
    _entity(conn, "a", created_at=10, updated_at=20, last_seen_at=300)
    _entity(conn, "b", created_at=10, updated_at=200, last_seen_at=250)
    _merge(conn, "a", ["b"])
    assert _row(conn, "a")["last_seen_at"] == 300


def test_of_equal_edges_of_two_duplicates_the_smaller_edge_id_stays_whichever_entity_held_it(conn):
    for e in "abcd":
        _entity(conn, e)
    _edge(conn, "q", "b", "c", created_at=5)
    _edge(conn, "p", "d", "c", created_at=5)
    counts = _merge(conn, "a", ["b", "d"])
    assert _edges(conn) == [("p", "a", "c", "uses", 10, None)]
    assert (counts["edges_moved"], counts["edges_dropped"]) == (1, 1)


def test_of_two_same_texts_on_two_entities_the_smaller_id_stays_whichever_entity_held_it(conn):
    _entity(conn, "a")
    _entity(conn, "b")
    _obs(conn, "q", "a", "same", created_at=3)
    _obs(conn, "p", "b", "same", created_at=3)
    _merge(conn, "a", ["b"])
    assert conn.execute("SELECT id, entity_id FROM kg_observations").fetchall() == [("p", "a")]


def test_without_foreign_keys_no_edge_is_left_pointing_at_a_merged_duplicate(conn):
    conn.execute("PRAGMA foreign_keys = OFF")  # as during a schema upgrade's table rebuilds
    for e in "abc":
        _entity(conn, e)
    _edge(conn, "loop", "b", "a")  # a self-loop once merged
    _edge(conn, "h_a", "a", "c", valid_from=10, valid_to=20)
    _edge(conn, "h_b", "b", "c", valid_from=10, valid_to=20)  # the same closed window
    _edge(conn, "cur_a", "a", "c", valid_from=30)
    _edge(conn, "cur_b", "b", "c", valid_from=30)  # the same current relationship
    counts = _merge(conn, "a", ["b"])
    assert _edges(conn) == [("cur_a", "a", "c", "uses", 30, None), ("h_a", "a", "c", "uses", 10, 20)]
    assert (counts["edges_moved"], counts["edges_dropped"]) == (0, 3)
    assert conn.execute("PRAGMA foreign_key_check(kg_edges)").fetchall() == []


def test_a_name_that_is_not_text_is_not_recorded_among_the_merged_names(tmp_path):
    c = sqlite3.connect(tmp_path / "old.db", isolation_level=None)
    c.executescript("""
        CREATE TABLE kg_entities (id TEXT PRIMARY KEY, name TEXT, description TEXT, source TEXT, properties TEXT,
            confidence REAL, created_at INTEGER, updated_at INTEGER, description_source TEXT, last_seen_at INTEGER);
        CREATE TABLE kg_edges (id TEXT PRIMARY KEY, source_entity_id TEXT, target_entity_id TEXT, edge_type TEXT,
            source TEXT, created_at INTEGER);
        CREATE TABLE kg_observations (id TEXT PRIMARY KEY, entity_id TEXT, content TEXT, source TEXT,
            created_at INTEGER);
        INSERT INTO kg_entities VALUES ('a', 'A', NULL, 'agent', '{}', 1, 1, 1, NULL, NULL),
                                       ('b', NULL, NULL, 'auto', '{}', 1, 1, 1, NULL, NULL),
                                       ('c', X'4142', NULL, 'auto', '{}', 1, 1, 1, NULL, NULL);
    """)
    c.execute("BEGIN")
    assert merge.merge_entities(c, "a", ["b", "c"], NOW, has_fingerprints=False)["entities"] == 2
    c.execute("COMMIT")
    assert c.execute("SELECT entity_id, name, source FROM kg_merged_names").fetchall() == [("a", "A", "agent")]
    c.close()
