#!/usr/bin/env bash
# Installs what is missing, then runs the whole test suite headless.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/scripts/setup.sh"
cd "$root"
export QT_QPA_PLATFORM=offscreen
exec .venv/bin/python -m pytest "$@"
