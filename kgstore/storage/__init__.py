"""Storage: the SQLite file and everything about keeping it whole.

The connection (one writer, ``BEGIN IMMEDIATE``, WAL, background checkpoints), the named and
recorded migrations, the search index kept by triggers, backups and scoped restores, CoWork OS's
objects and the healing of rows it wrote, the row -> record conversion and the caches in front
of it. May import only the shared vocabulary at the package root (errors, records, validation,
lexicon).
"""
