"""Stub of the fresh-35 set, to be labelled blind (``--split fresh-35``)."""

from real_corpus import E, F, R, T  # noqa: F401

CASES = []
