"""Domain and address rules for mailbox ingest (kgstore.passive.domains)."""

from __future__ import annotations

import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kgstore.passive import domains
from kgstore.passive.domains import (
    AUTOMATED_LOCAL_PARTS,
    FREE_MAIL_DOMAINS,
    is_automated_sender,
    is_free_mail_domain,
    is_person_relay_domain,
    is_role_address,
    name_from_local_part,
    organization_name_for_domain,
    parse_address,
    parse_email,
    registrable_domain,
)

REQUIRED_FREE_MAIL = [
    "gmail.com", "googlemail.com", "outlook.com", "hotmail.com", "live.com", "msn.com",
    "yahoo.com", "ymail.com", "icloud.com", "me.com", "mac.com", "proton.me", "protonmail.com",
    "protonmail.ch", "pm.me", "gmx.de", "gmx.net", "yandex.ru", "aol.com", "zoho.com", "mail.com",
    "fastmail.com", "hey.com", "tutanota.com", "qq.com", "163.com", "web.de", "t-online.de",
    "comcast.net", "verizon.net", "att.net", "btinternet.com", "orange.fr", "free.fr",
    "privaterelay.appleid.com", "users.noreply.github.com", "duck.com", "simplelogin.com",
    "anonaddy.com",
]


# --- free mail ----------------------------------------------------------------------------


def test_free_mail_list_is_large_and_lower_case():
    assert len(FREE_MAIL_DOMAINS) >= 40
    assert all(d == d.lower().strip() and "." in d for d in FREE_MAIL_DOMAINS)


@pytest.mark.parametrize("domain", REQUIRED_FREE_MAIL)
def test_required_free_mail_domains(domain):
    assert domain in FREE_MAIL_DOMAINS
    assert is_free_mail_domain(domain)
    assert organization_name_for_domain(domain) is None


@pytest.mark.parametrize(
    "domain",
    [
        "GMAIL.COM", " Gmail.com ", "gmail.com.", "@gmail.com",  # casing, spaces, dots, an @
        "x.users.noreply.github.com",  # subdomain of a relay
        "yahoo.co.uk", "yahoo.fr", "hotmail.fr", "hotmail.co.jp", "live.co.uk", "outlook.de",
        "gmx.at", "gmx.ch", "yandex.kz", "aol.co.uk", "fastmail.net", "protonmail.com",
        "icloud.com", "anonaddy.me", "alias.simplelogin.fr",
    ],
)
def test_free_mail_variants(domain):
    assert is_free_mail_domain(domain)
    assert organization_name_for_domain(domain) is None


@pytest.mark.parametrize(
    "domain",
    [
        "amazon.com", "news.amazon.com", "github.com", "noreply.github.com", "acme.co.uk",
        "google.com", "accounts.google.com", "orange.com", "mailchimp.com", "web.com",
        "email.ikea.com", "me.org", "apple.com",
    ],
)
def test_company_domains_are_not_free_mail(domain):
    assert not is_free_mail_domain(domain)


@pytest.mark.parametrize("value", [None, 0, 3.5, [], {}, b"gmail.com", "", "gmail", "a..com", "1.2.3.4", "x" * 5000])
def test_free_mail_bad_input(value):
    assert is_free_mail_domain(value) is False


def test_person_relays():
    assert is_person_relay_domain("users.noreply.github.com")
    assert is_person_relay_domain("privaterelay.appleid.com")
    assert is_person_relay_domain("duck.com")
    assert not is_person_relay_domain("github.com")
    assert not is_person_relay_domain("gmail.com")


# --- automated senders --------------------------------------------------------------------

AUTOMATED = [
    "noreply@x.com", "NoReply@x.com", "no-reply@x.com", "no_reply@x.com", "no.reply@x.com",
    "noreply+abc@x.com", "do-not-reply@x.com", "do_not_reply@x.com", "donotreply@x.com",
    "dont-reply@x.com", "notifications@github.com", "notification@x.com", "notify@x.com",
    "bounces+123@em.x.com", "bounce-12345-abc@x.com", "bounce@x.com", "newsletter@x.com",
    "newsletters@x.com", "news@x.com", "store-news@news.amazon.com", "alerts@x.com",
    "alert@x.com", "updates@x.com", "account-update@amazon.com", "mailer-daemon@x.com",
    "MAILER-DAEMON@x.com", "postmaster@x.com", "digest-noreply@quora.com", "digest@x.com",
    "system@x.com", "automated@x.com", "security-noreply@accounts.google.com",
    "calendar-notification@google.com", "accountnoreply@x.com", "acmenewsletter@x.com",
    "auto-reply@x.com", "autoresponder@x.com", "reply+abcdef@reply.github.com",
    "prvs=0123abcd=newsletter@x.com", "SRS0=abc=12=x.com=noreply@forwarder.org",
    "49699333+dependabot[bot]@users.noreply.github.com", "deals@em.bestbuy.com",
    "auto-confirm@amazon.com", "shipment-tracking@amazon.com",
]

