"""Technologies: the lexicon's names in a text, each piece judged by its spelling's precision
level, its code region and its context (:func:`_judge`), then lists resolved and the other
sources joined: packages, namespaces, dependencies, platforms (:func:`_technology_hits`)."""

from __future__ import annotations

import functools
import re

from ...lexicon import (
    AMBIGUOUS, CODE_TOKENS, DISTINCTIVE, ENGLISH_WORD, FENCE_LANGUAGES, SHORT_NAME_PRODUCTS, SURFACE_FORMS,
    OtherProduct, TECHNOLOGIES, TECHNOLOGY_BY_NAME, SurfaceForm, Technology,
)
from .entities import ExtractedEntity, TECHNOLOGY
from .prepared import _CodeMap, _Prepared
from .pieces import _CANDIDATE, _CANDIDATE_IN_CONTEXT, _Item, _Piece, _STRONG, _WEAK, _WEAK_CUED
from .technical_context import (
    _BULLET_PREFIX_RE, _BULLET_SUFFIX_RE, _ENV_FIELD_VERSION_RE, _LIST_SEP_RE, _SCORED_TEXT_CHARS,
    _SPACE_GAP_RE, _TechnicalContext, _at_sentence_start, _command_position, _has_cue, _in_comment,
    _language, _resolve_lists, _span_exact, _version_after,
)
from .packages import _address_hits, _package_hits
from .namespaces import _LIBRARY_MEMBERS, _LIBRARY_MEMBER_RE, _identifier_hits
from .dependencies import _dependency_hits


#: At most this many lexicon words (candidate technology mentions, in any casing) are examined
#: per text; later ones are ignored. Real task results have a few dozen; the cap bounds the cost
#: of pathological input such as "Go Go Go ..." repeated 60,000 times.
MAX_TECHNOLOGY_MENTIONS = 10_000

# a control the reader presses, not a technology: "Press `Go`", "click on the `Run` button"
_BUTTON_BEFORE_RE = re.compile(
    r"\b(?:press|pressing|pressed|click|clicking|clicked|tap|tapping|tapped|hit|hitting"
    r"|select|selecting|selected)"
    r"(?:[ \t]+on)?(?:[ \t]+the)?[ \t]+[*_`]*$", re.IGNORECASE)

# A chunk is a run of characters between blanks and "hard" delimiters.
# (Chinese, Japanese and Korean characters end a chunk: those scripts put no blank between a
# name and the words around it, "Go语言", "系统:macOS")
_CHUNK_RE = re.compile(
    "[^\\s`\"'()\\[\\]{}<>,;|=*!?&\x01\u201c\u201d\u2018\u2019\u00ab\u00bb"
    "\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]+")
_TRAILING_STRIP = ".:\u2026_~-"  # ("-" only after a name: "NestJS- Cannot save"; see _strip_chunk)
_LEADING_STRIP = "_~:+#"  # ":" after a word of another script, "+" opening a diff's line, "#" a tag ("#rails")
_TAG_VERSION_RE = re.compile(r"\d[\w.\-]{0,30}")  # node:20-alpine, postgres:16
# the version in a package's name-version or name/version ("pluggy-1.3.0", "openssl/1.0.2h_1")
_NAME_VERSION_RE = re.compile(r"v?\d{1,4}(?:\.\d{1,5}){1,3}[a-z0-9_]{0,8}")
_BUILD_VERSION_RE = re.compile(r"v?\d{1,4}(?:\.\d{1,5}){1,3}[a-z0-9_]{0,8}-[a-z][a-z0-9]{1,9}")
_ATTACHED_VERSION_RE = re.compile(
    r"([A-Za-z][A-Za-z+#]{1,30}?)(\d{1,4})|([A-Za-z][A-Za-z+#]{2,30}?)(\d{1,4}(?:\.\d{1,4}){1,3})")
_SLASH_WORD_RE = re.compile(r"[A-Za-z][A-Za-z0-9+#]{0,30}")
# a subcommand after a lower-case command name: "bun install", "yarn add x", "nx run-many"
_RUN_BEFORE_RE = re.compile(
    r"(?:(?:^|\n|\b(?:run|ran|runs|running|execute|executing|type|typing|then|via|try|"
    r"tried|use|using|with)[ \t]+|[$>%][ \t]+|- run:[ \t]*)"
    # after environment assignments: "npm_config_x=true yarn add sqlite3"
    r"(?:[A-Za-z_][A-Za-z0-9_]{0,60}=[^\s]{0,100}[ \t]+)*"
    r"|\n[ \t]+(?:[A-Za-z_][A-Za-z0-9_]{0,60}=[^\s]{0,100}[ \t]+)+)$", re.IGNORECASE)
_SUBCOMMAND_RE = re.compile(
    r"[ \t](?:install|uninstall|add|remove|freeze|download|run(?:-many)?|build|test|start|init"
    r"|create|exec|publish|upgrade|serve|deploy|lint|dlx|i|ci|require|--version|-v)(?=[ \t\n.,;:)`'\"]|$)")
# Hyphen suffixes that keep a name a name ("TypeScript-first", "React-based").
_HYPHEN_SUFFIXES = frozenset({
    "based", "powered", "first", "friendly", "only", "style", "compatible", "specific",
    "related", "driven", "backed", "centric", "heavy", "like", "aware", "ready", "enabled",
    "flavored", "flavoured", "focused", "oriented", "api", "apis", "sdk", "cli", "client", "server",
    "native", "ful",  # "Kube-native", "REST-ful"
    "hosted", "managed", "deployed", "fronted", "rendered", "integrated", "agnostic",
})


_MULTI_FIRST: dict[str, int] = {}
for _key in SURFACE_FORMS:
    if " " in _key:
        _first, _, _rest = _key.partition(" ")
        _MULTI_FIRST[_first] = max(_MULTI_FIRST.get(_first, 0), _key.count(" ") + 1)

# Distinctive names written without their blank ("GitHubActions", "SpringBoot"): the joined
# spelling of a multi-word name, when it is no other name's spelling.
_JOINED_FORMS: dict[str, SurfaceForm] = {}
for _key, _form in SURFACE_FORMS.items():
    if " " in _key and _form.level == DISTINCTIVE:
        _joined = _key.replace(" ", "")
        if _joined not in SURFACE_FORMS and len(_joined) >= 6:
            _JOINED_FORMS[_joined] = _form
# first words of names that _split_spelling can join: a cheap test before it looks further
_SPLIT_FIRSTS: set[str] = set()
_HYPHEN_FIRSTS: set[str] = set()
for _key, _form in SURFACE_FORMS.items():
    if _form.level == DISTINCTIVE and " " not in _key:
        if "-" in _key:
            _HYPHEN_FIRSTS.add(_key.partition("-")[0])
        elif _key.isalpha():
            _SPLIT_FIRSTS.update(_key[:k] for k in range(4, len(_key) - 1))


def _strip_chunk(raw: str, start: int) -> tuple[str, int, int]:
    core = raw.rstrip(_TRAILING_STRIP)
    if not core.strip("-"):
        core = raw  # a dash of its own ("Remote - SSH", "--"), no name's dangling hyphen
    lead = len(core) - len(core.lstrip(_LEADING_STRIP))
    if core.startswith(".."):
        lead = len(core) - len(core.lstrip("."))
    core = core[lead:]
    return core, start + lead, start + lead + len(core)


def _technology_hits(prep: _Prepared) -> list[tuple[int, int, ExtractedEntity]]:
    masked = prep.masked
    code = prep.code
    hits: list[tuple[int, int, ExtractedEntity]] = []

    chunks = [(m.start(), m.end(), m.group()) for m in _CHUNK_RE.finditer(masked)]
    cores = [
        _strip_chunk(raw, s) if (raw[-1] in _TRAILING_STRIP or raw[0] in _LEADING_STRIP
                                 or raw[0] == ".") else (raw, s, e)
        for s, e, raw in chunks
    ]
    pieces = _pieces(masked, chunks, cores)

    items: list[_Item] = []
    for piece in pieces:
        verdict = _judge(piece, masked, code, chunks, cores)
        if verdict is None:
            continue
        tech, strength, sentence_start = verdict
        cued = strength == _WEAK_CUED
        in_context = strength == _CANDIDATE_IN_CONTEXT
        if cued:
            strength = _WEAK
        elif in_context:
            strength = _CANDIDATE
        items.append(_Item(piece.start, piece.end, tech, strength, sentence_start, listed=cued,
                           slashed=piece.kind == "slash", in_context=in_context,
                           distinctive=piece.form is not None and piece.form.level == DISTINCTIVE))

    _resolve_lists(items, masked)
    strong_hits = [(item.start, 0, ExtractedEntity(TECHNOLOGY, item.tech.name))
                   for item in items if item.strength == _STRONG]
    strong_hits.extend((pos, 0, ExtractedEntity(TECHNOLOGY, name))
                       for pos, name in code.fence_languages)
    strong_hits.extend(_package_hits(masked))
    strong_hits.extend(_address_hits(prep.text))
    strong_hits.extend(_platform_hits(masked))
    strong_hits.extend(_tool_output_hits(masked))
    strong_hits.extend(_identifier_hits(masked))
    if "." in masked or "::" in masked:
        # a library's own API, in code, through the name its documentation imports it as:
        # "app.use(express.json())", "gin.HandlerFunc", "iris.Context", "Rack::Test"; in a
        # sentence, called ("the middleware express.json()"), not merely named ("the
        # express.static middleware"); or chained as only code chains it ("Rails.application.routes.draw
        # do" in a listing whose code block its page lost)
        for m in _LIBRARY_MEMBER_RE.finditer(masked):
            name, members = _LIBRARY_MEMBERS[m.group(1)]
            if m.group(2) in members and (code.region_at(m.start(), m.end()) is not None
                                          or masked.startswith("(", m.end())
                                          or _MEMBER_CHAINED_RE.match(masked, m.end()) is not None):
                strong_hits.append((m.start(), 0, ExtractedEntity(TECHNOLOGY, name)))
    strong_hits.extend(_dependency_hits(masked, code))
    if "::" in masked:
        # a package's namespace in a call: "devtools::install_github(...)" (R), "tokio::spawn(...)"
        for m in _NAMESPACE_CALL_RE.finditer(masked):
            form = SURFACE_FORMS.get(m.group(1).casefold())
            tech = CODE_TOKENS.get(m.group(1))
            if form is not None and (form.level == DISTINCTIVE or (
                    form.level == ENGLISH_WORD and form.text == m.group(1))):
                tech = form.technology
            if tech is not None:
                strong_hits.append((m.start(), 0, ExtractedEntity(TECHNOLOGY, tech.name)))
    if "./" in masked:
        # a build tool's wrapper script run from the project: "./gradlew clean", "./mvnw test"
        strong_hits.extend((m.start(), 0, ExtractedEntity(TECHNOLOGY, _WRAPPERS[m.group(1)]))
                           for m in _WRAPPER_RE.finditer(masked))
    hits.extend(strong_hits)
    weak = [item for item in items if item.strength == _WEAK]
    # level-3 names no list confirmed, to be judged by how technical their text is
    ambiguous = [item for item in items if item.strength < _CANDIDATE and item.in_context]
    if weak or ambiguous:
        context = _TechnicalContext(masked, code, strong_hits)
        for item in weak:
            if context.believes(item):
                hits.append((item.start, 0, ExtractedEntity(TECHNOLOGY, item.tech.name)))
        for item in ambiguous:
            if context.believes(item, ambiguous=True):
                hits.append((item.start, 0, ExtractedEntity(TECHNOLOGY, item.tech.name)))
    if any(_GENERIC_FORMAT.get(entity.name) for _, _, entity in hits):
        hits = _formats_the_text_is_about(masked, hits)
    if any(entity.name in _OPERATING_SYSTEMS for _, _, entity in hits):
        hits = _systems_named_for_themselves(masked, hits)
    if "[x]" in masked or "[X]" in masked:
        hits = _checklist_choices(masked, hits)
    return _short_names_of_products(hits)


