"""Context injection (seed, "Context Injection").

:func:`build_context_for_task` searches the graph for entities relevant to a task prompt and
formats them::

    KNOWLEDGE GRAPH (known entities and relationships):
    - [technology] React: Frontend framework (->uses TypeScript; ->part_of frontend-app)
    - [service] auth-service: Authentication microservice (->connects_to PostgreSQL)

At most :data:`MAX_CONTEXT_ENTITIES` entities and :data:`MAX_CONTEXT_CHARS` characters; ``""``
when nothing is relevant. With temporal knowledge on (the default) only currently valid edges
are listed, otherwise every edge.

The context is *not* part of the default memory synthesis: with wake-up layers on (the default)
the synthesis leaves the knowledge graph out, and only the legacy path (wake-up layers off)
includes it -- see :func:`memory_synthesis_sections`.
"""

from __future__ import annotations

import logging
import re
from typing import Any

from ..records import Entity, MemorySettings

log = logging.getLogger(__name__)

__all__ = [
    "CONTEXT_HEADER",
    "MAX_CONTEXT_ENTITIES",
    "MAX_CONTEXT_CHARS",
    "significant_words",
    "build_context_for_task",
    "memory_synthesis_sections",
    "synthesize_memory",
]

CONTEXT_HEADER = "KNOWLEDGE GRAPH (known entities and relationships):"
MAX_CONTEXT_ENTITIES = 5
MAX_CONTEXT_CHARS = 1_500
MAX_QUERY_WORDS = 24
MAX_EDGES_PER_ENTITY = 6
MAX_DESCRIPTION_CHARS = 200
_PROMPT_SCAN_CHARS = 20_000
_HITS_PER_WORD = 10

# Words in "A-Za-z0-9" and any letter, keeping inner . - _ / + # (Node.js, auth-service, C++, C#).
_WORD_RE = re.compile(r"[^\W_](?:[\w.+#/-]*[\w+#])?")
_WS_RE = re.compile(r"\s+")

_STOPWORDS = frozenset(
    """
    a about above after again against all also am an and any are aren as at be because been before
    being below between both but by can cannot could did do does doing done down during each either
    else etc even ever every few for from further get gets getting got had has have having he her
    here hers herself him himself his how however i if in into is isn it its itself just let lets
    like make makes making me might more most much must my myself need needs no nor not now of off
    on once only or other ought our ours ourselves out over own please same shall she should so some
    such than that the their theirs them themselves then there these they this those through to too
    under until up upon us use used uses using very via want wants was we were what when where
    whether which while who whom whose why will with within without would yes yet you your yours
    yourself yourselves ok okay thanks thank hi hello hey add adds added create creates created
    update updates updated fix fixes fixed change changes changed show tell give find look write
    run runs check new old one two three thing things stuff way something anything everything
    task tasks work working works know help today tomorrow yesterday now still really sure could
    would should maybe there's it's i'm we're don't doesn't can't won't isn't aren't
    """.split()
)


def _settings(ws) -> MemorySettings:
    try:
        return ws.memory_settings()
    except Exception as exc:
        log.warning("memory settings could not be read (%s: %s); using the defaults", type(exc).__name__, exc)
        return MemorySettings(enabled=True, privacy_mode="normal")


def significant_words(prompt: str, limit: int = MAX_QUERY_WORDS) -> list[str]:
    """The prompt's words worth searching for, in order, without repeats: stop words and words
    shorter than three characters are dropped, except short names written in capitals or
    known to the technology lexicon in their own casing ("Go", "JS", "C#")."""
    from ..lexicon import canonical_technology_name

    words: list[str] = []
    seen: set[str] = set()
    for match in _WORD_RE.finditer(prompt[:_PROMPT_SCAN_CHARS]):
        word = match.group().strip(".-/")
        if not word:
            continue
        key = word.casefold()
        if key in seen or key in _STOPWORDS:
            continue
        if len(word) < 3 and not any(ch.isdigit() for ch in word):
            canonical = canonical_technology_name(word)
            if canonical != word and not (word.isupper() and len(word) == 2):
                continue
        seen.add(key)
        words.append(word)
        if len(words) >= limit:
            break
    return words


