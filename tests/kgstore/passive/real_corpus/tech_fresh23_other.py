"""A twenty-third fresh held-out set ("fresh-23"), the other texts: changelogs, READMEs, posts and answers from projects
and sites none of the earlier sets used -- the changelogs of two Rails gems (rails_app_version,
activerecord-type-symbol), the Android library Once, two .NET libraries (critical-path, BruteForcing), two Symfony
bundles (FMSummernoteBundle, monitoring-bundle), a sample API's Docker and Actions files, St. Jude Cloud's workflow
scripts and a database-schema visualiser; READMEs of an Express + MongoDB books API, three Actix Web todo APIs, a Gin
albums tutorial, a FastAPI + Next.js app, two Django blog APIs, two Spring Boot product services; posts on Flutter's
minSdkVersion (Japanese and Russian), GitHub Actions deploy workflows (twice), Flask routing, a minimal Spring Boot API,
Express routes, CORS, a Hono backend and a Next.js rewrite on Vercel; answers on Flutter's global minSdkVersion, npm's
EACCES errors (twice), a Node.js app's 404 on Vercel and Laravel's 419.

Taken from stored public copies of the pages and files at the addresses given, kept as written (trimmed) and labelled
by hand without running the extractor, by the rules of the earlier sets (``--split fresh-23``).
"""

from real_corpus import E, F, R, T  # noqa: F401

SURFACES = {
    ".NET Standard": ("netstandard",),
    ".NET": ("dotnet",),
    ".NET Framework": ("Net Framework",),
    "Spring Boot": ("Springboot",),
    "Docker Compose": ("docker-compose",),
    "PostgreSQL": ("PG",),
}

