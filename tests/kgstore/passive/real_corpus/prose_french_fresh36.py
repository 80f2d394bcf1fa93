"""Stub of the fresh-36 set, to be labelled blind (``--split fresh-36``)."""

from real_corpus import E, F, R, T  # noqa: F401

CASES = []
