"""Stub of the fresh-28 set, to be labelled blind (``--split fresh-28``)."""

from real_corpus import E, F, R, T  # noqa: F401

CASES = []
