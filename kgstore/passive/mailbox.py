"""Planning of mailbox events: what one CoWork-style mailbox event adds to the graph.

:func:`plan_mailbox_event` turns an event into a :class:`MailboxPlan` without touching a
database; the store (``ws.ingest_mailbox_event``) applies the plan in one transaction after the
memory-settings gate, which looks for ``<no-memory>`` in :func:`text_for_gate`.

An event is a mapping with ``id, fingerprint, type, timestamp, threadId, subject, summary,
evidenceRefs, payload``. Payload keys used:

* contact e-mail: ``primaryContactEmail`` > ``contactEmail`` > ``senderEmail`` (the first valid
  one); contact name: the name key of the same family (``primaryContactName``, ``contactName``,
  ``senderName``), then the display name of the address (``"Jane <j@x.com>"``), then the name of
  another family that has no other address, then a name derived from the address;
* organisation: ``company`` > ``organization`` (explicit, keeps its spelling), else the sender
  domain's registrable label (never for free-mail / relay domains);
* projects: ``projectHint``, ``projectHints``, ``projectNames``, ``relatedProjects``;
* observation text: ``subject``, ``summary`` (event, else payload), ``reason``,
  ``commitmentTitles`` (commitments are named in the observation; they are not projects).

Rules (seed "Mailbox ingest", DESIGN §4):

* Automated senders (:func:`~kgstore.passive.domains.is_automated_sender`) and shared role
  mailboxes (``info@``, ``support@``; :func:`~kgstore.passive.domains.is_role_address`) do not
  become people; their organisation still gets the observation.
* A relay in front of a person (``12345+octocat@users.noreply.github.com``) gives the person
  (``octocat`` unless a name is given) and no organisation. Opaque relay aliases (Apple private
  relay, DuckDuckGo, Firefox Relay, …) give no derived name: without a given name the person is
  named by the address.
* Every entity of the plan gets the same observation once: its fingerprint is
  ``mailbox:<event type>:<event fingerprint>`` (the event id when the fingerprint is missing).
* Bad input never raises: a plan always comes back, possibly with ``skipped_reason`` set.
"""

from __future__ import annotations

import hashlib
import math
import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any, NamedTuple

from ..validation import (
    CONTROL_CHARACTERS,
    MAX_FINGERPRINT,
    MAX_TIME_MS,
    MAX_TYPE_NAME,
    MIN_TIME_MS,
    normalize_name,
    remove_invisible,
)
from .domains import (
    github_login,
    is_automated_sender,
    is_free_mail_domain,
    is_github_relay_domain,
    is_person_relay_domain,
    is_role_address,
    name_from_local_part,
    organization_name_for_domain,
    parse_address,
    parse_email,
    registrable_domain,
)

__all__ = [
    "MAX_OBSERVATION_CHARS",
    "MAX_NAME_CHARS",
    "MAX_PROJECTS",
    "MAX_FINGERPRINT_CHARS",
    "PlannedPerson",
    "PlannedOrganization",
    "PlannedEdge",
    "PlannedEntity",
    "MailboxPlan",
    "plan_mailbox_event",
    "text_for_gate",
]

MAX_OBSERVATION_CHARS = 2_000
MAX_NAME_CHARS = 200
MAX_PROJECTS = 10
MAX_FINGERPRINT_CHARS = MAX_FINGERPRINT  # the store's limits, so a plan always passes its checks
MAX_TYPE_CHARS = MAX_TYPE_NAME
_MAX_INPUT_CHARS = 100_000  # any single text is cut to this before it is looked at
_MAX_LIST_ITEMS = 1_000  # list values: at most this many items are looked at
_MAX_COMMITMENTS = 5
_SUBJECT_CHARS = 300
_SUMMARY_CHARS = 1_200
_REASON_CHARS = 300
_COMMITMENT_CHARS = 150
_GATE_MAX_NODES = 20_000
_GATE_MAX_DEPTH = 12


EMAIL_FAMILIES: tuple[tuple[str, str], ...] = (
    ("primaryContactEmail", "primaryContactName"),
    ("contactEmail", "contactName"),
    ("senderEmail", "senderName"),
)
ORGANIZATION_KEYS: tuple[str, ...] = ("company", "organization")
PROJECT_KEYS: tuple[str, ...] = ("projectHint", "projectHints", "projectNames", "relatedProjects")

