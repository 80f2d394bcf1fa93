"""The Qt-free part of the graph view: which entities the view holds (GraphModel.view), and what
of it is visible under filters, the as-of time and Hide (kgui.model.visible_graph)."""

from __future__ import annotations

import numpy as np

from kgstore import Edge, Entity
from kgui.model import FOCUS, Filters, GraphModel, ModelEvent
from kgui.model.view_spec import ViewSpec
from kgui.model.visible_graph import build_frame, event_times, visibility

NOW = 10_000


def entity(eid, type_="concept", confidence=1.0, source="agent", created=5_000):
    return Entity(eid, "ws", type_, eid.upper(), None, {}, confidence, source, None, None, created, created, created)


def edge(gid, a, b, valid_from, valid_to=None, type_="uses"):
    return Edge(gid, "ws", a, b, type_, {}, 1.0, "agent", None, valid_from, valid_from, valid_to)


ENTITIES = [entity("a"), entity("b", "person", confidence=0.5), entity("c", source="manual"), entity("d", created=9_000)]
EDGES = [edge("ab", "a", "b", 1_000), edge("bc", "b", "c", 2_000, 6_000, "owns"), edge("ac", "a", "c", 7_000),
         edge("cd", "c", "d", 8_000)]


def vis_ids(frame, vis):
    return set(vis.visible_ids(frame)), set(vis.visible_edge_ids(frame))


def test_as_of_follows_the_store_predicate_and_fades_what_closed_since():
    frame = build_frame(ENTITIES, EDGES)
    # An entity exists from its creation or its earliest edge, whichever is first.
    assert frame.known_since.tolist() == [1_000, 1_000, 2_000, 8_000]
    assert vis_ids(frame, visibility(frame, Filters(), None, NOW)) == ({"a", "b", "c", "d"}, {"ab", "ac", "cd"})
    past = visibility(frame, Filters(), 3_000, NOW)
    assert vis_ids(frame, past) == ({"a", "b", "c"}, {"ab", "bc"})
    assert [frame.edge_ids[j] for j in np.flatnonzero(past.edge_faded)] == ["bc"]  # closed at 6,000
    assert vis_ids(frame, visibility(frame, Filters(), 6_000, NOW)) == ({"a", "b", "c"}, {"ab"})  # valid_to excluded
    assert vis_ids(frame, visibility(frame, Filters(), 1_500, NOW)) == ({"a", "b"}, {"ab"})
    hidden_closed = visibility(frame, Filters(), 3_000, NOW, show_closed=False)
    assert vis_ids(frame, hidden_closed) == ({"a", "b", "c"}, {"ab"}) and not hidden_closed.edge_faded.any()
    assert event_times(EDGES).tolist() == [1_000, 2_000, 6_000, 7_000, 8_000]


def test_filters_and_hide_take_nodes_and_their_edges_away():
    frame = build_frame(ENTITIES, EDGES)
    f = Filters(hidden_entity_types=frozenset({"person"}))
    assert vis_ids(frame, visibility(frame, f, None, NOW)) == ({"a", "c", "d"}, {"ac", "cd"})
    f = Filters(min_confidence=0.8)
    assert vis_ids(frame, visibility(frame, f, None, NOW))[0] == {"a", "c", "d"}
    f = Filters(sources=frozenset({"manual"}))
    assert vis_ids(frame, visibility(frame, f, None, NOW)) == ({"c"}, set())
    f = Filters(hidden_edge_types=frozenset({"uses"}))
    assert vis_ids(frame, visibility(frame, f, 3_000, NOW)) == ({"a", "b", "c"}, {"bc"})
    assert vis_ids(frame, visibility(frame, Filters(), None, NOW, hidden_ids={"c"})) == ({"a", "b", "d"}, {"ab"})


