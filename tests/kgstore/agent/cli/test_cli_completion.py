"""`kg completion bash|zsh`: a completion script made from the argparse parser. The script is
loaded in a real bash (and zsh, where installed), COMP_WORDS/COMP_CWORD are set as the shell sets
them on <TAB>, and what the completion function offers is checked."""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys

import pytest
from cli_helpers import REPO, kg_run

from kgstore.agent.cli import build_parser


@pytest.fixture(scope="module")
def bash_script(tmp_path_factory):
    code, out, err = kg_run("completion", "bash", env={"KG_DB": "/nonexistent/folder/kg.db"})
    assert (code, err) == (0, ""), err  # no database is opened (or needed) to print it
    path = tmp_path_factory.mktemp("completion") / "kg.bash"
    path.write_text(out, encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def kg_bin(tmp_path_factory):
    """A folder with a `kg` that runs this checkout's command line (for workspace ids)."""
    folder = tmp_path_factory.mktemp("bin")
    kg = folder / "kg"
    kg.write_text(f'#!/bin/sh\nPYTHONPATH={shlex.quote(str(REPO))} exec {shlex.quote(sys.executable)} '
                  '-m kgstore.agent.cli "$@"\n', encoding="utf-8")
    kg.chmod(0o755)
    return folder


def offered_many(script, lines: list[str], *, shell="bash", path_dir=None, cwd=None) -> list[list[str]]:
    """What <TAB> offers at the end of each command line: a space at the end completes a new
    word, else the last word."""
    calls = []
    for line in lines:
        words = line.split(" ")
        calls.append(f"COMP_WORDS=({' '.join(shlex.quote(w) for w in words)}); COMP_CWORD={len(words) - 1}; "
                     "COMPREPLY=(); _kg_complete; printf '%s\\n' \"${COMPREPLY[@]}\"; echo '--end--'")
    env = {k: v for k, v in os.environ.items() if k not in ("KG_DB", "KG_WORKSPACE")}
    if shell == "bash":
        argv = ["bash", "--norc", "--noprofile", "-c", f"source {shlex.quote(str(script))}\n" + "\n".join(calls)]
    else:
        # As zsh's bashcompinit calls the function (its compgen -F): in sh emulation, with
        # 0-based arrays; zsh itself then keeps the matches that start with the typed word.
        env["HOME"] = str(script.parent)  # compinit's dump file
        argv = ["zsh", "-f", "-c", f"source {shlex.quote(str(script))}\n"
                "_as_bashcompinit() { emulate -L sh; setopt kshglob noshglob braceexpand\n"
                + "\n".join(calls) + "\n}\n_as_bashcompinit"]
    if path_dir is not None:
        env["PATH"] = f"{path_dir}{os.pathsep}{env.get('PATH', '')}"
    proc = subprocess.run(argv, capture_output=True, text=True, timeout=120, env=env, cwd=cwd)
    assert proc.returncode == 0 and proc.stderr == "", proc.stderr
    chunks = proc.stdout.split("--end--\n")
    assert chunks[-1] == "" and len(chunks) == len(lines) + 1, proc.stdout
    return [[w for w in chunk.split("\n") if w] for chunk in chunks[:-1]]


def offered(script, line: str, **kwargs) -> list[str]:
    return offered_many(script, [line], **kwargs)[0]


def test_sub_commands_options_and_choices_complete(bash_script):
    got = offered_many(bash_script, [
        "kg sea",
        "kg se",
        "kg search --",
        "kg export --format ",
        "kg export -f g",
        "kg --db x.db ne",
        "kg -w demo settings ",
        "kg settings show ",
        "kg settings --privacy-mode s",
        "kg import-mcp --source ",
        "kg completion ",
        "kg --",
        "kg search --limit ",
    ])
    assert got[0] == ["search"]
    assert got.pop(1) == ["search", "settings"]
    assert {"--json", "--limit", "--type", "--db", "--workspace", "--help"} <= set(got[1])
    assert "--format" not in got[1] and "--history" not in got[1]
    assert got[2] == ["json", "graphml", "gexf", "jsonl"]
    assert got[3] == ["graphml", "gexf"]
    assert got[4] == ["neighbors", "neighbours"]
    assert got[5] == ["show", "set"]  # the global option and its value are skipped
    assert got[6] == []  # the action is given; nothing else is a fixed choice
    assert got[7] == ["strict"]
    assert got[8] == ["agent", "manual", "auto"]
    assert got[9] == ["bash", "zsh"]
    assert set(got[10]) == {"--help", "--db", "--workspace", "--version"}
    assert got[11] == []  # a number: nothing to offer


def test_every_sub_command_offers_exactly_its_parsers_options(bash_script):
    parser = build_parser()
    sub = next(a for a in parser._actions if a.__class__.__name__ == "_SubParsersAction")
    names = sorted(sub.choices)
    got = offered_many(bash_script, [f"kg {name} --" for name in names] + ["kg "])
    for name, options in zip(names, got):
        expected = {o for a in sub.choices[name]._actions for o in a.option_strings if o.startswith("--")}
        assert set(options) == expected, name
    assert set(got[-1]) == set(names)


def test_files_complete_where_a_path_is_asked_for(bash_script, tmp_path):
    (tmp_path / "memory.jsonl").write_text("", encoding="utf-8")
    (tmp_path / "graph.db").write_bytes(b"")
    got = offered_many(bash_script, ["kg import-mcp mem", "kg --db gr", "kg export --output gr", "kg search mem"],
                       cwd=tmp_path)
    assert got == [["memory.jsonl"], ["graph.db"], ["graph.db"], []]


def test_workspace_ids_complete_from_the_file_named_on_the_line(bash_script, kg_bin, tmp_path):
    db = tmp_path / "kg.db"
    for ws in ("demo", "my-project"):
        code, _out, err = kg_run("--workspace", ws, "demo", db=db)
        assert code == 0, err
    got = offered_many(bash_script, [f"kg --db {db} --workspace ", f"kg --db {db} search -w my",
                                     "kg --db /nonexistent/kg.db -w "], path_dir=kg_bin)
    assert got == [["demo", "my-project"], ["my-project"], []]


@pytest.mark.skipif(shutil.which("zsh") is None, reason="zsh is not installed")
def test_the_zsh_script_completes_the_same(tmp_path):
    code, out, err = kg_run("completion", "zsh")
    assert code == 0, err
    script = tmp_path / "kg.zsh"
    script.write_text(out, encoding="utf-8")
    lines = ["kg sea", "kg search --j", "kg --db x.db export --format g", "kg settings "]
    got = offered_many(script, lines, shell="zsh")
    kept = [[w for w in words if w.startswith(line.split(" ")[-1])] for line, words in zip(lines, got)]
    assert kept == [["search"], ["--json"], ["graphml", "gexf"], ["show", "set"]]


def test_an_unknown_shell_is_a_usage_error():
    code, out, err = kg_run("completion", "fish")
    assert code == 2 and out == "" and "invalid choice: 'fish'" in err
