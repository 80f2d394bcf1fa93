"""The one-time quality cleanup ``kg_quality_cleanup_v1`` (seed, "One-Time Cleanup").

It removes the noise the old extraction and mailbox ingest left, once per file:

1. ``merge_case_duplicates``: entities whose names differ only by case/spacing are merged into
   the canonical one (:func:`kgstore.storage.migrations.merge_case_duplicates`); names written without a
   ``normalized_name`` (by software that does not know the column) get one;
2. ``noise_technologies``: automatic technology entities stored in a spelling current extraction
   never produces (``go``, ``rust``, ``express``, ``react``, ``rest``, ``electron``;
   :func:`kgstore.lexicon.is_noise_technology_name`) are deleted;
3. ``free_mail_organizations``: free-mail / personal-ISP / relay organisations (by stored domain,
   or by name for mailbox rows without one) are deleted, and automatic ``works_at`` edges to
   such organisations are removed;
4. ``subdomain_organizations``: organisations the old ingest named after a mail subdomain
   ("News" from news.amazon.com, "Accounts" from accounts.google.com) are renamed to the
   registrable label, or merged into an existing organisation of that name;
5. ``automated_senders``: person entities made of automated senders (mailbox rows whose e-mail
   property or "Email contact …" description is a noreply / notifications / bounce / newsletter
   / news / alerts / updates address) are deleted with their edges and observations;
6. ``duplicate_observations``: repeated observations (same normalised text on one entity) are
   removed, keeping the highest-precedence source, then the oldest.

Each phase is idempotent and one transaction. Deletions only touch ``source = 'auto'`` entities
that no manual or agent edge or observation references; manual and agent entities are never
deleted (a case duplicate is merged into its canonical entity instead).

Running it is claimed (:mod:`kgstore.passive.maintenance`): the marker check and the claim are
one ``BEGIN IMMEDIATE`` transaction, the lease (owner ``host:pid:uuid``, 10 minutes) is renewed
before every phase and released at the end, so two processes on one file never run it together
and a crashed owner's lease just expires. The file is backed up first. The marker records the
counts, which are also logged.
"""

from __future__ import annotations

import logging
import re
import sqlite3
import threading
from collections.abc import Callable
from typing import Any

from ..storage import contacts
from ..storage import entity_merge as merging
from ..storage import migrations
from ..errors import StoreBusyError
from ..validation import (
    check_time,
    decode_properties,
    encode_properties,
    normalize_name,
    read_properties,
    text_fingerprint,
    text_hash,
)
from . import maintenance
from .domains import (
    FREE_MAIL_BRAND_LABELS,
    FREE_MAIL_DOMAINS,
    is_automated_sender,
    is_free_mail_domain,
    normalize_domain,
    organization_name_for_domain,
    parse_email,
    registrable_domain,
)
from ..lexicon import is_noise_technology_name
from .reports import CleanupReport

log = logging.getLogger(__name__)

__all__ = [
    "MARKER_KEY",
    "CLAIM_NAME",
    "LEASE_MS",
    "CLEANUP_DELAY_S",
    "PHASES",
    "run_cleanup",
    "cleanup_marker",
    "schedule_cleanup",
]

MARKER_KEY = "kg_quality_cleanup_v1"
CLAIM_NAME = "kg_quality_cleanup_v1"
LEASE_MS = 10 * 60 * 1000
#: The app and the daemon run the cleanup this long after startup.
CLEANUP_DELAY_S = 120.0

_EMAIL_RE = re.compile(r"[\w.+\-=\[\]]{1,64}@[A-Za-z0-9\-.]{1,253}\.[A-Za-z]{2,63}")
_HOST_RE = re.compile(r"(?<![\w@.\-])((?:[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?\.){2,}[A-Za-z]{2,63})(?![\w\-])")


# =============================================================================================
# Shared SQL
# =============================================================================================

