"""The opening's counts kept by triggers (migration 0019): degrees, relationships per type,
entities per type, observations per workspace.

They must equal a recount of the rows after any write, whoever wrote it: our API, or another
program's plain connection (CoWork's writes, kgstore/cowork_contract: plain INSERT/UPDATE/DELETE,
deletes cascading through the foreign keys), and stats(), best_connected() and time_range()
must answer what counting the rows answers.
"""

from __future__ import annotations

import sqlite3
import uuid
from collections import Counter

import pytest

import kgstore
from kgstore.storage import migrations

DAY = 86_400_000


def recount(conn: sqlite3.Connection) -> dict:
    """The counts from the rows themselves, in Python."""
    degrees: Counter = Counter()
    per_type: dict = {}
    for ws, src, tgt, etype, vto in conn.execute(
            "SELECT workspace_id, source_entity_id, target_entity_id, edge_type, valid_to FROM kg_edges"):
        degrees[(ws, src)] += 1
        degrees[(ws, tgt)] += 1
        n, closed = per_type.get((ws, etype), (0, 0))
        per_type[(ws, etype)] = (n + 1, closed + (vto is not None))
    home = dict(conn.execute("SELECT id, workspace_id FROM kg_entities"))
    entity_types = Counter(conn.execute("SELECT workspace_id, entity_type_id FROM kg_entities").fetchall())
    observations = Counter(home[e] for (e,) in conn.execute("SELECT entity_id FROM kg_observations") if e in home)
    return {
        "kg_entity_degrees": sorted((ws, e, n) for (ws, e), n in degrees.items()),
        "kg_edge_type_counts": sorted((ws, t, n, c) for (ws, t), (n, c) in per_type.items()),
        "kg_entity_type_counts": sorted((ws, t, n) for (ws, t), n in entity_types.items()),
        "kg_observation_counts": sorted(observations.items()),
    }


def kept(conn: sqlite3.Connection) -> dict:
    return {table: sorted(conn.execute(f"SELECT * FROM {table}").fetchall()) for table in
            ("kg_entity_degrees", "kg_edge_type_counts", "kg_entity_type_counts", "kg_observation_counts")}


def answers(ws) -> tuple:
    return ws.stats(), [e.id for e in ws.best_connected(3)], ws.time_range()


def counted_from_rows(ws, monkeypatch) -> tuple:
    """The same questions answered by counting the rows (as before 0019)."""
    with monkeypatch.context() as m:
        m.setattr(migrations, "edge_counts_kept", lambda conn: False)
        return answers(ws)


@pytest.fixture
def graph(tmp_path, clock):
    path = tmp_path / "kg.db"
    kg = kgstore.open(path, clock=clock)
    ws = kg.workspace("w")
    ids = [ws.upsert_entity("person" if i % 2 else "project", f"e{i}").id for i in range(8)]
    now = clock.now
    ws.create_edge(ids[0], ids[1], "uses", valid_from=now - 10 * DAY)
    ws.create_edge(ids[0], ids[2], "uses", valid_from=now - 5 * DAY, valid_to=now - DAY)  # closed
    ws.create_edge(ids[0], ids[3], "owns", valid_from=now + 3 * DAY)  # still to start
    ws.create_edge(ids[1], ids[2], "owns", valid_from=now - DAY, valid_to=now + 2 * DAY)  # closes later
    ws.create_edge(ids[4], ids[5], "related_to")
    for i in range(5):
        ws.add_observation(ids[i % 3], f"note {i}")
    other = kg.workspace("other")
    x, y = other.upsert_entity("person", "x"), other.upsert_entity("person", "y")
    other.create_edge(x.id, y.id, "uses")
    other.add_observation(x.id, "elsewhere")
    try:
        yield path, kg, ws, ids
    finally:
        kg.close()


def plain(path) -> sqlite3.Connection:
    """Another program's connection: none of kgstore's functions, foreign keys on (as CoWork)."""
    conn = sqlite3.connect(path, isolation_level=None, timeout=5)
    conn.execute("PRAGMA foreign_keys = ON")
    return conn


def check(path, ws, monkeypatch) -> None:
    conn = sqlite3.connect(path)
    try:
        assert kept(conn) == recount(conn)
    finally:
        conn.close()
    assert answers(ws) == counted_from_rows(ws, monkeypatch)


