"""Secrets in text: find them, redact them, name their kind.

Automatic writes (task extraction, mailbox ingest) store text with every secret replaced by
``[redacted]``; explicit writes by an agent are refused with the kind of secret named (see
:func:`secret_kind`), so the agent can rephrase.

The patterns are the plugins of the ``detect-secrets`` library (Yelp), used directly on strings:
no settings file, no baseline, and never their ``verify`` step (the only one that reaches the
network). What detect-secrets misses for our cases is added here, and only that:

* the whole private-key block (its plugin sees only the ``BEGIN … PRIVATE KEY`` header), up to
  the ``END`` line or the end of the base64 that follows;
* unquoted ``password=`` / ``secret=`` / ``api_key:`` values as mail and chat write them (its
  keyword plugin needs quotes outside config files); a colon form needs a value that looks like
  a password (a digit or a symbol in it) so that ``Secret: the launch moved`` stays prose, and
  code that assigns an expression is none (``user.password = hash;``, ``pw = await
  bcrypt.hash(x)``, ``password = salt + '$'``), while a shell's ``PASSWORD=hunter22;`` is one;
* credentials inside ``scheme://user:pw@host`` URLs: its ``BasicAuthDetector`` pattern, bounded
  (the original backtracks quadratically on long lines) and widened to an empty user name and
  sub-delimiters in the password (``redis://:pw@cache``, ``mysql://root:S3cr3t!@db``); a
  connection string's ``Password=…;`` is the keyword rule above;
* the patterns of its own that backtrack on long lines (npm, Slack, AWS secret keys) run only
  around the literal they need, so a megabyte of anything is scanned in linear time;
* ``…token=`` assignments (``ACCESS_TOKEN=…``, ``?access_token=…``), which its keyword list
  lacks, when the value looks issued (16+ characters, letters and digits);
* provider formats it does not know: GitHub fine-grained tokens (``github_pat_``), Google API
  keys (``AIza…``), Anthropic keys (``sk-ant-``), OpenAI project keys without the legacy marker,
  npm tokens outside an ``.npmrc`` line.

Its entropy plugins are not used: hashes, UUIDs, git SHAs and base64 images are not secrets,
and they would flag every one. Values that documentation marks as examples (``EXAMPLE``,
``your-api-key``, ``<password>``, ``${DB_PASSWORD}``, ``xxxx``, ``****``) are not secrets either.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass

from detect_secrets.filters.heuristic import (
    is_indirect_reference,
    is_potential_uuid,
    is_sequential_string,
    is_templated_secret,
)
from detect_secrets.plugins import keyword as _keyword
from detect_secrets.plugins.artifactory import ArtifactoryDetector
from detect_secrets.plugins.aws import AWSKeyDetector
from detect_secrets.plugins.azure_storage_key import AzureStorageKeyDetector
from detect_secrets.plugins.discord import DiscordBotTokenDetector
from detect_secrets.plugins.github_token import GitHubTokenDetector
from detect_secrets.plugins.gitlab_token import GitLabTokenDetector
from detect_secrets.plugins.jwt import JwtTokenDetector
from detect_secrets.plugins.mailchimp import MailchimpDetector
from detect_secrets.plugins.npm import NpmDetector
from detect_secrets.plugins.openai import OpenAIDetector
from detect_secrets.plugins.private_key import PrivateKeyDetector
from detect_secrets.plugins.pypi_token import PypiTokenDetector
from detect_secrets.plugins.sendgrid import SendGridDetector
from detect_secrets.plugins.slack import SlackDetector
from detect_secrets.plugins.square_oauth import SquareOAuthDetector
from detect_secrets.plugins.stripe import StripeDetector
from detect_secrets.plugins.telegram_token import TelegramBotTokenDetector
from detect_secrets.plugins.twilio import TwilioKeyDetector

from .errors import ValidationError

__all__ = [
    "REDACTED",
    "SecretFinding",
    "Redaction",
    "find_secrets",
    "redact_secrets",
    "secret_kind",
    "describe_redactions",
    "secret_refusal",
    "check_no_secret",
    "check_no_secret_in_properties",
    "MACHINE_SOURCES",
]

#: Writers whose text is checked for secrets by the API: agents and automatic extraction. A
#: person's own edit in the explorer ("manual") is theirs to make.
MACHINE_SOURCES = ("agent", "auto")

REDACTED = "[redacted]"

# Kinds, as a person reads them in a report or an error ("looks like a GitHub token").
PRIVATE_KEY = "private key"
URL_PASSWORD = "password inside a URL"
ASSIGNMENT = "password or secret assignment"
TOKEN_ASSIGNMENT = "access token"
JWT = "JSON Web Token"


@dataclass(frozen=True)
class SecretFinding:
    kind: str
    start: int
    end: int


@dataclass(frozen=True)
class Redaction:
    """``text`` with every secret replaced by ``[redacted]``; ``counts`` maps each kind found to
    how many were replaced (empty when the text had none)."""

    text: str
    counts: dict[str, int]

    @property
    def total(self) -> int:
        return sum(self.counts.values())


# detect-secrets' provider plugins, each with the kind it finds.
_PROVIDER_PLUGINS: tuple[tuple[object, str], ...] = (
    (AWSKeyDetector(), "AWS access key"),
    (ArtifactoryDetector(), "Artifactory token"),
    (AzureStorageKeyDetector(), "Azure storage key"),
    (DiscordBotTokenDetector(), "Discord bot token"),
    (GitHubTokenDetector(), "GitHub token"),
    (GitLabTokenDetector(), "GitLab token"),
    (MailchimpDetector(), "Mailchimp API key"),
    (NpmDetector(), "npm token"),
    (OpenAIDetector(), "OpenAI API key"),
    (PypiTokenDetector(), "PyPI token"),
    (SendGridDetector(), "SendGrid API key"),
    (SlackDetector(), "Slack token"),
    (SquareOAuthDetector(), "Square OAuth secret"),
    (StripeDetector(), "Stripe API key"),
    (TelegramBotTokenDetector(), "Telegram bot token"),
    (TwilioKeyDetector(), "Twilio API key"),
)
_JWT_PLUGIN = JwtTokenDetector()
# Header, payload and signature; detect-secrets checks the first two decode as JSON.
_JWT_RE = re.compile(r"(?<![\w-])eyJ[A-Za-z0-9\-_=]+\.eyJ[A-Za-z0-9\-_=]+\.[A-Za-z0-9\-_=]+")

# Formats detect-secrets 1.5 does not know.
_EXTRA_PATTERNS: tuple[tuple[str, re.Pattern[str], str], ...] = (  # (literal it needs, pattern, kind)
    ("github_pat_", re.compile(r"(?<![\w-])github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}(?![\w-])"), "GitHub token"),
    ("AIza", re.compile(r"(?<![\w-])AIza[0-9A-Za-z_\-]{35}(?![\w-])"), "Google API key"),
    ("sk-ant-", re.compile(r"(?<![\w-])sk-ant-(?:api|admin)\d{2}-[A-Za-z0-9_\-]{80,}"), "Anthropic API key"),
    ("sk-", re.compile(r"(?<![\w-])sk-(?:proj|svcacct|admin)-[A-Za-z0-9_\-]{40,}"), "OpenAI API key"),
    # npm's own token format outside an .npmrc line (its plugin needs "//…/:_authToken=")
    ("npm_", re.compile(r"(?<![\w-])npm_[A-Za-z0-9]{36}(?![\w-])"), "npm token"),
)

# The private-key block: detect-secrets' header list, extended to the block's end.
_KEY_HEADERS = "|".join(p.pattern for p in PrivateKeyDetector.denylist)
_KEY_HEADER_RE = re.compile(r"(?:-----[ \t]*)?(?:" + _KEY_HEADERS + r")[^\n]{0,40}")
_KEY_END_RE = re.compile(r"-----[ \t]*END [A-Z0-9 ]{0,30}PRIVATE KEY[A-Z ]{0,10}-----|---- END SSH2 ENCRYPTED PRIVATE KEY ----")
_KEY_BODY_RE = re.compile(r"(?:\s{0,10}[A-Za-z0-9+/=:\-]{8,})*")
_MAX_KEY_BLOCK = 20_000

# Keyword assignments: detect-secrets' keyword list; its regexes need quotes outside config
# files and run to the end of the line, so the value (quoted or not) is read here.
_ASSIGNED_RE = re.compile(
    r"(?<![\w\-])(?P<key>[\w\-]{0,30}?(?:" + "|".join(_keyword.DENYLIST) + r")[\w\-]{0,30})"
    r"[\"'\]]{0,2}[ \t]*(?P<op>:=|=>|==?|:)[ \t]*"
    r"(?:(?P<q>[\"'`])(?P<quoted>[^\"'`\n]{1,200})(?P=q)|(?P<bare>[^\s\"'`,;&)<>\]}]{1,200}))",
    re.IGNORECASE,
)
# "token" is not in detect-secrets' keyword list; ACCESS_TOKEN=…, ?token=… are secrets when the
# value looks issued (16+ characters, letters and digits), so token_type="bearer" and
# max_tokens=1000 are not.
_TOKEN_ASSIGNED_RE = re.compile(
    r"(?<![\w\-])(?P<key>[\w\-]{0,30}?token)[\"'\]]{0,2}[ \t]*(?P<op>=|:)[ \t]*[\"'`]?"
    r"(?P<value>[A-Za-z0-9_\-.~+/]{16,300}={0,2})",
    re.IGNORECASE,
)
_ISSUED_RE = re.compile(r"^(?=.*[A-Za-z])(?=.*\d)")

# Every keyword of the list contains one of these (a cheap test before the pattern runs).
_KEYWORD_CORES = ("key", "pass", "pwd", "secret", "contrase", "token")

# Values that documentation and templates use instead of a real secret.
_PLACEHOLDER_RE = re.compile(
    r"example|sample|dummy|placeholder|redacted|changeme|change[_\-]me|your[_\-]?|my[_\-]?(?:[a-z]{1,12}[_\-])?(?:secret|password|key|token)"
    r"|xxxx|\*\*\*|\.\.\.|…|^x+$|^<|>$|^\{|\}$|^\$|^%|%$|^\(|^none$|^null$|^nil$|^true$|^false$|^undefined$"
    # a log's mask (Rails' "[FILTERED]") and a writer's ("#####")
    r"|filtered|^#+$"
    r"|^(?:password|passwd|pass|pwd|secret|token|key|api[_\-]?key|string|str|value|\w+_here)$"
    r"|^(?:some|foo|bar|baz|test|demo|fake|mock)",
    re.IGNORECASE,
)
# An identifier another variable holds the secret in (``password=DB_PASSWORD``, ``self.secret``).
_REFERENCE_RE = re.compile(r"^(?:[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+|[A-Za-z_][\w.]*[\[(].*)$")
# Keys that name a setting about the secret, not the secret (password_min_length, secret_name).
_ABOUT_SECRET_KEY_RE = re.compile(
    r"(?:length|len|min|max|count|expiry|expires|ttl|timeout|policy|hash|file|path|name|field|type|id"
    r"|url|label|prompt|reset|manager|store|ref|env|header|param)s?$",
    re.IGNORECASE,
)
_PASSWORDISH_RE = re.compile(r"[0-9!#%&*+/=?@^_~$\-]")
# A validator's rules for the field, not its value: Laravel's "'password' => 'required|min:8'",
# Joi-like "password: 'required'"
_VALIDATION_RULES_RE = re.compile(
    r"^(?:required|nullable|sometimes|bail|confirmed|present|filled)"
    r"(?:\|[a-z_]{2,30}(?::[\w,.\-]{1,40})?){0,12}$")


def _is_placeholder(value: str) -> bool:
    return bool(_PLACEHOLDER_RE.search(value)) or is_templated_secret(value)


def _line_at(text: str, start: int, end: int) -> str:
    left = text.rfind("\n", 0, start) + 1
    right = text.find("\n", end)
    return text[left: right if right >= 0 else len(text)]


# detect-secrets' BasicAuthDetector pattern, bounded (its unbounded one is quadratic on a long
# line of "a://b:") and widened: connection strings often have no user name or a sub-delimiter
# in the password (redis://:pw@cache, mysql://root:S3cr3t!@db), which it misses.
_URL_PASSWORD_RE = re.compile(r"[A-Za-z][A-Za-z0-9+.\-]{0,30}://[^\s/@:\[\]]{0,100}:([^\s/@]{1,200})@[\w\[]")


# Some of detect-secrets' patterns backtrack quadratically on long lines ("//" before npm's
# "_authToken", Slack's "(?:\d+-)+", AWS's "aws.{0,20}?…"): they run only on the stretches
# around the literal they need, so any input is scanned in linear time.
_ANCHORS: dict[str, tuple[str, int, int]] = {  # pattern -> (literal, chars before, chars after)
    NpmDetector.denylist[0].pattern: ("_authtoken", 300, 200),
    SlackDetector.denylist[0].pattern: ("xox", 0, 300),
    AWSKeyDetector.denylist[1].pattern: ("aws", 0, 130),
    MailchimpDetector.denylist[0].pattern: ("-us", 32, 5),
    _URL_PASSWORD_RE.pattern: ("://", 31, 310),
}


def _stretches(lowered: str, literal: str, before: int, after: int) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    pos = lowered.find(literal)
    while pos >= 0:
        start, end = max(0, pos - before), min(len(lowered), pos + len(literal) + after)
        if out and start <= out[-1][1]:
            out[-1] = (out[-1][0], end)
        else:
            out.append((start, end))
        pos = lowered.find(literal, pos + 1)
    return out


def _matches(regex: re.Pattern[str], text: str, lowered: str):
    anchor = _ANCHORS.get(regex.pattern)
    if anchor is None:
        yield from regex.finditer(text)
        return
    for start, end in _stretches(lowered, *anchor):
        yield from regex.finditer(text, start, end)


# Each provider pattern with its kind and anchor (the literal it needs, or None), in the
# plugins' order: findings come out in the same order as before.
_PROVIDER_PATTERNS: tuple[tuple[re.Pattern[str], str, tuple[str, int, int] | None], ...] = tuple(
    (regex, kind, _ANCHORS.get(regex.pattern))
    for plugin, kind in _PROVIDER_PLUGINS
    for regex in plugin.denylist  # type: ignore[attr-defined]
)


def _provider_findings(text: str) -> list[SecretFinding]:
    found: list[SecretFinding] = []
    lowered = text.lower()
    for regex, kind, anchor in _PROVIDER_PATTERNS:
        # Most texts hold no secret: one C-level search (or a find of the anchor's literal)
        # rules a pattern out without the match loop below, which was most of what a write
        # of ordinary text paid for this check.
        if anchor is None:
            if regex.search(text) is None:
                continue
            matches = regex.finditer(text)
        else:
            if anchor[0] not in lowered:
                continue
            matches = _matches(regex, text, lowered)
        for m in matches:
            # A group holding the key itself (AWS's secret after its name) is what is
            # redacted; a short one is a prefix (GitHub's "ghp"), so the whole match is.
            start, end = m.span()
            for i in range(1, (m.lastindex or 0) + 1):
                if m.group(i) and len(m.group(i)) >= 16 and m.end(i) - m.start(i) < end - start:
                    start, end = m.span(i)
            value = text[start:end]
            if end > start and not _is_placeholder(value) and not is_sequential_string(value):
                found.append(SecretFinding(kind, start, end))
    for literal, regex, kind in _EXTRA_PATTERNS:
        if literal not in text:
            continue
        for m in regex.finditer(text):
            if not _is_placeholder(m.group()):
                found.append(SecretFinding(kind, m.start(), m.end()))
    if "eyJ" in text:
        # detect-secrets' pattern stops lazily before the signature; the token runs to its end.
        for m in _JWT_RE.finditer(text):
            if _JWT_PLUGIN.is_formally_valid(m.group()):
                found.append(SecretFinding(JWT, m.start(), m.end()))
    return found


def _url_findings(text: str) -> list[SecretFinding]:
    found = []
    if "://" not in text:
        return found
    for m in _matches(_URL_PASSWORD_RE, text, text):
        value = m.group(1)
        if not _is_placeholder(value) and not value.isdigit():
            found.append(SecretFinding(URL_PASSWORD, m.start(1), m.end(1)))
    return found


def _key_findings(text: str) -> list[SecretFinding]:
    if "PRIVATE KEY" not in text and "PuTTY-User-Key-File" not in text:
        return []
    found = []
    pos = 0
    next_end = None  # where the next END line starts, looked up once per block
    while True:
        m = _KEY_HEADER_RE.search(text, pos)
        if m is None:
            return found
        if next_end is None or (next_end >= 0 and next_end < m.end()):
            e = _KEY_END_RE.search(text, m.end())
            next_end = e.start() if e else -1
            end_of_block = e.end() if e else -1
        if next_end >= 0 and next_end - m.end() <= _MAX_KEY_BLOCK:
            end = end_of_block
        else:  # a block cut short: the base64 lines that follow
            end = _KEY_BODY_RE.match(text, m.end()).end()
        found.append(SecretFinding(PRIVATE_KEY, m.start(), end))
        pos = max(end, m.end())


# Words that open an expression, never a secret's value: "hashed = await bcrypt.hash(pw)".
_EXPRESSION_WORDS = frozenset({
    "await", "new", "this", "self", "function", "lambda", "require", "yield", "typeof", "async",
    "return", "not", "await!", "try", "match", "if", "static", "const", "let", "var",
})
# After a bare identifier, what makes it code: "= salt + ...", "= crypt(...)", "= a.b".
_OPERATOR_AFTER_RE = re.compile(r"[ \t]*(?:[+(*/%&|^?]|\.[A-Za-z_])")
# A statement of code: a declaration, or an assignment to an object's field ("user.password =").
# (a diff's line too: "+  user.password = hash;")
_CODE_STATEMENT_RE = re.compile(r"[+\-]?[ \t]*(?:const|let|var|this\.|self\.|[\w$]+\.)")


def _code_expression(text: str, value: str, key_start: int, end: int) -> bool:
    """Is the unquoted *value* ending at *end* a piece of code rather than a secret: a word that
    opens an expression, an identifier an operator follows, or one that ends a statement of code
    ("user.password = hash;"; a shell's "PASSWORD=hunter22;" is still a secret)?"""
    if value.casefold() in _EXPRESSION_WORDS:
        return True
    if not (value.isidentifier() and value.isalpha()):
        return False
    if _OPERATOR_AFTER_RE.match(text, end) is not None:
        return True
    line_start = text.rfind("\n", 0, key_start) + 1
    return (text.startswith(";", end)
            and _CODE_STATEMENT_RE.match(text, line_start, key_start) is not None)


def _assignment_findings(text: str) -> list[SecretFinding]:
    found: list[SecretFinding] = []
    lowered = text.lower()
    if not any(core in lowered for core in _KEYWORD_CORES):
        return found
    for m in _ASSIGNED_RE.finditer(text):
        quoted = m.group("quoted")
        group = "quoted" if quoted is not None else "bare"
        value = m.group(group)
        start, end = m.span(group)
        if m.group("op") == "==" or _ABOUT_SECRET_KEY_RE.search(m.group("key")):
            continue  # a comparison, or a setting about the secret
        if len(value) < 3 or _is_placeholder(value) or _REFERENCE_RE.match(value):
            continue
        if _VALIDATION_RULES_RE.match(value):
            continue  # the field's validation rules: "'password' => 'required|string|min:8'"
        if quoted is not None and " " in value.strip():
            continue  # a sentence in quotes ("secret": "the weekly sync")
        if m.group("op") == ":" and quoted is None and not _PASSWORDISH_RE.search(value):
            continue  # "Secret: tomorrow" is prose; "password: hunter22" is not
        if quoted is None and _code_expression(text, value, m.start("key"), end):
            continue  # code's expression: "user.password = hash;", "pw = await bcrypt.hash(...)"
        if is_potential_uuid(value) or is_sequential_string(value):
            continue
        if is_indirect_reference(_line_at(text, start, end)) and "(" in value:
            continue
        found.append(SecretFinding(ASSIGNMENT, start, end))
    if "token" in lowered:
        for m in _TOKEN_ASSIGNED_RE.finditer(text):
            value = m.group("value")
            if (_ISSUED_RE.match(value) and not _is_placeholder(value) and not is_potential_uuid(value)
                    and not _REFERENCE_RE.match(value)):
                found.append(SecretFinding(TOKEN_ASSIGNMENT, m.start("value"), m.end("value")))
    return found


# What every finder above needs before it can match anything, tested first: most texts (notes,
# mail summaries, task results) hold none of it, and then no pattern runs at all (a write of
# ordinary text paid ~10 us for the finders, ~1 us for this). Either a run of 11 token
# characters - every provider format holds one: the shortest, Artifactory's "AP…", is 11 long;
# AWS's secret key may be 40 of "/" and "+", Square's 43 of "-" or "\\", and "\w" covers the
# Unicode digits "\d" matches - or one of the literals the others start from, compared as the
# finders compare them (in the lower-cased text): Slack's "xox…" (a short format), a JWT's
# "eyJ" (three short parts can make one), a URL's "://", and the keyword cores of assignments,
# which also hold a key block's header ("… PRIVATE KEY", "PuTTY-User-Key-File"), the .npmrc
# line's "_authToken" and Azure's "AccountKey=". `tests/kgstore/passive/test_secrets.py`
# checks that the answer is the finders' own on every corpus text and on edge cases.
_TOKEN_RUN_RE = re.compile(r"[\w\-\\/+]{11}")
_GATE_LITERALS = ("://", "xox", "eyj") + _KEYWORD_CORES


def may_hold_secret(text: str) -> bool:
    """False when no finder could match anything in ``text`` (then it holds no secret)."""
    lowered = text.lower()
    for literal in _GATE_LITERALS:
        if literal in lowered:
            return True
    # A run of token characters lies within one stretch without white space: for the usual text
    # of short words, splitting it is cheaper than the pattern (0.9 against 1.9 us).
    return len(max(text.split(), key=len, default="")) >= 11 and _TOKEN_RUN_RE.search(text) is not None


def find_secrets(text: str) -> list[SecretFinding]:
    """Every secret in ``text``, in order, overlapping findings merged (the first kind found at a
    place names it: a provider's format before a generic rule)."""
    if not isinstance(text, str) or not text or not may_hold_secret(text):
        return []
    return _every_finding(text)


def _every_finding(text: str) -> list[SecretFinding]:
    """find_secrets without the first test (what the tests compare it with)."""
    raw = _key_findings(text) + _provider_findings(text) + _url_findings(text) + _assignment_findings(text)
    raw.sort(key=lambda f: (f.start, -(f.end - f.start)))
    merged: list[SecretFinding] = []
    for f in raw:
        if merged and f.start < merged[-1].end:
            last = merged[-1]
            if f.end > last.end:
                merged[-1] = SecretFinding(last.kind, last.start, f.end)
            continue
        merged.append(f)
    return merged


def redact_secrets(text: str) -> Redaction:
    """``text`` with each secret replaced by ``[redacted]`` and the kinds counted. Repeated
    until nothing is found: a replacement can make what follows it read as a secret (a token
    that ended in "secret:" leaves "…: secret: value")."""
    counts: Counter = Counter()
    for _round in range(MAX_REDACTION_ROUNDS):
        findings = find_secrets(text)
        if not findings:
            break
        parts: list[str] = []
        pos = 0
        for f in findings:
            parts.append(text[pos:f.start])
            parts.append(REDACTED)
            pos = f.end
        parts.append(text[pos:])
        text = "".join(parts)
        counts.update(f.kind for f in findings)
    return Redaction(text, dict(counts))


MAX_REDACTION_ROUNDS = 4  # each round only shortens what a pattern could match again


def secret_kind(text: str) -> str | None:
    """The kind of the first secret in ``text`` ("GitHub token", "password inside a URL", …),
    or None when it has none."""
    findings = find_secrets(text)
    return findings[0].kind if findings else None


def describe_redactions(counts: dict[str, int]) -> str:
    """``"2 secrets were redacted (1 GitHub token, 1 password inside a URL)"``: kinds and counts,
    never a secret."""
    total = sum(counts.values())
    kinds = ", ".join(f"{n} {kind}" for kind, n in sorted(counts.items()))
    noun = "secret was" if total == 1 else "secrets were"
    return f"{total} {noun} redacted ({kinds})"


def _with_article(kind: str) -> str:
    return ("an " if kind[:1].lower() in "aeio" else "a ") + kind


def secret_refusal(text: str, what: str) -> str | None:
    """``"<what> looks like a GitHub token (secret); not stored. Rephrase without it."``, or None
    when ``text`` holds no secret."""
    kind = secret_kind(text) if isinstance(text, str) else None
    if kind is None:
        return None
    return f"{what} looks like {_with_article(kind)} (secret); not stored. Rephrase without it."


def check_no_secret(text: str | None, what: str) -> None:
    """Raise ValidationError naming the kind of secret when ``text`` holds one (explicit writes by
    an agent are refused, not redacted: the agent can rephrase)."""
    message = secret_refusal(text, what) if text else None
    if message is not None:
        raise ValidationError(message)


def check_no_secret_in_properties(properties, what: str = "a property") -> None:
    """The same check over a properties mapping, keys and values as JSON writes them (so that
    ``{"password": "…"}`` reads as the assignment it is)."""
    if not properties:
        return
    try:
        text = json.dumps(properties, ensure_ascii=False, default=str)
    except (TypeError, ValueError, RecursionError):
        return  # the store's own validation refuses what cannot be written as JSON
    check_no_secret(text, what)
