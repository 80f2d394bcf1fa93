"""The explorer's widgets. They mirror the graph model by signals and edit through the session."""
