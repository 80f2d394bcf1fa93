"""A thirty-third fresh held-out set ("fresh-33"), the issues part: 57 GitHub issue and pull-request threads from 50
repositories, most of them used by no earlier set (a few -- axios/axios, fastify/fastify, elysiajs/elysia,
honojs/hono, dotnet/aspnetcore, dotnet/AspNetCore.Docs, oakserver/oak, freshframework/fresh, ruby-grape/grape,
lynndylanhurley/devise_token_auth, ed-roh/mern-social-media, tuandm/laravue, HijenHEK/laravel-vue-sanctum-spa,
angular-spring-starter, nrwl/nx -- each with a thread not used before) -- JavaScript front ends calling their APIs
(React and Vue with axios, Angular's HttpClient behind the dev proxy, SvelteKit +server.js and form actions, Qwik City
endpoints, SolidJS docs, tRPC with Next.js and Nuxt, Apollo Client against GraphQL servers); Node and Bun back ends
(Fastify schemas, Hono on Cloudflare Pages, Elysia, Express with graphql-server); Deno (Oak, Opine, denotrain, Fresh 2);
PHP (Laravel with Inertia and Sanctum, Lumen, Homestead and Artisan); Ruby (Rails routes.rb and API-only apps, Hanami,
Grape, Puma in course projects); ASP.NET Core controllers and minimal APIs with React front ends; monorepos (Turborepo,
Nx, nx-dotnet, pnpm workspaces in Dockerfiles); beginners' bootcamp and course projects -- each the thread's title
followed by its body and maybe a comment or two, kept as written (code blocks, logs, tracebacks, envinfo and nx report
dumps, package.json and Gemfile lines, Dockerfile COPY lists, route files, network-panel requests as they appear;
trimmed; screenshots dropped; the comments joined without their author lines). Four of them label nothing at all.

Every text was taken from a stored public copy of the thread at the address given and labelled by hand without
running the extractor on it, by the earlier sets' conventions: technologies under their usual canonical name (any
spelling in the text), a code fence's language but not a shell's; data formats, everyday shell utilities, sites,
placeholders and names only inside URLs, absolute or dependency paths, module paths or user agents not labelled (an
x-powered-by header naming the server is); relative file paths as written (a :N line number dropped), bare file names,
folders and import specifiers without an extension not; an endpoint only as "METHOD /path" where the text gives the
method for that path (a route in code, a client call with its method, a request the app's own route answers even with
400/401/419/422/500, a request to the app's own server written as a URL) and writes the whole path -- a request no
route accepts (404, 405, "No route matches"), a route with no leading slash, a path with no method, and a route whose
URL path is never written are not labelled. Nobody tunes the extractor on these texts: the benchmark scores them as
their own split (``--split fresh-33``).
"""

from real_corpus import E, F, R, T  # noqa: F401

SURFACES = {
    "Node.js": ("node",),
    "Inertia.js": ("inertia",),
    "Vue": ("vuejs",),
    "Turborepo": ("turbo",),
    "create-t3-app": ("t3 app",),
    "React Router": ("react-router-dom",),
    "VS Code": ("VSCode",),
    "rack-cors": ("Rack Cors",),
    "Partytown": ("@builder.io/partytown",),
    "JetBrains Rider": ("rider",),
    "Docker Compose": ("docker compose",),
    "Laravel Homestead": ("Homestead",),
    "Apollo Client": ("apollo-client",),
    "SolidJS": ("solid-js", "Solid"),
}

