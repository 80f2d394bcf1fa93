"""Normalisation and validation of everything that enters the store.

Each check raises ValidationError with a message that names the argument, so callers
(tools, CLI, GUI) can show it as it is.
"""

from __future__ import annotations

import functools
import hashlib
import json
import math
import re
import unicodedata
from datetime import datetime, timedelta, timezone
from collections.abc import Iterable, Mapping
from typing import Any

from .errors import ValidationError

SOURCES = ("manual", "agent", "auto")
PRECEDENCE = {"auto": 1, "agent": 2, "manual": 3}

# Documented size limits (characters / bytes). Larger input is an error, never silently cut.
MAX_NAME = 500
MAX_DESCRIPTION = 10_000
MAX_OBSERVATION = 20_000
MAX_PROPERTIES_BYTES = 65_536
# Levels of nested objects and arrays in properties ({"a": [1]} has two). Every reader that walks
# a value (json, repr, the explorer's property tree) recurses, and a deeper value written by
# another program must not make them fail.
MAX_PROPERTIES_DEPTH = 32
MAX_TYPE_NAME = 64
MAX_ID = 200
MAX_WORKSPACE_ID = 200
MAX_TASK_ID = 200
MAX_FINGERPRINT = 300

MIN_TIME_MS = 10**11  # below this a number is almost certainly seconds
MAX_TIME_MS = 253_402_300_799_999  # 9999-12-31T23:59:59.999Z
MIN_ISO_TIME_MS = -62_135_596_800_000  # 0001-01-01T00:00:00Z: the earliest an ISO-8601 time can say

