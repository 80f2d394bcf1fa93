"""Moving records in and out of a workspace: import, import-mcp, export."""

from __future__ import annotations

import sys
import time

from ...errors import KGError
from .common import EXIT_OK, CLIError, Progress, print_json, read_input, read_text, to_jsonable


def cmd_import_mcp(args, kg, ws) -> int:
    from ...interchange import import_mcp_memory, parse_mcp_memory

    name = "stdin" if args.file == "-" else args.file
    data = read_input(args.file)
    try:
        parsed = parse_mcp_memory(data, label=name, skip_invalid=args.skip_invalid)
    except KGError as exc:
        raise CLIError(f"{exc}; nothing was imported (--skip-invalid imports the valid lines)") from None
    progress = Progress("importing")
    try:
        report = import_mcp_memory(ws, parsed, source=args.source, progress=progress)
    finally:
        progress.done()
    if args.json:
        print_json(report)
        return EXIT_OK
    print(f"imported {name} into workspace {ws.id!r}: {report.entities} entities "
          f"({report.entities_created} new), {report.observations_added} new observations, "
          f"{report.relations_created} new relationships")
    if report.invalid_skipped:
        count = len(report.invalid_skipped)
        print(f"skipped {count} invalid line{'' if count == 1 else 's'}:", file=sys.stderr)
        for reason in report.invalid_skipped:
            print(f"  {reason}", file=sys.stderr)
    if report.relations_skipped:
        print(f"skipped {report.relations_skipped} relations:", file=sys.stderr)
        for reason in report.skipped:
            print(f"  {reason}", file=sys.stderr)
    return EXIT_OK


def cmd_import(args, kg, ws) -> int:
    from ...graph.bulk import read_records

    name = "stdin" if args.file == "-" else args.file
    try:
        records = read_records(read_text(args.file), name)
    except KGError as exc:
        raise CLIError(f"{exc}; nothing was imported") from None
    progress = Progress("importing")
    started = time.perf_counter()
    try:
        report = ws.bulk_import(records["entities"], records["edges"], records["observations"], source=args.source,
                                progress=progress)
    finally:
        progress.done()
    seconds = time.perf_counter() - started
    if args.json:
        print_json({k: v for k, v in to_jsonable(report).items() if k != "entity_ids"} | {"seconds": round(seconds, 3)})
        return EXIT_OK
    how = "in one pass" if report.bulk else f"one by one ({report.reason})"
    print(f"imported {name} into workspace {ws.id!r} {how}: {report.entities} entities, {report.edges} "
          f"relationships, {report.observations} observations in {seconds:.1f} s")
    return EXIT_OK


def cmd_export(args, kg, ws) -> int:
    from ...interchange import write_export

    progress = Progress("exporting")
    try:
        if args.output:
            try:
                counts = write_export(ws, args.format, args.output, force=args.force, progress=progress)
            except OSError as exc:
                raise CLIError(f"{args.output}: cannot write ({exc.strerror or exc})") from None
            progress.done()
            summary = ", ".join(f"{v} {k}" for k, v in counts.items())
            print(f"exported workspace {ws.id!r} as {args.format} to {args.output} ({summary})", file=sys.stderr)
        else:
            sys.stdout.flush()
            write_export(ws, args.format, sys.stdout.buffer, progress=progress)
            sys.stdout.buffer.flush()
    finally:
        progress.done()
    return EXIT_OK
