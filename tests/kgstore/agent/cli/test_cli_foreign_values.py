"""`kg` on a file another program wrote to: values it cannot read are shown as unknown and
reported once per row on stderr, never a failed command; names and texts with terminal control
characters are printed escaped."""

from __future__ import annotations

import json
import re
import sqlite3
import subprocess
import sys

import pytest

import kgstore

from cli_helpers import REPO, kg_run  # noqa: E402  (tests/kgstore/agent/cli, on sys.path)


@pytest.fixture
def foreign_db(tmp_path):
    """backend -uses-> PostgreSQL, then backend's confidence set to 'high' with raw SQL."""
    db = tmp_path / "kg.db"
    with kgstore.open(db) as kg:
        ws = kg.workspace("w")
        backend = ws.upsert_entity("service", "backend")
        pg = ws.upsert_entity("technology", "PostgreSQL")
        ws.create_edge(backend.id, pg.id, "uses")
    conn = sqlite3.connect(db)
    conn.execute("UPDATE kg_entities SET confidence = 'high' WHERE id = ?", (backend.id,))
    conn.commit()
    conn.close()
    return db, backend.id


def warnings_of(err: str) -> list[str]:
    return [line for line in err.splitlines() if line.startswith("kg: warning: ")]


def test_show_neighbors_and_export_tolerate_a_bad_confidence(foreign_db):
    db, backend = foreign_db
    expected = [f"kg: warning: entity {backend}: confidence 'high' is not a number (shown as unknown)"]
    code, out, err = kg_run("-w", "w", "show", "backend", db=db)
    assert code == 0 and "confidence: unknown" in out
    assert warnings_of(err) == expected and err.strip() == expected[0]
    code, out, err = kg_run("-w", "w", "show", "backend", "--json", db=db)
    assert code == 0 and json.loads(out)["entity"]["confidence"] is None and warnings_of(err) == expected
    code, out, err = kg_run("-w", "w", "neighbors", "PostgreSQL", "--json", db=db)
    assert code == 0 and json.loads(out)["neighbors"][0]["entity"]["confidence"] is None
    assert warnings_of(err) == expected
    for fmt in ("json", "graphml", "gexf", "jsonl"):
        code, out, err = kg_run("-w", "w", "export", "-f", fmt, db=db)
        assert code == 0 and out and warnings_of(err) == expected, (fmt, err)
    code, out, err = kg_run("-w", "w", "search", "PostgreSQL", db=db)
    assert code == 0 and warnings_of(err) == []  # backend was not read


RAW_CONTROLS = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
HOSTILE = "\x1b]0;owned\x07\x1b[2J wipe \u202eevil\x9b1m \x7f\rover"


@pytest.fixture
def hostile_db(tmp_path):
    """Texts with terminal controls, and a name with one written by another program."""
    db = tmp_path / "kg.db"
    with kgstore.open(db) as kg:
        ws = kg.workspace("w")
        backend = ws.upsert_entity("service", "backend", description=HOSTILE)
        ws.add_observation(backend.id, "note " + HOSTILE)
        other = ws.upsert_entity("service", "frontend")
        ws.create_edge(other.id, backend.id, "uses")
    conn = sqlite3.connect(db)
    conn.execute("UPDATE kg_entities SET name = ? WHERE id = ?", ("front\x1b[31mend", other.id))
    conn.commit()
    conn.close()
    return db


def test_terminal_controls_are_printed_escaped(hostile_db):
    db = hostile_db
    for argv in (["show", "backend"], ["search", "wipe"], ["neighbors", "backend"], ["show", "backend", "--json"],
                 ["search", "front", "--json"], ["subgraph", "backend"], ["stats"]):
        code, out, err = kg_run("-w", "w", *argv, db=db)
        assert code == 0, (argv, err)
        assert not RAW_CONTROLS.search(out + err), (argv, out)
    code, out, _ = kg_run("-w", "w", "show", "backend", db=db)
    assert "\\u001b]0;owned\\u0007\\u001b[2J wipe \\u202eevil\\u009b1m \\u007f\\u000dover" in out
    code, out, _ = kg_run("-w", "w", "search", "front", db=db)
    assert "front\\u001b[31mend" in out
    # --json stays JSON, and the escapes are JSON's own: the text comes back exactly.
    code, out, _ = kg_run("-w", "w", "show", "backend", "--json", db=db)
    data = json.loads(out)
    assert data["entity"]["description"] == HOSTILE
    assert data["observations"][0]["content"] == "note " + HOSTILE
    assert {e["other_name"] for e in data["edges"]} == {"front\x1b[31mend"}
    # An error message names the input escaped too.
    code, _, err = kg_run("-w", "w", "show", "no\x1bsuch", db=db)
    assert code == 1 and not RAW_CONTROLS.search(err)


def test_export_to_stdout_is_exact(hostile_db, tmp_path):
    """Exports are written to the binary stdout: nothing escapes them on the way (JSON carries
    DEL, C1 and bidi controls as they are; XML replaces what it cannot carry itself)."""
    for fmt in ("json", "jsonl", "graphml", "gexf"):
        target = tmp_path / f"out.{fmt}"
        code, _, err = kg_run("-w", "w", "export", "-f", fmt, "-o", str(target), db=hostile_db)
        assert code == 0, err
        proc = subprocess.run([sys.executable, "-m", "kgstore.agent.cli", "--db", str(hostile_db), "-w", "w", "export",
                               "-f", fmt], capture_output=True, cwd=REPO, timeout=60)
        assert proc.returncode == 0
        if fmt == "json":  # the same document but for the time it was exported at
            piped, written = json.loads(proc.stdout), json.loads(target.read_bytes())
            assert piped.pop("exported_at") and written.pop("exported_at") and piped == written
            assert [e["description"] for e in piped["entities"] if e["name"] == "backend"] == [HOSTILE]
        else:
            assert proc.stdout == target.read_bytes(), fmt
        assert "\u202eevil\x9b1m \x7f".encode() in proc.stdout, fmt


def test_workspace_ids_are_trimmed_at_every_entry(tmp_path):
    db = tmp_path / "kg.db"
    with kgstore.open(db) as kg:
        kg.workspace("demo").upsert_entity("service", "backend")
    code, out, err = kg_run("--workspace", "demo ", "show", "backend", "--json", db=db)
    assert code == 0, err
    code, out, err = kg_run("search", "backend", env={"KG_WORKSPACE": "demo\n"}, db=db)
    assert code == 0 and "backend" in out, err
    code, out, err = kg_run("-w", " demo", "ingest-task", "--result", "Uses PostgreSQL and Redis", db=db)
    assert code == 0 and "'demo'" in out, err
    code, out, _ = kg_run("workspaces", db=db)
    assert out.split() == ["demo"]
    code, _, err = kg_run("-w", "de\tmo", "stats", db=db)
    assert code == 2 and "invalid --workspace" in err and "U+0009" in err
