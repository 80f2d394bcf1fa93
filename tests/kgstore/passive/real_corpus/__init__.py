"""Real, human-written texts for passive extraction, each kept as written (trimmed to a
paragraph or two) with its source address and labelled by hand: what a careful person would
want remembered from it. Nobody on the project wrote these texts; the labels were written from
the text, not from the extractor's output.

Each module of this package holds one ``CASES`` list; :data:`ALL` joins them.
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import NamedTuple

#: The kinds of text, for per-kind figures.
KINDS = ("issue", "changelog", "qa", "blog", "docs", "news", "recipe", "prose", "french", "other")


class RealCase(NamedTuple):
    text: str
    expected: frozenset  # of (type, name): "technology" | "file" | "api_endpoint"
    source: str  # the address the text was taken from
    kind: str  # one of KINDS
    note: str = ""


def T(name: str) -> tuple[str, str]:
    return ("technology", name)


def F(path: str) -> tuple[str, str]:
    return ("file", path)


def E(endpoint: str) -> tuple[str, str]:
    return ("api_endpoint", endpoint)


def R(text: str, *expected: tuple[str, str], source: str, kind: str, note: str = "") -> RealCase:
    if kind not in KINDS:
        raise ValueError(f"unknown kind {kind!r}")
    return RealCase(text, frozenset(expected), source, kind, note)


def _collect() -> list[RealCase]:
    cases: list[RealCase] = []
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda i: i.name):
        module = importlib.import_module(f"{__name__}.{info.name}")
        cases.extend(getattr(module, "CASES", []))
    return cases


ALL: list[RealCase] = _collect()
