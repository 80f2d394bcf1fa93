"""Infix and typo-tolerant search (issue #19, item 6): whole words and prefixes first, then names
holding the query inside a word, then words one typo away; each hit says how and where it
matched. Real-world-like queries, typos included, in QUERIES."""

from __future__ import annotations

import sqlite3

import pytest
from cowork import ACME, CoWorkWriter, copy_fixture, file_problems, needs_fixture

import kgstore
from kgstore.storage import migrations, search_index
from kgstore.queries.search import match_spans, one_edit_away

# A small engineering workspace: technologies, services, people, with descriptions and notes.
CORPUS = [
    ("technology", "PostgreSQL", "Relational database behind the orders service",
     ["Primary replica fell behind during the nightly vacuum"]),
    ("technology", "MySQL", "Legacy database of the billing system", []),
    ("technology", "SQLite", "Embedded database used by the desktop client", []),
    ("technology", "React", "UI library of the web dashboard", ["Upgraded to version 18 in March"]),
    ("technology", "React Native", "Mobile app framework", []),
    ("technology", "Redis", "Cache and rate limiter", []),
    ("technology", "Kubernetes", "Container orchestration for every service", []),
    ("technology", "Elasticsearch", "Full-text search over tickets", []),
    ("technology", "GraphQL", "API layer in front of the services", []),
    ("service", "payments gateway", "Talks to Stripe for card payments", []),
    ("service", "authentication service", "Login, sessions and tokens", []),
    ("service", "notification worker", "Sends emails through Postmark",
     ["Retries are throttled after the SendGrid outage"]),
    ("person", "Jürgen Müller", "Database administrator", []),
    ("person", "Priya Raman", "Frontend lead", ["Owns the migration from webpack to Vite"]),
]

# (query, the entity expected first, how it matched: word / infix / fuzzy)
QUERIES = [
    ("postgresql", "PostgreSQL", "word"),
    ("postgre", "PostgreSQL", "word"),  # a prefix
    ("react", "React", "word"),
    ("kube", "Kubernetes", "word"),
    ("vacuum", "PostgreSQL", "word"),  # an observation
    ("gres", "PostgreSQL", "infix"),
    ("netes", "Kubernetes", "infix"),
    ("lasticse", "Elasticsearch", "infix"),
    ("search", "Elasticsearch", "word"),  # its description holds the word
    ("gateway", "payments gateway", "word"),
    ("ql", None, None),  # too short to be looked for inside words: nothing
    ("recat", "React", "fuzzy"),  # transposition
    ("postgersql", "PostgreSQL", "fuzzy"),  # transposition
    ("postgresl", "PostgreSQL", "fuzzy"),  # deletion
    ("kubernets", "Kubernetes", "fuzzy"),  # deletion
    ("elasticsaerch", "Elasticsearch", "fuzzy"),
    ("reddis", "Redis", "fuzzy"),  # insertion
    ("graphgl", "GraphQL", "fuzzy"),  # substitution
    ("authentcation", "authentication service", "fuzzy"),
    ("mueller", "Jürgen Müller", "fuzzy"),  # one deletion from "muller" (accents aside)
    ("kubrnetis", None, None),  # two edits: not a typo we guess
    ("mülller", "Jürgen Müller", "fuzzy"),
    ("throtled", "notification worker", "fuzzy"),  # observation text, one typo
    ("webpak vite", "Priya Raman", "fuzzy"),  # two words, one with a typo
]


def build(ws, corpus=CORPUS):
    ids = {}
    for type_name, name, description, notes in corpus:
        e = ws.upsert_entity(type_name, name, description=description)
        ids[name] = e.id
        for note in notes:
            ws.add_observation(e.id, note)
    return ids


@pytest.fixture(params=["tail", "indexed"])
def ws(request, tmp_path, clock):
    """The corpus both as the unindexed tail (a small file) and folded into the word indexes."""
    kg = kgstore.open(tmp_path / "s.db", clock=clock)
    ws = kg.workspace("ws")
    build(ws)
    if request.param == "indexed":
        with kg._db.write() as conn:
            search_index.flush_all(conn)
            assert search_index.indexed_rowid(conn, search_index.ENTITIES) > 0
            assert search_index.trigram_rowid(conn) > 0
    yield ws
    kg.close()


def names(hits):
    return [h.entity.name for h in hits]


@pytest.mark.parametrize("query,expected,how", QUERIES, ids=[q for q, _, _ in QUERIES])
def test_real_world_queries(ws, query, expected, how):
    hits = ws.search(query)
    if expected is None:
        assert hits == [] or all(h.matched_by == "word" for h in hits), [(h.entity.name, h.matched_by) for h in hits]
        return
    assert hits, f"{query!r} found nothing"
    assert hits[0].entity.name == expected, names(hits)
    assert hits[0].matched_by == how


