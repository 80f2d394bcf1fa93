"""Bulk import writes the same rows as the record-by-record calls, in one transaction."""

from __future__ import annotations

import random
import re
import sqlite3
import subprocess
import sys
import textwrap
import uuid
from pathlib import Path

import pytest

import kgstore
from kgstore.graph import bulk
from kgstore.storage import search_index
from kgstore.graph.bulk import _new_ids

from tests.conftest import FakeClock
from tests.cowork import copy_fixture, needs_fixture

TYPES = ["person", "project", "technology", "service", "my_custom_type"]
EDGE_TYPES = ["uses", "depends_on", "part_of"]


def workload(n_entities: int = 600, n_edges: int = 1500, n_obs: int = 700, seed: int = 7) -> dict:
    rng = random.Random(seed)
    words = ["alpha", "béta", "gamma", "delta", "omega", "kappa", "zeta", "electron"]
    entities = [{"type": TYPES[i % len(TYPES)], "name": f"{rng.choice(words)} {rng.choice(words)}-{i}",
                 "description": " ".join(rng.choice(words) for _ in range(6)) if i % 3 else None,
                 "properties": {"k": i % 7} if i % 2 else None} for i in range(n_entities)]
    entities.append({"type": "technology", "name": "electron"})  # canonical casing: "Electron"
    n = len(entities)
    edges, seen = [], set()
    while len(edges) < n_edges:
        s, t, et = rng.randrange(n), rng.randrange(n), rng.choice(EDGE_TYPES)
        if s == t or (s, t, et) in seen:
            continue
        seen.add((s, t, et))
        vf = 1_700_000_000_000 + rng.randrange(10**9)
        vt = vf + rng.randrange(1, 10**8) if rng.random() < 0.2 else None
        edges.append({"source": s, "target": t, "type": et, "valid_from": vf, "valid_to": vt})
    edges.append(dict(edges[0]))  # the same window again: stored once
    edges.append({"source": 1, "target": 2, "type": "related_to"})  # from now, open
    edges.append({"source": 1, "target": 2, "type": "related_to"})  # the same open relation again
    observations = [{"entity": rng.randrange(n), "content": " ".join(rng.choice(words) for _ in range(5))}
                    for _ in range(n_obs)]
    observations.append(dict(observations[0]))  # a repeat: stored once
    observations.append({"entity": observations[0]["entity"], "content": observations[0]["content"].upper()})
    return {"entities": entities, "edges": edges, "observations": observations}


def one_by_one(ws, w) -> list[str]:
    with ws._kg.transaction():
        ids = [ws.upsert_entity(e["type"], e["name"], description=e.get("description"),
                                properties=e.get("properties")).id for e in w["entities"]]
        for e in w["edges"]:
            ws.create_edge(ids[e["source"]], ids[e["target"]], e["type"], valid_from=e.get("valid_from"),
                           valid_to=e.get("valid_to"))
        for o in w["observations"]:
            ws.add_observation(ids[o["entity"]], o["content"])
    return ids


UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}")


def canonical_ids(tables: dict) -> dict:
    """Random ids replaced by their order of first appearance (tables in order, rows by row id),
    so two files written the same way compare equal."""
    names: dict[str, str] = {}

    def name(value):
        if isinstance(value, str) and UUID.fullmatch(value):
            return names.setdefault(value, f"id-{len(names)}")
        return value

    return {key: [tuple(name(v) for v in row) for row in rows] for key, rows in tables.items()}


