"""A thirty-fourth fresh held-out set ("fresh-34"), the issues part: 66 GitHub issue and pull-request threads from 55
repositories, most of them used by no earlier set (a few -- honojs/hono, honojs/honox, nuxt/nuxt, vercel/next.js,
vercel/turborepo, nrwl/nx, gin-gonic/gin, go-chi/chi, gofiber/fiber, rwf2/Rocket, sinatra/sinatra, pallets/flask,
micronaut-projects/micronaut-core, envoyproxy/envoy, microsoft/vscode-eslint, OpenAPITools/openapi-generator,
postmanlabs/postman-app-support, vitejs/vite, vitest-dev/vitest and a Packt Spring Boot book repository -- each with a
thread not used before) -- developer tooling and small back ends: editor plugins (the VS Code ESLint extension, Neovim
plugins and configurations), static site and docs generators (Hugo themes, Jekyll and Liquid, Eleventy, MkDocs with
Material, VitePress dead links, typo-fix PRs to getting-started guides), linters and test runners (ESLint flat config, Vitest and Jest
with Vite aliases), monorepo tools (Turborepo with pnpm, Nx affected), code generators and gRPC (OpenAPI Generator,
openapi-client-axios, google.api.http rules for grpc-gateway and Envoy), and small web back ends quoting their routes
(Hono basePath and HonoX, Nuxt server/api, Next.js route handlers, Express under Nuxt, FastAPI with fastapi-utils,
Flask, Gin groups, chi mounts, Fiber, Rocket, Sinatra, Micronaut, Spring Security behind Postman, .NET minimal APIs,
Phoenix) -- each the thread's title followed by its body and maybe a comment or two, kept as written (code blocks,
Hugo and Liquid template traces, Lua tracebacks, envinfo and nx report dumps, mkdocs and turbo logs, package.json,
_config.yml and Gemfile lines, .proto rules, HTTP exchanges as they appear; trimmed; screenshots dropped; the comments
joined without their author lines). Four of them label nothing at all.

Every text was taken from a stored public copy of the thread at the address given and labelled by hand without
running the extractor on it, by the earlier sets' conventions: technologies under their usual canonical name (any
spelling in the text), a code fence's language but not a shell's; data formats, everyday shell utilities, sites,
placeholders and names only inside URLs, absolute, elided or dependency paths, import paths or user agents not
labelled (a Server header naming the server would be); relative file paths as written (a :N line number dropped, a
./ or ../ prefix kept), bare file names, folders, globs and import or alias specifiers without an extension not; an
endpoint only as "METHOD /path" where the text gives the method for that path (a route in code, an HTTP rule's
"post: /path", a client call with its method, a route list, a request the app's own route answers even with
400/403, a request to the app's own server written as a URL) and writes the whole path -- a request no route
accepts (404, 405, 415 for a missing method), a route with no leading slash, and a route under a prefix whose whole
path is never written are not labelled. Nobody tunes the extractor on these texts: the benchmark scores them as
their own split (``--split fresh-34``).
"""

from real_corpus import E, F, R, T  # noqa: F401

SURFACES = {
    "Node.js": ("node",),
    "VS Code": ("VSCode", "VsCode"),
    "Open Policy Agent": ("OPA",),
    "OpenAPI Generator": ("openapi-generator-cli",),
    "Cloudflare Workers": ("Cloudflare worker",),
    "Material for MkDocs": ("mkdocs-material",),
    "Python": ("python3",),
    "macOS": ("Mac OS", "Mac"),
    "React Testing Library": ("@testing-library/react",),
    "Turborepo": ("turbo",),
    "Protocol Buffers": ("proto",),
    "REST Assured": ("RestAssured",),
}