ROLE_PERSON = "person"
ROLE_ORGANIZATION = "organization"
EDGE_WORKS_AT = "works_at"
EDGE_RELATED_TO = "related_to"

_PLACEHOLDERS = frozenset(
    {"", "-", "--", "—", "?", "n/a", "na", "none", "null", "nil", "unknown", "undefined", "tbd"}
)
_WS_RE = re.compile(r"\s+")
_CONTROL_RE = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")
_CAMEL_RE = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
_TYPE_SEP_RE = re.compile(r"[_\-.:/]+")


# ---------------------------------------------------------------------------------------------
# The plan
# ---------------------------------------------------------------------------------------------


class PlannedPerson(NamedTuple):
    """The contact: found by ``email`` first (when there is one), then by ``name``."""

    name: str
    email: str | None  # lower-cased address, or None when the event gave only a name

    def properties(self) -> dict[str, Any]:
        return {"email": self.email} if self.email else {}


class PlannedOrganization(NamedTuple):
    name: str
    domain: str | None  # registrable sender domain ("amazon.com"), never a free-mail domain
    explicit: bool  # True when the event named the company (its spelling is kept)

    def properties(self) -> dict[str, Any]:
        return {"domain": self.domain} if self.domain else {}


class PlannedEdge(NamedTuple):
    source_role: str  # "person" | "organization" | "project:<i>"
    target_role: str
    edge_type: str  # "works_at" | "related_to"


class PlannedEntity(NamedTuple):
    role: str
    entity_type: str  # "person" | "organization" | "project"
    name: str
    properties: dict[str, Any]


@dataclass(frozen=True)
class MailboxPlan:
    """What one mailbox event writes. When ``skipped_reason`` is set, write nothing."""

    skipped_reason: str | None
    event_id: str | None = None
    event_type: str | None = None
    thread_id: str | None = None
    #: the observation fingerprint, ``mailbox:<event type>:<event fingerprint or id>``
    fingerprint: str | None = None
    #: the event time in milliseconds (None when missing or unreadable)
    timestamp_ms: int | None = None
    #: the contact address's kind: "person", "automated", "role", or None (no valid address)
    sender_kind: str | None = None
    person: PlannedPerson | None = None
    organization: PlannedOrganization | None = None
    projects: tuple[str, ...] = ()
    edges: tuple[PlannedEdge, ...] = ()
    #: the observation added once to every entity of the plan
    observation: str | None = None
    warnings: tuple[str, ...] = ()

    @property
    def skipped(self) -> bool:
        return self.skipped_reason is not None

    @property
    def roles(self) -> tuple[str, ...]:
        """The roles of the plan's entities, in writing order."""
        roles: list[str] = []
        if self.person is not None:
            roles.append(ROLE_PERSON)
        if self.organization is not None:
            roles.append(ROLE_ORGANIZATION)
        roles.extend(f"project:{i}" for i in range(len(self.projects)))
        return tuple(roles)

    def entities(self) -> tuple[PlannedEntity, ...]:
        """Every entity to upsert: (role, entity type, name, properties)."""
        out: list[PlannedEntity] = []
        if self.person is not None:
            out.append(PlannedEntity(ROLE_PERSON, "person", self.person.name, self.person.properties()))
        if self.organization is not None:
            out.append(
                PlannedEntity(
                    ROLE_ORGANIZATION,
                    "organization",
                    self.organization.name,
                    self.organization.properties(),
                )
            )
        for i, project in enumerate(self.projects):
            out.append(PlannedEntity(f"project:{i}", "project", project, {}))
        return tuple(out)

    def fingerprint_for(self, role: str) -> str | None:
        """The observation fingerprint for the entity in ``role`` (the same for every role:
        one observation per event per entity). KeyError for a role the plan does not have."""
        if role not in self.roles:
            raise KeyError(role)
        return self.fingerprint


# ---------------------------------------------------------------------------------------------
# Text helpers
# ---------------------------------------------------------------------------------------------


def _sanitize(value: str, warnings: list[str], what: str) -> str:
    """Cut huge input, drop NUL / control characters, replace lone surrogates, collapse
    whitespace."""
    if len(value) > _MAX_INPUT_CHARS:
        warnings.append(f"{what} was {len(value)} characters; only the first {_MAX_INPUT_CHARS} were read")
        value = value[:_MAX_INPUT_CHARS]
    if _CONTROL_RE.search(value):
        value = _CONTROL_RE.sub(" ", value)
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        value = value.encode("utf-8", "replace").decode("utf-8")
    return _WS_RE.sub(" ", value).strip()


