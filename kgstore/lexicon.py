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
  (Python the snake, Kafka the writer, Django Reinhardt, "terraform Mars", a company in the
  business news: Salesforce, Datadog, Cloudflare; YouTube in a recipe); outside code it is
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
    _t("TypeScript", _L1, "language", exact_aliases=("TS",), code_tokens=("tsc",)),
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
    _t("Astro", _L2, "framework", code_tokens=("astro",), word_in=("es",)),
    _t("Gatsby", _L1, "framework", "gatsbyjs", code_tokens=("gatsby",), everyday=True),
    _t("jQuery", _L1, "library"),
    _t("Redux", _L1, "library", everyday=True),
    _t("MobX", _L1, "library"),
    _t("Zustand", _L1, "library", everyday=True, word_in=("de",)),
    _t("RxJS", _L1, "library"),
    _t("Tailwind", _L2, "framework", "tailwindcss", "Tailwind CSS"),
    _t("Bootstrap", _L2, "framework", code_tokens=("bootstrap",), prose_word=True,
       qualifier_ok=False),  # "a bootstrap script" bootstraps something
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
    _t("Express", _L3, "framework", "Express.js", "expressjs", code_tokens=("express",),
       word_in=("fr",)),
    _t("NestJS", _L1, "framework", ambiguous_aliases=("Nest",), code_tokens=("nest",)),
    _t("Fastify", _L1, "framework"),
    _t("Koa", _L2, "framework", "Koa.js", code_tokens=("koa",)),
    _t("Django", _L1, "framework", everyday=True),
    _t("Flask", _L2, "framework", code_tokens=("flask",)),
    _t("FastAPI", _L1, "framework"),
    _t("Spring", _L2, "framework", prose_word=True),
    _t("Spring Boot", _L1, "framework"),
    _t("Spring Security", _L1, "framework"),
    _t("Rails", _L2, "framework", code_tokens=("rails",), prose_word=True, word_in=("fr",)),
    _t("Ruby on Rails", _L1, "framework", "RoR"),
    _t("Laravel", _L1, "framework"),
    _t("Symfony", _L1, "framework"),
    _t("ASP.NET", _L1, "framework", "ASP.NET Core"),
    _t(".NET", _L1, "framework", "dotnet", ".NET Core"),
    _t("Gin", _L3, "framework", "gin-gonic", code_tokens=("gin",)),
    _t("Celery", _L2, "library", code_tokens=("celery",), prose_word=True),
    _t("Pydantic", _L1, "library"),
    _t("SQLAlchemy", _L1, "library"),
    _t("Prisma", _L1, "library", everyday=True, word_in=("es", "de")),
    _t("TypeORM", _L1, "library"),
    _t("Sequelize", _L1, "library"),
    _t("Mongoose", _L2, "library", code_tokens=("mongoose",)),
    _t("Drizzle", _L2, "library", "drizzle-orm", code_tokens=("drizzle",), prose_word=True),
    _t("GraphQL", _L1, "api"),
    _t("REST", _L2, "api",
       exact_aliases=("RESTful",)),
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
    _t("webpack-cli", _L1, "tool"),
    _t("Vite", _L1, "tool", everyday=True, word_in=("fr",)),
    _t("esbuild", _L1, "tool"),
    _t("Rollup", _L2, "tool", code_tokens=("rollup",), prose_word=True),
    _t("Parcel", _L2, "tool", code_tokens=("parcel",), prose_word=True),
    _t("Babel", _L1, "tool", code_tokens=("babel",), everyday=True),
    _t("babel-loader", _L1, "tool"),
    _t("Turborepo", _L1, "tool"),
    _t("Lerna", _L1, "tool", everyday=True),
    _t("ESLint", _L1, "tool"),
    _t("typescript-eslint", _L1, "tool"),
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
    _t("Cargo", _L2, "tool", code_tokens=("cargo",), prose_word=True, word_in=("fr", "es")),
    _t("Gradle", _L1, "tool", "gradlew"),
    _t("Maven", _L2, "tool", "mvn", prose_word=True),
    _t("Poetry", _L2, "tool", code_tokens=("poetry",), prose_word=True),
    _t("Conda", _L1, "tool", "Miniconda"),
    _t("Homebrew", _L1, "tool", code_tokens=("brew",), everyday=True),
    _t("Git", _L1, "tool", everyday=True),
    _t("GitHub", _L1, "platform"),
    _t("GitHub Actions", _L1, "tool", "GitHub Action", "GH Actions"),
    _t("GitLab", _L1, "platform"),
    _t("Bitbucket", _L1, "platform"),
    _t("Jenkins", _L1, "tool", everyday=True),
    _t("CircleCI", _L1, "tool"),
    _t("VS Code", _L1, "tool", "VSCode", "Visual Studio Code"),
    _t("Xcode", _L1, "tool"),
    _t("Neovim", _L1, "tool", "nvim"),
    _t("Vim", _L2, "tool", code_tokens=("vim",)),
    _t("Sentry", _L2, "tool", prose_word=True),
    _t("Grafana", _L1, "tool"),
    _t("Prometheus", _L2, "tool"),
    _t("Datadog", _L1, "tool", everyday=True),
    _t("OpenTelemetry", _L1, "tool"),
    # ---- infrastructure and clouds -------------------------------------------------------
    _t("Docker", _L1, "tool", "Dockerfile"),
    _t("Docker Compose", _L1, "tool", "docker-compose"),
    _t("Kubernetes", _L1, "platform", "k8s", "kubectl", exact_aliases=("Kube",)),
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
    _t("Cloud Build", _L2, "cloud", "Google Cloud Build"),
    _t("Vercel", _L1, "cloud"),
    _t("Netlify", _L1, "cloud"),
    _t("Heroku", _L1, "cloud"),
    _t("Cloudflare", _L1, "cloud", everyday=True),
    _t("DigitalOcean", _L1, "cloud", everyday=True),
    _t("Linux", _L1, "os"),
    _t("Ubuntu", _L1, "os", everyday=True),
    _t("macOS", _L1, "os", "OS X", "Mac OS X"),
    _t("iOS", _L1, "os", everyday=True),
    _t("Android", _L1, "os", everyday=True),
    _t("Unity", _L2, "platform", prose_word=True),
    _t("Unreal Engine", _L1, "platform"),
    _t("Godot", _L2, "platform", code_tokens=("godot",)),
    # ---- operating systems and shells -----------------------------------------------------
    _t("Windows", _L2, "os", "Win10", "Win11", "Windows 10", "Windows 11",
       code_tokens=("windows",), prose_word=True),
    _t("Windows Subsystem for Linux", _L1, "os", exact_aliases=("WSL", "WSL2")),
    _t("Debian", _L1, "os"),
    _t("CentOS", _L1, "os"),
    _t("Fedora", _L2, "os", prose_word=True),
    _t("Red Hat Enterprise Linux", _L1, "os", exact_aliases=("RHEL",)),
    _t("Arch Linux", _L1, "os"),
    _t("Alpine Linux", _L1, "os"),
    _t("FreeBSD", _L1, "os"),
    _t("Raspberry Pi", _L1, "platform"),
    _t("Chrome", _L2, "tool", "Google Chrome"),
    _t("Firefox", _L1, "tool"),
    _t("Safari", _L2, "tool", prose_word=True),
    _t("Cygwin", _L1, "tool"),
    _t("MinGW", _L1, "tool", "mingw-w64"),
    _t("MSYS", _L1, "tool", "MSYS2"),
    _t("Zsh", _L1, "tool", "oh-my-zsh"),
    _t("systemd", _L1, "tool", "systemctl"),
    _t("SSH", _L2, "tool", "OpenSSH"),
    _t("OpenSSL", _L1, "library"),
    # ---- compilers and native tooling ---------------------------------------------------
    _t("GCC", _L2, "tool", "g++", code_tokens=("gcc",)),
    _t("Clang", _L1, "tool", "LLVM"),
    _t("clang-cl", _L1, "tool"),
    _t("MSVC", _L1, "tool", "Visual C++"),
    _t("CMake", _L1, "tool"),
    _t("Visual Studio", _L1, "tool"),
    _t("IntelliJ IDEA", _L1, "tool", "IntelliJ"),
    _t("PyCharm", _L1, "tool"),
    _t("WebStorm", _L1, "tool"),
    _t("Android Studio", _L1, "tool"),
    _t("Eclipse", _L2, "tool", prose_word=True),
    _t("Atom", _L2, "tool", prose_word=True),
    _t("Sublime Text", _L1, "tool"),
    _t("Emacs", _L1, "tool"),
    _t("CUDA", _L1, "platform"),
    _t("cuDNN", _L1, "library"),
    _t("Visual Basic", _L1, "language", "VBA", "VB.NET"),
    _t("R", _L3, "language"),
    _t("SQL", _L2, "language"),
    _t("Fortran", _L1, "language"),
    _t("COBOL", _L1, "language"),
    _t("Groovy", _L2, "language", prose_word=True),
    _t("Nim", _L2, "language", prose_word=True),
    _t("Crystal", _L2, "language", prose_word=True),
    _t("F#", _L1, "language", "fsharp"),
    _t("Markdown", _L2, "language", prose_word=True),
    _t("WebGL", _L1, "api"),
    _t("CommonJS", _L1, "api"),
    # ---- web servers, app servers ----------------------------------------------------------
    _t("Tomcat", _L1, "tool", "Apache Tomcat", everyday=True),
    _t("Apache HTTP Server", _L1, "tool", "httpd", "Apache2"),
    _t("IIS", _L2, "tool"),
    _t("Caddy", _L2, "tool", prose_word=True, word_in=("fr",)),
    _t("Traefik", _L1, "tool"),
    _t("HAProxy", _L1, "tool"),
    _t("Gunicorn", _L1, "tool"),
    _t("uWSGI", _L1, "tool"),
    _t("Uvicorn", _L1, "tool"),
    _t("PM2", _L1, "tool"),
    _t("Jetty", _L2, "tool", prose_word=True),
    _t("WildFly", _L1, "tool"),
    _t("Envoy", _L2, "tool", prose_word=True),
    # ---- libraries and frameworks ---------------------------------------------------------
    _t("Django REST framework", _L1, "framework", exact_aliases=("DRF",)),
    _t("React Router", _L1, "library", "react-router", "react-router-dom"),
    _t("React Testing Library", _L1, "library", "@testing-library/react"),
    _t("Testing Library", _L2, "library"),
    _t("TanStack Query", _L1, "library", "React Query", "@tanstack/react-query"),
    _t("Ionic", _L2, "framework", prose_word=True),
    _t("Expo", _L2, "framework", prose_word=True, word_in=("fr", "es")),
    _t("Quasar", _L2, "framework", prose_word=True),
    _t("Nx", _L2, "tool", code_tokens=("nx",)),
    _t("Alpine.js", _L1, "framework", "alpinejs"),
    _t("htmx", _L1, "library"),
    _t("Lit", _L3, "library"),
    _t("Stencil", _L2, "framework", prose_word=True),
    _t("Eleventy", _L1, "tool", "11ty"),
    _t("Docusaurus", _L1, "tool"),
    _t("shadcn/ui", _L1, "library", "shadcn"),
    _t("Radix UI", _L1, "library"),
    _t("Ant Design", _L1, "library", "antd"),
    _t("styled-components", _L1, "library"),
    _t("PostCSS", _L1, "tool"),
    _t("clsx", _L1, "library"),
    _t("tailwind-merge", _L1, "library"),
    _t("Framer Motion", _L1, "library"),
    _t("Chart.js", _L1, "library"),
    _t("Leaflet", _L2, "library", prose_word=True),
    _t("Moment.js", _L1, "library"),
    _t("date-fns", _L1, "library"),
    _t("Immer", _L1, "library"),
    _t("Recoil", _L2, "library", prose_word=True),
    _t("Relay", _L2, "library", prose_word=True),
    _t("Hono", _L1, "framework"),
    _t("Hapi", _L2, "framework", "hapi.js"),
    _t("Strapi", _L1, "platform"),
    _t("Directus", _L1, "platform"),
    _t("CKAN", _L1, "platform"),
    _t("Passport", _L2, "library", "passport.js", prose_word=True),
    _t("bcrypt", _L1, "library", "bcryptjs"),
    _t("Nodemailer", _L1, "library"),
    _t("Knex", _L1, "library", "knex.js"),
    _t("Tortoise ORM", _L1, "library"),
    _t("SQLModel", _L1, "library"),
    _t("django-stubs", _L1, "library"),
    _t("Peewee", _L1, "library"),
    _t("Alembic", _L1, "tool"),
    _t("Hibernate", _L2, "framework", prose_word=True),
    _t("Jakarta EE", _L1, "framework", "Java EE", "J2EE"),
    _t("Micronaut", _L1, "framework"),
    _t("Quarkus", _L1, "framework"),
    _t("Struts", _L2, "framework", "Apache Struts", prose_word=True),
    _t("CodeIgniter", _L1, "framework"),
    _t("WordPress", _L1, "platform", "Word Press"),
    _t("Drupal", _L1, "platform"),
    _t("Joomla", _L1, "platform"),
    _t("Magento", _L1, "platform"),
    _t("Shopify", _L1, "platform", everyday=True),
    _t("Blogger", _L2, "platform", prose_word=True),
    _t("Polars", _L2, "library", prose_word=True),
    _t("Matplotlib", _L1, "library"),
    _t("Seaborn", _L1, "library"),
    _t("Plotly", _L1, "library"),
    _t("Keras", _L1, "library"),
    _t("Hugging Face", _L1, "platform", "HuggingFace"),
    _t("XGBoost", _L1, "library"),
    _t("LightGBM", _L1, "library"),
    _t("spaCy", _L1, "library"),
    _t("NLTK", _L1, "library"),
    _t("Streamlit", _L1, "library"),
    _t("Gradio", _L1, "library"),
    _t("Airflow", _L1, "tool", "Apache Airflow"),
    _t("Hadoop", _L1, "platform", "Apache Hadoop"),
    _t("Flink", _L1, "platform", "Apache Flink"),
    _t("Beautiful Soup", _L1, "library", "BeautifulSoup", "bs4"),
    _t("Scrapy", _L1, "library"),
    _t("Tkinter", _L1, "library"),
    _t("Pygame", _L1, "library"),
    _t("Cython", _L1, "language"),
    _t("Numba", _L1, "library"),
    _t("OpenAPI", _L1, "api", "Swagger", "OpenAPI Specification"),
    _t("SOAP", _L2, "api"),
    _t("OpenID Connect", _L1, "api", "OIDC"),
    _t("SAML", _L1, "api"),
    _t("Auth0", _L1, "platform"),
    _t("Okta", _L1, "platform", everyday=True),
    _t("Keycloak", _L1, "platform"),
    _t("Stripe", _L2, "platform", prose_word=True),
    _t("Twilio", _L1, "platform", everyday=True),
    _t("SendGrid", _L1, "platform", everyday=True),
    _t("Octokit", _L1, "library"),
    _t("Protocol Buffers", _L1, "api", "protobuf"),
    _t("MQTT", _L1, "api"),
    _t("OpenAI API", _L1, "api"),
    # ---- data stores ----------------------------------------------------------------------
    _t("Cassandra", _L2, "database", "Apache Cassandra", prose_word=True),
    _t("Oracle Database", _L1, "database", "Oracle DB"),
    _t("etcd", _L1, "database"),
    _t("Firestore", _L1, "database"),
    _t("Amazon S3", _L1, "cloud", "AWS S3", exact_aliases=("S3",)),
    _t("Amazon EC2", _L1, "cloud", "AWS EC2", exact_aliases=("EC2",)),
    _t("Amazon RDS", _L1, "cloud", "AWS RDS"),
    _t("CloudFormation", _L1, "tool", "AWS CloudFormation"),
    _t("Azure DevOps", _L1, "tool"),
    _t("Confluent", _L1, "platform", everyday=True),
    _t("NATS", _L1, "database", everyday=True),
    _t("Pinecone", _L2, "database", prose_word=True),
    _t("Milvus", _L1, "database"),
    _t("DuckDB", _L1, "database"),
    _t("TimescaleDB", _L1, "database"),
    _t("Solr", _L1, "database", "Apache Solr"),
    _t("OpenSearch", _L1, "database"),
    _t("Kibana", _L1, "tool"),
    _t("Logstash", _L1, "tool"),
    _t("Jaeger", _L2, "tool", prose_word=True),
    _t("Splunk", _L1, "tool", everyday=True),
    _t("New Relic", _L1, "tool", everyday=True),
    _t("PagerDuty", _L1, "tool", everyday=True),
    # ---- build, package, test, CI ---------------------------------------------------------
    _t("Pipenv", _L1, "tool"),
    _t("uv", _L3, "tool"),
    _t("virtualenv", _L1, "tool", "venv"),
    _t("pyenv", _L1, "tool"),
    _t("nvm", _L1, "tool"),
    _t("mypy", _L1, "tool"),
    _t("Pyright", _L1, "tool"),
    _t("Ruff", _L2, "tool", prose_word=True),
    _t("Flake8", _L1, "tool"),
    _t("Pylint", _L1, "tool"),
    _t("tox", _L3, "tool"),
    _t("Bazel", _L1, "tool"),
    _t("Ninja", _L3, "tool"),
    _t("Meson", _L1, "tool"),
    _t("vcpkg", _L1, "tool"),
    _t("Conan", _L2, "tool", prose_word=True),
    _t("NuGet", _L1, "tool"),
    _t("Composer", _L2, "tool", prose_word=True, word_in=("fr",)),
    _t("RubyGems", _L1, "tool"),
    _t("Bundler", _L2, "tool"),
    _t("tsup", _L1, "tool"),
    _t("ts-node", _L1, "tool"),
    _t("ts-jest", _L1, "tool"),
    _t("SWC", _L1, "tool"),
    _t("Rspack", _L1, "tool"),
    _t("Browserify", _L1, "tool"),
    _t("Gulp", _L2, "tool", prose_word=True),
    _t("Grunt", _L2, "tool", prose_word=True),
    _t("Nodemon", _L1, "tool"),
    _t("babel-eslint", _L1, "tool", "@babel/eslint-parser"),
    _t("TSLint", _L1, "tool"),
    _t("Stylelint", _L1, "tool"),
    _t("Biome", _L2, "tool", prose_word=True),
    _t("Husky", _L2, "tool", prose_word=True),
    _t("Lefthook", _L1, "tool"),
    _t("Changesets", _L1, "tool"),
    _t("Karma", _L2, "tool", prose_word=True),
    _t("Protractor", _L2, "tool", prose_word=True),
    _t("Enzyme", _L2, "tool", prose_word=True),
    _t("Chai", _L2, "tool", prose_word=True),
    _t("Sinon", _L1, "tool", "Sinon.js"),
    _t("RSpec", _L1, "tool"),
    _t("PHPUnit", _L1, "tool"),
    _t("TestNG", _L1, "tool"),
    _t("Mockito", _L1, "tool"),
    _t("unittest", _L1, "tool"),
    _t("Hypothesis", _L2, "tool", prose_word=True),
    _t("Lighthouse", _L2, "tool", prose_word=True),
    _t("Postman", _L2, "tool", prose_word=True),
    _t("Insomnia", _L2, "tool", prose_word=True),
    _t("Travis CI", _L1, "tool", "TravisCI", "travis-ci", exact_aliases=("Travis",)),
    _t("TeamCity", _L1, "tool"),
    _t("Bamboo", _L2, "tool", prose_word=True),
    _t("Buildkite", _L1, "tool"),
    _t("Drone CI", _L1, "tool"),
    _t("Concourse", _L2, "tool", prose_word=True),
    _t("Argo CD", _L1, "tool", "ArgoCD"),
    _t("Flux", _L2, "tool", prose_word=True),
    _t("Spinnaker", _L1, "tool"),
    _t("Tekton", _L1, "tool"),
    _t("GitLab CI", _L1, "tool", "GitLab CI/CD"),
    _t("Bitbucket Pipelines", _L1, "tool"),
    _t("AppVeyor", _L1, "tool"),
    _t("Dependabot", _L1, "tool"),
    _t("Renovate", _L2, "tool", prose_word=True),
    _t("SonarQube", _L1, "tool", "SonarCloud"),
    _t("Codecov", _L1, "tool"),
    _t("Snyk", _L1, "tool", everyday=True),
    _t("pre-commit", _L1, "tool"),
    _t("CodeSandbox", _L1, "tool"),
    _t("StackBlitz", _L1, "tool"),
    _t("Replit", _L1, "tool"),
    _t("Colab", _L1, "tool", "Google Colab"),
    _t("Anaconda", _L2, "tool", prose_word=True),
    _t("Podman", _L1, "tool"),
    _t("containerd", _L1, "tool"),
    _t("Minikube", _L1, "tool"),
    _t("k3s", _L1, "platform"),
    _t("Rancher", _L2, "platform", prose_word=True),
    _t("Nomad", _L2, "tool", prose_word=True),
    _t("Consul", _L2, "tool", prose_word=True),
    _t("Vault", _L2, "tool", "HashiCorp Vault", prose_word=True),
    _t("Packer", _L2, "tool", prose_word=True),
    _t("Chef", _L2, "tool", prose_word=True, word_in=("fr", "de")),
    _t("Puppet", _L2, "tool", prose_word=True),
    _t("Portainer", _L1, "tool"),
    _t("OpenStack", _L1, "platform"),
    _t("VMware", _L1, "platform"),
    _t("VirtualBox", _L1, "tool"),
    _t("Hyper-V", _L1, "platform"),
    _t("QEMU", _L1, "tool"),
    _t("Proxmox", _L1, "platform"),
    _t("Fly.io", _L1, "cloud"),
    _t("Cloudflare Workers", _L1, "cloud"),
    _t("Google Cloud Run", _L1, "cloud", "Cloud Run"),
    _t("Google Kubernetes Engine", _L1, "cloud", exact_aliases=("GKE",)),
    _t("Amazon EKS", _L1, "cloud", exact_aliases=("EKS",)),
    _t("Amazon ECS", _L1, "cloud", exact_aliases=("ECS",)),
    _t("Azure Functions", _L1, "cloud"),
    _t("App Engine", _L1, "cloud", "Google App Engine"),
    # ---- products people name every day ---------------------------------------------------
    _t("Jira", _L1, "tool"),
    _t("Confluence", _L2, "tool", prose_word=True),
    _t("Trello", _L1, "tool"),
    _t("Asana", _L2, "tool", prose_word=True),
    _t("Notion", _L2, "tool", prose_word=True),
    _t("Slack", _L2, "tool", prose_word=True),
    _t("Discord", _L2, "tool", prose_word=True),
    _t("Microsoft Teams", _L1, "tool", "MS Teams"),
    _t("Zoom", _L2, "tool", prose_word=True),
    _t("Google Meet", _L1, "tool"),
    _t("Skype", _L1, "tool"),
    _t("GoToMeeting", _L1, "tool"),
    _t("Webex", _L1, "tool"),
    _t("Google Classroom", _L1, "tool"),
    _t("Google Drive", _L1, "tool"),
    _t("Google Docs", _L1, "tool"),
    _t("Google Sheets", _L1, "tool"),
    _t("Gmail", _L1, "tool"),
    _t("Dropbox", _L1, "tool"),
    _t("OneDrive", _L1, "tool"),
    _t("iCloud", _L1, "tool"),
    _t("Microsoft Office", _L1, "tool", "MS Office", "Office 365", "Microsoft 365"),
    _t("Microsoft Word", _L1, "tool", "MS Word"),
    _t("Microsoft Excel", _L1, "tool", "MS Excel", exact_aliases=("Excel",)),
    _t("Microsoft Access", _L1, "tool", "MS Access"),
    _t("PowerPoint", _L1, "tool"),
    _t("Outlook", _L2, "tool", prose_word=True),
    _t("LibreOffice", _L1, "tool", "OpenOffice"),
    _t("Photoshop", _L1, "tool", "Adobe Photoshop"),
    _t("Lightroom", _L1, "tool", "Adobe Lightroom", "Photoshop Lightroom",
       "Adobe Photoshop Lightroom"),
    _t("Adobe Illustrator", _L1, "tool"),
    _t("Figma", _L1, "tool"),
    _t("Canva", _L1, "tool"),
    _t("Blender", _L2, "tool", prose_word=True),
    _t("YouTube", _L1, "platform", everyday=True),
    _t("Minecraft", _L1, "platform"),
    _t("Scratch", _L2, "language", prose_word=True),
    _t("Roblox", _L1, "platform"),
    _t("Salesforce", _L1, "platform", everyday=True),
    _t("SAP", _L2, "platform"),
    _t("Tableau", _L2, "tool", prose_word=True),
    _t("Power BI", _L1, "tool", "PowerBI"),
    _t("ChatGPT", _L1, "tool"),
    _t("Copilot", _L2, "tool", "GitHub Copilot", prose_word=True),
    _t("Stack Overflow", _L1, "platform", "StackOverflow"),
    _t("npm registry", _L1, "platform"),
    _t("PyPI", _L1, "platform"),
    _t("Docker Hub", _L1, "platform", "DockerHub"),
    _t("GitHub Enterprise", _L1, "platform"),
    _t("GitHub Pages", _L1, "platform"),
    _t("Gitea", _L1, "platform"),
    _t("Mercurial", _L1, "tool", everyday=True),
    _t("Subversion", _L2, "tool", "SVN", prose_word=True),
    _t("GEDCOM", _L1, "api"),
    _t("Family Tree Maker", _L1, "tool"),
    _t("OpenProject", _L1, "tool"),
    _t("Redmine", _L1, "tool"),
    _t("Grafana Loki", _L1, "tool"),
    _t("Elastic Stack", _L1, "tool"),
    # ---- more frameworks, libraries and services developers name -------------------------
    _t("Blazor", _L1, "framework"),
    _t("Xamarin", _L1, "framework"),
    _t(".NET MAUI", _L1, "framework"),
    _t("WPF", _L1, "framework"),
    _t("WinForms", _L1, "framework", "Windows Forms"),
    _t("Entity Framework", _L1, "library", "EF Core"),
    _t("Actix", _L1, "framework", "actix-web"),
    _t("Axum", _L1, "framework"),
    _t("Tokio", _L1, "library"),
    _t("Serde", _L1, "library"),
    _t("Starlette", _L1, "framework"),
    _t("aiohttp", _L1, "library"),
    _t("HTTPX", _L1, "library"),
    _t("Sanic", _L1, "framework"),
    _t("Falcon", _L2, "framework"),
    _t("Sails.js", _L1, "framework"),
    _t("LoopBack", _L1, "framework"),
    _t("AdonisJS", _L1, "framework"),
    _t("Vuex", _L1, "library"),
    _t("Pinia", _L1, "library"),
    _t("NgRx", _L1, "library"),
    _t("Backbone.js", _L1, "framework", "backbonejs"),
    _t("Handlebars", _L1, "library", "handlebars.js"),
    _t("EJS", _L1, "library"),
    _t("Jinja", _L1, "library", "Jinja2"),
    _t("Thymeleaf", _L1, "library"),
    _t("Bulma", _L1, "framework"),
    _t("Vuetify", _L1, "library"),
    _t("PrimeNG", _L1, "library"),
    _t("Jetpack Compose", _L1, "framework"),
    _t("Capacitor", _L2, "framework"),
    _t("Apache Cordova", _L1, "framework", "Cordova", "PhoneGap"),
    _t("NativeScript", _L1, "framework"),
    _t("Redshift", _L1, "database", "Amazon Redshift"),
    _t("Databricks", _L1, "platform", everyday=True),
    _t("dbt", _L1, "tool"),
    _t("Looker", _L2, "tool"),
    _t("Metabase", _L1, "tool"),
    _t("Apache Superset", _L1, "tool"),
    _t("Trino", _L1, "database", "PrestoDB"),
    _t("Apache Hive", _L1, "database"),
    _t("HBase", _L1, "database"),
    _t("Apache Parquet", _L1, "library", "Parquet"),
    _t("Apache Arrow", _L1, "library", "PyArrow"),
    _t("Dask", _L1, "library"),
    _t("MLflow", _L1, "tool"),
    _t("Kubeflow", _L1, "platform"),
    _t("LlamaIndex", _L1, "library"),
    _t("Ollama", _L1, "tool"),
    _t("llama.cpp", _L1, "tool"),
    _t("vLLM", _L1, "tool"),
    _t("JAX", _L1, "library", everyday=True),
    _t("ONNX", _L1, "library", "ONNX Runtime"),
    _t("TensorRT", _L1, "library"),
    _t("Core ML", _L1, "library", "CoreML"),
    _t("CockroachDB", _L1, "database"),
    _t("PlanetScale", _L1, "database"),
    _t("ArangoDB", _L1, "database"),
    _t("Couchbase", _L1, "database"),
    _t("ScyllaDB", _L1, "database"),
    _t("RocksDB", _L1, "database"),
    _t("LevelDB", _L1, "database"),
    _t("Qdrant", _L1, "database"),
    _t("Weaviate", _L1, "database"),
    _t("pgvector", _L1, "library"),
    _t("PostGIS", _L1, "database"),
    _t("Cosmos DB", _L1, "database", "Azure Cosmos DB", "CosmosDB"),
    _t("Amazon SQS", _L1, "cloud", exact_aliases=("SQS",)),
    _t("Amazon SNS", _L1, "cloud"),
    _t("Amazon Kinesis", _L1, "cloud", "Kinesis"),
    _t("Amazon Cognito", _L1, "cloud", "AWS Cognito"),
    _t("AWS Amplify", _L1, "cloud"),
    _t("AWS Fargate", _L1, "cloud", "Fargate"),
    _t("CloudFront", _L1, "cloud", "Amazon CloudFront"),
    _t("CloudWatch", _L1, "cloud", "Amazon CloudWatch"),
    _t("Elastic Beanstalk", _L1, "cloud", "AWS Elastic Beanstalk"),
    _t("AWS IAM", _L1, "cloud"),
    _t("Google Cloud Storage", _L1, "cloud"),
    _t("Cloud Functions", _L1, "cloud", "Google Cloud Functions"),
    _t("Azure Blob Storage", _L1, "cloud"),
    _t("Linode", _L1, "cloud"),
    _t("Hetzner", _L1, "cloud"),
    _t("ngrok", _L1, "tool"),
    _t("Wireshark", _L1, "tool"),
    _t("JMeter", _L1, "tool", "Apache JMeter"),
    _t("k6", _L1, "tool"),
    _t("Locust", _L2, "tool"),
    _t("Gatling", _L2, "tool"),
    _t("GitKraken", _L1, "tool"),
    _t("Sourcetree", _L1, "tool"),
    _t("Docker Desktop", _L1, "tool"),
    _t("Windows Terminal", _L1, "tool"),
    _t("iTerm2", _L1, "tool", "iTerm"),
    _t("tmux", _L1, "tool"),
    _t("Fish shell", _L1, "tool"),
    _t("Sphinx", _L2, "tool"),
    _t("MkDocs", _L1, "tool"),
    _t("Javadoc", _L1, "tool"),
    _t("JSDoc", _L1, "tool"),
    _t("TypeDoc", _L1, "tool"),
    _t("Doxygen", _L1, "tool"),
    _t("Valgrind", _L1, "tool"),
    _t("GDB", _L1, "tool"),
    _t("LLDB", _L1, "tool"),
    _t("Firebase Auth", _L1, "platform", "Firebase Authentication"),
    _t("Clerk", _L2, "platform"),
    _t("NextAuth.js", _L1, "library", "NextAuth", "Auth.js"),
    _t("Mailchimp", _L1, "platform", everyday=True),
    _t("HubSpot", _L1, "platform", everyday=True),
    _t("Zendesk", _L1, "platform", everyday=True),
    _t("Airtable", _L1, "tool"),
    _t("Zapier", _L1, "tool"),
    _t("Evernote", _L1, "tool"),
    _t("OneNote", _L1, "tool"),
    _t("SharePoint", _L1, "platform"),
    _t("Active Directory", _L1, "platform", "Azure AD", "Entra ID"),
    _t("QuickBooks", _L1, "tool"),
    _t("OBS Studio", _L1, "tool"),
    _t("Audacity", _L2, "tool"),
    _t("Premiere Pro", _L1, "tool", "Adobe Premiere"),
    _t("After Effects", _L2, "tool", "Adobe After Effects"),
    _t("Final Cut Pro", _L1, "tool"),
    _t("GarageBand", _L1, "tool"),
    _t("AutoCAD", _L1, "tool"),
    _t("SolidWorks", _L1, "tool"),
    _t("Arduino", _L1, "platform"),
    _t("MicroPython", _L1, "language"),
    _t("ESP32", _L1, "platform", "ESP8266"),
    _t("Home Assistant", _L2, "platform"),
    _t("Grafana Tempo", _L1, "tool"),
    _t("Fluentd", _L1, "tool"),
    _t("Fluent Bit", _L1, "tool"),
    _t("Prometheus Alertmanager", _L1, "tool", "Alertmanager"),
    _t("VictoriaMetrics", _L1, "database"),
    _t("Zipkin", _L1, "tool"),
    _t("Terragrunt", _L1, "tool"),
    _t("Crossplane", _L1, "tool"),
    _t("Kustomize", _L1, "tool"),
    _t("Skaffold", _L1, "tool"),
    _t("Artifactory", _L1, "tool", "JFrog Artifactory"),
    _t("Verdaccio", _L1, "tool"),
    _t("Yeoman", _L2, "tool"),
    _t("Create React App", _L1, "tool", "create-react-app", exact_aliases=("CRA",)),
    _t("Turbopack", _L1, "tool"),
    # ---- more names no English word shares (so: any casing) -----------------------------
    _t("ZeroMQ", _L1, "library", "ØMQ"),
    _t("Linkerd", _L1, "tool"),
    _t("JBoss", _L1, "tool"),
    _t("WebLogic", _L1, "tool", "Oracle WebLogic"),
    _t("WebSphere", _L1, "tool", "IBM WebSphere"),
    _t("wxWidgets", _L1, "library", "wxPython"),
    _t("GTK", _L1, "library", "GTK+", "GTK4"),
    _t("NetBeans", _L1, "tool"),
    _t("Notepad++", _L1, "tool"),
    _t("Chocolatey", _L1, "tool"),
    _t("Certbot", _L1, "tool"),
    _t("Let's Encrypt", _L1, "service", "LetsEncrypt"),
    _t("lint-staged", _L1, "tool"),
    _t("Coveralls", _L1, "service"),
    _t("Mapbox", _L1, "service"),
    _t("Mailgun", _L1, "service"),
    _t("Algolia", _L1, "service"),
    _t("Meilisearch", _L1, "database"),
    _t("Typesense", _L1, "database"),
    _t("Contentful", _L1, "service"),
    _t("Pandoc", _L1, "tool"),
    _t("LaTeX", _L1, "language", exact_aliases=("TeX",)),
    _t("ROCm", _L1, "platform"),
    _t("ZooKeeper", _L1, "tool", "Apache ZooKeeper"),
    _t("CoreDNS", _L1, "tool"),
    _t("Cilium", _L1, "tool"),
    _t("MetalLB", _L1, "tool"),
    _t("Docker Swarm", _L1, "tool"),
    _t("Read the Docs", _L1, "service", "readthedocs"),
    _t("Jenkins X", _L1, "tool"),
    _t("Windows Server", _L1, "os"),
    _t("Kaggle", _L1, "platform"),
    _t("pipx", _L1, "tool"),
    _t("isort", _L1, "tool"),
    _t("setuptools", _L1, "library"),
    _t("Corepack", _L1, "tool"),
    _t("rbenv", _L1, "tool"),
    _t("RVM", _L1, "tool"),
    _t("Packagist", _L1, "service"),
    _t("CocoaPods", _L1, "tool"),
    _t("Swift Package Manager", _L1, "tool"),
    _t("Appium", _L1, "tool"),
    _t("XCTest", _L1, "library"),
    _t("Minitest", _L1, "library"),
    _t("SpecFlow", _L1, "library"),
    _t("xUnit", _L1, "library"),
    _t("NUnit", _L1, "library"),
    _t("MSTest", _L1, "library"),
    _t("Supertest", _L1, "library"),
    _t("Element Plus", _L1, "library", "element-plus"),
)
# fmt: on

#: Package scopes that identify a technology (``import { Module } from '@nestjs/common'``).
PACKAGE_SCOPES: Mapping[str, str] = MappingProxyType({
    "@angular": "Angular",
    "@typescript-eslint": "typescript-eslint",
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
