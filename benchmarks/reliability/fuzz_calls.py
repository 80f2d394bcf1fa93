#!/usr/bin/env python3
"""Hostile input: hypothesis draws random API calls (the Workspace/KnowledgeGraph methods) and
random agent tool calls (``call_tool``) with hostile arguments: random JSON, huge strings, NUL
bytes, lone surrogates, FTS and SQL syntax, deep nesting, negative / huge / non-finite numbers,
wrong types, and ids of another workspace. Every call must give a clear error (a KGError, or a
one-line ``{"error"}`` that is not an "internal error") or a valid result; a failed call changes
nothing in the file; the "victim" workspace, never targeted, never changes (not even what reads
of it return); the file passes every integrity check at the end.

File calls (issue #16) are drawn too: ``kg.backup(path, force=)``, ``write_export(ws, fmt, path,
force=)`` and ``kg.restore(path, workspace=)`` on hostile paths (the database, its -wal/-shm, a
backup, an unrelated SQLite file, a text file, folders, hostile strings). The database's rows
never change by a backup or export; the backups and the unrelated file are never written over;
a scoped restore changes the restored workspace only. A fifth of the ``update_entity`` calls are
lost updates (``base=`` a description that is no longer there): an EditConflictError that changes
nothing.

    .venv/bin/python benchmarks/reliability/fuzz_calls.py --calls 10000          # full size
    KG_REL_FUZZ_CALLS=1500 pytest tests/reliability/test_hostile_input.py         # the test's size

Each hypothesis example is one call (half API, half tools). Known core bugs (tests marked
xfail(strict=True) in tests/reliability/test_core_bugs.py: KB1-KB4, KB13) are counted under
their own names instead of as failures (and their calls are checked to have changed nothing);
anything else that escapes is a failure.
"""

from __future__ import annotations

import argparse
import json
import random
import sqlite3
import sys
import time
import uuid
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from relcommon import (  # noqa: E402
    dump_rows, env_int, full_integrity, make_unrelated_database, rows_digest, write_report,
)

import kgstore  # noqa: E402
from kgstore import records  # noqa: E402
from kgstore.agent.tools import TOOLS, ToolContext, call_tool  # noqa: E402
from kgstore.validation import (  # noqa: E402
    MAX_DESCRIPTION, MAX_NAME, MAX_OBSERVATION, MAX_PROPERTIES_BYTES, MAX_TIME_MS, MAX_TYPE_NAME,
)

VICTIM = "victim"
FUZZ = "fuzz"
FUZZ2 = "fuzz-2"
NOW = 1_767_225_600_000
DAY = 86_400_000
RESET_EVERY = 150

SPECIAL_TEXT = [
    "", " ", "\t\n ", "\x00", "a\x00b", "\ud800", "x\udfffy", "\ud83d", "😀", "Müller", "東京", "café",
    "e\u0301", "\u200b", "\u202eevil", "\ufeffbom", '"', "'", "*", "^", "NEAR(a b)", "a OR b", "NOT",
    "name:x", "(", ")", "a AND", '"unterminated', "%", "_", "\\", "'; DROP TABLE kg_entities; --",
    "<no-memory>", "< No Memory />", "null", "{}", "[]", "../../etc/passwd", "C:\\x", "Go", "React 18",
    "src/app/main.ts", "GET /api/users", "noreply@news.amazon.com", "2026-01-15", "2026-13-45T99:99",
    "1767225600", "1767225600000", "-1", "NaN", "Infinity", "1e400",
]
BOUNDARY_SIZES = [MAX_TYPE_NAME, MAX_TYPE_NAME + 1, 200, 201, MAX_NAME, MAX_NAME + 1, MAX_DESCRIPTION,
                  MAX_DESCRIPTION + 1, MAX_OBSERVATION, MAX_OBSERVATION + 1, MAX_PROPERTIES_BYTES + 1, 1_000_000]
SPECIAL_NUMBERS = [0, -1, 1, 2, 3, 4, 50, 51, 100, 101, 200, 2**31, 2**53 + 1, 2**63 - 1, 2**63, -(2**63) - 1,
                   2**200, 10**400, 10**11 - 1, 10**11, NOW, MAX_TIME_MS, MAX_TIME_MS + 1, -NOW,
                   0.5, -0.0, 1e-320, 1.5e12, 1e308, float("inf"), float("-inf"), float("nan"), True, False]


# =============================================================================================
# Strategies
# =============================================================================================

def nest(depth: int, kind: str) -> Any:
    value: Any = 1
    for _ in range(depth):
        value = [value] if kind == "list" else {"k": value}
    return value


class Ref:
    """An id that exists when the call runs: the i-th entity/edge of a pool."""

    def __init__(self, pool: str, index: int):
        self.pool, self.index = pool, index

    def __repr__(self) -> str:
        return f"Ref({self.pool}, {self.index})"


