"""Golden values of every format the store writes into a file (or into a file's name).

Each expected value below is a literal, worked out once by hand or with a tool other than the
code under test (sha256sum, sha1sum, date -u): a change to any of them changes what every existing
file holds, so it must be a deliberate one with a migration, never a side effect. The tests that
build expected rows with the store's own functions cannot see such a change; these do."""

from __future__ import annotations

import os
import shutil
import sqlite3
import types

import pytest

import kgstore
from cowork import copy_fixture, needs_fixture
from kgstore.storage import backup as backups
from kgstore.validation import (
    edge_type_key,
    edge_type_spellings,
    encode_properties,
    normalize_name,
    normalize_text,
    normalize_type_name,
    text_fingerprint,
    text_hash,
)

# 2026-01-01T00:00:00.123Z (`date -u -d @1767225600` is midnight of that day).
MOMENT_MS = 1_767_225_600_123

# --- observation fingerprints ---------------------------------------------------------------
# "text:" + the first 32 hex digits of sha256 of the normalised text (NFKC, whitespace
# collapsed, trimmed, lower-cased). Checked with: printf %s 'alice works at acme' | sha256sum
ALICE = "text:5be373e2af3711a78fe9e1edfe8308e2"

FINGERPRINTS = [
    ("Alice works at Acme", ALICE),
    ("  Alice   works\tat\nAcme  ", ALICE),  # whitespace runs and ends do not count
    ("ALICE WORKS AT ACME", ALICE),  # nor does case
    ("\ufb01le \uff26\uff55\uff4c\uff4c", "text:46fe9835d07a4cf94b799c399c30721d"),  # NFKC: "file full"
    ("Stra\u00dfe", "text:787f4770613d3824cbc89b6d5da90a12"),  # lower(), not casefold(): ß stays
    ("caf\u00e9", "text:850f7dc43910ff890f8879c0ed26fe69"),  # precomposed é
    ("cafe\u0301", "text:850f7dc43910ff890f8879c0ed26fe69"),  # e + combining acute: the same
    ("\u65e5\u672c\u8a9e\u306e\u30c6\u30ad\u30b9\u30c8", "text:d4192d3b01dfa9f5b08388f13e5c7492"),
]


@pytest.mark.parametrize(("text", "expected"), FINGERPRINTS)
def test_observation_fingerprints_are_pinned(text, expected):
    assert text_fingerprint(text) == expected
    assert len(expected) == 37
    assert text_hash(text) == expected[len("text:"):]
    # A digest already known is used as it is (the write path passes text_hash's).
    assert text_fingerprint("anything", expected[5:]) == expected


def test_normalised_text_of_observations_is_pinned():
    assert normalize_text("  Alice   works\tat\nAcme  ") == "alice works at acme"
    assert normalize_text("\ufb01le \uff26\uff55\uff4c\uff4c") == "file full"
    assert normalize_text("cafe\u0301") == "caf\u00e9"
    assert normalize_text("Stra\u00dfe") == "stra\u00dfe"


def test_an_observation_is_stored_with_its_pinned_fingerprint_and_hash(kg, ws, db_path):
    e = ws.upsert_entity("person", "Alice")
    obs = ws.add_observation(e.id, "  Alice   works\tat\nAcme  ")
    assert obs.fingerprint == ALICE
    conn = sqlite3.connect(db_path)
    try:
        row = conn.execute("SELECT content, fingerprint, content_hash FROM kg_observations").fetchone()
    finally:
        conn.close()
    assert row == ("Alice   works\tat\nAcme", ALICE, "5be373e2af3711a78fe9e1edfe8308e2")
    # The same text with other spacing and case is the same observation, by that fingerprint.
    again = ws.add_observation(e.id, "alice works at ACME")
    assert again.id == obs.id


# --- normalised names (kg_entities.normalized_name) -----------------------------------------

