"""E-mail address and domain rules for mailbox ingest (pure functions, no I/O).

* :data:`FREE_MAIL_DOMAINS` lists free-mail, personal-ISP and relay domains. Such a domain never
  names an organisation (and so never gives a ``works_at`` edge). A listed domain also covers its
  subdomains (``x.users.noreply.github.com``), and a registrable label in
  :data:`FREE_MAIL_BRAND_LABELS` covers every public suffix (``yahoo.co.uk``, ``hotmail.fr``,
  ``gmx.at``): see :func:`is_free_mail_domain`.
* :func:`is_automated_sender` recognises machine senders by the address's local part
  (``noreply``, ``no_reply+abc``, ``bounces+123``, ``mailer-daemon``, ``newsletter``, ``news``,
  ``alerts``, ``updates``, …). Role mailboxes read by people (``info@``, ``support@``,
  ``sales@``) are *not* automated; :func:`is_role_address` recognises them separately.
* :func:`organization_name_for_domain` names an organisation after the registrable domain's label
  (``news.amazon.com`` → ``Amazon``, ``mail.acme.co.uk`` → ``Acme``, ``news.bbc.co.uk`` →
  ``BBC``: labels in :data:`KNOWN_ACRONYMS` keep their capitals), using tldextract's **bundled**
  Public Suffix List snapshot with its private domains, so a site on a hosting platform is named
  after itself (``foo.github.io`` → ``Foo``, not ``Github``). No network access, ever: the
  extractor is built with ``suffix_list_urls=()`` and ``cache_dir=None``.
* :func:`parse_email` parses ``"Name <a@b.com>"``, ``"a@b.com (Name)"``, ``"a@b.com"`` and
  address lists (the first valid address) with :func:`email.utils.getaddresses`;
  :func:`parse_address` also gives the display name. Internationalised domains are kept in
  Unicode (``xn--mnchen-3ya.de`` and ``münchen.de`` are one domain; ``例え。jp`` is ``例え.jp``).

Every public function accepts any value and never raises: malformed input gives ``False`` /
``None``.
"""

from __future__ import annotations

import functools
import re
import threading
import unicodedata
from email.header import decode_header, make_header
from email.utils import getaddresses
from typing import Any

__all__ = [
    "FREE_MAIL_DOMAINS",
    "FREE_MAIL_BRAND_LABELS",
    "PERSON_RELAY_DOMAINS",
    "GITHUB_RELAY_DOMAIN",
    "AUTOMATED_LOCAL_PARTS",
    "AUTOMATED_LOCAL_SUBSTRINGS",
    "ROLE_LOCAL_PARTS",
    "normalize_domain",
    "registrable_domain",
    "is_free_mail_domain",
    "is_person_relay_domain",
    "is_github_relay_domain",
    "is_automated_sender",
    "is_role_address",
    "organization_name_for_domain",
    "KNOWN_ACRONYMS",
    "parse_email",
    "parse_address",
    "github_login",
    "name_from_local_part",
]

# ---------------------------------------------------------------------------------------------
# Domain lists
# ---------------------------------------------------------------------------------------------

GITHUB_RELAY_DOMAIN = "users.noreply.github.com"

#: Relay domains that stand in front of one real person (an alias of a private address).
#: Their local parts are opaque aliases, except GitHub's ``<id>+<login>``.
PERSON_RELAY_DOMAINS: frozenset[str] = frozenset(
    {
        GITHUB_RELAY_DOMAIN,
        "privaterelay.appleid.com",  # Sign in with Apple / Hide My Email
        "duck.com",  # DuckDuckGo Email Protection
        "mozmail.com",  # Firefox Relay
        "relay.firefox.com",
        "simplelogin.com",
        "simplelogin.co",
        "simplelogin.fr",
        "simplelogin.io",
        "slmail.me",
        "aleeas.com",
        "anonaddy.com",
        "anonaddy.me",
        "addy.io",
        "passmail.net",  # Proton Pass aliases
        "passmail.com",
        "passinbox.com",
        "33mail.com",
        "erine.email",
    }
)