_UNPROTECTED = (
    " AND e.source = 'auto'"
    " AND NOT EXISTS (SELECT 1 FROM kg_edges g WHERE g.source_entity_id = e.id AND g.source IN ('manual', 'agent'))"
    " AND NOT EXISTS (SELECT 1 FROM kg_edges g WHERE g.target_entity_id = e.id AND g.source IN ('manual', 'agent'))"
    " AND NOT EXISTS (SELECT 1 FROM kg_observations o WHERE o.entity_id = e.id AND o.source IN ('manual', 'agent'))"
)
_PROTECTED_FLAG = (
    "(e.source != 'auto'"
    " OR EXISTS (SELECT 1 FROM kg_edges g WHERE g.source_entity_id = e.id AND g.source IN ('manual', 'agent'))"
    " OR EXISTS (SELECT 1 FROM kg_edges g WHERE g.target_entity_id = e.id AND g.source IN ('manual', 'agent'))"
    " OR EXISTS (SELECT 1 FROM kg_observations o WHERE o.entity_id = e.id AND o.source IN ('manual', 'agent')))"
)


def _rows_of_type(conn: sqlite3.Connection, type_name: str, *, unprotected_only: bool) -> list[tuple]:
    """(id, workspace_id, entity_type_id, name, description, properties dict, protected) rows."""
    where = _UNPROTECTED if unprotected_only else ""
    rows = conn.execute(
        f"SELECT e.id, e.workspace_id, e.entity_type_id, e.name, e.description, e.properties, {_PROTECTED_FLAG}"
        " FROM kg_entities e JOIN kg_entity_types t ON t.id = e.entity_type_id"
        f" WHERE t.name = ?{where} ORDER BY e.workspace_id, e.created_at, e.id",
        (type_name,),
    ).fetchall()
    # Rows whose properties cannot be read are left alone: a rewrite would lose that text.
    return [(r[0], r[1], r[2], r[3], r[4], props, bool(r[6]))
            for r in rows if (props := read_properties(r[5])) is not None]


def _delete_entities(conn: sqlite3.Connection, ids: list[str]) -> dict[str, int]:
    counts = {"entities": 0, "edges": 0, "observations": 0}
    for start in range(0, len(ids), 400):
        chunk = ids[start:start + 400]
        marks = ",".join("?" * len(chunk))
        counts["edges"] += conn.execute(
            f"DELETE FROM kg_edges WHERE source_entity_id IN ({marks}) OR target_entity_id IN ({marks})",
            chunk + chunk,
        ).rowcount
        counts["observations"] += conn.execute(
            f"DELETE FROM kg_observations WHERE entity_id IN ({marks})", chunk
        ).rowcount
        conn.execute(f"DELETE FROM kg_layout_positions WHERE entity_id IN ({marks})", chunk)
        contacts.unlink(conn, chunk)  # CoWork's contact stays, no longer pointing at a deleted person
        counts["entities"] += conn.execute(f"DELETE FROM kg_entities WHERE id IN ({marks})", chunk).rowcount
    return counts


def _texts_of(conn: sqlite3.Connection, entity_id: str, description: str | None) -> list[str]:
    texts = [description] if description else []
    texts += [
        r[0]
        for r in conn.execute(
            "SELECT content FROM kg_observations WHERE entity_id = ? ORDER BY created_at LIMIT 200", (entity_id,)
        )
        if r[0]
    ]
    return texts


def _is_mailbox_row(conn: sqlite3.Connection, entity_id: str, description: str | None,
                    props: dict[str, Any]) -> bool:
    """Did the mailbox ingest (old or new) write this entity?"""
    if any(k in props for k in ("email", "domain", "emailDomain", "email_domain", "mailbox")):
        return True
    if str(props.get("source", "")).lower() in ("mailbox", "email"):
        return True
    desc = (description or "").strip().lower()
    if desc.startswith("email contact") or "mailbox" in desc or "email domain" in desc:
        return True
    if conn.execute(
        "SELECT 1 FROM kg_observations WHERE entity_id = ? AND (fingerprint LIKE 'mailbox:%'"
        " OR lower(content) LIKE 'email contact%' OR lower(content) LIKE 'mailbox%') LIMIT 1",
        (entity_id,),
    ).fetchone():
        return True
    # Only the mailbox ingest makes works_at edges automatically.
    return conn.execute(
        "SELECT 1 FROM kg_edges WHERE target_entity_id = ? AND edge_type = 'works_at' AND source = 'auto' LIMIT 1",
        (entity_id,),
    ).fetchone() is not None


def _free_mail_names() -> frozenset[str]:
    names = set(FREE_MAIL_BRAND_LABELS)
    for domain in FREE_MAIL_DOMAINS:
        names.add(domain.split(".", 1)[0])
    return frozenset(names)


_FREE_MAIL_NAMES: frozenset[str] | None = None


