"""Search rules a whole-module mutation run of kgstore/queries/search.py showed untested: which
tiers run and when, how names starting with the query are ordered, how many typo readings are
tried, scripts written without spaces, and the module's own defaults."""

from __future__ import annotations

import sqlite3

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


# --- the module's own entry point -------------------------------------------------------------


def test_search_called_directly_returns_ten_hits_by_default(ws):
    for i in range(12):
        ws.upsert_entity("concept", f"topic {i:02d}")
    assert len(search.search(ws, "topic")) == 10


# --- names that start with the query ----------------------------------------------------------


def test_a_shorter_name_starting_with_the_query_ranks_first_though_a_longer_one_sorts_first(ws):
    """Shortest first by the name's own length: "kafka streams" comes before "kafkaz" A-Z (a
    space sorts before a letter), yet "kafkaz" is nearer an exact match."""
    ws.upsert_entity("concept", "kafka streams")
    ws.upsert_entity("concept", "kafkaz")
    hits = ws.search("kafka")
    assert names(hits) == ["kafkaz", "kafka streams"]
    assert hits[0].score > hits[1].score


# --- which tiers run --------------------------------------------------------------------------


def test_without_tolerance_a_word_inside_a_name_is_not_found(kg, ws):
    ws.upsert_entity("technology", "PostgreSQL")
    flush(kg)
    assert [h.matched_by for h in ws.search("sql")] == ["infix"]
    assert ws.search("sql", tolerant=False) == []


def test_a_word_inside_an_unspaced_description_is_found_by_substring(kg, ws):
    """Japanese text is one token to the word index, so a word inside it is only found by
    substring matching, with or without typo tolerance, indexed or not."""
    ws.upsert_entity("concept", "landmark", description="東京タワーの展望台")
    for _ in range(2):
        for tolerant in (True, False):
            hits = ws.search("展望", tolerant=tolerant)
            assert names(hits) == ["landmark"]
            assert hits[0].matched_by == "substring" and hits[0].matched_in == ("description",)
        flush(kg)


def test_once_substring_hits_fill_the_limit_the_infix_tier_does_not_run(kg, ws):
    """Tiers run only while results are missing. Both names hold "タワー" (only substring and
    trigram matching find a word inside Japanese text): the substring pass reads the more
    confident one, which fills a limit of one, so the infix tier (where the other name, which
    the query covers more of, would rank first) is not consulted; with room for two, both are
    found by the substring pass."""
    long_name = ws.upsert_entity("concept", "東京タワー展望台の案内", confidence=0.9)
    short_name = ws.upsert_entity("concept", "大タワー", confidence=0.1)
    flush(kg)
    with kg._db.write() as conn:
        search_index.flush_trigrams(conn)
    hits = ws.search("タワー", limit=1)
    assert [(h.entity.id, h.matched_by) for h in hits] == [(long_name.id, "substring")]
    hits = ws.search("タワー", limit=2)
    assert [(h.entity.id, h.matched_by) for h in hits] == [(long_name.id, "substring"),
                                                          (short_name.id, "substring")]


# --- typo readings ----------------------------------------------------------------------------


def test_a_typo_is_read_as_at_most_the_three_commonest_words_one_edit_away(kg, ws):
    """Five indexed words are one edit from "bcdef", held by 5, 4, 3, 2 and 1 names: the query
    is read as each of the three commonest, and the names holding the other two are not found."""
    held = {"bcdea": 5, "bcdeb": 4, "bcdec": 3, "bcded": 2, "bcdeg": 1}
    for word, count in held.items():
        for i in range(count):
            ws.upsert_entity("concept", f"{word} {i}")
    flush(kg)
    with kg._db.read() as conn:
        readings = search._fuzzy_readings(conn, {}, ["bcdef"])
    assert readings == [("bcdea",), ("bcdeb",), ("bcdec",)]
    hits = ws.search("bcdef", limit=search.MAX_RESULTS)
    assert {name.split()[0] for name in names(hits)} == {"bcdea", "bcdeb", "bcdec"}
    assert len(hits) == 5 + 4 + 3


