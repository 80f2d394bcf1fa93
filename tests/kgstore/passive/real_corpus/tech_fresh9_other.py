"""A ninth fresh held-out set ("fresh-9"), part two: blog and tutorial paragraphs, reference pages
and changelogs -- Laravel routing and Sanctum, Spring's mapping annotations (one page in Korean),
Riverpod for Flutter, Polars beside pandas and PyArrow, the NGINX ingress controller's rewrites,
and changelogs of the Terraform AWS provider and modules, Oban and the Sentry Elixir SDK.

Taken from stored public copies of the pages and files at the addresses given, kept as written
and labelled by hand without running the extractor, by the rules of part one
(``--split fresh-9``).
"""

from real_corpus import E, F, R, T  # noqa: F401

SURFACES = {
    "AWS Lambda": ("aws_lambda_function", "Lambda"),
    "Laravel Sanctum": ("Sanctum",),
}

CASES = [
    # ---------------------------------------------------------------- blogs and tutorials: Laravel
    R("""Simple Auth for SPAs and APIs
Sanctum is lighter than Passport. Perfect for most apps.
Installation
composer require laravel/sanctum
php artisan vendor:publish --provider="Laravel\\Sanctum\\SanctumServiceProvider"
php artisan migrate
SPA Authentication (Cookies)
For same-domain SPAs:
// routes/api.php
Route::middleware('auth:sanctum')->group(function () {
Route::get('/user', fn() => auth()->user());
});
// Frontend - get CSRF cookie first
await fetch('/sanctum/csrf-cookie');
// Then login
await fetch('/login', {
method: 'POST',
credentials: 'include',
body: JSON.stringify({ email, password })
});
// Authenticated requests work automatically
const user = await fetch('/api/user', {
credentials: 'include'
}).then(r => r.json());""",
      T("Laravel Sanctum"), T("Composer"), T("PHP"), T("Artisan"),
      F("routes/api.php"), E("GET /user"), E("POST /login"),
      source="https://guidecache.com/guides/laravel-sanctum-authentication", kind="blog",
      note="the route file's /api prefix is not written on the route; fetch calls without a method are not labelled; Sanctum is Laravel's package; Passport (Laravel's, here) is not labelled: the lexicon's Passport is another library"),
    R("""Laravel Sanctum
Laravel Sanctum provides a lightweight authentication system for SPAs (single page applications), mobile applications, and simple, token-based APIs
If you build single page application with Vue, React, or Angular then you can use the Sanctum for REST API validation.
You can do the API authentication with a few lines of code.
Installation
(1) First install the sanctum using composer
composer require laravel/sanctum
(2) Publish configuration and migration files
php artisan vendor:publish --provider="Laravel\\Sanctum\\SanctumServiceProvider"
(3) Run the database migration
php artisan migrate
(4) if you plan to utilize Sanctum to authenticate a SPA, you should add Sanctum’s middleware to your API middleware group within your application’s app/Http/Kernel.php
file:
How to register a new user
App\\Http\\Controllers\\UserController.php
public function register(Request $request)
{
$fields = $request->validate([
'name' => 'required|string',
]);
return response()->json(['token' => $user->createToken('tokens')->plainTextToken], 200);
}
routes\\api.php
Route::post('/user/register', 'App\\Http\\Controllers\\UserController@register');
Testing the code with Postman""",
      T("Laravel Sanctum"), T("Laravel"), T("Vue"), T("React"), T("Angular"), T("REST"),
      T("Composer"), T("PHP"), T("Artisan"), T("Postman"), F("app/Http/Kernel.php"),
      F("App\\Http\\Controllers\\UserController.php"), F("routes\\api.php"),
      E("POST /user/register"),
      source="https://www.codekayak.net/laravel-sanctum/", kind="blog",
      note="paths written with backslashes"),
    R("""404 Not Found? Route Order Matters in Laravel
Have you ever encountered a frustrating 404 error, even though the route you’re trying to access is clearly defined in your web.php
file? This seemingly illogical behavior can be attributed to the order of route definitions in Laravel.
The Culprit: Route Matching Order
Laravel’s routing system matches incoming URLs to defined routes in the order they appear in your web.php
file. This means routes defined earlier have a higher priority in matching requests.
The Scenario:
Consider the following route definitions:
PHP
// Before (causing 404)
Route::get('/p/{post}', 'PostsController@show'); // Route 1
Route::get('/p/create', 'PostsController@create'); // Route 2
// After (fixes 404)
Route::get('/p/create', 'PostsController@create'); // Route 2 (moved up)
Route::get('/p/{post}', 'PostsController@show'); // Route 1
Troubleshooting Laravel Routes: The Power of php artisan route:list
and php artisan route:clear""",
      T("Laravel"), T("PHP"), T("Artisan"), E("GET /p/{post}"), E("GET /p/create"),
      source="https://blog.echomy.com/index.php/2024/03/05/404-not-found-route-order-matters-in-laravel", kind="blog",
      note="web.php is bare"),
    R("""Route Definitions

In laravel, you will find your "web" routes in routes/web.php and your "API" routes in routes/api.php.

Web routes are those that will be visited by your end users; API routes are those for your API.

Basic route definition

// routes/web.php

aRoute::get('/', function () {
    return 'Hellow, World!';

Many simple websites could be defined entirely within the web routes file. With a few simple GET routes combined with some templates, as shown below:

Route::get('/', function () {
    return view('welcome');
Route::get('/about', function () {
    return view('about');
Route::get('/contact', function () {
    return view('contact');

Route Verbs

GET, POST, PUT, or DELETE are a few of the other route verb option for methods to call on s route definition, as shown below:

Route::post('/', function () {});
Route::put('/', function () {});
Route::delete('/', function () {});
Route::any('/', function () {});

Route Parameters

Route::get('users/{id}/friends', function ($id) {""",
      T("Laravel"), F("routes/web.php"), F("routes/api.php"), E("GET /"), E("GET /about"),
      E("GET /contact"), E("POST /"), E("PUT /"), E("DELETE /"),
      source="https://butlerlegaltech.com/posts/routing-and-controllers", kind="blog",
      note="Route::any has no one method; users/{id}/friends has no leading slash"),
    R("""The Hidden Laravel Routing Rule That's Breaking Your Code
Laravel's routing system is elegant and powerful, but there's one crucial detail that isn't immediately obvious in the documentation. When you're working with resource controllers alongside custom routes for the same resource, the order of declaration matters significantly. Let me break this down for you:
// This works correctly ✅
Route::get('posts/featured', 'PostController@featured');
Route::resource('posts', 'PostController');
// This will fail ❌
Route::resource('posts', 'PostController');
Route::get('posts/featured', 'PostController@featured');
Why Does This Happen?
When Laravel processes your routes, it registers them in the exact order they appear in your routes file. Resource routes are particularly special because they expand into multiple route definitions covering all the standard CRUD operations:
GET /posts (index)
GET /posts/create (create)
POST /posts (store)
GET /posts/{post} (show)
GET /posts/{post}/edit (edit)
PUT/PATCH /posts/{post} (update)
DELETE /posts/{post} (destroy)
The problem occurs with the show
route - GET /posts/{post}
. This route contains a wildcard parameter {post}
that will match any segment after /posts/
, including segments like "featured" that you might want to use for custom functionality.""",
      T("Laravel"), E("GET /posts"), E("GET /posts/create"), E("POST /posts"), E("GET /posts/{post}"),
      E("GET /posts/{post}/edit"), E("PUT /posts/{post}"), E("PATCH /posts/{post}"),
      E("DELETE /posts/{post}"),
      source="https://dev.to./dosenngoding/route-declaration-order-laravels-hidden-routing-rule-o4a", kind="blog",
      note="posts/featured is written without its leading slash; PUT/PATCH gives two methods"),
    R("""Basic Routing#

The most basic Laravel routes accept a URI and a closure, providing a very simple and expressive method of defining routes and behavior without complicated routing configuration files:

use Illuminate\\Support\\Facades\\Route;
Route::get('/greeting', function () {    return 'Hello World';});

The Default Route Files#

All Laravel routes are defined in your route files, which are located in the routes directory. These files are automatically loaded by your application's App\\Providers\\RouteServiceProvider. The routes/web.php file defines routes that are for your web interface. These routes are assigned the web middleware group, which provides features like session state and CSRF protection. The routes in routes/api.php are stateless and are assigned the api middleware group.

For most applications, you will begin by defining routes in your routes/web.php file. The routes defined in routes/web.php may be accessed by entering the defined route's URL in your browser. For example, you may access the following route by navigating to in your browser:

use App\\Http\\Controllers\\UserController;
Route::get('/user', [UserController::class, 'index']);

Routes defined in the routes/api.php file are nested within a route group by the RouteServiceProvider. Within this group, the /api URI prefix is automatically applied so you do not need to manually apply it to every route in the file.""",
      T("Laravel"), F("routes/web.php"), F("routes/api.php"), E("GET /greeting"), E("GET /user"),
      source="http://ngoquocdat.com/docs/routing/", kind="docs",
      note="a copy of the framework's routing page; namespaces are not paths"),
    # ---------------------------------------------------------------- blogs: Spring
    R("""REST API Development in Spring Boot

Modern applications rarely operate in isolation. Mobile apps, web frontends, and microservices constantly exchange data. This communication happens almost entirely through APIs, specifically using the REST (Representational State Transfer) architectural style.

Spring Boot makes building REST APIs incredibly elegant by utilizing highly specialized annotations. In this guide, we will break down the entire request lifecycle, internal mechanisms, and build a complete Employee Management API.

It maps standard HTTP Verbs to CRUD operations:

  • GET /employees: Retrieves employee data (Read).
  • POST /employees: Creates a new employee (Create).
  • PUT /employees/101: Updates an employee's data (Update).
  • DELETE /employees/101: Deletes the employee (Delete).

@RestController public class EmployeeController { @GetMapping("/hello") public String hello() { return "Welcome to Learn Here Fun"; } }

@RestController is fundamentally different from the standard @Controller used in Spring MVC.""",
      T("Spring Boot"), T("REST"), T("Spring MVC"), E("GET /employees"), E("POST /employees"),
      E("PUT /employees/101"), E("DELETE /employees/101"), E("GET /hello"),
      source="https://learnherefun.blogspot.com/2026/06/rest-api-development-in-spring-boot.html", kind="blog"),
    R("""마지막은 DELETE 메소드인데,
리소스 삭제에 해당하는 delete는 CRUD에서 D을 담당하고 GET 메소드와 유사하게 databody를 가지지 않는다.
데이터를 변경시키므로 안정성은 지켜지지 않으나, 여러번 삭제해도 삭제된 데이터를 또 삭제할 수는 없으므로 멱등성은 지켜진다.
@DeleteMapping(path = {
"/user/{userName}/delete",
"/user/{userName}/del"}
)
public void delete(
@PathVariable String userName
){
log.info("user-name : {}", userName);
}
위 코드에서 볼 수 있듯이 매우 간단하며, 맵핑되는 주소에는 여러 주소가 올 수 있다는 것을 알 수 있다.
http://localhost:8080/api/user/abcd/del""",
      E("DELETE /user/{userName}/delete"), E("DELETE /user/{userName}/del"),
      source="https://velog.io/@h0jun_ops/WEB-and-Database-4", kind="blog",
      note="a Korean blog; one mapping annotation gives two paths; Spring is never named"),
    # ---------------------------------------------------------------- Flutter
    R("""Riverpod Fundamentals: Providers and the ProviderScope

Riverpod is a compile-safe, testable, and reactive state management framework for Flutter and Dart. Unlike its predecessor Provider, Riverpod eliminates the BuildContext requirement for reading state, catches mistakes at compile time rather than runtime, and makes it trivial to combine and override providers in tests. Every piece of state in a Riverpod app is encapsulated in a provider — a declarative description of how to create a value.

Note: Riverpod comes in two flavours: flutter_riverpod (for Flutter apps) and riverpod (pure Dart). This lesson uses flutter_riverpod. The code-generation package riverpod_generator is optional and covered in a later lesson — here we use the classic annotation-free API to learn the fundamentals.

import 'package:flutter/material.dart';
import 'package:flutter_riverpod/flutter_riverpod.dart';

void main() {
  runApp(
    const ProviderScope(   // Must wrap the entire app
      child: MyApp(),
    ),
  );
}""",
      T("Riverpod"), T("Flutter"), T("Dart"), T("Provider"), T("flutter_riverpod"),
      T("riverpod_generator"),
      source="https://esb1995.com/en/courses/flutter-dart-development/lessons/6kQrep2W", kind="docs",
      note="package: imports are package URIs, not paths of the project"),
    # ---------------------------------------------------------------- changelogs
    R("""v5.23.1
BUG FIXES:
- data-source/aws_lambda_function: Add
vpc_config.ipv6_allowed_for_dual_stack
attribute, fixingInvalid address to set: []string{"vpc_config", "0", "ipv6_allowed_for_dual_stack"}
errors (#34134)""",
      T("AWS Lambda"),
      source="https://github.com/hashicorp/terraform-provider-aws/releases/tag/v5.23.1", kind="changelog",
      note="data-source/aws_lambda_function is a resource's name, not a path"),
    R("""v4.57.1
BUG FIXES:
- resource/aws_lambda_function: Prevent
Provider produced inconsistent final plan
errors produced by nullskip_destroy
attribute value. NOTE: Because the maintainers have been unable to reproduce the reported problem, the fix is best effort and we ask for community support in verifying the fix. (#29812)""",
      T("AWS Lambda"),
      source="https://github.com/hashicorp/terraform-provider-aws/releases/tag/v4.57.1", kind="changelog"),
    R("""v4.0.2
4.0.2 (2022-09-17)
Bug Fixes
- Override docker entrypoint when it exists (#316) (3bb7623)
v4.0.1
4.0.1 (2022-09-01)
Bug Fixes
- Lambda should depend on policy attachments (#327) (b4eef74)
v4.0.0
4.0.0 (2022-08-18)
⚠ BREAKING CHANGES
- Updated AWS provider to v4, added ECR repo force_delete argument in docker-build module (#337)
v3.1.0
3.1.0 (2022-03-28)
Features
- Added support for self managed kafka in event source mapping (#278) (ee41186)
v3.0.1
3.0.1 (2022-03-28)
Bug Fixes
- Removed hard-coded AWS account id in examples (#275) (5ab1383)""",
      T("Docker"), T("AWS Lambda"), T("AWS"), T("Amazon ECR"), T("Kafka"),
      source="https://github.com/terraform-aws-modules/terraform-aws-lambda/releases?page=7", kind="changelog",
      note="Lambda alone names AWS Lambda in an AWS module's changelog"),
    R("""Changelog

All notable changes to Oban are documented in this file.

2.4.3 — 2021-02-07

  • [Oban.Telemetry] Use conf rather than config in meta for :job and :circuit telemtry events.

2.4.2 — 2021-01-28

  • [Oban.Plugins.Stager] Notify queues of all available jobs, not only jobs that were most recently staged. In some circumstances, such as reboot or retries, jobs are available without previously being scheduled.

2.4.0 — 2021-01-26

Centralized Stager Plugin

Queue producers no longer poll every second to stage scheduled jobs. Instead, the new Oban.Plugins.Stager plugin efficiently handles staging from a single location. This reduces overall load on the BEAM and PostgreSQL, allowing apps to easily run hundreds of queues simultaneously with little additional overhead.

In a test with a single Ecto connection and 512 queues the CPU load went from 60.0% BEAM / 21.5% PostgreSQL in v2.3.4 to 0.5% BEAM / 0.0% PostgreSQL.""",
      T("Oban"), T("PostgreSQL"), T("Ecto"), T("BEAM"),
      source="https://hexdocs.pm/oban/2.4.3/changelog.html", kind="changelog",
      note="Oban.Telemetry is Oban's module"),
    R("""v2.13.3

Bug Fixes

  • [Oban] Fix dialyzer for insert/2 and insert_all/2, again.

    The recent addition of a @spec for Oban.insert/2 broke dialyzer in some situations. To prevent this regression in the future, we now include a compiled module that exercises all Oban.insert function clauses for dialyzer.""",
      T("Oban"), T("Dialyzer"),
      source="https://github.com/oban-bg/oban/releases/tag/v2.13.3", kind="changelog"),
    R("""New Features
Bug Fixes
- (oban) Handle non-list stacktraces in Oban error reporter by @whatyouhide in #1071
- (plug) Broader scrubbing by @solnic in #1070
Internal Changes
- (ci) Add Elixir 1.20.0-OTP-29 to the matrix by @solnic in #1075
- Allow usage of hackney 4.x by @sax in #1054
Other
- Prep 13.2.0 by @solnic in #1078
- refa(plug): consolidate access to the plug scrubber by @solnic in #1069
- Bump inspect limit for stacktrace args by @whatyouhide in #1076
- Fix all Elixir 1.20 warnings by @whatyouhide in #1074
- Exclude :bandit domain by default by @dinokovac-river in #1073""",
      T("Oban"), T("Plug"), T("Elixir"), T("Erlang/OTP"), T("hackney"), T("Bandit"),
      source="https://github.com/getsentry/sentry-elixir/releases/tag/13.2.0", kind="changelog",
      note="the Sentry SDK's own name is not in the text; OTP for Erlang/OTP"),
    # ---------------------------------------------------------------- blogs: data frames
    R("""How to Convert Polars to Pandas

Polars has earned its reputation as the faster, more memory-efficient DataFrame library. But the Python data ecosystem was built on Pandas. Scikit-learn expects Pandas DataFrames. Matplotlib’s DataFrame integration assumes Pandas. Your company’s internal tools probably output Pandas objects.

You’ll need to convert between these libraries more often than you’d like. Maybe you’re migrating a legacy codebase incrementally. Maybe a third-party library only accepts Pandas input. Maybe you need a specific Pandas feature that Polars doesn’t replicate.

Basic Conversion with to_pandas()

The to_pandas() method is your primary tool. It works on both DataFrames and Series.

import polars as pl
import pandas as pd

# Create a Polars DataFrame
df_polars = pl.DataFrame({
    "name": ["Alice", "Bob", "Charlie"],
    "age": [25, 30, 35],
})

# Convert to Pandas
df_pandas = df_polars.to_pandas()""",
      T("Polars"), T("pandas"), T("Python"), T("scikit-learn"), T("Matplotlib"),
      source="https://www.application-architect.com/posts/how-to-convert-polars-to-pandas", kind="blog"),
    R("""Polars and PyArrow interop
Why this matters
You'll encounter PyArrow tables in data pipelines (DuckDB, Apache Spark, Pandas with dtype='string[pyarrow]'), and understanding how Polars converts to/from PyArrow without copying data is critical for building memory-efficient ETL workflows. It also explains why Polars is so fast: it's leveraging PyArrow's columnar format directly.
Explanation
What it is: Polars DataFrames are backed by PyArrow arrays at the memory level. This means Polars doesn't have its own memory representation: it uses PyArrow's columnar format directly. You can convert between Polars and PyArrow tables with near-zero overhead.
How it works: When you call df.to_arrow(), Polars returns a reference to the same memory blocks. When you call pl.from_arrow(), Polars creates a DataFrame pointing to those same blocks. The data itself doesn't move.""",
      T("Polars"), T("Apache Arrow"), T("DuckDB"), T("Apache Spark"), T("pandas"),
      source="https://theneuralbase.com/polars/learn/intermediate/polars-and-pyarrow-interop/", kind="blog",
      note="PyArrow for Apache Arrow"),
    # ---------------------------------------------------------------- Kubernetes ingress
    R("""24: Ingress Advanced

Objective

Learn how to use NGINX Ingress annotations for URL rewriting, understand the rewrite-target annotation with regex capture groups, and get an overview of advanced Ingress features available with the managed NGINX Ingress Controller.

The URL Rewriting Problem

In the previous exercise, path-based routing sent requests to backend Services with the original path intact. For example, a request to /api/users was forwarded to the backend as /api/users.

However, many backend applications expect requests at the root path (/). If your API service expects /users but receives /api/users, it returns 404. URL rewriting solves this by stripping or transforming the path prefix before forwarding the request to the backend.

Rewrite Flow

graph LR
    Client["Client"]
    IC["NGINX Ingress Controller"]
    SVC["Backend Service"]

    Client -->|"GET /api/users"| IC
    IC -->|"rewrite-target: /$2<br/>GET /users"| SVC""",
      T("ingress-nginx"), E("GET /api/users"), E("GET /users"),
      source="https://training-k8s-aks-basic.pages.dev/docs/24-ingress-advanced", kind="docs",
      note="a course page; the diagram's requests give their method"),
    R("""Understanding Rewrite Function in Ingress Controllers (NGINX vs Traefik)
Overview
The rewrite function in Ingress controllers controls how the request path is forwarded to the backend service.
It doesn’t change how Kubernetes routes traffic — it changes what path the backend application receives.
If you hit /something, rewrite decides whether the backend receives /something or /.
1️⃣ NGINX Ingress Controller
Default behavior
NGINX forwards the full path exactly as the client sends it.
and you access:
curl -H "Host: example.com" http://<IP>/app
then NGINX forwards the request to backend as:
/app
If the backend doesn’t have /app defined, it returns 404.
Adding Rewrite Target
To fix that, you add:
nginx.ingress.kubernetes.io/rewrite-target: /
Now NGINX rewrites every incoming /app to / before sending it to the backend.
2️⃣ Traefik Ingress Controller
Traefik always passes the path exactly as matched — it does not rewrite or strip anything by default.""",
      T("ingress-nginx"), T("Nginx"), T("Traefik"), T("Kubernetes"),
      source="https://nectar.ibtisam-iq.com/containers-orchestration/kubernetes/03-networking/ingress-rewrite-concept", kind="blog",
      note="paths without methods; curl is a utility"),
]
