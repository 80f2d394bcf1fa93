"""Entity search, in tiers: names that start with the query (an index range scan), then FTS5
BM25 over name (weight 10) and description, then observation text; then, while results are
still missing, names holding the query inside a word (the trigram index: "sql" finds
PostgreSQL), then words one typo away from the query's ("recat" finds React); a LIKE fallback
for SQLite builds without FTS5. Each hit says how and where it matched (SearchHit.matched_by,
matched_in, terms, snippet).

Any input string is safe: the query is split into Unicode words and each word is quoted, so
FTS syntax characters never reach the parser. The last word also matches as a prefix, which
makes search-as-you-type work.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

import sqlite3
from dataclasses import replace

from ..graph.entities import type_names as type_names_by_id
from ..storage import search_index
from ..storage.text_matching import _TOKEN, fold  # the index's own matching
from ..storage.migrations import TRIGRAM_TABLE
from ..records import SearchHit
from ..storage.rows import ENTITY_COLUMNS, entity_from_row
from ..validation import (
    MAX_NAME,
    ValidationError,
    as_number,
    check_limit,
    check_str_list,
    normalize_name,
    normalize_type_name,
)

if TYPE_CHECKING:
    from ..workspace import Workspace  # noqa: F401

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
# Below every whole-word and prefix hit: a name holding the query inside a word (by how much of
# the name it covers), then words one typo away (name or description, then observations).
_TIER_INFIX = 800.0
_TIER_FUZZY_NAME = 690.0  # the corrected words start the name (+ up to 100, as the prefix tier)
_TIER_FUZZY_TEXT, _TIER_FUZZY_OBS = 550.0, 300.0
_TIER_SPAN = 139.0  # a fuzzy tier's own ranking stays within this much above its offset

# Infix matching needs three characters (the trigram tokenizer's unit); a typo is only assumed
# in a word of five or more (a shorter word one edit away is mostly another word).
MIN_INFIX_CHARS = 3
MIN_FUZZY_CHARS = 5
MAX_FUZZY_ALTERNATIVES = 3  # per query word, the commonest words one typo away
MAX_FUZZY_READINGS = 4  # combinations of those searched, best first


def match_kind(score: float) -> str:
    """What a hit's score says it matched, for people reading results: "name" (the name starts
    with the query), "text" (name or description), "observation", "infix" (inside a word of the
    name), "fuzzy" (one typo away), or "substring" (LIKE fallback)."""
    if score >= _TIER_PREFIX:
        return "name"
    if score >= _TIER_TEXT[True]:
        return "text"
    if score >= _TIER_OBS[True]:
        return "observation"
    if score >= _TIER_INFIX:
        return "infix"
    if score >= _TIER_FUZZY_OBS:
        return "fuzzy"
    return "substring"


_MATCHED_BY = {"name": "word", "text": "word", "observation": "word", "infix": "infix", "fuzzy": "fuzzy",
               "substring": "substring"}


def query_words(query: str) -> list[str]:
    words = [w[:MAX_WORD_CHARS] for w in _WORD.findall(query[:10_000])]
    return words[:MAX_QUERY_WORDS]


def fts_expression(words: list[str], prefix: bool = True) -> str:
    """'"a" "b"*': every word quoted (no FTS syntax survives), the last one a prefix."""
    quoted = ['"' + w.replace('"', '""') + '"' for w in words]
    if prefix:
        quoted[-1] += "*"
    return " ".join(quoted)


def search(ws: Workspace, query: str, *, limit: int = 10, types: Iterable[str] | None = None,
           tolerant: bool = True) -> list[SearchHit]:
    """`tolerant=False` keeps to whole words and prefixes (no infix, no typo tiers)."""
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
        names_of = type_names_by_id(ws, conn)
        found: dict[str, SearchHit] = {}
        terms_of: dict[str, tuple[str, ...]] = {}
        folded = tuple(fold(w) for w in words)

        def keep(scored_rows, terms: tuple[str, ...] = folded) -> None:
            """Add hits in the order given; an entity found by an earlier tier keeps that place."""
            for row, score in scored_rows:
                if row[0] not in found:
                    found[row[0]] = SearchHit(entity_from_row(row, names_of), score)
                    terms_of[row[0]] = terms

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
            if tolerant and len(found) < limit:
                keep(_infix_names(conn, ws.id, words, type_ids, limit + len(found)))
            if tolerant and len(found) < limit:
                for reading in _fuzzy_readings(conn, ws._kg._index_words, words):
                    if len(found) >= limit:
                        break
                    keep(_fuzzy_tiers(conn, ws, reading, type_ids, limit + len(found), found),
                         tuple(fold(w) for w in reading))
        elif len(found) < limit:
            keep(_like_entities(conn, ws.id, words, type_ids, limit + len(found)))
        hits = sorted(found.values(), key=lambda h: (-h.score, h.entity.name.lower(), h.entity.id))
        return _explained(conn, hits[:limit], terms_of)


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


# --- infix: the trigram index of names ------------------------------------------------------

INFIX_CANDIDATES = 2000  # trigram matches read per query, at most (ranked here by coverage)


def _trigram_phrase(word: str) -> str:
    return '"' + word.replace('"', '""') + '"'


def _infix_names(conn, ws_id: str, words: list[str], type_ids, limit: int):
    """Names holding every query word somewhere, inside a word or not ("sql" in PostgreSQL),
    those the query covers most first. Words under three characters are too short for the
    trigram index: alone they find nothing here, beside longer ones they are checked in the name."""
    wanted = [fold(w) for w in words]
    long_words = [w for w in wanted if len(w) >= MIN_INFIX_CHARS]
    if not long_words:
        return
    mark = search_index.trigram_rowid(conn)
    if mark is None:
        return  # no trigram index in this file (no FTS5 trigram tokenizer where it was made)
    clause, params = _type_clause(type_ids)
    sql = (
        f"SELECT {ENTITY_COLUMNS} FROM (SELECT rowid AS r FROM {TRIGRAM_TABLE} WHERE {TRIGRAM_TABLE} MATCH ?"
        f" LIMIT ?) m JOIN kg_entities e ON e.rowid = m.r WHERE e.workspace_id = ?{clause}"
    )
    rows = conn.execute(sql, [" ".join(map(_trigram_phrase, long_words)), INFIX_CANDIDATES, ws_id,
                              *params]).fetchall()
    # The unindexed tail (names written since the last batch), narrowed in C where it can be.
    pre, pre_params = _substring_prefilter(["e.name"], " ".join(long_words))
    rows += conn.execute(
        f"SELECT {ENTITY_COLUMNS} FROM kg_entities e WHERE e.rowid > ? AND +e.workspace_id = ?{clause}{pre}",
        [mark, ws_id, *params, *pre_params]).fetchall()
    covered = sum(map(len, wanted))
    scored = []
    for row in rows:
        name = fold(row[3])
        if all(w in name for w in wanted):
            scored.append((row, _TIER_INFIX + 100.0 * min(1.0, covered / max(1, len(name)))))
    scored.sort(key=lambda rs: (-rs[1], rs[0][3].lower(), rs[0][0]))
    yield from scored[:limit]


# --- typo tolerance: words one edit away that the indexes hold ------------------------------

_EDIT_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789"
_VOCABULARIES = (("kg_entity_words", "kg_entities_fts"), ("kg_observation_words", "kg_observations_fts"))


def one_edit_away(word: str) -> set[str]:
    """Every string one deletion, insertion, substitution or transposition of neighbours away."""
    letters = _EDIT_ALPHABET + "".join(sorted({c for c in word if c not in _EDIT_ALPHABET}))
    out: set[str] = set()
    for i in range(len(word) + 1):
        head, tail = word[:i], word[i:]
        if tail:
            out.add(head + tail[1:])
            if len(tail) > 1:
                out.add(head + tail[1] + tail[0] + tail[2:])
            out.update(head + c + tail[1:] for c in letters)
        out.update(head + c + tail for c in letters)
    out.discard(word)
    return out


def _index_words(conn, cache: dict, vocab: str, fts: str) -> dict[str, int]:
    """Every word the index holds, with the number of documents holding it. Read once (about
    150 ms for 100,000 distinct words) and kept until the index's structure record changes —
    that is, until a batch is folded in, segments merge or another writer (CoWork's triggers)
    changes it: looking up each of a word's few hundred one-edit variants in the index instead
    costs milliseconds per query."""
    try:
        row = conn.execute(f"SELECT block FROM {fts}_data WHERE id = 10").fetchone()
    except sqlite3.OperationalError:
        return {}
    version = row[0] if row else None
    kept = cache.get(fts)
    if kept is not None and kept[0] == version:
        return kept[1]
    # A read-only view of the index's words, made once per connection in its temporary schema:
    # nothing is written to the file.
    try:
        conn.execute(f"CREATE VIRTUAL TABLE IF NOT EXISTS temp.{vocab} USING fts5vocab(main, {fts}, row)")
        words = dict(conn.execute(f"SELECT term, doc FROM temp.{vocab}").fetchall())
    except sqlite3.OperationalError:
        return {}
    cache[fts] = (version, words)
    return words


def _tail_words(conn, cache: dict) -> set[str]:
    """Words of the rows the indexes do not hold yet (at most a batch per table, and the parked
    entities): the vocabularies miss them. Kept until this connection or another writes."""
    version = (conn.execute("PRAGMA data_version").fetchone()[0], conn.total_changes)
    kept = cache.get("tail")
    if kept is not None and kept[0] == version:
        return kept[1]
    texts: list[str] = []
    mark = search_index.indexed_rowid(conn, search_index.ENTITIES)
    if mark is not None:
        texts += [f"{n} {d or ''}" for n, d in conn.execute(
            "SELECT name, description FROM kg_entities WHERE rowid > ?"
            " OR rowid IN (SELECT entity_rowid FROM kg_fts_stale)", (mark,))]
    obs_mark = search_index.indexed_rowid(conn, search_index.OBSERVATIONS) or 0
    texts += [c for (c,) in conn.execute("SELECT content FROM kg_observations WHERE rowid > ?", (obs_mark,)) if c]
    words: set[str] = set()
    for text in texts:
        words.update(_TOKEN.findall(fold(text)))
    cache["tail"] = (version, words)
    return words


def _fuzzy_readings(conn, cache: dict, words: list[str]) -> list[tuple[str, ...]]:
    """What the query may have meant: each word of five or more characters may stand for one of
    the commonest words one edit away that the file holds; readings that change fewer words come
    first, then those of commoner words. The query as typed is not among them (it was searched)."""
    folded = [fold(w) for w in words]
    edits = {w: one_edit_away(w) for w in folded if len(w) >= MIN_FUZZY_CHARS}
    if not edits:
        return []
    docs: dict[str, int] = {}
    for vocab, fts in _VOCABULARIES:
        held = _index_words(conn, cache, vocab, fts)
        for near in edits.values():
            for term in near:
                n = held.get(term)
                if n:
                    docs[term] = docs.get(term, 0) + n
    for term in _tail_words(conn, cache):
        if any(term in near for near in edits.values()):
            docs[term] = docs.get(term, 0) + 1
    choices: list[list[tuple[str, int]]] = []
    for w in folded:
        if w not in edits:
            choices.append([(w, 0)])
            continue
        near = sorted((t for t in edits[w] if t in docs), key=lambda t: (-docs[t], t))[:MAX_FUZZY_ALTERNATIVES]
        choices.append([(w, 0)] + [(t, 1) for t in near])
    readings: list[tuple[int, int, tuple[str, ...]]] = []

    def walk(i: int, picked: list[str], changed: int, common: int) -> None:
        if i == len(choices):
            if changed:
                readings.append((changed, -common, tuple(picked)))
            return
        for term, edit in choices[i]:
            walk(i + 1, [*picked, term], changed + edit, common + docs.get(term, 0))

    walk(0, [], 0, 0)
    readings.sort()
    return [r for _, _, r in readings[:MAX_FUZZY_READINGS]]


def _fuzzy_tiers(conn, ws, reading: tuple[str, ...], type_ids, limit: int, found: dict):
    """The word tiers (whole words) for one reading, scored below the infix tier."""
    words = list(reading)
    text_query = " ".join(words)
    # A name that starts with the corrected words (React for "recat") before other texts holding them.
    for row, score in _name_prefix(conn, ws, text_query, type_ids, limit):
        yield row, _TIER_FUZZY_NAME + (score - _TIER_PREFIX)
    for tier, offset, base in ((_text_tier, _TIER_FUZZY_TEXT, _TIER_TEXT[False]),
                               (_observation_tier, _TIER_FUZZY_OBS, _TIER_OBS[False])):
        if len(found) >= limit:
            return
        for row, score in tier(conn, ws.id, words, text_query, False, type_ids, limit):
            yield row, offset + max(0.0, min(score - base, _TIER_SPAN))


# --- why each hit matched -----------------------------------------------------------------

SNIPPET_BEFORE, SNIPPET_AFTER = 60, 100
SNIPPET_OBSERVATIONS = 200  # an entity's observations looked through for the snippet, newest first


def _folded_with_offsets(text: str) -> tuple[str, list[int]]:
    """fold(text) and, per character of it, the index of the character of `text` it came from."""
    if text.isascii():
        return text.lower(), list(range(len(text)))
    out: list[str] = []
    where: list[int] = []
    for i, ch in enumerate(text):
        f = fold(ch)
        out.append(f)
        where += [i] * len(f)
    return "".join(out), where


def match_spans(text: str | None, terms: Iterable[str], substring: bool = False) -> list[tuple[int, int]]:
    """Where the terms occur in `text`, as (start, end) character ranges of `text`, in order and
    not overlapping; a term matches the start of a word (or, with `substring`, anywhere), blind
    to case and accents, as search matched it."""
    if not text:
        return []
    terms = [t for t in (fold(t) for t in terms) if t]
    if not terms:
        return []
    folded, where = _folded_with_offsets(text)
    found: list[tuple[int, int]] = []
    if substring:
        for term in terms:
            start = folded.find(term)
            while start >= 0:
                found.append((start, start + len(term)))
                start = folded.find(term, start + len(term))
    else:
        for token in _TOKEN.finditer(folded):
            best = max((len(t) for t in terms if token.group().startswith(t)), default=0)
            if best:
                found.append((token.start(), token.start() + best))
    spans: list[tuple[int, int]] = []
    for start, end in sorted(found):
        a, b = where[start], where[end - 1] + 1
        if spans and a <= spans[-1][1]:
            spans[-1] = (spans[-1][0], max(spans[-1][1], b))
        else:
            spans.append((a, b))
    return spans


def _observation_snippet(conn, entity_id: str, terms: tuple[str, ...], substring: bool) -> str | None:
    ascii_terms = [t for t in terms if t.isascii()]
    # A term written in ASCII is in the text in any case (LIKE folds ASCII case), an accented
    # one may not be (café ~ cafe): only the former narrow the rows read.
    pre = " OR ".join("content LIKE ?" for _ in ascii_terms) if len(ascii_terms) == len(terms) else ""
    sql = ("SELECT content FROM kg_observations WHERE entity_id = ?" + (f" AND ({pre})" if pre else "")
           + " ORDER BY rowid DESC LIMIT ?")
    params = [entity_id, *(f"%{t}%" for t in ascii_terms if pre), SNIPPET_OBSERVATIONS]
    for (content,) in conn.execute(sql, params):
        spans = match_spans(content, terms, substring)
        if spans:
            return excerpt(content, spans[0])
    return None


def excerpt(text: str, span: tuple[int, int], before: int = SNIPPET_BEFORE, after: int = SNIPPET_AFTER) -> str:
    """The text around span, cut at word boundaries, "…" where it was cut, whitespace collapsed."""
    start, end = span
    a = max(0, start - before)
    b = min(len(text), end + after)
    # A cut inside a word moves to the next word boundary (any whitespace); a cut that already
    # falls on one keeps the word beside it.
    if a > 0 and not text[a - 1].isspace():
        space = next((i for i in range(a, start) if text[i].isspace()), -1)
        a = space + 1 if space >= 0 else a
    if b < len(text) and not text[b].isspace():
        space = next((i for i in range(b - 1, end - 1, -1) if text[i].isspace()), -1)
        b = space if space > 0 else b
    body = " ".join(text[a:b].split())
    return ("…" if a > 0 else "") + body + ("…" if b < len(text) else "")


def _explained(conn, hits: list[SearchHit], terms_of: dict[str, tuple[str, ...]]) -> list[SearchHit]:
    """Each hit with how it matched, where (name, description, observation) and the snippet."""
    out = []
    for hit in hits:
        kind = match_kind(hit.score)
        matched_by = _MATCHED_BY[kind]
        terms = terms_of.get(hit.entity.id, ())
        substring = matched_by in ("infix", "substring")
        where = [field for field, text in (("name", hit.entity.name), ("description", hit.entity.description))
                 if match_spans(text, terms, substring)]
        snippet = None
        from_observation = kind == "observation" or (kind == "fuzzy" and hit.score < _TIER_FUZZY_TEXT)
        if from_observation or not where:
            snippet = _observation_snippet(conn, hit.entity.id, terms, substring)
            if snippet is not None:
                where.append("observation")
        out.append(replace(hit, matched_by=matched_by, matched_in=tuple(where), terms=terms, snippet=snippet))
    return out
