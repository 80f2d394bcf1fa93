"""Tests for kgstore.lexicon."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kgstore.lexicon import (
    AMBIGUOUS,
    CODE_TOKENS,
    DISTINCTIVE,
    ENGLISH_WORD,
    FENCE_LANGUAGES,
    PACKAGE_SCOPES,
    SURFACE_FORMS,
    TECHNOLOGIES,
    TECHNOLOGY_BY_NAME,
    canonical_technology_name,
    is_noise_technology_name,
    normalize_key,
    technology_level,
)


def test_lexicon_size_and_levels():
    assert len(TECHNOLOGIES) >= 80
    levels = {t.level for t in TECHNOLOGIES}
    assert levels == {DISTINCTIVE, ENGLISH_WORD, AMBIGUOUS}
    for name in ("TypeScript", "PostgreSQL", "Kubernetes", "Docker", "Node.js", "GraphQL",
                 "Redis", "Webpack", "Vite", "Terraform"):
        assert TECHNOLOGY_BY_NAME[name].level == DISTINCTIVE, name
    for name in ("Electron", "Flask", "Angular", "Tailwind", "Jest", "REST", "Spring", "Swift",
                 "Ruby", "Rails", "Deno", "Bun", "Svelte", "Ember", "Mocha", "Puppeteer"):
        assert TECHNOLOGY_BY_NAME[name].level == ENGLISH_WORD, name
    for name in ("Go", "Rust", "Express", "React", "Dart", "Julia", "Elm", "Remix", "Gin"):
        assert TECHNOLOGY_BY_NAME[name].level == AMBIGUOUS, name


def test_every_spelling_is_unique_and_maps_back():
    canonical = [t.name for t in TECHNOLOGIES]
    assert len(canonical) == len(set(canonical))
    for tech in TECHNOLOGIES:
        for spelling in (tech.name, *tech.aliases, *tech.exact_aliases, *tech.ambiguous_aliases):
            assert SURFACE_FORMS[normalize_key(spelling)].technology is tech, spelling
    for token, tech in CODE_TOKENS.items():
        assert token == token.lower() and tech.name in TECHNOLOGY_BY_NAME
    assert set(PACKAGE_SCOPES.values()) <= set(TECHNOLOGY_BY_NAME)
    assert set(FENCE_LANGUAGES.values()) <= set(TECHNOLOGY_BY_NAME)


@pytest.mark.parametrize("name, expected", [
    ("electron", "Electron"), ("ELECTRON", "Electron"), ("NODE.JS", "Node.js"),
    ("nodejs", "Node.js"), ("node", "Node.js"), ("go", "Go"), ("golang", "Go"),
    ("postgres", "PostgreSQL"), ("Postgres", "PostgreSQL"), ("k8s", "Kubernetes"),
    ("rest", "REST"), ("restful", "REST"), ("  react   native ", "React Native"),
    ("ｔｙｐｅｓｃｒｉｐｔ", "TypeScript"), ("express.js", "Express"), ("reactjs", "React"),
    ("js", "JavaScript"), ("c++", "C++"), (".net", ".NET"), ("pandas", "pandas"),
    ("Hello", None), ("", None), ("   ", None), ("src/app.ts", None), ("react-dom", None),
])
def test_canonical_technology_name(name, expected):
    assert canonical_technology_name(name) == expected


def test_canonical_technology_name_odd_input():
    assert canonical_technology_name(None) is None  # type: ignore[arg-type]
    assert canonical_technology_name("\x00\ud800") is None


@pytest.mark.parametrize("name, level", [
    ("TypeScript", 1), ("typescript", 1), ("golang", 1), ("Node.js", 1), ("Electron", 2),
    ("electron", 2), ("JS", 2), ("Go", 3), ("go", 3), ("Node", 3), ("Next", 3),
    ("Next.js", 1), ("unknown", None),
])
def test_technology_level(name, level):
    assert technology_level(name) == level


@pytest.mark.parametrize("name", [
    "go", "rust", "express", "react", "rest", "electron", "Rest", "GO", "REACT", "node",
    "flask", "jest", "spring", "swift", "Electron ".lower(), " go ",
])
def test_noise_names(name):
    assert is_noise_technology_name(name) is True


@pytest.mark.parametrize("name", [
    "React", "Go", "Electron", "REST", "TypeScript", "typescript", "TYPESCRIPT", "postgres",
    "golang", "Node.js", "node.js", "React Native", "react native", "Spring Boot", "Node",
    "Kubernetes", "foo", "", "My Project", " React ", "React  ",
])
def test_not_noise_names(name):
    assert is_noise_technology_name(name) is False


def test_noise_odd_input():
    assert is_noise_technology_name(None) is False  # type: ignore[arg-type]
    assert is_noise_technology_name("\ud800") is False


@given(st.text())
def test_lexicon_functions_never_raise(text):
    name = canonical_technology_name(text)
    assert name is None or name in TECHNOLOGY_BY_NAME
    assert technology_level(text) in (None, 1, 2, 3)
    assert isinstance(is_noise_technology_name(text), bool)
    if name is not None:
        assert canonical_technology_name(name) == name
        assert not is_noise_technology_name(name)


# Every distinctive (level-1) spelling is matched in any casing, anywhere: one that is also an
# English word ("handlebars", "latex", "pulp", "clang") would name a tool in a recipe or a
# novel. Each such spelling must say so (everyday, everyday_lower or lower_case_word), or be
# listed here as a word nobody writes outside software.
_WORD_LIST = Path("/usr/share/dict/american-english")  # Debian's wamerican (.ci/run installs it)
_NOT_EVERYDAY = {"typescript", "spacy"}  # a typist's copy; slang nobody writes in prose


@pytest.mark.skipif(not _WORD_LIST.exists(), reason="no English word list (apt install wamerican)")
def test_no_distinctive_spelling_is_an_unflagged_english_word():
    words = {w.strip() for w in _WORD_LIST.read_text(encoding="utf-8", errors="replace").split("\n")
             if w.strip().islower()}
    unflagged = sorted(
        key for key, form in SURFACE_FORMS.items()
        if form.level == DISTINCTIVE and " " not in key and key in words and key not in _NOT_EVERYDAY
        and not (form.technology.everyday or form.technology.everyday_lower
                 or form.technology.lower_case_word))
    assert unflagged == []
