"""Tasks that wrote memory, what each wrote, Forget this task (with a backup first) and putting
back exactly what it deleted."""

from __future__ import annotations

import sqlite3

import pytest

import kgstore


def _setup(ws, clock):
    keep = ws.upsert_entity("service", "api", source="manual")
    lonely = ws.upsert_entity("technology", "Docker", source="auto", task_id="t1")
    shared = ws.upsert_entity("technology", "Redis", source="auto", task_id="t1")
    g1 = ws.create_edge(keep.id, lonely.id, "uses", task_id="t1")
    o1 = ws.add_observation(keep.id, "api moved to containers", task_id="t1")
    clock.advance(1000)
    later = ws.upsert_entity("technology", "Vite", source="auto", task_id="t2")
    ws.create_edge(keep.id, shared.id, "uses", task_id="t2")
    ws.add_observation(later.id, "from task two", task_id="t2")
    ws.save_positions({lonely.id: (10.0, 20.0, True)})
    return keep, lonely, shared, later, g1, o1


def test_tasks_with_memory_counts_what_each_wrote_latest_first(ws, clock):
    _setup(ws, clock)
    tasks = ws.tasks_with_memory()
    assert [(t.task_id, t.entities, t.edges, t.observations) for t in tasks] == [("t2", 1, 1, 1), ("t1", 2, 1, 1)]
    assert tasks[1].first_at < tasks[0].last_at
    assert kgstore.open(":memory:").workspace("other").tasks_with_memory() == []


def test_task_writes_lists_the_records_and_what_forgetting_would_delete(ws, clock):
    keep, lonely, shared, later, g1, o1 = _setup(ws, clock)
    writes = ws.task_writes("t1")
    assert {e.id for e in writes.entities} == {lonely.id, shared.id}
    assert [g.id for g in writes.edges] == [g1.id]
    assert [o.id for o in writes.observations] == [o1.id]
    assert writes.forgotten_entities == [lonely.id]  # Redis keeps t2's edge
    assert writes.deletion() == kgstore.DeletionReport("t1", 1, 1, 1)
    with pytest.raises(kgstore.ValidationError):
        ws.task_writes("")


def test_forgetting_a_task_backs_up_first_and_deletes_what_the_seed_says(kg, ws, clock, db_path):
    keep, lonely, shared, later, g1, o1 = _setup(ws, clock)
    assert kg.backups() == []
    forgotten = ws.forget_task("t1")
    assert forgotten.report == kgstore.DeletionReport("t1", 1, 1, 1)
    assert forgotten.backup_path and [str(p) for p in kg.backups()] == [forgotten.backup_path]
    with sqlite3.connect(forgotten.backup_path) as conn:  # the backup still holds it
        assert conn.execute("SELECT COUNT(*) FROM kg_entities WHERE id = ?", (lonely.id,)).fetchone() == (1,)
    assert ws.get_entity(lonely.id) is None and ws.get_edge(g1.id) is None
    assert ws.get_entity(shared.id) is not None
    assert [t.task_id for t in ws.tasks_with_memory()] == ["t2", "t1"]  # Redis still carries t1
    # Nothing left to delete: no backup.
    assert ws.delete_task("t1") == kgstore.DeletionReport("t1", 0, 0, 0)
    assert len(kg.backups()) == 1


def test_delete_task_takes_a_backup_too(kg, ws, clock):
    _setup(ws, clock)
    ws.delete_task("t2")
    assert len(kg.backups()) == 1


def test_a_failed_backup_deletes_nothing(kg, ws, clock, monkeypatch):
    _, lonely, *_ = _setup(ws, clock)

    def refuse(*args, **kwargs):
        raise kgstore.KGError("cannot write a backup: disk full")

    monkeypatch.setattr(kg, "backup", refuse)
    with pytest.raises(kgstore.KGError, match="disk full"):
        ws.forget_task("t1")
    assert ws.get_entity(lonely.id) is not None


def test_restore_puts_back_the_very_rows(ws, clock):
    keep, lonely, shared, later, g1, o1 = _setup(ws, clock)
    before = {"lonely": ws.get_entity(lonely.id), "edges": ws.edges_of(keep.id, include_history=True),
              "obs": ws.observations(keep.id), "pos": ws.saved_position(lonely.id),
              "hits": [h.entity.id for h in ws.search("Docker")]}
    forgotten = ws.forget_task("t1", backup=False)
    clock.advance(5000)
    ws.restore_forgotten_task(forgotten)
    assert ws.get_entity(lonely.id) == before["lonely"]
    assert ws.edges_of(keep.id, include_history=True) == before["edges"]
    assert ws.observations(keep.id) == before["obs"]
    assert ws.saved_position(lonely.id) == before["pos"]
    assert [h.entity.id for h in ws.search("Docker")] == before["hits"]
    assert ws.task_writes("t1").deletion() == kgstore.DeletionReport("t1", 1, 1, 1)


def test_restore_is_refused_whole_when_another_writer_is_in_the_way(ws, clock):
    keep, lonely, *_ = _setup(ws, clock)
    forgotten = ws.forget_task("t1", backup=False)
    again = ws.upsert_entity("technology", "docker", source="agent")  # the name taken since
    with pytest.raises(kgstore.ConflictError, match="Docker"):
        ws.restore_forgotten_task(forgotten)
    assert ws.observations(keep.id) == [] and ws.get_entity(lonely.id) is None  # nothing written
    ws.delete_entity(again.id)
    ws.delete_entity(keep.id)  # the observation's entity deleted since
    with pytest.raises(kgstore.ConflictError, match="deleted since"):
        ws.restore_forgotten_task(forgotten)
    assert ws.get_entity(lonely.id) is None
    with pytest.raises(kgstore.ValidationError):
        ws.restore_forgotten_task("t1")


def test_contacts_pointing_at_a_forgotten_entity_point_at_it_again_after_restore(ws, kg, clock):
    person = ws.upsert_entity("person", "Ada", source="auto", task_id="t9")
    with kg.transaction() as conn:
        conn.execute("CREATE TABLE contact_identities (id TEXT PRIMARY KEY, kg_entity_id TEXT)")
        conn.execute("INSERT INTO contact_identities VALUES ('c1', ?)", (person.id,))
    forgotten = ws.forget_task("t9", backup=False)
    assert forgotten.contact_links == [("c1", "kg_entity_id", person.id)]
    with kg.transaction() as conn:
        assert conn.execute("SELECT kg_entity_id FROM contact_identities").fetchone() == (None,)
    ws.restore_forgotten_task(forgotten)
    with kg.transaction() as conn:
        assert conn.execute("SELECT kg_entity_id FROM contact_identities").fetchone() == (person.id,)
