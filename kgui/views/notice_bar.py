"""A bar above the canvas for results that need an answer (e.g. "Memories cleared — Restore").

A notice belongs to what it is about: the open file ("file": read-only, upgraded) or the open
workspace ("workspace": cleared, restored, an error). Opening another file withdraws both kinds,
switching workspace the second, so no banner outlives what it spoke of.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QToolButton, QWidget

from ..style.colors import is_dark


FILE, WORKSPACE = "file", "workspace"


class NoticeBar(QFrame):
    action_triggered = Signal()
    withdrawn = Signal()  # the notice was taken away because what it was about is no longer open

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("notice_bar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.label = QLabel()
        self.label.setObjectName("notice_text")
        self.label.setWordWrap(True)
        self.action_button = QPushButton()
        self.action_button.setObjectName("notice_action")
        close = QToolButton()
        close.setText("✕")
        close.setToolTip("Dismiss")
        close.setAutoRaise(True)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 6, 6)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.action_button)
        layout.addWidget(close)
        close.clicked.connect(self.hide)
        self.action_button.clicked.connect(self._on_action)
        self.scope: str | None = None
        self.hide()

    def show_notice(self, text: str, action_text: str | None = None, kind: str = "success",
                    scope: str = WORKSPACE) -> None:
        dark = is_dark(self.palette())
        colors = {
            "success": ("#1E4D2B", "#DFF3E4") if dark else ("#DFF3E4", "#1E4D2B"),
            "error": ("#5A1F1F", "#FFE1E1") if dark else ("#FFE1E1", "#5A1F1F"),
        }[kind]
        self.setStyleSheet(f"#notice_bar {{ background: {colors[0]}; border-radius: 4px; }} "
                           f"#notice_bar QLabel {{ color: {colors[1]}; }}")
        self.label.setText(text)
        self.action_button.setVisible(bool(action_text))
        self.action_button.setText(action_text or "")
        self.scope = scope
        self.show()

    def withdraw(self, *scopes: str) -> None:
        """Hide the notice if it is about one of `scopes` (FILE, WORKSPACE)."""
        if not self.isHidden() and self.scope in scopes:
            self.hide()
            self.scope = None
            self.withdrawn.emit()

    def _on_action(self) -> None:
        self.hide()
        self.action_triggered.emit()
