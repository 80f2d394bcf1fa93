"""Confidence decay of automatic memories (seed, "Confidence Scoring & Decay").

At most once a day per workspace (the last run is kept in ``maintenance_state`` under
``kg_decay_last_run:<workspace>``, so the rule holds across restarts and processes): every
``source = 'auto'`` entity whose ``last_seen_at`` is more than 30 days old gets
``confidence × 0.95``, never below 0.3. Only ``confidence`` changes (``updated_at`` and
``last_seen_at`` stay). Manual and agent entities never decay.
"""

from __future__ import annotations

import logging
from typing import Any

from . import maintenance
from ..storage import shares

log = logging.getLogger(__name__)

__all__ = [
    "DECAY_RATE",
    "DECAY_FLOOR",
    "STALE_AFTER_MS",
    "DECAY_INTERVAL_MS",
    "decay_marker_key",
    "last_decay_run",
    "run_decay",
]

DECAY_RATE = 0.95
DECAY_FLOOR = 0.3
DAY_MS = 24 * 60 * 60 * 1000
STALE_AFTER_MS = 30 * DAY_MS
DECAY_INTERVAL_MS = DAY_MS


def decay_marker_key(workspace_id: str) -> str:
    return f"kg_decay_last_run:{workspace_id}"


def _last_run_of(value: Any) -> int | None:
    if isinstance(value, dict):
        value = value.get("last_run")
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    return int(value)


def last_decay_run(ws) -> int | None:
    """When the decay last ran in this workspace (ms), or None."""
    with ws._db.read() as conn:
        return _last_run_of(maintenance.get_state(conn, decay_marker_key(ws.id)))


def run_decay(ws, *, now: int | None = None, force: bool = False) -> int:
    """Decay the workspace's stale automatic entities; the number of entities lowered.

    Runs at most once per day unless ``force``; a call within a day of the last run returns 0
    and changes nothing. One transaction: the marker and the decay commit together.
    """
    from ..validation import check_time

    now = check_time(now, "now")
    db = ws._db
    with db.write() as conn:
        t = db.now() if now is None else now
        key = decay_marker_key(ws.id)
        last = _last_run_of(maintenance.get_state(conn, key))
        # A marker in the future (a clock that went back, a damaged value) does not block decay.
        if not force and last is not None and 0 <= t - last < DECAY_INTERVAL_MS:
            return 0
        cutoff = t - STALE_AFTER_MS
        # A workspace holding much of the file is scanned: through the workspace index every
        # entity costs a row lookup (200k entities: 0.26 s against 0.03 s; 1M, in the explorer
        # ten seconds after it opened a file: 9.6 s holding the write lock).
        plus = shares.entity_prefix(conn, ws.id)
        cur = conn.execute(
            "UPDATE kg_entities SET confidence = MAX(?, confidence * ?)"
            f" WHERE {plus}workspace_id = ? AND source = 'auto' AND confidence > ?"
            # Text another program wrote compares above every number: it is left as it is.
            " AND typeof(confidence) IN ('integer', 'real')"
            " AND COALESCE(last_seen_at, updated_at, created_at) < ?",
            (DECAY_FLOOR, DECAY_RATE, ws.id, DECAY_FLOOR, cutoff),
        )
        decayed = max(cur.rowcount, 0)
        maintenance.set_state(conn, key, {"last_run": t, "decayed": decayed}, t)
    if decayed:
        log.info("confidence decay in workspace %r lowered %d automatic entities", ws.id, decayed)
    return decayed
