"""How well passive extraction does on text people actually write: the synthetic corpus
(tests/kgstore/passive/extraction_corpus.py) and every real, human-written text of
tests/kgstore/passive/real_corpus, scored per kind of text and overall.

    .venv/bin/python benchmarks/extraction_quality.py            # the table
    .venv/bin/python benchmarks/extraction_quality.py --misses   # and every wrong answer
    .venv/bin/python benchmarks/extraction_quality.py --json     # machine output
    .venv/bin/python benchmarks/extraction_quality.py --split held-out   # the held-out fifth only
    .venv/bin/python benchmarks/extraction_quality.py --split fresh      # texts gathered later
    .venv/bin/python benchmarks/extraction_quality.py --split fresh-2    # and later still
    .venv/bin/python benchmarks/extraction_quality.py --split fresh-3    # fetched real texts
    .venv/bin/python benchmarks/extraction_quality.py --split fresh-4    # fetched real texts
    .venv/bin/python benchmarks/extraction_quality.py --split fresh-5    # fetched real texts
    .venv/bin/python benchmarks/extraction_quality.py --split fresh-6    # fetched real texts
    .venv/bin/python benchmarks/extraction_quality.py --split fresh-7    # fetched real texts
    .venv/bin/python benchmarks/extraction_quality.py --split fresh-8    # fetched real texts
    .venv/bin/python benchmarks/extraction_quality.py --split fresh-9    # fetched real texts
    .venv/bin/python benchmarks/extraction_quality.py --split fresh-10   # fetched real texts
    .venv/bin/python benchmarks/extraction_quality.py --split fresh-11   # fetched real texts, latest

``--split`` divides the real texts once and for all by a hash of each text (:func:`split_of`):
about a fifth are "held-out", the rest "train". Work on the extractor looks at the train texts'
misses and only at the held-out texts' aggregate figures, so those figures show whether a change
generalises to texts nobody tuned for (the synthetic corpus is in every split). The "fresh" texts
(the modules of ``real_corpus.FRESH_MODULES``) were gathered and labelled after the extractor had
been tuned; they are in neither of the other two splits, only in "fresh" and "all". The
"fresh-2" texts came after the extractor had been tuned on the "fresh" and held-out texts too
(whose misses were read then), but were written from memory. The "fresh-3" texts are real ones
fetched from stored public copies of the addresses they cite (issue and pull-request threads,
changelogs, questions and answers, blog posts, ordinary prose and French pages), labelled before
the extractor ran on them. Issue #20 part 6 read the misses of every split, fresh-3 included.
The "fresh-4" texts were fetched the same way from other addresses and labelled without running
the extractor on them, while it was being improved; issue #20 part 7 read their misses (and
corrected labels of every split by the written endpoint rule: a method and a path). The "fresh-5"
texts were fetched the same way again, from repositories and sites the earlier sets did not use
(other ecosystems, more prose with new trap words, French pages), and labelled without running
the extractor while it was being improved, an endpoint only where the text gives its HTTP
method: they were the check of generalisation of parts 6 and 7; issue #20 part 8 read their
misses (by class). The "fresh-6" texts were fetched the same way once more, from repositories
and sites none of the earlier sets used (Clojure, Neovim and Emacs packages, Flutter, Home
Assistant, Deno, Bun, Stripe, Supabase, Firebase, Ansible, Godot, Nix, Helm, Bazel, Perl, Crystal
and more, new prose with new trap words, French pages), and labelled without running the
extractor while part 8 was being written. The "fresh-7" texts were taken the same way from
repositories and sites none of the earlier sets used (FastAPI logs, Tauri, Astro, Go routers,
Laravel, Scala 3 and sbt, OCaml, Hugo themes, Pulumi, NestJS, axum, Sinatra, answers and blog
posts on Rails, Flask, nginx, CMake and Docker, changelogs, new prose with new trap words, French
pages) and labelled without running the extractor, before part 9 read fresh-6's misses: they
are the blind check of part 8, and part 9's after-figures on them are no longer blind. The "fresh-8"
texts were taken the same way again from threads, pages and files none of the earlier sets used
(Sanic, Fastify, actix-web, Phoenix, Hono, Symfony, ASP.NET Core, Quarkus, SvelteKit, aiohttp,
Micronaut, Javalin, Slim, Airflow, React Native, Julia, pytest, Nuxt, Kotlin, Bevy, Go build errors,
answers and blog posts on nginx, webpack, Docker Compose, pandas and Elixir, changelogs, new prose
with new trap words, French pages) and labelled without running the extractor, after part 9 was
merged: they are the blind check of part 9. The "fresh-9" texts were taken the same way once more
from threads, pages and files none of the earlier sets used (Ecto and Oban, Laravel, Terraform,
Spring, Deno, Bun and Elysia, Polars, Kubernetes operators, Flutter and iOS builds, dbt, Unity,
Godot, ioredis, pgvector, Jupyter, Flask, Go routers, blog posts on Laravel routing, Spring, Riverpod
and ingress rewrites, changelogs, new prose with new trap words, French pages) and labelled without
running the extractor, after part 10 was merged: they are the blind check of part 10. The "fresh-10"
texts were taken the same way once more from threads, pages and files none of the earlier sets used
(.NET's Blazor and EF Core, Sidekiq, Nuxt, Tauri, Astro, Electron, Vapor, Mojolicious, plumber,
Servant, Ring and Compojure, Play, Kemal, Rocket, oak, LangChain, MLflow, Dagster, DuckDB,
ClickHouse, Ansible, Pulumi, Helm, Traefik and Caddy, blog posts, release notes, new prose with new
trap words, French and Italian pages) and labelled without running the extractor, after part 11 was
merged: they are the blind check of part 11. The "fresh-11" texts were taken the same way from
threads, pages and files none of the earlier sets used (Gradle, Micronaut, WordPress plugins,
Symfony bundles, Litestar, Django REST framework, NestJS, Expo, Capacitor, Drizzle, Prisma, asyncpg,
Argo CD, go-redis, golangci-lint, Mongoose, Tokio, Vault, Nomad, GitLab CI, Jenkins, Remix,
TimescaleDB, Rails engines, Kubernetes operators, Koa, Sanic, Ktor, route tutorials, API docs,
changelogs, new prose with new trap words, French pages) and labelled without running the
extractor, after part 12 was merged: they are the blind check of part 12.

Figures, per kind and for all real texts together (the synthetic corpus is its own row):

* technology precision: right technologies / technologies extracted;
* recall of in-lexicon names: of the labelled technologies the lexicon knows
  (``canonical_technology_name`` gives a name), the share extracted;
* recall of all names: the same over every labelled technology;
* file and endpoint precision and recall;
* false technologies over prose texts: technologies extracted from ordinary prose, where none
  is right, counted over the texts of the prose kinds (prose, french, recipe, news) and the blog
  texts with nothing labelled (technical blog posts are filed under "blog" too, and there an
  extracted technology can be right), with the number of those texts that have at least one.

How answers are compared: technology names through ``canonical_technology_name`` when the
lexicon knows the name, else case-insensitively; files with ``\\`` read as ``/``, repeated
separators collapsed and leading ``./`` and ``../`` dropped (a label keeps the text's form,
``.\\src\\app.ts`` or ``../data/x.csv``); endpoints with the method in capitals, one blank
before the path and no trailing slash. A precision or recall with nothing to count is shown
as "-" (``null`` in JSON).
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import json
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable, NamedTuple

ROOT = Path(__file__).resolve().parents[1]
PASSIVE_TESTS = ROOT / "tests" / "kgstore" / "passive"
for p in (ROOT, PASSIVE_TESTS):
    if str(p) not in sys.path:
        sys.path.insert(0, str(p))

from kgstore.passive.extraction import (  # noqa: E402
    API_ENDPOINT,
    FILE,
    TECHNOLOGY,
    extract_entities,
)
from kgstore.lexicon import canonical_technology_name  # noqa: E402

#: Kinds whose texts are ordinary prose: any technology extracted from them is false.
PROSE_KINDS = ("prose", "french", "recipe", "news")
SYNTHETIC = "synthetic"


class Case(NamedTuple):
    """One scored text: what a careful person would keep from it, and where it comes from."""

    text: str
    expected: frozenset  # of (type, name)
    source: str
    kind: str
    note: str = ""
    fresh: str = ""  # gathered after the extractor was tuned: its split ("fresh", "fresh-2", ..., "fresh-11")


Extractor = Callable[[str], Iterable[tuple[str, str]]]


def default_extract(text: str) -> set[tuple[str, str]]:
    return {(e.type, e.name) for e in extract_entities(text)}


# --------------------------------------------------------------------------------------------
# Loading
# --------------------------------------------------------------------------------------------


def load_synthetic() -> list[Case]:
    # By path, as tests/kgstore/passive/test_extraction.py loads it.
    path = PASSIVE_TESTS / "extraction_corpus.py"
    spec = importlib.util.spec_from_file_location("kg_passive_extraction_corpus", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return [Case(c.text, c.expected, f"synthetic:{i}", SYNTHETIC, c.note)
            for i, c in enumerate(module.CORPUS)]


def load_real() -> list[Case]:
    import real_corpus

    fresh = real_corpus.FRESH_SPLIT_OF
    return [Case(c.text, c.expected, c.source, c.kind, c.note, fresh=fresh.get(id(c), ""))
            for c in real_corpus.ALL]


def load_cases() -> list[Case]:
    return load_synthetic() + load_real()


#: The sets of real texts gathered after the extractor was tuned, oldest first.
FRESH_SETS = ("fresh", "fresh-2", "fresh-3", "fresh-4", "fresh-5", "fresh-6", "fresh-7", "fresh-8",
              "fresh-9", "fresh-10", "fresh-11", "fresh-12", "fresh-13", "fresh-14", "fresh-15", "fresh-16",
              "fresh-17", "fresh-18", "fresh-19", "fresh-20", "fresh-21", "fresh-22",
              "fresh-23", "fresh-24", "fresh-25", "fresh-26", "fresh-27", "fresh-28", "fresh-29",
              "fresh-30", "fresh-31", "fresh-32", "fresh-33",
              "fresh-34", "fresh-35", "fresh-36", "fresh-37", "fresh-38", "fresh-39", "fresh-40")
SPLITS = ("train", "held-out", *FRESH_SETS, "all")
#: Part of the hash input: changing it would draw another held-out set, so it stays fixed.
SPLIT_SEED = "kg-extraction-held-out-1"
HELD_OUT_PERCENT = 20


def split_of(case: Case) -> str:
    """One of FRESH_SETS for a text gathered after the extractor was tuned; else "held-out" for about one
    real text in five, chosen by a hash of its text (stable across runs, machines and corpus
    edits elsewhere), else "train"; synthetic texts are "train"."""
    if case.kind == SYNTHETIC:
        return "train"
    if case.fresh:
        return case.fresh
    digest = hashlib.sha256(f"{SPLIT_SEED}\n{case.text}".encode("utf-8")).digest()
    return "held-out" if int.from_bytes(digest[:8], "big") % 100 < HELD_OUT_PERCENT else "train"


def select_split(cases: Iterable[Case], split: str) -> list[Case]:
    """The cases of *split* (one of SPLITS: "train", "held-out", a fresh set or "all"); synthetic cases are kept in
    each."""
    if split not in SPLITS:
        raise ValueError(f"unknown split {split!r}; expected one of {', '.join(SPLITS)}")
    if split == "all":
        return list(cases)
    return [c for c in cases if c.kind == SYNTHETIC or split_of(c) == split]


# --------------------------------------------------------------------------------------------
# Comparing
# --------------------------------------------------------------------------------------------

_SEPARATORS_RE = re.compile(r"/{2,}")
_LEADING_DOTS_RE = re.compile(r"^(?:\.{1,2}/)+")
_BLANKS_RE = re.compile(r"\s+")


def normalize(kind: str, name: str) -> str:
    """The form two answers are compared in (see the module docstring)."""
    name = name.strip()
    if kind == TECHNOLOGY:
        canonical = canonical_technology_name(name)
        return canonical if canonical is not None else name.casefold()
    if kind == FILE:
        path = _SEPARATORS_RE.sub("/", name.replace("\\", "/"))
        return _LEADING_DOTS_RE.sub("", path)
    if kind == API_ENDPOINT:
        method, _, path = name.partition(" ") if not name.startswith("/") else ("", "", name)
        path = path.strip()
        if len(path) > 1:
            path = path.rstrip("/")
        return f"{method.upper()} {path}" if method else path
    return name


def _normalized(pairs: Iterable[tuple[str, str]]) -> dict[tuple[str, str], str]:
    """Each answer's compared form, mapped to the answer as given (for listing misses)."""
    return {(kind, normalize(kind, name)): name for kind, name in pairs}


