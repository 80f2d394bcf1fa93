"""Real, human-written texts for passive extraction, each kept as written (trimmed to a
paragraph or two) with its source address and labelled by hand: what a careful person would
want remembered from it. Nobody on the project wrote these texts; the labels were written from
the text, not from the extractor's output.

Each module of this package holds one ``CASES`` list; :data:`ALL` joins them. The modules of
:data:`FRESH_MODULES` were gathered after the extractor had been tuned and nobody tunes it on
them: the benchmark scores each set as a split of its own ("fresh", then "fresh-2", gathered
after the extractor had been tuned on "fresh" too, then "fresh-3": real texts fetched from
stored public copies of the addresses they cite and labelled before the extractor ran on them,
after "fresh-2" had been written from memory, then "fresh-4": more real texts fetched the same
way from other addresses and labelled without running the extractor on them, while the
extractor was being improved elsewhere, then "fresh-5": real texts fetched the same way from
repositories and sites none of the earlier sets used, labelled without running the extractor,
an endpoint only where the text gives its HTTP method, then "fresh-6": real texts fetched the
same way once more from repositories and sites none of the earlier sets used, labelled without
running the extractor while it was being improved elsewhere, then "fresh-7": real texts taken
the same way from repositories and sites none of the earlier sets used, labelled without running
the extractor before part 9 of issue #20 changed it, then "fresh-8": real texts taken the same
way from threads, pages and files none of the earlier sets used, labelled without running the
extractor after part 9 was merged, then "fresh-9": real texts taken the same way from threads,
pages and files none of the earlier sets used, labelled without running the extractor after part
10 was merged, then "fresh-10": real texts taken the same way from threads, pages and files none
of the earlier sets used, labelled without running the extractor after part 11 was merged, then
"fresh-11": real texts taken the same way from threads, pages and files none of the earlier sets
used, labelled without running the extractor after part 12 was merged, then "fresh-12": real texts taken
the same way from threads, pages and files none of the earlier sets used, labelled without running the
extractor after part 13 was merged, then "fresh-13": real texts taken the same way from threads, pages and
files none of the earlier sets used, labelled without running the extractor after part 13 and the wider
lexicon were merged, then "fresh-14": real texts taken the same way from threads, pages and files none of the
earlier sets used, labelled without running the extractor after part 13's review, then "fresh-15": real texts taken the
same way from threads, pages and files none of the earlier sets used, labelled without running the extractor after part 14, then
"fresh-16": real texts taken the same way from threads, pages and files none of the earlier sets used, labelled without
running the extractor after part 14's reading of fresh-15, then "fresh-17": real texts taken the same way from threads, pages
and files none of the earlier sets used, labelled without running the extractor after part 14's review, then "fresh-18":
real texts taken the same way from threads, pages and files none of the earlier sets used, labelled without running the
extractor after part 15, then "fresh-19": real texts taken the same way from threads, pages and files none of the earlier
sets used, labelled without running the extractor after part 15's reading of fresh-18, then "fresh-20": real texts taken
the same way from threads, pages and files none of the earlier sets used, labelled without running the extractor after part 15
and its wider lexicon, then "fresh-21" and "fresh-22": real texts taken the same way, labelled at once without running the
extractor after part 15's reading of fresh-20, fresh-21 read first and fresh-22 measured only after that reading had landed,
then "fresh-23": real texts taken the same way, labelled without running the extractor while fresh-21 and fresh-22 were read
and measured after both readings had landed, then "fresh-24" and "fresh-25": real texts taken the same way, labelled at once
without running the extractor after part 16, fresh-24 read first and fresh-25 measured only after that reading had landed,
then "fresh-26" and "fresh-27": real texts taken the same way, labelled at once without running the extractor after part
17 and both measured before either was read, then "fresh-28": real texts taken the same way, labelled without running the
extractor while those two were read, and measured after that reading had landed, then "fresh-29": real texts taken the
same way, labelled without running the extractor while fresh-28 was read, and measured after that reading had landed,
then "fresh-30" and "fresh-31": real texts taken the same way, labelled at once without running the extractor after part
18 and both measured before either was read; fresh-31 has no French module, its labelling ran out of time; then "fresh-32"
and "fresh-33": real texts taken the same way, labelled without running the extractor while those two were read, and
measured after that reading had landed; then "fresh-34" and "fresh-35": real texts taken the same way, labelled at once
without running the extractor after part 19, both measured before either was read; then "fresh-36" and "fresh-37": real
texts taken the same way, labelled at once without running the extractor after part 20, both measured before either
was read; then "fresh-38" and "fresh-39": real texts taken the same way, labelled at once without running the extractor
after part 21, both measured before either was read; then "fresh-40": real texts taken the same way, labelled without
running the extractor while those two were read, and measured after that reading had landed).

One convention holds across the sets: a code fence's language is labelled (```python names Python),
except a shell's (```bash, ```sh): a page highlights its commands that way whatever they run, so Bash
is labelled only where the text names it otherwise ("a bash script", "shell: bash"). fresh-10 to
fresh-13 were first labelled otherwise; their 11 such labels were taken back, each noted. Another: a
request the app's framework says no route accepts ("No route matches [POST] "/x"", "Cannot GET /x") is no
endpoint; fresh-3 and fresh-4 had 3 such labels, taken back in part 15, each noted. A third: REST is labelled
where the text writes the noun phrase ("REST API", "RESTful API", "REST web services"); most sets did, fresh-18
left it out everywhere, and the 16 texts of earlier sets that left it out were labelled so in part 16, each
noted. fresh-23 was told the majority's rule for three more the sets had made both ways: a response header
naming the server software (``Server: Werkzeug/0.11 Python/2.7``) is labelled; a request with its method to the
app's own server written as a URL (``curl -X POST http://localhost:3000/api/login``) is labelled with the URL's
path; a request for one item ("GET /users/42") is labelled where the text writes no route it is a call of
(10 older texts did, 4 did not; one of those, in "fresh", was labelled so in part 16, noted).
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import NamedTuple

#: The kinds of text, for per-kind figures.
KINDS = ("issue", "changelog", "qa", "blog", "docs", "news", "recipe", "prose", "french", "other")


class RealCase(NamedTuple):
    text: str
    expected: frozenset  # of (type, name): "technology" | "file" | "api_endpoint"
    source: str  # the address the text was taken from
    kind: str  # one of KINDS
    note: str = ""


#: Modules of texts gathered after the extractor was tuned, and the split each one is scored
#: in (a fresh held-out set each).
FRESH_SPLITS = {"tech_fresh": "fresh", "tech_fresh2": "fresh-2", "prose_fresh2": "fresh-2",
                "tech_fresh3_issues": "fresh-3", "tech_fresh3_changelogs": "fresh-3",
                "tech_fresh3_qa": "fresh-3", "tech_fresh3_blogs": "fresh-3",
                "prose_fresh3": "fresh-3", "prose_french_fresh3": "fresh-3",
                "tech_fresh4_issues": "fresh-4", "tech_fresh4_qa": "fresh-4",
                "tech_fresh4_other": "fresh-4", "prose_fresh4": "fresh-4",
                "prose_french_fresh4": "fresh-4",
                "tech_fresh5_issues": "fresh-5", "tech_fresh5_qa": "fresh-5",
                "tech_fresh5_other": "fresh-5", "prose_fresh5": "fresh-5",
                "prose_french_fresh5": "fresh-5",
                "tech_fresh6_issues": "fresh-6", "tech_fresh6_qa": "fresh-6",
                "tech_fresh6_other": "fresh-6", "prose_fresh6": "fresh-6",
                "prose_french_fresh6": "fresh-6",
                "tech_fresh7_issues": "fresh-7", "tech_fresh7_other": "fresh-7",
                "prose_fresh7": "fresh-7", "prose_french_fresh7": "fresh-7",
                "tech_fresh8_issues": "fresh-8", "tech_fresh8_other": "fresh-8",
                "prose_fresh8": "fresh-8", "prose_french_fresh8": "fresh-8",
                "tech_fresh9_issues": "fresh-9", "tech_fresh9_other": "fresh-9",
                "prose_fresh9": "fresh-9", "prose_french_fresh9": "fresh-9",
                "tech_fresh10_issues": "fresh-10", "tech_fresh10_other": "fresh-10",
                "prose_fresh10": "fresh-10", "prose_french_fresh10": "fresh-10",
                "tech_fresh11_issues": "fresh-11", "tech_fresh11_other": "fresh-11",
                "prose_fresh11": "fresh-11", "prose_french_fresh11": "fresh-11",
                "tech_fresh12_issues": "fresh-12", "tech_fresh12_other": "fresh-12",
                "prose_fresh12": "fresh-12", "prose_french_fresh12": "fresh-12",
                "tech_fresh13_issues": "fresh-13", "tech_fresh13_other": "fresh-13",
                "prose_fresh13": "fresh-13", "prose_french_fresh13": "fresh-13",
                "tech_fresh14_issues": "fresh-14", "tech_fresh14_other": "fresh-14",
                "prose_fresh14": "fresh-14", "prose_french_fresh14": "fresh-14",
                "tech_fresh15_issues": "fresh-15", "tech_fresh15_other": "fresh-15",
                "prose_fresh15": "fresh-15", "prose_french_fresh15": "fresh-15",
                "tech_fresh16": "fresh-16", "prose_fresh16": "fresh-16",
                "tech_fresh17_issues": "fresh-17", "tech_fresh17_other": "fresh-17",
                "prose_fresh17": "fresh-17", "prose_french_fresh17": "fresh-17",
                "tech_fresh18_issues": "fresh-18", "tech_fresh18_other": "fresh-18",
                "prose_fresh18": "fresh-18", "prose_french_fresh18": "fresh-18",
                "tech_fresh19_issues": "fresh-19", "tech_fresh19_other": "fresh-19",
                "prose_fresh19": "fresh-19", "prose_french_fresh19": "fresh-19",
                "tech_fresh20_issues": "fresh-20", "tech_fresh20_other": "fresh-20",
                "prose_fresh20": "fresh-20", "prose_french_fresh20": "fresh-20",
                "tech_fresh21_issues": "fresh-21", "tech_fresh21_other": "fresh-21",
                "prose_fresh21": "fresh-21", "prose_french_fresh21": "fresh-21",
                "tech_fresh22_issues": "fresh-22", "tech_fresh22_other": "fresh-22",
                "prose_fresh22": "fresh-22", "prose_french_fresh22": "fresh-22",
                "tech_fresh23_issues": "fresh-23", "tech_fresh23_other": "fresh-23",
                "prose_fresh23": "fresh-23", "prose_french_fresh23": "fresh-23",
                "tech_fresh24_issues": "fresh-24", "tech_fresh24_other": "fresh-24",
                "prose_fresh24": "fresh-24", "prose_french_fresh24": "fresh-24",
                "tech_fresh25_issues": "fresh-25", "tech_fresh25_other": "fresh-25",
                "prose_fresh25": "fresh-25", "prose_french_fresh25": "fresh-25",
                "tech_fresh26_issues": "fresh-26", "tech_fresh26_other": "fresh-26",
                "prose_fresh26": "fresh-26", "prose_french_fresh26": "fresh-26",
                "tech_fresh27_issues": "fresh-27", "tech_fresh27_other": "fresh-27",
                "prose_fresh27": "fresh-27", "prose_french_fresh27": "fresh-27",
                "tech_fresh28_issues": "fresh-28", "tech_fresh28_other": "fresh-28",
                "prose_fresh28": "fresh-28", "prose_french_fresh28": "fresh-28",
                "tech_fresh29_issues": "fresh-29", "tech_fresh29_other": "fresh-29",
                "prose_fresh29": "fresh-29", "prose_french_fresh29": "fresh-29",
                "tech_fresh30_issues": "fresh-30", "tech_fresh30_other": "fresh-30",
                "prose_fresh30": "fresh-30", "prose_french_fresh30": "fresh-30",
                "tech_fresh31_issues": "fresh-31", "tech_fresh31_other": "fresh-31",
                "prose_fresh31": "fresh-31",
                "tech_fresh32_issues": "fresh-32", "tech_fresh32_other": "fresh-32",
                "prose_fresh32": "fresh-32", "prose_french_fresh32": "fresh-32",
                "tech_fresh33_issues": "fresh-33", "tech_fresh33_other": "fresh-33",
                "prose_fresh33": "fresh-33", "prose_french_fresh33": "fresh-33",
                "tech_fresh34_issues": "fresh-34", "tech_fresh34_other": "fresh-34",
                "prose_fresh34": "fresh-34", "prose_french_fresh34": "fresh-34",
                "tech_fresh35_issues": "fresh-35", "tech_fresh35_other": "fresh-35",
                "prose_fresh35": "fresh-35", "prose_french_fresh35": "fresh-35",
                "tech_fresh36_issues": "fresh-36", "tech_fresh36_other": "fresh-36",
                "prose_fresh36": "fresh-36", "prose_french_fresh36": "fresh-36",
                "tech_fresh37_issues": "fresh-37", "tech_fresh37_other": "fresh-37",
                "prose_fresh37": "fresh-37", "prose_french_fresh37": "fresh-37",
                "tech_fresh38_issues": "fresh-38", "tech_fresh38_other": "fresh-38",
                "prose_fresh38": "fresh-38", "prose_french_fresh38": "fresh-38",
                "tech_fresh39_issues": "fresh-39", "tech_fresh39_other": "fresh-39",
                "prose_fresh39": "fresh-39", "prose_french_fresh39": "fresh-39",
                "tech_fresh40_issues": "fresh-40", "tech_fresh40_other": "fresh-40",
                "prose_fresh40": "fresh-40", "prose_french_fresh40": "fresh-40"}
FRESH_MODULES = frozenset(FRESH_SPLITS)


def T(name: str) -> tuple[str, str]:
    return ("technology", name)


def F(path: str) -> tuple[str, str]:
    return ("file", path)


def E(endpoint: str) -> tuple[str, str]:
    return ("api_endpoint", endpoint)


def R(text: str, *expected: tuple[str, str], source: str, kind: str, note: str = "") -> RealCase:
    if kind not in KINDS:
        raise ValueError(f"unknown kind {kind!r}")
    return RealCase(text, frozenset(expected), source, kind, note)


def _collect() -> list[RealCase]:
    cases: list[RealCase] = []
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda i: i.name):
        module = importlib.import_module(f"{__name__}.{info.name}")
        cases.extend(getattr(module, "CASES", []))
    return cases


ALL: list[RealCase] = _collect()
#: The cases of :data:`FRESH_MODULES` (also in :data:`ALL`).
FRESH: list[RealCase] = [case for name in sorted(FRESH_MODULES)
                         for case in importlib.import_module(f"{__name__}.{name}").CASES]
#: id(case) -> the fresh split it is scored in, for the cases of :data:`FRESH`.
FRESH_SPLIT_OF: dict[int, str] = {
    id(case): FRESH_SPLITS[name] for name in sorted(FRESH_MODULES)
    for case in importlib.import_module(f"{__name__}.{name}").CASES}
