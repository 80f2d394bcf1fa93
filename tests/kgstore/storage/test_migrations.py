"""Schema migrations: fresh files, idempotence, and upgrading an original CoWork OS file."""

from __future__ import annotations

import sqlite3

import pytest

import kgstore
from kgstore.storage.migrations import MIGRATIONS

# The original CoWork OS schema: case-sensitive entity names, edges without validity windows and
# with a table-level UNIQUE, observations without fingerprints, FTS with its own triggers.
LEGACY_DDL = """
CREATE TABLE kg_entity_types (
  id TEXT PRIMARY KEY, workspace_id TEXT NOT NULL, name TEXT NOT NULL, description TEXT,
  color TEXT, icon TEXT, is_builtin INTEGER DEFAULT 0, created_at INTEGER NOT NULL,
  UNIQUE(workspace_id, name));
CREATE TABLE kg_entities (
  id TEXT PRIMARY KEY, workspace_id TEXT NOT NULL,
  entity_type_id TEXT NOT NULL REFERENCES kg_entity_types(id),
  name TEXT NOT NULL, description TEXT, properties TEXT DEFAULT '{}', confidence REAL DEFAULT 1.0,
  source TEXT DEFAULT 'manual', source_task_id TEXT, created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL, UNIQUE(workspace_id, entity_type_id, name));
CREATE TABLE kg_edges (
  id TEXT PRIMARY KEY, workspace_id TEXT NOT NULL,
  source_entity_id TEXT NOT NULL REFERENCES kg_entities(id) ON DELETE CASCADE,
  target_entity_id TEXT NOT NULL REFERENCES kg_entities(id) ON DELETE CASCADE,
  edge_type TEXT NOT NULL, properties TEXT DEFAULT '{}', confidence REAL DEFAULT 1.0,
  source TEXT DEFAULT 'manual', source_task_id TEXT, created_at INTEGER NOT NULL,
  UNIQUE(workspace_id, source_entity_id, target_entity_id, edge_type));
CREATE TABLE kg_observations (
  id TEXT PRIMARY KEY, entity_id TEXT NOT NULL REFERENCES kg_entities(id) ON DELETE CASCADE,
  content TEXT NOT NULL, source TEXT DEFAULT 'manual', source_task_id TEXT, created_at INTEGER NOT NULL);
CREATE INDEX idx_kg_entities_ws ON kg_entities(workspace_id);
CREATE INDEX idx_kg_edges_source ON kg_edges(source_entity_id);
CREATE INDEX idx_kg_edges_target ON kg_edges(target_entity_id);
CREATE VIRTUAL TABLE kg_entities_fts USING fts5(name, description, content='kg_entities', content_rowid='rowid');
CREATE TRIGGER kg_entities_ai AFTER INSERT ON kg_entities BEGIN
  INSERT INTO kg_entities_fts(rowid, name, description) VALUES (new.rowid, new.name, new.description);
END;
CREATE TRIGGER kg_entities_ad AFTER DELETE ON kg_entities BEGIN
  INSERT INTO kg_entities_fts(kg_entities_fts, rowid, name, description) VALUES('delete', old.rowid, old.name, old.description);
END;
CREATE TRIGGER kg_entities_au AFTER UPDATE ON kg_entities BEGIN
  INSERT INTO kg_entities_fts(kg_entities_fts, rowid, name, description) VALUES('delete', old.rowid, old.name, old.description);
  INSERT INTO kg_entities_fts(rowid, name, description) VALUES (new.rowid, new.name, new.description);
END;
CREATE TABLE contact_identities (
  id TEXT PRIMARY KEY, workspace_id TEXT NOT NULL, email TEXT NOT NULL, kg_entity_id TEXT);
"""

T = 1_760_000_000_000


