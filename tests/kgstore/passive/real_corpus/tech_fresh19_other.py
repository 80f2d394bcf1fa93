"""A nineteenth fresh held-out set ("fresh-19"), the other texts: changelogs, answers, posts and reference pages --
the changelogs of django-cors-headers, express-session, SQLx, Starlette, Mocha, the Django Debug Toolbar, PyJWT,
Typer, Guzzle and date-fns; answers on Django REST framework's 403, Docker's build context, POSTed JSON in Flask,
express.static's fallthrough, an Nginx fallback for a Vue app and Python's relative imports (twice); posts and
tutorials on an Express root route hidden by static files, an Nginx fallback for React Router, Django's static
files, Express route order, a Docker Compose sketch, a Django stack's services, a Dockerised Django layout and GitHub
Actions with PostgreSQL; READMEs of three todo APIs, two FastAPI projects and a Flask book API.

Taken from stored public copies of the pages and files at the addresses given, kept as written (trimmed)
and labelled by hand without running the extractor, by the rules of the earlier sets (``--split fresh-19``).
"""

from real_corpus import E, F, R, T  # noqa: F401

SURFACES = {
    "Flask-SQLAlchemy": ("flask_sqlalchemy",),
}

CASES = [
    # ---------------------------------------------------------------- changelogs
    R("""4.0.0 (2023-05-12)
------------------

* Add ``CORS_ALLOW_PRIVATE_NETWORK`` setting, which enables support for the Local Network Access draft specification.

  Thanks to Issac Kelly in `PR #745 <https://github.com/adamchainz/django-cors-headers/pull/745>`__ and jjurgens0 in `PR #833 <https://github.com/adamchainz/django-cors-headers/pull/833>`__.

* Remove three headers from the default "accept list": ``accept-encoding``, ``dnt``, and ``origin``.
  These are `Forbidden header names <https://developer.mozilla.org/en-US/docs/Glossary/Forbidden_header_name>`__, which means requests JavaScript can never set them.
  Consequently, allowing them via CORS has no effect.

  Thanks to jub0bs for the report in `Issue #842 <https://github.com/adamchainz/django-cors-headers/issues/842>`__.

* Drop the ``CORS_REPLACE_HTTPS_REFERER`` setting and ``CorsPostCsrfMiddleware``.
  Since Django 1.9, the ``CSRF_TRUSTED_ORIGINS`` setting has been the preferred solution to making CSRF checks pass for CORS requests.
  The removed setting and middleware only existed as a workaround for Django versions before 1.9.

* Add async support to the middleware, reducing overhead on async views.

3.14.0 (2023-02-25)
-------------------

* Support Django 4.2.

* Switch from ``urlparse()`` to ``urlsplit()`` for URL parsing, reducing the middleware runtime up to 5%.
  This changes the type passed to ``origin_found_in_white_lists()``, so if you have subclassed the middleware to override this method, you should check it is compatible (it most likely is).

  Thanks to Thibaut Decombe in `PR #793 <https://github.com/adamchainz/django-cors-headers/pull/793>`__.""",
      T("Django"), T("JavaScript"),
      source="github:adamchainz/django-cors-headers:CHANGELOG.rst", kind="changelog",
      note="django-cors-headers named only in URLs; CORS the browser mechanism, not the lexicon's npm cors package; CSRF a "
           "check; urlparse/urlsplit standard functions; the CORS_* names are settings"),
    R("""1.6.0 / 2014-06-28
==================

  * Add deprecation message to undefined `resave` option
  * Add deprecation message to undefined `saveUninitialized` option
  * Fix `res.end` patch to return correct value
  * Fix `res.end` patch to handle multiple `res.end` calls
  * Reject cookies with missing signatures

1.5.2 / 2014-06-26
==================

  * deps: cookie-signature@1.0.4
    - fix for timing attacks

1.5.1 / 2014-06-21
==================

  * Move hard-to-track-down `req.secret` deprecation message

1.5.0 / 2014-06-19
==================

  * Debug name is now "express-session"
  * Deprecate integration with `cookie-parser` middleware
  * Deprecate looking for secret in `req.secret`
  * Directly read cookies; `cookie-parser` no longer required
  * Directly set cookies; `res.cookie` no longer required
  * Generate session IDs with `uid-safe`, faster and even less collisions""",
      T("express-session"), T("cookie-parser"), T("cookie-signature"), T("uid-safe"),
      source="github:expressjs/session:HISTORY.md", kind="changelog",
      note="express-session named as its debug name; cookie-signature the npm package bumped and uid-safe the package now "
           "used, labelled (doubtful, like an earlier set's semver); res.end, req.secret, res.cookie code; resave and "
           "saveUninitialized options"),
    R("""## 0.7.4 - 2024-03-11

38 pull requests were merged this release cycle.

This is officially the **last** release of the 0.7.x release cycle.

As of this release, development of 0.8.0 has begun on `main` and only high-priority bugfixes may be backported.

### Added

* [[#2891]]: feat: expose getters for connect options fields [[@saiintbrisson]]
* [[#2902]]: feat: add `to_url_lossy` to connect options [[@lily-mosquitoes]]
* [[#2927]]: Support `query!` for cargo-free systems [[@kshramt]]
* [[#2997]]: doc(FAQ): add entry explaining prepared statements [[@abonander]]
* [[#3001]]: Update README to clarify MariaDB support [[@iangilfillan]]
* [[#3004]]: feat(logging): Add numeric elapsed time field elapsed_secs [[@iamjpotts]]
* [[#3007]]: feat: add `raw_sql` API [[@abonander]]
    * This hopefully makes it easier to find how to execute statements which are not supported by the default
      prepared statement interfaces `query*()` and `query!()`.
    * Improved documentation across the board for the `query*()` functions.
    * Deprecated: `execute_many()` and `fetch_many()` on interfaces that use prepared statements.
        * Multiple SQL statements in one query string were only supported by SQLite because its prepared statement
          interface is the *only* way to execute SQL. All other database flavors forbid multiple statements in
          one prepared statement string as an extra defense against SQL injection.
* [[#3011]]: Added support to IpAddr with MySQL/MariaDB. [[@Icerath]]""",
      T("Cargo"), T("MariaDB"), T("SQLite"), T("MySQL"), T("SQL"),
      source="github:launchbadge/sqlx:CHANGELOG.md", kind="changelog",
      note="SQLx's own changelog never names it in this part; 'cargo-free systems' names Cargo; query!, raw_sql, "
           "execute_many API names; the rest of #3007's notes and the later entries cut"),
    R("""## 0.21.0

September 26, 2022

This release replaces the underlying HTTP client used on the `TestClient` (`requests` :arrow_right: `httpx`), and as those clients [differ _a bit_ on their API](https://www.python-httpx.org/compatibility/), your test suite will likely break. To make the migration smoother, you can use the [`bump-testclient`](https://github.com/Kludex/bump-testclient) tool.

### Changed
* Replace `requests` with `httpx` in `TestClient` [#1376](https://github.com/encode/starlette/pull/1376).

### Added
* Add `WebSocketException` and support for WebSocket exception handlers [#1263](https://github.com/encode/starlette/pull/1263).
* Add `middleware` parameter to `Mount` class [#1649](https://github.com/encode/starlette/pull/1649).
* Officially support Python 3.11 [1863](https://github.com/encode/starlette/pull/1863).
* Implement `__repr__` for route classes [#1864](https://github.com/encode/starlette/pull/1864).

### Fixed
* Fix bug on which `BackgroundTasks` were cancelled when using `BaseHTTPMiddleware` and client disconnected [#1715](https://github.com/encode/starlette/pull/1715).

## 0.20.4

June 28, 2022

### Fixed
* Remove converter from path when generating OpenAPI schema [#1648](https://github.com/encode/starlette/pull/1648).""",
      T("Requests"), T("HTTPX"), T("bump-testclient"), T("WebSocket"), T("Python"), T("OpenAPI"),
      source="github:encode/starlette:docs/release-notes.md", kind="changelog",
      note="Starlette's own notes name it only in URLs here; requests and httpx the HTTP clients swapped; the "
           "bump-testclient tool labelled (doubtful); WebSocket the protocol its handlers serve, labelled, doubtful; "
           "TestClient, Mount, BackgroundTasks, BaseHTTPMiddleware classes"),
    R("""## [11.2.2](https://github.com/mochajs/mocha/compare/v11.2.1...v11.2.2) (2025-04-10)


### 🩹 Fixes

* **deps:** update chokidar to v4 ([#5256](https://github.com/mochajs/mocha/issues/5256)) ([8af0f1a](https://github.com/mochajs/mocha/commit/8af0f1a9005a948fbefeb19be618a64dd910d39f))


### 📚 Documentation

* add ClientRedirects.astro ([#5324](https://github.com/mochajs/mocha/issues/5324)) ([b88d441](https://github.com/mochajs/mocha/commit/b88d441cc7616253892572778150998627d746ec))
* add example/tests.html to docs-next ([#5325](https://github.com/mochajs/mocha/issues/5325)) ([6ec5762](https://github.com/mochajs/mocha/commit/6ec5762edd419578e9d3ce2fcc2b8dedcb0caf06))

## [11.2.1](https://github.com/mochajs/mocha/compare/v11.2.0...v11.2.1) (2025-04-10)


### 🩹 Fixes

* switch from ansi-colors to picocolors ([#5323](https://github.com/mochajs/mocha/issues/5323)) ([7c08d09](https://github.com/mochajs/mocha/commit/7c08d0944d2255084bc4415238430b13c90f0df5))


### 📚 Documentation

* fix new website typos, improve readability ([#5312](https://github.com/mochajs/mocha/issues/5312)) ([fbceb19](https://github.com/mochajs/mocha/commit/fbceb19bbdad121f0100ec3434258775bd87aeaf))


### 🧹 Chores

* "force" Netlify to use npm to build new site ([#5319](https://github.com/mochajs/mocha/issues/5319)) ([3a46855](https://github.com/mochajs/mocha/commit/3a46855294f82e58a5a414aed3525e394b82aced))
* Fix tests ([#5320](https://github.com/mochajs/mocha/issues/5320)) ([18699a0](https://github.com/mochajs/mocha/commit/18699a0d668ed2654dd15433f03b74348baf9559))

## [11.2.0](https://github.com/mochajs/mocha/compare/v11.1.0...v11.2.0) (2025-03-17)


### 🌟 Features

* enable reporters to show relative paths of tests ([#5292](https://github.com/mochajs/mocha/issues/5292)) ([81ea666](https://github.com/mochajs/mocha/commit/81ea6667e9286c55ffa67977448b776a23c6da2d))


### 📚 Documentation

* add instructions for API docs ([#5287](https://github.com/mochajs/mocha/issues/5287)) ([b720ec1](https://github.com/mochajs/mocha/commit/b720ec1b3ca630a90f80311da391b2a0cdfead4e))
* add new website using Astro Starlight ([#5246](https://github.com/mochajs/mocha/issues/5246)) ([b1f1cb7](https://github.com/mochajs/mocha/commit/b1f1cb78b655191b7a43dc962b513bf1b076890c))""",
      T("chokidar"), F("example/tests.html"), T("ansi-colors"), T("picocolors"), T("Netlify"), T("npm"),
      T("Astro Starlight"),
      source="github:mochajs/mocha:CHANGELOG.md", kind="changelog",
      note="Mocha's own changelog names it only in URLs; ClientRedirects.astro a bare file name (Astro not labelled "
           "from its extension); docs-next a folder; 'Astro Starlight' is Starlight, labelled once under the lexicon's "
           "name; 11.2.0's chores cut"),
    R("""3.1 (2020-09-21)
----------------

* Fixed a crash in the history panel when sending an empty JSON POST
  request.
* Made ``make example`` also set up the database and a superuser
  account.
* Added a Makefile target for regenerating the django-debug-toolbar
  screenshot.
* Added automatic escaping of panel titles resp. disallowed HTML tags.
* Removed some CSS
* Restructured the SQL stats template.
* Changed command line examples to prefer ``python -m pip`` to ``pip``.


3.0 (2020-09-20)
----------------

* Added an ``.editorconfig`` file specifying indentation rules etc.
* Updated the italian translation.
* Added support for Django 3.1a1. ``fetch()`` and ``jQuery.ajax`` requests are
  now detected by the absence of a ``Accept: text/html`` header instead of the
  jQuery-specific ``X-Requested-With`` header on Django 3.1 or better.
* Pruned unused CSS and removed hacks for ancient browsers.
* Added the new :attr:`Panel.scripts <debug_toolbar.panels.Panel.scripts>`
  property. This property should return a list of JavaScript resources to be
  loaded in the browser when displaying the panel. Right now, this is used by a
  single panel, the Timer panel. Third party panels can use this property to
  add scripts rather then embedding them in the content HTML.
* Switched from JSHint to ESLint. Added an ESLint job to the Travis CI matrix.""",
      T("Make"), T("Django Debug Toolbar"), T("CSS"), T("Python"), T("pip"), T("Django"), T("jQuery"),
      T("JavaScript"), T("JSHint"), T("ESLint"), T("Travis CI"),
      source="github:jazzband/django-debug-toolbar:docs/changes.rst", kind="changelog",
      note="'make example' and a Makefile target name Make; 'python -m pip' names Python and pip; HTML tags and "
           "content, JSON and SQL in passing not labelled; .editorconfig a bare file name; fetch() a browser API; "
           "debug_toolbar.panels.Panel.scripts a dotted path; the rest of 3.0 cut"),
    R("""`v2.0.0 <https://github.com/jpadilla/pyjwt/compare/1.7.1...2.0.0>`__
--------------------------------------------------------------------

Changed
~~~~~~~

Drop support for Python 2 and Python 3.0-3.5
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^

Python 3.5 is EOL so we decide to drop its support. Version ``1.7.1`` is
the last one supporting Python 3.0-3.5.

Require cryptography >= 3
^^^^^^^^^^^^^^^^^^^^^^^^^

Drop support for PyCrypto and ECDSA
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^

We've kept this around for a long time, mostly for environments that
didn't allow installing cryptography.

Drop CLI
^^^^^^^^

Dropped the included cli entry point.

Improve typings
^^^^^^^^^^^^^^^

We no longer need to use mypy Python 2 compatibility mode (comments)

``jwt.encode(...)`` return type
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^

Tokens are returned as string instead of a byte string""",
      T("Python"), T("cryptography"), T("PyCrypto"), T("mypy"),
      source="github:jpadilla/pyjwt:CHANGELOG.rst", kind="changelog",
      note="PyJWT named only in the URL; cryptography the Python package (the lexicon does not know it); ECDSA here the "
           "ecdsa package dropped, an algorithm's name, not labelled, doubtful; jwt.encode code (JWT not labelled from "
           "it)"),
    R("""## 0.12.5

### Features

* 💄 Unify the width of the Rich console for help and errors. PR [#788](https://github.com/fastapi/typer/pull/788) by [@racinmat](https://github.com/racinmat).
* 🚸 Improve assertion error message if a group is not a valid subclass. PR [#425](https://github.com/fastapi/typer/pull/425) by [@chrisburr](https://github.com/chrisburr).

### Fixes

* 🐛 Ensure `rich_markup_mode=None` disables Rich formatting. PR [#859](https://github.com/fastapi/typer/pull/859) by [@svlandeg](https://github.com/svlandeg).
* 🐛  Fix sourcing of completion path for Git Bash. PR [#801](https://github.com/fastapi/typer/pull/801) by [@svlandeg](https://github.com/svlandeg).
* 🐛 Fix PowerShell completion with incomplete word. PR [#360](https://github.com/fastapi/typer/pull/360) by [@patricksurry](https://github.com/patricksurry).

### Refactors

* 🔥 Remove Python 3.6 specific code paths. PR [#850](https://github.com/fastapi/typer/pull/850) by [@svlandeg](https://github.com/svlandeg).
* 🔥 Clean up redundant code. PR [#858](https://github.com/fastapi/typer/pull/858) by [@svlandeg](https://github.com/svlandeg).

### Docs

* ♻️ Use F-strings in Click examples in docs. PR [#891](https://github.com/fastapi/typer/pull/891) by [@svlandeg](https://github.com/svlandeg).
* 📝Add missing `main.py` in tutorial on CLI option names. PR [#868](https://github.com/fastapi/typer/pull/868) by [@fsramalho](https://github.com/fsramalho).
* 📝 Fix broken link. PR [#835](https://github.com/fastapi/typer/pull/835) by [@OhioDschungel6](https://github.com/OhioDschungel6).
* 📝 Update package docs with the latest versions of Typer and Poetry. PR [#781](https://github.com/fastapi/typer/pull/781) by [@kinuax](https://github.com/kinuax).
* 📝 Update the Progress Bar tutorial with correct output. PR [#199](https://github.com/fastapi/typer/pull/199) by [@n1ckdm](https://github.com/n1ckdm).
* 📝 Add docs and scripts to test completion in different shells. PR [#953](https://github.com/fastapi/typer/pull/953) by [@tiangolo](https://github.com/tiangolo).
* ✏️ Fix a typo in `docs/virtual-environments.md`. PR [#952](https://github.com/fastapi/typer/pull/952) by [@tiangolo](https://github.com/tiangolo).
* ✏️ Fix typo in `docs/contributing.md`. PR [#947](https://github.com/fastapi/typer/pull/947) by [@tiangolo](https://github.com/tiangolo).

### Internal

* 🔨 Pre-install dependencies in Docker so that testing in Docker is faster. PR [#954](https://github.com/fastapi/typer/pull/954) by [@tiangolo](https://github.com/tiangolo).""",
      T("Rich"), T("Git Bash"), T("PowerShell"), T("Python"), T("Click"), T("Typer"), T("Poetry"),
      F("docs/virtual-environments.md"), F("docs/contributing.md"), T("Docker"),
      source="github:fastapi/typer:docs/release-notes.md", kind="changelog",
      note="Git Bash, which the lexicon does not know, by its name (not Bash, not Git); main.py bare; "
           "rich_markup_mode an option; the rest of the internal entries (dependabot bumps) cut"),
    R("""4.1.3 (2014-07-15)
------------------

* Various fixes to multipart/form-data POST uploads
* Wrapping function.php in an if-statement to ensure Guzzle can be used
  globally and in a Composer install
* Fixed an issue with generating and merging in events to an event array
* POST headers are only applied before sending a request to allow you to change
  the query aggregator used before uploading
* Added much more robust query string parsing
* Fixed various parsing and normalization issues with URLs
* Fixing an issue where multi-valued headers were not being utilized correctly
  in the StreamAdapter

4.1.2 (2014-06-18)
------------------

* Added support for sending payloads with GET requests

4.1.1 (2014-06-08)
------------------

* Fixed an issue related to using custom message factory options in subclasses
* Fixed an issue with nested form fields in a multi-part POST
* Fixed an issue with using the `json` request option for POST requests
* Added `ToArrayInterface` to `GuzzleHttp\\Cookie\\CookieJar`""",
      T("Guzzle"), T("Composer"),
      source="github:guzzle/guzzle:CHANGELOG.md", kind="changelog",
      note="POST and GET requests with no path, no endpoint; function.php a bare file name; the CookieJar namespace path is "
           "PHP namespace path of Guzzle's own (PHP not named); multipart/form-data a media type"),
    R("""## [2.11.1] - 2020-03-26

### Fixed

- Rebuilt TypeScript and flow types.

## [2.11.0] - 2020-03-13

Kudos to [@oakhan3](https://github.com/oakhan3), [@Mukhammadali](https://github.com/Mukhammadali), [@altrim](https://github.com/altrim), [@leepowellcouk](https://github.com/leepowellcouk), [@amatzon](@https://github.com/amatzon), [@bryanMt](https://github.com/bryanMt), [@kalekseev](https://github.com/kalekseev), [@eugene-platov](https://github.com/eugene-platov) and [@tjrobinson](https://github.com/tjrobinson) for working on the release.

### Fixed

- [Fixed a bug in `differenceInYears` causing incorrect results when the left date is a leap day](https://github.com/date-fns/date-fns/pull/1654).
- [Fixed `parseISO` to work correctly around time shift dates](https://github.com/date-fns/date-fns/pull/1667).
- [Fixed `format` to work correctly with GMT-0752/GMT-0456 and similar timezones](https://github.com/date-fns/date-fns/pull/1666).

### Changed

- [Changed `getDay` typings to return `0|1|2|3|4|5|6` instead of `number`](https://github.com/date-fns/date-fns/pull/1668).
- [Improved Chinese locale](https://github.com/date-fns/date-fns/pull/1664):
  - Change date format to meet the national standard (GB/T 7408-2005).
  - Improve `ordinalNumber` function behavior.
  - Add prefix in `formatRelative` depending on if it's a current week or not.""",
      T("TypeScript"), T("Flow"),
      source="github:date-fns/date-fns:CHANGELOG.md", kind="changelog",
      note="date-fns named only in URLs; 'flow types' are the Flow type checker's definitions, labelled Flow (the lexicon "
           "does not know it), doubtful; differenceInYears, parseISO, getDay are date-fns functions; GB/T 7408-2005 a "
           "standard"),
    # ---------------------------------------------------------------- Q&A answers
    R("""django-rest-framework returning 403 response on POST, PUT, DELETE despite AllowAny permissions

Django REST Framework returns status code 403 under a couple of relevant circumstances:

  • When you don't have the required permission level (e.g. making an API request as an unauthenticated user when DEFAULT_PERMISSION_CLASSES is ('rest_framework.permissions.IsAuthenticated',).
  • When you doing an unsafe request type (POST, PUT, PATCH or DELETE - a request that should have side effects), you are using rest_framework.authentication.SessionAuthentication and you've not included your CSRFToken in the requeset.
  • When you are doing an unsafe request type and the CSRFToken you've included is no longer valid.

I'm going to make a few demo requests against a test API to give an example of each to help you diagnose which issue you are having and show how to resolve it. I'll be using the requests library.

The test API

I set up a very simple DRF API with a single model, Life, that contains a single field (answer, with a default value of 42). Everything from here on out is pretty straight forward; I set up a ModelSerializer - LifeSerializer, a ModelViewSet - LifeViewSet, and a DefaultRouter on the /life URL route. I've configured DRF to require user's be authenticated to use the API and to use SessionAuthentication.""",
      T("Django REST framework"), T("Requests"),
      source="https://stackoverflow.com/questions/32653518/django-rest-framework-returning-403-response-on-post-put-delete-despite-allowa/32656498",
      kind="qa",
      note="the title's django-rest-framework and DRF are Django REST framework; the /life route is given without a method "
           "(no endpoint); rest_framework.permissions.IsAuthenticated a dotted path; the demo requests cut"),
    R("""Another user answered in a comment. Read the docker build documentation
The docker build command builds Docker images from a Dockerfile and a “context”. A build’s context is the set of files located in the specified PATH or URL. The build process can refer to any of the files in the context. For example, your build can use a COPY instruction to reference a file in the context.
EDIT: As the The Fool pointed out in his comment in regards to context.
Think of context as the root directory and docker cannot get out of.
In layman's terms: you can only perform the COPY command with paths relative to the context you set.
Say you have this directory structure:
<Dockerfile path>/
Dockerfile
somefile.txt
<your context directory>/
config/configfile
data/datafile
And you use this docker build command:
docker build -f <Dockerfile path>/Dockerfile /<your context directory>
In your docker file you can specify paths relative to the directory, but cannot access anything above the context directory. somefile.txt is not accessible from the Dockerfile.""",
      T("Docker"), F("config/configfile"), F("data/datafile"),
      source="https://wiki.gubat.org/content/stackoverflow.com_en_all_2023-11/questions/69761069/docker-only-recognizes-relative-directories-not-absolute",
      kind="qa",
      note="a Stack Overflow answer in a stored mirror; <Dockerfile path>/Dockerfile a placeholder path, not labelled; "
           "Dockerfile and somefile.txt bare"),
    R("""How Do You Get POSTed JSON in Flask?

The Problem

How can you access the data that has been sent to a Flask app through a POST request?

The Solution

A user can submit various types of data using a POST request. Depending on the type of data, Flask uses different ways to extract and parse the data before storing it in the global request object.

We’re going to take a look at two of the most common types of data. You can read more about how Flask handles other kinds of data on the official documentation.

Form Data

When a user fills out a form on the frontend of a web app and hits submit, the browser sends that data to our app. The data is submitted using a POST request with the Content-Type header set to multipart/form-data.

When Flask receives form data, it parses and stores it in the form property of the request object. The form property is an ImmutableMultiDict, which implements all standard dictionary methods.

Let’s say a user submits a form with two input fields: name and age. We can extract form data, like so:

from flask import Flask, request
# ...

@app.route('/form_example', methods=['POST'])
def handle_form():
    print(request.form.get('name'))
    print(request.form.get('age'))
    return request.form

JSON Data

The most commonly used format of the incoming data is JSON. Flask stores the JSON data in the json property of the request object. We can access the data like so:

from flask import Flask, request
# ...

@app.route('/json_example', methods=['POST'])
def handle_json():
    data = request.json
    print(data.get('name'))
    print(data.get('age'))
    return data

An important point to remember is that the json will only contain the data if the Content-Type header is set to application/json.""",
      T("Flask"), E("POST /form_example"), E("POST /json_example"),
      source="https://sentry.io/answers/flask-getting-post-data/", kind="qa",
      note="JSON a format; the code is Python but no fence or sentence names it (not labelled); the Content-Type check cut"),
    R("""How does fallthrough work with express.static()?

So, I’ve a basic express setup as shown below:

const path = require("path");
const express = require("express");

const app = express();

app.use(express.static(path.join(__dirname, "public")));

app.get("/", (req, res) => {
  res.send("Home Page");
});

app.get("/about", (req, res) => {
  res.send("About Page");
});

app.listen(3000, () => {
  console.log("Server listening on PORT 3000");
});

In the code above app.use() middleware will be executed for every request because the default path for app.use() is /.

Now express.static() will be serving the public directory, so if I go to / route I will see the contents of the index.html file and the app.get("/") middleware will not get executed.

But when I go to /about, I see the contents sent from app.get("/about"). This is what I don’t understand because according to docs it calls next() only when the file is not found, but when it is found the request stops there.

Answer

The root argument specifies the root directory from which to serve static assets. The function determines the file to serve by combining req.url with the provided root directory.

So, app.use(express.static(path.join(__dirname, "public"))) serves the public directory.

Visiting / route

Remember the file to serve will be determined by combining req.url with root. So, in this case req.url is / and root is public. So express will try to serve public/index.html, where index.html is the default, if no file is specified explicitly.""",
      T("Express"), E("GET /"), E("GET /about"), F("public/index.html"),
      source="https://javascript.tutorialink.com/how-does-fallthrough-work-with-express-static/", kind="qa",
      note="a Stack Overflow thread in a stored copy; the asker's last paragraph cut; index.html bare; the code is "
           "JavaScript but unnamed (not labelled); path is Node's module in code"),
    R("""For whoever lands into this issue and to save you hours of headaches.
Caveats with above answers
- Simply reloading the page with a new URL (e.g.
) does not solve it since that means that a potential spider already received 200.
- Simply copying the routes, is a half-solution. That works with URLs that are never going to change and by checking the validity of the URL structure. So for example it can check if the book id in
has the right format, but it can't check if books/123
actually exists in the backend.
Here's two approaches that can tackle the above issues
- Have Nginx to make a mirrored subrequest to the backend to check if the resource actually exists. Then always return index.html but with the status from the subrequest's response. This is very tricky with Nginx, since by design it makes it very hard to combine answers.
- Have the backend API to return index.html for
Accept: text/html
. Then Nginx simply needs to forward responses.
The first solution is a pain in the ass for someone not familiar with Nginx. It requires to get Lua with OpenResty and then again you will run into all kinds of quirks with how Nginx works. You end up with a lot of hard-to-read code and that makes it extra hard if you further-more want to introduce caching.""",
      T("Nginx"), T("Lua"), T("OpenResty"),
      source="https://mcmap.net/q/1415584/-how-to-handle-404-error-request-in-vuejs-spa-with-nginx-server", kind="qa",
      note="a Stack Overflow answer in a stored copy (its inline code lost); Vue is named only in the address; books/123 a "
           "URL path, not a file; index.html bare; the nginx.config example after it cut"),
    R("""I've been here:

and plenty of URLs that I did not copy, some on SO, some on other sites, back when I thought I'd have the solution quickly.

The forever-recurring question is this: With Windows 7, 32-bit Python 2.7.3, how do I solve this "Attempted relative import in non-package" message? I built an exact replica of the package on pep-0328:


I did make functions named spam and eggs in their appropriate modules. Naturally, it didn't work. The answer is apparently in the 4th URL I listed, but it's all alumni to me. There was this response on one of the URLs I visited:

Relative imports use a module's name attribute to determine that module's position in the package hierarchy. If the module's name does not contain any package information (e.g. it is set to 'main') then relative imports are resolved as if the module were a top level module, regardless of where the module is actually located on the file system.""",
      T("Windows"), T("Python"),
      source="https://stackoverflow.com/questions/14132789/relative-imports-for-the-billionth-time", kind="qa",
      note="the question itself (its package listing lost in the copy); pep-0328 a PEP; the rest of the question and "
           "the comments cut"),
    R("""From PEP 328:
Relative imports use a module's __name__
attribute to determine that module's position in the package hierarchy. If the module's name does not contain any package information (e.g. it is set to '__main__
') then relative imports are resolved as if the module were a top level module, regardless of where the module is actually located on the file system.
Clarification: The __name__
attribute will usually be the path a module has when it's being imported, e.g. in foo/bar.py, provided foo was the top-level package, __name__
would be 'foo.bar'. In the special case of a .py file you're running directly, __name__
evaluates to '__main__'
, which means relative imports will not work.""",
      F("foo/bar.py"),
      source="https://wiki.gubat.org/content/stackoverflow.com_en_all_2023-11/questions/5923775/stumped-by-relative-imports",
      kind="qa",
      note="a Stack Overflow answer in a stored mirror; Python never named (PEP 328, a .py file: not labelled); 'foo.bar' "
           "a module name"),
    # ---------------------------------------------------------------- blog posts and tutorials
    R("""The problem

As we were gearing up to migrate Culture Island from our development environments to a semi-production environment on Heroku, we needed the ability to render one of two index HTML files, depending on server side configuration. The first, index.html, would use our local, unconcatendated, unminified JS and CSS files. The second, index-dist.html, would use concatendated and minified JS and CSS. This sounded simple enough. I just had to define an Express route handler for '/', similar to the one below:

app.route('/')
  .get(function(req, res){
      if(config.useConcatendatedFiles){
          return res.sendFile(__dirname + '/public/index-dist.html');
      }
    return res.sendFile(__dirname + '/public/index.html');
  });

However, when I tried the above approach, the route handler was never being invoked. I threw some console.logs in there and set some server-side breakpoints, which confirmed that this code was never reached.

The cause

Ths issue was the way express was configured to handle requests for static files, as defined in the line below:

app.use(express.static(config.root + '/public'));

What this basically means is that any requests to any resource located in the {project root}/public folder will circumvent any route handlers, and simply respond with the requested resource as-is. Since requests to '/' retrieve public/index.html, my index route handler was being ignored.

The solutions(s)

I figured out two possible solutions:

  • Change the static file configuration to something like

    app.use(express.static(config.root + '/public/static'));
    

    then move all files except for the index HTML files into public/static. I would then have to update out Grunt tasks, such as jshint, jsmin, cssmin, etc, to read from and output to the new static folder instead of the base public folder.""",
      T("Heroku"), T("JavaScript"), T("CSS"), T("Express"), E("GET /"), F("public/index.html"), T("Grunt"),
      source="http://www.kareemfrancis.com/express/", kind="blog",
      note="app.route('/').get(...) is GET /; '/public/index-dist.html' appended to __dirname is written as an absolute "
           "path, not labelled; public/static a folder; jshint, jsmin, cssmin are Grunt tasks, not labelled apart, "
           "doubtful; index.html and index-dist.html bare"),
    R("""Fall back to default page when nginx proxy fails
I started using react router for the first time on a new web app recently. React router loads when your base page loads and then handles loading subviews as the URL changes. If using a singe JS bundle, this means that your server only serves the initial index page to the client.
This is easy to handle if the user will always start the app at the
root page (e.g. http://example.com/
), however, if they’ve navigated
and want to refresh (or if they’re navigating back to the app via a
bookmark), we need to handle that correctly on the server side.
For example, if a user navigates to http://example.com/subscribe
,
the server needs to return the index page that contains react router,
then react router will load the subscribe view.
This is straightforward with nginx1:
location / {
try_files index.html =404;
}
Things get a bit more hairy when we throw a backend API server into the mix.
In my case, I have an API backend that I want to be making calls to
from the client on the same url. E.g. POST http://example.com/user/1/subscriptions
.
This backend is a separate server listening on the machine, so we’ll
use nginx’s proxy_pass
to send requests and return them to the frontend.""",
      T("Nginx"), T("React Router"), T("JavaScript"), E("POST /user/1/subscriptions"),
      source="https://cinigl.io/posts/nginx-fallback", kind="blog",
      note="'POST http://example.com/user/1/subscriptions' a call to the author's own API with its method, the host left "
           "out; /subscribe a client-side route with no method; nginx1 is nginx with a footnote mark; a 'JS bundle' "
           "names JavaScript, doubtful; the failing attempts cut"),
    R("""Static Files in Django: An Introduction

Some of the most common recurring questions in the Django Discord revolve around static files, why they’re not loading when they should, or how to configure them and what should be responsible for serving them. I thought I’d write up a bit of an introduction to static files in Django, which will hopefully be a little more approachable to beginners than the official docs (as excellent as they are), and serve as a starting point for diagnosing problems with them.

What are static files?

Static files are files served as part of your Django application whose contents do not change from user to user or request to request—they are not dynamic. By far the most common examples are the stylesheets (CSS), Javascript, and images that are required for the application to look and function correctly in the browser, but they could just as easily be other things—JSON files of data that doesn’t change, for example.

Static files are not any files that your users upload, such as profile pictures, or other content. Those are referred to by Django as media files, and are handled differently.""",
      T("Django"), T("Discord"), T("CSS"), T("JavaScript"),
      source="https://bencardy.co.uk/2024/04/03/static-files-in-django-an-introduction", kind="blog",
      note="the post's date and tag line (Development, Python, Django) cut after the title; JSON files a format; the "
           "terminology and settings sections cut"),
    R("""Learning the Importance of Route Order in Express.js
While working with Express.js, I encountered a bug where a static route was returning 404 errors. The culprit? Route order. Here’s what I learned and how to fix it.
Prasad Nallajala
AuthorDeveloper Guy Who loves to explore every edge of life✨
Introduction
Express.js is one of the most popular frameworks for building Node.js applications. Recently, I faced a bug where an API route kept returning 404 Not Found, even though the controller logic was correct. The issue turned out to be something simple but crucial: route order.
The Problem
I had defined my routes like this:
// Dynamic route to get resource by ID
router.get("/:id", getResourceById);
// Static route to get resource details
router.get("/details", getResourceDetails);
When I tried hitting /details, Express didn’t use getResourceDetails. Instead, it treated "details" as the :id parameter. Since there was no record with that ID, it returned a 404.
Why Does This Happen?
Express matches routes in the order they are defined. The first route that matches the request path is executed. In this case, /:id matched before /details, so the wrong controller was being called.
The Fix
The solution was simple: define the specific route first, and the dynamic route after:
// Static route first
router.get("/details", getResourceDetails);
// Dynamic route after
router.get("/:id", getResourceById);
Now, Express correctly matches /details to the right controller.""",
      T("Express"), T("Node.js"), E("GET /:id"), E("GET /details"),
      source="https://asuraa.in/blog/learning-express-route-order", kind="blog",
      note="the router's mount prefix is not shown, so the routes are labelled as written; the lessons and related "
           "articles cut"),
    # ---------------------------------------------------------------- reference docs and READMEs
    R("""# 📝 todoApp

A simple and modular Express.js backend for managing todos. Built with MongoDB, it provides RESTful APIs for basic task operations.

---

## 🚀 Features

- Express.js server with modular routes
- MongoDB database connection
- Environment variable support with `.env`
- Clean folder structure
- REST API mounted at `/api/v1`
- Default homepage at `/`

---

📡 API Endpoints
GET / – Homepage

POST /api/v1/todos – Create a new todo

GET /api/v1/todos – Get all todos

(Additional routes based on your routes/todos.js)""",
      T("Express"), T("MongoDB"), T("REST"), E("GET /"), E("POST /api/v1/todos"), E("GET /api/v1/todos"),
      F("routes/todos.js"),
      source="github:DEVanshDEVS/todoApp:README.md", kind="docs",
      note="RESTful APIs and REST API name REST; /api/v1 a mount prefix with no method; .env bare"),
    R("""# Todo app

## Backend
```
$ cd backend
```
### Mongo
```
$ mongod
```

### Server Dev
```
npm run dev
```

### Server Production
To start production server with PM2
```
$ npm run production
```
#### To real time status PM2
```
$ pm2 monit
```

#### API EX
- `[GET] /api/todos`
- `[POST] /api/todos`
- `[DELETE] /api/todos/:id`
- `[PUT] /api/todos/:id`""",
      T("MongoDB"), T("npm"), T("PM2"), E("GET /api/todos"), E("POST /api/todos"), E("DELETE /api/todos/:id"),
      E("PUT /api/todos/:id"),
      source="github:vrleonel/todo-app:README.md", kind="docs",
      note="Mongo and mongod are MongoDB; the bracketed methods give each path its method; the frontend part cut"),
    R("""# Todo API
A simple Todo API and app with NodeJS and MongoDb.

## The Routes
| Verb | Route | Description |
|:----:|:----:|:-----------:|
| GET | /api/todos| List all todos |
| POST | /api/todos | Create new todo |
| GET | /api/todo/:todoId | Retrieve a todo |
| PUT | /api/todo/:todoId | Update a todo |
| DELETE | /api/todo/:todoId | Delete a todo |""",
      T("Node.js"), T("MongoDB"), E("GET /api/todos"), E("POST /api/todos"), E("GET /api/todo/:todoId"),
      E("PUT /api/todo/:todoId"), E("DELETE /api/todo/:todoId"),
      source="github:shaynemeyer/todo-api:readme.md", kind="docs",
      note="the table's Verb column gives each route its method; NodeJS and MongoDb as spelled"),
    R("""# My FastAPI App

This is a FastAPI application that provides a simple API for managing users and items.

## Project Structure

```
my-fastapi-app
├── app
│   ├── main.py          # Entry point of the FastAPI application
│   ├── api              # Directory containing API route modules
│   │   ├── __init__.py  # Marks the api directory as a package
│   │   ├── users.py     # User management API routes
│   │   └── items.py     # Item management API routes
│   ├── models.py        # Directory containing data models
│   └── utils.py         # Utility functions
├── requirements.txt      # Project dependencies
└── README.md             # Project documentation
```

## Setup Instructions

1. Clone the repository:

   ```
   git clone <repository-url>
   cd my-fastapi-app
   ```

2. Install the required dependencies:

   ```
   pip install -r requirements.txt
   ```

3. Run the application:
   ```
   uvicorn app.main:app --reload
   ```

## Usage Examples

- To create a user, send a POST request to `/users/` with the user data.
- To retrieve a user, send a GET request to `/users/{user_id}`.
- To create an item, send a POST request to `/items/` with the item data.
- To retrieve an item, send a GET request to `/items/{item_id}`.""",
      T("FastAPI"), T("Git"), T("pip"), T("Uvicorn"), E("POST /users/"), E("GET /users/{user_id}"), E("POST /items/"),
      E("GET /items/{item_id}"),
      source="github:Rezwan66/web-auto-backend:README.md", kind="docs",
      note="the tree's files are bare names under folders, never written as paths (not labelled); app.main:app a module "
           "path; 'git clone' names Git; the licence line cut"),
    R("""# FastAPI Initial Project

This project is a basic FastAPI application structured for scalability and maintainability.

## Project Structure

```
.
├── app
│   ├── api
│   │   └── routers
│   │       ├── general.py
│   │       ├── items.py
│   │       ├── models.py
│   │       └── users.py
│   ├── schemas
│   │   ├── item.py
│   │   └── model.py
│   └── main.py
├── requirements.txt
└── README.md
```

- **app/main.py**: The main FastAPI application file that ties everything together.
- **app/api/routers/**: This directory contains the API endpoints, split into multiple files by resource.
- **app/schemas/**: This directory contains the Pydantic models for request and response data.
- **requirements.txt**: The project dependencies.

## How to run the application

1.  Install the dependencies:
    ```bash
    pip install -r requirements.txt
    ```

2.  Run the application:

    You can run the application using either `uvicorn` or `fastapi-cli`.

    **Using Uvicorn:**
    ```bash
    uvicorn app.main:app --reload
    ```

    **Using FastAPI CLI:**
    ```bash
    fastapi dev app/main.py
    ```
The application will be available at `http://127.0.0.1:8000`.""",
      T("FastAPI"), F("app/main.py"), T("Pydantic"), T("pip"), T("Uvicorn"), T("FastAPI CLI"),
      source="github:sekarasiewicz/fastapi-init:README.md", kind="docs",
      note="app/api/routers/ and app/schemas/ are folders; the bash fences name no Bash; fastapi-cli and 'FastAPI CLI' "
           "name FastAPI's command line, which the lexicon does not know (labelled, doubtful); the note on __init__.py files cut"),
    R("""## sample_book_api

A small sample book API in Python and Flask to help me better understand API backends. Also a sample Postman collection for testing it.

To run, I recommend creating a virtual environment first and activating it. Then install flask and flask_sqlalchemy using pip. Finally, run the script.

```
$ python -m venv vdir
$ source vdir/bin/activate
$ pip install flask flask_sqlalchemy
$ python api.py
```""",
      T("Python"), T("Flask"), T("Postman"), T("Flask-SQLAlchemy"), T("pip"), F("vdir/bin/activate"),
      source="github:ericingravity/sample_book_api:README.md", kind="docs",
      note="flask_sqlalchemy is Flask-SQLAlchemy (recorded spelling); vdir/bin/activate the virtual environment's "
           "activate script, a relative path (labelled, doubtful); api.py bare; venv a standard module"),
    R("""Visualizing Docker Compose

Jun 13, 2019
Steve Brownlee

As my education with Docker continues, I'm finding I need to draw and sketch things out to match keywords, concepts, and what each does. A couple months ago, I got a Django app containerized and deployed to a server, and then played around with docker-compose to see how I could spin up a local development environment while I was working on the application.

I came back to that today and realized that I couldn't immediately recall how all the pieces fit together. I took the time to map it all out in my head again, but this time I'm creating a visualization to help me quickly recall what the configuration does the next time I look at it.

Docker compose flow for local execution

I know that this will eventually become knowledge that I can analyze, evaluate and create on-demand, but until it is, visualization will help me get ramped up much faster.


Running docker-compose up executes the commands in the docker-compose.yml file. That file gets two separate services running.

  1. nginx
  2. My container named stevebrownlee/hubspotapps which is the Django app.

The nginx service maps host traffic on port 8080 to port 80 inside the container.""",
      T("Docker"), T("Django"), T("Docker Compose"), T("Nginx"),
      source="https://learn.nashvillesoftwareschool.com/blog/2019/06/13/visualizing-docker-compose", kind="blog",
      note="docker-compose.yml a bare file name; stevebrownlee/hubspotapps an image name, not a file; the compose and "
           "nginx snippets after it cut"),
    R("""Django stack Web App Architecture (Production)

User access front-end and perform some actions. Action creates HTTP requests and the request goes to Nginx. Nginx give request to uwsgi (app server) or Daphne (WebSocket server).

  • Uwsgi calls Django functions and store or fetches data from Postgres or Redis.
  • We also require WebSocket server for live page feeding. In Django stack, we use daphne. Websocket server also needs to get connected from Redis and Postgres for channeling and data accessing purpose.
  • We have to perform asynchronous tasks either to improve user experience or application performance. We generally use celery for it. App push tasks to RabbitMQ and celery worker execute tasks as soon as it received to queue.
  • We need the supervisor service for uwsgi, daphne, celery worker. Which monitors all such configured service and help us in unwanted service stop situations.""",
      T("Nginx"), T("uWSGI"), T("Daphne"), T("WebSocket"), T("Django"), T("PostgreSQL"), T("Redis"), T("Celery"),
      T("RabbitMQ"), T("Supervisor"),
      source="https://jainanurag.medium.com/learning-docker-3f7799687cb2", kind="blog",
      note="a section of a post on a Docker stack for Django; the supervisor service is Supervisor (supervisord), which "
           "the lexicon does not know; WebSocket server the protocol Daphne serves, labelled, doubtful; HTTP not "
           "labelled"),
    R("""Technical Introduction
The Docker ecosystem comprises three fundamental components: the Docker engine, container images, and a registry. For Django, we typically combine two images into a single, production‑ready stack: one for the Django application itself, and one for the relational database (commonly PostgreSQL). Docker Compose orchestrates multiple containers, links them through an internal network, and defines a reproducible runtime configuration in a single docker-compose.yml file.
Project Structure
Below is an example layout that aligns with Django best practices and Docker readiness:
├── app/
│ ├── myproject/
│ │ ├── __init__.py
│ │ ├── settings.py
│ │ ├── urls.py
│ │ └── wsgi.py
│ ├── Dockerfile
│ ├── requirements.txt
│ └── entrypoint.sh
├── db/
├── .dockerignore
└── docker-compose.yml
Key Features of the Dockerised Stack
- Isolation: Each service runs in its own container, eliminating dependency clashes.
- Reproducibility: Docker images lock all libraries and system packages.
- Scalability: Separate services can be scaled independently via compose or Kubernetes.
- Integration: Health checks and auto‑restart policies enhance reliability.
- Portability: The same stack works locally, on CI servers, and in cloud PaaS.
Step‑by‑Step Configuration
1. Base Dockerfile
# app/Dockerfile
# Base image optimized for Django
FROM python:3.12-slim""",
      T("Docker"), T("Django"), T("PostgreSQL"), T("Docker Compose"), T("Kubernetes"), F("app/Dockerfile"),
      source="https://www.pxe.gr/en/guides-tutorials/kickstart-django-apps-with-docker", kind="blog",
      note="the tree's files are bare names, never written as paths; '# app/Dockerfile' names the file the example holds; "
           "python:3.12-slim a base image tag (Python not labelled from it, doubtful); the rest of the Dockerfile cut"),
    R("""This chapter wires the project to GitHub Actions. Now, the same type-check, unit, and integration suite will run automatically on every push and every pull request. We will also start PostgreSQL as a service container so the continuous integration (CI) environment sees the exact same database your local setup does.

.github/workflows/ runs the full suite of checks.postgres:16-alpine service container gives the integration tests a real database inside CI, matching your local Docker image exactly.main until CI passes.This chapter revolves around a single YAML file and a few core GitHub concepts. Here is a quick guide to the vocabulary before we look at the code.
CI (continuous integration). A server automatically builds and tests every push to the repository. Broken code surfaces within minutes instead of weeks later. You no longer have to ask if everyone remembered to run the tests.
GitHub Actions. GitHub's built-in CI platform. It reads a YAML workflow file from .github/workflows/, spins up a fresh ubuntu-latest machine, and runs your listed steps against the new code. You do not need a separate CI service to host this.
Service container. A temporary container that GitHub Actions starts alongside your job. In this case, it is postgres:16-alpine. The integration tests get a real database to connect to, and GitHub tears it down when the job finishes. It is the CI equivalent of running docker compose up and then docker compose down.
The workflow also relies on two smaller concepts. Dependency caching allows actions/setup-node to save the npm download cache based on your package-lock.json file. This means npm ci can reuse packages instead of downloading them""",
      T("GitHub Actions"), T("PostgreSQL"), T("Docker"), T("GitHub"), T("Docker Compose"), T("npm"),
      source="https://dalabs.academy/courses/test-driven-development-with-nodejs/testing-infrastructure/ci-pipeline-github-actions",
      kind="blog",
      note="a course chapter as stored (its list items run together); .github/workflows/ a folder; postgres:16-alpine an "
           "image tag; ubuntu-latest a runner label; actions/setup-node a uses reference; package-lock.json bare; YAML a "
           "format; the chapter before it (Jest workers) cut, Jest not named here"),
]
