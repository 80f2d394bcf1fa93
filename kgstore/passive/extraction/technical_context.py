"""Technical context: is a paragraph (or the whole text) about software? And the cues beside one
name that make it a technology: a version after it, a technical qualifier or verb phrase, a
command's position, a list with other names (:func:`_has_cue`, :func:`_resolve_lists`)."""

from __future__ import annotations

import bisect
import functools
import re

from ...lexicon import DISTINCTIVE, SURFACE_FORMS
from .entities import ExtractedEntity
from .prepared import _CodeMap, _SCRIPTS_BLOCK_RE
from .pieces import _CANDIDATE, _Item, _Piece, _STRONG, _WEAK


_VERSION_RE = re.compile(
    r"[vV]?(\d{1,4})((?:\.(?:\d{1,5}|x|X|\*)){0,3})(?:(?<=\.\d)[a-z]{1,2}\d{1,4})?"
    r"(?:-[0-9A-Za-z][0-9A-Za-z.]{0,20})?\+?")
_YEAR_RANGE_RE = re.compile(r"1[5-9]\d\d-(?:1[5-9]|20)\d\d|20\d\d-20\d\d")

_SPACE_GAP_RE = re.compile(r"[ \t]{1,3}")
_CAMEL_IDENTIFIER_RE = re.compile(r"[a-z]{2,20}[A-Z][A-Za-z0-9]{1,40}")
# "Go 1.22", "Go (1.22 or newer)", "pandas >= 1.5", "Node: 12.18.0", "django==4.2"
_VERSION_GAP_RE = re.compile(
    r"[ \t]{1,3}|[ \t]{0,2}\(|[ \t]{0,3}(?:[<>]=?|==|~=|\^|@)[ \t]{0,3}")

_LIST_SEP_RE = re.compile(
    r"[ \t]*(?:[,/&+][ \t]*)?"
    r"(?:(?:and|or|and/or|with|plus|nor|vs\.?|versus|on|over|&)[ \t]+)?")
_WEAK_SEP_RE = re.compile(r"[ \t]+(?:with|on|over)[ \t]+")

_BULLET_PREFIX_RE = re.compile(
    r"[ \t]*(?:[-*+\u2022]|\d{1,3}[.)])[ \t]+(?:\[[ xX]\][ \t]+)?[*_`]*")
_BULLET_SUFFIX_RE = re.compile(
    r"[*_`]*(?:[ \t]*[:(,?]|[ \t]+[-\u2013\u2014][ \t]|[ \t]*(?:\n|$))")

_PRECEDING_CUE_RE = re.compile(
    r"\b(?:written|implemented|rewritten|rewrite|rewriting|coded|programmed|developed|"
    r"built|ported|porting|migrated|migrating|migrate|switched|switching|switch|moved|"
    r"moving|move|upgraded|upgrading|upgrade|downgraded|downgrade|running|runs|run|ran|tested|"
    r"testing|deployed|deploying|deploy|installed|installing|hosted|hosting|compiled|"
    r"compiling|works|working|fails|failing|failed|crashes|crashing|crashed|breaks|breaking)"
    r"[ \t]+(?:(?:it|this|that|everything|them|the[ \t]+\w{1,30})[ \t]+)?"
    r"(?:away[ \t]+)?(?:in|with|to|from|into|on)[ \t]+[*_]*$"
    # (not a verb's infinitive: "the application failed to render", "it works to publish")
    + "".join(rf"(?<!{verb}[ \t]to[ \t])" for verb in ("fails", "failed", "failing", "works", "working",
                                                         "breaks", "crashed")),
    re.IGNORECASE)

_CUE_PREPOSITIONS = ("in", "with", "to", "from", "into", "on")
_QUOTES = "'\"\u2018\u2019\u201c\u201d"
# "Updated React to 18", "Bump Django from 4.2 to 5.0"
_BUMP_BEFORE_RE = re.compile(
    r"\b(?:updat(?:e|ed|es|ing)|upgrad(?:e|ed|es|ing)|downgrad(?:e|ed|es|ing)|bump(?:ed|s|ing)?)"
    r"[ \t]+$", re.IGNORECASE)
_KIND_BEFORE_RE = re.compile(
    r"\b(?:languages?|frameworks?|librar(?:y|ies)|tools?|databases?|editors?|IDEs?|(?:static[ \t]+)?site[ \t]+generators?"
    # and in French: "le générateur de sites statiques, Hugo", "le framework Symfony"
    r"|générateur(?:[ \t]+de[ \t]+sites?(?:[ \t]+statiques?)?)?|langage|bibliothèque|moteur[ \t]+de[ \t]+blog)"
    r"(?:[ \t]*,|[ \t]+(?:called|named|like|such[ \t]+as|including))?[ \t]+$",
    re.IGNORECASE)
_LEARN_BEFORE_RE = re.compile(
    r"\b(?:learn|learns|learning|learned|learnt|teach|teaches|teaching|taught|know|knows|"
    r"code|coding|program|programming)(?:[ \t]+(?:some|a[ \t]+bit[ \t]+of|the[ \t]+basics"
    r"[ \t]+of|in|with))?[ \t]+$", re.IGNORECASE)
# "Did you know Go is the only board game...": the idiom, not knowing a language
_YOU_KNOW_BEFORE_RE = re.compile(r"\b(?:did|do|don't|you)[ \t]+(?:you[ \t]+)?know[ \t]+$", re.IGNORECASE)
# "I know Julia will never let me down": who is known to do something, not a language one knows
_KNOW_BEFORE_RE = re.compile(r"\bknows?[ \t]+$", re.IGNORECASE)
_CLAUSE_VERB_AFTER_RE = re.compile(
    r"[ \t]+(?:will|would|is|was|has|had|can|could|does|did|never|always|won't|isn't|wasn't)\b"
    r"|['\u2019](?:s|ll|d)\b")
