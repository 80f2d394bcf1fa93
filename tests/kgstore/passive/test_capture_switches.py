"""CoWork OS's capture switches on every file (issue #25, item 1): auto_capture = 0 stops
automatic writes as enabled = 0 does; excluded_patterns (case-insensitive regular expressions)
make a matching text write nothing and keep a matching file path from becoming an entity; an
invalid pattern is skipped and reported; a catastrophic one cannot hang the hook."""

from __future__ import annotations

import sqlite3
import time

import pytest

import kgstore
from cowork import ACME, copy_fixture, needs_fixture

PROMPT = "Add a React component in TypeScript under src/components/App.tsx"
RESULT = "Done: read config/.env and wired GET /api/users with PostgreSQL"
MAIL = {
    "id": "evt-1", "fingerprint": "fp-1", "type": "message_received", "timestamp": 1768470000000,
    "threadId": "t-1", "subject": "Contract renewal", "summary": "Jane asked about Project Falcon pricing",
    "evidenceRefs": ["msg-1"],
    "payload": {"senderEmail": "jane.doe@acme.com", "senderName": "Jane Doe", "projectHint": "Apollo"},
}


def counts(ws):
    s = ws.stats()
    return s.entities, s.edges, s.observations


def store_patterns(db_path, workspace_id, text):
    """Patterns as another program (CoWork) may have stored them: unchecked."""
    conn = sqlite3.connect(db_path)
    try:
        conn.execute("UPDATE memory_settings SET excluded_patterns = ? WHERE workspace_id = ?", (text, workspace_id))
        conn.commit()
    finally:
        conn.close()


def test_auto_capture_off_on_our_own_file_stops_extraction_and_mail(ws):
    s = ws.set_memory_settings(auto_capture=False)
    assert s.auto_capture is False and ws.memory_settings().auto_capture is False
    report = ws.extract_from_task("t-1", PROMPT, RESULT)
    assert report.skipped_reason == "automatic capture is off for this workspace"
    mail = ws.ingest_mailbox_event(MAIL)
    assert mail.skipped_reason == "automatic capture is off for this workspace"
    assert counts(ws) == (0, 0, 0)
    # Explicit writes are not automatic: they still work.
    ws.upsert_entity("person", "Jane Doe", source="manual")
    ws.set_memory_settings(auto_capture=True)
    assert not ws.extract_from_task("t-2", PROMPT, RESULT).skipped


def test_a_text_matching_an_excluded_pattern_writes_nothing_case_insensitively(ws):
    ws.set_memory_settings(excluded_patterns=[r"project\s+falcon", "postgresql"])
    report = ws.extract_from_task("t-1", PROMPT, RESULT.upper())
    assert report.skipped and "the task matches the excluded pattern 'postgresql'" == report.skipped_reason
    mail = ws.ingest_mailbox_event(MAIL)
    assert mail.skipped_reason == r"the message matches the excluded pattern 'project\\s+falcon'"
    assert counts(ws) == (0, 0, 0)


def test_a_file_path_matching_an_excluded_pattern_never_becomes_an_entity(ws):
    # Anchored to the path's end: the task's text as a whole does not match, the path does.
    ws.set_memory_settings(excluded_patterns=[r"(^|/)\.env$"])
    report = ws.extract_from_task("t-1", PROMPT, RESULT)
    assert not report.skipped
    names = {(e.type, e.name) for e in report.entities}
    assert ("file", "src/components/App.tsx") in names and ("technology", "React") in names
    assert not any(e.type == "file" and ".env" in e.name for e in report.entities)
    assert ws.find_entity("file", "config/.env") is None
    assert any("config/.env" in w and "excluded pattern" in w for w in report.warnings)


def test_invalid_stored_patterns_are_skipped_and_reported_and_the_valid_ones_apply(ws, db_path):
    ws.set_memory_settings(excluded_patterns=["placeholder"])
    store_patterns(db_path, ws.id, '["*.env", "(unclosed", 42, "postgresql"]')
    s = ws.memory_settings()
    # A number is used as its text, as CoWork's RegExp(42) does.
    assert s.excluded_patterns == ("*.env", "(unclosed", "42", "postgresql")
    assert [p for p, _ in s.invalid_patterns] == ["*.env", "(unclosed"]
    assert all("not a valid regular expression" in why for _, why in s.invalid_patterns)
    assert ws.extract_from_task("t-1", PROMPT, RESULT).skipped_reason == \
        "the task matches the excluded pattern 'postgresql'"
    store_patterns(db_path, ws.id, '["*.env"]')
    report = ws.extract_from_task("t-2", PROMPT, RESULT)
    assert not report.skipped and report.created
    assert any("'*.env' was skipped" in w for w in report.warnings)


@pytest.mark.parametrize("stored", ['{"a": 1}', "not json", "[1"])
def test_an_unreadable_patterns_column_fails_closed_and_a_write_repairs_it(ws, db_path, stored):
    ws.set_memory_settings(excluded_patterns=[])
    store_patterns(db_path, ws.id, stored)
    with pytest.raises(kgstore.ValidationError, match="excluded_patterns is"):
        ws.memory_settings()
    report = ws.extract_from_task("t-1", PROMPT, RESULT)
    assert report.skipped and "could not be read" in report.skipped_reason
    assert ws.ingest_mailbox_event(MAIL).skipped
    assert counts(ws) == (0, 0, 0)
    assert ws.set_memory_settings(excluded_patterns=["x^"]).excluded_patterns == ("x^",)
    assert not ws.extract_from_task("t-2", PROMPT, RESULT).skipped


