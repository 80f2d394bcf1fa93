"""A tenth fresh held-out set ("fresh-10"), part two: blog and tutorial paragraphs, reference pages
and release notes -- .NET minimal APIs, EF Core in a Blazor app (one page in Dutch), Sidekiq with
Rails and Redis, Remix loaders, R's Shiny, Next.js route handlers, SvelteKit's form actions (a Q&A answer), and release notes of Tauri, a Tauri
plugin and Electron apps.

Taken from stored public copies of the pages and files at the addresses given, kept as written
(trimmed) and labelled by hand without running the extractor, by the rules of part one
(``--split fresh-10``).
"""

from real_corpus import E, F, R, T  # noqa: F401

SURFACES = {
    "SQL Server": ("sqlserver",),
    "Rails": ("Ruby-on-Rails",),
    "WebAssembly": ("Web Assembly",),
    "ASP.NET": ("ASP .NET",),
}

CASES = [
    # ---------------------------------------------------------------- blogs and tutorials: .NET
    R(""".NET Minimal APIs revolutionized API development by reducing boilerplate code, while Native AOT (Ahead-of-Time compilation) delivers lightning-fast startup times and reduced memory footprint. This guide covers everything you need to master both technologies.
What are Minimal APIs?
Minimal APIs were introduced in .NET 6 as a simplified way to build HTTP APIs without the ceremony of controllers, action methods, and heavy abstractions.
Traditional Controller-Based API
[ApiController]
[Route("api/[controller]")]
public class ProductsController : ControllerBase
{
[HttpGet("{id}")]
public async Task<ActionResult<Product>> GetById(int id)
{
var product = await _productService.GetByIdAsync(id);
if (product == null)
return NotFound();
return Ok(product);
}
}
Minimal API Equivalent
var builder = WebApplication.CreateBuilder(args);
var app = builder.Build();
app.MapGet("/api/products", async (IProductService productService) =>
{
var products = await productService.GetAllAsync();
return Results.Ok(products);
});
app.MapGet("/api/products/{id}", async (int id, IProductService productService) =>
{
var product = await productService.GetByIdAsync(id);
return product is not null ? Results.Ok(product) : Results.NotFound();
});
app.Run();
Key Benefits:
- Less code: ~60% fewer lines compared to controllers
- Modern syntax: Uses latest C# features (pattern matching, top-level statements)""",
      T(".NET"), T("C#"), E("GET /api/products"), E("GET /api/products/{id}"),
      source="https://naveend.in/posts/dotnet-minimal-api-native-aot/", kind="blog",
      note="the controller's route template is not a whole path"),
    R("""From Pluralsight/Building a Data-driving ASP.NET Core 6 Blazor Server Application

Implement a Database with EF Core in an ASP.NET Core Blazor Web App

Create Model classes

Data/Models/Employee.cs

public class Employee
{
    public int Id { get; set; } // Primary Key
    [Required] // even though it's nullable, this property is required
    [StringLength(50)]
    public string? FirstName { get; set; }
    public int? DepartmentId { get; set; } // Foreign Key
    public Department? Department { get; set; }
}

Data/Models/Department.cs

Implement a DbContext

dotnet add package microsoft.entityframeworkcore.sqlserver

Data/EmployeeManagerDbContext.cs

public class EmployeeManagerDbContext : DbContext
{
    /*
    In previous versions of C#, Employees would throw a null warning here.
    */
    public DbSet<Employee> Employees { get; set; }
}

Register the DbContext in DI

Program.cs

builder.Services.AddDbContext<EmployeeManagerDbContext>(
    opt => opt.UseSqlServer(builder.Configuration.GetConnectionString("EmployeeManagerDb")));""",
      T("ASP.NET"), T("Blazor"), T("Entity Framework"), T("C#"), T("SQL Server"), T(".NET"),
      F("Data/Models/Employee.cs"), F("Data/Models/Department.cs"),
      F("Data/EmployeeManagerDbContext.cs"),
      source="https://chriscodes.net/notes/asp.net/ef-core/implement-a-database", kind="blog",
      note="Program.cs is a bare file name; the package names SQL Server's provider"),
    R("""Blazor CRUD minimal API
Inleiding
In de Blazor CRUD post hebben we beschreven hoe we een ASP .NET Core hosted Blazor Web Assembly App bouwen. Daarbij worden Web API server controllers aangeroepen door een WASM (WebAssembly) client waarbij de Web API server controllers CRUD(Create/Read/Update/Delete)-acties uitvoeren op een gegevensbron. De gegevensbron kan, afhankelijk van de implementatie, een list<T> in het intern geheugen zijn of een tabel in een SQL Server database.
De applicatie gaan we in deze post opnieuw bouwen. De functionaliteit blijft verder helemaal hetzelfde, maar we gaan gebruik maken van een aantal .Net 6 / C# 10-features. Zo worden op de server de CRUD-acties door Minimal APIs gedaan.
De Visual Studio ASP .NET Core hosted-optie gebruiken we in dit voorbeeld niet. We maken in plaats daarvan een aparte minimal API server-solution en een aparte WASM (WebAssembly) client-solution.
Server – minimal API
Voor de te bouwen solutions maken we gebruik van Visual Studio 2022. We creëren voor de minimal API server-solution een nieuw project en we gebruiken de ASP .NET Core Web API-project template. De voorbeeldcode kun je hier en hier in Github terugvinden.""",
      T("Blazor"), T("ASP.NET"), T("WebAssembly"), T("SQL Server"), T(".NET"), T("C#"),
      T("Visual Studio"), T("GitHub"),
      source="https://mrasoft.nl/blazor-crud-minimal-api", kind="blog",
      note="a technical page in Dutch; ASP .NET written with a blank"),
    # ---------------------------------------------------------------- blogs: Sidekiq
    R("""Ruby on Rails Tutorial: Background Jobs with Sidekiq & Redis

By default, when you generate a new Ruby on Rails application, Active Job initializes its queue backend using the :async adapter. The async adapter runs background jobs entirely in memory using an internal Ruby thread pool. While this setup works perfectly for local development because it requires zero configuration, it introduces a critical structural vulnerability for production deployments.

To run background processing reliably in production environments, you must decouple your queues entirely from your application memory space. The gold standard for high-performance, enterprise-grade queuing in the Rails ecosystem is Sidekiq, backed by an in-memory Redis key-value data store. In this comprehensive tutorial, we will configure Sidekiq from the ground up, look at how it maps data into Redis structures, explore parallel multi-threaded worker patterns, and implement prioritized multi-queue architectures.""",
      T("Rails"), T("Active Job"), T("Ruby"), T("Sidekiq"), T("Redis"),
      source="https://mail.cosmiclearn.com/rails/sidekiq-redis.php", kind="blog"),
    R("""Sidekiq and Redis in Ruby-on-Rails

Handle background processing and job queuing

What is Sidekiq

  • Background job processing in Rails applications, designed to help manage worker processes asynchronously

Create an initializer file for Sidekiq (e.g., config/initializers/sidekiq.rb):

Sidekiq.configure_server do |config|
config.redis = { url: ENV["REDIS_URL"] || "redis://localhost:6379/0" }

What is Redis

  • Key value pairs that use in-memory for storing data as a database (cache) to give high-performance, single-threaded

Creating a Worker

Create a worker class that defines the background job. Workers are classes that include the Sidekiq::Worker module and a perform method

# app/workers/my_worker.rb
class MyWorker
include Sidekiq::Worker

Sidekiq Job Enqueue

In Sidekiq, jobs are enqueued using the perform_async method, which is part of the Sidekiq API provided in Sidekiq::Worker module

# app/controllers/my_controller.rb""",
      T("Sidekiq"), T("Redis"), T("Rails"),
      F("config/initializers/sidekiq.rb"), F("app/workers/my_worker.rb"),
      F("app/controllers/my_controller.rb"),
      source="https://hanwenzhang123.medium.com/sidekiq-and-redis-in-ruby-on-rails-fbbb72a34732", kind="blog"),
    R("""Background job processing is essential for any production application. Tasks like sending emails, processing images, generating reports, and syncing data should not block the request-response cycle. Sidekiq is the most popular background job framework for Ruby, using Redis for fast, reliable job queuing.
How Sidekiq Works
Sidekiq uses a multi-threaded architecture with Redis as the job store.
flowchart LR
App["Rails App"] -->|push job| Redis["Redis Queue"]
Redis -->|fetch job| W1["Sidekiq Worker 1"]
Add Sidekiq and Redis to your Gemfile:
# Gemfile
gem 'sidekiq' # Background job processing
gem 'sidekiq-cron' # Scheduled/recurring jobs
gem 'redis', '>= 4.0' # Redis clientbundle installConfiguring Sidekiq
Create the Sidekiq configuration file:
# config/sidekiq.yml
---
# Number of worker threads per Sidekiq process
:concurrency: 10
Configure the Redis connection:
# config/initializers/sidekiq.rb
Sidekiq.configure_server do |config|
config.redis = {
url: ENV.fetch('REDIS_URL', 'redis://localhost:6379/0'),
}
end
Creating Workers
Define a basic Sidekiq worker:
# app/workers/email_notification_worker.rb
class EmailNotificationWorker
include Sidekiq::Worker""",
      T("Sidekiq"), T("Ruby"), T("Redis"), T("Rails"), T("sidekiq-cron"),
      F("config/sidekiq.yml"), F("config/initializers/sidekiq.rb"),
      F("app/workers/email_notification_worker.rb"),
      source="https://oneuptime.com/blog/post/2026-02-20-ruby-sidekiq-background-jobs/view", kind="blog",
      note="the flowchart is Mermaid's, not named"),
    # ---------------------------------------------------------------- blogs: Remix
    R("""Understanding Action and Loader in Remix

According to official Remix documentation:

Remix is a full-stack web framework that lets you focus on the user interface and work through web standards to deliver a fast, slick, and resilient user experience.

Remix.js emerges as a robust framework offering a fresh perspective on web development, emphasizing server-rendered React applications with an intuitive approach to routing, data management, and performance optimization.

Let’s start with a fresh Remix project. Create a Remix project running the given command:

npx create-remix@latest --template remix-run/remix/templates/vite

This is how its root.tsx file actually looks:

import {
  Links,
  Meta,
  Outlet,
  Scripts,
} from "@remix-run/react";
import tailwindStyles from "./tailwind.css";
import type { LinksFunction } from "@remix-run/node";

Note: I have configured Tailwind in this project; you should not worry about this in this tutorial.

You can see the index page under the /app/routes folder as _index.tsx""",
      T("Remix"), T("React"), T("Vite"), T("Tailwind"), F("./tailwind.css"),
      source="https://www.ujjwalbasnet.com.np/blog/understanding-action-and-loader-in-remix", kind="blog",
      note="root.tsx and _index.tsx are bare file names; /app/routes is a folder"),
    # ---------------------------------------------------------------- reference pages: Shiny
    R("""23 Performance

A Shiny app can support thousands or tens of thousands of users, if developed the right way. But most Shiny apps are quickly thrown together to solve a pressing analytic need, and typically begin life with poor performance. This is a feature of Shiny: it allows you to quickly prototype a proof of concept that works for you, before figuring out how to make it fast so many people can use it simultaneously.

We’ll begin with a metaphor: thinking about a Shiny app like a restaurant. Next, you’ll learn how to benchmark your app, using the shinyloadtest package to simulate many people using your app at the same time.

Then you’ll learn how to profile your app using the profvis package to identify slow parts of your R code. Profiling lets you see exactly where your code is spending its time, so you can focus your efforts where they’re most impactful.

Special thanks to my RStudio colleagues Joe Cheng, Sean Lopp, and Alan Dipert, whose RStudio::conf() talks were particularly helpful when writing this chapter.""",
      T("Shiny"), T("shinyloadtest"), T("profvis"), T("R"),
      source="https://mastering-shiny.org/performance.html", kind="docs",
      note="RStudio here is the company whose conference is named"),
    R("""Recap

Let’s quickly recap what we have learned in this tutorial.

Every Shiny app has a webpage that the user visits, and behind this webpage there is a computer that serves this webpage by running R.

When running your app locally, the computer serving your app is your computer.

When your app is deployed, the computer serving your app is a web server.

Each app is comprised of two components, a UI and a server.

  • The UI is ultimately built with HTML, CSS, and JavaScript. However, you as the Shiny developer do not need to know these languages. Shiny lets R users write user interfaces using a simple, familiar-looking API.

  • The server function contains the instructions to map user inputs to outputs.

In this tutorial you will be developing your apps in Posit Cloud projects, but once you’re done with the tutorial you might consider developing your apps in the RStudio IDE.""",
      T("Shiny"), T("R"), T("HTML"), T("CSS"), T("JavaScript"), T("Posit Cloud"), T("RStudio"),
      source="https://shiny.posit.co/r/getstarted/build-an-app/hello-shiny/recap.html", kind="docs"),
    # ---------------------------------------------------------------- reference pages: Next.js, SvelteKit
    R("""Route Handlers

Build custom HTTP endpoints in the App Router using Web Request and Response APIs

Overview

Route Handlers define API endpoints inside the App Router using a route.ts file. They export functions named after HTTP methods (GET, POST, etc.) and use the standard Web Request and Response objects. Use them for webhooks, third-party integrations, or JSON APIs consumed by clients.

Syntax / Usage

Create app/api/<name>/route.ts and export one function per HTTP method. Handlers receive a Request and can read params from the second argument.

// app/api/posts/route.ts
import { NextRequest, NextResponse } from 'next/server'

export async function GET(request: NextRequest) {
  const query = request.nextUrl.searchParams.get('q')
  const posts = await db.post.findMany({ where: { title: { contains: query } } })
  return NextResponse.json(posts)
}

Control caching — handlers are dynamic by default; opt into static caching:

// app/api/config/route.ts
export const dynamic = 'force-static'

Common Mistakes

  • Defining a Route Handler and a page.tsx in the same segment folder (conflict)
  • Forgetting to await request.json() before reading the body""",
      T("Next.js"), F("app/api/posts/route.ts"), F("app/api/config/route.ts"),
      source="https://stackademic.com/learn/learn-nextjs/route-handlers", kind="docs",
      note="a route handler's path comes from its folder and is not written with its method; app/api/<name>/route.ts is a pattern"),
    R("""What are SvelteKit form actions?

Answer

Form actions in SvelteKit are server-side functions that handle HTML form submissions. Defined in +page.server.js: export const actions = { default: async ({ request, cookies }) => { const data = await request.formData(); const email = data.get('email'); await createUser(email); redirect(303, '/dashboard'); }, login: async ({ request }) => { ... }, logout: async ({ cookies }) => { cookies.delete('session'); } };. In the page, use HTML forms: <form method="POST"><input name="email"><button>Submit</button></form>. For named actions: <form method="POST" action="?/login">. Use the enhance action for progressive enhancement — works without JavaScript (pure HTML form) and enhances with client-side JavaScript when available. Return validation errors: return fail(400, { errors: { email: 'Invalid' } }). Form actions are SvelteKit's server-first approach to mutations.""",
      T("SvelteKit"), T("JavaScript"),
      source="https://techbaithak.com/interview-questions/svelte-sveltekit/what-are-sveltekit-form-actions", kind="qa",
      note="+page.server.js is a bare file name; HTML forms named in passing; the redirect's path is no route"),
    # ---------------------------------------------------------------- release notes: Tauri
    R("""tauri@2.0.0-rc.10

Dependencies

  • Upgraded to tauri-utils@2.0.0-rc.9
  • Upgraded to tauri-runtime@2.0.0-rc.9
  • Upgraded to tauri-runtime-wry@2.0.0-rc.9
  • Upgraded to tauri-macros@2.0.0-rc.8
  • Upgraded to tauri-build@2.0.0-rc.9
  • d9c8d3cc8 (#10902 by @Legend-Master) Update infer to 0.16, tray icon to 0.17, urlpattern to 0.3, image to 0.25

Breaking Changes

  • faa259bac (#10907 by @lucasfernog) The Assets::iter function now must return a iterator with Item = (Cow<'_, str>, Cow<'_, [u8]>) to be more flexible on contexts where the assets are not 'static.""",
      T("Tauri"),
      source="https://tauri.app/release/tauri/v2.0.0-rc.10/", kind="changelog",
      note="the crates Tauri depends on are not labelled"),
    R("""v2.0.8

Upgrade tauri to 2.0.0-beta.24, tauri-build to 2.0.0-beta.19

Latest version of tauri seems to break the code in this crate.

Had to update spawn command code: on_event: Channel, -> on_event: Channel<JSCommandEvent>,

Fixed this PR: #1

Also replaced zod with valibot in order to reduce bundle size in another project.

Full Changelog: v2.0.7...v2.0.8""",
      T("Tauri"), T("Zod"), T("Valibot"),
      source="https://github.com/HuakunShen/tauri-plugin-shellx/releases/tag/v2.0.8", kind="changelog"),
    # ---------------------------------------------------------------- release notes: Electron
    R("""v2.32.1

2.32.1 (2026-11-15)

Bug Fixes

  • deps: bump electron to 45.3.2 to stop the screen share crash (#3213) (6802c64)

Thanks

Big thanks to @KimP0ssible-no for contributing to this release.""",
      T("Electron"),
      source="https://github.com/IsmaelMartinez/teams-for-linux/releases/tag/v2.32.1", kind="changelog"),
    R("""2.1.0

This release is for staging builds only.

Highlights

  • Electron upgraded: v37.4.0+wvcus -> v38.0.0+wvcus
  • Fixed Windows Crash on Version 2.0.0 by upgrading @rize-io/active-win: 8.1.1-beta.24 -> @rize-io/get-windows: 9.1.1""",
      T("Electron"), T("Windows"),
      source="https://github.com/rize-io/lua-staging/releases/tag/v2.1.0", kind="changelog"),
    R("""electron v21.0.0-beta.2

Note: This is a beta release. Please file new issues for any bugs you find in it.
This release is published to npm under the beta tag and can be installed via npm install electron@beta
, or npm install electron@21.0.0-beta.2
.
Release Notes for v21.0.0-beta.2
Fixes
- Fixed a crash when switching origins with emulation settings set. #35488""",
      T("Electron"), T("npm"),
      source="https://github.com/electron/electron/releases/tag/v21.0.0-beta.2", kind="changelog"),
    R("""chore(deps): update electron to v36.2.0 #1993

This PR contains the following updates:

Package Change Age Adoption Passing Confidence
electron 36.1.0 -> 36.2.0 age adoption passing confidence

Release Notes

electron/electron (electron)

v36.2.0: electron v36.2.0

Release Notes for v36.2.0

Fixes

  • Fixed a crash that could occur when opening some dialogs as windows are closing on macOS. #46951 (Also in 35, 37)
  • Fixed an issue where webContents.print did not work as expected when mediaSize was not passed. #46972 (Also in 37)
  • Fixed log files written to the current working directory on Windows. #46912 (Also in 35, 37)
  • Fixed xdg portal version detection for file dialogs on linux. #46923 (Also in 35, 37)

📅 Schedule: Branch creation - Between 12:00 AM and 03:59 AM, only on Monday ( * 0-3 * * 1 ) (UTC)""",
      T("Electron"), T("macOS"), T("Windows"), T("Linux"),
      source="https://github.com/gitify-app/gitify/pull/1993", kind="changelog",
      note="the update bot is not named in the text kept"),
    R("""v0.1.2

Many fixes and some updates!

  • Fixed loading languages picker window
  • Fixed page width (scrollbar was shown incorrectly)
  • Fixed app crash on null description
  • Updated Electron to version 0.33
  • Enabled to search with multi-words

Platforms: OS X, Linux, Windows""",
      T("Electron"), T("macOS"), T("Linux"), T("Windows"),
      source="https://github.com/rhysd/Trendy/releases/tag/v0.1.2", kind="changelog"),
]
