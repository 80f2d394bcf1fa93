"""The merge pictures of docs/screenshots.md: the Merge dialog on two selected entities and the
Possible Duplicates list, on the demo workspace with a few lookalikes an agent might have written
(Postgres beside PostgreSQL, "auth service" beside auth-service, ...), in a 1024x700 window.

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/curation-screenshots.py [OUT_DIR]

A dialog is its own window, so each picture is the main window with the dialog drawn centred on it.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPoint, QSettings  # noqa: E402
from PySide6.QtGui import QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

import kgstore  # noqa: E402
from kgstore.agent.demo import load_demo  # noqa: E402


def seed(db: str) -> None:
    with kgstore.open(db) as kg:
        ws = kg.workspace("default")
        load_demo(ws)

        def find(type_name, name):
            return ws.find_entity(type_name, name)

        pg = ws.upsert_entity("technology", "Postgres", description="database the payments task used",
                              source="auto", properties={"version": "15"}, task_id="task-payments")
        ws.create_edge(find("service", "payments API").id, pg.id, "connects_to", source="auto", task_id="task-payments")
        ws.create_edge(find("service", "backend").id, pg.id, "connects_to", source="auto", task_id="task-payments")
        ws.add_observation(pg.id, "connection pool raised to 20 for the payments load test", source="auto",
                           task_id="task-payments")
        auth = ws.upsert_entity("service", "auth service", source="auto", task_id="task-login")
        ws.create_edge(auth.id, find("api_endpoint", "POST /auth/login").id, "exposes", source="auto",
                       task_id="task-login")
        ws.upsert_entity("technology", "nodejs", source="auto", task_id="task-login")
        ws.upsert_entity("person", "Sarah K. Lee", description="Tech lead (from mail)", source="auto",
                         properties={"email": "sarah.lee@example.com"})
        ws.upsert_entity("person", "Sarah Lee", source="auto")


def main(out: Path) -> int:
    app = QApplication(sys.argv)
    from kgui.session import ExplorerSession
    from kgui.views.main_window import MainWindow
    from kgui.worker import WorkerConfig

    folder = Path(tempfile.mkdtemp())
    db = str(folder / "curation.db")
    seed(db)
    settings = QSettings(str(folder / "kgui.ini"), QSettings.Format.IniFormat)
    session = ExplorerSession(db, config=WorkerConfig(cleanup_delay_ms=None, decay_first_delay_ms=None))
    window = MainWindow(session, settings, workspace="default")
    session.setParent(window)
    window.resize(1024, 700)
    window.show()
    window.start()

    def wait(condition, timeout: float = 20.0) -> None:
        end = time.time() + timeout
        while time.time() < end and not condition():
            app.processEvents()
            time.sleep(0.02)

    def quiet() -> bool:
        return session.client.is_idle() and not session._stats_timer.isActive()

    def picture(dialog, name: str) -> None:
        wait(lambda: False, 0.6)  # the last paints
        shot = window.grab()
        over = dialog.grab()
        painter = QPainter(shot)
        painter.drawPixmap(QPoint((shot.width() - over.width()) // 2, max(30, (shot.height() - over.height()) // 2)),
                           over)
        painter.end()
        shot.save(str(out / name))
        print(out / name)

    wait(lambda: session.model.stats is not None and quiet())
    wait(lambda: window.graph_view.canvas.layout_at_rest)
    wait(quiet)
    with kgstore.open(db) as kg:
        ws = kg.workspace("default")
        pair = [ws.find_entity("technology", "Postgres").id, ws.find_entity("technology", "PostgreSQL").id]
    session.select_many(pair)
    wait(quiet)
    window.actions.merge.trigger()
    dialog = window.active_dialog
    wait(lambda: dialog.merge_button.isEnabled())
    picture(dialog, "curation-merge-dialog.png")
    dialog.reject()
    wait(quiet)
    duplicates = window.open_possible_duplicates()
    wait(lambda: duplicates.tree.topLevelItemCount() > 0)
    picture(duplicates, "curation-possible-duplicates.png")
    duplicates.close()
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1] if len(sys.argv) > 1 else "docs")))
