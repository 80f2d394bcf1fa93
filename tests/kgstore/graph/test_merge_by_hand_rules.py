"""A merge by hand (hand_merge.py) at its edges: refusals that write nothing, the report's
counts and words, and an undo refused for each kind of change made since."""

from __future__ import annotations

import sqlite3

import pytest

import kgstore
from kgstore import ConflictError, KGError, ValidationError


def _raw(db_path, sql, params=()):
    c = sqlite3.connect(db_path)
    with c:
        c.execute(sql, params)
    c.close()


def test_a_merge_with_properties_that_cannot_be_read_is_refused_and_writes_nothing(kg, ws, db_path):
    keep = ws.upsert_entity("technology", "PostgreSQL")
    other = ws.upsert_entity("technology", "Postgres", properties={"v": 1})
    _raw(db_path, "UPDATE kg_entities SET properties = '{not json' WHERE id = ?", (other.id,))
    for a, b in ((keep.id, other.id), (other.id, keep.id)):
        with pytest.raises(KGError, match=other.id):
            ws.merge_entities(a, b)
    assert ws.get_entity(other.id) is not None and ws.get_entity(keep.id) is not None
    assert kg.backups() == []  # refused before the backup


def test_merging_two_of_different_types_names_both(ws):
    a = ws.upsert_entity("technology", "Go")
    b = ws.upsert_entity("person", "Go")
    with pytest.raises(ValidationError, match=r"cannot merge person 'Go' into technology 'Go'"):
        ws.merge_entities(a.id, b.id)


def test_the_report_describes_what_moved_in_words(ws, clock):
    keep = ws.upsert_entity("technology", "A")
    other = ws.upsert_entity("technology", "B")
    c = ws.upsert_entity("technology", "C")
    ws.create_edge(other.id, c.id, "uses")
    ws.add_observation(other.id, "one")
    report = ws.merge_pair(keep.id, other.id, dry_run=True)
    assert report.describe() == "1 relationship, 1 observation moved"
    assert report.dry_run and report.snapshot is None and report.backup_path is None
    ws.create_edge(keep.id, c.id, "uses")
    ws.create_edge(other.id, keep.id, "knows")
    clock.advance(1000)  # the kept entity's "one" is the later of the two
    ws.add_observation(keep.id, "one")
    ws.add_observation(other.id, "two")
    report = ws.merge_pair(keep.id, other.id, backup=False)
    # Of the two "one"s the older (the one merged in) stays: both of its observations move.
    assert report.describe() == ("0 relationships, 2 observations moved; 2 relationships and 1 observation dropped"
                                 " (already on 'A' or between the two)")
    assert (report.edges_moved, report.edges_dropped, report.observations_moved, report.observations_dropped,
            report.contacts_moved) == (0, 2, 2, 1, 0)
    assert sorted(o.content for o in report.observations) == ["one", "two"]
    assert len(report.dropped_edge_ids) == 2 and len(report.dropped_observation_ids) == 1


def test_undo_puts_back_the_removed_entity_its_edges_and_observations(ws):
    keep = ws.upsert_entity("technology", "A")
    other = ws.upsert_entity("technology", "B", description="b's")
    c = ws.upsert_entity("technology", "C")
    moved = ws.create_edge(other.id, c.id, "uses")
    dropped = ws.create_edge(other.id, keep.id, "knows")
    obs = ws.add_observation(other.id, "note")
    report = ws.merge_pair(keep.id, other.id, backup=False)
    undone = ws.undo_merge(report.snapshot)
    assert undone.restored.id == other.id and undone.restored.description == "b's"
    assert sorted(e.id for e in undone.edges) == sorted([moved.id, dropped.id])
    assert [o.id for o in undone.observations] == [obs.id]
    assert ws.edges_of(keep.id)[0].id == dropped.id


def test_undo_is_refused_when_the_kept_entity_was_deleted_since(ws):
    keep = ws.upsert_entity("technology", "A")
    other = ws.upsert_entity("technology", "B")
    report = ws.merge_pair(keep.id, other.id, backup=False)
    ws.delete_entity(keep.id)
    with pytest.raises(ConflictError, match="deleted since the merge"):
        ws.undo_merge(report.snapshot)
    assert ws.get_entity(other.id) is None


def test_undo_is_refused_when_the_removed_id_is_in_use_again(ws, db_path):
    keep = ws.upsert_entity("technology", "A")
    other = ws.upsert_entity("technology", "B")
    report = ws.merge_pair(keep.id, other.id, backup=False)
    _raw(db_path, "INSERT INTO kg_entities (id, workspace_id, entity_type_id, name, normalized_name, created_at,"
                  " updated_at) SELECT ?, workspace_id, entity_type_id, 'Z', 'z', 1, 1 FROM kg_entities WHERE id = ?",
         (other.id, keep.id))
    with pytest.raises(ConflictError, match=r"cannot put 'B' back: its id is in use again \('Z'\)"):
        ws.undo_merge(report.snapshot)


