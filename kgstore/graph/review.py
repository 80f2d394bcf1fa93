"""The review inbox: what the memory learned without a person checking it, and confirming it.

In the inbox (Workspace.review_items), newest first:

* entities written automatically (``source = 'auto'``: task extraction, mailbox ingest) that no
  person confirmed (with the text extraction read around them, kept in ``kg_mentions``), among them those whose confidence decayed below what extraction gave them;
* entities of an agent whose confidence is low (below LOW_CONFIDENCE);
* relationships an agent or the automatic writers made since the workspace was last marked
  reviewed (every such relationship when it never was).

Confirming (Workspace.confirm) makes an entity or relationship the person's own: source
``manual``, confidence 1.0 — the decay only lowers ``auto`` entities, so it no longer decays —
and it leaves the inbox. A manual write is never in it. The last review time is kept per
workspace in ``kg_review_marks`` (migration 0016, which also makes ``kg_mentions``).
"""

from __future__ import annotations

from collections.abc import Generator, Iterable, Sequence
from typing import TYPE_CHECKING, Any

from .entities import entity_row, type_names
from .edges import edge_row
from ..storage import shares
from ..storage.connection import table_exists
from ..errors import ConflictError, NotFoundError, ValidationError
from ..records import Edge, Entity, ReviewItem
from ..storage.rows import EDGE_COLUMNS, ENTITY_COLUMNS, edge_from_row, entity_from_row
from ..validation import as_number, check_count, check_id, check_str_list, check_time

if TYPE_CHECKING:
    from ..workspace import Workspace

LOW_CONFIDENCE = 0.5
AUTO_CONFIDENCE = 0.85  # what extraction gives a new entity: below it, an auto entity decayed
MAX_REVIEW_ITEMS = 1000  # per call
REASON_TEXT = {
    "auto": "learned automatically",
    "decayed": "confidence decayed",
    "low_confidence": "low confidence",
    "new_relationship": "new since the last review",
}

_NUMBER = "typeof({c}) IN ('integer', 'real')"
# The inbox's two halves as (kind, id, learned_at) rows; :ws, :low, :since. {plus} is '+' where
# the workspace holds enough of the table to be read by a scan (kgstore.storage.shares), {part}
# a rowid range of that scan (or nothing).
_ENTITY_ROWS = (
    "SELECT 'entity' AS kind, e.id AS id, e.created_at AS learned_at FROM kg_entities e"
    " WHERE {part}{plus}e.workspace_id = :ws AND (e.source = 'auto' OR (e.source != 'manual' AND "
    + _NUMBER.format(c="e.confidence") + " AND e.confidence < :low))"
)
_EDGE_ROWS = (
    "SELECT 'relationship' AS kind, g.id AS id, g.created_at AS learned_at FROM kg_edges g"
    " WHERE {part}{plus}g.workspace_id = :ws AND g.source != 'manual' AND g.created_at > :since"
)
STEP_ROWS = 100_000  # rows of a table read per step of the *_steps functions


def _parts(ws: Workspace, conn, *, edges_first: bool = False) -> list[str]:
    """The inbox as SELECTs of (kind, id, learned_at) whose rows together are the inbox's, each
    read the cheaper way for this file: a half read through the workspace index is one part, a
    scanned half one part per STEP_ROWS rows of its table (a step each)."""
    halves = []
    for template, table, alias, (here, in_file) in (
            (_ENTITY_ROWS, "kg_entities", "e", shares.entity_counts(conn, ws.id)),
            (_EDGE_ROWS, "kg_edges", "g", shares.edge_counts(conn, ws.id))):
        if not shares.scanned(here, in_file):
            halves.append([template.format(part="", plus="")])
            continue
        parts = []
        for low, high in shares.rowid_ranges(conn, table, in_file, STEP_ROWS):
            parts.append(template.format(part=shares.rowid_clause(alias, low, high), plus="+"))
        halves.append(parts)
    entities, edges = halves
    return edges + entities if edges_first else entities + edges


def last_review(ws: Workspace, conn=None) -> int | None:
    """When the workspace's inbox was last marked reviewed (ms), or None."""
    if conn is None:
        with ws._db.read() as conn:
            return last_review(ws, conn)
    if not table_exists(conn, "kg_review_marks"):  # a file opened read-only before its upgrade
        return None
    row = conn.execute("SELECT reviewed_at FROM kg_review_marks WHERE workspace_id = ?", (ws.id,)).fetchone()
    return None if row is None else row[0]