def build_strategies():
    """(st, kinds, text, numbers, json_values): `kinds` maps an argument kind to a pair of
    strategies (plausible, hostile); the caller chooses which one with its own generator."""
    from hypothesis import strategies as st

    text = st.one_of(
        st.text(max_size=24),
        st.text(st.characters(codec="utf-8"), max_size=12),
        st.text(st.characters(categories=["Cs", "Cc", "Zs", "Mn", "Lo"]), max_size=8),
        st.sampled_from(SPECIAL_TEXT),
        st.sampled_from(BOUNDARY_SIZES).map(lambda n: "x" * n),
        st.sampled_from(BOUNDARY_SIZES).map(lambda n: " " * n),
        st.tuples(st.sampled_from(SPECIAL_TEXT), st.text(max_size=8)).map("".join),
    )
    numbers = st.one_of(st.integers(), st.integers(-(2**70), 2**70), st.sampled_from(SPECIAL_NUMBERS),
                        st.floats())
    scalars = st.one_of(st.none(), st.booleans(), numbers, text)
    deep = st.tuples(st.sampled_from([5, 50, 500, 2_000, 100_000]), st.sampled_from(["list", "dict"])).map(
        lambda t: nest(*t))
    json_values = st.one_of(
        st.recursive(scalars, lambda inner: st.lists(inner, max_size=4)
                     | st.dictionaries(st.one_of(text, st.integers()), inner, max_size=4), max_leaves=10),
        deep,
    )
    anything = st.one_of(text, numbers, st.none(), json_values)
    refs = {pool: st.builds(Ref, st.just(pool), st.integers(0, 60))
            for pool in ("entity", "edge", "victim_entity", "victim_edge")}
    # Ids of the victim workspace are always "hostile": they must behave as if they did not exist.
    bad_entity_id = st.one_of(refs["victim_entity"], refs["victim_entity"], refs["edge"], st.uuids().map(str),
                              anything)
    bad_edge_id = st.one_of(refs["victim_edge"], refs["victim_edge"], refs["entity"], st.uuids().map(str),
                            anything)
    good_types = st.sampled_from(["technology", "service", "person", "concept", "Depends On", "uses",
                                  "custom_type", "related_to", "project"])
    good_names = st.sampled_from(["React", "react", " REACT ", "backend", "auth-service", "Sarah"])
    plain = st.text(st.characters(codec="utf-8", exclude_characters="\x00"), min_size=1, max_size=30)
    words = st.lists(st.sampled_from(["React", "TypeScript", "backend", "cache", "latency", "users", "auth",
                                      "src/app/main.ts", "GET /api/users", "Go 1.22", "Müller", "東京", "café",
                                      "<no-memory>"]),
                     min_size=1, max_size=6).map(" ".join)
    good_times = st.one_of(st.integers(NOW - 400 * DAY, NOW + 10 * DAY),
                           st.sampled_from(["2025-06-01", "2025-12-31T23:59:59Z", "2026-01-01T00:00:00+02:00",
                                            "9999-12-31T23:59:59.999Z"]))
    bad_props = st.one_of(
        st.dictionaries(text, json_values, max_size=4), json_values,
        st.sampled_from(['{"a": 1}', '{"a": NaN}', "{bad json", "[1, 2]", '"str"']),
        st.sampled_from([MAX_PROPERTIES_BYTES - 20, MAX_PROPERTIES_BYTES + 1]).map(lambda n: {"big": "y" * n}),
        st.builds(lambda d: {"deep": nest(d, "dict")}, st.sampled_from([10, 900, 5000])))
    event_good = st.fixed_dictionaries(
        {"id": plain, "fingerprint": plain, "type": st.sampled_from(["message", "commitment", "thread"]),
         "timestamp": st.integers(NOW - DAY, NOW), "subject": words, "summary": words,
         "payload": st.dictionaries(
             st.sampled_from(["senderEmail", "senderName", "company", "projectNames", "contactEmail",
                              "primaryContactName"]),
             st.one_of(words, st.sampled_from(["jane@acme.com", "noreply@news.amazon.com", "x@gmail.com",
                                               "12345+octocat@users.noreply.github.com", "Jane Doe"])),
             max_size=4)})
    event_bad = st.one_of(json_values, st.fixed_dictionaries(
        {"id": text, "fingerprint": text, "type": text, "timestamp": anything, "subject": text,
         "summary": text, "payload": st.dictionaries(st.sampled_from(["senderEmail", "senderName", "company"]),
                                                     st.one_of(text, json_values, st.just("a\ud800@b.com")),
                                                     max_size=3)}))
    kinds = {
        "text": (st.one_of(plain, words), st.one_of(st.none(), text, numbers)),
        "name": (st.one_of(good_names, plain), st.one_of(text, numbers, st.none(), json_values)),
        "type": (good_types, st.one_of(text, numbers, st.none())),
        "props": (st.one_of(st.none(), st.dictionaries(plain, scalars, max_size=3)), bad_props),
        "number": (st.floats(0, 1), st.one_of(st.none(), numbers)),
        "source": (st.sampled_from(["manual", "agent", "auto"]), st.one_of(text, numbers, st.none())),
        "time": (good_times, st.one_of(numbers, text, st.sampled_from(["0001-01-01", "10000-01-01"]))),
        "entity_id": (refs["entity"], bad_entity_id),
        "edge_id": (refs["edge"], bad_edge_id),
        "json": (json_values, json_values),
        "bool": (st.booleans(), scalars),
        "limit": (st.integers(1, 60), st.one_of(st.none(), numbers, st.integers(-5, 500))),
        "depth": (st.integers(1, 3), st.one_of(st.none(), numbers)),
        "id_list": (st.lists(refs["entity"], min_size=1, max_size=6),
                    st.one_of(st.lists(st.one_of(refs["entity"], bad_entity_id), max_size=6), bad_entity_id,
                              json_values, st.lists(refs["entity"], min_size=101, max_size=130))),
        "type_list": (st.one_of(st.none(), st.lists(good_types, max_size=3)),
                      st.one_of(st.lists(st.one_of(good_types, text, numbers), max_size=3), anything)),
        "task": (st.sampled_from(["task-1", "task-2"]), st.one_of(st.none(), text, numbers)),
        "event": (event_good, event_bad),
        "positions": (st.dictionaries(refs["entity"], st.tuples(st.floats(-1e6, 1e6), st.floats(-1e6, 1e6),
                                                                 st.booleans()), max_size=3),
                      st.one_of(st.dictionaries(st.one_of(refs["entity"], refs["victim_entity"], text, numbers),
                                                st.one_of(st.tuples(numbers, numbers, st.booleans()), json_values),
                                                max_size=3), json_values)),
    }
    return st, kinds, text, numbers, json_values