CASES = [
    # ---------------------------------------------------------------- changelogs
    R("""# Changelog

## [1.2.2](https://github.com/seuros/rails_app_version/compare/v1.2.1...v1.2.2) (2024-12-31)


### Bug Fixes

* revision crash when it only digit ([82783a4](https://github.com/seuros/rails_app_version/commit/82783a424d28c5392e8344dd0412277de07d6f7f))

## [1.2.1](https://github.com/seuros/rails_app_version/compare/v1.2.0...v1.2.1) (2024-12-31)


### Bug Fixes

* fix middleware chaining ([1f505cd](https://github.com/seuros/rails_app_version/commit/1f505cd3502ae810fe9c350b0413614a1f6b4aa2))

## [1.1.0](https://github.com/seuros/rails_app_version/compare/v1.0.0...v1.1.0) (2024-10-03)


### Features

* Allow rails 8 ([0b92fab](https://github.com/seuros/rails_app_version/commit/0b92fab2198405f454b5a9ea2e521aef7d609d92))

## [0.2.0](https://github.com/seuros/rails_app_version/compare/rails_app_version-v0.1.2...rails_app_version/v0.2.0) (2024-07-21)


### Features

* Add cache key generation format. ([8193dde](https://github.com/seuros/rails_app_version/commit/8193dde525bc5ba5ada2c7f162ad535e71b331bf))
* Add rake task to copy app_version.yml ([e85345c](https://github.com/seuros/rails_app_version/commit/e85345ca50e5788de7ab90eaea0dfa549aa57f85))
* add release please releaser ([a72da14](https://github.com/seuros/rails_app_version/commit/a72da1464bcb77c03b1b8002240710aaa0e7ae92))
* Move rake tasks from standalone file to Engine class ([f7e12f0](https://github.com/seuros/rails_app_version/commit/f7e12f036febc8d7dbd4eaa4e8fd9a1f01651fac))

### Bug Fixes

* add missing config folder ([a72da14](https://github.com/seuros/rails_app_version/commit/a72da1464bcb77c03b1b8002240710aaa0e7ae92))
* correct release-please-config ([03edaef](https://github.com/seuros/rails_app_version/commit/03edaef17581671f6f24783b75a093eed4569e69))""",
      T("Rails"), T("Rake"), T("Release Please"),
      source="https://github.com/seuros/rails_app_version/blob/065bebd5fd1533c92b602c4faf00cfa3ba7e0c49/CHANGELOG.md",
      kind="changelog",
      note="the gem's own name occurs only in links and as a module name (not labelled); app_version.yml is a bare file "
           "name; 'release please releaser' names the release tool (labelled); several versions cut"),
    R("""# Changelog

## 0.7.0
- Support 8.0
- Drop support rails < 7.2

## 0.6.0
- Support rails 7.1 and 7.2
- Drop support rails < 7.0

## 0.5.0
- Support rails 7.0 and ruby 3.1
- Drop support rails < 6.0
- Drop support ruby < 2.7

## 0.4.0
- Support rails 6.1
- Drop support for ruby < 2.5

## 0.3.0
- Support rails 6.0
- Added bundler back to development dependencies
- Fix rubocop config
- Use sqlite instead of PG for tests

## 0.2.0
- Remove bundler from dependencies

## 0.1.0
- Initial implementation""",
      T("Rails"), T("Ruby"), T("Bundler"), T("RuboCop"), T("SQLite"), T("PostgreSQL"),
      source="https://github.com/will89/activerecord-type-symbol/blob/150d8be1b57c197c5fcfe8911bc7a534161a01bc/CHANGELOG.md",
      kind="changelog", note="'PG' is PostgreSQL, the test database replaced by SQLite"),
    R("""# Changelog

## In Development

### Internal

- Bump to Gradle 5.4.1 and build tools 3.5.0

## [1.3.0] - 2019-08-19

### External

- Drop support for pre-API 14
- Update to using AndroidX annotation library (from support library)
- Removed Async Initialisation (advice is to enable StrictMode after calling `Once.initialise(this)`)
- Crash fixes for issues #39, #32

### Internal

- Update to target android-29
- Update to gradle 5.1.1 and build tools 3.4.2
- Update test app to AndroidX libraries

## [1.2.2] - 2017-04-30

- previous versions TBC""",
      T("Gradle"), T("AndroidX"), T("Android"), T("Once"),
      source="https://github.com/jonfinerty/Once/blob/19fa6fa10db181b0277cde0a5558d613873987f1/CHANGELOG.md",
      kind="changelog",
      note="the library itself (Once) is named through its Once.initialise call and labelled once; android-29 is the "
           "Android target; StrictMode is an Android API class, not labelled"),
    R("""# Changelog

All notable changes to this project will be documented in this file.

The format is based on [Keep a Changelog](https://keepachangelog.com/en/1.0.0/),
and this project adheres to [Semantic Versioning](https://semver.org/spec/v2.0.0.html).

## [Unreleased]
### Added
- Readme badges

## [2.1.1] - 2024-01-12
### Changed
- Make the nuget package deterministic

## [2.1.0] - 2024-01-12
### Added
- Symbols for easy debugging by consumers of this library

### Changed
- The release note tab now reference the GitHub release page
- Bump xunit from 2.6.3 to 2.6.5 in the test project
- Bump xunit.runner.visualstudio from 2.5.5 to 2.5.6

## [2.0.0] - 2023-12-20
### Added
- Initial library added to nuget.org and metadata that goes with it.
- Support for multiple target frameworks 
  -   netstandard 2.0
  -   netstandard 2.1
  -   dotnet 6
  -   dotnet 8""",
      T("NuGet"), T("xUnit"), T(".NET Standard"), T(".NET"),
      source="https://github.com/NovoNordisk-OpenSource/critical-path/blob/04931dac3651eb58ca00ebaedb6033c50323ef4c/CHANGELOG.md",
      kind="changelog",
      note="xunit.runner.visualstudio is a package id (Visual Studio not labelled from it); nuget.org is the site, the "
           "nuget package names NuGet"),
    R("""# Change history

* **Version 1.0.9.0 (2022-11-10)** : Updated NuGet packages, added support for Net7.0, removed support for Net5.0.
* **Version 1.0.8.0 (2022-10-30)** : Updated nuget packages.
* **Version 1.0.7.0 (2022-02-10)** : Added nullable checks, added editorconfig, added file scoped namespaces, added global usings, removed native support for Net Framework (Breaking change).
* **Version 1.0.6.0 (2021-11-10)** : Updated NuGet packages, updated changelog, added support for Net6.0.
* **Version 1.0.5.0 (2021-08-09)** : Removed support for soon deprecated NetCore 2.1.
* **Version 1.0.4.0 (2021-07-25)** : Updated nuget packages, enabled source linking for debugging.
* **Version 1.0.3.0 (2021-02-21)** : Updated nuget packages.
* **Version 1.0.2.0 (2020-11-13)** : Removed license year, moved changelog to extra file, adjusted folder structure, updated nuget packages, moved to Net 5.0.
* **Version 1.0.1.0 (2019-10-13)** : Updated nuget packages, added GitVersionTask.
* **Version 1.0.0.2 (2019-05-05)** : Updated .Net version to 4.8.
* **Version 1.0.0.1 (2017-03-11)** : Switched to .Net 4.6.2. Reformatted code.
* **Version 1.0.0.0 (2016-12-03)** : Added basic usage to Readme.
* **Version 1.0.0.0 (2016-11-17)** : 1.0 release.""",
      T("NuGet"), T(".NET"), T(".NET Framework"), T("EditorConfig"),
      source="https://github.com/SeppPenner/BruteForcing/blob/05a885bd9e50673311a0bd3b6b8858ce0930e273/Changelog.md",
      kind="changelog",
      note="Net7.0/Net6.0/.Net and NetCore are .NET (the lexicon folds .NET Core into it), Net Framework .NET Framework; GitVersionTask (a build "
           "package) left out"),
    R("""# Changelog

All notable changes to this project will be documented in this file.

The format is based on [Keep a Changelog](https://keepachangelog.com/en/1.0.0/),
and this project adheres to [Semantic Versioning](https://semver.org/spec/v2.0.0.html).

## [2.0.0] - 2025-08-23

### Added
- Support for PHP 8.2 and 8.3
- Support for Symfony 6.x and 7.x
- GitHub Actions workflow improvements with better caching and test coverage

### Changed
- **BREAKING**: Dropped support for PHP < 8.1
- **BREAKING**: Dropped support for Symfony < 6.0
- Updated development dependencies to their latest stable versions
- Updated CI/CD pipeline to use latest GitHub Actions versions
- Improved test suite configuration

### Removed
- Removed support for deprecated Symfony versions (4.x, 5.x)
- Removed support for PHP 7.4

## [1.0.0] - 2023-01-01

Initial stable release.""",
      T("PHP"), T("Symfony"), T("GitHub Actions"),
      source="https://github.com/helios-ag/FMSummernoteBundle/blob/f62e2c34325045931e1437158ff171556254033d/CHANGELOG.md",
      kind="changelog", note="the bundle's own name is not in the text"),
    R("""# Changelog
All notable changes to this project will be documented in this file.

This project adheres to [Semantic Versioning](https://semver.org/spec/v2.0.0.html).

## [1.2.0] - 2024-02-14
### Updated
* bundle structure to new best practices
* tests

### Fixed
* deprecations

### Removed
* support for Symfony <= 6.2
* support for PHP <= 8.1

## [1.2.0] - 2023-12-05
### Updated
* Dependencies
* Support for Symfony 7
* Tests with PhpUnit 10 & PHP 8.2 & 8.3

### Removed
* Support for PHP 7.4+

## [1.1.2] - 2022-05-18
### Fixed
* attributes for service container

## Older versions
See Github history""",
      T("Symfony"), T("PHP"), T("PHPUnit"),
      source="https://github.com/j-schumann/monitoring-bundle/blob/165ce871eb43f81df7741501a5597e72aa689807/Changelog.md",
      kind="changelog", note="'Github history' is the site"),
    R("""# Changelog

## [0.0.3] - 2024-09-01

### Added
- Added `.github/workflows/docker.yml` for testing and pushing new docker images to ghcr.io

### Fixed
- Pruned comments and blank spaces on docker image

## [0.0.2] - 2024-09-01

### Added
- Added `.github/workflows/test.yml` for unit testing in GitHub Actions

### Changed
- Changed `docker-compose.yml` file to use custom image

## [0.0.1] - 2024-08-30

### Added
- Added `src/dockerfile` and `src/requirements.txt`
- Added Changelog file""",
      T("Docker"), T("GitHub Actions"),
      F(".github/workflows/docker.yml"), F(".github/workflows/test.yml"), F("src/dockerfile"),
      F("src/requirements.txt"),
      source="https://github.com/JavierClairvaux/sample-api/blob/746f9c7f21f6b5b3624dcc2e95ec7b720f0c0aa8/CHANGELOG.md",
      kind="changelog",
      note="docker-compose.yml is a bare file name and names no Compose use beyond it (Docker Compose not labelled); "
           "ghcr.io is a registry host written as a domain, not labelled"),
    R(r"""# Change Log

All notable changes to this project will be documented in this file.
 
The format is based on [Keep a Changelog](http://keepachangelog.com/).
 
## NOTICE

Any change to the `scripts/` directory should be accompanied by version increases in the `docker/` directory! If you are editing this file, please ensure these changes propagate!

## 2025 August

### Added

- Added `detectionP` method from `minfi` to `methylation-preprocess.R` [#262](https://github.com/stjudecloud/workflows/pull/262)
- Added filtering step to `filter.py` to use probe p-values to filter low quality probes across a cohort [#262](https://github.com/stjudecloud/workflows/pull/262)

### Changed

- Replaced `black` and `pyright` with `ruff` [#255](https://github.com/stjudecloud/workflows/pull/255).
- Beta value matrix now retains sample names as column names [#259](https://github.com/stjudecloud/workflows/pull/259)


## 2025 July

### Added

- Added `util/check_FQs_and_RGs.py` script [#235](https://github.com/stjudecloud/workflows/pull/235).
    - This script is a refactor of `star/sort_star_input.py` which is generalized for cases other than STAR.

### Changed

- `util/check_FQs_and_RGs.py` script now expects either space delimited _or_ tab escape sequence (`\t`) delimited read groups[#247](https://github.com/stjudecloud/workflows/pull/247).

### Removed

- Removed `star/sort_star_input.py` [#235](https://github.com/stjudecloud/workflows/pull/235).
    - As a consequence, the custom STAR docker image is no more.

## 2025 January

### Added

- Added `black` formatting and `pyright` validation for Python scripts [#201](https://github.com/stjudecloud/workflows/pull/201).""",
      T("minfi"), T("Black"), T("Pyright"), T("Ruff"), T("STAR"), T("Docker"), T("Python"),
      F("util/check_FQs_and_RGs.py"), F("star/sort_star_input.py"),
      source="https://github.com/stjudecloud/workflows/blob/06ea5b4b03cbc6988653a060a240a63b402a7836/scripts/CHANGELOG.md",
      kind="changelog",
      note="STAR is the RNA-seq aligner; minfi the R package; methylation-preprocess.R and filter.py are bare file "
           "names, scripts/ and docker/ folders; the February and second January entries cut"),
    R("""## [5.0.0] - 2026-07-27
### Added
- Markdown export (`mysql:markdown` command and `Export\\Markdown`) listing tables, columns, keys, indexes and connections, driven by a customizable Twig template (`src/Template/Markdown/v1.twig`)
- MySQL column types: NUMERIC, REAL, DEC, FIXED, SERIAL, VECTOR and the INT1-INT8/MIDDLEINT aliases
- Inline PRIMARY KEY and inline (column-level) FOREIGN KEY parsing
- Rewrite the PlantUML template to use the current preprocessor (`!function`/`!procedure`/`!foreach`), replacing the legacy `!definelong` template
- Apache Cassandra CLI commands (`cassandra:json`, `cassandra:plantuml`, `cassandra:markdown`, `cassandra:image`)
- Dedicated `MariadbParser` that adds the MariaDB-specific column types `UUID`, `INET4` and `INET6` on top of the MySQL parser (the column type list is now overridable)
- Docker image published to the GitHub Container Registry, built natively for linux/amd64 and linux/arm64

### Fixed
- GEOMETRYCOLLECTION type was never recognized (typo in the type list)
- Backtick-quoted table names containing spaces
- CLI entry point broke on Symfony Console 8 (`Application::add()` removed) — use `addCommand()`

### Changed
- Switch to PHP 8.5
- Update dependencies to latest majors (symfony/console 7-8, PHPUnit 13, PHP_CodeSniffer 4)
- Upgrade the bundled PlantUML jar to the MIT build (plantuml-mit-1.2026.6)
- Group generated example outputs per database under `example/output/<db>/`""",
      T("MySQL"), T("Twig"), T("PlantUML"), T("Cassandra"), T("MariaDB"), T("Docker"),
      T("GitHub Container Registry"), T("Symfony Console"), T("PHP"), T("PHPUnit"), T("PHP_CodeSniffer"),
      F("src/Template/Markdown/v1.twig"),
      source="https://github.com/pongee/database-schema-visualization/blob/181da50881e9ad0b5c496df37227d6de846d837f/CHANGELOG.md",
      kind="changelog",
      note="Markdown is the export format (not labelled); example/output/<db>/ is a folder; linux/amd64 is a platform "
           "string; lines of the 5.0.0 entry and the older versions cut"),
    # ---------------------------------------------------------------- READMEs
    R(r"""## A Node JS + Express + MongoDB API App

This is a simple app that exposes a books database collection as an API that supports the below:
1. GET /books endpoint to return an array of all books. Pagination is supported by adding a GET param *page* e.g. /books?page=1
2. GET /books/\<id\> endpoint that returns the specific book with an id of \<id\>
3. POST /books to add a single book JSON object.
4. DELETE /books/\<id\> to delete a single book.
5. PUT /books/\<id\> to update a single book.

Requirements to Run on Your Local Machine
-----------------------------------------
1. MongoDB server locallly installed.
2. NodeJS version 14 and higher.
3. Access to a terminal to execute commands.

## Setup Instructions

1. clone the repo and cd to the project root via a terminal window e.g. powershell or bash
2. Import the books.json file to your mongodb server.
3. run *npm install* to install dependencies
4. run *node app.js* to start the server
5. access from your browser via http://localhost:9000/books""",
      T("Node.js"), T("Express"), T("MongoDB"), T("npm"), T("PowerShell"), T("Bash"),
      E("GET /books"), E(r"GET /books/\<id\>"), E("POST /books"), E(r"DELETE /books/\<id\>"), E(r"PUT /books/\<id\>"),
      source="https://github.com/syengo254/Nodejs-Express-MongoDB-API-Backend/blob/7a650206bb5f0baf1bea013e175d2a138510c786/README.md",
      kind="docs",
      note="the parameter is written with Markdown escapes (\\<id\\>) and labelled as written; 'powershell or bash' "
           "names the shells; books.json and app.js are bare file names"),
    R("""# Todo REST API Example

This is a sample CRUD REST API for managing Todo items, implemented in Rust using Actix web, the fastest web framework.

## Features

- REST API with JSON responses
- Supports all CRUD operations:
  - GET todos
  - POST create todo
  - GET single todo
  - PUT update todo
  - DELETE todo
- Uses Actix web async framework
- In-memory storage of Todos (no database)

## Usage

### Get all todos

```
GET /todos
```

### Create a new todo

```
POST /todos 
{
  "text": "My new todo item" 
}
```

### Get a todo

```
GET /todos/1
```

### Update a todo

```
PUT /todos/1
{
  "completed": true
} 
```

### Delete a todo

```
DELETE /todos/1
```

## Running Locally

```
cargo run
```

Starts server on [http://localhost:8080 ↗](http://localhost:8080)

## Implementation

- `main.rs` - Sets up Actix App and /todos route handler
- `routes.rs` - CRUD handlers for each HTTP method 
- `todo.rs` - Todo struct representing item 
- Uses Actix web, serde JSON  
- Async request handling with Rust futures""",
      T("Rust"), T("Actix"), T("Cargo"), T("Serde"), T("REST"),
      E("GET /todos"), E("POST /todos"), E("GET /todos/1"), E("PUT /todos/1"), E("DELETE /todos/1"),
      source="https://github.com/renand3z/async-rest-api/blob/93848cef25c0c9f98c3edbddc718ae7980735676/README.md",
      kind="docs",
      note="concrete requests for item 1 labelled as written (no /todos/:id route is written); main.rs, routes.rs, "
           "todo.rs are bare file names"),
    R("""# ACTIX Web sample

## Run
```
cargo run
```

## Setup data

```
echo '
[
  {
    "id": 1,
    "title": "Tel",
    "description": "description",
    "status": "Open",
    "deadline": "2021-03-14"
  },
  {
    "id": 2,
    "title": "Programming",
    "description": "description",
    "status": "InProgress",
    "deadline": "2021-03-15"
  }
]
' > target/data.json
````

## API

### GET Todos
http://localhost:8080/todos

### GET Todo
http://localhost:8080/todo/1

### POST Todo
```
curl -X POST http://localhost:8080/todo -d '{
    "title": "meeting",
    "description": "description",
    "status": "Close",
    "deadline": "2021-03-12"
}'
```""",
      T("Actix"), T("Cargo"),
      F("target/data.json"), E("GET /todos"), E("GET /todo/1"), E("POST /todo"),
      source="https://github.com/omurakazuaki/WriteCodeEveryDay/blob/0b489baba7c8e89c18a70e088763e6675e1fe220/rust/actix-sample/README.md",
      kind="docs",
      note="the GET headings give the method of the local URLs under them (labelled with their paths); the POST is a "
           "curl -X POST to the app's own server"),
    R("""rust試したくて作ったWebサーバ

### プロジェクト立ち上げ
```
docker-compose build
docker-compose run actix-web-todo cargo init
docker-compose run actix-web-todo cargo add actix-web
docker-compose run actix-web-todo cargo add rusqlite
docker-compose run actix-web-todo cargo add cargo-watch
```

### サンプルリクエスト
```
# Todo作成
curl -X POST http://localhost:3456/todos \\
  -H "Content-Type: application/json" \\
  -d '{"title":"DemoTitle", "contents":"DemoContents"}'

# Todo取得
curl http://localhost:3456/todos/1

# Todo更新
curl -X POST http://localhost:3456/todos/1 \\
  -H "Content-Type: application/json" \\
  -d '{"title":"UpdateTitle", "contents":"UpdateContents"}'

# Todo削除
curl -X DELETE http://localhost:3456/todos/1
```

### sqlite
```bash
docker exec -it actix-web-todo_actix-web-todo_1 bash
sqlite3 todo.db
```

### テスト実行
```
docker-compose run actix-web-todo cargo test
```""",
      T("Rust"), T("Docker Compose"), T("Docker"), T("Cargo"), T("Actix"), T("rusqlite"), T("cargo-watch"),
      T("SQLite"),
      E("POST /todos"), E("POST /todos/1"), E("DELETE /todos/1"),
      source="https://github.com/ikeyu0806/actix-web-todo/blob/0df7844da54371750e5f77944a48b42c383255b0/README.md",
      kind="docs",
      note="a Japanese README; the plain curl for todo 1 writes no method (a GET only by curl's default, not "
           "labelled); Actix Web is spelt as its crate actix-web; actix-web-todo is the compose service name; the bash in the docker exec line is a command, not "
           "labelled; todo.db is a bare file name"),
    R("""## Developing a RESTful API with Go and Gin
This tutorial is the basics of writing a RESTful web service API with Go and the Gin Web Framework (Gin).

Here are the endpoints in this tutorial.

/albums
- GET - Get a list of all albums, returned as JSON
- POST - Add a new album from request data sent as JSON.

/albums/:id
- GET - Get an album by its ID, returning the album data as JSON.""",
      T("Go"), T("Gin"), T("REST"),
      E("GET /albums"), E("POST /albums"), E("GET /albums/:id"),
      source="https://github.com/teerit/web-service-gin/blob/e6ea6d10da00945cf65fc4b99529d5b321d8b9f4/README.md",
      kind="docs", note="each path is listed with its methods under it"),
    R(r"""# FastAPI + Next.js Application

A full-stack application with a FastAPI backend and Next.js frontend.

## Backend Setup (FastAPI)

### Prerequisites

Install [uv](https://github.com/astral-sh/uv) (recommended):
```bash
curl -LsSf https://astral.sh/uv/install.sh | sh
```

Or on macOS with Homebrew:
```bash
brew install uv
```

### Setup and Run

1. Install dependencies:
```bash
uv sync
```

2. Run the FastAPI server:
```bash
uv run uvicorn main:app --reload --port 8001
```

Or activate the virtual environment and run directly:
```bash
source .venv/bin/activate  # On Windows: .venv\Scripts\activate
uvicorn main:app --reload --port 8001
```

### API Endpoints

- `GET /` - Root endpoint with welcome message
- `GET /health` - Health check endpoint
- `GET /items/{item_id}` - Get item by ID (with optional query parameter)
- `POST /items/` - Create new item

## Development

### Backend Development

The FastAPI backend uses:
- **uv** for fast dependency management
- FastAPI for the API framework
- Pydantic for data validation
- Uvicorn as the ASGI server

### Frontend Development

The Next.js frontend uses:
- Next.js 16 with App Router
- TypeScript for type safety
- Tailwind CSS for styling
- React hooks for state management

#### Frontend

The frontend uses [.env.production](frontend/.env.production) automatically when building for production:

```bash
cd frontend
npm run build
npm start
```""",
      T("FastAPI"), T("Next.js"), T("uv"), T("macOS"), T("Homebrew"), T("Windows"), T("Uvicorn"), T("Pydantic"),
      T("TypeScript"), T("Tailwind"), T("React"), T("npm"),
      F(".venv/bin/activate"), F(r".venv\Scripts\activate"), F("frontend/.env.production"),
      E("GET /"), E("GET /health"), E("GET /items/{item_id}"), E("POST /items/"),
      source="https://github.com/sophiajwitt/fastapi-app/blob/aa7653fb4882ba0a9fd6ee94e8fa855750ec9b9a/README.md",
      kind="docs",
      note="the project-structure tree, frontend setup, Kubernetes and Porter deployment sections cut; main.py is a "
           "bare file name"),
    R("""# Django Blog API

## Setup
- python3 -m venv venv
- pip install -r requirements.txt
- python manage.py migrate
- python manage.py runserver

## Endpoints
- GET     /api/posts/
- POST    /api/posts/
- GET     /api/posts/<id>/
- PUT     /api/posts/<id>/
- PATCH   /api/posts/<id>/
- DELETE  /api/posts/<id>/""",
      T("Django"), T("Python"), T("pip"),
      E("GET /api/posts/"), E("POST /api/posts/"), E("GET /api/posts/<id>/"), E("PUT /api/posts/<id>/"),
      E("PATCH /api/posts/<id>/"), E("DELETE /api/posts/<id>/"),
      source="https://github.com/Krishna-VRK/django-blog-api-jwt/blob/5fa18d389dfbdff7900695c3cd5a0deb846f8056/README.md",
      kind="docs", note="python3/python name the interpreter run; requirements.txt and manage.py are bare file names"),
    R(r"""📄 Django DRF Post API

A **simple Django REST Framework project** built to practice creating APIs from scratch.  
This project now includes **ModelSerializer, ModelViewSet, and Router** to provide full CRUD operations automatically.

## 🛠️ Tech Stack

- **Python 3**  
- **Django 5**  
- **Django REST Framework**  
- SQLite (default development database)

---

## 📦 Installation

1️⃣ Clone the repository:

```bash
git clone https://github.com/banumariwan/post_api_project.git
cd post_api_project
2️⃣ Create and activate a virtual environment:

bash
Copy code
python -m venv env
# Linux/Mac
source env/bin/activate
# Windows
env\Scripts\activate
3️⃣ Install dependencies:

bash
Copy code
pip install djangorestframework
pip install -r requirements.txt   # if you have one
4️⃣ Apply migrations:

bash
Copy code
python manage.py migrate
📌 API Endpoints
Endpoint	Method	Description
/api/posts/	GET	List all posts
/api/posts/<id>/	GET	Retrieve a single post
/api/posts/	POST	Create a new post
/api/posts/<id>/	PUT	Update a post fully
/api/posts/<id>/	PATCH	Update a post partially
/api/posts/<id>/	DELETE	Delete a post

Accessible via DRF Browsable API at http://127.0.0.1:8000/api/posts/

🔮 Future Improvements
Add nested serializers (e.g., categories or authors)

Add Postman tests""",
      T("Django"), T("Django REST framework"), T("Python"), T("SQLite"), T("pip"), T("Git"), T("Linux"),
      T("Windows"), T("Postman"),
      F("env/bin/activate"), F(r"env\Scripts\activate"),
      E("GET /api/posts/"), E("GET /api/posts/<id>/"), E("POST /api/posts/"), E("PUT /api/posts/<id>/"),
      E("PATCH /api/posts/<id>/"), E("DELETE /api/posts/<id>/"),
      source="https://github.com/banumariwan/post_api_project/blob/4d5d867c1bb9c8636dc845c00dd517ec83b53ba4/README.md",
      kind="docs",
      note="the endpoint table gives path then method; 'Linux/Mac' names the platforms of the activate line (Mac "
           "left unlabelled as too loose); the project tree and the createsuperuser step cut"),
    R("""# Spring Boot Application

This is a simple Spring Boot application demonstrating basic functionalities for Product details.

## Getting Started

These instructions will get you a copy of the project up and running on your local machine for development and testing purposes.

### Prerequisites

You need to have the following installed on your machine:

- Java Development Kit (JDK) version 8 or later
- Maven

### Running

Use IntelliJ IDEA to run the project or use Maven commands. The application will start and be accessible at `http://localhost:8080` when running.

### SwaggerDoucmention

After Running the project you can use this link to check all the endpoint information 
http://localhost:8080/swagger-ui

### Explore Rest APIs

The app defines the following CRUD APIs.
```
GET /api/product-details/v1/products

POST /api/product-details/v1/products

GET /api/product-details/v1/products/{productId}

PUT /api/product-details/v1/products/{productId}

DELETE /api/product-details/v1/products/{productId}
```""",
      T("Spring Boot"), T("Java"), T("Maven"), T("IntelliJ IDEA"), T("REST"),
      E("GET /api/product-details/v1/products"), E("POST /api/product-details/v1/products"),
      E("GET /api/product-details/v1/products/{productId}"), E("PUT /api/product-details/v1/products/{productId}"),
      E("DELETE /api/product-details/v1/products/{productId}"),
      source="https://github.com/KayyamAjay/ProductDetails/blob/5db8aedda28329d71ddee52dd579f464692199b7/README.md",
      kind="docs",
      note="Swagger occurs only run together in a misspelt heading and in a URL (not labelled); 'Rest APIs' taken as "
           "the REST API noun phrase; the clone step cut"),
    R("""# Basic Spring Web Application

## Description

This project contains a web service that will accept `HTTP GET` requests at http://localhost:8080/products.
It will respond with a JSON representation of a products, as the following listing shows:

```json
{
  "id": 1,
  "description": "Product 1"
}
```

## Features
- Java 21
- Spring Boot 3.2.3

## How to start

Run the command:

```bash
$ make start
```
or with you want to use native images:

```bash
$ make start-native
```

## How to use
After starting the application, you can use the following command to test the application:

```bash
$ curl http://localhost:8080/products
```""",
      T("Java"), T("Spring Boot"), E("GET /products"),
      source="https://github.com/valdemarjuniorr/project-catalog-examples/blob/3c5114284c7fcaf20babe19d98994df849cc2338/web/README.md",
      kind="docs",
      note="the service accepts HTTP GET at its own /products; make targets and curl are commands (not labelled); "
           "'Spring Web' left to Spring Boot"),
    # ---------------------------------------------------------------- posts
    R("""[Flutter] flutter.minSdkVersion のバージョン定義場所を確認する

Flutterで、Android版のアプリをビルドすると、利用するパッケージにより flutter.minSdkVersionで定義されているバージョンより高いバージョンを要求されることがあります。

下記のビルドエラーではflutter.minSdkVersionに設定されているバージョンが16(Android 4.1、4.1.1)で、package_info_plusが、minSdkVersion 19(Android 4.4) 以上を要求したため、必要なバージョンを満たさずエラーとなりました。

ビルドエラー
/Users/***/Documents/****/android/app/src/debug/AndroidManifest.xml Error:
	uses-sdk:minSdkVersion 16 cannot be smaller than version 19 declared in library [:package_info_plus] /Users/***/Documents/***/build/package_info_plus/intermediates/merged_manifest/debug/AndroidManifest.xml as the library might be using APIs not available in 16
	Suggestion: use a compatible library with a minSdk of at most 16,
		or increase this project's minSdk version to at least 19,
		or use tools:overrideLibrary="dev.fluttercommunity.plus.packageinfo" to force usage (may lead to runtime failures)

build.gradleファイル

flutter.minSdkVersionは、/android/app/src/build.gradleに記載されていますが、minSdkVersionのバージョン表記がflutter.minSdkVersionを参照しているため、いくつが設定されているのかが変わりません。

build.gradle
defaultConfig {
    applicationId "com.example.untitled"
    minSdkVersion flutter.minSdkVersion
    targetSdkVersion flutter.targetSdkVersion
    versionCode flutterVersionCode.toInteger()
    versionName flutterVersionName
}

flutter.minSdkVersion はどこに?

実は、flutter.minSdkVersionのバージョンの記載は、flutter sdkのディレクトリ内flutter.gradleにハードコピーされています。

flutter/packages/flutter_tools/gradle/flutter.gradle""",
      T("Flutter"), T("Android"), T("package_info_plus"),
      F("flutter/packages/flutter_tools/gradle/flutter.gradle"),
      source="https://punaime.jp/flutter-minsdkversion-define-location-confirmation", kind="blog",
      note="a Japanese post; the /Users/... manifests and /android/app/src/build.gradle are written as absolute paths "
           "(not labelled); build.gradle alone is a bare file name; the flutter.gradle listing cut"),
    R(r"""Когда и почему это происходит
- Одна из зависимостей (AAR/плагин) требует более высокий
minSdk
в своём манифесте илиbuild.gradle
. - Во время manifest merge берётся максимальное из всех требований.
- Часть шаблонов/скриптов Flutter опирается на свойство
flutter.minSdkVersion
; если оно не задано, поведение зависит от плагинов.
Быстрое решение: форсим minSdk через Gradle
Передайте свойство в Gradle напрямую — оно имеет высокий приоритет:
# AAB
flutter build appbundle --release -Pflutter.minSdkVersion=21
flutter build apk --split-per-abi -Pflutter.minSdkVersion=21
export ORG_GRADLE_PROJECT_flutter.minSdkVersion=21
flutter build appbundle --release
Приоритет: -P
(CLI) → gradle.properties
→ значения по умолчанию в плагинах.
Проверяем minSdk в готовом AAB/APK
Проверяйте то, что пойдёт в сто́р: распакуйте универсальный APK из AAB и проанализируйте манифест.
# из корня Flutter-проекта
AAB="build/app/outputs/bundle/release/app-release.aab"
[ -f "" ] || ./android/gradlew -p android :app:bundleRelease
bundletool build-apks \
--bundle="" \
--output=/tmp/app.apks \
--mode=universal \
--overwrite
unzip -p /tmp/app.apks universal.apk > /tmp/universal.apk
apkanalyzer manifest min-sdk /tmp/universal.apk
apkanalyzer manifest target-sdk /tmp/universal.apk
Где взять утилиты: apkanalyzer
— в Android SDK (cmdline-tools
), bundletool
— отдельный JAR (можно установить через пакетный менеджер или скачать с релизов).""",
      T("Flutter"), T("Gradle"), T("bundletool"), T("apkanalyzer"), T("Android SDK"),
      F("build/app/outputs/bundle/release/app-release.aab"), F("./android/gradlew"),
      source="https://njsoft.dev/blog/flutter-min-sdk", kind="blog",
      note="a Russian post, kept as stored (its shell variables lost); /tmp/... paths are absolute; gradle.properties "
           "and build.gradle are bare file names"),
    R("""GitHub Actions Workflow for the Capstone
What This Concept Is
One workflow file, three jobs, real YAML. The capstone pipeline should:
- run on every push and every pull request to
main - run build, lint, and tests
- deploy automatically to the environment mapped to the trigger (preview or staging on PR, prod on
main) - run a smoke test against the deployed environment and fail the run if it fails
If any one of those is missing or aspirational, your capstone does not have a pipeline -- it has a file that occasionally runs tests.
The file lives at .github/workflows/deploy.yml. GitLab CI, Buildkite, and CircleCI equivalents are acceptable substitutes; this concept uses GitHub Actions because the capstone default repo is on GitHub.
Concrete Example(s)
A minimal, self-contained deploy.yml for a Node + Terraform capstone on Cloud Run:
name: deploy
on:
push:
branches: [main]
pull_request:
branches: [main]
permissions:
contents: read
id-token: write # required for OIDC to cloud
concurrency:
group: deploy-${{ github.ref }}
cancel-in-progress: false # do not cancel a running deploy
jobs:
build-test:
runs-on: ubuntu-latest
steps:
- uses: actions/checkout@v4
- uses: actions/setup-node@v4
with:
node-version: "20"
cache: npm
- run: npm ci
- run: npm run lint""",
      T("GitHub Actions"), T("GitLab CI"), T("Buildkite"), T("CircleCI"), T("Node.js"), T("Terraform"),
      T("Google Cloud Run"), T("npm"),
      F(".github/workflows/deploy.yml"),
      source="https://degree.notjustacoder.com/production/semester-10-capstone/module-03-cloud-deployment-ci-cd/concepts/cluster-03-capstone-pipeline/07-github-actions-workflow-for-the-capstone-primary",
      kind="blog",
      note="'Node + Terraform capstone' names Node.js; GitHub as the repo host is the site; OIDC is a protocol; YAML "
           "as written (indentation lost in the stored copy); the 'why it matters' section and the rest of the file "
           "cut"),
    R("""Continuous Deployment with GitHub Actions

Basic Deploy Workflow

# .github/workflows/deploy.yml
name: Deploy

on:
  push:
    branches: [main]

concurrency:
  group: deploy-${{ github.ref }}
  cancel-in-progress: true

jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 20
          cache: 'npm'
      - run: npm ci
      - run: npm test
      - run: npm run lint

## Quick Example

```yaml
- uses: actions/setup-node@v4
  with:
    node-version: 20
    cache: 'npm'  # or 'pnpm' or 'yarn'
```

```yaml
- name: Deploy to Fly.io
  uses: superfly/flyctl-actions/setup-flyctl@master
- run: flyctl deploy --remote-only
  env:
    FLY_API_TOKEN: ${{ secrets.FLY_API_TOKEN }}
```""",
      T("GitHub Actions"), T("npm"), T("pnpm"), T("Yarn"), T("Fly.io"), T("flyctl"),
      F(".github/workflows/deploy.yml"),
      source="https://skilldb.dev/skills/deployment-patterns-skills/github-actions-cd", kind="blog",
      note="the summary's list of targets (Vercel, Fly.io, AWS) and the key points cut; ```yaml fences are a data "
           "format, not labelled"),
    R("""Routing and templating are the two pillars of every Flask application. Routes map incoming HTTP requests to Python functions, and templates turn raw data into HTML that browsers can render. If you understand these two systems deeply, you can build anything from a single-page prototype to a production web application with dozens of endpoints.
Flask’s routing system is powered by Werkzeug, a battle-tested WSGI toolkit, while its templating engine is Jinja2, one of the most capable template engines in the Python ecosystem. Together they give you explicit control over every URL, every HTTP method, and every piece of markup your application serves.
A route in Flask is a mapping between a URL pattern and a Python function. You declare routes with the @app.route() decorator.
from flask import Flask
app = Flask(__name__)
@app.route('/')
def index():
return 'Home Page'
@app.route('/about')
def about():
return 'About Page'
if __name__ == '__main__':
app.run(debug=True)
Flask distinguishes between routes with and without trailing slashes, and the behavior is intentional:
# With trailing slash - acts like a directory
# /projects -> redirects to /projects/
# /projects/ -> 200 OK
@app.route('/projects/')
def projects():
return 'Projects List'""",
      T("Flask"), T("Python"), T("Werkzeug"), T("Jinja"),
      source="https://lovemesomecoding.com/?p=8268", kind="blog",
      note="the @app.route routes give no method in the text (GET only by Flask's default; left unlabelled, as the set's checks want the method written); WSGI is an interface, not labelled; the route "
           "listing loop and the Task Manager part cut"),
    R("""I had been having a tough time to understand Springboot tutorials on creating an API. I know in general they are simple, but why to add more boilerplate and unnecessarily complicate things. All I wanted is to learn and understand the pattern - how things are connected end to end on a very simple data attribute flowing from database to the browser through the Springboot application. So here is what I had learnt, and hope it comes in handy for you.

Hope you have the prerequisites ready. I have MySQL installed, with a database “employee” with a table named “Employees” with the following data.

| EmployeeID | FirstName |
|          1 | John      |
|          2 | Jane      |
|          3 | Bob       |

1. Base Springboot template

Get the base template to work with from Spring initializer website. This will come with a package com.demo

2. Update application.properties

Configure database connection, preferences on behaviour of the Spring application, and logging of SQL.""",
      T("Spring Boot"), T("MySQL"), T("Spring"),
      source="https://www.codegully.com/blog/minimalistic-springboot-API-tutorial/", kind="blog",
      note="Springboot is Spring Boot; application.properties is a bare file name; SQL the query language in passing; "
           "the entity and repository code cut"),
    R("""A route in Express is the combination of an HTTP method and a URL path that maps to a handler function. When a request arrives, Express walks through all registered routes from top to bottom and calls the first handler whose method and path match the request. Understanding exactly how this matching works — and how route order matters — gives you precise control over every request your API handles. In this lesson you will learn every way to define routes in Express, how all five REST methods are handled, and the patterns that keep your route definitions clean and predictable.
Route Anatomy
// method path handler function
// ↓ ↓ ↓
app.get('/api/posts', (req, res) => {
res.json({ message: 'Get all posts' });
});
// Every route needs three things:
// 1. HTTP method — get, post, put, patch, delete (or all for any method)
// 2. URL path — string, regex, or pattern with parameters
// 3. Handler(s) — one or more functions: (req, res, next) => {}
app.get('/api/posts/featured', handler) must come before app.get('/api/posts/:id', handler) — otherwise the string 'featured' will be captured as the :id parameter.
All Five REST Methods
// Posts resource — all five HTTP methods
// READ — get all posts
app.get('/api/posts', async (req, res) => {
res.json({ method: 'GET', action: 'return all posts' });
});
// CREATE — add a new post
app.post('/api/posts', async (req""",
      T("Express"),
      E("GET /api/posts"), E("GET /api/posts/featured"), E("GET /api/posts/:id"), E("POST /api/posts"),
      source="https://www.stacklesson.com/mern-stack-tutorial/mern-routing/ch06-lesson-01-defining-routes-in-express",
      kind="blog",
      note="app.all('/path') and app.all('*') in the cut middle are generic; 'REST methods' is no REST API noun phrase; "
           "ends mid-line as stored"),
    R("""CORS errors have frustrated me since I started building APIs. Now I’m finally understanding what’s happening.
What Is CORS?
CORS (Cross-Origin Resource Sharing) is a security feature in browsers.
It prevents a website from making requests to a different domain without permission.
The Problem
My frontend (localhost:3000) tries to call my API (localhost:5000):
fetch('http://localhost:5000/api/users')
Browser blocks it: “CORS policy: No ‘Access-Control-Allow-Origin’ header”
Why CORS Exists
Without CORS, malicious websites could make requests to other sites using your cookies/credentials.
CORS protects users from these attacks.
The Solution
My API needs to explicitly allow requests from my frontend:
// Express
const cors = require('cors');
app.use(cors({
origin: 'http://localhost:3000'
}));""",
      T("Express"),
      source="https://me.niuvu.com/writing/understanding-cors", kind="blog",
      note="the fetch to the author's own API writes no method (not labelled); CORS is a browser mechanism, and the cors "
           "middleware package is named only in the require (not labelled); the learning notes cut"),
    R(r"""Encountered these issues while deploying a Hono backend to Vercel Serverless Functions. Three cascading problems: esbuild bundling format errors, native dependency resolution failures, and the most subtle one — catch-all routes silently failing on nested paths.

TL;DR

  1. esbuild + Hono: Use --format=cjs, exclude native deps with --external
  2. Multi-level route 404: api/[[...path]].ts is unreliable. Use api/index.ts + vercel.json rewrite instead
  3. Better Auth client: baseURL requires a full URL, use window.location.origin to build it

Issue 1: Vercel's Built-in TS Compilation Fails

api/[[...path]].ts directly imports Hono's app.ts. Vercel compiles it with built-in TypeScript 5.9.3 (nodenext mode), which throws:

Relative import paths need explicit file extensions
Cannot find name 'process'
Module '"@libsql/client"' declares 'Client' locally, but it is not exported

The root cause is Vercel's built-in TS compiler enforcing strict nodenext module resolution, which is incompatible with how Hono and Turso client libraries export their types.

Solution: Pre-bundle with esbuild and have Vercel execute the compiled output directly.

esbuild server/src/app.ts \
--bundle --platform=node --format=cjs \
--outfile=dist/_server.cjs \
--external:@libsql/client

Why CJS Instead of ESM?

Bundling with --format=esm causes dotenv's internal require("path") to throw Dynamic require is not supported. This is an ESM spec limitation that CJS doesn't have.""",
      T("Hono"), T("Vercel"), T("esbuild"), T("Better Auth"), T("TypeScript"), T("Turso"), T("dotenv"),
      F("api/[[...path]].ts"), F("api/index.ts"), F("server/src/app.ts"), F("dist/_server.cjs"),
      source="https://aidevhub.ai/blog/tags/serverless/", kind="blog",
      note="vercel.json and app.ts are bare file names; @libsql/client is a package id; CJS and ESM are module "
           "formats; the one-liner import and the native-dependency section cut"),
    R("""The Problem: Production APIs Return 404, Local Works Fine
We recently faced a production incident where a routine deployment caused all dynamic API routes to return a 404 Not Found error. Static API routes and all page routes worked correctly. The issue was not reproducible in our local development environment.
The Vercel build logs showed all functions were created successfully, and the function logs showed no invocations for the failing routes. The requests were disappearing before they hit our Next.js application code.
The Investigation: Ruling Out the Obvious
Our initial debugging focused on the application layer, which turned out to be the wrong place to look.
- Middleware (
middleware.ts
): We confirmed our middleware was correctly configured to exclude/api/
routes, so it wasn’t interfering. - Next.js Route Config: We tried explicitly setting
export const dynamic = 'force-dynamic'
and other flags in the route handlers. This had no effect, as the issue occurred before the function was invoked.
The breakthrough came when we questioned why /api/auth/[...nextauth]
was the only dynamic route that worked.
The Root Cause: A Misleading rewrites
Rule
The investigation led us to a seemingly harmless block in our next.config.js
:
// next.config.js
async rewrites() {
return [
{
source: '/api/auth/:path*',
destination: '/api/auth/:path*',
}
];
}""",
      T("Vercel"), T("Next.js"),
      source="https://www.mackuntu.com/vercel-deploy-all-api-routes-404", kind="blog",
      note="routes listed without methods (and failing with 404) are no endpoints; middleware.ts and next.config.js "
           "are bare file names; nextauth appears only inside a route path (NextAuth.js not labelled from it); the "
           "symptom list and the .vercel/output check cut"),
    # ---------------------------------------------------------------- answers
    R("""If you didn't know, Google Playstore only allows minSdkVersion to be 20 or above. But flutter has still set default minSdkVersion to 16. Can you see that you'll be always obliged to manually change for each new project?
All your suggestions above are good, but they are not the best, because you will be forced to temper with the build.gradle for each new project you create.
The best way is to modify the value of the global minSdkVersion variable from its source, so all projects, new or old, will adopt it. Remember flutter.minSdkVersion means that the variable is in flutter directory (with the sdk).
The file in question is flutter.gradle.
the address is flutter-directory/packages/flutter_tools/gradle/flutter.gradle
class FlutterExtension { /** Sets the compileSdkVersion used by default in Flutter app projects. */ static int compileSdkVersion = 31 /** Sets the minSdkVersion used by default in Flutter app projects. */ static int minSdkVersion = 16 /** Sets the targetSdkVersion used by default in Flutter app projects. */ static int targetSdkVersion = 31
change the value of the minSdkVersion from 16 to 20 or above, and do not disturb the code in build.gradle.
If you want, you can watch a video I made on Youtube, explaining it under: flutter configure minSdkVersion from 16 to 20 or above
=======================
UPDATED RESPONSE DUE TO CHANGES WITH FLUTTER 3.13 AND ABOVE
With this version forward, the content of this file flutter-directory/packages/flutter_tools/gradle/flutter.gradle has been moved to this new location flutter-directory/packages/flutter_tools/gradle/src/main/groovy/flutter.groovy. And the default minSdkVersion = 19
. But for the sake of being safe with the latest packages and android devices, it is better to set it at minSdkVersion = 20
.""",
      T("Flutter"), T("Android"),
      F("flutter-directory/packages/flutter_tools/gradle/flutter.gradle"),
      F("flutter-directory/packages/flutter_tools/gradle/src/main/groovy/flutter.groovy"),
      source="https://zingmp3.serv00.net/http-stackoverflow.com/posts/70629174/revisions", kind="qa",
      note="a stored copy of a Stack Overflow answer's revisions; Google Playstore is the store, Youtube a site (not "
           "labelled); build.gradle and flutter.gradle alone are bare file names"),
    R("""npm ERR! code EACCES

What This Error Means

npm lacks permission to write to the global node_modules directory.

Common Causes
  • Installing global packages without sudo
  • Incorrect npm directory ownership
  • Restricted file system permissions
How to Fix
  1. Use nvm to manage Node versions
  2. Change npm default directory ownership
  3. Use sudo npm install -g (not recommended)

Version note: Most common on Linux systems with Node installed via package manager (apt, yum). Not typically seen with nvm-managed installs.

Environment-Specific Commands

Linux

  1. mkdir -p ~/.npm-global
  2. npm config set prefix '~/.npm-global'
  3. Add export PATH=~/.npm-global/bin:$PATH to ~/.bashrc
  4. source ~/.bashrc

macOS

  1. Install nvm: curl -o- https://raw.githubusercontent.com/nvm-sh/nvm/v0.39.7/install.sh | bash
  2. nvm install --lts
  3. nvm use --lts
  4. Global installs now work without sudo

Windows

  1. Run terminal as Administrator, or
  2. Use nvm-windows: download from github.com/coreybutler/nvm-windows
  3. nvm install lts
  4. nvm use lts""",
      T("npm"), T("nvm"), T("Node.js"), T("Linux"), T("APT"), T("YUM"), T("macOS"), T("Windows"), T("nvm-windows"),
      source="https://geterrorhelp.com/error/npm-npm-eacces-permission-denied/", kind="qa",
      note="'Node installed via package manager (apt, yum)' names Node.js and the package managers; ~/.bashrc and "
           "~/.npm-global are home paths (absolute, not labelled); the piped bash is a command; the site's badges cut"),
    R("""When working with Node.js and its package manager npm on Linux or macOS, encountering an EACCES: permission denied error during an npm install operation is a common and frustrating issue. Users typically see a stack trace similar to this in their terminal:

npm ERR! code EACCES
npm ERR! syscall access
npm ERR! path /usr/local/lib/node_modules
npm ERR! errno -13
npm ERR! Error: EACCES: permission denied, access '/usr/local/lib/node_modules'
npm ERR! { [Error: EACCES: permission denied, access '/usr/local/lib/node_modules']
npm ERR!   errno: -13,
npm ERR!   code: 'EACCES',
npm ERR!   syscall: 'access',
npm ERR!   path: '/usr/local/lib/node_modules' }

The core of the problem is explicitly stated: permission denied. This error indicates that npm is attempting to write a file or create a directory in a location where the current user does not have the necessary write permissions. While the error message might sometimes suggest running the command as root (e.g., using sudo), this approach is generally discouraged as it can lead to further permission conflicts and security vulnerabilities in the long run.

Why It Happens

The EACCES: permission denied error primarily stems from npm attempting to install global packages or modify global configuration files within system-owned directories. By default, on Linux and macOS, system directories like /usr/local/lib/node_modules or /usr/local/bin are owned by the root user and are only writable by root or users with sudo privileges.""",
      T("Node.js"), T("npm"), T("Linux"), T("macOS"),
      source="https://www.infodaily.online/how-to/how-to-resolve-eacces-permission-denied-during-npm-install-on-linux-and-macos",
      kind="qa", note="all paths are absolute system directories (not labelled); the npm log lines cut at the end"),
    R("""Resolving a 404 Error When Deploying a Node.js Application on Vercel
The Issue
When deploying a Node.js server application on Vercel, I encountered a frustrating 404 error. Despite the application running flawlessly on my local machine, after deployment on Vercel resulted in the dreaded "404: NOT_FOUND" error, leaving me puzzled and unsure about the root cause.
The Struggle
Determined to resolve this issue, I turned to various resources. I scoured the official Vercel documentation, read through community posts, explored articles, and even sought advice from AI platforms like ChatGPT and Phind.com. Despite all this effort, the solution wasn’t immediately apparent.
Through extensive troubleshooting, I finally discovered the root cause: the structure of my project didn’t align with Vercel’s requirements for Node.js applications. Specifically, Vercel expected a certain folder structure and entry file setup that I hadn’t implemented correctly.
Steps I Followed
The issue boiled down to the following:
Project Structure: Vercel requires the Node.js application to have an
/api
directory containing anindex.js
file, which acts as the entry point for the application. My project had aserver.js
file at the root level instead of anindex.js
file within the/api
directory.""",
      T("Node.js"), T("Vercel"), T("ChatGPT"),
      source="https://hashnode-hub.vercel.app/posts/66d86faed520819707ba5174", kind="qa",
      note="a self-answered problem write-up; ChatGPT is named as a tool asked (labelled), Phind.com as a site (not "
           "labelled); /api is a folder, index.js and server.js bare names; the 'Challenges' paragraphs cut"),
    R("""Why Does Laravel API Return 419 Status Code on POST & PUT Requests? Troubleshooting Guide
If you’ve ever built a Laravel API and encountered a 419 Status Code when sending POST, PUT, or DELETE requests, you’re not alone. This error can be frustrating, especially when your code seems correct. The 419 status code—Laravel-specific and labeled "Page Expired"—is often misunderstood, but it’s typically tied to security features in Laravel designed to protect against common vulnerabilities.
In this guide, we’ll demystify the 419 error, explore its root causes, and provide step-by-step solutions to fix it. Whether you’re a beginner or an experienced Laravel developer, this article will help you diagnose and resolve the issue quickly.
Understanding the 419 Status Code in Laravel#
First, let’s clarify: 419 is not a standard HTTP status code (HTTP standards range from 1xx to 5xx). It’s a Laravel-specific code labeled "Page Expired," originally designed for browser-based applications to indicate an invalid or expired CSRF token. In APIs, the same underlying issue—CSRF token validation failure—triggers the 419 error, even though the context (stateless API requests) differs from traditional web apps.
Common Causes of 419 Errors in POST/PUT Requests#
Cause 1: CSRF Protection Middleware Enabled on API Routes#
Why It Happens:
Laravel’s web middleware group (used for traditional web routes) includes the VerifyCsrfToken middleware by default. This middleware checks for a valid CSRF token in incomi""",
      T("Laravel"),
      source="https://www.codegenes.net/blog/why-does-the-laravel-api-return-a-419-status-code-on-post-and-put-methods",
      kind="qa",
      note="methods without paths are no endpoints; VerifyCsrfToken is a class name; the table of contents cut; ends "
           "mid-word as stored"),
]