_IMPORT_BEFORE_RE = re.compile(r"\b(?:import|imports|imported|importing)[ \t]+$", re.IGNORECASE)
_INSTALL_BEFORE_RE = re.compile(
    r"\b(?:re|un)?install(?:s|ed|ing)?[ \t]+(?:the[ \t]+)?['\"\u2018\u201c]?$", re.IGNORECASE)
# a bug report's environment field: "- OS: Windows", "**Browser:** Chrome", "Database: MySQL"
_ENV_FIELD_BEFORE_RE = re.compile(
    r"(?:^|\n)[ \t]*(?:[-*+][ \t]+)?(?:\*\*|__)?(?:OS|Operating[ \t]+[Ss]ystem|Platform|Browser"
    r"|Database|DB|Runtime|Editor|IDE|Terminal|Shell|Web[ \t]+[Ss]erver|Server|Device)"
    r"(?:[ \t]+(?:[Nn]ame|[Tt]ype))?[ \t]*(?:\*\*|__)?[ \t]*:[ \t]*(?:\*\*|__)?[ \t]*$")
# a program or service operated by name: "restart docker", "start postgres", "reload nginx"
_OPERATE_BEFORE_RE = re.compile(
    r"\b(?:(?:re)?(?:start|launch|load|configure)(?:s|ed|ing)?|stop(?:s|ped|ping)?)[ \t]+$",
    re.IGNORECASE)
_SERVICE_KINDS = frozenset({"tool", "database", "service", "platform"})
_VERSION_OF_BEFORE_RE = re.compile(r"\bversions?[ \t]+of[ \t]+(?:the[ \t]+)?$", re.IGNORECASE)
# qualifiers after a name in Chinese and Japanese: language, program, framework, project, code,
# version, application
_CJK_QUALIFIER_RE = re.compile(
    r"[ \t]{0,2}(?:语言|語言|言語|程序|程式|框架|项目|項目|代码|代碼|版本|应用|應用)")
_ON_PLATFORM_RE = re.compile(r"\b(?:on|under)[ \t]+$", re.IGNORECASE)
_TO_VERSION_RE = re.compile(r"[ \t]+(?:to|from)[ \t]+[vV]?\d")
_COMMENT_MARKERS = ("//", "#", "--", "/*", "*", ";", "<!--")

_COMMAND_PREFIX_RE = re.compile(
    r"(?:^|&&|\|\||;|\||\$\()[ \t]*(?:[$%>\u03bb\u276f][ \t]+"
    r"|\u279c[ \t]+[\w.\-~/]{1,60}(?:[ \t]+git:\([^)\n]{1,80}\))?(?:[ \t]+\u2717)?[ \t]+)?"
    r"(?:(?:sudo|npx|pnpx|bunx|uvx|exec|time|env|command|nohup)[ \t]+"
    r"|(?:npm[ \t]+exec|pipx[ \t]+run|bundle[ \t]+exec|poetry[ \t]+run|pipenv[ \t]+run|uv[ \t]+run"
    r"|pdm[ \t]+run|hatch[ \t]+run|dotnet[ \t]+tool[ \t]+run)[ \t]+"
    r"|(?:pnpm|yarn)[ \t]+(?:dlx|exec)[ \t]+"
    r"|[A-Za-z_][A-Za-z0-9_]{0,60}=[^\s]{0,200}[ \t]+)*$")  # NODE_ENV=production node x.js

# Qualifiers that also follow everyday words and names in ordinary prose ("Swift charts",
# "the Redux version", "Selenium function", "Python images"): after a level-2 or everyday name
# they only lower how much technical context it needs.
_PROSE_QUALIFIERS = frozenset({
    "version", "versions", "edition", "chart", "charts", "image", "images", "program",
    "programs", "project", "projects", "test", "tests", "function", "functions", "source",
    "context", "developer", "developers", "route", "routes", "worker", "workers", "cluster",
    "clusters",
})
# a name explained by what kind of software it is: "Blogger, the free blogging platform"
_APPOSITION_RE = re.compile(
    r",[ \t]+(?:the|a|an|our)[ \t]+(?:[\w\-]{1,20}[ \t]+){0,3}?(?:(?:programming|scripting)[ \t]+"
    r"languages?|frameworks?|librar(?:y|ies)|platforms?|databases?|runtimes?|compilers?|"
    r"package[ \t]+managers?|build[ \t]+tools?|text[ \t]+editors?|IDEs?|CMS|SDKs?|web[ \t]+servers?)"
    r"(?![\w\-])", re.IGNORECASE)
