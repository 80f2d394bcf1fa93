"""Application entry point (`kgui`)."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    from PySide6.QtWidgets import QApplication, QLabel

    app = QApplication(sys.argv if argv is None else argv)
    label = QLabel("Knowledge Graph Explorer")
    label.resize(640, 400)
    label.show()
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