# --- the indexed text tier's top-k read -------------------------------------------------------


def test_a_type_filter_applies_to_indexed_description_hits(kg, ws):
    """The indexed text tier filters the index's matches by type itself (the name-prefix tier
    and the unindexed tail have their own filters): only the service is found, then only the
    concept."""
    concept = ws.upsert_entity("concept", "caching idea", description="all about zebra stripes")
    service = ws.upsert_entity("service", "edge cache", description="zebra stripes served fast")
    flush(kg)
    assert [h.entity.id for h in ws.search("zebra", types=["service"])] == [service.id]
    assert [h.entity.id for h in ws.search("zebra", types=["concept"])] == [concept.id]
    assert {h.entity.id for h in ws.search("zebra")} == {concept.id, service.id}


def test_the_best_match_is_kept_when_a_tie_after_it_runs_past_the_limit(kg, ws):
    """Ranked rows are read in chunks that take a run of equal scores whole, so a chunk may hold
    more rows than the limit; the best-ranked of them are kept, not the first by row order.
    Two equal texts are written first (lower row ids) and the best match last."""
    tied = [ws.upsert_entity("concept", f"note {c}", description="zebra " + "pad " * 20) for c in "ab"]
    best = ws.upsert_entity("concept", "note c", description="zebra zebra")
    flush(kg)
    hits = ws.search("zebra", limit=2)
    assert [h.entity.id for h in hits] == [best.id, tied[0].id]
    assert hits[0].score > hits[1].score


def test_equal_matches_are_cut_by_creation_not_by_when_they_were_last_seen(kg, ws, clock):
    """Of two equally ranked texts the first written makes a cut of one (its name sorts last, so
    only the row order decides), and still does once it was seen again, later than the other."""
    first = ws.upsert_entity("concept", "note b", description="zebra stripes")
    second = ws.upsert_entity("concept", "note a", description="zebra stripes")
    flush(kg)
    assert [h.entity.id for h in ws.search("zebra", limit=1)] == [first.id]
    clock.advance(60_000)
    ws.add_observation(first.id, "seen again")
    with kg._db.read() as conn:
        seen = dict(conn.execute("SELECT id, last_seen_at FROM kg_entities"))
    assert seen[first.id] > seen[second.id]
    assert [h.entity.id for h in ws.search("zebra", limit=1)] == [first.id]


# --- the LIKE fallback (SQLite without FTS5) --------------------------------------------------


def test_without_fts5_a_name_holding_the_first_word_ranks_above_one_holding_another(tmp_path, clock):
    """Both entities hold both words; the name that holds the first word typed ranks first."""
    with kgstore.open(tmp_path / "f.db", clock=clock, fts=False) as kg:
        ws = kg.workspace("ws")
        ws.upsert_entity("concept", "the cache layer", description="in front of redis")
        ws.upsert_entity("concept", "the redis server", description="a cache")
        assert names(ws.search("redis cache")) == ["the redis server", "the cache layer"]
        assert names(ws.search("cache redis")) == ["the cache layer", "the redis server"]


def test_without_fts5_the_more_confident_of_two_substring_hits_ranks_first(tmp_path, clock):
    with kgstore.open(tmp_path / "f.db", clock=clock, fts=False) as kg:
        ws = kg.workspace("ws")
        ws.upsert_entity("concept", "aa orbit", confidence=0.2)
        ws.upsert_entity("concept", "zz orbit", confidence=0.9)
        hits = ws.search("orbit")
        assert names(hits) == ["zz orbit", "aa orbit"]
        assert hits[0].score > hits[1].score


# --- the infix tier ---------------------------------------------------------------------------


def test_infix_hits_of_equal_cover_are_cut_by_name(kg, ws):
    """Two names the query covers equally, of different types: a limit of one keeps the one
    first A-Z, whichever type it has."""
    for first_type, other_type in (("concept", "service"), ("service", "concept")):
        first = ws.upsert_entity(first_type, f"axyzqb {first_type}")
        ws.upsert_entity(other_type, f"bxyzqa {first_type}")
        hits = ws.search(f"xyzq {first_type}", limit=1)
        assert [(h.entity.id, h.matched_by) for h in hits] == [(first.id, "infix")]


