"""Neighbours and subgraphs: BFS levels, filters, as-of, caps, and no N+1 queries."""

from __future__ import annotations

import networkx as nx
import pytest

import kgstore

DAY = 86_400_000
T0 = 1_767_225_600_000


@pytest.fixture
def chain(ws):
    """a -> b -> c -> d -> e, plus x -> a (incoming), and a closed a -> old edge."""
    ents = {n: ws.upsert_entity("service", n) for n in "abcdex"}
    ents["old"] = ws.upsert_entity("service", "old")
    for s, t in ["ab", "bc", "cd", "de", "xa"]:
        ws.create_edge(ents[s].id, ents[t].id, "depends_on", valid_from=T0 - 10 * DAY)
    ws.create_edge(ents["a"].id, ents["old"].id, "uses", valid_from=T0 - 10 * DAY, valid_to=T0 - 5 * DAY)
    return ents


def by_name(result):
    return {n.entity.name: (n.depth, n.direction) for n in result}


def test_depths_and_directions(ws, chain):
    assert by_name(ws.neighbors(chain["a"].id)) == {"b": (1, "outgoing"), "x": (1, "incoming")}
    assert by_name(ws.neighbors(chain["a"].id, depth=3)) == {
        "b": (1, "outgoing"), "x": (1, "incoming"), "c": (2, "outgoing"), "d": (3, "outgoing")}
    assert set(by_name(ws.neighbors(chain["a"].id, depth=9))) == {"b", "x", "c", "d"}  # clamped to 3
    n = ws.neighbors(chain["a"].id)[0]
    assert n.edge.type == "depends_on" and chain["a"].id in (n.edge.source_id, n.edge.target_id)


def test_default_is_now_and_history_and_as_of(ws, chain):
    assert "old" not in by_name(ws.neighbors(chain["a"].id))
    assert "old" in by_name(ws.neighbors(chain["a"].id, include_history=True))
    assert by_name(ws.neighbors(chain["a"].id, as_of=T0 - 7 * DAY))["old"] == (1, "outgoing")
    assert ws.neighbors(chain["a"].id, as_of=T0 - 11 * DAY) == []


def test_edge_type_filter_is_normalised(ws, chain):
    assert set(by_name(ws.neighbors(chain["a"].id, edge_types=["USES"], include_history=True))) == {"old"}
    assert set(by_name(ws.neighbors(chain["a"].id, edge_types="Depends On"))) == {"b", "x"}


def test_neighbour_edges_are_the_stored_records(ws):
    """Levels read a slimmer column list than get_edge; the records must come out the same."""
    a = ws.upsert_entity("service", "a")
    others = [ws.upsert_entity("service", f"n{i}") for i in range(4)]
    made = [
        ws.create_edge(a.id, others[0].id, "uses"),
        ws.create_edge(a.id, others[1].id, "uses", properties={"weight": 2, "note": "x"}, confidence=0.4),
        ws.create_edge(others[2].id, a.id, "depends_on", task_id="task-7", source="auto"),
        ws.create_edge(a.id, others[3].id, "owns", valid_from=1_700_000_000_000, valid_to=1_700_000_100_000),
    ]
    got = {n.edge.id: n.edge for n in ws.neighbors(a.id, include_history=True)}
    assert got == {e.id: ws.get_edge(e.id) for e in made}
    assert got[made[1].id].properties == {"weight": 2, "note": "x"} and got[made[1].id].confidence == 0.4
    assert got[made[0].id].properties == {} and got[made[0].id].workspace_id == ws.id


def test_unknown_start_is_an_error(ws):
    with pytest.raises(kgstore.NotFoundError):
        ws.neighbors("missing")
    with pytest.raises(kgstore.ValidationError):
        ws.neighbors("missing", depth="2")  # type: ignore[arg-type]


def test_neighbors_match_networkx_bfs_on_a_random_graph(ws):
    g = nx.gnm_random_graph(300, 700, seed=7, directed=True)
    ids = [ws.upsert_entity("concept", f"n{i}").id for i in g.nodes]
    for s, t in g.edges:
        ws.create_edge(ids[s], ids[t], "related_to")
    undirected = g.to_undirected()
    for start in (0, 5, 17, 99):
        expected = nx.single_source_shortest_path_length(undirected, start, cutoff=2)
        expected.pop(start)
        got = {int(n.entity.name[1:]): n.depth for n in ws.neighbors(ids[start], depth=2)}
        if len(expected) <= 200:
            assert got == expected


