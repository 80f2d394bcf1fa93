"""The Qt face of the graph model: each model event re-emitted as a signal."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from .graph_model import GraphModel, ModelEvent


class GraphModelSignals(QObject):
    """Mirror of `GraphModel`'s events; views connect to these (GUI thread only)."""

    graph_reset = Signal(object)
    entity_added = Signal(object)
    entity_updated = Signal(object)
    entity_removed = Signal(str)
    edge_added = Signal(object)
    edge_updated = Signal(object)
    edge_removed = Signal(str)
    selection_changed = Signal(object)
    selected_ids_changed = Signal(object)
    filters_changed = Signal(object)
    as_of_changed = Signal(object)
    stats_changed = Signal(object)
    entity_types_changed = Signal(object)
    positions_changed = Signal(object)
    view_changed = Signal(object)

    def __init__(self, model: GraphModel, parent: QObject | None = None):
        super().__init__(parent)
        self.model = model
        model.add_listener(self._relay)

    def _relay(self, event: ModelEvent, payload: Any) -> None:
        getattr(self, event.value).emit(payload)

    def detach(self) -> None:
        self.model.remove_listener(self._relay)
