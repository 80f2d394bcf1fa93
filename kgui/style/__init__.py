"""Colours, icons and text formatting shared by the views (all derived from the palette)."""