def build_legacy_file(path):
    conn = sqlite3.connect(path)
    conn.executescript(LEGACY_DDL)
    for ws in ("ws-a", "ws-b"):
        conn.execute("INSERT INTO kg_entity_types VALUES (?, ?, 'technology', NULL, NULL, NULL, 1, ?)",
                     (f"type-tech-{ws}", ws, T))
        conn.execute("INSERT INTO kg_entity_types VALUES (?, ?, 'person', NULL, NULL, NULL, 1, ?)",
                     (f"type-person-{ws}", ws, T))
    rows = [
        # id, ws, type, name, description, properties, confidence, source, created_at
        ("go-auto", "ws-a", "type-tech-ws-a", "go", "auto text", '{"a": 1, "shared": "auto"}', 0.85, "auto", T),
        ("go-agent", "ws-a", "type-tech-ws-a", "Go", "agent text", '{"b": 2, "shared": "agent"}', 1.0, "agent", T + 5),
        ("go-caps", "ws-a", "type-tech-ws-a", "GO", None, '{"c": 3}', 0.85, "auto", T + 1),
        ("electron-1", "ws-a", "type-tech-ws-a", "electron", None, "{}", 0.85, "auto", T + 2),
        ("electron-2", "ws-a", "type-tech-ws-a", "ELECTRON", None, "{}", 0.85, "auto", T + 3),
        ("ada", "ws-a", "type-person-ws-a", "Ada", None, "{}", 1.0, "manual", T),
        ("bob", "ws-a", "type-person-ws-a", "Bob", None, "{}", 1.0, "manual", T),
        # Same names in another workspace: merged on their own, never across workspaces.
        ("go-b1", "ws-b", "type-tech-ws-b", "go", None, "{}", 0.85, "auto", T),
        ("go-b2", "ws-b", "type-tech-ws-b", "Go", "b text", "{}", 0.85, "auto", T + 1),
    ]
    for r in rows:
        conn.execute("INSERT INTO kg_entities VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?)", (*r, r[-1]))
    edges = [
        ("e1", "ws-a", "ada", "go-auto", "uses", T + 10),
        ("e2", "ws-a", "ada", "go-agent", "uses", T + 11),   # duplicate current edge after merge
        ("e3", "ws-a", "go-auto", "go-caps", "related_to", T + 12),  # self-loop after merge
        ("e4", "ws-a", "bob", "go-caps", "uses", T + 13),    # moves to the canonical entity
        ("e5", "ws-b", "go-b1", "go-b2", "related_to", T + 14),
    ]
    for e in edges:
        conn.execute("INSERT INTO kg_edges VALUES (?, ?, ?, ?, ?, '{}', 1.0, 'manual', NULL, ?)", e)
    obs = [
        ("o1", "go-auto", "Go 1.22 released", "auto", T + 20),
        ("o2", "go-agent", "go 1.22   released", "agent", T + 21),  # same normalised text
        ("o3", "go-caps", "goroutines leak in worker", "auto", T + 22),
        ("o4", "ada", "likes Go", "manual", T + 23),
        ("o5", "ada", "likes Go", "manual", T + 24),  # plain duplicate on one entity
    ]
    for o in obs:
        conn.execute("INSERT INTO kg_observations VALUES (?, ?, ?, ?, NULL, ?)", o)
    conn.execute("INSERT INTO contact_identities VALUES ('c1', 'ws-a', 'go@example.com', 'go-caps')")
    conn.commit()
    conn.close()


def test_fresh_file_records_every_migration_once(db_path, clock):
    with kgstore.open(db_path, clock=clock) as kg:
        assert kg.applied_migrations() == [m.name for m in MIGRATIONS]
        kg.workspace("w").upsert_entity("concept", "x")
    with kgstore.open(db_path, clock=clock) as kg:  # reopening applies nothing and keeps data
        assert kg.applied_migrations() == [m.name for m in MIGRATIONS]
        assert kg.workspace("w").find_entity("concept", "X") is not None
        assert kg.last_migration_backup is None


def test_migrations_are_idempotent_when_rerun(db_path, clock):
    with kgstore.open(db_path, clock=clock) as kg:
        kg.workspace("w").upsert_entity("concept", "x")
        for m in MIGRATIONS:
            with kg._db.write() as c:
                m.apply(c, clock())
        assert kg.check_integrity() == []
        assert len(kg.workspace("w").entities()) == 1


