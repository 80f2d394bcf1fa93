"""A thirty-first fresh held-out set ("fresh-31"), the issues part: 63 GitHub issue and pull-request threads from 57
repositories, none of them used by the earlier sets but for thirteen (medusa, strapi, directus, stripe-node,
hapi-fhir-jpaserver-starter, godot, bevy, symfony, laravel/ideas, jupyter/notebook, jupyter/help, woocommerce and
kevinastone's django-api-rest-and-angular, each with a thread not used before) -- e-commerce (Medusa's package.json and file routes, Saleor's GraphQL mutations and tracebacks, Shopify
apps on Rails and the Remix template, Magento's REST paths, WooCommerce REST refusals, student shops' route lists);
headless CMSs and their APIs (Strapi custom routes and plugin routes, Directus endpoint extensions, Payload's REST
table, Sanity Studio); payments (Stripe webhooks under AdonisJS and Next.js, a PayPal capture route in a review);
healthcare (a HAPI FHIR Patient API table, a FHIR _search refused by a local JPA server); chat and realtime (Socket.IO
CORS, Matrix and Synapse logs, a Matrix bot behind Cloudflare); game engines (Godot multiplayer, py4godot, Bevy and
wgpu logs, Unity stack traces with their Assets/ scripts); scientific Python (xarray's IO backends, NetCDF, Jupyter
kernels dying, conda environments); PHP back ends (CodeIgniter 4 routes, Shield, Symfony bundles and console, Laravel
CSRF refusals, Inertia) and Python ones (Django dev-server logs, a viewset's 500); and beginners' tutorial repositories
(Express and Mongoose sign-ups, a MEAN sample, a Flask tutorial's 405) -- each the thread's title followed by its body
and maybe a comment or two, kept as written (code blocks, logs, tracebacks, package.json excerpts, env and version
lists, terminal prompts, curl and HTTPie commands, tables and task lists as they appear; trimmed; screenshots dropped;
the comments joined without their author lines). Three of them label nothing at all.

Every text was taken from a stored public copy of the thread at the address given and labelled by hand without
running the extractor on it, by the earlier sets' conventions: technologies under their usual canonical name (any
spelling in the text), a code fence's language but not a shell's; data formats, everyday shell utilities, sites,
placeholders, user agents and names only inside URLs, absolute or dependency paths, import specifiers, namespaces,
log module paths or dotted identifiers not labelled; a response header naming the server software labelled; relative
file paths as written (./ kept, a line's :N left out), bare file names, folders, Godot's res:// paths and a framework's
own files in a trace not; an endpoint only as "METHOD /path" where the text gives the method for that path (a route in
code, a docs table or task list, a request the app's own route answers even with 403, 419 or 500, a client call with
its method, a request to the app's own server written as a URL, a dev server's request log) and writes the whole
path -- a request no route accepts ("Can't find a route", ROUTE_NOT_FOUND), a path with no method, a path without its
leading slash, a file-based route (Next.js, Medusa) or an extension route whose URL is never written, and a route
mounted under a prefix never written (Strapi's /api, Directus extensions) are not labelled. Nobody tunes the
extractor on these texts: the benchmark scores them as their own split (``--split fresh-31``).
"""

from real_corpus import E, F, R, T  # noqa: F401

SURFACES = {
    "HAPI FHIR JPA Server": ("HAPI FHIR JpaServer",),
    "macOS": ("MacOS", "mac"),
    "Apache HTTP Server": ("apache",),
    "Directus": ("directus",),
    "Docker": ("docker",),
    "Stripe": ("stripe",),
    "Strapi": ("strapi",),
    "Socket.IO": ("socket.io", "socketio"),
    "CodeIgniter": ("CodeIgniter4", "Codeignator"),
    "Model Context Protocol": ("MCP",),
    "CodeIgniter Shield": ("CI Shield",),
    "ENet": ("Enet",),
    "Bevy": ("bevy",),
    "Inertia.js": ("Inertia",),
    "Symfony CLI": ("symfony server:start",),
    "CodeRabbit": ("coderabbitai",),
    "Cargo": ("cargo",),
}

CASES = []

