"""Before writing to a path, ask what is there (kgstore.storage.output_paths), found by the hostile-call run."""

from __future__ import annotations

import pytest

import kgstore
from kgstore.interchange import write_export
from kgstore.storage.output_paths import BACKUP_COPY, check_output_path


@pytest.mark.parametrize("bad", ["", "   ", "a\x00b", "x" * 300, "\ud83d", 42, None, b"kg.json"])
def test_hostile_paths_are_clear_errors(kg, ws, tmp_path, bad):
    target = bad if not isinstance(bad, str) or not bad.strip() or "\x00" in bad else str(tmp_path / bad)
    calls = [lambda: write_export(ws, "json", target), lambda: kg.restore(target, workspace="ws-1")]
    if target is not None:  # kg.backup(None) is the timestamped backup next to the file
        calls.append(lambda: kg.backup(target))
    for call in calls:
        with pytest.raises(kgstore.KGError):
            call()
    assert [p.name for p in tmp_path.iterdir() if p.name != "kg.db" and not p.name.startswith("kg.db-")] == []


def test_a_new_path_is_returned_as_given_and_an_existing_one_needs_force(kg, tmp_path):
    new = tmp_path / "out.json"
    assert check_output_path(new, db_path=kg.path) == new
    new.write_text("{}")
    with pytest.raises(kgstore.ValidationError, match="use --force"):
        check_output_path(new, db_path=kg.path)
    assert check_output_path(new, db_path=kg.path, force=True) == new
    with pytest.raises(kgstore.ValidationError, match="not a backup made by this program"):
        check_output_path(new, db_path=kg.path, force=True, kind=BACKUP_COPY)
