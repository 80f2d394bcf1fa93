"""Planning of mailbox events (kgstore.passive.mailbox): pure, no database, no network."""

from __future__ import annotations

import dataclasses
import socket
import uuid

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kgstore.passive import domains
from kgstore.passive.domains import is_free_mail_domain, parse_email
from kgstore.passive.mailbox import (
    MAX_FINGERPRINT_CHARS,
    MAX_NAME_CHARS,
    MAX_OBSERVATION_CHARS,
    MAX_PROJECTS,
    MailboxPlan,
    PlannedEdge,
    PlannedOrganization,
    PlannedPerson,
    plan_mailbox_event,
    text_for_gate,
)
from mailbox_corpus import CORPUS, Sender

TS = 1768470000000  # 2026-01-15T09:40:00Z


def event(payload=None, **overrides):
    ev = {
        "id": "evt-1",
        "fingerprint": "fp-1",
        "type": "message_received",
        "timestamp": TS,
        "threadId": "thread-1",
        "subject": "Contract renewal",
        "summary": "Jane asked to move the call to Friday",
        "evidenceRefs": ["msg-1"],
        "payload": payload if payload is not None else {},
    }
    ev.update(overrides)
    return ev


def check_invariants(plan: MailboxPlan) -> None:
    assert isinstance(plan, MailboxPlan)
    assert not (plan.skipped_reason or "").startswith("event could not be planned"), plan
    if plan.skipped_reason is not None:
        assert isinstance(plan.skipped_reason, str) and plan.skipped_reason
        return
    assert plan.fingerprint and plan.fingerprint.startswith("mailbox:")
    assert len(plan.fingerprint) <= MAX_FINGERPRINT_CHARS
    assert plan.observation and len(plan.observation) <= MAX_OBSERVATION_CHARS
    assert plan.person or plan.organization or plan.projects
    assert len(plan.projects) <= MAX_PROJECTS
    texts = [plan.observation, plan.fingerprint, *plan.projects]
    if plan.person:
        assert 0 < len(plan.person.name) <= MAX_NAME_CHARS
        texts.append(plan.person.name)
        if plan.person.email:
            texts.append(plan.person.email)
    if plan.organization:
        assert 0 < len(plan.organization.name) <= MAX_NAME_CHARS
        texts.append(plan.organization.name)
        assert plan.organization.domain is None or not is_free_mail_domain(plan.organization.domain)
    for text in texts:
        assert "\x00" not in text
        text.encode("utf-8")  # no lone surrogates: storable
        assert text == text.strip()
    for p in plan.projects:
        assert 0 < len(p) <= MAX_NAME_CHARS
    roles = set(plan.roles)
    for edge in plan.edges:
        assert edge.source_role in roles and edge.target_role in roles
        assert edge.edge_type in ("works_at", "related_to")
    for role in plan.roles:
        assert plan.fingerprint_for(role) == plan.fingerprint


# --- the corpus ---------------------------------------------------------------------------


def test_corpus_is_broad():
    assert len(CORPUS) >= 50
    emails = [s.email for s in CORPUS if s.email]
    hosts = [parse_email(e)[1] for e in emails if parse_email(e)]
    for suffix in (".co.uk", ".com.au", ".co.jp"):
        assert any(h.endswith(suffix) and h.count(".") >= 3 for h in hosts), suffix  # with subdomains
    assert sum(1 for e in emails if parse_email(e) and is_free_mail_domain(parse_email(e)[1])) >= 20
    assert sum(1 for s in CORPUS if s.person is None and s.organization) >= 20  # automated / role
    assert sum(1 for s in CORPUS if s.company) >= 5
    assert {s.family for s in CORPUS} == {0, 1, 2}


@pytest.mark.parametrize("sender", CORPUS, ids=[f"{i}-{s.email or s.name or s.company}" for i, s in enumerate(CORPUS)])
def test_corpus(sender: Sender):
    plan = plan_mailbox_event(event(sender.payload()))
    check_invariants(plan)
    if sender.person is None and sender.organization is None:
        assert plan.skipped_reason is not None
        assert plan.person is None and plan.organization is None
        return
    assert plan.skipped_reason is None, plan.skipped_reason
    assert (plan.person.name if plan.person else None) == sender.person, sender.note
    assert (plan.organization.name if plan.organization else None) == sender.organization, sender.note
    if plan.organization is not None:
        assert plan.organization.explicit is (sender.company is not None)
    works_at = PlannedEdge("person", "organization", "works_at")
    assert (works_at in plan.edges) is (plan.person is not None and plan.organization is not None)
    # every entity gets the observation once, with the event's fingerprint
    assert plan.roles == tuple(r for r in ("person", "organization") if getattr(plan, r) is not None)
    assert plan.fingerprint == "mailbox:message_received:fp-1"


