"""The ten ``kg_*`` agent tools: JSON Schemas, gating, and a dispatcher that never raises.

    from kgstore.tools import TOOLS, call_tool, ToolContext

    ctx = ToolContext("ws-1", task_id="task-7")
    call_tool(kg, "kg_search", {"query": "auth"}, ctx)   # -> {"results": [...], "count": n}

Every call returns a JSON-serialisable dict. A refused or failed call returns
``{"error": "<message>"}`` and changes nothing; ``call_tool`` does not raise for any input.

Gates (DESIGN.md §4):

- every tool is refused in ``group`` and ``public`` channels;
- the seven write tools are refused in ``plan``, ``analyze`` and ``verifier`` modes;
- in a task that opted out of memory with ``<no-memory>`` (``ToolContext.no_memory``, or the
  marker in the arguments themselves) the writes that record memory (create/update entity,
  create/invalidate edge, add observation) are refused; reads and deletes stay allowed;
- memory settings (memory off, privacy mode) do not block these explicit writes: the user or the
  agent asked for them;
- a write whose text holds a secret (an API key, a token, a password, a private key, credentials
  in a URL) is refused by the store with a message naming its kind, so the agent can rephrase
  (:mod:`kgstore.secrets`).
"""

from __future__ import annotations

import functools
import json
import logging
from dataclasses import dataclass
from typing import Any

from ..passive.gates import has_no_memory_marker  # one definition of the opt-out marker
from ..errors import KGError, NotFoundError
from ..interchange.record_json import _confidence, edge_to_dict, entity_to_dict, neighbor_to_dict, observation_to_dict
from ..validation import (
    MAX_ID,
    MAX_OBSERVATION,
    MAX_PROPERTIES_DEPTH,
    check_time,
    check_workspace_id,
    nested_too_deeply,
    normalize_type_name,
    shown,
)

log = logging.getLogger(__name__)

__all__ = [
    "TOOLS", "TOOL_NAMES", "READ_TOOLS", "WRITE_TOOLS", "MEMORY_WRITE_TOOLS", "ToolContext", "call_tool",
    "entity_to_dict", "edge_to_dict", "observation_to_dict", "neighbor_to_dict", "has_no_memory_marker",
]

CHANNELS = ("private", "group", "public")
MODES = ("execute", "plan", "analyze", "verifier")
READ_ONLY_MODES = ("plan", "analyze", "verifier")

MAX_SEARCH_RESULTS = 50
DEFAULT_SEARCH_RESULTS = 10
MAX_DEPTH = 3
MAX_SUBGRAPH_IDS = 100
MAX_QUERY = 1000  # characters of a search query



@dataclass(frozen=True)
class ToolContext:
    """Where a tool call comes from.

    workspace_id: the workspace every call is scoped to.
    task_id: the running task; writes are tagged with it so deleting the task removes them.
    channel: "private" | "group" | "public" (all tools are refused outside private channels).
    mode: "execute" | "plan" | "analyze" | "verifier" (writes are refused outside execute).
    no_memory: the task opted out of memory with <no-memory> (memory writes are refused).
    """

    workspace_id: str
    task_id: str | None = None
    channel: str = "private"
    mode: str = "execute"
    no_memory: bool = False


# --------------------------------------------------------------------------------------------
# Schemas
# --------------------------------------------------------------------------------------------

_TIME_HELP = (
    "Integer milliseconds since the Unix epoch (e.g. 1768469400000) or an ISO-8601 string "
    "(e.g. \"2026-01-15\" or \"2026-01-15T09:30:00Z\"; times without a zone are UTC). "
    "Seconds are refused."
)


def _time_schema(what: str) -> dict[str, Any]:
    # anyOf, not a type array: strict clients accept only a single "type" per schema.
    return {"anyOf": [{"type": "integer"}, {"type": "string", "minLength": 1}],
            "description": f"{what} {_TIME_HELP}"}


_ID = {"type": "string", "minLength": 1, "maxLength": 200}

_ENTITY_TYPES_HELP = (
    "Built-in types: person, organization, project, technology, concept, file, service, "
    "api_endpoint, database_table, environment. Any other name (letters, digits, '_', '-', '.') "
    "creates a custom type; names are lower-cased and spaces become '_'."
)
_EDGE_TYPES_HELP = (
    "Built-in edge types: uses, depends_on, part_of, created_by, maintained_by, deployed_to, "
    "connects_to, extends, implements, references, owns, belongs_to, related_to, blocked_by, "
    "replaced_by. Custom types are allowed; names are lower-cased and spaces become '_'."
)


def _schema(properties: dict[str, Any], required: list[str]) -> dict[str, Any]:
    return {"type": "object", "properties": properties, "required": required, "additionalProperties": False}


