"""The other texts of the thirty-seventh fresh held-out set ("fresh-37"): tutorials building web back ends with their
routes (Sinatra routes, a Slim app, Symfony @Route/@Method in a Spanish docs page, Actix Web, Ktor with Exposed twice,
Rails resourceful controllers, Axum next to an Express router, a Go project layout on Mizu, Phoenix's JSON generator and
a Phoenix REST guide); READMEs and docs with route tables (three small Go CRUD servers), CLI and config-file docs
(Konfigo's flags, the OCM CLI config file, a Gitleaks workflow recipe); a changelog (@adaliszk/rollup-esbuild); Q&A and
blogs on front-end bundlers (Parcel and a dependency's "main": false, Parcel's main-field error, a webpack devServer
proxy, Turbopack against Contentlayer2, a Turbopack decision record, Vite's dependency resolution); incident write-ups
(a dropped and an overwritten production database), DevSecOps pieces (GitHub Actions secrets twice, vulnerability
scanners, container scanning with Trivy and Grype); news on AI coding tools (Cursor, the GitHub Copilot coding agent twice).

Taken from stored public copies of the pages and files at the addresses given, kept as written (trimmed) and labelled
by hand without running the extractor, by the rules of the earlier sets (``--split fresh-37``).
"""

from real_corpus import E, F, R, T  # noqa: F401

SURFACES = {
    "Gson": ("GSON",),
    "IntelliJ IDEA": ("intelliJ",),
    "HikariCP": ("Hikari",),
    "Actix Web": ("Actix web",),
    "Slim Framework": ("Slim",),
    "Apache HTTP Server": ("Apache",),
    "Spring Boot": ("Spring (Boot)",),
    "Go": ("GoLang",),
    "Docker Compose": ("docker compose", "docker-compose"),
    "GitLab CI": ("GitLab pipeline",),
    "Amazon ECR": ("ECR",),
    "OCM CLI": ("OCM CLI",),
}

