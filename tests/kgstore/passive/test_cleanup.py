"""The one-time quality cleanup (kg_quality_cleanup_v1): each phase on the old noise, protection
of manual/agent references, idempotence, marker, backup, log line and the claim."""

from __future__ import annotations

import json
import logging
import sqlite3
import time

import pytest

import kgstore
from kgstore.passive import cleanup, maintenance
from kgstore.passive.cleanup import CLAIM_NAME, MARKER_KEY, PHASES
from cleanup_noise import EXPECTED_COUNTS, ZERO_COUNTS, build_noise, raw_entity
from cowork import ACME, NOTES, CoWorkWriter, copy_fixture, file_problems, needs_fixture


@pytest.fixture
def noise(kg, clock):
    return build_noise(kg, clock)


def exists(kg, eid):
    with kg._db.read() as conn:
        return conn.execute("SELECT 1 FROM kg_entities WHERE id = ?", (eid,)).fetchone() is not None


def entity(kg, eid):
    with kg._db.read() as conn:
        row = conn.execute("SELECT name, properties, source, description FROM kg_entities WHERE id = ?",
                           (eid,)).fetchone()
    return None if row is None else {"name": row[0], "properties": json.loads(row[1]), "source": row[2],
                                     "description": row[3]}


def observation_count(kg, eid):
    with kg._db.read() as conn:
        return conn.execute("SELECT COUNT(*) FROM kg_observations WHERE entity_id = ?", (eid,)).fetchone()[0]


def edge_exists(kg, edge_id):
    with kg._db.read() as conn:
        return conn.execute("SELECT 1 FROM kg_edges WHERE id = ?", (edge_id,)).fetchone() is not None


def run_phase(kg, name):
    phase = dict(PHASES)[name]
    with kg._db.write() as conn:
        return phase(conn, kg.now())


def marker_row(kg):
    with kg._db.read() as conn:
        row = conn.execute("SELECT value FROM maintenance_state WHERE key = ?", (MARKER_KEY,)).fetchone()
    return json.loads(row[0]) if row else None


def claim_rows(kg):
    with kg._db.read() as conn:
        return conn.execute("SELECT name, owner, claimed_at, expires_at FROM maintenance_claims").fetchall()


# -- each phase, in order, on the noise -------------------------------------------------------------


def test_phases_one_by_one(kg, noise):
    ws = kg.workspace("w")

    # 1. case duplicates merge into the manual PostgreSQL; the lone legacy row gets a normalized name.
    assert run_phase(kg, "merge_case_duplicates") == EXPECTED_COUNTS["merge_case_duplicates"]
    assert not exists(kg, noise["pg_dup1"]) and not exists(kg, noise["pg_dup2"])
    pg = ws.get_entity(noise["pg"])
    assert pg.name == "PostgreSQL" and pg.source == "manual" and pg.description == "Main database"
    assert [o.content for o in ws.observations(pg.id)] == ["slow queries on users"]
    assert ws.find_entity("technology", "kafka").id == noise["kafka"]

    # 2. noise technologies go; protected and correctly spelled ones stay.
    assert run_phase(kg, "noise_technologies") == EXPECTED_COUNTS["noise_technologies"]
    for gone in ("go", "rest", "electron"):
        assert not exists(kg, noise[gone])
    for kept in ("rust_protected", "express_protected", "react_ok", "typescript_ok", "go_manual", "project"):
        assert exists(kg, noise[kept])

    # 3. free-mail organisations and the automatic works_at edges to them.
    assert run_phase(kg, "free_mail_organizations") == EXPECTED_COUNTS["free_mail_organizations"]
    for gone in ("gmail", "outlook", "users"):
        assert not exists(kg, noise[gone])
    assert exists(kg, noise["hotmail_not_mailbox"])  # no mailbox evidence, no domain: not touched
    assert exists(kg, noise["yahoo_protected"])  # a manual observation protects it ...
    assert not edge_exists(kg, noise["pat_works_at_yahoo"])  # ... but its automatic works_at edges go
    assert edge_exists(kg, noise["lee_works_at_yahoo"])  # an agent's edge stays
    assert exists(kg, noise["sam"]) and exists(kg, noise["octo"])  # people stay

    # 4. subdomain organisations renamed, or merged into the existing one.
    assert run_phase(kg, "subdomain_organizations") == EXPECTED_COUNTS["subdomain_organizations"]
    news = entity(kg, noise["news"])
    assert news["name"] == "Amazon" and news["properties"]["domain"] == "amazon.com"
    assert ws.find_entity("organization", "Amazon").id == noise["news"]
    assert not exists(kg, noise["accounts"])
    google = ws.get_entity(noise["google"])
    assert google.name == "Google" and google.source == "agent" and google.description == "Search company"
    assert [o.content for o in ws.observations(google.id)] == ["Mailbox security alert: new sign-in"]
    assert entity(kg, noise["mail"])["name"] == "Acme"
    assert entity(kg, noise["aws"])["name"] == "Amazon Web Services"
    assert entity(kg, noise["news_manual"])["name"] == "News"
    assert entity(kg, noise["news_protected"])["name"] == "News"

    # 5. people made of automated senders.
    assert run_phase(kg, "automated_senders") == EXPECTED_COUNTS["automated_senders"]
    assert not exists(kg, noise["noreply"]) and not exists(kg, noise["store_news"])
    for kept in ("alerts_protected", "jane", "updates_manual", "github"):
        assert exists(kg, noise[kept])

    # 6. duplicate observations: the manual one is kept over older automatic ones.
    assert run_phase(kg, "duplicate_observations") == EXPECTED_COUNTS["duplicate_observations"]
    jane = ws.observations(noise["jane"])
    assert [(o.id, o.source) for o in jane] == [(noise["jane_obs_manual"], "manual")]
    aws = ws.observations(noise["aws"])
    assert [o.id for o in aws] == [noise["aws_legacy1"]] and aws[0].fingerprint.startswith("text:")
    assert observation_count(kg, noise["sam"]) == 2

    # Every phase is idempotent.
    for name, _ in PHASES:
        assert run_phase(kg, name) == ZERO_COUNTS[name], name
    assert kg.check_integrity() == []


