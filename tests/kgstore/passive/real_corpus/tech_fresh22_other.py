"""A twenty-second fresh held-out set ("fresh-22"), the other texts: changelogs, answers, posts and reference pages
outside plain web development -- the changelogs of pgcli, litecli, SQLDelight, TFLint, Datasette and Realm Swift; an
rsync answer on unix.stackexchange and a pg_autovacuum reply on the PostgreSQL hackers' list; posts on a first
CrashLoopBackOff (twice), Postgres bloat and Flutter's version solving; the HTTP API pages of SentryShot, a MODAClouds
and a Tower 4Clouds monitoring manager, Nomad's and Consul's agent members, a generated Nomad client, an Alertmanager
wrapper and a multi-tenant Alertmanager proxy; READMEs of two Ansible roles, three Android/React Native libraries, a
Flet example, React Native Permissions and a dockerized model server.

Taken from stored public copies of the pages and files at the addresses given, kept as written (trimmed) and labelled
by hand without running the extractor, by the rules of the earlier sets (``--split fresh-22``).
"""

from real_corpus import E, F, R, T  # noqa: F401

SURFACES = {
    "GitHub Actions": ("GH actions",),
    "Kubernetes": ("K8s",),
    "IntelliJ IDEA": ("Intellij", "IntelliJ"),
    "Amazon RDS": ("RDS",),
    "Amazon ElastiCache": ("ElastiCache",),
}

