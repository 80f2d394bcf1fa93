"""The fitted view in the real window at the sizes people use (1024x700, and the 1440x900 window
a 1600x1000 screen gets): once the layout is at rest, no disc covers another and the graph uses
the canvas (its discs' bounding box spans most of the canvas in the direction that limits the
zoom), with the legends clear of the discs, and every relationship is a visible line: its
discs' borders are at least a few pixels apart on screen, not touching with the line under
them."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import numpy as np
import pytest
from conftest import settle

from benchmarks.real_graphs import load_into
from kgui.canvas.legend import legend_layout

WINDOWS = {"1024x700": (1024, 700), "1600x1000": (1440, 900)}
VISIBLE_PX = 6.0   # a line this long between two discs is seen as one


def laid_out(qtbot, window, timeout: int = 30_000) -> None:
    gv = window.graph_view

    def quiet() -> bool:
        return (not gv.binding._rebuild_timer.isActive() and not gv.loader.pending
                and not window.as_of_controller.pending and gv.canvas.layout_at_rest
                and gv.canvas.model.n > 0)

    for _ in range(2):
        settle(qtbot, window, timeout)
        qtbot.waitUntil(quiet, timeout=timeout)
    window.graph_view.canvas.grab()  # a frame: labels and legends as drawn


def drawn_discs(canvas):
    m, vp = canvas.model, canvas.viewport
    use = m.usable()
    r = m.screen_radius(vp.scale, canvas.renderer.style.min_screen_radius)[use]
    x = m.pos[use, 0] * vp.scale + vp.ox
    y = m.pos[use, 1] * vp.scale + vp.oy
    return x, y, r


def disc_overlaps(canvas, slack_px: float = 0.5) -> int:
    """Pairs of drawn discs that cover each other by more than slack_px (touching is fine)."""
    x, y, r = drawn_discs(canvas)
    d = np.hypot(x[:, None] - x[None, :], y[:, None] - y[None, :])
    iu = np.triu_indices(len(x), 1)
    return int((d[iu] < (r[:, None] + r[None, :])[iu] - slack_px).sum())


def edge_gaps(canvas) -> np.ndarray:
    """Per drawn edge, the distance between its two discs' borders on screen (pixels)."""
    m, vp = canvas.model, canvas.viewport
    vis = m.visible_edges() & (m.src != m.dst)
    sr = m.screen_radius(vp.scale, canvas.renderer.style.min_screen_radius)
    a, b = m.src[vis], m.dst[vis]
    return np.hypot(*(m.pos[a] - m.pos[b]).T) * vp.scale - sr[a] - sr[b]


def label_gaps_ok(canvas) -> bool:
    """No two labels overlap, nor sit side by side closer than the renderer's label gap."""
    sep_x, sep_y = canvas.renderer.style.label_gap_px
    boxes = list(canvas.renderer.label_boxes.values())
    return not any(p[0] < q[2] + sep_x - 1e-6 and q[0] < p[2] + sep_x - 1e-6
                   and p[1] < q[3] + sep_y - 1e-6 and q[1] < p[3] + sep_y - 1e-6
                   for k, p in enumerate(boxes) for q in boxes[k + 1:])


def fill(canvas) -> tuple[float, float]:
    """Width and height of the discs' bounding box as shares of the canvas's."""
    x, y, r = drawn_discs(canvas)
    return (float((x + r).max() - (x - r).min()) / canvas.width(),
            float((y + r).max() - (y - r).min()) / canvas.height())


def discs_under_legends(canvas) -> int:
    vp, m = canvas.viewport, canvas.model
    rend = canvas.renderer
    lay = legend_layout(m, vp, rend.font, rend.style.min_screen_radius, rend.legend_bottom_inset)
    x, y, r = drawn_discs(canvas)
    return sum(int(((x + r > b.left()) & (x - r < b.right()) & (y + r > b.top()) & (y - r < b.bottom())).sum())
               for b in (lay.size_box, lay.color_box) if b is not None)