def test_infix_hits_of_equal_name_are_cut_as_the_results_are_ordered(kg, ws):
    """Same name, two types, equal cover: the results order such a tie by id, and a limit of one
    keeps the hit that comes first there, not the one written first. (The second entity is
    written until its id sorts first, so the two orders differ.)"""
    first = ws.upsert_entity("concept", "axyzqb")
    while first.id < "2":  # (an id near the bottom of the order leaves no room below it)
        ws.delete_entity(first.id)
        first = ws.upsert_entity("concept", "axyzqb")
    for _ in range(64):
        second = ws.upsert_entity("service", "axyzqb")
        if second.id < first.id:
            break
        ws.delete_entity(second.id)
    assert second.id < first.id
    both = ws.search("xyzq", limit=2)
    assert [h.entity.id for h in both] == [second.id, first.id]
    assert [h.entity.id for h in ws.search("xyzq", limit=1)] == [second.id]


# --- words one typo away ----------------------------------------------------------------------


def test_a_swap_of_the_last_two_letters_is_one_typo(kg, ws):
    ws.upsert_entity("technology", "Kafka")
    flush(kg)
    assert "kafka" in search.one_edit_away("kafak")
    assert [(h.entity.name, h.matched_by) for h in ws.search("kafak")] == [("Kafka", "fuzzy")]


def test_a_typo_in_a_word_of_another_script_is_corrected_with_that_words_own_letters(kg, ws):
    """Edits use a-z, 0-9 and the word's own other letters: "Росоия" has the "с" that "Россия"
    needs where the typo put an "о"."""
    ws.upsert_entity("concept", "Россия")
    flush(kg)
    assert "россия" in search.one_edit_away("росоия")
    assert [(h.entity.name, h.matched_by) for h in ws.search("Росоия")] == [("Россия", "fuzzy")]


def test_a_word_indexed_after_a_typo_search_is_a_typo_target_of_the_next(kg, ws):
    """The index's words are kept between searches until the index changes: a name folded into
    the index after the first typo search is found by the next."""
    ws.upsert_entity("concept", "bcdeg")
    flush(kg)
    assert names(ws.search("bcdef")) == ["bcdeg"]
    ws.upsert_entity("technology", "Kafka")
    flush(kg)
    assert names(ws.search("kafak")) == ["Kafka"]


def test_a_word_written_after_a_typo_search_is_a_typo_target_of_the_next(kg, ws):
    """The same for the unindexed tail: a name written after the first typo search (not yet
    indexed) is found by the next."""
    ws.upsert_entity("concept", "bcdeg")
    flush(kg)
    assert names(ws.search("bcdef")) == ["bcdeg"]
    ws.upsert_entity("technology", "Kafka")
    assert names(ws.search("kafak")) == ["Kafka"]


def test_the_first_observation_of_a_new_file_is_a_typo_target(kg, ws):
    holder = ws.upsert_entity("concept", "holder")
    ws.add_observation(holder.id, "runs on kafka")
    with kg._db.read() as conn:
        assert search_index.indexed_rowid(conn, search_index.OBSERVATIONS) == 0
        assert conn.execute("SELECT MIN(rowid) FROM kg_observations").fetchone()[0] == 1
    assert [(h.entity.id, h.matched_by) for h in ws.search("kafak")] == [(holder.id, "fuzzy")]


def test_an_indexed_observation_word_counts_once_as_a_typo_target(kg, ws):
    """"bcdeg" is held by two names, "bcdea" by one indexed observation: bcdeg is the commoner
    reading and fills a limit of one (the observation's word is not counted again as if it were
    still in the unindexed tail, which would tie them, and the tie goes to bcdea A-Z)."""
    ws.upsert_entity("concept", "bcdeg")
    ws.upsert_entity("concept", "bcdeg two")
    holder = ws.upsert_entity("concept", "holder")
    ws.add_observation(holder.id, "a note on bcdea")
    flush(kg)
    with kg._db.read() as conn:
        assert search_index.indexed_rowid(conn, search_index.OBSERVATIONS) >= 1
    assert names(ws.search("bcdef", limit=1)) == ["bcdeg"]
    assert holder.id in {h.entity.id for h in ws.search("bcdef")}