def _is_free_mail_name(name: str) -> bool:
    """A name the old ingest gave a free-mail / relay organisation ("Gmail", "Users" from
    users.noreply.github.com, "gmail.com")."""
    global _FREE_MAIL_NAMES
    if _FREE_MAIL_NAMES is None:
        _FREE_MAIL_NAMES = _free_mail_names()
    key = normalize_name(name)
    if "." in key and normalize_domain(key) is not None:
        return is_free_mail_domain(key)
    return key in _FREE_MAIL_NAMES


# =============================================================================================
# The phases (each runs inside its own transaction; each returns its counts)
# =============================================================================================


def phase_merge_case_duplicates(conn: sqlite3.Connection, now: int) -> dict[str, int]:
    merged = migrations.merge_case_duplicates(conn, now)
    missing = conn.execute("SELECT id, name FROM kg_entities WHERE normalized_name IS NULL").fetchall()
    for eid, name in missing:
        conn.execute("UPDATE kg_entities SET normalized_name = ? WHERE id = ?", (normalize_name(name or ""), eid))
    return {"merged": merged, "names_normalized": len(missing)}


def written_names(conn: sqlite3.Connection) -> Callable[[str, str], list[str]]:
    """(entity id, its name) -> the (spelling, writer) pairs it was written under: when a merge
    made it (and it has not been renamed since), those of the entities merged, else its own name.
    A merge of "go" and "GO" is named "Go" (the lexicon's casing), yet nobody wrote "Go"."""
    recorded: dict[str, list[tuple[str, str | None]]] = {}
    if conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?",
                    (merging.MERGED_NAMES,)).fetchone():
        for eid, name, source in conn.execute(f"SELECT entity_id, name, source FROM {merging.MERGED_NAMES}"):
            recorded.setdefault(eid, []).append((name, source))

    def names(entity_id: str, name: str) -> list[tuple[str, str | None]]:
        key = normalize_name(name)
        return [(n, s) for n, s in recorded.get(entity_id, ()) if normalize_name(n) == key] or [(name, "auto")]

    return names


def phase_noise_technologies(conn: sqlite3.Connection, now: int) -> dict[str, int]:
    # Noise by how the entity was written, not by the casing a merge gave it: automatic rows
    # (_rows_of_type) all of whose spellings were automatic ones current extraction never produces.
    spellings = written_names(conn)
    ids = [r[0] for r in _rows_of_type(conn, "technology", unprotected_only=True)
           if all(source == "auto" and is_noise_technology_name(n) for n, source in spellings(r[0], r[3]))]
    return _delete_entities(conn, ids)


def phase_free_mail_organizations(conn: sqlite3.Connection, now: int) -> dict[str, int]:
    delete: list[str] = []
    keep_but_unlink: list[str] = []
    for eid, _ws, _tid, name, description, props, protected in _rows_of_type(
        conn, "organization", unprotected_only=False
    ):
        domain = props.get("domain")
        if isinstance(domain, str) and domain.strip():
            free = is_free_mail_domain(domain.strip())
        else:
            free = _is_free_mail_name(name) and _is_mailbox_row(conn, eid, description, props)
            if free:
                # "Mail" from jane@mail.acme.co.uk is a company's subdomain (phase 4), not mail.com:
                # when the row's own evidence names a domain, that domain decides.
                evidence = _candidate_domains(conn, eid, description, props)
                free = all(is_free_mail_domain(d) for d in evidence)
        if not free:
            continue
        (keep_but_unlink if protected else delete).append(eid)
    works_at = 0
    for eid in delete + keep_but_unlink:
        works_at += conn.execute(
            "DELETE FROM kg_edges WHERE target_entity_id = ? AND edge_type = 'works_at' AND source = 'auto'", (eid,)
        ).rowcount
    counts = _delete_entities(conn, delete)
    return {"organizations": counts["entities"], "works_at_edges": works_at,
            "edges": counts["edges"] + works_at, "observations": counts["observations"]}


