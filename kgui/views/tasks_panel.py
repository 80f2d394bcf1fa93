"""The Tasks panel: the tasks that wrote memory (kgstore's tasks_with_memory), the one that wrote
last first, with how much each wrote; the selected task's entities, relationships and
observations; and Forget This Task, after a confirmation that says what will be deleted (a
backup is taken first; Undo puts back the very rows)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from kgstore import TaskMemory

from ..style.formatting import format_time, plural
from ..undo import ForgetTaskCommand
from .flow_layout import FlowLayout
from .seen_panel import SeenPanel

NAMED_AT_MOST = 6  # entities named in the confirmation; the rest are counted


def counts_text(task: TaskMemory) -> str:
    return (f"{plural(task.entities, 'entity', 'entities')}, {plural(task.edges, 'relationship')}, "
            f"{plural(task.observations, 'observation')}")


def forget_question(details) -> tuple[str, str]:
    """(text, informative text) of the confirmation: what forgetting will delete, counted and named."""
    writes = details.writes
    report = writes.deletion()
    names = [details.names.get(i, i) for i in writes.forgotten_entities]
    named = ", ".join(f"“{n}”" for n in names[:NAMED_AT_MOST])
    if len(names) > NAMED_AT_MOST:
        named += f" and {len(names) - NAMED_AT_MOST} more"
    parts = [text for n, text in (
        (report.observations, plural(report.observations, "observation")),
        (report.edges, plural(report.edges, "relationship")),
        (report.entities, plural(report.entities, "entity", "entities") + (f" it created ({named})" if names else "")),
    ) if n]
    kept = len(writes.entities) - len(writes.forgotten_entities)
    if parts:
        info = "This deletes " + (parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]) + "."
    else:
        info = "Nothing it wrote would be deleted."
    if kept:
        info += (f" {plural(kept, 'entity', 'entities')} it created stay{'s' if kept == 1 else ''}: other writers "
                 "used or confirmed them.")
    info += " A backup of the file is taken first, and Edit → Undo brings it all back."
    return f"Forget task “{writes.task_id}”?", info


class TasksPanel(SeenPanel):
    count_changed = Signal(int)  # how many tasks wrote memory (the dock's title shows it)
    entity_requested = Signal(str)  # an entity of the selected task, double-clicked

    def __init__(self, session, parent: QWidget | None = None):
        super().__init__(parent)
        self.session = session
        self.tasks: list[TaskMemory] = []
        self.details = None  # TaskDetails of the selected task
        self.confirm_box: QMessageBox | None = None

        self.summary = QLabel("No task wrote memory")
        self.summary.setObjectName("tasks_summary")
        self.summary.setWordWrap(True)
        self.list = QListWidget()
        self.list.setObjectName("tasks_list")
        self.list.setAlternatingRowColors(True)
        self.list.setWordWrap(False)  # two lines a task, cut to the width (the tooltip has it all)
        self.list.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.currentItemChanged.connect(lambda *_: self._load_details())
        self.writes = QTreeWidget()
        self.writes.setObjectName("task_writes")
        self.writes.setHeaderHidden(True)
        self.writes.setRootIsDecorated(True)
        self.writes.itemDoubleClicked.connect(self._on_write_activated)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.list)
        split.addWidget(self.writes)
        split.setChildrenCollapsible(False)
        split.setSizes([120, 160])
        self.forget_button = QPushButton("Forget This Task…")
        self.forget_button.setObjectName("forget_task")
        self.forget_button.setToolTip("Delete what the selected task wrote (asks first; a backup is taken)")
        self.forget_button.clicked.connect(self.ask_forget)
        buttons = FlowLayout()
        buttons.addWidget(self.forget_button)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.addWidget(self.summary)
        layout.addWidget(split, 1)
        layout.addLayout(buttons)

        session.signals.stats_changed.connect(lambda _s: self.schedule_refresh())
        session.signals.graph_reset.connect(lambda _p: self.schedule_refresh())
        session.external_change_applied.connect(self.schedule_refresh)
        session.changes_applied.connect(lambda _c: self.schedule_refresh())
        self._update_buttons()

    # -- loading --------------------------------------------------------------------------

    def refresh(self) -> None:
        workspace = self.session.workspace_id
        if workspace is None:
            self._show([])
            return
        if not self.is_seen():  # closed or behind another tab: read when shown
            self._stale = True
            return
        self._stale = False
        self.session.submit("tasks_with_memory", supersede_key="tasks_with_memory",
                            on_done=lambda listing: self._on_listing(listing, workspace),
                            on_error=lambda m: self.summary.setText(f"The tasks cannot be read: {m}"))

    def _on_listing(self, listing, workspace: str) -> None:
        if workspace == self.session.workspace_id and listing.workspace_id == workspace:
            self._show(listing.tasks)

    def _show(self, tasks: list[TaskMemory]) -> None:
        current = self.selected_task_id()
        self.tasks = list(tasks)
        self.list.blockSignals(True)
        self.list.clear()
        for task in self.tasks:
            row = QListWidgetItem(f"{task.task_id}\n{counts_text(task)}")
            row.setData(Qt.ItemDataRole.UserRole, task.task_id)
            row.setToolTip(f"Task {task.task_id}: {counts_text(task)}\nfirst write {format_time(task.first_at)}, "
                           f"last {format_time(task.last_at)}")
            self.list.addItem(row)
            if task.task_id == current:
                self.list.setCurrentItem(row)
        if self.list.currentItem() is None and self.tasks:
            self.list.setCurrentRow(0)  # what the latest task wrote, rather than an empty half
        self.list.blockSignals(False)
        self.summary.setText(f"{plural(len(self.tasks), 'task')} wrote memory, the latest first" if self.tasks
                             else "No task wrote memory in this workspace")
        self.count_changed.emit(len(self.tasks))
        self._load_details()

    def selected_task_id(self) -> str | None:
        row = self.list.currentItem()
        return row.data(Qt.ItemDataRole.UserRole) if row is not None else None

    def select_task(self, task_id: str) -> None:
        for n in range(self.list.count()):
            if self.list.item(n).data(Qt.ItemDataRole.UserRole) == task_id:
                self.list.setCurrentRow(n)
                return

    def _load_details(self) -> None:
        task_id = self.selected_task_id()
        if task_id is None:
            self._show_details(None)
            return
        self.session.submit("task_writes", task_id=task_id, supersede_key="task_writes",
                            on_done=lambda d: self._show_details(d) if self.selected_task_id() == task_id else None,
                            on_error=lambda _m: self._show_details(None))

    def _show_details(self, details) -> None:
        self.details = details
        self.writes.clear()
        if details is not None:
            w, names = details.writes, details.names
            forgotten = set(w.forgotten_entities)
            groups = (
                (plural(len(w.entities), "entity", "entities"),
                 [(f"{e.name}  ·  {e.type}" + ("" if e.id in forgotten else "  (stays: used by others)"), e.id)
                  for e in w.entities]),
                (plural(len(w.edges), "relationship"),
                 [(f"{names.get(g.source_id, '?')} → {g.type} → {names.get(g.target_id, '?')}", g.source_id)
                  for g in w.edges]),
                (plural(len(w.observations), "observation"),
                 [(f"{names.get(o.entity_id, '?')}: {' '.join(o.content.split())}", o.entity_id)
                  for o in w.observations]),
            )
            for title, rows in groups:
                top = QTreeWidgetItem([title])
                for text, entity_id in rows:
                    child = QTreeWidgetItem([text])
                    child.setToolTip(0, text)
                    child.setData(0, Qt.ItemDataRole.UserRole, entity_id)
                    top.addChild(child)
                self.writes.addTopLevelItem(top)
                top.setExpanded(bool(rows))
        self._update_buttons()

    def _on_write_activated(self, item: QTreeWidgetItem, _column: int) -> None:
        entity_id = item.data(0, Qt.ItemDataRole.UserRole)
        if entity_id:
            self.entity_requested.emit(entity_id)

    def _update_buttons(self) -> None:
        report = self.details.writes.deletion() if self.details is not None else None
        something = report is not None and bool(report.observations or report.edges or report.entities)
        self.forget_button.setEnabled(something and self.session.read_only_reason is None)

    # -- Forget this task -----------------------------------------------------------------

    def ask_forget(self) -> QMessageBox | None:
        details = self.details
        if details is None or self.session.read_only_reason is not None:
            return None
        text, info = forget_question(details)
        box = QMessageBox(QMessageBox.Icon.Warning, "Forget this task", text, parent=self)
        box.setObjectName("forget_task_dialog")
        box.setInformativeText(info)
        box.setStandardButtons(QMessageBox.StandardButton.Cancel)
        forget = box.addButton("Forget Task", QMessageBox.ButtonRole.DestructiveRole)
        forget.setObjectName("forget_task_confirm")
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        task_id = details.writes.task_id
        box.buttonClicked.connect(lambda b: self.forget(task_id) if b is forget else None)
        box.finished.connect(lambda _r: setattr(self, "confirm_box", None))
        self.confirm_box = box
        box.open()
        return box

    def forget(self, task_id: str) -> ForgetTaskCommand:
        command = ForgetTaskCommand(self.session.command_context(), task_id)
        self.session.push(command)
        return command
