"""Entity types (entity_types.py): the cache of names and ids forgets what a rollback or another
process undid, and built-ins read with their own colour and icon."""

from __future__ import annotations

import pytest

import kgstore
from kgstore.graph.builtins import BUILTIN_BY_NAME


def test_a_type_made_in_a_rolled_back_transaction_is_made_again(kg, ws):
    with pytest.raises(RuntimeError):
        with kg.transaction():
            ws.upsert_entity("widget", "first")
            raise RuntimeError("the caller gives up")
    made = ws.upsert_entity("widget", "second")
    assert ws.get_entity(made.id).type == "widget"
    assert [t.name for t in ws.entity_types()].count("widget") == 1


def test_a_type_another_process_removed_and_made_again_is_read_by_its_new_id(tmp_path):
    path = tmp_path / "kg.db"
    with kgstore.open(path) as mine, kgstore.open(path) as theirs:
        ws = mine.workspace("w")
        ws.upsert_entity("widget", "old")
        theirs.workspace("w").clear(backup=False)  # the custom type goes with the graph
        theirs.workspace("w").upsert_entity("widget", "theirs")
        made = ws.upsert_entity("widget", "mine")
        assert ws.get_entity(made.id).type == "widget"
        assert sorted(e.name for e in ws.entities(types=["widget"])) == ["mine", "theirs"]


def test_built_in_types_are_listed_with_their_colour_and_icon(ws):
    ws.upsert_entity("person", "Ada")
    listed = {t.name: t for t in ws.entity_types()}
    for name in ("person", "technology"):
        _name, _description, color, icon = BUILTIN_BY_NAME[name]
        assert (listed[name].color, listed[name].icon, listed[name].is_builtin) == (color, icon, True)


def test_a_type_another_program_renamed_reads_by_its_new_name(tmp_path):
    import sqlite3

    path = tmp_path / "kg.db"
    with kgstore.open(path) as kg:
        ws = kg.workspace("w")
        made = ws.upsert_entity("widget", "w1")
        assert ws.get_entity(made.id).type == "widget"
        other = sqlite3.connect(path)
        with other:
            other.execute("UPDATE kg_entity_types SET name = 'gadget' WHERE name = 'widget'")
        other.close()
        assert ws.get_entity(made.id).type == "gadget"


def test_a_built_in_named_type_another_program_made_plain_reads_as_the_built_in(tmp_path):
    import sqlite3

    path = tmp_path / "kg.db"
    kgstore.open(path).close()
    c = sqlite3.connect(path)
    with c:  # as CoWork OS makes a new workspace's types: ordinary rows, no colour, icon or description
        c.execute("INSERT INTO kg_entity_types (id, workspace_id, name, is_builtin, created_at)"
                  " VALUES ('t-person', 'w2', 'person', 0, 1)")
        c.execute("INSERT INTO kg_entity_types (id, workspace_id, name, description, is_builtin, created_at)"
                  " VALUES ('t-project', 'w2', 'project', 'their words', 0, 1)")
    c.close()
    with kgstore.open(path) as kg:
        listed = {t.name: t for t in kg.workspace("w2").entity_types()}
    _n, description, color, icon = BUILTIN_BY_NAME["person"]
    person = listed["person"]
    assert (person.id, person.description, person.color, person.icon, person.is_builtin) == (
        "t-person", description, color, icon, True)
    assert listed["project"].description == "their words"  # what the row says is kept
