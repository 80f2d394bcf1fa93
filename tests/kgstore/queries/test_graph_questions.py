"""Workspace.shortest_path and Workspace.structure: direction, as_of, edge types, bad input."""

from __future__ import annotations

import networkx as nx
import numpy as np
import pytest

import kgstore
from kgstore import GraphPath, NotFoundError, StructureReport, ValidationError

DAY = 86_400_000


@pytest.fixture
def team(ws, clock):
    """Ada -works_on-> parser <-uses- Python; Ada -knew-> Bob (ended 10 days ago) -maintains-> lexer;
    Carol alone."""
    e = {n: ws.upsert_entity(t, n) for t, n in [("person", "Ada"), ("project", "parser"),
                                                 ("technology", "Python"), ("person", "Bob"),
                                                 ("project", "lexer"), ("person", "Carol")]}
    t0 = clock.now - 40 * DAY
    ws.create_edge(e["Ada"].id, e["parser"].id, "works_on", valid_from=t0)
    ws.create_edge(e["Python"].id, e["parser"].id, "uses", valid_from=t0)
    ws.create_edge(e["Ada"].id, e["Bob"].id, "knows", valid_from=t0, valid_to=clock.now - 10 * DAY)
    ws.create_edge(e["Bob"].id, e["lexer"].id, "maintains", valid_from=t0)
    return e


def names(path: GraphPath | None):
    return None if path is None else [x.name for x in path.entities]


def test_undirected_and_directed(ws, team):
    path = ws.shortest_path(team["Ada"].id, team["Python"].id)
    assert names(path) == ["Ada", "parser", "Python"] and path.hops == 2
    assert [e.type for e in path.edges] == ["works_on", "uses"]
    assert path.edges[1].source_id == team["Python"].id             # walked against its direction
    assert ws.shortest_path(team["Ada"].id, team["Python"].id, directed=True) is None
    assert names(ws.shortest_path(team["Python"].id, team["parser"].id, directed=True)) == ["Python", "parser"]
    assert ws.shortest_path(team["Ada"].id, team["Carol"].id) is None   # isolated


def test_as_of_a_path_of_last_month_gone_now(ws, team, clock):
    assert ws.shortest_path(team["Ada"].id, team["lexer"].id) is None
    then = ws.shortest_path(team["Ada"].id, team["lexer"].id, as_of=clock.now - 20 * DAY)
    assert names(then) == ["Ada", "Bob", "lexer"]
    # The window's end is exclusive, its start inclusive (the rule neighbors() uses).
    assert ws.shortest_path(team["Ada"].id, team["Bob"].id, as_of=clock.now - 10 * DAY) is None
    assert ws.shortest_path(team["Ada"].id, team["Bob"].id, as_of=clock.now - 40 * DAY) is not None
    assert ws.shortest_path(team["Ada"].id, team["Bob"].id, as_of=clock.now - 41 * DAY) is None
    iso = "2025-12-12T00:00:00Z"  # clock starts 2026-01-01: 20 days before
    assert names(ws.shortest_path(team["Ada"].id, team["lexer"].id, as_of=iso)) == ["Ada", "Bob", "lexer"]


def test_edge_type_filter(ws, team, clock):
    ada, py = team["Ada"].id, team["Python"].id
    assert ws.shortest_path(ada, py, edge_types=["works_on"]) is None
    assert names(ws.shortest_path(ada, py, edge_types=["works_on", "Uses"])) == ["Ada", "parser", "Python"]
    assert names(ws.shortest_path(ada, py, edge_types="works on")) is None   # one string: one type


def test_same_entity_and_unknown_ids(ws, team):
    same = ws.shortest_path(team["Carol"].id, team["Carol"].id)
    assert names(same) == ["Carol"] and same.edges == []
    with pytest.raises(NotFoundError, match="source entity"):
        ws.shortest_path("nope", team["Carol"].id)
    with pytest.raises(NotFoundError, match="target entity"):
        ws.shortest_path(team["Carol"].id, "nope")


@pytest.mark.parametrize("kwargs", [dict(as_of="yesterday-ish"), dict(directed="yes"), dict(edge_types=[3]),
                                    dict(edge_types=[""]), dict(as_of=True)])
