"""(to be written: fresh-23)"""

from real_corpus import E, F, R, T  # noqa: F401

CASES = []
