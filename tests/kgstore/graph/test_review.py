"""The review inbox: what was learned without a person checking it, confirming it, the last
review time."""

from __future__ import annotations

import sqlite3

import pytest

import kgstore

from cowork import ACME, copy_fixture, needs_fixture

DAY = 86_400_000


def _ids(items):
    return [i.id for i in items]


def test_inbox_lists_unconfirmed_automatic_and_low_confidence_entities_newest_first(ws, clock):
    old = ws.upsert_entity("technology", "Docker", source="auto", task_id="t1")
    clock.advance(1000)
    doubtful = ws.upsert_entity("person", "Sam", source="agent", confidence=0.3)
    clock.advance(1000)
    new = ws.upsert_entity("technology", "Redis", source="auto", task_id="t2")
    ws.upsert_entity("service", "auth", source="manual", confidence=0.2)  # a person's own: never
    ws.upsert_entity("service", "billing", source="agent")  # agent, confident: not waiting
    items = ws.review_items()
    assert _ids(items) == [new.id, doubtful.id, old.id]
    assert items[0].reasons == ("auto",) and items[0].task_id == "t2"
    assert items[1].reasons == ("low_confidence",)
    assert ws.review_count() == 3


def test_a_decayed_entity_says_so(ws, clock):
    stale = ws.upsert_entity("technology", "Docker", source="auto")
    clock.advance(31 * DAY)
    assert ws.run_decay(force=True) == 1
    (item,) = ws.review_items()
    assert item.id == stale.id
    assert item.reasons == ("auto", "decayed")
    assert item.confidence == pytest.approx(0.85 * 0.95)


def test_relationships_wait_until_the_inbox_is_marked_reviewed(ws, clock):
    a = ws.upsert_entity("service", "api", source="manual")
    b = ws.upsert_entity("service", "db", source="manual")
    c = ws.upsert_entity("service", "cache", source="manual")
    before = ws.create_edge(a.id, b.id, "connects_to", task_id="t1")
    ws.create_edge(a.id, c.id, "depends_on", source="manual")  # a person's own: never waiting
    (item,) = ws.review_items()
    assert (item.kind, item.id, item.source_name, item.target_name) == ("relationship", before.id, "api", "db")
    assert item.reasons == ("new_relationship",) and item.task_id == "t1"
    clock.advance(1000)
    assert ws.mark_reviewed() is None
    assert ws.last_review() == clock.now
    assert ws.review_items() == [] and ws.review_count() == 0
    clock.advance(1000)
    after = ws.create_edge(b.id, c.id, "uses")
    assert _ids(ws.review_items()) == [after.id]
    # Undo of the mark: the old one back, and what it had hidden waits again.
    ws.set_last_review(None)
    assert ws.last_review() is None
    assert _ids(ws.review_items()) == [after.id, before.id]


def test_mail_and_the_text_around_it_are_given(ws):
    report = ws.ingest_mailbox_event({
        "id": "evt-1", "fingerprint": "fp-1", "type": "thread_summarized", "timestamp": 1_767_225_600_000,
        "subject": "Contract renewal", "summary": "Ada asked for the renewal terms",
        "payload": {"contactEmail": "ada@acme.io", "contactName": "Ada Lovelace"},
    })
    assert not report.skipped, report.skipped_reason
    items = {i.id: i for i in ws.review_items()}
    person = next(e for e in report.entities if e.type == "person")
    item = items[person.id]
    assert item.mail.startswith("thread_summarized: ") and "Contract renewal" in item.mail
    assert "Contract renewal" in item.context
    works_at = [i for i in items.values() if i.kind == "relationship"]
    assert works_at and works_at[0].mail == item.mail  # the relationship came from the same mail


def test_confirm_makes_it_manual_full_confidence_and_it_no_longer_decays(ws, clock):
    e = ws.upsert_entity("technology", "Docker", source="auto")
    other = ws.upsert_entity("technology", "Redis", source="auto")
    g = ws.create_edge(e.id, other.id, "related_to", source="auto")
    clock.advance(1000)
    confirmed = ws.confirm([e.id, g.id])
    assert [(r.id, r.source, r.confidence) for r in confirmed] == [(e.id, "manual", 1.0), (g.id, "manual", 1.0)]
    assert _ids(ws.review_items()) == [other.id]
    clock.advance(40 * DAY)
    ws.run_decay(force=True)
    assert ws.get_entity(e.id).confidence == 1.0
    assert ws.get_entity(other.id).confidence < 0.85


