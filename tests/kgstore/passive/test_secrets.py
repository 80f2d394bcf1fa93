"""Secrets are never stored by automatic writes, and explicit writes by an agent that carry one
are refused naming its kind: the detector on a corpus of made-up secrets and look-alikes
(precision and recall), on the real corpus (nothing redacted), its speed, and the hooks, the
tools and the API that use it."""

from __future__ import annotations

import json
import sqlite3

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kgstore.errors import ValidationError
from kgstore import secrets
from kgstore.secrets import REDACTED, find_secrets, redact_secrets, secret_kind
from kgstore.agent.tools import ToolContext, call_tool
from linear_cost import assert_cost_bounded, last_quarter_bound
from pathological_texts import SECRET_TEXTS
from real_corpus import ALL as REAL_CORPUS
from secrets_corpus import NEAR_MISSES, SECRETS

# -- the corpus ----------------------------------------------------------------------------------

#: reached on 2026-12-04: recall 1.000 (63/63), precision 1.000 (no near-miss flagged). The
#: corpus was written alongside the detector, so these are figures on seen data; the floors leave
#: room for one miss and one false alarm.
RECALL_FLOOR = 0.98
PRECISION_FLOOR = 0.98


def test_corpus_is_large_and_varied():
    assert len(SECRETS) >= 50 and len(NEAR_MISSES) >= 50
    assert len({c.kind for c in SECRETS}) >= 15


def _figures():
    caught = [c for c in SECRETS if c.secret not in redact_secrets(c.text).text]
    false_alarms = [c for c in NEAR_MISSES if find_secrets(c.text)]
    recall = len(caught) / len(SECRETS)
    precision = len(caught) / (len(caught) + len(false_alarms))
    return recall, precision, caught, false_alarms


def test_precision_and_recall_on_the_corpus():
    recall, precision, caught, false_alarms = _figures()
    missed = [c.text[:80] for c in SECRETS if c not in caught]
    print(f"\nsecret detector: recall {recall:.3f} ({len(caught)}/{len(SECRETS)}), precision {precision:.3f} "
          f"({len(false_alarms)} of {len(NEAR_MISSES)} near-misses flagged)")
    assert recall >= RECALL_FLOOR, missed
    assert precision >= PRECISION_FLOOR, [c.note for c in false_alarms]


@pytest.mark.parametrize("case", SECRETS, ids=lambda c: c.kind + ":" + c.text[:30])
def test_each_secret_is_redacted_and_its_kind_named(case):
    redaction = redact_secrets(case.text)
    assert case.secret not in redaction.text
    assert REDACTED in redaction.text
    assert case.kind in redaction.counts
    assert case.kind in {f.kind for f in find_secrets(case.text)}


@pytest.mark.parametrize("case", NEAR_MISSES, ids=lambda c: c.note)
def test_near_misses_are_left_alone(case):
    assert redact_secrets(case.text).text == case.text
    assert secret_kind(case.text) is None


@pytest.mark.parametrize("text, secret", [
    # code's expressions: a variable, a call's result, a sum (fresh-20's real texts)
    ("+  credentials.password = hash;\n+  db('users').insert(credentials)", None),
    ("const hashedPassword = await bcrypt.hash(password, 10);", None),
    ("req.body.password = salt + '$' + hash;", None),
    ("user.password = crypt(plain)", None),
    # a shell's or a file's value stays a secret, a statement's end after it too
    ("DB_PASSWORD=supersecret;", "supersecret"),
    ("export DB_PASSWORD=supersecret; npm start", "supersecret"),
    ("password = s3cret", "s3cret"),
    # a validator's rules for the field (fresh-26's Laravel page), not its value
    ("$request->validate([\n'email' => 'required|email',\n'password' => 'required',\n]);", None),
    ("'password' => 'required|string|min:8|confirmed',", None),
    ("'password' => 'required-but-secret'", "required-but-secret"),
    # a placeholder named for what it stands for (fresh-28's Slack app), a real one beside it
    ("stateSecret: 'my-state-secret',", None),
    ("stateSecret: 'k3y-9fa8-stat3',", "k3y-9fa8-stat3"),
])
def test_code_that_assigns_an_expression_holds_no_secret(text, secret):
    found = [text[f.start:f.end] for f in find_secrets(text)]
    assert found == ([secret] if secret else [])


