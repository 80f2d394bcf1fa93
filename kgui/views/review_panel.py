"""The Review panel: what the memory learned without a person checking it (kgstore's review
inbox), newest first, each with where it came from; Confirm and Delete one or several at once,
Edit and Merge Into… one, and Mark Reviewed. Every action is an undo step
(kgui.undo.curation_commands, the merge's own command); confirmed, merged and deleted items leave
the list when the store has answered.

The list is read by the store worker (never on the GUI thread) after every write of ours and
every reload (another process wrote), while someone sees the panel; closed or behind another
tab only the count is read (the Tools menu shows it), and the list when it is shown again."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from kgstore import ReviewItem
from kgstore.graph.review import REASON_TEXT

from ..style.formatting import format_time
from ..undo import ConfirmItemsCommand, DeleteItemsCommand, MarkReviewedCommand
from ..undo.curation_commands import item_label
from ..worker.curation_operations import REVIEW_COUNT_CAP
from .flow_layout import FlowLayout
from .seen_panel import SeenPanel

# Why an item waits, in the list's few words (kgstore.graph.review.REASON_TEXT in the tooltip).
SHORT_REASONS = {"auto": "unconfirmed", "decayed": "decayed", "low_confidence": "low confidence",
                 "new_relationship": "new"}
CONTEXT_SHOWN = 90  # characters of the context on the item's last line (the tooltip has it all)


def count_text(n: int) -> str:
    """How many wait, as the menu, the dock's title and the summary say it: the count is asked
    for up to REVIEW_COUNT_CAP + 1, and beyond the cap it is "1,000+"."""
    return f"{REVIEW_COUNT_CAP:,}+" if n > REVIEW_COUNT_CAP else f"{n:,}"


def _cut(text: str, limit: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def origin_text(item: ReviewItem) -> str:
    """Where it came from, in a few words: the task, the mail."""
    parts = []
    if item.task_id:
        parts.append(item.task_id)
    if item.mail:
        kind, _, _ = item.mail.partition(": ")
        parts.append(f"mail ({kind.replace('_', ' ')})")
    return ", ".join(parts)


def item_text(item: ReviewItem) -> str:
    """The item's lines in the list: what it is; why it waits, its confidence and origin; the
    text around what was learned."""
    if item.entity is not None:
        first = f"{item.entity.name}  ·  {item.entity.type}"
    else:
        first = f"{item.source_name} → {item.edge.type} → {item.target_name}"
    why = ", ".join(SHORT_REASONS.get(r, r) for r in item.reasons)
    confidence = "" if item.confidence is None else f" {item.confidence:.2f}"
    origin = origin_text(item)
    lines = [first, f"{why}{confidence}" + (f" · {origin}" if origin else "")]
    context = item.context or (item.mail.partition(": ")[2] if item.mail else None)
    if context:
        lines.append(f"“{_cut(context, CONTEXT_SHOWN)}”")
    return "\n".join(lines)


def item_tooltip(item: ReviewItem) -> str:
    why = ", ".join(REASON_TEXT.get(r, r) for r in item.reasons)
    lines = [item_label(item), f"{item.kind}, written by {item.source} on {format_time(item.learned_at)}: {why}"]
    if item.task_id:
        lines.append(f"task: {item.task_id}")
    if item.mail:
        lines.append(f"mail: {item.mail}")
    if item.context and item.context != item.mail:
        lines.append(f"context: {item.context}")
    return "\n".join(lines)


class ReviewPanel(SeenPanel):
    count_changed = Signal(int)  # how many items wait, up to REVIEW_COUNT_CAP + 1 (see count_text)
    edit_requested = Signal(str)  # an entity id to open in the inspector
    relationship_edit_requested = Signal(object)  # an Edge to pick in its source's inspector
    merge_requested = Signal(object)  # an Entity to merge into another (the window asks which)

    def __init__(self, session, parent: QWidget | None = None):
        super().__init__(parent)
        self.session = session
        self.items: list[ReviewItem] = []
        self.count = 0
        self.last_review: int | None = None
        self.loaded_workspace: str | None = None

        self.summary = QLabel("Nothing to review")
        self.summary.setObjectName("review_summary")
        self.summary.setWordWrap(True)
        self.list = QListWidget()
        self.list.setObjectName("review_list")
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        # Each line cut to the width (the tooltip has it all): a narrow column keeps three lines an item.
        self.list.setWordWrap(False)
        self.list.setAlternatingRowColors(True)
        self.list.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.list.setSpacing(2)  # items of three lines apart
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.itemSelectionChanged.connect(self._update_buttons)
        self.list.itemDoubleClicked.connect(lambda _item: self.edit_selected())
        # Delete: the window's action asks the focused list (MainWindow.delete_selection); while
        # that action is off (nothing selected on the canvas) the key reaches the list itself.
        self.list.installEventFilter(self)
        self.list.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.list.customContextMenuRequested.connect(self._context_menu)

        self.confirm_button = self._button("Confirm", "review_confirm",
                                           "Make the selected items your own: manual, confidence 1.0, no more decay")
        self.edit_button = self._button("Edit", "review_edit", "Open the selected entity in the inspector")
        self.merge_button = self._button("Merge Into…", "review_merge",
                                         "Merge the selected entity into another of its type (it is a duplicate)")
        self.delete_button = self._button("Delete", "review_delete", "Delete the selected items (Undo brings them back)")
        self.mark_button = self._button("Mark Reviewed", "review_mark",
                                        "The relationships listed now leave the inbox; unconfirmed entities stay")
        self.confirm_button.clicked.connect(self.confirm_selected)
        self.edit_button.clicked.connect(self.edit_selected)
        self.merge_button.clicked.connect(self.merge_selected)
        self.delete_button.clicked.connect(self.delete_selected)
        self.mark_button.clicked.connect(self.mark_reviewed)
        buttons = FlowLayout()
        for b in (self.confirm_button, self.edit_button, self.merge_button, self.delete_button, self.mark_button):
            buttons.addWidget(b)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.addWidget(self.summary)
        layout.addWidget(self.list, 1)
        layout.addLayout(buttons)

        # Read again once per change: another workspace; each reload (another process wrote, or
        # maintenance ran), once it has answered; each write of ours. (Not on the counts' change
        # too: that came with the same reload or write, and asked a second time.)
        session.signals.graph_reset.connect(lambda _p: self.schedule_refresh())
        session.workspace_reloaded.connect(lambda _s: self.schedule_refresh())
        session.changes_applied.connect(lambda _c: self.schedule_refresh())
        self._update_buttons()

    def _button(self, text: str, name: str, tip: str) -> QPushButton:
        b = QPushButton(text)
        b.setObjectName(name)
        b.setToolTip(tip)
        return b

    # -- loading --------------------------------------------------------------------------

    def refresh(self) -> None:
        workspace = self.session.workspace_id
        if workspace is None:
            self._show([], 0, None, None)
            return
        if not self.is_seen():
            # Closed (or a tab behind another): only the count, for the menu; the list when shown.
            self._stale = True
            self.session.submit("review_count", cap=REVIEW_COUNT_CAP + 1, supersede_key="review_items",
                                background=True, on_done=lambda n: self._on_count(n, workspace))
            return
        self._stale = False
        # In the background: read in steps, with searches answered between them.
        self.session.submit("review_items", cap=REVIEW_COUNT_CAP + 1, supersede_key="review_items", background=True,
                            on_done=lambda listing: self._on_listing(listing, workspace),
                            on_error=lambda m: self.summary.setText(f"The review inbox cannot be read: {m}"))

    def _on_count(self, count: int, workspace: str) -> None:
        if workspace == self.session.workspace_id and count != self.count:
            self.count = count
            self.count_changed.emit(count)

    def _on_listing(self, listing, workspace: str) -> None:
        if workspace != self.session.workspace_id or listing.workspace_id != workspace:
            return  # about a workspace that is no longer open
        self._show(listing.items, listing.count, listing.last_review, workspace)

    def _show(self, items: list[ReviewItem], count: int, last_review: int | None, workspace) -> None:
        keep = set(self.selected_ids()) if workspace == self.loaded_workspace else set()
        self.items, self.count, self.last_review, self.loaded_workspace = list(items), count, last_review, workspace
        self.list.blockSignals(True)
        self.list.clear()
        for item in self.items:
            row = QListWidgetItem(item_text(item))
            row.setData(Qt.ItemDataRole.UserRole, item.id)
            row.setToolTip(item_tooltip(item))
            self.list.addItem(row)
            row.setSelected(item.id in keep)
        self.list.blockSignals(False)
        since = f"last reviewed {format_time(last_review)}" if last_review is not None else "never reviewed"
        if count:
            shown = "" if count == len(self.items) else f" (the newest {len(self.items):,} listed)"
            items = "item" if count == 1 else "items"
            self.summary.setText(f"{count_text(count)} {items} waiting{shown} · {since}")
        else:
            self.summary.setText(f"Nothing waiting for review · {since}")
        self._update_buttons()
        self.count_changed.emit(count)

    # -- selection and actions ------------------------------------------------------------

    def selected_items(self) -> list[ReviewItem]:
        chosen = {row.data(Qt.ItemDataRole.UserRole) for row in self.list.selectedItems()}
        return [i for i in self.items if i.id in chosen]

    def selected_ids(self) -> list[str]:
        return [i.id for i in self.selected_items()]

    def select_ids(self, ids) -> None:
        wanted = set(ids)
        for n in range(self.list.count()):
            row = self.list.item(n)
            row.setSelected(row.data(Qt.ItemDataRole.UserRole) in wanted)

    def _writable(self) -> bool:
        return self.session.read_only_reason is None

    def _update_buttons(self) -> None:
        chosen = self.selected_items()
        writable = self._writable()
        self.confirm_button.setEnabled(bool(chosen) and writable)
        self.delete_button.setEnabled(bool(chosen) and writable)
        self.edit_button.setEnabled(len(chosen) == 1)
        self.merge_button.setEnabled(len(chosen) == 1 and chosen[0].entity is not None and writable)
        self.mark_button.setEnabled(writable and any(i.kind == "relationship" for i in self.items))
        n = len(chosen)
        self.confirm_button.setText(f"Confirm {n}" if n > 1 else "Confirm")
        self.delete_button.setText(f"Delete {n}" if n > 1 else "Delete")

    def confirm_selected(self) -> ConfirmItemsCommand | None:
        chosen = self.selected_items()
        if not chosen or not self._writable():
            return None
        command = ConfirmItemsCommand(self.session.command_context(), chosen)
        self.session.push(command)
        return command

    def delete_selected(self) -> DeleteItemsCommand | None:
        chosen = self.selected_items()
        if not chosen or not self._writable():
            return None
        command = DeleteItemsCommand(self.session.command_context(), chosen)
        self.session.push(command)
        return command

    def mark_reviewed(self) -> MarkReviewedCommand | None:
        if not self._writable():
            return None
        command = MarkReviewedCommand(self.session.command_context())
        self.session.push(command)
        return command

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt's name
        if (watched is self.list and event.type() == QEvent.Type.KeyPress
                and event.key() == Qt.Key.Key_Delete and self.selected_items()):
            self.delete_selected()
            return True
        return super().eventFilter(watched, event)

    def context_menu(self) -> QMenu:
        """The list's menu: the buttons' actions for what is selected."""
        menu = QMenu(self)
        for button, run in ((self.confirm_button, self.confirm_selected), (self.edit_button, self.edit_selected),
                            (self.merge_button, self.merge_selected), (self.delete_button, self.delete_selected)):
            action = menu.addAction(button.text(), run)
            action.setEnabled(button.isEnabled())
        return menu

    def _context_menu(self, pos) -> None:
        if self.list.itemAt(pos) is not None:
            self.context_menu().popup(self.list.viewport().mapToGlobal(pos))

    def merge_selected(self) -> None:
        """Merge into…: the window asks which entity it goes into, then shows what moves."""
        chosen = self.selected_items()
        if len(chosen) == 1 and chosen[0].entity is not None and self._writable():
            self.merge_requested.emit(chosen[0].entity)

    def edit_selected(self) -> None:
        """The entity selected in the inspector, to edit there (a relationship: picked in its
        source's inspector)."""
        chosen = self.selected_items()
        if len(chosen) != 1:
            return
        item = chosen[0]
        if item.entity is not None:
            self.edit_requested.emit(item.entity.id)
        else:
            self.relationship_edit_requested.emit(item.edge)
