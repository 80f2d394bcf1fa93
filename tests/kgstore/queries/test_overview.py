"""The capped overview: best-connected entities and the edges among a chosen set."""

from __future__ import annotations

import random

import pytest

import kgstore

T0 = 1_767_225_600_000
DAY = 86_400_000


@pytest.fixture
def graph(tmp_path, clock):
    """A random workspace with degree ties, closed edges, mixed confidences and casings, plus
    another workspace whose edges must not count."""
    kg = kgstore.open(tmp_path / "o.db", clock=clock)
    ws = kg.workspace("ws")
    rng = random.Random(5)
    ids = [ws.upsert_entity("concept", rng.choice(["alpha", "Beta", "gamma", "DELTA"]) + f" {i}",
                            confidence=rng.choice([0.5, 0.85, 1.0])).id for i in range(60)]
    for k in range(150):
        s, t = rng.sample(ids, 2)
        start = T0 + rng.randrange(100) * DAY
        end = start + DAY if rng.random() < 0.3 else None
        try:
            ws.create_edge(s, t, rng.choice(["uses", "part_of"]), valid_from=start, valid_to=end)
        except kgstore.ConflictError:
            pass  # an overlapping window of the same relation: skipped, as an agent would be told
    other = kg.workspace("other")
    o1, o2 = other.upsert_entity("concept", "x").id, other.upsert_entity("concept", "y").id
    other.create_edge(o1, o2, "uses")
    yield kg, ws
    kg.close()


def brute_ranking(ws):
    degree = {}
    for edge in ws.edges(include_history=True):
        for end in (edge.source_id, edge.target_id):
            degree[end] = degree.get(end, 0) + 1
    return sorted(ws.entities(), key=lambda e: (-degree.get(e.id, 0), -e.confidence, e.name.lower(), e.id))


@pytest.mark.parametrize("limit", [0, 1, 7, 59, 60, 500])
def test_best_connected_ranks_like_counting_every_edge(graph, limit):
    _, ws = graph
    assert ws.best_connected(limit) == brute_ranking(ws)[:limit]


def test_edges_among_equals_filtering_every_edge(graph):
    _, ws = graph
    chosen = [e.id for e in brute_ranking(ws)[:25]]
    members = set(chosen)
    for kwargs in ({"include_history": True}, {}, {"as_of": T0 + 50 * DAY}):
        every = ws.edges(**kwargs)
        want = [g for g in every if g.source_id in members and g.target_id in members]
        assert ws.edges_among(chosen, **kwargs) == want


def test_edges_among_ignores_other_workspaces_and_unknown_ids(graph):
    kg, ws = graph
    other_ids = [e.id for e in kg.workspace("other").entities()]
    assert ws.edges_among(other_ids, include_history=True) == []
    assert kg.workspace("other").edges_among(other_ids + ["no-such-id"])[0].type == "uses"
    assert ws.edges_among([]) == []


@pytest.mark.parametrize("bad", [-1, "3", 2.5, None, True])
def test_best_connected_refuses_a_bad_limit(graph, bad):
    _, ws = graph
    with pytest.raises(kgstore.KGError):
        ws.best_connected(bad)


@pytest.mark.parametrize("bad", ["one-id", None, [1, 2], {"a": 1}])
def test_edges_among_refuses_bad_ids(graph, bad):
    _, ws = graph
    with pytest.raises(kgstore.KGError):
        ws.edges_among(bad)


def test_best_connected_of_a_small_workspace_in_a_big_file(graph):
    """"other" holds 2 of 62 entities: read through the index, not by a table scan; the same
    answer either way."""
    from kgstore.queries import overview

    kg, ws = graph
    other = kg.workspace("other")
    with other._db.read() as conn:
        assert overview._workspace_filter(conn, "other") == "workspace_id"
        assert overview._workspace_filter(conn, "ws") == "+workspace_id"
    assert [e.name for e in other.best_connected(5)] == ["x", "y"]
    assert kg.workspace("nobody").best_connected(5) == []


class _Rows(list):
    def fetchall(self):
        return self

    def fetchone(self):
        return self[0] if self else None


class _CountingConnection:
    """The store's connection, counting the rows its queries hand to Python."""

    def __init__(self, conn):
        self._conn = conn
        self.rows = 0

    def execute(self, sql, params=()):
        rows = _Rows(self._conn.execute(sql, params).fetchall())
        self.rows += len(rows)
        return rows

    def __getattr__(self, name):
        return getattr(self._conn, name)


def test_best_connected_hands_python_the_contenders_not_every_degree(tmp_path):
    """Counting and cutting happen in SQLite: of 2,000 entities, only those that can make the
    top 10 (and their records) reach Python, however many entities have relationships."""
    rng = random.Random(3)
    entities = [{"type": "concept", "name": f"node {i}"} for i in range(2000)]
    edges, seen = [], set()
    for hub in range(12):  # hubs of distinct degree, then a ring that gives everyone a relationship
        for other in rng.sample(range(12, 2000), 60 - 3 * hub):
            edges.append({"source": hub, "target": other, "type": "uses"})
    edges += [{"source": i, "target": i + 1, "type": "next"} for i in range(12, 1999)]
    with kgstore.open(tmp_path / "b.db") as kg:
        ws = kg.workspace("ws")
        ws.bulk_import(entities, edges)
        want = brute_ranking(ws)[:10]
        real = ws._db.conn
        counting = ws._db.conn = _CountingConnection(real)
        try:
            got = ws.best_connected(10)
        finally:
            ws._db.conn = real
        assert got == want
        assert counting.rows < 60, counting.rows  # was every endpoint's degree and every entity: 5,999


