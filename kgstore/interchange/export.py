"""Exports of one workspace: JSON, GraphML and GEXF (networkx's writers), MCP memory JSONL."""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable
from datetime import datetime, timezone
from typing import IO, Any

from ..tools import edge_to_dict, entity_to_dict, observation_to_dict
from .snapshot import Snapshot, collect

EXPORT_FORMATS = ("json", "graphml", "gexf", "jsonl")
JSON_FORMAT_NAME = "knowledge-graph-explorer/export"
JSON_FORMAT_VERSION = 1

# Characters XML 1.0 cannot carry (the store allows them in text).
_XML_BAD = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff\ud800-\udfff]")


def iso_ms(ms: int) -> str:
    """Milliseconds since the epoch as ISO-8601 UTC with milliseconds: 2026-01-15T09:30:00.000Z."""
    moment = datetime.fromtimestamp(ms / 1000, tz=timezone.utc)
    return moment.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def _wall_ms() -> int:
    return time.time_ns() // 1_000_000


# -- JSON --------------------------------------------------------------------------------------

def export_json(ws, *, snapshot: Snapshot | None = None, now: int | None = None,
                progress: Callable[[int, int], None] | None = None) -> dict[str, Any]:
    """The whole workspace as one JSON-serialisable document."""
    snap = snapshot or collect(ws, progress=progress)
    entities = []
    observation_count = 0
    for entity in snap.entities:
        item = entity_to_dict(entity)
        item["observations"] = [
            {k: v for k, v in observation_to_dict(o).items() if k != "entity_id"}
            for o in snap.observations.get(entity.id, [])
        ]
        observation_count += len(item["observations"])
        entities.append(item)
    doc: dict[str, Any] = {
        "format": JSON_FORMAT_NAME,
        "version": JSON_FORMAT_VERSION,
        "workspace": snap.workspace_id,
        "exported_at": _wall_ms() if now is None else now,
        "counts": {"entities": len(entities), "edges": len(snap.edges), "observations": observation_count},
        "entities": entities,
        "edges": [edge_to_dict(e) for e in snap.edges],
    }
    if snap.observations_truncated:
        doc["observations_truncated"] = snap.observations_truncated
    return doc


def write_json(ws, fh: IO[str], *, indent: int | None = 2, **kwargs: Any) -> dict[str, int]:
    doc = export_json(ws, **kwargs)
    json.dump(doc, fh, ensure_ascii=False, indent=indent)
    fh.write("\n")
    return doc["counts"]


# -- networkx ----------------------------------------------------------------------------------

def _xml_text(value: str) -> str:
    return _XML_BAD.sub("\ufffd", value)


def to_networkx(ws, *, snapshot: Snapshot | None = None, dynamic: bool = False,
                progress: Callable[[int, int], None] | None = None):
    """A MultiDiGraph: nodes are entity ids, edges are keyed by edge id (history included).

    Attribute values are XML-safe scalars (no None; dicts as JSON text). Every edge carries
    ``relation``, ``valid_from`` (ms) and, when closed, ``valid_to`` (ms) with ISO-8601 twins.
    With ``dynamic=True`` nodes and edges also get GEXF ``start``/``end`` (ISO-8601 strings):
    an edge lives over its validity window, a node from its creation or first edge, whichever
    is earlier.
    """
    import networkx as nx

    snap = snapshot or collect(ws, observations=False, progress=progress)
    graph = nx.MultiDiGraph(name=f"knowledge graph: {snap.workspace_id}")
    first_seen: dict[str, int] = {e.id: e.created_at for e in snap.entities}
    for edge in snap.edges:
        for end in (edge.source_id, edge.target_id):
            if end in first_seen:
                first_seen[end] = min(first_seen[end], edge.valid_from)
    for entity in snap.entities:
        attrs: dict[str, Any] = {
            "label": _xml_text(entity.name),
            "name": _xml_text(entity.name),
            "entity_type": entity.type,
            "source": entity.source,
            "created_at": int(entity.created_at),
            "updated_at": int(entity.updated_at),
        }
        if entity.confidence is not None:  # unknown: no attribute (GraphML and GEXF have no null)
            attrs["confidence"] = float(entity.confidence)
        if entity.description:
            attrs["description"] = _xml_text(entity.description)
        if entity.properties:
            attrs["properties"] = _xml_text(json.dumps(entity.properties, ensure_ascii=False, sort_keys=True))
        if dynamic:
            attrs["start"] = iso_ms(first_seen[entity.id])
        graph.add_node(entity.id, **attrs)
    for edge in snap.edges:
        if edge.source_id not in graph or edge.target_id not in graph:
            continue
        attrs = {
            "id": edge.id,
            "label": edge.type,
            "relation": edge.type,
            "source": edge.source,
            "valid_from": int(edge.valid_from),
            "valid_from_iso": iso_ms(edge.valid_from),
            "current": edge.valid_to is None,
        }
        if edge.confidence is not None:
            attrs["confidence"] = float(edge.confidence)
        if edge.valid_to is not None:
            attrs["valid_to"] = int(edge.valid_to)
            attrs["valid_to_iso"] = iso_ms(edge.valid_to)
        if edge.properties:
            attrs["properties"] = _xml_text(json.dumps(edge.properties, ensure_ascii=False, sort_keys=True))
        if dynamic:
            if edge.confidence is not None:
                attrs["weight"] = float(edge.confidence)
            attrs["start"] = iso_ms(edge.valid_from)
            if edge.valid_to is not None:
                attrs["end"] = iso_ms(edge.valid_to)
        graph.add_edge(edge.source_id, edge.target_id, key=edge.id, **attrs)
    return graph


