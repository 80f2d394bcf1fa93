"""Names the seed fixes: the built-in relationship types and entity sources."""

BUILTIN_EDGE_TYPES = (
    "uses", "depends_on", "part_of", "created_by", "maintained_by", "deployed_to", "connects_to",
    "extends", "implements", "references", "owns", "belongs_to", "related_to", "blocked_by", "replaced_by",
)
