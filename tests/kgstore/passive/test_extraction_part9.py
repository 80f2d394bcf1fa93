"""Extraction rules of issue #20 part 9: an operating system named only in passing (a reader's
condition, the kernel's name in a distribution's), ...

Each case is written for the rule it checks, not taken from the real corpus."""

from __future__ import annotations

import pytest

from kgstore.passive.extraction import (
    extract_api_endpoints,
    extract_file_paths,
    extract_technologies,
)


# --------------------------------------------------------------------------------------------
# Operating systems named in passing
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, absent", [
    ("Install the Boost headers with CMake. If you're on a Linux system, use your package "
     "manager; if you are on Windows, try vcpkg.", {"Linux", "Windows"}),
    ("Reset the Deno cache, e.g. on linux machine: `rm -rf ~/.cache/deno`, then rerun.",
     {"Linux"}),
    ("I run Neovim 0.9 from Manjaro Linux with LuaJIT and the crash is still there.", {"Linux"}),
    ("Bazel 6 fails on Linux Fedora 38 with gcc 13.", {"Linux"}),
    ("Use systemctl reload nginx on modern Linux distributions (CentOS 7/8, RHEL 7/8).",
     {"Linux"}),
])
def test_an_os_named_in_passing_is_no_technology(text, absent):
    found = set(extract_technologies(text))
    assert not absent & found, found


@pytest.mark.parametrize("text, expected", [
    ("**Environment**\n- OS: Linux\n- Database: MongoDB\n- nginx 1.18", "Linux"),
    ("The Docker daemon on Linux keeps its images under the overlay2 driver.", "Linux"),
    ("Electron 25 crashes on Windows 11 when the window is resized.", "Windows"),
    ("Das Amt stellt vom Betriebssystem Windows auf das freie Betriebssystem Linux um.", "Linux"),
])
def test_an_os_the_writer_uses_is_kept(text, expected):
    assert expected in extract_technologies(text)
