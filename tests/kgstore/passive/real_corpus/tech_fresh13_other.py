"""A thirteenth fresh held-out set ("fresh-13"), part two: reference pages, course notes and tutorials,
READMEs, blog posts, Q&A answers and changelogs -- Express, Flask and Flask with jQuery, FastAPI with Uvicorn,
Spring's mapping annotations, Laravel routes in a blog post, Docker and nginx file permissions, pip and venv under
PEP 668, Git and .env hygiene, Poi's dev-server proxy, Tailwind's content paths,
Django's CSRF page, and the changelogs of Vue Vine's Nuxt module, kikiutils/nuxt, ember-appkit-rails,
AuxiliaryRails, Cloudy, Azimuth, a Django blog, and commit messages of Helm and Django REST framework mirrors.

Taken from stored public copies of the pages and files at the addresses given, kept as written (trimmed)
and labelled by hand without running the extractor, by the rules of part one (``--split fresh-13``).
"""

from real_corpus import E, F, R, T  # noqa: F401

SURFACES = {
    "Vue Vine": ("vue-vine",),
    "Ember Data": ("ember-data",),
    "jquery_ujs": ("jquery\\_ujs",),
    "django-taggit": ("taggit",),
}

CASES = [
    # ---------------------------------------------------------------- Express, Flask, FastAPI, Spring Boot, Laravel routes
    R("""Routing and HTTP Methods
Routing maps incoming requests — identified by HTTP method and URL path — to handler functions. Defining clean, RESTful routes is one of the most important skills in API development.
Express has a method for each: app.get(), app.post(), app.put(), app.patch(), app.delete().
RESTful route conventions
REST (Representational State Transfer) is a set of conventions for naming API routes. Following them makes your API intuitive for anyone who has used an API before:
GET /posts → list all postsGET /posts/:id → get one postPOST /posts → create a postPATCH /posts/:id → update a postDELETE /posts/:id → delete a post
GET /posts/:id/comments → list comments for a postPOST /posts/:id/comments → add a commentThe pattern: plural noun for the collection, /:id for a single resource, nested paths for sub-resources.
Defining routes
import express from 'express'
const app = express()app.use(express.json())
app.get('/posts', (req, res) => { res.json(posts)})
app.get('/posts/:id', (req, res) => { const post = posts.find(p => p.id === parseInt(req.params.id)) if (!post) return res.status(404).json({ error: 'Not found' }) res.json(post)})""",
      T("Express"), T("REST"),
      E("GET /posts"), E("GET /posts/:id"), E("POST /posts"), E("PATCH /posts/:id"), E("DELETE /posts/:id"),
      E("GET /posts/:id/comments"), E("POST /posts/:id/comments"),
      source="https://learn.hooverdigitalmedia.com/courses/node/03-express-and-http/03-routing-and-http-methods/", kind="docs",
      note="the lines of the route list run together as the page's text gives them; the routes are the course's API"),
    R("""Routes and HTTP Methods: In Flask, you define routes using decorators that specify both the URL path and the HTTP methods it accepts. GET requests typically retrieve data, while POST requests create new resources.
JSON Communication: REST APIs commonly use JSON for data exchange. Flask provides request.get_json() to parse incoming JSON data and jsonify() to convert Python dictionaries into JSON responses.
1from flask import Flask, request, jsonify
2
3app = Flask(__name__)
4users = [] # Simple in-memory storage
5
6@app.route('/users', methods=['GET'])
7def get_users():
8 return jsonify({'users': users})
9
10@app.route('/users', methods=['POST'])
11def create_user():
12 data = request.get_json()""",
      T("Flask"), T("Python"), E("GET /users"), E("POST /users"),
      T("REST"),
      source="https://www.getsigna.io/exercises/da93e0d9-ff8e-420e-8cf3-50fd89bf230c", kind="docs",
      note="line numbers run into the code as the page gives them [REST labelled in part 16: the corpus labels the noun phrase 'REST API']"),
    R("""API Route Design
Good API routes are predictable. Use nouns for resources and HTTP methods for actions. GET to read, POST to create, PUT to update, DELETE to remove.
@app.route('/api/posts', methods=['GET', 'POST'])
def posts():
if request.method == 'GET':
# Return all posts
pass
elif request.method == 'POST':
# Create a new post
pass
@app.route('/api/posts/<int:id>', methods=['GET', 'PUT', 'DELETE'])
def post(id):
if request.method == 'GET':
# Return single post
pass
HTTP Status Codes
Status codes tell the client what happened. Don't always return 200 — use the right code for the situation.
@app.route('/api/users/<int:id>')
def get_user(id):
user = User.query.get(id)
if user is None:
return jsonify({'error': 'User not found'}), 404""",
      E("GET /api/posts"), E("POST /api/posts"), E("GET /api/posts/<int:id>"),
      E("PUT /api/posts/<int:id>"), E("DELETE /api/posts/<int:id>"),
      source="https://labsict.com/tutorials/flask-api", kind="docs",
      note="Flask is named only by the page's heading (cut) -- not labelled; /api/users/<int:id> is given no method -- not labelled; Flask's GET default not assumed"),
    R("""JSON

Request

If we POST JSON to a Flask handler, then the data will be available in the request.json variable:

if 'id' in request.json:
    user = session.query(User).get(request.json['id'])

jQuery

To POST JSON using jQuery, use the ajax method e.g:

return jQuery.ajax({
    type: 'POST',
    url: '/api/village/add/',
    data: ko.toJSON(data),
    success: callback,
    dataType: 'json',
    contentType: 'application/json'
});

Note: This will set the mimetype to application/json.

Form Encoded

The standard jQuery post will set the mimetype to application/x-www-form-urlencoded e.g:

$.post('/api/village/add/', {name: 'Folly Gate'}, function (data) {
});""",
      T("Flask"), T("jQuery"), E("POST /api/village/add/"),
      source="https://www.pkimber.net/howto/python/wsgi/flask/json.html", kind="docs",
      note="the request the Flask handler answers; ko.toJSON is Knockout's, not named -- not labelled"),
    R("""2. REST API Controller Example

Here is a perfectly sound REST controller example handling a uniform User entity systematically. Even if frontends utilize the exact identical uniform /api/users URL consistently, the actual executed Java block code differs entirely depending on the incoming HTTP method.

import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/api/users")
public class UserController {

// 1. Read (GET /api/users)
@GetMapping
public String getUsers() {
return "Successfully retrieving and returning the list of 100 users.";
}

// 2. Create (POST /api/users)
@PostMapping
public String createUser() {
return "Successfully created a brand new user explicitly natively within the database.";
}

// 3. Update (PUT /api/users)
@PutMapping
public String updateUser() {
return "Updated existing user information.";
}""",
      T("Java"), E("GET /api/users"), E("POST /api/users"), E("PUT /api/users"),
      T("REST"),
      source="https://llc.taejins.com/en/spring/ch3/http-methods", kind="docs",
      note="Spring only inside org.springframework (its heading cut) -- not labelled, doubtful; the class-level mapping writes the whole path [REST labelled in part 16: the corpus labels the noun phrase 'REST API']"),
    R("""DELETE:
- The DELETE method is used to delete a specified resource.
- In API development, DELETE requests are commonly used to remove existing resources from the server.
- For example, deleting a resource
DELETE /api/users/{id}
. - In Laravel, you can define routes and corresponding controller methods to handle requests for each HTTP method using the
Route
facade.
For example:
Route::get('/api/users', 'UserController@index'); // GET request to retrieve users Route::post('/api/users', 'UserController@stor""",
      T("Laravel"), E("DELETE /api/users/{id}"), E("GET /api/users"), E("POST /api/users"),
      source="https://codinghelpsolutions.com/?p=632", kind="blog",
      note="cut mid-word where the stored excerpt ends"),
    R("""We define these operations as “endpoints” or “routes.” The combination of an HTTP method (like GET) and a URL path (like /items/42) is unique. You can have a GET and a POST at the same path, and they’re completely different animals. FastAPI handles routing them correctly based on the incoming request’s method.

The GET: Just Fetching, No Side Effects

The @app.get() decorator is for when you’re just asking for information. A proper GET request should be idempotent and should not change the state of your application.

from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()

class Item(BaseModel):
    name: str
    price: float

@app.get("/items/")
async def read_items(skip: int = 0, limit: int = 10):
    \"\"\"Fetch a list of items, with pagination because we're not monsters.\"\"\"
    return fake_items_db[skip : skip + limit]

@app.get("/items/{item_id}")
async def read_item(item_id: int):
    \"\"\"Fetch one specific item by its ID. Hope it exists!\"\"\"""",
      T("FastAPI"), T("Pydantic"), E("GET /items/"), E("GET /items/{item_id}"),
      source="https://mikepietsch.com/tech/python/60.02-path-operations-get-post-put-delete/", kind="blog",
      note="/items/42 is an example path, not a route"),
    R("""Running from the command line using uvicorn
uvicorn ex1.app:app --host 0.0.0.0 --port 8080
INFO: Started server process [99168]
INFO: Waiting for application startup.
INFO: Application startup complete.
INFO: Uvicorn running on http://0.0.0.0:8080 (Press CTRL+C to quit)
Running from the shell using fastapi (you may need to run uv add 'fastapi[standard]' for this to work)
fastapi run ex1/app.py
FastAPI Starting production server 🚀
server Server started at http://0.0.0.0:8000
server Documentation at http://0.0.0.0:8000/docs
Both run and dev commands are available. The primary difference is the latter has auto-reload enabled which restarts the server when the underlying code changes. dev also binds 127.0.0.1 by default while run binds 0.0.0.0.
from fastapi import FastAPIapp = FastAPI()@app.get("/")asyncdef root():return {"message": "Hello World"}@app.get("/add")asyncdef add(x: int, y: int=0):return {"result": x+y}@app.get("/user/{user_id}")asyncdef user_id(user_id: int, name: str|None=None): res = {"user_id": user_id}""",
      T("Uvicorn"), T("FastAPI"), T("uv"), F("ex1/app.py"),
      E("GET /"), E("GET /add"), E("GET /user/{user_id}"),
      source="https://sta663-sp26.github.io/slides/Lec17.html", kind="docs",
      note="slides; the code runs together as the page's text gives it"),
    # ---------------------------------------------------------------- Docker permissions
    R("""In this instance when we run e.g. nginx, the paths the OS uses are the actual paths on disk:

  • /var/log/nginx
  • /etc/nginx/conf.d

These are locations that nginx expects to read from, and write too.

In order to read and write, permissions are required.

As this is a Unix-based system, Unix permissions apply.

You will very likely have experienced these types of permissions, even if you've never truly understood what they mean:

➜  ~ ls -la Development/docker/nginx

total 24
drwxrwxr-x  4 www-data www-data 4096 Apr  3 19:43 .
drwxrwxr-x 74 chris    chris    4096 Aug 17 20:15 ..
drwxrwxr-x  2 www-data www-data 4096 Apr  3 19:37 conf.d
-rwxrwxr-x  1 www-data www-data  137 Apr 18 20:51 Dockerfile
-rwxrwxr-x  1 www-data www-data   13 Apr  3 19:42 .dockerignore
drwxrwxr-x  8 www-data www-data 4096 Aug 19 12:05 .git""",
      T("Nginx"), T("Unix"),
      source="https://codereviewvideos.com/course/docker-tutorial-for-beginners/video/linux-permissions-101", kind="docs",
      note="Development/docker/nginx is a folder; the nginx paths absolute; Dockerfile bare"),
    # ---------------------------------------------------------------- changelogs
    R("""# @vue-vine/nuxt

## 0.2.5

### Patch Changes

- Fix undefined handling in HMR when ts-morph resolving.

## 0.2.4

### Patch Changes

- Bump vue language tool v2.2.2 and fix default value in ts-morph case.

## 0.2.0

### Minor Changes

- New feature: support props destructure, same as Vue 3.5

## 0.1.7

### Patch Changes

- Fix incorrect position of 'export default' statement generation in Vine compiler.
- Upgrade to Nuxt module builder v1.

## 0.1.5

### Patch Changes

- Bump package version due to pnpm catalog config incorrectly in previous version.

## 0.1.3

### Patch Changes

- Decrease vscode extension bundle size.

## 0.0.10

### Patch Changes

- Fix compatibility issue with unplugin-auto-import.""",
      T("Nuxt"), T("Vue"), T("ts-morph"), T("pnpm"), T("VS Code"), T("unplugin-auto-import"), T("Vue Vine"),
      source="github:vue-vine/vue-vine:packages/nuxt-module/CHANGELOG.md", kind="changelog",
      note="Vue Vine through @vue-vine/nuxt and 'Vine compiler' -- doubtful; vscode written lower-case"),
    R("""# Changelog

## v10.3.1

### 🩹 Fixes

- Adjust `customExports` order in `tsdown.config` to move wildcard (`*`) exports to the end ([0b3f357](https://github.com/kikiutils/nuxt/commit/0b3f357))

### 🏡 Chore

- Update logger message ([bac06d3](https://github.com/kikiutils/nuxt/commit/bac06d3))
- Enable `nitro.compressPublicAssets` and `nitro.minify` only when `NODE_ENV` is `production` ([8fffbbb](https://github.com/kikiutils/nuxt/commit/8fffbbb))

## v10.3.0

### 🚀 Enhancements

- Add `nuxt-vite-plugin-webfont-dl` module and disable `unpluginFonts` by default ([953cb6e](https://github.com/kikiutils/nuxt/commit/953cb6e))

### 🏡 Chore

- Remove playground pnpm lock and update package.json ([850f57a](https://github.com/kikiutils/nuxt/commit/850f57a))

## v10.2.0

### 🚀 Enhancements

- Auto-select `cookie` or `localStorage` storage for `colorMode` based on SSR mode ([3452c4d](https://github.com/kikiutils/nuxt/commit/3452c4d))""",
      T("tsdown"), T("Nitro"), T("nuxt-vite-plugin-webfont-dl"), T("pnpm"),
      source="github:kikiutils/nuxt:CHANGELOG.md", kind="changelog",
      note="Nuxt only in the repository's URLs -- not labelled; tsdown.config and package.json bare"),
    R("""## 0.3.0

* Fix issue with asset path ordering. See [#96](https://github.com/dockyard/ember-appkit-rails/issues/96) for details.
* Fix component generator to not add \\_component suffix
* Bootstrap generator remove jbuilder
* Don't generate views, helpers, or javascript assets with rails
  resource generator
* Removed ember-rails
* Moved config namespace from config.ember.appkit to config.ember
* Remove local variant `vendor/assets/ember`. It should just go into
  `vendor/assets/javascripts`
* Force model generator to singularize file name
* Ensure correct ember-data is loaded
* Replaced default `application.hbs` with Rails-like default page
* Don't remove `app/assets/javascripts` in bootstrap but ignore the path
  in the asset loadpath

## 0.2.0

* Ember-Data setting up - Brian Cardarella
* Updated es6\\_module\\_transpiler-rails gem - Wouter Willaert
* Remove jquery\\_ujs from application.js on bootstrap - Brian Cardarella
* Added utils/csrf.js to autoset csrf token in $.ajaxPrefilter - Brian Cardarella
* Added cache buster for in-gem application.hbs for Sprockets - Brian Cardarella & Lin Reid
* Added Scaffold Generator - Brian Cardarella""",
      T("Rails"), T("Ember Data"), T("Jbuilder"), T("ember-rails"), T("Sprockets"), T("jquery_ujs"),
      F("utils/csrf.js"),
      source="github:DavyJonesLocker/ember-appkit-rails:CHANGELOG.md", kind="changelog",
      note="vendor/assets/ember and app/assets/javascripts are folders; application.hbs and application.js bare; jquery_ujs written with an escaped underscore -- doubtful surface"),
    R("""# AuxiliaryRails Changelog

## v0.2.0

* Commands migration to `dry-initializer`
* Commands usage examples

## v0.1.7

* Bundle update (nokogiri 1.10.4, rake 12)

## v0.1.6

* API Resource generator
* Command Object

## v0.1.4

* Rename CLI command `create_rails_app` to `new`
* Code style updates in `auxiliary_rails.gemspec`
* Fix order of gems in Rails template, rename template

## v0.1.3

* Upgrate `rubocop` gem and its configs
* `rubocop-rspec` and `rubocop-performance` gem iteration
* Added basic Rails application template
* CLI with `create_rails_app` command

## v0.1.1

* View Helpers: `current_controller?` and `current_action?`
* Travis CI, Code Climate integration
* Badges in README.md: gem, build status, maintainability""",
      T("Rails"), T("dry-initializer"), T("Nokogiri"), T("Rake"), T("RuboCop"), T("rubocop-rspec"),
      T("rubocop-performance"), T("Travis CI"), T("Code Climate"), T("Bundler"),
      source="github:ergoserv/auxiliary_rails:CHANGELOG.md", kind="changelog",
      note="Bundler through 'Bundle update' -- doubtful; the gemspec and README.md bare"),
    R("""# Cloudy Changelog

## [Unreleased]

## [1.1.0] - 2019-07-13
  
### Fixed

A bug when using `additional_config` together with `config_path_base`.  The issue was that `additional_config` should have been relative to `config_path_base`, however it was not working correctly.  After you update to 1.1.0 your app will be broken.  To fix this you will need to remove the value of `config_path_base` from each of the items in `additional_config`.  As an example, if before this update, your configuration was:

    config_path_base: ../../..
    additional_config:
      - ../../../bin/config/website_benchmark.yml

Your configuration should now look like this:

    config_path_base: ../../..
    additional_config:
      - bin/config/website_benchmark.yml
       
## [1.0.6]

### Changed

* Renamed `$parse_args__option__*` to `parse_args__options__*`.""",
      F("../../../bin/config/website_benchmark.yml"), F("bin/config/website_benchmark.yml"),
      source="github:aklump/cloudy-tools:CHANGELOG.md", kind="changelog",
      note="both spellings of the config path, as written; Cloudy is the project itself"),
    R("""# Changelog

All notable changes to this project will be documented in this file.

The format is based on [Keep a Changelog](https://keepachangelog.com/en/1.0.0/), and this project
adheres to [Semantic Versioning](https://semver.org/spec/v2.0.0.html).

Released changes are shown in the
[documentation release notes](docs/docs/getting-started/changelog.md).

## [Not released]

### Added

### Changed

### Deprecated/Breaking Changes

### Removed

### Fixed
- Fix config modal closing unexpectedly on unsuccessful config update.
- Fix breadcrumbs not showing up (regression in 2.6.0).

### Security""",
      F("docs/docs/getting-started/changelog.md"),
      source="github:ServiceNow/azimuth:CHANGELOG.md", kind="changelog",
      note="a relative link target in Markdown, a path in the repository"),
    R("""# CHANGELOG

[Deployment Detail](/deployment)

## 0.3(2018-07)
* Change API urls more RESTful

## 0.2.1(2018-01-13)
* Security improvement
* Date output format changed (by DRF)
* Add Category


## 0.2.0(2018-01-05)
* Move account related API under /account
* Some Django Templates rendering changes (Plan to abandon Django Templates rendered pages)

## 0.2.0-beta(2018-01-03)
* RESTful API support by Django Rest Framework(DRF)
* Migrate DB to PostgreSQL (from SQLite3)
* Account feature (authentication via DRF-JWT)
* Add author property to Commit
* Move Django Templates rendered pages under /views route
* Docs by docsify


## 0.1.0(2017-12-15)
* Basic blog system construction
* Tag feature support by taggit
* Post list & detail rendering via Django Templates""",
      T("Django REST framework"), T("Django"), T("PostgreSQL"), T("SQLite"), T("docsify"), T("django-taggit"),
      T("JWT"),
      T("REST"),
      source="github:dogrod/blog.dogrod.com:docs/changelog.md", kind="changelog",
      note="/account and /views are URL prefixes without methods; taggit is django-taggit -- doubtful surface; DRF-JWT is djangorestframework-jwt, labelled only as JWT [REST labelled in part 16: the corpus labels the noun phrase 'REST API']"),
    # ---------------------------------------------------------------- README and docs
    R("""# Node.js REST API Template with Express



## Endpoints
* `GET /health`:  API health endpoint
* `/users`: Lists all users
* `null`: Default route, returns 404 as the endpoint requested does not exist

## How to run
```
npm install
npm start
```""",
      T("Node.js"), T("Express"), T("REST"), T("npm"), E("GET /health"),
      source="github:dalvgui/node.express.template:README.md", kind="docs",
      note="/users is listed without a method"),
    R("""venv (Python Virtual Environment)
An isolated directory containing a standalone Python installation and packages, separate from the system Python.
Why: from Debian Bookworm onwards, pip install system-wide is blocked (externally-managed-environment error). venvs are the required solution.
Benefits: avoid system pollution, avoid version conflicts between projects, reproducible environments via requirements.txt.
Non-portable: venvs use absolute paths internally. Don’t move the .venv folder — recreate with pip install -r requirements.txt.
python -m venv .venv # create
source .venv/bin/activate # activate
pip install <package> # install locally
deactivate # deactivatesudo + venv: sudo python uses root’s Python, not the venv. Fix:
sudo $(which python) script.py # while venv is activeSee Also
- Python Essentials topic""",
      T("venv"), T("Python"), T("Debian"), T("pip"), F(".venv/bin/activate"),
      source="https://aleburrascano.github.io/co-test/wiki/concepts/venv", kind="docs",
      note="requirements.txt and script.py bare"),
    R("""Why pip install Fails: Python Externally Managed Environments

If you are seeing the error error: externally-managed-environment on Linux (Debian 12, Ubuntu 24.04, etc.), this guide explains why it happens and how to fix it correctly.

1. The "Why": Protecting Your Operating System

This error is a safety feature introduced by PEP 668.

On Linux, Python is part of the Operating System. Critical system tools (like apt, dnf, network managers, and display servers) rely on specific versions of Python libraries installed by the OS package manager.

Method A: For Development (Projects & Scripts)

Best for: Writing code, learning Python, or running specific projects. Tool: venv (Virtual Environment)

  1. Create the environment (inside your project folder):

    python3 -m venv .venv

    (Note: If this fails, run sudo apt install python3-venv first).

  2. Activate the environment:

    source .venv/bin/activate

  3. Install your package:

    pip install pyusb

Method B: For Standalone Applications

Best for: CLI tools you want to run from anywhere (e.g., youtube-dl, black, ansible). Tool: pipx""",
      T("pip"), T("Linux"), T("Debian"), T("Ubuntu"), T("Python"), T("APT"), T("DNF"), T("venv"), T("PyUSB"),
      T("pipx"), F(".venv/bin/activate"),
      source="https://git.kattnig.de/Johannes/knowledge-base/src/commit/ff9b7132aed399cfc930da08e4f9144a0b5176b10079d3bdaab2808a40216080/docs/python/pip-env-vars.md", kind="docs",
      note="youtube-dl, black and ansible are named as examples of CLI tools -- not labelled, doubtful"),
    # ---------------------------------------------------------------- Q&A
    R("""This is due to your distribution adopting PEP 668 – Marking Python base environments as “externally managed”.
TL;DR: Use a venv:
python3 -m venv .venv
source .venv/bin/activate
python3 -m pip install -r requirements.txt
Long story: Your distribution is trying to protect you against mixing apt
provided packages and pip
provided packages. Mixing two package managers (apt
and pip
here) is always a bad idea and the source of many issues.
- Using a venv:
python3 -m venv .venv
thensource .venv/bin/activate
, thenpip install -r requirements.txt
. In this case the installation is contained inside the.venv
directory: no mixing of what apt does and what pip does, no surprises. - Using
pipx
which does not cleanly apply to your case,pipx
is good to install and use a program, likepipx install black
, but here you need to install libraries listed in a requirement file, not a program.""",
      T("Python"), T("venv"), T("APT"), T("pip"), T("pipx"), T("Black"), F(".venv/bin/activate"),
      source="https://tarikbilla.com/pip-install-r-requirements-txt-is-failing-this-environment-is-externally-managed", kind="qa",
      note="an answer as a Q&A mirror keeps it; black as pipx's example install -- labelled, doubtful"),
    # ---------------------------------------------------------------- more changelog, blogs, docs, Q&A
    R("""We were seeing that when running helm upgrade with the reuse-values
flag enabled that you could end up in the position where overrides
a.k.a computed values from previous revisions were not being saved on
the updated revision. This left us in a weird position where some
computed values would disappear mysteriously in the abyss. That
happened because computed values from previous revisions weren't merged
with the new computed values every time the reuse-values flag was used.
This PR merges computed values from the previous revisions so you don't
end up in that kind of conundrum.
When using `helm upgrade --install`, if the first release fails, Helm will respond with an error saying that it cannot upgrade from an unknown state.
With this feature, `helm upgrade --install --force` automates the same process as `helm delete && helm install --replace`. It will mark the previous release as DELETED, delete any existing resources inside Kubernetes, then replace it as if it was a fresh install. It will then mark the FAILED release as SUPERSEDED.
Two bugs were causing this behavior
- Tiller was marking the previous release superseded when an upgrade
- Upgrade was diffing against failed releases""",
      T("Helm"), T("Kubernetes"), T("Tiller"),
      source="https://git.mashibing.com/msb-public/helm/commits/commit/7308e766e2633bbe08f0c441e9a84a46acca38f9/pkg/tiller/release_update_test.go", kind="changelog",
      note="commit messages of a mirror of Helm's history"),
    R("""Three ways to deploy Helm charts on Kubernetes, and when each one breaks
Most teams deploy Helm charts the way they did on day one, and never revisit it until it hurts. The pipeline that ran helm upgrade --install against a staging cluster two years ago is still the thing shipping production today, and nobody questions it because it works. Right up until it doesn’t. The part nobody frames clearly is that Helm itself is just templating. It takes values and a chart and renders Kubernetes manifests. That rendering step is identical no matter what you do. The real question is how the rendered output lands on the cluster and how it stays there. There are three answers I have run in production, and each one is correct in a specific place and a liability everywhere else. ...""",
      T("Helm"), T("Kubernetes"),
      source="https://www.balkandevops.com/tags/devops/", kind="blog"),
    R("""This is the number one security mistake developers make with git: committing a .env file that contains real API keys, database passwords, or authentication tokens.
It happens more often than you'd think. GitGuardian's 2024 State of Secrets Sprawl report found over 12.8 million new secrets exposed in public GitHub repositories in a single year. Many of those were in .env files or similar configuration files that were committed by mistake.
The damage is immediate. Automated bots scan public repositories for secrets within minutes of a push. Leaked AWS keys can generate thousands of dollars in charges before you notice. Leaked database credentials can expose customer data. And even after you delete the file, it lives in git history forever — accessible to anyone who clones the repo.
Here's what this looks like in practice:
# .env.example (committed — shows what the project needs)
# Database
DATABASE_URL=postgresql://user:password@localhost:5432/myapp_dev
# Authentication
CLERK_SECRET_KEY=sk_test_your_cl""",
      T("Git"), T("GitGuardian"), T("GitHub"), T("AWS"), T("PostgreSQL"), T("Clerk"),
      source="https://www.vibereference.com/devops-and-tools/env-files-git-guide", kind="blog",
      note=".env and .env.example are bare names; PostgreSQL through the postgresql:// URL and Clerk through CLERK_SECRET_KEY -- doubtful"),
    R(""".env files tracked in source control
What this is
The .env file convention: one file at the project root, key=value lines, loaded at process start. The convention is fine. The failure mode is committing the file.
# .env (committed to git — every credential is now in version history)
STRIPE_SECRET_KEY=sk_live_FAKE
OPENAI_API_KEY=sk-proj-FAKE
JWT_SECRET=correcthorsebatterystaple
Once that file is in any commit (any branch, any fork), the credentials live in git forever. Removing them with a follow-up commit does not remove them from history.
What the fix looks like
Three motions, in order.
1. Stop tracking the file.
echo '.env' >> .gitignore
echo '.env.local' >> .gitignore
echo '.env.production' >> .gitignore
git rm --cached .env
git commit -m "untrack .env (rotate credentials separately)"
2. Rotate every credential inside the file. The credentials in the file are leaked. Treat them as compromised, regardless of repo visibility.""",
      T("Git"),
      source="https://preflight.midatlantic.ai/learn/patterns/env-file-hygiene", kind="docs",
      note="Stripe, OpenAI and JWT appear only in variable names -- not labelled; the dotfiles are bare names"),
    R("""Ignore files that have already been committed to a Git repository
When working with Git, the .gitignore file is an essential tool to prevent specific files or directories from being tracked by the version control system. However, a common dilemma arises when files already committed to the repository need to be ignored. This article provides technical insights into how to handle such scenarios effectively.
Ignoring Files Already Committed
When a file has already been committed to the repository, simply adding it to .gitignore will not retroactively remove or ignore it. Git will continue to track changes to this file unless specific actions are taken. Here's how to ignore previously committed files:
Steps to Remove and Ignore a File
- Remove the File from the Index (Staging Area):Use the Git command to remove the file while retaining it in the working directory:
- Add the File to
.gitignore:Edit the.gitignorefile to include the path to the file you wish to ignore. - Commit the Changes:Commit the changes to the repository to update the index:
Example
Suppose you have a file named config.json that contains sensitive information. You realize it should not be tracked.""",
      T("Git"),
      source="https://codemia.io/knowledge-hub/path/ignore_files_that_have_already_been_committed_to_a_git_repository_duplicate", kind="qa",
      note="an answer to a question marked duplicate; config.json bare; the page's code blocks are missing from the stored text"),
    R("""Proxying API Requests

This option is inspired by create-react-app.

People often serve the front-end app from the same host and port as their backend implementation. For example, a production setup might look like this after the app is deployed:

/             - static server returns index.html with client app
/todos        - static server returns index.html with client app
/api/todos    - server handles any `/api/*` requests using the backend implementation

To tell the development server to proxy any unknown requests to your API server in development, use devServer.proxy option in your config file, for example:

// poi.config.js
module.exports = {
  devServer: {
    proxy: 'http://localhost:4000'
  }
}

This way, when you fetch('/api/todos') in development, the development server will recognize that it’s not a static asset, and will proxy your request to http://localhost:4000/api/todos as a fallback.""",
      T("Create React App"), T("Poi"),
      source="https://poi.js.org/guide/proxying-api-requests.html", kind="docs",
      note="Poi named by the site, not the cut text -- doubtful; the paths are given without methods; poi.config.js bare"),
    R("""HTTP Status Code: 403 Response:
Forbidden (403)
CSRF verification failed. Request aborted.
You are seeing this message because this site requires a CSRF cookie when submitting forms. This cookie is required for security reasons, to ensure that your browser is not being hijacked by third parties.
Reason given for failure:
CSRF cookie not set.
In general, this can occur when there is a genuine Cross Site Request Forgery, or when Django’s CSRF mechanism has not been used correctly. For POST forms, you need to ensure:
Your browser is accepting cookies.
The view function passes a request to the template’s render method.
In the template, there is a {% csrf_token %} template tag inside each POST form that targets an internal URL.
你当前在访问一个 需要 CSRF 令牌保护的 POST 接口(如 Django 默认的视图函数),但请求中没有附带 CSRF token,因此被服务器拦截。
这是 Django 的跨站请求伪造(CSRF)防护机制在起作用,防止第三方伪造用户请求。
解决方法
方法一:为 POST 请求添加 CSRF Token(推荐用于前端页面)
<form method=”post”>
{% csrf_token %}
…
</form>""",
      T("Django"),
      source="https://www.49855.net/csrf-verification-failed-request-aborted", kind="qa",
      note="an error page quoted with its fix, half in Chinese; no path is given with the POST"),
    R("""Where Content Configuration Lives
Content configuration is defined inside:
tailwind.config.js
Example base structure:
module.exports = {
content: [ ],
theme: {
extend: { },
},
plugins: [ ],
}
This section is mandatory for Tailwind to work correctly.
How Tailwind Uses Content Paths
Tailwind performs the following steps:
Reads the content array
Opens each listed file
Searches for Tailwind class names
Generates CSS only for those classes
If a file is not listed, Tailwind:
Will NOT scan it
Will NOT generate utilities used inside it
Basic Content Configuration
For a simple HTML project:
module.exports = {
content: ["./src/index.html"],
theme: {
extend: { },
},
plugins: [ ],
}
This tells Tailwind:
Scan only index.html
Ignore all other files""",
      T("Tailwind"), F("./src/index.html"),
      source="https://ebook.skillptp.com/home/002/lesson/tailwind-content-configuration", kind="docs",
      note="tailwind.config.js bare; 'HTML project' not labelled"),
    R("""By default, Django returns "HTTP 403 Forbidden" responses when CSRF
validation failed[1]. CSRF is a case of authorization, not of
authentication. Therefore `PermissionDenied` should be raised instead
of `AuthenticationFailed`.
[1] https://docs.djangoproject.com/en/dev/ref/contrib/csrf/#rejected-requests""",
      T("Django"),
      source="https://git.teddywing.com/fork/django-rest-framework/log/rest_framework?h=3.1.0&id=b47ca158b9ba9733baad080e648d24b0465ec697&showmsg=1", kind="changelog",
      note="a commit message in a mirror of Django REST framework's log; DRF itself not named in the text"),
]