def set_last_review(ws: Workspace, at: int | None) -> int | None:
    """Set (None: forget) the workspace's last review time; the one it replaces."""
    at = check_time(at, "reviewed_at")
    with ws._db.write() as conn:
        previous = last_review(ws, conn)
        if at is None:
            conn.execute("DELETE FROM kg_review_marks WHERE workspace_id = ?", (ws.id,))
        else:
            conn.execute(
                "INSERT INTO kg_review_marks (workspace_id, reviewed_at, updated_at) VALUES (?, ?, ?)"
                " ON CONFLICT(workspace_id) DO UPDATE SET reviewed_at = excluded.reviewed_at,"
                " updated_at = excluded.updated_at", (ws.id, at, ws._db.now()))
        return previous


def _params(ws: Workspace, conn) -> dict[str, Any]:
    since = last_review(ws, conn)
    return {"ws": ws.id, "low": LOW_CONFIDENCE, "since": -1 if since is None else since}


def review_count(ws: Workspace, *, cap: int | None = None) -> int:
    """How many items wait in all; with `cap` (1 or more), counting stops there: min(count, cap).
    One read (one snapshot)."""
    steps = review_count_steps(ws, cap=cap)
    with ws._db.read():  # the steps' reads join this one
        return shares.run_steps(steps)


def review_count_steps(ws: Workspace, *, cap: int | None = None) -> Generator[None, None, int]:
    """review_count in steps (a generator that returns the count): each next() counts a part of
    about STEP_ROWS rows in a read of its own.

    A capped count reads no further than its cap-th item (a LIMIT inside the counted subquery).
    Never reviewed, the relationships (every one an agent made, usually the most) are counted
    first; once reviewed, the entities (the unconfirmed automatic ones stay in the inbox across
    reviews). Either way a half with nothing waiting is read to its end: a workspace of a
    person's own rows costs a scan of both, in steps."""
    if cap is not None:
        cap = check_count(cap, "cap")
        if cap < 1:
            raise ValidationError("cap must be 1 or more")
    with ws._db.read() as conn:
        params = _params(ws, conn)
        parts = _parts(ws, conn, edges_first=params["since"] == -1)
    total = 0
    for part in parts:
        with ws._db.read() as conn:
            if cap is None:
                total += conn.execute(f"SELECT COUNT(*) FROM ({part})", params).fetchone()[0]
            else:
                total += conn.execute(f"SELECT COUNT(*) FROM (SELECT 1 FROM ({part}) LIMIT :left)",
                                      {**params, "left": cap - total}).fetchone()[0]
                if total >= cap:
                    return cap
        yield
    return total


def entity_reasons(entity: Entity) -> tuple[str, ...]:
    confidence = entity.confidence
    reasons = []
    if entity.source == "auto":
        reasons.append("auto")
        if confidence is not None and confidence < AUTO_CONFIDENCE - 1e-9:
            reasons.append("decayed")
    if entity.source != "manual" and confidence is not None and confidence < LOW_CONFIDENCE:
        reasons.append("low_confidence")
    return tuple(reasons)


def edge_reasons(edge: Edge) -> tuple[str, ...]:
    reasons = ["auto"] if edge.source == "auto" else []
    if edge.confidence is not None and edge.confidence < LOW_CONFIDENCE:
        reasons.append("low_confidence")
    return (*reasons, "new_relationship")


def review_items(ws: Workspace, *, limit: int | None = 200, offset: int = 0) -> list[ReviewItem]:
    """The inbox, newest first (then by id), a page of at most `limit` (1..1000) from `offset`.
    One read (one snapshot)."""
    steps = review_items_steps(ws, limit=limit, offset=offset)
    with ws._db.read():
        return shares.run_steps(steps)


def review_items_steps(ws: Workspace, *, limit: int | None = 200,
                       offset: int = 0) -> Generator[None, None, list[ReviewItem]]:
    """review_items in steps (a generator that returns the page): each part of the inbox gives
    its newest limit + offset rows in a step of its own (SQLite keeps only those while it
    reads), then the page is taken from them and its records read in a last step."""
    offset = check_count(offset, "offset")
    if limit is None:
        limit = MAX_REVIEW_ITEMS
    limit = check_count(limit, "limit")
    if not 1 <= limit <= MAX_REVIEW_ITEMS:
        raise ValidationError(f"limit must be between 1 and {MAX_REVIEW_ITEMS}")
    with ws._db.read() as conn:
        params = _params(ws, conn)
        parts = _parts(ws, conn)
    newest: list[tuple] = []
    for part in parts:
        with ws._db.read() as conn:
            newest += conn.execute(f"{part} ORDER BY learned_at DESC, id LIMIT :first",
                                   {**params, "first": limit + offset}).fetchall()
        yield
    page = _newest_first(newest)[offset:offset + limit]
    with ws._db.read() as conn:
        return _items(ws, conn, page)