#: companies a text names as companies (the businesses, not a product of theirs)
_COMPANIES = frozenset({
    "Microsoft", "Google", "Alphabet", "Facebook", "Meta", "Apple", "Amazon", "Mozilla", "IBM",
    "Intel", "Huawei", "Samsung", "Netflix", "Twitter", "Uber", "Alibaba", "Tencent", "Baidu",
    "Nvidia", "NVIDIA", "AMD", "Cisco", "Dell", "HP", "Sony", "Adobe", "SAP", "Accenture",
})
_CORPORATE_VERB_AFTER_RE = re.compile(
    r"[ \t]+(?:have[ \t]+|has[ \t]+)?(?:officially[ \t]+|also[ \t]+|recently[ \t]+)?"
    r"(?:introduced|announced|unveiled|launched|acquired|partnered|invested"
    r"|signed|teamed)\b")
_LIST_ITEM_BEFORE_RE = re.compile(
    r"(?<![\w.&\-])((?:[A-Z][\w.&\-]*[ \t]){0,3}[A-Z][\w.&\-]*)[ \t]*(?:,[ \t]*(?:and[ \t]+|or[ \t]+)?|[ \t]+(?:and|or)[ \t]+)$")
_LIST_ITEM_AFTER_RE = re.compile(
    r"(?:,[ \t]*(?:and[ \t]+|or[ \t]+)?|[ \t]+(?:and|or)[ \t]+)((?:[A-Z][\w.&\-]*[ \t]){0,3}[A-Z][\w.&\-]*)")


def _among_companies(masked: str, piece: _Piece) -> bool:
    """Is the name an item of a list of which two other items are companies ("the attention of
    Microsoft, Amazon Web Services, Google, Facebook, Mozilla")? Then it is the company too."""
    items: list[str] = []
    end = piece.start
    for _ in range(3):  # the items before it, each right before the next
        m = _LIST_ITEM_BEFORE_RE.search(masked, max(0, end - 80), end)
        if m is None:
            break
        items.append(m.group(1))
        end = m.start(1)
    pos = piece.end
    for _ in range(3):  # and after it
        m = _LIST_ITEM_AFTER_RE.match(masked, pos)
        if m is None:
            break
        items.append(m.group(1))
        pos = m.end()
    # (an item's last word: "Then Google", "and Microsoft")
    companies = sum(1 for item in items if item.split()[-1] in _COMPANIES)
    # (one will do where the list does what companies do: "Microsoft and OpenAI introduced")
    return companies >= 2 or (companies == 1 and _CORPORATE_VERB_AFTER_RE.match(masked, pos) is not None)


def _camel_case_of_another_word(written: str, spelling: str) -> bool:
    """Is *written* a camelCase identifier that only spells the name with other capitals, a
    capital inside it where the name has none ("preMake" for Premake; not "mongoDB", whose
    capitals are the name's own)?"""
    if written.endswith("JS") and written[:-2].islower():
        return False  # "nodeJS", "vueJS": the writer's capitals for the usual JS suffix
    if written[1:2].isupper():
        return False  # one lower-case letter, then the rest: the writer's "xCode", as in "iOS"
    return (written[:1].islower() and len(written) == len(spelling) and any(
        w.isupper() and s.islower() for w, s in zip(written[1:], spelling[1:])))


def _short_acronym_alias(form, piece: _Piece) -> bool:
    """An alias of a few capitals ("FCM" for Firebase Cloud Messaging, "OVH", "RDP"): initials
    other things have too (a football club's "FCM"), so it needs a cue or a technical text."""
    return (form.text != form.technology.name and piece.text == form.text and form.text.isalpha()
            and form.text.isupper() and len(form.text) <= 4)


def _short_names_of_products(hits: list[tuple[int, int, ExtractedEntity]]
                             ) -> list[tuple[int, int, ExtractedEntity]]:
    """A product named in full and then by its last word ("the laravel passport guide ... using
    passport") is that product: the last word alone is not the other technology spelt the same
    (Passport, the Node library). Only for the lexicon's SHORT_NAME_PRODUCTS: "Ionic React" and
    "Spring Kafka" name React and Kafka too."""
    products = {entity.name for _, _, entity in hits
                if entity.type == TECHNOLOGY and entity.name in SHORT_NAME_PRODUCTS}
    if not products:
        return hits
    taken = {product.rsplit(" ", 1)[1].casefold() for product in products}
    return [hit for hit in hits
            if hit[2].type != TECHNOLOGY or hit[2].name.casefold() not in taken]


_CHOICE_MAX_WORDS = 5
_PLUS_JOINED_RE = re.compile(r"[A-Za-z][\w.\-]*(?:\+[A-Za-z][\w.\-]*)+")
_CHECKLIST_ITEM_RE = re.compile(r"(?m)^[ \t]*[-*][ \t]+\[([ xX])\][ \t]+([^\n]{1,80})$")


def _checklist_choices(masked: str, hits: list[tuple[int, int, ExtractedEntity]]
                       ) -> list[tuple[int, int, ExtractedEntity]]:
    """An issue template's checklist of choices ("- [x] snowflake", "- [ ] postgres"): the
    ticked item names what the reporter uses, any casing; the items left unticked name nothing."""
    groups: list[list[re.Match[str]]] = []
    for m in _CHECKLIST_ITEM_RE.finditer(masked):
        if groups and masked.count("\n", groups[-1][-1].end(), m.start()) <= 1:
            groups[-1].append(m)
        else:
            groups.append([m])
    unticked: list[tuple[int, int]] = []
    added: list[tuple[int, int, ExtractedEntity]] = []
    for group in groups:
        ticked = [m for m in group if m.group(1) != " "]
        if len(group) < 3 or not ticked or len(ticked) == len(group):
            continue
        # (an item that is a sentence, "[ ] Deploy scripts for Elastic Beanstalk and Heroku", is
        # a plan that names its tools; a choice is a name or two: "[ ] postgres")
        unticked.extend(m.span() for m in group
                        if m.group(1) == " " and len(m.group(2).split()) <= _CHOICE_MAX_WORDS)
        for m in ticked:
            form = SURFACE_FORMS.get(m.group(2).strip().strip("*`").casefold())
            if form is not None:
                added.append((m.start(2), 0, ExtractedEntity(TECHNOLOGY, form.technology.name)))
    if not unticked and not added:
        return hits
    kept = [hit for hit in hits
            if hit[2].type != TECHNOLOGY or not any(lo <= hit[0] < hi for lo, hi in unticked)]
    return kept + added


# a workflow job's runner label, alone or in a list: "runs-on: ubuntu-22.04", "runs-on: [self-hosted, linux]"
_RUNNER_LABEL_BEFORE_RE = re.compile(r"\bruns-on:[ \t]*(?:\[[ \t]*)?(?:[\w.\-]{1,40},[ \t]*){0,4}$")
# a member's own member after it: ".routes" in "Rails.application.routes"
_MEMBER_CHAINED_RE = re.compile(r"\.[A-Za-z_]\w*")
_NAMESPACE_CALL_RE = re.compile(r"(?<![\w.:$\\])([A-Za-z][\w.]{1,30})::[a-z_]\w{0,40}\(")
_WRAPPERS = {"gradlew": "Gradle", "mvnw": "Maven"}
_WRAPPER_RE = re.compile(r"(?<![\w./\-])\./(gradlew|mvnw)(?:\.bat)?(?=[ \t`'\"]|$)", re.MULTILINE)
_GENERIC_FORMAT = {t.name: t for t in TECHNOLOGIES if t.generic_format}
# after a format's name: what makes the format itself the subject ("HTML template", "SQL parser")
_FORMAT_QUALIFIER_RE = re.compile(
    r"[ 	]?(?:code|codes|templates?|templating|e-?mails?|parsers?|parsing|saniti[sz]ers?"
    r"|saniti[sz]ation|renderers?|rendering|preprocessors?|minifiers?|minification|linters?"
    r"|linting|formatters?|injection|dialects?|grammar|syntax"
    r"|specs?|specification|standards?|language|languages"
    r"|langages?|lenguajes?)\b", re.IGNORECASE)
# a protocol's own subjects: "a WebSocket server", "WebSocket support"
_PROTOCOLS = frozenset(t.name for t in TECHNOLOGIES if t.protocol)
_PROTOCOL_QUALIFIER_RE = re.compile(
    r"[ \t]?(?:servers?|clients?|support|protocol|implementation|library|libraries|APIs?)\b", re.IGNORECASE)
# before it: "the language of databases (SQL)", "langage SQL", "compiled to CSS", "génère du SQL"
_FORMAT_BEFORE_RE = re.compile(
    r"(?:\b(?:languages?|langages?|lenguajes?)\b[^.\n]{0,30}"
    r"|\b(?:compil\w{0,5}|transpil\w{0,5}|generat\w{0,4}|génère|générer|writ\w{0,4})"
    r"[ \t]+(?:(?:to|into|in|du|de|des|en|some|the|plain|raw)[ \t]+){0,2}"
    # (a file read in the format: "files are interpreted as CommonJS", "parsed as HTML")
    r"|\b(?:interpreted|treated|parsed|loaded|read)[ \t]+as[ \t]+)[(\[\"'`]?$",
    re.IGNORECASE)


def _formats_the_text_is_about(masked: str, hits: list[tuple[int, int, ExtractedEntity]]
                               ) -> list[tuple[int, int, ExtractedEntity]]:
    """Keep a generic format's mentions only where the text is about the format (see the
    lexicon's ``generic_format``): each format keeps all its mentions when one of them is."""
    ordered = sorted({(pos, entity.name) for pos, _, entity in hits})
    about: set[str] = set()
    # runs of names listed together (each computed once: linear in the mentions)
    run_of = [0] * len(ordered)
    for k in range(1, len(ordered)):
        run_of[k] = run_of[k - 1] if _listed(masked, ordered[k - 1][0], ordered[k][0]) else k
    runs: dict[int, set[str]] = {}
    for k, (_, name) in enumerate(ordered):
        runs.setdefault(run_of[k], set()).add(name)
    for k, (pos, name) in enumerate(ordered):
        if name not in _GENERIC_FORMAT or name in about:
            continue
        end = pos + _mention_length(masked, pos)
        own = _PROTOCOL_QUALIFIER_RE if name in _PROTOCOLS else None
        if (_FORMAT_QUALIFIER_RE.match(masked, end) or (own is not None and own.match(masked, end))
                or _FORMAT_BEFORE_RE.search(masked, max(0, pos - 50), pos)):
            about.add(name)
            continue
        # a list of three names or more, one of another kind than a format
        chain = runs[run_of[k]]
        if len(chain) >= 3 and any(n not in _GENERIC_FORMAT for n in chain):
            about.add(name)
    return [hit for hit in hits if hit[2].name not in _GENERIC_FORMAT or hit[2].name in about]


_OPERATING_SYSTEMS = frozenset({"Linux", "Windows", "macOS"})
# a condition naming the system one of several readers may be on: "if you're on a Linux system"
_OS_CONDITION_RE = re.compile(
    r"\b(?:if|when|unless)[ \t]+(?:you(?:'re|\u2019re| are)?|you're|one is|it's)[ \t]+"
    r"(?:on|using|running|under)[ \t]+(?:a[ \t]+|an[ \t]+|the[ \t]+)?$|\b(?:e\.g\.|for example|such as)[, \t]+(?:in[ \t]+|on[ \t]+)?(?:a[ \t]+)?$",
    re.IGNORECASE)
# a distribution named with the kernel's name: "MX Linux", "Manjaro Linux", "Linux Fedora",
# "Linux Ubuntu 22.04", "Linux distributions (CentOS 7/8, RHEL 7/8, Ubuntu 16.04+)"
_DISTRO_AFTER_LINUX_RE = re.compile(
    r"[ \t]+(?:distributions?|distros?|flavou?rs?|(?:Fedora|Ubuntu|Debian|Mint|Manjaro|Arch|CentOS|"
    r"openSUSE|SUSE|Alpine|Gentoo|Kali|Pop!?_?OS|Zorin|Elementary|RHEL|Rocky|Alma\w*|Raspbian)\b)")
_DISTRO_BEFORE_LINUX_RE = re.compile(r"(?<![.!?:\n])(?<!^)\b(?!The\b|A\b|On\b|In\b|Using\b|Under\b|Run\w*\b|My\b|Our\b"
                                     r"|\w*[Ss]ystem\w{0,2}\b|\w*[Kk]ernel\b)[A-Z][A-Za-z0-9]{1,15}[ \t]+$")
# the field of a form or report that asks for the system: "OS: Linux", "Platform: Windows"
_OS_FIELD_RE = re.compile(r"(?:\bOS\b|\bos\b|[Oo]perating [Ss]ystem|[Pp]latform|[Ss]ystem)[^\n:]{0,30}[:=|][ \t*`]*$")