def test_confirm_with_an_unknown_id_changes_nothing(ws):
    e = ws.upsert_entity("technology", "Docker", source="auto")
    with pytest.raises(kgstore.NotFoundError, match="nope"):
        ws.confirm([e.id, "nope"])
    assert ws.get_entity(e.id).source == "auto"
    with pytest.raises(kgstore.ValidationError):
        ws.confirm([])
    other = kgstore.open(":memory:").workspace("other")
    with pytest.raises(kgstore.NotFoundError):  # an id of another workspace does not exist here
        other.confirm([e.id])


def test_unconfirm_puts_back_exactly_what_was_there_unless_changed_since(ws, clock):
    e = ws.upsert_entity("technology", "Docker", source="auto")
    clock.advance(1000)
    (before,) = [ws.get_entity(e.id)]
    ws.confirm([e.id])
    (back,) = ws.unconfirm([before])
    assert back == before
    ws.confirm([e.id])
    ws.update_entity(e.id, confidence=0.5)  # another writer since
    with pytest.raises(kgstore.ConflictError, match="changed since"):
        ws.unconfirm([before])
    assert ws.get_entity(e.id).confidence == 0.5


def _agent_edges(kg, ws, n: int, kind: str = "uses", hubs: int = 20) -> None:
    """`hubs` entities of a person's own and n relationships an agent made among them."""
    pairs = hubs * (hubs - 1)
    with kg.transaction():
        ids = [ws.upsert_entity("service", f"s{i}", source="manual").id for i in range(hubs)]
        for i in range(n):  # each (source, target, type) once
            a, step = i % hubs, (i % pairs) // hubs + 1
            ws.create_edge(ids[a], ids[(a + step) % hubs], f"{kind}_{i // pairs}", source="agent")


def test_a_capped_count_is_the_count_up_to_its_cap(kg, ws, clock):
    _agent_edges(kg, ws, 300)
    with kg.transaction():
        for i in range(3):
            ws.upsert_entity("technology", f"t{i}", source="auto")
    assert ws.review_count() == 303
    assert [ws.review_count(cap=c) for c in (1, 10, 302, 303, 304, 1000)] == [1, 10, 302, 303, 303, 303]
    clock.advance(1000)
    ws.mark_reviewed()  # the relationships leave; the unconfirmed entities stay
    assert (ws.review_count(), ws.review_count(cap=2), ws.review_count(cap=1000)) == (3, 2, 3)
    for bad in (0, -1, "5", True, 2.5):
        with pytest.raises(kgstore.ValidationError):
            ws.review_count(cap=bad)


def _vm_steps(kg, run) -> int:
    """SQLite virtual-machine steps (in hundreds) that `run` takes on the store's connection."""
    steps = [0]

    def tick() -> int:
        steps[0] += 1
        return 0

    kg._db.conn.set_progress_handler(tick, 100)
    try:
        run()
    finally:
        kg._db.conn.set_progress_handler(None, 100)
    return steps[0]


def test_a_capped_count_reads_no_further_than_its_cap(kg, ws):
    _agent_edges(kg, ws, 2000)
    exact = _vm_steps(kg, ws.review_count)
    capped = _vm_steps(kg, lambda: ws.review_count(cap=20))
    _agent_edges(kg, ws, 2000, kind="knows")  # twice the rows waiting
    assert (ws.review_count(), ws.review_count(cap=20)) == (4000, 20)
    # 2,000 more rows waiting: the exact count reads every one, the capped one stops at its cap
    # (what it still reads more is the per-type counts its plan looks at).
    more_exact = _vm_steps(kg, ws.review_count) - exact
    more_capped = _vm_steps(kg, lambda: ws.review_count(cap=20)) - capped
    assert more_exact > exact / 2 and more_capped * 20 < more_exact, (exact, more_exact, capped, more_capped)


def test_the_inbox_is_the_same_read_through_the_index_or_scanned(kg, ws, clock, monkeypatch):
    from kgstore.storage import shares

    _agent_edges(kg, ws, 40)
    clock.advance(1000)
    ws.upsert_entity("technology", "Docker", source="auto")
    ws.upsert_entity("person", "Sam", source="agent", confidence=0.3)
    kg.workspace("other").upsert_entity("technology", "Vite", source="auto")
    answers = []
    for scan in (False, True):
        monkeypatch.setattr(shares, "scanned", lambda here, in_file, scan=scan: scan)
        answers.append((ws.review_count(), ws.review_count(cap=5), _ids(ws.review_items(limit=1000))))
    assert answers[0] == answers[1]
    assert answers[0][0] == 42 and answers[0][1] == 5 and len(answers[0][2]) == 42


