"""The entity inspector: view and edit one entity, its observations and relationships."""

from .inspector import Inspector

__all__ = ["Inspector"]
