"""A twenty-ninth fresh held-out set ("fresh-29"), the issues part: 67 GitHub issue and pull-request threads from mixed
ecosystems, from 48 repositories, none of them used by the earlier sets but for fourteen (workers-sdk, Play, Cypress,
Playwright, SvelteKit, aws-sam, firebase-tools, firebase-functions, aspnetcore, Ktor, retrofit, WP-API, dart-neats
and travis-ci, each with a thread not used before) -- serverless functions and their routes (Cloudflare Workers under
Wrangler with an itty-router, Netlify functions behind netlify dev and its redirects, Vercel functions wrapping
Express, Firebase functions behind Hosting rewrites, AWS SAM templates and API Gateway); Dart back ends (Dart Frog's
file routes, shelf_router); GraphQL servers (gqlgen in Go, Absinthe under Plug and Phoenix, Elixir logs with their
lib/ files); Scala/Play routes files; Kotlin servers on Ktor and Android apps (Retrofit, Gradle, Crashlytics, logcat
traces); .NET desktop and Blazor (WPF's XamlParseException, Blazor WebAssembly on Azure, an Aspire-hosted MVC app);
WordPress and WooCommerce (REST refusals, fatal errors); Ruby (Sinatra under Puma, Bundler, RSpec, Travis CI); test
frameworks (Cypress intercepts, Playwright's request API, pytest and pytest-flask fixtures, Flask-RESTX test clients)
-- each the thread's title followed by its body and maybe a comment or two, kept as written (code blocks, logs,
tracebacks, env and version lists, config files, curl commands as they appear; trimmed; screenshots dropped; the
comments joined without their author lines). Four of them label nothing at all.

Every text was taken from a stored public copy of the thread at the address given and labelled by hand without
running the extractor on it, by the earlier sets' conventions: technologies under their usual canonical name (any
spelling in the text), a code fence's language but not a shell's; data formats, everyday shell utilities, sites,
placeholders, user agents and names only inside URLs, absolute or dependency paths, package paths or dotted
identifiers not labelled; relative file paths as written (./ kept, a line's :N left out), bare file names, folders,
globs and import specifiers not, nor a dependency's own files in a trace; an endpoint only as "METHOD /path" where
the text gives the method for that path (a route in code or in a routes file or SAM template, a request the app's
own route answers even with an error, a client call or test intercept with its method, a request to the app's own
server written as a URL, a concrete request where no route pattern is written) and writes the whole path -- a
request no route accepts (405, rest_no_route, "Cannot POST", Sinatra's "doesn't know this ditty"), a path with no
method (forward, http.Handle, app.use, rewrites), a path without its leading slash, and a route whose mounted full
path is never written are not labelled. Nobody tunes the extractor on these texts: the benchmark scores them as their
own split (``--split fresh-29``).
"""

from real_corpus import E, F, R, T  # noqa: F401

SURFACES = {
    "Wrangler": ("wrangler",),
    "macOS": ("Mac", "MacOS", "darwin", "Mac OS X"),
    "Make": ("make check",),
    "RSpec": ("rspec",),
    "Dart Frog": ("dart_frog",),
    "JavaScript": ("JS",),
    ".NET CLI": ("dotnet --info",),
    ".NET SDK": ("dotnet-sdk",),
    "Firebase CLI": ("firebase-tools",),
    "Cloud Functions for Firebase": ("firebase-functions",),
    "Cloud Functions": ("cloud function", "cloud functions"),
    "Firebase Hosting": ("firebase hosting", "Hosting for Firebase"),
    "Rack": ("rackup", "rack"),
    "Bundler": ("bundle exec",),
    "Windows": ("Window",),
    "pytest": ("py.test",),
    "Flask-RESTX": ("Flask Restx",),
    "GitHub Actions": ("GH actions",),
    "WordPress": ("wp",),
    "AppCompat": ("appcompat-v7",),
    "Firebase Crashlytics": ("Crashlytics",),
    "ASP.NET Core MVC": ("MVC",),
    ".NET Aspire": ("Aspire",),
    "ASP.NET Web API": ("WebAPI",),
    "AWS SAM": ("SAM", "serverless-application-model"),
    "AWS Lambda": ("lambda", "lambdas"),
    "Amazon API Gateway": ("api gateway", "API gateway"),
    "AWS IAM": ("IAM",),
    "WebDAV": ("WebDav",),
    "Play Framework": ("Play", "playframework"),
    "Travis CI": ("TravisCI",),
}

