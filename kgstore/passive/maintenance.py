"""Maintenance state and claims, stored in the knowledge-graph file itself.

* ``maintenance_state(key, value JSON, updated_at)``: markers such as ``kg_quality_cleanup_v1``
  and ``kg_decay_last_run:<workspace>``; they live in the file, so they survive restarts and
  are shared by every process that opens it.
* ``maintenance_claims(name, owner, claimed_at, expires_at)``: a lease that lets exactly one
  process run a job. It is taken atomically inside ``BEGIN IMMEDIATE`` with
  ``INSERT … ON CONFLICT(name) DO UPDATE … WHERE expires_at < now`` (or the row is already ours),
  so of two processes racing for it exactly one gets it; a crashed owner's lease simply expires.

The functions taking ``conn`` run inside the caller's transaction; the ones taking ``db`` open
their own (``db.write()`` joins an outer transaction when there is one).
"""

from __future__ import annotations

import json
import logging
import os
import platform
import sqlite3
import uuid
from typing import Any

log = logging.getLogger(__name__)

__all__ = [
    "DEFAULT_LEASE_MS",
    "new_owner",
    "get_state",
    "set_state",
    "delete_state",
    "claim_in",
    "try_claim",
    "renew_claim",
    "release_claim",
    "current_claim",
]

DEFAULT_LEASE_MS = 10 * 60 * 1000


def new_owner() -> str:
    """``host:pid:uuid``: unique per call, readable in the claims table."""
    host = (platform.node() or "localhost").replace(":", "_")[:100]
    return f"{host}:{os.getpid()}:{uuid.uuid4().hex}"


# -- state (markers) -------------------------------------------------------------------------


def get_state(conn: sqlite3.Connection, key: str) -> Any | None:
    """The decoded JSON value of a marker; None when it is missing. A value that is not valid
    JSON is returned as the raw text (so a damaged marker still counts as present)."""
    row = conn.execute("SELECT value FROM maintenance_state WHERE key = ?", (key,)).fetchone()
    if row is None:
        return None
    try:
        return json.loads(row[0])
    except (TypeError, ValueError):
        log.warning("maintenance marker %s holds invalid JSON: %.80r", key, row[0])
        return row[0]


def set_state(conn: sqlite3.Connection, key: str, value: Any, now: int) -> None:
    conn.execute(
        "INSERT INTO maintenance_state (key, value, updated_at) VALUES (?, ?, ?)"
        " ON CONFLICT(key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at",
        (key, json.dumps(value, ensure_ascii=False, sort_keys=True), now),
    )


def delete_state(conn: sqlite3.Connection, key: str) -> bool:
    return conn.execute("DELETE FROM maintenance_state WHERE key = ?", (key,)).rowcount > 0


# -- claims ----------------------------------------------------------------------------------


def claim_in(conn: sqlite3.Connection, name: str, owner: str, now: int,
             lease_ms: int = DEFAULT_LEASE_MS) -> bool:
    """Take (or renew) the claim inside the caller's write transaction; True when it is ours."""
    cur = conn.execute(
        "INSERT INTO maintenance_claims (name, owner, claimed_at, expires_at) VALUES (?, ?, ?, ?)"
        " ON CONFLICT(name) DO UPDATE SET owner = excluded.owner, claimed_at = excluded.claimed_at,"
        " expires_at = excluded.expires_at"
        " WHERE maintenance_claims.expires_at < excluded.claimed_at"
        " OR maintenance_claims.owner = excluded.owner",
        (name, owner, now, now + lease_ms),
    )
    return cur.rowcount == 1


def current_claim(conn: sqlite3.Connection, name: str) -> tuple[str, int, int] | None:
    """(owner, claimed_at, expires_at) of the claim, or None."""
    row = conn.execute(
        "SELECT owner, claimed_at, expires_at FROM maintenance_claims WHERE name = ?", (name,)
    ).fetchone()
    return (row[0], row[1], row[2]) if row else None


def try_claim(db, name: str, owner: str, now: int, lease_ms: int = DEFAULT_LEASE_MS) -> bool:
    """Take the claim in its own ``BEGIN IMMEDIATE`` transaction; True when it is ours."""
    with db.write() as conn:
        return claim_in(conn, name, owner, now, lease_ms)


def renew_claim(conn: sqlite3.Connection, name: str, owner: str, now: int,
                lease_ms: int = DEFAULT_LEASE_MS) -> bool:
    """Extend our lease (inside the caller's transaction); False when the claim is no longer ours
    (it expired and another process took it)."""
    cur = conn.execute(
        "UPDATE maintenance_claims SET expires_at = ? WHERE name = ? AND owner = ?",
        (now + lease_ms, name, owner),
    )
    return cur.rowcount == 1


def release_claim(db, name: str, owner: str) -> bool:
    """Give the claim up (only if it is still ours)."""
    with db.write() as conn:
        return conn.execute(
            "DELETE FROM maintenance_claims WHERE name = ? AND owner = ?", (name, owner)
        ).rowcount > 0
