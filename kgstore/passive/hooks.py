"""The passive-memory hooks: task extraction and mailbox ingest.

Both hooks

* pass the memory gate first (:mod:`kgstore.passive.gates`): memory off, privacy mode
  ``disabled``, automatic capture off, unreadable settings, a ``<no-memory>`` opt-out anywhere
  in the texts, or a text matching an excluded pattern means nothing is written;
* run beneath the access profile (:mod:`kgstore.passive.access`): one that cannot be read or
  forbids reading means nothing is written; a file path it may not read (or that matches an
  excluded pattern) never becomes an entity;
* write everything in **one** transaction (``ws._db.write()`` around the whole hook; the nested
  ``ws.*`` calls join it), so a failure leaves no partial write;
* never raise: bad input is skipped or cut with a logged reason, a database error rolls the hook
  back; the returned report says what happened.

Writes go through the public ``ws.*`` API with ``source='auto'`` (confidence 0.85 for a new
entity, +0.1 when it is seen again), so source precedence, reinforcement and observation
fingerprints work exactly as for any other writer.
"""

from __future__ import annotations

import dataclasses
import logging
from typing import Any

from ..graph.entities import type_names
from ..errors import KGError
from ..records import Edge, Entity, Observation
from ..storage.rows import ENTITY_COLUMNS, entity_from_row
from ..validation import check_name, check_task_id, normalize_name
from . import gates
from .access import AccessProfile, AccessProfileError, profile_for
from .extraction import FILE, MAX_SCAN_CHARS, ExtractedEntity, extract_mentions
from .mailbox import MailboxPlan, PlannedEdge, plan_mailbox_event, text_for_gate
from ..secrets import describe_redactions, redact_secrets, secret_kind
from .reports import ExtractionReport, MailboxReport

log = logging.getLogger(__name__)

__all__ = ["MAX_ENTITIES_PER_TASK", "extract_from_task", "ingest_mailbox_event"]

#: At most this many entities are written for one task (later mentions are left out).
MAX_ENTITIES_PER_TASK = 100

# Secrets are redacted in what the extractor scans plus this much more, so that one that starts
# before the cut is redacted whole.
_SECRET_MARGIN = 10_000


def _add_counts(total: dict[str, int], counts: dict[str, int]) -> None:
    for kind, n in counts.items():
        total[kind] = total.get(kind, 0) + n


def _reset_type_cache(ws) -> None:
    # A rolled-back transaction may have seeded entity types whose ids the registry cached;
    # forget them so the next write does not point at rows that no longer exist.
    try:
        ws._types.clear()
    except Exception:  # pragma: no cover - defensive
        pass


def _kind(value: Any) -> str:
    return type(value).__name__


# =============================================================================================
# Task extraction
# =============================================================================================


def extract_from_task(ws, task_id: Any, prompt: Any, result: Any, access: Any = None) -> ExtractionReport:
    """Extract technologies, file paths and API endpoints from a finished task's prompt and
    result and store them (``source='auto'``); then run the daily confidence decay. ``access``
    is the task's access profile (:mod:`kgstore.passive.access`): file paths it may not read are
    left out, and a profile that cannot be read or forbids reading writes nothing."""
    try:
        return _extract_from_task(ws, task_id, prompt, result, access)
    except Exception as exc:  # last-resort guard: the hook never breaks the task
        _reset_type_cache(ws)
        log.exception("task extraction failed for task %.80r", task_id)
        return ExtractionReport(
            task_id=task_id if isinstance(task_id, str) else None,
            skipped_reason=f"extraction failed ({type(exc).__name__}: {exc})",
        )


def _skip_task(task_id: str | None, reason: str, *, level: int = logging.INFO,
               warnings: list[str] | None = None) -> ExtractionReport:
    log.log(level, "task extraction skipped for task %.80r: %s", task_id, reason)
    return ExtractionReport(task_id=task_id, skipped_reason=reason, warnings=tuple(warnings or ()))


def _access_block(ws, access: Any) -> tuple[AccessProfile | None, str | None]:
    """The profile the hook runs beneath, or why nothing may be written (fail closed)."""
    try:
        profile = profile_for(ws, access)
    except AccessProfileError as exc:
        return None, f"the access profile cannot be read ({exc}), so nothing was written"
    except Exception as exc:  # e.g. the workspaces table cannot be read
        return None, f"the access profile cannot be read ({type(exc).__name__}: {exc}), so nothing was written"
    if profile is not None and not profile.read:
        return None, f"{profile.origin} does not permit reading, so nothing was written"
    return profile, None