CASES = [
    # ---------------------------------------------------------------- changelogs
    R(r"""1.9.1:
======

Features:
---------

* Change ``\h`` format string in prompt to only return the first part of the hostname,
  up to the first '.' character.  Add ``\H`` that returns the entire hostname (#858).
  (Thanks: `Andrew Kuchling`_)
* Add Color of table by parameter. The color of table is function of syntax style

Internal changes:
-----------------

* Add tests, AUTHORS and changelog.rst to release. (Thanks: `Dick Marinus`_)

Bug Fixes:
----------
* Fix broken pgcli --list command line option (#850). (Thanks: `Dmitry B`_)

1.9.0
=====

Features:
---------

* manage pager by \pset pager and add enable_pager to the config file (Thanks: `Frederic Aoustin`_).
* Add support for `\T` command to change format output. (Thanks: `Frederic Aoustin`_).
* Add option list-dsn (Thanks: `Frederic Aoustin`_).


Internal changes:
-----------------

* Removed support for Python 3.3. (Thanks: `Irina Truong`_)

1.8.2
=====

Features:
---------

* Use other prompt (prompt_dsn) when connecting using --dsn parameter. (Thanks: `Marcin Sztolcman`_)
* Include username into password prompt. (Thanks: `Bojan Delić`_)

Internal changes:
-----------------
* Use temporary dir as config location in tests. (Thanks: `Dmitry B`_)
* Fix errors in the ``tee`` test (#795 and #797). (Thanks: `Irina Truong`_)
* Increase timeout for quitting pgcli. (Thanks: `Dick Marinus`_)

Bug Fixes:
----------
* Do NOT quote the database names in the completion menu (Thanks: `Amjith Ramanujam`_)
* Fix error in ``unix_socket_directories`` (#805). (Thanks: `Irina Truong`_)
* Fix the --list command line option tries to connect to 'personal' DB (#816). (Thanks: `Isank`_)

1.8.1
=====

Internal changes:
-----------------
* Remove shebang and git execute permission from pgcli/main.py. (Thanks: `Dick Marinus`_)
* Require cli_helpers 0.2.3 (fix #791). (Thanks: `Dick Marinus`_)""",
      T("pgcli"), T("Python"), T("cli_helpers"), F("pgcli/main.py"),
      source="github:dbcli/pgcli:changelog.rst", kind="changelog",
      note="pgcli, the subject, labelled once; 'git execute permission' is Git's file mode, not labelled; changelog.rst "
           "bare; \\pset, \\T and tee are pgcli/psql commands; cli_helpers (dbcli's own library) labelled as named"),
    R("""## TBD

### Features
* Add logs while invoking `\\llm`and `\\\\m+` command. [(#215)](https://github.com/dbcli/litecli/pull/215)
* Support `--help` in the `\\llm`and `\\llm+` command. ([#214](https://github.com/dbcli/litecli/pull/214))
* Make the history file location configurable. ([#206](https://github.com/dbcli/litecli/issues/206))
* Add dot command to list views.

### Bug Fixes

* Fix a bug where the `\\llm` command on alternate invocations weren't detected correctly. (#211)
* Do not escape upper table or column name. [(#185)](https://github.com/dbcli/litecli/issues/185)
* Return indices when `.schema` command is run. Also update the output to contain the `sql` for the `indexes` command. [(#149)](https://github.com/dbcli/litecli/issues/149)

### Internal

* Fix typo `pormpt`to `prompt` in `special/llm.py`.
* Update pip install to work in both bash and zsh.


## 1.14.4 - 2025-01-31

### Bug Fixes

* Fix the usage instructions in the `\\llm` command.

## 1.14.0 - 2025-01-22

### Features

* Add LLM feature to ask an LLM to create a SQL query.
    - This adds a new `\\llm` special command
    - eg: `\\llm "Who is the largest customer based on revenue?"`

### Bug Fixes

* Fix the [windows path](https://github.com/dbcli/litecli/issues/187) shown in prompt to remove escaping.
* Fix a bug where if column name was same as table name it was [crashing](https://github.com/dbcli/litecli/issues/155) the autocompletion.

### Internal

* Change min required python version to 3.9+

## 1.12.1  - 2024-09-07 (Yanked)

### Internal Changes

* Modernize the project with following changes:
  * pyproject.toml instead of setup.py
  * Use ruff for linting and formatting
  * Update GH actions to use uv and tox
  * Use GH actions to release a new version

## 1.11.0 - 2024-05-03

### Improvements

* When an empty `\\d` is invoked the list of tables are returned instead of an error.
* Show SQLite version at startup.""",
      T("litecli"), T("pip"), T("Bash"), T("Zsh"), T("Python"), T("Ruff"), T("uv"), T("tox"), T("GitHub Actions"),
      T("SQLite"), F("special/llm.py"),
      source="github:dbcli/litecli:CHANGELOG.md", kind="changelog",
      note="litecli, the subject, labelled once; 'both bash and zsh' names the shells; 'GH actions' is GitHub Actions; "
           "the \\llm command calls Simon Willison's llm CLI, but 'an LLM' here is the kind of model, not labelled; "
           "'windows path' lower-case inside a link title, not labelled; pyproject.toml and setup.py bare; SQL not "
           "labelled (the language in passing)"),
    R("""## Unreleased

### Fixed

- [Intellij Plugin] Improve stability when typing by trapping unhandled errors. (#6355 by @griffio)


## [2.4.0-rc2] - 2026-09-14

### Fixed

- [PostgreSQL Dialect] Fix `string_agg` function to be nullable (#6340 by @griffio)
- [SQLite Dialect] Fix SQLite 3.44 aggregate functions using `GROUP BY` (#6343 by @griffio)
- [Gradle Plugin] Avoid resolving database dependencies at configuration time. (#6353 by @joshfriend)


## [2.4.0-rc1] - 2026-09-01

### Added
- [Native Driver] Add `extendedConfig` parameter to `inMemoryDriver` (#5539 by @GuilhE)
- [PostgreSQL Dialect] Add query support for implicitly defined System Columns (#5834 by @griffio)
- [PostgreSQL Dialect] Add basic Array literal support (#5997 by @griffio)
- [PostgreSQL Dialect] Add basic LTREE support (#5880 by @yesitskev @griffio)
- [MySQL Dialect] Add support for INET functions (#5072 by @mcxinyu)
- [SQLite Dialect] Add support for SQLite 3.37 STRICT table (#6230 by @griffio)
- [Gradle Plugin] Add support for excluding columns from generated models with `codegenExcludedColumns` (#6243 by @sokolikp)

### Changed
- [Gradle Plugin] Increase minimal support gradle to 8.2.1 (#6217 by @maxsav)
- [Gradle Plugin] Support gradle isolated projects (#6217 by @maxsav)
- [IntelliJ Plugin] Minimum version of 2023.3 / Android Studio Jellyfish

### Fixed
- [Gradle Plugin] Suppress `sun.misc.Unsafe` deprecation warnings from the compiler worker on JDK 24+ (#6321)
- [Compiler] Suppress Kotlin extra warnings in generated code (#6208 by @eyupcanakman)
- [PostgreSQL Dialect] Resolve nullability correctly for coalesce and ifnull
- [Intellij Plugin] Fix deprecations causing crash in IDEA 2026.2 (#6247 by @griffio)
- [Gradle Plugin] Fix generated sources not being picked up by Kotlin compilation on AGP 8.9 through 8.11
- [Paging3 Extension] Fix KeyedQueryPagingSource crash on empty database (#6284 by @woods-marshes)""",
      T("IntelliJ IDEA"), T("PostgreSQL"), T("SQLite"), T("Gradle"), T("MySQL"), T("Android Studio"), T("Kotlin"),
      source="github:cashapp/sqldelight:CHANGELOG.md", kind="changelog",
      note="SQLDelight itself is named only in the release links, cut, so not labelled; 'Intellij Plugin'/'IDEA' is "
           "IntelliJ IDEA; JDK (Java's kit) and AGP (the Android Gradle Plugin) left out as abbreviations; LTREE, STRICT "
           "and INET are SQL features; Paging3 (AndroidX Paging) left out; sun.misc.Unsafe a Java class"),
    R("""## 0.12.1 (2019-10-12)

### Enhancements

- [#467](https://github.com/terraform-linters/tflint/pull/467): Bump github.com/mattn/go-colorable from 0.1.2 to 0.1.4
- [#476](https://github.com/terraform-linters/tflint/pull/476): Bump github.com/hashicorp/aws-sdk-go-base from 0.3.0 to 0.4.0
- [#482](https://github.com/terraform-linters/tflint/pull/482): TFLint is now compatible with Terraform v0.12.10
  - See https://github.com/hashicorp/terraform/releases/tag/v0.12.10
  - Support new built-in functions: `parseint` and `cidrsubnets`
- [#484](https://github.com/terraform-linters/tflint/pull/484): Bump terraform-provider-aws from v2.30.0 to v2.32.0

### Chores

- [#471](https://github.com/terraform-linters/tflint/pull/471): Bump TFLint version in issue template ([@abitrolly](https://github.com/abitrolly))
- [#474](https://github.com/terraform-linters/tflint/pull/474): Switch to HCL 2.0 in the HCL repository ([@explodingcamera](https://github.com/explodingcamera))
- [#487](https://github.com/terraform-linters/tflint/pull/487): Test tools in GitHub Actions

## 0.12.0 (2019-09-29)

This release includes an experimental Language Server Procotol support. Using LSP makes it easy to integrate TFLint with your favorite editor. Currently, only diagnostics are provided.

### Breaking Changes

- [#454](https://github.com/terraform-linters/tflint/pull/454): Remove deprecated `ignore-rule` option
  - `--ignore-rule` CLI flag and config attribute are removed. Please use `--disable-rule`, or define a `rule` block with `enabled = false` in your TFLint config file.

### Enhancements

- [#439](https://github.com/terraform-linters/tflint/pull/439): Experimental language server support
  - `tflint --langserver` launches a Language Server which speaks LSP v3.14.0.
- [#455](https://github.com/terraform-linters/tflint/pull/455): Add `--enable-rule` and `--disable-rule` options
- [#459](https://github.com/terraform-linters/tflint/pull/459): rule: Add m5, r5, and z1d RDS instance families and m3 and r3 families will be previous generations
- [#460](https://github.com/terraform-linters/tflint/pull/460): rule: Add m3 and r3 ElastiCache node types as previous generations
- [#461](https://github.com/terraform-linters/tflint/pull/461): rule: Add m3, c3, g2, r3, and i2 EC2 instance families as previous generations""",
      T("TFLint"), T("Terraform"), T("HCL"), T("GitHub Actions"), T("Amazon RDS"), T("Amazon ElastiCache"),
      T("Amazon EC2"),
      source="github:terraform-linters/tflint:CHANGELOG.md", kind="changelog",
      note="TFLint, the subject, labelled once; go-colorable and aws-sdk-go-base only inside dependency paths "
           "(github.com/...), not labelled; terraform-provider-aws is Terraform's AWS provider (Terraform labelled); "
           "LSP, the Language Server Protocol, a protocol, left out; RDS/ElastiCache/EC2 written bare, labelled as the "
           "AWS services"),
    R("""0.63.3 (2022-12-17)
-------------------

- Fixed a bug where ``datasette --root``, when running in Docker, would only output the URL to sign in as root when the server shut down, not when it started up. (:issue:`1958`)
- You no longer need to ensure ``await datasette.invoke_startup()`` has been called in order for Datasette to start correctly serving requests - this is now handled automatically the first time the server receives a request. This fixes a bug experienced when Datasette is served directly by an ASGI application server such as Uvicorn or Gunicorn. It also fixes a bug with the `datasette-gunicorn <https://datasette.io/plugins/datasette-gunicorn>`__ plugin. (:issue:`1955`)

.. _v0_63_2:

0.63.2 (2022-11-18)
-------------------

- Fixed a bug in ``datasette publish heroku`` where deployments failed due to an older version of Python being requested. (:issue:`1905`)
- New ``datasette publish heroku --generate-dir <dir>`` option for generating a Heroku deployment directory without deploying it.

.. _v0_63_1:

0.63.1 (2022-11-10)
-------------------

- Fixed a bug where Datasette's table filter form would not redirect correctly when run behind a proxy using the :ref:`base_url <setting_base_url>` setting. (:issue:`1883`)
- SQL query is now shown wrapped in a ``<textarea>`` if a query exceeds a time limit. (:issue:`1876`)
- Fixed an intermittent "Too many open files" error while running the test suite. (:issue:`1843`)
- New :ref:`database_close` internal method.""",
      T("Datasette"), T("Docker"), T("Uvicorn"), T("Gunicorn"), T("datasette-gunicorn"), T("Heroku"),
      T("Python"),
      source="github:simonw/datasette:docs/changelog.rst", kind="changelog",
      note="Datasette, the subject, labelled once; datasette-gunicorn, a named plugin, labelled; ASGI, the server interface "
           "spec, left out; <textarea> HTML in passing; SQL not labelled"),
    R("""10.1.0 Release notes (2020-10-22)
=============================================================

CocoaPods 1.10 or later is now required to install Realm.

### Enhancements

* Throw an exception for Objects that have none of its properties marked with @objc.
* Mac Catalyst and arm64 simulators are now supported when integrating via Cocoapods.
* Add Xcode 12.1 binaries to the release package.
* Add Combine support for `Realm.asyncOpen()`.

### Fixed

* Implement precise and unbatched notification of sync completion events. This
  avoids a race condition where an earlier upload completion event will notify
  a later waiter whose changes haven't been uploaded yet.
  ([#1118](https://github.com/realm/realm-object-store/pull/1118)).

### Compatibility

* Realm Studio: 10.0.0 or later.
* APIs are backwards compatible with all previous releases in the 10.x.y series.
* Carthage release for Swift is built with Xcode 12.1.

10.0.0 Release notes (2020-10-16)
=============================================================

This release is functionally identical to v10.0.0-rc.2.

NOTE: This version upgrades the Realm file format version to add support for
new data types. Realm files opened will be automatically upgraded and cannot be
read by versions older than v10.0.0.

### Breaking Changes

* Rename Realm.Publishers to RealmPublishers to avoid confusion with Combine.Publishers.
* We no longer support Realm Cloud (legacy), but instead the new "MongoDB
  Realm" Cloud. MongoDB Realm is a serverless platform that enables developers
  to quickly build applications without having to set up server infrastructure.
  MongoDB Realm is built on top of MongoDB Atlas, automatically integrating the
  connection to your database.""",
      T("Realm"), T("CocoaPods"), T("Mac Catalyst"), T("Xcode"), T("Combine"), T("Realm Studio"), T("Carthage"),
      T("Swift"), T("MongoDB Realm"), T("MongoDB Atlas"),
      source="github:realm/realm-swift:CHANGELOG.md", kind="changelog",
      note="Realm, the subject, labelled once; @objc an Objective-C attribute, Objective-C not named otherwise; arm64 "
           "an architecture; Realm Cloud (legacy) left out as a retired hosting plan; MongoDB itself only inside the "
           "product names MongoDB Realm and MongoDB Atlas"),
    # ---------------------------------------------------------------- answers
    R("""Global rsync
filter rules beginning with a leading /
are anchored to the root of transfer. Quoting from the "INCLUDE/EXCLUDE PATTERN RULES" section of the man page:
if the pattern starts with a / then it is anchored to a particular spot in the hierarchy of files, otherwise it is matched against the end of the pathname. This is similar to a leading ^ in regular expressions. Thus "/foo" would match a name of "foo" at either the "root of the transfer" (for a global rule) or in the merge-file's directory (for a per-directory rule).
In your command (rsync ... -arv /home/ben home-ben/
), the file /home/ben/foo
would be transferred to home-ben/ben/foo
. The root of transfer is home-ben
and the correct filter path is /ben/foo
. Thus,
- to match
/home/ben/.ccache
you need a filter path of /ben/.ccache
- to match
/home/ben/build/
you need a filter path of /ben/build/
A more detailed explanation can be found in the "ANCHORING INCLUDE/EXCLUDE PATTERNS" section of the rsync(1)
man page.""",
      T("rsync"), F("home-ben/ben/foo"),
      source="https://unix.stackexchange.com/questions/83394/rsync-exclude-directory-not-working/83403#83403",
      kind="qa",
      note="home-ben/ben/foo is a relative path to a file and labelled; /home/ben/foo, /home/ben/.ccache, /ben/foo are "
           "absolute paths or filter patterns, not labelled; home-ben/ and build/ are folders; .ccache is ccache's "
           "folder, ccache not named as a tool; the closing comment on brace lists cut"),
    R("""Re: Another small bug (pg_autovacuum)

This was a combined patch including Matthew T. O'Connor's Patch.

Applied. Thanks.

Christopher Browne wrote:
> matthew(at)zeut(dot)net ("Matthew T. O'Connor") writes:
> > OK, well as we wait on the fix for the stats system, let me submit my
> > patch for pg_autovacuum. This patch assumes that the stats system will
> > be fixed so that all inserts, updates and deletes performed on shared
> > tables reguardless of what database those commands were executed from,
> > will show up in the stats shown in each database.
>
> I had to make a further change to this to take quotes off the 'last
> ANALYZE' in order for it to not overquote the relation name, so
> there's a _little_ work left to get it to play well.
>
> I have deployed it onto several boxes that should be doing some
> vacuuming over the weekend, and it is now certainly hitting pg_
> tables.
>
> I would like to present a CVS-oriented patch; unfortunately, I had to
> change the indentation patterns when editing some of it :-(. The
> following _may_ be good; not sure...
>
> ? pg_autovacuum
> Index: README.pg_autovacuum
> ===================================================================
> RCS file: /projects/cvsroot/pgsql-server/contrib/pg_autovacuum/README.pg_autovacuum,v
> retrieving revision 1.2""",
      T("pg_autovacuum"), T("CVS"),
      source="https://www.postgresql.org/message-id/200309131627.h8DGREx06755%40candle.pha.pa.us", kind="other",
      note="a mailing-list reply on pgsql-hackers; pg_autovacuum, the contrib daemon, labelled; PostgreSQL itself is "
           "not written in the trimmed text; the RCS file path is absolute and README.pg_autovacuum bare, no file "
           "label; the From/To header lines cut"),
    # ---------------------------------------------------------------- posts
    R("""2:14 AM. Payments service, RESTARTS column climbing like a stock chart, monitoring is paging me every 90 seconds and the pod is stuck in CrashLoopBackOff with nothing useful in the logs. I run kubectl logs and get the current container's output which is empty because it has been alive for less than a second. I run --previous and get an error saying the previous container does not exist. The pod has restarted fourteen times in two minutes and I still cannot see a single line of application output. This is the trap every engineer falls into on their first real CrashLoopBackOff. The symptom is loud, the signal is silent.
The scenario
This comes from my troubleshoot-kubernetes-like-a-pro repo. You will break a pod yourself, time the backoff, read the exit code, and build the mental model once so you never have to guess again.
git clone https://github.com/vellankikoti/troubleshoot-kubernetes-like-a-pro.git
cd troubleshoot-kubernetes-like-a-pro/scenarios/crashloopbackoff
lsThree files: description.md, issue.yaml, fix.yaml. Assumes you already have a working cluster from Day 0.
Reproduce the issue
kubectl apply -f issue.yaml
kubectl get podsWait about twenty seconds and run it again.
NAME READY STATUS RESTARTS AGE
crashloopbackoff-pod 0/1 CrashLoopBackOff 5 (12s ago) 2m14sFive restarts, the last one twelve seconds ago, and the pod has been alive for just over two minutes. The backoff timer is already kicking in.""",
      T("Kubernetes"), T("Git"),
      source="https://koti.dev/posts/crashloopbackoff", kind="blog",
      note="kubectl (Kubernetes' CLI, which the lexicon files under Kubernetes) and git run as commands; the "
           "repository name and URL also say kubernetes; "
           "the cd target is a folder and description.md/issue.yaml/fix.yaml bare names; the 'Debug the hard way' part cut"),
    R("""Julia Evans has a zine called So you want to be a wizard about how she “approaches learning hard things and getting better at programming”. She has useful tips on debugging, reading unfamiliar code, building expertise, asking awesome questions. A helpful point she makes, that has stuck with me over the years, is how your questions get less ignorant FAST.

I had exactly this experience recently. My deploy caused a crash loop — and the question I asked that afternoon is quite different from questions I could ask now — only few workdays later.

Friday: I deploy an application. Next, a Kubernetes pod reports a CrashLoopBackOff. What ever that is. But they usually sport a much better sounding status of Running. I assume it may also be stuck in this state, because of the noise it’s generating on Slack. And with the added bonus of this being Friday afternoon, it doesn’t feel like the time to start poking around to pick up pieces of knowledge or experiment with what to do. It is the time for a question like:

👩🏻💻 “Halp. I have a CrashLoopBackOff. What do I do about that?”
🧙🏻♂️ “A rollback would be nice! And here is how to check the logs from that pod.”

First thing for me to understand, was that yes, this was caused by my code change. That wasn't initially clear to me. Why not? I worked many years in the UI layer of Java apps, where any regressions I created would be visual — minor or quite spectacular — but there was little I worked on that created other types of errors.""",
      T("Kubernetes"), T("Slack"), T("Java"),
      source="https://elisabethirgens.github.io/notes/2022/02/crash-loops-and-wizards/", kind="blog",
      note="Julia Evans is a person (trap: Julia); Slack here is where the noise shows up, labelled as the chat service; "
           "the paragraph on her new job cut"),
    R("""Postgres Bloat: Autovacuum and VACUUM Tuning

Why Postgres tables bloat: MVCC and dead tuples

Postgres never overwrites a row in place. Under its MVCC design, an UPDATE writes a new row version and marks the old one as a dead tuple, and a DELETE marks the row dead without immediately freeing its space. Those dead tuples stay on disk until they are cleaned up, so a table under heavy write traffic steadily accumulates wasted pages. This wasted space is what people mean by postgres bloat, and it hits both heap tables and their indexes, because every row version also leaves stale index entries behind.

How autovacuum keeps dead tuples in check

The autovacuum daemon is the background process that reclaims dead tuples. A VACUUM marks dead-tuple space as reusable for future inserts and updates, refreshes the visibility map so index-only scans work, and advances transaction IDs to prevent wraparound. Note that an ordinary VACUUM returns space for reuse inside the table rather than shrinking the file back to the operating system.

Autovacuum fires per table once dead tuples cross a threshold: autovacuum_vacuum_threshold plus autovacuum_vacuum_scale_factor times the table's estimated row count. The default scale factor of 0.2 means a table must accumulate roughly twenty percent dead rows before a vacuum begins.""",
      T("PostgreSQL"),
      source="https://querk.io/articles/postgres-bloat-vacuum-tuning.html", kind="blog",
      note="Postgres is PostgreSQL; autovacuum is PostgreSQL's own daemon, MVCC a technique, not labelled separately; the "
           "header line, the publication line, a link sentence and the hundred-million-row example cut"),
    R("""Flutter’s strength lies in its vast ecosystem of packages and plugins, enabling developers to build feature-rich and dynamic applications. However, this diversity sometimes gives rise to version conflicts, leading to perplexing errors during dependency resolution.
The error message you’ve encountered is a result of Flutter attempting to resolve dependencies but failing due to incompatible versions. Let’s break down the key components of the error:
Dependency Chain: The error involves two packages, opengl_es_bindings
and flutter_web_gl
, both relying on the ffi
package. However, they specify different versions of ffi
, leading to a conflict.
Version Incompatibility: Specifically, opengl_es_bindings
requires version 41.0.6 of ffi
, while flutter_web_gl
requires version 40.2.0-nullsafety.1. This mismatch prevents Flutter from finding a compatible set of versions for both packages.""",
      T("Flutter"), T("opengl_es_bindings"), T("flutter_web_gl"), T("ffi"),
      source="https://devopssupport.in/blog/?p=1360", kind="blog",
      note="the three Dart packages are named and labelled; OpenGL ES only inside a package name; the causes and "
           "the pubspec.yaml fix cut"),
    # ---------------------------------------------------------------- reference pages with routes
    R("""#### Warning: undocumented APIs do not have any stability guarantees and may change without warning.

# REST API

All requests require basic auth, POST, PUT and DELETE requests need to have a matching CSRF-token in the `X-CSRF-TOKEN` header.

##### curl examples:

``` shell
curl -u user:pass -X GET https://127.0.0.1/api/accounts

TOKEN=$(curl -k -u user:pass -X GET https://127.0.0.1:2020/api/account/my-token)
#printf "token: %s\\n" "$TOKEN"
curl -k -u user:pass -X DELETE https://127.0.0.1:2020/api/account?id=x -H "X-CSRF-TOKEN: $TOKEN"
```
<br>

## Monitor

### DELETE /api/monitor?id=x

##### Auth: admin

Delete monitor.

<br>

### GET /api/monitors

##### Auth: admin

All monitor json configs.

<br>
<br>

## Account

### GET /api/accounts

##### Auth: admin

JSON response of all accounts.

<br>

### DELETE /api/account?id=x

##### Auth: admin

Delete account.

<br>

### PUT /api/account

Create or replace account.

##### Auth: admin

<br>

### GET /api/account/my-token

##### Auth: user

Returns the temporary CSRF-token for your account.""",
      E("DELETE /api/monitor"), E("GET /api/monitors"), E("GET /api/accounts"), E("DELETE /api/account"),
      E("PUT /api/account"), E("GET /api/account/my-token"),
      source="github:SentryShot/sentryshot:docs/4_API.md", kind="docs",
      note="query strings dropped from the routes; the curl calls give full URLs (their paths are the listed routes); "
           "curl as a command and the shell fence not labelled; REST written as a heading ('# REST API'), labelled "
           "nowhere else -- left out since the noun phrase is a heading here (borderline); the 'PUT /api/monitor=id=x' "
           "entry, written with a typo, cut with the example request body"),
    R("""[Documentation table of contents](TOC.md) / API Reference

# API Reference

## REST API

Version 1

### Monitoring Rules

- **[<code>GET</code> /monitoring-rules](rest/monitoring-rules/GET-monitoring-rules.md)**
- **[<code>PUT</code> /monitoring-rules/:id](rest/monitoring-rules/PUT-monitoring-rules-id.md)**
- **[<code>DELETE</code> /monitoring-rules/:id](rest/monitoring-rules/DELETE-monitoring-rules-id.md)**

### Metrics

- **[<code>GET</code> /metrics](rest/metrics/GET-metrics.md)**
- **[<code>GET</code> /metrics/:id/observers](rest/metrics/GET-metrics-id-observers.md)**
- **[<code>POST</code> /metrics/:id/observers](rest/metrics/POST-metrics-id-observers.md)**
- **[<code>DELETE</code> /metrics/:id/observers/:id](rest/metrics/DELETE-metrics-id-observers-id.md)**

## Java API

see the [javadoc](http://deib-polimi.github.io/modaclouds-monitoring-manager/)""",
      T("REST"), T("Java"),
      E("GET /monitoring-rules"), E("PUT /monitoring-rules/:id"), E("DELETE /monitoring-rules/:id"), E("GET /metrics"),
      E("GET /metrics/:id/observers"), E("POST /metrics/:id/observers"), E("DELETE /metrics/:id/observers/:id"),
      F("rest/monitoring-rules/GET-monitoring-rules.md"), F("rest/monitoring-rules/PUT-monitoring-rules-id.md"),
      F("rest/monitoring-rules/DELETE-monitoring-rules-id.md"), F("rest/metrics/GET-metrics.md"),
      F("rest/metrics/GET-metrics-id-observers.md"), F("rest/metrics/POST-metrics-id-observers.md"),
      F("rest/metrics/DELETE-metrics-id-observers-id.md"),
      source="github:deib-polimi/modaclouds-monitoring-manager:doc/api.md", kind="docs",
      note="'REST API' as a noun phrase labels REST; the link targets are relative file paths, labelled; TOC.md bare; "
           "<code> is HTML markup; javadoc is Java's doc tool, Java labelled from 'Java API'"),
    R("""---
currentMenu: rest-api
parentMenu: manager
---

# REST API

Version 1

The REST endpoint is accessible at the [configured][Configuration] manager port under the url path /v1.

### Monitoring Rules

- **[`GET` /monitoring-rules](GET-monitoring-rules.md)**
- **[`GET` /monitoring-rules/:id](GET-monitoring-rules-id.md)**
- **[`POST` /monitoring-rules](POST-monitoring-rules.md)**
- **[`DELETE` /monitoring-rules/:id](DELETE-monitoring-rules-id.md)**

### Metrics

- **[`GET` /metrics](GET-metrics.md)**
- **[`GET` /metrics/:id/observers](GET-metrics-id-observers.md)**
- **[`POST` /metrics/:id/observers](POST-metrics-id-observers.md)**
- **[`DELETE` /metrics/:id/observers/:id](DELETE-metrics-id-observers-id.md)**

[To be completed]

[Configuration]: ../configuration""",
      T("REST"),
      source="github:deib-polimi/tower4clouds:docs/manager/rest-api/README.md", kind="docs",
      note="the routes are written without the /v1 prefix the text gives separately, so their full paths (/v1/...) are "
           "never written and, by the prefix rule, no endpoint is labelled (borderline: the same list in the MODAClouds "
           "manager's doc, with no prefix, is labelled); the link targets are bare file names and ../configuration a "
           "relative folder; 'REST API' as a heading noun phrase -- REST labelled"),
    R("""---
layout: "http"
page_title: "HTTP API: /v1/agent/members"
sidebar_current: "docs-http-agent-members"
description: |-
  The '/1/agent/members' endpoint is used to query the gossip peers.
---

# /v1/agent/members

The `members` endpoint is used to query the agent for the known peers in
the gossip pool. This is only applicable to servers.

## GET

<dl>
  <dt>Description</dt>
  <dd>
    Lists the known members of the gossip pool.
  </dd>

  <dt>Method</dt>
  <dd>GET</dd>

  <dt>URL</dt>
  <dd>`/v1/agent/members`</dd>

  <dt>Parameters</dt>
  <dd>
    None
  </dd>""",
      E("GET /v1/agent/members"),
      source="github:hashicorp/nomad:website/source/docs/http/agent-members.html.md", kind="docs",
      note="the method is given in its own field for the URL; '/1/agent/members' in the description is a typo of the "
           "same route, not labelled again; the returned JSON (with its 'role: nomad' tag) cut, so Nomad is not named "
           "in the trimmed text"),
    R("""# Agent HTTP API

The `/agent` endpoints are used to interact with the local Consul agent.
Usually, services and checks are registered with an agent which then takes on
the burden of keeping that data synchronized with the cluster. For example, the
agent registers services and checks with the Catalog and performs
[anti-entropy](/docs/internals/anti-entropy.html) to recover from outages.

## List Members

This endpoint returns the members the agent sees in the cluster gossip pool. Due
to the nature of gossip, this is eventually consistent: the results may differ
by agent. The strongly consistent view of nodes is instead provided by
`/v1/catalog/nodes`.

| Method | Path                         | Produces                   |
| ------ | ---------------------------- | -------------------------- |
| `GET`  | `/agent/members`             | `application/json`         |

### Parameters

- `wan` `(bool: false)` - Specifies to list WAN members instead of the LAN
  members (which is the default). This is only eligible for agents running in
  **server mode**. This is specified as part of the URL as a query parameter.

### Sample Request

```text
$ curl \\
    https://consul.rocks/v1/agent/members
```""",
      T("Consul"), E("GET /agent/members"),
      source="github:hashicorp/consul:website/source/api/agent.html.md", kind="docs",
      note="the table gives GET for /agent/members, under the /v1 prefix the sample request writes in full; labelled as "
           "the table writes it; /v1/catalog/nodes has no method, not labelled; /docs/internals/anti-entropy.html a site "
           "link; the front matter and the blocking-queries table cut"),
    R("""# Alertmanager API Document v1 

## Silencer/Maintenance Window API

### Get Silences

* **URL** /api/v1/silences

* **Method** GET

* **Body Params**

None

* **Body**

None

* **Response**

GET /api/v1/silences

### Add Silence 

* **URL** /api/v1/silences

* **Method** POST

* **Body**

| Parameter | Required   | Description            | Type    |
|-----------|------------|------------------------|---------|
| matchers  | true       | matchers list          | string  |
| name      | true       | matcher name 		  | string  |
| value     | true       | matacher value         | string  | 
| isRegex   | false      | True for regex         | boolean |
| startsAt  | false      | Start time in rfc3339  | string  |
| endsAt 	| false      | End time in rfc3339 	  | string  |
| createdBy | false      | Creater email          | string  |
| comment | false        | comment                | String  |""",
      T("Prometheus Alertmanager"), E("GET /api/v1/silences"), E("POST /api/v1/silences"),
      source="github:RSamal/alertmanager:API.md", kind="docs",
      note="the example response bodies cut; rfc3339 a date format"),
    R("""# Alerting

Learn how the My platform sends and manages alerts per organization using Grafana Mimir's multi-tenant Alertmanager.

## Overview

My platform uses [Grafana Mimir](https://grafana.com/oss/mimir/)'s built-in multi-tenant Alertmanager. Each system belongs to an organization — the collect service resolves the system's `organization_id` from its credentials and injects it as the `X-Scope-OrgID` header before forwarding to Mimir, ensuring alerts are fully isolated between organizations.

For complete API documentation, see the [Prometheus Alertmanager v2 OpenAPI Specification](https://github.com/prometheus/alertmanager/blob/main/api/v2/openapi.yaml).

## Alertmanager API

The collect service proxies Alertmanager API calls and automatically injects the `X-Scope-OrgID` header based on the authenticated system's organization.

| Use Case | Path |
|----------|------|
| **Alerts** | `/api/services/mimir/alertmanager/api/v2/alerts` |
| **Silences** | `/api/services/mimir/alertmanager/api/v2/silences[/{silence_id}]` |

## Common Examples

### 1. Alert Management

#### Inject an alert directly (Injection API)

```bash
curl -X POST \\
  -u "system_key:system_secret" \\
  -H "Content-Type: application/json" \\
  -H "Accept: application/json" \\
  https://my.nethesis.it/api/services/mimir/alertmanager/api/v2/alerts \\
  -d '[{""",
      T("Grafana Mimir"), T("Prometheus Alertmanager"), T("Prometheus"), T("OpenAPI"),
      E("POST /api/services/mimir/alertmanager/api/v2/alerts"),
      source="github:NethServer/my:docs/en/08-alerting.md", kind="docs",
      note="the table lists paths without methods; the curl call POSTs to the alerts path, labelled (the path is also "
           "written on its own in the table); the silences path has no method, not labelled; 'Prometheus Alertmanager' "
           "names both; the authentication table and the rest of the example cut"),
    R("""Overview

The D7 Model Prediction API is a containerized FastAPI service designed to serve predictions from a trained machine learning model stored on AWS S3.
It provides REST endpoints for health checks, model inference, and system monitoring.
FastAPI automatically generates interactive documentation through /docs (Swagger UI) and /redoc (ReDoc).

🚀 Base URLs
Environment	Description	URL
Development	Local development mode with hot reload (Uvicorn)	http://localhost:8000
Production	Containerized deployment (Gunicorn via web-prod)	http://localhost:8001
📖 Endpoints
Method	Endpoint	Description	Example Response
GET	/health	Health check endpoint to verify the API is up and running.	{ "status": "healthy" }
POST	/predict	Accepts input data in JSON format and returns model predictions.	{ "predictions": [12345.67, 98765.43] }
GET	/metrics	Exposes Prometheus metrics for monitoring and performance tracking.	Text-based metrics output
GET	/docs	FastAPI’s built-in Swagger UI for live API testing.	Interactive documentation
GET	/redoc	Alternative documentation interface (read-only).	Auto-generated schema""",
      T("FastAPI"), T("Amazon S3"), T("Swagger UI"), T("ReDoc"), T("Uvicorn"), T("Gunicorn"), T("Prometheus"),
      E("GET /health"), E("POST /predict"), E("GET /metrics"), E("GET /docs"), E("GET /redoc"),
      source="github:AliJack20/MLOps--Finance-Assistant:src/fastAPI.md", kind="docs",
      note="'REST endpoints' is not the noun phrase 'REST API', REST left out; web-prod is a service name; the curl "
           "example cut"),
    R("""# ML Service (FastAPI + Docker + Helm)
End-to-end machine learning inference services using FastAPI, Docker and K8s

## Quickstart (Local)
```bash
pip install -r requirements.txt
uvicorn app.main:app --host 0.0.0.0 --port 8080
# health
curl -s http://localhost:8080/healthz
# predict
curl -s -X POST http://localhost:8080/v1/predict \\
  -H 'Content-Type: application/json' \\
  -d '{"features":[0.1,0.2,0.3]}'""",
      T("FastAPI"), T("Docker"), T("Helm"), T("Kubernetes"), T("pip"), T("Uvicorn"), E("POST /v1/predict"),
      source="github:FaridSoroush/Machine_Learning_Inference_Serivce:README.md", kind="docs",
      note="K8s is Kubernetes; the predict call gives POST for the service's own /v1/predict (path inside a local URL, "
           "borderline, labelled as a client call with its method); the healthz call gives no method, left out; "
           "requirements.txt bare; app.main:app a module spec"),
    R("""# \\AgentApi

All URIs are relative to *http://localhost:4646/v1*

Method | HTTP request | Description
------------- | ------------- | -------------
[**force_leave**](AgentApi.md#force_leave) | **post** /agent/force-leave | Forces a member of the gossip pool from the \\"failed\\" state into the \\"left\\" state.
[**get_health**](AgentApi.md#get_health) | **get** /agent/health | Performs a basic healthcheck
[**get_members**](AgentApi.md#get_members) | **get** /agent/members | Queries for the known peers in the gossip pool
[**get_self**](AgentApi.md#get_self) | **get** /agent/self | Queries for information about the agent we are connected to
[**get_servers**](AgentApi.md#get_servers) | **get** /agent/servers | Queries an agent in client mode for its list of known servers
[**join**](AgentApi.md#join) | **post** /agent/join | Causes the agent to join a cluster by joining the gossip pool at one of the given addresses
[**stream_logs**](AgentApi.md#stream_logs) | **get** /agent/monitor | Streams logs from a specific Nomad server node
[**update_servers**](AgentApi.md#update_servers) | **post** /agent/servers | Updates the list of known servers to the given addresses, replacing all previous addresses""",
      T("Nomad"),
      source="github:rivet-gg/Nomad.OAS:clients/rust/docs/AgentApi.md", kind="docs",
      note="every route is relative to a /v1 base written only inside the base URL, so the full paths (/v1/agent/...) "
           "are never written and, by the prefix rule, none is labelled (borderline: a reader could join them); "
           "AgentApi.md bare; Rust only in the path of the file"),
    # ---------------------------------------------------------------- READMEs
    R("""role1
=========

Example Ansible Role used for demo purposes to highlight the following points when building an Ansible Role:

- correct usage of supported folders
- correct variable naming
- correct variable placement (using `defaults/main.yml` versus `vars/main.yml`)


Requirements
------------

None

Example Playbook
----------------

Including an example of how to use your role (for instance, with variables passed in as parameters) is always nice for users too:

```yaml
    - hosts: servers
      roles:
         - { role: username.rolename, x: 42 }
```""",
      T("Ansible"), F("defaults/main.yml"), F("vars/main.yml"),
      source="github:ansiblejunky/ansible-examples-repos-role1:README.md", kind="docs",
      note="the yaml fence is a data format, not labelled; the empty variables and dependencies sections cut"),
    R("""Role Name
=========

This role is responsible for [describe purpose, e.g., installing and configuring Docker, setting up a web server, etc.].

Requirements
------------

List any prerequisites that are not managed by this role, such as specific OS versions, Ansible plugins, or external libraries (e.g., the boto library for AWS modules).

Role Variables
--------------

Here is a list of configurable variables in this role:

>>Defaults: Variables from defaults/main.yml (include a brief description for each).
>>Vars: Variables from vars/main.yml.
>>Parameters: Variables you can set directly when calling the role.""",
      T("Docker"), T("Ansible"), T("boto"), T("AWS"), F("defaults/main.yml"), F("vars/main.yml"),
      source="github:Hacker-zen/DevOpsRoles:roles/docker/README.md", kind="docs",
      note="a template README half filled in; Docker named in the placeholder purpose, labelled; the Galaxy and "
           "playbook sections cut"),
    R("""# React Native APK Installer 

Install an Android APK from your react-native project.
This project is based `react-native-install-apk` with enhancements to support current RN versions.

# Installing ApkInstaller

1. Add `rn-android-apk-install` to your project

  - Install directly from npm: `npm install --save rn-android-apk-install`.
  - Or do `npm install --save git+https://github.com/walterleong95/rn-android-apk-install.git` in your main project.

2. Link the library:

  - Add the following to `android/settings.gradle`:

    ```
      include ':rn-android-apk-install'
      project(':rn-android-apk-install').projectDir = new File(settingsDir, '../node_modules/rn-android-apk-install/android')
    ```

  - Add the following to `android/app/build.gradle`:

    ```xml
      ...

      dependencies {
          ...
          implementation project(':rn-android-apk-install')
      }
    ```

  - Add the following to `android/app/src/main/java/**/MainApplication.java`:

    ```java
      ...
      import com.wl.apkinstaller.ApkInstallerPackage;  // add this for rn-android-apk-install

      public class MainApplication extends Application implements ReactApplication {""",
      T("React Native"), T("Android"), T("npm"), T("Java"), T("rn-android-apk-install"), T("react-native-install-apk"),
      F("android/settings.gradle"), F("android/app/build.gradle"),
      source="github:walterleong95/rn-android-apk-install:README.md", kind="docs",
      note="react-native and RN are React Native; the java fence labels Java (the xml fence not, a data format); "
           "android/app/src/main/java/**/MainApplication.java has a glob in it, left out as no single path; the "
           "node_modules path is a dependency path; the badge line and the provider steps cut"),
    R("""3. Link the library:
    * Add the following to `android/settings.gradle`:
        ```
        include ':react-native-android-library-boilerplate'
        project(':react-native-android-library-boilerplate').projectDir = new File(settingsDir, '../node_modules/react-native-android-library-boilerplate/android')
        ```

    * Add the following to `android/app/build.gradle`:
        ```xml
        ...

        dependencies {
            ...
            compile project(':react-native-android-library-boilerplate')
        }
        ```
    * Add the following to `android/app/src/main/java/**/MainApplication.java`:
        ```java
        package com.motivation;

        import io.cmichel.boilerplate.Package;  // add this for react-native-android-library-boilerplate

        public class MainApplication extends Application implements ReactApplication {""",
      T("Java"), F("android/settings.gradle"), F("android/app/build.gradle"),
      source="github:MrToph/react-native-android-library-boilerplate:README.md", kind="docs",
      note="the library's own name (react-native-android-library-boilerplate) is the subject here but written only as a "
           "Gradle project name, not labelled; the java fence labels Java; the globbed MainApplication.java path left "
           "out; the steps before (push it, npm install from git) cut"),
    R("""# flet_example

Before running the app run the following command to package Python app to an asset.

For Android:

```
export SERIOUS_PYTHON_SITE_PACKAGES=$(pwd)/build/site-packages
dart run serious_python:main package app/src -p Android --requirements -r,app/src/requirements.txt
```

For iOS:

```
export SERIOUS_PYTHON_SITE_PACKAGES=$(pwd)/build/site-packages
dart run serious_python:main package app/src -p iOS --requirements -r,app/src/requirements.txt
```

Important: to make `serious_python` work in your own Android app:

If you build an App Bundle Edit `android/gradle.properties` and add the flag:

```
android.bundle.enableUncompressedNativeLibs=false
```


If you build an APK Make sure `android/app/src/AndroidManifest.xml` has `android:extractNativeLibs="true"` in the `<application>` tag.""",
      T("Python"), T("Android"), T("Dart"), T("iOS"), T("serious_python"),
      F("app/src/requirements.txt"), F("android/gradle.properties"), F("android/app/src/AndroidManifest.xml"),
      source="github:flet-dev/serious-python:src/serious_python/example/flet_example/README.md", kind="docs",
      note="flet_example is the example's name (Flet itself not written otherwise); app/src is a folder; "
           "$(pwd)/build/site-packages a shell expansion; the macOS, Windows, Linux and web commands cut"),
    R("""### Files Added/Modified:
- ✅ `pubspec.yaml` - Added `js: ^0.6.7` dependency
- ✅ `web/index.html` - Added Razorpay JS SDK script
- ✅ `lib/features/monetization/services/razorpay_web_service.dart` - New web-specific service
- ✅ `lib/features/monetization/services/razorpay_service.dart` - Modified for platform branching
- ✅ `lib/features/monetization/controllers/monetization_controller.dart` - Payment mode configuration

### Platform Support:
- **Web**: ✅ Razorpay JavaScript SDK with `dart:js` interop
- **Android**: ✅ Existing `razorpay_flutter` package (unchanged)
- **iOS**: ✅ Existing `razorpay_flutter` package (ready, not tested)""",
      T("Razorpay"), T("JavaScript"), T("Android"), T("iOS"), T("razorpay_flutter"),
      F("web/index.html"), F("lib/features/monetization/services/razorpay_web_service.dart"),
      F("lib/features/monetization/services/razorpay_service.dart"),
      F("lib/features/monetization/controllers/monetization_controller.dart"),
      source="github:sureshgvl/janmat:README_RAZORPAY_INTEGRATION.md", kind="docs",
      note="JS is JavaScript; the js package (^0.6.7) and dart:js are Dart's interop (Dart not written on its own), "
           "left out; pubspec.yaml bare; the overview and test configuration cut"),
    R("""## Service Structure

The Razorpay integration has been organized into separate files for better maintainability:

- **`lib/services/razorpay_service.dart`**: Main service class containing all Razorpay functionality
- **`lib/utils/razorpay_config.dart`**: Configuration file for API keys and settings
- **`lib/utils/razorpay_example.dart`**: Example usage and integration patterns
- **`lib/screen/verification/payment/family_details_confirm_page.dart`**: Updated to use the new service

## Prerequisites
1. Razorpay account (sign up at https://razorpay.com)
2. Flutter development environment
3. Android/iOS development setup

### 3. Android Setup
Add to `android/app/src/main/AndroidManifest.xml`:""",
      T("Razorpay"), T("Flutter"), T("Android"), T("iOS"),
      F("lib/services/razorpay_service.dart"), F("lib/utils/razorpay_config.dart"), F("lib/utils/razorpay_example.dart"),
      F("lib/screen/verification/payment/family_details_confirm_page.dart"),
      F("android/app/src/main/AndroidManifest.xml"),
      source="github:neeraja-pradeep/Adsl-Norka-Mob-Flutter:RAZORPAY_SETUP.md", kind="docs",
      note="the benefits list, the credential steps and the configuration code cut; the text ends where the manifest "
           "snippet began"),
    R("""### Description:
A Docker with API server that receives image as an input, send it to a model for prediction, and sends the model 
results in json format.

**Notice:** Make sure to update the requested `host` and `port` in the file: [Dockerfile](app%2FDockerfile), 
before building the docker image: 
1. `EXPOSE 9000` - (line 14)
2. `CMD ["python", "app.py", "--host=0.0.0.0", "--port=9000"]` - (line 17)

### Install the Application
Please reach out to your Dataloop Customer Success manager to get the application installed in your project.

### Technology
* Python
* FastAPI
* Docker""",
      T("Docker"), T("Python"), T("FastAPI"), T("Dataloop"),
      source="github:dataloop-ai-joint-dev/dockerized-server:INFO.md", kind="docs",
      note="the Dockerfile link target is URL-encoded (app%2FDockerfile), not a path as written; app.py bare; json a "
           "data format"),
]