_TOOL_SPECS: list[dict[str, Any]] = [
    {
        "name": "kg_create_entity",
        "title": "Create or reinforce an entity",
        "description": (
            "Add a typed entity (a person, project, technology, service, API endpoint, ...) to the "
            "workspace's knowledge graph, or reinforce it if it already exists. Names are unique per "
            "type regardless of case and spacing, so creating 'postgresql' when 'PostgreSQL' exists "
            "returns the existing entity: its confidence is boosted, properties are merged, and the "
            "description is replaced unless a person wrote it. Use this before kg_create_edge or "
            "kg_add_observation, which need entity ids; search first (kg_search) if unsure whether it "
            "exists. " + _ENTITY_TYPES_HELP + " Returns {success, entity, created}."
        ),
        "input_schema": _schema(
            {
                "entity_type": {"type": "string", "minLength": 1, "maxLength": 64,
                                "description": "The entity's type. " + _ENTITY_TYPES_HELP},
                "name": {"type": "string", "minLength": 1, "maxLength": 500,
                         "description": "Display name, e.g. \"React\", \"auth-service\", \"GET /api/users\", "
                                        "\"Sarah\"."},
                "description": {"type": "string", "maxLength": 10000,
                                "description": "One or two sentences on what it is."},
                "properties": {"type": "object",
                               "description": "Free-form JSON attributes, e.g. {\"version\": \"18\", "
                                              "\"role\": \"tech lead\"}. Merged into existing ones."},
                "confidence": {"type": "number", "minimum": 0, "maximum": 1,
                               "description": "How sure you are, 0..1 (default 1.0)."},
            },
            ["entity_type", "name"],
        ),
    },
    {
        "name": "kg_update_entity",
        "title": "Update an entity",
        "description": (
            "Change an existing entity's description, properties or confidence. Properties are merged "
            "into the existing ones (set a key to null to remove it). A description written by a person "
            "(manual source) is never overwritten by an agent: the result then has description_kept=true "
            "and the other changes still apply. Get the id from kg_search or kg_create_entity. "
            "Returns {success, entity, description_kept?}."
        ),
        "input_schema": _schema(
            {
                "entity_id": dict(_ID, description="Id of the entity to update."),
                "description": {"type": "string", "maxLength": 10000, "description": "New description."},
                "properties": {"type": "object",
                               "description": "Keys to set (merged); a key set to null is removed."},
                "confidence": {"type": "number", "minimum": 0, "maximum": 1,
                               "description": "New confidence, 0..1."},
            },
            ["entity_id"],
        ),
    },
    {
        "name": "kg_delete_entity",
        "title": "Delete an entity",
        "description": (
            "Permanently delete an entity together with all its relationships (current and historical) "
            "and observations. Prefer kg_invalidate_edge when a fact merely stopped being true: "
            "deleting erases history. Returns {success, message}."
        ),
        "input_schema": _schema({"entity_id": dict(_ID, description="Id of the entity to delete.")},
                                ["entity_id"]),
    },
    {
        "name": "kg_create_edge",
        "title": "Create a relationship",
        "description": (
            "Create a directed, typed relationship source -> target between two entities of this "
            "workspace, e.g. frontend-app -uses-> React, backend -connects_to-> PostgreSQL, "
            "auth-service -maintained_by-> Sarah. It is current from valid_from (default: now) until "
            "valid_to (default: open, still true). Only one current edge may exist per (source, target, "
            "type): creating it again returns the existing edge. Historical windows are allowed but "
            "must not overlap. To record that a relationship ended, use kg_invalidate_edge instead of "
            "deleting it. " + _EDGE_TYPES_HELP + " Returns {success, edge, existing}."
        ),
        "input_schema": _schema(
            {
                "source_entity_id": dict(_ID, description="Id of the entity the relationship starts from."),
                "target_entity_id": dict(_ID, description="Id of the entity it points to."),
                "edge_type": {"type": "string", "minLength": 1, "maxLength": 64,
                              "description": "Relationship type. " + _EDGE_TYPES_HELP},
                "properties": {"type": "object", "description": "Free-form JSON attributes of the relationship."},
                "confidence": {"type": "number", "minimum": 0, "maximum": 1,
                               "description": "How sure you are, 0..1 (default 1.0)."},
                "valid_from": _time_schema("When the relationship became true (default: now)."),
                "valid_to": _time_schema("When it stopped being true (omit for a current relationship)."),
            },
            ["source_entity_id", "target_entity_id", "edge_type"],
        ),
    },
    {
        "name": "kg_delete_edge",
        "title": "Delete a relationship",
        "description": (
            "Permanently delete one relationship, including its history. Use only for relationships "
            "that were recorded by mistake; when a fact stopped being true use kg_invalidate_edge, which "
            "keeps the history. Returns {success, message}."
        ),
        "input_schema": _schema({"edge_id": dict(_ID, description="Id of the edge to delete.")}, ["edge_id"]),
    },
    {
        "name": "kg_invalidate_edge",
        "title": "End a relationship (keep history)",
        "description": (
            "Mark a current relationship as no longer true from valid_to (default: now) without deleting "
            "it, e.g. 'Redis stopped being part of the stack last month'. The edge stays visible to "
            "historical queries (as_of, include_history). Repeating the call with the same time is "
            "harmless; a closed edge cannot be closed at a different time. Returns {success, edge}."
        ),
        "input_schema": _schema(
            {
                "edge_id": dict(_ID, description="Id of the current edge to close."),
                "valid_to": _time_schema("When the relationship stopped being true (default: now); "
                                         "must be after its valid_from."),
            },
            ["edge_id"],
        ),
    },
    {
        "name": "kg_add_observation",
        "title": "Add an observation",
        "description": (
            "Attach a timestamped fact or note to an entity, e.g. on PostgreSQL: 'high query latency on "
            "the users table since Tuesday', or on auth-service: 'migrated from JWT to session-based auth "
            "last sprint'. Observations are an append-only log; adding the same text again returns the "
            "existing observation. Never include secrets (API keys, tokens, passwords, private keys, "
            "credentials in URLs): a text holding one is refused, naming its kind, and nothing is stored. "
            "Returns {success, observation}."
        ),
        "input_schema": _schema(
            {
                "entity_id": dict(_ID, description="Id of the entity the observation is about."),
                "content": {"type": "string", "minLength": 1, "maxLength": MAX_OBSERVATION,
                            "description": "The observation text."},
            },
            ["entity_id", "content"],
        ),
    },
    {
        "name": "kg_search",
        "title": "Search the knowledge graph",
        "description": (
            "Full-text search over entity names and descriptions (observation text also matches, ranked "
            "lower), best matches first. The last word also matches as a prefix; below whole-word "
            "matches come names holding the query inside a word (\"sql\" finds PostgreSQL) and words one "
            "typo away (\"recat\" finds React). Use it to find entity ids before other calls, or to "
            "answer 'what do we know about X'. limit is 1..50 (default 10). Returns {results: [{id, "
            "type, name, description, confidence, score, matched_by (word|infix|fuzzy|substring), "
            "matched_in ([name, description, observation]), snippet (the matching observation or null)}], "
            "count}. confidence is the entity's, not the match's."
        ),
        "input_schema": _schema(
            {
                "query": {"type": "string", "minLength": 1, "maxLength": MAX_QUERY,
                          "description": "Words to look for, e.g. \"authentication\" or \"postgres latency\"."},
                "entity_type": {"type": "string", "minLength": 1, "maxLength": 64,
                                "description": "Only return entities of this type, e.g. \"technology\"."},
                "limit": {"type": "integer", "minimum": 1, "maximum": MAX_SEARCH_RESULTS,
                          "description": "Maximum number of results (1..50, default 10)."},
            },
            ["query"],
        ),
    },
    {
        "name": "kg_get_neighbors",
        "title": "Entities connected to an entity",
        "description": (
            "Walk the graph from one entity: everything connected to it, in both directions, up to "
            "depth hops (1..3, default 1), optionally only through some edge types. By default only "
            "relationships that are true now are followed; give as_of to see the graph as it was at "
            "that time ('what was connected to the backend on 2026-01-15?'), or include_history=true "
            "to follow every relationship ever recorded, each with its validity window: then every "
            "relationship that reaches a neighbour at its depth is a result of its own (current ones "
            "first), so a relationship that ended and holds again shows both. At most 200 neighbour "
            "entities. Each result has the neighbour entity, the edge that reached it, the direction "
            "(outgoing: the edge points away from the entity it was reached from) and its depth. "
            "Returns {entity, neighbors: [{entity, edge, direction, depth}], count}."
        ),
        "input_schema": _schema(
            {
                "entity_id": dict(_ID, description="Id of the entity to start from."),
                "depth": {"type": "integer", "minimum": 1, "maximum": MAX_DEPTH,
                          "description": "Number of hops, 1..3 (default 1)."},
                "edge_types": {"type": "array", "items": {"type": "string", "minLength": 1, "maxLength": 64},
                               "description": "Only follow these relationship types, e.g. [\"depends_on\"]."},
                "as_of": _time_schema("Show the graph as it was at this time (default: now)."),
                "include_history": {"type": "boolean",
                                    "description": "Follow every relationship ever recorded, ended ones too "
                                                   "(ignored when as_of is given)."},
            },
            ["entity_id"],
        ),
    },
    {
        "name": "kg_get_subgraph",
        "title": "Entities and the edges between them",
        "description": (
            "Given a set of entity ids, return those entities and every relationship between them, "
            "e.g. to describe the backend architecture (backend, PostgreSQL, Redis, API endpoints). "
            "Current relationships by default; as_of shows them as they were at that time; "
            "include_history returns all with their windows. At most 100 entity ids per call (more are "
            "refused: split the call) and 1,000 edges; ids that are not in this workspace are listed in "
            "missing_ids. "
            "Returns {entities, edges, entity_count, edge_count}."
        ),
        "input_schema": _schema(
            {
                "entity_ids": {"type": "array", "items": dict(_ID), "minItems": 1,
                               "maxItems": MAX_SUBGRAPH_IDS, "description": "Ids of the entities to include (1..100)."},
                "as_of": _time_schema("Show the relationships as they were at this time (default: now)."),
                "include_history": {"type": "boolean",
                                    "description": "Include ended relationships too (ignored when as_of is "
                                                   "given)."},
            },
            ["entity_ids"],
        ),
    },
]