NAMES = [
    ("Go", "go"),
    ("  GO  ", "go"),
    ("Two\t  words\n here", "two words here"),
    ("O'Brien, Inc.", "o'brien, inc."),  # punctuation is part of the name
    ("Hello-World!", "hello-world!"),
    ("React\u200b", "react"),  # zero-width space removed
    ("x\ufe0fy", "xy"),  # variation selector removed
    ("Stra\u00dfe", "strasse"),  # casefold: ß is ss
    ("STRASSE", "strasse"),
    ("\u0130stanbul", "istanbul"),  # dotted capital I: the dot is dropped
    ("\u0131i", "\u0131i"),  # dotless ı stays a letter of its own
    ("\uff26\uff55\uff4c\uff4c \ufb01le", "full file"),  # NFKC: full-width letters, ligature
    ("e\u0301", "\u00e9"),  # composed
    ("A\u00a0B", "a b"),  # no-break space is a space
]


@pytest.mark.parametrize(("name", "expected"), NAMES)
def test_normalised_names_are_pinned(name, expected):
    assert normalize_name(name) == expected


def test_an_entity_is_stored_with_its_pinned_key(kg, ws, db_path):
    ws.upsert_entity("place", "\u0130stanbul")
    ws.upsert_entity("concept", "  Stra\u00dfe  ")
    conn = sqlite3.connect(db_path)
    try:
        rows = sorted(conn.execute("SELECT name, normalized_name FROM kg_entities").fetchall())
    finally:
        conn.close()
    assert rows == [("Stra\u00dfe", "strasse"), ("\u0130stanbul", "istanbul")]


# --- type names ------------------------------------------------------------------------------


@pytest.mark.parametrize(("given", "expected"), [
    ("Depends On", "depends_on"),
    ("  Works_At ", "works_at"),
    ("\uff26\uff2f\uff2f bar", "foo_bar"),
    ("a.b-c", "a.b-c"),
])
def test_type_names_are_pinned(given, expected):
    assert normalize_type_name(given) == expected


def test_edge_type_keys_and_spellings_are_pinned():
    # CoWork OS stores "hosts weekly", we store "hosts_weekly": one type.
    assert [edge_type_key(s) for s in ("Hosts Weekly", "hosts_weekly", " HOSTS  weekly ")] == ["hosts_weekly"] * 3
    assert edge_type_spellings(["hosts_weekly", "x"]) == ["hosts weekly", "hosts_weekly", "x"]


def test_an_edge_is_stored_with_its_pinned_type(kg, ws, db_path):
    a, b = ws.upsert_entity("service", "a"), ws.upsert_entity("service", "b")
    ws.create_edge(a.id, b.id, "Depends On")
    conn = sqlite3.connect(db_path)
    try:
        assert conn.execute("SELECT edge_type FROM kg_edges").fetchall() == [("depends_on",)]
    finally:
        conn.close()


# --- properties ------------------------------------------------------------------------------


def test_properties_are_stored_as_compact_json_in_the_given_key_order(kg, ws, db_path):
    text = '{"b":1,"a":"\u00e9","c":[1.5,null,true]}'
    assert encode_properties({"b": 1, "a": "\u00e9", "c": [1.5, None, True]}) == text
    assert encode_properties({}) == "{}"
    ws.upsert_entity("service", "p", properties={"b": 1, "a": "\u00e9", "c": [1.5, None, True]})
    conn = sqlite3.connect(db_path)
    try:
        assert conn.execute("SELECT properties FROM kg_entities").fetchall() == [(text,)]
    finally:
        conn.close()


# --- times -----------------------------------------------------------------------------------


