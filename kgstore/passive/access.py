"""The task's access profile: what automatic extraction may learn about files.

Seed: extraction runs beneath the task's access profile, and background extraction "skips or
fails closed when the profile does not permit the required read path". A profile is a mapping
(or its JSON text)::

    {
      "read": true,                       # required: false means the task may read nothing
      "workspace_root": "/home/u/acme",   # where the task's relative paths start
      "roots": ["/home/u/acme", "docs"],  # readable folders (absolute, or relative to
                                          # workspace_root); default: [workspace_root]
      "unrestrictedFileAccess": false     # true: every path is readable
    }

On a CoWork OS file, a hook called without a profile uses the workspace's own: CoWork's
``workspaces.permissions`` JSON (``read``, ``unrestrictedFileAccess``, ``allowedPaths``) with
``workspaces.path`` as the root. On our own files, no profile means no file restriction (the
caller decides what the task could read).

A file path becomes an entity only when the profile may read it: the path (relative, as the
extractor finds it) is placed under ``workspace_root`` and must lie in one of ``roots`` after
``..`` is resolved. A profile that cannot be read, or whose ``read`` is false, writes nothing
automatic at all (fail closed); the report says why.
"""

from __future__ import annotations

import json
import posixpath
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

__all__ = ["AccessProfile", "AccessProfileError", "read_profile", "profile_for"]

MAX_ROOTS = 100


class AccessProfileError(ValueError):
    """The profile cannot be read (its message says what is wrong)."""


def _norm(path: str) -> str:
    # Windows separators as '/', so C:\\u\\acme and src\\a.ts compare like POSIX paths.
    return posixpath.normpath(path.replace("\\", "/"))


def _is_absolute(path: str) -> bool:
    p = path.replace("\\", "/")
    return p.startswith("/") or (len(p) > 2 and p[1] == ":" and p[2] == "/")


@dataclass(frozen=True)
class AccessProfile:
    read: bool
    workspace_root: str | None = None
    roots: tuple[str, ...] = ()
    unrestricted: bool = False
    #: where it came from ("the task's access profile", "CoWork's permissions of workspace ...")
    origin: str = "the task's access profile"

    def may_read(self, path: str) -> bool:
        """May the task read ``path`` (relative to the workspace root, or absolute)?"""
        if not self.read:
            return False
        if self.unrestricted:
            return True
        if _is_absolute(path):
            target = _norm(path)
        elif self.workspace_root is not None:
            target = _norm(posixpath.join(self.workspace_root.replace("\\", "/"), path.replace("\\", "/")))
        else:
            target = _norm(path)
            if target == ".." or target.startswith("../"):
                return False
        for root in self.roots:
            if target == root or target.startswith(root.rstrip("/") + "/") or (root == "." and not _is_absolute(target)
                                                                                and not target.startswith("../")):
                return True
        return False


def _flag(data: Mapping[str, Any], key: str, *, required: bool, origin: str) -> bool:
    if key not in data:
        if required:
            raise AccessProfileError(f"{origin} has no '{key}' (true or false)")
        return False
    value = data[key]
    if not isinstance(value, bool):
        raise AccessProfileError(f"{origin}: '{key}' is {json.dumps(value)[:40]}, not true or false")
    return value


def read_profile(value: Any, *, origin: str = "the task's access profile",
                 workspace_root: str | None = None) -> AccessProfile:
    """The profile from a mapping or its JSON text; AccessProfileError when it cannot be read.
    ``workspace_root`` is the default root (CoWork's workspace path)."""
    if isinstance(value, (bytes, bytearray)):
        value = bytes(value).decode("utf-8", "replace")
    if isinstance(value, str):
        try:
            value = json.loads(value)
        except (ValueError, RecursionError) as exc:
            raise AccessProfileError(f"{origin} is not valid JSON ({exc})") from None
    if not isinstance(value, Mapping):
        raise AccessProfileError(f"{origin} is not a JSON object (got {type(value).__name__})")
    read = _flag(value, "read", required=True, origin=origin)
    unrestricted = _flag(value, "unrestrictedFileAccess", required=False, origin=origin)
    root = value.get("workspace_root", workspace_root)
    if root is not None and (not isinstance(root, str) or not _is_absolute(root)):
        raise AccessProfileError(f"{origin}: 'workspace_root' must be an absolute path")
    roots: list[str] = []
    for key in ("roots", "allowedPaths"):
        items = value.get(key)
        if items is None:
            continue
        if not isinstance(items, list) or len(items) > MAX_ROOTS:
            raise AccessProfileError(f"{origin}: '{key}' must be a list of at most {MAX_ROOTS} folders")
        for item in items:
            if not isinstance(item, str) or not item.strip() or "\x00" in item:
                raise AccessProfileError(f"{origin}: '{key}' holds {json.dumps(item)[:40]}, not a folder")
            if _is_absolute(item):
                roots.append(_norm(item))
            elif root is not None:
                roots.append(_norm(posixpath.join(root.replace("\\", "/"), item.replace("\\", "/"))))
            else:
                normalised = _norm(item)
                if normalised == ".." or normalised.startswith("../"):
                    raise AccessProfileError(f"{origin}: '{key}' folder {item[:60]!r} leaves the workspace")
                roots.append(normalised)
    if "roots" not in value and root is not None:
        roots.insert(0, _norm(root))
    return AccessProfile(read=read, workspace_root=None if root is None else _norm(root), roots=tuple(roots),
                         unrestricted=unrestricted, origin=origin)


def profile_for(ws, access: Any) -> AccessProfile | None:
    """The profile a hook runs beneath: ``access`` when given; else, on a CoWork OS file, the
    workspace's permissions; else None (no file restriction). AccessProfileError when the profile
    cannot be read (the hook then writes nothing)."""
    if access is not None:
        return read_profile(access)
    with ws._db.read() as conn:
        if not conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'workspaces'").fetchone():
            return None
        cols = {r[1] for r in conn.execute("PRAGMA table_info(workspaces)")}
        if not {"id", "path", "permissions"} <= cols:
            raise AccessProfileError("CoWork OS's workspaces table has no path or permissions column")
        row = conn.execute("SELECT name, path, permissions FROM workspaces WHERE id = ?", (ws.id,)).fetchone()
    if row is None:
        raise AccessProfileError(f"workspace {ws.id!r} is not one of CoWork OS's workspaces in this file, "
                                 "so its permissions cannot be read")
    name, path, permissions = row
    origin = f"CoWork OS's permissions of workspace {name!r}"
    if not isinstance(path, str) or not _is_absolute(path):
        raise AccessProfileError(f"{origin}: the workspace path {str(path)[:60]!r} is not an absolute path")
    return read_profile(permissions, origin=origin, workspace_root=path)
