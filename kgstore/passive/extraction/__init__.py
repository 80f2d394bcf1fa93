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
    Dart manifest's versioned dependencies); other dotted identifiers never do, nor the bindings
    of a JavaScript import list (``import { Next } from 'hono'``) or an issue template's
    bracketed examples ("OS: [e.g. Ubuntu]"). Also: ``Node/Express``
    (names side by side as the lexicon spells them; not ``SQL/JSON``), a package and its version
    (``pytest-7.4.3``, ``openssl/1.0.2h``), Chinese and Japanese text around a name, "install X",
    "version of X", a version written onto the name ("Qt5", "Django3.2"), an environment
    report's key with its version on the next line ("Yarn:" / "version: 1.22.19"), three names
    or more of one kind listed together ("Swift, Kotlin and Dart"), a Go import of a well-known
    module (``"github.com/gin-gonic/gin"``). Not a name: a year range after it ("Kafka
    (1883-1924)"), a Go program's report of its own build (``Git commit:``, ``Go version:
    go1.10.3``, ``OS/Arch:``) or a Go build's target platform (``GOOS: "linux"``), a heading
    the text also uses as a lower-case word, a lower-case alias as a YAML key (``dockerfile:``),
    an environment report's "Android SDK: Not Found", cargo's "Compiling serde v1.0.140", a
    forum's "r/graphql", a JSON file in a fence marked js, a command line of a tool that its
    command does not name ("pip install x"), GitHub Actions from a workflow's ``uses:
    actions/x@v4`` alone (part 19: people name it where they mean it, 3 texts in 13 did not).
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
    Issue #20 part 14 adds: ``pip install`` names pip as ``npm install`` names npm; a runtime
    given a script of its language ("run with node server.js", "python manage.py migrate"); a
    command line in quotes whose first argument is a subcommand, a script or an option
    ("yarn start", ``yarn debug``); the tool a thing was installed with ("installed via brew");
    an npm scope's product named after it (``@sveltejs/kit`` is SvelteKit); per-entry sentence
    cues: a word-like product its own sentence explains ("a meeting on Zoom", "the data ... in
    Excel", "a POST request via postman"); "e.g." and "i.e." end no sentence; several code
    blocks make a text technical. Not a name: "Expo 58" (a number after Expo is no version),
    "application windows", "the exposed API", an everyday word in lower case before "service"
    outside a technical text ("the last telegram service"), capitalised words in an indented
    paragraph of prose (a parenthesis, a semicolon or a price no longer make it code).
    Issue #20 part 15 adds: two lower-case names as a pair ("node/express") where the text is
    plainly technical; an environment report's field in bold or with its version quoted or on
    the next line ("**node:**" then "8.0.0", "- node: `v16.3.0`"); an API client in any casing
    in a text about requests ("checked using postman"); webpack's "Can't resolve 'react'"; a
    library's own API called in a sentence ("the middleware express.json()"); a product the
    lexicon lists, named in full and then by its last word, is that product ("laravel passport
    ... using passport" is not Passport). Not a name: an HTML tag (``<h2>``), a registered mark
    ("Intel(R)"), an idiom the lexicon lists ("from scratch"), a capitalised word and a
    lower-case one that spell a name joined ("Good job"), a browser's "devtools". Also: names
    joined by "+" ("Celebrate+Joi", "Node + Express + React"); Dart's imports (``'dart:io'``,
    ``'package:flutter/...'``); a roadmap's unticked plan still names its tools (only a short
    checklist item is an unchosen option); "Apache" alone is the web server in a text about
    servers, not before "License" or "Foundation"; a lower-case name in a two-item list with a
    name believed for itself ("maven and gradle"); a Python distribution's import name
    (``flask_sqlalchemy``); gorilla/mux's API. Not a name: "New Jersey", a log's "Make sure".

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
    escaped dot: ``package-lock\\.json``), a leading ``./`` is dropped. Paths inside URLs and
    absolute paths (``/home/u/proj/src/a.ts``) do not count: the root must start the path; a
    project's path
    after a tracker's placeholder for its root (``[PROJECT_ROOT]/app/x.rb``) or glued to a
    comment's marker (``//config/x.yaml``) and a Markdown link's relative target
    (``[README](./README.md)``) do, and so does a single ``./`` or ``../`` file where its use
    says it is one: a path from the program's own folder (``path.join(__dirname,
    './preload.js')``), an option's value (``--output ./efbundle.exe``), a volume's host side
    (``./services.toml:/etc/traefik/services.toml``), the place a compiler's message opening its
    line or a traceback's frame points at (``./main.go:36:14: undefined``, ``File "./manage.py",
    line 13``); not a log line's caller after its level
    (``INFO    channelz/trace.go:200``), PlatformIO's ``.pio/``, a compiler's missing header
    ("fatal error: hal/gpio_types.h"), a system folder without its slash (``usr/lib/...``);
    the tail of a Windows path after a folder's space does not,
    nor that of an absolute path after a capitalised folder's blank (``/Users/me/Material
    Design/x.gradle``, ``C:/Program Files/x``). A page's line range glued to the file it cites
    is cut ("Sources: electron/preload.ts1-34"); Markdown's escaped brackets (``\\(\\)``) are no
    folder's end, a Windows path's route group (``app\\(routes)\\page.jsx``) is a folder.

