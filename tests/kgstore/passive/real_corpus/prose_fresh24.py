"""Stub of the fresh-24 set, to be labelled blind (``--split fresh-24``)."""

from real_corpus import E, F, R, T  # noqa: F401

CASES = []
