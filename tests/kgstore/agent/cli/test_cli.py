"""The `kg` command line, run as a subprocess: output, exit codes, one-line errors."""

from __future__ import annotations

import importlib
import io
import json

import pytest

import kgstore
from kgstore.agent.cli import Progress
from kgstore.interchange import read_gexf

from cli_helpers import assert_error, assert_usage_error, kg_run  # noqa: E402  (tests/kgstore/agent/cli, on sys.path)

MEMORY = "\n".join(json.dumps(x) for x in [
    {"type": "entity", "name": "Ada", "entityType": "person", "observations": ["Writes the parser"]},
    {"type": "entity", "name": "parser", "entityType": "project", "observations": []},
    {"type": "relation", "from": "Ada", "to": "parser", "relationType": "maintains"},
]) + "\n"


@pytest.fixture(scope="module")
def demo_db(tmp_path_factory):
    db = tmp_path_factory.mktemp("cli") / "kg.db"
    code, out, err = kg_run("demo", db=db)
    assert code == 0 and "loaded the demo" in out, err
    return db


def _passive(module: str) -> bool:
    """Whether kgstore.passive.<module> (being written concurrently) can be imported yet."""
    try:
        importlib.import_module(f"kgstore.passive.{module}")
    except Exception:
        return False
    return True


# -- reading --------------------------------------------------------------------------------

def test_search_text_and_json(demo_db):
    code, out, _ = kg_run("--workspace", "demo", "search", "postgres", db=demo_db)
    assert code == 0 and "[technology] PostgreSQL" in out
    # Each line: rank, what matched, type, name (the internal tiered score is not shown).
    assert out.splitlines()[0].split()[:3] == ["1", "name", "[technology]"]
    code, out, _ = kg_run("search", "react", "--json", "--limit", "1", "-w", "demo", db=demo_db)
    data = json.loads(out)
    assert code == 0 and data["count"] == 1 and data["results"][0]["name"].startswith("React")


def test_show_by_name_and_id(demo_db):
    code, out, _ = kg_run("-w", "demo", "show", "Redis", db=demo_db)
    assert code == 0 and "Redis  [technology]" in out and "History" in out and "Removed from the stack" in out
    code, out, _ = kg_run("-w", "demo", "show", "backend", "--json", db=demo_db)
    data = json.loads(out)
    code2, out2, _ = kg_run("-w", "demo", "show", data["entity"]["id"], "--json", db=demo_db)
    assert code2 == 0 and json.loads(out2)["entity"]["name"] == "backend"
    assert {e["other_name"] for e in data["edges"]} >= {"PostgreSQL", "Redis", "Express"}


def test_neighbors_as_of_and_history(demo_db):
    code, now, _ = kg_run("-w", "demo", "neighbors", "frontend-app", "--json", db=demo_db)
    names_now = {n["entity"]["name"] for n in json.loads(now)["neighbors"]}
    assert code == 0 and "React 18" in names_now and "React 17" not in names_now
    with kgstore.open(demo_db) as kg:
        span = kg.workspace("demo").time_range()
    code, then, _ = kg_run("-w", "demo", "neighbours", "frontend-app", "--as-of", str(span[0] + 86_400_000),
                           "--json", db=demo_db)
    names_then = {n["entity"]["name"] for n in json.loads(then)["neighbors"]}
    assert code == 0 and "React 17" in names_then and "React 18" not in names_then
    code, out, _ = kg_run("-w", "demo", "neighbors", "backend", "--depth", "2", "--edge-type", "connects_to",
                          "--history", db=demo_db)
    assert code == 0 and "Redis" in out


def test_subgraph(demo_db):
    code, out, _ = kg_run("-w", "demo", "subgraph", "backend", "PostgreSQL", "Redis", "--json", db=demo_db)
    data = json.loads(out)
    assert code == 0 and data["entity_count"] == 3 and data["edge_count"] == 1  # Redis's edge is closed
    code, out, _ = kg_run("-w", "demo", "subgraph", "backend", "PostgreSQL", "Redis", "--history", "--json",
                          db=demo_db)
    assert json.loads(out)["edge_count"] == 2