@pytest.mark.parametrize("patterns, message", [
    (["(unclosed"], r"excluded pattern 1 \('\(unclosed'\) is not a valid regular expression"),
    (["ok", "*.env"], r"excluded pattern 2 \('\*\.env'\) is not a valid regular expression"),
    ([""], "is empty"),
    (["x" * 1001], "longer than 1000 characters"),
    ("postgresql", "must be a list"),
    ([3], "not text"),
])
def test_setting_an_invalid_pattern_is_refused_and_changes_nothing(ws, db_path, patterns, message):
    before = ws.set_memory_settings(excluded_patterns=["keep-me"], enabled=True)
    with pytest.raises(kgstore.ValidationError, match=message):
        ws.set_memory_settings(excluded_patterns=patterns, enabled=False)
    assert ws.memory_settings() == before


def test_a_catastrophic_pattern_cannot_hang_extraction_and_fails_closed(ws, db_path):
    ws.set_memory_settings(excluded_patterns=["placeholder"])
    store_patterns(db_path, ws.id, '["(a|aa)+$"]')
    # Unchecked, this pattern backtracks for ever on the text. CPU time, not the wall clock: a
    # loaded machine stretches the wait, not the work (the time-out is a quarter of a second).
    started = time.process_time()
    report = ws.extract_from_task("t-1", PROMPT, "React " + "a" * 5000 + "!")
    assert time.process_time() - started < 5
    assert report.skipped and "could not be checked against the excluded pattern '(a|aa)+$' in time" \
        in report.skipped_reason
    assert counts(ws) == (0, 0, 0)


def test_patterns_survive_reopening(db_path, clock):
    with kgstore.open(db_path, clock=clock) as kg:
        kg.workspace("w").set_memory_settings(excluded_patterns=[r"\bacme\b", "secret"], auto_capture=False)
    with kgstore.open(db_path, clock=clock) as kg:
        s = kg.workspace("w").memory_settings()
    assert (s.excluded_patterns, s.auto_capture, s.invalid_patterns) == ((r"\bacme\b", "secret"), False, ())


@needs_fixture
def test_coworks_own_stored_globs_are_reported_as_invalid_regular_expressions(tmp_path):
    path = copy_fixture(tmp_path)
    with kgstore.open(path) as kg:
        ws = kg.workspace(ACME)
        s = ws.memory_settings()
        assert s.excluded_patterns == ("*.env", "secrets/**")
        assert [p for p, _ in s.invalid_patterns] == ["*.env", "secrets/**"]
        report = ws.extract_from_task("t-1", PROMPT, RESULT)
        assert not report.skipped
        assert sum("was skipped" in w for w in report.warnings) == 2
        ws.set_memory_settings(excluded_patterns=[r"\.env$"])
    conn = sqlite3.connect(path)
    try:  # written in CoWork's own column and spelling
        assert conn.execute("SELECT excluded_patterns FROM memory_settings WHERE workspace_id = ?",
                            (ACME,)).fetchone() == ('["\\\\.env$"]',)
    finally:
        conn.close()


def test_mail_reports_invalid_stored_patterns(ws, db_path):
    ws.set_memory_settings(excluded_patterns=["placeholder"])
    store_patterns(db_path, ws.id, '["secrets/**"]')
    report = ws.ingest_mailbox_event(MAIL)
    assert not report.skipped and report.observations
    assert any("'secrets/**' was skipped" in w for w in report.warnings)


def test_explicit_tool_writes_are_not_automatic_and_still_work(kg, ws):
    from kgstore.agent.tools import ToolContext, call_tool

    ws.set_memory_settings(auto_capture=False, excluded_patterns=["falcon"])
    ctx = ToolContext(ws.id, task_id="task-1")
    made = call_tool(kg, "kg_create_entity", {"entity_type": "project", "name": "Project Falcon"}, ctx)
    assert "error" not in made, made
    added = call_tool(kg, "kg_add_observation", {"entity_id": made["entity"]["id"],
                                                 "content": "Falcon ships in March"}, ctx)
    assert "error" not in added, added
    assert [o.content for o in ws.observations(made["entity"]["id"])] == ["Falcon ships in March"]
    # ...while the same words through a hook write nothing.
    assert ws.extract_from_task("t-9", "Falcon", "Falcon in TypeScript").skipped


def test_many_slow_patterns_together_are_time_bound_too(monkeypatch):
    from types import SimpleNamespace

    from kgstore.passive import exclusions

    # A clock that moves a tenth of a second each time it is read, i.e. per pattern tried: each
    # pattern alone is far inside its own MATCH_TIMEOUT, all of them together are not.
    now = [0.0]

    def monotonic():
        now[0] += 0.1
        return now[0]

    monkeypatch.setattr(exclusions, "time", SimpleNamespace(monotonic=monotonic))
    patterns = [f"never{i}here" for i in range(40)]
    text = "a" * 22 + "!"
    assert all(exclusions.ExcludedPatterns([p]).match(text) is None for p in patterns)
    hit = exclusions.ExcludedPatterns(patterns).match(text)
    # The call gave up part-way through the list, failing closed, once the budget was spent.
    assert hit is not None and hit.timed_out
    assert 0 < patterns.index(hit.pattern) < len(patterns) - 1
    assert patterns.index(hit.pattern) <= exclusions.TOTAL_TIMEOUT / 0.1
