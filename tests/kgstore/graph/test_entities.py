"""Entities: upsert, update, precedence, normalisation, deletion and bad input."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import kgstore
from kgstore.validation import normalize_name


def test_new_entity_defaults_by_source(ws):
    agent = ws.upsert_entity("service", "auth-service", description="Authentication")
    auto = ws.upsert_entity("file", "src/app.ts", source="auto")
    manual = ws.upsert_entity("person", "Sarah", source="manual")
    assert agent.confidence == 1.0 and agent.source == "agent" and agent.description_source == "agent"
    assert auto.confidence == 0.85 and auto.source == "auto" and auto.description_source is None
    assert manual.confidence == 1.0 and manual.source == "manual"
    assert agent.created_at == agent.updated_at == agent.last_seen_at


def test_confidence_is_clamped(ws):
    assert ws.upsert_entity("concept", "high", confidence=7).confidence == 1.0
    assert ws.upsert_entity("concept", "low", confidence=-3).confidence == 0.0


def test_any_casing_and_spacing_finds_the_same_entity(ws):
    first = ws.upsert_entity("technology", "PostgreSQL")
    again = ws.upsert_entity("technology", "  postgresql ")
    assert again.id == first.id
    assert again.name == "PostgreSQL"  # the stored name keeps its casing
    assert ws.find_entity("technology", "POSTGRESQL").id == first.id
    assert ws.find_entity("technology", "post gres") is None
    assert len(ws.entities()) == 1


def test_same_name_in_different_types_are_different_entities(ws):
    a = ws.upsert_entity("project", "Atlas")
    b = ws.upsert_entity("service", "Atlas")
    assert a.id != b.id


def test_technology_names_use_canonical_casing(ws):
    assert ws.upsert_entity("technology", "electron").name == "Electron"
    assert ws.upsert_entity("technology", "node.js").name == "Node.js"
    # Other types keep what was written.
    assert ws.upsert_entity("concept", "electron").name == "electron"


def test_upsert_reinforces_boosts_and_raises_source(ws, clock):
    first = ws.upsert_entity("technology", "Docker", source="auto")
    clock.advance(1000)
    again = ws.upsert_entity("technology", "docker", source="auto")
    assert again.confidence == pytest.approx(0.95)
    assert again.last_seen_at == again.updated_at == first.created_at + 1000
    assert again.created_at == first.created_at
    confirmed = ws.upsert_entity("technology", "Docker", source="agent")
    assert confirmed.source == "agent" and confirmed.confidence == 1.0
    # A lower writer never lowers the source.
    assert ws.upsert_entity("technology", "Docker", source="auto").source == "agent"


def test_description_precedence_on_upsert(ws):
    e = ws.upsert_entity("service", "billing", description="by a person", source="manual")
    kept = ws.upsert_entity("service", "billing", description="by an agent", source="agent")
    assert kept.description == "by a person" and kept.description_source == "manual"
    assert ws.get_entity(e.id).description == "by a person"
    # An equal or higher writer replaces it.
    replaced = ws.upsert_entity("service", "billing", description="corrected", source="manual")
    assert replaced.description == "corrected"
    # A low writer may fill in a missing description.
    blank = ws.upsert_entity("service", "search", source="manual")
    filled = ws.upsert_entity("service", "search", description="full text", source="auto")
    assert blank.description is None and filled.description == "full text"
    assert filled.description_source == "auto"


def test_properties_merge_higher_precedence_wins(ws):
    ws.upsert_entity("service", "api", properties={"port": 80, "owner": "sarah"}, source="agent")
    low = ws.upsert_entity("service", "api", properties={"port": 8080, "lang": "go"}, source="auto")
    assert low.properties == {"port": 80, "owner": "sarah", "lang": "go"}
    tie = ws.upsert_entity("service", "api", properties={"port": 9000}, source="agent")
    assert tie.properties["port"] == 9000  # ties: the new write wins
    assert ws.find_entity("service", "api").properties == tie.properties


def test_update_entity_description_kept_and_properties_merged(ws):
    e = ws.upsert_entity("service", "auth", description="human text", properties={"a": 1, "b": 2},
                         source="manual")
    result = ws.update_entity(e.id, description="agent text", properties={"b": None, "c": 3},
                              confidence=0.4, source="agent")
    assert result.description_kept is True
    assert result.entity.description == "human text"
    assert result.entity.properties == {"a": 1, "c": 3}  # null removes a key
    assert result.entity.confidence == 0.4
    result = ws.update_entity(e.id, description="better human text")
    assert result.description_kept is False and result.entity.description == "better human text"
    assert result.entity.description_source == "manual"


def test_update_entity_rename_and_retype(ws):
    a = ws.upsert_entity("concept", "Alpha")
    b = ws.upsert_entity("concept", "Beta")
    renamed = ws.update_entity(a.id, name="Gamma").entity
    assert renamed.name == "Gamma" and ws.find_entity("concept", "gamma").id == a.id
    with pytest.raises(kgstore.ConflictError, match="already exists"):
        ws.update_entity(a.id, name="BETA")
    retyped = ws.update_entity(a.id, type="Project").entity
    assert retyped.type == "project"
    ws.upsert_entity("project", "Beta")
    with pytest.raises(kgstore.ConflictError):
        ws.update_entity(b.id, type="project")
    assert ws.get_entity(b.id).type == "concept"


def test_custom_types_are_created_on_first_use(ws):
    e = ws.upsert_entity("Meeting Note", "standup")
    assert e.type == "meeting_note"
    types = {t.name: t for t in ws.entity_types()}
    assert types["meeting_note"].is_builtin is False and types["meeting_note"].color
    assert types["person"].is_builtin is True
    assert len([t for t in types.values() if t.is_builtin]) == 10


def test_builtin_type_ids_are_unique_per_workspace(kg):
    a = {t.name: t.id for t in kg.workspace("a").entity_types()}
    b = {t.name: t.id for t in kg.workspace("b").entity_types()}
    assert set(a) == set(b)
    assert not set(a.values()) & set(b.values())


def test_delete_entity_cascades(ws):
    a = ws.upsert_entity("service", "a")
    b = ws.upsert_entity("service", "b")
    edge = ws.create_edge(a.id, b.id, "depends_on")
    ws.add_observation(a.id, "note")
    assert ws.delete_entity(a.id) is True
    assert ws.get_entity(a.id) is None and ws.get_edge(edge.id) is None
    assert ws.delete_entity(a.id) is False
    for bad in ("", "x" * 300, None, 42):
        with pytest.raises(kgstore.ValidationError, match="entity id"):
            ws.delete_entity(bad)
    assert ws.stats().observations == 0


def test_entities_listing_order_filter_and_paging(ws):
    for t, n in [("service", "zeta"), ("person", "Bob"), ("person", "alice"), ("service", "Alpha")]:
        ws.upsert_entity(t, n)
    assert [(e.type, e.name) for e in ws.entities()] == [
        ("person", "alice"), ("person", "Bob"), ("service", "Alpha"), ("service", "zeta")]
    assert [e.name for e in ws.entities(types=["service"])] == ["Alpha", "zeta"]
    assert [e.name for e in ws.entities(limit=2, offset=1)] == ["Bob", "Alpha"]
    assert [e.name for e in ws.entities(limit=2)] == ["alice", "Bob"]
    assert [e.name for e in ws.entities(offset=3)] == ["zeta"]  # an offset alone skips, no limit
    assert [e.name for e in ws.entities(limit=0)] == []


def test_a_case_change_of_a_non_ascii_name_keeps_the_entity_findable(ws, db_path):
    """SQLite's lower() folds ASCII only, so the file's rename trigger takes "élan" -> "ÉLAN" for
    another program's rename; the entity must keep its key and stay the one found and upserted."""
    import sqlite3

    entity = ws.upsert_entity("concept", "élan vital")
    ws.update_entity(entity.id, name="ÉLAN VITAL")
    # The key is written by the rename itself (a later lookup would heal a lost one, hiding it).
    with sqlite3.connect(db_path) as conn:
        (key,) = conn.execute("SELECT normalized_name FROM kg_entities WHERE id = ?", (entity.id,)).fetchone()
    assert key == "élan vital"
    assert ws.find_entity("concept", "élan vital").id == entity.id
    assert ws.upsert_entity("concept", "Élan Vital").id == entity.id


