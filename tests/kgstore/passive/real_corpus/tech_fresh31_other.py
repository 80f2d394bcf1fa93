"""A thirty-first fresh held-out set ("fresh-31"), the other texts (no GitHub issues): changelogs and release notes
of create-react-ts-vite, node-healthz (Express middleware), express-request-correlator, django-extensions,
django-asgi-lifespan and mindvocab (a Vietnamese changelog of a TypeScript/Vite migration); documentation pages and
READMEs -- Laravel 7's routing page, a Flask project layout, Next.js API route errors, a Spring HTTP-methods page, a
products API's endpoint page, a MERN backend tour (files with line ranges) and a mintlify API reference; posts and
tutorials on Express routing, Spring Boot URL mapping and Spring's @GetMapping, Axios 401s in React, a Rails newcomer
and routes.rb, a 502 Bad Gateway playbook (Nginx, Gunicorn, systemd, Docker), PostgreSQL 16 and 17 on AWS, Django URL
mappings and Go's net/http handlers; news of PostgreSQL 17, Python 3.14 (two) and GitHub Copilot; questions and
answers on a Python src layout, a Vue child component, a Next.js PUT answered 405 and 405s on Vercel.

Taken from stored public copies of the pages and files at the addresses given, kept as written (trimmed) and labelled
by hand without running the extractor, by the rules of the earlier sets (``--split fresh-31``).
"""

from real_corpus import E, F, R, T  # noqa: F401

SURFACES = {
    "Amazon Aurora": ("Aurora",),
    "Flow": ("FlowType",),
    "Oracle Database": ("Oracle",),
}