def dump(path) -> dict:
    """Every row of every table, the full-text indexes by their content (term, row, column,
    position; their segment layout depends on how the rows were batched) and the watermarks."""
    conn = sqlite3.connect(path)
    out = {}
    tables = [r[0] for r in conn.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND sql NOT LIKE 'CREATE VIRTUAL%'"
        " AND name NOT LIKE '%\\_fts\\_%' ESCAPE '\\' AND name NOT LIKE 'kg\\_entity\\_trigrams\\_%' ESCAPE '\\'"
        " AND name != 'kg_migrations'")]
    keyed = []
    for table in tables:
        try:  # row ids too: the search indexes refer to rows by them
            out[table] = conn.execute(f"SELECT rowid, * FROM {table} ORDER BY rowid").fetchall()
        except sqlite3.OperationalError:  # WITHOUT ROWID: in key order once the ids are named alike
            out[table] = conn.execute(f"SELECT * FROM {table}").fetchall()
            keyed.append(table)
    # Triggers and indexes set aside while bulk importing are all back, as they were.
    out["schema"] = sorted(conn.execute("SELECT type, name, tbl_name, sql FROM sqlite_master"))
    for fts in ("kg_entities_fts", "kg_observations_fts", "kg_entity_trigrams"):
        conn.execute(f"CREATE VIRTUAL TABLE temp.v_{fts} USING fts5vocab(main, {fts}, instance)")
        out[f"{fts} terms"] = conn.execute(f"SELECT * FROM temp.v_{fts} ORDER BY 1, 2, 3, 4").fetchall()
        out[f"{fts} sizes"] = conn.execute(f"SELECT * FROM {fts}_docsize ORDER BY id").fetchall()
    conn.close()
    out = canonical_ids(out)
    for table in keyed:
        out[table] = sorted(out[table])
    return out


def prefill(kg) -> None:
    """Another workspace written one by one: its newest rows are the indexes' unindexed tail."""
    one_by_one(kg.workspace("other"), workload(300, 200, 300, seed=9))


def prefill_then_delete_the_newest(kg) -> None:
    """As prefill, then its newest entities deleted: the next rows reuse row ids at or below the
    indexes' watermarks, which the one-by-one path indexes at once."""
    prefill(kg)
    other = kg.workspace("other")
    newest = [r[0] for r in kg._db.conn.execute("SELECT id FROM kg_entities ORDER BY rowid DESC LIMIT 100")]
    for entity_id in newest:
        other.delete_entity(entity_id)


@pytest.mark.parametrize("rebuild_from, before", [(10**9, None), (100, None), (10**9, prefill),
                                                  (100, prefill), (10**9, prefill_then_delete_the_newest)],
                         ids=["indexes-filled", "indexes-rebuilt", "after-another-workspace",
                              "rebuilt-after-another-workspace", "after-deleted-rows"])
def test_bulk_import_writes_the_rows_the_one_by_one_calls_write(tmp_path, monkeypatch, rebuild_from, before):
    monkeypatch.setattr(bulk, "INDEX_REBUILD_ROWS", rebuild_from)
    w = workload()
    with kgstore.open(tmp_path / "normal.db", clock=FakeClock()) as kg:
        if before:
            before(kg)
        normal_ids = one_by_one(kg.workspace("ws-1"), w)
    with kgstore.open(tmp_path / "bulk.db", clock=FakeClock()) as kg:
        if before:
            before(kg)
        report = kg.workspace("ws-1").bulk_import(w["entities"], w["edges"], w["observations"])
    assert report.bulk, report.reason
    assert len(report.entity_ids) == len(normal_ids) == 601
    normal, fast = dump(tmp_path / "normal.db"), dump(tmp_path / "bulk.db")
    # The repeated window, open relation and observation (and its upper-case spelling) once each.
    assert (report.entities, report.edges, report.observations) == (601, 1501, 700)
    if before is None:
        assert (len(normal["kg_entities"]), len(normal["kg_edges"]), len(normal["kg_observations"])) == (601, 1501, 700)
    assert normal.keys() == fast.keys()
    for key in normal:
        assert normal[key] == fast[key], key
    assert len(fast["kg_entities_fts terms"]) > 3000 and len(fast["kg_entity_trigrams terms"]) > 3000


