"""Graph operations: what changes entities, relationships, observations and types.

Creating, reinforcing, correcting, closing, deleting and putting back records, merging two
entities by hand, bulk import, forgetting a task, the review inbox's confirmations, Clear All,
saved canvas positions. May import storage and the shared vocabulary.
"""