BAD_ENTITY_CALLS = [
    ({"type": "concept", "name": ""}, "empty"),
    ({"type": "concept", "name": "   \t\n"}, "empty"),
    ({"type": "concept", "name": "x" * 1_000_000}, "too long"),
    ({"type": "concept", "name": "nul\x00byte"}, "NUL"),
    ({"type": "concept", "name": "surrogate\ud800"}, "Unicode"),
    ({"type": "", "name": "x"}, "empty"),
    ({"type": "concept", "name": "x", "confidence": float("nan")}, "finite"),
    ({"type": "concept", "name": "x", "confidence": float("inf")}, "finite"),
    ({"type": "concept", "name": "x", "confidence": "high"}, "number"),
    ({"type": "concept", "name": "x", "properties": [1, 2]}, "JSON object"),
    ({"type": "concept", "name": "x", "properties": "not json"}, "not valid JSON"),
    ({"type": "concept", "name": "x", "properties": {"v": float("nan")}}, "finite"),
    ({"type": "concept", "name": "x", "properties": {"big": "y" * 1_000_000}}, "too large"),
    ({"type": "concept", "name": "x", "description": "d" * 1_000_000}, "too long"),
    ({"type": "concept", "name": "x", "source": "robot"}, "source"),
    ({"type": "concept", "name": 42}, "string"),
]


