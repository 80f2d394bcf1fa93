"""Desktop integration: the .desktop file validates, the icons exist in every hicolor size, the
window uses the desktop file's name, and packaging/install-desktop-entry installs them for a user."""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
NAME = "knowledge-graph-explorer"
DESKTOP = REPO / "resources" / f"{NAME}.desktop"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
INSTALL = REPO / "packaging" / "install-desktop-entry"


def desktop_entry(path: Path) -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    return dict(parser["Desktop Entry"])


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None,
                    reason="desktop-file-validate is not installed (apt-get install desktop-file-utils)")
def test_desktop_file_validates_cleanly():
    proc = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True)
    assert proc.returncode == 0 and proc.stdout.strip() == "" and proc.stderr.strip() == "", \
        proc.stdout + proc.stderr  # no errors, warnings or hints


def test_desktop_file_names_the_app_its_icon_and_the_window_class():
    entry = desktop_entry(DESKTOP)
    assert entry["Type"] == "Application" and entry["Name"] == "Knowledge Graph Explorer"
    assert entry["Exec"] == "kgui" and entry["TryExec"] == "kgui"
    assert entry["Icon"] == NAME
    assert entry["StartupWMClass"] == "kgui"
    assert entry["Terminal"] == "false"
    assert "Development" in entry["Categories"].split(";")
    from kgui import app

    source = Path(app.__file__).read_text()
    assert f'setDesktopFileName("{NAME}")' in source  # the Wayland app id is the desktop file's name


def test_icons_exist_in_every_size():
    from PySide6.QtGui import QImage

    assert (REPO / "resources" / "icons" / "app" / f"{NAME}.svg").is_file()
    for size in SIZES:
        image = QImage(str(REPO / "resources" / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{NAME}.png"))
        assert (image.width(), image.height()) == (size, size)
        assert image.hasAlphaChannel()
    check = subprocess.run([sys.executable, str(REPO / "packaging" / "render-icons.py"), "--check"],
                           capture_output=True, text=True, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert check.returncode == 0, check.stderr


def test_window_icon_is_the_app_icon(qtbot):
    from kgui.style.icons import app_icon

    icon = app_icon()
    assert not icon.isNull()
    assert {s.width() for s in icon.availableSizes()} >= {16, 32, 48, 256}


def _install(tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "share"), "HOME": str(tmp_path / "home")}
    return subprocess.run(["bash", str(INSTALL), *args], capture_output=True, text=True, env=env, timeout=60)


def test_install_desktop_entry_for_the_user(tmp_path):
    kgui = tmp_path / "my apps" / "kgui"
    kgui.parent.mkdir()
    kgui.write_text("#!/bin/sh\nexit 0\n")
    kgui.chmod(0o755)
    proc = _install(tmp_path, "--exec", str(kgui))
    assert proc.returncode == 0, proc.stderr
    share = tmp_path / "share"
    installed = share / "applications" / f"{NAME}.desktop"
    entry = desktop_entry(installed)
    assert entry["Exec"] == f'"{kgui}"'  # quoted: the path has a space
    assert entry["TryExec"] == str(kgui)
    assert entry["Icon"] == NAME
    for size in SIZES:
        assert (share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{NAME}.png").is_file()
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / f"{NAME}.svg").is_file()
    assert not (tmp_path / "home" / ".local").exists()  # XDG_DATA_HOME was respected
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate", str(installed)], capture_output=True, text=True)
        assert check.returncode == 0 and not check.stdout.strip(), check.stdout + check.stderr

    removed = _install(tmp_path, "--uninstall")
    assert removed.returncode == 0, removed.stderr
    assert not installed.exists()
    assert not list((share / "icons").rglob(f"{NAME}.*"))


def test_install_desktop_entry_finds_the_clones_kgui_by_default(tmp_path):
    proc = _install(tmp_path)
    venv_kgui = REPO / ".venv" / "bin" / "kgui"
    if not venv_kgui.exists() and not shutil.which("kgui"):
        assert proc.returncode != 0 and "kgui was not found" in proc.stderr
        return
    assert proc.returncode == 0, proc.stderr
    exec_line = desktop_entry(tmp_path / "share" / "applications" / f"{NAME}.desktop")["Exec"]
    assert exec_line.strip('"').endswith("/kgui") and exec_line.strip('"').startswith("/")


def test_install_desktop_entry_refuses_bad_arguments(tmp_path):
    proc = _install(tmp_path, "--exec", str(tmp_path / "nope"))
    assert proc.returncode != 0 and "not an executable" in proc.stderr
    proc = _install(tmp_path, "--frobnicate")
    assert proc.returncode != 0 and "unknown argument" in proc.stderr
