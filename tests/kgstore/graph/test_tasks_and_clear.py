"""Task deletion, Clear All Memories, memory settings, stats and the time range."""

from __future__ import annotations

import pytest

import kgstore

DAY = 86_400_000
T0 = 1_767_225_600_000


def test_delete_task_removes_what_it_created(ws):
    keep = ws.upsert_entity("service", "kept-by-human", source="manual")
    lonely = ws.upsert_entity("technology", "Docker", source="auto", task_id="t1")
    linked = ws.upsert_entity("technology", "Redis", source="auto", task_id="t1")
    other_task = ws.upsert_entity("technology", "Vite", source="auto", task_id="t2")
    confirmed = ws.upsert_entity("technology", "Jest", source="auto", task_id="t1")
    ws.upsert_entity("technology", "Jest", source="manual")  # a person confirmed it
    ws.create_edge(keep.id, linked.id, "uses", task_id="t2")
    ws.create_edge(keep.id, lonely.id, "uses", task_id="t1")
    ws.add_observation(keep.id, "from task one", task_id="t1")
    ws.add_observation(other_task.id, "from task two", task_id="t2")
    report = ws.delete_task("t1")
    assert (report.observations, report.edges, report.entities) == (1, 1, 1)
    assert ws.get_entity(lonely.id) is None
    assert ws.get_entity(linked.id) is not None  # still has an edge from another task
    assert ws.get_entity(confirmed.id) is not None
    assert ws.get_entity(other_task.id) is not None
    assert ws.delete_task("t1") == kgstore.DeletionReport("t1", 0, 0, 0)


def test_clear_removes_only_this_workspace_and_reseeds(kg, db_path):
    ws, other = kg.workspace("w"), kg.workspace("other")
    a = ws.upsert_entity("meeting", "standup")
    b = ws.upsert_entity("person", "Ada")
    ws.create_edge(a.id, b.id, "attended_by")
    ws.add_observation(a.id, "daily")
    ws.save_positions({a.id: (1.0, 2.0, True)})
    kept = other.upsert_entity("meeting", "retro")
    report = ws.clear()
    assert (report.entities, report.edges, report.observations, report.custom_types, report.positions) == (
        2, 1, 1, 1, 1)
    assert report.backup_path and db_path.parent.joinpath(report.backup_path).exists()
    assert ws.stats().entities == 0 and ws.positions() == {}
    assert {t.name for t in ws.entity_types()} == {
        "person", "organization", "project", "technology", "concept", "file", "service", "api_endpoint",
        "database_table", "environment"}
    assert other.get_entity(kept.id) == kept
    assert "meeting" in {t.name for t in other.entity_types()}
    # The backup holds what was cleared, and restoring brings it back.
    kg.restore(report.backup_path)
    assert ws.get_entity(a.id).name == "standup"


def test_memory_settings_round_trip(ws, kg):
    assert ws.memory_settings() == kgstore.MemorySettings(enabled=True, privacy_mode="normal")
    s = ws.set_memory_settings(enabled=False)
    assert s.enabled is False and s.privacy_mode == "normal"
    s = ws.set_memory_settings(privacy_mode="disabled")
    assert s == ws.memory_settings() and s.enabled is False
    assert kg.workspace("other").memory_settings().enabled is True
    with pytest.raises(kgstore.ValidationError):
        ws.set_memory_settings(privacy_mode="paranoid")
    with pytest.raises(kgstore.ValidationError):
        ws.set_memory_settings(enabled="yes")


def test_stats_and_time_range(ws):
    assert ws.time_range() is None
    a, b, c = (ws.upsert_entity("service", n) for n in "abc")
    ws.create_edge(a.id, b.id, "uses", valid_from=T0 - 10 * DAY, valid_to=T0 - 2 * DAY)
    ws.create_edge(a.id, c.id, "uses", valid_from=T0 - 5 * DAY)
    ws.add_observation(a.id, "x")
    st = ws.stats()
    assert (st.entities, st.current_edges, st.edges, st.observations) == (3, 1, 2, 1)
    assert st.entity_types == {"service": 3} and st.edge_types == {"uses": 1}
    assert ws.time_range() == (T0 - 10 * DAY, T0 - 2 * DAY)


def test_stats_count_each_type_of_this_workspace_in_name_order(kg, ws):
    for type_, n in (("service", 2), ("person", 3), ("my custom type", 1)):
        for i in range(n):
            ws.upsert_entity(type_, f"{type_} {i}")
    other = kg.workspace("other")
    other.upsert_entity("service", "elsewhere")  # same type name, another workspace's type row
    other.upsert_entity("project", "elsewhere")
    st = ws.stats()
    assert list(st.entity_types.items()) == [("my_custom_type", 1), ("person", 3), ("service", 2)]
    assert st.entities == 6
    assert other.stats().entity_types == {"project": 1, "service": 1}