# Result shapes (MCP outputSchema) of successful calls; a failed call is an isError result
# {"error": ...} (and success false for a delete that found nothing). Objects stay open
# (additional keys allowed) so a result may grow without breaking a client that validates.

def _nullable(json_type: str) -> dict[str, Any]:
    return {"anyOf": [{"type": json_type}, {"type": "null"}]}


def _object(properties: dict[str, Any], required: list[str] | None = None) -> dict[str, Any]:
    return {"type": "object", "properties": properties,
            "required": list(properties) if required is None else required}


_CONFIDENCE_OUT = {"anyOf": [{"type": "number", "minimum": 0, "maximum": 1}, {"type": "null"}],
                   "description": "0..1, or null when unknown."}
_MS_OUT = {"type": "integer", "description": "Milliseconds since the Unix epoch (UTC)."}
_ENTITY_OUT = _object({
    "id": {"type": "string"}, "type": {"type": "string"}, "name": {"type": "string"},
    "description": _nullable("string"), "properties": {"type": "object"}, "confidence": _CONFIDENCE_OUT,
    "source": {"type": "string"}, "description_source": _nullable("string"),
    "created_at": _MS_OUT, "updated_at": _MS_OUT, "last_seen_at": _nullable("integer"),
})
_EDGE_OUT = _object({
    "id": {"type": "string"}, "type": {"type": "string"},
    "source_entity_id": {"type": "string"}, "target_entity_id": {"type": "string"},
    "valid_from": _MS_OUT, "valid_to": dict(_nullable("integer"), description="null while current."),
    "properties": {"type": "object"}, "confidence": _CONFIDENCE_OUT, "source": {"type": "string"},
    "created_at": _MS_OUT,
})
_OBSERVATION_OUT = _object({
    "id": {"type": "string"}, "entity_id": {"type": "string"}, "content": {"type": "string"},
    "source": {"type": "string"}, "created_at": _MS_OUT,
})
_SUCCESS = {"type": "boolean", "const": True}
_MESSAGE = {"type": "string"}
_DELETED_OUT = _object({"success": {"type": "boolean"}, "message": _MESSAGE})
_SEARCH_HIT_OUT = _object({
    "id": {"type": "string"}, "type": {"type": "string"}, "name": {"type": "string"},
    "description": _nullable("string"), "confidence": _CONFIDENCE_OUT, "score": {"type": "number"},
    "matched_by": {"type": "string", "enum": ["word", "infix", "fuzzy", "substring"]},
    "matched_in": {"type": "array", "items": {"type": "string", "enum": ["name", "description", "observation"]}},
    "snippet": _nullable("string"),
})
_NEIGHBOR_OUT = _object({
    "entity": _ENTITY_OUT, "edge": _EDGE_OUT,
    "direction": {"type": "string", "enum": ["outgoing", "incoming"]},
    "depth": {"type": "integer", "minimum": 1, "maximum": MAX_DEPTH},
})

