"""Passive memory from the command line: ingest-task, ingest-mail, the memory settings, maintenance
(confidence decay and the quality cleanup)."""

from __future__ import annotations

import json
import uuid
from collections import Counter
from collections.abc import Callable
from typing import Any

from ...errors import KGError
from .common import (EXIT_OK, CLIError, Progress, UsageError, print_json, print_report, read_text, shortened,
                     to_jsonable)
from .opening import workspace_label


def _access_profile(args) -> Any:
    """The --access / --access-file profile as given (checked here: a malformed one is a usage error)."""
    from ...passive.access import AccessProfileError, read_profile

    if args.access is not None and args.access_file:
        raise UsageError("give --access or --access-file, not both")
    if args.access_file == "-" and getattr(args, "file", None) == "-":
        raise UsageError("only one of the events file and --access-file can read stdin")
    text = read_text(args.access_file) if args.access_file else args.access
    if text is None:
        return None
    try:
        read_profile(text)
    except AccessProfileError as exc:
        raise UsageError(f"{'--access-file' if args.access_file else '--access'}: {exc}") from None
    return text


def _passive_call(fn: Callable[[], Any], what: str) -> Any:
    try:
        return fn()
    except ImportError as exc:
        raise CLIError(f"{what} is not available in this installation ({exc})") from None


def cmd_ingest_task(args, kg, ws) -> int:
    if args.prompt is not None and args.prompt_file:
        raise UsageError("give --prompt or --prompt-file, not both")
    if args.result is not None and args.result_file:
        raise UsageError("give --result or --result-file, not both")
    if args.prompt_file == "-" and args.result_file == "-":
        raise UsageError("only one of --prompt-file and --result-file can read stdin")
    if args.result is None and not args.result_file:
        raise UsageError("give the task result with --result TEXT or --result-file FILE")
    prompt = read_text(args.prompt_file) if args.prompt_file else (args.prompt or "")
    result = read_text(args.result_file) if args.result_file else args.result
    task_id = args.task_id or f"cli-{uuid.uuid4()}"
    access = _access_profile(args)
    report = _passive_call(lambda: ws.extract_from_task(task_id, prompt, result, access=access), "task extraction")
    if args.json:
        print_json({"task_id": task_id, "report": report})
        return EXIT_OK
    where = workspace_label(kg, ws.id)
    # A skip (memory off, <no-memory>, ...) is not an error, as a search without matches is not:
    # exit status 0, but the output says plainly that nothing was written, and why.
    if report.skipped:
        print(f"task {task_id}: nothing written to workspace {where}: {report.skipped_reason}")
    elif not report.written:
        decayed = f" (the daily decay lowered {report.decayed} confidences)" if report.decayed else ""
        print(f"task {task_id}: nothing written to workspace {where}: the task names no technology, file path "
              f"or API endpoint the extractor recognises{decayed}")
    else:
        print_report(f"task {task_id} ingested into workspace {where}:", report)
    return EXIT_OK


def _parse_events(text: str, name: str) -> list[Any]:
    stripped = text.strip()
    if not stripped:
        raise CLIError(f"{name}: no events (the file is empty)")
    try:
        doc = json.loads(stripped)
    except RecursionError:
        raise CLIError(f"{name}: JSON nested too deeply") from None
    except ValueError as whole_error:
        events = []
        for number, line in enumerate(text.splitlines(), 1):
            if not line.strip():
                continue
            try:
                events.append(json.loads(line))
            except (ValueError, RecursionError) as exc:
                if number == 1 and not stripped.startswith("{"):
                    raise CLIError(f"{name}: not valid JSON ({whole_error})") from None
                raise CLIError(f"{name} line {number}: not valid JSON ({exc})") from None
        doc = events
    events = doc if isinstance(doc, list) else [doc]
    for i, event in enumerate(events):
        if not isinstance(event, dict):
            raise CLIError(f"{name}: event {i + 1} is not a JSON object")
    return events


