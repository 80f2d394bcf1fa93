"""Issue #20 part 16: each rule stated as a class of text people write and tested on sentences
written for it (not taken from the real corpus).

- A language named as what a program is written in, after the program ("the CLI is in Go", "our
  backend is mostly in Rust"), or judged for what it builds ("Go is great for small CLIs"); not a
  person's whereabouts nor a judgement of anything else ("Julia is great for small children").
- A name in backticks after a control's verb ("Press `Go`", "click on the `Run` button") is the
  control's label, not the technology; a distinctive name stays one ("click the `Docker` icon").
"""

from __future__ import annotations

import pytest

from kgstore.passive.extraction import extract_technologies


@pytest.mark.parametrize("text, expected", [
    ("The CLI is in Go.", ["Go"]),
    ("Our backend is mostly in Rust and the frontend in TypeScript.", ["Rust", "TypeScript"]),
    ("The whole codebase was in Julia before the rewrite.", ["Julia"]),
    ("My sister is in Julia's class this year.", []),
    ("Go is great for small CLIs.", ["Go"]),
    ("Rust is ideal for command-line tools.", ["Rust"]),
    ("Julia is great for small children; she tells the best stories.", []),
    ("Go is great for a weekend walk along the river.", []),
    # a control's label
    ("Press `Go` to start the wizard.", []),
    ("Then click on the `Run` button and wait.", []),
    ("Tap `Swift` in the list of keyboards to switch layouts.", []),
    ("Install `Go` 1.22 first, then press `Enter`.", ["Go"]),
    ("Click the `Docker` icon in the tray and pick Settings.", ["Docker"]),
])
def test_part16_technologies(text, expected):
    assert sorted(extract_technologies(text)) == expected
