"""Backups: which files are a database's backups, which are pruned, what their records say, and
the leftovers of interrupted copies (backup.py), each rule at its edge."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys

import pytest

import kgstore
from kgstore.storage import backup as backups


def _plain_db(path, *, info=None):
    """An SQLite file that is no backup of ours, or one with the given record rows."""
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE t (x)")
    if info is not None:
        conn.execute("CREATE TABLE kg_backup_info (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
        conn.executemany("INSERT INTO kg_backup_info VALUES (?, ?)", list(info.items()))
    conn.commit()
    conn.close()
    return path


def test_the_newest_ten_rotating_backups_are_kept_as_the_readme_says(kg, db_path):
    made = [kg.backup(label=f"b{i:02d}") for i in range(13)]
    assert kg.backups() == made[:2:-1]  # the 10 newest, newest first
    assert len(kg.backups()) == 10
    assert not any(p.exists() for p in made[:3])


def test_prune_keeps_the_given_number_and_never_the_excluded_one(kg, db_path):
    made = [kg.backup(label=f"b{i}") for i in range(5)]
    # made[0] is spared, and counts as one of the 3 kept.
    assert backups.prune(db_path, keep=3, exclude=made[0]) == [made[2], made[1]]
    assert [i.path for i in backups.rotation(db_path)] == [made[4], made[3], made[0]]
    assert backups.prune(db_path, keep=2) == [made[0]]
    assert backups.prune(db_path, keep=0) == [made[4], made[3]]
    assert backups.prune(db_path) == []


def test_the_rotation_is_only_what_we_made_for_this_very_file_under_its_name(kg, db_path, tmp_path):
    ours = kg.backup(label="ours")
    renamed = db_path.parent / "kg.db.backup-20000101-000000-000-moved.db"
    shutil.copyfile(ours, renamed)  # its record names another file name
    elsewhere = tmp_path / "other"
    elsewhere.mkdir()
    with kgstore.open(elsewhere / "kg.db") as other:
        theirs = other.backup(label="theirs")
    foreign = db_path.parent / theirs.name
    shutil.copyfile(theirs, foreign)  # made for another database
    copy = db_path.parent / "kg.db.backup-20000101-000000-001-copy.db"
    shutil.copyfile(kg.backup(tmp_path / "elsewhere.db"), copy)  # a copy's record: not rotating
    assert [i.path for i in backups.rotation(db_path)] == [ours]
    assert set(kg.backups()) == {ours, renamed, foreign, copy}
    for _ in range(10):
        kg.backup()
    assert renamed.exists() and foreign.exists() and copy.exists() and not ours.exists()


def test_backups_named_after_the_stem_by_older_versions_are_listed_never_pruned(kg, db_path):
    legacy = db_path.parent / "kg.backup-20000101-000000-000-manual.db"
    shutil.copyfile(kg.backup(), legacy)
    con = sqlite3.connect(legacy)
    with con:
        con.execute("UPDATE kg_backup_info SET value = ? WHERE key = 'file_name'", (legacy.name,))
    con.close()
    assert legacy in kg.backups()
    assert legacy not in [i.path for i in backups.rotation(db_path)]
    assert backups.is_backup_name(legacy, db_path)
    for _ in range(11):
        kg.backup()
    assert legacy.exists()


def test_only_names_of_this_databases_backups_beside_it_count_as_backup_names(tmp_path):
    db = tmp_path / "kg.db"
    name = "kg.db.backup-20260101-000000-000-manual.db"
    assert backups.is_backup_name(tmp_path / name, db)
    assert backups.is_backup_name(tmp_path / "kg.db.backup-20260101-000000-000-manual-2.db", db)
    assert backups.is_backup_name(tmp_path / "sub" / name, db) is False  # another folder (a bool)
    assert not backups.is_backup_name(tmp_path / "kg.db.backup-2026-manual.db", db)  # no time stamp
    assert not backups.is_backup_name(tmp_path / "kg.db.backup-20260101-000000-000-Manual.db", db)
    assert not backups.is_backup_name(tmp_path / "other.db.backup-20260101-000000-000-manual.db", db)
    assert not backups.is_backup_name(tmp_path / ("x" + name), db)


def test_a_record_is_read_only_from_a_backup_of_ours(tmp_path):
    good = {"format": "knowledge-graph-explorer backup 1", "made_at": "1767225600123", "reason": "clear",
            "rotating": "1", "source_path": "/x/kg.db", "file_name": "n.db", "details": '{"a": [1]}'}
    info = backups.read_info(_plain_db(tmp_path / "good.db", info=good))
    assert (info.made_at, info.reason, info.rotating, info.source_path, info.file_name, info.details) == (
        1767225600123, "clear", True, "/x/kg.db", "n.db", {"a": [1]})
    assert backups.read_info(_plain_db(tmp_path / "none.db")) is None  # no record table
    assert backups.read_info(_plain_db(tmp_path / "fmt.db", info={**good, "format": "other 1"})) is None
    text = tmp_path / "text.db"
    text.write_text("SQLite format 3 but not really")
    assert backups.read_info(text) is None
    assert backups.read_info(tmp_path / "missing.db") is None
    odd = backups.read_info(_plain_db(tmp_path / "odd.db", info={
        **good, "made_at": "soon", "details": "[1, 2]", "rotating": "yes"}))
    assert (odd.made_at, odd.details, odd.rotating) == (None, {}, False)
    broken = backups.read_info(_plain_db(tmp_path / "broken.db", info={**good, "details": "{nope", "made_at": ""}))
    assert (broken.made_at, broken.details) == (None, {})


def test_when_a_backup_was_taken_comes_from_its_record_then_its_name_then_its_file(tmp_path):
    good = {"format": "knowledge-graph-explorer backup 1", "made_at": "1000", "reason": "clear"}
    named = "kg.db.backup-20260101-000000-123-manual.db"
    (tmp_path / "a").mkdir()
    assert backups.when_and_why(_plain_db(tmp_path / "a" / named, info=good)) == (1000, "clear")
    (tmp_path / "b").mkdir()
    no_time = _plain_db(tmp_path / "b" / named, info={**good, "made_at": ""})
    assert backups.when_and_why(no_time) == (1_767_225_600_123, "manual")
    plain = _plain_db(tmp_path / "plain.db", info={**good, "made_at": ""})
    os.utime(plain, (1_700_000_000.5, 1_700_000_000.5))
    assert backups.when_and_why(plain) == (1_700_000_000_500, "clear")
    assert backups.when_and_why(tmp_path / "gone.db") == (None, "")


def test_a_copy_record_says_not_rotating_and_for_which_file(kg, db_path, tmp_path):
    dest = tmp_path / "copy.db"
    kg.backup(dest, label="export")
    info = backups.read_info(dest)
    assert (info.rotating, info.reason, info.file_name, info.source_path) == (
        False, "export", "copy.db", os.path.realpath(db_path))
    assert backups.copy_info(None, dest)["source_path"] == ""


def test_a_backup_of_a_backup_carries_only_its_own_record(kg, db_path, tmp_path):
    first = kg.backup(label="first")
    with kgstore.open(tmp_path / "restored.db") as other:
        other.restore(first)
        second = other.backup(label="second")
    info = backups.read_info(second)
    assert (info.reason, info.source_path) == ("second", os.path.realpath(tmp_path / "restored.db"))


def test_a_long_database_name_gets_backups_the_file_system_can_hold(tmp_path, monkeypatch):
    name = "n" * 230 + ".db"
    with kgstore.open(tmp_path / name) as kg:
        made = kg.backup(label="x" * 40)
        assert len(os.fsencode(made.name)) <= 255
        assert made.name.startswith("n" * 100) and "~" in made.name
        assert kg.backups() == [made]

    def unknown(folder, what):
        raise OSError("no pathconf here")

    monkeypatch.setattr(backups.os, "pathconf", unknown)
    prefix = backups.backup_prefix(tmp_path / name)
    assert len(prefix.encode()) == 255 - 59 + len(".backup-")  # 255 assumed when it cannot be asked
    assert backups.backup_prefix(tmp_path / "kg.db") == "kg.db.backup-"


def test_a_multibyte_name_is_cut_by_bytes_not_characters(tmp_path, monkeypatch):
    monkeypatch.setattr(backups, "_name_max", lambda folder: 100)
    prefix = backups.backup_prefix(tmp_path / ("\u00e9" * 30 + ".db"))  # 63 bytes: over the 41 allowed
    assert prefix == "\u00e9" * 16 + "~" + prefix[17:25] + ".backup-"
    assert len(prefix[:-len(".backup-")].encode()) == 41


def test_partial_copies_of_a_live_process_or_our_own_are_kept(kg, db_path):
    live = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        theirs = db_path.parent / f".kg.db.backup-x.{live.pid}-0123abcd.partial"
        mine = db_path.parent / f".kg.db.backup-y.{os.getpid()}-0123abcd.partial-wal"
        dead = db_path.parent / ".kg.db.backup-z.999999-0123abcd.partial-journal"
        other = db_path.parent / ".kg.db.backup-z.999999-0123abcd.partialX"
        for p in (theirs, mine, dead, other):
            p.write_bytes(b"half")
        assert backups.remove_stale_partials(db_path.parent) == [dead]
        assert theirs.exists() and mine.exists() and other.exists()
    finally:
        live.kill()
        live.wait()
    assert backups.remove_stale_partials(db_path.parent / "missing") == []


def test_an_upgrade_backup_is_found_only_for_that_upgrade_from_no_further_along(kg, db_path):
    made = backups.take_backup(kg._db.conn, db_path, "before-upgrade",
                               details={"upgrade_to": "0018_x", "applied": ["0001", "0002"]})
    assert backups.find_upgrade_backup(db_path, "0018_x", {"0001", "0002"}) == made
    assert backups.find_upgrade_backup(db_path, "0018_x", {"0001", "0002", "0003"}) == made
    assert backups.find_upgrade_backup(db_path, "0018_x", {"0001"}) is None  # it holds more than now
    assert backups.find_upgrade_backup(db_path, "0019_y", {"0001", "0002"}) is None
    backups.take_backup(kg._db.conn, db_path, "manual", details={"upgrade_to": "0018_x", "applied": []})
    assert backups.find_upgrade_backup(db_path, "0018_x", {"0001", "0002"}) == made


def test_a_copy_is_written_under_a_name_the_cleanup_recognises_as_ours(kg, db_path, monkeypatch):
    """Should the process die before the rename, the next backup must know the half-written copy
    for what it is (hidden, its pid, eight hex digits, .partial) and remove it."""
    seen = []

    def interrupted(src, dst):
        seen.append(os.path.basename(src))
        raise OSError("killed before the rename")

    monkeypatch.setattr(backups.os, "replace", interrupted)
    with pytest.raises((kgstore.KGError, OSError), match="killed before the rename"):
        kg.backup()
    m = backups._PARTIAL.match(seen[0])
    assert m is not None and int(m.group("pid")) == os.getpid(), seen
    assert seen[0].startswith(".kg.db.backup-") and not (db_path.parent / seen[0]).exists()


def test_a_pruned_backup_goes_with_its_sidecar_files(kg, db_path):
    made = [kg.backup(label=f"b{i}") for i in range(3)]
    sidecars = [made[0].with_name(made[0].name + s) for s in ("-wal", "-shm", "-journal")]
    for s in sidecars:
        s.write_bytes(b"left by a reader")
    assert backups.prune(db_path, keep=2) == [made[0]]
    assert not any(s.exists() for s in sidecars)


def test_a_name_exactly_as_long_as_fits_is_kept_whole_and_one_byte_more_is_cut(tmp_path, monkeypatch):
    monkeypatch.setattr(backups, "_name_max", lambda folder: 100)
    fits = 100 - backups._SUFFIX_BYTES  # the longest backup name is then exactly 100 bytes
    whole = "a" * (fits - len(".db")) + ".db"
    assert backups.backup_prefix(tmp_path / whole) == whole + ".backup-"
    longer = "a" + whole
    cut = backups.backup_prefix(tmp_path / longer)
    assert "~" in cut and len(cut[:-len(".backup-")].encode()) <= fits


def test_a_database_in_a_folder_that_does_not_exist_has_no_backups(tmp_path):
    assert backups.list_backups(tmp_path / "missing" / "kg.db") == []


def test_backups_of_both_namings_are_listed_newest_first_by_their_time(kg, db_path):
    made = kg.backup()
    newer_legacy = db_path.parent / "kg.backup-20990101-000000-000-manual.db"
    older_legacy = db_path.parent / "kg.backup-20000101-000000-000-manual.db"
    for legacy in (newer_legacy, older_legacy):
        shutil.copyfile(made, legacy)
    assert kg.backups() == [newer_legacy, made, older_legacy]


def test_a_process_is_only_asked_whether_it_lives_never_signalled(kg, db_path):
    # It echoes each line, and says so when any signal reaches it (also one it would ignore, or
    # inherits as ignored, as under nohup): the line after the probe shows that none came.
    echo = ("import signal, sys\n"
            "def caught(number, frame):\n    print(f'signal {number}', flush=True)\n"
            "for number in signal.valid_signals():\n"
            "    try:\n        signal.signal(number, caught)\n"
            "    except (OSError, ValueError):\n        pass\n"
            "for line in sys.stdin:\n    print(line.strip(), flush=True)")
    live = subprocess.Popen([sys.executable, "-c", echo], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            text=True)
    try:
        live.stdin.write("ready\n")
        live.stdin.flush()
        assert live.stdout.readline().strip() == "ready"
        theirs = db_path.parent / f".kg.db.backup-x.{live.pid}-0123abcd.partial"
        theirs.write_bytes(b"half")
        assert backups.remove_stale_partials(db_path.parent) == []
        live.stdin.write("still here\n")
        live.stdin.flush()
        assert live.stdout.readline().strip() == "still here"  # the probe sent no signal
    finally:
        live.kill()
        live.wait()


def test_a_partial_copy_of_a_process_we_may_not_signal_is_kept(kg, db_path, monkeypatch):
    """Another user's process answers the probe with EPERM: it exists, so its copy is under way."""
    theirs = db_path.parent / ".kg.db.backup-x.4242-0123abcd.partial"
    theirs.write_bytes(b"half")

    def not_permitted(pid, signal):
        raise PermissionError(1, "Operation not permitted")

    monkeypatch.setattr(backups.os, "kill", not_permitted)
    assert backups.remove_stale_partials(db_path.parent) == []
    assert theirs.exists()


def test_a_backup_file_opened_as_a_store_backs_up_with_only_its_own_record(kg, db_path, tmp_path):
    """A backup copied into place by hand carries the record of the backup it was: a backup of
    it replaces that record with its own."""
    first = kg.backup(label="first")
    copied = tmp_path / "copied.db"
    shutil.copyfile(first, copied)
    with kgstore.open(copied) as other:
        second = other.backup(label="second")
    info = backups.read_info(second)
    assert (info.reason, info.source_path, info.file_name) == ("second", os.path.realpath(copied), second.name)


def test_keeping_none_but_the_excluded_backup_removes_every_other(kg, db_path):
    made = [kg.backup(label=f"b{i}") for i in range(3)]
    assert backups.prune(db_path, keep=0, exclude=made[1]) == [made[2], made[0]]
    assert [i.path for i in backups.rotation(db_path)] == [made[1]]
