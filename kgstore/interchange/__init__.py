"""Import and export of a workspace's graph.

- ``import_mcp_memory`` / ``parse_mcp_memory``: the MCP reference memory server's ``memory.jsonl``
  (entities with observations, relations), see :mod:`kgstore.interchange.mcp_memory`;
- ``export_json`` / ``write_json``: the whole workspace (entities, every edge with its validity
  window, observations) as one JSON document;
- ``write_graphml`` / ``write_gexf``: GraphML through networkx's writer; GEXF 1.3 (valid against the
  official schema) carries each edge's window as ``start``/``end`` dateTimes so Gephi's timeline
  replays the graph; ``read_gexf`` reads it back with networkx's reader;
- ``write_mcp_jsonl``: back to the memory server's format (current relationships only);
- ``write_export(ws, format, fh)``: any of the above by name (``EXPORT_FORMATS``).
"""

from .export import (
    EXPORT_FORMATS,
    export_json,
    read_gexf,
    to_networkx,
    write_export,
    write_gexf,
    write_graphml,
    write_json,
)
from .mcp_memory import (
    ImportReport,
    MemoryEntity,
    MemoryFile,
    MemoryRelation,
    import_mcp_memory,
    parse_mcp_memory,
    write_mcp_jsonl,
)
from .snapshot import Snapshot, collect

__all__ = [
    "EXPORT_FORMATS", "export_json", "read_gexf", "to_networkx", "write_export", "write_gexf", "write_graphml", "write_json",
    "ImportReport", "MemoryEntity", "MemoryFile", "MemoryRelation", "import_mcp_memory", "parse_mcp_memory",
    "write_mcp_jsonl", "Snapshot", "collect",
]