def _candidate_domains(conn: sqlite3.Connection, entity_id: str, description: str | None,
                       props: dict[str, Any]) -> list[str]:
    found: list[str] = []

    def add(value: Any) -> None:
        if isinstance(value, str):
            d = normalize_domain(value.strip())
            if d is not None and d not in found:
                found.append(d)

    add(props.get("domain"))
    for key in ("email", "emailDomain", "email_domain"):
        value = props.get(key)
        if isinstance(value, str):
            parsed = parse_email(value)
            add(parsed[1] if parsed else value)
    for text in _texts_of(conn, entity_id, description):
        for m in _EMAIL_RE.finditer(text[:10_000]):
            parsed = parse_email(m.group())
            if parsed:
                add(parsed[1])
        for m in _HOST_RE.finditer(text[:10_000]):
            add(m.group(1))
    for (value,) in conn.execute(
        "SELECT CASE WHEN json_valid(p.properties) THEN json_extract(p.properties, '$.email') END"
        " FROM kg_edges g JOIN kg_entities p ON p.id = g.source_entity_id"
        " WHERE g.target_entity_id = ? AND g.edge_type = 'works_at' LIMIT 50",
        (entity_id,),
    ):
        parsed = parse_email(value) if isinstance(value, str) else None
        if parsed:
            add(parsed[1])
    return found


def _subdomain_target(name: str, domains: list[str]) -> tuple[str, str, str] | None:
    """(new name, registrable domain, the subdomain) when ``name`` is the first label of one of
    the domains and that domain is a subdomain of a registrable domain with another label."""
    key = normalize_name(name)
    for d in domains:
        labels = d.split(".")
        if normalize_name(labels[0]) != key:
            continue
        reg = registrable_domain(d)
        if reg is None or reg == d or is_free_mail_domain(d):
            continue
        target = organization_name_for_domain(d)
        if target and normalize_name(target) != key:
            return target, reg, d
    return None


def _rename_in_description(conn: sqlite3.Connection, entity_id: str, old: str, new: str, now: int) -> None:
    """An automatic description naming the organisation by its old name ("Mailbox contact
    organization news") names it by the new one. A description a person or an agent wrote is
    theirs and stays as it is; so do domains in the text (news.amazon.com)."""
    row = conn.execute("SELECT description, COALESCE(description_source, source) FROM kg_entities WHERE id = ?",
                       (entity_id,)).fetchone()
    if row is None or not isinstance(row[0], str) or row[1] != "auto" or not old.strip():
        return
    word = re.compile(r"(?<![\w.@\-])" + re.escape(old.strip()) + r"(?![\w@\-]|\.\w)", re.IGNORECASE)
    described = word.sub(lambda _m: new, row[0])
    if described != row[0]:
        conn.execute("UPDATE kg_entities SET description = ?, updated_at = ? WHERE id = ?",
                     (described, now, entity_id))


def phase_subdomain_organizations(conn: sqlite3.Connection, now: int) -> dict[str, int]:
    renamed = merged = 0
    for eid, ws_id, type_id, name, description, props, _protected in _rows_of_type(
        conn, "organization", unprotected_only=True
    ):
        if not _is_mailbox_row(conn, eid, description, props):
            continue
        found = _subdomain_target(name, _candidate_domains(conn, eid, description, props))
        if found is None:
            continue
        target, reg, sub = found
        if conn.execute("SELECT 1 FROM kg_entities WHERE id = ?", (eid,)).fetchone() is None:
            continue  # merged away earlier in this phase
        existing = conn.execute(
            "SELECT id, properties FROM kg_entities WHERE workspace_id = ? AND entity_type_id = ?"
            " AND normalized_name = ? AND id != ?",
            (ws_id, type_id, normalize_name(target), eid),
        ).fetchone()
        if existing is not None:
            if merging.unreadable_properties_among(conn, [existing[0]]):
                continue  # its properties cannot be read: merging would lose this one's
            merging.merge_entities(conn, existing[0], [eid], now)
            _rename_in_description(conn, existing[0], name, target, now)  # if it took this one's
            canon_props = decode_properties(
                conn.execute("SELECT properties FROM kg_entities WHERE id = ?", (existing[0],)).fetchone()[0]
            )
            if canon_props.get("domain") == sub or (
                isinstance(canon_props.get("domain"), str) and canon_props["domain"].lower().endswith("." + reg)
            ):
                canon_props["domain"] = reg
                conn.execute("UPDATE kg_entities SET properties = ? WHERE id = ?",
                             (encode_properties(canon_props), existing[0]))
            merged += 1
            log.info("cleanup: organisation %r (from %s) merged into %r", name, sub, target)
        else:
            props["domain"] = reg
            conn.execute(
                "UPDATE kg_entities SET name = ?, normalized_name = ?, properties = ?, updated_at = ? WHERE id = ?",
                (target, normalize_name(target), encode_properties(props), now, eid),
            )
            _rename_in_description(conn, eid, name, target, now)
            renamed += 1
            log.info("cleanup: organisation %r (from %s) renamed to %r", name, sub, target)
    return {"renamed": renamed, "merged": merged}


