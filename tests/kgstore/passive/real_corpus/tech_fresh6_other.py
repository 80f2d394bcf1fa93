"""A sixth fresh held-out set ("fresh-6"), part three: technical blog posts, tutorials, course
and reference pages (a paragraph or a section each, in English and Japanese) and changelogs
and release notes (entries of CHANGELOG files of Neovim configurations, Home Assistant add-ons
and integrations, Flutter plugins, a Perl module and a young language), kept as the stored copy
gives them -- line breaks, lost indentation, code and the page's own mangled characters
included.

Every text was fetched from a stored public copy of the page or file at the address given and
labelled by hand without running the extractor on it, as in tech_fresh6_issues (an endpoint
only as "METHOD /path" when the text gives the path's method; for changelogs, a library named
as a dependency is labelled, a convention such as Semantic Versioning is not). Nobody tunes the
extractor on these texts (``--split fresh-6``).
"""

from real_corpus import E, F, R, T

SURFACES = {
    "Android Gradle Plugin": ("AGP",),
    "aiohttp-cors": ("aiohttp_cors",),
    "Pydantic": ("pydantic",),
    "Uvicorn": ("uvicorn",),
    "nvim-cmp": ("cmp",),
    "Telescope": ("telecope",),
    "nvim-dap": ("dap",),
    "Vim script": ("VimL",),
    "vim-illuminate": ("illuminate",),
    "fidget.nvim": ("fidget nvim",),
    "lualine.nvim": ("lualine",),
    "tokyonight.nvim": ("tokyonight",),
    "lsp-status.nvim": ("lsp-status",),
    "nvim-treesitter": ("treesitter",),
}