NOT_AUTOMATED = [
    "jane@x.com", "jane.doe@x.com", "andrew.smith@x.com", "newsome@x.com", "newman@x.com",
    "alerta@x.com", "jane+newsletter@gmail.com", "jane+noreply@gmail.com",
    "12345+octocat@users.noreply.github.com", "octocat@users.noreply.github.com",
    "info@x.com", "support@x.com", "sales@x.com", "hello@x.com",
    "not an address", "", None, 42, ["noreply@x.com"],
]


@pytest.mark.parametrize("email", AUTOMATED)
def test_automated_senders(email):
    assert is_automated_sender(email), email


@pytest.mark.parametrize("email", NOT_AUTOMATED)
def test_not_automated(email):
    assert is_automated_sender(email) is False


def test_automated_list_size():
    assert {"noreply", "donotreply", "notifications", "bounces", "newsletter", "news", "alerts",
            "updates", "mailerdaemon", "postmaster"} <= AUTOMATED_LOCAL_PARTS
    assert len(AUTOMATED_LOCAL_PARTS) >= 30


@pytest.mark.parametrize(
    "email,expected",
    [
        ("info@acme.com", True), ("support@acme.com", True), ("sales.uk@acme.co.uk", True),
        ("support-team@acme.com", True), ("Hello@acme.com", True), ("jane@acme.com", False),
        ("jane.sales@acme.com", False), ("info@users.noreply.github.com", False), (None, False),
    ],
)
def test_role_addresses(email, expected):
    assert is_role_address(email) is expected


# --- organisation names -----------------------------------------------------------------


@pytest.mark.parametrize(
    "domain,name",
    [
        ("news.amazon.com", "Amazon"),
        ("mail.acme.co.uk", "Acme"),
        ("accounts.google.com", "Google"),
        ("acme.com", "Acme"),
        ("ACME.COM", "Acme"),
        ("eng.bigcorp.co.uk", "Bigcorp"),
        ("tokyo.sony.co.jp", "Sony"),
        ("sales.koala.com.au", "Koala"),
        ("pied-piper.com", "Pied-Piper"),
        ("societe-generale.fr", "Societe-Generale"),
        ("xn--mnchen-3ya.de", "München"),
        ("münchen.de", "München"),
        ("em1234.shopify.com", "Shopify"),
        ("github.com", "Github"),
        ("reply.github.com", "Github"),
        ("3m.com", "3m"),
        # A hosting platform's site is named after itself (the suffix list's private domains).
        ("foo.github.io", "Foo"),
        ("www.my-app.herokuapp.com", "My-App"),
        ("shop.blogspot.com", "Shop"),
        # Acronyms keep their capitals.
        ("news.bbc.co.uk", "BBC"),
        ("ibm.com", "IBM"),
        ("jpl.nasa.gov", "NASA"),
        ("hsbc-bank.co.uk", "HSBC-Bank"),
    ],
)
def test_organization_name_for_domain(domain, name):
    assert organization_name_for_domain(domain) == name


@pytest.mark.parametrize(
    "domain",
    [
        "gmail.com", "users.noreply.github.com", "privaterelay.appleid.com", "192.168.0.1",
        "10.0.0.5", "localhost", "acme.internal", "acme.local", "", " ", "..", "a..b.com",
        "-acme.com", "acme-.com", "under_score.com", "ac me.com", "com", "co.uk",
        "x" * 64 + ".com", None, 17, ["acme.com"], "acme.com/path", "http://acme.com",
        "github.io", "herokuapp.com",  # a hosting platform's own suffix names nobody
    ],
)
def test_organization_name_none(domain):
    assert organization_name_for_domain(domain) is None


def test_registrable_domain():
    assert registrable_domain("news.amazon.com") == "amazon.com"
    assert registrable_domain("mail.acme.co.uk") == "acme.co.uk"
    assert registrable_domain("localhost") is None
    assert registrable_domain("1.2.3.4") is None
    assert registrable_domain("docs.foo.github.io") == "foo.github.io"
    assert registrable_domain("xn--mnchen-3ya.de") == registrable_domain("MÜNCHEN.de") == "münchen.de"


def test_extractor_uses_bundled_list_only():
    ext = domains._extractor()
    assert tuple(ext.suffix_list_urls) == ()
    assert ext._cache.enabled is False  # cache_dir=None: no disk cache either
    assert ext.include_psl_private_domains is True  # hosting platforms (github.io) are suffixes


