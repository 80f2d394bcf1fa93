"""Rows CoWork OS writes after our upgrade (no normalized_name, no observation fingerprint, edge
types with spaces, built-in type names as ordinary rows) are read right before any healing."""

from __future__ import annotations

import sqlite3

import pytest

import kgstore
from cowork import ACME, NOTES, CoWorkWriter, copy_fixture, file_problems, needs_fixture
from kgstore.graph.builtins import BUILTIN_ENTITY_TYPES


def _upgraded(tmp_path):
    path = copy_fixture(tmp_path)
    kgstore.open(path).close()
    return path


def _no_healing(monkeypatch):
    """Lookups must be right on their own: healing (on open, after another's commit) is off."""
    try:
        from kgstore.storage import healing
    except ImportError:  # a version without healing
        return
    monkeypatch.setattr(healing, "heal", lambda conn_db, *a, **k: healing.HealReport())


def _key(path, entity_id):
    conn = sqlite3.connect(path)
    try:
        return conn.execute("SELECT normalized_name FROM kg_entities WHERE id = ?", (entity_id,)).fetchone()[0]
    finally:
        conn.close()


# -- entities --------------------------------------------------------------------------------

@needs_fixture
def test_an_entity_cowork_created_is_found_by_name_before_healing(tmp_path, monkeypatch):
    path = _upgraded(tmp_path)
    _no_healing(monkeypatch)
    with CoWorkWriter(path).start() as cw:
        vue = cw.add_entity(ACME, "technology", "Vue", "A frontend framework")
    assert _key(path, vue) is None
    with kgstore.open(path) as kg:
        ws = kg.workspace(ACME)
        assert ws.find_entity("technology", "vue").id == vue
        # The upsert updates CoWork's row (its case-sensitive UNIQUE would refuse a second
        # "Vue"; a fresh file would get a duplicate).
        again = ws.upsert_entity("technology", "Vue", description="Progressive framework", source="manual")
        assert again.id == vue
        assert again.description == "Progressive framework"
        assert [e.id for e in ws.entities(types=["technology"]) if e.name.lower() == "vue"] == [vue]
    assert _key(path, vue) == "vue"  # the upsert gave it its key
    assert file_problems(path) == []


@needs_fixture
def test_a_case_variant_cowork_created_is_the_same_entity(tmp_path, monkeypatch):
    path = _upgraded(tmp_path)
    _no_healing(monkeypatch)
    with CoWorkWriter(path).start() as cw:
        svelte = cw.add_entity(ACME, "technology", "svelte")
    with kgstore.open(path) as kg:
        ws = kg.workspace(ACME)
        assert ws.find_entity("technology", "SVELTE").id == svelte
        assert ws.upsert_entity("technology", "Svelte").id == svelte
        # Renaming another entity to that name is a conflict, not a silent duplicate.
        other = ws.upsert_entity("technology", "Solid")
        with pytest.raises(kgstore.ConflictError):
            ws.update_entity(other.id, name="SVELTE")
    assert file_problems(path) == []


@needs_fixture
def test_kg_tools_upsert_a_name_cowork_holds(tmp_path, monkeypatch):
    from kgstore.agent.tools import ToolContext, call_tool

    path = _upgraded(tmp_path)
    _no_healing(monkeypatch)
    with CoWorkWriter(path).start() as cw:
        eid = cw.add_entity(ACME, "technology", "Deno")
    with kgstore.open(path) as kg:
        out = call_tool(kg, "kg_create_entity", {"entity_type": "technology", "name": "Deno"},
                        ToolContext(ACME))
        assert "error" not in out, out
        assert out["entity"]["id"] == eid
        assert out["created"] is False


@needs_fixture
def test_an_entity_cowork_renamed_is_found_by_its_new_name(tmp_path, monkeypatch):
    path = _upgraded(tmp_path)
    with kgstore.open(path) as kg:
        vite = kg.workspace(ACME).find_entity("technology", "Vite").id
    _no_healing(monkeypatch)
    with CoWorkWriter(path).start() as cw:
        cw.update_entity(vite, name="Vite.js")
    with kgstore.open(path) as kg:
        ws = kg.workspace(ACME)
        assert ws.find_entity("technology", "vite.js").id == vite
        assert ws.find_entity("technology", "Vite") is None
        assert ws.upsert_entity("technology", "Vite.js").id == vite
    assert file_problems(path) == []


# -- observations ----------------------------------------------------------------------------

@needs_fixture
def test_an_observation_cowork_wrote_is_not_added_again(tmp_path, monkeypatch):
    path = _upgraded(tmp_path)
    _no_healing(monkeypatch)
    with kgstore.open(path) as kg:
        redis = kg.workspace(ACME).find_entity("technology", "Redis").id
    with CoWorkWriter(path).start() as cw:
        oid = cw.add_observation(redis, "Cache hit rate fell to 60% on Monday")
    with kgstore.open(path) as kg:
        ws = kg.workspace(ACME)
        again = ws.add_observation(redis, "cache hit rate  fell to 60% on monday", source="manual")
        assert again.id == oid
        assert again.source == "manual"  # adopted by the higher-precedence writer
        texts = [o.content for o in ws.observations(redis, limit=100)]
        assert texts.count("Cache hit rate fell to 60% on Monday") == 1
        assert len([t for t in texts if t.lower().startswith("cache hit rate")]) == 1
    assert file_problems(path) == []