def test_times_are_stored_as_integer_milliseconds_of_the_clock(tmp_path):
    path = tmp_path / "kg.db"
    with kgstore.open(path, clock=lambda: MOMENT_MS) as kg:
        ws = kg.workspace("w")
        a, b = ws.upsert_entity("service", "a"), ws.upsert_entity("service", "b")
        ws.create_edge(a.id, b.id, "uses")
        ws.add_observation(a.id, "note")
    conn = sqlite3.connect(path)
    try:
        assert set(conn.execute("SELECT created_at, updated_at, last_seen_at FROM kg_entities")) == {
            (MOMENT_MS, MOMENT_MS, MOMENT_MS)}
        assert conn.execute("SELECT created_at, valid_from, valid_to FROM kg_edges").fetchall() == [
            (MOMENT_MS, MOMENT_MS, None)]
        assert conn.execute("SELECT created_at FROM kg_observations").fetchall() == [(MOMENT_MS,)]
        assert conn.execute("SELECT typeof(created_at) FROM kg_entities LIMIT 1").fetchone() == ("integer",)
    finally:
        conn.close()


# --- migration records -----------------------------------------------------------------------

MIGRATION_NAMES = [
    "0001_base_tables",
    "0002_temporal_edges",
    "0003_observation_fingerprints",
    "0004_entity_normalized_name",
    "0005_search_index",
    "0006_support_tables",
    "0007_batched_search_index",
    "0008_fts_updates_when_text_changes",
    "0009_deferred_entity_index_updates",
    "0010_edge_indexes_hold_rows",
    "0011_identity_casefold",
    "0012_cowork_entity_index",
    "0013_healing_index",
    "0014_memory_flags",
    "0015_trigram_index",
    "0016_review_inbox",
    "0017_memory_capture_settings",
    "0018_edge_type_windows",
    "0019_edge_counts",
    "0020_count_triggers_update_first",
]


def _recorded(path):
    conn = sqlite3.connect(path)
    try:
        return conn.execute("SELECT name, applied_at FROM kg_migrations ORDER BY rowid").fetchall()
    finally:
        conn.close()


def test_a_new_file_records_every_migration_by_name_in_order(tmp_path):
    path = tmp_path / "kg.db"
    with kgstore.open(path, clock=lambda: MOMENT_MS) as kg:
        assert kg.applied_migrations() == MIGRATION_NAMES
    # As written in the file, in the order applied, each with the clock's time.
    assert _recorded(path) == [(name, MOMENT_MS) for name in MIGRATION_NAMES]


@needs_fixture
def test_upgrading_a_cowork_file_records_every_migration_in_order(tmp_path):
    path = copy_fixture(tmp_path)
    kgstore.open(path, clock=lambda: MOMENT_MS).close()
    assert _recorded(path) == [(name, MOMENT_MS) for name in MIGRATION_NAMES]


def test_an_upgrade_records_only_what_was_missing_after_what_was_there(tmp_path):
    path = tmp_path / "kg.db"
    kgstore.open(path, clock=lambda: 1).close()
    conn = sqlite3.connect(path)
    with conn:
        conn.execute("DELETE FROM kg_migrations WHERE name >= '0017'")
    conn.close()
    kgstore.open(path, clock=lambda: MOMENT_MS).close()
    assert _recorded(path) == [(n, 1) for n in MIGRATION_NAMES[:16]] + [
        ("0017_memory_capture_settings", MOMENT_MS), ("0018_edge_type_windows", MOMENT_MS),
        ("0019_edge_counts", MOMENT_MS), ("0020_count_triggers_update_first", MOMENT_MS)]


# --- backup names and records ----------------------------------------------------------------


@pytest.fixture
def frozen(monkeypatch):
    """The backup module's clock stopped at MOMENT_MS (only that module's view of time)."""
    fake = types.SimpleNamespace(time_ns=lambda: MOMENT_MS * 1_000_000 + 456_789,
                                 strftime=backups.time.strftime, gmtime=backups.time.gmtime)
    monkeypatch.setattr(backups, "time", fake)


