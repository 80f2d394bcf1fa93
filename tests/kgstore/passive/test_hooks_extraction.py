"""Task extraction through ws.extract_from_task: what is stored, reinforcement, one transaction,
bad input, and the decay that follows."""

from __future__ import annotations

import logging

import pytest

import kgstore
from kgstore.passive import hooks
from kgstore.passive.decay import DAY_MS
from kgstore.passive.extraction import MAX_SCAN_CHARS
from kgstore.passive.reports import ExtractionReport

PROMPT = "Build a React 18 component in TypeScript; edit src/components/App.tsx."
RESULT = "Done. Added GET /api/users (Node.js + PostgreSQL) and tests/app.test.ts"


def names(report):
    return {(e.type, e.name) for e in report.entities}


def test_extracts_technologies_files_and_endpoints(kg, ws):
    report = ws.extract_from_task("task-1", PROMPT, RESULT)
    assert isinstance(report, ExtractionReport)
    assert report.skipped_reason is None and report.task_id == "task-1"
    assert names(report) == {
        ("technology", "React"), ("technology", "TypeScript"), ("technology", "Node.js"),
        ("technology", "PostgreSQL"), ("file", "src/components/App.tsx"), ("file", "tests/app.test.ts"),
        ("api_endpoint", "GET /api/users"),
    }
    assert report.created == 7 and report.reinforced == 0 and report.written == 7
    for entity in report.entities:
        assert entity.source == "auto" and entity.confidence == pytest.approx(0.85)
        assert entity.task_id == "task-1"
        stored = ws.get_entity(entity.id)
        assert stored == entity
    # Extraction links nothing and observes nothing.
    stats = ws.stats()
    assert stats.entities == 7 and stats.edges == 0 and stats.observations == 0


def test_prose_extracts_nothing(kg, ws):
    report = ws.extract_from_task("t", "let's go ahead and rest; express our thanks and react calmly", "")
    assert report.skipped_reason is None and report.entities == ()
    assert ws.stats().entities == 0


def test_repeating_a_text_reinforces_the_same_entities(kg, ws, clock):
    first = ws.extract_from_task("t1", PROMPT, RESULT)
    clock.advance(60_000)
    second = ws.extract_from_task("t2", PROMPT, RESULT)
    assert second.created == 0 and second.reinforced == 7
    assert {e.id for e in first.entities} == {e.id for e in second.entities}
    for entity in second.entities:
        assert entity.confidence == pytest.approx(0.95)
        assert entity.last_seen_at == clock.now
        assert entity.task_id == "t1"  # the creating task stays recorded
    third = ws.extract_from_task("t3", PROMPT, RESULT)
    assert all(e.confidence == pytest.approx(1.0) for e in third.entities)
    assert ws.stats().entities == 7


def test_mention_in_prompt_and_result_counts_once(kg, ws):
    report = ws.extract_from_task("t", "Use TypeScript", "TypeScript done, typescript everywhere")
    assert [e.name for e in report.entities] == ["TypeScript"]
    assert report.entities[0].confidence == pytest.approx(0.85)


def test_canonical_casing_and_existing_manual_entity(kg, ws):
    manual = ws.upsert_entity("technology", "PostgreSQL", description="our DB", source="manual")
    report = ws.extract_from_task("t", "query POSTGRES and postgresql", "")
    assert [e.name for e in report.entities] == ["PostgreSQL"]
    entity = report.entities[0]
    assert entity.id == manual.id and entity.source == "manual" and entity.description == "our DB"
    assert report.reinforced == 1


def test_delete_task_removes_what_it_created(kg, ws):
    ws.extract_from_task("t1", PROMPT, RESULT)
    ws.extract_from_task("t2", "More TypeScript work", "")
    deleted = ws.delete_task("t1")
    assert deleted.entities == 7
    assert ws.stats().entities == 0


def test_report_is_frozen(kg, ws):
    report = ws.extract_from_task("t", PROMPT, RESULT)
    with pytest.raises(Exception):
        report.created = 0  # type: ignore[misc]


