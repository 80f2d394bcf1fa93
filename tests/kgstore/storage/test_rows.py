"""Rows another program wrote with raw SQL: values this version cannot read never make a read of
the workspace fail, and no write silently replaces them."""

from __future__ import annotations

import io
import json
import sqlite3

import networkx as nx
import pytest

import kgstore
from kgstore.interchange import read_gexf, write_export
from kgstore.storage import rows
from kgstore.agent.tools import ToolContext, call_tool

DEEP = "[" * 100_000  # json.loads raises RecursionError on it
DEEP_OBJECT = '{"a": ' * 990 + "1" + "}" * 990  # parses, too deep for anything that recurses


def raw_sql(db_path, sql: str, params: tuple = ()) -> None:
    """A write by another program (its own connection, committed)."""
    conn = sqlite3.connect(db_path)
    conn.execute(sql, params)
    conn.commit()
    conn.close()


def stored(db_path, column: str, entity_id: str):
    conn = sqlite3.connect(db_path)
    try:
        return conn.execute(f"SELECT {column} FROM kg_entities WHERE id = ?", (entity_id,)).fetchone()[0]
    finally:
        conn.close()


@pytest.fixture
def pair(ws):
    a = ws.upsert_entity("service", "backend", properties={"port": 80})
    b = ws.upsert_entity("technology", "PostgreSQL")
    edge = ws.create_edge(a.id, b.id, "uses")
    return a, b, edge


def read_everything(kg, ws, a, b) -> None:
    """Every read path that used to fail on a hostile row."""
    ws.get_entity(a.id)
    ws.entities()
    ws.neighbors(b.id, depth=2)
    ws.subgraph([a.id, b.id])
    ws.edges_of(a.id, include_history=True)
    ws.search("backend")
    ws.best_connected(10)
    ctx = ToolContext(ws.id)
    for tool, args in (("kg_get_neighbors", {"entity_id": b.id}), ("kg_get_subgraph", {"entity_ids": [a.id]}),
                       ("kg_search", {"query": "backend"})):
        result = call_tool(kg, tool, args, ctx)
        assert "error" not in result, result
        json.dumps(result)
    for fmt in ("json", "graphml", "gexf", "jsonl"):
        write_export(ws, fmt, io.BytesIO())


@pytest.mark.parametrize("text", [DEEP, DEEP_OBJECT])
@pytest.mark.parametrize("table", ["kg_entities", "kg_edges"])
def test_unreadable_properties_do_not_break_reads(kg, ws, db_path, pair, text, table):
    a, b, edge = pair
    raw_sql(db_path, f"UPDATE {table} SET properties = ? WHERE id = ?", (text, a.id if table == "kg_entities" else edge.id))
    read_everything(kg, ws, a, b)
    assert ws.get_entity(a.id).properties == ({} if table == "kg_entities" else {"port": 80})


@pytest.mark.parametrize("text", [DEEP, DEEP_OBJECT, "not json", "[1, 2]"])
def test_upsert_without_properties_keeps_unreadable_properties(kg, ws, db_path, pair, text):
    a, _b, _edge = pair
    raw_sql(db_path, "UPDATE kg_entities SET properties = ? WHERE id = ?", (text, a.id))
    again = ws.upsert_entity("service", "backend", description="the API server")
    assert again.id == a.id and again.description == "the API server"
    assert stored(db_path, "properties", a.id) == text


@pytest.mark.parametrize("text", [DEEP, "not json"])
def test_writing_properties_into_unreadable_ones_is_refused(kg, ws, db_path, pair, text):
    a, b, _edge = pair
    raw_sql(db_path, "UPDATE kg_entities SET properties = ? WHERE id = ?", (text, a.id))
    before = stored(db_path, "updated_at", a.id), stored(db_path, "confidence", a.id)
    for write in (
        lambda: ws.upsert_entity("service", "backend", properties={"port": 81}, description="changed"),
        lambda: ws.update_entity(a.id, properties={"port": 81}, description="changed"),
        lambda: ws.merge_entities(b.id, [a.id]),
        lambda: ws.merge_entities(a.id, [b.id]),
    ):
        with pytest.raises(kgstore.ValidationError, match="cannot be read"):
            write()
    assert stored(db_path, "properties", a.id) == text
    assert (stored(db_path, "updated_at", a.id), stored(db_path, "confidence", a.id)) == before
    assert ws.get_entity(a.id).description is None and ws.get_entity(b.id) is not None
    result = call_tool(kg, "kg_update_entity", {"entity_id": a.id, "properties": {"x": 1}}, ToolContext(ws.id))
    assert "cannot be read" in result["error"]
    assert stored(db_path, "properties", a.id) == text


# -- values that are not what the schema says -------------------------------------------------


@pytest.fixture(autouse=True)
def no_reports_left_over():
    drain = getattr(rows, "take_bad_value_reports", list)  # (absent before the reports existed)
    drain()
    yield
    drain()