CASES = [
    R(r"""'basePath' doesn't work

### What version of Hono are you using?

3.9.1

### What runtime/platform is your app running on?

Bun

### What steps can reproduce the bug?

const api = new Hono().basePath('/api');

api.get('/test', (c) => {
	return c.text(c.req.path);
});

### What is the expected behavior?

when visiting http://127.0.0.1:8787/api/test with browser, the page should return the path.

### What do you see instead?

I see '404 Not Found' only. It means the route '/api/test' isn't working.

It seems that routing works correctly when you store the instance in a variable and then set the `basePath`.

```typescript
import { Hono } from 'hono'

const app = new Hono()
const api = app.basePath('/api')

api.get('/test', (c) => {
  return c.text(c.req.path);
});
app.get('/', (c) => c.text('Hello Hono!'))

export default app
```

However, in the code you provided, routing does not work correctly, and all access results in a 404 error. This issue occurred not only with Bun but also in Node.js.""",
      T("Hono"), T("Bun"), T("Node.js"), T("TypeScript"), E("GET /api/test"), E("GET /"),
      source="https://github.com/honojs/hono/issues/1640", kind="issue",
      note="api.get('/test') sits under basePath('/api') and the text writes the full path '/api/test', so "
           "'GET /api/test' (the 404 is the bug, the route is in code); the comment's image dropped"),
    R(r"""basePath has no effect on app created by honox createApp

### What version of HonoX are you using?

honox@0.1.45

### What steps can reproduce the bug?

Setting basePath in the following way doesn't work in `server.ts`

```js
import { showRoutes } from "hono/dev";
import { createApp } from "honox/server";

const app = createApp().basePath("/api");

showRoutes(app);

export default app;
```

### What is the expected behavior?

Following routes

GET  /api
GET  /api/test

### What do you see instead?

Following routes

GET  /
GET  /test

Hi @monim67 

Currently, you can't specify the base path with your method. You can specify the base path with setting the `app` option of `createApp()`:

```ts
import { Hono } from 'hono'
import { showRoutes } from 'hono/dev'
import { createApp } from 'honox/server'

const baseApp = new Hono().basePath('/api')

const app = createApp({
  app: baseApp
})

showRoutes(app)

export default app
```""",
      T("HonoX"), T("Hono"), T("JavaScript"), T("TypeScript"),
      E("GET /api"), E("GET /api/test"), E("GET /"), E("GET /test"),
      source="https://github.com/honojs/honox/issues/316", kind="issue",
      note="showRoutes' listings written 'GET  /api' (two spaces) -- the expected and the actual route lists both "
           "labelled as METHOD /path lists; server.ts is a bare file name"),
    R(r"""basePath set to root throws 404 on 2+ segment paths

### To Reproduce

Create a basic hono backend:
https://www.better-auth.com/docs/integrations/hono
_(don't know about other backends)_

```
const app = new Hono();

app.use(
    "*",
    cors({
      origin: "http://localhost:1420",
      allowHeaders: ["Content-Type", "Authorization"],
      allowMethods: ["POST", "GET", "OPTIONS"],
      exposeHeaders: ["Content-Length"],
      maxAge: 600,
      credentials: true,
    }),
);

app.on(["POST", "GET"], "*", (c) => {
  return auth.handler(c.req.raw);
});

serve(app);
```

### Current vs. Expected behavior

This works (as expected):
```
curl http://localhost:3000/get-session
```

This throws 404 (while expected 400):
```
curl http://localhost:3000/sign-up/email \
  --request POST \
  --header 'Content-Type: application/json' \
  --data '{
  "name": "",
  "email": "",
  "password": "",
  "callbackURL": ""
}'
```

And any other 2+ segment paths fail on 404.

### What version of Better Auth are you using?

1.2.7

### Provide environment information

```bash
- OS: MacOS
```

### Which area(s) are affected? (Select all that apply)

Backend""",
      T("Hono"), T("Better Auth"), T("macOS"),
      source="https://github.com/better-auth/better-auth/issues/2648", kind="issue",
      note="the POST to /sign-up/email is answered 404 (no route takes it): not labelled; the GET curl gives no "
           "method; app.on(..., '*') is a catch-all with no path; the ```bash fence is a shell's"),
    R(r"""readBody() didn't work on cloudflare pages & worker

### Environment

- Operating System: `Windows_NT`
- Node Version:     `v18.12.1`
- Nuxt Version:     `3.0.0`
- Nitro Version:    `1.0.0`
- Package Manager:  `npm@9.1.2`
- Builder:          `vite`
- User Config:      `-`
- Runtime Modules:  `-`
- Build Modules:    `-`

### Reproduction

> 1- create new Nuxt project

> 2- create Nuxt server directory

> 3- create api folder than create file that use code: readBody(event) for example:

_server/api/rest.ts_
`
export default defineEventHandler(async (event) => {
  const body = await readBody(event);
  return body;
})
`

> 4- call fetch method: 

`$fetch('/api/test', { method: 'POST', body: { api: 'work' } })`
note:  it work in localhost

> 5- build the project to Cloudflare worker or Cloudflare pages, for example : 

`npx cross-env NITRO_PRESET=cloudflare_pages nuxt build && wrangler pages dev .output/public`

> 6- check fetch method, it now return 405 error method not allowed

with more debugging:  the fetch method send GET request instead of POST request""",
      T("Nuxt"), T("Node.js"), T("Nitro"), T("npm"), T("Vite"), T("Windows"), T("Cloudflare Pages"),
      T("Cloudflare Workers"), T("Wrangler"), T("cross-env"),
      F("server/api/rest.ts"), E("POST /api/test"),
      source="https://github.com/nuxt/nuxt/issues/12506", kind="issue",
      note="the title as stored; $fetch('/api/test', {method: 'POST'}) is a client call with its method that "
           "works on localhost (the 405 only on Cloudflare); .output/public is a folder; Windows_NT -> Windows"),
    R(r"""nuxt express post conflict?

i use https://github.com/nuxt-community/express-template

in here define a post router like this https://github.com/nuxt-community/express-template/blob/master/template/server/api/users.js

```js
import { Router } from 'express'

const router = Router()

router.post('/doc_enter', function(req, res, next) {
  if (req.body.pw) {
    return res.json({success:req.body.pw})
  }
})
```

but req.body is undefined

i use bodyParser  at https://github.com/nuxt-community/express-template/blob/master/template/server/index.js

```js
const bodyParser = require('body-parser')

app.use(bodyParser.json({limit:'900kb'}))

app.use('/api', api)
const nuxt = new Nuxt(config)

// Build only in dev mode
if (config.dev) {
  const builder = new Builder(nuxt)
  builder.build().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}

app.use(nuxt.render)
```
now the req.body has value .but other proxy PHP API timeout  which has post data

```js
superagent
  .post('/api/user/login')
  .send({ ip, ...form }) // sends a JSON post body
  .set('accept', 'json')
  .end((err, res) => {
    // Calling the end function will send the request
  })

````""",
      T("Nuxt"), T("Express"), T("body-parser"), T("superagent"), T("PHP"), T("JavaScript"),
      E("POST /api/user/login"),
      source="https://github.com/nuxt/nuxt/issues/2664", kind="issue",
      note="router.post('/doc_enter') sits under app.use('/api', api) and /api/doc_enter is never written -- no "
           "endpoint; superagent.post('/api/user/login') is a client call with its method; server/api/users.js "
           "only inside URLs"),
    R(r"""Client.operationId generates GET instead of POST request

I have a nasty bug using `openapi-client-axios` in `react-openapi-axios`:

```
    const { api } = useContext(OpenAPIContext)
    const { data, error, loading, response } = useOperation('getUsers') // works as expected
    return (
        <>
            {!done && <Form
                heading="Create New User"
                ready={!!password && !!name && !done}
                ok={() => {
                    api.getClient().then(client => {
                        console.log('CREATE-USER', { client })
                        // the following line works as expected
                        client.paths['/user'].post(null, { id: name, key: password })
                        // the following line creates a GET request instead of a POST request
                        //client.createUser(null, { id: name, key: password })
                    })
                }}
            >
```

The relevant part of the API-JSON (full file attached in [api-json.log](https://github.com/anttiviljami/openapi-client-axios/files/9640418/api-json.log)):

```
  "paths": {
    "/user": {
      "post": {
        "operationId": "createUser",
        "summary": "",
        "parameters": [],
        "requestBody": {
          "required": true,""",
      T("openapi-client-axios"), T("react-openapi-axios"), E("POST /user"),
      source="https://github.com/openapistack/openapi-client-axios/issues/129", kind="issue",
      note="client.paths['/user'].post(...) and the spec's \"/user\": {\"post\": ...} give the method; OpenAPI named "
           "only as API-JSON, not labelled; the cut JSON kept as the excerpt ends"),
    R(r"""[BUG][TYPESCRIPT-AXIOS] Typescript-axios generator creates the wrong return type and encoding

I used [this](https://github.com/open-policy-agent/contrib/blob/main/open_api/openapi.yaml) official OPA openapi to generate an a client for OPA using typescript-axios

I ran the following to generate the code
```
npx @openapitools/openapi-generator-cli generate -i openapi.yaml -g typescript-axios -o gen -penumUnknownDefaultCase=true -pnpmName=my-npm-package -pnpmVersion=0.0.1 -pnullSafeAdditionalProps=true -pwithNodeImports=true -pwithSeparateModelsAndApi=true -pmodelPackage=models -papiPackage=api
```

**I also tried with latest cli docker to make sure that it isn't something related to the npx version**

1. One weird thing is that the Data Api `getDocumentWithPath` function was generated with `DeletePolicyModule200Response` which is definitely not the expected case.
2. The path param in `getDocumentWithPath` is getting encoded so I can't reach nested paths (e.g `/firstPath/secondPath`) since it is trying to get to `firstPath%2FsecondPath` that doesn't exist, which makes a lot of sense. Maybe there's a possibility to utilize the the `url` field in the axios config argument that is passed as the last param of the function""",
      T("OpenAPI Generator"), T("TypeScript"), T("Axios"), T("Open Policy Agent"), T("npx"), T("Docker"),
      T("OpenAPI"),
      source="https://github.com/OpenAPITools/openapi-generator/issues/14985", kind="issue",
      note="OPA -> Open Policy Agent (SURFACES); 'openapi' as the spec format -> OpenAPI (doubtful); "
           "@openapitools/openapi-generator-cli -> OpenAPI Generator (SURFACES); /firstPath/secondPath has no method"),
    R(r"""404 handler running on 405

## Description

I have a post route in my api group. When I make a get request to that route it runs my NoRoute handler instead of my NoMethod handler.

```
package main

import (
	"github.com/gin-gonic/gin"
)

func main() {
	g := gin.Default()
	apiGroup := g.Group("/api")
        apiGroup.POST("/contact", api.Contact)
        g.NoRoute(func(c *gin.context) {
            c.String(404, "404 Not Found")
       })
	 g.NoMethod(func(c *gin.context) {
            c.String(405, "405 Method Not Allowed")
       })
	g.Run(":9000")
}
```

## Expectations
```
$ curl http://localhost:9000/api/contact
405 Method Not Allowed
```

## Actual result
```
$ curl http://localhost:9000/api/contact
404 Not Found
```

## Environment

- go version: 1.17.5
- gin version (or commit ref): v1.7.7
- operating system: Windows

set 
```go  
g.HandleMethodNotAllowed = true
```

thanks""",
      T("Gin"), T("Go"), T("Windows"), E("POST /api/contact"),
      source="https://github.com/gin-gonic/gin/issues/3000", kind="issue",
      note="apiGroup.POST(\"/contact\") under Group(\"/api\"); the full path /api/contact is written in the curl "
           "lines, so 'POST /api/contact'; the GETs answered 404/405 are not labelled; the issue template's "
           "boilerplate bullets trimmed"),
    R(r"""[BUG]match to wrong router method if prefix is same

**Describe the bug**
I create a `user.py` to check fastapi-utils, there are 4 method.
  - @router.get("/user")
  - @router.post("/user")
  - @router.get("/user/{user_id}")
  - @router.get("/user/query_by_name")

when I try execute the query_by_name, seems it match to `/user/{user_id}`. and get ` HTTP/1.1 422 Unprocessable Entity` Error.

**Environment:**
 - OS: [Windows]
 - FastAPI Utils: 0.2.1
 - FastAPI: 0.101.0
 - Pydantic: 1.10.12

```Python
#!/usr/bin/env python
# -*- coding: utf-8 -*-
import http.client

from fastapi import Body, Query
from fastapi_utils.cbv import cbv
from pydantic import BaseModel, Field

from demos.routers.common import router
from fjutils.logHelper import logger
from tools.common.webSupport import CommonResponse, ResponseFactory


class User(BaseModel):
    id: int = Field(..., description="User id")
    name: str = Field(..., description="User name")
```""",
      T("fastapi-utils"), T("FastAPI"), T("Pydantic"), T("Windows"), T("Python"),
      E("GET /user"), E("POST /user"), E("GET /user/{user_id}"), E("GET /user/query_by_name"),
      source="https://github.com/fastapiutils/fastapi-utils/issues/280", kind="issue",
      note="the four decorators listed with their methods (the router has no prefix written); the 422 comes "
           "from the wrong route answering, the route itself is in code; user.py is a bare file name; "
           "the screenshot dropped and the code cut"),
    R(r"""ConfigError: Config (unnamed): Key "plugins": This appears to be in eslintrc format (array of strings) rather than flat config format (object).

When I use eslint in VsCode, eslint commands on the cli is OK, but the extension send error. 

- ESLint version: 9.8.0
- VS Code ESLint extension version: 3.0.10
  - "eslint.useFlatConfig": true
- VsCode version:
  - version: 1.92.1 (user setup)
  - commit: eaa41d57266683296de7d118f574d0c2652e1fc4
  - time: 2024-08-07T20:16:39.455Z
  - Electron: 30.1.2
  - ElectronBuildId: 9870757
  - Chromium: 124.0.6367.243
  - Node.js: 20.14.0
  - V8: 12.4.254.20-electron.0
  - OS: Windows_NT x64 10.0.19045

Error output

```
[Error - 17:19:05] An unexpected error occurred:
[Error - 17:19:05] ConfigError: Config (unnamed): Key "plugins": This appears to be in eslintrc format (array of strings) rather than flat config format (object).
    at rethrowConfigError (D:\work\xjyzt-front\node_modules\.pnpm\@eslint+config-array@0.17.1\node_modules\@eslint\config-array\dist\cjs\index.cjs:303:8)
    at D:\work\xjyzt-front\node_modules\.pnpm\@eslint+config-array@0.17.1\node_modules\@eslint\config-array\dist\cjs\index.cjs:1098:5
    at Array.reduce (<anonymous>)
    at FlatConfigArray.getConfigWithStatus (D:\work\xjyzt-front\node_modules\.pnpm\@eslint+config-array@0.17.1\node_modules\@eslint\config-array\dist\cjs\index.cjs:1091:43)
```""",
      T("ESLint"), T("VS Code"), T("Electron"), T("Chromium"), T("Node.js"), T("V8"), T("Windows"),
      source="https://github.com/microsoft/vscode-eslint/issues/1916", kind="issue",
      note="VsCode -> VS Code (SURFACES); pnpm and @eslint/config-array only inside absolute dependency paths; "
           "Windows_NT -> Windows; the stack trace cut"),
    R(r"""Eslint init create-config creates a config that does not work with VSCode extension

Steps to reproduce:

1. Open an empty project
2. Create `package.json` file with `npm init -y`
3. Configure eslint: `npm init @eslint/config@latest`
4. Select: 
  - style
  - commonjs
  - none
  - javascript
  - node
  - airbnb
  - Yes
  - npm

This package creates a config `eslint.config.mjs`. Here are some problems:
1. Eslint server (VSCode extension) returns an error:
```
No ESLint configuration (e.g .eslintrc) found for file: /home/grentank/elbrus/temp/temp/eslint.config.mjs
File will not be validated. Consider running 'eslint --init' in the workspace folder temp
Alternatively you can disable ESLint by executing the 'Disable ESLint' command.
```
The extension does not lint, nor higlight, nor fix `.js` files
2. The option `"eslint.experimental.useFlatConfig": true,` in settings.json does help, but is it still experimental?
3. It is impossible to load new configs/plugins in this file. For example, prettier:
  - `npm i -D eslint-config-prettier`
  - add to `compat.extends("airbnb-base", 'prettier'),` and the new config does not work. Eslint still higlights formatting rules even after restarting eslint server
  - I dont know how to add plugins or configs in this file. There are no guides on how to apply custom rules to this config. There is no information on how to apply configs or plugins""",
      T("ESLint"), T("VS Code"), T("npm"), T("Prettier"), T("eslint-config-prettier"), T("JavaScript"),
      T("Node.js"),
      source="https://github.com/eslint/create-config/issues/107", kind="issue",
      note="the wizard's answers 'javascript' and 'node' name the project's language and runtime (doubtful); "
           "airbnb / airbnb-base (the style guide's config) left out as a bare choice and a string; "
           "npm init @eslint/config@latest is the wizard's command (not labelled as a package); "
           "eslint.config.mjs, package.json and settings.json bare; CommonJS as a module-format choice not labelled"),
    R(r"""extention doesnt work with eslint9

When i use eslint9 in my project, the extension throw an error
Error: No ESLint configuration found in the path of my project.

But with eslint8 it works.

You have installed eslint? If so....Yes I have been struggling with this issue and I finally found a solution, here's how I fixed it:
Added to settings.json

{
  "eslint.useFlatConfig": true, // Enable flat config support
  "eslint.lintTask.enable": true, // Enable lint tasks in VS Code
  "eslint.lintTask.options": "--config eslint.config.js ." // Specify the config file
}

Thanks! I found that I had cloesd eslint.useFlatConfig setting in order to make eslint 8 work, after I use your configuration, it works !""",
      T("ESLint"), T("VS Code"),
      source="https://github.com/microsoft/vscode-eslint/issues/2010", kind="issue",
      note="the screenshots dropped; settings.json and eslint.config.js bare file names"),
    R(r"""NO WARNING FOR DEFAULT EXPORT in route.ts file

### To Reproduce

in app/api/add-post/route.ts

import { NextResponse } from "next/server";

export default async function POST(req: any) {
  const res = await req.json();
  console.log(res);
  return NextResponse.json({ data: res });
}

in app/add-post/page

const handleSubmit = async (data: Form) => {
    try {
      const config = {
        timeout: 7500,
        retry: 1,
        headers: {
          "Content-Type": "application/json",
        },
      };
      await [axios.post](https://axios.post/)("/api/add-post", data, config);
    } catch (err: any) {
      console.log(err.message);
    } finally {
      form.reset();
    }
  };

response - Request failed with status code 405

### Provide environment information

```bash
is that important
```

### Which stage(s) are affected? (Select all that apply)

next dev (local)

### Additional context

There were no warnings about default export error before and after submitting the form.""",
      T("Next.js"), T("Axios"), F("app/api/add-post/route.ts"),
      source="https://github.com/vercel/next.js/issues/64777", kind="issue",
      note="the axios.post to /api/add-post is answered 405 (the default export registers no POST handler): no "
           "endpoint; app/add-post/page has no extension; Next.js only as 'next/server' and 'next dev' -- "
           "labelled as the repository's subject, doubtful; the reproduction link and screenshot dropped"),
    R(r"""405 Method not allowed from Next APIs

### To Reproduce

1. Execute `yarn dev`
2. Test against `localhost:3000`:
```
curl -X POST http://localhost:3000/api/hello/world  -I

Expected/Actual Output:
HTTP/1.1 200 OK
```
3. Deploy to Vercel (already available, see https://project-405.vercel.app)
4. Test against the Vercel deployment:
```
curl -X POST https://project-405-git-main-limoli.vercel.app/api/hello/world  -I

Expected Output:
HTTP/1.1 200 OK

❌ Actual Output:
HTTP/2 405
```

### Current vs. Expected behavior

The issue is caused by the presence of the `api` folder at the root of the project. 
This folder is not the real API folder containing the `route.ts` (which is under /app), but it is just a folder for utils that I wanted to use to include some hooks and related utilities.
Moving that `api` folder to a different folder at the same level (f.e. `utils`) solves the issue on the deployment.

### Provide environment information

```bash
Operating System:
  Platform: darwin
  Arch: arm64
  Version: Darwin Kernel Version 23.5.0: Wed May  1 20:14:38 PDT 2024; root:xnu-10063.121.3~5/RELEASE_ARM64_T6020
  Available memory (MB): 16384
  Available CPU cores: 12
Binaries:
  Node: 20.11.1
  npm: 10.2.4
  Yarn: 1.22.19
  pnpm: N/A
Relevant Packages:
  next: 14.2.6
```""",
      T("Next.js"), T("Vercel"), T("Yarn"), T("Node.js"), T("npm"), E("POST /api/hello/world"),
      source="https://github.com/vercel/next.js/issues/69180", kind="issue",
      note="curl -X POST to localhost:3000 answered 200 by the app's own route: labelled; the Vercel URL's 405 is "
           "the bug; pnpm: N/A not labelled (not used); darwin left out as the kernel name; 'next: 14.2.6' -> "
           "Next.js; the package list cut"),
    R(r""".NET Minimal API BadRequest response does not return the body

### Description

[StackOverflow](https://stackoverflow.com/questions/77183238/net-minimal-api-badrequest-response-does-not-return-the-body)

Duplicated here...

```
app.MapPost($"{root}/v1/AuthenticateUser"
    , async Task<Results<Ok<GetTokenForResponse>, BadRequest<ErrorModel>>> 
    (HttpContext httpContext, IMediator mediator, AuthenticateBody body) =>
{
    var response = await mediator.Send(new AuthenticateUserHandler.Request(httpContext, body.UserName, body.Password));
    if (response.IsSuccessful)
        return TypedResults.Ok(response.Result);
    return TypedResults.BadRequest(response.Error);
})
.WithTags(root);
```
I am currently running on .NET 7
I am not finding any clues as to why the BadRequest method will NOT return the body
[Results.BadRequest Method](https://learn.microsoft.com/en-us/dotnet/api/microsoft.aspnetcore.http.results.badrequest?view=aspnetcore-7.0#BadRequest(Object)) on MS Docs

It appears that this should be returning whatever object is defined at the get go. But, for some reason, it is not. Am I missing something?

```
public record BaseResponse<T>
{
    public HttpContext? HttpContext { get; set; }
    public bool IsSuccessful => Error is null && Result is not null;
    public ErrorModel? Error { get; set; }
    public T? Result { get; set; }
}
```""",
      T(".NET"),
      source="https://github.com/dotnet/runtime/issues/92725", kind="issue",
      note="the MapPost path starts with an interpolated {root}, so no whole path is written: no endpoint; "
           "IMediator suggests MediatR but the text never names it; StackOverflow a site"),
    R(r"""when I ran command "hugo" to build the site , some errors happened。

**Describe the bug**
build unsuccessfully

**To Reproduce**
Steps to reproduce the behavior:
1. Go to  the root directory of my site
2. run " hugo"  in the command line
4. See errors

**Expected behavior**
I want to see it built successfully and produce a folder named "public".

**Screenshots**
Error: Error building site: failed to render pages: render of "taxonomy" failed: execute of template failed: template: _default/list.html:4:12: executing "_default/list.html" at <partial "head/head.html" .>: error calling partial: execute of template failed: template: partials/head/head.html:14:4: executing "partials/head/head.html" at <partial "head/opengraph/include.html" .>: error calling partial: execute of template failed: template: partials/head/opengraph/include.html:1:3: executing "partials/head/opengraph/include.html" at <partial "head/opengraph/provider/base" .>: error calling partial: execute of template failed: template: partials/head/opengraph/provider/base.html:40:13: executing "partials/head/opengraph/provider/base.html" at <partialCached "helper/image" (dict "Context" . "Type" "opengraph") .RelPermalink "opengraph">: error calling partialCached: ...""",
      T("Hugo"),
      F("_default/list.html"), F("head/head.html"), F("partials/head/head.html"), F("head/opengraph/include.html"),
      F("partials/head/opengraph/include.html"), F("partials/head/opengraph/provider/base.html"),
      source="https://github.com/CaiJimmy/hugo-theme-stack/issues/119", kind="issue",
      note="the template paths as Hugo writes them (relative to layouts/), each a relative path with its folder, "
           "the :L:C positions dropped; head/opengraph/provider/base and helper/image have no extension; the "
           "trace cut where it turns to an absolute D:\\ path (Scoop only there)"),
    R(r"""Server won't run following the getting started documentation

## Describe the problem:

When you follow the getting started documentation using the minimal config.toml suggested, the execution of the `hugo server` command will output these errors:

```sh
➜  hugotest git:(master) ✗ hugo server
Start building sites … 
hugo v0.110.0-e32a493b7826d02763c3b79623952e625402b168+extended linux/amd64 BuildDate=2023-01-17T12:16:09Z VendorInfo=snap:0.110.0
ERROR 2023/01/22 19:49:38 render of "taxonomy" failed: "/home/lucas/workspace/personal/hugotest/themes/hugo-coder/layouts/_default/baseof.html:5:7": execute of template failed: template: _default/terms.html:5:7: executing "_default/terms.html" at <partial "head.html" .>: error calling partial: "/home/lucas/workspace/personal/hugotest/themes/hugo-coder/layouts/partials/head.html:11:3": execute of template failed: template: partials/head.html:11:3: executing "partials/head.html" at <partialCached "head/custom-styles.html" .>: error calling partialCached: "/home/lucas/workspace/personal/hugotest/themes/hugo-coder/layouts/partials/head/custom-styles.html:4:43": execute of template failed: template: partials/head/custom-styles.html:4:43: executing "partials/head/custom-styles.html" at <$styles.RelPermalink>: nil pointer evaluating resource.Resource.RelPermalink
```""",
      T("Hugo"), T("Git"),
      F("_default/terms.html"), F("partials/head.html"), F("head/custom-styles.html"),
      F("partials/head/custom-styles.html"),
      source="https://github.com/luizdepra/hugo-coder/issues/766", kind="issue",
      note="the zsh prompt's git:(master) names Git (doubtful); linux/amd64 is a platform pair and VendorInfo=snap "
           "a build tag -- neither labelled; absolute /home paths not labelled; config.toml and head.html bare; "
           "the ```sh fence a shell's"),
    R(r"""Error: render of "section" failed

I just got this error:

`Error: Error building site: failed to render pages: render of "section" failed: execute of template failed: template: _default/list.html:85:35: executing "main" at <partial "list-item.html" .>: error calling partial: "/home/tobias/hugo/quickstart/themes/meme/layouts/partials/list-item.html:4:149": execute of template failed: template: partials/list-item.html:4:149: executing "partials/list-item.html" at <.Site.Params.listdateformat>: invalid value; expected string`

hugo v0.59.0

Hi @tobip,

Would you please paste your `listDateFormat` value in `config.toml`?

Alright, I missed the part to copy the config.toml file after downloading the theme package.

After doing this, everything works fine. Thanks a lot! 
The Theme is **awesome** :-)

:smiley_cat:""",
      T("Hugo"), F("_default/list.html"), F("partials/list-item.html"),
      source="https://github.com/reuixiy/hugo-theme-meme/issues/18", kind="issue",
      note="list-item.html and config.toml bare names; the /home path absolute"),
    R(r"""Passthrough File Copy not running when using the --serve option

### Operating system

macOS Monterey 12.6.1

### Eleventy

^2.0.0-canary.18

### Describe the bug

Passthrough file copy does not work when running `npx @11ty/eleventy --serve`.

- ✅ `npx @11ty/eleventy`: Copies files successfully
- ✅ `npx @11ty/eleventy --watch`: Copies files successfully
- ✅ `npx @11ty/eleventy --watch --serve`: Copies files successfully
- ❌ `npx @11ty/eleventy --serve`: Does not copy files

### Reproduction steps

1. Create a new empty project
2. `npm init -y`
3. `npm install --save-dev @11ty/eleventy@^2.0.0-canary.18`
4. Create a folder, `files`, create text files `one.txt`, `two.txt` in the `files` folder
5. Configure PassthroughCopy:
```js
// .eleventy.js
module.exports = function(eleventyConfig) {
  eleventyConfig.addPassthroughCopy("files");
};
```
6. Run `npx @11ty/eleventy --serve`

### Expected behavior

Expect that `/files`, configured to Passthrough Copy, and its contents will be copied to the output folder (`_site`) when running `@11ty/eleventy` with the `--serve` option.

This works as expected in 1.0.2. Thanks!

See https://www.11ty.dev/docs/copy/#passthrough-during-serve — in v2, the files are not actually copied by default when running the server and instead are served out of their original location instead.""",
      T("Eleventy"), T("macOS"), T("npm"), T("npx"), T("JavaScript"),
      source="https://github.com/11ty/buildawesome/issues/2692", kind="issue",
      note="the repository's stored name is 11ty/buildawesome (Eleventy's); .eleventy.js, one.txt, two.txt bare; "
           "/files and _site folders"),
    R(r"""passthrough copy of .js files

**Describe the bug**
Trying to get Eleventy to include .js files copied in /_site

**To Reproduce**
1. Tried
```
 eleventyConfig.setTemplateFormats([
        "md",
        "css",
        "jpg",
        "gif",
        "js",
        "wasm",
        "crane",
        "txt"
    ])
```
Issue: it looks like it's trying to interpret .js files?
```
Unhandled rejection in promise ([object Promise]): (more in DEBUG output)
> jQuery is not defined

`ReferenceError` was thrown:
    ReferenceError: jQuery is not defined
        at Object.<anonymous> (/.../assets/js/asa.js:176:4)
```

2. Tried
```
eleventyConfig.addPassthroughCopy("**/*.js")
```
it gives
```

`TemplateWriterWriteError` was thrown
> Having trouble copying './**/*.js'

`TemplatePassthroughManagerCopyError` was thrown
> Error copying passthrough files: ENOENT: no such file or directory, open '_site/_site/_site/_site/_site/docs/wasm_exec.js'
```

**Expected behavior**
Have a way to copy .js files in various folders, same as .jpg files
Ideally, enabled by default via a whitelist. I've read that nothing is copied so that secrets don't leak. We're building a site... ok to include images/js/css, exclude the rest.

**Environment:**

- OS and Version: Linux Fedora
- Eleventy Version [via `eleventy --version` or `npx @11ty/eleventy --version`]
0.11.1""",
      T("Eleventy"), T("jQuery"), T("Linux"), T("Fedora"), T("npx"),
      F("_site/_site/_site/_site/_site/docs/wasm_exec.js"),
      source="https://github.com/11ty/buildawesome/issues/1663", kind="issue",
      note="the nested _site path in the ENOENT message is a relative path as written; /.../assets/js/asa.js is "
           "elided and absolute; './**/*.js' a glob; jQuery named by the thrown error (the site's script uses it)"),
    R(r"""Getting Errors on mkdocs serve

I am trying to fork docs and contribute, but I'm getting errors when running mkdocs serve on this project.  I'm new to mkdocs, but looks like I need to install dependencies?  Is there a way to get this to auto-install?  

>$ mkdocs serve
> INFO    -  Building documentation... 
> ERROR   -  Config value: 'theme'. Error: Unrecognised theme name: 'material'. The available installed themes are: readthedocs, mkdocs 
> ERROR   -  Config value: 'markdown_extensions'. Error: Failed loading extension "mdx_truly_sane_lists". 
> ERROR   -  Config value: 'plugins'. Error: The "alternate-link" plugin is not installed 

I also tried to install the mkdocs-material project but get an error "Could not find a version that satisfies the requirement markdown>=3.2" when using pip install mkdocs-material. 

Any help? I'd love to contribute.

I figured this out and have a PR out there for install instructions on the README

@a2liquidwms You don't need to install `mkdocs`, just edit the file in the repository (you can preview the output) and submit the modifications as a pull request. 
If you wish to install `mkdocs` locally, then you'll need to install some additional python3 dependencies""",
      T("MkDocs"), T("Material for MkDocs"), T("pip"), T("Python"), T("mdx_truly_sane_lists"),
      source="https://github.com/RetroPie/RetroPie-Docs/issues/11", kind="issue",
      note="mkdocs-material -> Material for MkDocs (SURFACES); 'markdown>=3.2' a requirement of the Python-Markdown package "
           "left out (not named as such); python3 -> Python; readthedocs here is a theme name, not the service -- not "
           "labelled; alternate-link an unnamed plugin's id; the comment's link cut"),
    R(r"""fix(readme): add missing packages

This PR adds two missing packages needed by `make serve` command in step 7

```
$ make serve
poetry run mkdocs serve
ERROR    -  Config value 'theme': Unrecognised theme name: 'material'. The available installed themes are: mkdocs, readthedocs
ERROR    -  Config value 'plugins': The "mermaid2" plugin is not installed
Aborted with 2 Configuration Errors!
make: *** [Makefile:137: mkd-serve] Error 1
```

This shouldn't be necessary, as we have this in the pyproject.toml:

https://github.com/linkml/linkml-project-cookiecutter/blob/60667e6d9dba52e894a7f3356dbbc1ab5580fd72/%7B%7Bcookiecutter.project_name%7D%7D/pyproject.toml#L22

Closing for now""",
      T("Make"), T("Poetry"), T("MkDocs"),
      source="https://github.com/linkml/linkml-project-cookiecutter/pull/35", kind="issue",
      note="'material' and 'mermaid2' are bare theme/plugin ids in the error (Material for MkDocs and "
           "mkdocs-mermaid2-plugin not named as such -- not labelled, doubtful); Makefile and pyproject.toml bare; "
           "cookiecutter only in the URL"),
    R(r"""mkdocs doesn't work because of the configuration issues

```
mkdocs build --strict
Error: MkDocs encountered an error parsing the configuration file: while constructing a Python object
cannot find module 'material.extensions.emoji' (No module named 'material.extensions')
  in "/home/chfast/Projects/ethereum/execution-spec-tests/mkdocs.yml", line 84, column 20
```

I get a similar error
```
Error: MkDocs encountered an error parsing the configuration file: while constructing a Python object
cannot find module 'material.extensions.emoji' (No module named 'material')
  in "mkdocs.yml", line 126, column 20
```

Hi @charliehirsch78, could you check whether `mkdocs` material is currently installed?
```
uv pip list | grep material
# ->
# mkdocs-material               9.5.33
# mkdocs-material-extensions    1.3.1
```

If not please make sure that you've installed the extra docs requirements via:
```
uv sync --all-extras
# the following is also possible, but will remove `lint` and `test` extra deps
# uv sync --extra docs
```

Also please make sure you prefix any commands within EEST with `uv run`, for example:
```
uv run mkdocs build --strict
```""",
      T("MkDocs"), T("Material for MkDocs"), T("uv"), T("mkdocs-material-extensions"),
      source="https://github.com/ethereum/execution-spec-tests/issues/529", kind="issue",
      note="'Python object' is YAML loader wording, Python not labelled (doubtful); mkdocs.yml bare and the "
           "/home path absolute; mkdocs-material -> Material for MkDocs (SURFACES); EEST is the project itself"),
    R(r"""Chapter 4 Post to http://localhost:8080/login does not work

I am using the exact code on github chapter 4. 

I am posting using postman to route
http://localhost:8080/login

With Body
{"user":"user", "password":"user"}

I tried to post both as JSON (application/json) and as Text.  Both did not work.

Got the following response
{"timestamp":"2018-10-15T19:54:35.003+0000","status":403,"error":"Forbidden","message":"Access Denied","path":"/"}

Hello

I will take a look of that tomorrow.

So you are using code from the github?
Do you get any error messages in Eclipse terminal?

Juha

No Error in github terminal.

The data loads to the database fine.

I receive an error when trying to retrieve jwt token (authorization).""",
      T("Postman"), T("Eclipse"), T("JWT"), E("POST /login"),
      source="https://github.com/PacktPublishing/Hands-On-Full-Stack-Development-with-Spring-Boot-2.0-and-React/issues/3",
      kind="issue",
      note="'Post to http://localhost:8080/login' with postman is a request with its method to the app's own "
           "server, answered 403 by Spring Security: labelled with the URL's path; the quoted e-mail replies "
           "trimmed; Spring Boot and React only in the repository name"),
    R(r"""CSRF Token has been associated to this client

Why do i get this message when i use postman. Curl is working perfectly though.

Hi,
can you share steps to reproduce this?

When i start the application it starts successfully.
When i run this in terminal i get a response with the jwt token.
curl -v  -u user:user localhost:8080/login
But when i try to post login data to localhost:8080/login in json format, i get the "CSRF Token has been associated to this client".
The json format i am using in postman is 
{"username": "user", "password": "user"}

Simply the app isnt returning any token when i use postman, it only works using curl.

this
`curl -v -u user:user localhost:8080/login`

In postman should be something like:

`GET localhost:8080/login` 

then in the Authorization tab, select Basic auth, it will display two fields for credentials. This will add the Authorization header that you can check in the Headers tab.

The approach you are using won't work because there isn't a method to handle a POST action in the MessageController

Thank you very much, it has worked. i was used to post method. 
Thanks once again for the repo.""",
      T("Postman"), T("JWT"), E("GET /login"),
      source="https://github.com/raphaelDL/spring-webflux-security-jwt/issues/8", kind="issue",
      note="'GET localhost:8080/login' is a request with its method to the app's own server: 'GET /login'; the "
           "POST to /login has no handler (no endpoint); curl, even named in prose against Postman, is the everyday "
           "command -- not labelled (doubtful); Basic auth not labelled"),
    R(r"""werkzeug.exceptions.BadRequest: 400 Bad Request: The browser (or proxy) sent a request that this server could not understand.

I am trying to run this code segment
```
from flask import Flask,request
@app.route("/my_end_point",methods=['GET', 'POST', 'PUT', 'DELETE'])
def myFunctionName():
    if request.method == 'POST':
        body = request.get_json()
```
And I am calling the endpoint by POST method
But I am getting these errors at ```body = request.get_json()```
```
werkzeug.exceptions.BadRequest: 400 Bad Request: The browser (or proxy) sent a request that this server could not understand.
```

Environment:

-OS version : Ubuntu 18.04.6 LTS
- Python version: Python 3.9.13
- Flask versions:
Flask==2.0.3
Flask-Cors==3.0.3
Werkzeug==2.1.2

Please use Stack Overflow for questions about your own code. This tracker is for issues related to the project itself. Be sure to include a [minimal, complete, and verifiable example](https://stackoverflow.com/help/mcve).""",
      T("Flask"), T("Flask-CORS"), T("Werkzeug"), T("Ubuntu"), T("Python"),
      E("GET /my_end_point"), E("POST /my_end_point"), E("PUT /my_end_point"), E("DELETE /my_end_point"),
      source="https://github.com/pallets/flask/issues/4619", kind="issue",
      note="one route with four methods; the POST answered 400 by the route; Flask-Cors is Flask-CORS; "
           "werkzeug.exceptions.BadRequest in the title is a dotted identifier, Werkzeug labelled from the "
           "pinned Werkzeug==2.1.2; Stack Overflow a site"),
    R(r"""Support `google.api.http` mapping

```proto
service FooService {
  rpc InsertFoo(Foo) returns (Foo) {
    option(google.api.http) = {
      post: "/v1/foo"
      body: "*"
    };
  }
}
```""",
      T("Protocol Buffers"), E("POST /v1/foo"),
      source="https://github.com/DanielLiu1123/grpc-starter/issues/28", kind="issue",
      note="the ```proto fence names Protocol Buffers; the HTTP rule 'post: \"/v1/foo\"' gives the method for the "
           "path; google.api.http a dotted option name"),
    R(r"""no such Type or Enum 'api.HttpRule' in Type .google.protobuf.MethodOptions

### Describe the Issue

If we create grpc service with rpc that use `google/api/annotations.proto` for grpc-gateway and this rpc include post request with body, reflections in postman was broken. 
Works perfectly with get requests. 

### Steps To Reproduce

Repo example: 

```
 import "google/protobuf/empty.proto";
 import "google/api/annotations.proto";

option go_package = "./;pb";

package wallet.auth.v1;

service AuthService {
  rpc CreateAccount(google.protobuf.Empty) returns (google.protobuf.Empty) {
    option (google.api.http) = {
      post: "/auth/v1/createAccount",
      body: "*"
    };
  }
```

### Operating System

Windows

### Postman Version

v10.13.5

### Postman Platform

Postman App

### User Account Type

Signed In User

Problem not in postman, but in grpc-gateway itself. This issue can be closed.""",
      T("gRPC"), T("gRPC-Gateway"), T("Postman"), T("Windows"),
      F("google/api/annotations.proto"), F("google/protobuf/empty.proto"), E("POST /auth/v1/createAccount"),
      source="https://github.com/postmanlabs/postman-app-support/issues/11978", kind="issue",
      note="the imported .proto files are relative paths with their folders; the HTTP rule gives POST for the "
           "path; grpc -> gRPC; Go only through go_package -- not labelled; .google.protobuf.MethodOptions a "
           "dotted type name"),
    R(r"""How to add rest api in python using google.api.http?

How to implement grpc-gateway on rest api in python?

```
syntax = "proto3";
import "google/api/annotations.proto";

service TestService {
    rpc Method(MethodRequest) returns (MethodResponse) { 
            option (google.api.http) = {
            post: "/api/v1/test:method"
            body: "*"
        };
    }
}
```
What should be added here?
```
    server = grpc.server(futures.ThreadPoolExecutor(max_workers=10))
    stt_pb2_grpc.add_TestServiceServicer_to_server(
        TestService(), server
    )
    address = f"{host}:{port}"
    server.add_insecure_port(address)
    server.start()
    server.wait_for_termination()
```

The "new issue" form asks users not to post questions as Github issues. Please follow the instructions and use the channels mentioned below to ask questions. For reference, here is the default message that appears when you create a new issue:

> PLEASE DO NOT POST A QUESTION HERE. This form is for bug reports and feature requests ONLY!
> 
> For general questions and troubleshooting, please ask/look for answers at StackOverflow, with "grpc" tag: https://stackoverflow.com/questions/tagged/grpc""",
      T("Python"), T("gRPC-Gateway"), T("REST"), T("gRPC"),
      F("google/api/annotations.proto"), E("POST /api/v1/test:method"),
      source="https://github.com/grpc/grpc/issues/28545", kind="issue",
      note="'rest api' twice, as a noun phrase -> REST; the HTTP rule's path kept with its ':method' custom verb "
           "as written; proto3 a syntax level; grpc (the tag) -> gRPC; StackOverflow a site"),
    R(r"""how to use io.github.lognet with gRPC and HTTP REST Api?

i found a way to write proto file like this:
service EchoService {
  rpc Echo(EchoMessage) returns (EchoMessage) {
    option (google.api.http) = {
      post: "/v1/echo"
      body: "*"
    };
  }
}

and i hope it works for me, but nope, it always returns error.
is anybody here know how to make it works?
thank you so much!

Please follow [grpc-gateway](https://github.com/grpc-ecosystem/grpc-gateway) documentation""",
      T("gRPC"), T("REST"), T("gRPC-Gateway"), E("POST /v1/echo"),
      source="https://github.com/LogNet/grpc-spring-boot-starter/issues/228", kind="issue",
      note="io.github.lognet is the starter's package name (grpc-spring-boot-starter not written) -- not labelled; "
           "'HTTP REST Api' -> REST; 'proto file' left as the file kind (Protocol Buffers not labelled, doubtful)"),
    R(r"""Update grpc and protocol-buffers-schema

Fixed an issue that does not start if we have the following option.

```
service LoginService {
  rpc Login(LoginRequest) returns(LoginResponse) {
    option (google.api.http) = {
      post: "/login",
      body: "*" // <- here
    };
  }
```

Thanks for the PR!

sry...
Even with older versions, options were not relevant. My writing was bad.

```
service LoginService {
  rpc Login(LoginRequest) returns(LoginResponse) {
    option (google.api.http) = {
      post: "/login" // not need a comma ...
      body: "*"
    };
  }
```

No prob. It did surprise me because I I use a lot of *-posts with this code without issue. If I have some time this weekend, I'm going to try to fix things up. I think coming up with a better higher level plan might fix some of these issues.""",
      T("gRPC"), T("protocol-buffers-schema"), E("POST /login"),
      source="https://github.com/konsumer/grpc-dynamic-gateway/pull/4", kind="issue",
      note="the title's grpc is the Node package of gRPC, labelled gRPC; '*-posts' is prose"),
    R(r"""Provide a POST example

I having trouble getting a POST example to work for a custom object.  The proto looks like:

```
rpc registerTerminal(RegisterTerminalRequest) returns (RegisterTerminalResponse) {
		option (google.api.http) = {
		  post: "ks/api/registerterminal",
		  body: "*"
		};
	  }
```

and the corresponding service override method looks like:

```
public class TerminalGatewayHighPriorityService : TerminalGatewayHighPriorityAPI.TerminalGatewayHighPriorityAPIBase
    {
        private readonly ILogger _logger;

        public TerminalGatewayHighPriorityService(ILoggerFactory loggerFactory)
        {
            _logger = loggerFactory.CreateLogger<TerminalGatewayHighPriorityService>();
        }

        public override Task<RegisterTerminalResponse> registerTerminal(RegisterTerminalRequest request, ServerCallContext context)
        {
            _logger.LogInformation($"Processing terminal registration request {request.TerminalId}");
            return Task.FromResult(new RegisterTerminalResponse());
        }
    }
```

Any ideas on what I'm doing wrong?

That isn't supported directly. You can use [grpc-gateway](https://github.com/grpc-ecosystem/grpc-gateway), or track this issue for how to do it directly in .NET - https://github.com/grpc/grpc-dotnet/issues/167

Thanks. I'm aware of grpc-gateway, b""",
      T("gRPC-Gateway"), T(".NET"),
      source="https://github.com/grpc/grpc-dotnet/issues/754", kind="issue",
      note="the rule's path 'ks/api/registerterminal' has no leading slash: no endpoint; C# only as unfenced code "
           "-- not labelled; the last comment cut as stored"),
    R(r"""envoy grpc_transcoder cannot call POST method

So, I created the proto file which can send request with POST method using google.api.http option like below

```
syntax = "proto3";

package soapv004;
import "annotations.proto";

service Soapv004 {
    rpc CurrencyCall (CurrencyRequest) returns (CurrencyResponse) {
        option (google.api.http) = {
            post: "/soapv004/v1/CurrencyCall"
            body: "*"
        };
    }
}

message CurrencyRequest {
     string from_currency = 1;
     string to_currency = 2;
}

message CurrencyResponse {
     double conversion_rate_result = 1;
}

```
and I created descriptor file for this proto as well, and envoy can load everything just fine. But when I call it it has no response and the log said 404. But route is fine I think""",
      T("Envoy"), E("POST /soapv004/v1/CurrencyCall"),
      source="https://github.com/envoyproxy/envoy/issues/1590", kind="issue",
      note="the HTTP rule is a route in code with its method; the 404 is the transcoder bug being reported, not a "
           "request the text writes; grpc_transcoder is the filter's id (gRPC not labelled from it, doubtful); "
           "annotations.proto bare; the route JSON and access log trimmed"),
    R(r"""google.api.http option not picked up/mapped correctly?

The proxy doesn't generate HTTP bindings as expected when using an annotation like this:
```
    rpc GetAccount (GetAccountReq) returns (Account) {
        option (google.api.http) = {
            get: "/v1/{name=accounts/*}"
        };
    }
```
According to the first example in Google's [http.proto](https://github.com/googleapis/googleapis/blob/master/google/api/http.proto) this should map to 

`GET /v1/accounts/123456` 

with 123456 being assigned to the `name` field of `Account`. However, attempting to curl the above results in a 404 being returned.

I notice that the version of http.proto that is included in grpc-gateway is different from the one I linked above and that it doesn't contain any annotations of this type. I also don't see any occurence of this type of annotation anywhere in the examples. 

The question thus is if grpc-gateway supports this annotation or not? If not, are there any plans to include support for it? If this is supported, is there some special magic I need to apply to expose the binding?

Hi, thanks for the issue report.

To be clear, I think the first example says that the value `accounts/123456` should be set to the field `name` of `Account`, correct?""",
      T("gRPC-Gateway"), E("GET /v1/{name=accounts/*}"),
      source="https://github.com/grpc-ecosystem/grpc-gateway/issues/1148", kind="issue",
      note="the rule's path template as written; 'GET /v1/accounts/123456' is a call of that route answered 404, "
           "and the route is written, so only the route is labelled; http.proto bare (google/api/http.proto only "
           "in the URL)"),
    R(r"""Regression in micronaut, http call is returning 415 for missing http method instead of 405

### Expected Behavior

the problem arises when the server declares an endpoint `GET /foo` and the client makes a request `POST /foo` using `application/x-www-form-urlencoded` as media type. It returns error **415** instead of **405** Method not found.

This was not the case in MN 3

### Actual Behaviour

It should return 405

### Steps To Reproduce

Sample application for this:
https://github.com/munishchouhan/MediaTypeMismatch

### Environment Information

os: Mac OS
java: 21

### Example Application

https://github.com/munishchouhan/MediaTypeMismatch

### Version

4.7.3

Thanks for the report!""",
      T("Micronaut"), T("macOS"), T("Java"), E("GET /foo"),
      source="https://github.com/micronaut-projects/micronaut-core/issues/11468", kind="issue",
      note="the server declares 'GET /foo'; 'POST /foo' is a request no route accepts (the 405/415 question): "
           "not labelled; Mac OS -> macOS (SURFACES); MN 3 is Micronaut 3 (abbreviation, covered by the title)"),
    R(r"""Body argument missing for consumes=MediaType.ALL endpoints

### Steps to Reproduce

1. Write a simple controller:
```
public class App {

  @Controller
  public static class Control {

    @Post(value = "/example/bug", consumes = MediaType.ALL)
    public Object ep(@Body Object body) {
      return body;
    }
  }

  public static void main(String[] args) {
    Micronaut.run(App.class, args);
  }
}
```
2. Run and curl:
```
curl localhost:8080/example/bug --data 'foobar'
```
Returns:
```
{"message":"Required Body [Object body] not specified","path":"/body","_links":{"self":{"href":"/example/bug","templated":false}}}
```

### Expected Behaviour

The request should routed to the defined endpoint when the body can be mapped to the desired type. Here it is `Object`, but `String` and `byte[]` should also work.
I should not have to pass `-H "Content-Type: */*"` in my curl to get the response.

### Environment Information

- **Operating System**: Mac OS Mojave 10.14.6
- **Micronaut Version:** 1.2.6
- **JDK Version:** Oracle JDK 11.0.2""",
      T("Micronaut"), T("macOS"), T("JDK"), E("POST /example/bug"),
      source="https://github.com/micronaut-projects/micronaut-core/issues/2334", kind="issue",
      note="@Post(value = \"/example/bug\") under a prefix-less @Controller; Oracle JDK -> JDK; Java only as "
           "unfenced code -- not labelled (doubtful); the curl has no -X"),
    R(r"""Different Behavior At Test/Runtime Regarding HTTP Controller

### Expected Behavior

A response is sent back to the server with the serialized JSON sent.

This application does pass the E2E tests written with RestAssured, at test time, the Controller seems to have the right behavior, but once the server is started without the test environment profile, the Controller stops working.

If one runs `gradle test`, the test environment and HTTP server start and process the requests without issues. But running the server with the `java -jar` command shows a different behavior.

### Actual Behaviour

The `/bug` endpoint returns a HTTP 400 response. Fails with the following error:

Client side:

```shell
io.micronaut.http.client.exceptions.HttpClientResponseException: Bad Request
```

Server side HTTP exchange:

```shell
POST /bug HTTP/1.1
Accept: application/json, */*;q=0.5
Accept-Encoding: gzip, deflate
Connection: keep-alive
Content-Length: 10
Content-Type: application/json
Host: localhost:8080
User-Agent: HTTPie/3.2.1

{
    "a": "b"
}


HTTP/1.1 400 Bad Request
Content-Type: application/json
connection: keep-alive
content-length: 166
date: Wed, 26 Oct 2022 22:08:41 GMT
```""",
      T("REST Assured"), T("Gradle"), T("Java"), E("POST /bug"),
      source="https://github.com/micronaut-projects/micronaut-core/issues/8240", kind="issue",
      note="the exchange's 'POST /bug' is answered 400 by the app's own endpoint; HTTPie only in the User-Agent "
           "(not labelled); Micronaut only in the dotted exception name -- not labelled; RestAssured -> REST "
           "Assured (SURFACES); 'java -jar' names the Java launcher"),
    R(r"""[PR] Adding API

closes #53 

This PR adds the ability for users to interact with Phoenix as an API. It should:
- create
- update
- update status

Still very much in-progress but should be manageable.
Was stuck for a while trying to convert an `Ecto.Changeset` struct to a map but couldn't for a while. Tried several links:
- https://elixirforum.com/t/how-to-encode-ecto-schema-with-jason-with-all-fields/17221
- https://elixirforum.com/t/how-to-get-struct-from-map-elixir/4543
- https://stackoverflow.com/questions/36512627/elixir-convert-struct-to-map

But none were really useful. I really wanted a way of keeping the code clean to simply return a JSON object using Postman. I came across https://github.com/elixir-ecto/ecto/issues/1348 but it was an old issue and didn't really seem the idiomatic way of doing things (even if José gave the answer).

Came across https://alchemist.camp/episodes/encoding-ecto-structs-poison and it was it (though not at first). The answer was having to add the `@derive` notation on the top of the schema inside `lib/app/todo/item.ex`.""",
      T("Phoenix"), T("Ecto"), T("Postman"), F("lib/app/todo/item.ex"),
      source="https://github.com/dwyl/phoenix-todo-list-tutorial/pull/60", kind="issue",
      note="Ecto.Changeset is a dotted identifier but names Ecto; Elixir, Jason and Poison only inside URLs -- not "
           "labelled; the link list trimmed"),
    R(r"""docs: fix VitePress docs:build dead-link on .jsx source links

## What does this PR do?

`npm run docs:build` currently **fails** (exit 1):

```
(!) Found dead link ./../web/src/components/RequestsTable.jsx in file routing-spec.md
✗ Build failed in ...
[vitepress] 1 dead link(s) found.
```

The link target (`web/src/components/RequestsTable.jsx`) exists on disk. VitePress skips dead-link checks for links to files with known code extensions (`.js`/`.ts`) but **not** `.jsx`, so it treats that source-file pointer as a dead page link and fails the build. The four sibling `../server/*.js` links in the same file (`docs/routing-spec.md`) are skipped for exactly this reason, which is why only the one `.jsx` link trips.

This is a later regression: PR #172 recorded a clean `docs:build` at merge time; the `.jsx` link was introduced afterward.

Fix: add `/\.jsx$/` to `ignoreDeadLinks` in `docs/.vitepress/config.mjs` so `.jsx` source-file references are treated like their `.js` siblings.

Verified locally: `npm run docs:build` now completes with `build complete` (exit 0). (The unrelated cosmetic `The language 'env' is not loaded` warnings are non-fatal and left as-is.)

## Type of change

- [x] Bug fix
- [ ] New feature
- [ ] Refactor / cleanup
- [x] Documentation
- [ ] CI / build""",
      T("VitePress"), T("npm"),
      F("./../web/src/components/RequestsTable.jsx"), F("web/src/components/RequestsTable.jsx"),
      F("docs/routing-spec.md"), F("docs/.vitepress/config.mjs"),
      source="https://github.com/project-arbr/arbr-control-plane/pull/299", kind="issue",
      note="the dead link's target kept as written with its ./../ prefix; ../server/*.js is a glob; routing-spec.md "
           "bare; JSX only as the .jsx extension -- not labelled"),
    R(r"""fix: Ignore dead links in VitePress to enable Cloudflare Pages deployment

## Summary
Fix VitePress build failure on Cloudflare Pages by temporarily ignoring dead links.

## Problem
The documentation site build was failing on Cloudflare Pages due to 30+ dead links in the documentation. VitePress by default fails the build when dead links are detected.

## Solution
Added `ignoreDeadLinks: true` to the VitePress configuration to allow builds to complete while we work on fixing the broken links.

## Changes
- Added `ignoreDeadLinks: true` to `docs-site/.vitepress/config.js`
- Removed base path configuration for custom domain deployment

## Test plan
- [x] Local build successful: `cd docs-site && npm run docs:build`
- [ ] Cloudflare Pages deployment successful after merge

## Follow-up
A separate PR will be created to fix all broken links in the documentation.

🤖 Generated with [Claude Code](https://claude.ai/code)""",
      T("VitePress"), T("Cloudflare Pages"), T("npm"), T("Claude Code"), F("docs-site/.vitepress/config.js"),
      source="https://github.com/nandemo-ya/kecs/pull/643", kind="issue",
      note="docs-site is a folder; Claude Code named in the generated-by line (labelled: the tool that wrote the PR)"),
    R(r"""Fix dead links in ONBOARDING.md for VitePress build

## Summary

The VitePress documentation build was failing with 16 dead link errors in `ONBOARDING.md`. This PR fixes all broken links by:

1. **Converting source file links to inline code** - VitePress cannot resolve paths to files outside its scope, so links like `[crates/fastly/src/main.rs](../crates/fastly/src/main.rs)` are now formatted as inline code: `` `crates/fastly/src/main.rs` ``

2. **Converting root markdown links to GitHub URLs** - Files like `README.md`, `CONTRIBUTING.md`, etc. are in the repo root, not the `docs/` folder, so VitePress can't resolve them. These now link directly to GitHub.

## Test plan
- [x] Run `cd docs && npm run build` - completes without dead link errors

Resolves: #210""",
      T("VitePress"), T("npm"), F("crates/fastly/src/main.rs"), F("../crates/fastly/src/main.rs"),
      source="https://github.com/IABTechLab/trusted-server/pull/211", kind="issue",
      note="ONBOARDING.md, README.md, CONTRIBUTING.md bare; docs/ a folder; Rust only through the .rs path and "
           "Fastly only as a folder name -- neither labelled; markdown as a format"),
    R(r"""Project with swiper. Turbo run build & turbo run dev return an error

### What version of Turborepo are you using?

1.0.11

### Describe the Bug

I try to start a project from root and receive a strange error related to swiper. I run 'Turbo run build' and 'turbo run dev'.

_"ERROR  error parsing apps/app/node_modules/swiper/angular/package.json: json: cannot unmarshal string into Go struct field PackageJSON.private of type bool
 ELIFECYCLE  Command failed with exit code 1."_

It's strange because I don't use Angular, only React. I remove swiper from my project and run 'turbo run dev'. It start without errors.

I return swiper back and start a project from its own folder  (apps/app) and it started without errors. 'pnpm dev' and 'yarn dev' start project without errors.

My root package.json the same as in the example. https://github.com/vercel/turborepo/blob/main/examples/with-pnpm/package.json

### Expected Behavior

start without errors

### To Reproduce

root package.json:

`{
  "name": "turborepo",
  "version": "1.0.0",
  "private": true,
  "scripts": {
    "build": "turbo run build",
    "dev": "turbo run dev --parallel",
    "lint": "turbo run lint"
  },
  "dependencies": {
    "react": "^17.0.2"
  },
  "devDependencies": {
    "turbo": "^1.0.11",
  },""",
      T("Turborepo"), T("Swiper"), T("React"), T("pnpm"), T("Yarn"),
      source="https://github.com/vercel/turborepo/issues/298", kind="issue",
      note="apps/app/node_modules/swiper/angular/package.json is a dependency path (not labelled); Angular named "
           "only as what the project does not use -- not labelled (doubtful); 'Go struct field' is turbo's own "
           "parser talking, Go not labelled; apps/app a folder; the package.json cut"),
    R(r"""`attempt to index local 'options' (a nil value)`

Hi! I noticed there were some recent updated on the `nui.nvim` package that might've broken `ChatGPT.nvim`. Might it be the reason I'm getting the following error? 

```shell
Error executing Lua callback: ...m/site/pack/packer/start/nui.nvim/lua/nui/popup/init.lua:33: attempt to index local 'options' (a nil value)
stack traceback:
        ...m/site/pack/packer/start/nui.nvim/lua/nui/popup/init.lua:33: in function 'merge_default_options'
        ...m/site/pack/packer/start/nui.nvim/lua/nui/popup/init.lua:79: in function 'init'
        .../site/pack/packer/start/nui.nvim/lua/nui/object/init.lua:132: in function 'Popup'
        ...te/pack/packer/start/ChatGPT.nvim/lua/chatgpt/module.lua:26: in function 'open_chat'
        ...te/pack/packer/start/ChatGPT.nvim/lua/chatgpt/module.lua:104: in function 'openChat'
        ...nvim/site/pack/packer/start/ChatGPT.nvim/lua/chatgpt.lua:16: in function 'openChat'
        ...m/site/pack/packer/start/ChatGPT.nvim/plugin/chatgpt.lua:2: in function <...m/site/pack/packer/start/ChatGPT.nvim/plugin/chatgpt.lua:1>
```

You're probably trying to use the plugin before doing the setup, i.e.:

```lua
require("chatgpt").setup({
  -- optional configuration
})
```

Thanks @MunifTanjim I messed up my setup indeed!""",
      T("nui.nvim"), T("ChatGPT.nvim"), T("Lua"),
      source="https://github.com/jackMort/ChatGPT.nvim/issues/20", kind="issue",
      note="the traceback's paths are elided plugin-install paths (packer's site/pack tree), not project files -- "
           "not labelled, and packer.nvim only inside them; the ```shell fence a shell's, ```lua labelled"),
    R(r"""Not sure how to fix this ....

> Well this is more of a issue im getting would like to get a answer about how to fix this 

**TraceBack**
Error detected while processing /home/udaysinh/.config/nvim/init.lua:
E5113: Error while calling lua chunk: /home/udaysinh/.config/nvim/lua/core/init.lua:77: attempt to index field 'fs' (a nil value)
stack traceback:
        /home/udaysinh/.config/nvim/lua/core/init.lua:77: in main chunk
        [C]: in function 'require'
        /home/udaysinh/.config/nvim/init.lua:1: in main chunk

> Any way to fix this ? Im a new person to neovim...

> My Os : Ubuntu - Kde - X11

pls use neovim 0.9""",
      T("Neovim"), T("Lua"), T("Ubuntu"), T("KDE"), T("X11"),
      source="https://github.com/NvChad/NvChad/issues/2161", kind="issue",
      note="every config path is absolute (/home/...): none labelled; 'lua chunk' names Lua; NvChad only in the "
           "repository"),
    R(r"""package utils: tsup: not found @monorepo/utils:build

There is an error when doing pnpm build with the utils package

```pnpm build

monorepo@ build /home/user/dev/next-express-biome-turborepo
turbo build

turbo 2.3.3

• Packages in scope: @monorepo/tsconfig, @monorepo/types, @monorepo/ui, @monorepo/utils, server, web
• Running build in 6 packages
• Remote caching disabled
@monorepo/utils:build: cache miss, executing 4f9fca4dc8285f5a
@monorepo/types:build: cache miss, executing 846c777a2531c47f
@monorepo/utils:build: 
@monorepo/types:build: 
@monorepo/utils:build: 
@monorepo/utils:build: > @monorepo/utils@1.0.0 build /home/user/dev/next-express-biome-turborepo/packages/utils
@monorepo/utils:build: > tsup
@monorepo/utils:build: 
@monorepo/types:build: 
@monorepo/types:build: > @monorepo/types@1.0.0 build /home/user/dev/next-express-biome-turborepo/packages/types
@monorepo/types:build: > tsc
@monorepo/types:build: 
@monorepo/utils:build: sh: 1: tsup: not found
@monorepo/utils:build:  ELIFECYCLE  Command failed.
@monorepo/utils:build: ERROR: command finished with error: command (/home/user/dev/next-express-biome-turborepo/packages/utils) /home/user/.local/share/pnpm/pnpm run build exited (1)
@monorepo/utils#build: command (/home/user/dev/next-express-biome-turborepo/packages/utils) /home/user/.local/share/pnpm/pnpm run build exited (1)
```""",
      T("pnpm"), T("Turborepo"), T("tsup"),
      source="https://github.com/ivesfurtado/next-express-turborepo/issues/1", kind="issue",
      note="turbo -> Turborepo (SURFACES); tsc is TypeScript's compiler run as a script -- not labelled (doubtful); "
           "Next.js, Express and Biome only inside the absolute folder name; the @monorepo/* names are the "
           "project's own packages"),
    R(r"""Liquid Exception not reported on original file

When a Liquid Exception append in a file included in a layout, the exception is reported on the layout and not the file itself. Very minor issue but make debugging trickier. _Jekyll 3.3.1 on macOS 12.12_.

## My Reproduction Steps

File `_includes/bug.html`
```
{% FAKETAG %}
```

File `_layouts/layout.html`
```
{% include bug.html %}
```

File `index.html`
```
---
layout: layout
---
```

## Output
```
Liquid Exception: Liquid syntax error (line 1): Unknown tag 'FAKETAG' 
in /_layouts/layout.html
```

### The Output I Wanted
```
Liquid Exception: Liquid syntax error (line 1): Unknown tag 'FAKETAG' 
in /_includes/bug.html
```""",
      T("Liquid"), T("Jekyll"), T("macOS"), F("_includes/bug.html"), F("_layouts/layout.html"),
      source="https://github.com/jekyll/jekyll/issues/5756", kind="issue",
      note="the error's /_layouts/layout.html and /_includes/bug.html are written from the site root with a "
           "leading slash -- absolute, not labelled again; bug.html and index.html bare"),
    R(r"""Liquid Exception

Hi, I'm really new to coding and I'm having a go with Jekyll. I tried making a new site, I entered 

'jekyll new site'
'jekyll serve' 

then it went on to say 
Build Warning: Layout 'post' requested in portfolio/_posts/2016-01-04-welcome-to-jekyll.markdown does not exist.
     Build Warning: Layout 'post' requested in blog/_posts/2016-01-05-welcome-to-jekyll.markdown does not exist.
     Build Warning: Layout 'post' requested in site/_posts/2016-01-05-welcome-to-jekyll.markdown does not exist.
  Liquid Exception: Included file '_includes/icon-github.html' not found in site/about.md
jekyll 3.0.1 | Error:  Included file '_includes/icon-github.html' not found

I'm really confused, I would really really appreciate it if someone helped. I know it may be an obvious answer but I'm just trying to learn :')

Hi, this issue is not a Jekyll bug please ask your question at https://talk.jekyllrb.com as this medium is for bugs only.

It looks like you don't have a file called `_includes/icon-github.html`. You probably didn't enter the `site` directory. Make sure you `cd site` (on Mac or Linux).""",
      T("Jekyll"), T("Liquid"), T("macOS"), T("Linux"),
      F("portfolio/_posts/2016-01-04-welcome-to-jekyll.markdown"), F("blog/_posts/2016-01-05-welcome-to-jekyll.markdown"),
      F("site/_posts/2016-01-05-welcome-to-jekyll.markdown"), F("_includes/icon-github.html"), F("site/about.md"),
      source="https://github.com/jekyll/jekyll/issues/4320", kind="issue",
      note="Mac -> macOS (SURFACES); the later comments with a C:/ path trimmed"),
    R(r"""Adding defaults for pages throws an error on jekyll serve

I have the following defaults in my _config.yml file:

```
# Defaults
defaults:
  # _posts
  - scope:
      path: ""
      type: posts
    values:
      layout: single
      author_profile: true
      read_time: true
      comments: true
      share: true
      related: true
```

but when I add the lines below to my _config.yml file I get an error.

```
  # _pages
  - scope:
      path: ""
      type: pages
    values:
      layout: single
      author_profile: true
```

Here's the error I get when I add the defaults for the pages

```
 Liquid Exception: undefined method `gsub' for nil:NilClass in _layouts/single.html
jekyll 3.0.5 | Error:  undefined method `gsub' for nil:NilClass
```

What does `jekyll serve --trace --verbose` output? That will give you a better idea of what piece of your content (or file) is giving Liquid problems. There's probably a missing piece of YAML Front Matter or something is incompatible with a variable used in `_layouts/single.html` that's blowing it up.""",
      T("Jekyll"), T("Liquid"), F("_layouts/single.html"),
      source="https://github.com/mmistakes/minimal-mistakes/issues/312", kind="issue",
      note="_config.yml bare; YAML Front Matter is the page format (not labelled); gsub/NilClass are Ruby's "
           "names in the error -- Ruby not labelled"),
    R(r"""Liquid Exception

I'm download a Jekyll project with a old versión and I don't working in my machine. I tryed in a MAC 10.9 and in Ubuntu 14. I don't know fix it.
Now I've Jekyll 1.4.3
```

            Source: /Users/jordi/Desktop/x/proyectos/xxx
       Destination: /Users/jordi/Desktop/x/proyectos/xxx/_site
      Generating...   Liquid Exception: Included file '/Users/jordi/Desktop/x/proyectos/xxx/_includes/atencioncliente/atencioncliente.html' not found in app/atencioncliente/index.html
error: Included file '/Users/jordi/Desktop/x/proyectos/xxx/_includes/atencioncliente/atencioncliente.html' not found. Use --trace to view backtrace
```

_config.yml
    
```
    # Grunt handles images and assets.
    exclude: ['img', 'css', 'js', 'fonts',
              '**.png', '**.jpg', '**.jpeg', '**.gif', '**.webp', '**.svg', '**.ico', 'vendor']
    include: ['.htaccess']
    future: true
    show_drafts: true
    permalink: /:categories/:title/
    paginate: 0
    paginate_path: 'page:num'
    markdown: redcarpet
    pygments: true
    encoding: utf-8
    baseUrl: '/'
    assets: 'assets/'
```

Gemfile

```
    source "http://rubygems.org"
    
    gem 'jekyll', '~>1.4.0'
    gem 'redcarpet'
    gem 'compass', '>=0.12'
```

It means you don't have a file called `_includes/atencioncliente/atencioncliente.html` in your site. You can't include a file that's the""",
      T("Jekyll"), T("Liquid"), T("macOS"), T("Ubuntu"), T("Grunt"), T("Redcarpet"), T("Compass"),
      T("Pygments"), F("app/atencioncliente/index.html"), F("_includes/atencioncliente/atencioncliente.html"),
      source="https://github.com/jekyll/jekyll/issues/4504", kind="issue",
      note="MAC -> macOS (SURFACES); the Gemfile's gems and the config's markdown engine named; pygments: true "
           "turns on Pygments (doubtful); the /Users paths absolute; .htaccess bare; the Gemfile and the reply "
           "cut as stored"),
    R(r"""`resolve#alias` does not work

### Describe the bug

```ts
import autoImport from 'unplugin-auto-import/vite'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [
    autoImport({
      imports: 'vitest',
    }),
  ],
  resolve: {
    alias: {
      preversion: './src/index.ts',
    },
  },
  test: {
    coverage: {
      reporter: ['lcov', 'json', 'text'],
    },
  },
})
```

```log
⎯⎯⎯⎯⎯⎯ Failed Suites 1 ⎯⎯⎯⎯⎯⎯⎯

 FAIL  test/basic.spec.ts [ test/basic.spec.ts ]
Error: Cannot find module 'preversion' imported from '/home/runner/work/preversion/preversion/test/basic.spec.ts'.

- If you rely on tsconfig.json's "paths" to resolve modules, please install "vite-tsconfig-paths" plugin to handle module resolution.
- Make sure you don't have relative aliases in your Vitest config. Use absolute paths instead. Read more: https://vitest.dev/guide/common-errors
 ❯ test/basic.spec.ts:1:31
      1| import echo from 'preversion'
      2| 
       | ^
      3| test('it should just work', () => {
      4|   expect(echo()).toBe('Hello World!')
```""",
      T("TypeScript"), T("unplugin-auto-import"), T("Vitest"), T("vite-tsconfig-paths"),
      F("./src/index.ts"), F("test/basic.spec.ts"),
      source="https://github.com/vitest-dev/vitest/issues/4722", kind="issue",
      note="the alias target './src/index.ts' is a relative file path as written (kept with ./); test/basic.spec.ts "
           "with its :1:31 dropped; tsconfig.json bare; lcov is a coverage reporter id -- not labelled; the "
           "```log fence is no language; the run's durations trimmed"),
    R(r"""missing alias in vitest.config.ts causing test case failure.

### Environment

What version are you running? Etc.

### Steps to Reproduce

1. run `pnpm run test`
2. 2/3 test cases failed.

### Expected Result

Test cases should pass

### Actual Result

alias is added for paths in vite.config.ts but not in vitest.config.ts causing failure in test cases, because test suites are not able to resolve the path with alias (~)""",
      T("pnpm"), T("Vite"), T("Vitest"),
      source="https://github.com/getsentry/spotlight/issues/150", kind="issue",
      note="Vite and Vitest named only through their config files vite.config.ts / vitest.config.ts (bare names, "
           "not labelled as files) -- labelled, doubtful; the template's placeholder line kept"),
    R(r"""Cannot find module '../node_modules/.vite/@testing-library_react.js' from 'src/__tests__/unit/App.test.tsx'

I am running a very basic test copied from the  React + Typescript example.

```
import React from "react";

import { render, screen } from "@testing-library/react";
import App from "../../App";

test("renders learn react link", () => {
  render(<App />);
  const linkElement = screen.getByText(/learn react/i);
  expect(linkElement).toBeInTheDocument();
});
```

Sadly, it throws me an error
```
Test suite failed to run

    Cannot find module '.../node_modules/.vite/@testing-library_react.js' from 'src/__tests__/unit/App.test.tsx'

      at Resolver.resolveModule (node_modules/jest-resolve/build/resolver.js:318:11)
```

I checked my `.vite` folder, I do have testing library react js installed

This is my package.json

I have tried placing it under dependencies and also devDependencies, but nothing seems to work.

Any ideas?

It is not a Windows issue, I'm running this on Linux, Ubuntu 18.04.

similar issue with `@testing-library/dom` on macOs 11.5.2, node 16.9.1""",
      T("React"), T("TypeScript"), T("React Testing Library"), T("Linux"), T("Ubuntu"), T("macOS"),
      T("Node.js"), F("src/__tests__/unit/App.test.tsx"),
      source="https://github.com/haoqunjiang/vite-jest/issues/24", kind="issue",
      note="the .vite and node_modules paths are dependency paths; '../../App' an import specifier; "
           "@testing-library/react -> React Testing Library (SURFACES), @testing-library/dom left under it; "
           "Windows named only as what it is not -- not labelled; the screenshots dropped, the yarn run cut"),
    R(r"""fix: configure path alias resolution in Vitest to fix broken tests

### Description
Currently, when running the project test suite using `bun run test`, several test files fail to run or compile due to a resolution error for the `@/` path alias:
`Failed to resolve import "@/utils/fontLoader" from "src/lib/text-overlay.ts". Does the file exist?`

This happens because Vitest does not automatically load standard Next.js path aliases from `tsconfig.json` unless it is explicitly configured in `vitest.config.ts`.

### Solution
I will configure the standard Node `path.resolve` alias mapping for `@/` pointing to the `./src` folder inside `vitest.config.ts` so that all unit and integration tests compile and pass successfully without adding any new npm dependencies.

---
I am contributing on behalf of GSSoc’26. Please assign this issue to me!

/assign

Thanks for catching this! Checked `vitest.config.ts` and the `@` path alias is already configured under `resolve.alias`, pointing at `./src` — so this should already be working on current `main`. Closing as already resolved. If you're still hitting resolution errors, reopening with the exact error and which file triggers it would help a lot.""",
      T("Bun"), T("Vitest"), T("Next.js"), T("Node.js"), T("npm"), F("src/lib/text-overlay.ts"),
      source="https://github.com/reframe-oss/reframe/issues/1320", kind="issue",
      note="@/utils/fontLoader is an alias specifier without extension; tsconfig.json and vitest.config.ts bare; "
           "./src a folder; GSSoc is a programme, not a tool"),
    R(r"""4.0.0 Params Empty/Missing?

I'm using `4.0.0` updated very recently.  I have a valid form sending a valid expected `payload` (`Chrome`), and I can't seem to get `params` anywhere.  I've tried looking for `params` as high up my `app.rb` as possible, and I have never seen it.  This used to work about two weeks back, but I've updated and it seems 4.0.0 has come out.  

```
<form method="post" action="login" id="form1">
    <label for="s_uname">Username:</label>
    <input type="text" name="s_uname" required value="Blub">
    <label for="s_pw">Password:</label>
    <input type="password" name="s_pw" required value="yayayayayay">
    <input type="hidden" name="s_type" value="French">
    <button type="submit">Log in</button>
</form>
```

```
post "/login" do
  puts 'POST /login'      # ==> POST /login
  puts 'params' unless params.empty?
  puts 'no params' if params.empty?      # ==> no params
  puts params      # ==> {}
end
```

`Chrome` reports that the submission is good.  So at this point, nothing seems to get the `params`.  I'm getting into my `route` just fine.  Coupled with the major version release, I thought something might have gone awry.  Outside of this I don't know what to post here.

I can't reproduce 

`curl --data "foo=bar" localhost:5050/login` yields this output

```
$ bundle e puma -p 5050
Puma starting in single mode...
```""",
      T("Chrome"), T("Puma"), E("POST /login"),
      source="https://github.com/sinatra/sinatra/issues/1997", kind="issue",
      note="post \"/login\" do is a Sinatra route in code (Sinatra itself never named in the text, only the "
           "repository -- not labelled); the form's action=\"login\" has no slash; app.rb bare; Ruby only as "
           "unfenced code; the reply cut before its Puma version line"),
    R(r"""Jest cannot understand import alias

After defining import alias in `vite.config.js`, the import statements are not been understood when running jest.

Example, in `vite.config.js`, I designate import alias:
```javascript
export default defineConfig({
  resolve: {
    alias: [{find: '~', replacement: path.join(__dirname, 'src')}]
  },
});
```

Now I can use `~` as `src`:
```javascript
import App from '~/App'
```

But when running `jest`, it errors:
```javascript
Cannot find module '~/App' from 'src/main.jsx'
```

Any idea how to allow **Jest** to understand import alias defined in `vite.config.js`?""",
      T("Jest"), T("JavaScript"), T("Vite"), F("src/main.jsx"),
      source="https://github.com/vitejs/vite/issues/3620", kind="issue",
      note="'~/App' an alias specifier; vite.config.js bare (Vite labelled as the repository's subject the config "
           "belongs to, doubtful)"),
    R(r"""Rocket can't find route that exists

I'm trying to make a Post creating form.
I'm getting error that It can't find route /new_post.

function new_post:
`#[post("/new_post", data="<form>")]
fn new_post(form: Form<NewPostForm>) -> Template {
    let context: HashMap<&str, &str> = HashMap::new();
    Template::render("new_post", &context)
}`

I think the problem is that it can't find a <form> in templates for a POST request. Only I can't understand how to solve it.

Can you post the log output from the request?

@jebrosen here the logs:

```
GET /new_post text/html:
    => Matched: GET /<path..> [10]
    => Warning: Response was None.
    => Outcome: Failure
    => Warning: Responding with 404 Not Found catcher.
    => Response succeeded.
```

That's more or less expected - you made a GET request, but you defined a route for a POST request.

For a standard HTML form, the GET route is the one that should serve a `Template`. The POST request should process the form, and then either serve the same or a different `Template` or send a `Redirect` depending on your needs.

@jebrosen thanks! I have solved the problem.""",
      T("Rocket"), E("POST /new_post"),
      source="https://github.com/rwf2/Rocket/issues/1293", kind="issue",
      note="#[post(\"/new_post\")] is the route in code; the logged 'GET /new_post' is answered 404 (no GET route): "
           "not labelled; 'Matched: GET /<path..>' is the app's catch-all file route as Rocket logs it -- left "
           "out, doubtful; Rust only as unfenced code"),
    R(r"""🤗 [Question]: BodyParser can't bind json data to struct

### Question Description

I wrote a function "BindAndCheck" to bind and parse the JSON and validate the parameters, but it doesn't bind the JSON to the struct.

### Code Snippet (optional)

```go
package main

import "github.com/gofiber/fiber/v2"
import "github.com/gookit/validate"
import "log"

func BindAndCheck(c *fiber.Ctx, data any) error {
	if err := c.BodyParser(data); err != nil {
		return response.Build(c, e.ErrBadRequest().WithMsg(err.Error()), nil)
	}
	fmt.Println(data) // nil
        
        // this is validate library
	if v := validate.Struct(data); !v.Validate() {
		return response.Build(c, e.ErrInternalServer().WithErr(v.Errors), nil)
	}

	return nil
}

func main() {
  app := fiber.New()

  // An example to describe the question
  app.Post("/login", func(c *fiber.Ctx) error {
    data := &LoginReq{}
    if err := BindAndCheck(c, data);err!=nil {
       return err
    }
    
    return c.JSON(400, "invalid request body")
  })

  log.Fatal(app.Listen(":3000"))
}
```""",
      T("Go"), E("POST /login"),
      source="https://github.com/gofiber/fiber/issues/2697", kind="issue",
      note="Fiber and gookit/validate only in import paths and identifiers -- not labelled (doubtful: the "
           "repository is Fiber's); the ```go fence; the checklist trimmed"),
    R(r"""🐛 [Bug]: BodyParser doesn't parse form values to map

### Bug Description

When trying to parse a form data to map, I'm getting an error `schema: interface must be a pointer to struct`

### How to Reproduce

```go
package main

import (
	"bytes"
	"errors"
	"net/url"
	"reflect"
	
	"github.com/gofiber/fiber/v2"
)

func main() {
	app := fiber.New()
	
	app.Post("/", func(ctx *fiber.Ctx) error {
		var data map[string]any
		err := ctx.BodyParser(&data)
		if err != nil {
			return err
		}
		return ctx.JSON(data)
	})
	app.Listen(":8081")
}
```

```curl
curl -X POST http://localhost:8081 \
-H "Content-Type: application/x-www-form-urlencoded" \
-d "method=GET&path=/user/:id&handlerMsg=User Profile"


```

### Expected Behavior

It should have worked with map, struct or slice

### Fiber Version

v2.52.5""",
      T("Go"), T("Fiber"), E("POST /"),
      source="https://github.com/gofiber/fiber/issues/3216", kind="issue",
      note="app.Post(\"/\") and the curl -X POST to localhost:8081 (no path = /); 'method=GET&path=/user/:id' is "
           "form data, not a request; the ```curl fence is a command, not a language; the repeated snippet trimmed"),
    R(r"""c.Body() can't read raw data

I don't get data from c.Body ("email") when I request via postman with Raw Body

**Raw Data**
```json
{
  "email": "myemail@email.com"
}
```

**Code snippet**

```go
package main

import "github.com/gofiber/fiber"

func main() {
  app := fiber.New()

  app.Post("/login", func (c *fiber.Ctx) {
    c.Body("email") // no value here
  })

  app.Listen(8080)
}
```

Hi @Aguezz,
If you format your data in this way: `key=value`, it works :)

@MarvinJWendt 
Thank you... That works 🥳""",
      T("Postman"), T("Go"), E("POST /login"),
      source="https://github.com/gofiber/fiber/issues/130", kind="issue",
      note="the bot's boilerplate comment and the screenshot dropped; Fiber only in the import path -- not "
           "labelled; ```json a data format"),
    R(r"""Fixing minor typo in getting started guide

Just a mini fix for a typo in the getting started guide.

Thank you!""",
      source="https://github.com/vala-lang/vala-docs/pull/44", kind="issue",
      note="nothing named: Vala only in the repository's name"),
    R(r"""Typos fixed

Fixed a few typos in the "Getting started" guide.

Thanks""",
      source="https://github.com/fusionpbx/fusionpbx-docs/pull/45", kind="issue",
      note="nothing named"),
    R(r"""Fix typo in getting started guide

#### What? Why?

I was reading the getting started guide and noticed this typo.

#### What should we test?

No testing needed, this is docs only.""",
      source="https://github.com/openfoodfoundation/openfoodnetwork/pull/13594", kind="issue",
      note="nothing named"),
    R(r"""Update getting-started.md

Small wording error on the Getting Started page fixed.

Thank you for identifying the typo!""",
      source="https://github.com/CirclesUBI/circles-handbook/pull/52", kind="issue",
      note="getting-started.md is a bare file name; nothing else named"),
    R(r"""Sub-Router not handling Root /

Hi there,
I just started using Chi for a new API Server.
I followed the REST example and at first it was working.
After some restructuring however, I'm facing 404s on sub-routers.
Here's the setup:

- Directory Structure
  ```
  main.go
    |- server/
      |- server.go
    |- routes/ 
      |- entries.go
  ```

- `main.go`
  ```Go
  func main() {
    log.Fatalln(
      server.Server{
        ListenAddress: ":3000",
      }.Serve(),
    )
  }
  ```

- `server/server.go`
  ```Go
  type Server struct {
    ListenAddress string
  }

  func (server Server) Serve() error {
    router := chi.NewRouter()

    // Attach Middlewares
    router.Use(middleware.RequestID)
    router.Use(middleware.RealIP)
    router.Use(middleware.Logger)
    router.Use(middleware.Recoverer)
    router.Use(middleware.Timeout(1 * time.Minute)) // requests should timeout after 1 minute

    // Sub-Routers
    router.Mount("/entries", routes.EntriesResource{}.Routes())

    return http.ListenAndServe(server.ListenAddress, router)
  }
  ```

- `routes/entries.go`
  ```Go
  type EntriesResource struct {}

  func (res EntriesResource) Routes() chi.Router {
    router := chi.NewRouter()

    router.Get("/", res.List) // does not work
    // router.Get("/entries", res.ListCopy) // works

    return router
  }
  ```""",
      T("chi"), T("Go"), F("server/server.go"), F("routes/entries.go"), E("GET /entries"),
      source="https://github.com/go-chi/chi/issues/612", kind="issue",
      note="router.Get(\"/\") under Mount(\"/entries\"): the mount path is the route's whole path, written, so "
           "'GET /entries' (the 404 is the bug reported); the commented-out Get(\"/entries\") would sit at "
           "/entries/entries, never written -- not labelled; main.go bare; 'the REST example' is no 'REST API' "
           "noun phrase -- not labelled; the ```Go fences"),
    R(r"""fatal: path exists on disk, but not in 'main'

### Current Behavior

We have a large monorepo and very recently `nx print-affected` has started reporting errors when adding new libraries (i.e. something with a new `project.json`)
```
❯ nx print-affected --select projects --type app
fatal: path 'packages/utilities/bla-ha/project.json' exists on disk, but not in 'main'
```
This is very similar to https://github.com/nrwl/nx/issues/7855 But it seems to me that issue was never really solved, just auto-closed.

https://github.com/nrwl/nx/issues/7855 implies that this is cache related. But I have tried 
* running with `--skip-nx-cache`
* running with `NX_SKIP_NX_CACHE=true`
* deleting the `accessToken` from `nx.json` (to disconnect from the cloud)
* running `nx reset`
* deleting `./node_modules/.cache`

None of those have helped.

A couple of days ago someone renamed a library (project). That may be related to this problem, but I have tried to use git to test `nx print-affected` before that change, and the problem persists.

As `nx print-affected` is part of our build pipeline, this is an urgent problem for us.

### Expected Behavior

`nx print-affected` should run without error.""",
      T("Nx"), T("Git"), F("packages/utilities/bla-ha/project.json"),
      source="https://github.com/nrwl/nx/issues/15819", kind="issue",
      note="project.json and nx.json bare; ./node_modules/.cache a dependency folder; 'the cloud' is Nx Cloud "
           "unnamed -- not labelled"),
    R(r"""Fatal messages running Nx commands after upgrade to v8.12

## Expected Behavior

No errors messages running Nx commands

## Current Behavior

After upgrade to Nx 8.12 following https://nx.dev/angular/guides/update I am seeing a bunch of fatal messages similar to below after running Nx related commands, though the commands seem to work OK so far:

```
$ npm run affected:dep-graph
> nx affected:dep-graph

fatal: Path 'dl/package.json' exists, but not 'package.json'.
Did you mean 'master:dl/package.json' aka 'master:./package.json'?
fatal: Path 'dl/angular.json' exists, but not 'angular.json'.
Did you mean 'master:dl/angular.json' aka 'master:./angular.json'?
fatal: Path 'dl/package.json' exists, but not 'package.json'.
Did you mean 'master:dl/package.json' aka 'master:./package.json'?
fatal: Path 'dl/nx.json' exists, but not 'nx.json'.
Did you mean 'master:dl/nx.json' aka 'master:./nx.json'?
```

```sh
$ npx nx report
  @nrwl/angular : 8.12.0
  @nrwl/cli : 8.12.0
  @nrwl/cypress : 8.12.0
  @nrwl/eslint-plugin-nx : 8.12.0
  @nrwl/express : Not Found
  @nrwl/jest : 8.12.0
  @nrwl/linter : 8.12.0
  @nrwl/nest : 8.12.0
```""",
      T("Nx"), T("npm"), T("npx"), F("dl/package.json"), F("dl/angular.json"), F("dl/nx.json"),
      source="https://github.com/nrwl/nx/issues/2404", kind="issue",
      note="git's messages give the files under the dl/ folder as relative paths; 'master:dl/...' revision:path "
           "spellings and './package.json' (the same file, relative to dl/) left as they are, doubtful; the @nrwl/* "
           "plugin versions of nx report not labelled one by one (Angular, Cypress, Jest, NestJS only through "
           "their plugin names -- doubtful); Git never named (the 'fatal:' lines are its)"),
]
