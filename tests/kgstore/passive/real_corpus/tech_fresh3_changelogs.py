"""A third fresh held-out set ("fresh-3"), part two: changelogs and release notes -- entries of
CHANGELOG files of public repositories (addressed as ``github:owner/repo:path``) and release
announcements of projects' sites -- each trimmed to a few consecutive entries or a paragraph
and kept as written.

Every text was fetched from a stored public copy of the file or page at the address given,
and labelled by hand before the extractor was run on it, as in tech_fresh3_issues (and
tech_changelogs: a relative path that is a Markdown link's target or text is a file, a folder
is not). A library a changelog names as a dependency is labelled; a convention (Keep a
Changelog, Semantic Versioning) is not. Nobody tunes the extractor on these texts
(``--split fresh-3``).
"""

from real_corpus import E, F, R, T

SURFACES = {
    "GitHub Enterprise": ("GHES",),
    "async-trait": ("async_trait",),
    "GitHub Actions": ("Actions Runner",),
}

CASES = [
    R("## [2.0.0]\n\n### Changed\n- Support Django 3.X.\n- Support Python 3.9.\n\n### Removed\n- No longer support Python 2.\n- No longer support Django 1.X or 2.X.\n\n## [1.1.3]\n\nFinal version before the Cobalt fork",
      T("Django"), T("Python"),
      source="github:cobalt-robotics/django-rq-scheduler:CHANGELOG.md", kind="changelog"),
    R("4.0.0 (2018-08-07)\n++++++++++++++++++\n\n* Add support for Django 2.1\n* Add support for Python 3.7\n* Drop support for Django 1.10\n* Drop support for Python <3.5 (including Python 2)\n* Adopt the `black`_ style guide\n\n.. _black: https://github.com/ambv/black\n\n3.0.0 (2018-02-21)\n++++++++++++++++++\n\n* Improve coverage reporting in tests\n* Drop Django 1.7 to 1.9 support\n* Add support for Django 2.0\n* Add support for Python 3.6",
      T("Django"), T("Python"), T("Black"),
      source="github:browniebroke/django-tinymce4-widget:CHANGELOG.rst", kind="changelog",
      note="reStructuredText headings; the formatter as an rST link name"),
    R("2.0.0 (2022-10-30)\n==================\n\nMaintenance release\n\nWhile the library has continued working without issues since 1.0 more than 6 years ago,\nit was time for some cleanup. A new major version is released because of the dropped\nsupport for older Python and Django versions, functionally nothing has changed and\nupgrading should be straight-forward on modern Python/Django versions.\n\n* Dropped Python 2 support\n* Dropped support for Django older than 3.2 (= any end-of-life Django versions)\n* Migrated from Travis CI to Github actions\n* Restructured project tests and adopted pytest\n* Dropped unused dependencies\n* Moved from coveralls to Codecov\n* Overhauled/restructured documentation and README\n* Formatted code with black and isort\n* Updated package metadata",
      T("Python"), T("Django"), T("Travis CI"), T("GitHub Actions"), T("pytest"), T("Coveralls"),
      T("Codecov"), T("Black"), T("isort"),
      source="github:modelbrouwers/django-sessionprofile:CHANGELOG.rst", kind="changelog",
      note="'Github actions', lower-case coveralls and black"),
    R("## unreleased\n\n### Changed\n\n* Update `deadpool` dependency to version `0.11`\n* Remove `async_trait` dependency\n* Bump up MSRV to `1.75`\n\n## [0.2.0] - 2023-09-25\n\n### Changed\n\n- Update `deadpool` dependency to version `0.10`\n- Bump up MSRV to `1.63` to match the one of `tokio`",
      T("deadpool"), T("async-trait"), T("Tokio"),
      source="github:bikeshedder/deadpool:memcached/CHANGELOG.md", kind="changelog",
      note="crates as dependencies; the async-trait crate by its import name; MSRV without the language's name"),
    R("The format is based on [Keep a Changelog](https://keepachangelog.com/en/1.0.0/),\nand this library adheres to Rust's notion of\n[Semantic Versioning](https://semver.org/spec/v2.0.0.html).\n\n## [Unreleased]\n\n### Added\n- `std` feature flag; building with `--no-default-features` now enables `no_std` use.\n\n### Changed\n- MSRV is now 1.56 (this is a semver-breaking change)",
      T("Rust"),
      source="github:cloudhead/nonempty:CHANGELOG.md", kind="changelog"),
    R("## 0.2.12 (2023-09-01)\n\n\n- ci: remove extraneous newline\n- ci: should_publish should be the id\n- ci: add -ex to should publish step\n- chore: Bump actions/checkout from 2 to 3 (#187)\n- Bumps actions/checkout from 2 to 3.\n- Release notes\nSourced from actions/checkout's releases.\n- v3.0.0\n- Updated to the node16 runtime by default\n- This requires a minimum Actions Runner version of v2.285.0 to run, which is by default available in GHES 3.4 or later.",
      T("actions/checkout"), T("Node.js"), T("GitHub Actions"), T("GitHub Enterprise"),
      source="github:pdylanross/fatigue:CHANGELOG.md", kind="changelog",
      note="a bot's bump note pasted into a changelog; node16 for Node.js 16; the Actions Runner for GitHub Actions; GHES"),
    R("## Unreleased - yyyy-mm-dd\n\n## v0.2.0 - 2019-05-23\n\n### Breaking Changes\n\n- We now require Rust >= 1.34.\n\n### Changes\n\n- Updated our dependencies, which may have brought in fixes from them.\n\n## v0.1.0 - 2018-10-12\n\nThe initial release.",
      T("Rust"),
      source="github:obmarg/serde_eetf:CHANGELOG.md", kind="changelog"),
    R("## [1.0.0] - 2025-11-09\n\n### Added\n\n- ✨ Migrated from Create React App to Vite 7.2.2 for faster builds\n- ✨ Upgraded to React 19.2.0 with latest features\n- ✨ Implemented pnpm as package manager for better performance\n- ✨ Added StrictMode for better development experience\n- ✨ Configured ESLint 9 with flat config\n- ✨ Added path aliases for cleaner imports\n- ✨ Enhanced SEO with comprehensive meta tags\n- ✨ Added jsconfig.json for better IDE support\n- ✨ Configured modern build optimizations",
      T("Create React App"), T("Vite"), T("React"), T("pnpm"), T("ESLint"),
      source="github:Sagargupta16/portfolio-react:CHANGELOG.md", kind="changelog",
      note="emoji bullets; a bare jsconfig.json"),
    R("## [v2.3.0] - 2025-12-23\n\n### ✨ Features\n\n- feat: add official React 19 support (faca437)\n\n### 🐛 Bug Fixes\n\n- fix: resolve ESLint error in env.d.ts (aecf48d)\n- fix: resolve SVG bundling issue and update example configuration (260ac42)\n- fix: update ESLint ignore patterns and fix import ordering (26216dc)\n- fix: update CI to use Node 20+ for Vite 5 compatibility (e96b521)\n- fix: resolve security vulnerabilities with yarn resolutions (54f7cf5)\n\n### 🔧 Chore\n\n- chore: upgrade ESLint to 9.x with flat config migration (ac87acc)\n- chore: update build tools - vite and vitest major version upgrades (eebc52a)\n\n### 🔨 Other Changes\n\n- Replaced react-beautiful-dnd (deprecated) with @hello-pangea/dnd@18.0.1 (8e54452)\n- ci: add automated CI workflow for testing and building (0a29f13)\n- Add test configuration, testing library and some basic tests (0f36f72)",
      T("React"), T("ESLint"), T("Node.js"), T("Vite"), T("Yarn"), T("Vitest"),
      T("react-beautiful-dnd"), T("@hello-pangea/dnd"), T("Testing Library"),
      source="github:reearth/react-align:CHANGELOG.md", kind="changelog",
      note="conventional-commit lines; SVG is a format; a bare env.d.ts; 'testing library' in lower case"),
    R("## [2.0.0](../../tags/v2.0.0) - 2025-05-18\n__(BREAKING) Dropped support for NodeJS 18 (EOL). Minimum required version is now NodeJS 20.__\n\n### Changed\n- Migrated to NodeJS 20.19\n- Migrated to ESLint V9 flat configs\n- Updated dependencies\n- Optimized size of static bundle (5.7Kb vs. 12.3Kb)\n\n## [1.0.2](../../tags/v1.0.2) - 2024-12-15\n### Changed\n- Update dist files\n\n## [1.0.0](../../tags/v1.0.0) - 2024-12-15\n### Changed\n- First official release\n\n## 0.1.0 - 2024-11-30\n### Added\n- First version (not covered by unit tests; not released on NPM for now)",
      T("Node.js"), T("ESLint"), T("npm"),
      source="github:anmiles/theme-switcher:CHANGELOG.md", kind="changelog",
      note="relative link targets to tags are not files; NodeJS; NPM in capitals"),
    R("#### API Versioning System\n\n- **API v1 Structure**: All endpoints now available under `/api/v1/` prefix\n- **Backward Compatibility**: Legacy `/api/` endpoints redirect to v1 automatically\n- **Version Information**: New `/api/versions` endpoint providing version details\n- **Versioned Documentation**:\n  - Swagger UI: `/api/v1/docs`\n  - ReDoc: `/api/v1/redoc`\n  - OpenAPI Schema: `/api/v1/openapi.json`\n\n#### Documentation Updates\n\n- **[NEW] API_VERSIONING.md**: Comprehensive guide for API versioning\n- **Updated README.md**: Added versioning section with migration examples\n- **Updated endpoint docs**: All endpoint documentation now reflects v1 structure\n  - `docs/endpoints/connections.md` - Updated curl examples\n  - `docs/endpoints/scheduler.md` - Updated curl examples\n  - `docs/endpoints/review.md` - Updated base URLs\n  - `docs/endpoints/rules.md` - Updated base URLs\n  - `docs/endpoints/monitoring.md` - Updated base URLs",
      T("Swagger UI"), T("ReDoc"), T("OpenAPI"),
      F("docs/endpoints/connections.md"), F("docs/endpoints/scheduler.md"), F("docs/endpoints/review.md"),
      F("docs/endpoints/rules.md"), F("docs/endpoints/monitoring.md"),
      source="github:dreadew/postgresql-reviewer-frontend:docs/CHANGELOG_API_VERSIONING.md", kind="changelog",
      note="path prefixes (/api/v1/, /api/) are not endpoints; bare file names are not paths"),
    R("## Unreleased - 0.0.1\n\n### Added\n\n- Added `(GET) /openapi` which returns the OpenAPI specification of the API\n- Added `(OPTIONS) /openapi` which handles requests for the endpoints capabilities\n- Added `(GET) /changelog` which returns this changelog\n- Added `(OPTIONS) /changelog` which handles requests for the endpoints capabilities\n- Added `(GET) /ventures` which handles requests for Ventures\n  - `ids` query parameter is a comma separated list of Venture ID's that may be used to request a subset of the data\n- Added `(POST) /ventures` which handles creation of new Ventures\n- Added `(PATCH) /ventures` which handles modification of existing Ventures, including deletion\n- Added `(OPTIONS) /ventures` which handles requests for the endpoints capabilities",
      T("OpenAPI"), E("GET /openapi"), E("OPTIONS /openapi"), E("GET /changelog"), E("OPTIONS /changelog"),
      E("GET /ventures"), E("POST /ventures"), E("PATCH /ventures"), E("OPTIONS /ventures"),
      source="github:PaulioRandall/go-qlueless-api:api/CHANGELOG.md", kind="changelog",
      note="methods in parentheses before the path"),
    R("## [1.0.1] - 2021.01.19\n\n### Changed\n\n- Updated vendor dependencies.\n- Updated HTTP status code to return `200` instead of `201` on successful authentication.\n- Renamed `Webhooks` controller to `PublicController` and added a public \"API status\" route.\n\n## [1.0.0] - 2020.12.05\n\n### Added\n\n- Initial release.",
      source="github:robinsonjohn/bones-api:CHANGELOG.md", kind="changelog",
      note="nothing to keep"),
    R("Linker\n\n  • The -s and -w flags behave more consistently across platforms.\n  • On ELF platforms, -B gobuildid generates a GNU build ID derived from the Go build ID.\n  • On Windows, -linkmode=internal now preserves SEH information from C object files.\n\nBootstrap\n\nRequires the final point release of Go 1.20 or later for bootstrap.\n\nCore library\n\n  • New math/rand/v2 package with faster algorithms and improved seeding.\n  • New go/version package for validating and comparing Go version strings.\n  • Enhanced HTTP routing patterns in the standard library, including method and wildcard support.\n\nPorts\n\n  • On macOS, the Go toolchain now generates position-independent executables (PIE) by default.\n  • GOARM environment variable now allows selection of software or hardware floating point.\n  • Experimental port to OpenBSD on big-endian 64-bit PowerPC.",
      T("Go"), T("Windows"), T("macOS"), T("OpenBSD"),
      source="https://one-minute-changelog.com/go/1.22", kind="changelog",
      note="standard-library package paths (math/rand/v2) are not files; ELF is a format; C object files do not make C a technology of the workspace"),
    R("TL;DR \u2014 PostgreSQL 16 DBA Highlights\n  • Standby servers can now act as logical replication sources, enabling CDC pipelines without touching the primary.\n  • pg_stat_io is a new system view that exposes per-backend, per-context I/O statistics that were previously invisible without OS-level tooling.\n  • SQL/JSON constructors (JSON_OBJECT, JSON_ARRAY, JSON_TABLE, IS JSON) land in PG16, closing the gap with MySQL and SQL Server.\n  • COPY gains ON_ERROR ignore and DEFAULT keyword support, making bulk loads significantly more forgiving.\n  • pg_stat_checkpointer splits checkpoint metrics out of pg_stat_bgwriter, giving cleaner separation between write and checkpoint monitoring.",
      T("PostgreSQL"), T("MySQL"), T("SQL Server"),
      source="https://www.jusdb.com/blog/postgresql-16-new-features-dba-guide", kind="changelog",
      note="a release summary; PG16; SQL/JSON is the standard's feature name, not labelled as SQL"),
]