def test_neighbor_cap_keeps_closest_first(ws):
    hub = ws.upsert_entity("concept", "hub")
    ring = [ws.upsert_entity("concept", f"r{i}") for i in range(150)]
    for r in ring:
        ws.create_edge(hub.id, r.id, "related_to")
        leaf = ws.upsert_entity("concept", f"leaf-of-{r.name}")
        ws.create_edge(r.id, leaf.id, "related_to")
    result = ws.neighbors(hub.id, depth=2)
    assert len(result) == 200
    assert sum(1 for n in result if n.depth == 1) == 150
    assert result == ws.neighbors(hub.id, depth=2)  # deterministic


def statements_of(kg, fn) -> list[str]:
    """The SQL statements `fn` runs on the store's connection."""
    statements = []
    kg._db.conn.set_trace_callback(statements.append)
    try:
        fn()
    finally:
        kg._db.conn.set_trace_callback(None)
    return statements


def count_statements(kg, fn):
    return len(statements_of(kg, fn))


def test_no_query_per_neighbour(kg, ws):
    hub_small = ws.upsert_entity("concept", "small")
    hub_big = ws.upsert_entity("concept", "big")
    for i in range(3):
        ws.create_edge(hub_small.id, ws.upsert_entity("concept", f"s{i}").id, "related_to")
    for i in range(120):
        ws.create_edge(hub_big.id, ws.upsert_entity("concept", f"b{i}").id, "related_to")
    small = count_statements(kg, lambda: ws.neighbors(hub_small.id, depth=1))
    big = count_statements(kg, lambda: ws.neighbors(hub_big.id, depth=1))
    assert big <= small + 4  # a few chunked level queries at most, never one per neighbour


def test_subgraph_edges_between_given_entities(ws, chain):
    ids = [chain[n].id for n in "abc"] + [chain["old"].id]
    sub = ws.subgraph(ids)
    assert [e.name for e in sub.entities] == ["a", "b", "c", "old"]
    assert {(e.source_id, e.target_id) for e in sub.edges} == {
        (chain["a"].id, chain["b"].id), (chain["b"].id, chain["c"].id)}
    past = ws.subgraph(ids, as_of=T0 - 7 * DAY)
    assert len(past.edges) == 3
    assert len(ws.subgraph(ids, include_history=True).edges) == 3
    assert ws.subgraph(["missing"]).entities == []
    with pytest.raises(kgstore.ValidationError):
        ws.subgraph("a-string-is-not-a-list")


def test_subgraph_caps(ws):
    ents = [ws.upsert_entity("concept", f"c{i}") for i in range(120)]
    sub = ws.subgraph([e.id for e in ents])
    assert len(sub.entities) == 100


def test_history_returns_every_edge_that_reaches_a_neighbour_current_first(ws, clock):
    """An ended relationship and a current one to the same entity: history shows both, so an
    agent learns the relationship ended and that it holds again."""
    a, b, c, d = (ws.upsert_entity("service", n) for n in "abcd")
    ended = ws.create_edge(a.id, b.id, "depends_on", valid_from=T0 - 10 * DAY, valid_to=T0 - 5 * DAY)
    current = ws.create_edge(a.id, b.id, "depends_on", valid_from=T0 - 2 * DAY)
    back = ws.create_edge(b.id, a.id, "owns", valid_from=T0 - 20 * DAY, valid_to=T0 - 15 * DAY)
    to_c = ws.create_edge(b.id, c.id, "uses", valid_from=T0 - 3 * DAY)
    a_to_d = ws.create_edge(a.id, d.id, "uses", valid_from=T0 - 3 * DAY)
    d_to_c = ws.create_edge(c.id, d.id, "uses", valid_from=T0 - 9 * DAY, valid_to=T0 - 8 * DAY)
    ws.create_edge(b.id, d.id, "uses", valid_from=T0 - 9 * DAY)  # d to b: same depth, not a step

    # The default view is unchanged: each neighbour once, by its current edge.
    assert sorted((n.entity.name, n.edge.id) for n in ws.neighbors(a.id)) == [("b", current.id), ("d", a_to_d.id)]

    got = ws.neighbors(a.id, depth=2, include_history=True)
    of_b = [(n.edge.id, n.direction, n.depth) for n in got if n.entity.name == "b"]
    assert of_b[0] == (current.id, "outgoing", 1)  # the current edge first
    assert sorted(of_b[1:]) == sorted([(ended.id, "outgoing", 1), (back.id, "incoming", 1)])
    # c is two hops away, through b and through d: both edges, at depth 2; the b-d edge joins
    # two depth-1 entities and reaches nobody.
    of_c = {(n.edge.id, n.direction, n.depth) for n in got if n.entity.name == "c"}
    assert of_c == {(to_c.id, "outgoing", 2), (d_to_c.id, "incoming", 2)}
    assert [n.entity.name for n in got].count("d") == 1
    assert len(got) == 6


