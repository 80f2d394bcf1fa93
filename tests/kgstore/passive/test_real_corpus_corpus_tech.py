"""The technical half of the real corpus is well formed: enough texts of each kind, no text twice,
every source an address, every label of a known type, and every label really in its text.

This checks the corpus, not the extractor: no extraction score is asserted here (see
benchmarks/extraction_quality.py for those).
"""

from __future__ import annotations

import importlib
import re
import sys
from collections import Counter
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
import real_corpus  # noqa: E402

from kgstore.passive.extraction import HTTP_METHODS  # noqa: E402
from kgstore.lexicon import (  # noqa: E402
    FENCE_LANGUAGES,
    SURFACE_FORMS,
    canonical_technology_name,
)

MODULES = ("tech_changelogs", "tech_docs", "tech_issues_a", "tech_issues_b", "tech_issues_c",
           "tech_issues_d", "tech_issues_e", "tech_issues_f", "tech_issues_g", "tech_fresh",
           "tech_fresh2", "tech_fresh3_issues", "tech_fresh3_changelogs", "tech_fresh3_qa",
           "tech_fresh3_blogs", "tech_fresh4_issues", "tech_fresh4_qa",
           "tech_fresh4_other", "tech_fresh5_issues", "tech_fresh5_qa",
           "tech_fresh5_other", "tech_fresh6_issues", "tech_fresh6_qa",
           "tech_fresh6_other", "tech_fresh7_issues", "tech_fresh7_other",
           "tech_fresh8_issues", "tech_fresh8_other", "tech_fresh9_issues", "tech_fresh9_other",
           "tech_fresh10_issues", "tech_fresh10_other", "tech_fresh11_issues", "tech_fresh11_other",
           "tech_fresh12_issues", "tech_fresh12_other", "tech_fresh13_issues", "tech_fresh13_other",
           "tech_fresh14_issues", "tech_fresh14_other", "tech_fresh15_issues", "tech_fresh15_other",
           "tech_fresh16", "tech_fresh17_issues", "tech_fresh17_other", "tech_fresh18_issues",
           "tech_fresh18_other", "tech_fresh19_issues", "tech_fresh19_other",
           "tech_fresh20_issues", "tech_fresh20_other", "tech_fresh21_issues", "tech_fresh21_other",
           "tech_fresh22_issues", "tech_fresh22_other", "tech_fresh23_issues", "tech_fresh23_other",
           "tech_fresh24_issues", "tech_fresh24_other", "tech_fresh25_issues", "tech_fresh25_other",
           "tech_fresh26_issues", "tech_fresh26_other", "tech_fresh27_issues", "tech_fresh27_other",
           "tech_fresh28_issues", "tech_fresh28_other", "tech_fresh29_issues", "tech_fresh29_other",
           "tech_fresh30_issues", "tech_fresh30_other", "tech_fresh31_issues", "tech_fresh31_other",
           "tech_fresh32_issues", "tech_fresh32_other", "tech_fresh33_issues", "tech_fresh33_other",
           "tech_fresh34_issues", "tech_fresh34_other", "tech_fresh35_issues", "tech_fresh35_other",
           "tech_fresh36_issues", "tech_fresh36_other", "tech_fresh37_issues", "tech_fresh37_other",
           "tech_fresh38_issues", "tech_fresh38_other", "tech_fresh39_issues", "tech_fresh39_other",
           "tech_fresh40_issues", "tech_fresh40_other")
#: What was delivered; the corpus may grow, never shrink below this.
MIN_PER_KIND = {"issue": 191, "docs": 12, "changelog": 8, "blog": 6, "qa": 2}
MIN_TEXTS = 219
MIN_WITH_FILES = 53
MIN_WITH_ENDPOINTS = 46
MIN_WITH_NOTHING = 14

_SOURCE_RE = re.compile(r"^(?:https?://[^\s/]+\.[^\s/]+/\S*|github:[\w.-]+/[\w.-]+:\S+)$")
_LABEL_TYPES = {"technology", "file", "api_endpoint"}


def _modules():
    return [importlib.import_module(f"real_corpus.{name}") for name in MODULES]


CASES = [(module.__name__, case) for module in _modules() for case in module.CASES]


def _surfaces_by_name() -> dict[str, set[str]]:
    """Every spelling the lexicon matches for each technology (aliases and code tokens too)."""
    out: dict[str, set[str]] = {}
    for form in SURFACE_FORMS.values():
        tech = form.technology
        spellings = out.setdefault(tech.name, set())
        spellings.update({tech.name, form.text, *tech.aliases, *tech.exact_aliases,
                          *tech.ambiguous_aliases, *tech.code_tokens})
    return out


LEXICON_SURFACES = _surfaces_by_name()


