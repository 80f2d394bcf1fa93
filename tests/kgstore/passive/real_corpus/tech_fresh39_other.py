"""The other texts of the thirty-ninth fresh held-out set ("fresh-39"): API gateways and proxies with their admin
APIs (a Kong Admin API page, Traefik's API route table, Envoy's administration interface, the HAProxy Data Plane API's
backends tutorial, Traefik's FAQ on 404s); auth servers' REST endpoints (Keycloak's admin route table, a Keycloak
cheat sheet and a Q&A answer creating a user, the Auth0 Management API as a route list and as a permissions page);
functional languages and their web frameworks (Dream twice, Giraffe twice, routing in Play, http4s, Tapir and Krop,
Compojure on Ring twice, Phoenix's router, Servant's API types twice); C and C++ build systems (a CMake tutorial,
Meson's meson.build files, Meson 0.42's release notes and news of Meson 1.1, Bazel BUILD files and the Bazel 7 news,
Conan profiles, Conan against building from source, the cmake-conan README); testing tools (Cypress intercepts, a
blog against Cypress Test Replay, k6 v0.31.0's release notes, pytest with FastAPI twice, Jest with Supertest three
times, a Playwright agent skill); and two texts that name nothing to remember (a page on flaky networks in UI tests, a table of test-layout
rules).

Taken from stored public copies of the pages and files at the addresses given, kept as written (trimmed) and labelled
by hand, blind, without running the extractor, by the rules of the earlier sets (``--split fresh-39``).
"""

from real_corpus import E, F, R, T  # noqa: F401

SURFACES = {
    "PostgreSQL": ("Poastgres",),
    "MariaDB": ("MaraDB",),
    "ppx_rapper": ("ppx_reaper",),
    "ReasonML": ("Reason",),
    "Play Framework": ("Play",),
    "pkg-config": ("Pkgconfig",),
    "Visual Studio": ("Visualstudio",),
}