def test_a_confidence_that_is_not_a_number_reads_as_unknown(kg, ws, db_path, pair):
    a, b, edge = pair
    raw_sql(db_path, "UPDATE kg_entities SET confidence = 'high' WHERE id = ?", (a.id,))
    raw_sql(db_path, "UPDATE kg_edges SET confidence = X'00ff' WHERE id = ?", (edge.id,))
    read_everything(kg, ws, a, b)
    assert ws.get_entity(a.id).confidence is None and ws.get_edge(edge.id).confidence is None
    assert ws.get_entity(b.id).confidence == 1.0
    result = call_tool(kg, "kg_get_neighbors", {"entity_id": b.id}, ToolContext(ws.id))
    (n,) = result["neighbors"]
    assert n["entity"]["confidence"] is None and n["edge"]["confidence"] is None
    doc = io.BytesIO()
    write_export(ws, "json", doc)
    exported = json.loads(doc.getvalue())
    assert {e["name"]: e["confidence"] for e in exported["entities"]} == {"backend": None, "PostgreSQL": 1.0}
    assert exported["edges"][0]["confidence"] is None
    for fmt in ("graphml", "gexf"):
        out = io.BytesIO()
        write_export(ws, fmt, out)
        graph = (nx.read_graphml if fmt == "graphml" else read_gexf)(io.BytesIO(out.getvalue()))
        assert "confidence" not in graph.nodes[a.id] and graph.nodes[b.id]["confidence"] == 1.0
    reports = rows.take_bad_value_reports()
    assert f"entity {a.id}: confidence 'high' is not a number (shown as unknown)" in reports
    assert any(line.startswith(f"edge {edge.id}: confidence") for line in reports)
    assert len(reports) == len(set(reports)) == 2  # each bad value once, however often it was read


def test_writes_keep_a_confidence_they_cannot_read(kg, ws, db_path, pair, clock):
    a, _b, _edge = pair
    raw_sql(db_path, "UPDATE kg_entities SET confidence = 'high', source = 'auto' WHERE id = ?", (a.id,))
    again = ws.upsert_entity("service", "backend", description="reinforced", source="auto")
    assert again.confidence is None and stored(db_path, "confidence", a.id) == "high"
    clock.advance(60 * 86_400_000)
    ws.run_decay(force=True)  # text compares above every number in SQL; decay must not touch it
    assert stored(db_path, "confidence", a.id) == "high"
    assert ws.upsert_entity("service", "backend", confidence=0.7).confidence == 0.7  # asked for: repaired
    assert stored(db_path, "confidence", a.id) == 0.7


@pytest.mark.parametrize("column,value", [
    ("created_at", "yesterday"), ("updated_at", "2026-01-15T09:30:00Z"), ("last_seen_at", "soon"),
    ("created_at", b"\x01"),
])
def test_entity_times_that_are_not_milliseconds_do_not_break_reads(kg, ws, db_path, pair, column, value):
    a, b, _edge = pair
    raw_sql(db_path, f"UPDATE kg_entities SET {column} = ? WHERE id = ?", (value, a.id))
    read_everything(kg, ws, a, b)
    entity = ws.get_entity(a.id)
    assert all(isinstance(t, int) for t in (entity.created_at, entity.updated_at, entity.last_seen_at))
    if value == "2026-01-15T09:30:00Z":
        assert entity.updated_at == 1768469400000
    (line,) = rows.take_bad_value_reports()
    assert line.startswith(f"entity {a.id}: {column} ") and "is not milliseconds (read as " in line


@pytest.mark.parametrize("column,value", [("valid_from", "last week"), ("created_at", "x"), ("valid_to", "never"),
                                          ("valid_from", 1767225600000.5)])
def test_edge_times_that_are_not_milliseconds_do_not_break_reads(kg, ws, db_path, pair, column, value):
    a, b, edge = pair
    raw_sql(db_path, f"UPDATE kg_edges SET {column} = ? WHERE id = ?", (value, edge.id))
    ws.create_edge(a.id, b.id, "depends_on", valid_from=1767225500000, valid_to=1767225550000)  # history
    read_everything(kg, ws, a, b)
    ws.neighbors(a.id, include_history=True)
    got = ws.get_edge(edge.id)
    assert isinstance(got.valid_from, int) and isinstance(got.created_at, int)
    assert got.valid_to is None or isinstance(got.valid_to, int)
    assert len(rows.take_bad_value_reports()) == (0 if isinstance(value, float) else 1)


def test_an_observation_time_that_is_not_milliseconds_does_not_break_reads(kg, ws, db_path, pair):
    a, b, _edge = pair
    obs = ws.add_observation(a.id, "moved to the new cluster")
    conn = sqlite3.connect(db_path)
    conn.execute("UPDATE kg_observations SET created_at = 'today' WHERE id = ?", (obs.id,))
    conn.commit()
    conn.close()
    assert ws.observations(a.id)[0].created_at == 0
    read_everything(kg, ws, a, b)


def test_a_merge_of_rows_with_bad_values_does_not_fail(kg, ws, db_path, pair):
    a, b, _edge = pair
    dup = ws.upsert_entity("service", "backend-2")
    raw_sql(db_path, "UPDATE kg_entities SET confidence = 'high', created_at = 'old' WHERE id = ?", (dup.id,))
    merged = ws.merge_entities(a.id, [dup.id])
    assert merged.confidence == 1.0 and ws.get_entity(dup.id) is None
