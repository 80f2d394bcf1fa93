"""Import of the MCP memory server's memory.jsonl; JSON, GraphML, GEXF and JSONL exports."""

from __future__ import annotations

import io
import json
import sqlite3
from pathlib import Path

import networkx as nx
import pytest

import kgstore
from kgstore.validation import parse_iso8601
from kgstore.interchange import (
    collect,
    export_json,
    import_mcp_memory,
    parse_mcp_memory,
    read_gexf,
    write_export,
    write_gexf,
    write_graphml,
    write_mcp_jsonl,
)

DAY = 86_400_000
T0 = 1_767_225_600_000

MEMORY_JSONL = "\n".join(json.dumps(x) for x in [
    {"type": "entity", "name": "John_Smith", "entityType": "person",
     "observations": ["Speaks fluent Spanish", "Graduated in 2019"]},
    {"type": "entity", "name": "Anthropic", "entityType": "organization", "observations": ["AI company"]},
    {"type": "entity", "name": "Müller GmbH", "entityType": "Organization", "observations": []},
    {"type": "entity", "name": "東京オフィス", "entityType": "place", "observations": ["Opened in 2024"]},
    {"type": "entity", "name": "Project Falcon", "entityType": "Project Type",
     "observations": [{"content": "Object-style observation from a fork", "timestamp": "2025-01-01"}]},
    {"type": "relation", "from": "John_Smith", "to": "Anthropic", "relationType": "works_at"},
    {"type": "relation", "from": "John_Smith", "to": "Project Falcon", "relationType": "leads / owns"},
    {"type": "relation", "from": "Anthropic", "to": "東京オフィス", "relationType": "has office in"},
    {"type": "relation", "from": "Müller GmbH", "to": "Anthropic", "relationType": "partners_with"},
]) + "\n\n"
DANGLING = json.dumps({"type": "relation", "from": "John_Smith", "to": "Nobody", "relationType": "knows"})
SELF = json.dumps({"type": "relation", "from": "Anthropic", "to": "Anthropic", "relationType": "is"})


def _graph_of_memory(text: str):
    entities, relations = {}, set()
    for line in text.splitlines():
        if not line.strip():
            continue
        item = json.loads(line)
        if item["type"] == "entity":
            obs = [o if isinstance(o, str) else o["content"] for o in item["observations"]]
            entities[item["name"]] = (item["entityType"], sorted(obs))
        else:
            relations.add((item["from"], item["to"], item["relationType"]))
    return entities, relations


def test_import_then_export_json_round_trip(ws):
    report = import_mcp_memory(ws, (MEMORY_JSONL + DANGLING + "\n" + SELF + "\n").encode())
    assert (report.entities, report.entities_created) == (5, 5)
    assert report.observations == report.observations_added == 5
    assert report.relations == 6 and report.relations_created == 4 and report.relations_skipped == 2
    assert any("Nobody" in s for s in report.skipped) and any("itself" in s for s in report.skipped)

    doc = export_json(ws)
    json.dumps(doc)
    assert doc["format"] == "knowledge-graph-explorer/export" and doc["workspace"] == ws.id
    assert doc["counts"] == {"entities": 5, "edges": 4, "observations": 5}
    names = {e["id"]: e["name"] for e in doc["entities"]}
    exported = {e["name"]: (e["type"], sorted(o["content"] for o in e["observations"])) for e in doc["entities"]}
    expected_entities, expected_relations = _graph_of_memory(MEMORY_JSONL)
    assert set(exported) == set(expected_entities)
    for name, (etype, obs) in expected_entities.items():
        assert exported[name][1] == obs
        assert exported[name][0] == etype.lower().replace(" ", "_")
    got_relations = set()
    for edge in doc["edges"]:
        original = edge["properties"].get("relation_type", edge["type"])
        got_relations.add((names[edge["source_entity_id"]], names[edge["target_entity_id"]], original))
        assert edge["valid_to"] is None and edge["source"] == "agent"
    assert got_relations == expected_relations
    types = {e["type"] for e in doc["edges"]}
    assert types == {"works_at", "leads_owns", "has_office_in", "partners_with"}


def test_import_is_idempotent(ws):
    import_mcp_memory(ws, MEMORY_JSONL)
    before = ws.stats()
    again = import_mcp_memory(ws, MEMORY_JSONL)
    assert (again.entities_created, again.observations_added, again.relations_created) == (0, 0, 0)
    after = ws.stats()
    assert (after.entities, after.edges, after.observations) == (before.entities, before.edges, before.observations)


