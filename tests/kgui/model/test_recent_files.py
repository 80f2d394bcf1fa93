"""The recent-files list without Qt: newest first, no duplicates, a limit, files that are gone."""

from __future__ import annotations

from kgui.model.recent_files import RecentFiles, normal_path


def test_newest_first_without_duplicates(tmp_path):
    a, b, c = (tmp_path / n for n in ("a.db", "b.db", "c.db"))
    recent = RecentFiles()
    for path in (a, b, c, a):
        recent.add(path)
    assert recent.paths == [str(a), str(c), str(b)]


def test_one_spelling_per_file(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "sub").mkdir()
    recent = RecentFiles()
    recent.add("sub/../kg.db")
    recent.add(tmp_path / "kg.db")
    assert recent.paths == [str(tmp_path / "kg.db")] == [normal_path("kg.db")]


def test_the_oldest_fall_off_past_the_limit(tmp_path):
    recent = RecentFiles(limit=3)
    for n in range(5):
        recent.add(tmp_path / f"{n}.db")
    assert recent.paths == [str(tmp_path / f"{n}.db") for n in (4, 3, 2)]
    # A saved list longer than the limit (an older, longer setting) is cut too.
    assert len(RecentFiles([str(tmp_path / f"{n}.db") for n in range(12)]).paths) == 8


def test_missing_files_are_found_and_can_be_removed(tmp_path):
    here = tmp_path / "here.db"
    here.write_bytes(b"")
    gone = tmp_path / "gone.db"
    recent = RecentFiles([str(gone), str(here)])
    assert recent.missing() == [str(gone)]
    assert recent.remove(gone) is True and recent.remove(gone) is False
    assert recent.paths == [str(here)] and recent.missing() == []
    recent.clear()
    assert recent.paths == []
