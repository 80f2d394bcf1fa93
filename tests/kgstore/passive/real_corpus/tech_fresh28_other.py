"""A twenty-eighth fresh held-out set ("fresh-28"), the other texts (no GitHub issues): changelogs and release notes of
json-go (Echo, Fiber and Gin APIs), glens's API module, a Vite OpenAPI server plugin, the aeternity Python SDK and
melody; documentation pages and READMEs -- Flask's routing guide, a Gin/JWT example, a Spring MVC controller demo,
WarpSQL's version policy, Aidbox's release cycle, October CMS's router, a MERN blog's API map, an error reference,
Rails 4.2's Active Record migrations guide and an exercise README (a Postgres API);
posts and tutorials on Flask routing (a deep dive, blueprints), webpack's core concepts and cache busting, Go/Gin JWT
authentication (three), Spring Boot REST APIs and an Orders API, a React app's file layout, frontend/backend REST, Axios
versus CORS and Laravel web routes; news of Rust in the Linux kernel, COSMIC and Linux 6.1, kernel 7.0 and Firefox;
questions and answers on Express REST APIs, React Router URLs on refresh and Flask-Bootstrap's templates; a Sinatra
with Active Record tutorial from a curriculum repository.

Taken from stored public copies of the pages and files at the addresses given, kept as written (trimmed) and labelled
by hand without running the extractor, by the rules of the earlier sets (``--split fresh-28``).
"""

from real_corpus import E, F, R, T  # noqa: F401

SURFACES = {
    "Go": ("Golang",),
    "Jinja": ("Jinja2",),
    "Alpine Linux": ("Alpine",),
    "html-webpack-plugin": ("htmlWebpackPlugin",),
    "Iced": ("Iced-Rs",),
    "Travis CI": ("travis",),
    "SQLite": ("SQLite3",),
    "OpenAPI": ("Swagger",),
    "Jakarta Bean Validation": ("Bean Validation",),
    "ActiveRecord": ("Active Record",),
    "Rack::Test": ("Rack Test",),
}

