"""The batched search indexes: complete search results at every moment, a sound FTS index."""

from __future__ import annotations

from kgstore.storage import search_index
from kgstore.storage.search_index import ENTITIES, OBSERVATIONS


def obs_hits(ws, query):
    return sorted(h.entity.name for h in ws.search(query, limit=50))


def test_search_sees_indexed_rows_and_the_unindexed_tail(kg, ws):
    entities = [ws.upsert_entity("concept", f"entity {i}") for i in range(40)]
    total = search_index.BATCH + 40
    for i in range(total):
        ws.add_observation(entities[i % 40].id, f"zebra stripe number {i}" if i % 7 == 0 else f"plain note {i}")
    with kg._db.read() as conn:
        mark = search_index.indexed_rowid(conn, OBSERVATIONS)
    assert 0 < mark < total  # part indexed, part in the tail
    expected = sorted({f"entity {i % 40}" for i in range(total) if i % 7 == 0})
    assert obs_hits(ws, "zebra") == expected
    assert kg.check_integrity() == []  # folds the tail in and checks FTS5's own integrity


def test_deleting_indexed_and_tail_rows_keeps_the_index_sound(kg, ws):
    a = ws.upsert_entity("concept", "holder")
    b = ws.upsert_entity("concept", "other")
    for i in range(search_index.BATCH + 5):
        ws.add_observation(a.id, f"walrus fact {i}")
    ws.add_observation(b.id, "walrus elsewhere")
    ws.delete_entity(a.id)  # removes indexed and tail rows alike
    assert obs_hits(ws, "walrus") == ["other"]
    assert kg.check_integrity() == []


def test_a_reused_rowid_below_the_watermark_is_indexed(kg, ws):
    a = ws.upsert_entity("concept", "a")
    for i in range(search_index.BATCH):
        ws.add_observation(a.id, f"note {i}")
    with kg._db.write() as conn:
        search_index.flush(conn, OBSERVATIONS)
        top = search_index.indexed_rowid(conn, OBSERVATIONS)
        victim = conn.execute("SELECT id FROM kg_observations WHERE rowid = ?", (top,)).fetchone()[0]
        conn.execute("DELETE FROM kg_observations WHERE id = ?", (victim,))
    ws.add_observation(a.id, "quokka sighting")  # takes the freed rowid
    with kg._db.read() as conn:
        assert conn.execute("SELECT MAX(rowid) FROM kg_observations").fetchone()[0] == top
    assert obs_hits(ws, "quokka") == ["a"]
    assert kg.check_integrity() == []


def test_entities_in_the_unindexed_tail_are_found_and_ranked_by_name(kg, ws):
    for i in range(search_index.BATCH + 10):
        ws.upsert_entity("concept", f"filler {i}", description="nothing to see")
    with kg._db.read() as conn:
        mark = search_index.indexed_rowid(conn, ENTITIES)
    assert mark > 0
    ws.upsert_entity("service", "billing", description="invoices via the stripe gateway")
    ws.upsert_entity("service", "stripe connector", description="payments")
    with kg._db.read() as conn:
        assert search_index.indexed_rowid(conn, ENTITIES) == mark  # both are in the tail
    got = [h.entity.name for h in ws.search("gateway strip")]
    assert got == ["billing"]
    got = [h.entity.name for h in ws.search("connector")]
    assert got == ["stripe connector"]
    assert [h.entity.name for h in ws.search("payment")] == ["stripe connector"]
    # A word match in the tail never reaches inside a word ("ripe" is not a token of
    # "stripe"): only the infix tier below it finds the name.
    assert [(h.entity.name, h.matched_by) for h in ws.search("ripe")] == [("stripe connector", "infix")]
    assert kg.check_integrity() == []
    assert [h.entity.name for h in ws.search("gateway strip")] == ["billing"]


def test_renaming_and_deleting_tail_and_indexed_entities_keeps_the_index_sound(kg, ws):
    early = ws.upsert_entity("concept", "aardvark")
    for i in range(search_index.BATCH):
        ws.upsert_entity("concept", f"filler {i}")
    late = ws.upsert_entity("concept", "bandicoot")  # in the tail
    ws.update_entity(early.id, name="capybara")
    ws.update_entity(late.id, name="dugong")
    assert [h.entity.name for h in ws.search("capybara")] == ["capybara"]
    assert [h.entity.name for h in ws.search("dugong")] == ["dugong"]
    assert ws.search("aardvark") == [] and ws.search("bandicoot") == []
    ws.delete_entity(early.id)
    ws.delete_entity(late.id)
    assert ws.search("capybara") == [] and ws.search("dugong") == []
    assert kg.check_integrity() == []


def test_a_file_indexed_row_by_row_is_converted(db_path):
    import sqlite3

    import kgstore

    with kgstore.open(db_path) as kg:
        ws = kg.workspace("w")
        for i in range(300):
            ws.upsert_entity("concept", f"wombat {i}")
    # Recreate the per-row shape an earlier build wrote: insert triggers, no watermarks.
    conn = sqlite3.connect(db_path)
    conn.execute("DROP TABLE kg_fts_state")
    conn.execute(
        "CREATE TRIGGER kg_entities_fts_insert AFTER INSERT ON kg_entities BEGIN"
        " INSERT INTO kg_entities_fts(rowid, name, description) VALUES (new.rowid, new.name, new.description); END"
    )
    conn.execute("DELETE FROM kg_migrations WHERE name = '0007_batched_search_index'")
    conn.commit()
    conn.close()
    with kgstore.open(db_path) as kg:
        ws = kg.workspace("w")
        assert len(ws.search("wombat", limit=50)) == 50
        ws.upsert_entity("concept", "quoll")
        assert [h.entity.name for h in ws.search("quoll")] == ["quoll"]
        assert kg.check_integrity() == []


