"""The other texts of the thirty-third fresh held-out set ("fresh-33"): changelogs and release notes of projects none of
the earlier sets used (three Rails gems -- autocomplete_for, ManageIQ's inventory_refresh, Zendesk's charcoal --, the gulp
plugin gulp-convert-encoding, ultraq's array-utils and the WordPress plugin knokspack); docs pages with routes and files
(a Flask routes page, a course's ToDo API reference, BackAnt's Flask routing, a Rails book's scaffold controller with
Windows paths, generated wikis of a Laravel shop, an Astro site's and a Jekyll blog's deploy workflows, an inventory
app's Axios client, WinJS's dev proxy, a static-analysis rule on Flask route methods); tutorials and blog posts
(FastAPI path operations three times, Spring Boot CORS with Angular and React, a Rails 101, a Rails-like framework
book, Laravel route registration, Flask forms and 405 errors); news on Kubernetes 1.0 (twice), insecure MongoDB
databases and DarkBeam's open Elasticsearch; Q&A on npm and node-gyp on Ubuntu 18.04 and an ERPNext install's npm
conflict.

Taken from stored public copies of the pages and files at the addresses given, kept as written (trimmed) and labelled
by hand without running the extractor, by the rules of the earlier sets (``--split fresh-33``).
"""

from real_corpus import E, F, R, T  # noqa: F401

SURFACES = {
    "Travis CI": ("travis",),
    "DC/OS": ("DCOS",),
    "Amazon ECS": ("EC2 Container Service",),
    "JSDoc": ("JSDocs",),
}

