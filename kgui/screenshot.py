"""`kgui --screenshot FILE`: picture the main window once it has loaded, then quit.

Used by the README and docs pictures, the packaging check of the bundle, and bug reports. The
window is grabbed when

- the file is open (or failed to open: the picture then shows the error),
- the workspace is loaded and the store worker has answered everything (with --demo: the demo
  has been loaded and the view refreshed; with --select: the inspector shows that entity),
- the graph layout, when the canvas has one, has come to rest (at most LAYOUT_WAIT_S),

and a moment later, so that the last paint has happened. Exit status: 0 written; 2 refused before
starting (`check_target`: no such folder, not an image extension; kgui.app); 1 writing failed;
3 written, but the window was still busy after `timeout_s` (the picture shows that moment).
"""

from __future__ import annotations

import logging
import os
import sys
import time
from pathlib import Path

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QImageWriter
from PySide6.QtWidgets import QApplication

log = logging.getLogger(__name__)

POLL_MS = 100
SETTLE_MS = 400  # after everything is quiet, one more paint
LAYOUT_WAIT_S = 45.0  # a loaded machine lays 2,000 nodes out in seconds, not instantly
DEFAULT_TIMEOUT_S = 90.0
EXIT_OK, EXIT_WRITE_FAILED, EXIT_TIMED_OUT = 0, 1, 3


def check_target(path: str) -> str | None:
    """Why `path` cannot take a screenshot (before anything starts), or None when it can."""
    target = Path(path).expanduser()
    suffix = target.suffix.lower().lstrip(".")
    formats = {bytes(f).decode().lower() for f in QImageWriter.supportedImageFormats()}
    if not suffix:
        return "the file name needs an image extension such as .png"
    if suffix not in formats:
        return f"cannot write .{suffix} images (use .png)"
    parent = target.parent if str(target.parent) else Path(".")
    if not parent.is_dir():
        return f"the folder {str(parent)!r} does not exist"
    if target.is_dir():
        return f"{str(target)!r} is a folder"
    if not os.access(parent, os.W_OK) or (target.exists() and not os.access(target, os.W_OK)):
        return f"no permission to write in {str(parent)!r}"
    return None


def _layout_running(window) -> bool:
    """True while the canvas (if any) is still laying the graph out."""
    canvas = getattr(getattr(window, "canvas_area", None), "canvas", None)
    for holder in (canvas, getattr(canvas, "layout_controller", None), getattr(canvas, "_layout", None)):
        if holder is None:
            continue
        for name in ("is_layout_running", "layout_running", "running"):
            value = getattr(holder, name, None)
            if value is None:
                continue
            try:
                return bool(value() if callable(value) else value)
            except Exception:  # a canvas API we do not know: do not wait on it
                return False
    return False


class ScreenshotJob(QObject):
    """Waits for the window to settle, grabs it, saves it, and quits the application."""

    def __init__(self, window, path: str, *, select: str | None = None, timeout_s: float = DEFAULT_TIMEOUT_S,
                 select_entity=None):
        super().__init__(window)
        self.window = window
        self.path = str(Path(path).expanduser())
        self.select = select
        self.select_entity = select_entity
        self.deadline = time.monotonic() + timeout_s
        self.layout_deadline: float | None = None
        self.opened = None  # the OpenResult, once the worker answered
        self.selected = False
        self.exit_code: int | None = None
        self.timed_out = False
        window.session.store_opened.connect(self._on_opened)
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._check)

    def start(self) -> None:
        self._timer.start()

    def _on_opened(self, result) -> None:
        self.opened = result

    def _quiet(self) -> bool:
        w = self.window
        s = w.session
        if self.opened is None:
            return False
        if not self.opened.ok:
            return True  # picture the error
        busy = (s.model.stats is None or not s.client.is_idle() or getattr(w, "demo_requested", False)
                or getattr(s, "_reload_running", False))
        for timer_name in ("_stats_timer", "_external_timer"):
            timer = getattr(s, timer_name, None)
            if timer is not None and timer.isActive():
                busy = True
        return not busy

    def _check(self) -> None:
        now = time.monotonic()
        if now > self.deadline:
            self.timed_out = True
            log.warning("screenshot: the window was still busy after the timeout; taking the picture anyway")
            self._shoot()
            return
        if not self._quiet():
            return
        if self.select and not self.selected:
            self.selected = True
            if self.select_entity is not None:
                self.select_entity(self.window, self.select)
            return  # the details request makes the worker busy again; wait for it
        if self.layout_deadline is None:
            self.layout_deadline = now + LAYOUT_WAIT_S
        if _layout_running(self.window) and now < self.layout_deadline:
            return
        self._timer.stop()
        QTimer.singleShot(SETTLE_MS, self._shoot_if_still_quiet)

    def _shoot_if_still_quiet(self) -> None:
        if self._quiet() or time.monotonic() > self.deadline:
            self._shoot()
        else:
            self._timer.start()  # something arrived in the meantime (a reload); wait again

    def _shoot(self) -> None:
        self._timer.stop()
        if self.exit_code is not None:
            return
        image = self.window.grab()
        if image.isNull() or not image.save(self.path):
            print(f"kgui: cannot write the screenshot to {self.path}", file=sys.stderr)
            self.exit_code = EXIT_WRITE_FAILED
        else:
            print(f"kgui: saved a {image.width()}x{image.height()} screenshot to {self.path}", file=sys.stderr)
            self.exit_code = EXIT_TIMED_OUT if self.timed_out else EXIT_OK
        self.window.close()  # stops the store worker
        QApplication.exit(self.exit_code)


def schedule_screenshot(window, path: str, *, select: str | None = None, select_entity=None,
                        timeout_s: float | None = None) -> ScreenshotJob:
    if timeout_s is None:
        timeout_s = float(os.environ.get("KGUI_SCREENSHOT_TIMEOUT", DEFAULT_TIMEOUT_S))
    job = ScreenshotJob(window, path, select=select, timeout_s=timeout_s, select_entity=select_entity)
    job.start()
    return job
