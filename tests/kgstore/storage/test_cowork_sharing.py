"""Both programs on one file, in several orders (issue #17): upgrade → CoWork start → CoWork
writes → our reads and writes → CoWork's search, and the same steps interleaved the other way,
with our store closed between steps or kept open. After every step the file passes integrity,
foreign-key and FTS checks, and each program's view is checked against what the other wrote."""

from __future__ import annotations

import sqlite3

import pytest
from cowork import ACME, CoWorkWriter, copy_fixture, file_problems, needs_fixture

import kgstore
from kgstore.validation import normalize_text

pytestmark = needs_fixture


class Session:
    """The file, a CoWork process on it, and (open or reopened per step) our store."""

    def __init__(self, path, keep_open: bool):
        self.path = path
        self.keep_open = keep_open
        self.cowork = CoWorkWriter(path).start()
        self._kg = kgstore.open(path) if keep_open else None
        self.expected_live: set[str] = set()
        self.expected_gone: set[str] = set()

    def store(self):
        return self._kg if self._kg is not None else kgstore.open(self.path)

    def done_with(self, kg) -> None:
        if kg is not self._kg:
            kg.close()

    def close(self) -> None:
        self.cowork.close()
        if self._kg is not None:
            self._kg.close()

    def check(self) -> None:
        assert file_problems(self.path) == []


def cowork_writes(s: Session, tag: str) -> None:
    cw = s.cowork
    cw.start()  # CoWork may have restarted in between
    fresh = cw.add_entity(ACME, "technology", f"Cw{tag}fish", "a model organism")
    cw.add_observation(fresh, "breeds in shallow ponds")
    cw.add_observation(fresh, "breeds in shallow ponds")  # CoWork appends repeats
    renamed = cw.add_entity(ACME, "service", f"Cw{tag}old service")
    cw.update_entity(renamed, name=f"Cw{tag}new service")
    gone = cw.add_entity(ACME, "concept", f"Cw{tag}doomed idea")
    cw.delete_entity(gone)
    other = cw.add_entity(ACME, "service", f"Cw{tag}scheduler")
    cw.add_edge(ACME, fresh, other, "Hosts Weekly")
    s.expected_live |= {f"Cw{tag}fish", f"Cw{tag}new service", f"Cw{tag}scheduler"}
    s.expected_gone |= {f"Cw{tag}old service", f"Cw{tag}doomed idea"}


def our_writes(s: Session, tag: str) -> None:
    kg = s.store()
    try:
        ws = kg.workspace(ACME)
        # What CoWork wrote is found by its name before any healing could have run.
        for name in [n for n in s.expected_live if n.startswith("Cw") and n.endswith("fish")]:
            found = ws.find_entity("technology", name.lower())
            assert found is not None and found.name == name
            again = ws.upsert_entity("technology", name.upper())  # the same entity, no error
            assert again.id == found.id
            ws.add_observation(found.id, "Breeds in  shallow ponds")  # the same text
            texts = [normalize_text(o.content) for o in ws.observations(found.id, limit=100)]
            assert texts.count("breeds in shallow ponds") == 1
            scheduler = ws.find_entity("service", name.replace("fish", "scheduler"))
            ws.create_edge(found.id, scheduler.id, "hosts_weekly")
            current = [e for e in ws.edges_of(found.id) if e.target_id == scheduler.id]
            assert len(current) == 1
        ours = ws.upsert_entity("technology", f"Our{tag}widget", description="a marsupial database")
        renamed = ws.upsert_entity("service", f"Our{tag}old service")
        ws.update_entity(renamed.id, name=f"Our{tag}new service")
        doomed = ws.upsert_entity("concept", f"Our{tag}doomed idea")
        ws.delete_entity(doomed.id)
        ws.add_observation(ours.id, "written by us")
        s.expected_live |= {f"Our{tag}widget", f"Our{tag}new service"}
        s.expected_gone |= {f"Our{tag}old service", f"Our{tag}doomed idea"}
    finally:
        s.done_with(kg)


def both_views_agree(s: Session) -> None:
    kg = s.store()
    try:
        ws = kg.workspace(ACME)
        for name in s.expected_live:
            assert name in [h.entity.name for h in ws.search(name)], f"our search misses {name!r}"
            # CoWork's FTS query itself (its LIKE fallback would hide a damaged index).
            assert name in s.cowork.fts_search(ACME, name, limit=50), f"CoWork's search misses {name!r}"
        for name in s.expected_gone:
            assert name not in [h.entity.name for h in ws.search(name)], f"our search still finds {name!r}"
            assert name not in s.cowork.fts_search(ACME, name, limit=50), f"CoWork still finds {name!r}"
        assert kg.check_integrity() == []
    finally:
        s.done_with(kg)


STEPS = {"cowork": cowork_writes, "ours": our_writes}


@pytest.mark.parametrize("keep_open", [False, True], ids=["reopened", "kept-open"])
@pytest.mark.parametrize("order", [
    ("cowork", "ours", "cowork2", "ours2"),
    ("ours", "cowork", "ours2", "cowork2"),
    ("cowork", "cowork2", "ours", "ours2"),
    ("ours", "ours2", "cowork", "cowork2"),
], ids=lambda o: "-".join(o))
def test_orders(tmp_path, order, keep_open):
    path = copy_fixture(tmp_path)
    kgstore.open(path).close()  # the upgrade
    assert file_problems(path) == []
    s = Session(path, keep_open)
    try:
        s.check()
        for step in order:
            kind, tag = step.rstrip("2"), ("b" if step.endswith("2") else "a")
            STEPS[kind](s, tag)
            s.check()
            both_views_agree(s)
            s.check()
    finally:
        s.close()


def test_one_entity_per_identity_after_cowork_duplicates_ours(tmp_path):
    """CoWork inserts "react" beside our merged "React" (its UNIQUE is case-sensitive); we see
    one entity, and the file ends with one row, its observations and edges kept."""
    path = copy_fixture(tmp_path)
    with kgstore.open(path) as kg:
        react = kg.workspace(ACME).upsert_entity("technology", "React")
    with CoWorkWriter(path) as cw:
        cw.start()
        dup = cw.add_entity(ACME, "technology", "react", "written by CoWork")
        cw.add_observation(dup, "hooks everywhere")
    with kgstore.open(path) as kg:
        ws = kg.workspace(ACME)
        found = ws.find_entity("technology", "REACT")
        assert found is not None
        assert [e.name for e in ws.entities(types=["technology"])].count(found.name) == 1
        assert "hooks everywhere" in [o.content for o in ws.observations(found.id)]
        assert found.id in {react.id, dup}
    conn = sqlite3.connect(path)
    try:
        rows = conn.execute("SELECT count(*) FROM kg_entities WHERE workspace_id = ? AND lower(name) = 'react'"
                            " AND entity_type_id IN (SELECT id FROM kg_entity_types WHERE name = 'technology'"
                            " AND workspace_id = ?)", (ACME, ACME)).fetchone()[0]
    finally:
        conn.close()
    assert rows == 1
    assert file_problems(path) == []