def _truncate(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    return text[: limit - 1].rstrip() + "…"


def _scalar_text(value: Any) -> str | None:
    """A string for str, int and finite float values; None for anything else."""
    if isinstance(value, str):
        return value
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float) and math.isfinite(value):
        return repr(value) if not value.is_integer() else str(int(value))
    return None


def _items(value: Any) -> list[Any]:
    """The items of a str / list / tuple / set value (a single value is a one-item list)."""
    if isinstance(value, (list, tuple)):
        return list(value[:_MAX_LIST_ITEMS])
    if isinstance(value, (set, frozenset)):
        items = []
        for item in value:
            items.append(item)
            if len(items) >= _MAX_LIST_ITEMS:
                break
        try:
            return sorted(items, key=repr)
        except Exception:
            return items
    return [value]


def _name_text(value: Any, warnings: list[str], what: str) -> str | None:
    """A name from a str / number / {"name": …} value, or the first usable item of a list."""
    for item in _items(value):
        if isinstance(item, Mapping):
            item = next((item.get(k) for k in ("name", "title", "value") if item.get(k) is not None), None)
        raw = _scalar_text(item)
        if raw is None:
            continue
        text = _sanitize(raw, warnings, what)
        # Names refuse the controls a terminal acts on (C1, bidi overrides: validation.check_name).
        text = CONTROL_CHARACTERS.sub(" ", text).strip("\"'“”‘’<> ,;")
        text = _WS_RE.sub(" ", text).strip()
        if text.casefold() in _PLACEHOLDERS or not remove_invisible(text).strip():
            continue
        if len(text) > MAX_NAME_CHARS:
            warnings.append(f"{what} was cut to {MAX_NAME_CHARS} characters")
            text = _truncate(text, MAX_NAME_CHARS)
        return text
    return None


def _free_text(value: Any, warnings: list[str], what: str) -> str | None:
    raw = _scalar_text(value)
    if raw is None:
        return None
    text = _sanitize(raw, warnings, what)
    return text or None


def _identifier(value: Any) -> str | None:
    raw = _scalar_text(value) if not isinstance(value, float) else None
    if raw is None:
        return None
    if len(raw) > _MAX_INPUT_CHARS:
        raw = raw[:_MAX_INPUT_CHARS]
    raw = CONTROL_CHARACTERS.sub("", raw)
    try:
        raw.encode("utf-8")
    except UnicodeEncodeError:
        raw = raw.encode("utf-8", "replace").decode("utf-8")
    raw = raw.strip()
    return raw or None


def _name_key(name: str) -> str:
    return normalize_name(name)  # the store's identity of a name: hints that name one entity are one


def _looks_like_address(text: str) -> bool:
    return "@" in text and parse_email(text) is not None


def _display_name(raw: str) -> str | None:
    """``Jane Doe`` from ``"Jane Doe" <jane@x.com>`` or ``jane@x.com (Jane Doe)``: the name of the
    address parse_email reads (the first valid one of a list)."""
    parsed = parse_address(raw)
    return None if parsed is None else parsed[0]


# ---------------------------------------------------------------------------------------------
# Field planning
# ---------------------------------------------------------------------------------------------


def _event_type(value: Any, warnings: list[str]) -> str:
    text = _free_text(value, warnings, "event type")
    if not text:
        warnings.append("event has no type; 'unknown' is used in the fingerprint")
        return "unknown"
    if len(text) > MAX_TYPE_CHARS:
        warnings.append(f"event type was cut to {MAX_TYPE_CHARS} characters")
        text = text[:MAX_TYPE_CHARS].rstrip()
    return text


def _fingerprint(event_type: str, event_fp: str, warnings: list[str]) -> str:
    fp = f"mailbox:{event_type}:{event_fp}"
    if len(fp) > MAX_FINGERPRINT_CHARS:
        digest = hashlib.sha256(event_fp.encode("utf-8")).hexdigest()
        warnings.append("event fingerprint was too long; its SHA-256 is used instead")
        fp = f"mailbox:{event_type}:sha256:{digest}"
    return fp


