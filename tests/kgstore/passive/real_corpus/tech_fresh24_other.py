"""A twenty-fourth fresh held-out set ("fresh-24"), the other texts: changelogs, READMEs, docs pages, posts, answers
and news from projects and sites none of the earlier sets used -- the changelogs of a TypeScript schema library
(typizator), Paddle's Node.js SDK (its upgrading notes), Javet (2.0 release notes) and a TypeScript API library
(core-ts-api-lib); READMEs of a Flask users API, a MySQL/MariaDB REST API, two task-manager backends (one caught in a
merge conflict); docs pages of coltrane (static files), a GitHub Pages workflow and a framework's "public" app; posts
on FastAPI (three), Express routes and Vite, Laravel's routes, blue-green deploys with Docker Compose and Nginx (twice),
PostgreSQL roles and Heroku for Rails, Django's static files, a React blog on GitHub Pages, client-side routing and
Python's src layout; answers on Django's collectstatic, Fly.io images, Flask's request.files, a MySQL container and
Spring Boot, Express's public folder and MySQL's JDBC URL; news of Rust's 2021 edition and of Copilot Chat's code opened
(in Portuguese).

Taken from stored public copies of the pages and files at the addresses given, kept as written (trimmed) and labelled
by hand without running the extractor, by the rules of the earlier sets (``--split fresh-24``).
"""

from real_corpus import E, F, R, T  # noqa: F401

SURFACES = {
    "C++": ("C ++",),
    "DigitalOcean": ("Digital Ocean",),
    "GitHub Actions": ("Actions tab",),
    "webpack-dev-server": ("WebpackDevServer",),
    "Spring Boot": ("spring-boot",),
}