@pytest.mark.parametrize("kwargs,message", BAD_ENTITY_CALLS, ids=[m for _, m in BAD_ENTITY_CALLS])
def test_bad_entity_input_is_a_clear_error_and_changes_nothing(ws, kwargs, message):
    ws.upsert_entity("concept", "existing")
    before = ws.stats()
    args = dict(kwargs)
    with pytest.raises(kgstore.KGError, match=message):
        ws.upsert_entity(args.pop("type"), args.pop("name"), **args)
    assert ws.stats() == before


def test_update_unknown_or_bad_input_changes_nothing(ws):
    e = ws.upsert_entity("concept", "x", description="d")
    with pytest.raises(kgstore.NotFoundError):
        ws.update_entity("no-such-id", description="y")
    with pytest.raises(kgstore.KGError):
        ws.update_entity(e.id, properties={"a": float("inf")}, description="changed")
    assert ws.get_entity(e.id) == e


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=40))
def test_normalize_name_is_idempotent_and_case_blind(name):
    norm = normalize_name(name)
    assert normalize_name(norm) == norm
    assert normalize_name(name.upper()) == normalize_name(name.lower()) or any(
        # Some characters change length or identity under case mapping (ß -> SS, İ -> i̇).
        len(c.upper()) != 1 or len(c.lower()) != 1 or c.lower().upper() != c.upper() for c in name
    )
    assert "  " not in norm and norm == norm.strip()


@settings(max_examples=60, deadline=None)
@given(st.text(alphabet=st.characters(blacklist_categories=("Cs", "Cc")), min_size=1, max_size=30))
def test_upsert_by_any_casing_returns_one_entity(name):
    if not normalize_name(name):
        return
    with kgstore.open(":memory:") as kg:
        ws = kg.workspace("w")
        first = ws.upsert_entity("concept", name)
        second = ws.upsert_entity("concept", "  " + name.swapcase().replace(" ", "   ") + " ")
        if normalize_name(name.swapcase()) == normalize_name(name):
            assert second.id == first.id
            assert len(ws.entities()) == 1


