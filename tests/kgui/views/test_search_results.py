"""Search result rows say where the query matched (name, description, observation), with the
matched words in bold, how (inside a word, similar spelling), and label the entity's confidence
as confidence (issue #19, item 6)."""

from __future__ import annotations

import pytest
from conftest import settle
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QStyleOptionViewItem

from kgui.views.search_results import (
    CONFIDENCE_ROLE,
    MATCH_RUNS_ROLE,
    NAME_RUNS_ROLE,
    SearchResultDelegate,
)


def search(qtbot, window, text):
    panel = window.search_panel
    panel.search_edit.setText(text)
    settle(qtbot, window)
    assert panel.last_drawn_query == text
    return panel.results_model


def row(model, name):
    for n, entity in enumerate(model.entities()):
        if entity.name == name:
            return model.index(n)
    raise AssertionError(f"{name} not listed: {[e.name for e in model.entities()]}")


def bold_parts(runs):
    return [text for text, bold in runs if bold]


def test_a_typo_finds_the_entity_and_says_so(qtbot, window):
    model = search(qtbot, window, "recat")
    index = row(model, "React")
    assert model.entities()[0].name == "React"
    assert index.data(NAME_RUNS_ROLE) == [("React", True)]
    second = "".join(text for text, _ in index.data(MATCH_RUNS_ROLE))
    assert second == "name (similar) · Frontend framework"
    assert index.data(Qt.ItemDataRole.AccessibleTextRole) == \
        "React, technology, matched in name (similar), confidence 100%"
    assert "found by a similar spelling" in index.data(Qt.ItemDataRole.ToolTipRole)


def test_a_piece_of_a_word_is_marked_in_the_name(qtbot, window):
    model = search(qtbot, window, "gres")
    index = row(model, "PostgreSQL")
    assert index.data(NAME_RUNS_ROLE) == [("Post", False), ("greS", True), ("QL", False)]
    assert "".join(t for t, _ in index.data(MATCH_RUNS_ROLE)) == "name (in a word) · Primary relational database"


def test_an_observation_hit_shows_the_observation_with_the_word_bold(qtbot, window):
    model = search(qtbot, window, "latency")
    index = row(model, "PostgreSQL")
    runs = index.data(MATCH_RUNS_ROLE)
    assert runs[0] == ("observation: ", False)
    assert "".join(t for t, _ in runs[1:]) == "High query latency on the users table since Tuesday"
    assert bold_parts(runs) == ["latency"]
    assert index.data(NAME_RUNS_ROLE) == [("PostgreSQL", False)]  # not found in the name


def test_a_description_hit_shows_the_description_with_the_word_bold(qtbot, window):
    model = search(qtbot, window, "relational")
    runs = row(model, "PostgreSQL").data(MATCH_RUNS_ROLE)
    assert runs[0] == ("description: ", False)
    assert bold_parts(runs) == ["relational"]


def test_the_percentage_is_labelled_confidence(qtbot, window):
    model = search(qtbot, window, "redis")
    index = row(model, "Redis")
    assert index.data(CONFIDENCE_ROLE) == "confidence 100%"
    tip = index.data(Qt.ItemDataRole.ToolTipRole)
    assert "confidence 100%" in tip and "not how well it matched" in tip


class RecordingPainter(QPainter):
    """Records what the delegate draws as text, and whether in bold."""

    def __init__(self, image):
        super().__init__(image)
        self.texts: list[tuple[str, bool]] = []

    def drawText(self, *args):  # noqa: N802
        self.texts.append((args[-1], self.font().bold()))
        return super().drawText(*args)


@pytest.mark.parametrize("width,label", [(420, "confidence 100%"), (170, "conf. 100%")])
def test_the_row_draws_the_label_and_the_matched_words_bold(qtbot, window, width, label):
    model = search(qtbot, window, "latency")
    index = row(model, "PostgreSQL")
    option = QStyleOptionViewItem()
    option.initFrom(window.search_panel.results_view)
    option.rect = QRect(0, 0, width, 48)
    image = QImage(width, 48, QImage.Format.Format_ARGB32)
    painter = RecordingPainter(image)
    try:
        SearchResultDelegate().paint(painter, option, index)
    finally:
        painter.end()
    drawn = dict(painter.texts)
    assert label in drawn and drawn[label] is False
    assert "100%" not in [t for t, _ in painter.texts]  # never a bare percentage
    if width > 300:  # room for the whole second line
        assert drawn.get("latency") is True
        assert drawn.get("High query ") is False
        assert drawn.get("PostgreSQL") is True  # the name, bold as ever


def test_a_long_line_is_cut_once(qtbot, window):
    from kgui.views.search_results import draw_runs

    image = QImage(200, 20, QImage.Format.Format_ARGB32)
    painter = RecordingPainter(image)
    font = window.font()
    try:
        runs = [("observation (similar): ", False), ("…the ", False), ("react", True),
                (" upgrade went", False), ("react", True), (" on", False)] * 3
        draw_runs(painter, QRect(0, 0, 200, 20), runs, font, font, Qt.GlobalColor.black, Qt.GlobalColor.black)
    finally:
        painter.end()
    drawn = [t for t, _ in painter.texts]
    assert all(drawn) and drawn[-1].endswith("…")
    assert sum(t.endswith("…") for t in drawn) == 1  # nothing after the cut


def test_the_context_before_a_match_gives_way_in_a_narrow_row(qtbot, window):
    from kgui.views.search_results import draw_runs

    image = QImage(220, 20, QImage.Format.Format_ARGB32)
    painter = RecordingPainter(image)
    bold = window.font()
    bold.setBold(True)
    try:
        runs = [("observation: ", False), ("…sessions are now stored in ", False), ("PostgreSQL", True),
                (" since May", False)]
        draw_runs(painter, QRect(0, 0, 220, 20), runs, window.font(), bold, Qt.GlobalColor.black,
                  Qt.GlobalColor.black)
    finally:
        painter.end()
    drawn = painter.texts
    assert drawn[0] == ("observation: ", False) and drawn[1] == ("… ", False)
    assert drawn[2][1] is True and drawn[2][0].startswith("Post")  # the match is seen


@pytest.mark.parametrize("width", [150, 120, 90])
def test_in_a_narrower_row_the_label_shortens_before_the_match_is_cut(qtbot, window, width):
    """The search dock at 1024x700 is ~230 px wide: "description (similar): Re…" said nothing;
    the label gives way ("desc. (similar): ", "desc.: ", then none) so the match is read."""
    from kgui.views.search_results import draw_runs

    image = QImage(width, 20, QImage.Format.Format_ARGB32)
    painter = RecordingPainter(image)
    bold = window.font()
    bold.setBold(True)
    try:
        runs = [("description (similar): ", False), ("React", True), (" 17, the UI library the frontend", False)]
        draw_runs(painter, QRect(0, 0, width, 20), runs, window.font(), bold, Qt.GlobalColor.black,
                  Qt.GlobalColor.black)
    finally:
        painter.end()
    drawn = painter.texts
    assert ("React", True) in drawn                 # the match whole, not "Re…"
    label = drawn[0][0] if drawn[0][1] is False else ""
    assert label in ("description (similar): ", "desc. (similar): ", "desc.: ", "")
    assert label != "description (similar): "      # too long for these widths