_OUTPUT_SCHEMAS: dict[str, dict[str, Any]] = {
    "kg_create_entity": _object({"success": _SUCCESS, "entity": _ENTITY_OUT, "created": {"type": "boolean"},
                                 "description_kept": {"type": "boolean"}, "message": _MESSAGE},
                                ["success", "entity", "created"]),
    "kg_update_entity": _object({"success": _SUCCESS, "entity": _ENTITY_OUT, "description_kept": {"type": "boolean"},
                                 "message": _MESSAGE}, ["success", "entity"]),
    "kg_delete_entity": _DELETED_OUT,
    "kg_create_edge": _object({"success": _SUCCESS, "edge": _EDGE_OUT, "existing": {"type": "boolean"},
                               "message": _MESSAGE}, ["success", "edge", "existing"]),
    "kg_delete_edge": _DELETED_OUT,
    "kg_invalidate_edge": _object({"success": _SUCCESS, "edge": _EDGE_OUT}),
    "kg_add_observation": _object({"success": _SUCCESS, "observation": _OBSERVATION_OUT}),
    "kg_search": _object({"results": {"type": "array", "items": _SEARCH_HIT_OUT, "maxItems": MAX_SEARCH_RESULTS},
                          "count": {"type": "integer", "minimum": 0}}),
    "kg_get_neighbors": _object({"entity": _ENTITY_OUT, "neighbors": {"type": "array", "items": _NEIGHBOR_OUT},
                                 "count": {"type": "integer", "minimum": 0},
                                 "depth": {"type": "integer", "minimum": 1, "maximum": MAX_DEPTH},
                                 "as_of": _MS_OUT}, ["entity", "neighbors", "count", "depth"]),
    "kg_get_subgraph": _object({"entities": {"type": "array", "items": _ENTITY_OUT},
                                "edges": {"type": "array", "items": _EDGE_OUT},
                                "entity_count": {"type": "integer", "minimum": 0},
                                "edge_count": {"type": "integer", "minimum": 0},
                                "missing_ids": {"type": "array", "items": {"type": "string"}},
                                "as_of": _MS_OUT}, ["entities", "edges", "entity_count", "edge_count"]),
}

