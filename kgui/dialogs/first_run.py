"""First run: what the window offers when the memory file is empty, and File → Open Database.

On an empty file (no entity in any workspace) a welcome dialog offers

- **Load the demo workspace** (a project stack with a year of history),
- **Open another file…**: another knowledge-graph file, or a CoWork OS database, which the store
  worker backs up next to itself and upgrades (the notice names the backup),
- **Start with an empty file** (remembered for that file, so the dialog does not come back),

and a link to the "How to use" page. `install_first_run(window)` wires it to a MainWindow; the app
installs it for normal runs (not for --screenshot).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QCommandLinkButton,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from ..model.recent_files import settings_list
from ..style.icons import app_icon

DECLINED_KEY = "first_run/declined_files"
LAST_DIR_KEY = "session/last_open_dir"
FILE_FILTER = "Knowledge-graph files (*.db *.sqlite *.sqlite3 *.kg);;All files (*)"


class FirstRunDialog(QDialog):
    """Welcome on an empty memory file: demo, another file, or start empty."""

    demo_chosen = Signal()
    open_chosen = Signal()
    empty_chosen = Signal()
    help_requested = Signal()

    def __init__(self, db_path: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("first_run_dialog")
        self.setWindowTitle("Welcome to Knowledge Graph Explorer")
        self.setWindowIcon(app_icon())
        self.choice: str | None = None

        title = QLabel("This memory file is empty")
        title.setObjectName("first_run_title")
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        title.setFont(font)
        intro = QLabel(
            f"<p><tt>{_html(str(db_path))}</tt> holds no memories yet. Agents fill it through the "
            "<tt>kg_*</tt> tools (the MCP server <tt>kg mcp</tt>), the <tt>kg</tt> command line or the "
            "Python library, and the window shows their writes as they happen.</p>"
            "<p>To look around now:</p>")
        intro.setObjectName("first_run_intro")
        intro.setWordWrap(True)
        intro.setTextFormat(Qt.TextFormat.RichText)

        self.demo_button = QCommandLinkButton(
            "Load the demo workspace",
            "A small project stack with a year of history: React 17 → 18, Webpack → Vite, "
            "Redis leaving the stack. Drag the time slider to watch it change.")
        self.demo_button.setObjectName("first_run_demo")
        self.open_button = QCommandLinkButton(
            "Open another file…",
            "Another knowledge-graph file, or a CoWork OS database: it is backed up next to itself "
            "first, then upgraded.")
        self.open_button.setObjectName("first_run_open")
        self.empty_button = QCommandLinkButton(
            "Start with an empty file",
            "Add entities by hand (Ctrl+N), ingest a task result (File menu), or let agents write here.")
        self.empty_button.setObjectName("first_run_empty")
        self.help_link = QLabel('<a href="help">How to use the explorer</a> (also Help → How to Use, F1)')
        self.help_link.setObjectName("first_run_help_link")
        self.help_link.setTextFormat(Qt.TextFormat.RichText)
        self.help_link.linkActivated.connect(lambda _href: self.help_requested.emit())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(intro)
        for button in (self.demo_button, self.open_button, self.empty_button):
            layout.addWidget(button)
        layout.addSpacing(6)
        layout.addWidget(self.help_link)
        layout.addWidget(buttons)
        self.setMinimumWidth(520)

        self.demo_button.clicked.connect(lambda: self._choose("demo", self.demo_chosen))
        self.open_button.clicked.connect(lambda: self._choose("open", self.open_chosen))
        self.empty_button.clicked.connect(lambda: self._choose("empty", self.empty_chosen))
        self.demo_button.setDefault(True)  # Enter loads the demo

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        self.demo_button.setFocus()

    def _choose(self, choice: str, signal) -> None:
        self.choice = choice
        self.accept()
        signal.emit()


def _html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


class DatabaseChooser(QObject):
    """File → Open Database…: a file dialog, then the switch (kept as `window.database_chooser`)."""

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.dialog: QFileDialog | None = None

    def choose(self) -> QFileDialog:
        settings = self.window.settings
        start = settings.value(LAST_DIR_KEY) or str(Path(self.window.session.db_path).parent)
        dialog = QFileDialog(self.window, "Open a knowledge-graph file", str(start), FILE_FILTER)
        dialog.setObjectName("open_database_dialog")
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
        dialog.fileSelected.connect(self.open_path)
        dialog.finished.connect(lambda _r: setattr(self, "dialog", None))
        self.dialog = dialog
        dialog.open()
        return dialog

    def open_path(self, path: str) -> None:
        if not path:
            return
        path = str(Path(path).expanduser().resolve())
        self.window.settings.setValue(LAST_DIR_KEY, str(Path(path).parent))
        self.window.open_database(path)


class FirstRunOffer(QObject):
    """Shows the welcome dialog on an empty file, and notices about upgraded files."""

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.dialog: FirstRunDialog | None = None
        window.session.store_opened.connect(self._on_store_opened)

    # -- the decision -----------------------------------------------------------------------

    def _declined(self, path: str) -> bool:
        return str(path) in settings_list(self.window.settings.value(DECLINED_KEY))

    def _remember_declined(self, path: str) -> None:
        declined = [p for p in settings_list(self.window.settings.value(DECLINED_KEY)) if p != str(path)]
        self.window.settings.setValue(DECLINED_KEY, (declined + [str(path)])[-50:])

    def _on_store_opened(self, result) -> None:
        if not result.ok:
            return
        w = self.window
        if result.migration_backup:
            w.notice_bar.show_notice(
                f"{Path(result.path).name} was made by an older version (e.g. CoWork OS) and has been "
                f"upgraded. The original was backed up first: {result.migration_backup}", scope="file")
        elif getattr(result, "reopened", False):
            w.status.showMessage(f"Opened {result.path}", 6000)
        if result.workspaces or getattr(w, "demo_requested", False) or self._declined(result.path):
            return
        QTimer.singleShot(0, lambda: self.offer(result.path))

    def offer(self, path: str | None = None) -> FirstRunDialog:
        """Show the welcome dialog (also used by tests)."""
        w = self.window
        if self.dialog is not None:
            self.dialog.close()
        path = path or w.session.db_path
        dialog = FirstRunDialog(path, w)
        dialog.demo_chosen.connect(w.load_demo)
        dialog.open_chosen.connect(w.open_database_file)
        dialog.empty_chosen.connect(lambda: self._remember_declined(path))
        dialog.help_requested.connect(w.show_how_to)
        dialog.finished.connect(lambda _r: setattr(self, "dialog", None))
        self.dialog = dialog
        dialog.open()
        return dialog


def install_first_run(window) -> FirstRunOffer:
    offer = FirstRunOffer(window)
    window.first_run = offer
    return offer