def _systems_named_for_themselves(masked: str, hits: list[tuple[int, int, ExtractedEntity]]
                                  ) -> list[tuple[int, int, ExtractedEntity]]:
    """An operating system counts where the writer names it as theirs or as the subject, not
    where it only passes by: the system of a condition one of several readers may meet ("if
    you're on a Linux system", "e.g. in linux machine"), the kernel's name in a distribution's
    ("MX Linux", "Manjaro Linux", "Linux Fedora", "Linux distributions (CentOS 7/8, ...)"),
    where the distribution is what is named. A system asked for by a field ("OS: Linux")
    counts."""
    keep: dict[str, bool] = {}
    for pos, _, entity in hits:
        name = entity.name
        if name not in _OPERATING_SYSTEMS or keep.get(name):
            continue
        line_start = masked.rfind("\n", 0, pos) + 1
        before = masked[max(line_start, pos - 60):pos]
        word_end = pos + _mention_length(masked, pos)
        surface = masked[pos:word_end]
        if _OS_FIELD_RE.search(before):
            keep[name] = True
            continue
        passing = bool(
            _OS_CONDITION_RE.search(before)
            or (name == "Linux" and not surface.islower()
                and (_DISTRO_AFTER_LINUX_RE.match(masked, word_end)
                     or _DISTRO_BEFORE_LINUX_RE.search(before))))
        keep[name] = keep.get(name, False) or not passing
    return [hit for hit in hits if hit[2].name not in _OPERATING_SYSTEMS or keep.get(hit[2].name, True)]


def _mention_length(masked: str, pos: int) -> int:
    m = re.compile(r"[\w+#.\-]{1,40}").match(masked, pos)
    return len(m.group().rstrip(".")) if m else 0


def _listed(masked: str, a: int, b: int) -> bool:
    end = a + _mention_length(masked, a)
    gap = masked[end:b]
    return 0 < len(gap) <= 14 and bool(gap.strip()) and bool(_LIST_SEP_RE.fullmatch(gap))


# a build target or user agent naming the operating system: "go1.19 windows/amd64",
# "linux/arm64", "Windows_NT 10.0.19044" (darwin names no product: not macOS)
_PLATFORM_RE = re.compile(
    r"(?<![\w\-./])(?:(windows|linux|freebsd)[/_\-](?:amd64|arm64|x64|x86|x86_64|386|armv?\d?"
    r"|aarch64|ia32)|(Windows)_NT)(?![\w\-])", re.IGNORECASE)
_PLATFORM_TECHNOLOGY = {"windows": "Windows", "linux": "Linux", "freebsd": "FreeBSD"}
# the line of a program's build info that names the platform it was built for ("OS/Arch:" of
# `docker version`, after its "Git commit:" and "Go version:" lines; kubectl's "Platform:")
_BUILD_PLATFORM_LINE_RE = re.compile(r"(?:OS/Arch:|Platform:\s*\"?)\s*$")
_BUILD_INFO_NEAR_RE = re.compile(r"(?:[Gg][Oo] ?[Vv]ersion|Git ?(?:[Cc]ommit|[Rr]evision))\"?:")


# a line only GNU make prints: "make: *** [cli] Error 2", "make[1]: Entering directory",
# "Makefile:67: recipe for target 'cli' failed"
_MAKE_OUTPUT_RE = re.compile(
    r"(?m)^[ \t]*(?:make(?:\[\d{1,2}\])?: (?:\*|Entering directory|Leaving directory|Nothing to be done)"
    r"|[Mm]akefile:\d{1,5}: recipe for target)")


# Gin's own log lines: "[GIN] 2024/05/07 - 07:41:01 | 200 | ...", "[GIN-debug] POST /x --> ..."
# (also behind a journal's prefix, "Dec 11 09:58:58 host ollama[1543]: [GIN] 2024/12/11 - ...")
_GIN_LOG_RE = re.compile(
    r"(?:(?m:^)[ \t]*|`)\[GIN(?:-debug)?\][ \t]"
    r"|(?<![\w\[])\[GIN\][ \t]+\d{4}/\d{2}/\d{2}[ \t]+-[ \t]+\d{2}:\d{2}:\d{2}[ \t]+\|")
# (a tool, a pattern of lines only it prints, a string without which no line can match)
_TOOL_OUTPUT_LINES = (("Make", _MAKE_OUTPUT_RE, "ake"), ("Gin", _GIN_LOG_RE, "[GIN"))


def _tool_output_hits(masked: str) -> list[tuple[int, int, ExtractedEntity]]:
    """A line only one tool prints names it: GNU make's, Gin's log."""
    hits: list[tuple[int, int, ExtractedEntity]] = []
    for name, lines, needle in _TOOL_OUTPUT_LINES:
        if needle in masked and name in TECHNOLOGY_BY_NAME:
            hits.extend((m.start(), 0, ExtractedEntity(TECHNOLOGY, name)) for m in lines.finditer(masked))
    return hits


def _platform_hits(masked: str) -> list[tuple[int, int, ExtractedEntity]]:
    hits: list[tuple[int, int, ExtractedEntity]] = []
    if "_NT" not in masked and "/" not in masked and "-" not in masked and "_" not in masked:
        return hits
    for m in _PLATFORM_RE.finditer(masked):
        line_start = masked.rfind("\n", max(0, m.start() - 200), m.start()) + 1
        if (_BUILD_PLATFORM_LINE_RE.search(masked, line_start, m.start())
                and _BUILD_INFO_NEAR_RE.search(masked, max(0, m.start() - 600), m.start())):
            continue
        name = _PLATFORM_TECHNOLOGY.get((m.group(1) or m.group(2)).lower())
        if name in TECHNOLOGY_BY_NAME:
            hits.append((m.start(), 0, ExtractedEntity(TECHNOLOGY, name)))
    # a kernel's version in a platform string: Python's "Linux-3.10.0-1160.el7.x86_64-x86_64-
    # with-centos-7.9.2009-Core", a user agent's "Python/3.9.11 Linux/5.15.0-52-generic"
    for m in _KERNEL_VERSION_RE.finditer(masked):
        hits.append((m.start(), 0, ExtractedEntity(TECHNOLOGY, _PLATFORM_TECHNOLOGY[m.group(1).lower()])))
        distro = _WITH_DISTRO_RE.match(masked, m.end())
        if distro is not None and _DISTROS[distro.group(1).lower()] in TECHNOLOGY_BY_NAME:
            hits.append((distro.start(1), 0, ExtractedEntity(TECHNOLOGY, _DISTROS[distro.group(1).lower()])))
    return hits


_KERNEL_VERSION_RE = re.compile(r"(?<![\w\-./])(Linux|Windows)[-/]\d{1,2}\.\d{1,3}(?:\.\d{1,5})?(?=[\-.\w])")
_WITH_DISTRO_RE = re.compile(r"[\w.\-]{0,80}?-with-(centos|ubuntu|debian|fedora|redhat|rhel|glibc)\b",
                             re.IGNORECASE)
_DISTROS = {"centos": "CentOS", "ubuntu": "Ubuntu", "debian": "Debian", "fedora": "Fedora",
            "redhat": "Red Hat Enterprise Linux", "rhel": "Red Hat Enterprise Linux", "glibc": ""}


_JS_WORDS = frozenset({"JS", "Js", "js"})


def _pieces(masked: str, chunks: list[tuple[int, int, str]],
            cores: list[tuple[str, int, int]]) -> list[_Piece]:
    pieces: list[_Piece] = []
    n = len(chunks)
    i = 0
    while i < n and len(pieces) < MAX_TECHNOLOGY_MENTIONS:
        raw_start, raw_end, raw = chunks[i]
        core, cs, ce = cores[i]
        i_next = i + 1
        if not core:
            i = i_next
            continue
        key = core.casefold()
        # multi-word names ("Ruby on Rails", "React Native"), longest first
        words = _MULTI_FIRST.get(key)
        if words and ce == raw_end:
            done = False
            for size in range(min(words, n - i), 1, -1):
                ok = True
                for k in range(i, i + size - 1):
                    if cores[k][2] != chunks[k][1] or not _SPACE_GAP_RE.fullmatch(
                            masked, chunks[k][1], chunks[k + 1][0]):
                        ok = False
                        break
                    if k > i and cores[k][1] != chunks[k][0]:
                        ok = False
                        break
                if not ok:
                    continue
                last_core, _, last_end = cores[i + size - 1]
                if not last_core or cores[i + size - 1][1] != chunks[i + size - 1][0]:
                    continue
                phrase = " ".join(cores[k][0] for k in range(i, i + size))
                form = SURFACE_FORMS.get(phrase.casefold())
                if form is not None:
                    pieces.append(_Piece(cs, last_end, phrase, i + size - 1, form, None))
                    i = i + size
                    done = True
                    break
            if done:
                continue
        if ce == raw_end and i + 1 < n and cores[i + 1][0] in _JS_WORDS:
            # "React JS", "Vue Js", "express js": the library's ".js" name written in two words,
            # not the library and JavaScript
            js_core, js_start, js_end = cores[i + 1]
            joined = SURFACE_FORMS.get(key + ".js") or SURFACE_FORMS.get(key + "js")
            if (joined is not None and masked[ce:js_start] == " " and js_start == chunks[i + 1][0]
                    and core.isalpha()):
                pieces.append(_Piece(cs, js_end, f"{core} {js_core}",
                                     i + 1 if js_end == chunks[i + 1][1] else -1, joined, None))
                i += 2
                continue
        form = SURFACE_FORMS.get(key)
        token = CODE_TOKENS.get(core) if core.islower() else None
        split = _split_spelling(masked, chunks, cores, i, key, hyphen=True)
        if split is not None:  # "Babel Loader" for babel-loader, before "Babel" alone
            pieces.append(split)
            i += 2
            continue
        if form is None and token is None:
            split = _split_spelling(masked, chunks, cores, i, key)
            if split is not None:
                pieces.append(split)
                i += 2
                continue
            form = _JOINED_FORMS.get(key)
        if form is not None or token is not None:
            follow = i if ce == raw_end else -1
            if follow < 0 and raw_end == ce + 1 and masked[ce] == ":":
                follow = -2 - i  # only a version may follow: "Node: 12.18.0"
            pieces.append(_Piece(cs, ce, core, follow, form, token))
        elif "/" in core or "\\" in core or ("+" in core and _PLUS_JOINED_RE.fullmatch(core)):
            # "React/Redux", "npm/yarn", "TypeScript/TSX", "Celebrate+Joi": names side by side,
            # every segment a lexicon name, or capitalised words without dots of which one is;
            # else a path
            name, _, version = core.partition("/")
            if name and (_NAME_VERSION_RE.fullmatch(version) or _BUILD_VERSION_RE.fullmatch(version)):
                # a package reference: openssl/1.0.2h; a server's banner: OpenSSL/1.0.1e-fips
                if name == "Safari" and "Chrom" in masked[max(0, cs - 80):cs]:
                    i = i_next  # a Chrome user agent's "Safari/537.36" is no Safari
                    continue
                form = SURFACE_FORMS.get(name.casefold())
                token = CODE_TOKENS.get(name.lower())
                if form is not None or token is not None:
                    pieces.append(_Piece(cs, cs + len(name), name, -1, form, token, "pkgversion"))
            elif "\\" not in core and not core.startswith(("/", ".", "r/", "u/")):
                # (not a forum's name: Reddit's "r/graphql", "u/someone")
                segs = core.split("/") if "/" in core else core.split("+")
                known = [bool(s) and s.casefold() in SURFACE_FORMS for s in segs]
                # an acronym beside a word-like name makes a standard's or a feature's name, not
                # a list: "SQL/JSON" (but "TypeScript/TSX" still names TypeScript)
                distinctive = any(k and SURFACE_FORMS[s.casefold()].level == DISTINCTIVE
                                  for s, k in zip(segs, known))
                if len(segs) >= 2 and (all(known) or (
                        len(segs) <= 4 and any(known)
                        and all(_SLASH_WORD_RE.fullmatch(s) and s[0].isupper()
                                and (k or distinctive or len(s) < 2 or not s.isupper())
                                for s, k in zip(segs, known)))):
                    forms = [SURFACE_FORMS.get(seg.casefold()) for seg in segs]
                    all_named = (all(f is not None and f.text == seg for f, seg in zip(forms, segs))
                                 and len({f.technology.name for f in forms}) == len(segs))
                    pos = cs
                    for idx, seg in enumerate(segs):
                        last = idx == len(segs) - 1
                        form = forms[idx]
                        if last and ce == raw_end and i + 1 < n and masked[ce:ce + 1] == " " and (
                                cores[i + 1][1] == chunks[i + 1][0] == ce + 1):
                            # the last name goes on past the slash's chunk: "Vue/Spring Boot"
                            longer = SURFACE_FORMS.get(f"{seg} {cores[i + 1][0]}".casefold())
                            if longer is not None:
                                pieces.append(_Piece(pos, cores[i + 1][2], f"{seg} {cores[i + 1][0]}",
                                                     i + 1 if cores[i + 1][2] == chunks[i + 1][1] else -1,
                                                     longer, None, "slash", all_named))
                                i_next = i + 2
                                break
                        if form is not None:
                            pieces.append(_Piece(pos, pos + len(seg), seg,
                                                 i if last and ce == raw_end else -1,
                                                 form, None, "slash", all_named))
                        pos += len(seg) + 1
        elif "@" in core:
            name, _, version = core.partition("@")
            if name and _TAG_VERSION_RE.fullmatch(version):
                form = SURFACE_FORMS.get(name.casefold())
                token = CODE_TOKENS.get(name.lower())
                if form is not None or token is not None:
                    pieces.append(_Piece(cs, cs + len(name), name, -1, form, token,
                                         "pkgversion"))
        elif ":" in core:
            name, _, version = core.partition(":")
            if name and _TAG_VERSION_RE.fullmatch(version):
                form = SURFACE_FORMS.get(name.casefold())
                if form is not None:
                    pieces.append(_Piece(cs, cs + len(name), name, -1, form, None,
                                         "pkgversion"))
        elif "-" in core:
            name, _, suffix = core.rpartition("-")
            if suffix.casefold() in _HYPHEN_SUFFIXES and name:
                form = SURFACE_FORMS.get(name.casefold())
                if form is not None:
                    pieces.append(_Piece(cs, cs + len(name), name, -1, form, None, "hyphen"))
            elif name and _NAME_VERSION_RE.fullmatch(suffix):
                # a package and its version: "pytest-7.4.3", "hypothesis-6.84.3"
                form = SURFACE_FORMS.get(name.casefold())
                token = CODE_TOKENS.get(name.lower())
                if form is not None or token is not None:
                    pieces.append(_Piece(cs, cs + len(name), name, -1, form, token, "pkgversion"))
        elif core[-1].isdigit():
            # a version written onto the name: "Vue3", "Qt5", "Django3.2", "python3.5"
            m = _ATTACHED_VERSION_RE.fullmatch(core)
            if m is not None:
                name = m.group(1) or m.group(3)
                form = SURFACE_FORMS.get(name.casefold())
                # (an acronym that is also a word's takes no attached version: "APT29" is no APT)
                if form is not None and (form.level == DISTINCTIVE or not form.text.isupper()):
                    pieces.append(_Piece(cs, cs + len(name), name, -1, form, None, "pkgversion"))
        i = i_next
    return pieces


