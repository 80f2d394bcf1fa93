"""Pattern-based entity extraction from a finished task's text (no LLM, no database).

:func:`extract_entities` finds three kinds of entity:

``technology``
    Names from :mod:`kgstore.lexicon`, stored with their canonical casing, matched at the
    precision level of the spelling (see the lexicon's docstring). Never inside a path, URL, e-mail
    address, dotted identifier (``electron.app.quit``) or hyphenated package name (``react-dom``).
    Level-3 (ambiguous) words need code-ish context:

    * inside backticks or a fenced code block (canonical casing anywhere there; a lower-case
      command/package name such as ``go``/``react``/``express`` when it is the whole backticked
      span or in command position: ``go build``, ``$ node server.js``, ``npx jest``);
    * a version number after it ("Go 1.22", "React 18", "Rust 2021"; lower-case only with a
      dotted version, "go 1.22"), or a package spec (``react@18.2.0``, ``node:20-alpine``,
      ``Vue3``);
    * a technical qualifier after it ("React component", "Go module", "Rust crate",
      "Express middleware", "React-based", "React for the frontend") or a technical verb phrase
      before it ("written in Go", "migrated to Rust");
    * an import / require / install of it (``import React from 'react'``, ``require('express')``,
      ``from flask import Flask``, ``npm install express``, ``pip install flask``, a
      ``package.json`` dependency, a ``requirements.txt`` pin), or a fenced block's language
      (```` ```go ````);
    * capitalised and next to another detected technology in a list ("React, TypeScript and
      Node.js", "Go and PostgreSQL", "React/Redux", consecutive Markdown bullet items).

    Names that are also everyday words or proper nouns (level 2, and level-1 names marked
    ``everyday`` in the lexicon: Python the snake, Kafka the writer) need, outside code, either a
    cue of their own (a version, a qualifier, a verb phrase, a list with a name that has one) or
    a technical context: their paragraph, or failing that the whole text, scores enough
    evidence of being about software (:class:`_TechnicalContext`). A name that is an ordinary
    word of the text's language ("vite", "vue" in French) needs a cue of its own. Code that is
    not fenced counts as code: an indented Markdown block, a command after a shell prompt.
    A distinctive name written in two words or joined up ("circle ci", "Postgre SQL", "Babel
    Loader", "GitHubActions") counts as its usual spelling. A distinctive name whose lower-case
    spelling alone is an everyday word (``everyday_lower``: "docker", a dock worker) needs the
    same in that spelling.

    A level-3 name in its own casing, mid-sentence and outside a title-cased run ("I'm new to
    Rust", "a webpage in React") counts in a paragraph or text that reads as plainly technical
    (a higher bar than level-2 names'), unless the lexicon says the name is too often a word or
    a person's there (``context_ok``). Explicit tables of well-known namespaces name their
    product (``org.hibernate.*``, ``Microsoft.EntityFrameworkCore``, ``pandas.read_csv``, a
    database's ``PostgreSQLAdapter``, Terraform's ``provider "aws"`` / ``backend "s3"``, a
    program run from a bin folder, a Rust crate's path ``actix_web::x``, Vite's log tag
    ``[vite:esbuild]``, Terraform's resource types outside their blocks -- "resource/aws_x:",
    'in resource "aws_x"', ``module.m.aws_s3_bucket.b`` --, a Mix task ``mix ecto.create``, a
    Dart manifest's versioned dependencies); other dotted identifiers never do, nor the bindings of a JavaScript
    import list (``import { Next } from 'hono'``) or an issue template's bracketed examples
    ("OS: [e.g. Ubuntu]"). Also: ``Node/Express``
    (names side by side as the lexicon spells them; not ``SQL/JSON``), a package and its version
    (``pytest-7.4.3``, ``openssl/1.0.2h``), Chinese and Japanese text around a name, "install X",
    "version of X", a version written onto the name ("Qt5", "Django3.2"), an environment
    report's key with its version on the next line ("Yarn:" / "version: 1.22.19"), three names
    or more of one kind listed together ("Swift, Kotlin and Dart"), a Go import of a well-known
    module (``"github.com/gin-gonic/gin"``), a GitHub Actions step (``uses: actions/x@v4``) or
    one of GitHub's own actions named in a sentence. Not a name: a year range after it ("Kafka
    (1883-1924)"), a Go program's report of its own build (``Git commit:``, ``Go version:
    go1.10.3``, ``OS/Arch:``) or a Go build's target platform (``GOOS: "linux"``), a heading the text also uses as a lower-case word, a lower-case
    alias as a YAML key (``dockerfile:``), an environment report's "Android SDK: Not Found",
    cargo's "Compiling serde v1.0.140", a forum's "r/graphql", a JSON file in a fence marked
    js, a command line of a tool that its command does not name ("pip install x").
    Issue #20 part 12 adds: Ruby's and Lua's ``require 'x/y'`` without parentheses, read as an
    import; a framework's integration package naming the tool it integrates (``@astrojs/react``,
    ``@nuxtjs/tailwindcss``; a plugin package, ``@vitejs/plugin-vue``, stays a tool of its own); a
    package registry's page of a package (``npmjs.com/package/x``, ``pypi.org/project/x``,
    ``crates.io/crates/x``; an import's address, ``deno.land/x/oak/``, is left alone); a Markdown
    link whose text is its own site's name (``[revel](https://revel.github.io/)``); a class named
    after the model provider it wraps (``OpenAIEmbeddings``, ``ChatOllama``); a server banner's
    product and build (``OpenSSL/1.0.1e-fips``); a tool's Windows executable as a command
    (``cargo.exe build``); more fenced languages (``r``, ``crystal``,
    ``groovy``, ``jinja``, ...); and a lexicon wider by 700-odd names people use every day, each
    at the level its name needs (everyday words such as Ring, Servant, Oak or Combine at level
    3, with only a dotted version as a version).
    Issue #20 part 13 adds: every distinctive name checked against an English word list, those
    that are everyday words or phrases ("handlebars", "latex", "pulp", "clang", "swagger",
    Airflow, "read the docs", "great expectations") believed only in a technical context, an
    everyday phrase in lower case only with a cue of its own; the prompts of starship (``❯``)
    and oh-my-zsh (``➜  repo git:(main) ✗``); a command with a subcommand and options opening a
    list item ("3. helm install --set x=1"); a version set for a name the lexicon knows ("bump
    electron to 45.3.2", "upgraded node to 20"); a program started, stopped or reloaded by name
    ("restart docker"); a bug report's environment field ("- OS: Windows", "**Browser:**
    Chrome"); a Ruby, Perl, PHP or C++ namespace opening with a framework's name
    (``Sidekiq::Web``, ``Symfony\\Component``; not on an error's line nor in Ruby's ``#<...>``);
    an npm scope naming its project (``@capacitor/cli``, ``@testing-library/react`` is React
    Testing Library); Neovim's, Vim's, Fastify's and Koa's plugins by their naming convention
    (``lualine.nvim``, ``nvim-cmp``, ``vim-plug``); hosting hyphen suffixes ("Vercel-hosted",
    "Nginx-fronted"); ``npx`` runs a package and names no npm; a Go program's own "Git
    revision:" / "Git branch:" and its "OS/Arch:" platform are no mentions. Then, from the blind
    splits' misses: a container image names the program it packs (``image: redis:latest``,
    ``docker.io/library/rabbitmq:3.8``, "Pulling db (postgres:alpine)"); Python's logging record
    names the library that logged (``INFO:werkzeug:``); the go tool adding a known module
    (``go get github.com/spf13/cobra``) and a Brewfile's entries (``brew "starship"``) name
    their package; a package imported by its own name is
    named whatever its level (``require('passport')``); a word-like name opening a sentence of a
    plainly technical text is the tool ("Cargo creates ..."); not a name: ``venv`` (Python's
    own module, not virtualenv), a Go runtime's panic trace ("goroutine 24 [running]:"), "Did
    you know Go is ...", an issue template's unfilled choices ("(N/A | venv | conda | ...):")
    and a field's example ("(..., e.g. Anaconda):").

    Beyond the lexicon, two statements name a package as written: a dependency update ("Bump
    is-ci from 3.0.0 to 4.0.0", "update dependency @vitejs/plugin-vue to v5") and, outside a
    code block, a plugin or integration package named by its ecosystem's convention
    ("eslint-plugin-vue", "uglifyjs-webpack-plugin", "react-native-maps", "django-jsonfield").

``file``
    Relative paths whose last segment has an extension, under a common project root (``src/``,
    ``lib/``, ``tests/``, ...) or under any other top folder of the project's own
    (``core/utils/cn.ts``), optionally ``./``-prefixed; not under build or dependency output
    (``dist/``, ``node_modules/``, ``site-packages/``, ``.terraform/``) nor documentation
    placeholders (``path/to/x.js``, ``some_path/x.csv``), class-path resources, headers included
    from a library, object keys, an installed library's files in a traceback, or spans glued to
    or broken from an absolute path; a script run by its ``./`` path counts. Trailing
    punctuation, Markdown emphasis (``_src/a.ts_``) and a compiler position (``src/a.ts(1,31)``)
    are stripped, backslashes (also escaped ones) become ``/`` (not a regular expression's
    escaped dot: ``package-lock\\.json``), a leading ``./`` is dropped. Paths inside URLs and absolute paths
    (``/home/u/proj/src/a.ts``) do not count: the root must start the path; a project's path
    after a tracker's placeholder for its root (``[PROJECT_ROOT]/app/x.rb``) or glued to a
    comment's marker (``//config/x.yaml``) and a Markdown link's relative target
    (``[README](./README.md)``) do, and so does a single ``./`` or ``../`` file where its use
    says it is one: a path from the program's own folder (``path.join(__dirname,
    './preload.js')``), an option's value (``--output ./efbundle.exe``), a volume's host side
    (``./services.toml:/etc/traefik/services.toml``); not a log line's caller after its level
    (``INFO    channelz/trace.go:200``), PlatformIO's ``.pio/``, a compiler's missing header
    ("fatal error: hal/gpio_types.h"), a system folder without its slash (``usr/lib/...``);
    the tail of a Windows path after a folder's space does not,
    nor that of an absolute path after a capitalised folder's blank (``/Users/me/Material
    Design/x.gradle``, ``C:/Program Files/x``).

``api_endpoint``
    An upper-case HTTP method (GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS) and a path starting
    with ``/``: ``"GET /api/users"``, also with the path in backticks or quotes, after "request
    to", before the method ("`/users/{id}` PATCH method"), in a table row, in "Method:" / "URL:"
    fields, in a route definition (``app.get('/x')``, ``@GetMapping("/x")``) or an OpenAPI path
    block (also in a doc comment), a ``(GET) /x`` list, a client call with the method in its
    options, a Laravel resource limited with ``only``; route definitions of the common web
    frameworks, whatever the router object is called: Express/Koa/Fastify
    (``usersRouter.get('/x', h)``), Gin/Echo/chi/Fiber (``r.GET("/x", h)``, ``r.Get("/x", h)``),
    decorators (``@bp.post('/x')``), ASP.NET (``MapGet("/x")``, ``[HttpGet("{id}")]``), Spring
    (``@GetMapping("x")``), Ktor (``post("/x") {``, ``route("/x") { get { } }``,
    ``@Location("/x") class T`` with ``post<T>``), Rails and Sinatra (``get 'photos/:id', to:``,
    ``get '/x' do``), Laravel (``Route::post('user/{id}')``), the route table of ``rails routes``
    (``DELETE /users/sign_out(.:format)``); a route template without its leading slash gets one,
    a commented-out definition is none; "`/x` is a route at `POST` method"; NestJS
    (``@Get(':id')``), JAX-RS (``@GET`` with ``@Path("/x")``), Symfony (``@Route("/x",
    methods={"GET"})``, ``#[Route('/x', methods: ['POST'])]``), Bottle (``@route('/x',
    method='POST')``, ``@get('/x')``), Spring WebFlux (``GET("/x")``), Rust (``#[get("/x")]``,
    Axum's ``.route("/x", get(h).post(h))``, Actix's ``web::post()`` and ``.resource("/x", |r|
    r.method(Method::POST))``), aiohttp (``add_get('/x')``, ``add_route('POST', '/x')`` and any
    call whose first arguments are a quoted method and a path), hapi (``{ method: 'GET', path:
    '/x' }``), Phoenix (``get "/x", UserController``), an ASP.NET route group's root (``g =
    app.MapGroup("/x"); g.MapGet("/")`` is ``GET /x``), a route table's line after its helper
    (``user_path  POST  /users/:id``), a mapping annotation with several paths
    (``@DeleteMapping(path = {"/a", "/b"})``), R plumber's annotations (``#* @get /x``), a Play
    routes file's line (``GET  /x  controllers.X.y()``), Mojolicious's arrow routes
    (``$r->get('/x' => ...)``, not under a prefix set with ``under``) and OpenAPI documents in JSON. The root path ``/``
    counts only where code defines the route (``app.get('/', h)``), not on a router group or a
    sub-router (``users.POST("/")``, ``router.post('/')``), nor in prose or a log.
    A route on a router given a prefix (Gin's ``users := r.Group("/users")``, FastAPI's
    ``router = APIRouter(prefix="/users")``, ASP.NET's ``MapGroup``) is left out: its whole
    path is written nowhere. A route table whose cells lost their blanks ends the path where a
    class name is glued on (``GET/accountAccount::Show``). Several methods on one path each name
    an endpoint ("GET, PUT, and DELETE on /books/:id"; a bare comma list is an explanation);
    routes of Sinatra, Kemal and Plug (``get "/" do``, the root too), Jester (``get "/x":``),
    Dream (``Dream.get "/x"``), Dart's cascade (``..get('/x', h)``) and JSON route tables
    (``{"method": "GET", "path": "/x"}``).
    A path without a method is no endpoint, however API-like ("the /readyz endpoint",
    ``@RequestMapping("/users")`` on a class, ``http.HandleFunc("/x", h)``, a blueprint's
    ``url_prefix``); an access log's request for one file ("GET /index.php HTTP/1.1") and a
    request for a static asset ("GET /robots.txt", "/favicon.ico") are calls.
    The query string, fragment, trailing punctuation, a trailing slash, an HTML entity glued to
    the path (``/x&quot;``) and Rails' ``(.:format)`` are dropped; path parameters
    (``/users/:id``, ``/users/{id}``, ``<id>``, ``(:num)``, optional ``{id?}`` and ``:id?``, exploded
    ``{?q*}``) and ``[a|b]`` alternatives are kept;
    a path with a concrete id (a long hex string or number) is a request, not an endpoint.

Input handling: ``None`` gives ``[]``; ``bytes`` are decoded as UTF-8 (errors replaced); the text
is NFKC-normalised and only its first :data:`MAX_SCAN_CHARS` characters are scanned, so the cost
is bounded whatever the input (a 1 MB string costs the same as a 200 kB one). Every regular
expression is linear or bounded; NUL bytes and lone surrogates are harmless.

This module imports only the standard library.
"""

from __future__ import annotations

import bisect
import re
import unicodedata
from dataclasses import dataclass
from typing import Iterable

from ..lexicon import (
    lookup_surface_form,
    AMBIGUOUS,
    CODE_TOKENS,
    DISTINCTIVE,
    ENGLISH_WORD,
    FENCE_LANGUAGES,
    PACKAGE_SCOPES,
    SURFACE_FORMS,
    TECHNOLOGIES,
    TECHNOLOGY_BY_NAME,
    SurfaceForm,
    Technology,
)

__all__ = [
    "MAX_SCAN_CHARS",
    "MAX_TECHNOLOGY_MENTIONS",
    "TECHNOLOGY",
    "FILE",
    "API_ENDPOINT",
    "ENTITY_TYPES",
    "HTTP_METHODS",
    "FILE_ROOTS",
    "ExtractedEntity",
    "extract_entities",
    "extract_mentions",
    "extract_technologies",
    "extract_file_paths",
    "extract_api_endpoints",
]

#: Only this many characters (after NFKC normalisation) of a text are scanned.
MAX_SCAN_CHARS = 200_000
#: At most this many lexicon words (candidate technology mentions, in any casing) are examined
#: per text; later ones are ignored. Real task results have a few dozen; the cap bounds the cost
#: of pathological input such as "Go Go Go ..." repeated 60,000 times.
MAX_TECHNOLOGY_MENTIONS = 10_000

TECHNOLOGY = "technology"
FILE = "file"
API_ENDPOINT = "api_endpoint"
ENTITY_TYPES = (TECHNOLOGY, FILE, API_ENDPOINT)

HTTP_METHODS = ("GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS")

#: Directories a file path must start with (case-sensitive).
FILE_ROOTS = frozenset({
    "src", "lib", "app", "apps", "tests", "test", "__tests__", "spec", "specs", "e2e",
    "packages", "components", "scripts", "docs", "doc", "config", "configs", "pages", "server",
    "client", "internal", "cmd", "pkg", "public", "static", "assets", "styles", "utils", "api",
    "routes", "services", "models", "views", "controllers", "migrations", "bin", "include",
    "examples", "tools", "web", "frontend", "backend", ".github", "hooks", "modules", "crates",
    "resources", "templates", "fixtures", "benchmarks", "source", "sources", "db",
})


@dataclass(frozen=True, order=True)
class ExtractedEntity:
    """One extracted entity: ``type`` is "technology", "file" or "api_endpoint"."""

    type: str
    name: str


# --------------------------------------------------------------------------------------------
# Regular expressions (all precompiled, all linear or bounded)
# --------------------------------------------------------------------------------------------

_MASK = "\x01"

# a URL runs on through placeholders such as "https://<host>/rest/api/<id>"
_URL_TAIL_RE = re.compile(r"(?:[^\s<>\"'`\x01]|<[\w\-.:]{1,40}>)*")
_WWW_RE = re.compile(r"(?<![\w.\-@])www\.[^\s<>\"'`\x01]+")
_EMAIL_RE = re.compile(
    r"(?<![\w.+\-])[\w.+\-]{1,64}@"
    r"[A-Za-z0-9][\w\-]{0,62}(?:\.[A-Za-z0-9][\w\-]{0,62}){0,8}\.[A-Za-z][\w\-]{0,62}"
    # (not a decorator after a page's line number: "6@app.route('/users')")
    r"(?![\w\-(])")

_FENCE_RE = re.compile(r"^[ \t]{0,3}(`{3,}|~{3,})([^\n]*)$", re.MULTILINE)
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

# A chunk is a run of characters between blanks and "hard" delimiters.
# (Chinese, Japanese and Korean characters end a chunk: those scripts put no blank between a
# name and the words around it, "Go语言", "系统:macOS")
_CHUNK_RE = re.compile(
    "[^\\s`\"'()\\[\\]{}<>,;|=*!?&\x01\u201c\u201d\u2018\u2019\u00ab\u00bb"
    "\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]+")
_TRAILING_STRIP = ".:\u2026_~"
_LEADING_STRIP = "_~:+"  # ":" after a word of another script, "+" opening a diff's line

_VERSION_RE = re.compile(
    r"[vV]?(\d{1,4})((?:\.(?:\d{1,5}|x|X|\*)){0,3})(?:(?<=\.\d)[a-z]{1,2}\d{1,4})?"
    r"(?:-[0-9A-Za-z][0-9A-Za-z.]{0,20})?\+?")
_TAG_VERSION_RE = re.compile(r"\d[\w.\-]{0,30}")  # node:20-alpine, postgres:16
# the version in a package's name-version or name/version ("pluggy-1.3.0", "openssl/1.0.2h_1")
_NAME_VERSION_RE = re.compile(r"v?\d{1,4}(?:\.\d{1,5}){1,3}[a-z0-9_]{0,8}")
_BUILD_VERSION_RE = re.compile(r"v?\d{1,4}(?:\.\d{1,5}){1,3}[a-z0-9_]{0,8}-[a-z][a-z0-9]{1,9}")
_YEAR_RANGE_RE = re.compile(r"1[5-9]\d\d-(?:1[5-9]|20)\d\d|20\d\d-20\d\d")
_ATTACHED_VERSION_RE = re.compile(
    r"([A-Za-z][A-Za-z+#]{1,30}?)(\d{1,4})|([A-Za-z][A-Za-z+#]{2,30}?)(\d{1,4}(?:\.\d{1,4}){1,3})")

_SPACE_GAP_RE = re.compile(r"[ \t]{1,3}")
_SLASH_WORD_RE = re.compile(r"[A-Za-z][A-Za-z0-9+#]{0,30}")
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
    r"(?:away[ \t]+)?(?:in|with|to|from|into|on)[ \t]+[*_]*$",
    re.IGNORECASE)

_CUE_PREPOSITIONS = ("in", "with", "to", "from", "into", "on")
_QUOTES = "'\"\u2018\u2019\u201c\u201d"
# "Updated React to 18", "Bump Django from 4.2 to 5.0"
_BUMP_BEFORE_RE = re.compile(
    r"\b(?:updat(?:e|ed|es|ing)|upgrad(?:e|ed|es|ing)|downgrad(?:e|ed|es|ing)|bump(?:ed|s|ing)?)"
    r"[ \t]+$", re.IGNORECASE)
_KIND_BEFORE_RE = re.compile(
    r"\b(?:languages?|frameworks?|librar(?:y|ies)|tools?|databases?|editors?|IDEs?)"
    r"(?:[ \t]*,|[ \t]+(?:called|named|like|such[ \t]+as|including))?[ \t]+$",
    re.IGNORECASE)
_LEARN_BEFORE_RE = re.compile(
    r"\b(?:learn|learns|learning|learned|learnt|teach|teaches|teaching|taught|know|knows|"
    r"code|coding|program|programming)(?:[ \t]+(?:some|a[ \t]+bit[ \t]+of|the[ \t]+basics"
    r"[ \t]+of|in|with))?[ \t]+$", re.IGNORECASE)
# "Did you know Go is the only board game...": the idiom, not knowing a language
_YOU_KNOW_BEFORE_RE = re.compile(r"\b(?:did|do|don't|you)[ \t]+(?:you[ \t]+)?know[ \t]+$", re.IGNORECASE)
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
_COMMENT_MARKERS = ("//", "#", "--", "/*", "*", ";", "<!--")