HOSTILE = 0.2  # share of arguments drawn from the hostile strategy


def draw_arg(data, rng, kinds, kind: str):
    good, bad = kinds[kind]
    return data.draw(bad if rng.random() < HOSTILE else good)


# Each API call: (name, required argument kinds, optional keyword kinds, how to call it)
API: list[tuple[str, list[str], dict[str, str]]] = [
    ("upsert_entity", ["type", "name"], {"description": "text", "properties": "props", "confidence": "number",
                                         "source": "source", "task_id": "task"}),
    ("update_entity", ["entity_id"], {"name": "name", "type": "type", "description": "text",
                                      "properties": "props", "confidence": "number", "source": "source",
                                      "base": "props", "description_source": "source"}),
    ("get_entity", ["entity_id"], {}),
    ("find_entity", ["type", "name"], {}),
    ("entities", [], {"types": "type_list", "limit": "limit", "offset": "limit"}),
    ("delete_entity", ["entity_id"], {}),
    ("entity_types", [], {}),
    ("create_edge", ["entity_id", "entity_id", "type"], {"properties": "props", "confidence": "number",
                                                         "valid_from": "time", "valid_to": "time",
                                                         "source": "source", "task_id": "task"}),
    ("invalidate_edge", ["edge_id"], {"valid_to": "time"}),
    ("delete_edge", ["edge_id"], {}),
    ("get_edge", ["edge_id"], {}),
    ("edges_of", ["entity_id"], {"as_of": "time", "include_history": "bool"}),
    ("add_observation", ["entity_id", "text"], {"source": "source", "task_id": "task", "fingerprint": "text"}),
    ("observations", ["entity_id"], {"limit": "limit"}),
    ("search", ["name"], {"limit": "limit", "types": "type_list"}),
    ("neighbors", ["entity_id"], {"depth": "depth", "edge_types": "type_list", "as_of": "time",
                                  "include_history": "bool"}),
    ("subgraph", ["id_list"], {"as_of": "time", "include_history": "bool"}),
    ("stats", [], {}),
    ("time_range", [], {}),
    ("delete_task", ["task"], {}),
    ("merge_entities", ["entity_id", "id_list"], {}),
    ("extract_from_task", ["task", "text", "text"], {}),
    ("ingest_mailbox_event", ["event"], {}),
    ("build_context_for_task", ["text"], {}),
    ("run_decay", [], {"now": "time", "force": "bool"}),
    ("memory_settings", [], {}),
    ("set_memory_settings", [], {"enabled": "bool", "privacy_mode": "text"}),
    ("positions", [], {}),
    ("save_positions", ["positions"], {}),
    ("workspace", ["text"], {}),
    ("clear", [], {}),
]

# Non-KGError exceptions that are known core bugs, matched narrowly (call, exception type,
# message) and counted by name. Empty: KB1-KB13 are fixed, so any such exception now fails the run.
KNOWN_BUGS: list[tuple] = []


TOOL_AND_API_NAMES = {t["name"] for t in TOOLS} | {a[0] for a in API}


def known_bug(call: str, exc: BaseException) -> str | None:
    for label, name, types, fragment in KNOWN_BUGS:
        if (name is None or name == call) and isinstance(exc, types) and fragment in str(exc):
            return label
    return None