# "<name>'s version of <something>" is someone's rendition, not a software version
_RENDITION_WORDS = frozenset({"version", "versions", "edition", "take"})
# Words that, right after an ambiguous name, show it is the technology.
_QUALIFIERS = frozenset({
    "app", "apps", "application", "applications", "backend", "back-end", "binary", "binaries",
    "build", "builds", "cli", "code", "codebase", "compiler", "component", "components",
    "context", "controller", "controllers", "crate", "crates", "dataframe", "dataframes",
    "developer", "developers", "devs", "edition", "framework", "frontend", "front-end",
    "function", "functions", "generics", "goroutine", "goroutines", "handler", "handlers",
    "hook", "hooks", "interface", "interfaces", "jsx", "library", "libraries", "loader",
    "loaders", "macro", "macros", "middleware", "middlewares", "module", "modules", "package",
    "packages", "program", "programs", "programming", "project", "projects", "props", "route",
    "routes", "router", "runtime", "script", "scripts", "sdk", "server", "servers", "service",
    "services", "source", "struct", "structs", "syntax", "test", "tests", "toolchain", "trait",
    "traits", "version", "versions", "web", "workspace", "api", "apis", "dom",
    "query", "typings", "types", "bindings", "lts", "ecosystem", "compilers", "borrow",
    "chart", "charts", "workspaces", "lockfile", "lock", "plugin", "plugins", "config",
    "configuration", "cluster", "clusters", "container", "containers", "image", "images",
    "pipeline", "pipelines", "worker", "workers", "template", "templates", "schema", "schemas",
    "orm", "views", "alerts", "ui", "stories", "deployment", "deployments", "migration",
    "migrations", "installation", "integration", "extension", "extensions", "repo",
    "repository", "bindings", "wrapper", "client", "clients", "driver", "drivers", "database",
    "db", "cache", "queue", "broker", "topic", "topics", "consumer", "consumers", "producer",
    "producers", "endpoint", "endpoints", "bundle", "bundler", "devtools", "documentation",
    "playbook", "playbooks", "provider", "providers", "stylesheet", "stylesheets", "selector",
    "selectors", "notebook", "notebooks", "interpreter", "reducer", "reducers", "os", "editor",
    "ide", "browser", "browsers", "dependency", "dependencies", "command", "commands", "daemon",
    "platform", "platforms",
})
# "React for the frontend", "Go for our backend services".
_FOR_TARGETS = frozenset({
    "frontend", "front-end", "backend", "back-end", "ui", "api", "apis", "server", "servers",
    "cli", "client", "web", "app", "apps", "services", "service", "microservices", "website",
    "mobile", "desktop", "dashboard", "gateway",
    # what a tool is used for in a project: "use ruff for linting", "pnpm for the monorepo"
    "linting", "formatting", "bundling", "packaging", "transpiling", "testing", "logging",
    "caching", "routing", "migrations", "scraping", "styling", "monorepo", "ci",
})
_FOR_DETERMINERS = frozenset({"the", "our", "a", "an", "its", "their", "my", "your", "all"})
# "the CLI is in Go", "our backend is written mostly in Rust": a program's language
_ARTEFACT_IN_BEFORE_RE = re.compile(
    r"\b(?:cli|app|backend|back-end|frontend|front-end|server|library|sdk|api|codebase|code|compiler"
    r"|tool|service|bot|parser|engine|plugin|extension)s?[ \t]+(?:is|are|was|were)[ \t]+"
    r"(?:(?:all|mostly|entirely|now|still|partly)[ \t]+)?in[ \t]+$", re.IGNORECASE)
# "Go is great for small CLIs", "Rust is ideal for command-line tools": a language judged for
# the software it builds
_GOOD_FOR_AFTER_RE = re.compile(
    r"[ \t]+(?:is|are)[ \t]+(?:(?:really|very|so|pretty|quite)[ \t]+)?"
    r"(?:great|good|ideal|perfect|best|nice|well[ \t-]suited|suited)[ \t]+for[ \t]+"
    r"(?:(?:the|our|a|an|my|your|small|simple|fast|large|big|tiny)[ \t]+){0,2}"
    r"(?:cli|clis|command-line[ \t]+tools|backends?|back-ends?|servers?|apis|services|microservices"
    r"|web[ \t]+apps|apps|tools|scripts|scripting|compilers|parsers)\b", re.IGNORECASE)
# An integer after a name is not a version when one of these follows ("Go 10 steps back").
_UNIT_WORDS = frozenset({
    "minute", "minutes", "min", "mins", "hour", "hours", "day", "days", "week", "weeks",
    "month", "months", "year", "years", "second", "seconds", "secs", "step", "steps", "time",
    "times", "mile", "miles", "km", "meters", "metres", "feet", "blocks", "block", "pages",
    "lines", "percent", "%", "points", "people", "items", "more", "less", "euros", "dollars",
    "laps", "rounds", "floors", "kilometers", "kilometres", "yards", "km/h", "mph",
})
# an environment report (envinfo, "react-native info"): "Yarn:\n    version: 1.22.19"
_ENV_VERSION_LINE_RE = re.compile(r":[ \t]*\n[ \t]+[Vv]ersion:[ \t]*v?\d{1,4}\.\d")
_ENV_FIELD_VERSION_RE = re.compile(
    r"(?:\*\*|__)?:(?:\*\*|__)?[ \t]*(?:\n[ \t]*){0,2}(`?)v?\d{1,4}\.\d{1,5}(?:\.\d{1,5})?"
    r"(?:[\-+.]\w{1,20})?\1[ \t]*(?:$|\n)", re.MULTILINE)
_FIELD_KEY_PREFIX_RE = re.compile(r"[ \t]*(?:[-*+][ \t]+)?(?:\*\*|__)?")


# Words that show a text is about software; a "strong" one rarely occurs elsewhere, a "weak"
# one often does ("build a house", "the film's release", "it was no exception") and counts for
# half, 1 point at most.
_STRONG_TECH_WORDS = frozenset("""
api apis sdk cli repo repos repository repositories compiler compilers compile compiled compiling
backend back-end frontend front-end runtime runtimes dependency dependencies codebase programming
programmer programmers developer developers devs open-source opensource config configs
configuration deploy deployed deploying deployment deployments localhost json yaml xml http https
commit commits debug debugging debugger syntax plugin plugins stacktrace traceback
kernel ide terminal command-line endpoint endpoints middleware microservice
microservices database databases sql server-side client-side webapp coding devops ci/cd
pull-request refactor refactoring toolchain unittest unittests async frameworks namespace
boilerplate end-to-end e2e orm mvc ci docker linux github gitlab npm pip regex parser lint linter
linting bundler router routing middleware webhook webhooks payload stacktrace stack-trace
serverless env variable variables stdout stderr cpu gpu binary binaries executable repl
scripting typescript javascript html css workflow workflows
auth oauth authentication authenticated unauthenticated ssh url urls undefined boolean params
argv env lockfile iphone ipad sudo tcp udp
développeur développeurs développement langage serveur logiciel logiciels programmation
informatique requête requêtes
desarrollador desarrolladores programación repositorio compilador depuración
desenvolvedor desenvolvedores programação repositório requisição depuração
entwickler entwicklung programmierung datenbank schnittstelle
""".split())
_WEAK_TECH_WORDS = frozenset("""
code source build builds install installed installing installation version versions release
released upgrade update server servers function functions class classes method methods module
modules package packages framework library libraries software app apps application applications
web website browser computer computers data error errors bug bugs crash crashes issue script
daemon daemons socket sockets
exception exceptions
scripts test tests testing tool tools platform interface online download file files folder
directory laptop pc windows mac os language languages project projects feature features
performance user users setup support fix fixed engine query queries cloud ui desktop client
clients component components runner template templates schema schemas asset assets unit
workspace workspaces admin dashboard
servidor código codigo aplicación aplicação biblioteca librería configuración configuração
versión versão instalación instalação archivo arquivo konfiguration anwendung
""".split())
_WORD_RE = re.compile(r"[A-Za-z\u00c0-\u024f][\w\-/\u00c0-\u024f]*")
_DOTTED_VERSION_RE = re.compile(r"(?<![\w.])v?\d{1,4}\.\d{1,4}(?:\.\d{1,5})+(?![\w.])"
                                r"|(?<![\w.])v\d{1,4}(?:\.\d{1,4})?(?![\w.])")
