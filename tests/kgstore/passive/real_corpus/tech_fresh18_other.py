"""An eighteenth fresh held-out set ("fresh-18"), the other texts: changelogs, answers, posts and reference pages --
the changelogs of Werkzeug, Alembic, jsonwebtoken, marshmallow, Day.js, Psycopg, Tailwind, Poetry and React Router;
answers on FastAPI's 422 (twice), Flask blueprint prefixes, webpack's case-sensitive paths, Nginx's proxy_pass slash,
Django REST framework's 405, Spring Boot's 404 from component scanning and an Nginx proxy's 404 on Ubuntu; posts and
tutorials on Go's method-based routing, Mezzio's routes, an Express users API, Rails namespaced routes, Express
routers, Next.js API routes (three) and Gin's REST methods; reference pages and READMEs of an Express boilerplate,
Bulletproof Node.js, a Node/Express/React practice project, Django notes, Rails routing notes, Spring Boot REST
notes, ASP.NET Core's web API tutorial and a book's section on Flask routing.

Taken from stored public copies of the pages and files at the addresses given, kept as written (trimmed)
and labelled by hand without running the extractor, by the rules of the earlier sets (``--split fresh-18``).
"""

from real_corpus import E, F, R, T  # noqa: F401

SURFACES = {
    "Algolia": ("Agolia",),
}

