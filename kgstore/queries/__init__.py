"""Queries: what reads the graph and answers a question about it.

Search, neighbours and subgraphs, the capped overview and counts of a large workspace, the
change history behind the time slider, what changed between two times, shortest paths and
structure, possible duplicates. May import graph operations (for their record look-ups),
storage and the shared vocabulary; writes nothing.
"""