_CODE_FILE_RE = re.compile(
    r"\w\.(?:py|js|ts|tsx|jsx|mjs|cjs|json|ya?ml|toml|rb|go|rs|java|kt|php|cs|cpp|h|hpp|sh|"
    r"lock|cfg|ini|xml|sql|vue|svelte|ipynb|gradle|exe|dll|so)\b")
_IDENTIFIER_RE = re.compile(
    r"\b[a-z]{2,}[A-Z][A-Za-z0-9]*\b|\b[a-z][a-z0-9]*_[a-z0-9_]+\b|\w\(\)|(?<!\w)--[a-z]{2,}"
    r"|(?:^|\n)[ \t]*[$>#][ \t]+[a-z]")
# two words a web page's markup glued together ("articleThe"), not an identifier
_GLUED_WORDS_RE = re.compile(r"[a-z]{2,}(?:The|A|An|In|On|Of|And|To|For|With|This|It|We|I|"
                             r"He|She|They|But|As|At|By|From|If|When|Our|My|Your|His|Her)")
_PARAGRAPH_BREAK_RE = re.compile(r"\n[ \t]*\n")
# an HTTP request line ("POST /api/users"): a text about an API
_REQUEST_LINE_RE = re.compile(r"\b(?:GET|POST|PUT|PATCH|DELETE)[ \t]+`?/[\w{:]")
# an HTTP status a response came with ("returns 404", "a `405`", "status code 500")
_STATUS_CODE_RE = re.compile(
    r"\b(?:returns?|returned|returning|status(?:[ \t]+code)?|HTTP(?:/\d(?:\.\d)?)?|response(?:[ \t]+code)?"
    r"|code|gives?|got|get|throws?)[ \t]+(?:an?[ \t]+|the[ \t]+)?`?[1-5]\d\d\b|`[1-5]\d\d`")
# an error or a stack trace's frame: "TypeError: x is undefined", "panic:", "at Foo (x.js:1:2)"
_ERROR_LINE_RE = re.compile(
    # (Go's "panic:", Rust's "panicked at", not the word: "panic setting in")
    r"\b[A-Z]\w{0,40}(?:Error|Exception)\b[:(]|\b(?:Traceback|panic(?=[:(])|panicked[ \t]+at\b|FATAL|npm ERR!"
    r"|error\[E\d{4}\])"
    r"|^[ \t]+at[ \t][\w.$<>]{1,80}[ \t]\(", re.MULTILINE)
# the headings of an issue template ("### Steps to reproduce", "**Expected behavior**")
_TEMPLATE_HEADING_RE = re.compile(
    r"(?im)^[ \t]*(?:#{1,4}[ \t]*|\*\*)(?:steps[ \t]+to[ \t]+reproduce|expected[ \t]+(?:behaviou?r|result)"
    r"|actual[ \t]+(?:behaviou?r|result)|current[ \t]+behaviou?r|environment|reproduction|stack[ \t]*trace"
    r"|(?:relevant[ \t]+)?log[ \t]+output|system[ \t]+info|version(?:s)?)\b")

#: A paragraph, or a whole text, scoring at least this much is technical.
_PARAGRAPH_THRESHOLD = 2.0
_TEXT_THRESHOLD = 4.0
#: ... and a paragraph listing several such names together needs only this much.
_LISTED_THRESHOLD = 1.0
#: A level-3 name with no cue of its own needs a plainly technical paragraph or text.
_AMBIGUOUS_PARAGRAPH_THRESHOLD = 3.0
_AMBIGUOUS_TEXT_THRESHOLD = 5.0
#: Only this many characters of a paragraph, and of the text, are scored.
_SCORED_CHARS = 6_000
_SCORED_TEXT_CHARS = 12_000

# Stop words of the languages a text may be in, to tell English from the rest.
_STOP_WORDS = {
    "en": frozenset("the and of to is in that it for with on are was this be as by not you "
                    "have at from or but they we his her an which".split()),
    "fr": frozenset("le la les des est une et dans pour que qui pas sur avec du au ce il elle "
                    "nous vous ne se sont aux cette mais ou où être son sa ses leur".split()),
    "es": frozenset("el los las del es una y en para que por con se su al lo como más pero "
                    "sus le ya fue este".split()),
    "de": frozenset("der die das und ist nicht mit den dem ein eine auf für sich auch es "
                    "von zu im als wird bei".split()),
    "it": frozenset("il di che è della delle degli dei nel nella sono questo questa anche gli "
                    "una per non con più ha stata stato essere sul alla".split()),
}


@functools.lru_cache(maxsize=8)  # (asked by the context and by level-1 names' word_in, once a text)
def _language(masked: str) -> str:
    """The language of a text, by which language's stop words it uses most ("en" when unsure)."""
    counts = dict.fromkeys(_STOP_WORDS, 0)
    for m in _WORD_RE.finditer(masked, 0, min(len(masked), 20_000)):
        word = m.group().lower()
        for lang, words in _STOP_WORDS.items():
            if word in words:
                counts[lang] += 1
    best = max(counts, key=counts.get)
    if best != "en" and counts[best] >= 3 and counts[best] > 1.5 * counts["en"]:
        return best
    return "en"


