"""PyInstaller entry point of the bundle's `kgui` executable (the explorer)."""

from kgui.app import main

if __name__ == "__main__":
    raise SystemExit(main())
