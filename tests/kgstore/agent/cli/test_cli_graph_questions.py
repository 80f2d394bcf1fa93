"""`kg path` and `kg structure` as a careless user types them: names in any case and spacing,
ambiguous names, missing arguments, bad times, the same entity twice, no path (exit 1)."""

from __future__ import annotations

import json

import pytest

import kgstore

from cli_helpers import assert_error, assert_usage_error, kg_run  # noqa: E402  (tests/kgstore/agent/cli, on sys.path)

DAY = 86_400_000
NOW = 1_796_000_000_000  # 2026-11-29


@pytest.fixture(scope="module")
def team_db(tmp_path_factory):
    """Ada Lovelace -works_on-> parser <-uses- Python; Ada -knew-> Bob (ended 10 days ago)
    -maintains-> lexer; two entities named Mercury; Carol alone."""
    db = tmp_path_factory.mktemp("paths") / "kg.db"
    with kgstore.open(db) as kg:
        ws = kg.workspace("team")
        e = {n: ws.upsert_entity(t, n).id for t, n in [
            ("person", "Ada Lovelace"), ("project", "parser"), ("technology", "Python"), ("person", "Bob"),
            ("project", "lexer"), ("person", "Carol")]}
        e["Mercury planet"] = ws.upsert_entity("concept", "Mercury").id
        e["Mercury project"] = ws.upsert_entity("project", "Mercury").id
        t0 = NOW - 40 * DAY
        ws.create_edge(e["Ada Lovelace"], e["parser"], "works_on", valid_from=t0)
        ws.create_edge(e["Python"], e["parser"], "uses", valid_from=t0)
        ws.create_edge(e["Ada Lovelace"], e["Bob"], "knows", valid_from=t0, valid_to=NOW - 10 * DAY)
        ws.create_edge(e["Bob"], e["lexer"], "maintains", valid_from=t0)
        ws.create_edge(e["Mercury project"], e["parser"], "depends_on", valid_from=t0)
    return db, e


def run(db, *args):
    return kg_run("-w", "team", *args, db=db)


def test_path_by_names_in_any_case_and_spacing(team_db):
    db, e = team_db
    code, out, err = run(db, "path", "  ada   LOVELACE ", "python")
    lines = out.splitlines()
    assert code == 0 and err == ""
    assert lines[0].startswith("Ada Lovelace \u2014works_on\u2192 parser \u2190uses\u2014 Python    (2 hops, as of ")
    assert len(lines) == 3
    assert lines[1].split()[:6] == ["1", "Ada", "Lovelace", "[person]", "-works_on->", "parser"]
    assert "<-uses-" in lines[2] and ".. now" in lines[2]
    code, out, _ = run(db, "path", e["Ada Lovelace"], "Python", "--json")
    data = json.loads(out)
    assert code == 0 and data["path"]["hops"] == 2
    assert [x["name"] for x in data["path"]["entities"]] == ["Ada Lovelace", "parser", "Python"]
    assert [x["direction"] for x in data["path"]["edges"]] == ["forward", "backward"]
    assert data["path"]["edges"][1]["source_entity_id"] == e["Python"]


def test_no_path_is_exit_1_on_stdout(team_db):
    db, _ = team_db
    code, out, err = run(db, "path", "Ada Lovelace", "Python", "--directed")
    assert code == 1 and err == "" and out.startswith("no path between Ada Lovelace [person] and Python")
    assert "following relationships' direction as of" in out
    code, out, _ = run(db, "path", "Ada Lovelace", "Carol", "--json")
    data = json.loads(out)
    assert code == 1 and data["path"] is None and "no path between" in data["reason"]