def test_undo_is_refused_when_the_name_is_taken_again_naming_the_entity_in_the_way(ws):
    keep = ws.upsert_entity("technology", "A")
    other = ws.upsert_entity("technology", "B")
    report = ws.merge_pair(keep.id, other.id, backup=False)
    again = ws.upsert_entity("technology", "b")
    with pytest.raises(ConflictError) as err:
        ws.undo_merge(report.snapshot)
    assert str(err.value) == (f"cannot put 'B' back: another entity named 'b' of its type exists now (id {again.id})")


def test_undo_is_refused_when_a_moved_observation_changed_or_a_dropped_id_came_back(ws, db_path):
    keep = ws.upsert_entity("technology", "A")
    other = ws.upsert_entity("technology", "B")
    c = ws.upsert_entity("technology", "C")
    obs = ws.add_observation(other.id, "note")
    report = ws.merge_pair(keep.id, other.id, backup=False)
    _raw(db_path, "UPDATE kg_observations SET content = 'edited' WHERE id = ?", (obs.id,))
    with pytest.raises(ConflictError, match="an observation the merge moved"):
        ws.undo_merge(report.snapshot)

    other2 = ws.upsert_entity("technology", "B2")
    gone = ws.create_edge(other2.id, keep.id, "knows")  # a self-loop once merged: dropped
    twin = ws.add_observation(keep.id, "same")
    dup = ws.add_observation(other2.id, "same")
    report = ws.merge_pair(keep.id, other2.id, backup=False)
    assert report.dropped_edge_ids == [gone.id]
    ws_id = ws.id
    _raw(db_path, "INSERT INTO kg_edges (id, workspace_id, source_entity_id, target_entity_id, edge_type, created_at,"
                  " valid_from) VALUES (?, ?, ?, ?, 'x', 1, 1)", (gone.id, ws_id, keep.id, c.id))
    with pytest.raises(ConflictError, match=f"relationship {gone.id}: its id is in use again"):
        ws.undo_merge(report.snapshot)
    _raw(db_path, "DELETE FROM kg_edges WHERE id = ?", (gone.id,))
    dropped_obs = report.dropped_observation_ids[0]
    assert dropped_obs in (twin.id, dup.id)
    _raw(db_path, "INSERT INTO kg_observations (id, entity_id, content, created_at) VALUES (?, ?, 'back', 1)",
         (dropped_obs, c.id))
    with pytest.raises(ConflictError, match=f"observation {dropped_obs}: its id is in use again"):
        ws.undo_merge(report.snapshot)


def test_undo_is_refused_when_a_moved_relationship_was_deleted_since(ws):
    keep = ws.upsert_entity("technology", "A")
    other = ws.upsert_entity("technology", "B")
    c = ws.upsert_entity("technology", "C")
    edge = ws.create_edge(other.id, c.id, "uses")
    report = ws.merge_pair(keep.id, other.id, backup=False)
    ws.delete_edge(edge.id)
    with pytest.raises(ConflictError, match="was deleted since"):
        ws.undo_merge(report.snapshot)


def test_undo_needs_a_snapshot_of_this_workspace(kg, ws):
    keep = ws.upsert_entity("technology", "A")
    other = ws.upsert_entity("technology", "B")
    report = ws.merge_pair(keep.id, other.id, backup=False)
    with pytest.raises(ValidationError, match="needs the snapshot"):
        ws.undo_merge(report)
    with pytest.raises(ValidationError, match="made in workspace 'ws-1', not 'elsewhere'"):
        kg.workspace("elsewhere").undo_merge(report.snapshot)


def test_merging_several_returns_the_kept_entity_as_merged_after_one_backup(kg, ws):
    keep = ws.upsert_entity("technology", "PostgreSQL", confidence=0.5)
    other = ws.upsert_entity("technology", "Postgres", description="by a person", source="manual", confidence=0.3)
    third = ws.upsert_entity("technology", "psql", properties={"cli": True}, confidence=0.9)
    kept = ws.merge_entities(keep.id, [other.id, third.id, other.id])
    assert kept is not None and kept.id == keep.id and kept.name == "PostgreSQL"
    assert (kept.description, kept.description_source, kept.properties, kept.confidence) == (
        "by a person", "manual", {"cli": True}, 0.9)
    assert kept == ws.get_entity(keep.id)
    assert [p.name.endswith("-merge.db") for p in kg.backups()] == [True]
    with pytest.raises(ValidationError, match="no entity to merge was given"):
        ws.merge_entities(keep.id, [])


def test_merge_and_undo_in_a_file_without_the_search_index(tmp_path, monkeypatch):
    from kgstore.storage import migrations

    monkeypatch.setattr(migrations, "fts5_available", lambda conn: False)  # an SQLite built without FTS5
    with kgstore.open(tmp_path / "plain.db") as kg:
        assert kg.has_search_index is False
        ws = kg.workspace("w")
        keep, other = ws.upsert_entity("technology", "A"), ws.upsert_entity("technology", "B")
        ws.add_observation(keep.id, "same")
        ws.add_observation(other.id, "same")  # one of the two is dropped; the undo gives B its own back
        report = ws.merge_pair(keep.id, other.id, backup=False)
        assert report.observations_dropped == 1
        undone = ws.undo_merge(report.snapshot)
        assert [o.content for o in undone.observations] == ["same"]
        assert [h.entity.name for h in ws.search("B")] == ["B"]
