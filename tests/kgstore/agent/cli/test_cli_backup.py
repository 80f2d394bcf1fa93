"""`kg backup`, `kg backups`, `kg restore`: output, round trip, refusals (one line, exit 2)."""

from __future__ import annotations

import io
import json
import sqlite3
import sys
from pathlib import Path

import pytest

import kgstore
from kgstore.agent import cli
from kgstore.storage.backup import KEEP_BACKUPS

from cli_helpers import assert_error, assert_usage_error, kg_run  # noqa: E402  (tests/kgstore/agent/cli, on sys.path)



def names(path) -> set[str]:
    conn = sqlite3.connect(f"file:{path}?mode=ro&immutable=1", uri=True)
    try:
        return {r[0] for r in conn.execute("SELECT name FROM kg_entities")}
    finally:
        conn.close()


@pytest.fixture
def db(tmp_path):
    path = tmp_path / "kg.db"
    with kgstore.open(path) as kg:
        ws = kg.workspace("w")
        a = ws.upsert_entity("service", "api")
        b = ws.upsert_entity("technology", "Redis")
        ws.create_edge(a.id, b.id, "uses")
        ws.add_observation(a.id, "slow on Mondays")
        kg.workspace("other").upsert_entity("concept", "elsewhere")
    return path


def test_backup_next_to_the_file_and_list(db):
    code, out, err = kg_run("backup", db=db)
    assert code == 0, err
    assert out.startswith(f"backed up {db} to ") and "(3 entities, 1 relationships, 1 observations in 2 workspaces)" in out
    made = Path(out.split(" to ", 1)[1].split(" (", 1)[0])
    assert made.parent == db.parent and made.name.startswith("kg.db.backup-") and made.name.endswith("-manual.db")
    assert names(made) == {"api", "Redis", "elsewhere"}
    code, out, _ = kg_run("backups", db=db)
    assert code == 0 and str(made) in out and f"the newest {KEEP_BACKUPS} are kept" in out and "manual" in out
    code, out, _ = kg_run("backups", "--json", db=db)
    data = json.loads(out)
    assert code == 0 and data["keep"] == KEEP_BACKUPS and data["backups"][0]["path"] == str(made)
    assert data["backups"][0]["label"] == "manual" and data["backups"][0]["size"] > 0
    # Reading a backup to count its rows leaves no -wal/-shm files beside it.
    assert sorted(p.name for p in db.parent.iterdir() if p.name.startswith(made.name)) == [made.name]


def test_backup_json_and_output(db, tmp_path):
    out_path = tmp_path / "copy.db"
    code, out, err = kg_run("backup", "--output", str(out_path), "--json", db=db)
    assert code == 0, err
    data = json.loads(out)
    assert data["path"] == str(out_path) and data["counts"] == {"workspaces": 2, "entities": 3, "relationships": 1,
                                                                "observations": 1}
    assert names(out_path) == {"api", "Redis", "elsewhere"}
    assert [p.name for p in tmp_path.iterdir() if "partial" in p.name] == []
    with kgstore.open(db) as kg:
        assert out_path not in kg.backups()  # a copy elsewhere is never listed nor pruned


def test_backup_refusals(db, tmp_path):
    existing = tmp_path / "existing.db"
    existing.write_bytes(b"something precious")
    assert_error(kg_run("backup", "-o", str(existing), db=db), "is not a backup made by this program")
    assert existing.read_bytes() == b"something precious"
    assert_error(kg_run("backup", "-o", str(tmp_path), db=db), "is a directory")
    assert_error(kg_run("backup", "-o", str(tmp_path / "no" / "x.db"), db=db), "does not exist")
    assert_error(kg_run("backup", "-o", str(db), db=db), "is the database itself")
    assert_error(kg_run("backup", db=tmp_path / "missing.db"), "no knowledge graph at")
    assert_error(kg_run("backups", db=tmp_path / "missing.db"), "no knowledge graph at")
    assert not (tmp_path / "missing.db").exists()
    assert_error(kg_run("backup", db=":memory:"), "in-memory database")
    assert_usage_error(kg_run("backup", "-o", b"bad\xff.db", db=db), "not valid UTF-8")
    assert [p.name for p in tmp_path.iterdir() if "partial" in p.name] == []


def test_backups_when_there_are_none(db):
    code, out, _ = kg_run("backups", db=db)
    assert code == 0 and "no backups of" in out


def test_restore_round_trip_and_safety_backup(db, tmp_path):
    code, out, _ = kg_run("backup", "--json", db=db)
    made = json.loads(out)["path"]
    with kgstore.open(db) as kg:
        kg.workspace("w").clear(backup=False)
        kg.workspace("w").upsert_entity("concept", "after")
    code, out, err = kg_run("restore", made, "--yes", db=db)
    assert code == 0, err
    assert f"restored {made} into {db} (3 entities" in out
    safety = out.split("backed up to ", 1)[1].strip()
    assert names(safety) == {"after", "elsewhere"} and "before-restore" in safety
    assert names(db) == {"api", "Redis", "elsewhere"}
    code, out, err = kg_run("restore", safety, "-y", "--json", db=db)
    data = json.loads(out)
    assert code == 0 and data["restored"] == safety and data["counts"]["entities"] == 2
    assert Path(data["previous_backup"]).exists()
    assert names(db) == {"after", "elsewhere"}
    with kgstore.open(db) as kg:
        assert kg.check_integrity() == []


