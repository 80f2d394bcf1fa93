"""A seventeenth fresh held-out set ("fresh-17"), the other texts: changelogs, Q&A answers, blog posts and reference
pages -- the changelogs of HTTPX, Gunicorn, dotenv, Uvicorn, Click, Black, Helmet, Knex and Prettier; answers on
Create React App's proxy, CORS between create-react-app and Express, require('./routes') in Express, Django's
TemplateDoesNotExist, Next.js's 405 from API routes, Spring Boot's Whitelabel Error Page and Flask-CORS; posts and
tutorials on a Gin tasks API, FastAPI's HTTP methods, Express project structure and route modules, Flask routing,
a GitHub Actions CI pipeline, Vite path aliases, Docker Compose for development, Next.js API routes and CORS with
Flask; reference pages and notes on an employee portal's API, a FastAPI notebook, a first server's REST routes,
ASP.NET Core's minimal API tutorial, Gatsby functions, Divio's docker-compose.yml, pytest's import mechanisms,
LumenJS API routes and a React-with-Flask note.

Taken from stored public copies of the pages and files at the addresses given, kept as written (trimmed)
and labelled by hand without running the extractor, by the rules of the earlier sets (``--split fresh-17``).
"""

from real_corpus import E, F, R, T  # noqa: F401

SURFACES = {
    "JavaScript": ("ES6",),
    "App Engine": ("AppEngine",),
    "Flask-CORS": ("flask_cors",),
}