CASES = [
    # ---------------------------------------------------------------- changelogs
    R("""# Changelog

All notable changes to this project will be documented in this file.

The format is based on [Keep a Changelog](https://keepachangelog.com/en/1.0.0/),
and this project adheres to [Semantic Versioning](https://semver.org/spec/v2.0.0.html).

## [1.0.3] - 2025-09-16

### Fixed
- **Critical bug fix**: Corrected vite.config.ts template to use ES modules instead of CommonJS
  - Changed `import path from 'path'` to `import { fileURLToPath, URL } from 'node:url'`
  - Updated path resolution from `path.resolve(__dirname, './src')` to `fileURLToPath(new URL('./src', import.meta.url))`
- **Added dependency**: Added `@types/node` to development dependencies for proper TypeScript support

### Technical
- Template generator now produces ES modules compliant vite.config.ts
- Improved TypeScript configuration with proper Node.js types
- Enhanced template compatibility with modern ES modules standards

---

## [1.0.2] - 2025-09-16

### Changed
- Version increment to 1.0.2
- Updated package-lock.json and pnpm-lock.yaml
- Package.json repository URL normalization
- Added pnpm-release-manager configuration

### Technical
- Switched from npm to pnpm package management
- Added automated release management workflow
- Improved package.json metadata consistency""",
      T("TypeScript"), T("Node.js"), T("npm"), T("pnpm"),
      source="https://github.com/JhonMA82/create-react-ts-vite/blob/HEAD/CHANGELOG.md", kind="changelog",
      note="vite.config.ts, package-lock.json and pnpm-lock.yaml are bare file names (not labelled); Vite is named only in "
           "the file name vite.config.ts: not labelled; ES modules and CommonJS are module formats; './src' is a folder"),
    R("""# Changelog

## [Unreleased]

### Added
- Node.js 22 support

## [2.0.3] 2025-03-13

### Changed
- Refactor HTML serialization
- Upgrade dev dependencies

## [2.0.2] 2024-10-15

### Added

- Latency status
- Latency to the HTML view
- Logo to readme

### Changed

- Upgraded dev dep express to 4.21.1

## [2.0.1] 2024-05-31

### Added

- Reg. exp. support for custom Express.js path

## [2.0.0] 2024-05-21

### Added
- Custom path for Express.js

### Removed
- Drop Node.js 16 support

## [2.0.0-rc.3] 2024-05-05

### Added
- Express.js middleware

## [2.0.0-rc.2] 2024-05-04

### Added
- Changelog
- Tests
- ExpressJS demo
- Basic healthz functionality
- HTML and JSON preview
- Build & minification with esbuild
- GitHub actions""",
      T("Node.js"), T("Express"), T("esbuild"), T("GitHub Actions"),
      source="https://github.com/AckeeCZ/node-healthz/blob/HEAD/CHANGELOG.md", kind="changelog",
      note="HTML and JSON are formats (not labelled); 'GitHub actions' is the CI service"),
    R("""# @commercetools/express-request-correlator

## 2.0.0

### Major Changes

- [#42](https://github.com/commercetools/express-request-correlator/pull/42) [`d0ca6ff`](https://github.com/commercetools/express-request-correlator/commit/d0ca6ff1f2d897264c07f32ef9d9d6675e4f56df) Thanks [@emmenko](https://github.com/emmenko)! - This release contains the following breaking changes:

  - Provide TypeScript type declarations.
  - Remove FlowType type declarations.
  - Support Node engine versions: `12`, `14`, `16`.
  - Expose `test-utils` as a separate entry point: `@commercetools/express-request-correlator/test-utils`.
  - There is now a `peerDependency` for the `express` package.

### Patch Changes

- [#15](https://github.com/commercetools/express-request-correlator/pull/15) [`ae2588c`](https://github.com/commercetools/express-request-correlator/commit/ae2588c4508e8eeb6947e183561f56fe7e620344) Thanks [@renovate](https://github.com/apps/renovate)! - chore(deps): update all dependencies""",
      T("TypeScript"), T("Flow"), T("Node.js"), T("Express"),
      source="https://github.com/commercetools/express-request-correlator/blob/HEAD/CHANGELOG.md", kind="changelog",
      note="FlowType is Flow, the type checker; 'Node engine versions' is the Node.js runtime; the package itself "
           "(@commercetools/express-request-correlator, a package path) not labelled; renovate only as a bot account in a URL"),
    R("""Changelog
=========


1.9.8
-----

Changes:
  - Improvement: validate_templates, allow relative paths
  - Improvement: validate_templates, automatically include app templates

1.9.7
-----

This release add checking types with MyPy to the test suite. At this point
only a few lines of code are explicitly typed.

Changes:
  - Improvement: shell_plus, Collision resolver implemented.
  - Improvement: shell_plus, Skipping all models importing feature added.
  - Improvement: runscript, Script execution directory policy feature added.
  - django-extensions now requires the [typing](https://pypi.python.org/pypi/typing) package.

1.9.6
-----

Fix boo-boo with release version in django_extensions/__init__.py


1.9.4
-----

Changes:
 - Fix missing test case


1.9.3
-----

Changes:
 - Tests: shell_plus, simple test for get_imported_objects


1.9.2
-----

Changes:
 - Fix: mail_debug, regression in mail_debug for older Pythons
 - Fix: shell_plus, SyntaxError on exec(), python compatibility
 - Fix: ForeignKeyAutocompleteAdminMixin, use text/plain


1.9.1
-----

Changes:
 - Fix: graph_models, fix json option
 - Fix: runserver_plus, avoid duplicate messages logged to console
 - Fix: mail_debug, python3 fix
 - Improvement: sqldiff, basic support for array types in postgresql
 - Improvement: runscript, handle import errors better
 - Docs: updated documentation for model extensions""",
      T("django-extensions"), T("mypy"), T("Python"), T("PostgreSQL"), F("django_extensions/__init__.py"),
      source="https://github.com/django-extensions/django-extensions/blob/HEAD/CHANGELOG.md", kind="changelog",
      note="the library's own name labelled once (it is the subject); the typing backport package (named in a link) not "
           "labelled; shell_plus, runscript, sqldiff etc. are its own management commands"),
    # ---------------------------------------------------------------- docs and READMEs
    R("""Routing
Basic Routing
The most basic Laravel routes accept a URI and a Closure
, providing a very simple and expressive method of defining routes:
Route::get('foo', function () {
return 'Hello World';
});
The Default Route Files
All Laravel routes are defined in your route files, which are located in the routes
directory. These files are automatically loaded by the framework. The routes/web.php
file defines routes that are for your web interface. These routes are assigned the web
middleware group, which provides features like session state and CSRF protection. The routes in routes/api.php
are stateless and are assigned the api
middleware group.
For most applications, you will begin by defining routes in your routes/web.php
file. The routes defined in routes/web.php
may be accessed by entering the defined route's URL in your browser. For example, you may access the following route by navigating to http://your-app.test/user
in your browser:
Route::get('/user', 'UserController@index');
Routes defined in the routes/api.php
file are nested within a route group by the RouteServiceProvider
. Within this group, the /api
URI prefix is automatically applied so you do not need to manually apply it to every route in the file. You may modify the prefix and other route group options by modifying your RouteServiceProvider
class.""",
      T("Laravel"), F("routes/web.php"), F("routes/api.php"), E("GET /user"),
      source="https://docs.golaravel.com/docs/7.x/routing", kind="docs",
      note="Route::get('foo') has no leading slash: not an endpoint; the /api prefix is a prefix, not a route"),
    R("""Routing is the core of any web application. Itβs the mechanism that determines how your application responds to a clientβs request for a specific URL path and HTTP method. In Express, you define routes to map these incoming requests to specific handler functions.
Anatomy of a Route
The basic structure of a route definition in Express is simple and descriptive:
app.METHOD(PATH, HANDLER)
- app: The instance of your Express application.
- METHOD: A lowercase HTTP method (like- get,- post,- put, or- delete) that the route will respond to.
- PATH: The URL path on the server that will trigger this route.
- HANDLER: The function to be executed when the route is matched. This function receives the- reqand- resobjects.
Handling Common HTTP Methods
Express provides a distinct method for each of the primary HTTP verbs. These methods are often used to correspond with CRUD (Create, Read, Update, Delete) operations in a REST API.
- app.get()(Read): Used to retrieve data. This is the most common method, used for fetching pages or API data.
- app.post()(Create): Used to submit new data to the server, like creating a new user or posting a new blog entry.
- app.put()(Update/Replace): Used to update an existing resource completely.
- app.delete()(Delete): Used to delete a specified resource.
Code Example: A Simple CRUD API
const express = require("express");
const app = express();
app.use(express.json()); // Middleware to parse JSON bodies
 
let items = [
  { id: 1, name: "Laptop" },
  { id: 2, name: "Keyboard" },
];
 
// READ: Get all items
app.get("/items", (req, res) => {
  res.json(items);
});
 
// CREATE: Add a new item
app.post("/items", (req, res) => {
  const newItem = { id: items.length + 1, name: req.body.name };
  items.push(newItem);
  res.status(201).json(newItem); // 201 Created
});
 
// UPDATE: Update an existing item
app.put("/items/:id", (req, res) => {
  const itemId = parseInt(req.params.id);""",
      T("Express"), T("REST"), E("GET /items"), E("POST /items"), E("PUT /items/:id"),
      source="https://notes.ravindrayadav.me/expressjs/routing", kind="blog",
      note="the page's heading with a garbled emoji and the emoji before 'Code Example' dropped; mis-decoded apostrophes "
           "('Itβs') kept as stored; 'REST API' labelled REST"),
    R("""Complete Lesson: URL Mapping, GET and POST Parameters, JSON Input and JSON Output in Spring Boot

This lesson explains how Spring Boot maps URLs to controller methods, how GET and POST requests work, how to read query parameters, path variables, form values, JSON input, and how to return JSON responses cleanly from your APIs.

URL Mapping GET POST Path Variables Request Params JSON Input JSON Output

1. What URL mapping means

URL mapping means deciding which Java method should run for a particular request URL.

Example request:

GET /about

Matching controller method:

@GetMapping("/about")
public String about() {
    return "about";
}
When the browser requests /about, Spring Boot calls the about() method.

2. Parts of a web request

A request usually contains these pieces:

  • HTTP method: GET, POST, PUT, DELETE
  • URL path: /hello, /users/10
  • query parameters: ?name=Champak&city=Lucknow
  • headers
  • body: form data or JSON
Spring looks at these parts and decides which controller method should handle the request.

3. Main mapping annotations

The most common annotations are:

@RequestMapping(...)
@GetMapping(...)
@PostMapping(...)
@PutMapping(...)
@DeleteMapping(...)
@PatchMapping(...)

General style with @RequestMapping

@RequestMapping(value = "/hello", method = RequestMethod.GET)
public String hello() {
    return "Hello";
}

Shorter style with @GetMapping

@GetMapping("/hello")
public String hello() {
    return "Hello";
}

POST example

@PostMapping("/submit")
public String submit() {
    return "Submitted";
}
For most projects, use @GetMapping, @PostMapping, @PutMapping, and @DeleteMapping directly.""",
      T("Spring Boot"), T("Java"), E("GET /about"), E("GET /hello"), E("POST /submit"),
      source="https://www.learnwithchampak.live/2026/03/spring-connection-with-mysql.html", kind="blog",
      note="'Spring looks at these parts' is Spring Boot again (not labelled twice); /users/10 is an example URL path "
           "with no method; JSON is a format; MySQL is only in the address; trimmed before the class-level mapping section"),
    R("""HTTP methods define the action a client wants to perform on a resource. In Spring, we map them to controller methods using annotations like @GetMapping, @PostMapping, etc., or with @RequestMapping(method=...).

@GetMapping or @RequestMapping(method = RequestMethod.GET)Example:
@GetMapping("/users/{id}")
public UsergetUser(@PathVariable Long id) {
return userService.findById(id);
}
URL: /users/10 → Returns user with ID 10
@PostMappingExample:
@PostMapping("/users")
public UsercreateUser(@RequestBody User user) {
return userService.save(user);
}
URL: /users → Creates a new user
@PutMappingExample:
@PutMapping("/users/{id}")
public UserupdateUser(@PathVariable Long id,@RequestBody User user) {
return userService.update(id, user);
}
URL: /users/10 → Updates user with ID 10
@PatchMappingExample:
@PatchMapping("/users/{id}/email")
public UserupdateEmail(@PathVariable Long id,@RequestParam String email) {
return userService.updateEmail(id, email);
}
URL: /users/10/[email protected] → Updates only email
@DeleteMappingExample:
@DeleteMapping("/users/{id}")
publicvoiddeleteUser(@PathVariable Long id) {
userService.delete(id);
}
URL: /users/10 → Deletes user with ID 10
@RequestMapping(method = RequestMethod.OPTIONS)Example:
@RequestMapping(value = "/users", method = RequestMethod.OPTIONS)
public ResponseEntity<?> options() {
return ResponseEntity.ok().allow(HttpMethod.GET, HttpMethod.POST).build();
}
@RequestMapping(method = RequestMethod.HEAD)Example:
@RequestMapping(value = "/users/{id}", method = RequestMethod.HEAD)
public ResponseEntity<Void>head(@PathVariable Long id) {
return ResponseEntity.ok().build();
}""",
      T("Spring"), E("GET /users/{id}"), E("POST /users"), E("PUT /users/{id}"), E("PATCH /users/{id}/email"),
      E("DELETE /users/{id}"), E("OPTIONS /users"), E("HEAD /users/{id}"),
      source="https://learncodewithdurgesh.com/tutorials/spring-boot-tutorials/http-methods-in-spring-boot", kind="docs",
      note="'In Spring' labelled Spring (the page is a Spring Boot tutorial, but Spring Boot is named only in the address); "
           "the 'URL: /users/10' lines are calls of routes the text writes: only the routes labelled; the e-mail in the "
           "PATCH example was obfuscated by the stored copy ('[email protected]'), kept as stored"),
    # ---------------------------------------------------------------- news
    R("""PostgreSQL 17 Released: The Database That's Not Just Playing Anymore!
The annual PostgreSQL major release is here! What surprises does PostgreSQL 17 have in store for us?
In this release announcement, the PostgreSQL global community has finally dropped the act — sorry, we’re not playing anymore — “PostgreSQL is now the world’s most advanced open-source database, becoming the preferred choice for organizations of all sizes”. While not explicitly naming names, the official announcement comes incredibly close to shouting “we’re taking down the top commercial databases” (Oracle).
In my article “PostgreSQL is Eating the Database World” published earlier this year, I argued that scalability is PostgreSQL’s unique core advantage. I’m thrilled to see this become the focus and consensus of the PostgreSQL community in just six months, as demonstrated at PGCon.Dev 2024 and this PostgreSQL 17 release.
Regarding new features, I’ve already covered them in my article “PostgreSQL 17 Beta1 Released! The Performance Tube is Bursting!”, so I won’t repeat them here. This major version brings many new features, but what impressed me most is that PG managed to double its write throughput on top of its already impressive performance — unpretentiously powerful.""",
      T("PostgreSQL"), T("Oracle Database"),
      source="https://pigsty.io/blog/pg/pg-17", kind="news",
      note="'(Oracle)' names the commercial database: labelled Oracle Database; PGCon.Dev is a conference; 'PG' is "
           "PostgreSQL again"),
    R("""A well-structured Flask application typically has a clear and organized folder structure to make it easier to develop, debug, and scale. Below is a recommended folder structure for a Flask project:

```
project_name/
├── app/
│   ├── __init__.py        # Initializes the Flask app and extensions
│   ├── routes.py          # Defines the routes for the application
│   ├── models.py          # Defines the database models (optional)
│   ├── forms.py           # Defines WTForms for input validation (optional)
│   ├── templates/         # Contains HTML templates
│   │   ├── base.html
│   │   ├── index.html
│   │   └── ...
│   ├── static/            # Contains static files (CSS, JavaScript, images)
│   │   ├── css/
│   │   │   └── styles.css
│   │   ├── js/
│   │   │   └── script.js
│   │   └── images/
│   │       └── logo.png
│   └── blueprints/        # Contains optional blueprints for modular apps
│       ├── auth/          # Example of an auth blueprint
│       │   ├── __init__.py
│       │   ├── routes.py
│       │   └── forms.py
│       └── ...
├── migrations/            # Database migrations (if using Flask-Migrate)
│   └── ...
├── tests/                 # Contains unit tests
│   ├── test_routes.py
│   ├── test_models.py
│   └── ...
├── config.py              # Configuration settings for the app
├── requirements.txt       # List of dependencies
├── run.py                 # Entry point to start the Flask app
└── README.md              # Project documentation
```

### Explanation of Key Files and Folders
1. **`app/__init__.py`**:
   - Initializes the Flask application, configures extensions, and sets up the app factory pattern if needed.
   - Example:
     ```python
     from flask import Flask""",
      T("Flask"), T("WTForms"), T("Flask-Migrate"), T("Python"), F("app/__init__.py"),
      source="https://github.com/anajikadam/App_Flask_MachineLearning", kind="docs",
      note="the tree's entries are bare names under folders drawn as a tree (not written as paths): only app/__init__.py "
           "is written as a path; CSS, JavaScript and HTML named only as kinds of static files and templates: not labelled"),
    R("""API Route Errors
Server-side vs Client-sde API Fetch Route
When making a fetch request to a /api route in server-side component, the target URL has to be prepended with full origin address http://localhost:3000/.
- Server-side component does not know the current base URL from where the fetch request is being made from.
- Unlike client-side component which knows the base URL of the current webpage.
# client side fetch URL address /api/domain_name/resource # server-side fetch URL address http://localhost:3000/api/domain_name/resource
API Routes Response Size Limited to 4MB
API Route is limited to send a response that is less than 4MB.
API Routes in NextJS are designed to deliver quick responses and are not built to support the transmission of large amounts of data.
If you must send API response greatker than the limit, you have to increase the limit via the responseLimit config.
405 Method Not Allowed
This is caused by export function in /api route being either one of two things:
- there is a
default exportinstead of individual export for HTTP methods likeexport async function POST() - you've named the exported function something other than the HTTP methods like
GET,POST,PUT,DELETE, andOption
CORS Error to /api endpoint
This is caused by missing CORS config on /api/route.ts""",
      T("Next.js"),
      source="https://a20k.com/nextjs/errors/api-route-errors", kind="docs",
      note="'NextJS' is Next.js; /api/route.ts has a leading slash (an absolute-looking path): not labelled; "
           "/api/domain_name/resource is a placeholder address with no method: no endpoint"),
    # ---------------------------------------------------------------- blog posts and tutorials
    R("""Unraveling the 401 Unauthorized Error in Axios POST Requests with React
Encountering a 401 Unauthorized error while using Axios to send POST requests in your React application can be frustrating. This error usually indicates that your server is refusing access due to insufficient or invalid authentication credentials. In this article, we'll explore the common causes of this issue, how to troubleshoot and resolve it, and offer practical strategies to prevent it from happening in the future.
Let's begin by looking at a typical scenario:
import axios from 'axios';
const submitForm = async (formData) => {
try {
const response = await axios.post('/api/users', formData);
console.log(response.data);
} catch (error) {
console.error(error.response.status, error.response.data);
}
};
In this example, the submitForm
function uses Axios to send a POST request to the /api/users
endpoint with the form data. However, if the request returns a 401 error, the catch
block will log the error status and data.
Causes of the 401 Error
Several factors can contribute to a 401 error:
- Missing or Invalid Credentials: The most common reason is missing or incorrect authentication credentials. Ensure that your request includes a valid token, username/password combination, or other required authentication information.
- Incorrect Authorization Header: The
Authorization
header must be correctly formatted and include the appropriate authentication scheme (e.g.,Bearer
,Basic
). - Expired Token: If your application uses authentication tokens, they may have expired. Ensure that your token is still valid and refresh it if needed.""",
      T("Axios"), T("React"), E("POST /api/users"),
      source="https://laganvalleydup.co.uk/post/401-error-in-axios-post-method-in-react-project", kind="blog",
      note="the client call axios.post('/api/users') gives the method; a 401 is still an answer of the app's route"),
    R("""Hi. I'm Jon. I'm the newest Rails dev at PatientsLikeMe. I've done plenty of web development before, but this is my first time working with Rails. In this post I'm going to talk about my first attempt to do something non-trivial with routes.

The task sounded straightforward. We had a set of pages that were already developed and deployed. But we wanted to also show them on a separate tab elsewhere, with a different set of URLs. So most of the work would be taking place in routes, with the controllers recycling a handful of views that already existed. Here's how it went.


So routes.rb is where I map a url to a controller's action? This is gonna be cake.


Where did my URL helper methods go? I need those.


Okay, I'll trade you a resources for a collection? Can I have my helper method back now? I'll bring you cookies...

Anger again

Why can't you find my controller anymore!? It was right there a minute ago!

The bargaining/anger loop continued for several days...


Maybe I'm not cut out for this.


Hey, Amy, Andy, Michael, and Nat. Can I have some help with routes? Please? I'll bring you cookies...

Self deprecation aside, I did eventually get through the routes.rb file. Once it was set up correctly, as opposed to almost correctly, I found my controller working the way I wanted it to, with fewer hoops to jump through.""",
      T("Rails"),
      source="http://tech.patientslikeme.com/2014/07/21/newbie-routes.html", kind="blog",
      note="routes.rb is a bare file name; PatientsLikeMe is the company"),
    R("""Quick Fix / Quick Setup

bash
# 1) Check Nginx config and upstream target
sudo nginx -t
sudo grep -R "proxy_pass\\|upstream\\|uwsgi_pass\\|fastcgi_pass" /etc/nginx/sites-enabled /etc/nginx/conf.d

# 2) Confirm app process is running
ps aux | grep -E "gunicorn|uvicorn|python|docker"
sudo systemctl status gunicorn
sudo systemctl status nginx

# 3) If using systemd + Gunicorn, restart both
sudo systemctl restart gunicorn
sudo systemctl restart nginx

# 4) Check logs immediately after reproducing the error
sudo journalctl -u gunicorn -n 100 --no-pager
sudo journalctl -u nginx -n 100 --no-pager
sudo tail -n 100 /var/log/nginx/error.log

# 5) Verify upstream responds locally
curl -I http://127.0.0.1:8000
curl --unix-socket /run/gunicorn.sock http://localhost/

# 6) If using Docker, verify container health and port mapping
docker ps
docker logs --tail=100 <app_container>
docker inspect <app_container> | grep -A 20 -E 'Ports|IPAddress'

# 7) Reload Nginx after fixing socket/port mismatch
sudo nginx -t && sudo systemctl reload nginx

Most 502 incidents come from one of five issues: app process crashed, wrong upstream socket or port, socket permission problem, upstream timeout, or the app is out of memory and gets killed.


What’s happening

A 502 Bad Gateway means the reverse proxy received an invalid response or no usable response from the upstream application server.

Typical small SaaS request path:

Client -> Nginx -> Gunicorn/Uvicorn or container -> App -> Database""",
      T("Nginx"), T("Gunicorn"), T("Uvicorn"), T("systemd"), T("Docker"),
      source="https://saasplaybooks.dev/playbook/502-bad-gateway-fix", kind="blog",
      note="the lone 'bash' line is the page's code-block language label (a shell's: not labelled); uwsgi and python "
           "appear only inside a grep pattern: not labelled; all paths are absolute (/etc/nginx/..., /run/gunicorn.sock)"),
    R("""# Changelog

All notable changes to this project will be documented in this file.

The format is based on [Keep a Changelog](https://keepachangelog.com/en/1.0.0/),
and this project adheres to [Semantic Versioning](https://semver.org/spec/v2.0.0.html).

## [0.2.0] - 2024-02-08

### Added

* Support for Django 5. :tada:
  <br>
  Support for Django 5 has proven problematic due to this bug: <https://code.djangoproject.com/ticket/35174>. As soon as a new version of Django is released with a fix, a new version of this plugin will be released. At the moment, this plugin includes the Signal handler from here: <https://github.com/django/django/pull/17837>.
* Support for Python 3.12.

## [0.1.0] - 2022-08-03

* Initial release.""",
      T("Django"), T("Python"),
      source="https://github.com/illagrenan/django-asgi-lifespan/blob/HEAD/CHANGELOG.md", kind="changelog",
      note="the plugin's own name (django-asgi-lifespan) is not written in this part; ASGI only in the repository name"),
    # ---------------------------------------------------------------- news
    R("""Python releases version 3.14 – with cautious free-threaded support
JIT compiler included but experimental and can slow performance
The Python team has released version 3.14, with big new features including free threading support, the ability to use concurrent interpreters, improved debugger support, and an opt-in new interpreter which improves performance by 3 to 5 percent.
Free threading in Python, which disables the global interpreter lock (GIL), is now a complete implementation of PEP (Python Enhancement Proposal) 703, a much anticipated feature which makes concurrent programming in Python natural. Free-threaded mode also enables a specialized adaptive interpreter, originally part of the Faster CPython project led by Mark Shannon at Microsoft (though the company axed its support in May).
Free threading support is not installed by default
That said, the approach to free-threaded Python remains cautious. The big problem is that existing code may break (particularly when using the C API since it is the application binary interface, or ABI, that is not compatible), and a second issue is that single-threaded code runs between 5 to 10 percent slower when using the free-threaded interpreter.
The consequence is that although free-threaded Python is now fully supported, the free-threaded interpreter is not installed by default. On the Mac, the installer requires it to be selected as a customized install, and on Windows, using a new preview Python install manager from the Windows Store, the user needs to add the free-threaded install using: py install 3.14t . Once installed, the free-threaded build must be specified with a command such as python3.14t, otherwise the single-t""",
      T("Python"), T("Windows"),
      source="https://www.theregister.com/2025/10/08/python_314_released_with_cautious/", kind="news",
      note="the stored copy breaks off mid-word; the list of links to other articles (Curl, OpenStack, Raspberry Pi) "
           "dropped; 'the Mac' is the computer (macOS not written); the Windows Store and Microsoft as a company not "
           "labelled; CPython (the Faster CPython project) is Python under its canonical name"),
    R("""Python 3.14.0 significantly enhances the language with free-threaded support, deferred annotations, template string literals, and an experimental JIT compiler.
Python 3.14 strengthens performance and concurrency with free-threaded interpreters and an experimental JIT compiler.
Enhanced developer experience arrives through improved error messages, syntax highlighting in PyREPL, and better debugging tools.
The release expands string processing capabilities by introducing template string literals, offering F-string like functionality.
Python 3.14 revamps its ecosystem with a new Windows install manager, official Android binary releases, and a Sigstore-based artifact verification process.
Cryptographic security sees an upgrade with a built-in HMAC implementation using formally verified HACL* code.
Hidden Implication: Free-threaded Python (PEP 779) substantially alters existing concurrency models, requiring careful re-evaluation of thread-safe code and potential GIL-related performance bottlenecks in legacy applications.
Practical Application: The new `compression.zstd` module (PEP 784) offers a significant advantage for data-intensive applications, enabling faster compression/decompression for improved storage and network efficiency.""",
      T("Python"), T("Windows"), T("Android"), T("Sigstore"),
      source="https://fooqux.com/article/121", kind="news",
      note="PyREPL is Python's own new REPL (not labelled apart); HACL* is a verified crypto library named as code "
           "origin (not labelled: borderline); compression.zstd is a standard-library module path"),
    # ---------------------------------------------------------------- questions and answers
    R("""Python src layout imports: why referencing 'src' causes ModuleNotFoundError and how to fix it

Learn why imports like 'from src.pycard' fail after install in a Python src layout and how to fix them with proper package_dir and editable install (setup.py).

Packaging a Python project often feels straightforward until the first real install reveals an import error. A common trap appears when a project uses a src layout but keeps referencing src in the package’s imports. Locally everything looks fine, tests pass, IDEs resolve symbols, and the wheel builds. Then the installed package raises ModuleNotFoundError. Let’s break down why that happens and how to fix it cleanly.

Minimal setup that reproduces the issue

Consider a project using a src layout and setuptools. The build configuration maps your code under src, which is correct. The issue arises in the package’s own imports.

Build configuration:

import time as tm
from setuptools import setup as pkg_setup, find_packages as find_pkgs

pkg_setup(
    name="pycard",
    version=f"0.1.{int(tm.time())}",
    package_dir={"": "src"},
    packages=find_pkgs(where="src"),
    author="*****",
    python_requires=">=3.12",
)

Problematic package initializer under src/pycard/__init__.py:

from src.pycard.Cards import Card, Rank, Suit, RankSuitContext, AcesHighContext, RankSuitCard, CardContext
from src.pycard.Decks import Stack, StackContext, FiftyTwoCardDeck

Consumer code in a separate project tries to import types and use them:

from pycard.Cards import RankSuitCard as RSC, Rank as Rnk, Suit as St

if __name__ == "__main__":
    print(RSC(Rnk.ACE, St.SPADES))

After installing the wheel, the import blows up with ModuleNotFoundError: No module named 'src.pycard'.""",
      T("Python"), T("setuptools"), F("src/pycard/__init__.py"),
      source="https://pytroubles.com/en/ampposts/id3021-fixing-modulenotfounderror-in-python-src-layout-correct-imports-with-setuptools-package-dir",
      kind="qa",
      note="setup.py is a bare file name; src.pycard is a dotted module path (not a file)"),
    R("""How to write a reference component in a component in Vue

not long after I came into contact with vue, I would like to ask why it doesn"t work to import child components in VUE parent components
App.vue parent components

  <div id="app">

import Header from "./components/header.vue"
export default {
  name: "App",

header.vue subcomponents


export default {
  name: "header",

didn"t report an error, but haeder didn"t show it. Did you write something wrong


data () {
    return {
      title: ''

No error is reported because you do not have eslint check code style

change your name, do not use header,vue to think that you are using header in the html standard

I worked out that the component tags in the original template can be written freely, and asked my friends in the communication group that vue handled this by himself, although I still don't understand the principle
attach the correct code

  <div id="app">

import headerComponent from './components/header.vue'
export default {
  name: 'App',

it is said that vue splits the headerComponent variable I named himself, isn't it?""",
      T("Vue"), T("ESLint"), F("./components/header.vue"),
      source="https://www.codeshelper.com/article/19351.html", kind="qa",
      note="the import specifier carries its extension, so it is a relative file path (kept with './'); App.vue and "
           "header.vue are bare names; the stored copy lost the templates' tags"),
    R("""Get product by id

Description

Get product by id from database.

URL : /api/products/:id

URL parameter: id=[string] where id is mongoose object id syntax.

Method: GET

Success Response

Code: 200 OK

Condition: If product with provided correctly id exists.

Context example

{
  "__v": 0,
  "_id": "6369523318c90dd1e14fd8b0",
  "createdAt": "2022-11-07T18:45:07.229Z",
  "name": "ball",
  "price": 5,
  "updatedAt": "2022-11-07T18:45:07.229Z"
}

Error Response

Code: 400 BAD REQUEST

Condition: If provided id has incorrect type.

{ "id": "Provided id is incorrect" }

Code: 400 BAD REQUEST

Condition: If product with provided id doesn't exist.

{ "id": "Product with provided id doesn't exist" }""",
      T("Mongoose"), E("GET /api/products/:id"),
      source="https://github.com/wojciechszmelczerczyk/ts-express-products-api/blob/main/docs/getById.md", kind="docs",
      note="the doc gives the URL and 'Method: GET' on separate lines: one endpoint; TypeScript and Express only in the "
           "repository name"),
    R("""This document covers the Express.js backend services that power the MERN products application. The backend provides a RESTful API for product management operations, handles database interactions through Mongoose ODM, and serves the production frontend application.
For detailed information about the API endpoints and request/response formats, see API Controllers. For database schema and MongoDB configuration, see Database Models & Configuration. For backend testing implementation, see Backend Testing Strategy.
The backend follows a standard Express.js architecture with modular separation of concerns:
Sources: backend/server.js1-29 backend/controllers/ProductController.js1-122 backend/models/ProductModel.js1-28
The main server configuration establishes the Express application with essential middleware and environment-based behavior:
| Configuration Aspect | Implementation | Location |
|---|---|---|
| Port Assignment | process.env.PORT || 3000 | backend/server.js10 |
| JSON Parsing | express.json() middleware | backend/server.js14 |
| Database Connection | connectDB() on server start | backend/server.js18 |
| API Routes | /api prefix routing | backend/server.js29 |
| Production Static Files | express.static() for frontend dist | backend/server.js22-27 |
The server initializes database connectivity immediately upon startup and configures different behavior based on the NODE_ENV environment variable.""",
      T("Express"), T("REST"), T("Mongoose"), T("MongoDB"), F("backend/server.js"),
      F("backend/controllers/ProductController.js"), F("backend/models/ProductModel.js"),
      source="https://deepwiki.com/auyjos/mern-products/3-backend-services", kind="docs",
      note="the stored copy glues line ranges to the file names ('backend/server.js1-29'): the paths labelled without "
           "them; 'MERN' (a stack name) not labelled; /api is a prefix, no endpoint"),
    R("""Skip to main content
GET
/
products
List Products
curl --request GET \\
  --url https://api.example.com/products
{
  "products": [
    {
      "_id": "<string>",
      "brand": "<string>",
      "name": "<string>",
      "stock": 123,
      "price": 123,
      "normalizedName": "<string>"
    }
  ]
}
Retrieves a list of all products in the inventory.

Authentication

This endpoint does not require authentication.

Response

products
array
Array of product objects

Status Codes

  • 200: Successfully retrieved products
  • 404: No products found in the database
  • 500: Server error

Example Request

curl http://localhost:3000/products""",
      E("GET /products"),
      source="https://marcosdaag-stockapi.mintlify.app/api/products/list-products", kind="docs",
      note="the page's heading 'GET / products' is split over lines by the stored copy; the route is GET /products "
           "(also the curl --request GET); no technology is named (curl as a command)"),
    R("""Introduction
PostgreSQL 17 (released Sept 2024) builds upon PostgreSQL 16 (Sept 2023) with significant improvements in performance, SQL capabilities, replication, and security. For experienced DBAs and cloud architects deploying Postgres on AWS – whether on Amazon RDS/Aurora or self-managed on EC2/Kubernetes – these changes translate into tangible benefits and new considerations. Below, we compare PostgreSQL 16 and 17 in detail, highlighting core engine upgrades in PG17, tooling and extension updates, the upgrade path from 16→17 (with AWS-specific notes), and advanced use cases unlocked by PG17.
1. Core Engine Upgrades in PostgreSQL 17
PostgreSQL 17 introduces numerous engine-level enhancements over 16. We summarize the key areas:
1.1 Performance Improvements
Vacuum Memory & Throughput: PostgreSQL 17 completely overhauled vacuum’s memory management, slashing its memory usage by up to 20×. This makes vacuum more efficient and less likely to contend for resources, improving overall bloat control and query performance. High-concurrency workloads also see up to 2× higher write throughput thanks to improved WAL (Write-Ahead Log) processing, meaning PG17 can handle more simultaneous transactions than 16 before hitting write bottlenecks.""",
      T("PostgreSQL"), T("AWS"), T("Amazon RDS"), T("Amazon Aurora"), T("Amazon EC2"), T("Kubernetes"),
      source="https://www.rapydo.io/blog/postgresql-16-vs-17-whats-new-and-what-it-means-on-aws", kind="blog",
      note="'Amazon RDS/Aurora' names RDS and Aurora; 'EC2/Kubernetes' names EC2 and Kubernetes; SQL as a language in "
           "passing ('SQL capabilities') not labelled"),
    R("""Launched in 2021, GitHub Copilot was introduced as an AI "pair programmer" designed to boost software development productivity by offering contextual code completions and suggestions within popular integrated development environments (IDEs) like Visual Studio Code, JetBrains tools, and GitHub's own web interface. Built on OpenAI’s GPT models (currently leveraging GPT-4 and variants like GPT-4o), Copilot reads natural language prompts and existing code context to generate relevant code in dozens of programming languages.

Fueled by billions of lines of publicly available code, Copilot has transitioned from a novel feature to a core part of many developers’ daily workflows. Microsoft's CEO Satya Nadella highlighted during the FY25 Q3 earnings call that Copilot's user base surged to over 15 million users—a fourfold increase year-over-year—spanning hobbyists to large enterprises such as Cisco, Hewlett Packard Enterprise, and Target. This rapid adoption underscores broader industry shifts toward AI-assisted software engineering and Microsoft's strategic push to embed AI deeply across its developer tools ecosystem.""",
      T("Copilot"), T("VS Code"),
      source="https://windowsnews.ai/article/assessing-github-copilot-successes-failures-and-developer-insights.350734",
      kind="news",
      note="'JetBrains tools' names a vendor's IDE family, no product: not labelled; the GPT models (GPT-4, GPT-4o) are "
           "OpenAI's models, left out as borderline; Cisco, HPE and Target are companies"),
    R("""When working with Next.js 14, developers may sometimes encounter an error known as the "405 Method Not Allowed." This error typically arises when a server does not support the HTTP method that was used in a request. In the context of a Next.js application, this often occurs during API calls when trying to use a PUT request on an endpoint that only allows GET or POST methods.
Understanding the Problem Scenario
Consider a situation where a developer has created an API route in Next.js to update user details. However, upon attempting to send a PUT request, they receive the following error:
PUT Error Code 405 (Method Not Allowed)
This response indicates that the server is rejecting the PUT method. This typically happens due to misconfigurations or due to the API endpoint not being set up to handle PUT requests.
Analyzing the 405 Error
The 405 Method Not Allowed error serves as a response from the server when a request is made using an HTTP method that is not supported by the targeted resource. For instance, if an API route is set up to only allow GET requests, any attempt to use PUT or DELETE will result in this error.
Here are a few reasons why this error might occur:
-
API Route Configuration: The specific route may not be configured to accept PUT requests. In Next.js, when defining an API route, the developer needs to ensure that the handler function includes logic to manage different HTTP methods.
-
Server Configuration: Sometimes, server-side settings or middleware can restrict certain HTTP methods, even if the Next.js API routes are correctly implemented.
-
Frontend Calls: Ensure that the frontend application correctly targets the expected API route and uses the right HTTP method.
Example Solution
Let’s consider how you can correctly implement an API route in Next.js that handles PUT requests. Below is a basic example:
// pages/api/users.js
export default function handler(req, res) {
if (req.method === 'PUT') {
const userData = req.body;""",
      T("Next.js"), F("pages/api/users.js"),
      source="https://prodissertation.co.uk/post/encountered-put-error-code-405-method-not-allowed-in", kind="qa",
      note="the PUT answered 405 is a request no route accepts: no endpoint; the route file's URL path (/api/users) is "
           "never written"),
    R("""When developing applications on Vercel, you may encounter an error known as the "405 Method Not Allowed." This error can be confusing, especially if you're unsure why it's occurring or how to fix it. In this article, we'll explore the causes of this error, how to identify it, and how to resolve it effectively.
What is the 405 Method Not Allowed Error?
The 405 Method Not Allowed error occurs when a client (such as a web browser or an API client) makes an HTTP request using a method that the server does not support for the targeted resource. Common HTTP methods include GET, POST, PUT, DELETE, etc. If a request is made using a method that the server does not recognize for a specific route or endpoint, the server responds with a 405 error.
Original Code Example
Here's a simplistic example of a code snippet that could lead to a 405 error in a Vercel function:
export default function handler(req, res) {
if (req.method !== 'GET') {
return res.status(405).end(); // Method Not Allowed
}
res.status(200).json({ message: "Hello, World!" });
}
In this example, the server only allows GET requests. Any other HTTP method (like POST or DELETE) will trigger a 405 Method Not Allowed response.
Analyzing the Error
When you receive a 405 error, it is crucial to analyze the request method being sent from the client side. Here are some steps to identify and troubleshoot the issue:
-
Check Your Frontend Code: Ensure that the method used in your fetch or Axios request matches what your server endpoint expects. For example, if your endpoint only allows GET requests, ensure you are not accidentally using POST.""",
      T("Vercel"), T("Axios"),
      source="https://kingtigerebooks.co.uk/post/405-method-not-allowed-in-vercel", kind="qa",
      note="no path is written for the function: no endpoint; fetch is the browser API, not labelled"),
    R("""URL Mappings in Django Keep getting better

by Jeremy Jones

Django is the web application framework that I'm currently using. It has this really nifty feature of allowing you to create URL mappings which do regex matching on requests coming in and then pass them off to "views" which process the request. You can read more about it here .

Here is a little snippet of a URL conf from one of my current projects:

(r'^stores/$', "dj_store.stores.views.stores"),


Using the view "dj_store.stores.views.stores" caused a naming conflict. I was a little bummed by that because I wanted to keep a clean URL structure and provide a simple URL interface such that a GET of a simple resource name (such as "/stores/") would display a list of all available resources of that type. (So, a GET of "/stores/" should display a list of all stores.) I started thinking of acceptable alternatives for what to change the URL to: "/get_stores/", "/show_stores/", etc.. None of these choices appealed to me because it felt like I was uglying up my URL just to avoid a naming conflict. But then it occurred to me that I didn't have to do that. In Django, the URL is independent of the Python function that handles the request.

So, I changed the above URL mapping to:

(r'^stores/$', "dj_store.stores.views.all_stores"),


(and obviously changed the view to "all_stores") and I was able to keep the URL naming I liked and avoid a Python naming conflict.""",
      T("Django"), T("Python"), E("GET /stores/"),
      source="http://archive.oreilly.com/pub/post/url_mappings_in_django_keep_ge.html", kind="blog",
      note="'a GET of /stores/' gives the method for the app's own URL pattern ^stores/$: labelled as written; "
           "/get_stores/ and /show_stores/ are rejected alternatives with no method; dj_store.stores.views.* are dotted "
           "view paths"),
    R("""# CHANGELOG - mindvocab

## 2025-10-27

### Added
- ✅ Cài đặt và cấu hình TypeScript cho frontend - Migration hoàn toàn từ JS sang TS
- ✅ Cài đặt shadcn/ui với TypeScript support tại frontend/src/components/ui/
- ✅ Cấu hình Tailwind CSS v4 với Vite plugin tại frontend/vite.config.ts
- ✅ Thêm path aliases (@/*) cho TypeScript tại frontend/tsconfig.json
- ✅ Thêm type definitions cho assets (CSS, SVG, images) tại frontend/src/vite-env.d.ts

### Changed
- ✅ Convert main.jsx → main.tsx tại frontend/src/
- ✅ Convert App.jsx → App.tsx tại frontend/src/
- ✅ Convert Folder.jsx → Folder.tsx tại frontend/src/pages/
- ✅ Convert utils.js → utils.ts với proper typing tại frontend/src/lib/
- ✅ Convert vite.config.js → vite.config.ts
- ✅ Regenerate tất cả shadcn/ui components với TypeScript (button, card, dialog, dropdown-menu, form, input, label)
- ✅ Update index.html để trỏ tới main.tsx thay vì main.jsx
- ✅ Update components.json để enable TypeScript mode (tsx: true)

### Removed
- ✅ Remove jsconfig.json (replaced by tsconfig.json)
- ✅ Remove các UI components cũ bằng JavaScript

### Fixed
- ✅ Fix Tailwind CSS không hoạt động - Thêm @tailwindcss/vite plugin vào vite.config
- ✅ Fix import alias errors - Cấu hình path mapping trong tsconfig.json
- ✅ Fix TypeScript errors trong UI components - Regenerate bằng shadcn CLI""",
      T("TypeScript"), T("JavaScript"), T("shadcn/ui"), T("Tailwind"), T("Vite"),
      F("frontend/vite.config.ts"), F("frontend/tsconfig.json"), F("frontend/src/vite-env.d.ts"),
      source="https://github.com/CongDon1207/mindvocab/blob/HEAD/CHANGELOG.md", kind="changelog",
      note="a changelog written in Vietnamese with English terms; the files converted 'tại frontend/src/' are bare names "
           "next to a folder (main.tsx, App.tsx ...): not labelled, nor the folders; CSS and SVG as asset kinds not "
           "labelled; the shadcn CLI is shadcn/ui's own tool (not labelled apart); @tailwindcss/vite is a package name"),
    R("""Go is a fantastic language for writing backends for APIs and other web applications in. It’s super fast, scalable, type-safe, comes with testing tools out of box, and compiles into a single, statically-linked binary that removes the hassle of dependency management.

And, while they exist, one of my favorite parts of Go is it’s really not necesary to reach for a framework when building an application.

Go ships with a feature-rich standard library which includes packages for working with HTTP and many other networking protocols, data-driven HTML templating, SQL database support, various cryptographic algorithm implementations, and much more.

In this article we are going to take a look at the net/http package, specifically how to set up routes to respond to HTTP requests.

This can actually be done with very few lines of code.

And while overall it is pretty simple, it can also be a little confusing at first. There are Handlers and HandlerFuncs both provide ways to respond to HTTP requests, but also similarly named Handle and HandleFunc functions for registering handlers.

So let’s untangle each of these by discussing their respective purposes, and finish with a working example of each.""",
      T("Go"),
      source="https://6rian.com/posts/untangling-handlers-and-handlefuncs-in-go", kind="blog",
      note="net/http is Go's standard-library package (a package path, not labelled apart)"),
]