def test_as_of_and_bad_times(team_db):
    db, _ = team_db
    assert run(db, "path", "Ada Lovelace", "lexer")[0] == 1                     # Ada and Bob parted
    code, out, _ = run(db, "path", "Ada Lovelace", "lexer", "--as-of", str(NOW - 20 * DAY))
    assert code == 0 and "\u2014knows\u2192 Bob \u2014maintains\u2192 lexer" in out
    code, out, _ = run(db, "path", "Ada Lovelace", "lexer", "--as-of", "2026-11-01")
    assert code == 0 and "2 hops, as of 2026-11-01 00:00 UTC" in out
    assert_usage_error(run(db, "path", "Ada Lovelace", "lexer", "--as-of", "last month"), "--as-of")
    assert_usage_error(run(db, "path", "Ada Lovelace", "lexer", "--as-of", "1796000000"), "--as-of")  # seconds
    assert_usage_error(run(db, "path", "Ada Lovelace", "lexer", "--as-of"), "expected one argument")


def test_edge_type_filter_repeatable(team_db):
    db, _ = team_db
    assert run(db, "path", "Ada Lovelace", "Python", "--type", "works_on")[0] == 1
    code, out, _ = run(db, "path", "Ada Lovelace", "Python", "--type", "works on", "--edge-type", "USES")
    assert code == 0 and "(2 hops over uses, works_on, as of " in out
    assert_usage_error(run(db, "path", "Ada Lovelace", "Python", "--type", " "), "edge type")


def test_same_entity_twice(team_db):
    db, e = team_db
    code, out, _ = run(db, "path", "carol", "Carol")
    assert code == 0 and out.startswith("Carol    (0 hops, as of ") and len(out.splitlines()) == 1
    code, out, _ = run(db, "path", "Carol", e["Carol"], "--json")
    assert code == 0 and json.loads(out)["path"]["edges"] == []


def test_careless_entity_references(team_db):
    db, e = team_db
    assert_usage_error(run(db, "path", "Ada Lovelace"), "the following arguments are required: B")
    assert_usage_error(run(db, "path"), "the following arguments are required: A, B")
    assert_usage_error(run(db, "path", "Ada Lovelace", "Ada Lovelace", "extra"), "unrecognized arguments: extra")
    assert_error(run(db, "path", "Ada Lovelace", "Nobody"), "no entity with id or name 'Nobody'")
    assert_error(run(db, "path", "", "Python"), "no entity with id or name ''")
    code, out, err = run(db, "path", "mercury", "Python")
    assert_error((code, out, err), "'mercury' names 2 entities")
    assert e["Mercury planet"] in err and e["Mercury project"] in err and "[concept]" in err and "[project]" in err
    code, out, _ = run(db, "path", e["Mercury project"], "Python")
    assert code == 0 and "Mercury \u2014depends_on\u2192 parser \u2190uses\u2014 Python" in out
    assert_error(kg_run("-w", "nowhere", "path", "a", "b", db=db), "has no data")


def test_structure_text_and_json(team_db):
    db, e = team_db
    code, out, err = run(db, "structure", "--top", "3")
    lines = out.splitlines()
    assert code == 0 and err == ""
    assert lines[0].startswith("workspace 'team' as of ") and "8 entities" in lines[0]
    assert lines[1] == "Most central (PageRank):" and "parser [project]" in lines[2]
    assert "Communities (largest first):" in lines
    code, out, _ = run(db, "structure", "--json", "--top", "2", "--as-of", str(NOW - 20 * DAY))
    data = json.loads(out)
    assert code == 0 and data["entities"] == 8 and len(data["top"]) == 2 and data["as_of"] == NOW - 20 * DAY
    assert sum(c["size"] for c in data["community_sizes"]) <= 8
    assert {"id", "name", "type", "degree", "pagerank", "community"} <= set(data["top"][0])
    assert_usage_error(run(db, "structure", "--top", "0"), "--top must be from 1 to 1000")
    assert_usage_error(run(db, "structure", "--top", "many"), "invalid int value")
    assert_usage_error(run(db, "structure", "--as-of", "yesterday"), "--as-of")