def test_upgrading_a_cowork_file(tmp_path, clock):
    path = tmp_path / "cowork.db"
    build_legacy_file(path)
    kg = kgstore.open(path, clock=clock)
    try:
        assert kg.last_migration_backup is not None and kg.last_migration_backup.exists()
        # The backup is the untouched original.
        old = sqlite3.connect(kg.last_migration_backup)
        assert old.execute("SELECT COUNT(*) FROM kg_entities").fetchone()[0] == 9
        assert "valid_from" not in [r[1] for r in old.execute("PRAGMA table_info(kg_edges)")]
        old.close()

        a = kg.workspace("ws-a")
        techs = {e.name: e for e in a.entities(types=["technology"])}
        assert set(techs) == {"Go", "Electron"}  # known technologies take canonical casing
        go = techs["Go"]
        assert go.id == "go-agent"  # highest source precedence is canonical
        assert go.description == "agent text" and go.description_source == "agent"
        assert go.properties == {"a": 1, "b": 2, "c": 3, "shared": "agent"}
        assert go.source == "agent"
        assert techs["Electron"].id == "electron-1"  # same precedence and links: the oldest

        edges = a.edges_of(go.id, include_history=True)
        assert sorted((e.id, e.source_id, e.target_id) for e in edges) == [
            ("e2", "ada", "go-agent"), ("e4", "bob", "go-agent")]  # the canonical's own edge stays
        assert all(e.valid_from == e.created_at and e.valid_to is None for e in edges)

        texts = sorted(o.content for o in a.observations(go.id))
        assert texts == ["go 1.22   released", "goroutines leak in worker"]  # agent's copy kept
        assert [o.content for o in a.observations("ada")] == ["likes Go"]

        conn = kg._db.conn
        assert conn.execute("SELECT kg_entity_id FROM contact_identities").fetchone()[0] == "go-agent"

        b = kg.workspace("ws-b")
        bgo = b.entities(types=["technology"])
        assert len(bgo) == 1 and bgo[0].description == "b text"
        assert b.edges_of(bgo[0].id, include_history=True) == []  # e5 became a self-loop

        # Search works on the rebuilt index, and the new rules hold.
        assert [h.entity.id for h in a.search("go")] == ["go-agent", "ada"]  # ada by observation
        assert a.upsert_entity("technology", "gO").id == "go-agent"
        ada = a.get_entity("ada")
        a.invalidate_edge("e2")
        a.create_edge(ada.id, go.id, "uses")  # history now allowed for the same relation
        assert len(a.edges_of(ada.id, include_history=True)) == 2
        assert kg.check_integrity() == []
    finally:
        kg.close()
    # A second open is a no-op.
    with kgstore.open(path, clock=clock) as again:
        assert again.last_migration_backup is None


def test_edges_table_with_windows_but_legacy_unique_is_rebuilt(tmp_path, clock):
    path = tmp_path / "mid.db"
    conn = sqlite3.connect(path)
    conn.executescript(LEGACY_DDL.replace(
        "source_task_id TEXT, created_at INTEGER NOT NULL,\n  UNIQUE(workspace_id, source_entity_id",
        "source_task_id TEXT, created_at INTEGER NOT NULL, valid_from INTEGER, valid_to INTEGER,\n"
        "  UNIQUE(workspace_id, source_entity_id"))
    conn.execute("INSERT INTO kg_entity_types VALUES ('t', 'w', 'service', NULL, NULL, NULL, 1, 1)")
    conn.execute("INSERT INTO kg_entities VALUES ('a', 'w', 't', 'a', NULL, '{}', 1, 'manual', NULL, 1, 1)")
    conn.execute("INSERT INTO kg_entities VALUES ('b', 'w', 't', 'b', NULL, '{}', 1, 'manual', NULL, 1, 1)")
    conn.execute("INSERT INTO kg_edges VALUES ('e', 'w', 'a', 'b', 'uses', '{}', 1, 'manual', NULL, ?, NULL, ?)",
                 (T, T + 100))
    conn.commit()
    conn.close()
    with kgstore.open(path, clock=clock) as kg:
        edge = kg.workspace("w").get_edge("e")
        assert (edge.valid_from, edge.valid_to) == (T, T + 100)
        uniques = [r for r in kg._db.conn.execute("PRAGMA index_list(kg_edges)") if r[2] and r[3] == "u"]
        assert uniques == []


def test_not_a_database_is_a_clear_error(tmp_path):
    junk = tmp_path / "junk.db"
    junk.write_bytes(b"this is not sqlite" * 100)
    with pytest.raises(kgstore.KGError, match="cannot open"):
        kgstore.open(junk)
    with pytest.raises(kgstore.KGError, match="folder"):
        kgstore.open(tmp_path)
    with pytest.raises(kgstore.KGError, match="does not exist"):
        kgstore.open(tmp_path / "no" / "such" / "dir.db")