WRITE_TOOLS = frozenset({
    "kg_create_entity", "kg_update_entity", "kg_delete_entity", "kg_create_edge", "kg_delete_edge",
    "kg_invalidate_edge", "kg_add_observation",
})
DELETE_TOOLS = frozenset({"kg_delete_entity", "kg_delete_edge"})
MEMORY_WRITE_TOOLS = WRITE_TOOLS - DELETE_TOOLS  # refused under <no-memory>
READ_TOOLS = frozenset({"kg_search", "kg_get_neighbors", "kg_get_subgraph"})

# The public list: {"name", "description", "input_schema", "output_schema"} (plus "title" and
# MCP-style "annotations").
TOOLS: list[dict[str, Any]] = []
for _spec in _TOOL_SPECS:
    _name = _spec["name"]
    TOOLS.append({
        "name": _name,
        "title": _spec["title"],
        "description": _spec["description"],
        "input_schema": _spec["input_schema"],
        "output_schema": _OUTPUT_SCHEMAS[_name],
        "annotations": {
            "readOnlyHint": _name in READ_TOOLS,
            "destructiveHint": _name in DELETE_TOOLS,
            # Repeating a call changes nothing more, except that re-creating an entity reinforces it.
            "idempotentHint": _name != "kg_create_entity",
            "openWorldHint": False,
        },
    })
TOOL_NAMES: tuple[str, ...] = tuple(t["name"] for t in TOOLS)
_SCHEMAS = {t["name"]: t["input_schema"] for t in TOOLS}


# --------------------------------------------------------------------------------------------
# Argument checking: the schemas themselves (jsonschema), with messages meant for an agent
# --------------------------------------------------------------------------------------------

class _ArgError(Exception):
    pass


def _json_type(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, (list, tuple)):
        return "array"
    if isinstance(value, dict):
        return "object"
    return type(value).__name__


def _valid_text(text: str) -> bool:
    if "\x00" in text:
        return False
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


@functools.cache
def _validator(tool: str):
    from jsonschema import Draft202012Validator  # imported on first use: it is slow to import

    schema = _SCHEMAS[tool]
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema)


def _where(error) -> str:
    """The argument an error is about: 'limit', or entity_ids[3] for an item."""
    path = list(error.absolute_path)
    if not path:
        return "arguments"
    head = repr(path[0]) if len(path) == 1 else str(path[0])
    return head + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in path[1:])


def _types_of(schema: dict[str, Any]) -> list[str]:
    if "type" in schema:
        return [schema["type"]] if isinstance(schema["type"], str) else list(schema["type"])
    return [t for sub in schema.get("anyOf", ()) for t in _types_of(sub)]


def _describe(error) -> str:
    """One schema violation in words an agent can act on, with the schema's own limit."""
    where, value, kind, limit = _where(error), error.instance, error.validator, error.validator_value
    item = len(list(error.absolute_path)) > 1
    if kind in ("type", "anyOf"):
        types = _types_of(error.schema)
        if kind == "anyOf" and set(types) <= {"integer", "string"} and isinstance(value, str):
            return f"argument {where} must not be empty"  # the string branch's minLength
        wanted = " or ".join(types) or "valid"
        return f"{where} must be a {wanted}, not {_json_type(value)}" if item else (
            f"argument {where} must be {wanted}, not {_json_type(value)}")
    if kind == "minimum":
        return f"argument {where} must be at least {limit} (the schema's minimum), not {shown(value, 30)}"
    if kind == "maximum":
        return f"argument {where} must be at most {limit} (the schema's maximum), not {shown(value, 30)}"
    if kind == "minLength":
        return f"argument {where} must not be empty" if limit == 1 else (
            f"argument {where} is too short: at least {limit} characters")
    if kind == "maxLength":
        return (f"argument {where} is too long: {len(value):,} characters, the schema's maxLength is "
                f"{limit:,}")
    if kind == "minItems":
        return f"argument {where} must list at least {limit} item{'s' if limit != 1 else ''}"
    if kind == "maxItems":
        return (f"argument {where} lists {len(value):,} items, more than the schema's maxItems of {limit}; "
                f"split the call")
    return f"argument {where}: {shown(error.message, 200)}"  # a rule these schemas do not use yet


