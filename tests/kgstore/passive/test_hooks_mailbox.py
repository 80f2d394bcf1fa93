"""Mailbox ingest through ws.ingest_mailbox_event: the stored graph for a corpus of senders,
person/organisation resolution, one observation per event per entity, bad input, one
transaction, and no network."""

from __future__ import annotations

import logging
import socket

import pytest

import kgstore
from kgstore.passive import domains, hooks
from kgstore.passive.domains import is_automated_sender, is_free_mail_domain, parse_email
from kgstore.passive.reports import MailboxReport
from mailbox_corpus import CORPUS

TS = 1768470000000  # 2026-01-15T09:40:00Z


def event(payload=None, n=1, **overrides):
    ev = {
        "id": f"evt-{n}",
        "fingerprint": f"fp-{n}",
        "type": "message_received",
        "timestamp": TS,
        "threadId": f"thread-{n}",
        "subject": f"Contract renewal {n}",
        "summary": "Asked to move the call to Friday",
        "evidenceRefs": [f"msg-{n}"],
        "payload": payload if payload is not None else {},
    }
    ev.update(overrides)
    return ev


def graph(ws):
    """{type: sorted names}, the works_at pairs (by name) and the related_to pairs."""
    by_type: dict[str, list[str]] = {}
    ids = {}
    for e in ws.entities():
        by_type.setdefault(e.type, []).append(e.name)
        ids[e.id] = e
    edges = set()
    for e in ids.values():
        for edge in ws.edges_of(e.id):
            edges.add((ids[edge.source_id].name, edge.type, ids[edge.target_id].name))
    return by_type, edges


# -- the corpus, end to end ---------------------------------------------------------------------


@pytest.fixture(scope="module")
def corpus_kg(tmp_path_factory):
    """One file for the whole corpus (a workspace per sender keeps the cases apart)."""
    store = kgstore.open(tmp_path_factory.mktemp("corpus") / "kg.db")
    yield store
    store.close()


@pytest.mark.parametrize("i", range(len(CORPUS)), ids=[f"{c.email or c.name or c.company}" for c in CORPUS])
def test_corpus_sender_end_to_end(corpus_kg, i):
    case = CORPUS[i]
    ws = corpus_kg.workspace(f"corpus-{i}")
    report = ws.ingest_mailbox_event(event(case.payload()))
    assert isinstance(report, MailboxReport)
    by_type, edges = graph(ws)
    expected_people = [case.person] if case.person else []
    expected_orgs = [case.organization] if case.organization else []
    assert by_type.get("person", []) == expected_people, case
    assert by_type.get("organization", []) == expected_orgs, case
    if not expected_people and not expected_orgs:
        assert report.skipped and ws.stats().entities == 0
        return
    assert report.skipped_reason is None, report
    works_at = {(s, t) for s, typ, t in edges if typ == "works_at"}
    assert works_at == ({(case.person, case.organization)} if case.person and case.organization else set())
    # Entities are automatic and carry exactly one observation, with the event's fingerprint.
    for entity in ws.entities():
        assert entity.source == "auto" and entity.confidence == pytest.approx(0.85)
        observations = ws.observations(entity.id)
        assert [o.fingerprint for o in observations] == ["mailbox:message_received:fp-1"]
        assert observations[0].content.startswith("Mailbox message received on 2026-01-15")
        if entity.type == "person":
            parsed = parse_email(case.email) if case.email else None
            if parsed and not is_automated_sender(case.email):
                assert entity.properties.get("email") == f"{parsed[0].lower()}@{parsed[1]}"
        if entity.type == "organization" and "domain" in entity.properties:
            assert not is_free_mail_domain(entity.properties["domain"])
    assert {e.id for e in report.entities} == {e.id for e in ws.entities()}
    assert len(report.observations) == len(report.entities)


