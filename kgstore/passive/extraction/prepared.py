"""A text made ready for the rules: normalised (NFKC), cut at :data:`MAX_SCAN_CHARS`, its URLs and
e-mail addresses masked (offsets kept), and its code regions mapped (:class:`_CodeMap`): fenced
blocks, inline code spans, indented blocks, command lines after a prompt, a package.json's
scripts. Every rule reads the masked text and asks the code map whether a place is code."""

from __future__ import annotations

import bisect
import re
import unicodedata
from dataclasses import dataclass

from ...lexicon import CODE_TOKENS, FENCE_LANGUAGES, SURFACE_FORMS


#: Only this many characters (after NFKC normalisation) of a text are scanned.
MAX_SCAN_CHARS = 200_000


_MASK = "\x01"

# a URL runs on through placeholders such as "https://<host>/rest/api/<id>"
_URL_TAIL_RE = re.compile(r"(?:[^\s<>\"'`\x01]|<[\w\-.:]{1,40}>)*")
_WWW_RE = re.compile(r"(?<![\w.\-@])www\.[^\s<>\"'`\x01]+")
_EMAIL_RE = re.compile(
    r"(?<![\w.+\-])[\w.+\-]{1,64}@"
    r"[A-Za-z0-9][\w\-]{0,62}(?:\.[A-Za-z0-9][\w\-]{0,62}){0,8}\.[A-Za-z][\w\-]{0,62}"
    # (not a decorator after a page's line number: "6@app.route('/users')")
    r"(?![\w\-(])")

_FENCE_RE = re.compile(r"^[ \t]{0,12}(`{3,}|~{3,})([^\n]*)$", re.MULTILINE)  # (a list item indents its fences)
_INLINE_CODE_RE = re.compile(r"`([^`\n]{1,1000})`")
_SCRIPTS_BLOCK_RE = re.compile(r"\"scripts\"[ \t]*:[ \t]*\{")
_SCRIPT_VALUE_RE = re.compile(r"\"[\w:.\-]{1,60}\"[ \t]*:[ \t]*\"([a-z][^\"\n]{0,300})\"")
_LIST_ITEM_RE = re.compile(r"[ \t]*(?:[-*+\u2022]|\d{1,3}[.)])[ \t]")
# a shell prompt and the command after it: "$ npm ci", "D:\\x>cargo build", "│ > tsc -p"
_PROMPT_RE = re.compile(
    r"(?m)^[ \t]*(?:[$%\u03bb\u276f][ \t]+|>[ \t]+|\u2502[ \t]*>[ \t]*|PS [^>\n]{1,80}>[ \t]*"
    # oh-my-zsh's "➜  repo git:(main) ✗ kubectl apply"
    r"|\u279c[ \t]+[\w.\-~/]{1,60}(?:[ \t]+git:\([^)\n]{1,80}\))?(?:[ \t]+\u2717)?[ \t]+"
    r"|[A-Za-z]:\\[^>\n]{0,120}>|[\w.@-]{1,40}[@:][^$#\n]{0,80}[$#][ \t]+)"
    r"(?=\.{0,2}/?[a-z])")


@dataclass
class _Prepared:
    masked: str
    code: "_CodeMap"
    text: str = ""  # the normalised text before masking (same offsets): what a mention's context shows


def _prepare(text: object) -> _Prepared | None:
    if text is None:
        return None
    if isinstance(text, (bytes, bytearray, memoryview)):
        text = bytes(text)[: MAX_SCAN_CHARS * 4].decode("utf-8", "replace")
    if not isinstance(text, str):
        raise TypeError(f"extract_entities() needs a str, not {type(text).__name__}")
    if not text:
        return None
    text = text[:MAX_SCAN_CHARS]
    try:
        text = unicodedata.normalize("NFKC", text)
    except (ValueError, TypeError):  # pragma: no cover - defensive
        pass
    text = text[:MAX_SCAN_CHARS]
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    masked = _mask_urls_and_emails(text)
    return _Prepared(masked=masked, code=_CodeMap(masked), text=text)


def _url_end(text: str, lo: int, end: int) -> int:
    """Where a URL ends when the sentence's punctuation follows it: "(see http://x/y)." keeps
    its ")." outside, so the next sentence still starts a sentence."""
    # (the brackets counted once, then as each one is cut: a run of ")" costs linear time)
    unopened = {")": text.count(")", lo, end) - text.count("(", lo, end),
                "]": text.count("]", lo, end) - text.count("[", lo, end)}
    while end > lo:
        last = text[end - 1]
        if last in ".,;:!?":
            end -= 1
        elif last in unopened and unopened[last] > 0:
            unopened[last] -= 1
            end -= 1
        else:
            break
    return end


