"""`kg review` (the review inbox, confirm, mark reviewed) and `kg tasks` (tasks that wrote
memory, what each wrote, forget one), text and --json, errors as one line (exit status 2 for a
wrong command line, 1 for what cannot be done)."""

from __future__ import annotations

import json

import pytest

import kgstore

from cli_helpers import assert_error, assert_usage_error, kg_run  # noqa: E402  (tests/kgstore/agent/cli, on sys.path)

RESULT = "Added a workflow that runs pytest against PostgreSQL in Docker; see src/ci/pipeline.py"


@pytest.fixture
def db(tmp_path):
    path = tmp_path / "kg.db"
    with kgstore.open(path) as kg:
        ws = kg.workspace("w")
        api = ws.upsert_entity("service", "api", source="manual")
        ws.extract_from_task("task-1", "Set up CI", RESULT)
        docker = ws.find_entity("technology", "Docker")
        ws.create_edge(api.id, docker.id, "uses", task_id="task-1")
        ws.add_observation(docker.id, "the CI runs in Docker", task_id="task-1")
    return path


def test_review_lists_what_waits_with_where_it_came_from(db):
    code, out, err = kg_run("-w", "w", "review", db=db)
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0].startswith("5 waiting for review in workspace 'w' (never reviewed)")
    assert "relationship  api -uses-> Docker" in out
    assert "[technology] Docker" in out and "from task task-1" in out
    # The text around the mention extraction found (its task's); not the later note.
    assert "context: Added a workflow that runs pytest against PostgreSQL in Docker" in out
    code, out, _ = kg_run("-w", "w", "review", "--json", db=db)
    data = json.loads(out)
    assert code == 0 and data["count"] == 5 and data["last_review"] is None
    kinds = {(i["kind"], (i.get("entity") or i.get("edge"))["source"]) for i in data["items"]}
    assert kinds == {("entity", "auto"), ("relationship", "agent")}


def test_review_confirm_and_done(db):
    data = json.loads(kg_run("-w", "w", "review", "--json", db=db)[1])
    ids = [i["id"] for i in data["items"] if i["kind"] == "entity"][:2]
    code, out, err = kg_run("-w", "w", "review", "confirm", *ids, db=db)
    assert code == 0, err
    assert out.count("confirmed ") == 2 and "3 still waiting for review" in out
    with kgstore.open(db) as kg:
        assert {kg.workspace("w").get_entity(i).source for i in ids} == {"manual"}
    code, out, _ = kg_run("-w", "w", "review", "done", "--json", db=db)
    assert code == 0 and json.loads(out)["waiting"] == 2  # the relationship leaves; entities stay


def test_review_errors_are_one_line(db):
    assert_usage_error(kg_run("-w", "w", "review", "confirm", db=db), "needs the ids")
    assert_error(kg_run("-w", "w", "review", "confirm", "nope", db=db), "no entity or relationship 'nope'")
    assert_usage_error(kg_run("-w", "w", "review", "list", "x", db=db), "takes no ids")
    assert_usage_error(kg_run("-w", "w", "review", "--limit", "0", db=db), "--limit")


def test_tasks_list_show_and_forget(db):
    code, out, err = kg_run("-w", "w", "tasks", db=db)
    assert code == 0, err
    assert out.startswith("task-1  4 entities, 1 relationship, 1 observation")
    data = json.loads(kg_run("-w", "w", "tasks", "--json", db=db)[1])
    assert data["tasks"][0]["task_id"] == "task-1" and data["tasks"][0]["edges"] == 1
    code, out, _ = kg_run("-w", "w", "tasks", "show", "task-1", db=db)
    assert code == 0 and "relationship  api -uses-> Docker" in out and "(deleted if forgotten)" in out
    assert_usage_error(kg_run("-w", "w", "tasks", "forget", "task-1", db=db), "without --yes")
    code, out, err = kg_run("-w", "w", "tasks", "forget", "task-1", "--yes", db=db)
    assert code == 0, err
    assert "forgot task task-1: 1 observations, 1 relationships, 4 entities deleted" in out
    assert "backup: " in out
    with kgstore.open(db) as kg:
        ws = kg.workspace("w")
        assert len(kg.backups()) == 1
        assert ws.find_entity("technology", "Docker") is None
        assert ws.find_entity("technology", "PostgreSQL") is None
        assert ws.find_entity("service", "api") is not None
    assert_error(kg_run("-w", "w", "tasks", "show", "task-1", db=db), "wrote nothing")
    assert_usage_error(kg_run("-w", "w", "tasks", "forget", db=db), "needs the task id")


def test_a_missing_file_is_an_error_and_is_not_created(tmp_path):
    for command in (["review"], ["tasks"]):
        missing = tmp_path / "typo.db"
        assert_error(kg_run(*command, db=missing), "no knowledge graph at")
        assert not missing.exists()