def test_whole_corpus_in_one_workspace(kg):
    ws = kg.workspace("all")
    for n, case in enumerate(CORPUS):
        report = ws.ingest_mailbox_event(event(case.payload(), n=n))
        assert report.skipped_reason is None or not (case.person or case.organization), (case, report)
    by_type, edges = graph(ws)
    orgs = set(by_type["organization"])
    people = ws.entities(types=["person"])
    assert {"Acme", "Google", "Amazon", "Github", "Pied Piper", "Shopify"} <= orgs
    # Free-mail, ISP and relay domains never became organisations or works_at targets.
    for bad in ("Gmail", "Googlemail", "Outlook", "Hotmail", "Yahoo", "Icloud", "Proton", "Gmx", "Comcast",
                "Users", "Privaterelay", "Noreply", "News", "Accounts", "Mail", "Email"):
        assert bad not in orgs
    for org in ws.entities(types=["organization"]):
        domain = org.properties.get("domain")
        assert domain is None or not is_free_mail_domain(domain)
    # Automated senders never became people.
    for person in people:
        email = person.properties.get("email")
        assert email is None or not is_automated_sender(email)
        assert not is_automated_sender(person.name)
    # Every case's organisation got an observation (the automated ones included).
    assert ws.observations(ws.find_entity("organization", "Amazon").id)
    # Same address seen twice (Jane at acme.com): one person.
    assert by_type["person"].count("Jane") == 1


# -- resolution rules ---------------------------------------------------------------------------


def test_explicit_company_wins_and_keeps_its_spelling(kg, ws):
    report = ws.ingest_mailbox_event(event({"senderEmail": "richard@piedpiper.com", "senderName": "Richard",
                                            "company": "Pied Piper"}))
    by_type, edges = graph(ws)
    assert by_type["organization"] == ["Pied Piper"]
    assert ("Richard", "works_at", "Pied Piper") in edges
    assert report.entities[1].properties == {"domain": "piedpiper.com"}
    # A later mail from the same domain without a company finds it by domain.
    ws.ingest_mailbox_event(event({"senderEmail": "dinesh@piedpiper.com"}, n=2))
    by_type, edges = graph(ws)
    assert by_type["organization"] == ["Pied Piper"]
    assert ("Dinesh", "works_at", "Pied Piper") in edges


def test_subdomains_share_one_organisation(kg, ws):
    ws.ingest_mailbox_event(event({"senderEmail": "a.person@mail.acme.co.uk"}, n=1))
    ws.ingest_mailbox_event(event({"senderEmail": "b.person@eng.acme.co.uk"}, n=2))
    ws.ingest_mailbox_event(event({"senderEmail": "noreply@news.acme.co.uk"}, n=3))
    by_type, edges = graph(ws)
    assert by_type["organization"] == ["Acme"]
    assert by_type["person"] == ["A Person", "B Person"]
    acme = ws.find_entity("organization", "Acme")
    assert len(ws.observations(acme.id)) == 3


def test_person_found_by_email_before_name(kg, ws):
    first = ws.ingest_mailbox_event(event({"senderEmail": "jane@acme.com", "senderName": "Jane Doe"}, n=1))
    again = ws.ingest_mailbox_event(event({"senderEmail": "JANE@acme.com", "senderName": "J. Doe"}, n=2))
    assert again.entities[0].id == first.entities[0].id
    assert again.entities[0].name == "Jane Doe" and again.reinforced >= 1
    assert ws.find_entity("person", "J. Doe") is None
    assert len(ws.observations(first.entities[0].id)) == 2


def test_person_found_by_name_when_no_email_matches(kg, ws):
    manual = ws.upsert_entity("person", "Jane Doe", description="Our lawyer", source="manual")
    report = ws.ingest_mailbox_event(event({"senderEmail": "jane@acme.com", "senderName": "jane doe"}))
    person = report.entities[0]
    assert person.id == manual.id and person.source == "manual" and person.description == "Our lawyer"
    assert person.properties["email"] == "jane@acme.com"


def test_same_name_with_another_address_keeps_the_first_address(kg, ws):
    ws.ingest_mailbox_event(event({"senderEmail": "john@acme.com", "senderName": "John Smith"}, n=1))
    report = ws.ingest_mailbox_event(event({"senderEmail": "john@other.org", "senderName": "John Smith"}, n=2))
    assert report.entities[0].properties["email"] == "john@acme.com"
    assert any("already has the address" in w for w in report.warnings)


def test_automated_sender_gives_only_the_organisation(kg, ws):
    report = ws.ingest_mailbox_event(event({"senderEmail": "store-news@news.amazon.com",
                                            "senderName": "Amazon.com"}))
    by_type, edges = graph(ws)
    assert by_type == {"organization": ["Amazon"]} and edges == set()
    assert len(report.observations) == 1


