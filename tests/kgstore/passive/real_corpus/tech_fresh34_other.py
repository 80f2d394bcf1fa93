"""Stub of the fresh-34 set, to be labelled blind (``--split fresh-34``)."""

from real_corpus import E, F, R, T  # noqa: F401

CASES = []
