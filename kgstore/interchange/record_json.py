"""Records as JSON: the shapes the agent tools answer with, and exports and ``kg --json`` print."""

from __future__ import annotations

from typing import Any

from ..records import Edge, Entity, Neighbor, Observation


def _confidence(value: float | None) -> float | None:
    return None if value is None else round(float(value), 6)  # None (null): unknown


def entity_to_dict(entity: Entity) -> dict[str, Any]:
    return {
        "id": entity.id,
        "type": entity.type,
        "name": entity.name,
        "description": entity.description,
        "properties": dict(entity.properties),
        "confidence": _confidence(entity.confidence),
        "source": entity.source,
        "description_source": entity.description_source,
        "created_at": entity.created_at,
        "updated_at": entity.updated_at,
        "last_seen_at": entity.last_seen_at,
    }


def edge_to_dict(edge: Edge) -> dict[str, Any]:
    return {
        "id": edge.id,
        "type": edge.type,
        "source_entity_id": edge.source_id,
        "target_entity_id": edge.target_id,
        "valid_from": edge.valid_from,
        "valid_to": edge.valid_to,
        "properties": dict(edge.properties),
        "confidence": _confidence(edge.confidence),
        "source": edge.source,
        "created_at": edge.created_at,
    }


def observation_to_dict(obs: Observation) -> dict[str, Any]:
    return {
        "id": obs.id,
        "entity_id": obs.entity_id,
        "content": obs.content,
        "source": obs.source,
        "created_at": obs.created_at,
    }


def neighbor_to_dict(n: Neighbor) -> dict[str, Any]:
    return {"entity": entity_to_dict(n.entity), "edge": edge_to_dict(n.edge), "direction": n.direction,
            "depth": n.depth}