def _timestamp_ms(value: Any, warnings: list[str]) -> int | None:
    if value is None:
        return None
    number: float | None = None
    if isinstance(value, bool):
        number = None
    elif isinstance(value, (int, float)):
        number = float(value)
    elif isinstance(value, str):
        text = value.strip()[:100]
        if re.fullmatch(r"\d+(?:\.\d+)?", text):
            number = float(text)
        elif text:
            try:
                moment = datetime.fromisoformat(text)
            except (ValueError, OverflowError):
                warnings.append("timestamp is neither milliseconds nor ISO-8601; the date is left out")
                return None
            if moment.tzinfo is None:
                moment = moment.replace(tzinfo=timezone.utc)
            try:
                number = moment.timestamp() * 1000
            except (ValueError, OverflowError, OSError):
                number = None
    if number is None or not math.isfinite(number) or number <= 0:
        warnings.append("timestamp is not usable; the date is left out")
        return None
    if number < MIN_TIME_MS:
        warnings.append("timestamp looks like seconds, not milliseconds; it was read as seconds")
        number *= 1000
    if number > MAX_TIME_MS:
        warnings.append("timestamp is beyond the year 9999; the date is left out")
        return None
    return int(number)


def _date_text(ms: int | None) -> str | None:
    if ms is None:
        return None
    try:
        return datetime.fromtimestamp(ms / 1000, tz=timezone.utc).date().isoformat()
    except (ValueError, OverflowError, OSError):
        return None


def _type_label(event_type: str) -> str:
    if event_type == "unknown":
        return "event"
    label = _TYPE_SEP_RE.sub(" ", _CAMEL_RE.sub(" ", event_type))
    return _WS_RE.sub(" ", label).strip().lower() or "event"


class _Contact(NamedTuple):
    person: PlannedPerson | None
    sender_kind: str | None
    domain: str | None  # the contact address's domain


def _plan_contact(payload: Mapping[str, Any], warnings: list[str]) -> _Contact:
    chosen: tuple[int, str, str, str] | None = None  # (family, raw value, local, domain)
    family_emails: list[str | None] = []
    for i, (email_key, _name_key_) in enumerate(EMAIL_FAMILIES):
        raw = _scalar_text(payload.get(email_key))
        if raw is None:
            items = _items(payload.get(email_key)) if payload.get(email_key) is not None else []
            raw = next((s for s in map(_scalar_text, items) if s), None)
        parsed = parse_email(raw) if raw else None
        if raw and raw.strip() and parsed is None:
            warnings.append(f"{email_key} is not a valid e-mail address and was ignored")
        family_emails.append(f"{parsed[0].lower()}@{parsed[1]}" if parsed else None)
        if parsed and chosen is None:
            chosen = (i, raw, parsed[0], parsed[1])

    def family_name(i: int) -> str | None:
        key = EMAIL_FAMILIES[i][1]
        value = payload.get(key)
        if value is None:
            return None
        name = _name_text(value, warnings, key)
        if name and _looks_like_address(name):
            return None  # an address is not a name
        return name

    if chosen is None:
        for i in range(len(EMAIL_FAMILIES)):
            name = family_name(i)
            if name:
                return _Contact(PlannedPerson(name, None), None, None)
        return _Contact(None, None, None)

    family, raw, local, domain = chosen
    address = f"{local.lower()}@{domain}"
    if is_automated_sender(address):
        return _Contact(None, "automated", domain)
    if is_role_address(address):
        return _Contact(None, "role", domain)

    name = family_name(family)
    if not name:
        shown = _display_name(raw)
        if shown:
            name = _name_text(shown, warnings, EMAIL_FAMILIES[family][0] + " display name")
            if name and _looks_like_address(name):
                name = None
    if not name:
        for i in range(len(EMAIL_FAMILIES)):
            if i != family and family_emails[i] in (None, address):
                name = family_name(i)
                if name:
                    break
    if not name:
        if is_github_relay_domain(domain):
            login = github_login(address)
            name = _name_text(login, warnings, "GitHub login") if login else None
        elif not is_person_relay_domain(domain):
            name = name_from_local_part(local)
    if not name:
        name = address
    return _Contact(PlannedPerson(name, address), "person", domain)


def _plan_organization(
    payload: Mapping[str, Any], contact_domain: str | None, warnings: list[str]
) -> PlannedOrganization | None:
    sender_domain = None
    if contact_domain and not is_free_mail_domain(contact_domain):
        sender_domain = registrable_domain(contact_domain)
    for key in ORGANIZATION_KEYS:
        value = payload.get(key)
        if value is None:
            continue
        name = _name_text(value, warnings, key)
        if name:
            return PlannedOrganization(name, sender_domain, True)
    if sender_domain is None:
        return None
    name = organization_name_for_domain(contact_domain)
    if not name:
        return None
    return PlannedOrganization(name, sender_domain, False)


