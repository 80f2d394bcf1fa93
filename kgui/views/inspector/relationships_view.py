"""Outgoing and incoming relationships with their validity windows; create, edit, invalidate,
delete (buttons, a context menu on the rows, F2 / Delete keys)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QGuiApplication, QIcon, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QMenu,
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from kgstore import Edge, Entity

from ...style.colors import muted_text, type_color
from ...style.formatting import format_confidence, format_time, format_window
from ...style.icons import type_badge

EDGE_ROLE = Qt.ItemDataRole.UserRole + 1
OTHER_ROLE = Qt.ItemDataRole.UserRole + 2
COLUMNS = ["Relationship", "Entity", "Valid"]
NARROW_WIDTH = 300  # below it the Valid column is hidden


def edge_phrase(edge: Edge, names: dict[str, str]) -> str:
    return f"{names.get(edge.source_id, '?')} {edge.type} {names.get(edge.target_id, '?')}"


class RelationshipsView(QWidget):
    create_requested = Signal()
    edit_requested = Signal(object)  # Edge
    invalidate_requested = Signal(object)  # Edge
    delete_requested = Signal(object)  # Edge
    entity_requested = Signal(str)  # go to the entity at the other end

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.tree = QTreeWidget()
        self.tree.setObjectName("relationships_tree")
        self.tree.setColumnCount(len(COLUMNS))
        self.tree.setHeaderLabels(COLUMNS)
        self.tree.setRootIsDecorated(True)
        self.tree.setUniformRowHeights(True)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        # A narrow inspector: the other entity's name gets the room, the dates are cut short
        # (their tooltip has them in full; the column can be dragged wider).
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Interactive)
        header.resizeSection(2, self.tree.fontMetrics().horizontalAdvance("since 2026-01-01") // 2 + 24)
        self.tree.setMinimumHeight(90)
        self.show_closed = QCheckBox("Show closed")
        self.show_closed.setToolTip("Also list relationships that have stopped being true")
        self.show_closed.setChecked(True)
        self.new_button = QPushButton("New…")
        self.new_button.setObjectName("new_relationship_button")
        self.edit_button = QPushButton("Edit…")
        self.edit_button.setObjectName("edit_relationship_button")
        self.edit_button.setToolTip("Correct its type, when it holds, its confidence or properties (F2)")
        self.invalidate_button = QPushButton("Invalidate…")
        self.invalidate_button.setObjectName("invalidate_relationship_button")
        self.invalidate_button.setToolTip("Record that this relationship stopped being true (keeps its history)")
        self.delete_button = QPushButton("Delete")
        self.delete_button.setObjectName("delete_relationship_button")
        self.delete_button.setToolTip("Remove this relationship and its history")
        buttons = QHBoxLayout()
        for button in (self.new_button, self.edit_button, self.invalidate_button, self.delete_button):
            # As wide as the text needs (not the style's 80 px minimum): the row fits a narrow inspector.
            button.setMinimumWidth(button.fontMetrics().horizontalAdvance(button.text()) + 18)
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.show_closed)
        layout.addWidget(self.tree)
        layout.addLayout(buttons)

        self._entity: Entity | None = None
        self._edges: list[Edge] = []
        self._others: dict[str, Entity] = {}
        self._colors: dict[str, str | None] = {}
        self.tree.itemSelectionChanged.connect(self._update_buttons)
        self.tree.itemDoubleClicked.connect(self._on_double_click)
        self.new_button.clicked.connect(self.create_requested)
        self.edit_button.clicked.connect(self._request_edit)
        self.tree.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.tree.customContextMenuRequested.connect(self._show_context_menu)
        self.tree.installEventFilter(self)
        self.invalidate_button.clicked.connect(self._request_invalidate)
        self.delete_button.clicked.connect(self._request_delete)
        self.show_closed.toggled.connect(lambda _c: self._rebuild())
        self._update_buttons()

    def resizeEvent(self, event) -> None:  # noqa: N802
        # A narrow inspector shows who is at the other end rather than since when (the dates
        # stay in the rows' tooltips); from NARROW_WIDTH px up the Valid column is back.
        super().resizeEvent(event)
        self.tree.setColumnHidden(2, self.width() < NARROW_WIDTH)

    def set_type_colors(self, colors: dict[str, str | None]) -> None:
        self._colors = dict(colors)

    def set_relationships(self, entity: Entity, edges: list[Edge], others: dict[str, Entity]) -> None:
        keep = self.selected_edge()
        self._entity, self._edges, self._others = entity, list(edges), dict(others)
        self._rebuild(keep.id if keep else None)

    def names(self) -> dict[str, str]:
        names = {eid: e.name for eid, e in self._others.items()}
        if self._entity is not None:
            names[self._entity.id] = self._entity.name
        return names

    def _rebuild(self, keep_id: str | None = None) -> None:
        self.tree.clear()
        if self._entity is None:
            self._update_buttons()
            return
        outgoing = QTreeWidgetItem(self.tree)
        incoming = QTreeWidgetItem(self.tree)
        for group in (outgoing, incoming):
            font = group.font(0)
            font.setBold(True)
            group.setFont(0, font)
            group.setFlags(Qt.ItemFlag.ItemIsEnabled)
            group.setFirstColumnSpanned(True)
        muted = muted_text(self.palette())
        counts = {"out": 0, "in": 0}
        show_closed = self.show_closed.isChecked()
        for edge in sorted(self._edges, key=lambda g: (g.valid_to is not None, g.type, g.valid_from)):
            if edge.valid_to is not None and not show_closed:
                continue
            out = edge.source_id == self._entity.id
            other_id = edge.target_id if out else edge.source_id
            other = self._others.get(other_id)
            item = QTreeWidgetItem(outgoing if out else incoming)
            counts["out" if out else "in"] += 1
            item.setText(0, edge.type)
            item.setText(1, other.name if other else "(missing)")
            if other is not None:
                item.setIcon(1, QIcon(type_badge(other.type, type_color(other.type, self._colors.get(other.type)), 14)))
                item.setToolTip(1, f"{other.name} ({other.type}) — double-click to inspect")
            item.setText(2, format_window(edge.valid_from, edge.valid_to))
            validity = (f"valid from {format_time(edge.valid_from)}"
                        + (f" to {format_time(edge.valid_to)}" if edge.valid_to else " (current)"))
            item.setToolTip(2, validity)
            item.setToolTip(1, "\n".join(t for t in (item.toolTip(1), validity) if t))  # Valid may be hidden
            tip = (f"{edge_phrase(edge, self.names())}\nsource: {edge.source} · confidence "
                   f"{format_confidence(edge.confidence)}" + (f" · task {edge.task_id}" if edge.task_id else ""))
            item.setToolTip(0, tip)
            item.setData(0, EDGE_ROLE, edge)
            item.setData(0, OTHER_ROLE, other_id)
            if edge.valid_to is not None:
                for col in range(len(COLUMNS)):
                    font = QFont(item.font(col))
                    font.setItalic(True)
                    item.setFont(col, font)
                    item.setForeground(col, muted)
            if edge.id == keep_id:
                self.tree.setCurrentItem(item)
        outgoing.setText(0, f"Outgoing ({counts['out']})")
        incoming.setText(0, f"Incoming ({counts['in']})")
        outgoing.setExpanded(True)
        incoming.setExpanded(True)
        self._fit_height(2 + counts["out"] + counts["in"])
        self._update_buttons()

    def _fit_height(self, rows: int) -> None:
        row_h = max(self.tree.sizeHintForRow(0), self.fontMetrics().height() + 4)
        height = self.tree.header().sizeHint().height() + row_h * min(max(rows, 3), 12) + 8
        self.tree.setFixedHeight(height)

    def edge_items(self) -> list[QTreeWidgetItem]:
        items = []
        for n in range(self.tree.topLevelItemCount()):
            group = self.tree.topLevelItem(n)
            items += [group.child(c) for c in range(group.childCount())]
        return items

    def select_edge(self, edge_id: str) -> bool:
        for item in self.edge_items():
            if item.data(0, EDGE_ROLE).id == edge_id:
                self.tree.setCurrentItem(item)
                return True
        return False

    def selected_edge(self) -> Edge | None:
        item = self.tree.currentItem()
        return item.data(0, EDGE_ROLE) if item is not None and item.parent() is not None else None

    def _update_buttons(self) -> None:
        edge = self.selected_edge()
        self.new_button.setEnabled(self._entity is not None)
        self.edit_button.setEnabled(edge is not None)
        self.invalidate_button.setEnabled(edge is not None and edge.valid_to is None)
        self.delete_button.setEnabled(edge is not None)

    def _request_edit(self) -> None:
        edge = self.selected_edge()
        if edge is not None:
            self.edit_requested.emit(edge)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - F2 edits the row (Delete: the window's action)
        if obj is self.tree and self.selected_edge() is not None and event.type() == event.Type.ShortcutOverride \
                and event.key() == Qt.Key.Key_F2:
            event.accept()  # the row's key, whatever the window binds it to
            return True
        if obj is self.tree and event.type() == event.Type.KeyPress and self.selected_edge() is not None:
            if event.key() == Qt.Key.Key_F2:
                self._request_edit()
                return True
        return super().eventFilter(obj, event)

    def context_menu(self, item: QTreeWidgetItem | None) -> QMenu:
        """The row's actions (also on the buttons), as the right-click menu shows them."""
        menu = QMenu(self)
        edge = item.data(0, EDGE_ROLE) if item is not None and item.parent() is not None else None
        if edge is None:
            menu.addAction("New relationship…", self.create_requested.emit).setEnabled(self._entity is not None)
            return menu
        other_id = item.data(0, OTHER_ROLE)
        other = self._others.get(other_id)
        go = menu.addAction(f"Go to “{other.name}”" if other else "Go to the other end",
                            lambda: self.entity_requested.emit(other_id))
        go.setEnabled(other is not None)
        menu.addSeparator()
        menu.addAction("Edit…", lambda: self.edit_requested.emit(edge)).setShortcut(QKeySequence(Qt.Key.Key_F2))
        menu.addAction("Invalidate…", lambda: self.invalidate_requested.emit(edge)).setEnabled(edge.valid_to is None)
        menu.addAction("Delete", lambda: self.delete_requested.emit(edge)).setShortcut(
            QKeySequence(QKeySequence.StandardKey.Delete))
        menu.addSeparator()
        phrase = edge_phrase(edge, self.names())
        menu.addAction("Copy", lambda: QGuiApplication.clipboard().setText(phrase))
        menu.addAction("Copy relationship id", lambda: QGuiApplication.clipboard().setText(edge.id))
        for action in menu.actions():
            action.setShortcutVisibleInContextMenu(True)
        return menu

    def _show_context_menu(self, pos) -> None:
        item = self.tree.itemAt(pos)
        if item is not None and item.parent() is not None:
            self.tree.setCurrentItem(item)
        self.context_menu(item).popup(self.tree.viewport().mapToGlobal(pos))

    def _request_invalidate(self) -> None:
        edge = self.selected_edge()
        if edge is not None and edge.valid_to is None:
            self.invalidate_requested.emit(edge)

    def _request_delete(self) -> None:
        edge = self.selected_edge()
        if edge is not None:
            self.delete_requested.emit(edge)

    def _on_double_click(self, item: QTreeWidgetItem, _column: int) -> None:
        other = item.data(0, OTHER_ROLE)
        if other:
            self.entity_requested.emit(other)