def test_tail_and_index_agree_on_case_and_accents(kg, ws):
    """The tail's quick substring check (ASCII rows only) never drops a row FTS5 would match."""
    for i in range(search_index.BATCH + 3):
        ws.upsert_entity("concept", f"filler {i}", description="nothing to see")
    names = ["Café Müller", "CAFE NOIR", "ÉCOLE normale", "plain ecole", "Straße", "naïve Bayes"]
    for name in names:
        ws.upsert_entity("concept", name, description="Ångström units" if "Bayes" in name else None)
    queries = ["cafe", "café", "CAFÉ", "muller", "ecole", "ÉCOLE norm", "strasse", "straße", "naive", "NAÏVE b",
               "angstrom", "cafx", "noir cafe", "bayes ångs"]
    with kg._db.read() as conn:
        mark = search_index.indexed_rowid(conn, ENTITIES)
        marks = ",".join("?" * len(names))
        lowest = conn.execute(f"SELECT MIN(rowid) FROM kg_entities WHERE name IN ({marks})", names).fetchone()[0]
    assert lowest > mark  # every named row is in the unindexed tail

    def answers():
        return {q: sorted(h.entity.name for h in ws.search(q, limit=50)) for q in queries}

    in_tail = answers()
    with kg._db.write() as conn:
        search_index.flush(conn, ENTITIES)
    indexed = answers()
    assert in_tail == indexed
    assert in_tail["cafe"] == ["CAFE NOIR", "Café Müller"]
    assert in_tail["ÉCOLE norm"] == ["ÉCOLE normale"]
    assert in_tail["angstrom"] == ["naïve Bayes"]
    assert in_tail["cafx"] == []


def test_an_update_that_keeps_the_text_leaves_the_index_alone(kg, ws):
    """Upserting an entity again with the same description (an agent's reinforcement) only
    changes confidence and times: the FTS index is not rewritten. Changed text still is."""
    for i in range(search_index.BATCH + 1):
        ws.upsert_entity("concept", f"filler {i}", description=f"note number {i}")
    ws.upsert_entity("service", "gateway", description="routes payments")
    with kg._db.write() as conn:
        search_index.flush(conn, ENTITIES)

    def index_pages():
        with kg._db.read() as conn:
            return conn.execute("SELECT count(*), sum(length(block)) FROM kg_entities_fts_data").fetchone()

    before = index_pages()
    again = ws.upsert_entity("service", "gateway", description="routes payments")
    assert again.confidence == 1.0 and index_pages() == before
    ws.update_entity(again.id, confidence=0.5)
    assert index_pages() == before
    ws.upsert_entity("service", "gateway", description="routes refunds")
    assert [h.entity.name for h in ws.search("refunds")] == ["gateway"]
    assert ws.search("payments") == []
    assert kg.check_integrity() == []


def _parked(kg) -> int:
    with kg._db.read() as conn:
        return conn.execute("SELECT count(*) FROM kg_fts_stale").fetchone()[0]


def test_changed_text_is_reindexed_in_batches_and_search_stays_exact(kg, ws):
    """A description change is not written to FTS5 in its own commit: the row is parked, search
    ignores its old index entry and matches its new text, and BATCH parked rows are re-indexed
    together (by a trigger, so any writer of the file keeps the batch bounded)."""
    from kgstore.storage.migrations import STALE_BATCH

    n = search_index.BATCH
    ids = [ws.upsert_entity("concept", f"item {i}", description=f"alpha{i}x common").id for i in range(n + 5)]
    with kg._db.write() as conn:
        search_index.flush(conn, ENTITIES)
    ws.update_entity(ids[0], description="beta0 common")
    ws.upsert_entity("concept", "item 1", description="beta1 rare")
    assert _parked(kg) == 2
    # (Below the word hit, "beta1" is one typo away.)
    assert [(h.entity.name, h.matched_by) for h in ws.search("beta0")] == [("item 0", "word"), ("item 1", "fuzzy")]
    # The old text is found no more (only other items' "alpha10x" and so on, a typo away).
    for old_word in ("alpha0x", "alpha1x"):
        assert [h for h in ws.search(old_word) if h.matched_by == "word"] == []
        assert {h.entity.name for h in ws.search(old_word)}.isdisjoint({"item 0", "item 1"})
    assert [h.entity.name for h in ws.search("rare", types=["concept"])] == ["item 1"]
    assert ws.search("rare", types=["service"]) == []
    # Renaming and deleting parked rows keeps the index exact.
    ws.update_entity(ids[0], name="renamed zero")
    assert [h.entity.name for h in ws.search("renamed")] == ["renamed zero"]
    ws.delete_entity(ids[1])
    assert ws.search("rare") == []
    assert [(h.entity.name, h.matched_by) for h in ws.search("beta1")] == [("renamed zero", "fuzzy")]  # beta0
    assert _parked(kg) == 1
    assert kg.check_integrity() == []  # folds the parked rows in, then FTS5's own check
    assert _parked(kg) == 0
    for i in range(2, STALE_BATCH + 2):
        ws.update_entity(ids[i], description=f"gamma{i} common")
    assert _parked(kg) == 0  # the STALE_BATCH-th parked row re-indexed them all in its commit
    hits = ws.search(f"gamma{STALE_BATCH}")
    assert [h.entity.name for h in hits if h.matched_by == "word"] == [f"item {STALE_BATCH}"]
    assert [h for h in ws.search("alpha5x") if h.matched_by == "word"] == []
    assert kg.check_integrity() == []