def test_free_mail_never_gives_an_organisation_or_works_at():
    for sender in CORPUS:
        parsed = parse_email(sender.email) if sender.email else None
        if not parsed or not is_free_mail_domain(parsed[1]) or sender.company:
            continue
        plan = plan_mailbox_event(event(sender.payload()))
        assert plan.organization is None, sender
        assert all(e.edge_type != "works_at" for e in plan.edges)


# --- person and organisation -----------------------------------------------------------


def test_full_plan():
    plan = plan_mailbox_event(
        event(
            {
                "primaryContactEmail": "jane.doe@mail.acme.co.uk",
                "primaryContactName": "Jane Doe",
                "projectHints": ["Apollo", "Gemini"],
                "reason": "waiting on legal",
            }
        )
    )
    assert plan.skipped_reason is None and plan.warnings == ()
    assert plan.person == PlannedPerson("Jane Doe", "jane.doe@mail.acme.co.uk")
    assert plan.organization == PlannedOrganization("Acme", "acme.co.uk", False)
    assert plan.projects == ("Apollo", "Gemini")
    assert plan.edges == (
        PlannedEdge("person", "organization", "works_at"),
        PlannedEdge("person", "project:0", "related_to"),
        PlannedEdge("person", "project:1", "related_to"),
    )
    assert plan.sender_kind == "person"
    assert plan.event_id == "evt-1" and plan.thread_id == "thread-1" and plan.timestamp_ms == TS
    assert plan.roles == ("person", "organization", "project:0", "project:1")
    ents = plan.entities()
    assert [(e.role, e.entity_type, e.name) for e in ents] == [
        ("person", "person", "Jane Doe"),
        ("organization", "organization", "Acme"),
        ("project:0", "project", "Apollo"),
        ("project:1", "project", "Gemini"),
    ]
    assert ents[0].properties == {"email": "jane.doe@mail.acme.co.uk"}
    assert ents[1].properties == {"domain": "acme.co.uk"}
    assert plan.observation == (
        "Mailbox message received on 2026-01-15: Contract renewal — "
        "Jane asked to move the call to Friday (reason: waiting on legal)"
    )
    with pytest.raises(KeyError):
        plan.fingerprint_for("project:7")


def test_plan_is_frozen():
    plan = plan_mailbox_event(event({"senderEmail": "jane@acme.com"}))
    with pytest.raises(dataclasses.FrozenInstanceError):
        plan.person = None  # type: ignore[misc]


def test_email_key_precedence_and_name_pairing():
    plan = plan_mailbox_event(
        event(
            {
                "primaryContactEmail": "jane@acme.com",
                "senderEmail": "me@mycompany.com",
                "senderName": "Me Myself",
            }
        )
    )
    # the sender's name belongs to the sender's address, not to the primary contact
    assert plan.person == PlannedPerson("Jane", "jane@acme.com")
    plan = plan_mailbox_event(event({"contactEmail": "jane@acme.com", "senderName": "Jane Doe"}))
    assert plan.person == PlannedPerson("Jane Doe", "jane@acme.com")  # no other address: paired
    plan = plan_mailbox_event(event({"contactEmail": "bad address", "senderEmail": "bob@acme.com"}))
    assert plan.person.email == "bob@acme.com"
    assert any("contactEmail" in w for w in plan.warnings)


def test_automated_sender_gives_organisation_only():
    plan = plan_mailbox_event(event({"senderEmail": "noreply@news.amazon.com", "senderName": "Amazon"}))
    assert plan.person is None
    assert plan.sender_kind == "automated"
    assert plan.organization == PlannedOrganization("Amazon", "amazon.com", False)
    assert plan.roles == ("organization",)
    assert plan.fingerprint_for("organization") == "mailbox:message_received:fp-1"
    assert plan.edges == ()


def test_automated_sender_with_projects_links_organisation():
    plan = plan_mailbox_event(event({"senderEmail": "notifications@github.com", "projectHint": "Octo"}))
    assert plan.person is None
    assert plan.edges == (PlannedEdge("organization", "project:0", "related_to"),)


