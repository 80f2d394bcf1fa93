"""The inspector on values another program wrote: a confidence that is not a number is shown as
"unknown" (and the canvas, filters and lists keep working)."""

from __future__ import annotations

import sqlite3

import pytest
from conftest import select_by_name, settle
from PySide6.QtCore import Qt

import kgstore


@pytest.fixture
def unknown_confidence(seeded, db_path):
    """Redis and its edge from backend get a confidence of 'high' / 'x' (raw SQL)."""
    conn = sqlite3.connect(db_path)
    conn.execute("UPDATE kg_entities SET confidence = 'high' WHERE id = ?", (seeded["Redis"],))
    conn.execute("UPDATE kg_edges SET confidence = 'x' WHERE target_entity_id = ?", (seeded["Redis"],))
    conn.commit()
    conn.close()
    return seeded


def test_an_unknown_confidence_is_shown_as_unknown(qtbot, unknown_confidence, make_window, db_path):
    window = make_window()
    entity = select_by_name(qtbot, window, "Redis")
    assert entity.confidence is None
    spin = window.inspector.confidence_spin
    assert spin.text() == "unknown"
    (item,) = [i for i in window.inspector.relationships.edge_items() if i.text(1) == "backend"]
    assert "confidence unknown" in item.toolTip(0)
    model = window.search_panel.results_model
    assert "confidence unknown" in model.data(model.index(0), Qt.ItemDataRole.ToolTipRole)
    # The canvas draws it like the default confidence; a minimum confidence hides it (it is not
    # known to reach it).
    scene = window.graph_view.canvas.model
    assert scene.opacity[scene.index[entity.id]] == pytest.approx(1.0)
    window.filters_panel.confidence_slider.setValue(50)
    settle(qtbot, window)
    assert entity.id not in window.graph_view.visible_ids()
    assert "Redis" not in [e.name for e in window.search_panel.results_model.entities()]
    window.filters_panel.confidence_slider.setValue(0)
    settle(qtbot, window)
    # Stepping up from "unknown" sets a number: the only write, and it repairs the value.
    assert window.inspector.entity.id == entity.id
    spin.stepUp()
    settle(qtbot, window)
    with kgstore.open(db_path) as kg:
        assert kg.workspace("ws-1").get_entity(entity.id).confidence == pytest.approx(0.0, abs=0.051)
