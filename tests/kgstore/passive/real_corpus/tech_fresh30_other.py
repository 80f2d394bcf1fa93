"""A thirtieth fresh held-out set ("fresh-30"), the other texts (no GitHub issues): changelogs of Fluentd (the 1.10
and 1.11 releases), a Node CI image, a Docker publishing tool and a TypeScript helpers package (npm to pnpm, Biome,
Vitest, tsup); documentation pages and READMEs -- two endpoint tables of auth APIs, a Rust API boilerplate's curl
calls, Django's tutorial part 4 (an old copy), a Django urls.py page, a DeepWiki page of an Express auth router
mounted under /api/v1/user and a Mintlify API reference (PostgreSQL, Prisma); posts and tutorials on Express routing
(two), Spring Boot and Spring WebMVC request mappings, Webpack 4's default entry, Rails validations (two, with the
model's path), a FastAPI notebook chapter, a Node.js course transcript, an nginx configuration layout and TypeScript
path aliases (two), Laravel's 419 error; news of VS Code 1.78, TypeScript's announcement (2012) and why VS Code is
written in TypeScript; questions and answers on webpack's resolver, Nginx symlinks in sites-enabled, body-parser and
Flask's 404.

Taken from stored public copies of the pages and files at the addresses given, kept as written (trimmed) and labelled
by hand without running the extractor, by the rules of the earlier sets (``--split fresh-30``).
"""

from real_corpus import E, F, R, T  # noqa: F401

SURFACES = {
    "Spring MVC": ("Spring WebMVC",),
    "Turbo Pascal": ("TurboPascal",),
}