def _split_spelling(masked: str, chunks, cores, i: int, key: str,
                    hyphen: bool = False) -> _Piece | None:
    """A distinctive one-word name written in two words ("circle ci", "Postgre SQL", "Type
    Script"): chunk *i* and the next, one blank apart, spell it when joined. The first word
    has four letters or more, so "my sql" stays two words, and two lower-case words need a
    short second one ("circle ci", "mongo db"), so "type script" does too. With *hyphen*, the
    words joined by a hyphen spell a hyphenated name written as a title ("Babel Loader")."""
    if key not in (_HYPHEN_FIRSTS if hyphen else _SPLIT_FIRSTS) or i + 1 >= len(chunks):
        return None
    core, cs, ce = cores[i]
    nxt, ns, ne = cores[i + 1]
    if (ce != chunks[i][1] or ns != chunks[i + 1][0] or masked[ce:ns] != " "
            or len(nxt) < 2 or not nxt.isalpha()):
        return None
    if not core.isalpha():
        return None
    if hyphen:
        if not (core[0].isupper() and nxt[0].isupper()):
            return None
        form = SURFACE_FORMS.get(f"{key}-{nxt.casefold()}")
        if form is None or form.level != DISTINCTIVE or "-" not in form.text:
            return None
        return _Piece(cs, ne, f"{core} {nxt}", i + 1 if ne == chunks[i + 1][1] else -1, form,
                      None)
    if nxt.islower() and (len(nxt) > 3 or not _ABBREVIATION_RE.fullmatch(nxt)):
        # a lower-case second word is an abbreviation, "ci", "db": "your kit" is no YourKit,
        # "Good job" no GoodJob
        return None
    form = SURFACE_FORMS.get(key + nxt.casefold())
    if form is None or form.level != DISTINCTIVE or " " in form.text:
        return None
    if len(form.text) != len(core) + len(nxt) or not form.text[len(core)].isupper():
        return None  # the name has no word boundary there: "This error" is not thiserror
    return _Piece(cs, ne, f"{core} {nxt}", i + 1 if ne == chunks[i + 1][1] else -1, form, None)


