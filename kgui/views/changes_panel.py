"""The Changes panel: what changed between the two times compared on the time bar.

Groups in the order they tell the story — relationships opened, relationships closed, entities
created, observations added — each row with its time; the group headers carry the canvas's
colours (appeared, ended). A row clicked selects its entity, or a relationship's two ends with
the relationship picked in the inspector. The panel only shows what the ChangesLoader fetched.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFontMetrics, QIcon, QPixmap
from PySide6.QtWidgets import (
    QStyledItemDelegate,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from kgstore import ChangeSet

from ..canvas.scene_model import APPEARED_RGB, ENDED_RGB
from ..style.colors import error_color, muted_text
from ..style.formatting import format_date, format_time, plural

ROW_ROLE = Qt.ItemDataRole.UserRole + 1  # ("entity", id) | ("edge", Edge) | ("observation", Observation)

IDLE_TEXT = ("Compare two times: Shift-drag across the time bar (or press Compare and drag). "
             "The canvas shows what appeared between them in green and what ended in red.")


class WrappingDelegate(QStyledItemDelegate):
    """Rows as tall as their text wrapped to the column (QTreeView measures one line)."""

    def __init__(self, tree: QTreeWidget):
        super().__init__(tree)
        self.tree = tree

    def sizeHint(self, option, index):  # noqa: N802
        size = super().sizeHint(option, index)
        depth = 0
        parent = index.parent()
        while parent.isValid():
            depth += 1
            parent = parent.parent()
        icon = option.decorationSize.width() + 6 if index.data(Qt.ItemDataRole.DecorationRole) is not None else 0
        width = self.tree.columnWidth(0) - self.tree.indentation() * (depth + 1) - icon - 8
        if width <= 40:
            return size
        text = index.data(Qt.ItemDataRole.DisplayRole) or ""
        font = index.data(Qt.ItemDataRole.FontRole) or option.font
        rect = QFontMetrics(font).boundingRect(QRect(0, 0, width, 100_000), int(Qt.TextFlag.TextWordWrap), text)
        return QSize(size.width(), max(size.height(), rect.height() + 4))


def _swatch(rgb: int, size: int = 10) -> QIcon:
    pix = QPixmap(size, size)
    pix.fill(QColor((rgb >> 16) & 255, (rgb >> 8) & 255, rgb & 255))
    return QIcon(pix)


class ChangesPanel(QWidget):
    entity_requested = Signal(str)  # a row about an entity (created, observed) was chosen
    relationship_requested = Signal(object)  # an Edge row was chosen
    end_requested = Signal()  # "End Comparison"

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("changes_panel")
        self.changes: ChangeSet | None = None
        self.span: tuple[int, int] | None = None
        self.summary = QLabel(IDLE_TEXT)
        self.summary.setObjectName("changes_summary")
        self.summary.setWordWrap(True)
        self.tree = QTreeWidget()
        self.tree.setObjectName("changes_tree")
        # One column whose rows wrap: a relationship's two names stay readable in a narrow dock.
        self.tree.setColumnCount(1)
        self.tree.setHeaderHidden(True)
        self.tree.setRootIsDecorated(True)
        self.tree.setWordWrap(True)
        self.tree.setUniformRowHeights(False)
        self.tree.setIndentation(12)
        self.tree.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.tree.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.tree.setItemDelegate(WrappingDelegate(self.tree))
        # A new width wraps the rows anew (once the resizing pauses).
        self._relayout = QTimer(self)
        self._relayout.setSingleShot(True)
        self._relayout.setInterval(50)
        self._relayout.timeout.connect(self.tree.doItemsLayout)
        self.tree.header().sectionResized.connect(lambda *_a: self._relayout.start())
        self.end_button = QPushButton("End Comparison")
        self.end_button.setObjectName("end_comparison_button")
        self.end_button.setToolTip("Back to the time shown before comparing (Escape on the time bar)")
        self.end_button.setEnabled(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.addWidget(self.summary)
        layout.addWidget(self.tree, 1)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.end_button)
        layout.addLayout(row)
        self.tree.itemClicked.connect(lambda item, _c: self._choose(item))
        self.tree.itemActivated.connect(lambda item, _c: self._choose(item))
        self.end_button.clicked.connect(self.end_requested)
        self.tree.hide()

    # -- what is shown ----------------------------------------------------------------------

    def show_span(self, span: tuple[int, int] | None) -> None:
        """A span being compared (its changes follow), or None: the comparison ended."""
        self.span = span
        self.end_button.setEnabled(span is not None)
        if span is None:
            self.changes = None
            self.tree.clear()
            self.tree.hide()
            self._say(IDLE_TEXT)
            return
        if self.changes is None or (self.changes.start, self.changes.end) != span:
            self._say(f"Reading what changed after {format_time(span[0])} up to {format_time(span[1])}…")

    def show_error(self, message: str) -> None:
        self._say(f"What changed cannot be read: {message}", error=True)

    def show_changes(self, changes: ChangeSet) -> None:
        self.changes = changes
        t = changes.totals
        self._say(f"After {format_time(changes.start)} up to {format_time(changes.end)}: "
                  f"{plural(t.get('edges_opened', 0), 'relationship')} opened, "
                  f"{t.get('edges_closed', 0):,} closed, "
                  f"{plural(t.get('entities_created', 0), 'entity', 'entities')} created, "
                  f"{plural(t.get('observations_added', 0), 'observation')} added."
                  + (" Only the earliest of each kind are listed." if changes.truncated else ""))
        self.summary.setToolTip(f"Changes after {format_time(changes.start, seconds=True)} up to and including "
                                f"{format_time(changes.end, seconds=True)}. Deleted entities leave no trace "
                                "and are not listed.")
        named = changes.entities

        def name(entity_id: str) -> str:
            entity = named.get(entity_id)
            return entity.name if entity else "(deleted)"

        def edge_text(edge) -> str:
            return f"{name(edge.source_id)} —{edge.type}→ {name(edge.target_id)}"

        groups = [
            ("Relationships opened", APPEARED_RGB, "edges_opened",
             [(edge_text(g), g.valid_from, ("edge", g)) for g in changes.edges_opened]),
            ("Relationships closed", ENDED_RGB, "edges_closed",
             [(edge_text(g), g.valid_to, ("edge", g)) for g in changes.edges_closed]),
            ("Entities created", APPEARED_RGB, "entities_created",
             [(f"{e.name} [{e.type}]", e.created_at, ("entity", e.id)) for e in changes.entities_created]),
            ("Observations added", None, "observations_added",
             [(f"{name(o.entity_id)}: {' '.join(o.content.split())}", o.created_at, ("observation", o))
              for o in changes.observations_added]),
        ]
        tree = self.tree
        tree.setUpdatesEnabled(False)
        try:
            tree.clear()
            for title, rgb, kind, rows in groups:
                total = t.get(kind, len(rows))
                head = QTreeWidgetItem([f"{title} ({total:,})"])
                font = head.font(0)
                font.setBold(True)
                head.setFont(0, font)
                head.setFlags(Qt.ItemFlag.ItemIsEnabled)
                if rgb is not None:
                    head.setIcon(0, _swatch(rgb))
                tree.addTopLevelItem(head)
                for text, when, data in rows:
                    item = QTreeWidgetItem([f"{format_date(when)}  {text}"])
                    item.setData(0, ROW_ROLE, data)
                    item.setToolTip(0, f"{format_time(when, seconds=True)}\n{text}")
                    head.addChild(item)
                if not rows:
                    empty = QTreeWidgetItem(["none"])
                    empty.setFlags(Qt.ItemFlag.NoItemFlags)
                    empty.setForeground(0, QBrush(muted_text(self.palette())))
                    head.addChild(empty)
                head.setExpanded(True)
        finally:
            tree.setUpdatesEnabled(True)
        tree.show()

    def _say(self, text: str, error: bool = False) -> None:
        self.summary.setText(text)
        pal = self.summary.palette()
        color = error_color(self.palette()) if error else self.palette().color(self.foregroundRole())
        pal.setColor(self.summary.foregroundRole(), color)
        self.summary.setPalette(pal)

    # -- rows -------------------------------------------------------------------------------

    def rows(self, group: int) -> list[QTreeWidgetItem]:
        """The rows of one group (0 opened, 1 closed, 2 created, 3 observations)."""
        head = self.tree.topLevelItem(group)
        if head is None:
            return []
        return [head.child(i) for i in range(head.childCount()) if head.child(i).data(0, ROW_ROLE) is not None]

    def _choose(self, item: QTreeWidgetItem) -> None:
        data = item.data(0, ROW_ROLE)
        if data is None:
            return
        kind, value = data
        if kind == "edge":
            self.relationship_requested.emit(value)
        elif kind == "observation":
            self.entity_requested.emit(value.entity_id)
        else:
            self.entity_requested.emit(value)