# --- parse_email --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "value,expected",
    [
        ("a@b.com", ("a", "b.com")),
        ("Jane Doe <Jane.Doe@Acme.COM>", ("Jane.Doe", "acme.com")),
        ('"Doe, Jane" <jd@x.co.uk>', ("jd", "x.co.uk")),
        ("<a@b.com>", ("a", "b.com")),
        ("  a@b.com  ", ("a", "b.com")),
        ("mailto:a@b.com", ("a", "b.com")),
        ("mailto:a@b.com?subject=hi", ("a", "b.com")),
        ("12345+octocat@users.noreply.github.com", ("12345+octocat", "users.noreply.github.com")),
        ("1+dependabot[bot]@users.noreply.github.com", ("1+dependabot[bot]", "users.noreply.github.com")),
        ("hans@münchen.de", ("hans", "münchen.de")),
        ("a\x00@b.com", ("a", "b.com")),  # control characters are dropped
        ("a@b.com (Jane Doe)", ("a", "b.com")),
        ("Jane <j@x.com>, Bob <b@y.com>", ("j", "x.com")),  # a list: the first address
        ("j@x.com, b@y.com", ("j", "x.com")),
        ("nobody, Jane <j@x.com>", ("j", "x.com")),  # the first valid one
        ("Team: a@b.com, c@d.com;", ("a", "b.com")),
        ("hans@xn--mnchen-3ya.de", ("hans", "münchen.de")),  # one spelling of an IDN
        ("user@例え。jp", ("user", "例え.jp")),  # the ideographic full stop is a dot
        ("dependabot[bot] <1+dependabot[bot]@users.noreply.github.com>",
         ("1+dependabot[bot]", "users.noreply.github.com")),
    ],
)
def test_parse_email(value, expected):
    assert parse_email(value) == expected


@pytest.mark.parametrize(
    "value,name",
    [
        ("a@b.com (Jane Doe)", "Jane Doe"),
        ("(Jane Doe) a@b.com", "Jane Doe"),
        ('"Doe, Jane" <jd@x.co.uk>', "Doe, Jane"),
        ("=?utf-8?q?J=C3=B6rg?= <j@acme.de>", "Jörg"),
        ("bad, Ann <a@x.com>, Bob <b@y.com>", "Ann"),
        ("a@b.com", None),
    ],
)
def test_parse_address_gives_the_display_name(value, name):
    assert parse_address(value)[0] == name


@pytest.mark.parametrize(
    "value",
    [
        None, 5, b"a@b.com", ["a@b.com"], "", "a", "a@", "@b.com", "a@b", "a@@b.com", "a@b@c.com",
        "a b@c.com", "<>", "Jane <", "a@b..com", ".a@b.com", "a.@b.com", "a@-b.com", "a@b.123",
        "a@[1.2.3.4]", "x" * 65 + "@b.com", "a@" + "b" * 300 + ".com", "a\ud800@b.com",
        "a@b.com" + "x" * 3000, "undisclosed-recipients:;", "Jane Doe a@b.com",
    ],
)
def test_parse_email_malformed(value):
    assert parse_email(value) is None


@pytest.mark.parametrize(
    "local,name",
    [
        ("jane.doe", "Jane Doe"), ("jane_doe", "Jane Doe"), ("jane-doe", "Jane Doe"),
        ("JANE.DOE", "Jane Doe"), ("j.smith1987", "J Smith"), ("jane+news", "Jane"),
        ("x7fk2p9q", None), ("12345", None), ("", None), (None, None), ("o'brien", "O'brien"),
    ],
)
def test_name_from_local_part(local, name):
    assert name_from_local_part(local) == name


# --- robustness ------------------------------------------------------------------------


@settings(max_examples=300, deadline=None)
@given(st.one_of(st.text(), st.none(), st.integers(), st.binary(), st.lists(st.text(max_size=5))))
def test_domain_functions_never_raise(value):
    for fn in (is_free_mail_domain, is_automated_sender, is_role_address, is_person_relay_domain):
        assert fn(value) in (True, False)
    name = organization_name_for_domain(value)
    assert name is None or (isinstance(name, str) and name)
    parsed = parse_email(value)
    assert parsed is None or (isinstance(parsed, tuple) and len(parsed) == 2)
    name_from_local_part(value)
    registrable_domain(value)


@settings(max_examples=200, deadline=None)
@given(
    st.text(alphabet=st.characters(codec="utf-8"), min_size=1, max_size=20),
    st.from_regex(r"[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?){1,3}", fullmatch=True),
)
def test_random_addresses_never_raise(local, domain):
    email = f"{local}@{domain}"
    is_automated_sender(email)
    is_role_address(email)
    organization_name_for_domain(domain)


def test_no_qt_import():
    code = (
        "import sys, kgstore.passive.domains, kgstore.passive.mailbox; "
        "assert not any(m.startswith('PySide6') for m in sys.modules), 'Qt imported'"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
