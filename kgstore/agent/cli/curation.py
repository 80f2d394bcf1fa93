"""Curating what memory holds: clear, merge, duplicates, the review inbox, tasks (show and forget)."""

from __future__ import annotations

import sys
from typing import Any

from ...validation import shown
from .common import EXIT_OK, CLIError, UsageError, format_time, one_line, print_json, range_arg
from .opening import resolve_entity, workspace_label


def cmd_clear(args, kg, ws) -> int:
    stats = ws.stats()
    if not args.yes:
        if not sys.stdin.isatty():
            raise UsageError(f"refusing to clear workspace {ws.id!r} without --yes (stdin is not a terminal)")
        answer = input(f"Remove all {stats.entities} entities, {stats.edges} relationships and "
                       f"{stats.observations} observations of workspace {ws.id!r}? [y/N] ")
        if answer.strip().lower() not in ("y", "yes"):
            print("nothing was removed")
            return EXIT_OK
    report = ws.clear(backup=not args.no_backup)
    if args.json:
        print_json(report)
        return EXIT_OK
    print(f"cleared workspace {ws.id!r}: {report.entities} entities, {report.edges} relationships, "
          f"{report.observations} observations, {report.custom_types} custom types removed")
    if report.backup_path:
        print(f"backup: {report.backup_path}")
    return EXIT_OK


def cmd_merge(args, kg, ws) -> int:
    from ...interchange.record_json import edge_to_dict, entity_to_dict

    choose = "add --type TYPE or use the id ('kg search' lists them)"
    keep = resolve_entity(ws, args.keep, args.entity_type, choose=choose)
    other = resolve_entity(ws, args.other, args.entity_type, choose=choose)
    report = ws.merge_pair(keep.id, other.id, dry_run=args.dry_run, backup=not args.no_backup)
    if args.json:
        print_json({
            "dry_run": report.dry_run, "kept": entity_to_dict(report.kept), "removed": entity_to_dict(report.removed),
            "edges_moved": report.edges_moved, "edges_dropped": report.edges_dropped,
            "observations_moved": report.observations_moved, "observations_dropped": report.observations_dropped,
            "contacts_moved": report.contacts_moved, "edges": [edge_to_dict(e) for e in report.edges],
            "backup_path": report.backup_path,
        })
        return EXIT_OK
    verb = "would merge" if report.dry_run else "merged"
    print(f"{verb} {report.removed.name!r} [{report.removed.type}] {report.removed.id} into "
          f"{report.kept.name!r} [{report.kept.type}] {report.kept.id}")
    print(f"  {report.describe()}")
    if report.kept.description != keep.description:
        print(f"  description: {one_line(report.kept.description or '')[:110]}")
    if report.dry_run:
        print("  nothing was changed (--dry-run)")
    elif report.backup_path:
        print(f"backup: {report.backup_path}")
    return EXIT_OK


def cmd_duplicates(args, kg, ws) -> int:
    from ...interchange.record_json import entity_to_dict

    found = ws.possible_duplicates(limit=range_arg(args.limit, "--limit", 1, 1000))
    if args.json:
        print_json({"pairs": [{"keep": entity_to_dict(p.keep), "other": entity_to_dict(p.other),
                                "reason": p.reason} for p in found], "count": len(found)})
        return EXIT_OK
    if not found:
        print(f"no possible duplicates in workspace {ws.id!r}")
        return EXIT_OK
    print(f"{len(found)} possible duplicate{'s' if len(found) != 1 else ''} in workspace {ws.id!r} "
          "(keep first; 'kg merge KEEP OTHER' merges a pair):")
    for p in found:
        print(f"  [{p.keep.type}] {p.keep.name!r} <- {p.other.name!r}    {p.reason}")
        print(f"      kg merge {p.keep.id} {p.other.id}")
    return EXIT_OK


def _review_item_dict(item) -> dict[str, Any]:
    from ...interchange.record_json import edge_to_dict, entity_to_dict

    out: dict[str, Any] = {"kind": item.kind, "id": item.id, "reasons": list(item.reasons),
                           "learned_at": item.learned_at, "task_id": item.task_id, "mail": item.mail,
                           "context": item.context}
    if item.entity is not None:
        out["entity"] = entity_to_dict(item.entity)
    else:
        out["edge"] = dict(edge_to_dict(item.edge), source_name=item.source_name, target_name=item.target_name)
    return out


def _review_line(item) -> str:
    confidence = "?" if item.confidence is None else f"{item.confidence:.2f}"
    if item.entity is not None:
        what = f"[{item.entity.type}] {item.entity.name}"
    else:
        what = f"{item.source_name} -{item.edge.type}-> {item.target_name}"
    return f"{format_time(item.learned_at)}  {item.kind:<12}  {what}  ({item.source}, {confidence})  {item.id}"


