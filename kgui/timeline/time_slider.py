"""The as-of time slider: a track from the workspace's earliest fact to now, with a tick wherever
a relationship begins or ends, a date/time label, a "Now" button and play/pause with speed.

The slider only reports what the user chose (`as_of_chosen`: ms, or None for now); the
AsOfController decides what is drawn. The right end of the track is "now".
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QPointF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPalette, QPen
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QToolButton,
    QWidget,
)

from ..style.colors import muted_text
from ..style.formatting import format_date, format_time
from .playback import SPEEDS, Playback

HANDLE_RADIUS = 7.0
MARGIN = 10.0  # track inset on both sides (room for the handle)


class TimeTrack(QWidget):
    """The track itself: ticks (binned per pixel, so 60k edge events cost nothing to draw), a
    handle; click or drag to choose a moment, arrow keys to step, End for now."""

    value_chosen = Signal(object)  # by the user (mouse, keys); ms (an int beyond 32 bits)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("time_track")
        self.setMinimumSize(240, 34)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.lo = 0
        self.hi = 1
        self.value = 1
        self.ticks = np.zeros(0, dtype=np.int64)
        self._dragging = False
        self.setToolTip("Drag to see the graph as it was at that moment")

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(600, 34)

    # -- state ------------------------------------------------------------------------------

    def set_range(self, lo: int, hi: int, ticks=None) -> None:
        self.lo, self.hi = int(lo), max(int(hi), int(lo) + 1)
        if ticks is not None:
            self.ticks = np.asarray(ticks, dtype=np.int64)
        self.value = min(max(self.value, self.lo), self.hi)
        self.update()

    def set_value(self, value: int) -> None:
        self.value = min(max(int(value), self.lo), self.hi)
        self.update()

    @property
    def at_end(self) -> bool:
        return self.value >= self.hi

    # -- geometry ---------------------------------------------------------------------------

    def _x_of(self, value) -> np.ndarray | float:
        span = max(self.width() - 2 * MARGIN, 1.0)
        return MARGIN + (np.asarray(value, dtype=np.float64) - self.lo) / (self.hi - self.lo) * span

    def value_at(self, x: float) -> int:
        span = max(self.width() - 2 * MARGIN, 1.0)
        frac = min(max((x - MARGIN) / span, 0.0), 1.0)
        return int(round(self.lo + frac * (self.hi - self.lo)))

    def handle_pos(self) -> QPointF:
        return QPointF(float(self._x_of(self.value)), self.height() / 2.0)

    # -- painting ---------------------------------------------------------------------------

    def paintEvent(self, _event) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        mid = self.height() / 2.0
        track = pal.color(QPalette.ColorRole.Mid)
        accent = pal.color(QPalette.ColorRole.Highlight)
        x0, x1 = MARGIN, self.width() - MARGIN
        p.setPen(QPen(track, 3.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawLine(QPointF(x0, mid), QPointF(x1, mid))
        hx = float(self._x_of(self.value))
        p.setPen(QPen(accent, 3.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawLine(QPointF(x0, mid), QPointF(hx, mid))
        inside = self.ticks[(self.ticks >= self.lo) & (self.ticks <= self.hi)]
        if inside.size:
            px = np.round(self._x_of(inside)).astype(np.int64)
            cols, counts = np.unique(px, return_counts=True)
            tick = QColor(muted_text(pal))
            tick.setAlpha(200)
            p.setPen(QPen(tick, 1.0))
            top = 4.0
            for x, c in zip(cols.tolist(), counts.tolist()):
                h = min(3.0 + 2.0 * np.log2(1 + c), mid - top - 2)  # busier moments are taller
                p.drawLine(QPointF(x + 0.5, mid - 4 - h), QPointF(x + 0.5, mid - 4))
        p.setPen(QPen(pal.color(QPalette.ColorRole.Base), 2.0))
        p.setBrush(accent)
        p.drawEllipse(QPointF(hx, mid), HANDLE_RADIUS, HANDLE_RADIUS)
        p.end()

    # -- input ------------------------------------------------------------------------------

    def _choose(self, value: int) -> None:
        value = min(max(int(value), self.lo), self.hi)
        if value != self.value:
            self.value = value
            self.update()
        self.value_chosen.emit(self.value)

    def mousePressEvent(self, event) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            self._dragging = True
            self._choose(self.value_at(event.position().x()))

    def mouseMoveEvent(self, event) -> None:  # noqa: N802
        if self._dragging:
            self._choose(self.value_at(event.position().x()))
        else:
            self.setToolTip(format_time(self.value_at(event.position().x())))

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        if self._dragging and event.button() == Qt.MouseButton.LeftButton:
            self._dragging = False
            self._choose(self.value_at(event.position().x()))

    def keyPressEvent(self, event) -> None:  # noqa: N802
        step = max((self.hi - self.lo) // 100, 1)
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Down):
            self._choose(self.value - step)
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Up):
            self._choose(self.value + step)
        elif key == Qt.Key.Key_PageDown:
            self._choose(self.value - 10 * step)
        elif key == Qt.Key.Key_PageUp:
            self._choose(self.value + 10 * step)
        elif key == Qt.Key.Key_Home:
            self._choose(self.lo)
        elif key == Qt.Key.Key_End:
            self._choose(self.hi)
        else:
            super().keyPressEvent(event)


class TimeSlider(QWidget):
    """The bottom strip: play/pause, speed, the track, the moment shown, Now, closed edges."""

    as_of_chosen = Signal(object)  # ms, or None for now (the user, or playback)
    show_closed_toggled = Signal(bool)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("time_slider")
        self.track = TimeTrack()
        self.playback = Playback(self)
        self.play_button = QToolButton()
        self.play_button.setObjectName("play_button")
        self.play_button.setCheckable(True)
        self.play_button.setToolTip("Play the history from the first fact to now (Space on the track)")
        self.speed_combo = QComboBox()
        self.speed_combo.setObjectName("speed_combo")
        for speed in SPEEDS:
            self.speed_combo.addItem(f"{speed:g}×", speed)
        self.speed_combo.setCurrentIndex(SPEEDS.index(1.0))
        self.speed_combo.setToolTip("Playback speed (1× plays the whole history in 20 s)")
        self.start_label = QLabel()
        self.start_label.setObjectName("time_start_label")
        self.moment_label = QLabel("Now")
        self.moment_label.setObjectName("as_of_label")
        self.moment_label.setMinimumWidth(150)
        font = self.moment_label.font()
        font.setBold(True)
        self.moment_label.setFont(font)
        self.now_button = QToolButton()
        self.now_button.setObjectName("now_button")
        self.now_button.setText("Now")
        self.now_button.setToolTip("Show the graph as it is now")
        self.closed_box = QCheckBox("Closed since, faded")
        self.closed_box.setObjectName("show_closed_box")
        self.closed_box.setToolTip("In the past, also show relationships that were true then but "
                                   "have been closed since (dashed and faded)")
        self.closed_box.setChecked(True)
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 2, 8, 2)
        row.addWidget(self.play_button)
        row.addWidget(self.speed_combo)
        row.addWidget(self.start_label)
        row.addWidget(self.track, 1)
        row.addWidget(self.moment_label)
        row.addWidget(self.now_button)
        row.addWidget(self.closed_box)
        self._show_play_state(False)
        self.set_enabled_range(None, None)

        self.track.value_chosen.connect(self._on_track)
        self.now_button.clicked.connect(self.choose_now)
        self.play_button.toggled.connect(self._on_play_toggled)
        self.speed_combo.currentIndexChanged.connect(
            lambda _i: setattr(self.playback, "speed", float(self.speed_combo.currentData())))
        self.playback.stepped.connect(self._on_step)
        self.playback.finished.connect(self._on_playback_finished)
        self.closed_box.toggled.connect(self.show_closed_toggled)

    # -- state from the application ---------------------------------------------------------

    def set_enabled_range(self, lo: int | None, now: int | None, ticks=None) -> None:
        """The span (earliest fact .. now) and the tick times; lo None: no history to travel."""
        enabled = lo is not None and now is not None and lo < now
        for w in (self.track, self.play_button, self.speed_combo, self.now_button):
            w.setEnabled(enabled)
        if not enabled:
            self.playback.stop()
            self.start_label.setText("")
            self.track.set_range(0, 1, np.zeros(0, dtype=np.int64))
            self.track.set_value(1)
            return
        at_end = self.track.at_end
        self.track.set_range(lo, now, ticks)
        if at_end:
            self.track.set_value(now)
        self.start_label.setText(format_date(lo))
        self.start_label.setToolTip(f"The first relationship starts {format_time(lo)}")

    def show_as_of(self, as_of: int | None) -> None:
        """Reflect the moment shown (without emitting anything)."""
        if as_of is None:
            self.track.set_value(self.track.hi)
            self.moment_label.setText("Now")
            self.moment_label.setToolTip("The graph as it is now")
        else:
            self.track.set_value(as_of)
            self.moment_label.setText(format_time(as_of))
            self.moment_label.setToolTip(f"The graph as of {format_time(as_of, seconds=True)}")

    # -- user -------------------------------------------------------------------------------

    def _on_track(self, value: int) -> None:
        if self.playback.running:
            self.play_button.setChecked(False)
        self._emit(None if value >= self.track.hi else value)

    def choose(self, as_of: int | None) -> None:
        """Choose a moment as the user would (tests, --as-of): None or ms."""
        if as_of is not None and as_of >= self.track.hi:
            as_of = None
        self.track.set_value(self.track.hi if as_of is None else as_of)
        self._emit(as_of)

    def choose_now(self) -> None:
        self.play_button.setChecked(False)
        self.choose(None)

    def _emit(self, as_of: int | None) -> None:
        self.moment_label.setText("Now" if as_of is None else format_time(as_of))
        self.as_of_chosen.emit(as_of)

    # -- playback ---------------------------------------------------------------------------

    def _on_play_toggled(self, playing: bool) -> None:
        if playing:
            start = self.track.lo if self.track.at_end else self.track.value
            self.playback.start(self.track.lo, self.track.hi, start)
        else:
            self.playback.stop()
        self._show_play_state(playing)

    def _show_play_state(self, playing: bool) -> None:
        self.play_button.setText("Pause" if playing else "Play")
        self.play_button.setToolTip("Pause the playback" if playing else
                                    "Play the history from here to now")

    def _on_step(self, value: int) -> None:
        self.choose(value)

    def _on_playback_finished(self) -> None:
        self.play_button.setChecked(False)
        self.choose(None)
