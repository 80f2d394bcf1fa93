"""Merging two entities in the explorer (issue #21, item 2): Merge… on a two-entity selection
(Edit menu, canvas menu, selection summary), a dialog that says what will move, one undo step
that puts back every row exactly; and the Possible Duplicates list with Merge… per pair."""

from __future__ import annotations

import sqlite3

import pytest
from conftest import WS, seed_stack, settle

import kgstore
from kgui.views.search_results import ENTITY_ROLE

# Not kg_layout_positions: the canvas keeps saving where its layout moves things (the store's own
# test checks that the merged entity's position comes back).
TABLES = ("kg_entities", "kg_edges", "kg_observations", "kg_merged_names")


def all_rows(db_path) -> dict[str, list[tuple]]:
    conn = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
    try:
        found = {}
        for table in TABLES:
            try:
                found[table] = sorted(conn.execute(f"SELECT * FROM {table}").fetchall(), key=repr)
            except sqlite3.OperationalError:
                found[table] = []
        return found
    finally:
        conn.close()


@pytest.fixture
def seeded(db_path):
    ids = seed_stack(db_path)
    with kgstore.open(db_path) as kg:
        ws = kg.workspace(WS)
        pg = ws.upsert_entity("technology", "Postgres", description="seen in a task", source="auto",
                              properties={"version": "15"})
        ids["Postgres"] = pg.id
        ws.create_edge(ids["frontend-app"], pg.id, "uses")
        ws.create_edge(ids["backend"], pg.id, "connects_to")  # PostgreSQL has it: dropped by the merge
        ws.add_observation(pg.id, "listens on port 5432")
    return ids


def select(qtbot, window, ids) -> None:
    window.session.select_many(list(ids))
    settle(qtbot, window)


def open_dialog(qtbot, window, ids):
    select(qtbot, window, [ids["Postgres"], ids["PostgreSQL"]])
    window.actions.merge.trigger()
    dialog = window.active_dialog
    assert dialog is not None and dialog.objectName() == "merge_dialog"
    qtbot.waitUntil(lambda: dialog.merge_button.isEnabled(), timeout=5000)
    return dialog


def test_merge_is_offered_for_two_selected_and_merge_into_for_one(qtbot, window, seeded):
    merge = window.actions.merge
    select(qtbot, window, [])
    assert not merge.isEnabled()
    select(qtbot, window, [seeded["React"]])
    assert merge.isEnabled() and merge.text() == "&Merge “React” Into…"
    select(qtbot, window, [seeded["React"], seeded["Redis"]])
    assert merge.isEnabled()
    summary = window.inspector.summary
    assert summary.merge_button.isVisibleTo(summary) and summary.merge_button.isEnabled()
    summary.merge_button.click()
    dialog = window.active_dialog
    assert dialog is not None and dialog.objectName() == "merge_dialog"
    assert set(dialog.entities) == {seeded["React"], seeded["Redis"]}
    dialog.reject()
    settle(qtbot, window)
    select(qtbot, window, [seeded["React"], seeded["Redis"], seeded["Sarah"]])
    assert not merge.isEnabled() and merge.text() == "&Merge…"
    assert not window.inspector.summary.merge_button.isVisibleTo(window.inspector.summary)
    edit = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Edit")
    assert merge in edit.actions()


def test_the_canvas_menu_offers_merge_on_two_selected(qtbot, window, seeded):
    ids = [seeded["Postgres"], seeded["PostgreSQL"]]
    gv = window.graph_view
    qtbot.waitUntil(lambda: all(i in gv.canvas.model.index for i in ids), timeout=10_000)
    gv.canvas.set_selected_ids(ids, emit=True)
    settle(qtbot, window)
    menu = gv.build_context_menu(ids[0])
    item = next(a for a in menu.actions() if a.objectName() == "ctx_merge")
    assert "Merge “Postgres” and “PostgreSQL”" in item.text()
    item.trigger()
    dialog = window.active_dialog
    assert dialog is not None and dialog.objectName() == "merge_dialog"
    dialog.reject()