def test_mcp_jsonl_export_round_trip(kg, ws):
    import_mcp_memory(ws, MEMORY_JSONL)
    out = io.StringIO()
    counts = write_mcp_jsonl(ws, out)
    assert counts == {"entities": 5, "relations": 4}
    entities, relations = _graph_of_memory(out.getvalue())
    expected_entities, expected_relations = _graph_of_memory(MEMORY_JSONL)
    assert {n: obs for n, (_, obs) in entities.items()} == {n: obs for n, (_, obs) in expected_entities.items()}
    assert relations == expected_relations
    # Importing the export into another workspace reproduces the graph.
    other = kg.workspace("copy")
    import_mcp_memory(other, out.getvalue())
    assert other.stats().entities == 5 and other.stats().edges == 4


def test_legacy_single_document_format(ws):
    doc = {"entities": [{"name": "A", "entityType": "concept", "observations": ["x"]},
                        {"name": "B", "entityType": "concept", "observations": []}],
           "relations": [{"from": "A", "to": "B", "relationType": "related_to"}]}
    parsed = parse_mcp_memory(json.dumps(doc))
    assert [e.name for e in parsed.entities] == ["A", "B"] and len(parsed.relations) == 1
    report = import_mcp_memory(ws, parsed)
    assert report.relations_created == 1


@pytest.mark.parametrize("data, fragment", [
    (b'{"type": "entity", "name": "A", "entityType": "x"}\n{not json}\n', "line 2: not valid JSON"),
    (b'{"type": "entity", "name": "A", "entityType": "x"}\n\xff\xfe\n', "not valid UTF-8"),
    (b'[1, 2]\n', "line 1: expected a JSON object"),
    (b'{"type": "thing"}\n', "line 1: expected an entity"),
    (b'{"type": "entity", "name": "", "entityType": "x"}\n', "must not be empty"),
    (b'{"type": "entity", "name": "A", "observations": "one"}\n', "observations must be a list"),
    (b'{"type": "entity", "name": "A", "observations": [5]}\n', "observations[0] must be a string"),
    (b'{"type": "relation", "from": "A", "to": "B"}\n', "relationType"),
    (b'{"type": "relation", "from": 3, "to": "B", "relationType": "x"}\n', "must be a string"),
])
def test_bad_files_are_refused_and_nothing_is_imported(ws, data, fragment):
    before = ws.stats()
    with pytest.raises(kgstore.ValidationError) as info:
        import_mcp_memory(ws, data)
    assert fragment in str(info.value)
    after = ws.stats()
    assert (after.entities, after.edges, after.observations) == (before.entities, before.edges, before.observations)


@pytest.fixture
def history(ws):
    """backend -uses-> Redis [T0-300d, T0-30d); backend -uses-> Valkey [T0-30d, now); text XML dislikes."""
    backend = ws.upsert_entity("service", "backend", description="API server \x01 with a control char",
                               properties={"port": 8080})
    redis = ws.upsert_entity("technology", "Redis")
    valkey = ws.upsert_entity("technology", "Valkey")
    old = ws.create_edge(backend.id, redis.id, "uses", valid_from=T0 - 300 * DAY, valid_to=T0 - 30 * DAY)
    new = ws.create_edge(backend.id, valkey.id, "uses", valid_from=T0 - 30 * DAY)
    again = ws.create_edge(backend.id, redis.id, "uses", valid_from=T0 - 400 * DAY, valid_to=T0 - 350 * DAY)
    ws.add_observation(redis.id, "Left the stack <last month> & replaced")
    return {"backend": backend, "redis": redis, "valkey": valkey, "old": old, "new": new, "again": again}


def _ms(iso: str) -> int:
    return parse_iso8601(iso)


GEXF_XSD = Path(__file__).with_name("gexf-1.3") / "gexf.xsd"  # the official schema (see its README)


@pytest.fixture(scope="module")
def gexf_schema():
    etree = pytest.importorskip("lxml.etree", reason="lxml validates GEXF against its schema (test extras)")
    return etree.XMLSchema(etree.parse(str(GEXF_XSD)))


def _gexf(ws) -> bytes:
    out = io.BytesIO()
    write_gexf(ws, out)
    return out.getvalue()