``api_endpoint``
    An upper-case HTTP method (GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS) and a path starting
    with ``/``: ``"GET /api/users"``, also with the path in backticks or quotes, after "request
    to", before the method ("`/users/{id}` PATCH method"), in a table row, in "Method:" / "URL:"
    fields, in a route definition (``app.get('/x')``, ``@GetMapping("/x")``) or an OpenAPI path
    block (also in a doc comment), a ``(GET) /x`` list, a client call with the method in its
    options, a Laravel resource limited with ``only``; route definitions of the common web
    frameworks, whatever the router object is called: Express/Koa/Fastify
    (``usersRouter.get('/x', h)``), Gin/Echo/chi/Fiber (``r.GET("/x", h)``, ``r.Get("/x", h)``),
    decorators (``@bp.post('/x')``), ASP.NET (``MapGet("/x")``, ``[HttpGet("/x")]``), Spring
    (``@GetMapping("x")``), Ktor (``post("/x") {``, ``route("/x") { get { } }``,
    ``@Location("/x") class T`` with ``post<T>``), Rails and Sinatra (``get 'photos/:id', to:``,
    ``get '/x' do``), Laravel (``Route::post('/user/{id}')``, ``Route::match(['get', 'post'],
    '/')``), the route table of ``rails routes`` (``DELETE /users/sign_out(.:format)``); a Rails,
    Spring or NestJS route template without its leading slash gets one (Laravel's and ASP.NET's
    are left out: an action's template is
    relative to its controller's route, and the labelled texts never count them),
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
    (``$r->get('/x' => ...)``, not under a prefix set with ``under``) and OpenAPI documents in
    JSON. The root path ``/`` counts only where code defines the route (``app.get('/', h)``), not
    on a router group or a sub-router (``users.POST("/")``, ``router.post('/')``), nor in prose or
    a log. A route on a router given a prefix (Gin's ``users := r.Group("/users")``, FastAPI's
    ``router = APIRouter(prefix="/users")``, ASP.NET's ``MapGroup``) is left out: its whole
    path is written nowhere. A route table whose cells lost their blanks ends the path where a
    class name is glued on (``GET/accountAccount::Show``). Several methods on one path each name
    an endpoint ("GET, PUT, and DELETE on /books/:id"; a bare comma list is an explanation);
    routes of Sinatra, Kemal and Plug (``get "/" do``, the root too), Jester (``get "/x":``),
    Dream (``Dream.get "/x"``), Dart's cascade (``..get('/x', h)``) and JSON route tables
    (``{"method": "GET", "path": "/x"}``); Retrofit's client calls (``@GET("/users/{id}")``,
    ``@HTTP(method = "DELETE", path = "/x")``; a relative path is its base URL's),
    Flask-RESTful's ``add_resource(Todo, '/todos')`` with the methods its class defines, swag's
    ``// @Router /x [get]`` and Vert.x's ``.method(HttpMethod.POST).path("/x")``; a curl command
    continued over lines.
    A path without a method is no endpoint, however API-like ("the /readyz endpoint",
    ``@RequestMapping("/users")`` on a class, ``http.HandleFunc("/x", h)``, a blueprint's
    ``url_prefix``); an access log's request for one file ("GET /index.php HTTP/1.1") and a
    request for a static asset ("GET /robots.txt", "/favicon.ico") are calls. A request the
    app's framework says no route accepts (Rails' "No route matches [POST] "/x"", Express's
    "Cannot GET /x", Spring's "No mapping for GET /x") is no endpoint, unless the text's code
    defines that route; Flask's "Exception on /x [POST]" is one; so are PHP routes called
    through an arrow with a handler after the path (``$app->post('/x', H::class)``, Mezzio's
    ``->route('/x', H::class, ['get'])``; not inside a group's closure), a form posting to a
    server's address, FastEndpoints' ``Post("/x");``, Symfony's ``@Route`` over ``@Method``,
    API Platform's ``new Post(uriTemplate: '/x')`` and Express's ``app.options``/``app.head``,
    a local server's address without its scheme before "POST request", the app's chained root
    (``app.route('/').get(...)``) and the root in a list of endpoints ("GET / – Homepage"); a
    server's log of a request it answered 405 is none, nor is a route on a router that an
    Express app mounts under a path (``app.use('/albums', albumsRouter)``: its whole path is
    written nowhere). A Markdown table's rows may leave out their leading pipe.
    The query string, fragment, trailing punctuation, a trailing slash, an HTML entity glued to
    the path (``/x&quot;``) and Rails' ``(.:format)`` are dropped; path parameters
    (``/users/:id``, ``/users/{id}``, ``<id>``, ``(:num)``, optional ``{id?}`` and ``:id?``,
    exploded ``{?q*}``) and ``[a|b]`` alternatives are kept;
    a path with a concrete id (a long hex string or number) is a request, not an endpoint.

Input handling: ``None`` gives ``[]``; ``bytes`` are decoded as UTF-8 (errors replaced); the text
is NFKC-normalised and only its first :data:`MAX_SCAN_CHARS` characters are scanned, so the cost
is bounded whatever the input (a 1 MB string costs the same as a 200 kB one). Every regular
expression is linear or bounded; NUL bytes and lone surrogates are harmless.

The package, lowest layer first (each module imports only the ones before it):
:mod:`.entities` (what is found), :mod:`.prepared` (the text normalised, masked and mapped into
code regions), :mod:`.pieces` (a name's occurrence and how strongly it is believed),
:mod:`.technical_context` (is the paragraph about software; the cues beside a name),
:mod:`.packages`, :mod:`.namespaces` and :mod:`.dependencies` (names a package, an identifier or
a manifest gives), :mod:`.technologies` (the lexicon's names judged), :mod:`.files`,
:mod:`.endpoints`, and this module, which joins them. It imports only the standard library and
:mod:`kgstore.lexicon`.
"""

from __future__ import annotations

from .entities import API_ENDPOINT, ENTITY_TYPES, ExtractedEntity, FILE, HTTP_METHODS, TECHNOLOGY
from .prepared import MAX_SCAN_CHARS, _prepare, _Prepared
from .technologies import MAX_TECHNOLOGY_MENTIONS, _technology_hits
from .files import FILE_ROOTS, _file_hits
from .endpoints import _endpoint_hits, _url_endpoint_hits


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


def extract_entities(text: str) -> list[ExtractedEntity]:
    """Technologies, file paths and API endpoints in *text*, deduplicated, in order of first
    appearance (technologies by canonical name, files by path, endpoints by "METHOD /path")."""
    prepared = _prepare(text)
    return [] if prepared is None else _dedup(_hits(prepared))


def _hits(prepared: _Prepared) -> list[tuple[int, int, ExtractedEntity]]:
    """Every mention the rules find: (offset, kind order, entity), in no particular order."""
    found: list[tuple[int, int, ExtractedEntity]] = []
    found.extend(_technology_hits(prepared))
    found.extend(_file_hits(prepared.masked))
    found.extend(_endpoint_hits(prepared.masked, prepared.text))
    found.extend(_url_endpoint_hits(prepared.text))
    return found


MENTION_CONTEXT_CHARS = 60  # of the text on each side of a mention, kept with it for review


def extract_mentions(text: str) -> list[tuple[ExtractedEntity, str]]:
    """As extract_entities, each entity with the text around its first mention (whitespace
    collapsed, cut at words, "…" where the text goes on): where a reviewer sees what was meant."""
    prepared = _prepare(text)
    if prepared is None:
        return []
    found = _hits(prepared)
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


def _dedup(found: list[tuple[int, int, ExtractedEntity]]) -> list[ExtractedEntity]:
    found.sort(key=lambda h: (h[0], h[1]))
    seen: set[ExtractedEntity] = set()
    out: list[ExtractedEntity] = []
    for _, _, entity in found:
        if entity not in seen:
            seen.add(entity)
            out.append(entity)
    return out
