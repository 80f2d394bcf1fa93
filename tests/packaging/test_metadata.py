"""The package's metadata: the MIT licence (PEP 639: a licence expression and the LICENSE file),
keywords and classifiers, and no project URLs (there is no public address to point at)."""

from __future__ import annotations

import json
import tomllib
from importlib import metadata
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
NAME = "knowledge-graph-explorer"


def project() -> dict:
    with open(REPO / "pyproject.toml", "rb") as f:
        return tomllib.load(f)


def test_pyproject_declares_the_mit_licence_and_ships_its_text():
    data = project()
    meta = data["project"]
    assert meta["license"] == "MIT" and meta["license-files"] == ["LICENSE"]
    text = (REPO / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License\n")
    assert "Copyright (c) 2026 Knowledge Graph Explorer contributors" in text
    assert "THE SOFTWARE IS PROVIDED \"AS IS\"" in text
    # PEP 639: a licence expression and License :: classifiers do not go together (setuptools
    # refuses the pair), and only setuptools 77 and later write the expression.
    assert not [c for c in meta["classifiers"] if c.startswith("License ::")]
    assert "setuptools>=77" in data["build-system"]["requires"]
    assert meta["keywords"] and "Programming Language :: Python :: 3 :: Only" in meta["classifiers"]
    assert "urls" not in meta and "urls" not in meta.get("dynamic", [])


def _installed_from_this_checkout(dist: metadata.Distribution) -> bool:
    direct = dist.read_text("direct_url.json")
    if direct:
        url = json.loads(direct).get("url", "")
        return url.rstrip("/") == REPO.as_uri()
    # An egg-info next to the sources (a build in place) is this checkout's too.
    path = getattr(dist, "_path", None)
    return path is not None and Path(path).resolve().parent == REPO


def test_the_installed_metadata_carries_the_licence():
    try:
        dist = metadata.distribution(NAME)
    except metadata.PackageNotFoundError:
        pytest.skip(f"{NAME} is not installed (scripts/setup.sh installs it)")
    if not _installed_from_this_checkout(dist):
        pytest.skip(f"{NAME} is installed from another checkout (scripts/setup.sh installs this one)")
    meta = dist.metadata
    assert meta["License-Expression"] == "MIT"
    assert meta.get_all("License-File") == ["LICENSE"]
    assert "Environment :: X11 Applications :: Qt" in meta.get_all("Classifier")
    assert "agent memory" in meta["Keywords"].split(",")
    assert not meta.get_all("Project-URL") and not meta.get("Home-page")
