"""A twenty-first fresh held-out set ("fresh-21"), the other texts: changelogs, answers, posts and reference pages --
the changelogs of http-proxy-middleware, rack-cors, Grape, serve-static, Passport, Jbuilder, winston and Faraday;
READMEs of a Flask dog API, a Flask API template, two Express/Mongoose JWT APIs, an Express/Sequelize task backend, a
task API, an Express/MySQL task system, a Django articles API, a Flask/Vue backend, two Laravel request-lifecycle
notes, a Flask layout, a Rails reminder scheduler, a Node starter, a Rails beta project, a chat server, a Rails API with
React and a small site, and an Express products sketch (a source file); posts on a MERN login, CORS in Express, Django REST APIs (lecture slides), case-sensitive imports on
Vercel and a zombie on port 3000; questions on a port already in use and on express.Router, and an interview answer on
the Express Router.

Taken from stored public copies of the pages and files at the addresses given, kept as written (trimmed) and labelled
by hand without running the extractor, by the rules of the earlier sets (``--split fresh-21``).
"""

from real_corpus import E, F, R, T  # noqa: F401

SURFACES = {
    "PostgreSQL": ("PostgrSQL",),
    "Bundler": ("bundle",),
}

CASES = [
    # ---------------------------------------------------------------- changelogs
    R("""# Changelog

## [develop](https://github.com/chimurai/http-proxy-middleware/releases/tag/v0.16.0)
- feat(router): deprecate and renamed `proxyTable` option to `router`

## [v0.15.2](https://github.com/chimurai/http-proxy-middleware/releases/tag/v0.15.2)
- fix(websocket): fixes websocket upgrade

## [v0.15.1](https://github.com/chimurai/http-proxy-middleware/releases/tag/v0.15.1)
- feat(pathRewrite): expose `req` object to pathRewrite function.
- fix(websocket): fixes websocket upgrade when both config.ws and external .upgrade() are used.

## [v0.15.0](https://github.com/chimurai/http-proxy-middleware/releases/tag/v0.15.0)
- feat(pathRewrite): support for custom pathRewrite function.

## [v0.14.0](https://github.com/chimurai/http-proxy-middleware/releases/tag/v0.14.0)
- feat(proxy): support proxy creation without context.
- fix(connect mounting): use connect's `path` configuration to mount proxy.

## [v0.13.0](https://github.com/chimurai/http-proxy-middleware/releases/tag/v0.13.0)
- feat(context): custom context matcher; when simple `path` matching is not sufficient.

## [v0.12.0](https://github.com/chimurai/http-proxy-middleware/releases/tag/v0.12.0)
- add option `onProxyReqWs` (subscribe to http-proxy `proxyReqWs` event)
- add option `onOpen` (subscribe to http-proxy `open` event)
- add option `onClose` (subscribe to http-proxy `close` event)

## [v0.11.0](https://github.com/chimurai/http-proxy-middleware/releases/tag/v0.11.0)
- improved logging

## [v0.10.0](https://github.com/chimurai/http-proxy-middleware/releases/tag/v0.10.0)
- feat(proxyTable) - added proxyTable support for WebSockets.
- fixed(proxyTable) - ensure original path (not rewritten path) is being used when `proxyTable` is used in conjunction with `pathRewrite`.

## [v0.9.1](https://github.com/chimurai/http-proxy-middleware/releases/tag/v0.9.1)
- fix server crash when socket error not handled correctly.

## [v0.9.0](https://github.com/chimurai/http-proxy-middleware/releases/tag/v0.9.0)
- support subscribing to http-proxy `proxyReq` event ([trbngr](https://github.com/trbngr))
- add `logLevel` and `logProvider` support

## [v0.8.2](https://github.com/chimurai/http-proxy-middleware/releases/tag/v0.8.2)
- fix proxyError handler ([mTazelaar](https://github.com/mTazelaar))

## [v0.8.1](https://github.com/chimurai/http-proxy-middleware/releases/tag/v0.8.1)
- fix pathRewrite when `agent` is configured

## [v0.8.0](https://github.com/chimurai/http-proxy-middleware/releases/tag/v0.8.0)
- support external websocket upgrade
- fix websocket shorthand

## [v0.7.0](https://github.com/chimurai/http-proxy-middleware/releases/tag/v0.7.0)
- support shorthand syntax
- fix express/connect mounting""",
      T("http-proxy"), T("Connect"), T("Express"),
      source="https://github.com/chimurai/http-proxy-middleware/blob/HEAD/CHANGELOG.md", kind="changelog",
      note="the library's own name only in the release URLs (not labelled); http-proxy the underlying library; "
           "'connect' and 'express/connect mounting' the Connect and Express frameworks; WebSockets a protocol"),
    R("""# Change Log
All notable changes to this project will be documented in this file.

## 2.0.1 - 2023-02-17
### Changed
- Use Rack::Utils::HeaderHash when Rack 2.x is detected

## 2.0.0 - 2023-02-14
### Changed
- Refactored codebase
- Support declaring custom protocols in origin
- Lowercased header names as defined by Rack spec
- Fix issue with duplicate headers because of header name case

## 1.1.1 - 2019-12-29
### Changed
- Allow /<resource>/* to match /<resource>/ and /<resource> paths

## 1.1.0 - 2019-11-19
### Changed
- Use Rack::Utils.escape_path instead of Rack::Utils.escape
- Require Rack 2.0 for escape_path method
- Don't try to clean path if invalid.
- Return 400 (Bad Request) on preflights with invalid path

## 1.0.6 - 2019-11-14
### Changed
- Use Rack::Utils.escape to make compat with Rack 1.6.0

## 1.0.5 - 2019-11-14
### Changed
- Update Gem spec to require rack >= 1.6.0

## 1.0.4 - 2019-11-13
### Security
- Escape and resolve path before evaluating resource rules (thanks to Colby Morgan)

## 1.0.3 - 2019-03-24
### Changed
- Don't send 'Content-Type' header with pre-flight requests
- Allow ruby array for  vary header config""",
      T("Rack"), T("Ruby"),
      source="https://github.com/cyu/rack-cors/blob/HEAD/CHANGELOG.md", kind="changelog",
      note="rack-cors never names itself here; Rack::Utils.* are namespaces (Rack labelled from 'Rack 2.x', 'rack >= "
           "1.6.0'); /<resource>/* a path pattern with no method, no endpoint"),
    R("""### 2.0.0 (2023/11/11)

#### Features

* [#2353](https://github.com/ruby-grape/grape/pull/2353): Added Rails 7.1 support - [@ericproulx](https://github.com/ericproulx).
* [#2355](https://github.com/ruby-grape/grape/pull/2355): Set response headers based on Rack version - [@schinery](https://github.com/schinery).
* [#2360](https://github.com/ruby-grape/grape/pull/2360): Reduce gem size by removing specs - [@ericproulx](https://github.com/ericproulx).
* [#2361](https://github.com/ruby-grape/grape/pull/2361): Remove `Rack::Auth::Digest` - [@ninoseki](https://github.com/ninoseki).

#### Fixes

* [#2364](https://github.com/ruby-grape/grape/pull/2364): Add missing requires - [@ericproulx](https://github.com/ericproulx).
* [#2366](https://github.com/ruby-grape/grape/pull/2366): Default quality to 1.0 in the `Accept` header when omitted - [@hiddewie](https://github.com/hiddewie).
* [#2368](https://github.com/ruby-grape/grape/pull/2368): Stripping the internals of `Grape::Endpoint` when `NoMethodError` is raised - [@jcagarcia](https://github.com/jcagarcia).

### 1.8.0 (2023/08/30)

#### Features

* [#2326](https://github.com/ruby-grape/grape/pull/2326): Use ActiveSupport extensions - [@ericproulx](https://github.com/ericproulx).
* [#2327](https://github.com/ruby-grape/grape/pull/2327): Use ActiveSupport deprecation - [@ericproulx](https://github.com/ericproulx).
* [#2330](https://github.com/ruby-grape/grape/pull/2330): Use ActiveSupport inflector - [@ericproulx](https://github.com/ericproulx).
* [#2331](https://github.com/ruby-grape/grape/pull/2331): Memory optimization when running validators - [@ericproulx](https://github.com/ericproulx).
* [#2332](https://github.com/ruby-grape/grape/pull/2332): Use ActiveSupport configurable - [@ericproulx](https://github.com/ericproulx).
* [#2342](https://github.com/ruby-grape/grape/pull/2342): Allow specifying a handler for grape_exceptions - [@mscrivo](https://github.com/mscrivo).

#### Fixes

* [#2339](https://github.com/ruby-grape/grape/pull/2339): Documentation and specs for remountable configuration in params - [@myxoh](https://github.com/myxoh).
* [#2337](https://github.com/ruby-grape/grape/pull/2337): Fix: allow custom validators that do not end with _validator - [@ericproulx](https://github.com/ericproulx).
* [#2346](https://github.com/ruby-grape/grape/pull/2346): Adjust test expectations to conform to rack 3 - [@kbarrette](https://github.com/kbarrette).""",
      T("Grape"), T("Rails"), T("Rack"), T("Active Support"),
      source="https://github.com/ruby-grape/grape/blob/HEAD/CHANGELOG.md", kind="changelog",
      note="Grape labelled once as the subject (written only as Grape::Endpoint and in URLs, doubtful); Rails 7.1, Rack "
           "version and rack 3, ActiveSupport; Rack::Auth::Digest a namespace; the 2.1.0 (Next) section cut"),
    R("""1.7.1 / 2014-10-22
==================

  * deps: send@0.10.1
    - deps: on-finished@~2.1.1

1.7.0 / 2014-10-15
==================

  * deps: send@0.10.0
    - deps: debug@~2.1.0
    - deps: depd@~1.0.0
    - deps: etag@~1.5.0

1.6.4 / 2014-10-08
==================

  * Fix redirect loop when index file serving disabled

1.6.3 / 2014-09-24
==================

  * deps: send@0.9.3
    - deps: etag@~1.4.0

1.6.2 / 2014-09-15
==================

  * deps: send@0.9.2
    - deps: depd@0.4.5
    - deps: etag@~1.3.1
    - deps: range-parser@~1.0.2

1.6.1 / 2014-09-07
==================

  * deps: send@0.9.1
    - deps: fresh@0.2.4

1.5.2 / 2014-08-14
==================

  * deps: send@0.8.2
    - Work around `fd` leak in Node.js 0.10 for `fs.ReadStream`

1.5.1 / 2014-08-09
==================

  * Fix parsing of weird `req.originalUrl` values
  * deps: parseurl@~1.3.0
  * deps: utils-merge@1.0.0

1.4.3 / 2014-07-29
==================

  * deps: send@0.7.3
    - Fix incorrect 403 on Windows and Node.js 0.11""",
      T("send"), T("on-finished"), T("debug"), T("depd"), T("etag"), T("range-parser"), T("parseurl"),
      T("utils-merge"), T("Node.js"), T("Windows"),
      source="https://github.com/expressjs/serve-static/blob/HEAD/HISTORY.md", kind="changelog",
      note="serve-static's own history never names it here; the npm packages of the 'deps:' lines labelled as in the "
           "earlier sets' morgan and cookie-signature (doubtful for the word-like send and debug; fresh left out, a name "
           "the lexicon gives Deno's framework); fs.ReadStream "
           "a Node API; some versions between cut"),
    R("""# Changelog
All notable changes to this project will be documented in this file.

The format is based on [Keep a Changelog](https://keepachangelog.com/en/1.0.0/),
and this project adheres to [Semantic Versioning](https://semver.org/spec/v2.0.0.html).

## [Unreleased]

## [0.6.0] - 2022-05-20
### Added
- `authenticate()`, `req#login`, and `req#logout` accept a
`keepSessionInfo: true` option to keep session information after regenerating
the session.

### Changed

- `req#logout()` is now an asynchronous function and requires a callback
function as the last argument.
- `req#login()` and `req#logout()` regenerate the the session and clear session
information by default.

### Security

- Improved robustness against session fixation attacks in cases where there is
physical access to the same system or the application is susceptible to
cross-site scripting (XSS).

## [0.5.3] - 2022-05-16
### Fixed

- `initialize()` middleware extends request with `login()`, `logIn()`,
`logout()`, `logOut()`, `isAuthenticated()`, and `isUnauthenticated()` functions
again, reverting change from 0.5.1.

## [0.5.2] - 2021-12-16
### Fixed
- Introduced a compatibility layer for strategies that depend directly on
`passport@0.4.x` or earlier (such as `passport-azure-ad`), which were
broken by the removal of private variables in `passport@0.5.1`.""",
      T("Passport"), T("passport-azure-ad"),
      source="https://github.com/jaredhanson/passport/blob/HEAD/CHANGELOG.md", kind="changelog",
      note="Passport labelled once as the subject (written passport@0.4.x); passport-azure-ad a strategy package; "
           "Keep a Changelog and Semantic Versioning conventions, not tools"),
    R("""# Changelog

2.4.1
-----

* [Fix controller generators to be Rails 5 compatible](https://github.com/rails/jbuilder/commit/2dc6203c5c4a98701d5b64c2a5200835a48bb533)

2.4.0
-----

* [Rails 5 compatibility](https://github.com/rails/jbuilder/commit/4aa2cfcc19a4634d65a28ffc75f0ac0cb8304115)

2.3.2
-----

* [Remove Mime Types deprecation message](https://github.com/rails/jbuilder/commit/5ba4e4ac654cc8388619538f576fe234659b84ec)

2.3.1
-----

* [Explicitly require ostruct to prevent NameError](https://github.com/rails/jbuilder/pull/281)

2.3.0
-----

* [Add new in-place partial invocation support](https://github.com/rails/jbuilder/commit/1feda7ee605c136e59fb4de970f4674de518e6de)
* [Add implicit partial rendering for AM::Models](https://github.com/rails/jbuilder/commit/4d5bf7d0ea92765adb7be36834e84f9855a061df)
* [Generate API controller if Rails API option is enabled](https://github.com/rails/jbuilder/commit/db68f6bd327cf42b47ef22d455fb5721a8c2cf5f)
* [JBuilder's templates have less priority than app templates](https://github.com/rails/jbuilder/commit/7c1a5f25603ec1f4e51fba3dbba9db23726a5d69)
* [Add AC::Helpers module to jbuilder for api only apps](https://github.com/rails/jbuilder/commit/7cf1d1eb7d125caf38309b5427952030011c1aa0)

2.2.16
------

* [Fix NoMethodError around `api_only` in railtie](https://github.com/rails/jbuilder/commit/b08d1da10b14720b46d383b2917e336060fd9ffa)

2.2.14
------

* [Make Jbuilder compatible with Rails API](https://github.com/rails/jbuilder/commit/29c0014a9c954c990075d42c45c66075260e924b)

2.2.13
------

* Several peformance optimizations: [#260](https://github.com/rails/jbuilder/pull/260) & [#261](https://github.com/rails/jbuilder/pull/261)""",
      T("Jbuilder"), T("Rails"),
      source="https://github.com/rails/jbuilder/blob/HEAD/CHANGELOG.md", kind="changelog",
      note="Jbuilder the subject (JBuilder, jbuilder); 'Rails 5' labelled as Rails; 'Rails API' (the rails-api mode or "
           "gem) not labelled apart; ostruct a stdlib file, AM::Models and AC::Helpers namespaces"),
    R("""## 0.8.2 / 2014-11-04

* [Full fix for #296 with proper streams2 detection with `isstream` for file transport (`jcrugzz`)](https://github.com/flatiron/winston/commit/5c4bd4191468570e46805ed399cad63cfb1856cc)
* [Add isstream module (`jcrugzz`)](https://github.com/flatiron/winston/commit/498b216d0199aebaef72ee4d8659a00fb737b9ae)
* [Partially fix #296 with streams2 detection for file transport (`indexzero`)](https://github.com/flatiron/winston/commit/b0227b6c27cf651ffa8b8192ef79ab24296362e3)
* [add stress test for issue #288 (`indexzero`)](https://github.com/flatiron/winston/commit/e08e504b5b3a00f0acaade75c5ba69e6439c84a6)
* [update winston-graylog2 documentation (`unlucio`)](https://github.com/flatiron/winston/commit/49fa86c31baf12c8ac3adced3bdba6deeea2e363)
* [fix self/this issue that broke `http` transport (`indexzero`)](https://github.com/flatiron/winston/commit/d10cbc07755c853b60729ab0cd14aa665da2a63b)


## 0.8.1 / 2014-10-06

* [Add label option for DailyRotateFile transport (`francoisTemasys`)](https://github.com/flatiron/winston/pull/459)
* [Included the label from options to the output in JSON mode. (`arxony`)](https://github.com/flatiron/winston/pull/326)
* [Allow using logstash option with the File transport (`gmajoulet`)](https://github.com/flatiron/winston/pull/299)
* [Catch exceptions for file transport unlinkSync (`calvinfo`)](https://github.com/flatiron/winston/pull/266)
* [Adding the 'addRewriter' to winston (`machadogj`)](https://github.com/flatiron/winston/pull/258)
* [Updated README.md - Replaced properties with those listed in winston-mongodb module](https://github.com/flatiron/winston/pull/264)

## 0.8.0 / 2014-09-15
  * [Fixes for HTTP Transport](https://github.com/flatiron/winston/commit/a876a012641f8eba1a976eada15b6687d4a03f82)
  * Removing [jsonquest](https://github.com/flatiron/winston/commit/4f088382aeda28012b7a0498829ceb243ed74ac1) and [request](https://github.com/flatiron/winston/commit/a5676313b4e9744802cc3b8e1468e4af48830876) dependencies.
  * [Added logstash support](https://github.com/flatiron/winston/pull/445/files)""",
      T("Winston"), T("isstream"), T("winston-graylog2"), T("winston-mongodb"), T("Logstash"), T("jsonquest"),
      source="https://github.com/winstonjs/winston/blob/HEAD/CHANGELOG.md", kind="changelog",
      note="winston the subject ('Adding the addRewriter to winston'); isstream, winston-graylog2, winston-mongodb and "
           "jsonquest packages; logstash the log pipeline; the 'request' dependency not labelled (a word as much as the "
           "package); DailyRotateFile a transport class; README.md a bare file name"),
    R("""## v0.15.4

* Expose `pool_size` as a option for the NetHttpPersistent adapter (#834)

## v0.15.3

* Make Faraday::Request serialisable with Marshal. (#803)
* Add DEFAULT_EXCEPTIONS constant to Request::Retry (#814)
* Add support for Ruby 2.6 Net::HTTP write_timeout (#824)

## v0.15.2

* Prevents `Net::HTTP` adapters to retry request internally by setting `max_retries` to 0 if available (Ruby 2.5+). (#799)
* Fixes `NestedParamsEncoder` handling of empty array values (#801)

## v0.15.1

* NetHttpPersistent adapter better reuse of SSL connections (#793)
* Refactor: inline cached_connection (#797)
* Logger middleware: use $stdout instead of STDOUT (#794)
* Fix: do not memoize/reuse Patron session (#796)

Also in this release:

* Allow setting min/max ssl version for Net::HTTP (#792)
* Allow setting min/max ssl version for Excon (#795)

## v0.15.0

Features:

* Added retry block option to retry middleware. (#770)
* Retry middleware improvements (honour Retry-After header, retry statuses) (#773)
* Improve response logger middleware output (#784)

Fixes:

* Remove unused class error (#767)
* Fix minor typo in README (#760)
* Reuse persistent connections when using net-http-persistent (#778)
* Fix Retry middleware documentation (#781)
* Returns the http response when giving up on retrying by status (#783)

## v0.14.0

Features:

* Allow overriding env proxy (#754)
* Remove legacy Typhoeus adapter (#715)
* External Typhoeus Adapter Compatibility (#748)
* Warn about missing adapter when making a request (#743)
* Faraday::Adapter::Test stubs now support entire urls (with host) (#741)""",
      T("Faraday"), T("Ruby"), T("Patron"), T("Excon"), T("net-http-persistent"), T("Typhoeus"),
      source="https://github.com/lostisland/faraday/blob/HEAD/CHANGELOG.md", kind="changelog",
      note="Faraday the subject (Faraday::Request, Faraday::Adapter::Test: its own namespaces); the HTTP client "
           "libraries it adapts labelled (NetHttpPersistent the same net-http-persistent); Net::HTTP a stdlib namespace, "
           "not labelled; SSL a protocol"),
    # ---------------------------------------------------------------- READMEs and docs
    R("""# A simple Flask API

This a simple api built with [Flask](https://flask.palletsprojects.com/en/2.2.x/) microframework

## Tecnologies used
* **[Pyhon3](https://www.python.org/downloads/)** Python is a programminglanguage that lets you work quickllu and integrate more effectively
* **[Flask](flask.pocoo.org/)** Flask is a microframework written in Python
* **[Poetry](https://python-poetry.org/)** Python Packaging and dependency management
* **[Flask SQLAlchemy](https://flask-sqlalchemy.palletsprojects.com/e)** Flask-SQLAlchemy is an extension for Flask that adds support for SQLAlchemy to your application
* **[Flask Migrate](https://flask-migrate.readthedocs.io/en/latest/)** Flask-Migrate is an extension that handles SQLAlchemy database migrations for Flask applications using Alembic
**[Docker](https://www.docker.com/)** Docker takes away repetitive, mundane configuration tasks and is used throughout the development lifecycle for fast, easy and portable application development 
**[Docker Compose](https://docs.docker.com/compose/)** Compose is a tool for defining and running multi-container Docker applications

## 🌱 How to start this project

## Endpoints
    GET /api/dog
    POST /api/dog
    DELETE /api/dog
    PUT /api/dog

### GET /api/dog

Will return all dogs record from database

### POST /api/dog
Add a new dog to the database

### DELETE /api/dog/\\<int:id\\>
Delete an existing record with the specific id

### PUT /api/dog/\\<int:id\\>
Update an existing record with the specific id""",
      T("Flask"), T("Python"), T("Poetry"), T("Flask-SQLAlchemy"), T("SQLAlchemy"), T("Flask-Migrate"), T("Alembic"),
      T("Docker"), T("Docker Compose"),
      E("GET /api/dog"), E("POST /api/dog"), E("DELETE /api/dog"), E("PUT /api/dog"),
      source="https://github.com/Cristiano-Rocha/simple-flask-api/blob/HEAD/README.md", kind="docs",
      note="the JSON examples cut; /api/dog/\\\\<int:id\\\\> written with Markdown escapes, so its DELETE and PUT are "
           "labelled only in their escape-free form above (the list); 'Pyhon3' a misspelt Python, named again"),
    R("""# API template
## DESCRIPTION
- The `models` file can be found in the User class which serves as a 
basic template. It meets all the requirements essential to get started with.

- `@token_required` makes sure that before querying the user exist and has a
valid token. Each token is `encoded` using the `config['SECRET_KEY']` and has
a lifespan of 365 days by default.

- The encryption for passwords is done by `werkzeug.security` module 
and the algorithm used is `sha256`

- Usually during the development process, even if I know it is not ideal I
 like to tweak the database schema. To keep track of all those changes
  `flask-migrate` comes in handy. Once you update the `models.py` file run
  from the root directory.
 ```shell script
python migrate.py db migrate
python migrate.py db upgrade
``` 

## Getting started
First of all we have to establish a connection with the database. To do so fill those fields which can be found inside `app/__init__.py`
```python
# DATABASE CREDENTIALS
ENGINE = 'mysql'
USERNAME = 'test'
PASSWORD = 'testtest'
HOST = 'localhost'
PORT = '3306'
DATABASE = 'api'

```

## Template for new endpoints
```python
@app.route('/api/endpoint', methods=['GET'])
def get_all_endpoints(current_user):
    pass



@app.route('/api/endpoint/<endpoint_id>', methods=['GET'])
def get_one_endpoint(current_user, endpoint_id):
    pass



@app.route('/api/endpoint', methods=['POST'])
def create_endpoint(current_user):
    pass



@app.route('/api/endpoint/<endpoint_id>', methods=['PUT'])
def update_endpoint(current_user, endpoint_id):
    pass



@app.route('/api/endpoint/<endpoint_id>', methods=['DELETE'])
def delete_endpoint(current_user, endpoint_id):
    pass
```

## REQUIREMENTS
- [SQLAlchemy](https://flask-sqlalchemy.palletsprojects.com/en/2.x/)
- [Flask-Migrate](https://flask-migrate.readthedocs.io/en/latest/)
- [Flask-Script](https://flask-script.readthedocs.io/en/latest/)
- [werkzeug](https://werkzeug.palletsprojects.com/en/0.15.x/utils/#module-werkzeug.security)
- [uuid](https://docs.python.org/3.6/library/uuid.html)
- [PyJWT](https://github.com/GehirnInc/python-jwt)
- [requests]()""",
      T("Python"), T("Flask-Migrate"), T("SQLAlchemy"), T("Flask-Script"), T("Werkzeug"), T("PyJWT"), T("MySQL"),
      T("Requests"),
      F("app/__init__.py"),
      E("GET /api/endpoint"), E("GET /api/endpoint/<endpoint_id>"), E("POST /api/endpoint"),
      E("PUT /api/endpoint/<endpoint_id>"), E("DELETE /api/endpoint/<endpoint_id>"),
      source="https://github.com/Terkea/flask_api_template/blob/HEAD/readme.md", kind="docs",
      note="a template's routes, labelled as written; Flask itself never named apart from Flask-Migrate and Flask-Script "
           "(not labelled); 'mysql' the database engine of the credentials; uuid the standard library module; "
           "models.py and migrate.py bare names; the api_log and status-table paragraphs cut"),
    R("""# EXPRESS - MONGOOSE - JWT API


A small API with a CRUD made with expressjs.

## Endpoints.
GET "/" - list users

GET "/:id" - content user id

POST "/" - Create user

PUT "/:id" - Update user

DELETE "/:id" - Delete user

POST "/login"  - Login user

### AUTH PART (Middleware)

GET "/auth" - private user zone, verified with token""",
      T("Express"), T("Mongoose"),
      E("GET /"), E("GET /:id"), E("POST /"), E("PUT /:id"), E("DELETE /:id"), E("POST /login"), E("GET /auth"),
      source="https://github.com/GeorginaTS/express-mongoose-jwt/blob/HEAD/README.md", kind="docs",
      note="the endpoints written in quotes, labelled without them; 'expressjs' is Express; JWT a token format "
           "(not labelled, like the data formats)"),
    R("""# API Server JWT Auth
A basic template for a server token authorization

## Routes

| Model | Type | Route | Description | Body JSON |
| :---:| :---: | --- | --- | --- |
| USER | GET | /users/all | Get all users | - |
|  | GET | /users/**:id** | Get user by its id | - |
|  | POST | /users/ | Create a new user | User model |
|  | PUT | /users/**:id** | Update an user by its id | User model |
|  | DELETE | /users/**:id** | Delete an user by its id | - |


## Installation

Install dependencies:

```
npm i
```

Run node project:

```
node index.js
```

## Technologies

- node.js
- express
- mongoose
- jwt""",
      T("npm"), T("Node.js"), T("Express"), T("Mongoose"),
      E("GET /users/all"), E("POST /users/"),
      source="https://github.com/eperezcosano/auth-server-template/blob/HEAD/README.md", kind="docs",
      note="the /users/**:id** rows written with Markdown bold inside the path: not labelled; index.js a bare name; "
           "jwt a token format, not labelled"),
    R("""# Mini-project Backend (Node + Express + Sequelize + SQLite)

## Setup

1. `cd backend`
2. `npm install`
3. `npm run migrate`  # creates the SQLite DB and some seed data
4. `npm start`

API endpoints:
- GET /api/tasks
- GET /api/tasks/:id
- POST /api/tasks
- PUT /api/tasks/:id
- DELETE /api/tasks/:id""",
      T("Node.js"), T("Express"), T("Sequelize"), T("SQLite"), T("npm"),
      E("GET /api/tasks"), E("GET /api/tasks/:id"), E("POST /api/tasks"), E("PUT /api/tasks/:id"),
      E("DELETE /api/tasks/:id"),
      source="https://github.com/jonathangratigny/mini-project-node-angular/blob/HEAD/backend/README.md", kind="docs",
      note="'Node' the runtime; backend a folder"),
    R("""## Task Management API

### Getting Started

1. Clone the repo
2. Run `npm install`
3. Copy `.env.example` to `.env` and set values
4. Run in dev mode: `npm run dev`

### Endpoints

- `POST /tasks`
- `GET /tasks/:id`
- `GET /tasks?status=...&dueDate=...`
- `PUT /tasks/:id`
- `DELETE /tasks/:id`""",
      T("npm"),
      E("POST /tasks"), E("GET /tasks/:id"), E("GET /tasks"), E("PUT /tasks/:id"), E("DELETE /tasks/:id"),
      source="https://github.com/Maaz782/tasks-app/blob/HEAD/Readme.md", kind="docs",
      note="the query string of GET /tasks dropped; .env.example and .env bare names"),
    R("""Steps to setup the project

1. Run "npm install" command. It will automatically install all the necessary reuirements like mysql2, express and sequelize
2. Update the Mysql DB connection in "models/Task.js" file.
3. If the table is not created, it will automatically create a table.
4. Run command "node app.js" to start the server.
5. Use the project with Postman API's.


Example of Create API:
```curl --location 'http://localhost:3000/tasks/' \\
--header 'Content-Type: application/json' \\
--data '{
    "title":"Task 1",
    "description":"demo task",
    "status":"Done",
    "timeline":"12/11/1981"
}'```""",
      T("npm"), T("mysql2"), T("Express"), T("Sequelize"), T("MySQL"), T("Node.js"), T("Postman"),
      F("models/Task.js"),
      source="https://github.com/saurabh-jindal/Task-Management-System/blob/HEAD/README.md", kind="docs",
      note="the curl example sends data with no method written (curl would POST), so no endpoint; 'node app.js' the "
           "runtime; app.js a bare name"),
    R("""# DjangoAPI
An example of a API in Django framework.

# Endpoints for the API
| Endpoint | HTTP Method | Description |
| :---: | :---: | :---: |
| articles | GET | Get all articles |
| articles/{id} | GET | Get the article with this id |
| articles | POST | Insert a new article |
| articles/{id} | PUT | Update article with this id |
| articles/{id} | DELETE | Delete the article with this id |""",
      T("Django"),
      source="https://github.com/DiegoALCEB/DjangoAPI/blob/HEAD/README.md", kind="docs",
      note="the endpoints are written without a leading slash (articles, articles/{id}): not labelled"),
    R("""## 프로젝트 구조
~~~
app 
ㄴ __init__.py
ㄴ routes.py
run.py
config.py
.flaskenv
requirements.txt
~~~
## Configuration
`config.py`에서 
## 애플리케이션 세팅
`app/__init__.py`에서 앱 인스턴스 생성과 라우트를 임포트한다
## 프로젝트 라우트
`app/routes.py`에서 모든 라우트와 웹 애플리케이션의 백엔드 로직을 정함""",
      F("app/__init__.py"), F("app/routes.py"),
      source="https://github.com/lucid-aura/Friends-versus/blob/HEAD/Flask_Vue/backend_flask/Readme.md", kind="docs",
      note="a Korean README of a Flask backend that never names Flask (.flaskenv a bare file name); the tree's entries "
           "and config.py are bare names"),
    R("""# Laravel Request Lifecycle Demo 🚀

This project explains the Laravel Request Lifecycle in a beginner-friendly way.

## 🛠 Steps Demonstrated
1. Request enters through `public/index.php`
2. Kernel processes it
3. Middleware filters request (`LogRequestTime`)
4. Route matches (`/lifecycle`)
5. Controller executes (`DemoController@index`)
6. Response is returned (JSON output)

## 🔄 How to Test
- Clone repo
- Run `php artisan serve`
- Visit `http://127.0.0.1:8000/lifecycle`
- Check `storage/logs/laravel.log` to see request timing logs""",
      T("Laravel"), T("PHP"),
      F("public/index.php"), F("storage/logs/laravel.log"),
      source="https://github.com/rohitdhiman91/laravel-request-lifecycle-demo/blob/HEAD/README.md", kind="docs",
      note="/lifecycle is matched by a route but no method is written (visited in a browser): not labelled; 'php "
           "artisan serve' names the PHP runtime"),
    R("""# 🍼 Intermediate: Request Lifecycle (How it works?)

## ❓ The Question
**"Trace the lifecycle of a Laravel Request from `index.php` to Response."**

---

### 💡 The Answer (Intermediate)
1.  **Entry Point**: `public/index.php`. The web server (Nginx) sends the request here.
2.  **Kernel**: The Request is captured by `Illuminate\\Foundation\\Http\\Kernel`.
3.  **Service Providers**: The Application boots. It loads config (`config/app.php`), registers services (`AppServiceProvider`), connects to DB.
4.  **Router**: The Kernel sends request to the Router (`routes/web.php`).
5.  **Middleware**: Before hitting the Controller, it passes through Global Middleware (`EnsureFrontendRequestsAreStateful`) and Route Middleware (`auth`).
6.  **Controller**: The Action executes (`UserController@index`).
7.  **Response**: The Controller returns a View or JSON.
8.  **Kernel Terminate**: The Kernel sends response to browser and terminates (runs `terminate()` on middleware).""",
      T("Laravel"), T("Nginx"),
      F("public/index.php"), F("config/app.php"), F("routes/web.php"),
      source="https://github.com/subhashladumor1/laravel-mastery-roadmap/blob/HEAD/04-interview-questions/intermediate/04-request-lifecycle.md",
      kind="docs", note="Illuminate\\\\Foundation\\\\Http\\\\Kernel a namespace; index.php bare; the diagram cut"),
    R("""# flask_backend

Simple Flask project layout.

Structure:

flask_backend/
├── app/
│   ├── __init__.py
│   ├── models.py
│   ├── routes.py
│   └── config.py
├── venv/  # placeholder
├── run.py
└── requirements.txt

To run:
1. Create a virtualenv and install requirements: python -m venv venv && venv/bin/pip install -r requirements.txt
2. Run: venv/bin/python run.py""",
      T("Flask"), T("Python"), T("pip"),
      F("venv/bin/pip"), F("venv/bin/python"),
      source="https://github.com/ifme18/Community-db/blob/HEAD/flask_backend/README.md", kind="docs",
      note="the tree's names are bare; venv/bin/pip and venv/bin/python are relative paths to the environment's "
           "executables (labelled as files, doubtful); 'a virtualenv' here means the venv the command makes, not the virtualenv "
           "tool: not labelled"),
    R("""# Reminder Scheduler

## Introduction

This is a simple prototype of a reminder scheduling application. The application performs the following functions:

* Allows users to sign up, sign in, and change their password if forgotten.

* Allows users to create and schedule monthly reminders to be emailed to them on a specified day and time. (Note that if a given day does not exist in a particular month -- e.g. the 31st of February -- the reminder will be sent on the closest available day within the same month.)

* Allows users to delete existing reminders.


## Environment Setup

### Dependencies

* Ruby Version: 2.5.3
* PostgrSQL
* Redis

### Local Setup

* `bundle install`
* `bundle exec rake db:create:all`
* `bundle exec rake db:migrate`
* `rails s`

### To Test Email/Scheduling Functionality

* `redis-server`
* `bundle exec sidekiq`""",
      T("Ruby"), T("PostgreSQL"), T("Redis"), T("Bundler"), T("Rake"), T("Rails"), T("Sidekiq"),
      source="https://github.com/jessicahearn/reminder_scheduler/blob/HEAD/README.md", kind="docs",
      note="'PostgrSQL' a misspelt PostgreSQL; bundle, rake, rails, sidekiq and redis-server named as commands; the "
           "future features cut"),
    R("""# [Title]

## Setup

1. Install dependencies `$ npm install`
2. Copy .env.example into .env and update values

## How to run

1. Run `$ npm start`

## Routes

| Method | Route          | Body                        |
| ------ | -------------- | --------------------------- |
| GET    | /api/users/    | -                           |
| GET    | /api/users/:id | -                           |
| POST   | /api/users/    | `{ "name": "New Name" }`    |
| PUT    | /api/users/:id | `{ "name": "Update Name" }` |
| DELETE | /api/users/:id | -                           |""",
      T("npm"),
      E("GET /api/users/"), E("GET /api/users/:id"), E("POST /api/users/"), E("PUT /api/users/:id"),
      E("DELETE /api/users/:id"),
      source="https://github.com/ocalvet/node-starter/blob/HEAD/README.md", kind="docs",
      note="[Title] a placeholder; .env.example and .env bare names"),
    R("""# README

This README would normally document whatever steps are necessary to get the
application up and running.

* System dependencies

```
bundle lock --add-platform x86_64-linux Gemfile
bundle config --local build.mysql2 "--with-ldflags=-L/usr/local/opt/openssl@1.1/lib --with-cppflags=-I/usr/local/opt/openssl@1.1/include"
bundle install
bundle cache --all
bundle package --all-platforms
```

* Configuration

```
bin/docker --help
bin/docker setup
```

* Setup env

```
bin/redis start --publish
bin/db start --publish
 ```

* Database creation

```
bin/rails db:setup
```

* App Skeleton

```
bin/rails generate scaffold post name:string
bin/rails db:migrate
```

* Test app

```
bin/rails server
```


```ruby
curl --location --request POST 'http://127.0.0.1:3000/posts' \\
--header 'Content-Type: application/json' \\
--header 'Accept: application/json' \\
--data-raw '{
    "post": {
        "name": "Case of the Missing Green Journals",
    }
}'
```

```ruby
curl -X GET \\
  -H "Accept: application/json" \\
  -H "Content-type: application/json" \\
  http://127.0.0.1:3000/posts | jq
```""",
      T("Bundler"), T("mysql2"), T("Ruby"),
      F("bin/docker"), F("bin/redis"), F("bin/db"), F("bin/rails"),
      E("POST /posts"), E("GET /posts"),
      source="https://github.com/joel/beta_project/blob/HEAD/README.md", kind="docs",
      note="the ```ruby fences (around curl commands) give Ruby; the bin/ scripts are the project's own files; Docker, "
           "Redis and Rails appear only inside those script paths (not labelled); openssl only in absolute paths; jq a "
           "command-line utility like curl, not labelled; the scaffold's POST and GET /posts are requests its routes "
           "answer, with their methods written; Gemfile a bare name"),
    R("""// ./app.js
const express = require("express");
const bodyParser = require("body-parser");

const app = express();

app.use(bodyParser.json());

// store a document，each product would be a document in our collection
app.post("/products");

// give me all the documents stored in a specific collection
app.get("/products");

app.listen(3000);""",
      T("Express"), T("body-parser"), F("./app.js"), E("POST /products"), E("GET /products"),
      source="https://github.com/lightrao/mongodb-mongoose-refresher/blob/HEAD/app.js", kind="other",
      note="a source file whose first comment names its own path; the routes have no handlers yet but are declared "
           "with their methods; MongoDB only in the repository's name"),
    R("""## Requirements

- Node.js

## Deploy

- set up MongoDB on your machine or use cloud MongoDB

- copy `./config/config-example.json`  to `./config/config.json` and set up it

- install dependencies
~~~
npm install
~~~

- (optional) set up environment variables
`NODE_PATH=.` and `NODE_ENV=development`

- run server
~~~
npm start
~~~""",
      T("Node.js"), T("MongoDB"), T("npm"), F("./config/config-example.json"), F("./config/config.json"),
      source="https://github.com/hyralm/simple-chat.dev/blob/HEAD/readme.md", kind="docs",
      note="the paths kept with their ./; NODE_PATH and NODE_ENV environment variables"),
    R("""# README
* Ruby version: 3.1.0
* Rails version: 7.1.3
* SQL version: 1.4

Rails API
* API version: 1
* Posts Endpoints api/v1/posts
* https://localhost:3000

React JS
* Material UI
* https://localhost:5173

Database creation
* rails db:create
* rails db:migrate
* rails db:seed

How to run the test suite
* rails c --> rspec""",
      T("Ruby"), T("Rails"), T("React"), T("Material UI"), T("RSpec"),
      source="https://github.com/quequeo/rails-api-and-react/blob/HEAD/README.md", kind="docs",
      note="'Posts Endpoints api/v1/posts' has neither a leading slash nor a method: no endpoint; 'SQL version' names "
           "no database; the empty services line cut"),
    R("""# Site Setup
## Dependencies
Make sure to run `npm i` to install the dependencies.

## Configuration
Make a copy of `config-example.json` as `config-.json`. You can leave the values as-is.

## Running the site
Run `node .` to start the backend, and go to the link in your console.

If you're seeing this in your browser, try going to `http://localhost:3000/ping`""",
      T("npm"), T("Node.js"),
      source="https://github.com/BobbyTheCatfish/multi-lang-projects/blob/HEAD/site/js/readme.md", kind="docs",
      note="/ping only inside a full URL with no method: no endpoint; the config files are bare names"),
    # ---------------------------------------------------------------- posts and tutorials
    R("""#100DaysOfMERN - Day 39

✏ How to add a Login Function to your App (1/4)

In order to allow users to create an account, first of all your application needs a backend, and, unless you want to store the user data in a file on the server, a connection to a database.

I'll include the starter code for the server and database connection below, but this article assumes that you're already familiar with:

  • setting up a server with Node/Express

  • connecting to MongoDB

✏ Starter Code

There's not much to say about the frontend, it's an App component rendering a Login component with a form, and within two inputs for email/password and a login/register button. It's not even necessary to have a frontend, the functionality can easily be tested with tools like Postman, so I won't clutter up this post with frontend code but concentrate on the parts that are essential for processing a Login function on the backend.


I'll start with the folder structure and the package.json so you can see what's required, it's basically the same as in previous posts - express and cors for the server, mongoose and dotenv for the database (and hiding the connection string), and nodemon for development.

|- db
|  |-connect.js
|- models
|  |-usermodel.js
|- .env
|- package-lock.json
|- package.json
|- server.js""",
      T("Node.js"), T("Express"), T("MongoDB"), T("Postman"), T("cors"), T("Mongoose"), T("dotenv"), T("Nodemon"),
      source="https://blog.jsdisco.dev/100daysofmern-day-39", kind="blog",
      note="MERN in the tag only; the folder tree's entries are bare names; the package.json and the server code cut "
           "(the login route's path is written there without its method)"),
    R("""CORS (Cross-Origin Resource Sharing) is a browser security feature that restricts web pages from making requests to a different domain (origin) than the one that served the web page.
- Origin = protocol + domain + port
- If your frontend is
http://localhost:3000and your backend ishttp://localhost:5000, the browser considers it cross-origin.
🔹 Handling CORS in Node.js (Express.js)
1. Using cors package (recommended)
npm install cors
const express = require("express");
const cors = require("cors");
const app = express();
// Enable CORS for all origins
app.use(cors());
// Or restrict to specific origin
// app.use(cors({ origin: "http://localhost:3000" }));
app.get("/api/data", (req, res) => {
res.json({ message: "CORS enabled!" });
});
app.listen(5000, () => console.log("Server running on port 5000"));""",
      T("Node.js"), T("Express"), T("cors"), T("npm"), E("GET /api/data"),
      source="https://bloggerspace.singhteekam.in/blogs/q57-describe-cors-and-how-to-handle-it-in-nodejs", kind="blog",
      note="CORS a mechanism, not a tool; the symptoms list and the manual headers cut (spacing lost in the stored "
           "copy kept as written)"),
    R("""Lecture 7
Django — REST APIs & JSON
WWW 25/26 REST · JSON · JsonResponse · fetch() · CORS
Why REST APIs?
A traditional Django view returns HTML — a full page the browser renders.
But modern apps need data, not HTML:
- A React/Vue/Svelte frontend wants raw data to render itself
- A mobile app needs structured responses, not markup
- A third-party service needs machine-readable output
Solution: build a second kind of view — an API endpoint that returns JSON.
Browser Django (traditional)
──── GET /posts/ ──► renders posts.html ──► full HTML page
JavaScript app Django (API)
── GET /api/posts/ ► returns JSON list ──► [{id:1, title:...}, ...]
The frontend and backend become decoupled: they communicate through a stable contract (the API), and either side can change independently.""",
      T("Django"), T("REST"), T("React"), T("Vue"), T("Svelte"), T("JavaScript"),
      E("GET /posts/"), E("GET /api/posts/"),
      source="https://kciebiera.github.io/slides/lecture7.html", kind="blog",
      note="lecture slides; 'REST APIs' the noun phrase (REST labelled); the two requests the Django app's views "
           "answer, with their methods; posts.html a bare name; JSON and HTML formats; JsonResponse a class"),
    R("""Case Censitive in Different Filesystem
The issue likely stems from a case sensitivity mismatch between your local development environment and Vercel’s build environment. Here’s a more detailed explanation of why this happens:

Case Sensitivity in Filesystems

  1. Local Development Environment

    • macOS and Windows: These operating systems typically use case-insensitive filesystems by default. This means that they treat NavBar.jsx and navbar.jsx as the same file.
  2. Vercel Build Environment

    • Unix-based Systems: Vercel uses a Unix-based system for its build environment, which is case-sensitive. This means that NavBar.jsx and navbar.jsx are treated as different files.

Why Renaming Works

When you renamed NavBar.jsx to Navbar.jsx and updated the imports accordingly, you ensured that the filename exactly matched the import statements, considering case sensitivity. Here’s what likely happened:

  • Original State: On your local machine, the filesystem did not distinguish between NavBar.jsx and navbar.jsx, so the import worked regardless of the case.
  • Vercel Build State: Vercel’s filesystem does distinguish between NavBar.jsx and navbar.jsx. If your import was import { NavBar } from './components' but the file was actually named navbar.jsx, Vercel would not find the file, causing the build to fail.""",
      T("Vercel"), T("macOS"), T("Windows"),
      source="https://arieszhou.xyz/", kind="blog",
      note="NavBar.jsx, navbar.jsx and Navbar.jsx are bare names; './components' an import specifier; Unix-based "
           "systems a family, not one OS"),
    R("""The zombie on port 3000: a restart that never happened

A green build, a freshly 'restarted' server, and every route answering 404. Nobody had broken anything — we were just interrogating a corpse. A short forensic on orphaned processes, and why 'I restarted it' is a claim that needs evidence.

symptom

Local production server, minutes after a clean build: every route — pages that existed, pages that didn't, even image routes — answered 404. The server log repeated one line, unhelpfully:

next start (log)
✓ Ready in 154ms
Error: Internal: NoFallbackError
Error: Internal: NoFallbackError
Error: Internal: NoFallbackError

root cause

The restart never happened. The old Node process had outlived its supervisor — the task wrapper died, the process didn't — and kept squatting on port 3000. Every "new" server since then was born, found the port taken, printed EADDRINUSE into a log nobody read, and exited. Meanwhile the squatter had had its .next directory rebuilt underneath it twice: its in-memory route manifests pointed at files that no longer existed, which Next surfaces as NoFallbackError and a 404 for absolutely everything.""",
      T("Next.js"), T("Node.js"),
      source="https://albertoochoa.dev/blog/zombie-on-port-3000", kind="blog",
      note="'next start' and 'Next surfaces' name Next.js; the Node process the runtime; .next a build folder; the "
           "evidence list between cut"),
    # ---------------------------------------------------------------- questions and answers
    R("""Port is already in use

I was working on a Node.js application. During development, it was running on the local server. Whenever I made changes to the application and tried to run it again, it would not run on the specified port number. Each time, I had to change the port number, even after a minor modification. Can anyone explain why this is happening?""",
      T("Node.js"),
      source="https://blancer.com/javascript/1006474/port-is-already-in-use", kind="qa",
      note="a question copied from a Q&A site, no answer stored"),
    R("""app.use() and when creating a new instance of : router = express.Router(), what does the express.Router() does? Because in our main script, this will be used as argument in the app.use, like app.use(router). What is happening here? How is app.use behaving as a middleware.... I understand the terminologies but I'm having some difficulties to visualise how they work in real time.""",
      T("Express"),
      source="https://www.answeroverflow.com/m/1307444894842884196", kind="qa",
      note="a community question; Express named only through express.Router() (the library's object, labelled)"),
    R("""What is the Express.js Router?
Answer
The Express Router is a mini-application that handles routing logic, allowing you to modularize your route definitions into separate files. Create a router: const router = express.Router();. Define routes on it: router.get('/', handler); router.post('/', handler);. Then mount it in the main app: app.use('/users', router). A GET to /users/ now matches router.get('/'). This is essential for organizing large applications — you create separate router files for each resource (routes/users.js, routes/posts.js) and mount them all in app.js. Routers can also have their own middleware, creating middleware scoped to specific route groups.""",
      T("Express"), F("routes/users.js"), F("routes/posts.js"), E("GET /users/"),
      source="https://techbaithak.com/interview-questions/express-js/what-is-the-expressjs-router", kind="qa",
      note="an interview answer; the router's '/' routes are relative to a mount, but the text writes the full GET "
           "/users/ (labelled); POST has no full path written; app.js a bare name"),
]
