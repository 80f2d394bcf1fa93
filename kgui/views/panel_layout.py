"""How the main window shares its width: the canvas gets the room, the side panels fold away.

- Default proportions (`default_dock_widths`): the left panels (Search, Filters) and the inspector
  take a share of the window's width, capped, so the canvas has at least 60 % at 1440 px and more
  on wider screens; at 1024 px the panels are at their small default and the canvas still has half.
- `PanelToggles`: View-menu actions (with shortcuts: Ctrl+1 Search and Filters, Ctrl+2 Inspector,
  Ctrl+3 Time Bar, F11 Canvas Only) and icon buttons on the canvas toolbar that show or hide the
  left panels and the inspector; "Canvas Only" hides both side panels, and brings back the ones
  that were open.
- `fit_to_screen`: the window's first size for the screen it opens on (all of a small one);
  `shrink_to_screen`: a saved size that is larger than the screen it opens on now.

What is open and how wide is saved with the window's state (QMainWindow.saveState, STATE_VERSION).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QAction, QColor, QIcon, QKeySequence, QPainter, QPalette, QPen, QPixmap
from PySide6.QtWidgets import QDockWidget, QMainWindow, QToolBar, QWidget

# The version saved with (and required of) the window's state. States of earlier versions are
# ignored: up to version 0 the docks were sized for wide screens (330 + 470 px at 1440 px, the
# canvas a third of the window), and restoring one would bring that layout back.
STATE_VERSION = 2
DEFAULT_SIZE = QSize(1440, 900)

LEFT_SHARE, LEFT_MIN, LEFT_MAX = 0.17, 230, 280
RIGHT_SHARE, RIGHT_MIN, RIGHT_MAX = 0.20, 256, 340
SEARCH_SHARE = 0.45  # of the left column's height, the rest for the filters


def default_dock_widths(window_width: int) -> tuple[int, int]:
    """(left panels, inspector) widths for a window that wide."""
    left = max(LEFT_MIN, min(LEFT_MAX, round(window_width * LEFT_SHARE)))
    right = max(RIGHT_MIN, min(RIGHT_MAX, round(window_width * RIGHT_SHARE)))
    return left, right


def fit_to_screen(window: QWidget, available: QRect | None = None) -> bool:
    """Size a window that has no saved geometry for the screen it opens on: 90 % of the screen
    (at least the default size) where the default fits, else the screen's available area. True
    when the screen is smaller than the default (the caller shows the window maximised, so that a
    window manager's frame fits too)."""
    if available is None:
        screen = window.screen()
        if screen is None:
            return False
        available = screen.availableGeometry()
    small = available.width() < DEFAULT_SIZE.width() + 40 or available.height() < DEFAULT_SIZE.height() + 60
    if small:
        window.setGeometry(available)
        return True
    size = QSize(max(DEFAULT_SIZE.width(), round(available.width() * 0.9)),
                 max(DEFAULT_SIZE.height(), round(available.height() * 0.9)))
    window.resize(size)
    window.move(available.x() + (available.width() - size.width()) // 2,
                available.y() + (available.height() - size.height()) // 2)
    return False


def shrink_to_screen(window: QWidget, available: QRect | None = None) -> bool:
    """A window whose saved geometry does not fit the screen it opens on now (saved on a larger
    one): all of the screen instead. True when it was shrunk."""
    if available is None:
        screen = window.screen()
        if screen is None:
            return False
        available = screen.availableGeometry()
    size = window.size()
    if size.width() <= available.width() and size.height() <= available.height():
        return False
    window.setGeometry(available)
    return True


def _panel_icon(kind: str, color: QColor, size: int = 18) -> QPixmap:
    """A window outline with the panel the action shows filled in (left, right, or none: canvas)."""
    ratio = 2.0
    pix = QPixmap(int(size * ratio), int(size * ratio))
    pix.setDevicePixelRatio(ratio)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    frame = QRectF(1.5, 3.0, size - 3.0, size - 6.0)
    p.setPen(QPen(color, 1.4))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(frame, 2.0, 2.0)
    fill = QColor(color)
    fill.setAlpha(170)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(fill)
    w = frame.width() * 0.32
    if kind == "left":
        p.drawRect(QRectF(frame.left() + 1.5, frame.top() + 1.5, w - 1.5, frame.height() - 3.0))
    elif kind == "right":
        p.drawRect(QRectF(frame.right() - w, frame.top() + 1.5, w - 1.5, frame.height() - 3.0))
    else:  # canvas only: arrows pointing out to the corners
        p.setPen(QPen(color, 1.4))
        c = frame.center()
        for dx, dy in ((-1, -1), (1, -1), (-1, 1), (1, 1)):
            tip_x, tip_y = c.x() + dx * frame.width() * 0.32, c.y() + dy * frame.height() * 0.28
            p.drawLine(c.x() + dx * 1.5, c.y() + dy * 1.0, tip_x, tip_y)
            p.drawLine(tip_x, tip_y, tip_x - dx * 3.0, tip_y)
            p.drawLine(tip_x, tip_y, tip_x, tip_y - dy * 3.0)
    p.end()
    return pix


def panel_icon(kind: str, palette: QPalette) -> QIcon:
    return QIcon(_panel_icon(kind, palette.color(QPalette.ColorRole.WindowText)))


class PanelToggles(QObject):
    """Show and hide the window's side panels; the actions stay in step with the docks."""

    def __init__(self, window: QMainWindow, left: list[QDockWidget], inspector: QDockWidget,
                 time_bar: QDockWidget, optional: list[QDockWidget] | None = None):
        super().__init__(window)
        self.window = window
        self.left_docks = left
        # Left docks that fold with the column but come back only if they were open (Review, Tasks).
        self.optional_docks = list(optional or [])
        self._optional_open: list[QDockWidget] = []
        self.inspector_dock = inspector
        self.time_dock = time_bar
        self._before_canvas_only: list[QDockWidget] | None = None
        self._syncing = False
        self._applying = False  # docks being shown or hidden by one of the actions

        def action(name: str, text: str, shortcut: str, tip: str) -> QAction:
            a = QAction(text, window)
            a.setObjectName(name)
            a.setCheckable(True)
            a.setShortcut(QKeySequence(shortcut))
            a.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            keys = a.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            a.setToolTip(f"{tip} ({keys})")
            a.setStatusTip(tip)
            window.addAction(a)
            return a

        self.show_left = action("show_left_panels", "&Search and Filters", "Ctrl+1",
                                "Show or hide the search and filter panels on the left")
        self.show_inspector = action("show_inspector", "&Inspector", "Ctrl+2",
                                     "Show or hide the inspector on the right")
        self.show_time_bar = action("show_time_bar", "&Time Bar", "Ctrl+3",
                                    "Show or hide the time slider at the bottom")
        self.canvas_only = action("canvas_only", "&Canvas Only", "F11",
                                  "Hide the side panels and give the canvas the whole width; again brings them back")
        self.apply_icons()

        self.show_left.toggled.connect(self._on_left)
        self.show_inspector.toggled.connect(lambda on: self._set_shown([self.inspector_dock], on))
        self.show_time_bar.toggled.connect(lambda on: self._set_shown([self.time_dock], on))
        self.canvas_only.toggled.connect(self._on_canvas_only)
        for dock in self.side_docks + [self.time_dock]:
            dock.toggleViewAction().toggled.connect(lambda _on: self.sync())
        self.sync()

    @property
    def side_docks(self) -> list[QDockWidget]:
        return [*self.left_docks, self.inspector_dock]

    @staticmethod
    def is_open(dock: QDockWidget) -> bool:
        """Open (shown, or tabbed behind another dock), whether or not the window is shown yet."""
        return dock.toggleViewAction().isChecked()

    def apply_icons(self) -> None:
        pal = self.window.palette()
        self.show_left.setIcon(panel_icon("left", pal))
        self.show_inspector.setIcon(panel_icon("right", pal))
        self.canvas_only.setIcon(panel_icon("canvas", pal))

    # -- the toolbar buttons --------------------------------------------------------------

    def install_in_toolbar(self, toolbar: QToolBar) -> None:
        """Three icon buttons first on the canvas toolbar: left panels, inspector, canvas only.
        First, so that on a narrow window it is the toolbar's tail (Export, Re-layout) that
        goes into its overflow menu, not these."""
        first = toolbar.actions()[0] if toolbar.actions() else None
        for a in (self.show_left, self.show_inspector, self.canvas_only):
            toolbar.insertAction(first, a)
            button = toolbar.widgetForAction(a)
            if button is not None:
                button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
                button.setObjectName(f"{a.objectName()}_button")
        if first is not None:
            toolbar.insertSeparator(first)

    # -- showing and hiding ---------------------------------------------------------------

    def _set_shown(self, docks: list[QDockWidget], shown: bool) -> None:
        if self._syncing:
            return
        self._applying = True
        try:
            for dock in docks:
                dock.setVisible(shown)
        finally:
            self._applying = False
        self.sync()

    def _on_left(self, shown: bool) -> None:
        if self._syncing:  # the check mark following the docks, not a person's choice
            return
        if shown:
            self._set_shown(self._unless_closed(self.left_docks, self._optional_open), True)
        else:
            self._optional_open = [d for d in self.optional_docks if self.is_open(d)]
            self._set_shown(self.left_docks, False)

    def _unless_closed(self, docks: list[QDockWidget], were_open: list[QDockWidget]) -> list[QDockWidget]:
        return [d for d in docks if d not in self.optional_docks or d in were_open]

    def _on_canvas_only(self, on: bool) -> None:
        if self._syncing:
            return
        if on:
            self._before_canvas_only = [d for d in self.side_docks if self.is_open(d)]
            self._set_shown(self.side_docks, False)
        else:
            back = self._before_canvas_only or self._unless_closed(self.side_docks, [])
            self._before_canvas_only = None
            self._set_shown(back, True)

    def sync(self) -> None:
        """The actions' check marks from the docks (also after restoreState, or a dock's ×)."""
        self._syncing = True
        try:
            left_open = any(self.is_open(d) for d in self.left_docks)
            inspector_open = self.is_open(self.inspector_dock)
            self.show_left.setChecked(left_open)
            self.show_inspector.setChecked(inspector_open)
            self.show_time_bar.setChecked(self.is_open(self.time_dock))
            self.canvas_only.setChecked(not left_open and not inspector_open)
            if (left_open or inspector_open) and not self._applying:
                self._before_canvas_only = None  # a panel was opened some other way
        finally:
            self._syncing = False
