"""The extraction-quality benchmark counts what it says: figures checked by hand on a
three-text corpus with a stand-in extractor, and a run on a slice of the real corpus."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "benchmarks"))
import extraction_quality as eq  # noqa: E402

# A made-up name no lexicon will ever know, so "in-lexicon" stays React alone.
UNKNOWN_TOOL = "Qwertyflux Zeta"

CASES = [
    eq.Case("Kafka's The Castle was on the table.", frozenset(), "https://example.org/novel",
            "prose"),
    eq.Case("React and Qwertyflux Zeta in src\\app.ts, GET /users/",
            frozenset({("technology", "React"), ("technology", UNKNOWN_TOOL),
                       ("file", "src\\app.ts"), ("api_endpoint", "GET /users/")}),
            "https://github.com/o/r/issues/1", "issue"),
    eq.Case("The /metrics endpoint, see ./lib/a.py",
            frozenset({("api_endpoint", "/metrics"), ("file", "./lib/a.py")}),
            "github:o/r:docs/api.md", "docs"),
]

ANSWERS = {
    CASES[0].text: {("technology", "Kafka")},
    CASES[1].text: {("technology", "React"), ("technology", "Vue"), ("file", "src/app.ts"),
                    ("api_endpoint", "GET /users")},
    CASES[2].text: {("api_endpoint", "GET /metrics"), ("file", "lib/a.py")},
}


def stand_in(text: str):
    return ANSWERS[text]


def run(capsys, *argv: str) -> str:
    assert eq.main(list(argv), cases=CASES, extract=stand_in) == 0
    return capsys.readouterr().out


def test_figures_on_a_hand_made_corpus(capsys):
    figures = json.loads(run(capsys, "--json"))
    overall = figures["overall"]
    # technologies: React right; Vue and Kafka wrong; Qwertyflux missed (and not in the lexicon)
    assert overall["counts"]["technology"] == {"tp": 1, "fp": 2, "fn": 1, "in_lexicon": 1,
                                               "in_lexicon_found": 1}
    assert overall["technology_precision"] == pytest.approx(1 / 3)
    assert overall["technology_recall_in_lexicon"] == 1.0
    assert overall["technology_recall_all"] == 0.5
    # files: a backslash and a leading ./ do not make a miss
    assert (overall["file_precision"], overall["file_recall"]) == (1.0, 1.0)
    # endpoints: the trailing slash is no miss; a method the text does not give is
    assert overall["counts"]["api_endpoint"] == {"tp": 1, "fp": 1, "fn": 1}
    assert (overall["endpoint_precision"], overall["endpoint_recall"]) == (0.5, 0.5)
    assert (overall["prose_texts"], overall["prose_false_technologies"],
            overall["prose_texts_with_false_technologies"]) == (1, 1, 1)
    assert overall["texts"] == 3
    # per kind: the prose text alone holds the false technology; docs has no technology at all
    assert figures["kinds"]["prose"]["technology_precision"] == 0.0
    assert figures["kinds"]["docs"]["technology_precision"] is None
    assert figures["kinds"]["issue"]["technology_precision"] == 0.5


def test_table_prints_the_same_figures(capsys):
    lines = run(capsys).splitlines()
    overall = next(line for line in lines if line.startswith("overall")).split()
    assert overall[1:9] == ["3", "0.33", "1.00", "0.50", "1.00", "1.00", "0.50", "0.50"]
    assert "1 in 1 of 1 prose texts" in " ".join(overall)
    docs = next(line for line in lines if line.startswith("docs")).split()
    assert docs[1:9] == ["1", "-", "-", "-", "1.00", "1.00", "0.00", "0.00"]


def test_misses_name_each_wrong_answer_and_its_source(capsys):
    misses = json.loads(run(capsys, "--json", "--misses"))["misses"]
    assert sorted((m["which"], m["type"], m["name"], m["source"]) for m in misses) == sorted([
        ("false positive", "technology", "Kafka", "https://example.org/novel"),
        ("false positive", "technology", "Vue", "https://github.com/o/r/issues/1"),
        ("false negative", "technology", UNKNOWN_TOOL, "https://github.com/o/r/issues/1"),
        ("false positive", "api_endpoint", "GET /metrics", "github:o/r:docs/api.md"),
        ("false negative", "api_endpoint", "/metrics", "github:o/r:docs/api.md"),
    ])
    text = run(capsys, "--misses")
    assert "false negative  api_endpoint  '/metrics'" in text and "github:o/r:docs/api.md" in text


def test_normalizing_answers():
    assert eq.normalize("file", ".\\src\\a.ts") == "src/a.ts"
    assert eq.normalize("file", "../data\\\\x.csv") == "data/x.csv"
    assert eq.normalize("api_endpoint", "get /a/b/") == "GET /a/b"
    assert eq.normalize("api_endpoint", "/") == "/"
    assert eq.normalize("technology", "postgres") == "PostgreSQL"


def test_a_slice_of_the_real_corpus_runs_with_the_real_extractor(capsys):
    assert eq.main(["--kind", "issue", "--limit", "5", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert list(figures["kinds"]) == ["issue"]
    assert figures["kinds"]["issue"]["texts"] == figures["overall"]["texts"] == 5


def test_bad_limit_is_a_usage_error(capsys):
    with pytest.raises(SystemExit) as exit_info:
        eq.main(["--limit", "-1"], cases=CASES, extract=stand_in)
    assert exit_info.value.code == 2
    assert "--limit" in capsys.readouterr().err


def test_split_holds_out_a_stable_fifth_of_the_real_texts():
    real = eq.load_real()
    held_out = eq.select_split(real, "held-out")
    train = eq.select_split(real, "train")
    fresh_sets = {name: eq.select_split(real, name) for name in eq.FRESH_SETS}
    fresh = fresh_sets["fresh"]
    tuned_on = len(real) - sum(len(cases) for cases in fresh_sets.values())
    assert 0.12 * tuned_on <= len(held_out) <= 0.28 * tuned_on
    assert (len(held_out) + len(train) + sum(len(cases) for cases in fresh_sets.values())
            == len(real) == len(eq.select_split(real, "all")))
    assert not {c.text for c in held_out} & {c.text for c in train}
    # texts gathered after tuning are in neither the train nor the held-out split, each set
    # holds only its own texts, and no text of a set is in an earlier one
    earlier: set[str] = set()
    for name, cases in fresh_sets.items():
        texts = {c.text for c in cases}
        assert cases and all(c.fresh == name for c in cases), name
        assert not earlier & texts, name
        earlier |= texts
    assert not {c.text for c in fresh} & ({c.text for c in held_out} | {c.text for c in train})
    # the split depends on each text alone, not on the order or company it is loaded in
    assert [eq.split_of(c) for c in reversed(real)] == [eq.split_of(c) for c in real][::-1]
    assert eq.select_split(list(reversed(held_out)), "held-out") == list(reversed(held_out))
    # synthetic texts are scored in every split
    synthetic = eq.load_synthetic()[:3]
    assert eq.select_split(synthetic, "held-out") == synthetic


def test_split_option_selects_the_texts(capsys):
    figures = json.loads(run(capsys, "--json", "--split", "all"))
    assert figures["overall"]["texts"] == 3
    held = [c for c in CASES if eq.split_of(c) == "held-out"]
    figures = json.loads(run(capsys, "--json", "--split", "held-out"))
    assert figures["overall"]["texts"] == len(held)
    with pytest.raises(SystemExit) as exit_info:
        eq.main(["--split", "test"], cases=CASES, extract=stand_in)
    assert exit_info.value.code == 2
    with pytest.raises(ValueError, match="unknown split"):
        eq.select_split(CASES, "test")
