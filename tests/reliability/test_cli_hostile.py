"""Item 3 (CLI): invalid UTF-8, unreadable files, directories as files, damaged databases, and
random command lines: exit 0, or exit 1 or 2 with one clear `kg: error:` line; never a traceback.

$KG_REL_CLI_RUNS random command lines here (default 300); `benchmarks/reliability/cli_fuzz.py`
runs 3,000.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks" / "reliability"))
import cli_fuzz  # noqa: E402
from relcommon import env_int  # noqa: E402

RUNS = env_int("KG_REL_CLI_RUNS", 300)


@pytest.mark.slow
def test_hostile_files_give_one_clear_error_line(tmp_path):
    report = cli_fuzz.hostile_files(tmp_path)
    assert report["problems"] == [], report
    assert report["passed"] == report["cases"] >= 30


def test_random_command_lines_never_crash(tmp_path):
    report = cli_fuzz.run_random(tmp_path, RUNS, seed=11)
    assert report["problems"] == [], report
    assert report["runs"] == RUNS
    assert report["statuses"].get("0", 0) > RUNS * 0.05  # some of them do real work
