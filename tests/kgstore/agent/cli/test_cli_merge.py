"""`kg merge A B` and `kg duplicates`, run as a subprocess (issue #21, item 2)."""

from __future__ import annotations

import json

import pytest

import kgstore

from cli_helpers import assert_error, assert_usage_error, kg_run  # noqa: E402  (tests/kgstore/agent/cli, on sys.path)


@pytest.fixture
def db(tmp_path):
    path = tmp_path / "kg.db"
    with kgstore.open(path) as kg:
        ws = kg.workspace("t")
        pg = ws.upsert_entity("technology", "PostgreSQL", description="Relational database", source="manual")
        other = ws.upsert_entity("technology", "Postgres", source="auto")
        api = ws.upsert_entity("project", "Billing API")
        ws.upsert_entity("project", "Postgres")  # the same name, another type
        ws.create_edge(api.id, other.id, "uses")
        ws.add_observation(other.id, "listens on port 5432")
        assert pg.id
    return path


def names(path) -> set[tuple[str, str]]:
    with kgstore.open(path) as kg:
        return {(e.type, e.name) for e in kg.workspace("t").entities()}


def test_merge_by_name_prints_what_moved_and_the_backup(db):
    code, out, err = kg_run("-w", "t", "merge", "PostgreSQL", "Postgres", "--type", "technology", db=db)
    assert code == 0, err
    assert "merged 'Postgres' [technology]" in out and "into 'PostgreSQL' [technology]" in out
    assert "1 relationship, 1 observation moved" in out and "backup: " in out and "merge" in out
    assert ("technology", "Postgres") not in names(db) and ("project", "Postgres") in names(db)
    with kgstore.open(db) as kg:
        ws = kg.workspace("t")
        kept = ws.find_entity("technology", "PostgreSQL")
        assert [o.content for o in ws.observations(kept.id)] == ["listens on port 5432"]
        assert len(kg.backups()) == 1


def test_dry_run_changes_nothing(db):
    before = names(db)
    code, out, err = kg_run("-w", "t", "merge", "PostgreSQL", "Postgres", "--type", "technology", "--dry-run",
                            "--json", db=db)
    assert code == 0, err
    data = json.loads(out)
    assert data["dry_run"] is True and data["edges_moved"] == 1 and data["observations_moved"] == 1
    assert data["kept"]["name"] == "PostgreSQL" and data["removed"]["name"] == "Postgres"
    assert names(db) == before
    with kgstore.open(db) as kg:
        assert kg.backups() == []


def test_merge_by_ids(db):
    with kgstore.open(db) as kg:
        ws = kg.workspace("t")
        a, b = ws.find_entity("technology", "PostgreSQL").id, ws.find_entity("technology", "Postgres").id
    code, out, err = kg_run("-w", "t", "merge", a, b, "--no-backup", db=db)
    assert code == 0 and "backup:" not in out, err
    assert ("technology", "Postgres") not in names(db)


def test_an_ambiguous_name_asks_for_the_type(db):
    assert_error(kg_run("-w", "t", "merge", "PostgreSQL", "Postgres", db=db), "names 2 entities")


@pytest.mark.parametrize("args, fragment", [
    (["PostgreSQL", "PostgreSQL"], "cannot merge an entity with itself"),
    (["PostgreSQL", "Billing API"], "only entities of the same type can be merged"),
    (["PostgreSQL", "MySQL"], "no entity with id or name 'MySQL'"),
])
def test_refusals_are_one_line_and_change_nothing(db, args, fragment):
    before = names(db)
    assert_error(kg_run("-w", "t", "merge", *args, db=db), fragment)
    assert names(db) == before


def test_merge_in_a_missing_file_is_an_error(tmp_path):
    missing = tmp_path / "none.db"
    assert_error(kg_run("merge", "a", "b", db=missing), "no knowledge graph at")
    assert not missing.exists()


def test_duplicates_lists_pairs_with_reasons_and_merges_nothing(db):
    with kgstore.open(db) as kg:
        ws = kg.workspace("t")
        ws.upsert_entity("concept", "auth service")
        ws.upsert_entity("concept", "auth-service")
        ws.upsert_entity("technology", "Java")
        ws.upsert_entity("technology", "JavaScript")
    before = names(db)
    code, out, err = kg_run("-w", "t", "duplicates", db=db)
    assert code == 0, err
    assert "known alias: Postgres = PostgreSQL" in out
    assert "same name but for case, spaces, punctuation" in out and "'auth service'" in out
    assert "JavaScript" not in out and "kg merge " in out
    code, out, _ = kg_run("-w", "t", "duplicates", "--json", "--limit", "1", db=db)
    data = json.loads(out)
    assert data["count"] == 1 and data["pairs"][0]["reason"].startswith("known alias")
    assert names(db) == before
    assert_usage_error(kg_run("-w", "t", "duplicates", "--limit", "0", db=db), "--limit must be from 1 to 1000")


def test_duplicates_in_a_workspace_without_data_is_an_error(db):
    # As for the other reading commands: a misspelt workspace is not an empty list.
    assert_error(kg_run("-w", "t2", "duplicates", db=db), "workspace 't2' has no data")