def test_bad_arguments_raise_validation_errors(ws, team, kwargs):
    with pytest.raises(ValidationError):
        ws.shortest_path(team["Ada"].id, team["Python"].id, **kwargs)
    with pytest.raises(ValidationError):
        ws.shortest_path("", team["Python"].id)


def test_other_workspaces_do_not_count(kg, ws, team):
    other = kg.workspace("other")
    x = other.upsert_entity("person", "X")
    with pytest.raises(NotFoundError):
        ws.shortest_path(team["Ada"].id, x.id)


def test_structure_of_the_workspace(ws, team, clock):
    report = ws.structure()
    assert isinstance(report, StructureReport) and len(report.entity_ids) == 6
    assert report.of(team["parser"].id)[0] == 2 and report.of(team["Carol"].id)[0] == 0
    assert report.of("nope") is None
    by = report.by_entity()
    assert sum(p for _, p, _ in by.values()) == pytest.approx(1.0)
    comm = {n: by[e.id][2] for n, e in team.items()}
    assert comm["Ada"] == comm["parser"] == comm["Python"] and comm["Bob"] == comm["lexer"] != comm["Ada"]
    assert len(set(comm.values())) == 3 and comm["Carol"] == 2      # alone: its own, the smallest
    then = ws.structure(as_of=clock.now - 20 * DAY)
    assert then.of(team["Ada"].id)[0] == 2 and then.as_of == clock.now - 20 * DAY
    part = ws.structure(entity_ids=[team["Ada"].id, team["Bob"].id, team["lexer"].id],
                        as_of=clock.now - 20 * DAY)
    assert part.of(team["Ada"].id)[0] == 1 and part.of(team["parser"].id) is None
    with pytest.raises(NotFoundError):
        ws.structure(entity_ids=[team["Ada"].id, "nope"])
    with pytest.raises(ValidationError):
        ws.structure(as_of="soon")


def test_structure_matches_the_array_function_on_karate(ws):
    g = nx.karate_club_graph()
    ids = {v: ws.upsert_entity("person", f"member {v}").id for v in g}
    with ws._kg.transaction():
        for a, b in g.edges:
            ws.create_edge(ids[a], ids[b], "knows")
    report = ws.structure()
    from networkx.algorithms.link_analysis.pagerank_alg import _pagerank_python

    ref = _pagerank_python(g, weight=None, tol=1e-13, max_iter=10_000)
    assert all(abs(report.of(ids[v])[1] - ref[v]) < 1e-6 for v in g)
    assert report.structure.modularity > 0.35
    assert np.array_equal(report.structure.degree, [g.degree(next(v for v in g if ids[v] == e))
                                                     for e in report.entity_ids])
    path = ws.shortest_path(ids[16], ids[26])
    assert path.hops == nx.shortest_path_length(g, 16, 26)


def test_read_only_file_answers(db_path, kg, ws, team):
    kg.close()
    with kgstore.open(db_path, read_only=True) as ro:
        w = ro.workspace(ws.id)
        assert names(w.shortest_path(team["Ada"].id, team["Python"].id)) == ["Ada", "parser", "Python"]
        assert len(w.structure().entity_ids) == 6


@pytest.mark.parametrize("call", [
    lambda ws, a: ws.shortest_path("\ud800", a),
    lambda ws, a: ws.shortest_path(a, 5),
    lambda ws, a: ws.shortest_path(a, a, edge_types=5),
    lambda ws, a: ws.shortest_path(a, a, as_of=10**30),
    lambda ws, a: ws.structure(entity_ids=5),
    lambda ws, a: ws.structure(entity_ids=a),            # one id as a bare string
    lambda ws, a: ws.structure(entity_ids=["\ud800"]),
    lambda ws, a: ws.structure(seed="x"),
    lambda ws, a: ws.structure(as_of=float("nan")),
])
def test_hostile_arguments_raise_kgerror_and_change_nothing(ws, team, call):
    before = ws.stats()
    with pytest.raises(kgstore.KGError):
        call(ws, team["Ada"].id)
    assert ws.stats() == before
