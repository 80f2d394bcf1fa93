"""Built-in entity and edge types, seeded per workspace."""

from __future__ import annotations

# (name, description, colour, icon)
BUILTIN_ENTITY_TYPES: tuple[tuple[str, str, str, str], ...] = (
    ("person", "A person: teammate, contact, author", "#4E79A7", "person"),
    ("organization", "A company, team or other organisation", "#F28E2B", "organization"),
    ("project", "A project, product or initiative", "#59A14F", "project"),
    ("technology", "A language, framework, database or tool", "#B07AA1", "technology"),
    ("concept", "An idea, topic or domain concept", "#EDC948", "concept"),
    ("file", "A file in a code base or document store", "#9C755F", "file"),
    ("service", "A running service or component", "#E15759", "service"),
    ("api_endpoint", "An HTTP API endpoint", "#76B7B2", "api_endpoint"),
    ("database_table", "A table in a database", "#FF9DA7", "database_table"),
    ("environment", "A deployment environment (production, staging, …)", "#BAB0AC", "environment"),
)
BUILTIN_ENTITY_TYPE_NAMES = frozenset(t[0] for t in BUILTIN_ENTITY_TYPES)
BUILTIN_BY_NAME = {t[0]: t for t in BUILTIN_ENTITY_TYPES}

BUILTIN_EDGE_TYPES: tuple[str, ...] = (
    "uses",
    "depends_on",
    "part_of",
    "created_by",
    "maintained_by",
    "deployed_to",
    "connects_to",
    "extends",
    "implements",
    "references",
    "owns",
    "belongs_to",
    "related_to",
    "blocked_by",
    "replaced_by",
)

# Colours for custom types, picked by a stable hash of the type name.
CUSTOM_TYPE_PALETTE = (
    "#17BECF", "#BCBD22", "#7F7F7F", "#8C564B", "#E377C2", "#2CA02C", "#D62728",
    "#9467BD", "#1F77B4", "#FF7F0E", "#AEC7E8", "#98DF8A",
)


def custom_type_color(name: str) -> str:
    h = 0
    for ch in name:
        h = (h * 131 + ord(ch)) & 0xFFFFFFFF
    return CUSTOM_TYPE_PALETTE[h % len(CUSTOM_TYPE_PALETTE)]