CASES = [
    # ---------------------------------------------------------------- docs (READMEs, API pages)
    R("""# Sample Flask RestAPI

REST API Sample with Python, Flask, SQLAlchemy

## List of API
|Request|Method|Endpoint|
|:---|:------|:---------|
|Get list|GET|/users|
|Get user|GET|/users/:id|
|Register user|POST|/users|
|Update user|PUT|/users/:id|
|Delete user|DELETE|/users/:id|""",
      T("Python"), T("Flask"), T("SQLAlchemy"), T("REST"),
      E("GET /users"), E("GET /users/:id"), E("POST /users"), E("PUT /users/:id"), E("DELETE /users/:id"),
      source="https://github.com/gadenahi/flask_restapi/blob/a27ea44621fe6790d9858ed5e91a32e9ec00fdcd/README.md",
      kind="docs", note="the table gives each route's method in its own column; 'REST API Sample' is the noun phrase"),
    R("""# RESTful API for mysql/mariadb   

```   
http://127.0.0.1:8980/api/<db>/<table>/  
```  
```   
GET    /                             # Show status

GET    /api                          # Show databases
GET    /api/<db>                     # Show database tables
GET    /api/<db>/<table>             # Show database table fields

GET    /api/<db>/<table>?query=true  # List rows of table
POST   /api/<db>/<table>             # Create a new row
PUT    /api/<db>/<table>             # Replace existing row with new row

GET    /api/<db>/<table>/:id         # Retrieve a row by primary key
PATCH  /api/<db>/<table>/:id         # Update row element by primary key
DELETE /api/<db>/<table>/:id         # Delete a row by primary key

GET    /api/<db>/<table>/count       # Count number of rows in a table
```   

---   
 
### Development HTTP service   
```   
python3 main.py   
```   

---   

### python client using request module   
```
import requests
req = requests.get('http://127.0.0.1:8980/api',   
               auth=requests.auth.HTTPBasicAuth('username', 'password'))
print(req.text)
```""",
      T("REST"), T("MySQL"), T("MariaDB"), T("Python"), T("Requests"),
      E("GET /"), E("GET /api"), E("GET /api/<db>"), E("GET /api/<db>/<table>"), E("POST /api/<db>/<table>"),
      E("PUT /api/<db>/<table>"), E("GET /api/<db>/<table>/:id"), E("PATCH /api/<db>/<table>/:id"),
      E("DELETE /api/<db>/<table>/:id"), E("GET /api/<db>/<table>/count"),
      source="https://github.com/krink-code/db-api/blob/00a45b061ac3db47991ea908215af30bef05e1a1/README.md",
      kind="docs",
      note="the route list as written, placeholders kept; '?query=true' dropped (the same GET /api/<db>/<table>); "
           "the client's requests.get to a full URL is the same GET /api already listed; main.py a bare file name; "
           "the curl examples and the deployment link (Gunicorn only in a URL) cut"),
    # ---------------------------------------------------------------- changelogs
    R("""# Changelog
All notable changes to this project will be documented in this file.

The format is based on [Keep a Changelog](https://keepachangelog.com/en/1.0.0/),
and this project adheres to [Semantic Versioning](https://semver.org/spec/v2.0.0.html).

## 3.0.1 - 2024-03-28
Minor documentation update

## 3.0.0 - 2024-03-28
Migrated to Typescript 5.4

### Removed
- `members` field for the API metadata. All its functionalities are in `implementation` in a more type-safe way

## 2.4.1 - 2024-03-27
### Added
- Primitive schema types exported

### Changed
- Reserved words explicitly forbidden as method or sub-apis names for `apiS`

## 2.4.0 - 2024-03-17
### Added
- Access to metadata for the api metadata `implementation`'s members

### Changed
- Api metadata's `members` map deprecated and will be removed in the next major version. All its data is now in `implementation`

## 2.0.0 - 2024-03-02
Library documented

## 1.0.0-beta.45 - 2024-02-29
Moving the library to the automate release workflow

### Added
- ./github/workflows/release_package.yml""",
      T("TypeScript"), F("./github/workflows/release_package.yml"),
      source="https://github.com/cvdsfif/typizator/blob/03270205e23186a902c3fa39ddb02e14787d2922/CHANGELOG.md",
      kind="changelog",
      note="the workflow file's path labelled as written (its folder spelled without the dot of .github); the library's "
           "own name never occurs; apiS, objectS are its schema functions, not labelled; versions 4.x-3.1 and 2.3-2.0.1 cut"),
    # ---------------------------------------------------------------- blogs and tutorials
    R("""FastAPI is a modern Python web framework for building APIs quickly with:
uvicorn)from fastapi import FastAPI
app = FastAPI()
@app.get("/")
def read_root():
return {"message": "Hello FastAPI"}
Run:
uvicorn main:app --reload
Docs:
http://127.0.0.1:8000/docshttp://127.0.0.1:8000/redocfrom fastapi import FastAPI, Query
app = FastAPI()
@app.get("/items/{item_id}")
def get_item(item_id: int, q: str | None = Query(default=None, min_length=2)):
return {"item_id": item_id, "q": q}
item_id: int is validated from the URL path.q is a query param with constraints (min_length=2).from pydantic import BaseModel
from fastapi import FastAPI
app = FastAPI()
class Item(BaseModel):
name: str
price: float
in_stock: bool = True
@app.post("/items")
def create_item(item: Item):
return {"received": item.model_dump()}
FastAPI validates JSON input and returns clear errors automatically.
@app.get("/sync")
def sync_handler():
return {"mode": "sync"}
@app.get("/async")
async def async_handler():
return {"mode": "async"}
async def when calling async libraries (HTTP clients, DB drivers, etc.).def is fine for CPU-bound or blocking code (consider workers/background tasks as needed).Depends)from fastapi import Depends, FastAPI, Header, HTTPException
app = FastAPI()
def verify_token(x_token: str = Header(...)):
if x_token != "secret-token":
raise HTTPException(status_code=401, detail="Invalid token")
return x_token
@app.get("/protected")
def protected_route(token: str = Depends(verify_token)):
return {"ok": True}
Depends is the clean way to share auth, DB sessions, config, and reusable logic.""",
      T("FastAPI"), T("Python"), T("Uvicorn"), T("Pydantic"),
      E("GET /"), E("GET /items/{item_id}"), E("POST /items"), E("GET /sync"), E("GET /async"), E("GET /protected"),
      source="https://pablogarciaprado.github.io/CodeAlchemy/content/python/frameworks/web/fastapi.html",
      kind="blog",
      note="the page's stored copy runs its bullets and code blocks together, kept so; /docs and /redoc only inside "
           "URLs with no method -- no endpoint; pydantic only in the import (labelled: it models the POST body)"),
    R("""First let's define what data clients will need to send us for their posts. Let's begin with something simple: the user's name and their post. Both of these are just text.
Where does the client get the user's name from?
As the API developer, we really don't care! The website or app could ask the user for their name when the user writes the post, or when they hit 'Publish', or at any other time. It's simply not something we need to worry about.
FastAPI relies strongly on another library called pydantic
to model the different bits of data a user might send. To create the model, create a file called models/post.py
with this content:
from pydantic import BaseModel
class UserPost(BaseModel):
name: str
body: s""",
      T("FastAPI"), T("Pydantic"), F("models/post.py"),
      source="https://teclado.com/fastapi-for-beginners/receiving-and-returning-data-with-fastapi",
      kind="blog", note="the stored copy breaks off inside the model's code, kept so"),
    R("""Web APIs
Web APIs are interfaces for other applications instead of users. They don't have a visual interface - only data. We often refer to these blocks of data returned from web APIs as resources. A resource maps very closely to what you understand as a database entity/table, a type of thing you are storing.
REST and JSON
REST stands for Representational State Transfer and was coined by Roy Fielding in his PhD dissertation titled Architectural Styles and the design of Network-based Software Architectures. Chapter 5 describes stateless entities (what we're storing in our database) as resources. It also describes how we can refer to these resources using a uniform indicator: the URL. This is why you will see URLs describe individual resources like this: /widgets/213/characteristics.
JSON, JavaScript Object Notation, is a string representation for JavaScript objects. We can use JSON.stringify(jsObj) to convert (serialise) a JavaScript object to a string, and JSON.parse(jsonString) to convert (deserialise) a JSON string back to a JavaScript object. Fortunately, Express.js can do this for us as we'll see below. This is the recommended (and most common) format for REST API requests and responses.
Exposing web API routes
Routes are exposed for web APIs in the same way they are for routes that return other web assets. The main difference is they accept and respond with JSON.
There are a few different things you should notice about the code samples below. The endpoints they define use an :id syntax and req.params rather than req.query. Using route params is more explicit and much more common with REST web APIs.
Returning JSON
We use res.json to return JSON to the caller:
// routes/widgets.jsconst express = require('express')const router = express.Router()router.get('/:id', (req, res) => {const id = req.params.idconst widgetObj = {id: id,name: 'Best widget'}res.json(widgetObj)})
Notice how it just uses a normal JavaScript object.""",
      T("Express"), T("JavaScript"), T("REST"), F("routes/widgets.js"),
      source="https://eda-student-handbook.netlify.app/bootcamp/week5/topics/01-web-apis", kind="blog",
      note="the file's name runs into the code in the stored copy ('routes/widgets.jsconst'), labelled as the path it is; "
           "router.get('/:id') is mounted under a prefix the text never writes -- no endpoint; /widgets/213/characteristics "
           "an example URL with no method; JSON the format, not labelled"),
    R("""Rust programming language: here are the changes planned for this year

The team behind Rust has announced plans to release the third edition of Rust, a programming language that is attracting the attention of Microsoft, Amazon Web Services, Google, Facebook, Mozilla, and Huawei.

The system programming language is sought after for its memory security guarantees and is seen as a replacement for code written in C / C ++.

Rust isn’t widely used yet, but the developers really love the language and it has the backing of tech giants. Google is even pushing for Rust to become a second language for Linux kernel drivers to reduce memory-related security bugs.

The Rust team announced that the 2021 edition of Rust is expected to be available in October, which promises to “bring a significant improvement to the way Rust feels in practice.” It follows the Rust 2015 and Rust 2018 editions.

Some reasons Rust is popular with developers is that the project listens to developers and makes changes that are convenient for them, and has a developer friendly Rust compiler. It is also fast like C ++ and does not require execution or garbage collection.""",
      T("Rust"), T("C"), T("C++"), T("Linux"),
      source="https://greguti.com/rust-programming-language-here-are-the-changes-planned-for-this-year/", kind="news",
      note="C++ written 'C ++'; Microsoft, Amazon Web Services, Google, Facebook, Mozilla, Huawei named as the companies "
           "backing the language, not as services used -- not labelled; the 'SEE: Hiring kit: Python developer' ad line "
           "and the paragraphs after (Mara Bos' quote, Cargo) cut"),
    R("""Building REST APIs with Python: A Practical Guide for Intermediate Developers
This tutorial walks through building a production-leaning REST API in Python, focusing on practical decisions: project layout, validation, persistence, authentication, pagination, error handling, observability, and deployment. You’ll implement a small but realistic API (a “tasks” service) using FastAPI, SQLAlchemy, Alembic, and PostgreSQL—with commands you can run locally.
Table of Contents
- What “REST” Means in Practice
- Project Setup
- Designing the API: Resources, Endpoints, and Status Codes
- Implementing the API with FastAPI
- Data Validation and Serialization with Pydantic
- Database Layer with SQLAlchemy
- Migrations with Alembic
- CRUD Endpoints (Create, Read, Update, Delete)
- Filtering, Sorting, and Pagination
- Error Handling and Consistent Error Responses
- Authentication with JWT (Bearer Tokens)
- Testing the API
- Observability: Logging and Health Checks
- Deployment Notes (Docker + Uvicorn)
- Next Steps""",
      T("REST"), T("Python"), T("FastAPI"), T("SQLAlchemy"), T("Alembic"), T("PostgreSQL"), T("Pydantic"), T("JWT"),
      T("Docker"), T("Uvicorn"),
      source="http://www.tutorialshub.be/en/building-rest-apis-with-python", kind="blog",
      note="only the opening and the table of contents kept (the REST paragraph after it cut)"),
    R("""The Incident That Taught Me FastAPI
It was 2 AM on a Tuesday. Our Flask API was throwing 500 errors on roughly 15% of requests under load. I pulled up the logs, and the problem was obvious: no request validation, no type coercion, and zero visibility into what the client was actually sending us. After four hours of hotfixes, I promised myself I’d rebuild it properly.
That weekend, I migrated the core endpoints to FastAPI. Not because it was trendy — because it solved the exact problems I was dealing with: automatic validation, serialization, and built-in docs that clients could actually use without calling me at 2 AM again.
This is the tutorial I wish existed when I was staring at those logs. We’ll build a working API, cover the patterns that actually matter in production, and skip the parts that only exist in toy examples.
Core Concepts You Need Before Writing a Single Route
What FastAPI Actually Is
FastAPI is an ASGI web framework built on Starlette for request handling and Pydantic for data validation. The key distinction from Flask or Django REST Framework: validation happens before your route function runs. If the request body doesn’t match your schema, FastAPI returns a 422 Unprocessable Entity automatically — you never see the bad data.""",
      T("FastAPI"), T("Flask"), T("Starlette"), T("Pydantic"), T("Django REST framework"),
      source="https://itnotes.dev/build-a-rest-api-with-python-fastapi-from-zero-to-production-ready", kind="blog",
      note="ASGI the interface standard, not labelled; the paragraphs on Pydantic models and async cut"),
    R("""In a Laravel application, you will define your web routes in routes/web.php, closure-based Artisan commands in routes/console.php, and, if you choose to publish them, API routes in routes/api.php and event broadcasting channel registration in routes/channels.php. Web routes are those that will be visited by your end users; API routes are those for your API, if you have one. The routes/api.php and _routes/channels.php files are only created if you run the install:api or install:broadcast commands, respectively. For now, we’ll primarily focus on the routes in routes/web.php.
The simplest way to define a route is to match a path (e.g., /) with a closure, as seen in Example 1.
Example 1. Basic route definition
// routes/web.php
Route::get('/', function () {
return 'Hello, World!';
});
What’s a Closure?
Closures are PHP’s version of anonymous functions. A closure is a function that you can pass around as an object, assign to a variable, pass as a parameter to other functions and methods, or even serialize.
You’ve now defined that if anyone visits / (the root of your domain), Laravel’s router should run the closure defined there and return the result. Note that we return our content and don’t echo or print it.
Route Verbs
You might’ve noticed that we’ve been using Route::get() in our route definitions. This means we’re telling Laravel to only match for these routes when the HTTP request uses the GET action. But what if it’s a form POST, or maybe some JavaScript sending PUT or DELETE requests? There are a few other options for methods to call on a route definition, as illustrated in Example 2.
Example 2. Route verbs
Route::get('/', function () {
return 'Hello, World!';
});
Route::post('/', function () {
// Handle someone sending a POST request to this route
});
Route::put('/', function () {
// Handle someone sending a PUT request to this route
});
Route::delete('/', function () {
// Handle someone sending a DELETE request t""",
      T("Laravel"), T("Artisan"), T("PHP"), T("JavaScript"),
      F("routes/web.php"), F("routes/console.php"), F("routes/api.php"), F("routes/channels.php"),
      E("GET /"), E("POST /"), E("PUT /"), E("DELETE /"),
      source="https://www.opensourcesoftwarenews.com/?p=13305", kind="blog",
      note="a book's chapter on routes republished as a post; '_routes/channels.php' is the same file with a stray "
           "markdown underscore, not labelled apart; the stored copy breaks off inside the DELETE route, kept so; "
           "JavaScript named as what sends PUT/DELETE requests"),
    R("""# Upgrading

All breaking changes will be documented in this file to assist with upgrading to newer versions of the SDK.

## v3.0.0

There are two breaking changes in this release:

1. Minimum Node.js version is now 20.0.0.
    - We decided to drop support for Node.js 18 as it is no longer maintained.
    - If you are using Node.js version 18 or below, you will need to upgrade to Node.js version 20 or above.

2. Updated default logLevel.
    - Initially, the default log level was set to `verbose`, but we have changed it to `error` to reduce noise in the
      logs.
    - If you want to change the log level, you can do so by passing the `logLevel` option when initializing the SDK.

## v2.0.0

There are two breaking changes in this release:

1. Minimum Node.js version is now 18.0.0.
    - We had to restrict the minimum version as we would like to use native `fetch` API instead of `node-fetch` package.
    - If you are using Node.js version 16 or below, you will need to upgrade to Node.js version 18 or above.

2. `Webhooks.unmarshal` and `Webhooks.isSignatureValid` now returns a promise.
    - As we started supporting edge runtimes, we had to make these methods async as the edge version of crypto returns a
      promise.
    - If you are using these methods, you will need to update your code to handle the promise.""",
      T("Node.js"), T("node-fetch"),
      source="https://github.com/PaddleHQ/paddle-node-sdk/blob/0771be89bea71cf79faed5d59b7054e325fcfe56/UPGRADING.md",
      kind="changelog",
      note="the SDK's own name (Paddle) never occurs; fetch the runtime's built-in API and crypto its module, not "
           "labelled apart"),
    R("""===================
Release Notes 2.0.x
===================

2.0.1 V8 v10.7
--------------

* Renamed ``JavetUniversalProxy*`` to ``JavetDynamicProxy*``
* Added ``JavetDynamicObjectFactory`` based on ``ByteBuddy``
* Added ``copyScopeInfoFrom`` to ``V8ValueFunction``

2.0.0 Node.js v18.10
--------------------

* Upgraded Node.js to ``v18.10.0`` `(2022-09-28) <https://github.com/nodejs/node/blob/main/doc/changelogs/CHANGELOG_V18.md#18.10.0>`_
* Upgraded V8 to ``v10.6.194.14`` `(2022-09-23) <https://v8.dev/blog/v8-release-106>`_
* Upgraded to Visual Studio 2022""",
      T("V8"), T("Node.js"), T("ByteBuddy"), T("Visual Studio"),
      source="https://github.com/caoccao/Javet/blob/1e4a7f55c9b749a0624aababe4516d5ce722b136/docs/release_notes/release_notes_2_0.rst",
      kind="changelog",
      note="Javet's own name occurs only inside its class names (JavetDynamicProxy...), not labelled; V8ValueFunction a class"),
    R("""Implementing Zero-Downtime Blue-Green Deployment with Docker Compose & Nginx

The “502 Bad Gateway” Nightmare During Deployment

As a developer, you’re likely familiar with the heart-pounding anxiety of hitting the deploy command on production at 2 AM. In traditional deployments, stopping the old container to start the new one often creates a “downtime” gap. Even if it only lasts 30 seconds, if 100 users are checking out simultaneously, a “Connection Refused” error becomes a UX disaster. For real-world projects, this disruption is a sign of lack of professionalism.

Blue-Green Deployment is the cure. Imagine instead of taking down an old shop sign to hang a new one (making customers wait outside), you build an identical new shop right next door. Once everything inside is ready, you simply invite the flow of customers to the new shop. Customers continue shopping as usual, completely unaware of the major change that just occurred.

While Docker Compose lacks advanced orchestration features like Kubernetes, we can still manually set up a highly stable Zero-Downtime system using Nginx as a Reverse Proxy.

Preparing the Directory Structure

First, your server needs Docker and Docker Compose installed. To keep management organized, I usually structure the directories as follows:

/my-app/
├── docker-compose.yml
├── nginx/
│   └── default.conf
└── app/
    └── (application source code)

The key to this strategy is maintaining two parallel environments: Blue (the stable running version) and Green (the latest version about to go live).

Docker Compose and Nginx Configuration

1. Setting up the docker-compose.yml file

We will define two nearly identical services, differing only in name. Important note: do not map the application ports directly to the host to avoid port conflicts. All traffic must pass through the Nginx “gateway.”""",
      T("Docker Compose"), T("Kubernetes"), T("Nginx"), T("Docker"),
      source="https://itfromzero.com/en/docker-vi-en/implementing-zero-downtime-blue-green-deployment-with-docker-compose-nginx.html",
      kind="blog",
      note="the directory tree writes no path in full (default.conf only under a 'nginx/' branch) -- no file; "
           "docker-compose.yml a bare file name; the compose file's YAML after it cut"),
    R("""Blue/Green Deployment with Nginx Upstreams Using Docker Compose

Auto-Failover, Zero Downtime, and Manual Traffic Switching

One of the core responsibilities of a DevOps engineer is ensuring application availability in the presence of failure. Downtime is rarely caused by deployments themselves, but by how traffic is handled when something goes wrong.

In Stage 2 of my DevOps internship, I implemented a Blue/Green deployment architecture using Nginx upstreams and Docker Compose, focusing on:

  • Zero failed client requests during outages
  • Automatic failover within a single request
  • Manual traffic switching without restarting containers
  • No application code changes
  • No image rebuilds

This article is a beginner-friendly but production-accurate walkthrough of the solution, explaining both the configuration and the runtime behavior in detail.

Problem Overview

We are provided with two identical Node.js services packaged as pre-built Docker images:

  • Blue — primary (active)
  • Green — backup

Each service exposes the following endpoints:

Endpoint Purpose
GET /version Returns JSON + headers
GET /healthz Liveness check
POST /chaos/start Simulates failure
POST /chaos/stop Restores service

The task is to place Nginx in front of both services and guarantee:

  • All traffic goes to Blue by default
  • On Blue failure, Nginx automatically switches to Green
  • No client request returns non-200 during failover
  • Application response headers are forwarded unchanged
  • Traffic can be manually toggled between Blue and Green""",
      T("Nginx"), T("Docker Compose"), T("Node.js"), T("Docker"),
      E("GET /version"), E("GET /healthz"), E("POST /chaos/start"), E("POST /chaos/stop"),
      source="https://dev.to/ifeanyi_nworji/bluegreen-deployment-with-nginx-upstreams-using-docker-compose-5cn1",
      kind="blog", note="the services' endpoint table kept; the architecture section after it cut"),
    R("""Intro
Hey everyone!🤗 If you're a beginner who's just started learning the backend, or maybe you already know the basics but want a deeper understanding of the logic behind servers, routing requests and all those fundamentals concepts, I truly hope this article helps you out.🥰
It's totally normal to feel confused at first or not to grasp everything immediatly, you'll figure it out eventually at the right time! Perhaps this article will clarify things, or maybe it will just confirm what you already know!
We will discuss the following concepts:
- Routing: Frontend vs Backend
- From Source to Server
- Development vs Production: More Than Just a Command
- Order Matters: Handling Critical Paths in Express
Routing: Frontent vs Backend
Routing means deciding which piece of code or which page to return when a user accesses a specific URL (a path, or "route"). Here lies the first major difference between the two worlds.
Frontend Routing (Vite, React Router)
When we work with a modern frontend framework (like React with Vite or Create React App), we don't handle the routing of static files:
→ The Dev Server is Smart: Vite's development server is designed to do one thing: help us code fast. It knows how to read our source files (those in src/) and serve them automatically under the corresponding URLs.
→ Automatic Routing: If our HTML or React code refers to /styles/main.css, the Vite server knows immediately where to find the physical file (in its memory or the file system) and sends it instantly to the browser. We don't write special code for this❗
→ Focus on Application Logic: Using libraries like React Router, we only focus on the application logic (e.g., "If the URL is /profile, display the Profile component"). This routing happens in the browser, after the JavaScript files have been loaded.
Manual Routing in the Backend (Express.js)
Express.js is just a minimal framework. It makes no assumptions and has no built-in "magic.\"""",
      T("Express"), T("Vite"), T("React Router"), T("React"), T("Create React App"), T("JavaScript"),
      source="https://dev.to/cristea_theodora_6200140b/frontend-to-backend-from-vite-to-express-2c83", kind="blog",
      note="/styles/main.css a URL path the dev server answers, written with a leading slash -- no file; src/ a folder; "
           "/profile a client-side route with no method; HTML not labelled"),
    R("""Sometimes in #rails you don't want to touch database.yml file and to leave username and password as they were. But migrations will fail because you don't have a role (username and password like in your database.yml). In #postgresql a role is some kind of user which can access the database. To list all the roles use \\du command.

Try to create new role:

  CREATE ROLE new_role WITH PASSWORD 'new_pass';

And if you run \\du command you will see, that new_role is not allowed to log in and if you try to run you migrations you will have an error. To allow role to login you must specify LOGIN option:

  CREATE ROLE new_role WITH LOGIN PASSWORD 'new_pass';

Also you can specify not only LOGIN option. There are several more options like SUPERUSER, list of all options available here

  CREATE ROLE new_role WITH LOGIN SUPERUSER PASSWORD 'new_pass';

To drop the role use:

  DROP ROLE new_role;""",
      T("Rails"), T("PostgreSQL"),
      source="http://gistflow.com/posts/76-roles-in-postgresql", kind="blog",
      note="'#rails' and '#postgresql' are the post's tags, naming the stack; database.yml a bare file name; SQL "
           "statements not labelled as a language"),
    R("""When you start using Rails, if you, like me, just use things the way they come out of the box, you were probably using SQLite3 as your default database. Your first inkling that this might not be sufficient will come when you try to push your Rails app to Heroku’s servers (“dynos.”) Heroku wants you to use PostgreSQL instead.""",
      T("Rails"), T("SQLite"), T("Heroku"), T("PostgreSQL"),
      source="https://sameer.siruguri.net/blog/category/coding/postgresql/", kind="blog",
      note="SQLite written SQLite3"),
    # ---------------------------------------------------------------- questions and answers
    R("""In Django, the convention is to put all of your static files (i.e css, js) specific to your app into a folder called static. So the structure would look like this:
mysite/
    manage.py
    mysite/ --> (settings.py, etc)
    myapp/ --> (models.py, views.py, etc)
        static/
In mysite/settings.py I have:
STATIC_ROOT = 'staticfiles'
So when I run the command:
python manage.py collectstatic   
It creates a folder called staticfiles at the root level (so same directory as myapp/)
What's the point of this? Isn't it just creating a copy of all my static files?""",
      T("Django"), T("Python"), F("mysite/settings.py"),
      source="https://wiki.kunaldawn.com/content/stackoverflow.com_en_all_2023-11/questions/34586114/what-s-the-point-of-django-s-collectstatic",
      kind="qa",
      note="a stored copy of a Stack Overflow question; the tree's names (manage.py, models.py) are bare or folders; "
           "css, js the file kinds, not labelled; python the command that runs manage.py"),
    R("""Will you try building and pushing the image manually to see if you have the same issue? You can do something like this:
docker build . -t registry.fly.io/testing-the-hellofly-app:testing
flyctl docker auth
docker push registry.fly.io/testing-the-hellofly-app:testing
flyctl deploy -i registry.fly.io/testing-the-hellofly-app:testing""",
      T("Docker"), T("flyctl"),
      source="https://community.fly.io/t/no-such-image-error/3266/6", kind="qa",
      note="one reply in a forum thread; Fly.io's name only inside the registry's image references -- not labelled"),
    R("""AttributeError: request has no attribute 'files'
AttributeError: request has no attribute ‘files’
$ python - <<'PY'
from flask import Flask, request
app = Flask(__name__)
@app.route('/upload', methods=['POST'])
def upload():
return str(hasattr(request, 'files'))
with app.test_client() as c:
r = c.post('/upload', data=b'plain', headers={'Content-Type': 'text/plain'})
print(r.data)
PY
b'False'
Why this happens
Flask exposes file uploads through request.files only when the incoming request uses multipart/form-data with a valid boundary and the server sees file parts. If your client sends text/plain, JSON, or a malformed multipart body, request.files will be empty. In standard Flask, request is a LocalProxy to a Request object with many attributes, including .files. So an error message claiming the attribute is missing usually means you’re inspecting a different object (like a mocked request), you’re outside a request context, or you are misreading an exception caused by something else.
Common causes:
- Wrong HTTP method (GET instead of POST).
- Missing or incorrect
Content-Type: multipart/form-data; boundary=.... - Using
fetchin JS and manually settingContent-Type, which prevents the browser from adding the boundary. - Attempting to access
request.filesoutside an active request context.
Fix
- Use
POSTand send a propermultipart/form-databody with a boundary. - In browser code, construct a
FormDataand do not set theContent-Typeheader manually; the browser will set it. - In Flask tests, pass a file via
data={'file': (io.BytesIO(b'data'), 'name.txt')}. - Ensure you access
request.filesinside a view function or an active request context (with app.test_request_context():).
Wrong code
# Client-side JavaScript (incorrect)
fetch('/upload', {
method: 'POST',
headers: { 'Content-Type': 'multipart/form-data' }, // Wrong: boundary missing
body: new Blob(['hello'])
});""",
      T("Python"), T("Flask"), T("JavaScript"), E("POST /upload"),
      source="https://shaare.it/flask-attributeerror-request-no-files/", kind="qa",
      note="an error's page (the error, why, the fix); the route, the test client's c.post and the fetch with "
           "method 'POST' all the same endpoint; 'JS' and 'JavaScript' the client's language; the fixed code cut"),
    # ---------------------------------------------------------------- docs, continued
    R("""Static Files

Django has a process for handling static files (i.e. files like CSS, SASS, JavaScript, images) already which coltrane leverages as part of the record CLI command. The collectstatic management command is used to copy all static files from different Django apps to the output/static directory.

Referring to static assets

Instead of hardcoding the URL path to static assets, the static templatetag is always available in either markdown files or templates.

Note

Using the static template tag might feel unnecessary for simpler sites, but it will automatically use the hashed file name that whitenoise provides for efficient serving and caching of static files.

content/index.md

![music note]({% static 'images/music-note.svg' %})

Generated index.html

<img src="/static/images/music-note.abcd123.svg" />

templates/custom/custom-template.html

<link src="{% static 'css/styles.css' %}" />

Generated HTML

<link src="/static/css/styles.wxyz789.css" />""",
      T("Django"), T("coltrane"), T("WhiteNoise"),
      F("content/index.md"), F("templates/custom/custom-template.html"), F("images/music-note.svg"), F("css/styles.css"),
      source="https://coltrane.readthedocs.io/en/latest/common/static-files/", kind="docs",
      note="the tool's own docs (coltrane named once, labelled); the static tag's arguments are relative asset paths "
           "(labelled); /static/... the generated absolute URLs, index.html a bare name, output/static a folder; CSS, "
           "SASS, JavaScript named as kinds of static file -- not labelled; markdown the format"),
    R("""The Static Files Saga: Why We're Breaking Up With Django's Asset Pipeline

By dan • February 14, 2026 • 5 min read

## The Static Files Saga: Why We're Breaking Up With Django's Asset Pipeline

### The Problem: One CSS File, Four Hours

On February 14, 2026 - Valentine's Day, ironically - we spent an entire engineering session trying to get a single CSS file to load in production. Not a complex JavaScript bundle. Not a dynamically generated asset. A plain CSS file called `earth-theme.css`, sitting right next to five other CSS files that loaded perfectly fine.

The file existed in git. It existed in the source directory. `collectstatic` claimed to collect it. Every other file in the same directory worked. But `earth-theme.css`? 404. Every single time.

### The Stack of Complexity

Here's what Django requires to serve a CSS file in production:

1. **File goes in `static/css/`** - OK, reasonable
2. **`STATICFILES_DIRS`** must point to the right directory - fine
3. **`STATICFILES_FINDERS`** must include the right finders - sure
4. **`collectstatic` management command** copies files from source to `STATIC_ROOT` - wait, why?
5. **`STATICFILES_STORAGE`** determines how files are processed - getting complex
6. **`CompressedManifestStaticFilesStorage`** hashes filenames for cache busting - now we need a manifest
7. **`staticfiles.json` manifest** maps original names to hashed names - another thing that can break
8. **`{% static %}` template tag** looks up the hashed name from the manifest - must use this or 404
9. **WhiteNoise middleware** serves the files from `STATIC_ROOT` using the manifest - another layer""",
      T("Django"), T("Git"), T("WhiteNoise"),
      source="https://askrobots.com/public/articles/e23ba03a-cc1b-4d06-8403-e55637d31191", kind="blog",
      note="earth-theme.css and staticfiles.json bare names, static/css/ a folder; 'Not a complex JavaScript bundle' "
           "names what the file is not -- JavaScript not labelled; CSS the file kind; the debugging account after cut"),
    R("""# Task Manager Backend

## Setup

1. Install dependencies:
```bash
npm install
```

2. Start MongoDB

3. Run server:
```bash
npm run dev
```

## API Endpoints

### Auth
- POST `/api/auth/register` - Register user
- POST `/api/auth/login` - Login user

### Tasks
- GET `/api/tasks` - Get all tasks
- GET `/api/tasks/:id` - Get single task
- POST `/api/tasks` - Create task
- PUT `/api/tasks/:id` - Update task
- DELETE `/api/tasks/:id` - Delete task""",
      T("npm"), T("MongoDB"),
      E("POST /api/auth/register"), E("POST /api/auth/login"), E("GET /api/tasks"), E("GET /api/tasks/:id"),
      E("POST /api/tasks"), E("PUT /api/tasks/:id"), E("DELETE /api/tasks/:id"),
      source="https://github.com/Manickavasagan-S/Backend/blob/ea750676d969702b57148039a9ece8e60f6a04dd/README.md",
      kind="docs",
      note="the stored README is caught in a merge conflict; its '<<<<<<< HEAD' side kept, the markers and the "
           "classroom badge of the other side cut; the bash fences not labelled"),
    R("""# Task Management Backend

### start server

git clone

```
npm i
```

- setup .env variables name in config file

```
npm start
```
- Local Server
    - http://localhost:5000

## API Routes

### User Routes
- /api/v1/signup (POST)
- /api/v1/login (POST)
- /api/v1/user (GET)

### Task routes
- /api/v1/task (GET)
- /api/v1/task/create (POST)
- /api/v1/task/:id (DELETE)
- /api/v1/task/update/:id (PATCH)""",
      T("Git"), T("npm"),
      E("POST /api/v1/signup"), E("POST /api/v1/login"), E("GET /api/v1/user"), E("GET /api/v1/task"),
      E("POST /api/v1/task/create"), E("DELETE /api/v1/task/:id"), E("PATCH /api/v1/task/update/:id"),
      source="https://github.com/TH-Raju/task_management_backend/blob/d54e8a108e6f0e0cde93447fe08ac4c11b7d967f/readme.md",
      kind="docs", note="each route's method written after it in parentheses; .env a bare dotfile"),
    R("""## 🔖 [3.0.2] (2025-12-03)

### ✅ Added

- New unit tests for `GCloudAPIService` covering API calls, date parsing, and error handling.
- Added types: `AuthCheckPasswordInput`, `AuthCheckPasswordOutput`, `AuthValidateUserInput`, `AuthValidateUserOutput`, and `ProjectDashboardInput`/`Output` to `src/types/`.

### 🏗️ Changed

- API service now uses JSON for requests/responses instead of BSON.
- Refactored APIService and GCloudAPIService to use new type locations and improved error handling.
- Updated dependencies: now requires `@aneuhold/core-ts-api-lib@^3.0.2`, `@aneuhold/core-ts-lib@^2.3.12`, and `@aneuhold/local-npm-registry@^0.2.19`.
- Development dependencies updated for compatibility: `@types/node`, `prettier`, `rimraf`, and `vitest`.

### 🔥 Removed

- Removed Digital Ocean function classes and related service files from `src/services/DOFunctionService/`.
- Removed legacy test utilities and example function files.

## 🔖 [2.2.8] (2025-11-09)

### 🏗️ Changed

- Refactored all service, function, and test files to use `import type` for type-only imports, improving build performance and clarity.
- Updated internal imports to separate type and value imports from dependencies and internal modules.
- No breaking changes; all updates are internal refactors for TypeScript best practices.

## 🔖 [2.2.5] (2025-11-04)

### 🏗️ Changed

- Switched `GCloudAPIService` to use BSON serialization for requests and responses
- Updated request and response `Content-Type` headers to `application/octet-stream`
- Added private `decodeResponse` helper for decoding API responses
- Improved error handling for non-BSON responses in `GCloudAPIService`

## 🔖 [2.2.5] (2025-11-04)

### ✅ Added

- New browser-safe bundle: added src/browser.ts and updated exports for browser/node compatibility.

### 🏗️ Changed

- Refactored exports in package.json for browser/node/default support.
- Marked package as side-effect free in package.json ("sideEffects": false).
- Refactored src/index.ts to re-export from browser.ts.

## 🔖 [2.2.0] (2025-07-12)

### ✅ Added

- Added new `APIResponse<T>` generic type for standardized API responses
- Added `GCloudAPIService` for interacting with Google Cloud API endpoints
- Added `gcloudBackendUrl` field to `DashboardConfig` type""",
      T("Prettier"), T("rimraf"), T("Vitest"), T("DigitalOcean"), T("TypeScript"), T("Node.js"), T("Google Cloud"),
      F("src/browser.ts"), F("src/index.ts"),
      source="https://github.com/aneuhold/ts-libs/blob/01bebd526a59d3557adbbd5ac1d39de7fd78db3d/packages/core-ts-api-lib/CHANGELOG.md",
      kind="changelog",
      note="the 3.0.x dependency bumps above and the versions between cut; folders (src/types/, "
           "src/services/DOFunctionService/) and bare names (browser.ts, package.json) not labelled; 'Digital Ocean' "
           "spelled apart (its Functions, dropped); node the runtime in 'browser/node'; BSON and JSON formats; "
           "@types/node a types package and the @aneuhold packages the project's own, not labelled"),
    R("""A Microsoft anunciou que o código-fonte da popular extensão GitHub Copilot Chat para o Visual Studio Code foi disponibilizado ao público sob a licença MIT. Esta decisão estratégica oferece à comunidade de developers acesso sem precedentes ao funcionamento interno do assistente de programação baseado em chat, revelando detalhes cruciais sobre a sua implementação.

O repositório, agora acessível a todos, expõe a implementação do "modo agente", os dados contextuais que são enviados para os modelos de linguagem (LLMs) e o design dos prompts de sistema. Adicionalmente, os mecanismos de telemetria foram detalhados, respondendo a questões de longa data sobre a transparência na recolha de dados por parte destas ferramentas de IA.

Uma janela para o "cérebro" do assistente de IA

Lançado em 2015, o Visual Studio Code é um dos editores de código mais utilizados globalmente e um projeto open-source de referência da Microsoft. A extensão GitHub Copilot Chat, que funciona sobre um modelo baseado no GPT-4, tornou-se uma ferramenta indispensável para muitos, permitindo que os programadores conversem com a IA para obter ajuda em tarefas de codificação. A sua popularidade é evidente, com mais de 35 milhões de instalações registadas no VSCode Marketplace.""",
      T("Copilot"), T("VS Code"),
      source="https://tugatech.com.pt/t68843-microsoft-torna-o-codigo-do-github-copilot-chat-para-o-vs-code-open-source",
      kind="news",
      note="Portuguese tech news; 'GitHub Copilot Chat' the extension (labelled as Copilot), Visual Studio "
           "Code and VSCode as VS Code; GPT-4 the model under it, not labelled apart; Microsoft the company; the MIT "
           "licence not a technology; the paragraphs after cut"),
    R("""base > docs > workflows > GitHub Pages Deployment
The GitHub Pages deployment workflow is defined in .github/workflows/pages.yml. Its purpose is to build and deploy the repository’s content as a GitHub Pages website.
This workflow is triggered by:
push to the main branch.workflow_dispatch event, allowing it to be run from the Actions tab in GitHub.The workflow is granted the following permissions:
contents: read to read the repository’s content.pages: write to deploy to GitHub Pages.id-token: write to authenticate with GitHub Pages.The workflow uses a concurrency group named "pages" to ensure that only one deployment runs at a time. If a new workflow run is triggered while another is in progress, the new run will be queued. However, in-progress runs are not cancelled.
buildThis job runs on ubuntu-latest and performs the following steps to build the site:
actions/jekyll-build-pages action to build the site with Jekyll. The source is the root of the repository (./), and the destination for the built site is ./_site.deployThis job also runs on ubuntu-latest and depends on the successful completion of the build job. It performs the following steps to deploy the site:
actions/deploy-pages action to deploy the artifact from the build job to GitHub Pages. The environment is configured for github-pages, and the URL of the deployed site is made available as an output.""",
      T("GitHub Pages"), T("GitHub Actions"), T("Jekyll"), F(".github/workflows/pages.yml"),
      source="https://attogram.github.io/base/docs/workflows.pages.html", kind="docs",
      note="the stored copy runs list items together, kept so; the workflow run from 'the Actions tab in GitHub' is a "
           "GitHub Actions workflow (labelled, the name never written in full); ubuntu-latest a runner label and "
           "./_site a folder, not labelled"),
    R("""I've been procrastinating over my blog for almost a year. Initially I wrote it in Angular in early 2017 and re-wrote everything in React in the last couple of weeks. At last, following Github's "ship early - ship often" motto, I shipped it today. Probably the most challenging aspect of the whole work was to make Github pages play nice with React SPA - I'll tell you how in this post.

My blog makes use of a pretty minimalistic toolchain by modern standards:

  • React 16
  • React Router v4
  • Codebase scaffolded in spirit of this post from Medium (no create-react-app or Yeoman)
  • No state management like Redux/Flux/MobX
  • Scripts in EcmaScript 6 transpiled with Babel (no Flow or Typescript)
  • Styles in SASS, copy-pasted from a nice Homer theme for Bootstrap 3
  • NPM package.json for dependencies, no Yarn (or Bower obviously)
  • NPM scripts to build it all (no Gulp/Grunt)
  • Webpack 2 to bundle it all (with devServer for local development)
  • Github pages to "host" and serve it

Project needs to be served in 2 environments. In development it needs to be rebuilt upon every change (or, to be precise, each part of it that ) and served from local machine with WebpackDevServer. In production it is served with with Github pages web server.

This causes several problems.

How to serve index.html not from project root, but from /dist or /build folder?

My webpack setup works as follows: all the source files are located in /src folder, while files generated from them go to /dist. Those initially included /dist/index.html, generated from a template in /src/index.html by HtmlWebpackPlugin.""",
      T("Angular"), T("React"), T("GitHub Pages"), T("React Router"), T("Babel"), T("Sass"), T("Bootstrap"), T("npm"),
      T("Webpack"), T("JavaScript"), T("webpack-dev-server"), T("html-webpack-plugin"),
      source="https://borisburkov.net/2017-12-14-1/", kind="blog",
      note="the toolchain the blog uses labelled; what it does NOT use (create-react-app, Yeoman, Redux, Flux, MobX, "
           "Flow, TypeScript, Yarn, Bower, Gulp, Grunt) left out; EcmaScript 6 is JavaScript; 'Homer' a theme; Medium "
           "a site; /dist/index.html and /src/index.html written from the root -- no file"),
    R("""When I was in the beginning phase of my web development journey, I faced a highly frustrating issue: my web app worked perfectly fine locally, but the moment I deployed it, hitting the refresh button threw a nasty 404 Not Found error.
The fix is usually just a few lines of configuration code in your root directory. But as developers, we shouldn't just patch bugs without understanding them.
Let’s deep dive into why this happens.
The Catch: Browsers Don't Speak React
Let's look at a React application as an example. We write our frontend code using JSX (an extension of JavaScript that allows us to write HTML-like structures wrapped in JS logic). However, web browsers only inherently understand three things: HTML, CSS, and standard JavaScript.
This is where a modern build tool like Vite comes into the picture.
When you run your build command, Vite compiles your entire JSX codebase, dependencies, and assets into a highly optimized bundle—typically consisting of a single index.html file and a few compressed JavaScript/CSS files.
When a user first visits your deployed site, the server sends down this primary index.html file along with the JavaScript bundle. Now, your entire application logic resides right inside the browser.
The Core Problem: Client-Side Routing vs. Deployed Servers
When you use a library like React Router and click on a link (e.g., navigating from Home to /about), notice what actually happens:
- The browser does NOT send a request to the server.
- Instead, the JavaScript bundle intercepts the click, prevents the default page load, manually updates the URL in the address bar, and swaps out the UI components smoothly.
This is called Client-Side Routing.
However, everything changes the moment a user hits Refresh while sitting on https://your-app.com/about.
When you refresh, the browser bypasses your JavaScript bundle completely. It treats the URL as a direct request and asks the deployment server: "Hey, please give me the physical file located at /about.\"""",
      T("React"), T("JSX"), T("JavaScript"), T("Vite"), T("React Router"),
      source="https://dev.to/vansh_101/it-worked-locally-why-your-deployed-app-throws-a-404-error-on-refresh-63a",
      kind="blog",
      note="/about a client-side route and a refresh's URL, no method -- no endpoint; index.html a bare name; HTML and "
           "CSS not labelled; the fixes per host after cut"),
    R("""UPDATE 2 (16 May 2019): With the release of pip v19.1.1 , editable installs are again allowed in the presence of pyproject.toml. Both the pip install -e . and python develop approaches should now work. Discussion is ongoing on a more robust, setuptools-independent specification of editable installs.

UPDATE (26 Apr 2019): Just like with many others in the Python ecosystem, I was caught by the switch to rigorous observance of PEP517 in pip 19.1, which prohibits editable installs in projects declaring PEP517 compliance via the presence of pyproject.toml. However, I discovered that switching from a pip-mediated editable install to a setuptools-mediated ‘develop’ install (via python develop) seems to have bypassed the problem. Edits/updates have been made below where relevant.

At various points over the last year or so, I’d heard or seen various things about the new pyproject.toml file and how it interacts with Python packaging—in particular, I’d listened to the Python Bytes and Test and Code episodes that covered it. I’d also paid passing attention to the various debates about the merits of the src and non-src approaches to structuring projects. The most compelling argument I’d seen for src was made by Hynek Schlawack :

I’d tried moving my code to src a couple of times, but it promptly broke things every time and I never cared enough to bother with figuring it out. When I recently came across Bernat Gabor’s three-part series on the state of Python packaging (covered not long ago on Python Bytes), though, it got me curious enough to seriously attempt a conversion both to pyproject.toml and a src project layout. I needed to tweak one of my Python packages and put out a new patch version anyways (stdio-mgr ), so it seemed like a natural time to put in the work to get these in place. The main resources I used in this process were Bernat’s series, the above article by Hynek, and Brett Cannon’s article on PEP 517/518.""",
      T("pip"), T("setuptools"), T("Python"), T("stdio-mgr"),
      source="https://bskinn.github.io/My-How-Why-Pyproject-Src/", kind="blog",
      note="'Python Bytes' and 'Test and Code' are podcasts; PEP 517/518 specifications, not tools; stdio-mgr the "
           "author's own package, the one converted (labelled); pyproject.toml a bare file name; the paragraph "
           "naming tox and PyPI cut"),
    R("""Unable to Connect Mysql container from a spring-boot application

At first sight everything looks okay with this compose file (you don’t define a data volume, but that’s something else). So this is a complicated one.
Just a guess, the reason could be the following: With mysql:latest you install MySQL 8.0 that uses ‘caching sha2 password’ as default authentication method. To connect to it you need a connector that is build with the most recent MySQL and not the MariaDB C libraries and supports this method. Read here about ‘caching_sha2_password as the Preferred Authentication Plugin’. Maybe your connector is not made for MySQL 8.0.
So what you could try is to use mysql:5.7 instead.""",
      T("MySQL"), T("Spring Boot"), T("Docker Compose"),
      source="https://forums.docker.com/t/unable-to-connect-mysql-container-from-a-spring-boot-application/85444/4",
      kind="qa",
      note="the thread's title and one reply; 'this compose file' is the asker's Docker Compose file; spring-boot "
           "is Spring Boot; mysql:latest and mysql:5.7 image tags of MySQL; the MariaDB C libraries named only as what the "
           "connector should not be built with -- not labelled"),
    R("""If you use Express.js as a web server, you have a “public” folder in which you put your static files, which are served right up. Outside of this folder, you have other sibling folders where you keep your code as “controllers” and “models”. You cannot navigate to one of these folders through a web browser so that they are inaccessible because your web server root directory is "public".
project_root/ - app.js - public/ <-- web root - javascripts/ - stylesheets/ - images/ - some_static_page.html - controllers/ - models/ - routes/ - views/ - node_modules/
source share""",
      T("Express"),
      source="https://geek-questions.imtqy.com/articles/915548/index.html", kind="qa",
      note="an answer copied from a Q&A site ('source share' its leftover links); the flattened tree writes folders "
           "and bare names only -- no file"),
    R("""The JDBC URL format for MySQL Connector/J is as follows, with items in square brackets ([, ])
being optional:
jdbc:mysql://[host][,failoverhost...][:port]/[database] »
[?propertyName1][=propertyValue1][&propertyName2][=propertyValue2]...
If the hostname is not specified, it defaults to 127.0.0.1. If the port is not specified,
it defaults to 3306, the default port number for MySQL servers.
jdbc:mysql://[host:port],[host:port].../[database] »
[?propertyName1][=propertyValue1][&propertyName2][=propertyValue2]...""",
      T("JDBC"), T("MySQL Connector/J"), T("MySQL"),
      source="https://myfaqbase.com/q0000363-Software-Development-Languages-Java-JDBC-What-is-the-URL-syntax-for-MySQL-connector-slash-J-driver.html",
      kind="qa", note="a FAQ's answer (its question only in the address); the jdbc:mysql:// URLs are templates"),
    R("""The "public" only does one thing - define a router.
The router defined by the "public" app simply serves the public/ directory
as static files. It's mount point is determined by the urls configuration in
config/routes.js, and is "/public" by default.""",
      F("config/routes.js"),
      source="https://upbeat-borg-577987.netlify.app/apps/public", kind="docs",
      note="a framework's page on its 'public' app, the framework never named; public/ a folder; /public a mount "
           "point with no method -- no endpoint"),
]