_COMMAND_PREFIX_RE = re.compile(
    r"(?:^|&&|\|\||;|\||\$\()[ \t]*(?:[$%>\u03bb\u276f][ \t]+"
    r"|\u279c[ \t]+[\w.\-~/]{1,60}(?:[ \t]+git:\([^)\n]{1,80}\))?(?:[ \t]+\u2717)?[ \t]+)?"
    r"(?:(?:sudo|npx|pnpx|bunx|uvx|exec|time|env|command|nohup)[ \t]+"
    r"|(?:npm[ \t]+exec|pipx[ \t]+run)[ \t]+"
    r"|(?:pnpm|yarn)[ \t]+(?:dlx|exec)[ \t]+"
    r"|[A-Za-z_][A-Za-z0-9_]{0,60}=[^\s]{0,200}[ \t]+)*$")  # NODE_ENV=production node x.js

_JS_IMPORT_RE = re.compile(
    r"""(?:\bfrom|\bimport|\bimport[ \t]*\(|\brequire[ \t]*\()[ \t]*['"]([^'"\s]{1,120})['"]""")
# Ruby's and Lua's require without parentheses: "require 'sidekiq/web'", 'require "socket"'
_BARE_REQUIRE_RE = re.compile(r"""(?<![\w.$])require[ \t]+['"]([a-z][\w.\-]{0,60})(?:/[\w.\-/]{0,100})?['"]""")
# a framework's integration package names the tool it integrates: "@astrojs/react",
# "@nuxtjs/tailwindcss" (a plugin package, "@vitejs/plugin-vue", is a tool of its own)
_INTEGRATION_PACKAGE_RE = re.compile(
    r"(?<![\w@/.\-])@(?:astrojs|nuxtjs)/([a-z][a-z0-9.\-]{1,40})(?![\w/\-])")
# a package registry's page of a package names it: "npmjs.com/package/express",
# "pypi.org/project/requests", "crates.io/crates/serde" (an import's address, "deno.land/x/oak/",
# is left alone, as a module path is)
_REGISTRY_ADDRESS_RE = re.compile(
    r"(?<![\w.\-])(?:www\.)?(?:npmjs\.com/package|pypi\.org/project|crates\.io/crates"
    r"|rubygems\.org/gems|hex\.pm/packages|pub\.dev/packages|nuget\.org/packages)"
    r"/(@?[A-Za-z0-9][\w.\-]{0,60})")
# a Markdown link whose text is its own site's name: "[revel](https://revel.github.io/)",
# "[beego](http://beego.me/)", "[chi](https://github.com/go-chi/chi)"
_SELF_LINK_RE = re.compile(
    r"\[([A-Za-z][\w.\-]{1,30})\]\(https?://(?:www\.)?([\w\-]{1,40})\.[^)\s]{0,200}?"
    r"(?:/([\w.\-]{1,40}))?/?\)")
_PY_FROM_RE = re.compile(
    r"^[ \t]*from[ \t]+([A-Za-z_][\w.]{0,100})[ \t]+import\b", re.MULTILINE)
_PY_IMPORT_RE = re.compile(
    r"^[ \t]*import[ \t]+([A-Za-z_][\w.]{0,100})[ \t]*(?:$|,|;|#|as[ \t])", re.MULTILINE)
_MISSING_MODULE_RE = re.compile(
    r"\b(?:No module named|ModuleNotFoundError:[^'\"\n]{0,40}|Cannot find module|"
    r"Can't resolve)[ \t]+['\"]([A-Za-z_@][\w.\-/@]{0,100})['\"]")
_BUMP_LINK_RE = re.compile(
    r"\b(?:[Bb]umps?|[Uu]pdates?|[Uu]pgrades?)[ \t]+\[([@\w][\w.\-/@]{0,100})\]\(\x01+\)?"
    r"[ \t]+from[ \t]+v?\d")
# a tool a package installed, run from its bin folder: "./node_modules/.bin/webpack"
_NODE_BIN_RE = re.compile(r"node_modules[/\\]\.bin[/\\]([a-z][\w.\-]{0,60})")
_PRELOAD_RE = re.compile(
    r"\b(?:node|nodemon|ts-node|mocha|tsx|bun|ava|tap|jest|c8|nyc)[ \t][^\n|&;]{0,80}?"
    r"(?<![\w\-])(?:-r|--require|--import|--loader)[ \t]+['\"]?(@?[a-z0-9][\w.\-]*(?:/[\w.\-]+)*)")
_GEM_RE = re.compile(r"^[ \t]*gem[ \t]+['\"]([\w\-]{1,100})['\"]", re.MULTILINE)
_PACKAGE_JSON_DEP_RE = re.compile(
    r"\"(@?[a-z0-9][\w.\-]{0,100}(?:/[\w.\-]{1,100})?)\"[ \t]*:[ \t]*\"[\^~>=<v* ]{0,4}\d")
_REQUIREMENT_RE = re.compile(
    r"^[ \t]*([A-Za-z][\w.\-]{0,100})(?:\[[\w,\-]{1,100}\])?[ \t]*(?:==|>=|~=|<=|!=)[ \t]*\d",
    re.MULTILINE)
_INSTALL_RE = re.compile(
    r"(?<![\w\-./])(?:(?:npm|pnpm|yarn|bun)[ \t]+(?:install|add|i)|pip3?[ \t]+install"
    r"|python3?[ \t]+-m[ \t]+pip[ \t]+install|uv[ \t]+(?:add|pip[ \t]+install)"
    r"|poetry[ \t]+add|cargo[ \t]+add|gem[ \t]+install|brew[ \t]+install"
    r"|apt(?:-get)?[ \t]+install)\b([^\n&|;`<>]{0,300})")
_PACKAGE_SPEC_RE = re.compile(r"(@[a-z0-9][\w.\-]*/)?[a-z0-9][\w.\-]*(?:/[\w.\-@]+)*")
_INSTALL_STOP = frozenset({
    "and", "then", "to", "in", "for", "with", "or", "the", "a", "an", "it", "so", "as", "into",
    "from", "on", "if", "but", "&&", "||", "which", "that", "again",
})

_PATH_RE = re.compile(
    r"(?<![\w.\-/\\:@~$%])((?:\.{1,2}[/\\])*)([A-Za-z_.][\w.\-]{0,100})"
    # a separator is "/" or up to four backslashes (an escaped Windows path: "app\\\\tests.py")
    r"((?:(?:/|\\{1,4})[\w.@+\-\[\]()]+)+)")
_COMPILER_POSITION_RE = re.compile(r"\(\d{1,7}(?:,\d{1,7})?\)?$")  # tsc: src/a.ts(1,31)
_BACKSLASHES_RE = re.compile(r"\\+")  # "app\\\\tests.py", as a string literal writes it
#: Top folders of build and dependency output: paths under them are not the project's files.
_NOT_PROJECT_FOLDERS = frozenset({
    "dist", "build", "out", "target", "node_modules", "vendor", "coverage", "__pycache__",
    "site-packages", "dist-packages", ".next", ".nuxt", ".venv", "venv", ".git", ".cache",
    ".tox", "bower_components",
    # caches of downloaded modules, tools and packages
    ".terraform", ".gradle", ".m2", ".npm", ".yarn", ".pnpm-store", ".cargo", ".rustup", ".rvm",
    ".rbenv", ".nvm", ".pyenv", ".conda", ".bundle", ".pub-cache", "Pods", "DerivedData",
    ".pio", ".dart_tool", ".stack-work", "zig-cache", "zig-out", ".zig-cache", "_build",
    # a system folder written without its slash ("usr/lib/nim/pure/times.nim")
    "usr",
    # placeholders of documentation ("path/to/file.js", "foo/bar.py")
    "path", "foo", "xyz", "your", "some", "example",
})
_PLACEHOLDER_FOLDER_RE = re.compile(
    r"(?i)(?:some|your|my|the|any|a)[_\-]?(?:path|dir|directory|folder)s?|path[_\-]?to(?:[_\-]\w+)?"
    r"|(?-i:(?:your|Your|votre|Votre|ton|Ton|dein|Dein|tu|Tu)[A-Z_\-]\w*)")
_PATH_AFTER_DIFF_PREFIX_RE = re.compile(r"[\w.\-]+/")
_DIFF_GIT_LINE_RE = re.compile(r"(?:^|\n)diff --git[ \t][^\n]{0,280}$")
_DIFF_LINE_RE = re.compile(r"(?:^|\n)(?:[-+]{3}|diff --git|Index:)[^\n]{0,20}$")
_EXTENSION_RE = re.compile(r"\.[A-Za-z0-9]{0,9}[A-Za-z][A-Za-z0-9]{0,9}$")

# An endpoint path: segments of URL characters, {key} / :id / <int:id> parameters (optional
# ones too: {id?}, and :id? before the path's closing quote or its next segment) and [a|b]
# alternatives ("/v1/[subjects|aspects]/{key}").
_ENDPOINT_PATH = (r"/(?::\w{1,40}\?(?=[\"'`/])|\{\?\w{1,40}\*?\}|\{\w{1,40}\?\}|[\w\-.~%!$&*+=:@{}/]|<[\w:]{1,40}>|\[[\w\-.|]{1,200}\]"
                  r"|\(:?\w{1,40}(?:[ \t]\w{1,40}){0,3}\)|\{\w{1,40}(?:[ \t]\w{1,40}){1,3}\})*")
_METHODS_RE = r"(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)"
# "GET /api/users", "POST/api/x", "PATCH `/api/user/:id`", 'Started GET "/account"'
_ENDPOINT_RE = re.compile(
    r"(?<![\w\-./])" + _METHODS_RE
    + r"[\]:]?(?:[`*]{0,2}[ \t]{1,3}[`\"'*]{0,2}|[`\"']|(?=/[A-Za-z{:]))"
    r"(?:(?:(?:request|requests|call|calls)[ \t]+(?:(?:is[ \t]+)?not[ \t]+(?:supported|allowed)"
    r"[ \t]+|(?:fails|failed|sent|made)[ \t]+)?)?(?:to|on|at|for|against)[ \t]+"
    # "a POST request to the endpoint /x"
    r"(?:the[ \t]+(?:(?:endpoint|route|url|path)[ \t]+)?)?[`\"']?)?"
    r"(" + _ENDPOINT_PATH + ")")
# "POST endpoint: /x", "the GET endpoint `/x`", "GET route (/x)", "GET -> /x", "GET - /x",
# "`DELETE` method to `/keys`"
_METHOD_WORD_PATH_RE = re.compile(
    r"(?<![\w\-./])" + _METHODS_RE + r"[`*]{0,2}(?:[ \t]+(?i:endpoint|route|request|call|method)s?"
    r"(?:[ \t]*:|[ \t]+(?:to|for|on|at))?|[ \t]*(?:->|=>|\u2192|[-\u2013\u2014]))[ \t]*[(`\"']?("
    + _ENDPOINT_PATH + ")")
_GLUED_ENDPOINT_RE = re.compile(
    r"(?<=[a-z])(GET|POST|PUT|PATCH|DELETE)[ \t]+(" + _ENDPOINT_PATH + r")(?=[ \t]+(?:\u2192|->|-|:))")
# several methods on one path: "GET, PUT, and DELETE on /books/:id", "GET and POST to `/x`"
_METHOD_LIST_PATH_RE = re.compile(
    r"(?<![\w\-./])((?:GET|POST|PUT|PATCH|DELETE)(?:[ \t]*(?:,|/|&)?[ \t]*(?:(?:and|or)[ \t]+)?"
    r"(?:GET|POST|PUT|PATCH|DELETE)(?![\w/])){1,4})[ \t]*,?[ \t]+"
    r"(?:(?:requests?|methods?|calls?|verbs?|routes?|handlers?)[ \t]+)?(?:on|to|for|at|against)[ \t]+"
    r"(?:the[ \t]+(?:(?:same[ \t]+)?(?:endpoint|route|url|path)[ \t]+)?)?[`\"']?("
    + _ENDPOINT_PATH + ")")
_LISTED_METHOD_RE = re.compile(r"GET|POST|PUT|PATCH|DELETE")
_LIST_CONJUNCTION_RE = re.compile(r"\b(?:and|or)\b|&")
# a list of routes with the method in parentheses: "(GET) /openapi", "`(POST) /ventures`"
_PAREN_METHOD_RE = re.compile(
    r"\(" + _METHODS_RE + r"\)[ \t]{1,3}[`\"']?(" + _ENDPOINT_PATH + ")")
# a path on a line of its own, then the methods it takes on the lines under it:
# "- /products" / "  - GET - list all" / "  - POST - create"
_PATH_LINE_RE = re.compile(
    r"(?m)^([ \t]*)(?:[-*+][ \t]+)?[`*]{0,2}(" + _ENDPOINT_PATH + r")[`*]{0,2}:?[ \t]*$")
_METHOD_LINE_RE = re.compile(
    r"([ \t]*)(?:[-*+][ \t]+)?(?:\[[ xX]?\][ \t]+)?[`*]{0,2}" + _METHODS_RE + r"\b[`*]{0,2}(?![ \t]*/)")
# two methods sharing a path: "GET and POST /api/users", "GET|POST /x"
_SHARED_PATH_RE = re.compile(
    r"(?<![\w\-./])" + _METHODS_RE + r"(?:[ \t]*[,|/][ \t]*|[ \t]+(?:and|or|&)[ \t]+)"
    + _METHODS_RE + r"[ \t]{1,3}[`\"']?(" + _ENDPOINT_PATH + ")")
# fetch('/x', { method: 'POST' }) and { method: 'POST', url: '/x' }
_FETCH_METHOD_RE = re.compile(
    r"(?<![\w$])[A-Za-z_$][\w$]{0,40}[ \t]*\([ \t]*['\"`](" + _ENDPOINT_PATH + r")['\"`][ \t]*,[ \t]*\{"
    r"[^}]{0,300}?\bmethod[ \t]*:[ \t]*['\"](\w{3,7})['\"]")
_CONFIG_METHOD_RE = re.compile(
    # (also a JSON route table's quoted keys: {"method": "GET", "path": "/x"}, Strapi's)
    r"\bmethod['\"]?[ \t]*:[ \t]*['\"](\w{3,7})['\"][ \t]*,[^}]{0,200}?\b(?:url|path)['\"]?[ \t]*:[ \t]*"
    r"['\"`](" + _ENDPOINT_PATH + r")['\"`]")
# "`/users/{id}` PATCH method", "/users PATCH request"
# (a path first, then what follows it: each maximal path is found once and what follows it
# matched from its end, so that a long run of path characters costs linear time)
_PATH_START_RE = re.compile(r"(?<![\w\-./:])(`?)(" + _ENDPOINT_PATH + ")")
_THEN_METHOD_RE = re.compile(
    r"[ \t]{1,3}(\(?)" + _METHODS_RE + r"\b(\)?)(?:[ \t]+(?:method|request|requests|endpoint|call|route))?")
# a table row "| GET | /api/products |"
# (a page's table may have each cell on a line of its own: "| GET |\n/api/books |")
_TABLE_ROW_RE = re.compile(
    r"\|[ \t]*`?" + _METHODS_RE + r"`?[ \t]*\|[ \t]*\n?[ \t]*`?(" + _ENDPOINT_PATH + r")`?"
    r"(?:\(\.:format\))?[ \t]*\|")
# "Method: `PATCH`" and, within a few lines before or after, "URL: `/api/...`" (or Endpoint:,
# Path:), also as rows of a two-column table ("| **Call Type:** | GET |")
_FIELD_GAP = r"[*]*[ \t]*(?::[*]*[ \t]*(?:\|[ \t]*)?|\|[ \t]*)[*`]*"
_METHOD_FIELD_RE = re.compile(
    r"(?im)^[ \t*\-|]*(?:http[ \t]+)?(?:method|verb|call[ \t]+type|request[ \t]+(?:type|method))"
    + _FIELD_GAP + _METHODS_RE + r"\b")
_URL_FIELD_RE = re.compile(
    r"(?im)^[ \t*\-|]*(?:url|uri|endpoint(?:[ \t]+required)?|path|route)" + _FIELD_GAP
    + "(" + _ENDPOINT_PATH + ")")
# route definitions: app.get('/users'), router.post("/x"), Route::get('/about')
_ROUTE_DEF_RE = re.compile(
    r"(?:\b(?:app|router|route|Route|api|server|r|e|g|mux|axios|http|client|\$http|agent"
    r"|requests|session|httpClient|superagent|request|ky|got)"
    r"|\))(?:\.|::)(get|post|put|patch|delete|GET|POST|PUT|PATCH|DELETE)"
    # a generic type (http.get<User[]>), and a base URL before the path: BASE + '/x',
    # `${API_URL}/x`, f"{base}/x"
    r"(?:<[^>\n]{1,80}>)?[ \t]*\([ \t]*(?:[A-Za-z_][\w.]{0,60}[ \t]*\+[ \t]*)?f?['\"`]"
    r"(?:\$?\{[\w.]{1,60}\})?(" + _ENDPOINT_PATH + r")['\"`]")
# jQuery and the like: { url: '/x', type: 'POST' } (method: after url:)
_URL_THEN_METHOD_RE = re.compile(
    r"\burl[ \t]*:[ \t]*['\"`](" + _ENDPOINT_PATH + r")['\"`][ \t]*,[^}]{0,200}?"
    r"\b(?:method|type)[ \t]*:[ \t]*['\"](\w{3,7})['\"]")
# ASP.NET: [HttpPost("/x")], or [HttpPost] with [Route("/x")] next to it
_ASPNET_VERB_RE = re.compile(
    r"\[Http(Get|Post|Put|Patch|Delete)(?:[ \t]*\([ \t]*\"(" + _ENDPOINT_PATH + r")\"[^)\]]*\))?\]")
_ASPNET_ROUTE_RE = re.compile(r"\[Route[ \t]*\([ \t]*\"(" + _ENDPOINT_PATH + r")\"[ \t]*\)\]")
# Go: http.HandleFunc("/x", h), mux's r.HandleFunc("/x", h).Methods("GET", "POST")
_HANDLE_FUNC_RE = re.compile(
    r"\.Handle(?:Func)?[ \t]*\([ \t]*\"(" + _ENDPOINT_PATH + r")\"[^\n]{0,200}?\)"
    r"(?:\.Methods[ \t]*\(([^)\n]{1,80})\))?")
# annotations: @GetMapping("/x"), @PostMapping(value = "/x"), NestJS @Get('/x')
_ROUTE_ANNOTATION_RE = re.compile(
    r"@(Get|Post|Put|Patch|Delete)(?:Mapping)?[ \t]*\([ \t]*(?:(?:value|path)[ \t]*=[ \t]*)?"
    r"['\"](" + _ENDPOINT_PATH + r")['\"]")
# ... with several paths in braces: @DeleteMapping(path = {"/user/{name}/delete", "/user/{name}/del"})
_MAPPING_ARRAY_RE = re.compile(
    r"@(Get|Post|Put|Patch|Delete)Mapping[ \t]*\([ \t\n]*(?:(?:value|path)[ \t]*=[ \t]*)?"
    r"\{((?:[^{}()]|\{\w{1,40}\}){1,400})\}")
# the routers' own objects, whose route calls may define the root path
_SERVER_RECEIVER_RE = re.compile(r"(?:app|Route|server|api|r|e|g|mux)\b")
# a line of a route table with the route's helper before its method, as Phoenix's
# "mix phx.routes" prints it: "user_post_path  POST    /users/:user_id/posts"
_HELPER_ROUTE_LINE_RE = re.compile(
    r"(?<![\w.$])[a-z][a-z0-9_]{0,60}_(?:path|url)[ \t]{1,20}" + _METHODS_RE + r"[ \t]{1,20}("
    + _ENDPOINT_PATH + ")")
# Flask: @app.route("/x", methods=["GET", "POST"]); Rails routes: get '/photos', to: 'p#i'
_FLASK_ROUTE_RE = re.compile(
    r"\.route[ \t]*\([ \t]*['\"](" + _ENDPOINT_PATH + r")['\"][ \t]*,[ \t]*methods[ \t]*="
    r"[ \t]*[\[(]([^\])\n]{1,80})[\])]")
_RESOURCE_ROUTE_RE = re.compile(
    r"Route::(?:api)?[Rr]esource[ \t]*\([ \t]*['\"](" + _ENDPOINT_PATH + r")['\"]([^;]{0,300})")
_ONLY_ACTIONS_RE = re.compile(r"['\"]only['\"][ \t]*=>[ \t]*\[([^\]]{0,200})\]")
_RESOURCE_ACTIONS = {"index": "GET", "store": "POST"}
_RAILS_ROUTE_RE = re.compile(
    r"(?m)^[ \t]*(?:Dream\.)?(get|post|put|patch|delete)[ \t]+['\"](" + _ENDPOINT_PATH
    + r")['\"][ \t]*(?:,|=>|:?$|do\b|\{)")
# an OpenAPI document: a path key, then method keys indented under it
_OPENAPI_PATH_RE = re.compile(
    r"(?m)^([ \t]*(?:\*|//|#)?[ \t]*)['\"]?(" + _ENDPOINT_PATH + r")['\"]?:[ \t]*$")
_OPENAPI_METHOD_RE = re.compile(r"(?m)^([ \t]+)(get|post|put|patch|delete|head|options):[ \t]*$")
_COMMENT_PREFIX_RE = re.compile(r"[ \t]*(?:\*|//|#)")
# a table row naming the path first: "| `/api/books` | `GET` |"
_TABLE_PATH_METHOD_RE = re.compile(
    r"\|[ \t]*`?(" + _ENDPOINT_PATH + r")`?[ \t]*\|[ \t]*[`*]{0,2}" + _METHODS_RE
    + r"[`*]{0,2}[ \t]*\|")
# Spring: @RequestMapping(value = "/x", method = RequestMethod.POST), in either order
_REQUEST_MAPPING_RE = re.compile(r"@RequestMapping[ \t]*\(([^)]{1,400})\)")
_MAPPING_PATH_RE = re.compile(r"['\"](" + _ENDPOINT_PATH + r")['\"]")
# Spring Security: .antMatchers(HttpMethod.GET, "/a", "/b"), .requestMatchers(HttpMethod.POST, "/x")
_HTTP_METHOD_PATHS_RE = re.compile(
    r"\bHttpMethod\.(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)((?:\s{0,60},\s{0,60}\"" + _ENDPOINT_PATH
    + r"\"){1,30})")