def _person_address(name: str, description: str | None, props: dict[str, Any]) -> list[str]:
    addresses: list[str] = []
    email = props.get("email")
    if isinstance(email, str) and parse_email(email):
        addresses.append(email)
    desc = (description or "").strip()
    if desc.lower().startswith("email contact"):
        addresses += [m.group() for m in _EMAIL_RE.finditer(desc[:2_000])]
    if parse_email(name):
        addresses.append(name)
    return addresses


def phase_automated_senders(conn: sqlite3.Connection, now: int) -> dict[str, int]:
    ids = [
        eid
        for eid, _ws, _tid, name, description, props, _p in _rows_of_type(conn, "person", unprotected_only=True)
        if any(is_automated_sender(a) for a in _person_address(name, description, props))
    ]
    counts = _delete_entities(conn, ids)
    return {"people": counts["entities"], "edges": counts["edges"], "observations": counts["observations"]}


def phase_duplicate_observations(conn: sqlite3.Connection, now: int) -> dict[str, int]:
    # Rows written by software that does not know the hash/fingerprint columns get them first.
    unhashed = conn.execute("SELECT id, content FROM kg_observations WHERE content_hash IS NULL").fetchall()
    for oid, content in unhashed:
        conn.execute("UPDATE kg_observations SET content_hash = ? WHERE id = ?", (text_hash(content or ""), oid))
    removed = migrations.remove_duplicate_observations(conn)
    unfingerprinted = conn.execute("SELECT id, content FROM kg_observations WHERE fingerprint IS NULL").fetchall()
    for oid, content in unfingerprinted:
        conn.execute("UPDATE kg_observations SET fingerprint = ? WHERE id = ?",
                     (text_fingerprint(content or ""), oid))
    return {"observations": removed, "hashes_filled": len(unhashed)}


PHASES: tuple[tuple[str, Callable[[sqlite3.Connection, int], dict[str, int]]], ...] = (
    ("merge_case_duplicates", phase_merge_case_duplicates),
    ("noise_technologies", phase_noise_technologies),
    ("free_mail_organizations", phase_free_mail_organizations),
    ("subdomain_organizations", phase_subdomain_organizations),
    ("automated_senders", phase_automated_senders),
    ("duplicate_observations", phase_duplicate_observations),
)


# =============================================================================================
# Running it: marker, claim, backup, phases
# =============================================================================================


def cleanup_marker(kg) -> dict[str, Any] | None:
    """The recorded marker (``{"version", "finished_at", "counts", …}``), or None before the
    cleanup has run."""
    with kg._db.read() as conn:
        value = maintenance.get_state(conn, MARKER_KEY)
    if value is None:
        return None
    return value if isinstance(value, dict) else {"value": value}


def _marker_counts(marker: Any) -> dict[str, dict[str, int]]:
    if not (isinstance(marker, dict) and isinstance(marker.get("counts"), dict)):
        return {}
    stored = {k: dict(v) for k, v in marker["counts"].items() if isinstance(v, dict)}
    order = [name for name, _ in PHASES if name in stored]
    return {k: stored[k] for k in order + sorted(set(stored) - set(order))}


def _claim(kg, owner: str, now: int, force: bool) -> CleanupReport | None:
    """Check the marker and take the claim in one transaction; a report when we must not run."""
    with kg._db.write() as conn:
        marker = maintenance.get_state(conn, MARKER_KEY)
        if marker is not None and not force:
            finished = marker.get("finished_at") if isinstance(marker, dict) else None
            return CleanupReport(ran=False, reason=f"already done (finished at {finished})",
                                 counts=_marker_counts(marker), finished_at=finished)
        if not maintenance.claim_in(conn, CLAIM_NAME, owner, now, LEASE_MS):
            holder = maintenance.current_claim(conn, CLAIM_NAME)
            who, until = (holder[0], holder[2]) if holder else ("another process", None)
            return CleanupReport(ran=False, reason=f"claimed by {who} until {until}")
    return None


