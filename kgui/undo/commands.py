"""The undoable edits. Each redo()/undo() sends one request to the store worker.

Undo puts back exactly what was there (a deleted entity returns with its own id and times) and
never silently destroys another writer's work: the worker refuses an undo when what the command
touched has been changed by someone else since, and says what changed.

Ids: a command keeps the ids it was created with; the worker resolves them to whatever id now
stands for the same entity or edge (a redo of a create makes a new one). Commands that create
something pass a token that the worker makes an alias of the created id, so an undo that is sent
before the creation was answered still finds its target.

Callbacks may run after Qt deleted the command (when the stack dropped it), so they only touch
plain Python attributes.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtGui import QUndoCommand

from kgstore import EditConflictError, Edge, Entity, NotFoundError, Observation

from ..model.changes import Changes
from .context import CommandContext

CONFIDENCE_MERGE_ID = 1001


def property_patch(old: dict[str, Any], new: dict[str, Any]) -> dict[str, Any]:
    """The update that turns `old` into `new` (the store merges; a None value removes a key)."""
    patch = {k: v for k, v in new.items() if k not in old or old[k] != v}
    patch.update({k: None for k in old if k not in new})
    return patch


def short(text: str, limit: int = 40) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


@dataclass(frozen=True)
class CommandFailure:
    """A request of a command that the worker refused or could not run."""

    message: str  # for the person: says what was refused and why
    first_run: bool  # the first redo: nothing happened, the command leaves the stack
    undoing: bool  # the request was the command's undo
    cause: Exception | None = None  # the KGError behind it (an EditConflictError names the fields)


def quoted(label: str) -> str:
    """A command's label inside “…”, its own quotes turned single."""
    return "“" + label.replace("“", "‘").replace("”", "’") + "”"


def shown_value(value: Any, limit: int = 60) -> str:
    if value is None or value == "":
        return "empty"
    if isinstance(value, str):
        return f"“{short(value, limit)}”"
    return short(json.dumps(value, ensure_ascii=False), limit) if not isinstance(value, float) else f"{value:.2f}"


class StoreCommand(QUndoCommand):
    """Base: sends requests, applies the answers, reports failures.

    `applied` is whether the store holds what the command did, as far as the answers said: when an
    undo or redo is refused the session moves the stack back into step with it (`skip_next`)."""

    def __init__(self, ctx: CommandContext, text: str):
        super().__init__(text)
        self.ctx = ctx
        self.label = text
        self.runs = 0  # how many times redo() ran
        self.failed = False  # the first redo failed: undo/redo do nothing
        self.last_error: str | None = None
        self.last_cause: Exception | None = None  # the KGError behind last_error
        self.applied = False
        self.pending = 0  # requests sent and not yet answered
        self._skip: str | None = None  # "undo" or "redo": the stack's next call of it sends nothing
        # Called once the first run is answered: with None when it was done, else with the reason.
        # A form that waits for it (New entity) shows a refusal at its field and stays open, so the
        # session does not also report it.
        self.first_run_answered: Callable[[str | None], None] | None = None

    def skip_next(self, direction: str) -> None:
        """Let the stack move over this command once without a request (it is already in that state)."""
        self._skip = direction

    def redo(self) -> None:
        if self.failed:
            return
        if self._skip == "redo":
            self._skip = None
            return
        self.runs += 1
        self._undoing = False
        self.send_redo()

    def undo(self) -> None:
        if self.failed:
            return
        if self._skip == "undo":
            self._skip = None
            return
        self._undoing = True
        self.send_undo()

    def send_redo(self) -> None:
        raise NotImplementedError

    def send_undo(self) -> None:
        raise NotImplementedError

    def _send(self, op: str, *, select_result: bool = False, **args: Any) -> None:
        undoing = self._undoing
        first_run = self.runs == 1 and not undoing
        self.pending += 1

        def done(changes: Changes) -> None:
            self.pending -= 1
            self.applied = not undoing
            select = self.selection_after(changes, undoing) if select_result else None
            self.ctx.apply_changes(changes, select)
            if first_run and self.first_run_answered is not None:
                self.first_run_answered(None)

        def error(message: str) -> None:
            self.pending -= 1
            cause = getattr(message, "cause", None)
            if first_run:
                self.failed = True
                if isinstance(cause, NotFoundError):
                    # The raw "entity '4f52…' not found" names an id nobody knows.
                    message = (f"Cannot {self.label[:1].lower() + self.label[1:]}: it no longer exists (deleted "
                               "or moved since it was shown); nothing was changed.")
            else:
                message = f"Cannot {'undo' if undoing else 'redo'} {quoted(self.label)}: " + \
                    self.refusal(str(message), cause, undoing)
            self.last_error = str(message)
            self.last_cause = cause
            self.ctx.report_failure(self, CommandFailure(str(message), first_run, undoing, cause))
            if first_run and self.first_run_answered is not None:
                self.first_run_answered(str(message))

        self.ctx.submit(op, done, error, **args)

    def refusal(self, message: str, cause: Exception | None, undoing: bool) -> str:
        """Why an undo or redo was refused, in the words of this command."""
        return message

    def selection_after(self, changes: Changes, undoing: bool) -> str | list[str] | None:
        """What a request sent with `select_result` selects once answered: the first entity."""
        return changes.entities[0].id if changes.entities else None

    _undoing = False