CASES = [
    # ---------------------------------------------------------------- changelogs
    R("""## 0.24.1 (17th May, 2023)

### Added

* Provide additional context in some `InvalidURL` exceptions. (#2675)

### Fixed

* Fix optional percent-encoding behaviour. (#2671)
* More robust checking for opening upload files in binary mode. (#2630)
* Properly support IP addresses in `NO_PROXY` environment variable. (#2659)
* Set default file for `NetRCAuth()` to `None` to use the stdlib default. (#2667)
* Set logging request lines to INFO level for async requests, in line with sync requests. (#2656)
* Fix which gen-delims need to be escaped for path/query/fragment components in URL. (#2701)

## 0.24.0 (6th April, 2023)

### Changed

* The logging behaviour has been changed to be more in-line with other standard Python logging usages. We no longer have a custom `TRACE` log level, and we no longer use the `HTTPX_LOG_LEVEL` environment variable to auto-configure logging. We now have a significant amount of `DEBUG` logging available at the network level. Full documentation is available at https://www.python-httpx.org/logging/ (#2547, encode/httpcore#648)
* The `Response.iter_lines()` method now matches the stdlib behaviour and does not include the newline characters. It also resolves a performance issue. (#2423)
* Query parameter encoding switches from using + for spaces and %2F for forward slash, to instead using %20 for spaces and treating forward slash as a safe, unescaped character. This differs from `requests`, but is in line with browser behavior in Chrome, Safari, and Firefox. Both options are RFC valid. (#2543)
* NetRC authentication is no longer automatically handled, but is instead supported by an explicit `httpx.NetRCAuth()` authentication class. See the documentation at https://www.python-httpx.org/advanced/authentication/#netrc-authentication (#2525)

### Removed

* The `rfc3986` dependancy has been removed. (#2252)""",
      T("Python"), T("Requests"), T("Chrome"), T("Safari"), T("Firefox"), T("rfc3986"),
      source="github:encode/httpx:CHANGELOG.md", kind="changelog",
      note="HTTPX's own changelog names it only in code (httpx.NetRCAuth) and URLs, not labelled; encode/httpcore#648 a "
           "cross-repository reference, not labelled; NetRC a file convention; HTTPX_LOG_LEVEL an environment variable"),
    R("""# Changelog - 2023

## 21.2.0 - 2023-07-19

- fix thread worker: revert change considering connection as idle . 

!!! note
    This is fixing the bad file description error.
    
    21.1.0 - 2023-07-18


===================

- fix thread worker: fix socket removal from the queue

## 21.0.1 - 2023-07-17

- fix documentation build

## 21.0.0 - 2023-07-17

- support python 3.11
- fix gevent and eventlet workers
- fix threads support (gththread.md): improve performance and unblock requests
- SSL: now use SSLContext object
- HTTP parser: miscellaneous fixes
- remove unnecessary setuid calls
- fix testing
- improve logging
- miscellaneous fixes to core engine

*** RELEASE NOTE ***

We made this release major to start our new release cycle. More info will be provided on our discussion forum.""",
      T("Python"), T("gevent"), T("eventlet"),
      source="github:benoitc/gunicorn:docs/content/2023-news.md", kind="changelog",
      note="Gunicorn's own news page never names it; gththread.md a bare file name; SSLContext a class; setuid a call"),
    R("""## [5.0.0] - 2018-01-29

### Added

- Testing against Node v8 and v9
- Documentation on trim behavior of values
- Documentation on how to use with `import`

### Changed

- _Breaking_: default `path` is now `path.resolve(process.cwd(), '.env')`
- _Breaking_: does not write over keys already in `process.env` if the key has a falsy value
- using `const` and `let` instead of `var`

### Removed

- Testing against Node v7

## [4.0.0] - 2016-12-23

### Changed

- Return Object with parsed content or error instead of false ([#165](https://github.com/motdotla/dotenv/pull/165)).

### Removed

- `verbose` option removed in favor of returning result.

## [3.0.0] - 2016-12-20

### Added

- `verbose` option will log any error messages. Off by default.
- parses email addresses correctly
- allow importing config method directly in ES6

### Changed

- Suppress error messages by default ([#154](https://github.com/motdotla/dotenv/pull/154))
- Ignoring more files for NPM to make package download smaller

### Fixed

- False positive test due to case-sensitive variable ([#124](https://github.com/motdotla/dotenv/pull/124))

### Removed

- `silent` option removed in favor of `verbose`

## [2.0.0] - 2016-01-20

### Added

- CHANGELOG to ["make it easier for users and contributors to see precisely what notable changes have been made between each release"](http://keepachangelog.com/). Linked to from README
- LICENSE to be more explicit about what was defined in `package.json`. Linked to from README
- Testing nodejs v4 on travis-ci
- added examples of how to use dotenv in different ways
- return parsed object on success rather than boolean true

### Changed

- README has shorter description not referencing ruby gem since we don't have or want feature parity""",
      T("Node.js"), T("npm"), T("Travis CI"), T("dotenv"), T("JavaScript"), T("Ruby"),
      source="github:motdotla/dotenv:CHANGELOG.md", kind="changelog",
      note="ES6 is JavaScript (recorded spelling); the ruby gem is Ruby's dotenv, labelled Ruby, doubtful; .env and "
           "package.json bare; process.env and path.resolve code"),
    R("""## 0.24.0 (November 4, 2023)

### Added

- Support Python 3.12 (#2145)
- Allow setting `app` via environment variable `UVICORN_APP` (#2106)

## 0.23.2 (July 31, 2023)

### Fixed

- Maintain the same behavior of `websockets` from 10.4 on 11.0 (#2061)

## 0.23.1 (July 18, 2023)

### Fixed

- Add `typing_extensions` for Python 3.10 and lower (#2053)

## 0.23.0 (July 10, 2023)

### Added

- Add `--ws-max-queue` parameter WebSockets (#2033)

### Removed

- Drop support for Python 3.7 (#1996)
- Remove `asgiref` as typing dependency (#1999)

### Fixed

- Set `scope["scheme"]` to `ws` or `wss` instead of `http` or `https` on `ProxyHeadersMiddleware` for WebSockets (#2043)

### Changed

- Raise `ImportError` on circular import (#2040)
- Use `logger.getEffectiveLevel()` instead of `logger.level` to check if log level is `TRACE` (#1966)

## 0.22.0 (April 28, 2023)

### Added

- Add `--timeout-graceful-shutdown` parameter (#1950)
- Handle `SIGBREAK` on Windows (#1909)

### Fixed

- Shutdown event is now being triggered on Windows when using hot reload (#1584)
- `--reload-delay` is effectively used on the `watchfiles` reloader (#1930)""",
      T("Python"), T("WebSocket"), T("typing_extensions"), T("asgiref"), T("Windows"), T("watchfiles"),
      source="github:encode/uvicorn:docs/release-notes.md", kind="changelog",
      note="the websockets library is the lexicon's WebSocket; UVICORN_APP an environment variable, Uvicorn itself "
           "not named; ws/wss/http/https schemes"),
    R("""Version 7.1
-----------

Released 2020-03-09

-   Fix PyPI package name, "click" is lowercase again.
-   Fix link in ``unicode_literals`` error message. :pr:`1151`
-   Add support for colored output on UNIX Jupyter notebooks.
    :issue:`1185`
-   Operations that strip ANSI controls will strip the cursor hide/show
    sequences. :issue:`1216`
-   Remove unused compat shim for ``bytes``. :pr:`1195`
-   Expand testing around termui, especially getchar on Windows.
    :issue:`1116`
-   Fix output on Windows Python 2.7 built with MSVC 14. :pr:`1342`
-   Fix ``OSError`` when running in MSYS2. :issue:`1338`
-   Fix ``OSError`` when redirecting to ``NUL`` stream on Windows.
    :issue:`1065`
-   Fix memory leak when parsing Unicode arguments on Windows.
    :issue:`1136`
-   Fix error in new AppEngine environments. :issue:`1462`
-   Always return one of the passed choices for ``click.Choice``
    :issue:`1277`, :pr:`1318`""",
      T("PyPI"), T("Click"), T("Jupyter"), T("Windows"), T("Python"), T("MSVC"), T("MSYS"), T("App Engine"),
      source="github:pallets/click:CHANGES.rst", kind="changelog",
      note="\"click\" the package name is Click; MSYS2 is the lexicon's MSYS; AppEngine a recorded spelling of App "
           "Engine; UNIX an OS family, not labelled; termui a module; click.Choice code"),
    R("""## 23.7.0

### Highlights

- Runtime support for Python 3.7 has been removed. Formatting 3.7 code will still be
  supported until further notice (#3765)

### Configuration

- The `--workers` argument to _Black_ can now be specified via the `BLACK_NUM_WORKERS`
  environment variable (#3743)
- `.pytest_cache`, `.ruff_cache` and `.vscode` are now excluded by default (#3691)
- Fix _Black_ not honouring `pyproject.toml` settings when running `--stdin-filename`
  and the `pyproject.toml` found isn't in the current working directory (#3719)
- _Black_ will now error if `exclude` and `extend-exclude` have invalid data types in
  `pyproject.toml`, instead of silently doing the wrong thing (#3764)

### Packaging

- Upgrade mypyc from 0.991 to 1.3 (#3697)
- Remove patching of Click that mitigated errors on Python 3.6 with `LANG=C` (#3768)

### Parser

- Add support for the new PEP 695 syntax in Python 3.12 (#3703)

### Performance

- Speed up _Black_ significantly when the cache is full (#3751)
- Avoid importing `IPython` in a case where we wouldn't need it (#3748)

### Integrations

- Update GitHub Action to display black output in the job summary (#3688)""",
      T("Python"), T("Black"), T("mypyc"), T("Click"), T("IPython"), T("GitHub Actions"),
      source="github:psf/black:CHANGES.md", kind="changelog",
      note="the excluded .pytest_cache, .ruff_cache and .vscode are folder names, not labelled as pytest, Ruff or VS "
           "Code, doubtful; pyproject.toml bare; GitHub Action is GitHub Actions"),
    R("""## 6.1.0 - 2023-04-08

### Changed

- Improve support for various TypeScript setups, including "nodenext". See [#405](https://github.com/helmetjs/helmet/pull/405)

## 6.0.1 - 2022-11-29

### Fixed

- `crossOriginEmbedderPolicy` did not accept options at the top level. See [#390](https://github.com/helmetjs/helmet/issues/390)

## 6.0.0 - 2022-08-26

### Changed

- **Breaking:** `helmet.contentSecurityPolicy` no longer sets `block-all-mixed-content` directive by default
- **Breaking:** `helmet.expectCt` is no longer set by default. It can, however, be explicitly enabled. It will be removed in Helmet 7. See [#310](https://github.com/helmetjs/helmet/issues/310)
- **Breaking:** Increase TypeScript strictness around some arguments. Only affects TypeScript users, and may not require any code changes. See [#369](https://github.com/helmetjs/helmet/issues/369)
- `helmet.frameguard` no longer offers a specific error when trying to use `ALLOW-FROM`; it just says that it is unsupported. Only the error message has changed

### Removed

- **Breaking:** Dropped support for Node 12 and 13. Node 14+ is now required

## 5.1.1 - 2022-07-23

### Changed

- Fix TypeScript bug with some TypeScript configurations. See [#375](https://github.com/helmetjs/helmet/pull/375) and [#359](https://github.com/helmetjs/helmet/issues/359)

## 5.1.0 - 2022-05-17

### Added

- `Cross-Origin-Embedder-Policy`: support `credentialless` policy. See [#365](https://github.com/helmetjs/helmet/pull/365)
- Documented how to set both `Content-Security-Policy` and `Content-Security-Policy-Report-Only`""",
      T("TypeScript"), T("Helmet"), T("Node.js"),
      source="github:helmetjs/helmet:CHANGELOG.md", kind="changelog",
      note="helmet.contentSecurityPolicy etc. code; nodenext a module-resolution setting; the headers are HTTP headers"),
    R("""# 0.17.2 - 1 June, 2019

### Typings

- Improve count typings #3239

### Bug fixes:

- "colorette" dependency breaks browserify builds #3238

# 0.17.1 - 31 May, 2019

### New features:

- Add migrate:down functionality #3228

### Typings

- Update type of aggregation results to not be arrays when first has been invoked before #3237
- Include undefined in type of single row results #3231
- Fix incorrect type definitions for single row queries #3230

# 0.17.0 - 28 May, 2019

### New features:

- Add support for returning started transaction without immediately executing it #3099
- Add support for passing transaction around with only starting it when needed #3099
- Add clearHaving function #3141
- Add --all flag for rollback in CLI #3187
- Add error detail log to knex CLI #3149
- Support multi-column whereIn in sqlite through values clause #3220
- Allow users to specify the migrations "tableName" parameter via the CLI #3214
- Unify object options handling for datetime/timestamp across dialects #3181
- Add "up" command for migrations #3205

### Bug fixes:

- Fix order of migration rollback #3172

### Test / internal changes:

- Execute CI tests on Node.js 12 #3171
- Docker-based test dbs #3157
- Use cli-testlab for testing CLI #3191""",
      T("colorette"), T("Browserify"), T("Knex"), T("SQLite"), T("Node.js"), T("Docker"), T("cli-testlab"),
      source="github:knex/knex:CHANGELOG.md", kind="changelog",
      note="whereIn, clearHaving and migrate:down are Knex's own API; cli-testlab a test package, labelled, doubtful"),
    R("""# 3.0.1

[diff](https://github.com/prettier/prettier/compare/3.0.0...3.0.1)

#### Fix cursor positioning for a special case ([#14812](https://github.com/prettier/prettier/pull/14812) by [@fisker](https://github.com/fisker))

<!-- prettier-ignore -->
```js
// <|> is the cursor position

/* Input */
// All messages are represented in JSON.
// So, the prettier.py controls a subprocess which spawns "node {this_file}".
import {<|>  } from "fs"

/* Prettier 3.0.0 */
// All messages are represented in JSON.
// So, the prettier.py <|>controls a subprocess which spawns "node {this_file}".
import {} from "fs"

/* Prettier 3.0.1 */
// All messages are represented in JSON.
// So, the prettier.py controls a subprocess which spawns "node {this_file}".
import {<|>} from "fs"
```

#### Fix plugins/estree.d.ts to make it a module ([#15018](https://github.com/prettier/prettier/pull/15018) by [@kingyue737](https://github.com/kingyue737))

Add `export {}` in `plugins/estree.d.ts` to fix the "File is not a module" error

#### Add support for Vue "Generic Components" ([#15066](https://github.com/prettier/prettier/pull/15066) by [@auvred](https://github.com/auvred))

https://blog.vuejs.org/posts/vue-3-3#generic-components

<!-- prettier-ignore -->
```vue
<!-- Input -->
<script setup lang="ts" generic="T extends Type1 & Type2 & (Type3 | Type4), U extends string | number | boolean"></script>

<!-- Prettier 3.0.0 -->
<script
  setup
  lang="ts"
  generic="T extends Type1 & Type2 & (Type3 | Type4), U extends string | number | boolean"
></script>

<!-- Prettier 3.0.1 -->
<script
  setup
  lang="ts"
  generic="
    T extends Type1 & Type2 & (Type3 | Type4),
    U extends string | number | boolean
  "
></script>
```""",
      T("Prettier"), T("JavaScript"), T("Vue"), F("plugins/estree.d.ts"),
      source="github:prettier/prettier:CHANGELOG.md", kind="changelog",
      note="the js and vue fences; prettier.py and \"node {this_file}\" are inside the example's comments, not "
           "labelled (no Python, no Node.js); lang=\"ts\" an attribute in code, TypeScript not labelled, doubtful"),
    # ---------------------------------------------------------------- Q&A answers
    R("""How to Configure Proxy Settings for API Requests in Create React App
To configure proxy settings for API requests in Create React App, add a proxy string to your package.json for simple setups, or create a src/setupProxy.js file using http-proxy-middleware for advanced configurations like path rewriting or multiple targets.
When you run npm start in a Create React App (CRA) project, the development server needs to forward API requests to your backend. Configuring proxy settings for API requests prevents CORS issues during development and allows your React app to communicate with servers running on different ports.
How the Proxy Works Under the Hood
CRA's development server is powered by webpack-dev-server with an Express backend. The proxy logic is implemented in packages/react-dev-utils/WebpackDevServerUtils.js within the prepareProxy function (lines 302-389), which is invoked by the start script in packages/react-scripts/scripts/start.js.
Reading the Proxy Field
When you run npm start, the development server loads your project's package.json and extracts the value from the proxy field. This value is passed directly to prepareProxy for validation and middleware creation.""",
      T("Create React App"), T("http-proxy-middleware"), T("npm"), T("React"), T("webpack-dev-server"), T("Express"),
      F("src/setupProxy.js"), F("packages/react-dev-utils/WebpackDevServerUtils.js"),
      F("packages/react-scripts/scripts/start.js"),
      source="https://instagit.com/facebook/create-react-app/how-do-i-configure-proxy-settings-for-api-requests",
      kind="qa", note="npm start names npm; package.json bare; CORS a browser policy"),
    R("""Backend FAQs

How do I avoid CORS errors and connect my create-react-app frontend to my express API?

Are you getting CORS errors during development when you try to access your backend? This happens when your backend is another port than your frontend, and the browser treats this as cross-origin. If your frontend and backend are same-origin (ie on the same host and port) then browsers do not impose CORS header restrictions or perform preflight requests, simplifying your backend setup and improving user performance.

Assuming your express server runs on port 3001 and CRA is running in 3000, then you can add the proxy field in your package.json


"proxy": "http://localhost:3001"

create-react-app will then proxy unknown requests to your backend. You can read more about how CRA handles this in their docs.

If you're not using create-react-app and using webpack-dev-server directly, then you would pass the proxy option to devServer in your webpack configuration as described in the webpack docs.

Now make sure all your requests to your backend are using relative URLs rather than including host and port, like so:


For production deployments, you would use nginx to serve your react app and proxy API requests to your backend.


server {
location /api {
proxy_pass http://localhost:3001/;
location / {
root /var/www/html/;
try_files $uri $uri/ /index.html;""",
      T("Create React App"), T("Express"), T("webpack-dev-server"), T("Webpack"), T("Nginx"), T("React"),
      source="https://danielfgray.com/articles/backend-faq", kind="qa",
      note="the answer's fetch example was not stored (blank); /var/www/html/ and /index.html absolute or URL paths; "
           "location /api an nginx location, no method, not labelled"),
    R("""Within express routes, why have `./routes` instead of `/routes`?

Almost every example I have seen, the app.js is using

with the path
. I am wondering why can't we just use
. So for example, why can't we do the following.

var express = require('express');
var app = express();
var routes = require('/routes');

You can use require('/routes');, but that would look for the routes file at the top level of your disk volume (in the root directory). So, if the current volume is //mydisk, then require('/routes'); would look for the file at //mydisk/routes.

The reason people use require('./routes') is to load the routes files from the current directory, not from the top level of the current volume.""",
      T("Express"),
      source="https://codedump.io/share/8hc4jwcwBLJ4/1/within-express-routes-why-have-routes-instead-of-routes",
      kind="qa",
      note="the question's inline code was lost in the stored copy; ./routes and /routes are module paths without an "
           "extension (a folder or a module), not labelled; //mydisk/routes absolute; app.js bare"),
    R("""Django TemplateDoesNotExist?
Introduction
TemplateDoesNotExist in Django means the template loader could not resolve the requested template path. This is usually a configuration or path mismatch, not a rendering bug.
This article provides a structured troubleshooting flow for quickly resolving template lookup failures.
Core Sections
1) Verify template file path and name
If view calls render(request, "app/home.html"), ensure file actually exists at expected location and exact case.
Case differences can fail on Linux even if they worked on macOS.
2) Check TEMPLATES settings
APP_DIRS=True enables app template discovery under <app>/templates/.
3) Confirm app-level template structure
Recommended pattern:
Namespacing by app reduces collisions.
4) Inspect loader debug output
Django error page usually lists paths searched. Use that list directly to identify misconfigured dirs.""",
      T("Django"), T("Linux"), T("macOS"), F("app/home.html"),
      source="https://codemia.io/knowledge-hub/path/django_templatedoesnotexist", kind="qa",
      note="the site's advertising line cut; app/home.html a template path, labelled; <app>/templates/ a placeholder "
           "folder; the recommended layout was not stored"),
    R("""The docker-compose.yml file

In order to do something useful with containers, they have to be arranged as part of a project, usually referred to as an ‘application’. This is what a docker-compose.yml file does, specifying what images are required, what ports they need to expose, whether the have access to the host filesystem, what commands should be run, and so on.

Important

In the Divio Cloud architecture, the docker-compose.yml file is not used for Cloud deployments, but only for the local server. On the Cloud, the deployment is taken care of by dedicated systems on our servers.

The docker-compose.yml in Divio Cloud projects builds a web service in a container using its Dockerfile. It also builds a db service, from a standard postgres:9.4 image.

Most Divio Cloud projects will use this docker-compose.yml, or something very similar to it.

web:
 build: .
 links:
  - "db:postgres"
 ports:
  - "8000:80"
 volumes:
  - ".:/app:rw"
  - "./data:/data:rw"
 command: python manage.py runserver 0.0.0.0:80
 env_file: .env-local
db:
 image: postgres:9.4
 volumes:
  - ".:/app:rw"

The web service

The first definition in the file is for the web service. In order, the directives mean:

  • build: build it from the Dockerfile in the parent directory
  • links: link to the database container
  • ports: map the external port 8000 to the internal port 80""",
      T("Docker Compose"), T("Divio Cloud"), T("Docker"), T("PostgreSQL"), T("Python"),
      source="https://docs.divio.com/en/latest/reference/docker-docker-compose.html", kind="docs",
      note="docker-compose.yml names Docker Compose; the Dockerfile names Docker; postgres:9.4 the PostgreSQL image; "
           "python manage.py runserver names Python (Django only implied by manage.py, not labelled); ./data a folder"),
    R("""When working with Next.js API routes, developers often encounter the "Method Not Allowed" error. This occurs when the HTTP method used in the request does not match the methods supported by the API route. For example, if an API route only handles POST requests but receives a GET request, Next.js will return a 405 status code.
The reason for this behavior lies in how Next.js processes API routes. Each API route file must export a request handler function that checks the request method explicitly. If the method is not supported, the server responds with "Method Not Allowed." Below is a common scenario where this error appears:
```javascript
// pages/api/user.js
export default function handler(req, res) {
if (req.method === 'POST') {
res.status(200).json({ message: 'User created' });
} else {
res.status(405).json({ message: 'Method not allowed' });
```
In this example, only POST requests are allowed. If a client sends a GET, PUT, or DELETE request, the server responds with a 405 error. To fix this, developers must ensure the API route supports the intended HTTP methods. The following code demonstrates handling multiple methods:
```javascript
// pages/api/data.js
export default function handler(req, res) {
switch (req.method) {
case 'GET':
res.status(200).json({
'Fetch data' });
break;
case 'POST':
res.status(201).json({
'Create data' });
break;
default:
res.status(405).json({ message: 'Method not allowed' });
```""",
      T("Next.js"), T("JavaScript"), F("pages/api/user.js"), F("pages/api/data.js"),
      source="https://taourl.com/read-2308749.html", kind="qa",
      note="the javascript fences; the routes' URL paths (/api/user, /api/data) are never written, no endpoint "
           "labelled; the code as stored, its closing braces lost"),
    R("""pytest import mechanisms and sys.path/PYTHONPATH

Here’s a list of scenarios where pytest may need to change sys.path in order to import test modules or conftest.py files.

Test modules / conftest.py files inside packages

Consider this file and directory layout:

root/
|- foo/
   |- __init__.py
   |- conftest.py
   |- bar/
      |- __init__.py
      |- tests/
         |- __init__.py
         |- test_foo.py

When executing:

pytest root/

pytest will find foo/bar/tests/test_foo.py and realize it is part of a package given that there’s an __init__.py file in the same folder. It will then search upwards until it can find the last folder which still contains an __init__.py file in order to find the package root (in this case foo/). To load the module, it will insert root/ to the front of sys.path (if not there already) in order to load test_foo.py as the module foo.bar.tests.test_foo.

The same logic applies to the conftest.py file: it will be imported as foo.conftest module.""",
      T("pytest"), F("foo/bar/tests/test_foo.py"),
      source="https://happytest.readthedocs.io/en/latest/pythonpath/", kind="docs",
      note="conftest.py, __init__.py and test_foo.py bare; foo.bar.tests.test_foo and foo.conftest module names; "
           "PYTHONPATH an environment variable; Python not named outside sys.path"),
    R("""Create backend endpoints by adding files to the api/ directory. Export named functions for each HTTP method.
// api/hello.ts export async function GET(req) { const name = req.query.name || 'World'; return { message: `Hello, ${name}!` }; } export async function POST(req) { const { text } = req.body; return { created: true, text }; }
This creates GET /api/hello and POST /api/hello.
| Property | Type | Description |
|---|---|---|
method | string | HTTP method (GET, POST, etc.) |
url | string | Request pathname |
query | object | Parsed query string parameters |
params | object | Dynamic route parameters |
body | any | Parsed JSON body (non-GET) |
files | array | Uploaded files (multipart) |
headers | object | Request headers |
// api/users/[id].ts export async function GET(req) { const userId = req.params.id; return { user: { id: userId, name: 'Alice' } }; } // GET /api/users/42 → { user: { id: "42", name: "Alice" } }""",
      F("api/hello.ts"), F("api/users/[id].ts"), E("GET /api/hello"), E("POST /api/hello"),
      E("GET /api/users/42"),
      source="https://lumenjs.dev/docs/api-routes", kind="docs",
      note="LumenJS only in the address; GET /api/users/42 a request the api/users/[id].ts route answers, labelled as "
           "written; TypeScript only as the .ts extension, not labelled"),
    R("""Introduction to API Routes
API routes are the solution to building your API with Next.js.
How does this work?
Files dat are inside the folder pages/api
is mapped to /api/*
, where it will be treated as the API endpoint instead of as a page
. They will not increase client-side bundle size since they are server-side only bundles.
If you want your API route to work, you have to export a function as default, which is basically the request handler, and this will receive two parameters:
req
is an instance ofhttp.IncomingMessage
.It will also receive a few pre-built middlewares.
res
is an instance ofhttp.ServerResponse
.This will also receive a few helper functions.
If you want to handle different HTTP methods in your API route, you can use req.method
in your request handler.
A good and simple example
export default function handler(req, res) {
if (req.method === 'POST') {
// process a POST request
} else {
// handle any other HTTP method
}
}""",
      T("Next.js"),
      source="https://javascript-explained.vercel.app/next-js/introduction-to-api-routes", kind="blog",
      note="pages/api a folder; /api/* a pattern with no method; http.IncomingMessage a class"),
    R("""Fix: Spring Boot Whitelabel Error Page - This application has no explicit mapping
Part of: Java & JVM Errors
Quick Answer
How to fix the Spring Boot Whitelabel Error Page caused by missing controller mappings, wrong component scan, wrong package structure, and missing Thymeleaf templates.
The Error
You open your Spring Boot app in the browser and see:
Whitelabel Error Page
This application has no explicit mapping for /error, so you are seeing this as a fallback.
There was an unexpected error (type=Not Found, status=404).Or variations:
There was an unexpected error (type=Internal Server Error, status=500).There was an unexpected error (type=Method Not Allowed, status=405).Spring Boot could not find a controller method to handle the requested URL. Instead of a raw HTTP error, it shows the Whitelabel Error Page as a fallback.
Why This Happens
Spring Boot maps HTTP requests to @Controller or @RestController methods using @RequestMapping, @GetMapping, @PostMapping, etc. When no mapping matches the requested URL, the DispatcherServlet falls through to the default error path /error. Because the default BasicErrorController is registered automatically, that path renders the Whitelabel page instead of a raw HTTP error. The whitelabel page is therefore not the bug — it is the symptom that no mapping handled your request.""",
      T("Spring Boot"), T("Thymeleaf"),
      source="https://fixdevs.com/blog/spring-boot-whitelabel-error-page/", kind="qa",
      note="Java only in the site's category line (\"Java & JVM Errors\"), not labelled, doubtful; /error Spring's "
           "fallback path with no method, not labelled; DispatcherServlet and BasicErrorController classes"),
    R("""Fix Flask CORS Errors: Complete flask-cors Tutorial & Guide

Technical Summary

Web development projects frequently encounter the critical CORS error: "No 'Access-Control-Allow-Origin' header is present," especially when configuring a Flask API to serve JavaScript clients (like jQuery AJAX). The most reliable and concise solution is the flask-cors extension. It enables secure Cross-Origin Resource Sharing by correctly setting necessary HTTP headers and handling complex OPTIONS preflight requests. For optimal security, developers must avoid global wildcards (`origins='*'`) and instead specify trusted specific origins. The recommended setup involves initializing CORS and defining allowed origins, enhancing both function and deployment safety:

from flask_cors import CORS; CORS(app, origins=['https://trusted.com', 'http://localhost:3000'])

Resolving the Critical 'Access-Control-Allow-Origin' Error in Flask APIs

Conclusion: Secure Implementation Using Flask-CORS

The most robust and streamlined approach to solve the common cross-origin rejection error is integrating the flask-cors extension. This library handles the complexity of HTTP headers and preflight requests, allowing developers to focus on application logic while ensuring secure CORS configuration.

Recommended Secure Configuration:

pip install -U flask-cors
from flask import Flask
from flask_cors import CORS

app = Flask(__name__)

# Configure CORS to allow only specific, trusted origins
# Replace the origins list with your client domain(s).
CORS(app, resources={r"/*": {"origins": ["http://localhost:3000", "https://production-client-domain.com"]}})

@app.route('/email/', methods=['POST'])
def handle_email_submission():
  # ... application logic here
  return '200 OK'""",
      T("Flask"), T("Flask-CORS"), T("JavaScript"), T("jQuery"), T("pip"), E("POST /email/"),
      source="https://openillumi.com/en/en-flask-cors-master", kind="qa",
      note="the page's tag line cut; pip install names pip; AJAX a technique; r\"/*\" a resource pattern"),
    R("""Cross-Origin Resource Sharing (CORS) is an HTTP-header based mechanism that allows a server to indicate any origins (domain, scheme, or port) other than its own from which a browser should permit loading resources.
CORS is specifically a browser security mechanism—it is implemented and enforced by web browsers. If we have a Flask backend and a traditional client-side React frontend, since the fetch requests will be coming from the client-side (browser) going to the backend, we will need to set up CORS. If our frontend was instead something like Next.js 15 and all of our fetch requests were in server components and server actions then these would be server-to-server calls, and are therefor not subject to CORS.
Our approach to handling CORS will depend on how we intend on serving the frontend and backend:
- The frontend and backend will be served from the same domain and port by configuring Nginx as a reverse proxy (example below).
- The frontend and backend will be served separately (different domain and/or different ports)
When developing, the Flask backend will be running on one port (e.g. http://localhost:5000/) and the React backend will be running on another (e.g. http://localhost:3000/). Out-of-the-box, if you want to make an API call to the backend, you would have to use the full URL since they are not the same origin:
fetch('http://localhost:5000/api/color', options);
// or
axios.get('http://localhost:5000/api/color', config);""",
      T("Flask"), T("React"), T("Next.js"), T("Nginx"), T("Axios"), E("GET /api/color"),
      source="https://github.com/jessicarush/react-notes/blob/master/react_with_flask_api.md", kind="docs",
      note="stored from a mirror of the GitHub page; the project tree above cut; axios.get gives the method for the "
           "Flask API's /api/color (the fetch alone gives none)"),
    R("""Understanding of CORS (Cross Origin Resource Sharing)

My Struggle
Every time I try to develop projects, especially when working on both frontend and backend, I encounter the same frustrating error:
“Access to fetch at ‘Your API URL’ from origin ‘Your Frontend URL’ has been blocked by CORS policy: No ‘Access-Control-Allow-Origin’ header is present on the requested resource.”
To fix this, I end up modifying the backend code. In my case, using a Flask Python backend, I add the flask_cors
package to enable CORS for specific or all routes, and the error disappears.
But what’s happening under the hood? Why does this error occur? I spent some time researching and want to explain it in this article.
What is CORS?
CORS stands for Cross-Origin Resource Sharing. It’s a security mechanism that controls how resources are shared between different origins. A common example is a frontend application requesting data from a backend API.""",
      T("Flask"), T("Python"), T("Flask-CORS"),
      source="https://katrina.sh/en/post/2025-04-13-understanding-of-cross-origin-resource-sharing.html",
      kind="blog", note="the flask_cors package is Flask-CORS (recorded spelling)"),
    # ---------------------------------------------------------------- blog posts and tutorials
    R("""Building a REST API
This is the phase where it all comes together. For five phases you've collected the pieces — the engine and its routes, route groups, binding JSON onto structs, validation tags, c.JSON and status codes, middleware. None of those were ends in themselves. They were parts for this: a real REST API you can hit with curl and watch behave like the services you'll build at work.
We're going to grow the tasks API from "a few scattered handlers" into one complete, coherent resource. By the end you'll have create, read, update, and delete all wired up — and, more importantly, a mental model that makes the next resource you build feel like filling in a template.
The mental model: a resource is five handlers over one collection
💡 A REST resource is a collection of things plus the five standard operations you can do to it. For our tasks, that's: list them all, get one by id, create a new one, update an existing one, and delete one. That's the whole shape. Five handlers, one collection. Every resource you ever build — users, orders, invoices, comments — is the same five verbs over a different noun.
Those five operations map onto HTTP methods and paths so predictably that the mapping is practically a law:
| Operation | Method & path | Success status |
|---|---|---|
| List all | GET /tasks |
200 OK |
| Get one | GET /tasks/:id |
200 OK (or 404) |
| Create | POST /tasks |
201 Created |
| Update | PUT /tasks/:id |
200 OK (or 404) |
| Delete | DELETE /tasks/:id |
204 No Content (or 404) |
Notice the symmetry: the collection (/tasks) is where you list and create; a single item (/tasks/:id) is where you get, update, and delete. Once you see that, you're not memorizing five unrelated functions — you're filling in a known grid. We'll state the grid, then build it cell by cell.
The store: shared state, guarded
Before handlers, we need somewhere to keep tasks. We'll use an in-memory store — a plain Go map behind a counter.""",
      T("Go"),
      E("GET /tasks"), E("GET /tasks/:id"), E("POST /tasks"), E("PUT /tasks/:id"), E("DELETE /tasks/:id"),
      T("REST"),
      source="https://themissingmanual.dev/guides/gin-from-zero/6", kind="blog",
      note="the tasks API's five routes, each with its verb; Gin is not named in this part of the guide (only the "
           "engine and c.JSON), not labelled; curl an everyday utility [REST labelled in part 16: the corpus labels the noun phrase 'REST API']"),
    R("""FastAPI
Understanding HTTP method semantics deeply is essential for building RESTful, scalable APIs.
Idempotent: Multiple calls have same effect as single call.
# GET - Safe and idempotent
@app.get("/users/{user_id}")
async def get_user(user_id: int):
# Call 100 times = same result
return db.get(user_id)
# DELETE - Idempotent (already deleted = deleted)
@app.delete("/users/{user_id}")
async def delete_user(user_id: int):
# Call 100 times = same effect as 1 call
db.delete(user_id)
return {"deleted": True}
# PUT - Idempotent (replaces with same data)
@app.put("/users/{user_id}")
async def replace_user(user_id: int, user: User):
# Call 100 times with same data = 1 call
db.replace(user_id, user)
return user# POST - Not idempotent (creates new each time)
@app.post("/orders")
async def create_order(order: Order):
# Call 100 times = 100 orders created!
return db.create(order)
# PATCH - Usually not idempotent (depends on state)
@app.patch("/users/{user_id}")
async def increment_score(user_id: int):
# Call 100 times = score incremented 100 times!
db.increment_score(user_id)
return db.get(user_id)from fastapi import FastAPI, HTTPException, status
app = FastAPI()
# Collections
@app.get("/items") # List
async def list_items(skip: int = 0, limit: int = 10):
return {"items": db.list(skip, limit)}
@app.post("/items") # Create
async def create_item(item: Item):
new_item = db.create(item)
return {"id": new_item.id, **new_item.dict()}
# Specific resources
@app.get("/items/{item_id}") # Get
async def get_item(item_id: int):
item = db.get(item_id)
if not item:
raise HTTPException(status_code=404)
return item
@app.put("/items/{item_id}") # Full update
async def replace_item(item_id: int, item: Item):
if not db.exists(item_id):
raise HTTPException(status_code=404)
return db.replace(item_id, item)
@app.patch("/items/{item_id}") # Partial update
async def update_item(item_id: int, update: ItemUpdate):
return db.patch(item_id, update)""",
      T("FastAPI"),
      E("GET /users/{user_id}"), E("DELETE /users/{user_id}"), E("PUT /users/{user_id}"), E("POST /orders"),
      E("PATCH /users/{user_id}"), E("GET /items"), E("POST /items"), E("GET /items/{item_id}"),
      E("PUT /items/{item_id}"), E("PATCH /items/{item_id}"),
      source="https://learning.ojasamirai.com/fastapi/api_basics/advanced/http_methods", kind="blog",
      note="the page's code as stored, its indentation lost; Python only in unfenced code, not labelled, doubtful"),
    R("""API

Employee APIs

  • POST /employees – Create new employee (with optional address and department)

  • GET /employees/{id} – Get employee by ID

  • PUT /employees/{id} – Update employee details

  • DELETE /employees/{id} – Delete employee

  • GET /employees?name=John&department=HR&page=0&size=10&sortBy=hireDate – Get paginated, sorted list of employees with optional filters (name, department, salary range, etc.)

  • GET /employees/by-department/{deptId} – Get employees by department

  • GET /employees/{id}/projects – Get all projects assigned to an employee

  • GET /employees/{id}/salaries – Get all salaries for an employee

  • GET /employees/search – Advanced search using specifications (name, date range, department, etc.)

DTO

EmployeeRequestDTO

This is used for creating or updating an employee.

public class EmployeeRequestDTO {
    private String name;
    private String email;
    private String phone;
    private LocalDate hireDate;
    private Long departmentId;
    private AddressDTO address; // embedded sub-object
}

EmployeeResponseDTO

This is used for returning employee data to the client, including resolved department name, address details, and project names (if needed).

AddressDTO

Used for both request and response to nest address within employee DTOs.

Controller

Repository

Specification Class

Mapper Interface

We can use MapStruct or manual mapping. Example using MapStruct:

Service Interface

Service Implementation

Department APIs

  • POST /departments – Create a new department

  • GET /departments – List all departments

  • GET /departments/{id} – Get department details

  • PUT /departments/{id} – Update department

  • DELETE /departments/{id} – Delete department""",
      T("MapStruct"),
      E("POST /employees"), E("GET /employees/{id}"), E("PUT /employees/{id}"), E("DELETE /employees/{id}"),
      E("GET /employees/by-department/{deptId}"), E("GET /employees/{id}/projects"),
      E("GET /employees/{id}/salaries"), E("GET /employees/search"), E("POST /departments"),
      E("GET /departments"), E("GET /departments/{id}"), E("PUT /departments/{id}"), E("DELETE /departments/{id}"),
      source="https://www.pranaypourkar.co.in/the-programmers-guide/spring/concepts-set-1/spring-persistence/examples/employee-portal/api",
      kind="docs",
      note="the employee portal's API list, each with its verb; GET /employees written only with its query string, not "
           "labelled, doubtful; Spring only in the address; the Java class not fenced, Java not labelled"),
    R("""# First End Point

```python
from fastapi import FastAPI
from typing import Dict

# FastAPI instance
app = FastAPI(title="First Endpoint")

@app.get("/")
async def first_endpoint() -> Dict[str, str]:
    \"\"\"
    A coroutine to add a GET endpoint at the root path.

    Returns
    -------
    Dict[str, str]
        Response
    \"\"\"
    return {"first": "endpoint"}
```

## Explanation

### Point of Interaction

The `app` is the main point of interaction.

### Path Operation

This script creates a *path operation*. 

The "path" refers to the last part of the url starting from the first `/`; e.g., for `https://example.com/items/foo`, the path would be `/items/foo`. A "path" is also commonly called an "endpoint" or a "route".

"Operation" means one of the HTTP methods. When building APIs, we use these specific HTTP methods to perform a specific action:

* POST: to create data
* GET: to read data
* PUT: to update data
* DELETE: to delete data

In the HTTP protocol, we can communicate to each path using one (or more) of these "methods".

**In OpenAPI, each of the HTTP methods is called an "operation".**

### Path Operation Decorator

The `@app.get("/")` tells FastAPI that the function to be decorated is tasked to handle requests that:

* Corresponds to the path "/"
* Use a a `get` operation

### Path Operation Function

The `first_endpoint` coroutine is called by FastAPI whenever it receives a request to the URL "/" using a `GET` operation.

In [2]:
!uvicorn scripts.endpoint:app


INFO:     Started server process [57356]
INFO:     Waiting for application startup.
INFO:     Application startup complete.
INFO:     Uvicorn running on http://127.0.0.1:8000 (Press CTRL+C to quit)""",
      T("Python"), T("FastAPI"), T("OpenAPI"), T("Uvicorn"), E("GET /"),
      source="https://github.com/yangwu1227/python-learning", kind="docs",
      note="a learning notebook's notes; /items/foo an example URL path with no route, not labelled; "
           "scripts.endpoint:app a module path, not a file"),
    R("""- Implement the basic CRUD (create, read, update and delete) actions using the appropriate HTTP methods.
CREATE (post), READ (get), UPDATE (put, patch), DELETE
- Respond with the correct status codes.
200 -> everything is good
400 -> client error, something went wrong
500 -> server error
- Parse the HTTP request body, when necessary, and use it accordingly.
- Define routes that satisfy the REST constraints.
GET /users -> list of users
GET /users/:id -> one user with that id
GET /users/:id/list -> lists for a specific user
POST /users -> creating a new user
- Persist the data (in most cases, anyway).""",
      E("GET /users"), E("GET /users/:id"), E("GET /users/:id/list"), E("POST /users"),
      source="https://git.ete.moe/Codaisseur/first-server-60/blob/main/REST.md", kind="docs",
      note="course notes for a first server: the routes to define, each with its verb; no technology named"),
    R("""Why Structure Matters

When you are learning Express, every tutorial puts everything in a single app.js file: routes, middleware, database connections, business logic, error handling. For a tutorial with 3 routes, this is fine. For a real application, it is a disaster.

As your application grows — 10 routes become 50, one model becomes 15, simple validation becomes complex business rules — a single file becomes unmanageable. You spend more time scrolling through 2,000 lines of code looking for the function you need than actually writing code. Multiple developers editing the same file creates constant merge conflicts. Testing is nearly impossible because everything is tangled together.

Good project structure provides:

  1. Separation of concerns — Each file has one responsibility. Database queries live in models, request handling lives in controllers, URL mapping lives in routes. When something breaks, you know exactly where to look.
  2. Discoverability — A new developer joins the team, looks at the folder structure, and immediately understands where to find things. Need the user authentication logic? Check controllers/authController.js. Need the database schema? Check models/User.js.
  3. Team collaboration — Two developers can work on different features without touching the same files. One builds the user controller while another builds the product controller. No merge conflicts.""",
      T("Express"), F("controllers/authController.js"), F("models/User.js"),
      source="https://kodojo.dev/learn/node-project-structure?lang=fr", kind="blog",
      note="app.js bare; MVC a pattern"),
    R("""Tutorial: Create a minimal web API with ASP.NET Core

By Rick Anderson and Tom Dykstra

Minimal APIs are architected to create HTTP APIs with minimal dependencies. They are ideal for microservices and apps that want to include only the minimum files, features, and dependencies in ASP.NET Core.

This tutorial teaches the basics of building a minimal web API with ASP.NET Core. For a tutorial on creating a web API project based on controllers that contains more features, see Create a web API. For a comparison, see Differences between minimal APIs and APIs with controllers in this document.

Overview

This tutorial creates the following API:

API Description Request body Response body
GET / Browser test, "Hello World" None Hello World!
GET /todoitems Get all to-do items None Array of to-do items
GET /todoitems/complete Get completed to-do items None Array of to-do items
GET /todoitems/{id} Get an item by ID None To-do item
POST /todoitems Add a new item To-do item To-do item
PUT /todoitems/{id} Update an existing item   To-do item None
DELETE /todoitems/{id}     Delete an item     None None

Prerequisites

VS22 installer workloads

Create a Web API project

  • Start Visual Studio 2022 and select Create a new project.

  • In the Create a new project dialog:

    • Enter API in the Search for templates search box.
    • Select the ASP.NET Core Web API template and select Next. Visual Studio Create a new project
  • Name the project TodoApi and select Next.

  • In the Additional information dialog:

    • Select .NET 6.0 (Long-term support)
    • Remove Use controllers (uncheck to use minimal APIs)
    • Select Create""",
      T("ASP.NET"), T("Visual Studio"), T(".NET"),
      E("GET /"), E("GET /todoitems"), E("GET /todoitems/complete"), E("GET /todoitems/{id}"), E("POST /todoitems"),
      E("PUT /todoitems/{id}"), E("DELETE /todoitems/{id}"),
      source="https://learn.microsoft.com/en-us/aspnet/core/tutorials/min-web-api?view=aspnetcore-6.0", kind="docs",
      note="ASP.NET Core is the lexicon's ASP.NET; the tutorial's API table, each route with its verb; VS22 is Visual "
           "Studio 2022, already labelled"),
    R("""HTTP Methods and Routing

Flask HTTP Methods and Routing: Your Web Traffic Control Center

The Big Picture: A Restaurant Analogy

Imagine a restaurant. Customers come in wanting different things:

  • Some want to see the menu (GET)
  • Some want to place an order (POST)
  • Some want to change their order (PUT)
  • Some want to cancel their order (DELETE)

Flask routing is like being the restaurant manager who directs each customer to the right waiter (view function) based on what they want!

GET Method: “Show Me!”

GET is the most common method. When you type a website URL and press Enter, you’re making a GET request.

Simple Example

from flask import Flask
app = Flask(__name__)

@app.route('/menu')
def show_menu():
    return "Pizza, Burger, Salad"

What happens:

  1. User visits yoursite.com/menu
  2. Flask sees the /menu path
  3. Flask calls show_menu() function
  4. User sees “Pizza, Burger, Salad”

POST Method: “Create Something New!”

POST sends data TO the server. Like filling out a form and clicking Submit.

Example: Taking an Order

from flask import Flask, request

@app.route('/order', methods=['POST'])
def place_order():
    food = request.form.get('food')
    return f"Order received: {food}"

Key Points:

  • We add methods=['POST'] to allow POST
  • request.form.get() reads the data sent
  • By default, routes only accept GET""",
      T("Flask"), E("POST /order"),
      source="https://blimto.com/concepts/flask/flask-http-methods-and-routing", kind="blog",
      note="the /menu route gives no method (GET only by Flask's default, said in general), not labelled, doubtful; "
           "the /item/<food_name> example cut"),
    R("""Organizing Routes into Modules

As an Express application grows past a handful of endpoints, keeping every route in app.js becomes unmanageable — merge conflicts multiply, related logic drifts apart, and finding anything turns into a scavenger hunt. The fix is to split routes into small, focused route modules, each living in its own file under a routes/ directory and exporting an express.Router(). An aggregator then wires them together, and app.js mounts that aggregator under a single prefix. This is the structure nearly every production Express codebase converges on, and it scales cleanly to versioned APIs like /api/v1.

A scalable directory layout

The convention is one router file per resource. Each file is self-contained: it imports Express, builds a router, defines that resource’s routes relative to its own root, and exports the router. An index.js aggregator collects them under sub-prefixes so the main app only ever mounts one thing.

src/
├── app.js
└── routes/
    ├── index.js          # aggregator — combines all resource routers
    ├── userRoutes.js     # everything under /users
    └── productRoutes.js  # everything under /products

Paths inside each module are written relative to the mount point, not the site root. A router.get("/") in userRoutes.js becomes /api/v1/users once the prefixes are stacked — you never repeat the prefix inside the module.

The resource route modules

Each module is a plain router. Here is a users module using async handlers (the standard for anything touching a database or external service):

// routes/userRoutes.js
const express = require("express");
const router = express.Router();

// Pretend data source
const users = [{ id: 1, name: "Ada" }, { id: 2, name: "Grace" }];

router.get("/", async (req, res) => {
  res.json(users);
});""",
      T("Express"), F("routes/userRoutes.js"), E("GET /api/v1/users"),
      source="https://www.devcraftly.com/express/router-modular-structure", kind="blog",
      note="router.get(\"/\") in userRoutes.js is said to become /api/v1/users, labelled so, doubtful; the tree's "
           "entries are bare names under folders, not written paths; app.js and index.js bare"),
    R("""Routing
Function routing shares the same syntax as page routing.
Both top-level and nested routes are supported.
src/api/top-level.js
=>/api/top-level
src/api/directory/foo.js
=>/api/directory/foo
index.js
files are routed at their directory path e.g. src/api/users/index.js
=> /api/users""",
      F("src/api/top-level.js"), F("src/api/directory/foo.js"), F("src/api/users/index.js"),
      source="https://v3.gatsbyjs.com/docs/reference/functions/routing", kind="docs",
      note="Gatsby only in the address; the function routes are given without a method, not labelled; index.js bare"),
    R("""GitHub Actions CI Pipeline in Practice: Build Automated Testing from Scratch
It’s 3 AM. Your phone vibrates. A colleague messages: “Production is down. The code you merged yesterday has issues.”
Your mind goes blank. You tested it locally, right? After checking the logs, you discover the problem: your local Node version is 20, but the test environment uses 18. An API behaves differently between versions. In that moment, you want to scream—if only there was a CI pipeline running tests automatically before merging, this never would have happened.
Let’s be honest: nine out of ten developers forget to run tests manually. The one who doesn’t forget has probably been burned before. GitHub Actions solves this problem: push code, and it automatically builds, tests, and deploys. No mental overhead—machines handle it for you.
In this article, I’ll guide you through building a complete CI pipeline from scratch. Including: a ready-to-use workflow template you can copy directly, Matrix strategy for multi-version parallel testing (cutting build time by more than half), and lessons learned from real-world experience. Ready? Let’s begin.
Chapter 1: GitHub Actions Quick Start
What is GitHub Actions
Simply put, GitHub Actions is GitHub’s built-in automation platform. You push code locally, and it runs tests, builds, and deployments in the cloud—fully automated.
In the past, setting up CI/CD meant building your own Jenkins server, with all the configuration, maintenance, and upgrades that entails. GitHub Actions’ strength lies in: no server management, no software installation—just drop a YAML file in your repository. Plus, you get 2000 free minutes per month (unlimited for public repos), which is plenty for personal projects and small teams.
Compared to Jenkins and Travis CI, GitHub Actions has clear advantages: deep integration with GitHub repos, build status visible directly in PRs; simple configuration without learning Groovy syntax""",
      T("GitHub Actions"), T("Node.js"), T("Jenkins"), T("Travis CI"), T("Groovy"),
      source="https://eastondev.com/blog/en/posts/dev/20260406-github-actions-ci/", kind="blog",
      note="Node is Node.js; GitHub as a host only, not labelled; YAML a format"),
    R("""Basics of Path Alias Configuration

Configuring path aliases in Vite.js can significantly improve the maintainability of module imports. Configure resolve.alias in vite.config.js:

import { defineConfig } from 'vite'
import path from 'path'

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(__dirname, './src'),
      '@components': path.resolve(__dirname, './src/components')
    }
  }
})

Also configure TypeScript's path mapping:

// tsconfig.json
{
  "compilerOptions": {
    "baseUrl": ".",
    "paths": {
      "@/*": ["src/*"],
      "@components/*": ["src/components/*"]
    }
  }
}

Implementing Dynamic Path Aliases

For paths that need to change dynamically based on environment variables, use functional configuration:

export default defineConfig(({ mode }) => ({
  resolve: {
    alias: {
      '@assets': mode === 'development' 
        ? path.resolve(__dirname, './src/assets-dev')
        : path.resolve(__dirname, './src/assets-prod')
    }
  }
}))""",
      T("Vite"), T("TypeScript"),
      source="https://www.cccx.dev/article/1666.html", kind="blog",
      note="vite.config.js and tsconfig.json bare; ./src, ./src/components and the assets folders are directories, not "
           "files; the alias patterns are not paths"),
    R("""Your API needs a database. Maybe Redis too. Running docker run with ten flags for each service gets old fast. Docker Compose lets you describe your entire development stack in one file and start everything with a single command. But compose files have subtleties that AI consistently gets wrong, especially around service readiness.
The compose file structure
Docker Compose uses compose.yaml (the modern name) or docker-compose.yml (the legacy name, still supported). Here is a development setup for a FastAPI app with PostgreSQL:
# compose.yaml
services:
app:
build: .
ports:
- "8000:8000"
volumes:
- ./src:/app/src
environment:
- DATABASE_URL=postgresql://postgres:postgres@db:5432/myapp
depends_on:
db:
condition: service_healthy
db:
image: postgres:16-alpine
ports:
- "5432:5432"
environment:
POSTGRES_USER: postgres
POSTGRES_PASSWORD: postgres
POSTGRES_DB: myapp
volumes:
- pgdata:/var/lib/postgresql/data
healthcheck:
test: ["CMD-SHELL", "pg_isready -U postgres"]
interval: 5s
timeout: 3s
retries: 5
volumes:
pgdata:One file. One docker compose up. Your API and database are running, connected, and the database is confirmed ready before your app starts.""",
      T("Redis"), T("Docker"), T("Docker Compose"), T("FastAPI"), T("PostgreSQL"),
      source="https://hackup.ai/lesson/docker-compose-dev", kind="blog",
      note="the page's inline glossary pop-ups (\"What is api?...\") cut; compose.yaml and docker-compose.yml bare; "
           "./src a folder; pg_isready a Postgres utility, not labelled; the postgres image is PostgreSQL"),
]