def test_stats_and_workspaces(demo_db):
    code, out, _ = kg_run("-w", "demo", "stats", "--json", db=demo_db)
    assert code == 0 and json.loads(out)["stats"]["entities"] >= 18
    code, out, _ = kg_run("workspaces", db=demo_db)
    assert code == 0 and out.split() == ["demo"]


def test_env_vars_select_db_and_workspace(demo_db):
    code, out, _ = kg_run("search", "vite", env={"KG_DB": str(demo_db), "KG_WORKSPACE": "demo"})
    assert code == 0 and "Vite" in out


# -- exports and imports -----------------------------------------------------------------

def test_export_formats(demo_db, tmp_path):
    for fmt in ("json", "graphml", "gexf", "jsonl"):
        target = tmp_path / f"out.{fmt}"
        code, out, err = kg_run("-w", "demo", "export", "--format", fmt, "-o", str(target), db=demo_db)
        assert code == 0 and target.stat().st_size > 0 and "exported" in err
    graph = read_gexf(tmp_path / "out.gexf")
    closed = [d for _, _, d in graph.edges(data=True) if "end" in d]
    assert graph.graph["mode"] == "dynamic" and len(closed) >= 4
    doc = json.loads((tmp_path / "out.json").read_text(encoding="utf-8"))
    assert doc["workspace"] == "demo" and doc["counts"]["edges"] == len(doc["edges"])
    code, out, _ = kg_run("-w", "demo", "export", db=demo_db)  # JSON on stdout
    assert code == 0 and json.loads(out)["counts"] == doc["counts"]


def test_import_mcp_then_export_jsonl(tmp_path):
    db, memory = tmp_path / "kg.db", tmp_path / "memory.jsonl"
    memory.write_text(MEMORY, encoding="utf-8")
    code, out, err = kg_run("-w", "team", "import-mcp", str(memory), db=db)
    assert code == 0 and "2 entities (2 new)" in out and err == ""
    code, out, _ = kg_run("-w", "team", "import-mcp", str(memory), "--json", db=db)
    assert code == 0 and json.loads(out)["entities_created"] == 0
    code, out, _ = kg_run("-w", "team", "export", "-f", "jsonl", db=db)
    lines = [json.loads(x) for x in out.splitlines()]
    assert {"type": "relation", "from": "Ada", "to": "parser", "relationType": "maintains"} in lines
    code, out, _ = kg_run("-w", "team", "import-mcp", "-", db=db, input=MEMORY.encode())
    assert code == 0


def test_import_mcp_skip_invalid(tmp_path):
    db, memory = tmp_path / "kg.db", tmp_path / "memory.jsonl"
    too_long = json.dumps({"type": "entity", "name": "N" * 600, "entityType": "concept", "observations": []})
    memory.write_text(too_long + "\n" + MEMORY, encoding="utf-8")
    code, out, err = kg_run("-w", "team", "import-mcp", str(memory), db=db)
    assert code != 0 and "line 1: entity name is too long" in err and "--skip-invalid" in err
    assert len(err.splitlines()) == 1 and "N" * 100 not in err
    with kgstore.open(db) as kg:
        assert kg.workspaces() == []  # nothing was imported
    code, out, err = kg_run("-w", "team", "import-mcp", str(memory), "--skip-invalid", db=db)
    assert code == 0 and "2 entities (2 new)" in out
    assert err.splitlines() == ["skipped 1 invalid line:",
                                f"  {memory} line 1: entity name is too long (600 characters; the limit is 500)"]
    code, out, _ = kg_run("-w", "team", "import-mcp", str(memory), "--skip-invalid", "--json", db=db)
    assert code == 0 and len(json.loads(out)["invalid_skipped"]) == 1