def test_relay_in_front_of_a_person(kg, ws):
    ws.ingest_mailbox_event(event({"senderEmail": "12345+octocat@users.noreply.github.com"}))
    by_type, edges = graph(ws)
    assert by_type == {"person": ["octocat"]} and edges == set()


def test_free_mail_sender_with_projects(kg, ws):
    report = ws.ingest_mailbox_event(event({
        "senderEmail": "sam@gmail.com", "senderName": "Sam Lee",
        "projectHint": "Apollo", "projectHints": ["Apollo", "Gemini"], "projectNames": "Mercury",
        "relatedProjects": [{"name": "Apollo"}, "Artemis"],
    }))
    by_type, edges = graph(ws)
    assert by_type == {"person": ["Sam Lee"], "project": ["Apollo", "Artemis", "Gemini", "Mercury"]}
    assert {e for e in edges if e[1] == "related_to"} == {
        ("Sam Lee", "related_to", p) for p in ("Apollo", "Artemis", "Gemini", "Mercury")}
    assert not any(e[1] == "works_at" for e in edges)
    assert len(report.observations) == 5


def test_projects_hang_off_the_organisation_when_there_is_no_person(kg, ws):
    ws.ingest_mailbox_event(event({"senderEmail": "noreply@github.com", "projectHint": "kgstore"}))
    _, edges = graph(ws)
    assert edges == {("Github", "related_to", "kgstore")}


def test_one_observation_per_event_per_entity_however_often_delivered(kg, ws, clock):
    ev = event({"senderEmail": "jane@acme.com", "senderName": "Jane", "projectHint": "Apollo"})
    first = ws.ingest_mailbox_event(ev)
    confidences = {e.id: e.confidence for e in first.entities}
    for _ in range(3):
        clock.advance(1000)
        again = ws.ingest_mailbox_event(dict(ev))
        assert again.duplicate and again.skipped and "already ingested" in again.skipped_reason
    stats = ws.stats()
    assert (stats.entities, stats.edges, stats.observations) == (3, 2, 3)
    for entity in ws.entities():
        assert entity.confidence == confidences[entity.id]  # redelivery does not reinforce
    # A different event from the same sender adds one more observation per entity.
    ws.ingest_mailbox_event(event({"senderEmail": "jane@acme.com", "senderName": "Jane",
                                   "projectHint": "Apollo"}, n=2))
    assert ws.stats().observations == 6


def test_another_event_with_the_same_text_keeps_one_copy_of_the_note(kg, ws):
    """Found by the fuzz test: a second event (another id) whose note reads exactly like one an
    entity already holds stores no copy; its report gives the note that is there."""
    first = ws.ingest_mailbox_event({"id": "a", "payload": {"primaryContactEmail": "jane@acme.com"},
                                     "summary": "Quarterly numbers"})
    second = ws.ingest_mailbox_event({"id": "b", "payload": {"primaryContactEmail": "jane@acme.com"},
                                      "summary": "Quarterly numbers"})
    assert not second.skipped and not second.duplicate
    assert [o.id for o in second.observations] == [o.id for o in first.observations]
    assert ws.stats().observations == len(first.observations)


def test_fingerprint_falls_back_to_the_id(kg, ws):
    ev = event({"senderEmail": "jane@acme.com"})
    del ev["fingerprint"]
    report = ws.ingest_mailbox_event(ev)
    assert report.fingerprint == "mailbox:message_received:evt-1"
    assert ws.ingest_mailbox_event(ev).duplicate


def test_existing_closed_future_edge_does_not_break_ingest(kg, ws, clock):
    person = ws.upsert_entity("person", "Jane", properties={"email": "jane@acme.com"}, source="manual")
    org = ws.upsert_entity("organization", "Acme", source="manual")
    ws.create_edge(person.id, org.id, "works_at", valid_from=clock.now - 1000, valid_to=clock.now + 10**9,
                   source="manual")
    report = ws.ingest_mailbox_event(event({"senderEmail": "jane@acme.com"}))
    assert report.skipped_reason is None
    assert report.edges == () and any("works_at" in w for w in report.warnings)
    assert len(report.observations) == 2


# -- bad input ----------------------------------------------------------------------------------


