"""The other texts of the thirty-fifth fresh held-out set ("fresh-35"): READMEs and API docs of small projects with their
routes (a Node.js/Express/MongoDB REST template, a Flask JWT example, a MongoDB CRUD app's route table, a Laravel
Sanctum register endpoint three times over, Laravel Sanctum set-up in a theme's docs); changelogs and release notes of
projects none of the earlier sets used (koa-plus, the dinao SQL binder, pg-stream-copy, mysqlclient and a Heroku
changelog item on Django's collectstatic); deployment docs, blogs and Q&A (Render web services, an Express app moved to
Render, Rails moved to Render twice, Rails PR previews, an Express app 404ing on Vercel, an Nginx 502 checklist, a Heroku
H10 crash, flyctl, Heroku's Procfile and JVM buildpack, Django and WhiteNoise on Heroku, a Laravel project's layout);
tutorials building CRUD APIs (Express, Laravel routes, Django REST framework); security write-ups on JWT and news on the
npm and Axios supply-chain attacks.

Taken from stored public copies of the pages and files at the addresses given, kept as written (trimmed) and labelled
by hand without running the extractor, by the rules of the earlier sets (``--split fresh-35``).
"""

from real_corpus import E, F, R, T  # noqa: F401

SURFACES = {
    "Laravel Sanctum": ("Sanctum",),
    "MongoDB": ("mongo",),
}

