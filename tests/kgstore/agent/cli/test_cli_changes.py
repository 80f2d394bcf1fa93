"""`kg changes --from T1 --to T2`: a table of what changed (or JSON), one-line errors for bad times."""

from __future__ import annotations

import json

import pytest

import kgstore

from cli_helpers import assert_error, assert_usage_error, kg_run  # noqa: E402  (tests/kgstore/agent/cli, on sys.path)

DAY = 86_400_000
DAY0 = 1_767_225_600_000  # 2026-01-01T00:00:00Z


class Clock:
    def __init__(self):
        self.now = DAY0

    def __call__(self):
        return self.now


@pytest.fixture(scope="module")
def db(tmp_path_factory):
    """Day 0: Alice works_at Acme. Day 10: Bob knows Alice, a note on Alice. Day 20: Alice leaves."""
    path = tmp_path_factory.mktemp("changes") / "kg.db"
    clock = Clock()
    with kgstore.open(path, clock=clock) as kg:
        ws = kg.workspace("team")
        alice = ws.upsert_entity("person", "Alice")
        acme = ws.upsert_entity("organization", "Acme")
        works = ws.create_edge(alice.id, acme.id, "works_at")
        clock.now = DAY0 + 10 * DAY
        bob = ws.upsert_entity("person", "Bob")
        ws.create_edge(bob.id, alice.id, "knows")
        ws.add_observation(alice.id, "prefers mornings")
        clock.now = DAY0 + 20 * DAY
        ws.invalidate_edge(works.id)
    return path


def test_the_table_lists_each_change_in_time_order(db):
    code, out, err = kg_run("-w", "team", "changes", "--from", "2026-01-05", "--to", "2026-01-25", db=db)
    assert code == 0, err
    lines = out.splitlines()
    assert "1 relationships opened, 1 closed, 1 entities created, 1 observations added" in lines[0]
    body = [" ".join(line.split()[2:4]) for line in lines[1:]]
    assert body == ["created Bob", "opened Bob", "observed Alice", "closed Alice"]
    assert "Bob [person] -knows-> Alice [person]" in out
    assert "Alice [person] -works_at-> Acme [organization]" in out
    assert "2026-01-21 00:00  closed" in out


def test_json_carries_records_with_names_and_times(db):
    code, out, err = kg_run("-w", "team", "changes", "--from", str(DAY0 + 5 * DAY), "--json", db=db)
    assert code == 0, err
    data = json.loads(out)
    assert data["from"] == DAY0 + 5 * DAY and data["totals"]["edges_closed"] == 1
    closed = data["edges_closed"][0]
    assert (closed["source_name"], closed["type"], closed["valid_to"]) == ("Alice [person]", "works_at",
                                                                         DAY0 + 20 * DAY)
    assert [o["content"] for o in data["observations_added"]] == ["prefers mornings"]
    assert [e["name"] for e in data["entities_created"]] == ["Bob"]


def test_a_quiet_span_says_so(db):
    code, out, _ = kg_run("-w", "team", "changes", "--from", "2026-01-12", "--to", "2026-01-15", db=db)
    assert code == 0 and "0 relationships opened, 0 closed, 0 entities created, 0 observations added" in out
    assert len(out.splitlines()) == 1


@pytest.mark.parametrize("args, fragment", [
    (["--from", "2026-02-01", "--to", "2026-01-01"], "is before --from"),
    (["--from", "last week"], "--from 'last week' is not a valid time"),
    (["--from", "1767225600"], "looks like seconds"),
    (["--to", "2026-01-01"], "required: --from"),
    (["--from", "2026-01-01", "--limit", "0"], "--limit must be from 1 to"),
])
def test_bad_input_is_one_line_and_exit_2(db, args, fragment):
    assert_usage_error(kg_run("-w", "team", "changes", *args, db=db), fragment)


def test_an_unknown_workspace_is_refused(db):
    assert_error(kg_run("-w", "nobody", "changes", "--from", "2026-01-01", db=db), "has no data")
