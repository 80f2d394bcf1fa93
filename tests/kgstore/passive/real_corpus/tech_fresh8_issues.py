"""An eighth fresh held-out set ("fresh-8"), part one: GitHub issue and pull-request threads of
ecosystems and tools the earlier sets touched little -- Sanic, Fastify and its plugins, actix-web,
Phoenix and LiveView, Hono on Cloudflare Workers, Symfony routing, ASP.NET Core minimal APIs,
Quarkus and RESTEasy, SvelteKit form actions, Echo, Django REST framework, aiohttp, Micronaut,
Javalin, Slim, Grape, Airflow, React Native and Metro, Julia's Pkg, pytest collection errors,
Angular and Nuxt builds, Kotlin and Gradle -- each a paragraph or a few lines of one thread kept as
written (code blocks, logs and environment dumps as they appear; the comments of a thread joined
without their author lines), with the thread's title opening the text.

Every text was taken from a stored public copy of the thread at the address given and labelled
by hand without running the extractor on it. Labels follow the earlier sets: technologies under
their usual canonical name (any spelling in the text), also tools the lexicon may not know; data
formats, platform strings and everyday shell utilities (curl, chmod, make targets) not labelled, nor
an issue template's examples; relative file paths as written (./ kept), absolute paths, home paths,
dependencies' files under node_modules or site-packages and bare file names not; an endpoint only as
"METHOD /path", when the text gives the method for that path (inline, an access log, a route
definition in code) and writes the whole path with its leading slash -- a path without its method,
a route whose full path under a group or prefix the text does not write, and a whole URL's host
are not labelled. Nobody tunes the extractor on these texts: the benchmark scores them as their own
split (``--split fresh-8``).
"""

from real_corpus import E, F, R, T

SURFACES = {
    "Slim Framework": ("Slim",),
    "Echo": ("labstack/eho",),
    "Gradle": ("grandle",),
    "RESTEasy Reactive": ("resteasy-reactive",),
    "SvelteKit": ("@sveltejs/kit",),
    "Nuxt UI": ("@nuxt/ui",),
    "Django REST framework": ("rest_framework", "django-rest-framework"),
    "Spark Java": ("Sparkjava",),
    "Pkg.jl": ("Pkg",),
    "@nuxt/components": ("nuxt/components",),
    "eslint-plugin-react-hooks": ("react-hooks",),
    "pytest-cov": ("cov",),
}