def test_import_records_as_a_document_and_as_json_lines(tmp_path):
    db, doc, lines = tmp_path / "kg.db", tmp_path / "w.json", tmp_path / "w.jsonl"
    doc.write_text(json.dumps({
        "meta": {"generator": "gen_workload.py"},
        "entities": [{"type": "person", "name": "Ada"}, {"type": "project", "name": "Engine",
                                                          "properties": {"k": 1}}],
        "edges": [{"source": 0, "target": 1, "type": "built", "valid_from": 1_700_000_000_000}],
        "observations": [{"entity": 1, "content": "runs on steam"}],
    }), encoding="utf-8")
    code, out, err = kg_run("-w", "bulk", "import", str(doc), db=db)
    assert code == 0 and err == "" and "in one pass: 2 entities, 1 relationships, 1 observations" in out
    lines.write_text('{"entity": {"type": "person", "name": "Grace"}}\n\n'
                     '{"entity": {"type": "project", "name": "Cobol"}}\n'
                     '{"edge": {"source": 0, "target": 1, "type": "built"}}\n', encoding="utf-8")
    code, out, _ = kg_run("-w", "lines", "import", str(lines), "--json", db=db)
    report = json.loads(out)
    assert code == 0 and report["bulk"] and (report["entities"], report["edges"]) == (2, 1)
    assert "entity_ids" not in report
    code, out, _ = kg_run("-w", "lines", "import", str(lines), db=db)  # again: found, not added twice
    assert code == 0 and "one by one (the workspace already holds entities)" in out
    with kgstore.open(db) as kg:
        assert kg.workspace("lines").stats().entities == 2
        assert [h.entity.name for h in kg.workspace("bulk").search("steam")] == ["Engine"]


@pytest.mark.parametrize("text, message", [
    ('{"entity": {"type": "person", "name": "Ada"}}\n{"edge": {"source": 0, "target": 7, "type": "x"}}\n',
     "edge 0: target must be the position of one of the 1 entities"),
    ('{"entity": {"type": "person", "name": "Ada"}}\n{"person": "Bob"}\n', "line 2: expected one of"),
    ('{"entities": "Ada"}', '"entities"'),
    ("", "is empty"),
])
def test_import_refuses_a_bad_file_and_imports_nothing(tmp_path, text, message):
    db, path = tmp_path / "kg.db", tmp_path / "bad.jsonl"
    path.write_text(text, encoding="utf-8")
    assert_error(kg_run("-w", "bulk", "import", str(path), db=db), message)
    with kgstore.open(db) as kg:
        assert kg.workspace("bulk").stats().entities == 0


# -- writing -------------------------------------------------------------------------------

def test_demo_twice_and_refusal(tmp_path):
    db = tmp_path / "kg.db"
    assert kg_run("demo", db=db)[0] == 0
    code, out, _ = kg_run("demo", db=db)
    assert code == 0 and "already" in out
    assert kg_run("-w", "mine", "import-mcp", "-", db=db, input=MEMORY.encode())[0] == 0
    assert_error(kg_run("-w", "mine", "demo", db=db), "not the demo")
    assert kg_run("-w", "mine", "demo", "--add", db=db)[0] == 0


def test_clear(tmp_path):
    db = tmp_path / "kg.db"
    kg_run("-w", "t", "import-mcp", "-", db=db, input=MEMORY.encode())
    assert_usage_error(kg_run("-w", "t", "clear", db=db, input=b""), "without --yes")
    code, out, _ = kg_run("-w", "t", "clear", "--yes", db=db)
    assert code == 0 and "cleared workspace 't': 2 entities" in out and "backup:" in out
    code, out, _ = kg_run("-w", "t", "clear", "--yes", "--no-backup", "--json", db=db)
    assert code == 0 and json.loads(out)["entities"] == 0


@pytest.mark.skipif(not _passive("hooks"), reason="kgstore.passive.hooks (task extraction) is not written yet")
def test_ingest_task(tmp_path):
    db = tmp_path / "kg.db"
    code, out, err = kg_run("ingest-task", "--task-id", "t1", "--prompt", "fix the API",
                            "--result", "Updated src/api/users.ts with TypeScript; added GET /api/users.", db=db)
    assert code == 0, err
    with kgstore.open(db) as kg:
        names = {e.name for e in kg.workspace("default").entities()}
    assert {"TypeScript", "GET /api/users"} <= names