def _judge(piece: _Piece, masked: str, code: _CodeMap, chunks, cores
           ) -> tuple[Technology, int, bool] | None:
    """(technology, strength, at sentence start?) for a piece, or None to reject it."""
    form = piece.form
    region = code.region_at(piece.start, piece.end)
    in_code = region is not None
    if code.json_fences and any(a <= piece.start < b for a, b in code.json_fences):
        return None
    if ("runs-on:" in masked[max(0, piece.start - 60):piece.start]
            and _RUNNER_LABEL_BEFORE_RE.search(masked, max(0, piece.start - 60), piece.start)):
        return None  # a CI runner's label: "runs-on: ubuntu-22.04" names the runner, not a system used

    if piece.token is not None:
        if piece.kind == "pkgversion":  # pg@8.11, express@4
            return piece.token, _STRONG, False
        if in_code and (_span_exact(masked, region, piece)
                        or _command_position(masked, region, piece)):
            return piece.token, _STRONG, False
        if (_SUBCOMMAND_RE.match(masked, piece.end)
                and _RUN_BEFORE_RE.search(masked, max(0, piece.start - 120), piece.start)):
            return piece.token, _STRONG, False  # a command in prose: "run bun install"
        if _bare_command_line(masked, piece):
            return piece.token, _STRONG, False  # a command line of its own: "mix phx.new app --no-ecto"
    if form is None:
        return None
    tech = form.technology
    if not tech.named_by_command and (_SUBCOMMAND_RE.match(masked, piece.end)
                                      or _SERVICE_COMMAND_RE.match(masked, piece.end)):
        return None  # "pip install numpy" runs the tool; it does not name it
    if _not_a_mention(masked, piece):
        return None
    if piece.text.lower() in FENCE_LANGUAGES and _COPY_CODE_AFTER_RE.match(masked, piece.end) and (
            masked[max(0, piece.start - 1):piece.start] in ("", "\n")):
        return tech, _STRONG, False  # a copied code block's header ("python" then "Copy code"): its language
    if (tech.interjection and not in_code and masked[piece.end:piece.end + 1] in (",", ":", "!", ".")
            and _at_sentence_start(masked, piece.start)):
        return None  # "Yup, no spaces and correct token": an exclamation
    if (masked[max(0, piece.start - 3):piece.start] == "```" and piece.text.lower() not in FENCE_LANGUAGES
            and _on_fence_line(masked, piece) and _LINE_END_RE.match(masked, piece.end)):
        return None  # a fence's info word that is no language: "```linux" only chose the colours
    if not in_code and masked[piece.end:piece.end + 1] in ("'", "\u2019") and _COMPANY_POSSESSIVE_AFTER_RE.match(
            masked, piece.end):
        return None  # the company: "OpenAI's GPT models", "GitHub's CEO"
    if tech.short_name_of is not None and _other_products_short_name(masked, code, piece, tech.short_name_of):
        # "a server behind NPM", "npm returning either a 502 or 504 error" in a text on Nginx
        # Proxy Manager (or, "NPM" in capitals, on an Nginx proxy): that product's short name
        return None
    if tech.only_with and not _next_to_one_of(masked, piece, tech.only_with):
        return None  # "RESTful routes", "REST conventions": the style in passing, not "a REST API"
    if tech.site and not in_code and _visited_site(masked, piece):
        return None  # "push it up to Github", "the install instructions on GitHub": the site
    if _base_class(masked, piece):
        return None  # a class's base: Godot's "extends Node", "class Manager(Node):"
    if _import_binding(masked, piece):
        return None  # the name a module is bound to: "import echo from 'preversion'"
    if tech.idiom_after and not in_code and _idiom(masked, piece, tech.idiom_after):
        return None  # "Testing from Scratch"
    if tech.not_before and _next_word(masked, piece.end) in tech.not_before:
        return None  # "the Apache License", "the Apache Software Foundation"
    if not in_code and _LICENSED_UNDER_BEFORE_RE.search(masked, max(0, piece.start - 40), piece.start):
        return None  # a licence named by its steward: "licensed under Apache 2.0", "released under the Eclipse"
    if form.level != DISTINCTIVE and not in_code and _in_another_proper_name(masked, piece):
        return None  # "gold Bel Air scripts", "Taylor Swift's tour": the last word of another name
    if masked[piece.end:piece.end + 1] in (":", " ", "\t") and _NOT_FOUND_RE.match(masked, piece.end):
        return None  # an environment report's "Android SDK: Not Found", "npm version : (not installed)"
    if _COMPILED_CRATE_RE.match(masked, piece.end) and _BUILD_LOG_BEFORE_RE.search(
            masked, max(0, piece.start - 40), piece.start):
        return None  # cargo's log of the crates it builds: "Compiling serde v1.0.140"
    if piece.kind == "pkgversion":
        return tech, _STRONG, False
    if piece.token is tech and piece.text.islower() and _quoted_command(masked, piece):
        return tech, _STRONG, False  # a command line in quotes: "yarn start", `yarn run dev`
    script = _SCRIPT_RE_OF.get(tech.name)
    if script is not None and piece.text.islower() and script.match(masked, piece.end):
        return tech, _STRONG, False  # a runtime given its script: "run with node server.js"
    if piece.all_named and not in_code:
        return tech, _STRONG, False  # "Node/Express", "HTML/CSS"
    if piece.text == form.text and _SERVER_HEADER_BEFORE_RE.search(
            masked, max(0, piece.start - 30), piece.start):
        return tech, _STRONG, False  # a response's header names what answered it: "X-Powered-By: Express"
    sentence_cued = None  # does the piece's sentence hold one of the entry's cues (read once)
    if tech.sentence_cues and form.text == piece.text and not in_code:
        sentence_cued = _sentence_names_any(masked, piece, tech.sentence_cues)
    if not _names_its_product(masked, code, form) and not sentence_cued:
        # "Compose" is Docker Compose only in a text that names Docker, or in a list of
        # technologies ("ELK, Loki, Datadog")
        if in_code or form.text != piece.text or not tech.list_ok:
            return None
        return tech, _CANDIDATE, _at_sentence_start(masked, piece.start)
    if form.text != tech.name and piece.text != form.text and _yaml_key(masked, piece):
        return None  # a configuration key spelt like an alias: "dockerfile: ./Dockerfile"
    if masked.startswith(" (", piece.end) and _GEM_FRAME_AFTER_RE.match(masked, piece.end):
        return None  # a framework trace's frame: "activesupport (3.2.13) lib/active_support/x.rb:414"
    if _build_info_field(masked, piece):
        return None  # a program's own build info: "Go version: go1.10.3", "Git commit: e68fc7a"
    if in_code and region[2] == _CodeMap.FENCED and _in_comment(masked, region, piece):
        in_code = False  # "// Go back if the user cancels" is prose
    if form.level == DISTINCTIVE:
        if _camel_case_of_another_word(piece.text, form.text):
            return None  # an identifier: "Running preMake hook" is no Premake
        if not in_code and piece.text[:1].isupper() and (
                _among_companies(masked, piece) or _CORPORATE_VERB_AFTER_RE.match(masked, piece.end)):
            # "Microsoft, Amazon Web Services, Google, Facebook", "OpenAI introduced a new
            # interface": the companies
            return None
        if (piece.text.islower() and not in_code
                and _VERB_USE_BEFORE_RE.search(masked, max(0, piece.start - 12), piece.start)
                and _DETERMINER_AFTER_RE.match(masked, piece.end)):
            return None  # the name as a verb: "How can I monit a docker container?"
        if (tech.lower_case_word and piece.text.islower() and not in_code
                and form.text.casefold() == tech.name.casefold()):
            # an everyday phrase in technical text too: "please read the docs"
            return (tech, _STRONG, False) if _has_cue(piece, masked, chunks, cores, True) else None
        if in_code or not (_is_everyday(form) or (tech.everyday_lower and piece.text.islower())
                           or _word_of_the_texts_language(masked, form)
                           or _short_acronym_alias(form, piece)):
            return tech, _STRONG, False
        prose_cue: list[str] = []
        if _hyphen_cue(masked, piece) or _has_cue(piece, masked, chunks, cores, True, prose_cue):
            if not (piece.text.islower() and _SERVICE_AFTER_RE.match(masked, piece.end)):
                return tech, _STRONG, False
            # an everyday word's own service: "the last telegram service shuts down"
            prose_cue.append("service")
        return tech, (_WEAK_CUED if prose_cue else _WEAK), False
    if piece.text == form.text:
        if (in_code and region[2] == _CodeMap.INLINE and _BUTTON_BEFORE_RE.search(
                masked, max(0, region[0] - 24), region[0])):
            return None  # a button's label: "Press `Go` to start", "click `Run`"
        if in_code and (tech.plain_in_code or _span_exact(masked, region, piece)
                        or _command_position(masked, region, piece)):
            return tech, _STRONG, False
        if in_code:  # "kind: Deployment": an identifier, unless a cue says otherwise
            return (tech, _STRONG, False) if _has_cue(piece, masked, chunks, cores,
                                                      tech.qualifier_ok) else None
        if (form.level == ENGLISH_WORD and _TITLE_VERSION_AFTER_RE.match(masked, piece.end)
                and masked.find("\n", 0, piece.start) == -1 and _used_as_a_word(masked, piece.text)):
            # a title's word the text goes on to write as an ordinary word: "Windows 2.0" over
            # "I liked the original windows in this house" (believed beside other names); the
            # version ending its line is checked first, so the text's start is read once per line
            return tech, _CANDIDATE, True
        prose_cue = [] if form.level == ENGLISH_WORD else None
        if _hyphen_cue(masked, piece) or _has_cue(piece, masked, chunks, cores, tech.qualifier_ok,
                                              prose_cue):
            return tech, _STRONG, False
        if prose_cue:
            return tech, _WEAK_CUED, False
        sentence_start = _at_sentence_start(masked, piece.start)
        if (tech.sentence_cues and not sentence_start and not in_code
                and (sentence_cued if sentence_cued is not None
                     else _sentence_names_any(masked, piece, tech.sentence_cues))):
            return tech, _STRONG, False  # a word its own sentence explains: "a meeting on Zoom"
        if form.level == ENGLISH_WORD and not (tech.prose_word and sentence_start):
            return tech, _WEAK, False
        if form.level == ENGLISH_WORD and _alone_on_line(masked, piece):
            if _used_as_a_word(masked, piece.text):
                return tech, _CANDIDATE, True  # a heading "Bootstrap" where the text says "for bootstrap"
            return tech, _WEAK, False  # a field's value: "### Operating system\n\nWindows"
        if (form.level == AMBIGUOUS and tech.context_ok
                and (form.text == tech.name or (
                    form.text in tech.ambiguous_aliases and not _BUTTON_BEFORE_RE.search(
                        masked, max(0, piece.start - 24), piece.start)))
                and not sentence_start and not _in_title(masked, piece)):
            # (an alias too, "If you would be using Node, ...", but not a button's label:
            # "select Next")
            return tech, _CANDIDATE_IN_CONTEXT, sentence_start
        if (sentence_start and tech.context_ok and form.text == tech.name and not _in_title(masked, piece)
                and (form.level == ENGLISH_WORD or _SUBJECT_VERB_AFTER_RE.match(masked, piece.end))):
            # "Cargo creates implicit features..." in a Rust issue: a word that opens sentences
            # in ordinary prose ("Cargo ships were late") is the tool where the text is plainly
            # technical
            return tech, _CANDIDATE_IN_CONTEXT, sentence_start
        if form.level == AMBIGUOUS and not tech.list_ok:
            return None
        return tech, _CANDIDATE, sentence_start
    # another casing of a level-2/3 spelling: "react 18.2", "gcc 4.8.5", "angular 8"
    if tech.cased_only and piece.text.islower():
        return None  # "build a rest api": the writer's word, not the style's name
    if tech.sentence_cues and not in_code and (
            _sentence_names_any(masked, piece, tech.sentence_cues)
            or (tech.cues_in_text and _text_names_some(masked, tech.sentence_cues))):
        # "an actual POST request (via postman)", in a technical text; "checked using postman"
        # in a text about an API's requests
        return tech, _WEAK, False
    if piece.kind == "slash" and piece.text.islower():
        return tech, _CANDIDATE, False  # "npm/yarn": confirmed by the name beside it
    if piece.kind == "plain":
        if _version_after(piece, masked, chunks, cores, allow_int=False):
            return tech, _STRONG, False
        if piece.token is not None and _bullet_line_head(masked, piece):
            return tech, _CANDIDATE, False  # "- [ ] yarn": confirmed by the bullets around it
        if tech.kind == "api" and masked.endswith(("API ", "APIs "), 0, piece.start):
            return tech, _WEAK, False  # "API Rest"
        if _version_after(piece, masked, chunks, cores, allow_int=True):
            return tech, _WEAK, False
        if (piece.token is tech and piece.text.islower() and not in_code
                and _RUNTIME_VERSION_AFTER_RE.match(masked, piece.end)
                and not (piece.text in _ORDER_WORDS
                         and _DETERMINER_BEFORE_RE.search(masked, max(0, piece.start - 12), piece.start))):
            # "which node version are you using?", in a technical text (not "the next version")
            return tech, _WEAK, False
        if (piece.token is tech and tech.kind == "runtime" and piece.text.islower() and not in_code
                and _RUNTIME_NOUN_AFTER_RE.match(masked, piece.end)):
            return tech, _WEAK, False  # "this node backend", "the node application", in a technical text
        # lower-case with a qualifier or a verb phrase ("a react component", "migrating to
        # bun"): believed in a technical text; "cargo build" reads as a command, and a command
        # needs a command's context (see _SUBCOMMAND_RE)
        # (the technology's own name only: lower-case "node" is mostly a graph's or a
        # cluster's, "node image")
        # (or capitalised where the name is lower-case: "a Pandas dataframe")
        if ((piece.text.islower() or (form.text.islower() and piece.text == form.text.capitalize()))
                and (tech.list_ok or tech.qualifiers) and piece.chunk >= 0
                and form.text == tech.name and not _SUBCOMMAND_RE.match(masked, piece.end)
                # (not a participle before its noun: "the exposed API", "a marked component")
                and not (piece.text.endswith("ed") and not form.text.islower())
                and _has_cue(piece, masked, chunks, cores, tech.qualifier_ok, soft_ok=True)):
            return tech, _WEAK, False
        if (piece.token is not None and form.level == ENGLISH_WORD and piece.text.islower()
                and tech.list_ok):
            # "formatted with black and isort": a list confirms it; a command's name in a
            # plainly technical text is the tool ("but cargo gives me an error")
            # (not a language's name, which a page's code labels write in lower case: "bash")
            # (nor a command line a text quotes without marking it: "apt update && apt install")
            if (piece.token is tech and piece.chunk >= 0 and not in_code and tech.kind != "language"
                    and not tech.lower_case_word
                    and not _SUBCOMMAND_RE.match(masked, piece.end)
                    and not _UPDATE_AFTER_RE.match(masked, piece.end)
                    and not _on_fence_line(masked, piece) and not _in_title(masked, piece)):
                return tech, _CANDIDATE_IN_CONTEXT, False
            return tech, _CANDIDATE, False
        if (piece.text.islower() and tech.list_ok and not in_code and not tech.lower_case_word
                and form.text.casefold() == tech.name.casefold()
                and (masked.endswith(", ", 0, piece.start) or masked.startswith(",", piece.end)
                     or _lower_case_pair(masked, piece))):
            # "install nodejs, rust and yarn", "in both maven and gradle builds": an item of a
            # list, believed only with a name of the list believed for itself
            return tech, _CANDIDATE, False
    return None


_GEM_FRAME_AFTER_RE = re.compile(r"[ \t]+\(\d[\w.]{0,20}\)[ \t]+lib/")
_SERVER_HEADER_BEFORE_RE = re.compile(r"(?:^|\n)[ \t<>]*(?:X-Powered-By|Server|server|x-powered-by):[ \t]*$")
_RUNTIME_VERSION_AFTER_RE = re.compile(r"[ \t]+versions?\b")
# a verb's place: after "to", a subject or a modal, before a determiner ("I monit a container")
_VERB_USE_BEFORE_RE = re.compile(r"\b(?:to|I|we|you|they|can|could|will|would|should|must|somehow)[ \t]+$")
_DETERMINER_AFTER_RE = re.compile(r"[ \t]+(?:a|an|the|my|your|our|their|this|that|these|those|its)[ \t]")
# words that order versions ("the next version"), some of them a tool's command too
_ORDER_WORDS = frozenset({"next", "last", "previous", "latest", "current", "stable", "final", "first", "new"})
_DETERMINER_BEFORE_RE = re.compile(r"\b(?:the|a|an|its|our|your|their|this|that)[ \t]+$", re.IGNORECASE)
# what only a runtime is a kind of (a cluster's or a graph's node has servers, processes and APIs)
_RUNTIME_NOUN_AFTER_RE = re.compile(
    r"[ \t]+(?:backends?|applications?|apps?|stack|projects?|runtime|developers?|ecosystem|community)\b")
# the fields a Go program's "version" output reports about its own build (docker, kubectl):
# its "Git commit", and its "Go version" next to that commit
_GIT_COMMIT_AFTER_RE = re.compile(r"[ \t]+(?:[Cc]ommit|[Rr]evision|SHA|[Hh]ash):[ \t]*[0-9a-f]{6,}\b")
_GO_VERSION_AFTER_RE = re.compile(r"[ \t]+[Vv]ersion:[ \t]*go\d")
_GIT_COMMIT_FIELD_RE = re.compile(r"Git ?(?:[Cc]ommit|[Rr]evision|SHA)\"?:")
_COMPONENT_LINE_RE = re.compile(r"[ \t]*[\w.\-]{1,40}[ \t]+version:[ \t]")
_OWN_BUILD_LINE_RE = re.compile(r"\bversion:?[ \t]+v?\d[\w.\-]{0,30},[ \t]+build[ \t]+[0-9a-f]{6,}")


_NOT_FOUND_RE = re.compile(
    r"(?:[ \t]+[Vv]ersion)?[ \t]*:[ \t]*\(?(?:[Nn]ot [Ff]ound|N/A|[Nn]ot [Ii]nstalled|[Nn]one)\b")
_COMPILED_CRATE_RE = re.compile(r"[ \t]+v\d")
_BUILD_LOG_BEFORE_RE = re.compile(
    r"(?:^|\n)[ \t]*(?:Compiling|Checking|Downloaded|Fresh|Documenting)[ \t]+$")


# (the word after the command is code-like, "phx.new", "-v", "deps.get", not "make sure")
# (or a subcommand and an option: "helm install --set x=1", "cargo clippy --all-targets"; a
# dot inside a word is no sentence's end: "-f values.yaml")
_COMMAND_LINE_REST_RE = re.compile(
    r"[ \t]+(?:-|[\w]{1,40}[.:/=@_\-][^\s]{0,60}[ \t]|[a-z][a-z\-]{1,30}(?=[ \t]+-))"
    r"[^\n]{0,150}?(?:^|[ \t])--?[a-z][\w\-]*(?:[^\n.]|\.(?=[\w/]))*$", re.M)


_TITLE_VERSION_AFTER_RE = re.compile(r"[ \t]+\d{1,2}\.\d[ \t]*(?:\n|$)")