def test_a_missing_or_foreign_word_index_holds_no_words():
    """Typo search reads each index's words; a file without the index, or with a table of that
    name that is not an FTS5 index, reads as holding none (and no error)."""
    conn = sqlite3.connect(":memory:")
    try:
        assert search._index_words(conn, {}, "absent_words", "absent") == {}
        conn.execute("CREATE TABLE look_alike_data (id INTEGER PRIMARY KEY, block BLOB)")
        conn.execute("INSERT INTO look_alike_data VALUES (10, x'00')")
        assert search._index_words(conn, {}, "look_alike_words", "look_alike") == {}
    finally:
        conn.close()


def test_a_typed_word_the_file_does_not_hold_adds_nothing_to_a_readings_commonness(kg, ws):
    """Readings of "bcdef bcdeg" that change one word: "bcdeg bcdeg" holds a word the file has
    (bcdeg, once) twice, "bcdef bcdegx" one such word (bcdegx, once) beside bcdef, which the
    file does not hold: 2 against 1, so the first comes first."""
    ws.upsert_entity("concept", "bcdeg")
    ws.upsert_entity("concept", "bcdegx")
    flush(kg)
    with kg._db.read() as conn:
        readings = search._fuzzy_readings(conn, {}, ["bcdef", "bcdeg"])
    assert readings[:2] == [("bcdeg", "bcdeg"), ("bcdef", "bcdegx")]
    # With bcdegx held twice the two readings tie at 2, and the tie goes A-Z.
    ws.upsert_entity("concept", "bcdegx two")
    flush(kg)
    with kg._db.read() as conn:
        readings = search._fuzzy_readings(conn, {}, ["bcdef", "bcdeg"])
    assert readings[:2] == [("bcdef", "bcdegx"), ("bcdeg", "bcdeg")]


# --- highlights and snippets ------------------------------------------------------------------


def test_nothing_to_highlight_gives_an_empty_list_of_spans():
    """Callers iterate the spans (the explorer marks runs of text with them): no terms, or
    terms that fold to nothing (a lone combining accent), give an empty list."""
    assert search.match_spans("Kafka streams", []) == []
    assert search.match_spans("Kafka streams", ["\u0301"]) == []


def test_an_excerpt_keeps_60_characters_before_the_match_and_100_after_when_no_space_is_near():
    """In a text without spaces to cut at, the excerpt is cut inside the run: exactly the
    default context on each side, with an ellipsis where it was cut."""
    text = "a" * 100 + "target" + "b" * 150
    start = text.index("target")
    cut = search.excerpt(text, (start, start + len("target")))
    assert cut == "…" + "a" * 60 + "target" + "b" * 100 + "…"


@pytest.mark.parametrize("newer, found", [(199, True), (200, False)])
def test_the_snippet_is_looked_for_in_the_newest_200_matching_observations(kg, ws, newer, found):
    """The observation that holds the word as a word is the oldest; newer ones hold it only
    inside a longer word (they pass the cheap substring filter, but hold no highlight). It gives
    the snippet while it is among the newest 200 such observations, and not beyond (the work
    per hit is bounded)."""
    holder = ws.upsert_entity("concept", "holder")
    ws.add_observation(holder.id, "runs kafka in production")
    for i in range(newer):
        ws.add_observation(holder.id, f"xkafka noise {i}")
    [hit] = ws.search("kafka")
    assert hit.matched_by == "word"
    assert (hit.snippet == "runs kafka in production") is found
    assert ("observation" in hit.matched_in) is found


def test_a_match_inside_a_longer_one_leaves_its_highlight_whole():
    # "bc" lies inside "abcd", and "de" inside "cdef" after a separate "ab": each joins the span
    # that holds it, which keeps its own end.
    assert search.match_spans("abcd", ["abcd", "bc"], substring=True) == [(0, 4)]
    assert search.match_spans("ab cdef", ["ab", "cdef", "de"], substring=True) == [(0, 2), (3, 7)]


