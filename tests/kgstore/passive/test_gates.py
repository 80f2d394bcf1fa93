"""Memory gates: nothing automatic is written when memory is off, privacy mode is 'disabled',
the settings cannot be read, or <no-memory> appears (seed, "Memory Settings")."""

from __future__ import annotations

import logging
import sqlite3

import pytest

import kgstore
from kgstore.passive import gates
from kgstore.passive.decay import decay_marker_key
from linear_cost import CostBound, assert_cost_bounded, last_quarter_bound

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
    assert not gates.has_no_memory_marker(text)
    _assert_linear(text)


def _assert_linear(text: str) -> None:
    # (a text that opens with the marker's "<" is compared with its first quarter, which holds
    # that "<" too: its last quarter is blanks alone, which the scan passes over faster)
    if text[:1] in ("<", "\uff1c"):
        bound = CostBound("first quarter to whole", text[: len(text) // 4], text, factor=10)
    else:
        bound = last_quarter_bound(text)
    assert_cost_bounded(gates.has_no_memory_marker, [bound])


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
    from kgstore.agent.tools import ToolContext, call_tool

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
    assert gates.has_no_memory_marker(text) == text.endswith(">")
    _assert_linear(text)


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


# -- the gate's own decisions, on settings objects another program could hand it -----------------
#
# ws.memory_settings() already refuses an unreadable row; the gate checks again, so that a
# settings source that does not (or a future one) still fails closed, never open.


class _Settings:
    def __init__(self, enabled=True, privacy_mode="normal", excluded_patterns=(), **more):
        self.enabled, self.privacy_mode, self.excluded_patterns = enabled, privacy_mode, excluded_patterns
        self.__dict__.update(more)


class _Workspace:
    def __init__(self, settings):
        self._settings = settings

    def memory_settings(self):
        if isinstance(self._settings, Exception):
            raise self._settings
        return self._settings


@pytest.mark.parametrize("enabled", ["yes", "1", 2, -1, 0.5, None, b"\x01", [1]])
def test_the_gate_fails_closed_on_enabled_that_is_neither_bool_nor_0_or_1(enabled):
    reason = gates.settings_block(_Workspace(_Settings(enabled=enabled)))
    assert reason == f"memory settings could not be read (enabled is {enabled!r})"
    assert gates.automatic_write_block(_Workspace(_Settings(enabled=enabled)), "text") == reason


@pytest.mark.parametrize("enabled,allowed", [(True, True), (1, True), (1.0, True), (False, False), (0, False)])
def test_the_gate_reads_enabled_as_bool_or_0_or_1(enabled, allowed):
    reason = gates.settings_block(_Workspace(_Settings(enabled=enabled)))
    assert reason == (None if allowed else "memory is off for this workspace")


@pytest.mark.parametrize("auto_capture", ["yes", 2, None, 0.5])
def test_the_gate_fails_closed_on_auto_capture_that_is_neither_bool_nor_0_or_1(auto_capture):
    reason = gates.settings_block(_Workspace(_Settings(auto_capture=auto_capture)))
    assert reason == f"memory settings could not be read (auto_capture is {auto_capture!r})"


@pytest.mark.parametrize("auto_capture,allowed", [(True, True), (1, True), (False, False), (0, False)])
def test_the_gate_reads_auto_capture_and_allows_when_it_is_absent(auto_capture, allowed):
    reason = gates.settings_block(_Workspace(_Settings(auto_capture=auto_capture)))
    assert reason == (None if allowed else "automatic capture is off for this workspace")
    assert gates.settings_block(_Workspace(_Settings())) is None  # a store without the switch


def test_the_gate_checks_in_order_enabled_then_mode_then_auto_capture():
    ws = _Workspace(_Settings(enabled=False, privacy_mode="bogus", auto_capture="x"))
    assert gates.settings_block(ws) == "memory is off for this workspace"
    ws = _Workspace(_Settings(privacy_mode="bogus", auto_capture="x"))
    assert gates.settings_block(ws) == "memory settings could not be read (unknown privacy mode 'bogus')"
    ws = _Workspace(_Settings(privacy_mode="disabled", auto_capture=False))
    assert gates.settings_block(ws) == "privacy mode is 'disabled' for this workspace"
    for mode in ("normal", "strict"):
        assert gates.settings_block(_Workspace(_Settings(privacy_mode=mode))) is None


def test_the_gate_fails_closed_when_the_settings_cannot_be_read():
    ws = _Workspace(sqlite3.DatabaseError("disk image is malformed"))
    assert gates.settings_block(ws) == "memory settings could not be read (DatabaseError: disk image is malformed)"
    assert gates.automatic_write_block(ws, "text") == gates.settings_block(ws)


class _Unprintable:
    def __str__(self):
        raise RuntimeError("no text")


class _Printed:
    def __init__(self, text):
        self.text = text

    def __str__(self):
        return self.text


def test_a_value_whose_str_fails_is_an_opt_out_fail_closed():
    assert gates.has_no_memory_marker(_Unprintable()) is True
    assert gates.has_no_memory_marker("fine", _Unprintable()) is True
    assert gates.automatic_write_block(_Workspace(_Settings()), "fine", _Unprintable()) == (
        "the task or message opted out with <no-memory>")


def test_values_that_are_not_text_are_scanned_through_str():
    assert gates.has_no_memory_marker(_Printed("x <no-memory> y")) is True
    assert gates.has_no_memory_marker(_Printed("nothing here"), 42, 1.5) is False
    assert gates.has_no_memory_marker() is False
    assert gates.has_no_memory_marker(None, "", b"") is False
    assert gates.has_no_memory_marker("ordinary", None, "then <no-memory>") is True  # any text counts


@pytest.mark.parametrize("value,text", [
    (None, ""), ("abc", "abc"), (b"<no-memory>", "<no-memory>"), (bytearray(b"ab"), "ab"),
    (memoryview(b"ab"), "ab"), (b"\xff", "\ufffd"), (42, None), ([b"x"], None),
])
def test_as_gate_text(value, text):
    assert gates.as_gate_text(value) == text


def test_gate_form_leaves_ascii_as_it_is_and_folds_the_rest():
    assert gates.gate_form("<NO-Memory>") == "<NO-Memory>"
    assert gates.gate_form("\uff1cNO\u200b-MEMORY\uff1e") == "<no-memory>"


def test_excluded_patterns_block_after_the_settings_and_the_marker():
    ws = _Workspace(_Settings(excluded_patterns=("secret",)))
    assert gates.automatic_write_block(ws, "a secret plan", what="the mail") == (
        "the mail matches the excluded pattern 'secret'")
    assert gates.automatic_write_block(ws, "an ordinary plan") is None
    assert gates.automatic_write_block(ws, "a secret plan <no-memory>") == (
        "the task or message opted out with <no-memory>")
    off = _Workspace(_Settings(enabled=False, excluded_patterns=("secret",)))
    assert gates.automatic_write_block(off, "a secret plan") == "memory is off for this workspace"


def test_settings_unreadable_between_the_reads_fails_closed():
    class Flaky(_Workspace):
        calls = 0

        def memory_settings(self):
            self.calls += 1
            if self.calls > 1:
                raise sqlite3.OperationalError("database is locked")
            return self._settings

    reason = gates.automatic_write_block(Flaky(_Settings()), "text")
    assert reason == "memory settings could not be read (OperationalError: database is locked)"