def test_gexf_is_valid_gexf_1_3(ws, history, gexf_schema):
    from lxml import etree

    doc = etree.fromstring(_gexf(ws))
    assert gexf_schema.validate(doc), gexf_schema.error_log
    ns = {"g": "http://gexf.net/1.3"}
    (graph,) = doc.findall("g:graph", ns)
    assert doc.get("version") == "1.3"
    assert graph.get("timeformat") == "dateTime" and graph.get("mode") == "dynamic"
    assert graph.get("name") is None  # not a GEXF 1.3 attribute; the workspace is in <meta>
    assert "w" in doc.findtext("g:meta/g:description", namespaces=ns)
    titles = {a.get("title") for a in doc.iterfind("g:graph/g:attributes/g:attribute", ns)}
    assert "networkx_key" not in titles and "id" not in titles


def test_gexf_times_carry_the_time_of_day_to_the_millisecond(ws, gexf_schema):
    """Times of day, milliseconds, before 1970: the start/end Gephi's timeline reads say exactly
    the stored instant."""
    from lxml import etree

    a, b = ws.upsert_entity("project", "Apollo 11"), ws.upsert_entity("organization", "NASA")
    edge = ws.create_edge(a.id, b.id, "part_of", valid_from="1969-07-16T13:32:00.250Z",
                          valid_to="2004-02-20T14:02:46.008Z")
    text = _gexf(ws)
    assert gexf_schema.validate(etree.fromstring(text))
    (xml_edge,) = etree.fromstring(text).iterfind(".//{http://gexf.net/1.3}edge")
    assert (xml_edge.get("start"), xml_edge.get("end")) == ("1969-07-16T13:32:00.250Z", "2004-02-20T14:02:46.008Z")
    data = read_gexf(io.BytesIO(text)).edges[a.id, b.id, edge.id]
    assert _ms(data["start"]) == edge.valid_from and _ms(data["end"]) == edge.valid_to


def test_gexf_round_trip_keeps_time_windows(ws, history, tmp_path):
    path = tmp_path / "g.gexf"
    with open(path, "wb") as fh:
        counts = write_gexf(ws, fh)
    assert counts == {"entities": 3, "edges": 3}
    graph = read_gexf(path)
    assert graph.is_directed() and graph.is_multigraph()
    assert graph.graph["mode"] == "dynamic"
    assert set(graph.nodes) == {history[k].id for k in ("backend", "redis", "valkey")}
    assert graph.nodes[history["backend"].id]["label"] == "backend"
    assert graph.nodes[history["backend"].id]["entity_type"] == "service"
    assert json.loads(graph.nodes[history["backend"].id]["properties"]) == {"port": 8080}
    edges = {key: (u, v, data) for u, v, key, data in graph.edges(keys=True, data=True)}
    assert set(edges) == {history[k].id for k in ("old", "new", "again")}
    for key in ("old", "new", "again"):
        edge = history[key]
        u, v, data = edges[edge.id]
        assert (u, v) == (edge.source_id, edge.target_id)
        assert data["label"] == "uses" and data["relation"] == "uses"
        assert _ms(data["start"]) == edge.valid_from == data["valid_from"]
        assert data["current"] is (edge.valid_to is None)
        if edge.valid_to is None:
            assert "end" not in data and "valid_to" not in data
        else:
            assert _ms(data["end"]) == edge.valid_to == data["valid_to"]
    # A node starts no later than its first relationship, so Gephi's timeline can draw the edge.
    assert _ms(graph.nodes[history["redis"].id]["start"]) == T0 - 400 * DAY


def test_graphml_round_trip_keeps_time_windows(ws, history, tmp_path):
    path = tmp_path / "g.graphml"
    with open(path, "wb") as fh:
        write_graphml(ws, fh)
    graph = nx.read_graphml(path, force_multigraph=True)
    assert graph.is_directed()
    assert graph.nodes[history["backend"].id]["name"] == "backend"
    assert json.loads(graph.nodes[history["backend"].id]["properties"]) == {"port": 8080}
    by_key = {k: (u, v, d) for u, v, k, d in graph.edges(keys=True, data=True)}
    assert set(by_key) == {history[k].id for k in ("old", "new", "again")}
    for key in ("old", "new", "again"):
        edge = history[key]
        u, v, data = by_key[edge.id]
        assert (u, v) == (edge.source_id, edge.target_id)
        assert data["valid_from"] == edge.valid_from
        assert data.get("valid_to") == edge.valid_to
        assert data["current"] is (edge.valid_to is None)
        assert "id" not in data