def is_prose(case: Case) -> bool:
    """A text of a prose kind, or a blog text with nothing labelled (technical blog posts are
    filed under "blog" too, and what they label shows they are technical)."""
    return case.kind in PROSE_KINDS or (case.kind == "blog" and not case.expected)


# --------------------------------------------------------------------------------------------
# Scoring
# --------------------------------------------------------------------------------------------


@dataclass
class Tally:
    """Counts for one group of texts."""

    texts: int = 0
    tech_tp: int = 0
    tech_fp: int = 0
    tech_fn: int = 0
    lexicon_expected: int = 0
    lexicon_found: int = 0
    file_tp: int = 0
    file_fp: int = 0
    file_fn: int = 0
    endpoint_tp: int = 0
    endpoint_fp: int = 0
    endpoint_fn: int = 0
    prose_texts: int = 0
    prose_false_technologies: int = 0
    prose_texts_with_false: int = 0

    def figures(self) -> dict:
        return {
            "texts": self.texts,
            "technology_precision": _ratio(self.tech_tp, self.tech_tp + self.tech_fp),
            "technology_recall_in_lexicon": _ratio(self.lexicon_found, self.lexicon_expected),
            "technology_recall_all": _ratio(self.tech_tp, self.tech_tp + self.tech_fn),
            "file_precision": _ratio(self.file_tp, self.file_tp + self.file_fp),
            "file_recall": _ratio(self.file_tp, self.file_tp + self.file_fn),
            "endpoint_precision": _ratio(self.endpoint_tp, self.endpoint_tp + self.endpoint_fp),
            "endpoint_recall": _ratio(self.endpoint_tp, self.endpoint_tp + self.endpoint_fn),
            "prose_texts": self.prose_texts,
            "prose_false_technologies": self.prose_false_technologies,
            "prose_texts_with_false_technologies": self.prose_texts_with_false,
            "counts": {
                "technology": {"tp": self.tech_tp, "fp": self.tech_fp, "fn": self.tech_fn,
                               "in_lexicon": self.lexicon_expected,
                               "in_lexicon_found": self.lexicon_found},
                "file": {"tp": self.file_tp, "fp": self.file_fp, "fn": self.file_fn},
                "api_endpoint": {"tp": self.endpoint_tp, "fp": self.endpoint_fp,
                                 "fn": self.endpoint_fn},
            },
        }


