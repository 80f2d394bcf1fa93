"""Tools → Memory Settings…: the workspace's memory switches (those CoWork OS shares in its file,
and ours), shown and changed as one undoable step.

The dialog never touches the store: it is built from the settings the worker read, asks for the
change with `save_requested` (only what differs), and waits for the answer (`save_answered`): a
refusal is shown at its field, and what was typed stays.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QPlainTextEdit,
    QWidget,
)

from kgstore import MemorySettings
from kgstore.passive.exclusions import pattern_error

from ..style.colors import error_color

PRIVACY_MODES = ("normal", "strict", "disabled")


def patterns_from_text(text: str) -> list[str]:
    """One pattern a line; blank lines are not patterns (leading and trailing blanks are kept:
    in a regular expression they mean something)."""
    return [line for line in text.splitlines() if line.strip()]


class MemorySettingsDialog(QDialog):
    """Memory on/off, privacy mode, automatic capture, excluded patterns, wake-up layers and
    temporal knowledge of one workspace."""

    save_requested = Signal(dict)  # the settings that differ from the ones shown

    def __init__(self, workspace_label: str, settings: MemorySettings, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("memory_settings_dialog")
        self.setWindowTitle(f"Memory settings — {workspace_label}")
        self.settings = settings
        self.waiting = False
        self.enabled = QCheckBox("Remember what tasks, mail and agents tell (memory on)")
        self.enabled.setChecked(settings.enabled)
        self.privacy_mode = QComboBox()
        self.privacy_mode.addItems(PRIVACY_MODES)
        if settings.privacy_mode in PRIVACY_MODES:
            self.privacy_mode.setCurrentText(settings.privacy_mode)
        self.auto_capture = QCheckBox("Learn automatically from finished tasks and mailbox events")
        self.auto_capture.setChecked(settings.auto_capture)
        self.patterns = QPlainTextEdit("\n".join(settings.excluded_patterns))
        self.patterns.setObjectName("excluded_patterns")
        self.patterns.setPlaceholderText("One regular expression a line, e.g. \\.env$ or project\\s+falcon")
        self.patterns.setToolTip("Case-insensitive regular expressions: a task or message whose text matches one "
                                 "is not learned from, and a file path matching one never becomes an entity")
        self.patterns.setFixedHeight(110)
        self.patterns_hint = QLabel("One case-insensitive regular expression a line. A task or message whose "
                                    "text matches one is not learned from; a matching file path never "
                                    "becomes an entity.")
        self.patterns_hint.setWordWrap(True)
        self.patterns_hint.setEnabled(False)  # drawn as secondary text
        self.patterns_error = QLabel()
        self.patterns_error.setObjectName("patterns_error")
        self.patterns_error.setWordWrap(True)
        self.wake_up_layers = QCheckBox("Wake-up layers")
        self.wake_up_layers.setChecked(settings.wake_up_layers_enabled)
        self.temporal_knowledge = QCheckBox("Temporal knowledge")
        self.temporal_knowledge.setChecked(settings.temporal_knowledge_enabled)
        self.error = QLabel()
        self.error.setObjectName("settings_error")
        self.error.setWordWrap(True)
        self.error.setVisible(False)
        color = error_color(self.palette()).name()
        self.error.setStyleSheet(f"color: {color};")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        self.save_button = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        form = QFormLayout(self)
        form.addRow("Memory", self.enabled)
        form.addRow("Privacy mode", self.privacy_mode)
        form.addRow("Automatic capture", self.auto_capture)
        form.addRow("Excluded patterns", self.patterns)
        form.addRow("", self.patterns_hint)
        form.addRow("", self.patterns_error)
        form.addRow("Layers", self.wake_up_layers)
        form.addRow("", self.temporal_knowledge)
        form.addRow(self.error)
        form.addRow(self.buttons)
        self.buttons.accepted.connect(self._save)
        self.buttons.rejected.connect(self.reject)
        self.patterns.textChanged.connect(self._check_patterns)
        self._check_patterns()
        self.resize(580, self.sizeHint().height())

    # -- what changed --------------------------------------------------------------------

    def _patterns_changed(self) -> bool:
        return patterns_from_text(self.patterns.toPlainText()) != list(self.settings.excluded_patterns)

    def changed_values(self) -> dict[str, Any]:
        s = self.settings
        values: dict[str, Any] = {}
        for name, now, before in (
            ("enabled", self.enabled.isChecked(), s.enabled),
            ("privacy_mode", self.privacy_mode.currentText(), s.privacy_mode),
            ("auto_capture", self.auto_capture.isChecked(), s.auto_capture),
            ("wake_up_layers_enabled", self.wake_up_layers.isChecked(), s.wake_up_layers_enabled),
            ("temporal_knowledge_enabled", self.temporal_knowledge.isChecked(), s.temporal_knowledge_enabled),
        ):
            if now != before:
                values[name] = now
        if self._patterns_changed():
            values["excluded_patterns"] = patterns_from_text(self.patterns.toPlainText())
        return values

    def _check_patterns(self) -> bool:
        """New patterns must compile (the store refuses them otherwise); stored ones that do not
        (another program wrote them) are shown as skipped until they are edited."""
        color = error_color(self.palette()).name()
        if not self._patterns_changed():
            skipped = [f"“{p}” is skipped: {why}" for p, why in self.settings.invalid_patterns]
            self.patterns_error.setText("\n".join(skipped))
            self.patterns_error.setStyleSheet(f"color: {color};" if skipped else "")
            self.patterns_error.setVisible(bool(skipped))
            self.save_button.setEnabled(not self.waiting)
            return True
        problems = []
        for number, pattern in enumerate(patterns_from_text(self.patterns.toPlainText()), 1):
            problem = pattern_error(pattern)
            if problem is not None:
                problems.append(f"Pattern {number} (“{pattern[:60]}”) is {problem}.")
        self.patterns_error.setText("\n".join(problems))
        self.patterns_error.setStyleSheet(f"color: {color};" if problems else "")
        self.patterns_error.setVisible(bool(problems))
        self.save_button.setEnabled(not problems and not self.waiting)
        return not problems

    # -- saving --------------------------------------------------------------------------

    def _save(self) -> None:
        if self.waiting or not self._check_patterns():
            return
        values = self.changed_values()
        if not values:
            self.accept()  # nothing changed: no undo step
            return
        self.waiting = True
        self.save_button.setEnabled(False)
        self.error.setVisible(False)
        self.save_requested.emit(values)

    def save_answered(self, refusal: str | None) -> None:
        """The store's answer: None (saved: the dialog closes) or why it was refused; the form
        keeps what was typed and shows the reason at its field."""
        self.waiting = False
        if refusal is None:
            self.accept()
            return
        self.save_button.setEnabled(True)
        if "pattern" in refusal:
            self.patterns_error.setText(refusal)
            self.patterns_error.setStyleSheet(f"color: {error_color(self.palette()).name()};")
            self.patterns_error.setVisible(True)
            self.patterns.setFocus()
        else:
            self.error.setText(refusal)
            self.error.setVisible(True)
