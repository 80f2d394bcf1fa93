"""A twelfth fresh held-out set ("fresh-12"), part two: reference pages, API documentation, tutorials and
blog posts, forum Q&A and changelogs -- Kemal and Grip (Crystal), Dream (OCaml), Jester (Nim), Elixir's
Plug.Router, Hummingbird and Vapor routers, Nitric's Dart API, Cowboy's router manual, Home Assistant's REST
API, an ESP32 web-server primer, PlatformIO's library options and forum threads, Airflow's FAQ, and the
changelogs of Dart Frog's CLI, Glen, HA Daily Counter, pr_custom_component, PocketBase and Appwrite.

Taken from stored public copies of the pages and files at the addresses given, kept as written (trimmed)
and labelled by hand without running the extractor, by the rules of part one (``--split fresh-12``).
"""

from real_corpus import E, F, R, T  # noqa: F401

SURFACES = {
    "Dart Frog": ("dart_frog",),
}

CASES = [
    # ---------------------------------------------------------------- Crystal: Kemal, Grip
    R("""Intermediate routing

The routing mechanism is based on Kemal which uses the radix tree implementation to identify the URL patterns.

class DemoController < Grip::Controllers::Http
  def index(context : Context) : Context
    context
      .json(nil)
  end

  def get_name(context : Context) : Context
    params =
      context
        .fetch_path_params

    context
      .json(params) # => {"name" => "John"} for '/John', {"name" => "Jane"} for '/Jane'
  end
end

class Application < Grip::Application
  def initialize
    super(environment: "development", serve_static: false)

    # The routing occurs via the `get` macro which instantiates the controller class and assigns a route
    # to the routing mechanism, the `as` keyword creates a Proc(Context, Context) and wraps it around
    # the index/1 function of the DemoController.
    get "/", DemoController, as: :index
    get "/:name", DemoController, as: :get_name
  end
end""",
      T("Kemal"), T("Grip"), E("GET /"), E("GET /:name"),
      source="https://grip-framework.github.io/docs/intermediate_routing/", kind="docs",
      note="Grip's get macro with the path; '/John' and '/Jane' are example requests"),
    R("""kemal-file-routes-example
Kemal File Routes Example
A proof-of-concept Crystal application demonstrating file-based server routing with Kemal, inspired by Nitro.js's file routing system.
🎯 Overview
This project showcases the kemal-file-routes shard, a work-in-progress library that brings file-based routing to Crystal web applications using the Kemal framework. Similar to how Nitro.js and other modern frameworks handle routing, this approach allows you to define routes simply by creating files in a specific directory structure.
📁 Project Structure
src/
├── app-test.cr # Main application entry point
├── database/
│ ├── data.cr # Database module
│ └── data.json # Sample data
└── routes/ # File-based routes directory
├── index.get.cr # GET /
├── users.get.cr # GET /users
└── users/
└── [id].get.cr # GET /users/:id
🛠️ How It Works
The kemal-file-routes shard automatically scans the src/routes directory and registers routes based on file naming conventions:
File Naming Convention
index.get.cr→GET /users.get.cr→GET /usersusers/[id].get.cr→GET /users/:id
Route Definition
Each route file uses the define_handler macro to define the route logic:
# src/routes/users.get.cr
define_handler do |env|
Database.list.to_json
end
For parameterized routes:
# src/routes/users/[id].get.cr
define_handler do |env|
id = env.params.url["id"]
user = Database.get(id)
halt(env, status_code: 404, response: "Not Found") if user.nil?
user.to_json
end""",
      T("Crystal"), T("Kemal"), T("Nitro"), T("kemal-file-routes"),
      F("src/routes/users.get.cr"), F("src/routes/users/[id].get.cr"),
      E("GET /"), E("GET /users"), E("GET /users/:id"),
      source="https://shards.info/github/krthr/kemal-file-routes-example/readme", kind="docs",
      note="the tree's file names are bare, the comments give full relative paths; Nitro.js is Nitro (SURFACES); "
           "the glued convention line (GET /users.get.cr) not labelled again"),
    R("""To get started with Kemal and stack management, first install Kemal along with any other necessary dependencies. You'll then need to configure your shard.yml
file. Ensure it lists kemal
as a dependency, specifying a compatible version.
After modifying shard.yml
, always remember to run shards install
. Failing to do this is a common mistake that leaves Kemal and its dependencies inaccessible. Finally, verify that your config/routes.cr
file is correctly set up to route incoming requests to your application logic. This foundational setup ensures your Kemal application is ready to handle traffic.
Kemal allows you to define distinct handlers for various HTTP methods and URL paths. You'll leverage Kemal's built-in methods such as get
, post
, put
, and delete
to establish these routes. Each route can then be mapped to either a specific controller action or an anonymous function for immediate logic execution.
For instance, to handle user-related requests, you might define routes like this:
# config/routes.cr
require "./controllers/users_controller"
get "/users", UsersController, :index
post "/users", UsersController, :create
get "/users/:id", UsersController, :show
Remember, route order is crucial. Kemal processes routes sequentially, so more specific paths, like /users/:id
, must be defined before more general ones, such as /users
, to ensure the correct handler is invoked.""",
      T("Kemal"), T("Shards"), F("config/routes.cr"),
      E("GET /users"), E("POST /users"), E("GET /users/:id"),
      source="https://compile7.org/implement-data-structures/how-to-implement-stack-in-kemal", kind="blog",
      note="shard.yml bare; ./controllers/users_controller a require path without extension (not labelled)"),
    R("""This guide assumes that you already have Crystal installed. If not, check out the Crystal installation methods and come back when you're done.
First you need to create your application:
crystal init app your_app
cd your_app
Then add kemal to the shard.yml
file as a dependency.
dependencies:
kemal:
github: kemalcr/kemal
Finally run shards
to get the dependencies:
shards install
You should see something like this:
$ shards install
Updating https://github.com/kemalcr/kemal.git
Installing kemal (0.21.0)
That's it! You're now ready to use Kemal in your application.
You can do awesome stuff with Kemal. Let's start with a simple example.
require "kemal"
get "/" do
"Hello World!"
end
Kemal.run
Starting your application is easy. Simply run:
crystal run src/your_app.cr
If everything goes well, you should see a message saying that Kemal is running.
[development] Kemal is ready to lead at http://0.0.0.0:3000
2015-12-01 13:47:48 +0200 | 200 | GET / - (666µs)
Congratulations on your first Kemal application! This is just the beginning. Keep reading to learn how to do more with Kemal.
You can handle HTTP methods as easy as writing method names and the route with a code block. Kemal will handle all the hard work.
get "/" do
.. show something ..
end
post "/" do
.. create something ..
end
put "/" do
.. replace something ..
end
patch "/" do
.. modify something ..
end
delete "/" do
.. annihilate something ..
end""",
      T("Crystal"), T("Kemal"), T("Shards"), F("src/your_app.cr"),
      E("GET /"), E("POST /"), E("PUT /"), E("PATCH /"), E("DELETE /"),
      source="https://github.meta-core.cn/kemalcr/kemalcr.com/blob/master/guide.md", kind="docs",
      note="a mirror of Kemal's guide; the routes on the root path with each method"),
    # ---------------------------------------------------------------- OCaml: Dream
    R("""A router sends requests to
different handlers, depending on their method and path. In this example, we
still serve Good morning, world! at our site root, /. But, we have a
different response for GET requests to /echo/*, and we respond to
everything else with 404 Not Found:
let () =
Dream.run
@@ Dream.logger
@@ Dream.router [
Dream.get "/"
(fun _ ->
Dream.html "Good morning, world!");
Dream.get "/echo/:word"
(fun request ->
Dream.html (Dream.param request "word"));
]$ cd example/3-router
$ opam install --deps-only --yes .
$ dune exec --root . ./router.exe
This is also our first dynamic site! A request to /echo/foo gets the response
foo, and a request to /echo/bar gets bar!
The syntax :word in a route creates a path parameter, which can be read with
Dream.param.
When none of the routes match, the router returns a 404 Not Found response.
Next steps:
4-countercounts requests, and exposes a route for getting the count.5-promiseintroduces Lwt, the promise library used by Dream.""",
      T("Dream"), T("opam"), T("Dune"), T("Lwt"), E("GET /"), E("GET /echo/:word"),
      source="https://github.amrom.workers.dev/aantron/dream/tree/master/example/3-router", kind="docs",
      note="a mirror of Dream's example README; ./router.exe is a build target dune runs (not labelled, doubtful); "
           "/echo/foo and /echo/bar are example requests"),
    # ---------------------------------------------------------------- Nim: Jester
    R("""A sinatra-like web framework for Nim.

web, http, framework, dsl, nim
nimble install jester@#v0.1.0

The sinatra-like web framework for Nim. Jester provides a DSL for quickly creating web applications in Nim.

Note: Jester requires Nim version 0.15.0.

# example.nim
import jester, asyncdispatch, htmlgen

  get "/":
    resp h1("Hello world")

Compile and run with:

nim c -r example.nim

View at: localhost:5000

All routes must be inside a routes block.

Routes will be executed in the order that they are declared. So be careful when halting.

The route path may contain a special pattern or just a static string. Special patterns are almost identical to Sinatra's, the only real difference is the use of @ instead of the :.

get "/hello/@name":
  # This matches "/hello/fred" and "/hello/bob".
  # In the route ``@"name"`` will be either "fred" or "bob".
  # This can of course match any value which does not contain '/'.
  resp "Hello " & @"name\"""",
      T("Sinatra"), T("Nim"), T("Nimble"), T("Jester"), E("GET /"), E("GET /hello/@name"),
      source="https://libraries.io/nimble/jester/v0.1.0", kind="docs",
      note="example.nim bare; /hello/fred and /hello/bob are example requests"),
    R("""An In-Depth Guide to Nim Programming Language: Building Web Applications with Jester
This guide covers building web applications using Jester, a minimalist web framework for Nim. It focuses on practical usage, highlighting common constraints and patterns.
What is Jester?
Jester is a lightweight Nim web framework inspired by Flask and Sinatra. It emphasizes simplicity and speed but lacks some features found in more mature frameworks, such as built-in ORM or advanced middleware pipelines.
Getting Started
Installing Jester
Ensure Nim is installed; see the Setting Up Nim Environment guide. Then install Jester via Nim's package manager:
nimble install jester
Your First Jester Application
Example of a minimal Jester app serving "Hello, World!":
import jester
routes:
get "/":
resp "Hello, World!"
Run with:
nim js --nodejs app.nim
Note: This compiles to JavaScript for Node.js. For native execution, use nim c -r app.nim, but Jester's async runtime requires Nim 1.6+.
Understanding Routes
Routes map URL patterns to handlers. Multiple routes can coexist, but be cautious with overlapping patterns, which may cause unexpected matches.
routes:
get "/":
resp "Welcome to my Jester app!"
get "/about":
resp "This is a simple web application."
Route Parameters
Capture URL segments as parameters. Avoid overusing dynamic segments to prevent ambiguous routing.
routes:
get "/user/:name":
let name = param("name")
resp "Hello, " & name & "!"
Visiting /user/John returns "Hello, John!".""",
      T("Nim"), T("Jester"), T("Flask"), T("Sinatra"), T("Nimble"), T("JavaScript"), T("Node.js"),
      E("GET /"), E("GET /about"), E("GET /user/:name"),
      source="https://kindatechnical.com/nim-guide/building-web-applications-with-jester.html", kind="blog",
      note="app.nim bare; /user/John an example request"),
    # ---------------------------------------------------------------- Elixir: Plug.Router
    R("""A DSL to define a routing algorithm that works with Plug.

It provides a set of macros to generate routes. For example:

    defmodule AppRouter do
      use Plug.Router

      plug :match
      plug :dispatch

      get "/hello" do
        send_resp(conn, 200, "world")

      match _ do
        send_resp(conn, 404, "oops")

Each route needs to return a connection, as per the Plug spec.
A catch-all `match` is recommended to be defined as in the example
above, otherwise routing fails with a function clause error.

## Routes

    get "/hello" do
      send_resp(conn, 200, "world")

In the example above, a request will only match if it is a `GET` request and
the route is "/hello". The supported HTTP methods are `get`, `post`, `put`,
`patch`, `delete` and `options`.

A route can also specify parameters which will then be
available in the function body:

    get "/hello/:name" do
      send_resp(conn, 200, "hello #{name}")

The `:name` parameter will also be available in the function body as
`conn.params["name"]` and `conn.path_params["name"]`.""",
      T("Plug"), E("GET /hello"), E("GET /hello/:name"),
      source="https://inch-ci.org/github/elixir-lang/plug/revision/fc6d0469/code_object/2860046?branch=v1.3.5", kind="docs",
      note="Plug.Router's module documentation as Inch CI shows it; Elixir not named"),
    R("""Plug.Router

We’ll most often use the Plug.Router to match and dispatch requests.

Plug.Router is a plug that contains its own plug pipeline.

Plug ships with several parsers that our application to parse different content-types.

plug Plug.Parsers,
  parsers: [:urlencoded, :multipart, :json],
  pass: ["*/*"],
  json_decoder: Poison

We will use Poison, an JSON library for Elixir, to decode JSON.

Our router should now look like this -

defmodule MyApp.Router do
  use Plug.Router
  plug :match

  plug Plug.Parsers,
  parsers: [:json],
  pass: ["*/*"],
  json_decoder: Poison

  plug :dispatch

  def start_link() do
    {:ok, _} = Plug.Adapters.Cowboy.http(MyApp.Router, [], port: 4000)
  end

  get "/" do
    conn
    |> send_resp(200, "yay")
    |> halt
  end

  match _ do
    conn
    |> send_resp(404, "Not found")
  end
end""",
      T("Plug"), T("Poison"), T("Elixir"), T("Cowboy"), E("GET /"),
      source="https://elixirbridge.org/04_Mix_Applications/15-plug-router.html", kind="docs",
      note="JSON a data format; Poison the JSON library"),
    # ---------------------------------------------------------------- changelogs
    R("""# 0.3.9

- fix: Remove multiple EOL when creating route or middleware
- feat: enable asserts when running dart_frog dev
- fix: use custom docker file when building prod server
- feat: start daemon implementation
- feat: add devserver lifecycle
- feat: add `dart_frog daemon` command

# 0.3.8

- feat: update brick bundles to dart 3.0.0
- feat: Add dart-vm-port option to dev command
- feat: added default port number for --dart-vm-service-port
- feat: recommend using --dart-vm-service-port on VM port failure

# 0.3.7

- feat: Update to dart 3.0.0 and vg analysis to 5.0.0
- feat: adding list command
- feat: adding dart version flag to build command

# 0.3.6

- feat: add "new middleware" and "new route" commands

# 0.3.5

- fix: filter out error messages from killing the server process ([#592](https://github.com/VeryGoodOpenSource/dart_frog/pull/592))

# 0.3.4

- refactor: remove duplicate `dart:io` import ([#556](https://github.com/VeryGoodOpenSource/dart_frog/pull/556))
- chore: bump cli_completion from 0.2.0 to 0.3.0 in /packages/dart_frog_cli ([#553](https://github.com/VeryGoodOpenSource/dart_frog/pull/553))
- feat: support custom init method ([#587](https://github.com/VeryGoodOpenSource/dart_frog/pull/587))""",
      T("Dart Frog"), T("Docker"), T("Dart"),
      source="github:VeryGoodOpenSource/dart_frog:packages/dart_frog_cli/CHANGELOG.md", kind="changelog",
      note="dart_frog written as its command (SURFACES); the docker file is a Dockerfile; brick bundles are Mason "
           "bricks (Mason not named); /packages/dart_frog_cli a repository directory"),
    R("""# Changelog

All notable changes to this project will be documented in this file.

The format is based on [Keep a Changelog](https://keepachangelog.com/en/1.1.0/),
and this project adheres to [Semantic Versioning](https://semver.org/spec/v2.0.0.html).

## Unreleased

### Added

- Bun runtime support. ✨

## v2.2.0 - 2024-02-29

### Added

- Websocket support with the new `glen.websocket` API & `glen/ws` module.

## v2.1.1 - 2024-02-17

### Changed

- Improved `log` middleware
  - More specific response colors for redirectional and informational responses
  - Logs the amount of time the handler takes to respond in milliseconds

## v2.0.0 - 2024-02-05

### Changed

- Argument ordering of `serve` and `custom_serve` to be `use`-friendly and more idiomatic.
  > ```gleam
  > // Before
  > pub fn main() {
  >   glen.serve(handle_req, 8000)
  > }
  >
  > // Now
  > pub fn main() {
  >   glen.serve(8000, handle_req)
  > }
  > ```""",
      T("Bun"), T("WebSocket"), T("Glen"), T("Gleam"),
      source="github:MystPi/glen:CHANGELOG.md", kind="changelog",
      note="Glen is the Gleam web framework of the changelog (named in its API, glen.serve); Gleam from the fence; "
           "glen/ws is a module, not a file"),
    R("""## [1.3.8] - 2025-12-10

### 🔧 Critical Bug Fix Release

This release fixes the persistent migration error that continued to affect users even after v1.3.7.

### Fixed
- ✅ **Root Cause Fixed**: Resolved persistent "Flow handler not found for entry" error by properly registering ConfigFlow with Home Assistant
- ✅ Updated `HADailyCounterConfigFlow` to use modern ConfigFlow registration syntax: `class HADailyCounterConfigFlow(config_entries.ConfigFlow, domain=DOMAIN)`
- ✅ Added `async_migrate_entry` function in `__init__.py` for better config entry migration handling
- ✅ All existing counters now load properly after restart
- ✅ Options menu now accessible for all config entries

### Technical Details
- The root cause was that the ConfigFlow class used old-style domain registration (`domain = DOMAIN` as class attribute) instead of the modern approach (`domain=DOMAIN` as class parameter)
- In Home Assistant 2021.11+, ConfigFlow classes must register by passing domain as a parameter to the parent class

### Installation
1. Update via HACS or manually install v1.3.8
2. Restart Home Assistant
3. Verify all counters load properly and options menu is accessible""",
      T("Home Assistant"), T("HACS"),
      source="github:Geek-MD/HA_Daily_Counter:CHANGELOG.md", kind="changelog",
      note="__init__.py bare"),
    R("""# CHANGELOG


## v0.2.2 (2025-02-24)

### Bug Fixes

- Deprecated async_add_job ([#26](https://github.com/alandtse/pr_custom_component/pull/26),
  [`11fb41b`](https://github.com/alandtse/pr_custom_component/commit/11fb41b06a080f10ffe9c8bff2509f9e339f2527))

- Deprecated_core_config ([#25](https://github.com/alandtse/pr_custom_component/pull/25),
  [`3f3f6f6`](https://github.com/alandtse/pr_custom_component/commit/3f3f6f612914d57b1e1e3cc884b604e80a6fb409))

### Continuous Integration

- Update actions to 4
  ([`432659e`](https://github.com/alandtse/pr_custom_component/commit/432659e75df81d052c1d36acd0e7fbc88dcd9718))


## v0.2.1 (2023-06-26)

### Bug Fixes

- Remove loop parameter from timeout
  ([`d0d25b3`](https://github.com/alandtse/pr_custom_component/commit/d0d25b3d5de96eecc717467dd8deefaa519eb9d4))

### Build System

- Bump deps
  ([`b782dd2`](https://github.com/alandtse/pr_custom_component/commit/b782dd2f88595692c2de5047ffe9e628e4437470))

- Fix hassfest errors
  ([`b5393d0`](https://github.com/alandtse/pr_custom_component/commit/b5393d01ef3ae5d5e3d37f6c448ea7b237b9372e))

- Update domain key for hacs
  ([`a748aad`](https://github.com/alandtse/pr_custom_component/commit/a748aad655d1b780175d7f38b32cd22c81552c7c))

- Update hacs.json syntax
  ([`6499dde`](https://github.com/alandtse/pr_custom_component/commit/6499dde9c6d03952e009bfa5a08341d88add1e1b))

- Update poetry.lock
  ([`2349c98`](https://github.com/alandtse/pr_custom_component/commit/2349c9846258ea11e9988870d24de70356104bf9))""",
      T("hassfest"), T("HACS"),
      source="github:alandtse/pr_custom_component:CHANGELOG.md", kind="changelog",
      note="hassfest is Home Assistant's integration validator; hacs.json and poetry.lock bare (Poetry not labelled from "
           "its lock file's name, doubtful); 'actions' are GitHub Actions, not named"),
    R("""## v0.20.7

- Fixed the Admin UI auto indexes update when renaming fields with a common prefix ([#4160](https://github.com/pocketbase/pocketbase/issues/4160)).


## v0.20.6

- Fixed JSVM types generation for functions with omitted arg types ([#4145](https://github.com/pocketbase/pocketbase/issues/4145)).

- Updated Go deps.


## v0.20.5

- Minor CSS fix for the Admin UI to prevent the searchbar within a popup from expanding too much and pushing the controls out of the visible area ([#4079](https://github.com/pocketbase/pocketbase/issues/4079#issuecomment-1876994116)).


## v0.20.4

- Small fix for a regression introduced with the recent `json` field changes that was causing View collection column expressions recognized as `json` to fail to resolve ([#4072](https://github.com/pocketbase/pocketbase/issues/4072)).


## v0.20.3

- Fixed the `json` field query comparisons to work correctly with plain JSON values like `null`, `bool` `number`, etc. ([#4068](https://github.com/pocketbase/pocketbase/issues/4068)).
  Since there are plans in the future to allow custom SQLite builds and also in some situations it may be useful to be able to distinguish `NULL` from `''`,
  for the `json` fields (and for any other future non-standard field) we no longer apply `COALESCE` by default

- Minor Go tests improvements
  - Marked some of the tests as safe for parallel execution to speed up a little the GitHub action build times.""",
      T("Go"), T("CSS"), T("SQLite"), T("GitHub Actions"),
      source="github:pocketbase/pocketbase:CHANGELOG.md", kind="changelog",
      note="PocketBase's own changelog (PocketBase only in URLs); JSVM is its JS hooks VM; JSON a format; "
           "'GitHub action' as GitHub Actions"),
    R("""# Version 1.5.3
## What's Changed
### Fixes

* Fix Attribute not found when migrating users collection in [#7782](https://github.com/appwrite/appwrite/pull/7782)
* Fix git deployments in [#7780](https://github.com/appwrite/appwrite/pull/7780)
* Allow wildcards for url validation like OAuth2 success in [#7791](https://github.com/appwrite/appwrite/pull/7791)

# Version 1.5.2
## What's Changed
* Fix stats migration by @abnegate in https://github.com/appwrite/appwrite/pull/7760
* Fix index migrations by @abnegate in https://github.com/appwrite/appwrite/pull/7769
* Fix Flutter/Dart SDKs by @TorstenDittmann in https://github.com/appwrite/appwrite/pull/7765
* Fix push notifications with no image by @abnegate in https://github.com/appwrite/appwrite/pull/7771
* Fix Python SDK by @abnegate in https://github.com/appwrite/appwrite/pull/7770
* Fix Android SDK deployment by @abnegate in https://github.com/appwrite/appwrite/pull/7770

# Version 1.5.0
## What's Changed
### New features
- SSR support added. You can now handle sessions on your server app. [Learn more in docs](https://appwrite.io/docs/products/auth/server-side-rendering)
- 2FA support is now added for Appwrite Auth and for Console users. [Learn about adding 2FA to your app](https://appwrite.io/docs/products/auth/2fa) [Learn about 2FA on Console](https://appwrite.io/docs/advanced/security/2fa)
- Appwrite Messaging added. You can now send emails, SMS messages, and push notifications. [Learn more in docs](https://appwrite.io/docs/products/messaging)""",
      T("Git"), T("OAuth"), T("Flutter"), T("Dart"), T("Python"), T("Android"), T("Appwrite"),
      source="github:appwrite/appwrite:CHANGES.md", kind="changelog",
      note="the versions 1.5.1 and 1.5.4 cut out; OAuth2 is OAuth; SSR and 2FA are techniques"),
    # ---------------------------------------------------------------- docs and blogs: Home Assistant's REST API, ESP32
    R("""Home Assistant Control
You can directly control and read a user's Home Assistant smart home by calling its REST API with curl and the bash tool. This actually turns devices on/off, reads sensors, and runs services — it is not just advice.
Setup (ask once, then remember for the session)
Ask the user for two things the first time they want to control their home:
- Base URL of their Home Assistant, e.g.
http://192.168.1.50:8123orhttps://myhome.duckdns.org - A Long-Lived Access Token (Home Assistant → profile page → bottom → Long-Lived Access Tokens → Create Token)
Verify the connection
curl -s -H "Authorization: Bearer $TOKEN" "$HA/api/" | jq .
Expect {"message": "API running."}.
Read device / sensor states
All entities:
curl -s -H "Authorization: Bearer $TOKEN" "$HA/api/states" | jq -r '.[] | "\\(.entity_id)=\\(.state)"'
Control devices (call a service)
The pattern is POST /api/services/<domain>/<service> with a JSON body naming the target entity.
Turn a light on / off:
curl -s -X POST -H "Authorization: Bearer $TOKEN" -H "Content-Type: application/json" \\
-d '{"entity_id":"light.living_room"}' "$HA/api/services/light/turn_on\"""",
      T("Home Assistant"), T("REST"), T("Bash"), T("jq"), E("POST /api/services/<domain>/<service>"),
      source="https://openclawlaunch.com/skills/home-assistant-control", kind="docs",
      note="the service-call pattern with its method; the curl calls write URLs, not METHOD /path; jq named as the "
           "filter in the commands (doubtful: an everyday utility?)"),
    R("""Home Assistant provides a RESTful API on the same port as the web frontend (default port is port 8123).

If you are not using the [`frontend`](https://www.home-assistant.io/integrations/frontend/) in your setup then you need to add the [`api` integration](https://www.home-assistant.io/integrations/api/) to your `configuration.yaml` file.

- `http://IP_ADDRESS:8123/` is an interface to control Home Assistant.
- `http://IP_ADDRESS:8123/api/` is a RESTful API.

The API accepts and returns only JSON encoded objects.

All API calls have to be accompanied by the header `Authorization: Bearer TOKEN`, where `TOKEN` is replaced by your unique access token. You obtain a token ("Long-Lived Access Token") by logging into the frontend using a web browser, and going to [your profile](https://www.home-assistant.io/docs/authentication/#your-account-profile) `http://IP_ADDRESS:8123/profile`. Be careful to copy the whole key.

There are multiple ways to consume the Home Assistant Rest API. One is with `curl`:

```shell
curl \\
  -H "Authorization: Bearer TOKEN" \\
  -H "Content-Type: application/json" \\
  http://IP_ADDRESS:8123/ENDPOINT
```

Another option is to use Python and the [Requests](https://requests.readthedocs.io/en/latest/) module.

```python
from requests import get

url = "http://localhost:8123/ENDPOINT"
headers = {
    "Authorization": "Bearer TOKEN",
    "content-type": "application/json",
}

response = get(url, headers=headers)
print(response.text)
```""",
      T("Home Assistant"), T("REST"), T("Python"), T("Requests"),
      source="https://git.sudo.is/home-assistant/developers.home-assistant/src/branch/master/docs/api/rest.md?display=source",
      kind="docs",
      note="a mirror of Home Assistant's REST API page (its table pipes dropped); configuration.yaml bare; "
           "ENDPOINT a placeholder; JSON a format"),
    R("""What is an HTTP Server?
Think of an HTTP server as a waiter in a restaurant:
- You (browser) ask for something → HTTP Request
- Waiter (HTTP server) brings you what you asked for → HTTP Response
- The waiter can bring you food (HTML pages), drinks (JSON data), or anything else!
On ESP32:
- Your ESP32 becomes a web server
- You can access it from any browser on the same WiFi network
- You type
http://192.168.0.120in browser → ESP32 responds with a webpage!
How HTTP Works (Simple Explanation)
The Request-Response Cycle
1. Browser says: "GET /hello" ↓ 2. ESP32 receives request ↓ 3. ESP32 finds handler for "/hello" ↓ 4. Handler function runs ↓ 5. ESP32 sends response: "Hello World!" ↓ 6. Browser displays: "Hello World!"
HTTP Methods (Like Different Types of Questions)
| Method | What It Means | Example |
|---|---|---|
| GET | “Give me something” | Get webpage, get sensor data |
| POST | “Here’s some data, save it” | Submit form, upload file |
| PUT | “Update this data” | Update settings |
| DELETE | “Remove this” | Delete a record |
For beginners: You’ll mostly use GET and POST!""",
      T("ESP32"), E("GET /hello"),
      source="https://xafmarin.com/esp32-101-http-server-complete-beginners-guide", kind="blog",
      note="GET /hello is a request the ESP32's handler for /hello answers (doubtful: an illustration); "
           "HTML and JSON formats; WiFi a network standard"),
    # ---------------------------------------------------------------- Swift on the server: Hummingbird, Vapor
    R("""What kinda routes can I use with Hummingbird?
This article is part of a series.
I mean…all of them? So this is all based on walking through the Router Guide, but I wanted one project that served up the sampler.
Here is a buildRouter function with a smorgasbord of examples.
In context at: https://github.com/carlynorama/HummingbirdExamples/tree/main/02_basic_responses
buildRouter
func buildRouter() -> Router<AppRequestContext> {
let router = Router(context: AppRequestContext.self)
router.addMiddleware {
// logging middleware
LogRequestsMiddleware(.info)
//serves the static files in public folder by default.
FileMiddleware(searchForIndexHtml: true)
}
// SIMPLE ROUTING
router.get("/ping") { _, _ -> HTTPResponse.Status in
return .ok
}
router.get("/hello") { request, _ -> String in
return "Well Hello!\\n\\n\\(request)"
}
// full call
router.on("/goodbye", method: .get) { request, context in
return "Ciao!"
}
//---- WILDCARDS
router.get("/files/*") { request, _ in
return request.uri.description
}
//---- Parameter Capture
router.get("/user/:id") { _, context in
guard let id = context.parameters.get("id", as: Int.self) else {
throw HTTPError(.badRequest)
}
return "\\(id)"
}""",
      T("Hummingbird"), E("GET /ping"), E("GET /hello"), E("GET /goodbye"), E("GET /files/*"), E("GET /user/:id"),
      source="https://www.whynotestflight.com/excuses/what-kinda-routes-can-i-use-with-hummingbird", kind="blog",
      note="router.on with method: .get counts as GET; the doublewild and two-parameter routes cut out; Swift not named"),
    R("""Router

The router: HBApplication.router directs requests to their handlers based on the contents of their path. The router that comes with Hummingbird uses a Trie based lookup. Routes are added using the function on. You provide the URI path, the method and the handler function. Below is a simple route which returns “Hello” in the body of the response.

let app = HBApplication()
app.router.on("/hello", method: .GET) { request in
    return "Hello"
}

If you don’t provide a path then the default is for it to be “/”.

Methods

There are shortcut functions for common HTTP methods. The above can be written as

let app = HBApplication()
app.router.get("/hello") { request in
    return "Hello"
}

There are shortcuts for put, post, head, patch and delete as well.

Response generators

Route handlers are required to return either a type conforming to the HBResponseGenerator protocol or an EventLoopFuture of a type conforming to HBResponseGenerator. An EventLoopFuture is an object that will fulfilled with their value at a later date in an asynchronous manner.""",
      T("Hummingbird"), E("GET /hello"),
      source="https://hummingbird-project.github.io/hummingbird/current/hummingbird/router.html", kind="docs",
      note="EventLoopFuture is SwiftNIO's type (SwiftNIO not named)"),
    R("""Hummingbird routing and requests

Beginner's guide to learn all about routing and request handling using the Hummingbird server-side Swift framework.

Routing on the server side means the server is going to send a response based on the URL path that the client called when firing up the HTTP request. Of course the server can check additional parameters and headers to build the final response, but when we talk about routing in general, we usually refer to the path components. Hummingbird uses a trie-based router, which is a fast and efficient way of looking up routes. It’s quite simple to respond to HTTP request using the built-in router, you can simply add your basic route handlers like this:

/// on path X, when method is Y, call the handler... 
router.on("foo", method: .HEAD) { _ -> HTTPResponseStatus in .ok }
router.on("foo", method: .GET) { _ -> HTTPResponseStatus in .ok }
router.on("foo", method: .POST) { _ -> HTTPResponseStatus in .ok }
router.on("foo", method: .PUT) { _ -> HTTPResponseStatus in .ok }

/// short version (for some HTTP methods)
router.head("foo") { _ -> HTTPResponseStatus in .ok }
router.get("foo") { _ -> HTTPResponseStatus in .ok }
router.put("foo") { _ -> HTTPResponseStatus in .ok }

In Hummingbird it is also possible to register use a function instead of a block. Handler functions can be async and throwing too, so you can mark the blocks with these keywords or use asynchronous Swift functions when registering route handlers.""",
      T("Hummingbird"), T("Swift"),
      source="https://theswiftdev.com/hummingbird-routing-and-requests", kind="blog",
      note="the routes are written without their leading slash (\"foo\"), so no endpoint is labelled"),
    R("""Routing

Routing is the process of finding the appropriate response to an incoming request.

Making a Router

In Vapor the default Router is the EngineRouter. You can implement custom routers by implementing one conformant to the Router protocol.

let router = try EngineRouter.default()

Registering a route

Imagine you want to return a list of users when someone visits GET /users. Leaving authorization on the side, that would look something like this.

router.get("users") { req in
    return // fetch the users
}

In Vapor, routing is usually done using the .get, .put, .post, .patch and .delete shorthands. You can supply the path as / or comma-separated strings. We recommend comma separated, as it's more readable.

Routes

The best place to add routes is in the routes.swift file. You will find a router there that is ready to use.

Parameters

Sometimes you may want one of the components of your route path to be dynamic. This is often used when you want to get an item with a supplied identifier, i.e., GET /users/:id

router.get("users", Int.parameter) { req -> Future<String> in
    let id = try req.parameter(Int.self)
    return // fetch the user with id
}""",
      T("Vapor"), E("GET /users"), E("GET /users/:id"),
      source="https://git.fam-sieh.de/mirror/vapor-docs/src/commit/dcc1c670bcd81903c781ffdfb0d87b83fcbbc7b2/3.0/docs/getting-started/routing.md",
      kind="docs",
      note="a mirror of Vapor 3's docs; the routes written as METHOD /path beside the code that defines them; "
           "routes.swift bare"),
    # ---------------------------------------------------------------- Dart: Nitric
    R("""Dart - api.route.post()

Register a handler for HTTP POST requests to the route.

import 'package:nitric_sdk/nitric.dart';
final customersRoute = Nitric.api("public").route("/customers");
customersRoute.post((ctx) async {
// construct response for the POST: /customers request...
final responseBody = {};
ctx.res.json(responseBody);
return ctx;
});

Chain services as a single method handler

When multiple services are provided they will be called as a chain. If one succeeds, it will move on to the next. This allows middleware to be composed into more complex handlers. You can call the next middleware in the chain using ctx.next(). If a middleware in the chain does not call .next and instead returns the base context, the call chain will end.

import 'package:nitric_sdk/nitric.dart';
Future<HttpContext> validate(HttpContext ctx) async {
if (!ctx.req.headers.containsKey("Content-Type")) {
ctx.res.status = 400;
ctx.res.body = "header Content-Type is required";
// End the middleware chain by not calling `ctx.next()`.
return ctx;
}
return ctx.next();
}""",
      T("Dart"), T("Nitric"), E("POST /customers"),
      source="https://nitric-docs-p8dkgv4sf-nitrictech.vercel.app/docs/reference/dart/api/api-route-post", kind="docs",
      note="a preview deployment of Nitric's docs; the route /customers with its post handler"),
    # ---------------------------------------------------------------- Erlang: Cowboy
    R("""cowboy_router - router middleware
The cowboy_router
middleware maps the requested host and
path to the handler to be used for processing the request.
It uses the dispatch rules compiled from the routes given
to the compile/1
function for this purpose. It adds the
handler name and options to the environment as the values
handler
and handler_opts
respectively.
Dispatch table.
Handler module.
Handler options.
List of bindings found during routing.
Rules for dispatching request used by Cowboy.
With types:
Host = Path = _ | iodata()
Paths = [{Path, Handler, Opts} | {Path, cowboy:fields(), Handler, HandlerOpts}]
Handler = module()
HandlerOpts = any()
Human readable list of routes mapping hosts and paths to handlers.
The syntax for routes is defined in the user guide.
List of host_info and path_info tokens found during routing.
Compile the routes for use by Cowboy.""",
      T("Cowboy"),
      source="https://git.ninenines.eu/ninenines.eu.git/plain/docs/en/cowboy/2.0/manual/cowboy_router/index.html?id=a39620a78352079d98eeeb7ba8deeaf9c3b6b371",
      kind="docs", note="Cowboy's manual page for its router; Erlang not named"),
    # ---------------------------------------------------------------- Q&A: PlatformIO community
    R("""Lib_extra_dirs, lib_deps - Now, how is it work anyway?

I use lib_extra_dir with success in my project to point to a specific library. But that is goes against the specification:

It should be a path to storage that contains libraries grouped by folders.

But personally I use it to include a specific library by pointing this path to the base folder of this lib and not specifying lib_deps.
Now, when I want to combine with lib_deps, things go wrong. Library in the lib_deps is found and downloaded as expected, but Dependency Graph does not contain the lib any more.

Do you have a concrete minimal reproducable example which showcases the issue?

I want to make platformIO folder from an existing example of a library (in our case IotWebConf library). So I check out the source code, and start to create a folder from the root of this library with name ‘pio_examples/IotWebConf06MqttApp’, and start building up PIO from there as follows.

I create a directory structure like this (Only the platformio.ini is new here everything else is just symlink to it’s original location.):

./lib/IotWebConf -> ../../../
./src/main.cpp -> ../../../examples/IotWebConf06MqttApp/IotWebConf06MqttApp.ino

platformio.ini is this:

platform = espressif8266
board = d1
framework = arduino
monitor_speed = 115200
lib_deps =

Compiler output:

> Executing task in folder IotWebConf06MqttApp: pio run --environment d1 <

Processing d1 (platform: espressif8266; board: d1; framework: arduino)
Verbose mode can be enabled via `-v, --verbose` option
PLATFORM: Espressif 8266 2.6.2 > WEMOS D1 R1
HARDWARE: ESP8266 80MHz, 80KB RAM, 4MB Flash""",
      T("PlatformIO"), T("IotWebConf"), T("Arduino"),
      F("./src/main.cpp"), F("../../../examples/IotWebConf06MqttApp/IotWebConf06MqttApp.ino"),
      source="https://community.platformio.org/t/lib-extra-dirs-lib-deps-now-how-is-it-work-anyway/17640/11", kind="qa",
      note="a forum question and its follow-up; PIO is PlatformIO; ./lib/IotWebConf and pio_examples/... are "
           "directories; the ESP8266 chip not labelled (doubtful: the lexicon folds it into ESP32)"),
    R("""Dependencies in library.json are not recognized by platformio

I am developing a library ( which has two platform dependent dependencies, FlashStorage and WiFiNINA.

I have specified them in library.json, along with "libCompatibilityMode": "strict"

However, it doesn’t look like platformio is reconizing the dependencies. In order to reproduce, follow the steps below:

  1. Clone the repo
git clone
  1. As the library is not yet in pio library manager, we need to tell platformio where to locate it. For this, set the value of PLATFORMIO_LIB_EXTRA_DIRS to the current directory (where we have cloned the repo)
  1. Change directory to any example and try to run for nano_33_iot.
cd arduino-sdk/examples/GetAccountMetadata
platformio run --environment nano_33_iot

Expected: platformio recognizes FlashStorage and WiFiNINA as dependencies.
Actual: platformio does not recognize any of them as dependencies. See output below:

Processing nano_33_iot (platform: atmelsam; board: nano_33_iot; framework: arduino)
Verbose mode can be enabled via `-v, --verbose` option
PLATFORM: Atmel SAM (6.3.1) > NANO 33 IoT
HARDWARE: SAMD21G18A 48MHz, 32KB RAM, 256KB Flash

I often use export PLATFORMIO_LIB_EXTRA_DIRS=... - but not with pwd. PIO will scan the specified area on each run, I found it best to start with an empty directory to avoid slowdowns. Then place just the libraries you want to be found in there, as subdirectories""",
      T("PlatformIO"), T("FlashStorage"), T("WiFiNINA"), T("Git"), T("Arduino"),
      source="https://community.platformio.org/t/dependencies-in-library-json-are-not-recognized-by-platformio/24738/2",
      kind="qa",
      note="library.json bare; arduino-sdk/examples/GetAccountMetadata a directory; framework: arduino names the "
           "Arduino framework; the Nano 33 IoT is a board"),
    # ---------------------------------------------------------------- docs: PlatformIO, Airflow
    R("""lib_deps
See also
Please make sure to read Library Dependency Finder (LDF) guide first.
Specify project dependencies that should be installed automatically to libdeps_dir before environment processing. Multiple dependencies are allowed (multi-lines or separated with comma+space “, “).
If you have multiple build environments that depend on the same libraries, you can use Dynamic variables to use common configuration.
Valid forms
; one line definition (comma + space)
[env:myenv]
lib_deps = LIBRARY_1, LIBRARY_2, LIBRARY_N
; multi-line definition
[env:myenv2]
lib_deps =
LIBRARY_1
LIBRARY_2
LIBRARY_N
The each line with LIBRARY_1... LIBRARY_N
will be passed automatically to
platformio lib install command. Please follow to platformio lib install for
detailed documentation about possible values.
Example:
[env:depends_on_some_libs]
lib_deps =
13
PubSubClient
Json@~5.6,!=5.4
https://github.com/gioblu/PJON.git#v2.0
https://github.com/me-no-dev/ESPAsyncTCP.git
lib_ignore
See also
Please make sure to read Library Dependency Finder (LDF) guide first.
Specify libraries which should be ignored by Library Dependency Finder.
The correct value for this option is library name (not
folder name). In the most cases, library name is pre-defined in manifest file
(library.json, library.properties
, module.json
). The multiple
library names are allowed, split them with comma+space “, “.
There is ability to ignore built-in mbed libraries: mbed-rtos, mbed-events, mbed-fs, mbed-net, mbed-rpc, mbed-dsp, mbed-USBHost, mbed-USBDevice.""",
      T("PlatformIO"), T("PubSubClient"), T("Mbed"),
      source="https://dokk.org/documentation/platformio/v3.4.0/projectconf/section_env_library", kind="docs",
      note="a copy of PlatformIO 3.4's docs; PJON and ESPAsyncTCP only inside Git URLs (not labelled); LIBRARY_N "
           "placeholders; library.json, library.properties and module.json bare"),
    R("""Scheduling / DAG file parsing

Why is task not getting scheduled?

There are very many reasons why your task might not be getting scheduled. Here are some of the common causes:

  • Does your script “compile”, can the Airflow engine parse it and find your DAG object? To test this, you can run airflow dags list and confirm that your DAG shows up in the list. You can also run airflow tasks list foo_dag_id --tree and confirm that your task shows up in the list as expected. If you use the CeleryExecutor, you may want to confirm that this works both where the scheduler runs as well as where the worker runs.

  • Does the file containing your DAG contain the string “airflow” and “DAG” somewhere in the contents? When searching the DAG directory, Airflow ignores files not containing “airflow” and “DAG” in order to prevent the DagBag parsing from importing all python files collocated with user’s DAGs.

  • Is your start_date set properly? For time-based DAGs, the task won’t be triggered until the the first schedule interval following the start date has passed.""",
      T("Airflow"), T("Python"),
      source="https://airflow.apache.org/docs/apache-airflow/2.5.0/faq.html", kind="qa",
      note="Airflow's FAQ (a question and its answer); CeleryExecutor is Airflow's Celery executor (Celery not "
           "labelled from the glued name, doubtful)"),
]
