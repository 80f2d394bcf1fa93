"""kgstore: an AI agent's knowledge-graph memory in one SQLite file.

Typed entities, directed relationships that hold for a window of time, and timestamped
observations, per workspace. Pure Python: never imports Qt.
"""

from .errors import (
    ConflictError,
    EditConflictError,
    FieldConflict,
    KGError,
    NotAKnowledgeGraphError,
    NotFoundError,
    ReadOnlyError,
    StoreBusyError,
    ValidationError,
)
from .records import (
    ChangeHistogram,
    ChangeSet,
    ClearReport,
    DeletionReport,
    Edge,
    Entity,
    EntityType,
    ForgottenTask,
    GraphPath,
    MemorySettings,
    Mention,
    Neighbor,
    Observation,
    Reinsertion,
    ReviewItem,
    SavedPosition,
    SearchHit,
    TaskMemory,
    TaskWrites,
    Stats,
    Structure,
    StructureReport,
    Subgraph,
    UpdateResult,
)
from .graph.record_edits import UNCHANGED
from .graph.merge import MergeReport, MergeSnapshot, MergeUndone
from .queries.possible_duplicates import PossibleDuplicate
from .store import KnowledgeGraph, open

__all__ = [
    "open", "KnowledgeGraph", "KGError", "ValidationError", "NotFoundError", "ConflictError",
    "EditConflictError", "FieldConflict",
    "StoreBusyError", "ReadOnlyError", "NotAKnowledgeGraphError", "Entity", "Edge", "Observation", "SearchHit", "Neighbor", "Subgraph",
    "UpdateResult", "Stats", "EntityType", "MemorySettings", "DeletionReport", "ClearReport",
    "Reinsertion", "SavedPosition", "GraphPath", "StructureReport", "Structure", "ChangeHistogram", "ChangeSet",
    "UNCHANGED", "MergeReport", "MergeSnapshot", "MergeUndone", "PossibleDuplicate",
    "ReviewItem", "TaskMemory", "TaskWrites", "ForgottenTask", "Mention",
]
