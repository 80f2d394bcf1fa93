"""Properties as an editable key / JSON value table, validated inline.

A value must be JSON (strings in quotes). A cell with an error keeps what was typed, is marked,
and nothing is saved until every row is valid.

Keyboard: a cell is edited by double-click, F2 or Enter, never by stray typing (a keystroke
meant for another field must not replace a key). Tab walks the cells left to right, top to
bottom, and leaves the table after the last one, like any other field. A save that comes back
from the store keeps the rows in the order the person sees and the cell they were on.
"""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QGuiApplication, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QPushButton,
    QStyledItemDelegate,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...style.colors import error_background, error_color

KEY, VALUE = 0, 1


def to_json_text(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def parse_value(text: str) -> tuple[Any, str | None]:
    """(value, None) or (None, error message)."""
    if not text.strip():
        return None, "needs a JSON value"
    try:
        return json.loads(text), None
    except (ValueError, RecursionError) as exc:
        hint = ' (text needs quotes, e.g. "18.2")' if text.strip()[:1] not in '{["-0123456789tfn' else ""
        return None, f"is not valid JSON: {exc}{hint}"


class PropertyGrid(QTableWidget):
    """The key / value grid: Tab leaves it at its ends instead of wrapping round, and Enter on a
    cell starts editing it."""

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802, A002 (Qt's name)
        if self.state() != QAbstractItemView.State.EditingState:
            current = self.currentIndex()
            rows, cols = self.rowCount(), self.columnCount()
            at_end = (not current.isValid() or rows == 0
                      or (next and current.row() == rows - 1 and current.column() == cols - 1)
                      or (not next and current.row() == 0 and current.column() == 0))
            if at_end:
                # Qt's table would wrap to its other end: a keyboard user could never leave it.
                return QWidget.focusNextPrevChild(self, next)
        return super().focusNextPrevChild(next)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if (event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
                and self.state() != QAbstractItemView.State.EditingState
                and self.currentItem() is not None):
            self.editItem(self.currentItem())
            return
        super().keyPressEvent(event)


class _CheckedAsTyped(QStyledItemDelegate):
    """Cell editors report every keystroke, so a value is checked while it is typed."""

    def __init__(self, table: PropertiesTable):
        super().__init__(table.table)
        self._owner = table

    def createEditor(self, parent, option, index):  # noqa: N802
        editor = super().createEditor(parent, option, index)
        if hasattr(editor, "textEdited"):
            row, col = index.row(), index.column()
            editor.textEdited.connect(lambda text: self._owner.check_typing(row, col, text, editor))
        return editor


class PropertiesTable(QWidget):
    properties_edited = Signal(dict)  # the full new set of properties, only when every row is valid
    validity_changed = Signal(bool)  # True when every row is valid (checked as typed, too)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.table = PropertyGrid(0, 2)
        self.table.setObjectName("properties_table")
        self.table.setHorizontalHeaderLabels(["Key", "Value (JSON)"])
        self.table.horizontalHeader().setSectionResizeMode(KEY, QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(VALUE, QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                                   | QAbstractItemView.EditTrigger.EditKeyPressed)
        self.table.setMinimumHeight(70)
        self.table.setItemDelegate(_CheckedAsTyped(self))
        self.add_button = QPushButton("Add property")
        self.remove_button = QPushButton("Remove")
        self.remove_button.setEnabled(False)
        self.error_label = QLabel()
        self.error_label.setObjectName("properties_error")
        self.error_label.setWordWrap(True)
        self.error_label.setVisible(False)

        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table)
        layout.addWidget(self.error_label)
        layout.addLayout(buttons)

        self._loaded: dict[str, Any] = {}
        self.edit_base: dict[str, Any] = {}  # the properties the last edit started from
        self._loading = False
        self.errors: list[str] = []
        self.table.itemChanged.connect(self._on_item_changed)
        self.table.itemSelectionChanged.connect(
            lambda: self.remove_button.setEnabled(bool(self.table.selectedItems())))
        self.add_button.clicked.connect(self.add_row)
        self.remove_button.clicked.connect(self.remove_selected)
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.table.customContextMenuRequested.connect(
            lambda pos: self.context_menu(self.table.itemAt(pos)).popup(self.table.viewport().mapToGlobal(pos)))

    def context_menu(self, item: QTableWidgetItem | None) -> QMenu:
        """Right-click on a row: edit its key or value, copy, remove; anywhere: add one."""
        menu = QMenu(self)
        if item is not None:
            row = item.row()
            self.table.setCurrentItem(item)
            menu.addAction("Edit value", lambda: self.table.editItem(self.table.item(row, VALUE)))
            menu.addAction("Rename key", lambda: self.table.editItem(self.table.item(row, KEY)))
            menu.addAction("Copy value", lambda: QGuiApplication.clipboard().setText(self._text(row, VALUE)))
            menu.addAction("Remove", self.remove_selected)
            menu.addSeparator()
        menu.addAction("Add property", self.add_row)
        return menu

    @property
    def has_errors(self) -> bool:
        return bool(self.errors)

    @property
    def is_editing(self) -> bool:
        """A cell's editor is open: the person is typing a key or value."""
        return self.table.state() == QAbstractItemView.State.EditingState

    def set_properties(self, properties: dict[str, Any], *, force: bool = False) -> None:
        """Show stored properties, unless the user's unsaved text (invalid, or in an open cell
        editor) would be lost; then what the edit started from stays its base."""
        if (self.has_errors or self.is_editing) and not force:
            return
        self._loaded = dict(properties)
        self.edit_base = dict(properties)
        # A refresh of the same entity keeps the rows in the order on screen (the store may hand
        # the keys back sorted), new keys after them, and the cell the person was on current.
        shown = [] if force else [self._text(row, KEY) for row in range(self.table.rowCount())]
        keys = [k for k in shown if k in properties] + [k for k in properties if k not in shown]
        current = None if force else self.table.currentItem()
        current_at = (self._text(current.row(), KEY), current.column()) if current is not None else None
        self._loading = True
        try:
            self.table.setRowCount(0)
            for key in keys:
                self._append(key, to_json_text(properties[key]))
            self._fit_height()
            if current_at is not None and current_at[0] in properties:
                self.table.setCurrentCell(keys.index(current_at[0]), current_at[1])
        finally:
            self._loading = False
        self._show_errors([])

    def _append(self, key: str, value_text: str) -> int:
        row = self.table.rowCount()
        self.table.insertRow(row)
        self.table.setItem(row, KEY, QTableWidgetItem(key))
        self.table.setItem(row, VALUE, QTableWidgetItem(value_text))
        return row

    def _fit_height(self) -> None:
        rows = max(2, min(self.table.rowCount(), 8))
        h = self.table.horizontalHeader().height() + rows * self.table.verticalHeader().defaultSectionSize() + 6
        self.table.setFixedHeight(h)

    def add_row(self) -> None:
        self._loading = True
        row = self._append("", "")
        self._loading = False
        self._fit_height()
        self.table.setCurrentCell(row, KEY)
        self.table.editItem(self.table.item(row, KEY))

    def remove_selected(self) -> None:
        rows = sorted({i.row() for i in self.table.selectedItems()}, reverse=True)
        for row in rows:
            self.table.removeRow(row)
        self._fit_height()
        self._commit()

    def _on_item_changed(self, _item: QTableWidgetItem) -> None:
        if not self._loading:
            self._commit()

    def _text(self, row: int, col: int) -> str:
        item = self.table.item(row, col)
        return item.text() if item is not None else ""

    def check_typing(self, row: int, col: int, text: str, editor: QWidget) -> None:
        """Mark the rows as they would be with `text` in the cell being typed in (nothing is saved)."""
        _props, problems = self.validate(typing=(row, col, text))
        # The cell being typed in is marked on its editor: changing the item under an open editor
        # would make Qt put the item's old text back into it.
        self.show_problems(problems, typing_at=(row, col))
        message = next((m for r, c, m in problems if (r, c) == (row, col)), "")
        editor.setStyleSheet(f"background: {error_background(self.palette()).name()};" if message else "")
        editor.setToolTip(message)

    def show_problems(self, problems: list[tuple[int, int, str]], typing_at: tuple[int, int] | None = None) -> None:
        self._mark(problems, skip=typing_at)
        self._show_errors([msg for _r, _c, msg in problems])

    def validate(self, typing: tuple[int, int, str] | None = None
                 ) -> tuple[dict[str, Any] | None, list[tuple[int, int, str]]]:
        """The properties the rows hold, or None and what is wrong ((row, column, message) each);
        `typing` is a cell's text not yet committed: (row, column, text)."""
        props: dict[str, Any] = {}
        problems: list[tuple[int, int, str]] = []

        def text_at(row: int, col: int) -> str:
            if typing is not None and typing[:2] == (row, col):
                return typing[2]
            return self._text(row, col)

        for row in range(self.table.rowCount()):
            key, text = text_at(row, KEY).strip(), text_at(row, VALUE)
            if not key and not text.strip():
                continue  # a row still being filled in
            if not key:
                problems.append((row, KEY, "A property needs a key"))
                continue
            if key in props:
                problems.append((row, KEY, f"Key {key!r} appears twice"))
                continue
            value, error = parse_value(text)
            if error:
                problems.append((row, VALUE, f"Value of {key!r} {error}"))
                continue
            if value is None:
                problems.append((row, VALUE, f"Value of {key!r} cannot be null (remove the row instead)"))
                continue
            props[key] = value
        return (None if problems else props), problems

    def _commit(self) -> None:
        props, problems = self.validate()
        self.show_problems(problems)
        if props is not None and props != self._loaded:
            # The edit starts from what the table showed (a reload does not replace that while
            # it is being edited); the next edit starts from this one.
            self.edit_base = self._loaded
            self._loaded = dict(props)
            self.properties_edited.emit(props)

    def _mark(self, problems, skip: tuple[int, int] | None = None) -> None:
        bad = {(r, c): msg for r, c, msg in problems}
        self._loading = True
        try:
            for row in range(self.table.rowCount()):
                for col in (KEY, VALUE):
                    item = self.table.item(row, col)
                    if item is None or (row, col) == skip:
                        continue
                    if (row, col) in bad:
                        item.setBackground(error_background(self.palette()))
                        item.setToolTip(bad[(row, col)])
                    else:
                        item.setBackground(QBrush())
                        item.setToolTip("")
        finally:
            self._loading = False

    def _show_errors(self, messages: list[str]) -> None:
        was_valid = not self.errors
        self.errors = messages
        self.error_label.setVisible(bool(messages))
        self.error_label.setText("\n".join(messages))
        self.error_label.setStyleSheet(f"color: {error_color(self.palette()).name()};")
        if was_valid != (not messages):
            self.validity_changed.emit(not messages)

    def edit_value(self, key: str, text: str) -> None:
        """Type `text` into the value cell of `key` (adding the row if needed), as a user would."""
        for row in range(self.table.rowCount()):
            if self._text(row, KEY) == key:
                self.table.item(row, VALUE).setText(text)
                return
        self._loading = True
        row = self._append(key, "")
        self._loading = False
        self._fit_height()
        self.table.item(row, VALUE).setText(text)

    def value_text(self, key: str) -> str | None:
        for row in range(self.table.rowCount()):
            if self._text(row, KEY) == key:
                return self._text(row, VALUE)
        return None