def test_counts_are_kept_by_our_writes(graph, monkeypatch, clock):
    path, kg, ws, ids = graph
    check(path, ws, monkeypatch)
    edge = ws.create_edge(ids[5], ids[6], "uses")
    ws.invalidate_edge(edge.id)
    check(path, ws, monkeypatch)
    ws.merge_entities(ids[0], ids[2], backup=False)  # edges and observations move to the kept one
    check(path, ws, monkeypatch)
    ws.delete_entity(ids[1])  # its edges and observations go with it
    check(path, ws, monkeypatch)
    clock.advance(4 * DAY)  # one edge has started, another has ended: counted from the clock
    check(path, ws, monkeypatch)
    stats = ws.stats()
    assert stats.entities == 6 and stats.observations == 3


def test_counts_are_right_after_another_connection_writes(graph, monkeypatch):
    path, kg, ws, ids = graph
    conn = plain(path)
    now = kg._db.now()
    new_id = str(uuid.uuid4())
    type_id = conn.execute("SELECT entity_type_id FROM kg_entities WHERE id = ?", (ids[0],)).fetchone()[0]
    writes = [
        ("INSERT INTO kg_entities (id, workspace_id, entity_type_id, name, description, properties, confidence,"
         " source, source_task_id, created_at, updated_at) VALUES (?, 'w', ?, 'cowork thing', NULL, '{}', 1.0,"
         " 'agent', NULL, ?, ?)", (new_id, type_id, now, now)),
        ("INSERT INTO kg_edges (id, workspace_id, source_entity_id, target_entity_id, edge_type, properties,"
         " confidence, source, source_task_id, created_at, valid_from, valid_to)"
         " VALUES (?, 'w', ?, ?, 'hosts weekly', '{}', 1.0, 'agent', NULL, ?, ?, NULL)",
         (str(uuid.uuid4()), new_id, ids[7], now, now - DAY)),
        ("INSERT INTO kg_observations (id, entity_id, content, source, source_task_id, created_at)"
         " VALUES (?, ?, 'from cowork', 'agent', NULL, ?)", (str(uuid.uuid4()), new_id, now)),
        ("UPDATE kg_edges SET valid_to = ? WHERE source_entity_id = ? AND target_entity_id = ?",
         (now - 1, ids[0], ids[1])),
        ("UPDATE kg_edges SET target_entity_id = ? WHERE source_entity_id = ? AND target_entity_id = ?",
         (new_id, ids[0], ids[3])),
        ("UPDATE kg_observations SET entity_id = ? WHERE entity_id = ?", (new_id, ids[1])),
        ("UPDATE kg_entities SET entity_type_id = (SELECT entity_type_id FROM kg_entities WHERE id = ?)"
         " WHERE id = ?", (ids[1], ids[6])),
        # An edge to itself (our API refuses them; another program's may not): both ends count.
        ("INSERT INTO kg_edges (id, workspace_id, source_entity_id, target_entity_id, edge_type, properties,"
         " confidence, source, source_task_id, created_at, valid_from, valid_to)"
         " VALUES (?, 'w', ?, ?, 'related_to', '{}', 1.0, 'agent', NULL, ?, ?, NULL)",
         (str(uuid.uuid4()), ids[4], ids[4], now, now - DAY)),
        ("DELETE FROM kg_edges WHERE source_entity_id = ? AND target_entity_id = ?", (ids[4], ids[5])),
        ("DELETE FROM kg_observations WHERE entity_id = ?", (ids[2],)),
        ("DELETE FROM kg_entities WHERE id = ?", (ids[0],)),  # cascades to its edges and observations
        ("UPDATE kg_entities SET workspace_id = 'other' WHERE id = ?", (new_id,)),  # with its observations
    ]
    try:
        for sql, params in writes:
            conn.execute(sql, params)
            check(path, ws, monkeypatch)
            check(path, kg.workspace("other"), monkeypatch)
    finally:
        conn.close()
    assert ws.stats().edge_types  # something is left to count


def test_without_the_triggers_the_rows_are_counted(graph, monkeypatch):
    """A program that rebuilt kg_edges would leave no trigger on it: the counts are then stale,
    and not used."""
    path, kg, ws, ids = graph
    conn = plain(path)
    try:
        conn.execute("DROP TRIGGER kg_edges_count_insert")
        conn.execute("INSERT INTO kg_edges (id, workspace_id, source_entity_id, target_entity_id, edge_type,"
                     " properties, confidence, source, source_task_id, created_at, valid_from, valid_to)"
                     " SELECT lower(hex(randomblob(16))), 'w', ?, id, 'uses', '{}', 1.0, 'agent', NULL, 0, 0, NULL"
                     " FROM kg_entities WHERE workspace_id = 'w' AND id != ?", (ids[7], ids[7]))
    finally:
        conn.close()
    stats, best, _ = answers(ws)
    assert best[0] == ids[7]  # the new edges made it the best connected: counted from the rows
    assert stats.edges == 5 + 7
    assert answers(ws) == counted_from_rows(ws, monkeypatch)


