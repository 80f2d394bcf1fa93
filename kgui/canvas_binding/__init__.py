"""Between the graph model and the graph canvas: the canvas mirrors the model (CanvasBinding)
and the view's neighbourhoods are fetched from the store worker (ViewLoader)."""

from .binding import CanvasBinding
from .view_loader import ViewLoader

__all__ = ["CanvasBinding", "ViewLoader"]
