"""The installed package's version, from its metadata (one place for `kg --version` and `kg mcp`)."""

from __future__ import annotations

DISTRIBUTION = "knowledge-graph-explorer"


def package_version() -> str:
    """The version pip installed (pyproject.toml's), or "0" in a source checkout never installed."""
    try:
        from importlib.metadata import version

        return version(DISTRIBUTION)
    except Exception:  # not installed (source checkout)
        return "0"