def test_automated_on_free_mail_is_skipped():
    plan = plan_mailbox_event(event({"senderEmail": "noreply@gmail.com"}))
    assert plan.skipped_reason and "automated" in plan.skipped_reason
    assert plan.sender_kind == "automated"


def test_github_relay():
    plan = plan_mailbox_event(event({"senderEmail": "12345+octocat@users.noreply.github.com"}))
    assert plan.person == PlannedPerson("octocat", "12345+octocat@users.noreply.github.com")
    assert plan.organization is None and plan.edges == ()
    plan = plan_mailbox_event(
        event({"senderEmail": "12345+octocat@users.noreply.github.com", "senderName": "The Octocat"})
    )
    assert plan.person.name == "The Octocat"


def test_explicit_company_wins():
    plan = plan_mailbox_event(
        event({"senderEmail": "richard@news.piedpiper.com", "company": "Pied Piper", "organization": "Other"})
    )
    assert plan.organization == PlannedOrganization("Pied Piper", "piedpiper.com", True)
    plan = plan_mailbox_event(event({"organization": "Hooli"}))
    assert plan.organization == PlannedOrganization("Hooli", None, True)
    assert plan.person is None
    # a free-mail sender with an explicit company: the company, without a domain
    plan = plan_mailbox_event(event({"senderEmail": "gilfoyle@gmail.com", "company": "Pied Piper"}))
    assert plan.organization == PlannedOrganization("Pied Piper", None, True)
    assert PlannedEdge("person", "organization", "works_at") in plan.edges


def test_organisation_named_after_registrable_domain():
    for address, org in [
        ("deals@news.amazon.com", "Amazon"),
        ("x.y@mail.acme.co.uk", "Acme"),
        ("noreply@accounts.google.com", "Google"),
    ]:
        plan = plan_mailbox_event(event({"senderEmail": address}))
        assert plan.organization.name == org


def test_name_only_contact():
    plan = plan_mailbox_event(event({"contactName": "Jane Doe"}))
    assert plan.person == PlannedPerson("Jane Doe", None)
    assert plan.person.properties() == {}


def test_long_name_is_capped():
    plan = plan_mailbox_event(event({"senderEmail": "a@acme.com", "senderName": "N" * 5000, "company": "C" * 900}))
    assert len(plan.person.name) == MAX_NAME_CHARS
    assert len(plan.organization.name) == MAX_NAME_CHARS
    assert any("senderName" in w for w in plan.warnings)


# --- projects -----------------------------------------------------------------------------


def test_projects_from_every_hint_key():
    plan = plan_mailbox_event(
        event(
            {
                "senderEmail": "jane@acme.com",
                "projectHint": "  Apollo  ",
                "projectHints": ["apollo", "Gemini", "", None, 7, {"name": "Mercury"}],
                "projectNames": "GEMINI",
                "relatedProjects": ["Skylab", "  "],
                "commitmentTitles": ["Send the signed copy", "Book a room"],
            }
        )
    )
    assert plan.projects == ("Apollo", "Gemini", "7", "Mercury", "Skylab")
    assert "Commitments: Send the signed copy; Book a room" in plan.observation


def test_projects_capped():
    names = [f"Project {i}" for i in range(25)] + ["P" * 500]
    plan = plan_mailbox_event(event({"senderEmail": "jane@acme.com", "projectNames": names}))
    assert len(plan.projects) == MAX_PROJECTS
    assert any("dropped" in w for w in plan.warnings)
    plan = plan_mailbox_event(event({"senderEmail": "jane@acme.com", "projectHint": "P" * 500}))
    assert len(plan.projects[0]) == MAX_NAME_CHARS
    assert plan.projects[0].endswith("…")


def test_projects_without_contact_or_organisation():
    plan = plan_mailbox_event(event({"projectHint": "Apollo"}))
    assert plan.skipped_reason is None
    assert plan.roles == ("project:0",)
    assert plan.edges == ()


# --- fingerprint -----------------------------------------------------------------------------


def test_fingerprint_falls_back_to_id():
    plan = plan_mailbox_event(event({"senderEmail": "jane@acme.com"}, fingerprint=None))
    assert plan.fingerprint == "mailbox:message_received:evt-1"
    plan = plan_mailbox_event(event({"senderEmail": "jane@acme.com"}, fingerprint=12345))
    assert plan.fingerprint == "mailbox:message_received:12345"


