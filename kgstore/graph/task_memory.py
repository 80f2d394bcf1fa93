"""Tasks that wrote memory, what each wrote, and Forget this task (the seed's task deletion).

Forgetting a task removes the observations and relationships carrying its task id, and the
entities it created that are left with no relationship and no observation (unless a person
confirmed them: source manual), and what extraction recorded of its text (kg_mentions). A backup of the file is taken first when there is anything to
delete. What was deleted comes back as a ForgottenTask, the rows exactly as they were, so that
restore_forgotten_task (the explorer's undo) can put back those very rows, ids and times
included, in one transaction, or refuse with nothing written when another writer's work is in
the way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .entities import delete_entities, entity_row, type_names
from ..storage import contacts
from ..errors import ConflictError, ValidationError
from ..records import DeletionReport, ForgottenTask, Mention, SavedPosition, TaskMemory, TaskWrites
from .reinsertion import (
    _check_edge,
    _check_entity,
    _check_observation,
    _check_position,
    _names,
    _refuse_entity_clash,
    _refuse_overlap,
    _refuse_repeated_observation,
    _taken,
    _unique,
    insert_edge_row,
    insert_entity_row,
    insert_mention_rows,
    insert_observation_row,
    insert_position_row,
)
from ..storage.rows import (
    EDGE_COLUMNS,
    ENTITY_COLUMNS,
    OBSERVATION_COLUMNS,
    edge_from_row,
    entity_from_row,
    observation_from_row,
)
from ..validation import check_task_id

if TYPE_CHECKING:
    from ..workspace import Workspace

_TASKS = """
SELECT task_id, SUM(kind = 'e'), SUM(kind = 'g'), SUM(kind = 'o'), MIN(at), MAX(at) FROM (
    SELECT source_task_id AS task_id, 'e' AS kind, created_at AS at FROM kg_entities
     WHERE workspace_id = :ws AND source_task_id IS NOT NULL
    UNION ALL
    SELECT source_task_id, 'g', created_at FROM kg_edges WHERE workspace_id = :ws AND source_task_id IS NOT NULL
    UNION ALL
    SELECT o.source_task_id, 'o', o.created_at FROM kg_observations o JOIN kg_entities e ON e.id = o.entity_id
     WHERE e.workspace_id = :ws AND o.source_task_id IS NOT NULL
) GROUP BY task_id ORDER BY MAX(at) DESC, task_id
"""

# Entities of the task that deleting its observations and relationships leaves with nothing
# (and no person confirmed): what delete_task removes with them. :task, :ws.
_FORGOTTEN_ENTITIES = (
    "SELECT e.id FROM kg_entities e WHERE e.source_task_id = :task AND e.workspace_id = :ws"
    " AND e.source != 'manual'"
    " AND NOT EXISTS (SELECT 1 FROM kg_edges g WHERE g.source_entity_id = e.id"
    " AND (g.source_task_id IS NOT :task OR g.workspace_id IS NOT :ws))"
    " AND NOT EXISTS (SELECT 1 FROM kg_edges g WHERE g.target_entity_id = e.id"
    " AND (g.source_task_id IS NOT :task OR g.workspace_id IS NOT :ws))"
    " AND NOT EXISTS (SELECT 1 FROM kg_observations o WHERE o.entity_id = e.id AND o.source_task_id IS NOT :task)"
)
_TASK_OBSERVATIONS = (
    f"SELECT {OBSERVATION_COLUMNS} FROM kg_observations o WHERE o.source_task_id = :task AND o.entity_id IN"
    " (SELECT id FROM kg_entities WHERE workspace_id = :ws) ORDER BY o.created_at DESC, o.rowid DESC"
)
_TASK_EDGES = (f"SELECT {EDGE_COLUMNS} FROM kg_edges g WHERE g.source_task_id = :task AND g.workspace_id = :ws"
               " ORDER BY g.valid_from, g.rowid")  # ties (one millisecond) in the order written


def _required_task_id(task_id) -> str:
    task_id = check_task_id(task_id)
    if task_id is None:
        raise ValidationError("task id is required")
    return task_id


def tasks_with_memory(ws: Workspace) -> list[TaskMemory]:
    """Every task whose id is on an entity, relationship or observation of the workspace, the
    one that wrote last first."""
    with ws._db.read() as conn:
        return [TaskMemory(r[0], r[1], r[2], r[3], r[4], r[5])
                for r in conn.execute(_TASKS, {"ws": ws.id})]


def task_writes(ws: Workspace, task_id: str) -> TaskWrites:
    """The entities, relationships and observations carrying the task's id, and which entities
    forgetting it would delete."""
    task_id = _required_task_id(task_id)
    with ws._db.read() as conn:
        return _task_writes(ws, conn, task_id)


def _task_writes(ws: Workspace, conn, task_id: str) -> TaskWrites:
    params = {"task": task_id, "ws": ws.id}
    names_of = type_names(ws, conn)
    entities = [entity_from_row(r, names_of) for r in conn.execute(
        f"SELECT {ENTITY_COLUMNS} FROM kg_entities e WHERE e.source_task_id = :task AND e.workspace_id = :ws"
        " ORDER BY e.created_at, e.rowid", params)]  # ties in the order written, as observations
    edges = [edge_from_row(r) for r in conn.execute(_TASK_EDGES, params)]
    observations = [observation_from_row(r) for r in conn.execute(_TASK_OBSERVATIONS, params)]
    forgotten = [r[0] for r in conn.execute(_FORGOTTEN_ENTITIES, params)]
    return TaskWrites(task_id, entities, edges, observations, forgotten)


def forget_task(ws: Workspace, task_id: str, *, backup: bool = True) -> ForgottenTask:
    """Delete what the task wrote (the seed's rule, see the module docstring), after a backup of
    the file when there is anything to delete; one transaction. Returns the rows deleted."""
    task_id = _required_task_id(task_id)
    backup_path = None
    if backup and task_writes(ws, task_id).deletion() != DeletionReport(task_id, 0, 0, 0):
        backup_path = ws._kg.backup(label="forget-task")  # raises (nothing deleted) if it cannot be written
    params = {"task": task_id, "ws": ws.id}
    with ws._db.write() as conn:
        observations = [observation_from_row(r) for r in conn.execute(_TASK_OBSERVATIONS, params)]
        edges = [edge_from_row(r) for r in conn.execute(_TASK_EDGES, params)]
        removed_obs = conn.execute(
            "DELETE FROM kg_observations WHERE source_task_id = :task AND entity_id IN"
            " (SELECT id FROM kg_entities WHERE workspace_id = :ws)", params).rowcount
        removed_edges = conn.execute(
            "DELETE FROM kg_edges WHERE source_task_id = :task AND workspace_id = :ws", params).rowcount
        orphans = [r[0] for r in conn.execute(_FORGOTTEN_ENTITIES, params)]
        names_of = type_names(ws, conn)
        entities = [entity_from_row(entity_row(ws, conn, i), names_of) for i in orphans]
        positions = [SavedPosition(r[0], r[1], r[2], bool(r[3]), r[4]) for i in orphans for r in conn.execute(
            "SELECT entity_id, x, y, pinned, updated_at FROM kg_layout_positions WHERE entity_id = ?", (i,))]
        links = [(r[0], col, i) for col in contacts.pointer_columns(conn) for i in orphans for r in conn.execute(
            f'SELECT id FROM main.{contacts.TABLE} WHERE "{col}" = ?', (i,))]
        mentions = [Mention(*r) for r in conn.execute(
            "SELECT m.entity_id, m.task_id, m.context, m.created_at FROM kg_mentions m JOIN kg_entities e"
            " ON e.id = m.entity_id WHERE m.task_id = :task AND e.workspace_id = :ws", params)]
        mentions += [Mention(*r) for i in orphans for r in conn.execute(
            "SELECT entity_id, task_id, context, created_at FROM kg_mentions WHERE entity_id = ? AND task_id != ?",
            (i, task_id))]
        conn.execute("DELETE FROM kg_mentions WHERE task_id = :task AND entity_id IN"
                     " (SELECT id FROM kg_entities WHERE workspace_id = :ws)", params)
        delete_entities(ws, conn, orphans)  # their other mentions go with them (the cascade)
    report = DeletionReport(task_id=task_id, observations=removed_obs, edges=removed_edges, entities=len(orphans))
    return ForgottenTask(report, entities, edges, observations, positions, links,
                         str(backup_path) if backup_path else None, mentions)


def restore_forgotten_task(ws: Workspace, forgotten: ForgottenTask) -> ForgottenTask:
    """Put back exactly what forget_task deleted (same ids, times and writers). Refused, with
    nothing written, when another writer's work is in the way: an entity of the same name, an id
    in use, an observation's entity or a relationship's end deleted since, a relationship of the
    same kind overlapping one put back."""
    if not isinstance(forgotten, ForgottenTask):
        raise ValidationError("restore_forgotten_task takes the ForgottenTask that forget_task returned")
    entities, edges, observations = list(forgotten.entities), list(forgotten.edges), list(forgotten.observations)
    for entity in entities:
        _check_entity(ws, entity)
    for obs in observations:
        _check_observation(obs, obs.entity_id)
    for edge in edges:
        _check_edge(ws, edge, None)
    restored_ids = {e.id for e in entities}
    for position in forgotten.positions:
        if position.entity_id not in restored_ids:
            raise ValidationError(f"the position of {position.entity_id} is not of an entity put back")
        _check_position(position, position.entity_id)
    _unique((e.id for e in entities), "entity")
    _unique((o.id for o in observations), "observation")
    _unique((g.id for g in edges), "edge")
    with ws._db.write() as conn:
        now = ws._db.now()
        for entity in entities:
            _refuse_entity_clash(ws, conn, entity)
        for table, ids, what in (("kg_observations", [o.id for o in observations], "observation"),
                                 ("kg_edges", [g.id for g in edges], "relationship")):
            taken = _taken(conn, table, ids)
            if taken:
                raise ConflictError(f"cannot put the task's memory back: {what} id {taken[0]} is in use again")
        for entity in entities:
            insert_entity_row(ws, conn, entity, now)
        owners = _names(conn, ws.id, {o.entity_id for o in observations})
        by_owner: dict[str, list] = {}
        for obs in observations:
            if obs.entity_id not in owners:
                raise ConflictError(f"cannot put the task's memory back: entity {obs.entity_id}, which one of its "
                                    "observations is about, was deleted since")
            by_owner.setdefault(obs.entity_id, []).append(obs)
        for owner, group in by_owner.items():
            if owner not in restored_ids:
                _refuse_repeated_observation(conn, owner, group)
        for obs in reversed(observations):  # oldest first: rows of one millisecond keep their order
            insert_observation_row(ws, conn, obs)
        names = _names(conn, ws.id, {i for g in edges for i in (g.source_id, g.target_id)})
        for edge in sorted(edges, key=lambda g: (g.valid_from, g.id)):
            missing = [i for i in (edge.source_id, edge.target_id) if i not in names]
            if missing:
                raise ConflictError(f"cannot put the task's memory back: entity {missing[0]}, an end of one of "
                                    "its relationships, was deleted since")
            _refuse_overlap(conn, ws.id, edge, names)
            insert_edge_row(ws, conn, edge)
        for position in forgotten.positions:
            insert_position_row(ws, conn, position)
        insert_mention_rows(conn, forgotten.mentions)
        for contact_id, col, entity_id in forgotten.contact_links:
            if col in contacts.pointer_columns(conn):
                conn.execute(f'UPDATE main.{contacts.TABLE} SET "{col}" = ? WHERE id = ? AND "{col}" IS NULL',
                             (entity_id, contact_id))
    return forgotten
