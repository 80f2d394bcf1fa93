"""Backups with the SQLite backup API, next to the database file, timestamped and pruned.

A backup of ``kg.db`` is ``kg.db.backup-<UTC time>-<reason>.db`` beside it: the whole file name
is in the backup's name, so ``kg.db`` and ``kg.sqlite`` in one folder never share backups (a
name too long for the file system is shortened, with a hash of the whole name). Every backup we
write records, in a small table of its own (``kg_backup_info``), which file it was made for,
when, why, and whether it belongs to the file's rotation.

Pruning rule: the newest KEEP_BACKUPS rotating backups of a database are kept; older ones are
removed after each new backup. Only files we made for that very file are ever pruned: its name
in our pattern, and its record saying "rotating, made for this path, under this name". A copy
made with ``kg backup --output`` (or ``kg.backup(path)``), a renamed or hand-made file, and the
backups of another database are never removed.
"""

from __future__ import annotations

import glob
import hashlib
import json
import os
import re
import sqlite3
import time
import uuid
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any
from urllib.parse import quote

KEEP_BACKUPS = 10
SQLITE_HEADER = b"SQLite format 3\x00"
INFO_TABLE = "kg_backup_info"
INFO_FORMAT = "knowledge-graph-explorer backup 1"
MAX_LABEL = 24
_LABEL = re.compile(r"[^a-z0-9-]+")
_STAMP = r"(?P<stamp>\d{8}-\d{6}-\d{3})-(?P<label>[a-z0-9][a-z0-9-]*)\.db"
# What a backup's name adds to the database's name: ".backup-" + stamp + "-" + label + "-NNN.db".
_SUFFIX_BYTES = len(".backup-") + len("20260101-000000-000") + 1 + MAX_LABEL + len("-999") + len(".db")
# A copy under way (a backup, or an export): hidden, never matched as a backup, removed once
# its process is gone.
_PARTIAL = re.compile(r"^\..*\.(?P<pid>\d+)-[0-9a-f]{8}\.partial(?:-journal|-wal|-shm)?$")


@dataclass(frozen=True)
class BackupInfo:
    """What a backup's own record says about it."""

    path: Path
    made_at: int | None  # milliseconds since the epoch
    reason: str
    rotating: bool  # part of the database's rotation (pruned to the newest KEEP_BACKUPS)
    source_path: str | None  # the database it was made for (resolved)
    file_name: str | None  # the name it was written under
    details: dict[str, Any] = field(default_factory=dict)


def _name_max(folder: Path) -> int:
    try:
        return int(os.pathconf(folder, "PC_NAME_MAX"))
    except (OSError, ValueError, AttributeError):
        return 255


def backup_prefix(db_path: str | Path) -> str:
    """``<file name>.backup-``; a name that would make backup names too long for the file system
    is cut and given a hash of the whole name, so the prefix is still this file's alone."""
    db_path = Path(db_path)
    name = db_path.name
    budget = _name_max(db_path.parent) - _SUFFIX_BYTES
    if len(os.fsencode(name)) > budget:
        digest = hashlib.sha1(os.fsencode(name)).hexdigest()[:8]
        cut = name
        while len(os.fsencode(cut)) > budget - 9:
            cut = cut[:-1]
        name = f"{cut}~{digest}"
    return f"{name}.backup-"


def _legacy_prefix(db_path: Path) -> str:
    # Before the whole file name was used: "kg.backup-…" for kg.db (shared with kg.sqlite).
    return f"{db_path.stem}.backup-"


def backup_dir_and_prefix(db_path: Path) -> tuple[Path, str]:
    return Path(db_path).parent, backup_prefix(db_path)


def _stamp_of(path: Path, prefix: str) -> str | None:
    m = re.fullmatch(re.escape(prefix) + _STAMP, path.name)
    return m.group("stamp") if m else None


def _candidates(db_path: Path, *, legacy: bool) -> list[tuple[str, Path]]:
    folder = db_path.parent
    if not folder.is_dir():
        return []
    prefixes = [backup_prefix(db_path)]
    if legacy and _legacy_prefix(db_path) != prefixes[0]:
        prefixes.append(_legacy_prefix(db_path))
    found: dict[Path, str] = {}
    for prefix in prefixes:
        for p in folder.glob(f"{glob.escape(prefix)}*.db"):
            stamp = _stamp_of(p, prefix)
            if stamp is not None and p.is_file() and p not in found:
                found[p] = stamp
    return sorted(((s, p) for p, s in found.items()), key=lambda sp: (sp[0], sp[1].name), reverse=True)