# -- one transaction ------------------------------------------------------------------------


def test_a_failure_midway_writes_nothing(kg, ws, monkeypatch, caplog):
    real = ws.upsert_entity
    calls = {"n": 0}

    def flaky(*args, **kwargs):
        calls["n"] += 1
        if calls["n"] == 4:
            raise RuntimeError("disk on fire")
        return real(*args, **kwargs)

    monkeypatch.setattr(ws, "upsert_entity", flaky)
    with caplog.at_level(logging.WARNING, logger="kgstore.passive"):
        report = ws.extract_from_task("t", PROMPT, RESULT)
    assert report.skipped and "disk on fire" in report.skipped_reason
    assert "rolled back" in caplog.text
    assert ws.stats().entities == 0
    # The store is still usable (no stale type ids from the rolled-back first use).
    monkeypatch.setattr(ws, "upsert_entity", real)
    assert ws.extract_from_task("t", PROMPT, RESULT).created == 7


def test_a_custom_type_seeded_in_a_rolled_back_hook_does_not_poison_later_writes(kg, monkeypatch):
    ws = kg.workspace("fresh")
    monkeypatch.setattr(ws, "find_entity", lambda *a, **k: (_ for _ in ()).throw(RuntimeError("boom")))
    assert ws.extract_from_task("t", PROMPT, RESULT).skipped
    monkeypatch.undo()
    ws2 = kg.workspace("fresh")
    assert ws2.upsert_entity("widget", "A").type == "widget"
    assert ws2.extract_from_task("t", PROMPT, RESULT).created == 7


def test_hook_never_raises_even_if_everything_breaks(kg, ws, monkeypatch):
    monkeypatch.setattr(hooks, "_extract_from_task", lambda *a: 1 / 0)
    report = ws.extract_from_task("t", PROMPT, RESULT)
    assert report.skipped and "ZeroDivisionError" in report.skipped_reason


def test_busy_store_skips_cleanly(kg, ws, monkeypatch):
    def busy():
        raise kgstore.StoreBusyError("locked")

    monkeypatch.setattr(kg._db, "_begin", busy)
    report = ws.extract_from_task("t", PROMPT, RESULT)
    assert report.skipped and "StoreBusyError" in report.skipped_reason
    monkeypatch.undo()
    assert ws.stats().entities == 0


# -- bad input ------------------------------------------------------------------------------


@pytest.mark.parametrize("task_id", [123, "", "   ", "x" * 1000, ["t"], "bad\x00id"])
def test_bad_task_id_is_skipped_with_a_reason(kg, ws, task_id, caplog):
    with caplog.at_level(logging.WARNING, logger="kgstore.passive"):
        report = ws.extract_from_task(task_id, PROMPT, RESULT)
    assert report.skipped and "task id" in report.skipped_reason
    assert "task id" in caplog.text
    assert ws.stats().entities == 0


def test_task_id_may_be_none(kg, ws):
    report = ws.extract_from_task(None, PROMPT, "")
    assert not report.skipped and all(e.task_id is None for e in report.entities)


@pytest.mark.parametrize("prompt, result", [
    (42, RESULT), (PROMPT, {"text": "TypeScript"}), (PROMPT, ["TypeScript"]), (object(), None),
])
def test_non_text_is_skipped(kg, ws, prompt, result):
    report = ws.extract_from_task("t", prompt, result)
    assert report.skipped and "not text" in report.skipped_reason
    assert ws.stats().entities == 0


def test_none_and_bytes_are_text(kg, ws):
    assert ws.extract_from_task("t", None, None).entities == ()
    report = ws.extract_from_task("t", b"Use TypeScript", "Kubernetes".encode())
    assert {e.name for e in report.entities} == {"TypeScript", "Kubernetes"}


