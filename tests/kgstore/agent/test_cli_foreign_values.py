"""`kg` on a file another program wrote to: values it cannot read are shown as unknown and
reported once per row on stderr, never a failed command; names and texts with terminal control
characters are printed escaped."""

from __future__ import annotations

import json
import sqlite3

import pytest

import kgstore

from cli_helpers import kg_run  # noqa: E402  (tests/kgstore/agent, on sys.path)


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