def test_redaction_keeps_the_rest_of_the_text():
    text = "Deploy creds for staging: postgres://deploy:pw@db.internal/app, ask Dana before rotating."
    assert redact_secrets(text).text == (
        "Deploy creds for staging: postgres://deploy:[redacted]@db.internal/app, ask Dana before rotating.")


def test_a_whole_private_key_block_goes():
    key = next(c for c in SECRETS if c.kind == "private key" and "add it to ~/.ssh" in c.text)
    out = redact_secrets(key.text).text
    assert out == "deploy key for the box:\n[redacted]\nadd it to ~/.ssh"


def test_redacted_text_holds_no_secret_any_more():
    for case in SECRETS:
        assert find_secrets(redact_secrets(case.text).text) == [], case.text[:60]


#: What the real texts do hold: a password sent in a header of a request quoted in an issue, and
#: a library's public demo key ("free") given to `apiKey` in an answer's code (fresh-3).
REAL_SECRETS = [("https://github.com/spring-projects/spring-boot/issues/12928", ["19531228"]),
                # a page on .env hygiene shows a tracked .env file: its values are secrets' shapes
                ("https://preflight.midatlantic.ai/learn/patterns/env-file-hygiene",
                 ["sk_live_FAKE", "sk-proj-FAKE", "correcthorsebatterystaple"]),
                # a Compose file's development database password (fresh-17)
                ("https://hackup.ai/lesson/docker-compose-dev", ["postgres"]),
                # an .env file's JWT secrets, pasted in an issue (fresh-19)
                ("https://github.com/dollyzn/whaticket-cero/issues/7", ["3123123213123", "75756756756"]),
                # passwords in the bodies of requests a thread quotes, a JWT signing secret in code,
                # a notebook server's token in its log (fresh-21, fresh-22)
                ("https://github.com/andregardi/jwt-express-typeorm/issues/13", ["admin", "admin"]),
                ("https://github.com/auth0/express-jwt/issues/163", ["myasdfa"]),
                ("https://github.com/FancyPixel/small-rails/issues/3", ["123412324", "123412234"]),
                ("https://github.com/techiediaries/fake-api-jwt-json-server/issues/1", ["bruno"]),
                ("https://github.com/bezkoder/spring-boot-spring-security-jwt-authentication/issues/21",
                 ["phiauphiau"]),
                ("https://github.com/jupyter/nb2kg/issues/17", ["017e32763ddf5af89a8e976e20becd"]),
                # a README's request bodies with the demo user's password (fresh-25)
                ("https://gitblind.noratr.app/history-coding-account-ehab-elshimi/my-helper-code",
                 ["password123", "password123", "password123"]),
                # a DSN's development password, a device's Wi-Fi password in its YAML, an API token
                # in a request's query string (fresh-28)
                ("https://github.com/blnkfinance/blnk/issues/18", ["postgres"]),
                ("https://github.com/esphome/issues/issues/428", ["myPasswod"]),
                ("https://github.com/laravel/framework/issues/15357", ["y1Ctd8pEmbwq4mQHQYlKpmanXEI5vT"]),
                # a Compose file's Grafana admin password, an API page's example request body, a
                # request body and an HTTPie login's passwords (fresh-30, fresh-31)
                ("https://github.com/sbueringer/grafana-consul-datasource/issues/1", ["notsosecret"]),
                ("https://celaya55-app-cr.mintlify.app/api-reference/users/create-user.md", ["securePassword123"]),
                ("https://github.com/santiq/nodejs-auth/issues/5", ["0000"]),
                ("https://github.com/sirMackk/diy_framework/issues/1", ["archer"]),
                # a demo's login posted with curl (fresh-32)
                ("https://github.com/szerhusenBC/jwt-spring-security-demo/issues/101", ["admin"]),
                # example logins and request bodies, broker and database addresses' passwords, a client
                # secret (fresh-34, fresh-35)
                ("https://github.com/PacktPublishing/Hands-On-Full-Stack-Development-with-Spring-Boot-2.0-and-React"
                 "/issues/3", ["user"]),
                ("https://github.com/raphaelDL/spring-webflux-security-jwt/issues/8", ["user"]),
                ("https://github.com/keycloak/keycloak/issues/16168", ["WwSgKGnu2mSzWh1TdU2dkT8j05NA5d"]),
                ("https://github.com/onelogin/onelogin-oidc-java/issues/2", ["5565ce20-215f-4a2a"]),
                ("https://github.com/chris104957/django-carrot/issues/110", ["guest"]),
                ("https://github.com/mher/flower/issues/295", ["guest", "**", "**"]),
                ("https://github.com/praekeltfoundation/docker-django-bootstrap/issues/82", ["**"]),
                ("https://github.com/vas3k/infomate.club/issues/81", ["postgres"]),
                ("https://github.com/opensearch-project/security/issues/4062", ["admin"]),
                ("https://mintlify.wiki/ericcobasdev/careertrack-api/api-reference/auth/register",
                 ["secret123", "secret123"]),
                ("https://concierge-api-docs.webcoder-dev.com/register.html", ["123Qw456", "123Qw456"]),
                ("https://www.mintlify.com/brindogabriel/LaravelBreezeApi-NextJS/api/auth/register",
                 ["SecurePassword123!", "SecurePassword123!", "SecurePassword123!", "SecurePassword123!"]),
                # a placeholder API key in code, a README's and a tutorial's database passwords
                # (fresh-36, fresh-37)
                ("https://github.com/vercel/chatbot/issues/98", ["API"]),
                ("https://github.com/duckdb/pg_duckdb/issues/363", ["duckdb"]),
                ("https://bettercoding.dev/kotlin/ktor-rest-api-exposed/", ["rootpwd"]),
                # a Keycloak admin's example login posted with curl, a tutorial's database password
                # (fresh-39)
                ("https://taourl.com/read-2002635.html", ["admin"]),
                ("https://phx-ar2.pages.dev/routing.html", ["postgres"]),
                ("https://github.com/bytescale/bytescale-upload-widget-react/issues/7", ["free"])]


