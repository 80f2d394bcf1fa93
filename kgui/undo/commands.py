"""The undoable edits. Each redo()/undo() sends one request to the store worker.

Ids: a command keeps the ids it was created with; the worker resolves them to whatever id now
stands for the same entity or edge (undo of a delete re-creates it under a new id). Commands that
create something pass a token that the worker makes an alias of the created id, so an undo that
is sent before the creation was answered still finds its target.

Callbacks may run after Qt deleted the command (when the stack dropped it), so they only touch
plain Python attributes.
"""

from __future__ import annotations

import uuid
from typing import Any

from PySide6.QtGui import QUndoCommand

from kgstore import Edge, Entity

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


class StoreCommand(QUndoCommand):
    """Base: sends requests, applies the answers, reports failures."""

    def __init__(self, ctx: CommandContext, text: str):
        super().__init__(text)
        self.ctx = ctx
        self.label = text
        self.runs = 0  # how many times redo() ran
        self.failed = False  # the first redo failed: undo/redo do nothing
        self.last_error: str | None = None

    def redo(self) -> None:
        if self.failed:
            return
        self.runs += 1
        self.send_redo()

    def undo(self) -> None:
        if self.failed:
            return
        self.send_undo()

    def send_redo(self) -> None:
        raise NotImplementedError

    def send_undo(self) -> None:
        raise NotImplementedError

    def _send(self, op: str, *, select_result: bool = False, **args: Any) -> None:
        first_run = self.runs == 1 and op == self.redo_op

        def done(changes: Changes) -> None:
            select = changes.entities[0].id if select_result and changes.entities else None
            self.ctx.apply_changes(changes, select)

        def error(message: str) -> None:
            self.last_error = message
            if first_run:
                self.failed = True
            self.ctx.report_failure(self, message, first_run)

        self.ctx.submit(op, done, error, **args)

    redo_op = ""


class UpdateEntityCommand(StoreCommand):
    """Rename, retype, describe, set properties or confidence; undo writes the old values back."""

    FIELDS = ("name", "type", "description", "properties", "confidence")

    def __init__(self, ctx: CommandContext, before: Entity, **after: Any):
        unknown = set(after) - set(self.FIELDS)
        if unknown:
            raise ValueError(f"cannot update {', '.join(sorted(unknown))}")
        self.entity_id = before.id
        self.entity_name = before.name
        self.redo_fields: dict[str, Any] = {}
        self.undo_fields: dict[str, Any] = {}
        for key, value in after.items():
            old = getattr(before, key)
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

    def send_redo(self) -> None:
        self._send("update_entity", entity_id=self.entity_id, **self.redo_fields)

    def send_undo(self) -> None:
        self._send("update_entity", entity_id=self.entity_id, **self.undo_fields)

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
        self._send("delete_entity", entity_id=self.token)


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
        self._send("delete_edge", edge_id=self.token)


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
        self._send("reopen_edge", edge_id=self.edge_id)


class DeleteEdgeCommand(StoreCommand):
    redo_op = "delete_edge"

    def __init__(self, ctx: CommandContext, edge: Edge, phrase: str):
        super().__init__(ctx, f"Delete relationship {phrase}")
        self.edge_id = edge.id

    def send_redo(self) -> None:
        self._send("delete_edge", edge_id=self.edge_id)

    def send_undo(self) -> None:
        self._send("restore_edge", edge_id=self.edge_id)