def test_history_cap_counts_entities_not_edges(ws):
    hub = ws.upsert_entity("service", "hub")
    for i in range(230):
        leaf = ws.upsert_entity("service", f"leaf{i:03d}")
        ws.create_edge(hub.id, leaf.id, "uses", valid_from=T0 - 10 * DAY, valid_to=T0 - 5 * DAY)
        ws.create_edge(hub.id, leaf.id, "uses", valid_from=T0 - 2 * DAY)
    got = ws.neighbors(hub.id, include_history=True)
    assert len({n.entity.id for n in got}) == 200 and len(got) == 400
    assert all(got[k].edge.valid_to is None and got[k + 1].edge.valid_to is not None
               for k in range(0, 400, 2))
    assert len(ws.neighbors(hub.id)) == 200  # default: one per entity


def test_a_level_is_ordered_by_start_time_then_edge_id(ws):
    """Within a level, neighbours come by (near end, valid_from, edge id) whatever order they
    were written in or stored in: the order that decides who survives the cap."""
    hub = ws.upsert_entity("service", "hub")
    made = []
    for i in range(12):
        other = ws.upsert_entity("service", f"o{i:02d}")
        # Written latest-first; every third shares one start time (the edge id decides those).
        start = T0 - DAY if i % 3 == 0 else T0 - (20 - i) * DAY
        if i % 2:
            made.append(ws.create_edge(other.id, hub.id, "uses", valid_from=start))
        else:
            made.append(ws.create_edge(hub.id, other.id, "uses", valid_from=start))
    got = ws.neighbors(hub.id)
    assert [n.edge.id for n in got] == [e.id for e in sorted(made, key=lambda e: (e.valid_from, e.id))]
    assert [n.direction for n in got] == [
        "incoming" if e.target_id == hub.id else "outgoing"
        for e in sorted(made, key=lambda e: (e.valid_from, e.id))]


def test_a_level_orders_edges_that_ended_by_start_time_too(ws, clock):
    """As of a past moment every edge has an end: the order is still by start time."""
    hub = ws.upsert_entity("service", "hub")
    made = [ws.create_edge(hub.id, ws.upsert_entity("service", f"o{i}").id, "uses",
                           valid_from=T0 - (30 - i) * DAY, valid_to=T0 - i * DAY) for i in range(8)]
    got = ws.neighbors(hub.id, as_of=T0 - 10 * DAY)
    assert [n.edge.id for n in got] == [e.id for e in made]


def test_the_cap_keeps_the_neighbours_of_the_lowest_ids_first(ws):
    """At a level the cap cuts, the frontier is read in id order: the survivors are the
    neighbours of the lowest-id entities of the level before, in that order."""
    import random

    hub = ws.upsert_entity("concept", "hub")
    rng = random.Random(26)
    starts = list(range(150))
    rng.shuffle(starts)
    leaf_of = {}
    for i in range(150):
        ring = ws.upsert_entity("concept", f"r{i:03d}")
        ws.create_edge(hub.id, ring.id, "related_to", valid_from=T0 - DAY)
        leaf = ws.upsert_entity("concept", f"leaf{i:03d}")
        when = T0 - (200 - starts[i]) * DAY
        if i % 2:  # both directions: the near end is the target of an incoming edge
            ws.create_edge(leaf.id, ring.id, "related_to", valid_from=when)
        else:
            ws.create_edge(ring.id, leaf.id, "related_to", valid_from=when)
        leaf_of[ring.id] = leaf.id
    got = ws.neighbors(hub.id, depth=2)
    assert len(got) == 200
    second = [n.entity.id for n in got if n.depth == 2]
    assert second == [leaf_of[r] for r in sorted(leaf_of)][:50]


