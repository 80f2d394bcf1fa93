"""What every ``kg`` command shares: exit statuses and errors, terminal escaping, reading input,
printing text and JSON, the progress counter, checking option values, the tools' reads."""

from __future__ import annotations

import dataclasses
import json
import re
import sys
import time
from collections.abc import Sequence
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, NoReturn

from ...errors import KGError
from ...validation import check_time, normalize_type_name

EXIT_OK = 0
EXIT_NOT_FOUND = 1  # a question with no answer (kg path: no path then), as grep's "no match"
EXIT_ERROR = 1  # the command could not be done (a runtime error)
EXIT_USAGE = 2  # the command line itself is wrong (as argparse and most Unix tools exit)
EXIT_INTERRUPTED = 130


class CLIError(Exception):
    """The command could not be done: printed as one line, exit status 1."""


class UsageError(CLIError):
    """The command line is wrong (option, value, combination): one line, exit status 2."""


# What a terminal would act on instead of showing (validation.CONTROL_CHARACTERS but tab and
# newline): names refuse them, but descriptions and observations may hold them.
_TERMINAL_CONTROLS = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def escape_terminal_controls(text: str) -> str:
    """Each terminal control character as a visible \\u001b-style escape (also a valid JSON
    escape, so --json output stays JSON)."""
    return _TERMINAL_CONTROLS.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


class EscapingTextStream:
    """A text stream whose writes pass through escape_terminal_controls; anything else (buffer,
    flush, fileno, isatty, ...) is the wrapped stream's. Binary output (`kg export` and `kg mcp`
    write to .buffer) is left exact."""

    def __init__(self, stream):
        self.unescaped = stream

    def write(self, text: str) -> int:
        return self.unescaped.write(escape_terminal_controls(text))

    def writelines(self, lines) -> None:
        for line in lines:
            self.write(line)

    def __getattr__(self, name: str):
        return getattr(self.unescaped, name)


def one_line(text: Any) -> str:
    return " ".join(str(text).split())


def shortened(text: str, limit: int = 120) -> str:
    """A user-supplied value as shown in a message: whole when short, else its start."""
    return text if len(text) <= limit else f"{text[:limit]}… ({len(text)} characters)"


_DAMAGED = ("malformed", "not a database", "file is encrypted")


def database_error(path: Any, exc: BaseException | str) -> CLIError:
    """A clear line for a file SQLite cannot read as a database."""
    detail = one_line(exc)
    if any(word in detail for word in _DAMAGED):
        return CLIError(f"{path}: the database file is damaged ({detail}); 'kg backups' lists its backups "
                        "and 'kg restore PATH' brings one back")
    return CLIError(f"{path}: {detail}")


def run_tool(kg, ws, tool: str, params: dict[str, Any]) -> dict[str, Any]:
    """A read through the agent tools (same shapes as `kg mcp`); an error ends the command."""
    from ..tools import ToolContext, call_tool

    result = call_tool(kg, tool, params, ToolContext(ws.id))
    if "error" in result:
        _tool_failed(kg, result["error"], tool)
    return result


def _tool_failed(kg, message: str, tool: str) -> NoReturn:
    message = message.removeprefix(f"{tool}: ")
    if message.startswith("internal error (") and "Error: " in message:
        detail = message.split("Error: ", 1)[1].rstrip(")")
        if any(word in detail for word in _DAMAGED):
            raise database_error(kg.path, detail)
    raise CLIError(message)


def format_time(ms: int | None) -> str:
    if ms is None:
        return "now"
    return datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%d %H:%M")


def read_input(name: str) -> bytes:
    if name == "-":
        return sys.stdin.buffer.read()
    path = Path(name)
    try:
        return path.read_bytes()
    except FileNotFoundError:
        raise CLIError(f"{name}: no such file") from None
    except IsADirectoryError:
        raise CLIError(f"{name}: is a directory, not a file") from None
    except PermissionError:
        raise CLIError(f"{name}: permission denied") from None
    except OSError as exc:
        raise CLIError(f"{name}: cannot read ({exc.strerror or exc})") from None


def _decode(data: bytes, name: str) -> str:
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise CLIError(f"{name}: not valid UTF-8 (byte 0x{data[exc.start]:02x} on line {line})") from None


def read_text(name: str) -> str:
    return _decode(read_input(name), "stdin" if name == "-" else name)


def to_jsonable(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_jsonable(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, dict):
        return {str(k): to_jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        return [to_jsonable(v) for v in value]
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    if isinstance(value, Path):
        return str(value)
    return repr(value)


def print_json(value: Any) -> None:
    print(json.dumps(to_jsonable(value), ensure_ascii=False, indent=2))


def print_report(title: str, report: Any) -> None:
    data = to_jsonable(report)
    if isinstance(data, dict):
        print(title)
        for key, value in data.items():
            if value is None or value == [] or value == {}:
                continue
            if isinstance(value, list):
                if all(isinstance(v, dict) and "name" in v for v in value):
                    value = ", ".join(f"{v['name']} [{v.get('type', '?')}]" for v in value)
                else:
                    value = f"{len(value)}"
            elif isinstance(value, dict):
                value = json.dumps(value, ensure_ascii=False)
            print(f"  {key.replace('_', ' ')}: {value}")
    else:
        print(f"{title} {data}")


class Progress:
    """A one-line progress counter on stderr, only when stderr is a terminal."""

    def __init__(self, label: str, *, stream=None, min_total: int = 200):
        self.label = label
        # Its own "\r" must reach the terminal: not through the escaping wrapper.
        self.stream = stream or getattr(sys.stderr, "unescaped", sys.stderr)
        self.enabled = bool(getattr(self.stream, "isatty", lambda: False)())
        self.min_total = min_total
        self._last = 0.0
        self._shown = False

    def __call__(self, done: int, total: int) -> None:
        if not self.enabled or total < self.min_total:
            return
        now = time.monotonic()
        if done < total and now - self._last < 0.1:
            return
        self._last = now
        pct = 100 * done // max(total, 1)
        self.stream.write(f"\r{self.label} {done}/{total} ({pct}%)")
        self.stream.flush()
        self._shown = True

    def done(self) -> None:
        if self._shown:
            self.stream.write("\n")
            self.stream.flush()
            self._shown = False


def time_arg(value: str | None, what: str) -> int | None:
    if value is None:
        return None
    text = value.strip()
    try:
        return check_time(int(text) if text.lstrip("-").isdigit() else text, what)
    except KGError as exc:
        raise UsageError(str(exc)) from None


def range_arg(value: int, what: str, low: int, high: int) -> int:
    if not low <= value <= high:
        raise UsageError(f"{what} must be from {low} to {high}; got {value}")
    return value


def edge_types_arg(values: Sequence[str] | None, what: str) -> list[str] | None:
    """Relationship types as given (the store normalises them); a blank or invalid one is a usage error."""
    if not values:
        return None
    for value in values:
        try:
            normalize_type_name(value, "edge type")
        except KGError as exc:
            raise UsageError(f"{what}: {exc}") from None
    return list(values)
