"""Back and Forward between visited entities (Go menu, Alt+Left / Alt+Right, the mouse's back and
forward buttons over the canvas), and going to an entity from the inspector.

Every selection is a visit (canvas, search results, inspector); the history itself is the
Qt-free `NavigationHistory`. Another workspace or file starts it afresh. An entity deleted since
it was visited is passed over, and the status bar says so.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QAction

from ..model.navigation_history import NavigationHistory, Step
from ..session import ExplorerSession


@dataclass
class _Arrival:
    """A navigation under way: the entity selected, and where to try next if it has gone."""

    entity_id: str
    retry: object  # NavigationHistory.back or .forward
    verb: str
    skipped: list[str] = field(default_factory=list)


class NavigationController(QObject):
    message_posted = Signal(str)

    def __init__(self, session: ExplorerSession, back: QAction, forward: QAction, parent: QObject | None = None):
        super().__init__(parent)
        self.session = session
        self.history = NavigationHistory()
        self.back_action, self.forward_action = back, forward
        self.canvas = None
        self._names: dict[str, str] = {}  # what visited entities were called (for messages about them)
        self._arrival: _Arrival | None = None

        sig = session.signals
        sig.selection_changed.connect(self._on_selection)
        sig.graph_reset.connect(lambda _ws: self.reset())
        sig.entity_removed.connect(self._on_entity_removed)
        sig.entity_added.connect(self._on_entity_present)
        sig.entity_updated.connect(self._on_entity_present)
        session.details_loaded.connect(self._on_details)
        session.selected_entity_vanished.connect(self._on_vanished)
        back.triggered.connect(self.go_back)
        forward.triggered.connect(self.go_forward)
        self._update_actions()

    def attach_canvas(self, canvas) -> None:
        """Centre arrivals on this canvas; its mouse back/forward buttons navigate."""
        self.canvas = canvas
        canvas.installEventFilter(self)

    # -- navigating -----------------------------------------------------------------------

    def go_back(self) -> bool:
        return self._arrive(self.history.back(), self.history.back, "Back")

    def go_forward(self) -> bool:
        return self._arrive(self.history.forward(), self.history.forward, "Forward")

    def go_to(self, entity_id: str) -> None:
        """Select an entity (a visit) and centre the canvas on it: the other end of a relationship."""
        if entity_id:
            # Should it have gone meanwhile, the selection returns to where the person came from.
            self._select(_Arrival(entity_id, self.history.back, "Go to"))

    def _arrive(self, step: Step | None, retry, verb: str, skipped: list[str] | None = None) -> bool:
        skipped = list(skipped or [])
        if step is None:
            if skipped:
                self.message_posted.emit(f"{verb}: {self._describe(skipped)} deleted since; nowhere further to go")
            self._update_actions()
            return False
        # The history's current entry now: selecting it records no visit.
        self._select(_Arrival(step.entity_id, retry, verb, skipped + list(step.skipped)))
        self._update_actions()
        return True

    def _select(self, arrival: _Arrival) -> None:
        already = self.session.model.selected_id == arrival.entity_id
        self._arrival = None
        self.session.select(arrival.entity_id)
        if already:
            self._arrived(arrival)  # no details follow: nothing changed
        else:
            self._arrival = arrival  # arrived once its details come (or it is found gone)
            self._center(arrival.entity_id)

    def _on_details(self, details) -> None:
        arrival = self._arrival
        if details is None or arrival is None or details.entity.id != arrival.entity_id:
            return
        self._arrival = None
        self._arrived(arrival)

    def _arrived(self, arrival: _Arrival) -> None:
        self._center(arrival.entity_id)  # also one the canvas had not drawn yet at selection
        if arrival.skipped:
            self.message_posted.emit(f"{arrival.verb}: passed over {self._describe(arrival.skipped)}, "
                                     "deleted since")

    def _on_vanished(self, entity_id: str) -> None:
        self.history.mark_gone(entity_id)
        arrival = self._arrival
        if arrival is None or arrival.entity_id != entity_id:
            self._update_actions()
            return
        self._arrival = None
        if arrival.verb == "Go to":
            name = self._names.get(entity_id)
            self.message_posted.emit(f"“{name}” no longer exists" if name else "That entity no longer exists")
            self._arrive(self.history.back(), self.history.back, "Back")
            return
        self._arrive(arrival.retry(), arrival.retry, arrival.verb, arrival.skipped + [entity_id])

    def _center(self, entity_id: str) -> None:
        canvas = self.canvas
        if canvas is not None and entity_id in canvas.model.index:
            canvas.center_on(entity_id)

    # -- what the session says ------------------------------------------------------------

    def _on_selection(self, entity_id) -> None:
        if entity_id is not None:
            self.history.visit(entity_id)
            entity = self.session.model.entities.get(entity_id)
            if entity is not None:
                self._names[entity_id] = entity.name
            if self._arrival is not None and self._arrival.entity_id != entity_id:
                self._arrival = None  # the person went elsewhere meanwhile
        self._update_actions()

    def _on_entity_removed(self, entity_id: str) -> None:
        # A workspace loaded in full lists every entity, so one that left it was deleted; a large
        # one (loaded in part) also drops entities it merely stopped showing: those are found
        # gone only if they are navigated to (selected_entity_vanished).
        if not self.session.model.truncated:
            self.history.mark_gone(entity_id)
            self._update_actions()

    def _on_entity_present(self, entity) -> None:
        if self.history.is_gone(entity.id):
            self.history.mark_present(entity.id)  # its deletion was undone
            self._update_actions()
        if entity.id in self._names:
            self._names[entity.id] = entity.name

    def reset(self) -> None:
        self.history.reset()
        self._names.clear()
        self._arrival = None
        self._update_actions()

    def _describe(self, ids: list[str]) -> str:
        names = [f"“{self._names[i]}”" if i in self._names else "an entity" for i in dict.fromkeys(ids)]
        return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]

    def _update_actions(self) -> None:
        self.back_action.setEnabled(self.history.can_go_back())
        self.forward_action.setEnabled(self.history.can_go_forward())

    # -- the mouse's back and forward buttons ---------------------------------------------

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.MouseButtonPress:
            if event.button() == Qt.MouseButton.BackButton:
                self.go_back()
                return True
            if event.button() == Qt.MouseButton.ForwardButton:
                self.go_forward()
                return True
        return False
