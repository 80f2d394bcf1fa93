#!/usr/bin/env bash
# Installs what is missing for Knowledge Graph Explorer on a Debian/Ubuntu machine:
# the system libraries Qt needs, a .venv, and the package (editable) with its test extras.
# Idempotent and quick when nothing changed.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

sudo_cmd=""
[ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
apt_updated=""

# apt_install PKG...: installs those of the Debian packages that are absent (nothing without dpkg).
apt_install() {
    command -v dpkg-query >/dev/null 2>&1 || return 0
    local missing=() pkg
    for pkg in "$@"; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
    done
    [ ${#missing[@]} -gt 0 ] || return 0
    if [ -n "$sudo_cmd" ] && ! command -v sudo >/dev/null 2>&1; then
        echo "setup: missing system packages: ${missing[*]}; as root: apt-get install ${missing[*]}" >&2
        exit 1
    fi
    echo "setup: installing system packages: ${missing[*]}" >&2
    if [ -z "$apt_updated" ]; then
        $sudo_cmd apt-get update -qq
        apt_updated=1
    fi
    # env after sudo: sudo drops the caller's environment, DEBIAN_FRONTEND included.
    $sudo_cmd env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# Libraries Qt loads at run time (offscreen and X11).
qt_libs=(libglib2.0-0 libegl1 libgl1 libfontconfig1 libfreetype6 libxkbcommon0 libdbus-1-3
         libx11-6 libx11-xcb1 libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1
         libxcb-image0 libxcb-render-util0 libxcb-randr0 libxcb-shape0 libxcb-xinerama0
         libxcb-xkb1 libxcb-xfixes0 libxrender1 libxi6 fonts-dejavu-core)
apt_install "${qt_libs[@]}"

# A .venv left without pip (made before ensurepip was there) is made again.
stamp=".venv/.kge-installed"
if [ -x .venv/bin/python ] && [ ! -f "$stamp" ] && ! .venv/bin/python -m pip --version >/dev/null 2>&1; then
    echo "setup: .venv has no pip; making it again" >&2
    rm -rf .venv
fi

if [ ! -x .venv/bin/python ]; then
    # Python 3.11 or newer, with venv and ensurepip: Debian and Ubuntu ship ensurepip separately
    # (pythonX.Y-venv), so a stock python3 cannot make a virtual environment without it.
    python="${PYTHON:-python3}"
    if ! command -v "$python" >/dev/null 2>&1 && [ "$python" = python3 ]; then
        apt_install python3
    fi
    if ! command -v "$python" >/dev/null 2>&1; then
        echo "setup: $python not found; install Python 3.11 or newer (or set PYTHON=/path/to/python3)" >&2
        exit 1
    fi
    version="$("$python" -c 'import sys; print("%d.%d" % sys.version_info[:2])')"
    if ! "$python" -c 'import sys; sys.exit(sys.version_info < (3, 11))'; then
        echo "setup: $python is Python $version; Knowledge Graph Explorer needs 3.11 or newer (set PYTHON=...)" >&2
        exit 1
    fi
    if ! "$python" -c 'import ensurepip, venv' >/dev/null 2>&1; then
        apt_install "python$version-venv"
    fi
    echo "setup: creating .venv" >&2
    "$python" -m venv .venv
fi

# Reinstall only when pyproject.toml changed since the last install.
want="$(sha256sum pyproject.toml | cut -d' ' -f1)"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
    echo "setup: installing the package and its dependencies into .venv" >&2
    .venv/bin/python -m pip install -q --upgrade pip >/dev/null
    .venv/bin/python -m pip install -q -e ".[test]"
    echo "$want" > "$stamp"
fi
