"""Where the shipped data files (``resources/``: demo workspace, icons, desktop file) are.

The folder lives at the repository root, next to the packages. Depending on how the code runs
it is found in one of these places, tried in this order:

1. a PyInstaller bundle: ``<sys._MEIPASS>/resources`` (the bundle's ``_internal`` folder);
2. a source checkout or an editable install: ``<repository>/resources``;
3. a wheel install: the wheel carries the folder as data files, installed under
   ``<prefix>/share/knowledge-graph-explorer/resources`` (``<prefix>`` is the venv, ``/usr/local``,
   or ``~/.local`` for ``pip install --user``); found through the distribution's file list, with
   the usual prefixes as a fallback.

Pure stdlib: no Qt here (kgstore never imports it).
"""

from __future__ import annotations

import os
import site
import sys
from functools import lru_cache
from pathlib import Path

DISTRIBUTION = "knowledge-graph-explorer"
SHARE_SUBDIR = Path("share") / "knowledge-graph-explorer" / "resources"
ENV_OVERRIDE = "KGE_RESOURCES"  # a folder to use instead (packagers, tests)

_MARKER = Path("demo") / "demo-workspace.json"  # every complete resources folder has it


def _installed_dir() -> Path | None:
    """The resources folder recorded in the installed distribution's file list (wheel installs)."""
    try:
        from importlib import metadata

        dist = metadata.distribution(DISTRIBUTION)
    except Exception:  # not installed, or broken metadata
        return None
    for entry in dist.files or ():
        posix = entry.as_posix()
        if posix.endswith("knowledge-graph-explorer/resources/" + _MARKER.as_posix()):
            path = Path(dist.locate_file(entry)).resolve()
            return path.parents[1]
    return None


def candidate_dirs() -> list[Path]:
    """Every place looked at, in order (existing or not)."""
    found: list[Path] = []
    override = os.environ.get(ENV_OVERRIDE)
    if override:
        found.append(Path(override).expanduser())
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        found.append(Path(bundle) / "resources")
    found.append(Path(__file__).resolve().parents[1] / "resources")
    installed = _installed_dir()
    if installed is not None:
        found.append(installed)
    prefixes = [sys.prefix, getattr(site, "USER_BASE", None) or "", "/usr/local", "/usr"]
    for prefix in prefixes:
        if prefix:
            found.append(Path(prefix) / SHARE_SUBDIR)
    unique: list[Path] = []
    for path in found:
        if path not in unique:
            unique.append(path)
    return unique


@lru_cache(maxsize=1)
def resources_dir() -> Path | None:
    """The first complete resources folder, or None when there is none."""
    for folder in candidate_dirs():
        if (folder / _MARKER).is_file():
            return folder
    return None


def resource_path(*parts: str) -> Path | None:
    """``resources/<parts…>`` if that file or folder exists, else None."""
    folder = resources_dir()
    if folder is None:
        return None
    path = folder.joinpath(*parts)
    return path if path.exists() else None
