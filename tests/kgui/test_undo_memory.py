"""The worker's id aliases (what lets undo find re-created entities and edges) and the
property patches the update command sends."""

from kgui.undo.commands import property_patch
from kgui.worker.undo_memory import UndoMemory


def test_token_then_recreation_chain():
    memory = UndoMemory()
    assert memory.resolve("tok") == "tok"
    assert memory.point("tok", "id1") is None
    assert memory.resolve("tok") == "id1"
    # undo (delete) and redo (create again): the token and the old id both lead to id2
    assert memory.point("tok", "id2") == "id1"
    assert memory.resolve("tok") == "id2" and memory.resolve("id1") == "id2"
    # a restore of id2 under id3
    memory.point("id2", "id3")
    assert memory.resolve("tok") == memory.resolve("id1") == "id3"


def test_point_without_ref_and_self_alias():
    memory = UndoMemory()
    assert memory.point(None, "x") is None
    memory.point("x", "x")
    assert memory.resolve("x") == "x"


def test_clear_forgets_everything():
    memory = UndoMemory()
    memory.point("a", "b")
    memory.clear()
    assert memory.resolve("a") == "a"


def test_property_patch_round_trip():
    old = {"a": 1, "b": 2, "c": {"x": 1}}
    new = {"a": 1, "b": 3, "d": "new"}
    patch = property_patch(old, new)
    assert patch == {"b": 3, "d": "new", "c": None}
    back = property_patch(new, old)
    assert back == {"b": 2, "c": {"x": 1}, "d": None}
    merged = dict(old)
    for k, v in patch.items():
        if v is None:
            merged.pop(k, None)
        else:
            merged[k] = v
    assert merged == new


def test_clear_also_forgets_what_commands_left_behind():
    memory = UndoMemory()
    memory.closed_edges["e"] = 1_767_225_600_000
    memory.created_entities["x"] = memory.created_edges["y"] = None
    memory.clear()
    assert memory.closed_edges == memory.created_entities == memory.created_edges == {}