def _reference_page(kg, ws, limit, offset):
    """The inbox's page as one SQL query orders it (the single query review_items ran before)."""
    from kgstore.graph import review

    with kg._db.read() as conn:
        params = review._params(ws, conn)
        inbox = (review._ENTITY_ROWS.format(part="", plus="") + " UNION ALL "
                 + review._EDGE_ROWS.format(part="", plus=""))
        return [tuple(r) for r in conn.execute(
            f"SELECT kind, id, learned_at FROM ({inbox}) ORDER BY learned_at DESC, id LIMIT :limit OFFSET :offset",
            {**params, "limit": limit, "offset": offset})]


@pytest.mark.parametrize("step_rows", [3, 100_000])
def test_in_parts_and_steps_the_inbox_is_the_same_page_and_count(kg, ws, clock, db_path, monkeypatch, step_rows):
    import random

    from kgstore.graph import review

    monkeypatch.setattr(review, "STEP_ROWS", step_rows)
    rng = random.Random(4)
    _agent_edges(kg, ws, 60)
    with kg.transaction():
        for i in range(25):
            clock.now += rng.choice([0, 0, 1, 7])  # many share their millisecond
            ws.upsert_entity("technology", f"auto {i}", source="auto")
            ws.upsert_entity("person", f"doubtful {i}", source="agent", confidence=rng.choice([0.2, 0.9]))
    kg.workspace("other").upsert_entity("technology", "elsewhere", source="auto")
    with sqlite3.connect(db_path) as conn:  # times another program wrote as text, and some ties
        conn.execute("UPDATE kg_entities SET created_at = 'yesterday' WHERE name = 'auto 3'")
        conn.execute("UPDATE kg_edges SET created_at = (SELECT MIN(created_at) FROM kg_edges) WHERE rowid % 5 = 0")
    for limit, offset in ((1, 0), (7, 3), (50, 10), (1000, 0)):
        got = [(i.kind, i.id) for i in ws.review_items(limit=limit, offset=offset)]
        assert got == [r[:2] for r in _reference_page(kg, ws, limit, offset)], (limit, offset)
        steps = ws.review_items_steps(limit=limit, offset=offset)
        parts = 0
        while True:
            try:
                next(steps)
                parts += 1
            except StopIteration as done:
                assert [(i.kind, i.id) for i in done.value] == got
                break
        assert parts > (20 if step_rows == 3 else 1)
    total = len(_reference_page(kg, ws, 1000, 0))
    assert ws.review_count() == total and ws.review_count(cap=total - 1) == total - 1


def test_bad_limits_are_clear_errors(ws):
    for bad in (0, 1001, -1, "5"):
        with pytest.raises(kgstore.ValidationError):
            ws.review_items(limit=bad)


def test_the_review_mark_is_a_recorded_migration_of_our_own_table(kg, db_path):
    assert "0016_review_inbox" in kg.applied_migrations()
    ws = kg.workspace("w")
    ws.mark_reviewed(at=1_767_225_600_000)
    kg.workspace("v").mark_reviewed(at=1_767_225_700_000)
    assert ws.last_review() == 1_767_225_600_000
    with sqlite3.connect(db_path) as conn:
        assert conn.execute("SELECT workspace_id, reviewed_at FROM kg_review_marks ORDER BY 1").fetchall() == [
            ("v", 1_767_225_700_000), ("w", 1_767_225_600_000)]


@needs_fixture
def test_on_a_cowork_file_confirming_keeps_coworks_objects_and_its_search(tmp_path):
    path = copy_fixture(tmp_path)
    kgstore.open(path).close()  # the upgrade: 0016 adds our table beside CoWork's
    with sqlite3.connect(path) as conn:
        before = set(conn.execute("SELECT type, name, sql FROM sqlite_master"))
    assert any(name == "kg_review_marks" for _t, name, _s in before)
    with kgstore.open(path) as kg:
        ws = kg.workspace(ACME)
        waiting = ws.review_items(limit=1000)
        assert waiting and ws.review_count() == len(waiting)
        item = waiting[0]
        ws.confirm([item.id])
        assert ws.review_count() == len(waiting) - 1
        ws.mark_reviewed()
    with sqlite3.connect(path) as conn:
        after = set(conn.execute("SELECT type, name, sql FROM sqlite_master"))
        assert after == before  # no object of CoWork's (or ours) is changed by reviewing
        assert conn.execute("SELECT COUNT(*) FROM kg_review_marks").fetchone()[0] == 1


def _mentions(kg) -> list[tuple]:
    with kg._db.read() as conn:
        return conn.execute("SELECT task_id, context FROM kg_mentions ORDER BY task_id").fetchall()