def test_graphml_edge_ids_are_graphml_ids_not_data(ws, history):
    from xml.etree import ElementTree

    out = io.BytesIO()
    write_graphml(ws, out)
    ns = {"g": "http://graphml.graphdrawing.org/xmlns"}
    doc = ElementTree.fromstring(out.getvalue())
    assert "id" not in {k.get("attr.name") for k in doc.iterfind("g:key", ns)}
    assert {e.get("id") for e in doc.iterfind("g:graph/g:edge", ns)} == {
        history[k].id for k in ("old", "new", "again")}


def test_write_export_by_name(ws, history):
    for fmt in ("json", "graphml", "gexf", "jsonl"):
        buf = io.BytesIO()
        write_export(ws, fmt, buf)
        assert buf.getvalue()
        buf.getvalue().decode("utf-8")
    doc = json.loads(_export(ws, "json"))
    assert doc["counts"]["edges"] == 3
    with pytest.raises(kgstore.ValidationError):
        write_export(ws, "csv", io.BytesIO())


def _export(ws, fmt):
    buf = io.BytesIO()
    write_export(ws, fmt, buf)
    return buf.getvalue().decode("utf-8")


def test_snapshot_collects_history_and_observations(ws, history):
    snap = collect(ws)
    assert len(snap.entities) == 3 and len(snap.edges) == 3
    assert [e.valid_from for e in snap.edges] == sorted(e.valid_from for e in snap.edges)
    assert snap.observations[history["redis"].id][0].content.startswith("Left the stack")
    assert snap.observations_truncated == []


def test_an_import_that_fails_midway_imports_nothing(kg, ws):
    """import-mcp committed each entity on its own: an error (here an overlapping relation; a full
    disk or a kill likewise) left the first half of the file in the workspace."""
    from kgstore.interchange import import_mcp_memory

    a = ws.upsert_entity("person", "Ann")
    b = ws.upsert_entity("project", "Apollo")
    ws.create_edge(a.id, b.id, "works_on", valid_from=1_760_000_000_000, valid_to=1_790_000_000_000)
    before = ws.stats()
    lines = [json.dumps({"type": "entity", "name": f"thing {i}", "entityType": "concept",
                         "observations": [f"fact {i}"]}) for i in range(50)]
    lines.append(json.dumps({"type": "entity", "name": "Ann", "entityType": "person", "observations": []}))
    lines.append(json.dumps({"type": "entity", "name": "Apollo", "entityType": "project", "observations": []}))
    lines.append(json.dumps({"type": "relation", "from": "Ann", "to": "Apollo", "relationType": "works_on"}))
    real_create = ws.create_edge

    def create_then_fail(*args, **kwargs):
        raise kgstore.ConflictError("works_on edge overlaps existing edge")

    ws.create_edge = create_then_fail
    with pytest.raises(kgstore.KGError):
        import_mcp_memory(ws, "\n".join(lines))
    ws.create_edge = real_create
    assert ws.stats() == before
    assert ws.find_entity("concept", "thing 0") is None


def test_the_demo_workspace_exports_valid_gexf_with_every_window(ws, gexf_schema):
    from lxml import etree

    from kgstore.agent.demo import load_demo

    load_demo(ws, now=T0)
    text = _gexf(ws)
    assert gexf_schema.validate(etree.fromstring(text)), gexf_schema.error_log
    graph = read_gexf(io.BytesIO(text))
    stored = {e.id: e for e in collect(ws, observations=False).edges}
    assert len(stored) > 20 and set(k for _, _, k in graph.edges(keys=True)) == set(stored)
    for _, _, key, data in graph.edges(keys=True, data=True):
        assert _ms(data["start"]) == stored[key].valid_from
        assert (_ms(data["end"]) if "end" in data else None) == stored[key].valid_to


LONG_NAME = "A" * 600  # the reference memory server has no limits; ours is 500 characters
WITH_ONE_TOO_LONG = "\n".join(json.dumps(x) for x in [
    {"type": "entity", "name": "Ada", "entityType": "person", "observations": ["Writes the parser"]},
    {"type": "entity", "name": LONG_NAME, "entityType": "concept", "observations": ["lost"]},
    {"type": "entity", "name": "parser", "entityType": "project", "observations": []},
    {"type": "relation", "from": "Ada", "to": "parser", "relationType": "maintains"},
    {"type": "relation", "from": "Ada", "to": LONG_NAME, "relationType": "knows"},
]) + "\n"