def test_confidence_values_are_finite_floats(ws):
    e = ws.upsert_entity("concept", "c", confidence=0.5)
    assert isinstance(e.confidence, float) and math.isfinite(e.confidence)


def test_technology_aliases_are_not_renamed(ws):
    # Canonical casing only: an alias is a name of its own.
    assert ws.upsert_entity("technology", "postgres").name == "postgres"
    assert ws.upsert_entity("technology", "POSTGRESQL").name == "PostgreSQL"


# -- identity: invisible characters and full case folding -------------------------------------

LOOK_ALIKES_OF_REACT = [
    "Re\u200bact", "Re\u200cact", "Re\u200dact", "\ufeffReact", "Re\u00adact", "React\u200e", "\u200fReact",
    "React\ufe0f", "Re\u2060act", "REACT\u200b", "\uff32\uff45\uff41\uff43\uff54",
]


@pytest.mark.parametrize("name", LOOK_ALIKES_OF_REACT, ids=[ascii(n) for n in LOOK_ALIKES_OF_REACT])
def test_names_differing_by_invisible_characters_are_one_entity(ws, name):
    react = ws.upsert_entity("technology", "React")
    assert ws.upsert_entity("technology", name).id == react.id
    assert ws.find_entity("technology", name).id == react.id
    assert len(ws.entities()) == 1 and ws.get_entity(react.id).name == "React"


@pytest.mark.parametrize("name", ["\u200b", "\u200b \u200d", "\ufeff\u00ad", "\ufe0f", " \u2060\u200e "])
def test_names_of_invisible_characters_only_are_refused(ws, name):
    with pytest.raises(kgstore.ValidationError, match="visible character"):
        ws.upsert_entity("concept", name)
    assert ws.stats().entities == 0


@pytest.mark.parametrize("first,second", [
    ("Straße", "STRASSE"), ("straße", "Strasse"), ("İstanbul", "istanbul"), ("İSTANBUL", "Istanbul"),
    ("i\u0307stanbul", "ISTANBUL"), ("\u212aelvin", "kelvin"), ("ΣΊΣΥΦΟΣ", "σίσυφος"), ("ǰ", "J\u030c"),
])
def test_full_case_folding_makes_one_entity(ws, first, second):
    assert normalize_name(first) == normalize_name(second)
    assert ws.upsert_entity("concept", first).id == ws.upsert_entity("concept", second).id


def test_dotless_i_stays_its_own_letter(ws):
    # Turkish tells ı from i ("sık" and "sik" are different words); only İ's dot is folded away.
    assert ws.upsert_entity("concept", "sık").id != ws.upsert_entity("concept", "sik").id
    assert normalize_name("SIK") == "sik" and normalize_name("sık") == "sık"


@pytest.mark.parametrize("field", ["name", "description", "properties"])
def test_an_agents_entity_with_a_secret_in_any_field_is_refused_and_a_persons_kept(ws, field):
    secret = "redis://:hunter22x@cache:6379"
    given = {"name": "cache", "description": None, "properties": None}
    given[field] = {"url": secret} if field == "properties" else secret
    for source in ("agent", "auto"):
        with pytest.raises(kgstore.ValidationError, match="password inside a URL"):
            ws.upsert_entity("service", given["name"], description=given["description"],
                             properties=given["properties"], source=source)
    assert ws.entities() == []
    kept = ws.upsert_entity("service", given["name"], description=given["description"],
                            properties=given["properties"], source="manual")
    assert getattr(kept, field) == given[field]


@pytest.mark.parametrize("bad_id", ["", "   ", "x" * 10_000, "nul\x00"])
def test_a_malformed_entity_id_is_refused_as_bad_input_not_looked_up(ws, bad_id):
    with pytest.raises(kgstore.ValidationError):  # not NotFoundError: nothing was looked up
        ws.update_entity(bad_id, description="x")
    with pytest.raises(kgstore.ValidationError):
        ws.observations(bad_id)
    with pytest.raises(kgstore.ValidationError):
        ws.edges_of(bad_id)