def _extract_from_task(ws, task_id: Any, prompt: Any, result: Any, access: Any = None) -> ExtractionReport:
    try:
        tid = check_task_id(task_id)
    except KGError as exc:
        return _skip_task(None, f"invalid task id ({exc})", level=logging.WARNING)

    texts: list[tuple[str, str]] = []
    for what, value in (("prompt", prompt), ("result", result)):
        text = gates.as_gate_text(value)
        if text is None:
            # Not text: it cannot be extracted from, and an opt-out inside it cannot be ruled out.
            return _skip_task(tid, f"the task {what} is not text (got {_kind(value)})", level=logging.WARNING)
        texts.append((what, text))

    reason = gates.automatic_write_block(ws, *(t for _, t in texts))
    if reason is not None:
        return _skip_task(tid, reason)
    profile, reason = _access_block(ws, access)
    if reason is not None:
        return _skip_task(tid, reason)

    excluded = gates.excluded_patterns(ws)
    warnings: list[str] = excluded.warnings()
    truncated = False
    redacted: dict[str, int] = {}
    found: list[tuple[ExtractedEntity, str]] = []  # each with the text around its first mention
    for what, text in texts:
        if len(text) > MAX_SCAN_CHARS:
            truncated = True
            warnings.append(
                f"the task {what} was {len(text)} characters; only the first {MAX_SCAN_CHARS} were scanned"
            )
        if text:
            # Secrets go before extraction, so neither a name nor a mention's context can hold one.
            redaction = redact_secrets(text[:MAX_SCAN_CHARS + _SECRET_MARGIN])
            _add_counts(redacted, redaction.counts)
            found.extend(extract_mentions(redaction.text))
    if redacted:
        warnings.append(describe_redactions(redacted))

    planned: list[tuple[str, str]] = []
    contexts: dict[tuple[str, str], str] = {}
    seen: set[tuple[str, str]] = set()
    dropped = 0
    for item, context in found:
        try:
            name = check_name(item.name)
        except KGError as exc:
            warnings.append(f"{item.type} {item.name[:60]!r} was left out ({exc})")
            continue
        key = (item.type, normalize_name(name))
        if key in seen:
            continue
        seen.add(key)
        if item.type == FILE:
            hit = excluded.match(name)
            if hit is not None:
                warnings.append(f"file {name[:80]!r} was left out ({hit.reason('its path')})")
                continue
            if profile is not None and not profile.may_read(name):
                warnings.append(f"file {name[:80]!r} was left out ({profile.origin} does not permit reading it)")
                continue
        if len(planned) >= MAX_ENTITIES_PER_TASK:
            dropped += 1
            continue
        planned.append((item.type, name))
        contexts[(item.type, name)] = context
    if dropped:
        warnings.append(f"{dropped} more entities beyond the first {MAX_ENTITIES_PER_TASK} were left out")
    for w in warnings:
        log.info("task extraction for task %.80r: %s", tid, w)

    stored: list[Entity] = []
    created = reinforced = 0
    if planned:
        try:
            with ws._db.write() as conn:
                for type_name, name in planned:
                    existed = ws.find_entity(type_name, name) is not None
                    entity = ws.upsert_entity(type_name, name, source="auto", task_id=tid)
                    stored.append(entity)
                    # Where the review inbox shows what this task said about it (kgstore.graph.review).
                    if tid is not None:
                            conn.execute("INSERT OR REPLACE INTO kg_mentions (entity_id, task_id, context, created_at)"
                                     " VALUES (?, ?, ?, ?)", (entity.id, tid, contexts[(type_name, name)], ws.now()))
                    if existed:
                        reinforced += 1
                    else:
                        created += 1
        except Exception as exc:
            _reset_type_cache(ws)
            log.warning("task extraction for task %.80r was rolled back: %s: %s", tid,
                        type(exc).__name__, exc)
            return ExtractionReport(
                task_id=tid,
                skipped_reason=f"the extracted entities could not be stored ({type(exc).__name__}: {exc})",
                truncated=truncated,
                warnings=tuple(warnings),
                redacted=redacted,
            )

    decayed = 0
    try:
        from .decay import run_decay

        decayed = run_decay(ws)
    except Exception as exc:
        _reset_type_cache(ws)
        log.warning("confidence decay after task %.80r failed: %s: %s", tid, type(exc).__name__, exc)
        warnings.append(f"confidence decay failed ({type(exc).__name__}: {exc})")

    if planned:
        log.info("task %.80r: %d entities extracted (%d new, %d reinforced)", tid, len(stored), created,
                 reinforced)
    return ExtractionReport(
        task_id=tid,
        skipped_reason=None,
        entities=tuple(stored),
        created=created,
        reinforced=reinforced,
        decayed=decayed,
        truncated=truncated,
        warnings=tuple(warnings),
        redacted=redacted,
    )


# =============================================================================================
# Mailbox ingest
# =============================================================================================