_PERSONAL_MAIL_DOMAINS: frozenset[str] = frozenset(
    {
        # Google
        "gmail.com", "googlemail.com",
        # Microsoft consumer
        "outlook.com", "hotmail.com", "hotmail.co.uk", "hotmail.fr", "hotmail.de", "hotmail.it",
        "hotmail.es", "live.com", "live.co.uk", "live.fr", "live.de", "live.nl", "msn.com",
        "windowslive.com", "passport.com",
        # Yahoo / AOL (Verizon Media)
        "yahoo.com", "yahoo.co.uk", "yahoo.co.jp", "yahoo.fr", "yahoo.de", "yahoo.com.au",
        "ymail.com", "rocketmail.com", "aol.com", "aim.com",
        # Apple
        "icloud.com", "me.com", "mac.com",
        # Proton
        "proton.me", "protonmail.com", "protonmail.ch", "pm.me",
        # GMX / 1&1 / United Internet
        "gmx.com", "gmx.net", "gmx.de", "gmx.at", "gmx.ch", "web.de", "mail.com", "email.com",
        "usa.com", "post.com",
        # Yandex / Mail.ru / Rambler
        "yandex.com", "yandex.ru", "ya.ru", "mail.ru", "inbox.ru", "list.ru", "bk.ru",
        "rambler.ru",
        # Privacy / independent providers
        "zoho.com", "zohomail.com", "zohomail.eu", "fastmail.com", "fastmail.fm", "fastmail.net",
        "messagingengine.com", "hey.com", "tutanota.com", "tutanota.de", "tutamail.com",
        "tuta.io", "tuta.com", "keemail.me", "hushmail.com", "mailfence.com", "posteo.de",
        "posteo.net", "mailbox.org", "runbox.com", "disroot.org", "riseup.net",
        "startmail.com", "countermail.com", "kolabnow.com", "mailinator.com",
        "guerrillamail.com", "inbox.com", "lycos.com", "excite.com", "juno.com", "netzero.net",
        # Asia
        "qq.com", "163.com", "126.com", "yeah.net", "sina.com", "sina.cn", "sohu.com",
        "aliyun.com", "foxmail.com", "naver.com", "daum.net", "hanmail.net", "rediffmail.com",
        # Personal ISPs: North America
        "comcast.net", "verizon.net", "att.net", "sbcglobal.net", "bellsouth.net", "cox.net",
        "charter.net", "earthlink.net", "optonline.net", "shaw.ca", "sympatico.ca",
        "telus.net", "rogers.com",
        # Personal ISPs: Europe
        "btinternet.com", "sky.com", "talktalk.net", "ntlworld.com", "blueyonder.co.uk",
        "virginmedia.com", "orange.fr", "wanadoo.fr", "free.fr", "laposte.net", "sfr.fr",
        "neuf.fr", "t-online.de", "freenet.de", "arcor.de", "libero.it", "virgilio.it",
        "tiscali.it", "alice.it", "ziggo.nl", "kpnmail.nl", "planet.nl", "home.nl",
        "telenet.be", "skynet.be", "bluewin.ch", "seznam.cz", "wp.pl", "o2.pl", "onet.pl",
        "interia.pl", "ukr.net",
        # Personal ISPs: elsewhere
        "bigpond.com", "bigpond.net.au", "optusnet.com.au", "uol.com.br", "bol.com.br",
        "terra.com.br", "ig.com.br",
    }
)

#: Bulk-mail and list relays: mail sent on behalf of someone else; never an organisation.
_BULK_RELAY_DOMAINS: frozenset[str] = frozenset(
    {
        "googlegroups.com",
        "groups.io",
        "sendgrid.net",
        "amazonses.com",
        "mcsv.net",
        "mcdlv.net",
        "rsgsv.net",
        "mandrillapp.com",
        "sparkpostmail.com",
        "mktomail.com",
        "hubspotemail.net",
    }
)

#: Free-mail, personal-ISP and relay domains (lower-case). Subdomains match too.
FREE_MAIL_DOMAINS: frozenset[str] = _PERSONAL_MAIL_DOMAINS | PERSON_RELAY_DOMAINS | _BULK_RELAY_DOMAINS

#: Registrable labels that are free mail under every public suffix (``yahoo.co.uk``,
#: ``hotmail.fr``, ``gmx.at``, ``yandex.kz``). Only brands whose every country domain is a
#: consumer mail service are listed; ``mail``, ``web``, ``free``, ``orange``, ``me`` are not.
FREE_MAIL_BRAND_LABELS: frozenset[str] = frozenset(
    {
        "gmail", "googlemail", "hotmail", "outlook", "live", "windowslive", "yahoo", "ymail",
        "rocketmail", "aol", "icloud", "protonmail", "gmx", "yandex", "zohomail", "fastmail",
        "tutanota", "tutamail", "simplelogin", "anonaddy", "hushmail", "mailfence", "posteo",
        "rediffmail", "mozmail",
    }
)

