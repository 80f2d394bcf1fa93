"""Search at its limits: query word and length bounds, the default and refused limits, the order
inside a tier, and result windows (LIKE fallback, FTS top k) that must still fill the limit."""

from __future__ import annotations

import math

import pytest

import kgstore
from kgstore.queries import search
from kgstore.storage import search_index


def names(hits):
    return [h.entity.name for h in hits]


def flush(kg):
    """Move every row written so far from the unindexed tail into the FTS index."""
    with kg._db.write() as conn:
        search_index.flush(conn, search_index.ENTITIES)
        search_index.flush(conn, search_index.OBSERVATIONS)


@pytest.fixture(params=[True, False], ids=["fts5", "like-fallback"])
def any_ws(request, tmp_path, clock):
    kg = kgstore.open(tmp_path / "s.db", clock=clock, fts=request.param)
    yield kg.workspace("ws")
    kg.close()


WORDS = [f"w{i:02d}x" for i in range(20)]


def test_sixteen_query_words_count_and_a_seventeenth_is_ignored(any_ws):
    ws = any_ws
    ws.upsert_entity("concept", "holder", description=" ".join(WORDS[:16]))
    # Every word must match: a 16th word found nowhere means no result...
    assert ws.search(" ".join(WORDS[:15] + ["absentword"])) == []
    # ...but a 17th is beyond the limit and not searched for.
    assert names(ws.search(" ".join(WORDS[:16] + ["absentword"]))) == ["holder"]


def test_query_words_are_cut_at_64_characters(any_ws):
    ws = any_ws
    word = "k" * 64
    ws.upsert_entity("concept", "holder", description=f"{'q' * 63} {word} tail")
    # A 65-character word is searched as its first 64: this one is the stored word.
    assert names(ws.search(word + "z")) == ["holder"]
    # A word cut at 64 is searched whole (not as the stored 63-character word it begins with).
    assert ws.search("q" * 63 + "z" + " tail", tolerant=False) == []


def test_only_the_first_10000_characters_of_a_query_are_read(any_ws):
    ws = any_ws
    ws.upsert_entity("technology", "Kubernetes", description="the cluster")
    # A word at character 10,000 is past the cut: not required to match. (The query does not
    # start the name, so only the word tiers can find it.)
    assert names(ws.search("cluster kubernetes".ljust(10_000) + "absent")) == ["Kubernetes"]
    assert ws.search("cluster kubernetes".ljust(9_999) + "absent") == []
    # The last character kept is character 9,999: a word there is searched for.
    assert names(ws.search(" " * 9_999 + "k")) == ["Kubernetes"]


def test_the_default_limit_is_ten(any_ws):
    ws = any_ws
    for i in range(12):
        ws.upsert_entity("concept", f"topic {i:02d}")
    assert len(ws.search("topic")) == 10
    assert len(ws.search("topic", limit=None)) == 10


@pytest.mark.parametrize("limit", [2.0, "5", math.nan, True])
def test_a_limit_that_is_not_an_integer_is_refused(any_ws, limit):
    ws = any_ws
    ws.upsert_entity("concept", "topic")
    with pytest.raises(kgstore.ValidationError, match="limit must be an integer"):
        ws.search("topic", limit=limit)


def test_a_type_filter_naming_no_known_type_finds_nothing(any_ws):
    ws = any_ws
    ws.upsert_entity("concept", "topic")
    assert ws.search("topic", types=["no_such_type"]) == []
    assert ws.search("!!! ???") == []  # no words at all


def test_match_kind_boundaries_belong_to_the_tier_above():
    """A score exactly at a tier's offset is that tier (the unindexed observation tail scores
    exactly its offset); just below is the next tier down."""
    tiers = [(search._TIER_PREFIX, "name"), (search._TIER_TEXT[True], "text"),
             (search._TIER_OBS[True], "observation"), (search._TIER_INFIX, "infix"),
             (search._TIER_FUZZY_OBS, "fuzzy")]
    below = [kind for _, kind in tiers[1:]] + ["substring"]
    for (offset, kind), next_kind in zip(tiers, below):
        assert search.match_kind(offset) == kind
        assert search.match_kind(math.nextafter(offset, -math.inf)) == next_kind


