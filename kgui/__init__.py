"""Knowledge Graph Explorer: the PySide6 desktop application over kgstore."""
