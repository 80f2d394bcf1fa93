"""A tenth fresh held-out set ("fresh-10"), part one: GitHub issue and pull-request threads of
ecosystems the earlier sets touched little -- .NET's Blazor and EF Core, Sidekiq under Rails,
Nuxt and Nitro, Tauri, Astro, Vapor, Mojolicious, R's plumber, Haskell's Servant, Clojure's Ring
and Compojure, Kotlin with Spring WebFlux, Play, Electron, SwiftUI, PyTorch, Hugging Face,
LangChain, MLflow, Dagster, Airbyte, Spark, Flink, ClickHouse, DuckDB, Ansible, Pulumi, Helm,
Traefik and Caddy -- each a paragraph or a few lines of one thread kept as written (code blocks,
logs and environment dumps as they appear, trimmed; the comments of a thread joined without their
author lines), with the thread's title opening the text.

Every text was taken from a stored public copy of the thread at the address given and labelled
by hand without running the extractor on it, by the earlier sets' conventions: technologies under
their usual canonical name (any spelling in the text), also tools the lexicon may not know, a code
fence's language; data formats, everyday shell utilities and placeholders not labelled; relative
file paths as written (./ kept, backslashes as written), absolute paths, paths inside dependencies
or package caches, URLs' paths and bare file names not; an endpoint only as "METHOD /path", when
the text gives the method for that path (a route in code, a route-table line, an access log of a
request a route answered) and writes the whole path with its leading slash -- a request no route
accepts ("No route matches", a 404 for a missing route) and a route whose full path under a
prefix is not written are not labelled. Nobody tunes the extractor on these texts: the benchmark
scores them as their own split (``--split fresh-10``).
"""

from real_corpus import E, F, R, T

SURFACES = {
    "Oracle Database": ("Oracle",),
    "GitHub Actions": ("actions/setup-dotnet",),
    "Azure OpenAI": ("AzureOpenAIEmbeddings",),
    "Ollama": ("OllamaEmbeddings",),
    "ChromaDB": ("Chroma",),
    "Entity Framework": ("EF",),
    "Phusion Passenger": ("Passenger",),
    "DigitalOcean": ("Digital Ocean",),
    "Apache HTTP Server": ("Apache",),
    "Play Framework": ("Play",),
    "macOS": ("Mac OS",),
    "Apache Pulsar": ("pulsar",),
}

