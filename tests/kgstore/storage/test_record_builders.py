"""Records built by the fast positional builders are ordinary frozen records."""

from __future__ import annotations

import copy
import dataclasses
import pickle

import pytest

from kgstore.storage.record_builders import positional_builder
from kgstore.records import Edge, Entity, Neighbor, Stats

EDGE_FIELDS = ("e1", "w", "s", "t", "uses", {"k": 1}, 0.5, "agent", None, 1, 2, None)


def test_built_record_is_the_same_as_a_constructed_one():
    built = positional_builder(Edge)(*EDGE_FIELDS)
    made = Edge(*EDGE_FIELDS)
    assert type(built) is Edge
    assert built == made and repr(built) == repr(made)
    assert dataclasses.asdict(built) == dataclasses.asdict(made)
    assert pickle.loads(pickle.dumps(built)) == made
    assert copy.copy(built) == made
    assert dataclasses.replace(built, valid_to=9).valid_to == 9
    assert built.valid_at(1) is False and built.valid_at(2) is True  # methods come with the class


def test_built_record_stays_frozen():
    built = positional_builder(Edge)(*EDGE_FIELDS)
    with pytest.raises(dataclasses.FrozenInstanceError):
        built.type = "other"
    with pytest.raises(dataclasses.FrozenInstanceError):
        del built.id


def test_nested_records():
    entity = Entity("a", "w", "concept", "A", None, {}, 1.0, "manual", None, None, 1, 1, 1)
    edge = Edge(*EDGE_FIELDS)
    built = positional_builder(Neighbor)(entity, edge, "outgoing", 2)
    assert built == Neighbor(entity, edge, "outgoing", 2)


def test_classes_with_defaults_or_missing_fields_are_refused():
    with pytest.raises(TypeError):
        positional_builder(Stats)  # has default factories
    with pytest.raises(TypeError):
        positional_builder(Edge)(*EDGE_FIELDS[:-1])