CASES = [
    # ---------------------------------------------------------------- docs: READMEs with routes
    R("""# REST API Template with MongoDB

This is a REST API template built with Node.js, Express.js, and MongoDB. It provides a starting point for building scalable and maintainable APIs.

## Features

- **Express.js**: Lightweight and fast web framework.
- **MongoDB**: Database integration using Mongoose.
- **Environment Variables**: Managed with `dotenv`.
- **CORS**: Enabled for cross-origin requests.
- **Error Handling**: Centralized error handling middleware.

## Additional Features

- **Helmet**: Secures HTTP headers.
- **Joi**: Validates request payloads.
- **Winston**: Provides robust logging.

## Prerequisites

- [Node.js](https://nodejs.org/) (v14 or later)
- [MongoDB](https://www.mongodb.com/) (local or cloud instance)
- [Docker](https://www.docker.com/) (optional, for containerization)

## Getting Started

### 1. Clone the Repository

```bash
git clone <repository-url>
cd app-templates/nodejs/rest-api-mongodb-template
```

### 2. Install Dependencies

```bash
npm install
```

### 6. Test the API

Use a tool like [Postman](https://www.postman.com/) or `curl` to test the following endpoints:

#### Endpoints

- **GET /api/v1/examples**: Fetch all examples.
- **POST /api/v1/examples**: Create a new example.

## API Endpoints

### Example Endpoint: Create a Resource

**POST** `/api/resource`

## Best Practices

- Use `helmet` for securing HTTP headers.
- Validate input using `express-validator`.
- Add logging with `winston` or `pino`.
- Use `dotenv` to manage environment variables securely.
- Write unit tests for all endpoints.""",
      T("REST"), T("Node.js"), T("Express"), T("MongoDB"), T("Mongoose"), T("dotenv"), T("Helmet"), T("Joi"),
      T("Winston"), T("Pino"), T("express-validator"), T("Docker"), T("npm"), T("Postman"), T("Git"),
      E("GET /api/v1/examples"), E("POST /api/v1/examples"), E("POST /api/resource"),
      source="https://github.com/kennethteo/custom-build-platform/blob/34bf7f7b08643ed21f5f5cf912bf7c49cf799f6f/app-templates/nodejs/rest-api-mongodb-template/README.md",
      kind="docs",
      note="'git clone' names Git; curl is the command (not labelled); CORS is a mechanism, not a tool; "
           "'cd app-templates/...' is a folder, not a file"),
    R("""# flask-jwt-example

## run
1. enable mongo
```sh
docker-compose up -d
```
2. start flask
```sh
FLASK_ENV=development flask run
```
## create user
```sh
flask create create <account>
```

## get jwt token
[POST] /get-token
```json
{
	"account": "<account>",
	"password": "<generated password>"
}
```""",
      T("Flask"), T("JWT"), T("MongoDB"), T("Docker Compose"), E("POST /get-token"),
      source="https://github.com/whchi/flask-jwt-example/blob/100ee9cdf805b552941c8d06bdb19ee8b17b2003/README.md",
      kind="docs", note="'mongo' is MongoDB (run by docker-compose); the ```sh fences are not Bash"),
    R("""# mongodb-crud

### ROUTING

|     ROUTE      |  HTTP  |       DESCRIPTION       |
| -------------- | ------ | ----------------------- |
| /api/books     | GET    | Get all data books      |
| /api/books/:id | GET    | Get one data book by ID |
| /api/books/    | POST   | Insert Data Book        |
| /api/books/:id | DELETE | Delete Data Book by ID  |
| /api/books/:id | PATCH  | Update Data By ID       |""",
      T("MongoDB"), E("GET /api/books"), E("GET /api/books/:id"), E("POST /api/books/"), E("DELETE /api/books/:id"),
      E("PATCH /api/books/:id"),
      source="https://github.com/gray-fox-2017/mongodb-crud/blob/4f32e17a08d51059907b1f859af4c439ae4269a3/README.md",
      kind="docs", note="the project's name says it is a MongoDB CRUD app (MongoDB labelled from it); routes from the "
                        "README's table, method and path in separate columns; POST path kept with its trailing slash"),
    # ---------------------------------------------------------------- deployment docs, blogs and Q&A
    R("""Web services - when you need a server

A web service runs your code as a long-running process. Render’s edge proxy accepts HTTPS from the public internet, terminates TLS, and forwards plain HTTP to your process on a port you pick. Your job is to listen on that port and answer requests.

Pick a web service when:

  • You have an API (Express, FastAPI, Rails, Django, Go, Rust, …).
  • You’re using SSR (Next.js next start, Nuxt server, SvelteKit Node adapter).
  • You need websockets, server-sent events, or any other long-lived connection.
  • You need server-side auth, per-request rendering, or anything that touches a database directly.

Anything that needs to run code on a server per request is a web service.

A minimum viable Blueprint

render.yaml
services:
- type: web
name: api
runtime: node
plan: starter
buildCommand: npm ci && npm run build
startCommand: npm start
healthCheckPath: /health

Six fields. This step walks through the four behavioral rules - port binding, TLS, health checks, free-tier sleep - that decide whether this service comes up cleanly.

Rule 1: bind 0.0.0.0 and listen on $PORT

Render’s proxy reaches your process by connecting to its internal IP on a specific port. Two things have to be true for that to work:

  • Bind to 0.0.0.0 (all interfaces), not localhost or 127.0.0.1. The proxy isn’t on the same loopback interface as your app - localhost blocks it.
  • Listen on the port in the PORT environment variable. Render sets PORT for you, defaulting to 10000. Hardcoding 3000 works on your laptop and fails on Render.""",
      T("Render"), T("Express"), T("FastAPI"), T("Rails"), T("Django"), T("Go"), T("Rust"), T("Next.js"), T("Nuxt"),
      T("SvelteKit"), T("Node.js"), T("npm"),
      source="https://render.com/tutorials/web-service-vs-static-site/web-services", kind="docs",
      note="'runtime: node' and 'SvelteKit Node adapter' name Node.js; healthCheckPath /health has no method (no "
           "endpoint); render.yaml is a bare file name; HTTPS/TLS are protocols"),
    R("""Deployment Guide: Deploying to Render (With Detailed Comments)

Understanding the Problem

Up to this point, we've been developing and testing our Express authentication application locally on our own computer. While this is perfect for development, eventually we need to make our application available to everyone on the internet. This process of making an application available online is called deployment.

In this phase, we'll deploy our application to Render, a cloud platform that offers free hosting for web services and databases. Render makes it relatively easy to deploy Express applications, but there are several important steps and considerations we need to address.

Why Render? There are many hosting platforms available (Heroku, AWS, DigitalOcean, etc.), but Render offers several advantages for this project:

  • Free tier for both web services and PostgreSQL databases
  • Relatively simple configuration process
  • Built-in support for Node.js applications
  • GitHub integration for automatic deployments
  • Environment variable management

SQLite to PostgreSQL: This transition is necessary because:

  • SQLite is a file-based database designed for local development
  • PostgreSQL is a robust, server-based database suitable for production
  • Cloud platforms like Render expect server-based databases""",
      T("Render"), T("Express"), T("Heroku"), T("AWS"), T("DigitalOcean"), T("PostgreSQL"), T("Node.js"), T("SQLite"),
      source="https://rays-webnotes.netlify.app/23weekand24week/bonus_solution/deployment_guide", kind="blog",
      note="GitHub is named as a site (its integration), not labelled"),
    R("""When deploying an Express.js application to Vercel, developers may encounter a 404 error even when the route configuration appears correct. This issue often stems from misconfigured serverless functions or incorrect routing in the Vercel deployment settings. Below is a common scenario and solution.
Consider an Express.js app with the following basic route configuration:
```javascript
const express = require('express');
const app = express;
app.get('/api/hello', (req, res) => {
res.json({ message: 'Hello World' });
});
module.exports = app;
```
When deploying to Vercel, the `vercel.json` configuration must correctly map API routes to serverless functions. A misconfigured `vercel.json` may cause 404 errors:
```json
version": 2,
builds": [
src": "api/index.js",
use": "@vercel/node
],
routes": [
src": "/api/(.)",
dest": "api/index.js
```
If the `routes` section is missing or incorrectly structured, requests to `/api/hello` may return a 404. The correct configuration ensures that all `/api` routes are forwarded to the Express.js handler.
The root cause lies in how Vercel processes serverless functions. Unlike traditional Node.js servers, Vercel splits the application into isolated functions. If the Express.js app is not properly wrapped in a serverless-compatible entry point, routes will fail. The following `api/index.js` ensures compatibility:
```javascript
const app = require('../app');
module.exports = app;
```
Without this, Vercel cannot correctly invoke the Express.js routes. Additionally, Vercel’s routing system prioritizes static files over dynamic routes. If a static file (e.g., `public/api/hello`) exists, it may override the dynamic route, leading to 404s.""",
      T("Express"), T("Vercel"), T("Node.js"), T("JavaScript"), F("api/index.js"), E("GET /api/hello"),
      source="https://taourl.com/read-2287057.html", kind="qa",
      note="the route app.get('/api/hello') is labelled (the 404 is Vercel's, not a refusal by the app's router); "
           "'public/api/hello' is a static path with no extension, left out; '@vercel/node' is a builder package, "
           "left out; '../app' is an import specifier; the ```json fence is a data format"),
    R("""You deploy your application, configure Nginx as a reverse proxy, navigate to your domain, and see the dreaded "502 Bad Gateway" error. This is one of the most common and most frustrating errors in web deployment because the error message tells you almost nothing about the actual cause. All it means is that Nginx, acting as a gateway, received an invalid response (or no response at all) from the upstream server it tried to reach.
The causes range from trivially simple (your backend is not running) to maddeningly subtle (Nginx is resolving a DNS name to a cached IP address that no longer exists). This checklist covers every cause we have encountered in over a decade of production deployments, organized from most common to least common.
Step 1: Is Your Backend Actually Running?
This sounds obvious, but it is the cause of the 502 error more than 40 percent of the time. Before debugging Nginx configuration, verify that your backend application is running and accepting connections on the expected port or socket.
# Check if the process is running
systemctl status your-application
# or
ps aux | grep node
ps aux | grep gunicorn
ps aux | grep uvicorn
# Check if the port is being listened on
ss -tlnp | grep 3000
# or
netstat -tlnp | grep 3000
# Test direct connection to the backend
curl -v http://localhost:3000/health
# or for Unix socket
curl --unix-socket /run/your-app/app.sock http://localhost/health
If the backend process is not running, check its logs to find out why it crashed. Common causes include out-of-memory kills (check dmesg | grep -i kill), uncaught exceptions, port conflicts, missing environment variables, and failed database connections.""",
      T("Nginx"), T("Gunicorn"), T("Uvicorn"),
      source="https://www.zeonedge.com/blog/nginx-502-bad-gateway-debugging-checklist", kind="blog",
      note="'grep node' looks for a node process (Node.js not named as such, left out); systemctl, ss, netstat, curl, "
           "dmesg are everyday utilities; curl to /health gives no method (no endpoint); the socket path is absolute"),
    R("""This particular error notification...
2022-04-12T15:27:32.877398+00:00 heroku[router]: at=error code=H10 desc="App crashed" method=GET path="/" host=scraper-papersdrop.herokuapp.com request_id=f189ac84-cfd8-4bec-9226-741250314389 fwd="157.51.25.187" dyno= connect= service= status=503 bytes= protocol=https
...suggests a situation where a web dyno has crashed or there was a boot timeout on the specific web dyno.
In-Depth Analysis
Whenever Heroku encounters an issue like this, it provides a standard error page showing the HTTP status code 503. To aid in troubleshooting the root cause of the error, the platform also includes additional custom error details alongside its own error code system - with HTTP errors starting with H, runtime errors starting with R, and logging errors beginning with L.""",
      T("Heroku"),
      source="https://qanswer.space/questions/heroku-deployment-of-selenium-python-scraper-encountered-a-hiccup-with-h10-error-causing-the-app-to-crash",
      kind="qa",
      note="Selenium and Python are only in the address; the router log's method=GET path=\"/\" is a request no "
           "process answered (the app crashed): no endpoint"),
    R("""Fly.io (flyctl + Machines API)
Fly.io is a compute platform for deploying containerized apps globally. There is no official Fly.io Python SDK — interaction is via the flyctl CLI, fly.toml config file, and the Machines REST API. The unofficial fly-python-sdk on PyPI (pip install fly-python-sdk) is a third-party project last updated October 2023 and should not be relied upon.
Warnings
- breaking Apps V1 (Nomad-based) was fully removed March 2023. All apps migrated to V2 (Machines). Old fly.toml files using legacy [[services]] format may need updating to [http_service] for simple HTTP apps.
- breaking auto_stop_machines previously accepted boolean true/false. Now requires string values: 'off', 'stop', or 'suspend'. Boolean true still maps to 'stop' but causes a deprecation warning and will eventually break.
- breaking Free tier removed for new organizations created after October 7, 2024. New accounts are pay-as-you-go only. Existing users keep legacy free allowances unless they switch plans.
- gotcha fly launch creates two Machines by default on first deploy if [http_service] is configured (redundancy by default). This doubles cost unexpectedly for hobby projects.
- gotcha Apps must listen on 0.0.0.0:<internal_port>, not 127.0.0.1 or localhost. Listening on localhost causes 'app is not listening on the expected address' deploy warning and the app is unreachable.""",
      T("Fly.io"), T("flyctl"), T("Python"), T("REST"), T("fly-python-sdk"), T("PyPI"), T("pip"), T("Nomad"),
      source="https://checklist.day/registry/flyctl", kind="docs",
      note="'Machines REST API' is the noun phrase (REST labelled); fly.toml is a bare file name; fly-python-sdk is a "
           "third-party package, labelled as a library"),
    # ---------------------------------------------------------------- changelogs
    R("""# Changelog

## master

* Set `ctx.id`, `ctx.request.id`, and `ctx.state.requestId` as requestId

## 1.1.0 (2017-01-22)

* Allow middleware to be disabled with the `enabled: false` flag
* Add request logging via `koa-morgan`

## 1.0.0 (2017-01-21)

First major release :rocket:

`koa-plus` is `koa` with the following middleware by default:
* koa-helmet (security headers)
* kcors (CORS)
* koa-compress (gzip)
* koa-etag (ETag support)
* koa-conditional-get (304 Not Modified support)
* koa-better-body (request body parsing)
* koa-json (object streaming, json printing)

## 0.2.0 (2017-01-21)

Adds support for:
* CORS
* Response Compression (Gzip)
* Body parsing
* ETags with Conditional GETs

## 0.1.0 (2017-01-21)

First release, including security headers via koa-helmet, response timing, and request IDs.""",
      T("koa-plus"), T("Koa"), T("koa-morgan"), T("koa-helmet"), T("kcors"), T("koa-compress"), T("koa-etag"),
      T("koa-conditional-get"), T("koa-better-body"), T("koa-json"),
      source="https://github.com/venables/koa-plus/blob/1bc80207d7047cc23e9c6ca8dfb0a9a074c6c46e/CHANGELOG.md",
      kind="changelog",
      note="koa-plus is the changelog's own package (labelled once, the subject); every koa-* middleware is a package; "
           "gzip and ETag are a compression format and an HTTP header, not labelled"),
    R("""## 2.1.0

Async support, psycopg (v3) backend, and project modernization.

### Breaking Changes

-   Internal class renames: `Bounded*` classes renamed to `Bound*`
    (`BoundedFunction` -> `BoundFunction`, `BoundedQuery` ->
    `BoundQuery`, etc.). These were not part of the public API
    exports but may affect code importing them directly.
-   Internal module restructuring: `dinao/binding/binders.py` and
    `dinao/backend/postgres.py` converted from single files to
    packages. Public import paths through `dinao.binding` and
    `dinao.backend` are preserved.

### Features

-   Full async support for binding and backend layers, including
    `AsyncFunctionBinder`, `AsyncConnectionPool`, and
    `AsyncConnection`
-   psycopg (v3) backend support for PostgreSQL, both sync and
    async modes (`postgresql+psycopg://` and
    `postgresql+psycopg+async://`)
-   FastAPI example demonstrating async usage
-   Backend documentation (`BACKENDS.md`) covering all supported
    databases, URL formats, and async usage
-   CI preview publish job for dev builds to PyPI

### Chores

-   Migrate documentation from reStructuredText to Markdown
-   Remove tox in favor of direct tool invocation in CI
-   Move docker-compose and test volumes into `tests/` directory
-   Add `CLAUDE.md` for Claude Code guidance
-   Refactor test fixtures into shared conftest modules
-   Add comprehensive async binder test suite
-   Update pyspelling and spelling dictionary
-   Fix codecov token handling in CI

### Bug Fixes

-   MySQL backend error message incorrectly referenced mariadb
    module instead of mysql-connector-python

## 2.0.0

General refresh and minor bug fixes

### Breaking Changes

-   Drop support for python 3 before 3.10

### Chores

-   Add testing and support for python 3.12+
-   Add example for pydantic
-   Modernize and refresh build""",
      T("Psycopg"), T("PostgreSQL"), T("FastAPI"), T("PyPI"), T("tox"), T("Docker Compose"), T("Claude Code"),
      T("pyspelling"), T("Codecov"), T("MySQL"), T("MariaDB"), T("mysql-connector-python"), T("Python"), T("Pydantic"),
      F("dinao/binding/binders.py"), F("dinao/backend/postgres.py"),
      source="https://github.com/jimcarreer/dinao/blob/014d76edb988da910a4f1ba07708332a2a2c1cc1/CHANGES.md",
      kind="changelog",
      note="the library's own name (dinao) occurs only in its paths and dotted module names, not labelled; "
           "reStructuredText and Markdown are documentation formats; BACKENDS.md and CLAUDE.md are bare file names, "
           "tests/ a folder; 'mariadb module' is the MariaDB connector (MariaDB labelled)"),
    R("""# Changelog

## 4.0.0
* Dropped support for python 3.9
* Minor linting fixes

## 3.0.0
* Dropped support for python 3.8
* Added support for python 3.12, 3.13
* Added support for postgres v15, v16
* Minor linting fixes

## 2.0.2
* Minor linting fixes

## 2.0.1
* Minor linting fixes

## 2.0.0
* Dropped support for python 3.7
* Added support for python 3.11

## 1.6.0
* Internal fixes, rewrites and updates
* Switch to pyproject.toml
* Strictly typed

## 1.2.0
* Added new data type - numeric

## 1.1.0
* Added new data types - text, json, jsonb

## 1.0.3
* Added README to pypi.org
* Added LICENCE, CHANGELOG

## 1.0.2
* Updated pypi token

## 1.0.1
* Added Travis CI

## 1.0.0
* Initial version""",
      T("Python"), T("PostgreSQL"), T("PyPI"), T("Travis CI"),
      source="https://github.com/rtbhouse-apps/pg-stream-copy/blob/0924f770866c4d40082948a9cd92c2771a4827a1/CHANGELOG.md",
      kind="changelog",
      note="the package's name is not in the text; 'pypi token' names PyPI; pyproject.toml is a bare file name; "
           "json/jsonb are column types"),
    R("""======================
 What's new in 1.3.14
======================

Release: 2018-12-04

* Support static linking of MariaDB Connector/C (#265)

* Better converter for Decimal and Float (#267, #268, #273, #286)

* Add ``Connection._get_native_connection`` for XTA project (#269)

* Fix SEGV on MariaDB Connector/C when ``Connection.close()`` is called
  for closed connection. (#270, #272, #276)

* Fix ``Connection.client_flag`` (#266)

* Fix SSCursor may raise same exception twice (#282)

* ``waiter`` option is now deprecated. (#285)

* Fixed SSL support is not detected when built with MySQL < 5.1 (#291)


======================
 What's new in 1.3.13
======================

Support build with MySQL 8

Fix decoding tiny/medium/long blobs (#215)

Remove broken row_seek() and row_tell() APIs (#220)

Reduce callproc roundtrip time (#223)


======================
 What's new in 1.3.12
======================

Fix tuple argument again (#201)

InterfaceError is raised when Connection.query() is called for closed connection (#202)

======================
 What's new in 1.3.11
======================

Support MariaDB 10.2 client library (#197, #177, #200)

Add NEWDECIMAL to the NUMBER DBAPISet (#167)

Allow bulk insert which no space around `VALUES` (#179)

Fix leak of `connection->converter`. (#182)

Support error `numbers > CR_MAX_ERROR` (#188)

Fix tuple argument support (#145)


======================
 What's new in 1.3.10
======================

Added `binary_prefix` option (disabled by default) to support
`_binary` prefix again. (#134)

Fix SEGV of `_mysql.result()` when argument's type is unexpected. (#138)

Deprecate context interface of Connection object. (#149)

Don't use workaround of `bytes.decode('ascii', 'surrogateescape')` on Python 3.6+. (#150)


=====================
 What's new in 1.3.9
=====================

Revert adding `_binary` prefix for bytes/bytearray parameter. It broke backward compatibility.

Fix Windows compile error on MSVC.""",
      T("MariaDB"), T("MySQL"), T("Python"), T("Windows"), T("MSVC"),
      source="https://github.com/PyMySQL/mysqlclient/blob/0d7fcc269ce3cefc9614549e051092234a5ddb00/HISTORY.rst",
      kind="changelog",
      note="the library's own name (mysqlclient) is not in this part; 'MariaDB Connector/C' is MariaDB's client "
           "library (MariaDB labelled); SSL is a protocol; _mysql is a module name"),
    R("""Django Collectstatic Support Changes

Change effective on 09 February 2016

As of today, builds utilizing the Django “collectstatic” feature will fail if the collectstatic step is not successful. All Django applications on Heroku utilize this feature by default.

Previously, builds would still succeed if the collectstatic step failed, which could cause unwanted production behavior.

https://devcenter.heroku.com/articles/django-assets""",
      T("Django"), T("Heroku"),
      source="https://devcenter.heroku.com/changelog-items/824", kind="changelog"),
    # ---------------------------------------------------------------- security write-ups and news
    R("""Breaking Down an API Authentication Flaw

In this post, I walk through a real-world API authentication issue, why it happens, and how teams can prevent it.

The Scenario

During a recent penetration test engagement, I discovered a critical authentication bypass in a REST API. The application relied on JWT tokens for authentication, but the implementation had a subtle flaw that allowed attackers to forge valid tokens.

The Vulnerability

The API accepted JWTs signed with the none algorithm. This is a classic mistake that occurs when:

  1. The JWT library supports the none algorithm by default
  2. Developers don’t explicitly enforce algorithm validation
  3. Token verification only checks the signature matches—not that a signature exists
# Malicious token with 'none' algorithm
import base64
import json

header = {"alg": "none", "typ": "JWT"}
payload = {"user_id": "admin", "role": "administrator"}

# Encode without signature
token = (
    base64.urlsafe_b64encode(json.dumps(header).encode()).rstrip(b'=').decode() +
    "." +
    base64.urlsafe_b64encode(json.dumps(payload).encode()).rstrip(b'=').decode() +
    "."
)
print(token)

Impact

An attacker could:

  • Forge tokens for any user account
  • Escalate privileges to administrator
  • Access sensitive data across the entire platform

Remediation

Here’s how to prevent this vulnerability:

  1. Explicitly specify allowed algorithms during verification
  2. Reject tokens with alg: none at the validation layer
  3. Use well-maintained JWT libraries with secure defaults
  4. Implement token binding to tie tokens to specific sessions""",
      T("REST"), T("JWT"),
      source="https://akash-bhavsar.github.io/blog/2026/api-authentication-flaw", kind="blog",
      note="the snippet is Python but the page names no language and has no fence (Python not labelled); "
           "base64/json are standard modules"),
    R("""Last updated: April 29, 2026
Authentication and authorization are where most API security work lives. Get them right and the rest of your defenses operate from a solid foundation. Get them wrong and every endpoint is potentially compromised. This module covers JWT pitfalls, OAuth 2.0 flows for APIs, session management patterns, and the things to test in each.
JWT — the pitfalls
JSON Web Tokens are everywhere. They are also full of footguns:
- “none” algorithm bypass: some libraries accept
{"alg":"none"}and skip signature verification. Older bug; still appears in custom verifiers - Algorithm confusion (RS256 vs HS256): server expects RS256 (asymmetric); attacker submits HS256 token signed with the public key (which they obtained legitimately). HS256 verifier uses the public key as HMAC secret → signature passes
- Weak HMAC secret: JWT signed with
secret123; offline crack via hashcat in seconds - kid injection: kid header pointing to attacker-controlled key
- jku/x5u abuse: JWT claims a key URL; some verifiers fetch and trust it
- Expiration not enforced: token from last year still works
- Token reuse after logout: JWT is stateless; without revocation infrastructure, “logout” just means client deletes token
- Secrets in JWT body: JWT base64-encodes — does not encrypt. Anything in the body is readable
JWT testing checklist
# Test 1: alg=none
echo -n '{"alg":"none","typ":"JWT"}' | base64 -w0
echo -n '{"sub":"admin"}' | base64 -w0
# Final token: HEADER.PAYLOAD. (note trailing dot, empty signature)
# Test 2: HS256 confusion using known RS256 public key
# (Use jwt_tool by ticarpi)
jwt_tool TOKEN -X k -pk public.pem
# Test 3: Crack weak HS256 secret offline
hashcat -a 0 -m 16500 token.txt rockyou.txt
# Test 4: Replay expired token; verify rejection
# Test 5: Decode body — any sensitive fields you can see?""",
      T("JWT"), T("OAuth"), T("Hashcat"), T("jwt_tool"),
      source="https://ringsafe.in/academy-api-auth/", kind="blog",
      note="RS256/HS256/HMAC are algorithms; echo and base64 are everyday utilities; public.pem, token.txt and "
           "rockyou.txt are bare file names"),
    R("""On Monday, it was reported that malicious versions of at least 18 widely used npm packages were uploaded to the npm Registry. This security breach occurred after the account of the maintainer responsible for these packages was compromised. As a result, the packages were altered to include harmful code that would automatically execute on the client side of web applications utilizing these packages.
The npm Registry, a critical resource for developers looking to access open-source JavaScript packages, is now facing scrutiny over this incident. The affected packages, which are integral to numerous web applications, had their code base tampered with, potentially exposing countless projects to security vulnerabilities. The malicious code embedded in these packages could lead to unauthorized data access or other harmful activities when the packages are installed or updated.
Security teams have been alerted to this breach, and efforts are underway to mitigate the impact. Developers using npm packages have been advised to review recent updates and ensure their applications are not dependent on the compromised versions.""",
      T("npm"), T("JavaScript"),
      source="https://news.banzai.io/articles/public/78980", kind="news"),
    R("""Axios hacked March 30, malware pushed through npm packages
The popular JavaScript library Axios got hacked on March 30, letting a cybercriminal sneak malware into its code and push it out through npm.
Axios is used by millions of apps for internet connections, so this was a big deal, but thankfully, StepSecurity spotted the attack and stopped it within three hours.
If you installed Axios during that short window, security experts at Aikido say you should assume your device might be compromised.
Hackers increasingly target widely used software
This isn't just a one-off: hackers are increasingly targeting widely-used software to hit lots of users at once.
Previous big attacks like Log4j and 3CX show how important it is for developers to lock down their accounts and keep an eye on updates.
Open-source libraries need strong security because so many people rely on them every day.""",
      T("Axios"), T("JavaScript"), T("npm"), T("Log4j"),
      source="https://www.newsbytesapp.com/news/science/axios-hacked-march-30-malware-pushed-through-npm-packages/tldr",
      kind="news",
      note="StepSecurity and Aikido are named as security firms (their experts), not as tools; 3CX is named as the "
           "victim of an attack (a company), left out"),
    R("""Last week, the popular axios library was compromised. A maintainer’s npm account was stolen, and two malicious versions were published for a few hours. Anyone who ran npm install during that window automatically pulled in malware that stole credentials and keys.
Why did so many people get hit? Because most dependencies are written with a caret:
"axios": "^1.14.0"
That caret means “get the latest minor or patch version.” When the malicious 1.14.1 came out, every npm install grabbed it without asking.
The fix is simple: pin exact versions.
"axios": "1.14.0"
Now your project never upgrades unless you manually change the number.
What about package-lock.json? A lock file records what was installed at a specific time. If yours was created before the attack, you were safe. But if you regenerated it during the attack window, it would have locked in the bad version. So a lock file helps, but it’s not a substitute for pinning.
When you do upgrade:
- Wait a few days after a new release.
- Check GitHub issues and advisories.
- Use npm audit before updating.""",
      T("Axios"), T("npm"),
      source="https://dev.to/labeeb-ahmad/lessons-from-the-axios-hack-98i", kind="blog",
      note="package-lock.json is a bare file name; GitHub issues is the site"),
    # ---------------------------------------------------------------- deployment docs and blogs (Java, Django)
    R("""Heroku workshop - Java

The Heroku Procfile

A Procfile is a simple text file that lists all the process types that make up an application. Each process type is a declaration of a command that is executed when a dyno of that process type is started.

The Procfile is the only Heroku specific file you add to your project in order to run your application on Heroku.

Example Procfile

In the sample Java application that we have worked with, the contents of the Procfile is as follows:

web: java -cp target/classes:target/dependency/* Main

As our application is a website, the first part of this line is the process type web so it will listen to web requests.

The process type is followed by the command to run your application. As this is a Java application, its a standard java command that sets the classpath -cp and states the entry point class run.

You can reference configuration variables added to your Heroku app, the most commonly used being the $PORT variable.""",
      T("Heroku"), T("Java"),
      source="http://agileforce.co.uk/heroku-workshop/process-model/procfile.html", kind="docs",
      note="the classpath 'target/classes:target/dependency/*' names folders, not files; Procfile is a bare file name"),
    R("""Heroku's official Cloud Native Buildpack for Java applications.
This buildpack will install OpenJDK 8 (Configuration: OpenJDK Version) and builds your app with Maven. It requires either:
- A
pom.xml
file, or one of the other POM formats supported by the Maven Polyglot plugin in the root directory of your app. See How it works: Maven for Maven specifics.
The buildpack will try to figure out the required goals/tasks to run based on the framework used by your application. It will also add a process type based on the framework. If required, those features can be configured:
The buildpack will use the Maven wrapper in your app's root directory to execute the build defined by the POM and download your dependencies. If the application does not use Maven wrapper, it will install Maven and use that instead.
The local Maven repository (.m2
folder) will be cached between builds for dependency resolution. However, neither
the mvn
executable (if installed) nor the .m2
folder will be available in your container at runtime.
A Procfile is a text file in the root directory of your application that defines process types and explicitly declares
what command should be executed to start your app. Your Procfile
will look something like this for Spring Boot:
web: java -Dserver.port=$PORT $JAVA_OPTS -jar target/demo-0.0.1-SNAPSHOT.jar
By default, the latest OpenJDK 8 release will be installed. You can configure the OpenJDK version your application needs.""",
      T("Heroku"), T("Java"), T("OpenJDK"), T("Maven"), T("Spring Boot"), F("target/demo-0.0.1-SNAPSHOT.jar"),
      source="https://github.iplay.fit/heroku/buildpacks-jvm/blob/main/meta-buildpacks/java", kind="docs",
      note="'Cloud Native Buildpack' is a specification (left out); 'Maven Polyglot plugin' and 'Maven wrapper' are "
           "Maven's (Maven labelled); pom.xml and Procfile are bare file names, .m2 a folder"),
    R("""Django, Whitenoise, and Heroku
tl;dr Heroku’s filesystem is ephemeral, so be careful when running the collectstatic command - it doesn’t necessarily do what you think it does..
Our current production asset delivery setup looks like this:
- Run grunt locally to generate static files
- Commit changes to repo
- Push to Heroku
- Run
collectstatic
to push staticfiles to S3 - Configure CloudFront to use S3 as its origin server
It’s a PITA, and we have had persistent issue with CloudFront keeping hold of cached files post-deployment. We’ve been using cache-busting querystring values, but haven’t been able to configure CloudFront to behave (the way we want it to).
Because of persistent caching, and purging, issues with our CloudFront / S3 setup, and the fact that we are a low traffic, high session (e.g. few drive-by users) site, this setup causes more trouble than it solves, and so we are migrating to a simpler configuration based on WhiteNoise. WhiteNoise handles static asset serving direct from the Django app:
With a couple of lines of config WhiteNoise allows your web app to serve its own static files, making it a self-contained unit that can be deployed anywhere without relying on nginx, Amazon S3 or any other external service. (Especially useful on Heroku, OpenShift and other PaaS providers.)""",
      T("Django"), T("WhiteNoise"), T("Heroku"), T("Grunt"), T("Amazon S3"), T("CloudFront"), T("Nginx"),
      T("OpenShift"),
      source="http://tech.yunojuno.com/django-whitenoise-and-heroku-s-ephemeral-filesystem", kind="blog",
      note="collectstatic is Django's management command; 'S3' is Amazon S3"),
    # ---------------------------------------------------------------- tutorials and API docs with routes
    R("""Express.js REST API
Build CRUD APIs, test with Postman, and follow REST best practices
CRUD
HTTP Methods
Postman
Status Codes
1. Understanding REST API Basics
1.1 What is an API?
An API (Application Programming Interface) is a set of rules that allows different software applications to communicate with each other. Think of it as a waiter in a restaurant:
- You (Client) → Place an order (Request)
- Waiter (API) → Takes order to kitchen
- Kitchen (Server) → Prepares food
- Waiter (API) → Brings food back (Response)
In web development, APIs allow frontend applications (mobile apps, websites) to interact with backend servers without knowing how they're built internally.
1.2 What is REST?
REST (Representational State Transfer) is an architectural style for designing networked applications. It was introduced by Roy Fielding in 2000. REST APIs (also called RESTful APIs) follow specific principles that make them scalable, simple, and reliable.
Analogy: Think of REST as a library system. You can:
GET /books → See all books
GET /books/123 → See a specific book
POST /books → Add a new book
PUT /books/123 → Replace a book entirely
PATCH /books/123 → Update part of a book
DELETE /books/123 → Remove a book""",
      T("Express"), T("Postman"), T("REST"), E("GET /books"), E("GET /books/123"), E("POST /books"),
      E("PUT /books/123"), E("PATCH /books/123"), E("DELETE /books/123"),
      source="https://nikhillearnhub.com/en/tech/fullstack-development/expressjs/expressjs-rest-api.html", kind="blog",
      note="'REST API Basics' / 'REST APIs' are the noun phrase (REST labelled); the requests for book 123 are "
           "labelled as written, the page writes no route they are calls of"),
    R("""Laravel Route Resources: Efficient URL Handling

Routes are one of the base concepts of your Laravel application, it's here you define where URIs are pointing to in your application. Often the route will point to a controller but it can also direct output content. I will leave it for another post how Model View Controller (MVC) is structured, to understand this post you only have to understand that a route points to a controller which loads a template (view).

A bit simplified it could be illustrated as:

Route => Controller => View

In Laravel routes are powerful because they can be assigned with middlewares, but also easy to manage as they have built in support for RESTful resources. If you follow the principles of RESTful you could save yourself a lot of code.

Before continuing I think it would make sense to give a brief introduction to RESTful. RESTful isn't a language or algorithm but a concept or definition of structuring paths. Originating in designing APIs its focus is in delivering such with an easy to understand path structure.

To give an example if you want to list all users, you should think of this as the top level option of the user endpoint, which would therefor be:

GET /users

But if you would like to see just 1 user, this is a secondary option to the endpoint. It could be tempting to use query strings (?key=value), but these should be reserved for filtering and showing a specific user is more a dig down the endpoint than filtering it. Therefor it's done by applying the id as next in the path:

GET /users/1

If you want to update a user, this is the same, but with a PUT method. However HTTP doesn't support this, so different libraries implements differently. Laravel uses a form input called _method to convert a POST to PUT:

PUT /users/1

Same goes for deleting a user:

DELETE /users/1""",
      T("Laravel"), E("GET /users"), E("GET /users/1"), E("PUT /users/1"), E("DELETE /users/1"),
      source="https://emilmoe.hashnode.dev/laravel-route-resources-efficient-url-handling", kind="blog",
      note="'RESTful resources' is not the 'REST API' noun phrase (REST not labelled); the requests for user 1 are "
           "labelled as written (no route with a parameter is written)"),
    R("""The register endpoint creates a brand-new user account and immediately returns a Sanctum plain-text bearer token, so callers are authenticated in a single round trip without needing a separate login step.

Endpoint

POST /api/auth/register
No authentication is required to call this endpoint.

Request Body

name
string
required
Full name of the user. Maximum 255 characters.
email
string
required
Email address for the account. Must be unique across all registered users. Maximum 255 characters.
password
string
required
Password for the account. Minimum 8 characters.

Example Request

curl -X POST https://your-domain.com/api/auth/register \\
  -H "Content-Type: application/json" \\
  -H "Accept: application/json" \\
  -d '{
    "name": "Jane Doe",
    "email": "jane@example.com",
    "password": "secret123",
    "password_confirmation": "secret123"
  }'

Response (201 Created)

A successful request returns HTTP 201 Created with a JSON body containing the newly created user object and a bearer token.

Error Responses

422 Unprocessable Content — Returned when validation fails, such as a duplicate email address, missing required fields, or a password confirmation mismatch.""",
      T("Laravel Sanctum"), E("POST /api/auth/register"),
      source="https://mintlify.wiki/ericcobasdev/careertrack-api/api-reference/auth/register", kind="docs",
      note="'Sanctum' is Laravel Sanctum (its bearer tokens); curl is the command; the 422 is the route's own "
           "validation answer"),
    R("""register
Endpoint
POST /api/register
Request Headers
{
"Accept": "application/json",
"Content-Type": "application/json"
}
Request Body
{
"name": "Test client",
"email": "[email protected]",
"password": "123Qw456",
"password_confirmation": "123Qw456"
}
Response Body (422)
{
"message": "The email has already been taken. (and 1 more error)",
"errors": {
"email": [
"The email has already been taken."
],
"password": [
"The password field confirmation does not match."
]
}
}
29 August 2025""",
      E("POST /api/register"),
      source="https://concierge-api-docs.webcoder-dev.com/register.html", kind="docs",
      note="no technology is named (the JSON bodies are a data format)"),
    R("""Endpoint

method
string
default:"POST"
HTTP Method
endpoint
string
default:"/register"
API Endpoint

Authentication

This endpoint does not require authentication (uses guest middleware).

Request Body

name
string
required
The user’s full name.
  • Maximum length: 255 characters
password
string
required
The user’s password.
  • Must meet Laravel’s default password requirements
  • Must be confirmed with password_confirmation

Response

status
number
default:"204"
No Content - Registration successful. User is automatically logged in and session is created.

Example Request

cURL
curl -X POST https://your-api.com/register \\
  -H "Content-Type: application/json" \\
  -H "Accept: application/json" \\
  -d '{
    "name": "John Doe",
    "email": "[email protected]",
    "password": "SecurePassword123!",
    "password_confirmation": "SecurePassword123!"
  }'
Next.js
const response = await fetch('http://localhost:8000/register', {
  method: 'POST',
  headers: {
    'Content-Type': 'application/json',
    'Accept': 'application/json',
  },
  credentials: 'include', // Important for session cookies
  body: JSON.stringify({
    name: 'John Doe',
    email: '[email protected]',
    password: 'SecurePassword123!',
    password_confirmation: 'SecurePassword123!',
  }),
});""",
      T("Laravel"), T("Next.js"), E("POST /register"),
      source="https://www.mintlify.com/brindogabriel/LaravelBreezeApi-NextJS/api/auth/register", kind="docs",
      note="method and path are given as the doc's fields and again by the fetch call to the app's own server "
           "(localhost:8000); 'cURL' is the tab of the curl command, not labelled"),
    R("""Django REST API – Introduction
Before building APIs with Django REST Framework, it is important to understand what a REST API is, how clients and servers communicate, and why APIs are so useful in modern web development.
In this introduction, we will look at the basic concepts behind REST APIs, HTTP methods, JSON responses, endpoints, and the role of Django REST Framework.
What is an API?
An API, or Application Programming Interface, is a way for two different applications to communicate with each other.
For example, a frontend application, mobile app, or another backend service can request data from your server through an API.
Client → API → Server
Client ← JSON Response ← Server
What is a REST API?
A REST API is an API that follows a set of architectural principles based on resources, HTTP methods, and stateless communication.
In simple terms, a REST API allows a client to interact with server-side data using URLs and standard HTTP methods.
GET /api/projects/
POST /api/projects/
GET /api/projects/1/
PATCH /api/projects/1/
DELETE /api/projects/1/
Client and Server
In a web application, the client is the application that makes requests, and the server is the application that processes those requests and returns responses.
The client could be:
Web browser
React application
Mobile application
Another backend service""",
      T("Django"), T("Django REST framework"), T("REST"), T("React"), E("GET /api/projects/"),
      E("POST /api/projects/"), E("GET /api/projects/1/"), E("PATCH /api/projects/1/"), E("DELETE /api/projects/1/"),
      source="https://www.jaimedcsilva.com/hello-world/1-django-rest-api-introduction/", kind="blog",
      note="'Django REST API' names Django; the requests for project 1 are labelled as written (no route with a "
           "parameter is written)"),
    R("""Sanctum Authentication
some authentication code to authenticate users using Laravel Sanctum
This guide shows how to create an API with Laravel Sanctum. You will need to adjust the final output to fit our model. You can view the expected response from different perspectives using the following tools:
Create Controller
Create new controller in Http/Controllers/AuthController.php
by the following command:
php artisan make:controller AuthController
then, add routes for api in api.php
file and include AuthController
Create Route
Open api.php
from routes folder and replace the code of route with the following:
<?php
use Illuminate\\Http\\Request;
use Illuminate\\Support\\Facades\\Route;
use App\\Http\\Controllers\\AuthController;
Route::group(['prefix' => 'auth'], function () {
Route::post('login', [AuthController::class, 'login']);
Route::post('register', [AuthController::class, 'register']);
Route::group(['middleware' => 'auth:sanctum'], function() {
Route::get('logout', [AuthController::class, 'logout']);
Route::get('user', [AuthController::class, 'user']);
});
});
Register User API
Open Http/Controllers/AuthController.php
and replace below code:""",
      T("Laravel Sanctum"), T("PHP"), T("Artisan"), F("Http/Controllers/AuthController.php"),
      source="https://phoenixcoded.gitbook.io/able-pro/vue-laravel/development/sanctum-authentication", kind="docs",
      note="the routes are written without a leading slash under an 'auth' prefix (and the api file's own prefix is "
           "never written): no endpoint; api.php is a bare file name; Illuminate\\... are namespace paths"),
    R("""REST API Authentication Using Laravel Sanctum

Authentication is a major part of any Laravel project. Many packages exist in Laravel for implementing REST API authentication, such as Passport, Sanctum, JWT, etc. Laravel sanctum is a simple and lightweight Laravel package to implement a REST API authentication system for mobile applications, single-page applications (SPAs), and token-based APIs. It can generate multiple API tokens for the users, and the single-page application can be authenticated using the user’s session. It can be used as an alternative to Laravel Passport API. Laravel sanctum is better than Laravel Passport in many cases. It is simpler than Laravel Passport, and it does not require OAuth2 authentication like Passport authentication. The ways of implementing Laravel Sanctum authentication and checking the REST API by using postman have been shown in this tutorial.

You have to complete the following tasks before starting the steps for implementing the Laravel sanctum authentication system.

Create a new Laravel project named sanctumProject. Here, the composer has been used to create the Laravel project. If the composer is not installed before then, you must install it before executing the following command.

$ composer create-project laravel/laravel sanctumProject

Go to the project folder.

$ cd sanctumProject

All examples of this tutorial have been tested in Laravel version 9+. Check the installed version of Laravel.

$ php artisan --version

Run the following commands to install and run the postman.

$ sudo snap install postman

Setup Database:

You have to create a database in MySQL to implement the authentication task.""",
      T("REST"), T("Laravel"), T("Laravel Sanctum"), T("Laravel Passport"), T("JWT"), T("OAuth"), T("Postman"),
      T("Composer"), T("PHP"), T("Artisan"), T("Snap"), T("MySQL"),
      source="https://linuxhint.com/rest-api-authentication-laravel-sanctum/", kind="blog",
      note="'OAuth2' is OAuth; 'sudo snap install' names Snap; laravel/laravel is a Composer package path"),
    # ---------------------------------------------------------------- deployment tutorials with files
    R("""With Heroku's free tier ended, developers have been looking for alternatives to deploy their rails backend apps.

Set your repository with PostgreSQL

Ruby on Rails comes with SQLite3 configured by default so you need to install PostgreSQL in your application.

If you are creating a new project from scratch you should use:

rails new myfirstsite --database=postgresql

If you are deploying an existing repository you need to ensure that in your Gemfile the line:

gem 'sqlite3'

gem 'pg'

Then, to install the dependencies you need to run:

bundle install

You should push your changes into GitHub because Render allows you to deploy whenever the configured branch is pushed.

Finally, you need to check the config/database.yml file contains the postgresql adapter in the default section, as follows:

default: &default
adapter: postgresql
encoding: unicode
# For details on connection pooling, see Rails configuration guide
pool: <%= ENV.fetch("RAILS_MAX_THREADS") { 5 } %>

Modify the project configurations

Open config/puma.rb and change it to the following code below.

# Puma can serve each request in a thread from an internal thread pool.
# The `threads` method setting takes two numbers: a minimum and maximum.
# Any libraries that use thread pools should be configured to match
# the maximum value specified for Puma. Default is set to 5 threads for minimum
# and maximum; this matches the default thread size of Active Record.
max_threads_count = ENV.fetch("RAILS_MAX_THREADS") { 5 }
min_threads_count = ENV.fetch("RAILS_MIN_THREADS") { max_threads_count }
threads min_threads_count, max_threads_count""",
      T("Heroku"), T("Rails"), T("PostgreSQL"), T("SQLite"), T("Bundler"), T("Render"), T("Puma"),
      T("ActiveRecord"), T("Ruby"), F("config/database.yml"), F("config/puma.rb"),
      source="https://medium.com/@michaelmunavu83/deploying-rails-only-api-with-render-97b39ef4aaf8", kind="blog",
      note="'Ruby on Rails' names Ruby and Rails; 'bundle install' is Bundler; gem 'pg' is the PostgreSQL gem (not "
           "labelled apart); GitHub is the site; Gemfile is a bare file name"),
    R("""public 📁: This is your application "webroot" - only this folder and its contents are supposed to be directly accessible to the end user, which is why you'll generally configure the webserver to use this path as whatever term is synonymous with webroot in the lingo of your favorite HTTP server (for example, Apache calls this the DocumentRoot). Besides the PHP entrypoint, this folder will hold all assets that should be directly accessible such as your JS and CSS bundle(s).

When a request hits your server where the path does not correspond to an existing file within the webroot (which is the case for most web document and API requests), it will be addressed directly to the public/index.php file which is native to Laravel.

The index.php will then look in the vendor 📁 folder to require the Composer""",
      T("Apache HTTP Server"), T("PHP"), T("Laravel"), T("Composer"), F("public/index.php"),
      source="https://launchdeck.io/blog/tutorials/the-anatomy-of-a-laravel-project", kind="blog",
      note="'JS and CSS bundle(s)' are asset kinds (not labelled); public and vendor are folders"),
    R("""Setting up PR previews for Rails on Render.com

tl;dr - Use the IS_PULL_REQUEST environment variable set by Render to fork and use your staging environment config.

I've really been enjoying the trend in developer experience around PR based workflows. The idea that you push a branch to GitHub, create a PR, and that action kicks off a cascade of workflows that build confidence for releasing new features.

While at Stripe, we had a tool called "draft horse" or something similar. For each PR, it would spin up all the required infrastructure and servers to review every change. When I first started using this in 2019, it made total sense. Obviously, it comes at a price, a potentially high AWS bill if you're replicating all the boxes at the same sizes and configurations.

When I joined Craftwork, earlier this year, Mike had already configured Vercel's preview workflow to spin up new instances of our Next.js application which is :chefs-kiss:. We also use Inngest for background jobs with Next.js and they also provide a preview feature. For each preview box spun up on Vercel, Inngest would create a new "Branch environment" where you could debug your background jobs.

I wanted to set up something similar for Rails deployed on Render.com, but wasn't able to find any complete examples online showing how to get set up. This post is for future me when I inevitably try to go do this again in several years.

Setting up a staging environment with Rails

We're using Jumpstart Pro which came with a staging environment set up already. Watch Chris' GoRails video about how to set that up. It's basically:

  1. cp config/production.rb config/staging.rb""",
      T("Rails"), T("Render"), T("AWS"), T("Vercel"), T("Next.js"), T("Inngest"), T("Jumpstart Pro"),
      F("config/production.rb"), F("config/staging.rb"),
      source="https://cjav.dev/articles/setting-up-pr-previews-for-rails-on-render-com", kind="blog",
      note="Stripe and Craftwork are employers (companies), GitHub is the site, GoRails a video series; 'draft horse' "
           "is an internal tool only half-remembered (left out)"),
    R("""Render makes it quick to deploy a Ruby on Rails app, but if you're moving an existing Rails app over to Render, it might not be obvious where to start. We've created a language and framework-agnostic migration guide, but I thought it would help to provide a Rails-centric example. This post will walk through migrating a non-trivial Ruby on Rails app to Render. To make it even more realistic, we'll use an open source, production Rails application running on Heroku: https://git-scm.org. This is the main informational site about the git project. From it, you can download the latest version of git, search the documentation, and learn everything and more about git. It's a Rails app that uses PostgreSQL for data persistence, Redis for caching, Elasticsearch for fast site searches, and scheduled jobs to pull-in documentation from new git releases. The code for the site is open source, and we can see that it's currently using Rails v6.11. But first, why might you want to migrate your Rails app from Heroku to Render? Check out our comparison page. It explains all the benefits you'll get – like free private networking, HTTP/3, and free DDoS protection, among many other things.

Concept Mapping

Before going through the migration, let's map some Heroku concepts to Render concepts.
Web Process (within a Heroku app)
Worker Process (within a Heroku app)
An instance of your service on Render
Heroku Postgres
Heroku Redis
Heroku Scheduler
Config Vars
Environment Variables2
On Heroku, an app is the parent for other resources – e.g., a Postgres database, a Redis instance, or multiple processes. Render doesn't have this hierarchical relationship (yet). You can deploy an independent managed Redis instance or a standalone PostgreSQL database if that's all you need.""",
      T("Render"), T("Ruby"), T("Rails"), T("Heroku"), T("Git"), T("PostgreSQL"), T("Redis"), T("Elasticsearch"),
      T("Heroku Postgres"), T("Heroku Redis"), T("Heroku Scheduler"),
      source="https://render.com/blog/migrate-rails-from-heroku", kind="blog",
      note="HTTP/3 is a protocol; git-scm.org is only a URL here, but 'the git project' names Git"),
    R("""The Basics

Composer will generate an autoload.php file in the /vendor directory after each installation or update. By including this single file, you’ll be able to access all classes provided by your installed libraries.

Looking at a Laravel project, you’ll see that the public/index.php file in the application root (which handles all incoming requests) requires the autoloader, which then makes all required libraries usable within the scope of your application. This includes Laravel’s first-party Illuminate components as well as any required third party packages.

Laravel's public/index.php file:


define('LARAVEL_START', microtime(true));

require __DIR__.'/../vendor/autoload.php';

// additional bootstrapping methods...

Directory Structure

In general (and by convention), a package contains a src/ (short for “source”) folder containing all package specific logic (classes) and a composer.json file containing information about the package itself. Additionally, most packages also include a license and documentation.""",
      T("Composer"), T("Laravel"), F("public/index.php"),
      source="https://www.laravelpackage.com/01-the-basics/", kind="docs",
      note="'/../vendor/autoload.php' is appended to __DIR__ (written from a slash, not labelled); /vendor is a "
           "folder; composer.json and autoload.php are bare file names; 'Illuminate components' are Laravel's own"),
]
