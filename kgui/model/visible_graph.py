"""The graph view as arrays: what the canvas holds, and what of it is visible.

`build_frame` turns the view's entities and every edge between them (current and historical)
into a `GraphFrame` of numpy arrays, once per change of the graph. `visibility` then decides,
vectorised, which nodes and edges are shown under the filters, the as-of time and Hide; it runs
on every slider step, so it never loops over edges in Python (60k edges: about a millisecond).

Time semantics (DESIGN §4): an edge is shown at t when `valid_from <= t < valid_to` (open edges
have no end); one that was valid at t but is closed now is marked faded. An entity exists at t
from the moment it is known: its creation, or the start of its earliest edge if that is older
(facts recorded later about the past, as the demo's history is).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

import numpy as np

from kgstore import Edge, Entity

from .filters import SOURCES, Filters

OPEN_END = np.inf


@dataclass
class GraphFrame:
    ids: list[str]
    labels: list[str]
    types: list[str]
    confidence: np.ndarray  # (n,) float
    sources: list[str]
    edge_ids: list[str]
    src: np.ndarray  # (m,) int64 node indices
    dst: np.ndarray
    edge_types: list[str]
    valid_from: np.ndarray  # (m,) float64 ms
    valid_to: np.ndarray  # (m,) float64 ms, inf = open
    known_since: np.ndarray  # (n,) float64 ms: when the entity starts to exist for the slider
    index: dict[str, int] = field(default_factory=dict)
    _codes: dict = field(default_factory=dict, repr=False)

    @property
    def n(self) -> int:
        return len(self.ids)

    @property
    def m(self) -> int:
        return len(self.edge_ids)

    def edge_tuples(self) -> list[tuple[str, str, str]]:
        ids = self.ids
        return [(ids[s], ids[d], t) for s, d, t in zip(self.src.tolist(), self.dst.tolist(), self.edge_types)]

    def same_graph(self, other: GraphFrame | None) -> bool:
        """True when `other` holds the same nodes, edges and node attributes (only the
        visibility may differ, so the canvas need not rebuild its scene)."""
        return (other is not None and self.ids == other.ids and self.edge_ids == other.edge_ids
                and self.labels == other.labels and self.types == other.types
                and self.edge_types == other.edge_types
                and np.array_equal(self.confidence, other.confidence, equal_nan=True)  # NaN: unknown
                and np.array_equal(self.valid_from, other.valid_from)
                and np.array_equal(self.valid_to, other.valid_to)
                and np.array_equal(self.known_since, other.known_since))

    def codes(self, name: str, values: Sequence[str]) -> tuple[np.ndarray, list[str]]:
        """Integer codes of a string column (cached), and the distinct names."""
        cached = self._codes.get(name)
        if cached is None:
            names: dict[str, int] = {}
            code = np.fromiter((names.setdefault(v, len(names)) for v in values), dtype=np.int64,
                               count=len(values))
            cached = self._codes[name] = (code, list(names))
        return cached


def build_frame(entities: Iterable[Entity], edges: Iterable[Edge]) -> GraphFrame:
    entities = list(entities)
    ids = [e.id for e in entities]
    index = {v: i for i, v in enumerate(ids)}
    src, dst, edge_ids, edge_types, vfrom, vto = [], [], [], [], [], []
    for g in edges:
        a = index.get(g.source_id)
        b = index.get(g.target_id)
        if a is None or b is None or a == b:
            continue
        src.append(a)
        dst.append(b)
        edge_ids.append(g.id)
        edge_types.append(g.type)
        vfrom.append(g.valid_from)
        vto.append(OPEN_END if g.valid_to is None else g.valid_to)
    src_a = np.asarray(src, dtype=np.int64)
    dst_a = np.asarray(dst, dtype=np.int64)
    vf = np.asarray(vfrom, dtype=np.float64)
    known = np.fromiter((e.created_at for e in entities), dtype=np.float64, count=len(entities))
    if vf.size:
        np.minimum.at(known, src_a, vf)
        np.minimum.at(known, dst_a, vf)
    return GraphFrame(
        ids=ids, labels=[e.name for e in entities], types=[e.type for e in entities],
        # NaN: unknown (the stored value is not a number); below every minimum (see Filters).
        confidence=np.fromiter((np.nan if e.confidence is None else e.confidence for e in entities),
                               dtype=np.float64, count=len(entities)),
        sources=[e.source for e in entities], edge_ids=edge_ids, src=src_a, dst=dst_a,
        edge_types=edge_types, valid_from=vf, valid_to=np.asarray(vto, dtype=np.float64),
        known_since=known, index=index,
    )


@dataclass
class Visibility:
    node_hidden: np.ndarray  # (n,) bool
    edge_hidden: np.ndarray  # (m,) bool
    edge_faded: np.ndarray  # (m,) bool: valid at the moment shown, closed now
    moment: int  # the time shown (ms)

    def visible_ids(self, frame: GraphFrame) -> list[str]:
        return [frame.ids[i] for i in np.flatnonzero(~self.node_hidden)]

    def visible_edge_ids(self, frame: GraphFrame) -> list[str]:
        return [frame.edge_ids[j] for j in np.flatnonzero(~self.edge_hidden)]


def _hidden_codes(names: list[str], hidden: Iterable[str]) -> np.ndarray:
    hidden = set(hidden)
    return np.fromiter((n in hidden for n in names), dtype=bool, count=len(names))


def visibility(frame: GraphFrame, filters: Filters, as_of: int | None, now: int,
               hidden_ids: Iterable[str] = (), show_closed: bool = True,
               ended_after: int | None = None) -> Visibility:
    """Which nodes and edges of `frame` are shown (see the module docstring). `ended_after`: a
    comparison from that moment to the one shown, whose ended relationships (valid at some
    point after it, closed by the moment shown) stay drawn, faded, to be marked as ended."""
    moment = now if as_of is None else int(as_of)
    node_ok = frame.known_since <= moment
    if frame.n:
        if filters.hidden_entity_types:
            code, names = frame.codes("types", frame.types)
            node_ok &= ~_hidden_codes(names, filters.hidden_entity_types)[code]
        if filters.min_confidence > 0:
            node_ok &= frame.confidence + 1e-9 >= filters.min_confidence
        if set(filters.sources) != set(SOURCES):
            code, names = frame.codes("sources", frame.sources)
            allowed = np.fromiter((s in filters.sources for s in names), dtype=bool, count=len(names))
            node_ok &= allowed[code]
    for entity_id in hidden_ids:
        i = frame.index.get(entity_id)
        if i is not None:
            node_ok[i] = False
    edge_ok = (frame.valid_from <= moment) & (frame.valid_to > moment)
    ended = np.zeros(frame.m, dtype=bool)
    if ended_after is not None and frame.m:
        ended = (frame.valid_to > ended_after) & (frame.valid_to <= moment) & (frame.valid_from <= moment)
        edge_ok |= ended
    if frame.m:
        edge_ok &= node_ok[frame.src] & node_ok[frame.dst]
        if filters.hidden_edge_types:
            code, names = frame.codes("edge_types", frame.edge_types)
            edge_ok &= ~_hidden_codes(names, filters.hidden_edge_types)[code]
    faded = edge_ok & (frame.valid_to <= now)
    if not show_closed:
        edge_ok &= ~(faded & ~ended)
        faded = edge_ok & ended
    return Visibility(node_hidden=~node_ok, edge_hidden=~edge_ok, edge_faded=faded, moment=moment)


def event_times(edges: Iterable[Edge]) -> np.ndarray:
    """Sorted distinct moments where an edge begins or ends (the time slider's ticks)."""
    times = []
    for g in edges:
        times.append(g.valid_from)
        if g.valid_to is not None:
            times.append(g.valid_to)
    return np.unique(np.asarray(times, dtype=np.int64))
