"""Issue #20 part 19: each rule stated as a class of text people write and tested on sentences
written for it (not taken from the real corpus).

- GitHub Actions is named where the text names it ("the GitHub Actions job", "our GitHub
  workflow"), not read from a workflow's steps alone ("uses: actions/checkout@v4"): of 13 real
  texts whose only trace of it was a step, 10 did not count it (the part 7 cases say so now).
- A protocol is a lexicon entry's property (``protocol``), not a list in the extractor: it is a
  generic format whose own subjects also follow it ("a WebSocket server", "WebSocket support").
"""

from __future__ import annotations

import pytest

from kgstore.lexicon import TECHNOLOGIES, TECHNOLOGY_BY_NAME
from kgstore.passive.extraction import extract_technologies

TECHNICAL = "We run npm install and pip install -r requirements.txt on the CI runner. "


@pytest.mark.parametrize("text, expected", [
    ("jobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/setup-node@v4\n"
     "        with:\n          node-version: 20", []),
    ("Our GitHub Actions workflow fails at this step:\n  - uses: actions/checkout@v4", ["GitHub Actions"]),
    ("The release job in our GitHub workflow stopped uploading the wheels.", ["GitHub Actions"]),
])
def test_part19_github_actions_where_the_text_names_it(text, expected):
    assert sorted(extract_technologies(text)) == sorted(expected)


def test_part19_a_protocol_is_a_lexicon_entrys_property():
    protocols = [t for t in TECHNOLOGIES if t.protocol]
    assert [t.name for t in protocols] == ["WebSocket"]
    # a protocol is a generic format: named in passing it is not the subject
    assert all(t.generic_format for t in protocols)
    assert TECHNOLOGY_BY_NAME["WebSocket"].protocol and not TECHNOLOGY_BY_NAME["HTML"].protocol


@pytest.mark.parametrize("text, expected", [
    (TECHNICAL + "The chat uses a WebSocket server behind Nginx.", ["Nginx", "WebSocket", "npm", "pip"]),
    (TECHNICAL + "Is there WebSocket support in the dev proxy?", ["WebSocket", "npm", "pip"]),
    (TECHNICAL + "The WebSocket closes after a minute behind Nginx.", ["Nginx", "npm", "pip"]),
])
def test_part19_a_protocols_own_subjects(text, expected):
    assert sorted(extract_technologies(text)) == sorted(expected)