def _check_args(tool: str, args: Any) -> dict[str, Any]:
    if args is None:
        args = {}
    if not isinstance(args, dict):
        raise _ArgError(f"{tool}: arguments must be a JSON object, not {_json_type(args)}")
    schema = _SCHEMAS[tool]
    props: dict[str, Any] = schema["properties"]
    unknown = sorted(str(k) for k in args if k not in props)
    if unknown:
        # Names cut short and at most five listed: a hostile call must not get itself echoed back.
        listed = ", ".join(shown(k) for k in unknown[:5]) + (f" and {len(unknown) - 5} more" if len(unknown) > 5 else "")
        raise _ArgError(
            f"{tool}: unknown argument{'s' if len(unknown) > 1 else ''} {listed}; expected: {', '.join(props)}"
        )
    # null is the same as leaving the argument out; a tuple is an array.
    given = {key: list(value) if isinstance(value, tuple) else value for key, value in args.items()
             if value is not None}
    for key in schema["required"]:
        if key not in given:
            raise _ArgError(f"{tool}: missing required argument {key!r}")
    for key, value in given.items():
        # Before the schema: its messages repr the value, which a deep enough nesting cannot survive.
        if isinstance(value, (dict, list)) and nested_too_deeply(value):
            raise _ArgError(f"{tool}: argument {key!r} is nested too deeply (the limit is {MAX_PROPERTIES_DEPTH} "
                            "levels of objects and arrays)")
        if isinstance(value, int) and value.bit_length() > 64:  # no limit is near; repr may even fail
            raise _ArgError(f"{tool}: argument {key!r} is far too large a number")
        for text in ([value] if isinstance(value, str) else value if isinstance(value, list) else []):
            if isinstance(text, str) and not _valid_text(text):
                raise _ArgError(f"{tool}: argument {key!r} must be valid Unicode text without NUL characters")
    order = {key: i for i, key in enumerate(props)}
    # In the schema's order of arguments, so the same call always gets the same message.
    errors = sorted(_validator(tool).iter_errors(given),
                    key=lambda e: (order.get(next(iter(e.absolute_path), None), len(order)), str(e.absolute_path)))
    if errors:
        problems = list(dict.fromkeys(_describe(e) for e in errors))
        more = f" (and {len(problems) - 3} more)" if len(problems) > 3 else ""
        raise _ArgError(f"{tool}: {'; '.join(problems[:3])}{more}")
    out: dict[str, Any] = {}
    for key, value in given.items():
        spec = props[key]
        if spec.get("type") == "integer" and isinstance(value, float):
            value = int(value)  # 3.0 is the integer 3 (JSON Schema says so too)
        if isinstance(value, str) and spec.get("minLength") and not value.strip():
            raise _ArgError(f"{tool}: argument {key!r} must not be empty")
        out[key] = value
    return out


# --------------------------------------------------------------------------------------------
# Gating
# --------------------------------------------------------------------------------------------

def _dumps(value: Any) -> str:
    try:
        return json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError, RecursionError):
        return ""


def _gate(tool: str, args: dict[str, Any], ctx: ToolContext) -> str | None:
    """A refusal message, or None if the call may proceed."""
    channel, mode = ctx.channel, ctx.mode
    if channel not in CHANNELS:
        return f"{tool} refused: unknown channel {shown(channel)} (expected one of {', '.join(CHANNELS)})"
    if channel != "private":
        return (f"{tool} refused: knowledge-graph tools are not available in {channel} channels; the "
                "workspace's memory is only reachable from a private context")
    if tool in WRITE_TOOLS:
        if mode not in MODES:
            return f"{tool} refused: unknown mode {shown(mode)} (expected one of {', '.join(MODES)})"
        if mode in READ_ONLY_MODES:
            return (f"{tool} refused: it changes the knowledge graph, which is not allowed in {mode} mode; "
                    "the read tools (kg_search, kg_get_neighbors, kg_get_subgraph) are available")
        if tool in MEMORY_WRITE_TOOLS:
            if ctx.no_memory:
                return (f"{tool} refused: this task opted out of memory with <no-memory>, so nothing may be "
                        "written to the knowledge graph; reads and deletes are still allowed")
            if any(has_no_memory_marker(v if isinstance(v, str) else _dumps(v)) for v in args.values()):
                return (f"{tool} refused: the arguments carry the <no-memory> marker, so nothing may be "
                        "written to the knowledge graph")
    return None


