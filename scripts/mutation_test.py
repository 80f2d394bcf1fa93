#!/usr/bin/env python3
"""Mutation testing for one kgstore module: does the suite notice when the code is wrong?

Each mutant is the module with exactly one small change (a flipped comparison, and/or swapped,
an integer constant moved by one, a negated if/while, a dropped raise, ``return X`` made
``return None``, a call statement removed). The module's tests (listed in
scripts/mutation_targets.toml) run against each mutant in a subprocess; a failing run kills the
mutant, a passing run means it survived (the tests cannot tell the wrong code from the right
one). Mutants that cannot change behaviour are listed with a reason in
scripts/mutation_equivalent.toml and do not count against the score:

    score = killed / (total - equivalent)

Usage (from the repository root):

    .venv/bin/python scripts/mutation_test.py --module kgstore/validation.py
    .venv/bin/python scripts/mutation_test.py --module kgstore/queries/search.py --sample 150 --seed 1 \\
        --jobs 2 --report /tmp/search.json
    .venv/bin/python scripts/mutation_test.py --module kgstore/queries/traversal.py --list

With ``--jobs 1`` the mutant is written over the module in this tree and the original is always
written back (also on Ctrl-C or SIGTERM); with more jobs each worker mutates its own copy of the
tree under the temporary directory, and this tree is never touched.
"""

from __future__ import annotations

import argparse
import ast
import copy
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import tomllib
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGETS_FILE = ROOT / "scripts" / "mutation_targets.toml"
EQUIVALENT_FILE = ROOT / "scripts" / "mutation_equivalent.toml"

COMPARE_FLIPS: dict[type, type] = {
    ast.Lt: ast.LtE,
    ast.LtE: ast.Lt,
    ast.Gt: ast.GtE,
    ast.GtE: ast.Gt,
    ast.Eq: ast.NotEq,
    ast.NotEq: ast.Eq,
    ast.In: ast.NotIn,
    ast.NotIn: ast.In,
    ast.Is: ast.IsNot,
    ast.IsNot: ast.Is,
}
OP_TEXT = {
    ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=", ast.Eq: "==", ast.NotEq: "!=",
    ast.In: "in", ast.NotIn: "not in", ast.Is: "is", ast.IsNot: "is not",
}
OPERATORS = ("compare", "boolop", "int", "negate", "raise", "return", "call")


@dataclass
class Mutant:
    """One single-change mutant; ``key`` is stable across unrelated edits of the module."""

    index: int
    module: str
    function: str
    operator: str
    detail: str
    line: int
    line_text: str
    path: tuple = field(repr=False)  # where the node sits in the tree: ((field, index), ...)
    occurrence: int = 0

    @property
    def key(self) -> str:
        text = f"{self.module}::{self.function}::{self.operator}:{self.detail}::{self.line_text}"
        return text if self.occurrence == 0 else f"{text}#{self.occurrence}"


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _is_docstring(node: ast.stmt) -> bool:
    return (
        isinstance(node, ast.Expr)
        and isinstance(node.value, ast.Constant)
        and isinstance(node.value.value, str)
    )


