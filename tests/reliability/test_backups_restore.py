"""Item 5: every destructive operation takes a backup first (SQLite backup API), and backups
round-trip exactly through the API, the `kg` CLI and the GUI's store worker; old backups are
pruned by the documented rule.

"First" is checked twice: the backup holds, row for row, the state just before the operation,
including rows still only in the WAL (a plain file copy would miss them, the backup API does
not); and an SQL trace shows the backup before the first statement that changes data.
"""

from __future__ import annotations

import importlib.util
import os
import re
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

import kgstore
import kgstore.storage.opening
from kgstore.storage import backup as backups

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "benchmarks" / "reliability"))
from relcommon import GRAPH_TABLES, dump_rows, raw_integrity  # noqa: E402

DESTRUCTIVE = re.compile(r"^\s*(DELETE|UPDATE|INSERT|REPLACE|DROP|ALTER|CREATE)\b", re.IGNORECASE)


def _load(name: str, path: Path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def all_rows(path) -> dict[str, list[tuple]]:
    """Every row of every table, FTS shadow tables included: the whole file, row for row (a
    backup's own record of when and why it was made, kg_backup_info, aside)."""
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        names = [r[0] for r in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
            " AND sql NOT LIKE 'CREATE VIRTUAL TABLE%' AND name != 'kg_backup_info' ORDER BY name")]
        return {n: sorted(conn.execute(f'SELECT * FROM "{n}"').fetchall(), key=repr) for n in names}
    finally:
        conn.close()


def wal_bytes(db) -> int:
    wal = Path(f"{db}-wal")
    return wal.stat().st_size if wal.exists() else 0


def fill(ws, tag: str = "") -> None:
    a = ws.upsert_entity("service", f"api{tag}", description="the API", properties={"k": [1, 2]},
                         source="manual")
    b = ws.upsert_entity("technology", f"PostgreSQL{tag}", source="agent")
    c = ws.upsert_entity("technology", f"redis{tag}", source="auto")
    ws.create_edge(a.id, b.id, "connects_to", valid_from=1_760_000_000_000)
    g = ws.create_edge(a.id, c.id, "uses", valid_from=1_760_000_000_000)
    ws.invalidate_edge(g.id, 1_765_000_000_000)
    ws.add_observation(a.id, f"latency up on /users {tag}")
    ws.save_positions({a.id: (1.5, -2.0, True)})


class Trace:
    """SQL statements of one connection, with the moments backups were taken, in order."""

    def __init__(self, monkeypatch):
        self.events: list[str] = []
        real = backups.take_backup

        def traced_take_backup(conn, db_path, label="manual", **kwargs):
            self.events.append(f"BACKUP {label}")
            return real(conn, db_path, label, **kwargs)

        monkeypatch.setattr(backups, "take_backup", traced_take_backup)

    def attach(self, conn: sqlite3.Connection) -> None:
        conn.set_trace_callback(lambda sql: self.events.append(sql))

    def assert_backup_first(self, label: str) -> None:
        marks = [i for i, e in enumerate(self.events) if e == f"BACKUP {label}"]
        assert marks, f"no {label} backup was taken: {self.events[:20]}"
        changes = [i for i, e in enumerate(self.events)
                   if DESTRUCTIVE.match(e) and "maintenance_claims" not in e and "kg_migrations" not in e
                   and not e.lstrip().upper().startswith("CREATE TABLE IF NOT EXISTS KG_MIGRATIONS")]
        assert changes, "the operation changed nothing?"
        assert marks[0] < changes[0], (
            f"data changed before the backup: {self.events[changes[0]][:120]!r}")


# -- every destructive path takes a backup first --------------------------------------------------