def test_bulk_imported_records_are_found(tmp_path):
    w = workload(300, 600, 100)
    with kgstore.open(tmp_path / "kg.db") as kg:
        ws = kg.workspace("ws-1")
        report = ws.bulk_import(w["entities"], w["edges"], w["observations"])
        # Found through the index, the unindexed tail and the trigram index alike.
        assert search_index.indexed_rowid(kg._db.conn, search_index.ENTITIES) == 256
        for i in (5, 290):
            name = w["entities"][i]["name"]
            assert report.entity_ids[i] in [h.entity.id for h in ws.search(name, limit=5)]
        assert ws.stats().entities == 301
        assert ws.get_entity(report.entity_ids[-1]).name == "Electron"
        # Each step's time, in wall and in CPU time alike (benchmarks/bulk_import.py reads both).
        steps = {"reading", "entities", "edges", "observations", "commit"}
        assert set(report.cpu_seconds) == set(report.seconds) >= steps
        assert all(v >= 0 for v in report.cpu_seconds.values())


@pytest.mark.parametrize("bad, message", [
    (lambda w: w["entities"][250].update(name="   "), "entity 250"),
    (lambda w: w["edges"][40].update(target=99_999), "edge 40: target"),
    (lambda w: w["edges"][41].update(valid_to=w["edges"][41]["valid_from"] - 5), "edge 41: valid_to"),
    (lambda w: w["edges"].append({**w["edges"][3], "valid_from": w["edges"][3]["valid_from"] + 1}), "overlaps"),
    (lambda w: w["observations"][9].update(content=""), "observation 9"),
])
def test_a_bad_record_imports_nothing(tmp_path, bad, message):
    w = workload(300, 600, 100)
    w["edges"][3]["valid_to"] = None
    bad(w)
    with kgstore.open(tmp_path / "kg.db") as kg:
        ws = kg.workspace("ws-1")
        with pytest.raises(kgstore.KGError, match=message):
            ws.bulk_import(w["entities"], w["edges"], w["observations"])
        conn = kg._db.conn
        assert conn.execute("SELECT count(*) FROM kg_entities").fetchone()[0] == 0
        assert conn.execute("SELECT count(*) FROM kg_edges").fetchone()[0] == 0
        assert conn.execute("SELECT count(*) FROM kg_entity_trigrams").fetchone()[0] == 0
        assert conn.execute("PRAGMA cache_size").fetchone()[0] == -2000


def test_a_workspace_that_holds_entities_is_filled_one_by_one(tmp_path):
    w = workload(100, 200, 50)
    with kgstore.open(tmp_path / "kg.db") as kg:
        ws = kg.workspace("ws-1")
        kept = ws.upsert_entity(w["entities"][4]["type"], w["entities"][4]["name"])
        report = ws.bulk_import(w["entities"], w["edges"], w["observations"])
        assert not report.bulk and "already holds" in report.reason
        assert report.entity_ids[4] == kept.id
        assert ws.stats().entities == 101


def test_a_file_naming_an_entity_twice_is_imported_one_by_one(tmp_path):
    with kgstore.open(tmp_path / "kg.db") as kg:
        ws = kg.workspace("ws-1")
        report = ws.bulk_import([{"type": "person", "name": "Ada"}, {"type": "person", "name": "ada "},
                                 {"type": "project", "name": "Engine"}],
                                [{"source": 0, "target": 2, "type": "built"},
                                 {"source": 1, "target": 2, "type": "built"}])
        assert not report.bulk and report.entity_ids[0] == report.entity_ids[1]
        assert (ws.stats().entities, ws.stats().edges) == (2, 1)


@needs_fixture
def test_a_cowork_file_is_filled_one_by_one(tmp_path):
    path = copy_fixture(tmp_path)
    with kgstore.open(path) as kg:
        ws = kg.workspace("ws-bulk")
        report = ws.bulk_import([{"type": "person", "name": "Grace"}, {"type": "project", "name": "Cobol"}],
                                [{"source": 0, "target": 1, "type": "created"}])
        assert not report.bulk and "CoWork" in report.reason
        assert [h.entity.name for h in ws.search("Grace", limit=3)] == ["Grace"]


def test_new_ids_are_spelled_as_uuid4_spells_them():
    ids = _new_ids(2000)
    assert len(set(ids)) == 2000
    for text in ids:
        parsed = uuid.UUID(text)
        assert parsed.version == 4 and parsed.variant == uuid.RFC_4122 and str(parsed) == text


