"""Undoable changes of the canvas layout: moving nodes, pinning them, laying everything out again.

Positions are model state (GraphModel.positions, saved in the store per workspace), so each of
these is one QUndoCommand: a drag of several nodes is one step (the canvas reports it once, on
release), a re-layout is one step whose result is remembered so redo does not lay out again.
The commands talk to the application through a `LayoutContext` (apply and save positions, ask
for a fresh layout); callbacks only touch plain Python state, because Qt may have deleted the
command by the time a layout settles.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtGui import QUndoCommand

from .commands import short

Position = tuple[float, float, bool]


@dataclass
class LayoutContext:
    # Record positions {id: (x, y, pinned)} in the model (the canvas follows) and save them.
    apply: Callable[[dict[str, Position]], None]
    # Where a node is drawn now (x, y), or None when it is not on the canvas.
    current: Callable[[str], tuple[float, float] | None]
    # Lay the shown graph out from scratch (pinned nodes stay); calls back once it has settled
    # with the new positions, or with None when the layout was superseded.
    relayout: Callable[[Callable[[dict[str, Position] | None], None]], None]
    # The label of an entity, for the undo text.
    name_of: Callable[[str], str] = field(default=lambda entity_id: entity_id)


def _subject(ctx: LayoutContext, ids) -> str:
    ids = list(ids)
    if len(ids) == 1:
        return f"“{short(ctx.name_of(ids[0]))}”"
    return f"{len(ids)} entities"


class MoveNodesCommand(QUndoCommand):
    """Nodes dragged on the canvas: {id: ((x0, y0), (x1, y1))}; the pins stay as they are."""

    def __init__(self, ctx: LayoutContext, moves: dict, pinned: dict[str, bool] | None = None):
        super().__init__(f"Move {_subject(ctx, moves)}")
        self.ctx = ctx
        pinned = pinned or {}
        self.before = {i: (float(o[0]), float(o[1]), pinned.get(i, False)) for i, (o, _n) in moves.items()}
        self.after = {i: (float(n[0]), float(n[1]), pinned.get(i, False)) for i, (_o, n) in moves.items()}

    def redo(self) -> None:
        self.ctx.apply(self.after)

    def undo(self) -> None:
        self.ctx.apply(self.before)


class PinNodesCommand(QUndoCommand):
    """Pin (fix where they are) or unpin nodes; undo restores each node's previous pin."""

    def __init__(self, ctx: LayoutContext, pins_before: dict[str, bool], pinned: bool):
        super().__init__(f"{'Pin' if pinned else 'Unpin'} {_subject(ctx, pins_before)}")
        self.ctx = ctx
        self.pins_before = dict(pins_before)
        self.pinned = pinned

    def _apply(self, pins: dict[str, bool]) -> None:
        positions = {}
        for entity_id, pin in pins.items():
            xy = self.ctx.current(entity_id)
            if xy is not None:
                positions[entity_id] = (float(xy[0]), float(xy[1]), pin)
        self.ctx.apply(positions)

    def redo(self) -> None:
        self._apply({i: self.pinned for i in self.pins_before})

    def undo(self) -> None:
        self._apply(self.pins_before)


class _Result:
    """Where a re-layout's outcome lands (plain Python, safe after the command is gone)."""

    def __init__(self) -> None:
        self.positions: dict[str, Position] | None = None


class RelayoutCommand(QUndoCommand):
    """Lay the shown graph out again from scratch (pinned nodes stay). Undo puts every node
    back; redo puts back the layout that was computed (it is not recomputed)."""

    def __init__(self, ctx: LayoutContext, before: dict[str, Position]):
        super().__init__("Re-layout")
        self.ctx = ctx
        self.before = dict(before)
        self.result = _Result()

    @property
    def after(self) -> dict[str, Position] | None:
        return self.result.positions

    def redo(self) -> None:
        if self.result.positions is not None:
            self.ctx.apply(self.result.positions)
            return
        result = self.result

        def settled(positions: dict[str, Position] | None) -> None:
            if positions is not None:
                result.positions = dict(positions)

        self.ctx.relayout(settled)

    def undo(self) -> None:
        self.ctx.apply(self.before)
