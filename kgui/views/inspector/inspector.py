"""The entity inspector. Shows the selected entity; every edit becomes an undo command. With
several entities selected it shows their summary and the actions for all of them instead
(`selection_summary`); selecting one again shows that one.

Edits commit when a field is left (or Ctrl+Return in the description); the worker answers and
the inspector shows the stored result. A field being edited is not overwritten by a refresh.

Each edit carries the value the field showed when the person began editing it (its base): if
another writer changed the field since (an agent rewrote the description while they typed), the
store refuses the write and the edit-conflict dialog lets them keep theirs, take the other, or
merge; never a silent overwrite.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from kgstore import EditConflictError, Edge, Entity, Observation

from ...dialogs.edit_conflict_dialog import MERGED, MINE, THEIRS, EditConflictDialog
from ...dialogs.edit_observation_dialog import EditObservationDialog
from ...dialogs.edit_relationship_dialog import EditRelationshipDialog
from ...dialogs.invalidate_dialog import InvalidateDialog
from ...dialogs.relationship_dialog import NewRelationshipDialog
from ...model.vocabulary import BUILTIN_EDGE_TYPES
from ...session import ExplorerSession
from ...style.colors import muted_text, type_color
from ...style.formatting import format_time
from ...style.icons import type_badge
from ...undo import (
    AddObservationCommand,
    CreateEdgeCommand,
    DeleteEdgeCommand,
    DeleteObservationCommand,
    InvalidateEdgeCommand,
    UpdateEdgeCommand,
    UpdateEntityCommand,
    UpdateObservationCommand,
)
from ...worker.protocol import EntityDetails
from .badges import SourceBadge
from .observations_view import ObservationsView
from .properties_table import PropertiesTable
from .relationships_view import RelationshipsView, edge_phrase
from .selection_summary import SelectionSummary

EMPTY_PAGE, ENTITY_PAGE, SUMMARY_PAGE = 0, 1, 2


class _FocusOut(QObject):
    """Calls back when the watched widget loses focus."""

    def __init__(self, widget: QWidget, callback):
        super().__init__(widget)
        self._callback = callback
        widget.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.FocusOut:
            self._callback()
        return False


class Inspector(QWidget):
    dialog_opened = Signal(object)  # the dialog, for tests and for the main window

    def __init__(self, session: ExplorerSession, parent: QWidget | None = None):
        super().__init__(parent)
        self.session = session
        self.entity: Entity | None = None
        self.structure = None  # the graph view's latest StructureAnswer (show_structure)
        self.details: EntityDetails | None = None
        self.active_dialog = None
        # Per field, what an edit of it starts from: the value last put into the field from the
        # store, or last sent by an edit. A field whose text differs from it holds unsaved typing.
        self._shown: dict[str, Any] = {}
        self._last_push: tuple | None = None
        self._conflicted: set[str] = set()  # fields whose edit-conflict dialog is open

        self.pages = QStackedWidget()
        self.empty_label = QLabel("Select an entity to inspect it.\n\nSearch on the left, or press Ctrl+F.")
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_label.setWordWrap(True)
        self.empty_label.setObjectName("inspector_empty")
        self.pages.addWidget(self.empty_label)
        self.pages.addWidget(self._build_form())
        self.summary = SelectionSummary(session)
        self.pages.addWidget(self.summary)
        self.summary.dialog_opened.connect(self.dialog_opened)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.pages)

        session.details_loaded.connect(self.show_details)
        session.signals.selection_changed.connect(self._on_selection)
        session.signals.selected_ids_changed.connect(self._on_selected_ids)
        session.signals.entity_types_changed.connect(self._on_types)
        session.command_failed.connect(self._on_command_failed)
        session.edit_conflicted.connect(self._on_edit_conflicted)
        self._on_types(session.model.entity_types)

    # -- layout ---------------------------------------------------------------------------

    def _build_form(self) -> QWidget:
        self.badge_label = QLabel()
        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("name_edit")
        font = QFont(self.name_edit.font())
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.name_edit.setFont(font)
        self.name_edit.setFrame(False)
        self.name_edit.setToolTip("Name (edit and press Enter to rename)")
        header = QHBoxLayout()
        header.addWidget(self.badge_label)
        header.addWidget(self.name_edit, 1)

        self.type_combo = QComboBox()
        self.type_combo.setObjectName("type_combo")
        self.type_combo.setEditable(True)
        self.type_combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.type_combo.setToolTip("Entity type: a built-in one or a custom name")
        self.confidence_spin = QDoubleSpinBox()
        self.confidence_spin.setObjectName("confidence_spin")
        self.confidence_spin.setRange(0.0, 1.0)
        self.confidence_spin.setSingleStep(0.05)
        self.confidence_spin.setDecimals(2)
        self.confidence_spin.setKeyboardTracking(False)
        # Shown at the minimum, which is one step below 0 only while the confidence is unknown
        # (the stored value is not a number): the Qt idiom for a special value (_show_confidence).
        self.confidence_spin.setSpecialValueText("unknown")
        self.source_badge = SourceBadge()
        self.source_badge.setObjectName("source_badge")
        self.description_source_badge = SourceBadge()
        self.description_source_badge.setObjectName("description_source_badge")
        # One badge a row: the inspector is narrow (the canvas gets the window's width).
        badges = QHBoxLayout()
        badges.addWidget(QLabel("source"))
        badges.addWidget(self.source_badge)
        badges.addStretch(1)
        description_badge = QHBoxLayout()
        description_badge.addWidget(QLabel("description by"))
        description_badge.addWidget(self.description_source_badge)
        description_badge.addStretch(1)

        self.description_edit = QPlainTextEdit()
        self.description_edit.setObjectName("description_edit")
        self.description_edit.setPlaceholderText("No description. Type one; it is saved when you leave the field "
                                                 "or press Ctrl+Return.")
        self.description_edit.setFixedHeight(96)
        self.description_edit.setTabChangesFocus(True)
        _FocusOut(self.description_edit, self.commit_description)
        save = QShortcut(QKeySequence("Ctrl+Return"), self.description_edit)
        save.setContext(Qt.ShortcutContext.WidgetShortcut)
        save.activated.connect(self.commit_description)

        self.times_label = QLabel()
        self.times_label.setObjectName("times_label")
        self.times_label.setWordWrap(True)
        self.times_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.addRow("Type", self.type_combo)
        form.addRow("Confidence", self.confidence_spin)
        form.addRow("", badges)
        form.addRow("", description_badge)
        self.structure_label = QLabel()
        self.structure_label.setObjectName("structure_label")
        self.structure_label.setWordWrap(True)
        self.structure_label.setToolTip("Over the relationships the canvas shows, at the time shown")
        form.addRow("Graph", self.structure_label)

        self.properties = PropertiesTable()
        self.observations = ObservationsView()
        self.relationships = RelationshipsView()

        body = QWidget()
        body.setObjectName("inspector_body")
        v = QVBoxLayout(body)
        v.setContentsMargins(4, 4, 4, 4)
        v.addLayout(header)
        v.addLayout(form)
        v.addWidget(QLabel("Description"))
        v.addWidget(self.description_edit)
        for title, widget in (("Properties", self.properties), ("Relationships", self.relationships),
                              ("Observations", self.observations)):
            box = QGroupBox(title)
            QVBoxLayout(box).addWidget(widget)
            box.layout().setContentsMargins(4, 4, 4, 4)
            v.addWidget(box)
        v.addWidget(self.times_label)
        v.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(body)

        self.name_edit.editingFinished.connect(self.commit_name)
        self.type_combo.activated.connect(lambda _i: self.commit_type())
        self.type_combo.lineEdit().editingFinished.connect(self.commit_type)
        self.confidence_spin.valueChanged.connect(lambda _v: self.commit_confidence())
        self.properties.properties_edited.connect(self.commit_properties)
        self.observations.observation_submitted.connect(self.add_observation)
        self.observations.edit_requested.connect(self.open_edit_observation_dialog)
        self.observations.delete_requested.connect(self.delete_observation)
        self.relationships.edit_requested.connect(self.open_edit_relationship_dialog)
        self.relationships.create_requested.connect(self.open_new_relationship_dialog)
        self.relationships.invalidate_requested.connect(self.open_invalidate_dialog)
        self.relationships.delete_requested.connect(self.delete_relationship)
        # relationships.entity_requested (a double-click on a row): the window goes to the other
        # end (kgui.views.navigation), which also centres the canvas and records the visit.
        return scroll

    # -- showing --------------------------------------------------------------------------

    @property
    def shows_summary(self) -> bool:
        """Several entities are selected: the summary page stands in for the entity's form."""
        return len(self.session.model.selected_ids) > 1

    def _on_selected_ids(self, ids) -> None:
        if len(ids) > 1:
            self.summary.show_entities(self.session.model.selected_entities)
            self.pages.setCurrentIndex(SUMMARY_PAGE)
        else:
            self.summary.show_entities([])
            # Back to one: its form (kept current meanwhile) or, with none, the empty page.
            self.pages.setCurrentIndex(ENTITY_PAGE if self.entity is not None else EMPTY_PAGE)

    def _on_selection(self, entity_id) -> None:
        if entity_id is None:
            self.show_details(None)
            return
        entity = self.session.model.entities.get(entity_id)
        if entity is not None and (self.entity is None or self.entity.id != entity_id):
            self._show_entity(entity)  # at once; observations and edges follow with the details

    def _set_type_text(self, type_name: str) -> None:
        self.type_combo.blockSignals(True)
        index = self.type_combo.findText(type_name)
        if index >= 0:
            self.type_combo.setCurrentIndex(index)  # also shows the type's badge
        else:
            self.type_combo.setEditText(type_name)
        self.type_combo.blockSignals(False)

    def _on_command_failed(self, command) -> None:
        """A rename or retype was refused: show the stored values again (typed text elsewhere stays)."""
        if self.entity is None or getattr(command, "entity_id", None) != self.entity.id:
            return
        fields = getattr(command, "redo_fields", {})
        if "name" in fields:
            self.name_edit.setText(self.entity.name)
            self._shown["name"] = self.entity.name
        if "type" in fields:
            self._set_type_text(self.entity.type)
            self._shown["type"] = self.entity.type

    def _on_types(self, types) -> None:
        current = self.type_combo.currentText()
        self.type_combo.blockSignals(True)
        self.type_combo.clear()
        for t in types:
            self.type_combo.addItem(type_badge(t.name, type_color(t.name, t.color), 14, t.icon), t.name)
        self.type_combo.blockSignals(False)
        self._set_type_text(current)
        self.relationships.set_type_colors({t.name: t.color for t in types})

    def show_details(self, details: EntityDetails | None) -> None:
        if details is None:
            if self.entity is not None and self.properties.has_errors:
                self.session.error_reported.emit(
                    f"The properties of “{self.entity.name}” were not saved: {self.properties.errors[0]}.")
                self.properties.set_properties({}, force=True)
            self.entity = self.details = None
            self.pages.setCurrentIndex(SUMMARY_PAGE if self.shows_summary else EMPTY_PAGE)
            return
        self.details = details
        self._show_entity(details.entity)
        self.properties.set_properties(details.entity.properties)
        self.observations.set_observations(details.observations, details.observations_truncated)
        self.relationships.set_relationships(details.entity, details.edges, details.others)

    def show_structure(self, answer) -> None:
        """The graph view's latest structure (a StructureAnswer): the entity's place in it."""
        self.structure = answer
        self._show_structure()

    def _show_structure(self) -> None:
        answer = self.structure
        values = answer.of(self.entity.id) if answer is not None and self.entity is not None else None
        if values is None:
            self.structure_label.setText("not shown on the canvas" if answer is not None else "…")
            return
        degree, rank, community = values
        result = answer.result
        place = 1 + int((result.pagerank > rank + 1e-15).sum())
        size = int((result.community == community).sum())
        self.structure_label.setText(
            f"{degree} relationship{'s' if degree != 1 else ''} shown · PageRank {rank:.3g} "
            f"(#{place} of {len(answer.ids):,}) · community {community + 1} of {result.communities} "
            f"({size:,} {'entity' if size == 1 else 'entities'})")

    def _show_entity(self, entity: Entity) -> None:
        switching = self.entity is None or self.entity.id != entity.id
        self._left_entity = self.entity if switching else None
        self.entity = entity
        if switching:
            self._show_structure()
        self.pages.setCurrentIndex(SUMMARY_PAGE if self.shows_summary else ENTITY_PAGE)
        color = type_color(entity.type, self.session.model.type_color(entity.type))
        self.badge_label.setPixmap(type_badge(entity.type, color, 28))
        self.badge_label.setToolTip(entity.type)
        # A field is refreshed unless it holds an unsaved edit (text differing from what the field
        # was last given), so that a refresh never throws away what the user is typing; such a
        # field keeps its base, the value the edit started from.
        if switching:
            if self.properties.has_errors and self._left_entity is not None:
                # Rows that could not be saved go with the entity left: say so rather than drop them.
                self.session.error_reported.emit(
                    f"The properties of “{self._left_entity.name}” were not saved: "
                    f"{self.properties.errors[0]}. They are as stored.")
            self._shown = {}
            self._conflicted.clear()
        shown = self._shown
        name = self.name_edit.text()
        if switching or name in (shown.get("name"), entity.name):
            if name != entity.name:
                self.name_edit.setText(entity.name)
                self.name_edit.setCursorPosition(0)
            shown["name"] = entity.name
        if switching or self.type_combo.currentText() in (shown.get("type"), entity.type):
            self._set_type_text(entity.type)
            shown["type"] = entity.type
        if switching or not self.confidence_spin.hasFocus():
            self._show_confidence(entity.confidence)
        description = self.description_edit.toPlainText()
        if switching or description in (shown.get("description"), entity.description or ""):
            if description != (entity.description or ""):
                self.description_edit.setPlainText(entity.description or "")
            shown["description"] = entity.description or ""
        if switching:
            self.properties.set_properties(entity.properties, force=True)
            self.observations.set_observations([], False)
            self.relationships.set_relationships(entity, [], {})
        self.source_badge.set_source(entity.source)
        self.description_source_badge.set_source(entity.description_source)
        muted = muted_text(self.palette()).name()
        self.times_label.setText(
            f"<span style='color:{muted}'>created {format_time(entity.created_at)} · "
            f"updated {format_time(entity.updated_at)} · last seen {format_time(entity.last_seen_at)}"
            + (f" · task {entity.task_id}" if entity.task_id else "") + "</span>")

    def _show_confidence(self, confidence: float | None) -> None:
        self._shown["confidence"] = confidence
        spin = self.confidence_spin
        spin.blockSignals(True)
        if confidence is None:
            spin.setMinimum(-spin.singleStep())
            spin.setValue(spin.minimum())  # shows "unknown"
        else:
            spin.setMinimum(0.0)
            spin.setValue(confidence)
        spin.blockSignals(False)

    # -- editing (each edit is one undo command) ------------------------------------------

    def _push_update(self, **fields) -> bool:
        if self.entity is None or self.entity.workspace_id != self.session.workspace_id:
            return False  # a field of an entity that is no longer open (its workspace was left)
        # Return and focus-out (or a combo's activation and its line edit) may both report the
        # same edit before the store has answered the first: send it once.
        key = (self.entity.id, self.entity.updated_at, tuple(sorted((k, repr(v)) for k, v in fields.items())))
        if key == self._last_push:
            return False
        self._last_push = key
        base = {k: self._shown[k] for k in fields if k in self._shown}
        if "properties" in fields:
            base["properties"] = self.properties.edit_base
        pushed = self.session.push(UpdateEntityCommand(self.session.command_context(), self.entity, base=base,
                                                       **fields))
        for k, v in fields.items():
            if k != "properties":
                self._shown[k] = v  # the next edit of the field starts from this one
        return pushed

    def commit_name(self) -> None:
        if self.entity is None or "name" in self._conflicted:
            return
        name = self.name_edit.text().strip()
        if not name:
            self.name_edit.setText(self.entity.name)
            self.session.error_reported.emit("A name cannot be empty")
            return
        if name != self._shown.get("name", self.entity.name):
            self._push_update(name=name)

    def commit_type(self) -> None:
        if self.entity is None or "type" in self._conflicted:
            return
        new_type = self.type_combo.currentText().strip()
        if new_type and new_type != self._shown.get("type", self.entity.type):
            self._push_update(type=new_type)

    def commit_description(self) -> None:
        if self.entity is None or "description" in self._conflicted:
            return
        text = self.description_edit.toPlainText().strip()
        if text != self._shown.get("description", self.entity.description or ""):
            self._push_update(description=text)

    def commit_confidence(self) -> None:
        if self.entity is None or "confidence" in self._conflicted:
            return
        value = round(self.confidence_spin.value(), 2)
        if value < 0:
            return  # stepped back to "unknown": nothing to write
        shown = self._shown.get("confidence", self.entity.confidence)
        if shown is None or abs(value - shown) > 1e-6:
            self._push_update(confidence=value)

    def commit_properties(self, properties: dict) -> None:
        if self.entity is not None and properties != self.properties.edit_base:
            self._push_update(properties=properties)

    # -- edit conflicts -------------------------------------------------------------------

    def _on_edit_conflicted(self, command: UpdateEntityCommand, conflict: EditConflictError) -> None:
        """Another writer changed what the person was editing: ask what to keep. Until they choose,
        the fields keep what they typed, counted as unsaved against the stored values."""
        fields = {c.field for c in conflict.conflicts}
        shown_here = self.entity is not None and self.entity.id == conflict.entity.id
        if shown_here:
            for field in fields - {"properties"}:
                self._shown[field] = self._stored_value(conflict.entity, field)
            self._conflicted |= fields
        dialog = EditConflictDialog(conflict, parent=self)
        dialog.finished.connect(lambda _r: self._resolve_conflict(command, conflict, dialog.choice,
                                                                  dialog.merged_text()))
        self._show_dialog(dialog)

    @staticmethod
    def _stored_value(entity: Entity, field: str):
        return entity.description or "" if field == "description" else getattr(entity, field)

    def _resolve_conflict(self, command: UpdateEntityCommand, conflict: EditConflictError, choice: str | None,
                          merged: str) -> None:
        fields = {c.field for c in conflict.conflicts}
        self._conflicted -= fields
        theirs = conflict.entity
        shown_here = self.entity is not None and self.entity.id == theirs.id
        if choice is None and shown_here:
            # Dismissed: nothing decided. The edit keeps the base it started from, so leaving the
            # field again asks again instead of writing over their change.
            for c in conflict.conflicts:
                if c.field != "properties":
                    self._shown[c.field] = c.base if c.field != "description" else (c.base or "")
            self._last_push = None  # the same edit is sent again, not taken for a repeat
        if choice in (MINE, MERGED):
            mine = {k: v for k, v in command.redo_fields.items() if k in fields}
            if "properties" in mine:  # my patch over what is stored now
                props = dict(theirs.properties)
                for key, value in mine["properties"].items():
                    if value is None:
                        props.pop(key, None)
                    else:
                        props[key] = value
                mine["properties"] = props
            if choice == MERGED:
                mine["description"] = merged
            # Written over what is stored now (their values are this write's base).
            self.session.push(UpdateEntityCommand(self.session.command_context(), theirs, **mine))
            if shown_here:
                if "description" in mine:
                    self.description_edit.setPlainText(mine["description"])
                for k, v in mine.items():
                    if k != "properties":
                        self._shown[k] = v
        elif choice == THEIRS and shown_here:
            if "name" in fields:
                self.name_edit.setText(theirs.name)
            if "type" in fields:
                self._set_type_text(theirs.type)
            if "description" in fields:
                self.description_edit.setPlainText(theirs.description or "")
            if "confidence" in fields:
                self._show_confidence(theirs.confidence)
            if "properties" in fields:
                self.properties.set_properties(theirs.properties, force=True)
            for field in fields - {"properties"}:
                self._shown[field] = self._stored_value(theirs, field)
        if shown_here:
            self.session.refresh_details()

    def add_observation(self, content: str) -> None:
        if self.entity is not None:
            self.session.push(AddObservationCommand(self.session.command_context(), self.entity, content))

    def open_edit_observation_dialog(self, observation: Observation) -> EditObservationDialog | None:
        if self.entity is None or observation.entity_id != self.entity.id:
            return None
        dialog = EditObservationDialog(observation, self.entity.name, parent=self)
        dialog.save_requested.connect(lambda obs, text: self._save_observation(dialog, obs, text))
        self._show_dialog(dialog)
        return dialog

    def _save_observation(self, dialog: EditObservationDialog, observation: Observation, text: str) -> None:
        command = UpdateObservationCommand(self.session.command_context(), observation, text,
                                           self.entity.name if self.entity else "")
        command.first_run_answered = lambda refusal: dialog.save_answered(refusal, command.last_cause)
        if not self.session.push(command):
            dialog.save_answered(None)

    def delete_observation(self, observation: Observation) -> None:
        if self.entity is not None and observation.entity_id == self.entity.id:
            self.session.push(DeleteObservationCommand(self.session.command_context(), observation,
                                                       self.entity.name))

    # -- relationships --------------------------------------------------------------------

    def _show_dialog(self, dialog) -> None:
        self.active_dialog = dialog
        dialog.finished.connect(lambda _r: setattr(self, "active_dialog", None))
        dialog.open()
        self.dialog_opened.emit(dialog)

    def open_new_relationship_dialog(self) -> NewRelationshipDialog | None:
        if self.entity is None:
            return None
        dialog = NewRelationshipDialog(self.session, self.entity, parent=self)
        dialog.accepted.connect(lambda: self.create_relationship(
            *dialog.endpoints(), dialog.chosen_type(), dialog.chosen_valid_from()))
        self._show_dialog(dialog)
        return dialog

    def create_relationship(self, source: Entity, target: Entity, edge_type: str,
                            valid_from: int | None = None) -> None:
        self.session.push(CreateEdgeCommand(self.session.command_context(), source, target, edge_type,
                                            valid_from=valid_from))

    def open_edit_relationship_dialog(self, edge: Edge) -> EditRelationshipDialog:
        phrase = edge_phrase(edge, self.relationships.names())
        types = sorted(set(BUILTIN_EDGE_TYPES) | set(self.session.model.edge_types()))
        dialog = EditRelationshipDialog(edge, phrase, types, parent=self)
        dialog.save_requested.connect(lambda before, values: self._save_relationship(dialog, before, values, phrase))
        self._show_dialog(dialog)
        return dialog

    def _save_relationship(self, dialog: EditRelationshipDialog, before: Edge, values: dict, phrase: str) -> None:
        command = UpdateEdgeCommand(self.session.command_context(), before, phrase, **values)
        command.first_run_answered = lambda refusal: dialog.save_answered(refusal, command.last_cause)
        if not self.session.push(command):
            dialog.nothing_to_save()

    def open_invalidate_dialog(self, edge: Edge) -> InvalidateDialog:
        dialog = InvalidateDialog(edge, edge_phrase(edge, self.relationships.names()), parent=self)
        dialog.accepted.connect(lambda: self.invalidate_relationship(edge, dialog.valid_to_ms()))
        self._show_dialog(dialog)
        return dialog

    def invalidate_relationship(self, edge: Edge, valid_to: int) -> None:
        self.session.push(InvalidateEdgeCommand(self.session.command_context(), edge, valid_to,
                                                edge_phrase(edge, self.relationships.names())))

    def delete_relationship(self, edge: Edge) -> None:
        self.session.push(DeleteEdgeCommand(self.session.command_context(), edge,
                                            edge_phrase(edge, self.relationships.names())))