BAD_EVENTS = [
    None,
    "not an event",
    42,
    [],
    {},
    {"payload": {"senderEmail": "jane@acme.com"}},  # neither id nor fingerprint
    event(None),  # nothing to record
    event({"senderEmail": 12345}),
    event({"senderEmail": ["a", None, 3]}),
    event({"senderEmail": "not-an-address"}),
    event({"senderEmail": "a@@b.com", "senderName": {"weird": True}}),
    event({"senderEmail": None, "senderName": None, "company": None}),
    event({"senderEmail": "jane@acme.com", "company": 3.5}),
    event({"senderEmail": "<<<>>>", "projectHints": [None, 1, {"name": None}, float("nan")]}),
    event({"senderEmail": "jane@acme.com"}, type=None, timestamp="yesterday"),
    event({"senderEmail": "jane@acme.com"}, subject=["list"], summary={"x": 1}),
    {**event(), "payload": "a string payload"},
    event({"senderEmail": "jane\x00@acme.com", "senderName": "Ja\x00ne \ud800"}),
    event({"senderEmail": "jane@acme.com", "senderName": "x" * 100_000, "projectHint": "p" * 50_000}),
    event({"senderEmail": "jane@acme.com"}, subject="s" * 2_000_000, summary="y" * 500_000),
    event({"senderEmail": "jane@acme.com"}, fingerprint="f" * 10_000),
    event({"senderEmail": "jane@acme.com"}, timestamp=float("inf")),
    event({"senderEmail": "jane@acme.com"}, id=object(), fingerprint=b"bytes"),
]


@pytest.mark.parametrize("bad", BAD_EVENTS, ids=range(len(BAD_EVENTS)))
def test_bad_input_never_raises_and_never_writes_partially(kg, bad, caplog):
    ws = kg.workspace("bad")
    with caplog.at_level(logging.INFO, logger="kgstore.passive"):
        report = ws.ingest_mailbox_event(bad)
    assert isinstance(report, MailboxReport)
    stats = ws.stats()
    if report.skipped:
        assert report.skipped_reason and report.skipped_reason in caplog.text
        assert (stats.entities, stats.edges, stats.observations) == (0, 0, 0)
    else:
        # Everything the plan named is there, each with its one observation.
        assert stats.entities == len(report.entities) > 0
        assert stats.observations == len(report.observations) == stats.entities
        for entity in report.entities:
            assert len(entity.name) <= 200
    for warning in report.warnings:
        assert warning in caplog.text


def test_huge_texts_are_cut_with_a_logged_reason(kg, ws, caplog):
    with caplog.at_level(logging.INFO, logger="kgstore.passive"):
        report = ws.ingest_mailbox_event(event({"senderEmail": "jane@acme.com"}, summary="word " * 400_000))
    assert not report.skipped
    assert report.warnings and any("cut" in w or "first" in w for w in report.warnings)
    assert "cut" in caplog.text or "only the first" in caplog.text
    assert len(report.observations[0].content) <= 2_000


def test_a_failure_midway_writes_nothing(kg, ws, monkeypatch, caplog):
    real = ws.add_observation
    calls = {"n": 0}

    def flaky(*args, **kwargs):
        calls["n"] += 1
        if calls["n"] == 2:
            raise RuntimeError("disk on fire")
        return real(*args, **kwargs)

    monkeypatch.setattr(ws, "add_observation", flaky)
    with caplog.at_level(logging.WARNING, logger="kgstore.passive"):
        report = ws.ingest_mailbox_event(event({"senderEmail": "jane@acme.com", "projectHint": "Apollo"}))
    assert report.skipped and "disk on fire" in report.skipped_reason and "rolled back" in caplog.text
    stats = ws.stats()
    assert (stats.entities, stats.edges, stats.observations) == (0, 0, 0)
    monkeypatch.setattr(ws, "add_observation", real)
    assert ws.ingest_mailbox_event(event({"senderEmail": "jane@acme.com", "projectHint": "Apollo"})).created == 3


def test_hook_never_raises_even_if_planning_breaks(kg, ws, monkeypatch):
    monkeypatch.setattr(hooks, "plan_mailbox_event", lambda ev: 1 / 0)
    report = ws.ingest_mailbox_event(event({"senderEmail": "jane@acme.com"}))
    assert report.skipped and "ZeroDivisionError" in report.skipped_reason
    assert ws.stats().entities == 0


