"""Dialogs. Each is opened with open() (window-modal, not blocking) and reports by signals."""
