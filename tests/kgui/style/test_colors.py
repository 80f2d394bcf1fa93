"""Type colours: a type named like a built-in has the built-in's colour even when its row has
none (CoWork OS makes the types of a workspace created while it runs as ordinary rows)."""

from __future__ import annotations

from kgstore.graph.builtins import BUILTIN_ENTITY_TYPES
from kgui.style.colors import type_color


def test_builtin_names_without_a_stored_colour_get_the_builtin_colour():
    colours = {name: type_color(name, None).name().upper() for name, *_ in BUILTIN_ENTITY_TYPES}
    assert colours == {name: color.upper() for name, _d, color, _i in BUILTIN_ENTITY_TYPES}
    assert len({colours["person"], colours["organization"], colours["file"]}) == 3


def test_a_stored_colour_still_wins():
    assert type_color("person", "#123456").name().upper() == "#123456"
