"""Shared fixtures. Qt runs offscreen everywhere (set before any Qt import)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

import kgstore  # noqa: E402


class FakeClock:
    """A settable clock in milliseconds; tests move time instead of sleeping."""

    def __init__(self, start: int = 1_767_225_600_000):  # 2026-01-01T00:00:00Z
        self.now = start

    def __call__(self) -> int:
        return self.now

    def advance(self, ms: int) -> int:
        self.now += ms
        return self.now


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def db_path(tmp_path):
    return tmp_path / "kg.db"


@pytest.fixture
def kg(db_path, clock):
    store = kgstore.open(db_path, clock=clock)
    yield store
    store.close()


@pytest.fixture
def ws(kg):
    return kg.workspace("ws-1")