def list_backups(db_path: str | Path) -> list[Path]:
    """Backups of this database, newest first (by the time in their names). Backups made by
    versions that named them after the file's stem are listed too; they are never pruned."""
    return [p for _, p in _candidates(Path(db_path), legacy=True)]


def read_info(path: str | Path) -> BackupInfo | None:
    """The record a backup of ours carries; None for any other file."""
    path = Path(path)
    try:
        with open(path, "rb") as fh:
            if fh.read(16) != SQLITE_HEADER:
                return None
        # immutable: a backup is not being written, and reading it must leave nothing beside it.
        conn = sqlite3.connect(f"file:{quote(str(path.resolve()))}?mode=ro&immutable=1", uri=True)
    except (OSError, sqlite3.Error):
        return None
    try:
        rows = dict(conn.execute(f"SELECT key, value FROM {INFO_TABLE}").fetchall())
    except sqlite3.Error:
        return None
    finally:
        conn.close()
    if rows.get("format") != INFO_FORMAT:
        return None
    try:
        made_at = int(rows["made_at"]) if rows.get("made_at") else None
    except ValueError:
        made_at = None
    try:
        details = json.loads(rows.get("details") or "{}")
    except ValueError:
        details = {}
    return BackupInfo(path=path, made_at=made_at, reason=rows.get("reason") or "", rotating=rows.get("rotating") == "1",
                      source_path=rows.get("source_path"), file_name=rows.get("file_name"),
                      details=details if isinstance(details, dict) else {})


def when_and_why(path: str | Path) -> tuple[int | None, str]:
    """When a backup was taken (ms) and why: its record, else the time and reason in its name
    (backups made before records were kept), else its file time and no reason."""
    path = Path(path)
    info = read_info(path)
    if info is not None and info.made_at:
        return info.made_at, info.reason
    m = re.search(r"\.backup-" + _STAMP + "$", path.name)
    if m:
        day, clock, ms = m.group("stamp").split("-")
        try:
            moment = datetime.strptime(f"{day}-{clock}", "%Y%m%d-%H%M%S").replace(tzinfo=timezone.utc)
        except ValueError:
            moment = None  # named like a backup, with a time that is none (month 13): not ours
        if moment is not None:
            return int(moment.timestamp()) * 1000 + int(ms), m.group("label")
    try:
        return int(path.stat().st_mtime * 1000), info.reason if info else ""
    except OSError:
        return None, info.reason if info else ""


def is_backup_name(path: str | Path, db_path: str | Path) -> bool:
    """True when `path` is named as one of `db_path`'s backups next to it (no file is read)."""
    path, db_path = Path(path), Path(db_path)
    if Path(os.path.realpath(path.parent)) != Path(os.path.realpath(db_path.parent)):
        return False
    return any(_stamp_of(path, prefix) for prefix in (backup_prefix(db_path), _legacy_prefix(db_path)))


def _resolved(path: Path) -> str:
    return str(Path(os.path.realpath(path)))