@pytest.mark.skipif(not _passive("hooks"), reason="kgstore.passive.hooks (mailbox ingest) is not written yet")
def test_ingest_mail(tmp_path):
    db, events = tmp_path / "kg.db", tmp_path / "events.json"
    events.write_text(json.dumps({
        "id": "e1", "fingerprint": "fp1", "type": "message", "timestamp": 1_767_225_600_000,
        "subject": "Contract", "summary": "Renewal", "payload": {"senderEmail": "jane@acme.com",
                                                                 "senderName": "Jane Doe"},
    }), encoding="utf-8")
    code, _, err = kg_run("ingest-mail", str(events), db=db)
    assert code == 0, err


@pytest.mark.skipif(not (_passive("decay") and _passive("cleanup")),
                    reason="kgstore.passive.decay / cleanup are not written yet")
def test_maintenance(demo_db):
    code, out, err = kg_run("-w", "demo", "maintenance", "--force", "--json", db=demo_db)
    assert code == 0, err
    assert "decayed" in json.loads(out)


# Runs the CLI with kgstore.passive.hooks and .decay made unimportable (None in sys.modules makes
# their import raise ImportError), as in an installation without passive memory.
_WITHOUT_PASSIVE = (
    "import sys; sys.modules['kgstore.passive.hooks'] = None; sys.modules['kgstore.passive.decay'] = None; "
    "import kgstore.agent.cli; sys.argv[0] = 'kg'; sys.exit(kgstore.agent.cli.main())"
)


def test_passive_commands_fail_cleanly_when_unavailable(tmp_path):
    import subprocess
    import sys

    from cli_helpers import REPO

    db = tmp_path / "kg.db"
    kg_run("-w", "t", "import-mcp", "-", db=db, input=MEMORY.encode())
    for argv, what in ((["ingest-task", "--result", "x"], "task extraction"),
                       (["maintenance", "--force"], "confidence decay")):
        proc = subprocess.run([sys.executable, "-c", _WITHOUT_PASSIVE, "--db", str(db), "-w", "t", *argv],
                              capture_output=True, cwd=REPO, timeout=60)
        err = proc.stderr.decode()
        assert proc.returncode == 1 and err.count("\n") == 1, err
        assert err.startswith(f"kg: error: {what} is not available in this installation"), err
    with kgstore.open(db) as kg:  # nothing was written
        assert kg.workspace("t").stats().entities == 2 and kg.workspaces() == ["t"]


# -- errors ----------------------------------------------------------------------------------

def test_missing_input_file(tmp_path):
    db = tmp_path / "kg.db"
    assert_error(kg_run("import-mcp", str(tmp_path / "nope.jsonl"), db=db), "nope.jsonl: no such file")
    assert_error(kg_run("ingest-mail", str(tmp_path / "nope.json"), db=db), "no such file")
    assert_error(kg_run("ingest-task", "--result-file", str(tmp_path / "r.txt"), db=db), "no such file")
    assert_error(kg_run("import-mcp", str(tmp_path), db=db), "is a directory")


def test_bad_json(tmp_path):
    db = tmp_path / "kg.db"
    bad = tmp_path / "bad.jsonl"
    bad.write_text(MEMORY + "{oops\n", encoding="utf-8")
    assert_error(kg_run("import-mcp", str(bad), db=db), "line 4: not valid JSON")
    with kgstore.open(db) as kg:
        assert kg.workspaces() == []  # nothing was imported
    mail = tmp_path / "mail.json"
    mail.write_text("{not json", encoding="utf-8")
    assert_error(kg_run("ingest-mail", str(mail), db=db), "not valid JSON")
    mail.write_text('["just a string"]', encoding="utf-8")
    assert_error(kg_run("ingest-mail", str(mail), db=db), "not a JSON object")
    mail.write_text("", encoding="utf-8")
    assert_error(kg_run("ingest-mail", str(mail), db=db), "empty")


