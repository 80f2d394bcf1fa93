"""The main window's actions with their shortcuts (standard keys where Qt has them)."""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence, QUndoStack
from PySide6.QtWidgets import QWidget

from ..style.icons import action_icon

StandardKey = QKeySequence.StandardKey


def _action(parent: QWidget, name: str, text: str, icon: str | None = None, shortcut=None,
            tip: str | None = None) -> QAction:
    action = QAction(text, parent)
    action.setObjectName(name)
    if icon:
        action.setIcon(action_icon(icon))
    if shortcut is not None:
        if isinstance(shortcut, StandardKey):
            action.setShortcuts(shortcut)
        else:
            action.setShortcut(QKeySequence(shortcut))
    label = text.replace("&", "").rstrip("…")
    keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
    action.setToolTip(f"{tip or label} ({keys})" if keys else (tip or label))
    action.setStatusTip(tip or label)
    parent.addAction(action)
    return action


def _with_standard(first: str, standard: StandardKey) -> list[QKeySequence]:
    keys = [QKeySequence(first)]
    keys += [k for k in QKeySequence.keyBindings(standard) if k not in keys]
    return keys


class MainActions:
    def __init__(self, window: QWidget, undo_stack: QUndoStack):
        a = _action
        self.find = a(window, "find", "&Find…", "find", StandardKey.Find, "Search this workspace's memories")
        self.new_entity = a(window, "new_entity", "New &Entity…", "new-entity", StandardKey.New)
        self.new_relationship = a(window, "new_relationship", "New &Relationship…", "new-relationship",
                                  "Ctrl+Shift+N", "New relationship from the selected entity")
        self.add_observation = a(window, "add_observation", "Add &Observation…", "add-observation",
                                 "Ctrl+Shift+O", "Add an observation to the selected entity")
        self.delete = a(window, "delete", "&Delete", "delete", StandardKey.Delete,
                        "Delete the selected entity (or the selected relationship in the inspector)")
        self.merge = a(window, "merge", "&Merge…", None, "Ctrl+Shift+M",
                       "Merge the two selected entities into one (shows what moves first)")
        self.possible_duplicates = a(window, "possible_duplicates", "Possible D&uplicates…", None, None,
                                     "Entities that look like the same thing, to merge one pair at a time")
        self.undo = undo_stack.createUndoAction(window, "&Undo")
        self.undo.setObjectName("undo")
        self.undo.setShortcuts(StandardKey.Undo)
        self.undo.setIcon(action_icon("undo"))
        self.redo = undo_stack.createRedoAction(window, "&Redo")
        self.redo.setObjectName("redo")
        self.redo.setShortcuts(StandardKey.Redo)
        self.redo.setIcon(action_icon("redo"))
        window.addAction(self.undo)
        window.addAction(self.redo)
        self.zoom_to_fit = a(window, "zoom_to_fit", "&Zoom to Fit", "zoom-fit", "Ctrl+0",
                             "Fit the whole graph in the view")
        self.refresh = a(window, "refresh", "&Reload", "refresh", StandardKey.Refresh,
                         "Read the workspace again from the file")
        self.clear_all = a(window, "clear_all", "&Clear All Memories…", "clear-all", "Ctrl+Shift+Delete",
                           "Remove every memory of this workspace (a backup is taken first)")
        self.restore_backup = a(window, "restore_backup", "&Restore Backup…", "restore", None,
                                "Bring back this workspace, or the whole file, as it was when a backup was taken")
        self.backup_now = a(window, "backup_now", "&Back Up Now", "backup", None,
                            "Copy the whole file to a timestamped backup next to it")
        self.ingest_task = a(window, "ingest_task", "Ingest &Task Result…", "ingest", None,
                             "Extract technologies, files and API endpoints from a finished task")
        self.ingest_mailbox = a(window, "ingest_mailbox", "Ingest &Mailbox Event…", "ingest", None,
                                "Add the people, organisations and projects of a mailbox event")
        self.load_demo = a(window, "load_demo", "Load &Demo Workspace", None, None,
                           "Load the demo workspace (a small project stack with history)")
        self.memory_settings = a(window, "memory_settings", "&Memory Settings…", None, None,
                                 "Memory on or off, privacy mode, automatic capture and excluded patterns "
                                 "of this workspace")
        self.run_decay = a(window, "run_decay", "Run Confidence &Decay Now", None, None)
        self.run_cleanup = a(window, "run_cleanup", "Run One-Time &Cleanup Now", None, None)
        self.quit = a(window, "quit", "&Quit", None, StandardKey.Quit)
        self.about = a(window, "about", "&About Knowledge Graph Explorer", None, None)
        self.open_database = a(window, "open_database", "&Open Database…", None, StandardKey.Open,
                               "Open another knowledge-graph file (a CoWork OS file is backed up, then upgraded)")
        # Alt+Left / Alt+Right everywhere, plus the platform's own keys (Cmd+[ on macOS, the
        # keyboard's Back and Forward keys).
        self.back = a(window, "back", "&Back", "back", None, "Back to the entity selected before")
        self.back.setShortcuts(_with_standard("Alt+Left", StandardKey.Back))
        self.forward = a(window, "forward", "&Forward", "forward", None, "Forward to the next entity visited")
        self.forward.setShortcuts(_with_standard("Alt+Right", StandardKey.Forward))
        for action in (self.back, self.forward):
            keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            action.setToolTip(f"{action.statusTip()} ({keys})")
        self.how_to = a(window, "how_to", "&How to Use", None, StandardKey.HelpContents,
                        "Search, focus, the time slider, editing and Clear All Memories in one page")
