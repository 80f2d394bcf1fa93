"""A twenty-sixth fresh held-out set ("fresh-26"), the other texts (no GitHub issues): changelogs and release notes of a
REST client framework, discutext-api, monggregate, python-dogecoin, annotes and simple-toml-settings; documentation pages
and READMEs -- LaraCoreKit's Sanctum page, Next.js route handlers in an agent-skills repository, a Vue Router setup guide,
a DeepWiki page on a Vue 3 entry point, three Node.js/Express/MongoDB READMEs, a Node.js module-error reference and a
Python glossary entry; posts and tutorials on Laravel Sanctum routes, Spring Boot REST APIs (twice) and Thymeleaf, Rails
resources, NGINX with PHP-FPM, Django static files behind Gunicorn, CORS in Express and Django, pytest's conftest.py,
Docker networking, WSL's localhost, PHP against ASP.NET and a missing Express route; answers on an undefined prop in
React and on .map() over undefined state; news of TypeScript's first release (twice) and of Kotlin 1.8.

Taken from stored public copies of the pages and files at the addresses given, kept as written (trimmed) and labelled
by hand without running the extractor, by the rules of the earlier sets (``--split fresh-26``).
"""

from real_corpus import E, F, R, T  # noqa: F401

SURFACES = {  # only for a label whose canonical name does not occur in the text in any spelling
    "Spring Boot Actuator": ("Actuator",),
    "Material for MkDocs": ("mkdocs-material",),
    "Apache HTTP Server": ("Apache2",),
    "Thonny": ("Thommy",),
}