# --------------------------------------------------------------------------------------------
# The tools
# --------------------------------------------------------------------------------------------

def _create_entity(ws, args: dict[str, Any], ctx: ToolContext) -> dict[str, Any]:
    existed = ws.find_entity(args["entity_type"], args["name"]) is not None
    entity = ws.upsert_entity(
        args["entity_type"], args["name"], description=args.get("description"),
        properties=args.get("properties"), confidence=args.get("confidence"), source="agent",
        task_id=ctx.task_id,
    )
    result: dict[str, Any] = {"success": True, "entity": entity_to_dict(entity), "created": not existed}
    if existed:
        result["message"] = (f"{entity.type} {entity.name!r} already existed; it was reinforced "
                             "(confidence boosted, properties merged)")
    desc = args.get("description")
    if existed and desc and desc.strip() and entity.description != desc.strip():
        result["description_kept"] = True
        result["message"] += (f"; its description was kept because it was written by a higher-precedence "
                              f"source ({entity.description_source or entity.source})")
    return result


def _update_entity(ws, args: dict[str, Any], ctx: ToolContext) -> dict[str, Any]:
    if not any(k in args for k in ("description", "properties", "confidence")):
        raise _ArgError("kg_update_entity: give at least one of description, properties, confidence")
    res = ws.update_entity(
        args["entity_id"], description=args.get("description"), properties=args.get("properties"),
        confidence=args.get("confidence"), source="agent",
    )
    result: dict[str, Any] = {"success": True, "entity": entity_to_dict(res.entity)}
    if res.description_kept:
        result["description_kept"] = True
        result["message"] = (
            f"the description was not changed: the current one was written by "
            f"{res.entity.description_source or res.entity.source}, which takes precedence over agent "
            "writes; the other changes were applied"
        )
    return result


# Ids in messages: any valid id whole (validation.MAX_ID), anything longer cut short.
_ID_SHOWN = MAX_ID + 2


def _delete_entity(ws, args: dict[str, Any], ctx: ToolContext) -> dict[str, Any]:
    entity_id = args["entity_id"]
    entity = ws.get_entity(entity_id)
    if entity is None or not ws.delete_entity(entity_id):
        msg = f"entity {shown(entity_id, _ID_SHOWN)} not found in workspace {ws.id!r}; nothing was deleted"
        return {"success": False, "error": msg, "message": msg}
    return {"success": True,
            "message": f"deleted {entity.type} {entity.name!r} with its relationships and observations"}


def _create_edge(ws, args: dict[str, Any], ctx: ToolContext) -> dict[str, Any]:
    src, tgt = args["source_entity_id"], args["target_entity_id"]
    etype = normalize_type_name(args["edge_type"], "edge type")
    vfrom = check_time(args.get("valid_from"), "valid_from")
    vto = check_time(args.get("valid_to"), "valid_to")
    try:
        before = {
            e.id for e in ws.edges_of(src, include_history=True)
            if e.source_id == src and e.target_id == tgt and e.type == etype
        }
    except NotFoundError:
        before = set()  # create_edge below names the missing end
    edge = ws.create_edge(
        src, tgt, etype, properties=args.get("properties"), confidence=args.get("confidence"),
        valid_from=vfrom, valid_to=vto, source="agent", task_id=ctx.task_id,
    )
    result: dict[str, Any] = {"success": True, "edge": edge_to_dict(edge), "existing": edge.id in before}
    if edge.id in before:
        result["message"] = "this relationship was already recorded; the existing edge is returned"
    return result


def _delete_edge(ws, args: dict[str, Any], ctx: ToolContext) -> dict[str, Any]:
    edge_id = args["edge_id"]
    edge = ws.get_edge(edge_id)
    if edge is None or not ws.delete_edge(edge_id):
        msg = f"edge {shown(edge_id, _ID_SHOWN)} not found in workspace {ws.id!r}; nothing was deleted"
        return {"success": False, "error": msg, "message": msg}
    return {"success": True, "message": f"deleted the {edge.type} edge {edge_id}"}


def _invalidate_edge(ws, args: dict[str, Any], ctx: ToolContext) -> dict[str, Any]:
    vto = check_time(args.get("valid_to"), "valid_to")
    edge = ws.invalidate_edge(args["edge_id"], vto)
    return {"success": True, "edge": edge_to_dict(edge)}


def _add_observation(ws, args: dict[str, Any], ctx: ToolContext) -> dict[str, Any]:
    obs = ws.add_observation(args["entity_id"], args["content"], source="agent", task_id=ctx.task_id)
    return {"success": True, "observation": observation_to_dict(obs)}


