"""What the explorer shows, as plain Python state (no Qt).

`GraphModel` holds the loaded entities and edges of one workspace, the selection, the filters and
the "as of" time; it tells listeners about every change by plain callbacks. `qt_signals` wraps it
in a QObject for the views. The store worker produces `Changes`, which the model applies.
"""

from .changes import Changes
from .filters import SOURCES, Filters
from .graph_model import GraphModel, ModelEvent
from .view_spec import FOCUS, WORKSPACE, ViewSpec

__all__ = ["Changes", "Filters", "SOURCES", "GraphModel", "ModelEvent", "ViewSpec", "FOCUS", "WORKSPACE"]
