"""Bugs the reliability work found in the kgstore core, kept as regression tests.

Each test states the behaviour the product promises; all thirteen are fixed and kept as
regression tests. The reason names the bug; each test's docstring says where it is and the
fix we suggest. The fuzz run (fuzz_calls.py) counts hits of KB1-KB4 under these names.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import kgstore
from kgstore.storage import backup as backups

REPO = Path(__file__).resolve().parents[2]


# -- API: nothing but a KGError for bad input (API.md "Errors") ---------------------------------

@pytest.mark.parametrize("call", ["get_entity", "get_edge", "delete_entity", "delete_edge", "edges_of",
                                  "observations", "invalidate_edge", "neighbors", "update_entity"])
def test_ids_with_lone_surrogates_are_refused_or_not_found(ws, call):
    """KB1: validation.check_id accepts lone surrogates (it does not call _clean_text) and
    Workspace.get_entity/get_edge do not validate at all, so sqlite3 raises UnicodeEncodeError
    while binding the id. Fix: check_id -> _clean_text(value); get_entity/get_edge return None
    for an id that is not valid text.
    """
    fn = getattr(ws, call)
    args = {"update_entity": {"description": "x"}}.get(call, {})
    try:
        result = fn("\ud800", **args)
    except kgstore.KGError:
        return
    assert result in (None, False, [])


@pytest.mark.parametrize("kwargs", [{"limit": 10**30}, {"offset": 10**30}])
def test_entities_with_huge_limit_or_offset(ws, kwargs):
    """KB2: Workspace.entities binds limit/offset beyond SQLite's 64-bit range and sqlite3 raises
    OverflowError. Fix: refuse (ValidationError) or clamp limit/offset above 2**63-1.
    """
    ws.upsert_entity("concept", "a")
    try:
        listed = ws.entities(**kwargs)
    except kgstore.KGError:
        return
    # No limit short of everything; an offset past the end lists nothing.
    assert [e.name for e in listed] == (["a"] if "limit" in kwargs else [])


@pytest.mark.parametrize("positions", [[1, 2], {"e": (10**400, 1, False)}, {"\ud800": (1, 2, False)}],
                         ids=["not-a-mapping", "huge-int", "surrogate-key"])
def test_save_positions_refuses_hostile_input_with_kgerror(ws, positions):
    """KB3: Workspace.save_positions: a non-mapping raises AttributeError (.items), float(10**400)
    raises OverflowError outside the try, and a key with a lone surrogate raises
    UnicodeEncodeError. Fix: check isinstance(positions, Mapping), catch OverflowError with
    TypeError/ValueError, check_id each key.
    """
    with pytest.raises(kgstore.KGError):
        ws.save_positions(positions)


@pytest.mark.parametrize("call", ["subgraph-none", "subgraph-int", "subgraph-dicts", "merge", "neighbors",
                                  "search", "entities"])
def test_list_arguments_of_the_wrong_type_raise_kgerror(ws, call):
    """KB4: list arguments are iterated without a type check: subgraph(None) / subgraph(5),
    subgraph([{}]) (unhashable), merge_entities(id, 5), neighbors(edge_types=5),
    search(types=5), entities(types=5) raise TypeError. Fix: accept only an iterable of str (not
    str itself) and raise ValidationError otherwise (traversal.subgraph, traversal.neighbors,
    search.search, Workspace.entities, Workspace.merge_entities).
    """
    a = ws.upsert_entity("concept", "a")
    calls = {
        "subgraph-none": lambda: ws.subgraph(None),
        "subgraph-int": lambda: ws.subgraph(5),
        "subgraph-dicts": lambda: ws.subgraph([{}]),
        "merge": lambda: ws.merge_entities(a.id, 5),
        "neighbors": lambda: ws.neighbors(a.id, edge_types=5),
        "search": lambda: ws.search("a", types=5),
        "entities": lambda: ws.entities(types=5),
    }
    with pytest.raises(kgstore.KGError):
        calls[call]()


@pytest.mark.parametrize("case", ["missing-folder", "folder", "not-a-database", "restore-int"])
def test_backup_and_restore_to_bad_paths_raise_kgerror(kg, tmp_path, case):
    """KB5: KnowledgeGraph.backup(path) lets sqlite3 errors escape for a missing folder, a folder,
    or an existing file that is not a database (OperationalError/DatabaseError), and restore(5)
    raises TypeError. Fix: check the destination (parent is a folder, path is not a folder,
    refuse to overwrite a non-database) and wrap sqlite3.Error in KGError; restore: check the
    type.
    """
    junk = tmp_path / "junk.txt"
    junk.write_text("not a database " * 100)
    calls = {
        "missing-folder": lambda: kg.backup(tmp_path / "no" / "such" / "x.db"),
        "folder": lambda: kg.backup(tmp_path),
        "not-a-database": lambda: kg.backup(junk),
        "restore-int": lambda: kg.restore(5),
    }
    with pytest.raises(kgstore.KGError):
        calls[case]()


def test_error_messages_do_not_echo_huge_arguments(ws):
    """KB11 (minor): validation.check_source puts the whole rejected value in the message (f'got
    {source!r}'), so a 1 MB argument gives a 1 MB error. Fix: cut the repr, e.g. {source!r:.60}.
    (tools._check_args did the same for unknown argument names until 2026-12-03, found by the
    fuzz run's long-message count; tests/kgstore/agent/test_tools.py guards that.)
    """
    with pytest.raises(kgstore.KGError) as err:
        ws.upsert_entity("concept", "a", source="x" * 1_000_000)
    assert len(str(err.value)) < 1000


# -- backups and restore: nobody loses memory -----------------------------------------------------

def test_restore_from_a_path_with_uri_characters(kg, ws, tmp_path):
    """KB6: KnowledgeGraph.restore opens the backup as f'file:{path}?mode=ro' without quoting, so a
    path with '#', '?' or '%' opens another file: '#' cuts the path (and mode=ro with it), so a
    stray empty database is created ('out ' for 'out #1.db') and the restore is refused. Fix:
    build the URI from urllib.parse.quote(str(path.resolve())) (or Path.as_uri()).
    """
    ws.upsert_entity("concept", "kept")
    odd = tmp_path / "copy #1?.db"
    kg.backup(odd)
    ws.upsert_entity("concept", "later")
    before = set(os.listdir(tmp_path))
    kg.restore(odd)
    assert [e.name for e in ws.entities()] == ["kept"]
    strays = set(os.listdir(tmp_path)) - before
    assert not [s for s in strays if ".backup-" not in s], strays


def test_the_safety_backup_of_a_restore_survives_pruning(kg, ws, db_path):
    """KB7: backup.take_backup prunes right after writing and prune() keeps the newest KEEP_BACKUPS
    by *name*; when KEEP_BACKUPS backups already carry later timestamps (clock set back, files
    copied from a machine whose clock was ahead), the backup just taken is deleted at once:
    restore() then returns a 'before-restore' safety backup that no longer exists. Fix: never
    prune the file just written (prune(db_path, keep, exclude=dest)), or order by mtime.
    """
    ws.upsert_entity("concept", "precious")
    first = kg.backup()
    for i in range(backups.KEEP_BACKUPS):
        shutil.copy(first, db_path.parent / f"{db_path.stem}.backup-20990101-000000-{i:03d}-manual.db")
    ws.upsert_entity("concept", "written after the backups")
    safety = kg.restore(first)
    assert safety is not None and safety.exists()
    assert "written after the backups" in {e["name"] for e in _names(safety)}


def _names(path):
    conn = sqlite3.connect(f"file:{path}?mode=ro&immutable=1", uri=True)
    try:
        return [{"name": r[0]} for r in conn.execute("SELECT name FROM kg_entities")]
    finally:
        conn.close()


def test_a_write_committed_during_a_restore_is_kept_somewhere(kg, ws, db_path, monkeypatch):
    """KB8 (fixed): restore holds the write lock from its safety backup to its commit, so a write
    another process attempts meanwhile waits and lands after the restore: it is never lost between
    the two steps. Here a second store writes the moment the safety backup has been taken."""
    import threading

    ws.upsert_entity("concept", "in the backup")
    target = kg.backup()
    other = kgstore.open(db_path)
    real_take = backups.take_backup
    writer = []

    def take_then_someone_writes(*args, **kwargs):
        path = real_take(*args, **kwargs)
        if kwargs.get("label", args[2] if len(args) > 2 else "") == "before-restore":
            t = threading.Thread(target=lambda: other.workspace("ws-1").upsert_entity(
                "concept", "written by the MCP server meanwhile"))
            t.start()
            writer.append(t)
        return path

    monkeypatch.setattr(backups, "take_backup", take_then_someone_writes)
    safety = kg.restore(target)
    assert writer, "the safety backup was not taken through take_backup"
    writer[0].join(timeout=60)
    other.close()
    where = {e.name for e in ws.entities()} | {r["name"] for r in _names(safety)}
    assert "written by the MCP server meanwhile" in where
    assert "in the backup" in {e.name for e in ws.entities()}


CHILD_BACKUP = textwrap.dedent("""
    import sqlite3, sys, time
    import kgstore
    from kgstore.storage import backup as backups

    class SlowSqlite:  # the copy is under way when the process dies
        def __getattr__(self, name):
            return getattr(sqlite3, name)

        def connect(self, *args, **kwargs):
            conn = sqlite3.connect(*args, **kwargs)
            print("COPYING", flush=True)
            time.sleep(60)
            return conn

    backups.sqlite3 = SlowSqlite()
    kg = kgstore.open(sys.argv[1])
    kg.backup(label="interrupted")
""")


def test_a_backup_interrupted_by_a_kill_is_never_listed(kg, ws, db_path):
    """KB9: backup.take_backup writes the copy directly under its final name, so a process killed
    during a backup (crash_trials.py sees it: a file with a hot journal) leaves a file that
    list_backups() lists, that counts against KEEP_BACKUPS (pushing a good backup out) and that
    restore() cannot use; its -journal is never removed. Fix: copy to '<name>.partial' (not
    matched by the *.db glob) and os.replace() it into place when complete; prune stray .partial
    files.
    """
    ws.upsert_entity("concept", "x")
    kg.close()
    proc = subprocess.Popen([sys.executable, "-c", CHILD_BACKUP, str(db_path)], stdout=subprocess.PIPE,
                            text=True, cwd=REPO, start_new_session=True)
    try:
        assert proc.stdout.readline().strip() == "COPYING"
        proc.kill()
    finally:
        proc.kill()
        proc.wait(timeout=30)
        proc.stdout.close()
    with kgstore.open(db_path) as again:
        listed = again.backups()
        for path in listed:
            conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
            try:
                conn.execute("SELECT COUNT(*) FROM kg_entities").fetchone()
            finally:
                conn.close()


def test_pruning_removes_a_backups_sidecar_files(kg, ws, db_path):
    """KB10 (minor): backup.prune unlinks '<backup>.db' only; the -wal/-shm/-journal files that
    reading a WAL-mode backup (restore opens it mode=ro) or an interrupted backup leave beside
    it stay forever. Fix: unlink the three sidecars with the backup.
    """
    ws.upsert_entity("concept", "x")
    first = kg.backup()
    kg.restore(first)  # reads `first` read-only: leaves first.db-wal / -shm beside it
    for i in range(backups.KEEP_BACKUPS + 1):
        kg.backup(label=f"more{i}")
    assert not first.exists()
    leftovers = [p.name for p in db_path.parent.iterdir() if p.name.startswith(first.name)]
    assert leftovers == []


def test_check_integrity_reports_a_damaged_file_instead_of_raising(tmp_path):
    """KB12: KnowledgeGraph.check_integrity on a damaged file raises sqlite3.DatabaseError (from
    the search-index flush it runs first, or from PRAGMA integrity_check) instead of returning
    the problems it exists to report. Fix: catch sqlite3.DatabaseError around the flush and
    around each check and append it to the returned list.
    """
    db = tmp_path / "kg.db"
    with kgstore.open(db) as kg:
        ws = kg.workspace("w")
        for i in range(300):
            ws.upsert_entity("concept", f"entity {i}", description="d" * 300)
            if i % 3 == 0:
                ws.add_observation(ws.find_entity("concept", f"entity {i}").id, f"note {i} " * 20)
        kg._db.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    data = bytearray(db.read_bytes())
    for off in range(4096 * 4, min(len(data), 4096 * 12), 7):  # some data pages; the schema survives
        data[off] = (data[off] * 31 + 7) % 256
    db.write_bytes(bytes(data))
    with kgstore.open(db) as kg:
        assert kg.check_integrity() != []


def test_merging_entities_whose_observations_share_a_fingerprint(ws):
    """KB13: merge._move_observations walks the observations of the canonical entity and the
    duplicates in precedence order and moves each kept duplicate row at once (UPDATE entity_id);
    when a duplicate's row comes before a canonical row with the same fingerprint (a higher
    precedence source, or an older row), the UPDATE collides with UNIQUE(entity_id, fingerprint)
    and sqlite3.IntegrityError escapes Workspace.merge_entities (the cleanup's case-duplicate
    phase and the GUI's merge use the same code). Found by fuzz_calls.py. Fix: decide first,
    then write: collect the rows to drop, DELETE them, then UPDATE the kept duplicate rows."""
    keep = ws.upsert_entity("service", "api")
    dup = ws.upsert_entity("service", "api-old")
    ws.add_observation(keep.id, "latency is fine", source="agent", fingerprint="mailbox:message:fp1")
    ws.add_observation(dup.id, "latency was high", source="manual", fingerprint="mailbox:message:fp1")
    merged = ws.merge_entities(keep.id, [dup.id])
    assert merged.id == keep.id and len(ws.observations(keep.id)) == 1
