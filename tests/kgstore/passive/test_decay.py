"""Confidence decay: once a day per workspace (persisted), keyed on last_seen_at, x0.95, floor 0.3,
updated_at untouched, manual and agent entities never decay."""

from __future__ import annotations

import json
import sqlite3

import pytest

import kgstore
from kgstore.passive.decay import (
    DAY_MS,
    DECAY_FLOOR,
    DECAY_RATE,
    STALE_AFTER_MS,
    decay_marker_key,
    last_decay_run,
)


def test_stale_auto_entity_decays_once(kg, ws, clock):
    e = ws.upsert_entity("technology", "Kubernetes", source="auto")
    clock.advance(STALE_AFTER_MS + 1)
    assert ws.run_decay() == 1
    after = ws.get_entity(e.id)
    assert after.confidence == pytest.approx(0.85 * DECAY_RATE)
    assert after.updated_at == e.updated_at and after.last_seen_at == e.last_seen_at
    assert after.created_at == e.created_at


def test_fresh_entities_do_not_decay(kg, ws, clock):
    e = ws.upsert_entity("technology", "Kubernetes", source="auto")
    clock.advance(STALE_AFTER_MS - 1)
    assert ws.run_decay() == 0
    assert ws.get_entity(e.id).confidence == pytest.approx(0.85)


def test_manual_and_agent_never_decay(kg, ws, clock):
    manual = ws.upsert_entity("technology", "Docker", source="manual", confidence=0.5)
    agent = ws.upsert_entity("technology", "Redis", source="agent", confidence=0.6)
    confirmed = ws.upsert_entity("technology", "Kafka", source="auto")
    ws.upsert_entity("technology", "Kafka", source="agent")  # raised to agent
    clock.advance(400 * DAY_MS)
    assert ws.run_decay(force=True) == 0
    assert ws.get_entity(manual.id).confidence == pytest.approx(0.5)
    assert ws.get_entity(agent.id).confidence == pytest.approx(0.6)
    assert ws.get_entity(confirmed.id).source == "agent"


def test_at_most_once_a_day(kg, ws, clock):
    e = ws.upsert_entity("technology", "Kubernetes", source="auto")
    clock.advance(STALE_AFTER_MS + 1)
    assert ws.run_decay() == 1
    clock.advance(DAY_MS - 1)
    assert ws.run_decay() == 0
    assert ws.get_entity(e.id).confidence == pytest.approx(0.85 * DECAY_RATE)
    clock.advance(1)
    assert ws.run_decay() == 1
    assert ws.get_entity(e.id).confidence == pytest.approx(0.85 * DECAY_RATE ** 2)


def test_force_runs_again(kg, ws, clock):
    e = ws.upsert_entity("technology", "Kubernetes", source="auto")
    clock.advance(STALE_AFTER_MS + 1)
    assert ws.run_decay() == 1
    assert ws.run_decay() == 0
    assert ws.run_decay(force=True) == 1
    assert ws.get_entity(e.id).confidence == pytest.approx(0.85 * DECAY_RATE ** 2)


def test_floor(kg, ws, clock):
    e = ws.upsert_entity("technology", "Kubernetes", source="auto", confidence=0.31)
    low = ws.upsert_entity("technology", "Terraform", source="auto", confidence=0.2)
    clock.advance(STALE_AFTER_MS + 1)
    for _ in range(5):
        ws.run_decay(force=True)
    assert ws.get_entity(e.id).confidence == pytest.approx(DECAY_FLOOR)
    assert ws.get_entity(low.id).confidence == pytest.approx(0.2)  # below the floor: left alone
    assert ws.run_decay(force=True) == 0


def test_many_days_converge_to_the_floor(kg, ws, clock):
    e = ws.upsert_entity("technology", "Kubernetes", source="auto")
    clock.advance(STALE_AFTER_MS)
    for _ in range(60):
        clock.advance(DAY_MS)
        ws.run_decay()
    assert ws.get_entity(e.id).confidence == pytest.approx(DECAY_FLOOR)