def _other_products_short_name(masked: str, code: "_CodeMap", piece: _Piece, other: OtherProduct) -> bool:
    """Is this mention, written in lower case or in capitals and not before one of the tool's
    own commands, the short name of the other product the text is on? Whether the text is on it
    is read once per text (a text may hold thousands of "npm"s)."""
    if piece.text not in (piece.text.lower(), piece.text.upper()):
        return False
    named_re, cue_res, command_re = _other_product_patterns(other)
    if command_re is not None and command_re.match(masked, piece.end):
        return False
    if _text_fact(code, "\x00names:" + other.name, lambda: named_re.search(masked) is not None):
        return True
    return bool(cue_res) and piece.text.isupper() and _text_fact(
        code, "\x00cues:" + other.name, lambda: all(cue.search(masked) for cue in cue_res))


@functools.lru_cache(maxsize=None)
def _other_product_patterns(other: OtherProduct):
    """(what names the product, one pattern per group of capitals cues, the tool's commands after it)."""
    named = "|".join(r"(?<![A-Za-z])" + r"[ \-]?".join(map(re.escape, spelling.split())) + r"(?![A-Za-z])"
                     for spelling in other.spellings)
    cues = tuple(re.compile(r"(?i)\b(?:" + "|".join(map(re.escape, group)) + ")") for group in other.capitals_cues)
    commands = (re.compile(r"[ \t]+(?:" + "|".join(map(re.escape, other.own_commands)) + r")\b")
                if other.own_commands else None)
    return re.compile("(?i)" + named), cues, commands


def _text_fact(code: "_CodeMap", key: str, read) -> bool:
    """A fact about the whole text, read (by *read*) once per text and kept in its code map's
    cache: what a rule asks of every piece must not scan the text once per piece."""
    known = code.cache.get(key)
    if known is None:
        known = code.cache[key] = read()
    return known


def _hyphen_cue(masked: str, piece: _Piece) -> bool:
    """A technical compound vouches for the name ("Spring-based", "Kube-native"); a likeness
    does not, an everyday word's least of all ("a Gatsby-style mansion")."""
    return piece.kind == "hyphen" and not _LIKENESS_SUFFIX_RE.match(masked, piece.end)


_LIKENESS_SUFFIX_RE = re.compile(r"-(?:style|like|flavou?red)\b", re.IGNORECASE)


def _bare_command_line(masked: str, piece: _Piece) -> bool:
    """Is the piece a command's name opening a line of its own that passes it options, without
    a prompt or code marks ("mix phx.new sling --no-brunch")?"""
    line_start = masked.rfind("\n", max(0, piece.start - 40), piece.start) + 1
    if line_start == 0 and piece.start > 40:
        return False
    head = masked[line_start:piece.start]
    if head.strip(" \t") and _BULLET_PREFIX_RE.fullmatch(head) is None:
        return False  # (a list's item may be the command: "3. helm install --set x=1")
    return _COMMAND_LINE_REST_RE.match(masked, piece.end) is not None


# a service manager's subcommands: "systemctl restart nginx"
_SERVICE_COMMAND_RE = re.compile(
    r"[ \t](?:status|restart|stop|enable|disable|reload|daemon-reload|is-active|list-units|--user)\b")
# Rails' request log: "Processing by UsersController#edit as HTML" (the request's format)
_RAILS_FORMAT_BEFORE_RE = re.compile(r"Processing by [\w:]{1,100}#\w{1,60} as $")
# a compiler option's value in a tsconfig: "module": "commonjs", "target": "es2018"
_TSCONFIG_VALUE_BEFORE_RE = re.compile(
    r"\"(?:module|target|moduleResolution|lib|jsx|moduleDetection)\"[ \t]*:[ \t]*\[?[ \t]*\"$")
# a shell prompt: Git Bash's "user@HOST MINGW64 /d/src (main)", oh-my-zsh's "git:(main)"
_MINGW_PROMPT_BEFORE_RE = re.compile(r"[\w.\-]{1,40}@[\w.\-]{1,60} $")
_GIT_PROMPT_AFTER_RE = re.compile(r":\([\w.\-/]{1,80}\)")
_GO_TRACE_AFTER_RE = re.compile(r"[ \t]+\d{1,9}[ \t]+\[")


def _quoted_command(masked: str, piece: _Piece) -> bool:
    """Does the piece open a quoted command line, a command and its arguments alone in their
    quotes ("yarn start", 'npm run dev', `yarn debug`)?"""
    if piece.start == 0 or masked[piece.start - 1] not in "\"'`":
        return False
    if piece.start > 1 and (masked[piece.start - 2].isalnum() or masked[piece.start - 2] == masked[piece.start - 1]):
        return False
    args = _QUOTED_ARGUMENTS_RE.match(masked, piece.end)
    return args is not None and masked.startswith(masked[piece.start - 1], args.end())


# the command's arguments: a subcommand, a script or an option first ("is soft" is no command)
_QUOTED_ARGUMENTS_RE = re.compile(
    r"[ \t]+(?:-{1,2}\w[\w\-]{0,30}|[\w\-]{1,30}[:./=][\w:.\-/@=]{0,40}|(?:install|add|remove|run|start|build|test|dev"
    r"|debug|serve|lint|watch|exec|dlx|ci|i|init|create|publish|deploy|format|preview|generate|upgrade"
    r"|update|audit|outdated|link|clean|compile|bundle|typecheck|migrate|workspace|workspaces)(?![\w:.\-/@=]))"
    r"(?:[ \t]+-{0,2}[\w:.\-/@=]{1,40}){0,4}")


def _sentence_names_any(masked: str, piece: _Piece, words: tuple[str, ...]) -> bool:
    """Is one of *words* written in the piece's sentence (within 200 characters of it), the
    piece not a person greeted or thanked ("Thanks Jackson for the JSON tip")?"""
    lo, hi = max(0, piece.start - 200), min(len(masked), piece.end + 200)
    if _ADDRESSED_BEFORE_RE.search(masked, max(0, piece.start - 12), piece.start):
        return False
    start = max(masked.rfind(". ", lo, piece.start), masked.rfind("\n", lo, piece.start), lo)
    end = min((i for i in (masked.find(". ", piece.end, hi), masked.find("\n", piece.end, hi)) if i != -1),
              default=hi)
    return any(word in words for word in _WORD_OF_SENTENCE_RE.findall(masked, start, end))


def _lower_case_pair(masked: str, piece: _Piece) -> bool:
    """Is the piece one of two lower-case words joined by "and"/"or" ("maven and gradle")? A
    capitalised partner is another style of writing: "I like rust and Docker" lists no tools."""
    after = _PAIR_AFTER_RE.match(masked, piece.end)
    if after is not None:
        return after.group(1).islower()
    before = _PAIR_BEFORE_RE.search(masked, max(0, piece.start - 40), piece.start)
    return before is not None and before.group(1).islower()


_PAIR_AFTER_RE = re.compile(r"[ \t]+(?:and|or)[ \t]+([\w.\-]+)")
_PAIR_BEFORE_RE = re.compile(r"\b([\w.\-]+)[ \t]+(?:and|or)[ \t]+$")


def _in_another_proper_name(masked: str, piece: _Piece) -> bool:
    """Is a capitalised word-like name the last word of another proper name, a capitalised word
    before it that no technology spells, after a lower-case word, and an ordinary word after it
    ("the gold Bel Air scripts", "love Taylor Swift songs")? Not in a title, where every word is
    capitalised ("Deploying Nomad Jobs"), nor after a word that opens a sentence or an item
    ("Learn Swift now", "- [feature] Implemented SQL rendering")."""
    if not piece.text[:1].isupper() or " " in piece.text:
        return False
    m = _CAPITALISED_BEFORE_RE.search(masked, max(0, piece.start - 30), piece.start)
    if m is None or m.group(1) in _NOT_NAME_WORDS or SURFACE_FORMS.get(m.group(1).casefold()) is not None:
        return False
    after = _PROPER_NAME_NEXT_WORD_RE.match(masked, piece.end)
    if after is None or not after.group(1)[:1].islower():
        return False  # a title ("Deploying Nomad Jobs") or the name's line's end
    return True


# a capitalised word right before a name, and the word after it
# (mid-sentence: after a lower-case word, "gold Bel Air", "love Taylor Swift")
_CAPITALISED_BEFORE_RE = re.compile(r"(?<![\w.\-/])[a-z]{2,20}[ \t]+([A-Z][a-z]{1,20})[ \t]$")
_PROPER_NAME_NEXT_WORD_RE = re.compile(r"(?:'s|\u2019s)?[ \t]+([A-Za-z]+)")
# capitalised words that open names in titles and headings, or are the writer's own words
_NOT_NAME_WORDS = frozenset("""
The A An And Or With For In On Of To From Via Into Using Use Vs My Our Your Their This That These
New Old Install Run Build Learn About Why How What When Intro Introducing Migrating Upgrading Deploy
Deploying Getting Started Modern Native Pure Plain Classic Open Free Official Unofficial Awesome
Simple Basic Advanced Mastering Hello Sample Example Demo Tutorial Guide Course Docs Part Chapter
Lesson Module Step Day Week Version Release Update Updates Support Fix Add Remove Bump
""".split())


_LINE_END_RE = re.compile(r"[ \t]*(?:\n|$)")


# what only a company has: "OpenAI's GPT models", "Docker's CEO", "GitHub's own web interface" (its site)
_COMPANY_POSSESSIVE_AFTER_RE = re.compile(
    r"['\u2019]s[ \t]+(?:own[ \t]+)?(?:CEO|CTO|founders?|co-?founders?|board|employees|staff|investors|revenue"
    r"|valuation|chief|president|headquarters|lawsuit|acquisition|stake|shares|researchers|GPT|models?|chatbot"
    r"|web[ \t]+(?:interface|site|UI)|website)\b")
_NEIGHBOUR_AFTER_RE = re.compile(r"(?:-?ful)?[ \t\-/]{1,3}([A-Za-z][A-Za-z\-]{0,20})")  # ("REST-ful API")
_NEIGHBOUR_BEFORE_RE = re.compile(r"\b([A-Za-z][A-Za-z\-]{0,20})[ \t\-]{1,3}$")


def _next_to_one_of(masked: str, piece: _Piece, words: tuple[str, ...]) -> bool:
    """Is one of *words* (any casing) the word right after the piece or right before it?"""
    after = _NEIGHBOUR_AFTER_RE.match(masked, piece.end)
    if after is not None and after.group(1).casefold() in words:
        return True
    before = _NEIGHBOUR_BEFORE_RE.search(masked, max(0, piece.start - 24), piece.start)
    return before is not None and before.group(1).casefold() in words


# a site's place in a sentence: where a text goes ("on GitHub", "from github", "sur GitHub"), and
# the words after it that make it the platform's product ("the GitHub API", "a GitHub App")
_SITE_PLACE_BEFORE_RE = re.compile(
    r"\b(?:on|to|from|in|at|via|into|onto|sur|de|depuis|vers|auf|von|en|desde|no|na|em)[ \t]+(?:the[ \t]+)?$",
    re.IGNORECASE)
_SITE_THING_AFTER_RE = re.compile(
    r"[ \t]+(?:issues?|CEO|account|accounts|profile|stars|discussions?|users?|handle|username)\b"
    r"(?![ \t]+(?:API|tracker\b))")
_SITE_PRODUCT_AFTER_RE = re.compile(
    r"(?:'s)?[ \t]+(?:REST[ \t]+)?(?:API|APIs|api|App|Apps|app|apps|webhooks?|tokens?|OAuth|Enterprise|Packages"
    r"|Container[ \t]+Registry|Marketplace|CLI|Issues[ \t]+API|GraphQL)\b")


def _visited_site(masked: str, piece: _Piece) -> bool:
    """Is the site named only as where a text goes ("on GitHub", "from github"), not as the
    platform ("the GitHub API", "on GitHub Enterprise")?"""
    if _SITE_PRODUCT_AFTER_RE.match(masked, piece.end):
        return False
    if _SITE_THING_AFTER_RE.match(masked, piece.end):
        return True  # the site's things and people: "assign a GitHub issue", "GitHub CEO Thomas Dohmke"
    return _SITE_PLACE_BEFORE_RE.search(masked, max(0, piece.start - 20), piece.start) is not None


