"""scripts/mutation_test.py: the mutants it makes, the score it reports, and that the module it
mutates is always put back."""

from __future__ import annotations

import importlib.util
import json
import sys
import textwrap
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("mutation_test", REPO / "scripts" / "mutation_test.py")
mt = importlib.util.module_from_spec(spec)
sys.modules["mutation_test"] = mt
spec.loader.exec_module(mt)

TINY = textwrap.dedent('''\
    """A tiny module."""
    from typing import TYPE_CHECKING

    if TYPE_CHECKING:
        import os

    LIMIT = 3


    def check(x: int = 7, items=()) -> int:
        """Docstring."""
        if x < LIMIT and x in items:
            raise ValueError("bad")
        print(x)
        return x
    ''')


def kinds(mutants):
    return sorted((m.function, m.operator, m.detail) for m in mutants)


def test_each_operator_makes_its_mutant_and_nothing_else():
    found = mt.find_mutants(TINY, "pkg/tiny.py")
    assert kinds(found) == sorted([
        ("<module>", "int", "3 -> 4"),
        ("<module>", "int", "3 -> 2"),
        ("check", "int", "7 -> 8"),
        ("check", "int", "7 -> 6"),
        ("check", "negate", "not (condition)"),
        ("check", "boolop", "and -> or"),
        ("check", "compare", "< -> <="),
        ("check", "compare", "in -> not in"),
        ("check", "raise", "raise -> pass"),
        ("check", "call", "call statement removed"),
        ("check", "return", "return X -> return None"),
    ])  # nothing from the TYPE_CHECKING block, the docstrings or the `int` annotation


def run_check(source, *args):
    namespace: dict = {}
    exec(compile(source, "tiny", "exec"), namespace)
    try:
        return namespace["check"](*args)
    except ValueError:
        return "raised"


def test_mutants_change_exactly_what_they_say():
    by_detail = {(m.operator, m.detail): m for m in mt.find_mutants(TINY, "pkg/tiny.py")}
    original = mt.unmutated(TINY)
    assert run_check(original, 1, (1,)) == "raised" and run_check(original, 3, (3,)) == 3

    assert run_check(mt.mutate(TINY, by_detail["compare", "< -> <="]), 3, (3,)) == "raised"
    assert run_check(mt.mutate(TINY, by_detail["compare", "in -> not in"]), 1, (2,)) == "raised"
    assert run_check(mt.mutate(TINY, by_detail["boolop", "and -> or"]), 1, ()) == "raised"
    assert run_check(mt.mutate(TINY, by_detail["negate", "not (condition)"]), 5, ()) == "raised"
    assert run_check(mt.mutate(TINY, by_detail["raise", "raise -> pass"]), 1, (1,)) == 1
    assert run_check(mt.mutate(TINY, by_detail["return", "return X -> return None"]), 5, ()) is None
    assert "LIMIT = 4" in mt.mutate(TINY, by_detail["int", "3 -> 4"])
    assert "print(x)" not in mt.mutate(TINY, by_detail["call", "call statement removed"])


def test_keys_do_not_move_when_unrelated_lines_do():
    before = {m.key for m in mt.find_mutants(TINY, "pkg/tiny.py")}
    shifted = TINY.replace("LIMIT = 3\n", "# a comment\n\nLIMIT = 3\n")
    assert {m.key for m in mt.find_mutants(shifted, "pkg/tiny.py")} == before
    assert len(before) == 11  # the two int mutants of one constant differ by their detail


