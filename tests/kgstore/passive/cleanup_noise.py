"""Builds the noise the old extraction and mailbox ingest left (for the cleanup tests), with the
counts each cleanup phase must report for it.

Rows are inserted with SQL where the current API would refuse or correct them (lower-case
technology names, case duplicates written by software that does not know ``normalized_name``,
repeated observations, observations without hash or fingerprint).
"""

from __future__ import annotations

import json
import uuid

from kgstore.validation import normalize_name, text_hash

EXPECTED_COUNTS = {
    "merge_case_duplicates": {"merged": 2, "names_normalized": 1},
    "noise_technologies": {"entities": 3, "edges": 1, "observations": 1},
    "free_mail_organizations": {"organizations": 3, "works_at_edges": 3, "edges": 3, "observations": 2},
    "subdomain_organizations": {"renamed": 2, "merged": 1},
    "automated_senders": {"people": 2, "edges": 1, "observations": 1},
    "duplicate_observations": {"observations": 3, "hashes_filled": 2},
}

ZERO_COUNTS = {phase: {k: 0 for k in counts} for phase, counts in EXPECTED_COUNTS.items()}


def raw_entity(kg, ws, type_name, name, *, source="auto", description=None, properties=None,
               normalized=True):
    ws.entity_types()  # seed the built-in types
    with kg._db.write() as conn:
        tid = conn.execute("SELECT id FROM kg_entity_types WHERE workspace_id = ? AND name = ?",
                           (ws.id, type_name)).fetchone()[0]
        eid = str(uuid.uuid4())
        now = kg.now()
        conn.execute(
            "INSERT INTO kg_entities (id, workspace_id, entity_type_id, name, normalized_name, description,"
            " description_source, properties, confidence, source, created_at, updated_at, last_seen_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (eid, ws.id, tid, name, normalize_name(name) if normalized else None, description,
             source if description else None, json.dumps(properties or {}),
             0.85 if source == "auto" else 1.0, source, now, now, now),
        )
    return eid


def raw_observation(kg, entity_id, content, *, source="auto", legacy=False, fingerprint=None):
    """An observation stored as it is (no repeat check); ``legacy``: no hash, no fingerprint."""
    with kg._db.write() as conn:
        oid = str(uuid.uuid4())
        conn.execute(
            "INSERT INTO kg_observations (id, entity_id, content, source, created_at, fingerprint, content_hash)"
            " VALUES (?, ?, ?, ?, ?, ?, ?)",
            (oid, entity_id, content, source, kg.now(),
             None if legacy else (fingerprint or f"legacy:{uuid.uuid4()}"),
             None if legacy else text_hash(content)),
        )
    return oid


