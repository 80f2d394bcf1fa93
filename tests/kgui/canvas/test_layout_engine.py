"""The layout engine and the layout process's loop (`serve`) without Qt, threads or a real clock.

The engine's clock is replaced by one that moves a fixed step each time it is read, and serve's
command pipe by a script that hands serve its next request only when serve asks to wait for one
(it polls without a timeout only when no graph is moving). So what serve does by itself between
two requests is over before the next one comes, and "nothing was sent while paused" is read at
the moment serve went to sleep, not after a pause of the test's choosing."""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import pytest

from kgui.canvas import layout_engine
from kgui.canvas.layout_engine import LayoutEngine, serve
from kgui.canvas.layout_worker import LayoutWorker


class SteppingClock:
    """time.perf_counter for the engine: each read moves the time on by `step` seconds."""

    def __init__(self, step: float = 0.001):
        self.now = 100.0
        self.step = step

    def perf_counter(self) -> float:
        self.now += self.step
        return self.now


@pytest.fixture
def clock(monkeypatch):
    clock = SteppingClock()
    monkeypatch.setattr(layout_engine, "time", clock)
    # serve() lowers its own priority: in this process that would be the test runner's.
    monkeypatch.setattr(layout_engine, "os", SimpleNamespace())
    return clock


class ScriptedCommands:
    """serve()'s command pipe. poll(0) (serve is stepping and looks for a request first) finds
    none; poll(None) (serve would block: nothing moves) records how many events were sent by then
    and delivers the next scripted request."""

    def __init__(self, requests, events):
        self.requests = list(requests)
        self.events = events
        self.asleep_after: list[tuple[str, int]] = []   # (last request, events sent) per sleep
        self._last = "start"
        self.polls_while_busy = 0

    def poll(self, timeout):
        if timeout == 0:
            self.polls_while_busy += 1
            # A layout settles within max_iterations steps; a loop that never sleeps is a bug.
            assert self.polls_while_busy < 100_000, "serve never went to sleep"
            return False
        assert timeout is None, timeout
        self.asleep_after.append((self._last, len(self.events)))
        return True

    def recv(self):
        message = self.requests.pop(0)
        self._last = message[0]
        return message


def ring(n: int, seed: int = 0):
    src = np.arange(n)
    dst = (src + 1) % n
    extra = np.random.default_rng(seed).integers(0, n, (n // 3, 2))
    return np.concatenate([src, extra[:, 0]]), np.concatenate([dst, extra[:, 1]])


def spec(n: int) -> dict:
    """A new graph as LayoutController.set_graph sends it: nothing placed yet."""
    src, dst = ring(n)
    return {"reference": None, "positions": np.full((n, 2), np.nan), "src": src, "dst": dst,
            "pinned": None, "radius": None, "params": None, "seed": 0, "carry": None}


def kinds(events) -> list[str]:
    return [e[1] for e in events]


def test_serve_sleeps_once_a_graph_settles_and_a_paused_graph_takes_a_reheat_without_stepping(clock):
    events: list[tuple] = []
    commands = ScriptedCommands([("open", 1, 30.0), ("set_graph", 1, 1, spec(60)), ("pause", 1),
                                 ("reheat", 1, 2.0), ("resume", 1), ("stop",)], events)
    serve(commands, SimpleNamespace(send=events.append))
    assert not commands.requests                                   # it ran to "stop"
    asleep = dict(commands.asleep_after)
    # Laid out by itself after set_graph, then asleep until the next request.
    settled_by_then = events[:asleep["set_graph"]]
    assert kinds(settled_by_then)[0] == "positions" and kinds(settled_by_then)[-1] == "settled"
    assert ("running", True) in [(e[1], e[3]) for e in settled_by_then]
    # Paused, a reheat warms the graph but nothing steps: serve went back to sleep with nothing sent.
    assert asleep["pause"] == asleep["reheat"] == asleep["set_graph"]
    # Resumed, the warmth shows: it runs, publishes and settles again before sleeping.
    resumed = kinds(events[asleep["reheat"]:asleep["resume"]])
    assert resumed[0] == "running" and "positions" in resumed and resumed[-1] == "settled"
    assert all(e[0] == 1 and e[2] == 1 for e in events)           # channel 1, generation 1


def test_a_paused_engine_is_not_stepped_even_when_asked(clock):
    events = []
    engine = LayoutEngine(lambda kind, generation, payload: events.append(kind))
    engine.set_graph(1, spec(40))
    while engine.wants_steps():
        engine.run_for(0.01)
    engine.pause()
    steps = engine.layout.total_iterations
    events.clear()
    engine.reheat(2.0)
    assert not engine.wants_steps() and not engine.layout.settled   # warm, and held still
    engine.run_for(0.05)
    assert engine.layout.total_iterations == steps and "positions" not in events
    engine.resume()
    assert engine.wants_steps() and events[-1] == "running"
    while engine.wants_steps():
        engine.run_for(0.01)
    assert engine.layout.total_iterations > steps and events[-1] == "settled"


@pytest.mark.parametrize("hz", [30.0, 10.0])
def test_positions_are_published_at_most_publish_hz_times_a_second(clock, hz):
    clock.step = 0.005  # about one layout step per 8 ms slice: the layout takes seconds of this clock
    events: list[tuple] = []
    stamps: list[float] = []

    def send(event):
        events.append(event)
        if event[1] in ("positions", "settled"):
            stamps.append(clock.now)

    commands = ScriptedCommands([("open", 1, hz), ("set_graph", 1, 1, spec(200)), ("stop",)], events)
    serve(commands, SimpleNamespace(send=send))
    published = kinds(events).count("positions")
    # The first placement at once and the final positions at the end; in between, by the clock.
    seconds = stamps[-1] - stamps[0]
    assert seconds > 5 / hz                                        # long enough to tell
    assert published - 2 <= seconds * hz + 1
    assert published - 2 >= seconds * hz / 2                       # and progress is shown


def test_the_thread_worker_publishes_at_the_rate_asked():
    assert LayoutWorker(publish_hz=12.0).engine.publish_interval == pytest.approx(1 / 12)