# -- the whole run ------------------------------------------------------------------------------


def test_run_cleanup_records_marker_backup_and_log(kg, noise, db_path, caplog):
    with caplog.at_level(logging.INFO, logger="kgstore.passive"):
        report = kg.run_cleanup()
    assert report.ran and report.reason == "completed"
    assert report.counts == EXPECTED_COUNTS
    assert list(report.counts) == [name for name, _ in PHASES]
    assert report.total("people") == 2
    # Marker with the counts.
    marker = marker_row(kg)
    assert marker["counts"] == EXPECTED_COUNTS and marker["finished_at"] == report.finished_at
    assert marker["version"] == 1 and marker["owner"] == report.owner
    assert cleanup.cleanup_marker(kg)["counts"] == EXPECTED_COUNTS
    # Log line with the counts.
    assert "kg_quality_cleanup_v1 done" in caplog.text and "people=2" in caplog.text
    # The backup was taken before the first phase: it still holds the noise.
    assert report.backup_path and report.backup_path in kg.backups()[0].as_posix()
    raw = sqlite3.connect(report.backup_path)
    assert raw.execute("SELECT COUNT(*) FROM kg_entities WHERE workspace_id = 'w' AND name IN ('go', 'rest', 'electron')").fetchone()[0] == 3
    raw.close()
    # The claim was released.
    assert claim_rows(kg) == []
    assert kg.check_integrity() == []


def test_second_run_does_nothing(kg, noise):
    first = kg.run_cleanup()
    backups = kg.backups()
    second = kg.run_cleanup()
    assert not second.ran and "already done" in second.reason
    assert second.counts == first.counts == EXPECTED_COUNTS
    assert second.backup_path is None and kg.backups() == backups
    assert claim_rows(kg) == []


def test_marker_survives_reopen(db_path, clock):
    with kgstore.open(db_path, clock=clock) as kg:
        build_noise(kg, clock)
        assert kg.run_cleanup().ran
    with kgstore.open(db_path, clock=clock) as kg:
        again = kg.run_cleanup()
        assert not again.ran and again.counts == EXPECTED_COUNTS


def test_force_runs_again_with_zero_counts(kg, noise):
    kg.run_cleanup()
    report = kg.run_cleanup(force=True)
    assert report.ran and report.counts == ZERO_COUNTS


def test_new_noise_after_the_run_is_left_alone_without_force(kg, noise):
    kg.run_cleanup()
    from cleanup_noise import raw_entity

    go = raw_entity(kg, kg.workspace("w"), "technology", "go")
    assert not kg.run_cleanup().ran
    assert exists(kg, go)