CASES = [
    # ---------------------------------------------------------------- Python web, Sanic, Girder
    R("""Method POST not allowed for URL

**Screenshots**
The screenshots of Swagger UI if this bug is related to it.

**Environment (please complete the following information):**
 - OS: [e.g. Ubuntu]
 - Browser [e.g. chrome, firefox]
 - Version [e.g. 0.5.3]

Can you please post the version of: `sanic`, `sanic-routing`, and `sanic-openapi` that you have installed? Also, do you have a snippet of code for the route?

Please also add the expected behaviour as it is unclear to me what this screenshot is referring to""",
      T("Swagger UI"), T("Sanic"), T("sanic-routing"), T("sanic-openapi"),
      source="https://github.com/sanic-org/sanic-openapi/issues/238", kind="issue",
      note="the template's examples (Ubuntu, chrome, firefox) are not the writer's"),
    R("""Hitting a bogus POST endpoint returns 405, rather than 404

Try hitting something like /api/v1/bogus. 404 would have helped me track down my typo quicker ;-)""",
      source="https://github.com/girder/girder/issues/491", kind="issue",
      note="a made-up path given as an example of a typo"),
    R("""postman not giving proper response(All time giving 404 response for every api)

http://localhost:8080/courses

{
    "timestamp": "2020-10-18T13:25:10.917+00:00",
    "status": 404,
    "error": "Not Found",
    "message": "",
    "path": "/courses"
}

Hey @Steffi-cloud

This is an issue with the route you're hitting rather that anything specifically wrong with Postman. The server is returning that response body.""",
      T("Postman"),
      source="https://github.com/postmanlabs/postman-app-support/issues/9173", kind="issue",
      note="/courses has no method"),
    # ---------------------------------------------------------------- Fastify
    R("""Fastify app skeleton and plugins

Create Fastify server bootstrap with plugins: DB, logging (pino), helmet, cors, validation, and health endpoint `/api/health`.

Acceptance Criteria:
- Server starts and health endpoint returns OK.""",
      T("Fastify"), T("Pino"), T("Helmet"),
      source="https://github.com/CC-Ninja/CSD-Explorer/issues/15", kind="issue",
      note="the health path has no method"),
    R("""Fastify API skeleton

Fastify server with health endpoint, structured plugins, and the versioned route mount (`/v1`).

- [ ] Fastify app with plugin registration pattern
- [ ] `GET /health` (liveness) + `GET /ready` (dependency readiness)
- [ ] `/v1` versioned route prefix
- [ ] Graceful shutdown handling
- [ ] Config loading via env (validated)""",
      T("Fastify"), E("GET /health"), E("GET /ready"),
      source="https://github.com/Joshua-Onyekachukwu/orq8/issues/2", kind="issue"),
    R("""Add fastify-custom-healthcheck to ecosystem

Hello,

In my company we use Fastify for micorservices and want to run custom functions and check the status of the service (e.g . connection with mongodb, redis). So I created this plugin for exposing a health check route that asserts on those functions. The are some plugins that are similar but don't do the exact same thing, so I think it's worth sharing.

#### Checklist

- [ ] run `npm run test` and `npm run benchmark`
- [x] tests and/or benchmarks are included""",
      T("fastify-custom-healthcheck"), T("Fastify"), T("MongoDB"), T("Redis"), T("npm"),
      source="https://github.com/fastify/fastify/pull/2690", kind="issue"),
    R("""Errors are silenced on encapsulated instances

Example of all good:
```js
const fp = require('fastify-plugin');
const fastify = require('fastify')({
  logger: {
    level: 'debug',
  },
});

fastify.register(fp(async function(fastify, opts) {
  fastify.get('/bad-path', function(request, reply) {
    return 'bad';
  });
}));
fastify.register(fp(async function(fastify, opts) {
  fastify.get('/good-path', function(request, reply) {
    return 'good';
  });
}));

fastify.listen(3000);
```
Good output:
```sh
[2018-03-15T05:53:53.361Z] DEBUG (79820 on machine): Routes
 └── /
    ├── bad-path (GET)
    └── good-path (GET)
[2018-03-15T05:53:53.368Z] INFO (79820 on machine): Server listening at http://127.0.0.1:3000
```""",
      T("Fastify"), T("fastify-plugin"), E("GET /bad-path"), E("GET /good-path"),
      T("JavaScript"),
      source="https://github.com/fastify/fastify/issues/849", kind="issue"),
    R("""Mettre en place l'API Fastify : health, config, erreurs, logs, OpenAPI

## Comportement attendu
- Fastify 5 + `fastify-type-provider-zod`, préfixe `/v1`.
- `GET /v1/health` (état base incluse), `GET /v1/config` (taxonomies, libellés, seuils, `minAppVersion`).
- Gestion d'erreurs unique : `{ code, message, details? }`, mapping des erreurs Zod vers `validation_error`, 404 et 500 normalisés.
- Logs pino structurés, identifiant de requête, aucune donnée personnelle.
- `@fastify/rate-limit` global (valeurs par défaut, affinées plus tard), `@fastify/cors` restreint, `@fastify/helmet`.
- OpenAPI générée et servie sur `/docs` hors production.
- Dockerfile multi-étapes, `pnpm --filter api build` et `start`.

## Critères d'acceptation
- [ ] Tests d'intégration Vitest sur `/health`, `/config`, une erreur de validation et un 404
- [ ] L'image Docker démarre et répond sur `/v1/health`""",
      T("Fastify"), T("fastify-type-provider-zod"), T("Zod"), T("Pino"), T("@fastify/rate-limit"),
      T("@fastify/cors"), T("@fastify/helmet"), T("OpenAPI"), T("pnpm"), T("Vitest"), T("Docker"),
      E("GET /v1/health"), E("GET /v1/config"),
      source="https://github.com/Inprogress-Agency/widoo-app/issues/18", kind="issue",
      note="an issue written in French; /docs, /health and /config have no method"),
    R("""fully encapsulate under-pressure

under-pressure adds an `onRequest` hook, enabling it _for all routes_. I think the scope of this plugin should be to encapsulate that: the hook should only be triggered by the healthcheck route.

```js
// note that this is not using fastify-plugin
module.exports = function (app, opts, next) {
  app.register(require('under-pressure'))
  app.get('/healthcheck', ...)
  next()
}
```

ah ok I'll try that way ... thanks.
Update: implementation almost done, now I need to add some more tests to ensure in case of problems I can see them in the healthcheck exposed url ... done.
Last, I need only to do some tests in Docker: with all good it works, so now I need to check with an always failing configuration of 'under-pressure' and see results of healthcheck features of Docker.""",
      T("under-pressure"), T("fastify-plugin"), T("Docker"), E("GET /healthcheck"),
      T("JavaScript"),
      source="https://github.com/smartiniOnGitHub/fastify-healthcheck/issues/1", kind="issue"),
    # ---------------------------------------------------------------- actix-web
    R("""Json extractor panics when used with HttpRequest with AppState

I have a handler with an extractor tuple of Json struct and a HttpRequest with appstate - eg,
```
fn my_handler((body, req): (Json<MyStruct>, HttpRequest<MyState>)) -> HttpResponse {
   ... stuff ..
}
```

The handler is registered like so:
```
.resource("/my/path", |r| { r.method(http::method::POST).with(my_handler) })
```

When this API is called, I get a panic and 400 return -

```
builder-api.default(O):  WARN 2018-08-14T21:38:21Z: actix_web::pipeline: Error occured during request handling: Content type error
builder-api.default(O): DEBUG 2018-08-14T21:38:21Z: actix_web::pipeline: ContentType
```""",
      T("Actix"), E("POST /my/path"),
      source="https://github.com/actix/actix-web/issues/468", kind="issue"),
    R(""".with(json) always returning 404

Trying out the minimal example from `0.5`, just slightly adapted:

```
fn main() -> () {
    actix_web::server::new(|| actix_web::App::new().resource(
      "/api/json",
      |r| r.method(actix_web::http::Method::POST).with(json))
   ).bind("localhost:8000").expect("Cannot bind to localhost:8000")
       .run();
}

fn json(req: Json<serde_json::Value>) -> Result<String> {
   println!("Here");
   Ok(format! {"Request received"})
}
```

No matter which json I send to `localhost:8000/api/json` I always get a
> 400 Bad Request

and **no** "Here" printed on the std::out :(

What am I doing wrong?

you should enable logging:

```rust
    env::set_var("RUST_LOG", "actix_web=info");
```""",
      T("Actix"), T("serde_json"), E("POST /api/json"),
      T("Rust"),
      source="https://github.com/actix/actix-web/issues/179", kind="issue"),
    R("""Json post examples don't return errors on invalid json

When using the json post examples, misformed json returns no errors:

```
actix-examples/json I0> curl -i --header "Content-Type: application/json" --request POST --data '{ "invalid": "data" }'  http://127.0.0.1:8080/
HTTP/1.1 400 Bad Request
content-length: 0
date: Sun, 11 Nov 2018 23:43:04 GMT

 WARN 2018-11-11T23:41:00Z: actix_web::pipeline: Error occured during request handling: Json deserialize error: missing field `name` at line 1 column 21
 INFO 2018-11-11T23:41:00Z: actix_web::middleware::logger: 127.0.0.1:51680 "POST / HTTP/1.1" 400 0 "-" "curl/7.61.1" 0.001901
```

Curl should receive the message about why the json was invalid. This way the client can improve their behaviour on malformed requests.""",
      T("Actix"), E("POST /"),
      source="https://github.com/actix/examples/issues/60", kind="issue",
      note="the access log gives the method and the root path"),
    R("""Improve json error response

This pull request fixes the associated issue by returning json in the response when there is a json error caused during the json extractor.

To accomplish this I'm using a custom extractor that uses the actix-web JsonBody logic to handle deserialization but provides an error handling function which returns the json error. I originally was going to go the route of using route configs but it's messy, error prone, and it requires specifying tuple positions for the config so it's bound to make controller action modifications a pain. This approach just requires using our custom `Json` extractor.

Master behavior:
```
curl --header "Content-Type: application/json" --request POST --data '{}' http://localhost:9000/venues -i
HTTP/1.1 400 Bad Request
access-control-allow-origin: http://localhost:3000
vary: Origin
```""",
      T("Actix"),
      source="https://github.com/big-neon/bn-api/pull/713", kind="issue",
      note="curl's --request POST to a whole URL: the text writes no path of its own"),
    # ---------------------------------------------------------------- Phoenix
    R("""Unable to access /room/new after mix phx.server

Hi, I'm trying to follow the guide at: https://littlelines.com/blog/2020/07/06/building-a-video-chat-app-in-phoenix-liveview

When I get to the first step where you can run "iex -S mix phx.server", and I go to "http://localhost:4000/room/new"
It returns `"function Room.NewLive.__live__/0 is undefined (module Room.NewLive is not available)"`

I don't really see why this is the case as the guide does not mention __live__ anywhere, and my attempts to change things/move things result in different errors. Any guidance would be appreciated. Thanks.""",
      T("Phoenix"), T("Mix"), T("IEx"),
      source="https://github.com/littlelines/littlechat/issues/18", kind="issue",
      note="Phoenix through mix phx.server; /room/new has no method"),
    R("""it's requiring phoenix_view

I am getting

`** (CompileError) lib/live_admin/view.ex:4: module Phoenix.View is not loaded and could not be found`

is'nt this supposed to be fully liveview?

`phoenix_view` is a dep of `phoenix/phoenix_live_view` before 1.7. I assume you are using 1.7?

Which version of live_admin?

yes I am using 1.7 and latest version of live_admin

btw adding phoenix_view to mix didn't help either

Alternatively, make sure you are specifying 2x `{:phoenix_view, "~> 2.0"},` or use the latest main instead of a hex version.""",
      T("phoenix_view"), T("Phoenix LiveView"), T("live_admin"), T("Mix"), T("Hex"), T("Phoenix"),
      F("lib/live_admin/view.ex"),
      source="https://github.com/tfwright/live_admin/issues/27", kind="issue"),
    # ---------------------------------------------------------------- Hono
    R("""Wrong api response after path definition

### What version of Hono are you using?

4.2.9

### What runtime/platform is your app running on?

Cloudflare Workers

### What steps can reproduce the bug?

app.get('/', async (c) => {
	return c.text("route / GET");
});

app.get('/:path', async (c) => {
	return c.text("route / with path GET");
});

app.post('/', async (c) => {
	return c.text("route / POST");
});

### What is the expected behavior?

When POST to / it should respond: route / POST

It was a cloudflare problem.
Everything (POST, PUT, DELETE) was redirected to GET request.""",
      T("Hono"), T("Cloudflare Workers"), E("GET /"), E("GET /:path"), E("POST /"),
      source="https://github.com/honojs/hono/issues/2620", kind="issue"),
    R("""Cache middleware broke in 2.2.*

Honojs cache middleware broke since 2.2.*
Using the middleware and publishing or running dev in wrangler does not give any errors. Once the route is called it will return a 500 with `Trace: This context has no ExecutionContext` in the worker log.

Running a very simple honojs Cloudflare Workers will reproduce this error:
```js
import { Context, Hono, Next } from 'hono';
import { cache } from 'hono/cache'

const app = new Hono();

app.get('*', cache({ cacheName: 'my-app', cacheControl: 'max-age=3600' }))
app.get('/', (c) => c.text('Pretty Blog API'));

app.fire();
```""",
      T("Hono"), T("Wrangler"), T("Cloudflare Workers"), E("GET /"),
      T("JavaScript"),
      source="https://github.com/honojs/hono/issues/564", kind="issue"),
    R("""Request to root url with no trailing slash fails to route correctly

### What runtime/platform is your app running on?

Cloudflare Workers

```ts
const app = new Hono();

app.post("/functionName?", (c) => {
   return c.text("Hit the endpoint", 200);
});

const response = await app.request("http://example.com", { method: "POST" });
```

This seems to occur in the Worker runtime but not when I run the above with Node.

I was able to replicate this only when the Cloudflare `nodejs_compat` was `2024-05-02`. In later versions of the compat, the error does not appear.""",
      T("Hono"), T("Cloudflare Workers"), T("Node.js"), E("POST /functionName?"),
      T("TypeScript"),
      source="https://github.com/honojs/hono/issues/3251", kind="issue",
      note="Hono's optional parameter keeps its question mark in the route"),
    R("""Middleware not running

### What version of HonoX are you using?

0.1.40

### What steps can reproduce the bug?

Create a directory called `admin`. In that directory create a file called `_middleware.ts`, create a new directory in the admin directory called `dashboard`, place an `index.tsx` file in that directory.

if you now go to the `/admin/dashboard` route the middleware will not be ran. If you place a file in the `admin` directory the middleware will run.

will NOT RUN the middleware
```
admin/
├── _middleware.ts
├── dashboard/
│   └── index.tsx
```""",
      T("HonoX"),
      source="https://github.com/honojs/honox/issues/290", kind="issue",
      note="a tree drawing's names and bare file names are not labelled as paths"),
    # ---------------------------------------------------------------- Symfony
    R("""Symfony 4.1 + routes.yaml issue

I have upgrade Symfony 3.4 ( Propel ORM ) to Symfony 4.1 (Propel ORM).
**routes.yaml code**

```
person_login:
    path:  /
    defaults: { _controller: PersonController::login }
```

Get Below error :
Controller "PersonController" does neither exist as service nor as class

The actual controller class is `App\\Controller\\PersonController` ....""",
      T("Symfony"), T("Propel"),
      source="https://github.com/symfony/symfony/issues/28323", kind="issue"),
    R("""routers.yaml resource: 'my.yaml' TemplateController no work

//config/router.yaml
```yaml
app_file:
    resource: 'my.yaml'
    prefix: /router
    trailing_slash_on_root: false
```

//config/my.yaml
```yaml
no_controller_static:
    path: /page/static
    controller: Symfony\\Bundle\\FrameworkBundle\\Controller\\TemplateController
    defaults:
        template: twig/static.html.twig
    methods: GET
```

What does "does not work" mean? What did you expect? What happened instead?""",
      T("Symfony"), F("config/router.yaml"), F("config/my.yaml"),
      source="https://github.com/symfony/symfony/issues/30636", kind="issue",
      note="the route's full path (under the imported file's prefix) is not written"),
    R("""config/routes/annotations.yaml is gone

After ran `composer recipes:update doctrine/annotations` the following change was made in my project, causing all my routes to return 404 Not Found.

The documentation still says `doctrine/annotations` is required to use annotations.

The route config that was in `config/routes/annotations.yaml` is now in `config/routes.yaml`.

I think you should just update your `symfony/routing` recipe.""",
      T("Composer"), T("doctrine/annotations"), T("symfony/routing"),
      F("config/routes/annotations.yaml"), F("config/routes.yaml"),
      source="https://github.com/symfony/recipes/issues/1076", kind="issue"),
    # ---------------------------------------------------------------- ASP.NET Core
    R("""Using MapGet for error handlers doesn't work for unhandled errors thrown in Post endpoints

Secondly, in my .NET 6 Web API code I found that using MapGet like this:
    `app.MapGet("/error", (HttpContext context) =>...`
would not capture exceptions thrown in POST requests. Instead, a 405 would always be returned.

Changing it to Map like the following seemed to fix it:
   `app.Map("/error", (HttpContext context) =>...`

To check it was not just my code, I cloned this repository, added the following, and observed the same behavior:
```
app.MapPost("/throw/{statusCode?}", (int? statusCode) =>
    {
        throw statusCode switch
        {
            >= 400 and < 500 => new BadHttpRequestException(
                $"{statusCode} {ReasonPhrases.GetReasonPhrase(statusCode.Value)}",
                statusCode.Value),
            _ => throw new Exception("uh oh")
        };
    })
    .WithTags("Examples");
```""",
      T(".NET"), E("GET /error"), E("POST /throw/{statusCode?}"),
      source="https://github.com/DamianEdwards/MinimalApiPlayground/issues/20", kind="issue"),
    R("""Minimal APIs : Endpoint route returning 404 not found.

I have an ASP.NET Core 7 WebAPI that uses minimal  APIs however some endpoint routes are returning 404 Not Found even when the routes have been correctly configured.
```csharp
             var customers = app.MapGroup("/api/customers");
            //These two endpoints are returning 404 Not Found.
            customers.MapGet("/", [Authorize] async (ICustomerService service) =>
            {
                return await service.GetAllAsync();
            });
            customers.MapGet("/{id}",
                [Authorize] async (ICustomerService service, [FromRoute] string id) =>
            {
                var result = await service.GetByUserGuid(id);
            });
           //These two are working just fine
           app.MapPost("/api/login", [AllowAnonymous] async (ITokenService tokenService, [FromBody] TokenRequest request) =>
```""",
      T("ASP.NET"), T("C#"), E("GET /api/customers"), E("POST /api/login"),
      source="https://github.com/dotnet/aspnetcore/issues/45790", kind="issue",
      note="MapGet and MapPost give the method as a mapping annotation does; the group's '/{id}' is not written in full"),
    R("""Doesn't work

Following the directions I can't get the web to open once I add the following code to the program.cs page

using Microsoft.EntityFrameworkCore;
using ToDoApi;

var builder = WebApplication.CreateBuilder(args);
builder.Services.AddDbContext<TodoDb>(opt => opt.UseInMemoryDatabase("TodoList"));
var app = builder.Build();

app.MapGet("/todoitems", async (TodoDb db) =>
    await db.Todos.ToListAsync());

app.MapGet("/todoitems/complete", async (TodoDb db) =>
    await db.Todos.Where(t => t.IsComplete).ToListAsync());

app.MapPost("/todoitems", async (Todo todo, TodoDb db) =>
{
    db.Todos.Add(todo);
    await db.SaveChangesAsync();

    return Results.Created($"/todoitems/{todo.Id}", todo);
});

app.MapDelete("/todoitems/{id}", async (int id, TodoDb db) =>""",
      T("Entity Framework"), E("GET /todoitems"), E("GET /todoitems/complete"),
      E("POST /todoitems"), E("DELETE /todoitems/{id}"),
      source="https://github.com/dotnet/AspNetCore.Docs/issues/28930", kind="issue"),
    R("""HTTP Methods Overview in Quick Start

I tried out the following code provided in the doc

```
app.MapGet("/hello", () => "Hello World!");
app.MapGet("/todos", () => new { TodoItem = "Learn about routing", Complete = false });
app.MapPost("/todos", () => Result.Ok());
```

And I received the following error message-

> (6,29): error CS0103: The name 'Result' does not exist in the current context

I am currently using .NET 6. I'm going to delete my bin and obj files and do 'dotnet restore' to see if it will continue to happen.""",
      T(".NET"), E("GET /hello"), E("GET /todos"), E("POST /todos"),
      source="https://github.com/Minimal-APIs/minimal-apis.github.io/issues/67", kind="issue"),
    # ---------------------------------------------------------------- Quarkus
    R("""Application.properties quarkus.resteasy.path not working

**Describe the bug**
quarkus.resteasy.path is not working but found in several docs.

**Expected behavior**
quarkus.resteasy.path prefixes all Paths for javax.ws.rs

Steps to reproduce the behavior:
1. create simple quarkus app with resteasy-reactive
2. Create Resource with `@Path("/example")`
3. Configure `quarkus.resteasy.path` in `application.properties`

 - Output of `java -version`:
openjdk version "15.0.2" 2021-01-19
OpenJDK Runtime Environment AdoptOpenJDK (build 15.0.2+7)
 - Quarkus version or git rev:
 1.11.1.Final
 - Build tool (ie. output of `mvnw --version` or `gradlew --version`):
Apache Maven 3.6.3""",
      T("Quarkus"), T("RESTEasy Reactive"), T("OpenJDK"), T("Eclipse Temurin"), T("Maven"), T("Java"),
      source="https://github.com/quarkusio/quarkus/issues/14769", kind="issue",
      note="@Path without a method; gradlew is the template's alternative"),
    R("""Env variable "QUARKUS_RESTEASY_PATH" doesn't work, but parameter "-Dquarkus.resteasy.path=" works

If you want to add a base-path to your JAX-RS Rest Service then it works only with this steps:

- Write `quarkus.resteasy.path=/some-path` into your `application.properties` file.
- Same as java property with maven. like `mvn clean compile quarkus:dev -Dquarkus.resteasy.path=/some-path`

**But** if you use Environment variables, like `QUARKUS_RESTEASY_PATH="/some-path" mvn clean compile quarkus:dev`, **it doesn't work**.
If I pass the `QUARKUS_RESTEASY_PATH` environment variable to my quarkus docker container **it doesn't work**, too.""",
      T("Quarkus"), T("JAX-RS"), T("Maven"), T("Docker"),
      source="https://github.com/quarkusio/quarkus/issues/2842", kind="issue"),
    R("""%dev.quarkus.http.root-path profile override not propagated to RESTEasy Reactive Deployment.prefix

When `quarkus.http.root-path` is overridden using the `%dev.` inline profile prefix in `application.properties`, the Vert.x HTTP layer correctly mounts a sub-router at the specified path, but the RESTEasy Reactive `Deployment.prefix` retains the default value `/`. This causes all JAX-RS endpoints to return HTTP 404.

The same override works correctly when placed in a **profile-specific config file** (`application-dev.properties`).

| Config mechanism | Result |
|---|---|
| `%dev.quarkus.http.root-path=/my-app` in `application.properties` | **HTTP 404** (bug) |
| `quarkus.http.root-path=/my-app` in `application-dev.properties` | **HTTP 200** (works) |""",
      T("Quarkus"), T("RESTEasy Reactive"), T("Vert.x"), T("JAX-RS"),
      source="https://github.com/quarkusio/quarkus/issues/53132", kind="issue"),
    # ---------------------------------------------------------------- SvelteKit
    R("""Cryptic error when no route and using form enhance

When using the form `enhance` function a cryptic error occurs when there is no action associated with that route. I found this when I accidentally left a '+' sign off of a `page.server.js` page.

```
ReferenceError: error is not defined
    at Module.handle_action_json_request (/node_modules/@sveltejs/kit/src/runtime/server/page/actions.js:28:28)
    at Module.render_page (/node_modules/@sveltejs/kit/src/runtime/server/page/index.js:45:9)
    at async resolve (/node_modules/@sveltejs/kit/src/runtime/server/respond.js:362:17)
```

An error like `The form action 'default' at '/route' doesn't exist. Are you sure there's a '+page.server.js' file?`""",
      T("SvelteKit"),
      source="https://github.com/sveltejs/kit/issues/8713", kind="issue",
      note="the library's frames under node_modules are not the workspace's files"),
    R("""500 internal error using form actions from different directory when calling `fail()`

When i return a `fail()` inside a form action which is in a different directory than the `+page.svelte` itself i throws an error saying `TypeError: node.component is not a function`

I have two identical `+page.server.js` files one inside `/routes` and one inside `/routes/auth`.
It works as expected when the `+page.server.js` and `+page.svelte` files are inside the same directory.
I believe it's because of the url changing after the form submission to `/auth?/login` so it tries to load the `+page.svelte` file from the `/auth` directory which there is not thus throwing the `node.component is not a function` error.

I hope its clear what i mean i also made a live demo here: https://sveltekit-auth-ruby.vercel.app/""",
      T("SvelteKit"),
      source="https://github.com/sveltejs/kit/issues/8270", kind="issue"),
    R("""Support Importing Form Action Handlers with Automatic Path Resolution

When creating forms in SvelteKit, the action attribute requires specifying the exact path as a string, for example:

```Typescript
// +page.server.ts

export const actions = {
  createTask: async () => {
    // ...
  }
}
```

```Svelte
// +page.svelte

<form method="POST" action="?/createTask">
  <!-- form fields -->
</form>
```

This approach means developers must manually manage and update form action paths, which can become error-prone and tedious.

```Svelte
<script>
import { actions } from '$lib/server/+page.server.ts'; // not allowed, because server code should not be imported on the client
</script>
```""",
      T("SvelteKit"), T("Svelte"),
      T("TypeScript"),
      source="https://github.com/sveltejs/kit/issues/13754", kind="issue"),
    # ---------------------------------------------------------------- Go, Echo
    R("""Json Web Token middleware

Hey!

Any plans to have a built-in jwt middleware?

Yes, soon.

For me, it's quite exotic. And you can do it by yourself if needed.

i just using labstack/eho for its simplicity. if you want a fullstack framewrok then you can use [revel](https://revel.github.io/) or [beego](http://beego.me/)

Well in that case we could also just delete the basic auth middleware as well. I really wouldn't think JWT is such an exotic thing and I also wouldn't think it would make performance worse.

@alehano +1. Usually, auth is a very app specific thing anyway and there are already go specific libraries for OAuth or JWT.""",
      T("Echo"), T("Revel"), T("Beego"), T("JWT"), T("OAuth"), T("Go"),
      source="https://github.com/labstack/echo/issues/71", kind="issue",
      note="labstack/eho is the writer's misspelling of Echo"),
    # ---------------------------------------------------------------- Django REST, aiohttp
    R("""problem with Django Post

I receive this error:
Forbidden: /api/todos/
 "POST /api/todos/ HTTP/1.1" 403 45

Add settings.py with this:

REST_FRAMEWORK = {
    'DEFAULT_AUTHENTICATION_CLASSES': (
        'rest_framework.authentication.TokenAuthentication',

    )
}""",
      T("Django"), T("Django REST framework"), E("POST /api/todos/"),
      source="https://github.com/do-community/django-todo-react/issues/7", kind="issue",
      note="settings.py is a bare file name"),
    R("""Fix sequence save failure - PMT #112865

CSRF is disabled in MediaThread, but django-rest-framework uses
SessionAuthentication by default, which requires it. I wasn't able to
add CSRF to the project view, because we would need to add CSRF
middleware. But, I've made the api view exempt from csrf checking.""",
      T("Django REST framework"),
      source="https://github.com/ccnmtl/mediathread/pull/1547", kind="issue"),
    R("""Call csrf_exempt on DjangoResource.as_view.

For any custom endpoints that are not HTTP GET, csrf exemption
is needed or the call will fail with HTTP 403.

One might argue that this fix smells like someone wanting to implement rpc-like endpoints and one would not be necessarily wrong :) Nevertheless, API endpoints should not be protected with CSRF and this fix is consistent with `as_list` and `as_detail` methods.

I haven't written a test because FakeHTTPRequest does not trigger CSRF so it wasnt just a case of writing another test; if you find this pull request valid I would like to implement proper tests.""",
      source="https://github.com/toastdriven/restless/pull/22", kind="issue",
      note="DjangoResource is the project's own class; no technology named as such"),
    R("""AttributeError: 'NoneType' object has no attribute 'handle_expect_header'

When running this code (modified from one of the examples):

```
#!/usr/bin/env python3
import asyncio
from aiohttp.web import Application, Response, StreamResponse

def simple(request):
    return Response(body=b'Simple answer')

@asyncio.coroutine
def init(loop):
    app = Application(loop=loop)
    app.router.add_route('POST', '/simplepost', simple)
    app.router.add_route('GET', '/simpleget', simple)

    handler = app.make_handler()
    srv = yield from loop.create_server(handler, '127.0.0.1', 8080)
    return srv, handler
```

This http request:

```
POST /simpleget HTTP/1.1
User-Agent: curl/7.35.0
Host: localhost:8080
Expect: 100-continue
```""",
      T("Python"), T("aiohttp"), T("asyncio"), E("POST /simplepost"), E("GET /simpleget"),
      E("POST /simpleget"),
      source="https://github.com/aio-libs/aiohttp/issues/340", kind="issue",
      note="the request sent POST to the GET route: both are written with their methods"),
    R("""Error with no stack trace

I'm running an aiohttp based server and occasionally I see the following error pop up:

```
Error handling request
Traceback (most recent call last):
  File "/usr/local/lib/python3.5/dist-packages/aiohttp/web_protocol.py", line 271, in data_received
    messages, upgraded, tail = self._request_parser.feed_data(data)
  File "aiohttp/_http_parser.pyx", line 295, in aiohttp._http_parser.HttpParser.feed_data
aiohttp.http_exceptions.BadStatusLine: invalid HTTP method
```

The code that I'm running is something along the lines of:

```
async def blah(request):
    # do stuff
    return web.Response(text="Got request")

app = web.Application()
app.router.add_post('/', blah)
web.run_app(app)
```

1. `async def blah`
2. you defined POST handler, and seems you tried GET request.

I send the data as:

`requests.post(endpoint, data={'data': to_send})`""",
      T("aiohttp"), T("Requests"), E("POST /"),
      source="https://github.com/aio-libs/aiohttp/issues/2644", kind="issue",
      note="aiohttp's own sources in the trace are not the workspace's files"),
    R("""Index page gives 500 Internal Server Error

```python
Traceback (most recent call last):
  File "/Users/nazar/.virtualenvs/datacoll/lib/python3.6/site-packages/aiohttp/web_protocol.py", line 381, in start
    resp = await self._request_handler(request)
  File "/Users/nazar/.virtualenvs/datacoll/lib/python3.6/site-packages/aiohttp/web_app.py", line 322, in _handle
    resp = await handler(request)
  File "/Users/nazar/Work/Devel/datacoll/pydatacoll/api_server.py", line 119, in get_index
    route._path))
AttributeError: 'ResourceRoute' object has no attribute '_path'
```

I got the same errors, any help?""",
      T("aiohttp"),
      T("Python"),
      source="https://github.com/timercrack/pydatacoll/issues/24", kind="issue",
      note="every path of the trace is absolute"),
    # ---------------------------------------------------------------- Micronaut, Javalin
    R("""Page not found when converting existing spring boot application to use micronaut

I took an existing spring boot application and am trying to use the micronaut-spring annotations to convert it to use micronaut. I have stripped it down to a really basic healthcheck endpoint. I don't see any compilation errors, and the app starts up successfully. When I hit the healthCheck endpoint, it says its not found. I'm running the mvn command with -e and -X to try and get as much logging as possible.

http://localhost:8080/healthCheck
{"message":"Page Not Found","_links":{"self":{"href":"/healthCheck","templated":false}}}

output from console:

12:37:47.566 [nioEventLoopGroup-1-4] DEBUG io.micronaut.http.server.netty.NettyHttpServer - Server localhost:8080 Received Request: GET /healthCheck
12:37:47.568 [nioEventLoopGroup-1-4] DEBUG io.micronaut.http.server.netty.RoutingInBoundHandler - Matching route GET - /healthCheck""",
      T("Spring Boot"), T("Micronaut"), T("micronaut-spring"), T("Maven"), T("Netty"),
      E("GET /healthCheck"),
      source="https://github.com/micronaut-projects/micronaut-spring/issues/124", kind="issue"),
    R("""Endpoints on root context don't match

After upgrading our apps to micronaut 2.1.* we encountered that applications that run
on root context "/" no longer serve our list endpoint as it doesn't find the route.
Changing the controller root uri to anything else makes it work again.

1. Create a controller on as below:

```groovy
@Controller("/")
class RootController {

    @Get("/{?paginationCommand*}")
    HttpResponse<Collection<String>> list(@Valid @Nullable PaginationCommand paginationCommand) {
        HttpResponse.ok(["will", "this", "work"])
    }
}
```
2. Call the list endpoint

`curl -v http://localhost:8080/`

```
> GET / HTTP/1.1
> Host: localhost:8080
> User-Agent: curl/7.71.1
< HTTP/1.1 404 Not Found
```""",
      T("Micronaut"), T("Groovy"), E("GET /{?paginationCommand*}"), E("GET /"),
      source="https://github.com/micronaut-projects/micronaut-core/issues/4463", kind="issue",
      note="the handler's route as written, and the request curl printed"),
    R("""index.html not resolved as root path unless micronaut.router.static.resources.mapping /**

Configure: `src/main/resources/application.yml`:

```
micronaut:
    application:
        name: micronaut
    server:
        port: 8081
    router:
        static:
            resources:
                enabled: true
                mapping: /static/**
                paths: classpath:public
```

Create a file `src/main/resources/public/index.html`:

```
<!DOCTYPE html>
<html>
<head>
    <title>Micronaut</title>
</head>
</html>
```""",
      T("Micronaut"), F("src/main/resources/application.yml"), F("src/main/resources/public/index.html"),
      source="https://github.com/micronaut-projects/micronaut-core/issues/553", kind="issue"),
    R("""/routes not working.

I have this sample hello world project in micronaut. After I added the _micronaut-management_ dependency, I tried to enter to _http://localhost:8080/routes_ to see all my endpoints. but It shows me _This page isn’t working_.
Steps to reproduce:
1- Create a micronaut project using https://micronaut.io/launch , (Java 8 and maven).
2- Add the _micronaut-management_ dependency to the pom.xml .
3- run the application and enter to _http://localhost:8080/routes_ .""",
      T("Micronaut"), T("micronaut-management"), T("Java"), T("Maven"),
      source="https://github.com/micronaut-projects/micronaut-core/issues/7238", kind="issue"),
    R("""Help with migrating from Sparkjava

I currently use Sparkjava for one of my projects but now consider to migrate it to Javalin.

Unfortunately could I not find a tutorial on the docs on what you need to look out for and what could be key-differences between Sparkjava and Javalin.

Key issues I found so far that make me struggle are:
- No way of a generic exception-handling? Like I have to define each exception? Or do I use the Exception class?

This document outlines some of the differences between the two projects: https://javalin.io/comparisons/sparkjava. It's not really meant as migration guide, but it should help.

Correct, you can use the `Exception` class if you want a catchall.""",
      T("Spark Java"), T("Javalin"),
      source="https://github.com/javalin/javalin/issues/1159", kind="issue"),
    R("""access path throw exception addStaticFiles using staticFileConfig

I added a static file handler, maps /log to a local directory

```
Javalin.create(config -> {
  config.addStaticFiles(staticFiles -> {
    staticFiles.hostedPath = "/log";
    staticFiles.directory = "data/log";
    staticFiles.location = Location.EXTERNAL;
  });
});
```

access `http://127.0.0.1/log/server.log`, return file of /log/server.log
access `http://127.0.0.1/log`, throws java.lang.NullPointerException and return 404 not found

this is the console output I have with enableDevLogging

```
[main] INFO io.javalin.Javalin - JAVALIN HANDLER REGISTRATION DEBUG LOG: BEFORE[*]
[main] INFO org.eclipse.jetty.util.log - Logging initialized @963ms to org.eclipse.jetty.util.log.Slf4jLog
[main] INFO io.javalin.Javalin - JAVALIN HANDLER REGISTRATION DEBUG LOG: GET[/apis/{message}]
```""",
      T("Javalin"), T("Jetty"), E("GET /apis/{message}"),
      source="https://github.com/javalin/javalin/issues/1646", kind="issue",
      note="the registration log gives GET for its route; data/log is a directory"),
    # ---------------------------------------------------------------- Slim
    R("""Group middleware doesn't apply to all nested groups

I came across a strange bug in Slim 4.0.0. It seems like group middleware is only running for the first nested group. I.e. `/api/works/test` outputs "Middleware ran successfully", but `/api/does_not_work/test` returns an empty response. Here's my code:

```php
use Slim\\Factory\\AppFactory;
use Slim\\Routing\\RouteCollectorProxy;

require '../../vendor/autoload.php';

$app = AppFactory::create();

$app->group('/api', function (RouteCollectorProxy $app) {
    $app->group('/works', function (RouteCollectorProxy $app) {
        $app->get('/test', function (Request $request, Response $response) {
            return $response;
        });
    });

    $app->group('/does_not_work', function (RouteCollectorProxy $app) {
        $app->get('/test', function (Request $request, Response $response) {
            return $response;
        });
    });
});

$app->run();
```""",
      T("Slim Framework"), E("GET /api/works/test"), E("GET /api/does_not_work/test"),
      T("PHP"),
      source="https://github.com/slimphp/Slim/issues/2775", kind="issue",
      note="the nested groups' prefixes apply to the get routes"),
    R("""Middleware for group?

> Note this is for Slim 3

It is amazing that this works (I nearly asked if it could be done, but decided to test rather than ask), and can be seen in the below code sample, which is tested as working with `slim/slim:3.0-beta1`

``` php
<?php

require_once __DIR__.'/vendor/autoload.php';

$app = new \\Slim\\App();

$app->group('/utils', function () use ($app) {
    $app->get('/date', function ($request, $response) {
        return $response->write(date('Y-m-d H:i:s'));
    });
    $app->get('/time', function ($request, $response) {
        return $response->write(time());
    });
});
```""",
      T("Slim Framework"), T("PHP"),
      source="https://github.com/slimphp/Slim/issues/1341", kind="issue",
      note="the routes' full paths under the group are not written"),
    R("""Possible issue on middleware in route inside a group

I have a group and inside different routes, I need to apply a middleware to a group and other in a route inside of this group, like this:

```
$app->group('/route1', function () {

  $this->post('/route2/', function ($req, $res, $args) {
    //some code
  })->add($middleware2);

  $this->post('/route3/', function ($req, $res, $args) {
    //some code
  });

})->add($middleware1);
```

This return to me a 500 always, only if I put the $middleware2.

I use Slim 3.10.0 and PHP 7""",
      T("Slim Framework"), T("PHP"),
      source="https://github.com/slimphp/Slim/issues/2435", kind="issue",
      note="the routes' full paths under the group are not written"),
    R("""Build API shell: grape decisions

*decide on grape format: URL, accept-version, path ??

Grape does not support multiple methods, so we will use URL versions, e.g. /api/v1/ /api/v2/,...""",
      T("Grape"),
      source="https://github.com/Duke-Translational-Bioinformatics/duke-data-service/issues/62", kind="issue"),
    # ---------------------------------------------------------------- Airflow
    R("""Web server keeps having import errors

**Which chart**:
[airflow] version 4.4.3

**Describe the bug**
Web UI displays broken dag errors while airflow list_dags runs without any problem.
No dagbag.py errors found in the airflow-webserver.log either.

**To Reproduce**
deploy helm chart

Every time we deploy it, the web UI keep displays Broken Dag error we had before. We installed related oracle package and some folders in our own image based on bitnami's airflow image, the errors displayed should be gone now.

We have switched to the latest version of the chart and have figured out that the errors in the table import_error were coming from the scheduler. Now everything is good.""",
      T("Airflow"), T("Helm"), T("Bitnami"),
      source="https://github.com/bitnami/charts/issues/2350", kind="issue",
      note="'related oracle package' is too vague to name a tool"),
    R("""Dag Import error in UI with unreal message Airflow 2.02

I don't think this error should happen. For me, it seems that the scheduler is trying to execute somehow the query before actually running it, but I don't think this import error is useful at all and I don't see how this could be related to my local deployment.

Are you running the "get_pandas_df" at the top-level of your DAG file? if so, then yes - scheduler will try to execute it while parsing the DAG. DAG is "imported" and "executed" by the scheduler regularly. All the processing should happen in the operator's "execute()'' methods (either operators you use or the custom operators you write).""",
      T("Airflow"),
      source="https://github.com/apache/airflow/issues/15649", kind="issue",
      note="get_pandas_df is a hook's method, not pandas named"),
    # ---------------------------------------------------------------- React Native
    R("""App: App setup fails at Gradle

**Describe the bug**
When building the gradle files and attempting to start up Metro it will fail the build.

**Expected behavior**
Metro bundler should start up and run without issue so that React Native App can run.

**To Reproduce**
Steps to reproduce the behavior:
0. clone, install, serve app locally
1. cd app/Domits
2. npx react-native start
3. (when metro finishes) press "a"
4. Build will fail with exception

**Desktop (please complete the following information):**
 - OS: Windows
 - Browser N/A
 - Version JDK-17

**Additional context**
When trying to fix this issue, other issues appeared such as incorrect JDK version, which were eventually resolved by installing the correct JDK (17) and changing JDK path.""",
      T("Gradle"), T("Metro"), T("React Native"), T("Windows"), T("JDK"),
      source="https://github.com/domits1/Domits/issues/1553", kind="issue",
      note="the template's OS line, filled in, names Windows"),
    R("""Release app crashing

can you comment this line from: "../../node_modules/react-native/react.gradle" and try react bundle command try full path of index.js file

@hariegnify, wow! it seems to work.

```
$ react-native bundle --platform android --dev false --entry-file index.js --bundle-output android/app/src/main/assets/index.android.bundle --assets-dest android/app/src/main/res
Loading dependency graph, done.
Loading dependency graph...info Writing bundle output to:, android/app/src/main/assets/index.android.bundle
info Done writing bundle output
info Copying 11 asset files
```

Running from Android Studio, worked. I'm creating a new release...""",
      T("React Native"), T("Android Studio"), F("android/app/src/main/assets/index.android.bundle"),
      source="https://github.com/react/react-native/issues/24505", kind="issue",
      note="the node_modules path is the library's file"),
    R("""Android - Error bundling

Environment:
  OS: macOS High Sierra 10.13.3
  Node: 8.4.0
  Yarn: 0.27.5
  npm: 5.6.0
  Watchman: 4.7.0
  Xcode: Xcode 9.2 Build version 9C40b
  Android Studio: 2.3 AI-162.4069837

Packages: (wanted => installed)
  react: 16.2.0 => 16.2.0
  react-native: 0.53.0 => 0.53.0

Steps to Reproduce:

1. Run react-native run-android

The app starts and is a white screen, with the Metro bundler stuck at zero displaying this error message

```
error: bundling failed: Error
    at DependencyGraph.getAbsolutePath (/Users/awhiteman/Desktop/FSLocator/node_modules/metro/src/node-haste/DependencyGraph.js:304:11)
 BUNDLE  [android, dev] ./index.js ░░░░░░░░░░░░░░░░ 0.0% (0/1), failed.
```""",
      T("macOS"), T("Node.js"), T("Yarn"), T("npm"), T("Watchman"), T("Xcode"), T("Android Studio"),
      T("React"), T("React Native"), T("Metro"),
      source="https://github.com/react/react-native/issues/18045", kind="issue",
      note="./index.js is the bundle's entry as Metro prints it"),
    # ---------------------------------------------------------------- Julia
    R("""Work around precompiling packages with no `version` entry

While experimenting with non-precompiled stdlibs, I found that a
`Project.toml` that has no `version` entry set will cause `precompile()`
to fail in a nasty way.

Does this fix https://github.com/JuliaLang/Pkg.jl/issues/2146?

Probably; that error looks exactly like the one I worked around.""",
      source="https://github.com/JuliaLang/Pkg.jl/pull/2251", kind="issue",
      note="Pkg.jl only in a link; Project.toml is a bare file name"),
    R("""Feature request: `Pkg.precompile(; throw_error = true)`

Currently, if I do `julia -e 'import Pkg; Pkg.precompile()'`, if one or more of the packages in my manifest fails to precompile, the Julia process will still exit with exit code zero.

I'd like to have the ability to do something like `Pkg.precompile(; throw_error = true)`, in which case if one or more of the packages in my manifest fails to precompile, the `Pkg.precompile` function will throw an exception, and thus the Julia process will exit with nonzero exit code.""",
      T("Julia"), T("Pkg.jl"),
      source="https://github.com/JuliaLang/Pkg.jl/issues/3026", kind="issue"),
    R("""Precompilation error `ArgumentError: Invalid header in cache file ...`

I have a julia project that refuses to `] precompile`. It appears as though Julia is creating cache files which it later fails to parse.

odecontrol is the name of the top-level project. I completely deleted ~/.julia prior to running this as well. I see the same error when running `] build` as well.

**Reproduction:**
1. Clone https://github.com/samuela/research/tree/b2ff21c3e5a098ba4feca38b79879f95b46ffdb3.
2. `cd julia/odecontrol`
3. `nix-shell`
4. `rm -rf ~/.julia`
5. `julia --project`, and then `] precompile`

```
julia> versioninfo()
Julia Version 1.6.2
Platform Info:
  OS: Linux (x86_64-pc-linux-gnu)
  LLVM: libLLVM-11.0.1 (ORCJIT, skylake-avx512)
```""",
      T("Julia"), T("Nix"), T("Linux"),
      source="https://github.com/JuliaLang/julia/issues/42051", kind="issue",
      note="the OS field counts, as part 9's rule has it; the LLVM line is Julia's own build"),
    # ---------------------------------------------------------------- test collection, Angular, Nuxt, Kotlin
    R("""`pytest tests/` aborts the WHOLE suite: test_core_deps.py does a bare `from conftest import ...` that binds tests/e2e/conftest.py

tests/test_core_deps.py bound the core-dependency guard helpers with a bare
`from conftest import`. tests/ is not a package and tests/e2e/conftest.py
exists, so under `pytest tests/` the name `conftest` resolves to the e2e
shim, which lacks the helpers. Collection aborts with
"Interrupted: 1 error during collection", exit 2, zero tests run. CI stayed
green only because it runs `pytest tests/ --ignore=tests/e2e`.

tests/conftest.py is a gate-integrity protected path and is left untouched.
The helpers are imported from tests/conftest.py by absolute file path, so the
binding is deterministic regardless of which conftest pytest places on
sys.path first.

PROOF (uv run --no-sync):
  red   : pytest tests/ --collect-only -q                    -> exit 2""",
      T("pytest"), T("uv"), F("tests/test_core_deps.py"), F("tests/e2e/conftest.py"), F("tests/conftest.py"),
      source="https://github.com/jaylfc/taOS/pull/2578", kind="issue"),
    R("""Bare 'from conftest import' breaks CANONICAL_BASELINE_CMD collection — 51 tests invisible

Two test files use a bare `from conftest import ...`. That name binds to whichever `conftest.py`
pytest loaded first, so when `tests/unit` and `tests/integration` are collected together — which is
exactly the repo's own `CANONICAL_BASELINE_CMD` — both files raise `ImportError` and pytest aborts
collection with exit code 2.

```
$ pytest tests/unit tests/integration -q --tb=line --co
ERROR tests/unit/genai/test_genai_client.py
ERROR tests/unit/genai/test_soft_failure_thresholds.py
!!!!!!!!! Interrupted: 2 errors during collection !!!!!!!!!
```

The error itself names the wrong conftest explicitly:

```
tests/unit/genai/test_genai_client.py:20: in <module>
    from conftest import GenAIClient, SoftFailureTracker, _extract_json_from_response
E   ImportError: cannot import name 'GenAIClient' from 'conftest'
    (/Users/akaszubski/Dev/autonomous-dev/tests/integration/conftest.py)
```""",
      T("pytest"), F("tests/unit/genai/test_genai_client.py"),
      F("tests/unit/genai/test_soft_failure_thresholds.py"),
      source="https://github.com/akaszubski/autonomous-dev/issues/1666", kind="issue"),
    R("""pytest 5.2.3 collects module __init__.py that 5.2.2 didn't

My project has a submodule a few levels down which imports a missing module. This submodule is unused and never gets imported by test code. pytest 5.2.3 is trying to collect it when pytest 5.2.2 ignored it.

Minimal example:
```bash
mkdir mymodule
echo "raise ImportError" > mymodule/__init__.py
pip install "pytest==5.2.3"
pytest
```

output:
```
________________________________ ERROR collecting tmp/mymodule/__init__.py _________________________________
ImportError while importing test module '/Users/frazer/tmp/mymodule/__init__.py'.
Traceback:
mymodule/__init__.py:1: in <module>
    raise ImportError
E   ImportError
```""",
      T("pytest"), T("pip"), F("mymodule/__init__.py"),
      source="https://github.com/pytest-dev/pytest/issues/6195", kind="issue"),
    R("""pytest collection fails with 18 "import file mismatch" errors

Running plain `pytest` from a fresh clone stops with 18 collection errors like:

```
imported module 'test_asvspoof' has this __file__ attribute:
  ...\\test\\test_metrics\\test_asvspoof.py
which is not the same as the test file we want to collect:
  ...\\test\\test_pipeline\\test_asvspoof.py
```

test_metrics/ and test_pipeline/ share 17 file names, and test_general.py exists in both test/ and test_pipeline/, so pytest's default prepend import mode can't import the second copy of each. setup.cfg points testpaths at test/, and CI only runs test_definition.py, which is probably why it hasn't come up.

Seen with Python 3.13.12 and pytest 9.1.1 on Windows, but it's not platform specific. Adding an empty __init__.py to each test dir fixes collection (same 284 tests, zero errors); --import-mode=importlib or renaming the pipeline files would work too.""",
      T("pytest"), T("Python"), T("Windows"),
      source="https://github.com/wavlab-speech/versa/issues/89", kind="issue",
      note="the paths the message gives are elided ('...\\\\test'), the rest bare names"),
    R("""errors on the build process

after running npm install in the app directory, I tried running npm run dev. I get all these errors after the last successful line 497. Am I missing something obvious?

 [497] ./~/redux-logger/lib/index.js 8.49 kB {1} [built] -- worked
ERROR in /home/michael/git/rangle_angular2/ngCourse2/app/src/mocks/mock-router-provider.ts
(41,7): error TS2346: Supplied parameters do not match any signature of call target.

ERROR in ./src/components/task-edit/task-edit.ts
(8,3): error TS2305: Module '"/home/michael/git/rangle_angular2/ngCourse2/app/node_modules/@angular/common/index"' has no exported member 'FORM_BINDINGS'.

ERROR in ./src/components/task-add/task-add.ts
(4,3): error TS2305: Module '"/home/michael/git/rangle_angular2/ngCourse2/app/node_modules/@angular/common/index"' has no exported member 'FORM_BINDINGS'.""",
      T("npm"), T("Angular"), T("redux-logger"), T("TypeScript"),
      F("./src/components/task-edit/task-edit.ts"), F("./src/components/task-add/task-add.ts"),
      source="https://github.com/rangle/ngCourse2/issues/280", kind="issue",
      note="TypeScript through its TS error codes; the webpack line's ./~/ path is a dependency's"),
    R("""Build fails missing .nuxt/tsconfig.json

- Operating System: `Linux`
- Node Version:     `v14.18.0`
- Nuxt Version:     `3-3.0.0-27237303.6acfdcd`
- Package Manager:  `Yarn`
- Bundler:          `Webpack`

Build fails with a plugin and tsconfig.json extending generated .nuxt/tsconfig.json

Using a starter with `tsconfig.json` with :

```json
{
  "extends": "./.nuxt/tsconfig.json"
}
```

And adding a simple `plugins/test.ts` :

```ts
import { defineNuxtPlugin } from '#app'
export default defineNuxtPlugin(nuxt => {})
```

Running `yarn dev` is OK, but `yarn build` fails

```
 ERROR  [vite:esbuild] failed to resolve "extends":"./.nuxt/tsconfig.json" in /home/bicou/tmp/nuxt3-app/tsconfig.json
file: /home/bicou/tmp/nuxt3-app/plugins/test.ts
```""",
      T("Nuxt"), T("Node.js"), T("Yarn"), T("Webpack"), T("Vite"), T("esbuild"), T("Linux"),
      F(".nuxt/tsconfig.json"), F("plugins/test.ts"),
      T("TypeScript"),
      source="https://github.com/nuxt/framework/issues/1048", kind="issue"),
    R("""Vue Vite plugin is causing type errors

I'm using a nuxt project I created from the default template, however I get a similar error. I am unable to both run the development server or build the site for production without it erroring out.

File: nuxt.config.ts

```ts
export default defineNuxtConfig({
    modules: [
        '@nuxt/eslint',
        '@nuxt/ui'
    ],
    ssr: false,
    css: [ '~/assets/css/main.css' ],
    srcDir: 'src/',
    typescript: {
        typeCheck: true
    }
})
```""",
      T("Nuxt"), T("@nuxt/eslint"), T("Nuxt UI"), T("Vue"), T("Vite"),
      F("~/assets/css/main.css"),
      T("TypeScript"),
      source="https://github.com/nuxt/ui/issues/2560", kind="issue",
      note="Nuxt's ~/ is the source directory's alias, not the home directory"),
    R("""Using Vite config inside of nuxt.config causes error

After seeing:
` WARN  Using vite.config.ts is not supported together with Nuxt. Use options.vite instead.`

I moved my config into my `nuxt.config` file, however I am getting an error with `vite-plugin-vue-inspector` which doesn't occur when my vite config is in a separate file.

When using `vite:` config within nuxt.config.ts, a pre-transform error on `Overlay.vue` template is seen

Why do you need to specify the Vue plugin? It should come bundled with Nuxt as default.

Because I am compiling vue SFC files and Vite doesn't know (by default) how to handle them. If I remove it, I cannot use autoprefixer,""",
      T("Vite"), T("Nuxt"), T("vite-plugin-vue-inspector"), T("Vue"), T("Autoprefixer"),
      source="https://github.com/nuxt/nuxt/issues/29601", kind="issue"),
    R("""broken when using nuxt/components together

Fix `test/fixture/nuxt.config.js`

```
$ git diff test
diff --git a/test/fixture/nuxt.config.js b/test/fixture/nuxt.config.js
--- a/test/fixture/nuxt.config.js
+++ b/test/fixture/nuxt.config.js
@@ -1,5 +1,6 @@
 import viteModule from '../../src'
 export default {
+  components: true,
   buildModules: [
     viteModule
   ],
```

I got an error.
```
 RUNS  test/index.test.ts
[error] Client compiled with errors: Build failed with 1 error:
test/fixture/.nuxt/0o1wutbk/index.js:15:7: error: No matching export for import "default"
```""",
      T("Git"), T("Nuxt"), T("@nuxt/components"), F("test/fixture/nuxt.config.js"), F("test/index.test.ts"),
      source="https://github.com/nuxt/vite/issues/13", kind="issue",
      note="the generated .nuxt build file is not a file of the workspace"),
    R("""Task :buildSrc:compileKotlin FAILED - Unresolved reference: main

I'm mostly a newbie to Android Studio trying to setup and test twilio-verify-android project.

While starting daemon step, the process failed with following message to `ktlint.gradle.kts` file:

```
Starting Gradle Daemon...
> Task :buildSrc:compileKotlin FAILED
e: file:///D:/DevareaLocal/GIT/twilio-verify-android/buildSrc/src/main/kotlin/plugins/ktlint.gradle.kts:30:5 Unresolved reference: main

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':buildSrc:compileKotlin'.
> A failure occurred while executing org.jetbrains.kotlin.compilerRunner.GradleCompilerRunnerWithWorkers$GradleKotlinCompilerWorkAction
```""",
      T("Android Studio"), T("ktlint"), T("Gradle"), T("Kotlin"),
      source="https://github.com/twilio/twilio-verify-android/issues/226", kind="issue",
      note="the compiler gives the script's absolute file URL"),
    R("""Compilation error

When compiling using gradle, I get the following error:
```
e: D:\\IDEA Project\\live-platform\\platform\\processor\\live-instrument\\src\\main\\kotlin\\spp\\processor\\live\\impl\\instrument\\LiveBreakpointAnalyzer.kt: (38, 40): Unresolved reference: sourceAsLineNumber
```

I'm not seeing any reason this should be happening. Try `./gradlew -p protocol clean` to delete the protocol build and recompile with `./gradlew -p platform assemble`.""",
      T("Gradle"),
      source="https://github.com/sourceplusplus/sourceplusplus/issues/547", kind="issue"),
    R("""Unresolved reference: KotlinVersion

I use intelliJ IDEA 2020.3，i succeed in downloading the grandle, however, when it was building , it showed an error that build.gradle.kts:11:27: Unresolved reference: kotlinVersion.
i would like to ask that what`s that problem?

It sounds like it's not picking up `kotlinVersion` from `buildSrc`. Does it build properly if you run `gradlew.bat build` instead?

Make sure you have a JDK ([GraalVM](https://www.graalvm.org/downloads/) for example) installed, and the Kotlin plugin installed for [IntelliJ](https://www.jetbrains.com/idea/).""",
      T("IntelliJ IDEA"), T("Gradle"), T("JDK"), T("GraalVM"), T("Kotlin"),
      source="https://github.com/adambrown/WorldKit/issues/2", kind="issue",
      note="grandle is the writer's misspelling of Gradle"),
    # ---------------------------------------------------------------- Bevy and Rust build errors
    R("""error[E0308]: mismatched types

error[E0308]: mismatched types
   --> src\\mesh_material\\mod.rs:242:18
    |
242 |             min: self.position - self.radius,
    |                  ^^^^^^^^^^^^^^^^^^^^^^^^^^^ expected struct `glam::f32::vec3::Vec3`, found struct `bevy::prelude::Vec3`
    |
    = note: struct `bevy::prelude::Vec3` and struct `glam::f32::vec3::Vec3` have similar names, but are actually distinct types
note: struct `bevy::prelude::Vec3` is defined in crate `glam`

I got it
cargo was compiling bvh 0.7.2 but should compile 0.7.1
change:
```
bvh = "0.7.1"
```
to:

```
bvh = "= 0.7.1"
```""",
      T("Bevy"), T("glam"), T("Cargo"), T("bvh"), F("src\\mesh_material\\mod.rs"),
      source="https://github.com/cryscan/bevy-hikari/issues/93", kind="issue"),
    R("""Mismatched type error when trying to run the example: expected `Vec<Vec3>`, found `Vec<(UVec2, u16)>`

Hey there, I was trying to run the example code on bevy 0.10.1 and I ran into this issue with the following line when trying to run it:

```rust
error[E0308]: mismatched types
   --> src/systems/movement.rs:201:25
    |
201 |             return Some(path);
    |                    ---- ^^^^ expected `Vec<Vec3>`, found `Vec<(UVec2, u16)>`
    |
    = note: expected struct `Vec<bevy::prelude::Vec3>`
               found struct `Vec<(UVec2, u16)>`
note: tuple variant defined here
   --> /home/pz/.rustup/toolchains/stable-x86_64-unknown-linux-gnu/lib/rustlib/src/rust/library/core/src/option.rs:571:5
    |
571 |     Some(#[stable(feature = "rust1", since = "1.0.0")] T),
    |     ^^^^

For more information about this error, try `rustc --explain E0308`.
```""",
      T("Bevy"), T("Rust"), F("src/systems/movement.rs"),
      source="https://github.com/TheGrimsey/oxidized_navigation/issues/8", kind="issue",
      note="the standard library's frame is an absolute path"),
    R("""mismatched types when running the examples on a fresh checkout

```sh
❯ cargo run --release --example basic
```

```
error[E0308]: mismatched types
   --> src/debug/camera.rs:105:30
    |
105 |         transform.rotation = rotation;
    |         ------------------   ^^^^^^^^ expected struct `bevy::prelude::Quat`, found struct `dolly::glam::Quat`
    |
    = note: struct `dolly::glam::Quat` and struct `bevy::prelude::Quat` have similar names, but are actually distinct types
note: struct `dolly::glam::Quat` is defined in crate `glam`
```

I think this issue is outdated and no longer a problem.""",
      T("Cargo"), T("Bevy"), T("dolly"), T("glam"), F("src/debug/camera.rs"),
      source="https://github.com/kurtkuehnert/bevy_terrain/issues/2", kind="issue"),
    R("""error[E0308]: mismatched types

error[E0308]: mismatched types
   --> crates\\bevy_ecs\\src\\query\\iter.rs:253:37
    |
253 |     pub fn fetch_next(&mut self) -> Option<[QueryItem<'_, Q>; K]>
    |                                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ lifetime mismatch

For more information about this error, try `rustc --explain E0308`.
error: could not compile `bevy_ecs` due to previous error
warning: build failed, waiting for other jobs to finish...
error: build failed

What's your rust version, and bevy version? Have you tried updating `rustc`?

D:\\Program Files\\rust>cargo -V
cargo 1.57.0 (b2e52d7ca 2021-10-21)""",
      T("Rust"), T("Bevy"), T("Cargo"), F("crates\\bevy_ecs\\src\\query\\iter.rs"),
      source="https://github.com/bevyengine/bevy/issues/4654", kind="issue",
      note="rustc is Rust's compiler"),
    # ---------------------------------------------------------------- Rails backtraces
    R("""Api::ErrorsController#from_ember (NoMethodError) "undefined method `[]' for nil:NilClass"

## Stack Trace
[app].../app/controllers/api/errors_controller.rb:34:in `backtrace_as_array'
[app].../app/controllers/api/errors_controller.rb:6:in `from_ember'
[bundle].../gems/actionpack-4.2.3/lib/action_controller/metal/implicit_render.rb:4:in `send_action'
[bundle].../gems/actionpack-4.2.3/lib/abstract_controller/base.rb:198:in `process_action'
[bundle].../gems/activesupport-4.2.3/lib/active_support/callbacks.rb:115:in `call'""",
      F("app/controllers/api/errors_controller.rb"),
      source="https://github.com/NullVoxPopuli/aeonvera/issues/382", kind="issue",
      note="the bundle's frames are gems' files; nothing names a tool in prose"),
    R("""[hackatime/production] NoMethodError: undefined method 'red?' for nil

## Backtrace

    line 66 of [PROJECT_ROOT]/app/views/leaderboards/index.html.erb: block in _app_views_leaderboards_index_html_erb__3234014923604310505_271560
    line 65 of [PROJECT_ROOT]/app/views/leaderboards/index.html.erb: Array#each
    line 65 of [PROJECT_ROOT]/app/views/leaderboards/index.html.erb: Enumerable#each_with_index

[View full backtrace and more info at honeybadger.io](https://app.honeybadger.io/projects/132098/faults/121387713)""",
      T("Honeybadger"), F("app/views/leaderboards/index.html.erb"),
      source="https://github.com/hackclub/hackatime/issues/351", kind="issue"),
    # ---------------------------------------------------------------- ESLint
    R("""feat: enable exhaustive-deps, but ignore all current errors

Generally, `react-hooks/exhaustive-deps` eslint rule is very useful, but for historical reasons it's not always followed in our SDK. We can't fix every place this rule is violated, but at least we want to have exhaustive deps moving forward.

All changes were made automatically (and manually reviewed afterwards):

1. Enable `react-hooks/exhaustive-deps`
2. Export all linting errors to `lint.json`:

```sh
npx eslint 'src/**/*.{js,ts,tsx,md}' -f json -o lint.json
```

3. Use this script to add in-place ignores:

```js
const json = require('./lint.json');
const fs = require('fs');
```""",
      T("ESLint"), T("eslint-plugin-react-hooks"), F("./lint.json"),
      T("JavaScript"),
      source="https://github.com/GetStream/stream-chat-react/pull/2244", kind="issue",
      note="the plugin through its rule's prefix react-hooks/; the glob is no file"),
    # ---------------------------------------------------------------- Go: undefined names
    R("""Error messages when attempting to run the application

When I attempt to execute `go run main.go`, I get the following error messages:

```
./main.go:30:24: undefined: getBirdHandler
./main.go:31:24: undefined: createBirdHandler
```

It was my mistake.  I was entering `go run main.go` instead of `go run main.go  bird_handlers.go`.""",
      T("Go"), F("./main.go"),
      source="https://github.com/sohamkamani/blog_example__go_web_app/issues/2", kind="issue"),
    R("""Undefined Error

Thank you for your talk at GoCon and for publishing this repo.

I get this error when running 4_optimize_gobwas `go run server.go`

```
./server.go:13:22: undefined: eventsCollector
./server.go:47:25: undefined: MkEventsCollector
```

@imawhale You need to properly compile it with all the dependencies.
Please try
`go build server.go epoll.go kqueue_darwin.go`""",
      T("Go"), F("./server.go"),
      source="https://github.com/eranyanay/1m-go-websockets/issues/15", kind="issue"),
    # ---------------------------------------------------------------- more build and test-collection errors
    R("""./config.go:20: undefined: Handler

When running the tests:

    $ go test
    # github.com/mpvl/errd
    ./config.go:20: undefined: Handler
    FAIL    github.com/mpvl/errd [build failed]

Thanks renamed some files I forgot to add. I'm missing the usual Gerrit and pre-commit build check. :)""",
      T("Go"), T("Gerrit"), F("./config.go"),
      source="https://github.com/mpvl/errd/issues/1", kind="issue",
      note="pre-commit here is the ordinary check before committing, not the tool"),
    R("""Undefined NewServer on launch

I'm seeing `./simple_upload_server.go:66:12: undefined: NewServer` when I try to use this.

Is there some module it needs?

I guess that you did `go run simple_upload_server.go`.
`NewServer` is defined in `server.go`, so Go compiler can't find it if you pass only `simple_upload_server.go` to `go run`.

To run this app, I recommend that:

* `go build` then `./simple_upload_server ...`
* `go run *.go`""",
      T("Go"), F("./simple_upload_server.go"),
      source="https://github.com/mayth/go-simple-upload-server/issues/33", kind="issue"),
    R("""undefined: httpHandler

编译没办法通过 提示错误

# command-line-arguments
./main.go:53:20: undefined: httpHandler

go run * 或者go build后执行""",
      T("Go"), F("./main.go"),
      source="https://github.com/leeeboo/wechat/issues/1", kind="issue",
      note="a thread written in Chinese"),
    R("""Broken test: test_hello_test_hello_fixed.py has incorrect import causing pytest collection failure

## Problem

   The test file `tests/test_hello_test_hello_fixed.py` has a module import mismatch that causes pytest collection to fail completely. The test attempts to import from a
   module named `hello` that doesn't exist.""",
      T("pytest"), F("tests/test_hello_test_hello_fixed.py"),
      source="https://github.com/promptdriven/pdd/issues/361", kind="issue"),
    R(""""Import file mismatch" at test collection time

Not in the Python sources, there is a single one between `/docs/changes.rst` and `/CHANGES.rst`.

> or if some file _imports_ conftest files explicitly.

No, `git grep conftest` does not detect any match.

**YES**!

This
``` bash
find tests -type d | grep -v __pycache__ | while read d; do touch $d/__init__.py; done
```

made a difference indeed: at first the errors bumped to six, all of them like the following:

```
make test
== test session starts ==
platform linux -- Python 3.12.4, pytest-8.3.1, pluggy-1.5.0
rootdir: /home/lele/wip/sol5
configfile: pyproject.toml
plugins: cov-5.0.0
collected 328 items / 6 errors

__ ERROR collecting tests/bio/test_serialization_gzip.py __
Traceback:
tests/bio/test_serialization_gzip.py:9: in <module>
    from test_serialization import full_dump_reload
E   ModuleNotFoundError: No module named 'test_serialization'
```""",
      T("Python"), T("Git"), T("pytest"), T("pytest-cov"), F("tests/bio/test_serialization_gzip.py"),
      source="https://github.com/pytest-dev/pytest/issues/12123", kind="issue",
      note="the .rst paths are written from the repository's root with a leading slash; cov-5.0.0 is pytest-cov"),
    # ---------------------------------------------------------------- Devise and Express routes
    R("""Unprocessable Entity even after upgrading

I'm facing the same issue with turbo/devise compatibility as before the latest update. Upon errornous sign up I get the error

```
POST http://localhost:3000/users 422 (Unprocessable Entity) turbo.es2017-esm.js:688
```

without the appropriate flash messages. I've followed the upgrade guide and added

```ruby
  # ==> Hotwire/Turbo configuration
  # When using Devise with Hotwire/Turbo, the http status for error responses
  # and some redirects must match the following.
  config.responder.error_status = :unprocessable_entity
  config.responder.redirect_status = :see_other
  config.navigational_formats = ['*/*', :html, :turbo_stream]
```

to my devise.rb config file and upgraded both of the gems

```
# Devise
gem 'devise', '~> 4.9', '>= 4.9.4'

# Responders
gem 'responders', '~> 3.1', '>= 3.1.1'
```""",
      T("Turbo"), T("Devise"), T("Hotwire"), T("responders"), E("POST /users"),
      T("Ruby"),
      source="https://github.com/heartcombo/devise/issues/5687", kind="issue",
      note="the browser console gives the method and the whole URL; its path is labelled"),
    R("""Request failed with status code 404

everything has been going well as am building shopping cart, but when i click in product it says request failed with status code 404.
here is my server.js

`import express from 'express';
import data from './data.js';

const app = express();

app.get('/api/Products/:id', (req, res) => {
  const product = data.products.find((x) => x._id === req.params.id);
  if (product) {
    res.send(product);
  } else {
    res.status(404).send({ message: 'Product Not Found' });
  }
});

app.get('/api/products', (req, res) => {
  res.send(data.products);
});
app.get('/', (req, res) => {
  res.send('Server is ready');
});
const port = process.env.PORT || 5000;`

I also have this problem.  Did you solve this ??""",
      T("Express"), E("GET /api/Products/:id"), E("GET /api/products"), E("GET /"), F("./data.js"),
      source="https://github.com/basir/amazona/issues/78", kind="issue"),
    R("""don't tell me error while write consoel

I write
**console**.log(_code);   in router.route('/github').get
in http,i only get 404,express don't tell me error

Can you post the code of your application? It's hard to know what might be missing without seeing how you created your router, attached it to the application, the definition of the route handler function and the request URL you were trying when you got the `404`.

Note: you are miss-spelling `console`. Try `console.log(_code)`?

Hi @yyjazsf, please drop by our Gitter channel https://gitter.im/expressjs/express for support requests.""",
      T("Express"), T("Gitter"), E("GET /github"),
      source="https://github.com/expressjs/express/issues/2929", kind="issue",
      note="the route's method is the chained .get"),
]
