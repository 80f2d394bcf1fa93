"""The list model and delegate that draw search results: type badge, name, where the query
matched (name, description or an observation, the matched words in bold) and the entity's
confidence, labelled as such so that it is not read as how well the entity matched."""

from __future__ import annotations

from html import escape as html_escape

from PySide6.QtCore import QAbstractListModel, QModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem

from kgstore import Entity, SearchHit
from kgstore.queries.search import excerpt, match_kind, match_spans

from ..style.colors import muted_text, type_color
from ..style.formatting import format_confidence
from ..style.icons import type_badge

ENTITY_ROLE = Qt.ItemDataRole.UserRole + 1
SCORE_ROLE = Qt.ItemDataRole.UserRole + 2
SNIPPET_ROLE = Qt.ItemDataRole.UserRole + 3
HIT_ROLE = Qt.ItemDataRole.UserRole + 4
# The second line as (text, bold) runs: where it matched and the text with the matched words bold.
MATCH_RUNS_ROLE = Qt.ItemDataRole.UserRole + 5
# The first line's name as (text, bold-highlighted) runs.
NAME_RUNS_ROLE = Qt.ItemDataRole.UserRole + 6
CONFIDENCE_ROLE = Qt.ItemDataRole.UserRole + 7

# Why a hit is listed, for the tooltip: an observation hit's snippet (the description) may not hold the words.
FOUND_IN = {
    "name": "found in its name",
    "text": "found in its name or description",
    "observation": "found in its observations",
    "infix": "found inside a word of its name",
    "fuzzy": "found by a similar spelling",
    "substring": "found in its name or description (substring match)",
}
# How it matched, after where: whole words say nothing more.
HOW = {"word": "", "infix": " (in a word)", "fuzzy": " (similar)", "substring": ""}
ROW_CONTEXT_CHARS = 12
# Shorter forms of a row's label, tried in turn when the row is too narrow for its first match;
# the tooltip keeps the whole story.
SHORT_LABELS = {
    f"{place}{how}: ": [f"{short}{how}: ", f"{short}: ", ""]
    for place, short in (("description", "desc."), ("observation", "obs."))
    for how in HOW.values()
}


def snippet(entity: Entity, limit: int = 140) -> str:
    text = " ".join((entity.description or "").split())
    if not text:
        return "no description"
    return text if len(text) <= limit else text[: limit - 1] + "…"


def confidence_label(entity: Entity, short: bool = False) -> str:
    """"confidence 90%" ("conf. 90%" where room is short): never a bare percentage beside a
    search hit, which reads as a match score."""
    return f"{'conf.' if short else 'confidence'} {format_confidence(entity.confidence)}"


def marked_runs(text: str, spans: list[tuple[int, int]]) -> list[tuple[str, bool]]:
    """`text` cut into (piece, matched) runs at the spans."""
    runs: list[tuple[str, bool]] = []
    at = 0
    for start, end in spans:
        if start > at:
            runs.append((text[at:start], False))
        runs.append((text[start:end], True))
        at = end
    if at < len(text):
        runs.append((text[at:], False))
    return runs


def where_matched(hit: SearchHit) -> str:
    """Where and how the query matched, in words: "name, description (similar)"."""
    places = [p for p in hit.matched_in if p != "observation" or hit.snippet]
    return (", ".join(places) or "name or description") + HOW.get(hit.matched_by, "")


def match_runs(entity: Entity, hit: SearchHit | None) -> list[tuple[str, bool]]:
    """The second line of a row. Browsing: the type and description. A hit: the place whose text
    is shown ("description", "observation", or "name" before the description when only the name
    matched), how it matched, and that text with the matched words bold; the type is on the
    badge, and a row is narrow."""
    if hit is None:
        return [(f"{entity.type} · {snippet(entity)}", False)]
    how = HOW.get(hit.matched_by, "")
    substring = hit.matched_by in ("infix", "substring")
    texts = []
    if "description" in hit.matched_in:
        texts.append(("description", " ".join((entity.description or "").split())))
    if "observation" in hit.matched_in and hit.snippet:
        texts.append(("observation", hit.snippet))
    for place, text in texts:
        spans = match_spans(text, hit.terms, substring)
        if spans:
            # Little before the first match: the match is what the line is for.
            text = excerpt(text, spans[0], before=ROW_CONTEXT_CHARS)
            return [(f"{place}{how}: ", False), *marked_runs(text, match_spans(text, hit.terms, substring))]
    place = "name" if "name" in hit.matched_in else "name or description"
    return [(f"{place}{how} · {snippet(entity)}", False)]