def _ratio(numerator: int, denominator: int) -> float | None:
    return numerator / denominator if denominator else None


@dataclass
class Miss:
    """One wrong answer: extracted but not labelled ("false positive") or the reverse."""

    which: str  # "false positive" | "false negative"
    type: str
    name: str
    kind: str
    source: str

    def as_dict(self) -> dict:
        return {"which": self.which, "type": self.type, "name": self.name, "kind": self.kind,
                "source": self.source}


@dataclass
class Report:
    by_kind: dict[str, Tally] = field(default_factory=dict)
    overall: Tally = field(default_factory=Tally)  # every text but the synthetic ones
    misses: list[Miss] = field(default_factory=list)

    def as_dict(self, with_misses: bool = False) -> dict:
        out = {"kinds": {k: t.figures() for k, t in self.by_kind.items()},
               "overall": self.overall.figures()}
        if with_misses:
            out["misses"] = [m.as_dict() for m in self.misses]
        return out


def _add(tally: Tally, case: Case, expected: set, got: set) -> None:
    tally.texts += 1
    for kind, attr in ((TECHNOLOGY, "tech"), (FILE, "file"), (API_ENDPOINT, "endpoint")):
        want = {n for k, n in expected if k == kind}
        have = {n for k, n in got if k == kind}
        setattr(tally, f"{attr}_tp", getattr(tally, f"{attr}_tp") + len(want & have))
        setattr(tally, f"{attr}_fp", getattr(tally, f"{attr}_fp") + len(have - want))
        setattr(tally, f"{attr}_fn", getattr(tally, f"{attr}_fn") + len(want - have))
    got_tech = {n for k, n in got if k == TECHNOLOGY}
    for kind, name in case.expected:
        if kind == TECHNOLOGY and canonical_technology_name(name) is not None:
            tally.lexicon_expected += 1
            tally.lexicon_found += normalize(TECHNOLOGY, name) in got_tech
    if is_prose(case):
        false = len(got_tech - {n for k, n in expected if k == TECHNOLOGY})
        tally.prose_texts += 1
        tally.prose_false_technologies += false
        tally.prose_texts_with_false += bool(false)


