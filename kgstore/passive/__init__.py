"""Passive memory: knowledge written automatically (task extraction, mailbox ingest)."""