def test_the_dialog_says_what_moves_and_merge_then_undo_puts_back_every_row(qtbot, window, seeded, db_path):
    before = all_rows(db_path)
    dialog = open_dialog(qtbot, window, seeded)
    # The store's choice: PostgreSQL (agent-written, better linked) is kept, Postgres (auto) goes into it.
    assert dialog.keep_id == seeded["PostgreSQL"]
    assert dialog.keep_buttons[seeded["PostgreSQL"]].text() == \
        "“PostgreSQL”  (agent; 1 relationship, 1 observation)  — suggested"
    assert dialog.keep_buttons[seeded["Postgres"]].text() == "“Postgres”  (auto; 2 relationships, 1 observation)"
    text = dialog.effect_label.text()
    assert "“Postgres” goes into “PostgreSQL”" in text
    assert "1 relationship, 1 observation" in text and "Dropped:</b> 1 relationship" in text
    assert all_rows(db_path) == before  # the preview wrote nothing
    assert "A backup is taken first" in text
    label = dialog.effect_label
    qtbot.waitUntil(lambda: label.height() >= label.heightForWidth(label.width()), timeout=10_000)  # no line cut
    # Choosing the other one shows that direction's effect.
    dialog.keep_buttons[seeded["Postgres"]].setChecked(True)
    assert "“PostgreSQL” goes into “Postgres”" in dialog.effect_label.text()
    dialog.keep_buttons[seeded["PostgreSQL"]].setChecked(True)
    dialog.merge_button.click()
    settle(qtbot, window)

    model = window.session.model
    assert seeded["Postgres"] not in model.entities and seeded["PostgreSQL"] in model.entities
    assert model.selected_ids == (seeded["PostgreSQL"],)
    assert any(g.source_id == seeded["frontend-app"] and g.target_id == seeded["PostgreSQL"]
               for g in model.edges.values())
    with kgstore.open(db_path) as kg:
        ws = kg.workspace(WS)
        assert ws.get_entity(seeded["Postgres"]) is None
        assert "listens on port 5432" in {o.content for o in ws.observations(seeded["PostgreSQL"])}
        assert any("merge" in p.name for p in kg.backups())
    assert window.session.undo_stack.undoText() == "Merge “Postgres” into “PostgreSQL”"

    window.actions.undo.trigger()
    settle(qtbot, window)
    assert all_rows(db_path) == before
    assert seeded["Postgres"] in model.entities
    assert set(model.selected_ids) == {seeded["Postgres"], seeded["PostgreSQL"]}

    window.actions.redo.trigger()
    settle(qtbot, window)
    assert seeded["Postgres"] not in model.entities
    with kgstore.open(db_path) as kg:
        assert kg.workspace(WS).get_entity(seeded["Postgres"]) is None


def test_a_pair_of_two_types_is_refused_in_the_dialog(qtbot, window, seeded, db_path):
    before = all_rows(db_path)
    select(qtbot, window, [seeded["Redis"], seeded["Sarah"]])
    assert not window.inspector.summary.merge_button.isEnabled()
    window.actions.merge.trigger()
    dialog = window.active_dialog
    qtbot.waitUntil(lambda: dialog.error_label.isVisibleTo(dialog), timeout=5000)
    assert "only entities of the same type can be merged" in dialog.error_label.text()
    assert not dialog.merge_button.isEnabled()
    dialog.accept()  # refused: the dialog stays
    assert dialog.isVisible() and window.session.undo_stack.count() == 0
    dialog.reject()
    assert all_rows(db_path) == before


def test_undo_is_refused_when_another_writer_changed_the_kept_entity(qtbot, window, seeded, db_path):
    dialog = open_dialog(qtbot, window, seeded)
    dialog.merge_button.click()
    settle(qtbot, window)
    with kgstore.open(db_path) as kg:
        kg.workspace(WS).update_entity(seeded["PostgreSQL"], description="Changed by an agent", source="agent")
    settle(qtbot, window)
    messages = []
    window.session.error_reported.connect(messages.append)
    window.actions.undo.trigger()
    settle(qtbot, window)
    assert messages and "changed 'PostgreSQL' since the merge" in messages[-1]
    with kgstore.open(db_path) as kg:
        assert kg.workspace(WS).get_entity(seeded["Postgres"]) is None
        assert kg.workspace(WS).get_entity(seeded["PostgreSQL"]).description == "Changed by an agent"


