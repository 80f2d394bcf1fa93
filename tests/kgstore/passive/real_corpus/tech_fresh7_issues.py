"""A seventh fresh held-out set ("fresh-7"), part one: GitHub issue and pull-request threads of
ecosystems and tools the earlier sets touched little -- FastAPI access logs, Rocket, Alerta,
Tauri on Windows, Astro and its compiler, Pagefind, Koa, Go routers (goweb, gin, bunrouter, Iris,
Hegel), Laravel forms and CSRF, Scala 3 migration under sbt, OCaml's opam and Dune, Spring Boot
courses, Hugo themes, Pulumi on AWS, NestJS controllers, axum routers, koa-routing, Sinatra on
Rack, Rust build errors with their source paths, Rails views and test-suite paths -- each a
paragraph or a few lines of one thread kept as written (code blocks, logs and environment dumps
as they appear; the comments of a thread joined without their author lines), with the thread's
title opening the text.

Every text was taken from a stored public copy of the thread at the address given and labelled
by hand without running the extractor on it. Labels follow the earlier sets: technologies under
their usual canonical name (any spelling in the text), also tools the lexicon may not know; data
formats, platform strings and everyday shell utilities (curl, chmod, make targets) not labelled;
relative file paths as written (./ kept), absolute paths, home paths and bare file names not; an
endpoint only as "METHOD /path", when the text gives the method for that path (inline, an access
log, a route definition in code, a router's method column) and writes the path with its leading
slash -- a path without its method, a bare prefix and a whole URL's host are not labelled.
Nobody tunes the extractor on these texts: the benchmark scores them as their own split
(``--split fresh-7``).
"""

from real_corpus import E, F, R, T

SURFACES = {
    "Homebrew": ("brew",),
    "NestJS": ("nest.js",),
    "Spring Boot": ("Spring-Boot",),
    "scala3-migrate": ("sbt-migrate",),
}

