"""What the graph view shows: the whole workspace or one entity's neighbourhood, plus what the
user added (Expand) or took away (Hide). Plain data; the graph model holds the current one."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

WORKSPACE, FOCUS = "workspace", "focus"
MIN_DEPTH, MAX_DEPTH = 1, 3


@dataclass(frozen=True)
class ViewSpec:
    mode: str = WORKSPACE
    focus_id: str | None = None  # the centre of the focus view
    depth: int = 1  # hops around the centre (1..3)
    # The centre and its neighbours as the store answered for the current time (focus mode).
    focus_ids: frozenset[str] = field(default_factory=frozenset)
    extra_ids: frozenset[str] = field(default_factory=frozenset)  # added by Expand
    hidden_ids: frozenset[str] = field(default_factory=frozenset)  # hidden from the canvas by the user
    show_closed: bool = True  # in the past: show edges that were valid then but are closed now, faded

    def with_changes(self, **changes) -> ViewSpec:
        return replace(self, **changes)

    @property
    def is_focus(self) -> bool:
        return self.mode == FOCUS

    def renamed(self, renamed_ids: dict[str, str]) -> ViewSpec:
        """The same view after ids changed (undo of a delete re-creates under a new id)."""
        if not renamed_ids:
            return self

        def move(ids: frozenset[str]) -> frozenset[str]:
            return frozenset(renamed_ids.get(i, i) for i in ids)

        return replace(self, focus_id=renamed_ids.get(self.focus_id, self.focus_id),
                       focus_ids=move(self.focus_ids), extra_ids=move(self.extra_ids),
                       hidden_ids=move(self.hidden_ids))

    def referenced_ids(self) -> frozenset[str]:
        """Entities the view needs although they may not be among the loaded ones."""
        return self.focus_ids | self.extra_ids | ({self.focus_id} if self.focus_id else frozenset())


def clamp_depth(depth: int) -> int:
    return max(MIN_DEPTH, min(MAX_DEPTH, int(depth)))
