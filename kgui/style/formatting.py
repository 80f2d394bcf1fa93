"""Times (integer ms since the epoch) and numbers as people read them, in local time."""

from __future__ import annotations

from datetime import datetime


def format_time(ms: int | None, *, seconds: bool = False) -> str:
    if ms is None:
        return "—"
    dt = datetime.fromtimestamp(ms / 1000).astimezone()
    return dt.strftime("%Y-%m-%d %H:%M:%S" if seconds else "%Y-%m-%d %H:%M")


def format_date(ms: int | None) -> str:
    if ms is None:
        return "—"
    return datetime.fromtimestamp(ms / 1000).astimezone().strftime("%Y-%m-%d")


def format_window(valid_from: int, valid_to: int | None) -> str:
    """A relationship's validity window: 'since 2025-03-01' or '2024-01-10 → 2025-03-01'."""
    if valid_to is None:
        return f"since {format_date(valid_from)}"
    return f"{format_date(valid_from)} → {format_date(valid_to)}"


def format_confidence(value: float | None) -> str:
    return "unknown" if value is None else f"{round(value * 100):d}%"  # None: not a number in the file


def plural(n: int, word: str, words: str | None = None) -> str:
    return f"{n:,} {word if n == 1 else (words or word + 's')}"
