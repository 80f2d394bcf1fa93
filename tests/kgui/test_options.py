"""The app's command line: kgui [--db PATH] [--workspace WS] [--demo]."""

from kgui.options import parse_options


def test_explicit_options(tmp_path):
    options, rest = parse_options(["--db", str(tmp_path / "x.db"), "--workspace", "w", "--demo", "-style", "Fusion"])
    assert options.db == str(tmp_path / "x.db")
    assert options.workspace == "w" and options.demo
    assert options.color_scheme == "system"
    assert rest == ["-style", "Fusion"]  # left for Qt


def test_db_from_environment(tmp_path, monkeypatch):
    monkeypatch.setenv("KG_DB", str(tmp_path / "env.db"))
    options, _ = parse_options([])
    assert options.db == str(tmp_path / "env.db")
    assert options.workspace is None and not options.demo


def test_default_location_is_created(tmp_path, monkeypatch):
    monkeypatch.delenv("KG_DB", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    options, _ = parse_options([])
    assert options.db.endswith("knowledge-graph.db")
    assert (tmp_path / "data").exists()


def test_workspace_is_trimmed_and_checked(tmp_path, capsys):
    import pytest

    options, _ = parse_options(["--db", str(tmp_path / "x.db"), "--workspace", " demo\n"])
    assert options.workspace == "demo"
    with pytest.raises(SystemExit):
        parse_options(["--db", str(tmp_path / "x.db"), "--workspace", "de\x1bmo"])
    assert "invalid --workspace" in capsys.readouterr().err
