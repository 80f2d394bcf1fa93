"""A twenty-seventh fresh held-out set ("fresh-27"), the issues part: 65 GitHub issue and pull-request threads about
full-stack web apps and their users, from repositories none of the earlier sets used but for three (stripe-node,
firebase-functions and FastAPI, each with a thread not used before) -- headless CMSs and
shops (Payload's custom endpoints, Medusa's admin behind CORS, Ghost's Admin API client, WooCommerce's REST API from
Python and .NET, a Sylius plugin under Composer, Shopware plugins in Apache logs, WordPress plugins and WordLift);
auth (Clerk's Next.js middleware, vue-clerk under Nuxt, Keycloak's token endpoint with jq, JWT logins in Express and
hapi boilerplates, Laravel Passport behind Nuxt); payments (Stripe webhooks under Express); self-hosted apps (Immich
and immich-go uploads, Paperless-ngx's upload endpoint behind its CSRF check, Home Assistant custom integrations and a
system-health dump with HACS and its add-ons, Nextcloud in Docker and its AppAPI dev scripts); front ends and their
back ends (Next.js builds and Nx, Astro's prerender export, SvelteKit on Vercel, Prisma in Vercel's build logs, Vue
admin and shop front ends calling their back ends in Chinese threads, FastAPI and Django REST framework endpoints,
Rails logs and exception mails, a Phoenix webhook endpoint, Laravel on shared hosting, Firebase functions'
package.json, course APIs in Portuguese and Spanish);
in Chinese, Portuguese, Spanish, German and Korean as well as English -- each the thread's title followed by its body
and maybe a comment or two, kept as written (code blocks, logs, tracebacks, env dumps, package lists, request and
Rails logs, curl commands as they appear; trimmed; screenshots dropped; the comments joined without their author
lines). Four of them label nothing at all.

Every text was taken from a stored public copy of the thread at the address given and labelled by hand without
running the extractor on it, by the earlier sets' conventions: technologies under their usual canonical name (any
spelling in the text), a code fence's language but not a shell's; data formats, everyday shell utilities, sites,
placeholders, user agents and names only inside URLs, absolute or dependency paths, package paths or dotted
identifiers not labelled; relative file paths as written (./ kept, a line's :N left out), bare file names, folders
and import specifiers not; an endpoint only as "METHOD /path" where the text gives the method for that path (a route
in code, a request the app's own route answers even with an error or a CSRF refusal, a client call with its method,
a request to the app's own server written as a URL, a concrete request where no route pattern is written) and writes
the whole path -- a request no route accepts, a path with no method, a request to a third-party server (Keycloak's
token endpoint), and a router's route whose mounted full path is never written are not labelled. Nobody tunes the
extractor on these texts: the benchmark scores them as their own split (``--split fresh-27``).
"""

from real_corpus import E, F, R, T  # noqa: F401

SURFACES = {
    "Knex": ("kenex",),
    "django-rest-framework-datatables": ("DRFD", "DRF-datatables"),
    "Django REST framework": ("DRF",),
    "macOS": ("Mac", "darwin"),
    "Thunder Client": ("thunder-client",),
    "MongoDB": ("mongo",),
    "Microsoft Edge": ("edge",),
    "HACS": ("Home Assistant Community Store",),
    "Home Assistant": ("HA",),
    "Nextcloud AppAPI": ("AppAPI",),
    "Create React App": ("CRA",),
    "Backpack for Laravel": ("Backpack",),
}