#: Registrable labels that are acronyms: the organisation keeps their capitals (``BBC``, not
#: ``Bbc``). Only labels that are the organisation's usual written name are listed.
KNOWN_ACRONYMS: frozenset[str] = frozenset(
    {
        "abb", "abc", "amd", "anz", "asml", "aws", "axa", "bbc", "bbva", "bmw", "bnp",
        "bp", "cbs", "cern", "cnn", "dhl", "dw", "espn", "esa", "fifa", "ge", "hp", "hsbc", "ibm",
        "ieee", "ikea", "ing", "itv", "kfc", "kpmg", "lg", "mit", "nasa", "nato", "nba", "nbc",
        "nec", "nfl", "nhs", "npr", "nsa", "nyu", "oecd", "pbs", "pwc", "rbc", "rbs", "sap",
        "sncf", "tcs", "tsb", "tsmc", "ubs", "ucla", "unesco", "unicef", "ups", "usps",
        "wwf", "zdf",
    }
)

# ---------------------------------------------------------------------------------------------
# Local-part lists
# ---------------------------------------------------------------------------------------------

#: Words that make an address automated when they are a whole separator-delimited token of the
#: local part's base (before ``+``), or the whole base with separators removed.
AUTOMATED_LOCAL_PARTS: frozenset[str] = frozenset(
    {
        "noreply", "donotreply", "dontreply", "notifications", "notification", "notify",
        "notifier", "bounce", "bounces", "newsletter", "newsletters", "news", "alerts", "alert",
        "updates", "update", "mailerdaemon", "mailer", "daemon", "postmaster", "digest",
        "automated", "automailer", "autoreply", "autoresponder", "autoconfirm", "system",
        "robot", "reply", "receipts", "receipt", "invoice", "invoices", "shipment",
        "shipping", "tracking", "unsubscribe", "announce", "announcements", "deals", "offers",
        "promotions", "promo",
    }
)

#: Unambiguous words that mark an address as automated wherever they appear in the base with
#: separators removed (``accountnoreply``, ``info-noreply``, ``acmenewsletter``).
AUTOMATED_LOCAL_SUBSTRINGS: tuple[str, ...] = (
    "noreply",
    "donotreply",
    "dontreply",
    "mailerdaemon",
    "newsletter",
    "notification",
    "bounce",
    "autoreply",
    "autoresponder",
)

#: Shared role mailboxes (people read them, but they are not a person).
ROLE_LOCAL_PARTS: frozenset[str] = frozenset(
    {
        "info", "hello", "hi", "contact", "contacts", "contactus", "support", "help",
        "helpdesk", "sales", "billing", "accounts", "accounting", "admin", "administrator",
        "office", "team", "enquiries", "enquiry", "inquiries", "inquiry", "hr", "jobs",
        "careers", "recruiting", "recruitment", "press", "media", "service", "services",
        "customerservice", "customercare", "care", "feedback", "orders", "order", "webmaster",
        "hostmaster", "security", "privacy", "legal", "abuse", "compliance", "finance",
        "partners", "partnerships", "community", "events", "staff", "general", "reception",
        "bookings", "booking", "reservations", "customer", "customers", "mail", "email",
    }
)

# ---------------------------------------------------------------------------------------------
# Helpers
# ---------------------------------------------------------------------------------------------

_MAX_DOMAIN = 253
_MAX_LOCAL = 64
_MAX_INPUT = 2_000  # longer strings are not addresses

_LABEL_RE = re.compile(r"^[^\W_](?:(?:[^\W_]|-){0,61}[^\W_])?$")
# Dots IDNA reads as the full stop (NFKC already maps the fullwidth one, U+FF0E).
_IDN_DOTS = str.maketrans({"\u3002": ".", "\uff61": "."})
_LOCAL_BAD = re.compile(r"[\s@<>(),;:\\\"\x00-\x1f\x7f]")
_ANGLE_RE = re.compile(r"<([^<>]*)>")
_ADDRESS_SYNTAX = re.compile(r"[<>(),;:\"]")  # beyond one bare address: names, comments, lists
_SEP_RE = re.compile(r"[._\-=]+")
_TOKEN_SPLIT = re.compile(r"[._\-=+]+")
_SRS_RE = re.compile(r"^srs[01][=+\-]", re.IGNORECASE)
_PRVS_RE = re.compile(r"^(?:ms)?(?:prvs|btv1)\d?=[^=]*=(.+)$", re.IGNORECASE)
_EDGE_DIGITS_RE = re.compile(r"^\d+|\d+$")