def ingest_mailbox_event(ws, event: Any, access: Any = None) -> MailboxReport:
    """Add a mailbox event's contact (person), organisation, project hints and one observation per
    entity; see :mod:`kgstore.passive.mailbox` for the planning rules. ``access`` is the access
    profile the ingest runs beneath: one that cannot be read or forbids reading writes nothing."""
    try:
        return _ingest_mailbox_event(ws, event, access)
    except Exception as exc:  # last-resort guard: the hook never breaks the mailbox
        _reset_type_cache(ws)
        log.exception("mailbox ingest failed")
        return MailboxReport(skipped_reason=f"mailbox ingest failed ({type(exc).__name__}: {exc})")


def _event_label(plan: MailboxPlan) -> str:
    return repr((plan.event_id or plan.fingerprint or "?")[:80])


def _ingest_mailbox_event(ws, event: Any, access: Any = None) -> MailboxReport:
    reason = gates.settings_block(ws)
    gate_text = text_for_gate(event) if reason is None else ""
    if reason is None and gates.has_no_memory_marker(gate_text):
        reason = "the message opted out with <no-memory>"
    if reason is None:
        reason = gates.automatic_write_block(ws, gate_text, what="the message")
    if reason is None:
        reason = _access_block(ws, access)[1]
    if reason is not None:
        log.info("mailbox event skipped: %s", reason)
        return MailboxReport(skipped_reason=reason)

    plan = plan_mailbox_event(event)
    warnings = list(plan.warnings) + gates.excluded_patterns(ws).warnings()
    for w in warnings:
        log.info("mailbox event %s: %s", _event_label(plan), w)
    if plan.skipped:
        log.info("mailbox event %s skipped: %s", _event_label(plan), plan.skipped_reason)
        return MailboxReport(skipped_reason=plan.skipped_reason, event_id=plan.event_id,
                             fingerprint=plan.fingerprint, warnings=tuple(warnings))
    plan, redacted = _without_secrets(plan, warnings)
    try:
        with ws._db.write() as conn:
            report = _apply_plan(ws, conn, plan, warnings)
        return dataclasses.replace(report, redacted=redacted) if redacted else report
    except Exception as exc:
        _reset_type_cache(ws)
        log.warning("mailbox event %s was rolled back: %s: %s", _event_label(plan), type(exc).__name__, exc)
        return MailboxReport(
            skipped_reason=f"the event could not be stored ({type(exc).__name__}: {exc})",
            event_id=plan.event_id,
            fingerprint=plan.fingerprint,
            warnings=tuple(warnings),
            redacted=redacted,
        )


def _without_secrets(plan: MailboxPlan, warnings: list[str]) -> tuple[MailboxPlan, dict[str, int]]:
    """The plan with secrets redacted from the observation and the person's and organisation's
    names, and project hints that hold one left out; the kinds counted, a warning saying so."""
    redacted: dict[str, int] = {}

    def clean(text: str | None) -> str | None:
        if not text:
            return text
        redaction = redact_secrets(text)
        _add_counts(redacted, redaction.counts)
        return redaction.text

    changes: dict[str, Any] = {"observation": clean(plan.observation)}
    if plan.person is not None:
        changes["person"] = plan.person._replace(name=clean(plan.person.name))
    if plan.organization is not None:
        changes["organization"] = plan.organization._replace(name=clean(plan.organization.name))
    kept: dict[int, int] = {}  # old project index -> new one
    projects: list[str] = []
    for i, project in enumerate(plan.projects):
        kind = secret_kind(project)
        if kind is None:
            kept[i] = len(projects)
            projects.append(project)
        else:
            _add_counts(redacted, {kind: 1})
    if len(projects) != len(plan.projects):
        edges = []
        for edge in plan.edges:
            if edge.target_role.startswith("project:"):
                old = int(edge.target_role.split(":", 1)[1])
                if old not in kept:
                    continue
                edge = PlannedEdge(edge.source_role, f"project:{kept[old]}", edge.edge_type)
            edges.append(edge)
        changes["projects"] = tuple(projects)
        changes["edges"] = tuple(edges)
    if not redacted:
        return plan, {}
    warnings.append(describe_redactions(redacted))
    log.info("mailbox event %s: %s", _event_label(plan), warnings[-1])
    return dataclasses.replace(plan, **changes), redacted


_PRECEDENCE_ORDER = "CASE e.source WHEN 'manual' THEN 0 WHEN 'agent' THEN 1 ELSE 2 END, e.created_at, e.id"