def test_a_failing_phase_rolls_back_only_itself(kg, noise, monkeypatch, caplog):
    real = dict(PHASES)["free_mail_organizations"]

    def half_then_fail(conn, now):
        real(conn, now)
        raise RuntimeError("disk on fire")

    phases = tuple((n, half_then_fail if n == "free_mail_organizations" else f) for n, f in PHASES)
    monkeypatch.setattr(cleanup, "PHASES", phases)
    with caplog.at_level(logging.ERROR, logger="kgstore.passive"):
        report = kg.run_cleanup()
    assert not report.ran and "free_mail_organizations" in report.reason and "disk on fire" in report.reason
    assert list(report.counts) == ["merge_case_duplicates", "noise_technologies"]
    assert not exists(kg, noise["go"])  # phase 2 committed
    assert exists(kg, noise["gmail"])  # phase 3 rolled back entirely
    assert edge_exists(kg, noise["pat_works_at_yahoo"])
    assert marker_row(kg) is None and claim_rows(kg) == []
    assert "disk on fire" in caplog.text
    monkeypatch.setattr(cleanup, "PHASES", PHASES)
    report = kg.run_cleanup()
    assert report.ran
    assert report.counts["noise_technologies"] == {"entities": 0, "edges": 0, "observations": 0}
    assert report.counts["free_mail_organizations"] == EXPECTED_COUNTS["free_mail_organizations"]
    assert not exists(kg, noise["gmail"])


def test_in_memory_store(clock):
    with kgstore.open(":memory:", clock=clock) as kg:
        build_noise(kg, clock)
        report = kg.run_cleanup()
        assert report.ran and report.backup_path is None and report.counts == EXPECTED_COUNTS


def test_empty_file_needs_no_backup(kg):
    report = kg.run_cleanup()
    assert report.ran and report.backup_path is None and kg.backups() == []
    assert report.counts == {name: {k: 0 for k in counts} for name, counts in EXPECTED_COUNTS.items()}


def test_backup_failure_stops_the_run(kg, noise, monkeypatch):
    def broken(**kwargs):
        raise OSError("no space left on device")

    monkeypatch.setattr(kg, "backup", broken)
    report = kg.run_cleanup()
    assert not report.ran and "backup failed" in report.reason
    assert exists(kg, noise["go"]) and marker_row(kg) is None and claim_rows(kg) == []


# -- the claim -----------------------------------------------------------------------------------


def test_a_live_claim_of_another_process_blocks(kg, noise, clock):
    with kg._db.write() as conn:
        assert maintenance.claim_in(conn, CLAIM_NAME, "otherhost:99:abc", clock.now, 60_000)
    report = kg.run_cleanup()
    assert not report.ran and "claimed by otherhost:99:abc" in report.reason
    assert exists(kg, noise["go"]) and kg.backups() == [] and marker_row(kg) is None
    assert [r[1] for r in claim_rows(kg)] == ["otherhost:99:abc"]


def test_an_expired_claim_of_a_crashed_process_is_taken_over(kg, noise, clock):
    with kg._db.write() as conn:
        assert maintenance.claim_in(conn, CLAIM_NAME, "crashed:1:dead", clock.now, 60_000)
    clock.advance(60_001)
    report = kg.run_cleanup()
    assert report.ran and report.counts == EXPECTED_COUNTS
    assert claim_rows(kg) == []


def test_explicit_now_drives_the_lease(kg, noise, clock):
    with kg._db.write() as conn:
        maintenance.claim_in(conn, CLAIM_NAME, "other:1:x", clock.now, 60_000)
    assert not kg.run_cleanup(now=clock.now + 59_000).ran
    assert kg.run_cleanup(now=clock.now + 61_000).ran


def test_a_lost_claim_stops_the_run(kg, noise, monkeypatch):
    real = dict(PHASES)["noise_technologies"]

    def steal(conn, now):
        counts = real(conn, now)
        conn.execute("UPDATE maintenance_claims SET owner = 'thief:2:x', expires_at = ?", (now + 10**6,))
        return counts

    monkeypatch.setattr(cleanup, "PHASES", tuple((n, steal if n == "noise_technologies" else f) for n, f in PHASES))
    report = kg.run_cleanup()
    assert not report.ran and "claim lost" in report.reason
    assert list(report.counts) == ["merge_case_duplicates", "noise_technologies"]
    assert marker_row(kg) is None
    assert [r[1] for r in claim_rows(kg)] == ["thief:2:x"]  # not ours to release