def normalize_domain(domain: Any) -> str | None:
    """Lower-cased, trimmed domain without a trailing dot, or None when it is not a valid
    host name (at least two labels, no empty label, no numeric top-level label)."""
    if not isinstance(domain, str) or not domain or len(domain) > _MAX_INPUT:
        return None
    d = unicodedata.normalize("NFKC", domain).translate(_IDN_DOTS).strip().lower().rstrip(".")
    if d.startswith("@"):
        d = d[1:]
    if not d or len(d) > _MAX_DOMAIN:
        return None
    labels = [_unicode_label(label) for label in d.split(".")]
    if len(labels) < 2:
        return None
    for label in labels:
        if not _LABEL_RE.match(label):
            return None
    if labels[-1].isdigit():  # an IP address or a numeric "TLD"
        return None
    return ".".join(labels)


def _unicode_label(label: str) -> str:
    """A punycode label (``xn--mnchen-3ya``) in Unicode (``münchen``), so an internationalised
    domain has one spelling (the same address written either way is one contact); any other
    label, or one that does not decode, as it is."""
    if not label.startswith("xn--") or not label.isascii():
        return label
    try:
        decoded = label[4:].encode("ascii").decode("punycode")
    except (UnicodeError, ValueError):
        return label
    decoded = unicodedata.normalize("NFKC", decoded).lower()
    return decoded if decoded and not decoded.isascii() else label


_EXTRACTOR: Any = None
_EXTRACTOR_LOCK = threading.Lock()


def _extractor() -> Any:
    """The process-wide tldextract extractor, created lazily with the bundled suffix list.

    ``suffix_list_urls=()`` means tldextract never fetches the Public Suffix List;
    ``cache_dir=None`` means it never reads or writes a disk cache.
    """
    global _EXTRACTOR
    ext = _EXTRACTOR
    if ext is not None:
        return ext
    with _EXTRACTOR_LOCK:
        if _EXTRACTOR is None:
            import tldextract

            # Private domains: a site on a hosting platform (foo.github.io, x.herokuapp.com) is
            # registered under the platform's suffix, as a company is under .co.uk.
            ext = tldextract.TLDExtract(suffix_list_urls=(), cache_dir=None, include_psl_private_domains=True)
            ext.extract_str("example.com")  # load the bundled snapshot now, under the lock
            _EXTRACTOR = ext
        return _EXTRACTOR


def _reset_for_tests() -> None:
    """Forget the extractor and the memoised answers (tests use it to prove a fresh start)."""
    global _EXTRACTOR
    with _EXTRACTOR_LOCK:
        _EXTRACTOR = None
    _split_registrable.cache_clear()
    _is_free_mail_normalized.cache_clear()


@functools.lru_cache(maxsize=4096)
def _split_registrable(domain: str) -> tuple[str, str] | None:
    """(registrable label, public suffix) of a normalised domain, or None."""
    try:
        result = _extractor().extract_str(domain)
    except Exception:  # pragma: no cover - tldextract is not expected to fail on valid hosts
        return None
    label = result.domain
    suffix = result.suffix
    if not label or not suffix:
        return None
    return label, suffix


def registrable_domain(domain: Any) -> str | None:
    """The registrable domain (``news.amazon.com`` → ``amazon.com``), or None."""
    d = normalize_domain(domain)
    if d is None:
        return None
    parts = _split_registrable(d)
    if parts is None:
        return None
    return f"{parts[0]}.{parts[1]}"


def _suffix_chain(d: str):
    labels = d.split(".")
    for i in range(len(labels) - 1):
        yield ".".join(labels[i:])


@functools.lru_cache(maxsize=4096)
def _is_free_mail_normalized(d: str) -> bool:
    for candidate in _suffix_chain(d):
        if candidate in FREE_MAIL_DOMAINS:
            return True
    parts = _split_registrable(d)
    return parts is not None and parts[0] in FREE_MAIL_BRAND_LABELS