_REQUEST_METHOD_RE = re.compile(r"\bRequestMethod\.(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\b")
# Express: router.route('/books').get(list).post(create)
_ROUTE_CHAIN_RE = re.compile(
    r"\.route[ \t]*\([ \t]*['\"`](" + _ENDPOINT_PATH + r")['\"`][ \t]*\)((?:[ \t\n]*\.(?:get|post|put"
    r"|patch|delete)[ \t]*\([^;]{0,300}?\))+)")
_CHAINED_METHOD_RE = re.compile(r"\.(get|post|put|patch|delete)[ \t]*\(")
# Route definitions of more frameworks, whatever the router object is called:
# Gin, Echo, httprouter, bunrouter: r.GET("/x", h), group.POST("/x", h), v1.DELETE("/x", h)
# (a stray blank inside the quotes, '"/x "', is the text's typo, not part of the path)
_UPPER_ROUTE_RE = re.compile(
    r"(?<![\w$])[A-Za-z_$][\w$]{0,40}[ \t]*\.[ \t]*(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)[ \t]*\("
    r"[ \t]*['\"`][ \t]*(" + _ENDPOINT_PATH + r")[ \t]*['\"`]")
# chi, Fiber: r.Get("/x", h); Express, Koa, Fastify with any router's name and a handler after
# the path: usersRouter.get('/x', auth, h); a decorator on any object: @bp.post('/x')
# (the call may continue a chain from the line before, "router\n  .get('/book', h)", or from a
# call, "new Elysia().get('/x', h)", and its path may open the next line, "app.post(\n  '/webhook', h)")
_HANDLER_ROUTE_RE = re.compile(
    r"(?<![\w$])(@?)(?:[A-Za-z_$][\w$]{0,40}(?:[ \t]*\n[ \t]*)?|(?m:^)[ \t]*\.?|(?<=\)))\."
    r"(get|post|put|patch|delete|Get|Post|Put|Patch|Delete)"
    r"[ \t]*\([ \t]*(?:\n[ \t]*)?['\"`](" + _ENDPOINT_PATH + r")['\"`][ \t]*([,)])")
# ASP.NET minimal APIs: app.MapGet("/x", ...)
_MAP_GROUP_RE = re.compile(
    r"\b(\w{1,60})[ \t]*=[ \t]*[\w.]{1,60}\.MapGroup[ \t]*\([ \t]*\"(/" + _ENDPOINT_PATH[1:] + r")\"")
_RECEIVER_BEFORE_RE = re.compile(r"(?<![\w.])(\w{1,60})[ \t\n]*$")
# a router group: users := r.Group("/users"), v1 = app.Group("/v1")
_PREFIXED_API_ROUTER_RE = re.compile(
    r"\b(\w{1,60})[ \t]*(?::[ \t]*\w{1,40}[ \t]*)?=[ \t]*(?:fastapi\.)?APIRouter[ \t]*\([^)]{0,300}?\bprefix[ \t]*="
    r"[ \t]*[\"'](?!/?[\"'])")
_ROUTER_GROUP_RE = re.compile(
    r"\b(\w{1,60})[ \t]*:?=[ \t]*[\w.]{1,60}\.Group[ \t]*\([ \t]*\"(/" + _ENDPOINT_PATH[1:] + r")\"")
_MAP_VERB_RE = re.compile(
    r"\.Map(Get|Post|Put|Patch|Delete)[ \t]*\([ \t]*@?\"(/?" + _ENDPOINT_PATH[1:] + r")\"")
# Ktor: get("/x") { ... }, post("/x") { ... } (no object before the call; a block after it)
_KTOR_ROUTE_RE = re.compile(
    r"(?<![\w.$@])(get|post|put|patch|delete|head|options)[ \t]*\([ \t]*\"(" + _ENDPOINT_PATH
    + r")\"[ \t]*\)[ \t]*\{")
# Ktor: route("/x") { get { ... } post { ... } }: the methods of the block, without a path of
# their own
_KTOR_BLOCK_RE = re.compile(r"(?<![\w.$@])route[ \t]*\([ \t]*\"(" + _ENDPOINT_PATH + r")\"[ \t]*\)[ \t]*\{")
# Ktor typed routes: @Location("/x") / @Resource("/x") class T ... post<T> { }
_KTOR_LOCATION_RE = re.compile(
    r"@(?:Location|Resource)[ \t]*\([ \t]*\"(" + _ENDPOINT_PATH + r")\"[ \t]*\)\s{0,200}?"
    r"(?:(?:data|internal|private|public|open)[ \t]+)*class[ \t]+([A-Za-z_]\w{0,60})")
# Rails' route table ("rails routes", or the one its error page lists): the path's "(.:format)"
# tells it apart, whatever the blanks or cell bars between the method and the path
_FORMAT_SUFFIX = r"\(\.:format\)"
_RAILS_TABLE_RE = re.compile(
    r"(?<![\w\-./])(GET|POST|PUT|PATCH|DELETE)(?:\|(?:GET|POST|PUT|PATCH|DELETE))?[ \t|]{1,60}`?("
    + _ENDPOINT_PATH + r")" + _FORMAT_SUFFIX)
# Rails and Laravel routes without their leading slash: get 'photos/:id', to: 'photos#show';
# Route::post('user/{id}', ...)
_SLASHLESS_PATH = r"[A-Za-z_:{][\w\-.:{}/]{0,200}"
_RAILS_SLASHLESS_RE = re.compile(
    r"(?m)^[ \t]*(get|post|put|patch|delete)[ \t]+['\"](" + _SLASHLESS_PATH
    + r")['\"][ \t]*(?:,[ \t]*(?:to:|=>|controller:|action:|as:)|=>)")
_LARAVEL_SLASHLESS_RE = re.compile(
    r"\bRoute::(get|post|put|patch|delete)[ \t]*\([ \t]*['\"](" + _SLASHLESS_PATH + r")['\"]")
# ASP.NET and Spring attribute routes without their leading slash: [HttpGet("{id}")],
# @GetMapping("users/{id}")
_ASPNET_SLASHLESS_RE = re.compile(
    r"\[Http(Get|Post|Put|Patch|Delete)[ \t]*\([ \t]*\"([A-Za-z_:{\[][\w\-.:{}\[\]/]{0,200})\"")
_ANNOTATION_SLASHLESS_RE = re.compile(
    r"@(Get|Post|Put|Patch|Delete)Mapping[ \t]*\([ \t]*(?:(?:value|path)[ \t]*=[ \t]*)?\"("
    + _SLASHLESS_PATH + r")\"")
# NestJS decorators without their leading slash: @Get(':id'), @Post('login')
_NEST_SLASHLESS_RE = re.compile(
    r"@(Get|Post|Put|Patch|Delete)[ \t]*\([ \t]*['\"](" + _SLASHLESS_PATH + r")['\"][ \t]*\)")
# JAX-RS (and Quarkus, Helidon): @GET next to @Path("/x"), within the annotation lines around it
_JAXRS_VERB_RE = re.compile(r"(?<![\w.])@(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\b(?![ \t]*\()")
_JAXRS_PATH_RE = re.compile(r"@Path[ \t]*\([ \t]*(?:value[ \t]*=[ \t]*)?\"(/?" + _ENDPOINT_PATH[1:] + r")\"")
# Symfony: @Route("/x", methods={"GET"}), #[Route('/x', methods: ['POST'])]; Bottle:
# @route('/x', method='POST')
_ROUTE_METHODS_ARG_RE = re.compile(
    r"\b[Rr]oute[ \t]*\([ \t]*(?:path[ \t]*[:=][ \t]*)?['\"](" + _ENDPOINT_PATH + r")['\"][^)\n]{0,200}?"
    r"\bmethods?[ \t]*[:=][ \t]*([{\[(]?[^})\]\n]{1,80})")
# a route function named after its method, without an object: Spring WebFlux's GET("/x"),
# Bottle's and Rust's attribute routes (@get('/x'), #[get("/x")], #[post("/x", data = ...)])
_VERB_FUNCTION_RE = re.compile(
    r"(?:(?<![\w.$@])(GET|POST|PUT|PATCH|DELETE)|(?:@|#\[)(get|post|put|patch|delete))"
    r"[ \t]*\([ \t]*['\"](" + _ENDPOINT_PATH + r")['\"]")
# Axum: .route("/x", get(list).post(create)); Actix: .route("/x", web::post().to(h))
_AXUM_ROUTE_RE = re.compile(
    r"\.route[ \t]*\([ \t]*\"(" + _ENDPOINT_PATH + r")\"[ \t]*,[ \t]*((?:(?:web::)?(?:get|post|put|patch"
    r"|delete)[ \t]*\([^()\n]{0,80}(?:\([^()\n]{0,40}\))?[^()\n]{0,40}\)[ \t]*\.?[ \t]*(?:to[ \t]*\([^()\n]{0,80}\)"
    r"[ \t]*\.?)?)+)")
_METHOD_WORD_RE = re.compile(r"\b(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|get|post|put|patch|delete)\b")
_AXUM_METHOD_RE = re.compile(r"(?<![\w])(get|post|put|patch|delete)[ \t]*\(")
# a route registered by a call whose first arguments are the method, quoted in capitals, and
# the path: aiohttp's add_route('POST', '/x', h), Echo's e.Add("GET", "/x", h), httprouter's
# Handle("GET", "/x", h)
_METHOD_STRING_ROUTE_RE = re.compile(
    r"\([ \t]*(['\"])" + _METHODS_RE + r"\1[ \t]*,[ \t]*['\"](" + _ENDPOINT_PATH + r")['\"]")
# Actix's resource: .resource("/x", |r| r.method(http::Method::POST).with(h)), over lines too
_ACTIX_RESOURCE_RE = re.compile(
    r"\.resource[ \t]*\([ \t\n]*\"(" + _ENDPOINT_PATH + r")\"[ \t]*,[^;]{0,200}?"
    r"\b[Mm]ethod::(GET|POST|PUT|PATCH|DELETE)\b")
# aiohttp: app.router.add_get('/x', handler)
_ADD_VERB_RE = re.compile(
    r"\.add_(get|post|put|patch|delete)[ \t]*\([ \t]*['\"](" + _ENDPOINT_PATH + r")['\"]")
# Phoenix's router: get "/users", UserController, :index
_PHOENIX_ROUTE_RE = re.compile(
    r"(?m)^[ \t]*(get|post|put|patch|delete)[ \t]+\"(" + _ENDPOINT_PATH + r")\"[ \t]*,[ \t]*[A-Z]\w*")
# an OpenAPI document in JSON: "/users/{id}": { "get": {...}, "delete": {...} }
_OPENAPI_JSON_PATH_RE = re.compile(r"\"(" + _ENDPOINT_PATH + r")\"[ \t]*:[ \t]*\{")
_JSON_KEY_OR_BRACE_RE = re.compile(r"\"(get|post|put|patch|delete|head|options)\"[ \t]*:|[{}]")
# a method named near a path in prose: "`/registerCache` is a registered route at `POST` method"
_AT_METHOD_AFTER_PATH_RE = re.compile(
    r"[`'\"]?(?=[ \t])[^.\n;!?/]{0,60}?[ \t]"
    r"(?:at|with|for|via|using|accepts?|takes|expects|supports|only)[ \t]+(?:(?:a|an|the)[ \t]+)?"
    r"[`'\"*]{0,2}" + _METHODS_RE + r"[`'\"*]{0,2}[ \t]+(?:method|request|verb|requests)s?\b")
_STATIC_FILE_RE = re.compile(r"\.(?:php|html?|aspx?|jsp|js|css|png|jpe?g|gif|ico|svg|txt|xml)$")
_HTTP_VERSION_RE = re.compile(r"[ \t]+HTTP/\d")
# a concrete request, not an endpoint: a long hex id or number in the path
_CONCRETE_SEGMENT_RE = re.compile(
    r"/(?:[0-9a-fA-F]{16,}|\d{6,}"
    r"|(?=[0-9a-f]{0,40}[0-9])(?=[0-9a-f]{0,40}[a-f])[0-9a-f]{7,40}"  # a short hash: a1b2c3d
    r"|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})(?:/|$)")
# ... or a number after a collection's name ("/users/42", "/books/7/reviews"); a number after
# /api/ or a version is part of the API's address ("/api/3/action")
_NUMBERED_ITEM_RE = re.compile(r"/(?!api/|v\d{1,2}/)[A-Za-z][\w\-.]*/\d{1,5}(?:/|$)")

_MAX_NAME_LEN = 300

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
    "ide", "browser", "browsers",
})
# "React for the frontend", "Go for our backend services".
_FOR_TARGETS = frozenset({
    "frontend", "front-end", "backend", "back-end", "ui", "api", "apis", "server", "servers",
    "cli", "client", "web", "app", "apps", "services", "service", "microservices", "website",
    "mobile", "desktop", "dashboard", "gateway",
})
_FOR_DETERMINERS = frozenset({"the", "our", "a", "an", "its", "their", "my", "your", "all"})
# Hyphen suffixes that keep a name a name ("TypeScript-first", "React-based").
_HYPHEN_SUFFIXES = frozenset({
    "based", "powered", "first", "friendly", "only", "style", "compatible", "specific",
    "related", "driven", "backed", "centric", "heavy", "like", "aware", "ready", "enabled",
    "flavored", "flavoured", "focused", "oriented", "api", "apis", "sdk", "cli", "client", "server",
    "native", "ful",  # "Kube-native", "REST-ful"
    "hosted", "managed", "deployed", "fronted", "rendered", "integrated", "agnostic",
})
# An integer after a name is not a version when one of these follows ("Go 10 steps back").
_UNIT_WORDS = frozenset({
    "minute", "minutes", "min", "mins", "hour", "hours", "day", "days", "week", "weeks",
    "month", "months", "year", "years", "second", "seconds", "secs", "step", "steps", "time",
    "times", "mile", "miles", "km", "meters", "metres", "feet", "blocks", "block", "pages",
    "lines", "percent", "%", "points", "people", "items", "more", "less", "euros", "dollars",
    "laps", "rounds", "floors", "kilometers", "kilometres", "yards", "km/h", "mph",
})


# --------------------------------------------------------------------------------------------
# Public API
# --------------------------------------------------------------------------------------------


def extract_entities(text: str) -> list[ExtractedEntity]:
    """Technologies, file paths and API endpoints in *text*, deduplicated, in order of first
    appearance (technologies by canonical name, files by path, endpoints by "METHOD /path")."""
    prepared = _prepare(text)
    if prepared is None:
        return []
    found: list[tuple[int, int, ExtractedEntity]] = []
    found.extend(_technology_hits(prepared))
    found.extend(_file_hits(prepared.masked))
    found.extend(_endpoint_hits(prepared.masked))
    found.extend(_url_endpoint_hits(prepared.text))
    return _dedup(found)


MENTION_CONTEXT_CHARS = 60  # of the text on each side of a mention, kept with it for review


def extract_mentions(text: str) -> list[tuple[ExtractedEntity, str]]:
    """As extract_entities, each entity with the text around its first mention (whitespace
    collapsed, cut at words, "…" where the text goes on): where a reviewer sees what was meant."""
    prepared = _prepare(text)
    if prepared is None:
        return []
    found: list[tuple[int, int, ExtractedEntity]] = []
    found.extend(_technology_hits(prepared))
    found.extend(_file_hits(prepared.masked))
    found.extend(_endpoint_hits(prepared.masked))
    found.extend(_url_endpoint_hits(prepared.text))
    found.sort(key=lambda h: (h[0], h[1]))  # (offset, kind order, entity), as _dedup takes them
    first: dict[ExtractedEntity, int] = {}
    for start, _order, entity in found:
        first.setdefault(entity, start)
    # The mention's end, as near as the name tells (an alias may be longer or shorter).
    return [(entity, _context(prepared.text, start, start + len(entity.name))) for entity, start in first.items()]


def _context(text: str, start: int, end: int, chars: int = MENTION_CONTEXT_CHARS) -> str:
    lo, hi = max(0, start - chars), min(len(text), end + chars)
    if lo > 0:  # from the start of a word
        space = text.find(" ", lo, start)
        lo = space + 1 if space != -1 else lo
    if hi < len(text):
        space = text.rfind(" ", end, hi)
        hi = space if space != -1 else hi
    snippet = " ".join(text[lo:hi].replace("\x00", " ").split())
    # Stored as UTF-8: a lone surrogate (text decoded with surrogateescape) becomes "?".
    snippet = snippet.encode("utf-8", "replace").decode("utf-8")
    return ("…" if lo > 0 else "") + snippet + ("…" if hi < len(text) else "")


def extract_technologies(text: str) -> list[str]:
    """Canonical names of the technologies in *text*, in order of first appearance."""
    return [e.name for e in extract_entities(text) if e.type == TECHNOLOGY]


def extract_file_paths(text: str) -> list[str]:
    """File paths in *text*, in order of first appearance."""
    return [e.name for e in extract_entities(text) if e.type == FILE]


def extract_api_endpoints(text: str) -> list[str]:
    """API endpoints ("GET /api/users") in *text*, in order of first appearance."""
    return [e.name for e in extract_entities(text) if e.type == API_ENDPOINT]


# --------------------------------------------------------------------------------------------
# Preparation: normalisation, masking of URLs and e-mail addresses, code regions
# --------------------------------------------------------------------------------------------


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


def _looks_like_code(line: str) -> bool:
    """An indented line that reads as code (an indented poem or quotation does not): it has
    code punctuation, or opens with a lower-case command name ("npm ci", "go build")."""
    if _CODE_CHARS_RE.search(line):
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


# --------------------------------------------------------------------------------------------
# Technologies
# --------------------------------------------------------------------------------------------

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


