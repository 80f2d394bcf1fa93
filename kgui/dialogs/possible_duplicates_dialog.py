"""Tools → Possible Duplicates…: pairs of entities that look like the same thing, each with the
reason, the one a merge would keep first, and a Merge… button that opens the merge dialog for
that pair. Nothing is merged unasked. The list is asked for again after every undo step and
every other process's write, so a merged pair leaves it (and an undone merge brings it back).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..style.formatting import plural
from ..undo.commands import short

MAX_PAIRS = 200


class PossibleDuplicatesDialog(QDialog):
    merge_chosen = Signal(object)  # a kgstore PossibleDuplicate: the person wants to merge that pair

    def __init__(self, session, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("possible_duplicates_dialog")
        self.setWindowTitle("Possible Duplicates")
        self.session = session
        self.pairs: list = []
        self.summary_label = QLabel("Looking for entities that look alike…")
        self.summary_label.setObjectName("duplicates_summary")
        self.summary_label.setWordWrap(True)
        self.tree = QTreeWidget()
        self.tree.setObjectName("duplicates_list")
        self.tree.setColumnCount(5)
        self.tree.setHeaderLabels(["Keep", "Merge in", "Type", "Why they look alike", ""])
        self.tree.setRootIsDecorated(False)
        self.tree.setUniformRowHeights(True)
        self.tree.setAlternatingRowColors(True)
        header = self.tree.header()
        header.setStretchLastSection(False)
        for column, mode in enumerate((QHeaderView.ResizeMode.Interactive, QHeaderView.ResizeMode.Interactive,
                                       QHeaderView.ResizeMode.ResizeToContents, QHeaderView.ResizeMode.Stretch,
                                       QHeaderView.ResizeMode.ResizeToContents)):
            header.setSectionResizeMode(column, mode)
        header.resizeSection(0, 140)
        header.resizeSection(1, 140)
        self.tree.itemDoubleClicked.connect(lambda item, _c: self._choose(item))
        self.refresh_button = QPushButton("Look Again")
        self.refresh_button.setObjectName("duplicates_refresh")
        self.refresh_button.clicked.connect(self.refresh)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        row = QHBoxLayout()
        row.addWidget(self.refresh_button)
        row.addStretch(1)
        row.addWidget(buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary_label)
        layout.addWidget(self.tree, 1)
        layout.addLayout(row)
        # Wide enough for the longest reason beside two names, within a 1024-wide window.
        width = 820 if parent is None else max(560, min(820, parent.width() - 40))
        self.resize(width, 420)
        self._refresh_timer = QTimer(self)
        self._refresh_timer.setSingleShot(True)
        self._refresh_timer.setInterval(0)
        # Asked again only while it is shown (a closed one is kept, and opening it asks again).
        self._refresh_timer.timeout.connect(lambda: self.isVisible() and self.refresh())
        session.undo_stack.indexChanged.connect(lambda _i: self._refresh_timer.start())
        session.external_change_applied.connect(self._refresh_timer.start)
        self.refresh()

    def refresh(self) -> None:
        self.session.submit("possible_duplicates", limit=MAX_PAIRS, supersede_key="possible_duplicates",
                            on_done=self.show_pairs, on_error=self._on_error)

    def _on_error(self, message: str) -> None:
        self.summary_label.setText(f"Cannot look for possible duplicates: {message}")

    def show_pairs(self, pairs: list) -> None:
        self.pairs = list(pairs)
        self.tree.clear()
        writable = self.session.read_only_reason is None
        for pair in self.pairs:
            item = QTreeWidgetItem([short(pair.keep.name, 40), short(pair.other.name, 40), pair.keep.type,
                                    pair.reason, ""])
            item.setToolTip(0, f"{pair.keep.name} ({pair.keep.source}): the one a merge keeps by the store's rule")
            item.setToolTip(1, f"{pair.other.name} ({pair.other.source})")
            item.setToolTip(3, pair.reason)
            item.setData(0, Qt.ItemDataRole.UserRole, pair)
            self.tree.addTopLevelItem(item)
            button = QPushButton("Merge…")
            button.setObjectName("duplicates_merge")
            button.setToolTip(f"Merge “{pair.other.name}” into “{pair.keep.name}” (shows what moves first)")
            button.setEnabled(writable)
            button.clicked.connect(lambda _c=False, i=item: self._choose(i))
            self.tree.setItemWidget(item, 4, button)
        if self.pairs:
            more = " (the first ones)" if len(self.pairs) >= MAX_PAIRS else ""
            self.summary_label.setText(
                f"{plural(len(self.pairs), 'pair')} of entities look like the same thing{more}. Nothing is merged "
                "until you choose Merge… on a pair; the merge shows what moves, and Undo puts both back.")
        else:
            self.summary_label.setText("No entities look like the same thing.")

    def button_of(self, row: int) -> QPushButton:
        return self.tree.itemWidget(self.tree.topLevelItem(row), 4)

    def _choose(self, item: QTreeWidgetItem) -> None:
        pair = item.data(0, Qt.ItemDataRole.UserRole)
        if pair is not None and self.session.read_only_reason is None:
            self.merge_chosen.emit(pair)