def _find_by_property(ws, conn, type_name: str, key: str, value: str, *, subdomains: bool = False) -> Entity | None:
    """The entity of this type whose JSON property ``key`` equals ``value`` (case-insensitively);
    with ``subdomains``, a stored value ending in ``.value`` matches too."""
    type_id = ws._types.id_for(conn, ws.id, type_name)
    if type_id is None:
        return None
    prop = f"CASE WHEN json_valid(e.properties) THEN lower(json_extract(e.properties, '$.{key}')) END"
    cond = f"{prop} = ?"
    params: list[Any] = [ws.id, type_id, value.lower()]
    if subdomains:
        cond = f"({prop} = ? OR {prop} LIKE ?)"
        params.append("%." + value.lower())
    row = conn.execute(
        f"SELECT {ENTITY_COLUMNS} FROM kg_entities e WHERE e.workspace_id = ? AND e.entity_type_id = ?"
        f" AND {cond} ORDER BY {_PRECEDENCE_ORDER} LIMIT 1",
        params,
    ).fetchone()
    return entity_from_row(row, type_names(ws, conn)) if row else None


def _has_fingerprint(conn, entity_id: str, fingerprint: str) -> bool:
    return conn.execute(
        "SELECT 1 FROM kg_observations WHERE entity_id = ? AND fingerprint = ? LIMIT 1",
        (entity_id, fingerprint),
    ).fetchone() is not None


def _apply_plan(ws, conn, plan: MailboxPlan, warnings: list[str]) -> MailboxReport:
    # 1. Resolve what exists already (reads only).
    targets: list[tuple[str, str, str, Entity | None, dict[str, Any] | None]] = []  # role, type, name, existing, props
    if plan.person is not None:
        person = plan.person
        existing = _find_by_property(ws, conn, "person", "email", person.email) if person.email else None
        props: dict[str, Any] | None = person.properties() or None
        if existing is not None:
            props = None  # found by e-mail: reinforce it under its stored name
        else:
            existing = ws.find_entity("person", person.name)
            if existing is not None and person.email:
                known = existing.properties.get("email")
                if isinstance(known, str) and known.strip() and known.strip().lower() != person.email:
                    warnings.append(
                        f"person {existing.name!r} already has the address {known!r}; "
                        f"{person.email!r} was not recorded on it"
                    )
                    log.info("mailbox event %s: %s", _event_label(plan), warnings[-1])
                    props = None
        targets.append(("person", "person", existing.name if existing else person.name, existing, props))
    if plan.organization is not None:
        org = plan.organization
        existing = ws.find_entity("organization", org.name)
        if existing is None and not org.explicit and org.domain:
            existing = _find_by_property(ws, conn, "organization", "domain", org.domain, subdomains=True)
        props = org.properties() or None
        if existing is not None and existing.properties.get("domain"):
            props = None  # never replace a domain the organisation already has
        targets.append(("organization", "organization", existing.name if existing else org.name, existing, props))
    for i, project in enumerate(plan.projects):
        existing = ws.find_entity("project", project)
        targets.append((f"project:{i}", "project", existing.name if existing else project, existing, None))

    fingerprint = plan.fingerprint or ""
    if any(t[3] is not None and _has_fingerprint(conn, t[3].id, fingerprint) for t in targets):
        reason = f"event already ingested (observation {fingerprint!r} exists)"
        log.info("mailbox event %s skipped: %s", _event_label(plan), reason)
        return MailboxReport(skipped_reason=reason, event_id=plan.event_id, fingerprint=plan.fingerprint,
                             duplicate=True, warnings=tuple(warnings))

    # 2. Write: entities, edges, observations.
    by_role: dict[str, Entity] = {}
    entities: list[Entity] = []
    created = reinforced = 0
    for role, type_name, name, existing, props in targets:
        entity = ws.upsert_entity(type_name, name, properties=props, source="auto")
        by_role[role] = entity
        entities.append(entity)
        if existing is None:
            created += 1
        else:
            reinforced += 1

    edges: list[Edge] = []
    for planned in plan.edges:
        src, tgt = by_role.get(planned.source_role), by_role.get(planned.target_role)
        if src is None or tgt is None or src.id == tgt.id:
            continue
        try:
            edges.append(ws.create_edge(src.id, tgt.id, planned.edge_type, source="auto"))
        except KGError as exc:  # e.g. a closed relation whose window reaches into the future
            warnings.append(f"{planned.edge_type} edge {src.name!r} -> {tgt.name!r} was left out ({exc})")
            log.info("mailbox event %s: %s", _event_label(plan), warnings[-1])

    observations: list[Observation] = []
    if plan.observation:
        for entity in entities:
            observations.append(
                ws.add_observation(entity.id, plan.observation, source="auto", fingerprint=plan.fingerprint)
            )

    log.info("mailbox event %s: %d entities (%d new), %d edges, %d observations", _event_label(plan),
             len(entities), created, len(edges), len(observations))
    return MailboxReport(
        skipped_reason=None,
        event_id=plan.event_id,
        fingerprint=plan.fingerprint,
        entities=tuple(entities),
        edges=tuple(edges),
        observations=tuple(observations),
        created=created,
        reinforced=reinforced,
        warnings=tuple(warnings),
    )
