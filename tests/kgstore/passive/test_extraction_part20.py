"""Issue #20 part 20: each rule stated as a class of text people write and tested on sentences
written for it (not taken from the real corpus).

- A word-like name ending another proper name before its possessive ("Lord Vagrant's men") is
  that name, as it is before an ordinary word ("Lord Vagrant rode"): the check's own pattern for
  the word after the name had been shadowed by a later pattern of the same name that reads no "'s".
- "Mac OS" in two words is macOS ("OS: Mac OS Mojave", "running on Mac OS 10.13.6"), as "Mac OS
  X" was; "HomeAssistant" and "Home-Assistant" are Home Assistant.
- A library's module before a member of its own API and a member of that ("Rails.application.routes.draw
  do", "axios.defaults.headers") is code even where a page lost the code block; one member alone
  outside code ("Rails.root: /app" on an error page) stays a dotted identifier.
- A line only GNU make prints ("make: *** [cli] Error 2", "make[1]: Entering directory",
  "Makefile:67: recipe for target 'cli' failed") names Make; "make sure" does not.
- Laravel Sanctum is "Sanctum" in a technical sentence ("using Sanctum tokens"), not the inner
  sanctum of a temple.
"""

from __future__ import annotations

import pytest

from kgstore.passive.extraction import extract_technologies

TECHNICAL = "We run npm install and pip install -r requirements.txt on the CI runner. "


def _names(text: str) -> set[str]:
    return set(extract_technologies(text))


@pytest.mark.parametrize("sentence", [
    "On Sunday we met Lord Vagrant's men at the inn.",
    "On Sunday we met Lord Vagrant\u2019s men at the inn.",
    "On Sunday we met Lord Vagrant and his men at the inn.",
])
def test_a_name_ending_another_proper_name_before_its_possessive_is_that_name(sentence):
    assert "Vagrant" not in _names(TECHNICAL + sentence)


@pytest.mark.parametrize("sentence", [
    "Then we ran vagrant up and Vagrant's box booted.",
    "Our Vagrant box runs Ubuntu.",
])
def test_the_tool_with_its_possessive_is_still_named(sentence):
    assert "Vagrant" in _names(TECHNICAL + sentence)


@pytest.mark.parametrize("text", [
    "**Environment**\n- OS: Mac OS Mojave\n- MLflow installed from pip",
    "For the record, I am running on Mac OS 10.13.6 with the latest minikube.",
    "Works on Windows 11 but not on mac os.",
])
def test_mac_os_in_two_words_is_macos(text):
    assert "macOS" in _names(text)


@pytest.mark.parametrize("text, name", [
    ("I cannot get this custom component working with HomeAssistant 2024.3.", "Home Assistant"),
    ("After pip install of the integration, the Home-Assistant add-on logs show a traceback.", "Home Assistant"),
    ("After npm install of the palette, Node Red 3.1 shows the flow as deployed.", "Node-RED"),
])
def test_glued_and_hyphenated_spellings_of_platforms(text, name):
    assert name in _names(text)


@pytest.mark.parametrize("text, expected", [
    ("Before the end of config/routes.rb, add the line: Rails.application.routes.draw do "
     "resource :session end", True),
    ("Set the header first: axios.defaults.headers.common['X-CSRF-TOKEN'] = token;", True),
    ("Extracted source (around line #2):\n\nRails.root: /home/ubuntu/sample_app\n"
     "Application Trace | Framework Trace | Full Trace", False),
    ("We serve the assets with the express.static middleware.", False),
])
def test_a_chain_of_a_librarys_own_members_is_code(text, expected):
    names = _names(text)
    assert ("Rails" in names or "Axios" in names or "Express" in names) is expected


@pytest.mark.parametrize("text, expected", [
    ("```\nMakefile:67: recipe for target 'cli' failed\nmake: *** [cli] Error 2\n```", True),
    ("c:/Rtools/mingw_32/bin/g++: not found\nmake: *** [RcppExports.o] Error 127", True),
    ("make[1]: Entering directory '/build/src'\ngcc -O2 -c main.c", True),
    ("Please make sure the build passes: *** is not a valid marker here.", False),
    ("We had to make: a list of guests, a cake and a playlist.", False),
])
def test_a_line_only_make_prints_names_make(text, expected):
    assert ("Make" in _names(text)) is expected


@pytest.mark.parametrize("text, expected", [
    ("This project is a Laravel 12 API for registration and login using Sanctum tokens.", True),
    ("I use Sanctum for the SPA's auth and Passport for the mobile API.", True),
    ("The priests alone could enter the inner Sanctum of the temple.", False),
])
def test_sanctum_in_a_technical_sentence_is_laravel_sanctum(text, expected):
    assert ("Laravel Sanctum" in _names(text)) is expected