def test_the_migration_counts_an_existing_file(tmp_path, monkeypatch):
    """A file written before 0019 gets counts equal to its rows."""
    path = tmp_path / "old.db"
    with kgstore.open(path) as kg:
        ws = kg.workspace("w")
        a, b, c = (ws.upsert_entity("person", n) for n in "abc")
        ws.create_edge(a.id, b.id, "knows")
        ws.create_edge(a.id, c.id, "knows", valid_from=kg._db.now() - 10, valid_to=kg._db.now() - 1)
        ws.add_observation(b.id, "hello")
    conn = plain(path)
    for table in ("kg_entity_degrees", "kg_edge_type_counts", "kg_entity_type_counts", "kg_observation_counts"):
        conn.execute(f"DROP TABLE {table}")
    for name in migrations.EDGE_COUNT_TRIGGERS:
        conn.execute(f"DROP TRIGGER {name}")
    conn.execute("DELETE FROM kg_migrations WHERE name = '0019_edge_counts'")
    conn.close()
    with kgstore.open(path) as kg:
        check(path, kg.workspace("w"), monkeypatch)
        assert kg.workspace("w").stats().observations == 1


# 0019's form of the three insert triggers: each row created at 0 where NOT EXISTS finds none,
# then raised (migration 0020 raises first and creates only where nothing was raised).
_TRIGGERS_OF_0019 = {
    "kg_observations_count_insert": """CREATE TRIGGER kg_observations_count_insert AFTER INSERT ON kg_observations BEGIN
    INSERT INTO kg_observation_counts (workspace_id, observations) SELECT (SELECT workspace_id FROM kg_entities WHERE id = new.entity_id), 0 WHERE (SELECT workspace_id FROM kg_entities WHERE id = new.entity_id) IS NOT NULL AND NOT EXISTS (SELECT 1 FROM kg_observation_counts WHERE workspace_id = (SELECT workspace_id FROM kg_entities WHERE id = new.entity_id));
    UPDATE kg_observation_counts SET observations = observations + (1) WHERE workspace_id = (SELECT workspace_id FROM kg_entities WHERE id = new.entity_id);
END""",
    "kg_entities_count_insert": """CREATE TRIGGER kg_entities_count_insert AFTER INSERT ON kg_entities BEGIN
    INSERT INTO kg_entity_type_counts (workspace_id, entity_type_id, entities) SELECT new.workspace_id, new.entity_type_id, 0 WHERE new.workspace_id IS NOT NULL AND new.entity_type_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM kg_entity_type_counts WHERE workspace_id = new.workspace_id AND entity_type_id = new.entity_type_id);
    UPDATE kg_entity_type_counts SET entities = entities + (1) WHERE workspace_id = new.workspace_id AND entity_type_id = new.entity_type_id;
END""",
    "kg_edges_count_insert": """CREATE TRIGGER kg_edges_count_insert AFTER INSERT ON kg_edges BEGIN
    INSERT INTO kg_entity_degrees (workspace_id, entity_id, degree) SELECT new.workspace_id, new.source_entity_id, 0 WHERE NOT EXISTS (SELECT 1 FROM kg_entity_degrees WHERE workspace_id = new.workspace_id AND entity_id = new.source_entity_id);
    UPDATE kg_entity_degrees SET degree = degree + 1 WHERE workspace_id = new.workspace_id AND entity_id = new.source_entity_id;
    INSERT INTO kg_entity_degrees (workspace_id, entity_id, degree) SELECT new.workspace_id, new.target_entity_id, 0 WHERE NOT EXISTS (SELECT 1 FROM kg_entity_degrees WHERE workspace_id = new.workspace_id AND entity_id = new.target_entity_id);
    UPDATE kg_entity_degrees SET degree = degree + 1 WHERE workspace_id = new.workspace_id AND entity_id = new.target_entity_id;
    INSERT INTO kg_edge_type_counts (workspace_id, edge_type, edges, closed) SELECT new.workspace_id, new.edge_type, 0, 0 WHERE NOT EXISTS (SELECT 1 FROM kg_edge_type_counts WHERE workspace_id = new.workspace_id AND edge_type = new.edge_type);
    UPDATE kg_edge_type_counts SET edges = edges + 1, closed = closed + (new.valid_to IS NOT NULL) WHERE workspace_id = new.workspace_id AND edge_type = new.edge_type;
END""",
}