def test_exact_beats_infix_beats_fuzzy(ws):
    # "redis": Redis by its word; "Reddis" is one typo from it and nothing holds "redis" inside.
    # "sql": MySQL, PostgreSQL and SQLite hold it inside a name (SQLite as a prefix, so first).
    hits = ws.search("sql")
    assert names(hits)[0] == "SQLite" and hits[0].matched_by == "word"
    assert set(names(hits)[1:3]) == {"MySQL", "PostgreSQL"}
    assert [h.matched_by for h in hits[1:3]] == ["infix", "infix"]
    assert hits[0].score > hits[1].score

    # A name holding the query inside a word ranks above one a typo away.
    ws.upsert_entity("technology", "Vitess", description="Sharding for MySQL")
    ws.upsert_entity("technology", "Vites", description="not a real thing")
    hits = ws.search("vitess")
    assert names(hits)[0] == "Vitess" and hits[0].matched_by == "word"
    ws.upsert_entity("technology", "Invitessimo")
    hits = ws.search("vitess")
    kinds = {h.entity.name: h.matched_by for h in hits}
    assert kinds == {"Vitess": "word", "Invitessimo": "infix", "Vites": "fuzzy"}
    assert names(hits) == ["Vitess", "Invitessimo", "Vites"]
    assert hits[0].score > hits[1].score > hits[2].score


def test_typo_hits_only_fill_what_exact_hits_leave(ws):
    for i in range(12):
        ws.upsert_entity("file", f"react component {i}")
    hits = ws.search("react", limit=10)
    assert all(h.matched_by == "word" for h in hits)


def test_short_queries_do_not_flood(ws):
    for i in range(30):
        ws.upsert_entity("file", f"xq{i}zz")  # "q" inside every name, never at a word's start
    assert ws.search("q", limit=50) == []
    assert ws.search("qz", limit=50) == []
    assert all(h.matched_by == "word" for h in ws.search("xq", limit=50))


def test_hits_say_where_they_matched_with_the_words(ws):
    (hit,) = [h for h in ws.search("payments") if h.entity.name == "payments gateway"]
    assert hit.matched_in == ("name", "description") and hit.terms == ("payments",)
    (hit,) = ws.search("orders")
    assert hit.matched_in == ("description",) and hit.snippet is None
    (hit,) = ws.search("vacuum")
    assert hit.matched_in == ("observation",)
    assert hit.snippet == "Primary replica fell behind during the nightly vacuum"
    (hit,) = ws.search("throtled")
    assert hit.matched_by == "fuzzy" and hit.terms == ("throttled",)
    assert hit.matched_in == ("observation",) and "throttled" in hit.snippet
    hit = ws.search("gres")[0]
    assert hit.matched_by == "infix" and hit.matched_in == ("name",)
    assert match_spans(hit.entity.name, hit.terms, substring=True) == [(4, 8)]  # Post[gres]QL


def test_observation_snippet_is_cut_around_the_match(tmp_path, clock):
    with kgstore.open(tmp_path / "s.db", clock=clock) as kg:
        ws = kg.workspace("ws")
        e = ws.upsert_entity("service", "ingest")
        long_note = " ".join(f"word{i}" for i in range(80)) + " kafkaesque backlog " + \
            " ".join(f"tail{i}" for i in range(80))
        ws.add_observation(e.id, long_note)
        (hit,) = ws.search("kafkaesque")
        assert hit.snippet.startswith("…") and hit.snippet.endswith("…")
        assert "kafkaesque backlog" in hit.snippet and len(hit.snippet) < 200


def test_match_spans_fold_case_and_accents():
    assert match_spans("Jürgen Müller", ["muller"]) == [(7, 13)]
    assert match_spans("Café Central", ["cafe", "cen"]) == [(0, 4), (5, 8)]
    assert match_spans("PostgreSQL", ["sql"]) == []  # not at a word's start
    assert match_spans("PostgreSQL", ["sql"], substring=True) == [(7, 10)]
    assert match_spans("aaaa", ["aa"], substring=True) == [(0, 4)]
    assert match_spans(None, ["x"]) == []


def test_one_edit_away():
    near = one_edit_away("recat")
    assert {"react", "reca", "recats", "rebat"} <= near
    assert "recat" not in near and "raect" not in near


def test_index_follows_renames_and_deletes(ws):
    hits = ws.search("gres")
    ws.update_entity(hits[0].entity.id, name="Postgres Pro")
    assert names(ws.search("gres")) == ["Postgres Pro"]
    assert ws.search("ressq") == []  # the old name is gone from the trigram index
    ws.delete_entity(hits[0].entity.id)
    assert ws.search("gres") == []


def test_integrity_check_covers_the_trigram_index(tmp_path, clock):
    with kgstore.open(tmp_path / "s.db", clock=clock) as kg:
        ws = kg.workspace("ws")
        build(ws)
        assert kg.check_integrity() == []
        with kg._db.write() as conn:
            # Damage: an entry for a name the table does not hold.
            conn.execute(f"INSERT INTO {migrations.TRIGRAM_TABLE}(rowid, name) VALUES (999999, 'ghost')")
        assert any(migrations.TRIGRAM_TABLE in p for p in kg.check_integrity())


