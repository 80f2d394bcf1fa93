"""Possible duplicates (issue #21, item 2): pairs of one type that look like the same thing,
with the reason, never merged unasked; near misses stay apart; cheap on a large workspace."""

from __future__ import annotations

import pytest

from kgstore import ValidationError
from kgstore.queries.possible_duplicates import letters_key, person_key
from work_counted import python_lines


def pairs(ws, **kw) -> dict[frozenset, str]:
    return {frozenset((p.keep.name, p.other.name)): p.reason for p in ws.possible_duplicates(**kw)}


@pytest.fixture
def crowded(ws):
    """What an agent's memory collects: lookalikes and near misses."""
    for type_name, name in [
        ("technology", "Postgres"), ("technology", "PostgreSQL"),
        ("technology", "k8s"), ("technology", "Kubernetes"),
        ("technology", "Node.js"), ("technology", "NodeJS"),
        ("technology", "Java"), ("technology", "JavaScript"),
        ("technology", "React"), ("technology", "React Native"),
        ("technology", "C"), ("technology", "C++"), ("technology", "C#"),
        ("concept", "auth service"), ("concept", "auth-service"), ("project", "Auth Service"),
        ("person", "John Smith"), ("person", "Jane Smith"), ("person", "John A. Smith"),
        ("person", "Mary K. Jones"), ("person", "Mary L. Jones"),
        ("organization", "Acme"), ("organization", "Acme Corp"),
    ]:
        ws.upsert_entity(type_name, name)
    ws.upsert_entity("person", "Fay Crane", properties={"email": "fay@example.org"})
    ws.upsert_entity("person", "F Crane", properties={"email": "FAY@example.org"})
    return ws


def test_lookalikes_are_paired_with_their_reason(crowded):
    found = pairs(crowded)
    assert found[frozenset(("Postgres", "PostgreSQL"))] == "known alias: Postgres = PostgreSQL"
    assert found[frozenset(("k8s", "Kubernetes"))] == "known alias: k8s = Kubernetes"
    assert found[frozenset(("auth service", "auth-service"))] == "same name but for case, spaces, punctuation"
    assert found[frozenset(("Node.js", "NodeJS"))] == "same name but for case, spaces, punctuation"
    assert found[frozenset(("John Smith", "John A. Smith"))] == "same name with and without a middle initial"
    assert found[frozenset(("Fay Crane", "F Crane"))] == "same email address (fay@example.org)"


def test_near_misses_are_not_paired(crowded):
    found = pairs(crowded)
    for a, b in [("Java", "JavaScript"), ("React", "React Native"), ("John Smith", "Jane Smith"),
                 ("Jane Smith", "John A. Smith"), ("Mary K. Jones", "Mary L. Jones"), ("C", "C++"),
                 ("C", "C#"), ("C++", "C#"), ("Acme", "Acme Corp")]:
        assert frozenset((a, b)) not in found, (a, b)


def test_only_entities_of_one_type_are_paired(crowded):
    # The project "Auth Service" spells like the concept "auth service" but is another kind of thing.
    assert not any("Auth Service" in pair for pair in pairs(crowded))


def test_nothing_is_merged_and_keep_is_the_stores_choice(crowded):
    before = crowded.stats().entities
    found = crowded.possible_duplicates()
    assert crowded.stats().entities == before
    for pair in found:
        assert crowded.suggested_keep(pair.other.id, pair.keep.id) == pair.keep.id


def test_merging_a_suggestion_takes_it_off_the_list(crowded):
    pair = next(p for p in crowded.possible_duplicates() if p.keep.name in ("Postgres", "PostgreSQL"))
    crowded.merge_entities(pair.keep.id, pair.other.id)
    assert frozenset(("Postgres", "PostgreSQL")) not in pairs(crowded)


def test_limit_is_checked_and_caps_the_list(crowded):
    assert len(crowded.possible_duplicates(limit=2)) == 2
    with pytest.raises(ValidationError):
        crowded.possible_duplicates(limit="ten")


def test_keys():
    assert letters_key("Auth-Service") == letters_key("auth service") == letters_key("AuthService")
    assert len({letters_key(n) for n in ("C", "C++", "C#")}) == 3
    assert person_key("John A. Smith") == ("john smith", "a")
    assert person_key("John Smith") == ("john smith", "")
    assert person_key("J. Smith") is None and person_key("Smith") is None


def test_twenty_thousand_entities_take_work_linear_in_the_entities(ws):
    with ws._db.write():
        for i in range(20_000):
            ws.upsert_entity("concept" if i % 2 else "technology", f"topic {i} of the corpus")
    ws.upsert_entity("concept", "topic-7 of the corpus")
    # The work, not the time (that is the benchmarks'): some 20 lines of Python per entity (its
    # keys), so 50 a entity is ample; comparing the 10,000 entities of a type pair by pair would
    # take tens of millions.
    with python_lines("kgstore", limit=50 * 20_001) as python:
        found = ws.possible_duplicates(limit=100)
    assert [frozenset((p.keep.name, p.other.name)) for p in found] == [
        frozenset(("topic 7 of the corpus", "topic-7 of the corpus"))]
    assert python.lines <= 50 * 20_001