def test_a_wide_level_is_read_in_growing_chunks(kg, ws):
    """150 entities at depth 1: depth 2 reads them in a handful of growing chunks (8, 16, 32 ...),
    not one fixed-size chunk after another."""
    hub = ws.upsert_entity("concept", "hub")
    for i in range(150):
        ws.create_edge(hub.id, ws.upsert_entity("concept", f"r{i:03d}").id, "related_to")
    one = count_statements(kg, lambda: ws.neighbors(hub.id, depth=1))
    two = count_statements(kg, lambda: ws.neighbors(hub.id, depth=2))
    assert two - one <= 6  # 8 + 16 + 32 + 64 + 30: five reads; fixed chunks of 8 would be 19


def test_subgraph_keeps_the_first_100_entities_given_and_the_earliest_1000_edges(ws):
    entities = [{"type": "concept", "name": f"c{i:03d}"} for i in range(110)]
    # 1,001 edges among the first 40 entities, each starting at its own time, written in an
    # order that is neither their start order nor their id order.
    pairs = [(s, t) for s in range(40) for t in range(40) if s != t][:1001]
    order = list(range(1001))
    order.reverse()
    edges = [{"source": s, "target": t, "type": "related_to", "valid_from": T0 - (2000 - order[k]) * 1000}
             for k, (s, t) in enumerate(pairs)]
    ws.bulk_import(entities, edges)
    # Given out of name order; the first 100 hold the 40 with edges, the last 10 are cut.
    given = [ws.find_entity("concept", f"c{i:03d}").id for i in [*reversed(range(40)), *reversed(range(40, 110))]]
    sub = ws.subgraph(given)
    assert [e.id for e in sub.entities] == given[:100]
    assert len(sub.edges) == 1000
    starts = [e.valid_from for e in sub.edges]
    assert starts == sorted(starts)
    every = sorted(T0 - (2000 - o) * 1000 for o in order)
    assert starts == every[:1000]  # the latest-starting edge is the one left out


def test_another_workspaces_entities_are_never_returned(kg, ws):
    other = kg.workspace("other")
    theirs = [other.upsert_entity("concept", f"t{i}") for i in range(3)]  # kept in the record cache
    other.create_edge(theirs[0].id, theirs[1].id, "uses")
    assert ws.subgraph([e.id for e in theirs]) == kgstore.Subgraph(entities=[], edges=[])
    with pytest.raises(kgstore.NotFoundError):
        ws.neighbors(theirs[0].id)
    assert [n.entity.id for n in other.neighbors(theirs[0].id)] == [theirs[1].id]


def test_entities_not_kept_in_memory_are_read_from_the_file(kg, ws, chain):
    expected = {n: ws.get_entity(chain[n].id) for n in "abcx"}
    kg._records.clear()
    assert {n.entity.name: n.entity for n in ws.neighbors(chain["a"].id, depth=2)} == {
        n: expected[n] for n in "bcx"}
    kg._records.clear()
    assert ws.subgraph([chain[n].id for n in "abc"]).entities == [expected[n] for n in "abc"]


