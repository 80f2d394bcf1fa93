"""kgstore must be usable without Qt: importing every module leaves PySide6 unimported."""

from __future__ import annotations

import subprocess
import sys
import textwrap


def test_importing_every_kgstore_module_does_not_import_qt():
    code = textwrap.dedent(
        """
        import importlib, pkgutil, sys
        import kgstore
        names = [m.name for m in pkgutil.walk_packages(kgstore.__path__, "kgstore.")]
        for name in names:
            importlib.import_module(name)
        bad = [m for m in sys.modules if m.split(".")[0] in ("PySide6", "shiboken6", "PyQt5", "PyQt6")]
        print(len(names))
        sys.exit(1 if bad else 0)
        """
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert int(proc.stdout.strip().splitlines()[-1]) >= 10