@pytest.mark.parametrize("step_rows", [5, 20_000])
def test_a_file_from_before_the_trigram_index_gets_it(tmp_path, clock, monkeypatch, step_rows):
    """In steps of `step_rows` names (5: several steps for the corpus)."""
    monkeypatch.setattr(migrations, "PREPARE_ROWS", step_rows)
    path = tmp_path / "old.db"
    with kgstore.open(path, clock=clock) as kg:
        build(kg.workspace("ws"))
    conn = sqlite3.connect(path)
    with conn:
        for trigger in ("insert", "delete", "update"):
            conn.execute(f"DROP TRIGGER kg_entity_trigrams_{trigger}")
        conn.execute(f"DROP TABLE {migrations.TRIGRAM_TABLE}")
        conn.execute("DROP TABLE kg_trigram_state")
        conn.execute("DELETE FROM kg_migrations WHERE name = '0015_trigram_index'")
    conn.close()
    with kgstore.open(path, clock=clock) as kg:
        assert "0015_trigram_index" in kg.applied_migrations()
        with kg._db.read() as conn:
            assert search_index.trigram_rowid(conn) == conn.execute("SELECT max(rowid) FROM kg_entities").fetchone()[0]
            assert conn.execute(f"SELECT count(*) FROM {migrations.TRIGRAM_TABLE}_docsize").fetchone()[0] == len(CORPUS)
        assert names(kg.workspace("ws").search("gres")) == ["PostgreSQL"]
        assert kg.check_integrity() == []


@needs_fixture
def test_cowork_writes_into_an_upgraded_file_are_found_inside_words(tmp_path):
    path = copy_fixture(tmp_path)
    kgstore.open(path).close()  # the upgrade
    assert file_problems(path) == []
    with CoWorkWriter(path) as cw:  # CoWork's own statements, none of our functions
        cw.start()
        fresh = cw.add_entity(ACME, "technology", "Supabase Storage", "object storage")
        renamed = cw.add_entity(ACME, "technology", "Oldfangled Widget")
        gone = cw.add_entity(ACME, "technology", "Vanishingthing")
        cw.update_entity(renamed, name="Newfangled Widget")
        cw.delete_entity(gone)
        cw.add_observation(fresh, "quota raised for the thumbnails bucket")
    assert file_problems(path) == []
    with kgstore.open(path) as kg:
        ws = kg.workspace(ACME)
        assert names(ws.search("abase")) == ["Supabase Storage"]
        assert names(ws.search("fangled")) == ["Newfangled Widget"]
        assert ws.search("oldfangled") == [] and ws.search("ishingth") == []
        assert names(ws.search("supabsae")) == ["Supabase Storage"]  # a typo of CoWork's word
        assert names(ws.search("thumbnials"))[:1] == ["Supabase Storage"]  # in its observation
        assert kg.check_integrity() == []
    assert file_problems(path) == []


@needs_fixture
def test_cowork_renames_and_deletes_of_indexed_names_reach_the_trigram_index(tmp_path):
    path = copy_fixture(tmp_path)
    kgstore.open(path).close()  # the upgrade indexes every name CoWork had written
    conn = sqlite3.connect(path)
    try:
        mark = conn.execute("SELECT indexed_rowid FROM kg_trigram_state").fetchone()[0]
        (alice, bob), = [conn.execute(
            "SELECT (SELECT id FROM kg_entities WHERE name = 'Alice Chen'),"
            " (SELECT id FROM kg_entities WHERE name = 'Bob Smith')").fetchone()]
        assert conn.execute("SELECT max(rowid) FROM kg_entities").fetchone()[0] == mark
    finally:
        conn.close()
    with CoWorkWriter(path) as cw:
        cw.start()
        cw.update_entity(alice, name="Alicia Chenowith")
        cw.delete_entity(bob)
    assert file_problems(path) == []
    with kgstore.open(path) as kg:
        ws = kg.workspace(ACME)
        assert names(ws.search("nowith")) == ["Alicia Chenowith"]
        assert ws.search("ice chen") == []  # the old name left the index
        assert ws.search("ob smi") == []
        assert kg.check_integrity() == []


@needs_fixture
def test_a_batch_of_cowork_names_is_indexed_when_we_next_open_the_file(tmp_path):
    path = copy_fixture(tmp_path)
    kgstore.open(path).close()
    with CoWorkWriter(path) as cw:
        cw.start()
        for i in range(search_index.BATCH + 3):
            cw.add_entity(ACME, "concept", f"Cowork topic{i:04d}")
    with kgstore.open(path) as kg:  # healing on open folds the tail in
        with kg._db.read() as conn:
            top = conn.execute("SELECT max(rowid) FROM kg_entities").fetchone()[0]
            assert search_index.trigram_rowid(conn) == top
        hits = kg.workspace(ACME).search("opic0007")
        assert names(hits) == ["Cowork topic0007"] and hits[0].matched_by == "infix"
        assert kg.check_integrity() == []
    assert file_problems(path) == []