def test_sixty_thousand_edges_are_sliced_without_python_loops():
    from work_counted import python_lines

    rng = np.random.default_rng(1)
    n, m = 5_000, 60_000
    ents = [entity(f"e{i}") for i in range(n)]
    starts = rng.integers(0, 9_000, m)
    ends = np.where(rng.random(m) < 0.3, starts + rng.integers(1, 3_000, m), -1)
    src = rng.integers(0, n, m)
    dst = (src + 1 + rng.integers(0, n - 1, m)) % n
    edges = [edge(f"g{j}", f"e{s}", f"e{d}", int(a), None if b < 0 else int(b))
             for j, (s, d, a, b) in enumerate(zip(src.tolist(), dst.tolist(), starts.tolist(), ends.tolist()))]
    frame = build_frame(ents, edges)
    visibility(frame, Filters(), 4_000, NOW)
    # Lines of Python run, not time (that is the benchmarks'): a step costs a few dozen lines
    # whatever the number of edges (the new filter's per-entity codes are made once per frame:
    # 5,000 lines), so twenty steps stay far below a line per edge, let alone per edge per step.
    with python_lines("kgui", limit=m // 4) as python:
        for k in range(20):
            vis = visibility(frame, Filters(hidden_entity_types=frozenset({"x"})), 1_000 + 400 * k, NOW)
    assert python.lines <= m // 4
    moment = 1_000 + 400 * 19
    expected = {g.id for g in edges if g.valid_at(moment)}
    assert set(vis.visible_edge_ids(frame)) == expected


def test_the_view_holds_the_loaded_workspace_or_the_focus_and_survives_reloads():
    model = GraphModel(clock=lambda: NOW)
    events = []
    model.add_listener(lambda event, payload: events.append(event))
    model.reset("ws", ENTITIES[:3], EDGES[:3], positions={"a": (1.0, 2.0, True)})
    assert model.view_entity_ids() == ["a", "b", "c"] and model.positions["a"] == (1.0, 2.0, True)
    model.remember_graph([ENTITIES[3]], [EDGES[3]])  # reached by a focus view, not loaded
    assert model.view_entity_ids() == ["a", "b", "c"]
    model.set_view(ViewSpec(mode=FOCUS, focus_id="c", focus_ids=frozenset({"c", "d"})))
    assert ModelEvent.VIEW_CHANGED in events
    assert model.view_entity_ids() == ["c", "d"]
    assert {g.id for g in model.view_edges({"c", "d"})} == {"cd"}
    # A reload of the workspace keeps what the focus view needs.
    model.sync(ENTITIES[:3], EDGES[:3])
    assert "d" in model.entities and "cd" in model.edges and model.view_entity_ids() == ["c", "d"]
    # Positions: only real changes are announced.
    events.clear()
    model.set_positions({"a": (1.0, 2.0, True), "b": (3, 4, False)})
    assert events == [ModelEvent.POSITIONS_CHANGED]
    assert model.positions["b"] == (3.0, 4.0, False)
    # A new workspace starts with the whole-workspace view.
    model.reset("other")
    assert model.view == ViewSpec() and model.positions == {}


def test_comparing_two_times_keeps_what_ended_between_them_drawn_faded():
    frame = build_frame(ENTITIES, EDGES)
    # From 3,000 to 7,500: bc ended at 6,000 (drawn, faded, to be marked); ab stays; ac began.
    vis = visibility(frame, Filters(), 7_500, NOW, ended_after=3_000)
    assert vis_ids(frame, vis) == ({"a", "b", "c"}, {"ab", "bc", "ac"})
    assert [frame.edge_ids[j] for j in np.flatnonzero(vis.edge_faded)] == ["bc"]
    # What ended before the earlier time is not part of the comparison; nor is it without one.
    assert vis_ids(frame, visibility(frame, Filters(), 7_500, NOW, ended_after=6_500))[1] == {"ab", "ac"}
    assert vis_ids(frame, visibility(frame, Filters(), 7_500, NOW))[1] == {"ab", "ac"}
    # "Closed since" hidden: the ended one stays all the same; filters still apply to it.
    assert vis_ids(frame, visibility(frame, Filters(), 7_500, NOW, show_closed=False, ended_after=3_000))[1] \
        == {"ab", "bc", "ac"}
    owns_hidden = Filters(hidden_edge_types=frozenset({"owns"}))
    assert vis_ids(frame, visibility(frame, owns_hidden, 7_500, NOW, ended_after=3_000))[1] == {"ab", "ac"}