def evaluate(cases: Iterable[Case], extract: Extractor = default_extract) -> Report:
    report = Report()
    for case in cases:
        expected_as_given = _normalized(case.expected)
        got_as_given = _normalized(extract(case.text))
        expected, got = set(expected_as_given), set(got_as_given)
        _add(report.by_kind.setdefault(case.kind, Tally()), case, expected, got)
        if case.kind != SYNTHETIC:
            _add(report.overall, case, expected, got)
        report.misses.extend(Miss("false positive", k, got_as_given[(k, n)], case.kind, case.source)
                             for k, n in sorted(got - expected))
        report.misses.extend(Miss("false negative", k, expected_as_given[(k, n)], case.kind,
                                  case.source) for k, n in sorted(expected - got))
    return report


# --------------------------------------------------------------------------------------------
# Printing
# --------------------------------------------------------------------------------------------

_COLUMNS = (
    ("texts", "texts", "{:d}"),
    ("technology_precision", "tech P", "{:.2f}"),
    ("technology_recall_in_lexicon", "tech R lex", "{:.2f}"),
    ("technology_recall_all", "tech R all", "{:.2f}"),
    ("file_precision", "file P", "{:.2f}"),
    ("file_recall", "file R", "{:.2f}"),
    ("endpoint_precision", "endp P", "{:.2f}"),
    ("endpoint_recall", "endp R", "{:.2f}"),
)


