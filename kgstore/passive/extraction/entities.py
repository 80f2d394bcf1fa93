"""What extraction finds: the entity types and :class:`ExtractedEntity`, and the HTTP methods an
endpoint can have. The bottom layer of :mod:`kgstore.passive.extraction`: every other module of
the package imports it, and it imports none of them."""

from __future__ import annotations

from dataclasses import dataclass



TECHNOLOGY = "technology"
FILE = "file"
API_ENDPOINT = "api_endpoint"
ENTITY_TYPES = (TECHNOLOGY, FILE, API_ENDPOINT)

HTTP_METHODS = ("GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS")


@dataclass(frozen=True, order=True)
class ExtractedEntity:
    """One extracted entity: ``type`` is "technology", "file" or "api_endpoint"."""

    type: str
    name: str