def test_fingerprint_and_id_missing_is_skipped():
    ev = event({"senderEmail": "jane@acme.com"})
    del ev["fingerprint"], ev["id"]
    plan = plan_mailbox_event(ev)
    assert plan.skipped_reason and "fingerprint" in plan.skipped_reason
    plan = plan_mailbox_event(event({"senderEmail": "jane@acme.com"}, fingerprint="  ", id=["x"]))
    assert plan.skipped_reason


def test_fingerprint_stable_and_bounded():
    ev = event({"senderEmail": "jane@acme.com"})
    assert plan_mailbox_event(ev) == plan_mailbox_event(dict(ev))
    plan = plan_mailbox_event(event({"senderEmail": "jane@acme.com"}, fingerprint="f" * 10_000, type="t" * 500))
    assert len(plan.fingerprint) <= MAX_FINGERPRINT_CHARS
    assert plan.fingerprint.startswith("mailbox:" + "t" * 64 + ":sha256:")
    assert plan.fingerprint == plan_mailbox_event(
        event({"senderEmail": "jane@acme.com"}, fingerprint="f" * 10_000, type="t" * 500)
    ).fingerprint


def test_missing_type():
    plan = plan_mailbox_event(event({"senderEmail": "jane@acme.com"}, type=None))
    assert plan.fingerprint == "mailbox:unknown:fp-1"
    assert plan.observation.startswith("Mailbox event on 2026-01-15")


# --- observation ----------------------------------------------------------------------------


def test_observation_parts():
    plan = plan_mailbox_event(
        event({"senderEmail": "jane@acme.com"}, type="commitmentDetected", summary=None, subject=None)
    )
    assert plan.observation == "Mailbox commitment detected on 2026-01-15: from jane@acme.com"
    plan = plan_mailbox_event(
        event({"senderEmail": "jane@acme.com", "summary": "payload summary", "reason": "why"}, summary=None)
    )
    assert plan.observation == "Mailbox message received on 2026-01-15: Contract renewal — payload summary (reason: why)"


@pytest.mark.parametrize(
    "timestamp,date",
    [
        (TS, "2026-01-15"),
        ("2026-01-15T09:40:00Z", "2026-01-15"),
        ("2026-01-15", "2026-01-15"),
        (str(TS), "2026-01-15"),
        (TS // 1000, "2026-01-15"),  # seconds: read as seconds, with a warning
        (None, None),
        ("yesterday", None),
        (True, None),
        (float("nan"), None),
        (-5, None),
        (10**20, None),
        ({"t": 1}, None),
    ],
)
def test_observation_date(timestamp, date):
    plan = plan_mailbox_event(event({"senderEmail": "jane@acme.com"}, timestamp=timestamp))
    check_invariants(plan)
    if date:
        assert f" on {date}:" in plan.observation
    else:
        assert " on " not in plan.observation.split(":", 1)[0]
        assert plan.timestamp_ms is None


def test_huge_texts_are_truncated_with_a_warning():
    big = "word " * 100_000
    plan = plan_mailbox_event(
        event({"senderEmail": "jane@acme.com", "reason": big}, subject=big, summary=big)
    )
    check_invariants(plan)
    assert len(plan.observation) <= MAX_OBSERVATION_CHARS
    assert plan.warnings and any("cut" in w for w in plan.warnings)


def test_nul_bytes_and_surrogates_are_cleaned():
    plan = plan_mailbox_event(
        event(
            {"senderEmail": "jane@acme.com", "senderName": "Ja\x00ne\ud800 Doe", "projectHint": "Apo\x00llo"},
            subject="Hi\x00 there\udfff",
        )
    )
    check_invariants(plan)
    assert "\x00" not in plan.person.name
    assert plan.projects == ("Apo llo",)


# --- bad input -----------------------------------------------------------------------------


@pytest.mark.parametrize("bad", [None, 1, "event", b"x", [], ["a"], object()])
def test_not_a_mapping(bad):
    plan = plan_mailbox_event(bad)
    assert plan.skipped_reason and "mapping" in plan.skipped_reason


def test_nothing_to_record():
    plan = plan_mailbox_event(event({}))
    assert plan.skipped_reason and "no contact" in plan.skipped_reason
    plan = plan_mailbox_event(event("not a payload"))
    assert plan.skipped_reason
    assert any("payload" in w for w in plan.warnings)


def test_non_string_payload_values():
    for value in (None, 0, 3.5, True, [], [1, 2], {}, {"a": {"b": 1}}, ["x@y.com", 5], float("inf")):
        payload = {key: value for key in (
            "primaryContactEmail", "contactEmail", "senderEmail", "primaryContactName",
            "contactName", "senderName", "company", "organization", "projectHint", "projectHints",
            "projectNames", "relatedProjects", "commitmentTitles", "summary", "reason",
        )}
        plan = plan_mailbox_event(event(payload, subject=value, summary=value, type=value, timestamp=value))
        check_invariants(plan)


class ExplodingMapping(dict):
    def get(self, key, default=None):
        raise RuntimeError("boom")


def test_hostile_mapping_does_not_raise():
    plan = plan_mailbox_event(ExplodingMapping(id="x"))
    assert plan.skipped_reason


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=40),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=12,
)
emails = st.one_of(
    st.emails(),
    st.sampled_from(["noreply@gmail.com", "12345+octocat@users.noreply.github.com", "Jane <jane@acme.co.uk>",
                     "info@acme.com", "a@b", "", "x\x00@y.com"]),
    st.text(max_size=30),
)
PAYLOAD_KEYS = [
    "primaryContactEmail", "contactEmail", "senderEmail", "primaryContactName", "contactName",
    "senderName", "company", "organization", "projectHint", "projectHints", "projectNames",
    "relatedProjects", "commitmentTitles", "summary", "reason",
]
payloads = st.one_of(
    st.dictionaries(st.sampled_from(PAYLOAD_KEYS), st.one_of(json_values, emails), max_size=10),
    json_values,
)
events = st.fixed_dictionaries(
    {},
    optional={
        "id": json_values,
        "fingerprint": json_values,
        "type": json_values,
        "timestamp": st.one_of(json_values, st.integers(min_value=-(10**20), max_value=10**20)),
        "threadId": json_values,
        "subject": json_values,
        "summary": json_values,
        "evidenceRefs": json_values,
        "payload": payloads,
    },
)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(events, json_values))
def test_random_events_never_raise(ev):
    plan = plan_mailbox_event(ev)
    check_invariants(plan)
    gate = text_for_gate(ev)
    assert isinstance(gate, str)


