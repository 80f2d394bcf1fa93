"""File → Ingest task result… and Ingest mailbox event… (the passive-memory hooks, by hand)."""

from __future__ import annotations

import json
import time

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from kgstore.passive.access import AccessProfileError, read_profile

from ..style.colors import error_color

ACCESS_PLACEHOLDER = 'Optional: {"read": true, "workspace_root": "/home/me/app", "roots": ["src"]}'
ACCESS_TIP = ("The task's access profile (JSON): only file paths it may read become entities; one that "
              "forbids reading writes nothing. Empty: on a CoWork OS file the workspace's permissions, "
              "else no restriction.")


def _access_field() -> QLineEdit:
    field = QLineEdit()
    field.setObjectName("access_profile")
    field.setPlaceholderText(ACCESS_PLACEHOLDER)
    field.setToolTip(ACCESS_TIP)
    return field


def access_problem(text: str) -> str:
    """Why the typed profile cannot be used ('' when it can, or when none is typed)."""
    if not text.strip():
        return ""
    try:
        read_profile(text)
    except AccessProfileError as exc:
        return f"Access profile: {exc}."
    return ""


def access_value(text: str) -> dict | None:
    return json.loads(text) if text.strip() and not access_problem(text) else None


class IngestTaskDialog(QDialog):
    """Run auto-extraction on a finished task's prompt and result."""

    def __init__(self, workspace_id: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("ingest_task_dialog")
        self.setWindowTitle(f"Ingest task result — {workspace_id}")
        self.task_id = QLineEdit(f"manual-{time.strftime('%Y%m%d-%H%M%S')}")
        self.prompt = QPlainTextEdit()
        self.prompt.setPlaceholderText("The task's prompt")
        self.result = QPlainTextEdit()
        self.result.setPlaceholderText("The task's result: technologies, file paths and API endpoints "
                                       "mentioned here become entities (source auto)")
        self.access = _access_field()
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet(f"color: {error_color(self.palette()).name()};")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Ingest")
        form = QFormLayout(self)
        form.addRow("Task id", self.task_id)
        form.addRow("Prompt", self.prompt)
        form.addRow("Result", self.result)
        form.addRow("Access profile", self.access)
        form.addRow(self.error)
        form.addRow(self.buttons)
        self.resize(560, 440)
        self.buttons.accepted.connect(self._accept_if_valid)
        self.buttons.rejected.connect(self.reject)
        self.access.textChanged.connect(self._validate)

    def _validate(self) -> bool:
        message = access_problem(self.access.text())
        self.error.setText(message)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not message)
        return not message

    def _accept_if_valid(self) -> None:
        if self._validate():
            self.accept()

    def values(self) -> dict:
        return {"task_id": self.task_id.text().strip() or None, "prompt": self.prompt.toPlainText(),
                "result": self.result.toPlainText(), "access": access_value(self.access.text())}


class IngestMailboxDialog(QDialog):
    """Ingest one mailbox event given as JSON (typed, pasted or loaded from a file)."""

    def __init__(self, workspace_id: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("ingest_mailbox_dialog")
        self.setWindowTitle(f"Ingest mailbox event — {workspace_id}")
        self.editor = QPlainTextEdit()
        self.editor.setPlaceholderText('{"id": "…", "fingerprint": "…", "type": "email_received", '
                                       '"subject": "…", "payload": {"senderEmail": "…"}}')
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet(f"color: {error_color(self.palette()).name()};")
        self.access = _access_field()
        load = QPushButton("Load from file…")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Ingest")
        self.buttons.addButton(load, QDialogButtonBox.ButtonRole.ActionRole)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel("Mailbox event (JSON object):"))
        layout.addWidget(self.editor, 1)
        layout.addWidget(QLabel("Access profile:"))
        layout.addWidget(self.access)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.resize(560, 420)
        self.buttons.accepted.connect(self._accept_if_valid)
        self.buttons.rejected.connect(self.reject)
        load.clicked.connect(self._load)
        self.editor.textChanged.connect(self._validate)
        self.access.textChanged.connect(self._validate)
        self._validate()

    def access_profile(self) -> dict | None:
        return access_value(self.access.text())

    def event_data(self) -> dict | None:
        try:
            data = json.loads(self.editor.toPlainText())
        except ValueError:
            return None
        return data if isinstance(data, dict) else None

    def _validate(self) -> bool:
        text = self.editor.toPlainText().strip()
        if not text:
            self.error.setText("")
            self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)
            return False
        try:
            data = json.loads(text)
            message = "" if isinstance(data, dict) else "The event must be a JSON object."
        except ValueError as exc:
            message = f"Not valid JSON: {exc}"
        message = message or access_problem(self.access.text())
        self.error.setText(message)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not message)
        return not message

    def _accept_if_valid(self) -> None:
        if self._validate():
            self.accept()

    def _load(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Mailbox event", "", "JSON (*.json);;All files (*)")
        if path:
            try:
                with open(path, encoding="utf-8") as fh:
                    self.editor.setPlainText(fh.read())
            except OSError as exc:
                self.error.setText(str(exc))
