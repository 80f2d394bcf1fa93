"""Every edit made in the GUI is a QUndoCommand whose redo/undo send requests to the worker."""

from .commands import (
    AddObservationCommand,
    CommandFailure,
    CreateEdgeCommand,
    CreateEntityCommand,
    DeleteEdgeCommand,
    DeleteEntityCommand,
    DeleteObservationCommand,
    InvalidateEdgeCommand,
    MergeEntitiesCommand,
    StoreCommand,
    UpdateEdgeCommand,
    UpdateEntityCommand,
    UpdateObservationCommand,
    property_patch,
)
from .context import CommandContext
from .curation_commands import ConfirmItemsCommand, DeleteItemsCommand, ForgetTaskCommand, MarkReviewedCommand

__all__ = ["CommandContext", "CommandFailure", "StoreCommand", "UpdateEntityCommand", "CreateEntityCommand",
           "DeleteEntityCommand", "AddObservationCommand", "CreateEdgeCommand", "InvalidateEdgeCommand",
           "DeleteEdgeCommand", "MergeEntitiesCommand", "UpdateEdgeCommand", "UpdateObservationCommand",
           "DeleteObservationCommand", "property_patch", "ConfirmItemsCommand", "DeleteItemsCommand",
           "MarkReviewedCommand", "ForgetTaskCommand"]
