"""Playback of the history: moves the as-of moment from the start to now at a chosen speed."""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

SPEEDS = (0.25, 0.5, 1.0, 2.0, 4.0, 8.0)
SWEEP_SECONDS = 20.0  # at 1×, the whole span plays in this long
FRAME_MS = 40  # 25 steps a second; the controller draws only the newest of them anyway


class Playback(QObject):
    stepped = Signal(object)  # the next moment (ms; beyond 32 bits)
    finished = Signal()  # reached the end (now)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.speed = 1.0
        self.lo = 0
        self.hi = 1
        self.value = 0
        self._timer = QTimer(self)
        self._timer.setInterval(FRAME_MS)
        self._timer.timeout.connect(self._tick)

    @property
    def running(self) -> bool:
        return self._timer.isActive()

    def start(self, lo: int, hi: int, start: int | None = None) -> None:
        self.lo, self.hi = int(lo), int(hi)
        self.value = self.lo if start is None else min(max(int(start), self.lo), self.hi)
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()

    def step_size(self) -> float:
        frames = SWEEP_SECONDS * 1000.0 / FRAME_MS
        return (self.hi - self.lo) / frames * self.speed

    def _tick(self) -> None:
        self.value = int(min(self.hi, self.value + max(self.step_size(), 1.0)))
        if self.value >= self.hi:
            self._timer.stop()
            self.finished.emit()
            return
        self.stepped.emit(self.value)
