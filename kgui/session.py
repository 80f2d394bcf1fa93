"""The explorer session: the store client, the graph model and the undo stack of one window.

It turns the worker's answers into model changes and keeps the inspector's details, the
counts and the loaded graph current (after our own edits and after other processes' writes).
Views call its methods and listen to its signals; it holds no widgets.
"""

from __future__ import annotations

import logging
import time
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoStack

from kgstore import EditConflictError, Entity, KGError
from kgstore.validation import check_workspace_id

from .model import Changes, GraphModel
from .model.qt_signals import GraphModelSignals
from .undo import CommandContext, CommandFailure, StoreCommand
from .worker import StoreClient, WorkerConfig
from .worker.protocol import EntityDetails, MaintenanceResult, OpenResult, WorkspaceListing, WorkspaceSnapshot

log = logging.getLogger(__name__)

DEFAULT_WORKSPACE = "default"
EXTERNAL_REFRESH_DELAY_MS = 150  # coalesce bursts of writes from another process
# A live reload waits at least as long as the last reload took, so an agent writing without pause
# into a large workspace (a reload of 100k entities takes about a second) keeps the worker busy
# with reloads at most half the time: searches and edits in between stay quick.
EXTERNAL_REFRESH_MAX_DELAY_MS = 5000
ENTITY_LIMIT = 2000  # entities loaded for the whole-workspace view (hubs and their neighbours)
ENTITY_LIMIT_STEP = 2000  # "Show more" loads this many more