def test_restore_into_a_new_file(db, tmp_path):
    code, out, _ = kg_run("backup", "--json", db=db)
    made = json.loads(out)["path"]
    fresh = tmp_path / "sub"
    fresh.mkdir()
    code, out, err = kg_run("restore", made, "--yes", db=fresh / "new.db")
    assert code == 0, err
    assert names(fresh / "new.db") == {"api", "Redis", "elsewhere"}


def test_restore_refusals(db, tmp_path):
    code, out, _ = kg_run("backup", "--json", db=db)
    made = json.loads(out)["path"]
    assert_usage_error(kg_run("restore", made, db=db, input=b""), "without --yes")
    assert_error(kg_run("restore", str(tmp_path / "nope.db"), "--yes", db=db), "no such file")
    assert_error(kg_run("restore", str(tmp_path), "--yes", db=db), "is a directory")
    junk = tmp_path / "junk.db"
    junk.write_text("not a database at all " * 50)
    assert_error(kg_run("restore", str(junk), "--yes", db=db), "not a knowledge-graph file")
    empty = tmp_path / "empty.db"
    sqlite3.connect(empty).execute("CREATE TABLE t (x)").connection.close()
    assert_error(kg_run("restore", str(empty), "--yes", db=db), "not a knowledge-graph file")
    assert_error(kg_run("restore", str(db), "--yes", db=db), "is the database itself")
    assert_usage_error(kg_run("restore", b"bad\xff.db", "--yes", db=db), "not valid UTF-8")
    assert_usage_error(kg_run("restore", db=db), "the following arguments are required")
    assert names(db) == {"api", "Redis", "elsewhere"}  # nothing was touched


class _Tty(io.StringIO):
    def isatty(self):
        return True


@pytest.mark.parametrize("answer, restored", [("n\n", False), ("yes\n", True)])
def test_restore_asks_on_a_terminal(db, monkeypatch, capsys, answer, restored):
    with kgstore.open(db) as kg:
        made = kg.backup()
        kg.workspace("w").upsert_entity("concept", "newer")
    monkeypatch.setattr(sys, "stdin", _Tty(answer))
    code = cli.main(["--db", str(db), "restore", str(made)])
    out = capsys.readouterr().out
    assert code == 0
    assert "Replace" in out and "backed up first" in out
    assert ("newer" not in names(db)) is restored
    assert ("nothing was restored" in out) is not restored


def _damage(path: Path) -> None:
    data = bytearray(path.read_bytes())
    for off in range(4096, len(data), 5):
        data[off] = (data[off] * 31 + 7) % 256
    path.write_bytes(bytes(data))
    for suffix in ("-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)


@pytest.mark.parametrize("damage", ["garbage", "pages"])
def test_restore_onto_a_damaged_file_keeps_the_damaged_file_aside(db, tmp_path, damage):
    code, out, _ = kg_run("backup", "--output", str(tmp_path / "good.db"), db=db)
    assert code == 0
    with kgstore.open(db) as kg:  # everything on disk, so that damaging the file damages it all
        kg._db.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    if damage == "garbage":
        db.write_bytes(b"not a database any more" * 500)
    else:
        _damage(db)
    damaged_bytes = db.read_bytes()
    code, out, err = kg_run("-w", "w", "search", "api", db=db)
    assert code == 1 and err.count("\n") == 1 and "kg: error:" in err and "Traceback" not in err
    code, out, err = kg_run("restore", str(tmp_path / "good.db"), "--yes", db=db)
    assert code == 0, err
    assert names(db) == {"api", "Redis", "elsewhere"}
    kept = out.strip().splitlines()[-1].rsplit(" ", 1)[1]
    assert Path(kept).read_bytes() == damaged_bytes  # nothing was lost, not even the damaged file
    with kgstore.open(db) as kg:
        assert kg.check_integrity() == []
    # The live file is a database again, not a backup: it carries no backup record.
    assert kgstore.storage.backup.read_info(db) is None


def test_a_damaged_file_gets_a_clear_error(db):
    with kgstore.open(db) as kg:
        ws = kg.workspace("w")
        for i in range(300):
            ws.upsert_entity("concept", f"entity {i}", description="d" * 300)
        kg._db.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    _damage(db)
    for args in (["-w", "w", "search", "entity"], ["-w", "w", "stats"], ["-w", "w", "export"]):
        code, out, err = kg_run(*args, db=db)
        assert code == 1, (args, err)
        assert err.count("\n") == 1 and err.startswith("kg: error: "), err
        assert "internal error" not in err