def test_an_excerpt_starts_at_a_whole_word_and_marks_any_cut():
    # The context window starts one character into the text: the cut moves on to the next word.
    text = "ab " + "c" * 57 + " target"
    start = text.index("target")
    assert start - search.SNIPPET_BEFORE == 1
    assert search.excerpt(text, (start, start + 6)) == "…" + "c" * 57 + " target"
    # With no space to cut at, the cut is inside the word, one character in: still marked.
    text = "a" * 61 + "target"
    assert search.excerpt(text, (61, 67)) == "…" + "a" * 60 + "target"


def test_an_excerpt_whose_window_falls_on_word_boundaries_keeps_the_words_beside_them():
    # The window starts exactly where "hello" starts and ends exactly where the w-word ends:
    # both are whole, and only what lies outside is cut.
    text = "zz hello " + "y" * 53 + " target " + "w" * 99 + " more"
    start = text.index("target")
    assert text[start - search.SNIPPET_BEFORE:].startswith("hello")
    assert text[start + 6 + search.SNIPPET_AFTER] == " "
    assert search.excerpt(text, (start, start + 6)) == "…hello " + "y" * 53 + " target " + "w" * 99 + "…"


def test_an_excerpt_whose_window_ends_just_after_a_space_ends_at_that_space():
    # The window's last character is a space and the next word starts at its end: the excerpt
    # keeps the word before the space and cuts the one after.
    text = "target " + "x" * 98 + " " + "w" * 10
    assert text[6 + search.SNIPPET_AFTER - 1] == " "
    assert search.excerpt(text, (0, 6)) == "target " + "x" * 98 + "…"


def test_an_excerpt_cuts_at_line_breaks_and_tabs_as_at_spaces():
    text = "a" * 30 + "\n" + "b" * 40 + "\ttarget\t" + "c" * 120
    start = text.index("target")
    assert search.excerpt(text, (start, start + 6)) == "…" + "b" * 40 + " target…"


def test_an_excerpt_after_a_one_letter_match_ends_at_the_space_that_follows_it():
    text = "a " + "x" * 200
    assert search.excerpt(text, (0, 1)) == "a…"


def test_the_snippet_shows_an_observations_first_match(kg, ws):
    holder = ws.upsert_entity("concept", "holder")
    text = "kafka " + "pad " * 60 + "and kafka again"
    ws.add_observation(holder.id, text)
    [hit] = ws.search("kafka")
    assert hit.snippet.startswith("kafka pad") and hit.snippet.endswith("…")


def test_newer_observations_without_the_word_do_not_hide_the_snippet(kg, ws):
    """The observations looked through for the snippet are those holding the word's letters:
    250 newer ones about something else do not push the one that matches out of reach."""
    holder = ws.upsert_entity("concept", "holder")
    ws.add_observation(holder.id, "runs kafka in production")
    for i in range(250):
        ws.add_observation(holder.id, f"unrelated note {i}")
    [hit] = ws.search("kafka")
    assert hit.snippet == "runs kafka in production"


def test_a_substring_hit_in_the_name_takes_no_snippet_from_observations(tmp_path, clock):
    """Without FTS5 the name holds the word: the hit says so, and no observation is looked up
    for a snippet, though one holds the word too (only observation hits, and hits whose name
    and description hold no term, take one)."""
    with kgstore.open(tmp_path / "f.db", clock=clock, fts=False) as kg:
        ws = kg.workspace("ws")
        server = ws.upsert_entity("concept", "the redis server")
        ws.add_observation(server.id, "redis restarted twice")
        [hit] = ws.search("redis")
        assert hit.matched_by == "substring"
        assert hit.matched_in == ("name",) and hit.snippet is None


def test_a_typo_hit_in_the_name_takes_no_snippet_from_observations(kg, ws):
    kafka = ws.upsert_entity("technology", "Kafka")
    ws.add_observation(kafka.id, "kafka restarted twice")
    flush(kg)
    [hit] = ws.search("kafak")
    assert hit.matched_by == "fuzzy"
    assert hit.matched_in == ("name",) and hit.snippet is None
