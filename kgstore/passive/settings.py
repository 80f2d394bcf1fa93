"""A workspace's memory settings: what passive memory may capture, shared with CoWork OS."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any
from .exclusions import MAX_PATTERNS, ExcludedPatterns, encode_patterns, pattern_error, read_patterns
from ..errors import NotFoundError, ValidationError
from ..records import (
    MemorySettings,
)
from ..validation import (
    shown,
)

if TYPE_CHECKING:
    from ..workspace import Workspace

# memory_settings holds what CoWork OS and we share: enabled, privacy_mode, auto_capture and
# excluded_patterns (the last two added to ours by 0017). It is CoWork's table on a
# CoWork file, ours on our own files (made by 0006, with flag columns now unused); the columns
# are read by name, so one code path serves both. Our own flags (wake-up layers, temporal
# knowledge) are always in kg_memory_flags (0014): CoWork keeps those outside its file.

PRIVACY_MODES = ("normal", "strict", "disabled")


def memory_settings(ws: Workspace) -> MemorySettings:
    """The workspace's settings; a ValidationError when `enabled` (or CoWork's `auto_capture`)
    is anything but the integer 0 or 1 (text 'false' written by another program must not read
    as on: the gates fail closed)."""
    with ws._db.read() as conn:
        shared = _shared_settings(ws, conn)
        flags = _memory_flags(ws, conn)
    return _settings_record(ws, shared, flags)


def _shared_settings(ws: Workspace, conn) -> dict[str, Any] | None:
    # SELECT *: the columns are those of whoever made the table (CoWork's or ours).
    cur = conn.execute("SELECT * FROM memory_settings WHERE workspace_id = ?", (ws.id,))
    row = cur.fetchone()
    return None if row is None else dict(zip((d[0] for d in cur.description), row))


def _memory_flags(ws: Workspace, conn) -> tuple[bool, bool]:
    row = conn.execute(
        "SELECT wake_up_layers_enabled, temporal_knowledge_enabled FROM kg_memory_flags WHERE workspace_id = ?",
        (ws.id,),
    ).fetchone()
    return (True, True) if row is None else (bool(row[0]), bool(row[1]))


def _settings_record(ws: Workspace, shared: dict[str, Any] | None, flags: tuple[bool, bool], *,
                     enabled: bool | None = None, auto_capture: bool | None = None,
                     excluded_patterns: tuple[str, ...] | None = None) -> MemorySettings:
    """The record from the stored values; `enabled`/`auto_capture`/`excluded_patterns` given
    replace stored ones (an unreadable stored value is repaired only by a write that gives it)."""
    if shared is None:
        shared = {}
    if enabled is None:
        enabled = _flag(ws, shared["enabled"], "enabled") if "enabled" in shared else True
    if auto_capture is None:
        auto_capture = _flag(ws, shared["auto_capture"], "auto_capture") if "auto_capture" in shared else True
    if excluded_patterns is None:
        excluded_patterns = read_patterns(shared.get("excluded_patterns"))
        if excluded_patterns is None:
            raise ValidationError(
                f"memory settings of workspace {ws.id!r} cannot be read: excluded_patterns is "
                f"{shown(shared.get('excluded_patterns'), 40)}, not a JSON list of regular expressions "
                "(set_memory_settings(excluded_patterns=[...]) repairs it)"
            )
    return MemorySettings(
        enabled=enabled,
        privacy_mode=shared.get("privacy_mode", "normal"),
        wake_up_layers_enabled=flags[0],
        temporal_knowledge_enabled=flags[1],
        auto_capture=auto_capture,
        excluded_patterns=tuple(excluded_patterns),
        invalid_patterns=ExcludedPatterns(excluded_patterns).invalid,
    )


def _flag(ws: Workspace, value: Any, what: str) -> bool:
    if (value.__class__ is int or value.__class__ is float) and value in (0, 1):
        return value == 1
    raise ValidationError(
        f"memory settings of workspace {ws.id!r} cannot be read: {what} is {shown(value, 40)}, "
        f"not 0 or 1 (set_memory_settings({what}=...) repairs it)"
    )


def set_memory_settings(ws: Workspace, *, enabled: bool | None = None, privacy_mode: str | None = None,
                        wake_up_layers_enabled: bool | None = None,
                        temporal_knowledge_enabled: bool | None = None,
                        auto_capture: bool | None = None,
                        excluded_patterns: Iterable[str] | None = None) -> MemorySettings:
    """Change the given settings only. `enabled`, `privacy_mode`, `auto_capture` and
    `excluded_patterns` (case-insensitive regular expressions; each must compile) go to
    memory_settings (CoWork's columns on a CoWork file), the other two to kg_memory_flags."""
    patterns = None if excluded_patterns is None else _check_patterns(excluded_patterns)
    return _change_memory_settings(ws, enabled, privacy_mode, wake_up_layers_enabled,
                                        temporal_knowledge_enabled, auto_capture, patterns)


def put_back_memory_settings(ws: Workspace, before: MemorySettings) -> MemorySettings:
    """Every setting as ``before`` (an earlier ``memory_settings()``) holds it: the undo of a
    change. Its excluded patterns are written as they were, invalid ones included (another
    program stored them so; only a new pattern must compile)."""
    if not isinstance(before, MemorySettings):
        raise ValidationError("put_back_memory_settings needs a MemorySettings record")
    now = memory_settings(ws)

    def differing(field: str):  # only what differs is written: the other columns stay as stored
        value = getattr(before, field)
        return None if value == getattr(now, field) else value

    patterns = differing("excluded_patterns")
    return _change_memory_settings(ws, differing("enabled"), differing("privacy_mode"),
                                        differing("wake_up_layers_enabled"),
                                        differing("temporal_knowledge_enabled"), differing("auto_capture"),
                                        None if patterns is None else tuple(patterns))


def _change_memory_settings(ws: Workspace, enabled, privacy_mode, wake_up_layers_enabled, temporal_knowledge_enabled,
                            auto_capture, patterns: tuple[str, ...] | None) -> MemorySettings:
    for value, what in ((enabled, "enabled"), (wake_up_layers_enabled, "wake_up_layers_enabled"),
                        (temporal_knowledge_enabled, "temporal_knowledge_enabled"),
                        (auto_capture, "auto_capture")):
        if value is not None and not isinstance(value, bool):
            raise ValidationError(f"{what} must be true or false")
    if privacy_mode is not None and privacy_mode not in PRIVACY_MODES:
        raise ValidationError(f"privacy_mode must be one of {', '.join(PRIVACY_MODES)}")
    with ws._db.write() as conn:
        shared = _shared_settings(ws, conn)
        current = _settings_record(ws, shared, _memory_flags(ws, conn), enabled=enabled,
                                        auto_capture=auto_capture, excluded_patterns=patterns)
        new = dataclasses.replace(
            current,
            privacy_mode=current.privacy_mode if privacy_mode is None else privacy_mode,
            wake_up_layers_enabled=(current.wake_up_layers_enabled if wake_up_layers_enabled is None
                                    else wake_up_layers_enabled),
            temporal_knowledge_enabled=(current.temporal_knowledge_enabled
                                        if temporal_knowledge_enabled is None
                                        else temporal_knowledge_enabled),
        )
        now = ws._db.now()
        given = {k: v for k, v in (("enabled", enabled), ("privacy_mode", privacy_mode),
                                   ("auto_capture", auto_capture)) if v is not None}
        if patterns is not None:
            given["excluded_patterns"] = encode_patterns(patterns)
        if given:
            _write_shared_settings(ws, conn, shared, given, new, now)
        if wake_up_layers_enabled is not None or temporal_knowledge_enabled is not None:
            conn.execute(
                "INSERT INTO kg_memory_flags (workspace_id, wake_up_layers_enabled, temporal_knowledge_enabled,"
                " updated_at) VALUES (?, ?, ?, ?) ON CONFLICT(workspace_id) DO UPDATE SET"
                " wake_up_layers_enabled = excluded.wake_up_layers_enabled,"
                " temporal_knowledge_enabled = excluded.temporal_knowledge_enabled, updated_at = excluded.updated_at",
                (ws.id, int(new.wake_up_layers_enabled), int(new.temporal_knowledge_enabled), now),
            )
        return new


def _check_patterns(value: Any) -> tuple[str, ...]:
    if isinstance(value, (str, bytes)) or not isinstance(value, Iterable):
        raise ValidationError("excluded_patterns must be a list of regular expressions")
    patterns = tuple(value)
    if len(patterns) > MAX_PATTERNS:
        raise ValidationError(f"excluded_patterns: at most {MAX_PATTERNS} patterns (got {len(patterns)})")
    for i, pattern in enumerate(patterns, 1):
        problem = pattern_error(pattern)
        if problem is not None:
            raise ValidationError(f"excluded pattern {i} ({shown(pattern, 60)}) is {problem}")
    return patterns


def _write_shared_settings(ws: Workspace, conn, shared: dict[str, Any] | None, given: dict[str, Any],
                           new: MemorySettings, now: int) -> None:
    cols = {r[1] for r in conn.execute("PRAGMA table_info(memory_settings)")}
    missing = [k for k in given if k not in cols]
    if missing:  # only a file whose upgrade (0017) has not run
        raise ValidationError(f"this file's memory settings have no {', '.join(missing)} column")
    values = {k: int(v) if isinstance(v, bool) else v for k, v in given.items()}
    if "updated_at" in cols:  # ours (NOT NULL); CoWork's table has none
        values["updated_at"] = now
    if shared is not None:
        # Only the given columns: CoWork's other columns, and ours, stay as they are.
        sets = ", ".join(f"{c} = ?" for c in values)
        conn.execute(f"UPDATE memory_settings SET {sets} WHERE workspace_id = ?", (*values.values(), ws.id))
        return
    parent = _settings_parent(conn)
    if parent is not None and not conn.execute(
            f'SELECT 1 FROM "{parent}" WHERE id = ?', (ws.id,)).fetchone():
        # CoWork's row must name one of its workspaces (its foreign key). Keeping it in a
        # table of ours instead would give the gates a setting CoWork never sees, so an
        # explicit error: the workspace has to be one CoWork knows.
        known = ", ".join(repr(r[0]) for r in conn.execute(
            f'SELECT name FROM "{parent}" ORDER BY name LIMIT 10')) or "none"
        raise NotFoundError(
            f"workspace {ws.id!r} is not one of this file's CoWork OS workspaces ({known}), so its "
            "memory settings (enabled, privacy mode, auto capture) cannot be stored: CoWork's table "
            "only holds its own workspaces"
        )
    # A new row: the shared values as they now are; other columns take their defaults.
    values = {"enabled": int(new.enabled), "privacy_mode": new.privacy_mode, **values}
    names = ", ".join(("workspace_id", *values))
    marks = ", ".join("?" * (len(values) + 1))
    conn.execute(f"INSERT INTO memory_settings ({names}) VALUES ({marks})", (ws.id, *values.values()))


def _settings_parent(conn) -> str | None:
    """The table memory_settings.workspace_id must point into (CoWork's `workspaces`), if any."""
    for row in conn.execute("PRAGMA foreign_key_list(memory_settings)"):
        if row[3] == "workspace_id":
            return row[2]
    return None