CASES = [
    # ---------------------------------------------------------------- tutorials and blog posts
    R("""What it is: @app.post() is a FastAPI decorator that registers a function as an HTTP POST endpoint at a specific URL path. When a client sends a POST request to that path with JSON data, FastAPI automatically parses the request body, validates it against your type hints, and calls your function.
How it works: The decorator takes a path (like '/predict'). You define a function with type-annotated parameters that match your expected input structure. FastAPI uses Pydantic to validate incoming JSON against those types before your function runs. The function's return value is automatically serialized to JSON and sent back to the client with a 200 status code by default.
Code
from fastapi import FastAPI
from pydantic import BaseModel
app = FastAPI()
class PredictRequest(BaseModel):
age: int
income: float
credit_score: int
class PredictResponse(BaseModel):
approved: bool
confidence: float
@app.post('/predict', response_model=PredictResponse)
async def predict(request: PredictRequest):
decision = request.credit_score > 650 and request.income > 30000
confidence = 0.95 if decision else 0.87
return PredictResponse(approved=decision, confidence=confidence)
if __name__ == '__main__':
import uvicorn
uvicorn.run(app, host='0.0.0.0', port=8000)""",
      T("FastAPI"), T("Pydantic"), T("Uvicorn"), E("POST /predict"),
      source="https://theneuralbase.com/fastapi-for-ml/learn/beginner/app-post-endpoint-definition/", kind="blog",
      note="a lesson whose copy lost the code's indentation; the route defined with @app.post('/predict')"),
    R("""How POST sends data
In Lesson 1, you learned that HTTP methods signal different actions. POST is the method for creating data.
Unlike GET, which puts everything in the URL (/expenses?category=food), POST sends data in the request body — a block of JSON attached to the request, separate from the URL.
What the client sends
When a client creates an expense, it sends a POST request with a JSON body:
POST /expenses
{
"description": "Lunch",
"amount": 12.50,
"category": "food"
}The JSON body contains the fields your Expense model defines. FastAPI reads this JSON, validates it against your model, and converts it into a Python object.
How FastAPI maps the body to your function
To receive POST data, you add a parameter with a Pydantic type to your function:
@app.post("/expenses")
def create_expense(expense: Expense):
print(expense.description) # "Lunch"
print(expense.amount) # 12.5""",
      T("FastAPI"), T("Python"), T("Pydantic"), E("POST /expenses"),
      source="https://www.devguild.io/courses/fastapi-expense-tracker/lessons/lesson-2-create-expense/chapters/how-post-requests-work", kind="blog",
      note="a course chapter; the GET with a query string (/expenses?category=food) is an example URL, not a route of its own (judgement call); Python as the object FastAPI builds (judgement call)"),
    R("""Level 20: Build POST /items

Show Me: POST route starter code

// Make sure you have express.json() middleware set up first!
app.use(express.json());

app.post('/items', (req, res) => {
  // req.body contains the parsed JSON from the request
  const newItem = req.body;
  
  // Add to your storage array
  itemsStorage.push(newItem);
  
  // Return the created item with 201 status
  res.status(201).json(newItem);
});

Diving Deeper: Request Body and Middleware

The request body is the data sent by the client in a POST, PUT, or PATCH request. When you send JSON from Postman or another client, it arrives in the request body as plain text (a string like '{"name":"Alice","age":25}').""",
      T("Express"), T("Postman"), E("POST /items"),
      source="https://rmccrear.github.io/codex-lv4-may-2025/week_1/server-lesson-levels/server-lesson-lv-20.html", kind="blog",
      note="a course level; Express by its express.json() middleware (judgement call: the framework is named by its own calls only)"),
    R("""Restful Routes

Restful routes map HTTP verbs (get, post, patch, etc.) to CRUD actions (create, read, update, delete). Although each route has its own responsibility, within that block of code are specific lines of code that trigger different actions. Let's dive into this using the routes associated with logging in.

GET ('/login')

Alt Text

Within this route, the user is simply sending a GET request to the '/login' route which loads the login form within the view.

POST ('/login')

Alt Text

Here, the POST request handles the form submission where the information is authenticated, a session is created and the user is redirected to his/her '/runs' page.""",
      E("GET /login"), E("POST /login"),
      source="https://practicaldev-herokuapp-com.global.ssl.fastly.net/giagenae/where-do-these-routes-go-i70", kind="blog",
      note="a community blog post read through a mirror address (the screenshots' 'Alt Text' kept); the two routes headed by their verbs; '/runs' is a page the user is redirected to, with no method; the framework (Sinatra, by the erb rendering later) is not named in this part"),
    R("""When your Spring Boot application returns a 405 error, it means the URL exists but doesn't accept the HTTP method you're using (GET, POST, PUT, DELETE, etc.).
Understanding the Error
The typical error response looks like:
{
"timestamp": "2024-01-15T10:30:00.000+00:00",
"status": 405,
"error": "Method Not Allowed",
"message": "Request method 'POST' is not supported",
"path": "/api/users"
}Request Mapping Flow
Common Causes and Solutions
1. Wrong HTTP Method Annotation
The most common cause is using the wrong annotation or missing the method entirely.
// Wrong - only handles GET requests
@RestController
@RequestMapping("/api/users")
public class UserController {
@GetMapping
public List getAllUsers() {
return userService.findAll();
}
// Missing POST mapping - POST /api/users returns 405
}""",
      T("Spring Boot"), E("GET /api/users"),
      source="https://oneuptime.com/blog/post/2025-12-22-method-not-allowed-spring-mvc/view", kind="blog",
      note="judgement calls: the controller's @GetMapping under @RequestMapping(\"/api/users\") is GET /api/users; POST /api/users is the request that fails (a missing mapping), not labelled; the page names Spring MVC in its address only"),
    R("""For example, if I have a JSON API, and I make the following call from jQuery :

 $.ajax({
  url: '/myapiendpoint',
  type: 'POST'
});

This actually won’t work! Why? Because the default content-type of an Ajax request from jQuery is actually “application/x-www-form-urlencoded”, not “application/json”. This can catch you out if you aren’t familiar with the library and it’s making calls using the default content-type.

But of course, we can go the other way where you copy and paste someone’s helpful code from stackoverflow that forces the content-type to be JSON, but you are actually using form posts :""",
      T("jQuery"), E("POST /myapiendpoint"),
      source="https://dotnetcoretutorials.com/2021/04/18/solving-http-415-errors-in-net-core/", kind="blog",
      note="judgement call: the ajax call's type gives the path's method; .NET Core only in the title left out; Stack Overflow a site visited"),
    R("""In order to see how does Flask give access to the information the user sent to the server we are going to create a very simple application echoing back the data.

Using GET requests

examples/flask/echo_get.py

from flask import Flask, request
app = Flask(__name__)

@app.route("/")
def hello():
    return '<form action="/echo" method="GET"><input name="text"><input type="submit" value="Echo"></form>'

@app.route("/echo")
def echo():
    return "You said: " + request.args.get('text', '')


if __name__ == "__main__":
    app.run()

We have two routes here. The first one, responding to the request of / will send back and HTML snippet that was embedded in the code. Once we pass the most basic examples we are going to start using templates to separate HTML from the Python code, but for this example we can still get by including the HTML in our script.""",
      T("Flask"), T("Python"), F("examples/flask/echo_get.py"), E("GET /echo"),
      source="http://code-maven.com/echo-with-flask-and-python", kind="blog",
      note="the form's method gives GET for /echo; the root route's method is not given (a route without methods), so not labelled; the example's own file name kept as the page writes it"),
    R("""Reading a raw form — the bare-hands version

📝 An HTML form is two things: a <form> that says where and how to submit, and inputs that carry named values. Here's the create-note form:

<form method="post" action="/notes/new">
  <label>Title <input type="text" name="title"></label>
  <button type="submit">Save</button>
</form>

What just happened: method="post" tells the browser to send a POST (the verb for submitting data, from Routing & Views), and action="/notes/new" is the URL it submits to. The name attribute is the load-bearing part — name="title" is the key your view will read by. No name, no value in the request body; it's the single most common "my field is missing" cause.

On the server, the view reads those fields off request.form:

from flask import request

@app.route("/notes/new", methods=["POST"])
def create_note():
    title = request.form["title"]
    notes.append(title)""",
      T("Flask"), E("POST /notes/new"),
      source="https://themissingmanual.dev/guides/flask-from-zero/4", kind="blog",
      note="a guide's section; the form's method and the route agree on POST /notes/new"),
    R("""Handling HTTP Methods

In the previous topic, our router only cared about the Address (URL), not the Method of access.

The Problem

By default, mux.HandleFunc("/users", ...) will accept ALL types of requests:

  • GET /users (Get user data) -> Allowed
  • POST /users (Create new user) -> Allowed
  • DELETE /users (Delete user) -> Allowed
  • However, we might want different logic for each method.

    Solution: Switch Case

    Since standard Go is very minimalist, we don't write app.Get() or app.Post() like in other frameworks. We perform manual checks inside the handler using switch.

    MAIN.GO
    package main
    import (
    "fmt"
    "net/http"
    )""",
      T("Go"), E("GET /users"), E("POST /users"),
      source="https://www.raffirabbani.my.id/blog/golang-web/http-methods?lang=en", kind="blog",
      note="judgement call: GET and POST /users are what the handler goes on to serve; DELETE /users is listed as what the default mux accepts and the handler then refuses, not labelled; MAIN.GO is a bare file name in capitals"),
    R("""Writing HTTP handlers
When an HTTP request arrives at a server, the server looks at the HTTP method (GET, POST, etc), the hostname the client used (the Host
header), and the URL to decide how to handle the request. The mechanism that determines which handler should handle such a request is called a request multiplexer. The Go standard library comes with one, and there are many third-party open source multiplexers. In this section, we will look at the standard library multiplexer and how it can be used.
How to do it...
- You can use an anonymous function for simple cases, such as a health-check endpoint:
mux := http.NewServeMux() mux.HandleFunc("GET /health",func(w http.ResponseWriter, req *http.Request) { w.Write([]byte("Ok") }) ... server := http.Server { Handler: mux, Addr: ":8080", ... } server.ListenAndServe()""",
      T("Go"), E("GET /health"),
      source="https://packt-plus-non-live.prod.packtpub.com/en-pt/product/go-cookbook-9781835464397/chapter/chapter-13-network-programming-13/section/writing-http-handlers-ch13lvl1sec41", kind="blog",
      note="a cookbook section whose copy ran the code onto one line; the pattern \"GET /health\" carries its method"),
    R("""コマンド操作後に作成するファイルは以下の通り。作成方法は割愛し、必要な部分だけ説明します。
mkdir project
cd project
python -m venv env
env\\Scripts\\python.exe -m pip install --upgrade pip
env\\Scripts\\pip.exe install django
django-admin startproject config .
.\\env\\Scripts\\python.exe .\\manage.py startapp app1
.\\env\\Scripts\\python.exe .\\manage.py startapp app2
.\\env\\Scripts\\python.exe .\\manage.py migrate
.\\env\\Scripts\\python.exe .\\manage.py runserver
pause""",
      T("Python"), T("pip"), T("Django"),
      F("env\\Scripts\\python.exe"), F("env\\Scripts\\pip.exe"), F(".\\manage.py"),
      source="https://qiita.com/yknm1989/items/3ec64c4013321754e47b", kind="blog",
      note="a Japanese post's Windows setup script; the virtual environment's interpreter and pip are relative paths with backslashes, kept as written (the .\\\\env\\\\... spellings are the same files); django-admin is Django's command; python -m venv is Python's own venv module, not virtualenv (the lexicon no longer takes one for the other; the other texts leave venv unlabelled)"),
    R("""Conflict Resolution Patterns and Strategies
A practical guide to resolving Git merge conflicts effectively, covering command-line and visual tools, package-lock.json handling, rerere, conflict prevention, and automation strategies.
Prerequisites
- Git 2.30+ installed
- Comfortable with branching and merging basics
- A Node.js project with at least a few collaborators
- Optional: VS Code, Beyond Compare, or Meld installed
Understanding Conflict Markers
When Git cannot automatically merge two changes, it writes conflict markers directly into the file. Every developer has seen these, but not every developer reads them carefully.""",
      T("Git"), T("Node.js"), T("VS Code"), T("Beyond Compare"), T("Meld"),
      source="https://www.grizzlypeaksoftware.com/library/conflict-resolution-patterns-and-strategies-gb8im62r", kind="blog",
      note="a guide's opening; package-lock.json bare; rerere is a Git setting, not a separate tool"),
    R("""415 Unsupported Media Type in ASP.NET Core Web APIs: Causes and Fixes

Understanding the 415 Unsupported Media Type error in ASP.NET Core requires knowing how the framework maps incoming request bodies to action parameters. ASP.NET Core doesn't blindly accept any request format ... it matches the Content-Type header against registered input formatters, then uses binding source attributes to decide where to look for the data. When that negotiation fails, you get a 415. This article walks through every scenario where this can go wrong, and the exact fix for each one.
What Does 415 Unsupported Media Type Actually Mean?
HTTP 415 is a client error response code defined in RFC 9110. It tells the client that the server understands the request structure but cannot process it because the media type of the request payload is not supported.""",
      T("ASP.NET"),
      source="https://codingdroplets.com/415-unsupported-media-type-aspnet-core-causes-fixes", kind="blog",
      note="the article's title and opening (its copy's mangled dash rendered as the page gives it is left out with the Patreon sentence); RFC 9110 is a specification, not a tool"),
    # ---------------------------------------------------------------- reference pages
    R("""1. Example Application Using Query Parameters

Create or update main.py with the following code:

from fastapi import FastAPI

app = FastAPI()

@app.get("/")
def home_page():
    return {"msg": "API is working"}


@app.post("/new_user")
def create_user(name: str, age: int):
    new_user = {"name": name, "age": age}
    users.append(new_user)
    return {"msg": "User created successfully"}

Explanation

This registers a POST endpoint at:

POST /new_user

Example Request

curl -X POST "http://localhost:8000/new_user?name=ali&age=25\"""",
      T("FastAPI"), T("curl"), E("GET /"), E("POST /new_user"),
      source="https://git.abbascloud.ir/radin/python-doc/src/commit/5b2723718f77fca0788ff48f975d79eac9178e84/Docs/Libs/FastAPI/04-Post-Method.md", kind="docs",
      note="a document in a self-hosted Git forge, the users list left out; main.py bare; the curl -X POST goes to a whole URL with a query string, the same route"),
    R("""req.body
The parsed request body, populated by body-parsing middleware.
Syntax
req.body Returns
object | undefined — The parsed body, or undefined if no parser ran.
Examples
app.use(express.json());
app.post('/echo', (req, res) => {
res.json(req.body);
});
Output
$ curl -X POST -d '{"a":1}' -H 'Content-Type: application/json' localhost:3000/echo
{"a":1}
app.use(express.urlencoded({ extended: true }));
app.post('/form', (req, res) => {
res.send(`hello ${req.body.name}`);
});
Output
$ curl -X POST -d 'name=Ada' localhost:3000/form
hello Ada""",
      T("Express"), T("curl"), E("POST /echo"), E("POST /form"),
      source="https://jsschools.com/express/reference/request/body", kind="docs",
      note="a reference page of Express's request object (named in its address and by express.json()); two routes and the curl calls to them"),
    R("""Flask Request Parameters

When dealing with data sent in a POST request via an HTML form, Flask uses a slightly different approach. Part of the Flask library is the requests object, which can be used to access information about the request sent to the server. Part of that object is a dict named form, which includes all of the form data. So, we can access the data from an HTML form by accessing the elements in the form dictionary:

@route("/advancedsearch/", methods=['POST'])
def advanced_search_results(self):
    \"\"\"Search results page.\"\"\"
    # don't use request.form['text'] - raises exceptions!
    text: str = request.form.get('text', None)
    checkbox: bool = bool(request.form.get('checkbox', False))""",
      T("Flask"), E("POST /advancedsearch/"),
      source="https://textbooks.cs.ksu.edu/cc410/iii-web/17-rest-forms/05-flask-form-data/embed.html", kind="docs",
      note="a course textbook; the route with its methods list, its trailing slash kept"),
    R("""サービス設定リファレンス

Compose ファイルは YAML ファイルであり、 サービス(services)ネットワーク(networks)ボリューム(volumes) を定義します。Compose ファイルのデフォルトのパスは ./docker-compose.yml です。

Tip

このファイルは .yml.yaml いずれか一方の拡張子を利用できます""",
      T("Docker Compose"), F("./docker-compose.yml"),
      source="https://docs.docker.jp/compose/compose-file/compose-file-v2.html", kind="docs",
      note="the Japanese translation of the Compose file reference; YAML is the file's format, not labelled; the default path kept with its ./"),
    R("""3.5.1. The Routes

Because you are adding new actions to the RESTful user controller, the place to start is in the routes.rb file. Change the entry for users to this:

map.resources :users, :new => {:login => :post},
    :member => {:logout => :get}

This line adds a new action for login, which operates on a new or unsaved user object, and another action for logout, which operates on a single existing user object. The login action is a POST, because data is being sent to the server, and logout is a GET, which I suppose is arguable but seemed the best choice because no additional data besides the user ID is being sent to the server.

The most commonly used RESTful plugin for authentication, called restful_authentication, does this a bit differently.""",
      T("restful_authentication"),
      source="https://www.oreilly.com/library/view/professional-ruby-on/9780470223888/9780470223888_authentication.html", kind="docs",
      note="a book's section; the actions get methods but no path is written, so no endpoint; routes.rb bare; Rails is in the book's title, not in this part"),
    R("""If you use "baseUrl" and "paths" options in your tsconfig file, you should make sure the "moduleNameMapper" option in your Jest config is setup accordingly.

ts-jest provides a helper to transform the mapping from tsconfig to Jest config format, but it needs the .js version of the config file.

TypeScript config

With the below config in your tsconfig:

// tsconfig.json
"compilerOptions": {
"baseUrl": ".",
"paths": {
"@App/*": ["src/*"],
"lib/*": ["common/*"]

Jest config (without helper)

// jest.config.js
/** @type {import('ts-jest').JestConfigWithTsJest} */
module.exports = {
// [...]
moduleNameMapper: {
'^@App/(.*)$': '<rootDir>/src/$1',
'^lib/(.*)$': '<rootDir>/common/$1',""",
      T("Jest"), T("ts-jest"), T("TypeScript"),
      source="https://kulshekhar.github.io/ts-jest/docs/getting-started/paths-mapping/?ref=blog.lsantos.dev", kind="docs",
      note="tsconfig.json and jest.config.js bare; the mapped paths are patterns"),
    R("""Zig heading toward a self-hosting compiler
The Zig programming language is arelatively recent entrant into the "systems programming" realm; it looksto interoperate with C, while adding safety features without sacrificingperformance. The language has been gaining some attention of late and hasannouncedprogress toward a Zig compiler written in Zig in September. Thatchange will allow LLVM to become an optional component, which will be a big step forward for the"maturity and stability" of Zig.""",
      T("Zig"), T("C"),
      source="https://pipedot.org/article/58VQ5", kind="news",
      note="a news aggregator's copy of a magazine's teaser, its lost spaces kept ('arelatively', 'looksto'); LLVM not labelled (judgement call: named as the compiler back end Zig makes optional)"),
    # ---------------------------------------------------------------- changelogs
    R("""# CHANGELOG

- [v0.1.0](https://github.com/ntk148v/neovim-config/tree/v0.1.0): written in VimL, a single file only.
- [v0.1.1](https://github.com/ntk148v/neovim-config/tree/v0.1.1): written in VimL, consist of multiple files.
- [v0.2.0](https://github.com/ntk148v/neovim-config/tree/v0.2.0): started from this version, switch from VimL to Lua. For the reason, you may to check [neovim's official wiki](https://github.com/neovim/neovim/wiki/FAQ#why-embed-lua-instead-of-x). Follow [KISS principle](https://en.wikipedia.org/wiki/KISS_principle), this version uses the least plugins as possible. It's more like a skeleton, users can add more plugins and LSP.
- [v0.2.1](https://github.com/ntk148v/neovim-config/tree/v0.2.1): this version contains some minor changes.
- [v0.3.0](https://github.com/ntk148v/neovim-config/tree/v0.3.0): I decide to switch to [lazy.nvim](https://github.com/folke/lazy.nvim) as my plugin manager, instead of [packer](https://github.com/wbthomason/packer.nvim). The main reason is [lazy.nvim's support for plugin structure](https://github.com/folke/lazy.nvim#-structuring-your-plugins).""",
      T("Vim script"), T("Lua"), T("Neovim"), T("lazy.nvim"), T("packer.nvim"),
      source="github:ntk148v/neovim-config:CHANGELOG.md", kind="changelog",
      note="VimL for Vim script; packer for packer.nvim; LSP named in general, not as a tool (judgement call)"),
    R("""## [1.2.0]

### <!-- 1 --> Features

- _(autocmds)_ make sure all autocmds are modifiable ([#3087](https://github.com/lunarvim/lunarvim/pull/3087))
- _(cmp)_ add configs for cmp.setup.cmdline ([#3180](https://github.com/lunarvim/lunarvim/pull/3180))
- _(config)_ allow disabling reload-on-save ([#3261](https://github.com/lunarvim/lunarvim/pull/3261))
- _(dap)_ red bugs and other highlight improvements
- _(document highlight)_ use illuminate rather than autocommand to avoid flashing ([#3029](https://github.com/lunarvim/lunarvim/pull/3029))
- _(lualine)_ update statusline
- _(lvim/lsp)_ enable tailwindcss by default ([#2870](https://github.com/lunarvim/lunarvim/pull/2870))
- _(telecope)_ set show_untracked by default ([#2984](https://github.com/lunarvim/lunarvim/pull/2984))
- add lir.nvim ([#3031](https://github.com/lunarvim/lunarvim/pull/3031))
- new colorscheme tokyonight ([#3041](https://github.com/lunarvim/lunarvim/pull/3041))""",
      T("nvim-cmp"), T("nvim-dap"), T("vim-illuminate"), T("lualine.nvim"), T("Tailwind"),
      T("Telescope"), T("lir.nvim"), T("tokyonight.nvim"),
      source="github:LunarVim/LunarVim:CHANGELOG.md", kind="changelog",
      note="entries trimmed; judgement calls: the scopes name the plugins (cmp for nvim-cmp, dap for nvim-dap, illuminate for vim-illuminate, the misspelt telecope for Telescope), tailwindcss is the language server enabled; tokyonight the colour scheme plugin"),
    R("""<a name="v3.1.4"></a>
### [v3.1.4] - 2022-02-24

> Bug Fixes
- **golang:** textobjects now false to ignore shitty error on start
- **golang:** ray-x/go.nvim now always runs and never depends on if gopls is installed first

> Documentation
- added reason to ignore textobject option from go.nvim

> Revert
- removed treesitter playground since it's mostly unused


<a name="v3.1.3"></a>
### [v3.1.3] - 2022-02-24

> Features
- **fidget:** moved to fidget nvim from lsp-status
- **golang:** added go test workspace""",
      T("go.nvim"), T("gopls"), T("nvim-treesitter"), T("fidget.nvim"), T("lsp-status.nvim"),
      source="github:tigorlazuardi/nvim-old:CHANGELOG.md", kind="changelog",
      note="two entries of a Neovim configuration's changelog; judgement calls: treesitter playground for nvim-treesitter's playground (nvim-treesitter labelled), fidget nvim for fidget.nvim, lsp-status for lsp-status.nvim; golang is a scope, Go not labelled"),
    R("""## 0.3.2

- Added basic HAN sensor support
- Updated README
  - Clearer installation instructions
  - Added 'Known issues' section

## 0.3.1

- Fixes: Fails to install on Home Assistant. Error: `The command '/bin/ash -o pipefail -c apk add --no-cache python3 py-pip && pip3 install --upgrade pip' returned a non-zero code: 1`
- (dev) moved devcontainer.json file to the recommended folder. Ref [docs](https://developers.home-assistant.io/docs/add-ons/testing/)

## 0.3.0

### New, fixed, and improved:

- Huge code rewrite to be more adaptive
- Added basic lock/unlock for doorlocks. Tested with IDLock 150 (Unlock commands are currently not supported on Zigbee)
- All devices now generate MQTT devices and group all common sensors and controls
- (dev) added .env file to be sourced with `python-dotenv`""",
      T("Home Assistant"), T("Zigbee"), T("MQTT"), T("python-dotenv"),
      source="github:swedan333/hassio-futurehome2mqtt:futurehome2mqtt/CHANGELOG.md", kind="changelog",
      note="entries of a Home Assistant add-on's changelog, some lines of 0.3.0 left out; the failing command's apk, python3 and pip are inside the quoted error (judgement call: not labelled); devcontainer.json and .env bare; IDLock 150 is a door lock"),
    R("""## [1.16.0](https://github.com/henricm/ha-ferroamp/compare/v1.15.0...v1.16.0) (2025-12-03)


### Bug Fixes

* exclude 'subentries' from result in config entry test ([de28e05](https://github.com/henricm/ha-ferroamp/commit/de28e05138145575ff19dba243860f0a305a8fb6))
* remove paho-mqtt dependency from test requirements ([05cbfe1](https://github.com/henricm/ha-ferroamp/commit/05cbfe186faa77baed150b3b44027876ed8fd109))
* set asyncio default fixture loop scope to function ([ed460e2](https://github.com/henricm/ha-ferroamp/commit/ed460e207f312bd2c3214b4341930200b6a926e6))


### Miscellaneous Chores

* **deps:** update Home Assistant and related dependencies ([88fb1cb](https://github.com/henricm/ha-ferroamp/commit/88fb1cba60a8097ae8dc4202e71bbfb24c1789a0))
* remove aiohttp_cors from test requirements ([e5cb005](https://github.com/henricm/ha-ferroamp/commit/e5cb00520c480c794f57ffb9dfb9bfde7f542146))
* update python version to 3.13.3 in .python-version file ([52fb8ed](https://github.com/henricm/ha-ferroamp/commit/52fb8ed72b64b500b3444a877c5920e432c59f6e))""",
      T("paho-mqtt"), T("Home Assistant"), T("aiohttp-cors"), T("Python"),
      source="github:henricm/ha-ferroamp:CHANGELOG.md", kind="changelog",
      note="an integration's release (its Features entries left out); judgement call: asyncio's fixture loop scope is pytest-asyncio's setting, neither named as a tool; .python-version bare"),
    R("""# Flutter Plugin Changelog

## Version 3.0.0 - February 19, 2020
- Refactored airship.dart to airship_flutter.dart to resolve publish warning. Customers upgrading to 3.0.0 will have to update their plugin imports accordingly, see readme for import instructions.

## Version 2.1.0 - February 7, 2020
- Updated iOS SDK to 13.1.0
- Updated Android SDK to 12.2.0
- Added number attributes support for iOS and Android
- Added data collection controls for iOS and Android
- Added screen tracking for iOS and Android
- Improved cross-platform message view support""",
      T("Flutter"), T("iOS"), T("Android"),
      source="github:urbanairship/airship-flutter:CHANGELOG.md", kind="changelog",
      note="the plugin's Dart files are bare names; the iOS and Android SDKs are Airship's own, the platforms labelled"),
    R("""## 3.0.0+1 (2022-10-24)
### Added
- Added support of namespace property to support Android Gradle Plugin (AGP) 8. Projects with AGP < 4.2 should be compatible as well but it is highly recommended to update at least to AGP 7.0 or newer.

### Changed
- Example project updated to work with AGP 8

## 2.0.1+5 (2021-09-13)
### Changed
- Android plugin API updated to support v2 Embedding while remaining compatible with apps that don’t use the v2 Android embedding.

## 2.0.0+4 (2021-04-15)
### Added
- Support for null-safety

## 1.0.1+3 (2020-10-10)
### Fixed
- Support for latest flutter frameworks""",
      T("Android Gradle Plugin"), T("Android"), T("Flutter"),
      source="github:luis901101/blue_bird_scanner:CHANGELOG.md", kind="changelog",
      note="the file's Keep a Changelog preamble left out"),
    R("""## 2.0.0

* **chore**: update `compileSdkVersion` to 33 and `minSdkVersion` to 19
* **chore**: add compatibility with Android Gradle Plugin 8.0
* **chore**: update Dart SDK constraint to `>=2.12.0 <4.0.0`

## 1.6.0

* **fix(deps)**: update dependency `package_info_plus: ^4.0.0`

## 1.5.0+1

* **docs(license)**: update copyright year to 2023""",
      T("Android Gradle Plugin"), T("Dart"), T("package_info_plus"),
      source="github:zeshuaro/google_api_headers:CHANGELOG.md", kind="changelog",
      note="a Flutter package's entries; package_info_plus the dependency updated"),
    R("""0.0913 2020-09-23
  - add SPVM::Matrix::Util
  - SPVM::Matrix::Float methods is moved to SPVM::Matrix::Util
  - SPVM::Matrix::Double methods is moved to SPVM::Matrix::Util
0.0912 2020-09-14
  - rename SPVM::Complex_2d x to re
  - rename SPVM::Complex_2d y to im
  - rename SPVM::Matrix::Double col to columns_length
  - rename SPVM::Matrix::Double row to rows_length
  
0.0911 2020-09-04
  - add complex functions to SPVM::Math
  
    native sub cacos : SPVM::Complex_2d ($z : SPVM::Complex_2d);
    native sub cacosf : SPVM::Complex_2f ($z : SPVM::Complex_2f);""",
      T("SPVM"),
      source="https://web.do.metacpan.org/release/KIMOTO/SPVM-0.0913/changes", kind="changelog",
      note="a Perl module's Changes file on a CPAN mirror, trimmed; SPVM is the module and its language"),
    R("""The versioning of nature follows Semantic Versioning.

Release history:

Version: v0.4.0-beta

Release: 2023-09


  1. Compile-time error optimization, displaying filename and line number, type errors show original type identifiers
  2. Runtime error provides stack trace
  3. Multi-line comments /****/ support
  4. Import supports prefix-less import import utils as *
  5. Small test cases parker
  6. Parameter destructuring support, example call(...vec)
  7. Generic type supports recursion type numbert = gen intergert|flotert
  8. Binary operators || && support
  9. Package management import dir support, will automatically find dir's main.n""",
      T("nature"),
      source="https://nature-lang.org/docs/prologue/release-notes", kind="changelog",
      note="release notes of the nature programming language (lower case, as the project writes it; the page's opening sentence joined to its release history); main.n bare; parker is a test case's name"),
]
