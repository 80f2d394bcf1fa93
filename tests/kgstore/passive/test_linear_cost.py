"""The linear-cost check the scanners' tests share must fail a quadratic scanner, or those tests
could not catch one."""
from __future__ import annotations

import pytest

from linear_cost import CostBound, assert_cost_bounded, last_quarter_bound


def _quadratic_scan(text: str) -> int:
    # Every position counts again from the start: n^2 / 2 character visits.
    return sum(text.count("a", 0, i) for i in range(0, len(text), 2))


def _linear_scan(text: str) -> int:
    return sum(1 for ch in text if ch == "a")


def test_a_quadratic_scan_fails_in_every_round():
    # An eighth against the whole: 64 times the cost when quadratic, against a bound of 10 -
    # far enough apart that a busy machine cannot make a round pass (a quarter's 16 could).
    text = "ab" * 40_000
    eighth = CostBound("eighth to whole", text[-(len(text) // 8):], text, factor=10, floor=0.001)
    with pytest.raises(pytest.fail.Exception, match="not linear in any of 3 rounds"):
        assert_cost_bounded(_quadratic_scan, [eighth])


def test_a_linear_scan_passes():
    text = "ab" * 200_000
    assert_cost_bounded(_linear_scan, [last_quarter_bound(text), CostBound("half", text[:200_000], text, 4)])
