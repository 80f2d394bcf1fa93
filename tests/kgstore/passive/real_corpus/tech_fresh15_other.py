"""A fifteenth fresh held-out set ("fresh-15"), part two: changelogs, Q&A answers, blog posts and reference pages
-- the changelogs of axios, Requests, Multer, Diesel, node-redis, Flask-RESTful, Jest, the Socket.IO adapter,
pandas, NumPy and the Angular CLI; answers on npm's ERESOLVE, nginx's 502, Python's ModuleNotFoundError,
Postgres in Docker, virtual environments and pub's version solving; posts and tutorials on Express routing and
route parameters, Spring REST controllers, Django app routes, GitHub Actions workflows, Laravel's routes/web.php,
Kubernetes pod crashes and CORS in Express; reference pages and READMEs of Multer, rs/cors, Sequelize's Express
example and GORM, Express's app.get, Laravel's routing docs and course notes, and the Django Girls tutorial.

Taken from stored public copies of the pages and files at the addresses given, kept as written (trimmed)
and labelled by hand without running the extractor, by the rules of part one (``--split fresh-15``).
"""

from real_corpus import E, F, R, T  # noqa: F401

SURFACES = {
    "Diesel CLI": ("diesel-cli",),
    "node-redis": ("Node Redis",),
    "Apache HTTP Server": ("Apache",),
    "OpenCV": ("opencv-python",),
}