def test_real_corpus_has_nothing_redacted_but_its_real_secrets():
    flagged = [(c.source, [c.text[f.start:f.end][:30] for f in find_secrets(c.text)])
               for c in REAL_CORPUS if find_secrets(c.text)]
    assert flagged == REAL_SECRETS


# -- the first test: texts that cannot hold a secret skip the finders ----------------------------

# Formats that are short, or made of characters no word holds, that the first test must still let
# through: the shortest of each kind, runs of "-", "\\", "/", "+" and "=", Unicode digits and
# letters that the finders' "\\d" and case-blind classes match.
_EDGE_CASES = [
    "xoxb-1-a", "see xoxp-12-3-abc now", "//r/:_authToken=npm_a", "//x/:_authtoken=" + "0" * 36,
    "eyJhIjoxfQ.eyJhIjoxfQ.xy", "aws pw '" + "+" * 40 + "'", "aws pw '" + "/" * 40 + "'",
    "sq0csp-" + "-" * 43, "sq0csp-" + "\\" * 43, "AccountKey=" + "=" * 88,
    "aws_secret = '" + "/" * 40 + "'", "aws key '" + "+/" * 20 + "'", "APA12345678 ", " AKC1234567890 ",
    "\u0663" * 9 + ":" + "aB3-" * 9, "M" + "\u0663" * 24 + "." + "\u0663" * 6 + "." + "\u0663" * 27,
    " AP\u0663x7Kq9Lm2 ", "sq0csp-" + "aB3\\" * 11, "aws key '" + "a+/B" * 10 + "'", "\u212aey=hunter22!",
    "pa\u017f\u017fword=hunter22!", "PASSWORD: S3cr3t!", "Secret: tomorrow", "token=abcdef0123456789xyz",
    "redis://:pw@cache", "-----BEGIN RSA PRIVATE KEY-----", "PuTTY-User-Key-File-2: ssh-rsa",
    "ghp_" + "a1" * 18, "glpat-" + "-" * 20, "short words only, nothing long here", "",
]


