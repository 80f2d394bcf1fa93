"""Graph canvas: force-directed layout, scene arrays, batched QPainter renderer, widget.

layout and scene_model are numpy only (no Qt) and can be used from any thread or process;
renderer, view and layout_worker need PySide6. Nothing here imports kgstore: the canvas takes
plain ids, labels, types and edge tuples.
"""

from .layout import ForceLayout, LayoutParams, layout_energy, place_unplaced, tune_malloc
from .scene_model import SceneModel, Viewport, type_color

__all__ = [
    "ForceLayout", "LayoutParams", "layout_energy", "place_unplaced", "tune_malloc",
    "SceneModel", "Viewport", "type_color",
    # Qt parts, imported lazily so `import kgui.canvas.layout` stays Qt-free:
    "GraphCanvas", "GraphRenderer", "RenderStyle", "LayoutController", "LayoutWorker",
]


def __getattr__(name):
    if name == "GraphCanvas":
        from .view import GraphCanvas
        return GraphCanvas
    if name in ("GraphRenderer", "RenderStyle", "RenderStats"):
        from . import renderer
        return getattr(renderer, name)
    if name in ("LayoutController", "LayoutWorker"):
        from . import layout_worker
        return getattr(layout_worker, name)
    raise AttributeError(name)