def test_keyed_on_last_seen_not_created(kg, ws, clock):
    seen = ws.upsert_entity("technology", "Kubernetes", source="auto")
    observed = ws.upsert_entity("technology", "Terraform", source="auto")
    stale = ws.upsert_entity("technology", "Ansible", source="auto")
    clock.advance(STALE_AFTER_MS - DAY_MS)
    ws.upsert_entity("technology", "Kubernetes", source="auto")  # reinforced: 0.95
    ws.add_observation(observed.id, "used for infra", source="auto")  # a new observation reinforces
    clock.advance(2 * DAY_MS)
    assert ws.run_decay() == 1
    assert ws.get_entity(seen.id).confidence == pytest.approx(0.95)
    assert ws.get_entity(observed.id).confidence == pytest.approx(0.85)
    assert ws.get_entity(stale.id).confidence == pytest.approx(0.85 * DECAY_RATE)


def test_per_workspace(kg, clock):
    a, b = kg.workspace("a"), kg.workspace("b")
    ea = a.upsert_entity("technology", "Kubernetes", source="auto")
    eb = b.upsert_entity("technology", "Kubernetes", source="auto")
    clock.advance(STALE_AFTER_MS + 1)
    assert a.run_decay() == 1
    assert b.get_entity(eb.id).confidence == pytest.approx(0.85)  # b untouched by a's run
    assert b.run_decay() == 1  # b has its own daily marker
    assert a.run_decay() == 0
    assert a.get_entity(ea.id).confidence == pytest.approx(0.85 * DECAY_RATE)


def test_last_run_survives_a_restart(db_path, clock):
    with kgstore.open(db_path, clock=clock) as kg:
        ws = kg.workspace("w")
        ws.upsert_entity("technology", "Kubernetes", source="auto")
        clock.advance(STALE_AFTER_MS + 1)
        assert ws.run_decay() == 1
        ran_at = clock.now
    clock.advance(60_000)
    with kgstore.open(db_path, clock=clock) as kg:
        ws = kg.workspace("w")
        assert last_decay_run(ws) == ran_at
        assert ws.run_decay() == 0
    raw = sqlite3.connect(db_path)
    value = json.loads(raw.execute("SELECT value FROM maintenance_state WHERE key = ?",
                                   (decay_marker_key("w"),)).fetchone()[0])
    raw.close()
    assert value == {"last_run": ran_at, "decayed": 1}


def test_explicit_now(kg, ws, clock):
    e = ws.upsert_entity("technology", "Kubernetes", source="auto")
    assert ws.run_decay(now=clock.now + STALE_AFTER_MS + 1) == 1
    assert ws.get_entity(e.id).confidence == pytest.approx(0.85 * DECAY_RATE)
    with pytest.raises(kgstore.KGError, match="milliseconds"):
        ws.run_decay(now=1_700_000_000)  # seconds


def test_a_marker_in_the_future_or_damaged_does_not_block_forever(kg, ws, clock, db_path):
    ws.upsert_entity("technology", "Kubernetes", source="auto")
    clock.advance(STALE_AFTER_MS + 1)
    raw = sqlite3.connect(db_path)
    raw.execute("INSERT INTO maintenance_state (key, value, updated_at) VALUES (?, ?, 0)",
                (decay_marker_key("ws-1"), json.dumps({"last_run": clock.now + 50 * DAY_MS})))
    raw.commit()
    assert ws.run_decay() == 1
    raw.execute("UPDATE maintenance_state SET value = 'garbage{' WHERE key = ?", (decay_marker_key("ws-1"),))
    raw.commit()
    raw.close()
    clock.advance(60_000)
    assert ws.run_decay() == 1


