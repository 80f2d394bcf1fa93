"""scripts/setup.sh (what the README's two commands run first) on the Python it is given: a clear
error for a missing or too old interpreter, and a .venv left without pip made again.

Each case runs the real script in a throw-away folder laid out like a clone, with a fake
interpreter (a shell script that logs its arguments), so nothing is installed. The script's
apt step is a no-op here: the suite runs after set-up, so every package it checks is present.
"""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]

pytestmark = pytest.mark.skipif(shutil.which("bash") is None, reason="needs bash")


def clone_like(tmp_path: Path) -> Path:
    root = tmp_path / "clone"
    (root / "scripts").mkdir(parents=True)
    shutil.copy2(REPO / "scripts" / "setup.sh", root / "scripts" / "setup.sh")
    shutil.copy2(REPO / "pyproject.toml", root / "pyproject.toml")
    return root


def executable(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    path.chmod(path.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return path


def run_setup(root: Path, python: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHON": python}
    return subprocess.run(["bash", str(root / "scripts" / "setup.sh")], env=env, capture_output=True,
                          text=True, timeout=120)


def fake_python(path: Path, version: str, log: Path) -> Path:
    """Answers the script's version questions as Python `version`; `-m venv DIR` makes DIR with a
    fake interpreter that logs what it is asked and succeeds (it has pip)."""
    major, minor = (int(x) for x in version.split("."))
    old = "1" if (major, minor) < (3, 11) else "0"
    venv_python = f'#!/bin/sh\necho "venv-python $*" >> "{log}"\nexit 0\n'
    return executable(path, f"""#!/bin/sh
echo "python $*" >> "{log}"
case "$*" in
  *"print("*) echo "{version}" ;;
  *"sys.exit(sys.version_info"*) exit {old} ;;
  *"import ensurepip"*) exit 0 ;;
  "-m venv "*)
    mkdir -p "$3/bin"
    cat > "$3/bin/python" <<'EOF'
{venv_python}EOF
    chmod +x "$3/bin/python" ;;
esac
exit 0
""")


def test_a_missing_interpreter_is_named(tmp_path):
    root = clone_like(tmp_path)
    done = run_setup(root, str(tmp_path / "nowhere" / "python3.12"))
    assert done.returncode == 1
    assert "python3.12 not found" in done.stderr and "3.11 or newer" in done.stderr
    assert not (root / ".venv").exists()


def test_a_too_old_interpreter_is_refused_before_anything_is_made(tmp_path):
    root = clone_like(tmp_path)
    log = tmp_path / "calls.log"
    done = run_setup(root, str(fake_python(tmp_path / "bin" / "python3", "3.9", log)))
    assert done.returncode == 1
    assert "is Python 3.9" in done.stderr and "needs 3.11 or newer" in done.stderr
    assert not (root / ".venv").exists()
    assert "-m venv" not in log.read_text()


def test_a_venv_without_pip_is_made_again_and_the_package_installed(tmp_path):
    root = clone_like(tmp_path)
    log = tmp_path / "calls.log"
    # What `python3 -m venv` leaves on a stock Debian without python3.X-venv: no pip, no stamp.
    executable(root / ".venv" / "bin" / "python", "#!/bin/sh\necho 'No module named pip' >&2\nexit 1\n")
    (root / ".venv" / "left-over").write_text("x")
    done = run_setup(root, str(fake_python(tmp_path / "bin" / "python3", "3.11", log)))
    assert done.returncode == 0, done.stderr
    assert "has no pip; making it again" in done.stderr
    assert not (root / ".venv" / "left-over").exists()
    calls = log.read_text().splitlines()
    assert "python -m venv .venv" in calls
    assert "venv-python -m pip install -q -e .[test]" in calls
    assert (root / ".venv" / ".kge-installed").is_file()
    # A second run finds everything in place: no new venv, no reinstall.
    log.write_text("")
    again = run_setup(root, str(tmp_path / "bin" / "python3"))
    assert again.returncode == 0, again.stderr
    assert not any("-m venv" in c or "pip install" in c for c in log.read_text().splitlines())


def test_missing_system_packages_without_root_or_sudo_are_listed(tmp_path):
    """Not root, no sudo: the packages to install are named instead of a 'sudo: not found'."""
    if shutil.which("sudo"):
        pytest.skip("sudo is installed here; the message is for machines without it")
    root = clone_like(tmp_path)
    fake_bin = tmp_path / "fake-bin"
    executable(fake_bin / "id", "#!/bin/sh\necho 1000\n")  # not root
    executable(fake_bin / "dpkg-query", "#!/bin/sh\nexit 1\n")  # nothing installed
    log = tmp_path / "calls.log"
    env = {**os.environ, "PYTHON": str(fake_python(tmp_path / "bin" / "python3", "3.11", log)),
           "PATH": f"{fake_bin}{os.pathsep}{os.environ['PATH']}"}
    done = subprocess.run(["bash", str(root / "scripts" / "setup.sh")], env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 1
    assert "missing system packages: libglib2.0-0" in done.stderr and "as root: apt-get install" in done.stderr
    assert "sudo" not in done.stderr
    assert not (root / ".venv").exists()