# a verb after a sentence's first word, which makes the word its subject: "Express is no longer
# bundled with body-parser" (its canonical spelling only)
_SUBJECT_VERB_AFTER_RE = re.compile(
    # (a third person's verbs only: "Requests can be organized by resource" is the plural noun)
    r"[ \t]+(?:is|isn't|was|wasn't|has|hasn't|does|doesn't|seems|needs|uses|supports|handles|throws|returns"
    r"|expects|requires|provides|allows|lets|gives|ignores|fails|crashes|breaks|complains|reports|logs|sets|calls"
    r"|ships|bundles|exposes|resolves|renders|parses|compiles|runs)\b")


# a class's base, as code writes it: "extends Node" ending its line or before the class's body,
# "class Manager(Node):" (in prose "extends" is a verb: "the plugin extends Vite with ...")
_EXTENDS_BEFORE_RE = re.compile(r"\bextends[ \t]+$")
_EXTENDS_AFTER_RE = re.compile(r"[ \t]*(?:\{|\n|$|implements\b)")
_CLASS_BASES_BEFORE_RE = re.compile(r"\bclass[ \t]+\w{1,60}[ \t]*\((?:[\w.]{1,60},[ \t]*){0,4}$")


def _base_class(masked: str, piece: _Piece) -> bool:
    """Is the piece a class's base ("extends Node", "class Manager(Node):")?"""
    before = masked[max(0, piece.start - 90):piece.start]
    if before.endswith(("extends ", "extends\t")) and _EXTENDS_BEFORE_RE.search(before):
        return _EXTENDS_AFTER_RE.match(masked, piece.end) is not None
    if before.endswith(("(", ", ", ",")) and _CLASS_BASES_BEFORE_RE.search(before):
        return masked[piece.end:piece.end + 1] in (",", ")")
    return False


# an ES module's default import: the binding between "import" and "from '<module>'"
_IMPORT_BEFORE_RE = re.compile(r"(?<![\w.$])import[ \t]+$")
_IMPORT_FROM_AFTER_RE = re.compile(r"[ \t]+from[ \t]+['\"]([^'\"\n]{1,200})['\"]")


def _import_binding(masked: str, piece: _Piece) -> bool:
    """Is the piece the local name of a default import from another module ("import echo from
    'preversion'"), or the name Python binds another module to ("import uasyncio as asyncio")?
    The module's own name says what is imported (import express from 'express')."""
    if masked.endswith((" as ", " as\t"), 0, piece.start):
        alias = _PYTHON_IMPORT_AS_BEFORE_RE.search(masked, max(0, piece.start - 120), piece.start)
        return alias is not None and alias.group(1).rsplit(".", 1)[-1].casefold() != piece.text.casefold()
    if not masked.endswith(("import ", "import\t"), 0, piece.start):
        return False
    after = _IMPORT_FROM_AFTER_RE.match(masked, piece.end)
    if after is None or _IMPORT_BEFORE_RE.search(masked, max(0, piece.start - 20), piece.start) is None:
        return False
    module = after.group(1).rstrip("/").rsplit("/", 1)[-1].split(".", 1)[0]  # ("../utils/auth0.js": auth0)
    return module.casefold() != piece.text.casefold()


def _idiom(masked: str, piece: _Piece, words: tuple[str, ...]) -> bool:
    """Is the word before the piece one of *words* (any casing), making an idiom of it?"""
    before = _IDIOM_WORD_BEFORE_RE.search(masked, max(0, piece.start - 30), piece.start)
    return before is not None and before.group(1).casefold() in words


_IDIOM_WORD_BEFORE_RE = re.compile(r"\b([A-Za-z]+)[ \t]+$")
# "import uasyncio as ", "from machine import Pin as ": the module (or member) bound to the name after
_PYTHON_IMPORT_AS_BEFORE_RE = re.compile(r"\bimport[ \t]+([\w.]{1,80})[ \t]+as[ \t]+$")
_LICENSED_UNDER_BEFORE_RE = re.compile(
    r"\b(?:licen[cs]ed|released|distributed)[ \t]+under[ \t]+(?:the[ \t]+|an?[ \t]+)?$",
    re.IGNORECASE)
# the word after a name and its version, if any ("Apache 2.0 licence")
_NEXT_WORD_RE = re.compile(r"(?:[ \t]+v?\d{1,3}(?:\.\d{1,3}){0,2})?[ \t]+([A-Za-z]+)")


def _next_word(masked: str, end: int) -> str:
    m = _NEXT_WORD_RE.match(masked, end)
    return m.group(1).casefold() if m is not None else ""


def _text_names_some(masked: str, words: tuple[str, ...]) -> bool:
    """Does the text (its first part, as context is scored) write two of *words*?"""
    seen = set(_WORD_OF_SENTENCE_RE.findall(masked, 0, _SCORED_TEXT_CHARS)) & set(words)
    return len({word.casefold() for word in seen}) >= 2


_WORD_OF_SENTENCE_RE = re.compile(r"[A-Za-z]+")
_TAG_NAME_END_RE = re.compile(r"/?>|[ \t\n]+[\w\-:]+(?:=|[ \t\n]*/?>)")
_ADDRESSED_BEFORE_RE = re.compile(r"(?:\b(?:[Tt]hanks?|[Tt]hank you|[Hh]i|[Hh]ello|[Hh]ey|[Dd]ear|cc)[ \t,]+|@)$")


def _template_choice_closes(masked: str, end: int, kind: str | None = None) -> bool:
    """Does the parenthesis around a template's choices or example close as a field's label
    ("... | conda | ...): venv", "..., e.g. Anaconda):", "AKS, GKE, Minikube etc.):"), or an
    example's close a template's heading ("### Build tool (ie. output of `mvnw --version`)")?"""
    close = masked.find(")", end, end + 80)
    if close == -1 or "\n" in masked[end:close]:
        return False
    if kind == "list":  # only examples: the list ends "etc." ("(arm64, Raspberry Pi OS Lite):" is filled in)
        return masked[max(end, close - 5):close].rstrip(" .").endswith("etc") and masked.startswith(":", close + 1)
    if "|" in masked[end:close] or masked.startswith(":", close + 1):
        return True
    if kind != "eg":
        return False
    line_start = masked.rfind("\n", max(0, end - 200), end) + 1
    return masked.startswith("#", line_start) and _LINE_END_RE.match(masked, close + 1) is not None


def _not_a_mention(masked: str, piece: _Piece) -> bool:
    """Text that looks like a name but is a log's, a prompt's or a configuration's word: Rails'
    "as HTML", a tsconfig's "module": "commonjs", Git Bash's "MINGW64" and oh-my-zsh's
    "git:(main)" prompts; an issue template's example in its brackets ("OS: [e.g. Ubuntu]",
    "Browser [e.g. chrome, firefox]") and a field left with its example ("Python: [e.g., 3.11.2]"),
    which the writer did not fill in."""
    before = masked[max(0, piece.start - 120):piece.start]
    if "[" in before or "(" in before:
        example = _TEMPLATE_EXAMPLE_BEFORE_RE.search(before)
        if example is not None and (example.group().startswith("[")
                                    or _template_choice_closes(masked, piece.end, example.lastgroup)):
            return True
    if masked[piece.end:piece.end + 1] == ":" and _UNFILLED_EXAMPLE_AFTER_RE.match(masked, piece.end):
        return True  # the field's name, its example left in: "- Python: [e.g., 3.11.2]"
    if before.endswith(" as ") and _RAILS_FORMAT_BEFORE_RE.search(before):
        return True
    if before.endswith('"') and _TSCONFIG_VALUE_BEFORE_RE.search(before):
        return True
    if piece.text.startswith("MINGW") and _MINGW_PROMPT_BEFORE_RE.search(before):
        return True
    if "{" in before and _IMPORT_BRACE_BEFORE_RE.search(before) and _IMPORT_BRACE_AFTER_RE.match(
            masked, piece.end):
        return True  # a binding a module exports: "import { Context, Hono, Next } from 'hono'"
    if "Mozilla/" in before and _USER_AGENT_BEFORE_RE.search(before):
        return True  # a log's User-Agent: "Mozilla/5.0 (Windows NT 6.1) ... Chrome/45.0"
    if before.endswith('"') and _ACCESS_LOG_AGENT_BEFORE_RE.search(
            masked, max(0, piece.start - 400), piece.start):
        return True  # an access log's client: '"POST /order-create HTTP/1.1" 401 - "-" "Ruby"'
    if before.endswith("=") and _QUERY_PARAMETER_BEFORE_RE.search(before):
        return True  # a request's query parameter: "GET /socket.io/?language=javascript"
    if (before.endswith(("/", "\\")) and _SOURCE_FILE_NAME_RE.fullmatch(piece.text)
            and masked[piece.end:piece.end + 1] in ('"', "'", "`", ":", ",", ")")):
        return True  # a file at the end of a path: 'File "tornado/web.py", line 1346' is no web.py
    if (before.endswith(("'", '"')) and _OWNER_REPO_AFTER_RE.match(masked, piece.end)
            and _PLUGIN_SPEC_BEFORE_RE.search(before)):
        return True  # a repository's owner, as a Vim plugin manager takes it: "Plug 'neovim/nvim-lspconfig'"
    if piece.text == "windows" and _GUI_WINDOWS_BEFORE_RE.search(masked, max(0, piece.start - 20), piece.start):
        return True  # a program's windows or time's: "two browser windows", "maintenance windows"
    if (piece.text == "R" and before.endswith("(") and masked.startswith(")", piece.end)
            and before[-2:-1].isalpha()):
        return True  # a registered mark: "Intel(R) Core(TM) i5"
    if before.endswith(("<", "</")) and _TAG_NAME_END_RE.match(masked, piece.end):
        return True  # an HTML tag: "<h2>404</h2>", "<svelte:head>", "<Link href=...>"
    if before.endswith('"') and masked.startswith('":', piece.end) and piece.text.islower():
        return True  # a JSON object's key: '"windows": ["main"]' (a dependency's is read apart)
    if before.endswith(">") and _CONTROL_CLOSE_RE.match(masked, piece.end):
        return True  # a control's label: '<button type="submit">Go</button>', "<option>Swift</option>"
    if _COPY_CODE_AFTER_RE.match(masked, piece.end) and (before.endswith("\n") or not before.strip()) and (
            piece.text.lower() not in FENCE_LANGUAGES):
        # a page's code block copied with its header ("bash" then "Copy code"): its label, as a
        # fence's info string is, and a shell's names no technology (see FENCE_LANGUAGES)
        return True
    if before.endswith("(") and _ENV_PROMPT_AFTER_RE.match(masked, piece.end):
        return True  # a conda or virtualenv's name before a shell's prompt: "(openmmlab) root@ubuntu:~$"
    if (masked.startswith(": ", piece.end) and _LOG_TIMING_AFTER_RE.match(masked, piece.end)
            and _RAILS_COMPLETED_BEFORE_RE.search(before)):
        # the time a component took, in Rails' log of a request: "Completed 200 OK in 12ms
        # (Views: 1.2ms | ActiveRecord: 0.3ms)"
        return True
    if piece.text == "goroutine" and _GO_TRACE_AFTER_RE.match(masked, piece.end):
        return True  # a Go runtime's panic trace of some program: "goroutine 24 [running]:"
    if "." in piece.text and piece.text.islower() and _FILE_HEADING_RE.fullmatch(
            masked, masked.rfind("\n", 0, piece.start) + 1, piece.start) and _FILE_HEADING_AFTER_RE.match(
            masked, piece.end):
        return True  # the name of the file a code block shows: "`auth.js`" over its code
    return piece.text == "git" and _GIT_PROMPT_AFTER_RE.match(masked, piece.end) is not None


_CONTROL_CLOSE_RE = re.compile(r"[ \t]*</(?:button|option|label)>", re.IGNORECASE)
_COPY_CODE_AFTER_RE = re.compile(r"[ \t]*\n[ \t]*Copy(?: code)?[ \t]*(?:\n|$)")
_ENV_PROMPT_AFTER_RE = re.compile(r"\)[ \t]+[\w.\-]{1,40}@[\w.\-]{1,60}:")
_LOG_TIMING_AFTER_RE = re.compile(r": \d{1,7}(?:\.\d{1,3})?ms\b")
_RAILS_COMPLETED_BEFORE_RE = re.compile(r"Completed \d{3} [^\n]{0,80}$")
# a line that names the file the code block under it shows: "`auth.js`", "**app.js:**"
_FILE_HEADING_RE = re.compile(r"[ \t]*(?:#{1,4}[ \t]+)?[`*_]{0,3}")
_FILE_HEADING_AFTER_RE = re.compile(r"[`*_]{0,3}:?[`*_]{0,3}[ \t]*\n(?:[ \t]*\n)?[ \t]*(?:```|~~~)")
# a runtime's command given a script of its language: "node server/server.js", "python
# manage.py migrate", "deno run --allow-net main.ts"
_SCRIPT_RE_OF = {name: re.compile(
    r"[ \t]+(?:run[ \t]+)?(?:-{1,2}[\w\-]{1,30}(?:=[^\s]{0,60})?[ \t]+){0,4}[\w./\\\-]{0,120}\.(?:"
    + extensions + r")(?![\w.])")
    for name, extensions in (("Node.js", "js|mjs|cjs"), ("Python", "py"), ("Ruby", "rb"), ("PHP", "php"),
                             ("Perl", "pl"), ("Deno", "ts|tsx|js"), ("Bun", "ts|tsx|js"))}
