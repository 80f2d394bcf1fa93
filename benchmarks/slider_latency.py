"""Time slider → repainted frame, in the real main window, on a workspace with 60k edges.

Used by `canvas_bench.py --slider` (see README-canvas.md). Builds (once, cached in the temp
folder) a workspace of --slider-entities entities and --slider-edges relationships spread over a
year, a third of them closed again; opens it in kgui's MainWindow (offscreen, 1600x1000) exactly
as a user would (the session loads the --slider-limit best connected entities and every edge
among them, the layout settles); then moves the time slider and measures, per move, the time
from the slider reporting the new moment to the end of the canvas paint that shows it:

* jumps: one slider position at a time (a click on the track), median / p90 / max;
* drag: one position every 8 ms for a second (a fast mouse drag): how many frames were drawn
  and how long after the last position its frame was on screen (only the newest is drawn);
* focus: the same jumps in a focus view (depth 2 around the best connected entity), where
  every moment is a worker request for the neighbourhood at that time.
"""

from __future__ import annotations

import os
import random
import statistics
import tempfile
import time
from pathlib import Path

DAY = 86_400_000
EDGE_TYPES = ("uses", "depends_on", "part_of", "connects_to", "references", "owns", "related_to", "extends")
ENTITY_TYPES = ("technology", "service", "project", "person", "file", "api_endpoint", "concept", "organization")


def build_workspace(path: Path, entities: int, edges: int, seed: int) -> dict:
    """The benchmark workspace "bench" (skipped when the file already holds it)."""
    import kgstore

    with kgstore.open(path) as kg:
        ws = kg.workspace("bench")
        stats = ws.stats()
        if stats.entities == entities and stats.edges >= edges:
            return {"built": False, "seconds": 0.0}
        t = time.perf_counter()
        rng = random.Random(seed)
        now = ws.now()
        span = 365 * DAY
        with kg.transaction():
            ids = [ws.upsert_entity(ENTITY_TYPES[i % len(ENTITY_TYPES)], f"entity {i}",
                                    confidence=round(rng.uniform(0.3, 1.0), 2)).id for i in range(entities)]
        # Preferential attachment: a uniform pick from the endpoint list is degree-proportional.
        ends = list(range(entities))
        made = 0
        while made < edges:
            with kg.transaction():
                for _ in range(min(5000, edges - made) * 2):
                    if made >= edges:
                        break
                    a = rng.randrange(entities)
                    b = rng.choice(ends)
                    if a == b:
                        continue
                    start = now - span + rng.randrange(span - DAY)
                    end = None
                    if rng.random() < 0.35:
                        end = min(start + rng.randrange(DAY, 200 * DAY), now - 1)
                    try:
                        edge = ws.create_edge(ids[a], ids[b], rng.choice(EDGE_TYPES), valid_from=start,
                                              valid_to=end)
                    except kgstore.KGError:
                        continue  # overlaps a window of the same relation
                    if edge.valid_from != start:
                        continue  # the same open relation already existed
                    made += 1
                    ends += [a, b]
        return {"built": True, "seconds": round(time.perf_counter() - t, 1)}


def _pump(app, until, timeout_s: float = 30.0) -> bool:
    deadline = time.perf_counter() + timeout_s
    while not until():
        app.processEvents()
        if time.perf_counter() > deadline:
            return False
        time.sleep(0.0005)
    return True


