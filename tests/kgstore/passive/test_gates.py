"""Memory gates: nothing automatic is written when memory is off, privacy mode is 'disabled',
the settings cannot be read, or <no-memory> appears (seed, "Memory Settings")."""

from __future__ import annotations

import logging
import sqlite3

import pytest

import kgstore
from kgstore.passive import gates
from kgstore.passive.decay import decay_marker_key

PROMPT = "Add a React 18 component in TypeScript under src/components/App.tsx"
RESULT = "Done: wired GET /api/users with Node.js and PostgreSQL"


def mail_event(**overrides):
    ev = {
        "id": "evt-1",
        "fingerprint": "fp-1",
        "type": "message_received",
        "timestamp": 1768470000000,
        "threadId": "t-1",
        "subject": "Contract renewal",
        "summary": "Jane asked to move the call",
        "evidenceRefs": ["msg-1"],
        "payload": {"senderEmail": "jane.doe@acme.com", "senderName": "Jane Doe", "projectHint": "Apollo"},
    }
    ev.update(overrides)
    return ev


def nothing_written(kg, ws):
    stats = ws.stats()
    assert (stats.entities, stats.edges, stats.observations) == (0, 0, 0)
    with kg._db.read() as conn:
        assert conn.execute("SELECT COUNT(*) FROM maintenance_state WHERE key = ?",
                            (decay_marker_key(ws.id),)).fetchone()[0] == 0


# -- the <no-memory> marker -------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "<no-memory>",
    "please <no-memory> thanks",
    "<NO-MEMORY>",
    "<No-Memory/>",
    "<no-memory/>",
    "<no-memory />",
    "< no-memory >",
    "<  no - memory  />",
    "<no memory>",
    "<no_memory>",
    "<nomemory>",
    "<no-\n memory>",
    "</no-memory>",
    "&lt;no-memory&gt;",
    "&lt;no-memory/&gt;",
    "x" * 1_000_000 + "<no-memory>",  # at the very end of a huge text
])
def test_no_memory_marker_is_recognised(text):
    assert gates.has_no_memory_marker(text)
    assert gates.has_no_memory_marker("clean", text)
    assert gates.has_no_memory_marker(text.encode("utf-8"))


@pytest.mark.parametrize("text", [
    "", "no-memory", "no memory please", "<memory>", "<no-memories>", "<not-memory>", "<no-memory",
    "no-memory>", "<no>memory", "I have no memory of that", None,
])
def test_ordinary_text_is_not_an_opt_out(text):
    assert not gates.has_no_memory_marker(text)


def test_settings_block_reasons(ws):
    assert gates.settings_block(ws) is None
    ws.set_memory_settings(privacy_mode="strict")
    assert gates.settings_block(ws) is None
    ws.set_memory_settings(enabled=False)
    assert "off" in gates.settings_block(ws)
    ws.set_memory_settings(enabled=True, privacy_mode="disabled")
    assert "disabled" in gates.settings_block(ws)


# -- extraction ---------------------------------------------------------------------------------


def test_extraction_writes_when_allowed(kg, ws):
    report = ws.extract_from_task("task-1", PROMPT, RESULT)
    assert report.skipped_reason is None and report.created >= 5


def test_extraction_memory_off(kg, ws):
    ws.set_memory_settings(enabled=False)
    report = ws.extract_from_task("task-1", PROMPT, RESULT)
    assert report.skipped and "off" in report.skipped_reason
    assert report.entities == () and report.created == 0
    nothing_written(kg, ws)


def test_extraction_privacy_disabled(kg, ws):
    ws.set_memory_settings(privacy_mode="disabled")
    report = ws.extract_from_task("task-1", PROMPT, RESULT)
    assert report.skipped and "disabled" in report.skipped_reason
    nothing_written(kg, ws)


def test_extraction_strict_privacy_still_writes(kg, ws):
    ws.set_memory_settings(privacy_mode="strict")
    assert not ws.extract_from_task("task-1", PROMPT, RESULT).skipped


@pytest.mark.parametrize("where", ["prompt", "result"])
@pytest.mark.parametrize("marker", ["<no-memory>", "<NO-Memory />", "< no memory/>"])
def test_extraction_no_memory_in_prompt_or_result(kg, ws, where, marker):
    prompt = PROMPT + (" " + marker if where == "prompt" else "")
    result = RESULT + ("\n" + marker if where == "result" else "")
    report = ws.extract_from_task("task-1", prompt, result)
    assert report.skipped and "<no-memory>" in report.skipped_reason
    nothing_written(kg, ws)


def test_extraction_settings_unreadable_raises(kg, ws, monkeypatch, caplog):
    def broken():
        raise sqlite3.DatabaseError("disk image is malformed")

    monkeypatch.setattr(ws, "memory_settings", broken)
    with caplog.at_level(logging.INFO, logger="kgstore.passive"):
        report = ws.extract_from_task("task-1", PROMPT, RESULT)
    assert report.skipped and "could not be read" in report.skipped_reason
    assert "could not be read" in caplog.text
    nothing_written(kg, ws)