def test_foreign_keys_are_checked_again_after_a_bulk_import(tmp_path):
    w = workload(50, 60, 20)
    with kgstore.open(tmp_path / "kg.db") as kg:
        report = kg.workspace("ws-1").bulk_import(w["entities"], w["edges"], w["observations"])
        assert report.bulk, report.reason
        conn = kg._db.conn
        assert conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1
        assert conn.execute("PRAGMA foreign_key_check").fetchall() == []
        with pytest.raises(kgstore.KGError):  # the keys are enforced on the next write
            kg.workspace("ws-1").add_observation("no-such-entity", "text")
        with pytest.raises(sqlite3.IntegrityError, match="FOREIGN KEY"):
            conn.execute("INSERT INTO kg_observations (id, entity_id, content, created_at)"
                         " VALUES ('o', 'no-such-entity', 'x', 1)")


def test_a_bulk_import_inside_a_transaction_joins_it_and_rolls_back_with_it(tmp_path):
    w = workload(50, 60, 20)
    with kgstore.open(tmp_path / "kg.db") as kg:
        ws = kg.workspace("ws-1")
        with pytest.raises(RuntimeError), kg.transaction():
            report = ws.bulk_import(w["entities"], w["edges"], w["observations"])
            assert report.bulk and ws.stats().entities == 51
            raise RuntimeError("the caller's transaction fails after the import")
        conn = kg._db.conn
        assert conn.execute("SELECT count(*) FROM kg_entities").fetchone()[0] == 0
        assert conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1


def test_an_import_killed_before_it_commits_leaves_the_file_as_it_was(tmp_path, monkeypatch):
    path = tmp_path / "kg.db"
    with kgstore.open(path) as kg:
        kg.workspace("ws-1").upsert_entity("person", "Ada")
    schema = sorted(sqlite3.connect(path).execute("SELECT type, name, sql FROM sqlite_master"))
    repo = str(Path(__file__).resolve().parents[3])
    script = textwrap.dedent(f"""
        import os, signal, sys
        sys.path.insert(0, {repo!r})
        import kgstore
        from kgstore.graph import bulk
        from tests.kgstore.graph.test_bulk import workload

        fill = bulk._fill_index

        def fill_then_die(conn, index, first, last):
            fill(conn, index, first, last)
            if index is bulk.search_index.OBSERVATIONS:  # every row written, indexes rebuilt, no COMMIT
                assert conn.execute("SELECT count(*) FROM kg_observations").fetchone()[0] > 0
                os.kill(os.getpid(), signal.SIGKILL)

        bulk._fill_index = fill_then_die
        bulk.INDEX_REBUILD_ROWS = 10  # the indexes and trigger set aside are in the lost transaction too
        w = workload(300, 600, 100)
        with kgstore.open({str(path)!r}) as kg:
            kg.workspace("ws-2").bulk_import(w["entities"], w["edges"], w["observations"])
    """)
    done = subprocess.run([sys.executable, "-c", script], cwd=repo, capture_output=True, text=True, timeout=120)
    assert done.returncode == -9, done.stderr
    assert Path(f"{path}-wal").exists()  # the written pages were in the log, not committed
    with kgstore.open(path) as kg:
        conn = kg._db.conn
        assert conn.execute("SELECT workspace_id, name FROM kg_entities").fetchall() == [("ws-1", "Ada")]
        assert conn.execute("SELECT count(*) FROM kg_edges").fetchone()[0] == 0
        assert conn.execute("SELECT count(*) FROM kg_observations").fetchone()[0] == 0
        assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        assert sorted(conn.execute("SELECT type, name, sql FROM sqlite_master")) == schema
        assert [h.entity.name for h in kg.workspace("ws-1").search("Ada", limit=3)] == ["Ada"]
        report = kg.workspace("ws-2").bulk_import([{"type": "person", "name": "Grace"}])
        assert report.bulk and kg.workspace("ws-2").stats().entities == 1
