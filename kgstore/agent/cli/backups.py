"""Backups: backup, backups, restore (the whole file or one workspace), and restoring onto a file
the store cannot open."""

from __future__ import annotations

import os
import sqlite3
import sys
import time
from collections.abc import Sequence
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from ...storage.backup import KEEP_BACKUPS
from .common import EXIT_OK, CLIError, UsageError, format_time, one_line, print_json


def _file_counts(path: Path, *, live: bool = False) -> dict[str, int]:
    """Rows of a knowledge-graph file (all workspaces), read without changing it."""
    from ...storage.connection import file_uri

    try:
        # A backup is read immutable: nobody writes it, and reading leaves nothing beside it.
        conn = sqlite3.connect(file_uri(str(path.resolve()), read_only=True, immutable=not live), uri=True)
    except sqlite3.Error as exc:
        raise CLIError(f"{path}: cannot open ({exc})") from None
    try:
        counts = {"workspaces": conn.execute("SELECT COUNT(DISTINCT workspace_id) FROM kg_entities").fetchone()[0]}
        for key, table in (("entities", "kg_entities"), ("relationships", "kg_edges"),
                           ("observations", "kg_observations")):
            counts[key] = conn.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0]
        return counts
    except sqlite3.DatabaseError as exc:
        raise CLIError(f"{path}: not a knowledge-graph file ({one_line(exc)})") from None
    finally:
        conn.close()


def _describe_counts(counts: dict[str, int]) -> str:
    n = counts["workspaces"]
    return (f"{counts['entities']} entities, {counts['relationships']} relationships, "
            f"{counts['observations']} observations in {n} workspace{'' if n == 1 else 's'}")


def _require_file_db(kg) -> Path:
    if kg.path == ":memory:":
        raise CLIError("an in-memory database has no file to back up or restore")
    return Path(kg.path)


def cmd_backup(args, kg, ws) -> int:
    db = _require_file_db(kg)
    if args.output:
        path = kg.backup(args.output, force=args.force)
    else:
        path = kg.backup(label="manual")
    counts = _file_counts(path)
    if args.json:
        print_json({"path": str(path), "size": path.stat().st_size, "counts": counts})
    else:
        print(f"backed up {db} to {path} ({_describe_counts(counts)})")
    return EXIT_OK


def _backup_info(path: Path) -> dict[str, Any]:
    from ...storage.backup import when_and_why

    made, label = when_and_why(path)
    created = None if made is None else datetime.fromtimestamp(made / 1000, tz=timezone.utc).strftime(
        "%Y-%m-%d %H:%M:%S")
    try:
        size = path.stat().st_size
    except OSError:
        size = None
    return {"path": str(path), "created": created, "label": label, "size": size}


def cmd_backups(args, kg, ws) -> int:
    db = _require_file_db(kg)
    found = [_backup_info(p) for p in kg.backups()]
    if args.json:
        print_json({"database": str(db), "keep": KEEP_BACKUPS, "backups": found})
        return EXIT_OK
    if not found:
        print(f"no backups of {db} yet ('kg backup' makes one)")
        return EXIT_OK
    print(f"backups of {db}, newest first (the newest {KEEP_BACKUPS} are kept):")
    for info in found:
        size = f"{info['size'] / 1024:9.1f} KiB" if info["size"] is not None else "        ?    "
        print(f"  {info['created'] or '?':19}  {info['label']:16} {size}  {info['path']}")
    return EXIT_OK


def _check_restore_source(path_arg: str, db: Path) -> tuple[Path, dict[str, int]]:
    src = Path(path_arg)
    if src.is_dir():
        raise CLIError(f"{path_arg}: is a directory, not a backup")
    if not src.exists():
        raise CLIError(f"{path_arg}: no such file")
    try:
        with open(src, "rb"):
            pass
    except OSError as exc:
        raise CLIError(f"{path_arg}: cannot read ({exc.strerror or exc})") from None
    if src.resolve() == db.resolve():
        raise CLIError(f"{path_arg}: is the database itself")
    return src, _file_counts(src)


def _confirm_restore(args, question: str, details: Sequence[str] = ()) -> bool:
    if args.yes:
        return True
    if not sys.stdin.isatty():
        raise UsageError(f"refusing to restore {args.path} without --yes (stdin is not a terminal)")
    for line in details:
        print(line)
    answer = input(f"{question} The current contents are backed up first. [y/N] ")
    if answer.strip().lower() in ("y", "yes"):
        return True
    print("nothing was restored")
    return False