def _mask_urls_and_emails(text: str) -> str:
    """Replace URLs and e-mail addresses by \\x01 characters (offsets are kept)."""
    spans: list[tuple[int, int]] = []
    i = text.find("://")
    while i != -1:
        start = i
        lo = max(0, i - 32)
        while start > lo and (text[start - 1].isalnum() or text[start - 1] in "+.-"):
            start -= 1
        end = _URL_TAIL_RE.match(text, i + 3).end()
        end = _url_end(text, i + 3, end)
        spans.append((start, end))
        i = text.find("://", max(end, i + 3))
    if "www." in text:
        spans.extend(m.span() for m in _WWW_RE.finditer(text))
    if "@" in text:
        spans.extend(m.span() for m in _EMAIL_RE.finditer(text))
    if not spans:
        return text
    spans.sort()
    parts: list[str] = []
    pos = 0
    for start, end in spans:
        if end <= pos:
            continue
        start = max(start, pos)
        parts.append(text[pos:start])
        parts.append(_MASK * (end - start))
        pos = end
    parts.append(text[pos:])
    return "".join(parts)


# a JSON document (after comment lines naming its file): an object with a quoted key first
_JSON_BODY_RE = re.compile(r"(?:[ \t]*//[^\n]*\n|[ \t]*\n)*[ \t]*[\[{]\s*(?:\.\.\.\s*,?\s*)?\"[\w@$.\-/]{1,80}\"[ \t]*:")
_CODE_CHARS_RE = re.compile(r"[(){}\[\];=$\\<>_|]|--|::|\./|\w/\w|\w\.\w+\(")


# what ordinary sentences write with code's punctuation: a parenthesis of words or a year
# ("(Sputnik)", "(2015)"), a semicolon between clauses, a price, a recipe's fraction ("1/2
# cup"), "and/or"
_PROSE_PUNCTUATION_RE = re.compile(
    r"(?:(?<=\s)|^)\([A-Za-z0-9][\w ,.'\u2019\-]{0,300}\)(?=[\s,.;:!?\"\u201d]|$)|;(?=[ \t]+[a-z])|\$(?=\d)"
    r"|\b\d{1,3}/\d{1,3}\b|\b(?:and/or|he/she|his/her|him/her|s/he)\b")


_BARE_COMMAND_RE = re.compile(
    r"(?m)^[ \t]*(([a-z][\w.\-]{1,20})[ \t]+(?!(?:sure|it|the|a|an|to|me|you|up|sense|use|of|is|and|or)\b)"
    r"[a-z][\w:\-]{1,30}(?:[ \t]+[^\s]{1,80}){0,8}?[ \t]+--[a-z][\w\-]{0,40}[^\n]{0,200})$")
# statements only code writes, alone on their line: "app.use(express.json());",
# "const app = express();", "import x from 'y'", "def handler(event):", "});"
_BARE_STATEMENT_RE = re.compile(
    r"(?m)^[ \t]*("
    r"(?:await[ \t]+)?[A-Za-z_$][\w$]{0,40}(?:\.[A-Za-z_$][\w$]{0,40}){1,4}[ \t]*\([^\n]{0,200}\)[ \t]*;?"
    r"|(?:const|let|var)[ \t]+[\w${}\[\], ]{1,80}[ \t]*=[ \t]*[^\n]{1,200}?;?"
    r"|(?:import|export)[ \t]+[^\n]{1,200}?[ \t]from[ \t]+['\"][^'\"\n]{1,100}['\"][ \t]*;?"
    r"|(?:async[ \t]+)?(?:def|function)[ \t]+[A-Za-z_$][\w$]{0,60}[ \t]*\([^\n]{0,200}\)[ \t]*(?::|\{)?"
    r")[ \t]*$")


def _looks_like_code(line: str) -> bool:
    """An indented line that reads as code (an indented poem, quotation or news paragraph does
    not): it has code punctuation, or opens with a lower-case command name ("npm ci", "go
    build")."""
    if _CODE_CHARS_RE.search(line) and _CODE_CHARS_RE.search(_PROSE_PUNCTUATION_RE.sub(" ", line)):
        return True
    first = line.split(None, 1)[0]
    return first.islower() and (first in CODE_TOKENS or first in SURFACE_FORMS)