CASES = [
    # ---------------------------------------------------------------- .NET: Blazor, EF Core
    R("""Runtime for migration bundle creation in Net7

Has this been fixed in .NET 8 (or EF Core 8)? Seems like I can't reproduce it any more with EF Core 8.

Still persist: Cannot generate bundle within ASP.NET Blazor project with WASM:
```
> dotnet ef migrations bundle
...
Microsoft.EntityFrameworkCore.Tools.CommandException: Build failed. Use --verbose to see errors.
   at Microsoft.EntityFrameworkCore.Tools.Commands.MigrationsBundleCommand.Execute(String[] args)
Build failed. Use --verbose to see errors.
```

I upgrade my .NET 6 Blazor Project to a .NET8 Blazor Web Application with WASM. I use seperate EF Mirgraion projects for Oracle and for Postgres. Exact same error as @eerojaaskelainen . @nagilson, @bricelam is there a workaround so I can use `dotnet ef migrations bundle`?""",
      T(".NET"), T("Entity Framework"), T("ASP.NET"), T("Blazor"), T("WebAssembly"),
      T("Oracle Database"), T("PostgreSQL"),
      source="https://github.com/dotnet/sdk/issues/30466", kind="issue",
      note="WASM is WebAssembly; Oracle and Postgres are the databases migrated"),
    R("""Documemt how do generate migrations for an Blazor WASM app

I have not yet been able to get this project to successfully create the first SQLite database migration.

Eric Sink on the SQLitePCL.raw project thought this may be an issue related to EfCore.

I am receiving the error "The specified deps.json [C:\\git\\ThePlayer\\ThePlayer\\Client\\bin\\Debug\\net6.0\\ThePlayer.Client.deps.json] does not exist" when I run the database migration command "add-migration initial"

I am using the following:
SQLitePCLRaw version 2.1.3    nuget package:  SQLitePCLRaw.bundle_e_sqlite3
Microsoft.EntityFrameworkCore.Sqlite.Core  version 6.0.12

Visual Studio 2022 17.43, 
.NET 6 Blazor WASM,
Windows 11 Pro 22H2 22621.963, 
Intel(R) Core(TM) i7-10750H CPU @ 2.60GHz   2.59 GHz""",
      T("Blazor"), T("WebAssembly"), T("SQLite"), T("SQLitePCL.raw"), T("Entity Framework"),
      T("NuGet"), T("Visual Studio"), T(".NET"), T("Windows"),
      source="https://github.com/dotnet/EntityFramework.Docs/issues/4230", kind="issue",
      note="the deps.json path is absolute; EfCore written glued"),
    R("""Applying migrations using db error page fails for Blazor Web App with Identity

Repro steps:
- Install .NET 8 RC2
- Create a new Blazor Web App, Individual user accounts, server interactivity mode enabled locally
- Run the app
- Register a new user
- Try to apply migrations using the db error page

Expected result: Applying migrations succeeds
Actual result:
- "An error occurred applying migrations, try applying them from the command line"
- 404 error response in the browser dev console for /ApplyDatabaseMigrations
Workaround: Run migrations from the command line.""",
      T(".NET"), T("Blazor"),
      source="https://github.com/dotnet/aspnetcore/issues/51178", kind="issue",
      note="/ApplyDatabaseMigrations without its method"),
    R("""Migrations Bundle fails with Blazor sln

We have a GitHub Actions workflow that builds our hosted WASM Blazor solution, then generates a migrations bundle executable to apply to the database before deploying.

With actions/setup-dotnet@v1 everything worked fine. However, with actions/setup-dotnet@v3 the "dotnet ef migrations bundle" command is failing.

The step in our workflow is simple enough:

```
 - name: Generate EF migration script
        run: dotnet ef migrations bundle --startup-project Puckster.Server --output ./efbundle.exe --configuration Bundle --verbose
```

Can confirm that `dotnet ef migrations bundle` works just fine now that I've reverted to `setup-dotnet@v1`. Now trying again with `setup-dotnet@v2`.""",
      T("GitHub Actions"), T("WebAssembly"), T("Blazor"), T(".NET"), T("Entity Framework"),
      F("./efbundle.exe"),
      source="https://github.com/dotnet/efcore/issues/29491", kind="issue",
      note="dotnet ef is EF Core's tool"),
    # ---------------------------------------------------------------- Sidekiq, Rails
    R("""Nginx/Passenger throws 404s on queue and retries page

I have the following in my routes.rb:

``` ruby
require 'sidekiq/web'

Ccw::Application.routes.draw do
  mount Sidekiq::Web => '/sidekiq'
...
```

It works fine locally, but in a pretty standard Nginx/Passenger deploy I get 404's on the queue and retries pages. Thoughts?

```
Started GET "/queues/default" for 99.34.125.133 at 2012-04-25 21:15:25 -0400

ActionController::RoutingError (No route matches [GET] "/queues/default"):
  actionpack (3.2.1) lib/action_dispatch/middleware/debug_exceptions.rb:21:in `call'
  actionpack (3.2.1) lib/action_dispatch/middleware/show_exceptions.rb:56:in `call'
```""",
      T("Nginx"), T("Phusion Passenger"), T("Sidekiq"), T("Ruby"),
      source="https://github.com/sidekiq/sidekiq/issues/158", kind="issue",
      note="the request no route matches is not an endpoint; the frames are in actionpack"),
    R("""Mounting problem in rails 4.1.8

Here's what's in my gemfile:

```
gem 'sinatra', require: false
gem 'slim'
gem 'sidekiq'
```

Here's my routes:
```
require 'sidekiq/web'
Rails.application.routes.draw do
 
  mount Sidekiq::Web => '/sidekiq'
```

I've attached a screen shot of `localhost:3000/sidekiq`

When I click on any link, I get the following:

`Cannot GET /sidekiq/queues`

Any ideas?

I'm closing. Seems it was a problem with my proxy.""",
      T("Rails"), T("Sinatra"), T("Sidekiq"),
      source="https://github.com/sidekiq/sidekiq/issues/2216", kind="issue",
      note="slim is the Ruby template gem (the lexicon's Slim is PHP's framework, left unlabelled); Cannot GET is a request no route accepts"),
    R("""No route match in middleware on Rails 3

On rails (= 3.2.12) I am defining this route as outlined in the Monitoring section of the wiki:

``` ruby
mount Sidekiq::Web => '/sidekiq'
```

In the logs I continually see:

```
ActionController::RoutingError (No route matches [GET] "/dashboard/stats")
```

However, when I change the route to '/', the 404 disappears:

```
RSpec.describe  Sidekiq::Web, type: :routing do
  describe "routing" do
    it "routes to #web" do
      expect(get: "/sidekiq").to route_to("work#index")
    end
  end
end
```

Not sure why my test is failing , any idea ?""",
      T("Rails"), T("Ruby"), T("Sidekiq"), T("RSpec"),
      source="https://github.com/sidekiq/sidekiq/issues/734", kind="issue",
      note="a mount is no route with a method; the spec's get is a test request"),
    R("""Cannot "Retry" failed job from Sidekiq Web interface

Hello!

I have found a bug that it is not possible to retry a failed job due to a routing error.

My stack:

- Rails: 8.0.2
- Ruby: 3.4.2
- Sidekiq: 7.3.9
- Sidekiq Status: branch **main**, revision **86bdcb8f81909334cbd1ed4a731100e853b28e14**

Here are the screenshots:""",
      T("Sidekiq"), T("Rails"), T("Ruby"), T("Sidekiq Status"),
      source="https://github.com/kenaniah/sidekiq-status/issues/55", kind="issue"),
    # ---------------------------------------------------------------- Nuxt, Nitro
    R("""Throwing error on server route triggers vue router warning and error

### Environment

------------------------------
- Operating System: Linux
- Node Version:     v18.18.0
- Nuxt Version:     3.9.3
- CLI Version:      3.10.0
- Nitro Version:    2.8.1
- Package Manager:  npm@10.2.3
- Builder:          -
- User Config:      devtools, vue
------------------------------

### Reproduction

Open in new tab and call `/api/test`

### Describe the bug

When an error is thrown in an api route, vue router tries to resolve the api path and throws an exception.

The 500 error from the api handler is expected, as it has been thrown. The additional warning from vue router and the error from vue router should not occur, as this is a server route and handler.

This should be resolved when `h3` is next released.

As note for a workaround, until the release lands: You can set your headers manually to accept json:

```ts
useFetch(`/api/...`, {
  headers: {
    accept: 'application/json'
  }
});
```""",
      T("Linux"), T("Node.js"), T("Nuxt"), T("Nitro"), T("npm"), T("Vue Router"), T("h3"),
      T("TypeScript"),
      source="https://github.com/nuxt/nuxt/issues/25492", kind="issue",
      note="/api/test without a method; vue in the user config is a config key"),
    R("""Throwing an error in a server route causes an infinite loop when fetched inside a server only plugin

### Environment

- Operating System: `Darwin`
- Node Version:     `v18.16.0`
- Nuxt Version:     `3.5.0`
- Nitro Version:    `2.4.1`
- Package Manager:  `pnpm@8.5.0`
- Builder:          `vite`

### Describe the bug

When I fetch a server route endpoint `server/routes/****.get.ts` inside a server plugin `plugins/****.server.ts`, **if the server route throw an error, it causes an infinite loop**, calling the the plugin and fetching data from the server route again and again.

It does not happen if its an api server route `server/api/****.get.ts` or inside a client plugin `plugins/****.client.ts`.

Yes. The issue is that in order to render the _error page_ (being returned to `$fetch('/hello')`, Nuxt will turn to your `error.vue`, and still run all the same plugins... Hence""",
      T("Node.js"), T("Nuxt"), T("Nitro"), T("pnpm"), T("Vite"),
      source="https://github.com/nuxt/nuxt/issues/20909", kind="issue",
      note="the starred paths are patterns, not files; Darwin left unlabelled"),
    R("""Server API fails to return a http 405 error when an incorrect method is used

### Environment

- Operating System: Ubuntu 23.10
- Bun Version:     v1.0.30
- Nuxt Version:     3.10.3
- CLI Version:      3.10.1
- Nitro Version:    2.9.1
- Package Manager:  bun@1.0.30

### Describe the bug

When an API route/endpoint such as `server/api/foo.get.ts` is accessed using a different method than specified in the file, such as a POST request, instead of returning an HTTP 405 error, Nuxt returns the contents of the root directory (/).

I think this is not a bug but a consequence of Nitro 'falling through' to the Nuxt renderer because `foo.get` doesn't match. And because you have an `app.vue` then this renders `/api/foo` (it's not rendering '/' - you would have a 404 if you had a pages directory).""",
      T("Ubuntu"), T("Bun"), T("Nuxt"), T("Nitro"), F("server/api/foo.get.ts"),
      source="https://github.com/nuxt/nuxt/issues/26073", kind="issue",
      note="the route's method is in its file name, not written before its path"),
    # ---------------------------------------------------------------- Tauri
    R("""Fail to build desktop app

Building app for desktop terminates unexpectedly, showing
>Genshin build complete
Build complete
error: unexpected argument './src-tauri/tauri-sky.conf.json' found
Usage: cargo.exe build [OPTIONS]
For more information, try '--help'.
       Error failed to build app: failed to build app

in the end.

It seems that the following command fails
` tauri build ./src-tauri/tauri-sky.conf.json`
(this is printed on the cmd window at the beginning of the building process),
which should be `tauri build --config ./src-tauri/tauri-sky.conf.json`, but I am not sure about how to fix it (this command is not found in the code).

Besides, the command `npm run start` also fails, as there is no corresponding command for `start` in the code.""",
      T("Cargo"), T("Tauri"), T("npm"), F("./src-tauri/tauri-sky.conf.json"),
      source="https://github.com/Specy/genshin-music/issues/51", kind="issue"),
    R("""Tauri build error when compiling build.

production of bug:
I downloaded latest source as of date, updated npm and installed rust. i then installed and updated yarn and tauri-cli. after that i ran the yarn dependency grab which finished with no errors, but ive been stonewalled immediately by this error trying to run the cargo tauri build command.

traceback(win11,cmd.exe):
\\FileExplorer-1.0.31>cargo tauri build
    Error `tauri.conf.json` error: "identifier" is a required property
    Error `tauri.conf.json` error on `build`: Additional properties are not allowed ('devPath', 'distDir' were unexpected)

>cargo tauri --version
tauri-cli 2.1.0

>yarn --version
1.22.22

>rustc --version
rustc 1.83.0 (90b35a623 2024-11-26)""",
      T("Tauri"), T("npm"), T("Rust"), T("Yarn"), T("Cargo"), T("Windows"),
      source="https://github.com/conaticus/FileExplorer/issues/89", kind="issue",
      note="win11 is Windows 11"),
    R("""build: couldn't recognize the current folder as a Tauri project

AUR package maintainer here. I was able to build 0.11.2 just fine last August, now attempting to build 0.11.3 fails. The error makes no sense as of course `app/main/src-tauri/tauri.conf.json` exists.

Running `pnpm build` in the app/main folder:

```
> rquickshare@ build /build/r-quick-share/src/rquickshare-0.11.3/app/main
> tauri build

thread '<unnamed>' panicked at crates/tauri-cli/src/helpers/app_paths.rs:117:5:
Couldn't recognize the current folder as a Tauri project. It must contain a `tauri.conf.json`, `tauri.conf.json5` or `Tauri.toml` file in any subfolder.
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace
 ELIFECYCLE  Command failed.
```

Hey! I don't really know what to answer here, I'm not facing this issue locally and the CI is building just fine

Note: The BUILD.md is a little confusing. Running `pnpm build` in app/main does everything. Why would does it specify to run `cargo build` in core_lib manually?""",
      T("Tauri"), T("pnpm"), T("Cargo"), F("app/main/src-tauri/tauri.conf.json"),
      source="https://github.com/Martichou/rquickshare/issues/263", kind="issue",
      note="the panic's path is inside the tauri-cli crate"),
    R("""Build fails due to invalid tauri config.

I'm building a Tauri v2 App and trying to build binaries using the CI.

The Github action fails to build the binaries. The error is the following:

```running tauri [ 'build' ]
       Error `tauri.conf.json` error on `build`: Additional properties are not allowed ('devUrl', 'frontendDist' were unexpected)
       Error `tauri.conf.json` error: Additional properties are not allowed ('app', 'bundle', 'identifier', 'productName', 'version' were unexpected)
```

My config looks like this:

```
{
  "productName": "unstoppableswap-gui-rs",
  "version": "0.1.0",
  "identifier": "net.unstoppableswap.gui",
  "build": {
    "devUrl": "http://localhost:1420",
    "frontendDist": "../src-gui/dist",
    "beforeDevCommand": {
      "cwd": "../src-gui",
      "script": "yarn run dev"
    }
  }
}
```""",
      T("Tauri"), T("GitHub Actions"), T("Yarn"),
      source="https://github.com/tauri-apps/tauri-action/issues/904", kind="issue",
      note="../src-gui/dist is a folder"),
    # ---------------------------------------------------------------- Vapor
    R("""Streaming request crash

### Describe the bug

Streaming request body causes a crash.

### To Reproduce

Include the following code in a request handler:

```swift
for try await buffer in req.body {
    print(buffer)
}
````

### Environment

* Vapor Framework version: 4.84.6 (also happens with 4.84.3)
* Swift version: Swift 5.9

### Additional context
Briefly discussed on Discord.""",
      T("Swift"), T("Vapor"), T("Discord"),
      source="https://github.com/vapor/vapor/issues/3088", kind="issue"),
    R("""Crash when used with Vapor on Digital Ocean

I'm a bit clueless on how to solve this issue. I tried settings 4GB Swap to no avail. I hope you can assist me

Which version of MongoKitten are you using ?

Using version 3.0

This seems odd... Does this happen every run or did this only occur once?

Can I see the `drop.post("/api/authenticate")` route? MongoKitten sucessfully requested the search for the user in question and relayed the information back""",
      T("Vapor"), T("DigitalOcean"), T("MongoKitten"), E("POST /api/authenticate"),
      source="https://github.com/orlandos-nl/MongoKitten/issues/91", kind="issue"),
    # ---------------------------------------------------------------- Astro
    R("""Custom error pages are not served in production

### Astro Info

```block
Astro                    v4.2.4
Node                     v20.10.0
System                   macOS (arm64)
Package Manager          unknown
Output                   hybrid
Adapter                  @astrojs/node
Integrations             astro-i18next
                         @astrojs/react
```

### Describe the Bug

Given an endpoint returning `return new Response(null, { status: 404 })`,
I've noticed different behaviours when serving the site with `astro dev` or `astro preview`.

astro dev: custom 404 page is shown
astro preview: blank page is shown

It also works as expected, when a 404 Response is returned in the code-fence of Astro page, but not in an endpoint.""",
      T("Astro"), T("Node.js"), T("macOS"), T("React"), T("astro-i18next"),
      source="https://github.com/withastro/astro/issues/9829", kind="issue",
      note="@astrojs/react is Astro's React integration"),
    R("""astro npm run dev npm run build

locally npm run dev is fine

src/pages/themes/[...page].astro does not render at all

我复制了astro官网的代码，我发现奇怪的地方是npm run build 这个endpoint  /themes/是能访问和展示的
但npm run build指令下 完全看不到编译渲染这个页面，访问也是404

看看dist目录有没有生成对应的文件。

就是没有 build log里面完全看不到这个目录下面的文件渲染 这个让我很头疼""",
      T("Astro"), T("npm"), F("src/pages/themes/[...page].astro"),
      source="https://github.com/austin2035/astro-air-blog/issues/43", kind="issue"),
    R("""build fails starting with 4.11.6

### Astro Info

```block
Astro                    v4.12.2
Node                     v20.6.1
System                   macOS (arm64)
Package Manager          npm
Output                   static
Adapter                  none
Integrations             @astrojs/mdx
                         astro-robots-txt
                         @astrojs/sitemap
                         @astrojs/solid-js
                         astro-meta-tags
```

### Describe the Bug

I have a site that was building with 4.11.5, and stopped building with 4.11.6. `astro build` exits with the following errors in "generating static routes"

```
Unable to find the module for src/pages/404.astro. This is unexpected and likely a bug in Astro, please report.
  Stack trace:
    at generatePage (file:///Users/mattly/projects/personal-site/lyonheart-broken-bare/node_modules/.pnpm/astro@4.12.2_@types+node@20.14.11_typescript@5.5.4/node_modules/astro/dist/core/build/generate.js:156:11)
```""",
      T("Astro"), T("Node.js"), T("macOS"), T("npm"), T("MDX"), T("SolidJS"),
      F("src/pages/404.astro"),
      source="https://github.com/withastro/astro/issues/11534", kind="issue",
      note="the frame is in node_modules; MDX and Solid through Astro's integrations"),
    R("""🐛 BUG: Cannot rename `src` folder

### Description
*npm on Windows 10*
I would have expected the `pages` config option allow me to change the pages directory to path other than a subfolder of `src`. However if I do so the build crashes complaining about a missing corresponding js file (`Error: Could not find "`[file]`.js"`).

```cmd
$> astro build
[20:14:12] [snowpack] config.mount[C:\\Users\\user\\Documents\\GitHub\\astro-test\\src]: mounted directory does not exist.
[20:14:13] [snowpack] Ready!
[build] ! building pages...
[build] Unable to render pages\\pagecontent\\index.astro

Error: Could not find "/pages/pagecontent/index.astro.js"
```""",
      T("npm"), T("Windows"), T("Astro"), T("Snowpack"), F("pages\\pagecontent\\index.astro"),
      source="https://github.com/withastro/astro/issues/674", kind="issue",
      note="the cmd fence is a shell, not a language labelled"),
    # ---------------------------------------------------------------- Perl: Mojolicious
    R("""Strange Mojolicious::Lite's under behaviour

I encountered a problem with 'under' method and not sure is it a bug or it's just a desired behaviour and I simply misuse feature.
```perl
$r = $r->any('/')->to('example#');
$r->get('/' => 'index')->to('#welcome');

my $bla = $r->under('/bla');
$bla->get('/la' => { text => "hello laalala" });

$r->get('/testtext' => { text => 'good' });
my $tt = $r->under('/test');
$tt->get('/text' => { text => 'whee!!' });

$r->get('/some-data/:msg' => { msg => 'hello world' })
	 ->to('#somedata');
```

For instance lines '$bla->get...', '$tt->get...', and '$json->get...' will not be rendered and in logs I see
```
[Sun Mar 13 21:35:09 2016] [debug] GET "/test/text"
[Sun Mar 13 21:35:09 2016] [debug] Nothing has been rendered, expecting delayed response
```""",
      T("Mojolicious"), T("Perl"),
      E("GET /"), E("GET /testtext"), E("GET /some-data/:msg"), E("GET /test/text"),
      source="https://github.com/mojolicious/mojo/issues/936", kind="issue",
      note="routes under /bla are written without their prefix; /test/text is logged with its method"),
    R("""Missing routing when using apache and plack

```
[Thu Jul 19 14:07:41 2018] [notice] Apache/2.2.15 (Unix) DAV/2 mod_ssl/2.2.15 OpenSSL/1.0.1e-fips mod_apreq2-20090110/2.8.0 mod_perl/2.0.4 Perl/v5.10.1 configured -- resuming normal operations
HELLO WORLD
[Thu Jul 19 14:08:00 2018] [debug] GET "/api/wibble/682" (3501a6b5)
[Thu Jul 19 14:08:00 2018] [debug] Routing to a callback
[Thu Jul 19 14:08:01 2018] [debug] Routing to controller "PaceAPI::Controller::Wibble" and action "wobble"
[Thu Jul 19 14:08:01 2018] [debug] 200 OK (0.639258s, 1.564/s)
```""",
      T("Apache HTTP Server"), T("Plack"), T("OpenSSL"), T("mod_perl"), T("Perl"),
      E("GET /api/wibble/682"),
      source="https://github.com/jhthorsen/mojolicious-plugin-openapi/issues/81", kind="issue",
      note="the request is routed and answered 200"),
    # ---------------------------------------------------------------- R: plumber
    R("""Requests to valid endpoints with an incorrect request method should return HTTP 405 instead of HTTP 404

### Example application

Suppose we have the following API:

```R
srv <- plumber::plumber$new()
srv$handle("POST", "/submit", function(req, res) {
  # TODO: Actual work.
  res$headers[["Content-Type"]] <- "text/plain"
  res$body <- "Submitted"
  res
})
srv$run(host = "0.0.0.0")
```

If you send a `GET` request to this API (instead of the `POST` request it is expecting) you see the following (e.g. with `curl`):

```
$ curl -sv -X GET localhost:7312/submit
> GET /submit HTTP/1.1
> Host: localhost:7312
< HTTP/1.1 404 Not Found
```""",
      T("R"), T("plumber"), E("POST /submit"),
      source="https://github.com/rstudio/plumber/issues/493", kind="issue",
      note="the GET is a request no route accepts"),
    R("""@post results in “404 - Resource Not Found”

I tried replicating part of the example on this page.  However, when I try the `http://my-host:8000/input?val=1` it gives me the error `{"error":["404 - Resource Not Found"]}`

Am I missing anything?

**plumb-test.R**

    mylist <- 15
    
    #* @post /input
    function(val, res){
      v <- as.numeric(val)
      mylist <<- c(mylist,val)
      list(result="success")
    }

I tried you code and it works fine as long as you send your post request using curl:

     curl -X POST http://localhost:9080/input -d '{"val":50}' 

There is a discussion here about sending post requests through the browser, and people have built browser extensions to deal with this (e.g. Postman), should that be more comfortable for you than using cURL.""",
      T("Postman"), E("POST /input"),
      source="https://github.com/rstudio/plumber/issues/67", kind="issue",
      note="plumb-test.R is a bare file name; curl not labelled; plumber (the annotations' package) is not named"),
    R("""Extracting a table as result

I have an R code that connects with an API, gets content in the form of a table, and I transform that data, and modify, create columns, add filters, bind it with other content, and another table is produced towards the end. I am hoping to convert my code into an API and go further from there. I tried the Get method, and I keep failing.

You have not added any code related to plumber. Suppose you want to make a get request to `http://localhost:port/myoutput` you would need something like:
```
#* @get /myoutput
myfunction <- function() {
 [... all your code ..]
 return(output)
}
```""",
      T("R"), T("plumber"), E("GET /myoutput"),
      source="https://github.com/rstudio/plumber/issues/59", kind="issue"),
    R("""plumberDeploy::do_remove_api() results in 404 not found error.

I've been following the instructions in this tutorial exactly (even uploading the provided plumber.R file).

`plumberDeploy::do_provision(unstable = T, example = TRUE)` works without any errors and will publish the example `/hello/` api with no problems. So it's not an issue with SSH. 

When I create a new provision without the example:

`plumberDeploy::do_deploy_api(id,"test", "path/to/plumber/folder", 8000)`

I don't get any errors and get the following feedback that looks like a success message:

```
/etc/systemd/system/plumber-hello.service
● plumber-hello.service - Plumber API
     Loaded: loaded (/etc/systemd/system/plumber-hello.service; enabled; vendor preset: enabled)
     Active: active (running) since Mon 2020-09-28 20:14:57 UTC; 1s ago
```""",
      T("plumberDeploy"), T("plumber"), T("SSH"), T("systemd"),
      source="https://github.com/meztez/plumberDeploy/issues/14", kind="issue",
      note="path/to/plumber/folder is a placeholder; the unit files are absolute"),
    # ---------------------------------------------------------------- Haskell: Servant
    R("""Not in scope: type constructor or class ‘JSON’

For some reason i get this error when trying to compile the first tutorial, this is what my build depends look like:

```
  build-depends:  base
                , aeson
                , servant
                , servant-server
                , time
                , wai
```

Has anyone else had this issue or is it just a noobie mistake?

Can you post the output of `ghc-pkg list`?""",
      T("Aeson"), T("Servant"), T("WAI"), T("GHC"),
      source="https://github.com/haskell-servant/servant/issues/183", kind="issue",
      note="base and time are GHC's boot packages, not labelled"),
    R("""Build failure with servant 0.16

```
[2 of 2] Compiling Tonatona.Servant ( src/Tonatona/Servant.hs, dist/build/Tonatona/Servant.o )

src/Tonatona/Servant.hs:53:53: error:
    Not in scope: type constructor or class ‘ServantErr’
   |
53 |       eitherRes <- liftIO $ ioAction `catch` \\(e :: ServantErr) -> pure $ Left e
   |                                                     ^^^^^^^^^^
```

Thanks. I've released tonatona-servant-0.1.0.2 that supports servant 0.16.""",
      T("Servant"), F("src/Tonatona/Servant.hs"),
      source="https://github.com/tonatona-project/tonatona/issues/40", kind="issue",
      note="the .o file is a build output"),
    R("""compile with servant 0.16.2

Trying to `stack build` servant-purescript with stackage lts-14, I get:

```
servant-subscriber  > [2 of 8] Compiling Servant.Subscriber.Types
servant-subscriber  > [3 of 8] Compiling Servant.Subscriber.Request
servant-subscriber  >               
servant-subscriber  > /tmp/stack32501/servant-subscriber-0.6.0.2/src/Servant/Subscriber/Response.hs:81:21: error:
servant-subscriber  >     Not in scope: type constructor or class ‘ServantErr’
servant-subscriber  > 81 | fromServantError :: ServantErr -> HttpResponse
```

Oh, I forgot I already submitted a pull request for th""",
      T("Servant"), T("Stack"), T("Stackage"),
      source="https://github.com/eskimor/servant-subscriber/issues/23", kind="issue",
      note="the source path is in a temporary unpack folder"),
    R("""Cannot compile tests

```
test/AppSpec.hs:18:1: error:
    • Couldn't match expected type ‘Manager
                                    -> BaseUrl -> ClientM [Item]’
                  with actual type ‘ClientM [Item]’
    • When checking that the inferred type
        getItems :: ClientM [Item]
      is as general as its signature
        getItems :: Manager -> BaseUrl -> ClientM [Item]
Process failed: cabal build -j --ghc-options=-Werror (exit code: 1)
```

This project uses `stack`. If you follow the README it should work.""",
      T("Cabal"), T("Stack"), F("test/AppSpec.hs"),
      source="https://github.com/haskell-servant/example-servant-minimal/issues/5", kind="issue"),
    # ---------------------------------------------------------------- Clojure: Ring, Compojure
    R("""Using the `route/not-found` with a custom status code?

```
(defroutes app
  "This is the function we pass to Ring. It will be called with a
   request map for every request."
  (GET "/client-type-endpoints" [] (render-file "templates/client-type-endpoints.html" {:somedata "data"}))
  (route/resources "/")
  (route/not-found (-> get-pages
      (stasis/serve-pages)
      wrap-exceptions)))
```

This is a snippet from my current code. We are using some other libraries to serve static markdown pages. However I was in a need for some specific routes and thought it was easy to simply throw in compojure in front of the other code.""",
      T("Ring"), T("Compojure"), T("Stasis"), E("GET /client-type-endpoints"),
      F("templates/client-type-endpoints.html"),
      source="https://github.com/weavejester/compojure/issues/143", kind="issue",
      note="markdown pages are a format named in passing"),
    R("""If a handler returns nil, do not add headers

Handlers that return nil indicate that they cannot handle the given
request. A common use case is to handle 404s:

```clojure
(def handler
  (-> (routes (GET "/hello.txt" [] ...) ...)
    ...
    (wrap-hsts)
    (not-found "That page is missing")))
```

Anyone using this middleware in like this will not have 404 pages.""",
      T("Clojure"), E("GET /hello.txt"),
      source="https://github.com/ring-clojure/ring-ssl/pull/8", kind="issue"),
    R("""Skip nil handlers while performing routing.

It would be nice to have ability to have optional routes. Use case: in dev environment you want to have some additional backdoor HTTP-route that should not be present in prod. Something like this:

``` clojure
(defn login-routes [config]
  (routes
    (POST "/login" [] ...)
    (POST "/logout" [] ...)
    (when (= (:env config) :dev)
      (POST "/force-login" [] ...)))
```

But it doesn't look as nice and would be handy to have nil-handling in compojure itself.""",
      T("Clojure"), T("Compojure"), E("POST /login"), E("POST /logout"), E("POST /force-login"),
      source="https://github.com/weavejester/compojure/pull/118", kind="issue"),
    R("""cannot treat nil as http response

I have this error when trying out yada and aleph

```
(ns components.yada
  (:require
   [bidi.ring :refer [make-handler] :as bidi]
   [yada.yada :refer [yada] :as yada]
   [aleph.http :refer [start-server]]))

(def server
  (start-server
   (bidi/make-handler api)
   {:port 3000}))
```

when I visit `http://localhost:3000/
```
java.lang.IllegalArgumentException: cannot treat nil as HTTP response for request to ''
	at aleph.http.server$invalid_value_response.invoke(server.clj:131)
```""",
      T("yada"), T("Aleph"), T("bidi"),
      source="https://github.com/juxt/yada/issues/48", kind="issue"),
    # ---------------------------------------------------------------- Kotlin, Spring WebFlux
    R("""How to apply kotlin coroutine?

I am currently using kotlin + spring webflux and am trying to add springdoc

And using  Webflux's functional endpoint with coroutine 

### using libraray
- org.springdoc:springdoc-openapi-webflux-ui:1.5.9
- org.springdoc:springdoc-openapi-kotlin:1.5.9
- org.jetbrains.kotlinx:kotlinx-coroutines-reactor

### sample code

```kotlin
// ApiRouter.kt
@Configuration
class ApiRouter(private val apiHandler: ApiHandler) {
    @Bean
    fun openApiRoute(): RouterFunction<ServerResponse> {
        return route()
            .GET("/mono", apiHandler::monoHandler) { ops -> ops.tag("mono") } // success
            .GET("/coroutine", apiHandler::coroutineHandler) { ops -> ops.tag("coroutine") } // error
            .build()
    }
    @Bean
    fun tempRoute() = coRouter {
        "/temp".nest {
            GET("/coroutine", apiHandler::coroutineHandler) // success
        }
    }
}
```""",
      T("Kotlin"), T("Spring WebFlux"), T("springdoc"), E("GET /mono"), E("GET /coroutine"),
      source="https://github.com/springdoc/springdoc-openapi/issues/1213", kind="issue",
      note="the nested route's full path /temp/coroutine is not written"),
    R("""BAEL-2378 Non-blocking Spring Boot with Kotlin Coroutines

spring-boot-kotlin-io/src/main/kotlin/com/baeldung/nonblockingcoroutines/config/DatastoreConfig.kt
```diff
+import org.springframework.data.r2dbc.config.AbstractR2dbcConfiguration
+import org.springframework.data.r2dbc.repository.config.EnableR2dbcRepositories
+
+@Configuration
+@EnableR2dbcRepositories
+class DatabaseConfig : AbstractR2dbcConfiguration() {
+
+    @Bean
+    override fun connectionFactory(): ConnectionFactory {
+        return PostgresqlConnectionFactory(PostgresqlConnectionConfiguration.builder()
+                // Set options here
```
Does this example have any options to set? Do we need this comment?

We need to provide database configuration options here in order to access a postgresql, in that case, instance. Locally, I used credentials for accessing my instance of PostgreSQL.""",
      T("Spring Boot"), T("Kotlin"), T("R2DBC"), T("PostgreSQL"),
      F("spring-boot-kotlin-io/src/main/kotlin/com/baeldung/nonblockingcoroutines/config/DatastoreConfig.kt"),
      source="https://github.com/eugenp/tutorials/pull/6966", kind="issue"),
    # ---------------------------------------------------------------- Play
    R("""migrating from 2.0.4 to 2.1 breaks conf/routes compilation

I have a simple conf/routes that calls controllers in app/controllers/ defined like:

``` scala
package controllers

object Foo extends Controller {
  def action = Action { OK(views.html.main) }
}
```

and conf/routes like:

```
GET / controllers.Foo.action
```

compiling results in an error:

target/scala-2.10/src_managed/main/controllers/Foo/routes.java:5: Foo is already defined as object Foo

I'd like a solution.""",
      T("Scala"), F("conf/routes"), E("GET /"),
      source="https://github.com/playframework/playframework/issues/917", kind="issue",
      note="the routes.java file is generated under target/"),
    R("""Routes don't compile

I have been trying to follow the ideas in this tutorial, but for my project. My problem is that every time I change to be dynamic by adding a @, the routes fail to compile. I get the following error:

`[error] /Users/administrator/development/cursor/salespro-server/conf/routes:6: value index is not a member of api.controllers.Application
 [error] GET     /                                @api.controllers.Application.index()`

 I have tried many different things, and different versions of play, but I can't get them to compile and it's driving me crazy! Any ideas how to solve this?""",
      T("Play Framework"), E("GET /"),
      source="https://github.com/jamesward/play-java-spring/issues/6", kind="issue",
      note="the routes path is absolute"),
    R("""Play 2.2.3 - Compile Error

I am working with jqxwidgets in Play. I am unable to compile my Play project after including following line of code in my project routes file:
GET     /public/javascripts/jqwidgets/jqxexpander.js   controllers.Assets.at(path="/public", file="javascripts/jqwidgets/jqxexpander.js")

I have successfully used other jqwidget js files in routes files.
GET     /public/javascripts/js/jquery-1.10.2.js     controllers.Assets.at(path="/public", file="javascripts/js/jquery-1.10.2.js")
GET     /public/javascripts/jqwidgets/jqxcore.js    controllers.Assets.at(path="/public", file="javascripts/jqwidgets/jqxcore.js")""",
      T("Play Framework"), T("jQWidgets"), T("jQuery"),
      E("GET /public/javascripts/jqwidgets/jqxexpander.js"),
      E("GET /public/javascripts/js/jquery-1.10.2.js"),
      E("GET /public/javascripts/jqwidgets/jqxcore.js"),
      F("javascripts/jqwidgets/jqxexpander.js"), F("javascripts/js/jquery-1.10.2.js"),
      F("javascripts/jqwidgets/jqxcore.js"),
      source="https://github.com/playframework/playframework/issues/2966", kind="issue"),
    # ---------------------------------------------------------------- Electron
    R("""Error (message) in main when using session.setPreloads(...)

### Issue Details

* **Electron Version: *10.0.0* and *9.2.0*
* **Operating System: *Win7*

Windows system console logs following errors:
```
[4504:0828/133824.557:ERROR:CONSOLE(130)] "Unable to load preload script: ...\\src\\preload2.js", source: electron/js2c/sandbox
_bundle.js (130)
[4504:0828/133824.557:ERROR:CONSOLE(130)] "Error: contextBridge API can only be
used when contextIsolation is enabled", source: electron/js2c/sandbox_bundle.js
(130)
```

The error message occurs whenever I use 

```javascript
win.webContents.session.setPreloads([pathToPreload]);
```

However, I did not notice any script termination. Both preload scripts inject a global variable the index.html can access.

"contextIsolation" is set to true.""",
      T("Electron"), T("Windows"), T("JavaScript"),
      source="https://github.com/electron/electron/issues/25158", kind="issue",
      note="the preload path is cut at its start; electron/js2c is inside Electron"),
    R("""With contextIsolation: true the app doesn't show up

With contextIsolation: true the app doesn't show up

As described in the `Electron Docs`: https://www.electronjs.org/docs/latest/tutorial/context-isolation/  , `contextIsolation` is important for security purposes

How to make it work with `contextIsolation: true` ?

There are obviously `js` runtime errors, you can open DevTools to see the errors.

Fist way, you can modify `electron/preload/index.ts`

```diff
+ import { contextBridge  } from 'electron'

- window.removeLoading = removeLoading
+ contextBridge.exposeInMainWorld('removeLoading', removeLoading)
```

I completely removed the present `splash.ts` file and used my own `preload.ts` file. It works fine""",
      T("Electron"), F("electron/preload/index.ts"),
      source="https://github.com/electron-vite/electron-vite-react/issues/38", kind="issue",
      note="splash.ts and preload.ts are bare file names"),
    R("""vue.runtime.esm.js?2b0e:619 [Vue warn]: Error in mounted hook: "TypeError: Cannot read property 'on' of undefined"

I've created a preload file and it seems to be loaded correctly in dev and production modes. After I've decided to enable `contextIsolation` the console started logging this error

It seems that the `window.ipcRenderer.on` stop working. I'm using it inside the `mounted()` hook of my vue components to listen to events sended from the main process of my electron app. Is there any fix?

As per the Electron docs, this is intended behavior. Enabling Context Isolation will give the preload script a separate `window` object, so `window.ipcRenderer.on` would be undefined in the renderer process.

So when the context Isolation will be set on true by default from newer electron versions how we will use `ipcRenderer` safely?""",
      T("Vue"), T("Electron"),
      source="https://github.com/nklayman/vue-cli-plugin-electron-builder/issues/1195", kind="issue"),
    R("""[Bug]: Preload script executing in the renderer process

### Electron Version

20.1.1

### What operating system are you using?

Windows

### Operating System Version

Windows 10 Version 21H2

### Last Known Working Electron version

19.0.6

### Expected Behavior

When I create a window, I expect the preload script passed in the window options to run in the main process so that the contextBridge can be initialized for the renderer:

```typescript
const browserWindowOptions: BrowserWindowConstructorOptions = {
  width: defaultWidth,
  height: defaultHeight,
  icon: path.join(__dirname, '../../assets/images/icon128.png'),
  webPreferences: {
    contextIsolation: true,
    preload: path.join(__dirname, '../preload.js'),
  },
};

const newWindow = new BrowserWindow(browserWindowOptions);
```

This is how it should look, but requires downgrading to Electron 19.0.6""",
      T("Electron"), T("Windows"), T("TypeScript"),
      F("../../assets/images/icon128.png"), F("../preload.js"),
      source="https://github.com/electron/electron/issues/35584", kind="issue"),
    R("""Prod app (appImage) won't load preload script, dev app won't open if context isolation is enabled.

## Expected Behavior

The app runs as expected using "yarn start".

App configuration that works using "yarn start" (I realize this isn't the correct and secure way to do it):

main.dev.ts:

`mainWindow = new BrowserWindow({
    show: false,
    width: 960,
    height: 600,
    webPreferences: {
      nodeIntegration: true,
      preload: path.join(__dirname, './preload.js'),
      contextIsolation: false,
    },
  });`

preload.js:

`const { ipcRenderer } = require('electron');

window.ipcRenderer = ipcRenderer;`

Inside my react components, I can access ipcRenderer through window.""",
      T("AppImage"), T("Yarn"), T("Electron"), T("React"), F("./preload.js"),
      source="https://github.com/electron-react-boilerplate/electron-react-boilerplate/issues/2849", kind="issue",
      note="main.dev.ts and preload.js as headings are bare file names"),
    R("""Error app undefined in preLoad with contextIsolation true

### Issue Details

* **Electron Version:**
10.1.5
* **Operating System:**
Windows 10 x64

### Expected Behavior
App relaunches and exits current app.

### Actual Behavior
app is undefined
```
Uncaught Error: Uncaught TypeError: Cannot read property 'relaunch' of undefined
```
### To Reproduce
Use preLoad.js
```
const { contextBridge, app } = require('electron');
contextBridge.exposeInMainWorld(
    'electron',
    {
        UpdateNow: () => {
            app.relaunch();
            app.exit();
        },
    }
  );
```
Call this with javascript
```
window.electron.UpdateNow()
```

`app` is a main process only API, you can't (and have never been able to) access it from the renderer process.  You'll have to use IPC to ask the main process to call `app.relaunch()`""",
      T("Electron"), T("Windows"), T("JavaScript"),
      source="https://github.com/electron/electron/issues/26345", kind="issue"),
    # ---------------------------------------------------------------- LangChain, Chroma
    R("""Trying to use Chroma vectorstore with default embedding_function results in an error

### Example Code

Using this code gives the first type of exception "You must provide an embedding function to compute embeddings."

``` python
import chromadb
from chromadb.utils import embedding_functions
from langchain.chains.query_constructor.base import AttributeInfo
from langchain.retrievers.self_query.base import SelfQueryRetriever
from langchain_openai import ChatOpenAI
from langchain_community.vectorstores import Chroma

llm = ChatOpenAI(temperature=0, key)


class ChromaDbInstance:
    def __init__(self) -> None:
        self._client = chromadb.HttpClient(
            host=f"http://localhost:{CHROMA_DB_PORT}",
        )
```""",
      T("ChromaDB"), T("LangChain"), T("OpenAI"), T("Python"),
      source="https://github.com/langchain-ai/langchain/issues/18291", kind="issue",
      note="ChatOpenAI through the langchain_openai package"),
    R("""langchain & chroma - Basic Example

```
# import
from langchain.embeddings.sentence_transformer import SentenceTransformerEmbeddings
from langchain.text_splitter import CharacterTextSplitter
from langchain.vectorstores import Chroma
from langchain.document_loaders import TextLoader
from langchain.embeddings.huggingface import HuggingFaceEmbeddings

    # load the document and split it into chunks
    loader = TextLoader("state_of_the_union.txt")
    documents = loader.load()

    # create the open-source embedding function
    embedding_function = SentenceTransformerEmbeddings(model_name="all-MiniLM-L6-v2")
    # load it into Chroma
    db = Chroma.from_documents(docs, embedding_function)
```

i use this code but i get the following error:
ValueError: Expected EmbeddingFunction.__call__ to have the following signature: odict_keys(['self', 'input'])""",
      T("LangChain"), T("ChromaDB"), T("Hugging Face"),
      source="https://github.com/langchain-ai/langchain/issues/13191", kind="issue",
      note="state_of_the_union.txt is a bare file name"),
    R("""Embeddings with croma db fails with IndexError

Implementing a python based simple RAG system using LangChain, Chroma DB.  I have a pdf file, simple text based without any images, about 1200 pages.

Embedding functions tried : AzureOpenAIEmbeddings, OpenAIEmbeddings and OllamaEmbeddings.

PDF file is being split into chunks (size:800), filtering out empty chunks.  Also, when scanned found min chunk size: 20, max: 800.

Now, then attempted to create embeddings using Chroma.from_documents() wherein input is list of documents (size >= 2), function fails.  However, when individual chunks are processed then NO ISSUES.

Of these 3 embedding functions tried only OllamaEmbeddings works (local) but other two failing with error: **IndexError: list index out of range** 

from langchain_openai import OpenAIEmbeddings""",
      T("Python"), T("LangChain"), T("ChromaDB"), T("Azure OpenAI"), T("OpenAI"), T("Ollama"),
      source="https://github.com/langchain-ai/langchain-community/issues/282", kind="issue",
      note="the embedding classes name the services they call"),
    # ---------------------------------------------------------------- MLflow
    R("""Add switching logic for rest api handlers for list_artifacts

Mlflow version : 1.25.1 
Implemented scenario 5 based on the document 
Initialization command :- 
CMD mlflow server --host 0.0.0.0 \\
  --backend-store-uri "${BACKEND_URI}" \\
  --artifacts-destination "${ARTIFACT_ROOT}/mlartifacts" \\
  --serve-artifacts \\
  --gunicorn-opts "--log-level debug" 

Here MLflow is deployed in Openshift and if the hosted url is used as tracking uri at client side - Artifacts gets uploaded in storage, aswell as it is available in mlflow tracking server. It works . No issues faced here

The hosted url is then mapped into api gateway and api url will be set as tracking uri at client.
when code is executed it shows  404 error for missing artifacts.""",
      T("MLflow"), T("Gunicorn"), T("OpenShift"),
      source="https://github.com/mlflow/mlflow/pull/5393", kind="issue"),
    R("""REST API document for mlflow version 1.25.1

Update the REST API document for mlflow version 1.25.1. (scenario 5)

Can you please help by providing request & response structure of api call
PUT //api/2.0/mlflow-artifacts/artifacts/2/ce16fe9ec5554f5486521479d7b6a975/artifacts/output.txt

Tried the below steps:-
Rest call:-    PUT /mlflow-artifacts/artifacts
                    parameter artifact_path

Output from client:-
HTTPError: 404 Client Error: Not Found for url: https://api_url/api/2.0/mlflow-artifacts/artifacts/2/f9fae9e8459b4d60a38ea20ce0a9ca8a/artifacts/output.txt

Could you try mlflow python API to see whether it work ? (In python code you should call `mlflow.set_tracking_uri` to set the correct tracking server uri first)

The rest API is used internally, and python API should be able to fulfill all your demands.""",
      T("REST"), T("MLflow"), T("Python"),
      source="https://github.com/mlflow/mlflow/issues/5714", kind="issue",
      note="the PUTs are requests answered 404, no route of the text"),
    R("""MLflow Client create_run & store artifacts on S3 example

### System information
- **OS Platform and Distribution (e.g., Linux Ubuntu 16.04)**: Mac OS Mojave
- **MLflow installed from (source or binary)**:  pip
- **MLflow version (run ``mlflow --version``)**: 0.8.2
- **Python version**: 3.7
- **npm version (if running the dev UI): 6.4.1

### Describe the problem
Hi, I really would like our team to use MLFlow, but to do so, we need to run the Tracking UI on a server. Here I encounter my two problems:
- How can I run an example code (let's say train.py) so it "runs" on the server UI (i.e. hosted on 10.20.30.40:5000) 
- and stores the logs, metrics and artifacts online on S3?

### Source code / logs
Docker Code with which I run the code on my server:
```
RUN pip install mlflow==0.8.2

WORKDIR /app/

CMD mlflow server \\
    --file-store s3://${BUCKET}/test \\
    --default-artifact-root s3://${BUCKET}/test \\
    --host 10.20.30.40.```
```""",
      T("macOS"), T("MLflow"), T("pip"), T("Python"), T("npm"), T("Amazon S3"), T("Docker"),
      source="https://github.com/mlflow/mlflow/issues/917", kind="issue",
      note="Linux Ubuntu is the template's example; train.py is a bare file name"),
    R("""Support for storing artifacts in remote server instead of file store

We are planning to use mlflow to track our experiments on our company. We would like to store our artifacts in the remote server but when we start a run on another machine, the tracking uri is set to local althought the three folders (artifacts,metrics,params) are moving to the server.

**Remote server** (192.168.159.140): mlflow server --file-store experiments --default-artifact-root experiments/artifacts --host 0.0.0.0 

To let jobs store data remotely, you need to use one of the remote file stores, such as NFS, SFTP, or Amazon S3, as described here. You need to set the default-artifact-root to a URI in one of these formats. Right now, because you set it to `experiments/artifacts`, this is treated as a file system path on your local file system on each machine.""",
      T("MLflow"), T("Amazon S3"),
      source="https://github.com/mlflow/mlflow/issues/697", kind="issue",
      note="experiments/artifacts is a folder; NFS and SFTP are protocols"),
    # ---------------------------------------------------------------- Dagster
    R("""Getting DagsterInvalidSubsetError for asset that does exist

### What's the issue?

In the dagster UI I selected an asset (called dbt/freeze_raw_data) and clicked "Materialize", which yielded me this error about no AssetsDefinition object being supplied. 

While I have some other dbt assets which are dynamically generated and thus much more likely to have had something gone wrong, this one is just a straight forward:
```
@dg.asset(key_prefix="dbt", required_resource_keys={"bigquery_client"})
def freeze_raw_data(context: dg.AssetExecutionContext) -> None:
  # logic goes here.
```

We have other assets that run no problem, even assets with the same required_resource_keys, and so I'm a bit at a loss.""",
      T("Dagster"), T("dbt"), T("BigQuery"),
      source="https://github.com/dagster-io/dagster/issues/33184", kind="issue",
      note="dbt/freeze_raw_data is an asset key, not a file"),
    R("""HTTP method not returning error on an invalid INSERT

**Describe what's wrong**
While using the HTTP request mode a wrong sql like

INSERT INTO table
(col)
VALUES
(string)

Which will fail as the string is not escaped the error is NOT reported to the client, is written in the internal log only.
(in fact NOTHING is returned only a error code 200)

Can you provide the output of the `curl` ?

I see `< HTTP/1.1 400 Bad Request`
```
echo 'INSERT INTO table(col)VALUES(string)'| curl -vvv 'http://localhost:8123/' --data-binary @-
> POST / HTTP/1.1
> Host: localhost:8123
< HTTP/1.1 400 Bad Request
< X-ClickHouse-Server-Display-Name: clickhouse
< X-ClickHouse-Exception-Code: 62
```""",
      T("SQL"), T("ClickHouse"), E("POST /"),
      source="https://github.com/ClickHouse/ClickHouse/issues/37451", kind="issue",
      note="the HTTP interface's root answers the POST (a 400 for the query)"),
    R("""PrometheusRequestHandler: Failure to parse POSTs to /query[_range] and/or correctly return a handled HTTP response code.

### Describe what's wrong

Both /query and /query_range support being able to issue queries via a `POST` as the default HTTP method in most client libraries.

While the server will accept `POST`s, all responses yield a parsing error and a `400` response code.

### How to reproduce

Use latest stable and create a timeseries table; issue any instant or range query.

### Error message and/or stacktrace

```bash
curl -v -X POST -d 'query=simple_query' -s '127.0.0.1:9363/api/v1/query'
*   Trying 127.0.0.1:9363...
* Connected to 127.0.0.1 (127.0.0.1) port 9363
> POST /api/v1/query HTTP/1.1
> Host: 127.0.0.1:9363
```""",
      E("POST /api/v1/query"),
      source="https://github.com/ClickHouse/ClickHouse/issues/93191", kind="issue",
      note="the server accepts the POST (and fails to parse it); Prometheus only inside a class name; a ```bash fence is the page's highlighting, not Bash named (the convention of fresh to fresh-9 and the synthetic corpus)"),
    R("""Creating reverse proxy only works via Caddyfile, not labels

Probably a dumb configuration issue, but I think I have a minimal example and have double checked instructions. This reverse proxy works when configured via a Caddyfile, but not via the labels.

compose.yml
```yml
services:
  caddy:
    build:
      context: .
      dockerfile: Dockerfile
    restart: unless-stopped
    ports:
      - "80:80"
      - "443:443"
    volumes:
      - /var/run/docker.sock:/var/run/docker.sock
      - caddy_data:/data
      - ./Caddyfile:/etc/caddy/Caddyfile
```

Dockerfile
```Dockerfile
FROM caddy:2.7.6-builder AS builder

RUN xcaddy build \\
    --with github.com/caddy-dns/google-domains \\
    --with github.com/lucaslorentz/caddy-docker-proxy/v2

FROM caddy:2.7.6
```""",
      T("Caddy"), T("Docker"), T("caddy-docker-proxy"), F("./Caddyfile"),
      source="https://github.com/lucaslorentz/caddy-docker-proxy/issues/586", kind="issue",
      note="compose.yml is a bare file name"),
    R("""Traefik keeps showing 404 Error for Docker Containers

### What did you do?

I have a number of docker containers that are running a number of applications including:
Nextcloud
Wordpress
OSTicket

Which I want to be accessible from a browser for each specific URL.

I used Portainer to set everything up

I used Traefik's docs to set this up.

### What did you see instead?

404 Page Not Found

### Output of `traefik version`: (_What version of Traefik are you using?_)

Version:      v1.4.4
Codename:     roquefort
Go version:   go1.9.2
Built:        2017-11-23_10:53:58AM
OS/Arch:      linux/amd64""",
      T("Docker"), T("Nextcloud"), T("WordPress"), T("osTicket"), T("Portainer"), T("Traefik"),
      T("Go"),
      source="https://github.com/traefik/traefik/issues/2511", kind="issue",
      note="linux/amd64 is a platform string"),
    R("""Router not created from docker labels with file provider

I have created a file called `services.toml` to define a service like this : 
```toml
[http]
  [http.services]
    [http.services.myservice]
      [http.services.myservice.loadBalancer]
        [[http.services.myservice.loadBalancer.servers]]
          url = "http://myservice/prod/"
```

Then I have included it in the docker-compose file of my Traefik like this : 
```yaml
services:

  traefik:
    image: "traefik:v2.2"
    command:
      - "--api.insecure=true"
      - "--providers.docker=true"
      - "--providers.file.filename=/etc/traefik/services.toml"
    volumes:
      - "/var/run/docker.sock:/var/run/docker.sock:ro"
      - "./services.toml:/etc/traefik/services.toml"
    labels:
      - "traefik.http.routers.myservice.rule=Host(`myservice.myserver`)"
```""",
      T("Docker Compose"), T("Traefik"), F("./services.toml"),
      source="https://github.com/traefik/traefik/issues/6789", kind="issue",
      note="TOML and YAML are formats"),
    R("""New to caddy docker proxy - Can't manage to get Vikunja to work

I'm new to caddy docker proxy and I find it wonderful so far.
I'm trying to get Vikunja to be reverse proxied by caddy docker proxy.
From Vikunja docs, here the configuration to achieve:
```
vikunja.example.com {
    reverse_proxy /api/* api:3456
    reverse_proxy /.well-known/* api:3456
    reverse_proxy /dav/* api:3456
    reverse_proxy frontend:80
}
```

But none of them seem to be working. For both of these, the frontend is accessible but the api is not.
Could someone help me to find the correct syntax ?""",
      T("Caddy"), T("Vikunja"),
      source="https://github.com/lucaslorentz/caddy-docker-proxy/issues/447", kind="issue",
      note="proxied path patterns are no endpoints"),
    R("""[Bug]: Custom Container Labels Get Overriden With Caddy Configs

### Current Setup:

Landing Page: Hosted on mydomain.com and served by Webflow.
Next.js Application: Hosted on mydomain.com/directory, built with Nixpacks, and running on a DigitalOcean droplet.

### Problem:
Despite setting up Traefik to manage routing, **a Caddy configuration is automatically appended by Coolify**, which seems to interfere with the desired routing behavior.

### Things I tried

- Enable 'Read Only Labels' in Application Configuration
- Enable 'Generate labels only for Traefik' in Server""",
      T("Webflow"), T("Next.js"), T("Nixpacks"), T("DigitalOcean"), T("Traefik"), T("Caddy"),
      T("Coolify"),
      source="https://github.com/coollabsio/coolify/issues/3083", kind="issue"),
    # ---------------------------------------------------------------- Ansible
    R("""templating not allowed in roles:

I have two files:

``` yaml
# oneoff.yml
# to use me, do:
#
#   ansible-playbook oneoff.yml -e "my_role=rolethatyouwant"
#

---
- hosts: all
  sudo: True
  roles:
    - "{{ my_role }}"
```

``` yaml
# main.yml
- name: do stuff
  action: command /bin/echo {{ my_role }}
```

When I run this: `ansible-playbook oneoff.yml -i hosts -e my_role=webv3 -v`
I get this:

```
(venv)[vagrant@localhost ansible]$ ansible-playbook oneoff.yml -i hosts -e my_role=webv3 -v
ERROR: cannot find role in /vagrant/ansible/roles/{{my_role}} or /vagrant/ansible/{{my_role}}
```

closing per above fix on 1.3, thanks Rodney!""",
      T("Ansible"),
      source="https://github.com/ansible/ansible/issues/3342", kind="issue",
      note="vagrant is a user name at a prompt; the role paths are absolute"),
    R("""tasks/main.yml has type section issues

root@server-ubuntu-1604:~# ansible-playbook --version
ansible-playbook 2.0.0.2

`root@log-server-ubuntu-1604:~# ansible-playbook --check /etc/ansible/roles/florianutz.ubuntu1604-cis/tasks/main.yml
 [WARNING]: provided hosts list is empty, only localhost is available

ERROR! 'fail' is not a valid attribute for a Play

root@log-server-ubuntu-1604:~# ansible-playbook site.yml
 [WARNING]: provided hosts list is empty, only localhost is available

ERROR! The handlers/main.yml file for role 'florianutz.ubuntu1604-cis' must contain a list of tasks`

I was able to successfully run this on a machine the other day and on another system with the same configuration it's not failing.""",
      T("Ansible"), F("handlers/main.yml"),
      source="https://github.com/florianutz/Ubuntu1604-CIS/issues/38", kind="issue",
      note="the role's tasks path is absolute; ubuntu in host names"),
    R("""v2 regression: template module fails to find the template in role/.../templates/

**Ansible Version**:

```
ansible 2.0.0 (devel 6de13c3062) last updated 2015/09/10 08:47:03 (GMT +300)
  config file = /home/mg/src/deployments/provisioning/ansible.cfg
```

**Environment**: running on Ubuntu 15.04, managing Ubuntu 12.04 and 14.04
**Summary**:

My `roles/common/tasks/postfix.yml` has

``` yaml
- name: set /etc/mailname
  template:
    dest: /etc/mailname
    src: mailname.j2
  when: mailname is not none
  tags: [ postfix, mailname ]
```

My `roles/common/templates/mailname.j2` looks like this:

``` jinja
{{ mailname }}
```

Ansible 2 fails with

```
TASK [common : set /etc/mailname] **********************************************
fatal: [precise]: FAILED! => {"changed": false, "failed": true, "msg": "IOError: [Errno 2] No such file or directory: u'mailname.j2'"}
```""",
      T("Ansible"), T("Ubuntu"), T("Jinja"),
      F("roles/common/tasks/postfix.yml"), F("roles/common/templates/mailname.j2"),
      source="https://github.com/ansible/ansible/issues/12303", kind="issue",
      note="postfix is a tag; /etc/mailname is absolute"),
    R("""Roles cannot find resources within their own role if not using main.yml as task list

##### OS / ENVIRONMENT
Gentoo

##### SUMMARY
Roles cannot find files/templates in the roles own directories

##### STEPS TO REPRODUCE

Same with ansible 2.2.1.0 and 2.3.0, works with 2.1.4.0

mkdir -p roles/test/tasks roles/test/templates

$ cat roles/test/tasks/main.yaml 
```yaml
- name: Install test template from role
  template:
    src: templates/empty.j2
    dest: /tmp/empty.j2
```

$ cat roles/test/templates/empty.j2""",
      T("Gentoo"), T("Ansible"),
      F("roles/test/tasks/main.yaml"), F("templates/empty.j2"), F("roles/test/templates/empty.j2"),
      source="https://github.com/ansible/ansible/issues/21735", kind="issue"),
    # ---------------------------------------------------------------- Pulumi
    R("""pulumi cli emits 500 error immediately

### What happened?

i’m trying to run a pulumi update on a pulumi program after 6 months and am getting a 500 error directly on the terminal immediately with no other output. the project has 2 pulumi programs and the other runs fine. on the problematic one i can’t even get debug output. for example:
```bash
❯ pulumi preview                                    
Previewing update (dev)

error: [500] Internal Server Error
```

### Output of `pulumi about`

```
CLI          
Version      3.74.0
Go Version   go1.20.5
Go Compiler  gc

Plugins
NAME    VERSION
aws     5.41.0
awsx    1.0.2
nodejs  unknown

This project is written in nodejs: executable='/Users/carlos/.nvm/versions/node/v18.14.2/bin/node' version='v18.14.2'
```""",
      T("Pulumi"), T("Go"), T("AWS"), T("Node.js"),
      source="https://github.com/pulumi/pulumi/issues/13341", kind="issue",
      note="aws is Pulumi's AWS provider plugin; the node path is absolute; a ```bash fence is the page's highlighting, not Bash named (the convention of fresh to fresh-9 and the synthetic corpus)"),
    R("""DevOps: Refactor Pulumi code stacks

Refactoring Pulumi stacks used for deploying various stacks

The PR does the following:

* Creates a directory for common pulumi library files that can be reused
* Creates a `CaddyServiceDeployment` class in the library
* Better VPC and EKS Cluster naming in storage-node
* Adds the ability to pass custom node docker image in `node-network` deployment instead of using `joystream/node:latest` always

I'm not sure how pulumi executes typescript code but I'm getting an issue running `pulumi up -y`

```
Mokhtars-MBP:node-network mokhtar$ pulumi up -y
Previewing update (local-network):
    error: Running program '/Users/mokhtar/joystream/joystream/devops/infrastructure/node-network' failed with an unhandled exception:
    /Users/mokhtar/joystream/joystream/devops/infrastructure/node-network/node_modules/pulumi-common/index.ts:1
    export { CaddyServiceDeployment } from './caddy'
    ^^^^^^

SyntaxError: Unexpected token 'export'
```""",
      T("Pulumi"), T("Amazon EKS"), T("Docker"), T("TypeScript"), T("Caddy"),
      source="https://github.com/Joystream/joystream/pull/2581", kind="issue",
      note="the index.ts path is absolute; the class deploys Caddy"),
    # ---------------------------------------------------------------- Helm
    R("""Error deploying chart version 2.0.0

**Problem**

Deploy 2.0.0 chart version failed using all default configs

**Reproduction**

```
$ helm install mybenthos benthos/benthos --version "2.0.0"
Error: INSTALLATION FAILED: template: benthos/templates/deployment.yaml:24:28: executing "benthos/templates/deployment.yaml" at <include (print $.Template.BasePath "/configmap.yaml") .>: error calling include: template: benthos/templates/_helpers.tpl:14:14: executing "benthos.fullname" at <.Values.fullnameOverride>: can't evaluate field Values in type bool
```

Fixed in 2.0.1""",
      T("Helm"), T("Benthos"),
      source="https://github.com/redpanda-data/redpanda-connect-helm-chart/issues/72", kind="issue",
      note="the template paths are inside the installed chart"),
    R("""template error in 2.6.0-2

**Describe the bug**
Template error when trying to install the newest verision.

Error: template: pulsar/templates/zookeeper-podmonitor.yaml:21:8: executing "pulsar/templates/zookeeper-podmonitor.yaml" at <$.Values.zookeeper.podMonitor.enabled>: nil pointer evaluating interface {}.enabled

**To Reproduce**
Steps to reproduce the behavior:
1. download newest master release
2. unpack it
3. helm install --set initialize=true pulsar -f pulsar-2.6.0-2/values.yaml ./pulsar-2.6.0-2/

**Additional context**
had hoped this release would fix the init container errors from pulsar-broker.

Okay it seems the problem comes from my value file which is kinda strange. I disabled monitoring.""",
      T("Helm"), T("Apache Pulsar"), F("pulsar-2.6.0-2/values.yaml"),
      source="https://github.com/apache/pulsar-helm-chart/issues/51", kind="issue",
      note="the template path is the chart's own, named in Helm's error"),
    R("""YAML to JSON errors running example

Ubuntu 16.04
k8s: 1.4
helm: v2.0.0-rc.1 (also tried v2.0.0-beta.2)
openstack-helm master: 2388670907477779710a485253bd142f6acb75fd
invocation: helm install europe-example-region

After following the installation instructions and running the example, I get errors like this for several files:

Error: YAML parse error on europe-example-region/templates/nova/vmware-deployment.yaml: error converting YAML to JSON: yaml: line 30: mapping values are not allowed in this context

This is the usual response from Helm/Tiller when a template operation generates invalid Yaml. It's a pretty useless error message (something we want to change in Helm) and can take some digging to find the root cause but in this case it's most likely the result of a value used in the deployment template evaluating to blank.""",
      T("Ubuntu"), T("Kubernetes"), T("Helm"), T("OpenStack"), T("Tiller"),
      F("europe-example-region/templates/nova/vmware-deployment.yaml"),
      source="https://github.com/sapcc/openstack-helm/issues/2", kind="issue"),
    R("""error deploying the helm chart when specifying values.yaml file

Error when specifying values.yaml file

`helm install dgraph -f values.yaml --namespace dgraph dgraph/dgraph`

```
Error: YAML parse error on dgraph/templates/alpha-statefulset.yaml: error converting YAML to JSON: yaml: line 74: did not find expected key
```

can you provide sample example how nodeselector and tolerations should look like here?
this is an issue if specifying values.yaml file

Can you share the values.yaml file you used?""",
      T("Helm"), T("Dgraph"),
      source="https://github.com/dgraph-io/charts/issues/11", kind="issue",
      note="the template path is inside the repository's chart"),
    # ---------------------------------------------------------------- DuckDB
    R("""Duckdb (Python) 0.9.1 + 0.10.2 fails to read empty parquet files

### What happens?

Reading an empty parquet file in duckdb causes the following error. Tested in both 0.9.1 and 10.0.2:

```
IOException                               Traceback (most recent call last)
/tmp/ipykernel_14881/3933748703.py in <module>
----> 1 ddb.read_parquet('empty.parq')

IOException: IO Error: Unsupported converted type
```

Reading the same file in pandas/pyarrow returns an empty dataframe with expected columns.

### To Reproduce

```
import sys
sys.path.insert(0, '/usr/bin/lib/duckdb/0.10.2')
import duckdb as ddb

ddb.read_parquet('empty.parq')
```

### OS:

RHEL""",
      T("DuckDB"), T("Python"), T("pandas"), T("Apache Arrow"), T("Red Hat Enterprise Linux"),
      source="https://github.com/duckdb/duckdb/issues/11743", kind="issue",
      note="pyarrow is Arrow's Python library; Parquet is a file format here"),
    R("""bug: utf decode error for parquet file during pandas conversion

Hey @caleboverman -- I can reproduce your failure using only DuckDB and PyArrow, so I think this is outside of our purview

Note that this script failed for me with the following versions and with pyarrow 10, 11, and 12

python 3.10
duckdb 0.8.1
duckdb_engine 0.9.2

```python
import pyarrow.dataset as ds
from pyarrow.fs import S3FileSystem
import duckdb

con = duckdb.connect()
con.register(d, table_name="dataset")
cursor = con.execute("SELECT * FROM dataset;")
arrow_table = cursor.fetch_arrow_table()
arrow_table.to_pandas()
```""",
      T("pandas"), T("DuckDB"), T("Apache Arrow"), T("Python"), T("duckdb_engine"),
      source="https://github.com/ibis-project/ibis/issues/6631", kind="issue"),
    R("""duckdb.read_parquet(uploaded_file) doesn't accept filepath like duckdb.read_csv(uploaded_file) does

### What happens?

In Streamlit, CSV file uploaded via `streamlit.file_uploader` can be parsed with `duckdb.read_csv(uploaded_file)` without issue.

However, using similar method to parse parquet file failed: `duckdb.read_parquet(uploaded_file)` despite filepath is stated to be the permitted argument.

Error message as follows:
```
TypeError: read_parquet(): incompatible function arguments. The following argument types are supported:
    1. (file_glob: str, binary_as_string: bool = False, *, file_row_number: bool = False, filename: bool = False, hive_partitioning: bool = False, union_by_name: bool = False, compression: object = None, connection: duckdb.DuckDBPyConnection = None) -> _duckdb.DuckDBPyRelation
```""",
      T("Streamlit"), T("DuckDB"),
      source="https://github.com/duckdb/duckdb/issues/20100", kind="issue",
      note="hive_partitioning is an argument, not Hive"),
    R("""Query parquet file throws runtime error: "Payload value bigger than allowed. Corrupted file?"

#### What happens?
Query parquet file with DuckDB throws this error: `Payload value bigger than allowed. Corrupted file?`. And I was able to read the same parquet file with other tools such as `parquet-tools` and `parquet-cli`.

#### To Reproduce
1. Download the parquet file: `wget https://github.com/guihaojin/duckdb/raw/master/yellowcab.parquet`.
2. In DuckDB CLI, run a SQL query: `select * from 'yellowcab.parquet' limit 5;`.

#### Environment (please complete the following information):
 - OS: MacOS v12.1
 - DuckDB Version: 3.2
 - DuckDB Client: CLI / Python

* **Python**: `pip install duckdb --upgrade --pre`
* **R**: `install.packages("https://github.com/duckdb/duckdb/releases/download/master-builds/duckdb_r_src.tar.gz", repos = NULL)`""",
      T("DuckDB"), T("parquet-tools"), T("parquet-cli"), T("macOS"), T("Python"), T("pip"), T("R"),
      source="https://github.com/duckdb/duckdb/issues/3222", kind="issue",
      note="wget not labelled; SQL named in passing"),
    R("""Window Functions with Parquet Input Crash

#### What happens?
When I run a window function on a pandas df which was read from a parquet file, it crashes. When I run the same sql on a df read from a csv, it works just fine.

#### To Reproduce
This set of code crashes:
> df = pd.read_parquet("file.parquet")
> conn = duckdb.connect(database=':memory:', read_only=False)
> conn.register('df', df)
> conn.execute(sql, {})
> result = conn.fetchdf()

#### Environment (please complete the following information):
 - OS: Ubuntu 10.04
 - DuckDB Version: 0.3.0
 - DuckDB Client: python

* Have you tried this on the latest `master` branch? No, can't get those on Linux.""",
      T("pandas"), T("DuckDB"), T("Ubuntu"), T("Python"), T("Linux"),
      source="https://github.com/duckdb/duckdb/issues/2560", kind="issue"),
    # ---------------------------------------------------------------- PyTorch, Hugging Face
    R("""CUDA out of memory. PyTorch eats my VRAM

I'm trying to get neural networks to train on my dataset, but I'm running into this error. I tried running other neural networks, but they also don't start training, except for gpt3, which doesn't work for me. Are there any ways to optimize this? So that it at least starts training? For some reason, PyTorch takes up all my video memory, maybe I'm misunderstanding something, I'll be glad to hear any information!
rtx 3050 ti 4gb+7gb .

error:
`torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 16.00 MiB. GPU 0 has a total capacity of 4.00 GiB of which 0 bytes is free. Of the allocated memory 10.52 GiB is allocated by PyTorch, and 92.48 MiB is reserved by PyTorch but unallocated.`

```
import os
os.environ['PYTORCH_CUDA_ALLOC_CONF'] = 'expandable_segments:True'
import torch
from torch.utils.data import Dataset
import pandas as pd
from transformers import Trainer, TrainingArguments
```""",
      T("CUDA"), T("PyTorch"), T("pandas"), T("Transformers"),
      source="https://github.com/microsoft/pylance-release/issues/6672", kind="issue",
      note="gpt3 is a model"),
    R("""RunTime Error: CUDA out of memory when running trainer.train()

## Environment info
- `transformers` version: 3.1.0
- Platform: Linux-4.19.112+-x86_64-with-Ubuntu-18.04-bionic
- Python version: 3.6.9
- PyTorch version (GPU?): 1.6.0+cu101 (True)
- Tensorflow version (GPU?): not installed (NA)
- Using GPU in script?: P100 GPU instance (Google Colab)
- Using distributed or parallel set-up in script?: No

## Information

Model I am using (Bert, XLNet ...): RoBERTa with Byte-Pair Encoder (loading from the checkpointed pre-trained model on HuggingFace model hub). 

I modify a variant of the `01_how_to_train.ipynb`, replacing the `LinebyLineTextDataset` as it results in Out of Memory Issues with my text corpus. I built a hugging face NLP dataset which tokenizes the corpus.""",
      T("CUDA"), T("Transformers"), T("Linux"), T("Ubuntu"), T("Python"), T("PyTorch"),
      T("TensorFlow"), T("Colab"), T("Hugging Face"),
      source="https://github.com/huggingface/transformers/issues/6979", kind="issue",
      note="Tensorflow is named as not installed but named; BERT, XLNet and RoBERTa are models"),
    R("""CUDA out of memory

### System Info

Kaggle notebook

### Reproduction

```
training_args = transformers.TrainingArguments(
    per_device_train_batch_size=MICRO_BATCH_SIZE,
    fp16=True,
    output_dir="./outputs",
    optim="paged_adamw_8bit",
    report_to="wandb" if wandb else []
)

trainer = transformers.Trainer(
    model=model,
    train_dataset=data,
    args=training_args,
)

old_state_dict = model.state_dict
model.state_dict = (
    lambda self, *_, **__: get_peft_model_state_dict(self, old_state_dict())
).__get__(model, type(model))

trainer.train()
gc.collect()
```""",
      T("CUDA"), T("Kaggle"), T("Transformers"), T("Weights & Biases"), T("PEFT"),
      source="https://github.com/huggingface/transformers/issues/25499", kind="issue",
      note="./outputs is a folder"),
    # ---------------------------------------------------------------- SwiftUI, Xcode
    R("""Broken in Beta v5?

Hi Mate,
Thanks for this **great** example on how to start SwiftUI!

But:
Are you able to run this code in preview currently?
Whenever I try it dies with `BlogIdeaList-SwiftUI.app crashed: communication with the app was interrupted`

Running in simulator works fine!

A pull request was just merged a few minutes ago that includes updates for Xcode 11 Beta 6 and iOS Beta 7.  Not sure if this clears up your issue, but you might try again?

Strange thing. I was able to run it in simulator, but rendering the ContentView.swift in canvas still crashes.
Even in Beta 6. Very strange. But I think thats an issue at XCode itself :(""",
      T("SwiftUI"), T("Xcode"), T("iOS"),
      source="https://github.com/andrewcbancroft/BlogIdeaList-SwiftUI/issues/1", kind="issue",
      note="ContentView.swift is a bare file name"),
    # ---------------------------------------------------------------- ASP.NET tutorials
    R("""Issues with Tutorial

First, there is an additional nuget packet that is required when you get to the database section: Microsoft.AspNetCore.Diagnostics.EntityFrameworkCore

Second, the kestrel server limits you to get and post, so the put and delete sections throw 405 errors.  I have tried to implement those actoins in code via CORS and no luck.

Sites recommend removing WebDAV, but it is not installed on my dev box.

---
#### Document Details

* Content: [Tutorial: Create a minimal web API with ASP.NET Core](https://learn.microsoft.com/en-us/aspnet/core/tutorials/min-web-api?view=aspnetcore-6.0&tabs=visual-studio)
* Content Source: [aspnetcore/tutorials/min-web-api.md](https://github.com/dotnet/AspNetCore.Docs/blob/main/aspnetcore/tutorials/min-web-api.md)
* Product: **aspnet-core**
* Technology: **aspnetcore-tutorials**""",
      T("NuGet"), T("Kestrel"), T("ASP.NET"), F("aspnetcore/tutorials/min-web-api.md"),
      source="https://github.com/dotnet/AspNetCore.Docs/issues/27237", kind="issue",
      note="CORS and WebDAV are mechanisms, not tools; the package names EF Core's diagnostics"),
    R("""I get 405 Method Not Allowed every DELTED/POST/TodoItems1/1 Also, POSTMAN always gives me weather json, no matter what I do...

[Enter feedback here]

---
#### Document Details

* Content: [Tutorial: Create a web API with ASP.NET Core](https://docs.microsoft.com/en-us/aspnet/core/tutorials/first-web-api?view=aspnetcore-3.1&tabs=visual-studio)
* Content Source: [aspnetcore/tutorials/first-web-api.md](https://github.com/dotnet/AspNetCore.Docs/blob/master/aspnetcore/tutorials/first-web-api.md)
* Product: **aspnet-core**

The tutorial works. I'm not sure what step you missed. You might try asking on StackOverflow,.""",
      T("Postman"), T("ASP.NET"), F("aspnetcore/tutorials/first-web-api.md"),
      source="https://github.com/dotnet/AspNetCore.Docs/issues/19684", kind="issue",
      note="the title's requests are garbled, no route"),
    # ---------------------------------------------------------------- Kotlin, Spring
    R("""Add /customers to GetMapping path in CustomerController

Thanks for this, and the great talk. Minor suggestion. I used this as the starting point to experiment a little with Spring 2.0 and Kotlin, and was stuck for a bit trying to get anything from resources/static to load since "/" was already mapped to `CustomerController`. It might be helpful to update the routes in `CustomerController` as...

```
@RestController
class CustomerController(private val repository: CustomerRepository) {

	@GetMapping("/customers")
	fun findAll() = repository.findAll()

	@GetMapping("/customers/{lastName}")
	fun findByLastName(@PathVariable lastName:String)
			= repository.findByLastName(lastName)
}
```

You're welcome :-) I have taken in account your proposal.""",
      T("Spring"), T("Kotlin"), E("GET /customers"), E("GET /customers/{lastName}"),
      source="https://github.com/sdeleuze/spring-boot-kotlin-demo/issues/4", kind="issue",
      note="resources/static is a folder; the old root mapping's method is not written"),
    # ---------------------------------------------------------------- Crystal: Kemal
    R("""post method return 404

```
require "kemal"
get "/a" do
  "a"
end

post "/b" do
  "b"
end
```

```
curl http://localhost:3000/a
curl http://localhost:3000/b -X POST -d '{"bla":12}'
```

```
2016-01-25 22:45:33 +0300 | 200 | GET /a - 91µs
2016-01-25 22:47:08 +0300 | 404 | POST /b - 65µs
```

Ouch! This is definitely a bug. Seems like we need to improve the router

This is not related to `POST` but more like the router gets the first match on the routes that are exact size.

Hmm, actually Radix creates a path "method path" pattern. And the tree path is like "POST /b" for radix.""",
      T("Kemal"), E("GET /a"), E("POST /b"),
      source="https://github.com/kemalcr/kemal/issues/67", kind="issue",
      note="the POST /b route is defined (the 404 is the bug); curl not labelled; Radix is the router's tree"),
    R("""Resources that exist but not registered to the HTTP method being used are returning a 404

### Description

When a route is registered such as:
```crystal
module CrystalRest
  get "/test" do |env|
    {"message" => "hello world"}.to_json
  end
end
```
When performing non-get methods to "/test" it should return a 405 not allowed. As the resource exists a 404 is the incorrect response

get "/test"
post "/test"
get "/test/:part"

when i access `get "/test/:part"` kemal access -> `post "/test"`

what's your Kemal version? Please provide a reproducible snippet.

Thank you for the issue @drum445. I'd like to keep Kemal as simple as possible. I think adding this feature will only make Kemal more complex yet not providing any visible benefit.""",
      T("Crystal"), T("Kemal"), E("GET /test"), E("POST /test"), E("GET /test/:part"),
      source="https://github.com/kemalcr/kemal/issues/497", kind="issue"),
    # ---------------------------------------------------------------- Rust: Rocket
    R(""""Hello world" 404s for me

Rocket/codegen versions: 0.24
Rust: rustc 1.18.0-nightly (bbdaad0dc 2017-04-14)

I copied the Hello World example from the docs:

```
#![feature(plugin)]
#![plugin(rocket_codegen)]

extern crate rocket;

#[get("/")]
fn index() -> &'static str {
    "Hello, world!"
}

fn main() {
    rocket::ignite().mount("/", routes![index]).launch();
}
```

The app compiles and launches, but any attempt to access http://localhost:8000/ throws a 404. What am I missing?

OK, never mind, this was something else. Opening another issue.""",
      T("Rocket"), T("Rust"), E("GET /"),
      source="https://github.com/rwf2/Rocket/issues/259", kind="issue",
      note="the route is mounted at the root"),
    # ---------------------------------------------------------------- Deno: oak
    R("""Getting "The response is not writable." error

This is my first time using Oak, and I'm running into an error that is making me scratch my head quite a bit. I can provide more code if need but it seems isolated to this chunk. I'm getting this error:
```
error: Uncaught Error: The response is not writable.
      throw new Error("The response is not writable.");
            ^
    at Response.set body (https://deno.land/x/oak/response.ts:120:13)
    at file:///C:/Users/TARS/projects/deno-elixir/src/app.ts:31:24
```

but I don't even have to adjust my response to get it to go away. I can just comment out the line above setting the response and it works. Returns "random string" in the body like expected.:
```
.get('/games', async (context) => {
		// const gamesResponse = await API.get("/games");
		context.response.body = "random string";
	})
```""",
      T("Oak"), E("GET /games"),
      source="https://github.com/oakserver/oak/issues/148", kind="issue",
      note="the app.ts path is a file:// URL; the API.get call is a client request"),
]
