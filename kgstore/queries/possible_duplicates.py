"""Pairs of entities that look like the same thing, suggested for a merge by hand.

Only entities of one type are paired (a project "Atlas" and a person "Atlas" are not the same),
and nothing is ever merged here. Each entity is given a few keys; entities sharing a key are a
pair, with the reason the key stands for:

- its name without case, spaces and punctuation ("auth service" / "auth-service" / "AuthService");
  "+" and "#" count as letters, so C, C++ and C# stay apart;
- for technologies, the extraction lexicon's canonical name of a known alias
  ("Postgres" = "PostgreSQL", "k8s" = "Kubernetes");
- for people, first and last name with the middle initial left out ("John A. Smith" / "John Smith");
  two different initials are two people;
- for people, the same email address in their properties.

One pass over the workspace's entities and dictionaries of keys: linear in the entities, no
comparison of every pair (20,000 entities take a fraction of a second).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..graph.entities import entity_row, type_names
from ..storage.entity_merge import choose_canonical
from ..storage.rows import entity_from_row
from ..validation import check_limit, normalize_name, read_properties

if TYPE_CHECKING:
    from ..records import Entity
    from ..workspace import Workspace

# Reasons, strongest first (the order of the list).
SAME_EMAIL = "same email address"
KNOWN_ALIAS = "known alias"
SAME_LETTERS = "same name but for case, spaces, punctuation"
MIDDLE_INITIAL = "same name with and without a middle initial"
_RANK = {SAME_EMAIL: 0, KNOWN_ALIAS: 1, SAME_LETTERS: 2, MIDDLE_INITIAL: 3}
_BUCKET_MAX = 12  # a key many entities share (a common name) says little about any two of them

_NOT_LETTERS = re.compile(r"[^\w+#]|_", re.UNICODE)
_INITIAL = re.compile(r"^\w\.?$", re.UNICODE)


@dataclass(frozen=True)
class PossibleDuplicate:
    """Two entities of one type that may be the same; `keep` is the one a merge would keep by the
    seed's rule (kgstore.storage.entity_merge.choose_canonical), `other` the one it would fold into it."""

    keep: Entity
    other: Entity
    reason: str  # e.g. "known alias: Postgres = PostgreSQL"


def letters_key(name: str) -> str:
    """The name with case, accents' compatibility forms, spaces and punctuation gone."""
    text = unicodedata.normalize("NFKC", name).casefold()
    return _NOT_LETTERS.sub("", text)


def person_key(name: str) -> tuple[str, str] | None:
    """(first + last name, middle initial or ''); None for a name that is not 2 or 3 words."""
    words = normalize_name(name).replace(",", " ").split()
    if len(words) == 2 and not any(_INITIAL.match(w) for w in words):
        return f"{words[0]} {words[1]}", ""
    if len(words) == 3 and _INITIAL.match(words[1]) and not _INITIAL.match(words[0]) \
            and not _INITIAL.match(words[2]):
        return f"{words[0]} {words[2]}", words[1].rstrip(".")
    return None


def _alias_key(name: str) -> str | None:
    from ..lexicon import canonical_technology_name

    return canonical_technology_name(name)


def find_possible_duplicates(ws: Workspace, limit: int = 50) -> list[PossibleDuplicate]:
    limit = check_limit(limit, default=50, low=1, high=1000)
    with ws._db.read() as conn:
        names_of = type_names(ws, conn)
        rows = conn.execute(
            "SELECT e.id, e.entity_type_id, t.name, e.name, e.properties FROM kg_entities e"
            " LEFT JOIN kg_entity_types t ON t.id = e.entity_type_id WHERE e.workspace_id = ?",
            (ws.id,)).fetchall()
        buckets: dict[tuple, list[str]] = {}
        entity_names: dict[str, str] = {}
        for eid, type_id, type_name, name, props in rows:
            if not isinstance(name, str):
                continue
            entity_names[eid] = name
            letters = letters_key(name)
            if letters:
                buckets.setdefault((type_id, SAME_LETTERS, letters), []).append(eid)
            if type_name == "technology":
                canonical = _alias_key(name)
                if canonical:
                    buckets.setdefault((type_id, KNOWN_ALIAS, canonical), []).append(eid)
            if type_name == "person":
                key = person_key(name)
                if key is not None:
                    buckets.setdefault((type_id, MIDDLE_INITIAL, key[0]), []).append(eid)
                email = (read_properties(props) or {}).get("email")
                if isinstance(email, str) and "@" in email:
                    buckets.setdefault((type_id, SAME_EMAIL, email.strip().casefold()), []).append(eid)

        found: dict[frozenset, tuple[int, str, str]] = {}  # pair -> (rank, reason, sort name)
        for (_type, kind, key), ids in buckets.items():
            if len(ids) < 2 or len(ids) > _BUCKET_MAX:
                continue
            for i, first in enumerate(ids):
                for second in ids[i + 1:]:
                    a, b = entity_names[first], entity_names[second]
                    reason = _reason(kind, key, a, b)
                    if reason is None:
                        continue
                    pair = frozenset((first, second))
                    candidate = (_RANK[kind], reason, min(a.casefold(), b.casefold()))
                    if pair not in found or candidate < found[pair]:
                        found[pair] = candidate
        ranked = sorted(found.items(), key=lambda kv: (kv[1], sorted(kv[0])))[:limit]
        result = []
        for pair, (_rank, reason, _name) in ranked:
            ids = sorted(pair)
            keep = choose_canonical(conn, ids)
            other = ids[1] if keep == ids[0] else ids[0]
            keep_row = entity_row(ws, conn, keep)
            other_row = entity_row(ws, conn, other)
            result.append(PossibleDuplicate(entity_from_row(keep_row, names_of), entity_from_row(other_row, names_of),
                                            reason))
        return result


def _reason(kind: str, key: str, a: str, b: str) -> str | None:
    if kind == SAME_LETTERS:
        return SAME_LETTERS
    if kind == KNOWN_ALIAS:
        if letters_key(a) == letters_key(b):
            return None  # said better as the same letters
        alias = b if a == key else a if b == key else None
        return f"known alias: {alias} = {key}" if alias else f"known aliases of {key}: {a}, {b}"
    if kind == MIDDLE_INITIAL:
        ka, kb = person_key(a), person_key(b)
        if ka is None or kb is None or (ka[1] and kb[1]) or ka[1] == kb[1]:
            return None  # two initials (two people), or the very same words (said by the letters)
        return MIDDLE_INITIAL
    if kind == SAME_EMAIL:
        return f"{SAME_EMAIL} ({key})"
    return None

