"""Stub of the fresh-29 set, to be labelled blind (``--split fresh-29``)."""

from real_corpus import E, F, R, T  # noqa: F401

CASES = []