def _raw(db_path, sql, params=()):
    import sqlite3

    conn = sqlite3.connect(db_path)
    with conn:
        rows = conn.execute(sql, params).fetchall()
    conn.close()
    return rows


def test_an_agents_update_holding_a_secret_is_refused_and_changes_nothing(ws):
    e = ws.upsert_entity("service", "cache")
    with pytest.raises(kgstore.ValidationError, match="password inside a URL"):
        ws.update_entity(e.id, description="redis://:hunter22x@cache:6379", source="agent")
    assert ws.get_entity(e.id).description is None


def test_an_empty_description_is_filled_by_any_writer(ws):
    e = ws.upsert_entity("service", "cache", source="manual")
    filled = ws.upsert_entity("service", "cache", description="the session cache", source="auto")
    assert filled.id == e.id and filled.description == "the session cache"
    assert ws.get_entity(e.id).description_source == "auto"


def test_a_writer_of_the_same_rank_does_not_take_over_an_entity(ws, db_path):
    """Only a higher writer adopts an entity: one another program names (ranked as automatic)
    stays its writer's when the extraction writes it again."""
    e = ws.upsert_entity("service", "billing", source="auto")
    _raw(db_path, "UPDATE kg_entities SET source = 'importer' WHERE id = ?", (e.id,))
    assert ws.upsert_entity("service", "billing", source="auto").source == "importer"
    assert ws.get_entity(e.id).source == "importer"
    assert ws.upsert_entity("service", "billing", source="agent").source == "agent"


def test_new_properties_on_an_entity_whose_stored_ones_cannot_be_read_are_refused(ws, db_path):
    e = ws.upsert_entity("service", "billing")
    _raw(db_path, "UPDATE kg_entities SET properties = 'not json' WHERE id = ?", (e.id,))
    with pytest.raises(kgstore.KGError, match="billing"):
        ws.upsert_entity("service", "billing", properties={"tier": 1})
    assert _raw(db_path, "SELECT properties FROM kg_entities WHERE id = ?", (e.id,)) == [("not json",)]
    assert ws.upsert_entity("service", "billing").id == e.id  # without properties it is reinforced


def test_an_upsert_reports_the_creation_time_as_it_is_read_back(ws, db_path):
    """A row another program wrote may hold its time as text: the upsert's record says what
    get_entity says, not the raw text."""
    e = ws.upsert_entity("service", "billing")
    _raw(db_path, "UPDATE kg_entities SET created_at = '2026-01-01T00:00:00Z' WHERE id = ?", (e.id,))
    again = ws.upsert_entity("service", "billing")
    assert again.created_at == ws.get_entity(e.id).created_at == 1_767_225_600_000


def test_an_insert_the_file_refuses_is_a_conflict_not_a_crash(ws, monkeypatch):
    import uuid

    from kgstore.graph import entities

    first = ws.upsert_entity("service", "billing")
    monkeypatch.setattr(entities.uuid, "uuid4", lambda: uuid.UUID(first.id))
    with pytest.raises(kgstore.ConflictError, match="a service named 'invoices' cannot be added"):
        ws.upsert_entity("service", "invoices")
    monkeypatch.undo()
    assert [x.name for x in ws.entities()] == ["billing"]


def test_an_entity_in_the_rowid_of_one_deleted_after_indexing_is_found(kg, ws):
    """SQLite gives the newest row's rowid again once it is deleted; the search index already
    holds that rowid, so the new row is indexed at once (the unindexed tail starts after it)."""
    from kgstore.storage import search_index

    ws.upsert_entity("service", "billing")
    gone = ws.upsert_entity("service", "temporary")
    with kg._db.write() as conn:
        search_index.flush(conn, search_index.ENTITIES)
    ws.delete_entity(gone.id)
    made = ws.upsert_entity("service", "reconciliation")
    assert [h.entity.id for h in ws.search("reconciliation", tolerant=False)] == [made.id]