# --- text_for_gate ----------------------------------------------------------------------------


def test_text_for_gate_collects_all_free_text():
    ev = event(
        {
            "summary": "payload summary",
            "reason": "please <no-memory>",
            "commitmentTitles": [{"title": "nested title"}],
            "senderName": "Jane",
        },
        subject="Subject line",
        summary="Top summary",
    )
    text = text_for_gate(ev)
    for part in ("Subject line", "Top summary", "payload summary", "<no-memory>", "nested title", "Jane"):
        assert part in text


def test_text_for_gate_bad_input():
    assert text_for_gate(None) == ""
    assert text_for_gate(42) == ""
    assert text_for_gate("<no-memory>") == "<no-memory>"
    cyclic: dict = {"subject": "loop"}
    cyclic["payload"] = cyclic
    assert text_for_gate(cyclic) == "loop"
    deep: object = "bottom <no-memory>"
    for _ in range(5):
        deep = {"payload": deep}
    assert "<no-memory>" in text_for_gate(deep)


# --- no network, ever --------------------------------------------------------------------------


def test_planning_never_opens_a_network_connection(monkeypatch):
    calls = []

    def refuse(*args, **kwargs):
        calls.append(args)
        raise AssertionError("network access attempted")

    monkeypatch.setattr(socket.socket, "connect", refuse)
    monkeypatch.setattr(socket.socket, "connect_ex", refuse)
    monkeypatch.setattr(socket, "create_connection", refuse)
    monkeypatch.setattr(socket, "getaddrinfo", refuse)

    # a fresh extractor with the settings the module uses works from the bundled list alone
    import tldextract

    fresh = tldextract.TLDExtract(suffix_list_urls=(), cache_dir=None)
    assert fresh.extract_str("mail.fresh-example.co.uk").domain == "fresh-example"

    # the module's own extractor, rebuilt inside the patched context, plans fresh domains
    domains._reset_for_tests()
    try:
        for i in range(5):
            tag = uuid.uuid4().hex[:10]
            plan = plan_mailbox_event(
                event({"senderEmail": f"jane.doe@news.corp{tag}.co.uk"}, fingerprint=f"fp-{i}")
            )
            assert plan.organization == PlannedOrganization(f"Corp{tag}", f"corp{tag}.co.uk", False)
            assert plan.person.name == "Jane Doe"
            plan = plan_mailbox_event(event({"senderEmail": f"noreply@mail.shop{tag}.com.au"}))
            assert plan.organization.name == f"Shop{tag}"
    finally:
        domains._reset_for_tests()
    assert calls == []
