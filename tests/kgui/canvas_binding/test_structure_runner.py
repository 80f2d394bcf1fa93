"""The structure runner computes off the GUI thread and draws only the newest answer."""

from __future__ import annotations

import threading
from types import SimpleNamespace

import numpy as np
from PySide6.QtCore import QCoreApplication

from kgui.canvas_binding.structure_runner import StructureRunner


def degree_only(n, src, dst):
    deg = np.bincount(src, minlength=n) + np.bincount(dst, minlength=n)
    return SimpleNamespace(degree=deg, pagerank=deg / max(deg.sum(), 1), community=np.zeros(n, dtype=int),
                           thread=threading.current_thread().name)


def test_computes_off_the_gui_thread_and_answers_per_entity(qtbot):
    runner = StructureRunner(degree_only)
    with qtbot.waitSignal(runner.computed, timeout=5000) as got:
        runner.request(["a", "b", "c"], [0, 0], [1, 2])
    answer = got.args[0]
    assert answer.result.thread != threading.current_thread().name
    assert answer.of("a") == (2, 0.5, 0)
    assert answer.of("c")[0] == 1
    assert answer.of("gone") is None
    assert runner.shutdown()


def test_only_the_newest_request_is_drawn(qtbot):
    gate = threading.Event()
    computed, threads = [], []

    def slow(n, src, dst):
        threads.append(threading.current_thread())
        gate.wait(5)
        computed.append(n)
        return degree_only(n, src, dst)

    runner = StructureRunner(slow)
    drawn = []
    runner.computed.connect(lambda a: drawn.append(a.ids))
    runner.request(["first"], [], [])
    runner.request(["second"], [], [])
    last = runner.request(["x", "y"], [0], [1])
    gate.set()
    qtbot.waitUntil(lambda: bool(drawn), timeout=5000)
    assert runner.wait()
    # Every computing thread has ended, so each answer it had is posted to this thread; deliver
    # them all now (a fixed wait could end before a late one arrives).
    for thread in threads:
        thread.join(5)
        assert not thread.is_alive()
    QCoreApplication.sendPostedEvents()
    assert computed == [1, 2]             # "second" never ran
    assert drawn == [("x", "y")]          # the first answer was stale when it came
    assert last == 3
    assert runner.shutdown()


def test_a_failure_is_reported_not_raised(qtbot):
    def broken(n, src, dst):
        raise ValueError("no graph")

    runner = StructureRunner(broken)
    with qtbot.waitSignal(runner.failed, timeout=5000) as got:
        runner.request(["a"], [], [])
    assert "no graph" in got.args[0]
    assert runner.shutdown()
