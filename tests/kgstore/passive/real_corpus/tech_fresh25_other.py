"""A twenty-fifth fresh held-out set ("fresh-25"), the other texts (no GitHub issues): changelogs and release notes
of a Go substitution-plan backend (purrmannplus), django-test-migrations, django-stripe-lite, a Webpack config builder,
a PHP config library (fconfig), an ESLint config and TypeScript 5.6; documentation pages and READMEs -- axum's route
docs, a Go books exercise, a Spring CRUD and a Laravel Sanctum API README, two generated wiki pages of Laravel APIs, a
Laravel app's route reference, hapi's routing tutorial, a NestJS sample wiki and an old NestJS guide, Tauri's permission
errors, Flutter's assets page; posts and tutorials on hapi routes, Phoenix versioned and CRUD APIs, Next.js route
handlers, Rails sessions (twice), Create React App's files, Node.js 15 and an NGINX/Gunicorn 502; answers on
TypeScript declaration files, a Flutter asset error and Express's 404 handler; news of Node.js 22 and PostgreSQL 16.

Taken from stored public copies of the pages and files at the addresses given, kept as written (trimmed) and labelled
by hand without running the extractor, by the rules of the earlier sets (``--split fresh-25``).
"""

from real_corpus import E, F, R, T  # noqa: F401

SURFACES = {
    "Laravel Sanctum": ("Sanctum",),
}

