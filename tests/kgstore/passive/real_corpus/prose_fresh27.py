"""Stub of the fresh-27 set, to be labelled blind (``--split fresh-27``)."""

from real_corpus import E, F, R, T  # noqa: F401

CASES = []