def test_values_another_program_wrote_read_as_get_edge_reads_them(kg, ws):
    """A level row is read by a faster path than get_edge; any column holding what another
    program wrote (text for a number, a JSON array for properties) must take the slow path."""
    a = ws.upsert_entity("service", "a")
    foreign = {"confidence": "'high'", "created_at": "'yesterday'", "valid_from": "'2026-01-01'",
               "valid_to": "'soon'", "properties": "'[1]'"}
    edges = {}
    for column, value in foreign.items():
        edge = ws.create_edge(a.id, ws.upsert_entity("service", column).id, "uses", valid_from=T0 - DAY)
        with kg._db.write() as conn:
            conn.execute(f"UPDATE kg_edges SET {column} = {value} WHERE id = ?", (edge.id,))
        edges[edge.id] = column
    kg._records.clear()
    got = {n.edge.id: n.edge for n in ws.neighbors(a.id, include_history=True)}
    assert set(got) == set(edges)
    for eid, edge in got.items():
        assert edge == ws.get_edge(eid), edges[eid]
    by_column = {edges[eid]: edge for eid, edge in got.items()}
    assert by_column["confidence"].confidence is None  # unreadable: said so, not passed on as text
    assert by_column["properties"].properties == {}
    assert all(isinstance(e.created_at, int) and isinstance(e.valid_from, int) for e in got.values())


def test_a_start_time_written_as_text_sorts_last_at_the_cap(kg, ws):
    """Another program may write valid_from as text: the level is still ordered (numbers first),
    so with history the cap leaves that one out, not an arbitrary one."""
    hub = ws.upsert_entity("service", "hub")
    made = [ws.create_edge(hub.id, ws.upsert_entity("service", f"o{i:03d}").id, "uses",
                           valid_from=T0 - (300 - i) * 1000) for i in range(201)]
    odd = made[100]
    with kg._db.write() as conn:
        conn.execute("UPDATE kg_edges SET valid_from = '2026-01-01' WHERE id = ?", (odd.id,))
    got = ws.neighbors(hub.id, include_history=True)
    assert len(got) == 200
    assert {n.edge.id for n in got} == {e.id for e in made} - {odd.id}


def test_history_orders_the_edges_into_an_entity_by_their_near_end_first(ws):
    """d is two hops away through b and through c: its edges come by near end (b or c, by id),
    then start time, whichever started first."""
    a = ws.upsert_entity("service", "a")
    b, c = sorted((ws.upsert_entity("service", n) for n in "bc"), key=lambda e: e.id)
    d = ws.upsert_entity("service", "d")
    ws.create_edge(a.id, b.id, "uses", valid_from=T0 - 9 * DAY)
    ws.create_edge(a.id, c.id, "uses", valid_from=T0 - 9 * DAY)
    from_low = ws.create_edge(b.id, d.id, "uses", valid_from=T0 - 2 * DAY)  # lower-id near end, later
    from_high = ws.create_edge(c.id, d.id, "uses", valid_from=T0 - 5 * DAY)
    got = [n.edge.id for n in ws.neighbors(a.id, depth=2, include_history=True) if n.entity.id == d.id]
    assert got == [from_low.id, from_high.id]


# -- rules a whole-module mutation run found unguarded ------------------------------------------

def test_a_depth_under_one_reads_as_one(ws, chain):
    one = by_name(ws.neighbors(chain["a"].id, depth=1))
    assert by_name(ws.neighbors(chain["a"].id, depth=0)) == one
    assert by_name(ws.neighbors(chain["a"].id, depth=-4)) == one


def test_an_empty_edge_type_list_filters_nothing(ws, chain):
    assert by_name(ws.neighbors(chain["a"].id, edge_types=[], depth=2)) == by_name(
        ws.neighbors(chain["a"].id, depth=2))


def test_two_current_relationships_to_one_neighbour_give_it_once_without_history(ws):
    hub = ws.upsert_entity("service", "hub")
    other = ws.upsert_entity("service", "other")
    ws.create_edge(hub.id, other.id, "uses", valid_from=T0 - 2 * DAY)
    ws.create_edge(other.id, hub.id, "depends_on", valid_from=T0 - DAY)
    assert [n.entity.name for n in ws.neighbors(hub.id)] == ["other"]
    assert [n.entity.name for n in ws.neighbors(hub.id, as_of=T0 - DAY)] == ["other"]
    assert len(ws.neighbors(hub.id, include_history=True)) == 2  # one per relationship with history


