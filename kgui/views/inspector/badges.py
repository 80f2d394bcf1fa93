"""Small rounded labels for sources ("manual", "agent", "auto")."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget

from ...style.colors import contrasting_text, source_color


class SourceBadge(QLabel):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.source: str | None = None
        self.set_source(None)

    def set_source(self, source: str | None, prefix: str = "") -> None:
        self.source = source
        text = source or "none"
        self.setText(f"{prefix}{text}")
        bg = source_color(source)
        fg = contrasting_text(bg)
        self.setStyleSheet(
            f"QLabel {{ background: {bg.name()}; color: {fg.name()}; border-radius: 8px;"
            " padding: 1px 8px; font-weight: 600; }"
        )
        self.setToolTip({
            "manual": "Written by a person (highest precedence)",
            "agent": "Written by an agent through the kg_* tools",
            "auto": "Extracted automatically (may decay)",
        }.get(source or "", "No description yet"))