def is_free_mail_domain(domain: Any) -> bool:
    """True for a free-mail, personal-ISP or relay domain (case-insensitive; subdomains of a
    listed domain and country variants of a listed brand match)."""
    d = normalize_domain(domain)
    if d is None:
        return False
    return _is_free_mail_normalized(d)


def is_person_relay_domain(domain: Any) -> bool:
    """True for a relay that stands in front of one real person (GitHub's noreply addresses,
    Apple's private relay, DuckDuckGo, Firefox Relay, SimpleLogin, addy.io, …)."""
    d = normalize_domain(domain)
    if d is None:
        return False
    if any(c in PERSON_RELAY_DOMAINS for c in _suffix_chain(d)):
        return True
    parts = _split_registrable(d)
    return parts is not None and parts[0] in {"simplelogin", "anonaddy", "mozmail"}


def is_github_relay_domain(domain: Any) -> bool:
    d = normalize_domain(domain)
    return d is not None and (d == GITHUB_RELAY_DOMAIN or d.endswith("." + GITHUB_RELAY_DOMAIN))


def _clean(value: str) -> str:
    return "".join(ch for ch in value if ch >= " " and ch != "\x7f")


def parse_email(value: Any) -> tuple[str, str] | None:
    """``(local, domain)`` from ``"Name <a@b.com>"``, ``"a@b.com (Name)"``, ``"<a@b.com>"``,
    ``"mailto:a@b.com"``, ``"a@b.com"`` or an address list (its first valid address); None when
    malformed. The domain is normalised (lower-case, Unicode); the local part keeps its spelling."""
    parsed = parse_address(value)
    return None if parsed is None else (parsed[1], parsed[2])


def parse_address(value: Any) -> tuple[str | None, str, str] | None:
    """``(display name or None, local, domain)`` of the first valid address in ``value`` (see
    :func:`parse_email`); an RFC 2047 encoded name (``=?utf-8?q?J=C3=B6rg?=``) is decoded."""
    if not isinstance(value, str) or not value or len(value) > _MAX_INPUT:
        return None
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:  # lone surrogates
        return None
    text = _clean(value).strip()
    if text.lower().startswith("mailto:"):
        text = text[7:].split("?", 1)[0].strip()
    if not _ADDRESS_SYNTAX.search(text):  # one bare address: the common case, read as it is
        parts = _split_address(text)
        return None if parts is None else (None, *parts)
    # Names, comments, groups and lists: the standard library's RFC 5322 reader. It does not
    # read every address the plain rules accept (GitHub's "1+dependabot[bot]@…"), so when it
    # finds nothing valid the last <…> is read as before.
    try:
        pairs = getaddresses([text])
    except Exception:  # a malformed header must not break ingest
        pairs = []
    for name, address in pairs:
        parts = _split_address(address.strip())
        if parts is not None:
            return (_display_name(name), *parts)
    angles = _ANGLE_RE.findall(text)
    if not angles:
        return None
    parts = _split_address(angles[-1].strip())
    if parts is None:
        return None
    return (_display_name(text.rsplit("<", 1)[0].strip().strip('"')), *parts)


def _split_address(text: str) -> tuple[str, str] | None:
    if text.count("@") != 1:
        return None
    local, _, domain = text.partition("@")
    if not local or len(local) > _MAX_LOCAL or _LOCAL_BAD.search(local):
        return None
    if local.startswith(".") or local.endswith("."):
        return None
    d = normalize_domain(domain)
    if d is None:
        return None
    return local, d


def _display_name(name: str) -> str | None:
    if "=?" in name:
        try:
            name = str(make_header(decode_header(name)))
        except Exception:  # an unreadable encoded word stays as it was written
            pass
    name = _clean(name).strip()
    return name or None


def _base_local(local: str) -> str:
    """The local part without a plus tag and without SRS/BATV wrapping, lower-cased."""
    lp = local.lower()
    if _SRS_RE.match(lp):
        lp = lp.rsplit("=", 1)[-1]
    m = _PRVS_RE.match(lp)
    if m:
        lp = m.group(1)
    return lp.split("+", 1)[0]


def github_login(email: Any) -> str | None:
    """The GitHub login of a ``<id>+<login>@users.noreply.github.com`` (or ``<login>@…``)
    address, or None when the address is not a GitHub relay address."""
    parsed = parse_email(email)
    if parsed is None or not is_github_relay_domain(parsed[1]):
        return None
    local = parsed[0]
    login = local.split("+", 1)[1] if "+" in local else local
    login = login.strip()
    return login or None


