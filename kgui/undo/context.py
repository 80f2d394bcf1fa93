"""What an undo command needs from the application, kept to a small interface."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..model.changes import Changes
    from ..worker.client import StoreClient
    from .commands import CommandFailure, StoreCommand


@dataclass
class CommandContext:
    client: StoreClient
    workspace_id: str
    # Called with the worker's Changes (GUI thread) and an entity (or a list of them) to select
    # afterwards, or None.
    apply_changes: Callable[[Changes, str | list[str] | None], None]
    # Called when a request of a command failed or was refused.
    report_failure: Callable[[StoreCommand, CommandFailure], None]

    def submit(self, op: str, on_done: Callable[[Any], None], on_error: Callable[[str], None], **args) -> int:
        return self.client.submit(op, workspace=self.workspace_id, on_done=on_done, on_error=on_error, **args)