def test_a_migration_that_rewrites_data_backs_up_the_original_first(tmp_path, monkeypatch):
    legacy = _load("kg_legacy_fixture", REPO / "tests" / "kgstore" / "storage" / "test_migrations.py")
    db = tmp_path / "cowork.db"
    legacy.build_legacy_file(db)
    original = all_rows(db)
    trace = Trace(monkeypatch)
    real_connect = kgstore.storage.opening.connect

    def traced_connect(path):
        conn = real_connect(path)
        trace.attach(conn)
        return conn

    monkeypatch.setattr(kgstore.storage.opening, "connect", traced_connect)
    with kgstore.open(db) as kg:
        backup = kg.last_migration_backup
        assert backup is not None and backup in kg.backups() and "before-upgrade" in backup.name
        assert kg.applied_migrations()  # it was upgraded
    trace.assert_backup_first("before-upgrade")
    saved = all_rows(backup)
    # Only the (empty) migrations register was created before the backup; every row is the original's.
    assert saved.pop("kg_migrations", []) == []
    assert saved == original
    assert raw_integrity(backup) == []


def test_the_cleanup_backs_up_first(tmp_path, monkeypatch, clock):
    noise_mod = _load("kg_cleanup_noise_fixture", REPO / "tests" / "kgstore" / "passive" / "cleanup_noise.py")
    db = tmp_path / "kg.db"
    kg = kgstore.open(db, clock=clock)
    try:
        noise_mod.build_noise(kg, clock)
        assert wal_bytes(db) > 0  # rows still in the WAL: a plain file copy would miss them
        before = dump_rows(db, GRAPH_TABLES)
        trace = Trace(monkeypatch)
        trace.attach(kg._db.conn)
        report = kg.run_cleanup()
        assert report.ran and report.backup_path
        trace.assert_backup_first("cleanup")
        assert dump_rows(report.backup_path, GRAPH_TABLES) == before
        assert dump_rows(db, GRAPH_TABLES) != before  # it did clean something
    finally:
        kg.close()


def test_clear_all_backs_up_first_and_the_backup_restores_the_workspace(kg, ws, db_path, monkeypatch):
    fill(ws)
    fill(kg.workspace("ws-2"), "-other")
    assert wal_bytes(db_path) > 0
    before = dump_rows(db_path)
    trace = Trace(monkeypatch)
    trace.attach(kg._db.conn)
    report = ws.clear()
    trace.assert_backup_first("clear")
    assert report.backup_path and Path(report.backup_path) in kg.backups()
    assert dump_rows(report.backup_path) == before
    assert ws.stats().entities == 0 and kg.workspace("ws-2").stats().entities == 3
    kg.restore(report.backup_path)
    assert dump_rows(db_path, GRAPH_TABLES) == {t: v for t, v in before.items() if t in GRAPH_TABLES}


def test_restore_backs_up_the_current_state_first(kg, ws, db_path):
    fill(ws)
    old = kg.backup()
    fill(ws, "-later")
    assert wal_bytes(db_path) > 0
    before = all_rows(db_path)
    safety = kg.restore(old)
    assert safety is not None and "before-restore" in safety.name and safety in kg.backups()
    assert all_rows(safety) == before
    # ... and restoring the safety backup undoes the restore, exactly.
    kg.restore(safety)
    assert all_rows(db_path) == before


def test_a_plain_file_copy_would_have_lost_the_wal(kg, ws, db_path, tmp_path):
    """Why the backup API: right after writes the newest rows are only in the -wal file."""
    fill(ws)
    assert wal_bytes(db_path) > 0
    copy = tmp_path / "copy.db"
    copy.write_bytes(db_path.read_bytes())
    conn = sqlite3.connect(copy)
    try:
        copied = conn.execute("SELECT COUNT(*) FROM kg_entities").fetchone()[0]
    except sqlite3.DatabaseError:
        copied = 0
    finally:
        conn.close()
    assert copied < 3
    assert len(dump_rows(kg.backup(), ("kg_entities",))["kg_entities"]) == 3


# -- round trips, row for row -------------------------------------------------------------------

def kg_cli(db, *args, input=None):
    env = {k: v for k, v in os.environ.items() if k not in ("KG_DB", "KG_WORKSPACE", "KG_DEBUG")}
    proc = subprocess.run([sys.executable, "-m", "kgstore.agent.cli", "--db", str(db), *args], input=input,
                          capture_output=True, text=True, cwd=REPO, env=env, timeout=60)
    assert "Traceback" not in proc.stderr, proc.stderr
    return proc


