"""The technology lexicon used by passive extraction (and by the one-time cleanup).

Every technology has a canonical name (the casing stored in the graph) and a *level* of
precision, which says how much evidence a mention needs before extraction believes it:

1. **Distinctive** names (TypeScript, PostgreSQL, Kubernetes, ...) are matched in any casing.
2. **English words** (Electron, Flask, REST, Spring, ...) are matched only in their canonical
   casing: "Electron" is the framework, "electron" is a particle.
3. **Ambiguous** words (Go, Rust, Express, React, ...) are matched only in code-ish context
   (backticks, a code block, a version number, a technical qualifier, an import, a list of
   other technologies). The rules live in :mod:`kgstore.passive.extraction`.

A technology may also have

* ``aliases``: other spellings matched like a level-1 name (any casing), e.g. ``golang`` for Go,
  ``postgres`` for PostgreSQL, ``k8s`` for Kubernetes;
* ``exact_aliases``: spellings matched only in exactly the given casing (level 2), e.g. ``JS``;
* ``ambiguous_aliases``: spellings that are ambiguous words (level 3), e.g. ``Node`` for Node.js;
* ``code_tokens``: lower-case command / package names that denote it in code (``npm install
  express``, ``require('electron')``, ``go build``, a backticked ``react``); these are never
  matched in prose;
* ``everyday``: a level-1 name that is also an everyday word or a well-known proper noun
  (Python the snake, Kafka the writer, Django Reinhardt, "terraform Mars"); outside code it is
  believed only in a technical context, as every level-2 name is (see
  :mod:`kgstore.passive.extraction`);
* ``word_in``: languages (ISO 639-1 codes) in which the name is an ordinary word (French "vite",
  "vue"); in a text in one of them it needs code-ish evidence (code, a version, a qualifier);
* ``prose_word``: a level-2 name that is also a very common English word when capitalised at the
  start of a sentence ("Spring is here", "Swift action"); there it needs the same evidence as a
  level-3 name.

This module imports only the standard library.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from types import MappingProxyType
from typing import Mapping

__all__ = [
    "DISTINCTIVE",
    "ENGLISH_WORD",
    "AMBIGUOUS",
    "Technology",
    "SurfaceForm",
    "TECHNOLOGIES",
    "TECHNOLOGY_BY_NAME",
    "SURFACE_FORMS",
    "CODE_TOKENS",
    "PACKAGE_SCOPES",
    "FENCE_LANGUAGES",
    "normalize_key",
    "lookup_surface_form",
    "canonical_technology_name",
    "technology_level",
    "is_noise_technology_name",
]

DISTINCTIVE = 1
ENGLISH_WORD = 2
AMBIGUOUS = 3


@dataclass(frozen=True)
class Technology:
    """One lexicon entry."""

    name: str
    level: int
    kind: str = "tool"
    aliases: tuple[str, ...] = ()
    exact_aliases: tuple[str, ...] = ()
    ambiguous_aliases: tuple[str, ...] = ()
    code_tokens: tuple[str, ...] = ()
    prose_word: bool = False
    #: level 1 only: the name is also an everyday word or proper noun (see the module docstring)
    everyday: bool = False
    #: languages in which the name is an ordinary word ("fr" for Vite and Vue)
    word_in: tuple[str, ...] = ()
    #: level-3 only: may a capitalised mention be accepted because it sits in a list of other
    #: technologies ("React, TypeScript and Node.js")?  False for words that open sentences
    #: ("Next, ...").
    list_ok: bool = True
    #: level-3 only: may a qualifier after it ("React component", "React for the frontend")
    #: confirm it?  False for words whose qualifier phrases are ordinary English ("Next app").
    qualifier_ok: bool = True


@dataclass(frozen=True)
class SurfaceForm:
    """A spelling of a technology, with the level at which that spelling is matched."""

    text: str
    level: int
    technology: Technology


def _t(name: str, level: int, kind: str, *aliases: str, **kw) -> Technology:
    return Technology(name=name, level=level, kind=kind, aliases=tuple(aliases), **kw)


_L1, _L2, _L3 = DISTINCTIVE, ENGLISH_WORD, AMBIGUOUS

# fmt: off
TECHNOLOGIES: tuple[Technology, ...] = (
    # ---- languages -----------------------------------------------------------------------
    _t("TypeScript", _L1, "language", code_tokens=("tsc",)),
    _t("JavaScript", _L1, "language", "ECMAScript", exact_aliases=("JS",)),
    _t("Python", _L1, "language", "python3", "CPython", everyday=True),
    _t("Go", _L3, "language", "golang", "goroutine", "goroutines", code_tokens=("go",)),
    _t("Rust", _L3, "language", "rustlang", "rust-lang", "rustc", "rustup", code_tokens=("rust",)),
    _t("Java", _L2, "language", code_tokens=("java",)),
    _t("Kotlin", _L1, "language"),
    _t("Scala", _L1, "language", everyday=True),
    _t("Swift", _L2, "language", code_tokens=("swift",), prose_word=True),
    _t("Ruby", _L2, "language", code_tokens=("ruby",), prose_word=True),
    _t("PHP", _L1, "language"),
    _t("Perl", _L1, "language", everyday=True),
    _t("Lua", _L1, "language", everyday=True),
    _t("C++", _L1, "language", "cpp"),
    _t("C#", _L1, "language", "csharp"),
    _t("Objective-C", _L1, "language"),
    _t("Haskell", _L1, "language", everyday=True),
    _t("Elixir", _L2, "language", code_tokens=("elixir",)),
    _t("Erlang", _L1, "language"),
    _t("Clojure", _L1, "language"),
    _t("OCaml", _L1, "language"),
    _t("Zig", _L1, "language", everyday=True),
    _t("Dart", _L3, "language", "dartlang", code_tokens=("dart",)),
    _t("Julia", _L3, "language", "julialang", code_tokens=("julia",)),
    _t("Elm", _L3, "language", "elm-lang", code_tokens=("elm",)),
    _t("Solidity", _L2, "language"),
    _t("MATLAB", _L1, "language"),
    _t("Bash", _L2, "language", code_tokens=("bash",)),
    _t("PowerShell", _L1, "language", "pwsh"),
    _t("HTML", _L2, "language", "HTML5"),
    _t("CSS", _L2, "language", "CSS3"),
    _t("Sass", _L2, "language", code_tokens=("sass",)),
    _t("SCSS", _L1, "language"),
    _t("WebAssembly", _L1, "language", "wasm"),
    # ---- runtimes ------------------------------------------------------------------------
    _t("Node.js", _L1, "runtime", "nodejs", "node js", ambiguous_aliases=("Node",),
       code_tokens=("node",)),
    _t("Deno", _L2, "runtime", code_tokens=("deno",)),
    _t("Bun", _L2, "runtime", code_tokens=("bun", "bunx"), prose_word=True),
    # ---- front-end -----------------------------------------------------------------------
    _t("React", _L3, "framework", "ReactJS", "React.js", code_tokens=("react",)),
    _t("React Native", _L1, "framework", "react-native"),
    _t("Next.js", _L1, "framework", "nextjs", ambiguous_aliases=("Next",), code_tokens=("next",),
       list_ok=False, qualifier_ok=False),
    _t("Vue", _L2, "framework", "Vue.js", "vuejs", code_tokens=("vue",), word_in=("fr",)),
    _t("Nuxt", _L1, "framework", "Nuxt.js", "nuxtjs"),
    _t("Angular", _L2, "framework", code_tokens=("ng",)),
    _t("AngularJS", _L1, "framework"),
    _t("Svelte", _L2, "framework", code_tokens=("svelte",)),
    _t("SvelteKit", _L1, "framework"),
    _t("SolidJS", _L1, "framework", "Solid.js"),
    _t("Preact", _L1, "framework"),
    _t("Ember", _L2, "framework", "Ember.js", "emberjs", code_tokens=("ember",), prose_word=True),
    _t("Remix", _L3, "framework", "remix-run", code_tokens=("remix",)),
    _t("Astro", _L2, "framework", code_tokens=("astro",)),
    _t("Gatsby", _L2, "framework", "gatsbyjs", code_tokens=("gatsby",)),
    _t("jQuery", _L1, "library"),
    _t("Redux", _L1, "library", everyday=True),
    _t("MobX", _L1, "library"),
    _t("Zustand", _L1, "library", everyday=True),
    _t("RxJS", _L1, "library"),
    _t("Tailwind", _L2, "framework", "tailwindcss", "Tailwind CSS"),
    _t("Bootstrap", _L2, "framework", code_tokens=("bootstrap",), prose_word=True),
    _t("Material UI", _L1, "library", "material-ui", exact_aliases=("MUI",)),
    _t("Chakra UI", _L1, "library"),
    _t("Three.js", _L1, "library", "threejs"),
    _t("D3.js", _L1, "library", exact_aliases=("D3",)),
    _t("Storybook", _L2, "tool", code_tokens=("storybook",)),
    _t("Electron", _L2, "framework", code_tokens=("electron",)),
    _t("Tauri", _L1, "framework", everyday=True),
    _t("Flutter", _L2, "framework", code_tokens=("flutter",)),
    _t("SwiftUI", _L1, "framework"),
    _t("Qt", _L2, "framework", "PySide6", "PySide", "PyQt", "PyQt5", "PyQt6"),
    # ---- back-end ------------------------------------------------------------------------
    _t("Express", _L3, "framework", "Express.js", "expressjs", code_tokens=("express",)),
    _t("NestJS", _L1, "framework", ambiguous_aliases=("Nest",), code_tokens=("nest",)),
    _t("Fastify", _L1, "framework"),
    _t("Koa", _L2, "framework", "Koa.js", code_tokens=("koa",)),
    _t("Django", _L1, "framework", everyday=True),
    _t("Flask", _L2, "framework", code_tokens=("flask",)),
    _t("FastAPI", _L1, "framework"),
    _t("Spring", _L2, "framework", prose_word=True),
    _t("Spring Boot", _L1, "framework"),
    _t("Rails", _L2, "framework", code_tokens=("rails",), prose_word=True),
    _t("Ruby on Rails", _L1, "framework", "RoR"),
    _t("Laravel", _L1, "framework"),
    _t("Symfony", _L1, "framework"),
    _t("ASP.NET", _L1, "framework", "ASP.NET Core"),
    _t(".NET", _L1, "framework", "dotnet", ".NET Core"),
    _t("Gin", _L3, "framework", "gin-gonic", code_tokens=("gin",)),
    _t("Celery", _L2, "library", code_tokens=("celery",), prose_word=True),
    _t("Pydantic", _L1, "library"),
    _t("SQLAlchemy", _L1, "library"),
    _t("Prisma", _L1, "library", everyday=True),
    _t("TypeORM", _L1, "library"),
    _t("Sequelize", _L1, "library"),
    _t("Mongoose", _L2, "library", code_tokens=("mongoose",)),
    _t("Drizzle", _L2, "library", "drizzle-orm", code_tokens=("drizzle",), prose_word=True),
    _t("GraphQL", _L1, "api"),
    _t("REST", _L2, "api", exact_aliases=("RESTful",)),
    _t("gRPC", _L1, "api"),
    _t("tRPC", _L1, "api"),
    _t("WebSocket", _L1, "api", "WebSockets"),
    _t("Socket.IO", _L1, "library"),
    _t("OAuth", _L1, "api", "OAuth2"),
    _t("JWT", _L1, "api", code_tokens=("jsonwebtoken",)),
    _t("Axios", _L1, "library", everyday=True),
    _t("Lodash", _L1, "library"),
    _t("Zod", _L2, "library", code_tokens=("zod",)),
    # ---- data ----------------------------------------------------------------------------
    _t("PostgreSQL", _L1, "database", "postgres", "psql", code_tokens=("pg", "psycopg2", "psycopg")),
    _t("MySQL", _L1, "database", code_tokens=("mysql2",)),
    _t("MariaDB", _L1, "database"),
    _t("SQLite", _L1, "database", "sqlite3"),
    _t("SQL Server", _L1, "database", "Microsoft SQL Server", "MSSQL"),
    _t("MongoDB", _L1, "database"),
    _t("Redis", _L1, "database", code_tokens=("ioredis",)),
    _t("Memcached", _L1, "database"),
    _t("Elasticsearch", _L1, "database"),
    _t("DynamoDB", _L1, "database"),
    _t("Neo4j", _L1, "database"),
    _t("CouchDB", _L1, "database"),
    _t("ClickHouse", _L1, "database"),
    _t("InfluxDB", _L1, "database"),
    _t("Supabase", _L1, "platform"),
    _t("Firebase", _L1, "platform"),
    _t("Kafka", _L1, "database", "Apache Kafka", everyday=True),
    _t("RabbitMQ", _L1, "database"),
    _t("BigQuery", _L1, "database"),
    _t("Snowflake", _L2, "database", prose_word=True),
    _t("pandas", _L3, "library", code_tokens=("pandas",)),
    _t("NumPy", _L1, "library"),
    _t("SciPy", _L1, "library"),
    _t("scikit-learn", _L1, "library", "sklearn"),
    _t("PyTorch", _L1, "library", code_tokens=("torch",)),
    _t("TensorFlow", _L1, "library"),
    _t("Jupyter", _L1, "tool"),
    _t("Apache Spark", _L1, "database", "PySpark", ambiguous_aliases=("Spark",),
       code_tokens=("spark",)),
    _t("LangChain", _L1, "library"),
    _t("OpenCV", _L1, "library", code_tokens=("cv2",)),
    # ---- build, test, tooling ------------------------------------------------------------
    _t("Webpack", _L1, "tool"),
    _t("Vite", _L1, "tool", everyday=True, word_in=("fr",)),
    _t("esbuild", _L1, "tool"),
    _t("Rollup", _L2, "tool", code_tokens=("rollup",), prose_word=True),
    _t("Parcel", _L2, "tool", code_tokens=("parcel",), prose_word=True),
    _t("Babel", _L2, "tool", code_tokens=("babel",)),
    _t("Turborepo", _L1, "tool"),
    _t("Lerna", _L1, "tool", everyday=True),
    _t("ESLint", _L1, "tool"),
    _t("Prettier", _L2, "tool", code_tokens=("prettier",), prose_word=True),
    _t("Jest", _L2, "tool", code_tokens=("jest",)),
    _t("Vitest", _L1, "tool"),
    _t("Mocha", _L2, "tool", code_tokens=("mocha",), prose_word=True),
    _t("Jasmine", _L2, "tool", code_tokens=("jasmine",), prose_word=True),
    _t("Cypress", _L2, "tool", code_tokens=("cypress",), prose_word=True),
    _t("Playwright", _L2, "tool", code_tokens=("playwright",), prose_word=True),
    _t("Puppeteer", _L2, "tool", code_tokens=("puppeteer",)),
    _t("Selenium", _L2, "tool", code_tokens=("selenium",)),
    _t("pytest", _L1, "tool"),
    _t("JUnit", _L1, "tool"),
    _t("npm", _L1, "tool", "npx"),
    _t("Yarn", _L2, "tool", code_tokens=("yarn",), prose_word=True),
    _t("pnpm", _L1, "tool"),
    _t("Cargo", _L2, "tool", code_tokens=("cargo",), prose_word=True),
    _t("Gradle", _L1, "tool", "gradlew"),
    _t("Maven", _L2, "tool", "mvn", prose_word=True),
    _t("Poetry", _L2, "tool", code_tokens=("poetry",), prose_word=True),
    _t("Conda", _L1, "tool", "Miniconda"),
    _t("Homebrew", _L1, "tool", code_tokens=("brew",), everyday=True),
    _t("Git", _L1, "tool"),
    _t("GitHub", _L1, "platform"),
    _t("GitHub Actions", _L1, "tool"),
    _t("GitLab", _L1, "platform"),
    _t("Bitbucket", _L1, "platform"),
    _t("Jenkins", _L2, "tool", prose_word=True),
    _t("CircleCI", _L1, "tool"),
    _t("VS Code", _L1, "tool", "VSCode", "Visual Studio Code"),
    _t("Xcode", _L1, "tool"),
    _t("Neovim", _L1, "tool", "nvim"),
    _t("Vim", _L2, "tool", code_tokens=("vim",)),
    _t("Sentry", _L2, "tool", prose_word=True),
    _t("Grafana", _L1, "tool"),
    _t("Prometheus", _L2, "tool"),
    _t("Datadog", _L1, "tool"),
    _t("OpenTelemetry", _L1, "tool"),
    # ---- infrastructure and clouds -------------------------------------------------------
    _t("Docker", _L1, "tool", "Dockerfile"),
    _t("Docker Compose", _L1, "tool", "docker-compose"),
    _t("Kubernetes", _L1, "platform", "k8s", "kubectl"),
    _t("Helm", _L2, "tool", code_tokens=("helm",), prose_word=True),
    _t("Terraform", _L1, "tool", everyday=True),
    _t("Pulumi", _L1, "tool"),
    _t("Ansible", _L1, "tool", everyday=True),
    _t("Vagrant", _L2, "tool", code_tokens=("vagrant",), prose_word=True),
    _t("Nginx", _L1, "tool"),
    _t("Istio", _L1, "platform"),
    _t("OpenShift", _L1, "platform"),
    _t("AWS", _L1, "cloud", "Amazon Web Services"),
    _t("AWS Lambda", _L1, "cloud"),
    _t("Azure", _L2, "cloud"),
    _t("Google Cloud", _L1, "cloud", "GCP", "Google Cloud Platform"),
    _t("Vercel", _L1, "cloud"),
    _t("Netlify", _L1, "cloud"),
    _t("Heroku", _L1, "cloud"),
    _t("Cloudflare", _L1, "cloud"),
    _t("DigitalOcean", _L1, "cloud"),
    _t("Linux", _L1, "platform"),
    _t("Ubuntu", _L1, "platform", everyday=True),
    _t("macOS", _L1, "platform"),
    _t("iOS", _L2, "platform"),
    _t("Android", _L2, "platform"),
    _t("Unity", _L2, "platform", prose_word=True),
    _t("Unreal Engine", _L1, "platform"),
    _t("Godot", _L2, "platform", code_tokens=("godot",)),
)
# fmt: on

#: Package scopes that identify a technology (``import { Module } from '@nestjs/common'``).
PACKAGE_SCOPES: Mapping[str, str] = MappingProxyType({
    "@angular": "Angular",
    "@nestjs": "NestJS",
    "@vue": "Vue",
    "@sveltejs": "Svelte",
    "@remix-run": "Remix",
    "@prisma": "Prisma",
    "@reduxjs": "Redux",
    "@sentry": "Sentry",
    "@mui": "Material UI",
    "@chakra-ui": "Chakra UI",
    "@trpc": "tRPC",
    "@tauri-apps": "Tauri",
    "@playwright": "Playwright",
})

#: Info strings of fenced code blocks that name a technology (```go, ```rust, ```tsx, ...).
#: Shells and data formats (bash, sh, json, yaml, sql) are deliberately absent.
FENCE_LANGUAGES: Mapping[str, str] = MappingProxyType({
    "go": "Go", "golang": "Go",
    "rust": "Rust", "rs": "Rust",
    "typescript": "TypeScript", "ts": "TypeScript", "tsx": "TypeScript", "mts": "TypeScript",
    "javascript": "JavaScript", "js": "JavaScript", "jsx": "JavaScript", "mjs": "JavaScript",
    "cjs": "JavaScript",
    "python": "Python", "py": "Python", "python3": "Python",
    "ruby": "Ruby", "rb": "Ruby",
    "java": "Java", "kotlin": "Kotlin", "kt": "Kotlin", "scala": "Scala", "swift": "Swift",
    "dart": "Dart", "julia": "Julia", "jl": "Julia", "elm": "Elm", "php": "PHP",
    "csharp": "C#", "cs": "C#", "c#": "C#", "cpp": "C++", "c++": "C++",
    "haskell": "Haskell", "hs": "Haskell", "elixir": "Elixir", "ex": "Elixir", "exs": "Elixir",
    "erlang": "Erlang", "clojure": "Clojure", "clj": "Clojure", "ocaml": "OCaml", "zig": "Zig",
    "lua": "Lua", "perl": "Perl", "solidity": "Solidity", "matlab": "MATLAB",
    "graphql": "GraphQL", "gql": "GraphQL",
    "dockerfile": "Docker", "docker": "Docker",
    "terraform": "Terraform", "hcl": "Terraform", "tf": "Terraform",
    "vue": "Vue", "svelte": "Svelte", "astro": "Astro",
    "html": "HTML", "css": "CSS", "scss": "SCSS", "sass": "Sass",
    "powershell": "PowerShell", "ps1": "PowerShell", "pwsh": "PowerShell",
    "nginx": "Nginx",
})

_WS_RE = re.compile(r"\s+")


def normalize_key(name: str) -> str:
    """NFKC, whitespace collapsed and trimmed, case-folded: the lookup key of a spelling."""
    try:
        text = unicodedata.normalize("NFKC", name)
    except (TypeError, ValueError):  # pragma: no cover - defensive
        text = str(name)
    return _WS_RE.sub(" ", text).strip().casefold()


def _collapse(name: str) -> str:
    return _WS_RE.sub(" ", unicodedata.normalize("NFKC", name)).strip()


def _build() -> tuple[dict[str, Technology], dict[str, SurfaceForm], dict[str, Technology]]:
    by_name: dict[str, Technology] = {}
    forms: dict[str, SurfaceForm] = {}
    tokens: dict[str, Technology] = {}

    def add(text: str, level: int, tech: Technology) -> None:
        text = _collapse(text)
        key = text.casefold()
        if key in forms:
            raise ValueError(f"lexicon: {text!r} is listed twice "
                             f"({forms[key].technology.name} and {tech.name})")
        forms[key] = SurfaceForm(text=text, level=level, technology=tech)

    for tech in TECHNOLOGIES:
        if tech.level not in (DISTINCTIVE, ENGLISH_WORD, AMBIGUOUS):
            raise ValueError(f"lexicon: bad level for {tech.name}")
        if tech.name in by_name:
            raise ValueError(f"lexicon: duplicate technology {tech.name}")
        by_name[tech.name] = tech
        add(tech.name, tech.level, tech)
        for alias in tech.aliases:
            add(alias, DISTINCTIVE, tech)
        for alias in tech.exact_aliases:
            add(alias, ENGLISH_WORD, tech)
        for alias in tech.ambiguous_aliases:
            add(alias, AMBIGUOUS, tech)
    for tech in TECHNOLOGIES:
        for token in tech.code_tokens:
            if token != token.lower():
                raise ValueError(f"lexicon: code token {token!r} must be lower-case")
            if token in tokens:
                raise ValueError(f"lexicon: code token {token!r} listed twice")
            form = forms.get(token)
            if form is not None and form.technology is not tech:
                raise ValueError(f"lexicon: code token {token!r} names another technology")
            tokens[token] = tech
    for scope, name in list(PACKAGE_SCOPES.items()) + list(FENCE_LANGUAGES.items()):
        if name not in by_name:
            raise ValueError(f"lexicon: {scope!r} maps to unknown technology {name!r}")
    return by_name, forms, tokens


_BY_NAME, _FORMS, _TOKENS = _build()

#: canonical name -> Technology
TECHNOLOGY_BY_NAME: Mapping[str, Technology] = MappingProxyType(_BY_NAME)
#: normalize_key(spelling) -> SurfaceForm, for every canonical name and alias
SURFACE_FORMS: Mapping[str, SurfaceForm] = MappingProxyType(_FORMS)
#: lower-case code token -> Technology
CODE_TOKENS: Mapping[str, Technology] = MappingProxyType(_TOKENS)


def lookup_surface_form(name: str) -> SurfaceForm | None:
    """The lexicon spelling of *name* (any casing/spacing), or None."""
    if not isinstance(name, str):
        return None
    return _FORMS.get(normalize_key(name))


def canonical_technology_name(name: str) -> str | None:
    """Canonical casing for any casing/spacing of a lexicon name or alias, else None.

    ``"electron" -> "Electron"``, ``"NODE.JS" -> "Node.js"``, ``"go" -> "Go"``,
    ``"postgres" -> "PostgreSQL"``, ``"k8s" -> "Kubernetes"``, ``"Hello" -> None``.
    """
    form = lookup_surface_form(name)
    return form.technology.name if form is not None else None


def technology_level(name: str) -> int | None:
    """The precision level (1, 2 or 3) at which this spelling is matched, else None.

    For a canonical name this is the technology's level; an alias has its own level
    (``"golang"`` is 1 although ``"Go"`` is 3; ``"Node"`` is 3 although ``"Node.js"`` is 1).
    """
    form = lookup_surface_form(name)
    return form.level if form is not None else None


def is_noise_technology_name(stored_name: str) -> bool:
    """True for a name the old extraction stored that current extraction never produces.

    That is a level-2 or level-3 spelling stored in a casing other than its lexicon casing
    (``"go"``, ``"rust"``, ``"express"``, ``"react"``, ``"rest"``, ``"Rest"``, ``"electron"``).
    Level-1 spellings in any casing (``"typescript"``), correctly cased names (``"React"``,
    ``"Go"``, ``"Electron"``) and names not in the lexicon are not noise.
    """
    if not isinstance(stored_name, str):
        return False
    try:
        collapsed = _collapse(stored_name)
    except (TypeError, ValueError):  # pragma: no cover - defensive
        return False
    form = _FORMS.get(collapsed.casefold())
    if form is None or form.level == DISTINCTIVE:
        return False
    return collapsed != form.text