CASES = [
    # ---------------------------------------------------------------- tutorials: web back ends and their routes
    R("""In Sinatra calls to methods like get, post, put, and delete are called routes. They take a path, and a block that handles a request.

What’s up with that term?

The request is being picked up by the webserver, and then routed to a piece of code that handles the request, and specifies the response. They’re like the info desk at a shopping mall: You (as an HTTP request) walk up to them, and tell them GET /something. They’ll route (send) you to a certain shop on a certain floor where you can find what you’re after.

So, this would be three Sinatra routes:

get "/" do
  "OMG, hello Ruby Monstas!"

get "/signup" do
  "Here you can sign up for the next beginners course."

post "/signin" do
  # do something to sign in the user

When a request comes in Sinatra will look at the request method and path, and match it against the first route:""",
      T("Sinatra"), E("GET /"), E("GET /signup"), E("POST /signin"),
      source="http://webapps-for-beginners.rubymonstas.org/sinatra/routes.html", kind="blog",
      note="'GET /something' is an illustration of a request in general, no route answers it: not labelled; "
           "'Ruby Monstas' is the name of the course group, Ruby is never named as the language: not labelled"),
    R("""Slim is a micro framework for PHP . We can build quickly powerful web applications and APIs. Slim is a dispatcher that receives an HTTP request, invokes an appropriate callback routine, and returns an HTTP response.

First, we need a web server like Apache. We should configure our web server  so that it sends all appropriate requests to one “front-controller” PHP file. We instantiate and run our Slim app in this PHP file.

A Slim app contains routes that respond to specific HTTP requests. Each route invokes a callback and returns an HTTP response. To get started, we first instantiate and configure the Slim application. Next, we define our application routes. Finally, we run the Slim application. It’s that easy. Here’s an example application:

<?php
// Create and configure Slim app
$config = ['settings' => [
    'addContentLengthHeader' => false,
]];
$app = new \\Slim\\App($config);

// Define app routes
$app->get('/hello/{name}', function ($request, $response, $args) {
    return $response->write("Hello " . $args['name']);
});

// Run app
$app->run();

When we build a Slim app, we are often working directly with Request and Response objects. These objects represent the actual HTTP request received by the web server and the eventual HTTP response returned to the client.

Every Slim app route is given the current Request and Response objects as arguments to its callback routine. These objects implement the popular PSR7  interfaces. The Slim app route can inspect or manipulate these objects as necessary. Ultimately, each Slim app route must return a PSR7  Response object.""",
      T("Slim Framework"), T("PHP"), T("Apache HTTP Server"), E("GET /hello/{name}"),
      source="https://blog.previewtechs.com/slim-micro-framework-php", kind="blog",
      note="PSR7 is an interface standard, not a tool: not labelled; Apache is named as the web server to use"),
    R("""HTTP methods en Symfony

Symfony permite configurar diferentes métodos HTTP que coinciden en una misma route, para así ejecutar diferentes controladores bajo la misma

El método HTTP de un request es una de las cosas que Symfony comprueba cuando se evalúa el request para encontrar una route. Esto puede configurarse mediante cualquiera de las formas de configuración disponibles en Symfony (anotaciones, YAML, XML o PHP). Suponiendo que tenemos una aplicación blog con dos controladores: uno para mostrar un post (aceptando GET y HEAD request) y otro para procesar el formulario (POST request), la configuración de los métodos con anotaciones puede hacerse como sigue:

// src/AppBundle/Controller/MainController.php
namespace AppBundle\\Controller;

use Sensio\\Bundle\\FrameworkExtraBundle\\Configuration\\Method;
// ...

class BlogApiController extends Controller
{
    /**
     * @Route("/api/posts/{id}")
     * @Method({"GET","HEAD"})
     */
    public function showAction($id)
    {
        // ... return a JSON response with the post
    }

    /**
     * @Route("/api/posts/{id}")
     * @Method("PUT")
     */
    public function editAction($id)
    {
        // ... edit a post
    }
}

A pesar del hecho de que estas dos routes tienen directorios idénticos (/api/posts/{id}), la primera route coincidirá sólo con GET o HEAD requests y la segunda route coincidirá sólo con PUT requests. Esto significa que puedes mostrar el post y editarlo a través de la misma URL, utilizando distintos controllers para las dos acciones. Si no se especifica ningún método, la route coincidirá con todos los métodos.""",
      T("Symfony"), T("PHP"), F("src/AppBundle/Controller/MainController.php"),
      E("GET /api/posts/{id}"), E("HEAD /api/posts/{id}"), E("PUT /api/posts/{id}"),
      source="https://diego.com.es/http-methods-en-symfony", kind="docs",
      note="Spanish docs page; the Sensio FrameworkExtraBundle is named only in a PHP namespace path: not labelled; "
           "YAML and XML are configuration formats: not labelled; PHP is named as a configuration language and is the code's"),
    R("""Actix web describes itself as
a small, pragmatic, and extremely fast rust web framework.
The README has an example to start with so let’s create a new Rust project.
$ cargo new web_app
Created binary (application) `web_app` package
$ cd web_app
First we need these dependencies in our Cargo.toml
:
[dependencies]
actix-web = "2"
actix-rt = "1"
(did you know there’s a utility called “cargo-edit” which lets you add dependencies from the command line? It lets you do cargo add serde
, for example, which will add the serde crate to your dependencies in Cargo.toml
. Check it out here https://github.com/killercup/cargo-edit)
In main.rs
let’s paste the snippet from the example in the README.
use actix_web::{get, web, App, HttpServer, Responder};
#[get("/{id}/{name}/index.html")]
async fn index(info: web::Path<(u32, String)>) -> impl Responder {
let (id, name) = info.into_inner();
format!("Hello {}! id:{}", name, id)
}
#[actix_rt::main]
async fn main() -> std::io::Result<()> {
HttpServer::new(|| App::new().service(index))
.bind("127.0.0.1:8080")?
.run()
.await
}
Cool. We can run it with cargo run
and curl our index endpoint:
$ curl http://localhost:8080/1/foo/index.html
Hello foo! id:1%
Looks good.""",
      T("Actix Web"), T("Rust"), T("Cargo"), T("cargo-edit"), T("Serde"), T("actix-rt"),
      E("GET /{id}/{name}/index.html"),
      source="https://blog.levinotik.com/2020/02/05/exploring-some-rust-basics-with-actix-web/", kind="blog",
      note="the curl call is one concrete request of the route written above it: only the route is labelled; "
           "Cargo.toml and main.rs are bare file names: not labelled"),
    R("""Create a REST Application with kTor and Exposed

Create an asynchronous backend application with Ktor and Exposed using PostgreSQL

In this tutorial we will create a rest backend application with kTor and exposedkTor is a JVM Microframework for building asynchronous servers and clients in Kotlin. Exposed is a lightweight SQL library on top of JDBC driver for Kotlin language. With exposed it is possible to access databases in two flavours: typesafe SQL wrapping DSL and lightweight Data Access Objects (DAO). In this tutorial we will be using the DSL way to achieve our goals.

To create a REST Application with kTor I recommend to first head to start.ktor.io and generate a Project with the necessary dependencies as follows:

  • Content Negotiation and either Jackson or GSON depends on you personal preferences, I will choose Jackson for this Tutorial.
  • Routing to create different Routes for different operations.

Now choose a name, and the other preferences and create a project and open it in your favorite kotlin IDE. If you are using intelliJ you can use the kTor plugin as well.

After importing the created project into your IDE you can already start the app with gradle run (if you chose gradle to build your app) and a GET to localhost:8080 will already return a simple HELLO WORLD!

If we now have a look at the file Application.kt we can can see why we are getting this answer. It created for us 2 initial endpoints. But to have at least a CRUD functionality it needs to have a bit more than that.""",
      T("Ktor"), T("Exposed"), T("PostgreSQL"), T("Kotlin"), T("JDBC"), T("Jackson"), T("Gson"),
      T("IntelliJ IDEA"), T("Gradle"),
      source="https://www.novatec-gmbh.de/en/blog/creating-a-rest-application-with-ktor-and-exposed/", kind="blog",
      note="'exposedkTor' is a typo run-together, Ktor and Exposed are named elsewhere; 'a GET to localhost:8080' gives no "
           "path: no endpoint; JVM named only as the platform kind ('a JVM Microframework'): not labelled; "
           "SQL in passing: not labelled; Application.kt is a bare file name"),
    R("""Tutorial: Simple Kotlin REST API with Ktor, Exposed and Kodein

When building a REST API, usually Spring (Boot) is one of the first frameworks that comes to my mind. It has proven to be a reliable framework, but it also has a steep learning path and a lot of overhead for smaller projects.

Also, when using Kotlin instead of Java, you feel that Spring does not make use of many cool language features that are available.

This is why I started searching for alternatives and I found Ktor . It makes extensive use of Kotlin features and allows to quickly set up a REST API without having too much configuration to do before you can start.

In this tutorial, I show you how to set up a REST API with Ktor, but also create a scalable project structure that can be extended easily. Beside Ktor, we will be using Exposed as ORM (Object-relational mapping) framework, and Kodein for DI (Dependency Injection).

For our database, I use Docker to quickly create a PostgreSQL instance. My docker compose file looks like this:

version: "3.7" services: books_db: image: postgres:13-alpine environment: POSTGRES_DB: "bookdb" POSTGRES_USER: "user" POSTGRES_PASSWORD: "password" POSTGRES_ROOT_PASSWORD: "rootpwd" ports: - "5432:5432"
Code language: YAML (yaml)

We will use Hikari as JDBC connection pool and therefore create a configuration file called dbconfig.properties under the resources folder. The dbconfig.properties file should look like this:

dataSourceClassName=org.postgresql.ds.PGSimpleDataSource dataSource.user=user dataSource.password=password dataSource.databaseName=bookdb dataSource.portNumber=5432 dataSource.serverName=localhost""",
      T("Kotlin"), T("Ktor"), T("Exposed"), T("Kodein"), T("Spring Boot"), T("Java"), T("Docker"),
      T("Docker Compose"), T("PostgreSQL"), T("HikariCP"), T("JDBC"), T("REST"),
      source="https://bettercoding.dev/kotlin/ktor-rest-api-exposed/", kind="blog",
      note="'Spring (Boot)' labelled Spring Boot; 'docker compose file' names Docker Compose; Hikari is the HikariCP pool; "
           "YAML is the file's format: not labelled; dbconfig.properties is a bare file name; the postgres image tag and "
           "the org.postgresql class name are identifiers (PostgreSQL is named in the prose)"),
    R("""Ruby on Rails API Routing and Resourceful Controllers
Ruby on Rails provides a robust API routing system that allows you to map URLs to actions in your controllers. In this post, we'll explore how to use resourceful controllers to create efficient and maintainable APIs.
Defining Resourceful Controllers #
Resourceful controllers are the backbone of a well-structured API. They allow you to define a set of actions that can be performed on a specific resource. Here's an example of a basic resourceful controller:
# app/controllers/users_controller.rb
class UsersController < ApplicationController
  resources :users
end
This will create seven routes for the users resource: index, show, new, create, edit, update, and destroy.
Customizing Routes #
You can customize the routes generated by a resourceful controller by overriding the resources method:
# app/controllers/users_controller.rb
class UsersController < ApplicationController
  resources :users do
    get :recent, on: :collection
  end
end
This will add a recent route to the users collection.""",
      T("Rails"), F("app/controllers/users_controller.rb"),
      source="https://the-pi-guy.com/blog/ruby_on_rails_api_routing_and_resourceful_controllers", kind="blog",
      note="the routes are written as resources and a symbol (get :recent), never as a path with a leading slash: "
           "no endpoint labelled"),
    R("""Routing in Axum
Routing maps an incoming HTTP method and URL path to the function that handles it. If you have written app.get("/users/:id", handler) in Express, you already understand the job — Axum does the same with a Router, but with compile-time-checked handlers, typed path and query extraction, and a composition model (nest, merge, fallback) that scales cleanly to large APIs. This page covers handlers, path parameters (which use {id} in Axum 0.8, not the Express-style :id), query parameters, method routing, nested routers, and fallbacks.
The current stable toolchain is Rust 1.96.0 on the latest stable edition (2024); cargo new selects it automatically. All Rust in this page is compile-verified against Axum 0.8.9 and Tokio 1.52.
TypeScript/JavaScript Example
Here is a realistic Express.js router for a small REST API — a users resource with nested posts, list/create/read/update/delete, a query-string-driven list endpoint, a method-specific 405, and a catch-all 404:
// app.ts — Express 5import express, { Request, Response } from "express";
const app = express();app.use(express.json());
// GET / — a plain string handlerapp.get("/", (_req: Request, res: Response) => { res.send("API root");});
// A sub-router mounted under /api/users (Express's version of "nesting")const users = express.Router();
// GET /api/users?page=2&sort=name — query params arrive as stringsusers.get("/", (req: Request, res: Response) => { const page = Number(req.query.page ?? 1);""",
      T("Axum"), T("Express"), T("Rust"), T("Tokio"), T("TypeScript"), T("JavaScript"), T("Cargo"), T("REST"),
      E("GET /"), E("GET /api/users"),
      source="https://rust.zeybek.dev/16-web-apis/03-routing/", kind="blog",
      note="app.get('/users/:id') is a hypothetical one-liner in the prose, not this app's route: not labelled; the "
           "sub-router's '/' is written in full as 'GET /api/users' in the comment: labelled that way; app.ts is a bare "
           "file name; 'cargo new' names Cargo"),
    # ---------------------------------------------------------------- READMEs and docs with route tables
    R("""# GO Server

## About the project

This is a simple GO Server with HTTP CRUD routes.

### Commands

Install packages:

`go get`

Start command:

`go run main.go`

### API Routes

| Method | Endpoint | Description |
| ------ | ------ | ------ |
| GET | /posts | Get All Posts |
| POST | /posts | Create Post |
| PUT | /posts/:id | Update Post |
| GET | /posts/:id | Get Post By ID |
| DELETE | /posts/:id | Delete Post |

### License

MIT""",
      T("Go"), E("GET /posts"), E("POST /posts"), E("PUT /posts/:id"), E("GET /posts/:id"), E("DELETE /posts/:id"),
      source="https://github.com/jonoman55/go-server/blob/5e3a65a3fa6d2bd840e026a7759ffbdc7d9b900c/README.md",
      kind="docs", note="main.go is a bare file name: not labelled"),
    R("""# Simple-Go-CRUD-API

Located on port 8000

Requests: 
```
/books - get all books (Method: GET)
```
```
/books/{id} - get specified book (Method: GET)
```
```
/books - create new book entry (Method: POST)
```
```
/books/{id} - update book entry (Method: PUT)
```
```
/books/{id} - delete book entry (Method: DELETE)
```

Tested w/ Postman""",
      T("Go"), T("Postman"),
      E("GET /books"), E("GET /books/{id}"), E("POST /books"), E("PUT /books/{id}"), E("DELETE /books/{id}"),
      source="https://github.com/lackingworth/Simple-Go-CRUD-API/blob/8e3b49b3a646e327c058c5b3353f9cdef23c7bf1/README.md",
      kind="docs", note="each path is given its method in the same line ('(Method: GET)'); Go is named in the title"),
    R("""# backend-api-go
A simple RESTful API (CRUD) built with GoLang

## Requirements

- [Git](https://git-scm.com/)
- [Docker](https://www.docker.com/)
- [docker-compose](https://docs.docker.com/compose/)

## Install
Clone and setup:

```bash
$ git clone https://github.com/wilk/backend-api-go.git
$ cd backend-api-go
$ ./setup.sh
```

## Running
First, setup docker-compose:

```bash
$ docker-compose up
```

Then start querying at `http://localhost:3000/api/users/`

## APIs
The entity **User** has the following fields:

- ID (uint)
- name (string)
- email (string)
- age (int)
- mobile (string)

Follows the list of users APIs:

|METHOD|URL|REQUEST HEADERS|REQUEST PAYLOAD|RESPONSE HEADERS|RESPONSE PAYLOAD|
|------|---|---------------|---------------|----------------|----------------|
|GET|http://localhost:3000/api/users/||||User[]|
|POST|http://localhost:3000/api/users/|Content-Type: "application/json"|User||User|
|GET|http://localhost:3000/api/users/10||||User|
|PUT|http://localhost:3000/api/users/10|Content-Type: "application/json"|User||User|
|DELETE|http://localhost:3000/api/users/10|||||""",
      T("Go"), T("Git"), T("Docker"), T("Docker Compose"), T("REST"), F("./setup.sh"),
      E("GET /api/users/"), E("POST /api/users/"), E("GET /api/users/10"), E("PUT /api/users/10"),
      E("DELETE /api/users/10"),
      source="https://github.com/wilk/backend-api-go/blob/150f79c09447e14e7695cbd5e3468ef9385ab279/README.md",
      kind="docs",
      note="the table gives each request its method with a URL on the app's own server: labelled with the URL's path; "
           "no route /api/users/:id is written, so the concrete /api/users/10 requests are labelled as written; "
           "'RESTful API' labelled REST; 'GoLang' is Go"),
    R("""# GitHub Actions Gitleaks

## Workflow

**Refer:** `./.github/workflows/notfoundbot.yml`

```yml
name: gitleaks

on: [push, workflow_dispatch]

jobs:
  scan:
    name: Secrets Management
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v3
        with:
          fetch-depth: 0

      - uses: gitleaks/gitleaks-action@v2
        env:
          GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}
          GITLEAKS_LICENSE: ${{ secrets.GITLEAKS_LICENSE}}
```""",
      T("GitHub Actions"), T("Gitleaks"), F("./.github/workflows/notfoundbot.yml"),
      source="https://github.com/brunowego/cookbooks/blob/5a95bf8b28f1f85feda0f5473f4f6b0e2e456b49/github/actions/gitleaks.md",
      kind="docs",
      note="```yml is a data format fence: not labelled; the ubuntu-latest runner label and the actions/checkout "
           "action reference are identifiers: not labelled"),
    R("""### Description

The command line client supports configuration using a configuration file.
If existent, by default, the file <code>$HOME/.ocmconfig</code> will be read.
Using the option <code>--config</code> an alternative file can be specified.

### Configuration File Syntax
For a detailed description of the configuration file structure and all possible attributes see
* [Config File Syntax](/docs/cli/configfile_syntax.md)\t &mdash; OCM CLI configuration file syntax

### Examples
* [Config File Examples](/docs/cli/configfile_examples.md)\t &mdash; OCM CLI configuration file examples""",
      T("OCM CLI"),
      source="https://github.com/open-component-model/ocm-website/blob/d1b8af7946a1cfe34e6c3ca32ce9f1efcd17e1c6/content/en/docs/cli-reference/configfile/_index.md",
      kind="docs",
      note="$HOME/.ocmconfig is a home-directory path, and the two .md files are site links with a leading slash "
           "(absolute): no file labelled"),
    R("""Command Flags Reference
This page provides comprehensive documentation for all Konfigo command-line flags and options.
Command-Line Interface
Global Options
| Flag | Long Form | Description | Default |
|---|---|---|---|
-h | --help | Show help message | - |
-v | --verbose | Enable informational logging | false |
-d | --debug | Enable debug logging | false |
-c | --case-sensitive | Use case-sensitive key matching | false |
-r | --recursive | Recursively search subdirectories | false |
Source Input Options
| Flag | Long Form | Description | Notes |
|---|---|---|---|
-s | --sources | Comma-separated list of source files/directories | Required |
-sj | --source-json | Force input parsing as JSON | For stdin or ambiguous files |
-sy | --source-yaml | Force input parsing as YAML | For stdin or ambiguous files |
-st | --source-toml | Force input parsing as TOML | For stdin or ambiguous files |
-se | --source-env | Force input parsing as ENV | For stdin or ambiguous files |
Environment Variables
Runtime Configuration Overrides
Variable Pattern | Description | Example |
---|---|---|
KONFIGO_KEY_* | Override any configuration key | KONFIGO_KEY_app.port=8080 |
KONFIGO_VAR_* | Define schema variables | KONFIGO_VAR_DATABASE_HOST=prod-db.com |""",
      T("Konfigo"),
      source="https://ebogdum.github.io/konfigo/reference/flags.html", kind="docs",
      note="JSON, YAML, TOML and ENV are the input formats the CLI parses: data formats, not labelled"),
    # ---------------------------------------------------------------- changelog
    R("""# Change Log

All notable changes to this project will be documented in this file.
See [Conventional Commits](https://conventionalcommits.org) for commit guidelines.

## [2.61.4](https://github.com/adaliszk/node-toolbox/compare/@adaliszk/rollup-esbuild@2.61.3...@adaliszk/rollup-esbuild@2.61.4) (2021-12-21)


### Bug Fixes

* **rollup-esbuild:** make customisation optional ([281bb56](https://github.com/adaliszk/node-toolbox/commit/281bb561d4c2a931b4f401b98bc97f628978ac2e))


## [2.61.3](https://github.com/adaliszk/node-toolbox/compare/@adaliszk/rollup-esbuild@2.61.2...@adaliszk/rollup-esbuild@2.61.3) (2021-12-21)


### Bug Fixes

* **rollup-esbuild:** import commonjs plugin for .json imports ([874e7a4](https://github.com/adaliszk/node-toolbox/commit/874e7a463acda09f349f593b7ae7822e8d261b21))


## [2.61.1](https://github.com/adaliszk/node-toolbox/compare/@adaliszk/rollup-esbuild@2.61.0...@adaliszk/rollup-esbuild@2.61.1) (2021-12-20)


### Bug Fixes

* **rollup-esbuild:** add peer dependency for DTS plugin ([f6ee0df](https://github.com/adaliszk/node-toolbox/commit/f6ee0df3a6c6df515e5bd057d91409f50c430a7a))


# 2.61.0 (2021-12-20)


### Features

* **rollup-esbuild:** add MVP implementation of Rollup with ESBuild ([4087d36](https://github.com/adaliszk/node-toolbox/commit/4087d3638b091b8d1cf6e75ce4e569b2e59071c8))""",
      T("@adaliszk/rollup-esbuild"), T("Rollup"), T("esbuild"),
      source="https://github.com/adaliszk/web-toolbox/blob/b51c51c0af300279661ffdb910292c24cf2833b1/packages/rollup-esbuild/CHANGELOG.md",
      kind="changelog",
      note="the package is the changelog's subject, labelled once under its scoped name; 'commonjs plugin' and 'DTS "
           "plugin' are generic descriptions, not named packages: not labelled; Conventional Commits is a convention"),
    # ---------------------------------------------------------------- Q&A and blogs on bundlers
    R("""Parcel fails to build when there's a main- false in a dependency's package.json

Answer:

When using Parcel as a bundler, developers may encounter build failures if a dependency in their project has `"main": false"` in its `package.json`. This issue occurs because Parcel relies on the `main` field to determine the entry point of a package. If the field is explicitly set to `false`, Parcel cannot resolve the module, leading to a build error.

The `main` field in `package.json` specifies the primary entry point for a package. When a package sets `"main": false"`, it indicates that the package does not have a traditional entry file, which might be intentional for certain use cases (e.g., providing only type definitions or side-effect imports). However, Parcel, unlike some other bundlers, does not gracefully handle this scenario. Instead, it attempts to resolve the entry file and fails when it encounters `false`.

A workaround is to manually exclude such dependencies from the build process or patch the `package.json` of the problematic dependency. However, the most sustainable solution is for Parcel to improve its handling of packages without traditional entry points.

The behavior aligns with Node.js module resolution rules, where `main` is expected to point to a file. The Node.js documentation explicitly states that omitting `main` defaults to `index.js`, but setting it to `false` is un""",
      T("Parcel"), T("Node.js"),
      source="https://taourl.com/read-2600694.html", kind="qa",
      note="package.json and index.js are bare file names: not labelled"),
    R("""Peeling off the cocoon: Detailing the detailed troubleshooting process of an invalid DevServer Proxy configuration problem

The cause of the matter is this. In an online project, one of the interfaces containing login and menu acquisition took a long time to respond. The backend asked me to try a new interface under another domain name that was not forwarded by the service. The old interface Cross-domain requests are allowed, but the new interface does not allow local access (only domain name access for release testing/production is allowed).

So the question is, how can the local environment successfully access the new interface and verify whether the business functions are effective?

Try the process

I first thought of configuring the devServer directly in the webpack project and modifying the interface address (for security and privacy, the company’s actual domain name is hidden and replaced with xxxxx.)

devServer: {
  proxy: {
    '/': {
      target: '',
      pathRewrite: {
        '/proxyApi': '',
      changeOrigin: true,

But the returned interface prompts [Invalid login status], at least it is not cross-domain! I originally thought that the proxy had been successful, I just needed to find the backend and see the error report.

The request address seen on the Chrome browser is not the real interface request address provided by the backend, but the field with my proxy added. In the response body, I did not find the location and other fields fed back to the real request interface.""",
      T("Webpack"), T("Chrome"),
      source="https://mucktube.com/peeling-off-the-cocoon-detailing-the-detailed-troubleshooting-process-of-an-invalid-devserver-proxy-configuration-problem.html",
      kind="blog",
      note="devServer is webpack's dev-server option block (webpack-dev-server is not named as a package): only webpack "
           "labelled; the proxy keys '/' and '/proxyApi' have no method: no endpoint"),
    R("""pnpm dev --webpack — Why a Content Layer Forces You to Ditch Turbopack

A freshly scaffolded Next.js starter that refuses to start — and the build flag that's invisible unless you already know you need it.

A fresh Next.js project, scaffolded from a starter, with Contentlayer2 as the content layer. Running pnpm dev produces an error, a crash, or a blank page — depending on the version. Running pnpm dev --webpack works perfectly.

The difference is the bundler. Next.js 15+ ships Turbopack as the default development bundler. Contentlayer2 is incompatible with Turbopack. The fix is a single flag — but you would not know to use it unless someone told you or you read the error output very carefully, because the failure mode does not say "Turbopack is the problem."

The PHP reflex

In PHP, the concept of a "bundler" does not exist in the same way. When you run symfony server:start or php artisan serve, the server starts and serves your application. The template engine (Twig, Blade) is a library loaded by your framework, not a separate build step with its own compatibility matrix.

In Next.js, a significant portion of development tooling is concerned with bundling — taking your TypeScript, JSX, CSS, and static assets and producing the files the browser receives. Two bundlers exist: webpack (older, stable, compatible with everything) and Turbopack (newer, faster for many projects, but incompatible with some libraries).""",
      T("pnpm"), T("Next.js"), T("Turbopack"), T("Webpack"), T("Contentlayer"), T("PHP"), T("Symfony"), T("Twig"),
      T("Blade"), T("TypeScript"),
      source="https://log.delaa.dev/blog/2025-11-24-turbopack-contentlayer-webpack-php-to-next", kind="blog",
      note="'symfony server:start' is the Symfony CLI: labelled Symfony; 'php artisan serve' is Laravel's CLI but "
           "Laravel is never named: not labelled; JSX and CSS named in passing as what gets bundled: not labelled"),
    R("""Context
I need a bundler and development server for the Next.js application. The standard default for Next.js has long been Webpack. However, as the application grows, Webpack's build times and HMR (Hot Module Replacement) latency can increase linearly, slowing down the feedback loop.
Requirements:
- Velocity: Instant startup and HMR are critical for maintaining flow.
- Compatibility: Must work seamlessly with Next.js App Router and server components.
Alternatives considered:
- Webpack: The stable default. It is "boring" and reliable but significantly slower.
- Vite: Ultra-fast, but incompatible with the Next.js App Router dev server (which requires deep integration for React Server Components). Next.js cannot simply "run on Vite".
Decision
I decided to use Turbopack (via next dev --turbopack).
Turbopack is Vercel's Rust-based successor to Webpack. It is designed specifically to handle the complexity of React Server Components with extreme performance.
Consequences
Pros
- Performance: Written in Rust, it is orders of magnitude faster than Webpack for startup and HMR.
- Lazy Bundling: It only compiles the pages/components currently requested, meaning a large project starts as fast as a small one.""",
      T("Next.js"), T("Webpack"), T("Vite"), T("React"), T("Turbopack"), T("Rust"), T("Vercel"),
      source="https://robbiepalmer.me/projects/personal-site/adrs/006-turbopack", kind="docs",
      note="an architecture decision record; 'React Server Components' names React; App Router is a Next.js feature, "
           "not a separate tool: not labelled"),
    # ---------------------------------------------------------------- incident write-ups and DevSecOps
    R("""What I learned from deleting a production database

The funny thing about the day I dropped our main production database is that I can't really remember what I was working on. Instead, what I remember is how I felt the second my finger hit the Return key on that script, and how that day turned into a lesson of disaster recovery and a brilliant display of a no blame culture at Motorway.

Part I: The Drop

In the early days of Motorway we were just 3 engineers wearing all the hats we could find. It wasn't uncommon for us to have to login to a database with write credentials to manually change some data. And that’s the first lesson here people: anything that can go wrong, will go wrong. Murphy’s Law spares no one.

As I was working on that thing I don't remember what, I had a script that heavily modified some tables. To make development quicker, I wrote a script that would drop my local DB and re-create it from a dump file. And that was when I was called to investigate some urgent production problem. So I logged in to the production DB with full permissions, and did what I had to do. I closed my laptop for about an hour, had a break and came back later to continue the work I was doing before.

That was when I ran the script using the production connection.

I instantly knew what I had done. My hands begun to shake, and my stomach begun to churn. I took a deep breath and decided two things right then: I was going to own that mistake, and I was going to see the fix through.

Part 2: Owning My Mistake

I immediately turned to Slack to notify everyone, but it was late already and most people were already offline. So I opened our emergency WhatsApp channel and wrote a short and clear message: I had dropped one of the production DBs by accident and was looking for ways to restore it. If anyone could join and work with me, please do as soon as possible.""",
      T("Slack"), T("WhatsApp"),
      source="https://medium.com/motorway-engineering/what-i-learned-from-deleting-a-production-database-ef5756bbaad1",
      kind="blog", note="incident write-up; Motorway is the company; the database engine is never named"),
    R("""How it should go when you screw up

A couple weeks ago I accidentally replaced our live, production database with a 17-hour old snapshot.

I had intended to target a test server, not production. I didn’t realize what I had done for an hour or so, and by that time I had already left work. (I was actually out walking my dog. Not a good setting for managing a production crisis.)

Here’s how my team and I handled it.

  1. I immediately shared my realization with the team via Slack on my phone.

  2. Available team members dove into confirming, assessing, and mitigating. I followed the threads on Slack on my phone while I hustled home. Our focus was on minimizing pain for our users and the business.

  3. At first we thought that the 17-hour-old snapshot I used was our newest backup. But fortunately, one of the engineers had been making more frequent snapshots as part of a new project. He had been done with work for hours (he’s in a different time zone), but when he saw the chatter on Slack he jumped in to help. We used his backup.

  4. That left us with a 90 minute gap of lost data. Luckily, our user monitoring tool (FullStory) gave us critical info on which users had potentially lost data, i.e. the ones who entered data some time after that very last backup and before my DB overwrite.

  7. The next day, we had a postmortem meeting to discuss the incident. This practice is important for building teams that can learn from mistakes. It’s “blameless” — the focus is on what happened, how we responded, what the business impact was, and what we can do to reduce the chance of recurrence.""",
      T("Slack"), T("FullStory"),
      source="https://news.e-scribe.com/post/how-it-should-go/", kind="blog",
      note="incident write-up (postmortem practice); no database engine named"),
    R("""So You Put Your Secrets in GitHub. Bold Move.

GitHub Actions often holds the keys to your entire infrastructure, yet rarely gets the scrutiny it deserves. This post walks through the two main attack paths: clone-and-scan for secrets in repo content and history, and workflow injection to exfiltrate secrets at runtime. It also gives practical steps to lock down your pipelines before a leaked token becomes a full compromise.

Introduction

One leaked Github PAT. That's often the only foothold an attacker needs to compromise your entire infrastructure. Not because they found a zero-day in your firewall, but because your CI pipeline explicitly authorized them to deploy to production.

GitHub Actions has become the effective administrator of the modern cloud stack. It holds the keys to everything: private registries, Terraform state, signing certificates, and cloud provider credentials. It is the most privileged identity in your organization, yet it operates with almost no oversight. It has no manager, no access reviews, and no hardware token. It just executes YAML.

To prove it, I've released TotallySafePR. It’s a toolkit to run these exact attacks against your own organization. Run it, watch your SIEM, and see if anyone notices. The goal of this post is to make sure they do.""",
      T("GitHub Actions"), T("Terraform"), T("TotallySafePR"),
      source="https://platformsecurity.com/blog/github-actions-secrets", kind="blog",
      note="GitHub and 'Github PAT' are the site and its token kind; SIEM is a category of product, none named; YAML is "
           "a format: none labelled"),
    R("""Quick Answer
AI-generated GitHub Actions workflows leak secrets through debug echo statements, workflow artifact uploads containing .env files, and stdout from build tools that print environment variables. GitHub masks known secrets in logs, but this masking fails when secrets are base64-encoded, split across lines, or written to uploaded artifacts.
How Secrets Leak in GitHub Actions
GitHub Actions has built-in secret masking that replaces known secret values with *** in workflow logs. But this protection has gaps that AI-generated workflows consistently exploit. The masking only works for values stored in GitHub Secrets - it cannot mask secrets that are hardcoded in workflow files or derived at runtime.
According to GitGuardian's 2024 State of Secrets Sprawl report, CI/CD pipelines are the third most common location for secret exposure, behind source code and infrastructure-as-code files. GitHub Actions workflow logs are retained for 90 days on public repositories, giving attackers a wide window to find leaked credentials.
A 2023 Aqua Security study found that GitHub Actions misconfigurations affected 73% of the top 100 open-source organizations. Secret leakage was the most common misconfiguration category.
Leak Pattern 1: Debug Echo Statements
# ❌ BAD - AI generates debug statements that print secrets
name: Deploy
on: push
jobs:
deploy:
runs-on: ubuntu-latest
steps:
- name: Debug environment
run: |
echo "Database URL: ${{ secrets.DATABASE_URL }}"
echo "All env vars:"
env | sort
printenv""",
      T("GitHub Actions"), T("GitGuardian"),
      source="https://vibedoctor.io/blog/github-actions-secrets-leaking-workflow-logs", kind="blog",
      note="GitHub Secrets is a feature of the site, Aqua Security is cited as a company (its study), not a tool; "
           "echo, env, sort, printenv are shell utilities; the ubuntu-latest runner label is an identifier"),
    R("""Vulnerability Scanning
Automated process of identifying known vulnerabilities in code, dependencies, containers, and infrastructure before they reach production.
What it is
Vulnerability scanning automatically identifies known security weaknesses in code, dependencies, and configurations. It's an essential component of DevSecOps.
Scan types
| Type | What it analyzes | When |
|---|---|---|
| SAST | Source code | Pre-commit, CI |
| SCA | Dependencies | CI, scheduled |
| Container | Docker images | CI, registry |
| IaC | Terraform, CloudFormation | CI |
| DAST | Running application | Staging, prod |
Tools
| Category | What it scans | Tools | Phase |
|---|---|---|---|
| SAST | Source code | Semgrep, SonarQube, CodeQL | PR / build |
| SCA | Dependencies | Snyk, Dependabot, Trivy | PR + daily |
| Container | Container images | Trivy, Grype, ECR scanning | Image build |
| IaC | Infrastructure as code | Checkov, tfsec, KICS | PR / plan |
CI/CD integration
- scan-dependencies: snyk test
- scan-code: semgrep --config auto
- scan-container: trivy image myapp:latest
- gate: fail if critical vulnerabilities""",
      T("Docker"), T("Terraform"), T("CloudFormation"), T("Semgrep"), T("SonarQube"), T("CodeQL"), T("Snyk"),
      T("Dependabot"), T("Trivy"), T("Grype"), T("Amazon ECR"), T("Checkov"), T("tfsec"), T("KICS"),
      source="https://www.jonmatum.com/en/concepts/vulnerability-scanning", kind="docs",
      note="'ECR scanning' names Amazon ECR; SAST/SCA/DAST/IaC are practice names, not tools"),
    R("""We have built up the GitHub Actions pipeline through five sessions: the project basics, software composition analysis, license compliance, and static application security testing. The next layer is container scanning — looking for vulnerabilities inside the Docker image we ship, not just in the source we wrote. In Part 6 of our series, Patrick Steger and I split the work into two GitHub Actions sub-workflows: one builds the image and pushes it to the registry, the other pulls it back and runs Trivy on it.
Over ten sessions we wired six security tools into a GitLab pipeline that fires on every commit and every Merge Request. So are we done? Not quite. Code in production sits there for weeks or months, and during that time researchers keep finding new CVEs in the dependencies you are already shipping. In Part 11 of the GitLab DevSecOps series, Patrick Steger and I add a scheduled pipeline so the production branch gets re-scanned automatically — without anyone having to push a commit.
We have already wired SAST, secret detection, and software composition analysis into the GitLab pipeline. Those checks cover the source code and its dependencies — but the artifact we actually ship is a container image. Operating system packages, the base image, and everything copied in along the way can carry vulnerabilities of their own. In Part 6 of our series, Patrick Steger and I add container scanning to the pipeline, build a Docker image from the jar we compiled earlier, and push it through Trivy and Grype.""",
      T("GitHub Actions"), T("Docker"), T("Trivy"), T("GitLab CI"), T("Grype"),
      source="https://romanoroth-website.pages.dev/en/tags/container-scanning/", kind="blog",
      note="'GitLab pipeline' is GitLab CI (surface); 'the GitLab DevSecOps series' names the series: the CI is what is "
           "labelled; 'jar' is a Java archive in passing: Java not labelled"),
    # ---------------------------------------------------------------- AI coding tools
    R("""How AI Assistants Are Changing the Game in Software Development — Using Cursor as an Example

Hello, tekkix!

Recently, I listened to Lex Fridman's podcast with the founders of the startup Cursor. The guys are working on creating a development environment with artificial intelligence integration. The idea is promising and promises to revolutionize the world of programming. However, of course, Cursor is not the only one working in this direction.

In 2021, Microsoft and OpenAI introduced the neural network assistant for programmers GitHub Copilot. Yandex developed its own assistant for working with code — Yandex Code Assistant. OpenAI introduced a new interface Canvas for working with ChatGPT for programmers. In December 2024, OpenAI officially announced o3 — a new improved version of o1, claiming that this model is capable of working at the level of an experienced senior. The coming year promises many changes.

What is Cursor

Cursor is positioned as an "AI-enhanced development environment" or "next-generation IDE". In essence, it is a fork of the popular VS Code editor, supplemented with a set of intelligent features based on a trained language AI model. The main feature of Cursor is advanced autocompletion. As soon as you start typing code, Cursor immediately offers probable options for its continuation at the level of constructs and even blocks.""",
      T("Cursor"), T("Copilot"), T("Yandex Code Assistant"), T("ChatGPT"), T("VS Code"),
      source="https://tekkix.com/articles/ai/2024/12/how-ai-assistants-are-changing-the-game-in-s", kind="news",
      note="Microsoft, OpenAI and Yandex are companies; o1 and o3 are model names and Canvas a ChatGPT interface: not "
           "labelled (conservative)"),
    # ---------------------------------------------------------------- pass 3: layouts, Phoenix, Parcel, Vite, news
    R("""Directory Layout
The cmd/ Directory
Contains the entry point(s) for your application.cmd/api/main.go
- Loads configuration
- Creates the application
- Starts the HTTP server
- Keeps
main()minimal - Makes it easy to add more commands (workers, migrations)
- Application logic is testable without
main()
The app/ Directory
Contains application setup and configuration.app/api/app.go
- Defines the
Appstruct that holds configuration and router - Provides a
New()constructor that sets everything up - Exposes a
Listen()method to start the server
| Part | Purpose |
|---|---|
App struct | Groups related state together |
New() | Constructor pattern for setup |
routes() | Called in constructor to register routes |
Listen() | Thin wrapper around mizu’s Listen |
app/api/config.go
- Defines configuration structure
- Loads values from environment variables
- Provides sensible defaults
app/api/routes.go
- Registers all routes in one place
- Imports handlers from feature packages
- Makes route structure visible at a glance
The feature/ Directory
Contains your business logic, organized by domain.feature/health/http.go
- Handlers can accept dependencies (database, logger)
- Clean separation between setup and execution
- Easy to test
feature/hello/http.go
feature/echo/http.go
- Reads JSON from request body
- Returns the same JSON back
- Useful for testing
feature/users/http.go
- Type definitions live with their handlers
- Mock data for the example (replace with database)
- Clean API boundary
Adding a New Feature
Let’s add aproducts feature:
1. Create the Package
2. Create the Handler
Createfeature/products/http.go:
3. Register Routes
Editapp/api/routes.go:
4. Test It""",
      T("Mizu"), F("app/api/config.go"), F("app/api/routes.go"), F("feature/hello/http.go"),
      F("feature/echo/http.go"), F("feature/users/http.go"),
      source="https://docs.go-mizu.dev/cli/api/structure", kind="docs",
      note="the stored copy runs words into paths ('application.cmd/api/main.go', 'Createfeature/products/http.go', "
           "'Editapp/api/routes.go', 'domain.feature/health/http.go'): those glued spellings are not labelled, the "
           "clean ones are; cmd/, app/ and feature/ are folders; Go is never named (mizu is the Go framework)"),
    R("""View Source JSON and APIs

Requirement: This guide expects that you have gone through the introductory guides and got a Phoenix application up and running.

You can also use the Phoenix Framework to build Web APIs. By default Phoenix supports JSON but you can bring any other rendering format you desire.

The JSON API

For this guide let's create a simple JSON API to store our favourite links, that will support all the CRUD (Create, Read, Update, Delete) operations out of the box.

For this guide, we will use Phoenix generators to scaffold our API infrastructure:

mix phx.gen.json Urls Url urls link:string title:string
* creating lib/hello_web/controllers/url_controller.ex
* creating lib/hello_web/controllers/url_json.ex
* creating lib/hello_web/controllers/changeset_json.ex
* creating test/hello_web/controllers/url_controller_test.exs
* creating lib/hello_web/controllers/fallback_controller.ex
* creating lib/hello/urls/url.ex
* creating priv/repo/migrations/20221129120234_create_urls.exs
* creating lib/hello/urls.ex
* injecting lib/hello/urls.ex
* creating test/hello/urls_test.exs
* injecting test/hello/urls_test.exs
* creating test/support/fixtures/urls_fixtures.ex
* injecting test/support/fixtures/urls_fixtures.ex

We will break those files into four categories:

  • Files in lib/hello_web responsible for effectively rendering JSON
  • Files in lib/hello responsible for defining our context and logic to persist links to the database
  • Files in priv/repo/migrations responsible for updating our database
  • Files in test to test our controllers and contexts

In this guide, we will explore only the first category of files. To learn more about how Phoenix stores and manage data, check out the Ecto guide and the Contexts guide for more information.""",
      T("Phoenix"), T("Mix"), T("Ecto"),
      F("lib/hello_web/controllers/url_controller.ex"), F("lib/hello_web/controllers/url_json.ex"),
      F("lib/hello_web/controllers/changeset_json.ex"), F("test/hello_web/controllers/url_controller_test.exs"),
      F("lib/hello_web/controllers/fallback_controller.ex"), F("lib/hello/urls/url.ex"),
      F("priv/repo/migrations/20221129120234_create_urls.exs"), F("lib/hello/urls.ex"),
      F("test/hello/urls_test.exs"), F("test/support/fixtures/urls_fixtures.ex"),
      source="https://hexdocs.pm/phoenix/json_and_apis.html", kind="docs",
      note="'mix phx.gen.json' runs Mix; lib/hello_web, lib/hello, priv/repo/migrations and test are folders; JSON is "
           "the rendering format: not labelled; Elixir is never named"),
    R("""Parcel Build Error: Main Field in package.json

The Parcel build error related to the "main" field in package.json is a recurring issue in Parcel (a zero-configuration web application bundler) that arises when the "main" field is present in a project's package.json or in a dependency's package.json, causing Parcel to misinterpret the build target or encounter resolution failures.[1][2] For standard web applications, the presence of a "main" field often leads Parcel to treat the project as a library build rather than an application (which defaults to entry points like index.html), resulting in build failures if the field points to an invalid or mismatched output path.[1][3] In library projects, the "main" field specifies the output file (typically a CommonJS module), but misconfigurations—such as pointing to a non-matching bundle or source file—can trigger naming or output errors.[2][4] A specific variant of this error occurs when a dependency contains an invalid "main": false (a boolean instead of a string), causing Parcel's resolver to fail with a type mismatch during dependency resolution, as seen in cases involving packages like dunder-proto or math-intrinsics; this was fixed in Parcel 2.13.3 by ignoring invalid package.json fields.[5][6] For application projects, the recommended fix is to remove the "main" field entirely, allowing Parcel to use its default application behavior.[1] If the field must remain (e.g., in monorepos or shared configurations), it can be explicitly ignored by adding "targets": { "main": false } to package.json, which prevents Parcel from processing it as a library target.[2] For library builds, the "main" field should point to a valid output file (e.g., "dist/index.js"), with appropriate target options like context set to "node" or "browser" as needed.[2]""",
      T("Parcel"), T("dunder-proto"), T("math-intrinsics"), F("dist/index.js"),
      source="https://grokipedia.com/page/Parcel_Build_Error_Main_Field_in_packagejson", kind="docs",
      note="package.json and index.html are bare file names; CommonJS is a module format; 'node' and 'browser' are "
           "values of a target option, not the runtime named: not labelled"),
    R("""Dependency resolution problem handling solution
Dependency Resolution Issue Handling Solutions
Vite.js's dependency resolution mechanism is one of its core features, achieving on-demand compilation through native ES modules. However, in real-world projects, dependency resolution may encounter issues due to mixed module specifications, incorrect path alias configurations, or third-party packages not being pre-built.
Resolution Failures Due to Path Aliases
When using path aliases like @/
in a project, Vite requires explicit configuration to resolve them correctly. Without configuration, module-not-found errors may occur:
[vite] Internal server error: Failed to resolve import "@/components/Button"
The solution is to configure aliases in vite.config.js
:
// vite.config.js
import { defineConfig } from 'vite'
import path from 'path'
export default defineConfig({
resolve: {
alias: {
'@': path.resolve(__dirname, './src')
}
}
})
For TypeScript projects, tsconfig.json
must also be synchronized:
{
"compilerOptions": {
"paths": {
"@/*": ["./src/*"]
}
}
}
CommonJS Module Compatibility Issues
Vite by default only handles ES modules. When encountering CommonJS modules, errors may occur:
require() is not defined in ES module scope
Solutions vary depending on the scenario:
- Third-party dependencies: Convert using
@rollup/plugin-commonjs
// vite.config.js
import commonjs from '@rollup/plugin-commonjs'
export default defineConfig({
plugins: [commonjs()]
})
- Project files: Recommended to convert to ES module format. A temporary workaround is to use dynamic imports:
import('./cjs-module.js').then(module => {
console.log(module.default)
})
Browser Environment Limitations
Certain Node.js core modules (e.g., path
, fs
) cannot be used directly in the browser. Typical errors:
Module "fs" not found
Solutions:
- Use browser-compatible alternatives (e.g.,
path-browserify
)
import path from 'path-browserify'
- Inject polyfills via
vite-plugin-node-polyfills""",
      T("Vite"), T("TypeScript"), T("@rollup/plugin-commonjs"), T("Node.js"), T("path-browserify"),
      T("vite-plugin-node-polyfills"), F("./cjs-module.js"),
      source="https://www.cccx.dev/article/1659.html", kind="blog",
      note="'./cjs-module.js' is a dynamic import of a project file written with its extension: labelled as a relative "
           "file path; '@/components/Button' is an alias specifier and './src' a folder: not labelled; vite.config.js "
           "and tsconfig.json are bare file names; path and fs are Node.js core modules named in passing"),
    R("""Microsoft's GitHub Copilot has introduced a new feature: a coding agent capable of performing tasks and resolving issues within repositories on GitHub. This advancement marks a shift from traditional AI assistance to autonomous code management, enabling developers to delegate complex or repetitive tasks for the agent to handle asynchronously.
What Sets the Coding Agent Apart?
Unlike the standard AI assistant, the coding agent can:
- Iterate over its own outputs, correcting errors automatically.
- Infer unstated tasks based on the context, completing prompted actions more intelligently.
- Work independently on delegated tasks, allowing developers to focus on other priorities.
Clarification of Terms: Agent vs. Agent Mode
It's important to distinguish between agent mode and the coding agent.
- Agent Mode: Introduced in February, it facilitates real-time, synchronous collaboration. Developers set a goal, and the AI helps achieve it interactively.
- Coding Agent: Now available, it operates asynchronously. Once assigned a task, it autonomously executes it in the background, freeing developers from direct supervision during its process.
How the Coding Agent Works
According to GitHub CEO Thomas Dohmke:
"Embedded directly into GitHub, the agent begins working when you assign a GitHub issue to Copilot. It spins up a secure development environment powered by GitHub Actions, clones the repository, sets up the environment, scans the codebase, and pushes changes to a draft pull request. You can monitor progress through session logs."
Security and Usage Restrictions
The agent, available to Copilot Enterprise and Copilot Pro+ users, is designed to maintain organizational security:
- It can only push code to branches it creates.""",
      T("Copilot"), T("GitHub Actions"),
      source="https://userz.net/post/c3d4ed9e47d4eea8b8ec6e02d73cddcd", kind="news",
      note="news on the GitHub Copilot coding agent; Copilot Enterprise and Copilot Pro+ are plans of Copilot, not "
           "separate tools; GitHub is the site; Microsoft a company"),
    R("""The evolution of GitHub Copilot has reached a pivotal moment, shifting its role from an in-editor AI assistant to something far more ambitious: a bona fide coding agent. Announced in tandem with Microsoft Build and described by GitHub’s CEO Thomas Dohmke, this new capability introduces automation, greater autonomy, and the promise of an even more efficient software development lifecycle. But what distinguishes this agent from its predecessors, and what are the broader implications for development teams, security, and the everyday workflow on GitHub? An in-depth look reveals both game-changing strengths and nuanced risks within this innovation.

From Assistant to Agent: Redefining Copilot’s Functionality

GitHub Copilot’s origins are firmly rooted in the code editor, where it rapidly became a trusted source for autocompletions, code snippets, and practical suggestions. The transition to an “agent” reflects an effort to bridge the gap between passive assistance and proactive execution. Unlike previous iterations, the coding agent can independently perform delegated tasks, iterate over its own code, and tackle objectives that are not exhaustively specified in the initial prompt.

This shift is not merely semantic. In traditional assistant mode, Copilot supports the developer in real time, filling in gaps as you code. However, with the agent model, the paradigm changes to asynchrony: you assign an issue or task, and Copilot’s agent takes ownership, working independently while you focus elsewhere.""",
      T("Copilot"),
      source="https://windowsforum.com/threads/github-copilot-evolution-from-coding-assistant-to-autonomous-ai-developer.366910/latest",
      kind="news", note="Microsoft Build is a conference, not a tool; GitHub is the site"),
    R("""Phoenix REST API

Need to build RESTful APIs with Phoenix? This guide covers routing, controllers, JSON responses, authentication, versioning, and production patterns.

Problem

Building production-ready REST APIs requires proper HTTP method handling, JSON serialization, authentication, authorization, error handling, versioning, and rate limiting. You need patterns for CRUD operations, nested resources, pagination, filtering, and API documentation.

Solution

Use Phoenix controllers with JSON rendering, Plug for middleware, Guardian for authentication, and structured patterns for production-ready REST APIs.

How It Works

1. Basic API Controller

Configure routes:

defmodule MyAppWeb.Router do
  use MyAppWeb, :router

  pipeline :api do
    plug :accepts, ["json"]
  end

  scope "/api", MyAppWeb do
    pipe_through :api

    resources "/users", UserController, except: [:new, :edit]
    resources "/posts", PostController, except: [:new, :edit]
  end
end""",
      T("Phoenix"), T("Plug"), T("Guardian"), T("REST"),
      source="https://www.ayokoding.com/en/learn/software-engineering/programming-languages/elixir/how-to/phoenix-rest-api",
      kind="docs",
      note="'REST APIs' labelled REST; the resources macro writes paths with no method: no endpoint labelled; Ecto is "
           "named in the page's prerequisites, which are cut: not labelled; Elixir only in the URL"),
]
