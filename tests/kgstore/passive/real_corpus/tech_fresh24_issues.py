"""A twenty-fourth fresh held-out set ("fresh-24"), part one: GitHub issue and pull-request threads about back ends and
services, from repositories none of the earlier sets used (a few from repositories they did, in other threads) -- Go with
Echo, GORM, Trillian and grafana-kiosk builds and a panic; Rust with Axum, Rocket (a Tauri app's test client, a blog post
written as an issue) and an Actix tutorial; Ballerina's echo sample; Node with NestJS, TypeORM, Sequelize, Prisma, Express
course checklists and Passport; Cloudflare Workers with Wrangler and worktop; Java with Cryostat's web server, Keycloak
and a Spring Boot tutorial's 404; .NET with the dotnet CLI's dump, launch settings, Kestrel and a boilerplate's product
API; PHP with Laravel (one thread in Chinese) and Slim; Python with Django REST framework, Django, Flask, Werkzeug,
Uvicorn, Gunicorn and Celery in Docker Compose; API gateways (Kong's declarative config and Admin API); CI on GitHub
Actions and Travis CI with PostgreSQL service containers; planned endpoints in issue checklists -- each a paragraph or a
few lines of one thread kept as written (code blocks, logs, tracebacks, env dumps such as dotnet --info, Dockerfiles,
CI YAML, docker-compose ps tables and terminal prompts as they appear, trimmed, screenshots and signatures dropped; the
comments of a thread joined without their author lines), with the thread's title opening the text.

Every text was taken from a stored public copy of the thread at the address given and labelled by hand without running
the extractor on it, by the earlier sets' conventions: technologies under their usual canonical name (any spelling in the
text), also tools the lexicon may not know, a code fence's language (not a shell's); data formats, protocols, everyday
shell utilities, sites and placeholders not labelled, nor names only inside URLs, import or package paths, absolute or
dependency paths, image references, log lines' dotted identifiers or user agents (a server signature line is labelled);
relative file paths as written (./ kept, a line's :N left out, Windows paths with their backslashes), bare file names,
folders, module paths and import specifiers not; an endpoint only as "METHOD /path", when the text gives the method for
that path (a route in code, a test client's call, a request the app's own route answers even with an error, a planned
route in a checklist) and writes the whole path with its leading slash -- a request no route accepts (404, 405, a HEAD
with no handler), a router's path mounted under a prefix never written, a slash-less route and a path only inside a URL
with no method are not labelled. Nobody tunes the extractor on these texts: the benchmark scores them as their own split
(``--split fresh-24``).
"""

from real_corpus import E, F, R, T

SURFACES = {
    "DigitalOcean": ("Digital Ocean",),
    "PostgreSQL": ("PSQL",),
    "Entity Framework": ("EF",),
    "Slim Framework": ("Slim",),
}

