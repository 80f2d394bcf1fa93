"""What a ``kg`` command is about: the file it opens (and the files it must leave unchanged), the
workspace --workspace names, and the entity an id or name names."""

from __future__ import annotations

import argparse
import os
from pathlib import Path

from ...errors import KGError
from ...storage import paths
from ...validation import MAX_NAME, check_workspace_id, normalize_name, shown
from .common import CLIError, UsageError, database_error

READ_COMMANDS = {"search", "show", "neighbors", "subgraph", "export", "stats", "path", "structure", "changes",
                 "duplicates"}
# Commands about entities that must already be there: the file and the workspace must hold data.
ENTITY_WRITE_COMMANDS = {"merge"}
# Commands about the whole file: it must exist, and no workspace is needed.
FILE_COMMANDS = {"workspaces", "backup", "backups", "init"}
# About what is already in a knowledge-graph file (an empty workspace has nothing waiting).
CURATION_COMMANDS = {"review", "tasks"}
# Commands that must never change a file that is not yet a knowledge graph.
NO_CONVERSION = READ_COMMANDS | ENTITY_WRITE_COMMANDS | CURATION_COMMANDS | {"workspaces", "backup", "backups"}


def open_store(args: argparse.Namespace):
    import kgstore
    from ...store import FOREIGN, NEW, NOT_SQLITE, inspect_file

    path = paths.resolve_db_path(args.db)
    if str(path) != ":memory:":
        if path.exists() and path.is_dir():
            raise CLIError(f"{path}: is a directory, not a knowledge-graph file")
        if args.command in NO_CONVERSION:
            if not path.exists():
                raise CLIError(f"no knowledge graph at {path} (give --db PATH or set KG_DB; "
                               "'kg demo' creates one with demo data)")
            state = inspect_file(path)
            if state.kind == NEW:
                raise CLIError(f"{path} holds no knowledge graph yet (it was left unchanged; "
                               f"'kg --db {path} init' makes it one)")
            if state.kind == FOREIGN:
                raise _foreign_file(path, state)
            if state.kind == NOT_SQLITE and args.command != "restore":
                raise database_error(path, "file is not a database")
        elif not path.parent.exists():
            if args.db is None and not os.environ.get(paths.DB_ENV):
                path.parent.mkdir(parents=True, exist_ok=True)  # the default location
            else:
                raise CLIError(f"folder {path.parent} does not exist")
    try:
        return kgstore.open(path, init=args.command == "init")
    except kgstore.NotAKnowledgeGraphError:
        raise _foreign_file(path, inspect_file(path)) from None


def _foreign_file(path: Path, state) -> CLIError:
    listing = ", ".join(state.tables[:5]) + (", …" if len(state.tables) > 5 else "")
    return CLIError(f"{path} is an SQLite database but not a knowledge graph (tables: {listing}); it was left "
                    f"unchanged. 'kg --db {path} init' adds knowledge-graph tables to it (after a backup)")


def command_workspace(args: argparse.Namespace, kg):
    ws_arg = args.workspace
    if args.command == "demo" and ws_arg is None and not os.environ.get(paths.WORKSPACE_ENV):
        from ..demo import DEMO_WORKSPACE

        ws_arg = DEMO_WORKSPACE
    try:
        workspace_id = check_workspace_id(paths.resolve_workspace(ws_arg))  # trimmed
    except KGError as exc:
        raise UsageError(f"invalid --workspace: {exc}") from None
    if args.command in FILE_COMMANDS:  # they do not look at the workspace
        return kg.workspace(workspace_id)
    try:
        # A CoWork OS workspace may be given by its name ("Acme Web App"). In a CoWork file an
        # unknown name or id is an error rather than a new workspace CoWork would never show,
        # except where a new one is meant (the demo) or may be gone from the file (a restore).
        workspace_id = kg.resolve_workspace(workspace_id, allow_new=args.command in ("demo", "restore"))
    except KGError as exc:
        raise CLIError(f"--workspace: {exc}") from None
    if args.command in READ_COMMANDS | ENTITY_WRITE_COMMANDS:
        known = kg.workspaces()
        if workspace_id not in known:
            listing = ", ".join(workspace_label(kg, w) for w in known[:10]) or "none"
            raise CLIError(f"workspace {workspace_label(kg, workspace_id)} has no data in {kg.path} "
                           f"(workspaces: {listing})")
    return kg.workspace(workspace_id)


def workspace_label(kg, workspace_id: str) -> str:
    """How messages name a workspace: CoWork's name and the id, else the id."""
    name = kg.workspace_names().get(workspace_id)
    return f"{name!r} ({workspace_id})" if name else repr(workspace_id)


# A name or id in a message: any valid one whole (names are at most MAX_NAME), longer input cut.
_REF_SHOWN = MAX_NAME + 2


def resolve_entity(ws, ref: str, entity_type: str | None = None,
                    choose: str = "add --type TYPE or use the id"):
    entity = ws.get_entity(ref)
    if entity is not None:
        if entity_type is None or entity.type == entity_type.strip().lower():
            return entity
    if entity_type:
        found = ws.find_entity(entity_type, ref)
        if found is None:
            raise CLIError(f"no {entity_type} named {shown(ref, _REF_SHOWN)} in workspace {ws.id!r}")
        return found
    try:
        key = normalize_name(ref)
    except Exception:
        key = ref
    hits = [h.entity for h in ws.search(ref, limit=50) if normalize_name(h.entity.name) == key]
    if not hits:
        raise CLIError(f"no entity with id or name {shown(ref, _REF_SHOWN)} in workspace {ws.id!r} (try 'kg search')")
    if len(hits) > 1:
        hits.sort(key=lambda h: (h.type, h.id))
        listing = "; ".join(f"{shown(h.name, _REF_SHOWN)} [{h.type}] {h.id}" for h in hits[:10])
        more = f"; and {len(hits) - 10} more" if len(hits) > 10 else ""
        raise CLIError(f"{shown(ref, _REF_SHOWN)} names {len(hits)} entities ({listing}{more}); {choose}")
    return hits[0]