def _report_restore(args, db: Path, src: Path, previous: Path | None, note: str = "the previous contents "
                    "were backed up to", workspace: str | None = None) -> int:
    after = _file_counts(db, live=True)
    if args.json:
        print_json({"restored": str(src), "database": str(db), "workspace": workspace, "counts": after,
                     "previous_backup": str(previous) if previous else None})
        return EXIT_OK
    where = f"workspace {workspace!r} of " if workspace else ""
    print(f"restored {where}{src} into {db} ({_describe_counts(after)})")
    if previous:
        print(f"{note} {previous}")
    return EXIT_OK


def _when(ms: int | None) -> str:
    return "at an unknown time" if ms is None else format_time(ms) + " UTC"


def cmd_restore(args, kg, ws) -> int:
    db = _require_file_db(kg)
    src, incoming = _check_restore_source(args.path, db)
    preview = kg.restore_preview(src)
    workspace = ws.id if args.workspace is not None else None  # only an explicit --workspace scopes it
    if workspace is not None:
        here = preview.in_backup.get(workspace)
        if here is None or here.empty:
            raise CLIError(f"{args.path} holds nothing of workspace {workspace!r} "
                           f"(it holds: {', '.join(map(repr, preview.in_backup)) or 'nothing'})")
        question = (f"Replace workspace {workspace!r} of {db} with the backup taken {_when(preview.made_at)} "
                    f"({here.describe()})? No other workspace is touched.")
        details: list[str] = []
    else:
        try:
            current = _describe_counts(_file_counts(db, live=True))
        except CLIError:
            current = "damaged: it cannot be read"
        question = (f"Replace the whole of {db} ({current}) with the backup taken {_when(preview.made_at)} "
                    f"({_describe_counts(incoming)})?")
        details = [f"Newer than the backup, and lost by this restore: workspace {name!r}: {c.describe()}"
                   for name, c in preview.newer.items()]
        if details:
            details.append("(kg restore --workspace WS PATH restores one workspace only)")
    if not _confirm_restore(args, question, details):
        return EXIT_OK
    safety = kg.restore(src, workspace=workspace)
    return _report_restore(args, db, src, safety, workspace=workspace)


def restore_unopenable(args, db: Path, reason: str) -> int:
    """`kg restore` onto a file the store cannot open (damaged, not a database): the file and its
    -wal/-shm are copied aside byte for byte (SQLite cannot read them, so not with the backup API),
    the backup is copied with the backup API to a temporary file beside it, which then replaces
    the damaged file. Nothing is deleted that was not copied first."""
    import kgstore

    src, incoming = _check_restore_source(args.path, db)
    if not _confirm_restore(args, f"Replace {db} (damaged: {reason}) with {src} ({_describe_counts(incoming)})?"):
        return EXIT_OK
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime())
    aside = db.with_name(f"{db.stem}.damaged-{stamp}{db.suffix or '.db'}")
    n = 1
    while aside.exists():
        aside = db.with_name(f"{db.stem}.damaged-{stamp}-{n}{db.suffix or '.db'}")
        n += 1
    tmp = db.with_name(f".{db.name}.restoring-{os.getpid()}")
    try:
        import shutil

        for suffix in ("", "-wal", "-shm"):
            part = Path(f"{db}{suffix}")
            if part.exists():
                shutil.copy2(part, Path(f"{aside}{suffix}"))
        from ...storage.backup import INFO_TABLE
        from ...storage.connection import file_uri

        # immutable: a backup is not being written, and reading it leaves nothing beside it.
        source = sqlite3.connect(file_uri(str(src.resolve()), read_only=True, immutable=True), uri=True)
        target = sqlite3.connect(str(tmp))
        try:
            source.backup(target)
            target.execute(f"DROP TABLE IF EXISTS {INFO_TABLE}")  # the live file is not a backup
            target.commit()
        finally:
            target.close()
            source.close()
        for suffix in ("-wal", "-shm"):  # they belong to the damaged file (copied aside above)
            Path(f"{db}{suffix}").unlink(missing_ok=True)
        os.replace(tmp, db)
    except (OSError, sqlite3.Error) as exc:
        raise CLIError(f"cannot restore into {db} ({one_line(exc)}); the damaged file is unchanged") from None
    finally:
        for leftover in (tmp, Path(f"{tmp}-journal"), Path(f"{tmp}-wal"), Path(f"{tmp}-shm")):
            leftover.unlink(missing_ok=True)
    with kgstore.open(db) as kg:  # brings an older backup up to date
        problems = kg.check_integrity()
    if problems:
        raise CLIError(f"restored {src} into {db}, but its integrity check fails: {problems[0]}")
    return _report_restore(args, db, src, aside, "the damaged file was kept as")
