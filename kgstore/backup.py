"""Backups with the SQLite backup API, next to the database file, timestamped and pruned.

Pruning rule: the newest KEEP_BACKUPS backups of a database are kept; older ones are removed
after each new backup.
"""

from __future__ import annotations

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
    target = sqlite3.connect(str(dest))
    try:
        conn.backup(target)
    finally:
        target.close()
    prune(db_path)
    return dest


def prune(db_path: str | Path, keep: int = KEEP_BACKUPS) -> list[Path]:
    removed = []
    for old in list_backups(db_path)[keep:]:
        try:
            old.unlink()
            removed.append(old)
        except OSError:
            pass
    return removed
