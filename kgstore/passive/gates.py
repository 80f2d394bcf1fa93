"""Memory gates: may an automatic write (task extraction, mailbox ingest) happen?

Seed, "Memory Settings": nothing automatic is written when memory is off (``enabled = 0``), the
privacy mode is ``disabled``, CoWork OS's automatic capture is off (``auto_capture = 0``), the
settings cannot be read, the task prompt, result or mail
text carries ``<no-memory>``, or it matches one of the workspace's ``excluded_patterns``
(:mod:`kgstore.passive.exclusions`). The gate fails closed: any doubt (an unreadable settings row, an
unknown privacy mode) means "do not write".

``<no-memory>`` is recognised in any case and spacing, self-closing or not, and HTML-escaped:
``<no-memory>``, ``<NO-MEMORY/>``, ``< no memory >``, ``<no_memory />``, ``&lt;no-memory&gt;``;
also in look-alike forms, which are normalised first (NFKC, format characters such as
zero-width spaces and soft hyphens removed, case-folded): ``＜no-memory＞`` (fullwidth),
``<no\u200b-memory>``, ``<no-mem\u00adory>``, ``<NO-MEMORY>`` with a Kelvin sign or a long s.
"""

from __future__ import annotations

import logging
import re
import unicodedata
from typing import Any

from ..validation import remove_invisible
from .exclusions import ExcludedPatterns

log = logging.getLogger(__name__)

__all__ = [
    "NO_MEMORY_RE",
    "has_no_memory_marker",
    "automatic_write_block",
    "excluded_patterns",
    "settings_block",
    "as_gate_text",
]

KNOWN_PRIVACY_MODES = ("normal", "strict", "disabled")

# Every optional part starts with a literal character, so no two whitespace runs compete for the
# same characters: the scan stays linear on any input (e.g. "<" followed by a megabyte of blanks).
NO_MEMORY_RE = re.compile(
    r"(?:<|&lt;|&#0*60;|&#x0*3c;)\s*(?:/\s*)?no\s*(?:[-_\u2010-\u2014\u2212]\s*)?memory\s*(?:/\s*)?"
    r"(?:>|&gt;|&#0*62;|&#x0*3e;)",
    re.IGNORECASE,
)


def as_gate_text(value: Any) -> str | None:
    """A text to scan: str as it is, bytes decoded, None as ''; None for anything else."""
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    if isinstance(value, (bytes, bytearray, memoryview)):
        return bytes(value).decode("utf-8", "replace")
    return None


def gate_form(text: str) -> str:
    """What the marker is looked for in: NFKC, format characters and variation selectors removed,
    case-folded (each step linear; ASCII text needs none of them, the pattern ignores case)."""
    if text.isascii():
        return text
    return remove_invisible(unicodedata.normalize("NFKC", text)).casefold()


def has_no_memory_marker(*texts: Any) -> bool:
    """True when any of the texts carries the ``<no-memory>`` opt-out. The whole text is scanned
    (the pattern is linear), so an opt-out at the end of a huge text still counts. A value that
    is not text is scanned through its ``str()``."""
    for text in texts:
        t = as_gate_text(text)
        if t is None:
            try:
                t = str(text)
            except Exception:  # an object whose str() fails cannot be checked: fail closed
                return True
        if t and NO_MEMORY_RE.search(gate_form(t)):
            return True
    return False


def settings_block(ws: Any) -> str | None:
    """Why the workspace's memory settings forbid automatic writes, or None when they allow them."""
    try:
        settings = ws.memory_settings()
        enabled = settings.enabled
        mode = settings.privacy_mode
        # CoWork OS's "auto capture" switch: off means no automatic memory, as enabled = 0 does.
        auto_capture = getattr(settings, "auto_capture", True)
    except Exception as exc:  # unreadable settings: skip automatic writes
        return f"memory settings could not be read ({type(exc).__name__}: {exc})"
    if not isinstance(enabled, bool) and enabled not in (0, 1):
        return f"memory settings could not be read (enabled is {enabled!r})"
    if not enabled:
        return "memory is off for this workspace"
    if mode not in KNOWN_PRIVACY_MODES:
        return f"memory settings could not be read (unknown privacy mode {mode!r})"
    if mode == "disabled":
        return "privacy mode is 'disabled' for this workspace"
    if not isinstance(auto_capture, bool) and auto_capture not in (0, 1):
        return f"memory settings could not be read (auto_capture is {auto_capture!r})"
    if not auto_capture:
        return "automatic capture is off for this workspace"
    return None


def excluded_patterns(ws: Any) -> ExcludedPatterns:
    """The workspace's excluded patterns, compiled (read after :func:`settings_block` allowed the
    write, so the settings are readable)."""
    return ExcludedPatterns(ws.memory_settings().excluded_patterns)


def automatic_write_block(ws: Any, *texts: Any, what: str = "the task") -> str | None:
    """Why an automatic write must not happen (memory settings, a ``<no-memory>`` opt-out in one
    of ``texts``, or a text matching one of the workspace's excluded patterns), or None when it
    may."""
    reason = settings_block(ws)
    if reason is not None:
        return reason
    if has_no_memory_marker(*texts):
        return "the task or message opted out with <no-memory>"
    try:
        hit = excluded_patterns(ws).match(*texts)
    except Exception as exc:  # settings changed between the reads and became unreadable
        return f"memory settings could not be read ({type(exc).__name__}: {exc})"
    if hit is not None:
        return hit.reason(what)
    return None
