"""Stub of the fresh-31 set, to be labelled blind (``--split fresh-31``)."""

from real_corpus import E, F, R, T  # noqa: F401

CASES = []