def _texts_for_the_first_test():
    yield from _EDGE_CASES
    for case in SECRETS:
        yield case.text
        yield case.secret
        # The secret inside ordinary prose, and cut short (a prefix a format almost matches).
        yield f"note: {case.secret} (from the runbook)"
        yield case.secret[:len(case.secret) // 2]
        yield case.secret[:11]
        yield case.secret[:10]
    for miss in NEAR_MISSES:
        yield miss.text
    for real in REAL_CORPUS:
        yield real.text


def test_the_first_test_never_hides_a_finding():
    """find_secrets answers as the finders do on every text: where they find anything, the first
    test lets the text through."""
    checked = passed_over = 0
    for text in _texts_for_the_first_test():
        assert find_secrets(text) == secrets._every_finding(text), text[:80]
        checked += 1
        passed_over += not secrets.may_hold_secret(text)
    assert passed_over >= 10 and checked > passed_over  # both sides of the test are exercised


def test_the_first_test_passes_over_ordinary_text():
    assert not secrets.may_hold_secret("pipa dame pisi kinose rano bupi luvu fogu fobene bazezo")
    assert not secrets.may_hold_secret("Meeting moved to Tuesday; Dana owns the rollout (see notes).")
    assert secrets.may_hold_secret("Meeting moved to Tuesday; Dana owns the internationalization.")
    assert secrets.may_hold_secret("the API key is in the vault")


_GATE_FRAGMENTS = st.sampled_from([
    "xox", "b-", "1-", "a", "//", "/:_authToken=", "npm_", "eyJ", "hIjoxfQ", ".", "-", "\\", "/", "+", "=",
    "AccountKey=", "sq0csp-", "AP", "AKC", "\u0663", "\u212a", "\u017f", "0123456789", "ab", "AKIA", " ", ":",
    "'", '"', "@", "aws", "key", "pass", "token", "secret", "://", "PRIVATE KEY", "-----BEGIN ", "ghp_", "é",
])


@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(_GATE_FRAGMENTS, max_size=40).map("".join) | st.text(max_size=200))
def test_the_first_test_agrees_with_the_finders_on_any_text(text):
    assert find_secrets(text) == secrets._every_finding(text)


# -- speed ---------------------------------------------------------------------------------------


# The clock figures (ordinary text, each pathological input) are in benchmarks/pathological_inputs.py.


@pytest.mark.parametrize("text", list(SECRET_TEXTS.values()), ids=list(SECRET_TEXTS))
def test_pathological_megabyte_inputs_cost_linear_time(text):
    # The last quarter holds what the patterns look for (npm's key after a megabyte of slashes).
    assert_cost_bounded(find_secrets, [last_quarter_bound(text)])


# -- the hooks -----------------------------------------------------------------------------------

_TOKEN = next(c.secret for c in SECRETS if c.secret.startswith("ghp_"))


def _mail(summary):
    return {
        "id": "evt-1", "fingerprint": "fp-1", "type": "message_received", "timestamp": 1768470000000,
        "subject": "Staging access", "summary": summary,
        "payload": {"senderEmail": "dana.ross@acme-robotics.com", "senderName": "Dana Ross"},
    }


def test_mailbox_ingest_stores_a_quoted_connection_string_redacted(ws):
    report = ws.ingest_mailbox_event(_mail(
        f"Use postgres://deploy:pw@db.internal/app and the token {_TOKEN} for the migration"))
    assert not report.skipped
    assert report.redacted == {"password inside a URL": 1, "GitHub token": 1}
    assert any("2 secrets were redacted" in w for w in report.warnings)
    assert not any(_TOKEN in w or ":pw@" in w for w in report.warnings)
    person = ws.find_entity("person", "Dana Ross")
    org = next(e for e in ws.entities() if e.type == "organization")
    for entity in (person, org):
        (obs,) = ws.observations(entity.id)
        assert obs.content.endswith(
            "Staging access — Use postgres://deploy:[redacted]@db.internal/app and the token [redacted] "
            "for the migration")
        assert _TOKEN not in obs.content and ":pw@" not in obs.content


def test_mailbox_project_hint_holding_a_secret_is_left_out(ws):
    ev = _mail("Kick-off notes")
    ev["payload"]["projectHints"] = ["Atlas", f"token {_TOKEN}"]
    report = ws.ingest_mailbox_event(ev)
    assert [e.name for e in report.entities if e.type == "project"] == ["Atlas"]
    assert report.redacted == {"GitHub token": 1}
    assert len(report.edges) == 2  # works_at and related_to Atlas


def test_mailbox_without_secrets_reports_none(ws):
    report = ws.ingest_mailbox_event(_mail("Asked to move the call to Friday"))
    assert report.redacted == {} and not report.skipped