class _TechnicalContext:
    """Judges names believed only for their spelling (level-2 words, everyday level-1 names):
    one counts when its paragraph, or failing that the whole text, reads as being about
    software: code, dotted versions, code file names, identifiers, technical words, and other
    technologies named with evidence of their own."""

    def __init__(self, masked: str, code: _CodeMap,
                 strong_hits: list[tuple[int, int, ExtractedEntity]]) -> None:
        self._masked = masked
        self._code = code
        self._strong = sorted((pos, e.name) for pos, _, e in strong_hits)
        self._breaks = [0] + [m.end() for m in _PARAGRAPH_BREAK_RE.finditer(masked)]
        self._scores: dict[int, float] = {}
        self._text_score: float | None = None
        #: the words of each span _score read, for _names_word
        self._span_words: dict[tuple[int, int], set[str]] = {}

    def believes(self, item: _Item, ambiguous: bool = False) -> bool:
        if item.tech.word_in:
            if _language(self._masked) in item.tech.word_in:
                return False
        k = bisect.bisect_right(self._breaks, item.start) - 1
        start = self._breaks[k]
        end = self._breaks[k + 1] if k + 1 < len(self._breaks) else len(self._masked)
        score = self._scores.get(k)
        if score is None:
            score = self._scores[k] = self._score(start, end)
        # a name is no evidence for itself: "the docker workers" scores "docker" as a technical
        # word, which must not vouch for Docker
        own = item.tech.name.casefold()
        own_word = own in _STRONG_TECH_WORDS
        if own_word and self._names_word(start, min(end, start + _SCORED_CHARS), own):
            score -= 1.0
        if ambiguous:
            paragraph_needs, text_needs = _AMBIGUOUS_PARAGRAPH_THRESHOLD, _AMBIGUOUS_TEXT_THRESHOLD
        else:
            paragraph_needs = _LISTED_THRESHOLD if item.listed else _PARAGRAPH_THRESHOLD
            text_needs = _TEXT_THRESHOLD
        if score >= paragraph_needs:
            return True
        if self._text_score is None:
            self._text_score = self._score(0, len(self._masked), _SCORED_TEXT_CHARS)
        text_score = self._text_score
        if own_word and self._names_word(0, min(len(self._masked), _SCORED_TEXT_CHARS), own):
            text_score -= 1.0
        return text_score >= text_needs

    def _names_word(self, start: int, end: int, word: str) -> bool:
        """Does the span _score read from *start* to *end* write *word* (as _score reads its words)?"""
        return word in self._span_words[(start, end)]

    def _score(self, start: int, end: int, limit: int = _SCORED_CHARS) -> float:
        end = min(end, start + limit)  # evidence enough, at a bounded cost
        text = self._masked[start:end]
        score = 0.0
        regions = self._code.regions
        i = bisect.bisect_left(self._code._starts, end) - 1
        if i >= 0 and (regions[i][1] > start or any(
                r[1] > start for r in regions[max(0, i - 8):i])):
            score += 2.0
            # a second and third code block or command line: a text that shows its code
            blocks = sum(1 for r in regions[max(0, i - 8):i + 1] if r[1] > start and r[2] != _CodeMap.INLINE)
            score += min(2.0, max(0, blocks - 1))
        lo = bisect.bisect_left(self._strong, (start, ""))
        hi = bisect.bisect_left(self._strong, (end, ""))
        score += 1.5 * len({name for _, name in self._strong[lo:hi]})
        score += min(2, len(_DOTTED_VERSION_RE.findall(text)))
        score += min(2, len(_CODE_FILE_RE.findall(text)))
        score += min(2, len(_REQUEST_LINE_RE.findall(text)))
        score += min(1, len(_STATUS_CODE_RE.findall(text)))
        score += min(2, len(_ERROR_LINE_RE.findall(text)))
        score += min(2, len(_TEMPLATE_HEADING_RE.findall(text)))
        score += min(2, sum(1 for ident in _IDENTIFIER_RE.findall(text)
                            if not _GLUED_WORDS_RE.fullmatch(ident)))
        words = self._span_words[(start, end)] = set(_WORD_RE.findall(text.lower()))
        # everyday words alone never make a paragraph technical: at most 1 point from them
        return (score + len(words & _STRONG_TECH_WORDS)
                + min(1.0, 0.5 * len(words & _WEAK_TECH_WORDS)))


def _span_exact(masked: str, region: tuple[int, int, int], piece: _Piece) -> bool:
    return (region[2] == _CodeMap.INLINE
            and not masked[region[0]:piece.start].strip()
            and not masked[piece.end:region[1]].strip())


def _command_position(masked: str, region: tuple[int, int, int], piece: _Piece) -> bool:
    after = masked[piece.end:piece.end + 1]
    if after and after not in " \t\n":
        return False
    if _ASSIGNED_AFTER_RE.match(masked, piece.end):
        return False  # a key or a variable given a value: kind = "Linux", make := 1
    lo = max(region[0], piece.start - 120)
    nl = masked.rfind("\n", lo, piece.start)
    if nl != -1:
        prefix = masked[nl + 1:piece.start]
    elif lo == region[0]:
        prefix = masked[lo:piece.start]
    else:
        prefix = "\x02" + masked[lo:piece.start]
    if _COMMAND_PREFIX_RE.search(prefix) is not None:
        return True
    if (piece.text not in _SHELLS and "docker" in prefix
            and _CONTAINER_COMMAND_BEFORE_RE.search(prefix) is not None):
        return True  # a command run in a container: "docker-compose run web cargo add x"
    # a package.json script quoted in a code block ("start": "tsc && node x.js"), which the
    # scripts rule of _CodeMap cannot mark inside a fence
    return (_SCRIPT_KEY_BEFORE_RE.search(prefix) is not None
            and _SCRIPTS_BLOCK_RE.search(masked, max(0, piece.start - 3000), piece.start) is not None)