def test_claim_primitives(kg, clock):
    db = kg._db
    now = clock.now
    assert maintenance.try_claim(db, "job", "a", now, 1000)
    assert not maintenance.try_claim(db, "job", "b", now + 999, 1000)
    assert maintenance.try_claim(db, "job", "a", now + 500, 1000)  # the owner renews
    assert not maintenance.try_claim(db, "job", "b", now + 1499, 1000)
    assert maintenance.try_claim(db, "job", "b", now + 1501, 1000)  # expired: taken over
    with db.write() as conn:
        assert not maintenance.renew_claim(conn, "job", "a", now + 1600)
        assert maintenance.renew_claim(conn, "job", "b", now + 1600)
        assert maintenance.current_claim(conn, "job") == ("b", now + 1501, now + 1600 + maintenance.DEFAULT_LEASE_MS)
    assert not maintenance.release_claim(db, "job", "a")
    assert maintenance.release_claim(db, "job", "b")
    owner = maintenance.new_owner()
    host, pid, token = owner.rsplit(":", 2)
    assert host and int(pid) > 0 and len(token) == 32 and maintenance.new_owner() != owner


def test_schedule_cleanup_runs_it_later(kg, noise):
    done = []
    timer = cleanup.schedule_cleanup(kg, delay_s=0.05, on_done=done.append)
    assert timer.daemon
    timer.join(10)
    deadline = time.monotonic() + 10
    while not done and time.monotonic() < deadline:
        time.sleep(0.01)
    assert done and done[0].ran and done[0].counts == EXPECTED_COUNTS


def test_schedule_cleanup_can_be_cancelled(kg, noise):
    timer = cleanup.schedule_cleanup(kg, delay_s=30)
    timer.cancel()
    timer.join(5)
    assert marker_row(kg) is None and exists(kg, noise["go"])


def test_a_busy_file_is_a_report_not_an_exception(kg, noise, monkeypatch):
    def busy():
        raise kgstore.StoreBusyError("the knowledge-graph file stayed locked by another writer")

    monkeypatch.setattr(kg._db, "_begin", busy)
    report = kg.run_cleanup()
    assert not report.ran and "busy" in report.reason
    monkeypatch.undo()
    assert exists(kg, noise["go"]) and kg.run_cleanup().ran


# -- on the real CoWork file (issue #17, item 7) -------------------------------------------------

def _fixture_rows(db, sql, params=()):
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        return conn.execute(sql, params).fetchall()
    finally:
        conn.close()


def _technologies(db, ws_id):
    return sorted(r[0] for r in _fixture_rows(
        db, "SELECT e.name FROM kg_entities e JOIN kg_entity_types t ON t.id = e.entity_type_id"
            " WHERE t.name = 'technology' AND e.workspace_id = ?", (ws_id,)))


@needs_fixture
def test_on_the_cowork_file_deleted_people_leave_no_contact_pointing_at_them(tmp_path):
    db = copy_fixture(tmp_path)
    mail_org = "ff3b4bae-abde-4154-9341-c06c22b98e66"  # "Mail" (mail.acme.co.uk): merged into Acme
    acme_org = "50b49cb5-3ae3-493b-b6b6-7b1f21f30b5c"
    noreply = "1a5ce24b-9548-4ced-aff3-883b87877388"  # the contact of no-reply@accounts.google.com
    with kgstore.open(db) as kg:
        with CoWorkWriter(db) as cowork:
            mail_contact = cowork.add_contact(ACME, "Acme mail", "it@mail.acme.co.uk", kg_entity_id=mail_org)
        report = cleanup.run_cleanup(kg)
        assert report.ran and report.counts["automated_senders"]["people"] == 3
        assert report.counts["subdomain_organizations"]["merged"] == 1
        assert kg.check_integrity() == []
    links = dict(_fixture_rows(db, "SELECT id, kg_entity_id FROM contact_identities"))
    assert links[noreply] is None  # the automated sender is gone, CoWork's contact stays
    assert links[mail_contact] == acme_org  # merged: the contact follows
    assert not _fixture_rows(db, "SELECT id FROM contact_identities WHERE kg_entity_id IS NOT NULL"
                                 " AND kg_entity_id NOT IN (SELECT id FROM kg_entities)")
    assert len(_fixture_rows(db, "SELECT id FROM contact_identity_handles")) == 1
    assert file_problems(db) == []


@needs_fixture
def test_on_the_cowork_file_noise_merged_into_a_lexicon_name_still_goes(tmp_path):
    db = copy_fixture(tmp_path)
    with kgstore.open(db) as kg:
        # The upgrade merged Acme's automatic "go" and "GO" into one entity the lexicon names "Go".
        assert "Go" in _technologies(db, ACME)
        report = cleanup.run_cleanup(kg)
        assert report.ran
    acme = _technologies(db, ACME)
    assert "Go" not in acme and "go" not in acme and "express" not in acme and "rest" not in acme
    # Kept: what people and agents wrote (React, TypeScript, Vite, ...), the automatic
    # "Electron" and "Rust" extraction also wrote in their own casing.
    assert {"Electron", "Rust", "React", "TypeScript", "Vite", "Webpack", "Redis", "PostgreSQL"} <= set(acme)
    # Personal Notes' "go" carries a note a person wrote ("Learning Go generics"): it stays.
    assert "go" in _technologies(db, NOTES)