def build_noise(kg, clock) -> dict[str, str]:
    """Workspace "w" holds the noise; "w2" and "w3" hold look-alikes that must survive."""
    ws, w2, w3 = kg.workspace("w"), kg.workspace("w2"), kg.workspace("w3")
    ids: dict[str, str] = {}

    def tick():
        clock.advance(1000)

    # -- phase 1: case duplicates (two written without normalized_name) + one lone legacy row ---
    ids["pg"] = ws.upsert_entity("technology", "PostgreSQL", description="Main database", source="manual").id
    tick()
    ids["pg_dup1"] = raw_entity(kg, ws, "technology", "postgresql", normalized=False)
    ids["pg_dup2"] = raw_entity(kg, ws, "technology", "POSTGRESQL", normalized=False,
                                description="auto description")
    raw_observation(kg, ids["pg_dup1"], "slow queries on users")
    ids["kafka"] = raw_entity(kg, ws, "technology", "Kafka", normalized=False)

    # -- phase 2: noise technologies --------------------------------------------------------------
    ids["project"] = ws.upsert_entity("project", "explorer", source="manual").id
    ids["go"] = raw_entity(kg, ws, "technology", "go")
    ws.create_edge(ids["project"], ids["go"], "uses", source="auto")
    raw_observation(kg, ids["go"], "go ahead")
    ids["rest"] = raw_entity(kg, ws, "technology", "rest")
    ids["electron"] = raw_entity(kg, ws, "technology", "electron")
    ids["rust_protected"] = raw_entity(kg, ws, "technology", "rust")
    ws.create_edge(ids["project"], ids["rust_protected"], "uses", source="manual")
    ids["express_protected"] = raw_entity(kg, ws, "technology", "express")
    ws.add_observation(ids["express_protected"], "we really use Express", source="agent")
    ids["react_ok"] = ws.upsert_entity("technology", "React", source="auto").id
    ids["typescript_ok"] = raw_entity(kg, ws, "technology", "typescript")  # distinctive: any casing
    ids["go_manual"] = raw_entity(kg, w2, "technology", "go", source="manual")

    # -- people referenced by the organisation phases -----------------------------------------
    ids["sam"] = ws.upsert_entity("person", "Sam", properties={"email": "sam@gmail.com"}, source="auto").id
    ids["octo"] = ws.upsert_entity("person", "octocat",
                                   properties={"email": "123+octocat@users.noreply.github.com"},
                                   source="auto").id
    ids["pat"] = ws.upsert_entity("person", "Pat", properties={"email": "pat@yahoo.com"}, source="auto").id
    ids["lee"] = ws.upsert_entity("person", "Lee", properties={"email": "lee@yahoo.com"}, source="auto").id

    # -- phase 3: free-mail organisations -------------------------------------------------------
    ids["gmail"] = raw_entity(kg, ws, "organization", "Gmail", properties={"domain": "gmail.com"})
    ws.create_edge(ids["sam"], ids["gmail"], "works_at", source="auto")
    ws.add_observation(ids["gmail"], "Mailbox message received: hi", source="auto",
                       fingerprint="mailbox:message_received:old-1")
    ids["outlook"] = raw_entity(kg, ws, "organization", "Outlook")
    ws.add_observation(ids["outlook"], "Email contact sam@outlook.com", source="auto")
    ids["users"] = raw_entity(kg, ws, "organization", "Users")
    ws.create_edge(ids["octo"], ids["users"], "works_at", source="auto")
    ids["hotmail_not_mailbox"] = raw_entity(kg, ws, "organization", "Hotmail")
    ids["yahoo_protected"] = raw_entity(kg, ws, "organization", "Yahoo", properties={"domain": "yahoo.com"})
    ws.add_observation(ids["yahoo_protected"], "Our partner for search ads", source="manual")
    ids["pat_works_at_yahoo"] = ws.create_edge(ids["pat"], ids["yahoo_protected"], "works_at", source="auto").id
    ids["lee_works_at_yahoo"] = ws.create_edge(ids["lee"], ids["yahoo_protected"], "works_at", source="agent").id

    # -- phase 4: organisations named after a mail subdomain ------------------------------------
    ids["news"] = raw_entity(kg, ws, "organization", "News", properties={"domain": "news.amazon.com"})
    ws.add_observation(ids["news"], "Email contact store-news@news.amazon.com", source="auto")
    ids["google"] = ws.upsert_entity("organization", "Google", description="Search company", source="agent").id
    ids["accounts"] = raw_entity(kg, ws, "organization", "Accounts", properties={"domain": "accounts.google.com"})
    ws.add_observation(ids["accounts"], "Mailbox security alert: new sign-in", source="auto",
                       fingerprint="mailbox:security_alert:old-2")
    ids["mail"] = raw_entity(kg, ws, "organization", "Mail", description="Email contact jane@mail.acme.co.uk")
    ids["aws"] = raw_entity(kg, ws, "organization", "Amazon Web Services", properties={"domain": "amazon.com"})
    ids["news_manual"] = raw_entity(kg, w2, "organization", "News", source="manual",
                                    properties={"domain": "news.bbc.co.uk"})
    ids["news_protected"] = raw_entity(kg, w3, "organization", "News", properties={"domain": "news.amazon.com"})
    ids["w3_person"] = w3.upsert_entity("person", "Kim", source="agent").id
    w3.create_edge(ids["w3_person"], ids["news_protected"], "works_at", source="agent")

    # -- phase 5: automated senders made into people --------------------------------------------
    ids["github"] = ws.upsert_entity("organization", "Github", properties={"domain": "github.com"},
                                     source="auto").id
    ids["noreply"] = raw_entity(kg, ws, "person", "noreply@github.com",
                                properties={"email": "noreply@github.com"})
    ws.create_edge(ids["noreply"], ids["github"], "works_at", source="auto")
    ws.add_observation(ids["noreply"], "Mailbox notification: PR merged", source="auto",
                       fingerprint="mailbox:notification:old-3")
    ids["store_news"] = raw_entity(kg, ws, "person", "Store News",
                                   description="Email contact store-news@news.amazon.com")
    ids["alerts_protected"] = raw_entity(kg, ws, "person", "Chase Alerts",
                                         properties={"email": "alerts@chase.com"})
    ws.add_observation(ids["alerts_protected"], "Keep: fraud alerts matter", source="agent")
    ids["jane"] = ws.upsert_entity("person", "Jane", properties={"email": "jane@acme.com"}, source="auto").id
    ids["updates_manual"] = raw_entity(kg, ws, "person", "Updates", source="manual",
                                       properties={"email": "updates@linkedin.com"})

    # -- phase 6: duplicate observations ----------------------------------------------------------
    tick()
    ids["jane_obs_auto"] = raw_observation(kg, ids["jane"], "Met at the conference")
    tick()
    ids["jane_obs_auto2"] = raw_observation(kg, ids["jane"], "met at  the CONFERENCE")
    tick()
    ids["jane_obs_manual"] = raw_observation(kg, ids["jane"], "Met at the conference", source="manual")
    ids["aws_legacy1"] = raw_observation(kg, ids["aws"], "Invoice sent", legacy=True)
    tick()
    ids["aws_legacy2"] = raw_observation(kg, ids["aws"], "Invoice sent", legacy=True)
    raw_observation(kg, ids["sam"], "Hello")
    raw_observation(kg, ids["sam"], "Hello there")
    return ids