def _plan_projects(payload: Mapping[str, Any], warnings: list[str]) -> tuple[str, ...]:
    projects: list[str] = []
    seen: set[str] = set()
    dropped = 0
    for key in PROJECT_KEYS:
        value = payload.get(key)
        if value is None:
            continue
        for item in _items(value):
            if isinstance(item, Mapping):
                item = next((item.get(k) for k in ("name", "title") if item.get(k) is not None), None)
            raw = _scalar_text(item)
            if raw is None:
                continue
            name = _name_text(raw, warnings, key)
            if not name or _looks_like_address(name):
                continue
            norm = _name_key(name)
            if norm in seen:
                continue
            if len(projects) >= MAX_PROJECTS:
                dropped += 1
                seen.add(norm)
                continue
            seen.add(norm)
            projects.append(name)
    if dropped:
        warnings.append(f"{dropped} project hint(s) beyond the first {MAX_PROJECTS} were dropped")
    return tuple(projects)


def _commitments(payload: Mapping[str, Any], warnings: list[str]) -> list[str]:
    value = payload.get("commitmentTitles")
    if value is None:
        return []
    titles: list[str] = []
    seen: set[str] = set()
    for item in _items(value):
        if isinstance(item, Mapping):
            item = next((item.get(k) for k in ("title", "name") if item.get(k) is not None), None)
        text = _free_text(item, warnings, "commitmentTitles")
        if not text or _name_key(text) in seen:
            continue
        seen.add(_name_key(text))
        titles.append(_truncate(text, _COMMITMENT_CHARS))
        if len(titles) >= _MAX_COMMITMENTS:
            break
    return titles


def _capped(text: str | None, limit: int, what: str, warnings: list[str]) -> str | None:
    if text is None:
        return None
    if len(text) > limit:
        warnings.append(f"{what} was cut to {limit} characters in the observation")
        return _truncate(text, limit)
    return text


def _observation(
    event: Mapping[str, Any],
    payload: Mapping[str, Any],
    event_type: str,
    timestamp_ms: int | None,
    who: str | None,
    warnings: list[str],
) -> str:
    subject = _free_text(event.get("subject"), warnings, "subject")
    if subject is None:
        subject = _free_text(payload.get("subject"), warnings, "payload subject")
    summary = _free_text(event.get("summary"), warnings, "summary")
    if summary is None:
        summary = _free_text(payload.get("summary"), warnings, "payload summary")
    reason = _free_text(payload.get("reason"), warnings, "reason")
    if reason and summary and _name_key(reason) in _name_key(summary):
        reason = None
    if reason and subject and _name_key(reason) == _name_key(subject):
        reason = None
    if summary and subject and _name_key(summary) == _name_key(subject):
        summary = None
    subject = _capped(subject, _SUBJECT_CHARS, "subject", warnings)
    summary = _capped(summary, _SUMMARY_CHARS, "summary", warnings)
    reason = _capped(reason, _REASON_CHARS, "reason", warnings)
    commitments = _commitments(payload, warnings)

    head = f"Mailbox {_type_label(event_type)}"
    date = _date_text(timestamp_ms)
    if date:
        head += f" on {date}"
    body = " — ".join(part for part in (subject, summary) if part)
    if reason:
        body = f"{body} (reason: {reason})" if body else f"Reason: {reason}"
    if commitments:
        listed = "Commitments: " + "; ".join(commitments)
        body = f"{body}. {listed}" if body else listed
    if not body and who:
        body = f"from {who}"
    text = f"{head}: {body}" if body else head
    if len(text) > MAX_OBSERVATION_CHARS:
        warnings.append(f"observation was cut to {MAX_OBSERVATION_CHARS} characters")
        text = _truncate(text, MAX_OBSERVATION_CHARS)
    return text


def _edges(
    person: PlannedPerson | None, organization: PlannedOrganization | None, projects: tuple[str, ...]
) -> tuple[PlannedEdge, ...]:
    edges: list[PlannedEdge] = []
    if person is not None and organization is not None:
        edges.append(PlannedEdge(ROLE_PERSON, ROLE_ORGANIZATION, EDGE_WORKS_AT))
    anchor = ROLE_PERSON if person is not None else ROLE_ORGANIZATION if organization is not None else None
    if anchor is not None:
        edges.extend(PlannedEdge(anchor, f"project:{i}", EDGE_RELATED_TO) for i in range(len(projects)))
    return tuple(edges)


