"""Filters: entity types (colour, count), relationship types, minimum confidence, source."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QCheckBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from ..model import SOURCES, Filters
from ..session import ExplorerSession
from ..style.colors import muted_text, type_color
from ..style.icons import type_badge

NAME_ROLE = Qt.ItemDataRole.UserRole + 1


def _checklist(object_name: str) -> QListWidget:
    widget = QListWidget()
    widget.setObjectName(object_name)
    widget.setUniformItemSizes(True)
    widget.setSelectionMode(QListWidget.SelectionMode.NoSelection)
    widget.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
    return widget


class FiltersPanel(QWidget):
    def __init__(self, session: ExplorerSession, parent: QWidget | None = None):
        super().__init__(parent)
        self.session = session
        self._updating = False

        self.entity_types_list = _checklist("entity_type_filters")
        self.entity_types_list.setMinimumHeight(110)
        self.edge_types_list = _checklist("edge_type_filters")
        self.edge_types_list.setMinimumHeight(72)
        self.confidence_slider = QSlider(Qt.Orientation.Horizontal)
        self.confidence_slider.setObjectName("min_confidence")
        self.confidence_slider.setRange(0, 100)
        self.confidence_slider.setSingleStep(5)
        self.confidence_slider.setPageStep(10)
        self.confidence_label = QLabel()
        self.confidence_label.setMinimumWidth(36)
        self.source_boxes = {s: QCheckBox(s) for s in SOURCES}
        for source, box in self.source_boxes.items():
            box.setObjectName(f"source_{source}")
            box.setChecked(True)
        self.reset_button = QPushButton("Reset filters")
        self.reset_button.setObjectName("reset_filters")

        types_box = QGroupBox("Entity types")
        QVBoxLayout(types_box).addWidget(self.entity_types_list)
        edges_box = QGroupBox("Relationship types")
        QVBoxLayout(edges_box).addWidget(self.edge_types_list)
        other_box = QGroupBox("Confidence and source")
        other = QVBoxLayout(other_box)
        row = QHBoxLayout()
        row.addWidget(QLabel("Minimum"))
        row.addWidget(self.confidence_slider, 1)
        row.addWidget(self.confidence_label)
        other.addLayout(row)
        sources = QHBoxLayout()
        sources.setSpacing(4)  # the three fit the narrow left column
        for box in self.source_boxes.values():
            sources.addWidget(box)
        sources.addStretch(1)
        other.addLayout(sources)

        for box in (types_box, edges_box, other_box):
            box.layout().setContentsMargins(6, 6, 6, 6)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(types_box, 3)
        layout.addWidget(edges_box, 2)
        layout.addWidget(other_box)
        layout.addWidget(self.reset_button, 0, Qt.AlignmentFlag.AlignRight)

        self.entity_types_list.itemChanged.connect(self._on_item_changed)
        self.edge_types_list.itemChanged.connect(self._on_item_changed)
        self.confidence_slider.valueChanged.connect(self._on_confidence)
        for box in self.source_boxes.values():
            box.toggled.connect(lambda _c: self._push())
        self.reset_button.clicked.connect(lambda: session.model.set_filters(Filters()))

        sig = session.signals
        sig.stats_changed.connect(lambda _s: self.rebuild())
        sig.entity_types_changed.connect(lambda _t: self.rebuild())
        sig.graph_reset.connect(lambda _w: self.rebuild())
        sig.filters_changed.connect(lambda _f: self.rebuild())
        self.rebuild()

    # -- model → widgets ------------------------------------------------------------------

    def rebuild(self) -> None:
        model = self.session.model
        filters = model.filters
        stats = model.stats
        self._updating = True
        try:
            type_counts = dict(stats.entity_types) if stats else {}
            colors = {t.name: t for t in model.entity_types}
            names = sorted(set(colors) | set(type_counts),
                           key=lambda n: (type_counts.get(n, 0) == 0, n))
            self._fill(self.entity_types_list, [
                (name, type_counts.get(name, 0), filters.hidden_entity_types,
                 QIcon(type_badge(name, type_color(name, colors[name].color if name in colors else None), 16,
                                  colors[name].icon if name in colors else None)))
                for name in names
            ])
            edge_counts = dict(stats.edge_types) if stats else {}
            edge_names = sorted(set(edge_counts) | set(model.edge_types()) | set(filters.hidden_edge_types),
                                key=lambda n: (edge_counts.get(n, 0) == 0, n))
            self._fill(self.edge_types_list, [
                (name, edge_counts.get(name, 0), filters.hidden_edge_types, None) for name in edge_names
            ])
            self.confidence_slider.setValue(round(filters.min_confidence * 100))
            self.confidence_label.setText(f"{round(filters.min_confidence * 100)}%")
            for source, box in self.source_boxes.items():
                box.setChecked(source in filters.sources)
            self.reset_button.setEnabled(not filters.is_default)
        finally:
            self._updating = False

    def _fill(self, widget: QListWidget, rows) -> None:
        muted = muted_text(self.palette())
        widget.clear()
        for name, count, hidden, icon in rows:
            item = QListWidgetItem(f"{name}  ({count:,})")
            item.setData(NAME_ROLE, name)
            item.setFlags(Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsEnabled)
            item.setCheckState(Qt.CheckState.Unchecked if name in hidden else Qt.CheckState.Checked)
            if icon is not None:
                item.setIcon(icon)
            if count == 0:
                item.setForeground(muted)
            widget.addItem(item)

    # -- widgets → model ------------------------------------------------------------------

    def _hidden(self, widget: QListWidget) -> frozenset[str]:
        return frozenset(
            widget.item(n).data(NAME_ROLE) for n in range(widget.count())
            if widget.item(n).checkState() != Qt.CheckState.Checked
        )

    def _on_item_changed(self, _item) -> None:
        if not self._updating:
            self._push()

    def _on_confidence(self, value: int) -> None:
        self.confidence_label.setText(f"{value}%")
        if not self._updating:
            self._push()

    def _push(self) -> None:
        if self._updating:
            return
        filters = self.session.model.filters.with_changes(
            hidden_entity_types=self._hidden(self.entity_types_list),
            hidden_edge_types=self._hidden(self.edge_types_list),
            min_confidence=self.confidence_slider.value() / 100,
            sources=frozenset(s for s, box in self.source_boxes.items() if box.isChecked()),
        )
        self.session.model.set_filters(filters)

    def set_type_visible(self, type_name: str, visible: bool) -> None:
        for n in range(self.entity_types_list.count()):
            item = self.entity_types_list.item(n)
            if item.data(NAME_ROLE) == type_name:
                item.setCheckState(Qt.CheckState.Checked if visible else Qt.CheckState.Unchecked)
