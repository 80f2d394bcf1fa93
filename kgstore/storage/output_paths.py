"""Before writing to a path, ask what is there.

Exports and copies are written to paths people type, and people mistype: ``--output kg.db`` on
the open database once replaced every workspace with a JSON file. The rules:

- an existing file is replaced only when the caller says so (``force``; the GUI asks "replace?");
- never, even with ``force``, the database itself, its ``-wal``/``-shm``/``-journal``, or one of
  its backups; an export never replaces any SQLite database;
- a backup copy replaces only a backup we made (its record says so), never another file.

The export check reads names and a file's first bytes only (no SQL), so the explorer can run it
on its GUI thread.
"""

from __future__ import annotations

import os
from pathlib import Path

from . import backup as backups
from ..errors import ValidationError

EXPORT, BACKUP_COPY = "export", "backup"


def _is_sqlite(path: Path) -> bool:
    try:
        with open(path, "rb") as fh:
            return fh.read(16) == backups.SQLITE_HEADER
    except OSError:
        return False


def protected_reason(dest: Path, db_path: str | os.PathLike[str] | None) -> str | None:
    """Why `dest` may never be written over, whatever the caller says; None if it may."""
    if db_path is None or str(db_path) == ":memory:":
        return None
    db = Path(db_path)
    real = os.path.realpath(dest)
    db_real = os.path.realpath(db)
    if real == db_real or (dest.exists() and db.exists() and os.path.samefile(dest, db)):
        return "is the database itself"
    for suffix, what in (("-wal", "write-ahead log"), ("-shm", "shared-memory file"), ("-journal", "journal")):
        if real == db_real + suffix:
            return f"is the database's {what}"
    if backups.is_backup_name(Path(real), Path(db_real)):
        return "is a backup of the database"
    return None


def check_output_path(dest, *, db_path: str | os.PathLike[str] | None, force: bool = False,
                      kind: str = EXPORT) -> Path:
    """The path to write, after the checks above; ValidationError (saying why) otherwise."""
    if not isinstance(dest, (str, os.PathLike)) or not str(os.fspath(dest)).strip():
        raise ValidationError("the output must be a file path")
    shown = os.fspath(dest)
    if isinstance(shown, bytes):
        raise ValidationError("the output must be a file path given as text")
    if "\x00" in shown:
        raise ValidationError("the output path must not contain a NUL character")
    try:
        os.fsencode(shown)
    except UnicodeError:
        raise ValidationError("the output path is not valid text (it holds a lone surrogate)") from None
    try:
        return _checked(Path(os.path.abspath(shown)), shown[:200], db_path, force, kind)
    except OSError as exc:  # a name too long, a loop of links, a device: say which
        raise ValidationError(f"cannot write to {shown[:200]!r}: {exc.strerror or exc}") from None


def _checked(path: Path, shown: str, db_path, force: bool, kind: str) -> Path:
    if len(os.fsencode(path.name)) > 255:
        raise ValidationError(f"{shown!r}: the file name is too long")
    if path.is_dir():
        raise ValidationError(f"{shown!r} is a directory; give a file name")
    if not path.parent.is_dir():
        raise ValidationError(f"folder {str(path.parent)!r} does not exist")
    reason = protected_reason(path, db_path)
    if reason is not None:
        raise ValidationError(f"{shown!r} {reason}; refusing to write over it")
    if not (path.exists() or path.is_symlink()):
        return path
    if kind == EXPORT and _is_sqlite(path):
        raise ValidationError(f"{shown!r} is an SQLite database; an export never replaces a database")
    if kind == BACKUP_COPY:
        if backups.read_info(path) is None:
            raise ValidationError(f"{shown!r} exists and is not a backup made by this program; "
                                  "refusing to replace it (choose a new file name)")
    if not force:
        raise ValidationError(f"{shown!r} already exists; use --force to replace it")
    return path