def test_a_backup_name_is_the_file_name_the_utc_time_and_the_reason(kg, db_path, frozen):
    first = kg.backup()
    assert first.name == "kg.db.backup-20260101-000000-123-manual.db"
    second = kg.backup()  # the same millisecond: a counter, never an overwrite
    assert second.name == "kg.db.backup-20260101-000000-123-manual-1.db"
    assert kg.backup().name == "kg.db.backup-20260101-000000-123-manual-2.db"
    assert kg.backup(label="Before Upgrade!!").name == "kg.db.backup-20260101-000000-123-before-upgrade.db"
    assert kg.backup(label="x" * 30).name == "kg.db.backup-20260101-000000-123-" + "x" * 24 + ".db"
    assert kg.backup(label="***").name == "kg.db.backup-20260101-000000-123-backup.db"
    assert first.exists() and second.exists()


def test_a_backup_name_reads_back_as_its_time_and_reason(kg, db_path, frozen):
    made = kg.backup(label="before-restore")
    assert backups.when_and_why(made) == (MOMENT_MS, "before-restore")
    # Without its record (a copy made before records were kept): from the name alone.
    bare = db_path.parent / "old" / made.name
    bare.parent.mkdir()
    conn = sqlite3.connect(bare)
    conn.execute("CREATE TABLE t (x)")
    conn.commit()
    conn.close()
    assert backups.read_info(bare) is None
    assert backups.when_and_why(bare) == (MOMENT_MS, "before-restore")


def test_a_backup_record_is_pinned(kg, db_path, frozen):
    made = kg.backup(label="manual")
    conn = sqlite3.connect(made)
    try:
        record = dict(conn.execute("SELECT key, value FROM kg_backup_info").fetchall())
    finally:
        conn.close()
    assert record == {
        "format": "knowledge-graph-explorer backup 1",
        "source_path": os.path.realpath(db_path),
        "file_name": "kg.db.backup-20260101-000000-123-manual.db",
        "made_at": "1767225600123",
        "reason": "manual",
        "rotating": "1",
        "details": "{}",
    }


def test_a_copy_record_carries_the_time_it_was_made(kg, tmp_path, frozen):
    dest = tmp_path / "copy.db"
    kg.backup(dest, label="export")
    assert backups.read_info(dest).made_at == MOMENT_MS
    assert backups.when_and_why(dest) == (MOMENT_MS, "export")


def test_a_long_file_name_gets_a_pinned_shortened_backup_prefix(tmp_path, monkeypatch):
    monkeypatch.setattr(backups, "_name_max", lambda folder: 100)
    name = "a-very-long-knowledge-graph-file-name-for-testing.sqlite"
    # 100 bytes less the 59 a backup name adds: 32 bytes of the name, "~", and the first 8 hex
    # digits of sha1 of the whole name (printf %s NAME | sha1sum: 9baedf6a1a63...).
    assert backups.backup_prefix(tmp_path / name) == "a-very-long-knowledge-graph-file~9baedf6a.backup-"
    assert backups.backup_prefix(tmp_path / "kg.db") == "kg.db.backup-"


def test_a_backup_named_with_an_impossible_time_is_listed_by_its_file_time(kg, db_path):
    """A file named like a backup whose time cannot be one (month 13, hour 99) and that holds no
    record of ours: listing the backups must still work, and show its file time."""
    made = kg.backup()
    odd = db_path.parent / "kg.db.backup-20261340-999999-000-manual.db"
    conn = sqlite3.connect(odd)
    conn.execute("CREATE TABLE t (x)")
    conn.commit()
    conn.close()
    os.utime(odd, (1_700_000_000, 1_700_000_000))
    assert odd in kg.backups() and made in kg.backups()
    assert backups.when_and_why(odd) == (1_700_000_000_000, "")
    shutil.copyfile(odd, db_path.parent / "kg.db.backup-20260230-000000-000-manual.db")  # 30 February
    assert backups.when_and_why(db_path.parent / "kg.db.backup-20260230-000000-000-manual.db")[1] == ""