def _sqlite_order(value) -> tuple:
    """A key that orders values as SQLite does: NULL, numbers, text (by code point, as BINARY
    compares UTF-8), blobs."""
    if value is None:
        return (0, 0)
    if isinstance(value, (int, float)):
        return (1, value)
    return (2, value) if isinstance(value, str) else (3, bytes(value))


def _newest_first(rows: list[tuple]) -> list[tuple]:
    """(kind, id, learned_at) rows as ORDER BY learned_at DESC, id orders them."""
    by_id = sorted(rows, key=lambda r: _sqlite_order(r[1]))
    return sorted(by_id, key=lambda r: _sqlite_order(r[2]), reverse=True)  # stable: ids stay ascending


def _items(ws: Workspace, conn, page: list[tuple]) -> list[ReviewItem]:
    """The page's (kind, id, learned_at) rows as ReviewItems, with what they came from."""
    entity_ids = [r[1] for r in page if r[0] == "entity"]
    edge_ids = [r[1] for r in page if r[0] == "relationship"]
    names_of = type_names(ws, conn)
    entities = {r[0]: entity_from_row(r, names_of)
                for r in _rows(conn, f"SELECT {ENTITY_COLUMNS} FROM kg_entities e WHERE e.id IN ({{marks}})",
                               entity_ids)}
    edges = {r[0]: edge_from_row(r)
             for r in _rows(conn, f"SELECT {EDGE_COLUMNS} FROM kg_edges g WHERE g.id IN ({{marks}})", edge_ids)}
    end_ids = {i for g in edges.values() for i in (g.source_id, g.target_id)}
    names = dict(_rows(conn, "SELECT id, name FROM kg_entities WHERE id IN ({marks})", sorted(end_ids)))
    notes = _observations_about(conn, entity_ids + [g.source_id for g in edges.values()])
    mentions = _mentions_of(conn, entities.values())
    items: list[ReviewItem] = []
    for kind, item_id, learned_at in page:
        if kind == "entity":
            entity = entities.get(item_id)
            if entity is None:  # deleted by another writer between two steps of review_items_steps
                continue
            newest, mail = notes.get(entity.id, (None, None))
            # What extraction read around it first; else the newest note about it.
            context = mentions.get(entity.id) or (newest[0] if newest else None)
            items.append(ReviewItem("entity", entity.id, entity_reasons(entity), entity.created_at, entity=entity,
                                    task_id=entity.task_id, mail=_mail_text(mail), context=context))
        else:
            edge = edges.get(item_id)
            if edge is None:
                continue
            newest, mail = notes.get(edge.source_id, (None, None))
            # The mail that wrote a relationship wrote an observation on its source in the same
            # transaction; one from another time is not its origin.
            mail = mail if mail is not None and abs(mail[2] - edge.created_at) <= 5_000 else None
            items.append(ReviewItem("relationship", edge.id, edge_reasons(edge), edge.created_at, edge=edge,
                                    source_name=names.get(edge.source_id), target_name=names.get(edge.target_id),
                                    task_id=edge.task_id, mail=_mail_text(mail),
                                    context=mail[0] if mail else None))
    return items


def _rows(conn, sql: str, ids: Sequence[str]) -> list[tuple]:
    found: list[tuple] = []
    for start in range(0, len(ids), 500):
        chunk = list(ids[start:start + 500])
        found += conn.execute(sql.format(marks=",".join("?" * len(chunk))), chunk).fetchall()
    return found


def _observations_about(conn, entity_ids: Iterable[str]) -> dict[str, tuple]:
    """Per entity: (its newest observation, its newest mailbox observation), each as
    (content, fingerprint, created_at) or None."""
    ids = sorted(set(entity_ids))
    found: dict[str, list] = {}
    for entity_id, content, fingerprint, created_at, is_mail in _rows(
        conn,
        "SELECT entity_id, content, fingerprint, created_at, is_mail FROM (SELECT o.entity_id, o.content,"
        " o.fingerprint, o.created_at, COALESCE(o.fingerprint LIKE 'mailbox:%', 0) AS is_mail, ROW_NUMBER() OVER"
        " (PARTITION BY o.entity_id, COALESCE(o.fingerprint LIKE 'mailbox:%', 0)"
        " ORDER BY o.created_at DESC, o.rowid DESC) AS n"
        " FROM kg_observations o WHERE o.entity_id IN ({marks})) WHERE n = 1",
        ids,
    ):
        slot = found.setdefault(entity_id, [None, None, None])  # newest of other, newest mail
        slot[1 if is_mail else 0] = (str(content), fingerprint, created_at)
    result = {}
    for entity_id, (other, mail, _) in found.items():
        newest = max((o for o in (other, mail) if o is not None), key=lambda o: o[2] or 0)
        result[entity_id] = (newest, mail)
    return result