def test_an_extracted_entity_comes_with_the_text_around_its_mention(kg, ws):
    report = ws.extract_from_task("task-ci", "Set up CI",
                                  "We looked at many options first. Then we added a workflow that runs pytest "
                                  "against PostgreSQL in Docker, on every push to the main branch of the repository, "
                                  "and we will look at caching the dependencies next week if there is time.")
    assert not report.skipped
    items = {i.entity.name: i for i in ws.review_items()}
    docker = items["Docker"]
    assert docker.task_id == "task-ci"
    assert "runs pytest against PostgreSQL in Docker, on every push" in docker.context
    assert docker.context.startswith("…") and docker.context.endswith("…")  # cut at words, said so
    # A later task that mentions it again: the inbox keeps what the task that wrote it said.
    ws.extract_from_task("task-later", "Notes", "Docker images are now built nightly.")
    assert "on every push" in {i.entity.name: i for i in ws.review_items()}["Docker"].context
    assert [t for t, _ in _mentions(kg)].count("task-later") == 1
    # The mention goes with its entity, and comes back with it.
    mentions = ws.mentions(docker.id)
    assert [m.task_id for m in mentions] == ["task-ci", "task-later"]
    entity = ws.get_entity(docker.id)
    ws.delete_entity(docker.id)
    with kg._db.read() as conn:
        assert conn.execute("SELECT COUNT(*) FROM kg_mentions WHERE entity_id = ?", (docker.id,)).fetchone() == (0,)
    ws.reinsert_deleted(entity, mentions=mentions)
    assert ws.mentions(docker.id) == mentions
    with pytest.raises(kgstore.ValidationError):
        ws.reinsert_deleted(None, mentions=mentions)


@pytest.mark.parametrize("entity_id", ["no-such-entity", "", "x" * 300, None])
def test_mentions_of_an_unknown_or_malformed_id_are_an_empty_list(ws, entity_id):
    # The explorer asks for an entity's mentions as it deletes it: no id it holds may raise.
    ws.extract_from_task("task-ci", "Set up CI", "The workflow runs pytest in Docker on every push.")
    assert ws.mentions(entity_id) == []


def test_mentions_are_those_of_the_entitys_own_workspace(kg, ws):
    ws.extract_from_task("task-ci", "Set up CI", "The workflow runs pytest in Docker on every push.")
    docker = next(i.entity for i in ws.review_items() if i.entity.name == "Docker")
    assert [m.task_id for m in ws.mentions(docker.id)] == ["task-ci"]
    assert kg.workspace("elsewhere").mentions(docker.id) == []


def test_forgetting_a_task_forgets_its_mentions_and_restore_brings_them_back(kg, ws):
    ws.extract_from_task("task-a", "p", "We run pytest in Docker.")
    ws.extract_from_task("task-b", "p", "Docker and pytest again.")
    before = _mentions(kg)
    forgotten = ws.forget_task("task-b", backup=False)
    assert [t for t, _ in _mentions(kg)] == ["task-a", "task-a"]
    ws.restore_forgotten_task(forgotten)
    assert _mentions(kg) == before
    forgotten = ws.forget_task("task-a", backup=False)  # its entities go, with task-b's mentions of them
    assert forgotten.report.entities == 2 and _mentions(kg) == []
    ws.restore_forgotten_task(forgotten)
    assert _mentions(kg) == before


def test_a_file_opened_read_only_before_its_upgrade_still_shows_its_inbox(tmp_path):
    path = tmp_path / "old.db"
    with kgstore.open(path) as kg:
        kg.workspace("w").upsert_entity("technology", "Docker", source="auto", task_id="t1")
    with sqlite3.connect(path) as conn:  # without the review inbox's tables, and read-only (a newer version's)
        conn.execute("DROP TABLE kg_review_marks")
        conn.execute("DROP TABLE kg_mentions")
        conn.execute("DELETE FROM kg_migrations WHERE name = '0016_review_inbox'")
        conn.execute("INSERT INTO kg_migrations (name, applied_at) VALUES ('0999_future', 1)")
    with kgstore.open(path) as kg:
        assert kg.read_only
        ws = kg.workspace("w")
        assert [i.entity.name for i in ws.review_items()] == ["Docker"]
        assert ws.review_count() == 1 and ws.last_review() is None
        assert [t.task_id for t in ws.tasks_with_memory()] == ["t1"]
        with pytest.raises(kgstore.ReadOnlyError):
            ws.confirm([ws.review_items()[0].id])



def test_mentions_answer_none_when_another_program_dropped_their_table(kg, ws, db_path):
    # The mentions table is ours; a program that drops it (a hand-made cleanup, an old tool's
    # rebuild) must not make deleting or reviewing an entity fail.
    entity = ws.upsert_entity("concept", "survivor")
    with sqlite3.connect(db_path) as conn:
        conn.execute("DROP TABLE kg_mentions")
    assert ws.mentions(entity.id) == []
