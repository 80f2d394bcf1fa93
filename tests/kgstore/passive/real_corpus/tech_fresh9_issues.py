"""A ninth fresh held-out set ("fresh-9"), part one: GitHub issue and pull-request threads of
ecosystems the earlier sets touched little -- Elixir's Ecto and Phoenix (routes, compile errors), Laravel,
Terraform and its AWS provider, Spring, Deno, Bun and Elysia, Polars, Kubernetes operators
(Kubebuilder, controller-runtime), Flutter, Android and iOS builds (Gradle, Xcode, CocoaPods), dbt,
Unity and Godot, ioredis, pgvector and PostGIS, Jupyter, Flask forms, Go routers (chi, Goji), Ktor --
each a paragraph or a few lines of one thread kept as written (code blocks, logs and environment
dumps as they appear; the comments of a thread joined without their author lines), with the
thread's title opening the text. Threads in Korean and Chinese are among them.

Every text was taken from a stored public copy of the thread at the address given and labelled
by hand without running the extractor on it, by the earlier sets' conventions: technologies under
their usual canonical name (any spelling in the text), also tools the lexicon may not know, a code
fence's language, REST written as such; data formats, platform strings, everyday shell utilities
(curl, make targets) and an issue template's examples not labelled; relative file paths as written
(./ kept, backslashes as written), absolute paths, home paths, Godot's res:// paths, paths inside
dependencies, module caches (.terraform/modules, the Go module cache, the pub cache) and bare file
names not; an endpoint only as "METHOD /path", when the text gives the method for that path (inline,
an access log, a route definition in code, a method before a whole URL) and writes the whole path
with its leading slash -- a path without its method, a route whose full path under a group or
prefix is not written, a request no route accepts ("Cannot GET /", a 405's request) and a whole
URL's host are not labelled. Nobody tunes the extractor on these texts: the benchmark scores them
as their own split (``--split fresh-9``).
"""

from real_corpus import E, F, R, T

SURFACES = {
    "AWS CLI": ("aws-cli",),
    "GitHub Actions": ("actions/checkout",),
    "CocoaPods": ("pod install",),
    "macOS": ("OSX",),
    "Spring Tool Suite": ("sts",),
}

