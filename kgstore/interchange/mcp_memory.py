"""The MCP reference memory server's file (``@modelcontextprotocol/server-memory``).

``memory.jsonl`` holds one JSON object per line::

    {"type": "entity", "name": "John_Smith", "entityType": "person", "observations": ["Speaks Spanish"]}
    {"type": "relation", "from": "John_Smith", "to": "Anthropic", "relationType": "works_at"}

Older versions wrote one JSON document ``{"entities": [...], "relations": [...]}``; both are read.
Names are the server's identifiers (relations refer to entities by name). Observations carry no
time, so imported relationships are current from the moment of import.

An import is validated completely before anything is written: a malformed line is an error that
names the line, and nothing is imported; with ``skip_invalid`` such lines are left out, each
reported with its line and why (the memory server has no limits: a 600-character name is valid
there), and the rest is imported. An entity type that is not a valid type name as written
("Person", "Project Type") is kept in the property ``entity_type``, as a relation's is in
``relation_type``; the JSONL export writes them back.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import IO, Any

from ..errors import ValidationError
from ..validation import check_content, check_name, check_source, normalize_name, normalize_type_name, shown

DEFAULT_ENTITY_TYPE = "concept"
DEFAULT_RELATION_TYPE = "related_to"
_MAX_SKIP_DETAILS = 20


@dataclass(frozen=True)
class MemoryEntity:
    name: str
    entity_type: str  # as stored (a valid type name)
    observations: tuple[str, ...]
    line: int
    original_type: str = ""


@dataclass(frozen=True)
class MemoryRelation:
    source: str
    target: str
    relation_type: str  # as stored (a valid edge type)
    line: int
    original_type: str = ""


@dataclass
class MemoryFile:
    entities: list[MemoryEntity] = field(default_factory=list)
    relations: list[MemoryRelation] = field(default_factory=list)
    invalid: list[str] = field(default_factory=list)  # lines left out (skip_invalid): where and why


@dataclass
class ImportReport:
    workspace_id: str
    entities: int = 0  # entity records read
    entities_created: int = 0
    observations: int = 0  # observation texts read
    observations_added: int = 0  # new ones (repeats are not stored twice)
    relations: int = 0  # relation records read
    relations_created: int = 0
    relations_skipped: int = 0
    skipped: list[str] = field(default_factory=list)  # why (the first few)
    invalid_skipped: list[str] = field(default_factory=list)  # every invalid line left out, and why


# -- parsing ---------------------------------------------------------------------------------

_TYPE_BAD = re.compile(r"[^\w.\-]+")


def safe_type_name(raw: str, fallback: str) -> str:
    """A valid kgstore type name made from any string ("Works At" -> works_at, "has/uses" -> has_uses)."""
    text = unicodedata.normalize("NFKC", raw).strip().lower()
    text = _TYPE_BAD.sub("_", text).strip("_.-")[:64].strip("_.-")
    if not text:
        return fallback
    try:
        return normalize_type_name(text)
    except ValidationError:
        return fallback


def _decode(data: bytes | str, label: str) -> str:
    if isinstance(data, str):
        return data
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise ValidationError(
            f"{label} is not valid UTF-8 (byte 0x{data[exc.start]:02x} on line {line})"
        ) from None


def _observation_text(value: Any) -> str | None:
    if isinstance(value, str):
        return value
    if isinstance(value, dict):  # forks store {"content": ..., "timestamp": ...}
        for key in ("content", "text", "observation"):
            if isinstance(value.get(key), str):
                return value[key]
    return None


def _parse_item(item: Any, line: int, where: str, out: MemoryFile) -> None:
    if not isinstance(item, dict):
        raise ValidationError(f"{where}: expected a JSON object, not {type(item).__name__}")
    kind = item.get("type")
    if kind is None:
        kind = "entity" if "entityType" in item else "relation" if "relationType" in item else None
    if kind == "entity":
        try:
            name = check_name(item.get("name"), "entity name")
        except ValidationError as exc:
            raise ValidationError(f"{where}: {exc}") from None
        raw_type = item.get("entityType")
        if raw_type is not None and not isinstance(raw_type, str):
            raise ValidationError(f"{where}: entityType must be a string")
        raw_obs = item.get("observations", [])
        if raw_obs is None:
            raw_obs = []
        if not isinstance(raw_obs, list):
            raise ValidationError(f"{where}: observations must be a list of strings")
        observations = []
        for i, value in enumerate(raw_obs):
            text = _observation_text(value)
            if text is None:
                raise ValidationError(f"{where}: observations[{i}] must be a string")
            if not text.strip():
                continue
            try:
                observations.append(check_content(text))
            except ValidationError as exc:
                raise ValidationError(f"{where}: observations[{i}]: {exc}") from None
        out.entities.append(MemoryEntity(
            name=name, entity_type=safe_type_name(raw_type or "", DEFAULT_ENTITY_TYPE),
            observations=tuple(observations), line=line, original_type=raw_type or "",
        ))
    elif kind == "relation":
        ends = []
        for key in ("from", "to"):
            try:
                ends.append(check_name(item.get(key), f"relation '{key}'"))
            except ValidationError as exc:
                raise ValidationError(f"{where}: {exc}") from None
        raw_type = item.get("relationType")
        if not isinstance(raw_type, str) or not raw_type.strip():
            raise ValidationError(f"{where}: relationType must be a non-empty string")
        out.relations.append(MemoryRelation(
            source=ends[0], target=ends[1], relation_type=safe_type_name(raw_type, DEFAULT_RELATION_TYPE),
            line=line, original_type=raw_type,
        ))
    else:
        raise ValidationError(
            f"{where}: expected an entity (type, name, entityType, observations) or a relation "
            f"(type, from, to, relationType); got type {kind!r}"
        )


_NOT_UTF8 = re.compile("[\udc80-\udcff]")  # bytes surrogateescape could not decode


def parse_mcp_memory(data: bytes | str, *, label: str = "memory.jsonl", skip_invalid: bool = False) -> MemoryFile:
    """Parse and validate a memory-server file; ValidationError names the first bad line, or with
    skip_invalid each bad line is left out and listed in ``invalid``."""
    lossy = False
    try:
        text = _decode(data, label)
    except ValidationError:
        if not skip_invalid or isinstance(data, str):
            raise
        # Each line that is not UTF-8 is left out below (its bytes are kept as lone surrogates).
        text, lossy = data.decode("utf-8-sig", "surrogateescape"), True
    out = MemoryFile()

    def parse_item(item: Any, line: int, where: str) -> None:
        try:
            _parse_item(item, line, where, out)
        except ValidationError as exc:
            if not skip_invalid:
                raise
            out.invalid.append(str(exc))

    stripped = text.strip()
    if stripped.startswith("{") and "\n{" not in stripped:
        try:
            doc = json.loads(stripped)
        except (ValueError, RecursionError):
            doc = None
        if isinstance(doc, dict) and "type" not in doc and ("entities" in doc or "relations" in doc):
            for key in ("entities", "relations"):
                items = doc.get(key) or []
                if not isinstance(items, list):
                    raise ValidationError(f"{label}: {key!r} must be a list")
                for i, item in enumerate(items):
                    parse_item(item, i + 1, f"{label} {key}[{i}]")
            return out
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        if lossy and _NOT_UTF8.search(line):
            problem = f"{label} line {number}: not valid UTF-8"
        else:
            try:
                item = json.loads(line)
            except RecursionError:
                problem = f"{label} line {number}: JSON nested too deeply"
            except ValueError as exc:
                problem = f"{label} line {number}: not valid JSON ({exc})"
            else:
                parse_item(item, number, f"{label} line {number}")
                continue
        if not skip_invalid:
            raise ValidationError(problem)
        out.invalid.append(problem)
    return out


# -- import ----------------------------------------------------------------------------------

def import_mcp_memory(ws, data: bytes | str | MemoryFile, *, source: str = "agent", task_id: str | None = None,
                      label: str = "memory.jsonl", skip_invalid: bool = False,
                      progress: Callable[[int, int], None] | None = None) -> ImportReport:
    """Import a memory-server file into ``ws`` (idempotent: importing it twice adds nothing new).

    skip_invalid: lines that are not valid records are left out and listed in the report's
    ``invalid_skipped`` instead of refusing the file (for a MemoryFile, parse it with skip_invalid).
    All or nothing: one transaction, so an error, a full disk or a killed process leaves the
    workspace as it was."""
    source = check_source(source)
    parsed = data if isinstance(data, MemoryFile) else parse_mcp_memory(data, label=label,
                                                                         skip_invalid=skip_invalid)
    with ws._kg.transaction():
        return _import(ws, parsed, source, task_id, progress)


def _import(ws, parsed: MemoryFile, source: str, task_id: str | None,
            progress: Callable[[int, int], None] | None) -> ImportReport:
    report = ImportReport(workspace_id=ws.id, entities=len(parsed.entities),
                          observations=sum(len(e.observations) for e in parsed.entities),
                          relations=len(parsed.relations), invalid_skipped=list(parsed.invalid))
    before = ws.stats()
    total = len(parsed.entities) + len(parsed.relations)
    done = 0
    by_name: dict[str, str] = {}
    by_norm: dict[str, str] = {}
    for item in parsed.entities:
        props = None
        if item.original_type and item.original_type != item.entity_type:
            props = {"entity_type": item.original_type}
        entity = ws.upsert_entity(item.entity_type, item.name, properties=props, source=source, task_id=task_id)
        by_name[item.name] = entity.id
        by_norm.setdefault(normalize_name(item.name), entity.id)
        for text in item.observations:
            if source != "manual":
                # An agent's memory file may hold secrets: store them redacted, as the hooks do,
                # rather than refuse the whole import (the API refuses an agent's secret).
                from ..secrets import describe_redactions, redact_secrets

                redaction = redact_secrets(text)
                if redaction.counts and len(report.skipped) < _MAX_SKIP_DETAILS:
                    report.skipped.append(f"an observation of {shown(item.name, 80)}: "
                                          f"{describe_redactions(redaction.counts)}")
                text = redaction.text
            ws.add_observation(entity.id, text, source=source, task_id=task_id)
        done += 1
        if progress is not None:
            progress(done, total)
    for rel in parsed.relations:
        src = by_name.get(rel.source) or by_norm.get(normalize_name(rel.source))
        tgt = by_name.get(rel.target) or by_norm.get(normalize_name(rel.target))
        reason = None
        if src is None or tgt is None:
            missing = rel.source if src is None else rel.target
            reason = f"line {rel.line}: relation refers to unknown entity {shown(missing, 80)}"
        elif src == tgt:
            reason = f"line {rel.line}: relation from {shown(rel.source, 80)} to itself"
        if reason is None:
            props = None
            if rel.original_type and safe_type_name(rel.original_type, "") != rel.original_type:
                props = {"relation_type": rel.original_type}
            ws.create_edge(src, tgt, rel.relation_type, properties=props, source=source, task_id=task_id)
        else:
            report.relations_skipped += 1
            if len(report.skipped) < _MAX_SKIP_DETAILS:
                report.skipped.append(reason)
        done += 1
        if progress is not None:
            progress(done, total)
    after = ws.stats()
    report.entities_created = max(0, after.entities - before.entities)
    report.observations_added = max(0, after.observations - before.observations)
    report.relations_created = max(0, after.edges - before.edges)
    return report


# -- export ----------------------------------------------------------------------------------

def write_mcp_jsonl(ws, fh: IO[str], *, progress: Callable[[int, int], None] | None = None) -> dict[str, int]:
    """The workspace in the memory server's format: entities with observations (oldest first) and
    the relationships that are current now (the format has no time)."""
    from .snapshot import collect

    snap = collect(ws, progress=progress)
    names: dict[str, str] = {}
    used: set[str] = set()
    for entity in snap.entities:
        name = entity.name
        if name in used:
            name = f"{entity.name} ({entity.type})"
        used.add(name)
        names[entity.id] = name
        original = entity.properties.get("entity_type")  # as the import found it ("Person")
        etype = original if isinstance(original, str) and original.strip() else entity.type
        fh.write(json.dumps({
            "type": "entity", "name": name, "entityType": etype,
            "observations": [o.content for o in snap.observations.get(entity.id, [])],
        }, ensure_ascii=False) + "\n")
    relations = 0
    seen: set[tuple[str, str, str]] = set()
    for edge in snap.edges:
        if edge.valid_to is not None or edge.source_id not in names or edge.target_id not in names:
            continue
        original = edge.properties.get("relation_type")
        rtype = original if isinstance(original, str) and original.strip() else edge.type
        key = (names[edge.source_id], names[edge.target_id], rtype)
        if key in seen:
            continue
        seen.add(key)
        relations += 1
        fh.write(json.dumps({"type": "relation", "from": key[0], "to": key[1], "relationType": rtype},
                            ensure_ascii=False) + "\n")
    return {"entities": len(snap.entities), "relations": relations}
