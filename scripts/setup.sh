#!/usr/bin/env bash
# Installs what is missing for Knowledge Graph Explorer on a Debian/Ubuntu machine:
# the system libraries Qt needs, a .venv, and the package (editable) with its test extras.
# Idempotent and quick when nothing changed.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

# Libraries Qt loads at run time (offscreen and X11). Installed only when absent.
qt_libs=(libglib2.0-0 libegl1 libgl1 libfontconfig1 libfreetype6 libxkbcommon0 libdbus-1-3
         libx11-6 libx11-xcb1 libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1
         libxcb-image0 libxcb-render-util0 libxcb-randr0 libxcb-shape0 libxcb-xinerama0
         libxcb-xkb1 libxcb-xfixes0 libxrender1 libxi6 fonts-dejavu-core)
if command -v dpkg-query >/dev/null 2>&1; then
    missing=()
    for pkg in "${qt_libs[@]}"; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
    done
    if [ ${#missing[@]} -gt 0 ]; then
        sudo_cmd=""
        [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
        echo "setup: installing system libraries: ${missing[*]}" >&2
        $sudo_cmd apt-get update -qq
        DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
    fi
fi

python="${PYTHON:-python3}"
if [ ! -x .venv/bin/python ]; then
    echo "setup: creating .venv" >&2
    "$python" -m venv .venv
fi
# Reinstall only when pyproject.toml changed since the last install.
stamp=".venv/.kge-installed"
want="$(sha256sum pyproject.toml | cut -d' ' -f1)"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
    echo "setup: installing the package and its dependencies into .venv" >&2
    .venv/bin/python -m pip install -q --upgrade pip >/dev/null
    .venv/bin/python -m pip install -q -e ".[test]"
    echo "$want" > "$stamp"
fi
