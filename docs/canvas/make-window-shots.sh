#!/bin/sh
# Pictures of the explorer's window on each test graph, at 1600x1000 and 1024x700 screens:
#   docs/canvas/make-window-shots.sh [PREFIX] [CODE]
# PREFIX names the pictures (default "after": docs/canvas/after-window-<graph>-<width>.png);
# CODE is a checkout whose kgui draws them (default: this one). For the "before" pictures:
#   git worktree add /tmp/before e8afb6d && docs/canvas/make-window-shots.sh before /tmp/before
# Needs xvfb-run (apt-get install xvfb xauth). Each graph is loaded into a fresh file in a
# temporary folder of this run (removed at the end), so two runs never share a file, and
# each size gets its own file (a fresh layout for that window).
set -eu
here=$(cd "$(dirname "$0")/../.." && pwd)
prefix=${1:-after}
code=${2:-$here}
python=${PYTHON:-$here/.venv/bin/python}
dbs=$(mktemp -d)
trap 'rm -rf "$dbs"' EXIT
for graph in karate les_miserables scale_free_2000 clustered_5000 demo; do
    for size in 1600x1000 1024x700; do
        width=${size%x*}
        # A file of its own per size: each picture is a fresh layout for that window, not the
        # positions another size saved.
        db=$dbs/$graph-$width.db
        (cd "$code" && PYTHONPATH=$code "$python" benchmarks/real_graphs.py "$graph" --db "$db" >/dev/null)
        out=$here/docs/canvas/$prefix-window-$graph-$width.png
        (cd "$code" && XDG_CONFIG_HOME=$(mktemp -d -p "$dbs") PYTHONPATH=$code xvfb-run -a -s "-screen 0 ${size}x24" \
            "$python" -c 'import sys; from kgui.app import main; sys.exit(main())' \
            --db "$db" --workspace default --screenshot "$out") || echo "($graph $size: exit $?)"
        echo "$out"
    done
done