def test_an_unindexed_observation_hit_is_reported_as_an_observation(kg, ws):
    noted = ws.upsert_entity("service", "ledger")
    ws.add_observation(noted.id, "reconciles payments nightly")
    hits = ws.search("paym")  # the last word as a prefix, in the unindexed tail
    assert names(hits) == ["ledger"]
    assert search.match_kind(hits[0].score) == "observation"


def test_more_relevant_text_ranks_first_inside_a_tier(kg, ws):
    """Inside the indexed description tier, BM25 decides: a short text about the word before a
    long one that mentions it once (and a name holding it above both)."""
    long_text = "redis " + " ".join(f"filler{i}" for i in range(40))
    weak = ws.upsert_entity("service", "cache b", description=long_text)
    strong = ws.upsert_entity("service", "cache a", description="redis redis")
    named = ws.upsert_entity("technology", "the redis server", description="x")
    flush(kg)
    hits = ws.search("redis")
    assert [h.entity.id for h in hits] == [named.id, strong.id, weak.id]
    assert hits[0].score > hits[1].score > hits[2].score


def test_like_fallback_fills_the_limit_after_the_name_prefix_tier(tmp_path, clock):
    """Without FTS5, names that start with the query come first, then LIKE matches: the
    LIKE pass must look past the rows the prefix tier already took."""
    kg = kgstore.open(tmp_path / "f.db", clock=clock, fts=False)
    ws = kg.workspace("ws")
    for i in range(4):
        ws.upsert_entity("concept", f"orbit {i}", confidence=0.9)  # in_name and confident: LIKE's first
    others = [ws.upsert_entity("concept", f"item {i}", description="an orbit", confidence=0.5)
              for i in range(4)]
    hits = ws.search("orbit", limit=6)
    assert len(hits) == 6
    assert names(hits[:4]) == [f"orbit {i}" for i in range(4)]
    assert {h.entity.id for h in hits[4:]} <= {e.id for e in others}
    kg.close()


def test_another_workspaces_better_matches_do_not_crowd_out_this_ones(kg):
    """The FTS index is shared by workspaces: the top-k window grows until this workspace's
    matches are found, however many better ones another workspace holds."""
    crowd = kg.workspace("crowd")
    for i in range(200):
        crowd.upsert_entity("concept", f"zephyr {i}")  # in the name: ranked far above
    mine = kg.workspace("mine")
    mine_ids = [mine.upsert_entity("concept", f"note {i}",
                                   description="a long text that mentions zephyr once " + "pad " * i).id
                for i in range(12)]
    flush(kg)
    hits = mine.search("zephyr", limit=10)
    assert len(hits) == 10 and {h.entity.id for h in hits} <= set(mine_ids)
    # The shortest texts (the most relevant) are the ones kept.
    assert [h.entity.id for h in hits] == mine_ids[:10]
    assert len(mine.search("zephyr", limit=12)) == 12


def test_a_word_the_index_holds_twice_is_a_commoner_typo_target_than_one_in_the_tail(kg, ws):
    """A word of the unindexed tail counts as held once: an indexed word held by two texts is
    tried first, though the tail's word comes first A-Z."""
    ws.upsert_entity("concept", "bcdeg")
    ws.upsert_entity("concept", "holder", description="a bcdeg too")
    flush(kg)
    ws.upsert_entity("concept", "acdef")  # written after the flush: only in the tail
    assert names(ws.search("bcdef", limit=1)) == ["bcdeg"]  # the first reading tried wins


def test_typo_readings_change_as_few_words_as_they_can_and_never_repeat_the_query(kg, ws):
    """The readings of "ab alphx bravx": each changes at least one word (the query as typed was
    searched already), those that change fewer words come first, then those of commoner words
    (alpha is held twice, alpht and bravo once), then A-Z; at most MAX_FUZZY_READINGS."""
    ws.upsert_entity("concept", "alpha")
    ws.upsert_entity("concept", "alpha two")
    ws.upsert_entity("concept", "alpht")
    ws.upsert_entity("concept", "bravo")
    flush(kg)
    typed = ("ab", "alphx", "bravx")
    with kg._db.read() as conn:
        readings = search._fuzzy_readings(conn, {}, list(typed))
    assert typed not in readings and len(readings) == search.MAX_FUZZY_READINGS
    changed = [sum(a != b for a, b in zip(r, typed)) for r in readings]
    assert changed == sorted(changed) and min(changed) == 1
    assert readings == [("ab", "alpha", "bravx"), ("ab", "alpht", "bravx"), ("ab", "alphx", "bravo"),
                        ("ab", "alpha", "bravo")]