def _strip_chunk(raw: str, start: int) -> tuple[str, int, int]:
    core = raw.rstrip(_TRAILING_STRIP)
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
    strong_hits.extend(_identifier_hits(masked))
    if "." in masked or "::" in masked:
        # a library's own API, in code, through the name its documentation imports it as:
        # "app.use(express.json())", "gin.HandlerFunc", "iris.Context", "Rack::Test" (in a
        # sentence, "express.static()" is an identifier the writer quotes)
        for m in _LIBRARY_MEMBER_RE.finditer(masked):
            name, members = _LIBRARY_MEMBERS[m.group(1)]
            if m.group(2) in members and code.region_at(m.start(), m.end()) is not None:
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
    return hits


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
        unticked.extend(m.span() for m in group if m.group(1) == " ")
        for m in ticked:
            form = SURFACE_FORMS.get(m.group(2).strip().strip("*`").casefold())
            if form is not None:
                added.append((m.start(2), 0, ExtractedEntity(TECHNOLOGY, form.technology.name)))
    if not unticked and not added:
        return hits
    kept = [hit for hit in hits
            if hit[2].type != TECHNOLOGY or not any(lo <= hit[0] < hi for lo, hi in unticked)]
    return kept + added


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
# before it: "the language of databases (SQL)", "langage SQL", "compiled to CSS", "génère du SQL"
_FORMAT_BEFORE_RE = re.compile(
    r"(?:\b(?:languages?|langages?|lenguajes?)\b[^.\n]{0,30}"
    r"|\b(?:compil\w{0,5}|transpil\w{0,5}|generat\w{0,4}|génère|générer|writ\w{0,4})"
    r"[ \t]+(?:(?:to|into|in|du|de|des|en|some|the|plain|raw)[ \t]+){0,2})[(\[\"'`]?$",
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
        if (_FORMAT_QUALIFIER_RE.match(masked, end)
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
        elif "/" in core or "\\" in core:
            # "React/Redux", "npm/yarn", "TypeScript/TSX": names side by side, every segment
            # a lexicon name, or capitalised words without dots of which one is; else a path
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
                segs = core.split("/")
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
    if core.islower() and nxt.islower() and len(nxt) > 3:
        return None
    form = SURFACE_FORMS.get(key + nxt.casefold())
    if form is None or form.level != DISTINCTIVE or " " in form.text:
        return None
    if len(form.text) != len(core) + len(nxt) or not form.text[len(core)].isupper():
        return None  # the name has no word boundary there: "This error" is not thiserror
    return _Piece(cs, ne, f"{core} {nxt}", i + 1 if ne == chunks[i + 1][1] else -1, form, None)


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


def _judge(piece: _Piece, masked: str, code: _CodeMap, chunks, cores
           ) -> tuple[Technology, int, bool] | None:
    """(technology, strength, at sentence start?) for a piece, or None to reject it."""
    form = piece.form
    region = code.region_at(piece.start, piece.end)
    in_code = region is not None
    if code.json_fences and any(a <= piece.start < b for a, b in code.json_fences):
        return None

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
    if masked.startswith(":", piece.end) and _NOT_FOUND_RE.match(masked, piece.end):
        return None  # an environment report's "Android SDK: Not Found"
    if _COMPILED_CRATE_RE.match(masked, piece.end) and _BUILD_LOG_BEFORE_RE.search(
            masked, max(0, piece.start - 40), piece.start):
        return None  # cargo's log of the crates it builds: "Compiling serde v1.0.140"
    if piece.kind == "pkgversion":
        return tech, _STRONG, False
    if piece.all_named and not in_code:
        return tech, _STRONG, False  # "Node/Express", "HTML/CSS"
    if not _names_its_product(masked, code, form):
        # "Compose" is Docker Compose only in a text that names Docker, or in a list of
        # technologies ("ELK, Loki, Datadog")
        if in_code or form.text != piece.text or not tech.list_ok:
            return None
        return tech, _CANDIDATE, _at_sentence_start(masked, piece.start)
    if form.text != tech.name and piece.text != form.text and _yaml_key(masked, piece):
        return None  # a configuration key spelt like an alias: "dockerfile: ./Dockerfile"
    if _build_info_field(masked, piece):
        return None  # a program's own build info: "Go version: go1.10.3", "Git commit: e68fc7a"
    if in_code and region[2] == _CodeMap.FENCED and _in_comment(masked, region, piece):
        in_code = False  # "// Go back if the user cancels" is prose
    if form.level == DISTINCTIVE:
        if (tech.lower_case_word and piece.text.islower() and not in_code
                and form.text.casefold() == tech.name.casefold()):
            # an everyday phrase in technical text too: "please read the docs"
            return (tech, _STRONG, False) if _has_cue(piece, masked, chunks, cores, True) else None
        if in_code or not (_is_everyday(form) or (tech.everyday_lower and piece.text.islower())):
            return tech, _STRONG, False
        prose_cue: list[str] = []
        if piece.kind == "hyphen" or _has_cue(piece, masked, chunks, cores, True, prose_cue):
            return tech, _STRONG, False
        return tech, (_WEAK_CUED if prose_cue else _WEAK), False
    if piece.text == form.text:
        if in_code and (tech.plain_in_code or _span_exact(masked, region, piece)
                        or _command_position(masked, region, piece)):
            return tech, _STRONG, False
        if in_code:  # "kind: Deployment": an identifier, unless a cue says otherwise
            return (tech, _STRONG, False) if _has_cue(piece, masked, chunks, cores,
                                                      tech.qualifier_ok) else None
        prose_cue = [] if form.level == ENGLISH_WORD else None
        if piece.kind == "hyphen" or _has_cue(piece, masked, chunks, cores, tech.qualifier_ok,
                                              prose_cue):
            return tech, _STRONG, False
        if prose_cue:
            return tech, _WEAK_CUED, False
        sentence_start = _at_sentence_start(masked, piece.start)
        if form.level == ENGLISH_WORD and not (tech.prose_word and sentence_start):
            return tech, _WEAK, False
        if form.level == ENGLISH_WORD and _alone_on_line(masked, piece):
            if _used_as_a_word(masked, piece.text):
                return tech, _CANDIDATE, True  # a heading "Bootstrap" where the text says "for bootstrap"
            return tech, _WEAK, False  # a field's value: "### Operating system\n\nWindows"
        if (form.level == AMBIGUOUS and tech.context_ok and form.text == tech.name
                and not sentence_start and not _in_title(masked, piece)):
            return tech, _CANDIDATE_IN_CONTEXT, sentence_start
        if (form.level == ENGLISH_WORD and sentence_start and tech.context_ok
                and form.text == tech.name and not _in_title(masked, piece)):
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
    if piece.kind == "slash" and piece.text.islower():
        return tech, _CANDIDATE, False  # "npm/yarn": confirmed by the name beside it
    if piece.kind == "plain":
        if piece.token is not None and _bullet_line_head(masked, piece):
            return tech, _CANDIDATE, False  # "- [ ] yarn": confirmed by the bullets around it
        if tech.kind == "api" and masked.endswith(("API ", "APIs "), 0, piece.start):
            return tech, _WEAK, False  # "API Rest"
        if _version_after(piece, masked, chunks, cores, allow_int=False):
            return tech, _STRONG, False
        if _version_after(piece, masked, chunks, cores, allow_int=True):
            return tech, _WEAK, False
        # lower-case with a qualifier or a verb phrase ("a react component", "migrating to
        # bun"): believed in a technical text; "cargo build" reads as a command, and a command
        # needs a command's context (see _SUBCOMMAND_RE)
        # (the technology's own name only: lower-case "node" is mostly a graph's or a
        # cluster's, "node image")
        # (or capitalised where the name is lower-case: "a Pandas dataframe")
        if ((piece.text.islower() or (form.text.islower() and piece.text == form.text.capitalize()))
                and (tech.list_ok or tech.qualifiers) and piece.chunk >= 0
                and form.text == tech.name and not _SUBCOMMAND_RE.match(masked, piece.end)
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
    return None


# the fields a Go program's "version" output reports about its own build (docker, kubectl):
# its "Git commit", and its "Go version" next to that commit
_GIT_COMMIT_AFTER_RE = re.compile(r"[ \t]+(?:[Cc]ommit|[Rr]evision|SHA|[Hh]ash):[ \t]*[0-9a-f]{6,}\b")
_GO_VERSION_AFTER_RE = re.compile(r"[ \t]+[Vv]ersion:[ \t]*go\d")
_GIT_COMMIT_FIELD_RE = re.compile(r"Git ?(?:[Cc]ommit|[Rr]evision|SHA)\"?:")
_COMPONENT_LINE_RE = re.compile(r"[ \t]*[\w.\-]{1,40}[ \t]+version:[ \t]")
_OWN_BUILD_LINE_RE = re.compile(r"\bversion:?[ \t]+v?\d[\w.\-]{0,30},[ \t]+build[ \t]+[0-9a-f]{6,}")


_NOT_FOUND_RE = re.compile(r":[ \t]*(?:[Nn]ot [Ff]ound|N/A|[Nn]ot [Ii]nstalled)\b")
_COMPILED_CRATE_RE = re.compile(r"[ \t]+v\d")
_BUILD_LOG_BEFORE_RE = re.compile(
    r"(?:^|\n)[ \t]*(?:Compiling|Checking|Downloaded|Fresh|Documenting)[ \t]+$")
# an environment report (envinfo, "react-native info"): "Yarn:\n    version: 1.22.19"
_ENV_VERSION_LINE_RE = re.compile(r":[ \t]*\n[ \t]+[Vv]ersion:[ \t]*v?\d{1,4}\.\d")


# (the word after the command is code-like, "phx.new", "-v", "deps.get", not "make sure")
# (or a subcommand and an option: "helm install --set x=1", "cargo clippy --all-targets"; a
# dot inside a word is no sentence's end: "-f values.yaml")
_COMMAND_LINE_REST_RE = re.compile(
    r"[ \t]+(?:-|[\w]{1,40}[.:/=@_\-][^\s]{0,60}[ \t]|[a-z][a-z\-]{1,30}(?=[ \t]+-))"
    r"[^\n]{0,150}?(?:^|[ \t])--?[a-z][\w\-]*(?:[^\n.]|\.(?=[\w/]))*$", re.M)


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


def _template_choice_closes(masked: str, end: int) -> bool:
    """Does the parenthesis around a template's choices or example close as a field's label
    ("... | conda | ...): venv", "..., e.g. Anaconda):")?"""
    close = masked.find(")", end, end + 80)
    return close != -1 and "\n" not in masked[end:close] and (
        "|" in masked[end:close] or masked.startswith(":", close + 1))


def _not_a_mention(masked: str, piece: _Piece) -> bool:
    """Text that looks like a name but is a log's, a prompt's or a configuration's word: Rails'
    "as HTML", a tsconfig's "module": "commonjs", Git Bash's "MINGW64" and oh-my-zsh's
    "git:(main)" prompts; an issue template's example in its brackets ("OS: [e.g. Ubuntu]",
    "Browser [e.g. chrome, firefox]"), which the writer did not fill in."""
    before = masked[max(0, piece.start - 120):piece.start]
    if "[" in before or "(" in before:
        example = _TEMPLATE_EXAMPLE_BEFORE_RE.search(before)
        if example is not None and (example.group().startswith("[")
                                    or _template_choice_closes(masked, piece.end)):
            return True
    if before.endswith(" as ") and _RAILS_FORMAT_BEFORE_RE.search(before):
        return True
    if before.endswith('"') and _TSCONFIG_VALUE_BEFORE_RE.search(before):
        return True
    if piece.text.startswith("MINGW") and _MINGW_PROMPT_BEFORE_RE.search(before):
        return True
    if "{" in before and _IMPORT_BRACE_BEFORE_RE.search(before) and _IMPORT_BRACE_AFTER_RE.match(
            masked, piece.end):
        return True  # a binding a module exports: "import { Context, Hono, Next } from 'hono'"
    if piece.text == "goroutine" and _GO_TRACE_AFTER_RE.match(masked, piece.end):
        return True  # a Go runtime's panic trace of some program: "goroutine 24 [running]:"
    return piece.text == "git" and _GIT_PROMPT_AFTER_RE.match(masked, piece.end) is not None


_IMPORT_BRACE_BEFORE_RE = re.compile(r"\bimport[ \t]+(?:type[ \t]+)?(?:\w+[ \t]*,[ \t]*)?\{[^{}\n]{0,200}$")
_IMPORT_BRACE_AFTER_RE = re.compile(r"[^{}\n]{0,200}\}[ \t]*from[ \t]*['\"]")


_TEMPLATE_EXAMPLE_BEFORE_RE = re.compile(
    r"\[[ \t]*(?:e\.g\.|eg[.:]|ex[.:]|example:)[^\]\n]{0,80}$"
    # a template's choices in parentheses: "(N/A | venv | virtualenv | conda | ...)", and its
    # example in a field's parentheses: "Python version (& distribution if applicable, e.g. Anaconda):"
    r"|\((?:[^()|\n]{0,30}\|){1,8}[^()|\n]{0,30}$"
    r"|\([^()\n]{0,60}\be\.g\.[^()\n]{0,60}$", re.IGNORECASE)


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
    known = code.cache.get(first)
    if known is None:
        known = code.cache[first] = re.search(
            r"(?<![\w])" + re.escape(first), masked, re.IGNORECASE) is not None
    return known


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


def _is_everyday(form: SurfaceForm) -> bool:
    """A level-1 spelling that is also an everyday word: the name of an ``everyday`` entry
    (its coined aliases, "golang", "python3", are not)."""
    tech = form.technology
    return tech.everyday and form.text.casefold() == tech.name.casefold()


# --------------------------------------------------------------------------------------------
# Technical context: is a paragraph (or the whole text) about software?
# --------------------------------------------------------------------------------------------

# Words that show a text is about software; a "strong" one rarely occurs elsewhere, a "weak"
# one often does ("build a house", "the film's release") and counts for half, 1 point at most.
_STRONG_TECH_WORDS = frozenset("""
api apis sdk cli repo repos repository repositories compiler compilers compile compiled compiling
backend back-end frontend front-end runtime runtimes dependency dependencies codebase programming
programmer programmers developer developers devs open-source opensource config configs
configuration deploy deployed deploying deployment deployments localhost json yaml xml http https
commit commits debug debugging debugger syntax plugin plugins stacktrace traceback exception
exceptions kernel ide terminal command-line endpoint endpoints middleware microservice
microservices database databases sql server-side client-side webapp coding devops ci/cd
pull-request refactor refactoring toolchain unittest unittests async frameworks namespace
boilerplate end-to-end e2e orm mvc ci docker linux github gitlab npm pip regex parser lint linter
linting bundler router routing middleware webhook webhooks payload stacktrace stack-trace
serverless env variable variables stdout stderr cpu gpu binary binaries executable repl
scripting typescript javascript html css workflow workflows
auth oauth authentication authenticated unauthenticated ssh url urls undefined boolean params
argv env lockfile iphone ipad
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
    r"\b[A-Z]\w{0,40}(?:Error|Exception)\b[:(]|\b(?:Traceback|panic|FATAL|npm ERR!|error\[E\d{4}\])"
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
}


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
        self._language: str | None = None

    def believes(self, item: _Item, ambiguous: bool = False) -> bool:
        if item.tech.word_in:
            if self._language is None:
                self._language = _language(self._masked)
            if self._language in item.tech.word_in:
                return False
        k = bisect.bisect_right(self._breaks, item.start) - 1
        start = self._breaks[k]
        end = self._breaks[k + 1] if k + 1 < len(self._breaks) else len(self._masked)
        score = self._scores.get(k)
        if score is None:
            score = self._scores[k] = self._score(start, end)
        if ambiguous:
            paragraph_needs, text_needs = _AMBIGUOUS_PARAGRAPH_THRESHOLD, _AMBIGUOUS_TEXT_THRESHOLD
        else:
            paragraph_needs = _LISTED_THRESHOLD if item.listed else _PARAGRAPH_THRESHOLD
            text_needs = _TEXT_THRESHOLD
        if score >= paragraph_needs:
            return True
        if self._text_score is None:
            self._text_score = self._score(0, len(self._masked), _SCORED_TEXT_CHARS)
        return self._text_score >= text_needs

    def _score(self, start: int, end: int, limit: int = _SCORED_CHARS) -> float:
        end = min(end, start + limit)  # evidence enough, at a bounded cost
        text = self._masked[start:end]
        score = 0.0
        regions = self._code.regions
        i = bisect.bisect_left(self._code._starts, end) - 1
        if i >= 0 and (regions[i][1] > start or any(
                r[1] > start for r in regions[max(0, i - 8):i])):
            score += 2.0
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
        words = set(_WORD_RE.findall(text.lower()))
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
    # a package.json script quoted in a code block ("start": "tsc && node x.js"), which the
    # scripts rule of _CodeMap cannot mark inside a fence
    return (_SCRIPT_KEY_BEFORE_RE.search(prefix) is not None
            and _SCRIPTS_BLOCK_RE.search(masked, max(0, piece.start - 3000), piece.start) is not None)


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
    return stripped[-1] in ".!?:"


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
    if not dotted:
        if not allow_int:
            return False
        after = _next_core(j, chunks, cores, chunks[j][1], masked)
        if after is not None and after[1].casefold() in _UNIT_WORDS:
            return False
        tech = piece.form.technology if piece.form is not None else None
        if (tech is not None and tech.prose_word and len(core) == 4 and core[:2] in ("19", "20")
                and piece.text == tech.name):
            return False  # "Spring 2010", "Swift 1987": a season's or a name's year
        if tech is not None and not tech.int_version_ok:
            return False  # "Apollo 11", "Ray 3": a word and a number
    return True


def _has_cue(piece: _Piece, masked: str, chunks, cores, qualifiers: bool,
             prose_cue: list[str] | None = None, soft_ok: bool = False) -> bool:
    """Does the piece have evidence of its own? With *prose_cue* given, a qualifier that
    also follows names in ordinary prose ("Swift charts", "the Redux version") is not taken
    as evidence but appended to it."""
    if _version_after(piece, masked, chunks, cores, allow_int=True):
        return True
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
            and not _YOU_KNOW_BEFORE_RE.search(masked, lo, piece.start)):
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


# --------------------------------------------------------------------------------------------
# Imports, installs, manifests
# --------------------------------------------------------------------------------------------


#: scopes that name no product of their own ("@types/node" types Node.js; "@babel/x" is Babel's)
_NEUTRAL_SCOPES = frozenset({"@types", "@internal", "@app", "@my", "@company", "@org", "@scope", "@local"})


def _technology_named(name: str, distinctive_only: bool = False) -> Technology | None:
    """The technology a lower-case name written as a command, package or program names: a code
    token's, else a spelling's (only a distinctive one's with *distinctive_only*); never a
    generic format's."""
    tech = CODE_TOKENS.get(name)
    if tech is None:
        form = SURFACE_FORMS.get(name)
        if form is not None and (form.level == DISTINCTIVE or not distinctive_only):
            tech = form.technology
    return tech if tech is not None and not tech.generic_format else None


def _scope_technology(scope: str, package: str = "") -> Technology | None:
    """The technology an npm scope belongs to: the table's ("@mui" is Material UI), else a name
    the lexicon knows spelt as the scope ("@capacitor", "@hono", "@expo", "@testing-library",
    "@vitejs"): in a package's scope a word is the project's name, whatever its level."""
    name = PACKAGE_SCOPES.get(scope)
    if name:
        return TECHNOLOGY_BY_NAME[name]
    if scope in _NEUTRAL_SCOPES or len(scope) < 3:
        return None
    word = scope[1:]
    spaced = word.replace("-", " ")
    # the package may complete the scope's name: "@testing-library/react" is React Testing Library
    keys = [f"{package} {spaced}"] if package else []
    keys += [word, spaced]
    # a project's scope may carry a suffix: "@vitejs", "@nuxt-js", "@sentryhq"
    keys += [word[:-len(suffix)] for suffix in ("js", "-js", "hq") if word.endswith(suffix)]
    return next((tech for tech in map(_technology_named, keys) if tech is not None), None)


def _lookup_package(spec: str, by_scope_name: bool = True) -> Technology | None:
    """The technology a package / module specifier names (``react``, ``@nestjs/core``,
    ``next/router``, ``flask``, ``Django``), or None (``react-dom``, ``./app``). With
    *by_scope_name* False, a scoped package names only what the scope table says (a dependency
    update keeps "@vitejs/plugin-vue" as written)."""
    if not spec or spec[0] in "./":
        return None
    low = spec.lower()
    if low.startswith("node:"):
        return TECHNOLOGY_BY_NAME["Node.js"]
    if low.startswith("@"):
        scope, _, package = low.partition("/")
        if not by_scope_name:
            name = PACKAGE_SCOPES.get(scope)
            return TECHNOLOGY_BY_NAME[name] if name else None
        return _scope_technology(scope, package.split("/", 1)[0])
    first = spec.split("/", 1)[0]
    low_first = first.lower()
    tech = CODE_TOKENS.get(low_first)
    if tech is not None:
        return tech
    form = SURFACE_FORMS.get(low_first)
    if form is not None and (form.level == DISTINCTIVE or form.text == first):
        return form.technology
    if (form is not None and by_scope_name and first == low_first
            and form.technology.name.lower() == low_first and not form.technology.generic_format
            and form.technology.kind != "language"):
        return form.technology  # require('passport'): a package's own name, whatever its level
    return None


def _package_hits(masked: str) -> list[tuple[int, int, ExtractedEntity]]:
    hits: list[tuple[int, int, ExtractedEntity]] = []

    def add(pos: int, tech: Technology | None) -> None:
        if tech is not None:
            hits.append((pos, 0, ExtractedEntity(TECHNOLOGY, tech.name)))

    if "import" in masked or "require" in masked or "from" in masked:
        for m in _JS_IMPORT_RE.finditer(masked):
            spec = m.group(1)
            if _PACKAGE_SPEC_RE.fullmatch(spec) or spec.startswith("node:"):
                add(m.start(), _lookup_package(spec))
        for m in _PY_FROM_RE.finditer(masked):
            add(m.start(1), _lookup_package(m.group(1).split(".", 1)[0]))
        for m in _PY_IMPORT_RE.finditer(masked):
            if "." in m.group(1) and masked.startswith(";", m.end(1)):
                continue  # Java's "import java.net.URI;"
            add(m.start(1), _lookup_package(m.group(1).split(".", 1)[0]))
    if "module" in masked:  # Python's "No module named 'torch'", Node's "Cannot find module 'x'"
        for m in _MISSING_MODULE_RE.finditer(masked):
            add(m.start(1), _lookup_package(m.group(1).split(".", 1)[0]))
    if "](" in masked:  # a dependency bot: "Bumps [axios](https://...) from 0.21.1 to 1.6.0"
        for m in _BUMP_LINK_RE.finditer(masked):
            add(m.start(1), _lookup_package(m.group(1)))
    if ".bin" in masked:
        for m in _NODE_BIN_RE.finditer(masked):
            add(m.start(1), _lookup_package(m.group(1)))
    if "-r" in masked or "--require" in masked or "--import" in masked or "--loader" in masked:
        # a module a Node program preloads: "nodemon -r tsconfig-paths/register index.ts"
        for m in _PRELOAD_RE.finditer(masked):
            add(m.start(1), _lookup_package(m.group(1)))
    if "gem" in masked:
        for m in _GEM_RE.finditer(masked):
            add(m.start(1), _lookup_package(m.group(1)))
    if "require" in masked:
        for m in _BARE_REQUIRE_RE.finditer(masked):
            add(m.start(1), _lookup_package(m.group(1)))
    if "@" in masked:
        for m in _INTEGRATION_PACKAGE_RE.finditer(masked):
            add(m.start(1), _lookup_integration(m.group(1)))
    if '"' in masked:
        for m in _PACKAGE_JSON_DEP_RE.finditer(masked):
            add(m.start(1), _lookup_package(m.group(1)))
    if "=" in masked:
        for m in _REQUIREMENT_RE.finditer(masked):
            add(m.start(1), _lookup_package(m.group(1)))
    for m in _INSTALL_RE.finditer(masked):
        pos = m.start(1)
        for count, arg in enumerate(_iter_words(m.group(1), pos)):
            if count >= 20:
                break
            word, wpos = arg
            if word.lower() in _INSTALL_STOP:
                break
            stop = word.endswith((".", ",", ";", ":"))
            word = word.strip("'\"").rstrip(".,;:)")
            if word and not word.startswith("-"):
                if word.startswith("@"):
                    name = "@" + word[1:].split("@", 1)[0]
                else:
                    name = re.split(r"[@=<>!~\[^]", word, maxsplit=1)[0]
                add(wpos, _lookup_package(name))
            if stop:
                break
    return hits


def _lookup_integration(name: str) -> Technology | None:
    """The technology a framework's integration package is named after (``react``, ``mdx``,
    ``solid-js``, ``tailwindcss``); the package's scope says it is one, so a level-2 name counts
    in lower case too."""
    tech = _lookup_package(name)
    if tech is not None:
        return tech
    form = SURFACE_FORMS.get(name.casefold())
    if form is not None and form.level != AMBIGUOUS:
        return form.technology
    return None


def _address_hits(text: str) -> list[tuple[int, int, ExtractedEntity]]:
    """Names a text gives through an address: a package registry's page of the package, a
    Markdown link whose text is its own site's name."""
    hits: list[tuple[int, int, ExtractedEntity]] = []
    if "/" not in text:
        return hits
    for m in _REGISTRY_ADDRESS_RE.finditer(text):
        name = m.group(1).split("@", 1)[0] if not m.group(1).startswith("@") else m.group(1)
        tech = _lookup_package(name)
        if tech is not None:
            hits.append((m.start(1), 0, ExtractedEntity(TECHNOLOGY, tech.name)))
    if "](" in text:
        for m in _SELF_LINK_RE.finditer(text):
            label = m.group(1).casefold()
            if label not in (m.group(2).casefold(), (m.group(3) or "").casefold()):
                continue
            tech = _lookup_package(m.group(1))
            if tech is None:
                form = SURFACE_FORMS.get(label)
                tech = form.technology if form is not None else None
            if tech is not None:
                hits.append((m.start(1), 0, ExtractedEntity(TECHNOLOGY, tech.name)))
    return hits


def _iter_words(text: str, offset: int) -> Iterable[tuple[str, int]]:
    for m in re.finditer(r"\S+", text):
        yield m.group(), offset + m.start()


# --------------------------------------------------------------------------------------------
# Well-known namespaces: identifiers that name their product
# --------------------------------------------------------------------------------------------
# A dotted identifier is never read for the names inside it (``electron.app.quit`` is not
# Electron); these explicit tables are the exception: namespaces and identifiers that belong to
# one product and to nothing else (``org.hibernate.HibernateException``,
# ``Microsoft.EntityFrameworkCore.Design``, ``pandas.read_csv``, ``PostgreSQLAdapter``). Calls on
# a framework's own object (``Rails.root``, ``React.memo``) and a compiler's diagnostics
# (``error TS2339``) are not in them: people name the framework or the language apart.

#: a namespace (followed by "." or "::" and an identifier) -> the technology it belongs to
_NAMESPACES: dict[str, tuple[str, ...]] = {
    # Java and the JVM
    "org.hibernate": ("Hibernate",), "hibernate": ("Hibernate",),
    "org.postgresql": ("PostgreSQL",), "com.mysql": ("MySQL",), "org.mariadb": ("MariaDB",),
    "com.microsoft.sqlserver": ("SQL Server",), "oracle.jdbc": ("Oracle Database",),
    "org.sqlite": ("SQLite",), "org.h2": ("H2 Database",),
    "org.apache.kafka": ("Kafka",), "org.apache.spark": ("Apache Spark",),
    "org.apache.hadoop": ("Hadoop",), "org.apache.camel": ("Apache Camel",),
    "org.apache.tomcat": ("Tomcat",), "org.apache.catalina": ("Tomcat",),
    "org.apache.logging.log4j": ("Log4j",), "org.apache.log4j": ("Log4j",),
    "org.apache.lucene": ("Apache Lucene",), "org.apache.flink": ("Flink",),
    "org.apache.zookeeper": ("ZooKeeper",), "org.apache.cassandra": ("Cassandra",),
    "org.junit": ("JUnit",), "org.mockito": ("Mockito",), "org.testng": ("TestNG",),
    "org.assertj": ("AssertJ",), "org.testcontainers": ("Testcontainers",),
    "org.flywaydb": ("Flyway",), "liquibase": ("Liquibase",), "io.netty": ("Netty",),
    "com.fasterxml.jackson": ("Jackson",), "org.slf4j": ("SLF4J",),
    "ch.qos.logback": ("Logback",), "io.quarkus": ("Quarkus",), "io.micronaut": ("Micronaut",),
    "org.apache.maven": ("Maven",),
    "com.google.gson": ("Gson",),
    "Ecto.Adapters.Postgres": ("PostgreSQL",), "Ecto.Adapters.MyXQL": ("MySQL",),
    "Ecto.Adapters.MySQL": ("MySQL",), "Ecto.Adapters.SQLite3": ("SQLite",), "com.google.common": ("Guava",), "io.ktor": ("Ktor",),
    "org.eclipse.jetty": ("Jetty",), "io.grpc": ("gRPC",), "okhttp3": ("OkHttp",),
    "retrofit2": ("Retrofit",), "javafx": ("JavaFX",), "org.elasticsearch": ("Elasticsearch",),
    "com.mongodb": ("MongoDB",), "redis.clients.jedis": ("Redis",), "io.lettuce": ("Redis",),
    "org.thymeleaf": ("Thymeleaf",), "lombok": ("Lombok",), "org.mapstruct": ("MapStruct",),
    "org.mybatis": ("MyBatis",), "org.jooq": ("jOOQ",), "io.vertx": ("Vert.x",),
    "io.dropwizard": ("Dropwizard",), "com.vaadin": ("Vaadin",),
    # .NET
    "Microsoft.EntityFrameworkCore.SqlServer": ("Entity Framework", "SQL Server"),
    "Microsoft.EntityFrameworkCore.Sqlite": ("Entity Framework", "SQLite"),
    "Npgsql.EntityFrameworkCore.PostgreSQL": ("Entity Framework", "PostgreSQL"),
    "Microsoft.EntityFrameworkCore": ("Entity Framework",), "System.Data.Entity": ("Entity Framework",),
    "Npgsql": ("PostgreSQL",), "MySql.Data": ("MySQL",),
    "MySqlConnector": ("MySQL",), "Microsoft.Data.SqlClient": ("SQL Server",),
    "System.Data.SqlClient": ("SQL Server",), "Microsoft.Data.Sqlite": ("SQLite",),
    "Xunit": ("xUnit",), "NUnit.Framework": ("NUnit",), "StackExchange.Redis": ("Redis",),
    "MongoDB.Driver": ("MongoDB",), "Swashbuckle": ("Swashbuckle",),
    # Python
    "pandas": ("pandas",), "numpy": ("NumPy",), "django": ("Django",), "flask": ("Flask",),
    "sqlalchemy": ("SQLAlchemy",), "torch": ("PyTorch",), "tensorflow": ("TensorFlow",),
    "sklearn": ("scikit-learn",), "matplotlib": ("Matplotlib",), "pytest": ("pytest",),
    "celery": ("Celery",), "pydantic": ("Pydantic",), "fastapi": ("FastAPI",),
    "boto3": ("boto3",), "botocore": ("boto3",), "scipy": ("SciPy",), "cv2": ("OpenCV",),
    "selenium": ("Selenium",), "bs4": ("Beautiful Soup",), "aiohttp": ("aiohttp",),
    "httpx": ("HTTPX",), "uvicorn": ("Uvicorn",), "starlette": ("Starlette",),
    "pymongo": ("PyMongo",), "psycopg2": ("PostgreSQL",), "lxml": ("lxml",),
    "rest_framework": ("Django REST framework",), "requests": ("Requests",),
    # a framework's configuration properties (quarkus.http.root-path) and a compiler's packages
    "quarkus": ("Quarkus",), "org.jetbrains.kotlin": ("Kotlin",),
    # Spring's projects by their packages
    "org.springframework.boot": ("Spring Boot",), "org.springframework.security": ("Spring Security",),
    # Elixir: a framework's modules (Phoenix.Router.NoRouteError, Ecto.Changeset)
    "Phoenix": ("Phoenix",), "Ecto": ("Ecto",),
}
_PY_LOG_RECORD_RE = re.compile(r"(?m)^[ \t]*(?:DEBUG|INFO|WARNING|ERROR|CRITICAL):([a-z_][a-z0-9_]{1,40})(?:\.[\w.]{1,80})?:")
_IMAGE_REF_RE = re.compile(
    r"(?:\bimage:[ \t]*['\"]?|(?m:^)[ \t]*FROM[ \t]+(?:--platform=\S{1,40}[ \t]+)?"
    r"|\b(?:docker|podman)[ \t]+pull[ \t]+|\bimage[ \t]+['\"]|\bPulling[ \t]+[\w\-]{1,40}[ \t]+\()"
    r"(?:[\w.\-]{1,60}(?::\d{1,5})?/){0,3}([a-z0-9][a-z0-9_.\-]{0,60})(?=:[\w.\-]{1,60}|@sha256|['\"\s)]|$)")
_SCOPED_PACKAGE_RE = re.compile(r"(?<![\w@/.\-])(@[a-z][a-z0-9.\-]{1,40})/([a-z][\w.\-]{0,60}|\*)")
_MODULE_NAMESPACE_RE = re.compile(r"(?<![\w:\\$.@/\-])([A-Z][A-Za-z0-9]{1,30})(?:::|\\)(?=[A-Z])")
_MODULE_KINDS = frozenset({"framework", "library", "tool", "platform", "database"})
_ERROR_WORD_RE = re.compile(r"Error|Exception|NotFound|[Uu]ndefined|[Ff]ail|Traceback|[Nn]ot [Ff]ound")
_VITE_LOG_TAG_RE = re.compile(r"\[vite(?::([\w\-]{1,30}))?\]")
# a lower-case crate at the head of a Rust path: "actix_web::pipeline", not "::prelude::"
_CRATE_PATH_RE = re.compile(r"(?<![\w:.$@\-/])([a-z][a-z0-9_]{1,40})::(?=[A-Za-z_{*])")
_CRATE_KINDS = frozenset({"framework", "library"})
_NAMESPACE_RE = re.compile(
    r"(?<![\w.$@/\-:])("
    + "|".join(re.escape(k) for k in sorted(_NAMESPACES, key=len, reverse=True))
    + r")(?:(\.|::)(?=[A-Za-z_][A-Za-z0-9_]+)|(?![\w\-]))")
# libraries whose conventional import name is an everyday word or another tool's: they count
# only before members of their own API (express.json, not express.anything)
_LIBRARY_MEMBERS: dict[str, tuple[str, frozenset[str]]] = {
    "express": ("Express", frozenset({"json", "urlencoded", "static", "Router", "raw", "text"})),
    "gin": ("Gin", frozenset({"Default", "New", "Context", "H", "HandlerFunc", "IRouter", "IRoutes",
                              "Engine", "RouterGroup", "SetMode", "ReleaseMode"})),
    "iris": ("Iris", frozenset({"New", "Default", "Context", "Map", "Application", "Party"})),
    "echo": ("Echo", frozenset({"New", "Context", "HandlerFunc", "Echo", "MiddlewareFunc"})),
    "fiber": ("Fiber", frozenset({"New", "Ctx", "Map", "App", "Config", "Handler"})),
    "Rack": ("Rack", frozenset({"Test", "Request", "Response", "Builder", "Utils", "Lint",
                                "PostBodyContentTypeParser", "NestedParams", "Session", "Attack",
                                "Cors", "MockRequest", "Handler", "Files", "Static"})),
    "supabase": ("Supabase", frozenset({"functions", "auth", "storage", "rpc", "channel", "from"})),
    "mongoose": ("Mongoose", frozenset({"Schema", "model", "connect", "Types", "connection"})),
    "axios": ("Axios", frozenset({"get", "post", "put", "patch", "delete", "create", "defaults",
                                  "interceptors", "request"})),
    "chi": ("chi", frozenset({"NewRouter", "Router", "NewMux", "Mux", "URLParam", "Chain",
                              "Middlewares", "RouteContext"})),
}
_LIBRARY_MEMBER_RE = re.compile(
    r"(?<![\w.$@/\-:])(" + "|".join(_LIBRARY_MEMBERS) + r")(?:\.|::)("
    + "|".join(sorted({m for _, ms in _LIBRARY_MEMBERS.values() for m in ms}, key=len, reverse=True))
    + r")\b")
# the conventional short names of two libraries, before their own API: pd.read_csv, np.zeros
_SHORT_NAMESPACE_RE = re.compile(
    r"(?<![\w.$@/\-])(?:(pd)\.(?:read_\w+|DataFrame|Series|concat|merge|to_datetime|to_numeric"
    r"|isna|isnull|notna|Timestamp|date_range|pivot_table|get_dummies|melt|crosstab|set_option"
    r"|NaT|Categorical|ExcelWriter|json_normalize)"
    r"|(np)\.(?:array|zeros|ones|arange|linspace|random|ndarray|float32|float64|int32|int64|nan"
    r"|mean|where|concatenate|reshape|sqrt|unique|vstack|hstack|asarray|empty|matmul|linalg"
    r"|uint8|argmax|argmin|stack))\b")
# a class named after the model provider it wraps (LangChain's naming): "OpenAIEmbeddings",
# "ChatOpenAI", "AzureOpenAIEmbeddings"; the provider must be a distinctive name of a service
_PROVIDER_CLASS_RE = re.compile(
    r"(?<![\w.])(?:([A-Z][A-Za-z0-9]{2,30}?)Embeddings|Chat([A-Z][A-Za-z0-9]{2,30}))(?![\w])")
_EXE_COMMAND_RE = re.compile(r"(?<![\w.\-/\\])([a-z][\w\-]{1,30})\.exe[ \t]+[a-z\-]")
# where a command starts: a line's start, after a prompt ("D:\\work>", "$") or a usage line's
# "Usage:"
_EXE_POSITION_RE = re.compile(r"[ \t]*(?:Usage:[ \t]*|[^\n]{0,60}[>$#%][ \t]*)?")
_PROVIDER_KINDS = frozenset({"service", "tool", "cloud", "platform", "library"})
# a database's adapter, dialect or driver class: PostgreSQLAdapter, PostgreSQL95Dialect
_DB_CLASS_RE = re.compile(
    r"(?<![A-Za-z])(PostgreSQL|Postgres|MySQL|MariaDB|SQLite|SQLServer|SqlServer|Oracle|Mongo"
    r"|Redis|H2)\d*(?:Adapter|Dialect|Driver)\b")
_DB_CLASS_TECHNOLOGY = {"postgresql": "PostgreSQL", "postgres": "PostgreSQL", "mysql": "MySQL",
                        "mariadb": "MariaDB", "sqlite": "SQLite", "sqlserver": "SQL Server",
                        "oracle": "Oracle Database", "mongo": "MongoDB", "redis": "Redis",
                        "h2": "H2 Database"}
# an error or exception class a library names after itself: MongooseServerSelectionError,
# SQLAlchemyError, PrismaClientKnownRequestError, AxiosError, HibernateException
_ERROR_CLASS_RE = re.compile(r"(?<![\w.$])([A-Z][A-Za-z0-9]{2,60}?)(?:Error|Exception)\b")
_CAMEL_WORD_RE = re.compile(r"[A-Z]+(?=[A-Z][a-z]|\d|$)|[A-Z]?[a-z]+|\d+")


def _error_class_technology(stem: str) -> str | None:
    """The technology whose name opens an error class's name, written as the lexicon writes it
    (a distinctive name, or a word-like one in its own casing, four letters or more)."""
    words = _CAMEL_WORD_RE.findall(stem)
    for n in range(min(3, len(words)), 0, -1):
        prefix = "".join(words[:n])
        form = SURFACE_FORMS.get(prefix.casefold())
        if (form is not None and len(prefix) >= 4 and form.level != AMBIGUOUS
                and (form.level == DISTINCTIVE or form.text == prefix)
                and form.text == form.technology.name):
            return form.technology.name
    return None


# a program run by its path in a bin folder: "/usr/bin/tsc --outDir", "#!/usr/bin/env node"
_BIN_COMMAND_RE = re.compile(
    r"(?m)(?:^|[$+>#][ \t]+|#!)[ \t]*(?:/usr(?:/local)?|/opt/homebrew|/opt/[\w.\-]{1,40})?"
    r"/s?bin/(?:env[ \t]+)?([a-z][\w.+\-]{0,30})(?=[ \t]|$)")
# (shells and the everyday utilities people do not name as technologies when a log runs them)
_SHELLS = frozenset({"Bash", "Zsh", "Git", "SSH", "OpenSSL"})
# Terraform: provider sources and blocks, backends, resource types
_TERRAFORM_SOURCE_RE = re.compile(
    r"(?<![\w.\-])hashicorp/(aws|google|azurerm|kubernetes|helm|vault|consul)(?![\w\-])")
_TERRAFORM_BLOCK_RE = re.compile(
    r"(?m)^[ \t]*(provider|backend|resource|data)[ \t]+\"([a-z][a-z0-9_]{0,60})\"")
_TERRAFORM_PROVIDERS = {"aws": "AWS", "google": "Google Cloud", "azurerm": "Azure",
                        "kubernetes": "Kubernetes", "helm": "Helm", "vault": "Vault",
                        "consul": "Consul", "digitalocean": "DigitalOcean",
                        "cloudflare": "Cloudflare", "github": "GitHub", "docker": "Docker"}
_TERRAFORM_BACKENDS = {"s3": "Amazon S3", "gcs": "Google Cloud Storage", "consul": "Consul",
                       "pg": "PostgreSQL", "kubernetes": "Kubernetes"}
_TERRAFORM_RESOURCE_PREFIXES = (("aws_s3_", "Amazon S3"), ("aws_lambda_", "AWS Lambda"),
                                ("aws_dynamodb_", "DynamoDB"), ("aws_ecr_", "Amazon ECR"),
                                ("aws_", "AWS"), ("google_", "Google Cloud"), ("azurerm_", "Azure"))
# a resource type outside its block: a provider's changelog entry ("resource/aws_lambda_function:",
# "data-source/aws_s3_bucket:"), Terraform's diagnostics ('in resource "aws_eip" "nat":') and a
# resource's address in a plan's output or an error ("module.s3.aws_s3_bucket.provider",
# "aws_s3_bucket.b")
_TERRAFORM_TYPE_RE = re.compile(
    r"(?<![\w\-./])(?:(?:resource|data-source)/((?:aws|google|azurerm)_[a-z0-9_]{1,60})(?![\w\-])"
    r"|(?<=\bin[ \t]resource[ \t]\")((?:aws|google|azurerm)_[a-z0-9_]{1,60})(?=\"[ \t]\")"
    r"|(?:module\.[\w\-]{1,60}\.)*((?:aws|google|azurerm)_[a-z0-9_]{1,60})\.[a-z_][\w\-]{0,60}(?![\w\-(.]))")
# a task of Elixir's build tool ("mix ecto.migrate", "mix phx.server") names Mix, and the
# application it belongs to when it writes the application's name ("mix phoenix.gen.html",
# "mix ecto.create"; "phx" is an abbreviation, not the framework's name)
_MIX_TASK_RE = re.compile(r"(?<![\w.\-/])mix[ \t]+([a-z][a-z_]{1,30})\.[a-z_][\w.]{0,40}")
_MIX_TASK_APPS = {"phoenix": "Phoenix", "ecto": "Ecto", "hex": "Hex"}


# Go modules that name their product, as a Go import writes them: import "github.com/gin-gonic/gin"
# (not a module path in a stack trace or in the go tool's output: those are dependencies'
# frames and downloads)
_GO_MODULES: dict[str, str] = {
    "github.com/gin-gonic/gin": "Gin", "github.com/labstack/echo": "Echo",
    "github.com/gofiber/fiber": "Fiber", "github.com/go-chi/chi": "chi",
    "github.com/gorilla/mux": "Gorilla Mux", "gorm.io/gorm": "GORM", "github.com/jinzhu/gorm": "GORM",
    "github.com/spf13/cobra": "Cobra", "github.com/spf13/viper": "Viper",
    "github.com/stretchr/testify": "Testify", "github.com/sirupsen/logrus": "Logrus",
    "go.uber.org/zap": "Zap", "github.com/uptrace/bunrouter": "BunRouter",
    "github.com/julienschmidt/httprouter": "httprouter", "github.com/redis/go-redis": "go-redis",
    "github.com/go-redis/redis": "go-redis", "github.com/jackc/pgx": "pgx",
    "github.com/onsi/ginkgo": "Ginkgo", "github.com/onsi/gomega": "Gomega",
    "google.golang.org/grpc": "gRPC", "github.com/prometheus/client_golang": "Prometheus",
    "k8s.io/client-go": "Kubernetes", "github.com/aws/aws-sdk-go": "AWS",
    "github.com/aws/aws-sdk-go-v2": "AWS", "go.mongodb.org/mongo-driver": "MongoDB",
    "github.com/lib/pq": "PostgreSQL", "github.com/go-sql-driver/mysql": "MySQL",
    "github.com/mattn/go-sqlite3": "SQLite", "github.com/golang-jwt/jwt": "JWT",
    "github.com/beego/beego": "Beego", "github.com/gobuffalo/buffalo": "Buffalo",
}
_GO_MODULE_NAMES = "|".join(re.escape(k) for k in sorted(_GO_MODULES, key=len, reverse=True))
_GO_MODULE_RE = re.compile(r"\"(" + _GO_MODULE_NAMES + r")(?:/v\d{1,2})?(?:/[\w.\-/]{1,100})?\"")
_GO_GET_RE = re.compile(
    r"\bgo[ \t]+(?:get|install)[ \t]+(?:-[\w]{1,10}[ \t]+){0,3}(" + _GO_MODULE_NAMES + r")(?![\w\-])")
_BREWFILE_ENTRY_RE = re.compile(r"(?m)^[ \t]*(?:brew|cask)[ \t]+[\"']([a-z0-9][\w@.+\-]{0,60})[\"']")
# a GitHub Actions workflow step ("uses: actions/checkout@v4") or one of GitHub's own actions
# named in a sentence ("enable the cache of actions/setup-node")
_ACTIONS_USES_RE = re.compile(
    r"\buses:[ \t]*['\"]?[\w.\-]{1,60}/[\w.\-/]{1,100}@[\w.\-]{1,40}")
_GITHUB_ACTION_RE = re.compile(
    r"(?<![\w.\-/@])actions/(?:checkout|setup-[a-z]{2,12}|cache|upload-artifact|download-artifact"
    r"|github-script|labeler|stale|upload-pages-artifact|deploy-pages|configure-pages)(?![\w\-/])")


# NestJS's logger: "[Nest] 12345  - 01/02/2024, 10:00:00 AM     LOG [NestFactory] ..."
_NEST_LOG_RE = re.compile(r"\[Nest\][ \t]+\d{1,7}[ \t]+-")


def _identifier_hits(masked: str) -> list[tuple[int, int, ExtractedEntity]]:
    """Technologies named by the well-known namespaces and identifiers of the tables above."""
    hits: list[tuple[int, int, ExtractedEntity]] = []

    def add(pos: int, name: str | None) -> None:
        if name in TECHNOLOGY_BY_NAME:
            hits.append((pos, 0, ExtractedEntity(TECHNOLOGY, name)))

    if "." in masked or "::" in masked:
        for m in _NAMESPACE_RE.finditer(masked):
            if m.group(2) is None and "." not in m.group(1):
                continue  # a one-word namespace counts only before its members: "pandas.read_csv"
            for name in _NAMESPACES[m.group(1)]:
                add(m.start(), name)
        for m in _SHORT_NAMESPACE_RE.finditer(masked):
            add(m.start(), "pandas" if m.group(1) else "NumPy")
    if "::" in masked:
        # a Rust crate's path names the crate, its hyphens written as underscores
        # (actix_web::middleware, bevy::prelude::Vec3, tokio::spawn)
        for m in _CRATE_PATH_RE.finditer(masked):
            form = SURFACE_FORMS.get(m.group(1).replace("_", "-"))
            if form is not None and form.technology.kind in _CRATE_KINDS:
                add(m.start(), form.technology.name)
    if ":" in masked:
        # Python's logging names the library that logged: "INFO:werkzeug: * Running on",
        # "WARNING:urllib3.connectionpool:Retrying"
        for m in _PY_LOG_RECORD_RE.finditer(masked):
            tech = _technology_named(m.group(1).lower(), distinctive_only=True)
            if tech is not None:
                add(m.start(1), tech.name)
    if "image" in masked or "FROM" in masked or "pull" in masked or "Pulling" in masked:
        # a container image names the program it packs: "image: redis:latest", "FROM
        # node:20-alpine", "docker pull bitnami/postgresql:15", "Pulling db (postgres:alpine)"
        for m in _IMAGE_REF_RE.finditer(masked):
            tech = _technology_named(m.group(1).lower())
            if tech is not None and tech.kind != "os":
                add(m.start(1), tech.name)
    if "@" in masked:
        # a scoped npm package names its scope's project: "@capacitor/cli 7.0.1", "@hono/zod-validator"
        for m in _SCOPED_PACKAGE_RE.finditer(masked):
            tech = _scope_technology(m.group(1).lower(), m.group(2).lower())
            if tech is not None:
                add(m.start(), tech.name)
    if "::" in masked or "\\" in masked:
        # a Ruby, Perl, PHP or C++ namespace opens with its framework's name: "Sidekiq::Web",
        # "Mojolicious::Lite", "Symfony\\Component\\HttpKernel", "Qt::AlignLeft"
        # (not an error's class or a line of an error: "ActiveRecord::Migrator:Class
        # (NoMethodError)", "Symfony\\Component\\HttpKernel\\Exception" name what failed)
        for m in _MODULE_NAMESPACE_RE.finditer(masked):
            form = SURFACE_FORMS.get(m.group(1).casefold())
            if (form is not None and form.technology.kind in _MODULE_KINDS
                    and (form.level == DISTINCTIVE or form.text == m.group(1))):
                # (the line around it, at most 300 characters each side: linear on long lines)
                lo = max(0, m.start() - 300)
                line_start = max(lo, masked.rfind("\n", lo, m.start()) + 1)
                line_end = masked.find("\n", m.end(), m.end() + 300)
                line = masked[line_start:line_end if line_end != -1 else m.end() + 300]
                if _ERROR_WORD_RE.search(line) is None and not masked.endswith("#<", 0, m.start()):
                    add(m.start(), form.technology.name)  # (Ruby's inspect, "#<X::Y>", is a value)
    if "[vite" in masked:
        for m in _VITE_LOG_TAG_RE.finditer(masked):
            add(m.start(), "Vite")  # Vite's plugins tag their errors: "[vite:esbuild]"
            if m.group(1) == "esbuild":
                add(m.start(1), "esbuild")
    for m in _DB_CLASS_RE.finditer(masked):
        add(m.start(), _DB_CLASS_TECHNOLOGY[m.group(1).lower()])
    if ".exe" in masked:
        # a tool's Windows executable, as a command or in a usage line: "cargo.exe build",
        # "Usage: cargo.exe build [OPTIONS]", "> node.exe server.js"
        for m in _EXE_COMMAND_RE.finditer(masked):
            tech = CODE_TOKENS.get(m.group(1).lower())
            line_start = masked.rfind("\n", max(0, m.start() - 80), m.start()) + 1
            if tech is not None and (line_start or m.start() <= 80) and _EXE_POSITION_RE.fullmatch(
                    masked, line_start, m.start()):
                add(m.start(1), tech.name)
    if "Embeddings" in masked or "Chat" in masked:
        # a class named after the model provider it wraps: "OpenAIEmbeddings", "ChatOllama",
        # "AzureOpenAIEmbeddings", "HuggingFaceEmbeddings"
        for m in _PROVIDER_CLASS_RE.finditer(masked):
            form = lookup_surface_form(m.group(1) or m.group(2))
            if form is not None and form.level == DISTINCTIVE and form.technology.kind in _PROVIDER_KINDS:
                add(m.start(), form.technology.name)
    if "Error" in masked or "Exception" in masked:
        for m in _ERROR_CLASS_RE.finditer(masked):
            add(m.start(), _error_class_technology(m.group(1)))
    if "bin/" in masked:
        for m in _BIN_COMMAND_RE.finditer(masked):
            tech = _lookup_package(m.group(1))
            if tech is not None and tech.name not in _SHELLS:
                add(m.start(1), tech.name)
    if "/" in masked:
        for m in _GO_MODULE_RE.finditer(masked):
            add(m.start(), _GO_MODULES[m.group(1)])
        if "go " in masked:
            # the go tool adding a module: "go get -u github.com/spf13/cobra@latest"
            for m in _GO_GET_RE.finditer(masked):
                add(m.start(1), _GO_MODULES[m.group(1)])
    if "brew " in masked or "cask " in masked:
        # a Brewfile's entries: 'brew "starship"', 'cask "docker"'
        for m in _BREWFILE_ENTRY_RE.finditer(masked):
            tech = _lookup_package(m.group(1))
            if tech is None:
                form = SURFACE_FORMS.get(m.group(1).lower())
                tech = form.technology if form is not None and form.text.lower() == m.group(1).lower() else None
            if tech is not None and not tech.generic_format:
                add(m.start(1), tech.name)
    if "actions/" in masked or "uses:" in masked:
        for m in _ACTIONS_USES_RE.finditer(masked):
            add(m.start(), "GitHub Actions")
        for m in _GITHUB_ACTION_RE.finditer(masked):
            add(m.start(), "GitHub Actions")
    if "[Nest]" in masked:
        for m in _NEST_LOG_RE.finditer(masked):
            add(m.start(), "NestJS")
    if "hashicorp/" in masked:
        for m in _TERRAFORM_SOURCE_RE.finditer(masked):
            add(m.start(), _TERRAFORM_PROVIDERS.get(m.group(1)))
    if "aws_" in masked or "google_" in masked or "azurerm_" in masked:
        for m in _TERRAFORM_TYPE_RE.finditer(masked):
            add(m.start(), _terraform_resource_technology(m.group(1) or m.group(2) or m.group(3)))
    if "mix" in masked:
        for m in _MIX_TASK_RE.finditer(masked):
            add(m.start(), "Mix")
            add(m.start(1), _MIX_TASK_APPS.get(m.group(1)))
    if '"' in masked:
        for m in _TERRAFORM_BLOCK_RE.finditer(masked):
            kind, label = m.group(1), m.group(2)
            if kind == "provider":
                add(m.start(2), _TERRAFORM_PROVIDERS.get(label))
            elif kind == "backend":
                add(m.start(2), _TERRAFORM_BACKENDS.get(label))
            else:
                add(m.start(2), _terraform_resource_technology(label))
    return hits


def _terraform_resource_technology(resource_type: str) -> str | None:
    """The service a Terraform resource type belongs to ("aws_s3_bucket" -> Amazon S3)."""
    return next((name for prefix, name in _TERRAFORM_RESOURCE_PREFIXES if resource_type.startswith(prefix)), None)


# --------------------------------------------------------------------------------------------
# Packages a project depends on, named beyond the lexicon
# --------------------------------------------------------------------------------------------
# Two statements name a technology whether or not the lexicon knows it: a dependency update
# ("Bump is-ci from 3.0.0 to 4.0.0", "update dependency @vitejs/plugin-vue to v5"), and, in
# a sentence, a package named the way its ecosystem names plugins and integrations
# ("eslint-plugin-vue", "uglifyjs-webpack-plugin", "react-native-maps", "django-jsonfield"):
# a name the lexicon knows is stored as the lexicon spells it, another as written.

_PACKAGE_NAME = r"@?[a-z0-9][\w.\-]{0,100}(?:/[a-z0-9][\w.\-]{0,100})?"
_DEPENDENCY_UPDATE_RE = re.compile(
    r"\b(?:[Bb]ump(?:s|ed)?[ \t]+(?:dependency[ \t]+)?`?(" + _PACKAGE_NAME + r")`?[ \t]+from[ \t]+v?\d"
    r"|[Uu]pdated?[ \t]+(?:dependency|module|(?:rust[ \t]+)?crate|package)[ \t]+`?(" + _PACKAGE_NAME
    + r")`?[ \t]+to[ \t]+v?\d"
    r"|[Uu]pdated?[ \t]+`?(" + _PACKAGE_NAME + r")`?[ \t]+from[ \t]+v?\d[\w.\-]{0,30}[ \t]+to[ \t]+v?\d)")
# "bump electron to 45.3.2", "upgraded node to 20": a version set for a name the lexicon knows
# (another word there is mostly not a package: "bump the version to 2.0")
_KNOWN_VERSION_SET_RE = re.compile(
    r"\b(?:[Bb]ump(?:s|ed|ing)?|[Uu]pgrad(?:e|es|ed|ing)|[Uu]pdat(?:e|es|ed|ing)|[Dd]owngrad(?:e|es|ed|ing)"
    r"|[Pp]in(?:s|ned|ning)?)[ \t]+`?(" + _PACKAGE_NAME + r")`?[ \t]+to[ \t]+v?\d")
# plugin and integration packages by their ecosystem's naming convention
_PATTERNED_PACKAGE_RE = re.compile(
    r"(?<![\w\-./@\\])("
    r"eslint-(?:plugin|config)-[a-z0-9][\w\-]{0,60}|[a-z0-9][\w\-]{0,60}-webpack-plugin"
    r"|babel-(?:plugin|preset)-[a-z0-9][\w\-]{0,60}|(?:vite|rollup|prettier)-plugin-[a-z0-9][\w\-]{0,60}"
    r"|gatsby-(?:plugin|source|transformer)-[a-z0-9][\w\-]{0,60}|stylelint-config-[a-z0-9][\w\-]{0,60}"
    r"|postcss-[a-z][\w\-]{1,60}|react-native-[a-z][\w\-]{1,60}|pytest-[a-z][\w\-]{1,60}"
    r"|django-[a-z][\w\-]{1,60}|flask-[a-z][\w\-]{1,60}|jest-[a-z][\w\-]{1,60}"
    r"|karma-[a-z][\w\-]{1,60}|gulp-[a-z][\w\-]{1,60}|grunt-contrib-[a-z][\w\-]{1,60}"
    # Neovim's and Vim's plugins ("lualine.nvim", "nvim-cmp", "vim-plug"), Fastify's and Koa's
    r"|[a-z][\w\-]{0,40}\.nvim|n?vim-[a-z][\w\-]{1,60}|fastify-[a-z][\w\-]{1,60}|koa-[a-z][\w\-]{1,60}"
    r")(?![\w\-/@]|\.\w)")
# commands and files that share the shape
_NOT_PACKAGES = frozenset({"django-admin", "react-native-cli"})
_FILE_LIKE_RE = re.compile(r"\.(?:md|txt|json|ya?ml|toml|lock|js|ts|py|rb|go|rs|html|css|sh)$")


def _dependency_hits(masked: str, code: "_CodeMap") -> list[tuple[int, int, ExtractedEntity]]:
    hits: list[tuple[int, int, ExtractedEntity]] = []

    def add(pos: int, name: str, known_only: bool = False) -> None:
        name = name.rstrip(".-")
        if not name or name in _NOT_PACKAGES or _FILE_LIKE_RE.search(name):
            return
        tech = _lookup_package(name, by_scope_name=False)
        form = SURFACE_FORMS.get(name.casefold())
        if tech is None and form is not None:
            tech = form.technology
        if tech is None:
            # a package spelling of a multi-word name: "django-rest-framework"
            form = SURFACE_FORMS.get(name.replace("-", " ").casefold())
            if form is not None and form.technology.name.casefold() == name.replace("-", " ").casefold():
                tech = form.technology
        if tech is None and known_only:
            return
        hits.append((pos, 0, ExtractedEntity(TECHNOLOGY, tech.name if tech is not None else name)))

    if "ump" in masked or "pdate" in masked:
        for m in _DEPENDENCY_UPDATE_RE.finditer(masked):
            start = m.start(1) if m.group(1) else m.start(2) if m.group(2) else m.start(3)
            add(start, m.group(1) or m.group(2) or m.group(3))
    if " to " in masked:
        for m in _KNOWN_VERSION_SET_RE.finditer(masked):
            add(m.start(1), m.group(1), known_only=True)
    if "-" in masked:
        for m in _PATTERNED_PACKAGE_RE.finditer(masked):
            region = code.region_at(m.start(), m.end())
            if region is not None and region[2] == _CodeMap.FENCED:
                continue  # named in a sentence (or a whole code span), not used in code
            add(m.start(), m.group(1))
    if "dependencies:" in masked:
        # a Dart package's manifest: the entries of its dependencies blocks with their versions
        # ("dependencies:" / "  google_fonts: ^1.1.0"; "flutter:" with "sdk: flutter" is the SDK)
        for count, block in enumerate(_DEPENDENCIES_BLOCK_RE.finditer(masked)):
            if count >= _MAX_ROUTE_BLOCKS:
                break
            pos = block.end()
            for _ in range(200):
                line = _YAML_CHILD_LINE_RE.match(masked, pos)
                if line is None:
                    break
                entry = _VERSIONED_ENTRY_RE.fullmatch(line.group(1)) if line.group(1) else None
                if entry is not None:
                    add(line.start(1) + entry.start(1), entry.group(1))
                pos = line.end()
    return hits


_DEPENDENCIES_BLOCK_RE = re.compile(r"(?m)^(?:dev_)?dependencies:[ \t]*$")
# the next line of a block: blank, or indented under the block's key
_YAML_CHILD_LINE_RE = re.compile(r"\n(?:[ \t]*(?=\n)|[ \t]{2,12}([^\n]{0,200}))")
_VERSIONED_ENTRY_RE = re.compile(
    r"([a-z][a-z0-9_]{1,60}):[ \t]*[\"']?[\^~>=<]{0,2}[ \t]*\d{1,4}\.\d{1,4}(?:\.\d{1,4})?[\w.+\-]{0,20}[\"']?[ \t]*")


# --------------------------------------------------------------------------------------------
# Files and endpoints
# --------------------------------------------------------------------------------------------


def _strip_trailing(value: str) -> str:
    while value:
        last = value[-1]
        if last in ".,:;!?'\"":
            value = value[:-1]
        elif last in ")]}":
            opener = {")": "(", "]": "[", "}": "{"}[last]
            if value.count(last) > value.count(opener):
                value = value[:-1]
            else:
                break
        else:
            break
    return value


def _file_hits(masked: str) -> list[tuple[int, int, ExtractedEntity]]:
    hits: list[tuple[int, int, ExtractedEntity]] = []
    if "/" not in masked and "\\" not in masked:
        return hits
    for m in _PATH_RE.finditer(masked):
        root = m.group(2)
        if not _is_project_folder(root) or root in HTTP_METHODS:
            continue  # "POST/webhooks.php": a method glued to its endpoint
        raw = m.group(2) + m.group(3)
        if root in ("a", "b") and (
                _DIFF_LINE_RE.search(masked, max(0, m.start() - 30), m.start())
                or _DIFF_GIT_LINE_RE.search(masked, max(0, m.start() - 300), m.start())):
            # "--- a/package.json", "diff --git a/x b/x": git's prefix, not a folder; the
            # path after it is the project's ("a/charts/app/values.yaml")
            raw = m.group(3)[1:]
            if not _PATH_AFTER_DIFF_PREFIX_RE.match(raw) or not _is_project_folder(raw.split("/", 1)[0]):
                continue
        cut = raw.find("](")  # a Markdown link's text: "[docs/x.md](https://...)"
        if cut != -1:
            raw = raw[:cut]
        if _REGEX_ESCAPE_RE.search(raw):
            continue  # a regular expression's escaped dot: "package-lock\.json"
        path = _strip_trailing(_COMPILER_POSITION_RE.sub("", raw).rstrip("_*"))  # "_x/a.js_"
        if len(path) > _MAX_NAME_LEN:
            continue
        path = _BACKSLASHES_RE.sub("/", path)
        base = path.rsplit("/", 1)[-1]
        if "/" not in path or not base or not _EXTENSION_RE.search(base):
            continue
        if "//" in path or "/.../" in path or "/\u2026/" in path:
            continue  # a URL's tail, a path with elided folders ("app/.../route.js")
        if root not in FILE_ROOTS and not _looks_like_project_path(path):
            continue
        if _not_a_workspace_file(masked, m.start(), path):
            continue
        if "\\" in m.group(3) and _WINDOWS_PATH_BEFORE_SPACE_RE.search(
                masked, max(0, m.start() - 120), m.start()):
            continue  # the tail of "D:\\IDEA Project\\src\\x.kt" after the folder's space
        if _ABSOLUTE_PATH_BEFORE_SPACE_RE.search(masked, max(0, m.start() - 200), m.start()):
            continue  # the tail of "/Users/me/Material Design/app/x.gradle", "C:/Program Files/x"
        hits.append((m.start(), 1, ExtractedEntity(FILE, path)))
    if "]/" in masked or ".../" in masked or "//" in masked:
        # a project's path after a tracker's placeholder for its root ("[PROJECT_ROOT]/app/x.rb",
        # "[app].../app/x.rb") or glued to a comment's marker ("//config/router.yaml")
        for m in _ROOTED_PATH_RE.finditer(masked):
            path = _strip_trailing(_COMPILER_POSITION_RE.sub("", m.group(1)))
            if (path.split("/", 1)[0] in FILE_ROOTS and _EXTENSION_RE.search(path.rsplit("/", 1)[-1])
                    and len(path) <= _MAX_NAME_LEN
                    and not _not_a_workspace_file(masked, m.start(1), path)):
                hits.append((m.start(1), 1, ExtractedEntity(FILE, path)))
    if "](./" in masked or "](../" in masked:
        # a Markdown link to a file of the project by its relative path: "[README](./README.md)"
        for m in _MD_LINK_FILE_RE.finditer(masked):
            path = _LEADING_DOTS_RE.sub("", m.group(1))
            if not _not_a_workspace_file(masked, m.start(1), path):
                hits.append((m.start(1), 1, ExtractedEntity(FILE, path)))
    if "./" in masked:
        # a script run by its relative path: "`./run_tests.sh`", "$ ./build.sh --release"
        for m in _DOT_SLASH_FILE_RE.finditer(masked):
            if _EXTENSION_RE.search(m.group(1)) and _run_or_quoted(masked, m):
                hits.append((m.start(), 1, ExtractedEntity(FILE, m.group(1))))
    return hits


_MD_LINK_FILE_RE = re.compile(
    r"\]\((\.{1,2}/(?:[\w\-@+][\w.\-@+]{0,100}/){0,20}"
    r"(?:[\w\-@+.][\w.\-@+]{0,100}\.[A-Za-z][A-Za-z0-9]{0,9}|\.[A-Za-z][\w\-]{1,30}))\)")
_LEADING_DOTS_RE = re.compile(r"^(?:\.{1,2}/)+")
_WINDOWS_PATH_BEFORE_SPACE_RE = re.compile(r"(?<![\w])[A-Za-z]:\\[^\s\\]*(?:\\[^\s\\]+)*[ \t]$")
# an absolute path whose last folder, a capitalised word, goes on after a blank ("Material
# Design", "Program Files"): what follows the blank is the rest of that path, not a path of the
# project
_ABSOLUTE_PATH_BEFORE_SPACE_RE = re.compile(
    r"(?:(?<![\w])[A-Za-z]:|(?<![\w.~\-/]))(?:/[^\s/]{1,100}){0,30}/[A-Z][^\s/]{0,100}[ \t]$")
_ROOTED_PATH_RE = re.compile(
    r"(?:\[[A-Z][A-Z_]{2,30}\]/|\[\w{1,20}\]\.\.\./|(?m:^[ \t]*)//)((?:[\w.\-@+]+/){1,20}[\w.\-@+]+)")
# a name, a backslash and an extension: a regular expression's escaped dot, not a folder
_REGEX_ESCAPE_RE = re.compile(r"[\w\-]\\\.[A-Za-z0-9]+$")
_DOT_SLASH_FILE_RE = re.compile(
    r"(?<![\w.\-/\\])(?:\.\./){0,6}\.?\./([A-Za-z_][\w\-]*(?:\.[\w\-]+)+)(?![\w/\\]|:(?!/))")
# installed and generated trees, object keys, glued or broken spans: not the workspace's files
_CLASS_PATH_RESOURCE_RE = re.compile(r"class[ \t]+path[ \t]+resource[ \t]*\[?$")
_INCLUDE_BEFORE_RE = re.compile(r"#[ \t]*(?:import|include)[ \t]*<$")
_OBJECT_KEY_BEFORE_RE = re.compile(r"\b(?:key|Key|prefix)[ \t]*[=:][ \t]*[\"']?$")
_TRACEBACK_FRAME_BEFORE_RE = re.compile(r"\bFile[ \t]+\"$")
_BROKEN_SPAN_BEFORE_RE = re.compile(r"\w[\-/][ \t]+$|\x01[ \t]{2,}$")
# a frame of a Node.js stack trace in its own modules: "at process._tickCallback (internal/...)"
_JS_FRAME_BEFORE_RE = re.compile(r"(?m)^[ \t]*at[ \t][^\n]{0,200}\($")
_GLUED_ROOTS = frozenset({"var", "usr", "etc", "tmp", "opt", "home", "dev", "proc", "sys", "mnt",
                          "srv", "Users", "Library"})


def _not_a_workspace_file(masked: str, start: int, path: str) -> bool:
    """A path the text names that is not a file of the project: a class-path resource, a
    header included from a library (``#import <x/x-Swift.h>``), a bucket's object key, a file
    of an installed library in a traceback (``File "pandas/_libs/parsers.pyx"``), compiled
    classes, a word glued to an absolute path ("on/var/run/php.sock"), a path broken by a blank
    ("site-     packages/django/...", "src/     app/x.html"), Node's own modules in a stack trace."""
    segments = path.split("/")
    if path.endswith((".class", ".nvim")) or path.startswith("..."):
        return True  # compiled classes, a Neovim plugin's name ("folke/lazy.nvim"), an elided path
    if "pkg/mod/" in path:
        return True  # Go's module cache: "go/pkg/mod/github.com/spf13/cobra@v1.9.1/command.go"
    if any(seg in _INSTALLED_TREE_SEGMENTS for seg in segments[1:]):
        return True  # "env/lib/python3.8/site-packages/django/x.py": an installed library's
    if len(segments) > 2 and segments[1] in _GLUED_ROOTS and segments[0] not in FILE_ROOTS:
        return True
    before = masked[max(0, start - 40):start]
    if (_CLASS_PATH_RESOURCE_RE.search(before) or _INCLUDE_BEFORE_RE.search(before)
            or _OBJECT_KEY_BEFORE_RE.search(before) or _BROKEN_SPAN_BEFORE_RE.search(before)):
        return True
    include = _QUOTED_INCLUDE_BEFORE_RE.search(before)
    if include and len(segments) > 1 and _names_a_library(segments[0]):
        return True  # '#include "freertos/task.h"': a header of an installed library
    frame = _BEAM_FRAME_BEFORE_RE.search(before)
    if frame and not _own_beam_app(masked, frame.group(1)):
        return True  # "(ecto) lib/ecto/repo.ex:12:", "(elixir 1.10.2) src/elixir_locals.erl:114:"
    if segments[0] == "internal" and _JS_FRAME_BEFORE_RE.search(masked, max(0, start - 200), start):
        return True
    if _TEMPLATE_NAME_BEFORE_RE.search(before) and _written_as_a_tail(masked, path):
        # a template engine's name for a template whose path the message also gives:
        # '"/site/themes/x/layouts/partials/head.html:6:7": ... template: partials/head.html:6:7'
        return True
    end = start + len(path)
    lo = max(0, start - 120)
    if masked.startswith(":", end) and _LOG_LEVEL_BEFORE_RE.search(
            masked, max(lo, masked.rfind("\n", lo, start) + 1), start):
        return True  # a log line's caller, after its level: "error  exporterhelper/queued_retry.go:175"
    if path.endswith(".h") and _MISSING_HEADER_BEFORE_RE.search(before):
        return True  # a compiler's missing header: "fatal error: hal/gpio_types.h: No such file"
    if path.endswith(".go") and "." not in segments[0] and _GO_FRAME_AFTER_RE.match(masked, end):
        return True  # a Go trace's frame of the standard library: "runtime/debug/stack.go:24 +0x6"
    if _TRACEBACK_FRAME_BEFORE_RE.search(before):
        top = segments[0].lower()
        if top == "lib" and len(segments) > 2:
            # a dependency's own lib/ folder, as Elixir and Ruby traces write it:
            # "lib/phoenix/router.ex", "lib/plug/error_handler.ex"
            top = segments[1].lower()
            return top in CODE_TOKENS or top in SURFACE_FORMS
        return top in CODE_TOKENS or top in _INSTALLED_PACKAGE_NAMES or (
            top in SURFACE_FORMS and SURFACE_FORMS[top].level == DISTINCTIVE)
    return False


# the name a template engine gives a template in its messages ("template: partials/x.html:6:7",
# 'executing "partials/head.html"', 'partial "css/main.css"')
_TEMPLATE_NAME_BEFORE_RE = re.compile(
    r"\b(?:template|executing|partial|render(?:ing)?|Partial|Template)[ \t]*:?[ \t]*[\"'\[]?$")
def _written_as_a_tail(masked: str, path: str) -> bool:
    """Does the text also write *path* as the end of a longer path ("/site/layouts/" + path)?
    (At most _MAX_TAIL_LOOKUPS places are looked at: linear on long logs.)"""
    needle = "/" + path
    i = masked.find(needle)
    for _ in range(_MAX_TAIL_LOOKUPS):
        if i <= 0:
            return False
        if masked[i - 1].isalnum() or masked[i - 1] in "_.-":
            return True
        i = masked.find(needle, i + 1)
    return False


_MAX_TAIL_LOOKUPS = 20
# a log line's level before the location of the code that logged ("2026-03-27T13:00 INFO
# channelz/trace.go:200", "[info][main] external/envoy/source/server/server.cc:396]")
_LOG_LEVEL_BEFORE_RE = re.compile(
    r"(?m)(?:^|[\s\[])(?:INFO|WARN|WARNING|ERROR|DEBUG|TRACE|FATAL|info|warn|warning|error|debug|trace)"
    r"(?:(?:\]\[\w{1,20})?\][ \t]|[ \t]{2,}|\t)[ \t]*$")
_MISSING_HEADER_BEFORE_RE = re.compile(r"fatal error:[ \t]*$")
# a frame of a Go stack trace: the file, its line and the offset ("stack.go:24 +0x6")
_GO_FRAME_AFTER_RE = re.compile(r":\d{1,6}[ \t]+\+0x[0-9a-f]{1,8}\b")
# '#include "lib/x.h"' (a quoted include names a library's header when its folder is one)
_QUOTED_INCLUDE_BEFORE_RE = re.compile(r"#[ \t]*(?:import|include)[ \t]*\"$")
_C_LIBRARY_FOLDERS = frozenset({
    "freertos", "lwip", "driver", "esp32", "soc", "hal", "nvs", "sys", "linux", "asm", "boost",
    "openssl", "gtk", "glib", "sdl", "sdl2", "gl", "glfw", "curl", "zlib", "arduino", "mbedtls",
    "cmsis", "stm32", "nrf", "zephyr", "pico", "hardware", "avr", "util", "qt", "opencv2",
    "eigen", "gsl", "absl", "google", "grpc", "grpcpp", "llvm", "clang", "python", "jni",
})
# a frame of an Elixir or Erlang stack trace: the OTP application, maybe with its version,
# then the file ("(ecto) lib/ecto/adapters/postgres.ex:56:")
_BEAM_FRAME_BEFORE_RE = re.compile(r"\(([a-z][a-z0-9_]{0,40})(?:[ \t]+\d[\w.\-]{0,20})?\)[ \t]+$")


def _names_a_library(folder: str) -> bool:
    key = folder.lower()
    return (key in _C_LIBRARY_FOLDERS or key.startswith("esp_") or key in CODE_TOKENS
            or key in SURFACE_FORMS or key in _INSTALLED_PACKAGE_NAMES)


def _own_beam_app(masked: str, app: str) -> bool:
    """Is the application of a stack frame the project's own? Only where the text names one
    of its files outside a frame ("(CompileError) lib/my_app/router.ex")."""
    return app in _apps_named_outside_frames(masked)


# the last text's answer (one tuple, replaced whole: safe between threads)
_OUTSIDE_FRAMES_CACHE: list = [(None, frozenset())]


def _apps_named_outside_frames(masked: str) -> frozenset:
    cached_text, cached_apps = _OUTSIDE_FRAMES_CACHE[0]
    if cached_text is masked:
        return cached_apps
    apps = set()
    for m in re.finditer(r"(?:^|[^\w/.\-])lib/([a-z][a-z0-9_]{0,40})[/.]", masked):
        if not _BEAM_FRAME_BEFORE_RE.search(masked, max(0, m.start() - 60), m.start() + 1):
            apps.add(m.group(1))
    result = frozenset(apps)
    _OUTSIDE_FRAMES_CACHE[0] = (masked, result)
    return result


# folders inside a path that hold installed packages, wherever the path starts
_INSTALLED_TREE_SEGMENTS = frozenset({"site-packages", "dist-packages", "node_modules",
                                      "bower_components", ".venv", "__pypackages__"})
# import names of libraries whose files show up in tracebacks (besides the lexicon's names)
_INSTALLED_PACKAGE_NAMES = frozenset({
    "pandas", "numpy", "django", "flask", "sklearn", "torch", "tensorflow", "requests", "urllib3",
    "werkzeug", "jinja2", "sqlalchemy", "celery", "pydantic", "starlette", "fastapi", "uvicorn",
    "aiohttp", "scipy", "matplotlib", "boto3", "botocore", "pip", "setuptools", "_pytest",
    "pytest", "asyncio", "multiprocessing", "concurrent", "importlib", "encodings", "json",
    "http", "email", "logging", "unittest", "ssl", "socket", "site-packages", "dist-packages",
})


_CONFIG_KEY_BEFORE_RE = re.compile(r"(?:^|[\s`-])[a-z][\w\-]{1,40}:[ \t]+$")


_PROMPT_END_RE = re.compile(r"(?:^|\n)[^\n]{0,60}[\w~/\]\x01][$#][ \t]+$")
_DIRNAME_ARG_BEFORE_RE = re.compile(r"\b__dirname[ \t]*,[ \t]*$")
_OPTION_BEFORE_RE = re.compile(r"(?:^|[ \t])--?[A-Za-z][\w\-]{0,30}(?:[ \t]+|=)$")
_QUOTED_RUN_RE = re.compile(r"(?:[ \t]+[\w\-.=/]{1,40}){1,4}[\"']")


def _run_or_quoted(masked: str, m: re.Match[str]) -> bool:
    """Is "./x.sh" run as a command (a whole code span, or opening a command line) rather than
    named in a compiler's message ("./main.go:23:27: undefined")?"""
    start, end = m.start(), m.end()
    if masked[start - 1:start] == "`" and masked[end:end + 1] == "`":
        return True
    if (masked[start - 1:start] in ("'", '"') and masked[end:end + 1] == masked[start - 1]
            and _DIRNAME_ARG_BEFORE_RE.search(masked, max(0, start - 40), start - 1)):
        return True  # a path from the program's own folder: "path.join(__dirname, './preload.js')"
    if masked.startswith(":/", end):
        return True  # a volume's host side: "./services.toml:/etc/traefik/services.toml"
    if _OPTION_BEFORE_RE.search(masked, max(0, start - 40), start) and masked[end:end + 1] in (
            "", " ", "\t", "\n", "`"):
        return True  # an option's value: "--output ./efbundle.exe", "-f ./values.yaml"
    if _CONFIG_KEY_BEFORE_RE.search(masked, max(0, start - 60), start) and masked[end:end + 1] in (
            "", " ", "\t", "\n", "`"):
        return True  # a configuration's unquoted value: "env_file: ./config.env"
    line_start = masked.rfind("\n", max(0, start - 40), start) + 1
    if line_start == 0 and start > 40:
        line_start = start - 40  # a long line: its last 40 characters (linear on megabyte lines)
    prefix = masked[line_start:start]
    if _PROMPT_END_RE.search(masked, max(0, start - 80), start) and masked[end:end + 1] in (
            "", " ", "\t", "\n"):
        return True  # after a shell's prompt: "user@host:~/project$ ./Build.hs exe"
    if masked[start - 1:start] in ("\"", "'") and _QUOTED_RUN_RE.match(masked, end):
        return True  # quoted with its arguments: 'running "./Build.hs exe"'
    if _SCRIPT_COMMAND_BEFORE_RE.search(prefix) and masked[end:end + 1] in ("", " ", "\t", "\n", "`"):
        return True  # handed to a command: "chmod +x ./setup.sh", "bash ./install.sh"
    if (prefix.strip() == "" and masked[end:end + 1] in ("", "\n")
            and _SCRIPT_EXTENSION_RE.search(m.group(1))):
        return True  # a script alone on its line, as a command: "./setup.sh"
    return (prefix.strip() in ("", "$", ">", "%", "#") and masked[end:end + 1] in ("", " ", "\t", "\n")
            and (prefix.strip() != "" or masked[end:end + 1] == " "))


_SCRIPT_COMMAND_BEFORE_RE = re.compile(
    r"(?:^|[\s;&|(])(?:chmod(?:[ \t]+[+\-]?[\w+\-]+)?|bash|sh|zsh|source|sudo|exec|python3?|node|ruby|perl"
    r"|pwsh|powershell|go[ \t]+run)[ \t]+$")
_SCRIPT_EXTENSION_RE = re.compile(r"\.(?:sh|bash|zsh|py|rb|pl|ps1|bat|cmd|js|mjs|ts)$")


def _is_project_folder(name: str) -> bool:
    """Could *name* be the top folder of a project's own path ("src", "mypy", "core",
    ".github")? Not build or dependency output ("dist", "node_modules"), nor a host name
    ("github.com/...")."""
    if name in FILE_ROOTS:
        return True
    if name in _NOT_PROJECT_FOLDERS or not any(ch.isalpha() for ch in name):
        return False
    if _PLACEHOLDER_FOLDER_RE.fullmatch(name):
        return False  # "some_path/cc.csv", "path_to/data.json"
    if "." in name.lstrip("."):
        return False  # "x.com", "Node.js": a host or a name, not a folder
    return True


def _looks_like_project_path(path: str) -> bool:
    """A path under a folder outside :data:`FILE_ROOTS` counts when it does not read as a
    pair of names ("Node.js/Express.js", "TCP/IP.x") and its file has a file-like name."""
    segments = path.split("/")
    if any(SURFACE_FORMS.get(seg.casefold()) is not None for seg in segments[-1:]) \
            and not segments[-1].islower():
        return False
    base = segments[-1]
    stem, _, ext = base.rpartition(".")
    if not ext or len(ext) > 10:
        return False
    return bool(stem) or base.startswith(".")


def _endpoint_path(raw: str, root: bool = False) -> str | None:
    """The endpoint path of a match as stored, or None when it is not one (the root "/" only
    where *root* says a route definition in code gives it: ``app.get('/', h)``)."""
    cut = raw.find("](")  # a Markdown link's text and target: "[GET /a](/docs)"
    if cut != -1:
        raw = raw[:cut]
    entity = _HTML_ENTITY_RE.search(raw)  # a page's escaped quote glued to it: "/x&quot;"
    if entity is not None:
        raw = raw[:entity.start()]
    glued = _GLUED_CLASS_RE.search(raw)  # a table's next cell glued on: "/accountAccount::Show"
    if glued is not None:
        raw = raw[:glued.start()]
    path = _strip_trailing(raw)
    if raw.endswith("?") and _OPTIONAL_LAST_RE.search(raw):
        path += "?"  # an optional last parameter: "/:first/:second?"
    if path.endswith("**"):  # Markdown bold: "**POST /users**"
        path = _strip_trailing(path.rstrip("*"))
    if path.startswith("//") or len(path) > _MAX_NAME_LEN:
        return None
    if path[1:].split("/", 1)[0] in HTTP_METHODS:
        return None  # "GET/POST" names two methods, not a path
    if len(path) > 1:
        path = path.rstrip("/") or "/"
    if root and path == "/":
        return path
    if not path.strip("/") or _CONCRETE_SEGMENT_RE.search(path) or _NUMBERED_ITEM_RE.search(path):
        return None
    if _STATIC_ASSET_RE.search(path):
        return None  # a browser's or a crawler's request for a file: "GET /robots.txt"
    return path


_HTML_ENTITY_RE = re.compile(r"&(?:quot|amp|lt|gt|apos|nbsp|#\d{1,5}|#x[0-9a-fA-F]{1,4});?")
# a class name glued to the path's end, as a page's table loses its cells' blanks
_GLUED_CLASS_RE = re.compile(r"(?<=[a-z0-9])[A-Z][A-Za-z0-9]{0,60}(?:::|#)[A-Za-z]")
_OPTIONAL_LAST_RE = re.compile(r"/:\w{1,40}\?$")
# static files a browser or a crawler asks a site for: no API's endpoints
_STATIC_ASSET_RE = re.compile(
    r"(?:^|/)(?:robots\.txt|favicon\.ico|sitemap\.xml|[^/]*\.(?:ico|png|jpe?g|gif|svg|webp|css"
    r"|map|woff2?|ttf|eot))$")


def _prefixed_routers(masked: str) -> set[str]:
    """The names of the routers a text gives a path prefix (Gin's, Echo's, Fiber's groups:
    users := r.Group("/users"); FastAPI's router = APIRouter(prefix="/users"))."""
    found = {g.group(1) for g in _ROUTER_GROUP_RE.finditer(masked)} if ".Group" in masked else set()
    if "APIRouter" in masked:
        found |= {g.group(1) for g in _PREFIXED_API_ROUTER_RE.finditer(masked)}
    return found


# the object a route is registered on, a chain's too ("router\n  .get('/x', h)")
_ROUTE_RECEIVER_RE = re.compile(r"@?(\w{1,60})[ \t\n]*(?:\.|::)")


def _endpoint_hits(masked: str) -> list[tuple[int, int, ExtractedEntity]]:
    hits: list[tuple[int, int, ExtractedEntity]] = []

    # a route on a router with a prefix (Gin, Echo, Fiber: users := r.Group("/users");
    # FastAPI: router = APIRouter(prefix="/users")) has a path the text never writes whole:
    # "users.POST("/", h)" is POST /users, "@router.get("/me")" GET /users/me; such routes are
    # left out, as people leave them out of what they note
    prefixed = _prefixed_routers(masked)

    def add(pos: int, method: str, raw: str, end: int = -1, root: bool = False) -> None:
        # (an endpoint is a method and a path: a path alone, however API-like, is none)
        if prefixed:
            receiver = _ROUTE_RECEIVER_RE.match(masked, pos)
            if receiver is not None and receiver.group(1) in prefixed:
                return  # its whole path is the router's prefix and this one, never written so
        path = _endpoint_path(raw, root)
        if path is not None and end >= 0 and _STATIC_FILE_RE.search(path) and _HTTP_VERSION_RE.match(
                masked, end):
            return  # an access log's request for one file: "GET /index.php HTTP/1.1"
        if path is not None and method:
            hits.append((pos, 2, ExtractedEntity(API_ENDPOINT, f"{method.upper()} {path}")))

    for m in _ENDPOINT_RE.finditer(masked):
        add(m.start(), m.group(1), m.group(2), m.end())
    for m in _METHOD_WORD_PATH_RE.finditer(masked):
        add(m.start(), m.group(1), m.group(2))
    if "/" in masked:
        # a page whose lines ran together: "get one postPOST /posts → create a post"
        for m in _GLUED_ENDPOINT_RE.finditer(masked):
            add(m.start(1), m.group(1), m.group(2))
    for m in _METHOD_LIST_PATH_RE.finditer(masked):
        if _LIST_CONJUNCTION_RE.search(m.group(1)) is None:
            continue  # "GET, POST, PUT, DELETE methods on /items": the methods a page explains
        for method in _LISTED_METHOD_RE.findall(m.group(1)):
            add(m.start(), method, m.group(2))
    if "(" in masked:
        for m in _PAREN_METHOD_RE.finditer(masked):
            add(m.start(), m.group(1), m.group(2))
    def add_route(pos: int, method: str, raw: str, end: int = -1) -> None:
        # a route definition in code: its path may be the root ("app.get('/', h)"), unless the
        # route is a sub-router's, whose root is where the router is mounted ("router.post('/')")
        add(pos, method, raw, end, root=not masked.startswith(("router.", "Router."), pos))

    _route_definition_hits(masked, add_route)
    if "ontroller" in masked:
        # NestJS: a controller's prefix before its handlers' decorators; a bare @Get() is the
        # prefix itself ('@Controller('cats') ... @Get() findAll()' serves GET /cats)
        controllers = list(_NEST_CONTROLLER_RE.finditer(masked))
        starts = [c.start() for c in controllers]
        for m in _NEST_EMPTY_DECORATOR_RE.finditer(masked) if controllers else ():
            k = bisect.bisect_left(starts, m.start())
            if k > 0:
                add(m.start(), m.group(1), "/" + controllers[k - 1].group(1))
    if "/" not in masked:
        if "ontroller" in masked:
            hits[:] = _with_class_prefix(masked, hits)
        return hits
    at_method = "method" in masked or "request" in masked or "verb" in masked
    for p in _PATH_START_RE.finditer(masked):
        quoted = bool(p.group(1)) and masked.startswith("`", p.end())
        after = p.end() + 1 if quoted else p.end()
        # "`/users/{id}` PATCH method", "/users PATCH request", "/api/users/{id} (PUT)"
        m = _THEN_METHOD_RE.match(masked, after)
        if m is not None:
            parenthesised = bool(m.group(1)) and bool(m.group(3))
            if parenthesised or (quoted and not m.group(1)) or m.group(0).endswith(
                    ("method", "request", "requests", "endpoint", "call", "route")):
                add(p.start(), m.group(2), p.group(2))
        # "`/registerCache` is a registered route at `POST` method"
        if at_method:
            m = _AT_METHOD_AFTER_PATH_RE.match(masked, p.end())
            if m is not None:
                add(p.start(), m.group(1), p.group(2))
    if "|" in masked:
        for m in _TABLE_ROW_RE.finditer(masked):
            add(m.start(), m.group(1), m.group(2))
        for m in _TABLE_PATH_METHOD_RE.finditer(masked):
            add(m.start(), m.group(2), m.group(1))
    if ":" in masked or "|" in masked:
        for m in _METHOD_FIELD_RE.finditer(masked):
            # the nearest URL field within four lines ("Method: `PATCH`" / "URL: `/api/x`"),
            # after the method on a tie
            window_end = window_start = m.end()
            for _ in range(4):
                nl = masked.find("\n", window_end + 1)
                window_end = len(masked) if nl == -1 else nl
            window_start = m.start()
            for _ in range(4):
                window_start = max(0, masked.rfind("\n", 0, max(0, window_start - 1)))
            best = None
            for u in _URL_FIELD_RE.finditer(masked, window_start, window_end):
                if u.start() == m.start():
                    continue
                lines = masked.count("\n", *sorted((u.start(), m.start())))
                rank = (lines, u.start() < m.start())
                if best is None or rank < best[0]:
                    best = (rank, u)
            if best is not None:
                add(m.start(), m.group(1), best[1].group(1))
    for m in _SHARED_PATH_RE.finditer(masked):
        add(m.start(), m.group(1), m.group(3))
        add(m.start(), m.group(2), m.group(3))
    if "method" in masked:
        for m in _FETCH_METHOD_RE.finditer(masked):
            if m.group(2).upper() in HTTP_METHODS:
                add(m.start(), m.group(2), m.group(1))
        for m in _CONFIG_METHOD_RE.finditer(masked):
            if m.group(1).upper() in HTTP_METHODS:
                add(m.start(), m.group(1), m.group(2))
    if "url" in masked:
        for m in _URL_THEN_METHOD_RE.finditer(masked):
            if m.group(2).upper() in HTTP_METHODS:
                add(m.start(), m.group(2), m.group(1))
    if "(" in masked:
        for m in _ROUTE_DEF_RE.finditer(masked):
            if not _commented_out(masked, m.start()):
                # (a client's request for '/' is no route: only a router's own call gives it)
                add(m.start(), m.group(1), m.group(2),
                    root=_SERVER_RECEIVER_RE.match(masked, m.start()) is not None)
        if "@" in masked:
            for m in _ROUTE_ANNOTATION_RE.finditer(masked):
                add(m.start(), m.group(1), m.group(2), root=True)
            if "Mapping" in masked:
                # a mapping annotation with several paths: @DeleteMapping(path = {"/a", "/b"})
                for m in _MAPPING_ARRAY_RE.finditer(masked):
                    for p in _MAPPING_PATH_RE.finditer(m.group(2)):
                        add(m.start(), m.group(1), p.group(1), root=True)
            for m in _REQUEST_MAPPING_RE.finditer(masked):
                methods = _REQUEST_METHOD_RE.findall(m.group(1))
                for p in _MAPPING_PATH_RE.finditer(m.group(1)):
                    for method in methods:  # a mapping without a method is a prefix
                        add(m.start(), method, p.group(1))
        if "HttpMethod." in masked:
            for m in _HTTP_METHOD_PATHS_RE.finditer(masked):
                for p in _MAPPING_PATH_RE.finditer(m.group(2)):
                    add(m.start(), m.group(1), p.group(1))
        if "[Http" in masked:
            for m in _ASPNET_VERB_RE.finditer(masked):
                if m.group(2):
                    add(m.start(), m.group(1), m.group(2))
                    continue
                # [HttpPost] / [Route("/x")]: the route within the attribute lines around it
                lo = masked.rfind("\n", 0, max(0, masked.rfind("\n", 0, m.start())))
                hi = masked.find("\n", masked.find("\n", m.end()) + 1)
                for r in _ASPNET_ROUTE_RE.finditer(masked, max(0, lo), len(masked) if hi == -1 else hi):
                    add(m.start(), m.group(1), r.group(1))
        if ".Handle" in masked:
            for m in _HANDLE_FUNC_RE.finditer(masked):
                methods = re.findall(r"\"(\w{3,7})\"", m.group(2) or "")
                methods = [x for x in methods if x.upper() in HTTP_METHODS]
                for method in methods:  # without .Methods(), any method: no endpoint
                    add(m.start(), method, m.group(1))
        if ".route" in masked:
            for m in _ROUTE_CHAIN_RE.finditer(masked):
                for method in _CHAINED_METHOD_RE.findall(m.group(2)):
                    add(m.start(), method, m.group(1))
        if "methods" in masked:
            for m in _FLASK_ROUTE_RE.finditer(masked):
                for method in re.findall(r"['\"](\w{3,7})['\"]", m.group(2)):
                    if method.upper() in HTTP_METHODS:
                        add(m.start(), method, m.group(1), root=True)
    if "_path" in masked or "_url" in masked:
        # a route table's line, as Phoenix lists its routes: "user_post_path  POST  /users/:id/posts"
        for m in _HELPER_ROUTE_LINE_RE.finditer(masked):
            add(m.start(), m.group(1), m.group(2))
    for m in _RAILS_ROUTE_RE.finditer(masked):
        # a route the code defines, the root too: Sinatra's, Kemal's and Plug's 'get "/" do',
        # Jester's 'get "/":', Dream's 'Dream.get "/"'
        add(m.start(), m.group(1), m.group(2), root=True)
    if "esource(" in masked:
        # Laravel: Route::resource('/photos', C::class, ['only' => ['index', 'store']]) -- the
        # actions on the collection itself; the others' parameter names are the framework's guess
        for m in _RESOURCE_ROUTE_RE.finditer(masked):
            only = _ONLY_ACTIONS_RE.search(m.group(2))
            for action in re.findall(r"['\"](\w+)['\"]", only.group(1) if only else ""):
                method = _RESOURCE_ACTIONS.get(action)
                if method:
                    add(m.start(), method, m.group(1))
    if ":\n" in masked:
        _openapi_hits(masked, add)
    _methods_under_path_hits(masked, add)
    if "<form" in masked or "<FORM" in masked:
        # an HTML form with its method and action: '<form method="post" action="/login">'
        for m in _FORM_TAG_RE.finditer(masked):
            method = _FORM_METHOD_RE.search(m.group())
            action = _FORM_ACTION_RE.search(m.group())
            if method and action and method.group(1).upper() in HTTP_METHODS:
                add(m.start(), method.group(1), action.group(1))
    if "," in masked:
        # a method constant and a path literal as a request's first arguments:
        # 'HttpRequest(POST, Uri.Path("/user"), ...)', 'request(Method.GET, "/items")'
        for m in _METHOD_ARGUMENT_RE.finditer(masked):
            add(m.start(), m.group(1), m.group(2))
    if "method" in masked:
        # a log line's fields: 'method=POST path="/login"', '"path":"/x","method":"GET"'
        for m in _LOG_METHOD_PATH_RE.finditer(masked):
            add(m.start(), m.group(1) or m.group(4), m.group(2) or m.group(3))
    if "@" in masked:
        # R's plumber: a comment annotation over the handler, "#* @get /myoutput"
        for m in _PLUMBER_ROUTE_RE.finditer(masked):
            add_route(m.start(), m.group(1), m.group(2))
    if "controllers." in masked:
        # a Play routes file's line: method, path and the controller's action
        # ("GET  /  controllers.Application.index()", "POST /items @api.controllers.Items.add")
        for m in _PLAY_ROUTE_RE.finditer(masked):
            add_route(m.start(), m.group(1), m.group(2))
    if "->" in masked:
        # Perl's Mojolicious and PHP routers called through an arrow: "$r->get('/testtext' => ...)";
        # not under a prefix the text sets with "under" or "group" (its full path is not written)
        prefixed = {m.group(1) for m in _UNDER_ASSIGN_RE.finditer(masked)}
        for m in _ARROW_ROUTE_RE.finditer(masked):
            if m.group(1) not in prefixed:
                add_route(m.start(), m.group(2), m.group(3))
    if "Mapping" in masked or "ontroller" in masked:
        hits[:] = _with_class_prefix(masked, hits)
    return hits


_PLUMBER_ROUTE_RE = re.compile(
    r"(?m)^[ \t]*#\*[ \t]*@(get|post|put|patch|delete|head)[ \t]+(" + _ENDPOINT_PATH + r")")
_PLAY_ROUTE_RE = re.compile(
    r"(?m)^[ \t]*(?:`?\[error\][ \t]+)?(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)[ \t]+"
    r"(" + _ENDPOINT_PATH + r"|/)[ \t]+@?(?:[a-z]\w*\.)*controllers\.[A-Z]\w*\.\w+")
_ARROW_ROUTE_RE = re.compile(
    r"(\$\w{1,30})->(get|post|put|patch|delete)[ \t]*\([ \t]*['\"](" + _ENDPOINT_PATH + r"|/)['\"]"
    r"(?=[ \t]*(?:=>|\)[ \t]*->[ \t]*to\b))")
_UNDER_ASSIGN_RE = re.compile(r"(\$\w{1,30})[ \t]*=[ \t]*\$\w{1,30}->(?:under|group|prefix)[ \t]*\(")


_NEST_CONTROLLER_RE = re.compile(
    r"@[Cc]ontroller[ \t]*\([ \t]*['\"]/?([\w\-.:{}]+(?:/[\w\-.:{}]+)*)/?['\"][ \t]*\)")
_NEST_EMPTY_DECORATOR_RE = re.compile(r"@(Get|Post|Put|Patch|Delete)[ \t]*\([ \t]*\)")


_LOG_FIELD_GAP = r"[\"']?[ \t]*[=:][ \t]*[\"']?"
_LOG_OTHER_FIELDS = r"(?:[\"']?[ \t]*[,;]?[ \t]+|[\"']?[ \t]*,[ \t]*)(?:[\"']?[\w\-]{1,20}" + _LOG_FIELD_GAP + r"[^\s,\"']{0,80}[\"']?[ \t]*,?[ \t]*){0,3}[\"']?"
_LOG_METHOD_PATH_RE = re.compile(
    r"\b(?:method|http_method|verb)" + _LOG_FIELD_GAP + _METHODS_RE + _LOG_OTHER_FIELDS
    + r"(?:path|uri|url|route|request_path)" + _LOG_FIELD_GAP + r"(" + _ENDPOINT_PATH + r")"
    r"|\b(?:path|uri|route|request_path)" + _LOG_FIELD_GAP + r"(" + _ENDPOINT_PATH + r")" + _LOG_OTHER_FIELDS
    + r"(?:method|http_method|verb)" + _LOG_FIELD_GAP + _METHODS_RE + r"\b")
_FORM_TAG_RE = re.compile(r"<form\b[^<>]{0,600}>", re.IGNORECASE)
_FORM_METHOD_RE = re.compile(r"\bmethod[ \t]*=[ \t]*[\"']?([A-Za-z]{3,7})\b", re.IGNORECASE)
_FORM_ACTION_RE = re.compile(r"\baction[ \t]*=[ \t]*[\"']?(" + _ENDPOINT_PATH + ")")
_METHOD_ARGUMENT_RE = re.compile(
    r"(?<=[(\[])[ \t]*(?:[A-Za-z]\w{0,30}\.)?" + _METHODS_RE + r"[ \t]*,[ \t]*(?:[\w.]{1,30}\([ \t]*)?"
    r"[\"'](" + _ENDPOINT_PATH + r")[\"']")
# Spring: a class's @RequestMapping("/api") without a method is the prefix of its methods' routes
_CLASS_MAPPING_RE = re.compile(
    r"@RequestMapping[ \t]*\([ \t]*(?:(?:value|path)[ \t]*=[ \t]*)?[\"'](" + _ENDPOINT_PATH
    + r")[\"'][ \t]*\)[^{;]{0,300}?\bclass\b")


def _with_class_prefix(masked: str, hits: list[tuple[int, int, ExtractedEntity]]
                       ) -> list[tuple[int, int, ExtractedEntity]]:
    classes = [(m.start(), _endpoint_path(m.group(1))) for m in _CLASS_MAPPING_RE.finditer(masked)]
    classes.extend((m.start(), _endpoint_path("/" + m.group(1)))
                   for m in _NEST_CONTROLLER_RE.finditer(masked))
    classes.sort()
    classes = [(pos, prefix) for pos, prefix in classes if prefix and prefix != "/"]
    if not classes:
        return hits
    starts = [start for start, _ in classes]
    out = []
    for pos, order, entity in hits:
        k = bisect.bisect_left(starts, pos)
        prefix = classes[k - 1][1] if k > 0 else None
        if prefix is not None and masked.startswith("@", pos):
            method, path = entity.name.split(" ", 1)
            if not path.startswith(prefix + "/") and path != prefix:
                entity = ExtractedEntity(API_ENDPOINT, f"{method} {prefix}{path}")
        out.append((pos, order, entity))
    return out


# a method written right before a whole URL: the endpoint is the URL's path ("GET
# https://hub.example.com/api/v1/index.json", "sent a GET to http://<site>/wp-json/wp/v2/posts",
# "**PUT**  https://x/objects/[id]")
_URL_HOST = r"https?://(?:[\w.\-]{1,253}|<[\w\-. ]{1,40}>|\[[0-9a-fA-F:.]{2,45}\])(?::\d{1,5})?"
_METHOD_URL_RE = re.compile(
    r"(?<![\w\-./])" + _METHODS_RE + r"[*`]{0,2}(?:[ \t]+(?:request[ \t]+)?(?:to|on|at)|:)?[ \t]{1,3}[`\"']?"
    + _URL_HOST + r"(" + _ENDPOINT_PATH + ")")
# curl with its method (-X / --request) and a whole URL on one command line
_CURL_LINE_RE = re.compile(r"\bcurl[ \t](?:[^\n]|\\\n){0,2000}")
_CURL_METHOD_RE = re.compile(r"(?:^|[ \t])(?:-X[ \t]*|--request[ \t]+|--request=)['\"]?" + _METHODS_RE + r"\b")
_CURL_URL_RE = re.compile(r"(?:^|[ \t])['\"]?" + _URL_HOST + r"(" + _ENDPOINT_PATH + ")")


_NOT_ALLOWED_RE = re.compile(r"\b405\b|Method Not Allowed", re.IGNORECASE)


def _url_endpoint_hits(text: str) -> list[tuple[int, int, ExtractedEntity]]:
    hits: list[tuple[int, int, ExtractedEntity]] = []
    if "://" not in text:
        return hits

    def add(pos: int, method: str, raw: str) -> None:
        path = _endpoint_path(raw)
        if path is None:
            return
        answer = _NOT_ALLOWED_RE.search(text, pos, min(len(text), pos + 400))
        if answer is not None and "curl" not in text[pos + 10:answer.start()]:
            return  # answered "405 Method Not Allowed": the route does not take that method
        hits.append((pos, 2, ExtractedEntity(API_ENDPOINT, f"{method} {path}")))

    for m in _METHOD_URL_RE.finditer(text):
        add(m.start(), m.group(1), m.group(2))
    if "curl" in text:
        for line in _CURL_LINE_RE.finditer(text):
            command = line.group()
            methods = {m.group(1) for m in _CURL_METHOD_RE.finditer(command)}
            urls = list(_CURL_URL_RE.finditer(command))
            if len(methods) == 1 and len(urls) == 1:
                add(line.start() + urls[0].start(), methods.pop(), urls[0].group(1))
    return hits


def _route_definition_hits(masked: str, add) -> None:
    """Routes as the web frameworks of many languages define them (see the regular
    expressions above): the method the code gives, the path as written (a route template
    without its leading slash gets one: ``[HttpGet("{id}")]`` is ``GET /{id}``)."""
    if "(" in masked:
        # (a route on a prefixed router, "users.POST("/", h)", is left out by add: see
        # _endpoint_hits)
        for m in _UPPER_ROUTE_RE.finditer(masked):
            if not _commented_out(masked, m.start()):
                add(m.start(), m.group(1), m.group(2))
        for m in _HANDLER_ROUTE_RE.finditer(masked):
            # a call on any object needs a handler after the path (cache.get("/x") is a
            # lookup), or a decorator's @ before it
            if (m.group(4) == "," or (m.group(1) and m.group(2).islower())) and not _commented_out(
                    masked, m.start()):
                add(m.start(), m.group(2), m.group(3))
        if "Map" in masked:
            groups = {}
            if ".MapGroup" in masked:
                # a group's prefix applies to the routes mapped on it:
                # var users = app.MapGroup("/users"); users.MapGet("/{id}", ...)
                for g in _MAP_GROUP_RE.finditer(masked):
                    groups[g.group(1)] = "/" + g.group(2).strip("/")
            for m in _MAP_VERB_RE.finditer(masked):
                path = "/" + m.group(2).lstrip("/")
                receiver = _RECEIVER_BEFORE_RE.search(masked, max(0, m.start() - 60), m.start())
                prefix = groups.get(receiver.group(1)) if receiver is not None else None
                if prefix is not None:
                    if path != "/":
                        continue  # the group's own route; its whole path is written nowhere
                    path = prefix  # the group's root is its prefix: users.MapGet("/") is /users
                add(m.start(), m.group(1), path)
        if "Route::" in masked:
            for m in _LARAVEL_SLASHLESS_RE.finditer(masked):
                add(m.start(), m.group(1), "/" + m.group(2))
        if "[Http" in masked:
            for m in _ASPNET_SLASHLESS_RE.finditer(masked):
                add(m.start(), m.group(1), "/" + m.group(2))
        if "Mapping" in masked:
            for m in _ANNOTATION_SLASHLESS_RE.finditer(masked):
                add(m.start(), m.group(1), "/" + m.group(2))
        if "{" in masked:
            for m in _KTOR_ROUTE_RE.finditer(masked):
                add(m.start(), m.group(1), m.group(2))
            if "route" in masked:
                # (at most _MAX_ROUTE_BLOCKS blocks are read, each in a bounded window)
                for count, m in enumerate(_KTOR_BLOCK_RE.finditer(masked)):
                    if count >= _MAX_ROUTE_BLOCKS:
                        break
                    for method in _block_methods(masked, m.end()):
                        add(m.start(), method, m.group(1))
            if "@Location" in masked or "@Resource" in masked:
                for count, m in enumerate(_KTOR_LOCATION_RE.finditer(masked)):
                    if count >= _MAX_ROUTE_BLOCKS:
                        break
                    typed = re.compile(r"(?<![\w.])(get|post|put|patch|delete)[ \t]*<[ \t]*"
                                       + re.escape(m.group(2)) + r"[ \t]*>")
                    for k in typed.finditer(masked, m.end(), m.end() + 5000):
                        add(m.start(), k.group(1), m.group(1))
    for m in _RAILS_SLASHLESS_RE.finditer(masked):
        add(m.start(), m.group(1), "/" + m.group(2))
    _more_route_hits(masked, add)
    if "(.:format)" in masked:
        for m in _RAILS_TABLE_RE.finditer(masked):
            add(m.start(), m.group(1), m.group(2))


_MAX_ROUTE_BLOCKS = 200
_COMMENTED_OUT_RE = re.compile(r"[ \t]*(?://|#(?![\[!])|--[ \t])")


def _commented_out(masked: str, pos: int) -> bool:
    """Is the code at *pos* commented out ("//r.GET(...)", "# app.get(...)")?"""
    line_start = masked.rfind("\n", max(0, pos - 200), pos) + 1
    return _COMMENTED_OUT_RE.match(masked, line_start, pos) is not None


def _more_route_hits(masked: str, add) -> None:
    """Route definitions of NestJS (without the leading slash), JAX-RS, Symfony, Bottle,
    Spring WebFlux, Axum, Actix, Rocket, aiohttp and Phoenix, and OpenAPI documents in JSON."""
    if "(" in masked:
        if "@" in masked:
            for m in _NEST_SLASHLESS_RE.finditer(masked):
                add(m.start(), m.group(1), "/" + m.group(2))
            if "@Path" in masked:
                for m in _JAXRS_VERB_RE.finditer(masked):
                    lo = masked.rfind("\n", 0, max(0, masked.rfind("\n", 0, m.start())))
                    hi = masked.find("\n", masked.find("\n", m.end()) + 1)
                    for r in _JAXRS_PATH_RE.finditer(masked, max(0, lo), len(masked) if hi == -1 else hi):
                        add(m.start(), m.group(1), "/" + r.group(1).lstrip("/"))
        if "oute" in masked:
            for m in _ROUTE_METHODS_ARG_RE.finditer(masked):
                for method in _METHOD_WORD_RE.findall(m.group(2)):
                    add(m.start(), method, m.group(1))
            if ".route" in masked:
                for m in _AXUM_ROUTE_RE.finditer(masked):
                    for method in _AXUM_METHOD_RE.findall(m.group(2)):
                        add(m.start(), method, m.group(1))
        for m in _VERB_FUNCTION_RE.finditer(masked):
            if not _commented_out(masked, m.start()):
                add(m.start(), m.group(1) or m.group(2), m.group(3))
        if ".add_" in masked:
            for m in _ADD_VERB_RE.finditer(masked):
                add(m.start(), m.group(1), m.group(2))
        for m in _METHOD_STRING_ROUTE_RE.finditer(masked):
            add(m.start(), m.group(2), m.group(3))
        if ".resource" in masked and "ethod::" in masked:
            for m in _ACTIX_RESOURCE_RE.finditer(masked):
                add(m.start(), m.group(2), m.group(1))
    if "Controller" in masked:
        for m in _PHOENIX_ROUTE_RE.finditer(masked):
            add(m.start(), m.group(1), m.group(2))
    if '"/' in masked and '{' in masked:
        # (at most _MAX_ROUTE_BLOCKS path keys are read, each in a bounded window)
        for count, m in enumerate(_OPENAPI_JSON_PATH_RE.finditer(masked)):
            if count >= _MAX_ROUTE_BLOCKS:
                break
            depth = 1
            pos = m.end()
            limit = min(len(masked), pos + 3000)
            while depth > 0:
                k = _JSON_KEY_OR_BRACE_RE.search(masked, pos, limit)
                if k is None:
                    break
                token = k.group()
                if token == "{":
                    depth += 1
                elif token == "}":
                    depth -= 1
                elif depth == 1:
                    add(m.start(), k.group(1), m.group(1))
                pos = k.end()


def _block_methods(masked: str, start: int) -> list[str]:
    """The methods a Ktor route block takes directly: ``get { }`` at its top level."""
    methods: list[str] = []
    depth = 1
    pos = start
    limit = min(len(masked), start + 2000)
    while pos < limit and depth > 0:
        nxt = _BRACE_OR_METHOD_RE.search(masked, pos, limit)
        if nxt is None:
            break
        token = nxt.group()
        if token == "{":
            depth += 1
        elif token == "}":
            depth -= 1
        elif depth == 1:
            methods.append(nxt.group(1))
            depth += 1  # the method's own block
        pos = nxt.end()
    return methods


_BRACE_OR_METHOD_RE = re.compile(
    r"(?<![\w.$@])(get|post|put|patch|delete|head|options)[ \t]*(?:\([ \t]*\))?[ \t]*\{|[{}]")


def _methods_under_path_hits(masked: str, add) -> None:
    """A path on a line of its own and, on the lines under it (indented deeper, or list items
    when the path is not one), the methods it takes: "- /products" / "  - GET - list all"."""
    for m in _PATH_LINE_RE.finditer(masked):
        indent = len(m.group(1).expandtabs(4))
        path_is_item = masked[m.start(1) + len(m.group(1)):m.start(2)].strip("`* \t") != ""
        pos = m.end()
        for _ in range(12):
            if pos >= len(masked) or masked[pos] != "\n":
                break
            line_end = masked.find("\n", pos + 1)
            line_end = len(masked) if line_end == -1 else line_end
            line = masked[pos + 1:line_end]
            pos = line_end
            k = _METHOD_LINE_RE.match(line)
            if k is None:
                break
            depth = len(k.group(1).expandtabs(4))
            if depth < indent or (depth == indent and (path_is_item or not line.lstrip()[:1] in "-*+")):
                break
            add(m.start(2), k.group(2), m.group(2))


def _openapi_hits(masked: str, add) -> None:
    """``/users/{id}:`` followed by ``get:`` / ``delete:`` keys indented under it."""
    for m in _OPENAPI_PATH_RE.finditer(masked):
        # in a doc comment (" * /users:"), the indentation after the comment's marker counts
        marker = _COMMENT_PREFIX_RE.match(m.group(1))
        indent = len(m.group(1)[marker.end() if marker else 0:].expandtabs(2))
        pos = m.end()
        for _ in range(200):  # the path's block: lines indented deeper than the path key
            nl = masked.find("\n", pos)
            if nl == -1:
                break
            line_end = masked.find("\n", nl + 1)
            line = masked[nl + 1:len(masked) if line_end == -1 else line_end]
            if marker:
                k = _COMMENT_PREFIX_RE.match(line)
                if k is None:
                    break
                line = " " + line[k.end():]
            if line.strip():
                depth = len(line) - len(line.lstrip(" \t"))
                if depth <= indent:
                    break
                k = _OPENAPI_METHOD_RE.fullmatch(line)
                if k is not None:
                    add(m.start(2), k.group(2), m.group(2))
            pos = nl + 1


def _dedup(found: list[tuple[int, int, ExtractedEntity]]) -> list[ExtractedEntity]:
    found.sort(key=lambda h: (h[0], h[1]))
    seen: set[ExtractedEntity] = set()
    out: list[ExtractedEntity] = []
    for _, _, entity in found:
        if entity not in seen:
            seen.add(entity)
            out.append(entity)
    return out
