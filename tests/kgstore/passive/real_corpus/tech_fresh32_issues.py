"""Stub of the fresh-32 set, to be labelled blind (``--split fresh-32``)."""

from real_corpus import E, F, R, T  # noqa: F401

CASES = []