def test_task_extraction_keeps_no_secret_in_mention_contexts(ws, db_path):
    result = (f"Changed config/database.yml to postgres://deploy:pw@db.internal/app and pushed with "
              f"{_TOKEN} using TypeScript")
    report = ws.extract_from_task("task-1", "Fix the DB config", result)
    assert not report.skipped
    assert ("file", "config/database.yml") in {(e.type, e.name) for e in report.entities}
    assert report.redacted == {"password inside a URL": 1, "GitHub token": 1}
    assert any("2 secrets were redacted" in w for w in report.warnings)
    with sqlite3.connect(db_path) as conn:
        contexts = [row[0] for row in conn.execute("SELECT context FROM kg_mentions")]
    assert contexts and all(_TOKEN not in c and ":pw@" not in c for c in contexts)
    assert all(_TOKEN not in e.name for e in ws.entities())


def test_task_extraction_with_no_secret_reports_none(ws):
    report = ws.extract_from_task("task-2", "Upgrade", "Moved the build to TypeScript 5.4")
    assert report.redacted == {}


# -- explicit writes: the tools and the API --------------------------------------------------------

@pytest.fixture
def ctx(ws):
    return ToolContext(ws.id, task_id="task-9")


def _entity(kg, ctx):
    return call_tool(kg, "kg_create_entity", {"entity_type": "technology", "name": "PostgreSQL"}, ctx)["entity"]


def test_tool_refuses_an_observation_holding_a_secret(kg, ws, ctx):
    entity = _entity(kg, ctx)
    out = call_tool(kg, "kg_add_observation", {"entity_id": entity["id"],
                                                "content": f"deploy with {_TOKEN}"}, ctx)
    assert out == {"error": "kg_add_observation: the observation looks like a GitHub token (secret); "
                            "not stored. Rephrase without it."}
    assert ws.observations(entity["id"]) == []
    assert _TOKEN not in json.dumps(out)


@pytest.mark.parametrize("tool, args, kind", [
    ("kg_create_entity", {"entity_type": "service", "name": "billing-db",
                          "description": "reach it at mysql://root:S3cr3t!x@10.0.0.5/shop"}, "password inside a URL"),
    ("kg_create_entity", {"entity_type": "service", "name": "billing-db",
                          "properties": {"password": "Winter2024!"}}, "password or secret assignment"),
])
def test_tool_refuses_entities_holding_a_secret(kg, ws, ctx, tool, args, kind):
    out = call_tool(kg, tool, args, ctx)
    assert kind in out["error"] and "not stored. Rephrase without it." in out["error"]
    assert ws.find_entity("service", "billing-db") is None


def test_tool_refuses_an_update_holding_a_secret_and_changes_nothing(kg, ws, ctx):
    entity = _entity(kg, ctx)
    out = call_tool(kg, "kg_update_entity", {"entity_id": entity["id"], "description": "SQL database",
                                              "properties": {"api_key": "8f3kq29xv7mz"}}, ctx)
    assert "looks like a password or secret assignment (secret)" in out["error"]
    assert ws.get_entity(entity["id"]).description is None


def test_tool_stores_hashes_and_ids_as_they_are(kg, ws, ctx):
    entity = _entity(kg, ctx)
    text = next(c.text for c in NEAR_MISSES if c.note == "git SHA")
    out = call_tool(kg, "kg_add_observation", {"entity_id": entity["id"], "content": text}, ctx)
    assert out["observation"]["content"] == text


def test_api_refuses_agent_and_automatic_writes_but_keeps_a_persons_own(ws):
    entity = ws.upsert_entity("technology", "Redis")
    for source in ("agent", "auto"):
        with pytest.raises(ValidationError, match="looks like a password inside a URL"):
            ws.add_observation(entity.id, "redis://:hunter22x@cache:6379", source=source)
    assert ws.observations(entity.id) == []
    with pytest.raises(ValidationError, match="the description looks like a JSON Web Token"):
        ws.update_entity(entity.id, description=next(c.text for c in SECRETS if c.kind == "JSON Web Token"),
                         source="agent")
    kept = ws.add_observation(entity.id, "redis://:hunter22x@cache:6379", source="manual")
    assert kept.content == "redis://:hunter22x@cache:6379"


