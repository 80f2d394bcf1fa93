"""Back and Forward between the entities visited in one workspace, as a browser does it.

Plain Python: the window's navigation controller (kgui.views.navigation) feeds it the selections
and asks it where Back and Forward go. An entity deleted since it was visited stays in the list
(undoing the delete brings it back under the same id) but Back and Forward pass over it.
"""

from __future__ import annotations

from dataclasses import dataclass

HISTORY_LIMIT = 100  # visits kept; the oldest go first


@dataclass(frozen=True)
class Step:
    """Where Back or Forward went, and the deleted entries it passed over on the way."""

    entity_id: str
    skipped: tuple[str, ...] = ()


class NavigationHistory:
    def __init__(self, limit: int = HISTORY_LIMIT):
        self.limit = limit
        self._entries: list[str] = []
        self._index = -1
        self._gone: set[str] = set()

    @property
    def entries(self) -> list[str]:
        return list(self._entries)

    @property
    def current(self) -> str | None:
        return self._entries[self._index] if self._index >= 0 else None

    def visit(self, entity_id: str) -> bool:
        """Record that `entity_id` was selected; the entries ahead of the current one are dropped.
        Selecting the current entry again (which is what Back and Forward do) records nothing."""
        if entity_id == self.current:
            return False
        del self._entries[self._index + 1:]
        self._entries.append(entity_id)
        if len(self._entries) > self.limit:
            del self._entries[:len(self._entries) - self.limit]
        self._index = len(self._entries) - 1
        self._gone.discard(entity_id)
        return True

    def can_go_back(self) -> bool:
        return self._live_index(-1) is not None

    def can_go_forward(self) -> bool:
        return self._live_index(+1) is not None

    def back(self) -> Step | None:
        return self._step(-1)

    def forward(self) -> Step | None:
        return self._step(+1)

    def _live_index(self, direction: int) -> int | None:
        i = self._index + direction
        while 0 <= i < len(self._entries):
            if self._entries[i] not in self._gone:
                return i
            i += direction
        return None

    def _step(self, direction: int) -> Step | None:
        target = self._live_index(direction)
        if target is None:
            return None
        lo, hi = sorted((self._index, target))
        skipped = tuple(dict.fromkeys(self._entries[i] for i in range(lo + 1, hi)))
        if direction < 0:
            skipped = skipped[::-1]  # in the order they were passed over
        self._index = target
        return Step(self._entries[target], skipped)

    def mark_gone(self, entity_id: str) -> None:
        """The entity no longer exists: Back and Forward pass over it."""
        if entity_id in self._entries:
            self._gone.add(entity_id)

    def mark_present(self, entity_id: str) -> None:
        """The entity exists (again, e.g. its deletion was undone)."""
        self._gone.discard(entity_id)

    def is_gone(self, entity_id: str) -> bool:
        return entity_id in self._gone

    def reset(self) -> None:
        """Another workspace or file: nothing visited yet."""
        self._entries.clear()
        self._gone.clear()
        self._index = -1