CASES = [
    # ---------------------------------------------------------------- Elixir, Ecto, Phoenix
    R("""Error on insert into database

I'm seeing the following error when I attempt to insert into the database:

``` elixir
iex(7)> dweet = %EctoTest.Dweet{author: "conradwt", content: "This is a test" }
%EctoTest.Dweet{author: "conradwt", content: "This is a test", id: nil}
iex(8)> EctoTest.Repo.insert( dweet )
** (ArgumentError) repo EctoTest.Repo is not started
    (ecto) lib/ecto/adapters/postgres.ex:200: Ecto.Adapters.Postgres.repo_pool/1
    (ecto) lib/ecto/adapters/postgres.ex:139: Ecto.Adapters.Postgres.query/4
    (ecto) lib/ecto/adapters/postgres.ex:90: Ecto.Adapters.Postgres.insert/3
    (ecto) lib/ecto/repo/backend.ex:95: anonymous fn/4 in Ecto.Repo.Backend.insert/4
```

Next, I'm using Elixir 1.1.0-dev and :postgrex, "~> 0.5", :ecto, "~> 0.2.5".""",
      T("Elixir"), T("Ecto"), T("Postgrex"), T("PostgreSQL"),
      source="https://github.com/elixir-ecto/ecto/issues/330", kind="issue",
      note="the frames' lib/ paths are inside the ecto dependency; Postgres through its Ecto adapter"),
    R("""Should Ecto.ChangeError be handled by plug.ex?

Bad user input can result in Ecto.ChangeError which isn't handled by the error handling in plug.ex

I'll like to propose that Ecto.ChangeError be mapped to return a 400 Bad Request or 422 Unprocessable Entity.

We have just recently changed the project to no longer handle Ecto changes errors as 422, because those are intentionally not logged, causing errors to be silenced.

Given that you would not want to raise those on HTML projects, since you usually have to re-render, and given that the fallback controller is a better abstraction for APIs, I believe we should not add this and similar behavior back. :)

@josevalim what is the proper way to handle InvalidChangesetError after say a `Repo.insert!()` call fails? should I just use `Repo.insert()` instead and rely on FallbackController? using `Repo.insert!()` has allowed me to write cleaner code using the pipe operator.""",
      T("Ecto"),
      source="https://github.com/phoenixframework/phoenix_ecto/issues/131", kind="issue",
      note="plug.ex is a bare file name; HTML projects are not a technology named"),
    # ---------------------------------------------------------------- Laravel
    R("""[5.4]Only define a post route URI, "get" mehtod will throw exception without 404 not found.

- Laravel Version: 5.4.*
- PHP Version:7.1.1
- Database Driver & Version:MySQL 5.7

### Description:

But most of the time, without define the route, throw 404 would be better.
I have to define a get method and throw a 404 not found.

### Steps To Reproduce:
```
Route::post('/abc', 'HomeController@index');
// http://demo.dev/abc will throw exception and terminate.
```

Yes it'll throw a HTTP Error 405 "Method not allowed", if you add a `views/errors/405` view it'll render a response of your choice.

you need to create a view file `resources/views/405.blade.php` and write appropriate error messages there.""",
      T("Laravel"), T("PHP"), T("MySQL"), E("POST /abc"), F("resources/views/405.blade.php"),
      source="https://github.com/laravel/framework/issues/17936", kind="issue",
      note="views/errors/405 is a view name without its extension"),
    R("""404 for endpoint: http://localhost:8000/posts

Hi @jadjoubran ,

When i post `/posts` using rectangular
rectangular code

```
    this.Restangular.all('posts').post(data).then(function(response){     
          this.ToastService.show('Post added successfully');
    });
```

i see a 404 in Network tab(Inspect element). Even though i have correctly setup route in laravel `app/Http/route.php` .

Code in laravel's routes.php:

```
     $api->group([], function ($api) {
            $api->post('users/login', 'LoginController@login');
            $api->post('posts', 'CreatePostController@create');
     });
```

Bare my ignorance; why a 404, when the route is right there?

The route you're looking for is available at `/api/posts`. But as soon as you switch to using API instead of restangular it should work.""",
      T("Laravel"), T("Restangular"), F("app/Http/route.php"),
      source="https://github.com/jadjoubran/laravel5-angular-material-starter/issues/188", kind="issue",
      note="'post' in lower case is the writer's verb; the group's routes have no leading slash; /api/posts has no method"),
    R("""404 on API routes

Hi, I have this route
```
Route::get('api/test', function () {
	echo json_encode(['msg' => 'Hello World!']);
});
```

And whenever I call the route via ajax, it's always return 404 page not found.
Any idea? Or is it still experimental?

Thanks for report it. I'll fix that in a moment""",
      source="https://github.com/ingeniasoftware/luthier-ci/issues/9", kind="issue",
      note="the route has no leading slash; ajax is a technique"),
    # ---------------------------------------------------------------- Terraform
    R("""[WARN] Provider "registry.terraform.io/hashicorp/aws" produced an invalid plan for module.s3.aws_s3_bucket.provider,

Started getting this error suddenly from last couple of hours

```
Error: Provider produced inconsistent final plan
│
│ When expanding the plan for module.s3.aws_s3_bucket.provider to include new values learned so far during apply, provider "registry.terraform.io/hashicorp/aws" produced an invalid new
│ value for .tags_all: new element "Name" has appeared.
│
│ This is a bug in the provider, which should be reported in the provider's own issue tracker.
```""",
      T("Terraform"), T("AWS"), T("Amazon S3"),
      source="https://github.com/hashicorp/terraform-provider-aws/issues/25803", kind="issue",
      note="the AWS provider of Terraform; an S3 bucket resource"),
    R("""Provider produces inconsistent final plan[Bug]:

### Terraform Core Version

Terraform v1.3.5

### AWS Provider Version

aws-cli/2.7.25 

### Affected Resource(s)

Unable to create resources 

### Expected Behavior

create resources- upload artifats to S3 bucket

### Actual Behavior

Provider produces inconsistent final plan - showing as bug of provider""",
      T("Terraform"), T("AWS"), T("AWS CLI"), T("Amazon S3"),
      source="https://github.com/hashicorp/terraform-provider-aws/issues/28121", kind="issue"),
    # ---------------------------------------------------------------- Spring
    R("""[Chapter 06] 책 140페이지 postman /api/articles send 단계에서 405 오류가 뜹니다

책 보면서 소스 코드 다 일치하게 썼는데 해결이 안됩니다.
혹시 새로운 프로젝트 만들면 해결이 될까 해봤는데도 해결이 되지 않았습니다

@PostMapping("/api/articles")

    public ResponseEntity<Article> addArticle(@RequestBody AddArticleRequest request) {
        Article savedArticle = blogService.save(request);

        return ResponseEntity.status(HttpStatus.CREATED)
                .body(savedArticle);
    }
이 부분에서 애너테이션을 GetMapping으로 바꿔서 하면 해결되긴 하는데 이게 맞는지 잘 모르겠습니다

아 POSTMAN에서 POST가 아니라 GET으로 해서 오류가 난거였습니다 해결했습니다..ㅠ""",
      T("Postman"), E("POST /api/articles"),
      source="https://github.com/shinsunyoung/springboot-developer/issues/55", kind="issue",
      note="an issue written in Korean; Spring Boot is named only by the repository"),
    # ---------------------------------------------------------------- Deno
    R("""Error: Relative import path "http/server.ts" not prefixed with / or ./ or ../ and not in import map

I had to replace the import with the deno.land url to get it to work. (for the serve input at the top of mod.ts)

Dno if I'm just doing something wrong or not. :)

@christ-offer could you share your project on GitHub? Do you have `deno.json` and `import_map.json` among your project files as shown in the `examples/` folder?

Hey! After following the Getting Started section it all worked fine! So we can safely assume PEBKAC on my end here! :)

As someone relatively new to back end in general, and not just new to Deno, I really like the route handling in here!""",
      T("Deno"), T("GitHub"), F("http/server.ts"),
      source="https://github.com/zaiste/wren/issues/1", kind="issue",
      note="mod.ts, deno.json and import_map.json are bare file names"),
    R("""Support `deno.json` and import maps in Deno

Deno has `deno.json`, which would be a pretty foolproof way to detect it (along with looking for TS/JS files). Also, Deno now has import maps, which allow for bare module specifiers, which means that the regex currently used for detection (which relies on the app importing modules from `https://deno.land/` via absolute URLs) won't necessarily work for all Deno apps.

This is a good idea. The config file can also be used to start deno with.

This doesn't seem to support path mappings:
```json
{
  "imports": {
    "@/": "./"
  }
}
```
It results in the following error:
```
error: Relative import path "@/middleware/notFound.ts" not prefixed with / or ./ or ../
```""",
      T("Deno"), T("TypeScript"), T("JavaScript"),
      source="https://github.com/railwayapp/nixpacks/issues/33", kind="issue",
      note="'@/middleware/notFound.ts' is an alias specifier, not a path of the project"),
    R("""compat: tracking issue for starting a remix project

Just piling on here - I tried using the Remix template for Deno on 1.35 and am seeing a bunch of errors both on start and when trying to preview the project.

```
kevin@kevin-deno my-remix-app % npm run dev

> dev
> npm-run-all build --parallel "dev:*"


> build
> remix build

 info  building... (NODE_ENV=production)
 info  built (121ms)

> dev:remix
> remix watch


> dev:deno
> cross-env NODE_ENV=development deno run --unstable --watch --allow-net --allow-read --allow-env ./build/index.js

Watcher Process started.
Import map diagnostics:
  - Invalid top-level key "comment". Only "imports" and "scopes" can be present.
  - Invalid address "" for the specifier key "// `@remix-run/deno` code is already a Deno module, so just get types for it directly from `node_modules/`".
Watching Remix app in development mode...
Listening on http://localhost:8000
```""",
      T("Remix"), T("Deno"), T("npm"), T("npm-run-all"), T("cross-env"), T("@remix-run/deno"),
      F("./build/index.js"),
      source="https://github.com/denoland/deno/issues/18326", kind="issue"),
    R("""serveStatic() doesn't use the 404 handler when the file is missing

With these routes:

```ts
{
  "/:filename+": serveStatic("public", { baseUrl: import.meta.url }),
  404: () => new Response("not found", { status: 404 }),
}
```

If I try going to a file that doesn't exist, it causes a 500 error and the response has an error message containing the file path, not the 404:

```json
{"error":"No such file or directory (os error 2), open '/var/www/deno/public/missing.png'"}
```

Using the `intervene` option doesn't work either as the error is thrown before the `intervene` function is called.""",
      T("TypeScript"),
      source="https://github.com/satyarohith/sift/issues/54", kind="issue",
      note="the route pattern has no method; the missing file's path is absolute"),
    # ---------------------------------------------------------------- Bun
    R("""running express server gives bun.serve error

### What version of Bun is running?

1.3.8+b64edcb49

### What platform is your computer?

Mac

### What steps can reproduce the bug?

create an express server and try to run with bun --bun

### What is the expected behavior?

just run express

### What do you see instead?

uncaughtException: Bun.serve() needs either:

  - A routes object:
     routes: {
       "/path": {
         GET: (req) => new Response("Hello")
       }
     }

I also got that error, for me the problem was because i have module.exports on the entrypoint file, removing the module.exports are the solution for me

Haven't read fully the bun docs but if i run `node index.js` it runs perfectly, but `bun index.js` give the error because of the module.exports.""",
      T("Bun"), T("Express"), T("Node.js"),
      source="https://github.com/oven-sh/bun/issues/26688", kind="issue",
      note="the /path route is Bun's own example in its error message; a platform answer 'Mac'"),
    R("""Seems like "run.bun = true" is ignored from `bunfig.toml`

I have a `bunfig.toml` like this (in the root of the project where I run those commands), but still whenever I `bun run dev`, `bun run build` etc — I get an error like `Cannot find module 'bun'` when importing something from "bun".

```toml
[install]
exact = true

[run]
# equivalent to `bun --bun` for all `bun run` commands
bun = true
```

### What is the expected behavior?

App runs and all imports from "bun" work.

### What do you see instead?

I see `Error: Cannot find module 'bun'` when importing something from "bun" (like SQL) in TS files / Next.js app.

### Additional information

Looks like it runs fine with a `--bun` flag (at least didn't find issues so far). Seems like `run.bun = true` is ignored and it runs with node anyways, which can't import from "bun" as looks for that in node modules I guess.""",
      T("Bun"), T("TypeScript"), T("Next.js"), T("Node.js"),
      source="https://github.com/oven-sh/bun/issues/17609", kind="issue",
      note="TOML is a data format"),
    R("""Config file can not be found when "run.bun = false" in bunfig.toml

- Create an empty directory, but in a `bunfig.toml` with this content:
```toml
[run]
bun = false
```

- in your shell type `bun -c $(pwd)/bunfig.toml run which node`
- See this:
```
error: File not found: "bunfig.toml"
```
- Change `bun = true` in your `bunfig.toml` and run the same command again. See nothing happen (no output, no error).

### What is the expected behavior?

I would expect this to run bun as if i specified `bun --bun`. No error messages at all except for the on in the last case of course.

### Additional information

I have no other bunfigs, nothing like `$HOME/.bunfig.toml` or `$XDG_CONFIG_DIR/bunfig.toml`.""",
      T("Bun"),
      source="https://github.com/oven-sh/bun/issues/12753", kind="issue",
      note="home and environment-variable paths are not the project's files"),
    # ---------------------------------------------------------------- Polars
    R("""Issue with calling collect_all

I am getting error while executing this statement in the most latest version of polars where dfs is a list of lazy polars frames. This statement used to work fine in polars==0.18.2. Any thoughts suggestions why would this be happening and any methods to avoid this?

data_train = pl.concat(pl.collect_all(dfs,streaming=True))

I am getting
File "/opt/conda/lib/python3.7/site-packages/polars/functions/lazy.py", line 2345, in collect_all

out = plr.collect_all(prepared)

exceptions.ComputeError: TypeError: 'bytes' object is not callable

### Reproducible example

```python
import polars as pl

loop through parquet files using scan_cv and store the dataframe in a list dfs
```""",
      T("Polars"), T("Python"),
      source="https://github.com/pola-rs/polars/issues/9668", kind="issue",
      note="the frame is inside site-packages"),
    R("""`with_context` fails with scan_parquet

```python

# create tmp.parquet
pl.DataFrame({'b': range(5)}).write_parquet('tmp.parquet')

(
    pl.LazyFrame({'a': range(5)})
    .with_context(
        pl.scan_parquet('tmp.parquet')
        # .collect().lazy() # fix the bug
    )
    .select(pl.all())
    .collect()
)

```

### Log output

```shell
thread '<unnamed>' panicked at /home/conda/feedstock_root/build_artifacts/polars_1698517614394/work/crates/polars-lazy/src/physical_plan/file_cache.rs:55:55:
called `Option::unwrap()` on a `None` value
```""",
      T("Python"), T("Polars"),
      source="https://github.com/pola-rs/polars/issues/12416", kind="issue",
      note="Polars through its pl.* API; the panic's path is absolute; tmp.parquet is a bare file name"),
    # ---------------------------------------------------------------- Kubernetes operators
    R("""If Reconcile() returns error, the framework logs confusing error message

Seems Reconcile() is not expected to return any error? Because as long as I return any error (e.g., failed to create deployment due to permission issue), the framework logs confusing message like below, it doesn't even log my error, which makes it hard to debug.

```
$ kubectl logs --all-containers -n flink-operator-system -l control-plane=controller-manager

I0703 00:35:58.649283       1 main.go:209] Generating self signed cert as no cert is provided
I0703 00:35:58.997176       1 main.go:242] Listening securely on 0.0.0.0:8443
sigs.k8s.io/controller-runtime/pkg/internal/controller.(*Controller).processNextWorkItem
	/go/pkg/mod/sigs.k8s.io/controller-runtime@v0.2.0-beta.2/pkg/internal/controller/controller.go:192
sigs.k8s.io/controller-runtime/pkg/internal/controller.(*Controller).worker
	/go/pkg/mod/sigs.k8s.io/controller-runtime@v0.2.0-beta.2/pkg/internal/controller/controller.go:171
```""",
      T("Kubernetes"), T("controller-runtime"),
      source="https://github.com/kubernetes-sigs/kubebuilder/issues/832", kind="issue",
      note="kubectl for Kubernetes; the frames are inside the Go module cache; main.go is bare"),
    R("""controller_runtime_reconcile_errors_total metric value is not getting updated for reconcile errors

Hi,
Im using below versions to build and deploy operator. Operator running perfectly and the controller/reconcilation working perfectly fine. But if there is a reconcilation / CR creation failure happens, the controller_runtime_reconcile_errors_total metric value is still coming as 0, error count is not increasing accordingly. Where as other metrics of controllers are properly getting updated.

operator-sdk version: "v1.34.2", commit: "81dd3cb24b8744de03d312c1ba23bfc617044005", kubernetes version: "1.28.0", go version: "go1.21.10", GOOS: "linux", GOARCH: "amd64"

Is your error logged as "Reconciler error" (l.332 here: https://github.com/kubernetes-sigs/controller-runtime/blob/bc669b15b4c34f94711be41ceb7c9b8ca83dd450/pkg/internal/controller/controller.go#L327-L332)

If yes, it should be pretty much impossible that the error metric is not increased. My guess would be that your error is not returned by the Reconcile func.""",
      T("Operator SDK"), T("Kubernetes"), T("Go"), T("controller-runtime"),
      source="https://github.com/kubernetes-sigs/controller-runtime/issues/2922", kind="issue",
      note="GOOS linux is a platform string; the controller.go path is inside a URL"),
    R("""Remove Extra Reconciliation During Errors (PROJQUAY-1102)

**Changelog:** Stop returning errors from `Reconcile()` function when requeue is unnecessary.

**Docs:** N/a

**Testing:** Create `QuayRegistry` which has some misconfigured field and ensure that it does not requeue. 

**Details:** Discovered from [this article on using Kubebuilder](https://engineering.pivotal.io/post/gp4k-kubebuilder-lessons/), the `controller-runtime` library will requeue the reconcile by default if an error is returned from the `Reconcile()` function. Change all our returned errors to `nil` or use `Requeue: true` if we desired this behavior in order to avoid verbose logging of the full stack trace in addition to our own error logging.""",
      T("Kubebuilder"), T("controller-runtime"),
      source="https://github.com/quay/quay-operator/pull/317", kind="issue"),
    R("""controller cannot watch my CRD

Hi @xiao-jay,
I'm using:
- kind version 0.17.0
- kubebuilder version 3.9.1

How to reproduce:
```
kind create cluster
make install
make run
```

`make install` works, but`make run` outputs this:
```
/Users/itamarmarom/go/src/druid-operator/bin/controller-gen rbac:roleName=manager-role crd:maxDescLen=0 webhook paths="./..." output:crd:artifacts:config=config/crd/bases
/Users/itamarmarom/go/src/druid-operator/bin/controller-gen object:headerFile="hack/boilerplate.go.txt" paths="./..."
go fmt ./...
go vet ./...
go run ./main.go
2023-03-12T18:07:03+02:00       INFO    controller-runtime.metrics      Metrics server is starting to listen    {"addr": ":8080"}
2023-03-12T18:07:03+02:00       ERROR   setup   unable to create controller     {"controller": "Druid", "error": "no kind is registered for the type v1alpha1.Druid in scheme \\"pkg/runtime/scheme.go:100\\""}
main.main
        /Users/itamarmarom/go/src/druid-operator/main.go:105
exit status 1
```

sigs.k8s.io/controller-runtime -> v0.14.4
CONTROLLER_TOOLS_VERSION -> v0.9.2""",
      T("kind"), T("Kubebuilder"), T("Go"), T("controller-runtime"), T("controller-gen"),
      F("hack/boilerplate.go.txt"), F("./main.go"),
      source="https://github.com/kubernetes-sigs/kubebuilder/issues/2026", kind="issue",
      note="make targets are not labelled; pkg/runtime/scheme.go is apimachinery's own file named in the message; the /Users paths are absolute"),
    R("""With no CRDs installed, the controller fails with confusing error message

```
2018/07/27 20:49:20 Registering Components.
2018/07/27 20:49:20 no matches for kind "Foo" in version "foo.k8s-go.openshift.org/v1beta1"
```

There is no indication that this is due to missing installation of the CRD.

It's ok, thanks, I will open a PR later.

The above controller-tools fix is not appropriate.

Opened a new fix in controller-runtime:
https://github.com/kubernetes-sigs/controller-runtime/pull/129""",
      T("controller-tools"), T("controller-runtime"),
      source="https://github.com/kubernetes-sigs/kubebuilder/issues/337", kind="issue"),
    # ---------------------------------------------------------------- Flutter
    R("""Remove `flutter:` section from pubspec.yaml

As shown here: https://github.com/flutter/flutter/issues/14008
the `flutter:` section in `pubspec.yaml` leads to an error when building. Removing it should fix this.

Thanks for reporting this @raffomania!

I just pushed a quick fix for it.""",
      T("Flutter"),
      source="https://github.com/xqwzts/flutter_circular_chart/issues/9", kind="issue",
      note="pubspec.yaml is a bare file name"),
    R("""when i run app it shows me some error related to pubspec.yaml

"flutter generate" is deprecated, use "dart pub run build_runner" instead. 
The following dependencies must be added to dev_dependencies in pubspec.yaml:
build_runner: 1.10.0
functional_widget: ^0.7.2
generating build script...
Running "flutter pub get" in flutter_tool...
Exception: Error generating build_script snapshot: Could not find a file named "pubspec.yaml" in "/home/gourav/.pub-cache/hosted/pub.dartlang.org/_fe_analyzer_shared-7.0.0".

Pubspec.yaml file

`name: fluttercatalog
description: A new Flutter application.

version: 1.0.0+1

environment:
  sdk: ">=2.7.0 <3.0.0"

dependencies:
  flutter:
    sdk: flutter

  google_fonts: ^1.1.0
  auto_route: ^0.6.1
`""",
      T("Flutter"), T("Dart"), T("build_runner"), T("functional_widget"), T("google_fonts"),
      T("auto_route"),
      source="https://github.com/david-legend/flutter_catalog/issues/2", kind="issue",
      note="the pub cache path is absolute"),
    # ---------------------------------------------------------------- dbt
    R("""Fix yaml indentation on DBT guide

Error:
```
$ dbt run            
12:21:48  Running with dbt=1.1.1
12:21:48  Partial parse save file not found. Starting full parse.
12:21:50  Encountered an error:
Compilation Error in model actor_summary (models/actors/actor_summary.sql)
  Model 'model.imdb.actor_summary' (models/actors/actor_summary.sql) depends on a source named 'imdb.genres' which was not found
```

Example of `schema.yml` from DBT's docs:
https://docs.getdbt.com/reference/configs-and-properties#example

Thanks for catching that @WesleyBatista !""",
      T("dbt"), F("models/actors/actor_summary.sql"),
      source="https://github.com/ClickHouse/clickhouse-docs/pull/206", kind="issue",
      note="YAML is a data format; schema.yml is bare"),
    R("""Running dbt deps fails

Running dbt deps fails with the error:

Compilation Error
  The yml property file at models/tpch/modeled/modeled.yml is invalid because the yml property file models/tpch/modeled/modeled.yml is missing a version tag. Please consult the documentation for more information on yml property file syntax:
  
  https://docs.getdbt.com/reference/configs-and-properties
  
 You can manually go add the version:2 line to the files to get rid of the errors but there's no indication if that completely fixes the issue.

In addition to that, in my case, `seeds/tpch/tpch.yml` file also needs the version tag of `2`.""",
      T("dbt"), F("models/tpch/modeled/modeled.yml"), F("seeds/tpch/tpch.yml"),
      source="https://github.com/dbt-labs/2023-04-18---zero-to-dbt/issues/4", kind="issue"),
    R("""Add version tag

We need a version tag for `dbt-1.4`

```
(venv) (⎈ |kind-kind:default)(base) ➜  tw_campaign_finance git:(main) ✗ dbt compile
02:52:06  Running with dbt=1.4.7
02:52:06  Unable to do partial parsing because profile has changed
02:52:07  Encountered an error:
Compilation Error
  The yml property file at models/schema.yml is invalid because the yml property file models/schema.yml is missing a version tag. Please consult the documentation for more information on yml property file syntax:

  https://docs.getdbt.com/reference/configs-and-properties
```""",
      T("dbt"), F("models/schema.yml"),
      source="https://github.com/g0v/tw_campaign_finance/pull/9", kind="issue",
      note="the shell prompt's kind-kind context is a cluster's name, git:(main) a prompt"),
    R("""Typo throwing errors in dbt compile

[WARNING]: Did not find matching node for patch with name 'addresses_ethereum_mev_blots' in the 'models' section of file 'models/addresses/ethereum/addresses_ethereum_schema.yml'

I think this is supposed to refer to addresses_ethereum_mev.sql

Brief comments on the purpose of your changes:

*For Dune Engine V2*
I've checked that:
General checks:
* [ ] I tested the query on dune.com after compiling the model with dbt compile (compiled queries are written to the target directory)
* [ ] I used "refs" to reference other models in this repo and "sources" to reference raw or decoded tables 
* [ ] if adding a new model, I added a test
* [ ] the filename is unique and ends with .sql""",
      T("dbt"), F("models/addresses/ethereum/addresses_ethereum_schema.yml"),
      source="https://github.com/duneanalytics/spellbook/pull/1762", kind="issue",
      note="Dune Engine is the site's query engine, a checklist of the template"),
    R("""BUG: Schema fix for updated_at in fct_dbt__latest_full_model_executions

**Expected:**
Running `dbt run -m dbt_artifacts` will succeed.

**Actual:**
When running `dbt run -m dbt_artifacts` a failure occurs due to an incorrect naming in the schemas.yml file for fct_dbt__latest_full_model_executions

Once renaming the schema everything runs as expected.

Thanks for submitting this 🙏 LGTM 👍""",
      T("dbt"), T("dbt_artifacts"),
      source="https://github.com/brooklyn-data/dbt_artifacts/pull/9", kind="issue"),
    # ---------------------------------------------------------------- Unity
    R("""UnityScript Assembly Reference Missing...

Assets\\Scripts\\AnchorMap.cs(14,7): error CS0246: The type or namespace name 'UnityScript' could not be found (are you missing a using directive or an assembly reference?)

Getting this issue... 
Help

You can fix this issue by switching the build settings in the unity editor to Universal Windows Platform.""",
      T("Unity"), T("UWP"), F("Assets\\Scripts\\AnchorMap.cs"),
      source="https://github.com/Tianyu-Wu/HoloNav/issues/2", kind="issue",
      note="UnityScript is a namespace in the message"),
    R("""I can't build with 4.11 with Assembly error CS0246

I try to build in HTML5 and get this : 

Assets\\Thirdweb\\Core\\Scripts\\WalletsUI\\InAppWalletUI.cs(15,7): error CS0246: The type or namespace name 'Codice' could not be found (are you missing a using directive or an assembly reference?)

I try to resolve it, but... I got no error in the script and I'm not able to find this "Codice" library

Hey @OmeGaCinoS we don't use Codice, open that script and check if there's an added reference to it in you project, and if so feel free to remove it. Checking 4.11 we didn't have a reference then either.""",
      F("Assets\\Thirdweb\\Core\\Scripts\\WalletsUI\\InAppWalletUI.cs"),
      source="https://github.com/thirdweb-dev/unity/issues/182", kind="issue",
      note="HTML5 is a build target here; Codice is a missing namespace"),
    R("""Having 19845 errors with the code CS0246 and CS0616

It's my first time using a IDE, so i'm veeery lost on this.
I followed the tutorial from start to end, and when i want to rebuild, it gets filled with CS0246 and CS0616 errors, naming the files "ReadmeEditor.cs", "BodyReplacement.cs", "ItemOffsetEditor.cs" and etc.
Tried to search for a solution on google, even talking with a friend that knows about this kind of thing, but we didn't find a solution.

Judging from the files you mentioned, I can only assume you put your visual studio project in your unity project, or vice versa. 
Make sure to put your VS project outside of your unity project, as visual studio can't compile your unity scripts, and unity can't compile your visual studio scripts.""",
      T("Visual Studio"), T("Unity"),
      source="https://github.com/BunyaPineTree/LethalCompany_ModelReplacementAPI/issues/61", kind="issue",
      note="bare file names; 'visual studio' and 'unity' in lower case"),
    R("""Assets\\Scripts\\LoadRole.cs(11,13): error CS0246

When i use the unity hub open the source code, i meet the error CS1061 mentioned in the notice, follow the tip, i open the PosAgent.cs and replace all content with ./Script/RawImage.cs. But then i meet another error:

Assets\\Scripts\\LoadRole.cs(11,13): error CS0246: The type or namespace name 'PosAgent' could not be found (are you missing a using directive or an assembly reference?)

Is there anything i missed?

It's weird because when I reserve the content of the PosAgent.cs and add the content of RawImage.cs to PosAgent.cs, the error is gone.""",
      T("Unity"), F("Assets\\Scripts\\LoadRole.cs"), F("./Script/RawImage.cs"),
      source="https://github.com/yorkeyao/VehicleX/issues/5", kind="issue",
      note="Unity Hub, in lower case"),
    R("""Unity (2017.3.0f3) Build error

"Assets/SWBF2Import/SWBF2Import.cs(5,7): error CS0246: The type or namespace name `UnityEditor' could not be found. Are you missing an assembly reference?"

When I try to build it, this error coming up. Is that script able to build, or it's just imports the things?

Thank you anyway!
(Sorry I'm lame in programming)

**Problem solved. It was my bad. SWBFImporter.cs need to be in Editor folder. Please update the Readme file. :) Thank's for the tool! It's very Cool!""",
      T("Unity"), F("Assets/SWBF2Import/SWBF2Import.cs"),
      source="https://github.com/Ben1138/Unity-SWBF2-Import/issues/1", kind="issue"),
    R("""Build.cs and XCodePostBuild.cs compile failed

when i Copy Build.cs to the unity project, i got some compile error message.

Assets/scripts/Editor/Build.cs(7,0): error CS1525: Unexpected symbol `<'
Assets/scripts/Editor/Build.cs(30,53): error CS1056: Unexpected character `��'
Assets/scripts/Editor/Build.cs(158,8): error CS1012: Too many characters in character literal
Assets/scripts/Editor/Build.cs(678,152): error CS1646: Keyword, identifier, or string expected after verbatim specifier: @""",
      T("Unity"), F("Assets/scripts/Editor/Build.cs"),
      source="https://github.com/f111fei/react-native-unity-view/issues/1", kind="issue",
      note="XCodePostBuild.cs is a bare file name, not Xcode"),
    R("""Can't build the game

I get these errors when trying to build the game: 

Assets/unity-themes-master/Codebase/Systems/Event/EventStepper.cs(7,8): error CS0246: The type or namespace name `Interface' could not be found. Are you missing an assembly reference?

Assets/unity-themes-master/Codebase/Supports/Utility/UtilityPref.cs(8,8): error CS0246: The type or namespace name `Interface' could not be found. Are you missing an assembly reference?""",
      F("Assets/unity-themes-master/Codebase/Systems/Event/EventStepper.cs"),
      F("Assets/unity-themes-master/Codebase/Supports/Utility/UtilityPref.cs"),
      source="https://github.com/zios/unity-themes/issues/27", kind="issue",
      note="Unity is named only inside a folder's name"),
    R("""Error while compiling Unity or something

**Bug description**

When I try and run it, it crashes with this exception:
`Assets/Plugins/GitHub/Editor/UnityAPIWrapper.cs(15,17): error CS0103: The name 'UnityShim' does not exist in the current context`

**How to reproduce**

Run this workflow on a Unity project
```
name: Nightly Build
on:
  workflow_dispatch:
  schedule:
  - cron: '0 6 * * *'

jobs:
  unity_builder:
    runs-on: ubuntu-latest
    steps:
      - name: Checkout repository
        uses: actions/checkout@v2
      - name: Unity - Builder
        uses: game-ci/unity-builder@v2.0-alpha-11
```""",
      T("Unity"), T("GitHub Actions"), T("game-ci/unity-builder"),
      F("Assets/Plugins/GitHub/Editor/UnityAPIWrapper.cs"),
      source="https://github.com/game-ci/unity-builder/issues/284", kind="issue",
      note="a workflow file's steps are GitHub Actions; ubuntu-latest is a runner label"),
    R("""Unity URP 2022.3.36f1 Compile Error on import

Assets\\TrueTrace\\Resources\\Utility\\Atmosphere\\AtmosphereGenerator.cs(4,7): error CS0246: The type or namespace name 'CommonVars' could not be found (are you missing a using directive or an assembly reference?)

Sorry, I uploaded the wrong file, fixing it now""",
      T("Unity"), T("Universal Render Pipeline"),
      F("Assets\\TrueTrace\\Resources\\Utility\\Atmosphere\\AtmosphereGenerator.cs"),
      source="https://github.com/Pjbomb2/TrueTrace-Unity-Pathtracer/issues/23", kind="issue"),
    # ---------------------------------------------------------------- Elysia and Bun routers
    R("""when first param is dynamic, and second param is optional, it returns 404

### What version of Elysia is running?

1.1.20

### What platform is your computer?

Darwin 23.6.0 arm64 arm

### What steps can reproduce the bug?

bun version: 1.1.29

write simple Elysia application
index.ts
```ts
import { Elysia } from "elysia";

const app = new Elysia()
  .get("/:first/:second?", async ({ params }) => {
    const { first, second } = params;
    console.log("first parameter", first, "second parameter", second);
    return "ok";
  })
  .listen(7777);
```
bun run index.ts
open a browser and type url, fill only first parameter `http://localhost:7777/elysia` it throws NOT_FOUND""",
      T("Elysia"), T("Bun"), T("TypeScript"), E("GET /:first/:second?"),
      source="https://github.com/elysiajs/elysia/issues/876", kind="issue",
      note="Darwin is a platform string; index.ts is bare"),
    R("""Optional path parameters can't follow required ones

### What version of Elysia is running?

1.3.3

### What steps can reproduce the bug?

```ts
// test.test.ts
import { expect, test } from "bun:test";
import { Elysia } from "elysia";

test("yay", async () => {
  const app = new Elysia().get(
    "/api/:required/:optional?",
    ({ params }) => params.required
  );

  const response = await app.handle(new Request("http://localhost/api/yay"));

  expect(response.status).toBe(200);
  expect(await response.text()).toEqual("yay");
});
```

`bun test`

### What is the expected behavior?

test pass""",
      T("Elysia"), T("Bun"), T("TypeScript"), E("GET /api/:required/:optional?"),
      source="https://github.com/elysiajs/elysia/issues/1234", kind="issue",
      note="the route call spans lines; the request's URL has no method of its own"),
    R("""Query params are not handled when using .all instead of .get

### What version of Elysia is running?

1.3.5

### What platform is your computer?

macOS 15.2

### What steps can reproduce the bug?

when creating controllers using the `.all` function it seems elysia doesn't match routes with path params in them. 
So this will work and match the route 

```
new Elysia().get('/app/:id', () => "matched")
```
and this won't 
```
new Elysia().all('/app/:id', () => "matched")
```

The change is as simple as that, is this an expected behavior ?

I'm unable to reproduce with the following code
```ts
new Elysia().all('/app/:id/*', () => 'matched').listen(3000)
```""",
      T("Elysia"), T("macOS"), T("TypeScript"), E("GET /app/:id"),
      source="https://github.com/elysiajs/elysia/issues/1271", kind="issue",
      note="an .all route has no one method"),
    R("""Catch 404 request.

Hi Developers,

I would like to know if there is a way to catch bad requests?

Let's say I have this code:
```javascript
import server from "bunrest";
const app = server();

app.get('/', (req, res) => {
    res.status(200).json({
        message: 'API Root'
    });
});

export default app;
```

Obviously calling `localhost:3000/` gives me ` {"message":"API Root"}`.

But if I try to reach a non-handled route (like `localhost:3000/abcd`), it gives me that:
`Welcome to Bun! To get started, return a Response object.`

**Is there a way to catch bad requests as in express?**""",
      T("bunrest"), T("Bun"), T("Express"), T("JavaScript"), E("GET /"),
      source="https://github.com/lau1944/bunrest/issues/4", kind="issue"),
    R("""Bun fails to render [parameter] route

Hey - really like Mastro so far, thanks!

I'm running bun 1.3.5 on macOS Tahoe (26.2).

I copied the [Bun template](https://github.com/mastrojs/template-basic-bun) to start.

Ran into a pretty basic issue, trying to go through the guide. I'm doing the 'A static blog from markdown files', and have this as `routes/news/[slug].server.js`:

~~~ js
import { getParams, htmlToResponse } from '@mastrojs/mastro'
import { readMarkdownFile } from '@mastrojs/markdown'
import { Layout } from '../../components/Layout.js'

export const GET = async (req) => {
  const params = getParams(req)
  const slug = params.slug
  const post = await readMarkdownFile(`data/posts/${slug}.md`)
  return htmlToResponse(
    Layout({
      title: post.meta.title,
      children: post.content,
    })
  )
}
~~~

This returns a `404` error, and the debug output looks like:

~~~
$ bun --watch server.ts
Server running at http://localhost:3000
GET /news/01-first-post => /routes/news/[slug].server.js
~~~""",
      T("Mastro"), T("Bun"), T("macOS"), T("JavaScript"), T("@mastrojs/mastro"),
      T("@mastrojs/markdown"), F("routes/news/[slug].server.js"), F("../../components/Layout.js"),
      E("GET /news/01-first-post"),
      source="https://github.com/mastrojs/mastro/issues/26", kind="issue",
      note="a tilde fence of js; the data/posts path is a template; Markdown here is the files' format"),
    R("""Access with :params doesn't work

```js
// http :8000/ping/12
const use = () => ({ resp: "pong" });
app.get(() => ({ path: "/ping/:id", use }));
```

Result: HTTP/1.1 404 Not Found""",
      T("JavaScript"), E("GET /ping/:id"),
      source="https://github.com/Vertrical/tino/issues/62", kind="issue",
      note="the route's path is given inside the get call's object"),
    # ---------------------------------------------------------------- Kotlin and Java servers
    R("""INFO Application - Unhandled: GET - /articles/feed

why am i gettting this error

the base context for APIs is `/api`. So you need to prepend `/api` to every API request. So for `/articles/feed`, the actual path is `/api/articles/feed`.""",
      E("GET /articles/feed"),
      source="https://github.com/dragneelfps/realworld-kotlin-ktor/issues/1", kind="issue",
      note="the log line gives the method; the prefixed path has none written"),
    R("""Missing Request

Hi,

I have this error in my sevrer log : 

[08:33:02] [Netty IO #2/INFO]: [JSONAPI] [HTTP] 404 /api/call?method=getServer&args=%5B%5D&key=
[08:33:02] [Netty IO #2/INFO]: [JSONAPI] [HTTP] 200 GET /api/call?method=getServer&args=%5B%5D&key=
[08:33:02] [Netty IO #3/INFO]: [JSONAPI] [HTTP] 404 /api/call?method=getPlayerCount&args=%5B%5D&key=
[08:33:02] [Netty IO #3/INFO]: [JSONAPI] [HTTP] 200 GET /api/call?method=getPlayerCount&args=%5B%5D&key=
[08:33:02] [Netty IO #4/INFO]: [JSONAPI] [HTTP] 404 /api/call?method=getPlayerLimit&args=%5B%5D&key=
[08:33:02] [Netty IO #4/INFO]: [JSONAPI] [HTTP] 200 GET /api/call?method=getPlayerLimit&args=%5B%5D&key=

How i can solve this problem ?""",
      T("JSONAPI"), E("GET /api/call"),
      source="https://github.com/alecgorge/jsonapi/issues/401", kind="issue",
      note="an access log: the path without its query string; Netty is a thread's name"),
    R("""Failed to handle request [GET http://127.0.0.1:8080/greeting]: Response status 404

I get this error when running the "complete" version of this getting started guide when I type in "http://localhost:8080/greeting" into my browser.

JDK: v1.8.0_162

Spring Tool Suite: v3.9.3.RELEASE

```
 :: Spring Boot ::        (v2.0.0.RELEASE)

2018-03-22 11:45:36.652  INFO 14316 --- [           main] hello.Application                        : Starting Application on BWT5T52 with PID 14316 (C:\\Users\\rothandr\\Documents\\workspace-sts-3.9.2.RELEASE\\gs-reactive-rest-service-complete\\bin\\main started by rothandr in C:\\Users\\rothandr\\Documents\\workspace-sts-3.9.2.RELEASE\\gs-reactive-rest-service-complete)
2018-03-22 11:45:36.655  INFO 14316 --- [           main] hello.Application                        : No active profile set, falling back to default profiles: default
```""",
      T("JDK"), T("Spring Tool Suite"), T("Spring Boot"), E("GET /greeting"),
      source="https://github.com/spring-guides/gs-reactive-rest-service/issues/5", kind="issue",
      note="a method before a whole URL; the Windows paths are absolute"),
    # ---------------------------------------------------------------- Phoenix routes
    R("""Phoenix Tutorial, part 2 - Routes & Plug

Read and follow along with the next parts of the Phoenix Guide:
- [Routing](https://hexdocs.pm/phoenix/routing.html)
- [Plug](https://hexdocs.pm/phoenix/plug.html)

You're welcome to commit your code and push it up to Github, but it's not required for this part.

- You can list all the routes in a phoenix app with ```mix phx.routes```
- resources can add by default the 8 basic REST operation routes on a specific resource. You can leave out specific routes on this by using except: [] at the end to exclude specific routes or by using only: [] to only use specific routes
- We can add specific data to our path helper within our URL, written in the routes.ex as a ```:symbol``` argument, such as ```user_post_path  POST    /users/:user_id/posts``` """,
      T("Phoenix"), T("Plug"), T("GitHub"), T("Mix"), T("REST"), E("POST /users/:user_id/posts"),
      source="https://github.com/peteroas/Apprenticeship-Curriculum/issues/35", kind="issue",
      note="routes.ex is bare; a line of mix phx.routes' output gives the method"),
    R("""PhoenixOauth2Provider.ApplicationController.init/1 is undefined

I ran the generators for both this repo and ex_oauth2_provider. Is the ApplicationController suppose to be manually created and if so do you have directions around its context?

I think it's because you got it set up as:

```elixir
  scope "/", MaitreDWeb do
    pipe_through :api

    oauth_api_routes()
  end
```

You should remove the alias, and just keep it like this:

```elixir
  scope "/" do
    pipe_through :api

    oauth_api_routes()
  end
```

Thanks for quick response. That fixed it.""",
      T("Elixir"), T("ex_oauth2_provider"),
      source="https://github.com/danschultzer/phoenix_oauth2_provider/issues/37", kind="issue",
      note="a scope is no route"),
    # ---------------------------------------------------------------- Go routers
    R("""Unexpected middleware call on non-matching route

Given

```go
package main

import (
	"net/http"

	"github.com/zenazn/goji"
)

func Post(w http.ResponseWriter, r *http.Request) {
	w.Write([]byte("POST only!\\n"))
}

func main() {
	goji.Use(Middleware)
	goji.Post("/", Post)
	goji.Serve()
}
```

The above `Middleware` is executed on every request, even on non-matching routes, which doesn't sound right to me.

```bash
$ curl -X GET localhost:8000
POST only middleware!
404 page not found
```

Is this expected/documented behavior of Goji?""",
      T("Go"), T("Goji"), E("POST /"),
      source="https://github.com/zenazn/goji/issues/160", kind="issue",
      note="curl is an everyday utility; the GET has no path"),
    R("""router.Route still run middlewares when no endpoint matched

So I use method `route` as i think it can behave for prefixing my endpoints. For example, I've endpoints `v1/admins`, `v1/roles`, etc. So I can wrap like below

```go
router.Route("/v1", func(r chi.Router) {
  r.Use(xMiddleware)

  r.Get("/admins", handler1))
  r.Get("/roles", handler2))
}
```

it works perfectly until I hit `/v1/foobar`, and it still run the `xMiddleware`. Is this expected?

I do think that this is expected. The way to do `xMiddleware` run only in the matched routes is like this:

```go
router.Route("/v1", func(r chi.Router) {
  routerComposed := r.With(xMiddleware)

  routerComposed.Get("/admins", handler1))
  routerComposed.Get("/roles", handler2))
}
```""",
      T("Go"), T("chi"),
      source="https://github.com/go-chi/chi/issues/457", kind="issue",
      note="routes under a /v1 group whose full path is not written with its slash"),
    R("""Chi does not handle "GET /" when configured with `Post("/")` + `NotFound()`

When I configure my routes as the following:

```go
handler := chi.NewRouter()
handler.Post("/", post)    // POST / calls post()
handler.NotFound(notFound) // Other requests call notFound()

server := http.Server{
	Addr:    ":22000",
	Handler: handler,
}
```

the GET request on "/" does not trigger the `notFound()` function.

I would expect the `notFound()` function must be called for any request except "POST /".""",
      T("chi"), T("Go"), E("POST /"),
      source="https://github.com/go-chi/chi/issues/738", kind="issue",
      note="GET / is the request no route handles (judgement call: only the route defined is labelled)"),
    # ---------------------------------------------------------------- Redis clients
    R("""getting error while connecting to cluster

[ioredis] Unhandled error event: Error: connect ECONNREFUSED 127.0.0.1:6379
    at Object.exports._errnoException (util.js:870:11)
    at exports._exceptionWithHostPort (util.js:893:20)
    at TCPConnectWrap.afterConnect [as oncomplete] (net.js:1061:14)

Did you bind the redis nodes to the wrong interfaces?

i set the bind address as 0.0.0.0 so that it can be access any where . and
enabled cluster. and formed cluster using cluster meet command

I believe that's not a ioredis specified issue. Refer to http://stackoverflow.com/questions/37341646/redis-cli-redirected-to-127-0-0-1 for details.

I came across the same issue only to find out the reason had nothing to do with ioredis.
I used EventEmitter in Node.js but did not place "eventEmitter.emit('start');" in the last line. That is, placed "eventEmitter.emit('start');" in the front of many "eventEmitter.on('...');" codes. Hence the redis ECONNREFUSED  error...""",
      T("ioredis"), T("Redis"), T("Node.js"),
      source="https://github.com/redis/ioredis/issues/351", kind="issue",
      note="util.js and net.js are Node's own frames, bare"),
    R("""errno: 'ECONNREFUSED'

ioredis version: 4.9.x

ERROR 1 Error: connect ECONNREFUSED 192.168.0.21:6379
    at TCPConnectWrap.afterConnect [as oncomplete] (net.js:1144:16) {
  errno: 'ECONNREFUSED',
  code: 'ECONNREFUSED',
  syscall: 'connect',
  address: '192.168.0.21',
  port: 6379
}

10次重连 导致app启动不了。但是我确认我的redis是可以连上的。

The error code should be related to your server setup. Could probably be due to the port being wrong so firewalls. If you believe it's an issue on the ioredis side, please create a minimal reproducible example.""",
      T("ioredis"), T("Redis"),
      source="https://github.com/redis/ioredis/issues/1577", kind="issue",
      note="a line in Chinese"),
    # ---------------------------------------------------------------- PostgreSQL extensions
    R("""[BUG] extension "pgvector" is not available

I get this extension not available message when I try to to run the 

```sql
create extension pgvector;
```
I am on ubuntu with postgresql-15 and postgresql-15-pgvector installed via DEB packages.

I also   built and installed pgvector from source, to no avail. Although the compilation and installation terminated without errors.

What am I missing?

The name of the extension is `vector`, rather than `pgvector`. Try:
```
CREATE EXTENSION vector;
```""",
      T("pgvector"), T("Ubuntu"), T("PostgreSQL"),
      source="https://github.com/pgvector/pgvector/issues/414", kind="issue",
      note="SQL is not labelled as a fence language; the package names postgresql-15 for PostgreSQL"),
    R("""Unable to install pgvector extension for Postgres 16 in Ubuntu 22.04

postgresql-16-pgvector is already the newest version (0.7.2-1.pgdg22.04+1).

I get this error while installing the pgvector extension ...

psql -U devuser -h localhost -d pgvector -c "CREATE EXTENSION pgvector;"
Password for user devuser: 
ERROR:  extension "pgvector" has no installation script nor update path for version "0.7.2"

@gpriyank1 Try:

```sql
CREATE EXTENSION vector;
```

Thank you @jkatz! It worked!""",
      T("pgvector"), T("PostgreSQL"), T("Ubuntu"),
      source="https://github.com/pgvector/pgvector/issues/626", kind="issue"),
    R("""CREATE EXTENSION vector; command is returning with Error.

While Creating the Extension vector with the above command it is giving the error :

ERROR:  could not open extension control file "C:/Program Files/PostgreSQL/14/share/extension/vector.control": No such file or directory.

Can anybody help  on this ? 

PG Version - Postgresql 14.9-1

Hi @ProSoumya, this means the extension isn't installed.""",
      T("PostgreSQL"),
      source="https://github.com/pgvector/pgvector/issues/318", kind="issue",
      note="the control file's path is absolute; the extension is named vector here"),
    R("""Update pg-extensions.md

pgvector installs with CREATE EXTENSION vector (instead of pgvector)
There's a dedicated pgvector topic coming that covers installation, but in the meantime, add this note to the extension table.
https://neon-next-git-dprice-update-extension-doc-pgvector-neondatabase.vercel.app/docs/reference/pg-extensions""",
      T("pgvector"),
      source="https://github.com/neondatabase/website/pull/664", kind="issue",
      note="pg-extensions.md is a bare file name; Neon and Vercel only inside a preview URL"),
    R("""`pgvector` extension not working

After creating a `postgis-with-extensions` Docker image, and logging into the postgres instance:

```console
# CREATE EXTENSION postgis;
ERROR:  extension "postgis" already exists
# CREATE EXTENSION pgvector;
ERROR:  extension "pgvector" is not available
DETAIL:  Could not open extension control file "/usr/share/postgresql/16/extension/pgvector.control": No such file or directory.
HINT:  The extension must first be installed on the system where PostgreSQL is running.
```

The extension is named vector , not pgvector.

Thank you, I didn't notice that! I had just verified that your list contained `pgvector`, and assumed the extension would have the same name.""",
      T("pgvector"), T("Docker"), T("PostgreSQL"), T("PostGIS"), T("postgis-with-extensions"),
      source="https://github.com/ivanlonel/postgis-with-extensions/issues/32", kind="issue"),
    # ---------------------------------------------------------------- Jupyter
    R("""No module named ipykernel_launcher

Kernel keeps dying, and reinstalling as in #1558 doesn't help.
```
[I 22:20:12.018 NotebookApp] Serving notebooks from local directory: /home/keddad
[I 22:20:12.018 NotebookApp] 0 active kernels 
[I 22:20:12.018 NotebookApp] The Jupyter Notebook is running at: http://localhost:8888/
[I 22:20:12.018 NotebookApp] Use Control-C to stop this server and shut down all kernels (twice to skip confirmation).
[W 22:20:12.585 NotebookApp] /home/keddad/.steampath doesn't exist
[W 22:20:12.587 NotebookApp] /home/keddad/pip doesn't exist
[W 22:20:14.891 NotebookApp] 404 GET /nbextensions/widgets/notebook/js/extension.js?v=20181117222011 (::1) 9.21ms referer=http://localhost:8888/notebooks/Project.ipynb
[I 22:20:15.256 NotebookApp] Kernel started: e33b431f-ed0b-4b81-ae69-f2cbe1ede3ad
/usr/bin/python: No module named ipykernel_launcher
[I 22:20:18.258 NotebookApp] KernelRestarter: restarting kernel (1/5)
```""",
      T("Jupyter"), T("ipykernel"),
      source="https://github.com/jupyter/notebook/issues/4222", kind="issue",
      note="the 404 is a static script the page asked for, not an API (judgement call); the /home and /usr paths are absolute"),
    R("""Jupyter notebook kernel keeps dying

Hello there I am using Ubuntu 14 and downloaded Anaconda to use Jupyter notebook with Python 3. After I type jupyter notebook on the terminal I get following lines. I open a python3 notebook and the kernel keeps dying. I searched about the similar things but could not fix it.

[I 14:18:59.972 NotebookApp] JupyterLab beta preview extension loaded from /home/ecem/anaconda3/lib/python3.6/site-packages/jupyterlab
[I 14:18:59.972 NotebookApp] JupyterLab application directory is /home/ecem/anaconda3/share/jupyter/lab
[I 14:19:00.044 NotebookApp] Serving notebooks from local directory: /home/ecem
[I 14:19:00.044 NotebookApp] 0 active kernels""",
      T("Ubuntu"), T("Anaconda"), T("Jupyter"), T("Python"), T("JupyterLab"),
      source="https://github.com/jupyter/help/issues/410", kind="issue"),
    # ---------------------------------------------------------------- Flask forms
    R("""new view works when using get method, but doesn't work when using post method with 400 bad request error.

When I use flask, both get method and post method work very well. but when I change to flask-user 1.0, only the get method work, all the views requested from post method didn't work. What's wrong. Here is a very simple test that I directly write in the main_views.py, which through 400 error.

@main_blueprint.route("/hello")
def hello():
    return '<form action="/main/echo" method="POST"><input name="text"><input type="submit" value="Echo"></form>'

@main_blueprint.route("/main/echo", methods=['POST'])
def echo():
    return "You said: " + request.form['text']

Here are code:
in main_views.py:

@main_blueprint.route('/main/test', methods=['GET', 'POST'])
def test_page():
    print("***** request is ", request)
    return redirect(url_for('main.home_page'))""",
      T("Flask"), T("Flask-User"), E("POST /main/echo"), E("GET /main/test"), E("POST /main/test"),
      source="https://github.com/lingthio/Flask-User/issues/273", kind="issue",
      note="/hello gives no method; main_views.py is bare"),
    R("""example/flask04-05

`@app.route('/', methods=['GET', 'POST'])` -> `@app.route('/', methods=['GET'])`

fixed e11be913f58173b72df821b19a893e3dec2fefb9""",
      T("Flask"), E("GET /"), E("POST /"),
      source="https://github.com/hidecheck/gae_basics_webapp/issues/3", kind="issue",
      note="example/flask04-05 is a folder; the route's methods before the fix"),
    R("""Flask Form from Aryan9101

Please provide a README.md mentioning how to run the app so that others can learn from your app and can test it.

@Aryan9101 also please provide a suitable commit description. It is always a good practice to provide commit description :)

Aryan9101/run.py:2
```diff
@@ -0,0 +1,3 @@
+#!flask/bin/python
+from app import app
```
try this:

```
if __name__ == "__main__":
  app.run('0.0.0.0', 5005, debug=True)
```

Aryan9101/app/views.py:15
```diff
+WTF_CSRF_ENABLED = True #Important Config that prevents CSRF attacks
+
+@app.route('/')
```
Try changing this to the following:
```
@app.route('/', methods=['POST', 'GET'])
```

So the root route has both GET and POST on the heroku version?""",
      T("Flask"), T("Heroku"), F("Aryan9101/run.py"), F("Aryan9101/app/views.py"),
      E("POST /"), E("GET /"),
      source="https://github.com/fossasia/Flask_Simple_Form/pull/7", kind="issue",
      note="flask/bin/python is a virtualenv's interpreter path; README.md is bare"),
    R("""Method not allowed when trying contact or signup - "POST / HTTP/1.1" 405

Hello, thanks for the tutorial.
When trying the example, testing it using `make deploy`, i'm getting a `"POST / HTTP/1.1" 405 -` so when I submit the form, i get an url with   "Method Not Allowed". 
 I really don't understand why i'm getting this error but i'm just learning `flask` and `Flask-WTF`.
All the dependencies are installed and i'm not getting any other errors or warnings. Any thoughts?

I had the same error.

It seems that for my case the issue was the
action = "/" in the form tag in contact.jinja2 file.

So now is just like that:
`<form method="POST">`""",
      T("Flask"), T("Flask-WTF"),
      source="https://github.com/hackersandslackers/flask-wtform-tutorial/issues/19", kind="issue",
      note="the 405 request is one no route accepts (judgement call, as 'Cannot GET /'); contact.jinja2 is bare"),
    # ---------------------------------------------------------------- Godot
    R("""Parse errors on Godot 4.4.1 Mono

After loading up the sample project I get the following errors:
Failed to load script "res://addons/MetroidvaniaSystem/Scripts/MetroidvaniaSystem.gd" with error "Parse error".
Failed to load script "res://SampleProject/Scripts/Game.gd" with error "Parse error".
Failed to load script "res://SampleProject/Scripts/Player.gd" with error "Parse error".
Failed to load script "res://addons/MetroidvaniaSystem/Template/Nodes/Minimap.gd" with error "Compilation failed".

After launching the sample project, it crashes with error:
Parser Error: Static function "uid_to_path()" not found in base "GDScriptNativeClass".""",
      T("Godot"),
      source="https://github.com/KoBeWi/Metroidvania-System/issues/101", kind="issue",
      note="Godot's res:// paths are not labelled (the corpus's rule); Mono is the build's flavour"),
    R("""Parser Error: Could not resolve script "res://addons/dialogue_manager/dialogue_manager.gd".

**Parser Error**

I encountered a parser error in Godot while trying to resolve the script located at "res://addons/dialogue_manager/dialogue_manager.gd." The specific error message I received is "Expected identifier after '.' for attribute access." This error prevents me from accessing and utilizing the mentioned script properly. Please investigate and provide guidance on resolving this issue. Thank you!

**Affected version**

- Dialogue Manager version: 2.24.2
- Godot version: v4

**Expected behavior**
A simple dialogue.

Are you using Godot 4.1?""",
      T("Godot"), T("Dialogue Manager"),
      source="https://github.com/nathanhoad/godot_dialogue_manager/issues/283", kind="issue"),
    R("""[4.0] Export on Linux works fine GDScript does not work

I am expeiencing the same issue with Godot 4.0 pre-alpha (current master).

My game works fine in the Editor, nad when exported in Debug mode, but when exported in Release mode - there's a flood of GDscript parsing errors and nothing that requires any scripting doesn't work.

Here's an example of the errors that are present in the Release export's terminal output:

```
CRIPT ERROR: Parse Error: Invalid get index "root" on base Nil
          at: GDScript::reload (res://Assets/Characters/Player.gd:5)
SCRIPT ERROR: Parse Error: Cannot find member "root" in base "null".
          at: GDScript::reload (res://Assets/Characters/Player.gd:5)
SCRIPT ERROR: Parse Error: Too many arguments for "is_action_just_pressed()" call. Expected at most 0 but received 1.
          at: GDScript::reload (res://Assets/Characters/Player.gd:136)
```""",
      T("Linux"), T("GDScript"), T("Godot"),
      source="https://github.com/godotengine/godot/issues/51060", kind="issue"),
    R("""BUG: Failed to load script "res://scenes/autoload/mixer_control.gd" with error "Parse error".

I get this little error when I open the Godot project (rewrite branch)

if it works now then it's probably more a godot / migrating to newer commits thing, so uh, :3c

ah ok""",
      T("Godot"),
      source="https://github.com/cherrythecool/funkin_godot/issues/3", kind="issue"),
    # ---------------------------------------------------------------- iOS builds
    R("""flutter run fails with ios

### Description

It was working until sometime it does not. I don't know what to do , please help.
android build works as expected.

### Logs 

Here is flutter run output: 

```
Running Xcode build...                                                  
Xcode build done.                                           12.4s
Failed to build iOS app
Error output from Xcode build:
↳
    ** BUILD FAILED **


Xcode's output:
↳
    Command CompileSwift failed with a nonzero exit code
    Command CompileSwift failed with a nonzero exit code
```

ios/Podfile :
```
# platform :ios, '9.0'

# CocoaPods analytics sends network stats synchronously affecting flutter build latency.
ENV['COCOAPODS_DISABLE_STATS'] = 'true'

project 'Runner', {
  'Debug' => :debug,
  'Profile' => :release,
  'Release' => :release,
}
```""",
      T("Flutter"), T("iOS"), T("Android"), T("Xcode"), T("CocoaPods"), F("ios/Podfile"),
      source="https://github.com/flutter/flutter/issues/69175", kind="issue",
      note="CompileSwift is a build step's name"),
    R("""flutter build ios failed..

Here is the log:

Automatically signing iOS for device deployment using specified development team in Xcode project: NK22HY3LBA
Running pod install...                                             48.8s
Running Xcode build...                                                  
Xcode build done.                                           25.0s
Failed to build iOS app
Lexical or Preprocessor Issue (Xcode): 'install_plugin/install_plugin-Swift.h' file not found
/Users/scott/.pub-cache/hosted/pub.flutter-io.cn/install_plugin-2.1.0/ios/Classes/InstallPlugin.m:1:8

Encountered error while building for device.

I encountered the same problem

add   use_frameworks!    in your podfile""",
      T("Flutter"), T("iOS"), T("Xcode"), T("CocoaPods"),
      source="https://github.com/hui-z/flutter_install_plugin/issues/73", kind="issue",
      note="pod install for CocoaPods; the missing header is the plugin's generated file, the .m path is in the pub cache"),
    R("""自编译报错 Swift Compiler Error

尝试直接拉1.3.3和1.4.0直接build都不行
版本是xcode 10.1(10B61)，pod version 1.7.5

pod install

> pod install 不行?

需要把Podfile.lock加入到git管理中

此问题在 10.14.6 系统 xcode 11 中已解决

因为没有锁定版本号,所以之前会下载最新的依赖,xcode11 下载依赖对应Swift5.0 我还是建议作者上传 Podfile.lock""",
      T("Swift"), T("Xcode"), T("CocoaPods"), T("Git"),
      source="https://github.com/yanue/V2rayU/issues/145", kind="issue",
      note="a thread in Chinese; pod for CocoaPods; Podfile.lock is bare"),
    R("""iOS Development - `npx pod-install` fails

I had difficulty getting the install step `npx pod-install` to work, it failed with

```
...
configure: error: C compiler cannot create executables
...
```

(Which is obviously quite confusing, given just running `clang`/`cc` in a shell does work)

The solution seems to be run `sudo xcode-select -s /Applications/Xcode.app/Contents/Developer/`. This was on an Intel Mac (Monterey, XCode 13.4.1), as well as a a M1 Mac (Ventura, Xcode 14.2) so it's not related to the host arch.

Adding an issue in case anyone else has the same problem (not sure it's common enough to warrant being added to the README.)""",
      T("iOS"), T("pod-install"), T("Clang"), T("Xcode"),
      source="https://github.com/BlueWallet/BlueWallet/issues/5273", kind="issue",
      note="npx alone does not name npm (the corpus's rule); cc is an everyday utility"),
    # ---------------------------------------------------------------- Terraform
    R("""Basic VPC creation doesn't work.

## Description

I just cloned and init https://github.com/terraform-aws-modules/terraform-aws-vpc/tree/master/examples/simple-vpc
and it will not work properly (see below).

## Versions
 - Terraform:
$ terraform -v
Terraform v1.0.3
on darwin_amd64
+ provider registry.terraform.io/hashicorp/aws v3.51.0
 - Module:
VPC

## Actual behavior
`$ terraform plan
╷
│ Error: Unsupported argument
│ 
│   on main.tf line 16, in module "vpc":
│   16:   name = "k8s-voip"
│ 
│ An argument named "name" is not expected here.
╵`""",
      T("Terraform"), T("AWS"),
      source="https://github.com/terraform-aws-modules/terraform-aws-eks/issues/1499", kind="issue",
      note="the template's notes trimmed; main.tf is bare; darwin_amd64 is a platform string"),
    R("""VPC terraform error in Lesson 2 terraform apply

Executing the terraform apply generates an error that the routes.tf contains an unexpected vpc argument.

starter $ terraform apply
╷
│ Error: Unsupported argument
│ 
│   on modules/vpc/routes.tf line 54, in resource "aws_eip" "nat":
│   54:    vpc = true
│ 
│ An argument named "vpc" is not expected here.

Rerunning the command as per the instructions in the md file does not resolve the issue. The file might no longer be appropriate for the current API version.""",
      T("Terraform"), T("AWS"), F("modules/vpc/routes.tf"),
      source="https://github.com/udacity/Planning-for-High-Availability-and-Incident-Response/issues/18", kind="issue",
      note="AWS as the provider of the aws_eip resource"),
    R("""Error: Unsupported argument

Thank you for a fantastic starter.

Trying to initialise the common-infra directory. 

Fot the life of me, I can't figure out why `init` results in:

```
╷
│ Error: Unsupported argument
│ 
│   on configs/prod.tfvars line 4:
│    4: name        = "common-infra"
│ 
│ An argument named "name" is not expected here.
╵
```

Thanks for the report! Diagnosis: `name` **is** a valid variable of this stack (see `live/common-infra/context.tf`), so `Unsupported argument ... not expected here` on a tfvars file means the file was fed to Terraform as a **backend config** instead of a **variable file**:

- backend settings go with `terraform init -backend-config="./configs/<env>-backend.tfvars"`
- stack variables go with `terraform plan -var-file "./configs/<env>.tfvars"`

Note there is no `configs/prod.tfvars` in the repo — copy `configs/sandbox.tfvars` as a starting point and adapt the values.""",
      T("Terraform"), F("configs/prod.tfvars"), F("live/common-infra/context.tf"),
      F("configs/sandbox.tfvars"),
      source="https://github.com/nanlabs/terraform-aws-starter/issues/30", kind="issue",
      note="the <env> paths are templates"),
    R("""Issue when accessing modules from privately hosted gitlab

### Terraform Version

```
Terraform v0.12.3
+ provider.aws v2.18.0
```

### Terraform Configuration Files

```
provider "aws" {
  region = "eu-west-2"
}

module "resourcetype_aws_vpc_860" {
  # Downloaded from Hashicorp Github and hosted in private gitlab
  # v0.12.3
  source = "git::ssh://git@10.10.20.197/tf_modulesv12/aws_vpc.git"

  cidr = "10.10.0.0/16"
  name = "test"
}
```

### Actual Behavior

```
Error: Unsupported argument

  on main.tf line 9, in module "resourcetype_aws_vpc_860":
   9:   cidr = "10.10.0.0/16"

An argument named "cidr" is not expected here.
```""",
      T("Terraform"), T("AWS"), T("GitLab"), T("GitHub"),
      source="https://github.com/hashicorp/terraform/issues/22015", kind="issue",
      note="the module source is a git URL; main.tf is bare"),
    # ---------------------------------------------------------------- Android builds
    R("""compileSdkVersion is not specified error

While building the project in 101 the following error appears...

FAILURE: Build failed with an exception.

* Where:
Build file '/Users/mcativa/Documents/GitHub/Material Design/material-components-flutter-codelabs/mdc_100_series/android/build.gradle' line: 26

* What went wrong:
A problem occurred evaluating root project 'android'.
> A problem occurred configuring project ':app'.
   > compileSdkVersion is not specified.

-
While the problems ir reported in ./android/build.gradle' it should be fixed in ./android/app/build.gradle next to:
```
targetSdkVersion 28
//Add following
compileSdkVersion 28
```""",
      F("./android/build.gradle"), F("./android/app/build.gradle"),
      source="https://github.com/material-components/material-components-flutter-codelabs/issues/223", kind="issue",
      note="the build file's first path is absolute; 'android' is the root project's name"),
    R("""Compiling fails

FAILURE: Build failed with an exception.

* Where:
Build file '/home/maximilian/code/chaosdoor/node_modules/react-native-background-job/android/build.gradle' line: 15

* What went wrong:
A problem occurred evaluating project ':react-native-background-job'.
> No such property: incremental for class: com.android.build.gradle.internal.CompileOptions_Decorated

I went to line 15 and deleted the the option wich led me to the next problem:

Execution failed for task ':app:processDebugManifest'.
> Manifest merger failed : uses-sdk:minSdkVersion 16 cannot be smaller than version 21 declared in library [chaosdoor:react-native-background-job:unspecified] /home/maximilian/code/chaosdoor/android/app/build/intermediates/exploded-aar/chaosdoor/react-native-background-job/unspecified/AndroidManifest.xml

So I upgraded the minSdkVersion in my android/app/build.gradle to 21.

Now it is compiling

Ok, so to be clear, when you bumped your minSdkVersion it worked? I specify the minimum Android version to the readme. But I guess instructions to bump it in the gradle file should be added as well.

In the **package** I had to delete the following line

 `compileOptions.incremental = false` from `android/build.gradle`""",
      T("react-native-background-job"), T("Android"), T("Gradle"), F("android/app/build.gradle"),
      F("android/build.gradle"),
      source="https://github.com/vikeri/react-native-background-job/issues/3", kind="issue",
      note="the /home paths are absolute, one inside node_modules"),
    # ---------------------------------------------------------------- Phoenix compile errors
    R("""Error trying to run freshly generated application

Hi, I'm looking to try out Phoenix for a new API I'm building, but trying to run `mix phoenix.server` on a freshly generated application gives me the following error:

```
$ mix phoenix.server
Compiled lib/fzc.ex
Compiled web/web.ex
Compiled lib/fzc/repo.ex

== Compilation error on file lib/fzc/endpoint.ex ==
** (CompileError) lib/fzc/endpoint.ex:1: function router/2 undefined
    (stdlib) lists.erl:1336: :lists.foreach/2
    (stdlib) erl_eval.erl:657: :erl_eval.do_apply/6
```

It looks like you generated your application with an older version of phoenix than what `mix deps.get` pulled down. We removed `plug :router, MyApp.Router` in lib/my_app/endpoint.ex` in favor of `plug MyApp.Router`. The easiest solution is the following:

Grab the latest phoenix:

    mix archive.install https://github.com/phoenixframework/phoenix/releases/download/v0.17.0/phoenix_new-0.17.0.ez""",
      T("Phoenix"), T("Mix"), F("lib/fzc.ex"), F("web/web.ex"), F("lib/fzc/repo.ex"),
      F("lib/fzc/endpoint.ex"),
      source="https://github.com/phoenixframework/phoenix/issues/1155", kind="issue",
      note="lib/my_app/endpoint.ex is the generator's placeholder path; the (stdlib) frames are Erlang's"),
    R("""undefined function home_path/2

### Environment

* Elixir version (elixir -v): 1.4.2
* Phoenix version (mix deps): phoenix 1.2.3 (Hex package) (mix)
* NodeJS version (node -v): v6.2.1
* NPM version (npm -v): 3.9.3
* Operating system: OSX

### Expected behavior
Warn me that I need to use sudo. Don't give me an error that makes me think I didn't add the resource to my routes when I did add it. Rails bundler gem will escalate sudo privileges when needed. We should copy that.

I encounter this issue anytime I generate new models:

```
mix phoenix.new test_repo
# Fetch and install dependencies? [Yn] y
cd test_repo
mix ecto.create
mix phoenix.gen.html Post posts body:string word_count:integer
mix phoenix.server
```

Error:
```
Compiling 3 files (.ex)

== Compilation error on file web/controllers/post_controller.ex ==
** (CompileError) web/controllers/post_controller.ex:23: undefined function post_path/2
```""",
      T("Elixir"), T("Phoenix"), T("Hex"), T("Mix"), T("Node.js"), T("npm"), T("macOS"), T("Rails"),
      T("Bundler"), T("Ecto"), F("web/controllers/post_controller.ex"),
      source="https://github.com/phoenixframework/phoenix/issues/2228", kind="issue",
      note="an issue template's environment filled in; OSX for macOS; mix ecto.create for Ecto"),
    R("""undefined function user_o_auth_provider_path/4

```
15:11 $ mix phoenix.server
Compiling 52 files (.ex)

== Compilation error on file web/views/o_auth_provider_view.ex ==
** (CompileError) web/templates/o_auth_provider/index.html.eex:17: undefined function user_o_auth_provider_path/4
    (stdlib) lists.erl:1338: :lists.foreach/2
    (stdlib) erl_eval.erl:670: :erl_eval.do_apply/6
    (elixir) lib/kernel/parallel_compiler.ex:116: anonymous fn/4 in Kernel.ParallelCompiler.spawn_compilers/1
```

Fixed by 6ded309""",
      T("Mix"), T("Phoenix"), F("web/views/o_auth_provider_view.ex"),
      F("web/templates/o_auth_provider/index.html.eex"),
      source="https://github.com/wintermeyer/vutuv/issues/147", kind="issue",
      note="the (elixir) frame is Elixir's own file"),
    # ---------------------------------------------------------------- Spring configuration
    R("""spring boot doesnot read my yml file

Env: Eclipse + sts
I new a Spring Starter Project, I choose `JDBC API, MS SQL Server Driver, Spring Web Starter`.

The first time it creates, errors like this:
Multiple annotations found at this line:
	- Plugin execution not covered by lifecycle configuration: org.apache.maven.plugins:maven-resources-plugin:3.1.0:testResources (execution: default-testResources, 
	 phase: process-test-resources)

I ignore it.

I add resources in the pom file <project><build>,

        <resources>
            <resource>
                <directory>src/main/resources</directory>
                <includes>
                    <include>**/*.yml</include>
                </includes>
                <filtering>false</filtering>
            </resource>
        </resources>

Then I add SQL Server thing in src/main/resources/application.yml""",
      T("Spring Boot"), T("Eclipse"), T("Spring Tool Suite"), T("JDBC"), T("SQL Server"), T("Maven"),
      F("src/main/resources/application.yml"),
      source="https://github.com/spring-projects/spring-boot/issues/17438", kind="issue",
      note="sts for Spring Tool Suite; Maven through its resources plugin; YAML is a data format"),
]