CASES = [
    R(r"""body should be object

## Bug Report

In any case if body validation is enable, the same error appears.

## Example

```js
fastify.post('/', {
    schema: {
        body: {
            type: 'object',
            required: [ 'one' ],
            propertys: {
                one: { type: 'string' }
            }
        }
    }
}, async (request, reply) => {
    return { hello: 'world' };
})
```

Returns:

```json
{
    "statusCode": 400,
    "error": "Bad Request",
    "message": "body should be object"
}
```

## My Environment

- *node version*: 12.13.0
- *os*: Windows

You have designated that the `POST` body should be an object. So what is the error? Do you have `propertys` in your actual code? If so, you need to rename it `properties`.""",
      T("Fastify"), T("JavaScript"), T("Node.js"), T("Windows"), E("POST /"),
      source="https://github.com/fastify/fastify/issues/2012", kind="issue",
      note="fastify.post('/') is a route in code answering 400: labelled 'POST /'; ```json is a data format"),
    R(r"""How to get Value Input Body Request

How Get Body Value

```
// server.ts
import { Elysia, t} from 'elysia'
import { swagger } from '@elysiajs/swagger'

const app = new Elysia()
    .use(swagger())
    .post("/add",async({body})=>{
        const val = await body
        console.log(val)
    })
    .listen(8080)

export type App = typeof app


console.log(`🦊 Elysia is running at ${app.server?.hostname}:${app.server?.port}`)

```

By default, Elysia will parse the body with `content-type` of `text/plain` and `application/json` and assign to `body`.

Then you can get `body` from `Context.body`:

```typescript
import { Elysia } from 'elysia'

const app = new Elysia()
    .post("/add", ({ body }) => {
        console.log(body)
    })
    .listen(8080)
```

If there you want to support more `content-type`, you can use `onParse`:
```typescript
 app
    .onParse((request, contentType) => {
        if (contentType === 'application/custom-type')
                    return request.text()
    })
```

The returned value will be assigned to `body` in handler.

mengapa masih erorr padahal sudah di rasa benar
```
root@minto-Lenovo-V145-14AST:/home/minto/belajar/elysyaPro/elyapp/manelysia# bun run dev
$ bun run --hot src/index.ts
🦊 Elysia is running at 0.0.0.0:3000
```""",
      T("Elysia"), T("TypeScript"), T("Bun"), T("@elysiajs/swagger"), E("POST /add"), F("src/index.ts"),
      source="https://github.com/elysiajs/elysia/issues/5", kind="issue",
      note="server.ts in a comment is a bare file name; the swagger plugin labelled by its package name; "
           "the Indonesian comment line kept as written"),
    R(r"""Can't get working 404 handler with honojs and CloudFlare Pages

Trying simple CloudFlare Pages example 

```javascript
import { Hono } from 'hono';
const app = new Hono();

app.get('*', async ctx => await ctx.env.ASSETS.fetch(ctx.req));

app.notFound(ctx => {
    return ctx.text('Custom 404 Message', 404);
})

export default app;
```

but don't have 404 message on missing assets

Hi @caracal7 !

In Cloudflare Pages, we can't handle 404 not found in the route returns `c.env.ASSETS.fetch()` . But you can put the `404.html` in the directory, and it will be shown.

Working!

@yusukebe thanks a lot :)""",
      T("Hono"), T("Cloudflare Pages"), T("JavaScript"),
      source="https://github.com/honojs/hono/issues/855", kind="issue",
      note="app.get('*') is a catch-all with no path: no endpoint; 404.html a bare file name"),
    R(r"""`notFound` doesn't seem to work with Cloudflare Pages

### What version of Hono are you using?

3.10.1

### What runtime/platform is your app running on?

Cloudflare Pages

### What steps can reproduce the bug?

Create a basic Hono api:

```ts
//index.ts
import { OpenAPIHono } from '@hono/zod-openapi';
import { notFoundRoute } from './routes/_404';
import { renderer } from './renderer';

const app = new OpenAPIHono();
app.use('*', renderer)
app.notFound(notFoundRoute);

//routes/_404.tsx
import { NotFoundHandler } from 'hono';

export const notFoundRoute: NotFoundHandler = (ctx) =>
  ctx.render(
    <div class="grid h-full place-items-center">
      404 Not Found
    </div>,
    {
      title: 'Not Found',
    }
  );
```

This works fine locally, but once deployed to CF Pages, the `notFound` handler stops working and you just receive `404 Not Found` as the response.

Adding a 404.html page to the uploaded `dist` doesn't seem to solve the issue either, and the same `text/plain` response is served.

```sh
.
└── dist/
    ├── static/
    │   └── styles.css
    ├── _worker.js
    └── 404.html
```

Using logs, it appears the the `notFound` handler is never invoked. I presumed adding a 404.html file would fix the issue, yet it still persists.""",
      T("Hono"), T("Cloudflare Pages"), T("TypeScript"), T("@hono/zod-openapi"), F("routes/_404.tsx"),
      source="https://github.com/honojs/hono/issues/1703", kind="issue",
      note="index.ts, 404.html, _worker.js bare names; './routes/_404' an import specifier; the tree's entries are "
           "names under folders, not written paths; CF Pages is the same service"),
    R(r"""NotFoundHttpException in RoutesRequests.php line 461 right after installation

Hi,
Please help me, whenever i try to access my url for a post in Lumen through the browser i get the below error

Whoops, looks like something went wrong.
 MethodNotAllowedHttpException

in RoutesRequests.php 
at Application->handleDispatcherResponse(array(2, array('POST')))
in RoutesRequests.php 
see code from web.php below

 $router->post('gen','VoucherController@generateVoucherCode');
see code from generateVoucherCode

class VoucherController extends Controller
{

    public function generateVoucherCode(Request $request){
// generate 16 digit random no.
    $random1 = rand(1111, 9999);
    $random2 = rand(1111, 9999);
    $random3 = rand(1111, 9999);
    $random4 = rand(1111, 9999);
    $voucher_code = ($random1."-".$random2."-".$random3."-".$random4);

    $today = date("Y-m-d");
    $use_once = "yes";
    $request->request->add( ['voucher_code' => $voucher_code,
        'use_once' => $use_once,
        'date_used' => $today,
        'date_created' => $today]);

        Voucher_code::create($request->all());

    return response()->json($voucher_code);
    }

Can you pls tell me what I am doing wrongly

Closing this issue because it's already solved, old or not relevant anymore. Feel free to reply if you're still experiencing this issue.""",
      T("Lumen"),
      source="https://github.com/laravel/lumen-framework/issues/505", kind="issue",
      note="$router->post('gen') has no leading slash and the browser GET gets 405 MethodNotAllowed: no endpoint; "
           "RoutesRequests.php and web.php bare file names"),
    R(r"""TokenMismatchException when try many posts

Need Help !!
i'm using Vuejs with laravel and axios for posts, a simple login 
after i post login, with wrong password every things works good, but after i try again more than 5 or 7
the TokenMismatchException blows up

they are my codes 

My vue file
```
`login() {
    this.userNotExiste = null;
    var app = this
    axios.post('/user/login', {email: this.email, password: this.password})
        .then(function (response) {
            if (response.data.userConnected) {
                app.userConnected = response.data.userConnected;
                setTimeout(function () {
                    window.location.href = window.location;
                }, 1000);
            }

        })
```""",
      T("Vue"), T("Laravel"), T("Axios"), E("POST /user/login"),
      source="https://github.com/axios/axios/issues/986", kind="issue",
      note="axios.post('/user/login') to the app's own Laravel route, refused with a token mismatch: labelled"),
    R(r"""CSRF token mismatch

Problem: When I am trying to make a request using axios normally without using inertia-link helper, I'm getting 419 error i.e. CSRF token mismatch?

Is there anyway I can make axios request and receive response in JSON format? 

Code:

```
// Laravel Side
public function userList() {
    return response()->json(["list" => $data]);
}

// Routes
Route::get('/users/list', 'UserController@userList');

// Vue File

mounted() {
    // Getting 419 error here after making a request using axios not $inertia.visit
    axios.get('/users/list')
        .then( response => { // DO STUFF }) 

    // QUESTION
    // how to receive JSON response using $inertia.visit ?
   this.$inertia.visit('/users/list', {method: 'GET' }) ?????

}
```

Thank you!
Rutvij

Make sure you're setting `$addHttpCookie` to true in the VerifyCsrfToken middleware and have the `session.http_only` config key set to false (at least that's what made it work for me). You might also have to set withCredentials to true on axios side like so:

```js
axios.defaults.withCredentials = true;
```""",
      T("Axios"), T("Laravel"), T("Vue"), T("Inertia.js"), T("JavaScript"), E("GET /users/list"),
      source="https://github.com/inertiajs/inertia-vue/issues/76", kind="issue",
      note="Route::get('/users/list') in code, called with axios.get and answering 419; 'inertia' appears as "
           "inertia-link and $inertia: Inertia.js labelled through SURFACES"),
    R(r"""HTTP Status Code 415

When I ran the request to the Post endpoint, I initially got a 415 error, "Unsupported Media Type".

This is because Postman (v.7.2.2) defaulted the body to 'Text'. When I changed it to 'JSON (application/json)' I got a successful creation.

---
#### Document Details

⚠ *Do not edit this section. It is required for docs.microsoft.com ➟ GitHub issue linking.*

* ID: 583ae3e7-5915-f22b-e54c-6c100cf2a7da
* Version Independent ID: 95f2549e-29f9-e31a-b4d0-432b971643ff
* Content: [Tutorial: Create a web API with ASP.NET Core](https://docs.microsoft.com/en-us/aspnet/core/tutorials/first-web-api?view=aspnetcore-2.1&tabs=visual-studio#feedback)
* Content Source: [aspnetcore/tutorials/first-web-api.md](https://github.com/aspnet/AspNetCore.Docs/blob/master/aspnetcore/tutorials/first-web-api.md)
* Product: **aspnet-core**
* Technology: **aspnetcore-tutorials**
* GitHub Login: @Rick-Anderson
* Microsoft Alias: **riande**

Sorry, I realize this was specified in the instructions!""",
      T("Postman"), T("ASP.NET"), F("aspnetcore/tutorials/first-web-api.md"),
      source="https://github.com/dotnet/AspNetCore.Docs/issues/13370", kind="issue",
      note="'the Post endpoint' names no path: no endpoint; the link text is a relative path in the docs repo"),
    R(r"""Form.jsx:61 POST http://localhost:5000/auth/register 404 (Not Found)

Hey There, 
                  I'm getting this error while posting Register request from this code: 
const savedUserResponse = await fetch(
      "http://localhost:5000/auth/register",
      {
        method: "POST",
        body: formData,
      }
    );

need Help :(

Check the port number and routes in server directory.

PORT: const PORT = process.env.PORT || 5000;
Route: app.use("auth/register", upload.single("Picture"), register);

cant find out the error :(

how did you solved this error

app.use -> app.post 
.use() method is used for middleware and .post() is function to send data to backend.""",
      source="https://github.com/ed-roh/mern-social-media/issues/35", kind="issue",
      note="nothing labelled: the POST answers 404 (no route accepts it) and app.use('auth/register') is middleware "
           "with no leading slash; Form.jsx a bare file name; no technology is named"),
    R(r"""/api/prompt/new 500 Internal Server Error)

POST http://localhost:3000/api/prompt/new 500 (Internal Server Error) page.jsx:22

`try {
      const response = await fetch("/api/prompt/new", {
        method: "POST",
        body: JSON.stringify({
          prompt: post.prompt,
          userId: session?.user.id,
          tag: post.tag,
        }),
      });

      if (response.ok) {
        router.push("/");
      }
    } catch (error) {
      console.log(error);
    } finally {
      setIsSubmitting(false);
    }
  };`

I dont have idea Why

@davidcastagnetoa I got the same error and couldn't find the problem. I replaced my code with the repos code and refreshed the app. It started working. Try the same solution hope it works!

@ALIRAZA17 Finnally I resolved the problem, in my case I have an syntaxis error in Form.jsx, line 25
`<textarea
  value={post.promt}
    onChange={(event) =>
  setPost({ ...post, prompt: event.target.value })
  }
  placeholder="Your AI Prompts Here!"
  className="form_textarea"
 />`
Instead _post.prompt_, I use _post.promt_. I advice you to review the Form.jsx and looking for syntaxis errors, try to use ESLint in order to find more errors like this
Good Luck, Happy hacking!""",
      T("ESLint"), E("POST /api/prompt/new"),
      source="https://github.com/adrianhajdin/project_next_14_ai_prompt_sharing/issues/6", kind="issue",
      note="the app's own route answers the POST with 500: labelled; page.jsx and Form.jsx bare names; "
           "router.push('/') is client navigation, not a request"),
    R(r"""Build fails locally and on Vercel with the same error.

### What version of Turborepo are you using?

1.1.6

### What package manager are you using / does the bug impact?

Yarn v1

### What operating system are you using?

Linux

### Describe the Bug

Build fails locally and on Vercel with the same error.

build command: `cd ../.. && npx run build --scope=web --include-dependencies`

The same error with: `npx turbo run build`

### Expected Behavior

Should build the project without any errors

### To Reproduce

I don't know where exactly the error is from, But you can fork this [repo](https://github.com/imadatyatalah/pocto/) and try it by yourself.

install deps: `yarn`
build: `yarn turbo run build`""",
      T("Turborepo"), T("Vercel"), T("Yarn"), T("Linux"), T("npx"),
      source="https://github.com/vercel/turborepo/issues/876", kind="issue",
      note="screenshot dropped; 'turbo' in the commands is the Turborepo CLI (same label)"),
    R(r"""Turborepo: turbo.json not copied during build, causing build failures

## Description

When deploying a Turborepo monorepo with Railpack, the `turbo.json` configuration file is not being copied into the build context during the install step, which causes the build step to fail with:

```
x Could not find turbo.json or turbo.jsonc.
```

## Reproduction

1. Create a Turborepo monorepo with a `turbo.json` file
2. Deploy to Railway using Railpack
3. Railpack auto-generates a build plan
4. The install step copies package.json files but NOT turbo.json
5. The build step runs `npx turbo run build --filter=api` but fails because turbo.json is missing

## Expected Behavior

`turbo.json` should be automatically included in the build context when Railpack detects a Turborepo project (detects `turbo.json` in the repo).

## Actual Behavior

The auto-generated build plan only copies dependency-related files (package.json, pnpm-lock.yaml, etc.) but skips project-level config files like `turbo.json`.

## Workaround

Currently no workaround found. Attempting to add custom build steps to `railpack.json` but unclear how to include files in the intermediate layers.

## Environment

- Railpack version: 0.16.0
- Node version: 22.22.0
- Package manager: pnpm 10.24.0
- Monorepo structure: 22 packages""",
      T("Turborepo"), T("Railpack"), T("Railway"), T("Node.js"), T("pnpm"), T("npx"),
      source="https://github.com/railwayapp/railpack/issues/434", kind="issue",
      note="turbo.json, railpack.json, pnpm-lock.yaml are bare file names"),
    R(r"""[BUG] Failed to execute turbo

**Describe the bug**
I package your project in Nix and the execution of yarn build fails. This issue could be related to https://github.com/vercel/turbo/issues/3280 .
Updating turbo to version 1.8.8 could fix the issue.

**To Reproduce**
Execute turbo run build returns following error:

```
❯ turbo run --verbosity 10 build
2023-07-16T13:42:34.084+0200 [DEBUG] turborepo_lib::shim: Global turbo version: 1.7.4
2023-07-16T13:42:34.085+0200 [DEBUG] turborepo_lib::shim: Local turbo version: 1.7.4
2023-07-16T13:42:34.085+0200 [DEBUG] turborepo_lib::shim: Running local turbo binary in /home/chris/work/Flowise/node_modules/turbo/bin/turbo

2023-07-16T13:42:34.085+0200 [DEBUG] turborepo_lib::shim: supports_skip_infer_and_single_package true
thread 'main' panicked at 'Failed to execute turbo.: Os { code: 2, kind: NotFound, message: "No such file or directory" }', crates/turborepo/src/main.rs:50:10
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace
```

**Expected behavior**
`yarn build` should not fail.

**Setup**
-   Installation `yarn build`
-   Flowise Version 1.2.15
-   OS: Linux

Hi @ck3d,

Before we proceed would like to ask you some questions
1. What's your node version? >= 18.15.0
2. Could you try `sudo yarn build` or `sudo yarn build-force`?""",
      T("Nix"), T("Yarn"), T("Turborepo"), T("Flowise"), T("Linux"), T("Node.js"),
      F("crates/turborepo/src/main.rs"),
      source="https://github.com/FlowiseAI/Flowise/issues/556", kind="issue",
      note="'turbo' is the Turborepo CLI, spelled turborepo in the log; the panic location drops :50:10; "
           "turborepo_lib::shim is a module path; RUST_BACKTRACE an environment variable, Rust not labelled"),
    R(r"""Build Fails Without Workflow Configuration

During the Turbo build process, multiple applications (like next-app, adonis, and vite-project) were failing to build.
The issue occurred because there was no automated CI workflow (build.yml) to ensure each project builds correctly in an isolated environment.

Observed Error:

next-app:build: ERROR: command finished with error: command exited (1)
adonis:build:  ELIFECYCLE  Command failed with exit code 1.
vite-project:build:  ELIFECYCLE Command failed with exit code 1.

@amankamlesh Do you have any screenshots or links to these failing builds? I can't reproduce this issue.
Often times, the builds fail when someone has made breaking changes in the code or hasn't properly set up the repository. In such cases, the build _should_ fail.

@The-Best-Codes actually build is running fine but problem is if error occurs then we can't identify where it occurred,for that i have created new workflow (https://github.com/amankamlesh/lingo.dev/blob/main/.github/workflows/build.yml)

@amankamlesh Okay but Lingo.dev is already using Turborepo for builds... what does this do which Turbo does not do?""",
      T("Turborepo"), T("Lingo.dev"),
      source="https://github.com/lingodotdev/lingo.dev/issues/1355", kind="issue",
      note="'Turbo' is Turborepo (SURFACES); next-app, adonis, vite-project are workspace names, not the frameworks; "
           "build.yml bare and the workflow path only inside a URL"),
    R(r"""tRPC is not working properly in server component in App router due to root.ts file

### Provide environment information

  System:
    OS: macOS 13.6
    CPU: (8) arm64 Apple M1
    Memory: 76.05 MB / 8.00 GB
    Shell: 5.9 - /bin/zsh
  Binaries:
    Node: 18.18.2 - /usr/local/bin/node
    Yarn: 1.22.19 - /opt/homebrew/bin/yarn
    npm: 9.8.1 - /usr/local/bin/npm
    pnpm: 8.15.1 - ~/Library/pnpm/pnpm
    bun: 1.0.11 - /opt/homebrew/bin/bun

### Describe the bug

tRPC is not working properly in the server component in the App router due to the root.ts file. I have corrected it for myself. If you assign me this issue, I can solve it for everyone as well.

### Reproduction repo

https://github.com/t3-oss/create-t3-app

### To reproduce

this bug is in by default setup of t3 app

### Additional information

as you can see mutate option is not showing, assign this issue to me I will correct it out

serverside calls doesn't do http so there's no concept of query or mutation. you just call the function:

```ts
await api.post.create({ title: "foo" });
```""",
      T("tRPC"), T("macOS"), T("Node.js"), T("Yarn"), T("npm"), T("pnpm"), T("Bun"), T("TypeScript"),
      T("create-t3-app"),
      source="https://github.com/t3-oss/create-t3-app/issues/1824", kind="issue",
      note="envinfo dump; zsh and Homebrew only inside absolute paths; root.ts a bare name; 't3 app' is "
           "create-t3-app (SURFACES); api.post.create is a tRPC procedure, not an HTTP route"),
    R(r"""feat: add app router example on readme.md

Hi, I tried searching for issues related to app router and found this one. I tried the solution suggested in your commit, but it did not work. Luckily, I managed to get it working using this:

```ts
import { renderTrpcPanel } from "trpc-panel";
import { appRouter } from "~/server/routers/_app";

const panelHandler = () => {
  return new Response(
    renderTrpcPanel(appRouter, {
      url: "http://localhost:3000/api/trpc",
      transformer: "superjson",
    }),
    {
      headers: { "Content-Type": "text/html" },
    }
  );
};

export { panelHandler as GET, panelHandler as POST };
```
Location of the file is the same as you used, src/app/api/panel/route.ts

Hope this helps

Hey @tomassabol, the only change was on the `appRouter` import? I believe it's okay not to be 100% accurate because the `appRouter` location could change depending on where the user puts it.

Yes, the import is individual. The main thing I changed is the export, and export types.

@itelo @tomassabol anyone get `{"name":"TRPCClientError"}` error when trying to make a query or mutation?""",
      T("trpc-panel"), T("TypeScript"), T("superjson"), F("src/app/api/panel/route.ts"),
      source="https://github.com/iway1/trpc-panel/pull/88", kind="issue",
      note="the route file exports GET and POST but its URL path (/api/panel) is never written: no endpoint; "
           "'~/server/routers/_app' an import specifier; readme.md a bare name"),
    R(r"""How to handle errors sent by the backend?

Hello, I'm starting to use Nuxt alongside TRPC but I'm struggling to understand how to handle errors that the backend sends to the front end. The useQuery() and useMutation() functions seem very conveniant but with useQuery I get a warning in the browser : 
`[nuxt] [useAsyncData] Component is already mounted, please use $fetch instead`

and with useMutation() a typescript error in VSCode :
`Object literal may only specify known properties, and 'my_variable' does not exist in type 'Omit<AsyncDataOptions<void, void, KeysOf<void>, null>, "lazy"> & { trpc?: TRPCRequestOptions | undefined; }'.ts-plugin(2353)`.

So if I can only use query() and mutate(), how can I easily handle errors? thank you :)

Hi! You can wrap your query/mutation in a `try...catch` block, and use [this helper](https://trpc.io/docs/client/vanilla/infer-types#infer-trpcclienterror-types) to properly catch and type tRPC errors:

```ts
function isTRPCClientError(
  cause: unknown,
): cause is TRPCClientError<Router> {
  return cause instanceof TRPCClientError
}

try {
  const result = await $client.todo.addTodo.mutate(incorrectData)
  // do smth with result
} catch (err) {
  if (isTRPCClientError(err)) {
    console.log('trpc error!', err)
  }
}
```""",
      T("Nuxt"), T("tRPC"), T("TypeScript"), T("VS Code"),
      source="https://github.com/wobsoriano/trpc-nuxt/issues/193", kind="issue",
      note="no files or endpoints; VSCode is VS Code (SURFACES)"),
    R(r"""Error: Request failed with status code 422, at createError (createError.js:17)

I am having trouble with my routes. the react front end keeps giving me `POST http://localhost:3000/api/review/ 422 (Unprocessable Entity)` when I try to submit reviews, and   `GET http://localhost:3000/api/review/movie/tt1825683 422 (Unprocessable Entity` when I try to get reviews by imdbID. 

Axios code
```js
createReview: review => {
        const data = {
            data: review
        }
        return axios.post('/api/review/', data);
    },

    showMovieReviews: id => {
        return axios.get('/api/review/movie/' + id);
    }
showCommentsByReview: id => {
        return axios.get('/api/comment/review/' + id);
    }
```
Movie.jsx
```js
componentDidMount() {
        API.showMovieReviews(this.props.location.state.imdbID).then((reviews => {
            API.showCommentsByReview(reviews.reviewId).then(comment => console.log("Success", comment)).catch(err => console.log(err));
        })).catch(err => console.log(err));
    }
```

**Expected behavior, if applicable**
The routes should go the backend without issue.

**Environment:**
 - Axios Version 0.19.0
 - Browser: Google Chrome 
 - React 16.12.0

Thanks in advance

It is a problem that the server can't response correctly, instead of an issue of axios. Please look for help in [stackoverflow](https://stackoverflow.com).""",
      T("React"), T("Axios"), T("JavaScript"), T("Chrome"),
      E("POST /api/review/"), E("GET /api/review/movie/tt1825683"),
      source="https://github.com/axios/axios/issues/2572", kind="issue",
      note="both requests reach the app's own routes and answer 422: labelled as written (the concrete GET since the "
           "code only concatenates the id); '/api/comment/review/' + id never written whole; createError.js and "
           "Movie.jsx bare names"),
    R(r"""Update AddBeerModal.jsx

I was having the following error when creating a beer:

```
Started POST "/api/v1/beers/" for 127.0.0.1 at 2021-10-14 11:39:12 +1030
  
ActionController::RoutingError (No route matches [POST] "/api/v1/beers"):
```
After adding the `/create` at the end of the `url` variable, to make it consistent with the route defined in the `routes.rb` file, it worked OK.

Awesome tutorial, BTW!

Can confirm that @Colo-Codes is right here. :) Was struggling as I couldn't find why it'd give me a no route match. This fixes it though.

 Hi @Colo-Codes 
I'm stuck in the final step. I mean, the rails app starts up without an error, `/bin/webpack` is successful, but http://127.0.0.1:3000/ is not showing anything. I'm not sure what I'm missing here.
May I trouble you to review my repo in GitHub?

https://github.com/linogarciavallejo/crud-rails-react

Thank you in advance!

Just realized that in Firefox console I see:
`Matched leaf route at location "/" does not have an element or Component. This means it will render an <Outlet /> with a null value by default resulting in an "empty" page.`. 
But why? I've configured everything as both the article explains and Julio's repo shows.

BTW, I'm using React 18 and `react-router-dom` 6.13""",
      T("Rails"), T("Firefox"), T("React"), T("React Router"),
      source="https://github.com/iamjuliosampaio/crud-rails-react/pull/1", kind="issue",
      note="'No route matches [POST] /api/v1/beers' is a refused request: no endpoint, and the fixed route "
           "(/create appended) is never written whole; routes.rb and AddBeerModal.jsx bare names; /bin/webpack "
           "an absolute path; react-router-dom is React Router (SURFACES)"),
    R(r"""Completed 422 Unprocessable Entity [Rails 5 API only, React with J-Toker]

Sorry that I have to post this issue as I am stuck for a few days. I am using Rails 5 API-only app hosted with Heroku. I try to use React as the front end to do user authentication with J-Toker.

However, I keep getting the error "Completed 422 Unprocessable Entity". I have set the settings using Rack Cors gem to allow origin from any domains. So I really don't know what is wrong. Is there anyone who experience this can share how do you deal with this issue:

Here's my code:

application_controller.rb
```ruby
class ApplicationController < ActionController::API
  include DeviseTokenAuth::Concerns::SetUserByToken
  respond_to :json

end
```
In my React:

Registration_form.js
```javascript
Auth.configure({
  apiUrl: <Heroku URL>
});

handleSubmit = (e) => {
    e.preventDefault();
    this.props.form.validateFieldsAndScroll((err, values) => {
      if (!err) {
        this.setState({ email: values.email });
        this.setState({ password: values.password });
        this.setState({ password_confirmation: values.password_confirmation });

        Auth.emailSignUp({
          email: this.state.email,
          password: this.state.password,
          password_confirmation: this.state.password_confirmation
        });

      }
    });
  }
```""",
      T("Rails"), T("Heroku"), T("React"), T("J-Toker"), T("rack-cors"), T("Ruby"), T("JavaScript"),
      source="https://github.com/lynndylanhurley/devise_token_auth/issues/904", kind="issue",
      note="no route written; DeviseTokenAuth only as a module name in code (not labelled); bare file names"),
    R(r"""Making fetch POST request

Wanted to try your build for legacy support
@ `npm:@tal500/kit@1.0.0-next.522-legacy-builds-8`
Works fine but
when trying to do `FETCH` req to `/api` ( routes/api/+server.js with GET, POST etc exposed)

```
const response = await fetch('/api', {
  method: 'POST',
  headers: {
    'content-type': 'application/json'
  },
  body: JSON.stringify({ ... })
});
```
always get
`Unexpected token 'I', "Invalid request body" is not valid JSON`

Anything on this?

Hello @nbrajnov!

I don't see any '/api' in the routes directory...
There was an old API for the obsolete 'todo' app example:
https://github.com/Tal500/sveltekit-legacy-demo/blob/6ff397a2cc78596ce59f6cf02e1371c32b15d55b/src/routes/todos/api.ts
but now it's not relevant, since SvelteKit changes the action method of forms, and change the 'todo' app to 'sverdle' for the official template of `create-svelte`.""",
      T("SvelteKit"), T("create-svelte"), F("routes/api/+server.js"), E("POST /api"),
      source="https://github.com/Tal500/sveltekit-legacy-demo/issues/1", kind="issue",
      note="fetch('/api') with method POST to the user's own +server.js route (which answers): labelled; api.ts path "
           "only inside a URL; npm only as a specifier prefix, not labelled"),
    R(r"""SvelteKit form actions return 404 on Appwrite Sites (SSR)

### 👟 Reproduction steps

1. Create a SvelteKit app with `@sveltejs/adapter-node` and one or more form actions (e.g. `export const actions = { login: async ({ request }) => { ... } }`)
2. Deploy to Appwrite Sites with SSR enabled
3. Submit a form that targets a form action (e.g. `<form method="POST" action="?/login">`)

Example: https://niwport.appwrite.network/ - any action returns 404.

### 👍 Expected behavior

The form action POST request is handled by the server and returns the appropriate response.

### 👎 Actual Behavior

All POST requests to form action URLs (e.g. `POST /login?/sendOtp`) return 404. GET requests to the same routes work correctly. The build and deployment complete successfully with no errors in the build logs.

### 🎲 Appwrite version

Appwrite Cloud

### 💻 Operating system

MacOS

### 🧱 Your Environment

- Appwrite Cloud (latest)
- velteKit `^2.50.2`
- `@sveltejs/adapter-node` `^5.5.4`
- `node-appwrite` `^22.1.0`
- SSR enabled in Appwrite Sites build settings
- Build: `npm run build`, Output: `./build""",
      T("SvelteKit"), T("@sveltejs/adapter-node"), T("Appwrite"), T("Appwrite Sites"), T("Appwrite Cloud"),
      T("macOS"), T("node-appwrite"), T("npm"),
      source="https://github.com/appwrite/appwrite/issues/11431", kind="issue",
      note="'POST /login?/sendOtp' answers 404 on the host: not labelled; form action '?/login' has no path; "
           "'velteKit' a typo of SvelteKit (label already found); ./build a folder"),
    R(r"""CORS problem pointing to a local server

If you want to change the API URL to a local server, in the README you can see the instructions that suggests to edit `src/environments/environment.ts` and change api_url to the local server's URL (i.e. localhost:3000/api)

However, if you do that, you will get a CORS error:

`Access to XMLHttpRequest at 'http://localhost:8000/api/articles?limit=10&offset=0' from origin 'http://localhost:4200' has been blocked by CORS policy: Response to preflight request doesn't pass access control check: No 'Access-Control-Allow-Origin' header is present on the requested resource.`

Maybe in the instructions will be useful to also indicate that a proxy must be configurated:

1. Create a file `src/proxy.conf.json` with the content:

```
{
  "/api": {
    "target": "URL",
    "secure": false
  }
}
```
(i.e. URL = http://localhost:8000)

2. Edit the file `angular.json` to include:
```
...
"serve": {
          ...
          "options": {
            ...
            "proxyConfig": "src/proxy.conf.json"
          },
          "configurations": {
           ...
          }
},
```

3. Point to the proxy url in `src/environments/environment.ts`

```
export const environment = {
  production: false,
  api_url: 'http://localhost:4200/api'
};
```""",
      F("src/environments/environment.ts"), F("src/proxy.conf.json"),
      source="https://github.com/realworld-apps/angular-realworld-example-app/issues/157", kind="issue",
      note="the XHR to /api/articles is a URL with no method (a preflight): no endpoint; Angular only in the bare "
           "file name angular.json: not labelled; CORS not a technology"),
    R(r"""dev server proxy config to localhost:8080/

So that this works in dev mode (when you have the server started with `./start_server.sh` from https://github.com/coi-gov-pl/pomocua-ogloszenia):
```
  constructor(private http: HttpClient) {}

  foo() {
    this.http.get('/api/jobs').subscribe(console.log);
  }
```""",
      F("./start_server.sh"), E("GET /api/jobs"),
      source="https://github.com/coi-gov-pl/gui-web-pomogamukrainie-forum/pull/19", kind="issue",
      note="http.get('/api/jobs') is a client call with its method to the app's own API through the dev proxy; "
           "HttpClient is a class name, Angular not written"),
    R(r"""End point not reachable

`/api/login` endpoint is not reachable when running the angular app in `ng serve` but `ng start` works.

Getting HTTP-404 on this endpoint `http://localhost:4200/api/login`

Hi @jocnud , 

By `ng start` I assume you mean `npm start`.
If you look into https://github.com/bfwg/angular-spring-starter/blob/master/frontend/package.json#L7, you can see that `npm start` will add a proxy config flag to `ng serve`.""",
      T("Angular"), T("npm"),
      source="https://github.com/bfwg/angular-spring-starter/issues/40", kind="issue",
      note="/api/login has no method and answers 404: no endpoint; frontend/package.json only inside a URL; "
           "'ng serve' is the Angular CLI command but the CLI is not named"),
    R(r"""ctx.request.body() is not working

Thank you for this beautiful work!

Anyway I call `ctx.request.body()` forces the endpoint to Error out and not console.log() or add a response body

```
import { Application, Router } from "https://deno.land/x/oak/mod.ts"

let port = 8084,
    router = new Router(),
    app = new Application()

router
  .post('/wtf', async ctx => {
    let body = await ctx.request.body()
    console.log(body)
    ctx.response.body = { hello: 'world' }
  })

app.use(router.routes())
app.use(router.allowedMethods())

app.listen(`0.0.0.0:${ port }`)
```

Just curious. Are you just trying to use `post` method? because `get` method works.

When sending the `POST` request are you passing in any data?
Try: `curl -X POST http://0.0.0.0:8084 -d '{"name": "alice"}' -H 'content-type: application/json'`

You should see `{"type":"json","value":{"name":"alice"}}` in the console.

It's working now! False alarm, thank you everyone & thank you oak team!""",
      T("Oak"), E("POST /wtf"),
      source="https://github.com/oakserver/oak/issues/33", kind="issue",
      note="router.post('/wtf') a route in code; the curl URL has no path; Deno only inside the import URL"),
    R(r"""ctx.request.body is not a function

This is my code
````
import { Router } from "https://deno.land/x/oak/mod.ts";
const router = new Router();

router
.post("/example", async (ctx) => {
  const contentType = ctx.request.headers.get("Content-Type");

  if (contentType && contentType.includes("application/json")) {
    const body = await ctx.request.body({ type: "json" }).value;
    // 在这里可以访问到解析后的 JSON 数据
    console.log(body);
    ctx.response.body = "Received JSON data";
  } else if (contentType && contentType.includes("application/x-www-form-urlencoded")) {
    const body = await ctx.request.body({ type: "form" }).value;
    // 在这里可以访问到解析后的表单数据
    console.log(body);
    ctx.response.body = "Received form data";
  } else {
    ctx.response.body = "Unsupported Media Type";
  }
});
export default router;
````
The deno version is 1.42.1""",
      T("Deno"), E("POST /example"),
      source="https://github.com/oakserver/oak/issues/652", kind="issue",
      note="oak named only inside the import URL: not labelled; Chinese comments kept as written"),
    R(r"""POST method not working.

Hello Guys, nice work you all did !.

I have a question about the POST request:

here's my script
```
import { Application, Router } from "./deps.ts";

const app = new Application({ port: 3001 });

app.get("/", (ctx) => {
  return { "hello": "world" };
});

app.post("/cadastrar", async (ctx) => {
  console.log(ctx.req);
  return ctx.req.body;
});

await app.run();

```

Postman

You are not setting a `Content-Type` header in your request headers. It has to be `application/json` to get parsed as a json. The code works as expected.

Please have a look on the output of the console.

I'm passing it as application/json

Using CURL""",
      T("Postman"), F("./deps.ts"), E("GET /"), E("POST /cadastrar"),
      source="https://github.com/Caesar2011/denotrain/issues/5", kind="issue",
      note="screenshots dropped; './deps.ts' is an import written with its extension, kept as a relative path; "
           "CURL the everyday command, not labelled"),
    R(r"""Post route has no body - fresh 2

I am using deno fresh 2 and have created a handler

```typescript
import { define } from "../../../utils.ts";

export const handler = define.handlers({
  POST(ctx) {
    console.log(ctx);
    return new Response(JSON.stringify(ctx.req), {
      status: 200,
      headers: { "Content-Type": "application/json" },
    });
  },
});
```

when i do a post request it never has a body, i have tried with `json/application` and `application/x-www-form-urlencoded`

```json
{
  "method": "POST",
  "url": "http://localhost:8000/api/auth/login",
  "headers": {
    "connection": "close",
    "content-length": "25",
    "content-type": "application/json",
    "host": "localhost:8000",
    "user-agent": "HTTPie",
    "x-access-token": ""
  },
  "bodyUsed": false,
  "redirect": null
}
```

```
const body = await ctx.request.json();
```

Yeah you cannot serialize a `Request` instance or other class instances in JavaScript for that matter with `JSON.stringify()`.""",
      T("Deno"), T("Fresh"), T("TypeScript"), T("JavaScript"), F("../../../utils.ts"), E("POST /api/auth/login"),
      source="https://github.com/freshframework/fresh/issues/3090", kind="issue",
      note="the logged request (method POST, the app's own localhost URL) is answered 200 by the handler: labelled "
           "by its path; HTTPie only as a user agent, not labelled; the import path with extension kept as a file"),
    R(r"""Calling req.body.read() in a post or put method crashes deno

# Calling Request.body.read() in a post or put method crashes deno

Setup:

- Deno Version: 1.13.2 (release, x86_64-unknown-linux-gnu) *(compiled from source with cargo)*
- v8 Version: 9.3.345.11
- Typescript Version: 4.3.5
- Opine Version: @1.7.2

## Details

I have this code and I want to read the contents of a post request body:
```ts
const app = opine();

app
  .use("/public", serveStatic(`${Deno.cwd()}/public`))
  .post("/msg", async (req, res, next) => {
        req.body.read()
    })

app.listen({ port: port, hostname: hostname }, () => { console.log(`http://${hostname}:${port}`) })
```

When I send a post request to the server I get this error (click to expand)

```
error: Uncaught (in promise) TypeError: Cannot read properties of undefined (reading 'byteLength')
    if (remaining >= buf.byteLength) {
                         ^
```""",
      T("Deno"), T("Cargo"), T("V8"), T("TypeScript"), T("Opine"), E("POST /msg"),
      source="https://github.com/cmorten/opine/issues/141", kind="issue",
      note=".use('/public') static middleware has no method; the stack trace's URLs and absolute app.ts path "
           "not labelled"),
    R(r"""[BUG] Serve target should not be generated for libraries

**Describe the bug**
When generating a library, the newly-added section of `workspace.json` includes a `serve` target. This target invokes `dotnet run` under the hood, which is not supported for library projects. The `serve` target should only be added to application projects.

**To Reproduce**
Steps to reproduce the behavior:
1. Create a new Nx workspace
2. Generate a new class library with `npx nx generate @nx-dotnet/core:lib my-lib --template classlib --language C#`
3. Open `workspace.json` and find the section for `my-lib`.
4. The `architect` key includes a `serve` target, which will always fail when run.

**Expected behavior**
A `serve` target should not be included for library projects. Only the `build` target should be scaffolded (plus a `test` target if a test template was specified).

**Environment:**
 - OS: Windows
 - Browser: N/A
 - Version: 0.2.0
 - Affected Packages: `@nx-dotnet/core`

This should be fixed in generate-project.ts. Bug was introduced when the logic was removed from the individual generators. Feel free to open a PR or I will get to it tomorrow sometime.

@all-contributors add @bcallaghan-et for code""",
      T("Nx"), T(".NET"), T("npx"), T("@nx-dotnet/core"), T("C#"), T("Windows"),
      source="https://github.com/nx-dotnet/nx-dotnet/issues/28", kind="issue",
      note="'dotnet run' labelled .NET; workspace.json and generate-project.ts bare names"),
    R(r"""yarn `workspaces` will fails to serve the app Nx: 16.1.3

### Current Behavior

If the `package.json` contains the `workspaces` configuration, dependency installation will succeed but serving the application will fail.

```
{
  "name": "company",
  "version": "0.0.0",
  "license": "MIT",
  "private": true,
  "workspaces": [ ... ]--> This will fails to serve the application 
}
```
The error that is thrown to the console when running `npx nx serve <<app_name>>` is `NX Cannot find project <<app_name>>`.

### Expected Behavior

Should continue to work.

### Steps to Reproduce

1. Create new workspace (angular or any)
2. Add `workspaces: []` in package.json.
3. Try running the default app that created. At this point you see the error `NX cannot run the project ...`

### Nx Report

```shell
Node   : 16.19.0
   OS     : darwin x64
   yarn   : 1.22.19
   Hasher : Native

   nx                 : 16.1.3
   @nx/js             : 16.1.4
   @nx/jest           : 16.1.3
   @nx/linter         : 16.1.3
   @nx/workspace      : 16.1.3
   @nx/angular        : 16.1.3
   @nx/cypress        : 16.1.3
   @nx/devkit         : 16.1.3
   @nx/esbuild        : 16.1.3
   @nx/eslint-plugin  : 16.1.3
   @nx/nest           : 16.1.3
   @nx/node           : 16.1.4
   @nrwl/tao          : 16.1.3
   @nx/web            : 16.1.3
```""",
      T("Yarn"), T("Nx"), T("npx"), T("Angular"), T("Node.js"),
      source="https://github.com/nrwl/nx/issues/16900", kind="issue",
      note="the nx report's @nx/* plugins are Nx's own packages, not labelled one by one; darwin not labelled; "
           "package.json bare"),
    R(r"""Example produces NoMethodError

The example on [here](https://guides.hanamirb.org/v2.2/actions/parameters/#validations-at-the-http-layer) 

```ruby
# app/actions/users/create.rb

module Bookshelf
  module Actions
    module Users
      class Create < Bookshelf::Action
        accept :json

        def handle(request, response)
          request.params.to_h # => {}
        end
      end
    end
  end
end
```
will produce a NoMethodError:

```sh
NoMethodError at /users
======================

undefined method 'accept' for class Bookshelf::Actions::Users::Create
```

I'd offer a PR but I'm unsure what the correct method is. I **think** deleting the line `accept :json` should be sufficient as the follow up code says to enable the body parser. If so I'm happy to offer a PR doing so""",
      T("Ruby"), F("app/actions/users/create.rb"),
      source="https://github.com/hanami/guides/issues/295", kind="issue",
      note="'NoMethodError at /users' gives no HTTP method: no endpoint; Hanami only inside the guides URL and the "
           "module path, so not labelled"),
    R(r"""hanami generate action #create does not create a post route

```
hanami generate action web books#create
```
doesn't generate (as mentionned in the book):
```
post '/books', to: 'books#create'
```
but
```
get '/books', to: 'books#create'
```

Hello! For generate action with specific method you need to use `--method` key. For example:
```
$ hanami generate action web books#create --method=post
```

That makes sense. Much better than the framework guessing. So the __getting started__ on that matter is misleading.

@sebabouche I updated getting start guide too.

@sebabouche @davydovanton Thank you all :+1:""",
      T("Hanami"), E("POST /books"), E("GET /books"),
      source="https://github.com/hanami/hanami/issues/489", kind="issue",
      note="both route lines are Hanami routes in code (the expected post and the generated get): labelled"),
    R(r"""first week

puma has error
vim Gemfile

gem 'puma', '~> 3.12'""",
      T("Puma"), T("Vim"),
      source="https://github.com/quanzhanying/job-listing/pull/2000", kind="issue",
      note="a course PR; Gemfile a bare file name"),
    R(r"""gem puma

gem file 中 puma 版本好像過時了
我改成3.10.0 bundle install才過""",
      T("Puma"),
      source="https://github.com/kaochenlong/shopping_mall/issues/1", kind="issue",
      note="'bundle install' is the Bundler command but Bundler is not written: not labelled"),
    R(r"""[🐞] Custom route - 404 not found

### Which component is affected?

Qwik Runtime

### Describe the bug

I am trying to simply send an email using a custom endpoint. As explained in documentation - I should be able to do so by creating a file inside routes directory with the .ts extension instead of .tsx

That's what I've done by implementing a simple route handler as explained here: https://qwik.builder.io/qwikcity/data/endpoints/

My route handler resides in `/contact/send-email.ts` file.

Later I am trying to fetch this route like this:
` await fetch("/contact/send-email", {
      method: "POST",
      body: data,
    });`

But this gives me 404 error. 

### Reproduction

https://stackblitz.com/edit/qwik-starter-9spyjw?file=src/routes/index.tsx

### Steps to reproduce

Run `npm install` followed by `npm start`

### System Info

```shell
System:
    OS: macOS 12.6
    CPU: (8) arm64 Apple M1
    Memory: 139.31 MB / 8.00 GB
    Shell: 3.4.1 - /opt/homebrew/bin/fish
  Binaries:
    Node: 16.15.0 - /usr/local/bin/node
    Yarn: 1.22.10 - /usr/local/bin/yarn
    npm: 9.2.0 - /usr/local/bin/npm
  Browsers:
    Chrome: 108.0.5359.124
    Firefox: 107.0.1
    Safari: 15.6.1
  npmPackages:
    @builder.io/partytown: ^0.7.1 => 0.7.1
```

Qwik is directory based: https://qwik.builder.io/qwikcity/routing/overview/""",
      T("Qwik"), T("npm"), T("macOS"), T("Node.js"), T("Yarn"), T("Chrome"), T("Firefox"), T("Safari"),
      T("Partytown"),
      source="https://github.com/QwikDev/qwik/issues/2654", kind="issue",
      note="the POST to /contact/send-email answers 404 (no route): not labelled; '/contact/send-email.ts' written "
           "with a leading slash (absolute form): not labelled; src/routes/index.tsx only in a URL; fish and "
           "Homebrew only inside absolute paths; @builder.io/partytown is Partytown (SURFACES)"),
    R(r"""API routes return empty objects

### Qwik Version

0.0.39

### Operating System (or Browser)

Debian Linux

### Node Version (if applicable)

v16.3.0

### Which component is affected?

Qwik City

### Expected Behaviour

I should be able to call an api endpoint ie `routes/api/get-data.ts` and retrieve a json response

### Actual Behaviour

Response is always an empty object `{}` regardless of what the endpoint is returning.

### Additional Information

Qwik City 0.0.29

+1, same here. with qwik-city@0.0.29. 

if do something async in json endpoint, then will be empty

in [`packages/qwik-city/runtime/src/app/routes/`](https://github.com/BuilderIO/qwik/blob/main/packages/qwik-city/runtime/src/app/routes/api/data.json.ts#L4)  change `onGet` to following then reproduce the issue.

```ts
export const onGet: EndpointHandler = async ({ request }) => {
  await Promise.resolve()
  return {
    timestamp: Date.now(),
    method: request.method,
    url: request.url,
    os: os.platform(),
    arch: os.arch(),
    node: process.versions.node,
  }
};
```

@youngboy I guess that means it's fixed for the. Ext release. 😆

Fixed in 0.0.30""",
      T("Qwik"), T("Qwik City"), T("Debian"), T("Linux"), T("Node.js"), T("TypeScript"),
      F("routes/api/get-data.ts"),
      source="https://github.com/QwikDev/qwik/issues/903", kind="issue",
      note="an onGet handler whose URL path is never written: no endpoint; packages/qwik-city/runtime/src/app/routes/ "
           "is a folder and data.json.ts only inside the URL"),
    R(r"""POST request returns error 400 (Bad Request) caused by CORS while fetching in JavaScript

### Is there an existing issue for this?

- [X] I have searched the existing issues

### Describe the bug

API returns error 400 (Response {type: 'cors', url: 'https://localhost:7045/api/Users', redirected: false, status: 400, ok: false, …}) on POST request from React app

Thank you for help!

### Expected Behavior

API has to return 201 

### Exceptions (if any)

Error 400 (Bad Request)

### .NET Version

7.0

### Anything else?

This is the ASP.NET core project: https://github.com/rogulikAFC/School-social-media/tree/main/SchoolSocialMediaServer

The error is returned from method CreateUser in this file: https://github.com/rogulikAFC/School-social-media/blob/main/SchoolSocialMediaServer/SchoolSocialMediaServer/Controllers/UsersController.cs

This is the source code of the project: https://github.com/rogulikAFC/School-social-media

In this file method signUp cause error: https://github.com/rogulikAFC/School-social-media/blob/main/frontend/src/contexts/UserContext.tsx

CORS doesn't return a 400 error code. Also, I don't see a `Users` method on your controller, did you mean to send a request to `CreateUser`?

Look at server logs and see where the error is coming from.""",
      T("JavaScript"), T("React"), T(".NET"), T("ASP.NET"), E("POST /api/Users"),
      source="https://github.com/dotnet/aspnetcore/issues/53691", kind="issue",
      note="the POST to the app's own https://localhost:7045/api/Users answers 400: labelled by its path; the "
           "controller and UserContext.tsx paths only inside URLs"),
    R(r"""Improve user experience with minimal api

Since the used `.csproj` is a web api project, when user start the app local url `https://localhost:7160/` return an `404`.

The idea of this PR is to return the settings value through minimal api.

Hi, 

I've intentionally removed this code to focus on the feature on my graphic. But now it's on GitHub, so why not, we can improve user experience. Thank you for the PR ☺️""",
      source="https://github.com/okyrylchuk/dotnet6_features/pull/1", kind="issue",
      note="nothing labelled: '.csproj' is an extension, 'web api' and 'minimal api' generic, the localhost URL "
           "has no method and answers 404"),
    R(r"""ASP.NET Core app with React out of date

Search for `Once the project is created, Solution Explorer should look like this:`

Looks like when this doc was written a Web API app was used. It's currently using minimal APIs so there's no controller, no `WeatherForcast.cs` file, etc.

The current template looks much different.

---
#### Document Details

⚠ *Do not edit this section. It is required for learn.microsoft.com ➟ GitHub issue linking.*

* ID: f5beb7f5-5d28-d5e5-92ba-3e04c75e44b5
* Version Independent ID: 867e3a3f-2387-ba46-c911-10822f8c4a81
* Content: [Create an ASP.NET Core app with React - Visual Studio (Windows)](https://learn.microsoft.com/en-us/visualstudio/javascript/tutorial-asp-net-core-with-react?view=vs-2022)
* Content Source: [docs/javascript/tutorial-asp-net-core-with-react.md](https://github.com/MicrosoftDocs/visualstudio-docs/blob/main/docs/javascript/tutorial-asp-net-core-with-react.md)
* Product: **visual-studio-windows**
* Technology: **vs-javascript**
* GitHub Login: @Mikejo5000
* Microsoft Alias: **mikejo**

@Mikejo5000 I'm working on this.

Updates in linked PR now merge""",
      T("ASP.NET"), T("React"), T("Visual Studio"), T("Windows"),
      F("docs/javascript/tutorial-asp-net-core-with-react.md"),
      source="https://github.com/MicrosoftDocs/visualstudio-docs/issues/9571", kind="issue",
      note="WeatherForcast.cs a bare name; 'vs-javascript' a docs tag, JavaScript not labelled from it; screenshot "
           "dropped"),
    R(r""".NET CORE6 + ReactJS Template

### Is there an existing issue for this?

- [X] I have searched the existing issues

### Describe the bug

After creating asp.net core(6) with reactjs project using the rider(jetbrains) template. I cannot call controllers actions from REACTJS using axios. It always returns 404.

### .NET Version

6

@1988gadocansey thanks for contacting us.

Are you able to access the endpoint directly through the browser?

I can't access Controller endpoint from browser except the reactjs routes
.. There's a setupproxy in the react Src..  I actually don't know how to
configure the control""",
      T(".NET"), T("ASP.NET"), T("React"), T("JetBrains Rider"), T("Axios"),
      source="https://github.com/dotnet/aspnetcore/issues/40064", kind="issue",
      note="screenshots dropped; no path written; ReactJS is React, rider(jetbrains) is JetBrains Rider (SURFACES)"),
    R(r"""[BUG] DX — Dockerfile missing workspace package.json manifests; docker build fails

## Problem / Context

Dockerfile crashes on every `docker compose up` because pnpm install fails in the base build stage. pnpm requires all workspace package.json files to be present before it can resolve workspace:* links — but the Dockerfile only copies three of the fourteen manifests:
```
COPY apps/api/package.json ./apps/api/
COPY libs/core/package.json ./libs/core/
COPY libs/shared/package.json ./libs/shared/
```
apps/api/package.json declares workspace:* dependencies on nine additional packages whose manifests are never copied. pnpm cannot build the dependency graph without them, so the build exits with an unresolved workspace package error before a single TypeScript file is compiled.

The production stage repeats the same gap, adds a second pnpm install --prod without pnpm-lock.yaml (non-deterministic), and omits the built dist/ outputs of all eight integration packages — so even if the install somehow passed, the API would crash on startup with Cannot find module '@openlinker/integrations-*'.

## Proposed Solution

In Dockerfile, make two targeted additions:

1. Add the missing COPY package.json lines in both the base stage and the production stage (same set in both places):
```
COPY libs/plugin-sdk/package.json ./libs/plugin-sdk/
```""",
      T("Docker"), T("Docker Compose"), T("pnpm"), T("TypeScript"),
      F("apps/api/package.json"), F("libs/core/package.json"), F("libs/shared/package.json"),
      F("libs/plugin-sdk/package.json"),
      source="https://github.com/openlinker-project/openlinker/issues/1093", kind="issue",
      note="COPY targets ./apps/api/ etc. are folders; Dockerfile, pnpm-lock.yaml bare; 'docker compose up' is "
           "Docker Compose (SURFACES); trimmed inside the last COPY list"),
    R(r"""Docker build fails without packages listed in pnpm-workspace.yaml

For some reason the docker build fails for me unless I add the packages in to the pnpm workspace config:

```
packages:
  - 'pdiiif-lib'
  - 'pdiiif-web'
  - 'pdiiif-api'
```

Otherwise I get this build error:
[...]
```
#13 [8/9] RUN cd pdiiif-lib &&     pnpm i && pnpm build &&     cd ../pdiiif-web &&     pnpm i && pnpm build &&     cd ../pdiiif-api &&     pnpm i && pnpm run build &&     rm -rf ~/.pnpm-store
#13 1.548 No projects found in "/opt/pdiiif"
#13 2.501
#13 2.501 > pdiiif@0.2.5 build /opt/pdiiif/pdiiif-lib
#13 2.501 > vite build
#13 2.501
#13 2.525 sh: 1: vite: not found
#13 2.561  ELIFECYCLE  Command failed.
#13 2.562  WARN   Local package.json exists, but node_modules missing, did you mean to install?
#13 ERROR: process "/bin/sh -c cd pdiiif-lib &&     pnpm i && pnpm build &&     cd ../pdiiif-web &&     pnpm i && pnpm build &&     cd ../pdiiif-api &&     pnpm i && pnpm run build &&     rm -rf ~/.pnpm-store" did not complete successfully: exit code: 1
------
```""",
      T("Docker"), T("pnpm"), T("Vite"),
      source="https://github.com/jbaiter/pdiiif/issues/41", kind="issue",
      note="pnpm-workspace.yaml and package.json bare names; pdiiif-lib etc. workspace folders; /opt paths absolute"),
    R(r"""🐛 Bug: Building Docker Images from source code and find error: ERR_PNPM_WORKSPACE_PKG_NOT_FOUND

### Please confirm if bug report does NOT exist already ?

- [X] I confirm there is no existing issue for this

### Steps to reproduce ?

step1: build sdk
cd packages/nocodb-sdk
pnpm install
pnpm run build

step2:  install backend dependency
cd packages/nocodb
pnpm install

step3: generate main.js in nocodb/docker folder 
cd packages/nocodb
pnpm run docker:build

step4: build nocodb image
cd packages/nocodb
docker build -t nocodb:v1 .

### Desired Behavior

successfully generate the docker image so I can start the container and access the backend  

### Project Details

Node: **v18.19.1**
Arch: **arm64**
Platform: **darwin**
Docker: **false**
RootDB: **pg**
PackageVersion: **0.251.0**

### Attachments

this is part of the Dockerfile, errors appears when run the following:

RUN pnpm install --prod --shamefully-hoist""",
      T("Docker"), T("pnpm"), T("NocoDB"), T("Node.js"),
      source="https://github.com/nocodb/nocodb/issues/8913", kind="issue",
      note="packages/nocodb-sdk, packages/nocodb and nocodb/docker are folders; main.js bare; 'pg' as RootDB left "
           "out (an abbreviation in a settings dump); screenshot dropped"),
    R(r"""400 Bad request error happening in createHttpLink

I am Using Apollo Client with React and trying to fetch the data. 

Here's my Query that I made for `seeProduct` with using graphql-nexus

```typescript
// See Product Query
export const SeeProductQuery = queryField("seeProduct", {
  type: "Product",
  description: "See Product Query",
  args: {
    id: nonNull(stringArg()),
  },
  resolve: (_, { id }, {}) => {
    return client.product.findUnique({ where: { id } });
  },
});
```

and below is my `Home()` component. 

```typescript
const SEE_PRODUCT_QUERY = gql`
  query ($seeProductId: String!) {
    seeProduct(id: $seeProductId) {
      name
      price
    }
  }
`;

export default function Home() {
  const { data } = useQuery(SEE_PRODUCT_QUERY);
  return (
    <>
      <PageTitle title="Home" />
      <Container></Container>
    </>
  );
```

And my setting for Apollo with React 

```typescript

const httpLink = createHttpLink({
  uri: "http://localhost:4500/graphql",
});

const authLink = setContext((_, { headers }) => {
  const token = localStorage.getItem("authorization");
  return {
    headers: {
      ...headers,
      authorization: token,
    },
  };
});

export const client = new ApolloClient({
  cache: new InMemoryCache(),
  link: authLink.concat(httpLink),
});
```

But I am getting the following error in the console.""",
      T("Apollo Client"), T("React"), T("graphql-nexus"), T("TypeScript"),
      source="https://github.com/apollographql/apollo-client/issues/9568", kind="issue",
      note="the link URI has no method: no endpoint; trimmed before the console error"),
    R(r"""400 error when trying to access from client

Hi so first off I have to say that I am fairly new to graphQL.  Your project really helped me wrap my head around it and got me up off the ground.

After building my server, I tried to build my client.  I never could get relay to work, so I switched to Apollo.  Apollo is kinda working, but I always get a 400 error back from the server.  In an attempt to cut Apollo out of the picture I a setup a very simple fetch request to see what would happen.  here is my results:
`{"type":"default","status":400,"ok":false,"headers":{"map":{"access-control-allow-credentials":["true"],"date":["Tue, 07 Mar 2017 23:01:11 GMT"],"content-type":["application/json; charset=utf-8"],"content-length":["282"],"x-powered-by":["Express"],"connection":["keep-alive"]}},"url":"http://localhost:3000/graphql","_bodyInit":{},"_bodyBlob":{}}`

I setup cors on my server to allow whitelist the client address, but now I am just stuck.  Any advice would be greatly appreciated!

EDIT:

here is my Apollo client:
`const client = new ApolloClient({
  networkInterface: createNetworkInterface({ uri: '/graphql', credentials: 'include', }),
})`

and here is my fetch request: 
`fetch('http://localhost:3000/graphql')`

maybe I need to add some headers to my fetch request?  but then what is causing my Apollo client to fail?""",
      T("GraphQL"), T("Relay"), T("Apollo Client"), T("Express"),
      source="https://github.com/charlieschwabacher/gestalt/issues/17", kind="issue",
      note="x-powered-by: Express names the server software: labelled; fetch() of a full URL with no method and "
           "the client's uri '/graphql' give no method: no endpoint"),
    R(r"""GET query missing.

The http://localhost:3000/graphql endpoint returns a 400 Bad Request for cloned sections 4,5 and 6.

use http://localhost:3000/graphiql

@Ar4ics Thanks.""",
      source="https://github.com/leveluptuts/fullstack-graphql-apollo-react-meteor/issues/4", kind="issue",
      note="nothing labelled: the paths only inside URLs with no method; graphiql only in a URL"),
    R(r"""Error 400: Bad Request (message: Must provide document)

Hi all. I have pretty simple graphql-server: 

```js
import express from 'express'
import bodyParser from 'body-parser'
import { graphqlExpress, graphiqlExpress } from 'graphql-server-express'
import { makeExecutableSchema, addResolveFunctionsToSchema } from 'graphql-tools'

import Schema from './schema'
import Resolvers from './resolvers'

const executableSchema = makeExecutableSchema({
  typeDefs: Schema,
  printErrors: true,
});

addResolveFunctionsToSchema(executableSchema, Resolvers)

const PORT = 3000;
const app = express();

app.use('/graphql', bodyParser.json(), graphqlExpress(
  {
    schema: executableSchema,
    resolvers: Resolvers,
  },
))
app.use('/graphiql', graphiqlExpress({ endpointURL: '/graphql' }))

app.listen(PORT, () => console.log('Server is running!'))
```

With `graphiql` tool everything working correctly: I can make requests and receive expected results. But when I am trying to send request with `apollo-client`, something wrong. Here is my client code:

```js
import ApolloClient, { createNetworkInterface } from 'apollo-client';
import gql from 'graphql-tag';

const apolloClient = new ApolloClient({
  networkInterface: createNetworkInterface({
    uri: 'http://localhost:3000/graphql',
    opts: {
      mode: 'no-cors',
    },
  }),
});
```""",
      T("JavaScript"), T("Express"), T("body-parser"), T("graphql-server-express"), T("graphql-tools"),
      T("GraphiQL"), T("Apollo Client"), T("graphql-tag"),
      source="https://github.com/apollographql/apollo-client/issues/1233", kind="issue",
      note="app.use('/graphql') mounts middleware with no method: no endpoint; graphql-server is the package's "
           "short name; './schema' and './resolvers' import specifiers"),
    R(r"""Login error after installation - Request failed with status code 401

I am working on Homestead 
after installing and trying to login i got this error "Request failed with status code 401" 

Here is the network error 
```
Request URL: localhost/api/user
Request Method: GET
Status Code: 401 Unauthorized
Remote Address: 192.168.5.5:80
Referrer Policy: no-referrer-when-downgrade
```
Although the  "/api/auth/login"  request returned with success 200

@salmaomario It seems that santum is not configured correctly. Please check similar issues here:
- https://github.com/tuandm/laravue/issues/185
- https://github.com/tuandm/laravue/issues/214
- https://github.com/tuandm/laravue/issues/204

Im facing the same issue
Im using windows and localhost:8000
But still geting the error 401

@seanlunar Have you checked the above comment, like https://github.com/tuandm/laravue/issues/185?

If possible, can you please share your .env?

first make sure from your .env file and set your correct database setting 
then (important) make sure to make clear cache : 
1- php artisan cache:clear
2- php artisan config:cache
3- php artisan config:clear

then you should make seed 
php artisan db:seed
then retry to sign in again it should works""",
      T("Laravel Homestead"), T("Windows"), T("Artisan"), E("GET /api/user"),
      source="https://github.com/tuandm/laravue/issues/219", kind="issue",
      note="the network panel's GET to the app's own /api/user answers 401: labelled; /api/auth/login has no method "
           "written; 'santum' a typo of Sanctum, left out; 'php artisan' labelled Artisan, PHP not (the CLI name "
           "only); Homestead is Laravel Homestead (SURFACES)"),
    R(r"""401 Unauthorized

After successful registration and login, every route with middleware auth:sanctum returns a status code: 401 **Unauthorized**, what could be the problem?

Ah, alright, if I run site with the **php artisan serve**, then everything is ok, but with my **Apache server** and **virtual domain** there is a **401 error**, how can I fix this?

hello , thank you for opening this issue .

the problrem you are facing is a consequence of an unmatch in the url happening between the frontend and the backend allowed stateful domains , the vue js front end will post to `yourdomain/api/login` , `yourdomain` should be avaible in the stateful array located in the `app/config/sanctum.php` ( so your backend can accept the cookie sent by the front end including in the headers of each request ) .
by default laravel will inlude the `APP_URL` env var which holds your url so you need to specify your app url **but** ( and this is what i missed )  it wont include the port number ! because the config here uses `parse_url` that why it will accept the `.test` cause it has no port extension ( it will take it from the env var ) but it will not accept the `localhost:8000` cause the parse_url will ignore the port number .

**FIX** : add the url manually to your config/sanctum.php with the port number""",
      T("Artisan"), T("Apache HTTP Server"), T("Vue"), T("Laravel"), F("app/config/sanctum.php"), F("config/sanctum.php"),
      source="https://github.com/HijenHEK/laravel-vue-sanctum-spa/issues/3", kind="issue",
      note="'yourdomain/api/login' is a placeholder host with a path, no leading slash: no endpoint; auth:sanctum a "
           "middleware name, Sanctum left out; 'vue js' is Vue"),
    R(r"""Chapter 2 config/routes.rb listing 4-6 changes

One of the confusing things in Chapter 2 is the block inside the `namespace :api`

Listing 4. config/routes.rb
```
Rails.application.routes.draw do
  namespace :api, defaults: { format: :json } do
    namespace :v1 do                   <= This guy
      # We are going to list our resources here
    end
  end
end
```

You then commit as "Set the routes constraints for the api". So far no problem. Then we see.

Listing 5. config/routes.rb
```
Rails.application.routes.draw do
  # Api definition
  namespace :api, defaults: { format: :json }  do
    # We are going to list our resources here           <= where's it gone?
  end
end
```
This is a bit confusing as the version `namespace :v1 `has disappeared. Maybe it's because it wasn't interesting? Maybe because it's a mistake? However, In Listing 6 we have namespace changed to scope.""",
      T("Rails"), F("config/routes.rb"),
      source="https://github.com/madeindjs/api_on_rails/issues/15", kind="issue",
      note="namespaces with no routes inside: no endpoint"),
    R(r"""Add PATCH requests to API

Returns the following error when sending POST and PATCH requests:

`ActionController::RoutingError (No route matches [POST] "dm_items/4/json")`
`ActionController::RoutingError (No route matches [PATCH] "dm_items/4/json")`

Where is routing handled in the application? Do you have a routes.rb file? My guess is that the HTML generated has an incorrect action.

I think we need to tackle #46 and then revisit this issue if necessary.""",
      source="https://github.com/RockefellerArchiveCenter/dm_log/issues/34", kind="issue",
      note="nothing labelled: both requests are refused (No route matches) and the path has no leading slash; "
           "routes.rb bare; ActionController a class name, HTML a format"),
    R(r"""Add :patch to routes for Rails 4

Rails 4 introduced the `_patch` method for update posts. Apotomo needs to handle them.

To work around this, I added :patch to the Apotomo routes in config/routes.rb

```
Rails.application.routes.draw do
  match ":controller/render_event_response", :to => "#render_event_response", :as => "apotomo_event", :via => [:get, :post, :patch]
end
```""",
      T("Rails"), T("Apotomo"), F("config/routes.rb"),
      source="https://github.com/apotonick/apotomo/issues/135", kind="issue",
      note="the matched route has no leading slash and a :controller placeholder: no endpoint"),
    R(r"""Support for patch method

``` ruby
class Api < Grape::API
  patch '/update' do
    "response"
  end
end
```

Update specs.""",
      T("Ruby"), T("Grape"), E("PATCH /update"),
      source="https://github.com/ruby-grape/grape/pull/121", kind="issue",
      note="Grape named through Grape::API, the library's own PR; patch '/update' a route in code"),
    R(r"""[draft] Fetching Data

#354

content/guides/data-fetching.mdx:26
````diff
+
+`createResource` requires a function that returns a promise as its argument. 
+Upon the call, `createResource` returns a signal which has reactive properties like loading, error, latest, etc. 
+These properties can be used to conditionally render JSX based on the current reactive state:
+
+```jsx
+import { createResource, Switch, Match, Show } from "solid-js";
+
+const fetchUser = async () =>
+ {
+  const response = await fetch(`https://swapi.dev/api/people/`);
+  return response.json();
````
`return await response.json()` The json method is asynchronous""",
      T("JSX"), T("SolidJS"), F("content/guides/data-fetching.mdx"),
      source="https://github.com/solidjs/solid-docs/pull/355", kind="issue",
      note="review thread location kept (the :26 line number dropped from the label); the fetch goes to an external "
           "API URL: no endpoint; solid-js is SolidJS (SURFACES)"),
    R(r"""createSignal , createResource updates

src/routes/reference/basic-reactivity/create-resource.mdx
````diff
+	const response = await fetch("/api/data");
+	return response.json();
+});
 
-If you're using `renderToStream`, you can tell Solid to wait for a resource before flushing the stream using the `deferStream` option:
+// Access data
+console.log(data()); // undefined initially, then fetched data
+console.log(data.loading); // true during fetch
+console.log(data.state); // "pending" → "ready"
+```
+
+### With Source
````
```suggestion
### With source
```""",
      T("SolidJS"), F("src/routes/reference/basic-reactivity/create-resource.mdx"),
      source="https://github.com/solidjs/solid-docs/pull/1356", kind="issue",
      note="fetch('/api/data') in a docs example writes no method word: left out; Solid is SolidJS (SURFACES)"),
]