def test_a_level_is_ordered_by_start_then_id_also_when_a_start_is_stored_as_text(kg, ws):
    """Within a level the BFS takes edges by (near end, valid_from, edge id): that order decides
    who survives the 200 cap. Another program may store a time as text; the order stays."""
    hub = ws.upsert_entity("service", "hub")
    # in and out alternate by start; eight more share one start (then the edge id decides)
    starts = [T0 - 6 * DAY, T0 - 5 * DAY, T0 - 4 * DAY, T0 - 3 * DAY, T0 - 2 * DAY, T0 - 1 * DAY] + [T0 - 8 * DAY] * 8
    made = []
    for i, start in enumerate(starts):
        other = ws.upsert_entity("service", f"n{i}")
        if i % 2:
            made.append(ws.create_edge(hub.id, other.id, "uses", valid_from=start))
        else:
            made.append(ws.create_edge(other.id, hub.id, "depends_on", valid_from=start))
    expected = [e.id for e in sorted(made, key=lambda e: (e.valid_from, e.id))]
    assert [n.edge.id for n in ws.neighbors(hub.id)] == expected
    assert [n.edge.id for n in ws.neighbors(hub.id, include_history=True)] == expected
    with kg.transaction() as conn:  # a start that is no number sorts after every number
        conn.execute("UPDATE kg_edges SET valid_from = 'last spring' WHERE id = ?", (made[2].id,))
    expected.remove(made[2].id)
    assert [n.edge.id for n in ws.neighbors(hub.id, include_history=True)] == [*expected, made[2].id]


def test_with_history_a_neighbours_relationships_are_current_first_then_by_start(ws):
    """Every relationship that reaches a neighbour from the level before, current ones first,
    then by start, whichever way each points (the near end of all of them is the hub)."""
    names = [ws.upsert_entity("service", f"e{i}") for i in range(8)]
    hub = min(names, key=lambda e: e.id)  # every other id sorts after the hub's
    for other in (e for e in names if e is not hub):
        later_out = ws.create_edge(hub.id, other.id, "uses", valid_from=T0 - 2 * DAY)
        earlier_in = ws.create_edge(other.id, hub.id, "depends_on", valid_from=T0 - 3 * DAY)
        closed = ws.create_edge(other.id, hub.id, "owns", valid_from=T0 - 9 * DAY, valid_to=T0 - 8 * DAY)
        got = [n.edge.id for n in ws.neighbors(hub.id, include_history=True) if n.entity.id == other.id]
        assert got == [earlier_in.id, later_out.id, closed.id]


def test_a_record_kept_for_another_workspace_is_not_handed_out_here(kg):
    mine, theirs = kg.workspace("mine"), kg.workspace("theirs")
    here = mine.upsert_entity("service", "here")
    there = theirs.upsert_entity("service", "there")
    assert theirs.subgraph([there.id]).entities  # now kept in the store's record map
    assert mine.subgraph([there.id, here.id]).entities == [mine.get_entity(here.id)]
    assert [e.name for e in theirs.subgraph([there.id]).entities] == ["there"]


def test_a_neighbourhood_read_again_reads_no_entity_rows(kg, ws):
    hub = ws.upsert_entity("service", "hub")
    for i in range(12):
        ws.create_edge(hub.id, ws.upsert_entity("service", f"s{i}").id, "uses")
    first = ws.neighbors(hub.id)
    again = []
    statements = statements_of(kg, lambda: again.extend(ws.neighbors(hub.id)))
    assert again == first
    assert not [s for s in statements if "FROM kg_entities e WHERE e.id IN" in s]


def test_the_record_map_counts_each_records_name_description_and_properties(kg, ws):
    """Its budget is an estimate of memory: long names, descriptions and properties fill it sooner
    (a record counted by the wrong columns would let it grow without limit)."""
    from kgstore.storage.record_cache import RECORD_OVERHEAD_BYTES

    ids = [ws.upsert_entity("service", f"{i:03d}" + "n" * 497, description="d" * 4000,
                            properties={"k": "p" * 2000}).id for i in range(30)]
    with kg.transaction() as conn:
        sizes = {r[0]: len(r[1]) + len(r[2]) + len(r[3]) for r in conn.execute(
            "SELECT id, name, description, properties FROM kg_entities")}
    cost = RECORD_OVERHEAD_BYTES + sizes[ids[0]]
    assert all(s == sizes[ids[0]] for s in sizes.values())
    kg._records.clear()
    kg._records.max_bytes = 7 * cost + cost // 2
    ws.subgraph(ids)
    assert len(kg._records.entities) == 8  # it takes records while under its budget