def test_skip_invalid_imports_the_rest_and_reports_each_skipped_line(ws):
    with pytest.raises(kgstore.ValidationError, match="line 2: entity name is too long"):
        import_mcp_memory(ws, WITH_ONE_TOO_LONG)
    assert ws.stats().entities == 0
    data = WITH_ONE_TOO_LONG.encode() + b"{broken\n" + b'{"type": "entity", "name": "\xff", "entityType": "x"}\n'
    report = import_mcp_memory(ws, data, skip_invalid=True)
    assert report.invalid_skipped == [
        "memory.jsonl line 2: entity name is too long (600 characters; the limit is 500)",
        "memory.jsonl line 5: relation 'to' is too long (600 characters; the limit is 500)",
        report.invalid_skipped[2], "memory.jsonl line 7: not valid UTF-8"]
    assert report.invalid_skipped[2].startswith("memory.jsonl line 6: not valid JSON")
    assert (report.entities_created, report.observations_added, report.relations_created) == (2, 1, 1)
    assert ws.find_entity("person", "Ada") is not None and ws.find_entity("project", "parser") is not None


def test_the_original_entity_type_is_kept_and_exported_back(ws):
    import_mcp_memory(ws, MEMORY_JSONL)
    assert ws.find_entity("organization", "Müller GmbH").properties == {"entity_type": "Organization"}
    assert ws.find_entity("project_type", "Project Falcon").properties == {"entity_type": "Project Type"}
    assert ws.find_entity("person", "John_Smith").properties == {}  # valid as written: nothing to keep
    out = io.StringIO()
    write_mcp_jsonl(ws, out)
    assert _graph_of_memory(out.getvalue())[0] == _graph_of_memory(MEMORY_JSONL)[0]


def test_a_killed_import_leaves_nothing_behind(tmp_path):
    """The process dies (no rollback, no close) after writing most of the file."""
    import subprocess
    import sys

    db = tmp_path / "kg.db"
    with kgstore.open(db) as kg:
        kg.workspace("w").upsert_entity("person", "already here")
    lines = [json.dumps({"type": "entity", "name": f"thing {i}", "entityType": "concept",
                         "observations": [f"fact {i}"]}) for i in range(400)]
    lines.insert(100, json.dumps({"type": "entity", "name": LONG_NAME, "entityType": "concept"}))
    memory = tmp_path / "memory.jsonl"
    memory.write_text("\n".join(lines) + "\n", encoding="utf-8")
    script = (
        "import os, sys, kgstore\n"
        "from kgstore.interchange import import_mcp_memory\n"
        "kg = kgstore.open(sys.argv[1])\n"
        "def die(done, total):\n"
        "    if done == 300: os._exit(9)\n"
        "import_mcp_memory(kg.workspace('w'), open(sys.argv[2], 'rb').read(), skip_invalid=True, progress=die)\n"
    )
    proc = subprocess.run([sys.executable, "-c", script, str(db), str(memory)], capture_output=True, timeout=120)
    assert proc.returncode == 9, proc.stderr.decode()
    with kgstore.open(db) as kg:
        stats = kg.workspace("w").stats()
        assert (stats.entities, stats.observations) == (1, 0)


def test_an_import_that_fills_the_disk_leaves_nothing_behind(tmp_path):
    """SQLite says the disk is full part way through: the import is one transaction, so nothing of
    it stays, and the file takes writes again once there is room."""
    db = tmp_path / "kg.db"
    lines = [json.dumps({"type": "entity", "name": f"thing {i}", "entityType": "concept",
                         "observations": [f"fact {i} " + "x" * 200]}) for i in range(2000)]
    with kgstore.open(db) as kg:
        ws = kg.workspace("w")
        ws.upsert_entity("person", "already here")
        pages = kg._db.conn.execute("PRAGMA page_count").fetchone()[0]
        kg._db.conn.execute(f"PRAGMA max_page_count = {pages + 30}")  # room for a few pages more
        with pytest.raises(Exception, match="full") as caught:
            import_mcp_memory(ws, "\n".join(lines) + "\n", skip_invalid=True)
        assert isinstance(caught.value, (sqlite3.Error, kgstore.KGError))
        stats = ws.stats()
        assert (stats.entities, stats.observations) == (1, 0)
        kg._db.conn.execute("PRAGMA max_page_count = 1073741823")
        import_mcp_memory(ws, "\n".join(lines[:5]) + "\n")
        assert ws.stats().entities == 6
    with kgstore.open(db) as kg:  # and what another process reads
        assert kg.workspace("w").stats().entities == 6
