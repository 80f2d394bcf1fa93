"""The list model and delegate that draw search results: type badge, name, snippet, confidence."""

from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem

from kgstore import Entity
from kgstore.search import match_kind

from ..style.colors import muted_text, type_color
from ..style.formatting import format_confidence
from ..style.icons import type_badge

ENTITY_ROLE = Qt.ItemDataRole.UserRole + 1
SCORE_ROLE = Qt.ItemDataRole.UserRole + 2
SNIPPET_ROLE = Qt.ItemDataRole.UserRole + 3


# Why a hit is listed: an observation hit's snippet (the description) may not hold the words.
FOUND_IN = {
    "name": "found in its name",
    "text": "found in its name or description",
    "observation": "found in its observations",
    "substring": "found in its name or description (substring match)",
}


def snippet(entity: Entity, limit: int = 140) -> str:
    text = " ".join((entity.description or "").split())
    if not text:
        return "no description"
    return text if len(text) <= limit else text[: limit - 1] + "…"


class SearchResultsModel(QAbstractListModel):
    def __init__(self, parent=None):
        super().__init__(parent)
        self._rows: list[tuple[Entity, float | None]] = []
        self._colors: dict[str, str | None] = {}

    def set_type_colors(self, colors: dict[str, str | None]) -> None:
        self._colors = dict(colors)
        if self._rows:
            self.dataChanged.emit(self.index(0), self.index(len(self._rows) - 1))

    def type_color(self, type_name: str):
        return type_color(type_name, self._colors.get(type_name))

    def set_rows(self, rows: list[tuple[Entity, float | None]]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def update_entity(self, entity: Entity) -> None:
        for n, (old, score) in enumerate(self._rows):
            if old.id == entity.id:
                self._rows[n] = (entity, score)
                self.dataChanged.emit(self.index(n), self.index(n))

    def remove_entity(self, entity_id: str) -> None:
        for n, (old, _score) in enumerate(self._rows):
            if old.id == entity_id:
                self.beginRemoveRows(QModelIndex(), n, n)
                del self._rows[n]
                self.endRemoveRows()
                return

    def entities(self) -> list[Entity]:
        return [e for e, _ in self._rows]

    def row_of(self, entity_id: str) -> int:
        for n, (e, _s) in enumerate(self._rows):
            if e.id == entity_id:
                return n
        return -1

    def rowCount(self, parent=QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        entity, score = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return entity.name
        if role == Qt.ItemDataRole.ToolTipRole:
            found = "" if score is None else f"<br><i>{FOUND_IN[match_kind(score)]}</i>"
            return (f"<b>{entity.name}</b> ({entity.type})<br>{snippet(entity, 400)}"
                    f"<br>confidence {format_confidence(entity.confidence)} · source {entity.source}{found}")
        if role == ENTITY_ROLE:
            return entity
        if role == SCORE_ROLE:
            return score
        if role == SNIPPET_ROLE:
            return snippet(entity)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return f"{entity.name}, {entity.type}, confidence {format_confidence(entity.confidence)}"
        return None


class SearchResultDelegate(QStyledItemDelegate):
    PAD = 6
    BADGE = 22

    def sizeHint(self, option, index) -> QSize:  # noqa: N802
        fm = QFontMetrics(option.font)
        return QSize(200, self.PAD * 2 + fm.height() * 2 + 2)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index) -> None:
        entity: Entity = index.data(ENTITY_ROLE)
        if entity is None:
            return super().paint(painter, option, index)
        painter.save()
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        opt.text = ""
        style = opt.widget.style() if opt.widget else None
        if style is not None:
            style.drawPrimitive(QStyle.PrimitiveElement.PE_PanelItemViewItem, opt, painter, opt.widget)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        palette: QPalette = option.palette
        text_role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        text_color = palette.color(text_role)
        muted = text_color if selected else muted_text(palette)
        rect: QRect = option.rect.adjusted(self.PAD, self.PAD, -self.PAD, -self.PAD)
        model = index.model()
        color = model.type_color(entity.type) if hasattr(model, "type_color") else type_color(entity.type)
        badge = type_badge(entity.type, color, self.BADGE)
        painter.drawPixmap(rect.left(), rect.top() + (rect.height() - self.BADGE) // 2, badge)
        text_left = rect.left() + self.BADGE + self.PAD + 2
        fm = QFontMetrics(option.font)
        line_h = fm.height()
        conf = format_confidence(entity.confidence)
        conf_w = fm.horizontalAdvance(conf) + 4
        bold = QFont(option.font)
        bold.setBold(True)
        painter.setFont(bold)
        painter.setPen(text_color)
        name_rect = QRect(text_left, rect.top(), rect.right() - text_left - conf_w - 4, line_h)
        painter.drawText(name_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         QFontMetrics(bold).elidedText(entity.name, Qt.TextElideMode.ElideRight, name_rect.width()))
        painter.setFont(option.font)
        painter.setPen(muted)
        painter.drawText(QRect(rect.right() - conf_w, rect.top(), conf_w, line_h),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, conf)
        second = f"{entity.type} · {index.data(SNIPPET_ROLE)}"
        second_rect = QRect(text_left, rect.top() + line_h + 2, rect.right() - text_left, line_h)
        painter.drawText(second_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         fm.elidedText(second, Qt.TextElideMode.ElideRight, second_rect.width()))
        painter.restore()