def test_huge_text_is_truncated_with_a_warning(kg, ws, caplog):
    result = "TypeScript " + "lorem ipsum " * (MAX_SCAN_CHARS // 10) + " Kubernetes"
    with caplog.at_level(logging.INFO, logger="kgstore.passive"):
        report = ws.extract_from_task("t", "", result)
    assert report.truncated and report.warnings
    assert "only the first" in caplog.text
    assert [e.name for e in report.entities] == ["TypeScript"]


def test_nul_and_surrogates_never_escape(kg, ws):
    report = ws.extract_from_task("t", "TypeScript \x00 \ud800 src/a\x00b.ts", "GET /api/\udcff")
    assert not report.skipped
    assert "TypeScript" in {e.name for e in report.entities}


def test_entities_per_task_are_capped(kg, ws):
    result = "\n".join(f"src/module{i}.ts" for i in range(hooks.MAX_ENTITIES_PER_TASK + 25))
    report = ws.extract_from_task("t", "", result)
    assert len(report.entities) == hooks.MAX_ENTITIES_PER_TASK
    assert any("left out" in w for w in report.warnings)
    assert ws.stats().entities == hooks.MAX_ENTITIES_PER_TASK


# -- decay after extraction -------------------------------------------------------------------


def test_decay_runs_after_extraction_once_a_day(kg, ws, clock):
    old = ws.upsert_entity("technology", "Kubernetes", source="auto")
    clock.advance(40 * DAY_MS)
    report = ws.extract_from_task("t", "TypeScript", "")
    assert report.decayed == 1
    assert ws.get_entity(old.id).confidence == pytest.approx(0.85 * 0.95)
    # The entity extracted just now was seen now: it did not decay.
    assert report.entities[0].confidence == pytest.approx(0.85)
    clock.advance(60_000)
    assert ws.extract_from_task("t2", "TypeScript", "").decayed == 0
    assert ws.get_entity(old.id).confidence == pytest.approx(0.85 * 0.95)
    clock.advance(DAY_MS)
    assert ws.extract_from_task("t3", "", "").decayed == 1


def test_reinforcement_by_extraction_protects_from_decay(kg, ws, clock):
    ws.extract_from_task("t1", "Kubernetes", "")
    clock.advance(40 * DAY_MS)
    report = ws.extract_from_task("t2", "Kubernetes", "")
    assert report.decayed == 0
    assert report.entities[0].confidence == pytest.approx(0.95)


def test_decay_failure_does_not_lose_the_extraction(kg, ws, monkeypatch):
    from kgstore.passive import decay

    monkeypatch.setattr(decay, "run_decay", lambda ws, **k: 1 / 0)
    report = ws.extract_from_task("t", PROMPT, RESULT)
    assert not report.skipped and report.created == 7
    assert any("decay failed" in w for w in report.warnings)
    assert ws.stats().entities == 7


# -- random text through the hook ------------------------------------------------------------------

from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

_pieces = st.sampled_from(["React 18", "TypeScript", "go", "`go build`", "src/a.ts", "GET /api/x", "\x00",
                           "\ud800", "<no-memory", "https://go.dev/x", "Node.js", "\n```go\n", " ", "é"])
_texts = st.one_of(st.none(), st.text(max_size=200), st.lists(_pieces, max_size=30).map("".join),
                   st.binary(max_size=50))


@pytest.fixture(scope="module")
def fuzz_kg(tmp_path_factory):
    store = kgstore.open(tmp_path_factory.mktemp("fuzz") / "kg.db")
    yield store
    store.close()


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                  HealthCheck.function_scoped_fixture])
@given(task_id=st.one_of(st.none(), st.text(max_size=20), st.integers()), prompt=_texts, result=_texts)
def test_random_text_through_the_hook(fuzz_kg, task_id, prompt, result):
    ws = fuzz_kg.workspace("fuzz")
    before = ws.stats().entities
    report = ws.extract_from_task(task_id, prompt, result)
    assert isinstance(report, ExtractionReport)
    assert "failed" not in (report.skipped_reason or "")
    assert ws.stats().entities - before == report.created