# (a shell opened in a container names no technology, as a shell's fence does not)
_SHELLS = frozenset({"bash", "sh", "zsh", "ash", "fish"})
_CONTAINER_COMMAND_BEFORE_RE = re.compile(
    r"(?:^|[\s;&|(])docker(?:-compose|[ \t]+compose)?[ \t]+(?:run|exec)"
    r"(?:[ \t]+-{1,2}[\w\-]{1,20}(?:=\S{1,60})?)*[ \t]+[\w.\-]{1,60}[ \t]+$")
_ASSIGNED_AFTER_RE = re.compile(r"[ \t]*(?::?=(?!=)|:[ \t]|:$)", re.MULTILINE)
_SCRIPT_KEY_BEFORE_RE = re.compile(r"\"[\w:.\-]{1,60}\"[ \t]*:[ \t]*\"$")


def _in_comment(masked: str, region: tuple[int, int, int], piece: _Piece) -> bool:
    """Is the piece on a comment line of a fenced block (``//``, ``#``, ``--``, ``/*``, ``*``)?"""
    lo = max(region[0], piece.start - 200)
    nl = masked.rfind("\n", lo, piece.start)
    line = masked[(nl + 1) if nl != -1 else lo:piece.start].lstrip(" \t")
    return line.startswith(_COMMENT_MARKERS)


def _at_sentence_start(masked: str, start: int) -> bool:
    lo = max(0, start - 64)
    prefix = masked[lo:start]
    nl = prefix.rfind("\n")
    line = prefix[nl + 1:]
    stripped = line.rstrip(" \t*_`#>\"'([")
    if not stripped or stripped.lstrip() in _COMMENT_MARKERS:
        return True  # a line's start, also a comment's: "// Go back if the user cancels"
    if _BULLET_PREFIX_RE.fullmatch(stripped + " "):
        return True
    if stripped[-1] == "." and _ABBREVIATION_END_RE.search(stripped):
        return False  # "(e.g. Postman)", "i.e. Rails", "vs. Django": no sentence ends there
    return stripped[-1] in ".!?:"


_ABBREVIATION_END_RE = re.compile(r"(?:^|[\s(\[])(?:e\.g|i\.e|eg|ie|vs|cf|incl|approx|esp)\.$", re.IGNORECASE)


def _next_core(idx: int, chunks, cores, after: int, masked: str,
               gap_re: re.Pattern[str] = _SPACE_GAP_RE) -> tuple[int, str] | None:
    """The chunk after chunk *idx* when only 1-3 blanks separate it from offset *after*."""
    j = idx + 1
    if idx < 0 or j >= len(chunks):
        return None
    if not gap_re.fullmatch(masked, after, chunks[j][0]):
        return None
    return j, cores[j][0]


def _version_after(piece: _Piece, masked: str, chunks, cores, allow_int: bool) -> bool:
    if masked.startswith(":", piece.end) and _ENV_VERSION_LINE_RE.match(masked, piece.end):
        return True
    if masked.startswith((":", "*", "_"), piece.end) and _ENV_FIELD_VERSION_RE.match(masked, piece.end):
        # an environment report's field, its key in bold or its version quoted or on the next
        # line: "**node:**" then "8.0.0", "- node: `v16.3.0`"
        line_start = masked.rfind("\n", max(0, piece.start - 40), piece.start) + 1
        if _FIELD_KEY_PREFIX_RE.fullmatch(masked, line_start, piece.start):
            return True
    idx, after = piece.chunk, piece.end
    if idx <= -2:  # the piece's chunk ends with a colon ("Node:")
        idx, after = -2 - idx, piece.end + 1
    nxt = _next_core(idx, chunks, cores, after, masked, _VERSION_GAP_RE)
    if nxt is not None and chunks[nxt[0]][2] == ":":
        # an environment line: "node : v8.9.3"
        nxt = _next_core(nxt[0], chunks, cores, chunks[nxt[0]][1], masked, _VERSION_GAP_RE)
    if nxt is None:
        return False
    j, core = nxt
    m = _VERSION_RE.fullmatch(core)
    if m is None or _YEAR_RANGE_RE.fullmatch(core):
        return False  # "Franz Kafka (1883-1924)": a life, not a version
    dotted = bool(m.group(2))
    if dotted and _SCORE_DECIMALS_RE.search(m.group(2)):
        return False  # "Vault 9.050": a score's three decimals; no version pads a part with 0
    if (dotted and piece.form is not None and piece.form.level != DISTINCTIVE
            and _in_a_score_list(masked, piece.start)):
        return False  # "Vault: 8.75 / Bars: 8.75 / Floor: 8.4": scores, whatever one key spells
    if not dotted:
        if not allow_int:
            return False
        after = _next_core(j, chunks, cores, chunks[j][1], masked)
        if after is not None and after[1].casefold() in _UNIT_WORDS:
            return False
        if len(core) == 4 and core.isdigit() and 1000 <= int(core) < 1995:
            return False  # "Ruby (1879), Effie (1882)": a year, older than any version so written
        if (len(core) == 4 and core[:2] in ("19", "20") and masked.startswith("(", chunks[j][0] - 1)
                and masked.startswith(")", chunks[j][1])):
            return False  # "Prometheus (2012) - Scott": a film's or a book's year
        tech = piece.form.technology if piece.form is not None else None
        if (tech is not None and tech.prose_word and len(core) == 4 and core[:2] in ("19", "20")
                and piece.text == tech.name):
            return False  # "Spring 2010", "Swift 1987": a season's or a name's year
        if tech is not None and not tech.int_version_ok:
            return False  # "Apollo 11", "Ray 3": a word and a number
    return True


_SCORE_DECIMALS_RE = re.compile(r"\.0\d\d$")
# a line "Key: 8.75 (...)" of a list of such lines; a key of a few words
_KEYED_NUMBER_LINE_RE = re.compile(r"[ \t]*(?:[-*+][ \t]+)?([A-Za-z][\w.+\- ]{0,30}?)[ \t]*:[ \t]*v?\d[^\n]*")


