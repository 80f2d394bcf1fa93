"""The layout process: canvases' layouts step outside the GUI's interpreter, share one process,
and carry on in a thread when that process dies."""

from __future__ import annotations

import os

import numpy as np
import pytest

from kgui.canvas import layout as layout_module
from kgui.canvas.layout_worker import LayoutController, LayoutHost


def ring(n, seed=0):
    src = np.arange(n)
    dst = (src + 1) % n
    extra = np.random.default_rng(seed).integers(0, n, (n // 3, 2))
    return np.concatenate([src, extra[:, 0]]), np.concatenate([dst, extra[:, 1]])


@pytest.fixture
def fresh_host_after():
    """A test that kills the process must not leave later tests without one."""
    yield
    LayoutHost._losses = 0
    LayoutHost._unavailable = False


def settle(qtbot, ctrl, n, seed=0, timeout=30_000):
    src, dst = ring(n, seed)
    with qtbot.waitSignal(ctrl.settled, timeout=timeout) as blocker:
        gen = ctrl.set_graph(np.full((n, 2), np.nan), src, dst, seed=seed)
    assert blocker.args[0] == gen
    return blocker.args[1]


def test_the_layout_steps_in_another_process(qtbot, monkeypatch):
    # Were a step taken in this interpreter it would raise; the layout still settles.
    def no_steps_here(self):
        raise AssertionError("a layout step ran in the GUI's process")

    monkeypatch.setattr(layout_module.ForceLayout, "step", no_steps_here)
    ctrl = LayoutController()
    try:
        assert ctrl.mode == "process"
        host = LayoutHost.shared()
        assert host.process.pid != os.getpid() and host.process.is_alive()
        final = settle(qtbot, ctrl, 800)
        assert final.shape == (800, 2) and np.isfinite(final).all()
    finally:
        assert ctrl.shutdown()


def test_two_canvases_share_one_process_and_get_their_own_graphs(qtbot):
    a, b = LayoutController(), LayoutController()
    try:
        assert a.host is b.host and a.channel != b.channel
        got = {}
        a.settled.connect(lambda g, p: got.setdefault("a", p))
        b.settled.connect(lambda g, p: got.setdefault("b", p))
        sa, da = ring(300, 1)
        sb, db = ring(50, 2)
        a.set_graph(np.full((300, 2), np.nan), sa, da)
        b.set_graph(np.full((50, 2), np.nan), sb, db)
        qtbot.waitUntil(lambda: len(got) == 2, timeout=30_000)
        assert got["a"].shape == (300, 2) and got["b"].shape == (50, 2)
        b.shutdown()
        # A closed canvas's channel is gone; the other keeps working.
        assert settle(qtbot, a, 120).shape == (120, 2)
    finally:
        a.shutdown()
        b.shutdown()


def test_when_the_process_dies_the_canvas_carries_on_in_a_thread(qtbot, fresh_host_after):
    ctrl = LayoutController()
    try:
        host = ctrl.host
        assert ctrl.mode == "process"
        first = settle(qtbot, ctrl, 200)
        with qtbot.waitSignal(host.lost, timeout=10_000):
            host.process.kill()
        assert ctrl.mode == "thread" and ctrl.thread.isRunning()
        # The graph it had is handed to the thread, from the positions last received (settled:
        # they stay), and new graphs are laid out there.
        finals = {}
        ctrl.settled.connect(lambda g, p: finals.setdefault(g, p))
        qtbot.waitUntil(lambda: 1 in finals, timeout=10_000)
        np.testing.assert_allclose(finals[1], first)
        src, dst = ring(400)
        gen = ctrl.set_graph(np.full((400, 2), np.nan), src, dst)
        qtbot.waitUntil(lambda: gen in finals, timeout=30_000)
        assert finals[gen].shape == (400, 2) and np.isfinite(finals[gen]).all()
        # A canvas made afterwards gets a new process.
        other = LayoutController()
        try:
            assert other.mode == "process" and other.host is not host
            assert settle(qtbot, other, 60).shape == (60, 2)
        finally:
            other.shutdown()
    finally:
        assert ctrl.shutdown()
    assert not ctrl.thread.isRunning()


def test_a_request_that_fails_in_the_process_is_reported_not_fatal(qtbot, caplog):
    ctrl = LayoutController()
    try:
        src, dst = ring(30)
        # Edge ends out of range: the engine raises in the process; the canvas is told.
        ctrl.set_graph(np.full((30, 2), np.nan), src, dst + 1000)
        qtbot.waitUntil(lambda: "layout failed" in caplog.text, timeout=10_000)
        assert not ctrl.running
        assert settle(qtbot, ctrl, 40).shape == (40, 2)   # the next graph is laid out
    finally:
        ctrl.shutdown()


@pytest.mark.parametrize("mode", ["process", "thread"])
def test_a_new_graph_counts_as_running_until_the_engine_reports_rest(qtbot, mode):
    # The process may still be booting when the graph is sent; a screenshot or a status line that
    # asked "is it laid out?" then must hear "not yet", not the last graph's "at rest".
    ctrl = LayoutController(mode=mode)
    changes = []
    ctrl.running_changed.connect(changes.append)
    try:
        settle(qtbot, ctrl, 100)
        assert not ctrl.running and changes[0] is True and changes[-1] is False
        changes.clear()
        src, dst = ring(300, 4)
        with qtbot.waitSignal(ctrl.settled, timeout=30_000):
            ctrl.set_graph(np.full((300, 2), np.nan), src, dst)
            assert ctrl.running and changes == [True]
        qtbot.waitUntil(lambda: not ctrl.running, timeout=5_000)
        assert changes[-1] is False
        # Paused, a new graph is not laid out, so it is not "running" either.
        ctrl.pause()
        qtbot.waitUntil(lambda: not ctrl.running, timeout=5_000)
        ctrl.set_graph(np.full((300, 2), np.nan), src, dst)
        assert not ctrl.running
    finally:
        ctrl.shutdown()