def find_mutants(source: str, module: str) -> list[Mutant]:
    """Every mutant of ``source``, in source order."""
    tree = ast.parse(source)
    lines = source.splitlines()
    found: list[Mutant] = []

    def add(node: ast.AST, path: tuple, scope: list[str], operator: str, detail: str) -> None:
        line = getattr(node, "lineno", 0)
        text = lines[line - 1].strip() if 0 < line <= len(lines) else ""
        found.append(Mutant(len(found), module, ".".join(scope) or "<module>", operator, detail,
                            line, text, path))

    def visit(node: ast.AST, path: tuple, scope: list[str]) -> None:
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            return  # imports for the type checker only: never run
        if isinstance(node, ast.Compare):
            for i, op in enumerate(node.ops):
                flip = COMPARE_FLIPS.get(type(op))
                if flip is not None:
                    add(node, path + (("ops", i),), scope, "compare",
                        f"{OP_TEXT[type(op)]} -> {OP_TEXT[flip]}")
        elif isinstance(node, ast.BoolOp):
            add(node, path, scope, "boolop",
                "and -> or" if isinstance(node.op, ast.And) else "or -> and")
        elif (isinstance(node, ast.Constant) and type(node.value) is int):
            add(node, path + ("+1",), scope, "int", f"{node.value} -> {node.value + 1}")
            add(node, path + ("-1",), scope, "int", f"{node.value} -> {node.value - 1}")
        elif isinstance(node, (ast.If, ast.While)):
            add(node, path, scope, "negate", "not (condition)")
        elif isinstance(node, ast.Raise):
            add(node, path, scope, "raise", "raise -> pass")
        elif isinstance(node, ast.Return) and node.value is not None and not (
            isinstance(node.value, ast.Constant) and node.value.value is None
        ):
            add(node, path, scope, "return", "return X -> return None")
        elif isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
            add(node, path, scope, "call", "call statement removed")

        inner = scope
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            inner = scope + [node.name]
        for name, value in ast.iter_fields(node):
            # Annotations are strings at run time here (from __future__ import annotations).
            if name in ("annotation", "returns"):
                continue
            if isinstance(value, list):
                for i, item in enumerate(value):
                    if isinstance(item, ast.AST) and not (
                        name == "body" and i == 0 and _is_docstring(item)
                    ):
                        visit(item, path + ((name, i),), inner)
            elif isinstance(value, ast.AST):
                visit(value, path + ((name, None),), inner)

    visit(tree, (), [])
    seen: dict[str, int] = {}
    for mutant in found:
        base = mutant.key
        mutant.occurrence = seen.get(base, 0)
        seen[base] = mutant.occurrence + 1
    return found


def _resolve(tree: ast.AST, path: tuple) -> tuple[ast.AST, object]:
    """The parent holder and final step for ``path``."""
    node = tree
    for step in path[:-1]:
        name, index = step
        node = getattr(node, name) if index is None else getattr(node, name)[index]
    return node, path[-1] if path else None


def _node_at(tree: ast.AST, path: tuple) -> ast.AST:
    node = tree
    for name, index in path:
        node = getattr(node, name) if index is None else getattr(node, name)[index]
    return node


def _replace(tree: ast.AST, path: tuple, new: ast.AST) -> None:
    parent, (name, index) = _resolve(tree, path)
    if index is None:
        setattr(parent, name, new)
    else:
        getattr(parent, name)[index] = new


def mutate(source: str, mutant: Mutant) -> str:
    """``source`` with ``mutant``'s one change applied, as Python source."""
    tree = ast.parse(source)
    path = mutant.path
    if mutant.operator == "compare":
        node = _node_at(tree, path[:-1])
        i = path[-1][1]
        node.ops[i] = COMPARE_FLIPS[type(node.ops[i])]()
    elif mutant.operator == "int":
        node = _node_at(tree, path[:-1])
        node.value += 1 if path[-1] == "+1" else -1
    else:
        node = _node_at(tree, path)
        if mutant.operator == "boolop":
            node.op = ast.Or() if isinstance(node.op, ast.And) else ast.And()
        elif mutant.operator == "negate":
            node.test = ast.UnaryOp(op=ast.Not(), operand=node.test)
        elif mutant.operator == "return":
            node.value = ast.Constant(value=None)
        elif mutant.operator in ("raise", "call"):
            _replace(tree, path, ast.Pass())
        else:  # pragma: no cover - find_mutants only makes the operators above
            raise ValueError(mutant.operator)
    ast.fix_missing_locations(tree)
    return ast.unparse(tree) + "\n"


def unmutated(source: str) -> str:
    """The module as the mutants are written (same formatting, no change): the baseline."""
    return ast.unparse(ast.parse(source)) + "\n"


# ---------------------------------------------------------------------------------------------
# configuration


def load_targets(path: Path = TARGETS_FILE) -> dict[str, dict]:
    with open(path, "rb") as f:
        return tomllib.load(f).get("module", {})


def load_equivalent(path: Path = EQUIVALENT_FILE) -> dict[str, str]:
    """Equivalent mutants by key -> justification."""
    if not path.exists():
        return {}
    with open(path, "rb") as f:
        data = tomllib.load(f)
    result = {}
    for entry in data.get("equivalent", []):
        why = entry.get("why", "").strip()
        if not why:
            raise SystemExit(f"{path}: equivalent mutant without a justification: {entry}")
        text = (f"{entry['module']}::{entry['function']}::{entry['operator']}:"
                f"{entry['detail']}::{entry['line']}")
        occurrence = int(entry.get("occurrence", 0))
        result[text if occurrence == 0 else f"{text}#{occurrence}"] = why
    return result


