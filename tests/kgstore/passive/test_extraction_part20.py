"""Issue #20 part 20: each rule stated as a class of text people write and tested on sentences
written for it (not taken from the real corpus).

- A word-like name ending another proper name before its possessive ("Lord Vagrant's men") is
  that name, as it is before an ordinary word ("Lord Vagrant rode"): the check's own pattern for
  the word after the name had been shadowed by a later pattern of the same name that reads no "'s".
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
