"""The main window: search and filters on the left, the canvas area in the centre, the inspector
on the right, the time-slider strip at the bottom; toolbar, menus, status bar."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from PySide6.QtCore import QEvent, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QScrollArea,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from ..dialogs.clear_all_dialog import ClearAllDialog
from ..dialogs.ingest_dialogs import IngestMailboxDialog, IngestTaskDialog
from ..dialogs.memory_settings_dialog import MemorySettingsDialog
from ..dialogs.merge_dialog import MergeDialog, MergeIntoDialog
from ..dialogs.new_entity_dialog import NewEntityDialog
from ..dialogs.possible_duplicates_dialog import PossibleDuplicatesDialog
from ..session import DEFAULT_WORKSPACE, ExplorerSession
from ..style.formatting import format_time, plural
from ..style.icons import action_icon, app_icon, clear_icon_cache
from ..undo import CreateEntityCommand, DeleteEntityCommand, MergeEntitiesCommand
from ..undo.commands import short
from ..undo.settings_commands import ChangeMemorySettingsCommand
from ..worker.protocol import ClearPreview, OpenResult, WorkspaceSnapshot
from .actions import MainActions
from .canvas_area import CanvasArea
from .changes_panel import ChangesPanel
from .filters_panel import FiltersPanel
from .graph_setup import install_graph_view
from .inspector import Inspector
from .navigation import NavigationController
from .notice_bar import FILE, WORKSPACE, NoticeBar
from .panel_layout import SEARCH_SHARE, STATE_VERSION, PanelToggles, default_dock_widths
from .recent_files_menu import RecentFilesMenu
from .review_panel import ReviewPanel, count_text
from .search_panel import SearchPanel
from .status_bar import ExplorerStatusBar
from .tasks_panel import TasksPanel
from .workspace_picker import WorkspacePicker

DEMO_WORKSPACE = "demo"
ICONS = {
    "find": "find", "new_entity": "new-entity", "new_relationship": "new-relationship",
    "add_observation": "add-observation", "delete": "delete", "undo": "undo", "redo": "redo",
    "zoom_to_fit": "zoom-fit", "refresh": "refresh", "clear_all": "clear-all", "restore_backup": "restore",
    "backup_now": "backup", "ingest_task": "ingest", "ingest_mailbox": "ingest", "back": "back",
    "forward": "forward",
}


def _by_name(requested: str, workspaces: list[str], names: dict[str, str]) -> str:
    """--workspace may give a CoWork OS workspace's name: the id when one workspace has it."""
    if requested in workspaces or requested in names:
        return requested
    ids = [wid for wid, name in names.items() if name.strip().casefold() == requested.strip().casefold()]
    return ids[0] if len(ids) == 1 else requested


def _ingest_title(what: str, report) -> str:
    # A skipped ingest (memory off, <no-memory>, ...) must not read as "ingested".
    return what if getattr(report, "skipped_reason", None) else f"{what} ingested"


def describe_report(title: str, report) -> str:
    """One line for the status bar from a kgstore report (extraction, mailbox, cleanup, demo)."""
    if report is None:
        return f"{title}: done"
    reason = getattr(report, "skipped_reason", None)
    if reason:
        return f"{title}: nothing written ({reason})"
    message = getattr(report, "message", None)
    if message:
        return f"{title}: {message}"
    if hasattr(report, "ran") and hasattr(report, "reason"):
        return f"{title}: {report.reason}"
    if dataclasses.is_dataclass(report):
        parts = []
        for f in dataclasses.fields(report):
            value = getattr(report, f.name)
            if isinstance(value, int) and not isinstance(value, bool) and value:
                parts.append(f"{value} {f.name.replace('_', ' ')}")
        redacted = getattr(report, "redacted", None)
        if redacted:  # what was kept out of memory, by kind (never the secret)
            parts.append(", ".join(f"{n} {kind} redacted" for kind, n in sorted(redacted.items())))
        return f"{title}: " + (", ".join(parts) if parts else "nothing new")
    return f"{title}: {report}"