def cmd_ingest_mail(args, kg, ws) -> int:
    name = "stdin" if args.file == "-" else args.file
    access = _access_profile(args)
    events = _parse_events(read_text(args.file), name)
    progress = Progress("ingesting", min_total=50)
    reports = []
    try:
        for i, event in enumerate(events, 1):
            try:
                reports.append(_passive_call(lambda e=event: ws.ingest_mailbox_event(e, access=access),
                                             "mailbox ingest"))
            except KGError as exc:
                raise CLIError(f"{name}: event {i}: {exc}"
                               + (f" ({i - 1} earlier events were ingested)" if i > 1 else "")) from None
            progress(i, len(events))
    finally:
        progress.done()
    if args.json:
        print_json({"events": len(events), "reports": reports})
        return EXIT_OK
    where = workspace_label(kg, ws.id)
    skipped = Counter(r.skipped_reason for r in reports if r.skipped)
    why = "; ".join(reason + (f" ({n} events)" if n > 1 and len(skipped) > 1 else "")
                    for reason, n in skipped.items())
    written = len(reports) - sum(skipped.values())
    events_text = "1 mailbox event" if len(reports) == 1 else f"{len(reports)} mailbox events"
    if not written:  # as in ingest-task: said plainly, exit status 0
        print(f"{events_text}: nothing written to workspace {where}: {why}")
    elif len(reports) == 1:
        print_report(f"1 mailbox event ingested into workspace {where}:", reports[0])
    elif skipped:
        print(f"{events_text}: {written} ingested into workspace {where}, {len(reports) - written} wrote "
              f"nothing: {why}")
    else:
        print(f"{events_text} ingested into workspace {where}")
    return EXIT_OK


def _on_off(value: bool) -> str:
    return "on" if value else "off"


def _settings_json(ws, s) -> dict[str, Any]:
    data = to_jsonable(s)
    data["invalid_patterns"] = [{"pattern": p, "reason": why} for p, why in s.invalid_patterns]
    return {"workspace": ws.id, "settings": data}


def cmd_settings(args, kg, ws) -> int:
    from ...passive.exclusions import pattern_error

    changes: dict[str, Any] = {}
    if args.enabled is not None:
        changes["enabled"] = args.enabled == "on"
    if args.privacy_mode is not None:
        changes["privacy_mode"] = args.privacy_mode
    if args.auto_capture is not None:
        changes["auto_capture"] = args.auto_capture == "on"
    if args.excluded_patterns is not None and args.no_excluded_patterns:
        raise UsageError("give --exclude or --no-excluded-patterns, not both")
    if args.no_excluded_patterns:
        changes["excluded_patterns"] = []
    elif args.excluded_patterns is not None:
        for pattern in args.excluded_patterns:
            problem = pattern_error(pattern)
            if problem is not None:
                raise UsageError(f"--exclude {shortened(pattern, 60)!r}: {problem}")
        changes["excluded_patterns"] = args.excluded_patterns
    if args.action == "show" and changes:
        raise UsageError("the setting options change settings: use 'kg settings set ...'")
    if args.action == "set" and not changes:
        raise UsageError("'kg settings set' needs at least one of --enabled, --privacy-mode, --auto-capture, "
                         "--exclude, --no-excluded-patterns")
    s = ws.set_memory_settings(**changes) if changes else ws.memory_settings()
    if args.json:
        print_json(_settings_json(ws, s))
        return EXIT_OK
    verb = "now" if changes else "are"
    print(f"memory settings of workspace {workspace_label(kg, ws.id)} {verb}:")
    print(f"  memory: {_on_off(s.enabled)}")
    print(f"  privacy mode: {s.privacy_mode}")
    print(f"  automatic capture: {_on_off(s.auto_capture)}")
    # Quoted as typed (repr would double every backslash of a regular expression).
    shown_patterns = ", ".join(f"'{p}'" for p in s.excluded_patterns) or "none"
    print(f"  excluded patterns: {shown_patterns}")
    for pattern, why in s.invalid_patterns:
        print(f"    skipped: '{pattern}' is {why}")
    print(f"  wake-up layers: {_on_off(s.wake_up_layers_enabled)}")
    print(f"  temporal knowledge: {_on_off(s.temporal_knowledge_enabled)}")
    return EXIT_OK


def cmd_maintenance(args, kg, ws) -> int:
    both = not args.decay and not args.cleanup
    out: dict[str, Any] = {}
    if args.decay or both:
        out["decayed"] = _passive_call(lambda: ws.run_decay(force=args.force), "confidence decay")
    if args.cleanup or both:
        out["cleanup"] = _passive_call(lambda: kg.run_cleanup(force=args.force), "the quality cleanup")
    if args.json:
        print_json(out)
        return EXIT_OK
    if "decayed" in out:
        print(f"decay: {out['decayed']} entities decayed in workspace {ws.id!r}")
    if "cleanup" in out:
        print_report("cleanup:", out["cleanup"])
    return EXIT_OK