class UpdateEntityCommand(StoreCommand):
    """Rename, retype, describe, set properties or confidence; undo writes the old values back."""

    FIELDS = ("name", "type", "description", "properties", "confidence")

    def __init__(self, ctx: CommandContext, before: Entity, *, base: Mapping[str, Any] | None = None,
                 **after: Any):
        """`base`: the values the person's edit started from (what the field showed when they began),
        where they differ from `before` (a live reload may have replaced it meanwhile). The store
        refuses the write if another writer changed a field since (EditConflictError)."""
        unknown = set(after) - set(self.FIELDS)
        if unknown:
            raise ValueError(f"cannot update {', '.join(sorted(unknown))}")
        base = dict(base or {})
        self.entity_id = before.id
        self.entity_name = before.name
        self.redo_fields: dict[str, Any] = {}
        self.undo_fields: dict[str, Any] = {}
        # Who wrote the description undo puts back (known when the edit started from what `before` holds).
        self.undo_description_source = before.description_source if (
            (base.get("description", before.description) or "") == (before.description or "")) else None
        for key, value in after.items():
            old = base[key] if key in base else getattr(before, key)
            if key == "properties":
                patch, back = property_patch(old, value), property_patch(value, old)
                if patch:
                    self.redo_fields[key], self.undo_fields[key] = patch, back
            elif key == "description":
                if (value or "") != (old or ""):
                    self.redo_fields[key], self.undo_fields[key] = value or "", old or ""
            elif value != old:
                self.redo_fields[key], self.undo_fields[key] = value, old
        super().__init__(ctx, self._describe(before))

    def _describe(self, before: Entity) -> str:
        name = short(before.name)
        keys = list(self.redo_fields)
        if keys == ["name"]:
            return f"Rename “{name}” to “{short(self.redo_fields['name'])}”"
        if keys == ["type"]:
            return f"Change type of “{name}” to {self.redo_fields['type']}"
        if keys == ["description"]:
            return f"Edit description of “{name}”"
        if keys == ["properties"]:
            return f"Edit properties of “{name}”"
        if keys == ["confidence"]:
            return f"Set confidence of “{name}” to {self.redo_fields['confidence']:.2f}"
        return f"Edit “{name}”"

    @property
    def is_empty(self) -> bool:
        return not self.redo_fields

    redo_op = "update_entity"

    # Each write states what it expects to find: redo the values undo wrote (or the edit started
    # from), undo the values redo wrote. A property patch is its own base: a key's old value, or
    # None where the key was absent, is what kgstore compares per key.
    def send_redo(self) -> None:
        self._send("update_entity", entity_id=self.entity_id, base=dict(self.undo_fields), **self.redo_fields)

    def send_undo(self) -> None:
        writer = {"description_source": self.undo_description_source} if (
            "description" in self.undo_fields and self.undo_fields["description"] and self.undo_description_source) else {}
        self._send("update_entity", entity_id=self.entity_id, base=dict(self.redo_fields), **writer,
                   **self.undo_fields)

    def refusal(self, message: str, cause: Exception | None, undoing: bool) -> str:
        if not isinstance(cause, EditConflictError):
            return message
        by = cause.entity.description_source
        parts = [f"another writer changed its {c.label} since: this edit {'wrote' if undoing else 'expected'} "
                 f"{shown_value(c.base)}, it is now {shown_value(c.current)}"
                 + (f" (by {by})" if c.field == "description" and by else "") for c in cause.conflicts]
        return "; ".join(parts) + "."

    def id(self) -> int:  # noqa: A003 - Qt's name
        return CONFIDENCE_MERGE_ID if list(self.redo_fields) == ["confidence"] else -1

    def mergeWith(self, other: QUndoCommand) -> bool:  # noqa: N802 - Qt's name
        if not isinstance(other, UpdateEntityCommand) or other.entity_id != self.entity_id:
            return False
        if self.failed or other.failed:
            return False
        self.redo_fields = dict(other.redo_fields)
        self.label = other.label
        self.setText(other.label)
        return True