def test_only_this_workspace_and_only_auto(kg, clock):
    ws = kg.workspace("w")
    auto = [ws.upsert_entity("file", f"src/f{i}.ts", source="auto") for i in range(5)]
    other = kg.workspace("other").upsert_entity("file", "src/x.ts", source="auto")
    clock.advance(STALE_AFTER_MS + 1)
    assert ws.run_decay() == 5
    assert all(ws.get_entity(e.id).confidence < 0.85 for e in auto)
    assert kg.workspace("other").get_entity(other.id).confidence == pytest.approx(0.85)


# -- the rule's figures, as the seed states them (not as the module's constants say) ---------------

DAY = 86_400_000  # ms


def test_the_stated_figures():
    assert (DAY_MS, STALE_AFTER_MS, DECAY_RATE, DECAY_FLOOR) == (DAY, 30 * DAY, 0.95, 0.3)


def test_stale_means_more_than_thirty_days_to_the_millisecond(kg, ws, clock):
    e = ws.upsert_entity("technology", "Kubernetes", source="auto")
    clock.advance(30 * DAY)  # exactly 30 days: not yet
    assert ws.run_decay() == 0
    clock.advance(1)
    assert ws.run_decay(force=True) == 1
    assert ws.get_entity(e.id).confidence == pytest.approx(0.85 * 0.95)


def test_once_a_day_means_twenty_four_hours_to_the_millisecond(kg, ws, clock):
    ws.upsert_entity("technology", "Kubernetes", source="auto")
    clock.advance(30 * DAY + 1)
    assert ws.run_decay() == 1
    clock.advance(DAY - 1)
    assert ws.run_decay() == 0
    clock.advance(1)
    assert ws.run_decay() == 1
    assert last_decay_run(ws) == clock.now


def test_a_marker_one_millisecond_in_the_future_does_not_block(kg, ws, clock, db_path):
    ws.upsert_entity("technology", "Kubernetes", source="auto")
    clock.advance(30 * DAY + 1)
    with sqlite3.connect(db_path) as raw:
        raw.execute("INSERT INTO maintenance_state (key, value, updated_at) VALUES (?, ?, 0)",
                    (decay_marker_key("ws-1"), json.dumps({"last_run": clock.now + 1})))
    assert ws.run_decay() == 1


def test_a_decay_that_lowers_entities_is_logged_and_one_that_does_not_is_quiet(kg, ws, clock, caplog):
    import logging

    ws.upsert_entity("technology", "Kubernetes", source="auto")
    with caplog.at_level(logging.INFO, logger="kgstore.passive.decay"):
        assert ws.run_decay() == 0
        assert "confidence decay" not in caplog.text
        clock.advance(30 * DAY + 1)
        assert ws.run_decay(force=True) == 1
    assert "confidence decay in workspace 'ws-1' lowered 1 automatic entities" in caplog.text


@pytest.mark.parametrize("scanned", [True, False])
def test_read_by_a_scan_or_through_the_workspace_index_the_same_entities_decay(kg, clock, monkeypatch, scanned):
    from kgstore.storage import shares

    monkeypatch.setattr(shares, "scanned", lambda _here, _in_file: scanned)
    ws, other = kg.workspace("w"), kg.workspace("other")
    stale = [ws.upsert_entity("technology", f"old {i}", source="auto") for i in range(5)]
    elsewhere = other.upsert_entity("technology", "old elsewhere", source="auto")
    ws.upsert_entity("technology", "mine", source="manual", confidence=0.9)
    clock.advance(STALE_AFTER_MS + 1)
    fresh = ws.upsert_entity("technology", "new", source="auto")
    assert ws.run_decay() == 5
    assert all(ws.get_entity(e.id).confidence == pytest.approx(0.85 * DECAY_RATE) for e in stale)
    assert ws.get_entity(fresh.id).confidence == pytest.approx(0.85)
    assert other.get_entity(elsewhere.id).confidence == pytest.approx(0.85)  # another workspace's: its own run
    assert ws.find_entity("technology", "mine").confidence == pytest.approx(0.9)
