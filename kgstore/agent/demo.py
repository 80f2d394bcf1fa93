"""The demo workspace: the stack from the knowledge graph's example prompts, with history.

``resources/demo/demo-workspace.json`` describes it with times relative to the moment it is
loaded (days ago), so the time slider always has a year of history to show: React 17 -> React 18,
Webpack -> Vite, Redis leaving the stack last month (edges closed, not deleted).

    from kgstore.agent.demo import load_demo
    load_demo(kg.workspace("demo"))
"""

from __future__ import annotations

import json
import re
import time
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from ..errors import ConflictError, ValidationError
from ..validation import check_time, normalize_name, normalize_type_name

DEMO_WORKSPACE = "demo"
DEMO_FILENAME = "demo-workspace.json"
DAY_MS = 86_400_000
_DATE = re.compile(r"\{date:(\d+)\}")


@dataclass(frozen=True)
class DemoReport:
    workspace_id: str
    loaded: bool  # False: the demo was already there, nothing was written
    entities: int = 0
    edges: int = 0
    observations: int = 0
    skipped_edges: int = 0  # windows that clashed with edges already in the workspace
    message: str = ""


def demo_path() -> Path:
    """The demo file: in a source checkout, a PyInstaller bundle, or an installed wheel's data
    (see kgstore.resources)."""
    from ..resources import candidate_dirs, resource_path

    path = resource_path("demo", DEMO_FILENAME)
    if path is not None and path.is_file():
        return path
    raise ValidationError(f"the demo workspace file {DEMO_FILENAME} was not found (looked in "
                          f"{', '.join(str(p / 'demo') for p in candidate_dirs())})")


def read_demo(path: str | Path | None = None) -> dict[str, Any]:
    """The demo description, checked (every edge names known entities, windows are ordered)."""
    path = Path(path) if path is not None else demo_path()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise ValidationError(f"cannot read the demo workspace {str(path)!r}: {exc}") from None
    keys = {}
    for item in data.get("entities", []):
        keys[item["key"]] = (normalize_type_name(item["type"]), item["name"])
    for edge in data.get("edges", []):
        if edge["source"] not in keys or edge["target"] not in keys:
            raise ValidationError(f"demo edge {edge} names an unknown entity")
        if edge.get("to_days_ago") is not None and edge["to_days_ago"] >= edge["from_days_ago"]:
            raise ValidationError(f"demo edge {edge} ends before it starts")
    for obs in data.get("observations", []):
        if obs["entity"] not in keys:
            raise ValidationError(f"demo observation {obs} names an unknown entity")
    return data


def _date(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%d")


def load_demo(ws, now: int | None = None, *, add: bool = False, path: str | Path | None = None) -> DemoReport:
    """Load the demo into ``ws``, idempotently.

    - an empty workspace (or one holding part of the demo) gets the demo;
    - a workspace that already holds the whole demo is left alone (``loaded=False``);
    - a workspace with other data is refused with ConflictError unless ``add=True``.

    ``now`` (ms) anchors the relative times; it defaults to the wall clock.
    """
    data = read_demo(path)
    now = check_time(time.time_ns() // 1_000_000 if now is None else now, "now")
    source = data.get("source", "agent")
    entities = data["entities"]
    wanted = {(normalize_type_name(e["type"]), normalize_name(e["name"])) for e in entities}
    present = {(e.type, normalize_name(e.name)) for e in ws.entities()}
    if present and wanted <= present:
        return DemoReport(ws.id, loaded=False, message=f"the demo is already loaded in workspace {ws.id!r}")
    foreign = present - wanted
    if foreign and not add:
        raise ConflictError(
            f"workspace {ws.id!r} already holds {len(present)} entities that are not the demo; "
            "load the demo into an empty workspace, or add it on top (add=True, kg demo --add)"
        )
    ids: dict[str, str] = {}
    for item in entities:
        entity = ws.upsert_entity(item["type"], item["name"], description=item.get("description"),
                                  properties=item.get("properties"), source=source)
        ids[item["key"]] = entity.id
    edges = skipped = 0
    for item in data.get("edges", []):
        start = now - int(item["from_days_ago"]) * DAY_MS
        try:
            edge = ws.create_edge(ids[item["source"]], ids[item["target"]], item["type"],
                                  properties=item.get("properties"), valid_from=start, source=source)
            if item.get("to_days_ago") is not None:
                ws.invalidate_edge(edge.id, now - int(item["to_days_ago"]) * DAY_MS)
            edges += 1
        except ConflictError:
            skipped += 1  # the workspace already has this relation over another window
    observations = 0
    for item in data.get("observations", []):
        text = _DATE.sub(lambda m: _date(now - int(m.group(1)) * DAY_MS), item["text"])
        ws.add_observation(ids[item["entity"]], text, source=source)
        observations += 1
    return DemoReport(ws.id, loaded=True, entities=len(entities), edges=edges, observations=observations,
                      skipped_edges=skipped,
                      message=f"loaded the demo into workspace {ws.id!r}: {len(entities)} entities, "
                              f"{edges} relationships, {observations} observations")
