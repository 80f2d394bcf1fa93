"""PyInstaller entry point of the bundle's `kg` executable (the command line and MCP server)."""

from kgstore.agent.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
