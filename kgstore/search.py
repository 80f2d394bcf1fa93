"""Entity search, in tiers: names that start with the query (an index range scan), then FTS5
BM25 over name (weight 10) and description, then observation text; a LIKE fallback for SQLite
builds without FTS5.

Any input string is safe: the query is split into Unicode words and each word is quoted, so
FTS syntax characters never reach the parser. The last word also matches as a prefix, which
makes search-as-you-type work.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from typing import TYPE_CHECKING

from . import search_index
from .records import SearchHit
from .rows import ENTITY_COLUMNS, entity_from_row
from .validation import (
    MAX_NAME,
    ValidationError,
    as_number,
    check_limit,
    check_str_list,
    normalize_name,
    normalize_type_name,
)

if TYPE_CHECKING:
    from .workspace import Workspace  # noqa: F401

MAX_RESULTS = 50
MAX_QUERY_WORDS = 16
MAX_WORD_CHARS = 64
_WORD = re.compile(r"\w+", re.UNICODE)
# Scripts written without spaces: unicode61 makes one token of a whole run, so a word inside
# it is only found by substring matching.
_UNSPACED = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\u0e00-\u0e7f]")

# Score offsets keep the tiers apart: name hits > name/description hits > observation hits, and
# within the last two, documents holding the last word whole come before those that only hold a
# longer word starting with it ("o2x27" before "o2x270").
_TIER_PREFIX, _TIER_LIKE = 4000.0, 0.0
_TIER_TEXT = {False: 3000.0, True: 2000.0}  # by "last word matched as a prefix only"
_TIER_OBS = {False: 1500.0, True: 1000.0}


def match_kind(score: float) -> str:
    """What a hit's score says it matched, for people reading results: "name" (the name starts
    with the query), "text" (name or description), "observation", or "substring" (LIKE fallback)."""
    if score >= _TIER_PREFIX:
        return "name"
    if score >= _TIER_TEXT[True]:
        return "text"
    if score >= _TIER_OBS[True]:
        return "observation"
    return "substring"


def query_words(query: str) -> list[str]:
    words = [w[:MAX_WORD_CHARS] for w in _WORD.findall(query[:10_000])]
    return words[:MAX_QUERY_WORDS]


def fts_expression(words: list[str], prefix: bool = True) -> str:
    """'"a" "b"*': every word quoted (no FTS syntax survives), the last one a prefix."""
    quoted = ['"' + w.replace('"', '""') + '"' for w in words]
    if prefix:
        quoted[-1] += "*"
    return " ".join(quoted)


def search(ws: Workspace, query: str, *, limit: int = 10, types: Iterable[str] | None = None) -> list[SearchHit]:
    if not isinstance(query, str):
        raise ValidationError("query must be a string")
    limit = check_limit(limit, default=10, low=1, high=MAX_RESULTS)
    type_names = None
    if types is not None:
        type_names = [normalize_type_name(t, "entity type") for t in check_str_list(types, "types")]
    words = query_words(query)
    if not words:
        return []
    db = ws._db
    with db.read() as conn:
        type_ids: list[str] | None = None
        if type_names is not None:
            known = ws._types.names(conn, ws.id)
            type_ids = [known[n] for n in type_names if n in known]
            if not type_ids:
                return []
        names_of = ws._type_name(conn)
        found: dict[str, SearchHit] = {}

        def keep(scored_rows) -> None:
            """Add hits in the order given; an entity found by an earlier tier keeps that place."""
            for row, score in scored_rows:
                if row[0] not in found:
                    found[row[0]] = SearchHit(entity_from_row(row, names_of), score)

        # Names that start with what was typed come first (shortest first): the best answer for
        # search-as-you-type, and an index range scan that costs the same at any size.
        keep(_name_prefix(conn, ws, query, type_ids, limit))
        if len(found) < limit and ws._kg.fts_enabled:
            text_query = " ".join(words)
            # Each text tier runs first with the last word whole, then (only if results are still
            # missing) as a prefix: the whole word ranks first, and the cheaper exact pass is
            # often enough.
            for tier in (_text_tier, _observation_tier):
                for prefix in (False, True):
                    if len(found) >= limit:
                        break
                    keep(tier(conn, ws.id, words, text_query, prefix, type_ids, limit + len(found)))
            if len(found) < limit and _UNSPACED.search(query):
                keep(_like_entities(conn, ws.id, words, type_ids, limit + len(found)))
        elif len(found) < limit:
            keep(_like_entities(conn, ws.id, words, type_ids, limit + len(found)))
        hits = sorted(found.values(), key=lambda h: (-h.score, h.entity.name.lower(), h.entity.id))
        return hits[:limit]


def _name_prefix(conn, ws: Workspace, query: str, type_ids: list[str] | None, limit: int):
    prefix = normalize_name(query[:MAX_NAME])
    if not prefix:
        return
    if type_ids is None:
        type_ids = list(ws._types.names(conn, ws.id).values())
        if not type_ids:
            return
    marks = ",".join("?" * len(type_ids))
    # Covering-index scan per type; only the winners' rows are read.
    picked = conn.execute(
        f"SELECT e.rowid, e.normalized_name FROM kg_entities e WHERE e.workspace_id = ?"
        f" AND e.entity_type_id IN ({marks}) AND e.normalized_name >= ? AND e.normalized_name < ?"
        " ORDER BY length(e.normalized_name), e.normalized_name LIMIT ?",
        [ws.id, *type_ids, prefix, prefix + "\U0010ffff", limit],
    ).fetchall()
    if not picked:
        return
    order = {rowid: i for i, (rowid, _) in enumerate(picked)}
    rows = conn.execute(
        f"SELECT {ENTITY_COLUMNS}, e.rowid FROM kg_entities e WHERE e.rowid IN ({','.join('?' * len(order))})",
        list(order),
    ).fetchall()
    rows.sort(key=lambda r: order[r[-1]])
    for row in rows:
        extra = len(normalize_name(row[3])) - len(prefix)  # 0 = exact name
        yield row[:-1], _TIER_PREFIX + 100.0 / (1.0 + extra)


def _text_tier(conn, ws_id: str, words: list[str], text_query: str, prefix: bool, type_ids, limit: int):
    # Weighted BM25 (name x10): names that hold the words outrank descriptions that do.
    tier = _TIER_TEXT[prefix]
    # Entities whose text changed since it was indexed: their index entries are ignored and
    # their current text is matched with the tail.
    stale = search_index.stale_rowids(conn)
    ranked = list(_fts_entities(conn, ws_id, fts_expression(words, prefix), type_ids, limit, tier, stale))
    ranked += _tail_entities(conn, ws_id, text_query, prefix, type_ids, limit, tier)
    return sorted(ranked, key=lambda rs: -rs[1])


def _observation_tier(conn, ws_id: str, words: list[str], text_query: str, prefix: bool, type_ids,
                      limit: int):
    tier = _TIER_OBS[prefix]
    yield from _fts_observations(conn, ws_id, fts_expression(words, prefix), type_ids, limit, tier)
    yield from _tail_observations(conn, ws_id, text_query, prefix, type_ids, limit, tier)


def _type_clause(type_ids: list[str] | None) -> tuple[str, list[str]]:
    if type_ids is None:
        return "", []
    return f" AND e.entity_type_id IN ({','.join('?' * len(type_ids))})", list(type_ids)


def _fts_entities(conn, ws_id: str, match: str, type_ids, limit: int, tier: float,
                  stale: set[int] = frozenset()):
    """Best BM25 matches of this workspace (and types).

    FTS5 ranks its own matches first (top k, no join), and only those rows are read; k grows
    until enough of them belong to this workspace and types or the matches run out. Joining
    every match to kg_entities before ranking cost a row lookup per match.
    """
    wanted = set(type_ids) if type_ids is not None else None
    # Usually one round: without a type filter most matches belong to the one workspace.
    k = 2 * limit + 10 if type_ids is None else max(4 * limit, 40)
    while True:
        ranked = conn.execute(
            "SELECT rowid, bm25(kg_entities_fts, 10.0, 1.0) AS r FROM kg_entities_fts"
            " WHERE kg_entities_fts MATCH ? ORDER BY r LIMIT ?",
            (match, k),
        ).fetchall()
        if not ranked:
            return
        exhausted = len(ranked) < k
        if stale:
            ranked = [r for r in ranked if r[0] not in stale]
        rank_of = dict(ranked)
        out = []
        # Rows are read in rank order, only as many as may still be needed (a run of equal
        # scores is read whole, so the rowid tie-break below sees all of it).
        start = 0
        while start < len(ranked) and len(out) < limit:
            end = start + min(limit - len(out), 500)
            while end < len(ranked) and ranked[end][1] == ranked[end - 1][1]:
                end += 1
            chunk = [r[0] for r in ranked[start:end]]
            start = end
            out += [
                row
                for row in conn.execute(
                    f"SELECT {ENTITY_COLUMNS}, e.rowid FROM kg_entities e"
                    f" WHERE e.rowid IN ({','.join('?' * len(chunk))}) AND +e.workspace_id = ?",
                    [*chunk, ws_id],
                )
                if wanted is None or row[2] in wanted
            ]
        if len(out) >= limit or exhausted:
            out.sort(key=lambda row: (rank_of[row[-1]], row[-1]))
            for row in out[:limit]:
                yield row[:-1], tier - rank_of[row[-1]]  # bm25 is negative: smaller = better
            return
        k *= 4


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


def _substring_prefilter(columns: list[str], query: str) -> tuple[str, list[str]]:
    """SQL that rejects, in C, rows that cannot match: when every column is ASCII, each ASCII query
    word must be a substring of one column, ignoring ASCII case (LIKE; twice as fast as
    instr(lower(...)), which copies the text). A row with non-ASCII text (length in characters
    differs from length in bytes) always passes: folding may make it match (café ~ cafe)."""
    # Tokens are letters and digits only, so no LIKE wildcard or escape character reaches the pattern.
    words = [w for w in _TOKEN.findall(fold(query)) if w.isascii()]
    if not words:
        return "", []
    all_ascii = " AND ".join(f"length({c}) IS length(CAST({c} AS BLOB))" for c in columns)
    in_some_column = "(" + " OR ".join(f"{c} LIKE ?" for c in columns) + ")"
    found_all = " AND ".join([in_some_column] * len(words))
    return f" AND (NOT ({all_ascii}) OR ({found_all}))", [f"%{w}%" for w in words for _ in columns]


def _tail_entities(conn, ws_id: str, query: str, prefix: bool, type_ids, limit: int, tier: float):
    """Entities not yet in the index or whose text changed since (at most one batch each),
    matched like FTS5 would match them."""
    clause, params = _type_clause(type_ids)
    mark = search_index.indexed_rowid(conn, search_index.ENTITIES)
    if mark is None:
        return  # indexed row by row (a CoWork file): no tail
    text = "(e.name || ' ' || COALESCE(e.description, ''))"
    pre, pre_params = _substring_prefilter(["e.name", "e.description"], query)
    sql = (
        f"SELECT {ENTITY_COLUMNS}, kg_tokens_match(e.name, ?, ?) AS in_name FROM kg_entities e"
        f" WHERE (e.rowid > ? OR e.rowid IN (SELECT entity_rowid FROM kg_fts_stale))"
        f" AND +e.workspace_id = ?{clause}{pre}"
        f" AND kg_tokens_match({text}, ?, ?) LIMIT ?"
    )
    flag = int(prefix)
    for row in conn.execute(sql, [query, flag, mark, ws_id, *params, *pre_params, query, flag, limit]):
        yield row[:-1], tier + (10.0 if row[-1] else 1.0)


def _tail_observations(conn, ws_id: str, query: str, prefix: bool, type_ids, limit: int, tier: float):
    """Observations not yet in the index (at most one batch), matched like FTS5 would."""
    clause, params = _type_clause(type_ids)
    mark = search_index.indexed_rowid(conn, search_index.OBSERVATIONS) or 0
    pre, pre_params = _substring_prefilter(["o.content"], query)
    sql = (
        f"SELECT {ENTITY_COLUMNS} FROM kg_observations o JOIN kg_entities e ON e.id = o.entity_id"
        f" WHERE o.rowid > ?{pre} AND +e.workspace_id = ? AND kg_tokens_match(o.content, ?, ?){clause}"
        " GROUP BY e.id LIMIT ?"
    )
    for row in conn.execute(sql, [mark, *pre_params, ws_id, query, int(prefix), *params, limit]):
        yield row, tier


def _fts_observations(conn, ws_id: str, match: str, type_ids, limit: int, tier: float):
    clause, params = _type_clause(type_ids)
    # bm25() cannot be used under GROUP BY, so rank in a subquery and group outside it.
    sql = (
        "WITH m AS MATERIALIZED ("
        "  SELECT rowid AS obs_rowid, bm25(kg_observations_fts) AS r FROM kg_observations_fts"
        "  WHERE kg_observations_fts MATCH ?)"
        f" SELECT {ENTITY_COLUMNS}, MIN(m.r) AS best FROM m"
        " JOIN kg_observations o ON o.rowid = m.obs_rowid JOIN kg_entities e ON e.id = o.entity_id"
        f" WHERE e.workspace_id = ?{clause} GROUP BY e.id ORDER BY best LIMIT ?"
    )
    for row in conn.execute(sql, [match, ws_id, *params, limit]):
        yield row[:-1], tier - row[-1]


def _escape_like(word: str) -> str:
    return word.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


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


def _like_entities(conn, ws_id: str, words: list[str], type_ids, limit: int):
    """Every word must appear in the name or description; ranked by name hit, then confidence."""
    clause, params = _type_clause(type_ids)
    conds = []
    like_params: list[str] = []
    for w in words:
        pattern = f"%{_escape_like(fold(w))}%"
        conds.append("(kg_fold(e.name) LIKE ? ESCAPE '\\' OR kg_fold(e.description) LIKE ? ESCAPE '\\')")
        like_params += [pattern, pattern]
    first = f"%{_escape_like(fold(words[0]))}%"
    sql = (
        f"SELECT {ENTITY_COLUMNS}, (kg_fold(e.name) LIKE ? ESCAPE '\\') AS in_name FROM kg_entities e"
        f" WHERE e.workspace_id = ? AND {' AND '.join(conds)}{clause}"
        " ORDER BY in_name DESC, e.confidence DESC, e.normalized_name LIMIT ?"
    )
    for row in conn.execute(sql, [first, ws_id, *like_params, *params, limit]):
        yield row[:-1], _TIER_LIKE + float(row[-1]) + (as_number(row[6]) or 0.0)