def test_edge_indexes_are_replaced_by_whole_row_indexes(db_path, clock):
    """0010 drops 0002's narrower per-end indexes; traversal then reads edges from index pages only."""
    with kgstore.open(db_path, clock=clock) as kg:
        ws = kg.workspace("w")
        a, b = ws.upsert_entity("concept", "a"), ws.upsert_entity("concept", "b")
        edge = ws.create_edge(a.id, b.id, "uses", properties={"why": "test"})
        with kg._db.write() as c:  # put the file back in its 0009 shape
            c.execute("DROP INDEX idx_kg_edges_source_rows")
            c.execute("DROP INDEX idx_kg_edges_target_rows")
            c.execute("CREATE INDEX idx_kg_edges_source ON kg_edges(source_entity_id, target_entity_id, edge_type,"
                      " valid_from, valid_to, workspace_id, id)")
            c.execute("CREATE INDEX idx_kg_edges_target ON kg_edges(target_entity_id, source_entity_id, edge_type,"
                      " valid_from, valid_to, workspace_id, id)")
            c.execute("DELETE FROM kg_migrations WHERE name = '0010_edge_indexes_hold_rows'")
    with kgstore.open(db_path, clock=clock) as kg:
        names = {r[1] for r in kg._db.conn.execute("PRAGMA index_list(kg_edges)")}
        assert {"idx_kg_edges_source_rows", "idx_kg_edges_target_rows"} <= names
        assert not names & {"idx_kg_edges_source", "idx_kg_edges_target"}
        ws = kg.workspace("w")
        plans = []
        kg._db.conn.set_trace_callback(plans.append)
        try:
            [n] = ws.neighbors(a.id)
        finally:
            kg._db.conn.set_trace_callback(None)
        assert n.edge == edge
        level_sql = next(s for s in plans if "UNION ALL" in s)
        plan = " ".join(r[3] for r in kg._db.conn.execute("EXPLAIN QUERY PLAN " + level_sql))
        assert plan.count("COVERING INDEX idx_kg_edges_") == 2, plan
        assert kg.check_integrity() == []


def _old_key(name: str) -> str:
    """normalized_name as versions before 0011 computed it (NFKC, whitespace, lower())."""
    import re
    import unicodedata

    return re.sub(r"\s+", " ", unicodedata.normalize("NFKC", name)).strip().lower()


def _file_before_0011(db_path, clock) -> dict[str, str]:
    """Entities that only the new identity makes duplicates, stored with the old keys (another
    version wrote them); names -> ids."""
    with kgstore.open(db_path, clock=clock) as kg:
        ws = kg.workspace("w")
        react = ws.upsert_entity("technology", "React", description="agent text", source="agent")
        frontend = ws.upsert_entity("project", "frontend")
        ws.create_edge(frontend.id, react.id, "uses")
        strasse = ws.upsert_entity("concept", "STRASSE", source="auto")
        ws.upsert_entity("concept", "unchanged")
        ws.upsert_entity("concept", "café")  # non-ASCII, same key before and after
        kg.workspace("other").upsert_entity("technology", "Re\u200bact")  # another workspace
    ids = {"React": react.id, "frontend": frontend.id, "STRASSE": strasse.id}
    conn = sqlite3.connect(db_path)
    tech = conn.execute("SELECT entity_type_id FROM kg_entities WHERE id = ?", (react.id,)).fetchone()[0]
    concept = conn.execute("SELECT entity_type_id FROM kg_entities WHERE id = ?", (strasse.id,)).fetchone()[0]
    for eid, type_id, name, source, created in [
        ("zwsp", tech, "Re\u200bact", "auto", clock.now - 10),
        ("vs16", tech, "React\ufe0f", "manual", clock.now + 10),
        ("eszett", concept, "Straße", "auto", clock.now - 5),
        ("dotted", concept, "İstanbul", "agent", clock.now),
        ("plain", concept, "istanbul", "agent", clock.now + 1),
    ]:
        conn.execute(
            "INSERT INTO kg_entities (id, workspace_id, entity_type_id, name, normalized_name, properties,"
            " confidence, source, created_at, updated_at, last_seen_at) VALUES (?, 'w', ?, ?, ?, '{}', 1.0, ?, ?, ?, ?)",
            (eid, type_id, name, _old_key(name), source, created, created, created))
        ids[name] = eid
    conn.execute("INSERT INTO kg_observations (id, entity_id, content, source, created_at, fingerprint, content_hash)"
                 " VALUES ('o1', 'zwsp', 'seen in the build', 'auto', 1, 'fp-1', 'h-1')")
    conn.execute("UPDATE kg_entities SET normalized_name = ? WHERE workspace_id = 'other'", (_old_key("Re\u200bact"),))
    conn.execute("DELETE FROM kg_migrations WHERE name = '0011_identity_casefold'")
    conn.commit()
    conn.close()
    return ids


