"""Stub of the fresh-37 set, to be labelled blind (``--split fresh-37``)."""

from real_corpus import E, F, R, T  # noqa: F401

CASES = []
