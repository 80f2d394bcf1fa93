#!/usr/bin/env bash
# Installs what is missing, then launches the explorer on the default database
# (extra arguments are passed to kgui, e.g. --demo or --db PATH).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/scripts/setup.sh"
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && [ -z "${QT_QPA_PLATFORM:-}" ]; then
    echo "run-app: no display found (DISPLAY/WAYLAND_DISPLAY unset); run it under a desktop session or xvfb-run" >&2
    exit 2
fi
exec "$root/.venv/bin/kgui" "$@"