# -- no network ---------------------------------------------------------------------------------


def test_ingestion_never_opens_a_network_connection(kg, monkeypatch):
    attempts: list[str] = []

    def refuse(name):
        def fail(*args, **kwargs):
            attempts.append(name)
            raise OSError(f"network access attempted: {name}")
        return fail

    class NoSocket(socket.socket):
        def __init__(self, *args, **kwargs):
            attempts.append("socket")
            raise OSError("network access attempted: socket")

    monkeypatch.setattr(socket, "socket", NoSocket)
    for name in ("create_connection", "getaddrinfo", "gethostbyname", "gethostbyname_ex", "getfqdn"):
        monkeypatch.setattr(socket, name, refuse(name))
    domains._reset_for_tests()  # tldextract is set up afresh, under the patch
    try:
        ws = kg.workspace("offline")
        for n, case in enumerate(CORPUS):
            report = ws.ingest_mailbox_event(event(case.payload(), n=n))
            assert "failed" not in (report.skipped_reason or ""), report
        for n, domain in enumerate(["brand-new-startup.io", "x.y.z.example.museum", "unknown.zzz",
                                    "sub.dept.gov.uk", "corp.example.co.jp"]):
            assert not ws.ingest_mailbox_event(event({"senderEmail": f"pat@{domain}"}, n=1000 + n)).skipped
        report = ws.extract_from_task("t", "See https://go.dev and http://example.com/src/app.ts",
                                      "Use TypeScript with PostgreSQL")
        assert not report.skipped
        assert kg.run_cleanup().ran
    finally:
        domains._reset_for_tests()
    assert attempts == []
    assert ws.find_entity("organization", "Brand-New-Startup") is not None


# -- random events through the hook ---------------------------------------------------------------

from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

_scalars = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), st.text(max_size=40),
                     st.binary(max_size=10))
_values = st.recursive(_scalars, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                          st.dictionaries(st.text(max_size=8), inner, max_size=4)),
                       max_leaves=12)
_emails = st.sampled_from(["jane@acme.com", "noreply@news.amazon.com", "sam@gmail.com", "x@@y", "",
                           "12345+octo@users.noreply.github.com", "Jane <jane@mail.acme.co.uk>", "a\x00@b.com"])
_payload_keys = ["primaryContactEmail", "contactEmail", "senderEmail", "primaryContactName", "contactName",
                 "senderName", "company", "organization", "projectHint", "projectHints", "projectNames",
                 "relatedProjects", "commitmentTitles", "summary", "reason"]
_events = st.fixed_dictionaries(
    {"id": st.one_of(st.text(min_size=1, max_size=12), _values)},
    optional={
        "fingerprint": _values, "type": _values, "timestamp": _values, "subject": _values,
        "summary": _values, "evidenceRefs": _values,
        "payload": st.one_of(st.dictionaries(st.sampled_from(_payload_keys), st.one_of(_values, _emails),
                                             max_size=8), _values),
    },
)


@pytest.fixture(scope="module")
def fuzz_kg(tmp_path_factory):
    store = kgstore.open(tmp_path_factory.mktemp("fuzz") / "kg.db")
    yield store
    store.close()


def _observation_ids(kg) -> set[str]:
    with kg._db.read() as conn:
        return {row[0] for row in conn.execute("SELECT id FROM kg_observations")}


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                  HealthCheck.function_scoped_fixture])
@given(ev=st.one_of(_events, _values))
def test_random_events_through_the_hook(fuzz_kg, ev):
    ws = fuzz_kg.workspace("fuzz")
    before, ids_before = ws.stats(), _observation_ids(fuzz_kg)
    report = ws.ingest_mailbox_event(ev)
    assert isinstance(report, MailboxReport)
    assert "failed" not in (report.skipped_reason or ""), report
    after = ws.stats()
    if report.skipped:
        assert (after.entities, after.edges, after.observations) == (before.entities, before.edges,
                                                                     before.observations)
    else:
        assert len(report.observations) == len(report.entities)  # one note per entity it touched
        # An entity that already holds the same text (from an earlier event: examples share the
        # file) keeps its one copy, and the report gives that one.
        new = {o.id for o in report.observations} - ids_before
        assert after.observations - before.observations == len(new)
        assert _observation_ids(fuzz_kg) - ids_before == new
