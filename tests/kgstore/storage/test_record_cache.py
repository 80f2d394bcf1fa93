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


def _hub_with_spokes(ws, n, description=None):
    hub = ws.upsert_entity("service", "hub")
    spokes = [ws.upsert_entity("service", f"s{i}", description=description) for i in range(n)]
    for s in spokes:
        ws.create_edge(hub.id, s.id, "uses")
    return hub


def test_a_full_cache_keeps_what_it_has(ws, kg):
    from kgstore.storage.record_cache import RECORD_OVERHEAD_BYTES

    hub = _hub_with_spokes(ws, 6)
    kg._records.max_bytes = 3 * RECORD_OVERHEAD_BYTES  # room for three short records
    first = ws.neighbors(hub.id)
    assert len(kg._records.entities) == 3  # stopped adding, did not start over
    kept = dict(kg._records.entities)
    again = ws.neighbors(hub.id)
    assert kg._records.entities == kept
    assert [n.entity for n in again] == [n.entity for n in first]
    assert sum(n.entity is kept.get(n.entity.id) for n in again) == 3  # the kept ones are reused


def test_the_bound_is_memory_not_a_count(ws, kg):
    """Long descriptions fill the cache sooner, so it cannot grow without limit."""
    from kgstore.storage.record_cache import RECORD_OVERHEAD_BYTES

    hub = _hub_with_spokes(ws, 6, description="x" * 9000)
    kg._records.max_bytes = 9000 + 3 * RECORD_OVERHEAD_BYTES  # three short records would fit
    ws.neighbors(hub.id)
    assert len(kg._records.entities) == 2  # the second one took it over its budget
    assert kg._records.bytes > kg._records.max_bytes
    kg._records.clear()
    assert kg._records.bytes == 0 and not kg._records.entities


def test_shared_strings_do_not_change_records(ws):
    """Records share their workspace id, source and equal timestamps; their values are the row's."""
    a = ws.upsert_entity("service", "a", description="d", properties={"k": 1})
    b = ws.upsert_entity("service", "b")
    ws.create_edge(b.id, a.id, "uses")
    got = ws.neighbors(b.id)[0].entity
    assert got == ws.get_entity(a.id) == a
    assert got.workspace_id == ws.id and got.source == a.source
    assert got.created_at == got.updated_at == got.last_seen_at == a.created_at
    c = ws.upsert_entity("service", "c")
    ws.create_edge(b.id, c.id, "uses")
    x, y = (n.entity for n in ws.neighbors(b.id))
    # What makes a kept record ~230 bytes smaller: one object per repeated value.
    assert x.workspace_id is y.workspace_id and x.source is y.source
    assert x.last_seen_at is x.updated_at is x.created_at
