"""kgstore.resources: the resources folder in a checkout, a PyInstaller bundle, or wheel data."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from kgstore import resources
from kgstore.agent.demo import demo_path

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def fresh_lookup():
    resources.resources_dir.cache_clear()
    yield
    resources.resources_dir.cache_clear()


def test_checkout_resources_are_found():
    assert resources.resources_dir() == REPO / "resources"
    assert resources.resource_path("demo", "demo-workspace.json") == REPO / "resources" / "demo" / "demo-workspace.json"
    assert resources.resource_path("knowledge-graph-explorer.desktop").is_file()
    assert resources.resource_path("no", "such", "file") is None
    assert demo_path() == REPO / "resources" / "demo" / "demo-workspace.json"


def _fake_resources(root: Path) -> Path:
    (root / "demo").mkdir(parents=True)
    (root / "demo" / "demo-workspace.json").write_text('{"entities": []}')
    return root


def test_a_bundle_is_looked_at_first(tmp_path, monkeypatch):
    bundle = tmp_path / "_internal"
    _fake_resources(bundle / "resources")
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    assert resources.candidate_dirs()[0] == bundle / "resources"
    assert resources.resources_dir() == bundle / "resources"


def test_override_and_wheel_data_locations(tmp_path, monkeypatch):
    override = _fake_resources(tmp_path / "mine")
    monkeypatch.setenv(resources.ENV_OVERRIDE, str(override))
    assert resources.resources_dir() == override
    monkeypatch.delenv(resources.ENV_OVERRIDE)
    candidates = resources.candidate_dirs()
    # After the checkout: <prefix>/share/knowledge-graph-explorer/resources (venv, user, system).
    assert Path(sys.prefix) / "share" / "knowledge-graph-explorer" / "resources" in candidates
    assert Path("/usr/share/knowledge-graph-explorer/resources") in candidates
    assert candidates.index(REPO / "resources") < candidates.index(Path(sys.prefix) / resources.SHARE_SUBDIR)


def test_a_missing_demo_is_a_clear_error(tmp_path, monkeypatch):
    from kgstore import ValidationError

    monkeypatch.setattr(resources, "candidate_dirs", lambda: [tmp_path / "nowhere"])
    with pytest.raises(ValidationError, match="demo-workspace.json was not found"):
        demo_path()