def _in_a_score_list(masked: str, start: int) -> bool:
    """Is the line at *start* one of three or more "Key: number" lines (a paragraph of them)
    whose keys are at least half no technology's name? Then its numbers are scores or measures, not
    versions (an environment report's keys are mostly names: "Node: 18.1.0 / npm: 9.2.0")."""
    line_start = masked.rfind("\n", 0, start) + 1
    if masked[line_start:start].strip(" \t-*+"):
        return False
    # (the paragraph's lines within a few hundred characters: a long one costs no more)
    window_lo = max(0, line_start - 400)
    blank = masked.rfind("\n\n", window_lo, line_start)
    if blank >= 0:
        lo = blank + 2  # the paragraph's first line
    elif window_lo:
        lo = masked.find("\n", window_lo) + 1  # the window's first whole line
    else:
        lo = 0
    hi = masked.find("\n\n", start, start + 400)
    if hi < 0:
        hi = masked.rfind("\n", start, start + 400)
        hi = hi if hi >= 0 else len(masked)
    keys = [m.group(1) for line in masked[lo:hi].split("\n")
            if (m := _KEYED_NUMBER_LINE_RE.fullmatch(line)) is not None]
    if len(keys) < 3:
        return False
    named = sum(1 for key in keys if SURFACE_FORMS.get(key.strip().casefold()) is not None)
    return named * 2 <= len(keys)


_POSSESSIVE_CODE_AFTER_RE = re.compile(r"['\u2019]s[ \t]+`[A-Za-z_$][\w.$]{0,60}(?:\(\))?`")


def _has_cue(piece: _Piece, masked: str, chunks, cores, qualifiers: bool,
             prose_cue: list[str] | None = None, soft_ok: bool = False) -> bool:
    """Does the piece have evidence of its own? With *prose_cue* given, a qualifier that
    also follows names in ordinary prose ("Swift charts", "the Redux version") is not taken
    as evidence but appended to it."""
    if _version_after(piece, masked, chunks, cores, allow_int=True):
        return True
    if masked.startswith(("'s ", "\u2019s "), piece.end) and _POSSESSIVE_CODE_AFTER_RE.match(masked, piece.end):
        return True  # an API of it, in code: "React's `useEffect`", "Gin's `BindJSON` method"
    nxt = None
    if qualifiers and piece.chunk >= 0:
        nxt = _next_core(piece.chunk, chunks, cores, piece.end, masked)
        if nxt is None and 0 < piece.start and masked[piece.start - 1] in _QUOTES and masked.startswith(
                masked[piece.start - 1], piece.end):
            # a quoted name: "the 'cors' package"
            nxt = _next_core(piece.chunk, chunks, cores, piece.end + 1, masked)
        if nxt is None:
            # possessive: "Express's router", "React's hooks"
            j = piece.chunk + 1
            if (j < len(chunks) and cores[j][0] == "s"
                    and masked[piece.end:chunks[j][0]] in ("'", "\u2019")):
                nxt = _next_core(j, chunks, cores, chunks[j][1], masked)
    if nxt is not None:
        j, word = nxt
        low = word.casefold()
        if low in _RENDITION_WORDS:
            after = _next_core(j, chunks, cores, chunks[j][1], masked)
            if after is not None and after[1] == "of":
                return False  # "Julia's version of boeuf bourguignon": a rendition, in prose
        own = piece.form.technology.qualifiers if piece.form is not None else ()
        if low in (own or _QUALIFIERS) and cores[j][1] == chunks[j][0]:
            if low in _PROSE_QUALIFIERS and prose_cue is not None:
                prose_cue.append(low)  # the caller decides what "Swift charts" is worth
            else:
                return True
        if _CAMEL_IDENTIFIER_RE.fullmatch(word):
            return True  # an API of it: "React createRoot", "Express req.params"
        if word == "for":
            nxt2 = _next_core(j, chunks, cores, chunks[j][1], masked)
            if nxt2 is not None and nxt2[1].casefold() in _FOR_DETERMINERS:
                nxt2 = _next_core(nxt2[0], chunks, cores, chunks[nxt2[0]][1], masked)
            if nxt2 is not None and nxt2[1].casefold() in _FOR_TARGETS:
                return True
    if masked.startswith(",", piece.end) and _APPOSITION_RE.match(masked, piece.end):
        return True  # "Blogger, the free blogging platform", "Scratch, a programming language"
    if _TO_VERSION_RE.match(masked, piece.end) and _BUMP_BEFORE_RE.search(
            masked, max(0, piece.start - 12), piece.start):
        return True
    kind = piece.form.technology.kind if piece.form is not None else ""
    if kind == "os" and _ON_PLATFORM_RE.search(masked, max(0, piece.start - 8), piece.start):
        return True  # "on Windows", "under macOS"
    if _CJK_QUALIFIER_RE.match(masked, piece.end):
        return True  # "Go 语言", "Flutter 版本"
    before = max(0, piece.start - 30)
    if _INSTALL_BEFORE_RE.search(masked, before, piece.start):
        return True  # "Install cors", "installing Rust"
    if _VERSION_OF_BEFORE_RE.search(masked, before, piece.start):
        # "an older version of flutter": evidence for a name the text writes in lower case, and
        # for a word-like name less of a context; a level-3 name needs more ("a version of Julia")
        if prose_cue is not None:
            prose_cue.append("version of")
        elif soft_ok:
            return True
    lo = max(0, piece.start - 40)
    if _KIND_BEFORE_RE.search(masked, lo, piece.start):
        return True  # "the programming language, Scratch", "tools like Chef"
    if (kind == "language" and _LEARN_BEFORE_RE.search(masked, lo, piece.start)
            and not _YOU_KNOW_BEFORE_RE.search(masked, lo, piece.start)
            and not (_KNOW_BEFORE_RE.search(masked, lo, piece.start)
                     and _CLAUSE_VERB_AFTER_RE.match(masked, piece.end))):
        return True  # "learn some Python", "teaching Scratch", "code in Java"
    if masked.endswith((":", ": ", ":**", "** "), 0, piece.start):
        if _ENV_FIELD_BEFORE_RE.search(masked, max(0, piece.start - 40), piece.start):
            return True  # an environment report's field: "- OS: Windows", "**Browser:** Chrome"
    if kind in _SERVICE_KINDS and _OPERATE_BEFORE_RE.search(masked, max(0, piece.start - 16),
                                                            piece.start):
        return True  # "restart docker and retry", "start postgres first", "reload nginx"
    if kind in ("library", "framework") and _IMPORT_BEFORE_RE.search(
            masked, max(0, piece.start - 12), piece.start):
        return True  # "trying to import React", "I imported Axios" (not "imported Java")
    if kind == "api" and masked.endswith(("API ", "APIs "), 0, piece.start):
        return True  # "API REST", as French and Spanish put it
    if kind == "language" and (_ARTEFACT_IN_BEFORE_RE.search(masked, lo, piece.start)
                               or _GOOD_FOR_AFTER_RE.match(masked, piece.end)):
        return True  # "the CLI is in Go", "Go is great for small CLIs"
    # cheap pre-check before the verb-phrase regex: the preceding word is a preposition
    tail = masked[max(0, piece.start - 10):piece.start]
    head = tail.rstrip(" \t*_")
    if len(head) == len(tail) or not head.lower().endswith(_CUE_PREPOSITIONS):
        return False
    lo = max(0, piece.start - 60)
    return _PRECEDING_CUE_RE.search(masked, lo, piece.start) is not None


