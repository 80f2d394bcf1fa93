"""A technology name's occurrence in a text (:class:`_Piece`) and a name believed to some
strength (:class:`_Item`): the records that :mod:`.technologies` produces and
:mod:`.technical_context` judges."""

from __future__ import annotations

from dataclasses import dataclass

from ...lexicon import SurfaceForm, Technology


@dataclass
class _Piece:
    start: int
    end: int
    text: str
    chunk: int  # index of the chunk; -1 when the piece cannot be followed by a cue, -2 - index
    # when only a version may follow it (its chunk ends with a colon: "Node: 12.18.0")
    form: SurfaceForm | None
    token: Technology | None  # code-token meaning of the text, if any
    kind: str = "plain"  # plain | pkgversion | hyphen | slash
    #: a "slash" piece: every segment of its name/name is a name written as the lexicon spells
    #: it ("Node/Express", "HTML/CSS"), a notation of technical text
    all_named: bool = False


@dataclass
class _Item:
    start: int
    end: int
    tech: Technology
    strength: int  # _STRONG, _WEAK or _CANDIDATE
    sentence_start: bool = False
    listed: bool = False  # in a list with other names believed for their spelling
    slashed: bool = False  # written name/name ("React/Redux"), a notation of technical text
    in_context: bool = False  # a level-3 name believed in a plainly technical text
    distinctive: bool = False  # spelt as a level-1 name ("Datadog", not "Loki")


#: How much a judgement of a piece rests on: evidence of its own (code, a version, a qualifier,
#: a coined name), only its spelling (believed in a technical context), or nothing yet (a list
#: of technologies may confirm it).
_STRONG, _WEAK, _CANDIDATE = 2, 1, 0
#: a weak name followed by a qualifier that also follows names in prose ("Swift charts"): it
#: needs a technical context, though less of one (see _TechnicalContext)
_WEAK_CUED = -10
#: a level-3 name in its own casing, mid-sentence, with no cue: a candidate a list may confirm,
#: and failing that believed in a plainly technical text ("I'm new to Rust" in an issue)
_CANDIDATE_IN_CONTEXT = -20
