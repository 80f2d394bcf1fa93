"""Find the shortest path between two entities as of the time shown (a non-modal dialog).

The question goes to the store worker (`shortest_path`), which asks kgstore on the whole
workspace, not only on what the canvas holds: the path may run through entities the view has not
loaded. Relationship types hidden by the filters are not followed; the time is the slider's.
The answer is listed here and handed to the graph view (`path_found`) to be drawn.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QListWidget,
    QVBoxLayout,
    QWidget,
)

from kgstore import Entity

from ..session import ExplorerSession
from ..style.formatting import format_time
from .entity_picker import EntityPicker


def describe_hop(path, k: int) -> str:
    """Hop k of a GraphPath as the list shows it: 'A —uses→ B' or, walked against the
    relationship's direction, 'A ←uses— B'; a closed relationship with its window."""
    edge = path.edges[k]
    window = ""
    if edge.valid_to is not None:
        window = f"  ({format_time(edge.valid_from)} \u2013 {format_time(edge.valid_to)})"
    return f"{path.entities[k].name} {path.arrow(k)} {path.entities[k + 1].name}{window}"


class PathDialog(QDialog):
    path_found = Signal(list, list)   # entity ids in order, edge ids in order ([], [] when none)

    def __init__(self, session: ExplorerSession, start: Entity | None = None, end: Entity | None = None,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("path_dialog")
        self.setWindowTitle("Shortest path")
        self.session = session
        self.source_picker = EntityPicker(session)
        self.source_picker.search_edit.setPlaceholderText("Search for the first entity…")
        self.target_picker = EntityPicker(session)
        self.target_picker.search_edit.setPlaceholderText("Search for the second entity…")
        for picker in (self.source_picker, self.target_picker):
            picker.view.setMinimumHeight(90)
            picker.entity_picked.connect(lambda _e: self._update_button())
        self.directed = QCheckBox("Follow relationships in their direction only")
        self.directed.setObjectName("path_directed")
        self.when = QLabel()
        self.when.setWordWrap(True)
        self.result_label = QLabel()
        self.result_label.setObjectName("path_result")
        self.result_label.setWordWrap(True)
        self.hops = QListWidget()
        self.hops.setObjectName("path_hops")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.find_button = self.buttons.addButton("Find path", QDialogButtonBox.ButtonRole.ActionRole)
        self.find_button.setObjectName("path_find")
        self.find_button.setDefault(True)
        self.find_button.clicked.connect(self.find)
        self.buttons.rejected.connect(self.reject)
        pickers = QGridLayout()
        pickers.addWidget(QLabel("From"), 0, 0, Qt.AlignmentFlag.AlignTop)
        pickers.addWidget(self.source_picker, 0, 1)
        pickers.addWidget(QLabel("To"), 1, 0, Qt.AlignmentFlag.AlignTop)
        pickers.addWidget(self.target_picker, 1, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(pickers, 2)
        layout.addWidget(self.directed)
        layout.addWidget(self.when)
        layout.addWidget(self.result_label)
        layout.addWidget(self.hops, 1)
        layout.addWidget(self.buttons)
        self.resize(520, 620)
        self.requests = 0
        self.last_path = None
        if start is not None:
            self.source_picker.preset(start)
        if end is not None:
            self.target_picker.preset(end)
        self._update_button()
        self._show_when()
        session.signals.as_of_changed.connect(lambda _t: self._show_when())
        session.signals.filters_changed.connect(lambda _f: self._show_when())

    def _update_button(self) -> None:
        self.find_button.setEnabled(self.source_picker.selected is not None
                                    and self.target_picker.selected is not None)

    def _edge_types(self) -> list[str] | None:
        """Types the filters show (None: every type)."""
        hidden = self.session.model.filters.hidden_edge_types
        if not hidden:
            return None
        return sorted(t for t in self.session.model.edge_types() if t not in hidden)

    def _show_when(self) -> None:
        as_of = self.session.model.as_of
        text = "As of now" if as_of is None else f"As of {format_time(as_of)} (the time shown)"
        hidden = self.session.model.filters.hidden_edge_types
        if hidden:
            text += f"; not through {', '.join(sorted(hidden))} (hidden by the filters)"
        self.when.setText(text + ".")

    def find(self) -> None:
        source, target = self.source_picker.selected, self.target_picker.selected
        if source is None or target is None:
            self.result_label.setText("Pick both entities first.")
            return
        as_of = self.session.model.as_of
        self.requests += 1
        self.result_label.setText("Looking…")
        self.hops.clear()
        self.session.submit("shortest_path", source_id=source.id, target_id=target.id, as_of=as_of,
                            directed=self.directed.isChecked(), edge_types=self._edge_types(),
                            supersede_key=f"path:{id(self)}",
                            on_done=lambda path, s=source, t=target, w=as_of: self._show(path, s, t, w),
                            on_error=lambda m: self.result_label.setText(f"No answer: {m}"))

    def _show(self, path, source: Entity, target: Entity, as_of) -> None:
        self.last_path = path
        self.hops.clear()
        when = "now" if as_of is None else f"on {format_time(as_of)}"
        if path is None:
            self.result_label.setText(f"No path between {source.name} and {target.name} {when}.")
            self.path_found.emit([], [])
            return
        ids = [e.id for e in path.entities]
        for k in range(path.hops):
            self.hops.addItem(describe_hop(path, k))
        hops = len(path.edges)
        self.result_label.setText(f"{source.name} to {target.name} {when}: "
                                  f"{hops} step{'s' if hops != 1 else ''}.")
        self.path_found.emit(ids, [e.id for e in path.edges])
