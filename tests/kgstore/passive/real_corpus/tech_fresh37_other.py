"""The other texts of the thirty-seventh fresh held-out set ("fresh-37"): (filled in passes; see the final docstring).

Taken from stored public copies of the pages and files at the addresses given, kept as written (trimmed) and labelled
by hand without running the extractor, by the rules of the earlier sets (``--split fresh-37``).
"""

from real_corpus import E, F, R, T  # noqa: F401

SURFACES = {
    "Gson": ("GSON",),
    "IntelliJ IDEA": ("intelliJ",),
    "Docker Compose": ("docker compose",),
    "HikariCP": ("Hikari",),
    "Actix Web": ("Actix web",),
    "Slim Framework": ("Slim",),
    "Apache HTTP Server": ("Apache",),
    "Spring Boot": ("Spring (Boot)",),
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
]