@pytest.fixture
def seeded_ids(monkeypatch):
    """Entity ids from a seeded generator: the layout's start depends on the nodes' order, which
    follows their ids, so random ids made a different picture each run (the demo at 1024x700
    filled less than 80 % of the canvas in about one fresh layout in twenty)."""
    import random
    import uuid

    rng = random.Random(20261206)
    monkeypatch.setattr(uuid, "uuid4", lambda: uuid.UUID(int=rng.getrandbits(128), version=4))


@pytest.mark.parametrize("size", sorted(WINDOWS))
@pytest.mark.parametrize("name", ["karate", "demo"])
def test_the_fitted_graph_uses_the_canvas_without_discs_on_discs(qtbot, db_path, make_window, name, size,
                                                                 seeded_ids):
    load_into(db_path, name)
    window = make_window(workspace="default", size=WINDOWS[size])
    laid_out(qtbot, window)
    canvas = window.graph_view.canvas
    assert canvas.auto_fit and canvas.model.usable().sum() == canvas.model.n
    assert disc_overlaps(canvas) == 0
    assert discs_under_legends(canvas) == 0
    fx, fy = fill(canvas)
    # A small graph is not blown up past the fit's zoom cap; short of it, the direction that
    # limits the zoom is filled (the fit keeps a margin of fit_margin pixels each side).
    capped = canvas.viewport.scale >= 2.0 - 1e-9
    assert max(fx, fy) >= 0.8 or capped, (fx, fy, canvas.viewport.scale)
    if size == "1024x700":
        assert not capped
    # Labels never cover each other, nor abut.
    assert canvas.renderer.label_boxes
    assert label_gaps_ok(canvas)
    assert edge_gaps(canvas).min() >= VISIBLE_PX


def load_pairs_and_stars(db_path) -> None:
    """What an agent's memory of a project looks like (the CoWork OS file's "Acme Web App"):
    two stars sharing a hub pair, a triangle, a dozen two-entity components and isolates, with
    real-looking names of different lengths."""
    import kgstore

    with kgstore.open(db_path) as kg:
        ws = kg.workspace("default")

        def ent(name, type_="technology"):
            return ws.upsert_entity(type_, name, source="manual").id

        hub_a, hub_b = ent("auth-service", "service"), ent("Alice Chen", "person")
        ws.create_edge(hub_a, hub_b, "maintained_by")
        for name in ("Redis", "PostgreSQL", "POST /auth/login", "production", "users"):
            ws.create_edge(hub_a, ent(name), "uses")
        for name in ("Acme", "Friday demo"):
            ws.create_edge(hub_b, ent(name, "organization"), "member_of")
        react = ent("React")
        for name in ("TypeScript", "Event sourcing", "frontend-app", "Webpack", "Vite"):
            ws.create_edge(react, ent(name), "related_to")
        tri = [ent(n, "person") for n in ("Bob Smith", "Smithdesign", "Gmail")]
        for i in range(3):
            ws.create_edge(tri[i], tri[(i + 1) % 3], "knows")
        for a, b in (("octocat", "Users"), ("newsletter@substack.com", "Substack"), ("Yahoo", "Dave"),
                     ("Richard Hendricks", "Pied Piper"), ("Github", "GitHub"), ("Carol Jones", "Mail"),
                     ("Accounts", "no-reply@accounts.google.com"), ("Jeff Deals", "News")):
            ws.create_edge(ent(a, "person"), ent(b, "organization"), "related_to")
        for name in ("Go", "src/electron/main.ts", "/api/users", "Docker", "Electron", "express", "rest", "Rust"):
            ent(name)


@pytest.mark.parametrize("size", sorted(WINDOWS))
def test_pairs_of_entities_are_drawn_apart_with_their_line_between(qtbot, db_path, make_window, size):
    """The CoWork OS picture: two-entity components used to settle disc against disc (with the
    line under them), and at 1024x700 labels ran into each other ("Richard HendricksGithub")."""
    load_pairs_and_stars(db_path)
    window = make_window(workspace="default", size=WINDOWS[size])
    laid_out(qtbot, window)
    canvas = window.graph_view.canvas
    gaps = edge_gaps(canvas)
    assert gaps.size == 24
    assert gaps.min() >= VISIBLE_PX, np.sort(gaps)[:5]
    assert disc_overlaps(canvas) == 0
    assert discs_under_legends(canvas) == 0
    assert label_gaps_ok(canvas)
