"""Invalidate: a time before the relationship's start is refused at the field, never moved."""

from __future__ import annotations

from PySide6.QtCore import QDateTime

from kgstore import Edge
from kgui.dialogs.invalidate_dialog import InvalidateDialog

START = 1_700_000_000_000


def _edge() -> Edge:
    return Edge(id="e1", workspace_id="w", source_id="a", target_id="b", type="uses", properties={},
                confidence=1.0, source="manual", task_id=None, created_at=START, valid_from=START, valid_to=None)


def test_a_time_before_the_start_is_refused_and_kept(qtbot):
    dialog = InvalidateDialog(_edge(), "A uses B")
    qtbot.addWidget(dialog)
    before = QDateTime.fromMSecsSinceEpoch(START - 86_400_000)
    dialog.valid_to.setDateTime(before)
    assert dialog.valid_to.dateTime() == before, "the typed time was moved"
    assert not dialog.error_label.isHidden() and "after it started" in dialog.error_label.text()
    assert not dialog.invalidate_button.isEnabled()
    accepted = []
    dialog.accepted.connect(lambda: accepted.append(True))
    dialog.accept()
    assert accepted == [] and dialog.valid_to.dateTime() == before


def test_a_time_after_the_start_is_what_is_written(qtbot):
    dialog = InvalidateDialog(_edge(), "A uses B")
    qtbot.addWidget(dialog)
    after = QDateTime.fromMSecsSinceEpoch(START + 3_600_000)
    dialog.valid_to.setDateTime(after)
    assert dialog.error_label.isHidden() and dialog.invalidate_button.isEnabled()
    assert dialog.valid_to_ms() == START + 3_600_000