def test_observation_counts_are_per_workspace_from_either_side(kg):
    """The count probes from the smaller side (entities of the workspace, or observations of the
    file); both give this workspace's observations only."""
    big, small = kg.workspace("big"), kg.workspace("small")
    many = [big.upsert_entity("concept", f"b{i}") for i in range(30)]  # more entities than observations
    for e in many[:4]:
        big.add_observation(e.id, f"note on {e.name}")
        big.add_observation(e.id, f"second note on {e.name}")
    s1 = small.upsert_entity("concept", "s1")
    small.add_observation(s1.id, "only one")
    assert big.stats().observations == 8  # 9 observations in the file < 30 entities here
    assert small.stats().observations == 1  # 1 entity here < 9 observations in the file
    for i in range(40):  # now the small workspace's side is the smaller one for both
        small.add_observation(s1.id, f"more {i}")
    assert small.stats().observations == 41
    assert big.stats().observations == 8
    assert kg.workspace("empty").stats().observations == 0


def test_positions_are_saved_per_workspace(kg):
    ws = kg.workspace("w")
    a = ws.upsert_entity("concept", "a")
    foreign = kg.workspace("x").upsert_entity("concept", "f")
    assert ws.save_positions({a.id: (10.5, -3, True), foreign.id: (0, 0, False)}) == 1
    assert ws.positions() == {a.id: (10.5, -3.0, True)}
    with pytest.raises(kgstore.ValidationError):
        ws.save_positions({a.id: (float("nan"), 0, False)})
    ws.delete_entity(a.id)
    assert ws.positions() == {}


def test_workspace_edges_listing_and_observation_paging(kg, ws, clock):
    a, b, c = (ws.upsert_entity("service", n) for n in "abc")
    old = ws.create_edge(a.id, b.id, "uses", valid_from=T0 - 10 * DAY, valid_to=T0 - 2 * DAY)
    cur = ws.create_edge(a.id, c.id, "depends_on", valid_from=T0 - 5 * DAY)
    kg.workspace("other").upsert_entity("service", "x")
    assert [e.id for e in ws.edges()] == [cur.id]
    assert [e.id for e in ws.edges(include_history=True)] == [old.id, cur.id]
    assert [e.id for e in ws.edges(as_of=T0 - 6 * DAY)] == [old.id]
    assert [e.id for e in ws.edges(include_history=True, types=["USES"])] == [old.id]
    assert [e.id for e in ws.edges(include_history=True, limit=1, offset=1)] == [cur.id]
    for i in range(5):
        clock.advance(1)
        ws.add_observation(a.id, f"n{i}")
    assert [o.content for o in ws.observations(a.id, limit=2, offset=2)] == ["n2", "n1"]
    assert ws.now() == clock.now


def test_public_transaction_commits_together_or_not_at_all(kg, ws):
    with pytest.raises(RuntimeError):
        with kg.transaction():
            ws.upsert_entity("concept", "one")
            raise RuntimeError
    assert ws.stats().entities == 0
    with kg.transaction():
        ws.upsert_entity("concept", "one")
        ws.upsert_entity("concept", "two")
    assert ws.stats().entities == 2


def test_clear_preview_counts_what_clear_removes_even_rows_stats_does_not_count(kg, ws):
    """The Clear All dialog once said 7 entities where 47 were removed: its counts came from
    stats(), which skips entities whose type row is missing. Both now use the same clauses."""
    import sqlite3

    made = [ws.upsert_entity("concept", f"c{i}") for i in range(5)]
    ws.create_edge(made[0].id, made[1].id, "related_to")
    ws.add_observation(made[0].id, "note")
    conn = kg._db.conn
    conn.execute("PRAGMA foreign_keys = OFF")
    with kg.transaction():  # a foreign writer's rows: their type row is gone
        conn.execute("UPDATE kg_entities SET entity_type_id = 'missing-type' WHERE id IN (?, ?)",
                     (made[3].id, made[4].id))
    conn.execute("PRAGMA foreign_keys = ON")
    assert ws.stats().entities == 3
    preview = ws.clear_preview()
    report = ws.clear(backup=False)
    assert (preview.entities, preview.edges, preview.observations) == (5, 1, 1)
    assert (report.entities, report.edges, report.observations, report.custom_types) == \
        (preview.entities, preview.edges, preview.observations, preview.custom_types)
    assert sqlite3.connect(kg.path).execute(
        "SELECT COUNT(*) FROM kg_entities WHERE workspace_id = 'ws-1'").fetchone() == (0,)