_WS = re.compile(r"\s+")
_DOTTED_I = re.compile("i\u0307+")  # see normalize_name
# Characters a terminal acts on instead of showing: C0 controls (names collapse the whitespace
# ones first), DEL, C1 controls, and the bidi embeddings, overrides and isolates that reorder
# the text around them. Refused in names and type names; `kg` escapes them in what it prints.
CONTROL_CHARACTERS = re.compile("[\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
_TYPE_OK = re.compile(r"^[^\W][\w.\-]*$")


def precedence(source: str | None) -> int:
    return PRECEDENCE.get(source or "auto", 1)


def _clean_text(value: str) -> str:
    # Lone surrogates cannot be stored as UTF-8; NUL bytes truncate text in many tools.
    if "\x00" in value:
        raise ValidationError("text must not contain NUL characters")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise ValidationError("text must be valid Unicode (no lone surrogates)") from None
    return value


@functools.cache
def _invisible_characters() -> re.Pattern[str]:
    """Format characters (category Cf: zero-width space/joiners, word joiner, BOM, soft hyphen,
    LRM/RLM and the other bidi controls, tags) and variation selectors: shown as nothing, so
    two texts that differ only by them look the same. Built from the running Python's Unicode
    data on first use (planes 0, 1 and 14 hold every Cf character; a few milliseconds)."""
    ranges: list[list[int]] = []
    for block in (range(0x20000), range(0xE0000, 0xE1000)):
        for code in block:
            if unicodedata.category(chr(code)) == "Cf":
                if ranges and ranges[-1][1] == code - 1:
                    ranges[-1][1] = code
                else:
                    ranges.append([code, code])
    selectors = "\u180b-\u180d\u180f\ufe00-\ufe0f\U000e0100-\U000e01ef"
    return re.compile("[" + "".join(f"{chr(a)}-{chr(b)}" for a, b in ranges) + selectors + "]")


def remove_invisible(text: str) -> str:
    """`text` without format characters and variation selectors (see _invisible_characters)."""
    if text.isascii():  # none there
        return text
    return _invisible_characters().sub("", text)


def _refuse_control_characters(text: str, what: str) -> None:
    found = CONTROL_CHARACTERS.search(text)
    if found:
        raise ValidationError(
            f"{what} must not contain control characters (U+{ord(found.group()):04X} at character "
            f"{found.start() + 1})"
        )


def normalize_name(name: str) -> str:
    """The identity of a name (kg_entities.normalized_name, DESIGN.md §4): NFKC, format
    characters and variation selectors removed, case-folded, whitespace collapsed. Go, go and
    GO are one entity; so are React and React+U+200B, Straße and STRASSE.

    Changing what this returns changes the key stored in every file: a migration must recompute
    it (see migrations._m0011_identity_casefold)."""
    if name.isascii():  # no format characters; casefold() is lower() there
        return _WS.sub(" ", name).strip().lower()
    text = remove_invisible(unicodedata.normalize("NFKC", name)).casefold()
    # casefold("İ") is "i" + U+0307 COMBINING DOT ABOVE: the dot is dropped, so İstanbul,
    # istanbul and ISTANBUL are one name. Dotless ı stays a letter of its own (Turkish tells
    # ı and i apart). NFKC again: casefold's output need not be normalised (ǰ, ΐ).
    text = unicodedata.normalize("NFKC", _DOTTED_I.sub("i", text))
    return _WS.sub(" ", text).strip()


def normalize_text(text: str) -> str:
    return _WS.sub(" ", unicodedata.normalize("NFKC", text)).strip().lower()


def text_hash(text: str) -> str:
    return hashlib.sha256(normalize_text(text).encode("utf-8")).hexdigest()[:32]


def text_fingerprint(text: str, digest: str | None = None) -> str:
    """The fingerprint of a text observation; `digest` is text_hash(text) when already known."""
    return "text:" + (digest or text_hash(text))


def check_name(name: Any, what: str = "name") -> str:
    if not isinstance(name, str):
        raise ValidationError(f"{what} must be a string")
    name = _WS.sub(" ", _clean_text(name)).strip()
    if not name:
        raise ValidationError(f"{what} must not be empty")
    if len(name) > MAX_NAME:
        raise ValidationError(f"{what} is too long ({len(name)} characters; the limit is {MAX_NAME})")
    _refuse_control_characters(name, what)
    if not name.isascii() and not normalize_name(name):
        raise ValidationError(f"{what} must contain a visible character (it holds only invisible ones)")
    return name


def check_description(value: Any) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise ValidationError("description must be a string")
    value = _clean_text(value).strip()
    if len(value) > MAX_DESCRIPTION:
        raise ValidationError(
            f"description is too long ({len(value)} characters; the limit is {MAX_DESCRIPTION})"
        )
    return value


def check_content(value: Any) -> str:
    if not isinstance(value, str):
        raise ValidationError("observation content must be a string")
    value = _clean_text(value).strip()
    if not value:
        raise ValidationError("observation content must not be empty")
    if len(value) > MAX_OBSERVATION:
        raise ValidationError(
            f"observation content is too long ({len(value)} characters; the limit is {MAX_OBSERVATION})"
        )
    return value


_TYPE_NAMES: dict[str, str] = {}  # accepted spellings -> normal form; there are few distinct ones


def normalize_type_name(value: Any, what: str = "type") -> str:
    """Entity and edge type names: trimmed, lower-case, spaces to '_' ("Depends On" -> depends_on)."""
    if isinstance(value, str):
        known = _TYPE_NAMES.get(value)
        if known is not None:
            return known
    norm = _normalize_type_name(value, what)
    if len(value) <= 2 * MAX_TYPE_NAME:
        if len(_TYPE_NAMES) > 4096:
            _TYPE_NAMES.clear()
        _TYPE_NAMES[value] = norm
    return norm


def _normalize_type_name(value: Any, what: str) -> str:
    if not isinstance(value, str):
        raise ValidationError(f"{what} must be a string")
    value = _clean_text(value)
    norm = _WS.sub("_", unicodedata.normalize("NFKC", value).strip().lower())
    if not norm:
        raise ValidationError(f"{what} must not be empty")
    _refuse_control_characters(norm, what)
    if len(norm) > MAX_TYPE_NAME:
        raise ValidationError(f"{what} is too long (the limit is {MAX_TYPE_NAME} characters)")
    if not _TYPE_OK.match(norm):
        raise ValidationError(
            f"{what} {shown(value)} may only contain letters, digits, '_', '-' and '.', starting with a letter"
            " or digit"
        )
    return norm




def edge_type_key(stored: str) -> str:
    """What makes two stored edge types the same type: case, and whitespace or '_' between
    words, do not count (as normalize_type_name folds them). CoWork OS stores multi-word types lower-cased with their spaces ("Hosts Weekly"
    -> "hosts weekly"), we store them with '_'; both rows stay as written (CoWork finds its edges
    by its own spelling), and every lookup compares by this key."""
    return _WS.sub("_", stored.strip().lower())


def edge_type_spellings(names: Iterable[str]) -> list[str]:
    """The stored spellings of normalised edge types: ours ("hosts_weekly") and CoWork's
    ("hosts weekly"), for index-friendly `edge_type IN (...)` filters."""
    return sorted({s for n in names for s in (n, n.replace("_", " "))})


def check_source(source: Any) -> str:
    if source not in SOURCES:
        raise ValidationError(f"source must be one of {', '.join(SOURCES)}; got {shown(source)}")
    return source


def check_confidence(value: Any) -> float | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValidationError("confidence must be a number between 0 and 1")
    value = float(value)
    if not math.isfinite(value):
        raise ValidationError("confidence must be a finite number between 0 and 1")
    return min(1.0, max(0.0, value))


def as_number(value: Any) -> float | None:
    """A stored value as a finite float when it is a number (int or float), else None: columns
    may hold anything another program wrote (confidence 'high')."""
    if value.__class__ is float or value.__class__ is int:
        return float(value) if math.isfinite(value) else None
    return None


def check_properties(value: Any) -> dict[str, Any] | None:
    """A JSON object; returns a copy that round-trips through JSON."""
    if value is None:
        return None
    if isinstance(value, str):
        try:
            value = json.loads(value)
        except (ValueError, RecursionError) as exc:
            raise ValidationError(f"properties are not valid JSON: {exc}") from None
    if not isinstance(value, dict):
        raise ValidationError("properties must be a JSON object (a mapping of keys to values)")
    encode_properties(value)  # validates
    return json.loads(json.dumps(value, ensure_ascii=False, allow_nan=False))


def nested_too_deeply(value: Any, limit: int = MAX_PROPERTIES_DEPTH) -> bool:
    """True when dicts and lists (each one a level) nest deeper than `limit`; walked without
    recursion, so any depth (or a cycle) is answered."""
    if not isinstance(value, (dict, list, tuple)):
        return False
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        children = item.values() if isinstance(item, dict) else item
        if depth > limit:
            return True
        for child in children:
            if isinstance(child, (dict, list, tuple)):
                stack.append((child, depth + 1))
    return False


def encode_properties(value: dict[str, Any]) -> str:
    if not value and isinstance(value, dict):
        return "{}"
    if nested_too_deeply(value):
        raise ValidationError(
            f"properties are nested too deeply (the limit is {MAX_PROPERTIES_DEPTH} levels of objects and arrays)"
        )
    try:
        text = json.dumps(value, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
    except (TypeError, ValueError, RecursionError) as exc:
        raise ValidationError(f"properties must be JSON-serialisable with finite numbers: {exc}") from None
    _clean_text(text)
    if len(text.encode("utf-8")) > MAX_PROPERTIES_BYTES:
        raise ValidationError(f"properties are too large (the limit is {MAX_PROPERTIES_BYTES} bytes of JSON)")
    return text


_FLAT_PROPS_CACHE: dict[str, dict[str, Any]] = {}
_SCALARS = (str, int, float, bool, type(None))


def read_properties(text: Any) -> dict[str, Any] | None:
    """The stored JSON object (a fresh dict every call), or None when the stored value cannot be
    read: not JSON, not an object, or nested deeper than MAX_PROPERTIES_DEPTH (another program
    may have written it). Never raises."""
    if not text or text == "{}":
        return {}
    if not isinstance(text, str):  # a BLOB (or a number) written by another program
        if not isinstance(text, (bytes, bytearray, memoryview)):
            return None
        try:
            text = bytes(text).decode("utf-8")
        except ValueError:
            return None
    cached = _FLAT_PROPS_CACHE.get(text)
    if cached is not None:
        return dict(cached)  # flat: a shallow copy shares nothing mutable
    try:
        value = json.loads(text)
    except (ValueError, TypeError, RecursionError):  # json.loads('[' * 100000) recurses
        return None
    if not isinstance(value, dict):
        return None
    # Only a text with more brackets than levels allowed can be too deep: no walk otherwise.
    if text.count("{") + text.count("[") > MAX_PROPERTIES_DEPTH and nested_too_deeply(value):
        return None
    # Property sets repeat a lot (auto extraction, imports); flat ones are cached by text.
    if len(text) <= 256 and all(isinstance(v, _SCALARS) for v in value.values()):
        if len(_FLAT_PROPS_CACHE) > 4096:
            _FLAT_PROPS_CACHE.clear()
        _FLAT_PROPS_CACHE[text] = dict(value)
    return value


def decode_properties(text: Any) -> dict[str, Any]:
    """The stored JSON object (a fresh dict every call; {} for anything unreadable, see
    read_properties: writers that must not lose such a value check with it)."""
    value = read_properties(text)
    return {} if value is None else value


def unreadable_properties(what: str) -> ValidationError:
    return ValidationError(
        f"the stored properties of {what} cannot be read (not a JSON object, or nested deeper than "
        f"{MAX_PROPERTIES_DEPTH} levels; written by another program?), so new properties cannot be "
        "merged into them; nothing was changed"
    )


def check_id(value: Any, what: str = "id") -> str:
    if not isinstance(value, str) or not value.strip():
        raise ValidationError(f"{what} must be a non-empty string")
    if len(value) > MAX_ID:
        raise ValidationError(f"{what} is too long")
    _clean_text(value)
    return value


def is_valid_id(value: Any) -> bool:
    try:
        check_id(value)
        return True
    except ValidationError:
        return False


def shown(value: Any, limit: int = 60) -> str:
    """A value as it may appear in an error message: repr, cut short (never echo 1 MB back)."""
    if isinstance(value, (list, tuple, dict, set)):
        return f"a {type(value).__name__}"  # repr of a deeply nested value could recurse
    try:
        text = repr(value)
    except Exception:  # a hostile __repr__
        return f"a {type(value).__name__}"
    return text if len(text) <= limit else text[: limit - 3] + "..."


def shown_names(names: Iterable[Any], most: int = 5) -> str:
    """Names for an error message: each shortened (see shown), at most `most` of them, so that
    a hostile argument is never echoed back whole."""
    listed = sorted((n if len(n) <= 40 else n[:37] + "...") if isinstance(n, str) else shown(n, 40)
                    for n in names)
    more = f" and {len(listed) - most} more" if len(listed) > most else ""
    return ", ".join(listed[:most]) + more


def check_str_list(value: Any, what: str, *, allow_single: bool = True) -> list[str]:
    """A list (any iterable but a mapping) of strings; one string counts as a list of one."""
    if isinstance(value, str):
        if allow_single:
            return [value]
        raise ValidationError(f"{what} must be a list, not a single string")
    if value is None or isinstance(value, (bytes, bytearray, Mapping)) or not isinstance(value, Iterable):
        raise ValidationError(f"{what} must be a list of strings")
    items = list(value)
    for item in items:
        if not isinstance(item, str):
            raise ValidationError(f"{what} must contain only strings; got {shown(item)}")
    return items


def check_entity_ids(value: Any) -> list[str]:
    """A list of entity ids, each checked, duplicates dropped (first occurrence kept)."""
    ids = list(dict.fromkeys(check_str_list(value, "entity_ids", allow_single=False)))
    for i in ids:
        check_id(i, "entity id")
    return ids


MAX_SQL_INT = 2**63 - 1


def check_count(value: Any, what: str) -> int:
    """A non-negative integer limit or offset; huge values mean "no limit"."""
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ValidationError(f"{what} must be a non-negative integer")
    return min(value, MAX_SQL_INT)


def check_workspace_id(value: Any) -> str:
    """The id trimmed ("demo " and "demo\\n" are "demo", not new workspaces); control characters
    (any C0, tab and newline included, DEL, C1, bidi controls) are refused."""
    if not isinstance(value, str) or not value.strip():
        raise ValidationError("workspace id must be a non-empty string")
    value = _clean_text(value).strip()
    found = CONTROL_CHARACTERS.search(value)
    if found:
        raise ValidationError(
            f"workspace id must not contain control characters (U+{ord(found.group()):04X} at character "
            f"{found.start() + 1})"
        )
    if len(value) > MAX_WORKSPACE_ID:
        raise ValidationError(f"workspace id is too long (the limit is {MAX_WORKSPACE_ID} characters)")
    return value


def check_task_id(value: Any) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or not value.strip():
        raise ValidationError("task id must be a non-empty string")
    _clean_text(value)
    if len(value) > MAX_TASK_ID:
        raise ValidationError("task id is too long")
    return value


class IsoMilliseconds(int):
    """Milliseconds read from an ISO-8601 string. They cannot be seconds, so when they are handed
    on (a tool, the CLI, then the store check the same time) check_time skips its seconds check."""

    __slots__ = ()


def check_time(value: Any, what: str = "time", *, stored: bool = False) -> int | None:
    """Milliseconds since the epoch (int) or an ISO-8601 string, as integer milliseconds.

    A bare number below MIN_TIME_MS (early 1973) is refused as probably seconds, unless
    ``stored``: milliseconds a record already holds (an ISO time before 1973 is stored as such)."""
    if value is None:
        return None
    if isinstance(value, IsoMilliseconds):
        return value
    if isinstance(value, bool):
        raise ValidationError(f"{what} must be milliseconds or ISO-8601")
    if isinstance(value, str):
        return parse_iso8601(value, what)
    if isinstance(value, float):
        if not math.isfinite(value) or value != int(value):
            raise ValidationError(f"{what} must be whole milliseconds or ISO-8601")
        value = int(value)
    if not isinstance(value, int):
        raise ValidationError(f"{what} must be milliseconds or ISO-8601")
    if value < (MIN_ISO_TIME_MS if stored else MIN_TIME_MS):
        if stored:
            raise ValidationError(f"{what} {value} is before the year 1")
        raise ValidationError(
            f"{what} {value} is too small: give milliseconds or ISO-8601 (this looks like seconds)"
        )
    if value > MAX_TIME_MS:
        raise ValidationError(f"{what} {value} is beyond the year 9999: give milliseconds or ISO-8601")
    return value


_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)


def parse_iso8601(text: str, what: str = "time") -> int:
    """An ISO-8601 time as exact integer milliseconds (sub-millisecond digits are dropped, never
    rounded up); a string of digits alone is a bare number (check_time's seconds check)."""
    raw = text.strip()
    if not raw:
        raise ValidationError(f"{what} must be milliseconds or ISO-8601")
    if raw.isdigit():
        return check_time(int(raw), what)  # type: ignore[return-value]
    candidate = raw[:-1] + "+00:00" if raw.endswith(("Z", "z")) else raw
    try:
        moment = datetime.fromisoformat(candidate)
    except ValueError:
        raise ValidationError(
            f"{what} {text[:60]!r} is not a valid time: give milliseconds or ISO-8601 (e.g. 2026-01-15T09:30:00Z)"
        ) from None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=timezone.utc)  # naive times are UTC
    # timedelta arithmetic is exact integers; timestamp() is a float and loses the last ms.
    since = moment - _EPOCH
    ms = (since.days * 86_400 + since.seconds) * 1000 + since.microseconds // 1000
    if ms < MIN_ISO_TIME_MS:
        raise ValidationError(f"{what} {text[:60]!r} is before the year 1")
    if ms > MAX_TIME_MS:
        raise ValidationError(f"{what} {text[:60]!r} is beyond the year 9999")
    return IsoMilliseconds(ms)


def format_iso8601(ms: int) -> str:
    """Integer milliseconds as ISO-8601 UTC to the millisecond (2026-01-15T09:30:00.000Z): exact
    (timedelta arithmetic, not a float timestamp), and parse_iso8601 reads it back to the same
    integer. A caller holding milliseconds that are surely not seconds (a date field's, a stored
    record's) can hand them on in this form, which check_time never takes for seconds."""
    m = _EPOCH + timedelta(milliseconds=ms)
    return (f"{m.year:04d}-{m.month:02d}-{m.day:02d}T{m.hour:02d}:{m.minute:02d}:{m.second:02d}."
            f"{m.microsecond // 1000:03d}Z")


def check_limit(value: Any, *, default: int, low: int, high: int, what: str = "limit") -> int:
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValidationError(f"{what} must be an integer")
    return min(high, max(low, value))


def check_fingerprint(value: Any) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or not value.strip():
        raise ValidationError("fingerprint must be a non-empty string")
    _clean_text(value)
    if len(value) > MAX_FINGERPRINT:
        raise ValidationError("fingerprint is too long")
    return value