def test_case_duplicates_are_noise_when_every_spelling_was_noise(kg, ws):
    go = raw_entity(kg, ws, "technology", "go", normalized=False)
    go_caps = raw_entity(kg, ws, "technology", "GO", normalized=False)
    electron = raw_entity(kg, ws, "technology", "electron", normalized=False)
    raw_entity(kg, ws, "technology", "Electron", normalized=False)
    rust = raw_entity(kg, ws, "technology", "rust", normalized=False)
    raw_entity(kg, ws, "technology", "RUST", source="manual", normalized=False)
    run_phase(kg, "merge_case_duplicates")
    kept_go = next(e for e in (ws.get_entity(go), ws.get_entity(go_caps)) if e)
    assert kept_go.name == "Go"  # the merge gives the lexicon's casing ...
    assert run_phase(kg, "noise_technologies")["entities"] == 1  # ... but nobody wrote "Go"
    names = {e.name: e.source for e in ws.entities()}
    assert "Go" not in names
    assert names["Electron"] == "auto" and ws.find_entity("technology", "electron").id in (
        electron, ws.find_entity("technology", "Electron").id)
    assert names["Rust"] == "manual" and ws.find_entity("technology", "rust") is not None
    assert rust  # a manual spelling protects the merged entity


def test_an_entity_renamed_after_its_merge_is_judged_by_its_new_name(kg, ws):
    a = raw_entity(kg, ws, "technology", "go", normalized=False)
    b = raw_entity(kg, ws, "technology", "GO", normalized=False)
    run_phase(kg, "merge_case_duplicates")
    kept = next(e for e in (ws.get_entity(a), ws.get_entity(b)) if e)
    ws.update_entity(kept.id, name="Golang", source="auto")
    assert run_phase(kg, "noise_technologies")["entities"] == 0
    assert ws.get_entity(kept.id).name == "Golang"


@needs_fixture
def test_on_the_cowork_file_a_renamed_organisation_gets_its_automatic_description_renamed(tmp_path):
    db = copy_fixture(tmp_path)
    with kgstore.open(db) as kg:
        ws = kg.workspace(ACME)
        # A person rewrote one description (the entity stays automatic): theirs stays word for word.
        accounts = ws.find_entity("organization", "Accounts")
        with kg._db.write() as conn:
            conn.execute("UPDATE kg_entities SET description = 'Accounts team we never hear from',"
                         " description_source = 'manual' WHERE id = ?", (accounts.id,))
        cleanup.run_cleanup(kg)
        amazon = ws.find_entity("organization", "Amazon")
        assert amazon.description == "Mailbox contact organization Amazon"
        # news.bbc.co.uk's "news" is renamed after the registrable label, an acronym: "BBC".
        bbc = kg.workspace(NOTES).find_entity("organization", "BBC")
        assert (bbc.name, bbc.description) == ("BBC", "Mailbox contact organization BBC")
        google = ws.find_entity("organization", "Google")
        assert google is not None and google.description == "Accounts team we never hear from"
        assert [h.entity.name for h in ws.search("Mailbox contact organization Amazon")][:1] == ["Amazon"]
        assert kg.check_integrity() == []
    assert file_problems(db) == []


def test_a_renamed_organisations_description_keeps_domains_and_what_people_wrote(kg, ws):
    auto = raw_entity(kg, ws, "organization", "News", description="Mailbox contact organization news"
                      " (news.initech.com)", properties={"domain": "news.initech.com", "source": "mailbox"})
    merged = raw_entity(kg, ws, "organization", "Updates", description="Mailbox contact organization updates",
                        properties={"domain": "updates.globex.com", "source": "mailbox"})
    globex = raw_entity(kg, ws, "organization", "Globex", properties={"domain": "globex.com"})
    assert run_phase(kg, "subdomain_organizations") == {"renamed": 1, "merged": 1}
    assert ws.get_entity(auto).description == "Mailbox contact organization Initech (news.initech.com)"
    # Merged into Globex, which had no description of its own: it takes the merged one's, renamed.
    assert ws.get_entity(merged) is None
    assert ws.get_entity(globex).description == "Mailbox contact organization Globex"
