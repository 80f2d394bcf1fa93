"""Opening files that are not plain, writable knowledge graphs (issue #16, items 4 and 10).

An unrelated SQLite file is never converted without being asked (and backed up); a file that
cannot be written (read-only file or folder, a full disk, a newer schema) opens read-only and
says why; a symlinked path and a path that begins with 'file:' are ordinary paths.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import sqlite3
import subprocess
import uuid
from pathlib import Path

import pytest

import kgstore
from kgstore.storage import backup as backups


def make_graph(path: Path) -> None:
    with kgstore.open(path) as kg:
        ws = kg.workspace("w")
        a = ws.upsert_entity("technology", "React", description="UI library")
        b = ws.upsert_entity("project", "frontend")
        ws.create_edge(b.id, a.id, "uses")
        ws.add_observation(a.id, "upgraded to 18")


@contextlib.contextmanager
def tmpfs(tmp_path: Path, size: str = "4m"):
    """A small file system of our own (needs root): it can be filled, or made read-only."""
    mount = tmp_path / f"fs-{uuid.uuid4().hex[:6]}"
    mount.mkdir()
    if os.geteuid() != 0 or shutil.which("mount") is None:
        pytest.skip("needs root to mount a tmpfs")
    if subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(mount)],
                      capture_output=True).returncode != 0:
        pytest.skip("cannot mount a tmpfs here")
    try:
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], capture_output=True)


def remount_read_only(mount: Path) -> None:
    subprocess.run(["mount", "-o", "remount,ro", str(mount)], check=True, capture_output=True)


def test_an_unrelated_sqlite_file_is_refused_unchanged(tmp_path):
    other = tmp_path / "photos.db"
    conn = sqlite3.connect(other)
    conn.execute("CREATE TABLE photos (id INTEGER PRIMARY KEY, path TEXT)")
    conn.commit()
    conn.close()
    before = other.read_bytes()
    with pytest.raises(kgstore.NotAKnowledgeGraphError, match="photos.*init"):
        kgstore.open(other)
    assert other.read_bytes() == before and sorted(p.name for p in tmp_path.iterdir()) == ["photos.db"]
    with kgstore.open(other, init=True) as kg:
        assert kg.last_migration_backup is not None and "before-init" in kg.last_migration_backup.name
        kg.workspace("w").upsert_entity("concept", "x")
    with sqlite3.connect(kg.last_migration_backup) as conn:
        names = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert "photos" in names and "kg_entities" not in names


def test_a_file_of_a_newer_version_opens_read_only(db_path):
    make_graph(db_path)
    with sqlite3.connect(db_path) as conn:
        conn.execute("INSERT INTO kg_migrations (name, applied_at) VALUES ('0999_from_the_future', 1)")
    before = db_path.read_bytes()
    with kgstore.open(db_path) as kg:
        assert kg.read_only and "newer version" in kg.read_only_reason
        ws = kg.workspace("w")
        assert [h.entity.name for h in ws.search("react")] == ["React"]
        assert len(ws.entity_types()) >= 10
        with pytest.raises(kgstore.ReadOnlyError, match="read-only.*newer version"):
            ws.upsert_entity("concept", "new")
        with pytest.raises(kgstore.ReadOnlyError):
            ws.clear()
    assert db_path.read_bytes() == before


def test_read_only_on_request(db_path):
    make_graph(db_path)
    with kgstore.open(db_path, read_only=True) as kg:
        assert kg.read_only
        assert kg.workspace("w").stats().entities == 2
        with pytest.raises(kgstore.ReadOnlyError):
            kg.workspace("w").add_observation(kg.workspace("w").find_entity("technology", "react").id, "x")


def test_a_read_only_folder_is_read_and_says_why(tmp_path):
    with tmpfs(tmp_path) as mount:
        make_graph(mount / "kg.db")
        remount_read_only(mount)
        with kgstore.open(mount / "kg.db") as kg:
            assert kg.read_only and "read-only" in kg.read_only_reason
            ws = kg.workspace("w")
            assert [e.name for e in ws.entities()] == ["frontend", "React"]
            assert len(ws.neighbors(ws.find_entity("project", "frontend").id)) == 1
            with pytest.raises(kgstore.ReadOnlyError, match="read-only"):
                ws.upsert_entity("concept", "x")
        assert sorted(p.name for p in mount.iterdir()) == ["kg.db"]


def test_a_read_only_backup_opens(tmp_path):
    with tmpfs(tmp_path) as mount:
        make_graph(mount / "kg.db")
        with kgstore.open(mount / "kg.db") as kg:
            made = kg.backup()
        (mount / "kg.db").unlink()
        remount_read_only(mount)
        with kgstore.open(made) as kg:
            assert kg.read_only
            assert kg.workspace("w").stats().observations == 1


def test_an_older_file_in_a_read_only_folder_is_upgraded_in_memory_only(tmp_path):
    with tmpfs(tmp_path) as mount:
        from test_migrations import build_legacy_file

        build_legacy_file(mount / "old.db")
        before = (mount / "old.db").read_bytes()
        remount_read_only(mount)
        with kgstore.open(mount / "old.db") as kg:
            assert kg.read_only and "upgraded in memory" in kg.read_only_reason
            assert kg.workspace("ws-a").find_entity("person", "ada").name == "Ada"
        assert (mount / "old.db").read_bytes() == before


def test_reads_work_on_a_full_disk(tmp_path):
    with tmpfs(tmp_path, size="2m") as mount:
        make_graph(mount / "kg.db")
        filler = mount / "filler"
        with open(filler, "wb") as fh, contextlib.suppress(OSError):
            while True:
                fh.write(b"\0" * 65536)
        with kgstore.open(mount / "kg.db") as kg:
            ws = kg.workspace("w")
            assert [h.entity.name for h in ws.search("react")] == ["React"]
            assert ws.stats().current_edges == 1
            if kg.read_only:
                assert "cannot be written" in kg.read_only_reason and "disk is full" in kg.read_only_reason
            with pytest.raises(kgstore.KGError):
                for i in range(2000):
                    ws.add_observation(ws.find_entity("technology", "react").id, f"note {i} " + "x" * 2000)


def test_a_symlinked_path_finds_the_backups_of_the_real_file(tmp_path):
    real = tmp_path / "data" / "kg.db"
    real.parent.mkdir()
    make_graph(real)
    link = tmp_path / "link.db"
    link.symlink_to(real)
    with kgstore.open(link) as kg:
        assert kg.path == str(real)
        made = kg.backup()
    assert made.parent == real.parent
    with kgstore.open(real) as kg:
        assert kg.backups() == [made]


def test_a_path_that_begins_with_file_is_a_path(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    with kgstore.open("file:odd.db?mode=memory") as kg:
        kg.workspace("w").upsert_entity("concept", "on disk")
    assert (tmp_path / "file:odd.db?mode=memory").is_file()
    with kgstore.open("file:odd.db?mode=memory") as kg:
        assert kg.workspace("w").stats().entities == 1
        assert kg.backup().exists()


def test_backups_of_a_backup_record_their_own_origin(tmp_path):
    db = tmp_path / "kg.db"
    make_graph(db)
    with kgstore.open(db) as kg:
        first = kg.backup()
    info = backups.read_info(first)
    assert info.rotating and info.source_path == str(db) and info.file_name == first.name
    with kgstore.open(first) as kg:  # a backup opened as a database is a knowledge graph too
        second = kg.backup()
    assert backups.read_info(second).source_path == str(first)
    assert backups.rotation(db) == [backups.read_info(first)]
