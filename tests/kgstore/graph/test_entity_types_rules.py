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


def _statements(kg, action) -> list[str]:
    statements: list[str] = []
    kg._db.conn.set_trace_callback(statements.append)
    try:
        action()
    finally:
        kg._db.conn.set_trace_callback(None)
    return statements


def test_a_new_workspace_lists_the_built_ins_and_seeds_them_once(kg):
    from kgstore.graph.builtins import BUILTIN_ENTITY_TYPE_NAMES

    ws = kg.workspace("fresh")
    assert {t.name for t in ws.entity_types()} == BUILTIN_ENTITY_TYPE_NAMES  # no entity written yet
    # Seeded: listing again and writing entities of built-in types insert no type row.
    later = _statements(kg, lambda: (ws.entity_types(), ws.upsert_entity("person", "Ada")))
    assert not [s for s in later if "INSERT" in s and "kg_entity_types" in s]


def test_a_known_type_is_looked_up_without_reading_the_types(kg, ws):
    ws.upsert_entity("widget", "first")
    reads = _statements(kg, lambda: (ws.upsert_entity("widget", "second"), ws.upsert_entity("person", "Ada")))
    assert not [s for s in reads if "kg_entity_types" in s]


def test_types_are_listed_built_ins_first_each_group_a_to_z(ws):
    from kgstore.graph.builtins import BUILTIN_ENTITY_TYPE_NAMES

    for name in ("zeppelin", "gadget", "widget"):
        ws.upsert_entity(name, f"a {name}")
    names = [t.name for t in ws.entity_types()]
    assert names == sorted(BUILTIN_ENTITY_TYPE_NAMES) + ["gadget", "widget", "zeppelin"]


def test_a_custom_type_another_program_gave_an_icon_is_not_a_built_in(tmp_path):
    import sqlite3

    path = tmp_path / "kg.db"
    with kgstore.open(path) as kg:
        kg.workspace("w").upsert_entity("gadget", "g1")
    c = sqlite3.connect(path)
    with c:
        c.execute("UPDATE kg_entity_types SET icon = 'wrench', color = '#123456' WHERE name = 'gadget'")
    c.close()
    with kgstore.open(path) as kg:
        gadget = {t.name: t for t in kg.workspace("w").entity_types()}["gadget"]
    assert (gadget.icon, gadget.is_builtin) == ("wrench", False)


def test_a_built_in_row_without_its_colour_or_icon_reads_with_the_built_ins(tmp_path):
    import sqlite3

    path = tmp_path / "kg.db"
    with kgstore.open(path) as kg:
        kg.workspace("w").upsert_entity("person", "Ada")
    c = sqlite3.connect(path)
    with c:  # another program kept is_builtin but dropped the colour of one and the icon of another
        c.execute("UPDATE kg_entity_types SET color = NULL WHERE name = 'person'")
        c.execute("UPDATE kg_entity_types SET icon = NULL WHERE name = 'project'")
    c.close()
    with kgstore.open(path) as kg:
        listed = {t.name: t for t in kg.workspace("w").entity_types()}
    for name in ("person", "project"):
        _n, _description, color, icon = BUILTIN_BY_NAME[name]
        assert (listed[name].color, listed[name].icon, listed[name].is_builtin) == (color, icon, True)


def test_a_read_only_store_lists_the_types_it_holds_and_writes_none(tmp_path):
    path = tmp_path / "kg.db"
    with kgstore.open(path) as kg:
        kg.workspace("w").upsert_entity("gadget", "g1")
    with kgstore.open(path, read_only=True) as ro:
        assert "gadget" in {t.name for t in ro.workspace("w").entity_types()}
        assert ro.workspace("never-written").entity_types() == []  # seeded by the next writer


def test_an_update_knows_the_entitys_type_from_its_row(ws):
    """An edit reads the type by its id: a technology renamed keeps its canonical casing, a
    rename onto a name in use names the type, and a base holding the current type is no
    conflict."""
    tool = ws.upsert_entity("technology", "Slack Bot")
    assert ws.update_entity(tool.id, name="electron").entity.name == "Electron"
    ws.upsert_entity("service", "billing")
    other = ws.upsert_entity("service", "invoices")
    with pytest.raises(kgstore.ConflictError, match="a service named 'billing' already exists"):
        ws.update_entity(other.id, name="billing")
    changed = ws.update_entity(other.id, type="project", base={"type": "service"})
    assert changed.entity.type == "project"
