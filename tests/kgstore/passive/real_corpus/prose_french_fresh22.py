"""(to be written: fresh-22)"""

from real_corpus import E, F, R, T  # noqa: F401

CASES = []