def write_graphml(ws, fh: IO[bytes], **kwargs: Any) -> dict[str, int]:
    """GraphML through networkx (edge ids as GraphML edge ids)."""
    import networkx as nx

    graph = to_networkx(ws, **kwargs)
    nx.write_graphml(graph, fh, encoding="utf-8", prettyprint=True)
    return {"entities": graph.number_of_nodes(), "edges": graph.number_of_edges()}


def write_gexf(ws, fh: IO[bytes], **kwargs: Any) -> dict[str, int]:
    """Dynamic GEXF 1.2 through networkx: edges carry start/end, so Gephi's timeline replays them.

    Times are ISO-8601 strings (``timeformat="date"``, which Gephi parses with the time of day;
    networkx reads them back as strings); the exact milliseconds are in ``valid_from``/``valid_to``.
    """
    import networkx as nx

    graph = to_networkx(ws, dynamic=True, **kwargs)
    nx.write_gexf(graph, fh, encoding="utf-8", prettyprint=True)
    return {"entities": graph.number_of_nodes(), "edges": graph.number_of_edges()}


# -- by name ----------------------------------------------------------------------------------

def write_export(ws, fmt: str, dest, *, force: bool = False,
                 progress: Callable[[int, int], None] | None = None) -> dict[str, int]:
    """Write the workspace in ``fmt`` (one of EXPORT_FORMATS) to a binary file handle, or to a
    file path: written under a temporary name and renamed when complete; an existing file is
    replaced only with ``force``, and never the database, its -wal/-shm, one of its backups or
    any other SQLite database (kgstore.output_paths)."""
    import os

    from ..errors import ValidationError
    from ..output_paths import check_output_path

    if fmt not in EXPORT_FORMATS:
        raise ValidationError(f"unknown export format {fmt!r}; choose one of {', '.join(EXPORT_FORMATS)}")
    if not isinstance(dest, (str, os.PathLike)):
        if isinstance(dest, (bytes, bytearray)) or not callable(getattr(dest, "write", None)):
            raise ValidationError("the export destination must be a file path (text) or a binary file")
        return _write_to_handle(ws, fmt, dest, progress)
    db_path = ws._kg.path
    path = check_output_path(dest, db_path=db_path, force=force)
    import uuid

    from ..backup import remove_stale_partials

    remove_stale_partials(path.parent)  # an export or backup killed here earlier
    tmp = path.with_name(f".{path.name[:60]}.{os.getpid()}-{uuid.uuid4().hex[:8]}.partial")
    try:
        with open(tmp, "wb") as fh:
            counts = _write_to_handle(ws, fmt, fh, progress)
        # Asked again just before the rename: the database may have been created meanwhile.
        check_output_path(dest, db_path=db_path, force=force)
        os.replace(tmp, path)
    finally:
        tmp.unlink(missing_ok=True)
    return counts


def _write_to_handle(ws, fmt: str, fh_binary: IO[bytes],
                     progress: Callable[[int, int], None] | None) -> dict[str, int]:
    import io

    from .mcp_memory import write_mcp_jsonl

    if fmt in ("graphml", "gexf"):
        writer = write_graphml if fmt == "graphml" else write_gexf
        return writer(ws, fh_binary, progress=progress)
    text = io.TextIOWrapper(fh_binary, encoding="utf-8", newline="\n", write_through=True)
    try:
        if fmt == "json":
            return write_json(ws, text, progress=progress)
        return write_mcp_jsonl(ws, text, progress=progress)
    finally:
        text.flush()
        text.detach()