def test_api_backup_and_restore_round_trip_every_table(kg, ws, db_path):
    fill(ws)
    fill(kg.workspace("ws-2"), "-2")
    ws.set_memory_settings(privacy_mode="strict")
    ws.run_decay(force=True)
    snapshot = all_rows(db_path)
    path = kg.backup()
    assert all_rows(path) == snapshot
    ws.clear(backup=False)
    kg.workspace("ws-2").upsert_entity("concept", "after the backup")
    kg.restore(path)
    assert all_rows(db_path) == snapshot
    assert kg.check_integrity() == []


def test_cli_backup_and_restore_round_trip_every_table(tmp_path):
    db = tmp_path / "kg.db"
    with kgstore.open(db) as kg:
        fill(kg.workspace("ws-1"))
    proc = kg_cli(db, "backup", "--json")
    assert proc.returncode == 0, proc.stderr
    import json

    made = Path(json.loads(proc.stdout)["path"])
    snapshot = all_rows(db)
    assert all_rows(made) == snapshot
    out = tmp_path / "elsewhere.db"
    assert kg_cli(db, "backup", "--output", str(out)).returncode == 0
    assert all_rows(out) == snapshot
    with kgstore.open(db) as kg:
        kg.workspace("ws-1").clear(backup=False)
        kg.workspace("ws-3").upsert_entity("concept", "written after the backup")
    for source in (made, out):
        proc = kg_cli(db, "restore", str(source), "--yes")
        assert proc.returncode == 0, proc.stderr
        assert all_rows(db) == snapshot
        safety = re.search(r"backed up to (\S+)", proc.stdout).group(1)
        assert Path(safety).exists()
    assert raw_integrity(db) == []


def test_gui_worker_backup_and_restore_round_trip_every_table(qtbot, tmp_path):
    pytest.importorskip("PySide6")
    from kgui.worker import StoreClient, WorkerConfig, running_worker_threads

    db = tmp_path / "kg.db"
    with kgstore.open(db) as kg:
        fill(kg.workspace("ws-1"))
    client = StoreClient(str(db), WorkerConfig(poll_interval_ms=50, cleanup_delay_ms=None,
                                               decay_first_delay_ms=None))
    try:
        with qtbot.waitSignal(client.opened, timeout=10_000):
            client.start()
        results: dict[str, object] = {}

        def call(op, **kwargs):
            errors = []
            client.submit(op, workspace="ws-1", on_done=lambda r: results.__setitem__(op, r),
                          on_error=errors.append, **kwargs)
            qtbot.waitUntil(client.is_idle, timeout=20_000)
            assert not errors, errors
            return results[op]

        made = Path(call("backup_now"))
        snapshot = all_rows(db)
        assert all_rows(made) == snapshot
        assert made in [entry.path for entry in call("list_backups")]
        report = call("clear_workspace")  # the GUI's Clear All: backs up first
        assert Path(report.backup_path).exists() and all_rows(report.backup_path) == snapshot
        with kgstore.open(db) as other:  # another process writes meanwhile
            other.workspace("ws-9").upsert_entity("concept", "from the MCP server")
        safety = call("restore_backup", path=str(made))
        assert all_rows(db) == snapshot
        assert "from the MCP server" in {r[0] for r in _q(safety, "SELECT name FROM kg_entities")}
        # The worker keeps working on the restored file (its caches were dropped).
        assert call("stats").entities == 3
    finally:
        assert client.shutdown()
    assert running_worker_threads() == []


def _q(path, sql):
    conn = sqlite3.connect(f"file:{path}?mode=ro&immutable=1", uri=True)
    try:
        return conn.execute(sql).fetchall()
    finally:
        conn.close()


def test_another_open_handle_sees_the_restored_file(kg, ws, db_path):
    """The MCP server / GUI have the file open while the CLI restores: they see the restored
    content at their next call, never the stale cache."""
    fill(ws)
    path = kg.backup()
    other = kgstore.open(db_path)
    try:
        ows = other.workspace("ws-1")
        assert ows.stats().entities == 3
        gone = ws.upsert_entity("concept", "made after the backup")
        assert ows.get_entity(gone.id) is not None
        kg.restore(path)
        assert ows.get_entity(gone.id) is None
        assert ows.stats().entities == 3 and [h.entity.name for h in ows.search("latency")] == ["api"]
        ows.upsert_entity("concept", "written after the restore")  # and it can still write
    finally:
        other.close()
    assert kg.check_integrity() == []