# (a server's access log quotes its clients' User-Agent after the referrer: '"-" "Mozilla/5.0
# (Windows NT ...'; a bug report's own "UserAgent:" field names the reporter's browser)
_USER_AGENT_BEFORE_RE = re.compile(r"\"[ \t]+\"Mozilla/\d\.\d[ \t]+\([^\"\n]{0,300}$")
# the User-Agent field of a server's access log: after the request line, status, size and
# referrer ('"GET /x HTTP/1.1" 200 512 "-" "'), or after Nginx Proxy Manager's "[Sent-to host]"
_ACCESS_LOG_AGENT_BEFORE_RE = re.compile(
    r"(?:HTTP/[\d.]{1,3}\"[ \t]+\d{3}[ \t]+(?:\d{1,12}|-)[ \t]+\"[^\"\n]{0,300}\""
    r"|\[Sent-to[ \t][^\]\n]{0,100}\])"
    r"[ \t]+\"$")
_QUERY_PARAMETER_BEFORE_RE = re.compile(r"(?:^|[\s\"'(])/[^\s\"'?]{0,200}\?[^\s\"']{0,200}=$")
_ABBREVIATION_RE = re.compile(r"[b-df-hj-np-tv-z]{2,3}|ci|io|ui|ai|os")
_SERVICE_AFTER_RE = re.compile(r"[ \t]+services?\b")
_SOURCE_FILE_NAME_RE = re.compile(r"[\w\-]+\.(?:py|js|rb|ts|php|go|rs|java|lua|vim)", re.IGNORECASE)
# (the owner and name of a repository, quoted as a plugin manager takes them)
_OWNER_REPO_AFTER_RE = re.compile(r"/[\w.\-]{1,100}['\"]")
# (vim-plug's "Plug 'x/y'", packer's "use 'x/y'", Vundle's "Plugin 'x/y'"; not an import's "react/jsx-runtime")
_PLUGIN_SPEC_BEFORE_RE = re.compile(
    r"(?:\b(?:Plug|Plugin|NeoBundle)|(?:^|\n)[ \t]*(?:use|Bundle))[ \t]*\(?[ \t]*['\"]$")
_GUI_WINDOWS_BEFORE_RE = re.compile(
    r"\b(?:application|app|browser|child|popup|pop-up|modal|dialog|floating|native|main|separate|multiple"
    r"|several|many|new|open|opened|other|all|both|these|those|two|three|\d{1,3}"
    # (windows of time: "maintenance windows", "context windows", "release windows")
    r"|maintenance|context|time|release|deployment|deploy|sliding|rolling|terminal|chat)[ \t]+$", re.IGNORECASE)
_IMPORT_BRACE_BEFORE_RE = re.compile(r"\bimport[ \t]+(?:type[ \t]+)?(?:\w+[ \t]*,[ \t]*)?\{[^{}\n]{0,200}$")
_IMPORT_BRACE_AFTER_RE = re.compile(r"[^{}\n]{0,200}\}[ \t]*from[ \t]*['\"]")


# a field whose value is still the template's example: "- Python: [e.g., 3.11.2]" (and, below, the
# template's examples around a name)
_UNFILLED_EXAMPLE_AFTER_RE = re.compile(r":[ \t]*[\[(<][ \t]*(?:e\.g\.|eg\b|for example|ex\.)", re.IGNORECASE)
_TEMPLATE_EXAMPLE_BEFORE_RE = re.compile(
    r"\[[ \t]*(?:e\.g\.|eg[.:]|ex[.:]|example:)[^\]\n]{0,80}$"
    # a template's choices in parentheses: "(N/A | venv | virtualenv | conda | ...)", and its
    # example in a field's parentheses: "Python version (& distribution if applicable, e.g. Anaconda):"
    r"|\((?:[^()|\n]{0,30}\|){1,8}[^()|\n]{0,30}$"
    r"|(?P<eg>\([^()\n]{0,60}\b(?:e\.g|i\.?e)\.[^()\n]{0,60})$"
    # a field's examples listed in its parentheses: "Cloud Provider/Platform (AKS, GKE, Minikube etc.):"
    r"|(?P<list>\((?:[^(),\n]{1,30},[ \t]*){0,6})$", re.IGNORECASE)


def _build_info_field(masked: str, piece: _Piece) -> bool:
    if _GIT_COMMIT_AFTER_RE.match(masked, piece.end):
        return True
    if _GIT_BRANCH_AFTER_RE.match(masked, piece.end) and _GIT_COMMIT_FIELD_RE.search(
            masked, max(0, piece.start - 300), piece.end + 300):
        return True  # the branch it was built from, beside its commit: "Git branch: 15-2-stable"
    if _GO_TARGET_BEFORE_RE.search(masked, max(0, piece.start - 16), piece.start):
        return True  # a Go build's target platform: 'GOOS: "linux"', "GOOS=windows"
    # the components a program reports it was built with, on the lines after its own
    # "docker-compose version 1.8.1, build 878cff1": "CPython version: 2.7.9"
    line_start = masked.rfind("\n", max(0, piece.start - 120), piece.start) + 1
    if (_COMPONENT_LINE_RE.match(masked, line_start) and line_start > 0
            and _OWN_BUILD_LINE_RE.search(masked, max(0, line_start - 400), line_start)):
        return True
    return (_GO_VERSION_AFTER_RE.match(masked, piece.end) is not None
            and _GIT_COMMIT_FIELD_RE.search(masked, max(0, piece.start - 300),
                                            piece.end + 300) is not None)


_GIT_BRANCH_AFTER_RE = re.compile(r"[ \t]+(?:[Bb]ranch|[Tt]ree[ \t][Ss]tate):")
_GO_TARGET_BEFORE_RE = re.compile(r"\bGO(?:OS|HOSTOS)[\"']?[ \t]*[:=][ \t]*[\"']?$")
_YAML_KEY_PREFIX_RE = re.compile(r"[ \t]*(?:-[ \t]+)?$")


def _yaml_key(masked: str, piece: _Piece) -> bool:
    """Is the piece a key at the head of its line, "name:" followed by a blank or the line's end?"""
    if not masked.startswith(":", piece.end) or masked[piece.end + 1:piece.end + 2] not in (
            "", " ", "\t", "\n"):
        return False
    if _ENV_FIELD_VERSION_RE.match(masked, piece.end):
        return False  # an environment report's version: "node: 6.2.1", "npm: `8.1.0`"
    line_start = masked.rfind("\n", max(0, piece.start - 80), piece.start) + 1
    if line_start == 0 and piece.start > 80:
        return False
    return _YAML_KEY_PREFIX_RE.match(masked, line_start, piece.start) is not None


def _names_its_product(masked: str, code: "_CodeMap", form: SurfaceForm) -> bool:
    """An alias that is a word and a multi-word name's last word ("Compose" for Docker Compose)
    counts only in a text that also names the product's first word ("docker")."""
    tech = form.technology
    if (form.text == tech.name or form.level != ENGLISH_WORD or not form.text.isalpha()
            or " " not in tech.name or not tech.name.endswith(" " + form.text)):
        return True
    first = tech.name.split(" ", 1)[0].casefold()
    return _text_fact(code, first, lambda: re.search(
        r"(?<![\w])" + re.escape(first), masked, re.IGNORECASE) is not None)


def _used_as_a_word(masked: str, word: str) -> bool:
    """Does the text also write *word* in lower case, as an ordinary word ("for bootstrap")?"""
    low = word.lower()
    if low == word:
        return False
    pattern = re.compile(r"(?<![\w\-./@`'\"])" + re.escape(low) + r"(?![\w\-/@`'\"]|\.\w)")
    return pattern.search(masked, 0, _SCORED_TEXT_CHARS * 4) is not None


def _bullet_line_head(masked: str, piece: _Piece) -> bool:
    line_start = masked.rfind("\n", max(0, piece.start - 40), piece.start) + 1
    if line_start == 0 and piece.start > 40:
        return False
    return (_BULLET_PREFIX_RE.fullmatch(masked, line_start, piece.start) is not None
            and _BULLET_SUFFIX_RE.match(masked, piece.end) is not None)


_WORD_BEFORE_RE = re.compile(r"([A-Za-z][\w\-']*)[ \t]+$")
_WORD_AFTER_RE = re.compile(r"[ \t]+([A-Za-z][\w\-']*)")
_LINE_WORD_RE = re.compile(r"(?<![\w\-'])[A-Za-z][A-Za-z\-']{3,}")


def _in_title(masked: str, piece: _Piece) -> bool:
    """Is the piece one of a run of capitalised words ("American Express", "Go Live", "API
    Requests in Development"): a title or a proper name, not a technology named in a sentence?
    Acronyms beside it ("Go SDK") and other technologies do not make a run."""
    before = _WORD_BEFORE_RE.search(masked, max(0, piece.start - 40), piece.start)
    if before is not None and _title_word(before.group(1)) and not _at_sentence_start(
            masked, before.start(1)):
        return True
    after = _WORD_AFTER_RE.match(masked, piece.end)
    if after is not None and _title_word(after.group(1)):
        return True
    # a title-cased line (titles are short): "Proxying API Requests in Development"
    lo = max(0, piece.start - 120)
    line_start = masked.rfind("\n", lo, piece.start) + 1
    line_end = masked.find("\n", piece.end, piece.end + 120)
    if line_end == -1 and len(masked) - piece.end < 120:
        line_end = len(masked)
    if (line_start == 0 and lo > 0) or line_end == -1:
        return False
    line = masked[line_start:line_end]
    capitalised = lower = 0
    for word in _LINE_WORD_RE.findall(line):
        if word[0].islower():
            lower += 1
        elif _title_word(word) and word != piece.text:
            capitalised += 1
    return capitalised >= 2 and lower == 0


def _title_word(word: str) -> bool:
    return (len(word) > 1 and word[0].isupper() and any(ch.islower() for ch in word[1:])
            and word.casefold() not in SURFACE_FORMS)


_UPDATE_AFTER_RE = re.compile(r"[ \t]+(?:update|get|list|show|search)\b")


def _on_fence_line(masked: str, piece: _Piece) -> bool:
    """Is the piece on a code fence's opening line ("```bash")?"""
    line_start = masked.rfind("\n", max(0, piece.start - 40), piece.start) + 1
    return masked.startswith(("```", "~~~"), line_start + len(masked[line_start:piece.start])
                             - len(masked[line_start:piece.start].lstrip(" \t")))


def _alone_on_line(masked: str, piece: _Piece) -> bool:
    start = masked.rfind("\n", max(0, piece.start - 20), piece.start) + 1
    end = masked.find("\n", piece.end, piece.end + 20)
    if (start == 0 and piece.start > 20) or end == -1 and len(masked) - piece.end > 20:
        return False
    line = masked[start:len(masked) if end == -1 else end]
    return line.strip(" \t*_-#>`") == piece.text


def _word_of_the_texts_language(masked: str, form: SurfaceForm) -> bool:
    """Is the name an ordinary word of the language the text is written in ("chrono" in French,
    "Zeitwerk" in German: the entry's ``word_in``)? Then, as an everyday word, it needs a cue."""
    tech = form.technology
    return bool(tech.word_in) and form.text.casefold() == tech.name.casefold() and (
        _language(masked) in tech.word_in)


def _is_everyday(form: SurfaceForm) -> bool:
    """A level-1 spelling that is also an everyday word: the name of an ``everyday`` entry
    (its coined aliases, "golang", "python3", are not)."""
    tech = form.technology
    return tech.everyday and form.text.casefold() == tech.name.casefold()