def cmd_review(args, kg, ws) -> int:
    from ...graph.review import REASON_TEXT

    if args.action != "confirm" and args.ids:
        raise UsageError(f"'kg review {args.action}' takes no ids (did you mean 'kg review confirm ID...'?)")
    if args.action == "confirm":
        if not args.ids:
            raise UsageError("'kg review confirm' needs the ids of the entities or relationships to confirm")
        confirmed = ws.confirm(args.ids)
        if args.json:
            print_json({"confirmed": [r.id for r in confirmed], "waiting": ws.review_count()})
            return EXIT_OK
        for record in confirmed:
            label = getattr(record, "name", None) or f"relationship {record.type}"
            print(f"confirmed {label}  {record.id}")
        print(f"{ws.review_count()} still waiting for review")
        return EXIT_OK
    if args.action == "done":
        previous = ws.mark_reviewed()
        if args.json:
            print_json({"reviewed_at": ws.last_review(), "previous": previous, "waiting": ws.review_count()})
            return EXIT_OK
        print(f"marked reviewed at {format_time(ws.last_review())}; {ws.review_count()} still waiting "
              "(unconfirmed entities stay until confirmed or deleted)")
        return EXIT_OK
    if not 1 <= args.limit <= 1000:
        raise UsageError("--limit must be between 1 and 1000")
    items = ws.review_items(limit=args.limit)
    count = ws.review_count()
    last = ws.last_review()
    if args.json:
        print_json({"workspace": ws.id, "count": count, "last_review": last,
                     "items": [_review_item_dict(i) for i in items]})
        return EXIT_OK
    since = f"last reviewed {format_time(last)}" if last is not None else "never reviewed"
    print(f"{count} waiting for review in workspace {workspace_label(kg, ws.id)} ({since})")
    for item in items:
        print(f"  {_review_line(item)}")
        why = ", ".join(REASON_TEXT.get(r, r) for r in item.reasons)
        origin = [f"task {item.task_id}"] if item.task_id else []
        if item.mail:
            origin.append(f"mail {one_line(item.mail)[:80]}")
        print(f"      {why}" + (f"; from {', '.join(origin)}" if origin else ""))
        if item.context and item.context != (item.mail or "").partition(": ")[2]:
            print(f"      context: {one_line(item.context)[:100]}")
    if count > len(items):
        print(f"  … and {count - len(items)} more (--limit)")
    return EXIT_OK


def _task_counts(t) -> str:
    return (f"{t.entities} entit{'y' if t.entities == 1 else 'ies'}, {t.edges} relationship{'' if t.edges == 1 else 's'}, "
            f"{t.observations} observation{'' if t.observations == 1 else 's'}")


def cmd_tasks(args, kg, ws) -> int:
    from ...interchange.record_json import edge_to_dict, entity_to_dict, observation_to_dict

    if args.action == "list":
        if args.task:
            raise UsageError("'kg tasks' lists every task; 'kg tasks show TASK' shows one")
        tasks = ws.tasks_with_memory()
        if args.json:
            print_json({"workspace": ws.id, "tasks": tasks, "count": len(tasks)})
            return EXIT_OK
        if not tasks:
            print(f"no task wrote memory in workspace {workspace_label(kg, ws.id)}")
        for t in tasks:
            print(f"{t.task_id}  {_task_counts(t)}  ({format_time(t.first_at)} .. {format_time(t.last_at)})")
        return EXIT_OK
    if not args.task:
        raise UsageError(f"'kg tasks {args.action}' needs the task id")
    writes = ws.task_writes(args.task)
    if not (writes.entities or writes.edges or writes.observations):
        raise CLIError(f"task {shown(args.task, 80)} wrote nothing in workspace {ws.id!r} (see 'kg tasks')")
    plan = writes.deletion()
    if args.action == "show":
        if args.json:
            print_json({"task_id": writes.task_id, "entities": [entity_to_dict(e) for e in writes.entities],
                         "edges": [edge_to_dict(g) for g in writes.edges],
                         "observations": [observation_to_dict(o) for o in writes.observations],
                         "forget_deletes": {"entities": writes.forgotten_entities, "edges": plan.edges,
                                            "observations": plan.observations}})
            return EXIT_OK
        names = {e.id: e.name for e in writes.entities}
        for g in writes.edges:
            for end in (g.source_id, g.target_id):
                if end not in names:
                    other = ws.get_entity(end)
                    names[end] = other.name if other else end
        print(f"task {writes.task_id}:")
        for e in writes.entities:
            gone = "  (deleted if forgotten)" if e.id in writes.forgotten_entities else ""
            print(f"  entity        [{e.type}] {e.name}  {e.id}{gone}")
        for g in writes.edges:
            print(f"  relationship  {names[g.source_id]} -{g.type}-> {names[g.target_id]}  {g.id}")
        for o in writes.observations:
            print(f"  observation   {one_line(o.content)[:90]}  ({names.get(o.entity_id) or ws.get_entity(o.entity_id).name})")
        return EXIT_OK
    what = (f"{plan.observations} observations, {plan.edges} relationships and {plan.entities} entities "
            f"task {writes.task_id} wrote")
    if not args.yes:
        if not sys.stdin.isatty():
            raise UsageError(f"refusing to forget task {writes.task_id!r} without --yes (stdin is not a terminal)")
        answer = input(f"Delete {what} (a backup is taken first)? [y/N] ")
        if answer.strip().lower() not in ("y", "yes"):
            print("nothing was deleted")
            return EXIT_OK
    forgotten = ws.forget_task(writes.task_id)
    if args.json:
        print_json({"report": forgotten.report, "backup": forgotten.backup_path})
        return EXIT_OK
    r = forgotten.report
    print(f"forgot task {r.task_id}: {r.observations} observations, {r.edges} relationships, {r.entities} entities "
          "deleted")
    if forgotten.backup_path:
        print(f"backup: {forgotten.backup_path}")
    return EXIT_OK