def _mentions(text: str, surface: str) -> bool:
    """*surface* occurs in *text*, case-insensitively, not inside a longer word (a version may
    follow it: "windows7", "C++11", "Vue2")."""
    pattern = r"(?<![A-Za-z0-9])" + re.escape(surface) + r"(?![A-Za-z])"
    return re.search(pattern, text, re.IGNORECASE) is not None


def _fenced_as(text: str, language: str) -> bool:
    """A fenced code block of *text* is labelled *language* (```ts)."""
    return re.search(r"^[ \t]*```[ \t]*" + re.escape(language) + r"[ \t]*$", text,
                     re.MULTILINE | re.IGNORECASE) is not None


def test_every_module_is_part_of_the_package():
    assert {name for name in MODULES} <= {m.__name__.rsplit(".", 1)[1] for m in _modules()}
    assert all(case in real_corpus.ALL for _, case in CASES)


def test_counts_per_kind_and_of_files_and_endpoints():
    kinds = Counter(case.kind for _, case in CASES)
    for kind, least in MIN_PER_KIND.items():
        assert kinds[kind] >= least, (kind, kinds[kind])
    assert len(CASES) >= MIN_TEXTS
    with_files = sum(any(t == "file" for t, _ in case.expected) for _, case in CASES)
    with_endpoints = sum(any(t == "api_endpoint" for t, _ in case.expected) for _, case in CASES)
    assert with_files >= MIN_WITH_FILES and with_endpoints >= MIN_WITH_ENDPOINTS
    assert sum(not case.expected for _, case in CASES) >= MIN_WITH_NOTHING, "too few traps"


def _comparable(text: str) -> str:
    # (a thread moved to another repository and copied again, trimmed otherwise: its opening,
    # blanks aside, is the same)
    return " ".join(text.split())[:400]


def test_no_text_twice_in_the_whole_corpus():
    # (every case, prose too: a page two sets took, trimmed otherwise, counts once)
    counts = Counter(_comparable(case.text) for case in real_corpus.ALL)
    twice = [case.source for case in real_corpus.ALL if counts[_comparable(case.text)] > 1]
    assert not twice


def test_sources_are_addresses_and_kinds_are_known():
    for module, case in CASES:
        assert _SOURCE_RE.match(case.source), (module, case.source)
        assert case.kind in real_corpus.KINDS
        assert case.text.strip(), (module, case.source)


def test_label_types_and_names_are_valid():
    for module, case in CASES:
        for kind, name in case.expected:
            assert kind in _LABEL_TYPES, (module, case.source, kind)
            assert isinstance(name, str) and name and name == name.strip(), (case.source, name)


@pytest.mark.parametrize("module_name, case", CASES,
                         ids=[f"{m.rsplit('.', 1)[1]}:{c.source}" for m, c in CASES])
def test_every_label_is_in_its_text(module_name, case):
    extra_surfaces = getattr(sys.modules[module_name], "SURFACES", {})
    for kind, name in case.expected:
        if kind == "file":
            # as written, or with each backslash escaped as the text writes it ('a\\\\b.py')
            assert name in case.text or name.replace("\\", "\\\\") in case.text, name
            assert "/" in name or "\\" in name, f"{name}: a bare file name is not a path"
            assert "://" not in name
        elif kind == "api_endpoint":
            method, _, path = name.partition(" ") if not name.startswith("/") else ("", "", name)
            assert path.startswith("/"), name
            assert path.rstrip("/") in case.text, name
            if method:
                # in capitals, as a route call's method in code (app.post('/x')), as a
                # mapping annotation's (@PostMapping("/x")) or as an ASP.NET minimal API's
                # mapping call's (app.MapPost("/x"))
                assert method in HTTP_METHODS and re.search(
                    rf"\b{method}\b|@{method}Mapping\b|\.Map{method}\b", case.text,
                    re.IGNORECASE), name
        else:
            canonical = canonical_technology_name(name)
            if canonical is not None:
                assert canonical == name, f"{name!r}: the lexicon spells it {canonical!r}"
            surfaces = {name} | LEXICON_SURFACES.get(name, set()) | set(extra_surfaces.get(name, ()))
            fences = [lang for lang, tech in FENCE_LANGUAGES.items() if tech == name]
            assert (any(_mentions(case.text, s) for s in surfaces)
                    or any(_fenced_as(case.text, lang) for lang in fences)), (case.source, name)


def test_extra_surfaces_are_used_and_name_no_lexicon_technology_otherwise():
    for module in _modules():
        for name, spellings in getattr(module, "SURFACES", {}).items():
            labelled = [c for c in module.CASES if ("technology", name) in c.expected]
            assert labelled, (module.__name__, name)
            for spelling in spellings:
                assert any(_mentions(c.text, spelling) for c in labelled), (name, spelling)
                # a spelling the lexicon gives another technology would smuggle a label in
                other = canonical_technology_name(spelling)
                assert other in (None, name), (name, spelling, other)
