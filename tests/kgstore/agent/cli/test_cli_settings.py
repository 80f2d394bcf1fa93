"""`kg settings` (show / set the memory switches, --json) and the access profile of
`kg ingest-task` / `kg ingest-mail` (--access, --access-file): exit 2 for a wrong command line,
1 for what cannot be done, and the gates hold through the command line."""

from __future__ import annotations

import json
import sqlite3

import pytest

import kgstore
from cowork import ACME, copy_fixture, needs_fixture
from kgstore.agent.cli import main

from cli_helpers import assert_usage_error, kg_run  # noqa: E402  (tests/kgstore/agent/cli, on sys.path)

RESULT = "Updated src/api/users.ts and config/.env with TypeScript; added GET /api/users."
MAIL = {"id": "e1", "fingerprint": "fp1", "type": "message", "timestamp": 1_767_225_600_000,
        "subject": "Contract", "summary": "Renewal of Project Falcon",
        "payload": {"senderEmail": "jane@acme.com", "senderName": "Jane Doe"}}


def kg(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def one_error(result, fragment, code):
    got, out, err = result
    assert got == code, (got, out, err)
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("kg: error: ") and fragment in lines[0], err


@pytest.fixture
def db(tmp_path):
    return str(tmp_path / "kg.db")


def test_settings_show_and_set_round_trip_as_text_and_json(capsys, db):
    code, out, _ = kg(capsys, "--db", db, "settings")
    assert code == 0 and "automatic capture: on" in out and "excluded patterns: none" in out
    code, out, _ = kg(capsys, "--db", db, "settings", "set", "--auto-capture", "off", "--privacy-mode", "strict",
                      "--exclude", r"\.env$", "--exclude", "project falcon")
    assert code == 0
    assert "automatic capture: off" in out and "privacy mode: strict" in out
    assert r"excluded patterns: '\.env$', 'project falcon'" in out
    code, out, _ = kg(capsys, "--db", db, "settings", "--json")
    data = json.loads(out)
    assert data["workspace"] == "default"
    assert data["settings"]["auto_capture"] is False and data["settings"]["enabled"] is True
    assert data["settings"]["excluded_patterns"] == [r"\.env$", "project falcon"]
    assert data["settings"]["invalid_patterns"] == []
    code, out, _ = kg(capsys, "--db", db, "settings", "set", "--no-excluded-patterns", "--auto-capture", "on",
                      "--json")
    assert json.loads(out)["settings"]["excluded_patterns"] == []
    with kgstore.open(db) as graph:
        s = graph.workspace("default").memory_settings()
    assert (s.auto_capture, s.privacy_mode, s.excluded_patterns) == (True, "strict", ())


@pytest.mark.parametrize("args, fragment", [
    (["settings", "set"], "needs at least one of"),
    (["settings", "--enabled", "off"], "use 'kg settings set"),
    (["settings", "set", "--exclude", "*.env"], "--exclude '*.env': not a valid regular expression"),
    (["settings", "set", "--exclude", "a", "--no-excluded-patterns"], "not both"),
    (["settings", "set", "--privacy-mode", "loose"], "invalid choice"),
])
def test_settings_usage_errors_exit_2_and_change_nothing(capsys, db, args, fragment):
    kg(capsys, "--db", db, "settings", "set", "--exclude", "keep")
    one_error(kg(capsys, "--db", db, *args), fragment, 2)
    with kgstore.open(db) as graph:
        s = graph.workspace("default").memory_settings()
    assert (s.enabled, s.excluded_patterns, s.privacy_mode) == (True, ("keep",), "normal")


def test_settings_that_cannot_be_read_are_an_error_exit_1(capsys, db):
    kg(capsys, "--db", db, "settings", "set", "--exclude", "keep")
    conn = sqlite3.connect(db)
    conn.execute("UPDATE memory_settings SET excluded_patterns = 'not json'")
    conn.commit()
    conn.close()
    one_error(kg(capsys, "--db", db, "settings"), "excluded_patterns is", 1)
    # A write repairs it.
    assert kg(capsys, "--db", db, "settings", "set", "--no-excluded-patterns")[0] == 0


def test_ingest_respects_auto_capture_and_excluded_patterns(capsys, db, tmp_path):
    kg(capsys, "--db", db, "settings", "set", "--auto-capture", "off")
    code, out, _ = kg(capsys, "--db", db, "ingest-task", "--result", RESULT)
    assert code == 0 and "nothing written" in out and "automatic capture is off" in out
    kg(capsys, "--db", db, "settings", "set", "--auto-capture", "on", "--exclude", r"(^|/)\.env$",
       "--exclude", "project falcon")
    code, out, _ = kg(capsys, "--db", db, "ingest-task", "--result", RESULT, "--json")
    report = json.loads(out)["report"]
    names = {(e["type"], e["name"]) for e in report["entities"]}
    assert ("file", "src/api/users.ts") in names and not any(".env" in n for _, n in names)
    events = tmp_path / "mail.json"
    events.write_text(json.dumps(MAIL), encoding="utf-8")
    code, out, _ = kg(capsys, "--db", db, "ingest-mail", str(events))
    assert code == 0 and "nothing written" in out and "excluded pattern 'project falcon'" in out
    with kgstore.open(db) as graph:
        assert graph.workspace("default").find_entity("person", "Jane Doe") is None


def test_ingest_beneath_an_access_profile(capsys, db, tmp_path):
    profile = json.dumps({"read": True, "workspace_root": "/w", "roots": ["src"]})
    code, out, _ = kg(capsys, "--db", db, "ingest-task", "--result", RESULT, "--access", profile, "--json")
    report = json.loads(out)["report"]
    assert code == 0 and [e["name"] for e in report["entities"] if e["type"] == "file"] == ["src/api/users.ts"]
    denied = tmp_path / "denied.json"
    denied.write_text(json.dumps({"read": False}), encoding="utf-8")
    code, out, _ = kg(capsys, "--db", db, "ingest-task", "--task-id", "t2", "--result", "Added Redis to lib/x.py",
                      "--access-file", str(denied))
    assert code == 0 and "nothing written" in out and "does not permit reading" in out
    events = tmp_path / "mail.json"
    events.write_text(json.dumps(MAIL), encoding="utf-8")
    code, out, _ = kg(capsys, "--db", db, "ingest-mail", str(events), "--access-file", str(denied))
    assert code == 0 and "nothing written" in out and "does not permit reading" in out


@pytest.mark.parametrize("args, fragment", [
    (["--access", "{nope"], "--access: the task's access profile is not valid JSON"),
    (["--access", '{"roots": []}'], "has no 'read'"),
    (["--access", '{"read": true}', "--access-file", "x.json"], "not both"),
])
def test_a_malformed_access_profile_is_a_usage_error_and_writes_nothing(capsys, db, args, fragment):
    one_error(kg(capsys, "--db", db, "ingest-task", "--result", RESULT, *args), fragment, 2)
    with kgstore.open(db) as graph:
        assert graph.workspace("default").stats().entities == 0


@needs_fixture
def test_settings_of_a_cowork_workspace_by_name_through_the_real_command(tmp_path):
    path = copy_fixture(tmp_path)
    code, out, err = kg_run("-w", "Acme Web App", "settings", db=path)
    assert code == 0, err
    assert "privacy mode: strict" in out and "skipped: '*.env' is not a valid regular expression" in out
    assert_usage_error(kg_run("-w", "Acme Web App", "settings", "set", "--exclude", "(", db=path), "--exclude '('")
    code, out, err = kg_run("-w", "Acme Web App", "settings", "set", "--exclude", r"\.env$", "--json", db=path)
    assert code == 0 and json.loads(out)["workspace"] == ACME
    conn = sqlite3.connect(path)
    try:
        assert conn.execute("SELECT excluded_patterns FROM memory_settings WHERE workspace_id = ?",
                            (ACME,)).fetchone() == ('["\\\\.env$"]',)
    finally:
        conn.close()
