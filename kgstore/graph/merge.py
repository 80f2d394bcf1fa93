"""A person's merge of two entities, its preview and its undo.

The merge itself is merge.merge_entities (the seed's rules: edges, observations and contact
identities move to the entity kept; self-loops and duplicate current edges are dropped; source
precedence decides the description and properties). This module adds what a merge by hand
needs around it:

- refusals before anything is written: the same entity twice, an unknown id, an entity of
  another workspace, entities of different types (the seed merges duplicates of one type: a
  technology and a person are never the same thing; retype one first);
- a backup of the file before the write (the merge deletes an entity);
- a preview that says what would move (the merge run inside a savepoint and rolled back, so
  the counts are the merge's own, never an estimate);
- a snapshot of every row the merge touches, taken in the merge's transaction, so that
  undo_merge puts back exactly what was there: the removed entity with its id, times and
  rowless extras (columns another program added), its relationships, observations, canvas
  position and merged names, the contacts it had, and the kept entity's old fields.

Undo refuses (ConflictError, nothing written) when another writer changed what the merge left
since: the kept entity, a moved relationship or observation, or the removed entity's id or name
taken again. What others added to the kept entity since stays with it.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from . import entities
from ..storage import contacts
from ..storage import entity_merge as merging
from ..storage import search_index
from ..errors import ConflictError, ValidationError
from ..records import Edge, Entity, Observation
from ..storage.rows import EDGE_COLUMNS, OBSERVATION_COLUMNS, edge_from_row, entity_from_row, observation_from_row
from ..validation import check_id, check_str_list, normalize_name, unreadable_properties

if TYPE_CHECKING:
    from ..workspace import Workspace

_PREVIEW = "kg_merge_preview"


@dataclass(frozen=True)
class MergeSnapshot:
    """Every row a merge changed, as it was before and as the merge left it (raw column values).

    Opaque to callers: hand it to Workspace.undo_merge."""

    workspace_id: str
    keep_id: str
    other_id: str
    other_type_id: str
    other_normalized_name: str
    entities_before: dict[str, dict[str, Any]]  # id -> row (keep and other)
    keep_after: dict[str, Any]
    edges_before: dict[str, dict[str, Any]]  # id -> row, every edge the merge moved or dropped
    edges_after: dict[str, dict[str, Any]]  # id -> row, the moved ones as the merge left them
    observations_before: dict[str, dict[str, Any]]
    observations_after: dict[str, dict[str, Any]]
    position_before: dict[str, Any] | None  # the other's kg_layout_positions row
    merged_names_before: list[dict[str, Any]]  # kg_merged_names rows of keep and other
    contact_rowids: dict[str, list[int]]  # pointer column -> contact rows moved from other to keep


@dataclass(frozen=True)
class MergeReport:
    """What a merge did (or, with dry_run, would do)."""

    kept: Entity  # after the merge (for a dry run: as it would be)
    removed: Entity  # the entity merged away, as it was
    edges_moved: int
    edges_dropped: int  # self-loops and duplicates of a current relationship the kept one has
    observations_moved: int
    observations_dropped: int  # the same text the kept entity already has
    contacts_moved: int
    dry_run: bool
    backup_path: str | None = None
    edges: list[Edge] = field(default_factory=list)  # the moved relationships, as they are now
    dropped_edge_ids: list[str] = field(default_factory=list)
    observations: list[Observation] = field(default_factory=list)  # the moved ones, as they are now
    dropped_observation_ids: list[str] = field(default_factory=list)
    snapshot: MergeSnapshot | None = None  # for undo_merge; None for a dry run

    def describe(self) -> str:
        """One line: what moved and what was dropped."""
        def n(count: int, word: str) -> str:
            return f"{count} {word}{'' if count == 1 else 's'}"

        parts = [n(self.edges_moved, "relationship"), n(self.observations_moved, "observation")]
        if self.contacts_moved:
            parts.append(n(self.contacts_moved, "contact"))
        text = ", ".join(parts) + " moved"
        dropped = [n(c, w) for c, w in ((self.edges_dropped, "relationship"),
                                        (self.observations_dropped, "observation")) if c]
        if dropped:
            text += f"; {' and '.join(dropped)} dropped (already on {self.kept.name!r} or between the two)"
        return text


@dataclass(frozen=True)
class MergeUndone:
    """What undo_merge put back."""

    kept: Entity  # the kept entity with its fields as before the merge
    restored: Entity  # the merged-away entity, same id and times
    edges: list[Edge]  # every relationship of the restored entity
    observations: list[Observation]  # every observation of the restored entity, newest first


def _table_exists(conn, table: str) -> bool:
    found = conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", (table,)).fetchone()
    return found is not None


def _rows(conn, table: str, where: str, params: Sequence[Any]) -> list[dict[str, Any]]:
    cur = conn.execute(f"SELECT * FROM main.{table} WHERE {where}", list(params))
    names = [d[0] for d in cur.description]
    return [dict(zip(names, r)) for r in cur]


def _insert(conn, table: str, row: dict[str, Any]) -> int:
    cols = list(row)
    quoted = ", ".join('"' + c + '"' for c in cols)
    cur = conn.execute(f"INSERT INTO main.{table} ({quoted}) VALUES ({', '.join('?' * len(cols))})",
                       [row[c] for c in cols])
    return cur.lastrowid


def _update(conn, table: str, row: dict[str, Any], key: str = "id") -> None:
    cols = [c for c in row if c != key]
    sets = ", ".join('"' + c + '" = ?' for c in cols)
    conn.execute(f'UPDATE main.{table} SET {sets} WHERE "{key}" = ?', [*(row[c] for c in cols), row[key]])


def _by_id(rows: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    return {r["id"]: r for r in rows}


def check_pair(ws: Workspace, conn, keep_id: Any, other_id: Any) -> tuple[tuple, tuple]:
    """The two entity rows, or the refusal."""
    check_id(keep_id, "entity id to keep")
    check_id(other_id, "entity id to merge")
    if keep_id == other_id:
        raise ValidationError("cannot merge an entity with itself: choose two different entities")
    keep = entities.require_entity(ws, conn, keep_id, "entity to keep")
    other = entities.require_entity(ws, conn, other_id, "entity to merge")
    unreadable = merging.unreadable_properties_among(conn, [keep_id, other_id])
    if unreadable:
        raise unreadable_properties(f"entity {unreadable[0]}")
    if keep[2] != other[2]:
        names = entities.type_names(ws, conn)
        a, b = entity_from_row(keep, names), entity_from_row(other, names)
        raise ValidationError(
            f"cannot merge {b.type} {b.name!r} into {a.type} {a.name!r}: "
            "only entities of the same type can be merged (change the type of one first)")
    return keep, other


def merge_pair(ws: Workspace, keep_id: str, other_id: str, *, dry_run: bool = False,
               backup: bool = True) -> MergeReport:
    db = ws._db
    if not dry_run:
        with db.read() as conn:
            check_pair(ws, conn, keep_id, other_id)  # refused before a backup is taken
    backup_path = ws._kg.backup(label="merge") if backup and not dry_run else None
    with db.write() as conn:
        keep_row, other_row = check_pair(ws, conn, keep_id, other_id)
        names = entities.type_names(ws, conn)
        removed = entity_from_row(other_row, names)
        pair = [keep_id, other_id]
        entities_before = _by_id(_rows(conn, "kg_entities", "id IN (?, ?)", pair))
        edges_before = _by_id(_rows(conn, "kg_edges", "source_entity_id IN (?, ?) OR target_entity_id IN (?, ?)",
                                    pair + pair))
        obs_before = _by_id(_rows(conn, "kg_observations", "entity_id IN (?, ?)", pair))
        position = None
        if _table_exists(conn, "kg_layout_positions"):
            found = _rows(conn, "kg_layout_positions", "entity_id = ?", [other_id])
            position = found[0] if found else None
        names_before = (_rows(conn, merging.MERGED_NAMES, "entity_id IN (?, ?)", pair)
                        if _table_exists(conn, merging.MERGED_NAMES) else [])
        contact_rowids = {col: [r[0] for r in conn.execute(
            f'SELECT rowid FROM main.{contacts.TABLE} WHERE "{col}" = ?', (other_id,))]
            for col in contacts.pointer_columns(conn)}
        if dry_run:
            conn.execute(f"SAVEPOINT {_PREVIEW}")
        try:
            merging.merge_entities(conn, keep_id, [other_id], db.now())
            kept = entity_from_row(entities.entity_row(ws, conn, keep_id), names)
            edges_after = _by_id(_rows(conn, "kg_edges", "source_entity_id = ? OR target_entity_id = ?",
                                       [keep_id, keep_id]))
            obs_after = _by_id(_rows(conn, "kg_observations", "entity_id = ?", [keep_id]))
            keep_after = _rows(conn, "kg_entities", "id = ?", [keep_id])[0]
        finally:
            if dry_run:
                conn.execute(f"ROLLBACK TO {_PREVIEW}")
                conn.execute(f"RELEASE {_PREVIEW}")
        moved_edges = {i: r for i, r in edges_after.items()
                       if i in edges_before and (r["source_entity_id"], r["target_entity_id"])
                       != (edges_before[i]["source_entity_id"], edges_before[i]["target_entity_id"])}
        dropped_edges = [i for i in edges_before if i not in edges_after]
        moved_obs = {i: r for i, r in obs_after.items() if obs_before.get(i, {}).get("entity_id") == other_id}
        dropped_obs = [i for i in obs_before if i not in obs_after]
        snapshot = None if dry_run else MergeSnapshot(
            workspace_id=ws.id, keep_id=keep_id, other_id=other_id, other_type_id=other_row[2],
            other_normalized_name=normalize_name(removed.name), entities_before=entities_before,
            keep_after=keep_after,
            edges_before={i: edges_before[i] for i in [*moved_edges, *dropped_edges]}, edges_after=moved_edges,
            observations_before={i: obs_before[i] for i in [*moved_obs, *dropped_obs]},
            observations_after=moved_obs, position_before=position, merged_names_before=names_before,
            contact_rowids={c: ids for c, ids in contact_rowids.items() if ids})
        edge_records = [edge_from_row(tuple(r[c] for c in _EDGE_KEYS)) for r in moved_edges.values()]
        obs_records = [observation_from_row(tuple(r[c] for c in _OBS_KEYS)) for r in moved_obs.values()]
    return MergeReport(
        kept=kept, removed=removed, edges_moved=len(moved_edges), edges_dropped=len(dropped_edges),
        observations_moved=len(moved_obs), observations_dropped=len(dropped_obs),
        contacts_moved=sum(len(v) for v in contact_rowids.values()), dry_run=dry_run,
        backup_path=str(backup_path) if backup_path else None, edges=edge_records,
        dropped_edge_ids=dropped_edges, observations=obs_records, dropped_observation_ids=dropped_obs,
        snapshot=snapshot)


# The record builders' column order, as names of the raw rows (EDGE_COLUMNS is "g.id, g.workspace_id, ...").
_EDGE_KEYS = [c.strip().split(".")[1] for c in EDGE_COLUMNS.split(",")]
_OBS_KEYS = [c.strip().split(".")[1] for c in OBSERVATION_COLUMNS.split(",")]


def _changed(before: dict[str, Any], now: dict[str, Any] | None) -> list[str]:
    if now is None:
        return ["*gone*"]
    return [c for c in before if before[c] != now.get(c)]


def undo_merge(ws: Workspace, snapshot: MergeSnapshot) -> MergeUndone:
    if not isinstance(snapshot, MergeSnapshot):
        raise ValidationError("undo_merge needs the snapshot a merge returned (MergeReport.snapshot)")
    if snapshot.workspace_id != ws.id:
        raise ValidationError(f"that merge was made in workspace {snapshot.workspace_id!r}, not {ws.id!r}")
    keep_id, other_id = snapshot.keep_id, snapshot.other_id
    other_row = snapshot.entities_before[other_id]
    keep_before = snapshot.entities_before[keep_id]
    try:
        return _put_back(ws, snapshot, keep_id, other_id, other_row, keep_before)
    except sqlite3.IntegrityError as exc:
        # What the checks below cannot foresee (another program's constraint): refused, rolled back.
        raise ConflictError(f"cannot undo the merge: what it changed was written to since ({exc})") from None


def _put_back(ws: Workspace, snapshot: MergeSnapshot, keep_id: str, other_id: str, other_row: dict,
              keep_before: dict) -> MergeUndone:
    with ws._db.write() as conn:
        _refuse_changed_since(ws, conn, snapshot)
        kg = ws._kg
        rowid = _insert(conn, "kg_entities", other_row)
        if kg.has_search_index:
            search_index.after_insert(conn, search_index.ENTITIES, rowid)
        kg._homes.note(other_id, ws.id)
        _update(conn, "kg_entities", keep_before)
        for gid, row in snapshot.edges_before.items():
            if gid in snapshot.edges_after:
                _update(conn, "kg_edges", row)
            else:
                _insert(conn, "kg_edges", row)
        for oid, row in snapshot.observations_before.items():
            if oid in snapshot.observations_after:
                _update(conn, "kg_observations", row)
            else:
                rowid = _insert(conn, "kg_observations", row)
                if kg.has_search_index:
                    search_index.after_insert(conn, search_index.OBSERVATIONS, rowid)
        if snapshot.position_before is not None:
            _insert(conn, "kg_layout_positions", snapshot.position_before)
        if _table_exists(conn, merging.MERGED_NAMES):
            conn.execute(f"DELETE FROM {merging.MERGED_NAMES} WHERE entity_id IN (?, ?)", (keep_id, other_id))
            for row in snapshot.merged_names_before:
                _insert(conn, merging.MERGED_NAMES, row)
        for col, rowids in snapshot.contact_rowids.items():
            for start in range(0, len(rowids), 500):
                chunk = rowids[start:start + 500]
                # Only those still on the kept entity: CoWork may have linked a contact anew since.
                conn.execute(f'UPDATE main.{contacts.TABLE} SET "{col}" = ? WHERE "{col}" = ?'
                             f" AND rowid IN ({','.join('?' * len(chunk))})", [other_id, keep_id, *chunk])
        names = entities.type_names(ws, conn)
        kept = entity_from_row(entities.entity_row(ws, conn, keep_id), names)
        restored = entity_from_row(entities.entity_row(ws, conn, other_id), names)
        edges = [edge_from_row(r) for r in conn.execute(
            f"SELECT {EDGE_COLUMNS} FROM kg_edges g WHERE g.source_entity_id = ?1 OR g.target_entity_id = ?1"
            " ORDER BY g.valid_from, g.id", (other_id,))]
        observations = [observation_from_row(r) for r in conn.execute(
            f"SELECT {OBSERVATION_COLUMNS} FROM kg_observations o WHERE o.entity_id = ?"
            " ORDER BY o.created_at DESC, o.rowid DESC", (other_id,))]
    return MergeUndone(kept=kept, restored=restored, edges=edges, observations=observations)


def _refuse_changed_since(ws: Workspace, conn, snap: MergeSnapshot) -> None:
    name = snap.entities_before[snap.other_id]["name"]
    keep_name = snap.keep_after.get("name")
    keep_now = _rows(conn, "kg_entities", "id = ?", [snap.keep_id])
    if not keep_now:
        raise ConflictError(f"{keep_name!r} was deleted since the merge; {name!r} cannot be split off it again")
    changed = [c for c in _changed(snap.keep_after, keep_now[0]) if c not in ("updated_at", "last_seen_at")]
    if changed:
        raise ConflictError(f"another writer changed {keep_name!r} since the merge ({', '.join(changed)}); "
                            "undoing it would overwrite that")
    clash = conn.execute("SELECT workspace_id, name FROM kg_entities WHERE id = ?", (snap.other_id,)).fetchone()
    if clash is not None:
        raise ConflictError(f"cannot put {name!r} back: its id is in use again ({clash[1]!r})")
    row, _unkeyed = entities.identity_row(ws, conn, snap.other_type_id, snap.other_normalized_name)
    if row is not None:
        raise ConflictError(f"cannot put {name!r} back: another entity named {row[3]!r} of its type exists now "
                            f"(id {row[0]})")
    for gid, after in snap.edges_after.items():
        now = _rows(conn, "kg_edges", "id = ?", [gid])
        if _changed(after, now[0] if now else None):
            what = "deleted" if not now else "changed"
            raise ConflictError(f"a relationship the merge moved to {keep_name!r} was {what} since; "
                                "undoing the merge would lose that")
    taken = [g for g in snap.edges_before if g not in snap.edges_after
             and conn.execute("SELECT 1 FROM kg_edges WHERE id = ?", (g,)).fetchone()]
    if taken:
        raise ConflictError(f"cannot put back relationship {taken[0]}: its id is in use again")
    for oid, after in snap.observations_after.items():
        now = _rows(conn, "kg_observations", "id = ?", [oid])
        if _changed(after, now[0] if now else None):
            what = "deleted" if not now else "changed"
            raise ConflictError(f"an observation the merge moved to {keep_name!r} was {what} since; "
                                "undoing the merge would lose that")
    taken = [o for o in snap.observations_before if o not in snap.observations_after
             and conn.execute("SELECT 1 FROM kg_observations WHERE id = ?", (o,)).fetchone()]
    if taken:
        raise ConflictError(f"cannot put back observation {taken[0]}: its id is in use again")
    # A dropped observation of the kept entity (the merged one had the same text, older) cannot
    # meet its text again on it: that is its moved twin, checked unchanged above, and a text is
    # recorded once per entity.


def merge_entities(ws: Workspace, keep_id: str, other_id: str | Iterable[str], *, backup: bool = True) -> Entity:
    """Fold `other_id` (one id, or several) into `keep_id` with the seed's merge rules (see
    hand_merge): a KGError, nothing written, for the same id twice, an unknown id or one of
    another workspace, or entities of different types. A backup is taken first (`backup`);
    one transaction. Returns the kept entity; the other is gone."""
    if isinstance(other_id, str):
        others = [other_id]
    else:
        others = [check_id(o, "entity id") for o in check_str_list(other_id, "entity ids", allow_single=False)]
        if not others:
            raise ValidationError("no entity to merge was given")
    if len(others) == 1:
        return ws.merge_pair(keep_id, others[0], backup=backup).kept
    with ws._db.read() as conn:
        for other in others:
            check_pair(ws, conn, keep_id, other)
    if backup:
        ws._kg.backup(label="merge")
    with ws._db.write():
        for other in dict.fromkeys(others):
            report = ws.merge_pair(keep_id, other, backup=False)
    return report.kept


def suggested_keep(ws: Workspace, first_id: str, second_id: str) -> str:
    """Which of two entities a merge should keep by the seed's rule: the highest source
    precedence, then the most relationships and observations, then the oldest."""
    with ws._db.read() as conn:
        for eid in (first_id, second_id):
            entities.require_entity(ws, conn, eid)
        return merging.choose_canonical(conn, [first_id, second_id])
