"""The Memory Settings dialog's change as an undo command: one step for everything the dialog
changed; undo puts back the settings as they were (kgui.worker.settings_operations)."""

from __future__ import annotations

import uuid
from typing import Any

from .commands import StoreCommand
from .context import CommandContext


class ChangeMemorySettingsCommand(StoreCommand):
    """Change the workspace's memory settings (only the values given)."""

    def __init__(self, ctx: CommandContext, values: dict[str, Any]):
        super().__init__(ctx, "Change memory settings")
        self.values = dict(values)
        self.token = f"memory-settings:{uuid.uuid4()}"

    @property
    def is_empty(self) -> bool:
        return not self.values

    def send_redo(self) -> None:
        self._send("set_memory_settings", token=self.token, values=self.values)

    def send_undo(self) -> None:
        self._send("undo_memory_settings", token=self.token)
