"""The entity's observations, newest first, and a box to add one; each can be edited (double-click,
F2) or deleted (Delete) from its row's context menu."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication, QKeySequence, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from kgstore import Observation

from ...style.colors import muted_text
from ...style.formatting import format_time

OBSERVATION_ROLE = Qt.ItemDataRole.UserRole + 1


class ObservationDelegate(QStyledItemDelegate):
    """The text, wrapped, with 'when · source' below it in a quieter colour."""

    PAD = 5

    def _meta(self, obs: Observation) -> str:
        meta = f"{format_time(obs.created_at)} · {obs.source}"
        if obs.task_id and not obs.task_id.startswith("kgui-note:"):
            meta += f" · task {obs.task_id}"
        return meta

    def sizeHint(self, option, index) -> QSize:  # noqa: N802
        obs: Observation = index.data(OBSERVATION_ROLE)
        width = max(80, (option.rect.width() or 300) - 2 * self.PAD)
        fm = QFontMetrics(option.font)
        text_h = fm.boundingRect(QRect(0, 0, width, 10_000), Qt.TextFlag.TextWordWrap, obs.content).height()
        small = QFont(option.font)
        small.setPointSizeF(max(6.0, option.font.pointSizeF() * 0.88))
        return QSize(width, text_h + QFontMetrics(small).height() + 3 * self.PAD)

    def paint(self, painter, option: QStyleOptionViewItem, index) -> None:
        obs: Observation = index.data(OBSERVATION_ROLE)
        painter.save()
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        opt.text = ""
        if opt.widget is not None:
            opt.widget.style().drawPrimitive(QStyle.PrimitiveElement.PE_PanelItemViewItem, opt, painter, opt.widget)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        pal: QPalette = option.palette
        fg = pal.color(QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text)
        rect = option.rect.adjusted(self.PAD, self.PAD, -self.PAD, -self.PAD)
        fm = QFontMetrics(option.font)
        text_rect = fm.boundingRect(QRect(rect.left(), rect.top(), rect.width(), 10_000),
                                    Qt.TextFlag.TextWordWrap, obs.content)
        painter.setPen(fg)
        painter.drawText(QRect(rect.left(), rect.top(), rect.width(), text_rect.height()),
                         Qt.TextFlag.TextWordWrap, obs.content)
        small = QFont(option.font)
        small.setPointSizeF(max(6.0, option.font.pointSizeF() * 0.88))
        painter.setFont(small)
        painter.setPen(fg if selected else muted_text(pal))
        painter.drawText(QRect(rect.left(), rect.top() + text_rect.height() + self.PAD, rect.width(),
                               QFontMetrics(small).height()), Qt.AlignmentFlag.AlignLeft, self._meta(obs))
        painter.restore()


class ObservationsView(QWidget):
    observation_submitted = Signal(str)
    edit_requested = Signal(object)  # Observation
    delete_requested = Signal(object)  # Observation

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.list = QListWidget()
        self.list.setObjectName("observations_list")
        self.list.setItemDelegate(ObservationDelegate(self.list))
        self.list.setWordWrap(True)
        self.list.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.list.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        self.list.setMinimumHeight(60)
        # Double-click opens the edit dialog (not an in-place editor: the text wraps over lines).
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.list.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.list.customContextMenuRequested.connect(self._show_context_menu)
        self.list.itemDoubleClicked.connect(lambda item: self.edit_requested.emit(item.data(OBSERVATION_ROLE)))
        self.list.installEventFilter(self)
        self.input = QLineEdit()
        self.input.setObjectName("observation_input")
        self.input.setPlaceholderText("Add an observation…")
        self.add_button = QPushButton("Add")
        self.add_button.setObjectName("add_observation_button")
        self.add_button.setEnabled(False)
        self.note = QLabel()
        self.note.setVisible(False)
        row = QHBoxLayout()
        row.addWidget(self.input, 1)
        row.addWidget(self.add_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(row)
        layout.addWidget(self.list)
        layout.addWidget(self.note)
        self.input.textChanged.connect(lambda t: self.add_button.setEnabled(bool(t.strip())))
        self.input.returnPressed.connect(self.submit)
        self.add_button.clicked.connect(self.submit)

    def submit(self) -> None:
        text = self.input.text().strip()
        if text:
            self.input.clear()
            self.observation_submitted.emit(text)

    def set_observations(self, observations: list[Observation], truncated: bool) -> None:
        keep = self.selected_observation()
        self.list.clear()
        for obs in observations:
            item = QListWidgetItem(obs.content)
            item.setData(OBSERVATION_ROLE, obs)
            item.setToolTip(obs.content)
            self.list.addItem(item)
        if keep is not None:
            self.select_observation(keep.id)
        self.note.setVisible(truncated)
        self.note.setText("Showing the newest 100 observations.")
        rows = min(len(observations), 5)
        self.list.setFixedHeight(60 if not rows else min(260, sum(
            self.list.sizeHintForRow(n) for n in range(rows)) + 6))

    def selected_observation(self) -> Observation | None:
        item = self.list.currentItem()
        return item.data(OBSERVATION_ROLE) if item is not None else None

    def select_observation(self, observation_id: str) -> bool:
        for n in range(self.list.count()):
            if self.list.item(n).data(OBSERVATION_ROLE).id == observation_id:
                self.list.setCurrentRow(n)
                return True
        return False

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - F2 edits the row (Delete: the window's action)
        obs = self.selected_observation()
        if obj is self.list and obs is not None and event.type() == event.Type.ShortcutOverride and event.key() == Qt.Key.Key_F2:
            event.accept()  # the row's key, whatever the window binds it to
            return True
        if obj is self.list and event.type() == event.Type.KeyPress and obs is not None:
            if event.key() == Qt.Key.Key_F2:
                self.edit_requested.emit(obs)
                return True
        return super().eventFilter(obj, event)

    def context_menu(self, item: QListWidgetItem | None) -> QMenu:
        menu = QMenu(self)
        obs = item.data(OBSERVATION_ROLE) if item is not None else None
        if obs is None:
            menu.addAction("Add an observation…", self.input.setFocus)
            return menu
        menu.addAction("Edit…", lambda: self.edit_requested.emit(obs)).setShortcut(QKeySequence(Qt.Key.Key_F2))
        menu.addAction("Delete", lambda: self.delete_requested.emit(obs)).setShortcut(
            QKeySequence(QKeySequence.StandardKey.Delete))
        menu.addSeparator()
        menu.addAction("Copy text", lambda: QGuiApplication.clipboard().setText(obs.content))
        for action in menu.actions():
            action.setShortcutVisibleInContextMenu(True)
        return menu

    def _show_context_menu(self, pos) -> None:
        item = self.list.itemAt(pos)
        if item is not None:
            self.list.setCurrentItem(item)
        self.context_menu(item).popup(self.list.viewport().mapToGlobal(pos))

    def contents(self) -> list[str]:
        return [self.list.item(n).data(OBSERVATION_ROLE).content for n in range(self.list.count())]
