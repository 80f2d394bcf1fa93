"""Palettes for an explicit --color-scheme, used when the platform cannot switch by itself.

By default the app follows the system palette; nothing here is applied then.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette

Role = QPalette.ColorRole
Group = QPalette.ColorGroup


def dark_palette() -> QPalette:
    p = QPalette()
    colors = {
        Role.Window: "#2B2D30", Role.WindowText: "#DFE1E5", Role.Base: "#1E1F22", Role.AlternateBase: "#26282B",
        Role.ToolTipBase: "#3C3F41", Role.ToolTipText: "#DFE1E5", Role.Text: "#DFE1E5", Role.Button: "#393B40",
        Role.ButtonText: "#DFE1E5", Role.BrightText: "#FF6B6B", Role.Highlight: "#2F65CA",
        Role.HighlightedText: "#FFFFFF", Role.Link: "#6FA8FF", Role.PlaceholderText: "#8C8F94",
        Role.Light: "#4A4D52", Role.Midlight: "#3D4045", Role.Mid: "#303236", Role.Dark: "#1A1B1E",
        Role.Shadow: "#000000",
    }
    for role, color in colors.items():
        p.setColor(role, QColor(color))
    for role in (Role.WindowText, Role.Text, Role.ButtonText):
        p.setColor(Group.Disabled, role, QColor("#6E7176"))
    return p


def light_palette() -> QPalette:
    from PySide6.QtWidgets import QStyleFactory

    return QStyleFactory.create("Fusion").standardPalette()
