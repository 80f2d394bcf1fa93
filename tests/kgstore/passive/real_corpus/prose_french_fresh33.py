"""Stub of the fresh-33 set, to be labelled blind (``--split fresh-33``)."""

from real_corpus import E, F, R, T  # noqa: F401

CASES = []
