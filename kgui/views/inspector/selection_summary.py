"""The inspector's page for a multi-selection: how many, of which types, which ones, and the
actions that apply to all of them (delete, hide, pin, set confidence), each one undo step; with
exactly two of one type, Merge… (the main window opens the merge dialog: `merge_requested`).

Clicking a type narrows the selection to the entities of that type; clicking a name selects that
one entity (the inspector then shows it). Hide and pin are canvas actions: the graph view answers
`hide_requested` and `pin_requested` (connected in `kgui.views.graph_setup`) and tells the page,
through `pinned_of`, whether the selection is all pinned.
"""

from __future__ import annotations

import html
from collections import Counter
from collections.abc import Callable

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QIcon
from PySide6.QtWidgets import (
    QDoubleSpinBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from kgstore import Entity

from ...session import ExplorerSession
from ...style.colors import muted_text, type_color
from ...style.formatting import plural
from ...style.icons import type_badge
from ...undo.bulk_commands import BulkConfidenceCommand, BulkDeleteCommand
from ...undo.commands import short

NAMES_SHOWN = 10  # names listed; the rest are counted
NAMES_IN_CONFIRMATION = 8


class SelectionSummary(QWidget):
    hide_requested = Signal(list, bool)  # entity ids, hide (False: show again)
    pin_requested = Signal(list, bool)  # entity ids, pin (False: unpin)
    merge_requested = Signal(list)  # the two selected entity ids: Merge… was chosen
    dialog_opened = Signal(object)

    def __init__(self, session: ExplorerSession, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("selection_summary")
        self.session = session
        self.entities: list[Entity] = []
        self._shown_ids: set[str] = set()
        self.active_dialog = None
        # Whether every one of these entities is pinned on the canvas; set by the graph view.
        self.pinned_of: Callable[[list[str]], bool] | None = None
        self._refresh_timer = QTimer(self)
        self._refresh_timer.setSingleShot(True)
        self._refresh_timer.setInterval(0)
        self._refresh_timer.timeout.connect(self.refresh)

        self.title_label = QLabel()
        self.title_label.setObjectName("selection_title")
        font = QFont(self.title_label.font())
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.title_label.setFont(font)
        self.hidden_label = QLabel()
        self.hidden_label.setObjectName("selection_hidden")
        self.hidden_label.setWordWrap(True)

        self.types_box = QGroupBox("Types")
        self.types_layout = QVBoxLayout(self.types_box)
        self.types_layout.setContentsMargins(4, 4, 4, 4)
        self.types_layout.setSpacing(0)
        self.type_buttons: dict[str, QToolButton] = {}

        names_box = QGroupBox("Selected")
        self.names_label = QLabel()
        self.names_label.setObjectName("selection_names")
        self.names_label.setWordWrap(True)
        self.names_label.setTextFormat(Qt.TextFormat.RichText)
        self.names_label.setToolTip("Click a name to inspect that entity alone")
        self.names_label.linkActivated.connect(self._on_name_clicked)
        QVBoxLayout(names_box).addWidget(self.names_label)
        names_box.layout().setContentsMargins(4, 4, 4, 4)

        self.delete_button = QPushButton("Delete All…")
        self.delete_button.setObjectName("bulk_delete")
        self.delete_button.clicked.connect(self.confirm_delete)
        self.hide_button = QPushButton("Hide All")
        self.hide_button.setObjectName("bulk_hide")
        self.hide_button.clicked.connect(self.toggle_hidden)
        self.pin_button = QPushButton("Pin All")
        self.pin_button.setObjectName("bulk_pin")
        self.pin_button.clicked.connect(self.toggle_pinned)
        self.merge_button = QPushButton("Merge…")
        self.merge_button.setObjectName("bulk_merge")
        self.merge_button.clicked.connect(lambda: self.merge_requested.emit(self.ids))
        self.confidence_spin = QDoubleSpinBox()
        self.confidence_spin.setObjectName("bulk_confidence_spin")
        self.confidence_spin.setRange(0.0, 1.0)
        self.confidence_spin.setSingleStep(0.05)
        self.confidence_spin.setDecimals(2)
        # One step below 0 while their confidences differ: shown as "mixed" (nothing to write).
        self.confidence_spin.setSpecialValueText("mixed")
        self.confidence_spin.valueChanged.connect(lambda _v: self._update_confidence_button())
        self.confidence_button = QPushButton("Set")
        self.confidence_button.setObjectName("bulk_confidence_set")
        self.confidence_button.clicked.connect(self.apply_confidence)

        actions = QGroupBox("For all of them")
        grid = QGridLayout(actions)
        grid.setContentsMargins(4, 4, 4, 4)
        grid.addWidget(self.delete_button, 0, 0)
        grid.addWidget(self.hide_button, 0, 1)
        grid.addWidget(self.pin_button, 1, 0)
        grid.addWidget(self.merge_button, 1, 1)
        confidence = QHBoxLayout()
        confidence.addWidget(QLabel("Confidence"))
        confidence.addWidget(self.confidence_spin, 1)
        confidence.addWidget(self.confidence_button)
        grid.addLayout(confidence, 2, 0, 1, 2)

        body = QWidget()
        v = QVBoxLayout(body)
        v.setContentsMargins(4, 4, 4, 4)
        v.addWidget(self.title_label)
        v.addWidget(self.hidden_label)
        v.addWidget(self.types_box)
        v.addWidget(actions)
        v.addWidget(names_box)
        v.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(body)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(scroll)

        sig = session.signals
        sig.entity_updated.connect(self._on_entity_changed)
        sig.view_changed.connect(lambda _v: self.schedule_refresh())
        sig.positions_changed.connect(lambda _p: self.schedule_refresh())
        sig.entity_types_changed.connect(lambda _t: self.schedule_refresh())
        session.undo_stack.indexChanged.connect(lambda _i: self.schedule_refresh())

    # -- showing --------------------------------------------------------------------------

    @property
    def ids(self) -> list[str]:
        return [e.id for e in self.entities]

    def schedule_refresh(self) -> None:
        if self.entities:
            self._refresh_timer.start()

    def _on_entity_changed(self, entity: Entity) -> None:
        if entity.id in self._shown_ids:  # a bulk write answers with many: one refresh for all
            self.schedule_refresh()

    def show_entities(self, entities: list[Entity]) -> None:
        self.entities = list(entities)
        self.refresh(confidence=True)

    def refresh(self, confidence: bool = False) -> None:
        """Show the selection as the model holds it now (names, types, confidences, hidden, pins)."""
        model = self.session.model
        self.entities = [model.entities[e.id] for e in self.entities if e.id in model.entities]
        self._shown_ids = {e.id for e in self.entities}
        entities = self.entities
        n = len(entities)
        self.title_label.setText(f"{plural(n, 'entity', 'entities')} selected")
        hidden = model.view.hidden_ids
        hidden_count = sum(1 for e in entities if e.id in hidden)
        self.hidden_label.setVisible(hidden_count > 0)
        muted = muted_text(self.palette()).name()
        self.hidden_label.setText(f"<span style='color:{muted}'>{hidden_count:,} of them hidden from the "
                                  "graph</span>")
        self._show_types(entities)
        self._show_names(entities)
        writable = self.session.read_only_reason is None
        self.delete_button.setText(f"Delete {n:,}…" if n else "Delete All…")
        self.delete_button.setToolTip(f"Delete these {n:,} entities with their relationships and observations "
                                      "(asks first; Undo brings them all back)")
        self.delete_button.setEnabled(writable and n > 0)
        all_hidden = n > 0 and hidden_count == n
        self.hide_button.setText("Show All" if all_hidden else "Hide All")
        self.hide_button.setToolTip("Show them on the graph again" if all_hidden else
                                    "Hide them from the graph (the store is not touched)")
        pinned = bool(self.pinned_of(self.ids)) if self.pinned_of is not None and n else False
        self.pin_button.setText("Unpin All" if pinned else "Pin All")
        self.pin_button.setToolTip("Let the layout move them again" if pinned else
                                   "Fix them where they are on the canvas")
        self.pin_button.setEnabled(self.pinned_of is not None and n > 0)
        # Two entities are merged into one; more at once would hide which one wins what.
        self.merge_button.setVisible(n == 2)
        self.merge_button.setEnabled(writable and n == 2 and len({e.type for e in entities}) == 1)
        self.merge_button.setToolTip("Merge the two into one (shows what moves first; Undo puts both back)"
                                     if len({e.type for e in entities}) == 1 else
                                     "Only entities of the same type can be merged")
        self.confidence_spin.setEnabled(writable)
        if confidence or not self.confidence_spin.hasFocus():
            self._show_confidence()
        self._update_confidence_button()

    def _show_types(self, entities: list[Entity]) -> None:
        counts = Counter(e.type for e in entities)
        for button in self.type_buttons.values():
            # Out of sight at once (the clicked one may be among them: deleted once its click is over).
            self.types_layout.removeWidget(button)
            button.hide()
            button.deleteLater()
        self.type_buttons = {}
        model = self.session.model
        for type_name, count in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
            color = type_color(type_name, model.type_color(type_name))
            icon = next((t.icon for t in model.entity_types if t.name == type_name), None)
            button = QToolButton()
            button.setObjectName(f"type_{type_name}")
            button.setAutoRaise(True)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
            button.setIcon(QIcon(type_badge(type_name, color, 16, icon)))
            button.setIconSize(QSize(16, 16))
            button.setText(f"{count:,}  {type_name}")
            button.setToolTip(f"Select only the {plural(count, type_name + ' entity', type_name + ' entities')}")
            button.clicked.connect(lambda _c=False, t=type_name: self.narrow_to_type(t))
            self.types_layout.addWidget(button)
            self.type_buttons[type_name] = button

    def _show_names(self, entities: list[Entity]) -> None:
        shown = entities[:NAMES_SHOWN]
        lines = [f"<a href='{html.escape(e.id, quote=True)}' style='text-decoration:none'>"
                 f"{html.escape(short(e.name, 36))}</a>" for e in shown]
        more = len(entities) - len(shown)
        if more > 0:
            muted = muted_text(self.palette()).name()
            lines.append(f"<span style='color:{muted}'>and {more:,} more</span>")
        self.names_label.setText("<br>".join(lines))

    def _common_confidence(self) -> float | None:
        values = {round(e.confidence, 2) if isinstance(e.confidence, (int, float)) else None for e in self.entities}
        return values.pop() if len(values) == 1 else None

    def _show_confidence(self) -> None:
        spin = self.confidence_spin
        common = self._common_confidence()
        spin.blockSignals(True)
        if common is None:
            spin.setMinimum(-spin.singleStep())
            spin.setValue(spin.minimum())  # "mixed" (or unknown)
        else:
            spin.setMinimum(0.0)
            spin.setValue(common)
        spin.blockSignals(False)

    def _update_confidence_button(self) -> None:
        value = round(self.confidence_spin.value(), 2)
        differs = any(not isinstance(e.confidence, (int, float)) or abs(e.confidence - value) > 1e-6
                      for e in self.entities)
        self.confidence_button.setEnabled(self.session.read_only_reason is None and value >= 0 and differs)
        self.confidence_button.setToolTip(f"Set the confidence of all {len(self.entities):,} to {value:.2f}"
                                          if value >= 0 else "Choose a confidence for all of them")

    # -- narrowing ------------------------------------------------------------------------

    def narrow_to_type(self, type_name: str) -> None:
        ids = [e.id for e in self.entities if e.type == type_name]
        if ids:
            current = self.session.model.selected_id
            self.session.select_many(ids, current if current in ids else ids[-1])

    def _on_name_clicked(self, entity_id: str) -> None:
        self.session.select(entity_id)

    # -- actions (each one undo step) ------------------------------------------------------

    def confirm_delete(self) -> QMessageBox | None:
        """Ask, naming how many (and which), then delete them all as one undo step."""
        entities = list(self.entities)
        if not entities or self.session.read_only_reason is not None:
            return None
        n = len(entities)
        names = ", ".join(f"“{short(e.name, 30)}”" for e in entities[:NAMES_IN_CONFIRMATION])
        if n > NAMES_IN_CONFIRMATION:
            names += f" and {n - NAMES_IN_CONFIRMATION:,} more"
        box = QMessageBox(QMessageBox.Icon.Warning, f"Delete {n:,} Entities",
                          f"Delete these {n:,} entities?", QMessageBox.StandardButton.Cancel, self)
        box.setObjectName("bulk_delete_confirmation")
        box.setInformativeText(f"{names}.\n\nTheir relationships and observations are deleted with them. "
                               "Edit → Undo brings them all back.")
        delete = box.addButton(f"Delete {n:,} Entities", QMessageBox.ButtonRole.DestructiveRole)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.delete_button = delete
        box.finished.connect(lambda _r: self._after_confirmation(box, entities))
        self.active_dialog = box
        box.open()
        self.dialog_opened.emit(box)
        return box

    def _after_confirmation(self, box: QMessageBox, entities: list[Entity]) -> None:
        self.active_dialog = None
        if box.clickedButton() is box.delete_button:
            self.delete(entities)

    def delete(self, entities: list[Entity]) -> None:
        command = BulkDeleteCommand(self.session.command_context(), entities)
        posted = self.session.message_posted

        def done(deleted: int, left_out: int) -> None:
            if not left_out:  # else the error names what was left out, and says how many were deleted
                posted.emit(f"Deleted {plural(deleted, 'entity', 'entities')} — Undo brings them back")

        command.first_run_done = done
        self.session.push(command)

    def toggle_hidden(self) -> None:
        hidden = self.session.model.view.hidden_ids
        ids = self.ids
        if ids:
            self.hide_requested.emit(ids, not all(i in hidden for i in ids))

    def toggle_pinned(self) -> None:
        ids = self.ids
        if ids and self.pinned_of is not None:
            self.pin_requested.emit(ids, not self.pinned_of(ids))

    def apply_confidence(self) -> None:
        value = round(self.confidence_spin.value(), 2)
        # Only those it changes: undo then touches nothing that already had this confidence.
        changing = [e for e in self.entities
                    if not isinstance(e.confidence, (int, float)) or abs(e.confidence - value) > 1e-6]
        if value < 0 or not changing:
            return
        self.session.push(BulkConfidenceCommand(self.session.command_context(), changing, value))