CASES = [
    # ---------------------------------------------------------------- changelogs
    R("""# Changelog

## 2025-10-15

- Use debian:trixie-slim as CLI runner image

## 2025-10-01

- Add .dockerignore

## 2025-09-29

- Add Dockerfile to Echo, Fiber, Gin, and CLI projects

## 2025-09-05

- Add more number and object parsing tests
- Clean up copilot-instructions.md
- Fix array and string parsing bugs
- Fix formatting nit in number_test.go

## 2025-09-02

- Update LICENSE

## 2025-08-21

- Add Content-Length headers to .rest files
- Implement API with Fiber

## 2025-08-20

- Fix MIME types in testdata and copilot-instructions.md
- Recommend VS Code extensions

## 2025-08-18

- Do not trust all proxies by default
- Fix lint error in cmd/api-gin/main.go

## 2025-08-17

- Implement API with Echo and Gin

## 2025-08-16

- Add coverage, linting, and build improvements
- Initial commit and setup
- Various bug fixes, CI, and documentation updates""",
      T("Echo"), T("Fiber"), T("Gin"), T("VS Code"), F("cmd/api-gin/main.go"),
      source="https://github.com/joechung-msft/json-go/blob/main/CHANGELOG.md",
      kind="changelog",
      note="'debian:trixie-slim' is an image tag (Debian only inside it), not labelled; Dockerfile, .dockerignore, "
           "copilot-instructions.md and number_test.go are bare file names (Docker, Copilot and Go only through them); "
           "'.rest files' (an editor's REST client format) not labelled"),
    R("""# Changelog

## [0.0.2](https://github.com/aydabd/glens/compare/cmd/api/v0.0.1...cmd/api/v0.0.2) (2026-02-28)


### Features

* add Backend REST API module (cmd/api) — Phase 1 ([41b5e87](https://github.com/aydabd/glens/commit/41b5e87e790338dba6cc423eae4b6b53681cc9b8))
* add issue tracker provider abstraction (Phase 17) ([e09126a](https://github.com/aydabd/glens/commit/e09126a36ed601835db284689baba99c94999431))
* add Terraform fmt-check and per-module Go linting to root pre-commit ([e11fea2](https://github.com/aydabd/glens/commit/e11fea2e01603298bfee1304a35a05112aa3d09c))
* **api:** add endpoint safety categoriser (Phase 8) ([15f4a24](https://github.com/aydabd/glens/commit/15f4a246c4e37dd82e5a2c1ad83fc73ca4ffc4d1))
* **api:** add event schema definitions and publisher interface (Phase 11) ([da1a074](https://github.com/aydabd/glens/commit/da1a074928930a065d9d82b5b29aaf62c31309a1))
* RFC 9457 Problem Details error responses + Phase 18 auth plan ([222d49c](https://github.com/aydabd/glens/commit/222d49c0d3a8d10584e2591bec253157b8b37a54))


### Bug Fixes

* address all copilot reviewer feedback ([ff20aa8](https://github.com/aydabd/glens/commit/ff20aa83222de5afb79ae1320cd80bfc6f1c7374))
* gofmt struct alignment in analyze.go/mcp.go and use Go 1.25 in api.yml ([090cc8d](https://github.com/aydabd/glens/commit/090cc8ddd57e62f7080b6f4c961d711a07857684))
* keep MCP endpoint using JSON-RPC 2.0 error format (not RFC 9457) ([670f712](https://github.com/aydabd/glens/commit/670f712114c13d025e5d7f480a71ab5b09bfe522))
* resolve API lint (gosec G114 + revive) and Terraform validate failures ([fb61d16](https://github.com/aydabd/glens/commit/fb61d160af259c06565582904093131f1433aa32))""",
      T("REST"), T("Terraform"), T("Go"), T("pre-commit"), T("gofmt"), T("gosec"), T("revive"),
      source="https://github.com/aydabd/glens/blob/main/cmd/api/CHANGELOG.md",
      kind="changelog",
      note="'REST API module' labelled REST; 'copilot reviewer' (GitHub's Copilot review, lower case, alone) left out; "
           "MCP and JSON-RPC 2.0 are protocols, RFC 9457 a standard, not labelled; 'analyze.go/mcp.go' two bare names run "
           "together, api.yml bare, cmd/api a folder -- no files"),
    R("""## [0.2.0] - 2026-01-14

### Features

- create parser directory structure (9b53244)


### Bug Fixes

- use path.relative for cross-environment cwd compatibility (d00250b)


### Documentation

- create comprehensive project documentation (162dca0)


### Tests

- create unit tests for OpenAPI parser (2778344)


### Other Changes

- sync changeset for feature/p1-01-openapi-parser (647816c)
- sync changeset for feature/p1-01-openapi-parser (7f2e28b)
- move completed changeset to history (957f8c3)
- sync changeset for feature/p0-14-create-documentation (0fdd494)
- sync changeset for feature/p0-14-create-documentation (ea6073a)
- update changeset history (a6a12af)
- update beads (2e75662)



## [0.1.1] - 2026-01-09

### Features

- add Swagger Petstore OpenAPI 3.0 spec with placeholder handlers and seeds (c14fe7f)
- create Vue playground app with workspace:* dependency (f5669c0)


### Bug Fixes

- fix module resolution and add local biome config (ec810f2)
- add --git-commit to workspace bump to close changeset (b520de6)


### Other Changes

- update changeset (b2fd309)
- move consumed changeset to history (d7ee147)
- update playground (2910b52)
- update repo config (c4f1795)
- move consumed changeset to history (9fa26aa)
- sync changeset for feature/p0-12-create-playground-application (c7ece31)
- configure tsdown bundler for ESM builds with declarations (4c623cc)
- sync changeset for feature/p0-11-configure-tsdown-for-build (3ac8d46)
- bump version to 0.1.0 and archive P0-10 changeset (5df123b)""",
      T("OpenAPI"), T("Vue"), T("Biome"), T("tsdown"),
      source="https://github.com/websublime/vite-open-api-server/blob/main/packages/vite-plugin-open-api-server/CHANGELOG.md",
      kind="changelog",
      note="'Swagger Petstore' is the sample API the spec describes, not a tool; 'changeset' is the Changesets workflow in "
           "lower case, and 'beads' an issue tracker's name in lower case -- both too uncertain, left out; branch names "
           "(feature/p1-01-openapi-parser) are not files; ESM a module format"),
    R("""# Change Log
All notable changes to this project will be documented in this file. This change
log follows the conventions of [keepachangelog.com](http://keepachangelog.com/).

## [Unreleased]
### Added

### Changed

### Removed

### Fixed

## [0.13.0-0.1.0]
### Added
- This change log file
- Flake8 linting congiguration
- Jenkins configuratio for CI
- Authors are now taken from `AUTHORS`

### Changed
- Switch to curve ed25519 (from secp256k1) to align with Epoch protocol changes
- Generate basic API directly from Swagger files, also validate input data

### Fixed
- More consistent code examples""",
      T("Flake8"), T("Jenkins"), T("OpenAPI"),
      source="https://github.com/aeternity/aepp-sdk-python/blob/master/CHANGELOG.md",
      kind="changelog",
      note="ed25519 and secp256k1 are curves, Epoch the node's protocol -- not labelled; AUTHORS a bare file name"),
    R("""# Change Log

## [0.1.0](https://github.com/rupertford/melody/tree/0.1.0)

- increase strictness of landscape checks [\\#15](https://github.com/rupertford/melody/issues/15)[\\#20](https://github.com/rupertford/melody/pull/20) ([rupertford](https://github.com/rupertford))
- Create documentation [\\#14](https://github.com/rupertford/melody/issues/14)[\\#23](https://github.com/rupertford/melody/pull/23) ([rupertford](https://github.com/rupertford))
- Add License [\\#11](https://github.com/rupertford/melody/issues/11)[\\#12](https://github.com/rupertford/melody/pull/12) ([rupertford](https://github.com/rupertford))
- Add travis, coveralls and landscape checks [\\#9](https://github.com/rupertford/melody/issues/9)[\\#10](https://github.com/rupertford/melody/pull/10) ([rupertford](https://github.com/rupertford))
- Add unit tests [\\#8](https://github.com/rupertford/melody/issues/8)[\\#19](https://github.com/rupertford/melody/pull/19) ([rupertford](https://github.com/rupertford))
- Fix xfail'ing tests [\\#18](https://github.com/rupertford/melody/issues/18)[\\#21](https://github.com/rupertford/melody/pull/21) ([rupertford](https://github.com/rupertford))
- Add pip support [\\#16](https://github.com/rupertford/melody/issues/16)[\\#17](https://github.com/rupertford/melody/pull/17) ([rupertford](https://github.com/rupertford))
- Improve code quality [\\#5](https://github.com/rupertford/melody/issues/5)[\\#13](https://github.com/rupertford/melody/pull/13) ([rupertford](https://github.com/rupertford))
- Fix examples [\\#2](https://github.com/rupertford/melody/issues/2)[\\#3](https://github.com/rupertford/melody/pull/3) ([rupertford](https://github.com/rupertford))""",
      T("Travis CI"), T("Coveralls"), T("Landscape"), T("pip"),
      source="https://github.com/rupertford/melody/blob/master/CHANGELOG.md",
      kind="changelog",
      note="'travis' is Travis CI and 'landscape' the landscape.io code-quality service (checks next to travis and "
           "coveralls), both labelled; 'xfail' a pytest marker, pytest not named"),
    # ---------------------------------------------------------------- documentation pages and READMEs
    R("""Basic Routing and HTTP Methods
In this tutorial, you will build a basic web application that maps various URL patterns to Python functions. You will learn how to handle different HTTP verbs like GET and POST using both decorators and manual registration methods provided by the Scaffold class.
Prerequisites
To follow this tutorial, you need the flask package installed in your environment. This codebase uses Scaffold as the base for both the main Flask application and Blueprint objects, so the routing techniques shown here apply to both.
Step 1: Create a Basic Route
The most common way to define a route is using the @app.route decorator. By default, this decorator responds to GET requests.
from flask import Flask
app = Flask(__name__)
@app.route("/")
def index():
return "Hello, World!"
In this example, the @app.route("/") decorator tells the application that whenever a user visits the root URL, it should execute the index() function. This internally calls Scaffold.route, which registers the URL rule in the application's routing system.
Step 2: Use HTTP Method Shortcuts
Flask provides specific decorators for standard HTTP methods, making your code more readable. These shortcuts were introduced in Flask 2.0 and are implemented in the Scaffold class.
@app.get("/items")
def get_items():
return "Fetching all items..."
@app.post("/items")
def add_item():
return "Item added successfully!", 201
The @app.get and @app.post decorators are shortcuts for @app.route(..., methods=["GET"]) and @app.route(..., methods=["POST"]). The Scaffold class also provides @app.put, @app.delete, and @app.patch.
Note: You cannot pass a methods argument to these shortcut decorators; they are strictly bound to their respective HTTP verb.""",
      T("Flask"), T("Python"), E("GET /"), E("GET /items"), E("POST /items"),
      source="https://docs-1240421920-flask.pages.dev/v1/guides/routing-and-view-logic/basic-routing-and-http-methods",
      kind="docs",
      note="@app.route('/') answers GET by default; the generic '@app.route(..., methods=[...])' has no path"),
    R("""JSON Web Token (JWT) is an open standard (RFC 7519) that defines a compact and self-contained way for securely transmitting information between parties as a JSON object. This information can be verified and trusted because it is digitally signed. JWTs can be signed using a secret (with the HMAC algorithm) or a public/private key pair using RSA or ECDSA.
Although JWTs can be encrypted to also provide secrecy between parties, we will focus on signed tokens. Signed tokens can verify the integrity of the claims contained within it, while encrypted tokens hide those claims from other parties. When tokens are signed using public/private key pairs, the signature also certifies that only the party holding the private key is the one that signed it.
so for this project, we will need to create 2 public endpoints that will be used as authentication and 1 protected endpoint that will be protected by our JWT
this route will be used to authenticate the user by providing a username and password then generate and gives JSON Web Token in return
/api/loginof course, because we have a login route earlier we need a way to register our login information, so it can be verified.
/api/registerfor the sake of this tutorial, we will leave the registration route open. If you don't want people to be able to gain login access easily you might not want to do this.
this whil be the route for out protected endpoints
/api/admin/userto initiate our project we want to create our project dir folder and going into the directory
mkdir jwt-gin
cd jwt-ginwe can start by initiating our go.mod file to manage packages that we will be installing later on.
go mod init <your_project_name>here’s the list of packages that we will need to install for this project.
// gin framework
go get -u github.com/gin-gonic/gin
// ORM library
go get -u github.com/jinzhu/gorm
// package that we will be used to authenticate and generate our JWT
go get -u github.com/dgrijalva/jwt-go""",
      T("JWT"), T("Gin"), T("Go"),
      source="https://github.com/evilmao/gin_jwt_example",
      kind="docs",
      note="the routes /api/login, /api/register and /api/admin/user are given without methods, not labelled; GORM and "
           "jwt-go named only in the go get module paths (the comments say 'ORM library'), not labelled; Go from the "
           "'go mod'/'go get' toolchain commands; go.mod a bare file name; RSA/ECDSA/HMAC algorithms"),
    R("""Spring MVC controller methods with @RequestMapping, @PathVariable, @RequestParam, and @RequestBody
A comprehensive demonstration of Spring MVC controller methods featuring @RequestMapping attributes, HTTP method shortcuts (@GetMapping, @PostMapping), parameter handling (@PathVariable, @RequestParam, @RequestBody), and response configuration.
@Controllervs@RestController@RequestMappingwith multiple attributes (path, method, params, headers, consumes, produces)- HTTP method shortcuts (
@GetMapping,@PostMapping,@PutMapping,@DeleteMapping) @PathVariablefor URL path variables@RequestParamfor query parameters@RequestBodyfor JSON request body@ResponseBodyfor JSON response@ResponseStatusfor HTTP status codesparamscondition matching (params vs no params)consumesandproducesfor media type control- RESTful API design demonstration
- H2 database integration
- Spring Boot 3.4.5
- Spring MVC 6.2.5
- Spring Data JPA
- Java 21
- H2 Database 2.3.232
- Joda Money 2.0.2
- Lombok
- Maven 3.8+
- JDK 21 or higher
- Maven 3.8+ (or use included Maven Wrapper)
Run the application:
./mvnw spring-boot:runTest the API:
# Get all coffees
curl http://localhost:8080/coffee/
# Get coffee by ID
curl http://localhost:8080/coffee/1
# Get coffee by name
curl "http://localhost:8080/coffee/?name=mocha"# JPA/Hibernate configuration
spring.jpa.hibernate.ddl-auto=none
spring.jpa.properties.hibernate.show_sql=true
spring.jpa.properties.hibernate.format_sql=true
# Error response configuration (for development only)
server.error.include-message=always
server.error.include-binding-errors=alwaysImportant:
show_sql=true: Show SQL statements (development only)include-message=always: Include error messages in response (development only)
curl -X GET http://localhost:8080/coffee/Endpoint: GET /coffee/
Condition: No name parameter (params = "!name")
Response: List of all coffees""",
      T("Spring MVC"), T("REST"), T("H2 Database"), T("Spring Boot"), T("Spring Data JPA"), T("Java"), T("Joda Money"),
      T("Lombok"), T("Maven"), T("JDK"), T("Maven Wrapper"), T("Hibernate"), E("GET /coffee/"),
      source="https://github.com/SpringMicroservicesCourse/complex-controller-demo",
      kind="docs",
      note="'RESTful API design' labelled REST; the bare curls to /coffee/1 give no method beyond curl's default and "
           "the README itself writes the endpoint as 'GET /coffee/', the one labelled; JPA is the spec under Spring "
           "Data JPA and Hibernate, not labelled apart; ./mvnw is the wrapper script (a bare file under ./), not a file"),
    R("""WarpSQL adopts Semantic Versioning(SemVer) using the MAJOR.MINOR.PATCH format.
For a summary of changes in the WarpSQL refer to the CHANGELOG.
when backward incompatible changes are introduced. Examples:
- Increment an extension to
MAJORversions - Features causing backward incompatibility
when new features and extensions are added, but are backward compatible. Examples:
- Increment an extension to
MINOR/PATCHversions - Addition of an extension
- Upgrades maintaining backward compatibility
when backward compatible bug fixes are added.
This releases might introduce breaking changes on any update. This release carries no stability guarantees.
The pre-release progression follows the sequence:
- Alpha:
-alpha - Beta:
-beta - Release Candidate:
-rc
The WarpSQL images tags follow a consistent naming convention,
deliberately excluding the use of a latest tag. This omission is intentional to prevent accidental upgrades in dependencies and PostgreSQL versions.
The default base distribution for WarpSQL is Alpine. The tags follow this format:
<warpsql_version>-pg<postgres_version>
<warpsql_version>-pg<postgres_version>-alpine<warpsql_version>-pg<postgres_version>-bitnami- An Alpine image with
warpsql_version=1.2.1-alphaand PostgreSQL 15 is represented by the tag1.2.1-alpha-pg15-alpine.""",
      T("WarpSQL"), T("PostgreSQL"), T("Alpine Linux"),
      source="https://github.pcpt.cc/Samagra-Development/WarpSQL/blob/master/docs/version-policy.md",
      kind="docs",
      note="WarpSQL, the project documented (a PostgreSQL distribution), labelled; 'Alpine' as the base distribution is "
           "Alpine Linux; 'bitnami' only inside a tag pattern, not labelled; SemVer a convention"),
    R("""Versioning & Release Notes

This page introduces release cycle and versioning approach used in Aidbox development

Aidbox release cycle

For each license type of Aidbox an individual backend image is available on the HealthSamurai docker hub. The images are labeled with stable and edge tags, also called channels. Aidbox release cycle is the following:

  • during the development sprint, new features become available on the edge channel

  • when the release is made, the current edge image becomes a new stable image

Note that the edge channel may have issues in newly added features and regressions and is not suitable for the production environment.

For every release, we also publish a timestamped image. The timestamp has the format of "DDMMYYYY", so for the release that is made on the 25th of January, 2021 is "25012021". The timestamped image can only be updated before the next release. After the next release, the previous release timestamped image becomes immutable.

We actively encourage developers to use images with either stable or edge tags in their applications. The timestamped image can be used to set a specific Aidbox version if the application development is frozen and the development team does not want to receive updates any longer. Keep in mind that the HealthSamurai team maintains backward compatibility in its releases, however, we can not guarantee a trivial update from an old timestamped image.

You can see the next planned release date and the release status in the Aidbox/Issues Github repository.

Aidboxdb release cycle

aidboxdb image is a custom build of an open-source PostgreSQL database. It contains a number of extensions that are needed to increase search performance.

aidboxdb image follows PostgreSQL versioning. For an instance, if you want to use PostgreSQL 11.11, pull healthsamurai/aidboxdb:11.11""",
      T("Aidbox"), T("Docker Hub"), T("PostgreSQL"),
      source="https://docs.aidbox.app/getting-started/versioning-and-release-notes",
      kind="docs",
      note="'the HealthSamurai docker hub' is the company's space on Docker Hub, the registry service the images come "
           "from, labelled as earlier sets did; Github a site; aidboxdb the vendor's image name (PostgreSQL build), not "
           "labelled apart"),
    R("""Basic routing

While routing is handled automatically for the backend controllers and CMS pages define their own URL routes in their page configuration, the router service is useful primarily for defining fixed APIs and end points.

You can define these routes by creating a file named routes.php in a same directory as the plugin registration file. The most basic routes simply accept a URI and a Closure:

Route::get('/', function () {
    return 'Hello World';
});

Route::post('foo/bar', function () {
    return 'Hello World';
});

Route::put('foo/bar', function () {
    //
});

Route::delete('foo/bar', function () {
    //
});

Registering a route for multiple verbs

Sometimes you may need to register a route that responds to multiple HTTP verbs. You may do so using the match method on the Route facade:

Route::match(['get', 'post'], '/', function () {
    return 'Hello World';
});

You may even register a route that responds to all HTTP verbs using the any method:

Route::any('foo', function () {
    return 'Hello World';
});""",
      E("GET /"), E("POST /"),
      source="http://octobercms.com/docs/services/router",
      kind="docs",
      note="routes without a leading slash ('foo/bar', 'foo') not labelled; Route::match(['get', 'post'], '/') gives "
           "GET / and POST /; the CMS's own name (October CMS) is not in the text, PHP not named; routes.php bare"),
    R("""The application implements a client-server architecture where the React SPA running on port 3000 communicates with the Express API server on port 4000 via HTTP requests. All communication uses JSON for structured data and FormData for file uploads.
Sources: api/index.js17-20 client/src/pages/LoginPage.js12-17 client/src/pages/CreatePost.js20-24
The API enables cross-origin requests from the React client with credential support configured at api/index.js17:
This configuration:
credentials: 'include' in client fetch requestsSources: api/index.js17
The application uses two primary request formats depending on the operation type: JSON for authentication and text data, and FormData for operations involving file uploads.
The following table maps frontend components to their corresponding API endpoints:
| Frontend Component | HTTP Method | Endpoint | Purpose | Request Format |
|---|---|---|---|---|
| RegisterPage | POST | /register | Create new user account | JSON |
| LoginPage | POST | /login | Authenticate user | JSON |
| Header | GET | /profile | Validate session | None |
| Header | POST | /logout | End session | None |
| CreatePost | POST | /post | Create new blog post | FormData |
| EditPost | PUT | /post | Update existing post | FormData |
| IndexPage | GET | /post | Fetch post list | None |
| PostPage | GET | /post/:id | Fetch single post | None |""",
      T("React"), T("Express"), F("api/index.js"), F("client/src/pages/LoginPage.js"), F("client/src/pages/CreatePost.js"),
      E("POST /register"), E("POST /login"), E("GET /profile"), E("POST /logout"), E("POST /post"), E("PUT /post"),
      E("GET /post"), E("GET /post/:id"),
      source="https://deepwiki.com/dejwid/mern-blog/6-api-integration-and-data-flow",
      kind="docs",
      note="the generated 'Sources:' lines glue the line range onto the path (api/index.js17-20 is api/index.js, lines "
           "17-20): the paths are labelled without the range, as a trailing ':12' would be dropped; FormData a browser "
           "API; SPA a kind of app"),
    R("""HTTP
404 - Not Found
Seeing a 404 Not Found means the server couldn't locate the resource—wrong URL, deleted endpoint, typo in the path, or route handler doesn't exist. This client-side error (4xx) occurs when the request reaches the server but no route matches. Most common when API endpoints are misspelled or resources are deleted, but also appears when frontend routes don't match backend routes or HTTP methods are incorrect.
#Common Causes
- →Frontend: Typo in URL path (/api/user vs /api/users). Resource ID doesn't exist (deleted user, invalid ID). Incorrect HTTP method (GET instead of POST). Frontend routing doesn't match backend API structure.
- →Backend: Route handler missing for the endpoint. Resource deleted from database but URL still referenced. Incorrect route order (more specific routes after catch-all). Route parameters don't match expected format.
- →Infrastructure: Nginx rewrite rules don't match URL patterns. Reverse proxy routing misconfiguration. Static file serving fails (missing files in public directory). API gateway route mapping incorrect.
✓Solutions
- 1Step 1: Diagnose - Check DevTools Network tab—verify exact URL being requested. Compare with API documentation. Check if URL has typos or extra/missing slashes. Verify HTTP method matches endpoint requirements.
- 2Step 2: Diagnose - Check server logs for route matching attempts. Review Express/FastAPI route definitions. Verify resource exists in database with that ID. Check if route is defined before catch-all handlers.""",
      T("Nginx"), T("Express"), T("FastAPI"),
      source="https://errorreference.com/errors/http/404",
      kind="docs",
      note="/api/user vs /api/users are example typos with no method, not endpoints; 'DevTools' (a browser's developer "
           "tools, no browser named) left out"),
    # ---------------------------------------------------------------- posts and tutorials
    R("""Updated: 15 Nov 2024, 14:22+01:00
Work in progress
Flask framework: URL path routing deep dive
Table of contents
A code example accompanying this notebook is available on the
fswd-app
repository.First,
git clone
the repository.Next, run
git checkout flask
to obtain the source code at tagged locationflask
.Alternatively, download a .zip file containing the source code from the GitHub web app.
The exemplary code showcases the following concepts:
- Basic routing, incl. dynamic URL path routing
- (Kind of) RESTful API with
GET
,POST
,PATCH
,DELETE
request methods- Custom error pages
404
and500
+ invoking an error status code
Learning objectives
By the end of this notebook, you will be able to leverage the Flask framework to implement your own small-scale web application written in Python. In particular, we will focus on the URL path routing capabilities of Flask. While we will casually refer to HTML templates, explaining the Jinja2 templating engine is out of scope here.
Flask is considerably more capable than what we will cover in this brief tutorial. At the end you will find recommended follow-ups to learn more.
Rumor has it that companies like Red Hat, Airbnb, Reddit, and Netflix have included Flask to their tech stack - so expect the framework to work also in large-scale application scenarios.
Assumptions
Flask lets you achieve the same result in multiple ways. Here, we assume that you work on a small (i.e. not very complex) web application and will therefore favor simple design choices over more complex ones - often, Flask is flexible in this regard.
For example, you may group related URL routes into individual
Blueprint
objects, and then register these objects with the application.If code modularization is not a concern for your particular project, you can simply disregard this design pattern and manage all URL routes in a central application module.
Compared to other popular web application frameworks written in Python like Django or web2py""",
      T("Git"), T("REST"), T("Flask"), T("Python"), T("Jinja"), T("Django"), T("web2py"),
      source="https://hwrberlin.github.io/fswd/flask.html",
      kind="blog",
      note="'git clone'/'git checkout flask' name Git; '(Kind of) RESTful API' labelled REST; Red Hat, Airbnb, Reddit and "
           "Netflix are companies; 'Blueprint' is Flask's class; GitHub a site"),
    R("""Use blueprints to organize a Flask application
Posted on Tue 30 April 2024 in Flask
I am starting a large Flask project so I needed to define the project structure. After some research and testing, I decided I will organize application code and resources into Flask Blueprints.
Flask Blueprints are easy enough to understand but some of the details about how the application searches for template files and static files in blueprint folders can cause confusion. So, I wrote this post to clearly describe the rules Flask follows when searching for template files, and to provide concrete examples.
I hope this post helps readers better understand which template or static file will be rendered by each blueprint's view functions. I want to save readers from experiencing the same aggravation I encountered when I started developing the functions and template files in a large Flask application.
A small example
I start with a small "toy" application, similar to that which you may have seen in many other Flask tutorials. Then, I will add blueprints to implement additional functionality.
First, I created a project folder that contains a sub-folder with the application source code. The project folder also contains a dotenv file that defines environment variable values used to configure the application, and a requirements.txt file.
$ mkdir project
$ cd project
$ mkdir mfo
$ mkdir mfo/templates
$ touch mfo/templates/index.html
$ mkdir -p mfo/static/css
$ touch mfo/static/css/style.css
$ touch requirements.txt
$ touch .env
$ touch mfo/app.py
$ touch mfo/config.py
The application is called MFO so I named the application folder mfo. The initial project structure is shown below:
project
├── mfo
│ ├── app.py
│ ├── config.py
│ ├── static
│ │ └── css
│ │ └── style.css
│ └── templates
│ └── index.html
├── .env
└── requirements.txt""",
      T("Flask"), F("mfo/templates/index.html"), F("mfo/static/css/style.css"), F("mfo/app.py"), F("mfo/config.py"),
      source="https://learningwithcode.com/flask-blueprints-python-templates.html",
      kind="blog",
      note="'a dotenv file' is the .env file, not the python-dotenv library -- left out; requirements.txt and .env are "
           "bare names, mfo/templates and mfo/static/css folders; the tree's indented names are not paths"),
    R("""Core Concepts of Webpack

  • Entry
  • Output
  • Loaders
  • Plugins
  • Presets


The Entry Point instructs the Webpack compiler where should start from to build out its internal dependency graph.

./src/index.js is the default entry value.


./dist/main.js is the default output value.


Loaders provide an easy way to intercept our dependencies and preprocess them before they get bundled.


Eventually, the dist folder consists of two files now

  • index.html ( Generated by htmlWebpackPlugin and automatically injects <script> tag by linking the output file bundle.js)
  • bundle.js""",
      T("Webpack"), T("html-webpack-plugin"), F("./src/index.js"), F("./dist/main.js"),
      source="https://mvskiran.medium.com/the-core-concepts-of-webpack-customing-webpack-414483a86fb7",
      kind="blog",
      note="htmlWebpackPlugin is html-webpack-plugin by its variable name; index.html and bundle.js bare names"),
    R("""How To Clear Browser Cache When Webpack Bundle Is Updated

Webpack creates a bundle file from the source files. In webpack configuration file, there is an option to provide the file name of the output bundle file. If the name is static, then the browser loads the file for the first time from the server. From the second time, it will take the file from browser cache. That will create a problem if bundle file is updated in the server.

In this article, we are trying to find a solution for this caching problem and find out what is the best method to cache.

Project Setup

First step is to initialize a NPM package using npm init -y or yarn init -y.

Second step is to install webpack and webpack-cli as dev dependencies.

yarn add -D webpack webpack-cli

Now we are technically ok to try webpack.

Building Source

Create a folder src in our project root. We will store all our source code inside this folder. Create an index.js file inside src folder and fill it with below content.

console.log("Hello World!");

Now, take terminal and navigate to our project folder and run:

yarn build

Above command creates a dist folder and places our bundle(main.js) inside it.""",
      T("Webpack"), T("npm"), T("Yarn"), T("webpack-cli"),
      source="https://joby.blog/blog/tags/webpack",
      kind="blog",
      note="index.js and main.js bare names; src and dist folders; no files"),
    R("""Golang JWT Authentication (Gin + REST API + Middleware Examples)

JWT Authentication in Golang

Generate and Validate JWT Token

go
package main

import (
    "fmt"
    "time"

    "github.com/golang-jwt/jwt/v4"
)

func main() {
    // Generate token
    token := jwt.NewWithClaims(jwt.SigningMethodHS256, jwt.MapClaims{
        "user": "admin",
        "exp":  time.Now().Add(time.Hour * 1).Unix(),
    })

    tokenString, _ := token.SignedString([]byte("secret"))
    fmt.Println("Token:", tokenString)

    // Validate token
    parsedToken, _ := jwt.Parse(tokenString, func(token *jwt.Token) (interface{}, error) {
        return []byte("secret"), nil
    })

    if parsedToken.Valid {
        fmt.Println("Valid token")
    }
}

Explanation:

  • jwt.NewWithClaims creates a token with user data (claims)
  • exp defines token expiration time
  • SignedString signs the token using a secret key
  • jwt.Parse validates the token and checks signature

👉 This is the simplest working JWT example in Golang

JWT Flow in REST API (Login → Token → Access)

StepDescription
LoginUser sends credentials
TokenServer generates JWT token
HeaderClient sends token in request
MiddlewareServer validates token
AccessProtected API returns data

Flow Example:

text
POST /login → returns JWT token  
GET /api → send token → access granted  

How client sends token:

bash
Authorization: Bearer <your_token>""",
      T("Go"), T("JWT"), T("Gin"), T("REST"), E("POST /login"), E("GET /api"),
      source="https://golinuxcloud-static.pages.dev/go-jwt-examples/",
      kind="blog",
      note="Golang is Go; golang-jwt only in the import path, not labelled; the 'bash' fence label (a shell's) not "
           "labelled; the flow's 'POST /login' and 'GET /api' are the example API's routes"),
    R("""Register & Login API with JWT Authentication in Golang Gin
The objective of this project is to create a Register and Login API using the Golang Gin Framework and MySQL database, and implement JWT authentication to secure a protected endpoint. The project will involve creating two public endpoints for user registration and login, as well as a protected endpoint that requires a valid JWT to access.
Login
The Login endpoint will be used to authenticate the user by providing a username and password. Upon successful authentication, a JSON Web Token will be generated and returned to the user.
Register
Now we have a login endpoint, we also need a way to register user information so it can be verified during authentication.
Protected Route
This endpoint will serve as the entry point for our protected endpoints.
Technologies
- Golang
- Gin Framework
- GORM
- MySQL""",
      T("JWT"), T("Go"), T("Gin"), T("MySQL"), T("GORM"),
      source="https://readmedium.com/register-login-api-with-jwt-authentication-in-golang-gin-740633e5707b",
      kind="blog"),
    R("""Secure Your APIs with JWT Authentication in Gin Middleware
Min-jun Kim
Dev Intern · Leapcell

Introduction
In the landscape of modern web development, securing Application Programming Interfaces (APIs) is paramount. RESTful APIs, in particular, often serve as the backbone of single-page applications, mobile apps, and microservices architectures. A critical aspect of this security is authenticating and authorizing users effectively and efficiently. This is where JSON Web Tokens (JWTs) shine. JWTs offer a compact, URL-safe means of representing claims to be transferred between two parties, providing a stateless and scalable approach to authentication. This article will delve into how to leverage Gin, a widely-used Go web framework, to implement JWT token issuance and verification directly within its middleware, offering a practical and robust solution for securing your Go applications.""",
      T("JWT"), T("Gin"), T("REST"), T("Go"),
      source="https://kr.leapcell.io/blog/en/secure-your-apis-with-jwt-authentication-in-gin-middleware",
      kind="blog",
      note="'RESTful APIs' labelled REST; Leapcell is the blog's company (a hosting service) in a byline, left out"),
    R("""Building Your First REST API with Spring Boot
Time to build something real. In this article you’ll create a fully functional REST API for the order-service — create, read, update, and delete orders over HTTP.
Project Setup
Start with these dependencies at start.spring.io:
<dependency>
<groupId>org.springframework.boot</groupId>
<artifactId>spring-boot-starter-web</artifactId>
</dependency>
<dependency>
<groupId>org.springframework.boot</groupId>
<artifactId>spring-boot-starter-validation</artifactId>
</dependency>
spring-boot-starter-web includes:
- Embedded Tomcat (no WAR deployment needed)
- Spring MVC (the web framework)
- Jackson (JSON serialization)
The Request Processing Pipeline
Before writing code, understand how Spring MVC handles a request:
HTTP Request arrives at Tomcat
│
▼
DispatcherServlet (front controller — all requests go here)
│
▼
HandlerMapping (which @Controller method handles this URL+method?)
│
▼
HandlerAdapter (calls the method, converts arguments)
│
├─ HttpMessageConverter reads request body (JSON → Java object)
├─ @PathVariable extracted from URL
├─ @RequestParam extracted from query string
│
▼
Your @RestController method executes
│
▼
Return value (object or ResponseEntity)
│
▼
HttpMessageConverter writes response (Java object → JSON)
│
▼
HTTP Response sent to client
@RestController
@RestController = @Controller + @ResponseBody. Every method return value is automatically serialized to JSON and written to the response body.
@RestController
@RequestMapping("/api/orders")
public class OrderController {
// all methods here handle requests under /api/orders
}""",
      T("REST"), T("Spring Boot"), T("Tomcat"), T("Spring MVC"), T("Jackson"), T("Java"),
      source="https://devops-monk.com/tutorials/spring-boot/spring-boot-rest-api/",
      kind="blog",
      note="the class-level @RequestMapping('/api/orders') has no method, not an endpoint; spring-boot-starter-web and "
           "-validation are starters under Spring Boot, not labelled apart; start.spring.io a site (Spring Initializr "
           "not named); WAR a packaging format"),
    R("""Tutorial 07: Orders API: Part 1
Placing an order: session lookup, building order items, computing the total, and returning the response.
The Orders API is the heart of the system. Every food item a customer gets starts here. This tutorial walks through the placeOrder flow: how the service validates the session, builds the order and its items, calculates the total, and constructs a detailed response without a mapper class.
1. Controller: order endpoints
@RestController
@RequestMapping("/orders")
public class OrderController {
private final OrderService orderService;
public OrderController(OrderService orderService) {
this.orderService = orderService;
}
@PostMapping()
public ResponseEntity<PlaceOrderResponse> placeOrder(
@RequestBody PlaceOrderRequest placeOrderRequest) {
return ResponseEntity.status(HttpStatus.CREATED)
.body(orderService.placeOrder(placeOrderRequest));
}
@GetMapping("/{id}")
public ResponseEntity<OrderResponse> getOrderById(@PathVariable Long id) {
return ResponseEntity.ok(orderService.getOrderById(id));
}
@GetMapping("/sessions/{id}")
public ResponseEntity<List<OrderResponse>> getOrderBySession(
@PathVariable Long sessionId) {
return ResponseEntity.ok(orderService.getOrderBySessionId(sessionId));
}
}
- POST /orders returns 201 Created: a new resource was created, so 201 is semantically correct over 200.
- The path variable on
getOrderBySessionis{id}but the parameter is namedsessionId: the@PathVariable("id")annotation maps them explicitly. - No
@ValidonplaceOrderin this implementation: adding it with Bean Validation annotations onPlaceOrderRequestwould be a straightforward improvement.""",
      T("Jakarta Bean Validation"), E("POST /orders"),
      source="https://www.wassimlagnaoui.com/tutorials/content/tutorial-07.html",
      kind="blog",
      note="Spring's annotations (@RestController, @GetMapping) but Spring never named, not labelled; the @GetMapping "
           "paths are relative to the class's '/orders' and their full paths (/orders/{id}, /orders/sessions/{id}) are "
           "never written, not labelled; 'POST /orders' is written"),
    R("""React Architecture:
React follows a component-based architecture. The main concepts are:
- Components: Reusable UI elements
- Props: Data passed to components
- State: Internal component data
- JSX: Syntax extension for JavaScript to describe UI
- Virtual DOM: In-memory representation of the actual DOM for efficient updates
File System in a typical Create React App project:
Let's break down each section:
- node_modules/:
- Contains all the dependencies installed via npm
- Managed by npm, you shouldn't modify this directory manually
- public/:
- Contains static assets that are publicly accessible
- index.html: The main HTML file where your React app is mounted
- favicon.ico: The icon shown in the browser tab
- manifest.json: Web app manifest for PWA (Progressive Web App) functionality
- src/:
- Contains the source code of your React application
- components/: Directory for reusable React components
- App.js: The root component of your application
- App.css: Styles for the App component
- index.js: The entry point of your React application
- index.css: Global styles for your application
- package.json:
- Defines project metadata and dependencies
- Contains scripts for running, building, and testing your app
- package-lock.json:
- Locks the versions of installed dependencies
- Ensures consistent installations across different environments
- README.md:
- Documentation for your project
Key Files and Their Roles:
- public/index.html:
- The main HTML file
- Contains the root <div> where your React app is mounted
- You can add meta tags, external links, etc. here
src/index.js:
- The JavaScript entry point
- Renders the root React component (usually App) into the DOM
- Sets up any global configurations (e.g., Redux store, router)
Example:
3.src/App.js:
- The root component of your application
- Often contains the main layout and routing logic
- src/components/:
- Contains reusable components
- Each component typically has its own file (e.g., Header.js, Footer.js)""",
      T("React"), T("JSX"), T("JavaScript"), T("Create React App"), T("npm"), T("Redux"),
      F("public/index.html"), F("src/index.js"), F("src/App.js"),
      source="https://techbbaslog.blogspot.com/2024/09/react-architecture.html",
      kind="blog",
      note="'3.src/App.js' is the list's number 3 run into src/App.js; node_modules/, public/, src/ and src/components/ "
           "are folders; App.css, index.js, package.json and the rest bare names; PWA a kind of app"),
    R("""How Frontend Talks to Backend — REST, JSON, and CORS Explained Without the Jargon

You've got a React app on one side. An Express server on the other. And you know you need to connect them somehow.

But then come the questions — what exactly is an API? What makes it "REST"? Why does everyone use JSON? And why does CORS lose its mind the moment you try to fetch something?

Let's answer all of it.


First — what even is an API?

API stands for Application Programming Interface. But forget the full form, here's what it actually means:

Your frontend is a customer. Your backend is a restaurant kitchen. The kitchen doesn't let customers walk in and grab food themselves. Instead there's a menu — a fixed list of things you can order, with specific names and rules.

That menu is your API.

Your backend doesn't expose its database directly to the frontend. Instead it says — "here are the URLs you can call, here's what you send me, here's what I'll send back." The frontend doesn't know or care how the backend stores data internally. It just knows the menu and orders from it.


What makes an API "REST"?

REST is not a library. Not a framework. Not a technology you install.

It's a convention — an agreed-upon style for designing your API so that anyone can understand it without reading a manual.

The core idea is simple:

  • URLs represent things (called resources) — /jobs, /users, /posts
  • HTTP methods represent actions on those things
GET    /jobs        → fetch all jobs
POST   /jobs        → create a new job
PUT    /jobs/1      → fully update job with id 1
PATCH  /jobs/1      → partially update job with id 1
DELETE /jobs/1      → delete job with id 1""",
      T("React"), T("Express"), E("GET /jobs"), E("POST /jobs"), E("PUT /jobs/1"), E("PATCH /jobs/1"),
      E("DELETE /jobs/1"),
      source="https://dev.to/prathameshdhadbale/how-frontend-talks-to-backend-rest-json-and-cors-explained-without-the-jargon-5a8d",
      kind="blog",
      note="REST is written as a style ('makes it REST', 'REST is not a library'), never as 'REST API': not labelled; "
           "CORS a browser mechanism; the /jobs/1 requests are labelled as written, no route /jobs/:id is given"),
    R("""Day 72 of 100daysofcode : Understanding Axios vs. CORS in Node.js and React

Today’s focus was unraveling two critical concepts in web development: Axios and CORS. While both are essential for building modern full-stack apps (like those using React frontends and Node.js backends), they solve entirely different problems. Let’s break it down!

A. What is Axios?

Axios is a promise-based HTTP client used to send requests from your application to APIs or backend servers. Think of it as a “messenger” that handles communication between your frontend (React) and backend (Node.js) or third-party services.

  1. Role: Simplifies making HTTP requests (GET, POST, etc.), handling responses, and managing errors.
  2. Use Case: Fetching data from a Node.js API in React, submitting forms, or interacting with external APIs.
  3. Strengths: Automatic JSON parsing, interceptors for global request/respose handling, and support for async/await.

B. What is CORS?

CORS (Cross-Origin Resource Sharing) is a security mechanism enforced by browsers to control cross-origin HTTP requests. It’s not a library or tool—it’s a rulebook browsers follow to protect users from malicious cross-origin requests.""",
      T("Axios"), T("Node.js"), T("React"),
      source="https://www.mongodb.com/community/forums/t/100-days-of-code-challenge/309808/75",
      kind="blog",
      note="a forum post of a 100-days-of-code log; CORS 'not a library or tool' -- a mechanism, not labelled; MongoDB "
           "only as the forum's site"),
    R("""Laravel web routes

Well you already understand how MVC works (however I don’t wrote about Laravel Lifecycle, uhrr… I’m planning a dedicated post about it) and you also know how artisan works but now it’s time to understand more about routes 😉

We have 4  types of routes:

  • api
  • channels
  • console
  • web

The routes are defined in routes/type.php, in this post we will talk about web routes.

This post is based on things that I think is important to understand, the documentation is greater than it post.

We often use the Route Facade (defined in our /config/app.php in aliases array ), lets check this file.

The Route Facade

Well, if you already stop to think where is the Route Facade, the answer is:

As you see, there are the all route methods, except the two new methods of Laravel 5.5: view and redirect.

If you don’t remember, Laravel uses the REST design pattern.""",
      T("Laravel"), T("Artisan"),
      source="http://www.mundointerativo.com/2017/09/26/laravel-web-routes/",
      kind="blog",
      note="'routes/type.php' stands for routes/api.php, routes/web.php... -- a pattern with 'type' as placeholder, not "
           "labelled; '/config/app.php' written with a leading slash (absolute as written), not labelled; 'REST design "
           "pattern' is not 'REST API', not labelled; MVC a pattern"),
    # ---------------------------------------------------------------- news
    R("""All the Linux News: Latest Trends, Free Software, and Innovations to Watch

The Linux kernel 6.x stabilizes its integration of Rust, European administrations legislate on open source, and immutable distributions are reshaping desktop management. These three axes structure the current Linux news, well beyond minor version announcements.

Rust in the Linux kernel: what the acceptance of DRM abstractions changes

The introduction of Rust into the kernel is no longer a subject of philosophical debate. The DRM (Direct Rendering Manager) subsystem now accepts Rust code for graphics drivers, shifting the question of legitimacy to that of tooling. Maintainers of critical subsystems are gradually validating Rust abstractions around existing C APIs, without massive rewrites.

This incremental approach distinguishes Linux from the Windows project, where Microsoft discusses a complete AI-assisted rewrite by the end of the decade. On the kernel side, no one is talking about replacing C. Rust targets new modules, drivers, and components where memory safety provides measurable gains.

We observe that the Rust compilation chain integrated into the kernel remains a friction point for distributions that compile everything from source. Gentoo and NixOS have had to adapt their pipelines. To follow these technical evolutions in detail, the content from hebdolinux.org regularly covers changes in the kernel tree and their impact on distributions.""",
      T("Linux"), T("Rust"), T("Direct Rendering Manager"), T("C"), T("Windows"), T("Gentoo"), T("NixOS"),
      source="https://www.meubles-surmont.com/en/all-the-linux-news-latest-trends-free-software-and-innovations-to-watch/",
      kind="news",
      note="DRM (Direct Rendering Manager) is the kernel's graphics subsystem, named in full, labelled; C as the "
           "language of the kernel's APIs; hebdolinux.org a site; Microsoft a company"),
    R("""Barring any last minute reservations today by Linus Torvalds, the Linux 6.0 stable kernel is expected to be christened before the day is through. Linux 6.0 comes with many notable hardware support additions and other improvements, here is a reminder of all what is great about this imminent kernel release...
System76 has been developing their own COSMIC desktop as the next evolution for their Pop!_OS Linux distribution built atop an Ubuntu base. Interestingly with this big COSMIC desktop undertaking, which is being written in the Rust programming language, they have decided to shift away from using the GTK toolkit to instead make use of Iced-Rs as a Rust-native, multi-platform graphical toolkit...
It's happening, folks! Linus Torvalds already indicated recently he intends to pull the initial Rust programming language support into the Linux 6.1 kernel cycle and today that pull request was submitted to him. Linux 6.0 isn't out yet but should be on Sunday unless any last minute problems, which in turn will mark the start of the two week v6.1 merge window...""",
      T("Linux"), T("COSMIC"), T("Pop!_OS"), T("Ubuntu"), T("Rust"), T("GTK"), T("Iced"),
      source="https://www.ursolutions.ph/aggregator?page=1747",
      kind="news",
      note="Iced-Rs is the Rust toolkit iced; System76 a company"),
    R("""Linux's Latest Pulse: Diving Deep into Kernel 7.0, Firefox's AI Stance, and More

March 3, 2026
489 views
This post explores the significant advancements and discussions shaping the Linux ecosystem, from the foundational improvements in Kernel 7.0 to Mozilla's proactive approach to AI integration in Firefox. We delve into the technical details, practical implications, and broader trends influencing the future of open-source software and digital privacy.

Linux's Latest Pulse: Diving Deep into Kernel 7.0, Firefox's AI Stance, and More

The Linux landscape is a constantly evolving tapestry of innovation, community-driven development, and strategic decisions that shape the future of computing. From the very core of the operating system – the kernel – to the applications we use daily, each update brings a wave of changes. In this deep dive, we'll explore some of the most prominent recent developments, including the much-anticipated Linux Kernel 7.0, Mozilla's cautious approach to AI in Firefox, and other notable news impacting the open-source world.""",
      T("Linux"), T("Firefox"),
      source="https://tondoeslinux.com/blog/e1nClu0tffc",
      kind="news",
      note="Mozilla a foundation/company, 'AI' not a named tool"),
    # ---------------------------------------------------------------- questions and answers
    R("""How to build a REST API with Express.js?
**REST API with Express.js** maps HTTP methods to handler functions for CRUD operations on resources. ```js app.use(express.json()); app.get('/users', (req, res) => res.json(users)); app.post('/users', (req, res) => { const user = { id: nextId++, ...req.body }; users.push(user); res.status(201).json(user); }); ``` **Key point:** `express.json()` must be registered before any route that reads `req.body`, or the body will be `undefined`.
**REST API with Express.js** is a server that maps HTTP methods and URL paths to handler functions, each one reading, creating, updating, or deleting a resource. ## Theory ### TL;DR - Call `app.use(express.json())` before any route that reads `req.body`, or `req.body` will be `undefined` - GET reads, POST creates, PUT replaces the whole object, PATCH updates specific fields, DELETE removes - Status codes are part of the contract: 201 for created, 204 for deleted (no body), 404 for not found, 400 for bad input - Route parameters live in `req.params`, query strings in `req.query`, body data in `req.body` - URL resource names should be plural nouns: `/users`, not `/user` or `/getUsers` ### Minimal working example ```js const express = require('express'); const app = express(); app.use(express.json()); // without this, req.body is undefined app.get('/users', (req, res) => { res.json([{ id: 1, name: 'Alice' }]); // returns JSON array }); app.post('/users', (req, res) => { const { name } = req.body; // reads parsed JSON body res.status(201).json({ id: 2, name }); // 201 = Created }); app.listen(3000); ```""",
      T("REST"), T("Express"), T("JavaScript"), E("GET /users"), E("POST /users"),
      source="https://itlead.org/interview-questions/expressjs/expressjs-rest-api/edit",
      kind="qa",
      note="an interview question and its answer (the page's edit form, its text as stored, fences run onto one line); "
           "```js fences give JavaScript; '/user' and '/getUsers' are named as bad names, not routes"),
    R("""Below is a just and complete account of how this effect obtains:
1. Client-Side Routing vs Server-Side Routing:
React Router does client-side routing. This means that, even on changing (or "navigating") routes, there is no page refresh involved. React Router is actually a JavaScript-based framework that uses appropriate components to respond to the URL route.
So far as refreshing or directly typing the URL is concerned, the browser will send an HTTP request to the server to retrieve a resource tied to that address. No problems arise while on the application level, in which the client with React Router is assumed to handle the route. At the same time, the server does not know about it.
2. The Problem:
When a URL is entered manually, or the refresh button is pressed, a request is sent to the specific URL on the server.
For example:
Within a route like /profile, the URL is http://localhost:3000/profile, and when refreshed or typed in directly, the request goes to the server for /profile.
This would be a 404 on your server if it is not set up to serve React Router routes (it doesn't serve index.html for all URLs), as the server does not understand any physical path like /profile in connection with how it knows about static files such as index.html, about.html, etc.""",
      T("React Router"), T("JavaScript"),
      source="https://d1jnx9ba8s6j9r.cloudfront.net/community/292294/why-react-router-urls-work-when-refreshing-writing-manually",
      kind="qa",
      note="/profile is a client-side route the server 404s, no method: not an endpoint; index.html and about.html bare"),
    R("""- Other answers have told you
the bootstrap = Bootstrap(app) line "init the extension on the app".
The bootstrap/base.html resides in the Flask-Bootstrap package.
To understand this, you must know something about "Flask's template searchpath"
- application's template folder
- Blueprint's template folder
So the Flask-Bootstrap actually register a blueprint to your app:
class Bootstrap(object): def __init__(self, app=None): if app is not None: self.init_app(app) def init_app(self, app): blueprint = Blueprint( 'bootstrap', __name__, template_folder='templates', static_folder='static', static_url_path=app.static_url_path + '/bootstrap', subdomain=app.config['BOOTSTRAP_LOCAL_SUBDOMAIN']) app.register_blueprint(blueprint)
You can see it clearly by set EXPLAIN_TEMPLATE_LOADING:
app = Flask(__name__) app.config['EXPLAIN_TEMPLATE_LOADING'] = True
then
export FLASK_ENV=development flask run
when you access the page:
[2018-07-12 15:28:58,659] INFO in debughelpers: Locating template "user.html": 1: trying loader of application "hello" class: jinja2.loaders.FileSystemLoader encoding: 'utf-8' followlinks: False searchpath: - /root/learn/python-lab/Flask/flasky/templates -> found ('/root/learn/python-lab/Flask/flasky/templates/user.html') 2: trying loader of blueprint "bootstrap" (flask_bootstrap) class: jinja2.loaders.FileSystemLoader encoding: 'utf-8' followlinks: False searchpath: - /root/learn/python-lab/Flask/flasky/venv/lib/python3.6/site-packages/flask_bootstrap/templates -> no match""",
      T("Flask-Bootstrap"), T("Flask"), F("bootstrap/base.html"),
      source="https://backiee.wasmer.app/https_stackoverflow_com/questions/39427256/how-flask-bootstrap-works",
      kind="qa",
      note="bootstrap/base.html is the template's relative name, labelled; the log's /root/... and site-packages paths "
           "are absolute, jinja2.loaders.FileSystemLoader a dotted name (Jinja only there), not labelled; Bootstrap "
           "as the extension's class, Flask-Bootstrap labelled once; user.html bare"),
    R("""Sinatra with Active Record

Working with Active Record outside of Rails is not difficult, but it requires you to jump through a few hoops that Rails generally takes care of for you.

We will for the most part stick with conventions that people are used to, because there's no reason to surprise people unless you have a good reason.

We'll start with plain Ruby, add in Active Record to manipulate the database, then mix in Sinatra for HTTP interaction.

At every step we will write tests before adding any code.

Dependencies

  • Sinatra
  • Active Record
  • SQLite3

For testing:

  • Minitest
  • Rack Test

Other dependencies

  • git

Creating a Stand-Alone Project

Create a project directory, and go to it in your terminal.

{% terminal %} mkdir ideabox cd ideabox {% endterminal %}

Starting the Project

We'll start with a test. Create an empty test directory:

{% terminal %} mkdir test {% endterminal %}

And create a file called test/ideabox_test.rb.

Our first goal is simply to wire up the project so that our tests connect to the rest of our code.

Create a simple test:

class IdeaboxTest < MiniTest::Unit::TestCase
  def test_it_works
    assert_equal 42, Ideabox.answer
  end
end

Run it:

{% terminal %} ruby test/ideabox_test.rb {% endterminal %}

You'll get an error in the vein of:

test/ideabox_test.rb:1:in `<main>': uninitialized constant MiniTest (NameError)""",
      T("Sinatra"), T("ActiveRecord"), T("Rails"), T("Ruby"), T("SQLite"), T("Minitest"), T("Rack::Test"),
      T("Git"), F("test/ideabox_test.rb"),
      source="https://github.com/turingschool/curriculum/blob/master/source/topics/sinatra_with_active_record.markdown",
      kind="blog",
      note="a tutorial from a curriculum repository; 'SQLite3' is SQLite, 'Rack Test' Rack::Test "
           "(spellings below); '{% terminal %}' is the site's Liquid tag, not labelled; the trace's 'test/ideabox_test.rb:1' "
           "is the same file"),
    R("""Active Record Migrations

Migrations are a feature of Active Record that allows you to evolve your database schema over time. Rather than write schema modifications in pure SQL, migrations allow you to use an easy Ruby DSL to describe changes to your tables.

After reading this guide, you will know:

  • The generators you can use to create them.
  • The methods Active Record provides to manipulate your database.
  • The Rake tasks that manipulate migrations and your schema.
  • How migrations relate to schema.rb.

1 Migration Overview

Migrations are a convenient way to alter your database schema over time in a consistent and easy way. They use a Ruby DSL so that you don't have to write SQL by hand, allowing your schema and changes to be database independent.

You can think of each migration as being a new 'version' of the database. A schema starts off with nothing in it, and each migration modifies it to add or remove tables, columns, or entries. Active Record knows how to update your schema along this timeline, bringing it from whatever point it is in the history to the latest version. Active Record will also update your db/schema.rb file to match the up-to-date structure of your database.""",
      T("ActiveRecord"), T("SQL"), T("Ruby"), T("Rake"), F("db/schema.rb"),
      source="https://typeerror.org/docs/rails~4.2/guides/active_record_migrations",
      kind="docs",
      note="SQL as the language migrations spare you writing, labelled; schema.rb bare; Rails only in the address"),
    R("""Will be given startDev.sh, stop.sh, teardown.sh and startTest.sh
Do not have to write tests
Basically just try and make all the tests pass
Postgres db with two tables, authors and books
Has a client that we do not need to edit
Will have to change some of the SQL
Will have to change some of the API stuff (routers/controllers/models)
In main folder run bash ./_scripts/startDev.sh This will run yaml files
It calls on Author.create if name not found
It does not call on Author.create if name found
File structure looks very similar to this one""",
      T("PostgreSQL"), T("SQL"), F("./_scripts/startDev.sh"),
      source="https://proxy-github.8claws.cn/adamminchella/aviary-api-db",
      kind="docs",
      note="a README's notes (an exercise); 'Postgres db' is PostgreSQL; 'run bash ./_scripts/startDev.sh' runs the "
           "script with the shell as a command -- Bash not labelled (only a shell command); startDev.sh etc. bare; "
           "'yaml files' a data format"),
]