def test_0020_gives_a_counted_file_the_triggers_that_raise_first(tmp_path, monkeypatch, clock):
    """A file counted by 0019's triggers gets the current ones, and the counts stay right as
    both ours and another program's writes create rows (a new workspace, type, entity end)
    and raise existing ones."""
    path = tmp_path / "kg.db"
    with kgstore.open(path, clock=clock) as kg:
        ws = kg.workspace("w")
        a, b = ws.upsert_entity("person", "a"), ws.upsert_entity("person", "b")
        ws.create_edge(a.id, b.id, "knows")
        ws.add_observation(a.id, "first")
    conn = plain(path)
    for name, sql in _TRIGGERS_OF_0019.items():
        conn.execute(f"DROP TRIGGER {name}")
        conn.execute(sql)
    conn.execute("DELETE FROM kg_migrations WHERE name = '0020_count_triggers_update_first'")
    conn.close()
    with kgstore.open(path, clock=clock) as kg:
        conn = plain(path)
        stored = dict(conn.execute("SELECT name, sql FROM sqlite_master WHERE type = 'trigger'"))
        assert {n: stored[n] for n in migrations.EDGE_COUNT_TRIGGERS} == migrations.EDGE_COUNT_TRIGGERS
        ws, fresh = kg.workspace("w"), kg.workspace("fresh")
        c = ws.upsert_entity("project", "c")  # a type the workspace had no count of
        ws.create_edge(a.id, c.id, "owns")  # c's first degree, a type's first edge
        ws.create_edge(b.id, a.id, "knows", valid_from=clock.now - DAY, valid_to=clock.now - 1)
        ws.add_observation(b.id, "second")
        x, y = fresh.upsert_entity("person", "x"), fresh.upsert_entity("person", "y")
        fresh.create_edge(x.id, y.id, "knows")
        fresh.add_observation(x.id, "a workspace's first")
        # Another program's plain writes: a new workspace's first rows, then more of them.
        type_id = conn.execute("SELECT entity_type_id FROM kg_entities WHERE id = ?", (x.id,)).fetchone()[0]
        for i, eid in enumerate(("p1", "p2")):
            conn.execute("INSERT INTO kg_entities (id, workspace_id, entity_type_id, name, created_at, updated_at)"
                         " VALUES (?, 'plain', ?, ?, 1, 1)", (eid, type_id, f"plain {i}"))
        for i in range(2):
            conn.execute("INSERT INTO kg_edges (id, workspace_id, source_entity_id, target_entity_id, edge_type,"
                         " created_at, valid_from, valid_to) VALUES (?, 'plain', 'p1', 'p2', 'uses', 1, ?, ?)",
                         (str(uuid.uuid4()), 1 + 10 * i, 5 if i == 0 else None))
            conn.execute("INSERT INTO kg_observations (id, entity_id, content, created_at) VALUES (?, 'p1', ?, 1)",
                         (str(uuid.uuid4()), f"plain note {i}"))
        conn.close()
        check(path, ws, monkeypatch)
        check(path, fresh, monkeypatch)
        assert fresh.stats().observations == 1 and ws.stats().observations == 2


def test_a_bulk_import_counts_the_workspace_once_and_keeps_the_triggers(graph, monkeypatch):
    """Into an empty workspace, many rows: the triggers are set aside and the workspace counted
    after; the other workspaces' counts are untouched, and later writes are counted again."""
    path, kg, ws, ids = graph
    fresh = kg.workspace("bulk")
    n = 1500
    report = fresh.bulk_import([{"type": "person", "name": f"p{i}"} for i in range(n)],
                               [{"source": i, "target": (i * 7 + 1) % n, "type": "knows"} for i in range(n)],
                               [{"entity": i % 10, "content": f"note {i}"} for i in range(300)])
    assert report.bulk and "counts" in report.seconds
    for w in (ws, fresh):
        check(path, w, monkeypatch)
    conn = sqlite3.connect(path)
    try:
        assert migrations.edge_counts_kept(conn)
    finally:
        conn.close()
    fresh.create_edge(report.entity_ids[0], report.entity_ids[2], "knows")
    check(path, fresh, monkeypatch)
    assert fresh.stats().edges == n + 1


def test_clear_all_leaves_the_counts_of_what_is_left(graph, monkeypatch):
    path, kg, ws, ids = graph
    ws.clear(backup=False)
    for w in (ws, kg.workspace("other")):
        check(path, w, monkeypatch)
    assert ws.stats().entities == 0 and kg.workspace("other").stats().observations == 1
    conn = sqlite3.connect(path)
    try:
        assert migrations.edge_counts_kept(conn)
    finally:
        conn.close()