def is_automated_sender(email: Any) -> bool:
    """True when the address's local part marks a machine sender.

    Matching works on the base of the local part (lower-cased, before ``+``, SRS/BATV wrappers
    removed): a separator-delimited token in :data:`AUTOMATED_LOCAL_PARTS` (``no_reply``,
    ``alerts-eu``, ``account.update``), the whole base with separators removed in that set
    (``do-not-reply`` → ``donotreply``), or an unambiguous word of
    :data:`AUTOMATED_LOCAL_SUBSTRINGS` anywhere in it (``accountnoreply``). GitHub bot
    identities (``…+dependabot[bot]@users.noreply.github.com``) are automated; any other GitHub
    relay address is a real person. ``info@``/``support@`` are role mailboxes, not automated.
    Malformed input gives False.
    """
    parsed = parse_email(email)
    if parsed is None:
        return False
    local, domain = parsed
    if "[bot]" in local.lower():
        return True
    if is_github_relay_domain(domain):
        return False  # <id>+<login>: a person's commit / comment address
    base = _base_local(local)
    if not base:
        return False
    compact = _SEP_RE.sub("", base)
    if compact in AUTOMATED_LOCAL_PARTS:
        return True
    if any(token in AUTOMATED_LOCAL_PARTS for token in _TOKEN_SPLIT.split(base) if token):
        return True
    return any(word in compact for word in AUTOMATED_LOCAL_SUBSTRINGS)


def is_role_address(email: Any) -> bool:
    """True for a shared role mailbox (``info@``, ``support@``, ``sales.uk@``,
    ``support-team@``): every alphabetic token of the base longer than two letters is a role
    word. Not automated, but not a person either."""
    parsed = parse_email(email)
    if parsed is None:
        return False
    local, domain = parsed
    if is_github_relay_domain(domain):
        return False
    base = _base_local(local)
    if _SEP_RE.sub("", base) in ROLE_LOCAL_PARTS:
        return True
    words = [t for t in _TOKEN_SPLIT.split(base) if t and not t.isdigit() and len(t) > 2]
    return bool(words) and all(w in ROLE_LOCAL_PARTS for w in words)


def _capitalize_label(label: str) -> str:
    parts = label.split("-")
    return "-".join(p.upper() if p in KNOWN_ACRONYMS else p[:1].upper() + p[1:] if p else p for p in parts)


def organization_name_for_domain(domain: Any) -> str | None:
    """The registrable domain's label, capitalised: ``news.amazon.com`` → ``Amazon``,
    ``mail.acme.co.uk`` → ``Acme``, ``pied-piper.com`` → ``Pied-Piper``, ``xn--mnchen-3ya.de``
    → ``München``, ``news.bbc.co.uk`` → ``BBC`` (:data:`KNOWN_ACRONYMS`), ``foo.github.io`` →
    ``Foo`` (a hosting platform's private suffix). None for free-mail / relay domains, IP addresses, hosts without a public
    suffix (``localhost``, ``acme.internal``) and malformed input."""
    d = normalize_domain(domain)
    if d is None or _is_free_mail_normalized(d):
        return None
    parts = _split_registrable(d)
    if parts is None:
        return None
    label = parts[0]
    if label.startswith("xn--"):
        try:
            label = label.encode("ascii").decode("idna")
        except (UnicodeError, ValueError):
            pass
    if not any(ch.isalnum() for ch in label):
        return None
    return _capitalize_label(label)


def name_from_local_part(local: Any) -> str | None:
    """A display name guessed from a local part: ``jane.doe`` → ``Jane Doe``,
    ``j_smith1987+news`` → ``J Smith``; None when nothing name-like is left."""
    if not isinstance(local, str) or not local or len(local) > _MAX_INPUT:
        return None
    base = _clean(local).split("+", 1)[0]
    words = []
    for token in _TOKEN_SPLIT.split(base):
        token = _EDGE_DIGITS_RE.sub("", token)  # "smith1987" -> "smith"; "x7fk2" stays and is refused
        if not token or not all(ch.isalpha() or ch == "'" for ch in token):
            continue
        words.append(token[:1].upper() + token[1:].lower())
    if not words:
        return None
    return " ".join(words)
