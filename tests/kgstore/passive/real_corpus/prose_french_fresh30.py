"""Stub of the fresh-30 set, to be labelled blind (``--split fresh-30``)."""

from real_corpus import E, F, R, T  # noqa: F401

CASES = []