class CreateEntityCommand(StoreCommand):
    redo_op = "create_entity"

    def __init__(self, ctx: CommandContext, type: str, name: str, *, description: str | None = None,
                 properties: dict | None = None):
        super().__init__(ctx, f"New {type} “{short(name)}”")
        self.token = f"new-entity:{uuid.uuid4()}"
        self.fields = {"type": type, "name": name, "description": description, "properties": properties}

    def send_redo(self) -> None:
        self._send("create_entity", select_result=True, alias=self.token, **self.fields)

    def send_undo(self) -> None:
        self._send("undo_create_entity", entity_id=self.token)


class DeleteEntityCommand(StoreCommand):
    redo_op = "delete_entity"

    def __init__(self, ctx: CommandContext, entity: Entity):
        super().__init__(ctx, f"Delete {entity.type} “{short(entity.name)}”")
        self.entity_id = entity.id

    def send_redo(self) -> None:
        self._send("delete_entity", entity_id=self.entity_id)

    def send_undo(self) -> None:
        self._send("restore_entity", select_result=True, entity_id=self.entity_id)


class AddObservationCommand(StoreCommand):
    redo_op = "add_observation"

    def __init__(self, ctx: CommandContext, entity: Entity, content: str):
        super().__init__(ctx, f"Add observation to “{short(entity.name)}”")
        self.entity_id = entity.id
        self.content = content
        self.token = str(uuid.uuid4())

    def send_redo(self) -> None:
        self._send("add_observation", entity_id=self.entity_id, content=self.content, token=self.token)

    def send_undo(self) -> None:
        self._send("remove_observation", token=self.token)


def edge_phrase(source_name: str, edge_type: str, target_name: str) -> str:
    return f"{short(source_name, 30)} {edge_type} {short(target_name, 30)}"


class CreateEdgeCommand(StoreCommand):
    redo_op = "create_edge"

    def __init__(self, ctx: CommandContext, source: Entity, target: Entity, edge_type: str, *,
                 valid_from: int | None = None, valid_to: int | None = None):
        super().__init__(ctx, f"New relationship {edge_phrase(source.name, edge_type, target.name)}")
        self.token = f"new-edge:{uuid.uuid4()}"
        self.args = {"source_id": source.id, "target_id": target.id, "edge_type": edge_type,
                     "valid_from": valid_from, "valid_to": valid_to}

    def send_redo(self) -> None:
        self._send("create_edge", alias=self.token, **self.args)

    def send_undo(self) -> None:
        self._send("undo_create_edge", edge_id=self.token)


class InvalidateEdgeCommand(StoreCommand):
    """Close a relationship at `valid_to`. Undo reopens it (same id, same start)."""

    redo_op = "invalidate_edge"

    def __init__(self, ctx: CommandContext, edge: Edge, valid_to: int, phrase: str):
        super().__init__(ctx, f"Invalidate {phrase}")
        self.edge_id = edge.id
        self.valid_to = valid_to

    def send_redo(self) -> None:
        self._send("invalidate_edge", edge_id=self.edge_id, valid_to=self.valid_to)

    def send_undo(self) -> None:
        self._send("reopen_edge", edge_id=self.edge_id, valid_to=self.valid_to)


class DeleteEdgeCommand(StoreCommand):
    redo_op = "delete_edge"

    def __init__(self, ctx: CommandContext, edge: Edge, phrase: str):
        super().__init__(ctx, f"Delete relationship {phrase}")
        self.edge_id = edge.id

    def send_redo(self) -> None:
        self._send("delete_edge", edge_id=self.edge_id)

    def send_undo(self) -> None:
        self._send("restore_edge", edge_id=self.edge_id)


EDGE_FIELD_LABELS = {"type": "type", "properties": "properties", "confidence": "confidence",
                     "valid_from": "start", "valid_to": "end"}


def _conflict_parts(cause: EditConflictError, undoing: bool) -> str:
    parts = [f"another writer changed its {c.label} since: this edit {'wrote' if undoing else 'expected'} "
             f"{shown_value(c.base)}, it is now {shown_value(c.current)}" for c in cause.conflicts]
    return "; ".join(parts) + "."


