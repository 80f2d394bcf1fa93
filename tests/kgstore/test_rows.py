"""Rows another program wrote with raw SQL: values this version cannot read never make a read of
the workspace fail, and no write silently replaces them."""

from __future__ import annotations

import io
import json
import sqlite3

import pytest

import kgstore
from kgstore.interchange import write_export
from kgstore.tools import ToolContext, call_tool

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
