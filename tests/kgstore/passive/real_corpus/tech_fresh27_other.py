"""A twenty-seventh fresh held-out set ("fresh-27"), the other texts (no GitHub issues): changelogs and release
notes of wiki-link, DiffSync 2, a scenario renderer, the unnnic design system (its Tailwind/shadcn-vue stretch) and
yml-builder; documentation pages and READMEs -- a Node.js boilerplate, two login endpoint pages, a gist's route list,
Express 3's app.VERB() reference, a CSRF token API, a Rails cheat sheet and a Laravel app's scheduling how-to; posts and
tutorials on Go 1.22 routing, a Vite alias fix, Python's __init__.py, Nuxt with Keycloak and SirixDB, FastAPI, Spring
study notes, .gitignore patterns, Laravel cron jobs (twice) and GitHub Copilot; news of Panfrost running GNOME Shell, an
APT bug in Ubuntu 22.04, Plasma 6.3, LWN's Plasma/X11 and postmarketOS items, a kernel maintainers column and Ubuntu's
return to GNOME; questions and answers on Django static files on Heroku, nginx and static files, and a Laravel
scheduler FAQ.

Taken from stored public copies of the pages and files at the addresses given, kept as written (trimmed) and labelled
by hand without running the extractor, by the rules of the earlier sets (``--split fresh-27``).
"""

from real_corpus import E, F, R, T  # noqa: F401

SURFACES = {
    "Gorilla Mux": ("Gorilla",),
    "Laravel Sail": ("Sail",),
    "Laravel Forge": ("Forge",),
    "KDE Plasma": ("Plasma",),
    "Spring MVC": ("spring-webmvc",),
    "Asahi Linux": ("Ashai Linux",),
}

