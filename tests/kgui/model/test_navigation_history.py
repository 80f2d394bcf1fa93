"""Back and Forward over visited entities, without Qt: order, truncation on a new visit, deleted
entries passed over (and back once undone), the limit, and reset."""

from __future__ import annotations

from kgui.model.navigation_history import NavigationHistory, Step


def visited(*ids: str, limit: int = 100) -> NavigationHistory:
    history = NavigationHistory(limit=limit)
    for entity_id in ids:
        history.visit(entity_id)
    return history


def test_back_and_forward_walk_the_visits_in_order():
    history = visited("a", "b", "c")
    assert history.current == "c" and history.can_go_back() and not history.can_go_forward()
    assert history.back() == Step("b")
    assert history.back() == Step("a")
    assert not history.can_go_back() and history.back() is None and history.current == "a"
    assert history.forward() == Step("b")
    assert history.forward() == Step("c")
    assert history.forward() is None and history.current == "c"


def test_selecting_where_back_went_records_nothing():
    history = visited("a", "b", "c")
    step = history.back()
    assert history.visit(step.entity_id) is False  # the window selects it: not a new visit
    assert history.entries == ["a", "b", "c"] and history.can_go_forward()


def test_a_new_visit_after_going_back_drops_the_entries_ahead():
    history = visited("a", "b", "c")
    history.back()
    history.back()
    assert history.visit("d") is True
    assert history.entries == ["a", "d"] and not history.can_go_forward()
    assert history.back() == Step("a")


def test_deleted_entries_are_passed_over_and_named():
    history = visited("a", "b", "c", "d")
    history.mark_gone("c")
    history.mark_gone("b")
    assert history.back() == Step("a", skipped=("c", "b"))
    assert history.forward() == Step("d", skipped=("b", "c"))
    history.mark_gone("a")
    assert not history.can_go_back() and history.back() is None
    history.mark_present("a")  # its deletion was undone: the same id is back
    assert history.back() == Step("a", skipped=("c", "b"))


def test_only_deleted_entries_behind_means_nowhere_to_go():
    history = visited("a", "b")
    history.mark_gone("a")
    assert not history.can_go_back()
    history.mark_gone("x")  # never visited: nothing to pass over
    assert not history.is_gone("x")


def test_the_oldest_visits_fall_off_past_the_limit():
    history = visited(*"abcdef", limit=4)
    assert history.entries == list("cdef")
    assert [history.back().entity_id for _ in range(3)] == ["e", "d", "c"]
    assert history.back() is None


def test_reset_forgets_everything():
    history = visited("a", "b")
    history.mark_gone("a")
    history.reset()
    assert history.entries == [] and history.current is None
    assert not history.can_go_back() and not history.can_go_forward()
    history.visit("a")
    assert not history.is_gone("a")