def test_settings_table_missing_means_unreadable(kg, ws, db_path):
    raw = sqlite3.connect(db_path)
    raw.execute("DROP TABLE memory_settings")
    raw.commit()
    raw.close()
    report = ws.extract_from_task("task-1", PROMPT, RESULT)
    assert report.skipped and "could not be read" in report.skipped_reason
    mail = ws.ingest_mailbox_event(mail_event())
    assert mail.skipped and "could not be read" in mail.skipped_reason
    stats = ws.stats()
    assert (stats.entities, stats.edges, stats.observations) == (0, 0, 0)


def test_unknown_privacy_mode_fails_closed(kg, ws, db_path):
    raw = sqlite3.connect(db_path)
    raw.execute("INSERT INTO memory_settings (workspace_id, enabled, privacy_mode, updated_at)"
                " VALUES ('ws-1', 1, 'bogus', 0)")
    raw.commit()
    raw.close()
    report = ws.extract_from_task("task-1", PROMPT, RESULT)
    assert report.skipped and "bogus" in report.skipped_reason
    nothing_written(kg, ws)


def test_gate_is_per_workspace(kg):
    off = kg.workspace("off")
    on = kg.workspace("on")
    off.set_memory_settings(enabled=False)
    assert off.extract_from_task("t", PROMPT, RESULT).skipped
    assert not on.extract_from_task("t", PROMPT, RESULT).skipped
    assert off.stats().entities == 0 and on.stats().entities > 0


def test_turning_memory_back_on(kg, ws):
    ws.set_memory_settings(enabled=False)
    assert ws.extract_from_task("t", PROMPT, RESULT).skipped
    ws.set_memory_settings(enabled=True)
    assert not ws.extract_from_task("t", PROMPT, RESULT).skipped


# -- mailbox ------------------------------------------------------------------------------------


def test_mailbox_memory_off(kg, ws):
    ws.set_memory_settings(enabled=False)
    report = ws.ingest_mailbox_event(mail_event())
    assert report.skipped and "off" in report.skipped_reason
    nothing_written(kg, ws)


def test_mailbox_privacy_disabled(kg, ws):
    ws.set_memory_settings(privacy_mode="disabled")
    assert ws.ingest_mailbox_event(mail_event()).skipped
    nothing_written(kg, ws)


def test_mailbox_settings_unreadable(kg, ws, monkeypatch):
    monkeypatch.setattr(ws, "memory_settings", lambda: (_ for _ in ()).throw(RuntimeError("nope")))
    report = ws.ingest_mailbox_event(mail_event())
    assert report.skipped and "could not be read" in report.skipped_reason
    nothing_written(kg, ws)


@pytest.mark.parametrize("overrides", [
    {"subject": "Renewal <no-memory>"},
    {"summary": "<NO-MEMORY/> please"},
    {"payload": {"senderEmail": "jane@acme.com", "reason": "private < no-memory >"}},
    {"payload": {"senderEmail": "jane@acme.com", "commitmentTitles": ["a", {"title": "<no-memory/>"}]}},
    {"payload": {"senderEmail": "jane@acme.com", "nested": {"deep": [["&lt;no-memory&gt;"]]}}},
    {"evidenceRefs": ["msg-1 <no-memory>"]},
])
def test_mailbox_no_memory_anywhere_in_the_mail(kg, ws, overrides):
    report = ws.ingest_mailbox_event(mail_event(**overrides))
    assert report.skipped and "<no-memory>" in report.skipped_reason
    nothing_written(kg, ws)


def test_gate_survives_reopen(db_path, clock):
    with kgstore.open(db_path, clock=clock) as kg:
        kg.workspace("w").set_memory_settings(enabled=False)
    with kgstore.open(db_path, clock=clock) as kg:
        ws = kg.workspace("w")
        assert ws.extract_from_task("t", PROMPT, RESULT).skipped
        assert ws.ingest_mailbox_event(mail_event()).skipped
        assert ws.stats().entities == 0


@pytest.mark.parametrize("text", [
    "<" + " " * 1_000_000,
    "< / no " + " " * 1_000_000,
    "<no-" + "\t" * 1_000_000 + "x",
    ("<" + " " * 999) * 1000,
    "&lt;" * 250_000,
])
def test_marker_scan_is_linear_on_pathological_input(text):
    import time

    started = time.perf_counter()
    assert not gates.has_no_memory_marker(text)
    assert time.perf_counter() - started < 2.0


# -- look-alike forms of the marker -------------------------------------------------------------

