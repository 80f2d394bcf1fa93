"""The Qt-free graph model: diffs, changes, selection, filters, as-of. No Qt imported here."""

from __future__ import annotations

import subprocess
import sys

from kgstore import Edge, Entity
from kgui.model import Changes, Filters, GraphModel, ModelEvent

NOW = 1_800_000_000_000


def entity(eid, name=None, type_="technology", confidence=1.0, source="agent", desc=None):
    return Entity(eid, "ws", type_, name or eid, desc, {}, confidence, source, None, None, 1, 1, 1)


def edge(gid, src, dst, type_="uses", valid_from=NOW - 1000, valid_to=None):
    return Edge(gid, "ws", src, dst, type_, {}, 1.0, "agent", None, 1, valid_from, valid_to)


def recording_model():
    model = GraphModel(clock=lambda: NOW)
    events = []
    model.add_listener(lambda event, payload: events.append((event, payload)))
    return model, events


def test_the_model_does_not_import_qt():
    code = ("import sys, kgui.model, kgui.model.graph_model, kgui.model.filters, kgui.model.changes; "
            "print('PySide6' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"


def test_reset_then_sync_emits_only_differences():
    model, events = recording_model()
    model.reset("ws", [entity("a"), entity("b"), entity("c")], [edge("ab", "a", "b"), edge("bc", "b", "c")])
    assert events == [(ModelEvent.GRAPH_RESET, "ws")]
    events.clear()
    model.sync([entity("a"), entity("b", desc="new"), entity("d")], [edge("ab", "a", "b"), edge("ad", "a", "d")])
    kinds = [(e.value, p if isinstance(p, str) else p.id) for e, p in events]
    assert ("edge_removed", "bc") in kinds
    assert ("entity_removed", "c") in kinds
    assert ("entity_updated", "b") in kinds
    assert ("entity_added", "d") in kinds
    assert ("edge_added", "ad") in kinds
    assert not any(k == ("entity_updated", "a") for k in kinds)


def test_edges_need_both_ends_loaded():
    model, _ = recording_model()
    model.reset("ws", [entity("a")], [edge("ax", "a", "x")])
    assert model.edges == {}


def test_apply_changes_and_rename_keeps_selection():
    model, events = recording_model()
    model.reset("ws", [entity("a"), entity("b")], [edge("ab", "a", "b")])
    model.select("b")
    events.clear()
    model.apply(Changes(entities=[entity("b2", "b")], edges=[edge("ab2", "a", "b2")],
                        renamed_ids={"b": "b2", "ab": "ab2"}))
    assert model.selected_id == "b2"
    assert set(model.entities) == {"a", "b2"} and set(model.edges) == {"ab2"}
    assert (ModelEvent.SELECTION_CHANGED, "b2") in events


def test_removing_the_selected_entity_clears_the_selection():
    model, events = recording_model()
    model.reset("ws", [entity("a"), entity("b")], [edge("ab", "a", "b")])
    model.select("a")
    model.apply(Changes(removed_entities=["a"], removed_edges=["ab"]))
    assert model.selected_id is None and model.edges == {}
    assert events[-1] == (ModelEvent.SELECTION_CHANGED, None)


def test_changes_from_another_workspace_are_ignored():
    model, _ = recording_model()
    model.reset("ws", [entity("a")], [])
    other = Entity("z", "other", "technology", "z", None, {}, 1.0, "agent", None, None, 1, 1, 1)
    model.apply(Changes(entities=[other]))
    assert "z" not in model.entities


def test_filters_and_as_of():
    model, events = recording_model()
    model.reset("ws", [entity("a"), entity("b", type_="person"), entity("c", confidence=0.4, source="auto")],
                [edge("ab", "a", "b"), edge("ac", "a", "c", "depends_on"),
                 edge("old", "b", "c", valid_from=NOW - 10_000, valid_to=NOW - 5_000)])
    assert {e.id for e in model.visible_entities()} == {"a", "b", "c"}
    assert {g.id for g in model.visible_edges()} == {"ab", "ac"}
    model.set_as_of(NOW - 7_000)
    assert {g.id for g in model.visible_edges()} == {"old"}
    model.set_as_of(None)
    model.set_filters(Filters(min_confidence=0.5))
    assert {e.id for e in model.visible_entities()} == {"a", "b"}
    assert {g.id for g in model.visible_edges()} == {"ab"}
    model.set_filters(Filters(hidden_entity_types=frozenset({"person"}), hidden_edge_types=frozenset({"uses"})))
    assert {e.id for e in model.visible_entities()} == {"a", "c"}
    assert {g.id for g in model.visible_edges()} == {"ac"}
    model.set_filters(Filters(sources=frozenset({"auto"})))
    assert {e.id for e in model.visible_entities()} == {"c"}
    assert (ModelEvent.AS_OF_CHANGED, NOW - 7_000) in events
    assert any(e is ModelEvent.FILTERS_CHANGED for e, _ in events)


def test_setting_the_same_value_emits_nothing():
    model, events = recording_model()
    model.select(None)
    model.set_filters(Filters())
    model.set_as_of(None)
    assert events == []


def test_changes_touch_entity():
    assert Changes(entities=[entity("a")]).touches_entity("a")
    assert Changes(edges=[edge("xy", "x", "a")]).touches_entity("a")
    assert not Changes(entities=[entity("b")]).touches_entity("a")
    assert Changes(reload=True).touches_entity("a")
    assert not Changes().touches_entity(None)


# -- multi-selection ----------------------------------------------------------------------

def test_a_multi_selection_keeps_its_order_and_the_current_entity():
    model, events = recording_model()
    model.reset("ws", [entity("a"), entity("b"), entity("c")], [])
    events.clear()
    model.select_many(["a", "b", "c"], "b")
    assert model.selected_ids == ("a", "b", "c") and model.selected_id == "b"
    assert events == [(ModelEvent.SELECTED_IDS_CHANGED, ("a", "b", "c")), (ModelEvent.SELECTION_CHANGED, "b")]
    assert [e.id for e in model.selected_entities] == ["a", "b", "c"]
    events.clear()
    model.select_many(["a", "b", "c"])  # the current one defaults to the last
    assert model.selected_id == "c" and events == [(ModelEvent.SELECTION_CHANGED, "c")]
    events.clear()
    model.select("a")  # one again: the multi-selection narrows to it
    assert model.selected_ids == ("a",) and model.selected_id == "a"
    assert events == [(ModelEvent.SELECTED_IDS_CHANGED, ("a",)), (ModelEvent.SELECTION_CHANGED, "a")]


def test_deleted_entities_leave_the_multi_selection_and_the_rest_stay():
    model, events = recording_model()
    model.reset("ws", [entity("a"), entity("b"), entity("c")], [edge("ab", "a", "b")])
    model.select_many(["a", "b", "c"], "c")
    events.clear()
    model.apply(Changes(removed_entities=["c", "a"], removed_edges=["ab"]))
    assert model.selected_ids == ("b",) and model.selected_id == "b"
    assert (ModelEvent.SELECTED_IDS_CHANGED, ("b",)) in events and events[-1] == (ModelEvent.SELECTION_CHANGED, "b")
    model.sync([entity("a")], [])  # a reload without b: nothing selected
    assert model.selected_ids == () and model.selected_id is None


def test_an_entity_recreated_under_a_new_id_stays_in_the_multi_selection():
    model, events = recording_model()
    model.reset("ws", [entity("a"), entity("b")], [])
    model.select_many(["a", "b"], "a")
    events.clear()
    model.apply(Changes(entities=[entity("b2", "b")], renamed_ids={"b": "b2"}))
    assert model.selected_ids == ("a", "b2") and model.selected_id == "a"
    assert events[-1] == (ModelEvent.SELECTED_IDS_CHANGED, ("a", "b2"))
