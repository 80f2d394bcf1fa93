"""The batched observation index: complete search results at every moment, a sound FTS index."""

from __future__ import annotations

from kgstore import observation_index


def obs_hits(ws, query):
    return sorted(h.entity.name for h in ws.search(query, limit=50))


def test_search_sees_indexed_rows_and_the_unindexed_tail(kg, ws):
    entities = [ws.upsert_entity("concept", f"entity {i}") for i in range(40)]
    total = observation_index.BATCH + 40
    for i in range(total):
        ws.add_observation(entities[i % 40].id, f"zebra stripe number {i}" if i % 7 == 0 else f"plain note {i}")
    with kg._db.read() as conn:
        mark = observation_index.indexed_rowid(conn)
    assert 0 < mark < total  # part indexed, part in the tail
    expected = sorted({f"entity {i % 40}" for i in range(total) if i % 7 == 0})
    assert obs_hits(ws, "zebra") == expected
    assert kg.check_integrity() == []  # folds the tail in and checks FTS5's own integrity


def test_deleting_indexed_and_tail_rows_keeps_the_index_sound(kg, ws):
    a = ws.upsert_entity("concept", "holder")
    b = ws.upsert_entity("concept", "other")
    for i in range(observation_index.BATCH + 5):
        ws.add_observation(a.id, f"walrus fact {i}")
    ws.add_observation(b.id, "walrus elsewhere")
    ws.delete_entity(a.id)  # removes indexed and tail rows alike
    assert obs_hits(ws, "walrus") == ["other"]
    assert kg.check_integrity() == []


def test_a_reused_rowid_below_the_watermark_is_indexed(kg, ws):
    a = ws.upsert_entity("concept", "a")
    for i in range(observation_index.BATCH):
        ws.add_observation(a.id, f"note {i}")
    with kg._db.write() as conn:
        observation_index.flush(conn)
        top = observation_index.indexed_rowid(conn)
        victim = conn.execute("SELECT id FROM kg_observations WHERE rowid = ?", (top,)).fetchone()[0]
        conn.execute("DELETE FROM kg_observations WHERE id = ?", (victim,))
    ws.add_observation(a.id, "quokka sighting")  # takes the freed rowid
    with kg._db.read() as conn:
        assert conn.execute("SELECT MAX(rowid) FROM kg_observations").fetchone()[0] == top
    assert obs_hits(ws, "quokka") == ["a"]
    assert kg.check_integrity() == []