LOOK_ALIKES = [
    "\uff1cno-memory\uff1e",  # fullwidth < >
    "<\uff4e\uff4f\uff0d\uff4d\uff45\uff4d\uff4f\uff52\uff59>",  # fullwidth letters and hyphen
    "<no\u200b-memory>", "<no-\u200cmemory>", "<no-mem\u200dory>", "<no\u2060memory>", "<no-memory\ufeff>",
    "<no-mem\u00adory/>", "<\u200bno\u200b-\u200bmemory\u200b>", "<no-memory\ufe0f>", "<no\u200e-memory\u200f>",
    "<\U0001d40d\U0001d40e-\U0001d40c\U0001d404\U0001d40c\U0001d40e\U0001d411\U0001d418>",  # mathematical bold
    "<\u24dd\u24de-\u24dc\u24d4\u24dc\u24de\u24e1\u24e8>",  # circled letters
    "\ufe64no\ufe63memory\ufe65",  # small forms
    "<no\u2011memory>", "<no\u2212memory>",  # non-breaking hyphen, minus sign
    "caf\u00e9 \uff1cNO_MEMORY \uff0f\uff1e",
]


@pytest.mark.parametrize("text", LOOK_ALIKES, ids=[ascii(t) for t in LOOK_ALIKES])
def test_look_alike_markers_are_recognised(text):
    assert gates.has_no_memory_marker(text)
    assert gates.has_no_memory_marker(text.encode("utf-8"))


@pytest.mark.parametrize("text", ["\uff4e\uff4f \uff4d\uff45\uff4d\uff4f\uff52\uff59", "<no-m\u00e9mory>",
                                  "<no\u200bmemories>", "\u00abno-memory\u00bb"])
def test_look_alike_ordinary_text_is_not_an_opt_out(text):
    assert not gates.has_no_memory_marker(text)


@pytest.mark.parametrize("marker", ["\uff1cno-memory\uff1e", "<no\u200b-memory>", "<no-mem\u00adory>"])
def test_look_alike_markers_gate_extraction_mailbox_and_tools(kg, ws, marker):
    from kgstore.tools import ToolContext, call_tool

    report = ws.extract_from_task("task-1", PROMPT + " " + marker, RESULT)
    assert report.skipped and "<no-memory>" in report.skipped_reason
    mail = ws.ingest_mailbox_event(mail_event(summary="Jane asked " + marker))
    assert mail.skipped and "<no-memory>" in mail.skipped_reason
    for args in ({"entity_type": "concept", "name": "x", "description": "private " + marker},
                 {"entity_type": "concept", "name": "x", "properties": {"note": marker}}):
        result = call_tool(kg, "kg_create_entity", args, ToolContext(ws.id))
        assert "<no-memory>" in result["error"]
    nothing_written(kg, ws)


@pytest.mark.parametrize("text", [
    "\uff58" * 1_000_000 + "<no\u200b-memory>",
    "\u00e9\u200b" * 500_000,
    "<" + "\u3000" * 1_000_000,
    ("\uff1c" + "\u00a0" * 999) * 1000,
])
def test_marker_scan_stays_linear_on_huge_non_ascii_input(text):
    import time

    started = time.perf_counter()
    assert gates.has_no_memory_marker(text) == text.endswith(">")
    assert time.perf_counter() - started < 2.0


# -- settings another program wrote ---------------------------------------------------------------


def _write_enabled(db_path, value) -> None:
    raw = sqlite3.connect(db_path)
    raw.execute("INSERT INTO memory_settings (workspace_id, enabled, privacy_mode, updated_at)"
                " VALUES ('ws-1', ?, 'normal', 0) ON CONFLICT(workspace_id) DO UPDATE SET enabled = excluded.enabled",
                (value,))
    raw.commit()
    raw.close()


@pytest.mark.parametrize("value", ["false", "true", "off", "", "yes please", 2, -1, 0.5, b"\x01"])
def test_enabled_that_is_not_0_or_1_fails_closed(kg, ws, db_path, value):
    _write_enabled(db_path, value)
    with pytest.raises(kgstore.ValidationError, match="cannot be read"):
        ws.memory_settings()
    assert "could not be read" in gates.settings_block(ws)
    report = ws.extract_from_task("task-1", PROMPT, RESULT)
    assert report.skipped and "could not be read" in report.skipped_reason
    mail = ws.ingest_mailbox_event(mail_event())
    assert mail.skipped and "could not be read" in mail.skipped_reason
    nothing_written(kg, ws)
    with pytest.raises(kgstore.ValidationError, match="cannot be read"):
        ws.set_memory_settings(privacy_mode="strict")  # would have to guess `enabled`
    assert ws.set_memory_settings(enabled=True).enabled is True  # repaired by a write that gives it
    assert ws.memory_settings().enabled is True and gates.settings_block(ws) is None


@pytest.mark.parametrize("value,enabled", [(1, True), (0, False), (1.0, True), (0.0, False), ("1", True)])
def test_enabled_as_a_number_is_read(ws, db_path, value, enabled):
    _write_enabled(db_path, value)  # '1' becomes 1 in an INTEGER column
    assert ws.memory_settings().enabled is enabled
    assert (gates.settings_block(ws) is None) is enabled
