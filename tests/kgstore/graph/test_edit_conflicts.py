"""update_entity(base=...): an edit that started from values another writer changed since is
refused with EditConflictError (which fields, from what, to what) and writes nothing."""

from __future__ import annotations

import pytest

import kgstore


@pytest.fixture
def react(ws):
    return ws.upsert_entity("technology", "React", description="UI library", properties={"tier": 1, "lang": "js"},
                            confidence=0.9, source="agent")


def test_an_edit_from_the_stored_values_goes_through(ws, react):
    result = ws.update_entity(react.id, description="Mine", base={"description": "UI library"})
    assert result.entity.description == "Mine" and result.entity.description_source == "manual"


def test_another_writers_change_since_the_edit_started_is_a_conflict_and_nothing_is_written(kg, ws, react, db_path):
    with kgstore.open(db_path) as agent:
        agent.workspace("ws-1").update_entity(react.id, description="Theirs", source="agent")
    before = ws.get_entity(react.id)
    with pytest.raises(kgstore.EditConflictError) as info:
        ws.update_entity(react.id, description="Mine", base={"description": "UI library"})
    error = info.value
    assert isinstance(error, kgstore.ConflictError)
    assert [(c.field, c.base, c.current, c.mine) for c in error.conflicts] == \
        [("description", "UI library", "Theirs", "Mine")]
    assert error.entity == before and error.entity.description_source == "agent"
    assert str(error) == ("technology 'React' was changed by another writer: "
                          "description is now 'Theirs' (by agent), not 'UI library'")
    assert ws.get_entity(react.id) == before


def test_a_value_already_what_the_edit_writes_is_no_conflict(ws, react):
    ws.update_entity(react.id, name="React.js", source="agent")
    result = ws.update_entity(react.id, name="React.js", base={"name": "React"})
    assert result.entity.name == "React.js"


def test_properties_are_compared_per_key_being_changed(ws, react):
    ws.update_entity(react.id, properties={"lang": "ts"}, source="agent")
    # Changing `tier` from the values shown before: the agent's `lang` change is not in the way.
    result = ws.update_entity(react.id, properties={"tier": 2}, base={"properties": {"tier": 1, "lang": "js"}})
    assert result.entity.properties == {"tier": 2, "lang": "ts"}
    with pytest.raises(kgstore.EditConflictError) as info:
        ws.update_entity(react.id, properties={"lang": None}, base={"properties": {"tier": 2, "lang": "js"}})
    (conflict,) = info.value.conflicts
    assert (conflict.field, conflict.key, conflict.base, conflict.current, conflict.mine) == \
        ("properties", "lang", "js", "ts", None)
    assert ws.get_entity(react.id).properties == {"tier": 2, "lang": "ts"}
    # A key the edit adds that someone else added meanwhile with another value.
    ws.update_entity(react.id, properties={"new": 1}, source="agent")
    with pytest.raises(kgstore.EditConflictError):
        ws.update_entity(react.id, properties={"new": 2}, base={"properties": {"tier": 2, "lang": "ts"}})


def test_every_changed_field_is_checked_and_named(ws, react):
    ws.update_entity(react.id, confidence=0.4, type="framework", source="agent")
    with pytest.raises(kgstore.EditConflictError) as info:
        ws.update_entity(react.id, confidence=0.8, type="library",
                         base={"confidence": 0.9, "type": "technology"})
    assert sorted(c.field for c in info.value.conflicts) == ["confidence", "type"]
    stored = ws.get_entity(react.id)
    assert stored.type == "framework" and stored.confidence == pytest.approx(0.4)


def test_fields_without_a_base_are_written_as_before(ws, react):
    ws.update_entity(react.id, description="Theirs", source="agent")
    result = ws.update_entity(react.id, description="Mine")  # no base: no check (the old behaviour)
    assert result.entity.description == "Mine"


def test_a_bad_base_is_a_clear_error(ws, react):
    with pytest.raises(kgstore.ValidationError, match="cannot be edited: colour"):
        ws.update_entity(react.id, description="x", base={"colour": "red"})
    with pytest.raises(kgstore.ValidationError, match="base must map"):
        ws.update_entity(react.id, description="x", base=["description"])
    assert ws.get_entity(react.id).description == "UI library"


def test_undo_can_name_the_writer_of_the_description_it_puts_back(ws):
    e = ws.upsert_entity("technology", "React", description="by the agent", source="agent")
    ws.update_entity(e.id, description="by a person", source="manual")
    back = ws.update_entity(e.id, description="by the agent", source="manual", description_source="agent",
                            base={"description": "by a person"}).entity
    assert (back.description, back.description_source) == ("by the agent", "agent")
    with pytest.raises(kgstore.ValidationError):
        ws.update_entity(e.id, description="x", description_source="someone")
    assert ws.get_entity(e.id).description == "by the agent"


def test_an_edit_base_with_unknown_hostile_keys_is_refused_without_echoing_them(ws):
    entity = ws.upsert_entity("concept", "target")
    hostile = {"x" * 10_000: 1, "y" * 5_000: 2, **{f"k{i}": i for i in range(20)}}
    with pytest.raises(kgstore.KGError) as refused:
        ws.update_entity(entity.id, description="new", base=hostile)
    message = str(refused.value)
    assert "cannot be edited" in message and len(message) < 400
    assert "and 17 more" in message
    assert ws.get_entity(entity.id).description is None


def test_a_name_another_writer_changed_since_is_a_conflict_named_without_a_writer(kg, ws, react, db_path):
    with kgstore.open(db_path) as agent:
        agent.workspace("ws-1").update_entity(react.id, name="React.js", source="agent")
    with pytest.raises(kgstore.EditConflictError) as info:
        ws.update_entity(react.id, name="ReactJS", base={"name": "React"})
    assert [(c.field, c.base, c.current, c.mine) for c in info.value.conflicts] == \
        [("name", "React", "React.js", "ReactJS")]
    # Only a description says who wrote it (this entity's description has a writer: the agent).
    assert str(info.value) == ("technology 'React.js' was changed by another writer: "
                               "name is now 'React.js', not 'React'")
    assert ws.get_entity(react.id).name == "React.js"


def test_a_base_field_the_edit_does_not_change_is_not_checked(kg, ws, react, db_path):
    with kgstore.open(db_path) as agent:
        agent.workspace("ws-1").update_entity(react.id, name="React.js", type="framework", confidence=0.5,
                                              properties={"tier": 3}, description="Theirs", source="agent")
    # The whole record as it was shown is the base, but only the tags are being changed: the
    # other fields' changes since are not in the way of this edit.
    shown = {"name": "React", "type": "technology", "description": "UI library", "confidence": 0.9,
             "properties": {"tier": 1, "lang": "js"}}
    for edit in ({"name": "React 19"}, {"type": "library"}, {"description": "Mine"}, {"confidence": 0.7},
                 {"properties": {"lang": "ts"}}):
        others = {k: v for k, v in shown.items() if k not in edit}
        changed = ws.update_entity(react.id, base=others, **edit).entity
        assert all(getattr(changed, k) == v for k, v in edit.items() if k != "properties")


def test_a_base_whose_properties_are_not_a_mapping_is_refused(ws, react):
    with pytest.raises(kgstore.ValidationError, match="base properties must be a mapping"):
        ws.update_entity(react.id, properties={"tier": 2}, base={"properties": ["tier"]})
    assert ws.get_entity(react.id).properties == {"tier": 1, "lang": "js"}
