"""Linear-cost checks for the scanners (extraction, secrets, the no-memory marker), shared by
their tests.

A scanner is checked against itself, not against a clock: the CPU time of a larger input is
bounded by a multiple of a smaller one's, both measured in the same round. A quadratic step
takes 16 times as long on four times the text, a linear one about 4 times, so the bounds leave
wide margins either way. CPU time still moves with a busy machine (shared caches, a garbage
collection, frequency changes), so a round that misses a bound is measured again, up to three
rounds; a quadratic step misses every round. The clock figures are in
benchmarks/pathological_inputs.py."""
from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

import pytest


@dataclass(frozen=True)
class CostBound:
    """`large` costs less than `factor` times `small` (or than `factor` times `floor`, whichever
    is more: the floor keeps inputs too quick to time from making the bound meaningless)."""
    label: str
    small: str
    large: str
    factor: float
    floor: float = 0.01


def least_cpu_seconds(scan: Callable[[str], object], text: str, runs: int = 2) -> float:
    best = float("inf")
    for _ in range(runs):
        start = time.process_time()
        scan(text)
        best = min(best, time.process_time() - start)
    return best


def assert_cost_bounded(scan: Callable[[str], object], bounds: list[CostBound], rounds: int = 3) -> None:
    """Passes as soon as one round meets every bound; fails with each round's figures."""
    seen = []
    for _ in range(rounds):
        figures = []
        met = True
        for bound in bounds:
            small = least_cpu_seconds(scan, bound.small)
            large = least_cpu_seconds(scan, bound.large)
            figures.append(f"{bound.label}: {small:.3f} s then {large:.3f} s (bound {bound.factor:g}x)")
            met = met and large < bound.factor * max(small, bound.floor)
        if met:
            return
        seen.append("; ".join(figures))
    pytest.fail(f"not linear in any of {rounds} rounds: " + " | ".join(seen))


def last_quarter_bound(text: str) -> CostBound:
    """The whole text against its last quarter (where a pattern's key often is, e.g. npm's
    token after a megabyte of slashes): about 4x when linear, 16x when quadratic."""
    return CostBound("last quarter to whole", text[-(len(text) // 4):], text, factor=10)