# ---------------------------------------------------------------------------------------------
# Public functions
# ---------------------------------------------------------------------------------------------


def _plan(event: Any) -> MailboxPlan:
    if not isinstance(event, Mapping):
        return MailboxPlan(skipped_reason=f"event is not a mapping (got {type(event).__name__})")
    warnings: list[str] = []

    event_id = _identifier(event.get("id"))
    event_fp = _identifier(event.get("fingerprint"))
    thread_id = _identifier(event.get("threadId"))
    event_type = _event_type(event.get("type"), warnings)
    timestamp_ms = _timestamp_ms(event.get("timestamp"), warnings)

    if event_fp is None and event_id is None:
        return MailboxPlan(
            skipped_reason="event has neither a fingerprint nor an id, so it cannot be recorded once",
            event_type=event_type,
            thread_id=thread_id,
            timestamp_ms=timestamp_ms,
            warnings=tuple(warnings),
        )
    if event_fp is None:
        warnings.append("event has no fingerprint; its id is used instead")
    fingerprint = _fingerprint(event_type, event_fp if event_fp is not None else event_id, warnings)

    payload_value = event.get("payload")
    if isinstance(payload_value, Mapping):
        payload: Mapping[str, Any] = payload_value
    else:
        if payload_value is not None:
            warnings.append(f"payload is not a mapping (got {type(payload_value).__name__}) and was ignored")
        payload = {}

    contact = _plan_contact(payload, warnings)
    organization = _plan_organization(payload, contact.domain, warnings)
    projects = _plan_projects(payload, warnings)
    person = contact.person
    base = dict(
        event_id=event_id,
        event_type=event_type,
        thread_id=thread_id,
        fingerprint=fingerprint,
        timestamp_ms=timestamp_ms,
        sender_kind=contact.sender_kind,
    )

    if person is None and organization is None and not projects:
        if contact.sender_kind == "automated":
            reason = "automated sender with no organisation (free-mail or unnamed domain) and no project"
        elif contact.sender_kind == "role":
            reason = "role mailbox with no organisation (free-mail or unnamed domain) and no project"
        else:
            reason = "event has no contact, organisation or project to record"
        return MailboxPlan(skipped_reason=reason, warnings=tuple(warnings), **base)

    who = (
        person.email or person.name
        if person is not None
        else organization.name if organization is not None else None
    )
    observation = _observation(event, payload, event_type, timestamp_ms, who, warnings)
    return MailboxPlan(
        skipped_reason=None,
        person=person,
        organization=organization,
        projects=projects,
        edges=_edges(person, organization, projects),
        observation=observation,
        warnings=tuple(warnings),
        **base,
    )


def plan_mailbox_event(event: Any) -> MailboxPlan:
    """Plan what ``event`` adds to the graph. Never raises: unusable input gives a plan whose
    ``skipped_reason`` says why."""
    try:
        return _plan(event)
    except Exception as exc:  # last-resort guard: a mailbox event must never break ingest
        return MailboxPlan(skipped_reason=f"event could not be planned ({type(exc).__name__})")


def text_for_gate(event: Any) -> str:
    """All the free text of an event (subject, summary, payload texts, names, evidence…), one
    string per line, for the ``<no-memory>`` opt-out check. Never raises."""
    parts: list[str] = []
    seen: set[int] = set()
    stack: list[tuple[Any, int]] = [(event, 0)]
    nodes = 0
    try:
        while stack and nodes < _GATE_MAX_NODES:
            value, depth = stack.pop()
            nodes += 1
            if isinstance(value, str):
                parts.append(value)
            elif isinstance(value, (bytes, bytearray)):
                parts.append(bytes(value[:_MAX_INPUT_CHARS * 4]).decode("utf-8", "replace"))
            elif depth < _GATE_MAX_DEPTH and isinstance(value, (Mapping, list, tuple, set, frozenset)):
                if id(value) in seen:
                    continue
                seen.add(id(value))
                children = list(value.values()) if isinstance(value, Mapping) else list(value)
                stack.extend((child, depth + 1) for child in reversed(children))
    except Exception:
        pass
    return "\n".join(parts)