def _mentions_of(conn, entities) -> dict[str, str]:
    """Per entity, the text around its mention in the task that wrote it (else its newest one)."""
    entities = list(entities)
    if not entities or not table_exists(conn, "kg_mentions"):
        return {}
    task_of = {e.id: e.task_id for e in entities}
    found: dict[str, tuple[bool, int, str]] = {}
    for entity_id, task_id, context, created_at in _rows(
            conn, "SELECT entity_id, task_id, context, created_at FROM kg_mentions WHERE entity_id IN ({marks})",
            [e.id for e in entities]):
        rank = (task_id == task_of.get(entity_id), created_at or 0, str(context))
        if entity_id not in found or rank > found[entity_id]:
            found[entity_id] = rank
    return {entity_id: rank[2] for entity_id, rank in found.items()}


def _mail_text(mail: tuple | None) -> str | None:
    """'<event type>: <the text the ingest recorded>' of a mailbox observation."""
    if mail is None:
        return None
    content, fingerprint, _ = mail
    parts = str(fingerprint).split(":")
    kind = parts[1] if len(parts) > 2 and parts[1] else "mail"
    return f"{kind}: {content}"


def _check_ids(ids: Any, what: str = "ids") -> list[str]:
    items = [check_id(i, "id") for i in check_str_list(ids, what, allow_single=True)]
    if not items:
        raise ValidationError(f"{what}: give at least one entity or relationship id")
    return list(dict.fromkeys(items))


def confirm(ws: Workspace, ids: Any) -> list[Entity | Edge]:
    """Make each entity or relationship (by id) the person's own: source manual, confidence 1.0.
    One transaction; an id that is neither in this workspace is a NotFoundError and nothing is
    written. Returns the records as they are now, in the order given."""
    ids = _check_ids(ids)
    with ws._db.write() as conn:
        now = ws._db.now()
        found = _find(ws, conn, ids)
        for item_id in ids:
            kind, _row = found[item_id]
            if kind == "entity":
                conn.execute("UPDATE kg_entities SET source = 'manual', confidence = 1.0, updated_at = ?,"
                             " last_seen_at = ? WHERE id = ?", (now, now, item_id))
            else:
                conn.execute("UPDATE kg_edges SET source = 'manual', confidence = 1.0 WHERE id = ?", (item_id,))
        return _current(ws, conn, ids)


def unconfirm(ws: Workspace, before: Sequence[Entity | Edge]) -> list[Entity | Edge]:
    """Undo of confirm: each record's source, confidence (and an entity's updated_at and
    last_seen_at) as `before` holds them, where it still is as confirm left it (manual, 1.0).
    One that another writer changed since is a ConflictError naming it, and nothing is written."""
    records = list(before)
    for record in records:
        if not isinstance(record, (Entity, Edge)):
            raise ValidationError("unconfirm takes the Entity and Edge records confirm was given")
    ids = [r.id for r in records]
    with ws._db.write() as conn:
        found = _find(ws, conn, ids)
        current = dict(zip(ids, _current(ws, conn, ids)))
        for record in records:
            now = current[record.id]
            still = now.source == "manual" and now.confidence is not None and abs(now.confidence - 1.0) < 1e-9
            if not still:
                label = now.name if isinstance(now, Entity) else f"relationship {now.type}"
                raise ConflictError(f"{label} was changed since it was confirmed (it is now {now.source}, "
                                    f"confidence {as_number(now.confidence)}); it was left as it is")
        for record in records:
            if found[record.id][0] == "entity":
                conn.execute("UPDATE kg_entities SET source = ?, confidence = ?, updated_at = ?, last_seen_at = ?"
                             " WHERE id = ?", (record.source, record.confidence, record.updated_at,
                                               record.last_seen_at, record.id))
            else:
                conn.execute("UPDATE kg_edges SET source = ?, confidence = ? WHERE id = ?",
                             (record.source, record.confidence, record.id))
        return _current(ws, conn, ids)


def _find(ws: Workspace, conn, ids: Sequence[str]) -> dict[str, tuple[str, tuple]]:
    found: dict[str, tuple[str, tuple]] = {}
    for item_id in ids:
        row = entity_row(ws, conn, item_id)
        if row is not None:
            found[item_id] = ("entity", row)
            continue
        row = edge_row(ws, conn, item_id)
        if row is None:
            raise NotFoundError(f"no entity or relationship {item_id!r} in workspace {ws.id!r}; nothing was confirmed")
        found[item_id] = ("relationship", row)
    return found


def _current(ws: Workspace, conn, ids: Sequence[str]) -> list[Entity | Edge]:
    names_of = type_names(ws, conn)
    out: list[Entity | Edge] = []
    for item_id in ids:
        row = entity_row(ws, conn, item_id)
        out.append(entity_from_row(row, names_of) if row is not None else edge_from_row(edge_row(ws, conn, item_id)))
    return out