def _relevant_entities(ws, prompt: str) -> list[Entity]:
    words = significant_words(prompt)
    if not words:
        return []
    prompt_key = _WS_RE.sub(" ", prompt[:_PROMPT_SCAN_CHARS]).casefold()
    scored: dict[str, list[Any]] = {}  # id -> [entity, words matched, best score]
    for word in words:
        try:
            hits = ws.search(word, limit=_HITS_PER_WORD)
        except Exception as exc:  # a search failure leaves the word out
            log.debug("context search for %r failed: %s", word, exc)
            continue
        for hit in hits:
            entry = scored.get(hit.entity.id)
            if entry is None:
                scored[hit.entity.id] = [hit.entity, 1, hit.score]
            else:
                entry[1] += 1
                entry[2] = max(entry[2], hit.score)

    def mentioned(entity: Entity) -> bool:
        name = _WS_RE.sub(" ", entity.name).casefold()
        if len(name) < 2:
            return False
        return re.search(r"(?<!\w)" + re.escape(name) + r"(?!\w)", prompt_key) is not None

    ranked = sorted(
        scored.values(),
        key=lambda e: (not mentioned(e[0]), -e[1], -e[2], -(e[0].confidence or 0.0), e[0].name.casefold(),
                       e[0].id),  # an unknown confidence (None) ranks as 0
    )
    return [e[0] for e in ranked[:MAX_CONTEXT_ENTITIES]]


def _one_line(text: str, limit: int) -> str:
    text = _WS_RE.sub(" ", text).strip()
    if len(text) > limit:
        text = text[: limit - 1].rstrip() + "…"
    return text


def _edge_parts(ws, entity: Entity, current_only: bool) -> list[str]:
    try:
        neighbors = ws.neighbors(entity.id, depth=1, include_history=not current_only)
    except Exception as exc:
        log.debug("context neighbours of %s failed: %s", entity.id, exc)
        return []
    parts: list[str] = []
    seen: set[tuple[str, str]] = set()
    neighbors = sorted(neighbors, key=lambda n: (n.edge.valid_from, n.edge.created_at, n.edge.type,
                                                 n.entity.name.casefold(), n.edge.id))
    for n in neighbors:
        if n.direction != "outgoing":
            continue
        key = (n.edge.type, n.entity.id)
        if key in seen:
            continue
        seen.add(key)
        parts.append(f"->{n.edge.type} {_one_line(n.entity.name, 80)}")
        if len(parts) >= MAX_EDGES_PER_ENTITY:
            break
    return parts


def format_entity_line(entity: Entity, edge_parts: list[str]) -> str:
    line = f"- [{entity.type}] {_one_line(entity.name, 120)}"
    if entity.description and entity.description.strip():
        line += f": {_one_line(entity.description, MAX_DESCRIPTION_CHARS)}"
    if edge_parts:
        line += f" ({'; '.join(edge_parts)})"
    return line


def build_context_for_task(ws, prompt: Any) -> str:
    """The knowledge-graph context for a task prompt (see the module docstring); never raises."""
    try:
        return _build(ws, prompt)
    except Exception:
        log.exception("building the knowledge-graph context failed")
        return ""


def _build(ws, prompt: Any) -> str:
    if isinstance(prompt, (bytes, bytearray)):
        prompt = bytes(prompt).decode("utf-8", "replace")
    if not isinstance(prompt, str) or not prompt.strip():
        return ""
    entities = _relevant_entities(ws, prompt)
    if not entities:
        return ""
    current_only = _settings(ws).temporal_knowledge_enabled
    out = CONTEXT_HEADER
    added = 0
    for entity in entities:
        line = format_entity_line(entity, _edge_parts(ws, entity, current_only))
        room = MAX_CONTEXT_CHARS - len(out) - 1  # the newline
        if len(line) > room:
            if room < 40:
                break
            line = line[: room - 1].rstrip() + "…"
        out += "\n" + line
        added += 1
    return out if added else ""


def memory_synthesis_sections(ws, prompt: Any) -> dict[str, str]:
    """The knowledge-graph part of memory synthesis for a task.

    With wake-up layers on (the default) the knowledge graph is excluded (agents reach it
    through the ``kg_*`` tools): ``{}``. Only the legacy path, wake-up layers off, includes it:
    ``{"knowledge_graph": <context>}`` when anything is relevant and the workspace's memory is on
    (not ``enabled = 0``, privacy mode not ``disabled``).
    """
    settings = _settings(ws)  # unreadable: the defaults, so wake-up layers on and nothing added
    if settings.wake_up_layers_enabled:
        return {}
    if not settings.enabled or settings.privacy_mode == "disabled":
        return {}  # memory off (CoWork's switches too): nothing from it goes into a prompt
    context = build_context_for_task(ws, prompt)
    return {"knowledge_graph": context} if context else {}


def synthesize_memory(ws, prompt: Any, other_sections: dict[str, str] | None = None) -> str:
    """Join the other memory sections with the knowledge-graph section (when the settings include
    it), separated by blank lines."""
    sections = dict(other_sections or {})
    sections.update(memory_synthesis_sections(ws, prompt))
    return "\n\n".join(text for text in sections.values() if text)
