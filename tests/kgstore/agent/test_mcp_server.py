"""`kg mcp` end to end: a real subprocess driven by the MCP SDK's own client over stdio."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import anyio
import pytest

import kgstore
from kgstore.agent.tools import TOOLS

mcp = pytest.importorskip("mcp")
from mcp import ClientSession, StdioServerParameters, stdio_client  # noqa: E402

REPO = Path(__file__).resolve().parents[3]
DAY = 86_400_000


def _payload(result) -> dict:
    assert len(result.content) == 1 and result.content[0].type == "text"
    data = json.loads(result.content[0].text)
    assert bool(result.is_error) == ("error" in data)
    # Structured content is the tool's result (checked against its outputSchema); an error is text.
    assert result.structured_content == (None if result.is_error else data)
    return data


def _cli(db: Path, *args: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in ("KG_DB", "KG_WORKSPACE")}
    return subprocess.run([sys.executable, "-m", "kgstore.agent.cli", "--db", str(db), *args],
                          capture_output=True, text=True, cwd=REPO, env=env, timeout=60)


def test_mcp_server_end_to_end(tmp_path):
    db = tmp_path / "kg.db"
    # The explorer (another connection) has the file open for the whole session.
    gui = kgstore.open(db)
    gui_ws = gui.workspace("agent-ws")
    gui_ws.upsert_entity("concept", "opened by the explorer", source="manual")

    params = StdioServerParameters(
        command=sys.executable,
        args=["-m", "kgstore.agent.cli", "--db", str(db), "--workspace", "agent-ws", "mcp"],
        cwd=str(REPO),
    )

    async def session_flow():
        with anyio.fail_after(90), open(tmp_path / "server.log", "w") as errlog:
            async with stdio_client(params, errlog=errlog) as (read, write):
                async with ClientSession(read, write) as session:
                    init = await session.initialize()
                    assert init.server_info.name == "knowledge-graph"
                    assert "agent-ws" in (init.instructions or "")

                    listed = await session.list_tools()
                    by_name = {t.name: t for t in listed.tools}
                    assert set(by_name) == {t["name"] for t in TOOLS}
                    for tool in TOOLS:
                        assert by_name[tool["name"]].input_schema == tool["input_schema"]
                        assert by_name[tool["name"]].output_schema == tool["output_schema"]
                        assert by_name[tool["name"]].description == tool["description"]
                    assert by_name["kg_search"].annotations.read_only_hint is True
                    assert by_name["kg_delete_entity"].annotations.destructive_hint is True

                    async def call(name, args):
                        return _payload(await session.call_tool(name, args))

                    backend = (await call("kg_create_entity", {"entity_type": "service", "name": "backend"}))["entity"]
                    redis = (await call("kg_create_entity", {"entity_type": "technology", "name": "redis",
                                                             "description": "cache"}))["entity"]
                    pg = (await call("kg_create_entity", {"entity_type": "technology", "name": "PostgreSQL"}))["entity"]
                    assert redis["name"] == "Redis" and redis["source"] == "agent"
                    to_redis = (await call("kg_create_edge", {
                        "source_entity_id": backend["id"], "target_entity_id": redis["id"],
                        "edge_type": "connects_to", "valid_from": "2025-01-01T00:00:00Z"}))["edge"]
                    await call("kg_create_edge", {"source_entity_id": backend["id"], "target_entity_id": pg["id"],
                                                  "edge_type": "connects_to", "valid_from": "2025-01-01"})

                    found = await call("kg_search", {"query": "redis"})
                    assert found["count"] >= 1 and found["results"][0]["id"] == redis["id"]

                    closed = await call("kg_invalidate_edge", {"edge_id": to_redis["id"],
                                                               "valid_to": "2025-11-01T00:00:00Z"})
                    assert closed["edge"]["valid_to"] is not None

                    now = await call("kg_get_neighbors", {"entity_id": backend["id"]})
                    assert {n["entity"]["name"] for n in now["neighbors"]} == {"PostgreSQL"}
                    then = await call("kg_get_neighbors", {"entity_id": backend["id"], "as_of": "2025-06-01"})
                    assert {n["entity"]["name"] for n in then["neighbors"]} == {"PostgreSQL", "Redis"}
                    before = await call("kg_get_neighbors", {"entity_id": backend["id"], "as_of": "2024-06-01"})
                    assert before["count"] == 0

                    # Errors come back as isError results; the server keeps serving.
                    bad = await session.call_tool("kg_get_neighbors", {"entity_id": backend["id"],
                                                                       "as_of": 1_748_736_000})
                    assert bad.is_error and "milliseconds" in _payload(bad)["error"]
                    missing = await call("kg_search", {})
                    assert "missing required argument" in missing["error"]
                    unknown = await call("kg_frobnicate", {"x": 1})
                    assert "unknown tool" in unknown["error"]
                    foreign = await call("kg_delete_entity", {"entity_id": "not-in-this-workspace"})
                    assert foreign["success"] is False and "error" in foreign

                    # Another process reads the same file while the server runs.
                    proc = await anyio.to_thread.run_sync(
                        lambda: _cli(db, "--workspace", "agent-ws", "neighbors", "backend", "--as-of",
                                     "2025-06-01", "--json"))
                    assert proc.returncode == 0, proc.stderr
                    assert {n["entity"]["name"] for n in json.loads(proc.stdout)["neighbors"]} == {"PostgreSQL",
                                                                                                   "Redis"}
                    # The explorer's connection sees the agent's writes, and the agent sees the explorer's.
                    assert gui_ws.find_entity("technology", "redis").id == redis["id"]
                    assert len(gui_ws.edges_of(backend["id"], include_history=True)) == 2
                    gui_ws.upsert_entity("person", "Sarah", description="tech lead", source="manual")
                    sarah = await call("kg_search", {"query": "Sarah"})
                    assert [r["name"] for r in sarah["results"]] == ["Sarah"]

                    after_errors = await call("kg_get_subgraph", {"entity_ids": [backend["id"], redis["id"],
                                                                                 pg["id"]],
                                                                  "include_history": True})
                    assert after_errors["entity_count"] == 3 and after_errors["edge_count"] == 2

    try:
        anyio.run(session_flow)
    finally:
        gui.close()
    assert "Traceback" not in (tmp_path / "server.log").read_text()
    with kgstore.open(db) as kg:
        assert kg.check_integrity() == []
        assert kg.workspaces() == ["agent-ws"]


def test_mcp_answers_carry_control_characters_exactly(tmp_path):
    """`kg` escapes terminal controls in what it prints; the JSON-RPC stream of `kg mcp` is not
    printed text (the SDK writes its own JSON to the binary stdout) and stays exact."""
    db = tmp_path / "kg.db"
    text = "wipe \x1b[2J\x07 \u202eevil\x9b \x7f done"
    with kgstore.open(db) as kg:
        kg.workspace("w").upsert_entity("service", "backend", description=text)
    params = StdioServerParameters(command=sys.executable, cwd=str(REPO),
                                   args=["-m", "kgstore.agent.cli", "--db", str(db), "--workspace", "w", "mcp"])

    async def session_flow():
        with anyio.fail_after(90), open(tmp_path / "server.log", "w") as errlog:
            async with stdio_client(params, errlog=errlog) as (read, write):
                async with ClientSession(read, write) as session:
                    await session.initialize()
                    found = _payload(await session.call_tool("kg_search", {"query": "backend"}))
                    assert [r["description"] for r in found["results"]] == [text]

    anyio.run(session_flow)
