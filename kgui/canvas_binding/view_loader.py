"""ViewLoader: what the graph view shows, fetched from the store worker.

* Focus: an entity and its neighbourhood (depth 1–3) as it was at the as-of time (now by
  default) — asked again whenever the time, the depth or the data change;
* Expand: an entity's neighbours (at most EXPAND_CAP) added to whatever is shown;
* Whole workspace: the loaded entities (the session loads the best connected ones first; "Show
  more" loads more).

Requests carry ids; answers come back by signal. Every request that replaces the view takes a
new generation number and an answer is applied only if its generation is still the newest (as
napari's slicer does), so dragging the time slider in a focus view draws only the newest
neighbourhood; the worker also skips superseded requests (supersede_key "view").
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from ..model.view_spec import FOCUS, WORKSPACE, ViewSpec, clamp_depth
from ..session import ExplorerSession
from ..worker.protocol import Neighbourhood

EXPAND_CAP = 50  # neighbours one Expand adds at most
REFRESH_DELAY_MS = 60  # coalesce data changes before asking for the focus again


class ViewLoader(QObject):
    view_loaded = Signal(object)  # Neighbourhood (a focus view was drawn)
    expanded = Signal(object)  # Neighbourhood (Expand added what it holds)
    message_posted = Signal(str)

    def __init__(self, session: ExplorerSession, known_ids=lambda: (), parent: QObject | None = None):
        super().__init__(parent)
        self.session = session
        self.model = session.model
        self.known_ids = known_ids  # what the canvas holds (Expand asks for edges to it)
        self.generation = 0  # newest focus request
        self.view_epoch = 0  # bumps when the view is replaced (Expand answers older than that are dropped)
        self.requests = 0
        self.answers_applied = 0
        self._remembering = False
        self._refresh_timer = QTimer(self)
        self._refresh_timer.setSingleShot(True)
        self._refresh_timer.setInterval(REFRESH_DELAY_MS)
        self._refresh_timer.timeout.connect(self.refresh)
        sig = session.signals
        sig.graph_reset.connect(self._on_reset)
        sig.as_of_changed.connect(lambda _t: self.refresh() if self.model.view.is_focus else None)
        for signal in (sig.edge_added, sig.edge_removed, sig.entity_removed):
            signal.connect(self._on_data_changed)
        session.workspace_reloaded.connect(lambda _snap: self._on_data_changed())

    @property
    def pending(self) -> bool:
        return self._refresh_timer.isActive()

    # -- focus ----------------------------------------------------------------------------

    def focus(self, entity_id: str, depth: int | None = None) -> None:
        """Show `entity_id` and its neighbours up to `depth` hops (the view's depth by default)."""
        view = self.model.view
        depth = clamp_depth(depth if depth is not None else view.depth)
        same_center = view.is_focus and view.focus_id == entity_id
        spec = view.with_changes(mode=FOCUS, focus_id=entity_id, depth=depth,
                                 extra_ids=view.extra_ids if same_center else frozenset())
        if not same_center:
            self.view_epoch += 1
        self._request(spec)

    def set_depth(self, depth: int) -> None:
        view = self.model.view
        depth = clamp_depth(depth)
        if view.is_focus and view.focus_id:
            self.focus(view.focus_id, depth)
        else:
            self.model.set_view(view.with_changes(depth=depth))

    def refresh(self) -> None:
        """Ask for the focus neighbourhood again (new time, changed data)."""
        self._refresh_timer.stop()
        view = self.model.view
        if view.is_focus and view.focus_id:
            self._request(view)

    def _request(self, spec: ViewSpec) -> None:
        self.generation += 1
        generation = self.generation
        self.requests += 1
        self.session.submit(
            "neighbourhood", entity_id=spec.focus_id, depth=spec.depth, as_of=self.model.as_of,
            supersede_key="view",
            on_done=lambda result: self._on_focus(result, spec, generation),
            on_error=lambda message: self._on_focus_failed(message, generation))

    def _on_focus(self, result: Neighbourhood, spec: ViewSpec, generation: int) -> None:
        if generation != self.generation:
            return  # an older answer: only the newest is drawn
        self._remember(result)
        current = self.model.view
        base = current if (current.is_focus and current.focus_id == spec.focus_id) else spec
        self.model.set_view(base.with_changes(mode=FOCUS, focus_id=result.center_id, depth=spec.depth,
                                              focus_ids=frozenset(result.entity_ids)))
        self.answers_applied += 1
        if result.capped:
            self.message_posted.emit(f"Showing the first {len(result.entity_ids) - 1} neighbours "
                                     "(the store returns at most 200)")
        self.view_loaded.emit(result)

    def _on_focus_failed(self, message: str, generation: int) -> None:
        if generation != self.generation:
            return
        self.show_workspace()
        self.message_posted.emit(f"Cannot show that neighbourhood: {message}")

    # -- workspace, expand, hide -----------------------------------------------------------

    def show_workspace(self) -> None:
        self.generation += 1  # answers to focus requests still in flight are dropped
        self.view_epoch += 1
        self._refresh_timer.stop()
        view = self.model.view
        self.model.set_view(view.with_changes(mode=WORKSPACE, focus_id=None, focus_ids=frozenset(),
                                              extra_ids=frozenset()))

    def expand(self, entity_id: str, cap: int = EXPAND_CAP) -> None:
        """Add the entity's neighbours (at the time shown) to the view."""
        epoch = self.view_epoch
        self.requests += 1
        self.session.submit(
            "neighbourhood", entity_id=entity_id, depth=1, as_of=self.model.as_of, cap=cap,
            known_ids=list(self.known_ids()),
            on_done=lambda result: self._on_expanded(result, epoch),
            on_error=lambda message: self.message_posted.emit(f"Cannot expand: {message}"))

    def _on_expanded(self, result: Neighbourhood, epoch: int) -> None:
        if epoch != self.view_epoch:
            return
        self._remember(result)
        view = self.model.view
        shown = set(self.model.view_entity_ids())
        new = [i for i in result.entity_ids if i not in shown]
        self.model.set_view(view.with_changes(extra_ids=view.extra_ids | frozenset(result.entity_ids),
                                              hidden_ids=view.hidden_ids - frozenset(result.entity_ids)))
        name = result.entities[0].name if result.entities else "the entity"
        if not new:
            text = f"{name}: every neighbour is already shown"
        else:
            text = f"{name}: {len(new)} neighbour{'s' if len(new) != 1 else ''} added"
            if result.capped:
                text += f" (at most {EXPAND_CAP} at a time; Expand again for more)"
        self.message_posted.emit(text)
        self.expanded.emit(result)

    def _remember(self, result: Neighbourhood) -> None:
        self._remembering = True
        try:
            self.model.remember_graph(result.entities, result.edges)
        finally:
            self._remembering = False

    # -- changes --------------------------------------------------------------------------

    def _on_reset(self, _workspace) -> None:
        self.generation += 1
        self.view_epoch += 1
        self._refresh_timer.stop()

    def _on_data_changed(self, *_args) -> None:
        if not self._remembering and self.model.view.is_focus:
            self._refresh_timer.start()