def test_0011_merges_entities_the_new_identity_makes_one(db_path, clock):
    ids = _file_before_0011(db_path, clock)
    with kgstore.open(db_path, clock=clock) as kg:
        assert kg.last_migration_backup is not None  # it rewrites rows: a backup first
        assert "0011_identity_casefold" in kg.applied_migrations()
        ws = kg.workspace("w")
        (react,) = ws.entities(types=["technology"])
        # Canonical: highest source precedence (the manual look-alike), keeping the best description.
        assert react.id == "vs16" and react.source == "manual" and react.description == "agent text"
        assert [e.target_id for e in ws.edges_of(react.id)] == [react.id]
        assert [o.content for o in ws.observations(react.id)] == ["seen in the build"]
        concepts = {e.name: e.id for e in ws.entities(types=["concept"])}
        # Same precedence and links: the oldest is canonical, and keeps its own name.
        assert concepts == {"Straße": "eszett", "café": concepts["café"], "unchanged": concepts["unchanged"],
                            "İstanbul": "dotted"}
        assert ws.get_entity(ids["STRASSE"]) is None
        assert ws.upsert_entity("concept", "strasse").id == "eszett"
        assert ws.find_entity("technology", "Re\u200dact").id == "vs16"
        assert ws.find_entity("concept", "ISTANBUL").id == "dotted"
        other = kg.workspace("other").entities()
        assert len(other) == 1 and kg.workspace("other").find_entity("technology", "react").id == other[0].id
        keys = dict(kg._db.conn.execute("SELECT id, normalized_name FROM kg_entities"))
        from kgstore.validation import normalize_name

        names = dict(kg._db.conn.execute("SELECT id, name FROM kg_entities"))
        assert all(keys[i] == normalize_name(names[i]) for i in keys)
        assert kg.check_integrity() == []


def test_0011_writes_only_the_keys_that_change(db_path, clock):
    from kgstore.storage.migrations import _m0011_identity_casefold

    with kgstore.open(db_path, clock=clock) as kg:
        ws = kg.workspace("w")
        for i in range(2000):
            ws.upsert_entity("concept", f"entity {i}")
        ws.upsert_entity("concept", "Stra\u00dfe")
    conn = sqlite3.connect(db_path)
    conn.execute("UPDATE kg_entities SET normalized_name = 'straße' WHERE name = 'Straße'")  # the old key
    conn.commit()
    statements: list[str] = []
    conn.set_trace_callback(statements.append)
    _m0011_identity_casefold(conn, clock.now)
    conn.set_trace_callback(None)
    updates = [s for s in statements if s.startswith("UPDATE")]
    # One read of every entity, one write for the one key that changes: nothing per unchanged row.
    assert len(statements) < 10, statements
    assert len(updates) == 1 and updates[0].startswith("UPDATE kg_entities SET normalized_name = 'strasse'")
    conn.close()


def test_0011_leaves_apart_duplicates_whose_properties_cannot_be_read(db_path, clock):
    ids = _file_before_0011(db_path, clock)
    conn = sqlite3.connect(db_path)
    conn.execute("UPDATE kg_entities SET properties = 'not json' WHERE id = 'zwsp'")
    conn.commit()
    conn.close()
    with kgstore.open(db_path, clock=clock) as kg:
        techs = {e.id for e in kg.workspace("w").entities(types=["technology"])}
        assert techs == {ids["React"], "zwsp", "vs16"}  # nothing of them lost
        raw = kg._db.conn.execute("SELECT properties FROM kg_entities WHERE id = 'zwsp'").fetchone()[0]
        assert raw == "not json"
        assert kg.workspace("w").find_entity("concept", "strasse") is not None
        assert kg.check_integrity() == []