# =============================================================================================
# Checking results
# =============================================================================================

def _check_api_result(call: str, ws_id: str, value: Any) -> str | None:
    def mine(obj) -> bool:
        return getattr(obj, "workspace_id", ws_id) == ws_id

    E, G = records.Entity, records.Edge
    if call in ("upsert_entity", "merge_entities"):
        ok = isinstance(value, E) and mine(value) and 0 <= value.confidence <= 1 and 0 < len(value.name) <= MAX_NAME
    elif call == "update_entity":
        ok = isinstance(value, records.UpdateResult) and mine(value.entity)
    elif call in ("get_entity", "find_entity"):
        ok = value is None or (isinstance(value, E) and mine(value))
    elif call == "entities":
        ok = isinstance(value, list) and all(isinstance(e, E) and mine(e) for e in value)
    elif call in ("delete_entity", "delete_edge"):
        ok = isinstance(value, bool)
    elif call == "entity_types":
        ok = isinstance(value, list) and all(isinstance(t, records.EntityType) for t in value)
    elif call in ("create_edge", "invalidate_edge"):
        ok = (isinstance(value, G) and mine(value) and value.source_id != value.target_id
              and (value.valid_to is None or value.valid_to > value.valid_from))
    elif call == "get_edge":
        ok = value is None or (isinstance(value, G) and mine(value))
    elif call == "edges_of":
        ok = isinstance(value, list) and all(isinstance(g, G) and mine(g) for g in value)
    elif call == "add_observation":
        ok = isinstance(value, records.Observation) and 0 < len(value.content) <= MAX_OBSERVATION
    elif call == "observations":
        ok = isinstance(value, list) and len(value) <= 100
    elif call == "search":
        ok = isinstance(value, list) and len(value) <= 50 and all(mine(h.entity) for h in value)
    elif call == "neighbors":
        ok = isinstance(value, list) and len(value) <= 200 and all(
            mine(n.entity) and mine(n.edge) and 1 <= n.depth <= 3 for n in value)
    elif call == "subgraph":
        ok = (isinstance(value, records.Subgraph) and len(value.entities) <= 100 and len(value.edges) <= 1000
              and all(mine(e) for e in value.entities) and all(mine(g) for g in value.edges))
    elif call == "stats":
        ok = isinstance(value, records.Stats)
    elif call == "time_range":
        ok = value is None or (isinstance(value, tuple) and len(value) == 2)
    elif call == "build_context_for_task":
        ok = isinstance(value, str) and len(value) <= 1500
    elif call == "run_decay":
        ok = isinstance(value, int) and value >= 0
    elif call in ("memory_settings", "set_memory_settings"):
        ok = isinstance(value, records.MemorySettings)
    elif call == "positions":
        ok = isinstance(value, dict)
    elif call == "save_positions":
        ok = isinstance(value, int) and value >= 0
    else:
        ok = True
    return None if ok else f"{call} returned an invalid result: {repr(value)[:300]}"


ENTITY_KEYS = {"id", "type", "name", "description", "properties", "confidence", "source"}
EDGE_KEYS = {"id", "type", "source_entity_id", "target_entity_id", "valid_from", "valid_to"}


def _check_tool_result(name: str, result: Any) -> str | None:
    if not isinstance(result, dict):
        return f"{name} returned {type(result).__name__}, not a dict"
    try:
        json.dumps(result, allow_nan=False)
    except (TypeError, ValueError) as exc:
        return f"{name} result is not valid JSON: {exc}"
    if "error" in result:
        err = result["error"]
        if not isinstance(err, str) or not err.strip() or "\n" in err:
            return f"{name}: the error is not one line of text: {err!r:.200}"
        if "internal error" in err:
            return f"{name}: {err[:300]}"
        return None
    checks = {
        "kg_create_entity": lambda r: r["success"] is True and ENTITY_KEYS <= set(r["entity"]),
        "kg_update_entity": lambda r: r["success"] is True and ENTITY_KEYS <= set(r["entity"]),
        "kg_create_edge": lambda r: r["success"] is True and EDGE_KEYS <= set(r["edge"]),
        "kg_invalidate_edge": lambda r: r["success"] is True and r["edge"]["valid_to"] > r["edge"]["valid_from"],
        "kg_delete_entity": lambda r: r["success"] is True,
        "kg_delete_edge": lambda r: r["success"] is True,
        "kg_add_observation": lambda r: r["success"] is True and r["observation"]["content"],
        "kg_search": lambda r: r["count"] == len(r["results"]) <= 50,
        "kg_get_neighbors": lambda r: r["count"] == len(r["neighbors"]) <= 200,
        "kg_get_subgraph": lambda r: r["entity_count"] == len(r["entities"]) <= 100 and r["edge_count"] <= 1000,
    }
    check = checks.get(name)
    try:
        ok = check is not None and check(result)
    except (KeyError, TypeError) as exc:
        return f"{name} result lacks {exc}: {repr(result)[:300]}"
    return None if ok else f"{name} returned an invalid result: {repr(result)[:300]}"


