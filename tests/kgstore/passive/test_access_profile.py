"""Extraction beneath the task's access profile (issue #25, item 3): file entities only for paths
the profile may read; a profile that cannot be read or forbids reading writes nothing and the
report says why (fail closed); on a CoWork OS file the workspace's own permissions apply."""

from __future__ import annotations

import json
import sqlite3

import pytest

import kgstore
from cowork import ACME, copy_fixture, needs_fixture
from kgstore.passive.access import AccessProfileError, read_profile

PROMPT = "Fix src/app/main.ts and config/settings.yaml, then update docs/guide.md"
RESULT = "Done: the React component in TypeScript now calls GET /api/users"
MAIL = {
    "id": "evt-1", "fingerprint": "fp-1", "type": "message_received", "timestamp": 1768470000000,
    "threadId": "t-1", "subject": "Contract renewal", "summary": "Jane asked to move the call",
    "evidenceRefs": ["msg-1"],
    "payload": {"senderEmail": "jane.doe@acme.com", "senderName": "Jane Doe", "projectHint": "Apollo"},
}


def files(report):
    return sorted(e.name for e in report.entities if e.type == "file")


def counts(ws):
    s = ws.stats()
    return s.entities, s.edges, s.observations


def test_without_a_profile_our_files_extract_every_path(ws):
    assert files(ws.extract_from_task("t-1", PROMPT, RESULT)) == ["config/settings.yaml", "docs/guide.md",
                                                                  "src/app/main.ts"]


def test_only_paths_under_the_readable_roots_become_file_entities(ws):
    access = {"read": True, "workspace_root": "/home/u/acme", "roots": ["src", "/home/u/acme/docs"]}
    report = ws.extract_from_task("t-1", PROMPT, RESULT, access=access)
    assert not report.skipped
    assert files(report) == ["docs/guide.md", "src/app/main.ts"]
    assert ws.find_entity("file", "config/settings.yaml") is None
    assert any("config/settings.yaml" in w and "does not permit reading it" in w for w in report.warnings)
    # Everything that is not a file is not about reading: it is still learned.
    assert {e.name for e in report.entities if e.type != "file"} >= {"React", "GET /api/users"}


def test_a_profile_as_json_text_and_with_no_roots_reads_no_file(ws):
    report = ws.extract_from_task("t-1", PROMPT, RESULT, access=json.dumps({"read": True, "roots": []}))
    assert not report.skipped and files(report) == [] and report.created >= 2


def test_a_profile_that_forbids_reading_writes_nothing(ws):
    report = ws.extract_from_task("t-1", PROMPT, RESULT, access={"read": False, "roots": ["src"]})
    assert report.skipped_reason == "the task's access profile does not permit reading, so nothing was written"
    mail = ws.ingest_mailbox_event(MAIL, access={"read": False})
    assert mail.skipped and "does not permit reading" in mail.skipped_reason
    assert counts(ws) == (0, 0, 0)


@pytest.mark.parametrize("access, why", [
    ("not json", "not valid JSON"),
    ([], "not a JSON object"),
    ({}, "has no 'read'"),
    ({"read": "yes"}, "'read' is \"yes\", not true or false"),
    ({"read": True, "roots": "src"}, "'roots' must be a list"),
    ({"read": True, "roots": [7]}, "'roots' holds 7, not a folder"),
    ({"read": True, "roots": ["../elsewhere"]}, "leaves the workspace"),
    ({"read": True, "workspace_root": "relative/root"}, "'workspace_root' must be an absolute path"),
    ({"read": True, "unrestrictedFileAccess": 1}, "'unrestrictedFileAccess' is 1"),
])
def test_a_profile_that_cannot_be_read_fails_closed(ws, access, why):
    report = ws.extract_from_task("t-1", PROMPT, RESULT, access=access)
    assert report.skipped and report.skipped_reason.startswith("the access profile cannot be read")
    assert why in report.skipped_reason and report.skipped_reason.endswith("so nothing was written")
    assert ws.ingest_mailbox_event(MAIL, access=access).skipped
    assert counts(ws) == (0, 0, 0)


