"""The graph view's start-up options: `--as-of ISO`, `--focus NAME`, `--depth N`, `--compare
FROM TO` (used for the docs' screenshots; hidden from --help). They are applied once the workspace holds entities (with
--demo: once the demo is loaded), as a user would: the time slider chooses the moment, the
focus goes through the worker like the Focus action."""

from __future__ import annotations

from datetime import datetime


def parse_as_of(text: str) -> int:
    """ISO-8601 date or date-time (local time when no zone is given) → ms since the epoch."""
    value = datetime.fromisoformat(text.strip().replace("Z", "+00:00"))
    if value.tzinfo is None:
        value = value.astimezone()
    return int(value.timestamp() * 1000)


def apply_view_options(window, *, as_of: int | None = None, focus: str | None = None,
                       depth: int | None = None, compare: tuple[int, int] | None = None) -> None:
    session = window.session
    state = {"as_of": as_of is not None, "focus": bool(focus), "compare": compare is not None}

    def apply(_snap=None) -> None:
        model = session.model
        if not model.entities:
            return
        if state["as_of"]:
            state["as_of"] = False
            window.as_of_controller.update_range()  # the span may not know the new edges yet
            window.time_slider.choose(as_of)
            window.as_of_controller.flush()
        if state["compare"]:
            state["compare"] = False
            window.as_of_controller.update_range()
            window.time_slider.compare(compare)
            window.changes_loader.request()  # now: the picture waits for an idle worker
            window.as_of_controller.flush()
        if state["focus"]:
            entity = next((e for e in model.entities.values() if e.name == focus), None)
            if entity is not None:
                state["focus"] = False
                session.select(entity)
                window.graph_view.focus(entity.id, depth)
        elif depth is not None and not focus:
            window.graph_view.loader.set_depth(depth)
        if not any(state.values()):
            for signal in (session.workspace_opened, session.workspace_reloaded):
                try:
                    signal.disconnect(apply)
                except (RuntimeError, TypeError):
                    pass

    session.workspace_opened.connect(apply)
    session.workspace_reloaded.connect(apply)