CASES = [
    # ---------------------------------------------------------------- changelogs
    R("""# Changelog
All notable changes to this project will be documented in this file.

The format is based on [Keep a Changelog](https://keepachangelog.com/en/1.0.0/),
and this project adheres to [Semantic Versioning](https://semver.org/spec/v2.0.0.html).

## [1.1]
### Added
- Support Rails 6.0
- Add appraisal gem
- Bump the development dependencies
- Address rubocop violations

## [1.0.7] - 2019-12-09
### Added
- Added a changelog
- Added metadata to gemspec
- Bump the ruby version
- Bump the development dependencies""",
      T("Rails"), T("Appraisal"), T("RuboCop"), T("Ruby"),
      source="https://github.com/nulogy/autocomplete_for/blob/dc8a8679872c04967a4735c5845c6413d98bb7d1/CHANGELOG.md",
      kind="changelog",
      note="the gem's own name is not in the text; 'appraisal gem' is the Appraisal gem; 'gemspec' is a file kind, not a tool"),
    R("""# Changelog

All notable changes to this project will be documented in this file.
This project adheres to [Semantic Versioning](http://semver.org/).

## [Unreleased]

## [2.0.0] - 2022-09-06
### Added
- Add timeout-minutes to setup-ruby job (#110)
- Add ruby3 compliant parameters for lazy_find (#112)
- Handle two hash arguments to lazy_find (#114)

### Removed
- **BREAKING** Remove deprecated find_by/lazy_find_by methods

## [1.1.0] - 2022-05-03
### Changed
- Ruby 3 keyword arguments (#109)

### Added
- Cron for GitHub Actions (#108)

## [1.0.0] - 2022-02-09
### Changed
- Run rubocop -A (#102)
- Switch from travis to github actions (#104, #105)

### Added
- **BREAKING** Add back support for non-concurrent-safe batch strategies (#101)
- Add support for Rails 6.1 (#103)
- Add bundler-inject (#106)

### Fixed
- Fix InventoryCollection missing cache returns (#107)""",
      T("Ruby"), T("GitHub Actions"), T("RuboCop"), T("Travis CI"), T("Rails"), T("bundler-inject"),
      source="https://github.com/ManageIQ/inventory_refresh/blob/d813d4c42974cda39e59cf58136965a963271817/CHANGELOG.md",
      kind="changelog",
      note="'setup-ruby job' is the CI job using the setup-ruby action (Ruby is labelled from 'Ruby 3'); 'travis' is Travis "
           "CI; bundler-inject is a gem; lazy_find/find_by are methods"),
    R("""# Changelog

All notable changes to this project will be documented in this file.

The format is based on [Keep a Changelog](https://keepachangelog.com/en/1.0.0/),
and this project adheres to [Semantic Versioning](https://semver.org/spec/v2.0.0.html).

## [Unreleased]

## [2.8.0] - 2024-07-01

* Dropped upper limit on Rails, started testing with Rails main.
* Dropped support for Ruby < 3.1.
* Dropped support for Rails < 6.1.

## [2.7.0] - 2023-11-14

* Added support for Rails 7.1""",
      T("Rails"), T("Ruby"),
      source="https://github.com/zendesk/charcoal/blob/30f21a7626c96abf7ed2ecb6ee693fe087bbd8a7/CHANGELOG.md",
      kind="changelog", note="the gem's name (charcoal) is not in the text"),
    # ---------------------------------------------------------------- docs with routes
    R("""Routes and Resources

Routing is the mechanism by which HTTP requests are routed to the code which handles them. When a user visits the page /home, their computer makes an HTTP request to the server. Routing will determine what happens from there.

When building an app, a good first step is to map out all of the possible HTTP requests. The most common kind of request is a GET request - for example, accessing a homepage might be a GET request. Likely you will have some combination of GET and PUT requests. Each of these requests needs to be mapped to a Python function using the Flask route decorator.

GET \t/home
GET \t/people
PUT \t/people
GET \t/people/<:id>

Requests can be organized by resource. In theory, each resource would have four routes for each of the CRUD operations for persistent storage. In practice, you might not need an update operation for one of your resources. In the example above, people is one resource. All of the routes associcated with this resource could be grouped into one file, people.py.

As your project grows, so will your resources. One way to keep track of your routes is to separate the routes by resource, creating a different file with the routes for each resource.

├── routes
|\t├── home.py
|\t├── people.py
|\t├── pets.py

Routes

In Flask, routes are defined using decorators. Flask routes the HTTP request to a Python function. For example, the following route would return the string hello world to the client computer.

@app.route("/")
def homepage():
    return "hello world\"""",
      T("Python"), T("Flask"),
      E("GET /home"), E("GET /people"), E("PUT /people"), E("GET /people/<:id>"),
      source="http://codechalet.com/docs/flask/development/resources.html", kind="docs",
      note="the route table gives methods; '@app.route(\"/\")' has no method written and '/' alone is not labelled; "
           "people.py and the tree entries are bare file names"),
    R("""Table Of Contents

ToDoList REST Endpoints

Title:         add a todo item
Endpoint:      POST /todos
URL Params:    task: the todo's description (string)
               done: whether or not it has been completed (boolean)
               created: date when it was created (string).
Status Codes:  200 (OK) is always returned.
               400 is returned if the params are bad.
Response Body: { }

Example:   
    Query: POST /todos?task=lecture&done=false&created=Oct%2013,%202018
    Response: (status 200) { }
Title:         get list of todos
Endpoint:      GET /todos
URL Params:    
Status Codes:  200 (OK) is always returned.
Response Body: {
    todos: [ <todo-1>, <todo-2>, ...]
}

Example:   
    Query: GET /todos
    Response: (status 200) {
        [
            {
                "task: "Feed Wally",
                "done": false,
                "created": "June 10, 2018 at 5:30am",
                "id": 5
            },
            { ... },
            ...
        ]
    }
Title:         delete a todo item with given id
Endpoint:      DELETE /todos
URL Params:    id: the desired todo's id number 
Status Codes:  200 (OK) is returned if todo exists.
               400 is returned if the id is bad.
Response Body: { }""",
      E("POST /todos"), E("GET /todos"), E("DELETE /todos"),
      source="http://www.cs.williams.edu/~freund/cs326/ToDoAPI.html", kind="docs",
      note="a course's API reference; the example queries' query strings are dropped (same routes); no technology is "
           "named ('REST Endpoints' is not 'REST API'); cut before the PUT entry"),
    R("""How routes are structured
Every route file defines a Blueprint, registers it at a URL prefix, and exposes endpoint functions that call the service layer:api/app.py:
ant generate route users, both the route file and the app.py registration are created and wired automatically.
HTTP methods
Flask Blueprints support all standard HTTP methods as decorators:Subroutes
A subroute is an additional endpoint appended to an existing Blueprint. When you runant generate subroute users profile, the following is added to users_route.py:
users_service.py and users_repository.py.
URL structure
Given a route namedusers with subroutes profile and create:
| Method | URL | Handler |
|---|---|---|
| GET | /users | get_users() |
| GET | /users/profile | get_profile() |
| POST | /users/create | create_create(data) |
Generating routes and subroutes
Naming rules
Route names must be valid Python identifiers:Accessing request data
Inside a route function, use Flask’srequest object:""",
      T("Flask"), T("Python"), F("api/app.py"),
      E("GET /users"), E("GET /users/profile"), E("POST /users/create"),
      source="https://docs.backant.io/the-basics/routing", kind="docs",
      note="the stored copy has lost its code blocks (words run together as written); 'ant' is the project's own CLI "
           "(BackAnt, not named as such); app.py, users_route.py etc. are bare file names; 'Flask’srequest' keeps "
           "Flask as a word"),
    R("""Path Operations and Decorators

A path operation in FastAPI terminology is a combination of an HTTP method and a URL path. The decorator @app.get("/items/") defines a GET path operation. Understanding how these decorators work, and how to organize them with APIRouter, is fundamental to building maintainable APIs.

Learning Focus

By the end of this lesson you can: use all HTTP method decorators, add metadata to operations, organize routes with APIRouter, and include routers in the main app with prefixes and tags.

HTTP Method Decorators

FastAPI provides a decorator for each standard HTTP method:

app/main.py
from fastapi import FastAPI

app = FastAPI()

@app.get("/items/") # Read / list
async def list_items(): ...

@app.post("/items/") # Create
async def create_item(): ...

@app.put("/items/{id}") # Full update (replace)
async def update_item(id: int): ...

@app.patch("/items/{id}") # Partial update
async def patch_item(id: int): ...

@app.delete("/items/{id}") # Delete
async def delete_item(id: int): ...

@app.head("/items/") # Like GET but no body
async def head_items(): ...

@app.options("/items/") # CORS preflight, capability check
async def options_items(): ...
MethodIdempotentBodyCommon use
GETNoRead resource
POSTYesCreate resource
PUTYesReplace resource
PATCHYesPartial update
DELETEOptionalRemove resource

Operation Metadata

Add metadata to each operation for better OpenAPI documentation:

app/routers/items.py
from fastapi import APIRouter

router = APIRouter()""",
      T("FastAPI"), T("OpenAPI"), F("app/main.py"), F("app/routers/items.py"),
      E("GET /items/"), E("POST /items/"), E("PUT /items/{id}"), E("PATCH /items/{id}"), E("DELETE /items/{id}"),
      E("HEAD /items/"), E("OPTIONS /items/"),
      source="https://brain-donnyaw-cf-pages-fastapi.pages.dev/02-routing-and-parameters/path-operations-and-decorators",
      kind="blog",
      note="a tutorial page; the file names stand above the code blocks; HEAD and OPTIONS routes are routes too; Python is "
           "not named (the code is Python but has no fence language)"),
    R("""Routing and REST Endpoints in FastAPI

Routing is how FastAPI maps an incoming HTTP request (method + URL path) to a Python function. In FastAPI, those functions are called path operations (also commonly “endpoints”). A REST-style API typically exposes resources (like items) through predictable URLs and HTTP methods: GET to read, POST to create, PUT/PATCH to update, and DELETE to remove.

Path operations: GET/POST/PUT/PATCH/DELETE

A path operation is defined by decorating a function with the HTTP method and path. The function’s parameters become inputs (path params, query params, headers, body) depending on how you declare them.

from fastapi import FastAPI, status

app = FastAPI()

@app.get("/health")
def health_check():
    return {"status": "ok"}

@app.post("/echo", status_code=status.HTTP_201_CREATED)
def echo(payload: dict):
    # payload is parsed from JSON request body
    return {"received": payload}

Key ideas:

  • @app.get(...), @app.post(...), etc. define the method.
  • status_code=... controls the default response status for success.
  • Returning a dict (or list) produces a JSON response automatically.

Path parameters

Path parameters are variables embedded in the URL. They are required and are strongly typed by your function annotations. If a value can’t be converted to the declared type, FastAPI returns a 422 validation error.

from fastapi import FastAPI

app = FastAPI()

@app.get("/items/{item_id}")
def get_item(item_id: int):
    return {"item_id": item_id}""",
      T("FastAPI"), T("Python"),
      E("GET /health"), E("POST /echo"), E("GET /items/{item_id}"),
      source="https://cursa.app/en/page/routing-and-rest-endpoints-in-fastapi", kind="blog",
      note="an ebook chapter on a course site; 'REST-style API' is not the noun phrase 'REST API' (REST not labelled)"),
    R("""To build your first real endpoints in FastAPI, you define asynchronous functions decorated with HTTP methods like @app.get() or @app.post(). These endpoints utilize path parameters for unique resource identification and query parameters for filtering or pagination. By integrating Pydantic models, FastAPI automatically handles request body validation and generates interactive API documentation (Swagger UI), ensuring your backend is both robust and developer-friendly from the start.
Learn to build FastAPI endpoints using HTTP methods, path and query parameters, and Pydantic models for automatic data validation and API documentation.
🎓 What You’ll Learn
By the end of this tutorial, you’ll understand:
- HTTP methods and RESTful API design principles
- Path parameters vs Query parameters (and when to use each)
- Request and Response models with Pydantic
- Data validation and automatic documentation
- Building a complete CRUD endpoint (without database yet)
📖 Understanding HTTP Methods & REST APIs
What is REST?
REST stands for REpresentational State Transfer. It’s a set of rules for building web APIs.
Real-world analogy: Think of a library:
- GET: “Show me book #42” (retrieve information)
- POST: “Add this new book to the library” (create new item)
- PUT: “Replace everything in book #42 with this new version” (full update)
- PATCH: “Just fix the typo on page 10 of book #42” (partial update)
- DELETE: “Remove book #42 from the library” (delete item)
HTTP Methods Explained
| Method | Purpose | Has Body? | Idempotent?* | Safe?** |
|---|---|---|---|---|
| GET | Retrieve data | No | Yes | Yes |
| POST | Create new resource | Yes | No | No |
| PUT | Update/Replace entire resource | Yes | Yes | No |
| PATCH | Partial update | Yes | No | No |
| DELETE | Remove resource | No | Yes | No |
Idempotent*: Calling it multiple times has the same effect as calling it once
DELETE /users/5→ Deleting 5 times = deleting once (user is gone either way)""",
      T("FastAPI"), T("Pydantic"), T("Swagger UI"), T("REST"), E("DELETE /users/5"),
      source="https://blog.codoplex.com/?p=7822", kind="blog",
      note="'REST APIs' as a noun phrase (REST labelled); DELETE /users/5 is a concrete request with its method and no "
           "route written for it, labelled as written; '@app.get()' has no path"),
    R("""Introduction
A common challenge when developing modern web applications is connecting an Angular frontend running on one origin to a Spring Boot backend running on another. Developers frequently encounter errors such as:
Cross-Origin Request Blocked:
The Same Origin Policy disallows reading the remote resource.
Reason: CORS header 'Access-Control-Allow-Origin' missing.
Status code: 403
After attempting to enable CORS, additional issues often appear:
IllegalArgumentExceptionrelated toallowedOrigins- Deprecated Spring Security methods
- HTTP 403 Forbidden responses
- Authentication entry point errors
This guide explains the most common causes and solutions.
Understanding the CORS Problem
Suppose your Angular application is running on:
http://localhost:4200
and your Spring Boot backend is running on:
http://192.168.50.151:8080
When Angular attempts to call:
POST /login
the browser sends a CORS preflight request before the actual login request.
If the backend does not explicitly allow the frontend origin, the browser blocks the request.
Common Incorrect Configuration
Many developers initially try:
CorsConfiguration config = new CorsConfiguration();
config.setAllowCredentials(true);
config.addAllowedOrigin("*");
This causes the following exception:
IllegalArgumentException:
When allowCredentials is true,
allowedOrigins cannot contain "*"
Why This Happens
When credentials are enabled:
config.setAllowCredentials(true);
the server must return a specific origin:
Access-Control-Allow-Origin: http://localhost:4200
Returning:
Access-Control-Allow-Origin: *
is not permitted by the CORS specification.""",
      T("Angular"), T("Spring Boot"), T("Spring Security"), E("POST /login"),
      source="https://yellowgnu.com/troubleshooting-spring-security-cors-issues-deprecated-configuration-and-forbidden-login-endpoints/",
      kind="blog",
      note="POST /login is the call the Angular app makes to its own backend (refused by CORS with 403, still the app's "
           "route); CORS is a mechanism, not labelled; Java is not named"),
    R("""CORS Explained — Why Your API Rejects Frontend Requests
Understand CORS from the ground up — what it is, why browsers enforce it, preflight requests, how to configure it in Spring Boot, and common debugging tips.
You build an API. It works in Postman. You call it from your React app and get:
Access to fetch at 'https://api.example.com/users' from origin 'http://localhost:3000'
has been blocked by CORS policy: No 'Access-Control-Allow-Origin' header is present
on the requested resource.
This is CORS — Cross-Origin Resource Sharing. It’s not a bug, it’s a browser security feature. And understanding it takes 10 minutes.
What is CORS?
Browsers enforce the Same-Origin Policy: JavaScript on http://localhost:3000 can only make requests to http://localhost:3000. Any request to a different origin (different protocol, domain, or port) is a cross-origin request and is blocked by default.
CORS is the mechanism that lets servers explicitly allow cross-origin requests from specific origins.
What counts as a different origin?
Two URLs have the same origin only if the protocol, domain, and port all match:
| URL A | URL B | Same origin? |
|---|---|---|
http://example.com | http://example.com/api | Yes |
http://example.com | https://example.com | No (protocol) |
http://example.com | http://api.example.com | No (domain) |
http://localhost:3000 | http://localhost:8080 | No (port) |
How CORS works
Simple requests
For GET, HEAD, or POST with simple headers, the browser sends the request directly with an Origin header:
GET /api/users HTTP/1.1
Host: api.example.com
Origin: http://localhost:3000
The server responds with (or without) CORS headers:
HTTP/1.1 200 OK
Access-Control-Allow-Origin: http://localhost:3000
Content-Type: application/json
[{"id": 1, "name": "Alice"}]""",
      T("Spring Boot"), T("Postman"), T("React"), T("JavaScript"), E("GET /api/users"),
      source="https://pcsalt.com/security/cors-explained", kind="blog",
      note="GET /api/users is the raw request the browser sends to 'your API' and it answers 200; the fetch to "
           "https://api.example.com/users is a full URL with no method (not labelled)"),
    R("""Static Request/ Routes/ HTTP workflow/ Database Migration

To get Rails saying “Hello”, we need to create at minimum a route, a controller with action, and a view. A route maps a request to a controller action. A controller action performs the necessary work to handle the request and prepares any data for the view. A view displays data in a desired format. Routes are rules written in a Ruby DSL (Domain-Specific Language). Controllers are Ruby classes, and their public methods are actions. And views are templates, usually written in a mixture of HTML and Ruby.

Before we dive into the code and routing configurations, it helps to know how HTTP works at a high level. Below is the flow that takes place when a user attempts to go to a page on a Rails application:

  1. A URL is entered into the browser; this is the HTTP request

Adding a route to our routes file, config/routes.rb :

Rails.application.routes.draw do
get "/articles", to: "articles#index"

note: Anytime we make routing changes we need to restart the Rails server!

The route above declares that GET /articles requests are mapped to the index action of ArticlesController. To create ArticlesController and its index action, we'll run the controller generator:

rails g controller Articles index --skip-routes (since we already have an appropriate route)

This will generate several files, but the most important at that point is the controller file at app/controllers/articles_controller.rb:

class ArticlesController < ApplicationController
def index

The index action is empty. When an action does not explicitly render a view (or otherwise trigger an HTTP response), Rails will automatically render a view that matches the name of the controller and action. The index action will render app/views/articles/index.html.erb by default.""",
      T("Rails"), T("Ruby"),
      F("config/routes.rb"), F("app/controllers/articles_controller.rb"), F("app/views/articles/index.html.erb"),
      E("GET /articles"),
      source="https://aleksandra-bystranowska.medium.com/rails-101-95c3e64a7c37", kind="blog",
      note="'get \"/articles\"' in routes.rb and 'GET /articles requests' give the route; HTML is a format, not labelled"),
    R("""This document describes the user registration system in the mini-store application. It covers the registration form interface, validation rules, user account creation, and automatic authentication flow. Registration is the primary method for new users to create accounts in the system.
For information about login after registration, see User Login & Logout. For details about email verification after registration, see Email Verification.
The registration process follows a standard create-validate-store pattern, with automatic authentication upon successful account creation.
Sources: app/Http/Controllers/Auth/RegisteredUserController.php1-50 resources/views/auth/register.blade.php1-53
The registration system uses two routes defined in the authentication route group:
| Method | URI | Route Name | Controller Method | Purpose |
|---|---|---|---|---|
| GET | /register | register | RegisteredUserController::create | Display registration form |
| POST | /register | register | RegisteredUserController::store | Process registration submission |
Both routes are accessible to guests only (unauthenticated users).
Sources: app/Http/Controllers/Auth/RegisteredUserController.php20-49
The registration form is rendered using the auth.register Blade view, which uses the guest-layout component for consistent guest page styling.
Sources: resources/views/auth/register.blade.php1-52""",
      T("Blade"), F("app/Http/Controllers/Auth/RegisteredUserController.php"), F("resources/views/auth/register.blade.php"),
      E("GET /register"), E("POST /register"),
      source="https://deepwiki.com/manjeetdev4370/mini-store/6.1-user-registration", kind="docs",
      note="a generated wiki page of a Laravel app (Laravel is not named here); the line ranges glued to the file names "
           "('.php1-50') are dropped from the labels"),
    R(r"""Route registration — Route::get/post/put/patch/delete/any

Concept

Laravel's router is the front door to your application. When public/index.php boots the HTTP kernel, it calls $kernel->handle($request), which dispatches the request through the middleware stack and ultimately hands it to Illuminate\Routing\Router. Routes are registered in routes/web.php and routes/api.php by Illuminate\Foundation\Support\Providers\RouteServiceProvider, which calls Route::middleware()->group() to load each file inside a group context.

The Route facade proxies to Illuminate\Routing\Router, which stores every registered route inside an Illuminate\Routing\RouteCollection. When you call Route::get('/users', [UserController::class, 'index']), the Router creates an Illuminate\Routing\Route object — not a plain array — and adds it to the collection keyed by HTTP method and URI pattern. The Route object holds the URI, methods, action (controller/closure), middleware stack, and compiled regex for later matching.

HTTP verbs map to dedicated router methods: get, post, put, patch, delete, options. Route::any() registers all verbs simultaneously. Route::match(['get', 'post'], '/login', ...) registers exactly the listed verbs. Under the hood every one of these calls addRoute(array $methods, string $uri, mixed $action) on the Router, which creates the Route instance and registers it in the RouteCollection.

A crucial real-world pattern is separating route files by concern. Laravel ships with web.php (cookie/session middleware group) and api.php (stateless, prefixed /api, uses auth:sanctum or similar). You can add more files in RouteServiceProvider::boot(). Large teams often split by domain — routes/admin.php, routes/billing.php — each loaded inside its own group so prefixes and middleware stay isolated without polluting the root collection.""",
      T("Laravel"),
      F("public/index.php"), F("routes/web.php"), F("routes/api.php"), F("routes/admin.php"), F("routes/billing.php"),
      E("GET /users"), E("GET /login"), E("POST /login"),
      source="https://learn.zirasoftware.com/learn/laravel/routing/route-registration-routegetpostputpatchdeleteany",
      kind="blog",
      note="Route::match(['get', 'post'], '/login') registers both methods; the Illuminate\\... names are namespace "
           "paths; 'auth:sanctum' is a middleware name (Sanctum left out as borderline); web.php/api.php alone are bare "
           "names"),
    R("""We are going to implement a controller structure similar to Rails. By default, Rails stores the controller classes in the controllers directory. We'll do the same.

Here's an example controller class that returns a string.

Note: Don't write any code yet, I am only showing what we'll build throughout the lesson

# controllers/articles_controller.rb

class ArticlesController < ApplicationController

  # GET /articles/index
  def index
    'all articles'
  end
end

It's not exactly similar to a Rails controller, which stores the data in the instance variables. However, it's good enough to keep it simple and explain the fundamentals of controllers. We'll make it more Rails-like later, once we introduce the concept of a model.

After creating a controller class and the action method, you can define a route to the controller action as follows:

get 'articles/index'

Whenever the user navigates to the articles/index URL, our application will call the index method on the ArticlesController class. It will also pass the HTTP request environment, i.e. the env hash which will be accessible in the index action.

Just like Rails.""",
      T("Rails"), F("controllers/articles_controller.rb"), E("GET /articles/index"),
      source="https://books.writesoftwarewell.com/8/rails-companion/128/what-we-ll-build", kind="blog",
      note="a book chapter building a Rails-like framework in Ruby (Ruby is not named in this part); the '# GET "
           "/articles/index' comment gives the route; \"get 'articles/index'\" has no leading slash"),
    R("""This document details the primary deployment workflow defined in .github/workflows/deploy.yml, which orchestrates the complete release, build, and deployment pipeline. This workflow integrates semantic versioning, builds the Astro portfolio site, and deploys to multiple targets in parallel.
For information about individual deployment targets, see:
For testing infrastructure that runs before deployment, see 6.2. For code quality checks, see 6.3.
The deployment workflow consists of three sequential and parallel jobs that execute when code is pushed to the main branch or manually triggered. The workflow coordinates semantic versioning, artifact building, and multi-target deployment through a single unified pipeline.
Workflow Job Architecture
Sources: .github/workflows/deploy.yml1-126
The release-and-build job is the foundation of the deployment pipeline. It executes semantic versioning analysis, determines the next version number, generates release notes, and builds the Astro site for deployment.
The workflow uses semantic-release with three plugins configured in package.json23-29:
| Plugin | Purpose |
|---|---|
@semantic-release/exec | Executes custom shell commands during release |
@semantic-release/github | Creates GitHub releases and manages release notes |
@semantic-release/npm | Updates package.json version (even for private packages) |
The semantic-release step .github/workflows/deploy.yml47-51 analyzes commit messages following conventional commit format to determine version bumps:""",
      T("Astro"), T("semantic-release"), F(".github/workflows/deploy.yml"),
      source="https://deepwiki.com/yacosta738/yacosta738.github.io/6.1-deployment-workflow", kind="docs",
      note="generated wiki page; line ranges glued to the file names dropped; package.json is a bare name; the "
           "@semantic-release/* plugins are package names of semantic-release's plugins (only semantic-release "
           "labelled); GitHub Actions is not named as such"),
    R("""This page documents the automated deployment workflow implemented in .github/workflows/pages-deploy.yml that builds and deploys the Jekyll site to GitHub Pages. For local development environment setup, see Development Environment Setup. For details on package dependencies and build scripts, see Package Structure and Dependencies. For frontend asset processing details, see Frontend Asset Processing.
The GitHub Actions deployment workflow orchestrates the complete build and deployment pipeline, executing both Ruby (Jekyll) and Node.js (asset bundling) build processes, automatically generating deployment artifacts (CNAME, .nojekyll), and publishing the static site to GitHub Pages. This workflow eliminates manual deployment steps and ensures consistent, reproducible builds on every push to the main branch.
The deployment workflow follows a multi-stage pipeline that combines dependency installation, asset compilation, site generation, and GitHub Pages deployment.
Deployment Pipeline Stages
Sources: README.md25 README.md30
The workflow file .github/workflows/pages-deploy.yml defines the complete CI/CD pipeline with specific trigger conditions, permissions, and job definitions.
The workflow activates on push events to the main branch, with optional manual triggering via workflow_dispatch.""",
      T("Jekyll"), T("GitHub Pages"), T("GitHub Actions"), T("Ruby"), T("Node.js"),
      F(".github/workflows/pages-deploy.yml"),
      source="https://deepwiki.com/lynkos/blog/6.3-github-actions-deployment", kind="docs",
      note="README.md is a bare file name (with a glued line number); CNAME and .nojekyll are bare file names"),
    # ---------------------------------------------------------------- more changelogs
    R("""# Version History

## Release 3.0.0

- Change Coveralls to 3.1.1
- Change Mocha to 10.1.0
- Change nyc to 15.1.0
- Change Node engine from >=10 to >= 14 (breaking change due to Mocha upgrade)
- Fix broken links in README
- Add changelog""",
      T("Coveralls"), T("Mocha"), T("nyc"), T("Node.js"),
      source="https://github.com/heldinz/gulp-convert-encoding/blob/77b9f13f1b08ecc091d0b4f58354788287925001/CHANGELOG.md",
      kind="changelog",
      note="'Node engine' is the package's Node.js engine range; the plugin's own name (and gulp) are not in this "
           "version of the file"),
    R("""Changelog
=========

### 3.1.1
 - Fix [Masquerading as ESM](https://github.com/arethetypeswrong/arethetypeswrong.github.io/blob/main/docs/problems/FalseESM.md)
   issue with the new package layout

### 3.1.0
 - Migrating to pure ESM for the next major version, the following internal
   changes have been made:
    - Added `"type": "module"` so ESM is now the default
    - Package outputs defined using an `exports` map w/ `import` pointing to the
      main source and `require` to a transpiled version of the source
 - Deprecate `flatten` method - it can be replaced by `array.flat(Infinity)`,
   which has [baseline](https://github.com/web-platform-dx/web-features/blob/main/docs/baseline.md)
   status.

### 3.0.1
 - Generated ES/CJS files didn't have the updated browser support targets, so
   this release fixes that up

### 3.0.0
 - Dropped support for all Node versions older than 18
 - Dropped support for IE11
 - JSDocs improved and a type definition file is now generated from it""",
      T("Node.js"), T("Internet Explorer"), T("JSDoc"),
      source="https://github.com/ultraq/array-utils/blob/5c1e8dd2ce200963fd440e9991977a0ab6157ad7/CHANGELOG.md",
      kind="changelog",
      note="ESM/CJS are module formats (not labelled); 'IE11' is Internet Explorer 11, 'JSDocs' the JSDoc comments; the "
           "file paths are only inside URLs"),
    R("""# Release Notes - 3.0.0

Upgrade notes and migration steps for v3.0.0.

Key actions:

- This release upgrades dev tooling (Vite, Tailwind, TypeScript, Jest) and adds CI.
- If you run builds locally, install Node.js 20+ in WSL or your environment.
- The WordPress plugin expects a Vite manifest; ensure built assets land in `dist` as before.
- See `UPGRADE_TO_V3.md` for a step-by-step migration guide.""",
      T("Vite"), T("Tailwind"), T("TypeScript"), T("Jest"), T("Node.js"), T("Windows Subsystem for Linux"), T("WordPress"),
      source="https://github.com/knoksen/knokspack/blob/3d533a59adada825dc32b6c414a1270df4e4e69b/RELEASE_NOTES.md",
      kind="changelog",
      note="UPGRADE_TO_V3.md is a bare file name, dist a folder"),
    # ---------------------------------------------------------------- news
    R("""Kubernetes, the open source Container Cluster orchestration framework that was started by Google in 2014, has hit version 1.0 today, with Google saying that it is set for production now. More importantly though, Google has also announced that it will donate this technology to a new initiative under the Linux Foundation, called the Cloud Native Computing Foundation.

Kubernetes, developed by Google in 2014, is meant for managing containerized applications in a clustered environment. With Kubernetes, Google aims to provides better managing related, distributed components across varied infrastructure.

Kubernetes was essentially designed to address the disconnect between the way that modern, clustered infrastructure is designed, and some of the assumptions that most applications and services have about their environments.

Google’s container management platform has been under development ever since it was announced in 2014, with the first stable production version, coming out today. And as version 1.0 hits Live, Google has decided to donate this tech to an open source initiative under the Linux Foundation with an “intent take its technology and make it as ubiquitous as possible”.""",
      T("Kubernetes"),
      source="https://thetechportal.com/2015/07/21/kubernetes-version-1-live-donated-to-cloud-native-computing-foundation/",
      kind="news",
      note="Google is the company; the Linux Foundation and the CNCF are organisations, not Linux"),
    R("""Tech giant Google announced at the OSCon that its open source container deployment and management tool will be released for free and will be called Kubernetes 1.0.
Kubernetes 1.0 is a production-ready version of the open source container orchestration system. Kubernetes currently manage Google's native container technology that lets its services like Gmail, Search and Google Docs run. This container technology is called lmctfy (Let Me Contain That For You).
Google's aim for releasing Kubernetes into the public domain is for it be developed in platforms other than the company's own data center running in Linux. The company also wants to integrate the new technology into the cloud platform and other operating system.
Prior to the release of Kubernetes, Google announced that it will join the OpenStack Foundation in order to fully integrate Kubernetes into the OpenStack platform.
In July 2014, Google also worked with Microsoft in order to integrate Kubernetes into the latter's cloud computing platform called Azure. In April, Google integrated Kubernetes into Mesosphere's Datacenter Operating System (DCOS) which helped bring Docker containers into the DCOS platform.
While Google is steadily integrating its Kubernetes technology into some of the widely used cloud platform Amazon Web Services has been resilient in integrating the technology into its cloud services. According to ZDnet, Kubernetes will no doubt find its biggest competition in Amazon's EC2 Container Service.""",
      T("Kubernetes"), T("lmctfy"), T("Linux"), T("OpenStack"), T("Azure"), T("DC/OS"), T("Docker"), T("AWS"),
      T("Amazon ECS"),
      source="https://en.yibada.com/articles/47482/20150722/google-releases-kubernetes-1-0-container-management-tool-free.htm",
      kind="news",
      note="Gmail, Search and Google Docs are named as Google's consumer services run on its containers (left out); "
           "'Amazon Web Services' is AWS, 'EC2 Container Service' Amazon ECS, 'DCOS' Mesosphere's DC/OS; OSCon is a "
           "conference"),
    R("""If You Want to Stop Big Data Breaches, Start With Databases

The root of so many high-profile data leaks are the insecure databases that underpin the internet.

Over the past few years, large-scale data breaches have become so common that even tens of millions of records leaking feels unremarkable. One frequent culprit that gets buried beneath the headlines? Poorly secured databases that connect directly to the internet.

While companies commonly use these databases to store tempting troves of customer and financial data, they often do so with outdated and weak default security configurations. And while any type of database can be left open or unprotected, a string of breaches over the last few years have all centered around one type in particular: open-source “NoSQL” databases, particularly those using the popular MongoDB database program. Of course there are many types of hacks that can ultimately lead to data breaches, like using spear phishing to gain access to a network, but securing exposed databases is a relatively easy and concrete step organizations can take to strengthen their data defense.

All Your Database Are Belong To Us

Traditional relational databases concentrate data in one or a handful of related servers. By contrast, the newer NoSQL generation of databases scales quickly by arranging massive amounts of data across many servers. Because these databases are open source, anyone can easily implement them. That's good for attracting customers and getting developers up and running quickly when they're on deadline, but it also means that MongDB and the other companies that make NoSQL databases don't have control over how users set up and secure them.

That disconnect has led to extensive fallout. Memorable unprotected database breaches include the 2015 MacKeeper incident in which usernames, passwords and other data leaked for more than 13 million of the security scanner's customers.""",
      T("MongoDB"), T("MacKeeper"),
      source="https://www.wired.com/2017/03/want-stop-big-data-breaches-start-databases/", kind="news",
      note="'MongDB' (the company, misspelt) is the same name as MongoDB already labelled; NoSQL is a category; MacKeeper "
           "is the security software whose customers' data leaked"),
    R("""Cyber risk management company DarkBeam has leaked more than 3.8 billion records after it left an Elasticsearch server unprotected on the internet. The database contained information from older breaches that DarkBeam was using to send alerts to customers. While the leaked data ...
Analysis Summary
# Incident Report: DarkBeam Massive Data Exposure via Misconfigured Elasticsearch
## Executive Summary
Cyber risk management firm DarkBeam inadvertently exposed over 3.8 billion records by leaving an Elasticsearch server unprotected and accessible on the public internet. This server contained aggregated and historical breach data that DarkBeam used for customer alerting services. The incident resulted in a massive data exposure, potentially simplifying the assembly of previously fragmented breach information, although the company promptly remediated the vulnerability upon notification.""",
      T("Elasticsearch"),
      source="https://www.imtr.net/article/darkbeam-data-exposure-research-8d40", kind="news",
      note="DarkBeam is the company"),
    # ---------------------------------------------------------------- Q&A
    R("""Ubuntu 18.04 LTS Server npm : Depends: node-gyp (>= 0.10.9) but it is not going to be installed [duplicate]

My environment is a little different. I updated from 14.04 to 16.04 to 18.04.

My desktop PC 18.04 has npm installed.

$ npm -version
3.5.2

# nodejs -v
v8.10.0

# apt install npm 

Reading package lists... Done
Building dependency tree       
Reading state information... Done
Some packages could not be installed. This may mean that you have
requested an impossible situation or if you are using the unstable
distribution that some required packages have not yet been created
or been moved out of Incoming.
The following information may help to resolve the situation:

The following packages have unmet dependencies:
 npm : Depends: node-gyp (>= 0.10.9) but it is not going to be installed
E: Unable to correct problems, you have held broken packages.

Ubuntu Server 18.04 Node.js and npm install

sudo apt remove --purge nodejs npm
sudo apt clean
sudo apt autoclean
sudo apt install -f
sudo apt autoremove

Find the latest version at https://github.com/nodesource/distributions#debinstall Latest version 10.x now

sudo apt install curl
curl -sL https://deb.nodesource.com/setup_10.x | sudo -E bash -
sudo apt-get install -y nodejs
curl -sL https://dl.yarnpkg.com/debian/pubkey.gpg | sudo apt-key add -
sudo apt-get update && sudo apt-get install yarn

npm -version
6.1.0
nodejs -v
v10.7.0""",
      T("Ubuntu"), T("npm"), T("node-gyp"), T("Node.js"), T("APT"), T("Yarn"),
      source="https://newbetuts.com/1057737-ubuntu-1804-lts-server-npm-depends-node-gyp-0109-but-it-is-not-going-to-be-installed-duplicate",
      kind="qa",
      note="question and answer; 'apt' is the package manager (APT), yarn is installed as a tool; curl and bash are "
           "everyday commands here; NodeSource appears only inside URLs"),
    R("""Ubuntu install fails due to npm conflicts

Adding ubuntu mariadb repo
Installing packages for Ubuntu. This might take time…
Reading package lists…
Building dependency tree…
Reading state information…
build-essential is already the newest version.
libxslt1.1 is already the newest version.
libxslt1.1 set to manually installed.
python-mysqldb is already the newest version.
vim is already the newest version.
xfonts-base is already the newest version.
xfonts-base set to manually installed.
fontconfig is already the newest version.
fontconfig set to manually installed.
libxext6 is already the newest version.
libxext6 set to manually installed.
libxrender1 is already the newest version.
libxrender1 set to manually installed.
python-setuptools is already the newest version.
python-setuptools set to manually installed.
nodejs is already the newest version.
Some packages could not be installed. This may mean that you have
requested an impossible situation or if you are using the unstable
distribution that some required packages have not yet been created
or been moved out of Incoming.
The following information may help to resolve the situation:

The following packages have unmet dependencies:
nodejs : Conflicts: npm
E: Unable to correct problems, you have held broken packages.

This doesn’t seem to be the complete traceback. Also, which version of ubuntu is this?""",
      T("Ubuntu"), T("npm"), T("MariaDB"), T("Node.js"),
      source="https://discuss.erpnext.com/t/ubuntu-install-fails-due-to-npm-conflicts/9196", kind="qa",
      note="a forum question with the installer's apt output and a reply (author line and a search link dropped); the "
           "packages only listed as 'already the newest version' (vim, python-mysqldb, python-setuptools, fontconfig) "
           "are log lines, not labelled; nodejs is the Node.js package in conflict"),
    # ---------------------------------------------------------------- docs
    R("""HTTP Client & Auth Boundaries
All API calls go through a shared Axios instance in
src/api/httpClient.ts.
Base URL and deployment intent
- The client resolves its base URL from
VITE_API_BASE. - If the env var is missing/blank, it falls back to
same-origin
/api. - Requests are sent with
withCredentials: trueso session cookies are included.
Practical implication: - Keep API call sites consistent about
whether they include the /api/... prefix in the
request path.
Cross-cutting headers
The client sets common defaults: -
Accept: application/json -
X-Requested-With: XMLHttpRequest
401 handling and navigation boundaries
A response interceptor handles 401 Unauthorized
centrally: - If the frontend is on a public page
(/, /login, /auth*,
/logout*): do not redirect. - If
the request is a /me probe: do not
redirect. - If a demo session is active: do not
redirect. - Otherwise: navigate to /login.
This keeps “session expired → login” consistent across all feature areas, without duplicating redirect logic in every hook.
What this file should not contain
- Feature-specific endpoints (they belong under
src/api/<domain>/*) - UI concerns like toasts/snackbars (surface errors up; UI decides how to display)""",
      T("Axios"), F("src/api/httpClient.ts"),
      source="https://keglev.github.io/inventory-service/frontend/architecture/data-access/http-client-and-auth.html",
      kind="docs",
      note="a project's architecture docs; /me, /login are pages or paths with no method (not labelled); "
           "VITE_API_BASE is an env var name (Vite not named as a word); src/api/<domain>/* is a pattern"),
    R("""Proxy
A proxy, also called a network proxy, is a special network service that allows one endpoint (usually a client) to connect indirectly with another endpoint (usually a server) through this service. - Wikipedia
In project development (dev), all network requests (including resource requests) are responded to and distributed through the local server. We use the http-proxy-middleware middleware to proxy specified requests to another target server. For example, requesting fetch('/api')
to get data from the remote http://jsonplaceholder.typicode.com/
.
To achieve the above requirement, we only need to use the proxy configuration in the configuration file:
export default {
proxy: {
'/api': {
'target': 'http://jsonplaceholder.typicode.com/',
'changeOrigin': true,
'pathRewrite': { '^/api' : '' },
},
},
}
The above configuration means that requests with the /api
prefix are proxied to http://jsonplaceholder.typicode.com/
, replacing /api
in the request address with ''
, and modifying the request origin to the target URL. For example, when requesting /api/a
, it actually requests http://jsonplaceholder.typicode.com/a
.""",
      T("http-proxy-middleware"),
      source="https://winjs-dev.github.io/winjs-docs/guides/proxy", kind="docs",
      note="fetch('/api') is proxied to a remote placeholder service, not a route of the app (not labelled); the "
           "framework's own name (WinJS) is not in the kept text"),
    R("""This is an issue when a Flask route decorator does not specify the methods parameter, especially if the route handler checks request.method for methods other than GET.
Flask routes only accept GET requests by default when no methods parameter is specified. This can cause unexpected "Method Not Allowed" errors at runtime.
When developers write route handlers that check request.method for POST, PUT, DELETE, or other HTTP methods, they often forget to explicitly allow these methods in the route decorator. This creates a mismatch between what the code expects and what Flask actually allows.
For example, if a route handler checks for POST requests but the decorator doesn’t include POST in the methods list, any POST request to that endpoint will result in a 405 Method Not Allowed error before the handler code even runs.
Explicitly specifying allowed methods makes the code more readable and prevents these runtime errors. It also serves as documentation, clearly showing which HTTP methods the endpoint supports.
This issue can cause runtime errors that prevent users from successfully submitting forms or making API calls. The "Method Not Allowed" errors can be confusing to debug, especially for developers who are new to Flask. In production, this can lead to broken functionality and poor user experience.
Add the methods parameter to the route decorator and specify all HTTP methods that the route should accept. Include all methods that are checked within the handler function.
@app.route('/api/users') # Noncompliant
def handle_users():
if request.method == 'POST':
return create_user()
return get_users()
@app.route('/api/users', methods=['GET', 'POST'])
def handle_users():
if request.method == 'POST':
return create_user()
return get_users()
For routes that only handle GET requests, explicitly specify methods=['GET'] to make the intent clear, even though GET is the default.
@app.route('/dashboard')
def dashboard(): # Noncompliant
return render_template('dashboard.html')""",
      T("Flask"), E("GET /api/users"), E("POST /api/users"), E("GET /dashboard"),
      source="https://maven.qtasnim.com/artifactory/list/libs-release/org/sonarsource/python/python-checks/5.17.0.31229/python-checks-5.17.0.31229-sources.jar:/tmp/tarfile_extract_52z0ez0t/org/sonar/l10n/py/rules/python/S6965.html",
      kind="docs",
      note="a static-analysis rule description (rule S6965 of the Python checks); '/dashboard' and the first "
           "'/api/users' take GET by Flask's default; dashboard.html is a bare template name"),
    R("""Correct use of HTTP methods: GET transmits parameters in the URL for retrieval, while POST sends data in the body for actions that may modify server state.
In Flask, read POST data via request.form and GET query data via request.args, and declare the route methods accordingly.
HTML forms must assign name attributes to inputs for these values to appear in the server-side parsing.
Flask-WTF can simplify form generation, but it's optional; choose a consistent approach to form handling to avoid coupling and confusion.""",
      T("Flask"), T("Flask-WTF"),
      source="https://engineered.at/articles/flask-forms-and-http-requests?comment_sort=old", kind="blog",
      note="the article's key points; HTML is a format"),
    R("""Fixing 'Method Not Allowed (405)' Errors in Flask: A Comprehensive Guide

The dreaded "Method Not Allowed (405)" error. If you're building web applications or APIs with Flask, you've likely encountered this frustrating HTTP error at some point. It signifies that the client attempted to access a resource using a method (like POST, GET, PUT, DELETE) that the server doesn't allow for that particular URL. This guide provides a deep dive into understanding, debugging, and resolving 405 errors in your Flask applications, ensuring a smoother development experience and a better user experience.

Understanding the "Method Not Allowed (405)" Error

The HTTP 405 Method Not Allowed response status code indicates that the server knows the request method, but the target resource doesn't support this particular method. In simpler terms, you're trying to use, for example, a POST request on a route that's only set up to handle GET requests.

This error is not the same as a 404 Not Found error, which means the requested resource (URL) doesn't exist at all. A 405 error means the resource exists, but it's not configured to handle the method you're using.""",
      T("Flask"),
      source="https://www.codingeasypeasy.com/blog/fixing-method-not-allowed-405-errors-in-flask-a-comprehensive-guide",
      kind="blog", note="no route is written with a path"),
]