# =============================================================================================
# The run
# =============================================================================================

class Fuzzer:
    def __init__(self, db: Path):
        self.db = db
        self.kg = kgstore.open(db)
        self.victim = self.kg.workspace(VICTIM)
        self._seed_victim()
        self.victim_digest = self._victim_digest()
        self.victim_view = self._victim_view()
        self.fuzz = self.kg.workspace(FUZZ)
        self.reset()
        self._make_file_pool()
        self.calls = 0
        self.api_calls = 0
        self.tool_calls = 0
        self.outcomes: dict[str, int] = {"ok": 0, "clear_error": 0}
        self.known: dict[str, int] = {}
        self.failures: list[str] = []
        self.unchanged_checks = 0
        self.edit_conflicts = 0
        self.long_errors = 0
        self.long_error_examples: list[str] = []
        self.by_call: dict[str, list[int]] = {}  # call -> [valid results, clear errors]
        self.error_examples: dict[str, list[str]] = {}

    def _make_file_pool(self) -> None:
        folder = self.db.parent
        self.kept_copy = self.kg.backup(folder / "kept-copy.db")  # restorable, never pruned
        foreign = make_unrelated_database(folder / "photos.sqlite")
        notes = folder / "notes.txt"
        notes.write_text("my notes")
        self.file_pool = {"db": self.db, "wal": Path(f"{self.db}-wal"), "shm": Path(f"{self.db}-shm"),
                          "kept_copy": self.kept_copy, "foreign": foreign, "notes": notes,
                          "folder": folder, "missing_folder": folder / "nope" / "x.json"}
        self.file_calls = 0
        self.file_outcomes = {"written": 0, "refused": 0, "restored": 0}

    def _protected_digest(self, *, copy_may_change: bool = False) -> str:
        """The files no call may write over (an earlier backup copy may be replaced by a backup
        with force: that is what force is for)."""
        import hashlib

        h = hashlib.sha256()
        rotating = self.kg.backups()[:1]
        kept = [] if copy_may_change else [self.file_pool["kept_copy"]]
        for p in [*kept, self.file_pool["foreign"], *rotating]:
            h.update(p.name.encode() + (p.read_bytes() if p.exists() else b"<gone>"))
        return h.hexdigest()

    def file_call(self, data, text, rng) -> None:
        from kgstore.interchange import write_export

        kind = rng.choice(["backup", "export", "export", "restore"])
        pool = self.file_pool
        choice = rng.choice(list(pool) + ["rotating", "new", "new", "hostile"])
        if choice == "rotating":
            listed = self.kg.backups()
            path: Any = listed[0] if listed else pool["kept_copy"]
        elif choice == "new":
            path = self.db.parent / f"out-{rng.randrange(1_000_000)}.{rng.choice(['json', 'db', 'gexf'])}"
        elif choice == "hostile":
            # Inside the run's folder: a hostile name, never an absolute path or a way out of it.
            path = f"{self.db.parent}/{data.draw(text).lstrip('/').replace('..', '__')}"
        else:
            path = pool[choice]
        force = rng.random() < 0.5
        target_ws = rng.choice([FUZZ, FUZZ, FUZZ2])
        other = FUZZ2 if target_ws == FUZZ else FUZZ
        if kind == "backup":
            target = lambda: self.kg.backup(path, force=force)  # noqa: E731
        elif kind == "export":
            fmt = rng.choice(["json", "graphml", "gexf", "jsonl", "xml"])
            target = lambda: write_export(self.kg.workspace(target_ws), fmt, path, force=force)  # noqa: E731
        else:
            if rng.random() < 0.6:
                path = pool["kept_copy"]
            target = lambda: self.kg.restore(path, workspace=target_ws)  # noqa: E731
        label = f"file:{kind}"
        self.file_calls += 1
        before_rows = rows_digest(dump_rows(self.db))
        before_other = rows_digest(dump_rows(self.db, workspace=other))
        copy_may_change = kind == "backup" and force
        before_protected = self._protected_digest(copy_may_change=copy_may_change)
        try:
            target()
            outcome = "restored" if kind == "restore" else "written"
        except kgstore.KGError as exc:
            self._clear_error(label, str(exc))
            self._unchanged(label, before_rows, [str(path)[:80]], {"force": force})
            outcome = "refused"
        except Exception as exc:  # noqa: BLE001 - the finding
            self.failures.append(f"{label}: {type(exc).__name__}: {str(exc)[:200]} (path {str(path)[:80]!r})")
            return
        self.file_outcomes[outcome] += 1
        self._tally(label, outcome != "refused")
        if outcome == "refused":
            pass
        else:
            self.outcomes["ok"] += 1
        if kind != "restore" and rows_digest(dump_rows(self.db)) != before_rows:
            self.failures.append(f"{label} changed the database's rows (path {str(path)[:80]!r})")
        if rows_digest(dump_rows(self.db, workspace=other)) != before_other:
            self.failures.append(f"{label} changed workspace {other!r}, which it was not asked to touch")
        if kind != "restore" and self._protected_digest(copy_may_change=copy_may_change) != before_protected:
            self.failures.append(f"{label} wrote over a backup or an unrelated file (path {str(path)[:80]!r})")
        with open(self.db, "rb") as fh:
            if fh.read(16) != b"SQLite format 3\x00":
                self.failures.append(f"{label} replaced the database file (path {str(path)[:80]!r})")
        if kind == "restore" and outcome == "restored":
            self.pools = self._pools()

    def _seed_victim(self) -> None:
        v = self.victim
        a = v.upsert_entity("service", "backend", description="the victim's", properties={"k": 1}, source="manual")
        b = v.upsert_entity("technology", "React", source="agent")
        c = v.upsert_entity("person", "Sarah", source="manual")
        v.create_edge(a.id, b.id, "uses", valid_from=NOW - 30 * DAY)
        g = v.create_edge(c.id, a.id, "maintained_by", valid_from=NOW - 60 * DAY)
        v.invalidate_edge(g.id, NOW - DAY)
        v.add_observation(a.id, "victim observation about React")
        v.save_positions({a.id: (1.0, 2.0, True)})
        v.set_memory_settings(privacy_mode="strict")

    def _victim_digest(self) -> str:
        return rows_digest(dump_rows(self.db, workspace=VICTIM))

    def _victim_view(self) -> str:
        v = self.kg.workspace(VICTIM)
        ents = v.entities()
        return repr((ents, [v.edges_of(e.id, include_history=True) for e in ents],
                     [v.observations(e.id) for e in ents], v.stats(), v.memory_settings()))

    def reset(self) -> None:
        """Empty every workspace but the victim, then give the fuzz workspaces something to work on."""
        conn = sqlite3.connect(str(self.db))
        try:
            others = [r[0] for r in conn.execute("SELECT DISTINCT workspace_id FROM kg_entity_types"
                                                 " WHERE workspace_id != ?", (VICTIM,))]
        finally:
            conn.close()
        for w in others:
            self.kg.workspace(w).clear(backup=False)
        for wid in (FUZZ, FUZZ2):
            ws = self.kg.workspace(wid)
            ids = [ws.upsert_entity(t, n).id for t, n in (("service", "backend"), ("technology", "Redis"),
                                                         ("technology", "React"), ("person", "Sarah"),
                                                         ("project", "frontend-app"))]
            ws.create_edge(ids[0], ids[1], "connects_to", valid_from=NOW - 90 * DAY)
            g = ws.create_edge(ids[4], ids[2], "uses", valid_from=NOW - 90 * DAY)
            ws.invalidate_edge(g.id, NOW - 10 * DAY)
            ws.create_edge(ids[3], ids[0], "maintained_by")
            ws.add_observation(ids[1], "cache hit ratio dropped")
        self.pools = self._pools()

    def _pools(self) -> dict[str, list[str]]:
        conn = sqlite3.connect(str(self.db))
        try:
            def ids(sql, ws):
                return [r[0] for r in conn.execute(sql, (ws,))]
            return {
                "entity": ids("SELECT id FROM kg_entities WHERE workspace_id = ? ORDER BY rowid", FUZZ),
                "edge": ids("SELECT id FROM kg_edges WHERE workspace_id = ? ORDER BY rowid", FUZZ),
                "victim_entity": ids("SELECT id FROM kg_entities WHERE workspace_id = ? ORDER BY rowid", VICTIM),
                "victim_edge": ids("SELECT id FROM kg_edges WHERE workspace_id = ? ORDER BY rowid", VICTIM),
            }
        finally:
            conn.close()

    def resolve(self, value: Any, depth: int = 0) -> Any:
        """Refs replaced by real ids (only near the top: deep nesting is left as drawn)."""
        if isinstance(value, Ref):
            pool = self.pools[value.pool]
            return pool[value.index % len(pool)] if pool else str(uuid.uuid4())
        if depth > 3:
            return value
        if isinstance(value, list) and len(value) < 200:
            return [self.resolve(v, depth + 1) for v in value]
        if isinstance(value, dict) and len(value) < 50:
            return {self.resolve(k, depth + 1) if isinstance(k, Ref) else k: self.resolve(v, depth + 1)
                    for k, v in value.items()}
        return value

    # -- one call ---------------------------------------------------------------------------

    def api_call(self, data, st, optional, rng) -> None:
        call, required, keywords = rng.choice(API)
        pos = [self.resolve(draw_arg(data, rng, optional, k)) for k in required]
        kw = {k: self.resolve(draw_arg(data, rng, optional, kind)) for k, kind in keywords.items()
              if rng.random() < 0.35}
        ws = self.fuzz if rng.random() < 0.85 else self.kg.workspace(FUZZ2)
        if call == "update_entity" and rng.random() < 0.2:
            # A lost update: the edit started from text another writer has replaced since.
            kw.update(description="what the person typed", base={"description": "text that is no longer there"})
        if call == "workspace":
            target = lambda: self.kg.workspace(*pos).stats()  # noqa: E731
        elif call == "clear":
            if rng.random() < 0.95:
                return
            target = lambda: ws.clear(backup=False)  # noqa: E731
        else:
            target = lambda: getattr(ws, call)(*pos, **kw)  # noqa: E731
        self.api_calls += 1
        before = rows_digest(dump_rows(self.db))
        try:
            value = target()
        except kgstore.KGError as exc:
            self._clear_error(call, str(exc))
            self._unchanged(call, before, pos, kw)
            if isinstance(exc, kgstore.EditConflictError):
                self.edit_conflicts += 1
            return
        except RecursionError:
            self.failures.append(f"{call}: RecursionError escaped ({_short(pos, kw)})")
            return
        except Exception as exc:  # noqa: BLE001 - the finding
            label = known_bug(call, exc)
            if label:
                self.known[label] = self.known.get(label, 0) + 1
                self._unchanged(call, before, pos, kw)
            else:
                self.failures.append(f"{call}: {type(exc).__name__}: {str(exc)[:200]} ({_short(pos, kw)})")
            return
        if call not in ("workspace", "clear"):
            problem = _check_api_result(call, ws.id, value)
            if problem:
                self.failures.append(problem)
                return
        self._tally(call, True)
        self.outcomes["ok"] += 1

    def tool_call(self, data, st, optional, text, json_values, rng) -> None:
        tool = rng.choice(TOOLS + [{"name": "kg_nope", "input_schema": {"properties": {}, "required": []}}])
        name = tool["name"]
        schema = tool["input_schema"]
        kinds = {"entity_id": "entity_id", "source_entity_id": "entity_id", "target_entity_id": "entity_id",
                 "edge_id": "edge_id", "entity_ids": "id_list", "entity_type": "type", "edge_type": "type",
                 "edge_types": "type_list", "name": "name", "query": "name", "content": "text",
                 "description": "text", "valid_from": "time", "valid_to": "time", "as_of": "time",
                 "limit": "limit", "depth": "depth", "confidence": "number", "include_history": "bool",
                 "properties": "props"}
        args: Any = {}
        for key in schema["properties"]:
            if rng.random() < (0.95 if key in schema["required"] else 0.35):
                kind = kinds.get(key, "json")
                args[key] = draw_arg(data, rng, optional, kind) if rng.random() < 0.95 else data.draw(json_values)
        if rng.random() < 0.04:
            args[data.draw(text)] = data.draw(json_values)
        if rng.random() < 0.02:
            args = data.draw(json_values)
        args = self.resolve(args)
        if rng.random() < 0.02:
            name = data.draw(st.one_of(text, json_values))
        workspace = rng.choice([FUZZ] * 17 + [FUZZ2, FUZZ2, "__hostile__"])
        if workspace == "__hostile__":
            workspace = data.draw(st.one_of(text, json_values))
        ctx = ToolContext(
            workspace,
            task_id=rng.choice([None, None, "task-1"]) if rng.random() < 0.97 else data.draw(text),
            channel=rng.choice(["private"] * 18 + ["group", "public", "nope"]),
            mode=rng.choice(["execute"] * 18 + ["plan", "analyze", "verifier", "nope"]),
            no_memory=rng.random() < 0.05,
        )
        if rng.random() < 0.02:
            ctx = data.draw(json_values)
        self.tool_calls += 1
        before = rows_digest(dump_rows(self.db))
        try:
            result = call_tool(self.kg, name, args, ctx)
        except Exception as exc:  # noqa: BLE001 - call_tool must never raise
            self.failures.append(f"call_tool({str(name)[:40]!r}) raised {type(exc).__name__}: {str(exc)[:200]}")
            return
        label = name if isinstance(name, str) else "?"
        problem = _check_tool_result(label, result)
        if problem:
            self.failures.append(problem)
            return
        if "error" in result:
            self._clear_error(label, result["error"])
            self._unchanged(label, before, args, {})
            if isinstance(ctx, ToolContext) and ctx.channel in ("group", "public") and set(result) != {"error"}:
                self.failures.append(f"{label}: a refused call returned more than an error: {result}")
        else:
            self._tally(label, True)
            self.outcomes["ok"] += 1

    def _tally(self, call: str, ok: bool) -> None:
        self.by_call.setdefault(call if len(call) <= 40 else "<bad tool name>", [0, 0])[0 if ok else 1] += 1

    def _clear_error(self, call: str, message: str) -> None:
        self._tally(call, False)
        examples = self.error_examples.setdefault(call[:40], [])
        if len(examples) < 3:
            examples.append(message[:160])
        self.outcomes["clear_error"] += 1
        if not message.strip():
            self.failures.append(f"{call}: an error with an empty message")
        if len(message) > 1000:  # not clear any more: most likely the hostile input echoed back
            self.long_errors += 1
            if len(self.long_error_examples) < 5:
                self.long_error_examples.append(f"{call}: {len(message)} characters: {message[:80]}...")
            self.failures.append(f"{call}: a {len(message)}-character error message: {message[:80]}...")

    def _unchanged(self, call: str, before: str, pos, kw) -> None:
        self.unchanged_checks += 1
        if rows_digest(dump_rows(self.db)) != before:
            self.failures.append(f"{call}: a failed call changed the file ({_short(pos, kw)})")

    def after_call(self) -> None:
        self.calls += 1
        if self._victim_digest() != self.victim_digest:
            self.failures.append(f"the victim workspace changed (call {self.calls})")
            self.victim_digest = self._victim_digest()
        if self.calls % RESET_EVERY == 0:
            if self._victim_view() != self.victim_view:
                self.failures.append(f"reads of the victim workspace changed (call {self.calls})")
            problems = self.kg.check_integrity()
            if problems:
                self.failures.append(f"check_integrity after {self.calls} calls: {problems}")
            self.reset()
        else:
            self.pools = self._pools()


