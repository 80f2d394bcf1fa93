"""Merge two entities: which one to keep (the store's choice first), what will move, Merge/Cancel;
and, for one entity, the step before it: which entity of its type to merge it into.

What the merge would do comes from the store (a merge run and rolled back by the worker), for
both choices at once, so switching the one kept shows its own counts without another request.
A refusal (two types, an entity gone since) is shown in the dialog with Merge disabled.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QLayout,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from kgstore import Entity

from .entity_picker import EntityPicker
from ..style.colors import error_color, muted_text
from ..style.formatting import plural
from ..undo.commands import short


LABEL_WIDTH = 440


def _fit(label: QLabel) -> None:
    """Room for every line of a wrapped label: a fixed-size dialog sizes by size hints, which
    give a wrapped rich-text label fewer lines than it needs at its width."""
    label.setMinimumHeight(label.heightForWidth(LABEL_WIDTH))


class MergeDialog(QDialog):
    merge_requested = Signal(str, str)  # keep id, other id

    def __init__(self, session, first: Entity, second: Entity, *, reason: str | None = None,
                 prefer_keep: str | None = None, parent: QWidget | None = None):
        """`prefer_keep`: the one checked first (the person said "merge into it"); else the store's choice."""
        super().__init__(parent)
        self.setObjectName("merge_dialog")
        self.setWindowTitle("Merge Entities")
        self.session = session
        self.entities = {first.id: first, second.id: second}
        self.preview = None
        self.prefer_keep = prefer_keep if prefer_keep in self.entities else None
        muted = muted_text(self.palette()).name()
        intro = QLabel(f"Merge <b>{html.escape(short(first.name))}</b> and <b>{html.escape(short(second.name))}</b> "
                       f"({html.escape(first.type)}) into one. "
                       + (f"<br><span style='color:{muted}'>They look alike: {html.escape(reason)}.</span>"
                          if reason else ""))
        intro.setObjectName("merge_intro")
        intro.setWordWrap(True)

        keep_box = QGroupBox("Keep")
        keep_layout = QVBoxLayout(keep_box)
        keep_layout.setContentsMargins(6, 4, 6, 4)
        self.keep_group = QButtonGroup(self)
        self.keep_buttons: dict[str, QRadioButton] = {}
        for entity in (first, second):
            button = QRadioButton(f"“{short(entity.name, 50)}”  ({entity.source})")
            button.setObjectName("keep_" + ("first" if entity is first else "second"))
            button.setEnabled(False)  # until the store has said what each choice does
            self.keep_group.addButton(button)
            keep_layout.addWidget(button)
            self.keep_buttons[entity.id] = button
            button.toggled.connect(lambda on, _e=entity.id: on and self._show_effect())

        self.effect_label = QLabel("Asking the store what the merge would do…")
        self.effect_label.setObjectName("merge_effect")
        self.effect_label.setWordWrap(True)
        self.error_label = QLabel()
        self.error_label.setObjectName("merge_error")
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet(f"color: {error_color(self.palette()).name()};")
        self.error_label.setVisible(False)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.merge_button: QPushButton = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.merge_button.setText("Merge")
        self.merge_button.setObjectName("merge_button")
        self.merge_button.setEnabled(False)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(keep_box)
        layout.addWidget(self.effect_label)
        layout.addWidget(self.error_label)
        layout.addWidget(buttons)
        # The dialog takes the height of what it says, as the store's answer changes it.
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        for label in (intro, self.effect_label, self.error_label):
            label.setFixedWidth(LABEL_WIDTH)
        _fit(intro)
        session.submit("merge_preview", first_id=first.id, second_id=second.id,
                       on_done=self._on_preview, on_error=self._on_refused)

    # -- the store's answer ---------------------------------------------------------------

    def _on_preview(self, preview) -> None:
        self.preview = preview
        for entity_id, button in self.keep_buttons.items():
            # What an entity holds is what the merge keeping the other one takes from it.
            taken = next(r for keep, r in preview.reports.items() if keep != entity_id)
            links = taken.edges_moved + taken.edges_dropped
            notes = taken.observations_moved + taken.observations_dropped
            entity = self.entities[entity_id]
            text = (f"“{short(entity.name, 40)}”  ({entity.source}; {plural(links, 'relationship')}, "
                    f"{plural(notes, 'observation')})")
            button.setText(text + ("  — suggested" if entity_id == preview.suggested_keep else ""))
            button.setEnabled(True)
        self.keep_buttons[self.prefer_keep or preview.suggested_keep].setChecked(True)
        self._show_effect()

    def _on_refused(self, message: str) -> None:
        self.effect_label.setVisible(False)
        self.error_label.setText(f"These two cannot be merged: {message}")
        self.error_label.setVisible(True)
        _fit(self.error_label)
        self.merge_button.setEnabled(False)

    @property
    def keep_id(self) -> str | None:
        return next((i for i, b in self.keep_buttons.items() if b.isChecked()), None)

    @property
    def other_id(self) -> str | None:
        keep = self.keep_id
        return None if keep is None else next(i for i in self.entities if i != keep)

    def _show_effect(self) -> None:
        if self.preview is None or self.keep_id is None:
            return
        report = self.preview.reports[self.keep_id]
        other = report.removed
        muted = muted_text(self.palette()).name()
        moves = [plural(report.edges_moved, "relationship"), plural(report.observations_moved, "observation")]
        if report.contacts_moved:
            moves.append(plural(report.contacts_moved, "contact"))
        lines = [f"“{html.escape(short(other.name))}” goes into “{html.escape(short(report.kept.name))}” "
                 "and is gone after.",
                 f"<b>Moves:</b> {', '.join(moves)}."]
        dropped = []
        if report.edges_dropped:
            kept_name = html.escape(short(report.kept.name))
            dropped.append(f"{plural(report.edges_dropped, 'relationship')} “{kept_name}” already has "
                           "(or that would join it to itself)")
        if report.observations_dropped:
            dropped.append(f"{plural(report.observations_dropped, 'observation')} with the same text")
        if dropped:
            lines.append(f"<b>Dropped:</b> {'; '.join(dropped)}.")
        description = report.kept.description
        lines.append("<b>Description after:</b> " + (f"“{html.escape(short(description, 120))}”" if description
                                                     else f"<span style='color:{muted}'>none</span>"))
        if report.kept.properties:
            keys = ", ".join(sorted(report.kept.properties))
            lines.append(f"<b>Properties after:</b> {html.escape(short(keys, 120))}")
        lines.append(f"<span style='color:{muted}'>A backup is taken first; Edit → Undo puts both back.</span>")
        self.effect_label.setText("<br>".join(lines))
        _fit(self.effect_label)
        self.merge_button.setEnabled(self.session.read_only_reason is None)

    def accept(self) -> None:  # noqa: D102 - only once the store has answered
        if self.preview is None or self.keep_id is None or not self.merge_button.isEnabled():
            return
        self.merge_requested.emit(self.keep_id, self.other_id)
        super().accept()