@pytest.mark.parametrize("path, readable", [
    ("src/a.ts", True),
    ("src/deep/er/a.ts", True),
    ("src/../config/.env", False),
    ("srcx/a.ts", False),
    ("/home/u/acme/src/a.ts", True),
    ("/home/u/acmex/src/a.ts", False),
    ("/etc/passwd", False),
    ("src\\win\\a.ts", True),
])
def test_a_path_is_readable_only_inside_a_root_after_dot_dot_is_resolved(path, readable):
    profile = read_profile({"read": True, "workspace_root": "/home/u/acme", "roots": ["src"]})
    assert profile.may_read(path) is readable


def test_unrestricted_access_reads_every_path():
    profile = read_profile({"read": True, "unrestrictedFileAccess": True})
    assert profile.may_read("config/.env") and profile.may_read("/etc/hosts")
    with pytest.raises(AccessProfileError):
        read_profile({"unrestrictedFileAccess": True})  # 'read' is never assumed


def set_permissions(path, value):
    conn = sqlite3.connect(path)
    try:
        conn.execute("UPDATE workspaces SET permissions = ? WHERE id = ?", (value, ACME))
        conn.commit()
    finally:
        conn.close()


@pytest.fixture
def cowork_db(tmp_path):
    path = copy_fixture(tmp_path)
    kgstore.open(path).close()
    return path


@needs_fixture
def test_on_a_cowork_file_the_workspace_permissions_are_the_default_profile(cowork_db):
    with kgstore.open(cowork_db) as kg:
        ws = kg.workspace(ACME)  # read: true, rooted at /home/user/projects/acme-web
        assert files(ws.extract_from_task("t-1", PROMPT, RESULT)) == ["config/settings.yaml", "docs/guide.md",
                                                                      "src/app/main.ts"]
    set_permissions(cowork_db, json.dumps({"read": False, "write": True}))
    with kgstore.open(cowork_db) as kg:
        ws = kg.workspace(ACME)
        before = counts(ws)
        report = ws.extract_from_task("t-2", "Now add Vue to src/b.ts", RESULT)
        assert report.skipped_reason == ("CoWork OS's permissions of workspace 'Acme Web App' does not permit "
                                         "reading, so nothing was written")
        assert ws.ingest_mailbox_event(MAIL).skipped
        assert counts(ws) == before


@needs_fixture
@pytest.mark.parametrize("permissions", ["{broken", '"read"', '{"write": true}'])
def test_on_a_cowork_file_unreadable_permissions_fail_closed(cowork_db, permissions):
    set_permissions(cowork_db, permissions)
    with kgstore.open(cowork_db) as kg:
        ws = kg.workspace(ACME)
        before = counts(ws)
        report = ws.extract_from_task("t-1", PROMPT, RESULT)
        assert report.skipped and "the access profile cannot be read (CoWork OS's permissions" in report.skipped_reason
        assert counts(ws) == before


@needs_fixture
def test_on_a_cowork_file_allowed_paths_and_a_given_profile(cowork_db):
    set_permissions(cowork_db, json.dumps({"read": True, "allowedPaths": ["/srv/shared"]}))
    with kgstore.open(cowork_db) as kg:
        ws = kg.workspace(ACME)
        assert files(ws.extract_from_task("t-1", PROMPT, RESULT)) == ["config/settings.yaml", "docs/guide.md",
                                                                      "src/app/main.ts"]
        # The task's own, narrower profile wins over the workspace's.
        narrower = {"read": True, "workspace_root": "/home/user/projects/acme-web", "roots": ["docs"]}
        assert files(ws.extract_from_task("t-2", PROMPT, RESULT, access=narrower)) == ["docs/guide.md"]
        # A workspace CoWork does not know has no permissions to read: nothing.
        other = kg.workspace("not-a-cowork-workspace")
        report = other.extract_from_task("t-3", PROMPT, RESULT)
        assert report.skipped and "is not one of CoWork OS's workspaces" in report.skipped_reason
