"""Search box with results. Search as you type: debounced, and only the newest answer is drawn.

With an empty box the list shows the loaded entities that pass the filters (browse mode).
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt, QTimer, Signal
from PySide6.QtWidgets import QLabel, QLineEdit, QListView, QVBoxLayout, QWidget

from kgstore import Entity

from ..session import ExplorerSession
from ..style.formatting import plural
from ..style.icons import action_icon
from .search_results import ENTITY_ROLE, SearchResultDelegate, SearchResultsModel

DEBOUNCE_MS = 180
SEARCH_LIMIT = 50
BROWSE_LIMIT = 500


class SearchPanel(QWidget):
    entity_activated = Signal(object)  # Entity
    hits_changed = Signal(list)  # ids of the entities the query found ([] when the box is empty)

    def __init__(self, session: ExplorerSession, parent: QWidget | None = None):
        super().__init__(parent)
        self.session = session
        self.search_edit = QLineEdit()
        self.search_edit.setObjectName("search_edit")
        self.search_edit.setPlaceholderText("Search memories…")
        self.search_edit.setClearButtonEnabled(True)
        self.search_edit.addAction(action_icon("find"), QLineEdit.ActionPosition.LeadingPosition)
        self.summary_label = QLabel()
        self.summary_label.setObjectName("search_summary")
        self.summary_label.setWordWrap(True)
        self.results_model = SearchResultsModel(self)
        self._browse_matching = 0  # entities that pass the filters; the browse list shows BROWSE_LIMIT
        self.results_view = QListView()
        self.results_view.setObjectName("search_results")
        self.results_view.setModel(self.results_model)
        self.results_view.setItemDelegate(SearchResultDelegate(self.results_view))
        self.results_view.setUniformItemSizes(True)
        self.results_view.setVerticalScrollMode(QListView.ScrollMode.ScrollPerPixel)
        self.results_view.setEditTriggers(QListView.EditTrigger.NoEditTriggers)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.search_edit)
        layout.addWidget(self.summary_label)
        layout.addWidget(self.results_view, 1)

        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(DEBOUNCE_MS)
        self._debounce.timeout.connect(self.run_search)
        self.search_edit.textChanged.connect(lambda _t: self._debounce.start())
        self.search_edit.returnPressed.connect(self._activate_first)
        self.results_view.activated.connect(self._on_activated)
        self.results_view.clicked.connect(self._on_activated)
        self.last_drawn_query: str | None = None
        self.searches_drawn = 0

        sig = session.signals
        sig.graph_reset.connect(lambda _ws: self.run_search())
        sig.filters_changed.connect(lambda _f: self.run_search())
        sig.entity_types_changed.connect(self._on_types)
        sig.entity_updated.connect(self.results_model.update_entity)
        sig.entity_removed.connect(self._on_entity_removed)
        self._browse_timer = QTimer(self)  # many entities arriving at once: one refresh
        self._browse_timer.setSingleShot(True)
        self._browse_timer.setInterval(0)
        self._browse_timer.timeout.connect(self._refresh_browse)
        sig.entity_added.connect(lambda _e: self._browse_timer.start())
        sig.selection_changed.connect(self._show_selection)
        # A reload follows writes (a restore, an ingest, another process): a query shown is asked
        # again, so its results never describe the file as it was.
        session.workspace_reloaded.connect(lambda _s: self.run_search() if self.query else self._refresh_browse())
        self._show_summary()

    # -- searching ------------------------------------------------------------------------

    @property
    def query(self) -> str:
        return self.search_edit.text().strip()

    def focus_search(self) -> None:
        self.search_edit.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.search_edit.selectAll()

    def run_search(self) -> None:
        self._debounce.stop()
        query = self.query
        if not query:
            self._refresh_browse(force=True)
            return
        if self.session.workspace_id is None:
            return
        filters = self.session.model.filters
        types = None
        if filters.hidden_entity_types:
            types = [t.name for t in self.session.model.entity_types
                     if t.name not in filters.hidden_entity_types]
            if not types:
                self._draw_hits(query, [])
                return
        self.session.submit("search", query=query, limit=SEARCH_LIMIT, types=types, supersede_key="search",
                            on_done=lambda hits, q=query: self._draw_hits(q, hits),
                            on_error=self._on_error)

    def _draw_hits(self, query: str, hits) -> None:
        if query != self.query:
            return
        filters = self.session.model.filters
        rows = [h for h in hits if filters.entity_passes(h.entity)]
        self.results_model.set_hits(rows)
        self.last_drawn_query = query
        self.searches_drawn += 1
        self._show_summary(len(rows), len(hits))
        self._show_selection(self.session.model.selected_id)
        self.hits_changed.emit([hit.entity.id for hit in rows])

    def _refresh_browse(self, force: bool = False) -> None:
        if self.query and not force:
            return
        if self.query:
            return
        entities = sorted(self.session.model.visible_entities(), key=lambda e: (e.name.lower(), e.type))
        self.results_model.set_rows([(e, None) for e in entities[:BROWSE_LIMIT]])
        if self.last_drawn_query:
            self.hits_changed.emit([])  # the box was emptied: nothing is a hit any more
        self.last_drawn_query = ""
        self._browse_matching = len(entities)
        self._show_summary()
        self._show_selection(self.session.model.selected_id)

    def _on_entity_removed(self, entity_id: str) -> None:
        self.results_model.remove_entity(entity_id)
        if not self.query:
            self._browse_timer.start()  # the header counts what is left

    def _on_error(self, message: str) -> None:
        self.summary_label.setText(f"Search failed: {message}")

    def _show_summary(self, shown: int | None = None, found: int | None = None) -> None:
        if not self.query:
            listed = self.results_model.rowCount()
            matching = max(self._browse_matching, listed)
            total = len(self.session.model.entities)
            if total == 0:
                text = "Type to search names, descriptions and observations."
            elif listed < matching:
                which = "" if matching == total else " that match the filters"
                text = f"First {listed:,} of {matching:,}{which}, A–Z; type to search the whole workspace"
            elif matching == total:
                text = f"All {plural(total, 'entity', 'entities')}"
            else:
                text = f"{matching:,} of {plural(total, 'entity', 'entities')} match the filters"
            self.summary_label.setText(text)
            return
        if not shown:
            hidden = (found or 0) - (shown or 0)
            self.summary_label.setText(
                "No matches" + (f" ({hidden} hidden by filters)" if hidden else ""))
            return
        hidden = (found or 0) - shown
        text = plural(shown, "result")
        if found == SEARCH_LIMIT:
            text += " (first 50)"
        if hidden:
            text += f", {hidden} hidden by filters"
        self.summary_label.setText(text)

    def _on_types(self, types) -> None:
        self.results_model.set_type_colors({t.name: t.color for t in types})

    # -- picking --------------------------------------------------------------------------

    def _on_activated(self, index: QModelIndex) -> None:
        entity = index.data(ENTITY_ROLE)
        if isinstance(entity, Entity):
            self.entity_activated.emit(entity)

    def _activate_first(self) -> None:
        self._debounce.stop()
        if self.results_model.rowCount():
            index = self.results_view.currentIndex()
            if not index.isValid():
                index = self.results_model.index(0)
            self._on_activated(index)

    def _show_selection(self, entity_id) -> None:
        row = self.results_model.row_of(entity_id) if entity_id else -1
        if row >= 0:
            self.results_view.setCurrentIndex(self.results_model.index(row))
        else:
            self.results_view.clearSelection()