def test_an_entity_another_program_wrote_without_a_key_can_be_renamed_to_another_casing(ws, db_path,
                                                                                       monkeypatch):
    from kgstore.storage import healing

    monkeypatch.setattr(healing, "heal", lambda db, *a, **k: healing.HealReport())  # the key stays missing
    e = ws.upsert_entity("service", "billing")
    _raw(db_path, "UPDATE kg_entities SET normalized_name = NULL WHERE id = ?", (e.id,))
    assert ws.update_entity(e.id, name="Billing").entity.name == "Billing"


def test_a_description_without_its_own_writer_is_weighed_by_the_entitys(ws, db_path):
    """Another program records no description_source: the entity's writer stands for it."""
    e = ws.upsert_entity("service", "billing", description="a person's words", source="manual")
    _raw(db_path, "UPDATE kg_entities SET description_source = NULL WHERE id = ?", (e.id,))
    kept = ws.upsert_entity("service", "billing", description="the agent's words", source="agent")
    assert kept.description == "a person's words"


def test_entities_written_one_by_one_keep_the_unindexed_tail_under_a_batch(kg, ws):
    """Each insert folds the tail into the index once it reaches a batch, so searching it stays
    a bounded scan however many entities are written."""
    from kgstore.storage import search_index

    for i in range(search_index.BATCH + 10):
        ws.upsert_entity("concept", f"topic {i}")
    with kg._db.read() as conn:
        top = conn.execute("SELECT MAX(rowid) FROM kg_entities").fetchone()[0]
        assert top - search_index.indexed_rowid(conn, search_index.ENTITIES) < search_index.BATCH
        assert top - search_index.trigram_rowid(conn) < search_index.BATCH


def test_an_update_of_properties_stored_unreadably_is_refused_and_changes_nothing(ws, db_path):
    e = ws.upsert_entity("service", "billing")
    _raw(db_path, "UPDATE kg_entities SET properties = 'not json' WHERE id = ?", (e.id,))
    with pytest.raises(kgstore.KGError, match="billing"):
        ws.update_entity(e.id, properties={"tier": 1})
    assert _raw(db_path, "SELECT properties FROM kg_entities WHERE id = ?", (e.id,)) == [("not json",)]


def test_an_update_raises_the_writer_only_when_it_ranks_higher(ws, db_path):
    e = ws.upsert_entity("service", "billing", source="auto")
    _raw(db_path, "UPDATE kg_entities SET source = 'importer' WHERE id = ?", (e.id,))
    assert ws.update_entity(e.id, description="same rank", source="auto").entity.source == "importer"
    assert ws.update_entity(e.id, description="higher", source="agent").entity.source == "agent"
    assert ws.update_entity(e.id, description="lower", source="auto").entity.source == "agent"


def test_deleting_entities_in_chunks_deletes_every_one_and_only_those(ws):
    """Many entities go in chunks of a few hundred (SQLite's parameter limit): every entity, its
    edges and observations go, whatever chunk it falls in, and nothing else does."""
    from kgstore.graph.entities import delete_entities

    keep = ws.upsert_entity("service", "keep")
    ids = [ws.upsert_entity("concept", f"orphan {i:04d}").id for i in range(1002)]
    for i in (0, 499, 500, 501, 1000, 1001):   # each side of each chunk's edge
        ws.create_edge(keep.id, ids[i], "related_to")
        ws.add_observation(ids[i], f"note {i}")
    with ws._db.write() as conn:
        delete_entities(ws, conn, ids)
    assert [e.id for e in ws.entities()] == [keep.id]
    stats = ws.stats()
    assert (stats.entities, stats.edges, stats.observations) == (1, 0, 0)