CASES = [
    # ---------------------------------------------------------------- changelogs
    R("""# **Change log**

All notable changes to this project will be documented in this file.

The format is based on [Keep a Changelog](https://keepachangelog.com/en/1.0.0/), and this project adheres to [Semantic Versioning](https://semver.org/spec/v2.0.0.html).

Changes are group into "Added", "Changed", "Deprecated", "Removed", "Fixed", "Security"

## [Unreleased]
## Added
- Added log, changelog and issue files.

## [v1.2.1] - 2019-03-17
### Added
- Add support for python3.7

### Fixed
- Fix pypi shipping
\t
## [v1.2.0] - 2019-01-23 
### Added
- Added setup to publish to PyPi

### Changed
- Re-define API naming.

## [v1.0.1] - 2018-01-14
### Added
- Add PostgreSQL database support

### Fixed
- Fix database connection bug

## [v1.0.0] - 2016-11-07
### Changed
- First official release""",
      T("Python"), T("PostgreSQL"),
      source="https://github.com/tranlv/wiki-link/blob/022d74c88a4e031c268734a4a61d049866e9c9d1/CHANGELOG.md",
      kind="changelog",
      note="'pypi'/'PyPi' is the package index the project publishes to, a registry site, not labelled; the "
           "project's own name (wiki-link) is not in the text"),
    R("""# v2 Release Notes

This document describes all new features and changes in the release. The format is based on [Keep a Changelog](https://keepachangelog.com/en/1.0.0/) and this project adheres to [Semantic Versioning](https://semver.org/spec/v2.0.0.html).

## Release Overview

Major release with Pydantic v2 upgrade and subsequent bug fixes.

## [v2.0.0]

### Changed

- **BREAKING CHANGE** #236/240 - Upgrade to Pydantic v2.

## [v2.0.1]

### Changed

- #276 - Removed upper version bound for `structlog` dependency

### Fixed

- #281 - Properly deprecated `DiffSync` class name
- #273 - Properly capitalized `DiffSync` in documentation
- #273 - Removed more mentions of `DiffSync` in favor of `Adapter`
- #274 - Fixed doc section title for getting started
- #269 - Fixed wording for a couple of docstrings
- #265 - Fixed readthedocs build

## [v2.1.0]

### Changed

- [284](https://github.com/networktocode/diffsync/pull/284) - Update pyyaml to 6.0.2 in poetry.lock by @gsnider2195
- [286](https://github.com/networktocode/diffsync/pull/286) - Update GitHub Actions runner version by @mjbear
- [289](https://github.com/networktocode/diffsync/pull/289) - Remove upper limit on Packaging by @jdrew82

## New Contributors

- @gsnider2195 made their first contribution in [PR #284](https://github.com/networktocode/diffsync/pull/284)
- @mjbear made their first contribution in [PR #286](https://github.com/networktocode/diffsync/pull/286)
- @jdrew82 made their first contribution in [PR #289](https://github.com/networktocode/diffsync/pull/289)

## [v2.2.0] - 2025-12-08

Remove Python 3.9 support as it's EOL.""",
      T("Pydantic"), T("structlog"), T("DiffSync"), T("Read the Docs"), T("PyYAML"), T("GitHub Actions"),
      T("Python"),
      source="https://github.com/networktocode/diffsync/blob/7916b12d2d2adcfae42d96bd8ce44967d914e91a/docs/admin/release_notes/version_2.0.md",
      kind="changelog",
      note="DiffSync is the library's own name (also a class name here), labelled once as the subject; 'readthedocs build' "
           "is the Read the Docs build; poetry.lock is a bare file name (Poetry only through it, not labelled); 'Packaging' "
           "is the Python packaging library, too uncertain a name to label"),
    R("""# Changelog

All notable changes to this repository will be documented in this file.

The format is based on Keep a Changelog, and this project adheres to Semantic Versioning.

## [Unreleased]

### Added

- `number_badge` annotation type: red circle with white number overlay.
- Video output renders as `<video controls>` HTML tag instead of Markdown link.
- Mermaid flowchart auto-generation for multi-step scenarios.
- Related scenarios section ("関連ガイド") with cross-links in Markdown output.
- `@metyatech/automation-scenario-spec` as explicit dependency for schema alignment.
- `assetBaseUrl` option for `renderMarkdownFromArtifacts`: generates absolute URL paths for static site generators.
- `toBaseUrlAssetPath()` utility for base-URL-prefixed asset paths.
- `generateAnimation()`: creates animated GIF/WebP from step screenshots via ffmpeg.
- `AnimationConfig` type with format, fps, maxDurationSeconds, stepIds options.
- `animationPath` field on `RunArtifacts` for embedding animation in generated Markdown.
- YAML frontmatter generation with `stepCount`, `difficulty`, `timeEstimate` badges.
- `buildFrontmatter()`, `computeDifficulty()`, `computeTimeEstimate()` exports.

### Fixed

- `renderMarkdownFromArtifacts` now passes `relatedScenarios` to `generateMarkdown`.
- Resolved npm audit vulnerabilities (ajv, minimatch, rollup).

### Changed

- Added `.github/workflows/ci.yml` for CI automation.
- Added `CODE_OF_CONDUCT.md`.
- Added `.github/ISSUE_TEMPLATE` (bug report and feature request).
- Added `.github/PULL_REQUEST_TEMPLATE.md`.

### Fixed

- Addressed PR review feedback for repository files:
  - Updated `CODE_OF_CONDUCT.md` with correct contact email.
  - Updated `.github/PULL_REQUEST_TEMPLATE.md` to use `npm run verify`.
  - Updated `.github/ISSUE_TEMPLATE/bug_report.md` with relevant environment fields for a Node.js library.
  - Updated `CONTRIBUTING.md` to reflect the actual project workflow and development commands.

## [0.1.0] - 2026-01-26

### Added

- Initial public workspace setup.
- Local ghws workspace rules and AGENTS.md composition.""",
      T("Mermaid"), T("FFmpeg"), T("npm"), T("Ajv"), T("minimatch"), T("Rollup"), T("Node.js"),
      F(".github/workflows/ci.yml"), F(".github/PULL_REQUEST_TEMPLATE.md"), F(".github/ISSUE_TEMPLATE/bug_report.md"),
      source="https://github.com/metyatech/automation-scenario-renderer/blob/3078e4ea561906f36409142f6eaf772b8cc7956c/CHANGELOG.md",
      kind="changelog",
      note="Markdown, HTML, YAML, GIF/WebP are formats, not labelled; .github/ISSUE_TEMPLATE is a folder; CODE_OF_CONDUCT.md, "
           "CONTRIBUTING.md, AGENTS.md are bare file names; ghws is unclear (a workspace tool?), not labelled; "
           "@metyatech/automation-scenario-spec is the project's own sibling package, left out"),
    R("""# 3.5.0 (2025-10-28)

### Added
- **Template Preview**: Add template preview compontents

# 3.4.0 (2025-10-23)

### Added

- **shadcn-vue Integration**: Integrated shadcn-vue component library with Tailwind CSS v3
  - **Tailwind CSS v3**: Added Tailwind CSS v3 with CSS-first configuration approach
  - **shadcn-vue CLI**: Integrated shadcn-vue CLI for component scaffolding
  - **Component Library**: Added Reka UI as the headless component foundation
  - **Utility Libraries**: Added class-variance-authority, clsx, and tailwind-merge for component styling
  - **Design Token Integration**: Mapped unnnic design tokens to Tailwind via CSS variables

### Changed

- **Main Entry**: Updated `src/main.ts` to import Tailwind CSS styles
- **Color System**: Exposed all unnnic color tokens as HSL

### Technical Details

- **Dependencies Added**:
  - `tailwindcss@3.4.18` - CSS framework
  - `postcss` - CSS processor
  - `autoprefixer` - PostCSS plugin
  - `tailwindcss-animate` - Animation utilities
  - `class-variance-authority` - Variant management
  - `clsx` - Class concatenation utility
  - `tailwind-merge` - Smart class merging
  - `reka-ui` - Headless UI components
  - `ajv` - JSON schema validator

- **Files Created**:
  - `tailwind.config.js` - Tailwind configuration with unnnic token mapping
  - `postcss.config.cjs` - PostCSS configuration
  - `components.json` - shadcn-vue CLI configuration

# 3.3.3 (2025-10-22)

### Fixed

- **Style Dictionary**: Regenerated design tokens to properly export `bg-info` and `bg-success` scheme color updates to the token system""",
      T("shadcn-vue"), T("Tailwind"), T("Reka UI"), T("class-variance-authority"), T("clsx"),
      T("tailwind-merge"), T("PostCSS"), T("Autoprefixer"), T("tailwindcss-animate"), T("Ajv"), T("Style Dictionary"),
      T("Unnnic"), F("src/main.ts"),
      source="https://github.com/weni-ai/unnnic/blob/01cb0335939492a943557a78f73df4c875bd7c28/CHANGELOG.md",
      kind="changelog",
      note="a middle stretch of a long changelog (3.5.0 to 3.3.3); unnnic is the design system's own name (labelled "
           "once); tailwind.config.js, postcss.config.cjs, components.json are bare file names; CSS and HSL not "
           "labelled"),
    R("""# Changelog

All notable changes to this project will be documented in this file.

The format is based on [Keep a Changelog](http://keepachangelog.com/en/1.0.0/)
and this project adheres to [Semantic Versioning](http://semver.org/spec/v2.0.0.html).

## [1.0.0] - 2019-09-27
### Added
- `yml-builder` package
- `promisified-fs`
- unit tests
- documentation
- `lllog` package""",
      T("yml-builder"), T("promisified-fs"), T("lllog"),
      source="https://github.com/janis-commerce/yml-builder/blob/13933d6894e91ece3d3fded6cdaac4222b37d538/CHANGELOG.md",
      kind="changelog",
      note="yml-builder is the package's own name; promisified-fs and lllog are npm packages it added"),
    # ---------------------------------------------------------------- docs and READMEs
    R("""# Node.js Boilerplate

## Getting Started

1. Clone the repository.
2. Install dependencies: `npm install`.
3. Add your environment variables to `.env`.
4. Start the server: `npm run dev`.

## Project Structure

- **src/server.js**: Entry point for the server.
- **src/app.js**: Initializes the Express app and routes.
- **src/routes/**: API route definitions.
- **src/controllers/**: Business logic for each route.
- **src/models/**: Define database models.
- **src/middleware/**: Custom middleware for the project.
- **src/utils/**: Utility functions (e.g., logger).""",
      T("Node.js"), T("npm"), T("Express"), F("src/server.js"), F("src/app.js"),
      source="https://github.com/Adarshpadval/node-boilerplate/blob/2ae3cb59aa3faf1b09face8578ea8d3d518d3296/README.md",
      kind="docs",
      note="src/routes/, src/controllers/ and the others are folders; .env is a bare file name"),
    R("""---
sidebar_position: 2
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

# Login

Authenticate user and receive access and refresh tokens.

```
POST /api/v1/auth/login
```

## Request Body

| Field | Type | Required | Description |
|-------|------|----------|-------------|
| `email` | string | Yes | User's email address |
| `password` | string | Yes | User's password |""",
      E("POST /api/v1/auth/login"),
      source="https://github.com/Sapuran-Berperan/bamboo-mapper-docs/blob/08f40b6b2824ce59d59d7cda3bcbcc24845a96af/docs/api/authentication/login.md",
      kind="docs",
      note="trimmed before the example bodies (a demo password and tokens); the @theme/Tabs imports are Docusaurus's "
           "MDX components, but Docusaurus is never named, not labelled"),
    R("""## Login - `auth/login`

| Permission level  |   URL| Method  | Format   |  HTTP Status Code |
|---|---|---|---|---|
|  Anonymous |  `auth/login`|   `POST`|  `json` |  `200`, `400` |

#### Headers
|  Field | Content  |
|---|---|
|  Content-Type | application/json  |

#### Request Content

|  Field |  Type |  Required |  Detail |
|---|---|---|---|
| `email`  | Email field  | Yes  |  User's email |
| `password`  |  String | Yes  |  User's password |


#### Response Content
|  Field | Type  |Detail   |
|---|---|---|
|  `token_type` | String  |  `Bearer` |
|  `token`|  String | Token |
|  `expires_at`|  Integer | Datetime with exact time for the token expire |

#### Example

**Event**: Anonymous `POST` to `/auth/login/`  
**Header Content**:
```
Content-Type: application/json
```""",
      E("POST /auth/login/"),
      source="https://github.com/allangrds/Laravel-Simple-API/blob/e1f5012d2101381b9c21e0e08ce481aeb42f1c16/docs/docs/auth/login.md",
      kind="docs",
      note="the table writes the route without a leading slash (auth/login), not labelled on its own; the example "
           "writes 'POST to /auth/login/', labelled as written; trimmed before the example body and token; Laravel "
           "is only in the repository's name"),
    R("""User Model
GET /users READ all users
POST /users CREATE new user
GET /users/new view for CREATE
GET /users/:id READ a single user
PUT /users/:id/edit view for UPDATE
DELETE /users/:id DELETE user
Post Model
GET /posts READ all posts
POST /posts CREATE new post
GET /posts/new view for CREATE
GET /posts/:id READ a single post
GET /posts/:id/edit view for UPDATE
PUT /posts/:id UPDATE post
DELETE /posts/:id DELETE post""",
      E("GET /users"), E("POST /users"), E("GET /users/new"), E("GET /users/:id"), E("PUT /users/:id/edit"),
      E("DELETE /users/:id"), E("GET /posts"), E("POST /posts"), E("GET /posts/new"), E("GET /posts/:id"),
      E("GET /posts/:id/edit"), E("PUT /posts/:id"), E("DELETE /posts/:id"),
      source="https://gist.521000.best/joelip/5574516",
      kind="docs",
      note="a gist's route list (Rails-style resources, Rails never named); 'PUT /users/:id/edit' is labelled as "
           "written although it is likely a slip for GET"),
    R("""_includes/api/en/3x/app-VERB.md
The app.VERB() methods provide the routing functionality
in Express, where <strong>VERB</strong> is one of the HTTP verbs, such
as app.post(). Multiple callbacks may be given, all are treated
equally, and behave just like middleware, with the one exception that
these callbacks may invoke next('route') to bypass the
remaining route callback(s). This mechanism can be used to perform pre-conditions
on a route then pass control to subsequent routes when there is no reason to proceed
with the route matched.
The following snippet illustrates the most simple route definition possible. Express translates the path strings to regular expressions, used internally to match incoming requests. Query strings are <em>not</em> considered when peforming these matches, for example "GET /" would match the following route, as would "GET /?name=tobi".
app.get('/', function (req, res) {
res.send('hello world')
})
Regular expressions may also be used, and can be useful if you have very specific restraints, for example the following would match "GET /commits/71dbb9c" as well as "GET /commits/71dbb9c..4c084f9".
app.get(/^\\/commits\\/(\\w+)(?:\\.\\.(\\w+))?$/, function (req, res) {
var from = req.params[0]
var to = req.params[1] || 'HEAD'
res.send('commit range ' + from + '..' + to)
})
Several callbacks may also be passed, useful for re-using middleware that load resources, perform validations, etc.
app.get('/user/:id', user.load, function () {
// ...
})
These callbacks may be passed within arrays as well, these arrays are simply flattened when passed:
var middleware = [loadForum, loadThread]
app.get('/forum/:fid/thread/:tid', middleware, function () {
// ...
})
app.post('/forum/:fid/thread/:tid', middleware, function () {
// ...
})""",
      T("Express"), F("_includes/api/en/3x/app-VERB.md"),
      E("GET /"), E("GET /commits/71dbb9c"), E("GET /commits/71dbb9c..4c084f9"), E("GET /user/:id"),
      E("GET /forum/:fid/thread/:tid"), E("POST /forum/:fid/thread/:tid"),
      source="https://contextqmd.com/libraries/express/versions/latest/pages/_includes-api-en-3x-app-verb",
      kind="docs",
      note="Express 3.x's app.VERB() reference as mirrored, opening with the page's own source path (labelled as a "
           "file); the two commit requests are concrete requests for a route written only as a regular expression, "
           "labelled as written; 'GET /?name=tobi' is GET / with its query dropped"),
    R("""🛡️ CSRF Protection API
The CSRF Protection API provides a way to protect against cross-site request forgery (CSRF) attacks.
General Info
- CSRF Protection: Required for all authenticated
POST
,PUT
, andDELETE
requests. - This API endpoint will return a token for use in the
X-CSRF-Token
header. - Use
X-CSRF-Token
header for protected routes.
Endpoints
🟡 GET /csrf-token
- Returns a token for use in the
X-CSRF-Token
header. - Creates a session to ensure incoming requests are from a valid source.
✅ Successful Response:
200 OK
- CSRF token is created.
📌 Notes:
- Use this token in the
X-CSRF-Token
header for protected routes. - You will receive a
419 Authentication Timeout
error if the token is invalid or missing.""",
      E("GET /csrf-token"),
      source="https://cardikit.github.io/Cardikit/developers/api/csrf.html",
      kind="docs",
      note="the example token in the response body is cut; nothing else named"),
    R("""Models represent the objects in your application. These are tied to
the tables in your database.
Model names are singular — Post — app/models/post.rb
Controllers contain functions that are mapped to routes, and handle
the endpoints for our application.
Controller names are plural — PostsController — app/controllers/posts_controller.rb
Views define the HTML view for each endpoint in the application.
View paths matches controller and function — app/views/posts/index.html.erb
Routes define the endpoints that our application serves.
— config/routes.rb""",
      F("app/models/post.rb"), F("app/controllers/posts_controller.rb"), F("app/views/posts/index.html.erb"),
      F("config/routes.rb"),
      source="https://rawgit.com/ktornwall/cheat-sheets/master/rails-4.html",
      kind="docs",
      note="a Rails 4 cheat sheet's section, but Rails is named only in the address, not labelled; four files"),
    R("""How-To: Schedule a Recurring Task
Wire a console command into the scheduler so it runs automatically.
The scheduler lives in routes/console.php (not the legacy app/Console/Kernel.php).
1. Register the schedule
php
// routes/console.php
use Illuminate\\Support\\Facades\\Schedule;
Schedule::command('queue:reservations:mark-no-shows')
->dailyAt('00:05')
->withoutOverlapping()
->onOneServer();2. Use the safety guards by default
For any scheduled command, add these three:
| Guard | Why |
|---|---|
->withoutOverlapping() | Prevents two runs from stacking if the previous one took longer than the interval |
->onOneServer() | In multi-server deployments, only one server runs the job (requires Redis cache) |
->runInBackground() (optional) | Frees the scheduler tick for long-running jobs |
The only schedules in CPR that don't use these guards are very fast cleanup tasks (app:prune-activity-logs).
3. Cadence patterns in use
php
->daily() // 00:00
->dailyAt('03:00') // pick an off-peak hour
->hourly()
->everyFiveMinutes()
->weeklyOn(0, '01:00') // Sunday 01:00
->cron('*/15 * * * *') // raw cron when you need itCPR conventions:
- Backups:
dailyAt('03:00')—cpr:backup:database - Pruning:
dailyAt('02:30')—app:prune-audit-log - Daily roll-overs (no-show, etc.):
dailyAt('00:05')— just after midnight, so the previous day is locked in - Avoid
dailyAt('00:00')— many other systems run then
4. Verify the schedule
bash
# List every scheduled task with its next run time
php artisan schedule:list
# Trigger a one-off run (does NOT respect overlapping guards)
php artisan schedule:test
# Simulate the scheduler tick locally
php artisan schedule:workIn production the OS cron must call:
cron
* * * * * cd /var/www/cpr-backend && php artisan schedule:run >> /dev/null 2>&1
(In Docker/Sail, the queue container handles this; see compose.yaml.)""",
      T("PHP"), T("Redis"), T("Artisan"), T("Docker"), T("Laravel Sail"), T("cron"),
      F("routes/console.php"), F("app/Console/Kernel.php"),
      source="https://cpr-devdocs.larrazabaleye.com/backend/how-to/schedule-recurring-task.html",
      kind="docs",
      note="a Laravel app's developer docs (Laravel itself is never named, only its Illuminate namespace, not labelled); "
           "the bare 'php'/'bash'/'cron' lines are the page's code-block language tags as extracted: PHP is labelled (the "
           "code is PHP and `php artisan` runs it), bash not; 'the OS cron' is labelled as the scheduler; Sail is "
           "Laravel Sail (SURFACES); compose.yaml is a bare file name"),
    # ---------------------------------------------------------------- posts and tutorials
    R("""04 - HTTP Routing with net/http

📋 Jump to Takeaways

Go 1.22 changed everything. Before, net/http could only match exact paths. No method routing, no path parameters. You needed Chi, Gorilla, or Gin for anything real. Not anymore.

The New Routing (Go 1.22+)

mux := http.NewServeMux()

// Method + path
mux.HandleFunc("GET /bookmarks", listBookmarks)
mux.HandleFunc("POST /bookmarks", createBookmark)

// Path parameters
mux.HandleFunc("GET /bookmarks/{id}", getBookmark)
mux.HandleFunc("PUT /bookmarks/{id}", updateBookmark)
mux.HandleFunc("DELETE /bookmarks/{id}", deleteBookmark)

That's a full REST API router. No external packages.

Path Parameters

Extract parameters with r.PathValue:

func getBookmark(w http.ResponseWriter, r *http.Request) {
    id := r.PathValue("id")
    slog.Info("fetching bookmark", "id", id)

    // ... look up bookmark by id ...
}

Wildcard Matching

Match the rest of the path with {path...}:

// Matches /files/images/photo.jpg, /files/docs/readme.txt, etc.
mux.HandleFunc("GET /files/{path...}", func(w http.ResponseWriter, r *http.Request) {
    filePath := r.PathValue("path") // "images/photo.jpg"
    fmt.Fprintf(w, "serving: %s", filePath)
})""",
      T("Go"), T("chi"), T("Gorilla Mux"), T("Gin"), T("REST"),
      E("GET /bookmarks"), E("POST /bookmarks"), E("GET /bookmarks/{id}"), E("PUT /bookmarks/{id}"),
      E("DELETE /bookmarks/{id}"), E("GET /files/{path...}"),
      source="https://bytelearn.dev/go-in-practice/http-routing",
      kind="blog",
      note="Gorilla as a router is Gorilla Mux (SURFACES); net/http and slog are Go's standard library packages, not "
           "labelled; 'images/photo.jpg' is an example value of the path wildcard and /files/... are request paths, "
           "no files labelled"),
    R("""How to fix "resolve.alias" problem in Vite.js

This article was published on Jul 16, 2022, and takes approximately 2 minutes to read.

I've decided to migrate the building of one of my packages from esbuild o use vite.

My driver was mainly because I had both installed into my repository, and because they were doing the same thing (building packages), I wanted to stick with a single one.

Also, Vite.js is getting more and more traction among the community due to its power, simplicity, and stable API, but that's not the subject here.

My package is just a collection of small functions written in TS. From there, I need to parse it to both ES Modules and CommonJS.

So, I had a very simple vite.config.ts:

vite.config.ts
import path from "path";
import { defineConfig } from "vite";

function isExternal(id: string) {
  return !id.startsWith(".") && !path.isAbsolute(id);
}

export default defineConfig(() => ({
  resolve: {
    alias: {
      '~/config': path.resolve(__dirname, './src/config/'),
      '~/utils': path.resolve(__dirname, './src/utils/index.ts'),
    },
  },
  build: {
    outDir: "dist",
    sourcemap: true,
    lib: {
      fileName: "core",
      entry: path.resolve(__dirname, "src/index.ts"),
      formats: ["es", "cjs"],
    },
    rollupOptions: {
      external: isExternal,
    },
  },
}));

That worked just fine. While running pnpm exec vite build, my package was built successfully.

The problem was when I tried to import in my website. I got the following message:

Cannot find package '~' imported from /Users/raulmelo/development/raulmelo-studio/packages/core/dist/scripts.js

I straight jumped into the dist files and noted something weird: the aliases were not being resolved:

dist/core.js
import { client as s, sanityConfig as h } from "~/config";
import { SUPPORTED_LANGUAGES as p } from "~/config/languages";
// ...

That was weird because I had explicitly declared the resolve.alias property that was meant to solve this.""",
      T("Vite"), T("esbuild"), T("TypeScript"), T("pnpm"),
      F("./src/utils/index.ts"), F("src/index.ts"), F("dist/core.js"),
      source="https://www.raulmelo.dev/en/til/how-to-fix-resolve-alias-problem-in-vite-js",
      kind="blog",
      note="'TS' is TypeScript; ES Modules and CommonJS are module formats here, not labelled; './src/config/' is a "
           "folder, '~/config' an alias specifier, the /Users/... path absolute; vite.config.ts a bare file name; "
           "sanityConfig is only an identifier (Sanity not labelled)"),
    R("""Suppose we have the following directory structure
foo/
__init__.py
bar.py
import foo runs foo/__init__.py (see Regular Package). import foo.bar imports the file bar.py as a module bar
Question
Why do we have a
foomodule which is a folder and abarmodule which is a file?
Well actually, foo is a package and bar is a module in it. It starts to make sense if you consider that the file bar.py is growing and we want to split it into multiple files. Then, we can make it into a package! The directory structure will then look like:
foo/
__init__.py
bar/
__init__.py
baz1.py
baz2.py
All the things that bar.py exposed earlier can now be kept inside bar/__init__.py. This makes the change transparent to all users who import bar.""",
      F("foo/__init__.py"), F("bar/__init__.py"),
      source="https://arpit-saxena.com/Python's-__init__-file-makes-sense",
      kind="blog",
      note="Python is named only in the address, not labelled; bar.py, baz1.py are bare names in a tree listing"),
    R("""Implementing OAuth2 Authentication in Nuxt.js/Vue.js Using an External REST-API Server (Built with Vert.x/Kotlin) and Keycloak 🐬
Introduction
Due to the complexity of authentication, it is recommended to assign the task to a specialized software. For this purpose, we have chosen to utilize Keycloak.
Our goal is to create a front-end for SirixDB, a document store that can store and retrieve data snapshots effectively, using Nuxt.js. An HTTP server provides a non-blocking, asynchronous REST API, while Vert.x and Kotlin, which heavily employs Coroutines, are the tools we have opted to utilize in implementing the API server.
Authentication via OAuth2
There are different flow options specified by OAuth2. Among these, the Authorization Code Flow is the most secure and recommended for browser-based applications, and it is the flow that we will be using.
💚 OAuth2 Authorization Code Flow with Nuxt.js
In our Workflow, the SirixDB HTTP-Server is the only system that directly communicates with Keycloak, except for the Node.js server redirects. Therefore, our front-end only needs to be aware of two routes provided by the SirixDB HTTP-Server:
GET /user/authorize
and
POST /token
.""",
      T("OAuth"), T("Nuxt"), T("Vue"), T("REST"), T("Vert.x"), T("Kotlin"), T("Keycloak"), T("SirixDB"),
      T("Node.js"),
      E("GET /user/authorize"), E("POST /token"),
      source="https://code911.top/howto/javascript-nuxt-auth-refresh-token-code-example",
      kind="blog",
      note="the post as the page copies it, its list of links before it cut; OAuth2 labelled as OAuth, by the earlier "
           "sets; Coroutines are Kotlin's, not a tool of their own"),
    R("""FastAPI walkthrough

FastAPI

FastAPI

FastAPI is a modern, fast (high-performance), web framework for building APIs with Python 3.7+ based on standard Python type hints.

Features:

  • Fast
  • Fast to Code
  • Fewer bugs
  • Intuitive
  • Easy
  • Short
  • Robust
  • Standard-based
    • OpenAPI
    • JSON Schema

Requirements

  • Python 3.7 +
  • Starlette
  • Pydantic

Installation

pip3 install -U pip "fastapi[all]" ujson email-validator orjson "uvicorn[standard]"
❯ pip freeze
anyio==3.6.2
click==8.1.3
fastapi==0.88.0
h11==0.14.0
httptools==0.5.0
idna==3.4
pydantic==1.10.2
python-dotenv==0.21.0
PyYAML==6.0
sniffio==1.3.0
starlette==0.22.0
typing_extensions==4.4.0
uvicorn==0.20.0
uvloop==0.17.0
watchfiles==0.18.1
websockets==10.4

Example

Create it

from typing import Union
from fastapi import FastAPI

app = FastAPI()


@app.get("/")
def read_root_sync():
    return {"Hello": "World"}


@app.get("/items/{item_id}")
def read_item_sync(item_id: int, q: Union[str, None] = None):
    \"\"\"
    Read a single item synchronously
    :param item_id: int
    :param q: an optional string query parameter
    :return:
    \"\"\"
    return {"item_id": item_id, "q": q}""",
      T("FastAPI"), T("Python"), T("OpenAPI"), T("Starlette"), T("Pydantic"), T("pip"), T("ujson"),
      T("email-validator"), T("orjson"), T("Uvicorn"), T("AnyIO"), T("Click"), T("h11"), T("httptools"), T("idna"),
      T("python-dotenv"), T("PyYAML"), T("sniffio"), T("typing_extensions"), T("uvloop"), T("watchfiles"),
      E("GET /"), E("GET /items/{item_id}"),
      source="https://azat.cc/2022/12/01/fastapi-walkthrough.html",
      kind="blog",
      note="cut before the screenshots' captions; every package of the pip freeze list is labelled (installed for the "
           "app); JSON Schema is a format/spec, not labelled; idna is one more package of the list; the websockets "
           "package is left out (the lexicon reads the word as the WebSocket protocol, which the text does not mean)"),
    R("""Study Notes of Spring
Annotation
@GetMapping
The @GetMapping
annotation ensures that HTTP GET requests to /greeting
are mapped to the greeting()
method.
There are companion annotations for other HTTP verbs (e.g. @PostMapping
for POST
). There is also a @RequestMapping
annotation that they all derive from, and can serve as a synonym (e.g. @RequestMapping(method=GET)
).
@RequestParam
@RequestParam
binds the value of the query string parameter name
into the name
parameter of the greeting()
method. If the name
parameter is absent in the request, the defaultValue
of World
is used.
@GetMapping("/greeting")
public Greeting greeting(@RequestParam(value = "name", defaultValue = "World") String name) {
return new Greeting(counter.incrementAndGet(), String.format(template, name));
@RestController
Spring @RestController
marks the class as a controller where every method returns a domain object instead of a view. It is shorthand for including both @Controller
and @ResponseBody
.
A key difference between a traditional MVC controller and the RESTful web service controller shown earlier is the way that the HTTP response body is created. Rather than relying on a view technology to perform server-side rendering of the greeting data to HTML, this RESTful web service controller populates and returns a domain object. The object data will be written directly to the HTTP response as JSON.
@ResponseBody
The @ResponseBody
annotation tells a controller that the object returned is automatically serialized into JSON and passed back into the HttpResponse
object.
@SpringBootApplication
@SpringBootApplication
is a convenience annotation that adds all of the following:
@Configuration
: Tags the class as a source of bean definitions for the application context.
@EnableAutoConfiguration
: Tells Spring Boot to start adding beans based on classpath settings, other beans, and various property settings. For example, if spring-webmvc
is on the classpath, this annotation flags the application as a web app""",
      T("Spring"), T("Spring Boot"), T("Spring MVC"), T("REST"),
      E("GET /greeting"),
      source="https://tywz-milk.github.io/2020/05/study-notes-of-spring",
      kind="blog",
      note="notes copied from Spring's guide; the greeting() mapping is GET /greeting; spring-webmvc on the classpath is "
           "Spring MVC (SURFACES); 'RESTful web service controller' labelled REST; the code is Java but Java is never "
           "named, not labelled; @PostMapping is named with no path"),
    R("""Introduction

Git users know that gitignore files plays an important role to manage their source code repository.

.gitignore files helps developers to avoid sliding into chaos on their complex coding environment.

Ignoring the files below is a good practice to keep your source code repository cleaner:

  • IDE configuration/cache files,
  • User-specific files,
  • Build output files,
  • Auto-generated files,
  • Secret/config files,
  • Data files,
  • Environment-specific files,
  • Test result files,
  • Dependency packages…

In this post series, some good practices about creating effective gitignore files will be noted into the pages of my personal notepad.

You can find a collection of .gitignore templates on this repository: https://github.com/github/gitignore

.gitignore Tips-1: Don’t ignore

   *.txt
   !important.txt
  • This pattern ignores all txt files, but don’t ignore important.txt.

   *.txt
   !important/*.txt
   trace.*
  • This pattern ignores all txt files, but don’t ignore .txt files under “important” folder. Note that it ignores “important/trace.txt” file, because last pattern causes to re-ignore previous pattern.

   tasks/
   !tasks/important.txt
  • This pattern ignores “tasks” folder, and also ignores “tasks/important.txt” file.

!” doesn’t work for this example. Due to a performance-related quirk in Git, you can not negate a file that is ignored due to a pattern matching a directory.""",
      T("Git"), F("important/trace.txt"), F("tasks/important.txt"),
      source="https://emredundar.github.io/blog/gitignore-tips-1",
      kind="blog",
      note="important/*.txt is a glob; important.txt and .gitignore are bare names; tasks/ a folder"),
    R("""Updated June 2026. Tested on Laravel 13 and PHP 8.4. Scheduling moved into routes/console.php from Laravel 11; the old Console Kernel is gone.
Every app eventually needs to do something on a timer: send reminder emails, clean up old rows, generate a nightly report. The old way was to litter the server's crontab with one line per task. Laravel flips that around. You add a single cron entry, and then schedule everything from your code, where it lives in version control with the rest of the app.
A quick cron refresher
Cron is the task scheduler built into Unix systems. A cron entry has five time fields and a command.
* * * * * command-to-run
The fields are minute, hour, day of month, month and day of week. An asterisk means "every". So * * * * * runs every minute, and 30 12 * * * runs at 12:30 each day. That is all you need to know here, because Laravel takes over the scheduling itself.
Write a command
Generate an artisan command for the work you want to run. Say we send a birthday message to users.
php artisan make:command SendBirthdayGreetings
That creates app/Console/Commands/SendBirthdayGreetings.php. Give it a signature and put the logic in handle.
namespace App\\Console\\Commands;
use App\\Models\\User;
use Illuminate\\Console\\Command;
class SendBirthdayGreetings extends Command
{
protected $signature = 'users:birthday-greetings';
protected $description = 'Send a birthday message to users whose birthday is today';
public function handle(): int
{
User::whereRaw('DATE_FORMAT(birth_date, "%m-%d") = ?', [now()->format('m-d')])
->each(function (User $user) {
// send the message
});
$this->info('Birthday greetings sent.');
return self::SUCCESS;
}
}
In current Laravel you do not register commands anywhere. Anything in app/Console/Commands is discovered automatically, so you can run it straight away.
php artisan users:birthday-greetings""",
      T("Laravel"), T("PHP"), T("cron"), T("Unix"), T("Artisan"),
      F("routes/console.php"), F("app/Console/Commands/SendBirthdayGreetings.php"),
      source="https://techalyst.com/posts/cronjobs-with-laravel-framework",
      kind="blog",
      note="crontab is cron's table, cron labelled once; app/Console/Commands is a folder; App\\\\Models\\\\User is a "
           "namespace"),
    R("""Laravel has four credible ways to schedule work on a clock. Say you ship a SaaS that needs nightly Stripe reconciliation, an hourly digest email, and a weekly cleanup that purges expired carts. You can lean on the built-in Laravel Scheduler with schedule:run, run supervised queue workers, use a platform scheduler like Forge or Vapor, or expose an HTTP endpoint and let an external cron service like Crontap hit it on cadence.
This guide walks through all four side by side, with code. For the broader PHP picture (cPanel, Composer, framework-agnostic patterns) see PHP cron jobs.
Path 1: Laravel Scheduler + schedule:run
The Laravel-idiomatic path. You define schedules in PHP and one crontab line drives the whole thing:
* * * * * cd /path/to/app && php artisan schedule:run >> /dev/null 2>&1That line fires every minute. Laravel checks which of your scheduled commands are due and dispatches them. The definitions live in app/Console/Kernel.php:
protected function schedule(Schedule $schedule): void
{
$schedule->command('stripe:reconcile')
->dailyAt('02:15')
->withoutOverlapping()
->runInBackground();
$schedule->command('digest:send')
->hourly()
->evenInMaintenanceMode();
$schedule->command('carts:purge')->weeklyOn(0, '03:00');
}Three modifiers worth knowing:
->withoutOverlapping()skips the next tick if the previous run is still going. The default lock lasts 24 hours, override withwithoutOverlapping(60)for 60 minutes.->runInBackground()lets the scheduler hand off long commands and keep polling. Without it a slow job can delay other minute-cadence schedules.->evenInMaintenanceMode()keeps critical schedules running whileartisan downis active.
In Laravel 11.x and 12.x you can also define schedules in routes/console.php instead of Kernel.php. The mechanics are identical, the host crontab still needs to fire schedule:run every minute.
Path 2: Supervised long-running workers
php artisan queue:work is not the scheduler. It is the worker that drains queued jobs.""",
      T("Laravel"), T("Stripe"), T("Laravel Forge"), T("Crontap"), T("PHP"), T("cPanel"),
      T("Composer"), T("cron"), T("Artisan"),
      F("app/Console/Kernel.php"), F("routes/console.php"),
      source="https://crontap.com/guides/laravel-cron-jobs",
      kind="blog",
      note="Forge is Laravel Forge (SURFACES); Vapor is Laravel Vapor, but the word is another framework's name "
           "(Vapor, for Swift), so it cannot be given as a spelling and is left out; Crontap is the vendor's own cron service; "
           "Kernel.php is a bare file name"),
    R("""GitHub Copilot is a VS Code extension that brings machine learning into your development environment. It will upload snippets of your code to Microsoft's servers, and send back a list of suggestions of what it predicts will come next.
Some people have wondered whether our jobs as developers are doomed, now that machine learning can write code for us. Will computers be able to write all the code in the future without needing developers involved? I really don't think this will happen, but I do think our jobs will get a bit easier with help from tools like Copilot.
"Copilot" is a really good name for the tool, because although it won't write all your code for you anytime soon, it makes very helpful suggestions most of the time. Often, you'll have to make some tweaks to the suggestion to get it working correctly. You're still the pilot here, but Copilot is sitting beside you actively trying to make your life easier.
When I started using Copilot, I thought it was super creepy. I could write comments and Copilot would suggest code that does what the comment says. I'd never seen anything like this before. I also had mixed feelings about using code that seemed like it might be plagiarised directly from some GitHub project.""",
      T("Copilot"), T("VS Code"),
      source="https://vuink.com/post/pbqvatjvguwrffr-d-dpbz/blog/how-i-use-github-copilot-to-be-more-productive",
      kind="blog",
      note="Microsoft is a company, GitHub a site here; 'Copilot' alone is GitHub Copilot again"),
    # ---------------------------------------------------------------- news
    R(""" date 2019-06-26 Gallium3D Panfrost Driver Can Now Handle Running The GNOME Shell Desktop
Written by Michael Larabel in GNOME on 27 June 2019 at 05:45 PM EDT.
Considering how resource intensive modern Linux desktops are particularly on OpenGL for compositing, it's quite an achievement that the Panfrost open-source Gallium3D driver for Arm Mali Bifrost/Midgard hardware can now run the GNOME Shell.

Alyssa Rosenzweig interning for Collabora had a summer goal, among others, of getting Panfrost working with GNOME. Well, not even to July, that goal has been realized in the latest Git development code.

Getting GNOME to run well on Panfrost required robustness and performance work, tuning around the tiled architecture of Mali, and other bits.

Panfrost hasn't yet achieved OpenGL ES 2.0 conformance, but it's working on that and more. Panfrost is looking like it should be in good shape for Mesa 19.2 due out in August after just being merged for this quarter's Mesa 19.1 release.

More details on Panfrost running with GNOME can be found on the Collabora blog.""",
      T("Gallium3D"), T("Panfrost"), T("GNOME Shell"), T("GNOME"), T("Linux"), T("OpenGL"), T("OpenGL ES"),
      T("Git"), T("Mesa"),
      source="https://www.phoronix.com/scan.php?page=news_item&px=GNOME-Shell-On-Panfrost",
      kind="news",
      note="Arm Mali Bifrost/Midgard is GPU hardware, Collabora a company, not labelled; 'the latest Git development "
           "code' names Git (the tree is in Git)"),
    R("""Ubuntu 22.04 LTS critical APT issue: installing libudev1 causes other packages to be uninstalled

In the Ubuntu 22.04 desktop distribution, when users did not enable updating packages over the network, installing libudev1 resulted in the removal of a large number of critical packages and made the system largely unusable.

As shown above, such a simple apt install command can cause system damage.

According to Ubuntu's bug log , the problem can be roughly summed up as: "apt will try to satisfy the requirement to install the latest libudev1 without upgrading other packages, but since this conflicts with other non-essential packages, it will remove them package." For the packages it removes, it may include ubuntu-desktop and other key packages for the user ...

This issue was reported to Ubuntu by users in May, and two months later, a patch to fix the issue is being actively merged into upstream APT and eventually ported to Ubuntu 22.04. This change will upgrade installed reverse dependencies when breaking "Depends" after upgrading dependencies. For future releases of Ubuntu/Debian, it looks like this merge for APT is being carried over, and when one of the source packages is upgraded/installed, all other binaries are upgraded.""",
      T("Ubuntu"), T("APT"), T("Debian"), T("libudev"),
      source="https://www.codetd.com/en/article/14376574",
      kind="news",
      note="libudev1 is the libudev library's Debian package; ubuntu-desktop is a metapackage, not labelled; the "
           "'Guess you like' and origin lines cut"),
    R("""This week saw at least two major stories: the resignation of Hector Martin, lead of the Ashai Linux project, and the release of Plasma 6.3. We will also dedicate a bit of time to talk about some exciting developments in the GNOME world.
KDE Plasma 6.3 released#
Last Tuesday, KDE has released version 6.3 of Plasma. It’s always special to talk about these releases here, as I’m a KDE developer and I sometimes get to praise my own work; I will however try to maintain by objectivity and start by saying that the slogan this time around is “It’s Pixel Perfect!”, and that this new version has few new major features, as it mostly focuses on maintenance and bug fixing.
One of the new goodies is panel cloning (and, as I hinted above, it was implemented by none other than myself!). The feature is simple: it allows you to copy all panel settings and applet to a new panel instance . The idea is to make it a bit easier to set up newly connected monitors, and it finally satisfies a feature request that was created five years ago.""",
      T("Asahi Linux"), T("KDE Plasma"), T("GNOME"),
      source="https://techhut.tv/asahi-lead-resigns-plasma-updates-and-more",
      kind="news",
      note="'Ashai Linux' is a slip for Asahi Linux (SURFACES); KDE is the community that releases Plasma, 'Plasma 6.3' "
           "is KDE Plasma; the image caption cut"),
    R("""Linux Weekly News

[$] Who are kernel defconfigs for?
Security updates for Tuesday
Graham: about Plasma’s X11 session
KDE contributor Nate Graham recently wrote about the KDE Project's plans for Plasma's X11 session. He notes that the project will continue to ensure that Plasma "continues to compile and deploy on X11" and isn't horribly broken. Major regressions will probably be fixed, eventually, but the writing is on the wall:
X11's upstream development has dropped off significantly in recent years, and X11 isn't able to perform up to the standards of what people expect today with respect to HDR, 10 bits-per-color monitors, other fancy monitor features, multi-monitor setups (especially with mixed DPIs or refresh rates), multi-GPU setups, screen tearing, security, crash robustness, input handling, and more.
As for when Plasma will drop support for X11? There's currently no firm timeline for this, and I certainly don't expect it to happen in the next year, or even the next two years. But that's just a guess; it depends on how quickly we implement everything on https://community.kde.org/Plasma/Wayland_Known_Significant_Issues. Our plan is to handle everything on that page such that even the most hardcore X11 user doesn't notice anything missing when they move to Wayland.
PostmarketOS 25.06: "the one with systemd"
The postmarketOS project, which creates a Linux distribution for mobile devices, announced it was working on adding a version with systemd last March. That day has arrived with the announcement of version 25.06:
We considered supporting an upgrade from OpenRC to systemd in our upgrade script, but then decided against it as such an upgrade path might introduce its own bugs and we would rather spend the time improving other parts of postmarketOS. So for this one-time scenario we ask you to please reinstall postmarketOS to get from OpenRC to systemd. Thank you for your understanding![$] GNOME deepens systemd dependencies""",
      T("KDE Plasma"), T("X11"), T("Wayland"), T("postmarketOS"), T("systemd"), T("Linux"), T("OpenRC"), T("GNOME"),
      source="http://justlinux.ca/aggregator/sources/4?page=17",
      kind="news",
      note="an aggregator's page of LWN items; 'Plasma' is KDE Plasma; the kernel defconfigs item names the Linux "
           "kernel only as 'kernel'; HDR is a display feature"),
    R("""Keeping open source open
Doghouse – Kernel Maintainers

People contribute to the Linux kernel from around the world and a great range of circumstances – even during war, which raises questions about how to remain open and consider security.
Recently there was an issue where several Russians were listed as maintainers of the Linux kernel whose email addresses contained the ending .ru
. These maintainers were removed from the list of maintainers and were told that they might be added back if certain documentation steps were taken.
This action seemed sudden and many people objected to the action because it seemed to go against the philosophy of open source. There were a lot of people who decried this, and some talked about "forking the kernel" and forming a project that would not "discriminate" against Russian people.
First of all, there has been no action that I know of that keeps Russians from using the free software of the Linux kernel. They may pull down the kernel code and use it for whatever they desire. This fits in well with the "zero law" of the GPL, which states that you should be able to use the code for any reason. There is nothing in the license of free software or even open source that guarantees you can work on the project or submit code to it. Allowing that would be chaos.
[...]""",
      T("Linux"),
      source="https://www.linuxpromagazine.com/Issues/2025/290/maddog-s-Doghouse",
      kind="news",
      note="a column's free opening; the GPL is a licence, not labelled; the shop links and the news sidebar cut"),
    R("""Stone: Ubuntu rejoins the GNOME fold
Daniel Stone considersthe future of the Linux desktop in the light of Ubuntu's return toGNOME. "The world in 2017, however, is a very different place. KMSprovides us truly device-independent display control, Vulkan and EGLprovide us GPU acceleration independent of window system, xkbcommonprovides shared keyboard mechanics, and logind lets us do all these thingswithout ever being root. GBM allocates our buffers, and the universalallocator, borne out of discussions with the whole community includingNVIDIA, will soon join the family.Mir leans heavily on all these technologies, so the change is a bit lessseismic than you might think.\"""",
      T("Ubuntu"), T("GNOME"), T("Linux"), T("Vulkan"), T("Mir"),
      source="https://pipedot.org/2JBRY",
      kind="news",
      note="the copy glues words together ('toGNOME', 'KMSprovides', 'EGLprovide', 'xkbcommonprovides'): GNOME is still "
           "named in the title; KMS, EGL and xkbcommon are named only inside glued words, not labelled; logind and GBM "
           "(Linux graphics/session pieces) left out as too uncertain as names; NVIDIA is a company"),
    # ---------------------------------------------------------------- questions and answers
    R("""Preface this by saying I have now read multiple posts on this question (including here, here, and here). What I understand is that the static url in settings.py needs a modification for heroku to run these static files. What I need, explained like I am a child, is what tweak to make to these static url when the static directory is nested within the app -- as this was a best practice imparted in a recent tutorial (if this is not the ideal practice I would appreciate being corrected). 
Question 1: Should the media files be kept in a directory within the app or at the project level?
Question 2: If the media files are kept within a directory inside the app, like my directory below, then how am I supposed to modify the url in settings.py to load the static files once pushed to heroku?
My project structure is the following:
gvlabs
    __init__.py
    __init__.pyc
    settings.py
    settings.pyc
    urls.py
    urls.pyc
    wsgi.py
    wsgi.pyc
manage.py
Procfile
requirements.txt
runtime.txt
welcome
    __init__.py
    __init__.pyc
    admin.py
    admin.pyc
    apps.py
    hello.py
    migrations
    models.py
    models.pyc
    static
        css
        fonts
        images
        js
    templates
        welcome
            base.html
            comingsoon.html
            contact_us.html
            index.html
            post_list.html
    tests.py
    urls.py
    urls.pyc
    views.py
    views.pyc
settings.py
# Build paths inside the project like this: os.path.join(BASE_DIR, ...)
BASE_DIR = os.path.dirname(os.path.dirname(__file__))
PROJECT_ROOT = os.path.abspath(os.path.dirname(__file__))
PROJECT_DIR = os.path.join(PROJECT_ROOT,'../welcome')
# Static files (CSS, JavaScript, Images)
# https://docs.djangoproject.com/en/1.9/howto/static-files/
#STATIC_ROOT = os.path.join(BASE_DIR, 'static')
STATIC_ROOT= os.path.join(PROJECT_DIR,'static')
STATIC_URL = '/welcome/static/'
# Extra places for collectstatic to find static files.
STATICFILES_DIRS = ()""",
      T("Heroku"),
      source="https://wiki.kunaldawn.com/content/stackoverflow.com_en_all_2023-11/questions/38987993/deployed-django-app-to-heroku-missing-css-static-files",
      kind="qa",
      note="Django is named only in the address and in a docs URL inside a comment, not labelled; the tree lists bare "
           "names under folders written apart (no path written); '../welcome' is a folder; CSS/JavaScript in the "
           "settings comment (Django's generated comment) are not labelled"),
    R("""This comment is half-right. Yes, the exact location may vary.
However, it’s not a good idea to have nginx reading static files from anywhere in your Django project’s directory structure. It’s always better to have the static files moved to a location outside your Django project directory.""",
      T("Nginx"), T("Django"),
      source="https://forum.djangoproject.com/t/help-django-4-2-admin-page-css-issue/20196/41",
      kind="qa",
      note="an answer in a forum thread"),
    R("""Scheduler & Cron FAQ
How the Scheduler Works
Traffic Exchange Script uses Laravel’s built-in task scheduler. All scheduled tasks run through a single cron entry:
* * * * * cd /path/to/your/site && php artisan schedule:run >> /dev/null 2>&1
This command runs every minute. It checks which tasks are due and dispatches them on the correct frequency. If this cron entry is not running, all automated tasks will stop — newsletters won’t send, subscriptions won’t downgrade, contests won’t finalize.
Before troubleshooting any specific task, always verify the scheduler itself is working.
How to verify the scheduler is running:
1. Open storage/logs/laravel.log in cPanel File Manager (navigate to your site root → storage/logs/).
2. Look for lines from the last few minutes. You should see entries every 1–2 minutes.
3. If the log has no recent entries, the scheduler cron is not running. Fix that first before troubleshooting individual tasks.
Newsletters
Q: I scheduled a newsletter but it was never sent. Members didn’t receive anything.
A: The newsletter dispatch command (te:dispatch-scheduled-newsletters) runs on schedule and sends any newsletter whose scheduled time has passed. If it wasn’t sent, check these in order:
1. Confirm the scheduler is running (see above). If schedule:run is not in your cron, nothing sends.
2. Check the newsletter’s status in the admin panel. Go to Admin → Newsletter. If the newsletter shows as Draft rather than Scheduled, it was never queued for sending. You need to set a scheduled time and save it as Scheduled.""",
      T("Laravel"), T("cron"), T("PHP"), T("Artisan"), T("cPanel"), F("storage/logs/laravel.log"),
      source="https://trafficexchangescript.com/?p=188",
      kind="qa",
      note="a product's question-and-answer page; Traffic Exchange Script is the product the page is about (a PHP "
           "script), not labelled as a technology; `php artisan` runs PHP's Artisan; storage/logs/ is a folder"),
]
