"""Text as FTS5's unicode61 tokenizer sees it: folded for case and accents, split into tokens.

Registered on every connection as the SQL functions kg_fold() and kg_tokens_match(), so that rows
not yet in the search index (its unindexed tail) match the queries they will match once indexed."""

from __future__ import annotations

import re
import unicodedata


_TOKEN = re.compile(r"[^\W_]+", re.UNICODE)


def tokens_match(text: str | None, query: str, prefix: int = 1) -> int:
    """1 if every word of the query is a token of the text (the last one as a prefix unless
    `prefix` is 0), as FTS5 would match it; folded for case and accents. Registered in SQLite as
    kg_tokens_match() for the unindexed tails."""
    if not text:
        return 0
    wanted = _TOKEN.findall(fold(query))
    if not wanted:
        return 0
    have = _TOKEN.findall(fold(text))
    have_set = set(have)
    *whole, last = wanted
    if any(w not in have_set for w in whole):
        return 0
    if not prefix:
        return int(last in have_set)
    return int(any(t.startswith(last) for t in have))


def fold(text: str | None) -> str:
    """Case- and accent-blind form for the unindexed tail and the LIKE fallback (SQLite's LIKE folds ASCII only)."""
    if not text:
        return ""
    if text.isascii():  # nothing to decompose
        return text.lower()
    decomposed = unicodedata.normalize("NFKD", text)
    # lower(), not casefold(): FTS5's unicode61 keeps "ß" (casefold would make it "ss"), and a
    # row must match the same queries before and after it is indexed.
    return "".join(c for c in decomposed if not unicodedata.combining(c)).lower()
