"""`kg` on a CoWork OS file: workspaces by name, and commands that wrote nothing saying so."""

from __future__ import annotations

import json

import pytest

import kgstore
from cli_helpers import assert_error, kg_run  # noqa: E402  (tests/kgstore/agent/cli, on sys.path)
from cowork import ACME, NOTES, CoWorkWriter, copy_fixture, needs_fixture

MAIL = {"id": "e1", "fingerprint": "fp1", "type": "message_received", "timestamp": 1_767_225_600_000,
        "subject": "Contract", "summary": "Renewal",
        "payload": {"senderEmail": "jane@initech.com", "senderName": "Jane Doe"}}


@pytest.fixture
def cowork_db(tmp_path):
    return copy_fixture(tmp_path)


@pytest.fixture
def mail_file(tmp_path):
    path = tmp_path / "events.json"
    path.write_text(json.dumps(MAIL), encoding="utf-8")
    return path


@needs_fixture
def test_workspaces_lists_cowork_names_and_ids(cowork_db):
    code, out, err = kg_run("workspaces", db=cowork_db)
    assert code == 0, err
    assert [line.split() for line in out.splitlines()] == [["Acme", "Web", "App", ACME],
                                                          ["Personal", "Notes", NOTES]]
    code, out, _ = kg_run("workspaces", "--json", db=cowork_db)
    assert json.loads(out) == [{"id": ACME, "name": "Acme Web App"}, {"id": NOTES, "name": "Personal Notes"}]


@needs_fixture
def test_a_cowork_workspace_without_graph_data_is_listed_too(cowork_db):
    kgstore.open(cowork_db).close()
    with CoWorkWriter(cowork_db) as cowork:
        fresh = cowork.start().create_workspace("Side Project")
    code, out, _ = kg_run("workspaces", db=cowork_db)
    assert f"Side Project    {fresh}" in out.splitlines()


@needs_fixture
@pytest.mark.parametrize("ref", ["Acme Web App", " acme web app ", ACME])
def test_workspace_by_name_or_id(cowork_db, ref):
    code, out, err = kg_run("-w", ref, "stats", "--json", db=cowork_db)
    assert code == 0, err
    assert json.loads(out)["workspace"] == ACME


@needs_fixture
def test_unknown_workspace_name_is_a_clear_error(cowork_db):
    result = kg_run("-w", "Acme", "ingest-task", "--result", "Uses PostgreSQL", db=cowork_db)
    assert_error(result, "no workspace named 'Acme'")
    assert "'Acme Web App' (" + ACME + ")" in result[2]


@needs_fixture
def test_a_name_two_workspaces_share_is_an_error_listing_both_ids(cowork_db):
    kgstore.open(cowork_db).close()
    with CoWorkWriter(cowork_db) as cowork:
        twin = cowork.start().create_workspace("Personal Notes", path="/home/user/other-notes")
    result = kg_run("-w", "Personal Notes", "stats", db=cowork_db)
    assert_error(result, "shared by 2 workspaces")
    assert NOTES in result[2] and twin in result[2]
    assert kg_run("-w", NOTES, "stats", db=cowork_db)[0] == 0  # the id still works


@needs_fixture
def test_ingest_task_with_cowork_memory_off_says_nothing_was_written(cowork_db):
    code, out, err = kg_run("-w", "Personal Notes", "ingest-task", "--task-id", "t1",
                            "--result", "Uses PostgreSQL and Redis", db=cowork_db)
    assert code == 0, err  # a gated skip is not an error
    assert "ingested" not in out
    assert out.strip() == (f"task t1: nothing written to workspace 'Personal Notes' ({NOTES}): "
                           "memory is off for this workspace")


@needs_fixture
def test_ingest_task_with_cowork_memory_on_writes(cowork_db):
    code, out, err = kg_run("-w", "Acme Web App", "ingest-task", "--task-id", "t1",
                            "--result", "Uses Kafka and Redis", db=cowork_db)
    assert code == 0 and f"task t1 ingested into workspace 'Acme Web App' ({ACME})" in out, err
    with kgstore.open(cowork_db) as kg:
        assert kg.workspace(ACME).find_entity("technology", "Kafka") is not None


@needs_fixture
def test_ingest_mail_with_cowork_memory_off_says_nothing_was_written(cowork_db, mail_file):
    code, out, err = kg_run("-w", NOTES, "ingest-mail", str(mail_file), db=cowork_db)
    assert code == 0, err
    assert "ingested" not in out
    assert out.strip() == (f"1 mailbox event: nothing written to workspace 'Personal Notes' ({NOTES}): "
                           "memory is off for this workspace")


def test_ingest_task_opted_out_says_why_on_our_files(tmp_path):
    code, out, err = kg_run("-w", "demo", "ingest-task", "--task-id", "t1",
                            "--result", "Uses PostgreSQL <no-memory>", db=tmp_path / "kg.db")
    assert code == 0, err
    assert out.strip() == ("task t1: nothing written to workspace 'demo': "
                           "the task or message opted out with <no-memory>")


def test_ingest_task_that_finds_nothing_says_so(tmp_path):
    code, out, err = kg_run("ingest-task", "--task-id", "t1", "--result", "All done, thanks", db=tmp_path / "kg.db")
    assert code == 0, err
    assert out.startswith("task t1: nothing written to workspace 'default': the task names no technology")


def test_ingest_mail_says_which_events_wrote_nothing(tmp_path):
    db, events = tmp_path / "kg.db", tmp_path / "events.jsonl"
    second = dict(MAIL, id="e2", fingerprint="fp2", summary="private <no-memory>")
    events.write_text("\n".join(json.dumps(e) for e in (MAIL, MAIL, second)), encoding="utf-8")
    code, out, err = kg_run("ingest-mail", str(events), db=db)
    assert code == 0, err
    assert out.startswith("3 mailbox events: 1 ingested into workspace 'default', 2 wrote nothing: ")
    assert "already ingested" in out and "<no-memory>" in out
    events.write_text(json.dumps(second), encoding="utf-8")
    code, out, _ = kg_run("-w", "w2", "ingest-mail", str(events), db=db)
    assert out.strip() == ("1 mailbox event: nothing written to workspace 'w2': "
                           "the message opted out with <no-memory>")


def test_our_files_list_ids_only_and_take_any_new_id(tmp_path):
    db = tmp_path / "kg.db"
    assert kg_run("-w", "brand new", "ingest-task", "--result", "Uses Redis", db=db)[0] == 0
    code, out, _ = kg_run("workspaces", db=db)
    assert out.splitlines() == ["brand new"]
    code, out, _ = kg_run("workspaces", "--json", db=db)
    assert json.loads(out) == [{"id": "brand new", "name": None}]