CASES = [
    # ---------------------------------------------------------------- API gateways and proxies, admin APIs
    R(r"""Create Service
POST {{gateway}}/services
Create Service konghq
- Service entities, as the name implies, are abstractions of each of your own upstream services. Examples of Services would be a data transformation microservice, a billing API, etc.
- The main attribute of a Service is its URL (where Kong should proxy traffic to), which can be set as a single string or by specifying its protocol, host, port and path individually. *Services are associated to Routes (a Service can have many Routes associated with it). Routes are entry-points in Kong and define rules to match client requests. Once a Route is matched, Kong proxies the request to its associated Service. See the Proxy Reference for a detailed explanation of how Kong proxies traffic.
Request Body
Attributes | Mandatory | Description |
---|---|---|
name | optional | The Service name |
retries | optional | The number of retries to execute upon failure to proxy. Defaults to 5 |
protocol | required | The protocol used to communicate with the upstream. Accepted values are: "grpc", "grpcs", "http", "https", "tcp", "tls". Defaults to "http" |
host | required | The host of the upstream server |
port | required | The upstream server port. Defaults to 80 |
path | optional | The path to be used in requests to the upstream server. |""",
      T("Kong"),
      source="https://developers.qodex.ai/kong/kong-ce-admin-api-v2-0/service-object-add-service/create-service-23",
      kind="docs",
      note="'POST {{gateway}}/services' puts a template variable where the path should begin: the route is never "
           "written with its leading slash, not labelled; konghq is the vendor's tag; grpc, http, tls are protocols"),
    R(r"""API Definition

Configuration

# API definition
[api]
  # Name of the related entry point
  #
  # Optional
  # Default: "traefik"
  #
  entryPoint = "traefik"

  # Enabled Dashboard
  #
  # Optional
  # Default: true
  #
  dashboard = true

  # Enable debug mode.
  # This will install HTTP handlers to expose Go expvars under /debug/vars and
  # pprof profiling data under /debug/pprof.
  # Additionally, the log level will be set to DEBUG.
  #
  # Optional
  # Default: false
  #
  debug = true

For more customization, see entry points documentation and examples.

Web UI

Web UI Providers

Web UI Health

API

Path Method Description
/ GET Provides a simple HTML frontend of Træfik
/cluster/leader GET JSON leader true/false response
/health GET JSON health metrics
/api GET Configuration for all providers
/api/providers GET Providers
/api/providers/{provider} GET, PUT Get or update provider (1)
/api/providers/{provider}/backends GET List backends
/api/providers/{provider}/backends/{backend} GET Get backend
/api/providers/{provider}/backends/{backend}/servers GET List servers in backend
/api/providers/{provider}/backends/{backend}/servers/{server} GET Get a server in a backend
/api/providers/{provider}/frontends GET List frontends
/api/providers/{provider}/frontends/{frontend} GET Get a frontend
/api/providers/{provider}/frontends/{frontend}/routes GET List routes in a frontend
/api/providers/{provider}/frontends/{frontend}/routes/{route} GET Get a route in a frontend

<1> See Rest for more information.""",
      T("Traefik"), T("Go"), T("pprof"),
      E("GET /"), E("GET /cluster/leader"), E("GET /health"), E("GET /api"), E("GET /api/providers"),
      E("GET /api/providers/{provider}"), E("PUT /api/providers/{provider}"),
      E("GET /api/providers/{provider}/backends"), E("GET /api/providers/{provider}/backends/{backend}"),
      E("GET /api/providers/{provider}/backends/{backend}/servers"),
      E("GET /api/providers/{provider}/backends/{backend}/servers/{server}"),
      E("GET /api/providers/{provider}/frontends"), E("GET /api/providers/{provider}/frontends/{frontend}"),
      E("GET /api/providers/{provider}/frontends/{frontend}/routes"),
      E("GET /api/providers/{provider}/frontends/{frontend}/routes/{route}"),
      source="https://docs.traefik.io/configuration/api/", kind="docs",
      note="a Path/Method table: each row's path with its method; '/{provider}' answers GET and PUT; /debug/vars and "
           "/debug/pprof are given without a method: not labelled; 'Rest' names Traefik's rest provider, not the "
           "REST noun phrase: not labelled; 'Go expvars' names Go"),
    R(r"""Administration interface

Envoy exposes a local administration interface that can be used to query and modify different aspects of the server:


The administration interface in its current form both allows destructive operations to be performed (e.g., shutting down the server) as well as potentially exposes private information (e.g., stats, cluster names, cert info, etc.). It is critical that access to the administration interface is only allowed via a secure network. It is also critical that hosts that access the administration interface are only attached to the secure network (i.e., to avoid CSRF attacks). This involves setting up an appropriate firewall or optimally only allowing access to the administration listener via localhost. This can be accomplished with a v2 configuration like the following:

  access_log_path: /tmp/admin_access.log
    socket_address: { address:, port_value: 9901 }

In the future additional security options will be added to the administration interface. This work is tracked in this issue.

All mutations should be sent as HTTP POST operations. For a limited time, they will continue to work with HTTP GET, with a warning logged.


Render an HTML home page with a table of links to all available options.

GET /help

Print a textual table of all available options.

GET /certs

List out all loaded TLS certificates, including file name, serial number, and days until expiration.

GET /clusters

List out all configured cluster manager clusters. This information includes all discovered upstream hosts in each cluster along with per host statistics. This is useful for debugging service discovery issues.""",
      T("Envoy"), E("GET /help"), E("GET /certs"), E("GET /clusters"),
      source="https://www.envoyproxy.io/docs/envoy/latest/operations/admin", kind="docs",
      note="the stored copy dropped the 'GET /' heading of the home page: only the three routes written are "
           "labelled; /tmp/admin_access.log is absolute"),
    R(r"""Tutorials

Manage backends

In your load balancer configuration, a backend defines a pool of servers to load balance.

You can manage backends programmatically by calling the API endpoint /services/haproxy/configuration/backends.

Note

The version parameter in DELETE, POST, and PUT requests must match the system’s current version. The examples in this section use a GET request to /v2/services/haproxy/configuration/version to retrieve the version and populate the CFGVER environment variable for the URL version parameter.

List backends Jump to heading

To get a list of backends, make a GET request to the backends endpoint:

bash
curl -X GET \
--user admin:adminpwd \
"http://127.0.0.1:5555/v2/services/haproxy/configuration/backends"
bash
curl -X GET \
--user admin:adminpwd \
"http://127.0.0.1:5555/v2/services/haproxy/configuration/backends"
output
json
{
"_version":2,
"data":[{
"name":"webservers"
}]
}

List a specific backend Jump to heading

To get information about a specific backend, add its name to the end of the URL path. Below, we get information about the backend named webservers:

bash
curl -X GET \
--user admin:adminpwd \
"http://127.0.0.1:5555/v2/services/haproxy/configuration/backends/webservers"
""",
      E("GET /v2/services/haproxy/configuration/version"), E("GET /v2/services/haproxy/configuration/backends"),
      E("GET /v2/services/haproxy/configuration/backends/webservers"),
      source="https://www.haproxy.com/documentation/haproxy-data-plane-api/tutorials/backends/", kind="docs",
      note="the Data Plane API's own routes, called with curl -X GET on its local address (and 'a GET request to "
           "/v2/.../version'): labelled with the URL's path; '/services/haproxy/configuration/backends' first comes "
           "without a method; the 'bash' lines are the page's code labels, a shell: not labelled; HAProxy is named "
           "only inside the API paths and the address, never in the prose: not labelled (doubtful, the page is "
           "HAProxy's own tutorial)"),
    R(r"""FAQ

    Notably, a part of the configuration is static, and can be provided by a file on startup, whereas various providers, such as the file provider, contribute dynamically all along the traefik instance lifetime to its changes.

    In addition, the configuration englobes concepts such as the EntryPoint which can be seen as a listener on the Transport Layer (TCP), as apposed to the Router which is more about the Presentation (TLS) and Application layers (HTTP). And there can be as many routers as one wishes for a given EntryPoint.

    In other words, for a given Entrypoint, at any given time the traffic seen is not bound to be just about one protocol. It could be HTTP, or otherwise. Over TLS, or not. Not to mention that dynamic configuration changes potentially make that kind of traffic vary over time.

    Therefore, in this dynamic context, the static configuration of an entryPoint does not give any hint whatsoever about how the traffic going through that is going to be routed. Or whether it’s even going to be routed at all, i.e. whether there is a Router matching the kind of traffic going through it.

    Traefik returns a 404 response code in the following situations:

    • An HTTP request reaching an EntryPoint that has no HTTP Router
    • An HTTPS request reaching an EntryPoint that has no HTTPS Router
    • A request reaching an EntryPoint that has HTTP/HTTPS Routers that cannot be matched

    From Traefik’s point of view, every time a request cannot be matched with a router the correct response code is a 404 Not found.

    In this situation, the response code is not a 503 Service Unavailable because Traefik is not able to confirm that the lack of a matching router for a request is only temporary. Traefik’s routing configuration is dynamic and aggregated from different providers, hence it’s not possible to assume at any moment that a specific route should be handled or not.""",
      T("Traefik"),
      source="https://www.iquanku.com/read/traefik-2.6-en/e30461c038b85ada.md", kind="qa",
      note="an FAQ's answer (why Traefik answers 404); TCP, TLS, HTTP are protocols: not labelled"),
    # ---------------------------------------------------------------- auth servers' REST endpoints
    R(r"""Resources
MethodURLDescription
GET/Welcome page of Keycloak
GET/adminConvenience path to master realm admin console
GET/admin/index.{html}Convenience path to master realm admin console
GET/admin/realmsReturns a list of realms.
POST/admin/realmsImport a realm from a full representation of that realm.
POST/admin/realmsUpload a realm from a uploaded JSON file.
GET/admin/realms/{realm}Get the top-level representation of the realm.
PUT/admin/realms/{realm}Update the top-level information of this realm.
DELETE/admin/realms/{realm}Delete this realm.
GET/admin/realms/{realm}/application-by-id-session-statsReturns a JSON map.
GET/admin/realms/{realm}/application-session-statsReturns a JSON map.
GET/admin/realms/{realm}/applicationsList of applications belonging to this realm.
POST/admin/realms/{realm}/applicationsCreate a new application.
PUT/admin/realms/{realm}/applications/{app-name}Update the application.
GET/admin/realms/{realm}/applications/{app-name}Get representation of the application.
DELETE/admin/realms/{realm}/applications/{app-name}Delete this application.
GET/admin/realms/{realm}/applications/{app-name}/allowed-originsReturns set of allowed origin.
PUT/admin/realms/{realm}/applications/{app-name}/allowed-originsChange the set of allowed origins.
DELETE/admin/realms/{realm}/applications/{app-name}/allowed-originsRemove set of allowed origins from current allowed origins list.
GET/admin/realms/{realm}/applications/{app-name}/certificates/{attr} 
POST/admin/realms/{realm}/applications/{app-name}/certificates/{attr}/download 
POST/admin/realms/{realm}/applications/{app-name}/certificates/{attr}/generate 
POST/admin/realms/{realm}/applications/{app-name}/certificates/{attr}/upload 
GET/admin/realms/{realm}/applications/{app-name}/claimsGet the claims a client is allowed to ask for
PUT/admin/realms/{realm}/applications/{app-name}/claimsSet the cliams a client is allowed to ask for.""",
      T("Keycloak"),
      E("GET /"), E("GET /admin"), E("GET /admin/index.{html}"), E("GET /admin/realms"), E("POST /admin/realms"),
      E("GET /admin/realms/{realm}"), E("PUT /admin/realms/{realm}"), E("DELETE /admin/realms/{realm}"),
      E("GET /admin/realms/{realm}/application-by-id-session-stats"),
      E("GET /admin/realms/{realm}/application-session-stats"),
      E("GET /admin/realms/{realm}/applications"), E("POST /admin/realms/{realm}/applications"),
      E("PUT /admin/realms/{realm}/applications/{app-name}"), E("GET /admin/realms/{realm}/applications/{app-name}"),
      E("DELETE /admin/realms/{realm}/applications/{app-name}"),
      E("GET /admin/realms/{realm}/applications/{app-name}/allowed-origins"),
      E("PUT /admin/realms/{realm}/applications/{app-name}/allowed-origins"),
      E("DELETE /admin/realms/{realm}/applications/{app-name}/allowed-origins"),
      E("GET /admin/realms/{realm}/applications/{app-name}/certificates/{attr}"),
      E("POST /admin/realms/{realm}/applications/{app-name}/certificates/{attr}/download"),
      E("POST /admin/realms/{realm}/applications/{app-name}/certificates/{attr}/generate"),
      E("POST /admin/realms/{realm}/applications/{app-name}/certificates/{attr}/upload"),
      E("GET /admin/realms/{realm}/applications/{app-name}/claims"),
      E("PUT /admin/realms/{realm}/applications/{app-name}/claims"),
      source="https://repository.jboss.org/org/keycloak/keycloak-war-dist-all/1.1.0.Beta1/keycloak-war-dist-all-1.1.0.Beta1.zip",
      kind="docs",
      note="the REST docs page of an early Keycloak distribution, its table flattened so each path runs into its "
           "description ('GET/admin/realmsReturns ...'): each path labelled up to where the description begins; "
           "POST /admin/realms is listed twice (import and upload), labelled once"),
    R(r"""Keycloak provides a Admin REST API with all features provided by the Admin Console, like creating users, groups. In this article, I have consolidated all the common used REST API commands with examples
Get Admin Access Token
Admin access token will used as the authorisation for the REST API commands.
curl -k -g -d "client_id=admin-cli" -d "username=admin" -d "password=<admin-password>" -d "grant_type=password" -d "client_secret=" "http://<ip>:<por>/realms/master/protocol/openid-connect/token"
Example for Get Admin Access Token REST API""",
      T("Keycloak"), T("REST"),
      source="https://linuxdatahub.com/keycloak-rest-api-commands-cheat-sheet-with-examples", kind="blog",
      note="'Admin REST API' labelled REST; the token request is a curl with -d and no method written: no endpoint "
           "labelled; curl a command"),
    R(r"""Is it possible to create new user with jboss-keycloak-16.1.1using REST APIs

Answer:

Yes, it is possible to create a new user in Keycloak 16.1.1 using REST APIs. Keycloak provides a comprehensive set of RESTful endpoints for user management, allowing developers to automate user creation and administration programmatically.

Keycloak's REST API follows OpenID Connect and OAuth 2.0 standards, ensuring secure and standardized user management operations. The `/admin/realms/{realm}/users` endpoint is specifically designed for user creation. To use this endpoint, an authenticated admin client must first obtain an access token from Keycloak's authentication server. Below is a step-by-step guide with code examples demonstrating how to create a new user via REST API.

Obtaining an Access Token

Before making any administrative requests, you must authenticate and retrieve an access token. The following curl command demonstrates how to obtain a token:

```bash

curl -X POST \\

http://localhost:8080/auth/realms/master/protocol/openid-connect/token \\

-H "Content-Type: application/x-www-form-urlencoded" \\

-d "client_id=admin-cli" \\

-d "username=admin" \\

-d "password=admin" \\

-d "grant_type=password

```

The response will include an `access_token`, which must be included in subsequent API requests.

Creating a New User

Once authenticated, you can create a user by sending a POST request to the `/admin/realms/{realm}/users` endpoint. The following example shows a minimal payload for user creation:

```bash

curl -X POST \\

http://localhost:8080/auth/admin/realms/myrealm/users \\

-H "Authorization: Bearer $ACCESS_TOKEN" \\

-H "Content-Type: application/json" \\

-d '{

username": "newuser",

enabled": true,

email": "newuser@example.com",

firstName": "John",

lastName": "Doe

}'

```

If successful, the API will return a `201 Created` status code.""",
      T("Keycloak"), T("REST"),
      E("POST /admin/realms/{realm}/users"), E("POST /auth/realms/master/protocol/openid-connect/token"),
      E("POST /auth/admin/realms/myrealm/users"),
      source="https://taourl.com/read-2002635.html", kind="qa",
      note="'REST APIs' labelled REST; the route is written with its method ('a POST request to the "
           "/admin/realms/{realm}/users endpoint') and the two curl -X POST calls go to the local Keycloak server "
           "the answer is about: labelled with the URLs' paths; OpenID Connect and OAuth 2.0 are named as standards "
           "the API follows, not as tools used: not labelled (doubtful); jboss-keycloak-16.1.1 is a version string"),
    R(r"""Create a Machine-to-Machine application in your Auth0 tenant and authorize it to call the Management API with the specific scopes needed (e.g., read:users, update:users, read:roles, create:role_members)
Obtain a Management API access token by posting to your tenant's /oauth/token endpoint with grant_type=client_credentials, your app's client_id, client_secret (YOUR_SECRET), and the Management API audience
Search and retrieve users with GET /api/v2/users using the q query parameter (Lucene syntax) or GET /api/v2/users/USER_ID for a specific user; use the fields parameter to limit response size
Create or update roles with POST /api/v2/roles or PATCH /api/v2/roles/ROLE_ID; assign users to a role with POST /api/v2/roles/ROLE_ID/users providing a JSON body with a users array of user IDs
Block a user by patching their profile with blocked: true via PATCH /api/v2/users/USER_ID; delete a user permanently with DELETE /api/v2/users/USER_ID
Paginate list responses using the page and per_page query parameters or the checkpoint pagination parameters (from and take) for large user bases; Management API endpoints are rate-limited per tenant
Known gotchas
Management API tokens expire (typically after 24 hours); cache the token and refresh it before expiry rather than requesting a new one on every API call
The Management API rate limits are per-endpoint and per-tenant, not per-token; bursting many user operations in a loop will trigger 429 responses — implement exponential backoff
Deleting a user in Auth0 does not automatically remove them from downstream systems or revoke issued tokens; ensure your application handles logout and downstream deprovisioning separately""",
      T("Auth0"), T("Apache Lucene"),
      E("GET /api/v2/users"), E("GET /api/v2/users/USER_ID"), E("POST /api/v2/roles"),
      E("PATCH /api/v2/roles/ROLE_ID"), E("POST /api/v2/roles/ROLE_ID/users"), E("PATCH /api/v2/users/USER_ID"),
      E("DELETE /api/v2/users/USER_ID"),
      source="https://mcp.waymark.network/r/87c5a6c6-6641-4f80-82fb-49992158207f", kind="docs",
      note="a route map for the Auth0 Management API: each route with its method, placeholders kept as written "
           "(USER_ID, ROLE_ID); '/oauth/token' comes with 'posting to', not a method: not labelled; 'Lucene "
           "syntax' names Lucene's query syntax, labelled Apache Lucene (doubtful); the site's closing plug is cut"),
    R(r"""Manage Users Using the Management API
In addition to using the Dashboard, you can retrieve, create, update or delete users using the Management API. If you want to call the Management API directly, you will first need to generate the appropriate access token. To learn more, read Access Tokens for the Management API. Alternatively, you can use an SDK to implement the functionality you need to call the Management API from your application. For a list of available SDKs, read the SDKs section of our Support Matrix.
To learn how to manage Auth0 Dashboard access for your team members, read Manage Dashboard Access.
Permissions
Use the following permissions to get an access token for the machine-to-machine applications. To learn more, read Register Machine-to-Machine Applications.
Permissions | Descriptions |
---|---|
read:users |
Applications can search and retrieve any user records stored in an Auth0 tenant. This includes reading via the /api/v2/users , /api/v2/users-by-email , and /api/v2/jobs/users-export endpoints. |
create:users |
Applications can create users in any database or passwordless connection in an Auth0 tenant. This includes creating via the /api/v2/users and /api/v2/jobs/users-import endpoints.The /api/v2/users endpoint also requires the client ID to be added to the enabled_clients property of the connection, similar to the sign-up endpoint. |
update:users |
Applications can update any user stored in an Auth0 tenant. This includes updating via the /api/v2/users endpoint. |
delete:users |
Applications can delete any user stored in an Auth0 tenant. This includes deleting via the /api/v2/users endpoint. |""",
      T("Auth0"),
      source="https://dev.auth0.com/docs/manage-users/user-accounts/manage-users-using-the-management-api",
      kind="docs",
      note="endpoints named by path with a permission, never with an HTTP method ('reading via the /api/v2/users "
           "... endpoints'): no endpoint labelled"),
    # ---------------------------------------------------------------- functional languages, web frameworks
    R(r"""Dream is a nice Web framework that permits you to route your application calls between different rendering and processing functions. It comes with a templating system (but doesn't mandate it). It handles many use cases and is well documented with many use-case example. See Dream documentation page.
This first example assemble Dream and its templating framework, Caqti (a database library compatible with SQlite, Poastgres, MySql/MaraDB), and ppx_reaper (a preprocessor that makes it easier to use Caqti).
The main.ml page, runs the whole framework with a routing table.
let () =
Dream.run ~port:8181 ~interface:"0.0.0.0" (* ~interface:"127.0.0.1" *)
@@ Dream.logger
@@ Dream.sql_pool
("mariadb://login:password@localhost/test")
@@ Dream.sql_sessions ~lifetime:(200.*.86400.)
@@ Dream.set_secret "AZERTYUIKJNBVFCDS" (* Used by CSRF tokens *)
@@ Dream.router
[
Dream.get "/lost.html" @@ Dream.static file_path;
Dream.get "/" (fun request -> Dream.redirect request "/t1.html");
Dream.get "/t1.html" @@ render_t1;
Dream.post "/t1.html" @@ process_t1;
Dream.get "/login.html" @@ render_login;
Dream.post "/login.html" @@ process_login;
Dream.any "/logout.html" @@ render_logout;
Dream.any "/private" @@
(fun request -> Dream.redirect request "/private/index.html");
Dream.scope "/private" [ filter_admin ]
[
Dream.any "/**" @@ Dream.static (file_path ^ "/private");
];
Dream.any "/**" @@
(fun request -> Dream.redirect request "/lost.html")
]
We can see different route
handling. Dream.get, Dream.post
or any, match some file patterns and HTML queries,
and need an handler which is function that process
it. Some functions are already provided
(Dream.static for serving static files
and Dream.redirect for redirections), but we may use
a custom function.
Dream.scope handles a whole directory and needs a
list of middleware and another routing table. Usually,
an empty list of middleware is adequate, but here,
a filter_admin middleware enforce a security filter
at the whole directory.""",
      T("Dream"), T("Caqti"), T("SQLite"), T("PostgreSQL"), T("MySQL"), T("MariaDB"), T("ppx_rapper"),
      E("GET /lost.html"), E("GET /"), E("GET /t1.html"), E("POST /t1.html"), E("GET /login.html"),
      E("POST /login.html"),
      source="https://www.sinerj.org/~loyer/OCaml_Web_tuto/01-dream.zip:01-dream/index.html", kind="blog",
      note="Dream.get/Dream.post routes with their paths; Dream.any matches every method: not labelled; the scope's "
           "'/**' is a glob; the misspellings 'Poastgres', 'MaraDB' and 'ppx_reaper' (the ppx_rapper preprocessor) "
           "kept as surfaces; main.ml is a bare file name; OCaml only in the address"),
    R(r"""Types

Dream is built on just five types. The first two are the data types of Dream. Both are abstract, even though they appear to have definitions:

type request = incoming message

HTTP requests, such as GET /something HTTP/1.1. See Requests.

and response = outgoing message

HTTP responses, such as 200 OK. See Responses.

The remaining three types are for building up Web apps.

and handler = request -> response promise

Handlers are asynchronous functions from requests to responses. Example 1-hello [playground] shows the simplest handler, an anonymous function which we pass to Dream.run. This creates a complete Web server! You can also see the Reason version in example r-hello.

let () =
  Dream.run (fun _ ->
    Dream.html "Good morning, world!")
and middleware = handler -> handler

Middlewares are functions that take a handler, and run some code before or after — producing a “bigger” handler. Example 2-middleware inserts the Dream.logger middleware into a Web app:

let () =
  Dream.run
  @@ Dream.logger
  @@ fun _ -> Dream.html "Good morning, world!"

Examples 4-counter [playground] and 5-promise show user-defined middlewares:

let count_requests inner_handler request =
  count := !count + 1;
  inner_handler request

In case you are wondering why the example middleware count_requests takes two arguments, while the type says it should take only one, it's because:

middleware
  = handler -> handler
  = handler -> (request -> response promise)
  = handler -> request -> response promise
and route

Routes tell Dream.router which handler to select for each request. See Routing and example 3-router [playground]. Routes are created by helpers such as Dream.get and Dream.scope:

Dream.router [
  Dream.scope "/admin" [Dream.memory_sessions] [
    Dream.get "/" admin_handler;
    Dream.get "/logout" admin_logout_handler;
  ];
]""",
      T("Dream"), T("ReasonML"),
      source="https://www.ocaml.org/p/dream/1.0.0~alpha2/doc/Dream/index.html", kind="docs",
      note="'GET /something HTTP/1.1' illustrates a request in general: not labelled; the two Dream.get routes sit "
           "in the scope \"/admin\" and their mounted paths (/admin/, /admin/logout) are never written: not "
           "labelled; 'the Reason version' names the Reason language (ReasonML), kept as a surface"),
    R(r"""Endpoint Routing with F# / Giraffe

Date: 2023-01-11 | fsharp | giraffe | dotnet | routing |

In this post we're going to walk through web endpoint routing with F# using the Giraffe web framework. We'll go over:

  • Best practices
  • Common routing operations
  • Full source code and example project

F# and Giraffe

In this tutorial we'll be using F# and the Giraffe web framework. This is my favorite tech stack for building simple, scalable web APIs.

  • F# - Productive, functional-first language backed by the .NET ecosystem (99% of C# libs are natively callable from F#)
  • Giraffe - Simple, performant functional web framework and one of the most popular in the F# ecosystem

Prerequisites

I'll be explaining a lot as I go but there are a few topics we won't go into depth on that will be useful for you to know / have installed to get the most out of this post.

  • dotnet CLI - This will allow you to run .NET apps from your command line and thus will allow you to run the F# / Giraffe examples in this post. Download .NET from Microsoft
  • Basic understanding of network requests - Basically just need to know that most things on the internet talk to each other through "web / network requests".
  • Basic understanding of F# / Giraffe - I'll be explaining how things work within the scope of routing but everything else is out of scope. For primers on F# and Giraffe, checkout: Build a simple F# web API with Giraffe

With that out of the way, let's dive into routing.

Giraffe Routing

Routing in Giraffe is pretty simple. We essentially create a variable with a list mapping routes to the functions they should call when hit.

The general form of each map looks like this:

let endpointsList = [
    HTTPVERB [
        ROUTEFN ROUTE (HANDLER)
        // ... more routes here
    ]
    // ... more routes here
]
  • HTTPVERB - The type of request you want to handle (GET / POST / etc)""",
      T("F#"), T("Giraffe"), T(".NET"), T("C#"),
      source="https://hamy.xyz/labs/2023-01-fsharp-giraffe-endpoint-routing", kind="blog",
      note="the 'dotnet CLI' is .NET's command line, counted under .NET; 'GET / POST' lists methods, '/' there is "
           "a separator, no route; Microsoft a company"),
    R(r"""Building REST APIs in Giraffe: Introduction

2024-12-16

Giraffe is a powerful F# framework for creating web applications, built on top of ASP.NET Core. In this series of blog posts, you will learn how to use F# and Giraffe to write a simple REST API for managing to-do lists.

To follow this tutorial you will need some familiarity with F#. If you want to get to know the basics before continuing, you can check out the course Take your first steps with F#.

A giraffe with blue sky in the background

Setup

First of all, ensure that you have an up-to-date version of .NET installed. Once that’s out of the way, let’s create a new F# application. We will use the web template, which gives us an empty ASP.NET Core project:

dotnet new web -lang F# -o Todo.API

Next, move to the newly created project directory and install Giraffe:

cd Todo.API
dotnet add package Giraffe

Your first Giraffe application

With everything installed, let’s take Giraffe for a spin! The dotnet new command should have created a Program.fs file for us, which is the entry point of our application. Open up Program.fs in your favourite editor and replace its contents with the following:

open Giraffe

open Microsoft.AspNetCore.Builder
open Microsoft.AspNetCore.Http
open Microsoft.AspNetCore.Hosting
open Microsoft.Extensions.DependencyInjection
open Microsoft.Extensions.Hosting

let webApp =
    choose [
        route "/" >=> text "Hello, world!"
    ]

let configureApp (app : IApplicationBuilder) =
    // Add Giraffe to the ASP.NET Core pipeline
    app.UseGiraffe webApp

let configureServices (services : IServiceCollection) =
    // Add Giraffe dependencies
    services.AddGiraffe() |> ignore""",
      T("Giraffe"), T("F#"), T("ASP.NET"), T(".NET"), T("REST"),
      source="https://functionalsoftware.se/posts/building-a-rest-api-in-giraffe-pt1", kind="blog",
      note="'REST API' labelled REST; ASP.NET Core spelled the lexicon's way (ASP.NET); route \"/\" is given with no "
           "HTTP method (Giraffe's route matches any): not labelled; Program.fs is a bare file name; the giraffe of "
           "the picture caption is the animal"),
    R(r"""Routing HTTP Requests with Scala 3

Noel Welsh
London Scala User Group
18 June 2025

Introduction

  • Request routing
  • Design considerations and implementation techniques
  • Comparisons between different implementations

What is Routing?

  1. Choose the function to handle a HTTP request
  2. Extract values needed by that function
  3. Generate a HTTP response from the result of that function

Routing in Play

GET   /user/:id          controllers.Users.show(id: Int)

External DSL

Routing in http4s

HttpRoutes.of[IO] {
  case GET -> Root / "user" / IntVar(userId) => 
    Ok(s"You asked for $userId")
}

Pattern matching

Routing in Tapir

endpoint
  .in("user" / path[Int])
  .out(stringBody)

Combinator library

Routing in Krop

val handler = 
  Route(
    Request.get(Path / "user" / Param.int), 
    Response.ok(Entity.text)
  ).handle(userId => s"You asked for $userId")

Combinator library""",
      T("Scala"), T("Play Framework"), T("http4s"), T("Tapir"), T("Krop"), E("GET /user/:id"),
      source="https://noelwelsh.com/talks/routing-http-requests-with-scala-3/index.html", kind="blog",
      note="a talk's slides: the Play routes-file line gives GET /user/:id; the http4s, Tapir and Krop routes "
           "build the same path from segments and never write it with its leading slash: nothing more labelled; "
           "'Play' is the Play Framework, kept as a surface"),
    R(r"""To make our webapp more useful we will add more functionality, which will require more routes. We can use a library called Compojure to help us easily define routes and their associated handlers.

Compojure is a library that works with Ring to manage

  • routing - running different code depending on the URL path recieved
  • http method switching - running different code based on the HTTP method (GET, POST, PUT, DELETE)

Based on the type of HTTP method and URL path requested, a specific value (evaluated function) is returned.

Compojure also has convienience functions that make ring responses easier to generate.

In this section we will update our project to use Compojure.

Ring - Compojure routes

Some background theory we will go through

This section is some theory you can read up on if you want more background. Most of this we will cover in the following examples, so feel free to skip it until later.


In compojure, each route is an HTTP method paired with a URL-matching pattern, an argument list, and a body.

(defroutes myapp
  (GET "/" [] "Show something")
  (POST "/" [] "Create something")
  (PUT "/" [] "Replace something")
  (PATCH "/" [] "Modify Something")
  (DELETE "/" [] "Annihilate something")
  (OPTIONS "/" [] "Appease something")
  (HEAD "/" [] "Preview something"))

Compojure route definitions are just functions which accept request maps and return response maps:

(myapp {:uri "/" :request-method :post})
; => {:status 200
;     :headers {"Content-Type" "text/html; charset=utf-8}
;     :body "Create Something"}

The body may be a function, which must accept the request as a parameter:

(defroutes myapp
  (GET "/" [] (fn [req] "Do something with req")))

Or, you can just use the request directly:

(defroutes myapp
  (GET "/" req "Do something with req"))

Route patterns may include named parameters:

(defroutes myapp
  (GET "/hello/:name" [name] (str "Hello " name)))""",
      T("Compojure"), T("Ring"),
      E("GET /"), E("POST /"), E("PUT /"), E("PATCH /"), E("DELETE /"), E("OPTIONS /"), E("HEAD /"),
      E("GET /hello/:name"),
      source="http://practicalli.github.io/clojure-webapps/compojure/", kind="docs",
      note="Compojure routes, each with its method; Clojure only in the address"),
    R(r"""Compojure is a routing library for Ring, that allows for the web app to be more composable, or modular.

Compojure has the defroutes, a macro that defines a var containing a single Ring handler (it takes a request map and returns a response map). this handler dispatches to other Ring handlers via routes. Compojure routes consist of both a Ring handler and the patterns used to match an incoming request to the handler. These can be broken down into 4 main componenets.

  1. The HTTP method for which the Handler should be invoked.
  2. The URI pattern that matches against the request’s URI
  3. A binding form for the request/params and matched portions of the URI - these become local vars in the Handler
  4. The body of the handler

A route will either return a response or nil and the Ring handler contianed in the var defined by defroutes will go through each route in order until it finds one that does not return nil.

;It's worth noting that the post-handler and new-user-handler functions below is not a true Ring handler
;since they do not take a request map as its argument. The implications of this are inconsequential it seems.
;Also worth note is the response helper function from the ring.util.response namespace

(defroutes my-routes
  (HTTP-method    URI-pattern      binding-form     handler-body)
  (   GET         "/post/:id"       [url id]     (post-handler id))
  (   POST         "/users"           [url]     (new-user-handler url))
  (   GET            "/"              [id]      (response "hello world")))

Tomorrow, I’d like to dive in a bit into the ring-defaults library and middleware in general""",
      T("Compojure"), T("Ring"), T("ring-defaults"),
      E("GET /post/:id"), E("POST /users"), E("GET /"),
      source="https://jeromegoodrich.com/2016/06/14/quick-notes-on-compojure.html", kind="blog",
      note="ring.util.response is a namespace (dotted identifier), not a separate label"),
    R(r"""Routing
Start postgres:
docker run --name postgres -p 5432:5432 -e POSTGRES_PASSWORD=postgres -d postgres
Create a new project:
mix phx.new app1 --live
cd app1
mix ecto.create
mix phx.server
Take a look at router.ex:
defmodule App1Web.Router do
use App1Web, :router
pipeline :browser do
plug :accepts, ["html"]
plug :fetch_session
plug :fetch_live_flash
plug :put_root_layout, html: {App1Web.Layouts, :root}
plug :protect_from_forgery
plug :put_secure_browser_headers
end
pipeline :api do
plug :accepts, ["json"]
end
scope "/", App1Web do
pipe_through :browser
get "/", PageController, :home
end
end
use App1Web, :router
This will inject some code defined in app1_web.ex in to current Router module:
defmodule App1Web do
# ...
def router do
quote do
use Phoenix.Router, helpers: false
import Plug.Conn
import Phoenix.Controller
import Phoenix.LiveView.Router
end
end
# ...
end
pipeline & plug
pipeline and plug come from Plug, which is Phoenix's middleware mechanism.
A Plug manipulates a connection, in other languages and frameworks
middleware usually manipulates Request and Response.""",
      T("PostgreSQL"), T("Docker"), T("Mix"), T("Phoenix"), T("Plug"), E("GET /"),
      source="https://phx-ar2.pages.dev/routing.html", kind="blog",
      note="get \"/\" inside scope \"/\": the full path is / -- labelled GET /; 'postgres' is PostgreSQL (the "
           "container and image names too); docker run and the mix tasks name Docker and Mix; Ecto and Phoenix "
           "LiveView appear only in a task name (ecto.create) and dotted module names: not labelled; router.ex, "
           "app1_web.ex are bare file names"),
    R(r"""A web API as a type

The source for this tutorial section is a literate haskell file, so first we need to have some language extensions and imports:

{-# LANGUAGE DataKinds #-}
{-# LANGUAGE TypeOperators #-}

module ApiType where

import Data.Text
import Data.Time (UTCTime)
import Servant.API

Consider the following informal specification of an API:

The endpoint at /users expects a GET request with query string parameter sortby whose value can be one of age or name and returns a list/array of JSON objects describing users, with fields age, name, email, registration_date”.

You should be able to formalize that. And then use the formalized version to get you much of the way towards writing a web app. And all the way towards getting some client libraries, and documentation, and more.

How would we describe it with servant? An endpoint description is a good old Haskell type:

type UserAPI = "users" :> QueryParam "sortby" SortBy :> Get '[JSON] [User]

data SortBy = Age | Name

data User = User {
  name :: String,
  age :: Int,
  email :: String,
  registration_date :: UTCTime

Let’s break that down:

  • "users" says that our endpoint will be accessible under /users;
  • QueryParam "sortby" SortBy, where SortBy is defined by data SortBy = Age | Name, says that the endpoint has a query string parameter named sortby whose value will be extracted as a value of type SortBy.
  • Get '[JSON] [User] says that the endpoint will be accessible through HTTP GET requests, returning a list of users encoded as JSON. You will see later how you can make use of this to make your data available under different formats, the choice being made depending on the Accept header specified in the client’s request.""",
      T("Servant"), T("Haskell"), E("GET /users"),
      source="https://docs.servant.dev/en/release-0.13/tutorial/ApiType.html", kind="docs",
      note="'The endpoint at /users expects a GET request' gives the method and the whole path; the Servant type "
           "writes \"users\" without the slash"),
    R(r"""servant-0.2: A family of combinators for defining webservices APIs and serving them

Safe HaskellNone




data Capture sym a Source

Capture a value from the request path under a certain type a.


           -- GET /books/:isbn
type MyApi = "books" :> Capture "isbn" Text :> Get Book


(KnownSymbol capture, FromText a, HasServer sublayout) => HasServer ((:>) * (Capture Symbol * capture a) sublayout)

If you use Capture in one of the endpoints for your API, this automatically requires your server-side handler to be a function that takes an argument of the type specified by the Capture. This lets servant worry about getting it from the URL and turning it into a value of the type you specify.

You can control how it'll be converted from Text to your type by simply providing an instance of FromText for your type.


type MyApi = "books" :> Capture "isbn" Text :> Get Book

server :: Server MyApi
server = getBook
  where getBook :: Text -> EitherT (Int, String) IO Book
        getBook isbn = ...""",
      T("Servant"), E("GET /books/:isbn"),
      source="https://hackage.haskell.org/package/servant-0.2/docs/Servant-API-Capture.html", kind="docs",
      note="the comment '-- GET /books/:isbn' writes the route the type serves; 'Safe Haskell' is the page's "
           "safety field, Haskell itself is not named otherwise: not labelled (doubtful)"),
    # ---------------------------------------------------------------- C and C++ build systems
    R(r"""Part 3: From Source Files to Executables

June 4, 2026 Wasil Zafar 35 min read

Compile single and multiple source files into executables. Master generators, build types, compiler flags, and the full compilation pipeline from source to binary.

Single Source Executable

The simplest possible CMake project turns a single .cpp file into an executable. This is the starting point for every C++ project and demonstrates CMake's core command: add_executable().

The Minimum Project

A complete CMake project requires exactly two files: a CMakeLists.txt and at least one source file.

# Project structure
my_project/
├── CMakeLists.txt
└── main.cpp

The source file:

// main.cpp
#include <iostream>

int main() {
    std::cout << "Hello from CMake!\n";
    return 0;
}

The CMakeLists.txt:

# CMakeLists.txt - Minimum viable project
cmake_minimum_required(VERSION 3.21)
project(HelloWorld LANGUAGES CXX)

add_executable(hello main.cpp)

Let's break down each line:

  • cmake_minimum_required(VERSION 3.21) — Sets the minimum CMake version. This enables modern behavior and policies. See cmake_minimum_required.
  • project(HelloWorld LANGUAGES CXX) — Declares the project name and languages. CXX means C++. This triggers compiler detection. See project().
  • add_executable(hello main.cpp) — Creates a build target called hello from main.cpp. The output binary is named hello (or hello.exe on Windows).

Build and run:

# Configure (generate build files)
cmake -S . -B build

# Build (compile and link)
cmake --build build

# Run the result
./build/hello          # Linux/macOS
.\build\Debug\hello.exe  # Windows (MSVC)""",
      T("CMake"), T("C++"), T("MSVC"), T("Windows"), T("Linux"), T("macOS"),
      F("./build/hello"), F(".\\build\\Debug\\hello.exe"),
      source="https://www.wasilzafar.com/pages/series/cmake-mastery/cmake-mastery-part03-source-to-executable.html",
      kind="blog",
      note="the two run commands give the built binary's relative paths ('./build/hello' has no extension, "
           "labelled as the file it runs -- doubtful); CMakeLists.txt and main.cpp are bare file names, my_project/ "
           "a folder"),
    R(r"""meson.build files
  The Meson build system is mainly configured with meson.build files. 
  In our example, there are three meson.build files: in the top level directory, in the ./src directory beneath (where main.c and dynamic-library-loader.c are located) and lastly   in ./src/tq84 where the files for the shared objects are located (add.* and answer.*). 
Top level meson.build file
    Our top level 
meson.build uses the Meson function 
project() to name the project (
sum) and specify the 
programming language for the     project (in this case: 
C). Also, the project's license and version are stated here. 
    The subdir() function instructs Meson to enter into the specified directory (src) and execute the meson.build file in that subdirectory 
    
project('sum', 'c',
  version : '1.0.0',
  license : 'GPL')
subdir('src')
 
 
./src/meson.build
    The ./src/meson.build file starts with the subdir() function. So, Meson first descends into ./src/tq84 and executes that meson.file which creates the static and shared object files. 
    It is necessary to build them first because the executables are dependent on it. More on this later. 
    After building the shared objects, control is returned to ./src/meson.build. This file now instructs Meson to build three executables, each with the executable() function. """,
      T("Meson"), T("C"), F("./src/meson.build"),
      source="https://renenyffenegger.ch/notes/development/languages/C-C-plus-plus/GCC/create-libraries/Meson/index",
      kind="docs",
      note="'./src/meson.build' is a path; ./src and ./src/tq84 are folders, 'that meson.file' is no path; main.c "
           "and dynamic-library-loader.c are bare; 'in this case: C' names the C language; GPL is a licence"),
    R(r"""New features

Distribution tarballs from Mercurial repositories

Creating distribution tarballs can now be made out of projects based on Mercurial. As before, this remains possible only with the Ninja backend.

Keyword argument verification

Meson will now check the keyword arguments used when calling any function and print a warning if any of the keyword arguments is not known. In the future this will become a hard error.

Add support for Genie to Vala compiler

The Vala compiler has an alternative syntax, Genie, that uses the .gs file extension. Meson now recognises and uses Genie files.

Pkgconfig support for additional cflags

The Pkgconfig module object can add arbitrary extra cflags to the Cflags value in the .pc file, using the "extra_cflags" keyword:

pkg.generate(libraries : libs,
             subdirs : h,
             version : '1.0',
             name : 'libsimple',
             filebase : 'simple',
             description : 'A simple demo library.',
             extra_cflags : '-Dfoo' )

Base options accessible via get_option()

Base options are now accessible via the get_option() function.

uses_lto = get_option('b_lto')

Allow crate type configuration for Rust compiler

Rust targets now take an optional rust_crate_type keyword, allowing you to set the crate type of the resulting artifact. Valid crate types are dylib or cdylib for shared libraries, and rlib or staticlib for static libraries. For more, see Rust's linkage reference.""",
      T("Meson"), T("Mercurial"), T("Ninja"), T("Vala"), T("Genie"), T("pkg-config"), T("Rust"),
      source="http://mesonbuild.com/Release-notes-for-0-42-0.html", kind="changelog",
      note="Meson's 'Pkgconfig module' wraps pkg-config, kept as a surface; Genie is Vala's alternative syntax, "
           "labelled as a language of its own"),
    R(r"""Meson 1.1 Assembly System Released

The Meson assembly system has released version 1.1.0, which is used to assemble projects such as X.org Server, Mesa, Lighttpd, Systemd, Gstreamer, Wayland, Gnome, and GTK. The system is written in Python and licensed under Apache 2.0.

Meson’s chief aim is to achieve a fast assembly pace while also prioritizing convenience and simplicity of use. Rather than using MAKE, Ninja tools are used by default, but the system also accommodates other back-ends such as Xcode and Visualstudio. The system includes a multifaceted dependence processor, which makes it possible to use Meson when assembling packages for distributions. The system is easy to understand and read since the assembly rules are written in a simplified subject-oriented language.

Meson supports cross-compilation and assembly in Linux, Illumos/Solaris, FreeBSD, NETBSD, NetBSD, NETBSD, NETBSD, Dragonfly BSD, Haiku, MacOS, and Windows. Compilers such as GCC, Clang, Visual Studio, and others can be used, and Meson can be used to assemble projects in various programming languages, including C, C++, Fortran, Java, and Rust.

The incidental assembly mode feature ensures that only the components directly related to changes made from the last assembly are reconfigured. Meson allows the formation of repeated assemblies, which produce fully identical executive files despite being assembled in a different environment.""",
      T("Meson"), T("X.Org Server"), T("Mesa"), T("Lighttpd"), T("systemd"), T("GStreamer"), T("Wayland"),
      T("GNOME"), T("GTK"), T("Python"), T("Make"), T("Ninja"), T("Xcode"), T("Visual Studio"), T("Linux"),
      T("illumos"), T("Solaris"), T("FreeBSD"), T("NetBSD"), T("DragonFly BSD"), T("Haiku"), T("macOS"),
      T("Windows"), T("GCC"), T("Clang"), T("C"), T("C++"), T("Fortran"), T("Java"), T("Rust"),
      source="https://www.altusintel.com/public-yywx82/", kind="news",
      note="a machine-translated news item ('assembly system' for build system): the names in its odd casings "
           "(X.org Server, Systemd, Gnome, MAKE, MacOS, Dragonfly BSD) are the lexicon's, 'Visualstudio' kept as a "
           "surface of Visual Studio; Apache 2.0 is a licence"),
    R(r"""BUILD Files in Bazel
This guide explains how to write and organize BUILD files effectively.
What are BUILD Files?
BUILD files are the core of Bazel's build system. They define:
- Targets that can be built
- Dependencies between targets
- Build rules and their attributes
- Package visibility and constraints
Basic Structure
python
load("@rules_cc//cc:defs.bzl", "cc_binary", "cc_library")
package(default_visibility = ["//visibility:private"])
cc_library(
name = "hello_lib",
srcs = ["hello.cc"],
hdrs = ["hello.h"],
visibility = ["//visibility:public"],
)
cc_binary(
name = "hello_world",
srcs = ["main.cc"],
deps = [":hello_lib"],
)Target Naming
Target names should be:
- Descriptive and meaningful
- Lowercase with underscores
- Unique within the package
- Related to their function
Example:
python
cc_library(
name = "string_utils", # Good: descriptive
srcs = ["string_utils.cc"],
)Common Rules
Built-in rules for various languages:
python
# C/C++
cc_binary(name = "app")
cc_library(name = "lib")
cc_test(name = "test")
# Java
java_binary(name = "app")
java_library(name = "lib")
java_test(name = "test")
# Python
py_binary(name = "app")
py_library(name = "lib")
py_test(name = "test")
# Protocol Buffers
proto_library(name = "proto")""",
      T("Bazel"), T("C"), T("C++"), T("Java"), T("Python"), T("Protocol Buffers"),
      source="https://bazel-for-humans.pages.dev/getting-started/build-files.html", kind="docs",
      note="the rule families are headed by their languages (C/C++, Java, Python, Protocol Buffers): labelled; the "
           "'python' lines are the page's code labels for Starlark, which is not named; '@rules_cc//cc:defs.bzl' a "
           "Bazel label, hello.cc etc. bare file names"),
    R(r"""Bazel 7 Released with New Dependency Management System and More

Recently announced at BazelCon 23, Bazel 7 materializes several new features that have been in development for multiple years, including the new modular external dependency management system Bzlmod, a new optimizing "Build without the Bytes" mode, improved multi-target build performance thanks to Project Skymeld, and more.

Bzlmod is a new modular external dependency management system replacing the old WORKSPACE mechanism. A Bazel module is a project that can have multiple versions, with each version depending on a set of dependencies, as shown in the following snippet:

module(name = "my-module", version = "1.0")

bazel_dep(name = "rules_cc", version = "0.0.1")
bazel_dep(name = "protobuf", version = "3.19.0")

Bzlmod, the new external dependency subsystem, does not directly work with repo definitions. Instead, it builds a dependency graph from modules, runs extensions on top of the graph, and defines repos accordingly.

Bzlmod is now enabled by default, which means that if a project does not have a MODULE.bazel file, Bazel will create an empty one. Bazel 7 will still work with the previous system for compatibility, but developers should migrate to Bzlmod before Bazel 8 is released.

Build without the Bytes (BwoB) reduces the amount of data that Bazel transfers for remote builds by only downloading a subset of intermediate files.""",
      T("Bazel"), T("Protocol Buffers"),
      source="https://infoq.com/news/2023/12/bazel-7-released", kind="news",
      note="Bzlmod, Build without the Bytes and Skymeld are parts of Bazel, not separate tools; rules_cc and "
           "protobuf appear only as dependency names in bazel_dep strings: first not labelled; protobuf labelled "
           "after reading in part 22, as the corpus labels a manifest's declared dependency the lexicon knows "
           "(package.json, Cargo.toml: 13 texts to 2); rules_cc is no lexicon name; BazelCon a conference; "
           "MODULE.bazel and WORKSPACE bare file names"),
    R(r"""Conan
Overview
- Install Conan via pipx / (WinGet / Chocolatey / Homebrew / ...)
- Create Conan profile
- Define dependencies in
conanfile.py
- Execute
conan install
- Builds dependencies in
~/.conan2/p/
- Installs files in
<build>/generators/
- Execute CMake configure
- Execute build
See README
for more details.
Example dependency from conanfile.py
def requirements(self):
if self.options.with_client and not self.options.use_system_qt:
self.requires('qt/[^6.6]', options={
'qtnetworkauth': True,
'qtsvg': True,
'qttranslations': True,
})
Packages can be found on ConanCenter.
Profiles, settings, config, options
Conan has multiple types of configurations.
Kind | Purpose | Profile section | Command line switch | Example |
---|---|---|---|---|
Setting | Setting OS, CPU, build type, compiler, ... | [settings] |
--setting /-s |
build_type=Release |
Configuration | Conan or tool-specific (e.g. CMake) configuration | [conf] |
--conf /-c |
tools.cmake.cmaketoolchain:generator=Ninja |
Option | Package-defined option | [options] |
--option /-o |
shared=True |""",
      T("Conan"), T("pipx"), T("winget"), T("Chocolatey"), T("Homebrew"), T("CMake"), T("Qt"), T("Ninja"),
      source="https://docs.pages.pep.cs.ru.nl/public/core/stable/development/cpp/conan/", kind="docs",
      note="Qt is required as the 'qt/[^6.6]' package of the conanfile (with use_system_qt): labelled; "
           "~/.conan2/p/ is a home path and a folder, <build>/generators/ a placeholder folder, conanfile.py bare; "
           "ConanCenter is Conan's package index, a site"),
    R(r"""Like many other teams, we have a fair amount of 3rd-party dependencies in our project (a C++-based SDK, that is). Like fewer other teams, we store those dependencies source code right in our project repository and we build them together with the project sources every time. This is of course a tremendous waste of time and CPU cycles, as it would be much more efficient to build dependencies just once (per version) and link to already pre-built binaries.

Conan The Librarian

But where to store pre-built dependencies and how to fetch the correct variants for various platforms, toolchains and configurations? Our investigation on the matter led us to Conan package manager.

Why bother

Straight to the point, here’s a build of my simple application that has a few dependencies: glad, GLFW and Dear ImGui - everything is built from sources:

$ time cmake --build .
[29/29] Linking CXX executable glfw-imgui

real    0m13.472s

$ cat .ninja_log
# ninja log v5
2    344    1643144116191484343    CMakeFiles/glfw-imgui.dir/_dependencies/DearImGui/imgui_impl_glfw.cpp.o    538b240abc3a3bc4
3    386    1643144116228441376    CMakeFiles/glfw-imgui.dir/_dependencies/DearImGui/imgui_impl_opengl3.cpp.o    cb2977cd0cf0a02
1    838    1643144116674414843    CMakeFiles/glfw-imgui.dir/_dependencies/DearImGui/imgui_stdlib.cpp.o    72c8c50464634e52
4    1459    1643144117295845649    _dependencies/glfw/src/CMakeFiles/glfw.dir/init.c.o    ec7a84d90e09be1
1    1473    1643144117313538409    CMakeFiles/glfw-imgui.dir/functions.cpp.o    369a9f32cfe69e82
4    1600    1643144117436078293    _dependencies/glfw/src/CMakeFiles/glfw.dir/context.c.o    2ae159d1c31a5c3c""",
      T("C++"), T("Conan"), T("glad"), T("GLFW"), T("Dear ImGui"), T("CMake"), T("Ninja"),
      F("CMakeFiles/glfw-imgui.dir/_dependencies/DearImGui/imgui_impl_glfw.cpp.o"),
      F("CMakeFiles/glfw-imgui.dir/_dependencies/DearImGui/imgui_impl_opengl3.cpp.o"),
      F("CMakeFiles/glfw-imgui.dir/_dependencies/DearImGui/imgui_stdlib.cpp.o"),
      F("_dependencies/glfw/src/CMakeFiles/glfw.dir/init.c.o"),
      F("CMakeFiles/glfw-imgui.dir/functions.cpp.o"),
      F("_dependencies/glfw/src/CMakeFiles/glfw.dir/context.c.o"),
      source="https://retifrav.github.io/blog/2022/02/06/cpp-dependencies-with-conan", kind="blog",
      note="the .ninja_log lists the object files built, relative paths: labelled; 'ninja log' and cmake --build "
           "name Ninja and CMake; OpenGL only inside a file name: not labelled; .ninja_log is a bare file name; "
           "'Conan The Librarian' is a pun on the barbarian"),
    R(r"""CMake dependency provider for the Conan C and C++ package manager.
⚠️ Important: Conan 2 is the recommended production version for cmake-conan . |
---|
The cmake-conan integration in this develop2 branch for Conan 2 using CMake dependency providers, even if not released as 1.0 yet, is more stable, production-ready and recommended than the legacy cmake-conan for Conan 1. Please update to Conan 2 and the new cmake-conan integration in this develop2 branch. |
Prerequisites:
conanfile.txt
or conanfile.py
to list the required dependencies.First, clone this repository in the develop2
branch.
git clone https://github.com/conan-io/cmake-conan.git -b develop2
This repository contains a CMakeLists.txt
with an example project that depends on fmt
.
cd cmake-conan/example
mkdir build
cmake -B build -S . -DCMAKE_PROJECT_TOP_LEVEL_INCLUDES=../conan_provider.cmake -DCMAKE_BUILD_TYPE=Release
cmake --build build --config Release
Ensure you have placed a conanfile.txt
or conanfile.py
at the root of your project, listing your requirements. You can see conanfile.txt for an example, or check the Conan documentation for conanfile
: .txt docs, .py docs.
When first invoking CMake to configure the project, pass
-DCMAKE_PROJECT_TOP_LEVEL_INCLUDES=[path-to-cmake-conan]/conan_provider.cmake
. This will ensure that conan install
is invoked from within CMake. This integration does not require making any changes to your CMakeLists.txt
scripts.""",
      T("CMake"), T("Conan"), T("C"), T("C++"), T("Git"), T("fmt"), F("../conan_provider.cmake"),
      source="https://githubissues.com/conan-io/cmake-conan/readme", kind="docs",
      note="'../conan_provider.cmake' is a relative path; '[path-to-cmake-conan]/conan_provider.cmake' a "
           "placeholder; cmake-conan/example and build are folders; fmt is the {fmt} formatting library the example "
           "depends on; git clone names Git; cmake-conan itself is this repository, named as a project"),
    # ---------------------------------------------------------------- testing tools
    R(r"""Learn Cypress in 10 DaysDay 6: Controlling Network Requests
books.chapter 6Learn Cypress in 10 Days

Day 6: Controlling Network Requests

What You Will Learn Today

  • Basic usage of cy.intercept()
  • Intercepting by HTTP method (GET, POST, PUT, DELETE)
  • Stubbing responses (returning fixed data)
  • Waiting for requests (cy.wait() + alias)
  • Verifying request bodies and headers
  • Simulating error responses (404, 500)
  • Simulating network latency
  • Hands-on: Testing an API-driven UI

What is cy.intercept()?

cy.intercept() is a command that intercepts HTTP requests sent from the browser, allowing you to replace responses or inspect request contents.

Why Intercept?

Problem How cy.intercept() Solves It
Unreliable API server Return fixed data with stubs
Difficult test data setup Configure any response you need
Hard to test error cases Easily simulate 404, 500, etc.
Testing network latency Reproduce delays with the delay option
Verifying API calls Inspect request contents

Basic Usage

Simple Intercept

// Intercept a GET request
cy.intercept('GET', '/api/users').as('getUsers')

// Open the page
cy.visit('/users')

// Wait for the request to complete
cy.wait('@getUsers')

URL Pattern Matching

// Exact match
cy.intercept('GET', '/api/users')

// Wildcards
cy.intercept('GET', '/api/users/*')       // /api/users/1, /api/users/abc
cy.intercept('GET', '/api/users/*/posts') // /api/users/1/posts

// Regular expressions
cy.intercept('GET', /\/api\/users\/\d+$/) // /api/users/123""",
      T("Cypress"), E("GET /api/users"),
      source="https://shunku.net/books/learn-cypress-in-10-days/06-controlling-network-requests", kind="blog",
      note="cy.intercept('GET', '/api/users') names the app's own request with its method: labelled, as the "
           "earlier sets did; the wildcard and regex matchers are globs, /api/users/1 etc. example requests with no "
           "route of their own written, cy.visit('/users') a page with no method: not labelled; the page's "
           "Mermaid flowchart was dropped with the pictures"),
    R(r"""1) Why real networks cause instability

UI tests become flaky when they depend on network behavior you do not control. Even if your app is correct, the test can fail because the environment changes between runs.

  • Latency and timing variance: slow responses can delay UI updates, causing assertions to run before the UI is ready.
  • Backend availability: transient 500s, deploys, or maintenance windows can break tests unrelated to the UI behavior you want to validate.
  • Data drift: real databases change; a “search result exists” today may not exist tomorrow.
  • Third-party dependencies: analytics, feature flags, payment providers, and CDNs can introduce unpredictable responses.
  • Rate limits and auth: shared test accounts can be locked, tokens can expire, and rate limits can kick in.""",
      source="https://cursa.app/en/page/network-stubbing-basics-with-cy-intercept-for-deterministic-cypress-e2e-tests",
      kind="blog",
      note="names nothing: a section on flaky UI tests, cut from a Cypress course before the tool is named"),
    R(r"""| Concept | Rule |
|---|---|
| File suffix | .spec.ts / .spec.js — always |
| Grouping | By feature/domain, not by page or URL |
| Test names | test('should ...') or test('user can ...') — describe behavior |
| Nesting | Max 2 levels of test.describe() |
| Default execution | fullyParallel: true — tests run in parallel by default |
| Serial tests | Almost never use test.describe.serial() |
| Test dependencies | Avoid — each test sets up its own state |
| Tags | @smoke, @regression, @slow — filter with --grep |
Use when: Any project — this is the default layout. Avoid when: Never. This is always correct.
Group tests by feature or domain, not by page class or test type.""",
      source="https://hk.jiaoweilu.com/svsubith/playwright-skill/blob/main/core/test-organization.md", kind="docs",
      note="names nothing: a table of test-layout rules from a Playwright skill file, the tool named only in the "
           "address; .spec.ts is a suffix, test.describe() a call, @smoke a tag"),
    R(r"""Goal
Run Playwright tests deterministically and return a pass/fail summary, the top failing tests with likely cause, and artifact paths (playwright-report/, test-results/, traces).
Rules
- •Prefer
npmscripts if present in package.json, else usenpx playwright. - •Default to headless unless user passed
--headed. - •Only run against localhost / internal env configured in
playwright.config.*. - •If Playwright or browsers are missing, install them using
scripts/ensure-playwright.sh. - •Always run with trace enabled on failure if not already configured.
Steps
1. Locate Playwright
- •If
package.jsonexists and includes@playwright/test, use project-local. - •Otherwise install as a dev dependency + browsers.
2. Ensure browsers installed
bash
bash plugins/playwright/skills/run/scripts/ensure-playwright.sh
3. Run tests
- •If
package.jsonhas atest:uiscript, runnpm run test:ui -- $ARGUMENTS - •Otherwise run
npx playwright test $ARGUMENTS
4. If failing — re-run with diagnostics
Re-run only failing tests once:
bash
npx playwright test --last-failed --trace=on --screenshot=only-on-failure
5. Summarize
- •Give a tight summary and list failing spec names.
- •Point to artifacts:
playwright-report/andtest-results/paths. - •Follow the structured output contract in
references/output-format.md.""",
      T("Playwright"),
      F("scripts/ensure-playwright.sh"), F("plugins/playwright/skills/run/scripts/ensure-playwright.sh"),
      F("references/output-format.md"),
      source="https://agentskills.market/skills/krayzpipes-claude-plugins-plugins-playwright-skills-run", kind="docs",
      note="an agent skill's instructions, its words glued where the page lost its markup ('npmscripts', "
           "'package.jsonexists'); npm is written only glued into other words ('npmscripts', 'runnpm run') and "
           "npx is its runner: npm not labelled (doubtful); the script is written both relative to the skill and from the repository root, "
           "both labelled; 'bash <script>' and the 'bash' code labels run a shell: Bash not labelled; "
           "playwright-report/ and test-results/ are folders, playwright.config.* a glob, package.json bare"),
    R(r"""Why “Test Replay” in E2E Test Automation is Not Useful in Real Agile Projects? Part 1
This kind of ‘feature’ is good for demonstration, not for Real E2E Test Automation.
The latest Cypress release (2023–09) introduced a new feature, “Test Replay”.
Test Replay: let testers explore, run and maybe even debug tests with a time travel experience complete with watch mode.
The marketing team of cypress.io even wrote an article on its Press & Media page, titled “Cypress Unveils Test Replay, Bringing New Speed and Efficiency to Automated Testing”.
cypress.io is wrong again! This article explains why.
Let me start by briefly touching upon Real Agile Projects: a quote from Kent Beck (father of Agile)’s classic book.
I have been conducting ‘daily production releases’ practice for all my own apps since 2012 (and some clients’ ones). To me, it is so natural to software development. The enabler of frequent production releases is real Continuous Automated E2E (via UI) Testing. (see my formula, 100% free, W3C standard-based and open-source frameworks: raw Selenium WebDriver + RSpec)
The cypress.io marketing team cleverly used the word “New” in a somewhat misleading way. Its competitor ‘Playwright’ has already had a similar feature called “UI mode” for a while.
By the way, I implemented a “View Testing Snapshots” feature (like “Playwright UI Mode”) in TestWise IDE (a next-gen functional testing IDE created by me) 15 years ago.""",
      T("Cypress"), T("Selenium"), T("RSpec"), T("Playwright"), T("TestWise"),
      source="https://agileway.substack.com/p/why-test-replay-in-e2e-test-automation", kind="blog",
      note="'Selenium WebDriver' labelled Selenium, the lexicon's name; Test Replay and UI mode are features of "
           "Cypress and Playwright; cypress.io is the company acting as a company; TestWise IDE the author's tool"),
    R(r"""k6 v0.31.0 is here! 🎉 It's a smaller release with some significant performance improvements, a new http_req_failed metric and changes to the output subsystem that enable output extensions with xk6!

New features

Output cleanup and extensions (#1874)

The state of k6's output packages has been a development pain point for a long time, which made it difficult to add new outputs in a consistent way. In the refactor done in v0.31.0, this has been mostly addressed and outputs now implement a simpler and cleaner Output interface.

In addition to this, it is now possible to implement custom k6 output extensions in Go with xk6! This is very useful if you use a system that's currently not supported by the built-in outputs, or need some custom handling of the metrics k6 produces.

Writing output extensions is done very similarly to how JS module extensions are currently written, though instead of calling js/modules.Register(), you should implement the new Output interface and call output.RegisterExtension() with your constructor.

We are working on the proper documentation for this, as well as the overdue xk6 documentation about JS extensions, so keep a lookout for those on k6.io/docs.

Marking requests as failed (#1856)

It's now possible to declare expected HTTP response statuses for either the entire test or for individual HTTP requests, and k6 will emit a new http_req_failed metric as well as tag HTTP metrics with expected_response: <bool>. By default, k6 will now fail requests that return HTTP 4xx/5xx response codes.""",
      T("k6"), T("xk6"), T("Go"),
      source="https://newreleases.io/project/github/grafana/k6/release/v0.31.0", kind="changelog",
      note="'JS module extensions' are k6's extensions exposed to scripts, JS names the kind of module, not a tool "
           "used here: JavaScript not labelled (doubtful); js/modules.Register() is a Go call; k6.io/docs a site"),
    R(r"""Python API Development with FastAPI

Testing

Conftest Py File

In this article, we explore how to organize test fixtures using a dedicated file called conftest.py. Pytest automatically discovers and loads fixtures defined in this file for all tests within the same package (including sub-packages). This centralized approach simplifies database and client initialization, allowing you to reuse common setup logic across multiple test modules.


Testing the Login Endpoint

Below is a sample test that logs in a user. This test uses the client fixture (provided via conftest.py) to send a POST request to the /login endpoint. The returned JWT token is decoded to verify the user ID and token type.

def test_login_user(test_user, client):
    res = client.post(
        "/login", data={"username": test_user['email'], "password": test_user['password']}
    )
    login_res = schemas.Token(**res.json())
    payload = jwt.decode(login_res.access_token, settings.secret_key, algorithms=[settings.algorithm])

    user_id = payload.get('user_id')
    assert user_id == test_user['id']
    assert login_res.token_type == "bearer"
    assert res.status_code == 200

The following console output shows the results when running the tests, along with deprecation warnings related to aiofiles:

venv\lib\site-packages\aiofiles\os.py:10
venv\lib\site-packages\aiofiles\os.py:10
venv\lib\site-packages\aiofiles\os.py:10
venv\lib\site-packages\fastapi\venv\lib\site-packages\aiofiles\os.py:10: DeprecationWarning: "@coroutine" decorator is deprecated since Python 3.8, use "async def" instead
============================= test session starts ==============================
collected 2 items

tests/test_users.py::test_login_user PASSED                            [ 50%]
tests/test_calculations.py::test_calculations PASSED                  [100%]

============================== 2 passed, 5 warnings in 1.67s ==============================""",
      T("Python"), T("FastAPI"), T("pytest"), T("aiofiles"),
      F("tests/test_users.py"), F("tests/test_calculations.py"), E("POST /login"),
      source="https://notes.kodekloud.com/docs/Python-API-Development-with-FastAPI/Testing/Conftest-Py-File",
      kind="blog",
      note="the test sends 'a POST request to the /login endpoint' of the app's own API (client.post(\"/login\")): "
           "labelled; the venv\\lib\\site-packages paths are dependency paths: not labelled; conftest.py bare; JWT a "
           "token format"),
    R(r"""pytest — Fixtures, Conftest, and Async Testing

Set up pytest with fixtures, conftest.py, and async test support for FastAPI applications

10m 10m reading Lab included

The Problem

Testing async FastAPI apps needs async test support, a test client that speaks ASGI, and shared fixtures across test files. Standard unittest doesn’t support any of this natively.

Test Setup

conftest.py — Shared Fixtures

# tests/conftest.py
import pytest
from httpx import ASGITransport, AsyncClient
from app.main import app


@pytest.fixture
async def client():
    transport = ASGITransport(app=app)
    async with AsyncClient(transport=transport, base_url="http://test") as ac:
        yield ac

This fixture:

  • Creates an AsyncClient that talks directly to your FastAPI app (no HTTP server needed)
  • Uses ASGITransport — in-process, no network overhead
  • yield makes it a generator fixture — cleanup happens after the test
  • Available to all test files (conftest.py is auto-discovered by pytest)

pytest Configuration

# pyproject.toml
[tool.pytest.ini_options]
testpaths = ["tests"]
asyncio_mode = "auto"
addopts = "-v --tb=short --cov=app --cov-report=term-missing"
  • asyncio_mode = "auto" — async test functions run automatically, no @pytest.mark.asyncio needed
  • --cov=app — measure coverage for the app/ package
  • --cov-report=term-missing — show which lines aren’t covered

Running Tests

# Run all tests
pytest

# Run with verbose output
pytest -v

# Run a specific test class
pytest tests/test_api.py::TestItemsAPI

# Run a specific test
pytest tests/test_api.py::TestItemsAPI::test_create_item

Why httpx Over TestClient

FastAPI provides TestClient (based on requests), but it’s synchronous. For async code:""",
      T("pytest"), T("FastAPI"), T("unittest"), T("HTTPX"), T("Requests"),
      F("tests/conftest.py"), F("tests/test_api.py"),
      source="https://jinnabalu.com/courses/python-production-pytest-setup", kind="blog",
      note="'tests/test_api.py::TestItemsAPI' is a pytest node id: the file path labelled; ASGI is an interface "
           "spec; pyproject.toml and conftest.py bare; app/ a folder; the --cov options belong to pytest-cov, "
           "which is never named: not labelled; @pytest.mark.asyncio a dotted identifier"),
    R(r"""In this article, we’re going to look at how to use TDD to test an express API using the supertest and jest frameworks.
Jest is a javascript test runner for running automated tests, and supertest provides a high-level abstraction for testing HTTP.
The app that we will be testing will will contain a single endpoint to POST a new user given a username and password.
Express Apps
A normal express implementation might look something like this:
import express from 'express'
const app = express()
app.get('/test', (req, res) => {
res.send("🤗")
})
app.listen(8080, () => console.log("listening on port 8080"))
Where we create a new http server from the express function and bind it to a port to listen for HTTP requests. When we write tests for the server using supertest, we can actually let supertest take care of the port binding which makes the tests much cleaner and easier to write. In order to do this, we won’t call app.listen
here. Instead we should remove the app.listen line and just export app from this file.
export default app
Then in our test file, we can import app and use supertest to test the api. More in that in a moment.
App Setup
The setup for this app will contain the following three files:
app.js
: Contains the express code to define and implement all of the HTTP routes.app.test.js
: Importsapp.js
and tests all of the endpoints.server.js
: Importsapp.js
and binds it to port 8080.
server.js
will act as the entry point of the entire back end application that we can run with node server.js
, and app.js
only contains express specific code. We’ll see this separation come in handy even more in future articles.
app.js
import express from 'express'
const app = express()
app.post('/users', (req, res) => {
})
export default app""",
      T("Express"), T("Supertest"), T("Jest"), T("JavaScript"), T("Node.js"),
      E("GET /test"), E("POST /users"),
      source="https://sammeechward.com/testing-an-express-app-with-supertest-and-jest", kind="blog",
      note="app.get('/test') and app.post('/users') are the app's routes; 'node server.js' runs Node.js; app.js, "
           "app.test.js and server.js are bare file names"),
    R(r"""Testing Express APIs

Supertest is a practical way to test HTTP behavior in-memory: it validates routing, middleware order, and error formats without real network overhead.

On this page

Why HTTP Testing Needs a Tool

Testing HTTP endpoints by manually calling handlers misses middleware behavior, route matching, headers, and serialization. Supertest runs requests against your app without binding an actual port, keeping tests fast and deterministic.

Test the Contract, Not the Implementation

API tests should assert status codes, response shape, headers, and error codes. Avoid asserting exact formatting or internal logs. Treat the HTTP interface as the contract.

Example: Express + Supertest

import test from 'node:test';
import assert from 'node:assert/strict';
import request from 'supertest';
import { createApp } from '../src/app';

test('GET /health returns ok', async () => {
  const app = createApp();
  const res = await request(app).get('/health').expect(200);
  assert.deepEqual(res.body, { ok: true });
});

Example: Validate Error Format

test('POST /users validates input', async () => {
  const app = createApp();

  const res = await request(app)
    .post('/users')
    .set('Content-Type', 'application/json')
    .send({ email: 123 })
    .expect(400);

  assert.equal(res.body.error.code, 'VALIDATION_ERROR');
});""",
      T("Express"), T("Supertest"), E("GET /health"), E("POST /users"),
      source="https://corecode.pro/nodejs/testing-supertest", kind="docs",
      note="the tests call the app's own routes with their methods: labelled; '../src/app' is an import specifier "
           "without an extension; node:test and node:assert are module specifiers (Node.js only in the address, "
           "not labelled)"),
    R(r"""This guide explains how to set up automated tests for an HTTP API implemented with Express.js and Mongoose, using the following tools:
- Jest (test framework)
- Jest Extended (assertion library)
- SuperTest (HTTP test library)
This is just a particular selection of popular tools. There are many other tools that can do the same. For example, read this article for a list of the most popular JavaScript test frameworks in 2021.
Note that the code in this tutorial uses Promises and async functions. Read this guide if you are not familiar with the subject.
- Requirements
- Install the test framework and run your first test
- Your domain model & API
- Set up your test suite
- Write your first test
- Add a unicity constraint to your model
- Reproducible tests
- Write more detailed assertions
- Add some matchers to Jest with jest-extended
- Write a second test
- Optional: authenticate
- Test fixtures
- Am I testing every possible scenario?
- Optional: check your test coverage
- Avoid problems with parallelism
- Tip
- Documentation
- Node.js 13.2+
- You are using npm to manage your dependencies.
- A working Express.js application providing the HTTP API you wish to test.
- You are using Mongoose to store your data in a MongoDB database.
Start by installing Jest, which we will use to create and run our tests:
$> npm install --save-dev jest
Create a spec
folder in your project.
spec
is short for specification. When you write tests, each test will be identified by a short string which describes what the test is testing. For example, a test could be calledPOST /users should create a user
. This specifies what the test is doing (POST /users
) and what the expected result isshould create a user
in a brief sentence.This practice is part of Behavior-Driven Development.
You will now create a sample test to make sure that Jest works.
Create a spec/example.spec.js
file with the following contents:""",
      T("Express"), T("Mongoose"), T("Jest"), T("jest-extended"), T("Supertest"), T("JavaScript"), T("Node.js"),
      T("npm"), T("MongoDB"), F("spec/example.spec.js"), E("POST /users"),
      source="https://disks.eu.org/MediaComem/comem-archioweb/blob/main/guides/set-up-automated-tests.md",
      kind="docs",
      note="'Jest Extended' is the jest-extended package, named so later; 'POST /users' is the route of the "
           "reader's own API the example test exercises, method and path written: labelled (doubtful, it names a "
           "test); spec is a folder"),
]
