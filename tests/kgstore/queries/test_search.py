"""Search: BM25 tiers, prefix, Unicode, type filter before the limit, hostile input, fallback."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import kgstore


@pytest.fixture(params=[True, False], ids=["fts5", "like-fallback"])
def search_ws(request, tmp_path, clock):
    kg = kgstore.open(tmp_path / "s.db", clock=clock, fts=request.param)
    assert kg.fts_enabled is request.param
    ws = kg.workspace("ws")
    yield ws
    kg.close()


def names(hits):
    return [h.entity.name for h in hits]


def test_name_hits_rank_above_description_hits(search_ws):
    ws = search_ws
    ws.upsert_entity("service", "payments gateway", description="Stripe integration")
    ws.upsert_entity("service", "billing", description="Creates invoices, calls the payments gateway")
    hits = ws.search("payments")
    assert names(hits) == ["payments gateway", "billing"]
    assert hits[0].score > hits[1].score


def test_last_word_is_a_prefix(search_ws):
    ws = search_ws
    ws.upsert_entity("technology", "PostgreSQL")
    ws.upsert_entity("technology", "Postman")
    assert set(names(ws.search("post"))) == {"PostgreSQL", "Postman"}
    assert names(ws.search("postg")) == ["PostgreSQL"]


def test_all_words_must_match(search_ws):
    ws = search_ws
    ws.upsert_entity("service", "auth service", description="login and sessions")
    ws.upsert_entity("service", "auth proxy")
    assert names(ws.search("auth sess")) == ["auth service"]


@pytest.mark.parametrize("stored,query", [
    ("Jürgen Müller", "Müller"), ("Jürgen Müller", "müll"), ("Café Central", "café"),
    ("東京 office", "東京"), ("東京タワー", "東京"), ("Zürich", "zurich"), ("Ångström lab", "ångström"),
])
def test_unicode_words(search_ws, stored, query):
    ws = search_ws
    ws.upsert_entity("person", stored)
    assert names(ws.search(query)) == [stored]


def test_type_filter_applies_before_the_limit(search_ws):
    ws = search_ws
    for i in range(30):
        ws.upsert_entity("file", f"redis config {i}")
    ws.upsert_entity("technology", "Redis", description="cache")
    hits = ws.search("redis", limit=5, types=["technology"])
    assert names(hits) == ["Redis"]
    assert len(ws.search("redis", limit=5)) == 5


def test_limit_is_clamped(search_ws):
    ws = search_ws
    for i in range(60):
        ws.upsert_entity("concept", f"topic {i}")
    assert len(ws.search("topic", limit=500)) == 50
    assert len(ws.search("topic", limit=0)) == 1


def test_observation_text_is_searchable_ranked_below(search_ws):
    ws = search_ws
    pg = ws.upsert_entity("technology", "PostgreSQL")
    ws.add_observation(pg.id, "experiencing high latency on the users table")
    ws.upsert_entity("concept", "latency budget")
    hits = ws.search("latency")
    if ws._kg.fts_enabled:
        assert names(hits) == ["latency budget", "PostgreSQL"]
    else:
        assert names(hits)[0] == "latency budget"


def test_search_is_workspace_scoped(kg, clock):
    kg.workspace("a").upsert_entity("technology", "Kubernetes")
    assert kg.workspace("b").search("kubernetes") == []


HOSTILE = ['"', "'", "*", "(", ")", "AND", "OR NOT", "NEAR(a b)", "a:b", "{name}: x", "^foo", "-x",
           "\\", "%", "_", "%_%", "", "   ", "\x00", "col : value", '"unterminated', "a*b*c**",
           "x" * 1_000_000, "🙂", "\ud800"[:0] + "tab\tnew\nline"]


@pytest.mark.parametrize("query", HOSTILE, ids=range(len(HOSTILE)))
def test_hostile_queries_never_raise(search_ws, query):
    """Query syntax, LIKE wildcards and odd characters are text: next to a word of the entity
    (whose description holds the same characters, where they can be stored) they still find it,
    and only it."""
    ws = search_ws
    ws.upsert_entity("concept", "unrelated")
    storable = len(query) < 1000 and "\x00" not in query
    ws.upsert_entity("concept", "100% sure_thing",
                     description='a (parenthesised) "quoted" text' + (f", {query}" if storable else ""))
    if len(query) >= 1000:  # a megabyte word that nothing holds
        assert ws.search(query) == [] and ws.search(f"parenthesised {query}") == []
    else:
        assert names(ws.search(f"parenthesised {query}")) == ["100% sure_thing"]


def test_like_special_characters_are_literal(search_ws):
    ws = search_ws
    ws.upsert_entity("concept", "100% sure")
    ws.upsert_entity("concept", "100 percent")
    ws.upsert_entity("concept", "snake_case")
    ws.upsert_entity("concept", "snakeXcase")
    hits = ws.search("snake_case")
    assert names(hits)[0] == "snake_case" and hits[0].matched_by in ("word", "substring")
    # "_" is no wildcard: snakeXcase is no word match, only one typo away.
    assert [(h.entity.name, h.matched_by) for h in hits[1:]] in ([], [("snakeXcase", "fuzzy")])
    assert "100 percent" in names(ws.search("100"))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.text(max_size=60))
def test_any_query_string_is_safe(ws, query):
    if not ws.entities(limit=1):
        ws.upsert_entity("concept", "alpha beta", description="gamma (delta) \"epsilon\"")
    hits = ws.search(query, limit=5)
    assert names(hits) in ([], ["alpha beta"]) and names(ws.search(query, limit=5)) == names(hits)
    assert names(ws.search("gamma")) == ["alpha beta"]  # and the store still answers


def test_non_string_query_is_an_error(ws):
    with pytest.raises(kgstore.ValidationError):
        ws.search(None)  # type: ignore[arg-type]


def test_names_starting_with_the_query_come_first_shortest_first(search_ws):
    ws = search_ws
    ws.upsert_entity("service", "authentication gateway")
    ws.upsert_entity("service", "auth")
    ws.upsert_entity("concept", "oauth", description="auth protocol")
    ws.upsert_entity("service", "login", description="auth for users")
    got = names(ws.search("auth"))
    assert got[:2] == ["auth", "authentication gateway"]
    assert set(got[2:]) == {"oauth", "login"}
    assert names(ws.search("auth", types=["concept"])) == ["oauth"]


@pytest.mark.parametrize("indexed", [True, False], ids=["indexed", "unindexed-tail"])
def test_the_last_word_whole_ranks_before_longer_words_it_begins(kg, ws, indexed):
    """Search as you type treats the last word as a prefix, but a document holding the word itself
    comes first, even where BM25 alone would prefer a shorter document with a longer word."""
    from kgstore.storage import search_index

    if indexed:  # push the rows below into the index; otherwise they stay in the unindexed tail
        for i in range(search_index.BATCH):
            ws.upsert_entity("concept", f"filler {i}", description="nothing to see")
    short = ws.upsert_entity("service", "db one", description="postgres")
    whole = ws.upsert_entity("service", "db two", description="the post office box of the old town hall")
    holder = ws.upsert_entity("project", "holder")
    obs_whole = ws.upsert_entity("project", "witness")
    for i in range(12):
        ws.add_observation(holder.id, f"o2x27{i} observed before a crash")
    ws.add_observation(obs_whole.id, "o2x27 observed before a crash")
    if indexed:
        with kg._db.write() as conn:
            search_index.flush(conn, search_index.ENTITIES)
            search_index.flush(conn, search_index.OBSERVATIONS)
    with kg._db.read() as conn:
        mark = search_index.indexed_rowid(conn, search_index.ENTITIES)
        rowid = conn.execute("SELECT rowid FROM kg_entities WHERE id = ?", (whole.id,)).fetchone()[0]
    assert (rowid <= mark) is indexed
    assert names(ws.search("post")) == ["db two", "db one"]
    assert names(ws.search("post", limit=1)) == ["db two"]
    hits = ws.search("postg")
    assert names(hits)[0] == "db one" and hits[0].matched_by == "word"
    assert [(h.entity.name, h.matched_by) for h in hits[1:]] == [("db two", "fuzzy")]  # "post", a typo away
    assert names(ws.search("o2x27", limit=1)) == ["witness"]
    assert names(ws.search("o2x27")) == ["witness", "holder"]


def test_equal_scores_across_the_limit_keep_the_first_created(kg, ws):
    """Ranked rows are read only as far as the limit needs, but a run of equal scores is read
    whole: which of them make the cut does not depend on where the reading stopped."""
    from kgstore.storage import search_index

    made = [ws.upsert_entity("concept", f"item {i:02d}", description="alpha beta") for i in range(15)]
    with kg._db.write() as conn:
        search_index.flush(conn, search_index.ENTITIES)
    for limit in (1, 4, 10):
        hits = ws.search("alpha", limit=limit)
        assert len({h.score for h in hits}) == 1
        assert [h.entity.id for h in hits] == [e.id for e in made[:limit]]


def test_match_kind_names_what_each_hit_matched(tmp_path, clock):
    from kgstore.queries.search import match_kind

    kg = kgstore.open(tmp_path / "k.db", clock=clock)
    ws = kg.workspace("ws")
    ws.upsert_entity("service", "payments gateway")
    ws.upsert_entity("service", "billing", description="calls the payments gateway")
    noted = ws.upsert_entity("service", "ledger")
    ws.add_observation(noted.id, "reconciles payments nightly")
    kinds = {h.entity.name: match_kind(h.score) for h in ws.search("payments")}
    assert kinds == {"payments gateway": "name", "billing": "text", "ledger": "observation"}
    kg.close()
    fallback = kgstore.open(tmp_path / "k.db", clock=clock, fts=False)
    kinds = {h.entity.name: match_kind(h.score) for h in fallback.workspace("ws").search("gateway")}
    assert kinds == {"payments gateway": "substring", "billing": "substring"}
    fallback.close()