def _short(pos, kw) -> str:
    text = repr((pos, kw)) if not _too_deep(pos, kw) else "<deeply nested arguments>"
    return text[:160]


def _too_deep(*values, limit: int = 200) -> bool:
    stack = [(v, 0) for v in values]
    while stack:
        v, d = stack.pop()
        if d > limit:
            return True
        if isinstance(v, (list, tuple)):
            stack += [(x, d + 1) for x in v[:20]]
        elif isinstance(v, dict):
            stack += [(x, d + 1) for x in list(v.values())[:20]]
    return False


def run(db_dir: Path, calls: int = 1500, *, seed: int = 12345) -> dict[str, Any]:
    from hypothesis import HealthCheck, Phase, given, settings
    from hypothesis import seed as hseed

    db_dir.mkdir(parents=True, exist_ok=True)
    db = db_dir / "fuzz.db"
    for suffix in ("", "-wal", "-shm"):
        Path(f"{db}{suffix}").unlink(missing_ok=True)
    st, optional, text, numbers, json_values = build_strategies()
    import logging

    logging.getLogger("kgstore").setLevel(logging.CRITICAL)  # extraction/mailbox skips are logged
    fz = Fuzzer(db)
    started = time.monotonic()

    @hseed(seed)
    @settings(max_examples=calls, deadline=None, database=None, phases=[Phase.generate],
              suppress_health_check=list(HealthCheck), print_blob=False)
    @given(st.data())
    def one_call(data):
        # Hypothesis draws the values; the choices (which call, which arguments, which context)
        # come from a generator seeded by one drawn number, so they are not biased towards 0.
        rng = random.Random(data.draw(st.integers(0, 2**32 - 1)))
        r = rng.random()
        if r < 0.08:
            fz.file_call(data, text, rng)
        elif r < 0.54:
            fz.api_call(data, st, optional, rng)
        else:
            fz.tool_call(data, st, optional, text, json_values, rng)
        fz.after_call()

    old_limit = sys.getrecursionlimit()
    try:
        one_call()
    finally:
        sys.setrecursionlimit(old_limit)
        victim_view_now = fz._victim_view()
        fz.kg.close()
    problems = list(fz.failures)
    if victim_view_now != fz.victim_view:
        problems.append("reads of the victim workspace changed")
    problems += full_integrity(db)
    return {
        "calls": fz.calls,
        "api_calls": fz.api_calls,
        "tool_calls": fz.tool_calls,
        "file_calls": fz.file_calls,
        "edit_conflicts_refused_unchanged": fz.edit_conflicts,
        "file_call_outcomes": fz.file_outcomes,
        "valid_results": fz.outcomes["ok"],
        "clear_errors": fz.outcomes["clear_error"],
        "failed_calls_checked_unchanged": fz.unchanged_checks,
        "error_messages_over_1000_chars": fz.long_errors,
        "long_error_examples": fz.long_error_examples,
        "known_core_bug_hits": fz.known,
        "by_call": dict(sorted(fz.by_call.items())),
        "error_examples": {k: v for k, v in sorted(fz.error_examples.items()) if k in TOOL_AND_API_NAMES},
        "elapsed_s": round(time.monotonic() - started, 1),
        "seed": seed,
        "problems": problems[:50],
        "failures": len(problems),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--calls", type=int, default=env_int("KG_REL_FUZZ_CALLS", 10_000),
                        help="hypothesis examples, one call each (default 10000, or $KG_REL_FUZZ_CALLS)")
    parser.add_argument("--seed", type=int, default=12345)
    parser.add_argument("--dir", default=None, help="work folder (default: a new temporary folder)")
    parser.add_argument("--out", default=None, help="also write the report (JSON) here")
    args = parser.parse_args(argv)
    import tempfile

    with tempfile.TemporaryDirectory(prefix="kg-fuzz-") as tmp:
        report = run(Path(args.dir or tmp), args.calls, seed=args.seed)
    write_report(args.out, report)
    return 0 if report["failures"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