def run(entities: int = 20_000, edges: int = 60_000, limit: int = 2000, jumps: int = 30, seed: int = 7,
        db: str | None = None) -> dict:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    import kgui.session as session_mod
    from kgui.session import ExplorerSession
    from kgui.views.main_window import MainWindow
    from kgui.worker import WorkerConfig

    app = QApplication.instance() or QApplication([])
    path = Path(db) if db else Path(tempfile.gettempdir()) / f"kg-slider-bench-{entities}-{edges}-{seed}.db"
    built = build_workspace(path, entities, edges, seed)

    session_mod.ENTITY_LIMIT = limit
    settings_dir = tempfile.TemporaryDirectory(prefix="kgui-bench-")
    settings = QSettings(str(Path(settings_dir.name) / "kgui.ini"), QSettings.Format.IniFormat)
    session = ExplorerSession(str(path), config=WorkerConfig(cleanup_delay_ms=None, decay_first_delay_ms=None))
    window = MainWindow(session, settings, workspace="bench")
    session.setParent(window)
    window.resize(1600, 1000)
    window.show()
    t_open = time.perf_counter()
    window.start()
    gv = window.graph_view
    canvas = gv.canvas
    ok = _pump(app, lambda: session.model.stats is not None and session.client.is_idle()
               and canvas.model.n > 0, 120)
    opened_s = time.perf_counter() - t_open
    ok = ok and _pump(app, lambda: canvas.layout_at_rest and session.client.is_idle(), 300)
    settled_s = time.perf_counter() - t_open
    slider = window.time_slider
    lo, hi = slider.track.lo, slider.track.hi
    stats = session.model.stats

    state = {"want": None, "done": None, "frames": 0}

    def on_painted() -> None:
        state["frames"] += 1
        vis = gv.binding.visibility
        if state["want"] is not None and vis is not None and vis.moment == state["want"]:
            if state["done"] is None:
                state["done"] = time.perf_counter()

    canvas.painted.connect(on_painted)
    rng = random.Random(seed)

    def jump(moment: int, focus: bool = False) -> float | None:
        state["want"], state["done"] = moment, None
        answered = gv.loader.answers_applied
        rebuilds = gv.binding.rebuilds
        t = time.perf_counter()
        slider.choose(moment)
        if focus:
            # The worker's neighbourhood at that moment must have been applied; when it changed
            # the graph, the frame that counts is the first one painted after the rebuild.
            if not _pump(app, lambda: gv.loader.answers_applied > answered and state["done"] is not None
                         and not gv.binding._rebuild_timer.isActive()):
                return None
            if gv.binding.rebuilds > rebuilds:
                state["done"] = None
                if not _pump(app, lambda: state["done"] is not None, 5):
                    return None
        elif not _pump(app, lambda: state["done"] is not None):
            return None
        return (state["done"] - t) * 1e3

    drawn = {"edges": [], "paint_ms": []}

    def jumps_ms(count: int, focus: bool = False) -> list[float]:
        out = []
        drawn["edges"].clear()
        drawn["paint_ms"].clear()
        for k in range(count + 2):
            moment = lo + rng.randrange(max(hi - lo, 1))
            ms = jump(moment, focus)
            if ms is not None and k >= 2:
                out.append(ms)
                drawn["edges"].append(canvas.renderer.last_stats.visible_edges)
                drawn["paint_ms"].append(canvas.renderer.last_stats.ms)
            _pump(app, lambda: False, 0.02)  # let the layout / worker rest in between
        return out

    def summary(values: list[float]) -> dict:
        if not values:
            return {"n": 0}
        values = sorted(values)
        return {"n": len(values), "median_ms": round(statistics.median(values), 1),
                "p90_ms": round(values[int(0.9 * (len(values) - 1))], 1), "max_ms": round(values[-1], 1)}

    result = {"workspace": {"entities": stats.entities, "edges": stats.edges, "current_edges": stats.current_edges,
                            "file": str(path), **built},
              "loaded": {"entities": canvas.model.n, "edges_in_scene": canvas.model.m, "entity_limit": limit},
              "open_s": round(opened_s, 2), "open_and_layout_s": round(settled_s, 2), "ok": ok}
    result["jumps"] = summary(jumps_ms(jumps))
    result["jumps"]["edges_drawn_mean"] = round(statistics.mean(drawn["edges"])) if drawn["edges"] else 0
    result["jumps"]["edges_drawn_max"] = max(drawn["edges"], default=0)
    result["jumps"]["paint_ms_median"] = round(statistics.median(drawn["paint_ms"]), 1) if drawn["paint_ms"] else None

    # A fast drag: a position every 8 ms for a second; only the newest moment is drawn.
    frames_before = state["frames"]
    applied_before = window.as_of_controller.applied_count
    moments = [lo + (hi - lo) * k // 130 for k in range(10, 130)]
    t_end = None
    for k, moment in enumerate(moments):
        state["want"], state["done"] = moment, None
        slider.choose(moment)
        t_end = time.perf_counter()
        _pump(app, lambda: time.perf_counter() - t_end >= 0.008, 1)
    _pump(app, lambda: state["done"] is not None, 5)
    result["drag"] = {"positions": len(moments), "moments_applied": window.as_of_controller.applied_count - applied_before,
                      "frames": state["frames"] - frames_before,
                      "last_position_to_frame_ms": round((state["done"] - t_end) * 1e3, 1) if state["done"] else None}

    # Focus view, depth 2, around the best connected entity (worker request per moment).
    slider.choose(None)
    _pump(app, lambda: not window.as_of_controller.pending and session.client.is_idle(), 10)
    hub = canvas.model.ids[int(canvas.model.degree.argmax())]
    gv.focus(hub, 2)
    _pump(app, lambda: gv.model.view.is_focus and session.client.is_idle() and canvas.layout_at_rest
          and not gv.binding._rebuild_timer.isActive(), 60)
    result["focus"] = {"entities": canvas.model.n, "edges_in_scene": canvas.model.m,
                       **summary(jumps_ms(max(jumps // 2, 10), focus=True))}
    window.close()
    settings_dir.cleanup()
    return result
