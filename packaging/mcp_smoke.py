"""Start `kg mcp` and talk to it in plain JSON-RPC over stdio: initialize, tools/list, one call.

    python packaging/mcp_smoke.py [PYTHON]

PYTHON (default: this interpreter) runs `-m kgstore.agent.cli`; its environment decides which MCP SDK
the server gets. No MCP client library is used here, so the check does not depend on the SDK
version under test. Exit 0 when the server answered all three; 1 with the reason on stderr.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

TIMEOUT = 60
# The protocol revision the client asks for; a server may answer with another one it supports.
PROTOCOL_VERSION = "2025-06-18"
EXPECTED_TOOLS = {
    "kg_create_entity", "kg_update_entity", "kg_delete_entity", "kg_create_edge", "kg_delete_edge",
    "kg_invalidate_edge", "kg_add_observation", "kg_search", "kg_get_neighbors", "kg_get_subgraph",
}


class SmokeFailure(Exception):
    pass


def _exchange(proc: subprocess.Popen, message: dict) -> dict | None:
    proc.stdin.write((json.dumps(message) + "\n").encode())
    proc.stdin.flush()
    if "id" not in message:
        return None  # a notification has no answer
    while True:
        line = proc.stdout.readline()
        if not line:
            raise SmokeFailure(f"the server closed its output before answering {message['method']}")
        reply = json.loads(line)
        if reply.get("id") == message["id"]:
            if "error" in reply:
                raise SmokeFailure(f"{message['method']} failed: {reply['error']}")
            return reply["result"]


def check(python: str) -> dict:
    """Run the exchange; the tools/list result (raises SmokeFailure)."""
    repo = Path(__file__).resolve().parents[1]
    with tempfile.TemporaryDirectory() as tmp:
        env = {k: v for k, v in os.environ.items() if k not in ("KG_DB", "KG_WORKSPACE")}
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(repo), env.get("PYTHONPATH")]))
        proc = subprocess.Popen(
            [python, "-m", "kgstore.agent.cli", "--db", str(Path(tmp) / "kg.db"), "--workspace", "smoke", "mcp"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=tmp, env=env,
        )
        timer = threading.Timer(TIMEOUT, proc.kill)
        timer.start()
        try:
            init = _exchange(proc, {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
                "protocolVersion": PROTOCOL_VERSION, "capabilities": {},
                "clientInfo": {"name": "kg-smoke", "version": "1"}}})
            if init["serverInfo"]["name"] != "knowledge-graph":
                raise SmokeFailure(f"unexpected server {init['serverInfo']!r}")
            _exchange(proc, {"jsonrpc": "2.0", "method": "notifications/initialized"})
            listed = _exchange(proc, {"jsonrpc": "2.0", "id": 2, "method": "tools/list", "params": {}})
            names = {t["name"] for t in listed["tools"]}
            if names != EXPECTED_TOOLS:
                raise SmokeFailure(f"tools/list gave {sorted(names)}")
            called = _exchange(proc, {"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {
                "name": "kg_create_entity", "arguments": {"entity_type": "service", "name": "backend"}}})
            payload = json.loads(called["content"][0]["text"])
            if called.get("isError") or payload.get("success") is not True:
                raise SmokeFailure(f"tools/call kg_create_entity failed: {payload}")
            return listed
        except (SmokeFailure, OSError, ValueError, KeyError, TypeError) as exc:
            proc.kill()
            err = proc.stderr.read().decode(errors="replace").strip().splitlines()
            detail = f" (server said: {err[-1]})" if err else ""
            if isinstance(exc, SmokeFailure):
                raise SmokeFailure(f"{exc}{detail}") from None
            raise SmokeFailure(f"bad exchange: {type(exc).__name__}: {exc}{detail}") from None
        finally:
            timer.cancel()
            if proc.poll() is None:
                proc.stdin.close()
                try:
                    proc.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    proc.kill()
                    proc.wait()
            for stream in (proc.stdout, proc.stderr):
                stream.close()


def main(argv: list[str]) -> int:
    python = argv[1] if len(argv) > 1 else sys.executable
    try:
        listed = check(python)
    except SmokeFailure as exc:
        print(f"mcp_smoke: {exc}", file=sys.stderr)
        return 1
    print(f"mcp_smoke: kg mcp answered initialize, tools/list ({len(listed['tools'])} tools) and tools/call")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
