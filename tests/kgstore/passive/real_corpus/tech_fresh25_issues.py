"""Stub of the fresh-25 set, to be labelled blind (``--split fresh-25``)."""

from real_corpus import E, F, R, T  # noqa: F401

CASES = []
