"""The graph model: plain Python state of what the explorer shows. Emits nothing Qt.

Listeners are callables `listener(event, payload)`; events are past-tense names (see
`ModelEvent`). A thin Qt adapter (`kgui.model.qt_signals`) turns them into signals.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from enum import Enum
from typing import Any

from kgstore import Edge, Entity, EntityType, Stats

from .changes import Changes
from .filters import Filters, edge_visible_at
from .view_spec import WORKSPACE, ViewSpec

Position = tuple[float, float, bool]  # x, y, pinned (canvas coordinates, as saved in the store)


class ModelEvent(str, Enum):
    GRAPH_RESET = "graph_reset"  # payload: workspace id
    ENTITY_ADDED = "entity_added"  # payload: Entity
    ENTITY_UPDATED = "entity_updated"  # payload: Entity
    ENTITY_REMOVED = "entity_removed"  # payload: entity id
    EDGE_ADDED = "edge_added"  # payload: Edge
    EDGE_UPDATED = "edge_updated"  # payload: Edge
    EDGE_REMOVED = "edge_removed"  # payload: edge id
    SELECTION_CHANGED = "selection_changed"  # payload: entity id or None
    # payload: tuple of every selected entity id (a canvas multi-selection), in selection order
    SELECTED_IDS_CHANGED = "selected_ids_changed"
    FILTERS_CHANGED = "filters_changed"  # payload: Filters
    AS_OF_CHANGED = "as_of_changed"  # payload: int ms or None (= now)
    STATS_CHANGED = "stats_changed"  # payload: Stats or None
    ENTITY_TYPES_CHANGED = "entity_types_changed"  # payload: list[EntityType]
    POSITIONS_CHANGED = "positions_changed"  # payload: {entity id: (x, y, pinned)} that changed
    VIEW_CHANGED = "view_changed"  # payload: ViewSpec


Listener = Callable[[ModelEvent, Any], None]


def wall_clock_ms() -> int:
    return time.time_ns() // 1_000_000


class GraphModel:
    """Entities and edges of one workspace as loaded, plus selection, filters and as-of."""

    def __init__(self, clock: Callable[[], int] = wall_clock_ms):
        self._listeners: list[Listener] = []
        self._clock = clock
        self.workspace_id: str | None = None
        self.entities: dict[str, Entity] = {}
        self.edges: dict[str, Edge] = {}  # all loaded edges, current and historical
        self.entity_types: list[EntityType] = []
        self.stats: Stats | None = None
        self.selected_id: str | None = None
        # Everything selected (rubber band, Ctrl-click), `selected_id` among them: the current one,
        # which the single-entity views (details, navigation) follow.
        self.selected_ids: tuple[str, ...] = ()
        self.filters = Filters()
        self.as_of: int | None = None
        self.truncated = False  # the workspace holds more entities than were loaded
        # The workspace's entities as loaded (and created since); `entities` may also hold
        # entities reached otherwise (search hits, focus views, Expand).
        self.loaded_ids: set[str] = set()
        self.positions: dict[str, Position] = {}  # saved canvas layout
        self.view = ViewSpec()

    # -- listeners ------------------------------------------------------------------------

    def add_listener(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def remove_listener(self, listener: Listener) -> None:
        if listener in self._listeners:
            self._listeners.remove(listener)

    def _emit(self, event: ModelEvent, payload: Any = None) -> None:
        for listener in list(self._listeners):
            listener(event, payload)

    # -- loading --------------------------------------------------------------------------

    def reset(self, workspace_id: str | None, entities: Iterable[Entity] = (), edges: Iterable[Edge] = (),
              *, truncated: bool = False, positions: dict[str, Position] | None = None) -> None:
        """Show another workspace (or the same one from scratch): selection, as-of and view reset."""
        self.workspace_id = workspace_id
        self.entities = {e.id: e for e in entities}
        self.edges = {g.id: g for g in edges if g.source_id in self.entities and g.target_id in self.entities}
        self.loaded_ids = set(self.entities)
        self.positions = dict(positions or {})
        self.truncated = truncated
        was_selected = self.selected_id is not None
        had_many = bool(self.selected_ids)
        self.selected_id = None
        self.selected_ids = ()
        self.as_of = None
        self.view = ViewSpec(show_closed=self.view.show_closed)
        self._emit(ModelEvent.GRAPH_RESET, workspace_id)
        if had_many:
            self._emit(ModelEvent.SELECTED_IDS_CHANGED, ())
        if was_selected:
            # Everything that follows the selection (inspector, actions, details) lets go of it.
            self._emit(ModelEvent.SELECTION_CHANGED, None)

    def sync(self, entities: Iterable[Entity], edges: Iterable[Edge], *, truncated: bool = False,
             positions: dict[str, Position] | None = None) -> None:
        """Bring the loaded graph up to date with a fresh read, emitting only the differences.

        Entities the view needs beyond the loaded ones (a focus view, Expand) and their edges
        stay: the view asks the store for them again itself."""
        new_entities = {e.id: e for e in entities}
        new_edges = {g.id: g for g in edges if g.source_id in new_entities and g.target_id in new_entities}
        keep = self.view.referenced_ids() - new_entities.keys()
        self.truncated = truncated
        for gid in [g for g, edge in self.edges.items() if g not in new_edges
                    and edge.source_id not in keep and edge.target_id not in keep]:
            del self.edges[gid]
            self._emit(ModelEvent.EDGE_REMOVED, gid)
        for eid in [e for e in self.entities if e not in new_entities and e not in keep]:
            del self.entities[eid]
            self._emit(ModelEvent.ENTITY_REMOVED, eid)
        self.loaded_ids = set(new_entities)
        if positions is not None:
            self.positions = dict(positions)  # the canvas keeps where it has put what it shows
        for entity in new_entities.values():
            self._put_entity(entity)
        for edge in new_edges.values():
            self._put_edge(edge)
        self._drop_gone_from_selection()

    def remember_graph(self, entities: Iterable[Entity], edges: Iterable[Edge]) -> None:
        """Add or refresh entities and edges read for the view (a neighbourhood) without making
        them part of the loaded workspace."""
        for entity in entities:
            if entity.workspace_id == self.workspace_id:
                self._put_entity(entity)
        for edge in edges:
            if edge.workspace_id == self.workspace_id:
                self._put_edge(edge)

    def _put_entity(self, entity: Entity) -> None:
        old = self.entities.get(entity.id)
        if old == entity:
            return
        self.entities[entity.id] = entity
        self._emit(ModelEvent.ENTITY_ADDED if old is None else ModelEvent.ENTITY_UPDATED, entity)

    def _put_edge(self, edge: Edge) -> None:
        if edge.source_id not in self.entities or edge.target_id not in self.entities:
            return
        old = self.edges.get(edge.id)
        if old == edge:
            return
        self.edges[edge.id] = edge
        self._emit(ModelEvent.EDGE_ADDED if old is None else ModelEvent.EDGE_UPDATED, edge)

    def _drop_entity(self, entity_id: str) -> None:
        for gid in [g.id for g in self.edges.values() if entity_id in (g.source_id, g.target_id)]:
            del self.edges[gid]
            self._emit(ModelEvent.EDGE_REMOVED, gid)
        if self.entities.pop(entity_id, None) is not None:
            self._emit(ModelEvent.ENTITY_REMOVED, entity_id)

    def apply(self, changes: Changes) -> None:
        """Apply what a write did (the worker's answer to a request)."""
        renamed_selection = any(i in changes.renamed_ids for i in self.selected_ids)
        if renamed_selection:
            self.selected_ids = tuple(dict.fromkeys(changes.renamed_ids.get(i, i) for i in self.selected_ids))
        for old_id, new_id in changes.renamed_ids.items():
            if self.selected_id == old_id:
                self.selected_id = new_id  # announced below, once the entity is in place
            if old_id in self.loaded_ids:
                self.loaded_ids.discard(old_id)
                self.loaded_ids.add(new_id)
            if old_id in self.positions:
                self.positions.setdefault(new_id, self.positions[old_id])
        view = self.view.renamed(changes.renamed_ids)
        for gid in changes.removed_edges:
            if self.edges.pop(gid, None) is not None:
                self._emit(ModelEvent.EDGE_REMOVED, gid)
        for eid in changes.removed_entities:
            self._drop_entity(eid)
        for old_id in changes.renamed_ids:
            if old_id in self.entities:
                self._drop_entity(old_id)
            elif self.edges.pop(old_id, None) is not None:
                self._emit(ModelEvent.EDGE_REMOVED, old_id)
        for entity in changes.entities:
            if entity.workspace_id == self.workspace_id:
                if entity.id not in self.entities:
                    self.loaded_ids.add(entity.id)  # created (or brought back) here: shown
                self._put_entity(entity)
        for eid in changes.removed_entities:
            self.loaded_ids.discard(eid)
        if view != self.view:
            self.set_view(view)
        for edge in changes.edges:
            if edge.workspace_id == self.workspace_id:
                self._put_edge(edge)
        if any(i not in self.entities for i in self.selected_ids):
            self._drop_gone_from_selection()
        else:
            if renamed_selection:
                self._emit(ModelEvent.SELECTED_IDS_CHANGED, self.selected_ids)
            if any(self.selected_id == new for new in changes.renamed_ids.values()):
                self._emit(ModelEvent.SELECTION_CHANGED, self.selected_id)

    def _drop_gone_from_selection(self) -> None:
        """Entities deleted or no longer loaded leave the selection; the current one, if it went,
        passes to the last one still selected."""
        kept = tuple(i for i in self.selected_ids if i in self.entities)
        current = self.selected_id if self.selected_id in self.entities else None
        if kept != self.selected_ids or current != self.selected_id:
            self.select_many(kept, current)

    def clear(self) -> None:
        """The workspace was emptied (Clear All Memories)."""
        self.reset(self.workspace_id, (), ())

    # -- selection, filters, time ---------------------------------------------------------

    def select(self, entity_id: str | None) -> None:
        """Select one entity (or nothing): a multi-selection narrows to it."""
        self.select_many(() if entity_id is None else (entity_id,), entity_id)

    def select_many(self, entity_ids: Iterable[str], current: str | None = None) -> None:
        """Select these entities; `current` (default: the last) is the one single-entity views follow."""
        ids = tuple(dict.fromkeys(entity_ids))
        if current is None or current not in ids:
            current = ids[-1] if ids else None
        if ids == (current,) and current not in self.entities:
            pass  # one entity selected before it is loaded (a search hit on its way): as asked
        elif len(ids) > 1:
            ids = tuple(i for i in ids if i in self.entities or i == current)
        changed_current = current != self.selected_id
        changed_ids = ids != self.selected_ids
        self.selected_id = current
        self.selected_ids = ids
        if changed_ids:
            self._emit(ModelEvent.SELECTED_IDS_CHANGED, ids)
        if changed_current:
            self._emit(ModelEvent.SELECTION_CHANGED, current)

    def remember(self, entity: Entity) -> None:
        """Add or refresh an entity the user reached outside the loaded set (a search hit)."""
        if entity.workspace_id == self.workspace_id:
            self._put_entity(entity)

    def set_filters(self, filters: Filters) -> None:
        if filters == self.filters:
            return
        self.filters = filters
        self._emit(ModelEvent.FILTERS_CHANGED, filters)

    def set_as_of(self, as_of: int | None) -> None:
        if as_of == self.as_of:
            return
        self.as_of = as_of
        self._emit(ModelEvent.AS_OF_CHANGED, as_of)

    def set_view(self, view: ViewSpec) -> None:
        if view == self.view:
            return
        self.view = view
        self._emit(ModelEvent.VIEW_CHANGED, view)

    def set_positions(self, positions: dict[str, Position]) -> None:
        """Record canvas positions (a drag, a pin, a re-layout, the layout coming to rest);
        announces the ones that changed."""
        changed = {i: (float(p[0]), float(p[1]), bool(p[2])) for i, p in positions.items()
                   if self.positions.get(i) != (float(p[0]), float(p[1]), bool(p[2]))}
        if not changed:
            return
        self.positions.update(changed)
        self._emit(ModelEvent.POSITIONS_CHANGED, changed)

    def set_stats(self, stats: Stats | None) -> None:
        if stats == self.stats:
            return
        self.stats = stats
        self._emit(ModelEvent.STATS_CHANGED, stats)

    def set_entity_types(self, types: Iterable[EntityType]) -> None:
        types = list(types)
        if types == self.entity_types:
            return
        self.entity_types = types
        self._emit(ModelEvent.ENTITY_TYPES_CHANGED, types)

    # -- queries --------------------------------------------------------------------------

    @property
    def selected(self) -> Entity | None:
        return self.entities.get(self.selected_id) if self.selected_id else None

    @property
    def selected_entities(self) -> list[Entity]:
        """Every selected entity that is loaded, in selection order."""
        return [self.entities[i] for i in self.selected_ids if i in self.entities]

    def type_color(self, type_name: str) -> str | None:
        for t in self.entity_types:
            if t.name == type_name:
                return t.color
        return None

    def is_entity_visible(self, entity: Entity) -> bool:
        return self.filters.entity_passes(entity)

    def visible_entities(self) -> list[Entity]:
        return [e for e in self.entities.values() if self.filters.entity_passes(e)]

    def visible_edges(self) -> list[Edge]:
        """Edges true at `as_of` (or now) whose ends are both shown and whose type passes."""
        now = self._clock()
        shown = {e.id for e in self.visible_entities()}
        return [
            g for g in self.edges.values()
            if g.source_id in shown and g.target_id in shown and self.filters.edge_passes(g)
            and edge_visible_at(g, self.as_of, now)
        ]

    def edge_types(self) -> list[str]:
        return sorted({g.type for g in self.edges.values()})

    def view_entity_ids(self) -> list[str]:
        """The entities the graph view holds (before filters, time and Hide), in a stable order:
        the loaded workspace, or the focus neighbourhood, plus what Expand added."""
        view = self.view
        base = self.loaded_ids if view.mode == WORKSPACE else view.focus_ids
        wanted = base | view.extra_ids
        return [i for i in self.entities if i in wanted]

    def view_edges(self, ids) -> list[Edge]:
        """Every loaded edge (current and historical) between the given entities."""
        shown = ids if isinstance(ids, (set, frozenset)) else set(ids)
        return [g for g in self.edges.values() if g.source_id in shown and g.target_id in shown]
