"""A fourth fresh held-out set ("fresh-4"), part three: changelogs and release notes (entries
of CHANGELOG files and release announcements, a few consecutive entries each) and technical
blog posts and tutorials (a paragraph or a section each), kept as the stored copy gives them --
line breaks, code and the page's own mangled characters included.

Every text was fetched from a stored public copy of the page or file at the address given and
labelled by hand without running the extractor on it, as in tech_fresh4_issues (and, for
changelogs, tech_fresh3_changelogs: a library named as a dependency is labelled, a convention
such as Keep a Changelog is not). Nobody tunes the extractor on these texts
(``--split fresh-4``).
"""

from real_corpus import E, F, R, T

SURFACES = {
    "GitHub Actions": ("GitHub CI",),
    "Babel": ("BabelJS",),
    "HSQLDB": ("HSQL",),
    "Apache Derby": ("Derby",),
}

CASES = [
    # ---------------------------------------------------------------- blog posts and tutorials
    R("""How to fix it
The fix is always on the server side. The server needs to include headers that tell the browser βthis origin is allowed.β
Node.js (Express):
const cors = require('cors');
app.use(cors()); // Allow all origins
// Or be specific
app.use(cors({
origin: 'http://localhost:3000',
methods: ['GET', 'POST', 'PUT', 'DELETE'],
}));
Python (FastAPI):
from fastapi.middleware.cors import CORSMiddleware
app.add_middleware(
CORSMiddleware,
allow_origins=["http://localhost:3000"],
allow_methods=["*"],
allow_headers=["*"],
)
Nginx:
location /api/ {
add_header Access-Control-Allow-Origin *;
add_header Access-Control-Allow-Methods "GET, POST, PUT, DELETE, OPTIONS";
add_header Access-Control-Allow-Headers "Authorization, Content-Type";
}
For the full fix guide with more examples, see CORS error fix.""",
      T("Node.js"), T("Express"), T("cors"), T("Python"), T("FastAPI"), T("Nginx"),
      source="https://aimadetools.com/blog/what-is-cors", kind="blog",
      note="the page's own broken quotation marks (β) kept; the cors package by its require; an Nginx location /api/ is a prefix; CORS is a mechanism"),
    R("""By Ryan Calloway. Updated May 2026.
“My fetch works in Postman but the browser blocks it.” Pick any month on r/learnjavascript and the same wording lands within the first page of new posts. A 2024 r/FullStack thread walks through the symptom on a Vercel-hosted Express API; a 2024 r/graphql thread shows the same root cause behind an Apollo Server. The fix is one of three lines of config; the hard part is picking which one your stack actually needs.
Quick answer
Add an Access-Control-Allow-Origin header on the server (not the client) that matches the exact origin calling the API. If the request uses cookies or custom headers, also add Access-Control-Allow-Credentials: true and make OPTIONS return 2xx. The 80%-of-the-time fix on a Node API: app.use(cors({ origin: "https://your-app.example.com", credentials: true })) mounted before any route handlers. If you do not own the API, proxy through your Vite or Next dev server.""",
      T("Postman"), T("Vercel"), T("Express"), T("Apollo Server"), T("Node.js"), T("cors"), T("Vite"),
      T("Next.js"),
      source="https://thecodingcolosseum.com/fix-cors-error-javascript/", kind="blog",
      note="forums by their names (r/graphql is not labelled as GraphQL); 'a Node API'; 'Next dev server' for Next.js; the cors middleware by its call"),
    R(r"""pip win32 bug

This pip gotchya can cause difficult-to-troubleshoot errors.

This little pip bug causes pip to install 32-bit versions of wheels that contain binary components for 64-bit Python installs and virtual environments if you have the Visual Studio command-line build environment active (vcvarsall.bat, vsdevcmd.bat, etc.).

This can lead to import errors and other problems the cause of which may not be immediately obvious. Notably with Pillow, you will get something like:

from PIL import Image
Traceback (most recent call last):
  File "<stdin>", line 1, in <module>
  File "C:\Users\keath\Workspace\KMX\test\.virtualenv\lib\site-packages\PIL\Image.py", line 94, in <module>
    from . import _imaging as core
ImportError: cannot import name '_imaging' from 'PIL' (C:\Users\keath\Workspace\KMX\test\.virtualenv\lib\site-packages\PIL\__init__.py)

The only fix for now is “don’t do that” - make sure you aren’t doing pip installs in a Visual Studio build tools environment.""",
      T("pip"), T("Python"), T("Visual Studio"), T("Pillow"),
      source="https://keathmilligan.net/nasty-pip-gotchya", kind="blog",
      note="win32 is a platform string; bare batch files; absolute Windows paths into a virtual environment's site-packages"),
    R("""提示: 若是你只是想知道本身须要安装哪一个版本的Visual Studio请直接查看本文最后一个小节的内容。python
咱们在windows下经过pip安装一些外部Python 模块(好比,pycrypto)时一般会遇到安装失败的问题,并且会看到相似这样的错误提示:编程
error: Microsoft Visual C++ 9.0 is required (Unable to find vcvarsall.bat). Get it from http://aka.ms/vcpython27
如图所示:
windows
或编程语言
error: Unable to find vcvarsall.bat
如图所示:
函数
网上的不少文章给出的解决方案都安装Visual Studio,可是版本是有要求的,有的说安装Visual Studio 2008,有的说要安装Visual Studio 2010。那么为何安装Visual Studio就能解决这个问题呢?到底该安装哪一个版本的VisualStudio呢?是否有其余解决方案呢? 这些问题是本文讨论的重点,但愿你们之后遇到这些问题再也不有那么多的困惑和慌乱感。工具""",
      T("Visual Studio"), T("Python"), T("Windows"), T("pip"), T("PyCrypto"), T("MSVC"),
      source="http://www.javashuo.com/article/p-sgwzssaq-ee.html", kind="blog",
      note="a Chinese post as a copying site stores it, in mangled characters, with stray tag words (python, windows, 编程) at line ends; 'VisualStudio' run together; a bare vcvarsall.bat"),
    R("""Chapter 25 Dealing with push rejection

Problem: You want to push changes to GitHub, but you are rejected like so:

$ git push
To https://github.com/YOU/REPO.git
 ! [rejected]        master -> master (fetch first)
error: failed to push some refs to 'https://github.com/YOU/REPO.git'
hint: Updates were rejected because the remote contains work that you do
hint: not have locally. This is usually caused by another repository pushing
hint: to the same ref. You may want to first integrate the remote changes
hint: (e.g., 'git pull ...') before pushing again.
hint: See the 'Note about fast-forwards' in 'git push --help' for details.

This means that your local Git history and that on the GitHub remote are not compatible, i.e. they have diverged.

I suggest that you use git status, your Git client, or visit your GitHub remote in the browser to get more information about the situation, i.e. to get a sense of this work that you do not have.""",
      T("GitHub"), T("Git"),
      source="https://happygitwithr.com/push-rejected.html", kind="blog",
      note="a chapter of an online book; a whole repository URL is not an endpoint"),
    # ---------------------------------------------------------------- changelogs and commit logs
    R("""pythongh-112571: allow using fish venv activation script on windows
The fish shell can be used on windows under cygwin or msys2.
This change moves the script to the common folder
so the venv module will install it on both posix and nt systems (like the bash script).
This improves the implementation in gh-106643.
Previously, venv passed "(<prompt>) " to the activation scripts, but we want
to provide the original value so that users can inspect it in the
$VIRTUAL_ENV_PROMPT env var.
Note: Lib/venv/scripts/common/Activate.ps1 surrounded the prompt value with
parens a second time, so no change was necessary in that file.""",
      T("fish"), T("Windows"), T("Cygwin"), T("MSYS"), T("Bash"), F("Lib/venv/scripts/common/Activate.ps1"),
      source="https://git.spirirobotics.com/Mirror/cpython/commits/commit/f4dd4402108cc005d45acd4ca83c8530c36a93ca/Lib/venv/scripts/posix", kind="changelog",
      note="commit messages of a language's repository on a mirror; shells named as the targets of activation scripts (fish, bash), a judgement call; lower-case windows, cygwin and msys2; posix and nt are platform names; venv is a standard module"),
    R("""Ensures that :file:`py.exe` will prefer an active virtual environment over
default tags specified with environment variables or through a
:file:`py.ini` file.""",
      source="https://git.spirirobotics.com/Mirror/cpython/src/commit/187949ebf2ae36fcf0817a06f4a7637d0a8b7fc5/Misc/NEWS.d/next/Windows/2022-05-19-21-44-25.gh-issue-92817.Jrf-Kv.rst", kind="changelog",
      note="a news entry in reStructuredText: bare file names in :file: roles; nothing to keep"),
    # ---------------------------------------------------------------- documentation
    R("""Note

Alternative means for performing the process described in this section:

  • On Windows, you can perform the process during installation with MySQL Installer (see MySQL Installer for Windows).

  • On all platforms, the MySQL distribution includes mysql_secure_installation, a command-line utility that automates much of the process of securing a MySQL installation.

  • On all platforms, MySQL Workbench is available and offers the ability to manage user accounts (see MySQL Workbench ).

A password may already be assigned to the initial account under these circumstances:

  • On Windows, installations performed using MySQL Installer give you the option of assigning a password.

  • Installation using the macOS installer generates an initial random password, which the installer displays to the user in a dialog box.

  • Installation using RPM packages generates an initial random password, which is written to the server error log.

  • Installations using Debian packages give you the option of assigning a password.""",
      T("Windows"), T("MySQL Installer"), T("MySQL"), T("MySQL Workbench"), T("macOS"), T("Debian"),
      source="https://dev.mysql.com/doc/mysql-security-excerpt/5.7/en/default-privileges.html", kind="docs",
      note="a database's manual; RPM as a package format is not labelled; the server's own utility mysql_secure_installation is part of MySQL"),
    R("""kubectl describe pod <pod> shows events, exit
codes, and probe config. kubectl logs <pod> --previous shows the crashed container's
last output. These two solve 90% of cases.initialDelaySeconds —
Kubernetes kills the container before it starts. Use startupProbe for slow starters.KubeletCrashLoopBackOffMax.kubectl logs --previous and kubectl describe pod — deletion permanently
destroys crash logs and events. [src1]kubectl logs --previous only retrieves the last crash.
Earlier crash logs require centralized logging (ELK, Loki, Datadog). [src1, src3]startupProbe is configured, it
disables liveness and readiness probes until it succeeds. If the startup probe never passes, the pod
enters CrashLoopBackOff with no liveness/readiness evaluation. [src2]""",
      T("Kubernetes"), T("Elastic Stack"), T("Grafana Loki"), T("Datadog"),
      source="https://knowledgelib.io/software/debugging/kubernetes-crashloopbackoff/2026", kind="blog",
      note="a reference page whose list items the stored copy ran together (cases.initialDelaySeconds); ELK for the Elastic stack; liveness/readiness is not a path"),
    R("""Version 4.0.0 (2021-01-20)
==========================
 - Add support for Celery 5.
 - Change minimum package requirements to be more accurate.
 - Add support for Python 3.9 and Django 3.1.
 - Remove support for Django 1.11, 2.0, and 2.1.

Version 3.0.0 (2020-02-03)
==========================
 - Add support for Python 3.8 and Django 3.0.
 - Remove support for Python 2.7.""",
      T("Celery"), T("Python"), T("Django"),
      source="github:mobolic/django-session-cleanup:CHANGELOG.rst", kind="changelog",
      note="reStructuredText headings; the task queue, not the vegetable"),
    R("""0.50 (2024-08-XX)
===================

Incompatible Changes:

* Drop Django3.2&Celery5.2
* Migrate from ``python setup.py test`` to ``pytest``

0.49 (2024-02-07)
===================

Features:

* Add Support Python3.10~3.12, Django4.2

Incompatible Changes:

* Drop Python3.6 & Django2.2
* Migrate from django-jsonfield to models.JSONField

0.48 (2022-04-11)
===================

Features:


- Python3.9のサポートを追加しました。
- toxの実行環境を、Travis CIからGitHubに変更しました。
- READMEの書式をmarkdownからreStructuredTxtに変更しました。　
- mockパッケージに関して、標準ライブラリのunitestに含まれるmockを使用するように変更しました。""",
      T("Django"), T("Celery"), T("Python"), T("pytest"), T("django-jsonfield"), T("tox"), T("Travis CI"),
      T("GitHub"),
      source="github:pypi-data/pypi-mirror-289:packages/bpnotify/bpnotify-0.50.tar.gz/bpnotify-0.50/CHANGES.rst", kind="changelog",
      note="a package's changelog from a mirror of its sdist, half in Japanese; versions run onto the names (Django3.2&Celery5.2, Python3.10~3.12); formats (markdown, reStructuredTxt) and the standard library's mock not labelled; setup.py is bare"),
    R("""## 0.4.0 (2023-11-13)

### Features

- Support Python 3.10 and Python 3.11
- Drop support for Python 3.6 and Python 3.7
- Support Django 4.1 and 4.2
- Drop support for Django 2.2 and Django 3.1

### Development

- Upgrade pre-commit

## 0.3.0 (2021-05-07)

### Features

- Support and CI tests for Python 3.9

### Bug fixes

- Update notifications-python-client; this indirectly fixes a backwards incompatible change in PyJWT
- Fix the Factory Boy dependency specification""",
      T("Python"), T("Django"), T("pre-commit"), T("notifications-python-client"), T("PyJWT"), T("Factory Boy"),
      source="github:nimasmi/django-gov-notify:CHANGELOG.md", kind="changelog",
      note="dependencies named in entries are labelled"),
    R("""# Changelog 

## V1.0.0
- Initialized project

- Added all endpoints 
    - `GET /apis`
    - `GET /apis/:uuid`
    - `POST /apis/`
    - `PATCH /apis/:uuid`
    - `DELETE /apis/:uuid`

- Added fetch API function
- Wrote integration test for Database from `POST` to `DELETE`
- Added small easter egg 
    - `GET /teapot`""",
      E("GET /apis"), E("GET /apis/:uuid"), E("POST /apis"), E("PATCH /apis/:uuid"), E("DELETE /apis/:uuid"),
      E("GET /teapot"),
      source="github:julienmenten/theapi-api:CHANGELOG.md", kind="changelog",
      note="endpoints listed in code spans; the fetch API is the browser's"),
    R("""v1.3.0
------------------------------
* September 8, 2021*

### Fixed
- `dist` references to resolve import error in consuming application.


v1.2.0
------------------------------
* September 3, 2021*

### Removed
- `webpack` references from package.json.
- `webpack.config.js` from directory.

### Added
- `vite` config & build command to package.json > scripts.


v1.1.0
------------------------------
* February 1, 2021*

### Added
- `uglifyjs-webpack-plugin` so we can output `min.js` files.""",
      T("Webpack"), T("Vite"), T("uglifyjs-webpack-plugin"),
      source="github:justeattakeaway/fozzie-components:packages/services/f-consumer-oidc/CHANGELOG.md", kind="changelog",
      note="a package's changelog in a monorepo; bare package.json and webpack.config.js; dist is a folder; 'package.json > scripts' is a key in the file"),
    R("""## 2.0.0

- **BREAKING CHANGES**: use `tsc` as library compiler, instead of vite, to support style tree-shaking, multiple entries, etc.
- **BREAKING CHANGES**: use `vitest` as test runner, instead of jest, to support esm-only modules
- Updated `typescript` 4.x to 5.x
- Updated `prettier` 2.x to 3.x

## 1.1.0

- External node built-in modules

## 0.7.2

- Init jest preset

## 0.7.1

- Fix test command

## 0.7.0

- Add test command

## 0.6.2

- Fix GitHub CI

## 0.6.1

- Add #!/usr/bin/env node""",
      T("TypeScript"), T("Vite"), T("Vitest"), T("Jest"), T("Prettier"), T("Node.js"), T("GitHub Actions"),
      source="github:guoyunhe/rive:CHANGELOG.md", kind="changelog",
      note="tools by their package or command names in lower case (tsc for TypeScript); 'node built-in modules' and a node shebang; 'GitHub CI' taken as GitHub Actions, a judgement call; /usr/bin/env is absolute"),
    R("""## [3.1.0](https://github.com/Forsakringskassan/vite-lib-config/compare/v3.0.0...v3.1.0) (2024-12-20)

### Features

* **deps:** update dependency is-ci to v4 ([92f5a47](https://github.com/Forsakringskassan/vite-lib-config/commit/92f5a4790d06efc6498b77b0055ed45b15e45d49))

### Bug Fixes

* **deps:** update dependency @microsoft/api-extractor to v7.48.1 ([e83aa19](https://github.com/Forsakringskassan/vite-lib-config/commit/e83aa19b9e62ad7e7987d90808b560ad3bcff5c2))

## [3.0.0](https://github.com/Forsakringskassan/vite-lib-config/compare/v2.3.0...v3.0.0) (2024-12-06)


### ⚠ BREAKING CHANGES

* **deps:** require Vite v5 or later

### Features

* **deps:** require vite v5 or later ([6f06eda](https://github.com/Forsakringskassan/vite-lib-config/commit/6f06eda410f0c050aac9cdd1c54abc2c63e513a3))
* **deps:** support vite v6 ([0ddf630](https://github.com/Forsakringskassan/vite-lib-config/commit/0ddf630bbaadb49f2f4de0b38daeb912c5e16980))
* **deps:** update dependency @vitejs/plugin-vue to v5 ([a566bce](https://github.com/Forsakringskassan/vite-lib-config/commit/a566bcee997f7aecf2ca5827be1ec253739fe879))""",
      T("is-ci"), T("@microsoft/api-extractor"), T("Vite"), T("@vitejs/plugin-vue"),
      source="github:Forsakringskassan/vite-lib-config:CHANGELOG.md", kind="changelog",
      note="a release tool's generated changelog: dependencies by their npm names; compare and commit links are URLs"),
    R("""Flat config by default in ESLint v9.0.0

When ESLint v9.0.0 is released, either the end of this year or beginning of next year, flat config will be the default configuration system and we will deprecate, but not remove, eslintrc. New features will be added only for flat config, so we encourage everyone to move off of eslintrc as quickly as possible to take advantage of everything v9.0.0 will offer.

What this change means for you depends on how you use ESLint, and if you have any questions or concerns, please stop by our Discord to discuss with the team.

For CLI users, this means a few things:

  • The ESLint CLI will search for eslint.config.js by default instead of a .eslintrc.* file.
  • If an eslint.config.js file is not found, the CLI will consider this an error and won’t run.
  • If you want to use eslintrc, you’ll need to set the ESLINT_USE_FLAT_CONFIG environment variable to false. When you do this, you’ll get a deprecation warning in the console.""",
      T("ESLint"), T("Discord"),
      source="https://eslint.org/blog/2023/10/flat-config-rollout-plans/", kind="changelog",
      note="a project's announcement of a coming release; bare eslint.config.js and a glob .eslintrc.*; eslintrc is the old configuration system's nickname; the chat service where the team is"),
    R("""In April 2024, we released ESLint v9.0.0, our first major release in nearly three years. The key feature of v9.0.0 would be the new configuration system, which had received positive reviews while in development. While we anticipated a smooth launch, the release quickly proved challenging. Initial online sentiment was largely negative, with users saying v9.0.0 “wasn’t ready,” “didn’t work,” or even “broke the ecosystem.” Some postponed upgrading, while others considered switching tools altogether. The experience was frustrating for both the team and the community. Now, more than a year later, we’re reflecting on what went well, what didn’t, and what we’ve learned.
Timeline
To provide context, here’s a timeline of v9.0.0’s development, from the initial design of the new configuration system to its production release.
- 2019-01-20 - The flat config RFC was submitted
- 2020-07-10 - The flat config RFC was formally approved and merged; the tracking issue was created
- 2020-08-24 - First version of eslint/eslintrc was published
- 2021-10-09 - ESLint v8.0.0 released
- 2022-07-19 - Initial flat config implementation pull request opened
- 2022-08-01 - ESLint v8.21.0 released with API-only access to flat config
- 2022-08-26 - ESLint v8.23.0 released with flat config integrated into the CLI
- 2023-04-03 - PR: Pull request to typescript-eslint to switch the repo to flat config
- 2023-04-21 - PR: Pull request to eslint-plugin-n to support flat config
- 2023-06-26 - PR: Pull request to eslint-config-standard to switch to flat config
- 2023-06-29 - PR: Pull request to eslint-plugin-vue to switch the repo to flat config
- 2023-07-09 - PR: Pull request to eslint-plugin-react to switch to flat config""",
      T("ESLint"), T("typescript-eslint"), T("eslint-plugin-n"), T("eslint-config-standard"), T("eslint-plugin-vue"),
      T("eslint-plugin-react"),
      source="https://deploy-preview-748--new-eslint.netlify.app/blog/2025/05/eslint-v9.0.0-retrospective", kind="blog",
      note="a project's retrospective as stored from a preview deployment of its site; plugins by their package names; eslint/eslintrc is a repository's owner/name, not a path"),
    R("""Fix: Spring Boot Failed to Configure a DataSource
Part of: Database Errors
Quick Answer
How to fix 'Failed to configure a DataSource: url attribute is not specified' in Spring Boot — adding database properties, excluding DataSource auto-configuration, H2 vs production DB setup, and multi-datasource configuration.
The Error
Spring Boot fails to start with:
Failed to configure a DataSource: 'url' attribute is not specified and no embedded
datasource could be configured.
Reason: Failed to determine a suitable driver class
Action:
Consider the following:
If you want an embedded database (H2, HSQL or Derby), please put it on the classpath.
If you have database settings to be auto-configured by Spring Boot, perhaps you forgot to
specify the database connection details?""",
      T("Spring Boot"), T("H2 Database"), T("HSQLDB"), T("Apache Derby"),
      source="https://fixdevs.com/blog/spring-boot-failed-to-configure-datasource/", kind="blog",
      note="embedded databases named in the framework's own message (HSQL, Derby) as the post quotes it"),
    R("""← Back to Examples
REST API Design
REST = Representational State Transfer. A convention for designing web APIs using HTTP methods and URLs.
REST Conventions
| Method |
URL |
Action |
Status |
| GET |
/api/books |
List all books |
200 |
| GET |
/api/books/:id |
Get one book |
200 / 404 |
| POST |
/api/books |
Create a book |
201 |
| PUT |
/api/books/:id |
Update a book |
200 / 404 |
| DELETE |
/api/books/:id |
Delete a book |
204 / 404 |
Complete REST API: Book Store
Save this as bookstore-api.js and run with node bookstore-api.js
// bookstore-api.js
const express = require('express');
const app = express();
const PORT = 3000;
// Middleware
app.use(express.json());""",
      T("REST"), T("Node.js"), T("Express"),
      E("GET /api/books"), E("GET /api/books/:id"), E("POST /api/books"), E("PUT /api/books/:id"),
      E("DELETE /api/books/:id"),
      source="https://full-stack.rajiv.kr/week-10/examples/04-rest-api.html", kind="blog",
      note="a course page's table stored with each cell on a line of its own, the method a line above its path; a bare bookstore-api.js run by node"),
    R("""Route parameters
Routes can have dynamic parameters, marked with :. They arrive in
req.params:
app.get("/products/:id", (req, res) => {
const id = req.params.id; // if the route is /products/5 -> "5"
res.json({ id });
});
The request body
In POST/PUT the data arrives in req.body:
app.post("/tasks", (req, res) => {
const title = req.body.title;
res.status(201).json({ id: 1, title });
});
REST in one line
A REST API models resources (users, products...) and uses the HTTP
method for the action: GET /products (list), GET /products/5 (view one),
POST /products (create), PUT /products/5 (update), DELETE /products/5
(delete).""",
      T("REST"), E("GET /products/:id"), E("POST /tasks"), E("GET /products"), E("POST /products"),
      source="https://getdevpath.pages.dev/en/node/backend-http-and-handlers/routes-parameters-and-rest/", kind="blog",
      note="routes in code and in a sentence; /products/5 is one concrete resource (GET, PUT and DELETE of it not labelled); the framework is not named in the passage"),
    R("""/books/{book_id}
/books
/author
/author/{author_id}
PATCH /books/{book_id}
GET /author/{author_id}
PATCH /author/{author_id}
POST /author
GET /books/{book_id}
GET /books
POST /books""",
      E("PATCH /books/{book_id}"), E("GET /author/{author_id}"), E("PATCH /author/{author_id}"), E("POST /author"),
      E("GET /books/{book_id}"), E("GET /books"), E("POST /books"),
      source="https://app.useoptic.com/organizations/32613bcd-704e-4661-85f0-7b3d75613fb0/apis/NHZgBHDASGWtM3JjjE0m5", kind="docs",
      note="an API tool's page listing paths, then operations; the bare paths repeat the operations' paths and are covered by them"),
    R("""/api/v1/books - return all books
/api/v1/books/{id} - return a single book
/api/v1/authors - return all authors
/api/v1/authors/{id} - return a single author
/api/v1/categories - return all categories
/api/v1/categories/{id} - return a single category
/api/v1/users - return all users
/api/v1/users/{id} - return a single user
/api/v1/books - post a new book
/api/v1/authors - post a new author
/api/v1/categories - post a new categorie
/api/v1/users - post a new user
/api/v1/books/{id} - update a book by Id
/api/v1/authors/{id} - update a author by Id
/api/v1/categories/{id} - update a categorie by Id
/api/v1/users/{id} - update a user by Id
/api/v1/books/{id} - delete a book by Id
/api/v1/authors/{id} - delete a author by Id
/api/v1/categories/{id} - delete a categorie by Id
/api/v1/users/{id} - delete a user by Id""",
      source="https://geeksrepos.com/AzimovParviz/SpringBootKirjasto", kind="docs",
      note="a README's endpoint list that names the action in words ('post a new', 'delete') instead of HTTP methods: paths without a method are no endpoints; the framework only in the address"),
    R("""## 2025-10-02

- **BREAKING**: Migrated configuration format from YAML (`config.yml`) to JSON
  (`config.json`) for simplified parsing
- **BREAKING**: Removed `dotenv` and `js-yaml` dependencies, using Node.js
  `--env-file` flag and native JSON parsing instead
- Enhanced configuration loading with native Node.js APIs for improved
  performance and reduced dependencies

## 2025-09-16

- Bump version one last time, really
- Bump version one last time
- Bump version one more time
- Bump version again
- Bump version for public package publishing""",
      T("dotenv"), T("js-yaml"), T("Node.js"),
      source="github:copilot-ld/copilot-ld:packages/libconfig/CHANGELOG.md", kind="changelog",
      note="a package's changelog in a monorepo; removed dependencies are still named tools; YAML and JSON are formats; bare config files"),
    R("""## [0.2.0] - 2018-03-01

### Additions

- Added documentation
- [Issue #15] - Build script should be replaced by "npm run build" for simplicity
- [Issue #12] - detach.sh should run the installer
- [Issue #11] - Create install script

### Fixes

- [Issue #13] - Rename detach.sh
- [Issue #10] - npm script "sass" fails if build file doesn't exist
- [Issue #9] - package.json should reflect correct version number

## [0.1.0] - 2018-03-01

### Additions

- [Issue #7] - BabelJS should be included by default
- [Issue #6] - Create build script
- [Issue #4] - SCSS should be included by default

## [0.0.2] - 2018-03-01

### Fixes

- [Issue #5] - Update project title in composer.json
- [Issue #3] - Detach script should not delete composer.json
- [Issue #2] - App should not assume Composer packages are installed
- [Issue #1] - Vendor autoloader appears in index.php and app.php""",
      T("npm"), T("Sass"), T("SCSS"), T("Babel"), T("Composer"),
      source="github:StatelessSoftware/StatelessExample:CHANGELOG.md", kind="changelog",
      note="'BabelJS'; Sass as an npm script's name, and its SCSS syntax; PHP only through bare .php files, not labelled; bare detach.sh, package.json and composer.json"),
    R(r"""incrementally\-installed local environments of most npm users\.
.P
In short, the main differences between using \fBnpm install\fP and \fBnpm ci\fP are:
.RS0
.IP\(bu2
The project \fBmust\fR have an existing \fBpackage\-lock\.json\fP or \fBnpm\-shrinkwrap\.json\fP\|\.
.IP\(bu2
If dependencies in the package lock do not match those in \fBpackage\.json\fP, \fBnpm ci\fP will exit with an error, instead of updating the package lock\.
.IP\(bu2
\fBnpm ci\fP can only install entire projects at a time: individual dependencies cannot be added with this command\.""",
      T("npm"),
      source="https://1berry.de/1berry/nodejs/blame/commit/a30a9f8193ddd61dfadc2d5d79784b682027b319/deps/npm/man/man1/npm-ci.1", kind="docs",
      note="a manual page's roff source on a code mirror's blame view: escaped dots and hyphens (package\\-lock\\.json) inside font switches; nothing but the tool to keep"),
]