def test_possible_duplicates_lists_pairs_and_merges_one_on_request(qtbot, window, seeded, db_path):
    tools = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Tools")
    assert window.actions.possible_duplicates in tools.actions()
    window.actions.possible_duplicates.trigger()
    dup = window.duplicates_dialog
    qtbot.waitUntil(lambda: dup.tree.topLevelItemCount() == 1, timeout=5000)
    item = dup.tree.topLevelItem(0)
    assert {item.text(0), item.text(1)} == {"PostgreSQL", "Postgres"}
    assert item.text(3) == "known alias: Postgres = PostgreSQL"
    assert "1 pair of entities look like the same thing" in dup.summary_label.text()
    with kgstore.open(db_path) as kg:
        assert kg.workspace(WS).get_entity(seeded["Postgres"]) is not None  # nothing merged unasked

    dup.button_of(0).click()
    dialog = window.active_dialog
    assert dialog is not None and dialog.objectName() == "merge_dialog"
    assert "known alias: Postgres = PostgreSQL" in dialog.findChild(type(dup.summary_label), "merge_intro").text()
    qtbot.waitUntil(lambda: dialog.merge_button.isEnabled(), timeout=5000)
    dialog.merge_button.click()
    settle(qtbot, window)
    qtbot.waitUntil(lambda: dup.tree.topLevelItemCount() == 0, timeout=5000)
    assert dup.summary_label.text() == "No entities look like the same thing."
    window.actions.undo.trigger()
    settle(qtbot, window)
    qtbot.waitUntil(lambda: dup.tree.topLevelItemCount() == 1, timeout=5000)
    dup.close()
    # Closed, it asks nothing; opened again, it asks the store again.
    asked = []
    window.session.client.request_submitted.connect(lambda r: asked.append(r.op))
    window.actions.redo.trigger()
    settle(qtbot, window)
    assert "possible_duplicates" not in asked
    assert window.open_possible_duplicates() is dup
    qtbot.waitUntil(lambda: dup.tree.topLevelItemCount() == 0, timeout=5000)
    dup.close()


def test_merge_into_picks_an_entity_of_the_same_type_then_keeps_it(qtbot, window, seeded, db_path):
    select(qtbot, window, [seeded["Postgres"]])
    window.actions.merge.trigger()
    picker_dialog = window.active_dialog
    assert picker_dialog.objectName() == "merge_into_dialog"
    assert not picker_dialog.next_button.isEnabled()
    picker = picker_dialog.picker
    qtbot.keyClicks(picker.search_edit, "Postgre")
    picker.run_search()
    qtbot.waitUntil(lambda: picker.model.rowCount() > 0, timeout=5000)
    # Only technologies are offered, and not the entity itself.
    shown = [picker.model.index(i).data(ENTITY_ROLE) for i in range(picker.model.rowCount())]
    assert [e.name for e in shown] == ["PostgreSQL"]
    picker_dialog.next_button.click()
    dialog = window.active_dialog
    assert dialog is not None and dialog.objectName() == "merge_dialog"
    qtbot.waitUntil(lambda: dialog.merge_button.isEnabled(), timeout=5000)
    assert dialog.keep_id == seeded["PostgreSQL"]  # the one it was asked to go into
    dialog.merge_button.click()
    settle(qtbot, window)
    with kgstore.open(db_path) as kg:
        assert kg.workspace(WS).get_entity(seeded["Postgres"]) is None


def test_merge_into_keeps_the_chosen_one_even_against_the_stores_choice(qtbot, window, seeded, db_path):
    select(qtbot, window, [seeded["PostgreSQL"]])
    postgres = window.session.model.entities[seeded["Postgres"]]
    picker_dialog = window.open_merge_into(window.session.model.entities[seeded["PostgreSQL"]])
    picker_dialog.picker.preset(postgres)
    picker_dialog.accept()
    dialog = window.active_dialog
    qtbot.waitUntil(lambda: dialog.merge_button.isEnabled(), timeout=5000)
    assert dialog.keep_id == seeded["Postgres"] and dialog.preview.suggested_keep == seeded["PostgreSQL"]
    assert "“PostgreSQL” goes into “Postgres”" in dialog.effect_label.text()
    dialog.reject()


def test_the_canvas_menu_of_one_entity_offers_merge_into(qtbot, window, seeded):
    gv = window.graph_view
    qtbot.waitUntil(lambda: seeded["Redis"] in gv.canvas.model.index, timeout=10_000)
    menu = gv.build_context_menu(seeded["Redis"])
    item = next(a for a in menu.actions() if a.objectName() == "ctx_merge")
    assert item.text() == "Merge “Redis” Into…"
    item.trigger()
    assert window.active_dialog.objectName() == "merge_into_dialog"
    window.active_dialog.reject()