def test_a_hit_found_in_an_observation_shows_it_though_its_name_holds_a_word_too(kg, ws):
    """Both words are in no name or description (so the text tiers miss it), but an observation
    holds both: the hit says so, with the snippet, beside the name that holds one of them."""
    alpha = ws.upsert_entity("concept", "Alpha")
    ws.add_observation(alpha.id, "alpha met beta at the gamma conference")
    [hit] = ws.search("alpha beta")
    assert hit.matched_in == ("name", "observation")
    assert hit.snippet == "alpha met beta at the gamma conference"


def test_a_word_only_in_the_unindexed_tail_counts_as_a_typo_target_like_an_indexed_one(kg, ws):
    """Both names are one edit from the query and held once: the tie is broken by the word, not
    by whether the index holds it yet (the tail counts each text it holds a word in)."""
    ws.upsert_entity("concept", "bcdeg")
    flush(kg)
    ws.upsert_entity("concept", "acdef")  # written after the flush: only in the tail
    with kg._db.read() as conn:
        rowid = conn.execute("SELECT rowid FROM kg_entities WHERE name = 'acdef'").fetchone()[0]
        assert rowid > search_index.indexed_rowid(conn, search_index.ENTITIES)
    assert names(ws.search("bcdef", limit=1)) == ["acdef"]  # the first reading tried wins
    assert set(names(ws.search("bcdef"))) == {"acdef", "bcdeg"}


@pytest.mark.parametrize("position, found", [(2000, True), (2001, False)])
def test_the_infix_tier_looks_at_2000_candidate_names(kg, ws, position, found):
    """Up to 2,000 names holding the query's trigrams are ranked by how much of the name the query
    covers (README, Limits): the best one is found when it is the 2,000th candidate, and not
    when it is the 2,001st (the work per query is bounded)."""
    entities = [{"type": "concept", "name": f"aaxyzqbb{i:04d}"} for i in range(position - 1)]
    entities.append({"type": "concept", "name": "axyzqb"})  # written last: the best cover
    ws.bulk_import(entities)
    flush(kg)
    with kg._db.write() as conn:
        search_index.flush_trigrams(conn)
    hits = ws.search("xyzq", limit=1)
    assert [h.matched_by for h in hits] == ["infix"]
    assert (hits[0].entity.name == "axyzqb") is found


# --- highlights, excerpts and the unindexed tail ---------------------------------------------


def test_an_overlapping_match_joins_the_span_before_it_not_the_first_one():
    # "ab" at 0 and 6, "bc" at 7: the last two overlap and join; the first stays apart.
    assert search.match_spans("ab cd abc", ["ab", "bc"], substring=True) == [(0, 2), (6, 9)]


def test_an_excerpt_that_reaches_the_end_of_the_text_keeps_its_last_word_and_no_ellipsis():
    text = "word " * 5 + "target tail end"
    start = text.index("target")
    assert search.excerpt(text, (start, start + len("target"))) == text


def test_in_the_unindexed_tail_a_name_match_ranks_above_a_description_match(tmp_path, clock):
    with kgstore.open(tmp_path / "s.db", clock=clock) as kg:
        ws = kg.workspace("ws")
        # Neither name starts with the word (so the name-prefix tier takes neither): the tail's
        # own name bonus decides. The description match is written first and sorts first A-Z.
        ws.upsert_entity("concept", "Alpha notes", description="all about kafka")
        ws.upsert_entity("concept", "Apache Kafka")
        assert names(ws.search("kafka")) == ["Apache Kafka", "Alpha notes"]
        flush(kg)  # and the same once both are in the index
        assert names(ws.search("kafka")) == ["Apache Kafka", "Alpha notes"]