CASES = [
    # ---------------------------------------------------------------- Go: Echo, GORM
    R(r"""Dont return 400 from .Bind() in POST / PUT with no body

### Issue Description
The default binder currently returns 400 if `req.ContentLength == 0` during methods that aren't GET or DELETE. It is generally  **NOT** regarded bad practice to make POST / PUT requests with an empty body. It should be up the resource to determine whether or not this should error and not the HTTP protocol.

### Expected behaviour
c.Bind() should not return 400 for POST / PUT with empty bodies

### Actual behaviour
c.Bind() returns 400 for POST / PUT with empty bodies

### Steps to reproduce
call c.Bind() in a POST handler with an empty body

### Working code to debug

```go
package main

import (
	"net/http"
	"github.com/labstack/echo"
)

func main() {
	srv := echo.New()
	srv.POST("/test", testPostBody)
	srv.Start(":1234")
}
```""",
      T("Go"), E("POST /test"),
      source="https://github.com/labstack/echo/issues/1409", kind="issue",
      note="the route in code; Echo named only in its import path and in echo.New() -- not labelled; the links, the "
           "checklist and the rest of the code cut"),
    R(r"""Param returning empty string

I modified the example project a bit, adding this:

```go
func createUser(c *echo.Context) {
	u := new(user)
	u.ID = nextUserId()
	u.Name = c.Param("name")

	if c.Bind(u) {
		users[u.ID] = *u
		c.JSON(http.StatusCreated, u)
	}
}
```

Except `u.Name` is for some reason always the empty string. What am I doing wrong? I've looked at the `context.go` source and it looks like it should work.

From the example, createUser handler doesn't accept param.

I've modified the handlers like so:

```go
e.Get("/users", getUsers)
e.Get("/users/:id", getUser)

e.Post("/users", createUser)
e.Post("/users/:name", createUser)
```

but now get a `Method Not Allowed`. If I comment out the `/users/:id` route, it works.""",
      T("Go"), E("GET /users"), E("GET /users/:id"), E("POST /users"), E("POST /users/:name"),
      source="https://github.com/labstack/echo/issues/9", kind="issue",
      note="four routes in code (e.Get, e.Post); context.go a bare file name; Echo only as echo.Context -- not labelled; "
           "nextUserId cut, the later comments cut"),
    R(r"""gorm.io/driver/postgres/migrator.go:337:38: Error

ERROR:
```
go run main.go server
# gorm.io/driver/postgres
vendor/gorm.io/driver/postgres/migrator.go:337:38: cannot use column (variable of type Column) as type gorm.ColumnType in argument to append:
        Column does not implement gorm.ColumnType (missing AutoIncrement method)
# gorm.io/driver/sqlserver
vendor/gorm.io/driver/sqlserver/create.go:55:34: not enough arguments in call to field.ValueOf
        have (reflect.Value)
        want (context.Context, reflect.Value)
```

I update the latest gorm module with the following command:
```
rm -rf go.mod go.sum
go mod init "panel"
go mod tidy
go mod vendor
```

After running the error, the replacement version is fine.
```
go mod edit -require=gorm.io/driver/mysql@v1.2.3
go mod edit -require=gorm.io/gorm@v1.22.5
go mod vendor
```

upgrade both gorm.io/gorm and driver""",
      T("GORM"), T("Go"),
      source="https://github.com/go-gorm/postgres/issues/93", kind="issue",
      note="Go from the go run / go mod commands; the vendor/gorm.io/... paths are vendored dependencies -- not labelled; "
           "postgres, sqlserver and mysql only in module paths -- not labelled; go.mod, go.sum bare"),
    # ---------------------------------------------------------------- Rust: Axum, Actix tutorial
    R(r"""Axum Post method trait bound error

## Bug Report

### Version: 0.62

### Platform: stable-x86_64-pc-windows-msvc

### Crates:
├── axum v0.6.20
│   ├── axum-core v0.3.4
│   ├── axum-macros v0.3.8 (proc-macro)

### Description: Post Handler Trait Bound Error

I have come across of an Axum trait bound handler error:
```rust
error[E0277]: the trait bound `fn(axum::extract::State<std::sync::Arc<services::user_service::Context>>, axum::Json<domain::dto::user_dto::CreateUserDTO>) -> impl std::future::Future<Output = std::result::Result<axum::Json<domain::entities::User>, (axum::http::StatusCode, std::string::String)>> {api::users::create_user::handler}: axum::handler::Handler<_, _, _>` is not satisfied
   --> src\api\users\mod.rs:11:26
    |
11  |         .route("/", post(create_user::handler))
    |                     ---- ^^^^^^^^^^^^^^^^^^^^ the trait `axum::handler::Handler<_, _, _>` is not implemented for fn item
```""",
      T("Axum"), T("Rust"), F(r"src\api\users\mod.rs"),
      source="https://github.com/tokio-rs/axum/issues/2238", kind="issue",
      note="a Windows relative path as written (its :11:26 left out); the nested router's '/' is mounted elsewhere, its "
           "full path never written -- no endpoint; the toolchain triple's windows not labelled; axum-core and "
           "axum-macros are Axum's own crates -- not labelled apart; the compiler's help lines cut"),
    R(r"""Missing field on post fails silently.

If you submit the POST and you miss a field, it just silently fails.

curl -H "Content-type: application/json" localhost:5000/users -d '{"email":"tore@cloudmaker.dev"}'

I assume because there is no way for serde to deserialize the JSON to a UserMessage. Ideally, this would return a 400 Bad Request error. Where would one affect this kind of change?

I should mention that this is for the REST API Example

Disregard.  Code is properly returned:
curl -s  -H "Content-type: application/json" localhost:5000/users -d '{"email":"joe@cloudmaker.dev"}'    -w "%{http_code}"
400""",
      T("Serde"), T("REST"), E("POST /users"),
      source="https://github.com/thecloudmaker/actix_tutorials/issues/1", kind="issue",
      note="curl with -d posts; the text names the POST and the app's route answers 400 -- labelled, borderline; Actix "
           "only in the repository's name -- not labelled; JSON a data format"),
    R(r"""Echo sample doesn't work with empty POST

`samples/getting_started/echoService/echoService.bal` sample doesn't work with empty curl

```
> curl -X POST http://localhost:9090/echo 
error in ballerina program: value%  
```

Tested with 0.93 release and issue is fixed there""",
      T("Ballerina"), F("samples/getting_started/echoService/echoService.bal"), E("POST /echo"),
      source="https://github.com/ballerina-platform/ballerina-lang/issues/2300", kind="issue",
      note="curl -X POST to the sample's own service on localhost; Ballerina from 'ballerina program'"),
    # ---------------------------------------------------------------- Node: NestJS, TypeORM, Sequelize
    R(r"""MustBeEntityError: NestJS- Cannot save, given value must be an entity, instead "undefined" is given

Hello to everyone!
I'm faceing an issue with TypeOrm using type Postgresql connecting my database to Digital Ocean database.
The connection works fine, entity is linked and generated but when i'm trying to make a **POST** request on localhost/users, i get **MustBeEntityError: Cannot save, given value must be an entity, instead "undefined" is given.** while **GET** works like a charm and returns the data

**user.entity.ts**

```
import { Column, Entity, PrimaryGeneratedColumn, Unique } from "typeorm";

@Entity({
  name: 'user',
})

export class UserEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column()
  name: string;
}
```""",
      T("NestJS"), T("TypeORM"), T("PostgreSQL"), T("DigitalOcean"), E("POST /users"),
      source="https://github.com/typeorm/typeorm/issues/6077", kind="issue",
      note="the POST to the app's own /users fails in the app (a request its route answers); the issue template's "
           "checkboxes (every database driver listed, postgres ticked) cut; user.entity.ts bare; the repository "
           "code cut"),
    R(r"""Sequelize template seems to be broken

### Describe the Bug(버그 설명)

When using the sequelize template and running the project with `docker compose up -d` I get an error when the node application tries to interact with the database. 

Not sure if the templates are suppose to be working examples. 

### Version to Reproduce(현재 사용한 버전)

Used with Docker

### Steps to Reproduce(재현 순서)

1. npx typescript-express-starter 
2.  select `sequelize` template
3. GET request --> `http://localhost:3000/users`

### Actual Behavior(실제 동작)

```
error: [GET] /users >> StatusCode:: 500, Message:: connect ECONNREFUSED 127.0.0.1:3306
```""",
      T("Sequelize"), T("Docker Compose"), T("Docker"), T("Node.js"), E("GET /users"),
      source="https://github.com/ljlm0402/typescript-express-starter/issues/97", kind="issue",
      note="the app's own GET /users answers 500 (its logger writes [GET] /users); docker compose up is Docker Compose; "
           "'node application' the runtime; npx typescript-express-starter the starter's own generator -- not labelled; "
           "the stack trace cut"),
    R(r"""SequelizeConnectionError

Hi there, thanks for the tutorial!

Seems that I'm getting an incorrect response when using postman to update a todo or any action (apart from a GET on the /api).

I noticed this after following the tutorial through, so thought I must have messed up somewhere. To double-check I downloaded this repo and ran the app (after running the `sequelize db:migrate` command). Still seem to be getting the wrong response back, compared with what the tutorial suggests I should be getting back.

Example:

`GET http://127.0.0.1:8000/api/todos`
(using Postman, no headers or auth set)

Response:

```{
    "name": "SequelizeConnectionError",
    "parent": {
        "name": "error",
        "length": 99,
        "severity": "FATAL",
        "code": "28000",
        "file": "miscinit.c",
        "line": "502",
        "routine": "InitializeSessionUserId"
    }
```

Unfortunately i can't see your code but are you sure you have a connection with the db. Case sensitivity can be a pain. Also I created my db in PSQL just to be sure.""",
      T("Postman"), T("Sequelize"), T("PostgreSQL"), E("GET /api/todos"), E("GET /api"),
      source="https://github.com/waiyaki/postgres-express-node-tutorial/issues/5", kind="issue",
      note="GET to the app's own /api/todos (a URL on 127.0.0.1 with its method) and 'a GET on the /api'; Sequelize "
           "from its sequelize db:migrate command; PSQL the PostgreSQL shell; miscinit.c a bare file name in the "
           "response; the 'original' block cut"),
    R(r"""Unhandled rejection SequelizeConnectionRefusedError: connect ECONNREFUSED ::1:3306

J:\react-express-mysql>node server.js
(node:2248) [SEQUELIZE0004] DeprecationWarning: A boolean value was passed to options.operatorsAliases. This is a no-op with v5 and should be removed.
(Use `node --trace-deprecation ...` to show where the warning was created)
Server is running on port 8080.
Unhandled rejection SequelizeConnectionRefusedError: connect ECONNREFUSED ::1:3306
    at J:\react-express-mysql\node_modules\sequelize\lib\dialects\mysql\connection-manager.js:123:19
    at tryCatcher (J:\react-express-mysql\node_modules\bluebird\js\release\util.js:16:23)
    at Promise._settlePromiseFromHandler (J:\react-express-mysql\node_modules\bluebird\js\release\promise.js:547:31)""",
      T("Node.js"),
      source="https://github.com/bezkoder/react-express-mysql/issues/1", kind="issue",
      note="a Windows prompt running node server.js; Sequelize only in the error's class name, the warning code and "
           "dependency paths, MySQL and Bluebird only in absolute dependency paths -- not labelled; the trace cut"),
    # ---------------------------------------------------------------- Java: Cryostat's web server
    R(r"""feat(webserver): implement content negotiation and deprecated endpoints

As an example, I modified the `AuthTokenPostHandler` with:

```java
    @Override
    public List<HttpMimeType> consumes() {
        return List.of(HttpMimeType.MULTIPART_FORM, HttpMimeType.URLENCODED_FORM);
    }
```

Then we have the following behaviours:

Negotiation failure when POSTing JSON:
```
$ http -v :8181/api/v2.1/auth/token Authorization:"Basic $(echo user:pass | base64)" resource=/api
POST /api/v2.1/auth/token HTTP/1.1
Accept: application/json, */*;q=0.5
Accept-Encoding: gzip, deflate
Content-Length: 20
Content-Type: application/json
Host: localhost:8181
User-Agent: HTTPie/3.2.1

{
    "resource": "/api"
}


HTTP/1.1 415 Unsupported Media Type
content-length: 0
content-type: text/plain
vary: origin
```

Success when POSTing urlencoded form:
```
 $ http -v -f :8181/api/v2.1/auth/token Authorization:"Basic $(echo user:pass | base64)" resource=/api
POST /api/v2.1/auth/token HTTP/1.1
Content-Type: application/x-www-form-urlencoded; charset=utf-8
Host: localhost:8181
User-Agent: HTTPie/3.2.1

resource=%2Fapi

HTTP/1.1 200 OK
content-type: application/json
```""",
      T("Java"), E("POST /api/v2.1/auth/token"),
      source="https://github.com/cryostatio/cryostat-legacy/pull/1072", kind="issue",
      note="the app's own token route answers 415 and then 200; HTTPie only in the user agent (and as the http "
           "command) -- not labelled; base64 an everyday utility; some request headers and the rest cut"),
    # ---------------------------------------------------------------- Python: Django REST framework
    R(r"""Fix CSRF error in API with token auth

### Changes

The API would wrongly return a CSRF when using token authentication. The reason is that we didn't set the Django REST framework authentencation class. Authentication still worked because we set request.user in middleware so the API token can also be used on non-DRF endpoints, but DRF assumes that the request.user comes from session authentication and will require CSRF .

### QA notes

Fix can be verified by creating an organization via the API using token authentication. Token can be created in the admin. Example request using [HTTPie](https://httpie.io/):

```bash
http http://127.0.0.1:8000/api/v1/organization/ "Authorization:Token abcdef123456" code=test1 name=Test1
```""",
      T("Django REST framework"), T("HTTPie"),
      source="https://github.com/SSC-ICT-Innovatie/nl-kat-coordination/pull/3313", kind="issue",
      note="DRF is Django REST framework abbreviated; the HTTPie call posts through its data fields but writes no "
           "method -- no endpoint; ```bash a shell fence; the review checklists cut"),
    # ---------------------------------------------------------------- auth: Flask login loop, Keycloak
    R(r"""Fix login redirect loop issue

The login flow was creating an infinite redirect loop when the 'next' parameter pointed to '/login'. This occurred because:

1. User logs in successfully with next=/login
2. Code redirects to /login (since it was a "safe" target)
3. User is already authenticated, so code redirects to next=/login again
4. Loop continues indefinitely

Fix: Updated _is_safe_redirect_target() to reject '/login' as a valid redirect target. Now users are redirected to the admin page instead, breaking the loop.

Location: webapp/admin/auth.py lines 20-29""",
      F("webapp/admin/auth.py"),
      source="https://github.com/KR8MER/eas-station/pull/171", kind="issue",
      note="/login only as a redirect target, no method -- no endpoint; no technology named"),
    R(r"""KeyCloak 20 error during browser token request: unauthorized_client, Invalid client or Invalid client credentials

### Describe the bug

Cannot get token with `OpenID Connect` after authorization

### Version

20.0.3

### Expected behavior

Ability to receive token from browser after autrorization

### Actual behavior

Trying to request token `http://localhost:8080/realms/realm-name/protocol/openid-connect/token` I got error response `{"error":"unauthorized_client","error_description":"Invalid client or Invalid client credentials"}`

### How to Reproduce?

* HTML file with keycloak-js adapter https://gist.github.com/senaev/e07dd4802b86898d0709c2c142331285
* docker-compose.yml with keycloak image https://gist.github.com/senaev/ec64499692f75b3fc1914fd9f4e96a34
* HAR file with all browser requests https://gist.github.com/senaev/2f43a9d079c7c90b4d7458d21ad1ffe6

### Anything else?

I tried the same flow with KeyCloak 16.1.1 and everything was working for me""",
      T("Keycloak"), T("keycloak-js"),
      source="https://github.com/keycloak/keycloak/issues/16923", kind="issue",
      note="the token URL has no method -- no endpoint; OpenID Connect a protocol -- not labelled; docker-compose.yml a "
           "bare file name (Docker Compose not otherwise named -- not labelled); HTML and HAR formats; the template's "
           "checkboxes, a video link and the comments cut"),
    R(r"""[Bug]: Keycloak integration doesn't work

```txt
        at org.springframework.security.oauth2.client.oidc.authentication.OidcAuthorizationCodeAuthenticationProvider.getResponse(OidcAuthorizationCodeAuthenticationProvider.java:172)
        ... 103 common frames omitted
Caused by: org.springframework.web.client.HttpClientErrorException$Unauthorized: 401 Unauthorized on POST request for "https://auth.ozyria.fr/realms/Ozyria/protocol/openid-connect/token": "{"error":"unauthorized_client","error_description":"Invalid client or Invalid client credentials"}"
        at org.springframework.web.client.HttpClientErrorException.create(HttpClientErrorException.java:109)
        at org.springframework.web.client.DefaultResponseErrorHandler.handleError(DefaultResponseErrorHandler.java:144)
        at org.springframework.security.oauth2.client.http.OAuth2ErrorResponseErrorHandler.handleError(OAuth2ErrorResponseErrorHandler.java:60)
```""",
      T("Keycloak"),
      source="https://github.com/Stirling-Tools/Stirling-PDF/issues/6567", kind="issue",
      note="Spring and its OAuth2 client only in the trace's dotted identifiers -- not labelled; the POST goes to an "
           "outside Keycloak server's URL, not the app's own route -- no endpoint; the trace's head and tail cut"),
    # ---------------------------------------------------------------- Prisma
    R(r"""Not handling Unique constraint failed on the fields: (`username`)

```
PrismaClientKnownRequestError2 [PrismaClientKnownRequestError]: Unique constraint failed on the fields: (`username`)
2021-08-10T03:45:30.945381+00:00 app[web.1]:     at cb (/app/node_modules/@prisma/client/runtime/index.js:34800:17)
2021-08-10T03:45:30.945382+00:00 app[web.1]:     at runMicrotasks (<anonymous>)
2021-08-10T03:45:30.945382+00:00 app[web.1]:     at processTicksAndRejections (node:internal/process/task_queues:96:5)
2021-08-10T03:45:30.945383+00:00 app[web.1]:     at async getUserRecord (/app/build/lib/api-utils.js:234:14)
2021-08-10T03:45:30.945383+00:00 app[web.1]:     at async Job.task (/app/build/api/slack/message/reactionRemoved.js:30:24) {
2021-08-10T03:45:30.945383+00:00 app[web.1]:   code: 'P2002',
2021-08-10T03:45:30.945384+00:00 app[web.1]:   clientVersion: '2.28.0',
2021-08-10T03:45:30.945384+00:00 app[web.1]:   meta: { target: [ 'username' ] }
```""",
      source="https://github.com/hackclub/scrappy/issues/218", kind="issue",
      note="nothing to label: Prisma only in the error's class name and an absolute dependency path, the app's own "
           "files only as absolute paths (/app/build/...); the app[web.1] prefix looks like a Heroku log but Heroku is "
           "not named"),
    R(r"""Fix: Improve Prisma P2002 error message to identify the conflicting field

## Summary
This PR improves the error handling for Prisma's P2002 (unique constraint violation) error to provide more helpful feedback to clients.

## Problem (Issue #26)
When a Prisma P2002 error occurs (unique constraint violation), the current error message only shows a generic 'value' field name, making it unclear which specific field caused the conflict.

## Solution
- Extract the actual field name from the Prisma error metadata (`err.meta?.target`)
- Format the field name for readability by replacing underscores with spaces (e.g., 'first_name' → 'first name')
- Return a specific error message like '**first name is already taken**' instead of the generic message

## Changes Made
- Updated [src/middlewares/error.middleware.ts](src/middlewares/error.middleware.ts) to handle P2002 errors with field-specific messaging
- The error handler now provides better context for debugging and improved UX

## Example
**Before:**
```
A record with this value already exists
```

**After:**
```
email is already taken
```""",
      T("Prisma"), F("src/middlewares/error.middleware.ts"),
      source="https://github.com/Open-Source-Kigali/osk-backend/pull/82", kind="issue",
      note="the changed file written as a Markdown link to itself; the testing list and the review cut"),
    # ---------------------------------------------------------------- API gateways: Kong
    R(r"""KONG_DECLARATIVE_CONFIG configuration template

### Summary

What are the optional configuration items in the `KONG_DECLARATIVE_CONFIG` configuration file? Where should I find it? 

In addition, the configuration of version 1.5.x as follows show that the relationship between route and service is declared twice? Is that right?

```
_format_version: "1.1"
services:
- name: adminapi
  url: http://127.0.0.1:8808
  routes:
  - name: adminapi-route
    paths:
    - /
- name: nocache
  host: 10.191.4.85
  port: 8000
  protocol: http
  routes:
  - name: nocache-route
    paths:
    - /

routes:
- name: adminapi-route
  service: adminapi
  paths: ["/adminapi"]
- name: nocache-route
  service: nocache
  hosts: ["itcnd-nocache.te"]
```

It will work, but the nested entries under the services will be overruled by the ones under the top-level "routes" entry. You should not declare them twice.

Easiest is to start kong in tranditional mode, do configurations, and then""",
      T("Kong"),
      source="https://github.com/Kong/kong/issues/6911", kind="issue",
      note="the gateway's route paths carry no method -- no endpoint; the configuration is YAML (a data format); the "
           "last comment cut mid-sentence as stored"),
    R(r"""Corrupted declarative config is causing lua to throw stacktrace.

### Summary
Kong version: 2.5.0-alpine (dbless mode)

Corrupted declarative config is causing lua to throw stacktrace.
Config is just 1 service with 1 route designed to expose an Admin API '/status' endpoint through proxy interface. As you can see by mistake I put "service.id" field in route declaration.
Config is clearly not valid, but Kong is not responding with standard error message (something like 'your configuration is invalid') and is throwing generic error '{"message": "An unexpected error occurred"}'.

### Steps To Reproduce
1. Run Kong's docker container.
2. Upload provided config.

### Additional Details & Logs
Configuration that is causing issue:
```
_format_version: "2.1"
_transform: true
services:
- name: my-service-1
  url: http://localhost:8001/status
  routes:
  - name: my-route-1
    service:
      id: "769bdf51-16df-5476-9830-ef26800b5448"
    paths:
    - /status
```
Logs after executing POST on /config:
```
2021/08/10 10:40:01 [error] 24#0: *17845 [lua] api_helpers.lua:443: handle_error(): /usr/local/share/lua/5.1/lapis/application.lua:424: ...are/lua/5.1/kong/db/schema/others/declarative_config.lua:361:
 attempt to concatenate field 'value' (a tab
```""",
      T("Kong"), T("Lua"), T("Docker"), E("POST /config"),
      source="https://github.com/Kong/kong/issues/7696", kind="issue",
      note="POST on Kong's own Admin API /config, answered with an error; '/status' has no method -- no endpoint; "
           "2.5.0-alpine an image tag (Alpine not labelled); Lapis only in an absolute path; api_helpers.lua bare; "
           "the log cut as stored"),
    # ---------------------------------------------------------------- .NET CLI
    R(r"""DotnetCLI commands not following same behavior as Application

## Steps to reproduce
Whenever we try to run a migration, it fails, complaining about the secrets.json file not being in the right location. Our DBContext has an onconfiguring override that allows us to select the connection string dynamically based on the environment variables in order to make Docker deployments more fluid. 

The biggest issue is that since the 1.1 upgrade, dotnet ef database update has been failing complaining about how secrets.json is not in the bin\Debug\netcoreapp1.1\ directory. 

## Expected  behavior
1. Override DBContext to select environment based connection string from secrets.json
2. Run the application this way
3. Perform EF database updates for migrations
4. Update database

## Actual behavior
The application will run fine, but attempting to perform entity operations like running migrations complains about the secrets.json file not being in the netcore1.1 debug directory

## Environment data
$ dotnet --info
.NET Command Line Tools (1.0.0-preview2-003131)

Product Information:
 Version:            1.0.0-preview2-003131
 Commit SHA-1 hash:  635cf40e58

Runtime Environment:
 OS Name:     Windows
 OS Version:  10.0.14393
 OS Platform: Windows
 RID:         win10-x64

Can you please move this issue here: https://github.com/aspnet/EntityFramework?""",
      T(".NET"), T("Entity Framework"), T("Docker"), T("Windows"),
      source="https://github.com/dotnet/cli/issues/5207", kind="issue",
      note="dotnet --info's dump; dotnet ef database update is the Entity Framework (Core) tool, EF written short; "
           "secrets.json bare; bin\\Debug\\netcoreapp1.1\\ a folder; netcore1.1 a target moniker"),
    # ---------------------------------------------------------------- Cloudflare Workers
    R(r"""Always returning 404

I noticed some weird behaviour; CloudFlare Workers returns 404, even on routes that are found.

Steps to reproduce:

1) Run `wrangler generate my-worker-with-router https://github.com/cloudflare/worker-template-router` (as per [the official documentation](https://developers.cloudflare.com/workers/learning/getting-started#option-2-use-a-template-for-routing-on-url))
2) Fill in your account_id
3) Run `wrangler publish`  or `wrangler dev`
4) Send a CURL request to any given route that exists in the starter template, e.g. `curl -I http://127.0.0.1:8787/foo`
5) Notice that the responseCode is 404, even though it is found.

My mistake. I was doing `curl -I` which then sends a HEAD request. I didn't set any `r.head`, only `r.get` which was why I got a 404. So the strange mystery is resolved.""",
      T("Cloudflare Workers"), T("Wrangler"),
      source="https://github.com/cloudflare/worker-template-router/issues/33", kind="issue",
      note="the HEAD request to /foo has no route (404) -- no endpoint; r.get is written without its path; curl an "
           "everyday utility; the handler code and the repository link cut"),
    R(r"""Route "/" accessible in wrangler dev but not in production

As titled. Do I miss something?

We spoke a little bit on Twitter. I cannot reproduce this. Here's my very basic setup:

```ts
// src/index.ts
import { Router } from 'worktop';
import * as Cache from 'worktop/cache';

const API = new Router;

API.add('GET', '/about', (req, res) => {
  res.send(200, 'ABOUT');
})

API.add('GET', '/', (req, res) => {
  res.send(200);
})

Cache.listen(API.run);
```

```js
// package.json
{
  "private": true,
  "name": "worktop123",
  "main": "build/index.js",
  "scripts": {
    "build": "cfw build src --single"
  },
  "devDependencies": {
    "cfw": "0.1.3",
    "typescript": "4.2.4",
    "worktop": "0.5.0"
  }
}
```

```toml
# wrangler.toml
name = "worktop123"
type = "javascript"
workers_dev = true

[build]
command = "npm run build"
upload.format = "service-worker"
```""",
      T("Wrangler"), T("TypeScript"), T("JavaScript"), T("Worktop"), T("cfw"), T("npm"),
      F("src/index.ts"), F("build/index.js"), E("GET /about"), E("GET /"),
      source="https://github.com/lukeed/worktop/issues/37", kind="issue",
      note="two routes added with their method in code; ```ts and ```js fences; the package.json's main "
           "build/index.js is a relative path; Twitter named in passing as where they spoke -- not labelled; TOML a "
           "data format; the deployment notes cut"),
    R(r"""wrangler dev Error: HTTP status client error (404 Not Found) for url

### 🐛 Bug Report

I try to run wrangler dev but I get this error "Error: HTTP status client error (404 Not Found) for url"

In my wrangler.toml I have route set (if that help)

#### Environment

* operating system: MacOS Catalina
* output of `node -v`: 13.14.0
* output of `wrangler -V`: 1.11.0
* contents of `wrangler.toml`
name = "proxy"
type = "webpack"
account_id = ""
route = ""
zone_id = ""
webpack_config = "webpack.config.js"

If you don't provide a route, `workers_dev = true` must be in your `wrangler.toml`

Ok, if you have a route set you must have that route on Cloudflare and get the zone_id from your dash.cloudflare.com.""",
      T("Wrangler"), T("macOS"), T("Node.js"), T("Webpack"), T("Cloudflare"),
      source="https://github.com/cloudflare/wrangler-legacy/issues/1584", kind="issue",
      note="the environment list: MacOS Catalina, node -v; webpack as the project type; wrangler.toml and "
           "webpack.config.js bare; dash.cloudflare.com a site; the later comments cut"),
    # ---------------------------------------------------------------- PHP: Laravel, Slim
    R(r"""后台登陆点击后500

Route::post('login',                    'LoginController@login');

在auth/LoginController ，没有login这个方法，是在哪里处理登陆信息吗？
我试过自己加一个login函数，能打印出东西

用了laravel的用户认证，代码在
Auth/LoginController.php 的23行，use AuthenticatesUsers {authenticated as oriAuthenticated;}
你可以参考下文档：https://laravel-china.org/docs/laravel/5.5/authentication/1308""",
      T("Laravel"), F("Auth/LoginController.php"),
      source="https://github.com/jachohx/urpm/issues/8", kind="issue",
      note="a Chinese thread; Route::post('login') has no leading slash -- no endpoint; auth/LoginController has no "
           "extension -- not a file; the documentation link only a URL"),
    R(r"""authentification error on /account

laravel-basics-youtube-master/public/account gives me 2 errors

I have written in routes.php
...
Route::get('/account', [
    'uses' => 'UserController@getAccount',
    'as' => 'account',
    'middleware' => 'auth'
]);
...

And it is working

i even don't know what you mean

I added this line 'middleware' => 'auth'""",
      E("GET /account"),
      source="https://github.com/mschwarzmueller/laravel-basics-youtube/issues/1", kind="issue",
      note="the route in code (Route::get); routes.php bare; laravel-basics-youtube-master/public/account is a URL "
           "path without extension, not a file; Laravel only in the folder's name -- not labelled; the quoted "
           "e-mail reply cut"),
    R(r"""Fix for Login API

When calling 'Auth\LoginController@login' from API router it encounter  "message": "Session store not set on request.", "exception": "RuntimeException" error due to missing web middlewares.

This is a quick fix, interested to know if there is a better solution.

This will help users to build simple auth API using existing laravel auth which is currently throwing errors when login through API route.

There's no guarantee that api routes have `api/` as a prefix in their urls.""",
      T("Laravel"),
      source="https://github.com/laravel/ui/pull/90", kind="issue",
      note="Auth\\LoginController@login a controller action, not a file; api/ a prefix, no route"),
    R(r"""Error 405

After initial installation and pointing my browser to the folder I get:
```
{
    "statusCode": 405,
    "error": {
        "type": "NOT_ALLOWED",
        "description": "Method not allowed. Must be one of: OPTIONS"
    }
}
```

The same with me.

i solved this problem, by adding on /public/index.php after create the app:
- $app->setBasePath('/slim-project');

Where "/slim-project" is the root folder of my slim project

If you run this command php -S localhost:8000 -t /public you dont need to add this config, If you access the project on browser using apache localhost:8080/slim-project, so you will need this config.

That will make the base URL work, yes. But for me the other paths don't work yet.

I put Slim-Skeleton with a few other website files in an `php:8.3-apache` container. I've removed the rewrite rules that Slim-Skeleton suggest for `.htaccess` because I need the docroot for other things. I've put the SliSke index.php in /var/www/html/api and I've done `$app->setBasePath('/api');`.

The "hello world" works, but http://localhost/api/user/1 still gives the 405.""",
      T("Slim Framework"), T("PHP"), T("Apache HTTP Server"),
      source="https://github.com/slimphp/Slim-Skeleton/issues/357", kind="issue",
      note="a 405 is Slim saying no route takes the request -- no endpoint; /public/index.php written with a leading "
           "slash (absolute as written) -- not labelled; php -S is PHP's built-in server; .htaccess and index.php bare; "
           "the later comments cut"),
    R(r"""405 Method Not Allowed

I think I have followed the instructions to the letter, but I got '405 Method Not Allowed'. I am new to slim, so maybe it's the setup that is wrong - can you help

Apache/2.4.52 (Win64) OpenSSL/1.1.1m PHP/8.1.2

405 Method Not Allowed

The application could not run because of the following error:
Details
Type: Slim\Exception\HttpMethodNotAllowedException
Code: 405
Message: Method not allowed. Must be one of: OPTIONS
File: C:\xampp\htdocs\SlimFramework4LoginAuth\vendor\slim\slim\Slim\Middleware\RoutingMiddleware.php
Line: 79

From the type of message, I assume it may be a CORS issue, so maybe you are not sending the correct headers or have some wrong configuration.""",
      T("Slim Framework"), T("Apache HTTP Server"), T("OpenSSL"), T("PHP"),
      source="https://github.com/mcvendrell/SlimFramework4LoginAuth/issues/2", kind="issue",
      note="the server signature line names Apache, OpenSSL and PHP (as a Server header would); XAMPP only in an "
           "absolute path; CORS a mechanism -- not labelled; the docs link cut"),
    # ---------------------------------------------------------------- Rust: Rocket
    R(r"""Rocket post server

Configured Rocket server

Few comments

src-tauri/src/server.rs:30
```diff
+            .expect("Rocket failed to initialise")
+    }
+    
+    #[test]
+    fn server_handles_many_requests() {
+        let client: blocking::Client = tracked_client();
+        
+        /* Format GET request to index route '/' */
+        let get_request = client.get("/");
+        
+        /* Format POST requests to route '/remote' */
+        let post_request = client.post("/remote")
```
This is now /api/remote

I would still prefer something specific like `/api/remote/tree` so we can post other things to remote later if needs be? 
I'll fix this though and change it to `/api/remote` for now.

src-tauri/src/server/launch.rs:9
```diff
+use rocket::{Rocket, Build, Ignite, Config};
+use rocket::figment::{Figment, providers::{Format, Toml}};
+
+/* Embed Rocket.toml as a string to allow post-compilation access */
+const ROCKET_CONFIG: &str = include_str!("Rocket.toml");
```
This probably isnt best practice since it means that, to change a single config value, you would have to compile and run the entire project""",
      T("Rocket"), F("src-tauri/src/server.rs"), F("src-tauri/src/server/launch.rs"), E("GET /"), E("POST /remote"),
      source="https://github.com/j-mie6/parsley-debug-app/pull/6", kind="issue",
      note="the test client's calls with their methods (client.get, client.post); /api/remote and /api/remote/tree "
           "named without a method -- not labelled; Rocket.toml bare; Figment only in a use path; Tauri only in the "
           "src-tauri folder name -- not labelled; ```diff no language"),
    R(r"""First Post - Part One

I figure that the best way to learn a programming language is simply to just use it to build stuff. So I decided to build a simple JSON API using Rust, [Diesel](https://diesel.rs) as the ORM and [Rocket](https://rocket.rs) as the web framework. This is simple enough to not _really_ have to use either one, but I imagine over time that this project will grow in complexity, leaving Diesel and Rocket to be good choices for tools.

## The Challenge

Build a simple JSON Web API to return even simpler movie data using Rust. The movies table is fairly simple, with one set of records for `movies` with `id`, `title`, `director`, and `rating` columns. We need to be able to `GET`, `POST`, `PUT`, and `DELETE` data and of course be able to access it from the web.

## Starting

You need to install Rustup, which is a bit like RVM or RBENV if you're familiar with Ruby. All the instructions for installing Rust can be found [here](https://doc.rust-lang.org/1.13.0/book/getting-started.html). I definitely recommend going through, at least, the Getting Started part of the tutorial where you'll learn about running Rust in the command line and also using Cargo, Rust's package manager. Rocket isn't compatible with Stable Rust, so we'll need to use Night""",
      T("Rust"), T("Diesel"), T("Rocket"), T("RVM"), T("rbenv"), T("Ruby"), T("Cargo"),
      source="https://github.com/juliusdelta/rust-rocket-api/issues/11", kind="issue",
      note="a blog post written as an issue; Rustup is Rust's installer (under Rust); RVM and rbenv named as Ruby's likes of it; the methods carry no path "
           "-- no endpoint; JSON a data format; cut mid-word as stored"),
    # ---------------------------------------------------------------- nothing or little to label
    R(r"""runtime panic

```bash
2019/10/03 16:53:43 http: panic serving 127.0.0.1:53527: value method github.com/tbellembois/gochimitheque/helpers.dbselectparam.GetOrder called using nil *dbselectparam pointer
goroutine 63 [running]:
net/http.(*conn).serve.func1(0xc0004a7400)
        /usr/local/go/src/net/http/server.go:1769 +0x139
panic(0xc60ec0, 0xc00019b370)
        /usr/local/go/src/runtime/panic.go:522 +0x1b5
github.com/tbellembois/gochimitheque/helpers.(*dbselectparam).GetOrder(0x0, 0xd30e97, 0x2a)
        <autogenerated>:1 +0x79
github.com/tbellembois/gochimitheque/models.(*SQLiteDataStore).GetProductsEmpiricalFormulas(0xc00009e070, 0x1ef0d00, 0x0, 0xc00032ce40, 0x1, 0x0, 0x0, 0x0, 0x0)
        /home/thbellem/workspace/workspace_go/src/github.com/tbellembois/gochimitheque/models/sqlitedatastore-product.go:231 +0x37b
github.com/tbellembois/gochimitheque/handlers.(*Env).GetProductsEmpiricalFormulasHandler(0xc0003b4010, 0x1ee6ee0, 0xc000242460, 0xc000536e00, 0x0)
        /home/thbellem/workspace/workspace_go/src/github.com/tbellembois/gochimitheque/handlers/product.go:374 +0xd9
```""",
      source="https://github.com/tbellembois/gochimitheque/issues/12", kind="issue",
      note="nothing to label: a Go panic's package paths and absolute file paths only (SQLiteDataStore a type name); "
           "```bash a shell fence; the rest of the trace cut"),
    R(r"""Who can tell me where it is

in https://docs.nestjs.com/techniques/authentication#jwt-functionality 
<code>
import { Controller, Request, Post, UseGuards } from '@nestjs/common';
import { LocalAuthGuard } from './auth/local-auth.guard';
import { AuthService } from './auth/auth.service';

@Controller()
export class AppController {
  constructor(private authService: AuthService) {}

  @UseGuards(LocalAuthGuard)
  @Post('auth/login')
  async login(@Request() req) {
    return this.authService.login(req.user);
  }
}
</code>

who can tell me where is LocalAuthGuard""",
      source="https://github.com/nestjs/docs.nestjs.com/issues/1186", kind="issue",
      note="nothing to label: NestJS only in a URL and the @nestjs/common package name; @Post('auth/login') has no "
           "leading slash -- no endpoint; ./auth/local-auth.guard and ./auth/auth.service are import specifiers; the "
           "maintainer's link and screenshot cut"),
    R(r"""Add controller/action for browsing products

Suggested api route is `GET api/products`.

Child of #3.

@Barraza44 Any progress? I will have to unassign this soon in accordance with our rules for inactivity.""",
      source="https://github.com/Code2Gether-Discord/Congo/issues/16", kind="issue",
      note="nothing to label: the suggested route is written without its leading slash -- not labelled"),
    R(r"""@GetMapping()

https://github.com/PedroBarge/Gisela/blob/fe7c788848f5208fdac6f2bc624fc86836bdb1fb/UserGiDataBase/src/main/java/com/minderaschool/UserGiDataBase/controller/UserController.java#L20C5-L20C17""",
      source="https://github.com/PedroBarge/Gisela/issues/8", kind="issue",
      note="nothing to label: the controller's path only inside a URL; the bare annotation names no route"),
    R(r"""Fix JWT bug/ Note this is for someone really experience with NestJS

Only apply if you have extensive experience in this field
This is the jwt  bug, if you can fix it, 

[Nest] 6952  - 02/21/2026, 10:05:35 PM   ERROR [ExceptionHandler] UnknownDependenciesException [Error]: Nest can't resolve dependencies of the JwtStrategy (?). Please make sure that the argument ConfigService at index [0] is available in the AuthModule context.

Potential solutions:
- Is AuthModule a valid NestJS module?
- If ConfigService is a provider, is it part of the current AuthModule?
- If ConfigService is exported from a separate @Module, is that module imported within AuthModule?
  @Module({
    imports: [ /* the Module containing ConfigService */ ]
  })

For more common dependency resolution issues, see: https://docs.nestjs.com/faq/common-errors
    at Injector.lookupComponentInParentModules (C:\Users\DELL USER\Desktop\assessment\pullrequest-test\PetAd-backend\node_modules\@nestjs\core\injector\injector.js:290:19)
    at async resolveParam (C:\Users\DELL USER\Desktop\assessment\pullrequest-test\PetAd-backend\node_modules\@nestjs\core\injector\injector.js:140:38)""",
      T("NestJS"), T("JWT"),
      source="https://github.com/amina69/PetAd-backend/issues/48", kind="issue",
      note="'the jwt bug' names JSON Web Tokens as the thing at fault -- labelled, borderline; the trace's paths are "
           "absolute Windows dependency paths; the rest of the trace cut"),
    # ---------------------------------------------------------------- C#: a .NET boilerplate's product API
    R(r"""feat: get product by ID

src/Hng.Web/Controllers/ProductController.cs:10
```diff
-using MediatR;
+using System;
+using Hng.Application.Features.Products.Queries;
+using Hng.Application.Features.Products.Dtos;
+using MediatR;
 using Microsoft.AspNetCore.Mvc;
 
 namespace Hng.Web.Controllers
 {
     [ApiController]
-    [Route("api/v1/products")]
+    [Route("api/v1/[controller]")]
```
Don't use conventional naming. write it yourself.

src/Hng.Web/Controllers/ProductController.cs:29
```diff
             _mediator = mediator;
+            _logger = logger;
         }
 
+        [HttpGet("{id}")]
+        [ProducesResponseType(StatusCodes.Status200OK)]
+        [ProducesResponseType(StatusCodes.Status400BadRequest)]
+        public async Task<ActionResult<ProductDto>> GetProductById(Guid id)
+        {
+            try
```
Remove all of this try catch

src/Hng.Application/Features/Products/Dtos/ProductDto.cs:7
```diff
@@ -6,4 +6,4 @@ public class ProductDto
         public string name { get; set; }
         public string description { get; set; }
```
Don't use camelCase for Properties. Use Normal PascalCase""",
      F("src/Hng.Web/Controllers/ProductController.cs"), F("src/Hng.Application/Features/Products/Dtos/ProductDto.cs"),
      source="https://github.com/hngprojects/hng_boilerplate_csharp_web/pull/121", kind="issue",
      note="review threads on two files (their :N left out); the controller's route prefix has no leading slash and "
           "[controller] a token, so the full path of [HttpGet(\"{id}\")] is never written -- no endpoint; MediatR and "
           "ASP.NET Core only in using directives -- not labelled; ```diff no language"),
    R(r"""[FEAT]: Single Products API

## Description

- Develop API endpoint that retrieves information about a single product. The response includes product details such as ID, name, description, price, and availability.

## Acceptance Criteria

- The endpoint `/api/v1/products/{product-id}` is accessible via a GET request.
- When a valid `product-id` is provided, the endpoint returns a 200 OK status.
- When an invalid `product-id` format is provided, the endpoint returns a 400 Bad Request status.
- When a `product-id` that does not exist is provided, the endpoint returns a 404 Not Found status.
- If an unexpected server error occurs, the endpoint returns a 500 Internal Server Error status.

### Purpose

- This provides a backend service that allows fetching detailed information on selected/specific product""",
      E("GET /api/v1/products/{product-id}"),
      source="https://github.com/hngprojects/hng_boilerplate_csharp_web/issues/86", kind="issue",
      note="the planned endpoint with its method in the acceptance criteria; no technology named; some criteria and "
           "the requirement checkboxes cut"),
    R(r"""Get product

Use Case: 
- `name`: GetProductUseCase
- `dependencies`: productsRepository
- `request`: `{ productId: string }`
- `response`: `void`
- Validate if the product exists (Throw `not found error` if it doesn't)

Controller: 
- `name`: GetProductUseCase
- `http route params`: `{ productId: string }`
- `http send`: `Product, 200`

Route:
- `method`: `get`
- `endpoint`: `/product/:productId`""",
      E("GET /product/:productId"),
      source="https://github.com/CtrI-Alt-Del/stocker/issues/18", kind="issue",
      note="the route planned as a method and an endpoint in a list; no technology named"),
    # ---------------------------------------------------------------- Java: Spring Boot microservice tutorial
    R(r"""Not able to test http://localhost:8000/currency-exchange/from/EUR/to/INR

I created the forex microservice exactly as given in http://www.springboottutorial.com/creating-microservices-with-spring-boot-part-2-forex-microservice. I ran the appplication and tried to test the url http://localhost:8000/currency-exchange/from/EUR/to/INR, but getting the whilte lable error page. From postman I got the below response
{
    "timestamp": "2018-10-21T16:08:58.060+0000",
    "status": 404,
    "error": "Not Found",
    "message": "No message available",
    "path": "/currency-exchange/from/EUR/to/INR"
}
What could be the issue?

Since, this problem didn't answer, I am providing the solution now.

If the "@SpringBootApplication" class contains in com.xyz.bootapplication package, then the controller should be located at com.xyz.bootapplication.controller package.

If the controller which is having "@RestController" annotation is located at any other location ex: com.xyz.controller then the problem will be happen.

So please place the  "@SpringBootApplication" class at the top of the class hierarchy.""",
      T("Postman"),
      source="https://github.com/in28minutes/spring-boot-examples/issues/4", kind="issue",
      note="the URL has no method and answers 404 (no route took it) -- no endpoint; Spring Boot named only in the "
           "tutorial's URL and through its @SpringBootApplication annotation -- not labelled; package names not "
           "labelled"),
    # ---------------------------------------------------------------- Python services in containers
    R(r"""Root Dockerfile CMD references non-existent module path app.main:app

## Problem
**Location:** `Dockerfile:24`
```dockerfile
CMD ["uvicorn", "app.main:app", "--host", "0.0.0.0", "--port", "8000"]
```
After `COPY backend .`, the entrypoint is `/app/main.py` (module `main`), not `app/main.py`. There is no `app/main.py`.

## Impact
Running the image directly (without the docker-compose `command:` override, which uses `main:app`) fails with `ModuleNotFoundError: No module named 'app.main'`.

## Suggested fix
`CMD ["uvicorn", "main:app", "--host", "0.0.0.0", "--port", "8000"]`""",
      T("Uvicorn"), T("Docker Compose"), F("app/main.py"),
      source="https://github.com/kafein-technology/KAI-Flow/issues/503", kind="issue",
      note="app/main.py the relative path that does not exist (still a path written); /app/main.py absolute; "
           "Dockerfile:24 a bare file name with a line; app.main:app a module path; ```dockerfile is Docker's file "
           "format -- Docker not otherwise named, not labelled"),
    R(r"""Serving locally with uvicorn fails

$ python3 -m uvicorn main:app --reload
INFO:     Uvicorn running on http://127.0.0.1:8000 (Press CTRL+C to quit)
INFO:     Started reloader process [19039] using statreload
ERROR:    Error loading ASGI app. Could not import module "main".
CINFO:     Stopping reloader process [19039]

$ python3 -m uvicorn --version
Running uvicorn 0.14.0 with CPython 3.8.10 on Linux

It's actually

python3 -m uvicorn src.main:app --reload""",
      T("Uvicorn"), T("Python"), T("Linux"),
      source="https://github.com/slmnsh/fiverr-api/issues/3", kind="issue",
      note="uvicorn --version names CPython and Linux (CPython is Python's reference interpreter); ASGI an interface "
           "-- not labelled; src.main:app a module path, not a file; the quoted e-mail header cut"),
    R(r"""Unable to start container

I have the following Dockerfile:

```
FROM tiangolo/uvicorn-gunicorn-fastapi:python3.7

COPY . /app
#COPY ./requirements.txt /app
#
#run pip install --upgrade pip && \
#    pip install -r /app/requirements.txt

ENV APP_NAME "control.controller:app"
```
I have a folder  `control` and a `controller.py` in it.

But my control app is not started. It starts the simple `main.py` from this repo instead.

Any ideas?

```docker run -d -p 80:80 -e MODULE_NAME="custom_app.custom_main" myimage```

you should set the MODULE_NAME

that solved my problem, thanks""",
      T("Docker"), T("pip"), F("./requirements.txt"),
      source="https://github.com/tiangolo/uvicorn-gunicorn-fastapi-docker/issues/26", kind="issue",
      note="./requirements.txt in a commented COPY line (kept as written); /app/requirements.txt absolute; "
           "controller.py and main.py bare; the base image's name tiangolo/uvicorn-gunicorn-fastapi is an image "
           "reference -- Uvicorn, Gunicorn and FastAPI not labelled from it; docker run is Docker"),
    R(r"""Missing flask_app/requirements.txt

Hi Ivan,
Excellent intro. 
Thanks.
I think your project structure (Step 6) is missing flask_app/requirements.txt
best wishes
Julian

Hey! 

Are you sure? https://github.com/ivanpanshin/flask_gunicorn_nginx_docker/blob/master/flask_app/requirements.txt""",
      F("flask_app/requirements.txt"),
      source="https://github.com/ivanpanshin/flask_gunicorn_nginx_docker/issues/5", kind="issue",
      note="the project's requirements file as a relative path; Flask, Gunicorn, Nginx and Docker only in the "
           "repository's name inside the URL -- not labelled"),
    R(r"""Docker compose fails due to missing gunicorn dependency

Following the Python docker tutorial: https://docs.docker.com/language/python/develop/#add-a-local-database-and-persist-data 
 
`docker compose up --build` failed with the error: 

```
server-1  | /bin/sh: 1: gunicorn: not found
server-1 exited with code 127
```

The `requirements.txt` file does not include `gunicorn` which `Dockerfile` expects:

```
CMD ["/bin/sh" "-c" "gunicorn 'app:app' --bind=0.0.0.0:8000"]
```

Please add `gunicorn` to the requirements.txt

Thanks for sharing the issue. It appears you may have selected the default values when running `docker init`. The sample app uses flask and requires a different command as specified in the example at https://docs.docker.com/language/python/containerize/#initialize-docker-assets""",
      T("Docker Compose"), T("Docker"), T("Gunicorn"), T("Python"), T("Flask"),
      source="https://github.com/docker/python-docker-dev/issues/8", kind="issue",
      note="'the Python docker tutorial' and docker init name Python and Docker; docker compose up is Docker "
           "Compose; requirements.txt and Dockerfile bare; /bin/sh absolute; the closing line cut"),
    R(r"""ModuleNotFoundError: No module named 'manage'

Running `docker-compose up -d` results in `flask-base-service` exiting

```
         Name                       Command                  State                                   Ports
--------------------------------------------------------------------------------------------------------------------------------------
celery-worker            /bin/sh -c celery -A proje ...   Up
flask-base-db            docker-entrypoint.sh postgres    Up (healthy)   0.0.0.0:5435->5432/tcp
flask-base-service       /bin/sh -c gunicorn -b 0.0 ...   Exit 3
message-broker-service   docker-entrypoint.sh rabbi ...   Up             15671/tcp, 0.0.0.0:15675->15672/tcp, 25672/tcp, 4369/tcp,
                                                                         5671/tcp, 0.0.0.0:5675->5672/tcp
nginx                    nginx -g daemon off;             Restarting
redis-db                 docker-entrypoint.sh redis ...   Up             0.0.0.0:6375->6379/tcp
swagger                  sh /usr/share/nginx/docker ...   Up             0.0.0.0:8080->8080/tcp
```

And then the logs show the following.

```
Attaching to flask-base-service
flask-base-service        | [2019-03-20 10:04:57 +0000] [6] [INFO] Starting gunicorn 19.7.1
flask-base-service        | [2019-03-20 10:04:57 +0000] [6] [INFO] Listening at: http://0.0.0.0:5000 (6)
```""",
      T("Docker Compose"), T("Celery"), T("PostgreSQL"), T("Gunicorn"), T("Nginx"), T("Redis"), T("OpenAPI"),
      source="https://github.com/mtnbarreto/flask-base-api/issues/1", kind="issue",
      note="docker-compose ps's table: celery, postgres, gunicorn, nginx, redis and swagger run in the services; "
           "swagger is labelled under OpenAPI (the lexicon's name for Swagger); the broker's command cut off at 'rabbi ...' -- RabbitMQ not labelled; Flask only in the services' names "
           "(flask-base-...) -- not labelled; docker-entrypoint.sh bare; the rest of the log cut"),
    R(r"""ModuleNotFoundError: No module named 'flask' in Docker Compose

**Bug description**

Following [these steps](https://github.com/xtekky/gpt4free#setting-up-with-docker) to use it via Docker Compose, has always worked, but today, after pulling latest changes from repo, I got:

```sh
gpt4free-api  | Traceback (most recent call last):
gpt4free-api  |   File "/usr/local/lib/python3.9/runpy.py", line 197, in _run_module_as_main
gpt4free-api  |     return _run_code(code, main_globals, None,
gpt4free-api  |   File "/usr/local/lib/python3.9/runpy.py", line 87, in _run_code
gpt4free-api  |     exec(code, run_globals)
gpt4free-api  |   File "/app/g4f/cli.py", line 8, in <module>
gpt4free-api  |     from g4f.gui.run import gui_parser, run_gui_args
gpt4free-api  |   File "/app/g4f/gui/__init__.py", line 1, in <module>
gpt4free-api  |     from .server.app     import app
gpt4free-api  |   File "/app/g4f/gui/server/app.py", line 1, in <module>
gpt4free-api  |     from flask import Flask
gpt4free-api  | ModuleNotFoundError: No module named 'flask'
```""",
      T("Docker Compose"), T("Flask"),
      source="https://github.com/xtekky/gpt4free/issues/1216", kind="issue",
      note="Flask is the missing module the traceback imports (named in the title); the traceback's files are "
           "absolute container paths; Python only in the absolute python3.9 paths -- not labelled; ```sh a shell "
           "fence; the gui container's copy of the trace cut"),
    # ---------------------------------------------------------------- Go builds
    R(r""""undefined: kiosk.Config" during build

Using the latest commit I am receiving the following when running make:

```
$ make
Building grafana-kiosk
GO111MODULE=on GOOS=darwin GOARCH=amd64 go build -o bin/grafana-kiosk.darwin pkg/cmd/grafana-kiosk/main.go
# command-line-arguments
pkg/cmd/grafana-kiosk/main.go:84:19: undefined: kiosk.Config
pkg/cmd/grafana-kiosk/main.go:100:10: undefined: kiosk.Config
Makefile:8: recipe for target 'dev' failed
make: *** [dev] Error 2

```

It looks like the kiosk.Config object isn't created.  I tried renaming this to "Args" to take advantage of the custom type at the top of main.go, but that didn't work either.  I've not really used the cleanenv library before, or even Go for that matter.  I'm probably just missing a step somewhere.

I see the latest commit was for updating the code to Go 1.14.  I'm running Go 1.10.4.  Could that be the issue?

yes that is the reason - module support changed from 1.10 to 1.11, you'd need to have at least 1.11 to build it.  I haven't tried any other versions other than 1.13 and 1.14.""",
      T("Go"), T("cleanenv"), T("Make"), F("pkg/cmd/grafana-kiosk/main.go"),
      source="https://github.com/grafana/grafana-kiosk/issues/38", kind="issue",
      note="the build's source file (its :84:19 left out); bin/grafana-kiosk.darwin is the build output without an "
           "extension -- not labelled; Makefile and main.go bare; make the build tool; darwin a GOOS value -- macOS not "
           "labelled"),
    R(r"""Bug while go build ./...

Getting error server/main.go:81: undefined: expvar.Handler while building code.

@Mantas96 can you provide the steps you followed prior to `go build`?

Could you check your Go version?  I believe we need 1.8 since around commit ece7b353

Followed:
go get github.com/google/trillian
cd $GOPATH/src/github.com/google/trillian
go get -t -u -v ./...
go build ./...
go test ./...

Go version: 1.7.2 Recommended was 1.7 so I assumed 1.7.2 was good enough.

I've updated the README for the 1.8 requirement -- sorry we missed that.""",
      T("Go"), F("server/main.go"),
      source="https://github.com/google/trillian/issues/525", kind="issue",
      note="server/main.go:81 with its line left out; Trillian only in the go get import path -- not labelled; "
           "README bare; the screenshot and a short comment cut"),
    # ---------------------------------------------------------------- CI: GitHub Actions with PostgreSQL
    R(r"""The pytest on github actions sometimes fails with a postgres connection error - a rerun helps

an example - https://github.com/rtcharity/eahub.org/runs/1676518200?check_suite_focus=true

```
/usr/local/lib/python3.7/site-packages/django/db/backends/postgresql/base.py:178: in get_new_connection
    connection = Database.connect(**conn_params)
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ 

dsn = 'user=postgres host=postgres port=5432 dbname=db'

[...]

E       django.db.utils.OperationalError: could not connect to server: Connection refused
E       	Is the server running on host "postgres" (172.18.0.3) and accepting
E       	TCP/IP connections on port 5432?

/usr/local/lib/python3.7/site-packages/psycopg2/__init__.py:127: OperationalError
```

Perhaps we just need to set `postgres` address to something as `127.0.0.1`

I'm working on it within #1106""",
      T("pytest"), T("GitHub Actions"), T("PostgreSQL"),
      source="https://github.com/rtcharity/eahub.org/issues/1089", kind="issue",
      note="Django and psycopg2 only in site-packages paths and a dotted exception name -- not labelled; TCP/IP a "
           "protocol"),
    R(r"""[codex] fix CI pytest Postgres service wiring

## What changed

- Point the pytest step at the GitHub Actions PostgreSQL service via both `DATABASE_URL` and `TEST_DATABASE_URL`.
- Teach the `pg_url` fixture to use `TEST_DATABASE_URL` when CI provides it, instead of starting a testcontainers PostgreSQL container.

## Why

After the PostgreSQL-only database refactor, CI started hanging in `pytest -v --cov --cov-report=term-missing`. The workflow already starts a PostgreSQL service container, but the test fixture still tried to start its own PostgreSQL container through testcontainers unless `TEST_DATABASE_URL` was set. Runtime code also reads `DATABASE_URL`, so pytest needs both variables.

## Validation

- `pytest backend/tests/test_database_config.py -q`
- Commit hooks: YAML check, merge-conflict check, ruff, ruff format, mypy""",
      T("pytest"), T("GitHub Actions"), T("PostgreSQL"), T("Testcontainers"), T("Ruff"), T("mypy"),
      F("backend/tests/test_database_config.py"),
      source="https://github.com/lihor-hub/news-dashboard/pull/169", kind="issue",
      note="the test file run in validation; --cov is pytest-cov's flag (not named) -- not labelled; YAML check a "
           "hook's name; codex in the title's tag (the agent that wrote it) -- not labelled"),
    R(r"""no password supplied in GH Action docker CI

the line seems to be scrubbed, how do you call pytest in github actions? What's the pytest configuration?

Sorry for the long delay.  I was away from my computer for the past week.  It's the default pytest configuration and I call it straight with `pytest`, no options.  Here is the actions file.

```
name: Test

on: [push, pull_request]

jobs:
  build:
    runs-on: ubuntu-latest

    # Service containers to run
    services:
      # Label used to access the service container
      postgres:
        # Docker Hub image
        image: postgres:14
        # Provide the password for postgres
        env:
          POSTGRES_USER: postgres
          POSTGRES_PASSWORD: test
          POSTGRES_PORT: 5432
        ports:
          - 5432:5432
        # Set health checks to wait until postgres has started
        options: >-
          --health-cmd pg_isready
          --health-interval 10s
          --health-timeout 5s
          --health-retries 5

    steps:
      - uses: actions/checkout@v2

      - name: Set up Python 3.7
        uses: actions/setup-python@v2
        with:
          python-version: 3.7

      - name: Install dependencies
        run: |
          python -m pip install --upgrade pip
          pip install ".[dev]"

      - name: Test with pytest
        run: |
          pip install pytest
          pytest
```""",
      T("GitHub Actions"), T("pytest"), T("PostgreSQL"), T("Docker Hub"), T("Python"), T("pip"),
      source="https://github.com/dbfixtures/pytest-postgresql/issues/591", kind="issue",
      note="GH Action and github actions are GitHub Actions; postgres the service's database; 'docker CI' in the "
           "title (Docker not otherwise named beyond Docker Hub) -- Docker left out, borderline; ubuntu-latest a "
           "runner label -- Ubuntu not labelled; pg_isready a PostgreSQL utility; YAML a data format"),
    R(r"""Problems with github_actions in docker_build job

Problem occurs if you write django.yml like this:
```
docker_build:
    runs-on: ubuntu-latest
    steps:
    - uses: actions/checkout@v2
    - name: Create env file
      run: touch .env
    - name: Build docker
      run: docker-compose build
    - name: Run migrations
      run: docker-compose run django python manage.py migrate 
```

You will get
```
django.db.utils.OperationalError: could not connect to server: Connection refused
	Is the server running on host "db" (172.18.0.2) and accepting
	TCP/IP connections on port 5432?
```

It is because first time django command executes before postgres container completely build.
I researched that postgres shuts down before full build and after that other containers start building.
So if we use migrate command github_action will fail.

Please, warn other developers about this problem or modify django.yml file.""",
      T("Docker Compose"), T("Django"), T("PostgreSQL"), T("Python"),
      source="https://github.com/HackSoftware/Django-Styleguide-Example/issues/311", kind="issue",
      note="docker-compose build/run; 'django command' and python manage.py migrate; github_actions written as an "
           "identifier (the job file's topic) -- GitHub Actions not labelled from it, borderline; django.yml and "
           "manage.py bare; .env bare; the maintainers' replies cut"),
    R(r"""GitHub Action: Add a postgres service for testing

https://docs.github.com/en/actions/guides/creating-postgresql-service-containers

Initialize containers
* Waiting for all services to be ready
    * postgres service is healthy.
---
Run `psql --host=localhost --command='create database infobase_test;'`
```
CREATE DATABASE
```
So the GitHub Actions user `runner` can connect to postgres on localhost and create the `infobase_test` database. 👍 

But 👎 some tests that passed on Travis CI appear to fail to connect to that database...

---
test | Travis CI | GitHub Actions
--- | --- | ---
`pytest infogami` | Passes | __Fails__
`pytest tests` | Passes | Passes
`pytest test` | Passes | __Fails__
`source scripts/run_doctests.sh` | Passes | Passes

I had concerns about these tests tasks not replicating the Travis tests, and the current structure is confusing.""",
      T("GitHub Actions"), T("PostgreSQL"), T("Travis CI"), T("pytest"), F("scripts/run_doctests.sh"),
      source="https://github.com/internetarchive/infogami/pull/154", kind="issue",
      note="a Markdown table of pytest runs on both CIs; psql the PostgreSQL shell; the doctest script a relative "
           "path; the rest of the review cut"),
    R(r"""Postgres error running test with "Pytest: Debug" run config

I can run tests successfully with `tox`, but when I try to run a test with the Testing tab, which uses the "Pytest: Debug" run config, I get an error about failing to connect to Postgres, plus a runtime warning.

```
django.db.utils.OperationalError: failed to resolve host 'postgres'

RuntimeWarning: Normally Django will use a connection to the 'postgres' database to avoid running initialization queries against the production database when it's not needed (for example, when running tests). Django was unable to create a connection to the 'postgres' database and will use the first PostgreSQL database instead.

```""",
      T("tox"), T("pytest"), T("PostgreSQL"), T("Django"),
      source="https://github.com/kitware-resonant/cookiecutter-resonant/issues/523", kind="issue",
      note="Django named in the warning's sentences (not only the dotted exception); the editor's Testing tab and "
           "run config are not named as a product (VS Code not written) -- not labelled"),
    # ---------------------------------------------------------------- Node: Express auth courses, Passport
    R(r"""ADFaris Auth-i project

### Setup
- [x] fork and clone
- [x] npm init
- [x] npm i -s express mongoose bcrypt nodemon
- [x] start script for nodemon

### API
- [x] POST (/api/login)
- [x] POST (/api/register)
- [x] GET (/api/users)

### Authentication
- [x] mongoose middleware for password hashing
- [x] local express middleware for password verification

### Stretch 
- [x] global middleware for accessing certain routes
- [ ] React front-end

Auth-i

- Server
Very organized and readable!

- Controller
I love how simple you've made the code, I would prefer some conditions in place in case the wrong information is sent down to the client. The error handling is spot on!

-Notes
missing global promise 
missing catch/then in some areas""",
      T("npm"), T("Express"), T("Mongoose"), T("bcrypt"), T("Nodemon"), T("React"),
      E("POST /api/login"), E("POST /api/register"), E("GET /api/users"),
      source="https://github.com/bloominstituteoftechnology/node-auth1-project/pull/209", kind="issue",
      note="the pull request's checklist writes each route as METHOD (/path); the packages installed with npm i; "
           "React only as an unticked stretch goal -- labelled (named as the planned front end); the repeated "
           "checklists in later comments cut"),
    R(r"""I cant understant how I can do passport.authenticate

as example 
`app.post('/login', passport.authenticate('local', {
    successRedirect: '/auth/success/',
    failureRedirect: '/auth/failure'
}));`
It is not work, I've made req.login manually.
I think it should be added in Usage section""",
      E("POST /login"),
      source="https://github.com/madhurjain/passport-local-sequelize/issues/41", kind="issue",
      note="the login route in code; the redirect targets have no method -- not labelled; Passport written only as the "
           "passport.authenticate call (an identifier) -- not labelled, borderline"),
    # ---------------------------------------------------------------- .NET: launch settings, Kestrel
    R(r"""Support launchSettings.json defaults

## Environment data
`dotnet --info` output:
VS Code version: 1.19.3
C# Extension version: 1.13.1

## Steps to reproduce

- Configure a dotnet core app
- Set `applicationUrl` in appSettings.json
- Launch project with `dotnet run`
- See project running on the right URL + PORT
- Start project in VSCode
- See project running from default URL `localhost:5000`

## Expected  behavior

The settings in `Properties/appSettings.json` are used as defaults for the projects in `launch.json`

## Actual behavior

`appSettings.json` is ignored.

## Discussion

The `dotnet` cli has implemented this at it's core. But the debugger is unfortunately not taking this file into account.

Sounds like a reasonable request. If I am reading the code in `dotnet run` correctly, it looks like here is most of the code we would need to borrow:

https://github.com/dotnet/cli/blob/master/src/dotnet/commands/dotnet-run/RunCommand.cs#L113""",
      T("VS Code"), T("C#"), T(".NET"), F("Properties/appSettings.json"),
      source="https://github.com/dotnet/vscode-csharp/issues/2017", kind="issue",
      note="VS Code and VSCode; the C# extension names C#; dotnet run and 'a dotnet core app' are .NET; launch.json "
           "and appSettings.json bare; RunCommand.cs only inside a URL; an offer of a PR cut"),
    R(r"""dotnet run can not read the default setting in launchSettings.json

I run the Web project with `dotnet run` and it starts the web server. 

```lanuchSettigns.json
{
  "iisSettings": {
    "windowsAuthentication": false,
    "anonymousAuthentication": true,
    "iisExpress": {
      "applicationUrl": "http://localhost:5106/",
      "sslPort": 0
    }
  },
  "profiles": {
    "IIS Express": {
      "commandName": "IISExpress",
      "launchBrowser": true,
      "environmentVariables": {
        "ASPNETCORE_ENVIRONMENT": "Development"
      }
    },
    "eShopWeb": {
      "commandName": "Project",
      "launchBrowser": true,
      "environmentVariables": {
        "ASPNETCORE_ENVIRONMENT": "Development"
      },
      "applicationUrl": "http://localhost:5106"
    }
  }
}

```

From the picture we can see that it reads the launch settings from the launchSettings.json but it does not listen on the `http://localhost:5106` which configured on the json file.

Even I change the port 5106 to other port, it also doesn't take effect.""",
      T(".NET"), T("IIS Express"),
      source="https://github.com/dotnet-architecture/eShopOnWeb/issues/113", kind="issue",
      note="dotnet run is .NET's CLI; the launch profile named IIS Express; the fence's 'language' is a misspelt "
           "file name, not a language; launchSettings.json bare; the screenshot and the UseUrls reply cut"),
    R(r"""Kestrel; "launchUrl" within launchSettings.json should be "applicationUrl"

By default, a freshly deployed 3.14.3 Serene project has "launchUrl" within the Kestrel section of launchSettings.json.

When changing the URL part within "launchUrl", only the browser changes its port but the Kestrel webserver does not.

Replacing "launchUrl" with "applicationUrl" solves this problem.

With kind regards,

John

@VictorTomaili can you please check if that's the case?

launchUrl: 5000
```bash
info: Microsoft.Hosting.Lifetime[0]
      Now listening on: https://localhost:5001
info: Microsoft.Hosting.Lifetime[0]
      Now listening on: http://localhost:5000
```
Browser opens localhost:5001

------------------
launchUrl: 5080

```
info: Microsoft.Hosting.Lifetime[0]
      Now listening on: https://localhost:5001
info: Microsoft.Hosting.Lifetime[0]
      Now listening on: http://localhost:5000
```
Browser opens localhost:5080 - page cannot be loaded""",
      T("Kestrel"),
      source="https://github.com/serenity-is/Serenity/issues/5274", kind="issue",
      note="Serene is Serenity's application template, named as a project -- not labelled; Microsoft.Hosting.Lifetime a "
           "logger's dotted name; the before/after screenshots cut"),
    # ---------------------------------------------------------------- Python: Django, Flask and Werkzeug
    R(r"""Error raised re: ROOT_URLCONF locally

After performing 'fab run' and starting the dev server, get 500 error when trying all/any URLS.  Error back is: AttributeError: 'Settings' object has no attribute 'ROOT_URLCONF'
[18/Jun/2013 10:23:23] "GET /examples HTTP/1.1" 500 59

Here is my ROOT_URLCONF = 'apps.urls' unchanged from the original code.  Tried changing it to just my project url, i.e. 'foo.urls', no change.  Also thought it might me related to imp module lookup so changed common.py to settings.py and naturally modded imports dev.py, static.py, prod.py but no luck there either.  Fairly new to Django so don't have solution yet.  TIA.

Might be a PATH issue. Could you try putting the folder where the app is in your PYTHONPATH env variable?""",
      T("Django"), E("GET /examples"),
      source="https://github.com/callmephilip/django-heroku-bootstrap/issues/4", kind="issue",
      note="the dev server's log line: GET /examples answered 500 by the app; fab run is Fabric's command (Fabric not "
           "named) -- not labelled; the settings modules are bare file names; the reporter's signature cut"),
    R(r"""ImproperlyConfigured

Hello Dennis,
Could you explain me
 the error that I am getting 
**This is content of urls.py file:**
__from django.urls import path
from . import views

urlpatterns = [
    path('',views.home, name = 'home'),
    path('room/<str:pk>/',views.room, name = 'room')
]__
**This is content of views.py file:**
__
from django.shortcuts import render

# Create your views here.
rooms = [
    {'id':1, 'name':'Lets Learn python!'},
    {'id':2, 'name':'Design with me'},
    {'id':3, 'name':'Fronted developers'},
]

def home(request):
    context = {'rooms':rooms}
    return render(request, 'base/home.html',context)

def room(request, pk):
    return render(request,'base/room.html')
__""",
      F("base/home.html"), F("base/room.html"),
      source="https://github.com/Traversy-Media/StudyBud/issues/45", kind="issue",
      note="the templates rendered, as relative paths; 'Lets Learn python!' is a room's name in the data (trap); "
           "Django only in import paths -- not labelled; the URL patterns carry no method and no leading slash; the "
           "screenshots cut"),
    R(r"""ImportError: cannot import name 'url_decode' from 'werkzeug.urls' -> upgrade Flash-Login to 0.6.3+

After a pip upgrade I am getting (and have been getting in previous upgrades) the following error:

`ImportError: cannot import name 'url_decode' from 'werkzeug.urls'
`
The reason this is not working is that Flask-Login 0.6.2 is not compattible with Werkzeug 3.x

Previously I would downgrade Werkzeug belog 3.0.0 but now upgrading Flask-Login to 0.6.3 or above works too.

To fix this Flask-Login needs to be upgraded to 0.6.3 as from then Werkzeug 3.x if supported

`pip install git+https://github.com/maxcountryman/flask-login.git 
`helped me but it is version 0.7-dev so maybe you can try first 
`pip install Flask-Login==0.6.3
`

source: https://stackoverflow.com/questions/77215107/importerror-cannot-import-name-url-decode-from-werkzeug-urls

ok i'll do this the next update see how that works. Thx!""",
      T("pip"), T("Flask-Login"), T("Werkzeug"),
      source="https://github.com/pgadmin-org/pgadmin4/issues/7459", kind="issue",
      note="'Flash-Login' in the title is a slip for Flask-Login (also written right); pgAdmin only in the "
           "repository -- not labelled; Git only as pip's git+ URL scheme -- not labelled; Stack Overflow a site"),
    R(r"""Flask-Security-Too holds back flask from upgrading

When trying to upgrade Flask the flask security package throws errors.

```
from flexmeasures.data.models.user import (
  File "/home/user/flexmeasures-venv/flexmeasures/flexmeasures/data/models/user.py", line 5, in <module>
    from flask_security import UserMixin, RoleMixin
  File "/home/user/flexmeasures-venv/lib/python3.10/site-packages/flask_security/__init__.py", line 14, in <module>
    from .changeable import admin_change_password
  File "/home/user/flexmeasures-venv/lib/python3.10/site-packages/flask_login/__init__.py", line 12, in <module>
    from .login_manager import LoginManager
  File "/home/user/flexmeasures-venv/lib/python3.10/site-packages/flask_login/utils.py", line 14, in <module>
    from werkzeug.urls import url_decode
ImportError: cannot import name 'url_decode' from 'werkzeug.urls' (/home/user/flexmeasures-venv/lib/python3.10/site-packages/werkzeug/urls.py)
```

Is this when going to 2.3?
Maybe stopping to constrain werkzeug would help.""",
      T("Flask-Security"), T("Flask"), T("Werkzeug"),
      source="https://github.com/FlexMeasures/flexmeasures/issues/915", kind="issue",
      note="Flask-Security-Too is the maintained fork, labelled as Flask-Security (the lexicon's name); the project's own user.py only as an absolute path; Flask-Login only in site-packages paths and imports "
           "-- not labelled; the traceback trimmed, a link cut"),
    R(r"""ImportError: cannot import name 'import_string' from 'werkzeug'

When I run flask server, i got the error:
`ImportError: cannot import name 'import_string' from 'werkzeug'`
I have seen the issues, and found that this error had been sovled by previous 'pull requests'. But  I still got this error, and I have to modify the source code every time when I install this package to sovle this problem.
I installed flask-msearch by pipenv.
What should I do? Install the package manually install of pypi?
Thanks!

Well, I forgot to upload to the pypi. Now the newest version `0.2.7` has been uploaded, please check it.

The problem has been fixed. Thanks""",
      T("Flask"), T("Werkzeug"), T("flask-msearch"), T("Pipenv"), T("PyPI"),
      source="https://github.com/honmaple/flask-msearch/issues/36", kind="issue",
      note="werkzeug named as the module the import fails from; flask-msearch the library installed with pipenv; "
           "pypi the package index"),
    R(r"""more binaries

servers
- nginx
- apache
- IIS (ew)

databases
- mongodb

Done in 5.6.0""",
      T("Nginx"), T("Apache HTTP Server"), T("IIS"), T("MongoDB"),
      source="https://github.com/tabrindle/envinfo/issues/25", kind="issue",
      note="a to-do list of servers and databases envinfo should report; envinfo itself not named in the text"),
]