def parse_lines(spec: str | None) -> set[int] | None:
    if not spec:
        return None
    lines: set[int] = set()
    for part in spec.split(","):
        part = part.strip()
        if "-" in part:
            a, b = part.split("-", 1)
            lines.update(range(int(a), int(b) + 1))
        elif part:
            lines.add(int(part))
    return lines


# ---------------------------------------------------------------------------------------------
# running


class Runner:
    """Runs the tests against mutants in one tree (the worktree itself, or a copy)."""

    def __init__(self, tree: Path, module: str, tests: list[str], timeout: float,
                 python: str, temp: Path):
        self.tree = tree
        self.module = module
        self.tests = tests
        self.timeout = timeout
        self.python = python
        self.temp = temp
        self.target = tree / module
        self.proc: subprocess.Popen | None = None

    def stop(self) -> None:
        """Kill the test run in progress, if any (on Ctrl-C: do not wait for it)."""
        proc = self.proc
        if proc is not None and proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)

    def run(self, text: str) -> tuple[str, float, int | None]:
        """Write ``text`` as the module, run the tests: ('killed'|'survived'|'timeout', s, rc)."""
        self.target.write_text(text, encoding="utf-8")
        # A stale .pyc of the same size and second would hide the mutant: never read or write one.
        for pyc in (self.target.parent / "__pycache__").glob(self.target.stem + ".*.pyc"):
            pyc.unlink(missing_ok=True)
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONDONTWRITEBYTECODE="1",
                   PYTHONHASHSEED="0")
        basetemp = self.temp / "pytest"
        cmd = [self.python, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider",
               f"--basetemp={basetemp}", *self.tests]
        start = time.monotonic()
        proc = subprocess.Popen(cmd, cwd=self.tree, env=env, stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL, start_new_session=True)
        self.proc = proc
        try:
            rc = proc.wait(timeout=self.timeout)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
            return "timeout", time.monotonic() - start, None
        finally:
            if proc.poll() is None:  # interrupted while waiting: take the run down with us
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()
        return ("survived" if rc == 0 else "killed"), time.monotonic() - start, rc


def copy_tree(root: Path, dest: Path) -> Path:
    """A copy of the parts of ``root`` the tests need (no .git, .venv or caches)."""
    ignore = shutil.ignore_patterns(".git", ".venv", "__pycache__", "*.egg-info", ".pytest_cache",
                                    "build", "dist")
    shutil.copytree(root, dest, ignore=ignore, symlinks=True)
    return dest


def score_of(results: list[dict]) -> tuple[dict[str, int], float]:
    """Counts by status, and killed (timeouts included) / (total - equivalent)."""
    counts = {s: sum(1 for r in results if r["status"] == s)
              for s in ("killed", "timeout", "survived", "equivalent")}
    scored = len(results) - counts["equivalent"]
    killed = counts["killed"] + counts["timeout"]
    return counts, (killed / scored if scored else 1.0)


def rescore(path: Path, equivalent: dict[str, str], out: str | None) -> int:
    report = json.loads(path.read_text(encoding="utf-8"))
    for row in report["mutants"]:
        if row["status"] in ("survived", "equivalent"):
            row["status"] = "equivalent" if row["key"] in equivalent else "survived"
    counts, score = score_of(report["mutants"])
    report["summary"].update(counts, score=round(score, 4))
    s = report["summary"]
    print(f"{s['module']}: ran {s['ran']}: killed {counts['killed']}, timeout {counts['timeout']}, "
          f"survived {counts['survived']}, equivalent {counts['equivalent']} -> score {100 * score:.1f}%")
    for row in report["mutants"]:
        if row["status"] == "survived":
            print(f"  SURVIVED L{row['line']} {row['function']} {row['operator']}:{row['detail']} | "
                  f"{row['line_text']}")
    if out:
        Path(out).write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
    return 0