def _plans_of(kg, call) -> list[str]:
    """Every step of the query plans of the statements `call` runs."""
    conn = kg._db.conn
    issued: list[str] = []
    conn.set_trace_callback(issued.append)
    try:
        call()
    finally:
        conn.set_trace_callback(None)
    plans = []
    for sql in issued:
        if not sql.lstrip().upper().startswith(("SELECT", "WITH")):
            continue
        # The trace shows parameters filled in: the plan is the same for them.
        plans += [row[3] for row in conn.execute("EXPLAIN QUERY PLAN " + sql)]
    return plans


def test_the_opening_counts_read_no_whole_edge_table(graph):
    """stats() and time_range() count relationships per type and window from a narrow index
    (migration 0018), not a scan of the edge table's rows."""
    kg, ws = graph
    assert "0018_edge_type_windows" in kg.applied_migrations()
    for call in (ws.stats, ws.time_range):
        plans = _plans_of(kg, call)
        assert plans and not [p for p in plans if p.startswith("SCAN kg_edges") or p == "SCAN g"], plans
        assert any("idx_kg_edges_type_windows" in p for p in plans), plans
    assert ws.stats().edges == len(ws.edges(include_history=True))


def brute_hubs_and_neighbours(ws, limit):
    """hubs_and_neighbours worked out from every record: each entity in best-connected order,
    then its nine neighbours not already in that rank best, until `limit` are in."""
    neighbours = {}
    for edge in ws.edges(include_history=True):
        for end, other in ((edge.source_id, edge.target_id), (edge.target_id, edge.source_id)):
            neighbours.setdefault(end, set()).add(other)
    ranking = brute_ranking(ws)
    position = {e.id: k for k, e in enumerate(ranking)}
    chosen = []
    for hub in ranking:
        if len(chosen) >= limit:
            break
        if hub.id not in chosen:
            chosen.append(hub.id)
        fresh = sorted((i for i in neighbours.get(hub.id, ()) if i not in chosen), key=position.get)
        chosen += fresh[:min(9, limit - len(chosen))]
    return chosen


@pytest.mark.parametrize("kept", [True, False], ids=["kept counts", "counted from the rows"])
@pytest.mark.parametrize("limit", [0, 1, 5, 10, 23, 59, 60, 500])
def test_hubs_and_neighbours_equals_working_it_out_from_every_record(graph, monkeypatch, limit, kept):
    from kgstore.storage import migrations

    _, ws = graph
    if not kept:  # as when a program rebuilt kg_edges and its triggers went with it
        monkeypatch.setattr(migrations, "edge_counts_kept", lambda conn: False)
    assert [e.id for e in ws.hubs_and_neighbours(limit)] == brute_hubs_and_neighbours(ws, limit)


def test_hubs_and_neighbours_for_a_limit_starts_the_answer_for_a_larger_one(graph):
    """Show More only adds to what is shown."""
    _, ws = graph
    whole = ws.hubs_and_neighbours(60)
    assert len({e.id for e in whole}) == 60
    for limit in range(60):
        assert ws.hubs_and_neighbours(limit) == whole[:limit]


def test_hubs_and_neighbours_of_a_sparse_graph_draws_connected(tmp_path):
    """In a big sparse graph the best connected share few relationships; hubs with their
    neighbours share many: every entity but the hubs has a relationship to one taken before it."""
    rng = random.Random(11)
    n = 6000
    entities = [{"type": "concept", "name": f"node {i}"} for i in range(n)]
    pairs = set()
    while len(pairs) < 2 * n:
        s, t = rng.randrange(n), rng.randrange(n)
        if s != t:
            pairs.add((s, t))
    edges = [{"source": s, "target": t, "type": "uses"} for s, t in sorted(pairs)]
    with kgstore.open(tmp_path / "sparse.db") as kg:
        ws = kg.workspace("ws")
        ws.bulk_import(entities, edges)
        limit = 100
        overview = [e.id for e in ws.hubs_and_neighbours(limit)]
        best = [e.id for e in ws.best_connected(limit)]
        overview_edges = ws.edges_among(overview, include_history=True)
        hubs = set(best)
        non_hubs = [i for i in overview if i not in hubs]
        assert len(overview_edges) >= len(non_hubs) >= limit // 2
        assert len(overview_edges) >= 3 * len(ws.edges_among(best, include_history=True))
        linked = {}
        for edge in overview_edges:
            linked.setdefault(edge.source_id, set()).add(edge.target_id)
            linked.setdefault(edge.target_id, set()).add(edge.source_id)
        for position, entity_id in enumerate(overview):
            if entity_id not in hubs:
                assert linked.get(entity_id, set()) & set(overview[:position]), entity_id


def test_hubs_and_neighbours_stays_in_its_workspace(graph):
    kg, ws = graph
    assert [e.name for e in kg.workspace("other").hubs_and_neighbours(5)] == ["x", "y"]
    assert kg.workspace("nobody").hubs_and_neighbours(5) == []
    assert all(e.workspace_id == "ws" for e in ws.hubs_and_neighbours(60))


@pytest.mark.parametrize("bad", [-1, "3", 2.5, None, True])
def test_hubs_and_neighbours_refuses_a_bad_limit(graph, bad):
    _, ws = graph
    with pytest.raises(kgstore.KGError):
        ws.hubs_and_neighbours(bad)