CASES = [
    # ---------------------------------------------------------------- changelogs
    R("""# Changelog

<!--
The format is based on [Keep a Changelog](https://keepachangelog.com/en/1.0.0/),
and this project adheres to [Semantic Versioning](https://semver.org/spec/v2.0.0.html).
-->

## [Unreleased]
## [v0.4.1] - 2021-10-06
### Changed
- Disabled logging the path
- Changed the logging directory
## [v0.4.0] - 2021-10-05
### Added
- A cookie can be linked to a domain
- Better Logging with different Levels
### Fixed
- Wrong version-number in CHANGELOG.md (v0.2 instead of v0.2.0)
## [v0.3.0] - 2021-10-03
### Changed
- Renamed imports from `/datti-to/` to `/dattito/`
- Phone-Number confirmation message can only send if it wasn't added yet
### Fixed
- Wrong gorm annotations in structs
- Wrong version-number in CHANGELOG.md (v0.1 instead of v0.2)
## [v0.2.0] - 2021-10-02
### Added
- JWT Authentication token can be stored in cookie and read from cookie
## [v0.1.3] - 2021-09-23
### Fixed
- Scheduler was not activated
## [v0.1.2] - 2021-09-22
### Changed
- Docker WORKDIR changed to /data
## [v0.1.1] - 2021-09-22
### Fixed
- Wrong expression in github docker push workflow
## [v0.1] - 2021-09-22
### Added
- Add and delete accounts
- Add phonenumbers to accounts
- (Un)register to the substitution updater which automatically sends updates on new substitutions""",
      T("GORM"), T("JWT"), T("Docker"),
      source="https://github.com/dattito/purrmannplus-backend/blob/12a4c23e6330487a5a19e79a5ae650acfe2ebb68/CHANGELOG.md",
      kind="changelog",
      note="'github docker push workflow' is a GitHub Actions workflow by implication only, not labelled; CHANGELOG.md is a "
           "bare file name; /datti-to/ and /dattito/ are import path fragments, /data an absolute folder; the link list cut"),
    R("""# Version history

We follow Semantic Versions since the `0.1.0` release.


## Version 0.3.0 WIP

### Features

- Drops `django@2.1` support

### Bugfixes

- Fixes how `pre_migrate` and `post_migrate` signals are muted

### Misc

- Updates `wemake-python-styleguide`
- Moves from `travis` to Github Actions


## Version 0.2.0

### Features

- Adds `autoname` check to forbid `*_auto_*` named migrations
- Adds `django@3.0` support
- Adds `python3.8` support


### Bugfixes

- Fixes that migtaions were failing with `pre_migrate` and `post_migrate` signals
- Fixes that tests were failing when `pytest --nomigration` was executed,
  now they are skipped


### Misc

- Updates to `poetry@1.0`


## Version 0.1.0

- Initial release""",
      T("Django"), T("Python"), T("wemake-python-styleguide"), T("Travis CI"), T("GitHub Actions"), T("pytest"),
      T("Poetry"),
      source="https://github.com/wemake-services/django-test-migrations/blob/6216c22e79659e27481b1214fe973f4a096a8876/CHANGELOG.md",
      kind="changelog",
      note="'travis' is Travis CI, left for GitHub Actions; pre_migrate/post_migrate are Django signals, not labelled"),
    R("""# Notable changes

* 5.0.0 - Updated to use Webpack 5 and other latest libraries. 
  Versioning updated so that the major version matches Webpack's.
  You may need to upgrade any related dependencies that your project
  has to match what this plugin now uses, as there's no way in package.json
  to express a dependency that should be exposed directly to application code.
* 1.0.4 - Misnamed `prefix` changed to `suffix` in browser level configuration. You may need to update your config. It will throw an error if `prefix` is found, to avoid confusing problems later.""",
      T("Webpack"),
      source="https://github.com/UniversityofWarwick/webpack-config-builder/blob/c570aa878df5ade99016113099dffe71b69dbaed/CHANGELOG.md",
      kind="changelog", note="package.json is a bare file name"),
    R("""# v2.0.0

- Minimum PHP version 7.4
- Fully typed
- Added basic phpstan checks
- Migrated to Github Actions
- Marked more classes as final (e.g. `DefaultCrypt`, `Exception`, etc.)
- Removed `json_encode`/`json_decode` polyfills
- Allowed `symfony/yaml:4.*|5.*`""",
      T("PHP"), T("PHPStan"), T("GitHub Actions"),
      source="https://github.com/fluix/fconfig/blob/10c9ff23c50180cb9752d21441ff902af2b5a682/CHANGELOG.md",
      kind="changelog",
      note="symfony/yaml is a Composer package name (a package path), not labelled as Symfony; json_encode/json_decode "
           "are PHP functions"),
    # ---------------------------------------------------------------- docs and READMEs
    R("""Add another route to the router.

`path` is a string of path segments separated by `/`. Each segment
can be either static, a capture, or a wildcard.

`service` is the [`Service`] that should receive the request if the path matches
`path`. `service` will commonly be a handler wrapped in a method router like
[`get`](crate::routing::get). See [`handler`](crate::handler) for more details
on handlers.

# Static paths

Examples:

- `/`
- `/foo`
- `/users/123`

If the incoming request matches the path exactly the corresponding service will
be called.

# Captures

Paths can contain segments like `/:key` which matches any single segment and
will store the value captured at `key`.

Examples:

- `/:key`
- `/users/:id`
- `/users/:id/tweets`

# More examples

```rust
use axum::{Router, routing::{get, delete}, extract::Path};

let app = Router::new()
    .route("/", get(root))
    .route("/users", get(list_users).post(create_user))
    .route("/users/:id", get(show_user))
    .route("/api/:version/users/:id/action", delete(do_users_action))
    .route("/assets/*path", get(serve_asset));

async fn root() {}

async fn list_users() {}

async fn create_user() {}

async fn show_user(Path(id): Path<u64>) {}

async fn do_users_action(Path((version, id)): Path<(String, u64)>) {}
```""",
      T("Axum"), T("Rust"),
      E("GET /"), E("GET /users"), E("POST /users"), E("GET /users/:id"), E("DELETE /api/:version/users/:id/action"),
      E("GET /assets/*path"),
      source="https://docs.rs/crate/axum/0.3.1/source/src/docs/routing/route.md", kind="docs",
      note="the routes of the example with their method routers (get, post, delete) are labelled; the path examples "
           "of the static/capture lists have no method, not labelled; Rust only through the ```rust fence"),
    R("""# README
Biblioteca
I am running a small library for the community in these difficult times. I need to manage the books in the library using the book management system. I have implemented some of the APIs but haven't had a chance to make it comprehensive. Can you help me?
Install dependencies
To start off, using mod:
go mod init <your-module-name>
Run
go run .
This starts a server on port 9000
.
Once you run the application it automatically installs the dependencies, updates go.mod and creates go.sum file. Once the server is running, you will have to test the server using ./test-with-curl.sh
.
Using modules
go mod download
Instructions
Implementation details
Map the CRUD (Create, Read, Update & Destroy) operations to the appropriate end-point based on the table below:
CRUD | Action | Method | Path | Params | Body | Response |
---|---|---|---|---|---|---|
R | Index | GET | /books | - | - | [ {ID: , Title: ,} ] |
R | Show | GET | /books/{id} | - | - | {ID: , Title: ,} |
C | Create | POST | /books | - | { Title: , Author: , } | {ID: , Title: ,} |
U | Update | PUT | /books/{id} | - | { ID: , Title: , Author: , } | {ID: , Title: ,} |
U | Update | PATCH | /books/{id} | - | {only send attributes which are to be updated} | {ID: , Title: ,} |
D | Delete | DELETE | /books/{id} | - | - | {ID: , Title: ,} |
Test
./test-with-curl.sh""",
      T("Go"), F("./test-with-curl.sh"),
      E("GET /books"), E("GET /books/{id}"), E("POST /books"), E("PUT /books/{id}"), E("PATCH /books/{id}"),
      E("DELETE /books/{id}"),
      source="https://pkg.gl/github.com/agarwalconsulting/go-training/exercises/http-mux", kind="docs",
      note="Go through its go command (go mod, go run); go.mod and go.sum are bare file names; the hints on "
           "encoding/json and xml cut"),
    R("""{
"status": <success or failure>,
"message": <message from API>,
"data": <Requested data if exists>
}
1. /books GET Get all list of boooks
2. /books/{id} GET get book details by ID
3. /books/ POST add new book
4. /books/{id} PUT edit book, edit title or total book count in archive
5. /books/{id} DELETE delete book
6. /transactions/ GET get all transaction list
7. /transactions/{id} GET get details of a transaction using id
8. /transactions/ POST init a transaction type: RETURN or BORROW""",
      E("GET /books"), E("GET /books/{id}"), E("POST /books/"), E("PUT /books/{id}"), E("DELETE /books/{id}"),
      E("GET /transactions/"), E("GET /transactions/{id}"), E("POST /transactions/"),
      source="https://gitblind.noratr.app/zypher606/SpringCRUD", kind="docs",
      note="a README's route list written path first, method after; no technology is named in this part (the "
           "framework only in the repository's name)"),
    R("""This project is a Laravel 12 API for User Registration, Login, and Logout using Sanctum tokens, with unified JSON responses.
- PHP >= 8.1
- Laravel 12
- MySQL or any supported database
- Composer
- Postman (for testing API endpoints)
git clone <your-repo-url>
cd <project-folder>
composer install
cp .env.example .env
php artisan key:generate
php artisan migrate
php artisan servePOST /api/register
Request Body:
{
"name": "John Doe",
"email": "john@example.com",
"password": "password123",
"password_confirmation": "password123"
}Success Response (201):
{
"status": "success",
"message": "User registered successfully.",
"data": {
"user": {
"id": 1,
"name": "John Doe",
"email": "john@example.com"
},
"token": "1|abc123..."
}
}Error Response (Validation failed, 422):
{
"status": "error",
"message": "Validation failed.",
"errors": {
"email": ["This email is already registered."],
"password": ["Password confirmation does not match."]
}
}POST /api/login
Request Body:
{
"email": "john@example.com",
"password": "password123"
}Success Response (200):
{
"status": "success",
"message": "Login successful.",
"data": {
"access_token": "1|abc123..."
}
}Error Response (Invalid credentials, 401):
{
"status": "error",
"message": "Invalid Credentials",
"errors": null
}POST /api/logout
Requires Authentication (auth:sanctum)
Success Response (200):
{
"status": "success",
"message": "Logged out successfully.",
"data": null
}""",
      T("Laravel"), T("Laravel Sanctum"), T("PHP"), T("MySQL"), T("Composer"), T("Postman"), T("Git"), T("Artisan"),
      E("POST /api/register"), E("POST /api/login"), E("POST /api/logout"),
      source="https://gitblind.noratr.app/history-coding-account-ehab-elshimi/my-helper-code", kind="docs",
      note="'Sanctum tokens' is Laravel Sanctum; .env.example is a bare file name; the page's copy glues 'php artisan "
           "serve' to the next heading (kept as written); the closing 401 sample cut"),
    R("""This page documents the authentication endpoints provided by the API, including user registration, login, logout, and profile retrieval. The system uses Laravel Sanctum for token-based authentication, where successful authentication operations return bearer tokens that must be included in subsequent API requests.
For information about how these tokens are validated and how authorization policies are applied to resources, see Authorization and Security. For details on the API route structure and middleware configuration, see API Routes and Versioning.
The API uses Laravel Sanctum to implement token-based authentication. Upon successful registration or login, the system generates a personal access token stored in the personal_access_tokens database table. Clients must include this token in the Authorization header as a bearer token for all protected endpoints.
Token Flow Diagram
Sources: app/Http/Controllers/AuthController.php1-191 app/Services/AuthService.php1-48
The authentication API provides five endpoints, divided into public (no authentication required) and protected (bearer token required) categories:
| Endpoint | Method | Authentication | Purpose |
|---|---|---|---|
/api/v1/register | POST | None | Create new user account and issue token |
/api/v1/login | POST | None | Authenticate existing user and issue token |
/api/v1/logout | POST | Required | Revoke current access token |
/api/v1/user | GET | Required | Retrieve authenticated user profile |
/api/v1/ping-auth | GET | Required | Test authentication (returns pong message) |
Sources: app/Http/Controllers/AuthController.php1-191 routes/api.php storage/api-docs/api-docs.json14-190
Endpoint: POST /api/v1/register
Creates a new user account and immediately issues an API token. The password is hashed using bcrypt before storage.""",
      T("Laravel Sanctum"), T("bcrypt"),
      F("app/Http/Controllers/AuthController.php"), F("app/Services/AuthService.php"), F("routes/api.php"),
      F("storage/api-docs/api-docs.json"),
      E("POST /api/v1/register"), E("POST /api/v1/login"), E("POST /api/v1/logout"), E("GET /api/v1/user"),
      E("GET /api/v1/ping-auth"),
      source="https://deepwiki.com/luvittor/php-laravel-roadmap-backend/3.2-authentication-api", kind="docs",
      note="the generated page glues line ranges to the file names (AuthController.php1-191): the paths are labelled "
           "without them, as a trailing :12 is dropped; the request schema table cut"),
    R("""This document details the routing configuration for the Backend My Tasks API. It covers the organization of API endpoints in routes/api.php1-38 the versioning strategy, route grouping patterns, middleware application, and resource nesting. For information about the authentication mechanisms applied to these routes, see Authentication Flow. For documentation on individual endpoint request/response formats, see API Reference.
All API routes are defined in a single file located at routes/api.php1-38 This file follows Laravel's convention where routes defined in api.php are automatically prefixed with /api and assigned to the api middleware group.
The routing structure is organized into three distinct sections:
Sources: routes/api.php1-38
The API implements explicit versioning through route prefixing. Resource endpoints (categories and tasks) are grouped under the v1 prefix (routes/api.php19), resulting in URLs like /api/v1/categories.
The version prefix is applied using Laravel's Route::prefix() method:
Key Observations:
/api/api/v1Sources: routes/api.php19-35
The routing configuration explicitly separates public and protected endpoints:
Two endpoints are publicly accessible without authentication:
| Method | Path | Controller | Action | Purpose |
|---|---|---|---|---|
| POST | /api/register | AuthController | register | User registration |
| POST | /api/login | AuthController | login | User authentication |
These routes are defined at routes/api.php9-10
All other routes require JWT authentication and are wrapped in middleware:
The auth:api middleware validates JWT tokens before allowing access to:
Sources: routes/api.php9-10 routes/api.php13-37""",
      T("Laravel"), T("JWT"), F("routes/api.php"), E("POST /api/register"), E("POST /api/login"),
      source="https://deepwiki.com/raortega8906/api-my-tasks/3.1-routing-structure", kind="docs",
      note="routes/api.php with the page's glued line ranges; /api/v1/categories is a URL example with no method, not "
           "labelled; api.php alone is a bare file name"),
    R("""Overview

The authentication routes handle user registration, login, logout, email verification, password reset, and social authentication via OAuth providers.

Guest Routes

These routes are accessible only to unauthenticated users (middleware: guest).

Registration

Registration Form

GET /register
Middleware: guest
Controller: RegisteredUserController@create
Route Name: register
Displays the user registration form.

Process Registration

POST /register
Middleware: guest
Controller: RegisteredUserController@store
Processes the registration form and creates a new user account.

Login

Login Form

GET /login
Middleware: guest
Controller: AuthenticatedSessionController@create
Route Name: login
Displays the login form.

Process Login

POST /login
Middleware: guest
Controller: AuthenticatedSessionController@store
Authenticates the user and creates a new session.

Password Reset

Forgot Password Form

GET /forgot-password
Middleware: guest
Controller: PasswordResetLinkController@create
Route Name: password.request
Displays the forgot password form.
POST /forgot-password
Middleware: guest
Controller: PasswordResetLinkController@store
Route Name: password.email
Sends a password reset link to the user’s email.

Reset Password Form

GET /reset-password/{token}
Middleware: guest
Controller: NewPasswordController@create
Route Name: password.reset
Parameters:
  • token (string): Password reset token from email
Displays the password reset form with the token.

Process Password Reset

POST /reset-password
Middleware: guest
Controller: NewPasswordController@store
Route Name: password.store
Resets the user’s password using the provided token.

Social Authentication

OAuth Redirect

GET /auth/{driver}/redirect
Middleware: guest
Controller: SocialiteSessionController@redirectToProvider
Route Name: socialite.redirect
Parameters:
  • driver (string): OAuth provider (github or google)
Redirects to the OAuth provider’s authorization page.""",
      E("GET /register"), E("POST /register"), E("GET /login"), E("POST /login"), E("GET /forgot-password"),
      E("POST /forgot-password"), E("GET /reset-password/{token}"), E("POST /reset-password"),
      E("GET /auth/{driver}/redirect"),
      source="https://www.mintlify.com/yyordan0v/cashify/api/routes/auth", kind="docs",
      note="OAuth is a protocol, not labelled; 'github or google' are OAuth providers as sites; Socialite only inside "
           "a controller's class name, not labelled (doubtful)"),
    R("""Routes

When defining a route in hapi, as in other frameworks, you need three basic elements: the path, the method, and a handler. These are passed to your server as an object, and can be as simple as the following:

server.route({
    method: 'GET',
    path: '/',
    handler: function (request, reply) {
        reply('Hello!');
    }
});

Methods

This route responds to a GET request to / with the string Hello!. The method option can be any valid HTTP method, or an array of methods. Let's say you want the same response when your user sends either a PUT or a POST request, you could do that with the following:

server.route({
    method: ['PUT', 'POST'],
    path: '/',
    handler: function (request, reply) {
        reply('I did something!');
    }
});

Path

The path option must be a string, though it can contain named parameters. To name a parameter in a path, simply wrap it with {}. For example:

server.route({
    method: 'GET',
    path: '/hello/{user}',
    handler: function (request, reply) {
        reply('Hello ' + encodeURIComponent(request.params.user) + '!');
    }
});

As you can see above, we have the string {user} in our path, which means we're asking for that segment of the path to be assigned to a named parameter. These parameters are stored in the object request.params within the handler. Since we named our parameter user we are able to access the value with the property request.params.user, after URI encoding it so as to prevent content injection attacks.""",
      T("Hapi"), E("GET /"), E("PUT /"), E("POST /"), E("GET /hello/{user}"),
      source="https://hapijs.com/tutorials/routing", kind="docs",
      note="routes given as server.route objects with their method; /hello/bob-style requests of the next section cut"),
    R("""# Adding Routes

Today Joe has plenty of time to learn more about Hapi. His target is learning how to add routes to his server so it can accept requests for creating and modifying data. And obviously, he also wants to be able to respond to the request back.

Then he checks his hypothesis by visiting the documentation, especially the server object API section. And yes he is right. Indeed Hapi has server.route() which responsible for defining route endpoints. Finding his hypothesis get validated, he intends to use that educated guess more often in the future.

# Creating Endpoints

The server.route() accepts an object as the only parameter with a format of {METHOD, PATH, HANDLER}, which is self-explanatory.

  • method is a string that refers to the name of the HTTP method Joe wants to respond. It accepts any valid HTTP method.
  • path is a string that refers to the actual path that the user will type in the browser (following the hostname).
  • handler is a function where he puts his code for that particular route

Given that new knowledge, Joe creates a test route that accepts GET request. Inside the handler, he returns a string that said 'OK'.

server.route({
  method: "GET",
  path: "/test",
  handler() {
    return "OK";
  },
});

He starts his server and the terminal greets him with the server info which means his code from the previous coding session is still work. Then he opens his favorite web browser and types out the http://localhost:3000 followed by the route path /test at the address bar.""",
      T("Hapi"), E("GET /test"),
      source="https://jprumekso.github.io/books/hapi-mysql/routes.html", kind="blog",
      note="the paragraph of Joe's guess about the server object cut; localhost:3000 followed by /test is the same "
           "route, not another endpoint"),
    R("""#5: Versioned API with Phoenix

Published February 13, 2017

Elixir 1.3.4

Phoenix 1.2.1

TrailingFormatPlug 0.0.5

Here we have a site that lists a few movies.

If we wanted to open up an API on this site for other applications to use, how would we do that in Phoenix?

So let’s get started.

We’ll start off by defining the routes we want.

Let’s open our router.ex

Then we’ll create a scope for our API

We’ll use the api pipeline that’s created by default with any new Phoenix app.

Now if you’re creating an API - it’s a good practice to version it - so let’s do that here.

We’ll start with version 1.

And we’ll use a movie resource for our api.

Our API will be read-only, so let’s limit it to only have the show and index actions.

web/router.ex

  scope "/api", Teacher do
    pipe_through :api

    scope "/v1", Api.V1 do
      resources "/movies", MovieController, only: [:index, :show]
    end
  end

Let’s take a look at our routes by running $ mix phoenix.routes from the command line.

movie_path  GET     /api/v1/movies      Teacher.Api.V1.MovieController :index
movie_path  GET     /api/v1/movies/:id  Teacher.Api.V1.MovieController :show
movie_path  GET     /movies             Teacher.MovieController :index
movie_path  GET     /movies/:id/edit    
...""",
      T("Phoenix"), T("Elixir"), T("TrailingFormatPlug"), T("Mix"), F("web/router.ex"),
      E("GET /api/v1/movies"), E("GET /api/v1/movies/:id"), E("GET /movies"), E("GET /movies/:id/edit"),
      source="https://elixircasts.io/versioned-api-with-phoenix", kind="blog",
      note="the routes as the mix phoenix.routes listing prints them; router.ex alone is a bare file name; the "
           "subscription and repository lines cut"),
    R("""Phoenix, like most modern frameworks, has built-in functionality to reduce boilerplate for the common Create, Read, Update, Delete (CRUD) pattern.

Router

Phoenix’s router includes the resources macro, which generates routes for CRUD operations.

  • GET /api/superheroes: Routes to SuperheroController.index/2
  • POST /api/superheroes: Routes to SuperheroController.create/2
  • GET /api/superheroes/:id: Routes to SuperheroController.show/2
  • PUT/PATCH /api/superheroes/:id: Routes to SuperheroController.update/2
  • DELETE /api/superheroes/:id: Routes to SuperheroController.delete/2
  • GET /api/superheroes/new: Routes to SuperheroController.new/2
  • GET /api/superheroes/:id/edit: Routes to SuperheroController.edit/2

The routes for :new or :edit are for rendering HTML forms, which are not needed for an API that responds with JSON-formatted data.

scope "/api", GameAppWeb do
  pipe_through :api

  resources "/superheroes", SuperheroController, except: [:new, :edit]
end""",
      T("Phoenix"),
      E("GET /api/superheroes"), E("POST /api/superheroes"), E("GET /api/superheroes/:id"),
      E("PUT /api/superheroes/:id"), E("PATCH /api/superheroes/:id"), E("DELETE /api/superheroes/:id"),
      E("GET /api/superheroes/new"), E("GET /api/superheroes/:id/edit"),
      source="https://www.joekoski.com/blog/2024/03/01/api-crud.html", kind="blog",
      note="'PUT/PATCH /api/superheroes/:id' gives both methods for one path; the :new and :edit routes are listed as "
           "generated by the resources macro (the scope then excludes them): labelled as the list writes them "
           "(doubtful); the controller code cut"),
    R("""Next.js API Routes: route.ts + NextRequest / NextResponse Complete Example (2026)

Next.js API routes turn any file in `app/api/` into a serverless endpoint. Here's the App Router pattern with `route.ts`, `NextRequest` / `NextResponse`, dynamic segments, and production traps.

Next.js API routes turn any file under app/api/ into a serverless HTTP endpoint. With the App Router (Next.js 13+), each endpoint is a route.ts file that exports named functions per HTTP method.

my-next-app/
app/
api/
hello/
route.ts GET /api/hello
users/
route.ts GET / POST /api/users
[id]/
route.ts GET / PUT / DELETE /api/users/:id
page.tsx
layout.tsx
next.config.js
package.json

This guide covers App Router routes end-to-end: basic GET, all HTTP methods, dynamic segments, auth, errors, and the gotchas you’ll hit in production.

Basic API route

App Router (Next.js 13+)

Create app/api/hello/route.ts:

import { NextResponse } from 'next/server';

export async function GET() {
  return NextResponse.json({ message: 'Hello World' });
}

Verify locally:

Terminal — test the endpoint
$ npm run dev
▲ Next.js 14.0.4 - Local: http://localhost:3000 ✓ Ready in 1.8s
$ curl http://localhost:3000/api/hello
{"message":"Hello World"}

Pages Router (legacy)

If you’re still on the Pages Router, create pages/api/hello.ts:

import type { NextApiRequest, NextApiResponse } from 'next';

export default function handler(req: NextApiRequest, res: NextApiResponse) {
  res.status(200).json({ message: 'Hello World' });
}

HTTP methods — GET / POST / PUT / DELETE

Export one named function per HTTP method you want to support:

// app/api/users/route.ts
import { NextRequest, NextResponse } from 'next/server';

export async function GET() {
  const users = await db.users.findMany();
  return NextResponse.json(users);
}""",
      T("Next.js"), T("npm"),
      F("app/api/hello/route.ts"), F("pages/api/hello.ts"), F("app/api/users/route.ts"),
      E("GET /api/hello"), E("GET /api/users"), E("POST /api/users"), E("GET /api/users/:id"), E("PUT /api/users/:id"),
      E("DELETE /api/users/:id"),
      source="https://maheshwaghmare.com/how-to/frameworks/nextjs/api-routes", kind="blog",
      note="the routes as the file tree annotates them ('GET / POST /api/users'); the tree's own lines (route.ts, "
           "page.tsx, next.config.js) are bare names, not paths; the curl call has no method and repeats GET "
           "/api/hello; TypeScript is implied by .ts only, not labelled"),
    R("""Logging In and Logging Out

Your bookstore has users, but there’s no way for them to login. Let’s change that 😊

  1. Let’s start by looking at your application’s routes file. Open config/routes.rb in your text editor.

    You’ve added a couple of resources to the routes file. First, you defined :books. This added a series of routes to your application for creating, reading, updating, and deleting your books. Then, you added another resource :reviews. This added similar routes, but they’re focused on reviews instead of books.

    Now that your application has users, it might be tempting to add a :users resource. This would be useful if we were going to change user data, but we don’t need to change any user data to log someone in.

    We just need to keep track of a user once they’ve logged in to your bookstore. We’ll represent this as a session - a user creates a new session when they log in.

  2. Let’s add a :session resource to your routes file. Before the end of config/routes.rb, add the following line:

    resource :session
    
  3. Save your changes.

  Rails.application.routes.draw do
    # For details on the DSL available within this file, see http://guides.rubyonrails.org/routing.html
    root "books#index"

    resources :books do
      resources :reviews
    end

    resource :session
  end

Let’s see what your application routes look like now.

  1. Open Terminal, go the bookstore directory, and run rake routes.

    Aww, your routes are getting so big 😍

    When a user logs in, they’re going to create a new session. What path will they visit to create a new session?

    They’ll go to /session/new.

    new_session GET    /session/new(.:format)                     sessions#new
    
  2. Start your application’s web server and visit the new session path at http://localhost:3000/session/new.""",
      T("Rails"), T("Rake"), F("config/routes.rb"), E("GET /session/new"),
      source="https://bmoreonrails.github.io/rails_tutorial/tutorial/chapter_13", kind="blog",
      note="the route from the rake routes listing, its (.:format) suffix dropped; Terminal is the macOS app, not "
           "labelled (doubtful); the code listing's line numbers and the pwd output cut"),
    R("""How this looks in Rails

Let's look at what the simplest possible login system might look like in Rails.

The flow will look like this:

  • The user GETs /login

  • The user enters their username. There is no password.

  • The user submits the form, POSTing to /login.

  • In the create action of the SessionsController we set a cookie on the user's browser by writing their username into the session hash.

  • Thereafter, the user is logged in. session[:username] will hold their username.

Let's write a SessionsController to handle these routes. This controller has two actions, new and create, which we'll map in routes.rb to get and post on /login.""",
      T("Rails"), E("GET /login"), E("POST /login"),
      source="https://certil-remy.gitbook.io/learn/rails/untitled-64/untitled-2", kind="blog",
      note="the routes are given in words ('map in routes.rb to get and post on /login'); routes.rb is a bare file "
           "name"),
    R("""Controller Chapter

At this point we've used the Nest CLI to generate what's referred to as the "Typescript Starter" template project.

Assuming you want to follow along step by step, if you followed along with the First steps chapter of the docs, you can set that folder aside, and switch over to your cloned copy of nest-cats, and continue editing there. Check out the controllers-start branch, and continue at the following along section on this page to begin coding.

If you just want a final version of the project code as of the end of the chapter, check out the controllers-end branch, and proceed to the upon completion section.

Following along

This is the first chapter you really add any non-boilerplate code. The controllers-start branch is just a generic boilerplate project (including a few sample snippets) set up to begin adding custom code.

In terms of "live coding" our nest-cats project, completing the Controllers chapter requires just two "chunks" of code from the chapter. Note that the code from the docs chapter implies a folder structure, so let's make that explicit before adding code; then you can continue with the steps below.

First, create a folder called cats under src.

Now, add code as follows, (or, as always, just skip ahead and simply check out the controllers-end branch which will reflect those changes).

  1. Create a file called src/cats/cats.controller.ts and add the routes shown in the Full resource sample section.""",
      T("NestJS"), T("TypeScript"), F("src/cats/cats.controller.ts"),
      source="https://phillipring.com/nestjsplus/nest-cats/wiki/controllers", kind="docs",
      note="'the Nest CLI' names NestJS's CLI (labelled NestJS); nest-cats is the sample project; the routes themselves "
           "are only referred to, none written"),
    R("""Controllers

The controllers layer is responsible for handling incoming requests, and return a response to the client.

To create a basic controller you have to attach the metadata to the class. Thanks to the metadata Nest knows how to map your controller into the appropriate routes. To attach the metadata we're using the decorators (in this case @Controller('cats')).

import { Controller, Get } from '@nestjs/common';

@Controller('cats')
export class CatsController {
    @Get()
    findAll() {
        return [];
    }
}

Metadata

We're using @Controller('cats') here. This decorator is obligatory. The cats is a prefix for each route registered in the class. The prefix is optional what means that you could leave the parentheses empty (@Controller()), but it reduces redundant boilerplate code, thus you don't have to repeat yourself every time when you'd decide to create a new endpoint (route).

There's a single public method, the findAll(), which returns an empty array. The @Get() decorator tells Nest that it's necessary to create an endpoint for this route path and map every appropriate request to this handler. Since we declared the prefix for every route (cats), Nest will map every /cats GET request here.

When a client would call this endpoint, Nest will return with 200 status code, and the parsed JSON, so in this case - just an empty array. How is that possible?

There are two possible approaches of manipulating the response:

Method Description
Standard (recommended) We're treating the handlers in the same way as plain functions. When we return the JavaScript object or array, it'd be automatically transformed to JSON. When we return the string, Nest will send just a string. Furthermore, the response status code is always 200 by default, except POST requests, when it's 201. We can easily change this behavior by adding the @HttpCode(...) decorator at a handler-level.
Express We can use the express response, which we can inject using @Res() decorator""",
      T("NestJS"), T("JavaScript"), T("Express"), E("GET /cats"),
      source="https://wbhob.github.io/nest-docs/guide/controllers", kind="docs",
      note="the route is written out in the text ('every /cats GET request'), its prefix and @Get() together; Nest is "
           "NestJS; @nestjs/common is an import specifier"),
    R("""When it comes to including your library package, there are some common rules that you should keep in mind.
If you choose to import
the package as a module, the index.d.ts
file located at the root of the package (or specified in the package.json
entry) will be automatically detected using TypeScript's module resolution.
In case the package types consist solely of global type declarations and do not require importing from a module, TypeScript will search for them in the node_modules/@types
directory within any parent folder according to the typeRoots configuration.
For scenarios where you have a file with just declare var foo: number;
(meaning it is a global declaration file) and the types are located under node_modules/my-lib
rather than node_modules/@types/my-lib
, you will need to manually specify their inclusion in the compilation process by adding them to the files
property in your tsconfig.json
. Check out the documentation's example section here for further guidance.
An alternative approach would involve adjusting the typeRoots
setting, although this may be unnecessary complexity for your situation.
Another potential issue might stem from the use of npm link
, which creates symbolic links that TypeScript defaults to resolve during compilation. To address this, you can enable the --preserveSymlinks
option via tsc --preserveSymlinks
. This flag instructs TypeScript to consider the location of the symbolic link file instead of the resolved path when processing module references.""",
      T("TypeScript"), T("npm"),
      source="https://typescripter.space/questions/issues-with-npm-package-typescript-declaration-file-customization-not-functioning-as-expected",
      kind="qa",
      note="an answer; node_modules/@types and node_modules/my-lib are dependency folders, index.d.ts, package.json "
           "and tsconfig.json bare names: no file; tsc is TypeScript's compiler (TypeScript already labelled)"),
    R("""How Create React App works

So it turns out that React itself is pretty simple. It’s just a library that takes Element objects, and renders them to the DOM!

Of course, real world React apps use JSX, and JSX needs a build system. To really understand how React works, you’ll need to understand what happens before the first component is rendered. So with this in mind, let’s take a look at the four files that Create React App uses to start your app.


This file exports your app’s main component.

import React from 'react';
import logo from './logo.svg';
import './App.css';

function App() {
  return (
    <div className="App">
      <header className="App-header">
        <img src={logo} className="App-logo" alt="logo" />
          Edit <code>src/App.js</code> and save to reload.
          rel="noopener noreferrer"
          Learn React

export default App;

There’s nothing special about this file — you could change its name, or even remove it completely. However, React apps often follow the convention of calling their top-level component App, so Create React App is kind enough to start you off with one. We’ll go into more detail on the App component in a later lesson.


This file is special — it’s your app’s entry point, and it will be run as soon as your app has loaded. By default, it’ll import the default component exported by src/App.js, and render it with ReactDOM.render().""",
      T("React"), T("Create React App"), F("src/App.js"),
      source="https://frontarm.com/courses/react-fundamentals/how-react-works/tour-of-generated-project/", kind="blog",
      note="the page's file headings (src/App.js, src/index.js) are lost in the stored copy, kept as it is; ./logo.svg "
           "and ./App.css are import specifiers; JSX is a syntax, not labelled; ReactDOM.render() is React's call"),
    R("""Node 22 – which will eventually be a LTS (Long-term support) version – is out with new features that include experimental support for the require statement targeting ECMAScript modules (ESM) as well as CommonJS (CJS) modules.
This is the latest effort to mitigate a long-running compatibility problem, caused when the official ECMAScript technical committee adopted a module system different from the one already used by Node.js, the most widely used runtime for JavaScript outside the browser. ECMAScript is the formal name of the JavaScript standard.
The outcome was that browsers support ESM but not CJS – yet CJS modules remain more widely used. According to data on the most popular packages in the NPM (Node Package Manager) registry, adoption of ESM is painfully slow, with just 21 percent of modules with ESM or dual in February 2024, up from 7.8 percent in August 2021. More than 67 percent are CJS.
The subject is a matter of debate among those working on competing JavaScript runtimes, with the Deno team arguing that JavaScript is “sabotaged by its own baggage from the past … CommonJS”, while Bun creator Jarred Sumner is focused on native support for CJS alongside ESM, stating that “we will never hit a point where all packages can be expected to use ES modules.”""",
      T("Node.js"), T("JavaScript"), T("npm"), T("Deno"), T("Bun"),
      source="https://devclass.com/2024/04/25/node-22-released-with-experimental-support-for-require-targeting-ecmascript-modules-and-more/",
      kind="news",
      note="ECMAScript is the standard (JavaScript labelled); ESM and CommonJS are module formats, not labelled; 'NPM "
           "(Node Package Manager) registry' names npm"),
    R("""PostgreSQL 16 has been released.

PostgreSQL 16 Released!

September 14, 2023 - The PostgreSQL Global Development Group today announced the release of PostgreSQL 16, the latest version of the world's most advanced open source database.

PostgreSQL 16 raises its performance, with notable improvements to query parallelism, bulk data loading, and logical replication. There are many features in this release for developers and administrators alike, including more SQL/JSON syntax, new monitoring stats for your workloads, and greater flexibility in defining access control rules for management of policies across large fleets.

"As relational database patterns evolve, PostgreSQL continues to make performance gains in searching and managing data at scale," said Dave Page, a PostgreSQL Core Team member. "PostgreSQL 16 gives users more methods to scale-up and scale-out their workloads, while giving them new ways to gain insights and optimize how they manage their data."

PostgreSQL, an innovative data management system known for its reliability and robustness, benefits from over 25 years of open source development from a global developer community and has become the preferred open source relational database for organizations of all sizes.""",
      T("PostgreSQL"),
      source="https://www.linuxcompatible.org/story/postgresql-16-released/", kind="news",
      note="SQL/JSON is a syntax standard, not labelled"),
    R("""The next major release of Node.js is now available. So far in the series of Node.js 15 releases, we’ve seen several improvements, some new JavaScript language features, and even some breaking changes.
Some of these improvements, like the new version of NPM, are substantial and dramatically improve the developer experience. Other changes, like the new version of the N-API or experimental support for the QUIC protocol, may not appeal to the masses but are just as important to ensure that Node.js continues to be extensible and prepared for the future of the web.
Let’s take a look at what is new and why you should care.
Tip: Node.js 15 is not a long-term support (LTS) release. Support for this release is slated to end in June 2021, shortly after the first Node.js 16 release comes out. You may want to consider keeping your production applications on Node.js 14 for the time being.
NPM 7
The inclusion of NPM 7 is likely the biggest headliner of this release, thanks to a bevy of new features. The biggest feature is NPM workspaces, which is the start of built-in support for creating and managing multiple NPM packages in a single file system. Developers who are already actively using the Yarn package manager or Lerna should see similarities with NPM’s workspace implementation.""",
      T("Node.js"), T("JavaScript"), T("npm"), T("N-API"), T("Yarn"), T("Lerna"),
      source="https://lasith15.pythonanywhere.com/blog/9", kind="blog",
      note="QUIC is a protocol, not labelled; N-API is Node.js's native addon API (labelled, doubtful)"),
    R("""NGINX 502 Bad Gateway: Gunicorn

This post is part of a series on troubleshooting NGINX 502 Bad Gateway errors. If you’re not using Gunicorn, check out our other article on troubleshooting NGINX 502s with PHP-FPM as a backend.

Gunicorn is a popular application server for Python applications. It uses the Web Server Gateway Interface (WSGI), which defines how a web server communicates with and makes requests to a Python application. In production, Gunicorn is often deployed behind an NGINX web server. NGINX proxies web requests and passes them on to Gunicorn worker processes that execute the application.

NGINX will return a 502 Bad Gateway error if it can’t successfully proxy a request to Gunicorn or if Gunicorn fails to respond. In this post, we’ll examine some common causes of 502 errors in the NGINX/Gunicorn stack, and we’ll provide guidance on where you can find information you need to resolve these errors.

Explore the metrics, logs, and traces behind NGINX 502 Bad Gateway errors using Datadog.

Some possible causes of 502s

In this section, we’ll describe how the following conditions can cause NGINX to return a 502 error:

If NGINX is unable to communicate with Gunicorn for any of these reasons, it will respond with a 502 error, noting this in its access log (/var/log/nginx/access.log) as shown in this example:

access.log

127.0.0.1 - - [08/Jan/2020:18:13:50 +0000] "GET / HTTP/1.1" 502 157 "-" "curl/7.58.0"

NGINX’s access log doesn’t explain the cause of a 502 error, but you can consult its error log (/var/log/nginx/error.log) to learn more.""",
      T("Nginx"), T("Gunicorn"), T("PHP-FPM"), T("Python"), T("Datadog"),
      source="https://www.datadoghq.com/blog/nginx-502-bad-gateway-errors-gunicorn/", kind="blog",
      note="the log paths are absolute, access.log a bare name; the access-log line 'GET / HTTP/1.1 502' is a request "
           "the proxy failed to pass on, no route of an app written here: no endpoint; WSGI is an interface standard, "
           "not labelled; curl/7.58.0 is a user agent"),
    R("""Today we’re excited to announce the release of TypeScript 5.6!
If you’re not familiar with TypeScript, it’s a language that builds on top of JavaScript by adding syntax for types. Types describe the shapes we expect of our variables, parameters, and functions, and the TypeScript type-checker can help catch issues like typos, missing properties, and bad function calls before we even run our code. Types also power TypeScript’s editor tooling like the auto-completion, code navigation, and refactorings that you might see in editors like Visual Studio and VS Code. In fact, if you write JavaScript in either of those editors, that experience is powered by TypeScript! You can learn more at the TypeScript website.
You can get started using TypeScript using npm with the following command:
npm install -D typescript
or through NuGet.
What’s New Since the Beta and RC?
Since TypeScript 5.6 beta, we reverted a change around how TypeScript’s language service searched for tsconfig.json
Previously the language service would keep walking up looking for every possible project file named tsconfig.json
that might contain a file.
Because this could lead to opening many referenced projects, we reverted the behavior and are investigating ways to bring back the behavior in TypeScript 5.7.
Additionally, several new types have been renamed since the beta.
Previously, TypeScript provided a single type called BuiltinIterator
to describe every value backed by Iterator.prototype
It has been renamed IteratorObject
, has a different set of type parameters, and now has several subtypes like ArrayIterator
, MapIterator
, and more.
A new flag called --stopOnBuildErrors
has been added for --build
When a project builds with any errors, no other projects will continue to be built.""",
      T("TypeScript"), T("JavaScript"), T("Visual Studio"), T("VS Code"), T("npm"), T("NuGet"),
      source="https://devblogs.microsoft.com/typescript/announcing-typescript-5-6", kind="changelog",
      note="release notes of the language itself, labelled once as the subject; tsconfig.json is a bare file name"),
    R("""Understanding the Error: "Unable to load asset: assets/..."
- The "Unable to load asset: assets/..." error in Flutter typically signals that the application failed to render a specified asset. This can occur during the build process or runtime, and can manifest specifically when trying to access images, fonts, or other assets that are integral to the application's interface or functionality.
- Recognizing this error is crucial for Flutter development because it affects the user experience directly, potentially causing missing images, improper layout displays, or even crashes in severe cases.
Common Manifestation of the Error
- Most commonly, this error surfaces when the application attempts to access an asset through its path, and the asset is not available in the specified location at runtime. The error output typically resembles: "Unable to load asset: assets/image.png".
- This issue typically surfaces in the console log while running the application in development mode, where the runtime environment is actively compiling and rendering the UI elements.
Code Usage Illustration
- Within the application's Dart code, the following line might attempt to load an image:
Image.asset('assets/image.png')
- This code usage expects 'image.png' to reside specifically under the 'assets/' directory within the project's structure. If the image is inaccessible or missing, the error "Unable to load asset: assets/image.png" is generated.
Critical Elements in Project Configuration
- Flutter applications rely on the pubspec.yaml file to declare asset dependencies, which informs the Flutter environment about which files to package.
- In the pubspec.yaml, assets should be listed explicitly under the 'flutter:' section:
flutter:
assets:
- assets/image.png""",
      T("Flutter"), T("Dart"), F("assets/image.png"),
      source="https://omi.me/blogs/flutter-errors/unable-to-load-asset-assets-in-flutter-causes-and-how-to-fix", kind="qa",
      note="an error explainer; 'assets/...' is a placeholder, image.png and pubspec.yaml bare names"),
    R("""tauri-errors-permissions
Diagnostic Decision Tree
Permission-related error in Tauri 2
|
+-- Error: "command <name> not allowed"
| |
| +-- Plugin command (e.g., fs, http, dialog)?
| | --> Section 1: Missing Plugin Permissions
| |
| +-- Custom #[tauri::command]?
| | --> Section 2: Custom Command Permissions
| |
| +-- Core feature (window, event, path, menu, tray)?
| --> Section 3: Core Permissions
|
+-- Error: CSP violation (console shows "Refused to ...")
| --> Section 4: CSP Violations
|
+-- Error: scope violation / path access denied
| --> Section 5: Scope Violations
Section 1: Missing Plugin Permissions
Symptoms
- Runtime error:
command <plugin>|<command> not allowed - Plugin API call throws immediately after
invoke() - Works in dev but fails in production (or vice versa)
Debugging Workflow
Step 1.1: Verify the plugin is registered in Rust (src-tauri/src/lib.rs):
tauri::Builder::default()
.plugin(tauri_plugin_fs::init()) // REQUIRED for each plugin
.plugin(tauri_plugin_dialog::init())
.plugin(tauri_plugin_http::init())
Step 1.2: Verify permissions exist in a capability file. Check src-tauri/capabilities/default.json:
{
"$schema": "../gen/schemas/desktop-schema.json",
"identifier": "default",
"windows": ["main"],
"permissions": [
"core:default",
"fs:default",
"dialog:default",
"http:default"
]
}""",
      T("Tauri"), T("Rust"), F("src-tauri/src/lib.rs"), F("src-tauri/capabilities/default.json"),
      source="https://skills.sh/openaec-foundation/tauri-2-claude-skill-package/tauri-errors-permissions", kind="docs",
      note="../gen/schemas/desktop-schema.json is a schema reference relative to the capability file (a path with "
           "'../'), not labelled (doubtful); the windows key and tauri_plugin_* crate names are code, not labelled "
           "(the plugins are Tauri's own); CSP is a web standard"),
    R("""Adding assets and images

Flutter apps can include both code and assets (sometimes called resources). An asset is a file that is bundled and deployed with your app, and is accessible at runtime. Common types of assets include static data (for example, JSON files), configuration files, icons, and images (JPEG, WebP, GIF, animated WebP/GIF, PNG, BMP, and WBMP).

Specifying assets

Flutter uses the pubspec.yaml file, located at the root of your project, to identify assets required by an app.

Here is an example:

flutter:
  assets:
    - assets/my_icon.png
    - assets/background.png

To include all assets under a directory, specify the directory name with the / character at the end:

flutter:
  assets:
    - directory/
    - directory/subdirectory/

Asset bundling

The assets subsection of the flutter section specifies files that should be included with the app. Each asset is identified by an explicit path (relative to the pubspec.yaml file) where the asset file is located. The order in which the assets are declared doesn’t matter. The actual directory name used (assets in first example or directory in the above example) doesn’t matter.

During a build, Flutter places assets into a special archive called the asset bundle that apps read from at runtime.

Asset variants

The build process supports the notion of asset variants: different versions of an asset that might be displayed in different contexts. When an asset’s path is specified in the assets section of pubspec.yaml, the build process looks for any files with the same name in adjacent subdirectories. Such files are then included in the asset bundle along with the specified asset.

For example, if you have the following files in your application directory:

.../pubspec.yaml
.../graphics/my_icon.png
.../graphics/background.png
.../graphics/dark/background.png
...etc.

And your pubspec.yaml file contains the following:

flutter:
  assets:
    - graphics/background.png

Then both graphics/background.png and graphics/dark/background.png are included in your asset bundle.""",
      T("Flutter"),
      F("assets/my_icon.png"), F("assets/background.png"), F("graphics/background.png"),
      F("graphics/dark/background.png"),
      source="https://flutter-ko.dev/docs/development/ui/assets-and-images", kind="docs",
      note="image formats (JPEG, WebP, PNG...) are data formats, not labelled; directory/ and directory/subdirectory/ "
           "are folders; the '.../' lines name the same files under an elided root (the relative ones labelled)"),
    R("""The express generator generates the following code in the app.js
page:
app.use('/', routes);
app.use('/users', users);
// catch 404 and forward to error handler
app.use(function(req, res, next) {
var err = new Error('Not Found');
err.status = 404;
next(err);
});
However, in the documentation, it says
Since path defaults to "/", middleware mounted without a path will be executed for every request to the app.
And gives this example:
// this middleware will not allow the request to go beyond it
app.use(function(req, res, next) {
res.send('Hello World');
})
// requests will never reach this route
app.get('/', function (req, res) {
res.send('Welcome');
})
So, how could the 404
page ever be reached (or the /users
route for that matter) if nothing can get passed the app.use('/', routes)
line?
All you need to do is add a middleware function at the very bottom of the stack (below all other functions) to handle a 404 response: app. use((req, res, next) => { res. status(404).""",
      T("Express"), E("GET /"),
      source="https://exchangetuts.com/how-does-the-expressjs-4-router-let-things-reach-the-404-page-1640293204438958",
      kind="qa",
      note="the question and the start of an answer; 'express generator' is Express's app generator; app.use mounts "
           "(routes, /users) carry no method, not labelled; the documentation's app.get('/') is a route in code "
           "(labelled); app.js is a bare file name"),
    R("""# CHANGELOG

All changes to this project will be documented in this file.

## 0.7.0 - 2024-03-19 (BREAKING)

Add support for Django 5.2 and update dependency requirements:

- Added support for Django 5.2
- Deprecated support for Django versions before 4.2
- Updated minimum Python version requirement to 3.10
- Updated ruff configuration to use modern syntax
- Updated GitHub Actions workflow to only test Django main branch with Python 3.12

### Breaking Changes
- Minimum Python version is now 3.10
- Minimum Django version is now 4.2
- Removed support for Python 3.8 and 3.9
- Removed support for Django 3.2, 4.0, and 4.1

## 0.6.0 - 2023-11-11

Add support for Django 5.0, Python 3.12

## 0.5.0 - 2022-12-13

Upgrade our dependency on Stripe from vs 2.x to 5.x

## 0.4.1 - 2022-12-13

Fix the 0.4.0 release; somehow the apps.py code got reverted before merge and we
did not notice. This ensures the AppConfig can be found by Django 4.1.""",
      T("Django"), T("Python"), T("Ruff"), T("GitHub Actions"), T("Stripe"),
      source="https://github.com/yunojuno/django-stripe-lite/blob/9e845aaeb2f706c68c3c4624523d1289e93a62d7/CHANGELOG.md",
      kind="changelog",
      note="Stripe is the payment service's Python library the package depends on; apps.py is a bare file name; the "
           "0.4.0 entry cut"),
    R("""# CHANGE LOG

All notable changes to the eslint-config-default project.

## [0.5.1] - 2016-06-09
### Added
- All published rules as of ESLint 2.11.0

### Changed
- Require space after `try` keyword.
- Make rule settings use text instead of integer.
- checkrules.js: lookup new rules based on the current peer dependency setting
  via npmcdn.com

## [0.5.0] - 2016-05-22
### Added
- All published rules as of ESLint 2.10.2
- Added `eslint` as a peer dependency to this package.
- checkrules.js: lookup `ESLint` Github repository for new/removed rules.

### Changed
- Changed `package.json` author URL to HTTPS.
- Disabled `react/jsx-no-bind`, like to use it and keep child components
  stateless.
- Disabled `react/prop-types`, it's annoying to use with Redux enabled
  components.
- Require spaces inside array brackets.

## [0.4.1] - 2016-02-29
### Added
- React configuration depends on `eslint-plugin-react` plugin.
- Included all rules from React plugin v4.0 to React configuration.

## [0.3.0] - 2016-01-14
### Changed
- Disabled no-mixed-requires rule in favour of one-var
- Allow more nested callbacks, need them when using `mocha` testing scripts.
- Switched to using 2 space indentation for JS code.

## [0.1.0] - 2015-09-28
### Added
- Default ESLint configuration with (almost) all rules enabled
- Scoped npm package to be used by eslint `extends` configuration
- README, LICENSE and CHANGELOG""",
      T("ESLint"), T("React"), T("Redux"), T("eslint-plugin-react"), T("Mocha"), T("npm"), T("JavaScript"),
      source="https://github.com/sudaraka/eslint-config/blob/e015a83ed6146136112e4603dd52af7b66d42c0b/CHANGELOG.md",
      kind="changelog",
      note="react/jsx-no-bind and react/prop-types are ESLint rule names, not paths; checkrules.js and package.json are "
           "bare file names; npmcdn.com a site; 'JS code' is JavaScript; several entries and the "
           "licence lines cut"),
]