CASES = [
    # ---------------------------------------------------------------- changelogs
    R("""Version 2.1.0
-------------

Unreleased

-   Drop support for Python 3.6. :pr:`2277`
-   Using gevent or eventlet requires greenlet>=1.0 or PyPy>=7.3.7.
    ``werkzeug.locals`` and ``contextvars`` will not work correctly with
    older versions. :pr:`2278`
-   Remove previously deprecated code. :pr:`2276`

    -   Remove the non-standard ``shutdown`` function from the WSGI
        environ when running the development server. See the docs for
        alternatives.
    -   Request and response mixins have all been merged into the
        ``Request`` and ``Response`` classes.
    -   The user agent parser and the ``useragents`` module is removed.
        The ``user_agent`` module provides an interface that can be
        subclassed to add a parser, such as ua-parser. By default it
        only stores the whole string.
    -   The test client returns ``TestResponse`` instances and can no
        longer be treated as a tuple. All data is available as
        properties on the response.
    -   Remove ``locals.get_ident`` and related thread-local code from
        ``locals``, it no longer makes sense when moving to a
        contextvars-based implementation.
    -   Remove the ``python -m werkzeug.serving`` CLI.

-   ``run_simple`` shows instructions for dealing with "address already
    in use" errors, including extra instructions for macOS. :pr:`2321`
-   Extend list of characters considered always safe in URLs based on
    :rfc:`3986`. :issue:`2319`
-   Optimize the stat reloader to avoid watching unnecessary files in
    more cases. The watchdog reloader is still recommended for
    performance and accuracy. :issue:`2141`""",
      T("Python"), T("gevent"), T("eventlet"), T("greenlet"), T("PyPy"), T("ua-parser"), T("macOS"), T("watchdog"),
      source="github:pallets/werkzeug:CHANGES.rst", kind="changelog",
      note="Werkzeug's own changelog names it only in werkzeug.locals / werkzeug.serving (dotted, not labelled); "
           "contextvars a standard module; WSGI a protocol; the removed helpers between the two parts cut"),
    R("""0.3.6
=====
- [feature] Added year, month, day, hour, minute, second
  variables to file_template.  #59

- [feature] Added 'primary' to the list of constraint types
  recognized for MySQL drop_constraint().

- [feature] Added --sql argument to the "revision" command,
  for the use case where the "revision_environment"
  config option is being used but SQL access isn't
  desired.

- [bug] Repaired create_foreign_key() for
  self-referential foreign keys, which weren't working
  at all.

- [bug] 'alembic' command reports an informative
  error message when the configuration is missing
  the 'script_directory' key.  #63

- [bug] Fixes made to the constraints created/dropped
  alongside so-called "schema" types such as
  Boolean and Enum.  The create/drop constraint logic
  does not kick in when using a dialect that doesn't
  use constraints for these types, such as postgresql,
  even when existing_type is specified to
  alter_column().  Additionally, the constraints
  are not affected if existing_type is passed but
  type_ is not, i.e. there's no net change
  in type.  #62

- [bug] Improved error message when specifiying
  non-ordered revision identifiers to cover
  the case when the "higher" rev is None,
  improved message overall.  #66

0.3.5
=====
- [bug] Fixed issue whereby reflected server defaults
  wouldn't be quoted correctly; uses repr() now.
  #31

- [bug] Fixed issue whereby when autogenerate would
  render create_table() on the upgrade side for a
  table that has a Boolean type, an unnecessary
  CheckConstraint() would be generated. #58

- [feature] Implemented SQL rendering for
  CheckConstraint() within autogenerate upgrade,
  including for literal SQL as well as SQL Expression
  Language expressions.""",
      T("MySQL"), T("Alembic"), T("PostgreSQL"), T("SQL"),
      source="github:sqlalchemy/alembic:CHANGES", kind="changelog",
      note="the 'alembic' command is Alembic; postgresql in lower case the dialect, PostgreSQL; SQL Expression Language is "
           "SQLAlchemy's, but SQLAlchemy is not named (not labelled); file_template and script_directory options"),
    R("""## 9.0.2 - 2023-08-30

- security: updating semver to 7.5.4 to resolve CVE-2022-25883, closes [#921](https://github.com/auth0/node-jsonwebtoken/issues/921).
- refactor: reduce library size by using lodash specific dependencies, closes [#878](https://github.com/auth0/node-jsonwebtoken/issues/878).

## 9.0.1 - 2023-07-05

- fix(stubs): allow decode method to be stubbed

## 9.0.0 - 2022-12-21

  **Breaking changes: See [Migration from v8 to v9](https://github.com/auth0/node-jsonwebtoken/wiki/Migration-Notes:-v8-to-v9)**

### Breaking changes

- Removed support for Node versions 11 and below.
- The verify() function no longer accepts unsigned tokens by default. ([834503079514b72264fd13023a3b8d648afd6a16](https://github.com/auth0/node-jsonwebtoken/commit/834503079514b72264fd13023a3b8d648afd6a16))
- RSA key size must be 2048 bits or greater. ([ecdf6cc6073ea13a7e71df5fad043550f08d0fa6](https://github.com/auth0/node-jsonwebtoken/commit/ecdf6cc6073ea13a7e71df5fad043550f08d0fa6))
- Key types must be valid for the signing / verification algorithm

### Security fixes

- security: fixes `Arbitrary File Write via verify function` - CVE-2022-23529
- security: fixes `Insecure default algorithm in jwt.verify() could lead to signature validation bypass` - CVE-2022-23540
- security: fixes `Insecure implementation of key retrieval function could lead to Forgeable Public/Private Tokens from RSA to HMAC` - CVE-2022-23541
- security: fixes `Unrestricted key type could lead to legacy keys usage` - CVE-2022-23539""",
      T("semver"), T("Lodash"), T("Node.js"),
      source="github:auth0/node-jsonwebtoken:CHANGELOG.md", kind="changelog",
      note="jsonwebtoken's own changelog names it only in URLs; jwt.verify() code (JWT not labelled from it); semver the "
           "npm package bumped (doubtful); RSA and HMAC algorithms"),
    R("""3.0.0rc8 (2019-07-04)
+++++++++++++++++++++

Features:

- Propagate ``only`` and ``exclude`` parameters to ``Nested`` fields
  within ``List`` and ``Dict`` (:issue:`779`, :issue:`946`).
- Use ``email.utils.parsedate_to_datetime`` instead of conditionally
  using dateutil for parsing RFC dates (:pr:`1246`).
- Use internal util functions instead of conditionally using dateutil
  for parsing  ISO 8601 datetimes, dates and times. Timezone info is now
  correctly deserialized whether or not dateutil is installed. (:pr:`1265`)
- Improve error messages for ``validate.Range``.
- Use ``raise from error`` for better stack traces (:pr:`1254`). Thanks
  :user:`fuhrysteve`.
- python-dateutil is no longer used. This resolves the inconsistent behavior
  based on the presence of python-dateutil (:issue:`497`, :issue:`1234`).

Bug fixes:

- Fix method resolution for ``__init__`` method of ``fields.Email`` and
  ``fields.URL`` (:issue:`1268`). Thanks :user:`dursk` for the catch and patch.
- Includes bug fixes from 2.19.4 and 2.19.5.

Other changes:

- *Backwards-incompatible*: Rename ``fields.List.container`` to ``fields.List.inner``,
  ``fields.Dict.key_container`` to ``fields.Dict.key_field``, and
  ``fields.Dict.value_container`` to ``fields.Dict.value_field``.
- Switch to Azure Pipelines for CI (:issue:`1261`).

3.0.0rc7 (2019-06-15)
+++++++++++++++++++++

Features:

- *Backwards-incompatible*: ``many`` is passed as a keyword argument to methods decorated with
  ``pre_load``, ``post_load``, ``pre_dump``, ``post_dump``,
  and ``validates_schema``. ``partial`` is passed as a keyword argument to
  methods decorated with ``pre_load``, ``post_load`` and ``validates_schema``.
  ``**kwargs`` should be added to all decorated methods.
- Add ``min_inclusive`` and ``max_exclusive`` parameters to
  ``validate.Range`` (:issue:`1221`). Thanks :user:`kdop` for the PR.

Bug fixes:

- Fix propagation of "partial" to Nested containers (part of :issue:`779`).
- Includes bug fix from 2.19.3.

Other changes:

- *Backwards-incompatible*: Use keyword-only arguments (:issue:`1216`).

3.0.0rc6 (2019-05-05)
+++++++++++++++++++++

Support:

- *Backwards-incompatible*: Remove support for Python 2 (:issue:`1120`).
  Only Python>=3.5 is supported.
  Thank you :user:`rooterkyberian` for the suggestion and the PR.
- *Backwards-incompatible*: Remove special-casing in ``fields.List`` and
  ``fields.Tuple`` for accessing nested attributes (:pr:`1188`).
  Use ``fields.List(fields.Pluck(...))`` instead.
- Add ``python_requires`` to ``setup.py`` (:pr:`1194`).
  Thanks :user:`hugovk`.
- Upgrade syntax with ``pyupgrade`` in pre-commit (:pr:`1195`). Thanks
  again :user:`hugovk`.""",
      T("python-dateutil"), T("Azure Pipelines"), T("Python"), T("pyupgrade"), T("pre-commit"),
      source="github:marshmallow-code/marshmallow:CHANGELOG.rst", kind="changelog",
      note="marshmallow's own changelog never names it in this part; dateutil is python-dateutil; setup.py bare; "
           "email.utils a standard module in code"),
    R("""## [1.6.9](https://github.com/iamkun/dayjs/compare/v1.6.8...v1.6.9) (2018-06-14)


### Bug Fixes

* add isDayjs => boolean API ([6227c8b](https://github.com/iamkun/dayjs/commit/6227c8b))

## [1.6.8](https://github.com/iamkun/dayjs/compare/v1.6.7...v1.6.8) (2018-06-14)


### Bug Fixes

* fix  Advanced format bug in zh-cn ([0c07874](https://github.com/iamkun/dayjs/commit/0c07874)), closes [#242](https://github.com/iamkun/dayjs/issues/242)

## [1.6.7](https://github.com/iamkun/dayjs/compare/v1.6.6...v1.6.7) (2018-06-11)


### Bug Fixes

* fix id locale ([1ebbeb8](https://github.com/iamkun/dayjs/commit/1ebbeb8)), closes [#234](https://github.com/iamkun/dayjs/issues/234)

<a name="1.6.6"></a>
## [1.6.6](https://github.com/iamkun/dayjs/compare/v1.6.5...v1.6.6) (2018-06-06)


### Bug Fixes

*  format API update and locale file update ([5ca48f0](https://github.com/iamkun/dayjs/commit/5ca48f0)), closes [#228](https://github.com/iamkun/dayjs/issues/228)

<a name="1.6.5"></a>
## [1.6.5](https://github.com/iamkun/dayjs/compare/v1.6.4...v1.6.5) (2018-05-31)


### Bug Fixes

* bugfix, utils update and  locale file update ([ebcb6d5](https://github.com/iamkun/dayjs/commit/ebcb6d5)), closes [#214](https://github.com/iamkun/dayjs/issues/214)

<a name="1.6.4"></a>
## [1.6.4](https://github.com/iamkun/dayjs/compare/v1.6.3...v1.6.4) (2018-05-25)


### Bug Fixes

* add RelativeTime plugin and locale file update ([c1fbbca](https://github.com/iamkun/dayjs/commit/c1fbbca)), closes [#198](https://github.com/iamkun/dayjs/issues/198)

<a name="1.6.3"></a>
## [1.6.3](https://github.com/iamkun/dayjs/compare/v1.6.2...v1.6.3) (2018-05-21)


### Bug Fixes

* Changing locales locally is immutable from this release ([2cce729](https://github.com/iamkun/dayjs/commit/2cce729)), closes [#182](https://github.com/iamkun/dayjs/issues/182)
* instance locale change should be immutable ([84597c9](https://github.com/iamkun/dayjs/commit/84597c9))
* Add more locales
* english ordinal fix

<a name="1.6.2"></a>
## [1.6.2](https://github.com/iamkun/dayjs/compare/v1.6.1...v1.6.2) (2018-05-18)


### Bug Fixes

* change-log update && test new npm release ([aa49cba](https://github.com/iamkun/dayjs/commit/aa49cba)), closes [#163](https://github.com/iamkun/dayjs/issues/163)""",
      T("npm"),
      source="github:iamkun/dayjs:CHANGELOG.md", kind="changelog",
      note="Day.js named only in URLs and the isDayjs API (not labelled); zh-cn and id are locales; RelativeTime a plugin "
           "of Day.js, not labelled apart"),
    R("""Future releases
---------------

Psycopg 3.2 (unreleased)
^^^^^^^^^^^^^^^^^^^^^^^^

- Add support for integer, floating point, boolean `NumPy scalar types`__
  (:ticket:`#332`).
- Add :ref:`raw-query-cursors` to execute queries using placeholders in
  PostgreSQL format (`$1`, `$2`...) (:ticket:`#560`).
- Add `~Connection.set_autocommit()` on sync connections, and similar
  transaction control methods available on the async connections.
- Add support for libpq functions to close prepared statements and portals
  introduced in libpq v17 (:ticket:`#603`).
- Disable receiving more than one result on the same cursor in pipeline mode,
  to iterate through `~Cursor.nextset()`. The behaviour was different than
  in non-pipeline mode and not totally reliable (:ticket:`#604`).
  The `Cursor` now only preserves the results set of the last
  `~Cursor.execute()`, consistently with non-pipeline mode.

.. __: https://numpy.org/doc/stable/reference/arrays.scalars.html#built-in-scalar-types


Current release
---------------

Psycopg 3.1.17
^^^^^^^^^^^^^^

- Fix multiple connection attempts when a host name resolve to multiple
  IP addresses (:ticket:`699`).
- Use `typing.Self` as a more correct return value annotation of context
  managers and other self-returning methods (see :ticket:`708`).


Psycopg 3.1.16
^^^^^^^^^^^^^^

- Fix empty ports handling in async multiple connection attempts
  (:ticket:`#703`).


Psycopg 3.1.15
^^^^^^^^^^^^^^

- Fix use of ``service`` in connection string (regression in 3.1.13,
  :ticket:`#694`).
- Fix async connection to hosts resolving to multiple IP addresses (regression
  in 3.1.13, :ticket:`#695`).
- Respect the :envvar:`PGCONNECT_TIMEOUT` environment variable to determine
  the connection timeout.


Psycopg 3.1.14
^^^^^^^^^^^^^^

- Fix :ref:`interaction with gevent <gevent>` (:ticket:`#527`).
- Add support for PyPy (:ticket:`#686`).

.. _gevent: https://www.gevent.org/


Psycopg 3.1.13
^^^^^^^^^^^^^^

- Raise `DataError` instead of whatever internal failure trying to dump a
  `~datetime.time` object with with a `!tzinfo` specified as
  `~zoneinfo.ZoneInfo` (ambiguous offset, see :ticket:`#652`).
- Handle gracefully EINTR on signals instead of raising `InterruptedError`,
  consistently with :pep:`475` guideline (:ticket:`#667`).
- Fix support for connection strings with multiple hosts/ports and for the
  ``load_balance_hosts`` connection parameter (:ticket:`#674`).
- Fix memory leak receiving notifications in Python implementation
  (:ticket:`#679`).


Psycopg 3.1.12
^^^^^^^^^^^^^^

- Fix possible hanging if a connection is closed while querying (:ticket:`#608`).
- Fix memory leak when `~register_*()` functions are called repeatedly
  (:ticket:`#647`).
- Release Python 3.12 binary packages.


Psycopg 3.1.11
^^^^^^^^^^^^^^

- Avoid caching the parsing results of large queries to avoid excessive memory
  usage (:ticket:`#628`).
- Fix integer overflow in C/binary extension with OID > 2^31 (:ticket:`#630`).
- Fix loading of intervals with days and months or years (:ticket:`#643`).
- Work around excessive CPU usage on Windows (reported in :ticket:`#645`).
- Fix building on Solaris and derivatives (:ticket:`#632`).
- Fix possible lack of critical section guard in async
  `~AsyncCursor.executemany()`.
- Fix missing pipeline fetch in async `~AsyncCursor.scroll()`.
- Build binary packages with libpq 15.4, which allows group-readable
  permissions on the SSL certificate on the client (:ticket:`#528`).""",
      T("Psycopg"), T("NumPy"), T("PostgreSQL"), T("libpq"), T("gevent"), T("PyPy"), T("Python"), T("Windows"),
      T("Solaris"),
      source="github:psycopg/psycopg:docs/news.rst", kind="changelog",
      note="Psycopg, which the lexicon does not know, by its own name; the C/binary extension is Psycopg's (C not "
           "labelled); typing, datetime, zoneinfo standard modules in code; PGCONNECT_TIMEOUT an environment variable"),
    R("""## [2.2.10] - 2021-09-06

### Fixed

- Fix build error when using `presets: []` in config file ([#4903](https://github.com/tailwindlabs/tailwindcss/pull/4903))

### Added

- Reintroduce universal selector optimizations under experimental `optimizeUniversalDefaults` flag ([a9e160c](https://github.com/tailwindlabs/tailwindcss/commit/a9e160cf9acb75a2bbac34f8864568b12940f89a))

## [2.2.9] - 2021-08-30

### Fixed

- JIT: Fix `@apply`ing utilities that contain variants + the important modifier ([#4854](https://github.com/tailwindlabs/tailwindcss/pull/4854))
- JIT: Don't strip "null" when parsing tracked file paths ([#5008](https://github.com/tailwindlabs/tailwindcss/pull/5008))
- Pin `clean-css` to v5.1.4 to fix empty CSS variables in CDN builds ([#5338](https://github.com/tailwindlabs/tailwindcss/pull/5338))

## [2.2.8] - 2021-08-27

### Fixed

- Improve accessibility of default link focus styles in Firefox ([#5082](https://github.com/tailwindlabs/tailwindcss/pull/5082))
- JIT: Fix animation variants corrupting keyframes rules [#5223](https://github.com/tailwindlabs/tailwindcss/pull/5223)
- JIT: Ignore escaped commas when splitting selectors to apply prefixes [#5239](https://github.com/tailwindlabs/tailwindcss/pull/5239/)
- Nesting: Maintain PostCSS node sources when handling `@apply` [#5249](https://github.com/tailwindlabs/tailwindcss/pull/5249)
- JIT: Fix support for animation lists [#5252](https://github.com/tailwindlabs/tailwindcss/pull/5252)
- JIT: Fix arbitrary value support for `object-position` utilities [#5245](https://github.com/tailwindlabs/tailwindcss/pull/5245)
- CLI: Abort watcher if stdin is closed to avoid zombie processes [#4997](https://github.com/tailwindlabs/tailwindcss/pull/4997)
- JIT: Ignore arbitrary values with unbalanced brackets [#5293](https://github.com/tailwindlabs/tailwindcss/pull/5293)

## [2.2.7] - 2021-07-23

### Fixed

- Temporarily revert runtime performance optimizations introduced in v2.2.5, use universal selector again ([#5060](https://github.com/tailwindlabs/tailwindcss/pull/5060))

## [2.2.3] - 2021-06-23

### Added

- Pass extended color palette to theme closures so it can be used without installing Tailwind when using `npx tailwindcss` ([359252c](https://github.com/tailwindlabs/tailwindcss/commit/359252c9b429e81217c28eb3ca7bab73d8f81e6d))

### Fixed

- JIT: Explicitly error when `-` is used as a custom separator ([#4704](https://github.com/tailwindlabs/tailwindcss/pull/4704))
- JIT: Don't add multiple `~` when stacking `peer-*` variants ([#4757](https://github.com/tailwindlabs/tailwindcss/pull/4757))
- Remove outdated focus style fix in Preflight ([#4780](https://github.com/tailwindlabs/tailwindcss/pull/4780))
- Enable `purge` if provided on the CLI ([#4772](https://github.com/tailwindlabs/tailwindcss/pull/4772))
- JIT: Fix error when not using a config file with postcss-cli ([#4773](https://github.com/tailwindlabs/tailwindcss/pull/4773))
- Fix issue with `resolveConfig` not being importable in Next.js pags ([#4725](https://github.com/tailwindlabs/tailwindcss/pull/4725))""",
      T("clean-css"), T("CSS"), T("Firefox"), T("PostCSS"), T("Tailwind"), T("postcss-cli"), T("Next.js"),
      source="github:tailwindlabs/tailwindcss:CHANGELOG.md", kind="changelog",
      note="Tailwind named in 'installing Tailwind' and 'npx tailwindcss' (npx, npm's runner, not labelled); Preflight "
           "and JIT are parts of Tailwind; 2.2.4 to 2.2.6 cut"),
    R("""## [1.8.4] - 2024-10-14

### Added

- **Add official support for Python 3.13** ([#9523](https://github.com/python-poetry/poetry/pull/9523)).

### Changed

- Require `virtualenv>=20.26.6` to mitigate potential command injection when running `poetry shell` in untrusted projects ([#9757](https://github.com/python-poetry/poetry/pull/9757)).

### poetry-core ([`1.9.1`](https://github.com/python-poetry/poetry-core/releases/tag/1.9.1))

- Add `3.13` to the list of available Python versions ([#747](https://github.com/python-poetry/poetry-core/pull/747)).

## [1.8.3] - 2024-05-08

### Added

- Add support for untagged CPython builds with versions ending with a `+` ([#9207](https://github.com/python-poetry/poetry/pull/9207)).

### Changed

- Require `pkginfo>=1.10` to ensure support for packages with metadata version 2.3 ([#9130](https://github.com/python-poetry/poetry/pull/9130)).
- Improve locking on FIPS systems ([#9152](https://github.com/python-poetry/poetry/pull/9152)).

### Fixed

- Fix an issue where unrecognized package metadata versions silently resulted in empty dependencies ([#9203](https://github.com/python-poetry/poetry/pull/9203),
  [#9226](https://github.com/python-poetry/poetry/pull/9226)).
- Fix an issue where trailing slashes in git URLs where not handled correctly ([#9205](https://github.com/python-poetry/poetry/pull/9205)).
- Fix an issue where `poetry self` commands printed a warning that the current project cannot be installed ([#9302](https://github.com/python-poetry/poetry/pull/9302)).
- Fix an issue where `poetry install` sporadically failed with a `KeyError` due to a race condition ([#9335](https://github.com/python-poetry/poetry/pull/9335)).

### Docs

- Fix incorrect information about `poetry shell` ([#9060](https://github.com/python-poetry/poetry/pull/9060)).
- Add a git subdirectory example to `poetry add` ([#9080](https://github.com/python-poetry/poetry/pull/9080)).
- Mention interactive credential configuration ([#9074](https://github.com/python-poetry/poetry/pull/9074)).
- Add notes for optional advanced installation steps ([#9098](https://github.com/python-poetry/poetry/pull/9098)).
- Add reference to configuration credentials in documentation of poetry `publish` ([#9110](https://github.com/python-poetry/poetry/pull/9110)).
- Improve documentation for configuring credentials via environment variables ([#9121](https://github.com/python-poetry/poetry/pull/9121)).
- Remove misleading wording around virtual environments ([#9213](https://github.com/python-poetry/poetry/pull/9213)).
- Remove outdated advice regarding seeding keyring backends ([#9164](https://github.com/python-poetry/poetry/pull/9164)).
- Add a `pyproject.toml` example for a dependency with multiple extras ([#9138](https://github.com/python-poetry/poetry/pull/9138)).
- Clarify help of `poetry add` ([#9230](https://github.com/python-poetry/poetry/pull/9230)).
- Add a note how to configure credentials for TestPyPI for `poetry publish` ([#9255](https://github.com/python-poetry/poetry/pull/9255)).
- Fix information about the `--readme` option in `poetry new` ([#9260](https://github.com/python-poetry/poetry/pull/9260)).
- Clarify what is special about the Python constraint in `dependencies` ([#9256](https://github.com/python-poetry/poetry/pull/9256)).
- Update how to uninstall plugins via `pipx` ([#9320](https://github.com/python-poetry/poetry/pull/9320)).""",
      T("Python"), T("virtualenv"), T("Poetry"), T("poetry-core"), T("pkginfo"), T("Git"), T("pipx"),
      source="github:python-poetry/poetry:CHANGELOG.md", kind="changelog",
      note="CPython is the lexicon's Python; poetry-core, Poetry's build backend, by its name; pkginfo the dependency "
           "required; keyring backends and TestPyPI not labelled (doubtful); pyproject.toml bare"),
    R("""## v6.28.2

Date: 2025-01-16

### Patch Changes

- Fix manual fetcher `key` usage when not opted into `future.v7_fetcherPersist` ([#12674](https://github.com/remix-run/react-router/pull/12674))
- Fix issue with fetcher data cleanup in the data layer on fetcher unmount ([#12674](https://github.com/remix-run/react-router/pull/12674))

**Full Changelog**: [`v6.28.1...v6.28.2`](https://github.com/remix-run/react-router/compare/react-router@6.28.1...react-router@6.28.2)

## v6.28.1

Date: 2024-12-20

### Patch Changes

- Allow users to opt out of v7 deprecation warnings by setting flags to `false` ([#12441](https://github.com/remix-run/react-router/pull/12441))

**Full Changelog**: [`v6.28.0...v6.28.1`](https://github.com/remix-run/react-router/compare/react-router@6.28.0...react-router@6.28.1)

## v6.28.0

Date: 2024-11-06

### What's Changed

- In preparation for v7 we've added deprecation warnings for any future flags that you have not yet opted into. Please use the flags to better prepare for eventually upgrading to v7.

### Minor Changes

- Log deprecation warnings for v7 flags ([#11750](https://github.com/remix-run/react-router/pull/11750))
  - Add deprecation warnings to `json`/`defer` in favor of returning raw objects
    - These methods will be removed in React Router v7

### Patch Changes

- Update JSDoc URLs for new website structure (add /v6/ segment) ([#12141](https://github.com/remix-run/react-router/pull/12141))

**Full Changelog**: [`v6.27.0...v6.28.0`](https://github.com/remix-run/react-router/compare/react-router@6.27.0...react-router@6.28.0)""",
      T("React Router"), T("JSDoc"),
      source="github:remix-run/react-router:CHANGELOG.md", kind="changelog",
      note="react-router@6.28.1 only inside the compare URLs' link text (a tag, not labelled again); /v6/ a URL segment"),
    # ---------------------------------------------------------------- answers
    R("""Python: FastAPI error 422 with POST request when sending JSON data

I’m building a simple API to test a database. When I use GET request everything works fine, but if I change to POST, I get 422 Unprocessable Entity error.

Here is the FastAPI code:

from fastapi import FastAPI

app = FastAPI()

@app.post("/")
def main(user):
    return user

Then, my request using JavaScript

let axios = require('axios')

data = { 
    user: 'smith' 
}

axios.post('http://localhost:8000', data)
    .then(response => (console.log(response.url)))

Also, using Python requests:

import requests

url="http://127.0.0.1:8000"
data = {'user': 'Smith'}

response = requests.post(url, json=data)
print(response.text)

I also tried to parse as JSON, enconding using utf-8, and change the headers, but nothing worked for me.

Straight from the documentation:

The function parameters will be recognized as follows:

  • If the parameter is also declared in the path, it will be used as a path parameter.
  • If the parameter is of a singular type (like int, float, str, bool, etc) it will be interpreted as a query parameter.
  • If the parameter is declared to be of the type of a Pydantic model, it will be interpreted as a request body.”

So to create a POST endpoint that receives a body with a user field you would do something like:

from fastapi import FastAPI
from pydantic import BaseModel


app = FastAPI()


class Data(BaseModel):
    user: str


@app.post("https://stackoverflow.com/")
def main(data: Data):
    return data

A response having a 422 (unprocessable entity) status code will have a response body that specifies the error message, telling exactly which part of your request is missing or doesn’t match the expected format. The code snippet you povided shows that you are trying to post JSON data to an endpoint that is expecting user being a query parameter, rather than JSON payload. Hence, the 422 unprocessable entity error.""",
      T("FastAPI"), T("Python"), T("JavaScript"), T("Axios"), T("Requests"), T("Pydantic"),
      E("POST /"),
      source="https://loginvast.com/python-fastapi-error-422-with-post-request-when-sending-json-data", kind="qa",
      note="a copy of a question and its answer; the route is @app.post('/'); the answer's @app.post('https://stackoverflow.com/') "
           "is the copying site's rewriting of '/', not a path; the client calls go to the host only"),
    R("""The 422 Unprocessable Entity error in FastAPI usually means the server understood your request but couldn't process it due to validation issues--often with the request body.
Here's why it happens and how to fix it:
Common Causes
Missing or malformed request data: FastAPI uses Pydantic models to validate incoming data. If the data doesn't match the expected schema, you'll get a 422.
Incorrect content type: If you're sending JSON, make sure the Content-Type
header is set to application/json
.
Using data=
instead of json=
in Python's requests.post()
can cause this error.
Fixes
1. Use a Pydantic model
from fastapi import FastAPI
from pydantic import BaseModel
app = FastAPI()
class User(BaseModel):
name: str
@app.post("/")
async def create_user(user: User):
return user
2. Send JSON properly
import requests
url = "http://localhost:8000/"
payload = {"name": "Alice"}
response = requests.post(url, json=payload)
print(response.json())
3. Check the error details
FastAPI returns a detailed error message in the response body. It tells you which field failed and why, so inspect that closely.""",
      T("FastAPI"), T("Pydantic"), T("Python"), T("Requests"),
      E("POST /"),
      source="https://errorhandle.ai/python-fastapi-error-422-unprocessable-entity", kind="qa",
      note="requests.post() alone would be code, but 'import requests' names Requests; the route @app.post('/'); the closing "
           "offer of help cut"),
    R("""Avoid Duplicating URL Prefixes When Registering a Flask Blueprint

python flask endpoint

2025-10-06

Here's a friendly, detailed explanation of how to add a prefix like /api/ to all your Blueprint URLs, common pitfalls (like the 404 you're seeing), and how to fix them with sample code.

A Blueprint in Flask is like a modular section of your application. It helps organize your code for things like user management, API routes, or a blog section.

When you register a Blueprint with your main Flask application, you can specify a url_prefix. This prefix is then automatically prepended to every single route defined within that Blueprint.

The issue you're running into—getting a 404 (Not Found)—almost certainly means the requested URL doesn't match the combined path (prefix + route).

The final URL is a combination of what you set for url_prefix during registration and what you define in the @blueprint.route() decorator.

Final URL=url_prefix+Blueprint Route

You need to ensure the url_prefix is applied when you register the Blueprint in your main application file (main.py in your case).

In your Blueprint file, define the routes relative to what you want after the prefix.

# modules/User/views.py

from flask import Blueprint

# 1. Create the Blueprint. We don't need the prefix here, 
#    we'll add it in main.py
user_bp = Blueprint('user', __name__) 

@user_bp.route('/users', methods=['GET']) 
def get_users():
    # This route will eventually be accessed via /api/users
    return {"message": "List of users"}

@user_bp.route('/users/<int:user_id>', methods=['GET'])
def get_user(user_id):
    # This route will eventually be accessed via /api/users/<user_id>
    return {"message": f"Details for user {user_id}"}

This is where you apply the /api/ prefix using the url_prefix argument.

# main.py

from init import app # Assuming init.py creates your Flask app object
# Import your Blueprint object""",
      T("Flask"), T("Python"), F("modules/User/views.py"),
      E("GET /api/users"), E("GET /api/users/<user_id>"),
      source="https://code-examples.net/en/q/4c0a1c1/avoid-duplicating-url-prefixes-when-registering-a-flask-blueprint",
      kind="qa",
      note="python and flask are the question's tags; the routes are written '/users' and '/users/<int:user_id>' under the "
           "/api prefix the answer gives, so the full paths as the answer writes them; main.py and init.py bare"),
    R("""Webpack Module Resolution Error: Case Sensitivity in Relative Paths Analysis and Solutions

Nov 20, 2025 · Programming · 12 views · 7.8

Keywords: Webpack | Module Resolution | Relative Paths | Case Sensitivity | React-Redux

Abstract: This article provides an in-depth analysis of common 'Module not found' errors in Webpack builds, focusing on case sensitivity issues in file paths that cause module resolution failures. Through a practical React-Redux project case study, it explains the root cause of directory naming and import statement case mismatches, and offers complete solutions and best practice recommendations. The article also discusses Webpack's module resolution mechanism and path handling strategies to help developers thoroughly understand and avoid similar errors.

Problem Phenomenon and Background

In frontend development with Webpack, module resolution errors are common build obstacles. The specific case discussed in this article involves a React-Redux application with a file structure containing components and Containers directories. When running the Webpack build command, the console outputs multiple module not found errors:

ERROR in ./components/App.js
Module not found: Error: Can't resolve '../containers/AddTodo' in '/home/oerp/js-programs/redux-test/components'
 @ ./components/App.js 11:15-47
 @ ./index.js
 @ ./main.js

Similar errors occur for imports of FilterLink and VisibleTodoList components. These error messages clearly point to path resolution issues when importing modules from the Containers directory in the components/App.js file.

Root Cause Analysis

By carefully comparing the file structure and import statements, the core issue is identified as case mismatch in paths. The project directory structure shows a folder named Containers (with capital C), while the import statements in App.js use lowercase c:

import AddTodo from '../containers/AddTodo'
import VisibleTodoList from '../containers/VisibleTodoList'""",
      T("Webpack"), T("React Redux"),
      F("./components/App.js"), F("components/App.js"), F("./index.js"), F("./main.js"),
      source="http://www.kouhan.cn/en/article/00011579", kind="qa",
      note="an answer written up from a question; React-Redux is the lexicon's React Redux; '../containers/AddTodo' an "
           "import without extension; /home/oerp/... absolute; App.js bare"),
    R("""Keywords: Nginx | proxy_pass | 404 error
Abstract: This paper delves into the semantic differences of slashes in Nginx proxy configuration, particularly in the proxy_pass directive. Through analysis of a typical 404 error case, it explains why location /api versus location /api/ and proxy_pass http://backend versus proxy_pass http://backend/ lead to different request forwarding behaviors. Combining code examples and HTTP request tests, the article clarifies path matching and URI transmission mechanisms, offering best practices to help developers avoid common proxy configuration errors.
Introduction
In Nginx reverse proxy configuration, the proxy_pass directive is a core component for request forwarding, but its behavioral nuances often cause confusion due to slash handling, leading to common issues like 404 errors. This paper systematically analyzes the impact of configuration differences on proxy behavior based on a real-world case.
Problem Description and Case Analysis
A user configured Nginx to proxy requests from the /api path to a backend service, but accessing it returned a 404 error, while direct access to the backend port succeeded. The original configuration is as follows:
upstream backend{
server localhost:8080;
}
server {
location /api {
proxy_pass http://backend;
}
location / {
root /html/dir;
}
}Testing with curl, accessing localhost/api/authentication/check/user/email returned 404, whereas localhost:8080/authentication/check/user/email returned 200 OK. This indicates incorrect proxy path mapping.
Core Knowledge: Semantic Differences of Slashes
According to the best answer, the root cause lies in the use of slashes in the location and proxy_pass directives. The configuration was modified to:
location /api/ {
proxy_pass http://backend/;
}
This change resolved the 404 error.""",
      T("Nginx"),
      source="http://www.kouhan.cn/en/article/00050892", kind="qa",
      note="the best answer to a question written up; the requests tested with curl (an everyday utility) give no method, "
           "so no endpoint; /html/dir absolute; locations are not endpoints"),
    R("""When working with Django REST Framework (DRF), developers may encounter the "Method POST not allowed" error (HTTP 405). This occurs when a client attempts to send a POST request to an endpoint that does not support it. Understanding why this happens and how to resolve it is crucial for building robust APIs.
The HTTP 405 status code indicates that the server recognizes the request method but has disabled it for the target resource. In DRF, this commonly happens when the view or viewset does not include `'POST'` in its `http_method_names` or when the serializer validation fails silently. For example, consider the following view:
```python
from rest_framework.views import APIView
from rest_framework.response import Response
class ExampleView(APIView):
def get(self, request):
return Response({"message": "GET request successful"})
```
If a POST request is sent to this view, DRF will return a 405 error because the view only handles GET requests. To allow POST requests, the view must explicitly define a `post` method:
```python
class ExampleView(APIView):
def get(self, request):
return Response({"message": "GET request successful"})
def post(self, request):
return Response({"message": "POST request successful"})
```
Another common scenario involves ViewSets. If a ViewSet does not include the `create` action, POST requests will be rejected. For instance:
```python
from rest_framework.viewsets import ModelViewSet
from .models import ExampleModel
from .serializers import ExampleSerializer
class ExampleViewSet(ModelViewSet):
queryset = ExampleModel.objects.all
serializer_class = ExampleSerializer
http_method_names = ['get', 'head', 'options'] # POST is excluded
```
Here, POST requests are explicitly disallowed by `http_method_names`. Removing this restriction or adding `'post'` to the list resolves the issue.""",
      T("Django REST framework"), T("Python"),
      source="https://taourl.com/read-2395430.html", kind="qa",
      note="DRF is Django REST framework; Python from the python fences; the views have no URL, so no endpoint; "
           "rest_framework.views imports are dotted"),
    R("""Keywords: Spring Boot | 404 Error | Component Scanning | Controller Mapping | RESTful Services
Abstract: This article provides an in-depth analysis of common 404 errors in Spring Boot applications, particularly when services start normally but endpoints remain inaccessible. Through a real-world case study, it explains how Spring's component scanning mechanism affects controller mapping and offers multiple solutions, including package restructuring and the use of @ComponentScan annotation. The discussion also covers Spring Boot auto-configuration principles to help developers properly configure applications and avoid such issues.
Problem Background and Symptoms
When developing RESTful web services with Spring Boot, developers often encounter a seemingly contradictory scenario: the application starts normally in the console, logs indicate the server is running on the specified port (e.g., 8080), but accessing endpoints returns a 404 error. This issue typically manifests as a "White label Error Page" or a JSON error response, such as:
{
"timestamp": 1461470029110,
"status": 404,
"error": "Not Found",
"message": "No message available",
"path": "/greeting"
}
From the console logs, we can see that the Spring Boot application initializes successfully, the Tomcat server starts, and the DispatcherServlet is configured. However, a critical piece of information is missing: no log entries about controller endpoint mappings. This indicates that Spring failed to properly scan and register controller classes, causing requests to not be routed to the appropriate handler methods.""",
      T("Spring Boot"), T("Spring"), T("Tomcat"),
      T("REST"),
      source="http://www.kouhan.cn/en/article/00038267", kind="qa",
      note="a question's case and answer written up; /greeting is answered 404 and given without a method; "
           "DispatcherServlet a class; the root cause analysis cut [REST labelled in part 16: the corpus labels the noun phrase 'REST API']"),
    R("""nginx reverse proxy returning 404 on Ubuntu 20.04 when accessing /api endpoint

When encountering a 404 error from an nginx reverse proxy, it typically indicates that nginx cannot locate the requested resource or cannot correctly route the request to the backend server. This issue can stem from misconfigurations in the nginx setup, incorrect proxy settings, or issues with the backend server itself. Understanding the root cause requires a systematic approach to diagnosis and correction.

Diagnosing the 404 Error

Verify the Client Request

Begin by confirming the exact URL being requested by the client. Use browser developer tools or command-line tools like curl:

curl -I http://your-proxy-domain.com/path/to/resource

Check the response headers and status code. A 404 here indicates nginx is either not forwarding the request correctly or the backend server is not serving the resource.

Confirm Backend Server Availability

Ensure the backend server is operational and accessible from the nginx server:

curl -I http://backend-server-ip:port/path/to/resource

If this returns a 404, the issue is on the backend, not nginx. If it returns a different status or times out, investigate the backend server's health, routing, and application logs.""",
      T("Nginx"), T("Ubuntu"),
      source="https://www.explaintopic.com/nginx/nginx-reverse-proxy-returning-404-on-ubuntu-20-04-when-acces-15778.html",
      kind="qa",
      note="the /api endpoint of the question has no method; curl -I (a HEAD request) to placeholder URLs, not labelled"),
    # ---------------------------------------------------------------- posts and tutorials
    R("""Let's Go Foundations › Method-based routing
Chapter 2.5.

Method-based routing

Next, let’s follow HTTP good practice and restrict our application so that it only responds to requests with an appropriate HTTP method.

As we progress through our application build, our home, snippetView and snippetCreate handlers will merely retrieve information and display pages to the user, so it makes sense that these handlers should be restricted to acting on GET requests.

To restrict a route to a specific HTTP method, you can prefix the route pattern with the necessary HTTP method when declaring it, like so:

File: main.go
package main

...

func main() {
    mux := http.NewServeMux()
    // Prefix the route patterns with the required HTTP method (for now, we will
    // restrict all three routes to acting on GET requests).
    mux.HandleFunc("GET /{$}", home)
    mux.HandleFunc("GET /snippet/view/{id}", snippetView)
    mux.HandleFunc("GET /snippet/create", snippetCreate)

    log.Print("starting server on :4000")

    err := http.ListenAndServe(":4000", mux)
    log.Fatal(err)
}

It’s also worth mentioning that when you register a route pattern which uses the GET method, it will match both GET and HEAD requests. All other methods (like POST, PUT and DELETE) require an exact match.

Let’s test out this change by using curl to make some requests to our application. If you’re following along, start by making a regular GET request to http://localhost:4000/, like so:

$ curl -i localhost:4000/
HTTP/1.1 200 OK
Date: Wed, 18 Mar 2024 11:29:23 GMT
Content-Length: 21
Content-Type: text/plain; charset=utf-8

Hello from Snippetbox""",
      T("Go"),
      E("GET /{$}"), E("GET /snippet/view/{id}"), E("GET /snippet/create"),
      source="https://lets-go.alexedwards.net/sample/02.05-method-based-routing.html", kind="blog",
      note="a sample chapter of the book Let's Go, on Go (labelled Go, doubtful: the language is named only in the title); "
           "the three routes with their method in the pattern, as written; main.go bare; the book's sample notice cut"),
    R("""Restrict Allowed Route Methods in Go Web Apps

It’s incredibly easy to build web apps and APIs using Go’s net/http package. All you really need to do is to specify a route and its handler. But, how do you restrict the methods that routes can accept? In this short tutorial, I’ll show you how.

Recently, I’ve been building a small encryption/decryption API with Go. It’s been going well, giving me loads of ways to continue growing my Go skills, and to learn about encryption.

However, I’d been wondering (pretty much right from the get go) how I could restrict the allowed HTTP request methods for the API’s routes. I’d had a bit of a look through net/http, after finding that HandleFunc() only takes a route pattern and a handler function.

Unfortunately, I couldn’t find anything. This seemed odd, as I’m used to being able to define the supported method(s) when defining the route and its handler, in PHP.

$app->get('/', RouteHandler::class);
$app->post('/album', RoutePostHandler::class);
$app->put('/album/:id', RoutePutHandler::class);
$app->route('/album/:id', RouteAnyHandler::class, ["get", "post"]);

Take the example code above, used in the Mezzio framework. It defines four routes; (their handlers aren’t important). The first three are only allowed to be requested with GET, POST, and PUT respectively. The fourth, however, can be requested with either GET or POST.

The benefit of this approach is that you only need to look in one place to find a route’s allowed methods: the routing table definition.""",
      T("Go"), T("PHP"), T("Mezzio"),
      E("GET /"), E("POST /album"), E("PUT /album/:id"), E("GET /album/:id"), E("POST /album/:id"),
      source="https://matthewsetter.com/net-http-restrict-allowed-route-methods/", kind="blog",
      note="the four Mezzio routes of the PHP example (the fourth takes GET and POST); net/http, Go's standard package, not "
           "labelled apart; 'get go' an idiom; the Go example that follows cut"),
    R("""From `npm init` to a Working Server
We will use Separation of Concerns to keep our code organized.
/my-api
├── node_modules/
├── data/
│ └── users.js (Our in-memory database)
├── controllers/
│ └── userController.js (The logic for each route)
├── routes/
│ └── userRoutes.js (The Express Router)
├── app.js (The main server file)
└── package.json
To isolate our API logic from database complexity, we'll start with a simple array.
`data/users.js`
let users = [
{ id: 1, name: 'Alex Architect', email: 'alex@example.com' },
{ id: 2, name: 'Jane Developer', email: 'jane@example.com' }
];
module.exports = users;
Controllers contain the actual logic for handling a request.
`controllers/userController.js`
let users = require('../data/users');
let nextId = 3;
// GET /users
const getAllUsers = (req, res) => {
res.json(users);
};""",
      T("npm"), T("Express"), F("data/users.js"), F("controllers/userController.js"),
      E("GET /users"),
      source="https://kavinoqacademy.com/month2/week3/slide.html", kind="blog",
      note="a course's slides; the handler commented GET /users; /my-api the tree's root, userRoutes.js and app.js only in "
           "the tree (no path written); '../data/users' an import"),
    R("""In the previous part of the lesson, we implemented REST authentication using JWT tokens. Of course, when building an API, you do more than authenticate. In this part of the lesson we will add some additional APIs for CRUD operations. Create a new branch called more-rest for this part of the assignment.
First, create your models. WIthin the repository directory, you do the following commands:
bin/rails generate model Member first_name:string last_name:string
bin/rails generate model Fact member:references fact_text:string likes:integer
There is a one-to-many relationship between member and facts. Next you edit the model files. The file app/models/member.rb should look like this:
class Member < ApplicationRecord
validates :first_name, presence: true
validates :last_name, presence: true
has_many :facts
And app/models/fact.rb should look like this:
class Fact < ApplicationRecord
validates :fact_text, presence: true
validates :likes, presence: true
validates :member_id, presence: true
validates_associated :member
belongs_to :member
Note that you have validations, just as in Rails UI applications with views. Next, you set up the development and test databases as follows:
bin/rails db:migrate
bin/rails db:migrate RAILS_ENV=test
Now, you set up your controllers. We are going to set them up with a route namespace, that includes a version number for the API. This is best practice, as your API may change over time.
bin/rails g controller api/v1/Members
bin/rails g controller api/v1/Facts
Next you set up your routes. You should add the following section to yourconfig/routes.rb file:
namespace :api do
namespace :v1 do
resources :members do
resources :facts
These routes are similar to what you have used before, with the exception that you are using route namespaces to separate them out. The routes for facts are nested within the member routes, corresponding to the one-to-many association between members and facts.""",
      T("JWT"), T("Rails"),
      F("app/models/member.rb"), F("app/models/fact.rb"), F("config/routes.rb"),
      source="https://learn.codethedream.org/more-rest-apis7", kind="blog",
      note="a course lesson; 'yourconfig/routes.rb' is 'your config/routes.rb' run together; bin/rails a command; "
           "api/v1/Members a generator argument; resources give no method"),
    R("""Phase 2 — Building REST APIs lesson-0009

Routing

Routing is how Express maps incoming requests to handler functions. A well-structured router is the skeleton of your API — it should read like a table of contents for everything your API can do.

// req.params is always strings — cast before use
router.get('/:id', (req, res) => {
  const id = +req.params.id;       // cast to number
  if (!Number.isInteger(id) || id < 1) {
    return res.status(400).json({ error: 'Invalid ID' });
  }
  // now safe to use id as a number
});

Query Strings — Patterns & Best Practices

// GET /users?page=2&limit=20&sort=name&order=desc&role=admin&active=true
router.get('/', (req, res) => {
  // Pagination — clamp values to prevent abuse
  const page  = Math.max(1, parseInt(req.query.page)  || 1);
  const limit = Math.min(100, parseInt(req.query.limit) || 20);
  const offset = (page - 1) * limit;""",
      T("Express"),
      E("GET /:id"), E("GET /"),
      T("REST"),
      source="https://www.devkanishka.space/tutorials/backend-engineering-with-nodejs/phase-2/routing", kind="blog",
      note="the router's mount prefix is not shown, so the routes as written; the commented request GET /users?page=2... "
           "is the mounted path with a query, not labelled; the URL anatomy table and the list of patterns cut [REST labelled in part 16: the corpus labels the noun phrase 'REST API']"),
    R("""Next.js API Routes Building Server-Side Functionality
Blog Owner
2 min read
329 words

The pages/api/users.js file defines an API route accessible at /api/users.
The handler function accepts two parameters: req (a NextApiRequest object representing the HTTP request) and res (a NextApiResponse object for the HTTP response).
For GET requests, it returns a user list (hardcoded here, but typically queried from a database in practice).
For POST requests, it accepts user data from the request body, simulates adding it to a database, and returns a success message.
For unsupported methods, it returns a 405 Method Not Allowed error with allowed methods specified.
Next.js API Routes enable the creation of standalone server-side functionality within a Next.js application, capable of handling HTTP requests and returning JSON data or other responses. API routes reside in the pages/api directory, with each file mapping to a specific API endpoint.
Basic Example
pages/api/users.js
import type { NextApiRequest, NextApiResponse } from 'next';
// Get user list
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
if (req.method === 'GET') {
const users = [
{ id: 1, name: 'User 1' },
{ id: 2, name: 'User 2' },
{ id: 3, name: 'User 3' },
];
res.status(200).json(users);
} else if (req.method === 'POST') {
const user = req.body;
// Simulate database connection
// await addUserToDatabase(user);
res.status(201).json({ message: 'User added successfully.' });
} else {
res.setHeader('Allow', ['GET', 'POST']);
res.status(405).end(`Method ${req.method} Not Allowed`);
}
}""",
      T("Next.js"), F("pages/api/users.js"),
      E("GET /api/users"), E("POST /api/users"),
      source="https://blog.damanthaja.dev/posts/nextjs-api-routes-building-server-side-functionality", kind="blog",
      note="the file's route /api/users answers GET and POST (req.method); pages/api a folder; the typed handler is "
           "TypeScript in a .js file, the language not named (not labelled)"),
    R("""Gin Framework Day Two - About API

Gin the next day

1.RESTful API

Simply put, REST means that when a client interacts with a Web server, four requests in the HTTP protocol represent different actions. It is an API design concept for Internet applications: URL locates resources, HTTP describes operations

  • GET_to get resources
  • POST_to create a new resource
  • PUT_to update resources
  • DELETE_to delete resources.

As long as the API program follows the REST pane, it can be called the RESTful API. _In the architecture of front-end and back-end separation, front-end and back-end basically interact through the RESTful API.

Here's a Gin implementation

package main

import (
   "github.com/gin-gonic/gin"
   "net/http"
)

func main(){
   r:=gin.Default()
   r.GET("/",func(c *gin.Context){
      c.JSON(http.StatusOK,gin.H{
         "message":"GET",
      })
   })

   r.POST("/post",func(c *gin.Context){
      c.JSON(http.StatusOK,gin.H{
         "message":"POST",
      })
   })

   r.PUT("/put",func(c *gin.Context){
      c.JSON(http.StatusOK,gin.H{
         "message":"PUT",
      })
   })

   r.DELETE("/delete",func(c *gin.Context){
      c.JSON(http.StatusOK,gin.H{
         "message":"DELETE",
      })
   })

   r.Run()
}

2. API parameter issues

We can get API parameters using the Param method of Context

Let's start with a demo code

package main

import (
   "github.com/gin-gonic/gin"
   "net/http"
   "strings"
)

func main(){
   r:=gin.Default()
   r.GET("/user/:name/*action",func(c *gin.Context){
      name:=c.Param("name")
      action:=c.Param("action")
      // strings.Trim() returns the result after removing all containing Cutsets
      action=strings.Trim(action,"/")
      c.String(http.StatusOK,"name:"+name +"\\naction:"+ action)
   })
   r.Run()
}""",
      T("Gin"),
      E("GET /"), E("POST /post"), E("PUT /put"), E("DELETE /delete"), E("GET /user/:name/*action"),
      T("REST"),
      source="https://programmer.help/blogs/gin-framework-day-two-about-api.html", kind="blog",
      note="Go itself is not named (its code unfenced; not labelled); github.com/gin-gonic/gin an import path, Gin named "
           "in prose; the reader's question after the code cut [REST labelled in part 16: the corpus labels the noun phrase 'REST API']"),
    R("""Since Next.js is built on top of Node.js, it also allows us to define our own API routes. The API routes are functions that are part of the server, but instead of rendering HTML, they’re returning JSON data.
Any file inside pages/api
is mapped to /api/*
and it will be treated as an
API endpoint instead of a page. These functions are server-side, and will not
bundled with your client-side code. That means we can safely open DB
connections, and use secret environment variables.
For new projects, we can build our entire API with API routes, but if we
already have an existing API we don’t need to forward our API calls through an
API route. We could also use API calls if we want to mask our API or an external
service (instead of https://mycompany.com/secret-api-url
, we can send requests
to /api
).
To create an API handler, we need to create a file in pages/api
and export a
default async function:
// pages/api/user.ts
import type { NextApiHandler } from 'next';
const handler: NextApiHandler = async (req, res) => {
return res.status(200).json({ name: 'John Doe' });
};
export default handler;""",
      T("Next.js"), T("Node.js"), F("pages/api/user.ts"),
      source="https://nikolovlazar.com/blog/creating-and-using-api-routes-in-nextjs", kind="blog",
      note="pages/api a folder; /api/* and /api given without a method, no endpoint; the handlers per method that follow cut"),
    R("""API Routes in Next.js are incredibly versatile, allowing you to build backend functionality directly within your Next.js application. One of the fundamental aspects of working with APIs is handling different HTTP methods. Each method signifies a distinct action on a resource: GET for retrieving data, POST for creating new data, PUT for updating existing data (or creating if it doesn't exist), and DELETE for removing data. Next.js makes it straightforward to implement logic for each of these methods within a single API route file.
Consider an API route located at pages/api/users/[id].js. This route can dynamically handle requests based on the user ID provided in the URL. We can implement separate logic for each HTTP method by exporting functions named after the method (e.g., export async function GET(req, res)). If a method is not explicitly handled, Next.js will respond with a 405 Method Not Allowed error.
import { NextApiRequest, NextApiResponse } from 'next';
export default async function handler(req, res) {
const { id } = req.query;
if (req.method === 'GET') {
// Logic to retrieve a specific user by ID
res.status(200).json({ id, message: `GET request for user ${id}` });
} else if (req.method === 'PUT') {
// Logic to update a specific user by ID
const updatedUserData = req.body;
res.status(200).json({ id, message: `PUT request for user ${id}`, data: updatedUserData });
} else if (req.method === 'DELETE') {
// Logic to delete a specific user by ID
res.status(200).json({ id, message: `DELETE request for user ${id}` });
} else {
// Handle other methods or respond with 405
res.setHeader('Allow', ['GET', 'PUT', 'DELETE']);
res.status(405).end(`Method ${req.method} Not Allowed`);
}
}""",
      T("Next.js"), F("pages/api/users/[id].js"),
      source="https://seino-prince.com/book/2b1b4ab5-d136-815a-a607-f718f29d7a18/chapter/2b1b4ab5-d136-8129-ab99-de406b7bbfe6/section/2b1b4ab5-d136-8103-962f-d392360e6fa5",
      kind="blog",
      note="the route's URL path is never written (only the file), so no endpoint though the methods are handled"),
    # ---------------------------------------------------------------- reference pages and READMEs
    R("""## Project Structure

```
src\\
 |--config\\         # Environment variables and configuration related things
 |--controllers\\    # Route controllers (controller layer)
 |--docs\\           # Swagger files
 |--middlewares\\    # Custom express middlewares
 |--models\\         # Mongoose models (data layer)
 |--routes\\         # Routes
 |--services\\       # Business logic (service layer)
 |--utils\\          # Utility classes and functions
 |--validations\\    # Request data validation schemas
 |--app.ts          # Express app
 |--index.ts        # App entry point
```

## API Documentation

To view the list of available APIs and their specifications, run the server and go to `http://localhost:3000/v1/docs` in your browser. This documentation page is automatically generated using the [swagger](https://swagger.io/) definitions written as comments in the route files.

### API Endpoints

List of available routes:

**Auth routes**:\\
`POST /v1/auth/register` - register\\
`POST /v1/auth/login` - login\\
`POST /v1/auth/refresh-tokens` - refresh auth tokens\\
`POST /v1/auth/forgot-password` - send reset password email\\
`POST /v1/auth/reset-password` - reset password\\
`POST /v1/auth/send-verification-email` - send verification email\\
`POST /v1/auth/verify-email` - verify email

**User routes**:\\
`POST /v1/users` - create a user\\
`GET /v1/users` - get all users\\
`GET /v1/users/:userId` - get user\\
`PATCH /v1/users/:userId` - update user\\
`DELETE /v1/users/:userId` - delete user

## Authorization

The `auth` middleware can also be used to require certain rights/permissions to access a route.

```javascript
const express = require('express');
const auth = require('../../middlewares/auth');
const userController = require('../../controllers/user.controller');

const router = express.Router();

router.post('/users', auth('manageUsers'), userController.createUser);
```

In the example above, an authenticated user can access this route only if that user has the `manageUsers` permission.

The permissions are role-based. You can view the permissions/rights of each role in the `src/config/roles.ts` file.

If the user making the request does not have the required permissions to access this route, a Forbidden (403) error is thrown.

## Logging

Import the logger from `src/config/logger.ts`. It is using the [Winston](https://github.com/winstonjs/winston) logging library.""",
      T("OpenAPI"), T("Express"), T("Mongoose"), T("JavaScript"), T("Winston"),
      F("src/config/roles.ts"), F("src/config/logger.ts"),
      E("POST /v1/auth/register"), E("POST /v1/auth/login"), E("POST /v1/auth/refresh-tokens"),
      E("POST /v1/auth/forgot-password"), E("POST /v1/auth/reset-password"), E("POST /v1/auth/send-verification-email"),
      E("POST /v1/auth/verify-email"), E("POST /v1/users"), E("GET /v1/users"), E("GET /v1/users/:userId"),
      E("PATCH /v1/users/:userId"), E("DELETE /v1/users/:userId"), E("POST /users"),
      source="github:hagopj13/node-express-boilerplate:README.md", kind="docs",
      note="Swagger is the lexicon's OpenAPI; the route list gives each method and path; router.post('/users') is written "
           "without the router's /v1 mount (as written, by the rule); the tree's src\\\\ entries are folders and bare names; "
           "/v1/docs a URL; the error-handling and validation sections between cut"),
    R("""# Bulletproof Node.js architecture 🛡️

This is the example repository from the blog post ['Bulletproof node.js project architecture'](https://softwareontheroad.com/ideal-nodejs-project-structure?utm_source=github&utm_medium=readme)

Please read the blog post in order to have a good understanding of the server architecture.

Also, I added lots of comments to the code that are not in the blog post, because they explain the implementation and the reason behind the choices of libraries and some personal opinions and some bad jokes.

The API by itself doesn't do anything fancy, it's just a user CRUD with authentication capabilities.
Maybe we can transform this into something useful, a more advanced example, just open an issue and let's discuss the future of the repo.

## Development

We use `node` version `10.15.0`

```
nvm install 10.15.0
```

```
nvm use 10.15.0
```

The first time, you will need to run

```
npm install
```

Then just start the server with 

```
npm run start
```
It uses nodemon for livereloading :peace-fingers:

# API Validation
 
 By using celebrate the req.body schema becomes clary defined at route level, so even frontend devs can read what an API endpoint expects without need to writting a documentation that can get outdated quickly.

 ```js
 route.post('/signup', 
  celebrate({
    body: Joi.object({
      name: Joi.string().required(),
      email: Joi.string().required(),
      password: Joi.string().required(),
    }),
  }),
  controller.signup)
 ```

# Roadmap
- [x] API Validation layer (Celebrate+Joi)
- [ ] Unit tests examples
- [ ] [Cluster mode](https://softwareontheroad.com/nodejs-scalability-issues?utm_source=github&utm_medium=readme)
- [x] The logging _'layer'_ 
- [ ] Add agenda dashboard
- [x] Continuous integration with CircleCI 😍
- [ ] Deploys script and docs for AWS Elastic Beanstalk and Heroku
- [ ] Integration test with newman 😉
- [ ] Instructions on typescript debugging with VSCode

 ## Don't you think you can add X layer to do Y? Why do you still use express if the Serverless Framework is better and it's more reliable?

  I know this is not a perfect architecture but it's the most scalable that I know with less code and headache that I know.

  It's meant for small startups or one-developer army projects.

  I know if you start moving layers into another technology, you will end up with your business/domain logic into npm packages, your routing layer will be pure AWS Lambda functions and your data layer a combination of DynamoDB, Redis, maybe redshift, and Agolia.""",
      T("Node.js"), T("nvm"), T("npm"), T("Nodemon"), T("celebrate"), T("Joi"), T("JavaScript"), T("CircleCI"),
      T("Elastic Beanstalk"), T("Heroku"), T("newman"), T("TypeScript"), T("VS Code"), T("Express"),
      T("Serverless Framework"), T("AWS Lambda"), T("DynamoDB"), T("Redis"), T("Redshift"), T("Algolia"),
      E("POST /signup"),
      source="github:santiq/bulletproof-nodejs:README.md", kind="docs",
      note="the route in the js fence, its mount prefix not shown; Agolia is the README's misspelling of Algolia (SURFACES); "
           "agenda a job library named only as a dashboard to add (not labelled, doubtful); the FAQ on frontends cut"),
    R("""# This is a practice project to setup Node + Express + React

## Setup

Start with `npm install`.

Run `npm start` to start both the the react dev server and express backend in watch mode.

Run tests with `npm test`; run and open coverage report with `npm run coverage:open`.

## Code Locations

Setup node api endpoints in `src/lib/api/`.

Update Express routes in `src/express-server.js`.

Modify the base html file in `src/assets/base.html`.

Add static public files in `src/assets/`.

Add react files in `src/frontend/`.""",
      T("Node.js"), T("Express"), T("React"), T("npm"),
      F("src/express-server.js"), F("src/assets/base.html"),
      source="github:mlodz/steve-sample-project:README.md", kind="docs",
      note="src/lib/api/, src/assets/ and src/frontend/ are folders, not labelled"),
    R("""This guide will help you quickly set up a Django project with a simple app, static files, templates, and views. It also covers basics like URL routing, admin panel, templates, and more.

🔧 Setup
# Create virtual environment
python3 -m venv venv 

# Activate the virtual environment (for Linux/Mac)
source venv/bin/activate

# For Windows
venv\\Scripts\\activate

# Start Django Project
django-admin startproject project1

# Navigate into the project directory
cd project1

# Start an app
python manage.py startapp myapp

⚙️ Application Configuration
1. Register the App

Go to: project1/settings.py

Add 'myapp' to INSTALLED_APPS:

INSTALLED_APPS = [
    'django.contrib.admin',
    'django.contrib.auth',
    'django.contrib.contenttypes',
    'django.contrib.sessions',
    'django.contrib.messages',
    'django.contrib.staticfiles',
    'myapp',  # ← Add this line
]

🌐 URL Configuration
1. Create urls.py inside myapp/

File: myapp/urls.py

from django.urls import path 
from myapp import views

urlpatterns = [
    path('', views.home, name="home"),
]

2. Update Main Project URLs

File: project1/urls.py

from django.contrib import admin
from django.urls import path, include

urlpatterns = [
    path('admin/', admin.site.urls),
    path('myapp/', include('myapp.urls')),  # ← Include app URLs
]

👀 Views
Basic View
# myapp/views.py
from django.http import HttpResponse

def home(request):
    return HttpResponse("<h1>Hellow</h1>")

Render Template View
from django.shortcuts import render

def student(request):
    name = "goutam"
    return render(request, 'myapp/index.html', {'name': name})""",
      T("Django"), T("Python"), T("Linux"), T("Windows"),
      F("project1/settings.py"), F("myapp/urls.py"), F("project1/urls.py"), F("myapp/views.py"), F("myapp/index.html"),
      source="github:goutam-waghe/Django-master:Basics/notes/notes.md", kind="docs",
      note="python3 and python manage.py name Python; Mac not labelled (macOS, doubtful); venv/bin/activate and "
           "venv\\\\Scripts\\\\activate are the virtual environment's activation scripts (not labelled, doubtful); Django's "
           "paths have no method, no endpoint; myapp.urls dotted; manage.py bare"),
    R("""resources :zombies, only: [:index, :show]
resources :humans, except: [:destroy, :edit, :update]
Keeping an API under its own subdomain allows load balancing traffic at the DNS level.
resources :zombies, constraints: { subdomain: 'api' }
resources :humans, constraints: { subdomain: 'api' }
or
constraints subdomain: 'api' do
resources :zombies
resources :humans
end
# http://api.zombies.com/zombies
# http://api.zombies.com/humans
# /etc/hosts
127.0.0.1 zombies-dev.com
127.0.0.1 api.zombies-dev.com
``
Makes these URLs available on local machine (port still necessary)
- http://zombies-dev.com:3000
- http://api.zombies-dev.com:3000
Namespaces are useful for organizing your controller code, especially when your app has a frontend and API.
A namespace creates a subdirectory under app/controllers/
and a module that any controllers under that namespace need to go in.
# config/routes.rb
namespace :api do
resources :zombies
end
# app/controllers/api/zombies_controller.rb
module Api
class ZombiesController < ApplicationController
end
end
If you prefer to use all caps (API vs Api), then
# config/initializers/inflections.rb
ActiveSupport::Inflector.inflections(:en) do |inflect|
inflect.acronym 'API'
end
# app/controllers/api/zombies_controller.rb
module API # ALL CAPS!
class ZombiesController < ApplicationController
end
end
You can also control what matches to what. This allows you to use a subdirectory like "/api" for organizing your code without the need for an Api module.
match '/api/zombies', to: 'api/zombies#index', via: :all
match '/api/zombies/some_action', to: 'api/zombies#some_action', via: :all
match '/webhooks/mailgun/emails', to: 'webhooks/mailgun#emails', via: :post""",
      F("config/routes.rb"), F("app/controllers/api/zombies_controller.rb"), F("config/initializers/inflections.rb"),
      E("POST /webhooks/mailgun/emails"),
      source="https://gist.github.com/dideler/58041566028ac0f23921", kind="docs",
      note="notes on Rails routing that never name Rails or Ruby (not labelled); via: :post gives the webhook route its "
           "method, via: :all none; /etc/hosts absolute; app/controllers/ a folder; resources give no method"),
    R("""Spring Boot 2 REST API#

REST API Controller#

  • In Spring, a controller class, which is capable of serving REST API requests, is called rest controller. It should be annotated with @RestController annotation.

  • The resource uris are specified in @RequestMapping annotations. It can be applied at class level and method level both. Complete URI for an API is resolved after adding class level path and method level path.

  • We should always write produces and consumes attributes to specify the mediatype attributes for the API. Never reply on assumptions.

HTTP GET /employees#


HTTP POST /employees#


	"firstName": "T5750",
	"lastName": "T5750",
	"email": "T5750@gmail.com"

Exception handling#


  1. HTTP GET /employees/vo/1 [VALID]

  2. HTTP GET /employees/vo/23 [INVALID]

  3. HTTP POST /employees/vo [INVALID]

    	"lastName": "T5750",
    	"email": "T5750@gmail.com"
  4. HTTP POST /employees/vo [INVALID]

    	"email": "T5750@gmail.com"
  5. HTTP POST /employees/vo [INVALID]

    	"firstName": "T5750",
    	"email": "T5750_gmail.com" //invalid email in request""",
      T("Spring Boot"), T("Spring"),
      E("GET /employees"), E("POST /employees"), E("GET /employees/vo/1"), E("GET /employees/vo/23"),
      E("POST /employees/vo"),
      T("REST"),
      source="http://frameworks.rtfd.io/en/latest/spring-boot/spring-boot2/SpringBoot2Rest.html", kind="docs",
      note="notes whose code blocks the stored copy lost; the requests to the app's routes with their methods (the "
           "[INVALID] ones still reach a route, which rejects the body); the validation annotations list cut [REST labelled in part 16: the corpus labels the noun phrase 'REST API']"),
    R("""By Tim Deschryver and Rick Anderson
This tutorial teaches the basics of building a controller-based web API that uses a database. Another approach to creating APIs in ASP.NET Core is to create minimal APIs. For help with choosing between minimal APIs and controller-based APIs, see APIs overview. For a tutorial on creating a minimal API, see Tutorial: Create a minimal API with ASP.NET Core.
Overview
This tutorial creates the following API:
| API | Description | Request body | Response body | 
|---|---|---|---|
| GET /api/todoitems | Get all to-do items | None | Array of to-do items | 
| GET /api/todoitems/{id} | Get an item by ID | None | To-do item | 
| POST /api/todoitems | Add a new item | To-do item | To-do item | 
| PUT /api/todoitems/{id} | Update an existing item | To-do item | None | 
| DELETE /api/todoitems/{id} | Delete an item | None | None | 
The following diagram shows the design of the app.

Prerequisites
- Visual Studio 2022 with the ASP.NET and web development workload.  
Create a Web API project
- From the File menu, select New > Project.
- Enter Web API in the search box.
- Select the ASP.NET Core Web API template and select Next.""",
      T("ASP.NET"), T("Visual Studio"),
      E("GET /api/todoitems"), E("GET /api/todoitems/{id}"), E("POST /api/todoitems"), E("PUT /api/todoitems/{id}"),
      E("DELETE /api/todoitems/{id}"),
      source="https://free.blessedness.top/en-us/aspnet/core/tutorials/first-web-api?preserve-view=true&view=aspnetcore-9.0",
      kind="docs",
      note="a copy of the ASP.NET Core tutorial; ASP.NET Core is the lexicon's ASP.NET; the API table gives each route's "
           "method; the version warnings at the top cut"),
    R("""Routing

The routing happens in app.url_map, which is an instance of Werkzeug's Map class. That class uses regular expressions to determine if a function decorated by @app.route matches the incoming request. The routing only looks at the path you provided in the route call to see if it matches the client's request.

By default, the mapper will only accept GET, OPTIONS, and HEAD calls on a declared route. Calling a valid endpoint with an unsupported method will return a 405 Method Not Allowed response together with the list of supported methods in the Allow header:

$ curl -v -XDELETE localhost:5000/api 
* Connected to localhost (127.0.0.1) port 5000 (#0)
> DELETE /api/person/1 HTTP/1.1
> Host: localhost:5000
> User-Agent: curl/7.51.0
> Accept: */*
>
* HTTP 1.0, assume close after body
< HTTP/1.0 405 METHOD NOT ALLOWED
< Content-Type: text/html
< Allow: GET, OPTIONS, HEAD
< Content-Length: 178
< Server: Werkzeug/0.11.11 Python/3.5.2
< Date: Thu, 22 Dec 2016 21:35:01 GMT
<
<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN">
<title>405 Method Not Allowed</title>
<h1>Method Not Allowed</h1>
<p>The method is not allowed for the requested URL.</p> *
Curl_http_done: called premature == 0
Closing connection 0

If you want to support specific methods, you can pass them to the route decorator with the methods argument as follows:

    @app.route('/api', methods=['POST', 'DELETE', 'GET']) 
def my_microservice():
return jsonify({'Hello': 'World!'})
Note that the OPTIONS and HEADS methods are implicitly added in all rules, since it is automatically managed by the request handler. You can deactivate this behavior by setting a provide_automatic_options attribute to False to the function. This can be useful when you want to add custom headers in the response when OPTIONS is called, like when dealing with CORS where you need to add several Access-Control-Allow-* headers.""",
      T("Werkzeug"), T("Python"),
      E("POST /api"), E("DELETE /api"), E("GET /api"),
      source="https://aigencon.com/view/book/Python+Microservices+Development-EB9781785881114_47.html", kind="docs",
      note="a book's section (Flask is the book's subject but is not named here, not labelled); the DELETE that no route "
           "accepts (405) not labelled; the route's three methods labelled; CORS a mechanism"),
]