def test_invalid_utf8(tmp_path):
    db = tmp_path / "kg.db"
    bad = tmp_path / "bad.jsonl"
    bad.write_bytes(MEMORY.encode() + b'{"type": "entity", "name": "\xff\xfe", "entityType": "x"}\n')
    assert_error(kg_run("import-mcp", str(bad), db=db), "not valid UTF-8 (byte 0xff on line 4)")
    assert_error(kg_run("ingest-mail", str(bad), db=db), "not valid UTF-8")
    assert_error(kg_run("import-mcp", "-", db=db, input=b"\xc3\x28"), "not valid UTF-8")
    assert_usage_error(kg_run("search", b"caf\xe9", db=db), "not valid UTF-8")
    assert_usage_error(kg_run("--workspace", b"\xff", "demo", db=db), "not valid UTF-8")


def test_workspace_flag_values(demo_db, tmp_path):
    assert_usage_error(kg_run("--workspace", "", "search", "x", db=demo_db), "invalid --workspace")
    assert_usage_error(kg_run("--workspace", "   ", "stats", db=demo_db), "invalid --workspace")
    assert_usage_error(kg_run("--workspace", "x" * 300, "stats", db=demo_db), "invalid --workspace")
    assert_error(kg_run("--workspace", "nope", "search", "x", db=demo_db), "workspace 'nope' has no data")
    assert_error(kg_run("search", "x", db=demo_db), "workspace 'default' has no data")
    assert_error(kg_run("search", "x", db=demo_db, env={"KG_WORKSPACE": "elsewhere"}), "'elsewhere'")
    assert_usage_error(kg_run("search", "x", "--workspace", db=demo_db), "expected one argument")


def test_usage_errors(demo_db, tmp_path):
    assert_usage_error(kg_run("frobnicate", db=demo_db), "invalid choice")
    assert_usage_error(kg_run("-w", "demo", "neighbors", "backend", "--depth", "two", db=demo_db), "invalid int")
    assert_usage_error(kg_run("-w", "demo", "neighbors", "backend", "--as-of", "1767225600", db=demo_db),
                       "milliseconds or ISO-8601")
    assert_usage_error(kg_run("-w", "demo", "neighbors", "backend", "--as-of", "last tuesday", db=demo_db),
                       "ISO-8601")
    # Values out of the documented range are refused, not silently clamped.
    assert_usage_error(kg_run("-w", "demo", "neighbors", "backend", "--depth", "4", db=demo_db),
                       "--depth must be from 1 to 3; got 4")
    assert_usage_error(kg_run("-w", "demo", "search", "react", "--limit", "0", db=demo_db),
                       "--limit must be from 1 to 50; got 0")
    assert_usage_error(kg_run("-w", "demo", "neighbors", "backend", "--edge-type", " ", db=demo_db),
                       "--edge-type")
    assert_usage_error(kg_run("ingest-task", "--prompt", "p", db=demo_db), "give the task result")
    assert_error(kg_run("-w", "demo", "show", "no such thing", db=demo_db), "no entity with id or name")
    code, _, err = kg_run("-w", "demo", "show", "x" * 100_000, db=demo_db)  # not echoed back whole
    assert code == 1 and "no entity with id or name" in err and len(err) < 1000
    assert_usage_error(kg_run("-w", "demo", "export", "--format", "csv", db=demo_db), "invalid choice")
    assert_error(kg_run("-w", "demo", "export", "-o", str(tmp_path / "no" / "x.json"), db=demo_db),
                 "does not exist")
    code, out, _ = kg_run(db=demo_db)
    assert code == 2 and "usage" in out


