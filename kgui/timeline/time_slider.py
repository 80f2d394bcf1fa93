"""The as-of time slider: a track from the workspace's earliest fact to now, a date/time label,
a "Now" button and play/pause with speed. Behind the track a histogram shows when things
happened (entities created, relationships starting and ending, observations recorded; counted
by the store, see ChangeHistogramLoader), and date labels under it name the moments; until the
histogram arrives a tick marks each moment a loaded relationship begins or ends.

The slider only reports what the user chose (`as_of_chosen`: ms, or None for now); the
AsOfController decides what is drawn. The right end of the track is "now".

Two times can be compared: Shift-drag on the track (or drag with Compare on) marks a span,
reported as `range_chosen` ((earlier, later) ms, or None when cleared: Compare off, Escape);
the ChangesLoader shows what changed between them.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPalette, QPen
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QToolButton,
    QWidget,
)

from kgstore import ChangeHistogram

from ..style.colors import muted_text
from ..style.formatting import format_date, format_time, plural
from .playback import SPEEDS, Playback
from .time_axis import AxisTick, axis_ticks

HANDLE_RADIUS = 7.0
MARGIN = 10.0  # track inset on both sides (room for the handle)
BAR_PX = 5  # one histogram bar per this many pixels of track
HISTOGRAM_HEIGHT = 24.0  # the tallest bar
TOP_PAD = 2.0
AXIS_TICK = 3.0  # length of an axis tick mark below the track
LINE_Y = TOP_PAD + HISTOGRAM_HEIGHT + HANDLE_RADIUS - 2.0  # the track line: bars stand on it


class TimeTrack(QWidget):
    """The track itself: the change histogram behind it (or, until that arrives, ticks binned
    per pixel, so 60k edge events cost nothing to draw), date labels under it, a handle; click
    or drag to choose a moment, arrow keys to step, End for now."""

    value_chosen = Signal(object)  # by the user (mouse, keys); ms (an int beyond 32 bits)
    resized = Signal(int)  # the new width: the histogram wants as many bins as fit
    range_chosen = Signal(object)  # (earlier, later) ms marked by the user, or None: cleared

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("time_track")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumSize(240, self.sizeHint().height())
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.lo = 0
        self.hi = 1
        self.value = 1
        self.ticks = np.zeros(0, dtype=np.int64)
        self.histogram: ChangeHistogram | None = None
        self._totals = np.zeros(0, dtype=np.float64)
        self._axis: tuple[tuple, list[AxisTick]] | None = None  # (what it was computed for, ticks)
        self._dragging = False
        # Two times compared: the span marked, whether a plain drag marks one, the fixed end
        # of a span being dragged out.
        self.range: tuple[int, int] | None = None
        self.compare_mode = False
        self._range_anchor: int | None = None
        self.setToolTip("Drag to see the graph as it was at that moment; Shift-drag to compare two times")

    def axis_font(self):
        font = self.font()
        font.setPointSizeF(max(font.pointSizeF() - 1.0, 7.0))
        return font

    def sizeHint(self) -> QSize:  # noqa: N802
        label = QFontMetricsF(self.axis_font()).height()
        return QSize(600, int(np.ceil(LINE_Y + HANDLE_RADIUS + 1.0 + label + 1.0)))

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

    def set_histogram(self, histogram: ChangeHistogram | None) -> None:
        """The store's counts of changes per bin (None: none to show)."""
        self.histogram = histogram
        self._totals = np.asarray(histogram.totals(), dtype=np.float64) if histogram else np.zeros(0)
        self.update()

    def set_compare_range(self, span: tuple[int, int] | None) -> None:
        """Show a marked span (without emitting anything); None clears it."""
        self.range = None if span is None else (min(span), max(span))
        self.update()

    def bins_wanted(self) -> int:
        """How many histogram bars the track's width holds (one per BAR_PX pixels)."""
        return max(1, int((self.width() - 2 * MARGIN) // BAR_PX))

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
        return QPointF(float(self._x_of(self.value)), LINE_Y)

    def bar_rects(self) -> list[tuple[int, QRectF]]:
        """(bin, where its bar is drawn) for each bin with changes, inside the track."""
        hist = self.histogram
        if hist is None or not self._totals.size or self._totals.max() <= 0:
            return []
        edges = hist.start + np.arange(hist.bins + 1) * hist.width
        xs = self._x_of(edges)
        # Square-root heights: one change next to a thousand stays visible.
        heights = np.sqrt(self._totals / self._totals.max()) * HISTOGRAM_HEIGHT
        base = LINE_Y - 2.0
        out = []
        for i in np.flatnonzero(self._totals > 0).tolist():
            x0, x1 = max(float(xs[i]), MARGIN), min(float(xs[i + 1]), self.width() - MARGIN)
            if x1 <= x0:
                continue
            w = max(x1 - x0 - 1.0, 1.0)  # a pixel between bars
            h = max(float(heights[i]), 2.0)
            out.append((i, QRectF(x0, base - h, w, h)))
        return out

    def bin_at(self, x: float) -> int | None:
        hist = self.histogram
        if hist is None:
            return None
        t = self.value_at(x)
        if not hist.start <= t <= hist.end:
            return None
        return min(int((t - hist.start) // hist.width), hist.bins - 1)

    def axis_ticks(self) -> list[AxisTick]:
        """The date labels under the track (computed again only when the span or width changes)."""
        key = (self.lo, self.hi, self.width(), self.axis_font().key())
        if self._axis is None or self._axis[0] != key:
            metrics = QFontMetricsF(self.axis_font())
            ticks = axis_ticks(self.lo, self.hi, MARGIN, self.width() - MARGIN, metrics.horizontalAdvance)
            self._axis = (key, ticks)
        return self._axis[1]

    # -- painting ---------------------------------------------------------------------------

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self.resized.emit(self.width())

    def paintEvent(self, _event) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        mid = LINE_Y
        track = pal.color(QPalette.ColorRole.Mid)
        accent = pal.color(QPalette.ColorRole.Highlight)
        muted = QColor(muted_text(pal))
        x0, x1 = MARGIN, self.width() - MARGIN
        hx = float(self._x_of(self.value))
        enabled = self.isEnabled()
        bars = self.bar_rects() if enabled else []
        if enabled and self.range is not None:
            self._paint_range(p, accent)
        if bars:
            self._paint_histogram(p, bars, hx, accent, muted)
        elif enabled:
            self._paint_ticks(p, mid, muted)
        p.setPen(QPen(track, 3.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawLine(QPointF(x0, mid), QPointF(x1, mid))
        if enabled:
            self._paint_axis(p, mid, muted)
        p.setPen(QPen(accent, 3.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawLine(QPointF(x0, mid), QPointF(hx, mid))
        p.setPen(QPen(pal.color(QPalette.ColorRole.Base), 2.0))
        p.setBrush(accent)
        p.drawEllipse(QPointF(hx, mid), HANDLE_RADIUS, HANDLE_RADIUS)
        p.end()

    def _paint_range(self, p: QPainter, accent: QColor) -> None:
        """The compared span: a band behind the bars, a line at each end."""
        a, b = (float(x) for x in self._x_of(list(self.range)))
        band = QColor(accent)
        band.setAlpha(45)
        top, bottom = TOP_PAD, LINE_Y + HANDLE_RADIUS
        p.fillRect(QRectF(a, top, max(b - a, 1.0), bottom - top), band)
        p.setPen(QPen(accent, 2.0))
        for x in (a, b):
            p.drawLine(QPointF(x, top), QPointF(x, bottom))

    def _paint_histogram(self, p: QPainter, bars, hx: float, accent: QColor, muted: QColor) -> None:
        # Up to the moment shown the bars are in the accent colour; what came after is muted.
        past, later = QColor(accent), QColor(muted)
        past.setAlpha(150)
        later.setAlpha(110)
        p.setPen(Qt.PenStyle.NoPen)
        for _i, rect in bars:
            if rect.right() <= hx:
                p.fillRect(rect, past)
            elif rect.left() >= hx:
                p.fillRect(rect, later)
            else:  # the bar the handle stands in: split at the handle
                p.fillRect(QRectF(rect.left(), rect.top(), hx - rect.left(), rect.height()), past)
                p.fillRect(QRectF(hx, rect.top(), rect.right() - hx, rect.height()), later)

    def _paint_ticks(self, p: QPainter, mid: float, muted: QColor) -> None:
        inside = self.ticks[(self.ticks >= self.lo) & (self.ticks <= self.hi)]
        if not inside.size:
            return
        px = np.round(self._x_of(inside)).astype(np.int64)
        cols, counts = np.unique(px, return_counts=True)
        tick = QColor(muted)
        tick.setAlpha(200)
        p.setPen(QPen(tick, 1.0))
        for x, c in zip(cols.tolist(), counts.tolist()):
            h = min(3.0 + 2.0 * np.log2(1 + c), HISTOGRAM_HEIGHT)  # busier moments are taller
            p.drawLine(QPointF(x + 0.5, mid - 4 - h), QPointF(x + 0.5, mid - 4))

    def _paint_axis(self, p: QPainter, mid: float, muted: QColor) -> None:
        ticks = self.axis_ticks()
        if not ticks:
            return
        font = self.axis_font()
        p.setFont(font)
        metrics = QFontMetricsF(font)
        top = mid + HANDLE_RADIUS + 1.0
        text = self.palette().color(QPalette.ColorRole.WindowText)
        for tick in ticks:
            p.setPen(QPen(muted, 1.0))
            p.drawLine(QPointF(tick.x, mid + 2.0), QPointF(tick.x, mid + 2.0 + AXIS_TICK))
            p.setPen(text)
            p.drawText(QPointF(tick.left, top + metrics.ascent()), tick.label)

    # -- input ------------------------------------------------------------------------------

    def _choose(self, value: int) -> None:
        value = min(max(int(value), self.lo), self.hi)
        if value != self.value:
            self.value = value
            self.update()
        self.value_chosen.emit(self.value)

    def _range_gesture(self, event) -> bool:
        return self.compare_mode or bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)

    def mousePressEvent(self, event) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton:
            return
        x = event.position().x()
        if self._range_gesture(event):
            # Near an end of the span marked: that end moves; elsewhere a new span starts.
            self._range_anchor = self.value_at(x)
            if self.range is not None:
                a, b = (float(v) for v in self._x_of(list(self.range)))
                if abs(x - a) <= HANDLE_RADIUS:
                    self._range_anchor = self.range[1]
                elif abs(x - b) <= HANDLE_RADIUS:
                    self._range_anchor = self.range[0]
            return
        self._dragging = True
        self._choose(self.value_at(x))

    def mouseMoveEvent(self, event) -> None:  # noqa: N802
        if self._range_anchor is not None:
            self._mark_range(self.value_at(event.position().x()))
        elif self._dragging:
            self._choose(self.value_at(event.position().x()))
        else:
            self.setToolTip(self.describe_at(event.position().x()))

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton:
            return
        if self._range_anchor is not None:
            self._mark_range(self.value_at(event.position().x()))
            self._range_anchor = None
        elif self._dragging:
            self._dragging = False
            self._choose(self.value_at(event.position().x()))

    def _step_range(self, event, step: int) -> None:
        """Keys while comparing: Left/Right move the later end of the span (with Shift the
        earlier one; PageUp/PageDown ten steps); with no span yet, one starts at the moment shown."""
        key = event.key()
        moves = {Qt.Key.Key_Left: -step, Qt.Key.Key_Right: step, Qt.Key.Key_PageDown: -10 * step,
                 Qt.Key.Key_PageUp: 10 * step}
        if key not in moves:
            super().keyPressEvent(event)
            return
        start, end = self.range if self.range is not None else (self.value, self.value)
        if event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            start = min(max(start + moves[key], self.lo), end)
        else:
            end = max(min(end + moves[key], self.hi), start)
        if end > start and (start, end) != self.range:
            self.range = (start, end)
            self.update()
            self.range_chosen.emit(self.range)

    def _mark_range(self, value: int) -> None:
        """The span from the anchor to `value`; one narrower than a few pixels is not a span (a
        click)."""
        anchor = self._range_anchor
        if anchor is None or abs(float(self._x_of(value)) - float(self._x_of(anchor))) < 3:
            return
        span = (min(anchor, value), max(anchor, value))
        if span != self.range:
            self.range = span
            self.update()
            self.range_chosen.emit(span)

    def describe_at(self, x: float) -> str:
        """The tooltip at x: the moment, and what changed in the histogram bar there."""
        moment = format_time(self.value_at(x))
        i = self.bin_at(x)
        hist = self.histogram
        if i is None or hist is None:
            return moment
        start = int(hist.start + i * hist.width)
        end = int(hist.start + (i + 1) * hist.width)
        parts = [text for n, text in (
            (hist.entities_created[i], plural(hist.entities_created[i], "entity", "entities") + " created"),
            (hist.edges_started[i], plural(hist.edges_started[i], "relationship") + " started"),
            (hist.edges_ended[i], plural(hist.edges_ended[i], "relationship") + " ended"),
            (hist.observations[i], plural(hist.observations[i], "observation") + " recorded"),
        ) if n]
        changes = "\n".join(parts) if parts else "no changes"
        return f"{moment}\n{format_time(start)} – {format_time(end)}:\n{changes}"

    def keyPressEvent(self, event) -> None:  # noqa: N802
        step = max((self.hi - self.lo) // 100, 1)
        key = event.key()
        if self.compare_mode and key != Qt.Key.Key_Escape:
            self._step_range(event, step)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Down):
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
        elif key == Qt.Key.Key_Escape and self.range is not None:
            self.range = None
            self.update()
            self.range_chosen.emit(None)
        else:
            super().keyPressEvent(event)


class TimeSlider(QWidget):
    """The bottom strip: play/pause, speed, the track, the moment shown, Now, closed edges."""

    as_of_chosen = Signal(object)  # ms, or None for now (the user, or playback)
    show_closed_toggled = Signal(bool)
    range_chosen = Signal(object)  # (earlier, later) ms to compare, or None: the comparison ended

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
        self.compare_button = QToolButton()
        self.compare_button.setObjectName("compare_button")
        self.compare_button.setText("Compare")
        self.compare_button.setCheckable(True)
        self.compare_button.setToolTip("Compare two times: drag across the time bar to mark them (Shift-drag "
                                       "does it at any time); the canvas shows what appeared and what ended "
                                       "between them. Off (or Escape on the bar) ends the comparison")
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 2, 8, 2)
        row.addWidget(self.play_button)
        row.addWidget(self.speed_combo)
        row.addWidget(self.start_label)
        row.addWidget(self.track, 1)
        row.addWidget(self.moment_label)
        row.addWidget(self.now_button)
        row.addWidget(self.compare_button)
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
        self.compare_button.toggled.connect(self._on_compare_toggled)
        self.track.range_chosen.connect(self._on_range)

    # -- state from the application ---------------------------------------------------------

    def set_enabled_range(self, lo: int | None, now: int | None, ticks=None) -> None:
        """The span (earliest fact .. now) and the tick times; lo None: no history to travel."""
        enabled = lo is not None and now is not None and lo < now
        for w in (self.track, self.play_button, self.speed_combo, self.now_button, self.compare_button):
            w.setEnabled(enabled)
        if enabled and self.compare_button.isChecked():
            self.play_button.setEnabled(False)
            self.now_button.setEnabled(False)
        if not enabled:
            self.compare_button.setChecked(False)
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
        self.start_label.setToolTip(f"The history starts {format_time(lo)}")

    @property
    def compare_range(self) -> tuple[int, int] | None:
        return self.track.range

    def compare(self, span: tuple[int, int] | None) -> None:
        """Compare two times as the user would (tests, the changes list): (earlier, later) ms
        within the track's span, or None to end the comparison."""
        if span is None:
            self.compare_button.setChecked(False)
            return
        lo, hi = self.track.lo, self.track.hi
        span = (min(max(int(min(span)), lo), hi), min(max(int(max(span)), lo), hi))
        self.track.set_compare_range(span)
        self._on_range(span)

    def _on_compare_toggled(self, on: bool) -> None:
        self.track.compare_mode = on
        if on:
            self.play_button.setChecked(False)
        # While comparing, the time shown is the later of the two: no playback, no "Now".
        for button in (self.play_button, self.now_button):
            button.setEnabled(not on and self.track.isEnabled())
        if not on and self.track.range is not None:
            self.track.set_compare_range(None)
            self.range_chosen.emit(None)
        self._show_moment()

    def _on_range(self, span: tuple[int, int] | None) -> None:
        if span is None:
            self.compare_button.setChecked(False)  # ends the comparison (and says so)
            self.range_chosen.emit(None)
            return
        if not self.compare_button.isChecked():
            self.compare_button.setChecked(True)
        self._show_moment()
        self.range_chosen.emit(span)

    def _show_moment(self) -> None:
        span = self.track.range
        if span is not None:
            self.moment_label.setText(f"{format_date(span[0])} → {format_date(span[1])}")
            self.moment_label.setToolTip(f"Comparing {format_time(span[0], seconds=True)} with "
                                         f"{format_time(span[1], seconds=True)}")
        elif self.compare_button.isChecked():
            self.moment_label.setText("Drag to compare")
            self.moment_label.setToolTip("Drag across the time bar to mark the two times to compare")

    def show_as_of(self, as_of: int | None) -> None:
        """Reflect the moment shown (without emitting anything)."""
        if self.compare_button.isChecked():
            self.track.set_value(self.track.hi if as_of is None else as_of)
            self._show_moment()
            return
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
        if not self.compare_button.isChecked():
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