class MainWindow(QMainWindow):
    def __init__(self, session: ExplorerSession, settings: QSettings, *, workspace: str | None = None,
                 demo: bool = False, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("main_window")
        self.session = session
        self.settings = settings
        self.requested_workspace = workspace
        self.demo_requested = demo
        self.active_dialog = None
        self._notice_workspace: str | None = None  # the workspace the notice bar's notices are about
        self.resize_docks_on_show = False  # kgui sets it when a saved size was shrunk to the screen
        self.setWindowIcon(app_icon())
        self.setDockNestingEnabled(True)
        self.actions = MainActions(self, session.undo_stack)
        self.navigation = NavigationController(session, self.actions.back, self.actions.forward, self)
        self.recent_files = RecentFilesMenu(settings, self)

        self._build_central()
        self._build_docks()
        self._build_menus_and_toolbar()
        self.status = ExplorerStatusBar(self)
        self.setStatusBar(self.status)
        self._connect()
        panels = install_graph_view(self)  # canvas, time slider, Graph menu (views.graph_setup)
        self.graph_view, self.time_slider, self.as_of_controller = panels.view, panels.slider, panels.as_of
        self.changes_loader = panels.changes
        self.navigation.attach_canvas(self.graph_view.canvas)
        self.graph_view.merge_requested.connect(self._on_canvas_merge)
        self.panels.install_in_toolbar(self.graph_view.toolbar)
        self._update_title()
        self._update_action_states()
        self.resize(1440, 900)
        self._restore_settings()

    # -- construction ---------------------------------------------------------------------

    def _build_central(self) -> None:
        self.notice_bar = NoticeBar()
        self.canvas_area = CanvasArea()
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(4, 4, 4, 0)
        layout.addWidget(self.notice_bar)
        layout.addWidget(self.canvas_area, 1)
        self.setCentralWidget(central)

    def _dock(self, title: str, name: str, widget: QWidget, area) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        self.addDockWidget(area, dock)
        return dock

    def _build_docks(self) -> None:
        s = self.session
        self.workspace_picker = WorkspacePicker()
        self.search_panel = SearchPanel(s)
        explore = QWidget()
        v = QVBoxLayout(explore)
        v.setContentsMargins(6, 4, 6, 4)
        v.addWidget(self.workspace_picker)
        v.addWidget(self.search_panel, 1)
        self.search_dock = self._dock("Search", "search_dock", explore, Qt.DockWidgetArea.LeftDockWidgetArea)
        self.filters_panel = FiltersPanel(s)
        filters = QWidget()
        QVBoxLayout(filters).addWidget(self.filters_panel)
        filters.layout().setContentsMargins(4, 4, 4, 4)
        # A short window scrolls the filters (Reset filters stays reachable) instead of pushing
        # them over the time bar.
        self.filters_scroll = QScrollArea()
        self.filters_scroll.setObjectName("filters_scroll")
        self.filters_scroll.setWidgetResizable(True)
        self.filters_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.filters_scroll.setWidget(filters)
        self.filters_dock = self._dock("Filters", "filters_dock", self.filters_scroll,
                                       Qt.DockWidgetArea.LeftDockWidgetArea)
        self.splitDockWidget(self.search_dock, self.filters_dock, Qt.Orientation.Vertical)
        # What changed between two times compared on the time bar: a tab beside the filters,
        # closed until a comparison starts (kgui.views.graph_setup opens it with open_panel).
        self.changes_panel = ChangesPanel()
        self.changes_dock = self._dock("Changes", "changes_dock", self.changes_panel,
                                       Qt.DockWidgetArea.LeftDockWidgetArea)
        self.changes_dock.hide()  # tabified when first opened (open_panel): a hidden tab leaves a stray tab bar
        # Review and Tasks open as tabs in the filters' place too (Tools menu, Ctrl+4 and Ctrl+5),
        # closed at first: a tab bar there would take the height the filters need to fit.
        self.review_panel = ReviewPanel(s)
        self.review_dock = self._dock("Review", "review_dock", self.review_panel, Qt.DockWidgetArea.LeftDockWidgetArea)
        self.tasks_panel = TasksPanel(s)
        self.tasks_dock = self._dock("Tasks", "tasks_dock", self.tasks_panel, Qt.DockWidgetArea.LeftDockWidgetArea)
        self.review_dock.hide()
        self.tasks_dock.hide()
        self.inspector = Inspector(s)
        self.inspector_dock = self._dock("Inspector", "inspector_dock", self.inspector,
                                         Qt.DockWidgetArea.RightDockWidgetArea)
        # Reserved for the as-of time slider (set_time_slider).
        placeholder = QFrame()
        placeholder.setObjectName("time_slider_placeholder")
        row = QHBoxLayout(placeholder)
        row.setContentsMargins(10, 4, 10, 4)
        self.as_of_label = QLabel("As of: now")
        row.addWidget(self.as_of_label)
        row.addStretch(1)
        self.time_slider_area = self._dock("Time", "time_slider_area", placeholder,
                                           Qt.DockWidgetArea.BottomDockWidgetArea)
        self.time_slider_area.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                                          | QDockWidget.DockWidgetFeature.DockWidgetClosable)
        explore.setMinimumWidth(180)
        self.inspector.setMinimumWidth(220)
        optional = [self.changes_dock, self.review_dock, self.tasks_dock]  # back after Ctrl+1 only if open
        self.panels = PanelToggles(self, [self.search_dock, self.filters_dock, *optional], self.inspector_dock,
                                   self.time_slider_area, optional=optional)
        self.show_review = self._panel_action("show_review", "&Review Inbox", "Ctrl+4", self.review_dock,
                                              "Show what was learned automatically and waits for review")
        self.show_tasks = self._panel_action("show_tasks", "Tas&ks That Wrote Memory", "Ctrl+5", self.tasks_dock,
                                             "Show the tasks that wrote memory, and forget one")

    def _panel_action(self, name: str, text: str, shortcut: str, dock: QDockWidget, tip: str) -> QAction:
        """Open a dock and bring its tab to the front (a closed dock shows its count in the View menu)."""
        action = QAction(text, self)
        action.setObjectName(name)
        action.setShortcut(QKeySequence(shortcut))
        action.setStatusTip(tip)
        action.setToolTip(f"{tip} ({action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)})")
        action.triggered.connect(lambda: self.open_panel(dock))
        self.addAction(action)
        return action

    def open_panel(self, dock: QDockWidget) -> None:
        """Show the dock as a tab in front of the filters (where it was, if moved or restored)."""
        if not self.panels.is_open(dock) and not dock.isFloating() \
                and dock not in self.tabifiedDockWidgets(self.filters_dock) \
                and self.dockWidgetArea(dock) == Qt.DockWidgetArea.LeftDockWidgetArea:
            self.tabifyDockWidget(self.filters_dock, dock)
        dock.show()
        dock.raise_()

    def _build_menus_and_toolbar(self) -> None:
        a = self.actions
        bar = self.menuBar()
        file_menu = bar.addMenu("&File")
        file_menu.addAction(a.open_database)
        file_menu.addMenu(self.recent_files.menu)
        file_menu.addSeparator()
        file_menu.addActions([a.ingest_task, a.ingest_mailbox])
        file_menu.addSeparator()
        file_menu.addActions([a.backup_now, a.restore_backup])
        file_menu.addSeparator()
        file_menu.addAction(a.load_demo)
        file_menu.addSeparator()
        file_menu.addAction(a.quit)
        edit = bar.addMenu("&Edit")
        edit.addActions([a.undo, a.redo])
        edit.addSeparator()
        edit.addActions([a.new_entity, a.new_relationship, a.add_observation, a.delete])
        edit.addSeparator()
        edit.addActions([a.merge, a.possible_duplicates])
        edit.addSeparator()
        edit.addAction(a.find)
        edit.addSeparator()
        edit.addAction(a.clear_all)
        view = bar.addMenu("&View")
        view.addActions([a.zoom_to_fit, a.refresh])
        view.addSeparator()
        p = self.panels
        view.addActions([p.show_left, p.show_inspector, p.show_time_bar, p.canvas_only])
        each = view.addMenu("&Panels")
        each.setObjectName("panels_menu")
        for dock in (self.search_dock, self.filters_dock, self.changes_dock, self.review_dock, self.tasks_dock,
                     self.inspector_dock,
                     self.time_slider_area):
            each.addAction(dock.toggleViewAction())
        go = bar.addMenu("&Go")
        go.setObjectName("go_menu")
        go.addActions([a.back, a.forward])
        tools = bar.addMenu("&Tools")
        tools.addActions([self.show_review, self.show_tasks, a.possible_duplicates])
        tools.addSeparator()
        tools.addActions([a.run_decay, a.run_cleanup])
        tools.addSeparator()
        tools.addAction(a.memory_settings)
        help_menu = bar.addMenu("&Help")
        help_menu.addAction(a.how_to)
        help_menu.addSeparator()
        help_menu.addAction(a.about)

        self.toolbar = QToolBar("Main toolbar")
        self.toolbar.setObjectName("main_toolbar")
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toolbar.setMovable(False)
        for action, text in ((a.back, "Back"), (a.forward, "Forward"), (None, None), (a.new_entity, "Entity"), (a.new_relationship, "Relationship"),
                             (a.add_observation, "Observation"), (a.delete, "Delete"), (None, None),
                             (a.undo, "Undo"), (a.redo, "Redo"), (None, None),
                             (a.zoom_to_fit, "Fit"), (a.refresh, "Reload"), (None, None),
                             (a.clear_all, "Clear All Memories")):
            if action is None:
                self.toolbar.addSeparator()
                continue
            action.setIconText(text)
            self.toolbar.addAction(action)
        for action in (a.back, a.forward):  # arrows say it; the tooltips name them and their keys
            self.toolbar.widgetForAction(action).setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
        view.addAction(self.toolbar.toggleViewAction())
        self.addToolBar(self.toolbar)

    def _connect(self) -> None:
        s, a = self.session, self.actions
        s.store_opened.connect(self._on_store_opened)
        s.workspace_opened.connect(self._on_workspace_opened)
        s.workspace_reloaded.connect(lambda _snap: self._update_counts())
        s.workspaces_listed.connect(lambda ids: self.workspace_picker.set_workspaces(ids, s.workspace_id,
                                                                                    s.workspace_names))
        s.message_posted.connect(lambda m: self.status.showMessage(m, 6000))
        s.error_reported.connect(self._on_error)
        s.memories_cleared.connect(self._on_memories_cleared)
        s.backup_restored.connect(self._on_backup_restored)
        s.signals.stats_changed.connect(lambda _st: self._update_counts())
        s.signals.selection_changed.connect(lambda _id: self._update_action_states())
        s.signals.selected_ids_changed.connect(lambda _ids: self._update_action_states())
        s.signals.as_of_changed.connect(self._on_as_of)
        s.client.busy_changed.connect(self.status.set_busy)
        s.client.maintenance_finished.connect(lambda _r: self.status.set_busy(not s.client.is_idle()))
        s.client.progress_reported.connect(self._on_progress)
        self.workspace_picker.workspace_chosen.connect(s.open_workspace)
        self.search_panel.entity_activated.connect(s.select)
        self.canvas_area.empty_state.demo_requested.connect(self.load_demo)
        self.notice_bar.action_triggered.connect(self._on_notice_action)
        self.notice_bar.withdrawn.connect(lambda: setattr(self, "_notice_restore", None))
        # The other end of a relationship: selected, centred on the canvas, a visit.
        self.inspector.relationships.entity_requested.connect(self.navigation.go_to)
        self.review_panel.edit_requested.connect(self.edit_in_inspector)
        self.review_panel.relationship_edit_requested.connect(self.show_relationship_in_inspector)
        self.review_panel.merge_requested.connect(self.open_merge_into)
        self.review_panel.count_changed.connect(self._on_review_count)
        self.tasks_panel.entity_requested.connect(self.edit_in_inspector)
        self.review_dock.visibilityChanged.connect(lambda seen: self.review_panel.shown_again() if seen else None)
        self.tasks_dock.visibilityChanged.connect(lambda seen: self.tasks_panel.shown_again() if seen else None)
        self.tasks_panel.count_changed.connect(
            lambda n: self.tasks_dock.setWindowTitle(f"Tasks ({n:,})" if n else "Tasks"))
        self.navigation.message_posted.connect(lambda m: self.status.showMessage(m, 6000))
        self.recent_files.file_chosen.connect(self.open_database)
        self.recent_files.missing_chosen.connect(self._on_recent_file_missing)

        a.find.triggered.connect(self._focus_search)
        a.new_entity.triggered.connect(self.open_new_entity_dialog)
        a.new_relationship.triggered.connect(self.inspector.open_new_relationship_dialog)
        a.add_observation.triggered.connect(self._focus_observation)
        a.delete.triggered.connect(self.delete_selection)
        a.merge.triggered.connect(lambda: self.open_merge_dialog())
        a.possible_duplicates.triggered.connect(self.open_possible_duplicates)
        self.inspector.summary.merge_requested.connect(lambda ids: self.open_merge_dialog(*ids))
        a.zoom_to_fit.triggered.connect(self.zoom_to_fit)
        a.refresh.triggered.connect(s.reload)
        a.clear_all.triggered.connect(self.start_clear_all)
        a.restore_backup.triggered.connect(self.restore_last_backup)
        a.backup_now.triggered.connect(s.backup_now)
        a.ingest_task.triggered.connect(self.open_ingest_task_dialog)
        a.ingest_mailbox.triggered.connect(self.open_ingest_mailbox_dialog)
        a.memory_settings.triggered.connect(self.open_memory_settings_dialog)
        a.load_demo.triggered.connect(self.load_demo)
        a.run_decay.triggered.connect(lambda: s.run_write_job(
            "run_decay", lambda n: f"Confidence decay: {plural(n or 0, 'entity', 'entities')} decayed", force=True))
        a.run_cleanup.triggered.connect(lambda: s.run_write_job(
            "run_cleanup", lambda r: describe_report("One-time cleanup", r)))
        a.quit.triggered.connect(self.close)
        a.about.triggered.connect(self._about)
        a.open_database.triggered.connect(self.open_database_file)
        a.how_to.triggered.connect(self.show_how_to)

    # -- public ---------------------------------------------------------------------------

    def start(self) -> None:
        self.session.start()

    def set_canvas(self, widget: QWidget) -> None:
        """Put the graph canvas in the centre (replaces the empty-state page)."""
        self.canvas_area.set_canvas(widget)
        self._update_action_states()

    def set_time_slider(self, widget: QWidget) -> None:
        """Put the time slider in the bottom strip."""
        self.time_slider_area.setWidget(widget)

    # -- settings -------------------------------------------------------------------------

    def _restore_settings(self) -> None:
        geometry = self.settings.value("main_window/geometry")
        state = self.settings.value("main_window/state")
        if geometry is not None:
            self.restoreGeometry(geometry)
        # An older version's state is refused (STATE_VERSION): the first-run proportions apply.
        self._state_restored = state is not None and self.restoreState(state, STATE_VERSION)
        self.panels.sync()

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        if not getattr(self, "_docks_sized", False):
            self._docks_sized = True
            # First run (or an older state, or a saved size the screen cannot hold): the canvas
            # gets the room. Which panels are open stays as restored.
            if not self._state_restored or self.resize_docks_on_show:
                QTimer.singleShot(0, self._size_docks)

    def _size_docks(self) -> None:
        """The default proportions: the canvas gets the room (panel_layout.default_dock_widths)."""
        left, right = default_dock_widths(self.width())
        self.resizeDocks([self.search_dock, self.inspector_dock], [left, right], Qt.Orientation.Horizontal)
        column = max(self.search_dock.height() + self.filters_dock.height(), 200)
        search = round(column * SEARCH_SHARE)
        self.resizeDocks([self.search_dock, self.filters_dock], [search, column - search], Qt.Orientation.Vertical)

    def save_settings(self) -> None:
        self.settings.setValue("main_window/geometry", self.saveGeometry())
        self.settings.setValue("main_window/state", self.saveState(STATE_VERSION))
        if self.session.workspace_id:
            self.settings.setValue("session/last_workspace", self.session.workspace_id)
        self.settings.sync()

    def closeEvent(self, event) -> None:  # noqa: N802
        self.inspector.commit_description()
        self.save_settings()
        self.session.shutdown()
        self.graph_view.shutdown()  # the layout thread
        super().closeEvent(event)

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            clear_icon_cache()
            for name, icon in ICONS.items():
                getattr(self.actions, name).setIcon(action_icon(icon))
            if hasattr(self, "panels"):
                self.panels.apply_icons()
        super().changeEvent(event)

    # -- store and workspace --------------------------------------------------------------

    def _on_store_opened(self, result: OpenResult) -> None:
        if not result.ok:
            if result.not_a_graph:
                self._ask_to_add_tables(result.path)
            else:
                self.notice_bar.show_notice(f"Cannot open {result.path}: {result.error}", kind="error")
            return
        self.notice_bar.withdraw(FILE, WORKSPACE)  # nothing said about the previous file stands
        self._update_title()
        self.recent_files.record(result.path)  # also the file the window started on (--db)
        self._update_action_states()
        if result.read_only_reason:
            self.notice_bar.show_notice(f"{Path(result.path).name} is open read-only: {result.read_only_reason}. "
                                        "You can browse and search it; nothing can be changed.", kind="error",
                                        scope=FILE)
        workspaces = result.workspaces
        last = self.settings.value("session/last_workspace")
        if self.requested_workspace:
            workspace = _by_name(self.requested_workspace, workspaces, result.workspace_names)
        elif self.demo_requested:
            workspace = DEMO_WORKSPACE
        elif last in workspaces:
            workspace = last
        else:
            workspace = workspaces[0] if workspaces else DEFAULT_WORKSPACE
        self.workspace_picker.set_workspaces(workspaces, workspace, result.workspace_names)
        self.session.open_workspace(workspace)

    def _on_workspace_opened(self, snap: WorkspaceSnapshot) -> None:
        if snap.workspace_id != self._notice_workspace:
            self.notice_bar.withdraw(WORKSPACE)  # about the workspace that was open before
        self._notice_workspace = snap.workspace_id
        self.workspace_picker.set_current(snap.workspace_id)
        self._update_title()
        self._update_counts()
        if self.demo_requested:
            self.demo_requested = False
            if snap.stats.entities == 0:
                self._submit_load_demo(snap.workspace_id)
            else:
                self.status.showMessage(f"Workspace {snap.workspace_id} already holds memories; "
                                        "the demo was not loaded again", 8000)
        if snap.truncated:
            self.notice_bar.show_notice(
                f"This workspace is large: the graph shows {len(snap.entities):,} of its {snap.stats.entities:,} "
                "entities, the best connected and their neighbours (Graph → Show More loads more). "
                "Search finds all of them.")

    def _update_title(self) -> None:
        ws = self.session.workspace_label(self.session.workspace_id)
        name = Path(self.session.db_path).name
        self.setWindowTitle(f"{ws} — {name} — Knowledge Graph Explorer" if ws else
                            f"{name} — Knowledge Graph Explorer")

    def _update_counts(self) -> None:
        s = self.session
        stats = s.model.stats
        label = s.workspace_label(s.workspace_id) or None
        self.status.set_counts(stats, label, len(s.model.entities), s.model.truncated)
        offer_demo = not s.workspaces or s.workspaces == [s.workspace_id] and (stats is None or stats.entities == 0)
        self.canvas_area.empty_state.show_state(label, stats, offer_demo and bool(s.workspace_id))
        self.actions.clear_all.setEnabled(s.workspace_id is not None and s.read_only_reason is None)

    def _update_action_states(self) -> None:
        model = self.session.model
        selected = model.selected_id is not None
        many = len(model.selected_ids) > 1
        writable = self.session.read_only_reason is None
        # A relationship or an observation is made for one entity; Delete takes them all.
        self.actions.new_relationship.setEnabled(selected and writable and not many)
        self.actions.add_observation.setEnabled(selected and writable and not many)
        self.actions.delete.setEnabled(selected and writable)
        merge = self.actions.merge
        merge.setEnabled(len(model.selected_ids) in (1, 2) and selected and writable)
        one = model.selected if len(model.selected_ids) == 1 else None
        merge.setText(f"&Merge “{short(one.name, 30).replace('&', '&&')}” Into…" if one is not None else "&Merge…")
        delete = self.actions.delete
        delete.setText(f"&Delete {len(model.selected_ids):,} Entities…" if many else "&Delete")
        tip = (f"Delete the {len(model.selected_ids):,} selected entities (asks first)" if many else
               "Delete the selected entity (or the selected relationship in the inspector)")
        keys = delete.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        delete.setStatusTip(tip)
        delete.setToolTip(f"{tip} ({keys})" if keys else tip)
        for action in (self.actions.new_entity, self.actions.clear_all, self.actions.restore_backup,
                       self.actions.backup_now, self.actions.ingest_task, self.actions.ingest_mailbox,
                       self.actions.memory_settings):
            action.setEnabled(writable)
        canvas = self.canvas_area.canvas
        self.actions.zoom_to_fit.setEnabled(canvas is not None and hasattr(canvas, "zoom_to_fit"))

    def _on_as_of(self, as_of) -> None:
        self.as_of_label.setText("As of: now" if as_of is None else f"As of: {format_time(as_of)}")

    def _on_error(self, message: str) -> None:
        self.status.showMessage(message, 10_000)
        self.notice_bar.show_notice(message, kind="error")

    # -- actions --------------------------------------------------------------------------

    def _show_dialog(self, dialog) -> None:
        self.active_dialog = dialog
        dialog.finished.connect(lambda _r: setattr(self, "active_dialog", None))
        dialog.open()

    def _focus_search(self) -> None:
        self.search_dock.show()
        self.search_dock.raise_()
        self.search_panel.focus_search()

    def _on_progress(self, _request_id: int, done: int, total: int, text: str) -> None:
        self.status.show_progress(done, total, text)
        if self.session.workspace_id is None and text:
            # Before the file is open (a one-time upgrade): said in the centre too, where the
            # window is still saying it opens the file.
            self.canvas_area.empty_state.show_opening(text)

    def _on_review_count(self, n: int) -> None:
        self.review_dock.setWindowTitle(f"Review ({count_text(n)})" if n else "Review")
        self.show_review.setText(f"&Review Inbox ({count_text(n)} waiting)" if n else "&Review Inbox")

    def edit_in_inspector(self, entity_id: str) -> None:
        """An entity of the Review or Tasks panel: selected (a visit, centred) and the inspector shown."""
        self.inspector_dock.show()
        self.inspector_dock.raise_()
        self.navigation.go_to(entity_id)

    def show_relationship_in_inspector(self, edge) -> None:
        """A relationship of the Changes or Review panel: its source selected alone (a second
        entity would turn the inspector into the selection's summary), and the inspector picks
        the relationship once the details come."""
        session = self.session

        def pick(details) -> None:
            session.details_loaded.disconnect(pick)
            if details is not None and details.entity.id == edge.source_id:
                self.inspector.relationships.select_edge(edge.id)

        self.inspector_dock.show()
        model, details = session.model, session.details
        if (model.selected_ids == (edge.source_id,) and details is not None
                and details.entity.id == edge.source_id):
            self.inspector.relationships.select_edge(edge.id)  # no details follow: nothing changed
            return
        session.details_loaded.connect(pick)
        self.navigation.go_to(edge.source_id)

    def _focus_observation(self) -> None:
        if self.session.model.selected_id is None:
            return
        self.inspector_dock.show()
        self.inspector.observations.input.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def open_new_entity_dialog(self) -> NewEntityDialog:
        types = [t.name for t in self.session.model.entity_types] or ["concept"]
        dialog = NewEntityDialog(types, parent=self)
        dialog.create_requested.connect(lambda values: self._create_entity(dialog, values))
        self._show_dialog(dialog)
        return dialog

    def _create_entity(self, dialog: NewEntityDialog, values: dict) -> None:
        command = CreateEntityCommand(self.session.command_context(), **values)
        command.first_run_answered = dialog.creation_answered  # a refusal is shown in the dialog
        self.session.push(command)

    def delete_selection(self) -> None:
        """Delete what has the focus: the items chosen in the Review panel, a property row, a
        relationship, an observation, else the selected entity; several selected entities are
        deleted together, once the person has confirmed it."""
        if QApplication.focusWidget() is self.review_panel.list:
            self.review_panel.delete_selected()  # what the person is looking at, not the canvas's
            return
        if self.inspector.shows_summary:
            self.inspector_dock.show()
            self.inspector.summary.confirm_delete()
            return
        focus = QApplication.focusWidget()
        properties = self.inspector.properties
        if focus is properties.table:
            if properties.table.selectedItems():
                properties.remove_selected()
            return
        relationships = self.inspector.relationships
        edge = relationships.selected_edge()
        if focus is relationships.tree:
            if edge is not None:
                self.inspector.delete_relationship(edge)
            return
        observations = self.inspector.observations
        if focus is observations.list:
            if observations.selected_observation() is not None:
                self.inspector.delete_observation(observations.selected_observation())
            return
        entity = self.session.model.selected
        if entity is None:
            return
        self.session.push(DeleteEntityCommand(self.session.command_context(), entity))
        self.status.showMessage(f"Deleted {entity.name} — Undo brings it back", 6000)

    # -- merging two entities (kgui.dialogs.merge_dialog, possible_duplicates_dialog) ---------

    def open_merge_dialog(self, first_id: str | None = None, second_id: str | None = None, *,
                          entities=None, reason: str | None = None, prefer_keep: str | None = None,
                          parent=None):
        """Ask which of two entities to keep, show what moves, merge as one undo step. Without
        ids: the two selected entities (one selected: first ask which to merge it into)."""
        model = self.session.model
        if entities is None:
            if first_id is None or second_id is None:
                if len(model.selected_ids) == 1 and model.selected is not None:
                    return self.open_merge_into(model.selected)
                if len(model.selected_ids) != 2:
                    return None
                first_id, second_id = model.selected_ids
            entities = [model.entities.get(first_id), model.entities.get(second_id)]
        if any(e is None for e in entities) or self.session.read_only_reason is not None:
            return None
        self.inspector.commit_description()
        dialog = MergeDialog(self.session, *entities, reason=reason, prefer_keep=prefer_keep, parent=parent or self)
        by_id = {e.id: e for e in entities}
        dialog.merge_requested.connect(lambda keep, other: self._merge(by_id[keep], by_id[other]))
        self._show_dialog(dialog)
        return dialog

    def _on_canvas_merge(self, ids: list) -> None:
        if len(ids) == 2:
            self.open_merge_dialog(*ids)
        elif len(ids) == 1 and ids[0] in self.session.model.entities:
            self.open_merge_into(self.session.model.entities[ids[0]])

    def open_merge_into(self, entity) -> MergeIntoDialog | None:
        """Merge one entity into another of its type: pick that one, then the merge dialog, with
        the picked one kept unless the person swaps them."""
        if self.session.read_only_reason is not None:
            return None
        dialog = MergeIntoDialog(self.session, entity, self)
        dialog.target_chosen.connect(lambda target: self.open_merge_dialog(
            entities=[target, entity], prefer_keep=target.id))
        self._show_dialog(dialog)
        return dialog

    def _merge(self, keep, other) -> None:
        command = MergeEntitiesCommand(self.session.command_context(), keep, other)
        self.session.push(command)
        self.status.showMessage(f"Merging “{other.name}” into “{keep.name}”…", 6000)

    def open_possible_duplicates(self) -> PossibleDuplicatesDialog:
        """Tools → Possible Duplicates…: one window, brought forward when already open."""
        dialog = getattr(self, "duplicates_dialog", None)
        if dialog is None:
            dialog = PossibleDuplicatesDialog(self.session, self)
            dialog.merge_chosen.connect(lambda pair: self.open_merge_dialog(
                entities=[pair.keep, pair.other], reason=pair.reason, parent=dialog))
            self.duplicates_dialog = dialog
        else:
            dialog.refresh()
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        return dialog

    def zoom_to_fit(self) -> None:
        canvas = self.canvas_area.canvas
        if canvas is not None and hasattr(canvas, "zoom_to_fit"):
            canvas.zoom_to_fit()

    def load_demo(self) -> None:
        """Load the demo into the workspace "demo" (switching to it first)."""
        s = self.session
        if s.workspace_id != DEMO_WORKSPACE:
            self.demo_requested = True  # loaded once the workspace is open and found empty
            s.open_workspace(DEMO_WORKSPACE)
            return
        self._submit_load_demo(DEMO_WORKSPACE)

    def _submit_load_demo(self, workspace: str) -> None:
        s = self.session
        s.client.submit("load_demo", workspace=workspace,
                        on_done=lambda r: (s.message_posted.emit(describe_report("Demo workspace", r)),
                                           s.reload(), s.refresh_workspaces()),
                        on_error=lambda m: s.error_reported.emit(f"Cannot load the demo: {m}"))

    def open_ingest_task_dialog(self) -> IngestTaskDialog:
        dialog = IngestTaskDialog(self.session.workspace_id or DEFAULT_WORKSPACE, self)
        dialog.accepted.connect(lambda: self.session.run_write_job(
            "extract_from_task", lambda r: describe_report(_ingest_title("Task result", r), r), **dialog.values()))
        self._show_dialog(dialog)
        return dialog

    def open_ingest_mailbox_dialog(self) -> IngestMailboxDialog:
        dialog = IngestMailboxDialog(self.session.workspace_id or DEFAULT_WORKSPACE, self)
        dialog.accepted.connect(lambda: self.session.run_write_job(
            "ingest_mailbox_event", lambda r: describe_report(_ingest_title("Mailbox event", r), r),
            event=dialog.event_data(), access=dialog.access_profile()))
        self._show_dialog(dialog)
        return dialog

    def open_memory_settings_dialog(self) -> None:
        """Tools → Memory Settings…: the worker reads the settings, then the dialog shows them."""
        s = self.session
        workspace = s.workspace_id or DEFAULT_WORKSPACE
        s.submit("memory_settings", on_done=lambda settings: self._show_memory_settings(workspace, settings),
                 on_error=lambda m: s.error_reported.emit(f"Cannot show the memory settings: {m}"))

    def _show_memory_settings(self, workspace: str, settings) -> MemorySettingsDialog | None:
        if workspace != (self.session.workspace_id or DEFAULT_WORKSPACE):
            return None  # another workspace was opened meanwhile
        dialog = MemorySettingsDialog(self.session.workspace_label(workspace), settings, self)
        dialog.save_requested.connect(lambda values: self._change_memory_settings(dialog, values))
        self._show_dialog(dialog)
        return dialog

    def _change_memory_settings(self, dialog: MemorySettingsDialog, values: dict) -> None:
        command = ChangeMemorySettingsCommand(self.session.command_context(), values)
        command.first_run_answered = dialog.save_answered  # a refusal is shown in the dialog
        self.session.push(command)

    # -- Clear All Memories and restore ---------------------------------------------------

    def start_clear_all(self) -> None:
        """Ask the worker what would be removed, then show the confirmation."""
        if self.session.workspace_id is None:
            return
        self.inspector.commit_description()
        self.session.request_clear_preview(self._open_clear_dialog)

    def _open_clear_dialog(self, preview: ClearPreview) -> None:
        if preview.workspace_id != self.session.workspace_id:
            return
        dialog = ClearAllDialog(preview, self.session.db_path, self)
        dialog.accepted.connect(self._confirmed_clear)
        self._show_dialog(dialog)

    def _confirmed_clear(self) -> None:
        self.status.showMessage("Backing up and clearing…")
        self.session.clear_all_memories()

    def _on_memories_cleared(self, report) -> None:
        where = f" A backup was saved as {Path(report.backup_path).name}." if report.backup_path else ""
        self.notice_bar.show_notice(
            f"Cleared all memories of “{report.workspace_id}”: "
            f"{plural(report.entities, 'entity', 'entities')}, {plural(report.edges, 'relationship')}, "
            f"{plural(report.observations, 'observation')}.{where}",
            "Restore" if report.backup_path else None)
        self._notice_restore = (report.backup_path, report.workspace_id) if report.backup_path else None
        self.status.showMessage("All memories cleared", 8000)

    def _on_notice_action(self) -> None:
        # Undo of Clear All: that workspace only, so what agents wrote elsewhere since stays.
        pending = getattr(self, "_notice_restore", None)
        if pending:
            self._notice_restore = None
            path, workspace = pending
            self.session.restore_backup(path, workspace=workspace)

    def restore_last_backup(self) -> None:
        """File → Restore Backup…"""
        self.session.list_backups(self._open_restore_dialog)

    def _open_restore_dialog(self, backups: list) -> None:
        from ..dialogs.restore_dialog import RestoreBackupDialog

        if not backups:
            self.notice_bar.show_notice("There is no backup of this file yet.", kind="error")
            return
        paths = [str(b.path) for b in backups]
        preselect = self.session.last_clear_backup if self.session.last_clear_backup in paths else None
        dialog = RestoreBackupDialog(backups, self.session.workspace_id, self.session.request_restore_preview,
                                     preselect=preselect, parent=self)
        dialog.restore_requested.connect(lambda path, ws: self.session.restore_backup(path, workspace=ws))
        self.restore_path = dialog.selected_path
        dialog.list.currentItemChanged.connect(lambda *_: setattr(self, "restore_path", dialog.selected_path))
        self._show_dialog(dialog)

    def _on_backup_restored(self, safety: str) -> None:
        self.notice_bar.show_notice("The backup was restored." +
                                    (f" The state before restoring is in {Path(safety).name}." if safety else ""))
        self.status.showMessage("Backup restored", 8000)

    # -- other files, help (kgui.dialogs.first_run, kgui.views.help_dialog) --------------

    def open_database_file(self):
        """File → Open Database…: choose a file, then switch to it."""
        from ..dialogs.first_run import DatabaseChooser

        if getattr(self, "database_chooser", None) is None:
            self.database_chooser = DatabaseChooser(self)
        return self.database_chooser.choose()

    def _ask_to_add_tables(self, path: str) -> QMessageBox:
        """An SQLite file that is not a knowledge graph: it was left unchanged; add tables?"""
        box = QMessageBox(QMessageBox.Icon.Question, "Not a knowledge graph",
                          f"“{Path(path).name}” is not a knowledge graph.", parent=self)
        box.setObjectName("add_tables_dialog")
        box.setInformativeText("It is an SQLite database that holds other tables, and it was left unchanged. "
                               "Add knowledge-graph tables to it? A backup of the file is made first; its own "
                               "tables are not touched.")
        box.setStandardButtons(QMessageBox.StandardButton.Cancel)
        add = box.addButton("Add Knowledge-Graph Tables", QMessageBox.ButtonRole.AcceptRole)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.buttonClicked.connect(lambda b: self.session.open_database(path, add_tables=True) if b is add else None)
        self._show_dialog(box)
        return box

    def open_database(self, path: str) -> None:
        """Switch to another knowledge-graph file (its last or first workspace is opened)."""
        self.inspector.commit_description()
        self.save_settings()
        self.requested_workspace = None
        self.demo_requested = False
        self.status.showMessage(f"Opening {path}…")
        self.session.open_database(path)

    def _on_recent_file_missing(self, path: str) -> None:
        self.notice_bar.show_notice(f"{Path(path).name} is no longer in {Path(path).parent}; "
                                    "it was taken off File → Open Recent.", kind="error", scope=FILE)

    def show_how_to(self):
        from .help_dialog import HowToDialog

        if getattr(self, "how_to_dialog", None) is None:
            self.how_to_dialog = HowToDialog(self)
        self.how_to_dialog.show()
        self.how_to_dialog.raise_()
        self.how_to_dialog.activateWindow()
        return self.how_to_dialog

    def _about(self) -> None:
        QMessageBox.about(self, "Knowledge Graph Explorer",
                          "<b>Knowledge Graph Explorer</b><p>Browse, correct and travel through an AI agent's "
                          f"knowledge-graph memory.</p><p>File: {self.session.db_path}</p>")
