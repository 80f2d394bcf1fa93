"""The workspace's memory settings, read and changed for the Memory Settings dialog.

Registered in `operations.OPERATIONS` like every other request (imported by `kgui.worker`). A
change remembers the settings it replaced under the command's token, so its undo puts back
exactly those (kgstore's put_back_memory_settings); a redo changes them again.
"""

from __future__ import annotations

from typing import Any

from kgstore import KGError, MemorySettings

from ..model.changes import Changes
from .operations import WRITE, OpContext, operation

SETTING_NAMES = ("enabled", "privacy_mode", "auto_capture", "excluded_patterns", "wake_up_layers_enabled",
                 "temporal_knowledge_enabled")


@operation("memory_settings")
def memory_settings(ctx: OpContext) -> MemorySettings:
    return ctx.ws.memory_settings()


@operation("set_memory_settings", WRITE)
def set_memory_settings(ctx: OpContext, token: str, values: dict[str, Any]) -> Changes:
    unknown = set(values) - set(SETTING_NAMES)
    if unknown:
        raise KGError(f"unknown memory settings: {', '.join(sorted(unknown))}")
    before = ctx.ws.memory_settings()
    ctx.ws.set_memory_settings(**values)
    if token not in ctx.memory.bulk:  # a redo keeps what the first run replaced
        ctx.memory.bulk[token] = before
    return Changes(message="Memory settings changed.")


@operation("undo_memory_settings", WRITE)
def undo_memory_settings(ctx: OpContext, token: str) -> Changes:
    before = ctx.memory.bulk.get(token)
    if not isinstance(before, MemorySettings):
        raise KGError("there are no earlier memory settings to put back")
    ctx.ws.put_back_memory_settings(before)
    return Changes(message="Memory settings put back.")
