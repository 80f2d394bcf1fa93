"""Cached records are never stale: local writes and other connections' commits drop them."""

from __future__ import annotations

import kgstore


def test_local_write_is_seen_by_the_next_traversal(ws):
    a = ws.upsert_entity("service", "a", description="old")
    b = ws.upsert_entity("service", "b")
    ws.create_edge(b.id, a.id, "uses")
    assert ws.neighbors(b.id)[0].entity.description == "old"
    ws.update_entity(a.id, description="new")
    assert ws.neighbors(b.id)[0].entity.description == "new"
    assert ws.subgraph([a.id]).entities[0].description == "new"


def test_failed_write_does_not_leave_stale_records(kg, ws):
    a = ws.upsert_entity("service", "a", description="kept")
    ws.subgraph([a.id])
    try:
        with kg._db.write():
            ws.update_entity(a.id, description="rolled back")
            ws.subgraph([a.id])  # caches the uncommitted row inside the transaction
            raise RuntimeError
    except RuntimeError:
        pass
    assert ws.subgraph([a.id]).entities[0].description == "kept"


def test_other_connection_commit_is_seen(db_path):
    reader = kgstore.open(db_path)
    writer = kgstore.open(db_path)
    a = writer.workspace("w").upsert_entity("service", "a", description="v1")
    b = writer.workspace("w").upsert_entity("service", "b")
    writer.workspace("w").create_edge(b.id, a.id, "uses")
    rws = reader.workspace("w")
    assert rws.neighbors(b.id)[0].entity.description == "v1"
    writer.workspace("w").update_entity(a.id, description="v2")
    assert rws.neighbors(b.id)[0].entity.description == "v2"
    reader.close()
    writer.close()


def test_a_full_cache_keeps_what_it_has(ws, kg, monkeypatch):
    from kgstore import record_cache

    monkeypatch.setattr(record_cache, "MAX_ENTITIES", 3)
    hub = ws.upsert_entity("service", "hub")
    spokes = [ws.upsert_entity("service", f"s{i}") for i in range(6)]
    for s in spokes:
        ws.create_edge(hub.id, s.id, "uses")
    first = ws.neighbors(hub.id)
    assert len(kg._records.entities) == 3  # stopped adding, did not start over
    kept = dict(kg._records.entities)
    again = ws.neighbors(hub.id)
    assert kg._records.entities == kept
    assert [n.entity for n in again] == [n.entity for n in first]
    assert sum(n.entity is kept.get(n.entity.id) for n in again) == 3  # the kept ones are reused