def test_database_errors(tmp_path):
    assert_error(kg_run("search", "x", db=tmp_path / "missing.db"), "no knowledge graph at")
    assert not (tmp_path / "missing.db").exists()  # reading never creates a file
    assert_error(kg_run("stats", db=tmp_path), "is a directory")
    garbage = tmp_path / "garbage.db"
    garbage.write_bytes(b"this is not sqlite" * 100)
    assert_error(kg_run("demo", db=garbage), "cannot open")
    assert_error(kg_run("demo", db=tmp_path / "no" / "such" / "dir.db"), "does not exist")


def test_progress_only_on_a_terminal():
    class Tty(io.StringIO):
        def isatty(self):
            return True

    tty, pipe = Tty(), io.StringIO()
    for stream in (tty, pipe):
        progress = Progress("importing", stream=stream, min_total=10)
        for i in range(1, 501):
            progress(i, 500)
        progress.done()
    assert "importing 500/500 (100%)" in tty.getvalue() and tty.getvalue().endswith("\n")
    assert pipe.getvalue() == ""


def test_neighbors_with_history_list_each_relationship(tmp_path):
    db = tmp_path / "kg.db"
    day = 86_400_000
    with kgstore.open(db) as kg:
        ws = kg.workspace("w")
        api, cache = ws.upsert_entity("service", "api"), ws.upsert_entity("technology", "cache")
        start = kg.now() - 30 * day
        ended = ws.create_edge(api.id, cache.id, "uses", valid_from=start, valid_to=start + 10 * day)
        current = ws.create_edge(api.id, cache.id, "uses", valid_from=start + 20 * day)
    code, out, err = kg_run("-w", "w", "neighbors", "api", "--history", "--json", db=db)
    assert code == 0, err
    assert [n["edge"]["id"] for n in json.loads(out)["neighbors"]] == [current.id, ended.id]
    code, out, err = kg_run("-w", "w", "neighbors", "api", "--history", db=db)
    lines = out.splitlines()
    assert code == 0 and "1 neighbours, 2 relationships" in lines[0], out
    assert len(lines) == 3 and " .. now)" in lines[1] and " .. now)" not in lines[2]


def test_version_and_exit_statuses(demo_db, tmp_path):
    """--version from the package metadata; 2 for a wrong command line, 1 for a command that
    could not be done (as argparse and most Unix tools)."""
    from importlib.metadata import version

    code, out, err = kg_run("--version")
    assert (code, out, err) == (0, f"kg {version('knowledge-graph-explorer')}\n", "")
    assert kg_run("search", db=demo_db)[0] == 2  # a missing argument
    assert kg_run("search", "x", "--limit", "many", db=demo_db)[0] == 2
    assert kg_run("-w", "demo", "show", "nobody at all", db=demo_db)[0] == 1
    assert kg_run("stats", db=tmp_path / "missing.db")[0] == 1


_READ_JSON = {  # each command's --json answer on the demo: what it must say
    "search react": lambda d: {"React 17", "React 18"} <= {r["name"] for r in d["results"]},
    "show backend": lambda d: d["entity"]["name"] == "backend" and d["entity"]["properties"]["port"] == 8080,
    "neighbors backend --history": lambda d: d["entity"]["name"] == "backend" and d["count"] == len(
        d["neighbors"]) and {"Express", "PostgreSQL", "Redis"} <= {n["entity"]["name"] for n in d["neighbors"]},
    "subgraph backend Redis": lambda d: sorted(e["name"] for e in d["entities"]) == ["Redis", "backend"]
    and d["entity_count"] == 2 and d["edge_count"] == len(d["edges"]),
    "stats": lambda d: d["workspace"] == "demo" and d["stats"]["entities"] >= 18,
    "workspaces": lambda d: d == [{"id": "demo", "name": None}],
    "backups": lambda d: d["database"].endswith("kg.db") and d["keep"] > 0 and all(
        b["path"].startswith(d["database"] + ".backup-") for b in d["backups"]),
}


@pytest.mark.parametrize("argv", sorted(_READ_JSON))
def test_read_commands_print_json(demo_db, argv):
    code, out, err = kg_run("-w", "demo", *argv.split(), "--json", db=demo_db)
    assert code == 0, err
    assert _READ_JSON[argv](json.loads(out)), out