CASES = [
    R(r"""Top-level custom endpoint `root: true` is not working

### Describe the Bug

The docs in the https://payloadcms.com/docs/rest-api/overview#custom-endpoints says:

So I add to the `src/payload.config.ts`:
```
  endpoints: [
    {
      path: '/my-custom-endpoint',
      method: 'get',
      root: true,
      async handler(req) {
        return Response.json({ message: 'Hello World' })
      },
    },
  ],
```

But my `/my-custom-endpoint` is not working without `/api` prefix.

### Reproduction Steps

1. `git clone https://github.com/mihaon/payloadcms-root-endpoint-error-reproduction.git`
2. `cd payloadcms-root-endpoint-error-reproduction`
3. `npm run dev`

Expected result:
http://localhost:3000/my-custom-endpoint returns "Hello World"
http://localhost:3000/api/my-custom-endpoint returns 404

Actual result:
http://localhost:3000/my-custom-endpoint returns 404
http://localhost:3000/api/my-custom-endpoint returns "Hello World"

### Which area(s) are affected?

area: core

### Environment Info

```text
Binaries:
  Node: 24.13.1
  npm: 11.8.0
  Yarn: N/A
  pnpm: 10.30.3
Relevant Packages:
  payload: 3.86.0
  next: 16.2
```""",
      T("Payload"), T("Node.js"), T("npm"), T("Yarn"), T("pnpm"), T("Next.js"), T("Git"),
      F("src/payload.config.ts"), E("GET /my-custom-endpoint"),
      source="https://github.com/payloadcms/payload/issues/17553", kind="issue",
      note="the custom endpoint in the config (path '/my-custom-endpoint', method 'get') is a route in code: GET "
           "/my-custom-endpoint labelled; it is in fact served under /api (the bug), and /api/my-custom-endpoint "
           "is written only as a URL with no method -- not labelled; Payload named in the package list (payload: "
           "3.86.0) and the docs URL; next: 16.2 in the package list is Next.js; Yarn N/A still named; git clone a "
           "command -- Git labelled, doubtful"),
    R(r"""POST /api/assets occasionally fails with an empty 404

### I have searched the existing issues, both open and closed, to make sure this is not a duplicate report.

- [x] Yes

### The bug

I'm trying to upload files to the /assets endpoint using .NET's HttpClient. Sometimes the upload succeeds, but other times it fails and returns a 404 error code with no response body and no headers other than `Content-Length: 0`. In this case, there are no relevant messages in `docker logs immich_server` or any of the other containers. I'm not sure why this is happening, as it doesn't seem to be a documented API response. On occasion, I've been able to get the request to succeed by retrying it, but it's often the case that files that have failed in this way will refuse to upload on subsequent times.

I haven't seen this issue with the web client or any other official client (though I haven't tested extensively).

### The OS that Immich Server is running on

Ubuntu 24.04

### Version of Immich Server

v2.7.5

### Version of Immich Mobile App

N/A""",
      T("Immich"), T(".NET"), T("Docker"), T("Ubuntu"), E("POST /api/assets"),
      source="https://github.com/immich-app/immich/issues/28766", kind="issue",
      note="the upload route exists and answers POST /api/assets (sometimes a spurious 404): labelled as the "
           "title writes it; /assets alone no method; HttpClient a .NET class, not labelled on its own; docker "
           "logs a command -- Docker labelled"),
    R(r"""upload error

```
Uploading:
----------
uploaded                                :   76569
upload error                            :    2140
file not selected                       :       0
server's asset upgraded with the input  :       8
server has same asset                   :       0
server has a better asset               :       1

INFO | Connection to the server http://127.0.0.1:2283 | time="2024-10-24T06:59.12 CST"
 INFO | Server status: OK | time="2024-10-24T06:59.12 CST"
 INFO | Connected, user: xxx@xxx.com | time="2024-10-24T06:59.12 CST"
 INFO | Browsing folder(s)... | time="2024-10-24T06:59.12 CST"
...
ERROR | upload error | file=黑白/b39592cf1f1624d0e9b5d665e0dacf3103e6246c.jpeg error="AssetUpload, POST, http://127.0.0.1:2283/api/assets\nPost \"http://127.0.0.1:2283/api/assets\": EOF\n" time="2024-10-24T12:00.13 CST"
ERROR | upload error | file=动物/6bbd159e86508e61.jpg error="io: read/write on closed pipe\nAssetUpload, POST, http://127.0.0.1:2283/api/assets\nPost \"http://127.0.0.1:2283/api/assets\": EOF\n" time="2024-10-24T12:00.14 CST"
```""",
      E("POST /api/assets"), F("黑白/b39592cf1f1624d0e9b5d665e0dacf3103e6246c.jpeg"), F("动物/6bbd159e86508e61.jpg"),
      source="https://github.com/simulot/immich-go/issues/517", kind="issue",
      note="immich-go's log of its upload calls: POST to the Immich server's own /api/assets written as a URL -- "
           "labelled; the files are relative paths under the user's photo folder (Chinese folder names), "
           "labelled as written; neither immich-go nor Immich named in the trimmed text (only the repository) -- "
           "nothing else labelled"),
    R(r"""Unable to create an admin account after creating a new app with create-medusa-app

I have the same issue:

Trying to install medusa js using npx create-medusa-app@latest on Hetzner cloud server ubuntu 22

I can access ipaddress:7001/invite?token=

but I get:

GET http://localhost:9000/admin/batch-jobs?limit=100 net::ERR_FAILED
or
GET http://localhost:9000/admin/auth net::ERR_FAILED
or
Access to XMLHttpRequest at 'http://localhost:9000/admin/batch-jobs?limit=100' from origin 'http://ipaddress:7001' has been blocked by CORS policy: The request client is not a secure context and the resource is in more-private address space `local`.

.env:
STORE_CORS=http://localhost:8000,http://localhost:7001
CACHE_REDIS_URL=http://localhost:6379

medusa-config:
// CORS when consuming Medusa from admin
const ADMIN_CORS =
  process.env.ADMIN_CORS || "http://localhost:7000,http://localhost:7001";

// CORS to avoid issues when consuming Medusa from a client
const STORE_CORS = process.env.STORE_CORS || "http://localhost:8000";

const DATABASE_URL =
  process.env.DATABASE_URL || "postgres://localhost/medusa-starter-default";

const REDIS_URL = process.env.REDIS_URL || "redis://localhost:6379";""",
      T("Medusa"), T("npx"), T("Hetzner"), T("Ubuntu"), E("GET /admin/batch-jobs"), E("GET /admin/auth"),
      source="https://github.com/medusajs/medusa/issues/6400", kind="issue",
      note="the admin's GETs to the Medusa server's own routes, written as URLs (query dropped), refused by CORS in "
           "the browser -- labelled; create-medusa-app the package run by npx, not labelled apart; PostgreSQL and "
           "Redis only inside URLs and env names (REDIS_URL) -- not labelled; XMLHttpRequest a browser API, not "
           "labelled; CORS a mechanism"),
    R(r"""Setup a new Medusa project, getting an error on Admin Login Screen

## Bug report

### Describe the bug

Brought a new medusa project by following:
1. Install Postgres using docker
2. medusa using npx create-medusa-app@latest with storefront as well.

Getting error on admin login page as attached in screenshots section

### System information

Medusa version (including plugins): 
    "@medusajs/admin": "^7.1.1",
    "@medusajs/cache-inmemory": "^1.8.8",
    "@medusajs/cache-redis": "^1.8.8",
    "@medusajs/event-bus-local": "^1.9.6",
    "@medusajs/event-bus-redis": "^1.8.9",
    "@medusajs/file-local": "^1.0.2",
    "@medusajs/icons": "^1.0.0",
    "@medusajs/medusa": "^1.16.0",
    "@medusajs/ui": "^1.0.0",
    "medusa-fulfillment-manual": "^1.1.38",
    "medusa-interfaces": "^1.3.7",
    "medusa-payment-manual": "^1.0.24",
    "medusa-payment-stripe": "^6.0.4",
    "prism-react-renderer": "^2.0.4",
Node.js version: v16.20.2 using nvm
Database: Postgres using docker
Operating system: Mac Ventura 13.6
Browser (if relevant): Chrome

### Steps to reproduce the behavior

1. Install Postgres using docker and run it on port 5432
2. Run medusa using npx create-medusa-app@latest with storefront as well
3. Load the admin login page""",
      T("Medusa"), T("PostgreSQL"), T("Docker"), T("npx"), T("Node.js"), T("nvm"), T("macOS"), T("Chrome"),
      T("prism-react-renderer"), T("medusa-payment-stripe"),
      source="https://github.com/medusajs/medusa/issues/5260", kind="issue",
      note="the @medusajs/* packages are Medusa's own (Medusa labelled once); medusa-payment-stripe and "
           "prism-react-renderer dependencies named in the list -- labelled, the Medusa plugins "
           "(medusa-fulfillment-manual, medusa-interfaces, medusa-payment-manual) left out as the project's own "
           "parts, doubtful; Stripe only inside a package name; 'Mac Ventura' macOS"),
    R(r"""undefined method `error_api_actions' for nil:NilClass

affecting nikean.org

``` txt
A NoMethodError occurred in resource#create:

  undefined method `error_api_actions' for nil:NilClass
  app/controllers/concerns/api_actionable.rb:104:in `create_error_actions'


-------------------------------
Request:
-------------------------------

  * URL        : https://nikean.org/api_namespaces/14/resource
  * HTTP Method: POST
  * IP address : 115.188.208.165
  * Parameters : {"authenticity_token"=>"[FILTERED]", "form_id"=>"69947669991060", "data"=>{"properties"=>{"first_name"=>"Amber", "last_name"=>"W", "consent"=>"true"}}, "g-recaptcha-response"=>"", "commit"=>"Submit", "controller"=>"resource", "action"=>"create", "api_namespace_id"=>"14"}
```""",
      F("app/controllers/concerns/api_actionable.rb"), E("POST /api_namespaces/14/resource"),
      source="https://github.com/restarone/violet_rails/issues/1472", kind="issue",
      note="the exception notifier's mail: the app's own resource#create route answering a POST with a 500, written "
           "as URL and method on two lines -- labelled with the URL's path, as the concrete request (no route "
           "pattern written); the concern's path labelled (:104 left out); reCAPTCHA only as a parameter name; "
           "Rails only in the repository's name (NoMethodError, nil:NilClass are Ruby's) -- Ruby not named, not "
           "labelled; the ``` txt fence names no language"),
    R(r"""Unable to use the API

I apologize in advance if I'm doing something stupid but I'm not able to use the API. I get a 500 when I try to POST: 

{ "title": "test1" }

to

http://xxx:3000/pages

and a 402 when I try to create pageboxes. DELETEs seem to work just fine.

Below is the output from the 500:

NoMethodError in PagesController#create

undefined method `[]' for nil:NilClass
Rails.root: /home/vagrant/rnoc

Application Trace | Framework Trace | Full Trace
app/controllers/pages_controller.rb:69:in `create'
actionpack (3.2.13) lib/action_controller/metal/implicit_render.rb:4:in`send_action'
actionpack (3.2.13) lib/abstract_controller/base.rb:167:in `process_action'
actionpack (3.2.13) lib/action_controller/metal/rendering.rb:10:in`process_action'
activesupport (3.2.13) lib/active_support/callbacks.rb:414:in`_run__759938913368641945__process_action__3501431026328353772__callbacks'""",
      T("Rails"), F("app/controllers/pages_controller.rb"), E("POST /pages"),
      source="https://github.com/Brofaces/rnoc/issues/30", kind="issue",
      note="a POST to the app's own /pages (its create action fails with a 500), written as a URL -- POST /pages "
           "labelled; the controller's path labelled (:69 left out); the gem frames (actionpack, activesupport) "
           "are paths inside gems -- not labelled; Rails named by the error page's Rails.root line, doubtful (a "
           "dotted field name); /home/vagrant/rnoc absolute (Vagrant only inside it)"),
    R(r"""A NoMethodError occurred in errors#route_error:

```
A NoMethodError occurred in errors#route_error:

undefined method `message' for nil:NilClass
app/controllers/application_controller.rb:260:in `block (2 levels) in render_error'
------------------------------- Request:
* URL        : https://data.acousticobservatory.org/images/apple-touch-icon-72x72.png
* HTTP Method: GET
* Parameters : {"controller"=>"errors", "action"=>"route_error", "requested_route"=>"images/apple-touch-icon-72x72", "format"=>"png"}

------------------------------- Backtrace:
app/controllers/application_controller.rb:260:in `block (2 levels) in render_error'
actionpack (4.2.11.1) lib/action_controller/metal/mime_responds.rb:217:in `respond_to'
app/controllers/application_controller.rb:251:in `render_error'
app/controllers/errors_controller.rb:67:in `route_error'
actionpack (4.2.11.1) lib/action_controller/metal/implicit_render.rb:4:in `send_action'
actionpack (4.2.11.1) lib/abstract_controller/base.rb:198:in `process_action'
```""",
      F("app/controllers/application_controller.rb"), F("app/controllers/errors_controller.rb"),
      source="https://github.com/QutEcoacoustics/baw-server/issues/405", kind="issue",
      note="the GET for a missing icon reached errors#route_error (no route matched it) -- no endpoint; the app's "
           "two controllers labelled (line numbers left out); actionpack frames inside the gem -- not labelled; no "
           "technology named in the text"),
    R(r"""undefined method 'login' Rails 5

{
  "status": 500,
  "error": "Internal Server Error",
  "exception": "#<NoMethodError: undefined method `login' for #<Api::V1::SessionsController:0x00000003ac9088>>",
  "traces": {
    "Application Trace": [
      {
        "id": 0,
        "trace": "app/controllers/api/v1/sessions_controller.rb:6:in `create'"
      }
    ],
    "Framework Trace": [
      {
        "id": 1,
        "trace": "actionpack (5.0.0.1) lib/action_controller/metal/basic_implicit_render.rb:4:in `send_action'"
      },
      {
        "id": 2,
        "trace": "actionpack (5.0.0.1) lib/abstract_controller/base.rb:188:in `process_action'"
      }
    ]
  }
}""",
      T("Rails"), F("app/controllers/api/v1/sessions_controller.rb"),
      source="https://github.com/NoamB/sorcery/issues/794", kind="issue",
      note="Rails 5 in the title; the API sessions controller's path labelled (:6 left out); the JSON error body of "
           "a Rails API app, no route or method of the request written -- no endpoint; Sorcery only the repository"),
    R(r"""500 Error on Initial Page Load in Production (Vercel)

### What
The application returns a 500 error on the initial page load when deployed to Vercel, even though it works correctly on localhost. The error occurs immediately on page load and persists when attempting to search.

#### Root Cause:
The load function in +page.ts makes API calls to fetch product counts and contributor counts without error handling. When these API calls fail or timeout in production environments, the unhandled errors propagate and cause SvelteKit to render a 500 error page.

**Environment:**

Localhost: ✅ Works
Vercel: ❌ 500 Error

### Steps to reproduce the behavior:
1. Go to https://openfoodfacts-explorer.vercel.app or
https://openfoodfacts-explorer.vercel.app/search?q=oranges""",
      T("Vercel"), T("SvelteKit"),
      source="https://github.com/openfoodfacts/openfoodfacts-explorer/issues/1278", kind="issue",
      note="+page.ts a bare file name (SvelteKit's route file); the search page only inside URLs -- no endpoint; "
           "the screenshot dropped"),
    R(r"""[Bug] 로그인 API 작동 오류

### 🎟️ 작업 종류 (Feature Type)

DEV-38

### 📝 상세 내용(Description)

로그인 API를 호출하면 500이 반환됩니다.

### ✅ Todo

- [ ] Task1
- [ ] Task2""",
      source="https://github.com/HIGHFIVE-SW/HIGHFIVE-BE/issues/31", kind="issue",
      note="Korean; nothing labelled: the login API is named with no path or method; DEV-38 a ticket key"),
    R(r"""[BE] 개발서버 로그인 시 500응답이 오는 이슈

### 설명
개발서버에서 소셜로그인을 하면 500응답이 온다.
### 진행상황
- [x] 문제상황 확인
- [x] 코드 수정

### 주의사항""",
      source="https://github.com/woowacourse-teams/2021-jujeol-jujeol/issues/209", kind="issue",
      note="Korean; nothing labelled: a social login answering 500 on the dev server, no route, method or tool named"),
    R(r"""#HU 17 - Rutas 404

- Como: Cliente de la API REST.
- Quiero: Realizar peticiones a rutas o verbos HTTP no implementados.
- Para: El servidor responda con un formato JSON consistente de recurso no encontrado en lugar de páginas HTML predeterminadas.
- Criterios de aceptación:
1. Capturar cualquier petición sin coincidencia de ruta y responder con código 404 Not Found.
2. Incluir en el cuerpo de la respuesta JSON los campos { status: 'fail', msg: 'Ruta no encontrada: <METHOD> <URL>', statusCode: 404 }.
3. Garantizar que las cabeceras de respuesta mantengan el tipo de contenido application/json.""",
      T("REST"),
      source="https://github.com/MayraMoy/backendCirculApp/issues/25", kind="issue",
      note="Spanish user story; 'la API REST' the Spanish word order of the noun phrase REST API -- REST labelled, "
           "doubtful; <METHOD> <URL> placeholders; JSON and HTML formats; HTTP a protocol"),
    R(r"""Middelware issue with clerk

import { authMiddleware } from '@clerk/nextjs'

export default authMiddleware({
  publicRoutes: ['/api/:path*']
})

export const config = {
  matcher: ['/((?!.*\\..*|_next).*)', '/', '/(api|trpc)(.*)']
}
 it's the same in the project middelware but i still get unauthorized  user 401 issue wheni use thunder-client extension or edge browser that i'm not sign-in using the project clerk authentication, any idea i looked everywhere docs threads youtube all nothing worked""",
      T("Clerk"), T("Thunder Client"), T("Microsoft Edge"),
      source="https://github.com/AntonioErdeljac/next13-ecommerce-admin/issues/36", kind="issue",
      note="@clerk/nextjs an import specifier (Next.js not named otherwise) -- not labelled; the public routes and "
           "matcher patterns have no method -- no endpoint; 'edge browser' Microsoft Edge; tRPC only in a path "
           "pattern; YouTube a site"),
    R(r"""use of useAuth from #clerk in middleware

Hey, I basically want to protect most of my api with clerk, also dont really need access to the userObject so i just wanted to do the auth check in middleware.

However when doing so `getAuth()` returns `undefined`. Any idea as how to solve this?

```ts
// server/middleware/auth.ts
import { getAuth } from "#clerk";
// import { clerkClient, getAuth } from "#clerk";

export default defineEventHandler(async (event) => {
  if (event.node.req.url?.startsWith("/api")) {
    const publicRoutes = ["/api/public", "/api/another-public-route"];

    if (publicRoutes.includes(event.node.req.url || "")) {
      return;
    }

    console.log("getAuth", getAuth(event)); // returns `undefined`
  }
});

```

Hey, thanks for checking this module out.

Did you add `vue-clerk/nuxt` to `modules` array in your `nuxt.config.ts` file?

hey, yes i did. useAuth does work in a normal endpoint just doesnt seem to work in the middleware

This is a good catch. Thanks! Looks like this might be caused by the ordering of middleware. Looking into it now""",
      T("Clerk"), T("TypeScript"), T("vue-clerk"), F("server/middleware/auth.ts"),
      source="https://github.com/wobsoriano/vue-clerk/issues/172", kind="issue",
      note="```ts fence TypeScript; server/middleware/auth.ts a path in the comment line; nuxt.config.ts a bare file "
           "name and vue-clerk/nuxt a module specifier -- Nuxt not labelled from them, doubtful (the thread is about "
           "a Nuxt app); vue-clerk labelled (the module the maintainer asks about); the public routes no method"),
    R(r"""Value in [users.name] cannot be blank. Example from official docs does not work.

### Issue Summary

I try to create a new post on my blog using node.js

### To Reproduce

Here is my code it works, but request gives and error

```js
const GhostAdminAPI = require('@tryghost/admin-api');
const path = require('path');

// Your API config
const api = new GhostAdminAPI({
    url: 'https://citvy.com/blog',
    version: "v3",
    key: 'ADMIN API KEY FROM GHOST PANEL'
});

// Your content
let html = '<p>My test post content.</p><figure><img src="https://static.ghost.org/v3.0.0/images/welcome-to-ghost.png" /><figcaption>My awesome photo</figcaption></figure>';

return api.posts
    .add(
        { title: 'My Test Post', html },
        { source: 'html' },
        { excerpt: "👋 Welcome, it's great to have you here." },
        { feature_image: "https://static.ghost.org/v3.0.0/images/welcome-to-ghost.png" }
    )
    .then(res => console.log(JSON.stringify(res)))
    .catch(err => console.log(err));

```

The example I took exactly from here: https://ghost.org/docs/api/v2/javascript/admin/#publishing-example

### Technical details:

* Ghost Version: latest (current one), update today
* Node Version: v12""",
      T("Ghost"), T("Node.js"), T("JavaScript"),
      source="https://github.com/TryGhost/SDK/issues/342", kind="issue",
      note="```js fence JavaScript; @tryghost/admin-api only as a require specifier (the Admin API client) -- not "
           "labelled apart; api.posts.add a client call with no path -- no endpoint; GHOST PANEL a placeholder in "
           "a string"),
    R(r"""Just updated now API is not working

Hi All,
7 hours ago i used the python API to upload and change some data. in the last 2 hours i have updated WooCommerce to the latest version.

just now i have tired to upload a new product and have the following error

```
 {'code': 'woocommerce_rest_cannot_view',
 'data': {'status': 401},
 'message': 'Sorry, you cannot view this resource.'}
```
I'm using the python API i have also created a new API key just in-case that was a issue neither key is working.

if you need anymore info please let me know

WooCommerce REST API package: |   | 1.0.6 
WordPress version: |   | 5.3.2
python WooCommerceAPI: |   |2.1.1

thanks

Closed seems it was caused by another plugin (W3 Total Cache)""",
      T("Python"), T("WooCommerce"), T("WordPress"), T("W3 Total Cache"), T("REST"),
      source="https://github.com/woocommerce/woocommerce-rest-api/issues/110", kind="issue",
      note="'WooCommerce REST API package' names the REST API (REST labelled, the noun phrase); the python "
           "WooCommerceAPI client (the woocommerce package on PyPI) labelled only as Python and WooCommerce -- "
           "WooCommerceAPI a class name, not labelled, doubtful; no route of the API written"),
    R(r"""status 401 woocommerce_rest_cannot_view

Hi,

My site is running on wordpress 5.5.6 and woocommerce 5.5.1 on php 7.4.23. I am using WooCommerce.NET 0.8.3.
The site was recently moved to a new server and since then, whenever I try to get all orders or products, I get code":"woocommerce_rest_cannot_view","message":"Sorry, you cannot view this resource.","data":{"status":401 response from the server.

It is definitely not the authentication as the same consumer key and secret work perfectly fine in Postman and if I try to get orders using a new RestSharp client, I get the list of orders as response from the server. So the authentication works.

I did some googling and found a few posts that point to the .htaccess file as the culprit, but even if I change this file to match that of some of the solutions, I still get the 401 cannot view response.

Has anybody else had similar issues and if so, how did you fix it?""",
      T("WordPress"), T("WooCommerce"), T("PHP"), T("WooCommerce.NET"), T("Postman"), T("RestSharp"),
      source="https://github.com/XiaoFaye/WooCommerce.NET/issues/646", kind="issue",
      note=".htaccess a bare file name (Apache not named) -- not labelled; no path of the orders call written"),
    R(r"""Webhook validate signing error: No signature found matching the expected signature for payload. | express

Hi, @MNorgren !

After a long debugging session with one very nice Stripe Discord Admin from the Stripe Dev Server the problem was actually very simple. 

I did use a bodyParser like this: `app.use(express.json())` and this middleware did converted the body into a JSON format before I could get the raw body.

And Stripe **needs** the raw body to verify the WebHook.

And so now what I have done is the following:
```javascript
app.use((req, res, next) => {
  if (req.originalUrl === '/webhook') {
    next(); // Do nothing with the body because I need it in a raw state.
  } else {
    express.json()(req, res, next);  // ONLY do express.json() if the received request is NOT a WebHook from Stripe.
  }
});
```

Hope this helps!
Greetings from Hamburg.

@Jonathan-Hofmann  - Thank you! I am sure that would work as well...

I also found a work-around by using the `express.raw({type: 'application/json'})` as specified in the docs, but rather than using `request.body`, I had to use `request.rawBody`.

My express route ended up looking like this:

```js
  app.post('/stripe/webhook', express.raw({type: 'application/json'}), asyncHandler(async (req: Request, res: Response, ) => {

    const stripeSignature = req.headers['stripe-signature'];
```""",
      T("Express"), T("Stripe"), T("JavaScript"), E("POST /stripe/webhook"),
      source="https://github.com/stripe/stripe-node/issues/1254", kind="issue",
      note="app.post('/stripe/webhook') a route in code; '/webhook' only compared with a URL -- no method, not "
           "labelled; 'a bodyParser' here is express.json() -- body-parser not labelled; Discord only where help came from, not labelled; the "
           "```javascript and ```js fences JavaScript (the second holds TypeScript annotations -- TypeScript not "
           "named, not labelled); JSON a format"),
    R(r"""登陆报500，无法登陆

您好，登陆报500，贴了报错，麻烦您有空看下？

POST https://elm.cangdu.org/admin/login 500
Uncaught (in promise) Error: SyntaxError: Unexpected token < in JSON at position 0
at Object.<anonymous> (app.e0a31587e6a57da7a5c1.js:1)
    at i (vendor.22faa6a1913df07d3952.js:11)
    at Generator._invoke (vendor.22faa6a1913df07d3952.js:11)
    at Generator.e.<computed> [as throw] (vendor.22faa6a1913df07d3952.js:11)
    at i (vendor.22faa6a1913df07d3952.js:6)
    at vendor.22faa6a1913df07d3952.js:6

已修复""",
      E("POST /admin/login"),
      source="https://github.com/bailicangdu/vue2-manage/issues/201", kind="issue",
      note="the admin front end's login POST to the project's own demo back end, written as a URL, answered with a 500 "
           "-- labelled; the bundles bare file names; JSON a format; nothing else named"),
    R(r"""后端已经起好了，前段有借口报500

我是本地起的后端，后端管理页面是正常，起前端页面报错了，前端框架不怎么熟悉。。。
控制台报这个错误：
spread.js:25 GET http://localhost:9999/member/checkLogin 500 (Internal Server Error)
spread.js:25 Uncaught (in promise) Error: Request failed with status code 500
    at e.exports (https://cdn.bootcss.com/axios/0.17.1/axios.min.js:8:4479)
    at e.exports (https://cdn.bootcss.com/axios/0.17.1/axios.min.js:8:4321)
    at XMLHttpRequest.l.(anonymous function) (https://cdn.bootcss.com/axios/0.17.1/axios.min.js:8:3278)
e.exports @ spread.js:25
e.exports @ spread.js:25
l.(anonymous function) @ spread.js:25
client.js?7955:183 [HMR] bundle has 1 warnings
client.js?7955:184 ./src/page/Home/home.vue

  ⚠  http://eslint.org/docs/rules/no-trailing-spaces  Trailing spaces not allowed  
  E:\微信商城\xmall-front-master\xmall-front-master\src\page\Home\home.vue:105:10
        } 
            ^

✘ 1 problem (0 errors, 1 warning)

Warnings:
  1  http://eslint.org/docs/rules/no-trailing-spaces
 @ ./src/router/index.js 13:9-38
 @ ./src/main.js
 @ multi ./build/dev-client ./src/main.js""",
      E("GET /member/checkLogin"), F("./src/page/Home/home.vue"), F("./src/router/index.js"), F("./src/main.js"),
      source="https://github.com/Exrick/xmall-front/issues/3", kind="issue",
      note="the front end's GET to the local back end's own route, written as a URL, answered 500 -- labelled; axios "
           "and ESLint only inside URLs -- not labelled; the E:\\ path absolute; ./build/dev-client has no extension "
           "(a module request) -- not labelled; spread.js and client.js bare"),
    R(r"""Login not working

I tested your repo in an attempt to get laravel passport + nuxt working. I am trying to get end-to-end login and a full oauth flow (et access token, use access token to call an API) working.

I went through the installation steps here ttps://iliyazelenko.github.io/laravel-nuxt/features/
but was not successful. Login is not working.

This is what i see in the console:
```
Access to XMLHttpRequest at 'http://localhost:8000/api/auth/user' from origin 'http://localhost:3000' has been blocked by CORS policy: No 'Access-Control-Allow-Origin' header is present on the requested resource.
VM16:1 GET http://localhost:8000/api/auth/user net::ERR_FAILED


(anonymous) @ default.4a3a4789bf2a52cf0c8c.js:1
(anonymous) @ vendor.af2a0b3ea8c956ee7840.js:2
Kt @ vendor.af2a0b3ea8c956ee7840.js:2
Promise.then (async)
Yt @ vendor.af2a0b3ea8c956ee7840.js:2
t.$nextTick @ vendor.af2a0b3ea8c956ee7840.js:2
$route @ default.4a3a4789bf2a52cf0c8c.js:1
```""",
      T("Laravel Passport"), T("Nuxt"), T("OAuth"), E("GET /api/auth/user"),
      source="https://github.com/777genius/laravel-nuxt/issues/5", kind="issue",
      note="the Nuxt front end's GET to the Laravel API's own route (CORS-blocked in the browser), written as a URL -- "
           "labelled; 'laravel passport' Laravel Passport (Laravel itself only in the repository's URL); OAuth named "
           "as the flow; XMLHttpRequest a browser API"),
    R(r"""Erro 500 - Rota de produtos com a nova propriedade /imagem

**Descreva o bug**
No monitoramento do moesif surgiu erro 500 na rota de /produtos. E pelos detalhes da request o usuário utilizou a nova propriedade /imagem (incluído no PR #134) da rota POST /produtos com o Postman.

**Reproduzir**
Acessar o Postman v7.26.5 e realizar POST em /produtos com o seguinte body:

```
{
  "preco": "18",
  "imagem": "nada",
  "nome": "Produto Novo 2",
  "quantidade": "1",
  "descricao": "descrição produto novo"
}
``` 

> É preciso autenticar em /login

Response:

```
{
  "message": "Abra uma issue informando essa resposta. https://github.com/PauloGoncalvesBH/ServeRest/issues",
  "error": {}
}
```

**Comportamento esperado**
O cadastro deveria ter retorno 400 ou 201.

**Contexto:**
 - Versão do ServeRest: 2.13.2
-  O usuário levantou o ServeRest utilizando `npx serverest`, e não docker.""",
      T("Moesif"), T("Postman"), T("ServeRest"), T("npx"), T("Docker"), E("POST /produtos"),
      source="https://github.com/ServeRest/ServeRest/issues/158", kind="issue",
      note="Portuguese; 'rota POST /produtos' the app's own route, answered 500 -- labelled; /login and /imagem "
           "(a body property) no method; ServeRest the project (labelled once); 'e não docker' names Docker as the "
           "other way to run it -- labelled, doubtful"),
    R(r"""Erro na requisição POST na rota /api/recommendation

Ola, estou fazendo o curso pela playlist do postman pelo canal e notei o seguinte erro ao passar a requisição POST

somente com o campo "fullName" há retorno no body, com os demais, retorna a mesma mensagem e status 400, inclusive notei alguns erros com o banco rodando, talvez seja isso um possível problema ao baixar as dependências

Resolvido, rodei o script de prod e montou o banco e validei o registro no no mongo""",
      T("Postman"), T("MongoDB"), E("POST /api/recommendation"),
      source="https://github.com/Qa-Coders/backend-api-nodejs/issues/1", kind="issue",
      note="Portuguese; the screenshots dropped; 'requisição POST na rota /api/recommendation' the API's own route "
           "answering 400 -- labelled; 'mongo' MongoDB; 'playlist do postman' a channel's playlist about Postman -- "
           "labelled, doubtful"),
    R(r"""Me ajuda pra resolver esse erro:

Me ajuda pra resolver esse erro:

router.post('/employees', employeeController.CreateEmployee);
       ^

TypeError: Cannot read properties of undefined (reading 'post')
    at Object.<anonymous> (C:\Users\PAZ NO VALE\employee-crud-api\employee-api\src\routes\employee.routes.js:14:8)
    at Module._compile (node:internal/modules/cjs/loader:1155:14)
    at Object.Module._extensions..js (node:internal/modules/cjs/loader:1209:10)
    at Module.load (node:internal/modules/cjs/loader:1033:32)
    at Function.Module._load (node:internal/modules/cjs/loader:868:12)
    at Module.require (node:internal/modules/cjs/loader:1057:19)
    at require (node:internal/modules/cjs/helpers:103:18)
    at Object.<anonymous> (C:\Users\PAZ NO VALE\employee-crud-api\employee-api\src\app.js:15:23)
    at Module._compile (node:internal/modules/cjs/loader:1155:14)
    at Object.Module._extensions..js (node:internal/modules/cjs/loader:1209:10)
PS C:\Users\PAZ NO VALE\employee-crud-api\employee-api>

Você tem o link do seu repositório?""",
      source="https://github.com/glaucia86/employee-crud-api/issues/93", kind="issue",
      note="Portuguese; nothing labelled: router.post('/employees') is on a router whose mount prefix the text never "
           "writes (and the router is undefined) -- no endpoint; the script paths are absolute Windows paths; "
           "node:internal frames are Node's own modules but Node.js is not named; the PS prompt is PowerShell's but "
           "PowerShell is not named"),
    R(r"""Problema com API Node.js ou Postman

Olá Devs, tudo belezinha ?

Galera estou com um proble com um projeto que estou desenvolvendo.  Criei uma  API em Node.js e estou utlizando o Postgres para o banco de dados junto com kenex, na primera fase do projeto  seria de  cadastrar um usuario no banco de dados utilizando o Postman, fiz um validador de formulario em JS e quando vou tentar cadastrar um usuraio no banco de dados não está passando na primeira validação sendo que estou passando de forma correta.

O problema é que verifiquei o codigo está certo, 
pelo que pesquisei pode ser alguma confirguração no Postman mais não encontro nada concreto. Vou estar linkando meu repositorio do projeto, se alguem souber pq não está passando na validação agradeço muito.

@Al3xFlores, o Postman retorna algum mensagem na resposta?""",
      T("Node.js"), T("PostgreSQL"), T("Knex"), T("Postman"), T("JavaScript"),
      source="https://github.com/frontendbr/forum/issues/1781", kind="issue",
      note="Portuguese; 'kenex' a misspelling of Knex (the query builder used with Postgres) -- labelled as Knex, "
           "needs a surface; 'JS' JavaScript; the repository link dropped"),
    R(r"""No graba.

Carlos: tipeé todo este ejemplo siguiéndote por youtube, y no graba el registro en la BDD. Luego lo cloné y tampoco.

db.tvshows.find()
{ "_id" : ObjectId("540a25bd0fd3588460000001"), "__v" : 0 }
{ "_id" : ObjectId("540a25de0fd3588460000002"), "__v" : 0 }
{ "_id" : ObjectId("540a26a5432e5db372000001"), "__v" : 0 }

El console.log del método POST muestra {} y luego Created...

El json que le estoy enviando es el siguiente: (mediante postman)

{"title":    "La familia Ingalls",
 "year":      1980,
 "country":  "EEUU",
 "poster":   "---",
 "seasons":  10,
 "genre":    "COMEDIA",
 "summary":  "NADA"}

Desde ya, muchas gracias!

A mí me pasa exactamente lo mismo, ¿hay alguna solución al respecto?

He estado mirando y se ve que no coge bien los valores a través de post.

He estado revisando el tuyo, y he hecho una versión más moderna. El problema es que estás haciendo uso de unas funciones que express en la última versión no tiene.""",
      T("Postman"), T("Express"),
      source="https://github.com/carlosazaustre/node-api-rest-example/issues/1", kind="issue",
      note="Spanish; the POST method named with no path -- no endpoint; db.tvshows.find() is the Mongo shell but MongoDB "
           "is not named (ObjectId, __v hint at Mongoose) -- not labelled; YouTube a site; JSON a format"),
    R(r"""Is it possible to send data via POST?

Hi there,

thanks for that great app, it works perfect. Unfortunately DataTables.js, when sending request to DRF API endpoint puts a lot of parameters to URL. That really clogs up logs. There is simple solution, to this problem: send parameters via POST request, described here: https://stackoverflow.com/questions/33862482.

Is it possible to achieve that with DRFD, make it work with POST as well as GET?

Thanks!

I just did, the same result as in my app.

Console says `Failed to load resource: the server responded with a status of 400 (Bad Request)` and pop up with `DataTables warning: table id=albums - Ajax error. For more information about this error, please see http://datatables.net/tn/7` gets displayed.
Log is `"POST /api/albums/?format=datatables HTTP/1.1" 400 15407`.

At the moment this is not possible, but it could be easily done by replacing `request.query_params` with `request.POST` in DRF-datatables code, a good test would be something like:

```
if request.POST.get('draw') is not None:
    params = request.POST
else:
    params = request.que""",
      T("DataTables"), T("Django REST framework"), T("django-rest-framework-datatables"), E("POST /api/albums/"),
      source="https://github.com/izimobil/django-rest-framework-datatables/issues/69", kind="issue",
      note="the dev server's log line: the example app's own route answering the POST with a 400 -- labelled (query "
           "string dropped); 'DataTables.js' DataTables; DRF the Django REST framework; DRFD and DRF-datatables the "
           "package django-rest-framework-datatables (needs surfaces); Ajax a technique, not labelled"),
    R(r"""Revert "Use fetch instead of $.ajax"

Here's the log error:

```
2015-09-05T07:44:47.616230+00:00 app[web.1]: Started POST "/comments.json" for 66.8.170.211 at 2015-09-05 07:44:47 +0000
2015-09-05T07:44:47.619676+00:00 app[web.1]: Completed 422 Unprocessable Entity in 1ms (ActiveRecord: 0.0ms)
2015-09-05T07:44:47.769668+00:00 app[web.1]: Processing by CommentsController#index as JSON
2015-09-05T07:44:47.783726+00:00 app[web.1]:   Rendered comments/index.json.jbuilder (12.9ms)
2015-09-05T07:44:47.618866+00:00 app[web.1]: Processing by CommentsController#create as JSON
2015-09-05T07:44:47.619235+00:00 app[web.1]: Can't verify CSRF token authenticity
2015-09-05T07:44:47.621620+00:00 app[web.1]:
2015-09-05T07:44:47.621623+00:00 app[web.1]: ActionController::InvalidAuthenticityToken (ActionController::InvalidAuthenticityToken):
2015-09-05T07:44:47.621626+00:00 app[web.1]:   vendor/bundle/ruby/2.2.0/gems/actionpack-4.2.3/lib/action_controller/metal/request_forgery_protection.rb:181:in `handle_unverified_request'
```""",
      E("POST /comments.json"), F("comments/index.json.jbuilder"),
      source="https://github.com/shakacode/react-webpack-rails-tutorial/pull/78", kind="issue",
      note="the Rails log: the app's own comments route refusing the POST with a CSRF 422 -- labelled as written "
           "(/comments.json); the view path comments/index.json.jbuilder labelled; the frame under vendor/bundle a "
           "dependency path; ActiveRecord only as the log's timing field and ActionController a namespace -- not "
           "labelled (Rails itself never named in the trimmed text); fetch and $.ajax in the title are calls, "
           "jQuery not named"),
    R(r"""422 Unprocessable Entity - InvalidAuthenticityToken in RVT::ConsoleSessionsController#configuration

Ok so first of all, i created a brand new rails app to make sure it's not something application specific but i got the same error.

Then i put "byebug" and puts before and after `@console_session.configure(console_session_params) ` but no matter where i put it in side that method, it is never reached. 

Here is the console output for the error

```
Started GET "/console/console_sessions/6659/pending_output?uid=50e17f0818e0f8283cd6336db8a3b4c2" for 127.0.0.1 at 2018-06-06 20:49:49 +0200
Processing by RVT::ConsoleSessionsController#pending_output as */*
  Parameters: {"uid"=>"50e17f0818e0f8283cd6336db8a3b4c2", "id"=>"6659"}
Completed 200 OK in 1ms (Views: 0.2ms | ActiveRecord: 0.0ms)


Started PUT "/console/console_sessions/6659/configuration" for 127.0.0.1 at 2018-06-06 20:49:49 +0200
Processing by RVT::ConsoleSessionsController#configuration as */*
  Parameters: {"width"=>"170", "height"=>"48", "uid"=>"50e17f0818e0f8283cd6336db8a3b4c2", "id"=>"6659"}
Can't verify CSRF token authenticity.
Completed 422 Unprocessable Entity in 1ms (ActiveRecord: 0.0ms)

ActionController::InvalidAuthenticityToken (ActionController::InvalidAuthenticityToken):
  
actionpack (5.2.0) lib/action_controller/metal/request_forgery_protection.rb:211:in `handle_unverified_request'
```""",
      T("Rails"), T("Byebug"), E("GET /console/console_sessions/6659/pending_output"),
      E("PUT /console/console_sessions/6659/configuration"),
      source="https://github.com/gsamokovarov/rvt/issues/3", kind="issue",
      note="the engine's own routes in the Rails log: a GET answered 200 and a PUT refused with a CSRF 422 -- both "
           "labelled as the concrete requests written (no route pattern given; query dropped); actionpack's frame "
           "a gem path (lib/... inside the gem) -- not labelled, as are ActiveRecord's timing field and the "
           "RVT:: class paths; RVT the engine (the repository) not named as a tool"),
    R(r"""create phoenix server

Create a Phoenix server with one endpoint: POST /webhooks that log the payload received. The payloads will be sent by Github webhooks each time an event is trigger.

Some first comment on creating a Phoenix API:
- Do not use the browser pipeline for the api, otherwise the protect_from_forgery plug will block your request
- Do not use ```resource "/webhooks", only: [:create]``` . This will create a route for a PUT request. Github webhooks send a POST request
- I test my post endpoit with curl: ```curl --data '{"id": 43}' localhost:4000/webhooks/create -H "Content-Type: application/json"``` Do not forget to add the Header with the right content-type, the api piple use the accepts plug with json: 
```
  pipeline :api do
    plug :accepts, ["json"]
  end
```
- your data ( '{"id": 43}') should also be a valid json otherwise Poison will send a malformed error

My next step is to add some tests for Travis and try to deploy the application on Heroku

@SimonLab looking good so far. 👍 
I will look at this with the PR. 😉""",
      T("Phoenix"), T("Poison"), T("Travis CI"), T("Heroku"), E("POST /webhooks"),
      source="https://github.com/dwyl/dwylbot/issues/8", kind="issue",
      note="the planned endpoint POST /webhooks labelled; resource \"/webhooks\" names PUT only as what it would "
           "create, and the curl to /webhooks/create has no -X (a POST only through --data) and no leading slash -- "
           "not labelled; Plug named only as 'plug' in prose and code, doubtful -- not labelled; Travis the CI "
           "service; GitHub webhooks a site feature"),
    R(r"""Cannot obtain token

When I use this script

KC_USERNAME=tester
KC_PASSWORD=test
KC_CLIENT_ID=jweclient
KC_CLIENT_SECRET=418d630c-44cb-4f11-9dcc-a0c72dfc9f85
KC_ISSUER=http://localhost:8081/auth/realms/jwedemo

KC_RESPONSE=$( \
curl \
  -d "client_id=$KC_CLIENT_ID" \
  -d "client_secret=$KC_CLIENT_SECRET" \
  -d "username=$KC_USERNAME" \
  -d "password=$KC_PASSWORD" \
  -d "grant_type=password" \
  -d "scope=profile openid" \
  "$KC_ISSUER/protocol/openid-connect/token" \
)
echo $KC_RESPONSE | jq -C .

KC_ID_TOKEN=$(echo $KC_RESPONSE | jq -r .id_token)
KC_ACCESS_TOKEN=$(echo $KC_RESPONSE | jq -r .access_token)

throws the following error:

{
  "error": "invalid_client",
  "error_description": "Parameter client_assertion_type is missing"
}

Please make sure `Client Authenticator` in keycloak is `Client Id and Secret` not the `Signed JWT` or `Signed JWE`""",
      T("Keycloak"), T("jq"), T("JWT"),
      source="https://github.com/thomasdarimont/spring-boot-keycloak-jwe-example/issues/1", kind="issue",
      note="the token request goes to Keycloak's own endpoint, not the example app's, with its method only implied by "
           "curl -d -- no endpoint; jq a JSON command-line tool, labelled (not an everyday shell utility), doubtful; "
           "JWT named in 'Signed JWT'; JWE left out (the encryption format), doubtful; OpenID only as a scope value"),
    R(r"""Unable to configure

### System Health details

## System Information

version | core-2024.3.0
-- | --
installation_type | Home Assistant OS
dev | false
hassio | true
docker | true
user | root
virtualenv | false
python_version | 3.12.2
os_name | Linux
os_version | 5.15.84-v8
arch | aarch64
timezone | Asia/Kolkata
config_dir | /config

<details><summary>Home Assistant Community Store</summary>

GitHub API | ok
-- | --
GitHub Content | ok
GitHub Web | ok
GitHub API Calls Remaining | 4862
Installed Version | 1.34.0
Stage | running
Available Repositories | 1401
Downloaded Repositories | 25

</details>

<details><summary>Home Assistant Supervisor</summary>

host_os | Home Assistant OS 9.5
-- | --
update_channel | stable
supervisor_version | supervisor-2024.04.0
agent_version | 1.4.1
docker_version | 20.10.22
disk_total | 57.8 GB
disk_used | 11.8 GB
healthy | true
supported | true
board | rpi3-64
supervisor_api | ok
version_api | ok
installed_addons | Duck DNS (1.15.0), Samba share (12.3.0), File editor (5.8.0), Git pull (7.13.1), Terminal & SSH (9.9.0), Hey Ada! (1.1.1), Google Assistant SDK (2.5.0), Plex Media Server (3.5.0), OpenVPN Client (0.0.1), Grafana (9.1.3), Tautulli (4.0.1), Studio Code Server (5.15.0)

</details>""",
      T("Home Assistant"), T("Home Assistant OS"), T("Docker"), T("Python"), T("Linux"), T("HACS"),
      T("Duck DNS"), T("Samba"), T("Plex Media Server"), T("OpenVPN"), T("Grafana"),
      T("Tautulli"), T("Google Assistant"),
      source="https://github.com/dasshubham762/atomberg-integration/issues/5", kind="issue",
      note="Home Assistant's system-health dump: Home Assistant OS and its Supervisor, Docker (docker | true, "
           "docker_version), Python (python_version), Linux; 'Home Assistant Community Store' is HACS (needs a "
           "surface); GitHub API only a status row of HACS -- not labelled; the add-ons Duck DNS, Samba, Plex Media Server, OpenVPN, Grafana, Tautulli labelled, the "
           "Google Assistant SDK add-on as Google Assistant, doubtful; Git pull, File editor, Terminal & SSH, Studio "
           "Code Server and Hey Ada! are add-on names -- Git not labelled from 'Git pull' (an add-on's name), doubtful; "
           "virtualenv false a field; rpi3-64 a board id (Raspberry Pi not written)"),
    R(r"""Getting "Config flow could not be loaded: {"message":"Invalid handler specified"}" error on setting up integration in HA

Just added the custom repository into HACS, restarted HA, installed the integration, restarted HACS, tried adding the integration in settings and I'm getting the following error message:

```
Config flow could not be loaded: {"message":"Invalid handler specified"}
```

Would you like me to try anything to help and debug?

Thanks, have done that now the setup progresses, but I get there errors in the log. Oddly I see two available integrations when adding, one with the icon (which fails the setup flow) and a new one without an icon, which works. Have deleted it all and rebooted HA as needed.

`This error originated from a custom integration.

Logger: custom_components.eufy_robovac_s1_pro
Source: custom_components/eufy_robovac_s1_pro/__init__.py:59
integration: Eufy RoboVac S1 Pro (documentation, issues)
First occurred: 21:47:20 (1 occurrence)
Last logged: 21:47:20

Exception when trying to get initial user info and devices
Traceback (most recent call last):""",
      T("HACS"), T("Home Assistant"), F("custom_components/eufy_robovac_s1_pro/__init__.py"),
      source="https://github.com/tkoba1974/ha-eufy-robovac-s1-pro/issues/1", kind="issue",
      note="'HA' Home Assistant (needs a surface); the integration's source file written by the log with its line "
           "(:59 left out); custom_components.eufy_robovac_s1_pro a logger name (a dotted package path) -- not "
           "labelled; Eufy RoboVac S1 Pro the device"),
    R(r"""Config flow could not be loaded: {"message":"Invalid handler specified"}

**Describe the bug**
I downloaded the latest stable version (2.2.1), created the folder in the custom_components folder, restarted HA, but when i tried adding the integration i receive the error message below.

**Error message**
Config flow could not be loaded: {"message":"Invalid handler specified"}

**Expected behavior**
I would expect to complete the integration setup process.

**Additional context**
I am using the release 2024.1.5 of HA Core on Docker.

**To Reproduce**
Just run the configuration flow by adding the integration. I tried to restart HA several times but the result is the same.

**Environment**
 - Operating System (OS): Debian
 - Library version (commit or version number): 2.2.1
 - Home Assistant version: 2024.1.5
 - Last working Home Assistant release (if known):""",
      T("Home Assistant"), T("Docker"), T("Debian"),
      source="https://github.com/palazzem/ha-econnect-alarm/issues/140", kind="issue",
      note="HA and HA Core are Home Assistant (also written in full); custom_components a folder; the e-Connect "
           "alarm integration not named in the trimmed text"),
    R(r"""Daten und Einstellungen können nicht geladen werden

Gibt es Probleme wenn Nextcloud als Docker Container läuft?
Bzw eine Andere Einrichtungsanleitung

Eigentlich sollte es keine Unterschiede geben.
In der Browser-Konsole müssten evtl. etwas mehr Informationen zu dem Fehler stehen (F12 > Konsole). Kannst du den Inhalt davon mal posten (wenn keine sensiblen Daten zu sehen sind).
Die Server-Logs zu dem Fehler wären am hilfreichsten, weil dort ein Stack-Trace sein müsste.

Hi der Fehler scheint folgender zu seine leider hab ich keinen ansatz
Content-Security-Policy: Die Einstellungen der Seite haben das Laden einer Ressource auf https://xxxxxxxxxxx.duckdns.org/apps/shifts/settings/ blockiert ("connect-src"). shifts

Hi,
da scheint etwas mit der Content-Security-Policy nicht zu stimmen (https://developer.mozilla.org/en-US/docs/Web/HTTP/Headers/Content-Security-Policy/connect-src).
Läuft da vllt irgendwo ein Proxy zwischen dem Browser und der Nextcloud-Instanz?""",
      T("Nextcloud"), T("Docker"),
      source="https://github.com/csoc-de/Shifts/issues/44", kind="issue",
      note="German; the screenshots dropped; the app's settings route only inside a URL with no method -- no "
           "endpoint; Content-Security-Policy a header/mechanism; Duck DNS only inside the host name -- not "
           "labelled; Shifts the Nextcloud app (the repository), written only in the URL and the log's last word"),
    R(r"""Documentation for enabling AppAPI potentially out of date

Using the
```
./scripts/occ.sh nextcloud -- app_api:daemon:register dsp_http "DSP HTTP" docker-install http "http://nextcloud.local" --net=master_default --set-default
``` 
Command as described in the documentation under AppAPI results in a response saying

```
Not enough arguments (missing: "nextcloud_url").
```

The command that now works is (adding the host, without the protocol):
```
./scripts/occ.sh nextcloud -- app_api:daemon:register dsp_http "DSP HTTP" docker-install http "nextcloud-appapi-dsp-http:2375" "http://nextcloud.local" --net=master_default --set-default --verbose
```
I don't really know how the AppAPI works, so this might be due to a personal misconfiguration, I just found this solution by digging in the logs, but maybe the documentation might be out of date.

Another thing to add might be that after running this command, you still have to insert the password inside the web UI""",
      T("Nextcloud AppAPI"), T("Nextcloud"), F("./scripts/occ.sh"),
      source="https://github.com/juliusknorr/nextcloud-docker-dev/issues/369", kind="issue",
      note="./scripts/occ.sh the dev setup's wrapper script (./ kept); AppAPI Nextcloud's app API (needs a surface), "
           "Nextcloud named as the container and host; docker-install a daemon type value and DSP HTTP a name -- "
           "Docker not labelled, doubtful; occ only inside the script name"),
    R(r"""로그인을 시도할 시 404 error가 뜨며 로그인이 되지 않는 문제

설치 제대로 되었고
아이디 비밀번호 제대로 입력했으나 로그인이 되지 않습니다.

동일한 이슈가 있습니다.

POST method 이면서 `/api` 경로로 요청할 때 nuxt 의 서버 사이드가 아닌 프론트 쪽으로 연결되는 것 같습니다. (return payload 가 html 임)
일단 저는 여기서 하차 합니다.

cc. @NessunKim""",
      T("Nuxt"),
      source="https://github.com/librewiki/liberty-engine/issues/119", kind="issue",
      note="Korean; 'POST method ... /api 경로' names a method for a path prefix that no route answers (the request "
           "reaches the front end and gets HTML, a 404) -- no endpoint; nuxt lower-case Nuxt; HTML a format"),
    R(r"""안녕하세요 675 pg 로그인시 오류

안녕하세요 다름이아니라 포스트맨으로 http://localhost:4000/api/auth/login 요청을 날렸는데
아래와 같은 에러가 나고 있습니다. 제코드가 문제인것같아 23챕터 코드 다운받아서 yarn install 한후 실행 시켜도 같은 오류가 
나고 있는데 어떻게 해결해야할까요?""",
      T("Yarn"),
      source="https://github.com/velopert/learning-react/issues/319", kind="issue",
      note="Korean; '포스트맨' is Postman written in Hangul -- not labelled (the name is not written in any Latin "
           "spelling), doubtful; the login request's URL has no method written (the screenshot dropped) -- no "
           "endpoint; yarn install a Yarn command"),
    R(r"""为 `.js` 后缀的动态端点的 `export const prerender = false` 添加分号

ref: https://github.com/withastro/astro/issues/11283

没有分号目前会导致 build 报错

三个平台和本地 Build 都没遇到

的确可能有这个风险，我确认下

几个平台部署都没问题，我先关闭，有问题再开吧""",
      source="https://github.com/miantiao-me/BroadcastChannel/pull/3", kind="issue",
      note="Chinese; nothing labelled: Astro only inside the referenced issue's URL; `.js` an extension and `export "
           "const prerender = false` a line of code; the three platforms are not named"),
    R(r"""rss.xml not work due to `export const prerender = true`

## version
- Node.js v20.10.0
- astro v4.5.12

## problem

Both `dev` and `build` not work on rss.xml page.

> [InvalidPrerenderExport] [astro:scanner] A `prerender` export has been detected, but its value cannot be statically analyzed.
`.pected `true` value but got `true
file: D:/cyh/source/astro-theme-panda/src/pages/rss.xml.js:undefined:undefined
  Hint:
    Mutable values declared at runtime are not supported. Please make sure to use exactly `export const prerender = true`.
  Error reference:
    https://docs.astro.build/en/reference/errors/invalid-prerender-export/

## A temporary patch

```
export const prerender = true;
```
Just adding a semicolon; considering it's a Vite issue, but haven't found the cause yet.""",
      T("Node.js"), T("Astro"), T("Vite"),
      source="https://github.com/yuhangch/astro-theme-panda/issues/2", kind="issue",
      note="the failing file only as an absolute D:/ path -- not labelled; rss.xml a bare file name; astro:scanner a "
           "plugin id in the log"),
    R(r"""post request by axios to laravel giving 500 error

### Subject of the issue
post request by axios to laravel giving 500 error

### Your environment
| Q                 | A
| ----------------- | ---
| Bug?              |  yes
| Framework         | Laravel / react

### Steps to reproduce
I am using Laravel with react making http request with the axios. It is giving 500 error:
` POST https://api.oussama-dev.online/api/login 500 (Internal Server Error)`

**My request code is**

```
const onSubmit=(ev)=>{
  ev.preventDefault();
  setError('')
  axiosClient.post('/login',{
    email,
    password,
  }).then(({data})=>{
   setCurrentUser(data.user)
   setUserToken(data.token)
   setUserType(data.user_type)
   localStorage.setItem('user_id', data.user.id);
  })
```
**Lavael Route is**

**Route::post('/login',[AuthController::class,'login']);**""",
      T("Axios"), T("Laravel"), T("React"), E("POST /api/login"),
      source="https://github.com/tymondesigns/jwt-auth/issues/2227", kind="issue",
      note="the React client's POST to the app's own Laravel API written as a URL (500) -- POST /api/login labelled; "
           "Route::post('/login') in the API routes and axiosClient.post('/login') under a base URL are the same "
           "route whose full path is /api/login -- '/login' alone not labelled; 'Lavael' a typo in a heading; "
           "localStorage a browser API"),
    R(r"""I have this error

npm run build

> instagram-videos-downloader@1.0.0 build
> next build

  ▲ Next.js 14.2.16
  - Environments: .env

   Creating an optimized production build ...
Failed to compile.

./src/app/layout.tsx
Module not found: Can't resolve '@/components/navbar'

https://nextjs.org/docs/messages/module-not-found

./src/app/layout.tsx
Module not found: Can't resolve '@/components/footer'

 ✓ Starting...
 ⚠ Found lockfile missing swc dependencies, patching...
 ✓ Ready in 2.9s
 ⚠ Lockfile was successfully patched, please run "npm install" to ensure @next/swc dependencies are downloaded
 ○ Compiling /_not-found ...
 ⨯ ./src/app/layout.tsx:6:1
Module not found: Can't resolve '@/components/navbar'
  4 | import "@/styles/globals.css";
  5 |
> 6 | import { Navbar } from "@/components/navbar";
    | ^
  7 | import { Footer } from "@/components/footer";""",
      T("npm"), T("Next.js"), T("SWC"), F("./src/app/layout.tsx"),
      source="https://github.com/riad-azz/instagram-video-downloader/issues/18", kind="issue",
      note="./src/app/layout.tsx the failing module (./ kept, :6:1 left out); '@/components/navbar' and the like "
           "alias import specifiers, @/styles/globals.css too -- not labelled; swc the SWC compiler's dependencies "
           "(@next/swc a package path); .env a bare file name"),
    R(r"""Cannot build Next.js application due to 'Cannot find module '../../../../src/app/layout'' TypeScript error in src/app/layout.tsx

### Current Behavior

The current behavior is that when I try to build my Next.js application, I encounter a TypeScript error in the src/app/layout.tsx file that says "Cannot find module '../../../../src/app/layout' or its corresponding type declarations". This prevents the build process from completing successfully and I am unable to deploy my application.

### Expected Behavior

The expected behavior is that I should be able to build my Next.js application without encountering a TypeScript error in the src/app/layout.tsx file. The build process should complete successfully. This would allow me to deploy my application as intended.

### Steps to Reproduce

1. Create a next.js application that uses the app directory.
2. Try to get a build - `nx build appName`

### Nx Report

```shell
Node : 16.17.1
   OS   : darwin arm64
   yarn : 1.22.19

   nx                      : 15.9.0-beta.2
   @nrwl/js                : 15.9.0-beta.2
   @nrwl/jest              : 15.9.0-beta.2
   @nrwl/linter            : 15.9.0-beta.2
   @nrwl/workspace         : 15.9.0-beta.2
```""",
      T("Next.js"), T("TypeScript"), T("Nx"), T("Node.js"), T("Yarn"), T("Jest"), T("macOS"),
      F("src/app/layout.tsx"),
      source="https://github.com/nrwl/nx/issues/15707", kind="issue",
      note="src/app/layout.tsx labelled; '../../../../src/app/layout' a module specifier without extension -- not "
           "labelled; the Nx report: Node, yarn, the @nrwl/jest plugin names Jest (labelled, doubtful: only a "
           "plugin's package name), @nrwl/linter names no linter; darwin macOS (needs a surface)"),
    R(r"""Rest api route not working with 'init' action.

```
public function create_custom_post_type() {
	$labels = array(...);

	$args = array(
		'label'               => esc_html__( 'Plugin', 'text-d' ),
		'description'         => '',
		'labels'              => $labels,
		'menu_icon'           => plugin_dir_url( dirname( __FILE__ ) ) . 'admin/img/menu-icon.png',
		'supports'            => array( 'title', 'thumbnail', 'author' ),
		'public'              => true,
		'show_in_rest'        => true,
		'rest_base'           => 'custom-plugin-api',
	);

	register_post_type( 'custom-plugin', $args );
}
```

define_admin_hooks:
`$this->loader->add_action( 'init', $plugin_admin, 'create_custom_post_type' );`

With this snippet, rest-api returns this error:
`mysite.com/wp-json/wp/v2/custom-plugin-api`
```
{
  "code": "rest_no_route",
  "message": "No route was found matching the URL and request method",
  "data": {
    "status": 404
  }
}
```

But it works if i put it directly in the main plugi""",
      F("admin/img/menu-icon.png"),
      source="https://github.com/DevinVinson/WordPress-Plugin-Boilerplate/issues/550", kind="issue",
      note="the menu icon's path relative to the plugin folder labelled; the REST route answered rest_no_route "
           "(404) and written without a method or leading slash -- no endpoint; WordPress and PHP not named in the "
           "text (only the repository name and the language of the code) -- not labelled"),
    R(r"""PHP Notice: register_rest_route was called incorrectly

We have a lot of errors in our log like this:

```
[Wed Nov 11 17:45:06.530663 2020] [fcgid:warn] [pid 27050:tid 140267302409984] [client 94.34.37.246:63028] mod_fcgid: stderr: PHP Notice:  register_rest_route was called <strong>incorrectly</strong>. The REST API route definition for <code>wordlift/v1/products-navigator</code> is missing the required <code>permission_callback</code> argument. For REST API routes that are intended to be public, use <code>__return_true</code> as the permission callback. Please see <a href="https://wordpress.org/support/article/debugging-in-wordpress/">Debugging in WordPress</a> for more information. (This message was added in version 5.5.0.) in /domain/wp-includes/functions.php on line 5229, referer: https://domain/wp-admin/
```

Please provide additional data about your WordPress install:
[x] WordPress version: 5.5
[x] WordLift plugin version: last""",
      T("PHP"), T("mod_fcgid"), T("WordPress"), T("WordLift"), T("REST"),
      source="https://github.com/insideout10/wordlift-plugin/issues/1199", kind="issue",
      note="an Apache error-log line: mod_fcgid the FastCGI module (Apache itself not named); 'The REST API route "
           "definition' the noun phrase -- REST labelled; wordlift/v1/products-navigator a route with no leading "
           "slash and no method -- no endpoint; /domain/wp-includes/functions.php absolute"),
    R(r"""Django-React - No CSRF Cookie Set

* django-spa version:
* Python version:
* Operating System:

### Description

I have the requirement to get a CSRF cookie set but can't find a way to inject the token.

### What I Did

Just use CRA with a script to copy the build folder into the static folder for the Django site after build.

Hey Samuel, I suggest you try one of these solutions suggested in the Django docs to disable CSRF protection for some views you need to use for your API. Django REST framework probably also has ways of achieving this.

Hey metakermit,

That's exactly what I've done as a workaround.

I currently expose an API that sends a 204 but sets the CSRF cookie.
Dirty but it works for what I need right now.

```
from django.http import HttpResponse
from django.views.decorators.csrf import ensure_csrf_cookie, csrf_exempt

@csrf_exempt
@ensure_csrf_cookie
def setCSRF(request):
    return HttpResponse(status=204)
```
On React, it's just a simple fetch to make that query and the cookie is set.""",
      T("Django"), T("React"), T("django-spa"), T("Python"), T("Create React App"), T("Django REST framework"),
      source="https://github.com/metakermit/django-spa/issues/24", kind="issue",
      note="CRA Create React App (needs a surface); django-spa the package the template asks about; the view has no "
           "URL written -- no endpoint; CSRF a mechanism"),
    R(r"""Engines node 8 not working

My ```functions/package.json```:

  ```
"dependencies": {
    "express": "^4.16.3",
    "firebase-admin": "^5.13.1",
    "firebase-functions": "^2.0.2",
    "nuxt": "^1.4.2"
  },
  "devDependencies": {
    "babel-core": "^6.26.3",
    "babel-eslint": "^8.2.6",
    "babel-loader": "^7.1.5",
    "babel-plugin-transform-runtime": "^6.23.0",
    "babel-preset-es2015": "^6.24.1",
    "babel-preset-stage-2": "^6.24.1"
  },
  "engines": {
    "node": "8"
  }
```

error when deploy

```
⚠  functions[ssrnuxt]: Deployment error.
Function load error: Code in file index.js can't be loaded.
Is there a syntax error in your code?
Detailed stack trace: /user_code/node_modules/nuxt/lib/core/module.js:14
  async ready() {
        ^^^^^

SyntaxError: Unexpected identifier
    at createScript (vm.js:56:10)
    at Object.runInThisContext (vm.js:97:10)
    at Module._compile (module.js:549:28)
    at Object.<anonymous> (/user_code/node_modules/nuxt/lib/core/index.js:2:16)


Functions deploy had errors. To continue deploying other features (such as database), run:
    firebase deploy --except functions
```""",
      T("Express"), T("firebase-admin"), T("firebase-functions"), T("Nuxt"), T("Babel"),
      T("babel-eslint"), T("babel-loader"), T("Node.js"), T("Firebase"), F("functions/package.json"),
      source="https://github.com/firebase/firebase-functions/issues/299", kind="issue",
      note="functions/package.json the functions' manifest; the dependencies: express, firebase-admin (the Admin "
           "SDK), firebase-functions (Cloud Functions for Firebase), nuxt; babel-core and the presets Babel, "
           "babel-eslint and babel-loader labelled apart, the babel-plugin/preset packages left out as Babel's "
           "parts, doubtful; engines node 8 Node.js; firebase deploy the Firebase CLI (labelled Firebase); index.js bare; the stack "
           "inside /user_code/node_modules absolute"),
    R(r"""Not Working on NameCheap

Hello - I am using Namecheap shared hosting and followed your directions step by step, I did not receive any errors during the set up, but am receiving a 404 error - where page cannot be found.
A few questions:
-What does the .htaccess file look like in your laravel project folder?
-What does the .htaccess file look like in your www/public/ folder ?
-Are you copying/modifying the php.ini file in the laravel project folder, or in the www/public folder?

-Are you changing the paths in index.php, in the www/public/ folder - especially for the following:

require **DIR**.'/../bootstrap/autoload.php';

$app = require_once **DIR**.'/../bootstrap/app.php';

Thanks for your help!

I solved the issue - there are 2 items missing from the tutorial - one is make sure the .htaccess file is correct, i.e. redirections are configured properly.
Two - make sure to change the public/index.php file for the following 2 lines to reflect the correct paths:

require **DIR**.'/../bootstrap/autoload.php';
$app = require_once **DIR**.'/../bootstrap/app.php';""",
      T("Namecheap"), T("Laravel"), F("public/index.php"),
      source="https://github.com/petehouston/laravel-deploy-on-shared-hosting/issues/3", kind="issue",
      note="public/index.php labelled; www/public/ a folder; .htaccess, php.ini and index.php bare; "
           "'/../bootstrap/autoload.php' is joined to __DIR__ (written **DIR** by the markdown) -- a path relative "
           "to the script but written with a leading slash, not labelled, doubtful; PHP not named apart from "
           "php.ini (a file name)"),
    R(r"""404 error when navigate to /admin

Hi Guys

After a fresh install (everything was fine) I get 404 error when navigate to http://mydomain/admin. In the config I din't modified 'route_prefix' => 'admin',

Any suggestion?

I'm on shared host.
Backpack 3.4
laravel 5.6
Php 7.1

Just double-checked, doesn't seem to do this on two different systems. I expect it's a server configuration issue on your end - maybe .htaccess problem (you need ```index.php``` in the URL) - I know some shared hosts disable .htaccess for some reason.

Closing this since I couldn't confirm it's a bug, sorry.
Cheers!

Hi @tabacitu, thanks for your reply.

If anybody is in the same situation:

I spent one day to figure it out. There is lot of articles on the net which tell you how to set up laravel on shared hostings. I made all the settings that needed with no luck. Than it turned out the problem is my index.php which had CHMOD 0664 for some reason. I modified it to 0644 and everything is working fine now.""",
      T("Backpack for Laravel"), T("Laravel"), T("PHP"),
      source="https://github.com/Laravel-Backpack/Base/issues/318", kind="issue",
      note="'Backpack 3.4' Backpack for Laravel (needs a surface); /admin navigated to with no method and answered "
           "404 -- no endpoint; .htaccess and index.php bare; CHMOD a command"),
    R(r"""404 error on shared hosting

After installing I get a 404 Not Found error for /login and /admin so its not working. What do I wrong? I'm on a shared hosting. Do I have to make a .htaccess file? And if yes: What needs to be in it then?

If your shared hosting uses Apache, there is already a `.htaccess` file included that should work fine, so make sure that file is on the server. If it doesn't work with the file included, you'll need to check with your hosting provider to make sure `mod_rewrite` is enabled.""",
      T("Apache HTTP Server"), T("mod_rewrite"),
      source="https://github.com/Alanaktion/phproject/issues/369", kind="issue",
      note="/login and /admin requested with no method and answered 404 -- no endpoint; Apache the web server; "
           ".htaccess a bare file name"),
    R(r"""[BUG] Uploading Documents via REST-API is impossible

### Description

To upload a document via HTTP we have to send a multipart/form-data. This again seems to expect a CSRF-Token, which we don't possess during the api-request.

Error message from webserver log:

```
[WARNING] [django.security.csrf] Forbidden (CSRF cookie not set.): /api/documents/post_document
```

The application uses `csrf_exempt` when using the api-endpoint itself:

https://github.com/paperless-ngx/paperless-ngx/blob/3425d01853b139e00474b31b8de35d3a17111780/src/paperless/urls.py#L133-L140

Either the endpoint must be excluded from CSRF-checks or there needs to be documentation on how to use it correctly.

### Steps to reproduce

```
curl --request POST \
  --url https://paperless.nitwhiz.xyz/api/documents/post_document \
  --header 'Accept: application/json; version=2' \
  --header 'Authorization: Token TOP_SECRET' \
  --header 'content-type: multipart/form-data' \
  --form document=MY_FILE
```

### Webserver logs

```bash
[WARNING] [django.security.csrf] Forbidden (CSRF cookie not set.): /api/documents/post_document
```

### Browser logs

```bash
HTTP 403
```

### Paperless-ngx version

1.13.

### Host OS

Debian Bullseye amd64

### Installation method

Docker - official image

### Browser

Google Chrome""",
      T("Paperless-ngx"), T("Debian"), T("Docker"), T("Chrome"), E("POST /api/documents/post_document"),
      source="https://github.com/paperless-ngx/paperless-ngx/issues/3054", kind="issue",
      note="the curl --request POST to the user's own Paperless-ngx server, refused by the CSRF check (403) -- "
           "labelled with the URL's path; src/paperless/urls.py only inside a URL; django.security.csrf a logger "
           "name -- Django not labelled from it; the ```bash fences are log output, Bash not named; REST-API "
           "hyphenated in the title, not the noun phrase 'REST API' -- REST not labelled, doubtful"),
    R(r"""[BUG] Using Tags in API HTTP POST Document Upload

### Description

Hi,

I faced some issue with following API call: /api/documents/post_document/

When I use this:

curl -X 'POST' \
  'http://paperless.local:7000/api/documents/post_document/' \
  -H 'accept: application/json' \
  -H 'Content-Type: multipart/form-data' \
  -F 'custom_fields=' \
  -F 'created=2026-02-04T11:31:34.168Z' \
  -F 'storage_path=' \
  -F 'title=' \
  -F 'tags=4,5,6' \
  -F 'document=@fsp-3000-bsi.pdf;type=application/pdf' \
  -F 'correspondent=' \
  -F 'document_type='

I get following error:
Error 400 Bad Request
{
  "tags": [
    "Falscher Typ. Erwarte pk-Wert, erhielt aber str."
  ],

### Steps to reproduce

1. Use API /api/documents/post_document/ with Tag option 
2. In paperless inbuild REST API debug/test tool insert some numbers (see above)
3. I get following error: Error 400 Bad Request
4. How does the data has to look like?

### Paperless-ngx version

2.20.6

### Host OS

Windows 11""",
      T("Paperless-ngx"), T("Windows"), T("REST"), E("POST /api/documents/post_document/"),
      source="https://github.com/paperless-ngx/paperless-ngx/issues/11992", kind="issue",
      note="curl -X 'POST' to the user's own Paperless server (the German validation message of a 400) -- labelled "
           "with the URL's path as written (trailing slash); 'REST API debug/test tool' the noun phrase -- REST "
           "labelled; the installation method (Docker) trimmed away; fsp-3000-bsi.pdf bare"),
    R(r"""Error in "simple" example : /auth/register HTTP/1.1" 422 Unprocessable Entity

The simple example index.html should be corrected like this
```
    // send data to the backend route
    fetch("/auth/register", {
      method: "POST",
      body: JSON.stringify(object)
```
becomes
  ```
  // send data to the backend route
    fetch("/auth/register", {
      method: "POST",
      body: JSON.stringify(object),
      headers: { 'Content-Type': 'application/json' }
```
See this link for details 
https://github.com/tiangolo/fastapi/issues/3373""",
      E("POST /auth/register"),
      source="https://github.com/maxrdu/fastapi_login/issues/95", kind="issue",
      note="the example page's fetch with method POST to the example app's own route (answered 422 without the "
           "JSON header) -- labelled; index.html bare; FastAPI only inside the linked URL -- not labelled; JSON "
           "a format"),
    R(r"""Error 422: Unprocessable entity when I send form data from JS script

#### Backend
```py
from fastapi import FastAPI, File, Form, UploadFile, Request
from fastapi.middleware.cors import CORSMiddleware

app = FastAPI()

origins = ["http://127.0.0.1:5500"]
app.add_middleware(
    CORSMiddleware,
    allow_origins=origins,
    allow_credentials=True,
    allow_methods=["*"],
    allow_headers=["*"],
)


@app.post("/test")
def test(username: str = Form(...)):
    print(f"########### Received {username} #############")
```
### Frontend
```js
async function sendData() {
    formData = new FormData();
    formData.append('username', 'Kareem');
    const response = await fetch('http://127.0.0.1:8000/test', {
        method: 'POST',
        data: formData
    })
    console.log(response)
```
### Response
```
Response {
body: (...)
bodyUsed: false
headers: Headers {}
ok: false
redirected: false
status: 422
statusText: "Unprocessable Entity"
type: "cors"
url: "http://127.0.0.1:8000/test"
__proto__: Response }
```
### Description
- The `/test` endpoint is simply supposed to recieve a form containing only `username` and print it out.
- When I test the API using swagger docs it works fine as expected, but when I try to send form data from an external script it throws me this error and that response object above.
### Environment
- OS: Linux
- FastAPI version: 0.61.1""",
      T("FastAPI"), T("Python"), T("JavaScript"), T("OpenAPI"), T("Linux"), E("POST /test"),
      source="https://github.com/fastapi/fastapi/issues/2363", kind="issue",
      note="@app.post(\"/test\") a route in code, also fetched with method POST (422) -- POST /test; ```py Python, "
           "```js JavaScript (JS in the title); 'swagger docs' FastAPI's Swagger UI -- labelled under the lexicon's name OpenAPI; "
           "CORSMiddleware a class; FormData a browser API"),
    R(r"""GET http://localhost:3000/api/auth 401 (Unauthorized)

I`m trying to login a user after registering it also throws this error

Hi @georgeraja 
Is this a issue with the current repository code or with your own project?

@bushblade it`s an issue with my code, I dunno wats a problem, all of my routes working fine with postman, i checked everything again and again but failed to deal with it!

Ah ok.
If it's a problem with your own code you need help with then please post in the Udemy Q&A and one of us will get to you shortly.
If you just need a working project then pleas fork/clone this repository and use that code.
I'll close as an issue here.""",
      T("Postman"), E("GET /api/auth"),
      source="https://github.com/bradtraversy/devconnector_2.0/issues/158", kind="issue",
      note="the title: the front end's GET to the app's own auth route, answered 401 -- labelled; Udemy a site"),
    R(r"""Authenticating user - 401 response

Hi, great tutorial and boilerplate API, really helpful.

**Steps to reproduce**
Make a successful `/api/users` POST request:

Then attempt a `/api/users/authenticate` POST request using the same credentials:

Not sure whether my authenticate request is wrong or there is a bug in the API. Would really appreciate some help. I would love to start a project based on this repo.

Cheers!

I've put in `auth: false` to that endpoint. Let me know if it works now :)""",
      E("POST /api/users"), E("POST /api/users/authenticate"),
      source="https://github.com/auth0-blog/hapi-jwt-authentication/issues/3", kind="issue",
      note="the screenshots dropped; the boilerplate's own routes each written with its method ('a /api/users POST "
           "request'), the second answered 401 -- both labelled; hapi and JWT only in the repository's name -- "
           "nothing else labelled"),
    R(r"""Unable to verify token

Though I'm able to signup and userlogin in Postman here;

```
app.post('/signup', addNewUser);
app.post('/userlogin', userLoginCheck);,
```

 I'm unable to get anything  from the following endpoints;

```
apiRoutes.get('/', welcome);
apiRoutes.get('/users', findAllUsers);
```

I've tried using the returned JWT token in raw body json, parameters, bearer token, forms and headers as ;

"token" : "mygeneratedtoken"

But it's returning;

`Cannot GET /users`

This worked for me and accessing at api/users;

app.use('/api', apiRoutes); 
apiRoutes.use(verifyToken);

apiRoutes.get('/users', verifyToken, findAllUsers);
apiRoutes.get('/', verifyToken, welcome);""",
      T("Postman"), T("JWT"), E("POST /signup"), E("POST /userlogin"),
      source="https://github.com/akhilpy/Node-MySQL-JWT-Signup-Login-API/issues/1", kind="issue",
      note="app.post routes in code labelled; apiRoutes is mounted under /api and its full paths (/api/users, /api) "
           "are never written with a leading slash ('api/users') -- the router's GETs not labelled; 'Cannot GET "
           "/users' no route accepts -- not labelled; Express not named"),
    R(r"""Issue with JWT Login

Everytime I try to login in Postman it returns this JSON:

```
{
    "error": {
        "statusCode": 422,
        "name": "ValidationError",
        "message": "Unprocessable Entity",
        "details": {
            "context": "authentic",
            "codes": [
                "USERNAME_REQUIRED"
            ],
            "messages": [
                {
                    "USERNAME_REQUIRED": "should have required property 'username'"
                }
            ]
        }
    }
}
```
I'm using MySQL database that I created manually like this:

```
CREATE TABLE `User` (
  `id` int(11) unsigned NOT NULL AUTO_INCREMENT,
  `username` varchar(255) DEFAULT NULL,
  `password` int(11) DEFAULT NULL,
  `CreatedDate` datetime DEFAULT NULL,
  `IsEnabled` varchar(255) DEFAULT NULL,
  PRIMARY KEY (`id`)
) ENGINE=InnoDB AUTO_INCREMENT=2 DEFAULT CHARSET=utf8;
```

Thank you for the answear, it resolved that problem. But now it's showing this errors. Is it because of the connection to the database or did I not created the table correctly?""",
      T("JWT"), T("Postman"), T("MySQL"), T("InnoDB"),
      source="https://github.com/yug95/node-mysql/issues/4", kind="issue",
      note="the login route is in a screenshot (dropped) -- no endpoint; ENGINE=InnoDB names the storage engine; "
           "SQL only as the statement's language (no fence) -- not labelled, doubtful; JSON a format"),
    R(r"""api/auth/login always shows "Unauthorized" response when invalid email/password is used

When I try to pass wrong email/password then the user.comparePassword function in passport.js always returns "Unauthorized" as response. I could not find any way to fix it. Can you help me with this?

I get the same thing as well. When I test it out by using the actual front end form, it works and returns a jwt.

@jamesjsewell When I use the correct login and password then I too get the correct response with JWT and all but with invalid login credentials "Unauthorized" is coming.
Is the same happening with you??

yeah me too. It's because the login route is actually returning a jwt that goes into the user's cookies. The jwt is read by looking in the cookies for a cookie named 'token'. This token can then be used when requesting info from routes. That's why you won't receive anything from postman

This behavior is also documented in the tests 
https://github.com/joshuaslate/mern-starter/blob/master/server/tests/loginAndAuthTest.js#L108

just run `npm run test` in the server folder.""",
      T("JWT"), T("Postman"), T("npm"),
      source="https://github.com/joshuaslate/mern-starter/issues/24", kind="issue",
      note="api/auth/login has no leading slash and no method -- no endpoint; passport.js a bare file name (the "
           "project's Passport config) -- Passport not labelled from it, doubtful; the test file only inside a URL"),
    R(r"""vercel 部署失败

 在部署过程中出现该报错，导致提示错误

`[10:16:10] Running build in Washington, D.C., USA (East) – iad1
[10:16:11] Cloning github.com/kwxmxb/vortexmb (Branch: main, Commit: 1b39bab)
[10:16:12] Previous build cache not available
[10:16:14] Cloning completed: 3.093s
[10:16:15] Running "vercel build"
[10:16:16] Vercel CLI 34.1.10
[10:16:17] Installing dependencies...
[10:16:41] npm WARN deprecated @walletconnect/mobile-registry@1.4.0: Deprecated in favor of dynamic registry available from: https://github.com/walletconnect/walletconnect-registry
[10:16:41] npm WARN deprecated safe-event-emitter@1.0.1: Renamed to @metamask/safe-event-emitter
[10:16:42] npm WARN deprecated @walletconnect/types@1.8.0: WalletConnect's v1 SDKs are now deprecated. Please upgrade to a v2 SDK. For details see: https://docs.walletconnect.com/
[10:17:07] 
[10:17:07] > vortex@0.1.2 postinstall
[10:17:07] > prisma generate
[10:17:07] 
[10:17:08] Prisma schema loaded from prisma/schema.prisma
[10:17:09] 
[10:17:09] ✔ Generated Prisma Client (v5.7.1) to ./node_modules/@""",
      T("Vercel"), T("npm"), T("WalletConnect"), T("Prisma"), F("prisma/schema.prisma"),
      source="https://github.com/jarvis2f/vortex/issues/10", kind="issue",
      note="Chinese title and line, Vercel's build log: Vercel (the CLI's name, vercel build), npm's deprecation "
           "warnings naming WalletConnect's v1 SDKs, prisma generate and Prisma Client; prisma/schema.prisma the "
           "schema's path; safe-event-emitter and @metamask/safe-event-emitter package names in a warning -- not "
           "labelled, doubtful; ./node_modules/@ a dependency path (cut)"),
    R(r"""Installation error

Hello!
Installation error:
sylius version 2.0.7 / symfony 7.2 / Php 8.3
Do you have any information about this type of error during installation?
Bonjour, Avez-vous des informations sur ce type d'erreur lors de l'installation ?
Thank you!

```
composer require monsieurbiz/sylius-homepage-plugin
./composer.json has been updated
Running composer update monsieurbiz/sylius-homepage-plugin
Loading composer repositories with package information
Updating dependencies
Nothing to modify in lock file
Installing dependencies from lock file (including require-dev)
Nothing to install, update or remove
Package behat/transliterator is abandoned, you should avoid using it. No replacement was suggested.
Package php-http/message-factory is abandoned, you should avoid using it. Use psr/http-factory instead.
Generating autoload files
155 packages you are using are looking for funding.
Use the `composer fund` command to find out more!
  - Skipping recipe for nyholm/psr7: all versions of the recipe conflict with your package versions.

Run composer recipes at any time to see the status of your Symfony recipes.

Executing script cache:clear [KO]
 [KO]
Script cache:clear returned with error code 1
!!
!!   // Clearing the cache for the dev environment with debug true
!!
!!
!!  In FileLoader.php l""",
      T("Sylius"), T("Symfony"), T("PHP"), T("Composer"), F("./composer.json"),
      source="https://github.com/monsieurbiz/SyliusHomepagePlugin/issues/48", kind="issue",
      note="English with a French line; the screenshot dropped; ./composer.json as Composer writes it; the "
           "vendor/package names (behat/transliterator, php-http/message-factory, psr/http-factory, nyholm/psr7) "
           "are Composer package names in notices -- not labelled, doubtful; the plugin itself "
           "(monsieurbiz/sylius-homepage-plugin) a package name; FileLoader.php bare"),
    R(r"""Error 500 after installation, Backend not useable

System:
====

* Shopware 5.2.21
* Sentry Plugin 1.1.1 (installed via Shopware Store)
* PHP 7.0.11
* `uname -a`
Output: `FreeBSD qidone 10.2-RELEASE-p14 hostBSD 10.2-RELEASE-p14 #3: Sat Mar 19 18:10:30 CET 2016     root@fbsd10clone1.han-solo.net:/usr/obj/usr/src/sys/DMRKERNEL  amd64`

Logfiles
====

apache error log
---

```
[Tue Nov 28 19:58:50.169539 2017] [fcgid:warn] [pid 41348] [client 93.228.xx.xxx:64334] mod_fcgid: stderr: PHP Fatal error:  Uncaught Symfony\\Component\\DependencyInjection\\Exception\\InvalidArgumentException: The parameter "shopware.sentry" must be defined. in /shopware/var/cache/production_201703211201/proxies/ShopwareProductione928cc560381633e6f727b3a89e61338d3e91c3aProjectContainer.php:2160, referer: https://www.flooridoo.com/shop/backend/
```""",
      T("Shopware"), T("Sentry"), T("PHP"), T("FreeBSD"), T("Apache HTTP Server"), T("mod_fcgid"),
      source="https://github.com/1drop/shopware-sentry/issues/14", kind="issue",
      note="'apache error log' names the web server; mod_fcgid in the log line; Symfony only inside the exception's "
           "class path -- not labelled; the cached container's path absolute; uname -a a command"),
    R(r"""500 error ofter install on 6.6

After manual upload and install in 6.6 it breaks Shopware for me.

Generates this error:

`Uncaught PHP Exception Symfony\Component\Config\Exception\LoaderLoadException: "Cannot load resource "../../Controller". Make sure there is a loader supporting the "annotation" type." at Loader.php line 67 {"exception":"[object] (Symfony\\Component\\Config\\Exception\\LoaderLoadException(code: 0): Cannot load resource \"../../Controller\". Make sure there is a loader supporting the \"annotation\" type. at /home/ax123525/domains/DOMAIN.com/public_html/stage/vendor/symfony/config/Loader/Loader.php:67)"} []`

It is only compatible with Shopware 6.5.

Any plans for 6.6?""",
      T("Shopware"), T("PHP"),
      source="https://github.com/Werkstattl/OpenBlogware/issues/1", kind="issue",
      note="Symfony only in exception class paths and a vendor path -- not labelled; '../../Controller' a resource "
           "folder, not a file; Loader.php bare"),
    R(r"""Prisma schema having issues on Vercel deployment

Unable to deploy on Vercel
--

Error: Prisma schema validation - (get-config wasm)
--
16:15:40.687 | Error code: P1012
16:15:40.688 | error: Environment variable not found: DIRECT_DATABASE_URL.
16:15:40.688 | -->  schema.prisma:4
16:15:40.688 | \|
16:15:40.688 | 3 \|   url               = env("DATABASE_URL")
16:15:40.688 | 4 \|   directUrl         = env("DIRECT_DATABASE_URL")
16:15:40.688 | \|
16:15:40.688 |  
16:15:40.688 | Validation Error Count: 1
16:15:40.689 | [Context: getConfig]
16:15:40.689 |  
16:15:40.689 | Prisma CLI Version : 4.11.0
16:15:40.754 | Error: Command "npm run build" exited with 1
16:15:40.974 | BUILD_UTILS_SPAWN_1: Command "npm run build" exited with 1

I added DIRECT_DATABASE_URL to .env file to fixed this issue. May be it can help you""",
      T("Prisma"), T("Vercel"), T("npm"),
      source="https://github.com/Nutlope/roomGPT/issues/48", kind="issue",
      note="schema.prisma and .env bare file names; wasm in '(get-config wasm)' names the Prisma engine's build "
           "(WebAssembly) in passing -- not labelled, doubtful"),
]