CASES += [
    R(r"""HAPI FHIR Patient API: search, get, create, update via existing API key auth

## Overview

Implement a FHIR-compliant Patient API using the HAPI FHIR R5 libraries already present in the project (`hapi-fhir-base` 6.1.3 + `hapi-fhir-structures-r5` 6.1.3). The API will expose patient search, get-by-id, create, and update operations returning proper FHIR R5 `Patient` resources, secured with the existing API key mechanism (`Finance` header).

## Background

- HAPI FHIR R5 libraries are already in `pom.xml`
- A skeleton exists at `com.divudi.ws.finance.clinical.Fhir` (`GET /api/fhir/patient/{phn}`) but it has bugs and is not registered in `ApplicationConfig`
- `PatientService.searchPatient(...)` already supports multi-criteria search (name, code, phone, NIC, PHN, MRN)
- `PatientFacade` and `Patient`/`Person` entities are fully available

## Proposed Endpoints

| Method | Path | Description |
|--------|------|-------------|
| `GET` | `/api/fhir/Patient/{id}` | Get patient by internal ID, returns FHIR R5 Patient resource |
| `GET` | `/api/fhir/Patient?name=&phone=&identifier=&...` | Search patients, returns FHIR Bundle |
| `POST` | `/api/fhir/Patient` | Create a new patient from FHIR Patient resource |
| `PUT` | `/api/fhir/Patient/{id}` | Update an existing patient |

## Auth

Same `Finance` header / `ApiKeyController.findApiKey()` pattern as all other APIs.""",
      T("HAPI FHIR"), T("FHIR"),
      E("GET /api/fhir/patient/{phn}"), E("GET /api/fhir/Patient/{id}"), E("GET /api/fhir/Patient"),
      E("POST /api/fhir/Patient"), E("PUT /api/fhir/Patient/{id}"),
      source="https://github.com/hmislk/hmis/issues/19382", kind="issue",
      note="the table's routes labelled, the search row with its query string dropped; pom.xml a bare file name "
           "(Maven not named otherwise: not labelled); com.divudi... a package path; hapi-fhir-base artifacts "
           "are HAPI FHIR's own jars, named already"),
    R(r"""Strapi v4.14.5 Error 403

GET http://localhost:1337/strapi-stripe/getSettings
PUT http://localhost:1337/strapi-stripe/updateSettings

{
    "status": 403,
    "name": "ForbiddenError",
    "message": "Forbidden",
    "details": {}
}

Hi , I have the same error can you help me out please?

Hi , please check the Tokens in Strapi env in root folder if you have added the tokens.

 yes, its my problem, need add .env token veriebled""",
      T("Strapi"),
      E("GET /strapi-stripe/getSettings"), E("PUT /strapi-stripe/updateSettings"),
      source="https://github.com/manishkatyan/strapi-stripe/issues/106", kind="issue",
      note="requests with their methods to the local Strapi server's plugin routes, refused 403 by the app: "
           "labelled with the URL paths; .env a bare file name; Stripe named only inside the plugin's route "
           "path: not labelled"),
    R(r"""Endpoint route doesn't exist

### Describe the Bug

After creating the endpoint (see code below) rebuild, restart docker, still get "route doesn't exist".
Might be a lack in documentation.

### To Reproduce

Scaffold an endpoint with the following code inside src/index.js
```
export default {
  id: 'testendpoint',
  type: 'endpoint',
  handler: ({ router, services, exceptions }) => {
    router.get('/signup', (req, res) => {
      res.json({ message: 'Signup GET endpoint is active' });
    });

    router.post('/signup', (req, res) => {
      res.json({ message: 'Signup POST endpoint is active' });
    });

    console.log('Signup extension: Routes registered');
  },
};
```
npm run build

restart directus docker container

If of any interest here, my proxy .conf contains
```

    ProxyPass / http://localhost:8031/
    ProxyPassReverse / http://localhost:8031/
    ProxyPreserveHost On

    # Serve the connect page directly
    RewriteEngine On
    RewriteRule ^/inscription$ /var/www/app.mysite.com/html/inscription.html [QSA,L]
    <Location /inscription>
        ProxyPass !
    </Location>

```
where inscription.html is the html form that sends the POST request to the endpoint
`https:app.mysite.com/testendpoint`""",
      T("Directus"), T("Docker"), T("npm"), F("src/index.js"),
      source="https://github.com/directus/directus/issues/23238", kind="issue",
      note="router.get/post('/signup') sit in an extension mounted under its id; the full path /testendpoint/signup "
           "is never written: no endpoint; the POST goes to a full URL without a leading-slash path: not labelled; "
           "the proxy config is Apache's (ProxyPass, RewriteEngine) but Apache is never named: not labelled"),
    R(r"""Endpoint extension loading but route doesn't work

i am developing an endpoint extension. it is loading properly but it when I try to hit through browser or or curl command it is throwing an error

"errors": [
{
"message": "Route /trigger-device-discovery doesn't exist.",
"extensions": {
"code": "ROUTE_NOT_FOUND",
"path": "[/trigger-device-discovery](https://********/trigger-device-discovery)"
}
}
]

**extension index.js file**

module.exports = {
	id: 'device-discovery',
	handler: (router, { services, exceptions, logger }) => {
	  const { ItemsService } = services;
  
	  async function discoverDevices() {
		// Replace with actual discovery logic
		return [
		  { id: 1, status: 'active', device_name: 'Device 1', ip_address: '192.168.1.1' },
		  { id: 2, status: 'inactive', device_name: 'Device 2', ip_address: '192.168.1.2' },
		];
	  }""",
      source="https://github.com/dimitrov-adrian/directus-extension-linkmeta/issues/4", kind="issue",
      note="nothing labelled: Directus is never named in this part (only the ROUTE_NOT_FOUND error); the route "
           "/trigger-device-discovery is refused by the app (no route) and has no method; index.js a bare name; "
           "curl a command"),
    R(r"""Bug webhook constructEvent signature verification failed

## Description
bug with `stripe.webhooks.constructEvent`
I need to use the webhook but it doesn't work in my opinion it's related to the body parser

```js
try {
  event = stripe.webhooks.constructEvent(request.body(), request.header('stripe-signature'), Env.get('STRIPE_WEBHOOK_SECRET'))
} catch (err) {
  Logger.error(`⚠️  Webhook signature verification failed.`, err.message)
  return response.badRequest()
}

```
## Package version
1.0.5

## Error Message & Stack Trace
⚠️  Webhook signature verification failed. No signatures found matching the expected signature for payload. Are you passing the raw request body you received from Stripe? https://github.com/stripe/stripe-node#webhook-signing

## Relevant Information

Can you try using `request.raw()` instead?

```
const secret = Env.get('STRIPE_WEBHOOK_SECRET')
const header = request.header('stripe-signature')
const body = request.raw()
if (!header || !body) return response. badRequest('header or body missing')

const event = Stripe.webhooks.constructEvent(body, header, secret)
```""",
      T("Stripe"), T("JavaScript"),
      source="https://github.com/mezielabs/adonis-stripe/issues/15", kind="issue",
      note="```js -> JavaScript; AdonisJS (the package's framework) is never written in the text: not labelled; "
           "stripe-node only inside a URL"),
    R(r"""Cannot complete checkout on graphql without shipping address

```
Traceback (most recent call last):
  File "/Users/Development/saleor-venv/lib/python3.7/site-packages/promise/promise.py", line 487, in _resolve_from_executor
    executor(resolve, reject)
  File "/Users/Development/saleor-venv/lib/python3.7/site-packages/promise/promise.py", line 754, in executor
    return resolve(f(*args, **kwargs))
  File "/Users/Development/saleor-venv/lib/python3.7/site-packages/graphql/execution/middleware.py", line 75, in make_it_promise
    return next(*args, **kwargs)
  File "/Users/Development/saleor/saleor/graphql/core/mutations.py", line 207, in mutate
    response = cls.perform_mutation(root, info, **data)
  File "/Users/Development/saleor/saleor/graphql/checkout/mutations.py", line 508, in perform_mutation
    shipping_address = order_data["shipping_address"]  # type: models.Address
KeyError: 'shipping_address'
```""",
      T("GraphQL"),
      source="https://github.com/saleor/saleor/issues/4445", kind="issue",
      note="a Python traceback: every path absolute or under site-packages, not labelled; Python itself is "
           "written only inside paths (python3.7): not labelled; graphql in the title as the API: GraphQL"),
    R(r"""Bug: Internal Server Error on checkoutCreate mutation

### What are you trying to achieve?

All of a sudden, I started getting 500 Internal Server Errors on my staging environment that is connected to the Saleor Cloud Sandbox. I also test the mutation directly from the Saleor dashboard, but get the same response. This is my request:

```
mutation checkoutCreate {
  checkoutCreate(input: {
                channel: "default-channel",
                lines: [],
                email: "john.doe@telia.com",
                billingAddress: {
                    firstName: "John",
                    lastName: "Doe",
                    streetAddress1: "813 Howard Street",
                    city: "Oswego",
                    countryArea: "NY",
                    postalCode: "13126",
                    country: SE
                }
            }) {
    errors {
      message
    }
    checkout {
      id
    }
  }
```

I have been using this same mutation for months, something must've changed?""",
      T("Saleor"), T("Saleor Cloud"), T("Saleor Dashboard"),
      source="https://github.com/saleor/saleor/issues/14944", kind="issue",
      note="a GraphQL mutation pasted, but GraphQL is not named: not labelled; the Saleor dashboard (lower-case) "
           "is Saleor's admin app: labelled Saleor Dashboard, doubtful"),
    R(r"""Custom route + custom action returns 403

## Bug report

Following [custom action creation documentation](https://docs.strapi.io/developer-docs/latest/development/backend-customization/controllers.html#adding-a-new-controller) and [custom routes creation documentation](https://docs.strapi.io/developer-docs/latest/development/backend-customization/routes.html#creating-custom-routers) a new endpoit was added. After controller and router were defined, new methods were allowed via the `Settings -> USERS & PERMISSIONS PLUGIN -> Roles -> Public (or Authenticated, or public and Authenticated with different combinations)` (see the screenhsot).

When the method is called, I receive 403 every time.

### Required System information
- Node.js version: v16.0.0
- NPM version: 7.10.0
- Strapi version: 4.1.11
- Database: SQLite
- Operating system: MacOS

### Describe the bug

src/api/lastupdated/routes/lastupdated-company.js
```js
'use strict';

console.log('here here here')

module.exports = {
  routes: [
    {
      method: 'GET',
      path: '/lastupdated',
      handler: 'lastupdated.lastupdated',
    },
  ]
}
```

src/api/lastupdated/controllers/lastupdated.js
```
"use strict";

module.exports = {
  async lastupdated(ctx) {
    ctx.body = 'ok';
  },
};
```""",
      T("Strapi"), T("Node.js"), T("npm"), T("SQLite"), T("macOS"), T("JavaScript"),
      F("src/api/lastupdated/routes/lastupdated-company.js"), F("src/api/lastupdated/controllers/lastupdated.js"),
      source="https://github.com/strapi/strapi/issues/13433", kind="issue",
      note="the route object gives method GET and path /lastupdated; Strapi v4 mounts content-API routes under "
           "/api and the full path is never written: no endpoint, doubtful; ```js -> JavaScript"),
    R(r"""HAPI-1852: _search with POST leads to error

Hi

I am running locally an HAPI FHIR JpaServer 8.8.0 with some R4 test resources loaded.

I'd like to test the search interaction with POST method, like described here: [_search Interaction](https://www.hl7.org/fhir/R4/http.html#search)

The Search by ID performed through a GET Request works without issues, but if i attempt to perform a search query with POST, by passing the parameters in the URL or as a form-encoded Body, it fails:

```sh
curl -v -L -X POST "http://localhost:8080/fhir/Patient/_search?_id=Patient-Read-Example"
* Host localhost:8080 was resolved.
* IPv6: ::1
* IPv4: 127.0.0.1
*   Trying [::1]:8080...
* Connected to localhost (::1) port 8080
> POST /fhir/Patient/_search?_id=Patient-Read-Example HTTP/1.1
> Host: localhost:8080
> User-Agent: curl/8.5.0
> Accept: */*
> 
< HTTP/1.1 400 
< X-Powered-By: HAPI FHIR 8.8.0 REST Server (FHIR Server; FHIR 4.0.1/R4)
< X-Request-ID: qnp5SLt2fqP0S8hV
< Content-Type: application/fhir+json;charset=UTF-8
< Transfer-Encoding: chunked
< Date: Thu, 21 May 2026 06:21:32 GMT
< Connection: close
< 
{
  "resourceType": "OperationOutcome",
  "issue": [ {
    "severity": "error",
    "code": "processing",
    "diagnostics": "HAPI-1852: Failed to parse XML content: Unexpected EOF in prolog\n at [row,col {unknown-source}]: [1,0]"
  } ]
* Closing connection

```""",
      T("HAPI FHIR"), T("HAPI FHIR JPA Server"), T("FHIR"),
      E("POST /fhir/Patient/_search"),
      source="https://github.com/hapifhir/hapi-fhir-jpaserver-starter/issues/951", kind="issue",
      note="curl -X POST to the local server, answered 400 by its _search route: labelled with the path, query "
           "dropped; the X-Powered-By header names HAPI FHIR (labelled anyway); 'HAPI FHIR JpaServer' labelled "
           "HAPI FHIR JPA Server, doubtful surface; the User-Agent curl/8.5.0 not labelled; ```sh not labelled"),
    R(r"""Webhooks returning 401

Minimal implementation repo: https://github.com/wlbrough/mass-buy

Created a new rails app
Added shopify_app gem
Ran default generator
Ran webhook generator
Deployed to Heroku

Server logs: http://pastebin.com/wU6fsYJL

Adding 'config.action_dispatch.perform_deep_munge = false' to config/application.rb gets rid of the 'Value for ... set to nil' warnings, but doesn't seem to help the 401 issue.

Wlbrough,

Shopify_app will return 401 Unauthorized if the `HTTP_X_SHOPIFY_HMAC_SHA256` does not match what is expected - this is a security feature. I would imagine that this is not a real webhook request being sent by Shopify considering that the `id` is 123456.""",
      T("Rails"), T("shopify_app"), T("Heroku"), T("Shopify"), F("config/application.rb"),
      source="https://github.com/Shopify/shopify_app/issues/327", kind="issue",
      note="'a new rails app' -> Rails; the shopify_app gem labelled; pastebin only a URL; no route path "
           "written for the webhook"),
    R(r"""Webhook ORDERS_CREATED authenticate error 401

In `shopify.server.ts`, I have got this:

```
const shopify = shopifyApp({
  apiKey: process.env.SHOPIFY_API_KEY,
  apiSecretKey: process.env.SHOPIFY_API_SECRET || "",
  apiVersion: LATEST_API_VERSION,
  scopes: process.env.SCOPES?.split(","),
  appUrl: process.env.SHOPIFY_APP_URL || "",
  authPathPrefix: "/auth",
  sessionStorage: new PrismaSessionStorage(prisma),
  distribution: AppDistribution.AppStore,
  restResources,
  webhooks: {
    APP_UNINSTALLED: {
      deliveryMethod: DeliveryMethod.Http,
      callbackUrl: "/webhooks",
    },
    ORDERS_CREATE: {
       deliveryMethod: DeliveryMethod.Http,
      callbackUrl: "/webhooks",
     }
  },
  hooks: {
    afterAuth: async ({ session }) => {
      shopify.registerWebhooks({ session });
    },
  },
  future: {
    v3_webhookAdminContext: true,
    v3_authenticatePublic: true,
  },
  ...(process.env.SHOP_CUSTOM_DOMAIN
    ? { customShopDomains: [process.env.SHOP_CUSTOM_DOMAIN] }
    : {}),
});
```
In `webhooks.jsx`, I have:

```
import { authenticate } from "../shopify.server";
import { json, redirect } from "@remix-run/node";
import db from "../db.server";

export const action = async ({ request }) => {

  const { topic, shop, session, admin, payload } = await authenticate.webhook(request);
```""",
      T("Prisma"),
      source="https://github.com/Shopify/shopify-app-template-remix/issues/462", kind="issue",
      note="shopify.server.ts and webhooks.jsx bare file names; callbackUrl /webhooks has no method written; "
           "@remix-run/node an import specifier and Remix not named otherwise: not labelled; Prisma from "
           "PrismaSessionStorage(prisma), doubtful; Shopify not written as a word (only shopifyApp, SHOPIFY_...)"),
    R(r"""How to set the Rest API on Magento 2

Hi,

A quick question, can anyone help me how I can allow the REST api on magento 2:

Failed to load resource: the server responded with a status of 400 (Bad Request)
rest/default/V1/guest-carts/3d4a6115979518bdb1524b102006498a/set-payment-information

just tested `/swagger/`  all works ok

have you tested simple like this : `/rest/default/V1/directory/currency`

Yes that one is working, but the one I mentioned not.

could you please post any log messages for this request, maybe error, etc

I figured it out, it was an issue regarding php 7""",
      T("Magento"), T("REST"), T("PHP"),
      source="https://github.com/magenx/Magento-Automated-Server-Configuration-from-MagenX/issues/48", kind="issue",
      note="the failing path has no leading slash and no method; /swagger/ and /rest/default/V1/directory/currency "
           "written without a method: no endpoint; 'REST api' labelled REST; Swagger in a path only: not labelled"),
    R(r"""[APP] Payload CMS mcp server

Hi,

I'd like to request an MCP server for Payload CMS. The API documentation is fairly limited. It would be great if you could create actions for the endpoints they support. The documentation is here: https://payloadcms.com/docs/v2/rest-api/overview#auth-operations

Below the endpoints:

Crud operations:
Find By ID | GET | /api/{collection-slug}/{id} |  
Count | GET | /api/{collection-slug}/count |  
Create | POST | /api/{collection-slug} |  
Update | PATCH | /api/{collection-slug} |  
Update By ID | PATCH | /api/{collection-slug}/{id} |  
Delete | DELETE | /api/{collection-slug} |  
Delete by ID | DELETE | /api/{collection-slug}/{id}

Auth enabled collections are also given the following endpoints:
Operation	Method	Path	View
Login	POST	/api/{user-collection}/login	
Logout	POST	/api/{user-collection}/logout	
Unlock	POST	/api/{user-collection}/unlock	
Refresh	POST	/api/{user-collection}/refresh-token	
Verify User	POST	/api/{user-collection}/verify/{token}	
Current User	GET	/api/{user-collection}/me	
Forgot Password	POST	/api/{user-collection}/forgot-password	
Reset Password	POST	/api/{user-collection}/reset-password""",
      T("Payload CMS"), T("Model Context Protocol"),
      E("GET /api/{collection-slug}/{id}"), E("GET /api/{collection-slug}/count"), E("POST /api/{collection-slug}"),
      E("PATCH /api/{collection-slug}"), E("PATCH /api/{collection-slug}/{id}"), E("DELETE /api/{collection-slug}"),
      E("DELETE /api/{collection-slug}/{id}"), E("POST /api/{user-collection}/login"),
      E("POST /api/{user-collection}/logout"), E("POST /api/{user-collection}/unlock"),
      E("POST /api/{user-collection}/refresh-token"), E("POST /api/{user-collection}/verify/{token}"),
      E("GET /api/{user-collection}/me"), E("POST /api/{user-collection}/forgot-password"),
      E("POST /api/{user-collection}/reset-password"),
      source="https://github.com/PipedreamHQ/pipedream/issues/17694", kind="issue",
      note="a docs table of Payload's REST routes pasted with methods: each labelled as written; 'MCP server' -> "
           "Model Context Protocol, doubtful (MCP only as an abbreviation) -- SURFACES gives MCP"),
    R(r"""CORS error

I get a CORS error in the inspect console and I don't know how to fix it...

Can somebody help?

I am trying to solve this issue as well.., will send you the code when it works for me,, 
and do tell if you managed to sovle it?

@samuelkannuberg , using below code works well:

```js
const io = require('socket.io')(3000, {
	cors: {
		origin: true, // true means to use any frontend.
	},
})

```

thanks for a solution!""",
      T("Socket.IO"), T("JavaScript"),
      source="https://github.com/WebDevSimplified/Realtime-Simple-Chat-App/issues/2", kind="issue",
      note="a tutorial repository; socket.io only inside require('socket.io'), but that is the library the app "
           "runs on: labelled, doubtful; CORS a mechanism, not labelled"),
    R(r"""Real time chat with server in a different IP address

hey Francisco, I'm trying to implement a socket.io real-time chat, similar to your tutorial. If I do this:

```
curl "<the server URL>/socket.io/?EIO=4&transport=polling"
```

it returns correctly, so the backend is working. but I do get CORS error when trying to have my frontend make an API call to the backend, which is in a different port.

I'm not sure what this CORS error is about; I already have the `http://localhost:3000` (frontend) route whitelisted using the express cors package. (And it should be working since my other frontend api calls work)

So, I think I tracked down the reason for the CORS error, and made a temporary fix for it. 

Basically we don't have a way of passing cors configuration to socket.io: https://socket.io/docs/v4/handling-cors/

I went [here](https://github.com/franciscop/server/blob/master/plugins/socket/index.js) and hardcoded the socket.io CORS options:

```
   ctx.io = socketIO(ctx.server, {...ctx.options.socket,  cors: {
      origin: "http://localhost:3000",
      methods: ["GET", "POST"],
      allowedHeaders: ["Content-Type"],
      credentials: true,
    },});
```""",
      T("Socket.IO"), T("Express"), T("cors"),
      source="https://github.com/franciscop/server/issues/155", kind="issue",
      note="the express cors package: Express and the cors middleware labelled, doubtful; the curl has no -X and "
           "a placeholder URL; plugins/socket/index.js only inside a URL: not labelled"),
    R(r"""RESTful behaviour

First of all I apologize for throwing a "help me" question here instead of on the forum, but since the registration is temporarily disabled I can't create an account to post.

I trying to understand how the HTTP verbs in routes function.

I have a route defined as such:
`$routes->post('/users/create', 'Users::create');`

and my controller is as follows:
```
<?php namespace App\Controllers;

use App\Models\UsersModel;
use CodeIgniter\API\ResponseTrait;
use CodeIgniter\HTTP\Response;
use CodeIgniter\HTTP\Request;

class Users extends BaseController
{
    use ResponseTrait;
    
    
	public function create()
	{
            // Some code in here
            return $this->respond($data, 200);
        }
}
```

now, if I try to access the route with GET method I would expect to see some kind of error, probably 405 - Method not allowed. Instead the code executes and I get a 200 response.

Am I missing something obvious here?

If you didn’t turn off autorouting then **users/create** will still match to Users::create without any explicit routes.

$routes->post('/users/create', 'Users::create'); will **add** a route.
Any "get" route that would resolve normally still will, so your "200" is expected.
You can ask questions on the slack channel until the forum registration has been restored.""",
      T("PHP"), T("Slack"),
      E("POST /users/create"),
      source="https://github.com/codeigniter4/CodeIgniter4/issues/2122", kind="issue",
      note="$routes->post('/users/create') a route in code; the GET that autorouting answers is on users/create "
           "without a leading slash: only the POST labelled; CodeIgniter only inside namespaces "
           "(CodeIgniter\\API\\...): not labelled; <?php -> PHP; 'the slack channel' -> Slack"),
    R(r"""Codeignator 4 Error

404
Can't find a route for 'post: Register/save'.

When I m Try to save data into Database . I m Getting this Error""",
      T("CodeIgniter"),
      source="https://github.com/mfikricom/login-register-CodeIgniter4/issues/1", kind="issue",
      note="'Codeignator 4' a misspelling of CodeIgniter 4 (listed in SURFACES); the POST to Register/save finds no "
           "route and has no leading slash: no endpoint"),
    R(r"""Can't find a route for 'post: login' after customizing login and register routes

Can't find a route for 'post: login'

Post method is not working in **Login**

I want to use CI Shield Post:login route but it does not display in route list.
Have to make custom login route for Post?
What I do? I want to customize default login view.

```
$routes->get('login', 'AuthCtrlr::loginView');
$routes->get('register', 'AuthCtrlr::registerView');
service('auth')->routes($routes, ['except' => ['login', 'register']]);
// service('auth')->routes($routes);
```""",
      T("CodeIgniter Shield"),
      source="https://github.com/codeigniter4/shield/issues/318", kind="issue",
      note="'CI Shield' -> CodeIgniter Shield (SURFACES); the routes are written without a leading slash "
           "('login', 'register') and the POST finds no route: no endpoint"),
    R(r"""Bug: Defined Routes work only for GET method, POST, PUT, DELETE return 303 redirect to main page

### PHP Version

8.0

### CodeIgniter4 Version

4.2.4

### CodeIgniter4 Installation Method

Manual (zip or tar.gz)

### Which operating systems have you tested for this bug?

Windows, Linux

### Which server did you use?

apache

### Database

MySQL 8.0

### What happened?

I am trying implement basic REST API and I am facing peculiar problem with routes. I have defined routes
```php
$routes->group(
    'api/v1',
    [
        'namespace' => 'App\Controllers\Api\V1',
        'filters' => 'ApiGuard',
    ],
    static function ($routes) {
        $routes->resource('companies', [
            'placeholder' => '(:num)',
            'only' => ['index', 'show', 'create', 'update', 'delete', 'edit']
        ]);
    }
);
```""",
      T("PHP"), T("CodeIgniter"), T("Windows"), T("Linux"), T("Apache HTTP Server"), T("MySQL"), T("REST"),
      source="https://github.com/codeigniter4/CodeIgniter4/issues/6404", kind="issue",
      note="a resource route group 'api/v1' + 'companies' with no leading slash and no path written whole: no "
           "endpoint; 'apache' as the server -> Apache HTTP Server; ```php -> PHP; 'REST API' -> REST"),
    R(r"""Godot v4.2.1, Window hosting server (ENetMultiplayer) closes without error message.

### Tested versions

Used version: v4.2.1.stable.official [b09f793f5]

### System information

Godot v4.2.1.stable - Windows 10.0.19045 - Vulkan (Forward+) - dedicated NVIDIA GeForce RTX 2060 (NVIDIA; 31.0.15.5152) - AMD Ryzen 5 5600X 6-Core Processor (12 Threads)

### Issue description

Server window of the project is hosted and runs without problem. As soon as a client joins, all steps to add the client properly are run through. Once the player is spawned in the world on the client screen a short audio glitch occurs, similar to as if my pc was experiencing 100% cpu load, however viewing NZXT shows no spike in load. A few more instances of _process are run, between 1 and 4 in my experience. Then the window closes as if manually closed. This started occuring after I simplified the code, making the client movement run clientside instead of serverside.

Console output:
```
1981
1982
1983
1984
1985
1986
Player with ID: 751670674 connected to Server
add player started
Player ready finished
Add player ended
Player connection finished
1987
1988
--- Debugging process stopped ---
```""",
      T("Godot"), T("Windows"), T("Vulkan"),
      source="https://github.com/godotengine/godot/issues/88610", kind="issue",
      note="ENetMultiplayer a class name (ENet not named alone): not labelled; GPU and CPU models and the NVIDIA "
           "driver are hardware; NZXT (a monitoring app, unnamed) not labelled"),
    R(r"""Silent crash while networking with `ENet`

Hi again,

I am trying to implement a simple networking solution for multiplaying with `py4godot` using `ENet`. 

I followed a simple tutorial, and basically created a simple "network manager" singleton script. You use two instances for the project, one runs as the server, the other as the client.
The simple test works as follow: the server broadcasts a simple message every `N` frames to the clients, and the client prints the message received.

When the client receives the first message, the client crashes a few frames after reception. If we swap server/client for the broadcasting, the server crashes also after reception of the first message.

Since I was not very sure about the issue coming from `py4godot`, I ported this exact script in GDScript, but no crashes when doing so, the implementation works as expected.

To illustrate the issue, I give you a snippet from my network manager class. This issue happens in your latest release `4.5-alpha13`.

```python
...

@gdclass
class network_manager(Node):
    manager: Union["Client", "Server"]

    def _ready(self):
        self.peer = None
        self._frames = 1

        args = OS.instance().get_cmdline_args()
        server, client = (
            args.has("--server"),
            args.has("--client")
        )
```""",
      T("py4godot"), T("ENet"), T("GDScript"), T("Python"),
      source="https://github.com/niklas2902/py4godot/issues/200", kind="issue",
      note="```python -> Python; Godot only inside the name py4godot: not labelled on its own"),
    R(r"""Multiplayer Enet error

**Godot version:**
3.1.2 Stable
**OS/device including version:**
Ubuntu 19
**Issue description:**
I have tried to create a server and run it on ubuntu, but i always get this 
problem

Can you post what motherboard you have (not sure if will make a difference) along with a reproduction project / code sample?

I have following the sample code from this to create a test server:
https://docs.godotengine.org/en/3.1/tutorials/networking/high_level_multiplayer.html

And it worked well in debug without any problem. I'm using Windows 10 to debug this and try to export the test project to Linux x11 OS, then I run it in my Ubuntu 19 of VMware but always get above error when tried to open it in both normal or headless server

Edited: It look like that not worked on NAT vmware server as i keep get that errors, so i switch to local direct connect and worked well, but don't know above problem can happen on real network or not""",
      T("Godot"), T("ENet"), T("Ubuntu"), T("Windows"), T("Linux"), T("X11"), T("VMware"),
      source="https://github.com/godotengine/godot/issues/35605", kind="issue",
      note="'Linux x11 OS' names the X11 export target: labelled X11, doubtful; NAT a network setting"),
    R(r"""Can not run bevy project

**Description**
When I run a bevy program, window opened and program crashed wgpu errors.

**Repro steps**
Run any bevy example projects with bevy 0.6.0 and program crashed with error

**Expected vs observed behavior**
Expected: run project and show a window.
Observed: run project and show a window and program crashed with wgpu errors.

**Extra materials**
Code:
`use bevy::prelude::*;

fn main(){
    App::new().add_plugins(DefaultPlugins).run();
}`
(bevy 0.6.0)
Error:
devlaq@devlaq-15U560-RN70L:~/IdeaProjects/Bevy/bevy_chess$ cargo run
    Finished dev [unoptimized + debuginfo] target(s) in 0.13s
     Running `target/debug/bevy_chess`
2022-01-28T16:43:42.134246Z  INFO winit::platform_impl::platform::x11::window: Guessed window scale factor: 1    
MESA-INTEL: warning: Performance support disabled, consider sysctl dev.i915.perf_stream_paranoid=0

2022-01-28T16:43:42.224825Z ERROR wgpu_hal::vulkan::adapter: get_physical_device_surface_present_modes: Initialization of a object has failed    
2022-01-28T16:43:42.224905Z ERROR wgpu_hal::vulkan::adapter: get_physical_device_surface_formats: Initialization of a object has failed""",
      T("Bevy"), T("wgpu"), T("Cargo"),
      source="https://github.com/gfx-rs/wgpu/issues/2428", kind="issue",
      note="target/debug/bevy_chess is a built binary with no extension, not a source file: not labelled, "
           "doubtful; winit and Vulkan appear only in log module paths; MESA-INTEL a driver warning tag: Mesa "
           "not labelled, doubtful; ~/IdeaProjects a home path in the prompt"),
    R(r"""Gpu not working / being detected

## Bevy version

0.6.1

## Operating system & version

Windows 11

## What you did

New rust project

```
$ cargo new --bin my_game
$ cargo add bevy
```

add example code

```rust
use bevy::prelude::*;

fn main() {
    App::new()
        .add_plugins(DefaultPlugins)
        .run();
}
```

## What you expected to happen

See game window pop up.

## What actually happened

Bunch of errors show up, window appears for an instance and crashes.

## Additional information

Full output:
```
2022-04-12T00:33:05.334771Z ERROR wgpu_hal::vulkan::instance:   objects: (type: INSTANCE, hndl: 0x1e171fabf00, name: ?)
2022-04-12T00:33:05.335922Z ERROR wgpu_hal::vulkan::instance: GENERAL [Loader Message (0x0)]
        setup_loader_tramp_phys_devs:  Failed during dispatch call of 'vkEnumeratePhysicalDevices' to lower layers or loader to get count.       
2022-04-12T00:33:05.336360Z ERROR wgpu_hal::vulkan::instance:   objects: (type: INSTANCE, hndl: 0x1e171fabf00, name: ?)
2022-04-12T00:33:06.265140Z  INFO bevy_render::renderer: AdapterInfo { name: "NVIDIA GeForce GTX 1650 Ti", vendor: 4318, device: 8085, device_type: DiscreteGpu, backend: Dx12 }
```""",
      T("Bevy"), T("Windows"), T("Rust"), T("Cargo"),
      source="https://github.com/bevyengine/bevy/issues/4461", kind="issue",
      note="'New rust project' and ```rust -> Rust; cargo new/add -> Cargo; wgpu, Vulkan and Dx12 only in log "
           "module paths and the AdapterInfo dump: not labelled, doubtful"),
    R(r"""ValueError: did not find a match in any of xarray's currently installed IO backends ['netcdf4', 'h5netcdf', 'scipy'].

### What is your issue?

Hi,

 I am using python 3.1 1.3, I am encountering this error when running a package

```
Traceback (most recent call last):
File "/Users/24715447/anaconda3/envs/climate/lib/python3.11/site-packages/climate_indices/main.py", line 1671, in main
input_type = _validate_args(arguments)
^^^^^^^^^^^^^^^^^^^^^^^^^
File "/Users/24715447/anaconda3/envs/climate/lib/python3.11/site-packages/climate_indices/main.py", line 108, in _validate_args
with xr.open_dataset(args.netcdf_precip) as dataset_precip:
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
File "/Users/24715447/anaconda3/envs/climate/lib/python3.11/site-packages/xarray/backends/api.py", line 510, in open_dataset
engine = plugins.guess_engine(filename_or_obj)
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
File "/Users/24715447/anaconda3/envs/climate/lib/python3.11/site-packages/xarray/backends/plugins.py", line 177, in guess_engine
raise ValueError(error_msg)
ValueError: did not find a match in any of xarray's currently installed IO backends ['netcdf4', 'h5netcdf', 'scipy']. Consider explicitly selecting one of the installed engines via the engine parameter, or installing additional IO dependencies, see:
https://docs.xarray.dev/en/stable/getting-started-guide/installing.html
```""",
      T("xarray"), T("Python"), T("NetCDF"), T("h5netcdf"), T("SciPy"),
      source="https://github.com/pydata/xarray/issues/7754", kind="issue",
      note="the three IO backends named in the error are libraries (NetCDF (netCDF4), h5netcdf, SciPy): labelled, doubtful; "
           "climate_indices and anaconda3 only inside site-packages / absolute paths: not labelled"),
    R(r"""ValueError: did not find a match in any of xarray's currently installed IO backends ['netcdf4'].

### What is your issue?

ValueError: did not find a match in any of xarray's currently installed IO backends ['netcdf4']. Consider explicitly selecting one of the installed engines via the ``engine`` parameter, or installing additional IO dependencies, see:

but i installed nedCDF4 use  pip install netCDF4

i have the same issue. How do u solve it

emmm first,make sure the data is nc,second you must install netCDF4

Since folks have asked questions since this was closed (and I had a similar issue), this `ValueError` exception can be raised in a misleading way if the file being specified does not exist.  The exception implies that it is a file format error, but it may just not exist.

An empty file will raise the same `ValueError`.""",
      T("xarray"), T("NetCDF"), T("pip"),
      source="https://github.com/pydata/xarray/issues/6335", kind="issue",
      note="'nedCDF4' a misspelling of netCDF4, labelled NetCDF (the same library written correctly in the text); nc a file format"),
    R(r"""Using Xarray for Data read and selection example appears broken

In the [Using Xarray for Data read and selection](https://unidata.github.io/python-gallery/examples/xarray_500hPa_map.html) example the call to `xr.open_dataset()` fails with the following error:

    ValueError: dimensions ('time',) must have the same length as the number of data dimensions, ndim=2

Hi @spencermathews - can you provide some more details? I've tested locally and do not see this error.

- Are you running the gallery conda environment we have available in the repo?
- What OS are you on?
- If you are not running the gallery environment, please include the output of a `conda list` command.

I resolved the problem by installing the `netcdf4` library. Without it xarray makes a failed attempt to open the URL using the `pydap` backend. It would be helpful to mention `netcdf4` as an implied dependency on the example page and in the downloadable script and notebook.""",
      T("xarray"), T("Conda"), T("NetCDF"), T("pydap"),
      source="https://github.com/Unidata/python-gallery/issues/97", kind="issue",
      note="'the downloadable script and notebook' -- Jupyter not named: not labelled"),
    R(r"""Get all orders for the logged in customer

Hi,

I'm trying to get all orders for the logged in customer, using this `/wp-json/wc/v3/orders` however I keep getting this error message
`{
    "code": "woocommerce_rest_cannot_view",
    "message": "Sorry, you cannot list resources.",
    "data": {
        "status": 403
    }
}`
It only works when I use the username/password of an Admin user, I know that woocommerce requires REST API keys, however i'm using an App with the woocommerce and I just want to get all orders of the logged in customer without having to go through and create an API key each time a new user registers.""",
      T("WooCommerce"), T("REST"),
      source="https://github.com/woocommerce/wc-api-php/issues/341", kind="issue",
      note="/wp-json/wc/v3/orders is written without a method ('get all orders' is prose): no endpoint, doubtful; "
           "'REST API keys' -> REST"),
    R(r"""Getting woocommerce_rest_cannot_view Error into Newly Setup Ubutu Server

Hello,

I have "woocommerce_rest_cannot_view" issue in new ubuntu server. It's Working with old sever.
I have tried All Related Solution. API is Working with http url
The credential was correct But still getting this response.
{ "code": "woocommerce_rest_cannot_view", "message": "Sorry, you cannot list resources.", "data": { "status": 401 } }
PHP version : 7.2
Woocommerce : 4.7.1

Please help to solve asap
Thanks

Hi @vaibhavisojitra25,

Thanks for reporting the issue. It is missing a few details though. Are you getting an error message on all types of requests or on any specific request?""",
      T("Ubuntu"), T("PHP"), T("WooCommerce"),
      source="https://github.com/woocommerce/woocommerce/issues/28466", kind="issue",
      note="'Ubutu' in the title a misspelling; ubuntu written in the body; woocommerce_rest_cannot_view an error "
           "code"),
    R(r"""Getting 419 response code on submit

I'm making a post request to a url via post method and I keep getting the 419 (page expired) response code.

So this is the way the submit handler calls the url.
```
this.$inertia.post('/folders', data).
```
Then if I inspect the network tab on chrome, the request doesn't have the `X-XSRF-TOKEN` header.

I don't know if I'm missing something, but i gave a look at the pingcrm repository and didn't see any extra configuration needed for this, so I'm a little bit lost here

Hey! What server-side framework are you using?

Axios will automatically add the `X-XSRF-TOKEN` header if it exists in a cookie called `XSRF-TOKEN`. Some server-side frameworks do this automatically. For example, Laravel does this using the `VerifyCsrfToken` middleware:

https://github.com/laravel/framework/blob/12cf3f482db8ef65fe9f2a97c3e9ebde1765e21d/src/Illuminate/Foundation/Http/Middleware/VerifyCsrfToken.php#L176-L188

Closing this because I don't think this is an Inertia issue, but feel free to still respond and I'll happily try and help figure this out with you. 💪

I'm using Laravel as a backend, and as you pointed out I have checked the XSRF-TOKEN cookie and it's present.""",
      T("Inertia.js"), T("Chrome"), T("Axios"), T("Laravel"),
      E("POST /folders"),
      source="https://github.com/inertiajs/inertia-vue/issues/39", kind="issue",
      note="this.$inertia.post('/folders') a client call with its method, refused 419 (CSRF) by the app's own "
           "route: labelled; 'Inertia' -> Inertia.js; 'chrome' -> Chrome; the VerifyCsrfToken.php path only "
           "inside a URL"),
    R(r"""Help me please, I can not do à Post Request for a new make:rest-api resource

Hello, 
Thank you for your Code, Please help me i install the app and i do ./bin/console make:rest-api to create All of things for a Category Entity. So when i try in PostMan GET is Good but POST i have an error suc as 

{
    "message": "Argument 3 passed to Symfony\\Component\\HttpKernel\\Exception\\HttpException::__construct() must be an instance of Exception or null, instance of TypeError given, called in /Users/TANDJIEKPON/Sites/soccerDev/src/Rest/Traits/RestMethodHelper.php on line 288",
    "code": 0,
    "status": 500,
    "debug": {
        "exception": "Symfony\\Component\\Debug\\Exception\\FatalThrowableError",
        "file": "/Users/TANDJIEKPON/Sites/soccerDev/vendor/symfony/http-kernel/Exception/HttpException.php",
        "line": 24,
        "message": "Argument 3 passed to Symfony\\Component\\HttpKernel\\Exception\\HttpException::__construct() must be an instance of Exception or null, instance of TypeError given, called in /Users/TANDJIEKPON/Sites/soccerDev/src/Rest/Traits/RestMethodHelper.php on line 288",""",
      T("Postman"), F("./bin/console"),
      source="https://github.com/tarlepp/symfony-flex-backend/issues/16", kind="issue",
      note="./bin/console the project's console script (a path without extension, labelled as fresh-14 did, "
           "doubtful); Symfony only inside namespaces and absolute paths: not labelled; the GET and POST have no "
           "path written: no endpoint"),
    R(r"""Problem with symfony 5

Hello
Thank you for this bundle. I have a problem with a simple symfony 5 skeleton.

Here are my actions:
1  composer create-project symfony/skeleton test
2  composer require florianajir/datanova-bundle
3 // src/config/bundles.php =>  Fmaj\LaposteDatanovaBundle\FmajLaposteDatanovaBundle::class => ['all' => true],
4 src/config/routing.yml 
data_nova:
    resource: "@FmajLaposteDatanovaBundle/Resources/config/routing.yml"
    prefix:   /datanova
5 symfony server:start 
6  Testing => http://127.0.0.1:8000/datanova/records/search/laposte_hexasmal/code_postal:34000/nom_de_la_commun
7  Error
**The controller for URI "/datanova/records/search/laposte_hexasmal/code_postal:34000" is not callable: Controller LaposteDatanovaBundle:Records:search" does neither exit as service nor as class"** 

Have you had similar problem? Can you help me on the subject?""",
      T("Symfony"), T("Composer"), T("Symfony CLI"), F("src/config/bundles.php"), F("src/config/routing.yml"),
      source="https://github.com/florianajir/datanova-bundle/issues/11", kind="issue",
      note="'symfony server:start' is the Symfony CLI: labelled, doubtful; @FmajLaposteDatanovaBundle/Resources/"
           "config/routing.yml a bundle resource reference, not a project path: not labelled; the URI is tested "
           "with no method: no endpoint"),
    R(r"""Improve responses for /api and /

/api/ returns a 500
/ returns a 'FrontEnd not found'

Can you please fix this

Ha, looks like a symfony bug:
* https://github.com/symfony/symfony/pull/27519
* https://github.com/symfony/symfony/issues/25844

https://demo.strichliste.org/api/ now returns 404. symfony.lock kept back my symfony 4.2 update recently... meh.""",
      T("Symfony"),
      source="https://github.com/strichliste/strichliste-backend/issues/35", kind="issue",
      note="/api/ and / answered 500 and a not-found page with no method written: no endpoint; symfony.lock a "
           "bare file name"),
    R(r"""Feat/paypal next integration

packages/templates/nextjs/hooks/usePayPal.ts:80
```diff
+   * Capture a PayPal order
+   * 
+   * @param orderId - The PayPal order ID to capture
+   */
+  const captureOrder = async (orderId: string) => {
+    setLoading(true);
+    setError(null);
+    
+    try {
+      const response = await fetch(`/api/(paypal)/order/${orderId}/capture`, {
+        method: 'POST',
+      });
```
**coderabbitai[bot]**:
_⚠️ Potential issue_

**Fix capture URL/payload to match the route**

Update to call POST /api/(paypal)/order/capture with JSON body and header.

```diff
-      const response = await fetch(`/api/(paypal)/order/${orderId}/capture`, {
-        method: 'POST',
-      });
+      const response = await fetch(`/api/(paypal)/order/capture`, {
+        method: 'POST',
+        headers: { 'Content-Type': 'application/json' },
+        body: JSON.stringify({ orderId }),
+      });
```""",
      T("PayPal"), T("CodeRabbit"),
      F("packages/templates/nextjs/hooks/usePayPal.ts"),
      E("POST /api/(paypal)/order/capture"),
      source="https://github.com/dodopayments/billingsdk/pull/219", kind="issue",
      note="the fixed fetch with method POST to the app's own route, written also as 'POST /api/(paypal)/order/"
           "capture': labelled; the old fetch to /api/(paypal)/order/${orderId}/capture matches no route (the "
           "review says so): not labelled; ':80' a line number dropped; coderabbitai[bot] the review bot -> "
           "CodeRabbit, doubtful; nextjs only inside the path: Next.js not labelled"),
    R(r"""error 403 when trying to log in

Hello guys,
I'm trying to use this docker on unraid. I binded all the ports to the docker but when i try to log in using my server i get a the following error

2016-12-19 09:39:56,827 - synapse.http.server - 123 - INFO - POST-6- <SynapseRequest at 0x2b08dbf4fb48 method=POST uri=/_matrix/client/r0/login? clientproto=HTTP/1.1 site=8448> SynapseError: 403 -

Any ideas what could be worng?

No sorry, please ask on #matrix on irc network.""",
      T("Docker"), T("Unraid"), T("IRC"),
      E("POST /_matrix/client/r0/login"),
      source="https://github.com/silvio/docker-matrix/issues/18", kind="issue",
      note="Synapse's log records a POST to its own login route answered 403: labelled (query mark dropped); "
           "Synapse named only through SynapseRequest/SynapseError and the synapse.http.server logger (log "
           "identifiers): not labelled, doubtful; #matrix a channel name: Matrix not labelled; 'irc network' -> IRC"),
    R(r"""Failed to register new user with matrix

I cannot register a new matrix user. I get the following error feedback.

```linux
ERROR! Received 403 Forbidden 
HMAC incorrect
```
This is the configuration:

Ubuntu 16.04 on AWS
Python 3.6.9
I have a public IP and a legal domain name, encrypted with Let's encrypt.

When I enter  `synctl start`  will appear

```linux
2019-12-31 01:54:22,569 - twisted - 172 - INFO - None - Redirected stdout/stderr to logs
2019-12-31 01:54:22,569 - root - 237 - WARNING - None - ***** STARTING SERVER *****
2019-12-31 01:54:22,569 - root - 238 - WARNING - None - Server /root/synapse/env/lib/python3.6/site-packages/synapse/app/homeserver.py version 1.7.2
2019-12-31 01:54:22,569 - root - 239 - INFO - None - Server hostname: my_server_name
2019-12-31 01:54:22,570 - synapse.app.homeserver - 344 - INFO - None - Setting up server
```""",
      T("Matrix"), T("Ubuntu"), T("AWS"), T("Python"), T("Let's Encrypt"), T("synctl"),
      source="https://github.com/matrix-org/synapse/issues/6610", kind="issue",
      note="'a new matrix user' -> Matrix; synctl is Synapse's control script (labelled, doubtful); twisted only a "
           "logger name and synapse only in logger names and an absolute path: not labelled; ```linux not a "
           "language"),
    R(r"""Not working with my own matrix server.

It seem the bot doesn't work with self hosted matrix server... :(

Hi, I haven’t tried this myself. Do you have any logs of the errors?

Yup:
```
[2022-04-15T09:51:03Z DEBUG crunch::matrix] response Response { url: Url { scheme: "https", cannot_be_a_base: false, username: "", password: None, host: Some(Domain("matrix.org")), port: None, path: "/_matrix/client/r0/login", query: None, fragment: None }, status: 403, headers: {"date": "Fri, 15 Apr 2022 09:51:03 GMT", "content-type": "application/json", "transfer-encoding": "chunked", "connection": "keep-alive", "synapse-trace-id": "a583afd31132411b", "cache-control": "no-cache,
no-store, must-revalidate", "access-control-allow-origin": "*", "access-control-a
llow-methods": "GET, HEAD, POST, PUT, DELETE, OPTIONS", "access-control-allow-headers": "X-Requested-With, Content-Type, Authorization, Date", "permissions-policy
": "interest-cohort=()", "cf-cache-status": "DYNAMIC", "expect-ct": "max-age=604800, report-uri=\"https://report-uri.cloudflare.com/cdn-cgi/beacon/expect-ct\"", "server": "cloudflare", "cf-ray": "6fc3c7cc5c7c9bfe-FRA"} }
[2022-04-15T09:51:03Z ERROR crunch::crunch] Invalid password
```
Also there is no variable to set custom matrix server instead of matrix.org...
Bear in mind the username and password are set in .env file, but the d""",
      T("Matrix"), T("Cloudflare"),
      source="https://github.com/turboflakes/crunch/issues/8", kind="issue",
      note="the response's server header names cloudflare: labelled; the login path is matrix.org's (a third "
           "party's) and no method is logged for it: no endpoint; .env a bare name; crunch::matrix a module path"),
    R(r"""Error 403 Forbidden

I tried running this, but every action results in a 403 error. I set up a new admin account specifically for this, verified that it can log in with the provided password, and also verified that it is indeed an admin using `synadm`. I also made sure the `as_token` is the same as in the `migration_service.yaml`, and that that file is referenced from the `homeserver.yaml`. 

The homeserver log file shows each request from the script with the following message:
```
SynapseError: 403 - Application service has not registered this user (@shinmera:matrix.tymoon.eu)
```
Which is slightly confusing -- the user should be `shinmera:tymoon.eu`. The instance is only hosted on `matrix.tymoon.eu`. In the `config.yaml` I made sure to set the `domain` to `tymoon.eu`. Not sure if this is the source of the error, or what else is going on.

Any ideas or help would be appreciated!

experiencing this issue as well

I only get this error, when I have debug true. Maybe thats the case for you too?""",
      T("synadm"),
      source="https://github.com/Awesome-Technologies/slack-matrix-migration/issues/8", kind="issue",
      note="synadm (the Synapse admin CLI) labelled; migration_service.yaml, homeserver.yaml, config.yaml bare "
           "file names; SynapseError an error class: Synapse not labelled"),
    R(r"""Controller action unavailable / not working as POST but 'works' as GET

**Symfony version(s) affected**: 5.0.x/5.1.x

**Description**  

I've just found an issue that is becoming a 'nightmare' and hard to understand for me. One controller action isn't working as a POST AJAX call but works well if I paste it in the browser (GET).

**How to reproduce**  

If I copy this method in my AdsController (I've tried renaming the controller with the same luck), the request/response isn't even produced (attached picture shows the Symfony toolbar status)

Method content:
```
/**
     * @Route("/generic/upload_ad_picture/{id}", name="ad_generic_upload_picture")
     *
     * @param Request $request
     * @param GenericAd $genericAd
     * @return Response
     */
    public function genericAdUploadPictureAction(Request $request, GenericAd $genericAd): Response {
        $message = "KO";
        $newPhotoUrl = null;
        $newDeletePhotoUrl = null;
```""",
      T("Symfony"),
      source="https://github.com/symfony/symfony/issues/37310", kind="issue",
      note="the @Route has no methods option and the text ties POST and GET to it only in prose ('a POST AJAX "
           "call', 'in the browser (GET)'): no endpoint, doubtful; 'AJAX' a technique, not labelled; "
           " the Symfony toolbar is the profiler's web debug toolbar: Symfony only"),
    R(r"""Custom API endpoints works only when server restarted

I'm having the same issue but I'm using API routes, the custom routes only works after rebuilding the project

`backend/src/api/store/budget/route.ts`

```
import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa";
import axios from "axios";

export async function GET(req: MedusaRequest, res: MedusaResponse) {
  try {
    const budgetService = req.scope.resolve("budgetService");
    const budgets = await budgetService.getAllBudgets();
    res.status(200).json({ budgets });
  } catch (error: any) {
    res.status(500).json({ message: error.message });
  }
}

export async function POST(req: MedusaRequest, res: MedusaResponse) {
  try {
    const budgetService = req.scope.resolve("budgetService");

    const budget = await budgetService.createBudget(req.body);

    const reportsApiUrl = process.env.REPORTS_API_URL;

    const response = await axios.post(
      reportsApiUrl + "/generate-pdf-email",
      budget,
      {
        responseType: "arraybuffer",
      }
    );
```""",
      T("Axios"), F("backend/src/api/store/budget/route.ts"),
      source="https://github.com/medusajs/medusa/issues/4061", kind="issue",
      note="a file-based route: GET and POST handlers in src/api/store/budget/route.ts, but the URL path "
           "/store/budget is never written: no endpoint; axios.post to an external service's URL "
           "(reportsApiUrl + '/generate-pdf-email'): not the app's route; Medusa only inside the import "
           "specifier @medusajs/medusa and type names: not labelled, doubtful"),
    R(r"""Error, Can you help me?

NullReferenceException: Object reference not set to an instance of an object
UnityChanController.Start () (at Assets/Scripts/UnityChanController.cs:66)

The code is: 

        GameObject.FindWithTag("GameController").GetComponent<UISystem>().LoadData();
        GameObject.FindWithTag("GameController").GetComponent<UISystem>().InitUI();

Please download the sample unity project in the UnityAssets/Packages and import them to a blank project, and observe how do I set up the UI and other stuff

Of course you can uncomment these two lines and other part related to the UI and save load system and the project still can be run.

OK，thank you, I will try.""",
      T("Unity"), F("Assets/Scripts/UnityChanController.cs"),
      source="https://github.com/mmmmmm44/VTuber-Python-Unity/issues/2", kind="issue",
      note="the project's own script from the Unity stack trace, line :66 dropped; UnityAssets/Packages a folder"),
    R(r"""Errors on Play

### Describe the issue
I get an error message on the console: 

NullReferenceException: Object reference not set to an instance of an object
Vimeo.Player.VimeoPlayer.LoadVimeoVideoByUrl (System.String vimeo_url) (at Assets/Vimeo/Scripts/Player/VimeoPlayer.cs:95)
UnityEngine.Events.InvokableCall`1[System.String].Invoke (System.String args0) (at /Users/builduser/buildslave/unity/build/Runtime/Export/UnityEvent.cs:207)
UnityEngine.Events.CachedInvokableCall`1[System.String].Invoke (System.Object[] args) (at /Users/builduser/buildslave/unity/build/Runtime/Export/UnityEvent.cs:345)
UnityEngine.Events.UnityEvent.Invoke () (at /Users/builduser/buildslave/unity/build/Runtime/Export/UnityEvent_0.cs:70)
UnityEngine.UI.Button.Press () (at /Users/builduser/buildslave/unity/build/Extensions/guisystem/UnityEngine.UI/UI/Core/Button.cs:36)""",
      F("Assets/Vimeo/Scripts/Player/VimeoPlayer.cs"),
      source="https://github.com/vimeo/vimeo-unity-sdk/issues/47", kind="issue",
      note="only the SDK's Assets/ path is relative (line dropped); Unity's own frames are absolute build-machine "
           "paths; Unity and Vimeo appear only in namespaces (UnityEngine.Events, Vimeo.Player): not labelled"),
    R(r"""fix: Fix UI controller error

This PR is created to avoid the exception.
This NullPointerException occurred when `UIController` instance is not attached `SimpleCameraController` component.
```
NullReferenceException: Object reference not set to an instance of an object
Unity.RenderStreaming.UIController.FixedUpdate () (at Assets/Scripts/UIController.cs:48)
```""",
      F("Assets/Scripts/UIController.cs"),
      source="https://github.com/Unity-Technologies/UnityRenderStreaming/pull/345", kind="issue",
      note="Unity Render Streaming only in the namespace Unity.RenderStreaming: not labelled; line :48 dropped"),
    R(r"""POST Method doesn't seem to work

I am trying implement a sign up function which should take the body of the request then save it to MongoDB via mongoose. 

- NodeJS 14.3.0
- Nanoexpress-pro 1.11.4
- Mongoose 5.9.19
- bodyparser 1.19.0

app.js
```javascript
import nanoexpress from 'nanoexpress-pro';
import bodyParser from 'body-parser';
import morgan from 'morgan';
import multilang from './helpers/multilang.js';
import configRoute from './routes/auth.route.js'
import { signUp } from './controllers/auth.controller.js';

const app = nanoexpress();
if (process.env.NODE_ENV === 'development') app.use(morgan('dev'));

app.use(bodyParser.urlencoded({ extended: true }));
app.use(bodyParser.json({ limit: '10kb' }));
app.use(multilang({ baseLanguage: 'en', path: './locales' }));

app.get('/test', (req, res, next) => {
  res.status(200).json({
    msg: 'ok',
  });
});

app.post('/api/v1/users/signup', signUp);

export default app;
```
auth.controller.js
```javascript
import User from '../models/user.model.js';

export const signUp = async (req, res, next) => {
  const newUser = await User.create(req.body);

  res.status(200).json({
    status: 'success',
    data: {
      user: newUser
    }
  });
};

```
In Postman, when I sent a raw request (JSON format) with blank body without the braces, the application encountered this error and got terminated immediately.""",
      T("MongoDB"), T("Mongoose"), T("Node.js"), T("nanoexpress"), T("body-parser"), T("morgan"),
      T("JavaScript"), T("Postman"),
      F("./helpers/multilang.js"), F("./routes/auth.route.js"), F("./controllers/auth.controller.js"),
      F("../models/user.model.js"),
      E("GET /test"), E("POST /api/v1/users/signup"),
      source="https://github.com/nanoexpress/nanoexpress/issues/42", kind="issue",
      note="routes in code labelled; relative import paths written with their .js extension labelled as files "
           "(bare app.js and auth.controller.js not); ./locales a folder; 'Nanoexpress-pro' / nanoexpress-pro "
           "labelled nanoexpress, doubtful; 'bodyparser' -> body-parser; ```javascript -> JavaScript"),
    R(r"""Database not update when do signup

HI hallo,

I'm absolutely beginner with typescript, i read your tutorial : [https://softwareontheroad.com/nodejs-jwt-authentication-oauth/#creating-jwt] but i have a problems with how to write data into mongodb, when i do `npm run start` there is no error and everything looks fine. but when i do request `post`  to _http://localhost:3000/api/user/signup_  the response is 200 ok, but when i check the database, the field user is still empty. 

Can you give more explanation, about the tutorial, i think this tutorial is very usefull for beginner like me.

Thanks in advance, sorry for inconvenience.

pass a json data in the format below

{ "user":{
    "name": "Joe Doe",
    "email": "joedoe@gmail.com",
    "password":"0000"
} }

I think this where you getting it wrong. A user object is added to the req object in retrieving the data at the route file.""",
      T("TypeScript"), T("MongoDB"), T("npm"),
      E("POST /api/user/signup"),
      source="https://github.com/santiq/nodejs-auth/issues/5", kind="issue",
      note="'request post to http://localhost:3000/api/user/signup', answered 200 by the app's own route: "
           "labelled with the URL's path (the method written in lower case in the prose), doubtful; JWT and OAuth "
           "only inside the tutorial URL"),
    R(r"""Post request fails in Chapter 4

After changing server.js to listen to listento q post request on http://localhost:3000/api/posts and defining the model it is still giving an error in postman
I am sending key value pair in post man as below image
(if i am removing the required condition from username and body then its saving an empty data in the collection)

You should check to make sure you are not using Post on any other app on your local device computer or sandbox for that matter. I would reset my  terminal/commandline  and try again.

add the following piece
<code>app.use(bodyParser.urlencoded({extended: true}));</code>
 before
<code>app.use(bodyParser.json());</code>

it resolved my issue using postman""",
      T("Postman"),
      E("POST /api/posts"),
      source="https://github.com/jdx/mean-sample/issues/21", kind="issue",
      note="the server listens for a post request at http://localhost:3000/api/posts: the app's own route with its "
           "method, labelled with the URL's path, doubtful; server.js a bare name; bodyParser only as an "
           "identifier: body-parser not labelled, doubtful"),
    R(r"""Error when I call the API

Hi!, thanks for sharing this resources.
I followed your tutorial, but when I tried execute this project with Postman, I get error 500 with the all calls.

error 500 is internal server, hope your server is running and your postman
is actually hitting the right route,
there are so many causes of that, so unless I see your code, I might not be
able to tell exactly the cause

It's the same code.
Your can tell me instructions for deploy your project?

I tried with

composer install
php artisan migrate (with database previusly configurated in .env)
php artisan serve

it's ok?

i setup this and welcome page is coming , but calling API in postman same as url it gives 404 page not found error, i called "http://localhost/mm/api/register" this URL 

and when i call http://localhost/mm/public/api/register URL it gives welcome page""",
      T("Postman"), T("Composer"), T("PHP"), T("Artisan"),
      source="https://github.com/Kingsconsult/laravel_8_API_CRUD/issues/1", kind="issue",
      note="a tutorial repository; the register URLs are called with no method written (and answer 404 or the "
           "welcome page): no endpoint; .env a bare name; Laravel only in the repository's name, not the text"),
    R(r"""jupyter kernal keeps dying

Hi,

When opening any jupyter notebook, even one with no code in, I get the 'Dead kernal' message:

> The kernel has died, and the automatic restart has failed. It is possible the kernel cannot be restarted. If you are not able to restart the kernel, you will still be able to save the notebook, but running code will no longer work until the notebook is reopened.

My terminal window shows the following:

> [I 07:56:47.888 NotebookApp] [nb_conda_kernels] enabled, 1 kernels found
[I 07:56:48.230 NotebookApp] The port 8888 is already in use, trying another port.
[I 07:56:48.438 NotebookApp] [nb_anacondacloud] enabled
[I 07:56:48.456 NotebookApp] [nb_conda] enabled
[I 07:56:48.874 NotebookApp] ✓ nbpresent HTML export ENABLED
[W 07:56:48.874 NotebookApp] ✗ nbpresent PDF export DISABLED: No module named 'nbbrowserpdf'
[I 07:56:48.886 NotebookApp] Serving notebooks from local directory: /Users/jedgecombe
[I 07:56:48.886 NotebookApp] 0 active kernels
[I 07:56:48.886 NotebookApp] The Jupyter Notebook is running at: http://localhost:8889/
[I 07:56:48.887 NotebookApp] Use Control-C to stop this server and shut down all kernels (twice to skip confirmation).
[W 07:57:08.143 NotebookApp] Notebook Dropbox/Python/AB_testing/template/ab_test_template.ipynb is not trusted
[I 07:57:08.694 NotebookApp] Kernel started: 8743e528-acb5-488f-8e46-456675500373""",
      T("Jupyter Notebook"), T("nb_conda_kernels"), T("nb_conda"), T("nbpresent"),
      F("Dropbox/Python/AB_testing/template/ab_test_template.ipynb"),
      source="https://github.com/jupyter/notebook/issues/1892", kind="issue",
      note="the notebook path is relative to the served folder: labelled; nb_anacondacloud and nbbrowserpdf "
           "(extensions in the log) left out, doubtful; NotebookApp a class in the log prefix"),
    R(r"""Kernel dying when importing numpy

I've just started the Udemy "Learning Python for Data Analysis and Visualisation" course and did not appreciate it would be using Python 2.7.

I have python 3.7 installed and used the pip3 install method on a mac terminal to install numpy. However, in the first lecture, the first step is to run a line of code: import numpy as np. When I run this, I get an asterisk in the input, the kernel dies and a message pops up saying "The kernel appears to have died. It will restart automatically.".

I'm not sure if this is an issue with how I've installed numpy, or whether it's because I'm using the wrong version of python - as you can tell I'm very new to this!

Any help would be appreciated!

You'll need to provide the output of the notebook console.  Yes, there's probably something amiss with your `numpy` installation.  If you haven't done so, make sure you've also installed jupyter in your 3.7 env and run it from there as well.  Also, please verify the import statement succeeds using the python REPL prior.

Hi, try uninstalling it using pip3 uninstall numpy , and then you can either try installing it in your anaconda navigator or you can instead directly open Jupyter notebook and install there and use it.""",
      T("Python"), T("pip"), T("macOS"), T("NumPy"), T("Jupyter"), T("Jupyter Notebook"), T("Anaconda Navigator"),
      source="https://github.com/jupyter/notebook/issues/5614", kind="issue",
      note="'pip3' -> pip; 'a mac terminal' -> macOS; Udemy a course site, not labelled; 'install jupyter' -> "
           "Jupyter and 'Jupyter notebook' -> Jupyter Notebook"),
    R(r"""Jupyter notebook kernel dies

I am still struggling with getting Jupyter notebook to run in my computer (Mac OSX). I have tried to delete everything and install everything again, but I keep running into the same issue.

After I install Anaconda I use this to setup a new environment and install momi:
$ conda create -n momi_py36 python=3.6 -y
$ conda activate momi_py36
$ conda install momi ipyparallel openblas jupyter -c defaults -c conda-forge -c bioconda -c jackkamm -y

Then I cd to my folder and run Jupyter notebook:
$ jupyter notebook --debug

The notebook works well with bash commands and to create the log file, but the kernel dies when I try to import momi or even matplotlib
I get the message: The kernel appears to have died. It will restart automatically.

This is the output in the Terminal when I run the import momi command:

[D 12:13:45.152 NotebookApp] 304 GET /static/base/images/favicon-busy-1.ico (::1) 2.51ms
[I 12:13:53.518 NotebookApp] KernelRestarter: restarting kernel (1/5), keep random ports""",
      T("Jupyter Notebook"), T("macOS"), T("Anaconda"), T("Conda"), T("momi"), T("ipyparallel"), T("OpenBLAS"),
      T("Matplotlib"), T("Bash"), T("Python"), T("conda-forge"), T("Bioconda"),
      source="https://github.com/popgenmethods/momi2/issues/30", kind="issue",
      note="'Mac OSX' -> macOS; 'bash commands' names Bash; python=3.6 in the conda spec -> Python, doubtful; "
           "conda-forge and bioconda channels labelled, doubtful; the notebook server's log line '304 GET "
           "/static/base/images/favicon-busy-1.ico' is Jupyter's own static route, not the project's: not "
           "labelled, doubtful; Terminal (the macOS app) not labelled"),
    R(r"""getting 405 error on 3rd step

when i submit the form i get back
Method Not Allowed

The method is not allowed for the requested URL.

i've tried a lot of different edits, including just copy pasting in your code""",
      source="https://github.com/bev-a-tron/MyFlaskTutorial/issues/24", kind="issue",
      note="nothing to label: a 405 with no path, and the tutorial's framework (Flask) is never named in the text"),
    R(r"""Python3 kernel dies on debian stable

I just installed the official jupyter package for debian stable (64-bit). 

There was no indication of any problems with the installation (which pulled in several other packages related to python3), and I didn't see any messages suggesting that anything else needs to be done to run jupyter.

But when I run the application and try to create a new notebook using File | New Notebook | Python3 on the web page http://localhost:8888/notebooks/Untitled1.ipynb?kernel_name=python3, the python3 kernel tries to start but after a few seconds generates a message saying that it has died. Attempts to restart the kernel produce the same result.

I'm not sure how to proceed :-(""",
      T("Python"), T("Debian"), T("Jupyter"),
      source="https://github.com/jupyter/help/issues/461", kind="issue",
      note="'Python3'/'python3' -> Python; the notebook URL has no method; Untitled1.ipynb only inside the URL"),
    R(r"""Set up cart endpoint

Add the logic for handling CRUD operations related to a user's cart. The cart should keep track of products a user wants to purchase. 

Think about how you will associate products with the cart instance and keep track of them when it comes time to place an order. 

One way to structure the cart endpoints is as follows:
POST /cart
POST /cart/{cartId}
GET /cart/{cartId}""",
      E("POST /cart"), E("POST /cart/{cartId}"), E("GET /cart/{cartId}"),
      source="https://github.com/MelissaJones98/E-Commerce-App/issues/10", kind="issue",
      note="a student e-commerce project's planned routes, written with their methods; no technology named"),
    R(r"""Product Endpoint

- [x] Route GET /products
- [x] Route GET /products/{id}
- [x] Route POST /products (Admin)
- [x] Route PUT /products (Admin)
- [x] Route DELETE /products/{product_id} (Admin)""",
      E("GET /products"), E("GET /products/{id}"), E("POST /products"), E("PUT /products"),
      E("DELETE /products/{product_id}"),
      source="https://github.com/drithh/e-commerce-website/issues/12", kind="issue",
      note="a task list of routes with methods; nothing else to label"),
    R(r"""error in rest_framework.PostList when requesting basic ajax example

I setup everything following the README and am getting this error when requesting the basic ajax example http://localhost:8002/basic

```
(tutovenv) nick@dose  (master) ~/django-api-rest-and-angular\> ./manage.py runserver localhost:8002
Performing system checks...

System check identified no issues (5 silenced).
March 18, 2016 - 05:55:50
Django version 1.9.2, using settings 'example.settings'
Starting development server at http://localhost:8002/
Quit the server with CONTROL-C.
[18/Mar/2016 05:55:58] "GET /basic HTTP/1.1" 200 1104
[18/Mar/2016 05:55:58] "GET /static/js/script.js HTTP/1.1" 304 0
Internal Server Error: /api/posts
Traceback (most recent call last):
  File "/home/nick/django-api-rest-and-angular/tutovenv/lib/python3.5/site-packages/django/core/handlers/base.py", line 149, in get_response
    response = self.process_exception_by_middleware(e, request)
  File "/home/nick/django-api-rest-and-angular/tutovenv/lib/python3.5/site-packages/django/core/handlers/base.py", line 147, in get_response
    response = wrapped_callback(request, *callback_args, **callback_kwargs)
```""",
      T("Django"), F("./manage.py"),
      E("GET /basic"), E("GET /static/js/script.js"),
      source="https://github.com/kevinastone/django-api-rest-and-angular/issues/24", kind="issue",
      note="the dev server's log of GETs its own routes answered (200, and 304 for the static file): labelled; "
           "the 500 on /api/posts is logged with no method: not labelled; rest_framework.PostList a dotted "
           "identifier (Django REST framework not named otherwise); 'ajax' a technique, not labelled"),
    R(r"""cant' post

i do following in my shell:
```bash
http -f POST http://localhost:8080/login name=archer password=archer
HTTP/1.1 500 Internal Server Error
Content-Length: 21
content-type: text/html

Internal Server Error

```
here is the output from server
```bash
2017-08-09 14:51:42,200 [ERROR] 'NoneType' object is not callable
2017-08-09 14:51:42,201 [ERROR] <traceback object at 0x7f29da08dbc8>

```""",
      E("POST /login"),
      source="https://github.com/sirMackk/diy_framework/issues/1", kind="issue",
      note="`http -f POST` is HTTPie's command, but only the command name is written: HTTPie not labelled, doubtful; the "
           "POST to the app's own /login answered 500: labelled; ```bash not labelled"),
    R(r"""Could't create new Post

I think there is some error in PostViewSet code.. Because browser is sending a post request to /api/v1/posts/ but server returns 500.
What could be the problem? please help..""",
      E("POST /api/v1/posts/"),
      source="https://github.com/brwr/thinkster-django-angular/issues/3", kind="issue",
      note="'a post request to /api/v1/posts/' answered 500 by the app's viewset: labelled with the method as "
           "written in prose, doubtful; PostViewSet a class name"),
    R(r"""Bug: Webhook route returns 200 OK when Stripe signature or secret is missing

## Description

In `src/app/api/webhooks/route.ts`, the POST handler has an early guard:

```ts
if (!sig || !webhookSecret) return;
```

This bare `return` inside the `try` block returns `undefined` instead of a `Response` object. Next.js interprets this as a 200 OK with an empty body.

## Impact

- Stripe marks the webhook delivery as **successful** even though no processing occurred
- Configuration problems (missing `STRIPE_WEBHOOK_SECRET` env var) are silently hidden
- In production, this means subscription events, payment confirmations, and cancellations could be silently dropped without any indication in Stripe's dashboard

## Fix

```ts
if (!sig || !webhookSecret) {
  return Response.json({ error: 'Missing signature or webhook secret' }, { status: 401 });
}
```""",
      T("Stripe"), T("Next.js"), T("TypeScript"), F("src/app/api/webhooks/route.ts"),
      source="https://github.com/KolbySisk/next-supabase-stripe-starter/issues/28", kind="issue",
      note="the POST handler lives in an App Router file whose URL (/api/webhooks) is never written: no "
           "endpoint; ```ts -> TypeScript"),
    R(r"""NextJS - Error: construction of webhook event returned an error: No signatures found matching the expected signature for payload. Are you passing the raw request body you received from Stripe? https:/

Mine worked perfectly up until Friday.

`
import { buffer } from "micro";
import { NextApiRequest, NextApiResponse } from "next";

import { env } from "../../env/server.mjs";

// eslint-disable-next-line @typescript-eslint/no-var-requires
const stripe = require("stripe")(env.STRIPE_SECRET_KEY);
const webhookSecret = env.STRIPE_WEBHOOK_SECRET;

export const config = {
  api: {
    bodyParser: false,
  },
};

const handler = async (req: NextApiRequest, res: NextApiResponse) => {
  if (req.method === "POST") {
    const sig = req.headers["stripe-signature"] as string;""",
      T("Next.js"), T("Stripe"), F("../../env/server.mjs"),
      source="https://github.com/stripe/stripe-node/issues/1294", kind="issue",
      note="'NextJS' -> Next.js; the relative import with its .mjs extension labelled as a file; the handler "
           "checks req.method === 'POST' but the API route's path is never written: no endpoint; micro only as "
           "an import specifier; ESLint only inside a disable comment: not labelled"),
    R(r"""no error in localhost:3333 but there is an error in studio.

**Describe the bug**
When I work on localhost:3333, there is no error. But if I go to sanity studio, there is error.

**Which versions of Sanity are you using?**
@sanity/cli version 3.2.6

**What operating system are you using?**
Windows 10

**Which versions of Node.js / npm are you running?**
node: v18.12.1
npm: 9.2.0

If you've made changes in the schema, you need to rebuild and redeploy your studio.""",
      T("Sanity"), T("Sanity Studio"), T("Windows"), T("Node.js"), T("npm"),
      source="https://github.com/sanity-io/sanity/issues/4162", kind="issue",
      note="'sanity studio' -> Sanity Studio; @sanity/cli a package name: Sanity CLI not labelled, "
           "doubtful"),
    R(r"""[Bug]: Unhandled error when adding product to cart; /store/carts returns 404

### Package.json file

```JSON
{
  "name": "medusa-starter-default",
  "version": "0.0.1",
  "description": "A starter for Medusa projects.",
  "author": "Medusa (https://medusajs.com)",
  "license": "MIT",
  "keywords": [
    "sqlite",
    "postgres",
    "typescript",
    "ecommerce",
    "headless",
    "medusa"
  ],
  "scripts": {
    "build": "medusa build",
    "seed": "medusa exec ./src/scripts/seed.ts",
    "start": "medusa start",
    "dev": "medusa develop",
    "test:integration:http": "TEST_TYPE=integration:http NODE_OPTIONS=--experimental-vm-modules jest --silent=false --runInBand --forceExit",
    "test:integration:modules": "TEST_TYPE=integration:modules NODE_OPTIONS=--experimental-vm-modules jest --silent --runInBand --forceExit",
    "test:unit": "TEST_TYPE=unit NODE_OPTIONS=--experimental-vm-modules jest --silent --runInBand --forceExit"
  },
  "dependencies": {
    "@medusajs/admin-sdk": "2.2.0",
    "@medusajs/cli": "2.2.0",
    "@medusajs/framework": "2.2.0",
    "@medusajs/medusa": "2.2.0",
    "@mikro-orm/core": "5.9.7",
    "@mikro-orm/knex": "5.9.7",
    "@mikro-orm/migrations": "5.9.7",
    "@mikro-orm/postgresql": "5.9.7",
    "awilix": "^8.0.1",
    "pg": "^8.13.0"
  },
```""",
      T("Medusa"), T("Jest"), T("PostgreSQL"), F("./src/scripts/seed.ts"),
      source="https://github.com/medusajs/medusa/issues/10969", kind="issue",
      note="the seed script path in package.json's scripts labelled; /store/carts answered 404 with no method "
           "written: no endpoint; 'postgres' in keywords and @mikro-orm/postgresql + pg in the dependencies -> "
           "PostgreSQL, doubtful; sqlite and typescript only as package keywords: not labelled, doubtful; "
           "MikroORM, Knex and awilix only as package names in the dependency list: left out, doubtful"),
    R(r"""[Bug] Laravel 5.5.18 + axios + vue

Here's the issue. Forgive my long-winded approach. I was following along with @JeffreyWay tutorial "Let's build a forum with Laravel and TDD". Using 5.5.18 and the versions of axios and vue that are included in the `package.json` file, the first time we started to use axios (in this case a `PATCH`) request, I got a 419 response. This error occurred at `\Illuminate\Foundation\Exceptions\Handler.php` line 203, which indicated a `TokenMismatchException`.

I decided to spin up a fresh install of Laravel and create a `posts` table and see if  axios AJAX requests would fail there also. Turns out I got a 419 response here as well. I'm thinking that it has to do with the headers that are assigned to the `window` object at `resources/assets/js/bootstrap.js`.

Here is my full code for completeness. **No other code has been modified in any way**:

**create_posts_table**
```
<?php

use Illuminate\Support\Facades\Schema;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Database\Migrations\Migration;

class CreatePostsTable extends Migration
{
    public function up()
    {
        Schema::create('posts', function (Blueprint $table) {
            $table->increments('id');
            $table->string('title');
            $table->text('body');
            $table->timestamps();
        });
    }
```""",
      T("Laravel"), T("Axios"), T("Vue"), T("PHP"), F("resources/assets/js/bootstrap.js"),
      source="https://github.com/laravel/ideas/issues/849", kind="issue",
      note="the PATCH request has no path written: no endpoint; \\Illuminate\\Foundation\\Exceptions\\Handler.php "
           "is a framework file written from the namespace root: not labelled; package.json a bare name; <?php -> "
           "PHP; AJAX and 'TDD' techniques, not labelled"),
    R(r"""Error: Invalid set index 'screensize' (on base 'Area2D(Coin.gd)') with value of type 'Vector2'.

extends Node
export (PackedScene) var Coin
export (int) var playtime

var level
var score
var time_left
var screensize
var playing = false

func _ready():
	randomize()
	screensize = get_viewport().get_visible_rect().size
	$Player.screensize = screensize
	$Player.hide()
	new_game()
	
func new_game():
	playing = true
	level = 1
	score = 0
	time_left = playtime
	$Player.start($PlayerStart.position)
	$Player.show()
	$GameTimer.start()
	spawn_coins()

p.s.
This issue doesn't seem to be addressed in the Errata, and I've double checked my syntax and spelling. so I'm not sure if I'm doing something wrong? This time I copied the script as I wrote it. (following, pg 42-44)

Sorry . . . I should've checked the closed issues before opening this one. I totally just found what is causing the error.""",
      source="https://github.com/PacktPublishing/Godot-Game-Engine-Projects/issues/6", kind="issue",
      note="nothing labelled: the script is GDScript for Godot (a book's project), but neither is named in the "
           "text and the code is not fenced; Coin.gd a bare name inside the error"),
]