CASES = [
    # ---------------------------------------------------------------- docs and READMEs
    R("""## Auth Endpoints

| Endpoint              | Description                | Methods |
|-----------------------|----------------------------|---------|
| `/auth/register`      | Create a new user          | POST    |
| `/auth/login`         | Authenticate existing user | POST    |
| `/auth/logout`        | User logout                | POST    |
| `/auth/refresh_token` | Refresh session            | POST    |
| `/auth/me`            | Get current user data      | GET     |

## Product Endpoint

| Endpoint    | Description     | Methods |
|-------------|-----------------|---------|
| `/product`  | Retrieve products | GET     |""",
      E("POST /auth/register"), E("POST /auth/login"), E("POST /auth/logout"), E("POST /auth/refresh_token"),
      E("GET /auth/me"), E("GET /product"),
      source="https://github.com/ErsinCol/E-Commerce/blob/main/server/README.md", kind="docs",
      note="an endpoint table with the method in its own column; no technology named"),
    R("""# Learn auth
## REST API Endpoints

| Endpoint     | Method | Description    |
| ------------ | ------ | -------------- |
| `/`          | GET    | Hello          |
| `/users`     | GET    | List of Users  |
| `/login`     | POST   | Login user     |
| `/register`  | POST   | Register user  |
| `/profile  ` | PUT    | Access profile |""",
      T("REST"), E("GET /"), E("GET /users"), E("POST /login"), E("POST /register"), E("PUT /profile"),
      source="https://github.com/jobegood49/auth-workshop/blob/master/README.md", kind="docs",
      note="'REST API Endpoints' as a noun phrase: REST; the root route GET / kept as the table gives it"),
    R("""## auth api

register

```bash
curl -X POST -H "Content-Type: application/json" http://127.0.0.1:8080/v1/auth/register -d '
{
    "username": "test",
    "email": "test@test.com",
    "password": "123456",
    "password_confirmation": "123456"
}
'
```

login

```bash
curl -X POST -H "Content-Type: application/json" http://127.0.0.1:8080/v1/auth/login -d '
{
    "username": "test",
    "password": "123456"
}
'
```""",
      E("POST /v1/auth/register"), E("POST /v1/auth/login"),
      source="https://github.com/miiy/rust-api-boilerplate/blob/main/docs/api/auth.md", kind="docs",
      note="curl -X POST to the app's own server written as a URL: the URL's path labelled; bash fences and curl "
           "not labelled; Rust only in the repository's name"),
    R("""=====================================
Writing your first Django app, part 4
=====================================
This tutorial begins where :doc:`Tutorial 3 ` left off. We're
continuing the Web-poll application and will focus on simple form processing and
cutting down our code.
Write a simple form
===================
Let's update our poll detail template ("polls/detail.html") from the last
tutorial, so that the template contains an HTML ``
A quick rundown:
* The above template displays a radio button for each question choice. The
  ``value`` of each radio button is the associated question choice's ID. The
  ``name`` of each radio button is ``"choice"``. That means, when somebody
  selects one of the radio buttons and submits the form, it'll send the
  POST data ``choice=#`` where # is the ID of the selected choice. This is the
  basic concept of HTML forms.
* We set the form's ``action`` to ``{% url 'polls:vote' question.id %}``, and we
  set ``method="post"``. Using ``method="post"`` (as opposed to
  ``method="get"``) is very important, because the act of submitting this
  form will alter data server-side. Whenever you create a form that alters
  data server-side, use ``method="post"``. This tip isn't specific to
  Django; it's just good Web development practice.""",
      T("Django"), F("polls/detail.html"),
      source="https://git.ivran.ru/mirrors/django/raw/commit/e6ca15c13f30e1433f91507c9f20743b7eb4725b/docs/intro/tutorial04.txt",
      kind="docs",
      note="the form posts to a URL tag, no path written: no endpoint; HTML forms not labelled (a format)"),
    # ---------------------------------------------------------------- changelogs
    R("""# v1.11

## Release v1.11.1 - 2020/06/22

### Enhancement

* in_http: Add `dump_error_log` parameter
  https://github.com/fluent/fluentd/pull/3035
* in_http: Improve time field handling
  https://github.com/fluent/fluentd/pull/3046
* Refactoring code
  https://github.com/fluent/fluentd/pull/3047

### Bug fix

* in_tail: Use actual path instead of based pattern for ignore list
  https://github.com/fluent/fluentd/pull/3042
* child_process helper: Fix child process failure due to SIGPIPE if the command uses stdout
  https://github.com/fluent/fluentd/pull/3044

## Release v1.11.0 - 2020/06/04

### New feature

* in_unix: Use v1 API
  https://github.com/fluent/fluentd/pull/2992

### Enhancement

* parser_syslog: Support any `time_format` for RFC3164 string parser
  https://github.com/fluent/fluentd/pull/3014
* parser_syslog: Add new parser for RFC5424
  https://github.com/fluent/fluentd/pull/3015

# v1.10

## Release v1.10.4 - 2020/05/12

### Enhancement

* out_http: Support single json array payload
  https://github.com/fluent/fluentd/pull/2973

### Bug fix

* supervisor: Call `File.umask(0)` for standalone worker
  https://github.com/fluent/fluentd/pull/2987
* out_forward: Fix ZeroDivisionError issue with `weight 0`
  https://github.com/fluent/fluentd/pull/2989

## Release v1.10.3 - 2020/05/01

### Enhancement

* record_accessor: Add `set` method
  https://github.com/fluent/fluentd/pull/2977
* config: Ruby DSL format is deprecated
  https://github.com/fluent/fluentd/pull/2958""",
      T("Ruby"),
      source="https://github.com/fluent/fluentd/blob/master/CHANGELOG.md", kind="changelog",
      note="Fluentd's own name occurs only inside the pull-request URLs: not labelled; plugin names (in_http, "
           "in_tail, out_forward) and syslog RFCs not labelled"),
    # ---------------------------------------------------------------- blog posts and tutorials
    R("""Basic Routing & HTTP Methods
Routing is the core of any web application. It's the mechanism that determines how your application responds to a client's request for a specific URL path and HTTP method. In Express, you define routes to map these incoming requests to specific handler functions.
Anatomy of a Route
The basic structure of a route definition in Express is simple and descriptive:
app.METHOD(PATH, HANDLER)
- app: The instance of your Express application.
- METHOD: A lowercase HTTP method (like- get,- post,- put, or- delete) that the route will respond to.
- PATH: The URL path on the server that will trigger this route.
- HANDLER: The function to be executed when the route is matched. This function receives the- reqand- resobjects.
Handling Common HTTP Methods
Express provides a distinct method for each of the primary HTTP verbs. These methods are often used to correspond with CRUD (Create, Read, Update, Delete) operations in a REST API.
- app.get()(Read): Used to retrieve data. This is the most common method, used for fetching pages or API data.
- app.post()(Create): Used to submit new data to the server, like creating a new user or posting a new blog entry.
- app.put()(Update/Replace): Used to update an existing resource completely.
- app.delete()(Delete): Used to delete a specified resource.
Code Example: A Simple CRUD API
const express = require("express");
const app = express();
app.use(express.json()); // Middleware to parse JSON bodies
 
let items = [
  { id: 1, name: "Laptop" },
  { id: 2, name: "Keyboard" },
];
 
// READ: Get all items
app.get("/items", (req, res) => {
  res.json(items);
});
 
// CREATE: Add a new item
app.post("/items", (req, res) => {
  const newItem = { id: items.length + 1, name: req.body.name };
  items.push(newItem);
  res.status(201).json(newItem); // 201 Created
});""",
      T("Express"), T("REST"), E("GET /items"), E("POST /items"),
      source="https://notes.ravindrayadav.me/expressjs/routing", kind="blog",
      note="emoji dropped from the headings; the PUT /items/:id route was cut off in the stored copy, so the text "
           "is trimmed before it"),
    R("""Complete Lesson: URL Mapping, GET and POST Parameters, JSON Input and JSON Output in Spring Boot

This lesson explains how Spring Boot maps URLs to controller methods, how GET and POST requests work, how to read query parameters, path variables, form values, JSON input, and how to return JSON responses cleanly from your APIs.

1. What URL mapping means

URL mapping means deciding which Java method should run for a particular request URL.

Example request:

GET /about

Matching controller method:

@GetMapping("/about")
public String about() {
    return "about";
}
When the browser requests /about, Spring Boot calls the about() method.

2. Parts of a web request

A request usually contains these pieces:

  • HTTP method: GET, POST, PUT, DELETE
  • URL path: /hello, /users/10
  • query parameters: ?name=Champak&city=Lucknow
  • headers
  • body: form data or JSON
Spring looks at these parts and decides which controller method should handle the request.

3. Main mapping annotations

The most common annotations are:

@RequestMapping(...)
@GetMapping(...)
@PostMapping(...)
@PutMapping(...)
@DeleteMapping(...)
@PatchMapping(...)

General style with @RequestMapping

@RequestMapping(value = "/hello", method = RequestMethod.GET)
public String hello() {
    return "Hello";
}

Shorter style with @GetMapping

@GetMapping("/hello")
public String hello() {
    return "Hello";
}

POST example

@PostMapping("/submit")
public String submit() {
    return "Submitted";
}
For most projects, use @GetMapping, @PostMapping, @PutMapping, and @DeleteMapping directly.""",
      T("Spring Boot"), T("Java"), E("GET /about"), E("GET /hello"), E("POST /submit"),
      source="https://www.learnwithchampak.live/2026/03/spring-connection-with-mysql.html", kind="blog",
      note="'/users/10' is an example URL path with no method: not labelled; 'Spring looks at...' is Spring Boot "
           "again, not labelled apart; the page's address names MySQL but the text does not"),
    R("""Learn to create Spring WebMVC controllers with @Controller
annotation and map HTTP requests with annotations like @RequestMapping
, @GetMapping
, @PostMapping
, @PutMapping
, @DeleteMapping
and @PatchMapping
.
1. Request Mapping Annotations
Before Spring 4.3, Spring had only @RequestMapping
annotation for mapping all the incoming HTTP request URLs to the corresponding controller methods.
For example, in the given below code, we are using the @RequestMapping
annotation to map 3 different HTTP requests to their respective controller methods. Notice that we have specified the HTTP request type (GET, POST etc.) as the annotation attribute method
.
@RequestMapping(value = "/users", method = RequestMethod.GET)
public Users getUsers() {
}
@RequestMapping(value = "/users", method = RequestMethod.POST)
public User createUser(User user) {
}
@RequestMapping(value = "/users/{id}", method = RequestMethod.GET)
public User getUser(@PathVariable("id") String id) {
}
Spring 4.3 introduced five new and more specific annotations for each HTTP request type.
- @GetMapping
- @PostMapping
- @PutMapping
- @DeleteMapping
- @PatchMapping
Using these new annotations, we can rewrite the @RequestMapping
example as given below. If you see carefully, we do not have the method
attribute anymore in the new annotations.
@GetMapping(value = "/users")
public Users getUsers() {
}
@PostMapping(value = "/users")
public User createUser(User user) {
}
@GetMapping(value = "/users/{id}")
public User getUser(@PathVariable("id") String id) {
}""",
      T("Spring MVC"), T("Spring"), E("GET /users"), E("POST /users"), E("GET /users/{id}"),
      source="https://howtodoinjava.com/spring5/webmvc/controller-getmapping-postmapping/", kind="blog",
      note="'Spring WebMVC' taken as Spring MVC (spelling in SURFACES); 'Spring 4.3' the framework itself"),
    R("""Webpack 4 Default Entry Resolution and Common Error Solutions

Keywords: Webpack 4 | default configuration | entry resolution error

Abstract: This article provides an in-depth exploration of Webpack 4's default configuration mechanism, particularly its ability to run without a configuration file. By analyzing the common 'Entry module not found: Error: Can't resolve './src'' error, it explains Webpack 4's default behavior of using ./src/index.js as the entry point. The article offers a complete workflow from error diagnosis to solution implementation, and discusses the configuration simplifications introduced in Webpack 4 compared to previous versions.

In modern frontend development, module bundlers like Webpack have become essential tools. Webpack 4 introduced a significant change: simplification of default configurations. While this improvement enhances development efficiency, it can also cause confusion for beginners, especially when encountering entry module resolution errors.

Default Configuration Mechanism in Webpack 4

One notable feature of Webpack 4 is that it no longer requires a configuration file. In previous versions, developers typically needed to create a webpack.config.js file to specify entry points, output paths, and other configuration options. However, Webpack 4 introduced intelligent defaults, allowing simple projects to run directly without any configuration.

Specifically, Webpack 4 defaults to using ./src/index.js as the application's entry point. This means when you run the webpack command in your project root directory, Webpack automatically looks for an index.js file in the src folder as the starting point for bundling. This design follows the "convention over configuration" principle, reducing initial setup complexity.""",
      T("Webpack"), F("./src/index.js"),
      source="http://www.kouhan.cn/en/article/00045049", kind="blog",
      note="'./src' is a folder, webpack.config.js and index.js bare file names: not labelled"),
    R("""It all done by webpack
module resolution, a resolver
is a library which helps in locating a module by its absolute path.
The dependency module can be from the application code or a third-party library. The resolver helps webpack
find the module code that needs to be included in the bundle for every such require/import
statement. webpack
uses enhanced-resolve to resolve file paths while bundling modules.
Once the path is resolved based on the above rule, the resolver checks to see if the path points to a file or a directory. If the path points to a file:
- If the path has a file extension, then the file is bundled straightaway.
- Otherwise, the file extension is resolved using the resolve.extensions option, which tells the resolver which extensions are acceptable for resolution e.g. .js, .jsx.
Resolve extensions:
These options change how modules are resolved. webpack
provides reasonable defaults, but it is possible to change the resolving in detail.
In webpack.config.js
module.exports = {
//...
resolve: {
enforceExtension: false
}
};
If the value is true
here, it will not allow extension-less files. So by default require('./foo')
works if ./foo
has a .js
extension, but with this (enforceExtension
) enabled only require('./foo.js')
will work.""",
      T("Webpack"), T("enhanced-resolve"),
      source="https://kiwix.lema.org/stackoverflow.com_en_all_2023-11/questions/61904877/why-js-file-extension-is-not-added-while-importing-a-component-in-reactjs",
      kind="qa",
      note="an answer; React only in the question's address: not labelled; './foo.js' is a require() specifier in an "
           "example, not a project file: not labelled"),
    R("""Validating the User Model
Add basic validation rules for the users' parameters.
We'll cover the following
Create validation rules
In this lesson, we will update our model to define validation rules. These rules are described in the template in app/models/user.rb
.
Ruby on Rails provides a complete validation mechanism in their official documentation.
For the User
model, we only want to validate three things:
- The
email
must be unique. - The
email
must have a valid format. - The
password
must be filled in.""",
      T("Rails"), F("app/models/user.rb"),
      source="https://educative.io/courses/building-api-rails/validating-the-user-model", kind="blog",
      note="a course lesson; 'Ruby on Rails' is Rails (not Ruby apart)"),
    R("""When building applications we try to make sure the data our users are submitting is reliable and useful. Ensuring valid data is sent before saving any changes to the database is called validation. Traditionally, HTML5 provides instant validation trough input: type and required tags. Rails use Active Record Validations to ensure the information in the database is consistent and adds an extra security layer to our deployed projects. While there are a variety of options available within , a couple of quick configurations to validate the most common user input can go a long way. Rails guides In this quick guide, we will validate a table with name, email, and password: fields used when a user's login feature is required Let's get started by creating a new Rails App (or open your existing project) with default database configuration. $ rails new rails-sample The next step is to create a sample table with basic required cells for a user's login. $ rails generate scaffold name:string email:string password:string User don't forget to create and migrate your database. $ rails db:create $ rails db:migrate you should have this on app/model/user.rb: < ApplicationRecord class User end and your database schema (./bd/schema.rb) should be this.""",
      T("Rails"), T("ActiveRecord"), F("app/model/user.rb"), F("./bd/schema.rb"),
      source="https://hackernoon.com/how-to-validate-user-login-data-in-ruby-on-rails-2bp3ubl", kind="blog",
      note="'Active Record Validations' taken as ActiveRecord; HTML5 not labelled (a format); the paths kept as the "
           "post misspells them (app/model, ./bd)"),
    R("""(api/01-fastapi)=
# API development 1

**Readings:**  {cite}`timviera`

## Introduction

In this chapter, we'll cover the following main topics:
- Creating the first endpoint and running it locally
- Handling request parameters
- Customizing the response
- Structuring a bigger project with multiple routers

## Our first endpoint

The following creates a GET endpoint in the root path `/` using https://github.com/tiangolo/fastapi. 
The `hello_world` coroutine (see appendix) contains our route logic. This also called a **path operation** function. 
The return value is a dictionary that is automatically handled by FastAPI as a JSON response. Note that we use a decorator 
to specify the [HTTP method](https://developer.mozilla.org/en-US/docs/Web/HTTP/Methods) on the given route.

In [1]:
%%writefile ./01/main.py
from fastapi import FastAPI

app = FastAPI()

@app.get("/")
async def hello_world():
    return {"hello": "world"}

Overwriting ./01/main.py


Running in development mode allowing **reloads** of the server each time a code chage is made:

In [2]:
import time
import subprocess

cmd = "uvicorn 01.main:app --host 0.0.0.0 --port 8000 --reload"
process = subprocess.Popen(cmd.split())
print("pid:", process.pid)
time.sleep(1.0)

pid: 73779


INFO:     Will watch for changes in these directories: ['/Users/particle1331/code/ok-transformer/docs/nb/apis']
INFO:     Uvicorn running on http://0.0.0.0:8000 (Press CTRL+C to quit)
INFO:     Started reloader process [73779] using WatchFiles""",
      T("FastAPI"), T("Uvicorn"), T("watchfiles"), F("./01/main.py"), E("GET /"),
      source="https://github.com/particle1331/ok-transformer/blob/master/docs/nb/api/01-fastapi.ipynb", kind="blog",
      note="a notebook chapter (badges dropped); Python not named apart from the code (no fence); WatchFiles named "
           "by Uvicorn's reloader log; the absolute directory in the log not labelled"),
    R("""Fundamentals of Express and HTTP Methods

Pre-reqs

  • Download Postman from Chrome

Goals

By the end of this lesson, you will:

  • Understand when and why to use Express.js in the back-end of an application
  • Know how Express.js abstracts difficult server-side logic and makes it easier to write endpoints
  • Create a simple Express app that implements all of the basic CRUD methods

An example repository of the completed example can be found here.

What is Express?

Express is a small framework built on top of the web server functionality provided by Node.js. It helps to simplify and organize the server-side functionality of your application by providing abstractions over the more confusing parts of Node.js, and adding helpful utilities and features.

Why do we use Express?

Think about how and why we use jQuery on the front-end. Vanilla JavaScript can be verbose and difficult to read. jQuery came along to give developers a nicer-looking syntax to perform the same operations. It was a library built to abstract the trickier parts of JavaScript and make them easier to write and work with. Express was built for very similar reasons.

Just like browser-based JavaScript, the syntax for using plain Node.js isn't the friendliest. Node gives you enough low-level features to build the back-end of an application, but Express is a light layer built on top of Node to make these low-level features a little easier to read and write.""",
      T("Postman"), T("Chrome"), T("Express"), T("Node.js"), T("jQuery"), T("JavaScript"),
      source="http://frontend.turing.io/lessons/module-4/intro-to-express.html", kind="blog",
      note="a lesson; Postman is installed from Chrome (the browser, named as such); no route written in this part"),
    # ---------------------------------------------------------------- news
    R("""Microsoft has released version 1.78 of the Visual Studio Code (VS Code) editor and IDE – while also revealing details of the development process at its annual "VS Code Day" online video presentation. VS Code is likely to be the world's most used development environment, with nearly 75 percent of developers saying they use it to some extent in the most recent Stack Overflow developer survey.
VS Code has received a visual overhaul this month, with new "Dark Modern" and "Light Modern" themes. Also new are profile templates, which customize VS Code for specific project types. Profiles on offer include Python, Angular, Doc Writer, Data Science, Java General, Java Spring, and Node.js. Each profile automatically sets up a bunch of relevant extensions as well as key settings suited to the purpose. Profile templates can be customized before they are applied, so for example the Data Science profile includes GitHub Copilot, but this can be unselected before it is applied if not required.
In the editor, there is a new popup for controlling the way content added via drag and drop is inserted, and a rewritten code completion feature which fixes numerous bugs and works properly across line breaks. Popups offering extensions now include the publisher's name, helping developers to decide whether an extension is worth installing. There is also a new notification for deprecated extensions.
The full list of updates has additional features including a number of Python updates, improvements to the GitHub Pull Requests and Issues extension, and many enhancements to the new GitHub Copilot Chat feature.""",
      T("VS Code"), T("Python"), T("Angular"), T("Java"), T("Spring"), T("Node.js"), T("Copilot"),
      source="https://devclass.com/2023/05/04/90-minutes-from-code-to-deployment-vs-code-team-describes-internal-development-process",
      kind="news",
      note="the profile names (Python, Angular, Java Spring, Node.js) name the technologies they set up: labelled; "
           "Stack Overflow is a site; the GitHub Pull Requests and Issues extension and Copilot Chat not labelled apart"),
    R("""In addition to supporting industry-standard languages like C++, Python, and JavaScript, Microsoft has always been at the forefront of creating great programming languages – Visual Basic, C#, and F# being the recent examples. We create these languages to better support a broad ecosystem of developers, increase productivity, and solve interoperability problems.
Earlier this month, we introduced a new programming language called TypeScript that solves a very specific problem – getting JavaScript development to scale across the current world of devices and platforms.
In recent years, the reach of JavaScript has grown tremendously, going beyond the browser to include native device apps, applications in the cloud, and more. With this expansion, we're starting to see applications of unprecedented size written with JavaScript, despite the fact that creating large-scale JavaScript applications can be difficult. 
TypeScript makes it easier. As an open and interoperable programming language, developers can write cross-platform large-scale JavaScript applications for any browser, for any host, on any operating system. This dramatically improves productivity, while maintaining existing code and continued use of the same familiar JavaScript libraries. 
TypeScript builds upon the good work happening in Ecma International's TC39 committee, which determines the direction of the ECMAScript, the formal standard for JavaScript. We continue to work with the standards committee to evolve JavaScript and support interoperability gains.
TypeScript is available as open source on CodePlex. There you can view our roadmap, submit feedback in the discussion forum, and see the TypeScript team continue to develop on CodePlex in the open.""",
      T("C++"), T("Python"), T("JavaScript"), T("Visual Basic"), T("C#"), T("F#"), T("TypeScript"),
      source="http://blogs.technet.com/b/openness/archive/2012/10/15/typescript-a-new-open-and-interoperable-programming-language.aspx",
      kind="news",
      note="ECMAScript (the standard of JavaScript) is JavaScript, already labelled; CodePlex is a hosting site: "
           "not labelled; Ecma International and TC39 are organisations"),
    R("""Why Microsoft Adopted TypeScript for VS Code

Motivation for Choosing TypeScript

JavaScript has been the go-to language for web development, providing flexibility and ease of integration with the web. However, as applications grew more complex, developers faced challenges with type safety, compiler support, and long-term maintainability. TypeScript, a statically typed language that builds on JavaScript, addresses these issues. It also offers a smoother developer experience by providing better tooling and a robust type system, making it a safer and more comfortable alternative to plain JavaScript. This is why Microsoft chose TypeScript for building Visual Studio Code (VS Code), the popular multi-platform editor.

Adoption of TypeScript by Google

Google's adoption of TypeScript for Angular indicates that even giant tech companies recognize the benefits of a statically typed language. If Google, known for its cutting-edge technologies, uses TypeScript, there is a strong argument for Microsoft to also adopt it for Visual Studio Code (VS Code). Microsoft, with its own statically typed language, .Net, has a unique advantage in choosing a language that complements its existing technology stack and enhances developer productivity.

Background of TypeScript Development

The development of TypeScript was a collaborative effort led by a team of over 50 highly skilled developers at Microsoft. Among them, the most recognizable names are Anders Hejlsberg, a Technical Fellow at Microsoft, and Steve Lucco, another Technical Fellow. Anders Hejlsberg is famously known as the father of languages like C# and TurboPascal. However, he did not initiate the TypeScript project; instead, credit goes to Steve Lucco, who started the TypeScript team and co-designed the language.""",
      T("TypeScript"), T("JavaScript"), T("VS Code"), T("Angular"), T(".NET"), T("C#"), T("Turbo Pascal"),
      source="https://www.onadiko.com/Why-Microsoft-Adopted-TypeScript-for-VS-Code", kind="news",
      note="'.Net' called a language by the article: labelled .NET; 'TurboPascal' run together is Turbo Pascal "
           "(spelling in SURFACES)"),
    # ---------------------------------------------------------------- more changelogs
    R("""# Changelog

All notable changes to this project will be documented in this file.

The format is based on [Keep a Changelog](https://keepachangelog.com/en/1.0.0/),
and this project adheres to [Semantic Versioning](https://semver.org/spec/v2.0.0.html).

## [Unreleased]
## [2.1.0] - 2022-08-12

### Changed
- Upgrade to Node 16

## [2.0.0] - 2020-11-03

### Changed
- Upgrade to Node 14

## [1.0.1] - 2020-08-04

### Changed
- Version bump to trigger docker image updates

## [1.0.0]

### Added
- docker-compose
- docker""",
      T("Node.js"), T("Docker"), T("Docker Compose"),
      source="https://github.com/centrapay/ci-node/blob/master/CHANGELOG.md", kind="changelog",
      note="a CI image's changelog: 'Node 16' is the runtime"),
    R("""# Change Log

All notable changes to this project will be documented in this file.
This project adheres to [Semantic Versioning](http://semver.org/).

## 2.1.1 - 2019-02-14

 - fix: #2 Always tag in vX.Y.Z formats in v2.1.0 versions instead of X.Y.Z

## 2.1.0 - 2019-02-13

- enhancement: introduce stricSemver/DOCKER_STRICT_SEMVER property

## 2.0.0 - 2018-10-25

- required NodeJS v8
- update dependencies

## 1.3.16 - 2017-02-14

- set github url

## 1.3.15 - 2017-02-14

- fixing README.md

## 1.3.14 - 2017-02-14

- renaming bin/ script file

## 1.3.13 - 2017-02-14

- change package.json path

## 1.3.12 - 2017-02-14

- mistyped start script name

## 1.3.11 - 2017-02-14

- fixing bin/ start script

## 1.3.10 - 2017-02-14

- runnable script from package.json (.bin)

## 1.3.9 - 2017-02-14

- small changes to README.md

## 1.3.8: deleted - 2017-02-14

## 1.3.7 - 2017-02-14

- npm shrinkwrap: fixing dependencies

## 1.3.6 - 2017-02-14

## First release""",
      T("Node.js"), T("npm"),
      source="https://github.com/vanioinformatika/docker-publish/blob/master/CHANGELOG.md", kind="changelog",
      note="DOCKER_STRICT_SEMVER is a property name, Docker not otherwise named: not labelled; bin/ a folder, "
           "README.md and package.json bare names"),
    R("""# Changelog

## 0.3.0

### Minor Changes

- [#12](https://github.com/drzioner/helpers/pull/12) [`26a964e`](https://github.com/drzioner/helpers/commit/26a964ecb8c654fff97f12f48ca97eb943571a8e) Thanks [@drzioner](https://github.com/drzioner)! - Modernize toolchain and restructure modules.

  - Migrate from npm to pnpm, ESLint/Prettier to Biome, Jest to Vitest, standard-version to Changesets
  - Build with tsup (dual ESM + CJS output)
  - Rename `mathematics/` to `math/`, `uncategorized/` to `strings/`
  - Rename `nameFileRandom` to `randomFileName`, `fillANumberWithCharacters` to `padNumber` (old names still work but are deprecated)
  - Fix `MILLISECOND` constant (was 1000, now 1)
  - Fix `getValueUnit()` to throw on invalid input
  - Add explicit number types to math functions
  - Rewrite `createFile()` with path traversal protection and auto-created parent directories
  - Require Node.js >= 20""",
      T("npm"), T("pnpm"), T("ESLint"), T("Prettier"), T("Biome"), T("Jest"), T("Vitest"), T("standard-version"),
      T("Changesets"), T("tsup"), T("Node.js"),
      source="https://github.com/drzioner/helpers/blob/main/CHANGELOG.md", kind="changelog",
      note="the 0.3.0 entry only (the 0.4.0 entry above it left out); ESM and CJS are module formats: not labelled; "
           "math/ and strings/ are folders"),
    R("""urls.py#
1. What is urls.py?#
urls.py defines how URLs are mapped to views in a Django project.
Location:
mysite/mysite/urls.py
It acts as the traffic controller of your web application.
2. What problem does urls.py solve?#
When a user visits a URL like:
http://127.0.0.1:8000/admin/
- Django needs to know:
Which Python function should run?
Which page should be shown?
That mapping is done in urls.py.
Typical contents of urls.py
from django.contrib import admin
from django.urls import path
urlpatterns = [
path('admin/', admin.site.urls),
]
1️⃣ Import admin site#
from django.contrib import admin
Enables Django's built-in admin interface.
2️⃣ Import path#
from django.urls import path
Used to define URL patterns.
3️⃣ URL patterns list#
urlpatterns = [
path('admin/', admin.site.urls),
]
urlpatterns is required
Django scans this list from top to bottom
First match wins""",
      T("Django"), T("Python"), F("mysite/mysite/urls.py"),
      source="https://sherullah.com/django-contents/django/django_project/mysite/mysite/urlspy.html", kind="docs",
      note="Django's path() routes give no HTTP method: no endpoint; the admin URL is a full URL"),
    R("""This document describes the API routing structure for the Project-Auth system, including all endpoint definitions, HTTP methods, path parameters, and the mapping between routes and controller functions. The routing layer acts as the interface between incoming HTTP requests and the business logic layer.
For information about the middleware pipeline (CORS, body parsing, authentication), see Middleware Pipeline. For details about the controller functions that routes invoke, see Authentication System. For information about how the Express application is initialized and routes are mounted, see Application Entry Point.
Sources: routes/user.routes.js1-23
The Project-Auth system uses a single API router (userRouter) that handles all user authentication operations. This router is created using Express's Router() function and is mounted at the /api/v1/user prefix in the main application.
The router is instantiated at routes/user.routes.js2 using express.Router() and exported as userRouter. The main application mounts this router at index.js20 with the path prefix /api/v1/user, meaning all routes defined in the router are accessed relative to this base path.
Sources: routes/user.routes.js1-2 index.js20
The routing layer defines seven distinct endpoints that handle the complete authentication lifecycle. Each route specifies an HTTP method, a path pattern (with optional parameters), and maps to a controller function.
| HTTP Method | Path Pattern | Full URL Path | Controller Function | Authentication Required |
|---|---|---|---|---|
| POST | /register | /api/v1/user/register | register | No |
| GET | /verify-email/:token | /api/v1/user/verify-email/:token | verifyUser | No |
| POST | /login | /api/v1/user/login | login | No |
| GET | /profile | /api/v1/user/profile | profile | Yes |
| POST | /logout | /api/v1/user/logout | logout | Yes |
| POST | /forgotPassword | /api/v1/user/forgotPassword | forgotPassword | No |""",
      T("Express"), F("routes/user.routes.js"),
      E("POST /api/v1/user/register"), E("GET /api/v1/user/verify-email/:token"), E("POST /api/v1/user/login"),
      E("GET /api/v1/user/profile"), E("POST /api/v1/user/logout"), E("POST /api/v1/user/forgotPassword"),
      source="https://deepwiki.com/arpan-gt/Project-Auth/3.2-routing-layer", kind="docs",
      note="the router is mounted under /api/v1/user and the table writes the full paths: only those labelled, not "
           "the router-relative ones; the file's line references run into the name (user.routes.js1-23) and "
           "index.js is a bare name; the cut-off last row (resetPassword) left out"),
    R("""# Create User

> Create a new user in the system with email and password

This endpoint creates a new user account in the PostgreSQL database using Prisma ORM. The user data is stored with the provided email and password.

## Endpoint

```
POST /usuarios
```

## Request Body

<ParamField body="email" type="string" required>
  The user's email address. Must be unique in the database.
</ParamField>

<ParamField body="password" type="string" required>
  The user's password. This will be stored as provided (note: password hashing should be implemented for security).
</ParamField>

## Response

<ResponseField name="id" type="integer">
  The unique identifier assigned to the newly created user
</ResponseField>

## Status Codes

* **201 Created** - User successfully created
* **500 Internal Server Error** - Database error or validation failure

## Example Request

```bash theme={null}
curl -X POST http://localhost:3000/usuarios \\
  -H "Content-Type: application/json" \\
  -d '{
    "email": "user@example.com",
    "password": "securePassword123"
  }'
```

### Error (500)

```json theme={null}
{
  "error": "Error al insertar en Postgres"
}
```""",
      T("PostgreSQL"), T("Prisma"), E("POST /usuarios"),
      source="https://celaya55-app-cr.mintlify.app/api-reference/users/create-user.md", kind="docs",
      note="an API reference page (the documentation-index banner and two response fields dropped); 'Postgres' in "
           "the error body is PostgreSQL again"),
    R("""Lesson Description
The "Registration Controller" Lesson is part of the full, API Design in Node.js, v5 course featured in this preview video. Here's what you'd learn in this lesson:
Scott walks through how to create Express controllers for sign-up requests, emphasizing error handling, pre-validation, password hashing, and using JWTs for authentication.
Transcript from the "Registration Controller" Lesson
[00:00:00]
>> Scott Moss: All right, now let's make our Controllers to sign people up, so. Let's do that. So what we're gonna do is go to our code, we're gonna make some Controllers, so inside of our source folder, we'll make a new folder called Controllers You might hear these called handlers. I switched between the two.
[00:00:17]
I switched between the two. I just landed on Controllers. This time is for some reason that's what I was using the last few months so Controllers. We're gonna make a new one called the Auth Controller.
[00:00:31]
We're gonna make a new one called the Auth Controller. And inside of here we're going to and these Controllers again these are the handlers that go inside of our request our routes that we made an Express. So when this route happens run this function, this function is a controller. So we wanna make the one for sign up.
[00:00:46]
So we wanna make the one for sign up. So when someone goes to /API/auth/register and they do a post request to that, we want them we want this function to run, the one we're about to write, right? So let's do that. So we're gonna import types.
[00:01:03]
So we're gonna import types. From Express so we can say request. Actually, it's easier if you just do it like this and then you get some type stuff, request the response. Like that, we're gonna import bcrypt.
[00:01:27]
Like that, we're gonna import bcrypt. Like this from bcrypt.""",
      T("Node.js"), T("Express"), T("bcrypt"), E("POST /API/auth/register"),
      source="https://frontendmasters.com/courses/api-design-nodejs-v5/registration-controller", kind="blog",
      note="a course transcript: 'a post request' to /API/auth/register gives the method (path kept as the "
           "transcript capitalises it); JWTs are tokens, not labelled"),
    # ---------------------------------------------------------------- questions and answers
    R("""Nginx Site Configuration in Ubuntu: Symbolic Link Creation and Path Resolution

Keywords: Nginx | Symbolic Links | Ubuntu Configuration

Abstract: This article provides an in-depth analysis of symbolic link creation failures between Nginx site configuration directories in Ubuntu systems. It explains the path resolution mechanism for symbolic link targets, compares relative and absolute path approaches, and demonstrates correct command-line procedures. The discussion also covers the fundamental differences between symbolic links and hard links, along with best practices for site configuration management.

Fundamentals of Symbolic Links

Symbolic links (symlinks) are special file types in Linux systems that contain path references to other files or directories. Unlike hard links, symbolic links can cross filesystem boundaries and can point to directories.

Problem Analysis: Relative Path Resolution Mechanism

In the original problem, the user executed the command:

sudo ln -s sites-available/foo.conf sites-enabled/

This command creates a symbolic link, but its target path sites-available/foo.conf is resolved relative to the directory containing the symlink. When the symlink is located in the sites-enabled directory, the system attempts to find the target file at sites-enabled/sites-available/foo.conf, which is clearly incorrect.

Correct Methods for Creating Symbolic Links

To create effective symbolic links, ensure the target path correctly points to the source file. Here are two recommended approaches:

Method 1: Using Relative Paths

First navigate to the target directory, then create a symlink pointing to the source file in the parent directory:

cd sites-enabled
sudo ln -s ../sites-available/foo.conf .

This creates a symlink with the target path ../sites-available/foo.conf, which correctly resolves to the configuration file in the sites-available directory when accessed from sites-enabled.""",
      T("Nginx"), T("Ubuntu"), T("Linux"),
      F("sites-available/foo.conf"), F("sites-enabled/sites-available/foo.conf"), F("../sites-available/foo.conf"),
      source="http://www.kouhan.cn/en/article/00020811", kind="qa",
      note="a question and its answer retold; the three relative paths as written (the wrong one the symlink "
           "resolves to included); sudo and ln are shell utilities; sites-enabled/ a folder"),
    R("""To handle HTTP POST request in Express.js version 4 and above, you need to install middleware module called body-parser.
body-parser extract the entire body portion of an incoming request stream and exposes it on req.body.
The middleware was a part of Express.js earlier but now you have to install it separately.
This body-parser module parses the JSON, buffer, string and URL encoded data submitted using HTTP POST request.
Each middleware layer is essentially adding a function that specifically handles something to your flow through the middleware.
app.use(bodyParser) - by adding bodyParser, you're ensuring your server handles incoming requests through the express middleware. So, now parsing the body of incoming requests is part of the procedure that your middleware takes when handling incoming requests -- all because you called app.use(bodyParser).
B. urlencoded - https://www.npmjs.com/package/body-parser#extended
The extended option allows to choose between parsing the URL-encoded data with the querystring library (when false) or the qs library (when true). The "extended" syntax allows for rich objects and arrays to be encoded into the URL-encoded format, allowing for a JSON-like experience with URL-encoded.
C. To go a little more in depth; body-parser gives you a middleware which uses nodejs/zlib to unzip the incoming request data if it's zipped and stream-utils/raw-body to await the full, raw contents of the request body before "parsing it" (this means that if you weren't going to use the request body, you just wasted some time).""",
      T("Express"), T("body-parser"), T("qs"),
      source="https://madanswer.com/75455/why-would-you-use-body-parser-package-can-you-build-the-project-without-bodyparser",
      kind="qa",
      note="an answer; qs named as a library: labelled; 'the querystring library' is Node's built-in module, and "
           "nodejs/zlib and stream-utils/raw-body are repository paths: not labelled"),
    # ---------------------------------------------------------------- more posts
    R("""nginx Configuration

nginx configuration is hierarchical and modular. A single top-level file includes everything else. Global settings apply to all virtual servers. Per-server settings override globals where needed. Individual site configurations are activated and deactivated by creating and removing symlinks.

Understanding this structure before writing any configuration makes every subsequent page in this section easier to follow.

Configuration hierarchy

nginx processes configuration from the top down. The main configuration file nginx.conf sets global parameters and includes everything else. The included files add HTTP-level settings, TLS defaults, security headers, and finally the individual virtual server definitions.

nginx.conf
├── events { }                     # Worker connection settings
└── http { }                       # HTTP-level settings
    ├── include conf.d/*.conf       # Global HTTP includes
    │   ├── ssl.conf                # Shared TLS configuration
    │   ├── security.conf           # Security headers
    │   ├── gzip.conf               # Compression settings
    │   ├── logging.conf            # Log format definitions
    │   └── rate-limiting.conf      # Rate limit zones
    └── include sites-enabled/*.conf # Active virtual servers
        ├── default.conf            # Default catch-all server
        ├── nextcloud.conf          # Nextcloud reverse proxy
        ├── snappymail.conf         # Webmail
        ├── autoconfig.conf         # Mail client autoconfig
        └── ...

Settings defined at a higher level in this hierarchy apply everywhere below them unless overridden. A TLS cipher suite defined in conf.d/ssl.conf applies to every virtual server. A specific header override in nextcloud.conf applies only to the Nextcloud server block.

Directory structure

The packaged nginx on Ubuntu uses this layout under /etc/nginx/:""",
      T("Nginx"), T("Nextcloud"), T("Ubuntu"), F("conf.d/ssl.conf"),
      source="https://blog.halleyadams.uk/posts/284/", kind="blog",
      note="the tree's entries are bare names under folders (not written as paths); include globs "
           "(conf.d/*.conf) not labelled; snappymail.conf names a webmail only as a file name: SnappyMail not labelled"),
    R("""TypeScript path aliases, often configured using @ symbols in tsconfig.json, don't actually do anything in production JavaScript.
Let's see this in action. Imagine you have a simple project structure:
.
├── src/
│ ├── components/
│ │ └── Button.ts
│ └── utils/
│ └── api.ts
└── tsconfig.json
And your tsconfig.json looks like this:
{
"compilerOptions": {
"target": "es2016",
"module": "commonjs",
"strict": true,
"baseUrl": ".",
"paths": {
"@components/*": ["src/components/*"],
"@utils/*": ["src/utils/*"]
},
"esModuleInterop": true,
"skipLibCheck": true,
"forceConsistentCasingInFileNames": true,
"outDir": "./dist"
},
"include": ["src/**/*"]
}
In your src/utils/api.ts file, you might have:
// src/utils/api.ts
export function fetchData() {
console.log("Fetching data...");
// Imagine actual fetch logic here
return Promise.resolve({ data: "some data" });
}
And in src/components/Button.ts:
// src/components/Button.ts
import { fetchData } from "@utils/api";
export function Button() {
console.log("Button component rendered.");
fetchData().then(data => {
console.log("Received:", data.data);
});
return "<button>Click Me</button>";
}
When you run tsc (the TypeScript compiler), it reads your tsconfig.json. The paths configuration tells the TypeScript compiler how to resolve these @ imports during the transpilation phase. It effectively rewrites your imports to point to the actual file locations.
After running tsc, your dist directory will contain the compiled JavaScript:
dist/
├── components/
│ └── Button.js
└── utils/
└── api.js
The dist/components/Button.js file will look something like this:""",
      T("TypeScript"), T("JavaScript"), F("src/utils/api.ts"), F("src/components/Button.ts"),
      F("dist/components/Button.js"),
      source="https://adhdecode-articles-4.pages.dev/articles/typescript/typescript-path-aliases-production", kind="blog",
      note="tsc is the TypeScript compiler (TypeScript labelled once); tsconfig.json a bare name; path globs and alias "
           "patterns (src/components/*, @utils/api) not labelled; CommonJS only as a compiler option value"),
    R("""Right, let's talk about cleaning up your import spaghetti. You know the drill: import { Button } from '../../../../components/ui/Button';. It's ugly, brittle, and if you move the file, your whole house of cards comes tumbling down. The designers of TypeScript felt your pain and gave us paths and baseUrl. It's a fantastic feature, but it's also a bit of a trap for the unwary because it's not magic—it's just a clever lie we tell the compiler that we have to make real for the runtime. Let's get into it.

The Core Concept: Telling Two Different Lies

Here's the fundamental thing you need to wrap your head around: paths is a TypeScript-only feature. It's a lie we tell the TypeScript compiler to make it stop complaining about our beautiful, clean import paths. It says, "Hey, TS, when you see @/components/Button, don't freak out looking for it in node_modules. Instead, go look for it over here, at ./src/components/Button.tsx."

Your bundler or runtime (like Webpack, Vite, or Node.js) doesn't speak tsconfig.json. They hear @/components/Button and say, "What in the holy hell is this? Module not found." So, you have to tell them the same lie, but in a language they understand. This dual-configuration is the single biggest "gotcha" and the reason many people think paths is broken. It's not; you just only did half the job.""",
      T("TypeScript"), T("Webpack"), T("Vite"), T("Node.js"), F("./src/components/Button.tsx"),
      source="https://mikepietsch.com/tech/typescript/20.04-paths-and-baseurl-path-aliases-for-clean-imports/", kind="blog",
      note="'../../../../components/ui/Button' and '@/components/Button' are import specifiers without an extension: "
           "not labelled; 'TS' is TypeScript again"),
    R("""werkzeug.exceptions.NotFound: 404 Not Found: The requested URL was not found on the server.
Encountering
werkzeug.exceptions.NotFoundmeans your Flask application couldn't find a matching route for the requested URL; this guide explains how to fix it.
What This Error Means
When you encounter werkzeug.exceptions.NotFound: 404 Not Found, your Flask application is telling you, quite literally, that it doesn't have a defined route to handle the specific Uniform Resource Locator (URL) that was requested. In HTTP terms, a 404 status code signifies "Not Found," a client error indicating that the server could not find a resource corresponding to the requested URL. While it's classified as a client error, meaning the request itself was well-formed, the resource simply isn't available at the path specified.
In a Flask context, this exception is raised by Werkzeug, the underlying WSGI utility library that Flask uses for request dispatching, when its routing system fails to match an incoming request's URL path and HTTP method against any of the routes you've defined using decorators like @app.route(). It means your application successfully received the request, but after checking all its registered endpoints, it found no instruction on how to respond to that particular combination of URL and method.""",
      T("Flask"), T("Werkzeug"),
      source="https://errorfix.dev/errors/flask-404.html", kind="qa",
      note="an error's explanation; werkzeug.exceptions.NotFound is a dotted exception name; WSGI is an interface "
           "standard: not labelled; no route written"),
    R("""The "419 unknown status," often displayed as "419 Page Expired," is an HTTP status code primarily encountered in web applications, particularly those built with the Laravel framework. This error signifies a Cross-Site Request Forgery (CSRF) token mismatch, indicating that the client's session has expired or the submitted form lacks a valid CSRF token.
Causes of the 419 Error:
- Missing CSRF Token:When submitting a form in a Laravel application, a hidden CSRF token is expected to be included for security purposes. If this token is absent, the 419 error is triggered.
- Expired CSRF Token:CSRF tokens have a limited lifespan. If a user leaves a page with a form open for an extended period, the token may expire, leading to the 419 error upon form submission.
- Session Inactivity:The error can also occur due to general session expiration caused by user inactivity, requiring re-authentication to access protected resources.
Common Solutions:
- Include
@csrf
Directive:For forms in Laravel Blade templates, ensure the@csrf
directive is included within the<form>
tags to automatically generate and include the CSRF token. - Refresh the Page:If the error is due to an expired token, refreshing the page will generate a new token and potentially resolve the issue.
- Clear Browser Cache and Cookies:Outdated cache or corrupted cookies can sometimes interfere with session management, leading to CSRF token issues. Clearing them can help.
- Verify Session Configuration:Ensure the session settings in the application's configuration are correctly defined, including the session lifetime.
- Handle CSRF in AJAX Requests:For AJAX requests, manually include the CSRF token in the request headers or data payload to prevent the 419 error.""",
      T("Laravel"), T("Blade"),
      source="https://soatechnology.net/419-unknown-status-laravel-10", kind="blog",
      note="AJAX is a technique, CSRF an attack: not labelled; no path written"),
]
