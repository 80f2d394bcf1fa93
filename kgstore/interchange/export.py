"""Exports of one workspace: JSON, GraphML (networkx's writer), GEXF 1.3, MCP memory JSONL."""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable
from typing import IO, Any

from .record_json import edge_to_dict, entity_to_dict, observation_to_dict
from ..validation import format_iso8601
from .snapshot import Snapshot, collect

EXPORT_FORMATS = ("json", "graphml", "gexf", "jsonl")
JSON_FORMAT_NAME = "knowledge-graph-explorer/export"
JSON_FORMAT_VERSION = 1

# Characters XML 1.0 cannot carry (the store allows them in text).
_XML_BAD = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff\ud800-\udfff]")


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
    """A MultiDiGraph: nodes are entity ids, edges are keyed by edge id (history included; the
    key is the id, so it is not repeated as an attribute).

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
            attrs["start"] = format_iso8601(first_seen[entity.id])
        graph.add_node(entity.id, **attrs)
    for edge in snap.edges:
        if edge.source_id not in graph or edge.target_id not in graph:
            continue
        attrs = {
            "label": edge.type,
            "relation": edge.type,
            "source": edge.source,
            "valid_from": int(edge.valid_from),
            "valid_from_iso": format_iso8601(edge.valid_from),
            "current": edge.valid_to is None,
        }
        if edge.confidence is not None:
            attrs["confidence"] = float(edge.confidence)
        if edge.valid_to is not None:
            attrs["valid_to"] = int(edge.valid_to)
            attrs["valid_to_iso"] = format_iso8601(edge.valid_to)
        if edge.properties:
            attrs["properties"] = _xml_text(json.dumps(edge.properties, ensure_ascii=False, sort_keys=True))
        if dynamic:
            if edge.confidence is not None:
                attrs["weight"] = float(edge.confidence)
            attrs["start"] = format_iso8601(edge.valid_from)
            if edge.valid_to is not None:
                attrs["end"] = format_iso8601(edge.valid_to)
        graph.add_edge(edge.source_id, edge.target_id, key=edge.id, **attrs)
    return graph


def write_graphml(ws, fh: IO[bytes], **kwargs: Any) -> dict[str, int]:
    """GraphML through networkx (edge ids as GraphML edge ids)."""
    import networkx as nx

    graph = to_networkx(ws, **kwargs)
    nx.write_graphml(graph, fh, encoding="utf-8", prettyprint=True)
    return {"entities": graph.number_of_nodes(), "edges": graph.number_of_edges()}


GEXF_NAMESPACE = "http://gexf.net/1.3"
_XSI = "http://www.w3.org/2001/XMLSchema-instance"
_CREATOR = "Knowledge Graph Explorer"

# (id, GEXF type) of the attributes declared for nodes and edges; ids double as titles.
_GEXF_NODE_ATTRIBUTES = (
    ("name", "string"), ("entity_type", "string"), ("description", "string"), ("properties", "string"),
    ("confidence", "double"), ("source", "string"), ("created_at", "long"), ("updated_at", "long"),
)
_GEXF_EDGE_ATTRIBUTES = (
    ("relation", "string"), ("confidence", "double"), ("source", "string"), ("properties", "string"),
    ("valid_from", "long"), ("valid_to", "long"), ("valid_from_iso", "string"), ("valid_to_iso", "string"),
    ("current", "boolean"),
)


def _gexf_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        return repr(value)
    return str(value)


def _gexf_attvalues(parent, attrs: dict[str, Any], declared) -> None:
    from xml.etree.ElementTree import SubElement

    values = [(key, attrs[key]) for key, _type in declared if key in attrs]
    if values:
        holder = SubElement(parent, "attvalues")
        for key, value in values:
            SubElement(holder, "attvalue", {"for": key, "value": _gexf_value(value)})


def write_gexf(ws, fh: IO[bytes], **kwargs: Any) -> dict[str, int]:
    """Dynamic GEXF 1.3 (valid against the official schema) for Gephi's timeline.

    ``timeformat="dateTime"``: each edge lives from ``start`` to ``end`` (absent while current),
    ISO-8601 UTC to the millisecond; a node from its creation or its first edge, whichever is
    earlier. The exact milliseconds are also there as ``valid_from``/``valid_to`` (long). Edge
    ids are the store's; ``kind`` and ``label`` are the relationship type. networkx's own
    ``read_gexf`` cannot read dateTime times (networkx issue #3246): use :func:`read_gexf`.
    """
    from xml.etree.ElementTree import Element, ElementTree, SubElement, indent

    graph = to_networkx(ws, dynamic=True, **kwargs)
    root = Element("gexf", {"xmlns": GEXF_NAMESPACE, "xmlns:xsi": _XSI, "version": "1.3",
                            "xsi:schemaLocation": f"{GEXF_NAMESPACE} {GEXF_NAMESPACE}/gexf.xsd"})
    meta = SubElement(root, "meta")  # no date: the same graph exports to the same bytes
    SubElement(meta, "creator").text = _CREATOR
    SubElement(meta, "description").text = _xml_text(graph.graph["name"])  # 1.3 has no graph name
    body = SubElement(root, "graph", {"defaultedgetype": "directed", "mode": "dynamic",
                                      "timeformat": "dateTime", "timezone": "UTC", "idtype": "string"})
    for cls, declared in (("node", _GEXF_NODE_ATTRIBUTES), ("edge", _GEXF_EDGE_ATTRIBUTES)):
        holder = SubElement(body, "attributes", {"class": cls, "mode": "static"})
        for key, gexf_type in declared:
            SubElement(holder, "attribute", {"id": key, "title": key, "type": gexf_type})
    nodes = SubElement(body, "nodes", {"count": str(graph.number_of_nodes())})
    for node_id, attrs in graph.nodes(data=True):
        node = SubElement(nodes, "node", {"id": node_id, "label": attrs["label"], "start": attrs["start"]})
        _gexf_attvalues(node, attrs, _GEXF_NODE_ATTRIBUTES)
    edges = SubElement(body, "edges", {"count": str(graph.number_of_edges())})
    for source, target, key, attrs in graph.edges(keys=True, data=True):
        spec = {"id": key, "source": source, "target": target, "label": attrs["label"],
                "kind": attrs["relation"], "start": attrs["start"]}
        if "end" in attrs:
            spec["end"] = attrs["end"]
        if "weight" in attrs:
            spec["weight"] = _gexf_value(attrs["weight"])
        edge = SubElement(edges, "edge", spec)
        _gexf_attvalues(edge, attrs, _GEXF_EDGE_ATTRIBUTES)
    indent(root, space="  ")
    ElementTree(root).write(fh, encoding="utf-8", xml_declaration=True)
    fh.write(b"\n")
    return {"entities": graph.number_of_nodes(), "edges": graph.number_of_edges()}


def read_gexf(source):
    """A GEXF file (path or binary file) as a networkx multigraph, edges keyed by their GEXF ids,
    through networkx's reader taught what it lacks: ``timeformat="dateTime"`` (times stay
    ISO-8601 strings)."""
    from networkx.readwrite.gexf import GEXFReader

    class _DateTimeReader(GEXFReader):
        def construct_types(self):
            super().construct_types()
            self.python_type["dateTime"] = str

        def make_graph(self, graph_xml):
            self.simple_graph = False  # a multigraph even without parallel edges: keys are edge ids
            return super().make_graph(graph_xml)

    return _DateTimeReader(version="1.3")(source)


# -- by name ----------------------------------------------------------------------------------

def write_export(ws, fmt: str, dest, *, force: bool = False,
                 progress: Callable[[int, int], None] | None = None) -> dict[str, int]:
    """Write the workspace in ``fmt`` (one of EXPORT_FORMATS) to a binary file handle, or to a
    file path: written under a temporary name and renamed when complete; an existing file is
    replaced only with ``force``, and never the database, its -wal/-shm, one of its backups or
    any other SQLite database (kgstore.storage.output_paths)."""
    import os

    from ..errors import ValidationError
    from ..storage.output_paths import check_output_path

    if fmt not in EXPORT_FORMATS:
        raise ValidationError(f"unknown export format {fmt!r}; choose one of {', '.join(EXPORT_FORMATS)}")
    if not isinstance(dest, (str, os.PathLike)):
        if isinstance(dest, (bytes, bytearray)) or not callable(getattr(dest, "write", None)):
            raise ValidationError("the export destination must be a file path (text) or a binary file")
        return _write_to_handle(ws, fmt, dest, progress)
    db_path = ws._kg.path
    path = check_output_path(dest, db_path=db_path, force=force)
    import uuid

    from ..storage.backup import remove_stale_partials

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
