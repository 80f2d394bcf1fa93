"""The status line after an ingest from the explorer says which secrets were kept out of memory
(kind and count), never the secret."""

from __future__ import annotations

from kgui.views.main_window import describe_report

TOKEN = "ghp_" + "Q7rT2xWm9LkP4vBn8ZcY3dFh6JsA1gEu5NoI"


def test_the_status_line_says_what_was_redacted(ws):
    report = ws.ingest_mailbox_event({
        "id": "evt-1", "fingerprint": "fp-1", "type": "message_received", "timestamp": 1768470000000,
        "subject": "Staging access", "summary": f"deploy with {TOKEN} tonight",
        "payload": {"senderEmail": "dana.ross@acme-robotics.com", "senderName": "Dana Ross"},
    })
    line = describe_report("Mailbox event", report)
    assert "1 GitHub token redacted" in line
    assert TOKEN not in line