def _release(kg, owner: str) -> None:
    try:
        maintenance.release_claim(kg._db, CLAIM_NAME, owner)
    except Exception as exc:  # the lease expires on its own
        log.warning("could not release the cleanup claim: %s: %s", type(exc).__name__, exc)


def _summary(counts: dict[str, dict[str, int]]) -> str:
    return "; ".join(
        f"{phase}: " + ", ".join(f"{k}={v}" for k, v in c.items()) for phase, c in counts.items()
    )


def run_cleanup(kg, *, now: int | None = None, force: bool = False) -> CleanupReport:
    """Run the one-time cleanup unless its marker exists (``force`` runs it again) or another
    process holds its claim. Never raises for a failing phase: the report says what failed, the
    marker is not written (the next start tries again) and the claim is released."""
    now = check_time(now, "now")
    db = kg._db

    def clock() -> int:
        return db.now() if now is None else now

    owner = maintenance.new_owner()
    try:
        refused = _claim(kg, owner, clock(), force)
    except StoreBusyError as exc:
        log.info("%s not run: %s", MARKER_KEY, exc)
        return CleanupReport(ran=False, reason=f"the file is busy ({exc})")
    if refused is not None:
        log.info("%s not run: %s", MARKER_KEY, refused.reason)
        return refused

    backup_path: str | None = None
    try:
        with db.read() as conn:
            holds_data = migrations.holds_data(conn)
        if holds_data:
            path = kg.backup(label="cleanup")
            backup_path = str(path) if path is not None else None
            if backup_path:
                log.info("%s: backed up %s to %s", MARKER_KEY, kg.path, backup_path)
    except Exception as exc:
        _release(kg, owner)
        log.error("%s not run: the backup failed: %s: %s", MARKER_KEY, type(exc).__name__, exc)
        return CleanupReport(ran=False, reason=f"backup failed ({type(exc).__name__}: {exc})", owner=owner)

    counts: dict[str, dict[str, int]] = {}
    phase_name = "claim"
    try:
        for phase_name, phase in PHASES:
            with db.write() as conn:
                t = clock()
                if not maintenance.renew_claim(conn, CLAIM_NAME, owner, t, LEASE_MS):
                    raise _LostClaim()
                counts[phase_name] = phase(conn, t)
        phase_name = "marker"
        with db.write() as conn:
            t = clock()
            if not maintenance.renew_claim(conn, CLAIM_NAME, owner, t, LEASE_MS):
                raise _LostClaim()
            maintenance.set_state(conn, MARKER_KEY, {
                "version": 1,
                "finished_at": t,
                "counts": counts,
                "backup": backup_path,
                "owner": owner,
            }, t)
            conn.execute("DELETE FROM maintenance_claims WHERE name = ? AND owner = ?", (CLAIM_NAME, owner))
    except _LostClaim:
        kg._types.clear()
        log.warning("%s stopped before %s: its claim expired and was taken by another process", MARKER_KEY,
                    phase_name)
        return CleanupReport(ran=False, reason=f"claim lost before phase {phase_name}", counts=counts,
                             backup_path=backup_path, owner=owner)
    except Exception as exc:
        kg._types.clear()
        _release(kg, owner)
        log.exception("%s failed in phase %s", MARKER_KEY, phase_name)
        return CleanupReport(ran=False, reason=f"phase {phase_name} failed ({type(exc).__name__}: {exc})",
                             counts=counts, backup_path=backup_path, owner=owner)

    log.info("%s done: %s", MARKER_KEY, _summary(counts))
    return CleanupReport(ran=True, reason="completed", counts=counts, backup_path=backup_path, owner=owner,
                         finished_at=t)


class _LostClaim(Exception):
    pass


def schedule_cleanup(kg, delay_s: float = CLEANUP_DELAY_S,
                     on_done: Callable[[CleanupReport], None] | None = None) -> threading.Timer:
    """Run the cleanup once, ``delay_s`` seconds from now, on a daemon thread (the store's lock
    serialises it with other users of ``kg``). Cancel the returned timer to call it off."""

    def job() -> None:
        try:
            if kg.closed:
                return
            report = run_cleanup(kg)
        except Exception:
            log.exception("%s failed", MARKER_KEY)
            return
        if on_done is not None:
            on_done(report)

    timer = threading.Timer(delay_s, job)
    timer.daemon = True
    timer.name = "kg-quality-cleanup"
    timer.start()
    return timer
