"""Well-formedness of the prose half of the real corpus (``real_corpus/prose_*.py``).

These texts are ordinary prose (literature, news, recipes, travel, French pages, forum posts by
non-programmers) full of words that are also tool names, plus a few mixed texts where a person
genuinely names a tool. The checks here are about the corpus itself, not about extraction
scores: every case has a real source address, valid labels, labels that can be found in the
text, and trap notes that name words the text really contains.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
import sys
import unicodedata
from collections import Counter
from pathlib import Path

import pytest

_HERE = Path(__file__).resolve().parent
if str(_HERE) not in sys.path:
    sys.path.insert(0, str(_HERE))

import real_corpus  # noqa: E402

from kgstore.lexicon import SURFACE_FORMS, canonical_technology_name  # noqa: E402

PREFIX = "prose_"
LABEL_TYPES = {"technology", "file", "api_endpoint"}
METHODS = {"GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"}

#: At least what this half of the corpus delivered, per kind.
MIN_PER_KIND = {"prose": 142, "french": 42, "news": 40, "blog": 28, "recipe": 28, "qa": 12, "other": 8}
MIN_TOTAL = 300
MIN_TRAP_TEXTS = 250  # ordinary prose with trap words and nothing to extract
MIN_MIXED_TEXTS = 37  # prose that genuinely names a tool or two
MIN_FRENCH = 20

_SOURCE_RE = re.compile(r"^(https?://[^\s/]+\.[^\s/]+\S*|github:[\w.-]+/[\w.-]+:\S+)$")


def _modules():
    names = sorted(i.name for i in pkgutil.iter_modules(real_corpus.__path__) if i.name.startswith(PREFIX))
    return [importlib.import_module(f"real_corpus.{name}") for name in names]


MODULES = _modules()
CASES = [case for module in MODULES for case in module.CASES]
#: Spellings a module records for a technology whose name does not occur whole in a text
#: ("Word" for Microsoft Word); a label is still checked against the text through them.
RECORDED_SURFACES: dict[str, tuple[str, ...]] = {}
for _module in MODULES:
    for _name, _spellings in getattr(_module, "SURFACES", {}).items():
        RECORDED_SURFACES[_name] = RECORDED_SURFACES.get(_name, ()) + tuple(_spellings)


def _case_id(case) -> str:
    return f"{case.kind}:{case.source[:60]}:{case.text[:30]!r}"


def _normalised(text: str) -> str:
    return " ".join(unicodedata.normalize("NFC", text).casefold().split())


def _has_word(text: str, word: str, *, ignore_case: bool) -> bool:
    """``word`` occurs in ``text`` on its own, not inside a longer word ("Go" is not in "Gogo")."""
    flags = re.IGNORECASE if ignore_case else 0
    return re.search(rf"(?<![\w]){re.escape(word)}(?![\w+#])", text, flags) is not None


def _technology_surfaces(name: str) -> set[str]:
    """The label's name, every spelling the lexicon maps to it, and any recorded spelling."""
    surfaces = {name, *RECORDED_SURFACES.get(name, ())}
    surfaces.update(form.text for form in SURFACE_FORMS.values() if form.technology.name == name)
    return surfaces


def _trap_words(note: str) -> list[str]:
    """The words named after ``trap:``; parenthesised remarks are descriptions, not words."""
    body = note[len("trap:"):]
    body = re.sub(r"\([^)]*\)", "", body)
    return [item.strip() for item in body.split(",") if item.strip()]


def test_the_prose_modules_are_found_and_each_holds_a_list_of_cases():
    assert len(MODULES) >= 4
    for module in MODULES:
        assert isinstance(module.CASES, list) and module.CASES, module.__name__
        for case in module.CASES:
            assert isinstance(case, real_corpus.RealCase), module.__name__
    # The package's own join sees them too.
    assert {id(case) for case in CASES} <= {id(case) for case in real_corpus.ALL}


def test_counts_per_kind_are_at_least_what_was_delivered():
    counts = Counter(case.kind for case in CASES)
    for kind, minimum in MIN_PER_KIND.items():
        assert counts[kind] >= minimum, (kind, counts[kind])
    assert len(CASES) >= MIN_TOTAL
    assert counts["french"] >= MIN_FRENCH


def test_there_are_enough_trap_texts_and_mixed_texts():
    traps = [c for c in CASES if c.note.startswith("trap:") and not c.note.startswith("trap: none")]
    mixed = [c for c in CASES if c.note.startswith("mixed:")]
    assert len(traps) >= MIN_TRAP_TEXTS
    assert len(mixed) >= MIN_MIXED_TEXTS
    # Every case says which of the two it is, so the figures can be split by it.
    assert all(c.note.startswith(("trap:", "mixed:")) for c in CASES)


def test_no_text_is_there_twice_in_the_whole_corpus():
    ours = Counter(_normalised(c.text) for c in CASES)
    assert [t[:60] for t, n in ours.items() if n > 1] == []
    everyone = Counter(_normalised(c.text) for c in real_corpus.ALL)
    assert [t[:60] for t in ours if everyone[t] > 1] == []


@pytest.mark.parametrize("case", CASES, ids=_case_id)
def test_each_case_is_well_formed(case):
    assert case.kind in real_corpus.KINDS
    assert _SOURCE_RE.match(case.source), case.source
    assert case.text == case.text.strip() and case.text, "texts are trimmed, never empty"
    assert 60 <= len(case.text) <= 1400, len(case.text)
    assert isinstance(case.expected, frozenset)
    for label_type, name in case.expected:
        assert label_type in LABEL_TYPES
        assert isinstance(name, str) and name and name == name.strip()


@pytest.mark.parametrize("case", CASES, ids=_case_id)
def test_every_label_can_be_found_in_its_text(case):
    for label_type, name in case.expected:
        if label_type == "technology":
            canonical = canonical_technology_name(name)
            assert canonical in (None, name), f"use the lexicon's spelling {canonical!r}, not {name!r}"
            found = [s for s in _technology_surfaces(name) if _has_word(case.text, s, ignore_case=True)]
            assert found, f"{name!r} does not occur in the text"
        elif label_type == "file":
            assert name in case.text, f"file {name!r} is not written so in the text"
            assert not name.startswith(("http://", "https://")), "URLs are not files"
        else:
            method, _, path = name.partition(" ")
            if not path:
                method, path = "", name
            assert path.startswith("/"), name
            assert path in case.text, f"endpoint path {path!r} is not in the text"
            if method:
                # (in any casing: a route in code writes it lower-case, "app.delete('/x')")
                assert method in METHODS and _has_word(case.text, method, ignore_case=True), name


@pytest.mark.parametrize("case", [c for c in CASES if c.note.startswith("trap:")], ids=_case_id)
def test_trap_texts_name_words_they_contain_and_expect_nothing(case):
    words = _trap_words(case.note)
    assert words, case.note
    if words[0] != "none":
        for word in words:
            assert _has_word(case.text, word, ignore_case=False), f"trap word {word!r} is not in the text"
    assert case.expected == frozenset(), "a trap text is prose with nothing to extract"


@pytest.mark.parametrize("case", [c for c in CASES if c.note.startswith("mixed:")], ids=_case_id)
def test_mixed_texts_name_at_least_one_technology(case):
    assert any(label_type == "technology" for label_type, _ in case.expected)
