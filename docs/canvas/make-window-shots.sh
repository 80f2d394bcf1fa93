#!/bin/sh
# Pictures of the explorer's window on each test graph, at 1600x1000 and 1024x700 screens:
#   docs/canvas/make-window-shots.sh [PREFIX] [CODE]
# PREFIX names the pictures (default "after": docs/canvas/after-window-<graph>-<width>.png);
# CODE is a checkout whose kgui draws them (default: this one). For the "before" pictures:
#   git worktree add /tmp/before e8afb6d && docs/canvas/make-window-shots.sh before /tmp/before
# Needs xvfb-run (apt-get install xvfb xauth). Each graph is loaded into a fresh file in /tmp.
set -eu
here=$(cd "$(dirname "$0")/../.." && pwd)
prefix=${1:-after}
code=${2:-$here}
python=${PYTHON:-$here/.venv/bin/python}
for graph in karate les_miserables scale_free_2000 clustered_5000 demo; do
    db=/tmp/kg-shots-$graph.db
    rm -f "$db" "$db"-wal "$db"-shm
    (cd "$code" && PYTHONPATH=$code "$python" benchmarks/real_graphs.py "$graph" --db "$db" >/dev/null)
    for size in 1600x1000 1024x700; do
        width=${size%x*}
        out=$here/docs/canvas/$prefix-window-$graph-$width.png
        (cd "$code" && XDG_CONFIG_HOME=$(mktemp -d) PYTHONPATH=$code xvfb-run -a -s "-screen 0 ${size}x24" \
            "$python" -c 'import sys; from kgui.app import main; sys.exit(main())' \
            --db "$db" --workspace default --screenshot "$out") || echo "($graph $size: exit $?)"
        echo "$out"
    done
done
