"""A twenty-ninth fresh held-out set ("fresh-29"), the other texts (no GitHub issues): changelogs and release notes
of diffpy.pdffit2, emodlib, goppy, eventize, a monorepo's utils package (Rollup), a Vue starter and a Vue/Ant Design
admin (ESLint flat configs, Vite plugins); documentation pages and READMEs -- a Node API's endpoint tables, a versioned
users API, Laravel 5.1's routing page, a Next.js project-structure tour, the JupOtter research README (Windows relative
paths), a Vite plugin's tsconfig-aliases page, a login requirements list and a password manager's API notes; posts
and tutorials on a FastAPI CRUD project, Django settings in scripts, React/Next.js project layout, Django deployment
servers, Express routing, two Docker lessons, TypeScript path aliases and a Flask 502 fix with Nginx and Gunicorn;
news of Kotlin's tenth birthday, an open source daily briefing (Ubuntu 26.04, Git 2.54), Linux desktop news and
Python 3.13; questions and answers on Flask's 405 errors (two), Axios and a 500 response, and files Git keeps
tracking despite .gitignore.

Taken from stored public copies of the pages and files at the addresses given, kept as written (trimmed) and labelled
by hand without running the extractor, by the rules of the earlier sets (``--split fresh-29``).
"""

from real_corpus import E, F, R, T  # noqa: F401

SURFACES = {
    "GCC": ("g++",),
    "macOS": ("MacOS",),
    "React Router": ("react-router-dom",),
}