def _search(ws, args: dict[str, Any], ctx: ToolContext) -> dict[str, Any]:
    limit = args.get("limit", DEFAULT_SEARCH_RESULTS)  # 1..50: the schema refused anything else
    types = [args["entity_type"]] if args.get("entity_type") else None
    hits = ws.search(args["query"], limit=limit, types=types)
    results = [
        {
            "id": h.entity.id,
            "type": h.entity.type,
            "name": h.entity.name,
            "description": h.entity.description,
            "confidence": _confidence(h.entity.confidence),
            "score": round(float(h.score), 6),
            # Why it was found (beyond API.md's keys): how, where, and the observation's words.
            "matched_by": h.matched_by,
            "matched_in": list(h.matched_in),
            "snippet": h.snippet,
        }
        for h in hits[:limit]
    ]
    return {"results": results, "count": len(results)}


def _neighbors(ws, args: dict[str, Any], ctx: ToolContext) -> dict[str, Any]:
    depth = args.get("depth", 1)  # 1..3: the schema refused anything else
    as_of = check_time(args.get("as_of"), "as_of")
    include_history = bool(args.get("include_history", False))
    entity_id = args["entity_id"]
    center = ws.get_entity(entity_id)
    if center is None:
        raise _ArgError(f"kg_get_neighbors: entity {shown(entity_id, _ID_SHOWN)} not found in workspace {ws.id!r}")
    edge_types = args.get("edge_types")
    if edge_types is not None and not edge_types:
        edge_types = None
    found = ws.neighbors(entity_id, depth=depth, edge_types=edge_types, as_of=as_of,
                         include_history=include_history)
    result: dict[str, Any] = {
        "entity": entity_to_dict(center),
        "neighbors": [neighbor_to_dict(n) for n in found],
        "count": len(found),
        "depth": depth,
    }
    if as_of is not None:
        result["as_of"] = as_of
    return result


def _subgraph(ws, args: dict[str, Any], ctx: ToolContext) -> dict[str, Any]:
    ids = list(dict.fromkeys(args["entity_ids"]))  # 1..100 of them: the schema refused more
    as_of = check_time(args.get("as_of"), "as_of")
    include_history = bool(args.get("include_history", False))
    sub = ws.subgraph(ids, as_of=as_of, include_history=include_history)
    present = {e.id for e in sub.entities}
    missing = [i for i in ids if i not in present]
    if not present:
        raise _ArgError(f"kg_get_subgraph: entity ids not found in workspace {ws.id!r}: "
                        f"none of the {len(ids)} given exist here")
    result: dict[str, Any] = {
        "entities": [entity_to_dict(e) for e in sub.entities],
        "edges": [edge_to_dict(e) for e in sub.edges],
        "entity_count": len(sub.entities),
        "edge_count": len(sub.edges),
    }
    if missing:
        result["missing_ids"] = missing
    if as_of is not None:
        result["as_of"] = as_of
    return result


_HANDLERS = {
    "kg_create_entity": _create_entity,
    "kg_update_entity": _update_entity,
    "kg_delete_entity": _delete_entity,
    "kg_create_edge": _create_edge,
    "kg_delete_edge": _delete_edge,
    "kg_invalidate_edge": _invalidate_edge,
    "kg_add_observation": _add_observation,
    "kg_search": _search,
    "kg_get_neighbors": _neighbors,
    "kg_get_subgraph": _subgraph,
}


def _one_line(text: str) -> str:
    return " ".join(str(text).split())


def call_tool(kg, name: Any, args: Any, ctx: ToolContext | None) -> dict[str, Any]:
    """Run one tool; a dict result always (``{"error": ...}`` when refused or failed)."""
    try:
        if not isinstance(name, str) or name not in _HANDLERS:
            label = name if isinstance(name, str) else _json_type(name)
            return {"error": f"unknown tool {str(label)[:80]!r}; available tools: {', '.join(TOOL_NAMES)}"}
        if not isinstance(ctx, ToolContext):
            return {"error": f"{name}: no tool context (workspace, channel, mode) was given"}
        try:
            workspace_id = check_workspace_id(ctx.workspace_id)
            if ctx.task_id is not None and (not isinstance(ctx.task_id, str) or not ctx.task_id.strip()):
                raise KGError("task id must be a non-empty string")
        except KGError as exc:
            return {"error": f"{name}: invalid tool context: {_one_line(str(exc))}"}
        checked = _check_args(name, args)
        refusal = _gate(name, checked, ctx)
        if refusal:
            return {"error": refusal}
        ws = kg.workspace(workspace_id)
        return _HANDLERS[name](ws, checked, ctx)
    except _ArgError as exc:
        return {"error": _one_line(str(exc))}
    except KGError as exc:
        return {"error": f"{name}: {_one_line(str(exc))}"}
    except Exception as exc:  # never raise to the agent: a bug or a broken file must not kill a task
        log.exception("kg tool %r failed unexpectedly", name)
        return {"error": f"{name}: internal error ({type(exc).__name__}: {_one_line(str(exc))[:300]})"}