def test_an_agents_memory_file_is_imported_with_its_secrets_redacted(ws):
    from kgstore.interchange import import_mcp_memory

    line = json.dumps({"type": "entity", "name": "staging-db", "entityType": "service",
                       "observations": ["reachable at postgres://deploy:pw@db.internal/app", "runs Postgres 16"]})
    report = import_mcp_memory(ws, line + "\n")
    entity = ws.find_entity("service", "staging-db")
    contents = sorted(o.content for o in ws.observations(entity.id))
    assert contents == ["reachable at postgres://deploy:[redacted]@db.internal/app", "runs Postgres 16"]
    assert any("1 secret was redacted (1 password inside a URL)" in r for r in report.skipped)


def test_kg_ingest_mail_says_what_was_redacted_and_stores_it_redacted(tmp_path):
    import subprocess
    import sys
    from pathlib import Path

    import kgstore

    db, events = tmp_path / "kg.db", tmp_path / "events.json"
    events.write_text(json.dumps(_mail(f"deploy with {_TOKEN} tonight")), encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "kgstore.agent.cli", "--db", str(db), "ingest-mail", "--json",
                           str(events)], capture_output=True, text=True, timeout=60,
                          cwd=Path(__file__).resolve().parents[3])
    assert proc.returncode == 0, proc.stderr
    assert _TOKEN not in proc.stdout + proc.stderr
    assert '"GitHub token": 1' in proc.stdout
    with kgstore.open(db) as store:
        ws = store.workspace("default")
        person = ws.find_entity("person", "Dana Ross")
        assert [o.content.endswith("deploy with [redacted] tonight") for o in ws.observations(person.id)] == [True]



def test_a_secret_across_the_scan_limit_of_a_megabyte_result_is_redacted_whole(ws, db_path):
    from kgstore.passive.extraction import MAX_SCAN_CHARS

    head = "Edited src/app.ts for TypeScript. " + "filler words here. " * 20
    pad = "x " * ((MAX_SCAN_CHARS - len(head) - 20) // 2)
    text = head + pad + f"src/db.ts uses {_TOKEN} " + "more text. " * 80_000  # about a megabyte
    assert MAX_SCAN_CHARS - 40 < text.index(_TOKEN) < MAX_SCAN_CHARS < text.index(_TOKEN) + len(_TOKEN) + 40
    report = ws.extract_from_task("task-big", "p", text)
    assert report.truncated and report.redacted == {"GitHub token": 1}
    with sqlite3.connect(db_path) as conn:
        contexts = [row[0] for row in conn.execute("SELECT context FROM kg_mentions")]
    assert contexts and not any("ghp_" in c for c in contexts)


def test_tool_refuses_a_relationship_whose_properties_hold_a_secret(kg, ws, ctx):
    a = _entity(kg, ctx)
    b = call_tool(kg, "kg_create_entity", {"entity_type": "service", "name": "orders"}, ctx)["entity"]
    out = call_tool(kg, "kg_create_edge", {"source_entity_id": b["id"], "target_entity_id": a["id"],
                                           "edge_type": "depends_on",
                                           "properties": {"dsn": "postgres://orders:Zx81kq@db/orders"}}, ctx)
    assert "looks like a password inside a URL (secret); not stored" in out["error"]
    assert ws.edges_of(a["id"]) == []


_FRAGMENTS = st.sampled_from([
    "password=", "secret: ", "postgres://u:", "@db/x", "://", ":", "@", " ", "\n", "eyJ", ".", "ghp_",
    "-----BEGIN RSA PRIVATE KEY-----\n", "-----END RSA PRIVATE KEY-----", "AKIA", "xoxb-1-", "sk-",
    "aws_secret='", "'", '"', "Abc123!x", "0123456789abcdef", "[redacted]", "é", "\x00",
])


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(_FRAGMENTS, max_size=30).map("".join) | st.text())
def test_redaction_never_raises_and_leaves_nothing_to_find(text):
    once = redact_secrets(text)
    assert find_secrets(once.text) == []
    assert redact_secrets(once.text).text == once.text


def test_detection_never_reaches_the_network(monkeypatch):
    import socket

    attempts = []

    class NoSocket(socket.socket):
        def __init__(self, *args, **kwargs):
            attempts.append("socket")
            raise OSError("network access attempted")

    monkeypatch.setattr(socket, "socket", NoSocket)
    monkeypatch.setattr(socket, "create_connection", lambda *a, **k: attempts.append("connect"))
    for case in SECRETS:
        redact_secrets(case.text)
    assert attempts == []
