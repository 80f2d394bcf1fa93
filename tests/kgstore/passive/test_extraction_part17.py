"""Issue #20 part 17: each rule stated as a class of text people write and tested on sentences
written for it (not taken from the real corpus).

- A level-3 alias of a distinctive name ("Node" for Node.js, "Spark" for Apache Spark, "Apache"
  for the web server) mid-sentence in a plainly technical text is the technology, as the level-3
  names themselves are ("If you would be using Node, you would start your own HTTP server");
  not in ordinary prose ("our dog Spark"), and not a control's label ("select Next").
- A URL ends before the sentence's punctuation: "(see http://localhost:3000). Next, ..." starts
  a sentence after the URL.
- A line may quote two install commands ("npm install, then pip install flask"): each one's
  packages are read.
- A number is no version after a name when it is a score: three decimals padded with a zero
  ("Vault 9.050"), or one of a paragraph of "Key: number" lines at least half of whose keys name
  no technology ("Vault: 8.75 / Bars: 8.75 / Beam: 8.35 / Floor: 8.4"); an environment report's
  lines name mostly technologies ("Node: 18.12.1 / Yarn: 1.22.19 / Memory: 16.00 GB").
"""

from __future__ import annotations

import pytest

from kgstore.passive.extraction import extract_technologies

TECHNICAL = "We run npm install and pip install -r requirements.txt on the CI runner. "


@pytest.mark.parametrize("text, expected", [
    # an alias in a technical text
    (TECHNICAL + "If you would be using Node, most likely you'd start your own HTTP server.",
     ["Node.js", "npm", "pip"]),
    (TECHNICAL + "The old Node process had outlived its supervisor and kept port 3000.",
     ["Node.js", "npm", "pip"]),
    (TECHNICAL + "The job reads the parquet files with Spark and writes them back.",
     ["Apache Spark", "npm", "pip"]),
    # ordinary prose: no technical context
    ("Our dog Spark loves the beach, and an Apache helicopter flew over the bay.", []),
    ("The old Node gallery reopened on Sunday with a show of local painters.", []),
    # a control's label
    (TECHNICAL + "Select the Web API template and select Next.", ["npm", "pip"]),
    (TECHNICAL + "In the wizard, click Next twice.", ["npm", "pip"]),
])
def test_part17_ambiguous_aliases_in_a_technical_text(text, expected):
    assert sorted(extract_technologies(text)) == expected


@pytest.mark.parametrize("text, expected", [
    # the URL keeps its own parentheses, and leaves the sentence's
    ("I get 'Hello World' when I go to http://localhost:3000). Next, I add a controller in NestJS.",
     ["NestJS"]),
    ("See https://en.wikipedia.org/wiki/Node_(computer_science). Next steps are in NestJS.", ["NestJS"]),
])
def test_part17_a_url_ends_before_the_sentences_punctuation(text, expected):
    assert sorted(extract_technologies(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("Run npm install, then pip install flask. After that it works.", ["Flask", "npm", "pip"]),
    ("yarn add axios; later pip install requests", ["Axios", "Requests", "Yarn", "pip"]),
])
def test_part17_two_install_commands_on_a_line(text, expected):
    assert sorted(extract_technologies(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("Our scores:\n\nVault: 8.75 (7th place)\nBars: 8.75 (2nd place)\nBeam: 8.35 (2nd place)\n"
     "Floor: 8.4 (3rd place)\n", []),
    ("Another meet down!\n\nVault 9.050\n\nThe team competed in the second session.", []),
    ("Environment:\n\nNode: 18.12.1\nYarn: 1.22.19\nVault: 1.15.2\nMemory: 16.00 GB\n",
     ["Node.js", "Vault", "Yarn"]),
    ("Versions:\n- Go: 1.21\n- Helm: 3.12\n- Vault: 1.15\n- Memory: 16.0 GB\n", ["Go", "Helm", "Vault"]),
    ("We upgraded to Vault 1.15 and Ubuntu 22.04 last week.", ["Ubuntu", "Vault"]),
])
def test_part17_scores_are_no_versions(text, expected):
    assert sorted(extract_technologies(text)) == expected
