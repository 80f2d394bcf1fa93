"""The requests behind merging two entities by hand and the possible-duplicates list.

`merge_preview` answers what a merge would do in either direction (the store runs the merge and
rolls it back, so the counts are its own); `merge_entities` merges, keeping kgstore's snapshot of
every row it changed under the command's token (in the worker's UndoMemory, on the worker
thread, in request order), so that `undo_merge` puts back exactly what was there even when it
is sent before the merge was answered.

Registered in `operations.OPERATIONS` like every other request (imported by `kgui.worker`).
"""

from __future__ import annotations

from dataclasses import dataclass

from kgstore import KGError
from kgstore.graph.merge import MergeReport

from ..model.changes import Changes
from .operations import READ, WRITE, OpContext, operation


@dataclass(frozen=True)
class MergePreview:
    """What merging two entities would do, for each choice of the one kept."""

    first_id: str
    second_id: str
    suggested_keep: str  # the store's rule (kgstore.storage.entity_merge.choose_canonical)
    reports: dict[str, MergeReport]  # kept id -> the dry run keeping it


@operation("merge_preview", WRITE)  # the dry run is a rolled-back write
def merge_preview(ctx: OpContext, first_id: str, second_id: str) -> MergePreview:
    ws = ctx.ws
    first, second = ctx.memory.resolve(first_id), ctx.memory.resolve(second_id)
    reports = {first: ws.merge_pair(first, second, dry_run=True),
               second: ws.merge_pair(second, first, dry_run=True)}
    return MergePreview(first, second, ws.suggested_keep(first, second), reports)


@operation("merge_entities", WRITE)
def merge_entities(ctx: OpContext, keep_id: str, other_id: str, token: str) -> Changes:
    """Merge `other_id` into `keep_id` (a backup first); what it changed is remembered for undo."""
    ws = ctx.ws
    keep, other = ctx.memory.resolve(keep_id), ctx.memory.resolve(other_id)
    ctx.progress(0, 0, "Backing up and merging…")
    report = ws.merge_pair(keep, other)
    ctx.memory.bulk[token] = report.snapshot
    return Changes(entities=[report.kept], removed_entities=[other], edges=list(report.edges),
                   removed_edges=list(report.dropped_edge_ids), observations=list(report.observations),
                   removed_observations=list(report.dropped_observation_ids),
                   message=f"Merged “{report.removed.name}” into “{report.kept.name}”: {report.describe()}.")


@operation("undo_merge", WRITE)
def undo_merge(ctx: OpContext, token: str) -> Changes:
    """Both entities back exactly as they were before the merge; refused (nothing written) when
    another writer changed since what the merge left (kgstore says what)."""
    snapshot = ctx.memory.bulk.get(token)
    if snapshot is None:
        raise KGError("there is nothing to put back for this merge")
    undone = ctx.ws.undo_merge(snapshot)
    del ctx.memory.bulk[token]  # kept until it succeeds: a refused undo can be tried again
    return Changes(entities=[undone.kept, undone.restored], edges=list(undone.edges),
                   observations=list(undone.observations))


@operation("possible_duplicates", READ)
def possible_duplicates(ctx: OpContext, limit: int = 100) -> list:
    return ctx.ws.possible_duplicates(limit=limit)