class SearchResultsModel(QAbstractListModel):
    def __init__(self, parent=None):
        super().__init__(parent)
        self._rows: list[tuple[Entity, float | None, SearchHit | None]] = []
        self._colors: dict[str, str | None] = {}

    def set_type_colors(self, colors: dict[str, str | None]) -> None:
        self._colors = dict(colors)
        if self._rows:
            self.dataChanged.emit(self.index(0), self.index(len(self._rows) - 1))

    def type_color(self, type_name: str):
        return type_color(type_name, self._colors.get(type_name))

    def set_rows(self, rows: list[tuple[Entity, float | None]]) -> None:
        """Entities without a search behind them (browsing, a preset choice)."""
        self.beginResetModel()
        self._rows = [(entity, score, None) for entity, score in rows]
        self.endResetModel()

    def set_hits(self, hits: list[SearchHit]) -> None:
        self.beginResetModel()
        self._rows = [(h.entity, h.score, h) for h in hits]
        self.endResetModel()

    def update_entity(self, entity: Entity) -> None:
        for n, (old, score, hit) in enumerate(self._rows):
            if old.id == entity.id:
                self._rows[n] = (entity, score, hit)
                self.dataChanged.emit(self.index(n), self.index(n))

    def remove_entity(self, entity_id: str) -> None:
        for n, (old, _score, _hit) in enumerate(self._rows):
            if old.id == entity_id:
                self.beginRemoveRows(QModelIndex(), n, n)
                del self._rows[n]
                self.endRemoveRows()
                return

    def entities(self) -> list[Entity]:
        return [e for e, _, _ in self._rows]

    def row_of(self, entity_id: str) -> int:
        for n, (e, _s, _h) in enumerate(self._rows):
            if e.id == entity_id:
                return n
        return -1

    def rowCount(self, parent=QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        entity, score, hit = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return entity.name
        if role == Qt.ItemDataRole.ToolTipRole:
            found = "" if score is None else f"<br><i>{FOUND_IN[match_kind(score)]}</i>"
            if hit is not None and hit.snippet:
                found += f"<br>observation: {html_escape(hit.snippet)}"
            return (f"<b>{html_escape(entity.name)}</b> ({entity.type})<br>{html_escape(snippet(entity, 400))}"
                    f"<br>{confidence_label(entity)} (how sure its source was, not how well it matched)"
                    f" · source {entity.source}{found}")
        if role == ENTITY_ROLE:
            return entity
        if role == SCORE_ROLE:
            return score
        if role == HIT_ROLE:
            return hit
        if role == SNIPPET_ROLE:
            return snippet(entity)
        if role == MATCH_RUNS_ROLE:
            return match_runs(entity, hit)
        if role == NAME_RUNS_ROLE:
            if hit is None or "name" not in hit.matched_in:
                return [(entity.name, False)]
            return marked_runs(entity.name, match_spans(entity.name, hit.terms,
                                                        hit.matched_by in ("infix", "substring")))
        if role == CONFIDENCE_ROLE:
            return confidence_label(entity)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            where = "" if hit is None else f", matched in {where_matched(hit)}"
            return f"{entity.name}, {entity.type}{where}, {confidence_label(entity)}"
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
        bold = QFont(option.font)
        bold.setBold(True)
        room = rect.right() - text_left
        conf = confidence_label(entity)
        if fm.horizontalAdvance(conf) > room * 0.4:
            conf = confidence_label(entity, short=True)
        conf_w = fm.horizontalAdvance(conf) + 4
        painter.setFont(option.font)
        painter.setPen(muted)
        painter.drawText(QRect(rect.right() - conf_w, rect.top(), conf_w, line_h),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, conf)
        name_rect = QRect(text_left, rect.top(), room - conf_w - 4, line_h)
        # The name in bold, the part the query matched marked as well (the name is bold already).
        mark = QColor(palette.color(QPalette.ColorRole.Highlight))
        mark.setAlpha(70)
        draw_runs(painter, name_rect, index.data(NAME_RUNS_ROLE) or [(entity.name, False)], bold, bold,
                  text_color, text_color, mark=None if selected else mark, underline_marked=selected)
        second_rect = QRect(text_left, rect.top() + line_h + 2, room, line_h)
        draw_runs(painter, second_rect, index.data(MATCH_RUNS_ROLE) or [], option.font, bold, muted, text_color)
        painter.restore()


def draw_runs(painter: QPainter, rect: QRect, runs: list[tuple[str, bool]], font: QFont, marked_font: QFont,
              color, marked_color, mark: QColor | None = None, underline_marked: bool = False) -> None:
    """Draw (text, marked) runs left to right on one line, marked ones in `marked_font` (on `mark`,
    if given); a line too long for the rect is cut once, with "…" where it was cut."""

    def font_of(marked: bool) -> QFont:
        f = QFont(marked_font) if marked else QFont(font)
        if marked and underline_marked:
            f.setUnderline(True)
        return f

    runs = [(text, marked) for text, marked in runs if text]
    widths = [QFontMetrics(font_of(m)).horizontalAdvance(t) for t, m in runs]
    first = next((k for k, (_t, m) in enumerate(runs) if m), None)
    if first is not None and first >= 2 and sum(widths[:first + 1]) > rect.width():
        # The first match would be cut off: the context before it (not the label) gives way.
        runs[first - 1] = ("… ", False)
        widths[first - 1] = QFontMetrics(font).horizontalAdvance("… ")
    if first is not None and first >= 1 and runs[0][0] in SHORT_LABELS:
        # Still too narrow: the label ("description (similar): ") shortens before the match is cut.
        room = rect.width() - QFontMetrics(font).horizontalAdvance("…")
        for shorter in SHORT_LABELS[runs[0][0]]:
            if sum(widths[:first + 1]) <= room:
                break
            runs[0] = (shorter, False)
            widths[0] = QFontMetrics(font).horizontalAdvance(shorter)
        if not runs[0][0]:
            del runs[0], widths[0]
            first -= 1
    total = sum(widths)
    right = rect.right()
    # When it does not all fit, room for the "…" is kept whatever run the cut falls in.
    limit = right if total <= rect.width() else right - QFontMetrics(font).horizontalAdvance("…")
    x = rect.left()
    for text, marked in runs:
        f = font_of(marked)
        fm = QFontMetrics(f)
        width = fm.horizontalAdvance(text)
        cut = x + width > limit
        if cut:
            # Narrower than the run itself, so that Qt always shortens it and adds the "…".
            text = fm.elidedText(text, Qt.TextElideMode.ElideRight, min(right - x, width - 1)) or "…"
            width = fm.horizontalAdvance(text)
        piece = QRect(x, rect.top(), width, rect.height())
        if marked and mark is not None:
            painter.fillRect(piece, mark)
        painter.setFont(f)
        painter.setPen(marked_color if marked else color)
        painter.drawText(piece, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
        x += width
        if cut:
            break  # nothing after the cut