@pytest.fixture
def project(tmp_path):
    """A tiny repository: a module and a test that checks only part of it."""
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "__init__.py").write_text("")
    (tmp_path / "pkg" / "tiny.py").write_text(TINY)
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_tiny.py").write_text(textwrap.dedent('''\
        import pytest
        from pkg.tiny import check

        def test_refuses_small_listed_values():
            with pytest.raises(ValueError):
                check(1, (1,))
        '''))
    return tmp_path


def run_tool(project, *extra):
    report = project / "report.json"
    rc = mt.main(["--root", str(project), "--module", "pkg/tiny.py",
                  "--tests", "tests/test_tiny.py", "--equivalent", str(project / "eq.toml"),
                  "--report", str(report), *extra])
    return rc, json.loads(report.read_text()) if report.exists() else None


def test_scores_a_module_and_puts_it_back(project):
    (project / "eq.toml").write_text(textwrap.dedent('''\
        [[equivalent]]
        module = "pkg/tiny.py"
        function = "check"
        operator = "call"
        detail = "call statement removed"
        line = "print(x)"
        why = "printing is not behaviour the test suite checks"
        '''))
    # Four operators keep the run short (each mutant is a pytest run).
    rc, report = run_tool(project, "--operators", "compare,raise,return,call")
    assert rc == 0
    assert (project / "pkg" / "tiny.py").read_text() == TINY
    status = {(r["operator"], r["detail"]): r["status"] for r in report["mutants"]}
    assert status["raise", "raise -> pass"] == "killed"
    assert status["compare", "in -> not in"] == "killed"
    assert status["return", "return X -> return None"] == "survived"  # the test never looks
    assert status["compare", "< -> <="] == "survived"  # x == LIMIT is never tried
    assert status["call", "call statement removed"] == "equivalent"
    summary = report["summary"]
    assert (summary["ran"], summary["killed"], summary["equivalent"]) == (5, 2, 1)
    assert summary["score"] == 0.5  # killed / (total - equivalent)


def test_an_interrupted_run_still_puts_the_module_back(project, monkeypatch):
    calls = []
    real_run = mt.Runner.run

    def run_then_interrupt(self, text):
        calls.append(text)
        if len(calls) == 1:
            return real_run(self, text)  # the baseline
        self.target.write_text(text)
        raise KeyboardInterrupt

    monkeypatch.setattr(mt.Runner, "run", run_then_interrupt)
    rc, report = run_tool(project, "--operators", "return,raise")
    assert len(calls) == 2 and calls[1] != mt.unmutated(TINY)
    assert (project / "pkg" / "tiny.py").read_text() == TINY
    assert rc == 0 and report["summary"]["ran"] == 0


def test_a_rerun_runs_only_the_survivors(project):
    rc, first = run_tool(project, "--operators", "return,raise")
    survivors = {r["key"] for r in first["mutants"] if r["status"] == "survived"}
    assert survivors
    (project / "tests" / "test_more.py").write_text(textwrap.dedent('''\
        from pkg.tiny import check

        def test_returns_its_argument():
            assert check(5, ()) == 5
        '''))
    earlier = project / "before.json"
    earlier.write_text(json.dumps(first))
    rc, second = mt.main(["--root", str(project), "--module", "pkg/tiny.py",
                          "--tests", "tests/test_tiny.py", "tests/test_more.py",
                          "--equivalent", str(project / "eq.toml"),
                          "--rerun", str(earlier), "--report", str(project / "after.json")]), None
    second = json.loads((project / "after.json").read_text())
    after = {r["key"]: r["status"] for r in second["mutants"]}
    assert set(after) == {r["key"] for r in first["mutants"]}
    key = next(k for k in survivors if "return X -> return None" in k)
    assert after[key] == "killed"
    assert second["summary"]["score"] > first["summary"]["score"]


def test_rescore_counts_newly_listed_equivalents_without_running(tmp_path):
    report = {"summary": {"module": "pkg/tiny.py", "ran": 3, "sample": None, "seed": None},
              "mutants": [{"key": k, "status": s, "line": 1, "function": "f", "operator": "int",
                           "detail": "", "line_text": ""}
                          for k, s in [("a", "killed"), ("b", "survived"), ("c", "survived")]]}
    (tmp_path / "r.json").write_text(json.dumps(report))
    (tmp_path / "eq.toml").write_text(
        '[[equivalent]]\nmodule = "m"\nfunction = "f"\noperator = "int"\ndetail = "1 -> 2"\n'
        'line = "x = 1"\nwhy = "dead store"\n')
    key = "m::f::int:1 -> 2::x = 1"
    report["mutants"][1]["key"] = key
    (tmp_path / "r.json").write_text(json.dumps(report))
    assert mt.main(["--module", "pkg/tiny.py", "--rescore", str(tmp_path / "r.json"),
                    "--equivalent", str(tmp_path / "eq.toml"), "--report", str(tmp_path / "o.json")]) == 0
    out = json.loads((tmp_path / "o.json").read_text())
    assert [m["status"] for m in out["mutants"]] == ["killed", "equivalent", "survived"]
    assert out["summary"]["score"] == 0.5


def test_an_equivalent_entry_without_a_reason_is_refused(tmp_path):
    (tmp_path / "eq.toml").write_text(
        '[[equivalent]]\nmodule = "m"\nfunction = "f"\noperator = "int"\ndetail = "1 -> 2"\n'
        'line = "x = 1"\nwhy = " "\n')
    with pytest.raises(SystemExit, match="without a justification"):
        mt.load_equivalent(tmp_path / "eq.toml")