CASES = [
    # ---------------------------------------------------------------- changelogs
    R("""# Changelog

All notable changes to this project will be documented in this file.

The format is based on [Keep a Changelog](https://keepachangelog.com/en/1.1.0/),
and this project adheres to [Semantic Versioning](https://semver.org/spec/v2.0.0.html).

## [Unreleased]

- Updating pydantic-core (2.20.1 -> 2.23.4)
- Updating rich (13.8.0 -> 13.9.1)
- Updating urllib3 (2.2.2 -> 2.2.3)
- Updating pydantic (2.8.2 -> 2.9.2)
- Updating platformdirs (4.2.2 -> 4.3.6)
- Updating pydantic-settings (2.4.0 -> 2.5.2)

## [0.1.1] - 2024-08-05

### Added

- py.typed marker

## [0.1.0] - 2024-06-24

- _First release._""",
      T("pydantic-core"), T("Rich"), T("urllib3"), T("Pydantic"), T("platformdirs"), T("pydantic-settings"),
      source="https://github.com/wtfo-guru/rest-api-client-framework/blob/064ad9a397951dcdc39b8f392cfa681f7a916811/CHANGELOG.md",
      kind="changelog",
      note="the markdownlint comment line above the title cut; py.typed is a bare marker file name, not a path"),
    R("""# Changelog

All notable changes to this project will be documented in this file.

The format is based on [Keep a Changelog](https://keepachangelog.com/en/1.1.0/),
and this project adheres to [Semantic Versioning](https://semver.org/spec/v2.0.0.html).

## [Unreleased]

### Added

- Add Dockerfile
- Add CHANGELOG.md 🔥

## [1.0.0] - 2025-01-25

### Changed

- Pydantic 1 -> Pydantic 2
- Python 3.9 -> Python 3.12
- Switch to `uv`""",
      T("Pydantic"), T("Python"), T("uv"),
      source="https://github.com/CloudNiner/discutext-api/blob/d4ae5d6911a4fa8240faadda690b038f3b5a0acb/CHANGELOG.md",
      kind="changelog",
      note="'Add Dockerfile' names a file, not Docker by name: Docker not labelled; Dockerfile and CHANGELOG.md are bare "
           "file names"),
    R("""# Release Notes

## 0.14.0

### Upgrades

* Make package compatible with pydantic V2

### Refactoring

* Use an import trick to still use pydantic V1 even on environments using pydantic V2
* Centralized pydantic import into base.py in order to avoid having to use import trick on multiple files

### Documentation

* Updated readme to better reflect current state of the pacakge.
* Started a changelog ! :champagne:
* Major change in the doc""",
      T("Pydantic"),
      source="https://github.com/VianneyMI/monggregate/blob/b97126823816050ba6a10338f7ba5ecd042e9fe5/changelog.md",
      kind="changelog",
      note="monggregate's own name is not in the text; base.py is a bare file name"),
    # ---------------------------------------------------------------- docs and tutorials with routes
    R("""<?php
use Illuminate\\Support\\Facades\\Route;
Route::post('/login', [LoginController::class, 'login']);
Route::middleware('auth:sanctum')->group(function () {
Route::get('/user', fn (Request $request) => $request->user());
Route::post('/logout', [LoginController::class, 'logout']);
Route::get('/posts', [PostController::class, 'index']);
Route::middleware('ability:posts:write')->group(function () {
Route::post('/posts', [PostController::class, 'store']);
Route::put('/posts/{post}', [PostController::class, 'update']);
});
});
<?php
// In controller
public function store(Request $request)
{
if ($request->user()->tokenCan('posts:write')) {
// User has permission
}
// Or use middleware
}
Laravel Sanctum provides lightweight API authentication for SPAs and mobile apps.""",
      T("PHP"), T("Laravel"), T("Laravel Sanctum"),
      E("POST /login"), E("GET /user"), E("POST /logout"), E("GET /posts"), E("POST /posts"), E("PUT /posts/{post}"),
      source="https://codesnips.io/655-laravel-sanctum-for-api-authentication", kind="blog",
      note="the routes are labelled as written: the snippet names no routes file, so no /api prefix is written; PHP from "
           "the <?php openers of the PHP code; the LoginController class above cut"),
    R("""# API Authentication (Sanctum)
Estimated time: 8 minutes
Difficulty: Intermediate
LaraCoreKit uses Laravel Sanctum for API authentication — lightweight, stateless token authentication perfect for mobile apps, SPAs, and third-party integrations.
How Sanctum Works
1. Client sends email + password to POST /api/tokens
2. Server validates and returns a plaintext token
3. Client stores the token (localStorage, secure cookie, etc.)
4. Client includes the token in the Authorization header
5. Server validates on protected routes
Configuration
Sanctum is pre-configured. Verify in .env:
SANCTUM_STATEFUL_DOMAINS=localhost,127.0.0.1,laracorekit.com
And in config/auth.php, the API guard should use Sanctum:
'guards' => [
'api' => [
'driver' => 'sanctum',
'provider' => 'users',
],
],
Issue a Token
// routes/api.php
Route::post('/tokens', function (Request $request) {
$request->validate([
'email' => 'required|email',
'password' => 'required',
'device_name' => 'required|string',
]);
$user = User::where('email', $request->email)->first();
if (!$user || !Hash::check($request->password, $user->password)) {
return response()->json([
'message' => 'The provided credentials are incorrect.'
], 401);
}
return response()->json([
'token' => $user->createToken($request->device_name)->plainTextToken,
'user' => $user->only('id', 'name', 'email'),
]);
});
Authenticating Requests
In JavaScript:
const response = await fetch('/api/user', {
headers: {
'Authorization': `Bearer ${token}`,
'Accept': 'application/json',
}
});""",
      T("LaraCoreKit"), T("Laravel"), T("Laravel Sanctum"), T("JavaScript"),
      F("config/auth.php"), F("routes/api.php"),
      E("POST /api/tokens"),
      source="https://www.laracorekit.com/docs/api/sanctum", kind="docs",
      note="Route::post('/tokens') in routes/api.php is the POST /api/tokens the text writes, labelled once as the full "
           "path; fetch('/api/user') with headers only writes no method, not labelled (the set's check wants the method "
           "written); the curl examples on the site's own URL cut; Laravel, named "
           "in 'Laravel Sanctum', is the kit's framework (its route code), labelled; .env is a bare file name"),
    R("""SpringBoot Chapter 3 : Building REST API's (Key Annotations)
In this post, I will try to cover all the important annotations required to build a fairly simple Backend application. Hence for this post, I am considering building Backend API’s for a Todo Application. The reason for this is that the requirements are fairly simple and we don’t have to worry about complexity of the project itself.
🧠 1. Project Requirements
To build a TODO backend connected to a MySQL database, following clean layered architecture (controller, service, repository, model), and using Spring Data JPA.
✅ API Endpoints
A TODO App Backend with the following REST endpoints:
HTTP Method | Endpoint | Description |
---|---|---|
GET | /todos | Get all todos |
GET | /todos/{id} | Get todo by ID |
POST | /todos | Create a new todo |
PUT | /todos | Update existing todo |
DELETE | /todos/{id} | Delete todo by ID |
🗂 Project Structure
src.main.java.com.example.todoapp
├── controller
│ └── TodoController.java
├── service
│ └── TodoService.java
├── repository
│ └── TodoRepository.java
├── model
│ └── Todo.java
└── TodoAppApplication.java
Dependencies for Web, MySQL and JPA
<!-- Spring Boot Starter Web -->
<dependency>
<groupId>org.springframework.boot</groupId>
<artifactId>spring-boot-starter-web</artifactId>
</dependency>
<!-- Spring Data JPA -->
<dependency>
<groupId>org.springframework.boot</groupId>
<artifactId>spring-boot-starter-data-jpa</artifactId>
</dependency>
<!-- MySQL Connector -->
<dependency>
<groupId>com.mysql</groupId>
<artifactId>mysql-connector-j</artifactId>
<scope>runtime</scope>
</dependency>""",
      T("Spring Boot"), T("MySQL"), T("Spring Data JPA"), T("REST"),
      E("GET /todos"), E("GET /todos/{id}"), E("POST /todos"), E("PUT /todos"), E("DELETE /todos/{id}"),
      source="https://deltadynamo.github.io/blog/building-rest-apis-todo", kind="blog",
      note="'SpringBoot' is Spring Boot; REST from the title's noun phrase \"REST API's\"; the tree's .java files are "
           "bare names under a dotted package path, not labelled; Maven coordinates (spring-boot-starter-web, "
           "mysql-connector-j) are dependency ids, left for Spring Boot and MySQL; the table of contents cut"),
    R("""Project Name: Employee Management System (EMS)
Project Description
Build
a RESTful API for managing employees using Spring Boot, JPA, H2
(in-memory DB), validation, global exception handling, and Actuator
monitoring.
Requirements / Tasks to Complete
1. Setup & Basic Structure
- Create Spring Boot project (Maven, Java 17 or 25).
- Add dependencies: spring-boot-starter-web,
spring-boot-starter-data-jpa, h2, spring-boot-starter-validation,
spring-boot-starter-actuator, spring-boot-devtools.
- Configure `application.properties` (H2 console, actuator exposure).
2. Employee Entity
- `@Entity` class: Employee (id, name, salary, department, email).
- Use `@NotBlank`, `@Positive`, `@Email`, `@NotNull` for validation.
3. Employee DTOs
- `EmployeeRequestDto` (for POST/PUT) — with validation annotations.
- `EmployeeResponseDto` (for GET) — no sensitive fields.
4. EmployeeRepository
- Extend `JpaRepository<Employee, Long>`.
- Add custom methods: `findByNameContaining`, `findBySalaryGreaterThan`, `findByDepartment`.
5. EmployeeService
- CRUD methods with `@Transactional`.
- Throw custom exceptions (e.g., `EmployeeNotFoundException`, `DuplicateEmailException`).
6. EmployeeController (Full CRUD)
- GET /employees — list all with pagination & sorting (`Pageable`).
- GET /employees/{id} — single employee.
- POST /employees — create with `@Valid`.
- PUT /employees/{id} — update.
- DELETE /employees/{id} — delete.
7. Validation & Error Handling
- Use `@Valid` on DTOs.
- Global `@RestControllerAdvice` to handle `MethodArgumentNotValidException` and custom exceptions.
- Return consistent `ErrorResponse` DTO.
8. Actuator Monitoring
- Expose health, info, metrics.
- Add custom info (app version, build date).
- Optional: Custom health indicator (e.g., check DB connection).
9. Bonus (if time)
- Add `@Query` for advanced search.
- Test endpoints with Postman/curl.""",
      T("REST"), T("Spring Boot"), T("JPA"), T("H2 Database"), T("Spring Boot Actuator"), T("Maven"), T("Java"), T("Postman"),
      E("GET /employees"), E("GET /employees/{id}"), E("POST /employees"), E("PUT /employees/{id}"),
      E("DELETE /employees/{id}"),
      source="https://funkynshot.blogspot.com/p/project-employee-management-system.html", kind="blog",
      note="'Actuator' is Spring Boot Actuator; the starters (spring-boot-starter-web ...) and spring-boot-devtools are "
           "dependency ids of Spring Boot, not labelled apart; curl as a command is not labelled; application.properties "
           "is a bare file name; the deliverables list cut"),
    R("""In Ruby on Rails, the resources method is a powerful routing shortcut that automatically generates a full set of RESTful routes for a controller. It maps HTTP verbs and URLs to specific controller actions, following established conventions.
What Routes Does a Single Resources Line Create?
Declaring resources :articles in your config/routes.rb file creates seven fundamental routes, often called the RESTful routes.
| HTTP Verb | Path | Controller Action | Used For |
|---|---|---|---|
| GET | /articles | index | list all articles |
| GET | /articles/new | new | show new article form |
| POST | /articles | create | create a new article |
| GET | /articles/:id | show | display a specific article |
| GET | /articles/:id/edit | edit | show edit form for an article |
| PATCH/PUT | /articles/:id | update | update a specific article |
| DELETE | /articles/:id | destroy | delete a specific article |
How Do You Limit Generated Routes?
You can generate only the routes you need using the :only and :except options.
resources :articles, only: [:index, :show]creates just the index and show routes.resources :comments, except: [:destroy]creates all standard routes except for destroy.
What is the Difference Between Resource and Resources?
Rails provides both resource (singular) and resources (plural). Use singular resource when the resource is logically unique to the context and doesn't require an ID in the path (e.g., a user's profile).
resource :profilegenerates routes like/profile(not/profiles/:id).- It omits the index route and uses the same URL for show, edit, update, and destroy.
How Do Nested Resources Work?
You can model hierarchical relationships using nested resources. For example, if articles have many comments:
resources :articles do
resources :comments
end
This generates paths like /articles/:article_id/comments and /articles/:article_id/comments/:id, scoping the comments routes to a specific article.""",
      T("Rails"), F("config/routes.rb"),
      E("GET /articles"), E("GET /articles/new"), E("POST /articles"), E("GET /articles/:id"),
      E("GET /articles/:id/edit"), E("PATCH /articles/:id"), E("PUT /articles/:id"), E("DELETE /articles/:id"),
      source="https://hotelsabruzzo.com/what-does-resources-do-in-rails", kind="blog",
      note="the table's 'PATCH/PUT' row gives both methods for /articles/:id; the nested comments paths and /profile are "
           "given no method, not labelled; 'RESTful routes' is no REST API noun phrase"),
    # ---------------------------------------------------------------- blog posts
    R("""You deploy your website or application. Everything worked fine in development. You open the URL in a browser and see:
502 Bad Gateway
nginx
No helpful details. No explanation. Just a gray page with two lines of text.
If you’ve never debugged a server before, this feels terrifying. But here’s the good news: the Nginx error log tells you exactly what went wrong, and 90% of the time, it’s PHP-FPM.
Step 1: Read the Error Log (This Tells You Everything)
Before anything else, check the Nginx error log:
sudo tail -50 /var/log/nginx/error.log
Look for the most recent entries. The error message will look like one of these:
Case A — PHP-FPM is down:
connect() to unix:/run/php/php8.2-fpm.sock failed (2: No such file or directory)
Case B — PHP-FPM is overloaded:
connect() to unix:/run/php/php8.2-fpm.sock failed (11: Resource temporarily unavailable)
Case C — Socket path mismatch:
connect() to unix:/run/php/php8.1-fpm.sock failed (2: No such file or directory)
(Note the version number — Nginx is looking for 8.1 but you installed 8.2)
Case D — PHP script crashed:
upstream prematurely closed connection while reading response header
Case E — Timeout:
upstream timed out (110: Connection timed out) while reading response header
Each case has a different fix. The error log is your starting point — always read it first.
Fix for Case A: PHP-FPM Is Down
The most common cause of 502 errors. PHP-FPM stopped running, and Nginx can’t forward requests to it.
Check PHP-FPM status:
sudo systemctl status php8.2-fpm
(Replace 8.2 with your PHP version. Run php -v to check.)
If it says inactive (dead) or failed, restart it:
sudo systemctl restart php8.2-fpm""",
      T("Nginx"), T("PHP-FPM"), T("PHP"),
      source="https://quickfixlab.online/linux-fixes/fix-nginx-502-bad-gateway-linux", kind="blog",
      note="the log and socket paths are absolute, not labelled; systemctl, tail and sudo are everyday commands; "
           "php8.2-fpm is PHP-FPM's service name"),
    R("""Static Files Not Loading in Django Production (Nginx + Gunicorn Explained)

Static files failing to load in Django production is a common issue caused by misconfigured Nginx, missing collectstatic, or incorrect STATIC_ROOT. This post explains why it happens and how to fix it properly.

Your Django app works fine locally.
You deploy it behind Gunicorn + Nginx… and suddenly:

  • CSS is missing

  • JavaScript doesn’t load

  • Admin panel looks broken

  • Console shows 404s for static files

This is one of the most common Django production issues — and it’s almost never a Django bug.

It happens because Django and production servers handle static files very differently.


Why Static Files Work Locally but Break in Production

In local development:

  • Django’s development server serves static files automatically

  • DEBUG=True hides many configuration issues

In production:

  • Django does NOT serve static files

  • Gunicorn/Uvicorn only handles Python requests

  • Static files must be served by Nginx (or another web server)

If Nginx isn’t configured correctly, your static files simply don’t exist from the browser’s perspective.""",
      T("Django"), T("Nginx"), T("Gunicorn"), T("Uvicorn"), T("Python"),
      source="https://devbyaryanshi.in/blog/static-files-not-loading-django-production-nginx-gunicorn", kind="blog",
      note="'CSS is missing', 'JavaScript doesn't load' speak of the site's static files, not of the stack: CSS and "
           "JavaScript not labelled; collectstatic is a Django command; the post's date and view count cut"),
    R("""The Fix: Add CORS Headers

The server (your API) needs to send a response header telling the browser "it's okay, this origin is allowed to read my responses." The header is Access-Control-Allow-Origin.

Express.js (Node)

// npm install cors
const cors = require('cors');
const app = require('express')();

// Allow all origins (development only!)
app.use(cors());

// Or allow specific origin
app.use(cors({
    origin: 'http://localhost:5173',
    credentials: true  // if sending cookies
}));

Django (Python)

# pip install django-cors-headers

# settings.py
INSTALLED_APPS = [..., 'corsheaders', ...]""",
      T("Express"), T("Node.js"), T("npm"), T("Django"), T("Python"), T("pip"), T("django-cors-headers"),
      source="https://19216811.fun/cors", kind="blog",
      note="'Node' in the heading is the Node.js runtime; the cors npm package is named only in require('cors') and the "
           "install comment, not labelled apart; settings.py is a bare file name; the page's opening on origins cut"),
    # ---------------------------------------------------------------- news
    R("""TypeScript: an open and interoperable language

Today Microsoft announced the release of the TypeScript preview, a new open and interoperable language for application scale JavaScript development. The TypeScript compiler is available as open source on CodePlex.

TypeScript is a typed superset of JavaScript that compiles to plain JavaScript. TypeScript starts and ends in JavaScript. You can read more details in Soma’s blog, on the TypeScript site and on CodePlex.

So, how is TypeScript open?

The TypeScript language is made available under the Open Web Foundation’s OWFa 1.0 Specification Agreement, and the community is invited to discuss the language specification. Microsoft’s implementation of the compiler is also available on CodePlex under the Apache 2.0 license. There you can view the roadmap, and over the next few weeks and months you’ll see the TypeScript team continue to develop on CodePlex in the open.

TypeScript builds upon the good work happening in the TC39 committee, which determines the direction of the ECMAScript standard, the formal standard for JavaScript. Microsoft continues to work with the committee to evolve the language and runtime capabilities. Should the community desire the TypeScript team to go even further and submit TypeScript to the standards body, the team is open to that too.

And how is it interoperable?

All JavaScript is TypeScript, such that you can literally copy-and-paste from an existing JavaScript program into a TypeScript file. You can also create TypeScript declare files to annotate the types for existing libraries, enabling great tooling experiences without having to modify the libraries themselves (the TypeScript team has included TypeScript files to declare the types for several popular JavaScript libraries like jQuery, MongoDB, and the DOM).""",
      T("TypeScript"), T("JavaScript"), T("jQuery"), T("MongoDB"),
      source="http://blogs.iis.net/port25-php/typescript-an-open-and-interoperable-language", kind="news",
      note="CodePlex is a code-hosting site, not labelled; 'the ECMAScript standard' is JavaScript's specification, left "
           "for JavaScript; Apache 2.0 is a licence; the DOM is a browser interface, not labelled"),
    R("""With TypeScript, Microsoft Embraces and Augments

TypeScript is designed to make JavaScript development scalable, something Microsoft clearly needs if it's to use JavaScript in its own work.

In my September 2012 column, "JavaScript Diplomacy", I wrote about the importance of JavaScript to Microsoft. Now, as if to add an exclamation point to those thoughts, Microsoft has released its new statically typed JavaScript superset, TypeScript. Maybe you were skeptical before, but there should be no doubt in your mind now that Microsoft is serious about JavaScript. And while my September column discussed Microsoft's use of JavaScript as an instrument of outreach, TypeScript may mark the beginning of JavaScript as an internally strategic technology as well.

TypeScript is designed to make JavaScript development scalable, something Microsoft clearly needs if it's to use JavaScript in its own work. But instead of just building some internal tooling to help in that endeavor, Microsoft created something standards-compliant and open source (under the Apache 2.0 license). And TypeScript compiles to nothing more than vanilla JavaScript that's host- and OS-agnostic.

You can learn all about TypeScript by watching an hour-long presentation on it, complete with code samples, by Anders Hejlsberg. The demos in the video make TypeScript concrete and easy to understand. The video also makes it plain that Hejlsberg -- known by many as the father of C#, LINQ and the Microsoft .NET Framework itself -- seems to be very excited about this new project. Meanwhile, Hejlsberg has never, by any outward indication, been a fan of JavaScript. So what gives?

Hejlsberg Can Read the Writing
If you look at his track record, Hejlsberg seems a keen realist. On the one hand, he was the man behind Turbo Pascal and Delphi, the latter of which was rumored to have the code name VBK, or Visual Basic Killer.""",
      T("TypeScript"), T("JavaScript"), T("C#"), T("LINQ"), T(".NET Framework"), T("Turbo Pascal"), T("Delphi"),
      T("Visual Basic"),
      source="http://visualstudiomagazine.com/articles/2012/11/01/typescript.aspx", kind="news",
      note="'Redmond Review' column heading cut; Borland (a company) cut with the rest of the paragraph"),
    R("""After a week of recaps, we’re back to new topics, with the fresh Kotlin 1.8 and MicroProfile 6.0 launching first in 2023.
1. Kotlin 1.8 – The Phantom Release
Kotlin 1.8 is a strange Kotlin release. Initially announced back in November 2022, it finally came out for a giggle just before New Year’s Eve, on December 28. And that probably would have closed the case (the new version finally appeared), but new Kotlin releases have always been accompanied by a post on the (silent since mid-December) official language blog run by JetBrains, video tutorials, and generally a fair amount of additional material. Not this time.
At first I thought that such would simply appear at the beginning of January, but we are already halfway through the month, and here still nothing. And the whole situation is topped off in a funny way by searching Kotlin 1.8 on Google. In one of the top positions there is a page is.kotlin.released.info, which shows Kotlin’s 1.8 release date as…. April 2023. It’s not an official site but adds to the general impression that this new Kotlin release is some kind of…. abandoned. However, Kotlin 1.8 has been released, so we can take a look at what interesting things it brings.
As usual, we will focus here mainly on the changes concerning the JVM flavor. Let’s start with the fact that the new Kotlin is the first version with support for Java 19. The lower limit of support has also been moved. If you have been using Kotlin in environments where the maximum acceptable version of Java Runtime was version 1.7, I have bad news for you – as of version 1.8, the minimum supported version of the JDK is also 1.8 (at least it’s easy to remember). This allowed, among other things, to speed up the reflection mechanism. As part of the code cleanup, the old JVM IR (intermediate representation), already dormant since Kotlin 1.5, was also removed.""",
      T("Kotlin"), T("MicroProfile"), T("JVM"), T("Java"), T("JDK"),
      source="https://vived.io/kotlin-1-8-is-a-phantom-release-jvm-weekly-120", kind="news",
      note="JetBrains is a company and Google a search site here, not labelled; 'Java Runtime' left for Java; "
           "is.kotlin.released.info is a site"),
    R("""Many developers feel comfortable building REST APIs with Spring Boot but aren’t sure how to create web applications that return HTML. This article is for those developers — walking through the basics of server-side rendering with Thymeleaf, all the way to form handling, validation, and Spring Security integration.

The Relationship Between Thymeleaf and Spring Boot

Thymeleaf is a template engine for Java characterized by its approach of adding attributes directly to HTML files. Unlike JSP, Thymeleaf files render as valid HTML when opened directly in a browser, which makes collaboration with designers much easier.

In Spring Boot, simply adding spring-boot-starter-thymeleaf automatically configures ThymeleafViewResolver. When a @Controller handler returns a template name (a string), the corresponding .html file under src/main/resources/templates/ is resolved automatically.

The difference from @RestController is straightforward. @RestController writes values directly to the response body (e.g., returning JSON). @Controller returns a template name and delegates to view resolution.

Adding Dependencies

dependencies {
    implementation 'org.springframework.boot:spring-boot-starter-web'
    implementation 'org.springframework.boot:spring-boot-starter-thymeleaf'
    implementation 'org.springframework.boot:spring-boot-starter-validation'
}

The directory structure looks like this:

src/main/resources/
├── templates/        # Place .html templates here
│   ├── index.html
│   └── fragments/
│       └── layout.html
└── static/           # Static files: CSS, JS, images, etc.
    ├── css/
    └── js/

Returning Your First HTML Response

All you need to do is populate the model with data in a @Controller and return a template name.

@Controller
public class HomeController {

    @GetMapping("/")
    public String index(Model model) {
        model.addAttribute("message", "Hello, Thymeleaf!");""",
      T("REST"), T("Spring Boot"), T("Thymeleaf"), T("Spring Security"), T("Java"), T("JSP"),
      E("GET /"),
      source="https://www.springboot-123.com/en/blog/spring-boot-thymeleaf-template-engine-guide", kind="blog",
      note="src/main/resources/templates/ and the tree's entries are folders or bare names; the Gradle-style dependencies "
           "block does not name Gradle; spring-boot-starter-* are Spring Boot's dependency ids; HTML and JSON are formats"),
    R("""Route Handlers
Create API endpoints with route.ts files.
Basic Usage
// app/api/users/route.ts
export async function GET() {
const users = await getUsers()
return Response.json(users)
}
export async function POST(request: Request) {
const body = await request.json()
const user = await createUser(body)
return Response.json(user, { status: 201 })
}
Supported Methods
GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS
GET Handler Conflicts with page.tsx
A route.ts and page.tsx cannot coexist in the same folder.
app/
├── api/
│ └── users/
│ └── route.ts # /api/users
└── users/
├── page.tsx # /users (page)
└── route.ts # Warning: Conflicts with page.tsx!
If you need both a page and an API at the same path, use different paths:
app/
├── users/
│ └── page.tsx # /users (page)
└── api/
└── users/
└── route.ts # /api/users (API)
Environment Behavior
Route handlers run in a Server Component-like environment:
- Yes: Can use
async/await - Yes: Can access
cookies(),headers() - Yes: Can use Node.js APIs
- No: Cannot use React hooks
- No: Cannot use React DOM APIs
- No: Cannot use browser APIs""",
      T("Node.js"), T("React"), T("React DOM"),
      F("app/api/users/route.ts"),
      E("GET /api/users"), E("POST /api/users"),
      source="https://git.mosaicstack.dev/mosaic/agent-skills/src/commit/f6bcc86881a45d39ee28924412ea9c2e77943430/skills/next-best-practices/route-handlers.md",
      kind="docs",
      note="the handlers' path comes from their file app/api/users/route.ts, which the tree annotates '/api/users': GET "
           "and POST labelled for it, as fresh-25 did for route.ts trees; /users is a page, no method; Next.js is named "
           "only in the commit message above the file, cut; route.ts and page.tsx are bare names"),
    R("""conftest
conftest.py is a pytest configuration and dependency injection file. It's used to:
- Define shared fixtures
- Configure test-wide behavior
- Expose fixtures without explicit imports
- Control fixture visibility by directory scope
Pytest automatically discovers conftest.py files by walking up the directory tree.
Fixtures defined in tests/conftest.py are:
- Available to all tests under
tests/ - Imported implicitly
- Resolved via fixture dependency injection
conftest is used for
- Shared fixtures
- Environment and configuration setup
- Base URLs
- Environment selection (
--env=dev) - Auth tokens
- Sessions
- API client/sessions
- Pytest hooks and options
pytest_runtest_setuppytest_sessionstart
conftest should not be used for
- Test logic
- Assertions
- One-off fixtures used by a single test
- Business logic
Rules
- Fixtures apply downward only
- The closest
conftest.pyis used - Enables bounded context per domain
tests/
├── conftest.py # global fixtures
├── users/
│ ├── conftest.py # user-specific fixtures
│ └── test_users.py""",
      T("pytest"), F("tests/conftest.py"),
      source="https://subodhsingh.in/blog/pytest-concept", kind="blog",
      note="the post's opening (Python and requests in the series title) cut; conftest.py alone is a bare name; the tree's "
           "entries are not written as paths"),
    R("""Router Setup
12.1.1. createRouter Configuration
- The router instance must be created using
createRouterandcreateWebHistory. - Hash mode (
createWebHashHistory) must not be used. All projects must use History mode. - The router configuration file must be located at
src/router/index.ts.
typescript
// src/router/index.ts
import { createRouter, createWebHistory } from 'vue-router'
import type { RouteRecordRaw } from 'vue-router'
import { routes } from './routes'
const router = createRouter({
history: createWebHistory(import.meta.env.BASE_URL),
routes,
scrollBehavior(_to, _from, savedPosition) {
return savedPosition ?? { top: 0 }
},
})
export default router12.1.2. Route Definition Structure
- The route array must be defined with the
RouteRecordRaw[]type. - Each route must specify the
path,name,component, andmetaproperties. - The
nameproperty is required and is used for programmatic navigation. - The
metaproperty defines authentication requirements, permissions, page titles, and other metadata.
typescript
// src/router/routes.ts
import type { RouteRecordRaw } from 'vue-router'
export const routes: RouteRecordRaw[] = [
{
path: '/',
name: 'Home',
component: () => import('@/views/HomeView.vue'),
meta: { title: 'Home', requiresAuth: false },
},
{
path: '/users',
name: 'UserList',
component: () => import('@/views/user/UserListView.vue'),
meta: { title: 'User List', requiresAuth: true, roles: ['admin'] },
},""",
      T("Vue Router"), T("TypeScript"),
      F("src/router/index.ts"), F("src/router/routes.ts"),
      source="https://tqs.tienipia.dev/en/frontend/state/router-setup.html", kind="docs",
      note="'vue-router' is Vue Router; the page's 'typescript' code labels name TypeScript; the client-side routes "
           "('/', '/users') are pages, no HTTP method: no endpoints; '@/views/HomeView.vue' is an alias import specifier, "
           "not a path"),
    R("""This document explains the application entry point file src/main.ts
, which is responsible for initializing the Vue 3 application, registering global plugins, importing required styles, and mounting the application to the DOM. This file orchestrates the startup sequence and establishes the runtime environment for the entire application.
For information about the root component structure, see Root Component and Layout. For router configuration details, see Router Configuration and Guards. For state management setup, see State Management with Pinia.
The src/main.ts
file serves as the single entry point for the Vue 3 application. It performs four primary functions:
#app
The file follows a deliberate initialization sequence to ensure all dependencies are available before the application starts rendering.
Sources: src/main.ts1-34
The entry point imports dependencies in a specific order, grouping related imports together for clarity.
Main Application Imports
├── createApp (Vue 3 factory)
├── createHead (head management)
├── App.vue (root component)
├── router (routing system)
├── pinia (state management)
└── i18n (internationalization)
The first block src/main.ts1-9 imports the essential Vue 3 APIs and application modules:
Import | Source | Purpose |
---|---|---|
createApp | vue | Factory function to create Vue application instance |
createHead | @unhead/vue/client | Head management for meta tags and page titles |
App | @/App.vue | Root component (see #5.2) |
router | @/router | Vue Router instance (see #5.3.1) |
pinia | @/stores | Pinia store root (see #5.4) |
i18n | @/utils/i18n | Vue I18n instance (see #5.8) |
Three style imports establish the global styling foundation src/main.ts6-8:
Import | Type | Purpose |
---|---|---|
virtual:uno.css | Virtual module | UnoCSS atomic utilities (see #5.7.2) |
@/styles/app.less | LESS file | Application-wide styles and overrides |
@/styles/var.less | LESS file | CSS variables and theme tokens (see""",
      T("Vue"), T("Pinia"), T("Vue Router"), T("Vue I18n"), T("UnoCSS"), T("Less"),
      F("src/main.ts"),
      source="https://deepwiki.com/vue-zone/vue3-vant-mobile/5.1-application-entry-point", kind="docs",
      note="'Vue 3' is Vue; @unhead/vue is a package path (unhead not labelled); 'src/main.ts1-34' glues a line range "
           "to the path, the path labelled once as written in the first line; '@/...' are alias import specifiers; LESS "
           "files are Less stylesheets"),
    R("""Quick scenario.
You've got a Spring Boot backend talking to a Postgres database, both in Docker containers. You wrote the connection string exactly like you would on your own laptop:
jdbc:postgresql://localhost:5432/mydb
You run it. Connection refused.
You check - Postgres is definitely running. You can see it in docker ps. You can even connect to it manually. But your backend container insists it can't find it.
This single issue has cost more developer-hours than almost any other Docker problem.
Why localhost Lies to You
Here's the thing about localhost. It doesn't mean "the network." It means "myself."
When your backend container says localhost:5432, it's saying: "look for Postgres running inside me." But Postgres isn't inside the backend container. It's in a completely separate container — its own isolated little world.
Think of it like two apartments in the same building. Each apartment has its own front door, its own rooms, its own address. If you're standing in apartment 4B and you say "check my kitchen for milk" - you're checking 4B's kitchen. Not 4A's. Even though they're right next to each other, sharing the same building.
Each container is its own apartment. localhost always means "this apartment," never "the building."
So how do two containers, two separate apartments actually find each other?
That's where Docker's networking comes in. And it starts with something that looks like a regular network switch, because in a way, it is one.""",
      T("Spring Boot"), T("PostgreSQL"), T("Docker"),
      source="https://www.iamyasasbanuka.me/blog/docker-zero-to-production-part-4-networking", kind="blog",
      note="the JDBC URL names the postgresql driver scheme only; JDBC not labelled (inside a connection string)"),
    # ---------------------------------------------------------------- more changelogs
    R("""### 0.1.0
* Drop support for Python < 3.9
* Migrate to [ruff](https://docs.astral.sh/ruff/) for linting and formatting


### 0.0.4
* Add package documentation via [MkDocs](https://www.mkdocs.org/)
* Add linting with [flake8](https://flake8.pycqa.org/en/latest/index.html)
* Add running unittests on [Github Actions](https://docs.github.com/en/actions)
* Fix issue with configuration loading

### 0.0.3
* Refactoring functions for reading configuration files
* Provide different `rpcport` fallback for `testnet` mode""",
      T("Python"), T("Ruff"), T("MkDocs"), T("Flake8"), T("GitHub Actions"),
      source="https://github.com/bmwant/python-dogecoin/blob/83bd090f2b06b09e371cf8440ba12034b41220ed/changelog.md",
      kind="changelog",
      note="'Github Actions' is GitHub Actions; unittests here are the tests, not the unittest module by name; python-dogecoin's "
           "own name is not in the text"),
    R("""# Release v1.0.1 (Hotfix)

This is a critical hotfix for v1.0.0 that resolves a crash on startup for standalone binary releases (Linux, Windows, macOS).

## 🐛 Bug Fixes
- **Fixed Crash on Startup**: Resolved `Configuration file not found` error by implementing robust path resolution for persistent configuration.
- **Improved Persistence**: Configuration (`config.yaml`) and logs (`app.log`) are now stored in the user's home directory (`~/.annotes`) instead of the temporary execution folder.
- **Fixed Asset Loading**: The web dashboard now correctly loads templates and icons from within the bundled executable.

## 📦 Upgrading
- **Linux/macOS/Windows**: Download the new binary from this release.
- **Note**: This update will generate a new `config.yaml` in your user folder (`~/.annotes`). If you had previous settings, you may need to re-apply them via the dashboard.

---

# Release v1.0.0 (Original)

(See previous release notes for feature details)""",
      T("Linux"), T("Windows"), T("macOS"),
      source="https://github.com/codecrankstudios/annotes/blob/75700ecba8e4feadea2c69dc98155e8bff6bebfb/RELEASE_NOTES.md",
      kind="changelog",
      note="config.yaml and app.log are bare file names, ~/.annotes a home folder; the app's own name is only in that folder"),
    R("""# Changelog

This is an auto-generated log of all the changes that have been made to the
project since the first release.

This project adheres to [Semantic Versioning](https://semver.org/spec/v2.0.0.html).


## [0.8.0](https://github.com/seapagan/simple-toml-settings/releases/tag/0.8.0) (2024-08-22)

**New Features**

- Add 'allow_missing_file' option ([#254](https://github.com/seapagan/simple-toml-settings/pull/254)) by [seapagan](https://github.com/seapagan)
- Mark some options as mutually exclusive and raise exception if more than one used ([#245](https://github.com/seapagan/simple-toml-settings/pull/245)) by [seapagan](https://github.com/seapagan)

**Dependency Updates**

- Bump mkdocs-material from 9.5.31 to 9.5.32 ([#253](https://github.com/seapagan/simple-toml-settings/pull/253)) by [dependabot[bot]](https://github.com/apps/dependabot)
- Bump github-changelog-md from 0.9.4 to 0.9.5 ([#252](https://github.com/seapagan/simple-toml-settings/pull/252)) by [dependabot[bot]](https://github.com/apps/dependabot)
- Bump faker from 26.1.0 to 27.0.0 ([#251](https://github.com/seapagan/simple-toml-settings/pull/251)) by [dependabot[bot]](https://github.com/apps/dependabot)
- Bump ruff from 0.5.6 to 0.6.1 ([#250](https://github.com/seapagan/simple-toml-settings/pull/250)) by [dependabot[bot]](https://github.com/apps/dependabot)
- Bump pymarkdownlnt from 0.9.21 to 0.9.22 ([#247](https://github.com/seapagan/simple-toml-settings/pull/247)) by [dependabot[bot]](https://github.com/apps/dependabot)
- Bump mypy from 1.11.0 to 1.11.1 ([#243](https://github.com/seapagan/simple-toml-settings/pull/243)) by [dependabot[bot]](https://github.com/apps/dependabot)""",
      T("Material for MkDocs"), T("github-changelog-md"), T("Faker"), T("Ruff"), T("pymarkdownlnt"), T("mypy"),
      T("Dependabot"),
      source="https://github.com/seapagan/simple-toml-settings/blob/f34480cc7d4c2ae5a6b1deaf4521862ab9fc9283/CHANGELOG.md",
      kind="changelog",
      note="mkdocs-material is Material for MkDocs; 'dependabot[bot]' is Dependabot, the bot that opened the bumps; "
           "simple-toml-settings is only in the release URLs; the older releases cut"),
    # ---------------------------------------------------------------- READMEs
    R("""# Node.js Express MongoDB API

A simple REST API built using **Node.js**, **Express**, and **MongoDB** with **Mongoose**.  
The project follows a modular folder structure (MVC pattern) for scalability and maintainability.

---

## ⚙️ Setup Instructions

### 1️⃣ Install Dependencies
```bash
npm install
```

### 2️⃣ Environment Variables
Create a `.env` file in the root directory and add:
```env
PORT=3000
MONGO_URI=your-mongodb-connection-string
```
You can make a copy of `.env` as `.env.example` without values for reference.

### 3️⃣ Run the Application

**Development Mode** (auto-reload with nodemon):
```bash
npx nodemon src/server.js
```

**Production Mode**:
```bash
node src/server.js
```

---

## 📡 API Endpoints

| Method | Endpoint     | Description         |
|--------|-------------|---------------------|
| GET    | `/`         | Home route          |
| GET    | `/users`    | Get all users       |
| GET    | `/products` | Get all products    |
| GET    | `/posts`    | Get all posts       |

---

## 🛠 Technologies Used
- Node.js
- Express.js
- MongoDB (Mongoose)
- dotenv""",
      T("REST"), T("Node.js"), T("Express"), T("MongoDB"), T("Mongoose"), T("npm"), T("Nodemon"), T("npx"), T("dotenv"),
      F("src/server.js"),
      E("GET /"), E("GET /users"), E("GET /products"), E("GET /posts"),
      source="https://github.com/AsifKhan5770/Frendora-BE/blob/8a80c41bbb1571fc1d5d8c2c40caa5480163bcd7/README.md",
      kind="docs",
      note="the folder tree (src/, node_modules/, .env ...) cut; .env and .env.example are bare names; 'node src/server.js' "
           "runs Node.js"),
    R("""# Node.js Express Starter

## Structure
- `src/controllers/`: Handles API logic
- `src/models/`: Mongoose models
- `src/routes/`: API route definitions
- `src/config/`: Database and configuration setup

## How to Start
1. Create a `.env` file and add your MongoDB URI: `MONGO_URI=your_connection_string`
2. Install dependencies: `npm install`
3. Start the server: `npm start`

## API Endpoints
- `GET /api/users`: Retrieve all users
- `POST /api/users`: Create a new user

## Technologies Used
- Node.js
- Express.js
- MongoDB (with Mongoose)
- dotenv for environment variable management

## License
This project is licensed under the MIT License.""",
      T("Node.js"), T("Express"), T("Mongoose"), T("MongoDB"), T("npm"), T("dotenv"),
      E("GET /api/users"), E("POST /api/users"),
      source="https://github.com/durgvijay2345/Lead_Management/blob/c09a2b4dc2619a0cb67df39392ffa1e782893c28/README.md",
      kind="docs",
      note="src/controllers/ and the others are folders, not files; the MIT License is a licence"),
    # ---------------------------------------------------------------- answers and posts
    R("""### ROOT CAUSE
The error `TypeError: Cannot read properties of undefined (reading 'url')` occurs when trying to access the `url` property of an undefined variable. In React, this typically happens when:
1. A component prop (e.g., `image`) is undefined, but the code attempts to access `image.url` directly.
2. State or context data is undefined, and the code proceeds without checking.
3. API data is incomplete or missing, leading to undefined values in state.
### CODE FIX
Use **optional chaining** and **nullish coalescing** to safely access properties and provide fallbacks. Here's a step-by-step fix:
1. **Check for undefined values with optional chaining (`?.`)**:
```jsx
// Before
const imageUrl = image.url;
// After
const imageUrl = image?.url;
```
This returns `undefined` if `image` is `null` or `undefined`.
2. **Provide a fallback with nullish coalescing (`??`)**:
```jsx
const imageUrl = image?.url ?? '/default-image.jpg';
```
If `image?.url` is `undefined`, use the default image URL.
3. **Validate props in the component**:
Ensure props are initialized with defaults in the component's props definition (e.g., in PropTypes or TypeScript):
```tsx
// TypeScript example
interface ImageProps {
image?: {
url?: string;
};
}
function MyComponent({ image }: ImageProps) {
// ...
}
```""",
      T("React"), T("PropTypes"), T("TypeScript"),
      source="https://digital-raven-co.pages.dev/SO-70334925.html", kind="qa",
      note="an answer to a Stack Overflow question (70334925); the ```jsx fences are JSX in React code, left for React; "
           "'/default-image.jpg' is an absolute URL path of an image, not a file path"),
    R("""function ProductList() {
const [products, setProducts] = useState(); // ❌ undefined!
useEffect(() => {
fetch('/api/products')
.then(r => r.json())
.then(setProducts);
}, []);
return products.map(p => <div key={p.id}>{p.name}</div>); // Error on first render!
}
function ProductList() {
const [products, setProducts] = useState([]); // ✅ Empty array default
const [loading, setLoading] = useState(true);
useEffect(() => {
fetch('/api/products')
.then(r => r.json())
.then(data => {
setProducts(data);
setLoading(false);
});
}, []);
if (loading) return <p>Loading...</p>;
return products.map(p => <div key={p.id}>{p.name}</div>);
}
This error is a data-shape problem. React renders before async data arrives, so a value that will eventually be an array may be undefined during the first render.
A detailed fix includes both initialization and UI states: initialize list state as [], show loading while the request runs, show an error when the request fails, and confirm the API response is actually an array before calling map.""",
      T("React"),
      source="https://www.tutorialslogic.com/react-js/errors/cannot-read-map-undefined", kind="qa",
      note="fetch('/api/products') with no options writes no method: no endpoint labelled; the page's generic opening "
           "cut"),
    R("""npm install worked. CI passed. Production was empty.
Last month. Client says search is broken. I check. Search endpoint returns 404.
Weird thing is the code definitely existed. Search component imported SearchService. SearchService called GET /api/internal/search. Route just... wasn't registered anywhere in Express.
Tracing it down
I went through it line by line. Search imports SearchService. Service makes that call. Where does it go?
Nowhere. Wasn't in app.use anywhere.
Local worked because of some weird hot reload setup I had from debugging. That route existed because I'd imported it in a test file during a spike. Never made it to the actual production router.
Why CI didn't catch it
npm install. npm run build. Tests pass. Image pushes. Server pulls. Container restarts. All green.
Tests mocked the service layer directly. Never actually called the endpoint through Express. Mock said "here's what SearchService returns" and the test believed it.
So route registration was never validated. Ever.
The fix was literally one line:
app.use('/api', searchRouter)
That's it. Missing line. 404 on production.
Still annoyed about it
Took longer than I'd like to admit. Added that one line, worked immediately.
Now I have smoke tests that hit real endpoints. At least one test that validates route registration actually exists. Should've had that before.""",
      T("npm"), T("Express"), E("GET /api/internal/search"),
      source="https://dev.to/nicodev__/npm-install-worked-ci-passed-production-was-empty-b4f", kind="blog",
      note="GET /api/internal/search is the app's own search route, a client call with its method; its 404 came from a "
           "missing mount that the post then adds (app.use('/api', searchRouter)), after which the route answers: labelled; "
           "app.use('/api') mounts a router, no route of its own"),
    R("""###my-app/
###├── config/
###│ └── db.js # MongoDB connection setup
###├── controllers/
###│ └── userController.js # Controller logic for user-related operations
###├── models/
###│ └── User.js # Mongoose schema for User
###├── routes/
###│ └── userRoutes.js # API routes for user
###├── middlewares/
###│ └── authMiddleware.js # Authentication or other middlewares (optional)
###├── utils/
###│ └── logger.js # Utility functions like logging (optional)
###├── .env # Environment variables (for MongoDB URI, secrets, etc.)
###├── server.js # Main entry point for the server
###├── package.json # Project dependencies and scripts
###└── README.md # Project documentation


## npm i
## npm start -> for non dev mode
## npm run dev -> for dev mode
### GET -> localhost:8000/api/v1/users""",
      T("MongoDB"), T("Mongoose"), T("npm"), E("GET /api/v1/users"),
      source="https://github.com/pfst-me/node-server/blob/540cab04490117a2486e7410aa3c6769918fb2ca/README.md",
      kind="docs",
      note="the tree gives bare file names under folders, no path written out: no files; 'GET -> localhost:8000/api/v1/users' "
           "is a request with its method to the app's own server written as a URL, labelled with its path"),
    R("""What is this error?
Node.js has two module systems: CommonJS (CJS) — the original system using
require() and module.exports — and ES Modules (ESM)
— the JavaScript standard using import and export. By default, Node.js
treats .js files as CommonJS. When the parser encounters import or
export in a CJS context, it does not know how to handle these keywords and throws
a SyntaxError before any code runs.
This is a parse-time error, not a runtime error — Node.js refuses to start the file at all. The fix requires telling Node.js to parse the file as an ES module.
SyntaxError: Cannot use import statement outside a moduleSyntaxError: Cannot use import statement in a scriptSyntaxError: Unexpected token 'export'Warning: To load an ES module, set "type": "module" in the package.json or use the .mjs extension.
Full Error Example
$ node src/index.js
/home/user/project/src/index.js:1
import express from 'express';
^^^^^^
SyntaxError: Cannot use import statement outside a module
at wrapSafe (node:internal/modules/cjs/loader:1394:18)
at Module._compile (node:internal/modules/cjs/loader:1416:20)
at Module._extensions..js (node:internal/modules/cjs/loader:1536:10)
at Module.load (node:internal/modules/cjs/loader:1275:32)
at Module._load (node:internal/modules/cjs/loader:1096:12)
at Function.executeUserEntryPoint [as runMain] (node:internal/main/run_main_module:164:12)
at node:internal/main/run_main_module:28:49""",
      T("Node.js"), T("CommonJS"), T("JavaScript"), T("Express"),
      F("src/index.js"),
      source="https://nodejs-errors.dev/SyntaxError-Cannot-use-import-statement/", kind="docs",
      note="CommonJS labelled: the text says Node.js interprets .js files as it (the module system a file runs under); "
           "ES Modules left for JavaScript's own module syntax; /home/user/project/src/index.js is absolute; node:internal "
           "frames are stack-trace ids; the page's summary above cut"),
    R("""PHP versus ASP.NET – Windows versus Linux

How does IMPLEMENTATION Performance Compare ?

Usually, when someone creates benchmarks, they are trying to prove that their thing is faster than someone else's thing.

I’m PAID by Microsoft to write BOTH PHP and ASP.NET Code. I was doing PHP before .NET shipped. I love them both.

This makes it hard for me to say anything good about either one. When I confer a preference for something in PHP, my Microsoft peers send me flame mail and when I confer a preference for something in ASP.NET, my PHP friends come out of the woodwork to call me a Microsoft shill.

I started building and running these tests because everyone had opinions about comparative PHP performance (Windows versus Linux & 5.2 versus 5.3), but no one had any solid data.

So, I decided to collect some empirical evidence of my own.

Before you look at them, let m e provide some method details and context.

All tests were run on the SAME Machine.

A Toshiba Tecra M5 with 4 Gig of ram and a 60 Gig 7200 RPM Hard Drive.

Ubuntu 9 and Windows Server 2008 Standard were natively installed on 2 separate (but identical) hard drives.

The web servers were Apache2 on Linux and IIS 7 on Windows.

Both operating systems were fully patched / updated.

No Operating System or Development Runtime performance enhancements were added.

I wasn’t investigating how much speed an expert could custom tailor the tests to on a specific platform.

Yes, I could implement PHP Byte Caching, or for ASP.NET I could use Page Caching, Partial Page Caching, SQL Cache Dependency, Multi Threading, etc.

Both Windows and Linux Implementations of PHP will benefit from PHP Byte Code caching.""",
      T("PHP"), T("ASP.NET"), T("Windows"), T("Linux"), T(".NET"), T("Ubuntu"), T("Windows Server"),
      T("Apache HTTP Server"), T("IIS"),
      source="http://www.jack-fx.com/csharp/php-tag/", kind="blog",
      note="'Apache2' is the Apache HTTP Server; 'Windows Server 2008' is Windows Server; the Toshiba laptop is hardware; "
           "SQL Cache Dependency is an ASP.NET caching feature, not labelled apart"),
    R("""You ran a service in WSL, hit http://localhost:3000 in a Windows browser, and it worked. You nodded like a person whose life is under control.
Then you rebooted, connected a VPN, or “optimized” something, and localhost started acting like it never met you.
WSL networking is not mysterious. It’s just layered. Windows networking plus a Linux VM (WSL2), plus helper plumbing that tries to make dev workflows feel native.
When all the layers agree, localhost feels magical. When they don’t, you get timeouts, connection refused, or the worst one: it works on your machine and fails on everyone else’s.
The mental model: what “localhost” really means in WSL
“Localhost” is not a place. It’s an interface name that expands to an IP address—usually 127.0.0.1 for IPv4 and ::1 for IPv6.
The key operational detail: 127.0.0.1 always means “this network namespace.” Not “this machine.” Not “this laptop.” Not “whatever I emotionally meant.”
In plain Linux on bare metal, “this network namespace” maps to the host’s network stack. In WSL2, Linux runs inside a lightweight VM with its own network stack.
That means:
- Inside WSL:
localhostis the WSL VM itself. - Inside Windows:
localhostis Windows itself.
The reason it often still works is because Windows adds glue: automatic port forwarding for “localhost-style” access, plus (in newer builds) a mirrored networking mode that narrows the gap.
Your job as an operator is to stop thinking in “machines” and start thinking in stacks:
Who is the client? Which stack is the server bound to? Which interface is the service listening on? Which firewall is in the way? Which NAT or proxy is doing translation?
Interesting facts and history you can weaponize
- WSL1 had no VM. It translated Linux syscalls into NT kernel calls, so networking behaved much closer to “native Windows with a Linux personality.”""",
      T("Windows Subsystem for Linux"), T("Windows"), T("Linux"),
      source="https://cr0x.net/en/wsl-networking-localhost-explained", kind="blog",
      note="WSL (WSL2, WSL1) is the Windows Subsystem for Linux; the NT kernel is Windows'; IPv4/IPv6, NAT and VPN are protocols and "
           "network notions, not labelled"),
    R("""virtual enviroments

put each python project into a “virtual” python space so that you can install and remove depencies with pip etc. without messing up other python projects.

Good python IDE's like Pycharm and Thommy offer support for working with virtual enviroments.

Typically, inside the project folder is created an venv folder. This must be added to .gitignore when working with git""",
      T("Python"), T("pip"), T("PyCharm"), T("Thonny"), T("Git"),
      source="http://thepythongamebook.com/en:glossary:v:virtual_evnviroments", kind="docs",
      note="'Thommy' is a misspelling of Thonny, the Python IDE named beside PyCharm; 'an venv folder' is the "
           "environment's folder, venv not labelled by it; .gitignore is a bare file name"),
]