class MergeIntoDialog(QDialog):
    """Merge one entity into another of its type: search for that one, then Next… opens the merge
    dialog (which still shows what moves and lets the person swap which one is kept)."""

    target_chosen = Signal(object)  # the Entity to merge into

    def __init__(self, session, entity: Entity, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("merge_into_dialog")
        self.setWindowTitle("Merge Into")
        self.entity = entity
        intro = QLabel(f"Merge <b>{html.escape(short(entity.name))}</b> into which {html.escape(entity.type)}?")
        intro.setWordWrap(True)
        self.picker = EntityPicker(session, exclude_id=entity.id, types=[entity.type])
        self.picker.search_edit.setPlaceholderText(f"Search for the {entity.type} to merge it into…")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.next_button: QPushButton = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.next_button.setText("Next…")
        self.next_button.setObjectName("merge_into_next")
        self.next_button.setEnabled(False)
        self.picker.entity_picked.connect(lambda e: self.next_button.setEnabled(e is not None))
        self.picker.view.doubleClicked.connect(lambda _i: self.accept())
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.picker, 1)
        layout.addWidget(buttons)
        self.resize(420, 360)

    def accept(self) -> None:  # noqa: D102 - only with an entity picked
        target = self.picker.selected
        if target is None or target.id == self.entity.id:
            return
        super().accept()
        self.target_chosen.emit(target)