class _CodeMap:
    """Fenced code blocks and inline code spans of a text, and fence languages."""

    FENCED = 0
    INLINE = 1

    def __init__(self, text: str) -> None:
        #: per-text answers judgements ask more than once (see _names_its_product)
        self.cache: dict[str, bool] = {}
        regions: list[tuple[int, int, int]] = []
        self.fence_languages: list[tuple[int, str]] = []
        #: opening lines of fences marked js or ts around a JSON document: their info string
        #: names no language
        self.json_fences: list[tuple[int, int]] = []
        if "```" in text or "~~~" in text:
            opened: re.Match[str] | None = None
            for m in _FENCE_RE.finditer(text):
                fence, info = m.group(1), m.group(2)
                if opened is None:
                    if fence[0] == "`" and "`" in info:
                        continue
                    opened = m
                    continue
                ofence = opened.group(1)
                if fence[0] == ofence[0] and len(fence) >= len(ofence) and not info.strip():
                    inner_start = min(opened.end() + 1, m.start())
                    regions.append((inner_start, m.start(), self.FENCED))
                    word = re.match(r"[\w+#.\-]*", opened.group(2).strip().lstrip("{."))
                    lang = FENCE_LANGUAGES.get(word.group().lower()) if word else None
                    if lang in ("JavaScript", "TypeScript") and _JSON_BODY_RE.match(
                            text, inner_start, m.start()):
                        lang = None  # a JSON file in a fence marked js: "// package.json\n{"
                        self.json_fences.append((opened.start(), opened.end()))
                    if lang:
                        self.fence_languages.append((opened.start(), lang))
                    opened = None
            if opened is not None and opened.end() < len(text):
                # a fence the text ends inside (a quoted thread cut short): its code and the
                # language its info string names count as a closed fence's would
                word = re.match(r"[\w+#.\-]*", opened.group(2).strip().lstrip("{."))
                lang = FENCE_LANGUAGES.get(word.group().lower()) if word else None
                inner_start = min(opened.end() + 1, len(text))
                if lang and not (lang in ("JavaScript", "TypeScript")
                                 and _JSON_BODY_RE.match(text, inner_start, len(text))):
                    self.fence_languages.append((opened.start(), lang))
                regions.append((inner_start, len(text), self.FENCED))
        self._add_line_code(text, regions)
        if "`" in text:
            if regions:
                parts = []
                pos = 0
                for start, end, _ in regions:
                    parts.append(text[pos:start])
                    parts.append(" " * (end - start))
                    pos = end
                parts.append(text[pos:])
                scan = "".join(parts)
            else:
                scan = text
            for m in _INLINE_CODE_RE.finditer(scan):
                regions.append((m.start(1), m.end(1), self.INLINE))
        regions.sort()
        self.regions = regions
        self._starts = [r[0] for r in regions]

    def _add_line_code(self, text: str, regions: list[tuple[int, int, int]]) -> None:
        """Code that is not fenced: an indented Markdown block after a blank line, and
        command lines after a prompt ("$ npm ci", "D:\\work\\rust>cargo build",
        "PS C:\\app> dotnet run", pnpm's "│ > tsc -p")."""
        fenced = [(r[0], r[1]) for r in regions]
        found: list[tuple[int, int, int]] = []
        if "\n    " in text or "\n\t" in text:
            previous_blank = True
            in_block = False
            pos = 0
            for line in text.split("\n"):
                end = pos + len(line)
                stripped = line.strip()
                if not stripped:
                    previous_blank = True
                    in_block = False
                elif (line.startswith(("    ", "\t")) and (previous_blank or in_block)
                      and not _LIST_ITEM_RE.match(line) and _looks_like_code(stripped)):
                    found.append((pos + len(line) - len(line.lstrip()), end, self.FENCED))
                    in_block = True
                    previous_blank = False
                else:
                    previous_blank = in_block = False
                pos = end + 1
        if '"scripts"' in text:
            # package.json scripts are commands: "build": "tsup src/index.ts && node x.js"
            for block in _SCRIPTS_BLOCK_RE.finditer(text):
                for m in _SCRIPT_VALUE_RE.finditer(text, block.end(), block.end() + 5000):
                    if "}" in text[block.end():m.start()]:
                        break
                    found.append((m.start(1), m.end(1), self.FENCED))
        for m in _PROMPT_RE.finditer(text):
            found.append((m.end(), text.find("\n", m.end()) % (len(text) + 1) or len(text),
                          self.FENCED))
        if " -" in text:
            # a command line a text quotes without marking it: a tool's command, a subcommand and
            # an option ("cargo install diesel_cli --no-default-features")
            for m in _BARE_COMMAND_RE.finditer(text):
                if m.group(2) in CODE_TOKENS:
                    found.append((m.start(1), m.end(1), self.FENCED))
        if "(" in text or " = " in text:
            # a page's code that lost its fence (copied from a rendered page): a line that can
            # only be a statement -- a method call ending the line, a declaration, an import
            # (a statement ended by ";", or two such lines together: one call alone,
            # "express.static('public')", may be an identifier the writer quotes)
            lines = [(m.start(1), m.end(1)) for m in _BARE_STATEMENT_RE.finditer(text)]
            for k, (start, end) in enumerate(lines):
                together = (k > 0 and text.count("\n", lines[k - 1][1], start) == 1) or (
                    k + 1 < len(lines) and text.count("\n", end, lines[k + 1][0]) == 1)
                if together or text.endswith(";", start, end):
                    found.append((start, end, self.FENCED))
        for start, end, kind in found:
            if end > start and not any(a <= start < b for a, b in fenced):
                regions.append((start, end, kind))

    def region_at(self, start: int, end: int) -> tuple[int, int, int] | None:
        if not self.regions:
            return None
        i = bisect.bisect_right(self._starts, start) - 1
        if i < 0:
            return None
        region = self.regions[i]
        if region[0] <= start and end <= region[1]:
            return region
        return None
