"""Lexicon of issue #20 part 21: names the fresh-36/37 texts used that no part knew -- game-modding
tools (BepInEx, r2modman, Thunderstore), self-hosted apps and their clouds (2FAuth, Postiz,
AppFlowy Cloud, Appwrite Cloud, Pi-hole FTL, Simple Machines Forum), SDKs and small npm packages
(node-appwrite, openai-edge, path-browserify, dunder-proto), data tools (CKafka, Kinetica,
dbt-redshift), CLIs (OCM CLI, Konfigo, UPX, Minisign, wapm) -- and two spellings of known ones
("Electron Packager", "Contentlayer2"). Words and games were left out (Lovable, Guardian, Steam,
Brave, SWAG, Valheim), as were four names the older texts read otherwise (firebase-functions,
malva, Home Assistant Supervisor, KFServing).

Each sentence is written for the entry it checks, not taken from the real corpus."""

from __future__ import annotations

import pytest

from kgstore.lexicon import DISTINCTIVE, canonical_technology_name, technology_level
from kgstore.passive.extraction import extract_technologies


@pytest.mark.parametrize("spelling, name", [
    ("2FAuth", "2FAuth"), ("AppFlowy-Cloud", "AppFlowy Cloud"), ("Appwrite Cloud", "Appwrite Cloud"),
    ("Apple CarPlay", "CarPlay"), ("BepInEx", "BepInEx"), ("r2modman", "r2modman"),
    ("Thunderstore", "Thunderstore"), ("CKafka", "CKafka"), ("Kinetica", "Kinetica"),
    ("Konfigo", "Konfigo"), ("Macaw UI", "Macaw UI"), ("Minisign", "Minisign"), ("Necord", "Necord"),
    ("OCM CLI", "OCM CLI"), ("openruntimes", "Open Runtimes"), ("Pi-hole FTL", "Pi-hole FTL"),
    ("Postiz", "Postiz"), ("PyEmby", "PyEmby"), ("react-chatbotify", "React ChatBotify"),
    ("RocketCDN", "RocketCDN"), ("Simple Machines Forum", "Simple Machines Forum"),
    ("Streamlit Cloud", "Streamlit Cloud"), ("Talend API Tester", "Talend API Tester"), ("UPX", "UPX"),
    ("Yandex Code Assistant", "Yandex Code Assistant"), ("dbt-redshift", "dbt-redshift"),
    ("dunder-proto", "dunder-proto"), ("math-intrinsics", "math-intrinsics"),
    ("path-browserify", "path-browserify"), ("node-appwrite", "node-appwrite"),
    ("openai-edge", "openai-edge"), ("wapm-cli", "wapm"), ("wasmer-js", "wasmer-js"),
    ("iOverlander", "iOverlander"), ("Electron Packager", "electron-packager"),
    ("Contentlayer2", "Contentlayer"),
])
def test_a_part21_spelling_names_its_entry(spelling, name):
    assert canonical_technology_name(spelling) == name
    assert technology_level(name) == DISTINCTIVE


@pytest.mark.parametrize("spelling", ["Lovable", "Valheim", "SWAG", "malva", "KFServing",
                                      "Home Assistant Supervisor", "firebase-functions"])
def test_words_games_and_names_older_texts_read_otherwise_stay_out(spelling):
    assert canonical_technology_name(spelling) is None


@pytest.mark.parametrize("text, expected", [
    ("BepInEx 5.4 won't hook on the dedicated server; I installed it with r2modman from Thunderstore.",
     {"BepInEx", "r2modman", "Thunderstore"}),
    ("We packed the binary with UPX and signed the release with Minisign.", {"UPX", "Minisign"}),
    ("import { Configuration, OpenAIApi } from 'openai-edge' fails on the edge runtime.", {"openai-edge"}),
    ("The function imports node-appwrite and runs on Appwrite Cloud.", {"node-appwrite", "Appwrite Cloud"}),
    ("I packaged the app with Electron Packager 15.", {"electron-packager"}),
])
def test_a_part21_name_is_found_in_a_technical_sentence(text, expected):
    assert expected <= set(extract_technologies(text))
