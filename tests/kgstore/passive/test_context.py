"""Context injection: the seed's format, at most 5 entities and 1,500 characters, current edges
only with temporal knowledge on, and the wake-up-layers switch of memory synthesis."""

from __future__ import annotations

import re

import pytest

from kgstore.passive.context import (
    CONTEXT_HEADER,
    MAX_CONTEXT_CHARS,
    MAX_CONTEXT_ENTITIES,
    build_context_for_task,
    memory_synthesis_sections,
    significant_words,
    synthesize_memory,
)

LINE_RE = re.compile(r"^- \[[\w.\-]+\] [^\n]+$")


@pytest.fixture
def stack(ws, clock):
    react = ws.upsert_entity("technology", "React", description="Frontend framework")
    ts = ws.upsert_entity("technology", "TypeScript", description="Typed JavaScript")
    app = ws.upsert_entity("project", "frontend-app", description="The web client")
    auth = ws.upsert_entity("service", "auth-service", description="Authentication microservice")
    pg = ws.upsert_entity("technology", "PostgreSQL", description="Relational database")
    redis = ws.upsert_entity("technology", "Redis", description="Cache")
    ws.create_edge(react.id, ts.id, "uses")
    clock.advance(1)
    ws.create_edge(react.id, app.id, "part_of")
    ws.create_edge(auth.id, pg.id, "connects_to")
    old = ws.create_edge(auth.id, redis.id, "connects_to", valid_from=clock.now - 10_000)
    ws.invalidate_edge(old.id, clock.now - 5_000)
    return {"react": react, "ts": ts, "app": app, "auth": auth, "pg": pg, "redis": redis}


def test_seed_format(ws, stack):
    text = ws.build_context_for_task("Refactor the React components and the auth-service login")
    lines = text.split("\n")
    assert lines[0] == CONTEXT_HEADER == "KNOWLEDGE GRAPH (known entities and relationships):"
    assert "- [technology] React: Frontend framework (->uses TypeScript; ->part_of frontend-app)" in lines
    assert "- [service] auth-service: Authentication microservice (->connects_to PostgreSQL)" in lines
    for line in lines[1:]:
        assert LINE_RE.match(line), line
    # The entities the prompt names come first.
    assert lines[1].startswith(("- [technology] React", "- [service] auth-service"))


def test_nothing_relevant_gives_empty_string(ws, stack):
    assert ws.build_context_for_task("Write a haiku about the sea") == ""
    assert ws.build_context_for_task("") == ""
    assert ws.build_context_for_task("   ") == ""
    assert ws.build_context_for_task(None) == ""  # type: ignore[arg-type]
    assert ws.build_context_for_task(42) == ""  # type: ignore[arg-type]


def test_empty_workspace(ws):
    assert ws.build_context_for_task("React and TypeScript") == ""


def test_entity_without_description(ws):
    ws.upsert_entity("organization", "Acme")
    assert ws.build_context_for_task("Email Acme about the invoice").split("\n")[1] == "- [organization] Acme"


def test_temporal_knowledge_on_lists_only_current_edges(ws, stack):
    text = ws.build_context_for_task("Is the auth-service healthy?")
    line = next(line for line in text.split("\n") if "auth-service" in line)
    assert "Redis" not in line and "->connects_to PostgreSQL" in line


def test_temporal_knowledge_off_lists_every_edge(ws, stack):
    ws.set_memory_settings(temporal_knowledge_enabled=False)
    text = ws.build_context_for_task("Is the auth-service healthy?")
    line = next(line for line in text.split("\n") if "auth-service" in line)
    assert "->connects_to PostgreSQL" in line and "->connects_to Redis" in line


def test_at_most_five_entities(ws):
    for i in range(12):
        ws.upsert_entity("service", f"billing-worker-{i}", description="Billing queue worker")
    text = ws.build_context_for_task("Why is the billing worker slow?")
    assert len(text.split("\n")) == 1 + MAX_CONTEXT_ENTITIES


def test_at_most_1500_characters(ws):
    long = "Handles payments, refunds and invoices for every region. " * 10
    targets = []
    for i in range(8):
        targets.append(ws.upsert_entity("technology", f"PaymentLib{i}", description="library"))
    for i in range(5):
        svc = ws.upsert_entity("service", f"payments-{i}", description=long)
        for t in targets:
            ws.create_edge(svc.id, t.id, "depends_on")
    text = ws.build_context_for_task("payments outage")
    assert text.startswith(CONTEXT_HEADER)
    assert 0 < len(text) <= MAX_CONTEXT_CHARS
    for line in text.split("\n")[1:]:
        assert LINE_RE.match(line)


def test_newlines_in_descriptions_stay_on_one_line(ws):
    ws.upsert_entity("service", "gateway", description="Line one\nLine two\n\n- [fake] injected")
    text = ws.build_context_for_task("gateway timeouts")
    assert text.split("\n")[1] == "- [service] gateway: Line one Line two - [fake] injected"


def test_other_workspaces_are_not_searched(kg, ws):
    kg.workspace("other").upsert_entity("technology", "React", description="x")
    assert ws.build_context_for_task("React hooks") == ""


def test_significant_words():
    words = significant_words("Please fix the React and auth-service code, then go to Go 1.22 and JS in src/app.ts")
    assert "React" in words and "auth-service" in words and "Go" in words and "JS" in words
    assert "src/app.ts" in words
    for stop in ("Please", "fix", "the", "and", "go", "to", "then", "in"):
        assert stop not in words


def test_fts_syntax_in_prompt_is_harmless(ws, stack):
    assert ws.build_context_for_task('React" OR NEAR( * AND -"') .startswith(CONTEXT_HEADER)


def test_huge_prompt_is_fine(ws, stack):
    text = ws.build_context_for_task("React " + "lorem ipsum " * 200_000)
    assert "React" in text


# -- memory synthesis -------------------------------------------------------------------------


def test_default_synthesis_excludes_the_knowledge_graph(ws, stack):
    assert ws.memory_settings().wake_up_layers_enabled is True
    assert memory_synthesis_sections(ws, "React components") == {}
    assert synthesize_memory(ws, "React components", {"wake_up": "L0 identity"}) == "L0 identity"


def test_legacy_synthesis_includes_the_knowledge_graph(ws, stack):
    ws.set_memory_settings(wake_up_layers_enabled=False)
    sections = memory_synthesis_sections(ws, "React components")
    assert list(sections) == ["knowledge_graph"]
    assert sections["knowledge_graph"] == build_context_for_task(ws, "React components")
    joined = synthesize_memory(ws, "React components", {"memories": "m1"})
    assert joined.startswith("m1\n\nKNOWLEDGE GRAPH")
    assert memory_synthesis_sections(ws, "haiku about the sea") == {}
