"""Application entry point (`kgui`)."""

from __future__ import annotations

import logging
import sys
from pathlib import Path

from .options import AppOptions, parse_options

ORGANIZATION = "KnowledgeGraphExplorer"
APPLICATION = "Knowledge Graph Explorer"


def apply_color_scheme(app, scheme: str) -> None:
    """Follow the system palette (default). "dark"/"light" ask the platform for that scheme and,
    where it cannot switch (no platform theme, e.g. a bare X server), use Fusion with a palette."""
    from PySide6.QtCore import Qt

    from .style.palette import dark_palette, light_palette

    if scheme == "system":
        return
    target = Qt.ColorScheme.Dark if scheme == "dark" else Qt.ColorScheme.Light
    hints = app.styleHints()
    app.setStyle("Fusion")  # draws from the palette on every platform
    if hasattr(hints, "setColorScheme"):
        hints.setColorScheme(target)
    if hints.colorScheme() != target:
        app.setPalette(dark_palette() if scheme == "dark" else light_palette())


def create_window(options: AppOptions, settings=None):
    from PySide6.QtCore import QSettings

    from .session import ExplorerSession
    from .views.main_window import MainWindow
    from .worker import WorkerConfig

    config = WorkerConfig()
    if options.cleanup_delay_s is not None:
        config = WorkerConfig(cleanup_delay_ms=int(options.cleanup_delay_s * 1000))
    session = ExplorerSession(options.db, config=config)
    window = MainWindow(session, settings or QSettings(), workspace=options.workspace, demo=options.demo)
    session.setParent(window)
    if not options.screenshot:  # a picture shows the window as it is, without the welcome dialog
        from .dialogs.first_run import install_first_run

        install_first_run(window)
    return window


def _when_loaded(window, callback, min_entities: int = 0) -> None:
    """Call back once the workspace is loaded (with at least `min_entities`) and the worker is idle."""
    from PySide6.QtCore import QTimer

    def check() -> None:
        session = window.session
        if (session.model.stats is None or not session.client.is_idle()
                or len(session.model.entities) < min_entities):
            QTimer.singleShot(100, check)
            return
        callback()

    QTimer.singleShot(300, check)


def _select_named(window, name: str) -> None:
    entity = next((e for e in window.session.model.entities.values() if e.name == name), None)
    if entity is not None:
        window.session.select(entity)


def _schedule_screenshot(window, path: str, select: str | None):
    """Save a picture of the window once it has loaded and settled, then quit (kgui.screenshot)."""
    from .screenshot import schedule_screenshot

    return schedule_screenshot(window, path, select=select, select_entity=_select_named)


def _install_excepthook(window) -> None:
    """A bug in a slot is logged and shown in the window instead of vanishing on stderr."""
    log = logging.getLogger("kgui")

    def hook(exc_type, exc, tb) -> None:
        log.error("unexpected error", exc_info=(exc_type, exc, tb))
        try:
            window.session.error_reported.emit(f"Unexpected error: {exc_type.__name__}: {exc}")
        except RuntimeError:
            pass  # the window is gone

    sys.excepthook = hook


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv if argv is None else argv)
    options, qt_args = parse_options(argv[1:])
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")

    from PySide6.QtWidgets import QApplication

    from .style.icons import app_icon

    QApplication.setOrganizationName(ORGANIZATION)
    QApplication.setApplicationName(APPLICATION)
    QApplication.setDesktopFileName("knowledge-graph-explorer")
    app = QApplication([argv[0] if argv else "kgui", *qt_args])
    apply_color_scheme(app, options.color_scheme)
    app.setWindowIcon(app_icon())
    settings = None
    shot_dir = None
    if options.screenshot:
        from .screenshot import check_target

        problem = check_target(options.screenshot)
        if problem:
            print(f"kgui: cannot write the screenshot to {options.screenshot}: {problem}", file=sys.stderr)
            return 2
        # A clean first-run layout, and the user's settings left alone.
        import tempfile

        from PySide6.QtCore import QSettings

        shot_dir = tempfile.TemporaryDirectory(prefix="kgui-shot-")
        settings = QSettings(str(Path(shot_dir.name) / "kgui.ini"), QSettings.Format.IniFormat)
    window = create_window(options, settings)
    _install_excepthook(window)
    if options.panel:  # once the window is shown: a dock tabified before that is placed apart
        dock = window.review_dock if options.panel == "review" else window.tasks_dock
        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, lambda: window.open_panel(dock))
    if options.as_of or options.focus or options.depth or options.compare:
        from .views.view_options import apply_view_options, parse_as_of

        apply_view_options(window, as_of=parse_as_of(options.as_of) if options.as_of else None,
                           focus=options.focus, depth=options.depth,
                           compare=tuple(parse_as_of(t) for t in options.compare) if options.compare else None)
    maximized = False
    from .views.panel_layout import fit_to_screen, shrink_to_screen

    if options.screenshot:
        # Pictures are 1440x900, or on a real screen too small for that, what it shows of the
        # window (the offscreen platform's virtual screen is no screen anyone looks at).
        if app.platformName() != "offscreen" and shrink_to_screen(window):
            maximized = window.resize_docks_on_show = True
    else:
        if window.settings.value("main_window/geometry") is None:
            maximized = fit_to_screen(window)  # a small screen: all of it, not 1440x900 off the edge
        elif shrink_to_screen(window):  # saved on a larger screen
            maximized = window.resize_docks_on_show = True
    if maximized:
        window.showMaximized()
    else:
        window.show()
    window.start()
    if options.screenshot:
        _schedule_screenshot(window, options.screenshot, options.select)
    elif options.select:
        _when_loaded(window, lambda: _select_named(window, options.select), min_entities=1)
    status = app.exec()
    if shot_dir is not None:
        shot_dir.cleanup()
    return status


if __name__ == "__main__":
    raise SystemExit(main())