def _raise_interrupt(signum, frame):  # SIGTERM restores the module the same way Ctrl-C does
    raise KeyboardInterrupt


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--module", required=True, help="module path, e.g. kgstore/queries/search.py")
    parser.add_argument("--tests", nargs="*", help="test files (default: mutation_targets.toml)")
    parser.add_argument("--sample", type=int, help="run a random sample of N mutants")
    parser.add_argument("--seed", type=int, default=0, help="seed for --sample (default 0)")
    parser.add_argument("--only-lines", help="only mutants on these lines, e.g. 10-40,77")
    parser.add_argument("--operators", help=f"comma-separated subset of {','.join(OPERATORS)}")
    parser.add_argument("--jobs", type=int, default=1, help="parallel runs (copies of the tree)")
    parser.add_argument("--timeout", type=float,
                        help="seconds per run (default: 3x the baseline run + 30)")
    parser.add_argument("--report", help="write a JSON report here")
    parser.add_argument("--list", action="store_true", help="list the mutants, run nothing")
    parser.add_argument("--python", default=sys.executable)
    parser.add_argument("--root", default=str(ROOT), help="repository root (default: this one)")
    parser.add_argument("--targets", default=str(TARGETS_FILE), help="per-module test lists")
    parser.add_argument("--equivalent", default=str(EQUIVALENT_FILE),
                        help="equivalent mutants with their justification")
    parser.add_argument("--rerun", metavar="REPORT",
                        help="run only the survivors of an earlier --report (not those now listed "
                             "as equivalent); the others keep their earlier result (for an "
                             "'after' score once tests are added)")
    parser.add_argument("--rescore", metavar="REPORT",
                        help="run nothing: re-read the equivalent list and score an earlier report "
                             "again (written to --report, else printed)")
    args = parser.parse_args(argv)
    if args.rescore:
        return rescore(Path(args.rescore), load_equivalent(Path(args.equivalent)), args.report)

    module = Path(args.module).as_posix()
    root = Path(args.root).resolve()
    source_path = root / module
    if not source_path.is_file():
        print(f"mutation_test: no such module: {module}", file=sys.stderr)
        return 2
    original = source_path.read_bytes()
    source = original.decode("utf-8")
    tests = args.tests or load_targets(Path(args.targets)).get(module, {}).get("tests")
    if not tests:
        print(f"mutation_test: no tests listed for {module} in {TARGETS_FILE.name}",
              file=sys.stderr)
        return 2
    equivalent = load_equivalent(Path(args.equivalent))

    mutants = find_mutants(source, module)
    only = parse_lines(args.only_lines)
    if only is not None:
        mutants = [m for m in mutants if m.line in only]
    if args.operators:
        wanted = {o.strip() for o in args.operators.split(",")}
        mutants = [m for m in mutants if m.operator in wanted]
    total_found = len(mutants)
    prior: list[dict] = []
    missing: list[str] = []
    if args.rerun:
        earlier = json.loads(Path(args.rerun).read_text(encoding="utf-8"))
        # A survivor now listed as equivalent is not run again (it survived, and cannot be killed).
        for r in earlier["mutants"]:
            if r["status"] in ("survived", "equivalent"):
                r["status"] = "equivalent" if r["key"] in equivalent else "survived"
        again = {r["key"] for r in earlier["mutants"] if r["status"] == "survived"}
        prior = [r for r in earlier["mutants"] if r["key"] not in again]
        missing = sorted(again - {m.key for m in mutants})
        mutants = [m for m in mutants if m.key in again]
        args.sample, args.seed = earlier["summary"]["sample"], earlier["summary"]["seed"]
    elif args.sample is not None and args.sample < len(mutants):
        mutants = sorted(random.Random(args.seed).sample(mutants, args.sample),
                         key=lambda m: m.index)
    if args.list:
        for m in mutants:
            mark = "  [equivalent]" if m.key in equivalent else ""
            print(f"{m.index:4d} L{m.line:<4d} {m.function:32s} {m.operator}:{m.detail}"
                  f"  | {m.line_text}{mark}")
        print(f"{len(mutants)} of {total_found} mutants", file=sys.stderr)
        return 0

    previous_handler = signal.signal(signal.SIGTERM, _raise_interrupt)
    temp = Path(tempfile.mkdtemp(prefix="mutation-", dir="/dev/shm" if Path("/dev/shm").is_dir()
                                 else None))
    results: list[dict] = list(prior)
    lock = threading.Lock()
    started = time.monotonic()
    try:
        runners: list[Runner] = []
        for j in range(max(1, args.jobs)):
            if args.jobs <= 1:
                tree = root
            else:
                tree = copy_tree(root, temp / f"tree-{j}")
            work = temp / f"run-{j}"
            work.mkdir()
            runners.append(Runner(tree, module, tests, args.timeout or 1800, args.python, work))

        # Baseline: the unmutated module, written the way the mutants are, must pass.
        status, seconds, rc = runners[0].run(unmutated(source))
        if status != "survived":
            print(f"mutation_test: the tests fail on the unmutated module (rc={rc}); "
                  "fix that first", file=sys.stderr)
            return 2
        timeout = args.timeout or 3 * seconds + 30
        for r in runners:
            r.timeout = timeout
        print(f"{module}: {len(mutants)} mutants (of {total_found}); baseline {seconds:.1f}s, "
              f"timeout {timeout:.0f}s, {len(tests)} test files, jobs {len(runners)}",
              file=sys.stderr)

        free = list(runners)
        stopping = threading.Event()

        def one(m: Mutant) -> dict | None:
            if stopping.is_set():
                return None
            with lock:
                runner = free.pop()
            try:
                status, seconds, rc = runner.run(mutate(source, m))
            except BaseException:
                stopping.set()  # before this worker can take the next mutant
                raise
            finally:
                with lock:
                    free.append(runner)
            if stopping.is_set():  # the run was killed by the interruption: no result
                return None
            if status == "survived" and m.key in equivalent:
                status = "equivalent"
            row = {"key": m.key, "status": status, "line": m.line, "function": m.function,
                   "operator": m.operator, "detail": m.detail, "line_text": m.line_text,
                   "seconds": round(seconds, 2), "rc": rc}
            with lock:
                results.append(row)
                done = len(results)
                if status in ("survived",):
                    print(f"  SURVIVED L{m.line} {m.function} {m.operator}:{m.detail} | "
                          f"{m.line_text}", file=sys.stderr)
                if (done - len(prior)) % 10 == 0:
                    print(f"  {done - len(prior)}/{len(mutants)} done", file=sys.stderr)
            return row

        pool = ThreadPoolExecutor(max_workers=len(runners))
        try:
            for future in [pool.submit(one, m) for m in mutants]:
                future.result()
        except BaseException:
            # Stop at once: no new mutant starts, the runs in progress are killed, and only
            # then (below) is the module written back, so no worker can overwrite it later.
            stopping.set()
            for r in runners:
                r.stop()
            pool.shutdown(wait=True, cancel_futures=True)
            raise
        pool.shutdown(wait=True)
    except KeyboardInterrupt:
        print("mutation_test: interrupted; partial results follow", file=sys.stderr)
    finally:
        # Always put the real module back (the copies are deleted with the temp directory).
        source_path.write_bytes(original)
        for pyc in (source_path.parent / "__pycache__").glob(source_path.stem + ".*.pyc"):
            pyc.unlink(missing_ok=True)
        shutil.rmtree(temp, ignore_errors=True)
        signal.signal(signal.SIGTERM, previous_handler)

    counts, score = score_of(results)
    summary = {"module": module, "mutants_found": total_found, "ran": len(results),
               "sample": args.sample, "seed": args.seed if args.sample else None,
               **counts, "score": round(score, 4), "tests": tests,
               "rerun_of": args.rerun, "no_longer_found": missing,
               "seconds": round(time.monotonic() - started, 1)}
    print(f"{module}: ran {len(results)}: killed {counts['killed']}, timeout "
          f"{counts['timeout']}, survived {counts['survived']}, equivalent "
          f"{counts['equivalent']} -> score {100 * score:.1f}%")
    if missing:
        print(f"  {len(missing)} earlier survivors no longer exist (their line changed): "
              + "; ".join(missing), file=sys.stderr)
    if args.report:
        results.sort(key=lambda r: (r["line"], r["key"]))
        Path(args.report).write_text(json.dumps({"summary": summary, "mutants": results},
                                                indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