def _resolve_lists(items: list[_Item], masked: str) -> None:
    """Give each group of linked items (through list separators, or as heads of consecutive
    Markdown bullet items) the strength of its strongest member: candidates next to an accepted
    technology are accepted, and names listed with one that has evidence of its own share it
    ("Python, Django and PostgreSQL")."""
    if len(items) < 2 or all(item.strength == _STRONG for item in items):
        for item in items:
            if item.strength == _CANDIDATE:
                item.strength = -1
        return
    items.sort(key=lambda it: it.start)
    parent = list(range(len(items)))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    def union(i: int, j: int) -> None:
        ri, rj = find(i), find(j)
        if ri != rj:
            parent[max(ri, rj)] = min(ri, rj)

    for k in range(1, len(items)):
        if _linked(items[k - 1], items[k], masked):
            union(k - 1, k)
            if masked[items[k - 1].end:items[k].start].strip() == "+":
                # "Node + Express + React" is written as "Node/Express" is
                items[k - 1].slashed = items[k].slashed = True
    previous_head = -1
    for k, item in enumerate(items):
        if not _bullet_head(item, masked):
            continue
        if previous_head >= 0:
            prev = items[previous_head]
            if prev.end <= item.start and masked.count("\n", prev.end, item.start) == 1:
                union(previous_head, k)
        previous_head = k
    best: dict[int, int] = {}
    names: dict[int, set[str]] = {}
    for k, item in enumerate(items):
        root = find(k)
        best[root] = max(best.get(root, -1), item.strength)
        if item.strength == _WEAK:
            names.setdefault(root, set()).add(item.tech.name)
    for k, item in enumerate(items):
        if item.strength == _CANDIDATE and find(k) in names:
            names[find(k)].add(item.tech.name)
    # two names listed together, one at least believed for its spelling ("Electron and Vite",
    # "Puppeteer with Mocha", "React/Redux"), vouch for each other a little: they need less
    # of a technical context than one name alone
    vouched = {root for root, listed in names.items() if len(listed) >= 2}
    kinds: dict[int, set[str]] = {}
    distinctive: set[int] = set()
    for k, item in enumerate(items):
        if find(k) in vouched:
            kinds.setdefault(find(k), set()).add(item.tech.kind)
            if item.distinctive:
                distinctive.add(find(k))
    for k, item in enumerate(items):
        root = find(k)
        if item.slashed and root in vouched:
            best[root] = _STRONG
        # three names or more of one kind listed together ("Swift, Kotlin and Dart", three
        # languages) are a list of technologies, whatever else the words mean; tools and
        # services, whose names are more often words or characters ("Loki, Thanos and
        # Unicorn"), need one of them spelt as only a technology is ("ELK, Loki, Datadog")
        elif (root in vouched and len(names[root]) >= 3 and len(kinds[root]) == 1
              and (kinds[root] & _LIST_KINDS or root in distinctive)):
            best[root] = _STRONG
    # names written only as a pair of lower-case words ("node/express", "npm/yarn") are names
    # where the text is plainly technical, as a level-3 name alone is ("the yarn/fabric in use"
    # in a knitter's spreadsheet is not)
    members: dict[int, list[_Item]] = {}
    for k, item in enumerate(items):
        members.setdefault(find(k), []).append(item)
    for root, group_items in members.items():
        if (best[root] == _CANDIDATE and len(group_items) >= 2
                and all(item.slashed for item in group_items)
                and len({item.tech.name for item in group_items}) == len(group_items)):
            for item in group_items:
                item.in_context = True
    for k, item in enumerate(items):
        root = find(k)
        group = best[root]
        item.strength = group if group > _CANDIDATE else -1
        if root in vouched and group == _WEAK:
            item.listed = True


_LIST_KINDS = frozenset({"language", "framework", "library", "database", "runtime", "api"})


def _linked(a: _Item, b: _Item, masked: str) -> bool:
    gap_len = b.start - a.end
    if 0 < gap_len <= 14:
        gap = masked[a.end:b.start]
        if gap.strip() and _LIST_SEP_RE.fullmatch(gap):
            if (_WEAK_SEP_RE.fullmatch(gap) and a.strength == _CANDIDATE
                    and a.sentence_start):
                return False
            return True
    return False


def _bullet_head(item: _Item, masked: str) -> bool:
    line_start = masked.rfind("\n", max(0, item.start - 40), item.start) + 1
    if line_start == 0 and item.start > 40:
        return False
    if not _BULLET_PREFIX_RE.fullmatch(masked, line_start, item.start):
        return False
    return _BULLET_SUFFIX_RE.match(masked, item.end) is not None
