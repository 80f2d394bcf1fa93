"""A fifth fresh held-out set ("fresh-5"), part two: questions and answers -- Q&A pages and
their mirrors, answer-style error pages and how-to answers -- each trimmed to the question,
the answer or both and kept as the stored copy gives them (a mirror's lost indentation and
line breaks included).

Every text was fetched from a stored public copy of the page at the address given and labelled
by hand without running the extractor on it, as in tech_fresh5_issues: an endpoint only as
"METHOD /path" when the text gives that path's method (a route definition such as
``@app.route('/x', methods=['POST'])``, an inline "GET /x", a form's method, curl -X), never a
path alone. Nobody tunes the extractor on these texts (``--split fresh-5``).
"""

from real_corpus import E, F, R, T

SURFACES = {
    "Laravel Sanctum": ("Sanctum",),
    "NextAuth.js": ("next-auth",),
}

CASES = [
    R("""When working with Flask, encountering HTTP 405 (Method Not Allowed) errors is common when a request is made using an HTTP method that the server does not support for the specified route. This status code indicates that while the server recognizes the requested URL, the method (e.g., GET, POST, PUT, DELETE) is not permitted.
To illustrate, consider a Flask application where a route is explicitly defined to handle only POST requests:
```python
from flask import Flask, request, jsonify
app = Flask(__name__)
@app.route('/submit', methods=['POST'])
def submit_data:
data = request.json
return jsonify({"status": "success", "data": data})
if __name__ == '__main__':
app.run(debug=True)
```
If a client sends a GET request to `/submit`, Flask will respond with a 405 error because the route only accepts POST requests. The server recognizes `/submit` but rejects the method.""",
      T("Flask"), T("Python"), E("POST /submit"),
      source="https://taourl.com/read-3005712.html", kind="qa",
      note="an answer page whose copy lost the code's indentation; the GET to /submit is the request the route refuses, not a route (judgement call: only POST /submit, the route defined); Python by the ```python fence"),
    R("""Problem Background and Error Analysis
In Flask web development, "Method Not Allowed The method is not allowed for the requested URL" is a common error message. This error typically occurs when there's a mismatch between the HTTP request method and the route configuration. From the provided code example, we can see that the developer attempted to submit form data via POST method, but the target route was not configured to accept POST requests.
Core Problem Analysis
In the original code, the /database route only configured the default GET method:
@app.route('/database')
def database():
query = []
for i in session.query(models.BlogPost):
query.append((i.title, i.post, i.date))
return render_template('database.html', query = query)
However, during form submission, the HTML form was configured as:
<form action='/database' method = "post">
date<input name = "date" type = "text" class="text">
title<input name = "blog_title" type = "text" class="text">
main<input name = "blog_main" type = "text" class="text">
<input type = "submit">
</form>
This configuration caused the method mismatch error. When users submit the form, the browser sends a POST request to the /database endpoint, but this endpoint only accepts GET requests, causing Flask to return the "Method Not Allowed" error.""",
      T("Flask"), E("GET /database"), E("POST /database"),
      source="http://www.kouhan.cn/en/article/00026949", kind="qa",
      note="judgement call: the text gives /database's GET (the route's default, said in words) and the form's POST for the same path; both are labelled, the answer's fix (accepting POST) following right after; a bare database.html template; SQLAlchemy only implied by session.query"),
    R("""HTTP 419 Page Expired (Laravel CSRF Token Mismatch)

Laravel returns 419 when a POST request arrives with a missing, stale, or mismatched CSRF token.

What you see

419 | PAGE EXPIRED

This page has expired due to inactivity.
Please refresh and try again.

What’s actually happening

A form that worked a minute ago now bounces back with "Page Expired" on submit. It hits hardest on login screens left open in a tab, and on AJAX/SPA calls that forgot the token. In storage/logs/laravel.log you'll find Illuminate\\Session\\TokenMismatchException thrown from the VerifyCsrfToken middleware.

Common causes

  • The Blade form is missing @csrf (or the legacy {{ csrf_field() }}), so no _token field is posted.
  • The session expired — config/session.php lifetime elapsed while the form sat open — so the stored token no longer matches.
  • AJAX/fetch requests don't send the X-CSRF-TOKEN header (from the <meta name="csrf-token"> tag) or the X-XSRF-TOKEN cookie.

How to fix it

  2. Send the header on AJAXEnsure <meta name="csrf-token" content="{{ csrf_token() }}"> is in your layout <head>, then set the header globally: axios.defaults.headers.common['X-CSRF-TOKEN'] = document.querySelector('meta[name=csrf-token]').content. For Sanctum SPAs, hit /sanctum/csrf-cookie first so the XSRF-TOKEN cookie is set.""",
      T("Laravel"), T("Blade"), T("Axios"), T("Laravel Sanctum"), F("storage/logs/laravel.log"),
      F("config/session.php"),
      source="https://www.simplefastwebsites.com/errors/http/http-419-page-expired-laravel-csrf/", kind="qa",
      note="an answer page for one error, trimmed to the causes and one fix (the other causes and steps left out, the page's run-together heading 'AJAXEnsure' kept); /sanctum/csrf-cookie is to be hit with no method written, so no endpoint; AJAX is a technique"),
    R("""419 Page Expired
The HTTP 419 Page Expired status code is an unofficial client error specific to the Laravel PHP Framework, returned by the server to indicate Cross-Site Request Forgery (CSRF) validation has failed.
Usage
The 419 Page Expired error created by the Laravel PHP Framework is received when CSRF validation fails. This implies CSRF protection is turned on, and Laravel enables CSRF protection by default for all POST, PUT, PATCH, and DELETE requests.
SEO impact
Search engines like Google will not index a URL with a 419 response status. URLs previously indexed will be removed from search results.
Example
The client attempts to send a file and the server responds with 419 Page Expired to indicate CSRF validation failed.
Request
PUT / HTTP/1.1
Host: www.example.re
Content-Type: application/pdf
Content-Length: 10000
<PDF file is transferred>
Response
HTTP/1.1 419 Page Expired
Content-Type: text/html
Content-Length: 146""",
      T("Laravel"), T("PHP"),
      source="https://http.dev/419", kind="docs",
      note="a reference page for one status code; the example request's 'PUT /' is the site's root, not labelled; Google as a search engine people use is a website, not a tool of the workspace"),
    R("""Routes are defined in config/routes.rb
. They are often defined as a group of related routes, using the resources
or resource
methods.
resources :users
creates the following seven routes, all mapping to actions of UsersController
:
get '/users', to: 'users#index'
post '/users', to: 'users#create'
get '/users/new', to: 'users#new'
get '/users/:id/edit', to: 'users#edit'
get '/users/:id', to: 'users#show'
patch/put '/users/:id', to: 'users#update'
delete '/users/:id', to: 'users#destroy'
Action names are shown after the #
in the to
parameter above. Methods with those same names must be defined in app/controllers/users_controller.rb
as follows:
class UsersController < ApplicationController
def index
end
def create
end
# continue with all the other methods…
end
You can limit the actions that gets generated with only
or except
:
resources :users, only: [:show]
resources :users, except: [:show, :index]
You can view all the routes of your application at any given time by running:
$ rake routes
$ rake routes
# OR
$ rails routes
users GET /users(.:format) users#index
POST /users(.:format) users#create
new_user GET /users/new(.:format) users#new
edit_user GET /users/:id/edit(.:format) users#edit
user GET /users/:id(.:format) users#show
PATCH /users/:id(.:format) users#update
PUT /users/:id(.:format) users#update
DELETE /users/:id(.:format) users#destroy""",
      T("Rails"), T("Rake"), F("config/routes.rb"), F("app/controllers/users_controller.rb"),
      E("GET /users"), E("POST /users"), E("GET /users/new"), E("GET /users/:id/edit"),
      E("GET /users/:id"), E("PATCH /users/:id"), E("PUT /users/:id"), E("DELETE /users/:id"),
      source="https://riptutorial.com/ruby-on-rails/example/1080/resource-routing--basic-", kind="docs",
      note="a community documentation page whose copy broke the lines at every inline code span; 'patch/put' gives both methods for /users/:id; the rails routes listing repeats the same eight routes with their optional (.:format), labelled once without it; rake routes is Rake's"),
    R("""Summary
The issue occurs when accessing the /login endpoint in a Spring Boot 4.0.2 application with Thymeleaf, resulting in a 404 error despite a valid @GetMapping("/login") mapping in the @Controller. The root cause is Spring Boot’s static resource handling overriding the controller mapping.
Root Cause
- Static resource precedence: Spring Boot serves static resources (e.g., HTML, CSS) before invoking controller methods.
- Missing
classpath:/static/configuration: The/loginendpoint conflicts with a nonexistent static resource, causing the 404 error.
Why This Happens in Real Systems
- Default behavior: Spring Boot automatically serves static content from
src/main/resources/staticorsrc/main/resources/public. - Path collision: When a controller mapping matches a static resource path, the static resource takes precedence.
Example or Code
package com.smart888.www.controller;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
@Controller
public class RootController {
@GetMapping("/")
public String index() { return "index"; }
@GetMapping("/login")
public String login() { return "login"; }
}""",
      T("Spring Boot"), T("Thymeleaf"), E("GET /login"), E("GET /"),
      source="https://prodopsy.com/?p=2053", kind="qa",
      note="an answer page whose copy ran inline code into the words around it ('The/loginendpoint', 'staticorsrc/...'); the root GET / is labelled as the mapping defines it (issue #20 part 11); the resource folders have no extension"),
    R("""Verify Controller Mappings
Ensure that your controllers are correctly annotated and mapped:
@RestController
@RequestMapping("/api")
public class MyController {
@GetMapping("/resource")
public ResponseEntity<String> getResource() {
return ResponseEntity.ok("Resource");
}
}- Confirm that the URL matches the mapping (
/api/resource). - Check for typos or mismatched paths.
Confirm Application Context Path
If your application is configured with a custom context path, requests must include it:
server.servlet.context-path=/myappIn this case, the URL should be http://host:port/myapp/api""",
      E("GET /api/resource"),
      source="https://www.explaintopic.com/windows/why-does-my-spring-boot-app-show-a-whitelabel-error-page-404-1765898921.html", kind="qa",
      note="judgement call: the class's @RequestMapping(\"/api\") and the method's @GetMapping(\"/resource\") make GET /api/resource, which the answer writes whole; /api alone is a prefix and /myapp a context path; the framework is named only in the page's title, not in this paragraph, so no technology"),
    R("""nginx 502 Bad Gateway when using proxy_pass with trailing slash on Ubuntu 20.04

Identifying Common Proxy Pass Issues

In production environments, misconfigurations in nginx's proxy pass directives often lead to unexpected behavior, such as failed requests, incorrect responses, or server errors. Typical symptoms include 502 Bad Gateway errors, 504 Gateway Timeout, or responses that do not match the intended backend service. These issues usually stem from incorrect URL syntax, server address problems, or network restrictions.

Before diving into configuration adjustments, verify that the backend server is operational and accessible from the nginx host. Use tools like curl or telnet to confirm connectivity:

curl -I http://localhost:8080
telnet backend_server 8080

If these commands fail, resolve network or server issues before proceeding.

Basic Proxy Pass Configuration

A minimal nginx configuration for proxy passing looks like this:

location /api/ {
    proxy_pass http://localhost:8080/;
}

This configuration forwards all requests starting with /api/ to the backend server running on localhost port 8080. The trailing slash in proxy_pass is crucial; it controls how the URI is rewritten.""",
      T("Nginx"), T("Ubuntu"),
      source="https://www.explaintopic.com/nginx/nginx-502-bad-gateway-when-using-proxy-pass-with-trailing-sl-5302.html", kind="qa",
      note="an answer page; location /api/ is a prefix and no path is given a method, so no endpoint; curl and telnet are everyday utilities"),
    R("""The Definitive Solution for Referencing Files Outside the Docker Build Context

A common development challenge arises when attempting to use the ADD or COPY instructions within a Dockerfile to reference files located outside the defined Docker build context. This results in errors because the Docker daemon only receives the contents of the specified context directory and cannot access parent paths (e.g., ../shared/config.json).

Conclusion (The Recommended Strategy)

The most effective, standard, and project-structure-agnostic solution is to decouple the Dockerfile path from the build context using the -f (file) option of the docker build command. This allows the build context to be set to a higher level (like the project root), granting access to necessary external files, even if the Dockerfile remains in a subdirectory.

Recommended Code: Using the -f Flag

docker build -f docker-files/Dockerfile .""",
      T("Docker"), F("../shared/config.json"),
      source="https://openillumi.com/en/en-docker-build-add-outside-context-file-fix", kind="qa",
      note="an answer page (its summary left out, the code line moved from it to close the text as the page's section does); judgement call: ../shared/config.json is an example path, labelled as written with its ../; docker-files/Dockerfile has no extension"),
    R("""Overview
The Docker/BuildKit error "failed to compute cache key: not found" usually means a COPY/ADD source path is missing from the build context. Common reasons include a too-aggressive .dockerignore, wrong build context directory, typos or case mismatches, or multi-stage COPY --from references that don’t exist.
This guide shows fast checks, a minimal repro, fixes, pitfalls, and performance tips.
Quickstart
- Verify the build context
- Run the build from the project root that contains the files you COPY.
- Ensure you didn’t use stdin builds that strip context (e.g., docker build - < Dockerfile).
- Check .dockerignore
- Remove patterns that exclude required sources, or re-include with !pattern.
- Confirm paths and case
- Paths in COPY are relative to the build context. Case is significant inside images, even on Windows hosts.
- Validate multi-stage names
- Ensure COPY --from uses an existing stage name or index, and the path exists in that stage.
- Get verbose output
- Use: docker build --progress=plain --no-cache .""",
      T("Docker"), T("BuildKit"), T("Windows"),
      source="https://www.khueapps.com/blog/article/how-to-fix-failed-to-compute-cache-key-not-found-during-docker-build", kind="qa",
      note="an answer page's overview and quick checks; .dockerignore and Dockerfile are bare names"),
    R("""the second occurs if you want your test files outside of the package directory (e.g., project/src/foo_app/foo.py, project/test/test_foo.py)""",
      F("project/src/foo_app/foo.py"), F("project/test/test_foo.py"),
      source="https://hn.masterscheme.cn/item?id=27985682", kind="qa",
      note="one forum comment as a mirror of the discussion site stores it, answering a question about test layouts; two example paths, labelled as written; the test runner is not named in it"),
    R("""Why vue router 404 errors occur after nginx deployment

When deploying a Vue.js application that uses Vue Router in history mode behind an Nginx server, it’s common to encounter 404 errors when refreshing pages or directly accessing routes other than the root. This issue arises because Nginx, by default, serves static files and does not recognize client-side routes as valid server endpoints, leading to a 404 response when a route is requested directly from the browser.

Why Nginx Returns 404 on Refresh

When a user navigates to https://example.com/about and refreshes the page, the browser sends a request directly to the server for /about. If Nginx is configured only to serve static assets and does not have a fallback rule, it attempts to find a file or directory named /about. Since such a file does not exist, Nginx responds with a 404 error.

This behavior is expected unless the server is explicitly configured to redirect all requests to the main index.html, allowing Vue Router to take over routing on the client side.""",
      T("Vue"), T("Vue Router"), T("Nginx"),
      source="http://www.bqtyf.cn/nginx/why-vue-router-404-errors-occur-after-nginx-deployment-1766000376.html", kind="qa",
      note="an answer page (its paragraph on the router's modes left out); /about is a client-side route requested with no method written, not an endpoint; a bare index.html"),
    R("""Vue Router
的 history
模式和 React Router
的 Browser
模式使用的是 HTML5
的 History API
,它允许你修改浏览器地址栏的 URL 而不发送请求到服务器。这种方式可以创建干净的 URL,没有 #
符号,看起来就像传统的服务器端路由。
然而,history
模式下的 URL 更像是传统的服务器路由,当用户直接在地址栏输入 URL
或者通过书签访问某个页面时,浏览器会向服务器发送一个请求,期望从服务器获取相应的资源。
这里的问题是,在单页应用(SPA)中,所有的"页面"实际上都是由前端 JavaScript
动态生成的,服务器上并没有对应的物理文件。如果没有正确的服务器配置,当用户尝试访问 /some/path
而不是根路径时,服务器会找不到对应文件,从而返回 404 错误。""",
      T("Vue Router"), T("React Router"), T("JavaScript"),
      source="https://jishuzhan.net/article/1817031774362931201", kind="qa",
      note="a Chinese answer whose copy broke a line after every inline code span; /some/path is a placeholder with no method; HTML5's History API is a browser interface, not labelled"),
    R("""Below is an example of a FastAPI POST request with a List input that may raise a 422 Unprocessable Entity error:
python
from fastapi import FastAPI
from pydantic import BaseModel
from typing import List
app = FastAPI()
class Item(BaseModel):
name: str
@app.post("/items/")
async def create_items(items: List[Item]):
return {"items": items}
In this example, we have defined a FastAPI application `app` and a POST endpoint `/items/` that accepts a list of `Item` objects.
Step by step explanation:
1. Import necessary dependencies:
python
from fastapi import FastAPI
from pydantic import BaseModel
from typing import List
Here, we import the FastAPI framework, a BaseModel class from pydantic for data validation, and the List class from typing.""",
      T("FastAPI"), T("Pydantic"), T("Python"), E("POST /items/"),
      source="https://pythonkb.com/python-fastapi-post-request-with-list-input-raises-422-unprocessable-entity-error", kind="qa",
      note="an answer page whose copy lost the code's indentation and left each fence's language ('python') on a line of its own; the route keeps its trailing slash as written; typing is Python's standard module"),
    R("""The Problem: 422 Error When Sending JSON

Let’s say you have this basic FastAPI code:

from fastapi import FastAPI

app = FastAPI()

@app.post("/")
def main(user):
    return user

You try sending a POST request using Python’s requests library or JavaScript (Axios):

Python Request

import requests

response = requests.post("http://127.0.0.1:8000", json={"user": "smith"})
print(response.text)

JavaScript (Axios)

axios.post("http://127.0.0.1:8000", { user: "smith" })
    .then(res => console.log(res.data));

Expected: The API should echo back the user.

Actual: You get:

{
  "detail": [
    {
      "loc": ["query", "user"],
      "msg": "field required",
      "type": "value_error.missing"
    }
  ]
}

Or simply a 422 Unprocessable Entity error.""",
      T("FastAPI"), T("Python"), T("Requests"), T("JavaScript"), T("Axios"), E("POST /"),
      source="https://wwebhub.com/t/python-fixing-fastapi-error-422-with-post-request-and-json-data/718", kind="qa",
      note="a forum's answer post; the only route is the root POST /, labelled as the decorator defines it (issue #20 part 11); requests is the HTTP library for Python; JSON is a format"),
    R("""Troubleshooting 404 Errors in Gin Router with URL Parameters
When building web applications with Gin, a popular Go web framework, you often encounter the dreaded "404 Not Found" error. This usually signifies a mismatch between the URL requested by the client and the routes defined in your Gin application. This article explores a common scenario where a 404 error occurs in a Gin router when working with URL patterns containing a parameter (:id
). We'll analyze the cause, provide solutions, and delve deeper into Gin's routing mechanisms.
The Problem
The Stack Overflow question we're addressing https://stackoverflow.com/questions/66984915/gin-router-404-on-url-patterns-with-id-parameter highlights a scenario where a Gin application fails to recognize a URL with a parameter. The user correctly defines a route /action/:id
but receives a 404 error when accessing /action/demand
.
Solutions
Here are the most common solutions to the problem, along with practical examples:
-
Prioritize Parameterized Routes: Always define your parameterized routes before more specific routes. In the original code, changing the order to:
r.GET("/action/:id", controllers.ActionHandler) r.GET("/home", controllers.Home)
would likely resolve the issue, ensuring the
/action/:id
route is ma""",
      T("Gin"), T("Go"), E("GET /action/:id"), E("GET /home"),
      source="https://thedebonair.co.uk/post/gin-router-404-on-url-patterns-with-id-parameter", kind="qa",
      note="an answer page retelling a Q&A site's question (the site is a website, not labelled), its copy breaking lines after inline code and cut off at the end; its section on the root cause left out; r.GET gives both routes' method; /action/demand is a requested URL, not a route"),
    R("""Practical Case Scenario
Consider a typical development scenario: a developer works on feature development in the staging branch while needing to fix urgent bugs in the master branch. After modifying the file src/Pro/ConvocationBundle/Controller/DefaultController.php in the staging branch, attempting to switch to the master branch triggers the aforementioned error.
Even after executing git reset HEAD to remove files from the staging area, the error persists because the file contents in the working directory still differ from the target branch. At this point, git status might show No changes to commit, but this doesn't indicate identical file contents—it only means no new modif""",
      T("Git"), F("src/Pro/ConvocationBundle/Controller/DefaultController.php"),
      source="http://www.kouhan.cn/en/article/00008257", kind="qa",
      note="an answer article's case, cut off as the stored copy is; the controller is the asker's own file; the bundle layout is Symfony's but the framework is not named"),
    R("""Why is my Git merge Aborting with error: Your local changes to the following files would be overwritten by merge?

I have an extremely simple repo for a single module. I have a "develop" branch into which I want to merge a "feature" branch. My develop branch is clean with nothing to commit. I committed in my feature branch, the checked out the develop branch. When I tried git merge --no-ff featurebranch Git aborted with error "Your local changes to the following files would be overwritten by merge". I'm not sure what to do now ... the only file I changed in featurebranch was a file named styles.css ... I do want my changes merged into the develop branch version of styles.css

That you are getting this error implies that something isn't "clean".

You said:

My develop branch is clean with nothing to commit.

But this doesn't make sense, in Git, because branches are never clean or dirty, no matter how we define the word "branch". (See What exactly do we mean by "branch"?) What's clean, or not-so-clean, in Git are the index and/or your work-tree.""",
      T("Git"),
      source="https://codewithsundeep.com/discussion/solution/58347409", kind="qa",
      note="a Q&A mirror's question and the start of its accepted answer (author names, reputations and vote counts left out); styles.css is a bare file name"),
    R("""API route returns 405 Method Not Allowed

Next.js App Router matches HTTP methods to named exports. If POST is not exported, POST returns 405. The fix is one new function — five minutes.

Last updated 17 April 2026 · 5 min read · By Hyder Shah
Direct answer
API route 405 on Next.js App Router is a missing named export. Each HTTP method maps to a function of the same name in route.ts. Export async function GET / POST / PUT / PATCH / DELETE as needed. On Pages Router, branch on req.method. If output: "export" is set in your config, API routes are disabled entirely — remove that line.

Quick fix for API route 405

app/api/tasks/route.ts
typescript
01// app/api/tasks/route.ts — App Router: one named export per HTTP method02import { NextResponse } from "next/server";03 04export async function GET(req: Request) {05  const { searchParams } = new URL(req.url);06  const userId = searchParams.get("userId");07  return NextResponse.json({ tasks: [], userId });08}09 10export async function POST(req: Request) {11  const body = await req.json();12  // create task...13  return NextResponse.json({ ok: true, created: body }, { status: 201 });14}""",
      T("Next.js"), T("TypeScript"), F("app/api/tasks/route.ts"),
      source="https://afterbuildlabs.com/fix/api-route-returns-405", kind="qa",
      note="an answer page whose copy ran the code's line numbers into the code (01//, 02import); judgement call: the route's URL is only implied by the file's folder (app/api/tasks), never written as a path with its method, so no endpoint; typescript as the code block's language label"),
    R("""Why doesn't my route handler work, when it follows the pages router syntax?

I have a route handler at app/.../route.js that looks like this,

export function POST(req, res) {
  const { name } = req.body;
  res.json({ message: `Hello, ${name}` });
}

But it doesn't work. Why?

The syntax used in the pages router API routes (the syntax that you used) and the syntax used in the app router route handlers are entirely different.

In the app router, you no longer export default function handler() which handles all HTTP methods. You now export named functions for each HTTP method you want to handle.

If you want to use the same function for more than one method, you can do so by exporting the same function for multiple methods. This technique is used in some places, such as next-auth.

The old req is based on the Node.js http.IncomingMessage type.2 That sounds like a lot of jargon, but basically speaking, it's the same req as the req you use in Express.js.""",
      T("NextAuth.js"), T("Node.js"), T("Express"),
      source="https://nextjs-faq.com/route-handler-using-pages-router-syntax", kind="qa",
      note="a chat community's FAQ answer (its repeated sentence and examples left out); app/.../route.js is an elided placeholder, not a path; next-auth for NextAuth.js; the framework itself is named only in the site's address in this part"),
    R("""The migration of API endpoints to the Next.js App Router often results in 404 Not Found errors, primarily because developers incorrectly apply file-to-path conventions from the legacy Pages Router. To properly define a Route Handler in Next.js 13+, two requirements are mandatory: 1) The API file must be named route.js (or route.ts), and the URL path is derived from the parent directory name. 2) Handler functions must be exposed using Named Exports corresponding to the HTTP method (e.g., GET, POST), replacing export default. Responses should utilize NextResponse from next/server for consistency and error handling, aligning with Web Standard API patterns. For instance, an API at /api/data should reside in
app/api/data/route.js
containing export async function GET(request).""",
      T("Next.js"), F("app/api/data/route.js"), E("GET /api/data"),
      source="https://openillumi.com/?p=65876", kind="qa",
      note="an answer's summary; the example writes the path /api/data and gives it a GET handler in the file that serves it; next/server is a module specifier"),
]
