"""The memory gates and context injection on a real CoWork OS file: CoWork's own switches
(enabled, privacy_mode, auto_capture) decide, instead of every automatic write being skipped
because the settings "could not be read"."""

from __future__ import annotations

import pytest

import kgstore
from cowork import ACME, NOTES, CoWorkWriter, copy_fixture, file_problems, needs_fixture
from kgstore.passive import gates
from kgstore.passive.context import memory_synthesis_sections

PROMPT = "Add a Vite config in TypeScript under src/build/vite.config.ts"
RESULT = "Done: wired GET /api/health with Node.js and Redis"
MAIL = {
    "id": "evt-cw-1", "fingerprint": "fp-cw-1", "type": "message_received", "timestamp": 1768470000000,
    "threadId": "t-1", "subject": "Contract renewal", "summary": "Jane asked to move the call",
    "evidenceRefs": ["msg-1"],
    "payload": {"senderEmail": "jane.doe@initech.com", "senderName": "Jane Doe", "projectHint": "Apollo"},
}


@pytest.fixture
def cowork_db(tmp_path):
    path = copy_fixture(tmp_path)
    kgstore.open(path).close()  # upgraded once, as the explorer does
    return path


def counts(ws):
    s = ws.stats()
    return s.entities, s.edges, s.observations


@needs_fixture
def test_memory_on_in_cowork_lets_extraction_and_mail_write(cowork_db):
    with kgstore.open(cowork_db) as kg:
        ws = kg.workspace(ACME)  # memory on, privacy strict
        assert gates.settings_block(ws) is None
        report = ws.extract_from_task("t-1", PROMPT, RESULT)
        assert report.skipped_reason is None and report.created >= 3
        mail = ws.ingest_mailbox_event(MAIL)
        assert mail.skipped_reason is None and mail.observations
    assert file_problems(cowork_db) == []


@needs_fixture
def test_memory_off_in_cowork_stops_extraction_and_mail(cowork_db):
    with kgstore.open(cowork_db) as kg:
        ws = kg.workspace(NOTES)  # CoWork's enabled = 0
        before = counts(ws)
        report = ws.extract_from_task("t-1", PROMPT, RESULT)
        assert report.skipped and report.skipped_reason == "memory is off for this workspace"
        mail = ws.ingest_mailbox_event(MAIL)
        assert mail.skipped and mail.skipped_reason == "memory is off for this workspace"
        assert counts(ws) == before


@needs_fixture
@pytest.mark.parametrize("columns,reason", [
    ({"privacy_mode": "disabled"}, "privacy mode is 'disabled'"),
    ({"auto_capture": 0}, "automatic capture is off"),
])
def test_cowork_privacy_disabled_and_auto_capture_off_stop_automatic_writes(cowork_db, columns, reason):
    with CoWorkWriter(cowork_db) as cowork:
        cowork.start()
        cowork.set_memory_settings(ACME, **columns)
    with kgstore.open(cowork_db) as kg:
        ws = kg.workspace(ACME)
        before = counts(ws)
        report = ws.extract_from_task("t-1", PROMPT, RESULT)
        assert report.skipped and reason in report.skipped_reason
        mail = ws.ingest_mailbox_event(MAIL)
        assert mail.skipped and reason in mail.skipped_reason
        assert counts(ws) == before
        # Explicit writes still proceed (the seed): only automatic ones are gated.
        assert ws.upsert_entity("concept", "asked for by the user").name == "asked for by the user"


@needs_fixture
def test_context_injection_follows_cowork_switches(cowork_db):
    with kgstore.open(cowork_db) as kg:
        acme, notes = kg.workspace(ACME), kg.workspace(NOTES)
        for ws in (acme, notes):
            ws.set_memory_settings(wake_up_layers_enabled=False)  # the legacy path, which injects
        assert list(memory_synthesis_sections(acme, "the React app in src/components/App.tsx")) == ["knowledge_graph"]
        # CoWork's memory off: nothing from the graph goes into a prompt.
        assert memory_synthesis_sections(notes, "React and Python notes") == {}
        acme.set_memory_settings(privacy_mode="disabled")
        assert memory_synthesis_sections(acme, "the React app in src/components/App.tsx") == {}
