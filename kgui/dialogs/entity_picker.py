"""Pick an entity by searching for it (the other end of a relationship, the entity to merge into)."""

from __future__ import annotations

from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import QLabel, QLineEdit, QListView, QVBoxLayout, QWidget

from kgstore import Entity

from ..session import ExplorerSession
from ..views.search_results import ENTITY_ROLE, SearchResultDelegate, SearchResultsModel


class EntityPicker(QWidget):
    entity_picked = Signal(object)  # Entity or None

    def __init__(self, session: ExplorerSession, exclude_id: str | None = None, parent: QWidget | None = None,
                 *, types: list[str] | None = None):
        """`types`: offer only entities of these types (None: any)."""
        super().__init__(parent)
        self.session = session
        self.exclude_id = exclude_id
        self.types = list(types) if types else None
        self.selected: Entity | None = None
        self.search_edit = QLineEdit()
        self.search_edit.setObjectName("picker_search")
        self.search_edit.setPlaceholderText("Search for the other entity…")
        self.search_edit.setClearButtonEnabled(True)
        self.model = SearchResultsModel(self)
        self.model.set_type_colors({t.name: t.color for t in session.model.entity_types})
        self.view = QListView()
        self.view.setObjectName("picker_results")
        self.view.setModel(self.model)
        self.view.setItemDelegate(SearchResultDelegate(self.view))
        self.view.setMinimumHeight(180)
        self.status = QLabel()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.search_edit)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.status)
        self._key = f"picker:{id(self)}"
        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(150)
        self._debounce.timeout.connect(self.run_search)
        self.search_edit.textChanged.connect(lambda _t: self._debounce.start())
        self.view.selectionModel().currentChanged.connect(self._on_current)

    def run_search(self) -> None:
        self._debounce.stop()
        query = self.search_edit.text().strip()
        if not query:
            self.model.set_rows([])
            self._pick(None)
            return
        self.session.submit("search", query=query, limit=30, types=self.types, supersede_key=self._key,
                            on_done=self._draw, on_error=self.status.setText)

    def _draw(self, hits) -> None:
        rows = [h for h in hits if h.entity.id != self.exclude_id]
        self.model.set_hits(rows)
        self.status.setText("" if rows else "No matching entity")
        if rows:
            self.view.setCurrentIndex(self.model.index(0))
        else:
            self._pick(None)

    def preset(self, entity: Entity) -> None:
        """Offer `entity` as the choice (the canvas's "Create relationship to…")."""
        self._debounce.stop()
        self.search_edit.blockSignals(True)
        self.search_edit.setText(entity.name)
        self.search_edit.blockSignals(False)
        self.model.set_rows([(entity, None)])
        self.view.setCurrentIndex(self.model.index(0))
        self._pick(entity)

    def _on_current(self, current, _previous) -> None:
        entity = current.data(ENTITY_ROLE) if current.isValid() else None
        self._pick(entity if isinstance(entity, Entity) else None)

    def _pick(self, entity: Entity | None) -> None:
        self.selected = entity
        self.entity_picked.emit(entity)
