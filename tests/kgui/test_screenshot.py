"""`kgui --screenshot FILE`: waits until the workspace is loaded, writes the picture, exits 0; a
clear error and a non-zero status when it cannot write the file."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from conftest import settle

from kgui.options import build_parser
from kgui.screenshot import EXIT_WRITE_FAILED, ScreenshotJob, check_target

REPO = Path(__file__).resolve().parents[2]


def run_kgui(*args: str, cwd: Path, timeout: int = 120) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in ("KG_DB", "KG_WORKSPACE")}
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["HOME"] = str(cwd)  # QSettings and the default database stay in the test's folder
    env["XDG_CONFIG_HOME"] = str(cwd / "config")
    env["XDG_DATA_HOME"] = str(cwd / "data")
    return subprocess.run([sys.executable, "-m", "kgui.app", *args], capture_output=True, text=True,
                          cwd=cwd, env=env, timeout=timeout)


def image_stats(path: Path) -> tuple[int, int, int]:
    """Width, height and the number of distinct colours on a sample grid (a blank picture has 1-2)."""
    from PySide6.QtGui import QImage

    image = QImage(str(path))
    assert not image.isNull(), f"{path} is not an image"
    colours = {image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}
    return image.width(), image.height(), len(colours)


def test_screenshot_is_documented_in_help():
    text = build_parser().format_help()
    assert "--screenshot FILE" in text and "--select NAME" in text


def test_screenshot_of_the_demo(tmp_path):
    shot = tmp_path / "shot.png"
    proc = run_kgui("--db", str(tmp_path / "kg.db"), "--demo", "--select", "backend",
                    "--screenshot", str(shot), cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert f"screenshot to {shot}" in proc.stderr
    width, height, colours = image_stats(shot)
    assert (width, height) == (1440, 900)
    assert colours > 50  # toolbar icons, type badges, text: not a blank window
    # The demo was loaded before the picture was taken, and the user's settings were not touched.
    import kgstore

    with kgstore.open(tmp_path / "kg.db") as kg:
        assert kg.workspace("demo").stats().entities > 10
    assert not (tmp_path / "config" / "KnowledgeGraphExplorer").exists()


def test_screenshot_of_an_empty_file_does_not_wait_for_entities(tmp_path):
    shot = tmp_path / "empty.png"
    proc = run_kgui("--db", str(tmp_path / "empty.db"), "--screenshot", str(shot), cwd=tmp_path, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert image_stats(shot)[:2] == (1440, 900)


def test_screenshot_of_a_file_that_cannot_be_opened_shows_the_error(tmp_path):
    bad = tmp_path / "bad.db"
    bad.write_text("not a database " * 200)
    shot = tmp_path / "bad.png"
    proc = run_kgui("--db", str(bad), "--screenshot", str(shot), cwd=tmp_path, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert shot.is_file()


def test_screenshot_refuses_a_path_it_cannot_write(tmp_path):
    for target, reason in ((tmp_path / "missing" / "x.png", "does not exist"),
                           (tmp_path / "x.txt", "cannot write .txt"),
                           (tmp_path / "noext", "image extension"),
                           (tmp_path, "image extension")):
        proc = run_kgui("--db", str(tmp_path / "kg.db"), "--screenshot", str(target), cwd=tmp_path, timeout=60)
        assert proc.returncode == 2, (target, proc.stderr)
        assert proc.stderr.strip().startswith(f"kgui: cannot write the screenshot to {target}"), proc.stderr
        assert reason in proc.stderr
        assert "Traceback" not in proc.stderr
    assert not (tmp_path / "kg.db").exists()  # refused before anything was opened


def test_check_target_accepts_png_and_jpg(tmp_path):
    assert check_target(str(tmp_path / "a.png")) is None
    assert check_target(str(tmp_path / "a.JPG")) is None


def test_a_failed_write_exits_1(qtbot, window, tmp_path, monkeypatch):
    """The folder vanishes between the check and the picture: a clear message, status 1."""
    from PySide6.QtWidgets import QApplication

    codes = []
    monkeypatch.setattr(QApplication, "exit", staticmethod(lambda code=0: codes.append(code)))
    settle(qtbot, window)
    job = ScreenshotJob(window, str(tmp_path / "gone" / "x.png"))
    job.opened = type("R", (), {"ok": True})()
    job.start()
    qtbot.waitUntil(lambda: job.exit_code is not None, timeout=10_000)
    assert job.exit_code == EXIT_WRITE_FAILED and codes == [EXIT_WRITE_FAILED]
