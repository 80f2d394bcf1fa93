"""Backups with the SQLite backup API, next to the database file, timestamped and pruned.

Pruning rule: the newest KEEP_BACKUPS backups of a database are kept; older ones are removed
after each new backup.
"""

from __future__ import annotations

import os
import re
import sqlite3
import time
from pathlib import Path

KEEP_BACKUPS = 10
_LABEL = re.compile(r"[^a-z0-9-]+")


def backup_dir_and_prefix(db_path: Path) -> tuple[Path, str]:
    return db_path.parent, f"{db_path.stem}.backup-"


def list_backups(db_path: str | Path) -> list[Path]:
    """Backups of this database, newest first."""
    folder, prefix = backup_dir_and_prefix(Path(db_path))
    if not folder.is_dir():
        return []
    found = [p for p in folder.glob(f"{prefix}*.db") if p.is_file()]
    return sorted(found, key=lambda p: p.name, reverse=True)


def take_backup(conn: sqlite3.Connection, db_path: str | Path, label: str = "manual") -> Path:
    db_path = Path(db_path)
    folder, prefix = backup_dir_and_prefix(db_path)
    now_ms = time.time_ns() // 1_000_000  # one reading, so seconds and milliseconds agree
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime(now_ms // 1000)) + f"-{now_ms % 1000:03d}"
    label = _LABEL.sub("-", label.lower()).strip("-") or "backup"
    dest = folder / f"{prefix}{stamp}-{label}.db"
    n = 1
    while dest.exists():
        dest = folder / f"{prefix}{stamp}-{label}-{n}.db"
        n += 1
    copy_to(conn, dest)
    prune(db_path, exclude=dest)
    return dest


def copy_to(conn: sqlite3.Connection, dest: Path) -> None:
    """Backup API copy, written under a temporary name and renamed when complete, so a copy
    interrupted by a crash is never taken for a backup."""
    partial = dest.with_name(dest.name + ".partial")
    for stale in (partial, *_sidecars(partial)):
        stale.unlink(missing_ok=True)
    target = sqlite3.connect(str(partial))
    try:
        conn.backup(target)
        # A backup is one self-contained file: reading it later leaves no -wal/-shm beside it.
        target.execute("PRAGMA journal_mode = DELETE")
    finally:
        target.close()
    os.replace(partial, dest)
    for stale in _sidecars(partial):
        stale.unlink(missing_ok=True)


def _sidecars(path: Path) -> list[Path]:
    return [path.with_name(path.name + suffix) for suffix in ("-wal", "-shm", "-journal")]


def prune(db_path: str | Path, keep: int = KEEP_BACKUPS, *, exclude: Path | None = None) -> list[Path]:
    """Remove all but the newest `keep` backups (by the time in their names), never `exclude`."""
    removed = []
    candidates = [p for p in list_backups(db_path) if exclude is None or p != exclude]
    for old in candidates[max(0, keep - (exclude is not None)):]:
        try:
            old.unlink()
            removed.append(old)
        except OSError:
            continue
        for sidecar in _sidecars(old):
            sidecar.unlink(missing_ok=True)
    return removed