class ExplorerSession(QObject):
    store_opened = Signal(object)  # OpenResult
    workspace_opened = Signal(object)  # WorkspaceSnapshot (a fresh workspace, not a reload)
    workspace_reloaded = Signal(object)  # WorkspaceSnapshot
    workspaces_listed = Signal(list)
    details_loaded = Signal(object)  # EntityDetails, or None when the selected entity is gone
    # The entity just selected no longer exists (deleted here or by another process); the
    # selection was cleared. Navigation passes over it (kgui.views.navigation).
    selected_entity_vanished = Signal(str)
    external_change_applied = Signal()  # another process wrote; views re-run their queries
    changes_applied = Signal(object)  # Changes of one of our writes, applied to the model
    message_posted = Signal(str)
    error_reported = Signal(str)
    command_failed = Signal(object)  # the StoreCommand whose request failed
    # An edit refused because another writer changed the field since it began: (an Update…Command,
    # kgstore.EditConflictError). Nothing was written; the command has left the stack.
    edit_conflicted = Signal(object, object)
    memories_cleared = Signal(object)  # ClearReport
    backup_restored = Signal(str)  # the safety backup taken before restoring

    def __init__(self, db_path: str, *, config: WorkerConfig | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self.db_path = str(db_path)
        self.client = StoreClient(self.db_path, config, self)
        self.model = GraphModel()
        self.signals = GraphModelSignals(self.model, self)
        self.undo_stack = QUndoStack(self)
        self.undo_stack.setUndoLimit(200)
        self.workspace_id: str | None = None
        self.workspaces: list[str] = []
        # CoWork OS's workspace names {id: name}, read by the worker like the ids ({} in our files).
        self.workspace_names: dict[str, str] = {}
        self.details: EntityDetails | None = None
        self.time_range: tuple[int, int] | None = None
        self.entity_limit = ENTITY_LIMIT
        self.last_clear_backup: str | None = None
        self.read_only_reason: str | None = None  # the open file cannot be changed, and why
        self._reload_pending = False
        self._reload_running = False
        self._reload_started = 0.0
        self.last_reload_seconds = 0.0  # how long the last open/reload took, answer included

        self.client.opened.connect(self._on_opened)
        self.client.external_change_detected.connect(self._on_external_change)
        self.client.maintenance_finished.connect(self._on_maintenance)
        self.signals.selection_changed.connect(lambda _id: self.refresh_details())
        self._external_timer = QTimer(self)
        self._external_timer.setSingleShot(True)
        self._external_timer.setInterval(EXTERNAL_REFRESH_DELAY_MS)
        self._external_timer.timeout.connect(self._refresh_after_external_change)
        self._stats_timer = QTimer(self)
        self._stats_timer.setSingleShot(True)
        self._stats_timer.setInterval(50)
        self._stats_timer.timeout.connect(self.refresh_stats)

    # -- lifecycle ------------------------------------------------------------------------

    def start(self) -> None:
        self.client.start()

    def shutdown(self) -> bool:
        self._external_timer.stop()
        self._stats_timer.stop()
        self.undo_stack.clear()
        return self.client.shutdown()

    def _on_opened(self, result: OpenResult) -> None:
        if result.ok:
            if result.reopened:
                self._forget_file()
            self.db_path = result.path
            self.read_only_reason = result.read_only_reason
            self.workspaces = list(result.workspaces)
            self.workspace_names = dict(result.workspace_names)
            self.workspaces_listed.emit(self.workspaces)
        elif not result.not_a_graph:  # the window asks about that one
            self.error_reported.emit(f"Cannot open {result.path}: {result.error}")
        self.store_opened.emit(result)

    def open_database(self, path: str, *, add_tables: bool = False) -> None:
        """Switch the window to another knowledge-graph file (a CoWork OS file is backed up and
        upgraded by the worker; an unrelated SQLite file only with `add_tables`, after a backup).
        `store_opened` follows; on failure the current file stays open."""
        self.client.reopen(str(path), add_tables=add_tables)

    def _forget_file(self) -> None:
        """Everything that belonged to the previous file: undo history, workspace, graph, details."""
        self._external_timer.stop()
        self.undo_stack.clear()
        self.workspace_id = None
        self.workspaces = []
        self.workspace_names = {}
        self.details = None
        self.time_range = None
        self.last_clear_backup = None
        self._reload_pending = self._reload_running = False
        self.model.reset(None)
        self.model.set_stats(None)
        self.details_loaded.emit(None)

    def submit(self, op: str, **kwargs: Any) -> int:
        """A request in the current workspace."""
        return self.client.submit(op, workspace=self.workspace_id, **kwargs)

    # -- workspaces -----------------------------------------------------------------------

    def open_workspace(self, workspace_id: str) -> None:
        if not workspace_id.strip():
            return
        try:
            workspace_id = check_workspace_id(workspace_id)  # trimmed; pure validation, no SQL
        except KGError as exc:
            self.error_reported.emit(f"Cannot open workspace: {exc}")
            return
        fresh = workspace_id != self.workspace_id
        if fresh:
            self.undo_stack.clear()  # commands belong to the workspace they were made in
            self.workspace_id = workspace_id
            self.details = None
            self.entity_limit = ENTITY_LIMIT
            self.model.reset(workspace_id)
        self._reload_running = True
        self._reload_started = time.monotonic()
        self.client.submit(
            "open_workspace", workspace=workspace_id, supersede_key="open_workspace",
            # A reload of the open workspace lets searches, details and neighbourhoods asked for
            # meanwhile go first; what it answers is applied as differences anyway.
            background=not fresh, load_cap=self.entity_limit,
            on_done=lambda snap: self._on_workspace_loaded(snap, fresh),
            on_error=self._on_workspace_failed,
        )

    def reload(self) -> None:
        """Read the workspace again and show only the differences."""
        if self.workspace_id is None:
            return
        if self._reload_running:
            self._reload_pending = True
            return
        self.open_workspace(self.workspace_id)

    def _on_workspace_loaded(self, snap: WorkspaceSnapshot, fresh: bool) -> None:
        self._reload_running = False
        self.last_reload_seconds = time.monotonic() - self._reload_started
        if snap.workspace_id != self.workspace_id:
            return
        self.model.set_entity_types(snap.entity_types)
        if fresh:
            self.model.reset(snap.workspace_id, snap.entities, snap.edges, truncated=snap.truncated,
                             positions=snap.positions)
        else:
            self.model.sync(snap.entities, snap.edges, truncated=snap.truncated, positions=snap.positions)
        self.model.set_stats(snap.stats)
        self.time_range = snap.time_range
        workspaces = sorted(set(snap.workspaces) | {snap.workspace_id})
        if workspaces != self.workspaces or snap.workspace_names != self.workspace_names:
            self.workspaces = workspaces
            self.workspace_names = dict(snap.workspace_names)
            self.workspaces_listed.emit(workspaces)
        (self.workspace_opened if fresh else self.workspace_reloaded).emit(snap)
        if not fresh:
            self.refresh_details()
        if self._reload_pending:
            self._reload_pending = False
            self.reload()

    def show_more(self) -> None:
        """Load more of a large workspace into the whole-workspace view."""
        self.entity_limit += ENTITY_LIMIT_STEP
        self.reload()

    def _on_workspace_failed(self, message: str) -> None:
        self._reload_running = False
        self.error_reported.emit(f"Cannot open workspace {self.workspace_id}: {message}")

    def refresh_workspaces(self) -> None:
        self.client.submit("list_workspaces", on_done=self._on_workspaces)

    def _on_workspaces(self, listing: WorkspaceListing) -> None:
        merged = sorted(set(listing.workspaces) | ({self.workspace_id} if self.workspace_id else set()))
        self.workspaces = merged
        self.workspace_names = dict(listing.names)
        self.workspaces_listed.emit(merged)

    def workspace_label(self, workspace_id: str | None) -> str:
        """What the window calls a workspace: CoWork's name, else the id."""
        if workspace_id is None:
            return ""
        return self.workspace_names.get(workspace_id, workspace_id)

    # -- selection and details ------------------------------------------------------------

    def select(self, entity: Entity | str | None) -> None:
        if isinstance(entity, Entity):
            self.model.remember(entity)
            entity = entity.id
        self.model.select(entity)

    def select_many(self, entity_ids, current: str | None = None) -> None:
        """Select several entities (a rubber band, Ctrl-click); `current` is the one whose details load."""
        self.model.select_many(entity_ids, current)

    def refresh_details(self) -> None:
        entity_id = self.model.selected_id
        if entity_id is None:
            self.details = None
            self.details_loaded.emit(None)
            return
        self.submit("entity_details", entity_id=entity_id, supersede_key="details",
                    on_done=self._on_details, on_error=self.error_reported.emit)

    def _on_details(self, details: EntityDetails | None) -> None:
        if self.model.selected_id is None:
            return  # nothing is selected any more
        model = self.model
        if details is None:
            gone = model.selected_id
            # The entity is gone (deleted here or elsewhere); the rest of a multi-selection stays.
            model.select_many([i for i in model.selected_ids if i != gone])
            self.selected_entity_vanished.emit(gone)
            return
        model.remember(details.entity)
        if details.entity.id != model.selected_id:
            # Re-created under a new id; asks again.
            new_id, old_id = details.entity.id, model.selected_id
            model.select_many([new_id if i == old_id else i for i in model.selected_ids] or [new_id], new_id)
            return
        self.details = details
        self.details_loaded.emit(details)

    def refresh_stats(self) -> None:
        self.submit("stats", supersede_key="stats", on_done=self.model.set_stats)

    # -- edits ----------------------------------------------------------------------------

    def command_context(self) -> CommandContext:
        return CommandContext(self.client, self.workspace_id or DEFAULT_WORKSPACE,
                              self.apply_changes, self._on_command_failed)

    def push(self, command: StoreCommand) -> bool:
        if getattr(command, "is_empty", False):
            return False  # an edit that changes nothing is not an undo step
        self.undo_stack.push(command)
        return True

    def apply_changes(self, changes: Changes, select: str | list[str] | None = None) -> None:
        """`select`: an entity to select afterwards, or several (a bulk undo selects what came back)."""
        selected_before = self.model.selected_id
        self.model.apply(changes)
        if isinstance(select, (list, tuple)):
            self.model.select_many(select)
        elif select:
            self.model.select(select)
        if changes.message:
            self.message_posted.emit(changes.message)
        known_types = {t.name for t in self.model.entity_types}
        if any(e.type not in known_types for e in changes.entities):
            self.submit("entity_types", on_done=self.model.set_entity_types)
        if changes.reload:
            self.reload()
        elif self.model.selected_id == selected_before and changes.touches_entity(selected_before):
            self.refresh_details()
        self._stats_timer.start()
        self.changes_applied.emit(changes)

    def _on_command_failed(self, command: StoreCommand, failure: CommandFailure) -> None:
        if failure.first_run and command.first_run_answered is not None:
            # The form that sent it shows why at its field (another writer's change too).
            self.command_failed.emit(command)
        elif failure.first_run and isinstance(failure.cause, EditConflictError):
            self.edit_conflicted.emit(command, failure.cause)  # the person decides (the inspector asks)
        else:
            self.error_reported.emit(failure.message)
            self.command_failed.emit(command)
        stack = self.undo_stack
        position = next((i for i in range(stack.count()) if stack.command(i) is command), None)
        if failure.first_run:
            if position is not None and position == stack.index() - 1:
                # Nothing happened in the store: take the command off the stack without undoing it.
                command.setObsolete(True)
                stack.undo()
        elif position is not None and command.pending == 0:
            # A refused undo leaves the command done in the store (a refused redo: undone); the
            # stack must not pretend otherwise, or the next undo/redo would act on the wrong state.
            # Moved back over it without a request, when it is next to the stack's index.
            done_on_stack = position < stack.index()
            if command.applied and not done_on_stack and position == stack.index():
                command.skip_next("redo")
                stack.redo()
            elif not command.applied and done_on_stack and position == stack.index() - 1:
                command.skip_next("undo")
                stack.undo()
        self.refresh_details()

    # -- live refresh ---------------------------------------------------------------------

    def _on_external_change(self) -> None:
        # The first change of a burst starts the countdown; later ones join it (restarting it
        # would put the refresh off for as long as the other process keeps writing).
        if not self._external_timer.isActive():
            self._external_timer.start(self.external_refresh_delay_ms())

    def external_refresh_delay_ms(self) -> int:
        paced = int(self.last_reload_seconds * 1000)
        return max(EXTERNAL_REFRESH_DELAY_MS, min(paced, EXTERNAL_REFRESH_MAX_DELAY_MS))

    def _refresh_after_external_change(self) -> None:
        if self.workspace_id is None:
            return
        if self._reload_running:  # one is under way: look again once it may have answered
            self._external_timer.start(self.external_refresh_delay_ms())
            return
        self.reload()  # also refreshes the details of the selected entity
        self.refresh_workspaces()
        self.external_change_applied.emit()

    def _on_maintenance(self, result: MaintenanceResult) -> None:
        if result.message:
            (self.message_posted if result.ok else self.error_reported).emit(result.message)
        if result.changed and result.workspace in (None, self.workspace_id):
            self.reload()

    # -- Clear All Memories, backups ------------------------------------------------------

    def request_clear_preview(self, on_done, on_error=None) -> None:
        self.submit("clear_preview", on_done=on_done, on_error=on_error or self.error_reported.emit)

    def clear_all_memories(self, on_error=None) -> None:
        """Back up, clear; the view clears only when the worker reports the commit."""
        workspace = self.workspace_id

        def done(report) -> None:
            if workspace != self.workspace_id:
                return
            self.undo_stack.clear()
            self.last_clear_backup = report.backup_path
            self.model.clear()
            self.details = None
            self.details_loaded.emit(None)
            self.memories_cleared.emit(report)
            self.reload()

        def failed(message: str) -> None:
            self.error_reported.emit(f"Clear All Memories failed; nothing was removed. {message}")
            if on_error is not None:
                on_error(message)

        self.submit("clear_workspace", on_done=done, on_error=failed)

    def list_backups(self, on_done) -> None:
        self.client.submit("list_backups", on_done=on_done, on_error=self.error_reported.emit)

    def request_restore_preview(self, path: str, on_done) -> None:
        """What restoring `path` would bring back and take away; an error arrives as its message."""
        self.client.submit("restore_preview", path=str(path), on_done=on_done, on_error=on_done)

    def restore_backup(self, path: str, on_done=None, *, workspace: str | None = None) -> None:
        """Restore the whole file, or with `workspace` only that workspace (no other is touched)."""
        def done(safety) -> None:
            self.undo_stack.clear()
            self.last_clear_backup = None
            self.backup_restored.emit(str(safety) if safety else "")
            self.model.select(None)
            self.reload()
            self.refresh_workspaces()
            if on_done is not None:
                on_done(safety)

        self.client.submit("restore_backup", path=str(path), only_workspace=workspace, on_done=done,
                           on_error=lambda m: self.error_reported.emit(f"Restore failed; nothing was changed. {m}"))

    def backup_now(self) -> None:
        self.client.submit("backup_now", on_done=lambda p: self.message_posted.emit(f"Backed up to {p}"),
                           on_error=self.error_reported.emit)

    # -- passive memory and maintenance ---------------------------------------------------

    def run_write_job(self, op: str, describe, **args) -> None:
        """A broad write (ingest, decay, cleanup, demo): report, then reload what is shown."""
        def done(result) -> None:
            self.message_posted.emit(describe(result))
            self.reload()
            self.refresh_workspaces()

        self.submit(op, on_done=done, on_error=self.error_reported.emit, **args)