CASES = [
    R(r"""🐛 BUG: POST requests often fail with wrangler dev

### Which Cloudflare product(s) does this pertain to?

Wrangler core

### What version(s) of the tool(s) are you using?

3.29.0

### What version of Node are you using?

20.11.1

### What operating system and version are you using?

Windows 11

### Describe the Bug

### Observed behavior
`POST` requests with data fail ~50% of the time, with a generic `Error: Network connection lost.`. I've had multiple users in Discord reproduce this bug.

### Expected behavior
I would expect all requests to suceed.

### Steps to reproduce
`worker.js`
```typescript
export default {
	async fetch(request, env, ctx) {
		return new Response('HELLO');
	},
};
```
- `npx wrangler dev worker.js`
- Then run the following command over and over:

Windows: `curl.exe http://127.0.0.1:8787 -d '{"foo": "bar"}'`
Mac: `curl http://127.0.0.1:8787 -d '{"foo": "bar"}'`

Every other request (in my environment) will fail. I've had others reproduce this with the same failure rate on Windows 11, and a much lower rate (only about 2 or 3 every 20 reqs on MacOS).""",
      T("Wrangler"), T("Cloudflare"), T("Node.js"), T("Windows"), T("TypeScript"), T("Discord"), T("macOS"), T("npx"),
      source="https://github.com/cloudflare/workers-sdk/issues/5095", kind="issue",
      note="the worker answers every path; curl -d posts to the root URL with no -X and no path: no endpoint; "
           "worker.js a bare file name; Cloudflare named only in 'Which Cloudflare product' -- Cloudflare Workers "
           "not written, Cloudflare (the template's question names the platform) labelled; Discord where users reproduced it: labelled, doubtful; curl a command"),
    R(r"""🐛 BUG: cannot publish simple worker & horrible error message

### Which Cloudflare product(s) does this pertain to?

Wrangler

### What version of `Wrangler` are you using?

2.16.0

### What operating system are you using?

linux

### Describe the Bug

This works:
```js
import {Router} from 'itty-router';
const noContent = new Response(null, {status: 204});
const RTR= Router();
RTR
  .get('/', ()=> {return new Response('/')})
  .get('/favicon.ico', ()=> noContent)
  .all('*', ()=> new Response('404, not here!', {status: 404}))
;
```

But as soon as I try and define a 2nd Response() const...
```js
import {Router} from 'itty-router';
const noContent = new Response(null, {status: 204});
const notHere = new Response('404, not here!', {status: 404});
const RTR= Router();
RTR
  .get('/', ()=> {return new Response('/')})
  .get('/favicon.ico', ()=> noContent)
  .all('*', ()=> notHere)
;
```
...then `wrangler publish` generates this *horrible* error message:
```
✘ [ERROR] A request to the Cloudflare API (/accounts/{account_identifier}/workers/scripts/{script_name}) failed.

  Uncaught Error: Some functionality, such as asynchronous I/O, timeouts, and generating random
  values, can only be performed while handling a request.
    at index.js:26:15
   [code: 10021]
```""",
      T("Wrangler"), T("Cloudflare"), T("Linux"), T("JavaScript"), T("itty-router"), T("Cloudflare API"),
      E("GET /"), E("GET /favicon.ico"),
      source="https://github.com/cloudflare/workers-sdk/issues/3097", kind="issue",
      note="itty-router routes in code: .get('/') and .get('/favicon.ico') labelled; .all('*') no path; the "
           "Cloudflare API path has no method and is a third-party server's: not labelled; ```js -> JavaScript; "
           "Cloudflare API labelled as the service the publish calls, doubtful"),
    R(r"""🐛 BUG:Wrangler throws `Error: The script will never generate a response.`

### Which Cloudflare product(s) does this pertain to?

Wrangler

### What versions are you using?

4.5.0

### What operating system and version are you using?

Mac 15.2 (24C101)

### Please provide a link to a minimal reproduction

https://github.com/ckvv/server-hono

### Describe the Bug

Every other request to `http://localhost:8787` throws an exception,

```
Error: The script will never generate a response.
    at async Object.fetch (file:///Users/chenkai/github/ckvv/template/server-hono/node_modules/.pnpm/miniflare@4.20250321.0/node_modules/miniflare/dist/src/workers/core/entry.worker.js:1002:22)
```
Steps to reproduce

+ `pnpm install`
+ Add environment variable file to the root directory `.dev.vars`
```
DATABASE_URL=postgresql://username:password@host:port/test
```
+ `pnpm run dev`""",
      T("Wrangler"), T("Cloudflare"), T("macOS"), T("pnpm"),
      source="https://github.com/cloudflare/workerd/issues/3892", kind="issue",
      note="hono only in the repository URL and miniflare only in a file:// dependency path: not labelled; "
           "postgresql:// only as a connection URL's scheme: PostgreSQL not labelled, doubtful; .dev.vars a bare "
           "file name"),
    R(r"""[netlify dev] Redirect not working for functions

**- Do you want to request a *feature* or report a *bug*?**
Bug

**- What is the current behavior?**

I have following section in my `netlify.toml`

```toml
[build]
  publish = "public"
  environment = { AWS_LAMBDA_JS_RUNTIME = "nodejs10.x" }
  functions = "src/functions/"

[[redirects]]
  from = "/api/*"
  to = "/.netlify/functions/:splat"
  status = 200
```

When I start `netlify dev` and open http://localhost:34567/api/graphql for example it shows me a `Function not found...`. But when I deploy this into production on Netlify it works. And it still works when I open http://localhost:34567/.netlify/functions/graphql So the redirect (rewrite) is not working locally.

**- If the current behavior is a bug, please provide the steps to reproduce.**

Just create a `netlify.toml` as described above and a function called `src/functions/graphql.js`

**- What is the expected behavior?**

`netlify dev` should behave as in production.

**- Local Environment Information**
` ›   Error: You don't appear to be in a folder that is linked to a site`
Because I deploy my site from GitHub actions. I am not logged in locally.""",
      T("Netlify Dev"), T("Netlify"), T("GitHub Actions"), F("src/functions/graphql.js"),
      source="https://github.com/netlify/cli/issues/569", kind="issue",
      note="a toml fence is a data format: not labelled; the URLs are opened in a browser with no method: no endpoint; nodejs10.x only as a runtime "
           "identifier in an env value: Node.js not labelled; Netlify Functions not written as such"),
    R(r"""Netlify dev server hangs if function returns 404

This is a bug report.

Netlify dev server hangs when returning status code 404. This occurs when used with Eleventy dev server, though I am not sure if this is related.

I suspect this is somehow related to proxy behaviour - maybe there is some kind of conflict between servers handling 404.

1. Set up Elventy + Netlify dev as instructed here https://github.com/philhawksworth/eleventyone

2. Create a following function `bug404.js`

```javascript
exports.handler = async (event, context) => {

    return {
        statusCode: 404,
        body: "this hangs"
    }
};
```

3. Start server

```sh
npx netlify dev
```

(starts `eleventy serve` on the background)

4. Call function using curl

```sh
curl --request POST --data "xxx" "http://localhost:8888/api/bug404"
```

**What is the expected behaviour?**

The dev server returns the response immediately.

**What is the actual behaviour?**

The server never finishes processing the response and the curl waits out for it forever. You need to abort with CTRL+C.

The behaviour is the same under actual browsers. AJAX POST, e.g. initiated by jQuery, never returns when status code is set to 404.""",
      T("Netlify Dev"), T("Netlify"), T("Eleventy"), T("JavaScript"), T("npx"), T("jQuery"),
      E("POST /api/bug404"),
      source="https://github.com/netlify/cli/issues/695", kind="issue",
      note="curl --request POST to the site's own function on localhost: POST /api/bug404 labelled (the function "
           "itself answers the 404 on purpose, so a route that accepts it); bug404.js a bare file name; AJAX a "
           "technique, not labelled; 'Elventy' misspelt, Eleventy written too"),
    R(r"""[Function] Not working with Netlify Dev

**- Do you want to request a _feature_ or report a _bug_?**
I would like to report _what I believe_ to be a bug.

**- What is the current behavior?**
When developing locally using `netlify dev` my `functions` are not detected.

**- If the current behavior is a bug, please provide the steps to reproduce.**
I have the following functions located in the file `functions\create-checkout.js`. It is a simple test function to troubleshoot the function.
```node
const express = require('express');
const app = express();
app.get('/ping', function (req, res) {
  res.send('pong');
});
const serverless = require('serverless-http');
module.exports.handler = serverless(app);
```""",
      T("Netlify Dev"), T("Express"), T("serverless-http"), T("Node.js"), F(r"functions\create-checkout.js"),
      source="https://github.com/netlify/cli/issues/1076", kind="issue",
      note="app.get('/ping') sits in an Express app wrapped by serverless-http and served under the function's "
           "path (/.netlify/functions/create-checkout/...), a full path never written: not labelled; ```node "
           "fence -> Node.js; Windows relative path kept as written"),
    R(r"""POST requests on dev server gives 404

**Describe the bug**
POST requests against the Netlify dev server responds with a 404 error with `Function not found...`

**To Reproduce**
Steps to reproduce the behavior:
1. Run `npx create-remix@latest --template netlify/remix-template`
2. Select `Netlify Functions` when prompted by installer
3. Create a new route `./app/routes/edit.tsx` with a `<Form method="POST">` and an `action` function (see example below)
4. Start server using `netlify dev`
5. Open `localhost:8888/edit` in browser
6. Post form

```tsx
// app/routes/edit.tsx
import { ActionFunctionArgs } from "@remix-run/node";
import { Form } from "@remix-run/react";

export default function Edit() {
    return (
        <Form method="POST">
            <label>
                Title
                <input />
            </label>
            <button type="submit">Save</button>
        </Form>
    )
}

export async function action({ request }: ActionFunctionArgs) {
    return {
        message: "This is a message from the server",
    }
}
```

**Expected behavior**
The page on port `8888` should not crash, it should behave the same as when opening `localhost:3000`, i.e. the Remix dev server, where the POST request works fine. Also, PUT requests seem to work fine on both ports.""",
      T("Remix"), T("Netlify Functions"), T("Netlify Dev"), T("npx"), T("TypeScript"),
      F("./app/routes/edit.tsx"), F("app/routes/edit.tsx"),
      source="https://github.com/netlify/remix-template/issues/136", kind="issue",
      note="the route file edit.tsx serves /edit, but the text never writes 'POST /edit' or the path with a method "
           "(localhost:8888/edit is opened in a browser): no endpoint, doubtful; the tsx fence is TypeScript; "
           "create-remix a scaffolding command, Remix labelled"),
    R(r"""Bug: Serverless Function Crashing on Vercel (500: INTERNAL_SERVER_ERROR)

### Issue Summary:
Deployed backend crashes on Vercel with the following error:
```bash
500: INTERNAL_SERVER_ERROR  
Code: FUNCTION_INVOCATION_FAILED  
ID: bom1::8hcrf-1746279186162-41dcfa93ee37
```

###  Steps Taken

- Express app is set up with export default app; (no app.listen() used)
- Created api/index.js to wrap the app using serverless-http
- MongoDB connection is established once per invocation

### Suspected Causes

.env file might not be available on Vercel (missing MONGO connection string)
Serverless function trying to read from local uploads/ folder (read-only in Vercel runtime)
Possibly unhandled exception in one of the routes or MongoDB connection

You possibly cannot host express server on vercel. Vercel is not build for that client - server architecture. It's preferable for serverless architecture.

I'd suggest you deploy your server on [railway](https://railway.com/) and client side on vercel.""",
      T("Vercel"), T("Express"), T("serverless-http"), T("MongoDB"), T("Railway"), F("api/index.js"),
      source="https://github.com/AliGates915/AG-Tech-II-Project/issues/73", kind="issue",
      note="a bash fence around an error: not labelled; uploads/ a folder, .env a bare name; Railway named in a "
           "comment's link text as a host"),
    R(r"""docs: clarify Vercel `api` functions

In a Vercel deployment, you can create API routes like so:

```js
// project/api/hello.js
export default function handler(request, response) {
  response.status(200).json({
    body: 'hello'
  });
}
```

If you have an `api` directory, Vercel will inject a route into your configuration that matches all `/api/*` requests. This means that any `project/src/routes/api/*` routes will never be invoked.

Currently, the documentation says Vercel `api` functions are ignored, which is incorrect. This PR fixes it.""",
      T("Vercel"), T("JavaScript"), F("project/api/hello.js"),
      source="https://github.com/sveltejs/kit/pull/8796", kind="issue",
      note="/api/* a pattern with no method; project/src/routes/api/* a glob, not a file; SvelteKit's own PR "
           "never names SvelteKit in the text: not labelled"),
    R(r"""Bug in routes file in Play 2.1.1.

Hi, 

I think I've found a bug in the routes file:
When I create a new application, and (just after creating the app!) add for example the line: 
"POST   /process        controllers.Application.process()"
I get the error "value process is not a member of controllers.Application".

When I create a new app with version 2.1.0 - there's not any problem.

Aviad""",
      T("Play Framework"), E("POST /process"),
      source="https://github.com/playframework/playframework/issues/1158", kind="issue",
      note="a line of Play's routes file is a route in code: POST /process; Play written as 'Play 2.1.1'"),
    R(r"""[2.2.0-RC2] Regression in routes handling

This was legal in 2.1.4, but does not seem to work in the 2.2.0-RC2 release that I just grabbed from Maven.

```
POST  /someurl/:myparam  @controllers.MyController.execute(myparam)
```

When I submit the request, I get:

```
Bad request
'POST /someurl/5201785ee4b0f68890ef7599' [Invalid XML]
```""",
      T("Maven"), E("POST /someurl/:myparam"),
      source="https://github.com/playframework/playframework/issues/1676", kind="issue",
      note="the routes-file line is the route; the concrete request POST /someurl/5201... is a call of it, so only "
           "the route is labelled; Play itself is not named in the text (only the repository): not labelled; XML "
           "only in an error message"),
    R(r"""Fix tutorial.scala.html: add () mark

add () mark, since
```
GET /hello controllers.HomeController.hello
```
can't route correctly

I run the playframework hello world demo, but IDE shows me that I missed  the "()" mark.

@mkurz can you please take a look at? Thanks!

Thanks!

closing and reopening to trigger TravisCI""",
      T("Play Framework"), T("Travis CI"), E("GET /hello"),
      source="https://github.com/playframework/play-samples/pull/140", kind="issue",
      note="the routes-file line GET /hello is a route in code; 'playframework' one word is Play Framework; "
           "tutorial.scala.html a bare file name; IDE unnamed"),
    R(r"""Generated mount order causes nested dynamic route 404 when sibling index route exists

## Description
In a Dart Frog app, nested dynamic routes under a directory can return `404 Route not found` when that same directory also has an `index.dart` route.

The generated `.dart_frog/server.dart` mounts the static parent path before the dynamic child path:

- `/api/kaisa-traders/order/fsorder`
- `/api/kaisa-traders/order/fsorder/<id>`

With this order, requests to nested paths like `.../fsorder/<id>/complete` appear to be swallowed by the parent mount and return 404.

## Reproduction
1. Create route structure:
   - `routes/api/kaisa-traders/order/fsorder/index.dart`
   - `routes/api/kaisa-traders/order/fsorder/[id]/complete.dart`
   - `routes/api/kaisa-traders/order/fsorder/[id]/cancel.dart`
2. Implement `PATCH` handlers in `complete.dart` and `cancel.dart`.
3. Run `dart_frog dev`.
4. Call:
   - `PATCH /api/kaisa-traders/order/fsorder/<id>/complete`
   - `PATCH /api/kaisa-traders/order/fsorder/<id>/cancel`

## Actual behavior
Both nested routes return:
- `HTTP/1.1 404 Not Found`
- body: `Route not found`

## Expected behavior
Nested dynamic routes should resolve correctly:
- `/api/kaisa-traders/order/fsorder/<id>/complete`
- `/api/kaisa-traders/order/fsorder/<id>/cancel`""",
      T("Dart Frog"), F(".dart_frog/server.dart"), F("routes/api/kaisa-traders/order/fsorder/index.dart"),
      F("routes/api/kaisa-traders/order/fsorder/[id]/complete.dart"),
      F("routes/api/kaisa-traders/order/fsorder/[id]/cancel.dart"),
      E("PATCH /api/kaisa-traders/order/fsorder/<id>/complete"),
      E("PATCH /api/kaisa-traders/order/fsorder/<id>/cancel"),
      source="https://github.com/dart-frog-dev/dart_frog/issues/1949", kind="issue",
      note="the app defines PATCH handlers for these two routes (route files written); the 404 is the bug of a "
           "swallowing mount, not a request no route accepts: both labelled, doubtful; the parent paths listed "
           "have no method; Dart itself only as the .dart extension: not labelled"),
    R(r"""fix: "no matches found: routes/[message].dart" error occurred.

**Description**

https://dartfrog.vgv.dev/docs/tutorials/echo
```
touch routes/[message].dart
```
As explained on the above page, when I executed the above command in echo directory, I got the following error, what should I do?
Am i misunderstanding something?
```
zsh: no matches found: routes/[message].dart
```

Thank you for your reply.
Your answer solved my question.""",
      T("Zsh"), F("routes/[message].dart"),
      source="https://github.com/dart-frog-dev/dart_frog/issues/490", kind="issue",
      note="Dart Frog only in the docs URL: not labelled; touch an everyday utility; zsh named in its own error"),
    R(r"""How to handle 404 page by shelf_router?

As the example code of shelf_router, there are two routers. If we try to access other router, server will return a error: **Internal Server Error**. 
How to handle 404 page by shelf_router ? 

```dart
import 'package:shelf_router/shelf_router.dart';
import 'package:shelf/shelf.dart';
import 'package:shelf/shelf_io.dart' as io;

var app = Router();

app.get('/hello', (Request request) {
  return Response.ok('hello-world');
});

app.get('/user/<user>', (Request request, String user) {
  return Response.ok('hello $user');
});

var server = await io.serve(app.handler, 'localhost', 8080);
```

Have a look at: https://github.com/google/dart-neats/issues/1

I think this is a duplicate.""",
      T("shelf_router"), T("Dart"), T("Shelf"), E("GET /hello"), E("GET /user/<user>"),
      source="https://github.com/google/dart-neats/issues/41", kind="issue",
      note="shelf_router routes in code: app.get('/hello') and app.get('/user/<user>'); shelf named by its package "
           "import (package:shelf/shelf.dart) -- labelled, doubtful; ```dart -> Dart"),
    R(r"""feat: having a router not file based

**Description**

I've tried playing a bit with dart_frog to migrate an existing nodeJS/express project of mine. The file based router might be nice and easy on paper or for small example. But I find it too permissive for real project.

Let me explain, problem with file as route is that the route will be called for each http methods event if you want only one, so you'll end up doing bunch of if/else to manage that but it is error prone where using a router define by code will let you define the http method supported.

The other problem I notice is for middleware, same is that if you want to apply it only to some http methods you'll also have to do bunch of if/else to manage that.

**Requirements**

I've tried shelf_router too and liked it, I like the way express define routes too. 

I think both router code and file can be supported, as probable under the hood the file one is using some kind of router code.

Look like frog already have a router API as it's used on the server.dart generated file so that's just needs some doc and a way to say we don't want it generate based on files""",
      T("Dart Frog"), T("Node.js"), T("Express"), T("shelf_router"),
      source="https://github.com/dart-frog-dev/dart_frog/issues/467", kind="issue",
      note="dart_frog -> Dart Frog; nodeJS -> Node.js; server.dart a bare file name; 'frog' alone not a name"),
    R(r"""POST 405 (Method Not Allowed) error on Azure using Blazor, but everything works on localhost

Hello, I just finished my little project with **.NET 6, Blazor** on **Visual Studio 2022**, and everything works just fine on **localhost**, but when I published it on **Azure**, and I try to register again on my app, I'm receiving this error in the console:

```
POST https://domasjonaitis.azurewebsites.net/api/auth/register 405 (Method Not Allowed)

crit: Microsoft.AspNetCore.Components.WebAssembly.Rendering.WebAssemblyRenderer[100]
      Unhandled exception rendering component: ExpectedStartOfValueNotFound, T Path: $ | LineNumber: 0 | BytePositionInLine: 0.
System.Text.Json.JsonException: ExpectedStartOfValueNotFound, T Path: $ | LineNumber: 0 | BytePositionInLine: 0.
 ---> System.Text.Json.JsonReaderException: ExpectedStartOfValueNotFound, T LineNumber: 0 | BytePositionInLine: 0.
   at System.Text.Json.ThrowHelper.ThrowJsonReaderException(Utf8JsonReader& , ExceptionResource , Byte , ReadOnlySpan`1 )
   at System.Text.Json.Utf8JsonReader.ConsumeValue(Byte )
   at System.Text.Json.Utf8JsonReader.ReadFirstToken(Byte )
```""",
      T(".NET"), T("Blazor"), T("Visual Studio"), T("Azure"),
      source="https://github.com/dotnet/aspnetcore/issues/41211", kind="issue",
      note="POST .../api/auth/register answered 405 Method Not Allowed on the deployed site: a request no route "
           "accepts there, not labelled; dotted names in the trace (System.Text.Json, "
           "Microsoft.AspNetCore.Components.WebAssembly) not labelled"),
    R(r"""Blazor: after upgrading to release version api call are failing

I upgraded my blazor WebAssembly Hosted app to latest RTM, it is working fine on my developer machine, but runs into error
  "The page you are looking for cannot be displayed because an invalid method (HTTP verb) is being used." when published to Azure App Service.

Here under is the call from balzor webAssembly.
`
   var response = await _Http.PostAsJsonAsync<SignInUserModel>("api/Account/Login", _signInUser);`

here is the hosted api

```
  [AllowAnonymous]
        [HttpPost]
        [Produces("application/json")]
        public async Task<IActionResult> Login(SignInUserModel loginModel)
        {
}
```

again the code works fine on developer machine.

in the browser console i see the following error
dotnet.3.2.0.js:1 POST https://XXXlazorapp1.azurewebsites.net/api/Account/Login 405 (Method Not Allowed)""",
      T("Blazor"), T("Azure App Service"),
      source="https://github.com/dotnet/aspnetcore/issues/22099", kind="issue",
      note="PostAsJsonAsync(\"api/Account/Login\") has no leading slash and the deployed POST is refused with 405: "
           "no endpoint; [HttpPost] on Login with no route template; dotnet.3.2.0.js a bare file name; 'balzor' "
           "misspelt Blazor, written right too; WebAssembly only as part of the product name Blazor WebAssembly: not "
           "labelled on its own"),
    R(r"""MVC Controller POST methods in Blazor Server App returns 405 Method Not Allowed response when running the app via Aspire.

### Is there an existing issue for this?

- [x] I have searched the existing issues

### Describe the bug

I have a POST method Identity/Login in an MVC controller which when called when the project is running via Aspire it returns a 405. However, if I run the project without Aspire then the POST method gets called correctly. 

POST method in IdentityController.cs
```
        //[ValidateAntiForgeryToken]
        [HttpPost]
        [Route("Login")]
        public async Task<IActionResult> Login([FromForm] LoginInputModel model)
        {

       }
```

Form that calls the action in View/Identity/Login.cshtml:

`   <form method="post"> `

I have tried `app.UseCors("AllowAll");` but this did not change anything. 

Here is the program.cs file, if there is anything I have done wrong here

```
 var builder = WebApplication.CreateBuilder(args);

 builder.Configuration.SetBasePath(Directory.GetCurrentDirectory());
 builder.Configuration.AddJsonFile("appsettings.json", optional: true, reloadOnChange: true);
 if (args != null)
 {
     builder.Configuration.AddCommandLine(args);
 }
 builder.Configuration.AddEnvironmentVariables();
 builder.Host.UseSerilog((thing, config) => config.ReadFrom.Configuration(builder.Configuration));
```""",
      T("ASP.NET Core MVC"), T("Blazor"), T(".NET Aspire"), F("View/Identity/Login.cshtml"),
      source="https://github.com/microsoft/aspire/issues/7107", kind="issue",
      note="'POST method Identity/Login' has no leading slash and [Route(\"Login\")] neither; under Aspire it is "
           "refused with 405: no endpoint; MVC -> ASP.NET Core MVC, doubtful; Aspire -> .NET Aspire; "
           "IdentityController.cs, program.cs and appsettings.json bare names; Serilog only inside the method name "
           "UseSerilog: not labelled"),
    R(r"""Blazor - Rest API not working in Azure

I've created a Hosted Blazor app (Client Side Blazor, .Net Core Controller backend). Everything runs on my machine (guaranteed) ... obviously, just like it always would ;) But I deploy it to Azure and none of my controller endpoints work. Even for a "GET" it tries to return the index page rather than calling the appropriate endpoint.

Is there a setting in Azure that I need to enable? I have added the extensions for .Net Core 3.0. Where should I be looking to fix this? 

Also, while a "GET" request returns the index page, a "POST" is returning a 405 Method Not Allowed. I've tried modifying the web.config to remove WebDav, but that is doing nothing. 

Kinda stuck. Any help would be greatly appreciated.

Thanks for the response, but I can already deploy my application. If you go here: http://daringclub.azurewebsites.net/ and click on Signup in the top right, there is a Test button on that page. 

[HttpGet("[action]")]
        public IActionResult Test()
        {
            return Ok("Hello World");
        }

When the button is clicked, you get a 405 Method Not Allowed error. When run on my local machine, all WebAPI calls work fine.""",
      T("Blazor"), T(".NET"), T("Azure"), T("WebDAV"), T("ASP.NET Web API"), T("REST"),
      source="https://github.com/dotnet/aspnetcore/issues/13630", kind="issue",
      note="'Rest API' in the title is the REST noun phrase; [HttpGet(\"[action]\")] is a token route, no path "
           "written; the 405s are refusals; web.config a bare name; WebAPI -> ASP.NET Web API, doubtful"),
    R(r"""Http Posts and Puts failing in Blazor 0.4.0

Hi,

I have found that Posts and Puts have been failing in a test web app that I created with Blazor 0.3.0 once I update to 0.4.0. I do not know if this is due to an error I am making or a bug. I have isolated the problem to a few lines of code that I have added to an out-of-the-box Blazor 0.4.0 hosted project, which can be found at https://github.com/simonziegler/TestBlazorSendJson. I modified only FetchData.cshtml and SampleDataController.cs. I would really like to find out what is happening here and apply a fix or work around.

Thanks,     Simon

@simonziegler You have to add `[Produces("application/json")]` above your controller class
```C#
[Produces("application/json")]
[Route("api/[controller]")]
public class SampleDataController : Controller
```
Unfortunately I can not explain why it was not necessary for `WeatherForecasts()` method.

You also have to change
```c#
protected async void OnPostClick()
```
to
```c#
protected async Task OnPostClick()
```
Otherwise your UI is not updated after button click.""",
      T("Blazor"), T("C#"),
      source="https://github.com/dotnet/blazor/issues/1046", kind="issue",
      note="[Route(\"api/[controller]\")] a token template with no leading slash and no method: no endpoint; "
           "FetchData.cshtml and SampleDataController.cs bare names; ```C# fence -> C#"),
    R(r"""non proxy lambda integration

hi 
i am using template to deploy lambda funtion 

AWSTemplateFormatVersion : '2010-09-09'
Transform: AWS::Serverless-2016-10-31
Description: A sample SAM template for deploying Lambda functions.
Resources:

  ApiGatewayApi:
    Type: AWS::Serverless::Api
    Properties:
      Name: Thumbnail
      StageName: test 
      EndpointConfiguration:
        Type: REGIONAL
      MethodSettings:
        - ResourcePath: /
          HttpMethod: POST
          MetricsEnabled: 'true'
          DataTraceEnabled: 'false'
        
  LambdaThumbnail:
    Type: AWS::Serverless::Function
    Properties:
      FunctionName: thumbnail
      Handler: com.amazonaws.lambda.thumbnail.Handler::handleRequest
      CodeUri: target/thumbnail-1.0.0.jar
      Runtime: java8
      MemorySize: 512
      Timeout: 30
      Events:
        ApiEvent:
          Type: Api
          Properties:
            Path: /thumbnail
            Method: post
            RestApiId:
              Ref: ApiGatewayApi
 
but it integrate lambda proxy in api gateway and throw error 502(internal server error) because response format didn't match
.......
i want to deploy non proxy lambda (custom lambda with custom response model) please help me if you can 
thank you......""",
      T("AWS SAM"), T("AWS Lambda"), T("Amazon API Gateway"), T("Java"), F("target/thumbnail-1.0.0.jar"),
      E("POST /thumbnail"),
      source="https://github.com/nickolashkraus/cloudformation-templates/issues/10", kind="issue",
      note="the SAM event (Path: /thumbnail, Method: post) is a route in config: POST /thumbnail; the "
           "MethodSettings entry (ResourcePath /, HttpMethod POST) is a metrics setting, not a route: not labelled; "
           "Runtime java8 -> Java, doubtful; CloudFormation only through AWSTemplateFormatVersion: not labelled; "
           "the CodeUri jar is a relative build path"),
    R(r"""API backend template gives 502 Bad Gateway error

I wrote lambda functions in Java following this example

  https://github.com/piomin/sample-serverless-aws-lambda

I did a manual deploy and configuration following this

  https://dzone.com/articles/building-serverless-on-aws-lambda

and they worked.
  
I deployed the same lambda functions using the serverless-application-model (SAM) code below.
The SAM deployment could not run the API gateway console tests against the lambdas.  I had to turn off lambda proxy integration in the Integration Request for POST and in the Method Response I had to add a Response for the 200 status code.  The console tests then worked for POST and GET.

When I try to run GET from Postman I get a 502 Bad Gateway error so something is not right with the API gateway configuration.  The Lambdas have an IAM Role that includes AWSLambdaBasicExecutionRole so SAM got that part right.  The SAM missed something that the manual deploy and configuration got right. 

The CloudWatch logs only show logs for aws/lambda and they don't have much in them.  They show

    Account: null
    Null key found for public java.lang.String aws.serverless.example.account.model.Account.getId()

Account is one of my Java objects.  For some reason an Account is being created with a null id, which
will be a problem reading or writing the object to DynamoDB.""",
      T("AWS Lambda"), T("Java"), T("AWS SAM"), T("Amazon API Gateway"), T("Postman"), T("AWS IAM"),
      T("CloudWatch"), T("DynamoDB"),
      source="https://github.com/aws/serverless-application-model/issues/185", kind="issue",
      note="no path is written with the POST and GET: no endpoint; 'lambda'/'API gateway'/'IAM'/'CloudWatch'/"
           "'DynamoDB' mapped to the AWS services' canonical names; java.lang.String a dotted identifier"),
    R(r"""Intercepted API gets aborted in 4 minutes even though the wait configured for it is for 8 minutes

### Current behavior
I am spying a POST api request via intercept command. I am waiting for 8 minutes to hear back from the api.
But the api request gets aborted or cancelled within 4 minutes.
```js
cy.intercept('POST', '/abc').as('generateReport')
cy.wait('@generateReport', {timeout:480000})
  .its('response.statusCode').should('eq', 200)
```

### Desired behavior
The api call should wait for 8 minutes to get a response from server

### Test code to reproduce

### Versions

Latest version

Have the same issue, here : #15260

Can you provide a reproducible example? We'll try to look at it but that always speeds up investigating.

cant add the html here. Its sensitive data.""",
      T("JavaScript"), E("POST /abc"),
      source="https://github.com/cypress-io/cypress/issues/15213", kind="issue",
      note="cy.intercept('POST', '/abc') spies the app's own POST request: labelled, as the earlier sets did; "
           "Cypress itself is never named in the text (only cy.* calls and the repository): not labelled, doubtful"),
    R(r"""Cypress server mock "intercept" usage times out with "wait()"

### Current behavior

I cant find solution for this issue it times out all the time.  I checked other threads but yet not a clean solution. 

Version: "cypress": "^12.8.1",

```js
 beforeEach(() => {
        cy.intercept(
            {
                method: "POST",
                url: "/isActive",
                query: {
                    email: "asdff@email.com",
                },
            },
            "false"
        ).as("isActive");
        cy.intercept("POST", "/", "djhashjdsahjdashjda").as("login");
        cy.intercept("POST", "/user/current", fakeData).as("current");
    });
    it("passes", () => {
        cy.wait("@isActive");
        cy.visit("http://localhost:8085/ui/login");
        cy.get("input[type=text]").type("secretname").trigger("change");
        cy.get("#password").type("secretpasw").trigger("change");
        cy.get("input[type=submit]").click();
cy.wait(["@isActive","@login","@current"])
        cy.contains("Random text");
    });
 ```

### Desired behavior

It should not time out.""",
      T("Cypress"), T("JavaScript"), E("POST /isActive"), E("POST /"), E("POST /user/current"),
      source="https://github.com/cypress-io/cypress/issues/26199", kind="issue",
      note="three intercepts with method and path: POST /isActive (method in the object form), POST / and POST "
           "/user/current; the visited login page is a URL with no method"),
    R(r"""`cy.wait()` sometimes waits forever for a `cy.intercept()` that did occur

### Current behavior

```js
        cy.intercept("POST", `/api/v2/models`).as("uploadModel");
        cy.fixture("data/models/tater/model.tar", {
            encoding: null,
        }).as("model");
        cy.get(`[data-cy="file-upload-click-or-drag"]`).selectFile("@model", { force: true });
        cy.get(`[data-cy="file-upload-button"]`).click();
        cy.wait("@uploadModel");
```

This snippet of code will randomly fail because it waits forever on the `cy.wait("@uploadModel")`

### Desired behavior

Recognize the POST request that matched the `cy.intercept()` and move on.

### Test code to reproduce

Not sure how to reproduce as it doesn't happen consistently. 

### Cypress Version

13.6.1

### Node version

v18.20.5

### Operating System

Docker image. Distributor ID:	Debian Description:	Debian GNU/Linux 11 (bullseye) Release:	11 Codename:	bullseye; Host: Distributor ID:	Ubuntu Description:	Ubuntu 22.04.5 LTS Release:	22.04 Codename:	jammy

I have the same problem.

I tried:
newest nodejs 20 LTS and 22 LTS.
Cypress Version: 13.5.0, 13.5.2, 13.6.1, 14.0.0""",
      T("Cypress"), T("JavaScript"), T("Node.js"), T("Docker"), T("Debian"), T("Ubuntu"), T("Linux"),
      F("data/models/tater/model.tar"), E("POST /api/v2/models"),
      source="https://github.com/cypress-io/cypress/issues/30920", kind="issue",
      note="the intercept gives POST and /api/v2/models (a template literal without substitution); the fixture "
           "path is relative to the fixtures folder, labelled as written; GNU/Linux -> Linux, doubtful"),
    R(r"""Timed out retrying after 5000ms: cy.wait() timed out waiting 5000ms for the 1st request to the route:

### Current behavior

I'm trying to reproduce the documentation example of intercept and then wait alias of intercept but it's giving this error 

CypressError
Timed out retrying after 5000ms: cy.wait() timed out waiting 5000ms for the 1st request to the route: getSettings. No request ever occurred.Learn more

### Test code to reproduce

```
      describe('settings', () => {
        it('should settings ', () => {
         cy.intercept('http://example.com/settings').as('getSettings')
         cy.wait('@getSettings')     
        })
     })
```

### Cypress Version

^9.3.1

I have the same problem...

`it("Should redirect to '/school-admin' if School Admin is authenticated", () => {
    cy.intercept('POST', `${Cypress.env('API_URL')}/auth/local`).as('login');
    cy.visit('/');
    cy.findByPlaceholderText(/login/i).type('test_admin');
    cy.findByPlaceholderText(/hasło/i).type('*********');
    cy.findByText(/zaloguj/i).click();
    cy.wait('@login').then(() => {
      cy.url().should('include', '/school-admin');
    });
  });`

Locally works perfect, but when GH actions starting work - this test it's failing.""",
      T("Cypress"), T("GitHub Actions"),
      source="https://github.com/cypress-io/cypress/issues/19975", kind="issue",
      note="the POST intercept's path is `${Cypress.env('API_URL')}/auth/local`, a prefix never written: no "
           "endpoint; the first intercept is a full URL with no method; 'GH actions' -> GitHub Actions; "
           "findByPlaceholderText is Cypress Testing Library's, never named: not labelled"),
    R(r"""No route found

Hi guys, 

I get this error when try to get my posts.
[{"code":"json_no_route","message":"No route was found matching the URL and request method"}]

Any ideas ?
Thanks

@thomasmaitre What's the exact endpoint you're using?

http://www.maddyness.com/wp-json/wp/v2/posts

@thomasmaitre It looks like your site is running 4.3.1 version of WordPress, and the [V1 REST API plugin](https://wordpress.org/plugins/json-rest-api/). You should deactivate the V1 plugin and update WordPress to 4.7, which includes the newest version of the REST API.

To access your posts with the current API on your site, you should use `/wp-json/posts`.

Hi,
It's all good on this end point : http://www.maddyness.com/wp-json/posts
Thx for your help""",
      T("WordPress"), T("REST"),
      source="https://github.com/WP-API/WP-API/issues/2957", kind="issue",
      note="the paths are written with no method (a URL, `/wp-json/posts`): no endpoint; 'REST API plugin' and "
           "'the REST API' name REST, doubtful as the WP REST API's own name; the signature block left out"),
    R(r"""Post always error "code": "rest_no_route"

i have website and mobile, 
i want to post same data from mobile using api, but when i try using postman always 

> {
    "code": "rest_no_route",
    "message": "Tidak ada rute yang sesuai dengan metode URL dan permintaan",
    "data": {
        "status": 404
    }
}
> 
this is my endpoint 

> http://dummy.com/wp-json/wpcf7/v1/forms 

(example)

can you help me, for this problem

I've experimented this issue on the past and solved that with the permalink regeneration,
hope that helps""",
      T("Postman"),
      source="https://github.com/CodeBradley/contact-form-7-rest-api/issues/4", kind="issue",
      note="the post is refused with rest_no_route (404) and the endpoint is only a URL: no endpoint; WordPress and "
           "Contact Form 7 are not named in the text (wpcf7 only inside the URL)"),
    R(r"""Got error: No route was found matching the URL and request method when using wp rest API.

http://YOUR-WORDPRESS-SITE/wp-json/wp/v2/ is working.
But http://YOUR-WORDPRESS-SIT /wp-json/jwt-auth/v1/token is not working. :(
This is response I got.
{
    "code": "rest_no_route",
    "message": "No route was found matching the URL and request method",
    "data": {
        "status": 404
    }
}
Can anyone help me? Thank you in advance!!!""",
      T("WordPress"), T("REST"),
      source="https://github.com/zyra/ionic-super-tabs/issues/305", kind="issue",
      note="'wp rest API' -> WordPress (wp) and REST, doubtful; the token path has no method and answers "
           "rest_no_route: no endpoint; YOUR-WORDPRESS-SITE a placeholder"),
    R(r"""Sample App crashes on button press at signup screen

I'm running the Sample App on a Moto 2E. I've cloned the app and added the following to gradle.properties:
```
studyId="ohsu-molemapper"
studyName="Mole Mapper/"
```
(Changing the values of these fields does not affect the bug). The application builds fine and runs on my phone, but crashes if hit "SKIP SIGNUP", "JOIN THE STUDY", or "ALREADY PARTICIPATING" (the informational links work fine). The output of the debug log is attached. There are two errors in the log; the first ("android.view.WindowLeaked...") occurs when the view is loaded, and the second happens on crash.
[SampleApp_error.txt](https://github.com/ResearchStack/SampleApp/files/237442/SampleApp_error.txt)

Disregard--Gradle prompted an update from com.android.support:appcompat-v7:23.2.1->v7.23.3.0 in build.gradle. Backing up got rid of the issue.""",
      T("Gradle"), T("AppCompat"),
      source="https://github.com/ResearchStack/SampleApp/issues/4", kind="issue",
      note="gradle.properties, build.gradle and SampleApp_error.txt bare names; android.view.WindowLeaked a dotted "
           "identifier; appcompat-v7 in a Maven coordinate -> AppCompat, doubtful; Android itself is never named "
           "as a word; Moto 2E a phone"),
    R(r"""SampleApp crash

Running SampleApp on Motorola Droid Razr M  4.4.2 (API 19)   -  touched "Join the Study" and app crashed.  Is app not designed to work with this (admittedly obsolete) AP version?  I (couldn't find the minimum API version in any of the AndroidManifest.xml files.

Stack trace:

03-10 16:47:54.006  22629-22629/co.touchlab.researchstack.sampleapp E/AndroidRuntime﹕ FATAL EXCEPTION: main
    Process: co.touchlab.researchstack.sampleapp, PID: 22629
    java.lang.RuntimeException: Unable to start activity ComponentInfo{co.touchlab.researchstack.sampleapp/org.researchstack.skin.ui.SignUpTaskActivity}: java.lang.NullPointerException
            at android.app.ActivityThread.performLaunchActivity(ActivityThread.java:2209)
            at android.app.ActivityThread.handleLaunchActivity(ActivityThread.java:2269)
            at android.app.ActivityThread.access$800(ActivityThread.java:139)
            at android.app.ActivityThread$H.handleMessage(ActivityThread.java:1210)
            at android.os.Handler.dispatchMessage(Handler.java:102)
            at android.os.Looper.loop(Looper.java:136)
            at android.app.ActivityThread.main(ActivityThread.java:5102)
            at java.lang.reflect.Method.invokeNative(Native Method)
            at java.lang.reflect.Method.invoke(Method.java:515)""",
      source="https://github.com/ResearchStack/ResearchStack/issues/58", kind="issue",
      note="nothing labelled: Android appears only in a file name (AndroidManifest.xml), a logcat tag "
           "(E/AndroidRuntime) and dotted identifiers of the trace (android.app..., java.lang...); the OS version "
           "4.4.2 and API 19 are written without Android's name, doubtful"),
    R(r"""Crashlytics setup crashes app on every second run

Hi there, thanks a lot for this report. "It seems to be a crashlytics gradle plugin issue, as it deletes com_crashlytics_build_id.xml in build\generated\crashlytics on every second run, thus causing the crash. It works with gradle plugin 2.1.1" looks especially interesting - let me look into this and see if we are able to reproduce it.

Hi @vegesm, sorry for the delay. I tried to reproduce this with the above steps and dependencies and wasn't able to produce this IllegalStateException. Would you be able to reach out to [Firebase support](https://firebase.google.com/support/troubleshooter/contact), mention this GitHub issue, and produce a minimally viable reproducible example for support to verify?

my team run into the same problem and we managed to workaround like this (to make the gradle always generate the file for us)

```
tasks.whenTaskAdded { task ->
        if (task.name.startsWith("injectCrashlyticsMappingFileId")) {
            task.outputs.upToDateWhen { false }
        }
    }
```

Hope we can know the root cause of this issue

I encounter same problem. 
But after i upgrade build gradle version to v4.0.1, the problem seems not happen again.""",
      T("Firebase Crashlytics"), T("Gradle"), T("Firebase"),
      source="https://github.com/firebase/firebase-android-sdk/issues/1817", kind="issue",
      note="build\\generated\\crashlytics is a folder, com_crashlytics_build_id.xml a bare name: no file; "
           "Crashlytics -> Firebase Crashlytics, doubtful; the Gradle snippet has no fence language"),
    R(r"""Recurring error 500 in console logs

1. Are you using Helium hosted Console or running your own open source Console?
OpenSource
2. If you are on Helium hosted Console, which url are you currently on? 
Helium-iot.eu

Please describe your issue:
Console log is full of errors like this one.

```
11:57:10.666 [info] POST /api/router/devices/update_in_xor_filter
11:57:10.669 [info] Sent 500 in 2ms
11:57:10.671 [error] #PID<0.5201.4> running ConsoleWeb.Endpoint (connection #PID<0.5200.4>, stream id 1) terminated
Server: console.helium-iot.eu:80 (http)
Request: POST /api/router/devices/update_in_xor_filter
** (exit) an exception was raised:
    ** (RuntimeError) expected action/2 to return a Plug.Conn, all plugs must receive a connection (conn) and return a connection, got: {:error, :not_found, "No devices were updated"}
        (console) lib/console_web/controllers/router/device_controller.ex:1: ConsoleWeb.Router.DeviceController.phoenix_controller_pipeline/2
        (phoenix) lib/phoenix/router.ex:352: Phoenix.Router.__call__/2
        (console) lib/console_web/endpoint.ex:1: ConsoleWeb.Endpoint.plug_builder_call/2
        (console) lib/console_web/endpoint.ex:1: ConsoleWeb.Endpoint.call/2
        (phoenix) lib/phoenix/endpoint/cowboy2_handler.ex:65: Phoenix.Endpoint.Cowboy2Handler.init/4
        (cowboy) /app/deps/cowboy/src/cowboy_handler.erl:41: :cowboy_handler.execute/2
```""",
      F("lib/console_web/controllers/router/device_controller.ex"), F("lib/console_web/endpoint.ex"),
      E("POST /api/router/devices/update_in_xor_filter"),
      source="https://github.com/helium/console/issues/799", kind="issue",
      note="the app's route answers the POST with a 500: labelled; the console app's own lib/ files labelled, "
           "lib/phoenix/... are the phoenix dependency's files (marked (phoenix)): not labelled; /app/deps/... "
           "absolute; Phoenix, Plug and Cowboy appear only as dotted module names and dependency tags: not "
           "labelled, doubtful; Helium Console is the product the thread is about but no software name a reader "
           "would list: left out"),
    R(r"""[BUG] API test with baseURL doesn't appear to work

### System info
- Playwright Version: Version 1.40.1
- Operating System: Windows 11 - 10.0.22621 Build 22621
- Browser: [All, Chromium, Firefox, WebKit]
- Other info:

### Source code

Use the [example api source code](https://github.com/microsoft/playwright/tree/main/examples/github-api)

**Steps**
- Clone repo
- cd into ./examples/github-api
- npm install
- npm run test

**Expected**

Tests pass

**Actual**

```
$ npm run test

> github-api@0.0.1 test
> playwright test


Running 2 tests using 1 worker
  1) test-api.spec.ts:42:5 › should create bug report ──────────────────────────────────────────────

    Error: expect(received).toBeTruthy()

    Received: false

      31 |     }
      32 |   });
    > 33 |   expect(response.ok()).toBeTruthy();
         |                         ^
      34 | });
      35 |
      36 | test.afterAll(async ({ request }) => {

        at C:\repos\code\playwright\examples\github-api\tests\test-api.spec.ts:33:25

  1 failed
    test-api.spec.ts:42:5 › should create bug report ───────────────────────────────────────────────
  1 skipped

  Serving HTML report at http://localhost:9323. Press Ctrl+C to quit.
```

If I use the url as a full URL in the test, instead of using a baseURL, the tests pass.""",
      T("Playwright"), T("Windows"), T("Chromium"), T("Firefox"), T("WebKit"), T("npm"),
      source="https://github.com/microsoft/playwright/issues/28456", kind="issue",
      note="./examples/github-api a folder; test-api.spec.ts bare; the C:\\ path absolute: no file; no request "
           "path written: no endpoint"),
    R(r"""[BUG]

**Context:**
- Playwright Version: [what Playwright version do you use?]
- Operating System: [e.g. Windows, Linux or Mac]
- Node.js version: [e.g. 12.22, 14.6]
- Browser: [e.g. All, Chromium, Firefox, WebKit]
- Extra: [any specific details about your environment]

**Code Snippet**

Help us help you! Put down a short code snippet that illustrates your bug and
that we can run and debug locally. For example:

```typescript

test('API test', async({page}) =>{
    const response = await  page.context().request.post(
            '/api/users',
            {
                headers: xxxx,
                data: { name: 'xxxx'},
                timeout: 20000
            }
        );

    const json = await response.json();
    console.log(JSON.stringify(json))  

})


```

**Describe the bug**

I want to create a user by post, but it returned the GET result of '/api/users'

Sorry, baseURL was error.  baseURL should be https , but I set to http . and we use nginx ....""",
      T("TypeScript"), T("Nginx"), E("POST /api/users"),
      source="https://github.com/microsoft/playwright/issues/17499", kind="issue",
      note="request.post('/api/users') a client call with its method: labelled; 'the GET result of /api/users' "
           "describes a response, not a request the text makes -- GET /api/users left out, doubtful; the "
           "Context block is the unfilled template ([e.g. Windows, Linux or Mac]): placeholders, so Playwright, "
           "Windows, Node.js and the browsers there are not labelled, doubtful"),
    R(r"""[BUG] baseURL doesn't attach to request API

**Context:**
- "playwright": "^1.20.0",
    "typescript": "^4.5.5"
- Operating System: Window 11
- Node.js version: 14.18

**Code Snippet**

As the image above, the post method is called without `baseURL` and causes 404 error although I see the baseURL is loaded in debug mode (the left-panel in the image).

The issue has gone if I placed `baseURL` in the post()

```ts
 const users = [
        getUserByRole('ADMIN')!,
        getUserByRole('GUIDE')!,
        getUserByRole('LEAD_GUIDE')!,
        getUserByRole('USER')!,
    ]

test.only(`As a normal user, ${users[3].name} could not access the monthly plan resource`, async ({ baseURL, request }) => {
            //1. setup
            const loginReq = await request.post(`${baseURL}/users/login`, {
                data: {
                    email: users[3].email,
                    password: users[3].password
                }
            })
            const body = await loginReq.json()
})
```""",
      T("Playwright"), T("TypeScript"), T("Windows"), T("Node.js"),
      source="https://github.com/microsoft/playwright/issues/13022", kind="issue",
      note="request.post(`${baseURL}/users/login`) joins a base URL never written: no endpoint; 'Window 11' -> "
           "Windows; playwright.config.ts left out of the trimmed text"),
    R(r"""Pytest error handler issue

I am building API using Flask Restx. I had written a generic exception handler which will throw an error message and code in Json format.

```
@app.errorhandler(APIError)
def handle_invalid_usage(error):
    logger.opt(exception=True).error(error)
    response = jsonify(error.to_dict())
    response.status_code = error.status_code
    return response
```
I am trying to write unit test using pytest for testing error condition(Resource Not Found). My unit test does return only 500 Internal server error (response.status_code) instead of the going through the error handler and returning 404. When I test it directly using Postman it works perfect.

@pytest.fixture(scope="session")
def app():
    app = create_app()
    return app

```
@pytest.fixture
def client(app):
    return app.test_client()

def test_get_sequence_resource_not_found(mocker: MockerFixture, client: FlaskClient):
    mocked = mocker.patch("service.ViewSequenceService.get_sequence")
    mocked.side_effect = ResourceNotFound('Sequence id Not Present')
    response = client.get("/sequence/f15a9f6e-7a1d-4d12-99c3-fb80d4bc98a1")
    json_data = json.loads(response.data)
    assert response.status_code == 404
    assert json_data['payload']['message'] == 'Sequence id Not Present'
    assert json_data['payload']['status'] == 404
```""",
      T("Flask-RESTX"), T("pytest"), T("Postman"), E("GET /sequence/f15a9f6e-7a1d-4d12-99c3-fb80d4bc98a1"),
      source="https://github.com/python-restx/flask-restx/issues/362", kind="issue",
      note="the test client's client.get on the app's own route (answered with a 500 in the test, a 404 by the "
           "handler) is a concrete request with no route written: labelled as written; Flask itself only inside "
           "'Flask Restx' and FlaskClient: not labelled separately, doubtful; MockerFixture is pytest-mock's, "
           "unnamed"),
    R(r"""Problems with testing blueprints

@robinandeer I get the following error when running tests:

```
________________________________________________________________________ ERROR at setup of test_variants _________________________________________________________________________
file /Users/manmag/Projects/puzzle/tests/test_blueprints_variants.py, line 5
  def test_variants(client):
        fixture 'client' not found
        available fixtures: tmpdir_factory, pytestconfig, vcf, app, cache, recwarn, monkeypatch, record_xml_property, capfd, capsys, tmpdir
        use 'py.test --fixtures [testpath]' for help on them.

/Users/manmag/Projects/puzzle/tests/test_blueprints_variants.py:5
__________________________________________________________________________ ERROR at setup of test_index __________________________________________________________________________
file /Users/manmag/Projects/puzzle/tests/test_bluprints_public.py, line 5
  def test_index(client):
        fixture 'client' not found
        available fixtures: tmpdir_factory, pytestconfig, vcf, app, cache, recwarn, monkeypatch, record_xml_property, capfd, capsys, tmpdir
        use 'py.test --fixtures [testpath]' for help on them.

/Users/manmag/Projects/puzzle/tests/test_bluprints_public.py:5
```

Needed to to ```pip install -r requirements/dev.txt```""",
      T("pytest"), T("pip"), F("requirements/dev.txt"),
      source="https://github.com/robinandeer/puzzle/issues/21", kind="issue",
      note="the test files are written only as absolute paths: not labelled; py.test -> pytest; Flask blueprints "
           "named only as 'blueprints': Flask not labelled"),
    R(r"""Plugin does not loaded

Re https://github.com/vitalk/pytest-flask/issues/7#issuecomment-60576004

Looks like a `pytest-flask` not loaded at all:

`available fixtures: pytestconfig, app, recwarn, monkeypatch, capfd, capsys, tmpdir`

Can you provide a head of your `pytest` stack trace? The list of loaded
plugins shows at the top, for example:

``` bash
$ py.test tests/
test session starts
platform darwin -- Python 2.7.8 -- py-1.4.24 -- pytest-2.6.2
plugins: flask
collected 443 items

...
```

/cc @bonya

Here's a _possibly_ relevant anecdote: I was getting exactly the `fixture 'client' not found` error described in this issue, even though `pytest-flask` was already installed. On a random hunch, I ran `pip install ipython` and—after doing that—the pytest-flask plugin loaded fine. Not that I'm suggesting that installing `ipython` is a proper 'fix' for this. But perhaps it provides a clue as to the root cause.""",
      T("pytest-flask"), T("pytest"), T("Python"), T("macOS"), T("pip"), T("IPython"),
      source="https://github.com/pytest-dev/pytest-flask/issues/9", kind="issue",
      note="tests/ a folder; 'platform darwin' -> macOS, doubtful; py-1.4.24 is the py library, left out; a bash "
           "fence not labelled"),
    R(r"""Update test_client.py to handle exceptions

I'm trying to use your test suite for a project that uses flask-restful and sqlalchemy.
I've noticed that I'm getting correctly every http code from the server but I got stuck with the 404 from sqlalchemy.

My code looks something like:

``` python
class UserAPI(restful.Resource):
    def get(self, id):
        user = User.query.get_or_404(id)
        return user.to_json()
....
```

If I send a non-valid `id` test will just break without catching the correct error code as it call `abort(404)` and throws an exception making the app to fail:

``` bash
ERROR: test_user (tests.test_api.TestAPI)
----------------------------------------------------------------------
Traceback (most recent call last):
  File "/vagrant/serverside/tests/test_api.py", line 68, in test_user
    rv, json = self.client.get('/user/%d' % user.id)
  File "/vagrant/serverside/tests/test_client.py", line 31, in get
    return self.send(url, 'GET', headers=headers)
  File "/vagrant/serverside/tests/test_client.py", line 25, in send
    rv = self.app.dispatch_request()
  File "/usr/local/lib/python2.7/dist-packages/flask/app.py", line 1461, in dispatch_request
    return self.view_functions[rule.endpoint](**req.view_args)
```""",
      T("Flask-RESTful"), T("SQLAlchemy"), T("Python"),
      source="https://github.com/miguelgrinberg/api-pycon2014/pull/4", kind="issue",
      note="self.client.get('/user/%d' % user.id) a formatted path, not a route written; the trace's paths "
           "absolute; tests.test_api.TestAPI dotted; test_client.py bare; ``` python -> Python"),
    R(r"""request.body empty when using hosting rewrite to target a function

### [REQUIRED] Environment info

**firebase-tools:** 11.0.1

**Platform:** macOS

### [REQUIRED] Test case

request
```
POST https://us-central1-<project-name>.cloudfunctions.net/core
{
    "title": "Hello",
    "body": "World"
}
```

firebase.json
```json
"rewrites": [
      {"source": "/**", "function": "core"},
      {"source": "**", "destination": "/index.html"}
]
```

code `index.ts`
```js
import * as functions from 'firebase-functions'

const express = require('express')
const cors = require('cors')
const core = require('./core/index')

const app = express()

app.use(cors())
app.use(core)

exports.core = functions.https.onRequest(app)
```

code `core/index.ts`
```js
const express = require('express')
const router = express.Router()

router.post('/example', async (req: any, res: any) => {
  console.log(req.body) // Results in empty body {}
  res.send(req.body)
})

module.exports = router
```

### [REQUIRED] Steps to reproduce

Setup a hosting rewrite to a function, call the function via the hosting rewrite url with a request body.

### [REQUIRED] Expected behavior

Request body should not be empty.""",
      T("Firebase CLI"), T("macOS"), T("Express"), T("cors"), T("JavaScript"), T("Cloud Functions for Firebase"),
      F("core/index.ts"), E("POST /example"),
      source="https://github.com/firebase/firebase-tools/issues/4640", kind="issue",
      note="router.post('/example') is mounted with app.use(core) at the app's root, so its full path is "
           "written: POST /example; the POST to .../core is the function's URL with no route of its own shown: not "
           "labelled; firebase-tools -> Firebase CLI; firebase-functions -> Cloud Functions for Firebase, doubtful; "
           "index.ts and firebase.json bare; the json fence a data format; ./core/index an import specifier"),
    R(r"""Cloud function: /<segment>/** rewrite doesn't work

I have the cloud function

```
const app = express()

app.get('/ping', (req, res) => {
  res.send('pong');
})

exports.api = functions.https.onRequest(app)
```
and it works fine

https://...cloudfunctions.net/api/ping
pong

Then I add following configuration

```
{
  "hosting": {
    "public": "public",
    "rewrites": [ {
      "source": "/api/**", "function": "api"
    } ]
  }
}
```

and try to call it from application url and it fails.

https://...firebaseapp.com/api/ping
404

If I use rewrite all calls to my functions like this

```
{
  "hosting": {
    "public": "public",
    "rewrites": [ {
      "source": "**", "function": "api"
    } ]
  }
}
```

then it works

https://...firebaseapp.com/ping
pong

Am I missing something here or isn't this scenario supported?

You need to add /api to the start of your express route. Prefixes aren't
chopped off when URLs are sent to the cloud function.""",
      T("Express"), T("Cloud Functions"), E("GET /ping"),
      source="https://github.com/firebase/firebase-tools/issues/392", kind="issue",
      note="app.get('/ping') is the Express route the function receives (the function's own prefix is stripped): "
           "labelled; the /api/ping URLs have no method and the hosting one 404s; 'cloud function' -> Cloud "
           "Functions, doubtful; Firebase Hosting only through firebaseapp.com and a config key: not labelled"),
    R(r"""Rewrite rules in firebase hosting and functions

Create minimal express app

```
const app = express()
app.get("/helloworld", (req, res) => res.status(200).send("hello world");
module.exports = {
  app: functions.https.onRequest(app)
}
```
When running locally and deployed to cloud functions everything works as expected. For example:
```
https://<project-id>.cloudfunctions.net/app/helloworld
```
Returns "hello world" as expected. However when using firebase hosting to rewrite the url it breaks. For example with the rewrite as follows: 
```
rewrites: [{ source: "**/app/**", function: "app"}]
```
Visiting the domain with:
```
https://example.com/app/helloworld
```

Running under cloud functions this is not a problem because the url sent to epxress is `/helloworld` however when using rewrites the url sent to express is `/app/helloworld`

I have a workaround but is this the expected behaviour?

This is expected behavior. When rewriting from Hosting, the entire URL path is sent to the Cloud Function. This is intended, since there's no way for us to know what parts of the path you'd want to "keep" so we send the whole thing. You should build routing into your Node.js code.""",
      T("Express"), T("Cloud Functions"), T("Firebase Hosting"), T("Node.js"), E("GET /helloworld"),
      source="https://github.com/firebase/firebase-functions/issues/191", kind="issue",
      note="app.get(\"/helloworld\") a route in code; /app/helloworld is what Express receives through the "
           "rewrite, with no method of its own: not labelled; 'epxress' misspelt, express written too"),
    R(r"""Using firebase-backend with a hosting site

I am trying to use a hosting site for my firebase backend (https://firebase.google.com/docs/hosting/full-config#rewrite-functions). Not sure if this is related to #36, but I think it's not.

Say, I have a function at `functions/src/string/uppercase.endoint.ts`.
I can call this function at https://us-central1-myproject.cloudfunctions.net/string-api/uppercase.

Now in my **firebase.json** I am configuring a site in the hope to get the same result with this URL: https://myproject-api.web.app/string-api/uppercase.
```
"hosting": [
	{
		"target": "api",
		"rewrites": [
			{
				"source": "/string-api/**",
				"function": "string-api"
			}
		]
	}
],
```

The response leaves me confused. The function (`string-api`) is actually called, and it returns a 404: 
`Cannot POST /string-api/uppercase`

But the path does look correct. The same request (`POST /string-api/uppercase`) does work on the ...cloudfunctions.net domain. 

Believe me, I have tried different variations of the `source` and `function` setting. I'm actually struggling with this issue for more than two weeks. I am in contact with Firebase support but they also can't really say, because I'm using this unsupported library.""",
      T("firebase-backend"), T("Firebase"), F("functions/src/string/uppercase.endoint.ts"),
      E("POST /string-api/uppercase"),
      source="https://github.com/FilledStacks/firebase-backend/issues/142", kind="issue",
      note="'Cannot POST /string-api/uppercase' through the hosting site is a refusal, but the same POST is "
           "answered by the function on its own domain: labelled as the request the app's route accepts, "
           "doubtful; firebase.json bare; 'firebase backend' in the first line is the library"),
    R(r"""Hosting proxy for Functions deployed outside of Firebase

### [REQUIRED] Environment info

**firebase-tools:** 1.17.3

**Platform:** macOS Mojave 10.14.6

### [REQUIRED] Test case

A minimal HTTP Cloud Function e.g.
```go
package p

import (
  "fmt"
  "net/http"
)

func HelloWorld(w http.ResponseWriter, r *http.Request) {
  fmt.Fprintf(w, "OK")
}
```
`firebase.json`:
```json
...
  "rewrites": [
      {
        "source": "**",
        "destination": "/index.html"
      },
      {
        "source": "/HelloWorld",
        "function": "HelloWorld"
      }
    ],
```
### [REQUIRED] Steps to reproduce

1. Deploy the above Cloud Function with `go 1.11` runtime in `us-central1` region.
2. Deploy Hosting for Firebase in the same project:
```sh
firebase deploy --only hosting
```
3. Observe that `https://us-central1-<project-id>.cloudfunctions.net/HelloWorld` returns `OK` message.

### [REQUIRED] Expected behavior

When I visit `https://<project-id>.firebaseapp.com/HelloWorld`, I should see "OK" message.

### [REQUIRED] Actual behavior

I see a 404 page, which indicates that proxying isn't working as I'd expect.""",
      T("Firebase CLI"), T("macOS"), T("Go"), T("Cloud Functions"), T("Firebase Hosting"), T("Firebase"),
      source="https://github.com/firebase/firebase-tools/issues/1803", kind="issue",
      note="the rewrite source /HelloWorld has no method and the function handles any: no endpoint; ```go -> Go; "
           "'Hosting for Firebase' -> Firebase Hosting, doubtful; net/http an import path"),
    R(r"""sinatra config.ru

### Steps to reproduce

Using the proposed config.ru for sinatra.

### Expected behavior

Start puma and the web server should run.

### Actual behavior

Puma crashes with config.ru

### Solution

change the following line in config.ru:

```
require 'main'
```
to
```
require './main'
```

### System configuration

**Ruby version**: ruby 2.3.5p376 (2017-09-14 revision 59905) [x86_64-darwin16]
**Sinatra version**: sinatra (2.0.0)
**Puma version**: puma (3.10.0)

I'm confused - we don't propose a config.ru file anywhere for Sinatra. Sinatra doesnt typically use rackup files (which is why the README says to use `ruby app.rb -s Puma`).

The readme does, but the github wiki page states `require 'main'`. Perhaps that is what is being referred to by the OP?""",
      T("Sinatra"), T("Puma"), T("Ruby"), T("Rack"),
      source="https://github.com/puma/puma/issues/1465", kind="issue",
      note="config.ru and app.rb bare names; './main' a require specifier; x86_64-darwin16 a platform triple: "
           "macOS not labelled; 'rackup files' -> Rack, doubtful"),
    R(r"""usrl/tag/production

using a /tag/production comes back with a sinatra error

Sinatra doesn’t know this ditty.

Try this:
get '/tag/production' do
  "Hello World"
end

Should be fixed in 0.0.9.""",
      T("Sinatra"),
      source="https://github.com/jamtur01/puppet-rundeck/issues/16", kind="issue",
      note="'Sinatra doesn't know this ditty' is Sinatra's no-route page and the get '/tag/production' block is "
           "its stock suggestion, not a route of the app: no endpoint"),
    R(r"""Add thin, puma, webrick or other rack server gem to Gemfile

Got an error running `bundle exec ruby app.rb` seconds before kickstarting the livecode 🥵

Ended running with one of the fixes mentioned in this [>SO thread<](https://stackoverflow.com/questions/67615800/ruby-sinatra-compile-error-server-handler-thin-puma-reel-http-webrick-not-fo)

Hi @nfilzi :wave: Thank you for reporting :pray: Fixed by https://github.com/lewagon/activerecord-sinatra-boilerplate/commit/9bbc60cf3dcbcf5b57e778291f32822ba40c5ca7""",
      T("Thin"), T("Puma"), T("WEBrick"), T("Rack"), T("Bundler"), T("Ruby"),
      source="https://github.com/lewagon/activerecord-sinatra-boilerplate/issues/14", kind="issue",
      note="Sinatra only inside URLs: not labelled; 'bundle exec ruby' -> Bundler and Ruby; Gemfile and app.rb "
           "bare names; 'rack server gem' -> Rack, doubtful"),
    R(r"""Retrofit not callback if HTTP status code is 500

Device Android version: 9 (LineageOS 16.0)
```
fun create(): DanbooruApi {
            val logger = HttpLoggingInterceptor(HttpLoggingInterceptor.Logger { log ->
                Log.d("DanbooruApi", log)
            }).apply {
                level = HttpLoggingInterceptor.Level.BASIC
            }
            val interceptor = Interceptor { chain ->
                val requests =  chain.request().newBuilder()
                    .removeHeader(Constants.USER_AGENT_KEY)
                    .addHeader(Constants.USER_AGENT_KEY, UserAgent.get())
                    .build()
                chain.proceed(requests)
            }
            val client = OkHttpClient.Builder().apply {
                connectTimeout(10, TimeUnit.SECONDS)
                readTimeout(10, TimeUnit.SECONDS)
                writeTimeout(15, TimeUnit.SECONDS)
                    .addInterceptor(interceptor)
                    .addInterceptor(logger)
            }
                .build()
            return Retrofit.Builder()
                .baseUrl(BASE_URL)
                .client(client)
                .addConverterFactory(GsonConverterFactory.create())
                .build()
                .create(DanbooruApi::class.java)
        }
```""",
      T("Retrofit"), T("Android"), T("LineageOS"),
      source="https://github.com/lysine-dev/retrofit/issues/3036", kind="issue",
      note="OkHttp and Gson only inside class names (OkHttpClient, GsonConverterFactory): not labelled, doubtful; "
           "the Kotlin code has no fence language and Kotlin is never named: not labelled; @POST with @Url takes "
           "no path"),
    R(r"""GraphiQL error: syntax error before: \"\\\"query\\\"\"

I'm trying out `absinthe_plug` in a plain Elixir app with Plug and Cowboy. For some reason this error is shown in GraphiQL when I open it:

```
{
  "errors": [
    {
      "message": "syntax error before: \"\\\"query\\\"\"",
      "locations": [
        {
          "line": 1,
          "column": 0
        }
      ]
    }
  ]
}
```

This is my schema:

```
defmodule MyApp.Login.Schema do
  use Absinthe.Schema

  @users [
    %{id: 1, name: "John Doe", email: "john@example.com"},
    %{id: 2, name: "Jane Doe", email: "jane@example.com"}
  ]

  query do
    field :users, list_of(:user) do
      resolve fn _, _, _ ->
        {:ok, @users}
      end
    end
  end

  object :user do
    field :id, :id
    field :name, :string
    field :email, :string
  end
end
```

And my router:

```
defmodule MyApp.Login.Router do
  use Plug.Router

  plug Plug.Logger
  plug :match
  plug :dispatch

  plug Plug.Parsers,
    parsers: [:urlencoded, :multipart, :json, Absinthe.Plug.Parser],
    pass: ["*/*"],
    json_decoder: Poison

  forward "/api",
    to: Absinthe.Plug,
    init_opts: [schema: MyApp.Login.Schema]

  forward "/graphiql",
    to: Absinthe.Plug.GraphiQL,
    init_opts: [
      schema: MyApp.Login.Schema,
      interface: :simple
    ]

  get "/status" do
    send_resp(conn, 200, "OK")
  end
```""",
      T("absinthe_plug"), T("Elixir"), T("Plug"), T("Cowboy"), T("GraphiQL"), T("Poison"),
      E("GET /status"),
      source="https://github.com/absinthe-graphql/absinthe_plug/issues/141", kind="issue",
      note="the Plug.Router's get \"/status\" is a route in code; the forward \"/api\" and \"/graphiql\" lines "
           "have no method: not labelled; Poison named as the json_decoder; Absinthe itself only in module "
           "names (Absinthe.Schema) besides absinthe_plug: not labelled separately, doubtful"),
    R(r"""Absinthe.Plug without Phoenix

Hi,

Is it possible to use Absinthe without Phoenix?

Thus far, I have:

```elixir
defmodule Service.Http.ApiServer do
  use Plug.Router

  plug Absinthe.Plug,
    schema: Service.GraphQL.Schema

  def start_link() do
    {:ok, _} = Plug.Adapters.Cowboy.http(Service.Http.ApiServer, [])
  end
end
```

But it moans with:

```elixir
== Compilation error on file lib/http/api_server.ex ==
** (CompileError) lib/plug/router.ex:211: undefined function do_match/4
    (stdlib) lists.erl:1338: :lists.foreach/2
    (stdlib) erl_eval.erl:670: :erl_eval.do_apply/6
```

Hey there. Neither Absinthe nor Absinthe.Plug require phoenix, Absinthe doesn't even know about HTTP. The problem you're running into is simply a plug problem. From the looks of the plug docs, a plug router needs a `match` macro https://hexdocs.pm/plug/Plug.Router.html""",
      T("Absinthe"), T("Phoenix"), T("Elixir"), T("Plug"), F("lib/http/api_server.ex"),
      source="https://github.com/absinthe-graphql/absinthe/issues/341", kind="issue",
      note="lib/http/api_server.ex is the app's file; lib/plug/router.ex is the plug dependency's: not labelled; "
           "```elixir -> Elixir; Cowboy only in a dotted module name: not labelled; HTTP a protocol"),
    R(r"""Should Absinthe.Plug.GraphiQL serve the API requests, too?

I'm a little confused on how the GraphiQL feature is intended.

I assumed it's just to serve a separate JS app for GraphiQL. Thus, we had this configuration in our router:

```
  # The API endpoint
  scope "/api/v1" do
    pipe_through :api
    forward "/graphql", Absinthe.Plug, schema: Myapp.Schema
  end

  # The GraphiQL app
  if Mix.env == :dev do
    forward "/graphiql", Absinthe.Plug.GraphiQL, schema: Myapp.Schema
  end
```

The problem we have with this setup is that `/graphiql` _also serves the GraphQL API_. Two other people tried using the GraphiQL app, entering its own URL - `/graphiql` - instead of the API URL - `/api/v1/graphql`. Surprisingly for me, it worked. Except since the second endpoint is not piped through API, the GraphQL resolvers didn't get receive proper context and the API failed in various subtle and not so subtle ways. This was fixed by explaining the guys they should use the correct API endpoint.

Please explain, are we doing something idiomatically wrong?

This is the expected behaviour yes, the GraphiQL plug is 100% self sufficient.""",
      T("GraphiQL"), T("GraphQL"), T("JavaScript"),
      source="https://github.com/absinthe-graphql/absinthe_plug/issues/66", kind="issue",
      note="forward and scope give no HTTP method, and /api/v1/graphql is written with none: no endpoint; 'JS app' "
           "-> JavaScript, doubtful; Absinthe and Mix only in dotted names (Absinthe.Plug, Mix.env): not labelled"),
    R(r'''App crashes when resources are loaded from *.xaml file rather than BAML

* .NET Core Version: (e.g. 3.0 Preview1, or daily build number, use `dotnet --info`): **3.1+**
* Windows version: (`winver`): **21H2**
* Does the bug reproduce also in WPF for .NET Framework 4.8?: **Yes**
* Is this bug related specifically to tooling in Visual Studio (e.g. XAML Designer, Code editing, etc...)? https://developercommunity.visualstudio.com/t/VS-Designer-WPF-ComboBox-template-proble/10131279
* Security issues and bugs should be reported privately, learn more via our [responsible disclosure guidelines](https://github.com/dotnet/wpf/blob/main/README.md#reporting-security-issues-and-security-bugs).

 1. Open and build attached project.
 2. Run application.
 3. Click once on each of two buttons. Order does not matter.
**Expected**: app does not crash
**Actual**: app crashes
**Note**: app repros VS XAML designer. If you open MainWindow.xaml and uncomment everything you will see error squiggles.

[WpfApp4.zip](https://github.com/dotnet/wpf/files/9447568/WpfApp4.zip)

**Exception**
System.Windows.Markup.XamlParseException: "'Cannot set unknown member 'System.Windows.Controls.TextBox.IsReadOnly'.' Line number '21' and line position '46'."''',
      T(".NET"), T("Windows"), T("WPF"), T(".NET Framework"), T("Visual Studio"), T("XAML"), T(".NET CLI"),
      source="https://github.com/dotnet/wpf/issues/6977", kind="issue",
      note="'.NET Core' -> .NET as the lexicon has it; `dotnet --info` -> .NET CLI, doubtful; XAML labelled as the "
           "UI markup language the bug is about (not a plain data format); MainWindow.xaml and WpfApp4.zip bare "
           "names; 'VS' -> Visual Studio, written out too; winver a Windows command"),
    R(r"""WPF samples with NET 9.0 preview 5 crashing

Downloaded the WPF-Samples
Installed NET 9.0 preview 5 SDK
Built the samples and also WPF-Gallery
WPF-Gallery starts well without icons and on clicking on any sample, The program crashes with the following exception

System.Windows.Markup.XamlParseException
  HResult=0x80131501
  Message='Provide value on 'System.Windows.Markup.StaticResourceHolder' threw an exception.' Line number '62' and line position '37'.
  Source=<Cannot evaluate the exception source>
  StackTrace:
<Cannot evaluate the exception stack trace>

  This exception was originally thrown at this call stack:
    [External Code]

Inner Exception 1:
Exception: Cannot find resource named 'TextFillColorPrimaryBrush'. Resource names are case-sensitive.

@rohitgonsalves - For me it is running as expected, I tried running gallery app on fresh vm, sharing configurations -

.net 9.0.100-preview.5.24307.3
Microsoft Visual Studio Community 2022 (64-bit) - Version 17.10.3
Edition	Windows 11 Enterprise Insider Preview
Version	Dev
Installed on	6/18/2024
OS build	27645.1000
Experience	Windows Feature Experience Pack 1000.27645.1000.0

You can try running it again, if issue persists then share configuration, I will assist you accordingly.""",
      T("WPF"), T(".NET"), T("Visual Studio"), T("Windows"),
      source="https://github.com/microsoft/WPF-Samples/issues/610", kind="issue",
      note="'NET 9.0' and '.net 9.0.100' -> .NET; WPF-Samples and WPF-Gallery are the sample apps, named through "
           "WPF; System.Windows.Markup a dotted name"),
    R(r"""[dotnet-sdk-9.0.100-preview.7.24352.8] WPF apps launch failed with System.Windows.Markup.XamlParseException

### Description

When run the 3rd party application with the latest .NET 9 build "dotnet-sdk-9.0.100-preview.7.24352.8", it failed to launch System.Windows.Markup.XamlParseException. 

### Reproduction Steps

**App Repro steps** 
1. Open C:\ReproApps\MahApps.Metro\MahApps.Metro.Demo.runtimeconfig.json files.(Please refer to app location and repro machine  from [Devdiv bug](https://devdiv.visualstudio.com/DevDiv/_workitems/edit/2114797) )
2. Change the runtime.config file to let the app run against with dotnet-sdk-9.0.100-preview.7.24352.8. 
```
"frameworks": [
      {
        "name": "Microsoft.NETCore.App",
        "version": "9.0.0-preview.7.24352.1"
      },
      {
        "name": "Microsoft.WindowsDesktop.App",
        "version": "9.0.0-preview.7.24352.1"
      }
    ]
```
4. Launch MahApps.Metro.Demo.exe.

### Expected behavior

Launch successfully.

### Actual behavior

Launch failed.""",
      T("WPF"), T(".NET"), T(".NET SDK"), T("MahApps.Metro"),
      source="https://github.com/dotnet/wpf/issues/9354", kind="issue",
      note="the runtimeconfig path is absolute (C:\\): not labelled; dotnet-sdk-... -> .NET SDK, doubtful; "
           "MahApps.Metro is the third-party app tried; Microsoft.NETCore.App framework names dotted"),
    R(r"""Unable to transform request

Content:
```kotlin
data class CreateAccountContent(
        val id: Int,
        val password: String
)
```
Main.kt:
```kotlin
fun main(args: Array<String>){
    val handler = DatabaseHandler()
    val server = embeddedServer(Netty, port = 12345) {
        routing {
            // ...
            post("/account"){
                try {
                    val post = call.receive<CreateAccountContent>()
                    if (handler.createUser(post)) {
                        call.respond(HttpStatusCode.OK, "OK")
                    } else {
                        call.respond(HttpStatusCode.BadRequest, "BAD")
                    }
                } catch (e: Exception) {
                    println(e)
                }
            }
        }
    }
    server.start(wait = true)
}
```
Curl request:
```curl
curl --request POST \
     --header "Content-Type: application/json" \
     --data '{"id": 7, "password": "ABCDEF"}' \
     http://localhost:12345/account
```
Output:
```kotlin
io.ktor.request.CannotTransformToTypeException: Cannot transform this request's content to class com.martmists.moneyservice.content.CreateAccountContent
```

Alternatively, I have tried the following Lua code: 
```lua
http.post("http://localhost:12345/account",  -- url
          "id=7&password=ABCDEF")  -- POST Body
```

You have to install the ContentNegotiation feature""",
      T("Kotlin"), T("Netty"), T("Lua"), E("POST /account"),
      source="https://github.com/ktorio/ktor/issues/475", kind="issue",
      note="Ktor's post(\"/account\") route in code, also called with curl --request POST on localhost; Main.kt "
           "bare; Ktor itself only in the dotted io.ktor... exception name: not labelled, doubtful; ```curl is a "
           "command's fence, not labelled; embeddedServer(Netty) names Netty"),
    R(r"""Ktor returns 415 for matching operation when trying to deserialize parameters from the URL.

This is the code I'm running:

```
import io.ktor.application.Application
import io.ktor.application.call
import io.ktor.application.install
import io.ktor.features.ContentNegotiation
import io.ktor.http.ContentType
import io.ktor.request.receive
import io.ktor.response.respondText
import io.ktor.routing.accept
import io.ktor.routing.get
import io.ktor.routing.routing
import io.ktor.serialization.json
import io.ktor.server.engine.applicationEngineEnvironment
import io.ktor.server.engine.connector
import io.ktor.server.engine.embeddedServer
import io.ktor.server.netty.Netty
import kotlinx.serialization.Serializable

fun main(args: Array<String>) {
    val env = applicationEngineEnvironment {
        module {
            example()
        }
        connector {
            port = 8080
            host = "0.0.0.0"
        }
    }
    embeddedServer(Netty, env).apply {
        start(wait = true)
    }
}

@Serializable
data class PostURL(
        val date: String,
        val titleSlug: String,
        val redirectTo: String? = null
)

fun Application.example() {

    install(ContentNegotiation) {
        json()
    }

    routing {
        accept(ContentType.Any) {
            get("/foo/{date}/{titleSlug}") {
                val input = call.receive(PostURL::class)
```""",
      T("Ktor"), T("Netty"), E("GET /foo/{date}/{titleSlug}"),
      source="https://github.com/ktorio/ktor/issues/2000", kind="issue",
      note="get(\"/foo/{date}/{titleSlug}\") inside routing is a route in code (the 415 is its own answer); "
           "kotlinx.serialization only as an import path: not labelled; the fence has no language and Kotlin is "
           "not named"),
    R(r"""stop pickup "github.com/vektah/gqlgen/handler" from GOPATH

```
$ gqlgen init
Exec "go run ./server/server.go" to start GraphQL server

$ cat server/server.go
package main

import (
	"log"
	"net/http"
	"os"

	"github.com/vektah/gqlgen/handler"
	gqlgen_implements "github.com/vvakame/til/graphql/gqlgen-implements"
)

const defaultPort = "8080"

func main() {
	port := os.Getenv("PORT")
	if port == "" {
		port = defaultPort
	}

	http.Handle("/", handler.Playground("GraphQL playground", "/query"))
	http.Handle("/query", handler.GraphQL(gqlgen_implements.NewExecutableSchema(gqlgen_implements.Config{Resolvers: &gqlgen_implements.Resolver{}})))

	log.Printf("connect to http://localhost:%s/ for GraphQL playground", port)
	log.Fatal(http.ListenAndServe(":"+port, nil))
}
```

This should be added to the relevant build step, that list is shared by all the steps and handler should only be referenced by the generated resolvers.""",
      T("gqlgen"), T("Go"), T("GraphQL"), T("GraphQL Playground"),
      F("./server/server.go"), F("server/server.go"),
      source="https://github.com/99designs/gqlgen/pull/270", kind="issue",
      note="http.Handle(\"/\") and (\"/query\") take every method: no endpoint; GOPATH an environment variable; "
           "'go run' -> Go; the repository URL in the diff line left out"),
    R(r"""i don't have hanlder.GraphQL

### What happened?

how can i use handler.GraphQL or LimitingQuery ?

### versions
 - `gqlgen version`?  v0.11.3
 - `go version`? 1.14 windows/amd64
 - dep or go modules? go mod

Hi, @YankeeTube 
`github.com/99designs/gqlgen/handler`
inside this 'GraphQL' is deprecated.
Please use 
`handler.NewDefaultServer(generated.NewExecutableSchema(generated.Config{Resolvers: &graph.Resolver{}}))`
in place of
`handler.Graphql`

@tyagip966 tk for your response.

I understood what you were talking about.
but Is there only the last way I mentioned to use LimitingQuery?""",
      T("gqlgen"), T("Go"), T("Windows"), T("Go modules"),
      source="https://github.com/99designs/gqlgen/issues/1142", kind="issue",
      note="'go modules' / 'go mod' -> Go modules; dep (the old Go dependency tool) named in the template's "
           "question only: left out, doubtful; the screenshots dropped"),
    R(r"""Use bundle exec rspec to run specs

On Mac OS X 10.11.4 and Debian 8 using system Ruby the `make check` task
would fail on the `units/terminal_spec.rb` file with a `NoMethodError`
for `allow` on `CommandStubber`. This was probably because rspec-mocks
did not properly laod.

Running specs using `bundle exec rspec` solves this.

LGTM. Thanks!

Thanks @georgebrock. I'll merge this.""",
      T("macOS"), T("Debian"), T("Ruby"), T("Make"), T("rspec-mocks"), T("RSpec"), T("Bundler"),
      F("units/terminal_spec.rb"),
      source="https://github.com/thoughtbot/gitsh/pull/251", kind="issue",
      note="'Mac OS X' -> macOS; 'make check' -> Make, doubtful; 'bundle exec rspec' -> Bundler and RSpec"),
    R(r"""Backtrace is not shown on windows

This report is shown when the test case fails: 

1) ProjectsController GET index assigns all projects as @projects
    Failure/Error: Unable to find C to read failed line
    undefined method `get' for #<RSpec::Core::ExampleGroup::Nested_1::Nested_1:0x47039e8>
    # ./spec/controllers/projects_controller_spec.rb:12:in`block (3 levels) in <top (required)>'

However, the backtrace should be the correct result I suppose. This seems to be very similar issues as http://github.com/rspec/rspec-core/issues/closed/#issue/52""",
      T("Windows"), F("./spec/controllers/projects_controller_spec.rb"),
      source="https://github.com/rspec/rspec-core/issues/57", kind="issue",
      note="'GET index' names a controller action in a spec description, not a path: no endpoint; RSpec only in "
           "the dotted RSpec::Core constant and the URL: not labelled, doubtful; the spec path kept with ./ and "
           "its :12 dropped"),
    R(r"""Plugin could not be activated because it triggered a fatal error.

I have downloaded plugin from Wordpress plugins and when I came to activate it show me the message with Fatal error of class not found for file abstract-wc-rest-controller.php on line number 20.

I thought it maybe the issue from Wordpress store and came here on github I downloaded fresh copy of woocommerce from github and when I came to activate plugin it says the same issue. I posting issue line.

Fatal error: Class 'WP_REST_Controller' not found in D:\Majid-Platform\htdocs\index\gharwala.pk\wp-content\plugins\woocommerce\includes\abstracts\abstract-wc-rest-controller.php on line 20

You have the WordPress REST API disabled. It's required for WooCommerce. I don't know which method of disabling it you are using, but that is the issue.""",
      T("WordPress"), T("WooCommerce"), T("REST"),
      source="https://github.com/woocommerce/woocommerce/issues/19499", kind="issue",
      note="the D:\\ path absolute, abstract-wc-rest-controller.php bare: no file; 'WordPress REST API' -> REST, "
           "doubtful as the WP REST API's own name"),
    R(r"""NoMethodError: undefined method `spec' for nil:NilClass

Please refer https://travis-ci.org/Azure/azure-sdk-for-ruby/builds/272666161?utm_source=github_status&utm_medium=notification. The error is happening only for ruby 2.1.5 & 2.2.0. The error is consistently happening. 

The error is happening even for a dummy fix. Refer: https://travis-ci.org/Azure/azure-sdk-for-ruby/builds/272679479?utm_source=github_status&utm_medium=notification. Locally, I have tested with the same version of rvm, ruby and bundler. The error cannot be reproduced. 

Can someone from travis CI team take a look?

See https://github.com/travis-ci/travis-ci/issues/8355.

Try updating Bundler.

On updating the bundler, the issue has been resolved. I am closing this issue""",
      T("Ruby"), T("RVM"), T("Bundler"), T("Travis CI"),
      source="https://github.com/travis-ci/travis-ci/issues/8357", kind="issue",
      note="the Azure SDK for Ruby only inside the build URLs: not labelled; 'travis CI' -> Travis CI"),
    R(r"""MainActivity.java line 187

#### in de.elanev.studip.android.app.MainActivity.onCreate

* Number of crashes: 16
* Impacted devices: 16

There's a lot more information about this crash on crashlytics.com:
[https://fabric.io/elanev/android/apps/de.elanev.studip.android.app/issues/56175984f5d3a7f76ba9fa51](https://fabric.io/elanev/android/apps/de.elanev.studip.android.app/issues/56175984f5d3a7f76ba9fa51)

This should be fixed with 3840b66""",
      source="https://github.com/elan-ev/StudIPAndroidApp/issues/110", kind="issue",
      note="nothing labelled: MainActivity.java a bare file name, the method a dotted identifier, crashlytics.com "
           "a site's address and Fabric only inside a URL (Crashlytics as a service is arguably meant -- left out, "
           "doubtful)"),
    R(r"""Comment Navigation buttons occasionally cause crashes

I've reported them when they've occurred. It usually happens when I press the down arrow repeatedly quickly, but it's not consistent.

Wow, the only bug reported for this version! Have fixed it, will push with the next update :)""",
      source="https://github.com/Haptic-Apps/Slide/issues/1190", kind="issue",
      note="nothing labelled: a user's crash report with no software, file or request named"),
    R(r"""Crash when opening app after updating to 1.0

[tap_tap_crash_report_2022-01-24T23_06_41.079.txt](https://github.com/KieronQuinn/TapTap/files/7930546/tap_tap_crash_report_2022-01-24T23_06_41.079.txt)

I open the app and it immediately crashes. The taps no longer work

This is already fixed in 1.0.1""",
      source="https://github.com/KieronQuinn/TapTap/issues/467", kind="issue",
      note="nothing labelled: the crash report is an attached bare file name, the app is not named outside the "
           "URL"),
]
