"""observation_inserts.py's CoWork twin: the file CoWork OS's own write is timed on holds CoWork's
schema and nothing of ours, the same entities and edges, and the observations it is given go to
entities that file holds (a twin with our columns or triggers, or notes aimed at missing rows,
would time something other than CoWork's write)."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "benchmarks"))
sys.path.insert(0, str(REPO / "benchmarks" / "reliability"))
sys.path.insert(0, str(REPO / "tests"))
import observation_inserts  # noqa: E402
import scale_check  # noqa: E402
from cowork import copy_fixture, needs_fixture  # noqa: E402


def _columns(conn: sqlite3.Connection, table: str) -> list[str]:
    return [row[1] for row in conn.execute(f"PRAGMA table_info({table})")]


@needs_fixture
def test_the_cowork_twin_has_cowork_schema_and_the_workload(tmp_path, monkeypatch):
    workload = scale_check._builtin_generate(0.02, seed=7)
    monkeypatch.setattr(observation_inserts, "generate", lambda scale: workload)
    base = tmp_path / "ours.db"
    Path(f"{base}.json").write_text(json.dumps({"scale": 0.02, "workspace": "ws-bench", "ids": []}))
    (tmp_path / "fixture").mkdir()
    fixture_copy = copy_fixture(tmp_path / "fixture")

    twin, notes_file = observation_inserts.cowork_build(base, fixture_copy)

    conn = sqlite3.connect(str(twin))
    cowork = sqlite3.connect(str(fixture_copy))
    for table in ("kg_entities", "kg_edges", "kg_observations", "kg_entity_types"):
        assert _columns(conn, table) == _columns(cowork, table)
    names = lambda c, kind: {r[0] for r in c.execute(  # noqa: E731
        "SELECT name FROM sqlite_master WHERE type = ? AND tbl_name LIKE 'kg%'", (kind,))}
    assert names(conn, "trigger") == names(cowork, "trigger") == {
        "kg_entities_fts_insert", "kg_entities_fts_delete", "kg_entities_fts_update"}
    assert names(conn, "index") == names(cowork, "index")
    assert conn.execute("SELECT count(*) FROM kg_entities").fetchone()[0] == len(workload["entities"])
    assert conn.execute("SELECT count(*) FROM kg_edges").fetchone()[0] == len(workload["edges"])
    assert conn.execute("SELECT count(*) FROM kg_observations").fetchone()[0] == 0
    # CoWork's own search finds what was written (its FTS triggers ran on the rows)
    word = workload["entities"][3]["name"].split()[0]
    assert conn.execute("SELECT count(*) FROM kg_entities_fts WHERE kg_entities_fts MATCH ?",
                        (f'"{word}"',)).fetchone()[0] >= 1
    notes = json.loads(notes_file.read_text())
    assert len(notes) == len(workload["observations"])
    name_of = dict(conn.execute("SELECT id, name FROM kg_entities"))
    assert [name_of.get(entity) for entity, _content in notes] == [
        workload["entities"][o["entity"]]["name"] for o in workload["observations"]]
    assert [c for _e, c in notes] == [o["content"] for o in workload["observations"]]
    assert conn.execute("PRAGMA foreign_key_check").fetchall() == []
    conn.close()
    cowork.close()


def test_versus_cowork_refuses_a_folder_without_the_driver(tmp_path):
    proc = subprocess.run([sys.executable, str(REPO / "benchmarks" / "observation_inserts.py"), "versus-cowork",
                           str(tmp_path / "x.db"), "--node-modules", str(tmp_path)],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode != 0 and "better-sqlite3" in proc.stderr
    assert list(tmp_path.iterdir()) == []  # nothing was built
