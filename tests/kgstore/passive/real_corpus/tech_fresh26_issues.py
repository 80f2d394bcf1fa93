"""Stub of the fresh-26 set, to be labelled blind (``--split fresh-26``)."""

from real_corpus import E, F, R, T  # noqa: F401

CASES = []