# -- edge types ------------------------------------------------------------------------------

def _current(path, ws_id, a, b):
    conn = sqlite3.connect(path)
    try:
        return conn.execute(
            "SELECT edge_type FROM kg_edges WHERE workspace_id = ? AND source_entity_id = ?"
            " AND target_entity_id = ? AND valid_to IS NULL", (ws_id, a, b)).fetchall()
    finally:
        conn.close()


@needs_fixture
@pytest.mark.parametrize("ours", ["hosts_weekly", "Hosts Weekly", "hosts weekly"])
def test_cowork_writes_an_edge_type_with_spaces_then_we_write_it(tmp_path, monkeypatch, ours):
    path = _upgraded(tmp_path)
    _no_healing(monkeypatch)
    with kgstore.open(path) as kg:
        ws = kg.workspace(ACME)
        bob = ws.find_entity("person", "Bob Smith").id
        demo = ws.find_entity("team_ritual", "Friday demo").id
    with CoWorkWriter(path).start() as cw:
        edge = cw.add_edge(ACME, bob, demo, "Hosts Weekly")
    with kgstore.open(path) as kg:
        ws = kg.workspace(ACME)
        assert ws.create_edge(bob, demo, ours).id == edge
        # (CoWork's clock in these tests is ahead of ours: its edges are read with their history)
        assert [e.id for e in ws.edges(types=["hosts_weekly"], include_history=True)
                if e.source_id == bob] == [edge]
        assert [n.entity.id for n in ws.neighbors(bob, edge_types=["hosts_weekly"], include_history=True)] == [demo]
    assert _current(path, ACME, bob, demo) == [("hosts weekly",)]  # CoWork still finds it as it is
    with CoWorkWriter(path).start() as cw:
        assert cw.add_edge(ACME, bob, demo, "Hosts Weekly") == edge
    assert file_problems(path) == []


# -- built-in types CoWork made as ordinary rows -------------------------------------------------

@needs_fixture
def test_builtin_named_types_cowork_made_read_as_builtins(tmp_path):
    path = _upgraded(tmp_path)
    builtin = {name: (color, icon) for name, _d, color, icon in BUILTIN_ENTITY_TYPES}
    with kgstore.open(path) as kg:
        types = {t.name: t for t in kg.workspace(NOTES).entity_types()}
    for name in ("technology", "person", "organization", "file", "project"):
        assert types[name].is_builtin, name
        assert (types[name].color, types[name].icon) == builtin[name]
    assert not types["book"].is_builtin
    conn = sqlite3.connect(path)
    try:  # CoWork's rows are left as CoWork wrote them
        assert conn.execute("SELECT color, icon, is_builtin FROM kg_entity_types WHERE workspace_id = ?"
                            " AND name = 'person'", (NOTES,)).fetchone() == (None, None, 0)
    finally:
        conn.close()


@needs_fixture
def test_clear_keeps_builtin_named_types_cowork_made(tmp_path):
    path = _upgraded(tmp_path)
    with kgstore.open(path) as kg:
        ws = kg.workspace(NOTES)
        person = next(t.id for t in ws.entity_types() if t.name == "person")
        report = ws.clear(backup=False)
        assert report.custom_types == 1  # "book"
        assert next(t.id for t in ws.entity_types() if t.name == "person") == person
    assert file_problems(path) == []


@needs_fixture
def test_undo_of_a_deletion_sees_the_name_cowork_took_meanwhile(tmp_path, monkeypatch):
    path = _upgraded(tmp_path)
    _no_healing(monkeypatch)
    with kgstore.open(path) as kg:
        ws = kg.workspace(ACME)
        vite = ws.find_entity("technology", "Vite")
        assert ws.delete_entity(vite.id)
    with CoWorkWriter(path).start() as cw:
        cw.add_entity(ACME, "technology", "vite")
    with kgstore.open(path) as kg:
        with pytest.raises(kgstore.ConflictError):
            kg.workspace(ACME).reinsert_deleted(vite)
    assert file_problems(path) == []


@needs_fixture
def test_coworks_spelling_of_an_edge_type_reads_as_ours_everywhere(tmp_path):
    """The real file holds 'hosts weekly' (CoWork) and we write hosts_weekly: one type in the
    records, the stats and the neighbours, while CoWork's row keeps its spelling."""
    path = copy_fixture(tmp_path)
    with kgstore.open(path) as kg:
        ws = kg.workspace(ACME)
        a = ws.upsert_entity("person", "Spelling Tester")
        b = ws.upsert_entity("project", "Spelling Project")
        ws.create_edge(a.id, b.id, "Hosts Weekly")
        stats = ws.stats()
        assert "hosts weekly" not in stats.edge_types
        assert stats.edge_types["hosts_weekly"] >= 2  # CoWork's edge and ours
        spaced = [e for e in ws.subgraph([e.id for e in ws.entities()]).edges if "weekly" in e.type]
        assert {e.type for e in spaced} == {"hosts_weekly"} and len(spaced) >= 2
        assert {n.edge.type for n in ws.neighbors(a.id)} == {"hosts_weekly"}
    conn = sqlite3.connect(path)
    try:
        stored = {r[0] for r in conn.execute("SELECT edge_type FROM kg_edges WHERE edge_type LIKE 'hosts%'")}
    finally:
        conn.close()
    assert stored == {"hosts weekly", "hosts_weekly"}