CASES = [
    # ---------------------------------------------------------------- changelogs
    R("""## [1.1.0] - 2022-10-06

### Fixed

- Fixed missing exports in type definition index.d.ts [#5003](https://github.com/axios/axios/pull/5003)
- Fixed query params composing [#5018](https://github.com/axios/axios/pull/5018)
- Fixed GenericAbortSignal interface by making it more generic [#5021](https://github.com/axios/axios/pull/5021)
- Fixed adding "clear" to AxiosInterceptorManager [#5010](https://github.com/axios/axios/pull/5010)
- Fixed commonjs & umd exports [#5030](https://github.com/axios/axios/pull/5030)
- Fixed inability to access response headers when using axios 1.x with Jest [#5036](https://github.com/axios/axios/pull/5036)

## [1.0.0] - 2022-10-04

### Added

- Added stack trace to AxiosError [#4624](https://github.com/axios/axios/pull/4624)
- Add AxiosError to AxiosStatic [#4654](https://github.com/axios/axios/pull/4654)
- Replaced Rollup as our build runner [#4596](https://github.com/axios/axios/pull/4596)
- Added generic TS types for the exposed toFormData helper [#4668](https://github.com/axios/axios/pull/4668)
- Added listen callback function [#4096](https://github.com/axios/axios/pull/4096)
- Added instructions for installing using PNPM [#4207](https://github.com/axios/axios/pull/4207)
- Added generic AxiosAbortSignal TS interface to avoid importing AbortController polyfill [#4229](https://github.com/axios/axios/pull/4229)
- Added axios-url-template in ECOSYSTEM.md [#4238](https://github.com/axios/axios/pull/4238)""",
      T("Axios"), T("Jest"), T("Rollup"), T("TypeScript"), T("pnpm"),
      source="github:axios/axios:CHANGELOG.md", kind="changelog",
      note="the 1.1.0 contributors list cut; TS is TypeScript; index.d.ts and ECOSYSTEM.md bare; commonjs and umd module formats; "
           "axios-url-template (an ecosystem package) not labelled, doubtful"),
    R("""2.32.0 (2024-05-20)
-------------------

**Security**
- Fixed an issue where setting `verify=False` on the first request from a
  Session will cause subsequent requests to the _same origin_ to also ignore
  cert verification, regardless of the value of `verify`.
  (https://github.com/psf/requests/security/advisories/GHSA-9wx4-h78v-vm56)

**Improvements**
- `verify=True` now reuses a global SSLContext which should improve
  request time variance between first and subsequent requests. It should
  also minimize certificate load time on Windows systems when using a Python
  version built with OpenSSL 3.x. (#6667)
- Requests now supports optional use of character detection
  (`chardet` or `charset_normalizer`) when repackaged or vendored.
  This enables `pip` and other projects to minimize their vendoring
  surface area. The `Response.text()` and `apparent_encoding` APIs
  will default to `utf-8` if neither library is present. (#6702)

**Bugfixes**
- Fixed bug in length detection where emoji length was incorrectly
  calculated in the request content-length. (#6589)
- Fixed deserialization bug in JSONDecodeError. (#6629)
- Fixed bug where an extra leading `/` (path separator) could lead
  urllib3 to unnecessarily reparse the request URI. (#6644)

**Deprecations**

- Requests has officially added support for CPython 3.12 (#6503)
- Requests has officially added support for PyPy 3.9 and 3.10 (#6641)
- Requests has officially dropped support for CPython 3.7 (#6642)
- Requests has officially dropped support for PyPy 3.7 and 3.8 (#6641)

**Documentation**
- Various typo fixes and doc improvements.

**Packaging**
- Requests has started adopting some modern packaging practices.
  The source files for the projects (formerly `requests`) is now located
  in `src/requests` in the Requests sdist. (#6506)
- Starting in Requests 2.33.0, Requests will migrate to a PEP 517 build system
  using `hatchling`. This should not impact the average user, but extremely old
  versions of packaging utilities may have issues with the new packaging format.""",
      T("Requests"), T("Windows"), T("Python"), T("OpenSSL"), T("chardet"), T("charset_normalizer"), T("pip"),
      T("urllib3"), T("PyPy"), T("Hatchling"),
      source="github:psf/requests:HISTORY.md", kind="changelog",
      note="CPython is the lexicon's Python; src/requests is a folder; the advisory only in a URL; UTF-8 an encoding"),
    R("""# Change log

All notable changes to this project will be documented in this file.
This project adheres to [Semantic Versioning](http://semver.org/).

## 1.4.5-lts.1

- No changes
## 1.4.4-lts.1

- Bugfix: Bump busboy to fix CVE-2022-24434 (#1097)
- Breaking: Require Node.js 6.0.0 or later (#1097)

## 1.4.4 - 2021-12-07

- Bugfix: Handle missing field names (#913)
- Docs: Add Vietnamese translation (#803)
- Docs: Improve Spanish translation (#948)""",
      T("Busboy"), T("Node.js"),
      source="github:expressjs/multer:CHANGELOG.md", kind="changelog",
      note="Multer's own changelog never names it; Semantic Versioning is a convention, not labelled"),
    R("""## [2.2.1] 2024-06-12

## Fixed

* Fixed using `#[dsl::auto_type]` with functions that accept reference arguments
* Fixed using `#[derive(Queryable)]` with structs that use a type named `Row` as field type
* Fixed a regression that prevented using `mysqlclient-sys` 0.2.x with diesel 2.2
* Fixed connecting to postgres database using the scram-sha-256 authentication method on windows while using the bundled postgres builds
* Improved the error messages in diesel-cli for cases where a file/folder was not found
* Fixed several version detection bugs in mysqlclient-sys to use pre-generated bindings in more situations

## [2.2.0] 2024-05-31

### Added

* Support `[print_schema] except_custom_type_definitions = ["Vector"]`. If a `custom type` matches one element on the list it's skipped.
* Added automatic usage of all sqlite `rowid` aliases when no explicit primary key is defined for `print-schema`
* Added a `#[dsl::auto_type]` attribute macro, allowing to infer type of query fragment functions
* Added the same type inference on `Selectable` derives, which allows skipping specifying `select_expression_type` most of the time, in turn enabling most queries to be written using just a `Selectable` derive.
* Added an optional `#[diesel(skip_insertion)]` field attribute to the `Insertable` derive macro, allowing fields which map to generated columns to be skipped during insertion.
* Support for connection instrumentation. This allows to inspect any query run by your application
* Logging in diesel-cli
* Support for libsqlite3-sys 0.28
* Add `sqlite-integer-primary-key-is-bigint` configuration option, usable with SQLite 3.37 or above, allowing to use `BigInt` for `INTEGER PRIMARY KEY` columns in SQLite for tables without the `WITHOUT ROWID` attribute ([SQLite doc](https://www.sqlite.org/lang_createtable.html#rowid)).
* Support for multiple `print_schema` entry in `diesel.toml` (e.g. `[print_schema.user1]`), which allows generating multiple schema.rs files
* Add support for `COPY TO` and `COPY FROM` statements
* Add support for mapping `chrono::Duration` to postgresql's `INTERVAL` sql type

### Changed

* The minimal officially supported rustc version is now 1.78.0
* Deprecated `sql_function!` in favour of `define_sql_function!` which provides compatibility with `#[dsl::auto_type]`
* Deserialization error messages now contain information about the field that failed to deserialize""",
      T("mysqlclient-sys"), T("Diesel"), T("PostgreSQL"), T("Windows"), T("Diesel CLI"), T("SQLite"), T("libsqlite3-sys"),
      T("Rust"),
      source="github:diesel-rs/diesel:CHANGELOG.md", kind="changelog",
      note="diesel-cli written with a hyphen (SURFACES); rustc is Rust's compiler (the lexicon's Rust, doubtful); chrono only in "
           "chrono::Duration -- not labelled; diesel.toml and schema.rs bare; the SQL serialisation paragraphs cut"),
    R("""## v4.0.0 - 24 Nov, 2021

This version is a major change and refactor, adding modern JavaScript capabilities and multiple breaking changes. See the [migration guide](../../docs/v3-to-v4.md) for tips on how to upgrade.

### Breaking Changes

- All functions return Promises by default
- Dropped support for Node.js 10.x, the minimum supported Node.js version is now 12.x
- `createClient` takes new and different arguments
- The `prefix`, `rename_commands` configuration options to `createClient` have been removed
- The `enable_offline_queue` configuration option is removed, executing commands on a closed client (without calling `.connect()` or after calling `.disconnect()`) will reject immediately
- Login credentials are no longer saved when using `.auth()` directly

### Features

- Added support for Promises
- Added built-in TypeScript declaration files enabling code completion
- Added support for [clustering](../../README.md#cluster)
- Added idiomatic arguments and responses to [Redis commands](../../README.md#redis-commands)
- Added full support for [Lua Scripts](../../README.md#lua-scripts)
- Added support for [SCAN iterators](../../README.md#scan-iterator)
- Added the ability to extend Node Redis with Redis Module commands

## v3.1.2

### Fixes

- Exclude unnecessary files from tarball

## v3.1.1

### Enhancements

- Upgrade node and dependencies

### Fixes

- Fix a potential exponential regex in monitor mode

## v3.1.0 - 31 Mar, 2021

### Enhancements

- Upgrade node and dependencies and redis-commands to support Redis 6
- Add support for Redis 6 `auth pass [user]`

## v3.0.0 - 09 Feb, 2020

This version is mainly a release to distribute all the unreleased changes on master since 2017 and additionally removes
a lot of old deprecated features and old internals in preparation for an upcoming modernization refactor (v4).

### Breaking Changes

- Dropped support for Node.js < 6
- Dropped support for `hiredis` (no longer required)""",
      T("JavaScript"), T("Node.js"), T("TypeScript"), T("Redis"), T("Lua"), T("node-redis"), T("redis-commands"), T("hiredis"),
      F("../../docs/v3-to-v4.md"),
      source="github:redis/node-redis:CHANGELOG.md", kind="changelog",
      note="the migration guide's relative link target is the project's file; the README.md links carry anchors (not labelled, "
           "doubtful); Node Redis is node-redis (SURFACES)"),
    R("""Flask-RESTful Changelog
=======================

Here you can see the full list of changes between each Flask-RESTful release.

Version 0.3.6
-------------

Released May 31, 2017

- `Argument.help` now supports unicode strings ([#564](https://github.com/flask-restful/flask-restful/pull/564))
- Flags can now be passed to `inputs.regex` ([#621](https://github.com/flask-restful/flask-restful/pull/621))
- Fix behavior of `action='append'` in conjunction with `location='json'` ([#645](https://github.com/flask-restful/flask-restful/pull/645))
- `method_decorators` can be a `dict` to apply decorator behavior for only specific HTTP methods ([#532](https://github.com/flask-restful/flask-restful/pull/532))
- JSON keys are no longer sorted by default in debug mode in python3 ([#680](https://github.com/flask-restful/flask-restful/pull/680))
- Various small fixes and updates to documentation

Version 0.3.5
-------------

Released December 9, 2015

- Add `nullable` option to request parser to allow/disallow null values for arguments ([#538](https://github.com/flask-restful/flask-restful/pull/538))
- Use Flask's exception log method in `handle_error(e)` method instead of directly logging the exception notice. ([#496](https://github.com/flask-restful/flask-restful/pull/496))
- `Argument.help` now allows more flexible message formatting using the `{error_msg}` string interpolation token. ([#518](https://github.com/flask-restful/flask-restful/pull/518))
- Prevent representation from being chosen at random when `Accept: */*` ([#524](https://github.com/flask-restful/flask-restful/pull/524))
- Headers from `HTTPException`s are now returned in the response instead of being discarded ([#523](https://github.com/flask-restful/flask-restful/pull/523))
- Flask 1.0 compatability fixes ([#506](https://github.com/flask-restful/flask-restful/pull/506))""",
      T("Flask-RESTful"), T("Python"), T("Flask"),
      source="github:flask-restful/flask-restful:CHANGES.md", kind="changelog",
      note="python3 is Python; the __marshallable__ entry (with an empty link) cut"),
    R("""## 23.6.0

### Features

- `[jest-cli]` Add `changedSince` to allowed watch mode configs ([#6955](https://github.com/facebook/jest/pull/6955))
- `[babel-jest]` Add support for `babel.config.js` added in Babel 7.0.0 ([#6911](https://github.com/facebook/jest/pull/6911))
- `[jest-resolve]` Add support for an experimental `mapper` option (Watchman crawler only) that adds virtual files to the Haste map ([#6940](https://github.com/facebook/jest/pull/6940))

### Fixes

- `[jest-resolve]` Only resolve realpath once in try-catch ([#6925](https://github.com/facebook/jest/pull/6925))
- `[expect]` Fix TypeError in `toBeInstanceOf` on `null` or `undefined` ([#6912](https://github.com/facebook/jest/pull/6912))
- `[jest-jasmine2]` Throw a descriptive error if the first argument supplied to a hook was not a function ([#6917](https://github.com/facebook/jest/pull/6917)) and ([#6931](https://github.com/facebook/jest/pull/6931))
- `[jest-circus]` Throw a descriptive error if the first argument supplied to a hook was not a function ([#6917](https://github.com/facebook/jest/pull/6917)) and ([#6931](https://github.com/facebook/jest/pull/6931))
- `[expect]` Fix variadic custom asymmetric matchers ([#6898](https://github.com/facebook/jest/pull/6898))
- `[jest-cli]` Fix incorrect `testEnvironmentOptions` warning ([#6852](https://github.com/facebook/jest/pull/6852))
- `[jest-each]` Prevent done callback being supplied to describe ([#6843](https://github.com/facebook/jest/pull/6843))
- `[jest-config]` Better error message for a case when a preset module was found, but no `jest-preset.js` or `jest-preset.json` at the root ([#6863](https://github.com/facebook/jest/pull/6863))
- `[jest-haste-map]` Catch crawler error when unsuccessfully reading directories ([#6761](https://github.com/facebook/jest/pull/6761))

### Chore & Maintenance

- `[docs]` Add custom toMatchSnapshot matcher docs ([#6837](https://github.com/facebook/jest/pull/6837))
- `[docs]` Improve the documentation regarding preset configuration ([#6864](https://github.com/facebook/jest/issues/6864))
- `[docs]` Clarify usage of `--projects` CLI option ([#6872](https://github.com/facebook/jest/pull/6872))
- `[docs]` Correct `failure-change` notification mode ([#6878](https://github.com/facebook/jest/pull/6878))
- `[scripts]` Don’t remove node_modules from subdirectories of presets in e2e tests ([#6948](https://github.com/facebook/jest/pull/6948))
- `[diff-sequences]` Double-check number of differences in tests ([#6953](https://github.com/facebook/jest/pull/6953))

## 23.5.0

### Features

- `[jest-cli]` Add package name to `NotifyReporter` notification ([#5898](https://github.com/facebook/jest/pull/5898))
- `[jest-runner]` print stack trace when `process.exit` is called from user code ([#6714](https://github.com/facebook/jest/pull/6714))
- `[jest-each]` introduces `%#` option to add index of the test to its title ([#6414](https://github.com/facebook/jest/pull/6414))
- `[pretty-format]` Support serializing `DocumentFragment` ([#6705](https://github.com/facebook/jest/pull/6705))""",
      T("Babel"), T("Watchman"),
      source="github:jestjs/jest:CHANGELOG.md", kind="changelog",
      note="Jest's own changelog names it only through its packages (jest-cli, babel-jest, ...) -- not labelled, doubtful; "
           "babel.config.js, jest-preset.js and jest-preset.json bare; Haste is Jest's module map; jasmine only in jest-jasmine2"),
    R("""# Release notes


## [2.5.0](https://github.com/socketio/socket.io-adapter/compare/2.4.0...2.5.0) (2023-01-06)


### Features

* implement connection state recovery ([f529412](https://github.com/socketio/socket.io-adapter/commit/f5294126a8feec1906bca439443c3864415415fb))


### Performance Improvements

* precompute the WebSocket frames when broadcasting ([5f7b47d](https://github.com/socketio/socket.io-adapter/commit/5f7b47d40f9daabe4e3c321eda620bbadfe5ce96))



## [2.4.0](https://github.com/socketio/socket.io-adapter/compare/2.3.3...2.4.0) (2022-03-30)


### Features

* broadcast and expect multiple acks ([a7f1c90](https://github.com/socketio/socket.io-adapter/commit/a7f1c90a322241ffaca96ddc42f204d79bc514b5))
* notify listeners for each outgoing packet ([38ee887](https://github.com/socketio/socket.io-adapter/commit/38ee887fefa8288f3a3468292c17fe7d5ca57ffc))



## [2.3.3](https://github.com/socketio/socket.io-adapter/compare/2.3.2...2.3.3) (2021-11-16)


### Bug Fixes

* fix broadcasting volatile packets with binary attachments ([88eee59](https://github.com/socketio/socket.io-adapter/commit/88eee5948aba94f999405239025f29c754a002e2))



## [2.0.2](https://github.com/socketio/socket.io-adapter/compare/2.0.1...2.0.2) (2020-09-28)

The dist/ directory was not up-to-date when publishing the previous version...""",
      source="github:socketio/socket.io:CHANGELOG.md", kind="changelog",
      note="trap: the adapter's history names nothing but a protocol (WebSocket) and the dist/ build folder; Socket.IO only in the URLs; "
           "the 2.3.2 to 2.0.3 entries cut"),
    R(""".. _whatsnew_221:

What's new in 2.2.1 (February XX, 2024)
---------------------------------------

These are the changes in pandas 2.2.1. See :ref:`release` for a full changelog
including other versions of pandas.

{{ header }}

.. _whatsnew_221.enhancements:

Enhancements
~~~~~~~~~~~~

.. _whatsnew_221.enhancements.to_numeric_separators:

Custom Thousand and Decimal Separators added to :func:`to_numeric`
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
Added two new parameters, ``decimal`` and ``thousands`` to :func:`to_numeric`, allowing users to specify custom decimal points and thousand separators. (:issue:`#4674`).
``decimal`` has default value ``'.''`` and ``thousands`` has default value ``None``, meaning the string would contain no symbols to demarcate groups of thousands and use ``.`` as the decimal point. This default behaviour is the same as :func:`to_numeric` before the parameters were added.
:func:`to_numeric` will now be able to parse number strings such as '1,000,000' or '1.000,5' if the user provides the correct parameters.

An example of the new functionality:

.. code-block:: python

    >>> s = pd.Series(['1,5', '2.000.000', -3])
    >>> pd.to_numeric(s, thousands='.', decimal=',')
    0   1.5
    1   2000000.0
    2   -3.0
    dtype: float64

.. ---------------------------------------------------------------------------
.. _whatsnew_221.regressions:

Fixed regressions
~~~~~~~~~~~~~~~~~
- Fixed memory leak in :func:`read_csv` (:issue:`57039`)
- Fixed performance regression in :meth:`Series.combine_first` (:issue:`55845`)
- Fixed regression in :func:`concat` changing long-standing behavior that always sorted the non-concatenation axis when the axis was a :class:`DatetimeIndex` (:issue:`57006`)""",
      T("pandas"), T("Python"),
      source="github:pandas-dev/pandas:doc/source/whatsnew/v2.2.1.rst", kind="changelog",
      note="the reST code-block's language is Python (as a fence's would be, doubtful); the rest of the regressions cut"),
    R(""".. currentmodule:: numpy

==========================
NumPy 2.0.1 Release Notes
==========================

NumPy 2.0.1 is a maintenance release that fixes bugs and regressions
discovered after the 2.0.0 release.

The Python versions supported by this release are 3.9-3.12.""",
      T("NumPy"), T("Python"),
      source="github:numpy/numpy:doc/source/release/2.0.1-notes.rst", kind="changelog",
      note="the stored file ends here (its contributor and PR lists not written yet)"),
    R("""### @angular-devkit/schematics

| Commit                                                                                              | Type     | Description                                                           |
| --------------------------------------------------------------------------------------------------- | -------- | --------------------------------------------------------------------- |
| [f600bbc97](https://github.com/angular/angular-cli/commit/f600bbc97d30a003b9d41fa5f67590d3955e6375) | refactor | remove deprecated `runExternalSchematicAsync` and `runSchematicAsync` |

### @angular/pwa

| Commit                                                                                              | Type | Description           |
| --------------------------------------------------------------------------------------------------- | ---- | --------------------- |
| [81e4917ce](https://github.com/angular/angular-cli/commit/81e4917ceca89759770a76d63b932f380d83685c) | fix  | replace Angular logos |

### @angular/ssr

| Commit                                                                                              | Type | Description                                              |
| --------------------------------------------------------------------------------------------------- | ---- | -------------------------------------------------------- |
| [dcf3fddff](https://github.com/angular/angular-cli/commit/dcf3fddff2fa4cf3433c5d726be9f514ba41e827) | feat | add performance profiler to `CommonEngine`               |
| [6224b0599](https://github.com/angular/angular-cli/commit/6224b0599fd60f61c537aa602fb89079197a6e2d) | fix  | correctly set config URL                                 |
| [8d033841d](https://github.com/angular/angular-cli/commit/8d033841d1785944f60ccd425e413865c9caf581) | fix  | enable `prerender` and `ssr` for all build configuration |
| [ee0991bed](https://github.com/angular/angular-cli/commit/ee0991beddc96160f9ba7e27b29def54868f3490) | fix  | enable performance profiler option name                  |

### @ngtools/webpack

| Commit                                                                                              | Type | Description                                                       |
| --------------------------------------------------------------------------------------------------- | ---- | ----------------------------------------------------------------- |
| [f43754570](https://github.com/angular/angular-cli/commit/f437545705d41c781498b8e7724293455cf3edf9) | feat | add automated preconnects for image domains                       |
| [4fe03266a](https://github.com/angular/angular-cli/commit/4fe03266a9232346ec49defa98d9eb3a8d88b1ff) | fix  | account for arrow function IIFE                                   |
| [828030da0](https://github.com/angular/angular-cli/commit/828030da0fa9e82fa784c4f55e3c089c7c601e98) | fix  | account for styles specified as string literals and styleUrl      |
| [16428fc97](https://github.com/angular/angular-cli/commit/16428fc97ae64627f790346e6b54b94a67c7202c) | fix  | adjust static scan to find image domains in standlone components  |
| [486becdbb](https://github.com/angular/angular-cli/commit/486becdbbaec7cacfa42bd66882efe720473b0f6) | fix  | remove setClassDebugInfo calls                                    |
| [89f21ac8c](https://github.com/angular/angular-cli/commit/89f21ac8c4309614a59cda5a8ebc3b3fbc663932) | fix  | remove setClassMetadataAsync calls                                |
| [8899fb9e3](https://github.com/angular/angular-cli/commit/8899fb9e36556debe3b262f27c1b6e94c4963144) | fix  | skip transforming empty inline styles in Webpack JIT compilations |

<!-- CHANGELOG SPLIT MARKER -->

<a name="16.2.10"></a>

# 16.2.10 (2023-11-08)

### @angular-devkit/build-angular

| Commit                                                                                              | Type | Description            |
| --------------------------------------------------------------------------------------------------- | ---- | ---------------------- |
| [bab3672cd](https://github.com/angular/angular-cli/commit/bab3672cdaf4875cf83f94e34abdef29cffe2686) | fix  | normalize exclude path |""",
      T("Angular"), T("Webpack"),
      source="github:angular/angular-cli:CHANGELOG.md", kind="changelog",
      note="the packages' scoped names (@angular/pwa, @ngtools/webpack) are dependencies' names; PWA and SSR are techniques; "
           "the 17.0.0 build-angular rows above cut"),
    # ---------------------------------------------------------------- Q&A answers
    R("""npm ERR! code ERESOLVE — unable to resolve dependency tree

Quick answer

ERESOLVE means a package's peer dependency conflicts with a version already in your tree, and npm 7+ refuses to install a broken tree. The real fix is to align the versions; the fast workaround is npm install --legacy-peer-deps.

The exact error string

A typical ERESOLVE failure from npm install looks like this:

npm ERR! code ERESOLVE
npm ERR! ERESOLVE unable to resolve dependency tree
npm ERR!
npm ERR! While resolving: my-app@1.0.0
npm ERR! Found: react@18.2.0
npm ERR! node_modules/react
npm ERR!   react@"^18.2.0" from the root project
npm ERR!
npm ERR! Could not resolve dependency:
npm ERR! peer react@"^17.0.0" from react-some-widget@2.1.0
npm ERR! node_modules/react-some-widget
npm ERR!   react-some-widget@"^2.1.0" from the root project
npm ERR!
npm ERR! Fix the upstream dependency conflict, or retry
npm ERR! this command with --force or --legacy-peer-deps
npm ERR! to accept an incorrect (and potentially broken) dependency resolution.

Read it bottom-up. The Could not resolve dependency block is the key: react-some-widget@2.1.0 declares a peer of react@"^17.0.0", but the root project has react@18.2.0 installed. 18 does not satisfy ^17, so npm cannot build one tree that makes both happy.

What is a peer dependency?

A peer dependency is a package that a library expects you to provide, rather than bundling its own copy. Plugins do this constantly: a React component library declares react as a peer so it shares the single React instance in your app instead of shipping a second one. The library says “I work with React 17,” and it is your job to have a compatible React installed.""",
      T("npm"), T("React"),
      source="https://jsondevtools.org/errors/npm-eresolve-unable-to-resolve-dependency-tree.html", kind="qa",
      note="an error page's quick answer; node_modules/react and node_modules/react-some-widget are inside node_modules; "
           "react-some-widget is an invented example package"),
    R("""The Error
502 Bad Gateway
This one happens at the proxy layer. Nginx, Apache, a load balancer, or Cloudflare received your request fine β but when it tried to forward that request upstream, it got nothing useful back. The proxy is alive. The backend isn't cooperating.
Common triggers: the app server crashed, port mismatch, upstream timeout, or a misconfigured proxy_pass directive.
Step 1 β Check If Your Backend Is Actually Running
Before touching Nginx config, confirm the upstream process is alive.
# Check if your Node.js/Python/Gunicorn app is listening
sudo ss -tlnp | grep 3000
# or
sudo netstat -tlnp | grep 3000
# If nothing shows, the app is down β restart it
sudo systemctl restart myapp
# Check the app logs
journalctl -u myapp -n 50 --no-pager
If that port isn't open, Nginx has nothing to talk to. No amount of config changes will help. Fix the app first.
Step 2 β Verify Nginx Is Pointing to the Right Place
Open your site config:
sudo nano /etc/nginx/sites-available/mysite
Check the proxy_pass line carefully:
location / {
proxy_pass http://127.0.0.1:3000; # must match your app's actual port
proxy_http_version 1.1;
proxy_set_header Upgrade $http_upgrade;
proxy_set_header Connection 'upgrade';
proxy_set_header Host $host;
proxy_cache_bypass $http_upgrade;
}""",
      T("Nginx"), T("Apache HTTP Server"), T("Cloudflare"), T("Node.js"), T("Python"), T("Gunicorn"),
      source="https://errornotes.dev/en/errors/networking/fix-502-bad-gateway-when-your-proxy-cant-get-a-valid-response", kind="qa",
      note="the page's mis-decoded dashes (β) kept as stored; Apache the web server (SURFACES); the site config's path absolute; "
           "location / is an nginx location, no endpoint; ss, netstat, systemctl, journalctl and nano everyday utilities"),
    R("""ModuleNotFoundError: No module named 'X'RESOLVABLE — This error can be fixed in most cases.
Almost always resolvable once the correct package name is identified and the correct Python environment is targeted. Failures persist when the module name and PyPI package name diverge significantly (e.g., 'cv2' vs 'opencv-python', 'sklearn' vs 'scikit-learn').
Many Python packages have PyPI distribution names that differ from their import names. For example, 'import cv2' requires 'pip install opencv-python', 'import sklearn' requires 'pip install scikit-learn', and 'import yaml' requires 'pip install PyYAML'. Using the import name returns 'no matching distribution found' or installs the wrong package entirely.
Common misconception: Developers assume the import name always matches the pip package name. In reality, roughly 15-20% of popular packages have divergent names.
sys.path.append is a runtime-only modification that does not persist across sessions, scripts, or containers. It also introduces fragile absolute paths that break on deployment. It masks the real issue: the package is either not installed or installed in a different environment.
Common misconception: Appending to sys.path is sometimes treated as a fix rather than a debugging step. It does not survive process restart and creates hidden dependencies.
Installing globally does not affect virtualenv or Docker-isolated Python environments. The global site-packages is invisible to activated virtual environments unless --system-site-packages was set at creation. On modern Linux distros, PEP 668 blocks global installs entirely with 'externally-managed-environment' errors.""",
      T("Python"), T("PyPI"), T("OpenCV"), T("scikit-learn"), T("pip"), T("PyYAML"), T("virtualenv"), T("Docker"), T("Linux"),
      source="https://deadends.dev/python/modulenotfounderror/py311-linux", kind="qa",
      note="an error-resolution page; opencv-python is OpenCV's package (SURFACES, doubtful); cv2, sklearn and yaml are import "
           "names; PEP 668 a standard"),
    R("""Almost every "connection refused" error against a Postgres container comes down to one of two mistakes: the container's port was never published to your host, or you're connecting to localhost from inside a different container, where localhost means that container itself and not Postgres.
This happens because each container gets its own network namespace. The loopback address is scoped per-container, so localhost:5432 resolves to a different place depending on where you run it. Reaching Postgres from your host needs a published port, and reaching it from another container needs Docker's internal name resolution on a shared network. Get those two ideas straight and the rest falls into place.
The fix for both cases is below, plus how to tell which one is biting you when the connection still refuses.""",
      T("PostgreSQL"), T("Docker"),
      source="https://www.dash0.com/faq/how-to-connect-to-postgresql-running-in-a-docker-container", kind="qa",
      note="an FAQ answer's opening; cut before the commands, whose connection string carries a sample password"),
    R("""Quick Answer
  • A virtual environment is an isolated folder with its own Python binary and packages — nothing affects the global Python installation.
  • Create with python -m venv .venv; activate with source .venv/bin/activate (Mac/Linux) or .venv\\Scripts\\activate (Windows).
  • When active, your terminal prompt shows (.venv) — that's your visual confirmation isolation is working.
  • pip freeze > requirements.txt captures exact package versions; pip install -r requirements.txt recreates the environment anywhere.
  • Performance insight: Virtual environments add zero runtime overhead — they just change which Python binary your terminal uses.
  • Production failure: committing the .venv folder to Git causes repository bloat (100+ MB) and broken setups across operating systems.
  • Biggest mistake: forgetting to activate before running pip install — packages go into the global environment and your project fails on another machine.
✦ Definition~90s read
What is Python Virtual Environments — Django 1.11 & 4.0 Conflict?

Python virtual environments are isolated directory trees that contain their own Python interpreter, standard library, and installed packages. They solve the fundamental problem of dependency conflicts — when Project A needs Django 1.11 (for legacy compatibility) and Project B needs Django 4.0 (for new features), a global install would force you to choose one version, breaking the other project.""",
      T("Python"), T("venv"), T("Linux"), T("Windows"), T("pip"), T("Git"), T("Django"),
      F(".venv/bin/activate"), F(".venv\\Scripts\\activate"),
      source="https://thecodeforge.io/python/virtual-environments-python/", kind="qa",
      note="a quick answer before the article; the activate scripts' paths as written (backslashes kept); requirements.txt bare; "
           "Mac not labelled (as in fresh-14), doubtful; the byline cut"),
    R("""Fix: Version solving failed in pubspec.yaml

The fix in 30 seconds: read the 'because' chain in the error, find the one constraint that boxes pub in, and either widen it or add a dependency_overrides entry. Do not start with flutter clean.

The fix in one breath: Version solving failed is not a bug, it is dart pub telling you that the constraints you wrote in pubspec.yaml cannot all be satisfied at the same time. Read the chain of because ... depends on ... lines from bottom to top, find the single constraint that is impossible to satisfy (usually a Dart SDK lower bound or a package pinned to a version older than what one of its consumers needs), then either widen that constraint or add a dependency_overrides entry to force a specific version. flutter clean and deleting pubspec.lock will not fix this.

Resolving dependencies...
Because every version of flutter_test from sdk depends on collection 1.19.0
        and my_app depends on collection ^1.18.0, flutter_test from sdk is forbidden.
So, because my_app depends on flutter_test any from sdk, version solving failed.

pub get failed (1; So, because my_app depends on flutter_test any from sdk,
version solving failed.)
exit code 1

This guide is written against Dart 3.11 and Flutter 3.41.5, the stable channel as of May 2026. The resolver behaviour described below is the same PubGrub algorithm that has shipped in dart pub since Dart 2.10, so everything here applies cleanly to any Flutter 3.x or Dart 3.x project. The relevant source lives in dart-lang/pub under lib/src/solver/.""",
      T("Flutter"), T("Dart"), T("pub"),
      source="https://startdebugging.net/2026/05/fix-version-solving-failed-in-pubspec-yaml/", kind="qa",
      note="pub is Dart's package manager (the lexicon may not know it alone, doubtful); pubspec.yaml and pubspec.lock bare; "
           "lib/src/solver/ a folder of another repository; PubGrub an algorithm"),
    R("""Got dependencies! 7 packages have newer versions incompatible with dependency constraints

"Got Dependencies!" - A Guide to Managing Conflicting Flutter Package Versions

Every Flutter developer has encountered the dreaded "Got dependencies!" message, often accompanied by a list of packages with newer versions available. This message signals a common issue: your project's dependencies are out of sync, and the current setup might not work with the latest versions.

Let's break down the problem and provide a comprehensive guide to resolving these dependency conflicts, making your Flutter projects smoother and more efficient.

The Root of the Problem

The "Got dependencies!" message indicates that newer versions of packages are available, but they might not be compatible with the existing dependencies in your project. This can happen due to:

  • Strict Dependency Constraints: Your project's pubspec.yaml file might have strict version constraints on some packages, preventing newer releases.
  • Compatibility Issues: Newer versions of packages might introduce changes that break compatibility with other dependencies.
  • Package Updates: If you've been using older versions of packages for a long time, updating them all at once can lead to a cascade of conflicts.

Common Solutions

Let's examine the solutions mentioned in the Stack Overflow question and provide context for their effectiveness:

  1. flutter pub get --no-example: This command fetches the dependencies defined in your pubspec.yaml file. It helps to ensure that you're using the specified versions of packages. However, it won't automatically resolve dependency conflicts.
  2. pub update and pub update --major-force: These commands attempt to update dependencies to the latest available versions. --major-force aggressively updates packages, even if it risks breaking your project.""",
      T("Flutter"), T("pub"),
      source="https://viralsfire.com/post/got-dependencies-7-packages-have-newer-versions", kind="qa",
      note="an answer page built on a Stack Overflow question (a site, not labelled); pubspec.yaml bare; pub through its commands"),
    # ---------------------------------------------------------------- blog posts and tutorials
    R("""Routing & Route Parameters
Map URLs and HTTP methods to handlers — the backbone of every API.
What you will learn
- Handle GET and POST routes
- Read route parameters and query strings
- Send JSON responses
Routes = method + path + handler
A route is the rule that says "when a request comes in for this method and this path, run this function". Each route ties an HTTP method (get to read, post to create, put to update, delete to remove) and a path (the URL) to a handler function.
Here the same path /products has two routes — one for GET and one for POST — because the method makes them different:
app.get("/products", (req, res) => {
res.json([{ id: 1, name: "Keyboard" }, { id: 2, name: "Mouse" }]);
});
app.post("/products", (req, res) => {
res.json({ message: "Product created" });
});Note: Output (visiting /products with a browser, which uses GET):
[{"id":1,"name":"Keyboard"},{"id":2,"name":"Mouse"}]
res.json(...) sends data back as JSON — the standard format APIs use. The GET route returns the list of products; the POST route (triggered when something sends data, not a plain browser visit) replies with a confirmation message. Same URL, different method, different handler.
Route parameters
Often the URL itself contains a value — like which user you want. A :param placeholder in the path captures that piece of the URL, and you read it from req.params. Separately, query strings (the ?key=value part of a URL, like ?sort=price) are read from req.query.
// GET /users/42 → req.params.id is "42"
app.get("/users/:id", (req, res) => {
res.json({ userId: req.params.id });
});
// GET /search?q=react → req.query.q is "react"
app.get("/search", (req, res) => {
res.json({ searching: req.query.q });
});Note: Output (visiting /users/42):
{"userId":"42"}
Output (visiting /search?q=react):
{"searching":"react"}
The :id in /users/:id is a wildcard: visit /users/42 and Express puts "42" in req.params.id.""",
      T("Express"), E("GET /products"), E("POST /products"), E("GET /users/:id"), E("GET /search"),
      source="https://codekaksha.com/node/express-routing/", kind="blog",
      note="a tutorial page; GET /users/42 is a request the :id route answers (the route labelled, not the request, doubtful); "
           "react only as a query value"),
    R("""REST APIs support multiple parameter types like: Header, Query String, Path & Request body. Routing refers to how an application’s endpoints (URIs) respond to client requests. Here, we will cover how can your server access path or route parameters. These parameters are a part of the url itself eg. GET /client/93

Express Router params

Express Router parameters are specific attributes of named URL which is used to capture the value at their position in the URL. req.params property of the request captures all of these values along with its name specified the in URL.

To define routes with route parameters, simply specify the route parameters in the path of the route as shown below.

app.get('/users/:userId/books/:bookId', function (req, res) {
  // req.params: { "userId": "34", "bookId": "8989" }
  res.send(req.params)
})

GET http://localhost:3000/users/34/books/8989
response: { "userId": "34", "bookId": "8989" }""",
      T("REST"), T("Express"), E("GET /users/:userId/books/:bookId"),
      source="https://codesource.io/express-router-params-example/", kind="blog",
      note="GET /client/93 is a generic example no route of the text accepts -- not labelled, doubtful; the request to the route "
           "is written as a URL; the regex paragraphs cut"),
    R("""Why: @RestController marks a class whose return values become the HTTP response body (serialized to JSON). When @RequestMapping at class level: a shared URL prefix. The @GetMapping / @PostMapping / @PutMapping / @DeleteMapping shortcuts map one HTTP verb each.
@RestController
@RequestMapping("/api/books")
public class BookController {
@GetMapping
public List<Book> list() { ... } // GET /api/books
@PostMapping
public Book create(...) { ... } // POST /api/books
}When @PathVariable: a value that is part of the path and identifies a resource (/books/42). When @RequestParam: optional filters and options after the ? (/books?author=tolkien&page=2). Note: give params a defaultValue so they are truly optional.
@GetMapping("/{id}")
public Book getOne(@PathVariable Long id) {
return service.findById(id);
}
@GetMapping
public List<Book> search(
@RequestParam(required = false) String author,
@RequestParam(defaultValue = "0") int page) {
return service.search(author, page);
}Why @RequestBody: Spring deserializes the JSON payload into a Java object using Jackson. When a DTO (a record): accept only the fields a client may send, rather than exposing your entity directly — safer and decoupled from the database shape.""",
      T("Spring"), T("Java"), T("Jackson"), E("GET /api/books"), E("POST /api/books"),
      source="https://www.belinkee.com/courses/spring-boot/rest-apis-with-spring-mvc", kind="blog",
      note="a course page; the comments give the class prefix's full routes; @GetMapping(\"/{id}\") writes no full path under "
           "the prefix -- not labelled; /books/42 and /books?author=... are illustrations"),
    R("""Python Django Tutorial: Full-Featured Web App Part 2 - Applications and Routes
Based on Corey Schafer's video on YouTube. If you like this content, support the original creators by watching, liking and subscribing to their content.
A Django project can contain multiple apps, and each app can be routed independently through URL configuration.
Briefing
Django’s routing model lets a single project host multiple independent apps—then stitches them together through URL configuration—so adding a blog becomes mostly a matter of wiring URL patterns to view functions. The practical payoff is immediate: once the blog app defines its own views and URL patterns, the main project can direct requests like `/blog/` and `/blog/about/` to the right code, without duplicating logic across the site.
The workflow starts by creating a new app inside an existing Django project. A project is the top-level container (with `manage.py` and project settings), while each app owns its own functionality and file structure. Using `python manage.py startapp blog` generates a `blog/` directory with the standard Django app layout. Even before writing templates or complex logic, the app can already serve pages by defining a view.
Inside `blog/views.py`, a `home(request)` view is added. It returns an `HttpResponse` containing a simple HTML `<h1>` message (“blog-home”), establishing the basic pattern: each route maps to a Python function that accepts a `request` argument and returns a response. A second view, `about(request)`, is later added the same way, returning “blog about” in an `<h1>` tag.
Next comes URL routing within the app. A new `blog/urls.py` file defines URL patterns using Django’s `path()` helper. The blog homepage is mapped with an empty string path (`''`) to `views.home`, and it’s given the name `blog-home` to avoid collisions with other apps that might also define a generic `home` route. An additional pattern maps `about/` to `views.about` and names it `blog-about`.""",
      T("Python"), T("Django"), F("blog/views.py"), F("blog/urls.py"),
      source="https://brainfeed.ai/pages/python-django-tutorial-full-featured-web-app-part-2-applications-and-routes-a48xe.html", kind="blog",
      note="a tutorial write-up of a video; /blog/ and /blog/about/ are given no method -- no endpoint; manage.py bare; YouTube as the "
           "video's site -- not labelled; HTML a format"),
    R("""How GitHub Actions Works

At its core, GitHub Actions runs workflows — YAML files stored in the .github/workflows/ directory of your repository. When a trigger event occurs (like a push to main), GitHub spins up a virtual machine, clones your code, and executes the steps you defined. Here's the hierarchy:

Workflow (.yml file)
  └── Job (runs on a VM)
        └── Step (individual command or action)
              └── Action (reusable unit, e.g. actions/checkout@v4)

A workflow can have multiple jobs. By default, jobs run in parallel. Steps within a job run sequentially. Each job gets a fresh virtual machine — they don't share filesystems unless you use artifacts or caching.

Your First Workflow

Create .github/workflows/ci.yml in your repository:

name: CI

on:
  push:
    branches: [main]
  pull_request:
    branches: [main]

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

This workflow runs on every push to main and every pull request targeting main. It checks out the code, installs Node.js 20 with npm caching, installs dependencies, and runs tests. Let's break down each section.""",
      T("GitHub Actions"), T("GitHub"), T("actions/checkout"), T("actions/setup-node"), T("npm"), T("Node.js"),
      F(".github/workflows/ci.yml"),
      source="https://devtoolsonline-ky7.pages.dev/blog/github-actions-guide", kind="blog",
      note="the post's byline cut; .github/workflows/ is a folder; YAML a format; ubuntu-latest a runner label"),
    R("""Introduction
In every Laravel application, the routes/web.php file plays one of the most central and important roles. It defines how your application responds when a user visits a URL inside the browser. Whenever a user types a path like /, /login, /profile, or any other URL, Laravel checks the routes/web.php file to understand what needs to happen next.
This file contains all routes that serve web pages, handle form submissions, and interact with the browser using sessions, cookies, and CSRF protection. If you are building any Laravel project that has a frontend interface or user-panel, then routes/web.php is the backbone of the entire system.
In this long and detailed post, you will learn everything about what routes/web.php does, how it works, how routing functions internally, and how you can write more powerful routes in your Laravel applications.
Understanding What Routing Means in Laravel
Routing is the process of deciding what should happen when a user visits a specific URL. A route simply maps a URL to a piece of logic. For example:
Route::get('/', function () {
return view('welcome');
});
This means:
- When the user sends a GET request to
/ - Laravel calls the anonymous function
- The function returns the
welcomeBlade view - Laravel renders that view in the browser
So, routing tells Laravel what to do when a user interacts with the application.""",
      T("Laravel"), F("routes/web.php"), E("GET /"),
      source="https://educational.sweetdishy.com/?p=9456", kind="blog",
      note="the root route in code (a bare root, doubtful); /login and /profile are example paths without a method; words run "
           "together where the stored page drops its code spans, so Blade appears only inside welcomeBlade -- not labelled"),
    R("""Kubernetes Pod Crashes
Pod crashes in Kubernetes follow the same diagnostic path as Docker container crashes, with additional Kubernetes-specific concepts: Kubernetes restart policies and backoff timing, liveness and readiness probes, and the distinction between container crashes (application error) and pod scheduling failures (resource or taint issues). The first tool to reach for is always kubectl describe pod — it shows the complete event history including why a pod was killed and what Kubernetes did about it.
Pod crash states
Pod crash timeline (CrashLoopBackOff):
Pod created → container starts → crashes (exit code != 0)
Kubernetes: restart container (immediately)
Container starts → crashes (exit code != 0)
Kubernetes: wait 10s, then restart
Container starts → crashes
Kubernetes: wait 20s, then restart (doubling backoff)
Container starts → crashes
Kubernetes: wait 40s, then restart
... (maximum backoff: 5 minutes)
STATUS: CrashLoopBackOff ← Container keeps failing, Kubernetes backing off
To check current backoff state:
kubectl get pod mypod → Restart count shows how many attempts""",
      T("Kubernetes"), T("Docker"),
      source="https://learnwithirfan.com/blog/ubuntu/kubernetes-pod-crashes/", kind="blog",
      note="kubectl is Kubernetes's CLI (the lexicon's Kubernetes); Ubuntu only in the address -- not labelled"),
    R("""What is CORS and How to Fix It in Express - Properly Explained
CORS errors are one of the most searched JavaScript errors. This blog explains what CORS actually is, why browsers enforce it, what preflight requests are, and how to configure it correctly in Express.
If you've built a frontend app that talks to a backend API, you've probably seen this error at some point:
Access to fetch at 'http://localhost:3000/api/users' from origin
'http://localhost:5173' has been blocked by CORS policy: No
'Access-Control-Allow-Origin' header is present on the requested resource.
Most developers at this point Google "how to fix CORS", find a Stack Overflow answer, copy a few lines of code, and move on. The error goes away and they never really understand what just happened or why.
That's a problem - because CORS errors show up again in production in ways that are harder to debug, and if you don't understand the mechanism, you end up either breaking things trying to fix them or making your API insecure without realizing it.""",
      T("JavaScript"), T("Express"),
      source="https://www.codekk.dev/blog/what-is-cors-and-how-to-fix-it-in-express", kind="blog",
      note="the blocked fetch is written as a URL (and no method) -- no endpoint; Google as a verb and Stack Overflow as a site not "
           "labelled; CORS a mechanism"),
    R("""The router

By accessing to an URL (like http://127.0.0.1:8000/), Laravel will always execute the /routes/web.php script:

<?php

/*
|--------------------------------------------------------------------------
| Web Routes
|--------------------------------------------------------------------------
|
| Here is where you can register web routes for your application. These
| routes are loaded by the RouteServiceProvider within a group which
| contains the "web" middleware group. Now create something great!
|
*/

Route::get('/', function () {
   return view('welcome');
});

This define that the / resource is a view called welcome.

Views are defined in the /resources/views/ folder. So, for the view welcome, there is a file called welcome.blade.php (Blade is the Laravel template engine, more info).

When showing the http://127.0.0.1:8000/ URL page, Laravel will then display then /resources/views/welcome.blade.php file.

1. Creating new routings

To add more routes, we then just need to add f.i.:

Route::get('about', function () {
   return view('about');
});

Then create a file /resources/views/about.blade.php and a “About us” content.

2. HTTP verbs

Route::get is called when the web server receives a GET verb so ... Route::post will be used for a POST and thus a form’s submission.

For instance:

Route::get('users', 'UsersController@getInfos');
Route::post('users', 'UsersController@postInfos');""",
      T("Laravel"), T("Blade"), T("PHP"), E("GET /"),
      source="http://marknotes.fr/docs/docs/Development/Web/Laravel/3.%20Concepts/1.%20Router/index.html", kind="blog",
      note="personal notes on Laravel's router; the /routes and /resources paths are written rooted at the project (not labelled, "
           "doubtful); 'about' and 'users' write no leading slash -- not labelled; PHP through the <?php opening tag (doubtful)"),
    # ---------------------------------------------------------------- reference docs and READMEs
    R("""# Multer

Multer is a node.js middleware for handling `multipart/form-data`, which is primarily used for uploading files. It is written
on top of [busboy](https://github.com/mscdex/busboy) for maximum efficiency.

**NOTE**: Multer will not process any form which is not multipart (`multipart/form-data`).

## Installation

```sh
$ npm install --save multer
```

## Usage

Multer adds a `body` object and a `file` or `files` object to the `request` object. The `body` object contains the values of the text fields of the form, the `file` or `files` object contains the files uploaded via the form.

Basic usage example:

```javascript
var express = require('express')
var multer  = require('multer')
var upload = multer({ dest: 'uploads/' })

var app = express()

app.post('/profile', upload.single('avatar'), function (req, res, next) {
  // req.file is the `avatar` file
  // req.body will hold the text fields, if there were any
})

app.post('/photos/upload', upload.array('photos', 12), function (req, res, next) {
  // req.files is array of `photos` files
  // req.body will contain the text fields, if there were any
})

var cpUpload = upload.fields([{ name: 'avatar', maxCount: 1 }, { name: 'gallery', maxCount: 8 }])
app.post('/cool-profile', cpUpload, function (req, res, next) {
  // req.files is an object (String -> Array) where fieldName is the key, and the value is array of files
  //
  // e.g.
  //  req.files['avatar'][0] -> File
  //  req.files['gallery'] -> Array
  //
  // req.body will contain the text fields, if there were any
})
```""",
      T("Multer"), T("Node.js"), T("Busboy"), T("npm"), T("Express"), T("JavaScript"),
      E("POST /profile"), E("POST /photos/upload"), E("POST /cool-profile"),
      source="github:expressjs/multer:README.md", kind="docs",
      note="the badges cut from the title; Express through require('express') (doubtful); uploads/ a folder; the sh fence is not Bash"),
    R("""# Go CORS handler

CORS is a `net/http` handler implementing [Cross Origin Resource Sharing W3 specification](http://www.w3.org/TR/cors/) in Golang.

## Getting Started

After installing Go and setting up your [GOPATH](http://golang.org/doc/code.html#GOPATH), create your first `.go` file. We'll call it `server.go`.

```go
package main

import (
    "net/http"

    "github.com/rs/cors"
)

func main() {
    mux := http.NewServeMux()
    mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
        w.Header().Set("Content-Type", "application/json")
        w.Write([]byte("{\\"hello\\": \\"world\\"}"))
    })

    // cors.Default() setup the middleware with default options being
    // all origins accepted with simple methods (GET, POST). See
    // documentation below for more options.
    handler := cors.Default().Handler(mux)
    http.ListenAndServe(":8080", handler)
}
```

Install `cors`:

    go get github.com/rs/cors

Then run your server:

    go run server.go

### More Examples

* `net/http`: [examples/nethttp/server.go](https://github.com/rs/cors/blob/master/examples/nethttp/server.go)
* [Goji](https://goji.io): [examples/goji/server.go](https://github.com/rs/cors/blob/master/examples/goji/server.go)
* [Martini](http://martini.codegangsta.io): [examples/martini/server.go](https://github.com/rs/cors/blob/master/examples/martini/server.go)
* [Negroni](https://github.com/codegangsta/negroni): [examples/negroni/server.go](https://github.com/rs/cors/blob/master/examples/negroni/server.go)
* [Alice](https://github.com/justinas/alice): [examples/alice/server.go](https://github.com/rs/cors/blob/master/examples/alice/server.go)
* [HttpRouter](https://github.com/julienschmidt/httprouter): [examples/httprouter/server.go](https://github.com/rs/cors/blob/master/examples/httprouter/server.go)
* [Gorilla](http://www.gorillatoolkit.org/pkg/mux): [examples/gorilla/server.go](https://github.com/rs/cors/blob/master/examples/gorilla/server.go)
* [Buffalo](https://gobuffalo.io): [examples/buffalo/server.go](https://github.com/rs/cors/blob/master/examples/buffalo/server.go)
* [Gin](https://gin-gonic.github.io/gin): [examples/gin/server.go](https://github.com/rs/cors/blob/master/examples/gin/server.go)
* [Chi](https://github.com/go-chi/chi): [examples/chi/server.go](https://github.com/rs/cors/blob/master/examples/chi/server.go)""",
      T("Go"), T("Goji"), T("Martini"), T("Negroni"), T("Alice"), T("httprouter"), T("Gorilla"), T("Buffalo"), T("Gin"),
      T("chi"),
      F("examples/nethttp/server.go"), F("examples/goji/server.go"), F("examples/martini/server.go"),
      F("examples/negroni/server.go"), F("examples/alice/server.go"), F("examples/httprouter/server.go"),
      F("examples/gorilla/server.go"), F("examples/buffalo/server.go"), F("examples/gin/server.go"),
      F("examples/chi/server.go"),
      source="github:rs/cors:README.md", kind="docs",
      note="the badges, the curl session and the credentials section cut; the handler on / is given no "
           "method -- no endpoint; the examples' link texts are the repository's paths; server.go bare; Golang is Go; Alice (a Go middleware chainer) and "
           "Gorilla (its mux) as the text names them"),
    R("""#### Sequelize Setup

Now we will install all sequelize related modules.

```bash
# install ORM , CLI and SQLite dialect
npm install --save sequelize sequelize-cli sqlite3

# generate models
node_modules/.bin/sequelize init
node_modules/.bin/sequelize model:create --name User --attributes username:string
node_modules/.bin/sequelize model:create --name Task --attributes title:string
```

You will now have a basic express application with some additional directories
(config, models, migrations). Also you will find two migrations and models.
One for the `User` and one for the `Task`.

In order to associate the models with each other, you need to change the models
like this:

```js
// task.js
// ...
classMethods: {
  associate: function(models) {
    Task.belongsTo(models.User, {
      onDelete: "CASCADE",
      foreignKey: {
        allowNull: false
      }
    });
  }
}
// ...
```

If you want to use the automatic table creation that sequelize provides,
you have to adjust the `bin/www` file to this:

```js
#!/usr/bin/env node

var app = require('../app');
var debug = require('debug')('init:server');
var http = require('http');
var models = require("../models");

var port = normalizePort(process.env.PORT || '3000');
app.set('port', port);
```

And finally you have to adjust the `config/config.json` to fit your environment.
Once thats done, your database configuration is ready!""",
      T("Sequelize"), T("SQLite"), T("npm"), T("Express"), T("JavaScript"), F("bin/www"), F("config/config.json"),
      source="github:sequelize/express-example:README.md", kind="docs",
      note="the user.js model and the rest of bin/www cut; node_modules/.bin/sequelize is inside node_modules; task.js bare; "
           "sequelize-cli (Sequelize's CLI) and the sqlite3 driver through the install command (sqlite3 is the lexicon's SQLite); "
           "the bash fence is not Bash; ../app and ../models are require specifiers"),
    R("""# GORM

The fantastic ORM library for Golang, aims to be developer friendly.

## Overview

* Full-Featured ORM (almost)
* Chainable API
* Auto Migrations
* Relations (Has One, Has Many, Belongs To, Many To Many, [Polymorphism](#polymorphism))
* Callbacks (Before/After Create/Save/Update/Delete/Find)
* Preloading (eager loading)
* Transactions
* Embed Anonymous Struct
* Soft Deletes
* Customizable Logger
* Iteration Support via [Rows](#row--rows)
* Every feature comes with tests
* Developer Friendly

## Initialize Database

```go
import (
\t"github.com/jinzhu/gorm"
\t_ "github.com/lib/pq"
\t_ "github.com/go-sql-driver/mysql"
\t_ "github.com/mattn/go-sqlite3"
)

db, err := gorm.Open("postgres", "user=gorm dbname=gorm sslmode=disable")
// db, err := gorm.Open("foundation", "dbname=gorm") // FoundationDB.
// db, err := gorm.Open("mysql", "user:password@/dbname?charset=utf8&parseTime=True&loc=Local")
// db, err := gorm.Open("sqlite3", "/tmp/gorm.db")
```""",
      T("GORM"), T("Go"), T("FoundationDB"),
      source="github:go-gorm/gorm:README.md", kind="docs",
      note="an old README (the jinzhu/gorm era); the badges, install, table of contents and model sections cut; the databases "
           "only as dialect strings and driver import paths -- PostgreSQL, MySQL and SQLite not labelled, doubtful; FoundationDB "
           "named in the comment"),
    R("""Express.js App.get Parameters Guide

Last updated on 01/20/25

Learn about Express.js app.get parameters with detailed examples and usage tips. Enhance your Express.js skills with this concise guide.

Introduction to app.get Method

The app.get method in Express.js is used to define a route handler for GET requests to a specified path. This method is essential for handling HTTP GET requests, which are typically used to retrieve data from a server.

Syntax

app.get(path, callback [, callback ...])
  • path: A string representing the path for which the middleware function is invoked.
  • callback: A function or an array of functions that handle the GET request.

Example

Here is a basic example of using app.get to handle a GET request to the root path:

const express = require('express');
const app = express();

app.get('/', (req, res) => {
  res.send('GET request to the homepage');
});

app.listen(3000, () => {
  console.log('Server is running on port 3000');
});

Multiple Callback Functions

You can also pass multiple callback functions to app.get. These functions are executed sequentially:

app.get('/example', (req, res, next) => {
  console.log('First callback');
  next();
}, (req, res) => {
  res.send('Second callback');
});

Using Middleware

Middleware functions can be used with app.get to handle requests more effectively. For example, you can create a middleware function to log request details:

const logRequest = (req, res, next) => {
  console.log(`${req.method} request for '${req.url}'`);
  next();
};

app.get('/log', logRequest, (req, res) => {
  res.send('Check your console for the log');
});""",
      T("Express"), E("GET /"), E("GET /example"), E("GET /log"),
      source="https://restack.io/p/expressjs-app-get-parameters", kind="docs",
      note="a reference guide; the error-handling section (its /error route) cut"),
    R("""Basic Routing

The most basic Laravel routes simply accept a URI and a Closure, providing a very simple and expressive method of defining routes:

Route::get('foo', function () {
    return 'Hello World';

The Default Route Files

All Laravel routes are defined in your route files, which are located in the routes directory. These files are automatically loaded by the framework. The routes/web.php file defines routes that are for your web interface. These routes are assigned the web middleware group, which provides features like session state and CSRF protection. The routes in routes/api.php are stateless and are assigned the api middleware group.

For most applications, you will begin by defining routes in your routes/web.php file.

Available Router Methods

The router allows you to register routes that respond to any HTTP verb:

Route::get($uri, $callback);
Route::post($uri, $callback);
Route::put($uri, $callback);
Route::patch($uri, $callback);
Route::delete($uri, $callback);
Route::options($uri, $callback);

Sometimes you may need to register a route that responds to multiple HTTP verbs. You may do so using the match method. Or, you may even register a route that responds to all HTTP verbs using the any method:

Route::match(['get', 'post'], '/', function () {

Route::any('foo', function () {

CSRF Protection

Any HTML forms pointing to POST, PUT, or DELETE routes that are defined in the web routes file should include a CSRF token field. Otherwise, the request will be rejected. You can read more about CSRF protection in the CSRF documentation:

<form method="POST" action="/profile">
    {{ csrf_field() }}""",
      T("Laravel"), F("routes/web.php"), F("routes/api.php"), E("GET /"), E("POST /"), E("POST /profile"),
      source="https://laravel.com/docs/5.3/routing", kind="docs",
      note="the stored page drops the closures' closing lines; 'foo' has no leading slash -- not labelled; Route::match gives GET "
           "and POST for the root (doubtful); the form posts to /profile (a client request with its method, doubtful); HTML a format"),
    R("""Basic flow

Traditional web application flow:

  • Visitor requests http://foobooks.loc
  • Server responds by loading /foobooks/index.php


  • Visitor requests http://foobooks.loc/books/great-gatsby.php
  • Server responds by loading /foobooks/books/great-gatsby.php

Throw away this traditional “URL maps to specific file” thinking. Modern web frameworks use something called routing.

With routing, all requests load index.php which will parse the URL and load the appropriate content.

So our new flow looks like this:

  • Visitor requests http://foobooks.loc/books/great-gatsby
  • Due to a config in .htaccess (project specific Apache config file), server responds by loading /foobooks/public/index.php
  • index.php sets up everything the application needs to run, looks up the URL parameters (/books/great-gatsby) in a route map file, and executes the appropriate action to satisfy the request and return a response.

Request Lifecycle

Laravel request Lifecycle diagram

Read more: Laravel docs: Request Lifecycle

Example 1: Edit an existing route

Knowing this, let's trace how we're seeing this page on our fresh Laravel installs:

The URL in this example is http://localhost/, so the path is simply /.

Load /routes/web.php and you'll see a single route has been defined:


| Web Routes
| Here is where you can register web routes for your application. These
| routes are loaded by the RouteServiceProvider within a group which
| contains the "web" middleware group. Now create something great!

Route::get('/', function () {
    return view('welcome');

This route matches the URL pattern /, and it returns a view called welcome.""",
      T("Apache HTTP Server"), T("Laravel"), E("GET /"),
      source="github:susanBuck/dwa15-spring2019:laravel/basic-flow.md", kind="docs",
      note="course notes, the stored copy a rendered GitHub page (its header cut); the /foobooks and /routes paths are absolute or "
           "rooted (not labelled, doubtful); .htaccess and index.php bare; Apache the web server (SURFACES)"),
    R("""Django urls

We're about to build our first webpage: a homepage for your blog! But first, let's learn a little bit about Django urls.

What is a URL?

A URL is simply a web address. You can see a URL every time you visit a website - it is visible in your browser's address bar (yes! 127.0.0.1:8000 is a URL! And https://djangogirls.com is also a URL):

Url

Every page on the Internet needs its own URL. This way your application knows what it should show to a user who opens a URL. In Django we use something called URLconf (URL configuration). URLconf is a set of patterns that Django will try to match with the received URL to find the correct view.

How do URLs work in Django?

Let's open up the mysite/urls.py file in your code editor of choice and see what it looks like:

from django.conf.urls import include, url
from django.contrib import admin

urlpatterns = [
    # Examples:
    # url(r'^$', 'mysite.views.home', name='home'),
    # url(r'^blog/', include('blog.urls')),

    url(r'^admin/', include(admin.site.urls)),
]

As you can see, Django already put something here for us.

Lines that start with # are comments - it means that those lines won't be run by Python. Pretty handy, right?""",
      T("Django"), T("Python"), F("mysite/urls.py"),
      source="https://dhepper.gitbooks.io/tutorial/en/django_urls/index.html", kind="docs",
      note="a copy of the Django Girls tutorial; the URL patterns are regexes with no method -- no endpoint"),
]
