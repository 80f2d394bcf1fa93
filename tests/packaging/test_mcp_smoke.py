"""packaging/mcp_smoke.py, which CI runs against the oldest MCP SDK the package admits
(packaging/check-mcp-lower-bound), works here on the SDK the suite runs, and says why when the
server cannot start."""

from __future__ import annotations

import importlib.util
import re
import sys
import tomllib
from importlib.metadata import version
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]

pytest.importorskip("mcp")


def _smoke():
    spec = importlib.util.spec_from_file_location("mcp_smoke", REPO / "packaging" / "mcp_smoke.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_smoke_exchange_passes_on_this_sdk():
    listed = _smoke().check(sys.executable)
    assert len(listed["tools"]) == 10
    assert all(t["outputSchema"]["type"] == "object" for t in listed["tools"])


def test_the_installed_sdk_is_in_the_declared_range():
    deps = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["dependencies"]
    (mcp,) = [d for d in deps if re.match(r"mcp\b", d)]
    low, high = re.search(r">=\s*([\d.]+)", mcp).group(1), re.search(r"<\s*([\d.]+)", mcp).group(1)
    have = tuple(int(x) for x in version("mcp").split(".")[:2])
    assert tuple(int(x) for x in low.split(".")) <= have < tuple(int(x) for x in high.split(".")), mcp


def test_a_server_that_cannot_start_is_reported_with_its_error(tmp_path):
    broken = tmp_path / "python"
    broken.write_text("#!/bin/sh\necho 'kg: error: No module named mcp_types' >&2\nexit 2\n")
    broken.chmod(0o755)
    smoke = _smoke()
    with pytest.raises(smoke.SmokeFailure, match="No module named mcp_types"):
        smoke.check(str(broken))
