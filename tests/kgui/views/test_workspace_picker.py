"""The workspace picker shows CoWork OS's workspace names (ids stay the items' data), the names
coming from the worker as the ids do."""

from __future__ import annotations

from conftest import settle
from cowork import ACME, NOTES, CoWorkWriter, copy_fixture, needs_fixture

import kgstore
from kgui.views.workspace_picker import WorkspacePicker


def items(picker):
    combo = picker.combo
    return [(combo.itemText(i), combo.itemData(i)) for i in range(combo.count())]


def test_names_are_shown_and_ids_are_chosen(qtbot):
    picker = WorkspacePicker()
    qtbot.addWidget(picker)
    picker.set_workspaces([ACME, "ours"], ACME, {ACME: "Acme Web App", NOTES: "Personal Notes"})
    assert items(picker) == [("Acme Web App", ACME), ("ours", "ours"), ("Personal Notes", NOTES)]
    assert picker.combo.currentText() == "Acme Web App" and picker.current_workspace() == ACME
    chosen = []
    picker.workspace_chosen.connect(chosen.append)
    picker.combo.setCurrentIndex(picker.combo.findData(NOTES))
    picker._on_activated(picker.combo.currentIndex())
    assert chosen == [NOTES]
    picker.set_current("new-one")
    assert picker.current_workspace() == "new-one" and picker.combo.currentText() == "new-one"


def test_without_names_the_ids_are_shown(qtbot):
    picker = WorkspacePicker()
    qtbot.addWidget(picker)
    picker.set_workspaces(["ws-2", "ws-1"], "ws-1")
    assert items(picker) == [("ws-1", "ws-1"), ("ws-2", "ws-2")]


@needs_fixture
def test_window_on_a_cowork_file_shows_and_opens_workspaces_by_name(qtbot, make_window, tmp_path):
    db = copy_fixture(tmp_path)
    window = make_window(path=db, workspace=ACME)
    picker = window.workspace_picker
    assert items(picker) == [("Acme Web App", ACME), ("Personal Notes", NOTES)]
    assert "Acme Web App" in window.windowTitle()
    assert window.status.counts_label.text().startswith("Acme Web App · ")
    picker.combo.setCurrentIndex(picker.combo.findData(NOTES))
    picker._on_activated(picker.combo.currentIndex())
    settle(qtbot, window)
    assert window.session.workspace_id == NOTES
    assert "Personal Notes" in window.windowTitle()
    # A workspace CoWork creates meanwhile comes with its name on the next listing.
    with CoWorkWriter(db) as cowork:
        fresh = cowork.start().create_workspace("Side Project")
    window.session.refresh_workspaces()
    settle(qtbot, window)
    assert ("Side Project", fresh) in items(picker)


@needs_fixture
def test_window_asked_for_a_workspace_by_name_opens_its_id(qtbot, make_window, tmp_path):
    db = copy_fixture(tmp_path)
    kgstore.open(db).close()
    window = make_window(path=db, workspace="Personal Notes")
    assert window.session.workspace_id == NOTES