CASES = [
    # ---------------------------------------------------------------- Python web
    R("""422 Unprocessable Entity with Proper Input

An Api is getting called from android devices. Following is simple Plain Old Java Class to define the JSON Post Request Body:

```
    @SerializedName("longitude")
    double longitude;

    @SerializedName("radius")
    double radius;
```

And my Pydantic Model is defined like this:

```
class TextSearchQuery(BaseModel):

    longitude: float

    radius: float
```
What is Wrong? I don't really get this! Really frustrated with this bug again and again!

`INFO:     37.111.237.7:0 - "POST /api/v2/text_search HTTP/1.1" 422 Unprocessable Entity`

 **Does FastAPI has some easy way to just get the JSON POST request body like flask?. Using Pydantic Model is giving us too much hassle and bugs.""",
      T("Android"), T("Java"), T("Pydantic"), T("FastAPI"), T("Flask"), E("POST /api/v2/text_search"),
      source="https://github.com/fastapi/fastapi/issues/1479", kind="issue",
      note="the access log gives the method; Flask is the framework compared with"),
    R("""Upgrade rocket to 0.4.0

I've updated rocket together with the template system but as there are no tests and I cannot be 100% that I didn't break anything, I also ran
clippy and tried to fix some of the problems.

That looks great!
However when checking out your branch and running it locally, I'm getting 404s for all the endpoints with a `timestamp` query parameter :(
This happens for every pages that is not `/clusters`, so seems a bit unfortunate.

From the logs, I can see:
```
2019-03-31 16:11:04+0100: (unknown) INFO - _ - Matched: GET /api/clusters/<cluster_id>/topics?<timestamp> (cluster_topics)
2019-03-31 16:11:04+0100: (unknown) WARN - _ - Missing required query parameter 'timestamp'.
2019-03-31 16:11:04+0100: (unknown) INFO - _ - Outcome: Forward
```""",
      T("Rocket"), T("Clippy"), E("GET /api/clusters/<cluster_id>/topics"),
      source="https://github.com/fede1024/kafka-view/pull/29", kind="issue",
      note="the route Rocket matched, with its method; /clusters has none"),
    R("""404 errors after upgrade to 7.5.3

I upgraded my instance from 7.5.1 to 7.5.2 and the web UI and python module stopped functioning. The server is reporting 404s on any action. I also tested with 7.5.3 and the error is still there. Rolling back to 7.5.1 works fine.

    127.0.0.1 - - [04/May/2020 19:15:45] "GET /config HTTP/1.0" 404 -
    127.0.0.1 - - [04/May/2020 19:19:55] "POST /alert HTTP/1.1" 404 -

**Environment**
- OS: Linux
- API version: 7.5.3
- Deployment: self-hosted
- For self-hosted, WSGI environment: nginx

- Database: MongoDB

I am running Arch Linux, so this could also be related to the build process.""",
      T("Python"), T("Linux"), T("Nginx"), T("MongoDB"), T("Arch Linux"),
      E("GET /config"), E("POST /alert"),
      source="https://github.com/alerta/docker-alerta/issues/197", kind="issue"),
    R("""All Requests Respond with 404 After Upgrade

I upgraded to the latest pip3 install, and now all API calls return a 404 error.

**To Reproduce**

1. Upgrade using pip3
2. Run `curl -H "Authorization: SharedSecret oop7oophahVie7Ahchainee3seesae4a" http://localhost:5000/api/version`

**System:**
 - OS: Ubuntu 18.04.6
 - python version: 3.6.9
 - matrix registration version Latest""",
      T("pip"), T("Ubuntu"), T("Python"),
      source="https://github.com/zeratax/matrix-registration/issues/80", kind="issue",
      note="curl without -X: no method given, no endpoint"),
    R("""Server: missing /Upgrade/Report route causes 404 during silent update

The server registers both URL variants for Verification:
- `/Upgrade/Verification`
- `/Update/Verification`

But only one variant for Report:
- `/Update/Report`

When a client uses the `/Upgrade/*` URL convention (e.g., `http://localhost:5000/Upgrade/Report`), the report endpoint returns **404**.

Fixed: the `/Upgrade/Report` route has been added to Server's Program.cs via PR #43. Both `/Upgrade/Report` and `/Update/Report` are now registered.""",
      source="https://github.com/GeneralLibrary/GeneralUpdate-Samples/issues/71", kind="issue",
      note="routes without a method; Program.cs bare; no tool named"),
    # ---------------------------------------------------------------- Tauri
    R("""Cannot run a new app on Windows

Steps to reproduce the behavior: **TLDR; follow the tauri website**
1. Run `yarn create tauri-app`
2. `cd tauri-app` (or whatever you called it)
2. Run `yarn tauri info`
3. Run `yarn tauri dev`  <- errors

Operating System - Windows, version 10.0.19042 X64
Webview2 - 95.0.1020.44

Node.js environment
  Node.js - 16.13.0
  @tauri-apps/cli - 1.0.0-beta.10

Global packages
  npm - 8.1.2
  yarn - 1.22.17

Rust environment
  rustc - 1.56.1
  cargo - 1.56.0""",
      T("Windows"), T("Tauri"), T("Yarn"), T("WebView2"), T("Node.js"), T("npm"), T("Rust"),
      T("Cargo"),
      source="https://github.com/tauri-apps/tauri/issues/2871", kind="issue"),
    R("""Windows 编译失败

与这个类似： https://github.com/tauri-apps/tauri/issues/3941 问题是 Windwos 下 run 的时候会报 icon 文件找不到。试过跳转路径更换目录名等方式，还是一直失败。

```
npm run devwin

> devwin
> set TAURI_SKIP_DEVSERVER_CHECK=true && set RUST_BACKTRACE=full && npm run tauri dev

  thread 'main' panicked at 'error found during tauri-build: Error {
      context: "failed to compile `icons/icon.ico` into a Windows Resource file during tauri-build",
      source: Error {
          kind: NotFound,
          message: "program not found",
      },
  }'
```""",
      T("Windows"), T("npm"), T("Tauri"), F("icons/icon.ico"),
      source="https://github.com/tw93/Pake/issues/56", kind="issue"),
    R("""'task release-windows' causes error

When trying to run 'task release-windows' I get an error saying: 
"task: [release-windows] cargo tauri build --target x86_64-pc-windows-msvc --verbose

       Error [tauri_cli::helpers::config] `tauri.conf.json` error on `build`: Additional properties are not allowed ('devUrl', 'frontendDist' were unexpected)

task: Failed to run task "release-windows": exit status 1"

 - OS: Windows 10

I have already tried re-installing all the pre-requisites as well as the git clone as well as running in and out of administrator.

Which version of tauri-cli are you running?""",
      T("Cargo"), T("Tauri"), T("Windows"), T("Git"),
      source="https://github.com/skyline69/balatro-mod-manager/issues/227", kind="issue",
      note="'task' is the Task runner, named only as a command: not labelled; tauri-cli under Tauri"),
    R("""fix: remove invalid 'devtools' from tauri.conf.json build section

## Root Cause

All build jobs (macOS, Windows, Linux) were failing with:

The `build.devtools: true` property is **not valid in Tauri 2.0**. In Tauri 2, devtools are enabled differently (via app-level configuration or Cargo features).

## Fix

Remove `devtools: true` from the `build` section in `src-tauri/tauri.conf.json`.""",
      T("Tauri"), T("Cargo"), F("src-tauri/tauri.conf.json"),
      source="https://github.com/Agions/story-fab/pull/7", kind="issue",
      note="the build jobs' platforms named in passing"),
    R("""Error during cargo tauri build

cargo tauri build
thread 'main' panicked at 'Couldn't recognize the current folder as a Tauri project. It must contain a `tauri.conf.json`, `tauri.conf.json5` or `Tauri.toml` file in any subfolder.'

running on windows 11, conda env

verify you have the `tauri` branch checked out. 

```
git clone git@github.com:Stability-AI/StableStudio.git
cd StableStudio
git checkout tauri
```

then get rust, node and yarn installed

```
cargo install tauri-cli
cargo tauri build
```

for the mac and linux people add the following to the root of the project: `setup.sh`

then run

```sh
chmod +x ./setup.sh
./setup.sh
```

It'll download and install nodejs, rust and yarn making those versions available when you're in this directory.""",
      T("Cargo"), T("Tauri"), T("Windows"), T("Conda"), T("Git"), T("Rust"), T("Node.js"),
      T("Yarn"), F("./setup.sh"),
      source="https://github.com/Stability-AI/StableStudio/issues/102", kind="issue"),
    # ---------------------------------------------------------------- Astro
    R("""Build fails with the following error: Cannot read properties of null (reading 'default')

### What version of `astro` are you using?

1.6.8

### What package manager are you using?

npm

### Describe the Bug

When running the build command following error is thrown in the console:

` error   Cannot read properties of null (reading 'default')`

This is because astro tries to build all `*.astro` files in the `pages` folder as pages.
You need to move `layouts` folder upper in one level with `pages` folder.""",
      T("Astro"), T("npm"),
      source="https://github.com/withastro/astro/issues/5408", kind="issue"),
    R("""Silent error prevents site from building

I'm running Astro as a static site generator.

When I run `npm run dev`, I can navigate around my site just fine. All pages work and are generated correctly.

When I run `npm run build`, none of the pages are generated but no error messages are reported.

The problem seems to be with `pages/feeds/blog.xml.js`. If I rename this file to `pages/feeds/_blog.xml.js`, then `npm run build` builds all of the pages correctly. But because there's no error message, I can't tell what the problem is or how to fix it.""",
      T("Astro"), T("npm"), F("pages/feeds/blog.xml.js"), F("pages/feeds/_blog.xml.js"),
      source="https://github.com/withastro/astro/issues/5318", kind="issue"),
    R("""🐛 BUG: error runtime error: index out of range [0] with length 0

When circleCI is trying to build it, I get the below error. I added a link to the main site, but it fails at the last build.

[astro:build] runtime error: index out of range [0] with length 0
file: /home/circleci/project/src/layouts/Header.astro:undefined:undefined
 error   runtime error: index out of range [0] with length 0
  Hint:
    This is almost always a problem with the Astro compiler, not your code.
  Stacktrace:
goroutine 24 [running]:
runtime/debug.Stack()
	runtime/debug/stack.go:24 +0x6
github.com/withastro/compiler/internal_wasm/utils.ErrorToJSError(0x47b0e0, {0x184b158, 0x486b40})
	github.com/withastro/compiler/internal_wasm/utils/utils.go:68 +0x2""",
      T("CircleCI"), T("Astro"),
      source="https://github.com/withastro/compiler/issues/764", kind="issue",
      note="the CI's absolute path and the compiler's own Go frames are not the workspace's files"),
    R("""[BUG]: astro-paper build fails

> dimensional-debris@4.7.0 build
> astro check && astro build

12:11:23 [content] Syncing content
12:11:23 [WARN] [glob-loader] The glob() loader cannot be used for files in src/content.
12:11:23 [check] Getting diagnostics for Astro files in /Users/kriki/Blog/test/dimensional-debris...
src/components/Header.astro:89:21 - error ts(2604): Component '< >' is not a valid component.

If this is a Svelte or Vue component, it might have a syntax error that makes it impossible to parse.

src/layouts/Layout.astro:117:38 - warning ts(6133): 'rel' is declared but its value is never read.""",
      T("Astro"), F("src/components/Header.astro"), F("src/layouts/Layout.astro"),
      source="https://github.com/satnaing/astro-paper/issues/422", kind="issue",
      note="Svelte and Vue only in the checker's generic hint"),
    R("""🐛 BUG: astro build crashes with cryptic error if *.module.css file inside pages/

### What operating system are you using?

Linux

1. Place (by mistake) a file with the `.module.css` extension inside the `src/pages` directory
2. Run `astro build` 
3. astro crashes with the following error:

```
Cannot read properties of undefined (reading 'getAllHydratedComponentPaths')
```
Astro should either ignore the file or output a clearer error to warn the user that the file format is not supported in that location. Not that `astro dev` runs without issues.

I can also reproduce it by replacing the `.module.css` file with an SVG image or a plain CSS file.""",
      T("Linux"), T("Astro"),
      source="https://github.com/withastro/astro/issues/2033", kind="issue",
      note="CSS and SVG as file formats, not labelled"),
    R("""Can't build index; No files found in output dir

In the latest v1.2.1, Pagefind is unable to build an index and reports 0 files found when walking the source directory even though the correct output dir is used and there are ~60 .html files in that folder generated by the build. 

I believe this is due to line 29 in pagefind.ts: 
```
29        const path = fileURLToPath(dir);
30        const cmd = `npx pagefind --source "${path}"`;
```
This sets the `path` variable to the full path of the output directory on my drive, as opposed to just the dir name, "dist". 

If I install Pagefind manually (not astro-pagefind) and invoke it in the postbuild script of package.json with `"postbuild": "pagefind --source dist"`, the source directory is just""",
      T("Pagefind"),
      source="https://github.com/shishkin/astro-pagefind/issues/19", kind="issue",
      note="pagefind.ts and package.json bare; astro-pagefind is the package of the repository"),
    R("""Bump Koa v2 to v3

Dependabot PR https://github.com/hiero-ledger/hiero-json-rpc-relay/pull/4235 attempted to bump the Koa framework from version `^2.13.4` to `^3.0.1` across:

- `@hashgraph/json-rpc-server` (package: `packages/server`)
- `@hashgraph/json-rpc-ws-server` (package: `packages/ws-server`)

All test suites are reporting failures with HTTP 404 responses:

1. **Acceptance Tests**
    - Error: `Server response 404 Not Found` when connecting to `http://localhost:7546`
3. **Chart Install Workflow**
    - Kubernetes/Docker container deployment functions
    - HTTP service endpoints return 404""",
      T("Dependabot"), T("Koa"), T("Kubernetes"), T("Docker"),
      source="https://github.com/hiero-ledger/hiero-json-rpc-relay/issues/4504", kind="issue"),
    # ---------------------------------------------------------------- Go routers
    R("""trailling slash with url /hello/ should return not found as /hello/xx/

http://localhost:8080/hello/
return {"message":"Page Not Found"}

but http://localhost:8080/hello/xxx/
return {"hello":""}

It looks like trailing slashes aren't handled the way you are expecting them.

`app.GET("/hello/{name}", handler)` will match `/hello/` with `name === ""`. 
`app.GET("/hello/{name}", handler)` will not match `/hello/Bob/` and `404` will be returned.

I welcome a PR that allows the trailing slash config to be customized.""",
      E("GET /hello/{name}"),
      source="https://github.com/twharmon/goweb/issues/72", kind="issue",
      note="the router is the repository's own, not named in the text"),
    R("""Support for optional trailing slash

Hi, I tried looking around existing issues but I could not see anything related. So, I would like to know if there is a way to support optional trailing slash at the end of a route.

For example:

`r.POST("/users/?", ...)`

Right now I have to use two posts:

```
r.POST("/users", ...)
r.POST("/users/", ...)
```

You can use `r.RedirectTrailingSlash()` to unify it. Might not work as intended on POST requests due to browser redirect conventions.

```
users := rest.Group("/users")
users.POST("", ...)
users.POST("/", ...)
```""",
      E("POST /users"),
      source="https://github.com/gin-gonic/gin/issues/915", kind="issue",
      note="gin is not named in the text; /users/? is the wished-for pattern"),
    R("""trailing slash redirect documentation wrong

According to documentation, `r.POST("/api/v1/test", ...)` should support both path: `/api/v1/test` and `/api/v1/test/`

This is not the case, when I call `/api/v1/test/`, I get a 405 Method not allowed error. The redirect to `/api/v1/test` does not happen. 

Same applies when I define route as `r.POST("/api/v1/test/", ...)` In this case, only `/api/v1/test/` works. When calling `/api/v1/test` I get HTTP 405 error.""",
      E("POST /api/v1/test"),
      source="https://github.com/uptrace/bunrouter/issues/96", kind="issue"),
    R("""Match trailing slash in the URL

hi @kataras 
how to handle trailing space, I am always getting 404
http://localhost:8080/route/

app.Post("/route/", func(ctx iris.Context) {
		ctx.JSON(iris.Map{"result": "pass"})
	})

You don't have to and it's not correct to register `/route/` as route paths, if you learn this on any previous web framework you used, **it's wrong**.  Iris will match the request path `/route/` to the `/route` route, so you don't have to manually register that. There is an option for `DisablePathCorrection` but if you set that to true, this will just give 404 for `/route/` in order to give you the option to manually handle this error.""",
      T("Iris"), E("POST /route"),
      source="https://github.com/kataras/iris/issues/820", kind="issue"),
    R("""Trailing slash stripped even with r.RedirectTrailingSlash = false

I'm porting some existing code from using net/http to using gin. Unfortunately gin breaks all the relative links in the existing HTML templates by stripping off the trailing slash from URLs. It does this even if I set r.RedirectTrailingSlash = false using:

    r := gin.Default()
    r.SetTrustedProxies(nil)
    r.RedirectTrailingSlash = false

Any ideas how I prevent gin from doing this?""",
      T("Gin"),
      source="https://github.com/gin-gonic/gin/issues/4141", kind="issue",
      note="net/http is Go's standard package; HTML templates in passing"),
    R("""Fix handling of trailing slash in ec2 frontend

cloud-init queries endpoints that nest other endpoints with a trailing slash. Without registering duplicate routes with trailing slashes Hegel will return a 404. This change ensures routes with both a trailing slash and not are registered for the EC2 frontend.

internal/ginutil/router.go:22
```diff
+// GET overrides the internal gin.IRouter GET. It interrogates endpoint for a trailing slash. If
+// no trailing slash is present, it registers the endpoint and a corresponding endpoint with a
+// trailing slash using the same handler.
+func (r TrailingSlashRouteHelper) GET(endpoint string, handler ...gin.HandlerFunc) gin.IRoutes {
```

I believe trailing slash is only supported on array and hash tree items. Can you confirm this behavior in EC2?""",
      T("cloud-init"), T("Amazon EC2"), T("Gin"), F("internal/ginutil/router.go"),
      source="https://github.com/tinkerbell/hegel/pull/164", kind="issue",
      note="Hegel is the repository's own service"),
    # ---------------------------------------------------------------- Laravel
    R("""Post method results in error 419, page expired

This seems to be a very elegant solution to the localization problem, except that I can't get the post method to work.  When I click the Submit button on a form, I get error 419, page expired.

In my web.php file, I have:

```
Route::multilingual('message', 'SiteController@get_message');
Route::multilingual('message', 'SiteController@post_message')->method('post');
```

This is the form in message.blade.php:

```
<form action="message">
	  <input type="text" id="message" name="message"><br>
	  <input type="submit" value="Submit" formmethod="post">
</form>
```

I expected the contents of thanks.blade.php to be displayed.""",
      source="https://github.com/chinleung/laravel-multilingual-routes/issues/37", kind="issue",
      note="web.php and the Blade views bare; a route without a leading slash; Laravel not named"),
    R("""The page has expired due to inactivity. Please refresh and try again.

My forms had been working fine - I made some updates then all of a sudden I keep getting the error 
The page has expired due to inactivity. 

 I tried changing around the way I am using the crsf tokens but no luck, cleared cache, cleared artisan cache etc. 

Here is an example form: 
    <form method='POST' action='/balval'>
      {{ method_field('put') }}
      {{ csrf_field() }}
      <input type = 'submit' class = 'btn btn-primary btn-small' value = 'Post'>
    </form>

Route: Route::post('/balval', 'MoneyController@balanceval');""",
      T("Artisan"), E("POST /balval"),
      source="https://github.com/susanBuck/dwa15-fall2017/issues/222", kind="issue",
      note="Artisan is Laravel's console (judgement call: the labeller keeps it)"),
    R("""419 | Page Expaired on PHP 8.2.12 — Laravel 11.38.2

Configuration:
PHP 8.2.12 — Laravel 11.38.2

Got The solution for 11.x version

```
return Application::configure(basePath: dirname(__DIR__))
    ->withRouting(
        web: __DIR__.'/../routes/web.php',
        commands: __DIR__.'/../routes/console.php',
        health: '/up',
    )
    ->withMiddleware(function (Middleware $middleware) {
        $middleware->validateCsrfTokens(except: [
            '/pay-via-ajax',
            '/success',
            '/ipn',
        ]);
    })->create();
```""",
      T("PHP"), T("Laravel"),
      source="https://github.com/sslcommerz/SSLCommerz-Laravel/issues/58", kind="issue",
      note="__DIR__-relative paths are not written as workspace paths"),
    R("""419 error when attempting to insert row/create record

My create.blade.php loads fine; I enter in the information, click submit, and get the error.

Here's the form action from the create.blade.php view:
`<form method='POST' action='/contacts'>`

And the route in web.php:
`Route::post('/contacts', 'ContactController@storeNew');`

And the function in the controller:
`public function storeNew(Request $request)
    {
        # Validate the request data
        $request->validate([
            'firstName' => 'required|string|between:1,75',
            'email' => 'required|email|between:7,100',""",
      E("POST /contacts"),
      source="https://github.com/susanBuck/dwa15-fall2018/issues/123", kind="issue"),
    R("""419 Page Expired when using live payment

I am getting 419 Page expired when I made a payment from PayUMoney. It is making a post request to `/tzsk/payment/success?_token` which is:

| Domain | Method | URI                   | Name                     | Action                                          | Middleware |
| ------ | ------ | --------------------- | ------------------------ | ----------------------------------------------- | ---------- |
|        | POST   | tzsk/payment/{status} | tzsk.payu.payment.status | Tzsk\\Payu\\Controllers\\PaymentController@payment | Web        |

Currently I am using Laravel v6 and this package `"tzsk/payu": "4.0.1"`.

Okay, I have figured it out. After adding the route name in `except` array from `VerifyCsrfToken` middleware, it has been fixed.""",
      T("PayUMoney"), T("Laravel"),
      source="https://github.com/tzsk/payu/issues/261", kind="issue",
      note="route:list gives POST for tzsk/payment/{status}, written without its leading slash: no endpoint by the written rule"),
    # ---------------------------------------------------------------- Scala, OCaml
    R("""Changes not saved to build

I tried migrating a minimal project - I ran `migrate root` after adding the sbt plugin and bumping sbt, and there were no changes to files (not even the build.sbt file).

My setup:

```
//build.properties
sbt.version=1.5.0-RC2

//project/plugins.sbt
addSbtPlugin("ch.epfl.scala" % "sbt-scala3-migrate" % "0.3.1")
```

Original build.sbt file:

```scala
ThisBuild / scalaVersion := "2.13.4"

lazy val root = (project in file(".")).settings(
  name := "ce3.g8",
  libraryDependencies ++= Seq(
    "co.fs2" %% "fs2-core" % "3.0.0-M9"
  )
)
```""",
      T("sbt"), T("Scala"), T("scala3-migrate"), T("fs2"), F("project/plugins.sbt"),
      source="https://github.com/scalacenter/scala3-migrate/issues/178", kind="issue",
      note="fs2 a declared dependency (judgement call)"),
    R("""Mention potential gotchas in the migration guide

I recently ported a project from Scala 2 to Scala 3 with some modules using Scala 2 and others using Scala 3. I ran into several gotchas that might be worth talking about in the docs somewhere. The entire migration process used `sbt` and `sbt-migrate`.

1. My Scala 2 project was using 2.13.6 while the latest sbt-migrate attempts to migrate projects to `3.1.*`. Once the migration commands are completed, compilation failed because 2.13.6 TastY reader cannot read class files compiled with `3.1` (as far as I can tell).
2b. Eventually, someone on the gitter channel pointed out the `sbt-migrate` sets the `-source:3.0-migration` option which causes the compiler to reject the new constructs. Disabling the plugin made my code work.""",
      T("Scala"), T("sbt"), T("scala3-migrate"), T("Gitter"),
      source="https://github.com/scala/docs.scala-lang/issues/2382", kind="issue",
      note="sbt-migrate is the writer's name for scala3-migrate's plugin"),
    R("""sbt 1.4.x seems to be required

The readme says that the plugin requires sbt 1.3.x or above, but using 1.3.x yields the following error at load time:
```
[error] java.lang.NoSuchMethodError: sbt.Def$.ifS(Lsbt/internal/util/Init$Initialize;Lsbt/internal/util/Init$Initialize;)Lsbt/internal/util/Init$Initialize;
```
Upgrading to sbt 1.4.x fixes that issue.

The readme should be updated, or we should actually make it work with 1.3.x.""",
      T("sbt"),
      source="https://github.com/scalacenter/scala3-migrate/issues/149", kind="issue"),
    R("""update to scala 3

I tried your suggestion. the compilation is successful for scala 2 code. But when I tried to compile scala 3 code I get below error - 

>[INFO] compiling 2 Scala sources to /Users/rajkumar.natarajan/Documents/Coding/OS/scala_3_mvn_demo/target/classes ...
>[ERROR] /Users/rajkumar.natarajan/Documents/Coding/OS/scala_3_mvn_demo/src/main/scala/Test.scala:1: ';' expected but ':' found.
>[ERROR] one error found

The sample scala 3 code is -

```scala
object happyBirthday extends App:
    println("Happy Birthday")
```""",
      T("Scala"),
      source="https://github.com/davidB/scala-maven-plugin/pull/447", kind="issue",
      note="absolute paths only"),
    R("""OPAM does not compile with OCaml 4.08

See the following AppVeyor build.

It's not OCaml 4.08 which is the problem, it's that the build is using Dune 2.0. You should be able to workaround it by adding `DUNE_ARGS=--promote-install-files` to the environment when running the opam build commands (or just doing `make DUNE_ARGS=--promote-install-files`).

I started working on a patch, but I'm loath to put too much effort into it at this stage, since I'd prefer it to be that Dune had sufficient support in the generation of the .install file to prevent the need for the post-processing which is being done.""",
      T("opam"), T("OCaml"), T("AppVeyor"), T("Dune"), T("Make"),
      source="https://github.com/ocaml/opam/issues/3961", kind="issue"),
    R("""OpenBSD compat

Here's a report of me trying to get this working on OpenBSD. It mostly worked but I had to fill in some gaps :) 

The README says I need `make` (which I assume is GNU make) and `opam` so
 
```
$ doas pkg_add gmake opam
```

But `gmake` fails trying to run `dune`. Okay, so 

```
$ gmake
dune build @install
File "lib/dune", line 5, characters 12-16:
5 |  (libraries base lwt lambda-term)
                ^^^^
Error: Library "base" not found.
```

Is `dune` supposed to come with `opam`? And is `gmake` supposed to auto-install the `opam` dependencies? They don't seem to, at least on OpenBSD.""",
      T("OpenBSD"), T("Make"), T("opam"), T("Dune"), T("Lwt"), F("lib/dune"),
      source="https://github.com/tmattio/inquire/issues/1", kind="issue",
      note="base and lambda-term libraries of the dune file: Lwt kept as the known one (judgement call)"),
    R("""tar 2.0.0 fails to build where 1.1.0 builds fine

I have a local OPAM switch into which I can't install tar-unix 2.0.0 as it already fails when building the dependency tar 2.0.0.

```
# command     ~/.opam/opam-init/hooks/sandbox.sh build dune install -p tar --create-install-files tar
# exit-code   1
### output ###
# Error: Program opam not found in the tree or in PATH
```

I see two issues here:
* First, the sandbox seems to exclude ~/.opam and hence prevents calls to opam from working.
  * This might actually be a bug in `dune` rather than `tar`.
* Second, even if the first problem was fixed, `opam` is called in a very dangerous way!""",
      T("opam"), T("Dune"),
      source="https://github.com/mirage/ocaml-tar/issues/85", kind="issue",
      note="home paths not labelled; tar is the library itself"),
    # ---------------------------------------------------------------- Spring
    R("""HTTP POST Request Error in Step17/19 in 05.Spring-Boot-Advanced-V2/99.step-by-step-code-changes.md

Hello,

I'm getting HTTP Error 405 POST Method is not available for the resource following the tutorial from Udemy.
I have cloned the code from GitHub from Step19 and ran it locally and getting the same error.

I'm using Postman for HTTP/API Testing

Found the solution
Replace
public interface UserDetailsRestRepository extends PagingAndSortingRepository<UserDetails, Long> 

With
public interface UserDetailsRestRepository extends JpaRepository<UserDetails, Long>""",
      T("Spring Boot"), T("GitHub"), T("Postman"),
      F("05.Spring-Boot-Advanced-V2/99.step-by-step-code-changes.md"),
      source="https://github.com/in28minutes/spring-boot-master-class/issues/29", kind="issue",
      note="Spring Boot only in the course folder's name (judgement call: it is what the thread is about)"),
    R("""Add error page for 405 status

At this moment it looks like:
```
Whitelabel Error Page

This application has no explicit mapping for /error, so you are seeing this as a fallback.

There was an unexpected error (type=Method Not Allowed, status=405).
Request method 'POST' not supported
```
and the following message is logged:
```
2021-07-18 16:57:19.291 [user:  ]  WARN 6198 --- [ qtp18999715-48] .w.s.m.s.DefaultHandlerExceptionResolver : Resolved [org.springframework.web.HttpRequestMethodNotSupportedException: Request method 'POST' not supported]
```""",
      source="https://github.com/php-coder/mystamps/issues/1537", kind="issue",
      note="the method is not given for /error; Spring only in a class name"),
    # ---------------------------------------------------------------- Hugo
    R("""Cant start Hugo Server due to footer.html or head.html

For a Project of mine I really wanted to use this Theme but right know I don't think I can because every time I want to start the Hugo Server it says "Error: add site dependencies: load resources: loading templates:
"/path/to/site/themes/lightbi-hugo/layouts/partials/footer.html:64:1": parse failed: template: partials/footer.html:64: unclosed action"

I also tried using the demo page Installation and that had the same errors

OH MY GOD I JUST FOUND OUT MY INSTALLED HUGO VERSION WAS 0.67.3 AND THE NEWEST IS 0.123.8. NOW EVERY THING IS WORKING FIRST TRY.""",
      T("Hugo"),
      source="https://github.com/binokochumolvarghese/lightbi-hugo/issues/57", kind="issue",
      note="the theme's file only as an absolute path and as Hugo's template name"),
    R("""Broken build

**Describe the bug**
hugo is unable to build the project. 

**To Reproduce**
```
hugo --minify -t hugo-theme-shell
```

**Logs**
```
ERROR render of "page" failed: "/home/roozbeh/proj/rsharifnasab.github.io/themes/hugo-theme-shell/layouts/_default/baseof.html:3:8": execute of template failed: template: _default/single.html:3:8: executing "_default/single.html" at <partial "head.html" .>: error calling partial
```

```
Start building sites … 
hugo v0.122.0+extended linux/amd64 BuildDate=unknown
```""",
      T("Hugo"),
      source="https://github.com/Yukuro/hugo-theme-shell/issues/59", kind="issue"),
    R("""Superfluous line break in head.html:14

Error: add site dependencies: load resources: loading templates: "themes/cupper-hugo-theme/layouts/partials/head.html:14:1": parse failed: template: partials/head.html:14: unclosed action

This theme requires hugo version 0.81.0 or higher. Make sure you're using that.

This is also documented in the readme.""",
      T("Hugo"), F("themes/cupper-hugo-theme/layouts/partials/head.html"),
      source="https://github.com/zwbetz-gh/cupper-hugo-theme/issues/78", kind="issue"),
    R("""failed to build site

Hello, when I used `hugo` command to build demo, it failed with the wrong messages as follows:

> ERROR 2018/10/06 09:46:22 Failed to add template "partials/head.html" in path "partials\\\\head.html": template: partials/head.html:41: unexpected "=" in operand

Could you give me some help to solve this problem?

Hi, Are you using the latest version? The theme works ok to me.
My hugo version:
```bash
$ hugo version
Hugo Static Site Generator v0.49/extended darwin/amd64 BuildDate: unknown
```
And when I run `hugo server`, There was no error message.

oh, maybe my hugo version is out of date. It works after i upgrade it. Thank you.""",
      T("Hugo"),
      source="https://github.com/liuzc/LeaveIt/issues/9", kind="issue",
      note="Hugo's template names, not files the writer works on"),
    R("""fix error parse failed: template partials/head_custom.html:21: unexpe…

add {{ end }} to the end of file to fix the template parse error

Just because the file `partials/head_custom.html` lost the template ending `{{ end }}` in line 21.

This will cause error if not fix when setup a new site using this theme:
```
hugo server --watch \\
  --theme beautifulhugo
  --bind 192.168.100.112 \\
  --appendPort=false
```

I'm so sorry that my PR include some other changes. I deleted some links in `layouts/partials/footer.html` and changed the font-size in `static/css/main.css`, these changes shoud not be merged into your repository.""",
      T("Hugo"), F("partials/head_custom.html"), F("layouts/partials/footer.html"),
      F("static/css/main.css"),
      source="https://github.com/rootsongjc/beautifulhugo/pull/2", kind="issue"),
    R("""Cannot find partials for layouts/index.html

I'm using Hugo with the RedLounge theme.  I wanted to customize the layouts/index.html page.  To start, I copied `themes/hugo-redlounge/layouts/index.html` to `layouts/index.html`.  At that point, without modifying anything, I get the following errors trying to run `hugo`

```
ERROR: 2015/10/29 Unable to render [partials/header.html theme/partials/header.html]
ERROR: 2015/10/29 Expecting to find a template in either the theme/layouts or /layouts in one of the following relative locations [partials/header.html theme/partials/header.html]
```""",
      T("Hugo"), F("layouts/index.html"), F("themes/hugo-redlounge/layouts/index.html"),
      source="https://github.com/gohugoio/hugo/issues/1533", kind="issue",
      note="the lookup locations of Hugo's error are not files of the writer's"),
    # ---------------------------------------------------------------- Pulumi
    R("""Bug: pulumi up in aws-typescript fails with pulumi-aws v6.67.0

Quickstart aws typescript guide in pulumi docs fails to deploy with pulumi-aws v6.67.0
`mkdir quickstart && cd quickstart && pulumi new aws-typescript`

`pulumi up` command never completes; it just hangs.
Downgrading to @pulumi/aws to 6.13.3 fixed the issue; the latest pulumi aws seems broken and cost me hours of lost time!

### Output of `pulumi about`

CLI          
Version      3.147.0
Go Version   go1.23.5

This project is written in nodejs: executable='/usr/local/bin/node' version='v22.12.0'""",
      T("Pulumi"), T("AWS"), T("TypeScript"), T("Node.js"),
      source="https://github.com/pulumi/pulumi-aws/issues/5137", kind="issue",
      note="the Go version of the CLI's build is not the writer's stack"),
    R("""Cannot run pulumi up with resoure AWS

## Expected behavior
* Should run `pulumi up` as expected.

## Current behavior
After doing a clean install of pulumi with brew (MacOS 10.15.7) and logged in (as `pulumi login --local`) cannot deploy my stack of the project anymore.

## Steps to reproduce

1. Clone the aws-ts-static-website example
2. `npm install`
3. `pulumi login --local`
4. Config the stack with `config set` command:
```
config:
  aws:profile: myprofile-super-admin
  static-website:pathToWebsiteContents: www
```
5. `pulumi up`""",
      T("Pulumi"), T("AWS"), T("Homebrew"), T("macOS"), T("npm"),
      source="https://github.com/pulumi/pulumi/issues/7085", kind="issue"),
    R("""Pulumi up stuck with no clear reason why

Thanks for the clarification. What's interesting is a recent update for the aws provider defaults these to `true` so I would not have expected you to necessarily have to set those if this was previously working for you.

I get this failur, when i try to deploy:
error configuring Terraform AWS Provider: AWS account ID not previously found and failed retrieving via all available methods.

I already configured my aws credentials.

I'm just following the `quickstart` guide and 

```
pulumi new aws-typescript
pulumi up
```""",
      T("Pulumi"), T("AWS"), T("Terraform"),
      source="https://github.com/pulumi/pulumi/issues/6333", kind="issue"),
    # ---------------------------------------------------------------- NestJS
    R("""Basic routing not working

I'm running through a basic tutorial to build a rest api using nest and can't get routing to work that's not root.

I've setup vscode on macOS catalina, ran through the installation process, and tested the default appcontroller and it works fine (i.e. I get 'Hello World' when I go to http://localhost:3000). Next, I add a new file foo.controller.ts and add the code:

`import { Controller, Get } from '@nestjs/common';

@Controller('foo')
export class FooController {

  @Get()
  getFoo(): string {
    return 'this is foo';
  }
}`

Then when I got to http://localhost:3000/foo I get the error:
{"statusCode":404,"error":"Not Found","message":"Cannot GET /foo"}

Nest version: 6.13.3
- Node version: 13.5.0
- Platform:  macOS Catalina""",
      T("NestJS"), T("VS Code"), T("macOS"), T("Node.js"), E("GET /foo"),
      source="https://github.com/nestjs/nest/issues/3821", kind="issue"),
    R("""endpoints returns 404 not found

I've create a new controller
and when i try to visit the endpoint it returns 404
get request to '/users'

```ts
import { Controller, Get } from '@nestjs/common';

@Controller('users')
export class UsersController {
  @Get()
  root() {
      return 'this will return the users =)';
  }
}
```""",
      T("NestJS"), T("TypeScript"), E("GET /users"),
      source="https://github.com/nestjs/nest/issues/3890", kind="issue",
      note="NestJS through its package @nestjs/common; the controller's prefix and @Get()"),
    R("""POST request in app.controller

I'm trying to access this route via a http call and store in `app.controller` 
No matter what I do, the path isn't found. 

Is there any way to this?

```
  /**
   * Get an email from the coming soon or newsletter
   */
  @Post('send/message/email')
  public sendMessageEmail(
    @Body() body
  ) {
    console.warn(`body > `, body);
     return body;
  }
```""",
      source="https://github.com/TrilonIO/universal-nest/issues/22", kind="issue",
      note="@Post('send/message/email') gives the route without its leading slash: no endpoint by the written rule"),
    R("""@Get() not working without parameter

When using the code below inside the `@controller('cats')` 
```
  @Get()
  getCats(): object {
    return { res: true};
  }
```

I got a 404 when visiting `http://localhost:3000/cats/getCats` However when I change the code to:
```
  @Get('getCats')
  getCats(): object {
    return { res: true};
  }
```
It works. According to the documentation I shouldn't have to give an explicit name to `@Get`

Nest version: 5.0.0
- Node version: 9.9.0
- Platform:  Mac""",
      T("NestJS"), T("Node.js"), E("GET /cats"), E("GET /cats/getCats"),
      source="https://github.com/nestjs/nest/issues/771", kind="issue"),
    R("""Error: GET http://localhost:4200/api/speakers 404 (Not Found)

Run the app in Development Mode
Browse to the /speakers route and the speakers are not loaded. 

Kindly help me.

Sounds like you don't have the nest.js server running""",
      T("NestJS"), E("GET /api/speakers"),
      source="https://github.com/TrilonIO/universal-nest/issues/20", kind="issue"),
    # ---------------------------------------------------------------- axum, Koa, Sinatra
    R("""Fallback handlers on nested routers returning 404

I'm trying to do an upgrade from axum-0.6.11 to axum-0.6.20 and I noticed that the behavior we were relying on in 0.6.11, where a nested handler could designate a fallback, seems to not work in 0.6.20.

With axum-0.6.11, `curl -v http://localhost:3000/nest/` returns 200 + "Hello World", but with axum-0.6.20, the same curl command returns 404 + empty response.

It's not public, but the TL;DR was a nested router that had a route for `/` and `/*var` pointing to the same routes. `GET /xyz` and `GET /xyz/t` worked, but `GET /xyz/` didn't. I reverted to 0.6.11, and it fixed itself.""",
      T("Axum"), E("GET /xyz"), E("GET /xyz/t"),
      source="https://github.com/tokio-rs/axum/issues/2252", kind="issue",
      note="curl without -X gives no method"),
    R("""axum failing to nest while a type is provided in router

### Version: 0.7.9

### Description
This works fine until I include the nest statement

```rust
pub async fn routes() -> Router {
    Router::new()
        .route("/", get(home_page))
        .route("/register", get(auth::signup_page).post(auth::register))
        .route("/login", get(auth::login_page).post(auth::login))
        .route("/logout", post(auth::logout))
        .route("/profile", get(profile::profile))
        .route("/profile", post(profile::update_profile))
        // .nest("/settings", settings_routes())
        .with_state(crate::database::db_init().await)
}
```""",
      T("Axum"), T("Rust"), E("GET /register"), E("POST /register"), E("GET /login"),
      E("POST /login"), E("POST /logout"), E("GET /profile"), E("POST /profile"), E("GET /"),
      source="https://github.com/tokio-rs/axum/issues/3064", kind="issue",
      note="method routers chained on each path; the root route labelled as the code defines it (issue #20 part 11)"),
    R("""Nested routes Not Found

````
app.route('/dept')
.get(function *(){
  //return a list of departments
})
.nested(/^(?:\\/((?!\\/).*))?\\/manager\\/?/)
.get(function *(){
  //return a list of department managers, optionally limited to a particular department
});
````
produces a 404 on GET /dept/manager
produces a 404 on GET /dept/sales/manager
produces a 204 on GET /dept

So it correctly matches the /dept route, but not the nested route.""",
      E("GET /dept"), E("GET /dept/manager"), E("GET /dept/sales/manager"),
      source="https://github.com/ivpusic/koa-routing/issues/10", kind="issue",
      note="the router library is not named in the text"),
    R("""fix(routes): return JSON 404 for unknown /api/v1 paths (#270)

Unknown paths under `/api/v1` returned the SPA `index.html` with HTTP **200** instead of a **404**.

The REST API is mounted with `.nest("/api/v1", api)` while the SPA fallback lives on the outer router (`.fallback(get(index))`). The nested `api` router had **no fallback of its own**, so in axum 0.8 the outer SPA fallback propagated into the nest — a typo'd or removed endpoint (e.g. `GET /api/v1/bogus`) silently returned HTML/200, surfacing downstream as a parse error rather than a clear not-found.

## Tests

- `router_unknown_api_path_returns_json_404_not_spa` — `GET /api/v1/bogus` → 404, `application/json`, `{"error":"not found"}`.
- `router_unknown_api_path_non_get_returns_404` — `POST /api/v1/bogus` → 404 (fallback covers all methods).

`cargo fmt --check` and `cargo clippy --all-targets` are clean.""",
      T("Axum"), T("Cargo"), T("Clippy"), E("GET /api/v1/bogus"), E("POST /api/v1/bogus"),
      T("REST"),
      source="https://github.com/moadim-io/daemon/pull/273", kind="issue",
      note="REST and HTML named in passing; the test requests as written (judgement call: kept) [REST labelled in part 16: the corpus labels the noun phrase 'REST API']"),
    R("""viewing logs is broken

Results in 404 error

this is related to path containing `/` at the end, and how it is parsed by axum when it's a nested application""",
      T("Axum"),
      source="https://github.com/kellpossible/avalanche-report/issues/24", kind="issue"),
    R("""Fix axum path nesting

Fix axum path nesting in `OpenApiRouter` to allow empty paths and correctly template the path for `OpenApiRouter` from colons.

Relates to #1199""",
      T("Axum"),
      source="https://github.com/juhaku/utoipa/pull/1231", kind="issue",
      note="OpenApiRouter is the library's own type"),
    R("""Request body received as empty string in POST request (sinatra 4, rack 3)

I am running into a strange issue with some pre-existing rspec tests on a sinatra project that I'm trying to bump to rack 3 and sinatra 4: for some reasons the existing specs, which execute a POST request using rack-test, start failing, because the received request body in the application server code (processed by doing a `request.body.read`) produces an empty string, instead of the (expected) json payload. 

```ruby
RSpec.describe Api::Application do
  include Rack::Test::Methods

  subject { post("/my/endpoint", payload.to_json) }

  its(:status) { is_expected.to eq 201 }
```

I get failures in the processing code along these lines:

```
  1) Api::Application POST /my/endpoint
     Failure/Error: data = JSON.parse(payload)
```""",
      T("Sinatra"), T("Rack"), T("RSpec"), T("rack-test"), T("Ruby"), E("POST /my/endpoint"),
      source="https://github.com/rack/rack-test/issues/345", kind="issue"),
    R("""Any plans to support data in the POST request.body?

I realize the challenge of creating a generic DSL for an arbitrary request body, but maybe it would be easier if it only supported a JSON body?

There is a simple solution to this. From the README:

> Use sinatra-param in combination with Rack::PostBodyContentTypeParser and Rack::NestedParams to automatically parameterize JSON POST bodies and nested parameters.

Thanks for your response. Let me know if this doesn't answer your question exactly, or if you had any ideas on how to clarify this use case in the README. Thanks!""",
      T("sinatra-param"), T("Rack"),
      source="https://github.com/mattt/sinatra-param/issues/66", kind="issue",
      note="Rack through its middleware's namespace"),
    R("""With Sinatra 4/Rack3, now requires "request.body.rewind"

I'm always a bit fuzzy on "is this Sinatra or Rack?" I think this is Rack. but  this issue came about when I upgraded to Sinatra 4 (and get Rack 3 too)

So I'm running some dead simple rest services, that get JSON posts. I always just ran "request.body.read" to get the body. I've found some clients were NOT setting the content-type, so I've added a "request.body.rewind" before I do the read.

So, as I don't want to try to make all my client "good players" by making them put content-type in.... is it a good rule of thumb to always do a "request.body.rewind"?""",
      T("Sinatra"), T("Rack"),
      source="https://github.com/sinatra/sinatra/issues/1998", kind="issue"),
    R("""Where is the original request body when in error block

I'm using sinatra (2.0.1) and I have an error block, doing something like this:

```
  error Exception do

    error_response = {
        environment: ENV['RACK_ENV'],
        route: env['sinatra.route'],
        message: env['sinatra.error'].message,
    }

    [500, {'Content-Type' => 'application/json'}, JSON.pretty_generate(error_response)]
  end
```

Strange thing, when I test using racksh I can find it on several members like the following:
`request.params`, `env['sinatra.error.params']`, or `env['rack.request.form_vars']`

However, when I do an actual POST request (via postman, not racksh) these are always empty or nil.""",
      T("Sinatra"), T("Postman"),
      source="https://github.com/sinatra/sinatra/issues/1429", kind="issue",
      note="racksh a console named in passing; Rack only in keys"),
    R("""Ensure request Content-Type: application/json

so that Sinatra/Rack don't try to parse the body as URI params""",
      T("Sinatra"), T("Rack"),
      source="https://github.com/travis-ci/worker/pull/340", kind="issue"),
    # ---------------------------------------------------------------- paths in test runs and builds
    R("""Fix tests by altering 'errors' kwarg in assert_outcomes() to match pytest 6.x API

Looks like pytest 6.x changed the `assert_outcomes()` API so that `error` is now `errors`. This is causing our tests to fail when the latest version of Pytest is installed. This PR updates the `tests` requirements to pin Pytest to `>=6.0.1` and adjusts `tests/test_configs.py::test_missing_db_fixture` to use the new `errors` kwarg when calling `assert_outcomes()`.""",
      T("pytest"), F("tests/test_configs.py"),
      source="https://github.com/jeancochrane/pytest-flask-sqlalchemy/pull/39", kind="issue",
      note="the test's node id after :: is not part of the path"),
    R("""⬆️ Maintenance/week 12 test, tooling, libs/packages

services/director-v2/tests/unit/with_dbs/test_route_clusters_details.py:181
```diff
+# NOTE: ANE -> SAN on my local computer it prints out:
+# AssertionError: worker did not update the cpu metrics
+# assert 4.0 == 0
```
yes I saw that this one sometimes fail. does it systematically fail for you?

yes, I have it failing in the CI also locally

so this one is fixed in master. can you please revert the file?

packages/simcore-sdk/tests/integration/test_node_ports_v2_nodeports2.py:664
```diff
+    # NOTE: ANE -> SAN: the error message changed after an upgrade, does below check still make sense to you?
```""",
      F("services/director-v2/tests/unit/with_dbs/test_route_clusters_details.py"),
      F("packages/simcore-sdk/tests/integration/test_node_ports_v2_nodeports2.py"),
      source="https://github.com/ITISFoundation/osparc-simcore/pull/2916", kind="issue",
      note="review threads on two test files; no tool named"),
    R("""error: failed to compile exonum-cryptocurrency-advanced v0.8.0 E0433

   Compiling params v0.8.0
   Compiling exonum_sodiumoxide v0.0.17
error[E0433]: failed to resolve. Could not find `_core` in `failure`
  --> exonum/src/storage/error.rs:18:10
   |
18 | #[derive(Fail, Debug, Clone)]
   |          ^^^^ Could not find `_core` in `failure`

error[E0433]: failed to resolve. Could not find `_core` in `failure`
  --> exonum/src/api/mod.rs:46:10
   |
46 | #[derive(Fail, Debug)]
   |          ^^^^ Could not find `_core` in `failure`

error: aborting due to 5 previous errors
FROM ubuntu:16.04""",
      F("exonum/src/storage/error.rs"), F("exonum/src/api/mod.rs"),
      source="https://github.com/exonum/exonum/issues/1058", kind="issue",
      note="the Dockerfile's base image line; the failure crate only in messages"),
    R("""Fix cargo install

This commit fixes the error that occurred when running `cargo install --path .`

Just curious, what was the issue that was occurring?

Here's the error message:
```
error[E0433]: failed to resolve: use of undeclared crate or module `cmd_lib_core`
  --> src/info/distro.rs:48:39
   |
   = note: this error originates in a macro (in Nightly builds, run with -Z macro-backtrace for more info)

error[E0433]: failed to resolve: use of undeclared crate or module `cmd_lib_core`
  --> src/info/de.rs:71:20
   |
71 |                     to_return.1 = run_fun!( plasmashell --version )
```""",
      T("Cargo"), F("src/info/distro.rs"), F("src/info/de.rs"),
      source="https://github.com/K4rakara/freshfetch/pull/13", kind="issue"),
    R("""Cargo build fails

```
error[E0432]: unresolved import `FE`
  --> src/cryptographic_primitives/secret_sharing/feldman_vss.rs:24:5
   |
24 | use FE;
   |     ^^ no `FE` in the root
```""",
      T("Cargo"), F("src/cryptographic_primitives/secret_sharing/feldman_vss.rs"),
      source="https://github.com/ZenGo-X/curv/issues/34", kind="issue"),
    R("""cargo build failed

error[E0433]: failed to resolve: could not find `sys` in `nix`
 --> src/combined.rs:7:10
  |
7 | use nix::sys::wait::waitpid;
  |          ^^^ could not find `sys` in `nix`

error[E0433]: failed to resolve: could not find `sys` in `nix`
 --> src/wait_busy.rs:5:10
  |
5 | use nix::sys::wait::{waitpid, WaitPidFlag, WaitStatus};

Hi, could you share your OS and rust version?""",
      T("Cargo"), T("Rust"), F("src/combined.rs"), F("src/wait_busy.rs"),
      source="https://github.com/iximiuz/reapme/issues/1", kind="issue",
      note="nix is the Rust crate, not the package manager (not kept)"),
    R("""undefined method `authorize'

Thanks for the great resource.

When logging in as admin user, and clicking on the link to 'user count' which should take me to the user list. I get an error from:

indexapp/controllers/users_controller.rb 

on line 7:

authorize User

undefined method `authorize' for #UsersController:0x007faa2ad3bae0

Any ideas? Thanks.""",
      F("app/controllers/users_controller.rb"),
      source="https://github.com/RailsApps/rails-signup-download/issues/1", kind="issue",
      note="the page's 'index' glued to the path as copied"),
    R("""NoMethodError in Users#new

I implemented the tutorial exactly but when i go to mywebsite/account/new I get:

 NoMethodError in Users#new

Showing app/views/users/_form.html.erb where line #5 raised:

undefined method `username' for #User:0xb74d5bf4

Extracted source (around line #5):

2:   <%= f.error_messages %>
4:     <%= f.label :username %><br />
5:     <%= f.text_field :username %>""",
      F("app/views/users/_form.html.erb"),
      source="https://github.com/binarylogic/authlogic/issues/36", kind="issue",
      note="mywebsite/account/new is a page address without a method"),
    R("""undefined method `devise' with Rails 5

    /usr/local/bundle/gems/activerecord-5.0.0.beta1/lib/active_record/dynamic_matchers.rb:21:in `method_missing': undefined method `devise' for User (call 'User.connection' to establish a connection):Class (NoMethodError)
        from /app/app/models/user.rb:4:in `<class:User>'
        from /app/app/models/user.rb:1:in `<top (required)>'
        from /usr/local/bundle/gems/activesupport-5.0.0.beta1/lib/active_support/dependencies.rb:492:in `load'""",
      T("Devise"), T("Rails"),
      source="https://github.com/heartcombo/devise/issues/3877", kind="issue",
      note="paths absolute (the app's own under /app, the gems')"),
    R("""🐛 Bug Bash!

Results of our May 25th Bug Bash session, rolled into one issue:

- [x] BUG: No src directory or no src/pages directory = error (solution: change `astroRoot` to `pages` or something that points to `src/pages` directory?)
- [x] If `import Foo from '../components/Foo.astro';` doesn't exist, an error shows, but it's missing the full filepath, and the error stack is noisy (just a simple `XXX not found` will suffice)
- [ ] Markdown inside of Svelte inside of Markdown doesn't work
- [x] `npm init astro` fails on npm v7 (proposed solution: make `react` dep, not peerDep)
- [x] Getting Started template showing Times New Roman in Firefox
- [x] Update `Tour.astro` file to use `<Markdown>` (where it makes sense to)""",
      T("Astro"), T("Svelte"), T("npm"), T("React"), T("Firefox"), F("../components/Foo.astro"),
      source="https://github.com/withastro/astro/issues/245", kind="issue",
      note="Markdown as Astro's component and content format (not kept); src/pages a folder"),
    R("""Hugo can't find two partials: twitter_card and semantic.html

When executing the `./build.sh` script according to docs here, the `hugo` step complained that two partials can not be found and the build failed:

```txt
##################################################

    START BUILD STEP:  hugo

##################################################
Building sites … WARN 2020/04/24 21:05:02 found no layout file for "HTML" for "section": You should create a template file which matches Hugo Layouts Lookup Rules for this combination.
WARN 2020/04/24 21:05:02 found no layout file for "HTML" for "taxonomyTerm": You should create a template file which matches Hugo Layouts Lookup Rules for this combination.
```""",
      T("Hugo"), F("./build.sh"),
      source="https://github.com/openpracticelibrary/openpracticelibrary/issues/1021", kind="issue"),
]
