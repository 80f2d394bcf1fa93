"""What the passive-memory hooks and the maintenance jobs report back (frozen dataclasses).

Every hook returns a report instead of raising: ``skipped_reason`` says why nothing was written
(memory off, ``<no-memory>``, unusable input, a database error), ``warnings`` what was cut or
left out of an otherwise successful write, ``redacted`` which kinds of secret were replaced by
``[redacted]`` and how many (:mod:`kgstore.secrets`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..records import Edge, Entity, Observation

__all__ = ["ExtractionReport", "MailboxReport", "CleanupReport"]


@dataclass(frozen=True)
class ExtractionReport:
    """The result of ``ws.extract_from_task``.

    ``entities`` are the stored entities the task's text mentioned (after the write), in order of
    first mention; ``created`` of them are new, ``reinforced`` existed already (their confidence
    was boosted and ``last_seen_at`` moved). ``decayed`` is the number of entities the daily
    confidence decay lowered right after the extraction (0 when it had already run today).
    """

    task_id: str | None
    skipped_reason: str | None = None
    entities: tuple[Entity, ...] = ()
    created: int = 0
    reinforced: int = 0
    decayed: int = 0
    #: True when a text was longer than the extractor scans (only its beginning was read)
    truncated: bool = False
    warnings: tuple[str, ...] = ()
    #: secrets redacted before anything was stored: kind -> how many (never the secret)
    redacted: dict[str, int] = field(default_factory=dict)

    @property
    def skipped(self) -> bool:
        return self.skipped_reason is not None

    @property
    def written(self) -> int:
        return self.created + self.reinforced


@dataclass(frozen=True)
class MailboxReport:
    """The result of ``ws.ingest_mailbox_event``.

    ``entities`` (person, organisation, projects, in that order), ``edges`` (``works_at``,
    ``related_to``) and ``observations`` (one per entity, fingerprint
    ``mailbox:<type>:<event fingerprint>``) are the stored records after the write. A repeated
    delivery of an event already ingested writes nothing: ``duplicate`` is True and
    ``skipped_reason`` says so.
    """

    skipped_reason: str | None = None
    event_id: str | None = None
    fingerprint: str | None = None
    entities: tuple[Entity, ...] = ()
    edges: tuple[Edge, ...] = ()
    observations: tuple[Observation, ...] = ()
    created: int = 0
    reinforced: int = 0
    duplicate: bool = False
    warnings: tuple[str, ...] = ()
    #: secrets redacted before anything was stored: kind -> how many (never the secret)
    redacted: dict[str, int] = field(default_factory=dict)

    @property
    def skipped(self) -> bool:
        return self.skipped_reason is not None


@dataclass(frozen=True)
class CleanupReport:
    """The result of ``kg.run_cleanup`` (the one-time quality cleanup ``kg_quality_cleanup_v1``).

    ``ran`` is True only for the call that ran the six phases. ``reason`` says what happened
    ("completed", "already done on …", "claimed by … until …", "phase … failed: …").
    ``counts`` maps each phase name to its counts (for a call that found the marker, the counts
    the marker recorded). ``backup_path`` is the backup taken before the first phase.
    """

    ran: bool
    reason: str
    counts: dict[str, dict[str, int]] = field(default_factory=dict)
    backup_path: str | None = None
    owner: str | None = None
    finished_at: int | None = None

    def total(self, key: str | None = None) -> int:
        """The sum of every phase's counts (or of one count key across phases)."""
        return sum(
            int(v)
            for phase in self.counts.values()
            for k, v in phase.items()
            if key is None or k == key
        )

    def as_dict(self) -> dict[str, Any]:
        return {
            "ran": self.ran,
            "reason": self.reason,
            "counts": {k: dict(v) for k, v in self.counts.items()},
            "backup_path": self.backup_path,
            "owner": self.owner,
            "finished_at": self.finished_at,
        }
