"""What the batched index's maintenance functions return and leave behind: the counts the
healing report adds up, the watermarks, and the answers on a CoWork file whose entity index is
CoWork's own (no watermark, no parked rows)."""

from __future__ import annotations

import kgstore
from cowork import copy_fixture, needs_fixture
from kgstore.storage import search_index
from kgstore.storage.search_index import ENTITIES, OBSERVATIONS


def test_flushing_the_tail_returns_how_many_rows_it_indexed_and_moves_the_watermark(kg, ws):
    holder = ws.upsert_entity("concept", "holder")
    for i in range(7):
        ws.add_observation(holder.id, f"tail note {i}")
    with kg._db.write() as conn:
        before = search_index.indexed_rowid(conn, OBSERVATIONS)
        assert search_index.flush(conn, OBSERVATIONS) == 7
        top = conn.execute("SELECT MAX(rowid) FROM kg_observations").fetchone()[0]
        assert search_index.indexed_rowid(conn, OBSERVATIONS) == top == before + 7
        assert search_index.flush(conn, OBSERVATIONS) == 0      # nothing left above it
        assert search_index.flush(conn, OBSERVATIONS, top) == 0
    assert [h.entity.name for h in ws.search("tail")] == ["holder"]


def test_flushing_an_empty_table_leaves_its_watermark_at_zero(kg, ws):
    with kg._db.write() as conn:
        assert search_index.indexed_rowid(conn, OBSERVATIONS) == 0
        assert search_index.flush(conn, OBSERVATIONS) == 0
        assert search_index.indexed_rowid(conn, OBSERVATIONS) == 0
        assert search_index.flush_trigrams(conn) == 0
        assert search_index.trigram_rowid(conn) == 0


def test_flushing_trigrams_returns_how_many_names_it_indexed(kg, ws):
    for name in ("alpha", "beta", "gamma"):
        ws.upsert_entity("concept", name)
    with kg._db.write() as conn:
        mark = search_index.trigram_rowid(conn)
        assert search_index.flush_trigrams(conn) == 3
        assert search_index.trigram_rowid(conn) == mark + 3
        assert search_index.flush_trigrams(conn) == 0


def test_flushing_parked_entities_returns_how_many_and_empties_the_parking(kg, ws):
    names = [f"parked {i}" for i in range(search_index.BATCH + 3)]
    entities = [ws.upsert_entity("concept", n) for n in names]   # past one batch: indexed
    ws.update_entity(entities[0].id, description="a new text")
    ws.update_entity(entities[1].id, description="another text")
    with kg._db.write() as conn:
        parked = search_index.stale_rowids(conn)
        assert len(parked) == 2
        assert search_index.flush_stale(conn) == 2
        assert search_index.stale_rowids(conn) == set()
        assert search_index.flush_stale(conn) == 0


@needs_fixture
def test_on_a_cowork_file_there_is_no_watermark_and_nothing_is_parked(tmp_path):
    path = copy_fixture(tmp_path)
    with kgstore.open(path) as kg:
        with kg._db.write() as conn:
            assert search_index.indexed_rowid(conn, ENTITIES) is None   # CoWork's triggers keep it
            assert search_index.flush(conn, ENTITIES) == 0
            assert search_index.stale_rowids(conn) == set()
            assert search_index.flush_stale(conn) == 0


def test_a_file_without_a_trigram_index_has_no_trigram_watermark_and_nothing_to_flush():
    # A file from before the trigram index (it is made by a migration): the names are searched
    # without it, and maintenance finds nothing to do.
    import sqlite3

    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE TABLE kg_entities (id TEXT PRIMARY KEY, name TEXT)")
    conn.execute("INSERT INTO kg_entities VALUES ('e1', 'alpha')")
    assert search_index.trigram_rowid(conn) is None
    assert search_index.flush_trigrams(conn) == 0
    conn.close()