def _cell(value, fmt: str) -> str:
    return "-" if value is None else fmt.format(value)


def format_table(report: Report) -> str:
    head = f"{'kind':<10}" + "".join(f"{title:>11}" for _, title, _ in _COLUMNS) + "  false tech in prose"
    lines = [head, "-" * len(head)]
    rows = sorted(report.by_kind.items(), key=lambda kv: (kv[0] == SYNTHETIC, kv[0]))
    rows.append(("overall", report.overall))
    for name, tally in rows:
        figures = tally.figures()
        line = f"{name:<10}" + "".join(f"{_cell(figures[key], fmt):>11}" for key, _, fmt in _COLUMNS)
        if tally.prose_texts or tally is report.overall:
            line += (f"  {tally.prose_false_technologies} in {tally.prose_texts_with_false}"
                     f" of {tally.prose_texts} prose texts")
        lines.append(line)
    lines.append("(overall: every real text; the synthetic corpus is scored on its own row)")
    return "\n".join(lines)


def format_misses(report: Report) -> str:
    if not report.misses:
        return "no misses"
    return "\n".join(f"{m.which:<15} {m.type:<13} {m.name!r:<40} {m.kind:<10} {m.source}"
                     for m in report.misses)


def main(argv: list[str] | None = None, cases: list[Case] | None = None,
         extract: Extractor = default_extract) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--misses", action="store_true",
                        help="list every false positive and false negative with its source")
    parser.add_argument("--json", action="store_true", help="machine output")
    parser.add_argument("--kind", action="append", default=None,
                        help="only texts of this kind (repeatable)")
    parser.add_argument("--split", choices=SPLITS, default="all",
                        help=f"only the train, the held-out or a fresh set ({', '.join(FRESH_SETS)}) "
                             "of real texts (default: all)")
    parser.add_argument("--limit", type=int, default=None,
                        help="only the first N texts (after --kind)")
    args = parser.parse_args(argv)
    if args.limit is not None and args.limit < 0:
        parser.error("--limit must be 0 or more")
    selected = select_split(load_cases() if cases is None else cases, args.split)
    if args.misses and args.split in ("held-out", *FRESH_SETS):
        print(f"note: misses of {args.split} texts are listed; looking at them while tuning the "
              "extractor spoils their figures", file=sys.stderr)
    if args.kind:
        selected = [c for c in selected if c.kind in args.kind]
    if args.limit is not None:
        selected = selected[:args.limit]
    report = evaluate(selected, extract)
    if args.json:
        print(json.dumps(report.as_dict(with_misses=args.misses), indent=2, sort_keys=True))
    else:
        print(format_table(report))
        if args.misses:
            print()
            print(format_misses(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
