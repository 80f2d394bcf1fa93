"""Running the `kg` command line as a subprocess, shared by the CLI tests."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[4]


def kg_run(*args, db=None, input=None, env=None, check_clean=True):
    environ = {k: v for k, v in os.environ.items() if k not in ("KG_DB", "KG_WORKSPACE", "KG_DEBUG")}
    environ.update(env or {})
    argv = [sys.executable, "-m", "kgstore.agent.cli"] + (["--db", str(db)] if db is not None else []) + list(args)
    proc = subprocess.run(argv, input=input, capture_output=True, cwd=REPO, env=environ, timeout=60)
    stderr = proc.stderr.decode("utf-8", "replace")
    assert "Traceback" not in stderr, stderr
    return proc.returncode, proc.stdout.decode("utf-8"), stderr


def assert_error(result, fragment, code=1):
    """One `kg: error:` line holding fragment, exit status 1: the command could not be done."""
    got, out, err = result
    assert got == code, (got, out, err)
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("kg: error: "), err
    assert fragment in lines[0], lines[0]


def assert_usage_error(result, fragment):
    """As assert_error, exit status 2: the command line itself is wrong."""
    assert_error(result, fragment, code=2)
