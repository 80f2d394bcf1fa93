"""CoWork OS's ``excluded_patterns``: case-insensitive regular expressions a text must not match
for anything automatic to be written from it.

CoWork OS tests every pattern of a workspace's ``memory_settings.excluded_patterns`` (a JSON list
of strings) against the content it would capture, case-insensitively, and skips an invalid
pattern. We do the same, with two differences that keep the gate safe:

* an invalid pattern is *reported* (the settings, ``kg settings`` and the extraction report name
  it), not silently ignored;
* a pattern is a user's text run against other people's text, so its matching is time-bound
  (the ``regex`` engine's ``timeout``): a pattern that takes too long counts as a match, and
  nothing is written (fail closed), rather than hanging the hook.

The patterns are compiled with the ``regex`` package in its ``re``-compatible mode (version 0);
the syntax CoWork's JavaScript patterns use in practice (classes, groups, alternation, anchors,
quantifiers, ``\\b``, ``\\d``, ``\\s``, ``\\w``) means the same there.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Iterable

import regex

__all__ = [
    "MAX_PATTERNS",
    "MAX_PATTERN_CHARS",
    "MATCH_TIMEOUT",
    "TOTAL_TIMEOUT",
    "ExcludedPatterns",
    "pattern_error",
    "read_patterns",
    "encode_patterns",
]

#: At most this many patterns are kept per workspace (a settings write with more is refused).
MAX_PATTERNS = 100
#: A longer pattern is invalid (and reported).
MAX_PATTERN_CHARS = 1000
#: Seconds one pattern may take on one text; past it the text counts as excluded.
MATCH_TIMEOUT = 0.25
#: Seconds all the patterns together may take on one call (many slow patterns add up).
TOTAL_TIMEOUT = 1.0


@lru_cache(maxsize=512)
def _compile(pattern: str):
    return regex.compile(pattern, regex.IGNORECASE | regex.V0)


def pattern_error(pattern: Any) -> str | None:
    """Why ``pattern`` cannot be used as an excluded pattern, or None when it can."""
    if not isinstance(pattern, str):
        return f"not text (got {type(pattern).__name__})"
    if not pattern.strip():
        return "empty"
    if len(pattern) > MAX_PATTERN_CHARS:
        return f"longer than {MAX_PATTERN_CHARS} characters"
    try:
        _compile(pattern)
    except (regex.error, RecursionError, OverflowError, ValueError) as exc:
        return f"not a valid regular expression ({exc})"
    return None


def read_patterns(value: Any) -> tuple[str, ...] | None:
    """The stored column as a tuple of its items as text; ``()`` for NULL or an empty text, None
    when it is not a JSON list (the caller fails closed). Items that are not text are kept as
    their JSON spelling, so they are reported as invalid rather than vanishing."""
    if value is None or (isinstance(value, str) and not value.strip()):
        return ()
    if not isinstance(value, str):
        return None
    try:
        items = json.loads(value)
    except (ValueError, RecursionError):
        return None
    if not isinstance(items, list):
        return None
    return tuple(i if isinstance(i, str) else json.dumps(i) for i in items)


def encode_patterns(patterns: Iterable[str]) -> str:
    """The column's text, in CoWork's own spelling (``["*.env","secrets/**"]``)."""
    return json.dumps(list(patterns), ensure_ascii=False, separators=(",", ":"))


@dataclass(frozen=True)
class Exclusion:
    """Why a text is excluded: the pattern that matched (or ran out of time)."""

    pattern: str
    timed_out: bool = False

    def reason(self, what: str) -> str:
        if self.timed_out:
            return (f"{what} could not be checked against the excluded pattern {self.pattern!r} in time "
                    f"(over {MATCH_TIMEOUT:g} s), so nothing was written")
        return f"{what} matches the excluded pattern {self.pattern!r}"


class ExcludedPatterns:
    """A workspace's patterns, compiled; the invalid ones are left out and listed in ``invalid``."""

    def __init__(self, patterns: Iterable[Any] = ()):
        self.patterns: tuple[str, ...] = tuple(p if isinstance(p, str) else str(p) for p in patterns)
        self._compiled = []
        invalid: list[tuple[str, str]] = []
        for p in patterns:
            problem = pattern_error(p)
            if problem is None:
                self._compiled.append((p, _compile(p)))
            else:
                invalid.append((p if isinstance(p, str) else str(p), problem))
        self.invalid: tuple[tuple[str, str], ...] = tuple(invalid)

    def __bool__(self) -> bool:
        return bool(self._compiled)

    def warnings(self) -> list[str]:
        """One line per invalid pattern (skipped, as CoWork OS skips it)."""
        return [f"the excluded pattern {p[:80]!r} was skipped: {why}" for p, why in self.invalid]

    def match(self, *texts: Any) -> Exclusion | None:
        """The first pattern one of ``texts`` matches (None when none does). A pattern that does
        not finish within MATCH_TIMEOUT is a match: the text could not be shown to be allowed."""
        deadline = time.monotonic() + TOTAL_TIMEOUT
        for text in texts:
            if not isinstance(text, str) or not text:
                continue
            for pattern, compiled in self._compiled:
                left = min(MATCH_TIMEOUT, deadline - time.monotonic())
                if left <= 0:
                    return Exclusion(pattern, timed_out=True)
                try:
                    if compiled.search(text, timeout=left) is not None:
                        return Exclusion(pattern)
                except TimeoutError:
                    return Exclusion(pattern, timed_out=True)
        return None