# -- pruning: the documented rule -----------------------------------------------------------------

def test_pruning_keeps_the_newest_keep_backups_as_documented(tmp_path):
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    assert f"newest {backups.KEEP_BACKUPS} backups are kept" in readme
    assert "KEEP_BACKUPS" in (backups.__doc__ or "") or "newest KEEP_BACKUPS" in (backups.__doc__ or "")
    db = tmp_path / "kg.db"
    with kgstore.open(db) as kg:
        fill(kg.workspace("ws-1"))
    made = []
    for _ in range(backups.KEEP_BACKUPS + 3):
        proc = kg_cli(db, "backup")
        assert proc.returncode == 0, proc.stderr
        made.append(Path(re.search(r" to (\S+) \(", proc.stdout).group(1)))
    out = tmp_path / "kept-forever.db"
    assert kg_cli(db, "backup", "-o", str(out)).returncode == 0
    with kgstore.open(db) as kg:
        listed = kg.backups()
    assert listed == sorted(made[-backups.KEEP_BACKUPS:], key=lambda p: p.name, reverse=True)
    assert not any(p.exists() for p in made[:3])
    assert out.exists() and out not in listed
    proc = kg_cli(db, "backups")
    assert proc.returncode == 0 and f"the newest {backups.KEEP_BACKUPS} are kept" in proc.stdout
    assert proc.stdout.count(".backup-") == backups.KEEP_BACKUPS


def test_gui_clear_all_then_restore_last_backup_round_trips_the_memory(qtbot, tmp_path):
    """The explorer itself: Clear All Memories, then File > Restore last backup, confirmed in its
    dialog. The memory (entities, edges, observations, types) comes back row for row; the layout
    positions the canvas saves on its own are not compared."""
    pytest.importorskip("PySide6")
    from PySide6.QtCore import QSettings

    from kgui.session import ExplorerSession
    from kgui.views.main_window import MainWindow
    from kgui.worker import WorkerConfig, running_worker_threads

    memory = ("kg_entity_types", "kg_entities", "kg_edges", "kg_observations")
    db = tmp_path / "kg.db"
    with kgstore.open(db) as kg:
        fill(kg.workspace("ws-1"))
        fill(kg.workspace("ws-2"), "-2")
    settings = QSettings(str(tmp_path / "kgui.ini"), QSettings.Format.IniFormat)
    session = ExplorerSession(str(db), config=WorkerConfig(poll_interval_ms=100, cleanup_delay_ms=None,
                                                            decay_first_delay_ms=None))
    window = MainWindow(session, settings, workspace="ws-1")
    session.setParent(window)
    try:
        window.show()
        window.start()
        qtbot.waitUntil(lambda: session.model.stats is not None, timeout=15_000)
        qtbot.waitUntil(session.client.is_idle, timeout=15_000)
        before = dump_rows(db, memory)
        with qtbot.waitSignal(session.memories_cleared, timeout=15_000):
            session.clear_all_memories()
        qtbot.waitUntil(session.client.is_idle, timeout=15_000)
        assert dump_rows(db, memory, workspace="ws-1")["kg_entities"] == []
        window.restore_last_backup()
        qtbot.waitUntil(lambda: getattr(window, "active_dialog", None) is not None, timeout=15_000)
        dialog = window.active_dialog
        assert "-clear" in window.restore_path  # it offers the backup Clear All took
        qtbot.waitUntil(lambda: dialog.file_button.isEnabled(), timeout=15_000)  # its preview arrived
        with qtbot.waitSignal(session.backup_restored, timeout=15_000):
            dialog.file_button.click()
        qtbot.waitUntil(session.client.is_idle, timeout=15_000)
        assert dump_rows(db, memory) == before
        qtbot.waitUntil(lambda: session.model.stats is not None and session.model.stats.entities == 3,
                        timeout=15_000)
    finally:
        window.close()
    qtbot.waitUntil(lambda: running_worker_threads() == [], timeout=15_000)
