"""Lexicon of issue #20 part 22: names the fresh-38/39 texts used that no part knew -- planetary
imaging and music-practice apps (AutoStakkert, RegiStax, iReal Pro), Julia, OCaml, Haskell, R and
Clojure libraries (CSV.jl, FileTrees, Caqti, ppx_rapper, hvega, reprex, ring-defaults), Vega and
Observable tools (Vega-Embed, Vega-Lite-API, Observable Framework), D3's modules, ClickHouse
Cloud, Chat2DB, apiman, Fabric8, xk6, cnpm, Neovim and IntelliJ plugins (LuaSnip, InnerBuilder),
embedded libraries and boards (Espalexa, simpleDSTadjust, ulab, TinyPICO, Modbus) and Devuan.
Words, names and chess engines named like animals and magicians were left out (Dream, Wine, Mesa,
Finale, West, Berry, Genie, Dingo, Stockfish, Komodo, Houdini), and so was C.

Each sentence is written for the entry it checks, not taken from the real corpus."""

from __future__ import annotations

import pytest

from kgstore.lexicon import DISTINCTIVE, canonical_technology_name, technology_level
from kgstore.passive.extraction import extract_technologies


@pytest.mark.parametrize("spelling, name", [
    ("AutoStakkert", "AutoStakkert"), ("Registax", "RegiStax"), ("iReal Pro", "iReal Pro"),
    ("CSV.jl", "CSV.jl"), ("FileTrees.jl", "FileTrees"), ("Caqti", "Caqti"), ("ppx_rapper", "ppx_rapper"),
    ("reprex", "reprex"), ("ring-defaults", "ring-defaults"), ("hvega", "hvega"),
    ("ihaskell-hvega", "ihaskell-hvega"), ("Vega Embed", "Vega-Embed"), ("vega-lite-api", "Vega-Lite-API"),
    ("Observable Framework", "Observable Framework"), ("d3-selection", "d3-selection"),
    ("ClickHouse Cloud", "ClickHouse Cloud"), ("Chat2DB", "Chat2DB"), ("apiman", "apiman"),
    ("Fabric8", "Fabric8"), ("InnerBuilder", "InnerBuilder"), ("xk6", "xk6"), ("cnpm", "cnpm"),
    ("LuaSnip", "LuaSnip"), ("Devuan", "Devuan"), ("TinyPICO", "TinyPICO"), ("Espalexa", "Espalexa"),
    ("simpleDSTadjust", "simpleDSTadjust"), ("ulab", "ulab"), ("Modbus", "Modbus"),
    # read in fresh-40
    ("ogr2ogr", "ogr2ogr"), ("GEOS", "GEOS"), ("Planetiler", "Planetiler"), ("tileserver-gl", "TileServer GL"),
    ("LOVR", "LOVR"), ("npe2", "npe2"), ("magicgui", "magicgui"), ("superqt", "superqt"), ("VisPy", "VisPy"),
    ("lua-nginx-module", "ngx_lua"), ("CloudAMQP", "CloudAMQP"), ("LavinMQ", "LavinMQ"), ("NodeCG", "NodeCG"),
    ("hardhat-deploy", "hardhat-deploy"), ("WeatherBug", "WeatherBug"),
])
def test_a_part22_spelling_names_its_entry(spelling, name):
    assert canonical_technology_name(spelling) == name
    assert technology_level(name) == DISTINCTIVE


@pytest.mark.parametrize("spelling", ["Dream", "Wine", "Mesa", "Finale", "Stockfish", "Komodo", "Houdini",
                                      "Berry", "Dingo", "C"])
def test_words_names_and_engines_stay_out(spelling):
    assert canonical_technology_name(spelling) is None


@pytest.mark.parametrize("text, expected", [
    ("I stacked the video in AutoStakkert!3 and sharpened it in RegiStax 6.", {"AutoStakkert", "RegiStax"}),
    ("The board is a TinyPICO running MicroPython with ulab for the FFT.", {"TinyPICO", "ulab", "MicroPython"}),
    ("Build the extension with xk6 and run it with k6.", {"xk6", "k6"}),
    ("The chart is embedded with Vega-Embed; the spec is written with vega-lite-api.",
     {"Vega-Embed", "Vega-Lite-API"}),
])
def test_a_part22_name_is_found_in_a_technical_sentence(text, expected):
    assert expected <= set(extract_technologies(text))
