#!/usr/bin/env python3
"""Hostile input to the `kg` command line.

Two parts:

1. ``hostile_files``: real subprocesses against hostile file-system situations: invalid UTF-8 in
   arguments and in input files, unreadable inputs (a socket, a dangling symlink, a symlink loop,
   a file without read permission when not root), directories where files are expected (inputs,
   ``--db``, ``--output``, restore sources), and databases that are not databases (garbage, a
   truncated copy, a corrupted page). Each must end with exit status 1 (2 for a bad argument)
   and exactly one line ``kg: error: …`` naming the problem — never a traceback, never
   "internal error".
2. ``random_argv``: a seeded generator builds random command lines (every command but ``mcp``,
   valid and invalid options, hostile values: invalid UTF-8 decoded as surrogates the way Python
   passes it, NUL bytes, huge strings, random JSON and random bytes on stdin) and runs
   ``kgstore.agent.cli.main`` in-process. The status must be 0, 1 (the command could not be done) or
   2 (the command line is wrong); an error comes with one error line;
   ``--json`` output parses; the database passes every integrity check at the end.

    .venv/bin/python benchmarks/reliability/cli_fuzz.py --runs 3000
    KG_REL_CLI_RUNS=300 pytest tests/reliability/test_cli_hostile.py
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import random
import socket
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from relcommon import PYTHON, child_env, env_int, full_integrity, make_unrelated_database, write_report  # noqa: E402

import kgstore  # noqa: E402

MEMORY = "\n".join(json.dumps(x) for x in [
    {"type": "entity", "name": "Ada", "entityType": "person", "observations": ["Writes the parser"]},
    {"type": "entity", "name": "parser", "entityType": "project", "observations": []},
    {"type": "relation", "from": "Ada", "to": "parser", "relationType": "maintains"},
]) + "\n"


_SCRATCH: list[str] = []


def _scratch_dir() -> str:
    """Where the CLI runs: random relative paths (-o, --db) land here, never in the repository."""
    if not _SCRATCH:
        _SCRATCH.append(tempfile.mkdtemp(prefix="kg-cli-fuzz-cwd-"))
    return _SCRATCH[0]


def _run(argv: list[bytes | str], stdin: bytes = b"", timeout: float = 60) -> tuple[int, str, str]:
    proc = subprocess.run([PYTHON, "-m", "kgstore.agent.cli", *argv], input=stdin, capture_output=True,
                          cwd=_scratch_dir(), env=child_env(), timeout=timeout)
    return proc.returncode, proc.stdout.decode("utf-8", "replace"), proc.stderr.decode("utf-8", "replace")


def _one_error_line(code: int, err: str) -> str | None:
    lines = err.strip().splitlines()
    if code not in (1, 2):
        return f"exit status {code}"
    if len(lines) != 1 or not lines[0].startswith("kg: error: "):
        return f"stderr is not one 'kg: error:' line: {err.strip()[:300]!r}"
    if "internal error" in lines[0] or "Traceback" in err:
        return f"not a clear error: {lines[0][:300]}"
    return None


def hostile_files(work: Path) -> dict[str, Any]:
    """Fixed hostile situations; returns counts and problems."""
    work.mkdir(parents=True, exist_ok=True)
    db = work / "kg.db"
    code, _, err = _run(["--db", str(db), "-w", "t", "import-mcp", "-"], MEMORY.encode())
    assert code == 0, err
    bad_utf8 = work / "bad.jsonl"
    bad_utf8.write_bytes(MEMORY.encode() + b'{"type": "entity", "name": "\xff\xfe", "entityType": "x"}\n')
    sock_path = work / "a.sock"
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    sock.bind(str(sock_path))
    dangling = work / "dangling.json"
    dangling.symlink_to(work / "gone.json")
    loop = work / "loop.json"
    loop.symlink_to(loop)
    secret = work / "secret.json"
    secret.write_text("{}")
    secret.chmod(0)
    folder = work / "folder"
    folder.mkdir()
    garbage = work / "garbage.db"
    garbage.write_bytes(b"this is not sqlite" * 300)
    truncated = work / "truncated.db"
    truncated.write_bytes(db.read_bytes()[:4096 * 3] if db.stat().st_size > 4096 * 3 else b"SQLite format 3\x00")
    corrupt = work / "corrupt.db"
    with kgstore.open(corrupt) as kg:
        ws = kg.workspace("t")
        for i in range(300):
            ws.upsert_entity("concept", f"entity number {i}", description="d" * 200)
    data = bytearray(corrupt.read_bytes())
    for off in range(4096 * 4, min(len(data), 4096 * 12), 7):
        data[off] = (data[off] * 31 + 7) % 256
    corrupt.write_bytes(bytes(data))
    for suffix in ("-wal", "-shm"):
        Path(f"{corrupt}{suffix}").unlink(missing_ok=True)

    photos = make_unrelated_database(work / "photos.sqlite")
    notes = work / "notes.json"
    notes.write_text('{"mine": true}')
    copy = work / "copy.db"
    with kgstore.open(db) as kg:
        kg.backup(copy)
    untouchable = {p: p.read_bytes() for p in (photos, notes, copy)}
    D = ["--db", str(db), "-w", "t"]
    cases: list[tuple[str, list, bytes, str]] = [
        ("invalid UTF-8 argument (search)", D + ["search", b"caf\xe9"], b"", "not valid UTF-8"),
        ("invalid UTF-8 --workspace", ["--db", str(db), "--workspace", b"\xff", "stats"], b"", "not valid UTF-8"),
        ("invalid UTF-8 --db path", ["--db", b"/tmp/\xff.db", "stats"], b"", "not valid UTF-8"),
        ("invalid UTF-8 input file", D + ["import-mcp", str(bad_utf8)], b"", "not valid UTF-8"),
        ("invalid UTF-8 mail file", D + ["ingest-mail", str(bad_utf8)], b"", "not valid UTF-8"),
        ("invalid UTF-8 result file", D + ["ingest-task", "--result-file", str(bad_utf8)], b"", "not valid UTF-8"),
        ("invalid UTF-8 on stdin", D + ["import-mcp", "-"], b"\xc3\x28", "not valid UTF-8"),
        ("invalid UTF-8 prompt on stdin", D + ["ingest-task", "--prompt-file", "-", "--result", "x"], b"\xff",
         "not valid UTF-8"),
        ("invalid UTF-8 restore path", D + ["restore", b"\xfe.db", "--yes"], b"", "not valid UTF-8"),
        ("socket as input", D + ["import-mcp", str(sock_path)], b"", "cannot read"),
        ("socket as result file", D + ["ingest-task", "--result-file", str(sock_path)], b"", "cannot read"),
        ("socket as restore source", D + ["restore", str(sock_path), "--yes"], b"", str(sock_path.name)),
        ("dangling symlink", D + ["ingest-mail", str(dangling)], b"", "no such file"),
        ("symlink loop", D + ["import-mcp", str(loop)], b"", "loop.json"),
        ("directory as input", D + ["import-mcp", str(folder)], b"", "is a directory"),
        ("directory as mail file", D + ["ingest-mail", str(folder)], b"", "is a directory"),
        ("directory as prompt file", D + ["ingest-task", "--prompt-file", str(folder), "--result", "x"], b"",
         "is a directory"),
        ("directory as --db", ["--db", str(folder), "stats"], b"", "is a directory"),
        ("directory as --db (write)", ["--db", str(folder), "demo"], b"", "is a directory"),
        ("directory as export output", D + ["export", "-o", str(folder)], b"", "is a directory"),
        ("directory as backup output", D + ["backup", "-o", str(folder)], b"", "is a directory"),
        ("directory as restore source", D + ["restore", str(folder), "--yes"], b"", "is a directory"),
        ("garbage as --db", ["--db", str(garbage), "stats"], b"", "garbage.db"),
        ("garbage as --db (write)", ["--db", str(garbage), "demo"], b"", "garbage.db"),
        ("truncated --db", ["--db", str(truncated), "-w", "t", "stats"], b"", "truncated.db"),
        ("corrupted --db", ["--db", str(corrupt), "-w", "t", "search", "entity"], b"", ""),
        ("garbage as restore source", D + ["restore", str(garbage), "--yes"], b"", "not a knowledge-graph file"),
        ("truncated restore source", D + ["restore", str(truncated), "--yes"], b"", "truncated.db"),
        ("missing folder for --db", ["--db", str(work / "no" / "kg.db"), "demo"], b"", "does not exist"),
        ("export into a missing folder", D + ["export", "-o", str(work / "no" / "x.json")], b"", "does not exist"),
        ("JSON nested too deeply", D + ["ingest-mail", "-"], b"[" * 100_000 + b"]" * 100_000, ""),
        ("huge query", D + ["search", "x" * 100_000], b"", "at most 1,000"),
        # Issue #16: commands that must never destroy what they were not asked to destroy.
        ("export onto the database", D + ["export", "-o", str(db)], b"", "is the database itself"),
        ("export onto the database, forced", D + ["export", "-o", str(db), "--force"], b"", "is the database itself"),
        ("export onto the -wal", D + ["export", "-o", f"{db}-wal", "--force"], b"", "write-ahead log"),
        ("export onto an unrelated database", D + ["export", "-o", str(photos), "--force"], b"", "is an SQLite database"),
        ("export onto an earlier export", D + ["export", "-o", str(notes)], b"", "use --force"),
        ("backup copy onto the database", D + ["backup", "-o", str(db), "--force"], b"", "is the database itself"),
        ("backup copy onto an unrelated file", D + ["backup", "-o", str(notes), "--force"], b"", "not a backup made"),
        ("read command on an unrelated database", ["--db", str(photos), "stats"], b"", "not a knowledge graph"),
        ("write command on an unrelated database", ["--db", str(photos), "-w", "t", "demo"], b"", "not a knowledge graph"),
        ("workspace restore of a workspace the backup lacks", D[:2] + ["-w", "nobody", "restore", str(copy), "--yes"],
         b"", "holds nothing of workspace"),
    ]
    if os.geteuid() != 0:  # root reads files whatever their permissions
        cases.append(("unreadable file", D + ["import-mcp", str(secret)], b"", "permission denied"))
    problems = []
    passed = 0
    try:
        for label, argv, stdin, fragment in cases:
            code, out, err = _run(argv, stdin)
            if fragment is None:  # must simply work
                if code != 0:
                    problems.append(f"{label}: exit {code}: {err.strip()[:200]}")
                    continue
            else:
                problem = _one_error_line(code, err)
                if problem is None and fragment and fragment not in err:
                    problem = f"the error does not say {fragment!r}: {err.strip()[:200]}"
                if problem:
                    problems.append(f"{label}: {problem}")
                    continue
            passed += 1
    finally:
        sock.close()
        secret.chmod(0o600)
    with kgstore.open(db) as kg:
        integrity = kg.check_integrity()
        if sorted(e.name for e in kg.workspace("t").entities()) != ["Ada", "parser"]:
            problems.append("the database changed")
    problems += [f"integrity: {p}" for p in integrity]
    problems += [f"{p.name} was changed by a command that was not asked to change it"
                 for p, data in untouchable.items() if p.read_bytes() != data]
    return {"cases": len(cases), "passed": passed, "problems": problems}


# =============================================================================================
# Random command lines, in-process
# =============================================================================================

COMMANDS = ["search", "show", "neighbors", "neighbours", "subgraph", "ingest-task", "ingest-mail", "import-mcp",
            "export", "maintenance", "clear", "demo", "stats", "workspaces", "backup", "backups", "restore", "init"]
JSON_COMMANDS = {"search", "show", "neighbors", "neighbours", "subgraph", "ingest-task", "ingest-mail",
                 "import-mcp", "maintenance", "clear", "demo", "stats", "workspaces", "backup", "backups",
                 "restore"}
OPTIONS = {
    "search": ["--type", "--limit"], "show": ["--type", "--observations"],
    "neighbors": ["--type", "--depth", "--edge-type", "--as-of", "--history"],
    "neighbours": ["--depth", "--as-of"], "subgraph": ["--as-of", "--history"],
    "ingest-task": ["--task-id", "--prompt", "--prompt-file", "--result", "--result-file"],
    "ingest-mail": [], "import-mcp": ["--source"], "export": ["--format", "--output", "--force"],
    "maintenance": ["--decay", "--cleanup", "--force"], "clear": ["--yes", "--no-backup"],
    "demo": ["--add"], "stats": [], "workspaces": [], "backup": ["--output", "--force"], "backups": [], "init": [],
    "restore": ["--yes"],
}
FLAGS = {"--history", "--decay", "--cleanup", "--force", "--yes", "--no-backup", "--add", "--json"}


def _value(rng: random.Random, work: Path) -> str:
    r = rng.random()
    if r < 0.25:
        return rng.choice(["React", "backend", "Ada", "parser", "PostgreSQL", "2", "10", "0", "-1", "3",
                           "2026-01-01", "1767225600", "1767225600000", "json", "gexf", "graphml", "jsonl", "csv",
                           "agent", "manual", "auto", "uses", "-", "demo", "t", "default"])
    if r < 0.40:
        return "".join(chr(rng.randrange(0x20, 0x2FFF)) for _ in range(rng.randrange(0, 12)))
    if r < 0.50:  # how Python hands invalid UTF-8 argv bytes to the program
        return bytes(rng.randrange(256) for _ in range(rng.randrange(1, 8))).decode("utf-8", "surrogateescape")
    if r < 0.55:
        return "a\x00b"
    if r < 0.60:
        return "x" * rng.choice([600, 10_001, 100_000])
    if r < 0.80:
        return str(rng.choice([work / "kg.db", work / "in.jsonl", work / "bad.bin", work / "folder", work / "nope",
                               work / "out.json", work / "no" / "x", work / "backup-copy.db", work / "kg.db-wal",
                               work / "photos.sqlite"]))
    return rng.choice(["", " ", "--", "-x", "--nope", "'; DROP TABLE kg_entities; --", '"', "*", "NEAR(", "<no-memory>",
                       "\ud800", "Müller", "東京"])


def random_argv(rng: random.Random, work: Path) -> list[str]:
    argv: list[str] = []
    if rng.random() < 0.9:
        argv += ["--db", str(work / "kg.db")]
    if rng.random() < 0.5:
        argv += ["-w", rng.choice(["t", "demo", "default"]) if rng.random() < 0.8 else _value(rng, work)]
    cmd = rng.choice(COMMANDS) if rng.random() < 0.95 else _value(rng, work)
    argv.append(cmd)
    if cmd in ("search", "show", "neighbors", "neighbours", "import-mcp", "ingest-mail", "restore"):
        if rng.random() < 0.9:
            argv.append(_value(rng, work))
    if cmd == "subgraph":
        argv += [_value(rng, work) for _ in range(rng.randrange(0, 4))]
    for _ in range(rng.randrange(0, 4)):
        opts = OPTIONS.get(cmd, []) + ["--json", "--nope"]
        opt = rng.choice(opts)
        argv.append(opt)
        if opt not in FLAGS and rng.random() < 0.9:
            argv.append(_value(rng, work))
    if rng.random() < 0.03:
        argv.insert(rng.randrange(len(argv) + 1), _value(rng, work))
    return argv


def random_stdin(rng: random.Random) -> bytes:
    r = rng.random()
    if r < 0.3:
        return MEMORY.encode()
    if r < 0.45:
        return json.dumps({"id": "e1", "fingerprint": "fp", "type": "message", "subject": "x",
                           "payload": {"senderEmail": "jane@acme.com", "senderName": "Jane"}}).encode()
    if r < 0.6:
        return bytes(rng.randrange(256) for _ in range(rng.randrange(0, 200)))
    if r < 0.7:
        return b"[" * 50_000
    if r < 0.8:
        return json.dumps([{"type": "entity", "name": _value(rng, Path("/")).encode("utf-8", "surrogatepass")
                            .decode("utf-8", "replace"), "entityType": "x"}]).encode()
    return b""


def run_random(work: Path, runs: int, seed: int) -> dict[str, Any]:
    from kgstore.agent import cli

    work.mkdir(parents=True, exist_ok=True)
    (work / "folder").mkdir(exist_ok=True)
    (work / "in.jsonl").write_text(MEMORY, encoding="utf-8")
    (work / "bad.bin").write_bytes(b"\xff\xfe\x00garbage")
    db = work / "kg.db"
    with kgstore.open(db) as kg:
        from kgstore.interchange import import_mcp_memory

        import_mcp_memory(kg.workspace("t"), MEMORY)
    photos = make_unrelated_database(work / "photos.sqlite")
    init_on_photos = False
    rng = random.Random(seed)
    statuses: dict[int, int] = {}
    problems: list[str] = []
    started = time.monotonic()
    import logging

    logging.getLogger("kgstore").setLevel(logging.CRITICAL)
    for n in range(runs):
        argv = random_argv(rng, work)
        if "init" in argv and any("photos" in str(a) for a in argv):
            init_on_photos = True  # asked for: the one way an unrelated file may get tables
        stdin_bytes = random_stdin(rng)
        out = io.TextIOWrapper(io.BytesIO(), encoding="utf-8", errors="backslashreplace")
        err = io.TextIOWrapper(io.BytesIO(), encoding="utf-8", errors="backslashreplace")
        old_stdin = sys.stdin
        sys.stdin = io.TextIOWrapper(io.BytesIO(stdin_bytes), encoding="utf-8")
        try:
            # contextlib.chdir: random relative paths (-o NAME, --db NAME) land in the work folder.
            with contextlib.chdir(work), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                try:
                    code = cli.main(argv)
                except SystemExit as exc:  # argparse --help
                    code = exc.code if isinstance(exc.code, int) else 2
                except BaseException as exc:  # noqa: BLE001 - main must not raise
                    code = -1
                    err.write(f"RAISED {type(exc).__name__}: {exc}")
        finally:
            sys.stdin = old_stdin
        out_text, err_text = _text(out), _text(err)
        statuses[code] = statuses.get(code, 0) + 1
        shown = ascii(argv)[:200]
        if code in (1, 2):
            problem = _one_error_line(code, err_text)
            if problem:
                problems.append(f"{shown}: {problem}")
        elif code == 0:
            options = argv[:argv.index("--")] if "--" in argv else argv
            if "--json" in options and _cmd(argv) in JSON_COMMANDS:
                text = out_text
                if text.strip():
                    try:
                        json.loads(text)
                    except ValueError:
                        problems.append(f"{shown}: --json printed something that is not JSON: {text[:120]!r}")
        else:
            problems.append(f"{shown}: exit status {code}: {err_text.strip()[:300]}")
        if (n + 1) % 500 == 0:
            problems += [f"integrity after {n + 1} runs: {p}" for p in full_integrity(db)]
    problems += [f"integrity: {p}" for p in full_integrity(db)]
    conn = sqlite3.connect(photos)
    try:
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        rows = conn.execute("SELECT COUNT(*) FROM photos").fetchone()[0] if "photos" in tables else None
    finally:
        conn.close()
    if rows is None:
        problems.append("photos.sqlite lost its own table")
    elif "kg_entities" in tables and not init_on_photos:
        problems.append("photos.sqlite was converted without 'kg init'")
    return {"runs": runs, "statuses": {str(k): v for k, v in sorted(statuses.items())},
            "elapsed_s": round(time.monotonic() - started, 1), "problems": problems[:50], "failures": len(problems)}


def _text(stream: io.TextIOWrapper) -> str:
    stream.flush()
    return stream.buffer.getvalue().decode("utf-8", "replace")


def _cmd(argv: list[str]) -> str | None:
    for i, a in enumerate(argv):
        if a in COMMANDS and (i == 0 or argv[i - 1] not in ("--db", "-w", "--workspace")):
            return a
    return None


def run(work: Path, runs: int = 300, *, seed: int = 3) -> dict[str, Any]:
    fixed = hostile_files(work / "files")
    rand = run_random(work / "random", runs, seed)
    problems = [f"hostile files: {p}" for p in fixed["problems"]] + [f"random argv: {p}" for p in rand["problems"]]
    return {"hostile_file_cases": fixed["cases"], "hostile_file_cases_passed": fixed["passed"],
            "random_runs": rand["runs"], "random_statuses": rand["statuses"], "random_elapsed_s": rand["elapsed_s"],
            "problems": problems, "failures": len(problems)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=env_int("KG_REL_CLI_RUNS", 3000),
                        help="random command lines (default 3000, or $KG_REL_CLI_RUNS)")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--dir", default=None)
    parser.add_argument("--out", default=None)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="kg-cli-fuzz-") as tmp:
        report = run(Path(args.dir or tmp), args.runs, seed=args.seed)
    write_report(args.out, report)
    return 0 if report["failures"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
