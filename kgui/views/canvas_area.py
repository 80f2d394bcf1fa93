"""The centre of the window: the graph canvas once one is set, an empty-state page until then."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QStackedWidget, QVBoxLayout, QWidget

from ..style.colors import muted_text
from ..style.formatting import plural


class EmptyStatePage(QWidget):
    """What the centre shows without a canvas: the workspace at a glance and what to do next."""

    demo_requested = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("canvas_empty_state")
        self.title = QLabel()
        self.title.setObjectName("empty_state_title")
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.body = QLabel()
        self.body.setObjectName("empty_state_body")
        self.body.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.body.setWordWrap(True)
        self.demo_button = QPushButton("Load the demo workspace")
        self.demo_button.setObjectName("load_demo_button")
        self.demo_button.setVisible(False)
        self.demo_button.clicked.connect(self.demo_requested)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.title)
        layout.addSpacing(8)
        layout.addWidget(self.body)
        layout.addSpacing(12)
        layout.addWidget(self.demo_button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(3)
        self.show_state(None, None, False)

    def show_state(self, workspace: str | None, stats, offer_demo: bool) -> None:
        muted = muted_text(self.palette()).name()
        if workspace is None:
            self.title.setText("Knowledge Graph Explorer")
            self.body.setText(f"<span style='color:{muted}'>Opening the memory file…</span>")
        elif stats is None or stats.entities == 0:
            self.title.setText(f"“{workspace}” has no memories yet")
            self.body.setText(
                f"<span style='color:{muted}'>Agents write here through the kg_* tools, the <tt>kg</tt> "
                "command line or the MCP server; the window updates by itself.<br>"
                "You can also add entities by hand (Ctrl+N) or ingest a task result (File menu).</span>")
        else:
            self.title.setText(workspace)
            self.body.setText(
                f"{plural(stats.entities, 'entity', 'entities')} · "
                f"{plural(stats.current_edges, 'current relationship')} · "
                f"{plural(stats.observations, 'observation')}<br><br>"
                f"<span style='color:{muted}'>Search or pick an entity on the left to inspect it.<br>"
                "The graph view appears here.</span>")
        self.demo_button.setVisible(offer_demo)

    def show_opening(self, text: str) -> None:
        """What the opening of the file is doing (a one-time upgrade of a large file takes a while)."""
        muted = muted_text(self.palette()).name()
        self.body.setText(f"<span style='color:{muted}'>Opening the memory file…<br>{html.escape(text)}</span>")


class CanvasArea(QStackedWidget):
    """Placeholder for the graph canvas (kgui.canvas); `set_canvas` puts the real one in."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("canvas_area")
        self.empty_state = EmptyStatePage()
        self.addWidget(self.empty_state)
        self.canvas: QWidget | None = None

    def set_canvas(self, widget: QWidget) -> None:
        if self.canvas is not None:
            self.removeWidget(self.canvas)
        self.canvas = widget
        self.addWidget(widget)
        self.setCurrentWidget(widget)
