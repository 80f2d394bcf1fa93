"""PyInstaller entry point of the bundle's `kgui` executable (the explorer)."""

import multiprocessing

if __name__ == "__main__":
    # The canvas's layout runs in a child process started with "spawn": in the bundle that child
    # is this executable again, and freeze_support() turns it into the layout process.
    multiprocessing.freeze_support()
    from kgui.app import main

    raise SystemExit(main())