def take_backup(conn: sqlite3.Connection, db_path: str | Path, label: str = "manual", *,
                details: Mapping[str, Any] | None = None) -> Path:
    """A rotating backup next to the database, then the rotation pruned."""
    db_path = Path(db_path)
    folder, prefix = backup_dir_and_prefix(db_path)
    remove_stale_partials(folder)
    now_ms = time.time_ns() // 1_000_000  # one reading, so seconds and milliseconds agree
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime(now_ms // 1000)) + f"-{now_ms % 1000:03d}"
    label = _LABEL.sub("-", label.lower()).strip("-")[:MAX_LABEL].strip("-") or "backup"
    dest = folder / f"{prefix}{stamp}-{label}.db"
    n = 1
    while dest.exists():
        dest = folder / f"{prefix}{stamp}-{label}-{n}.db"
        n += 1
    copy_to(conn, dest, info=_info(db_path, dest, now_ms, label, rotating=True, details=details))
    prune(db_path, exclude=dest)
    return dest


def _info(db_path: Path | None, dest: Path, made_at: int, reason: str, *, rotating: bool,
          details: Mapping[str, Any] | None = None) -> dict[str, str]:
    return {
        "format": INFO_FORMAT,
        "source_path": _resolved(db_path) if db_path is not None else "",
        "file_name": dest.name,
        "made_at": str(made_at),
        "reason": reason,
        "rotating": "1" if rotating else "0",
        "details": json.dumps(dict(details or {}), sort_keys=True),
    }


def copy_info(db_path: Path | None, dest: Path, reason: str = "copy") -> dict[str, str]:
    """The record of a copy made to a path of the caller's choosing (never pruned)."""
    return _info(db_path, dest, time.time_ns() // 1_000_000, reason, rotating=False)


def copy_to(conn: sqlite3.Connection, dest: Path, *, info: Mapping[str, str] | None = None) -> None:
    """Backup API copy, written under a hidden temporary name and renamed when complete, so a copy
    interrupted by a crash is never taken for a backup; a failed copy leaves nothing behind."""
    dest = Path(os.path.abspath(dest))
    partial = dest.with_name(f".{dest.name[:40]}.{os.getpid()}-{uuid.uuid4().hex[:8]}.partial")
    try:
        target = sqlite3.connect(str(partial))
        try:
            conn.backup(target)
            # A backup is one self-contained file: reading it later leaves no -wal/-shm beside it.
            target.execute("PRAGMA journal_mode = DELETE")
            if info is not None:
                target.execute(f"DROP TABLE IF EXISTS {INFO_TABLE}")  # a backup of a backup
                target.execute(f"CREATE TABLE {INFO_TABLE} (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
                target.executemany(f"INSERT INTO {INFO_TABLE} (key, value) VALUES (?, ?)", list(info.items()))
                target.commit()
        finally:
            target.close()
        os.replace(partial, dest)
    finally:
        for stale in (partial, *_sidecars(partial)):
            try:
                stale.unlink(missing_ok=True)
            except OSError:
                pass


def remove_stale_partials(folder: Path) -> list[Path]:
    """Copies left by a process that died during a backup (killed, power lost)."""
    removed = []
    try:
        entries = list(Path(folder).iterdir())
    except OSError:
        return removed
    for p in entries:
        m = _PARTIAL.match(p.name)
        if not m:
            continue
        pid = int(m.group("pid"))
        try:
            if pid == os.getpid() or _alive(pid):
                continue  # under way (ours: a copy on another thread)
            p.unlink()
            removed.append(p)
        except OSError:
            continue
    return removed


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError):
        return True
    return True


def _sidecars(path: Path) -> list[Path]:
    return [path.with_name(path.name + suffix) for suffix in ("-wal", "-shm", "-journal")]


def rotation(db_path: str | Path) -> list[BackupInfo]:
    """The rotating backups we made for this very file, newest first."""
    db_path = Path(db_path)
    mine = _resolved(db_path)
    found = []
    for _stamp, p in _candidates(db_path, legacy=False):
        info = read_info(p)
        if info is not None and info.rotating and info.source_path == mine and info.file_name == p.name:
            found.append(info)
    return found


def prune(db_path: str | Path, keep: int = KEEP_BACKUPS, *, exclude: Path | None = None) -> list[Path]:
    """Remove all but the newest `keep` rotating backups (by the time in their names), never
    `exclude` and never a file that is not in the rotation (see the module docstring)."""
    removed = []
    candidates = [i.path for i in rotation(db_path) if exclude is None or i.path != exclude]
    for old in candidates[max(0, keep - (exclude is not None)):]:
        try:
            old.unlink()
            removed.append(old)
        except OSError:
            continue
        for sidecar in _sidecars(old):
            sidecar.unlink(missing_ok=True)
    return removed


def find_upgrade_backup(db_path: str | Path, target: str, applied: set[str]) -> Path | None:
    """A before-upgrade backup already taken for this upgrade (an earlier attempt that was
    interrupted): same target, made when no more of it had been applied than now."""
    for info in rotation(db_path):
        d = info.details
        if info.reason == "before-upgrade" and d.get("upgrade_to") == target and \
                set(d.get("applied") or []) <= applied:
            return info.path
    return None