class UpdateEdgeCommand(StoreCommand):
    """Correct a relationship in place: type, window, properties, confidence. Same id and creation
    time before and after; undo writes the old values back, refused if another writer changed
    them since (as entity edits)."""

    FIELDS = tuple(EDGE_FIELD_LABELS)
    redo_op = "update_edge"

    def __init__(self, ctx: CommandContext, before: Edge, phrase: str, *, base: Mapping[str, Any] | None = None,
                 **after: Any):
        """`base`: what the edit form showed when the person began, where it differs from
        `before`. `after` holds the new values; `valid_to=None` makes the relationship current."""
        unknown = set(after) - set(self.FIELDS)
        if unknown:
            raise ValueError(f"cannot update {', '.join(sorted(unknown))}")
        base = dict(base or {})
        self.edge_id = before.id
        self.redo_fields: dict[str, Any] = {}
        self.undo_fields: dict[str, Any] = {}
        for key, value in after.items():
            old = base[key] if key in base else getattr(before, key)
            if key == "properties":
                patch, back = property_patch(old, value), property_patch(value, old)
                if patch:
                    self.redo_fields[key], self.undo_fields[key] = patch, back
            elif key == "confidence":
                if old is None or abs(value - old) > 1e-9:
                    self.redo_fields[key], self.undo_fields[key] = value, old
            elif value != old:
                self.redo_fields[key], self.undo_fields[key] = value, old
        keys = list(self.redo_fields)
        if keys == ["type"]:
            text = f"Change type of {phrase} to {self.redo_fields['type']}"
        elif keys == ["confidence"]:
            text = f"Set confidence of {phrase} to {self.redo_fields['confidence']:.2f}"
        elif set(keys) <= {"valid_from", "valid_to"} and keys:
            text = f"Change when {phrase} holds"
        else:
            text = f"Edit relationship {phrase}"
        super().__init__(ctx, text)

    @property
    def is_empty(self) -> bool:
        return not self.redo_fields

    def send_redo(self) -> None:
        self._send("update_edge", edge_id=self.edge_id, base=dict(self.undo_fields), **self.redo_fields)

    def send_undo(self) -> None:
        self._send("update_edge", edge_id=self.edge_id, base=dict(self.redo_fields), **self.undo_fields)

    def refusal(self, message: str, cause: Exception | None, undoing: bool) -> str:
        return _conflict_parts(cause, undoing) if isinstance(cause, EditConflictError) else message


class UpdateObservationCommand(StoreCommand):
    """Correct an observation's text (same id and time). It becomes the person's (source manual);
    undo puts back the old text and its writer."""

    redo_op = "update_observation"

    def __init__(self, ctx: CommandContext, before: Observation, content: str, entity_name: str, *,
                 base: str | None = None):
        super().__init__(ctx, f"Edit observation of “{short(entity_name)}”")
        self.observation_id = before.id
        self.entity_id = before.entity_id
        self.old_content = before.content if base is None else base
        self.old_source = before.source
        self.new_content = content

    @property
    def is_empty(self) -> bool:
        return self.new_content == self.old_content

    def send_redo(self) -> None:
        self._send("update_observation", observation_id=self.observation_id, content=self.new_content,
                   base=self.old_content, source="manual")

    def send_undo(self) -> None:
        self._send("update_observation", observation_id=self.observation_id, content=self.old_content,
                   base=self.new_content, source=self.old_source)

    def refusal(self, message: str, cause: Exception | None, undoing: bool) -> str:
        return _conflict_parts(cause, undoing) if isinstance(cause, EditConflictError) else message


class DeleteObservationCommand(StoreCommand):
    redo_op = "delete_observation"

    def __init__(self, ctx: CommandContext, observation: Observation, entity_name: str):
        super().__init__(ctx, f"Delete observation “{short(observation.content, 30)}” of “{short(entity_name)}”")
        self.observation_id = observation.id
        self.entity_id = observation.entity_id

    def send_redo(self) -> None:
        self._send("delete_observation", observation_id=self.observation_id, entity_id=self.entity_id)

    def send_undo(self) -> None:
        self._send("restore_observation", observation_id=self.observation_id)


class MergeEntitiesCommand(StoreCommand):
    """Merge one entity into another (kgstore's rules; a backup is taken first). Undo puts both
    back exactly as they were: the merged one with its id, times, relationships, observations
    and position, the kept one with its old description, properties and times."""

    redo_op = "merge_entities"

    def __init__(self, ctx: CommandContext, keep: Entity, other: Entity):
        super().__init__(ctx, f"Merge “{short(other.name)}” into “{short(keep.name)}”")
        self.keep_id = keep.id
        self.other_id = other.id
        self.token = f"merge:{uuid.uuid4()}"

    def send_redo(self) -> None:
        self._send("merge_entities", select_result=True, keep_id=self.keep_id, other_id=self.other_id,
                   token=self.token)

    def send_undo(self) -> None:
        self._send("undo_merge", select_result=True, token=self.token)

    def selection_after(self, changes: Changes, undoing: bool) -> str | list[str] | None:
        # The merge selects the one kept; its undo selects both again, as they were before it.
        return [self.other_id, self.keep_id] if undoing else self.keep_id