CASES = [
    # ---------------------------------------------------------------- changelogs
    R("""# Release notes

Notable differences from version 1.2.

## Version 1.3.0 – 2022-11-30

### Added

- Support for Python 3.8, 3.9, 3.10.

### Changed

### Deprecated

### Removed

- Remove the support for Python 3.5, 3.6.

### Fixed

- Patch variable to avoid naming problems and Xcode collision on MacOS & Linux.
- Fix g++ w/ambiguous isnan on Linux.
- Fix the PY_SSIZE_T_CLEAN macro for py3.10.""",
      T("Python"), T("Xcode"), T("macOS"), T("Linux"), T("GCC"),
      source="https://github.com/diffpy/diffpy.pdffit2/blob/main/CHANGELOG.md", kind="changelog",
      note="g++ taken as GCC (the compiler); 'py3.10' and the PY_SSIZE_T_CLEAN macro not labelled again"),
    R("""# Changelog

All notable changes to this project will be documented in this file.

The format is based on [Keep a Changelog](https://keepachangelog.com/en/1.0.0/),
and this project adheres to [Semantic Versioning](https://semver.org/spec/v2.0.0.html).

## [0.0.4] - 2025-11-12

### Added
- Python 3.12 and 3.13 support and compatibility

### Changed
- Updated minimum Python version from 3.7 to 3.9 (Python 3.7 and 3.8 are EOL)
- Updated CI/CD workflows to build and test with Python 3.9, 3.11, and 3.12
- Updated package classifiers to support Python 3.9-3.13
- Updated artifact upload/download actions from v3 to v4
- Updated cibuildwheel to v2.21.3 for improved Windows build support

## [0.0.3] - Previous release""",
      T("Python"), T("cibuildwheel"), T("Windows"),
      source="https://github.com/edwenger/emodlib/blob/main/CHANGELOG.md", kind="changelog",
      note="'artifact upload/download actions' are GitHub Actions steps but the service is not named: not labelled; "
           "Keep a Changelog and Semantic Versioning are conventions, not tools"),
    R("""Changelog
=========

All notable changes to this project will be documented in this file.

The format is based on `Keep a Changelog <https://keepachangelog.com/en/1.0.0/>`_,
and this project adheres to `Semantic Versioning <https://semver.org/spec/v2.0.0.html>`_.


[1.1.0] - 2023-08-19
--------------------

This release is a maintenance release to bring the code base up to date with
current standards and Python versions. This drops support for Python version
before 3.9, but also officially adds support for up to Python 3.11.

Added
^^^^^

* Official support for Python 3.9, 3.10, and 3.11.

Removed
^^^^^^^

* Support for Python before 3.9.


[1.0.2] - 2016-07-17
--------------------

Bugfix release


[1.0.1] - 2016-07-17
--------------------

Bugfix release


[1.0.0] - 2014-03-30
--------------------

Initial release.""",
      T("Python"),
      source="https://github.com/jgosmann/goppy/blob/main/CHANGELOG.rst", kind="changelog",
      note="the library's own name (goppy) is not written in this part"),
    # ---------------------------------------------------------------- docs and READMEs
    R("""## Environment Variables

To run this project, you will need to add the following environment variables to your .env file. copy env-example and rename it to .env

## Run Locally

Clone the project

```bash
  git clone https://github.com/ibnuali/ibnuali-betest.git
```

Go to the project directory

```bash
  cd ibnuali-betest
```

Install dependencies

```bash
  npm install
```

Start the server

```bash
  npm start
```

## Run Docker

```bash
  docker-compose up (comming soon)
```

## Url API

```bash
  https://ibnuali-api-betest.vercel.app/
```

## API Reference

### Endpoint User

| method   | url                                                    | Description                         |
| :------- | :----------------------------------------------------- | :---------------------------------- |
| `GET`    | `/api/v1/user`                                         | get all users                       |
| `GET`    | `/api/v1/user/account-number/:accountNumber`           | get user info by accountNumber      |
| `GET`    | `/api/v1/user/registration-number/:registrationNumber` | get user info by registrationNumber |
| `GET`    | `/api/v1/user/:id`                                     | get user info by id                 |
| `POST`   | `/api/v1/user`                                         | create data user                    |
| `PUT`    | `/api/v1/user/:id`                                     | edit data user                      |
| `DELETE` | `/api/v1/user/:id`                                     | delete data user                    |

##### example body param for method `POST /api/v1/user`

```json
{
    "fullName": "string",
    "accountNumber": "string",
    "email": "example@example.com",
    "registrationNumber": "string",
    "userName": "string",
    "password": "string"
}
```

### Endpoint Account Login

| method   | url                                    | Description                                          |
| :------- | :------------------------------------- | :--------------------------------------------------- |
| `GET`    | `/api/v1/account`                      | get all accounts                                     |
| `GET`    | `/api/v1/account/last-login` | get account login info by lastLoginDateTime > 3 days |
| `POST`   | `/api/v1/account/login`                | login account                                        |
| `GET`    | `/api/v1/account/:id`                  | get account login by id                              |
| `PUT`    | `/api/v1/account/:id`                  | edit data account                                    |
| `DELETE` | `/api/v1/account/:id`                  | delete data account                                  |

##### example body param for method `POST /api/v1/account/login`

```json
{
    "username": "string",
    "password": "string"
}
```""",
      T("npm"), T("Docker"), T("Docker Compose"), T("Git"),
      E("GET /api/v1/user"), E("GET /api/v1/user/account-number/:accountNumber"),
      E("GET /api/v1/user/registration-number/:registrationNumber"), E("GET /api/v1/user/:id"),
      E("POST /api/v1/user"), E("PUT /api/v1/user/:id"), E("DELETE /api/v1/user/:id"),
      E("GET /api/v1/account"), E("GET /api/v1/account/last-login"), E("POST /api/v1/account/login"),
      E("GET /api/v1/account/:id"), E("PUT /api/v1/account/:id"), E("DELETE /api/v1/account/:id"),
      source="https://github.com/ibnuali/ibnuali-betest/blob/main/readMe.md", kind="docs",
      note="Docker from the 'Run Docker' heading, Docker Compose from the docker-compose command; git from 'git clone' "
           "(a tool, not an everyday shell utility); Vercel only inside the API's URL: not labelled; "
           ".env is a bare file name"),
    R("""# Api Version 1

## Endpoints

### Login

```http
POST /v1/login
```

### Users

#### List all Users

```http
GET /v1/users
```

#### Get User

```http
GET /v1/users/{id}
```

#### Create User

```http
POST /v1/users
```

#### Update User

```http
PUT /v1/users/{id}
```

#### Delete User

```http
DELETE /v1/users/{id}
```""",
      E("POST /v1/login"), E("GET /v1/users"), E("GET /v1/users/{id}"), E("POST /v1/users"),
      E("PUT /v1/users/{id}"), E("DELETE /v1/users/{id}"),
      source="https://github.com/mtte/idea-hub/blob/master/api-v1.md", kind="docs",
      note="```http fences name the protocol, not a technology: no technology labelled"),
    # ---------------------------------------------------------------- blogs and tutorials
    R("""Module 04 / Project 02 — CRUD API

Focus

GET/POST/PUT/DELETE endpoints, Pydantic models for request validation, proper HTTP status codes.

Why this project exists

Most web APIs revolve around four operations: Create, Read, Update, Delete (CRUD). This project builds a todo list API that demonstrates all four. You will learn how Pydantic models validate incoming data automatically, how to return the right HTTP status codes, and how to structure an API that follows REST conventions.

Run

cd projects/modules/04-fastapi-web/02-crud-api
python app.py

Then open http://127.0.0.1:8000/docs to test every endpoint interactively.

Press Ctrl+C to stop the server.

Expected output

Using the /docs interface or curl:

# Create a todo
curl -X POST http://127.0.0.1:8000/todos -H "Content-Type: application/json" -d '{"title": "Learn FastAPI"}'
# Returns: {"id": 1, "title": "Learn FastAPI", "completed": false}  (status 201)

# List all todos
curl http://127.0.0.1:8000/todos
# Returns: [{"id": 1, "title": "Learn FastAPI", "completed": false}]

# Update a todo
curl -X PUT http://127.0.0.1:8000/todos/1 -H "Content-Type: application/json" -d '{"title": "Learn FastAPI", "completed": true}'
# Returns: {"id": 1, "title": "Learn FastAPI", "completed": true}

# Delete a todo
curl -X DELETE http://127.0.0.1:8000/todos/1
# Returns: (empty, status 204)

Alter it

  1. Add a description field (optional string) to the todo model. Make sure it appears in create, update, and response models.
  2. Add a GET /todos?completed=true query parameter that filters the list to only completed or only incomplete todos.
  3. Add a PATCH /todos/{todo_id} endpoint that allows partial updates (only the fields you send get changed).""",
      T("Pydantic"), T("FastAPI"), T("Python"),
      E("POST /todos"), E("GET /todos"), E("PUT /todos/1"), E("DELETE /todos/1"), E("PATCH /todos/{todo_id}"),
      source="https://python.learn.neuman.dev/projects/modules/04-fastapi-web/02-crud-api", kind="blog",
      note="curl requests to the app's own server labelled by their paths (GET /todos by curl's default and the "
           "'GET /todos?completed=true' line, query dropped); PUT/DELETE /todos/1 are concrete requests with no route "
           "written for them, so kept as written; the PATCH route is an exercise but written with its method; "
           "'python app.py' names Python; 'REST conventions' is not the noun phrase 'REST API'; the cd target is a folder"),
    R("""Mastering Django Import Settings: A Complete Guide

You run a one-off Python script from your Django repo, import a model, then reach for a setting. It crashes before doing any useful work. ImproperlyConfigured. Settings aren't configured.

That error usually sends people into the wrong rabbit hole. They stare at the import statement. The problem is Django bootstrap. Your app works under manage.py because Django has already loaded the active settings module, built the app registry, and exposed configuration through its own settings object. A random script gets none of that for free.

If you're debugging "django import settings", the import syntax is rarely the hard part. The hard part is understanding when Django has initialized, which settings module is active, and whether your code is reading configuration through Django's machinery or around it.

Why Your Django Script Fails with 'Settings not Configured'

A familiar version looks like this:

# scripts/rebuild_cache.py
from django.conf import settings
from myapp.models import Invoice

print(settings.DEBUG)
print(Invoice.objects.count())

Then you run:

python scripts/rebuild_cache.py

And Django blows up.

That failure isn't a Python import mistake. It's Django telling you nobody selected a settings module and nobody initialized the framework.

What manage.py does that your script doesn't

When you use manage.py, Django already knows which settings module to load. The docs require the settings module to be on PYTHONPATH, DJANGO_SETTINGS_MODULE to be set, and server processes may need that variable configured in WSGI too, as noted in the Django settings documentation and reinforced by real deployment failures in a PythonAnywhere thread about import settings issues.""",
      T("Django"), T("Python"), F("scripts/rebuild_cache.py"),
      source="https://translatebot.dev/en/blog/django-import-settings/", kind="blog",
      note="manage.py is a bare file name; WSGI is an interface spec, not labelled; PythonAnywhere is named only as "
           "the place of a forum thread (a site here): not labelled; 'django.conf' and 'myapp.models' are import paths"),
    R("""The Blueprint: Project Structure
Explore how files and folders are organized in a real project.
Why Organization Matters
A web application can have hundreds or thousands of files. Without good organization, finding and changing code would be like searching for a specific book in a library with no catalog system. Let's explore how StudyTracker organizes its code.
The Building Analogy
Think of the project like a building
The root folder is the building itself. src/ is the main floor where all the action happens. Inside src, app/ is like the different rooms (each page is a room). components/ is the furniture warehouse — reusable pieces that can go in any room. lib/ is the utility closet — tools and helpers used everywhere.
The Top-Level View
Here's what the StudyTracker project looks like at the top level. Click on folders to explore what's inside:
StudyTracker/ ├── src/ │ ├── app/ ← Pages & API routes │ ├── components/ ← Reusable UI pieces │ └── lib/ ← Utilities & helpers ├── prisma/ ← Database schema ├── package.json ← Dependencies list └── next.config.ts ← Framework settings
The app/ Directory — "Rooms" of Your Website
In Next.js, the folder structure inside app/ directly determines your website's URLs. A file at app/habits/page.tsx automatically becomes the /habits page. This is called file-based routing.""",
      T("Next.js"), F("app/habits/page.tsx"),
      source="https://learning-and-projects-tracker.vercel.app/learn/project-structure", kind="docs",
      note="Prisma appears only as the 'prisma/' folder of the tree (its schema folder): a folder name, not labelled; "
           "src/, app/, components/, lib/ are folders; package.json and next.config.ts bare names; /habits is a page, "
           "no method"),
    R("""Understanding Project Structure in Web Apps: Pages, Components, Actions
Building a modern web application without understanding its project structure is like constructing a house without blueprints. The pillars of this structure—pages, components, and actions—form the foundation of scalable, maintainable, and user-friendly apps.
In this blog post, we’ll demystify the essentials of project structure using a professional yet human approach. Whether you're using Next.js, React, or Vue, the underlying principles are widely applicable. By the end, you’ll have a clear understanding of how navigation and state work in unison, alongside responsive design and best practices.
🔹 Pages: The Face of Your Application
What are Pages?
In web development, pages correspond to routes. In Next.js, for example, each file in the /pages
folder becomes a route:
/pages
├── index.js // Home page
├── about.js // About page
└── contact.js // Contact page
Best Practices
-
Keep logic light inside pages
-
Delegate logic-heavy tasks to components
-
Use dynamic routing for scalable structures:
// pages/blog/[slug].js
const BlogPost = ({ post }) => <h1>{post.title}</h1>;
Tools to Enhance Page Handling
-
next/link
for internal navigation -
react-router-dom
for custom routing in React""",
      T("Next.js"), T("React"), T("Vue"), T("React Router"), F("pages/blog/[slug].js"),
      source="https://www.focus360blog.online/2025/07/understanding-project-structure-in-web.html", kind="blog",
      note="next/link is a module specifier of Next.js (not labelled again); index.js/about.js/contact.js are bare names "
           "in a tree; /pages is a folder"),
    R("""Episode 14 - Going Live

On this episode, we will look at what it takes to go live and how to prepare your Django project for the internet.

Pick A Python Application Server

When you begin to learn Django, the documentation will instruct you to use ./manage.py runserver to interact with your application locally. runserver is a great tool for getting started because you can avoid extra software from the outset of your Django journey.

While great, the runserver command is not designed for handling a lot of web traffic. runserver is explicitly intended for a development-only setting. Aside from a lack of performance tuning options, the server doesn’t receive the same security scrutiny as other Python web application servers.

These factors add up to make the runserver command unsuitable for handling your live site. What should you use instead? When you read the deployment documentation, you’ll find many possible Python web application servers listed. Gunicorn, uWSGI, Apache with mod_wsgi, Daphne, Hypercorn, and Uvicorn are all presented as available options. That’s way too much choice.

Use Gunicorn.

Gunicorn (which stands for “Green Unicorn”) is a very simple web application server to start using. In my experience, Gunicorn stays easy to use and works for projects that receive a ton of traffic. I’ve used some of the other options presented for Django apps, and few are as simple to use as Gunicorn.

$ gunicorn project.wsgi

By default, Gunicorn will only create a single worker process. The Gunicorn documentation recommends picking a number that is two to four times larger than the number of CPU cores available to your machine.""",
      T("Django"), T("Python"), T("Gunicorn"), T("uWSGI"), T("Apache HTTP Server"), T("mod_wsgi"), T("Daphne"),
      T("Hypercorn"), T("Uvicorn"),
      source="https://www.mattlayman.com/django-riffs/14-go-live-deployment/", kind="blog",
      note="'./manage.py' is a bare script name with ./ but no folder: not a file label; 'Green Unicorn' is the "
           "expansion of Gunicorn's name, not a separate tool; project.wsgi is a module path"),
    R("""Programming language: Happy Birthday, Kotlin! – Market Research Telecast

The Kotlin programming language is celebrating its tenth birthday. On July 19, 2011, JetBrains presented them for the first time at the JVM Language Summit. The tool manufacturer announced it as a new statically typed programming language for the Java Virtual Machine (JVM). The language is now available in version 1.5.20 and is no longer aimed only at the JVM.

From the first presentation to the release of the first stable main version, however, it initially took almost five years: In February 2016, Kotlin 1.0 was released. On the way there, the programming language was already a good six months after the first introduction to the open source project. Even though JetBrains is a Czech company, a team in Saint Petersburg is primarily responsible for the development of the programming language. The name is also owed to him: Kotlin is an island off St. Petersburg in the Gulf of Finland.

Basically, like Java, Kotlin is an object-oriented programming language. In addition, it aims at procedural and offers some approaches to functional programming. Unlike the Scala language, which appeared in version 3 in May and which also runs on the JVM, it is not a functional language.""",
      T("Kotlin"), T("JVM"), T("Java"), T("Scala"),
      source="https://www.iglob.net/programming-language-happy-birthday-kotlin-market-research-telecast/", kind="news",
      note="JetBrains is the company (not a tool) here; 'Kotlin is an island' is the name's origin, the language is "
           "labelled once anyway; the JVM Language Summit is an event"),
    # ---------------------------------------------------------------- questions and answers
    R("""Keywords: Flask | Method Not Allowed | Route Configuration | HTTP Methods | Form Handling
Abstract: This article provides a comprehensive analysis of the common "Method Not Allowed" error in Flask framework, demonstrating its causes and solutions through practical examples. It explains HTTP method configuration in Flask routes, compares different application scenarios for GET and POST methods, and offers complete code examples with best practice recommendations. Combining theoretical analysis with practical implementation, it helps developers thoroughly understand and resolve such routing configuration issues.
Problem Background and Error Analysis
In Flask web development, "Method Not Allowed The method is not allowed for the requested URL" is a common error message. This error typically occurs when there's a mismatch between the HTTP request method and the route configuration. From the provided code example, we can see that the developer attempted to submit form data via POST method, but the target route was not configured to accept POST requests.
Core Problem Analysis
In the original code, the /database route only configured the default GET method:
@app.route('/database')
def database():
query = []
for i in session.query(models.BlogPost):
query.append((i.title, i.post, i.date))
return render_template('database.html', query = query)
However, during form submission, the HTML form was configured as:
<form action='/database' method = "post">
date<input name = "date" type = "text" class="text">
title<input name = "blog_title" type = "text" class="text">
main<input name = "blog_main" type = "text" class="text">
<input type = "submit">
</form>
This configuration caused the method mismatch error. When users submit the form, the browser sends a POST request to the /database endpoint, but this endpoint only accepts GET requests, causing Flask to return the "Method Not Allowed" error.""",
      T("Flask"), E("GET /database"),
      source="http://www.kouhan.cn/en/article/00026949", kind="qa",
      note="GET /database by Flask's default for @app.route with no methods (the text says so); the form's POST to "
           "/database is the refused request (405): not labelled; database.html is a bare name; HTML not labelled"),
    R("""The “Method Not Allowed” error in Flask occurs when an HTTP request is made using a method that is not allowed for the specified URL endpoint. This error is typically encountered when a route does not support the HTTP method that is being used.
To better understand this error and how to handle it, let’s go through an example:
Example 1:
python
from flask import Flask
app = Flask(__name__)
@app.route('/example', methods=['GET'])
def example():
return "This is an example"
if __name__ == '__main__':
app.run()
In this example, we define a Flask app and create a route at `/example` that only allows GET requests. If a POST request is made to this endpoint, it will result in a “405 Method Not Allowed” error.
Example 2:
python
from flask import Flask
app = Flask(__name__)
@app.route('/example', methods=['POST'])
def example():
return "This is an example"
if __name__ == '__main__':
app.run()
In this case, the route at `/example` only allows POST requests. If a GET request is made to this endpoint, it will result in a 405 error.""",
      T("Flask"), T("Python"), E("GET /example"), E("POST /example"),
      source="https://pythonkb.com/?p=6582", kind="qa",
      note="the lone 'python' lines are the code blocks' language tags as the page kept them: Python labelled; "
           "the 405 requests are refused ones, but both methods are written as routes in the two examples"),
    R("""# CHANGELOG

## `v3.0.0`

### Npm Package

- Under the hood, the build pipeline has been modernised and now uses Typescript v5.2 internally.
- The javascript fragment output of the npm package `@spearwolf/eventize` has been fixed:
  - there is no _default_ export anymore. instead of the default export, the named export `eventize` should now be used.
- a CHANGELOG was finally introduced 😉

### Migration Guide

- Change all _default_ imports to the explicit named import: `import {eventize} from '@spearwolf/eventize'`""",
      T("npm"), T("TypeScript"), T("JavaScript"), T("eventize"),
      source="https://github.com/spearwolf/eventize/blob/main/CHANGELOG.md", kind="changelog",
      note="eventize is the library whose changelog this is (its own name, labelled once); '@spearwolf/eventize' is "
           "the package specifier of it"),
    R("""# Change Log

All notable changes to this project will be documented in this file.
See [Conventional Commits](https://conventionalcommits.org) for commit guidelines.

# 1.0.0 (2019-11-15)


### Bug Fixes

* use utils barrel import ([ddffa05](https://github.com/BleuShan/bleushan/commit/ddffa05f032cd9155a90aac08ea66d6e18ee6598))


### Code Refactoring

* build everything with rollup ([2dc9f47](https://github.com/BleuShan/bleushan/commit/2dc9f47cdaf0b42afebca52fbca9a83fb0c0f16d))
* **utils:** move streamy utils into its own package ([f4e75ef](https://github.com/BleuShan/bleushan/commit/f4e75efea1b12f68e47a2d250f56f8746cdda95f))


### BREAKING CHANGES

* `lib` folders have been standardized to enable esm/cjs output
* **utils:** * streamy now uses default exports
* pathtern now share is utils""",
      T("Rollup"),
      source="https://github.com/BleuShan/bleushan/blob/master/packages/utils/CHANGELOG.md", kind="changelog",
      note="streamy and pathtern are the monorepo's own packages (not the subject of this changelog): not labelled; "
           "esm/cjs are module formats; Conventional Commits is a convention"),
    # ---------------------------------------------------------------- more docs and tutorials
    R(r"""HTTP Routing

Basic Routing

You will define most of the routes for your application in the app/Http/routes.php file, which is loaded by the App\Providers\RouteServiceProvider class. The most basic Laravel routes simply accept a URI and a Closure:

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

Registering A Route For Multiple Verbs

Sometimes you may need to register a route that responds to multiple HTTP verbs. You may do so using the match method on the Route facade:

Route::match(['get', 'post'], '/', function () {
    return 'Hello World';
});

Or, you may even register a route that responds to all HTTP verbs using the any method:

Route::any('foo', function () {
    return 'Hello World';
});""",
      T("Laravel"), F("app/Http/routes.php"), E("GET /"), E("POST /"),
      source="https://docs.oldtimes.me/laravel/docs/5.1/routing/index.html", kind="docs",
      note="'foo/bar' and 'foo' routes are written without a leading slash: not labelled; POST / from "
           "Route::match(['get', 'post'], '/'); App\\Providers\\RouteServiceProvider is a namespace path"),
    R("""Routing in Express.js: Handling User Requests

In Express.js, routing is a crucial concept that allows you to define how your application handles incoming HTTP requests from users. Routes enable you to specify specific actions when users send requests to specific URLs on your application.

Step 1: Creating a Basic Route

To create a route in Express.js, you use the app.METHOD(PATH, HANDLER) method of the application object (app) to register a route for a specific HTTP method METHOD and a path PATH. The HANDLER is a handler function that will be called when a request hits that route.

For example, to create a route that handles a GET request to /hello, you can use the following code:

app.get('/hello', (req, res) => {
  res.send('Hello, this is the /hello route!');

Step 2: Handling Requests and Responses

In the handler function, you can handle incoming requests from users and respond by using the req (request) and res (response) objects. The req object contains information about the incoming request, such as URL parameters, sent data, the sender's IP address, etc. The res object contains methods to respond to the request, such as res.send(), res.json(), res.render(), etc.

Step 3: Handling Multiple Routes

Express.js allows you to define multiple routes for the same URL with different HTTP methods. For example:

app.get('/hello', (req, res) => {
  res.send('Hello, this is the GET /hello route!');
});'/hello', (req, res) => {
  res.send('Hello, this is the POST /hello route!');

Step 4: Handling Dynamic Parameters

You can also define routes that contain dynamic parameters, defined by a colon (:). For example:

app.get('/users/:id', (req, res) => {
  const userId =;
  res.send(`Hello, this is the GET /users/${userId} route!`);

When a user makes a request to /users/123, the userId variable will have the value "123".""",
      T("Express"), E("GET /hello"), E("POST /hello"), E("GET /users/:id"),
      source="https://igotocode.com/routing-in-expressjs-handling-user-requests", kind="blog",
      note="the page lost the 'app.post' of the second route, but the text still writes 'POST /hello' as that route: "
           "labelled; 'GET /users/${userId}' is a template string of the :id route (only the route labelled); "
           "/users/123 is a request with no method"),
    R("""Home / Your Stack / Docker & Containers
Lesson 4 of 4

Docker & Containers

Concept

A container is a lightweight, isolated box that runs your app with all its dependencies. A Dockerfile is the recipe — what to install, what to copy, how to start. docker-compose.yml orchestrates multiple containers together.
m3shdup/Dockerfile
FROM python:3.12.9-slim          # Start from a Python base image
WORKDIR /app                      # Set the working directory
COPY requirements.txt .            # Copy deps list
RUN pip install -r requirements.txt # Install deps
COPY . .                           # Copy your code
CMD ["python", "run.sh"]         # Start command

What's happening

Each line is a layer. FROM picks the starting image. COPY puts your files in. RUN executes commands during build. CMD is what runs when the container starts. Docker caches unchanged layers — that's why requirements.txt is copied separately (deps don't change often, so that layer is cached).

Quick Check — 3 questions

1. What does docker compose up -d --build do?

2. Why is COPY requirements.txt . before COPY . .?

3. How do you view a running container's recent output?""",
      T("Docker"), T("Docker Compose"), T("Python"), T("pip"), F("m3shdup/Dockerfile"),
      source="https://learn.demobygrit.com/track/the-stack/docker", kind="blog",
      note="Python from 'a Python base image'; Docker Compose from 'docker compose up'; docker-compose.yml, "
           "requirements.txt and run.sh are bare names; /app is an absolute folder"),
    R("""Lesson 30 of 49 intermediate

Docker — Containers Explained

Ship Your App in a Box

Code example

// Dockerfile — the recipe for your app container 📝
FROM node:20-alpine

WORKDIR /app

# Install dependencies first (cached layer!)
COPY package.json pnpm-lock.yaml ./
RUN npm install -g pnpm && pnpm install

# Copy source code
COPY . .

# Build the app
RUN pnpm build

# Expose port for documentation
EXPOSE 3000

# Start the app (always last!)
CMD ["node", "dist/main.js"]

# docker-compose.yml — orchestrate multiple containers 🎼
services:
  app:
    build: .
    ports:
      - "3000:3000"
    depends_on:
      - mongodb
      - redis
    environment:
      - DATABASE_URL=mongodb://mongodb:27017/myapp
      - REDIS_URL=redis://redis:6379

  mongodb:
    image: mongo:7
    ports:
      - "27017:27017"
    volumes:
      - mongo_data:/data/db  # Data persists!

  redis:
    image: redis:7-alpine
    ports:
      - "6379:6379"

volumes:
  mongo_data:

# One command to start EVERYTHING: 🚀
# docker compose up -d""",
      T("Docker"), T("Node.js"), T("npm"), T("pnpm"), T("MongoDB"), T("Redis"), T("Docker Compose"),
      F("dist/main.js"),
      source="https://learn.teamzlab.com/lessons/js-ts-fun-book/30-docker-containers-explained.html", kind="blog",
      note="Node.js from the node:20-alpine image and the 'node' command; MongoDB and Redis as the compose services "
           "(mongodb, redis) they run; Alpine only inside image tags: not labelled; pnpm-lock.yaml, package.json "
           "bare names; /data/db absolute"),
    # ---------------------------------------------------------------- news
    R("""Open Source Daily Briefing

Ubuntu 26.04 LTS launches tomorrow with Rust coreutils and GNOME 50, Git 2.54 ships a new 'git history' command, Meta breaks with open-weight tradition by shipping Muse Spark as proprietary, and more.

Ubuntu 26.04 LTS “Resolute Raccoon” ships tomorrow

The next long-term support release of Ubuntu arrives April 23, and it’s one of the most architecturally significant LTS releases in years. GNOME 50 goes Wayland-only (XWayland stays for legacy apps), Rust-based coreutils replace the traditional GNU versions for core file operations, systemd 259 makes cgroup v2 mandatory, and TPM-backed full disk encryption is available out of the box. The kernel is Linux 7.0, Dracut replaces initramfs-tools as the default initramfs generator, and there’s an optional x86-64-v3 package archive for newer hardware. The codename was chosen by Steve Langasek, a longtime Debian and Ubuntu release manager who passed away in early 2025 — a detail that gives this release an emotional resonance beyond the technical. With support through 2031 (and 2036 via Ubuntu Pro), this is the foundation millions of servers and desktops will run on for the rest of the decade. Landing the same week as the delayed Fedora 44, it’s a big week for Linux distributions.

Git 2.54 ships with a new experimental git history command

Released April 20 with contributions from 137 developers (66 first-timers), Git 2.54 introduces git history, an experimental command that lets you reword commit messages or split commits without a full interactive rebase. It’s a small but meaningful UX improvement for one of the most common Git pain points. Beyond the headline feature, config-based hooks now allow hook definitions in configuration files rather than just the .git/hooks directory — simplifying shared hook management.""",
      T("Ubuntu"), T("Rust"), T("coreutils"), T("GNOME"), T("Git"), T("Wayland"), T("XWayland"), T("systemd"),
      T("Linux"), T("dracut"), T("initramfs-tools"), T("Debian"), T("Fedora"),
      source="https://approachableopensource.com/news/2026-04-22/", kind="news",
      note="Muse Spark is a Meta AI model (not a tool the text asks to remember): not labelled; Ubuntu Pro is a "
           "support plan of Ubuntu; cgroup v2 and TPM are kernel/hardware features; .git/hooks is a folder"),
    R("""Linux and Open Source Developments Latest News and Updates
The Linux and open source ecosystem continues to evolve with significant developments across various fronts. Gaming on Linux is becoming increasingly viable, with recent data indicating that nearly 90% of Windows games can now run on Linux systems, largely due to advancements in WINE and Proton translation layers. This growth is further fueled by interest in hardware like the Steam Deck.
In the realm of professional development, Canonical has launched Canonical Academy, a new certification platform designed to validate Linux and Ubuntu skills through practical, hands-on assessments. The initial offering includes a System Administrator track, with plans for further expansion. Concurrently, new Linux distributions and desktop environments are being released, such as KDE Plasma 6.5, which introduces features like automatic theme switching and enhanced application permissions. Ubuntu 25.10 'Questing Quokka' has also been released, featuring the Linux 6.17 kernel and GNOME 49, while Fedora Linux 43 Beta is available for testing with various system improvements.
Linux adoption is seeing a boost, particularly from users migrating away from Windows 10. Zorin OS 18 reported its 'biggest launch ever,' with a significant portion of downloads coming from Windows users seeking alternatives. This trend is supported by initiatives from organizations like LibreOffice and KDE, which advocate for Linux as a secure and cost-effective solution. Furthermore, the German state of Schleswig-Holstein has successfully migrated its email and groupware systems from Microsoft Outlook to open source solutions like Open-Xchange and Thunderbird, with plans to transition desktop PCs to Linux, highlighting a growing movement towards digital sovereignty in Europe.""",
      T("Linux"), T("Windows"), T("Wine"), T("Proton"), T("Ubuntu"), T("KDE Plasma"), T("GNOME"), T("Fedora"),
      T("Zorin OS"), T("LibreOffice"), T("Outlook"), T("Open-Xchange"), T("Thunderbird"),
      source="https://tengele.com/news/a32e8289-c96d-4291-93c4-d24d2372ae26/linux-and-open-source-developments-latest-news-and-updates",
      kind="news",
      note="the Steam Deck is hardware; Canonical Academy is a certification platform (not software to remember); KDE "
           "as an organisation here (its desktop labelled as KDE Plasma); LibreOffice is named as an organisation "
           "too but is also the office suite -- kept"),
    R(r"""# JupOtter: Cell-Level Bug Detection in Jupyter Notebooks. Supplementary material


### How to run JupOtter:
- 'run_model.ipynb' is used to run JupOtter or tokenize content for training. This is where JupOtter can be tested on notebooks, it contains code for file-level, cell-level, and single notebook evaluation.
- 'train_Otter.ipynb': can be used to train JupOtter, it assumes tokenized content from 'run_model.ipynb'. 


### How to run our Flake8 configurations:
- 'Flake8' directory contains the code used for Flake8 file-level and cell-level evaluation. These are set up for testing, the file-level and cell-level testing files assume tokenized data from 'run_model.ipynb'. This was done to ensure JupOtter and Flake8 were tested on the exact same data.

### Datasets:
- OtterDataset is organized in directories by query used, all queries are included in the OtterDataset folder and were used between December 2024 and January 2025. The final labeled 'OtterDataset.csv' is available in 'dataset\OtterDataset\OtterDataset.csv'. Note that some notebooks retrieved using our queries were filtered out during data processing.
- Our labeled CodeParrot GitHub Jupyter dataset subset is available in 'dataset\CodeParrot_Subset\CodeParrot_dataset.csv', and our labeled Jupyter Errors dataset is in 'dataset\JupyterErrors_dataset\JupyterError_dataset.csv'.
- 'errorExamples_Figure6_Figure8' contains notebook files referenced in figures whos repositories have since been removed from GitHub.
- Also included are the files used to process code which convert directories of notebooks into a labeled dataset of notebooks ready for training and evaluation. These include 'bug_info_proccesing.py', 'code_proccessing.py', and cleanData_csv.py'. These files are used within 'run_model.ipynb', cell 2, to prepare data for tokenization. These files were used to process the directories of files within OtterDataset, first creating an individual CSV datasets for each directory, then combining them all while ensuring duplicates are removed. To create OtterDataset, the function 'create_notebook_train_data()' from the 'clean()' class in 'cleanData_csv.py' was used to create csv files for each directory, then 'moveBuggyCode()' and 'moveCode()' were used from the 'Move_books()' class to combine them and remove duplicates.
- 'dataset\download_data' contains the python used to download our external datasets.""",
      T("Jupyter"), T("Flake8"), T("Python"), T("JupOtter"),
      F(r"dataset\OtterDataset\OtterDataset.csv"), F(r"dataset\CodeParrot_Subset\CodeParrot_dataset.csv"),
      F(r"dataset\JupyterErrors_dataset\JupyterError_dataset.csv"),
      source="https://github.com/jupotter37/JupOtter/blob/main/README.md", kind="docs",
      note="Windows relative paths labelled as written; 'dataset\\download_data' is a folder; the .ipynb and .py names "
           "are bare file names; JupOtter is the README's own tool (labelled once); CodeParrot is a dataset; 'the python "
           "used to download' names the language"),
    R("""TypeScript config and tooling · 5 / 8
lesson 5

Path aliases

@/components is one config away. The catch is your bundler also has to know.

You've seen this in someone else's project: import { Button } from '@/components/Button'. No ../../../. The @/ is doing some kind of magic. It looks like a package, but there's no @ package installed. It's an alias — a shortcut from a short path to a real folder. Setting one up is a five-line change, but the catch is that it breaks if only TypeScript knows about it. The bundler has to know too.

This lesson sets up an alias correctly and walks through what goes wrong when the wiring is partial.

Setting up paths and baseUrl

Two compilerOptions set up an alias: baseUrl and paths.

baseUrl is the folder paths in paths are resolved from. For most projects it is the project root or the src/ folder.

paths is a map from alias patterns to one or more real paths. Each alias entry uses * as a wildcard.

tsconfig.json
{
"compilerOptions": {
  "baseUrl": ".",
  "paths": {
    "@/*": ["src/*"]
  }
}
}

Read it as: "Anything starting with @/, find it under src/." So @/components/Button becomes src/components/Button for the type-checker.

Once that is in place, import { Button } from '@/components/Button' resolves to the right file. The editor types it correctly. Hover and Go-to-Definition work. So far so good — but only inside TypeScript's view of the project.

src/pages/Cart.tsx
import { Button } from '@/components/Button';
import { format } from '@/lib/format';

/* both resolve cleanly to src/components/Button and src/lib/format */""",
      T("TypeScript"), F("src/pages/Cart.tsx"),
      source="https://www.keeplearning.uz/courses/typescript-config-and-tooling/lessons/5-path-aliases", kind="blog",
      note="src/components/Button and src/lib/format are module paths without extension (import targets): not labelled; "
           "tsconfig.json is a bare name; '@/components/Button' is an import specifier"),
    R("""tsconfig aliases

TypeScript’s compilerOptions.paths lets you write import App from "@/App" instead of import App from "../../App". Vite doesn’t read that out of the box — without help, your TS compiles but the dev server reports “module not found”. @mongez/vite reads tsconfig.json and mirrors paths into resolve.alias so the two agree.

Default behaviour

mongezVite(); // linkTsconfigPaths: true, tsconfigAlias: true
tsconfig.json
{
"compilerOptions": {
"baseUrl": ".",
"paths": {
"@/*": ["src/*"],
"components/*": ["src/components/*"],
"lib": ["src/lib/index.ts"]
}
}
}

After the config hook runs, config.resolve.alias is:

[
{ find: "@", replacement: "<cwd>/src" },
{ find: "components", replacement: "<cwd>/src/components" },
{ find: "lib", replacement: "<cwd>/src/lib/index.ts" },
]

Now both tsc and Vite resolve:

import App from "@/App"; // → <cwd>/src/App
import Button from "components/Button"; // → <cwd>/src/components/Button
import { foo } from "lib"; // → <cwd>/src/lib/index.ts

Opting out

Set linkTsconfigPaths: false to skip:

mongezVite({ linkTsconfigPaths: false });

Use this when:

  • You already use vite-tsconfig-paths or another plugin that does the same thing.
  • You want to define resolve.alias by hand in vite.config.ts.
  • Your tsconfig.json paths don’t translate cleanly (the transform is intentionally simple — see “Gotchas”).""",
      T("TypeScript"), T("Vite"), T("@mongez/vite"), T("vite-tsconfig-paths"), F("src/lib/index.ts"),
      source="https://mongez.js.org/vite/tsconfig-aliases", kind="docs",
      note="@mongez/vite is the plugin this page documents (its own name); tsc is TypeScript's compiler (TypeScript "
           "already labelled); '<cwd>/src/lib/index.ts' is the same file behind a placeholder; vite.config.ts and "
           "tsconfig.json are bare names"),
    R("""- ✅ Receives a request of type POST on route /api/login
- ✅ Validates required email and password data
- ✅ Validates that the email field is a valid email
- ✅ Searches the user with the email and password provided
- ✅ Generates an access token from the user ID
- ✅ Updates user data with the generated access token
- ✅ Returns 200 with the access token and user name
- ✅ Returns error 404 if the API does not exist
- ✅ Returns error 400 if email or password is not supplied by the client
- ✅ Returns error 400 if the email field is an invalid email address
- ✅ Returns error 401 if it does not find a user with the given data
- ✅ Returns error 500 if an error occurs when trying to generate the access token
- ✅ Returns error 500 if an error occurs when trying to update the user with the generated access token""",
      E("POST /api/login"),
      source="https://github.com/giovanivrech/clean-node-api/blob/master/requirements/login.md", kind="docs",
      note="a requirements list: the route is given with its method in words ('POST on route /api/login'); no "
           "technology named"),
    R("""_____________________
Login:-
    URL:- /login

    Method:- POST

    Data Type:- Form Data

    Data content:- {
            user_name: "<user name>",
            password: "<password>"
        }

    Response:-
        200 OK:-
            Data:- No
            Note:- Assume login completed.

        400 Bad Request:-
            Content Type:- text/plain
            Note:- user_name or password not given a Form Data.
            Data:- What is missing will be mentioned.

        403 Forbidden:-
            Content Type:- text/plain
            Note:- user_name or password is wrong, can display the response data to user.
            Data:- What is wrong will be mentioned

    Example:-
        formData = new FormData();
        formData.append('name', 'John');
        formData.append('password', 'John123');
        fetch(
            "/login",
            {
                body: formData,
                method: "post"
            }
        );

        This will give a response status 200 with no data if login is done.
        This will return a 403 if the user gave wrong name or password.
_____________________""",
      E("POST /login"),
      source="https://git.kosh-web.cfd/kosh/unnamed-password-manager/raw/commit/9aa23ff6201c380c9ef992ba4bc63d889e0b4fb8/backend/api-docs.txt",
      kind="docs",
      note="URL and Method given on separate lines and again in the fetch call (method 'post'); FormData and fetch are "
           "browser APIs, not labelled; text/plain is a media type"),
    R("""Question
Answer and Explanation
Axios detects a 500 error response because the server it's communicating with has encountered an unexpected issue that prevents it from fulfilling the request. A 500 error, also known as "Internal Server Error," is a generic error response indicating a problem on the server-side, rather than with the client's request itself. Here's a breakdown of why Axios, or any HTTP client, would report this error:
1. Server-Side Issues:
The most common reason is a problem within the server's codebase or infrastructure. This could be due to:
- Code Errors: Uncaught exceptions or errors in the server-side code (e.g., PHP, Python, Node.js, Java) can trigger a 500 error.
- Database Issues: Problems with the database connection, queries, or data integrity can lead to server errors.
- Resource Exhaustion: The server might be running out of memory, CPU, or disk space.
- Configuration Errors: Incorrect server configurations or settings can cause failures.
- Third-Party Service Failures: If the server depends on external services (e.g., APIs, payment gateways), a failure in those services can propagate to a 500 error.
2. How Axios Detects the Error:
Axios, being an HTTP client, examines the HTTP status code returned by the server. If the status code is in the 500-599 range, Axios will typically reject the promise (if using promises) or return an error object in the callback function (if using callbacks). This allows the client-side code to handle the error gracefully.
3. Example Scenario:
Suppose your JavaScript code using Axios makes a request to an API endpoint:
axios.get('/api/data')
.then(response => {
console.log(response.data);
})
.catch(error => {
if (error.response && error.response.status === 500) {
console.error('Internal Server Error');
} else {
console.error('An unexpected error occurred:', error);
}
});
If the server encounters an internal error while processing the /api/data
request, it will return a 500 status code. Axios will then trigger t""",
      T("Axios"), T("PHP"), T("Python"), T("Node.js"), T("Java"), T("JavaScript"), E("GET /api/data"),
      source="https://mycleverai.com/it-questions/why-does-axios-detect-a-500-error-response", kind="qa",
      note="GET /api/data from the axios.get call (a 500 is an answer of the app's own route, so still labelled); "
           "the languages are listed as examples of server-side code -- kept, as the text names them"),
    R("""# @razorsim/vue-starter

## 2.0.0

### Major Changes

- [#119](https://github.com/RazorSiM/vue-starter/pull/119) [`56510b5`](https://github.com/RazorSiM/vue-starter/commit/56510b54053eaf72270ff711051c441ad32eac7b) Thanks [@RazorSiM](https://github.com/RazorSiM)! - Update dependencies and configurations:
  - now using eslint flat configs;
  - removed prettier, styles are enforced by eslint (thanks to [@antfu/eslint-config](https://github.com/anftu/eslint-config));
  - update `.nvmrc` to use NodeJS v20.10.0;
  - update `tsconfig.json` to reflect latest Vue starter changes;
  - added `changesets` to manage changelogs and releases;
  - updated `lefthook.yml` configuration;
  - changed package name to `@razorsim/vue-starter`;

### Patch Changes

- [#121](https://github.com/RazorSiM/vue-starter/pull/121) [`c50e27b`](https://github.com/RazorSiM/vue-starter/commit/c50e27b786e03f0675a5547e448af06af7a713b2) Thanks [@RazorSiM](https://github.com/RazorSiM)! - Fix setu-node to use .nvmrc file

- [#120](https://github.com/RazorSiM/vue-starter/pull/120) [`2c2fcd5`](https://github.com/RazorSiM/vue-starter/commit/2c2fcd5fe4901e0cba52b583636a0305672d01fd) Thanks [@RazorSiM](https://github.com/RazorSiM)! - Fix github action for changeset

- [#122](https://github.com/RazorSiM/vue-starter/pull/122) [`40b43ad`](https://github.com/RazorSiM/vue-starter/commit/40b43ad362112a7527f3cf80b96fe897edaf065e) Thanks [@RazorSiM](https://github.com/RazorSiM)! - Enable pnpm in workflow""",
      T("@razorsim/vue-starter"), T("ESLint"), T("Prettier"), T("@antfu/eslint-config"), T("Node.js"), T("Vue"),
      T("Changesets"), T("GitHub Actions"), T("pnpm"),
      source="https://github.com/RazorSiM/vue-starter/blob/main/CHANGELOG.md", kind="changelog",
      note="the starter's own package name labelled once (the subject); Lefthook appears only as its lefthook.yml "
           "(a bare config file name, as stylelint's in the next changelog): not labelled; 'github action' taken as GitHub Actions; 'setu-node' (the setup-node action, "
           "misspelt) not labelled; .nvmrc and tsconfig.json are bare names"),
    R("""## 3.0.1(2024-03.28)

## Upgrade instructions

### ✨ Refactor

- **Others**
  - `package.json`add`"type": "module"`
  - `package.json` Remove `eslint` related plugins
  - Updated the `.eslintrc.js` file to `eslint.config.js` and introduce the `@antfu/eslint-config` plugin
  - Updated `.eslintrc.js` file to `esm` syntax
  - Updated `stylelint.config.js` file to `esm` syntax
  - Updated `prettier.config.js` file to `esm` syntax
  - Updated `commitlint.config.js` file to `esm` syntax
  - `.stylelintrc.cjs` Rule modification
- **Vite Plugins**
  - Refactoring the `viteMock` plugin and updating it to the latest version of `vite-plugin-mock`' to adapt to the ESM syntax
  - Add `appConfiguration` to replace the previous `postBuild` script
  - Change `viteBuildInfo` to `viteNotice`, and after packaging, the prompt language will be changed to the `closeBundle` function in `viteNotice`

### ✨ Features

- Add `CHANGELOG` Markdown
- Add `CHANGELOG.en_US` Markdown
- Add `CHANGELOG.zh_CN` Markdown""",
      T("ESLint"), T("@antfu/eslint-config"), T("Vite"), T("vite-plugin-mock"),
      source="https://github.com/gx12358/vue3-antd-admin/blob/main/CHANGELOG.en_US.md", kind="changelog",
      note="stylelint, Prettier and commitlint appear only through their config file names (stylelint.config.js, "
           "prettier.config.js, commitlint.config.js): bare file names, not labelled; viteMock, viteBuildInfo and "
           "viteNotice are the project's own plugin functions; ESM is a module format; Markdown not labelled"),
    R("""Fix Flask 502 Bad Gateway (Step-by-Step Guide)

If you're seeing a 502 Bad Gateway error on a Flask app, the problem is usually between Nginx and Gunicorn, not Flask routing itself. This guide shows you how to identify the failing layer, restore the upstream connection, and verify the app is serving traffic again.

Quick Fix / Quick Setup

Run this first:

bash
sudo systemctl status gunicorn
sudo journalctl -u gunicorn -n 100 --no-pager
sudo nginx -t
sudo systemctl restart gunicorn
sudo systemctl reload nginx
curl --unix-socket /run/gunicorn.sock http://localhost/ || curl http://127.0.0.1:8000/
curl -I http://127.0.0.1

Use this sequence when Nginx is up but Flask returns 502. Confirm Gunicorn is running, verify the upstream socket or port matches the Nginx config, then restart both services and test the upstream directly.

What’s Happening

A 502 from Nginx means Nginx could not get a valid response from the Flask upstream. The upstream is usually Gunicorn over a Unix socket like /run/gunicorn.sock or a TCP port like 127.0.0.1:8000. Typical failures are Gunicorn not running, wrong socket or port in Nginx, permission issues on the socket, or the app crashing during startup.

Step-by-Step Guide

  1. Confirm the failure path
    Run:
    bash
    curl -I http://your-domain
    

    Verify the response is:
    text
    HTTP/1.1 502 Bad Gateway
    
  2. Check Gunicorn service state
    Run:
    bash
    sudo systemctl status gunicorn
    

    Look for:
    • active (running) → Gunicorn is up
    • failed or inactive → upstream is down
  3. Read Gunicorn logs
    Run:
    bash
    sudo journalctl -u gunicorn -n 100 --no-pager
    

    Look for:
    • Python tracebacks
    • import errors
    • missing environment variables
    • bind failures
    • bad module paths""",
      T("Flask"), T("Nginx"), T("Gunicorn"), T("systemd"), T("Python"),
      source="https://flask-deployment.com/fix-issues/fix-flask-502-bad-gateway-step-by-step-guide", kind="blog",
      note="systemd from the systemctl/journalctl commands (its tools) -- borderline, kept as the service manager "
           "the fix relies on; the lone 'bash' lines are shell code-block tags (not labelled); curl as a command; "
           "/run/gunicorn.sock is absolute; 'Unix socket' is an OS feature"),
    R("""Keywords: Git | gitignore | version control
Abstract: This article provides a comprehensive examination of common reasons why Git ignore rules fail, with particular focus on the impact of tracked files on .gitignore functionality. Through detailed scenario analysis and code examples, it systematically introduces the correct usage of git rm --cached for removing tracked files, while comparing alternative approaches like git update-index, offering developers complete solutions for Git file ignoring issues.
Core Principles of Git Ignore Mechanism
Git's ignore functionality is implemented through the .gitignore file, which contains patterns specifying files or directories that should not be version controlled. However, when developers discover that configured ignore rules are not working, it typically indicates deeper issues that require resolution.
Common Causes of Ignore Rule Failures
In Git workflow, ignore rules primarily affect untracked files. If a file has already been added to version control—meaning it's in a tracked state—Git will continue tracking changes to that file even if corresponding patterns are later added to .gitignore. This design ensures version control consistency and prevents accidental loss of important file history.
The output of git status command can accurately determine file status:
$ git status
On branch main
Changes not staged for commit:
(use "git add <file>..." to update what will be committed)
(use "git restore <file>..." to discard changes in working directory)
modified: sites/default/settings.php
Untracked files:
(use "git add <file>..." to include in what will be committed)
.gitignore
other-file.txt
In the above output, sites/default/settings.php appears in the "Changes not staged for commit" section, indicating the file is already tracked by Git. At this point, even if sites/default/settings.php pattern is added to .gitignore, Git will continue monitoring changes to this file.""",
      T("Git"), F("sites/default/settings.php"),
      source="http://www.kouhan.cn/en/article/00023000", kind="qa",
      note="sites/default/settings.php is a Drupal settings file, but Drupal (and PHP) are not named: not labelled; "
           ".gitignore and other-file.txt are bare names"),
    R("""Python 3.13 has been released with a slight delay in Home Stretch. The new interactive shell aims to improve comfort during development. Additionally, the global interpreter lock can now be disabled to allow multi-threaded applications to run more efficiently. Finally, the new version brings an experimental Just-in-Time compiler (JIT).
Release was originally scheduled for October 1, but performance issues with some workloads required finalization and one additional release candidate,
more flexible interactive shell
By default, Python 3.13 relies on a new interactive shell that emerged from the PyPy project and offers significantly more features than the previous one.
The new REPL (Read Eval Print Loop) allows to directly edit code blocks from multiple lines instead of navigating through the command history line by line. It is now more convenient to insert code blocks: F3 Activates “Paste Mode”, which pastes the entire content instead of viewing the content as finished, as was previously the case with empty lines.""",
      T("Python"), T("PyPy"),
      source="https://trendzilla.xyz/python-3-13-better-interactive-shells-and-finally-multithreading-without-gil/?amp=1",
      kind="news",
      note="the REPL, the GIL and the JIT are parts of Python, not separate tools"),
]
