"""A sixth fresh held-out set ("fresh-6"), part two: questions and answers -- Q&A pages and
their mirrors, answer-style error pages and how-to answers, in English, Japanese and
Portuguese -- each trimmed to the question, the answer or both and kept as the stored copy
gives them (a mirror's lost indentation and broken lines included).

Every text was fetched from a stored public copy of the page at the address given and labelled
by hand without running the extractor on it, as in tech_fresh6_issues: an endpoint only as
"METHOD /path" when the text gives that path's method (a route definition such as
``@app.post("/x")`` or ``Route::post('/x', ...)``, an inline "GET /x", a form's method, a
methods list), never a path alone; home paths (~/...) are not files. Nobody tunes the extractor
on these texts (``--split fresh-6``).
"""

from real_corpus import E, F, R, T

SURFACES = {
    "Requests": ("Python requests",),
    "Uvicorn": ("uvicorn",),
    "body-parser": ("bodyParser",),
}

CASES = [
    R("""FastAPI returns "405 Method Not Allowed" error when sending an HTTP request

Imagine you're building a REST API using FastAPI. You have an endpoint designed to retrieve data using the GET method. However, when you send a POST request to this endpoint, FastAPI throws a "405 Method Not Allowed" error.

Code Example:

from fastapi import FastAPI

app = FastAPI()

@app.get("/items")
async def read_items():
    return {"items": ["item1", "item2"]}

# This endpoint only handles GET requests, but you're sending a POST request

Solutions:

  1. Specify the Allowed HTTP Methods:

    The most straightforward solution is to explicitly define the allowed HTTP methods in the route decorator. For example, if you want to allow both GET and POST requests to your /items endpoint, modify the route decorator as follows:

    from fastapi import FastAPI, Request
    
    app = FastAPI()
    
    @app.api_route("/items", methods=["GET", "POST"])
    async def read_items(request: Request):""",
      T("FastAPI"), E("GET /items"), E("POST /items"),
      T("REST"),
      source="https://adeautomobile.co.uk/post/fast-api-returns-405-method-not-allowed-error-when-sending", kind="qa",
      note="an answer page on an unrelated site's blog; the GET route and the fix that adds POST to the same path (a methods list) [REST labelled in part 16: the corpus labels the noun phrase 'REST API']"),
    R("""The curl -I
option (which is used in the example you provided) is the same as using curl --head
and performrs an HTTP HEAD
request, in order to fetch the headers only (not the body/content of the resource):
The requested resource/endpoint you are trying to call supports only GET
requests; hence, the 405 Method Not Allowed
response status code, which indicates that the server knows the request method, but the target resource doesn't support this method.
To demonstrate this, have a look at the example below:
from fastapi import FastAPI
app = FastAPI()
@app.get('/')
async def main():
return {'Hello': 'World'}
Test using Python requests (similar result is obtained using curl -I http://127.0.0.1:8000
)
import requests
# Making a HEAD request
r = requests.head('http://127.0.0.1:8000')
# check status code for response received
print(r.status_code, r.reason)
Output (indicating by the allow
response header which request methods are supported by the requested resource):
405 Method Not Allowed
{'date': 'Sun, 12 Mar 2023', 'server': 'uvicorn', 'allow': 'GET', 'content-length': '31', 'content-type': 'application/json'}""",
      T("curl"), T("FastAPI"), T("Python"), T("Requests"), T("Uvicorn"), E("GET /"),
      source="https://wiki.gubat.org/content/stackoverflow.com_en_all_2023-11/questions/75711757/fastapi-get-endpoint-returns-405-method-not-allowed-response", kind="qa",
      note="a mirror of an answer with its broken lines; the route is GET on the root path; the HEAD request goes to a whole URL; Uvicorn from the server header (judgement call: the server the answer runs)"),
    R("""The req.body
property is undefined in Express.js when you forget to set the
body-parser
middleware before you register your route handler function.
To resolve the issue, register the bodyParser.json()
middleware above the code
that registers your route handlers.
Here is an example of how the issue is caused.
import express from 'express'; // ๐๏ธ If you use CommonJS require() // const express = require('express'); const app = express(); // โ๏ธ Forgot to register body-parser middleware app.post('/login', function (req, res) { // โ๏ธ req.body is undefined here console.log('req.body: ', req.body); res.send('bobbyhadz.com'); }); const port = 5000; app.listen(port, () => { console.log(`Example app listening on port ${port}`); });
If I start the Express.js server with npx nodemon index.js
:
npx nodemon index.js
And make a POST request to http://localhost:5000/login
, the value of
req.body
will be undefined
.
Here is a screenshot of making the POST request using Postman.
You can also use curl to issue the HTTP POST request.""",
      T("Express"), T("body-parser"), T("Nodemon"), T("Postman"), T("curl"), E("POST /login"),
      source="https://bobbyhadz.com/blog/express-js-req-body-is-undefined", kind="qa",
      note="an answer page whose copy mangled its emoji into ๐... and ran the code onto one line; the route is app.post('/login'); the POST to a whole URL is the same route, not labelled again; index.js bare; npx runs nodemon and names no npm, as the other texts that write npx label it"),
    R("""What this usually means
Express does not parse request bodies by default. You need middleware to read the request stream, parse the body according to the Content-Type header, and populate `req.body`. If the middleware is missing, applied after your route, or configured for a different content type than what the client sends, `req.body` will be undefined or empty.
The first ten minutes \\u2014 establish facts before touching code.
- 1Check if body parsing middleware is added. `app.use(express.json())` for JSON, `app.use(express.urlencoded({ extended: true }))` for form data.
- 2Check the order of middleware. Body parsing must come BEFORE your routes. `app.use(express.json())` then `app.use('/api', router)`.
- 3Check the Content-Type header of the incoming request. `application/json` needs `express.json()`. `application/x-www-form-urlencoded` needs `express.urlencoded()`. `multipart/form-data` needs a library like multer.
- 4Check if the request body size exceeds the limit. Express JSON parser defaults to 100kb. A larger body is rejected silently (req.body is empty).""",
      T("Express"), T("Multer"),
      source="https://buglyst.com/learn/guides/request-body-undefined-express", kind="qa",
      note="a troubleshooting answer with its copy's escaped dash (\\\\u2014) and run-in list numbers; '/api' is a mount prefix with no method, not an endpoint"),
    R("""As a Laravel developer, few errors induce more frustration than seeing the verbose exception:

Symfony\\Component\\HttpKernel\\Exception\\MethodNotAllowedHttpException

A Battle of HTTP Methods

The core trigger for this notorious exception is a mismatch between:

  • The HTTP method a route handles (GET, POST, PUT etc)
  • The actual HTTP request method received

For example, consider the following route:

// Handles POST requests to /contact
Route::post(‘/contact‘, ‘ContactController@store‘);  

This route says that /contact will only handle POST requests.

Now imagine elsewhere we have a link like:

<a href="/contact">Contact</a>

When clicked, the link will send a GET request to /contact. But our route says only POST is allowed!

This causes the method mismatch exception to be thrown.

1. Route Method Mismatches

The most common culprit (63% of cases) is route handlers with hardened logic for specific HTTP methods:

Route::get(‘/purchase‘, ‘StoreController@create‘); 

Route::post(‘/purchase‘, ‘StoreController@store‘);  """,
      T("Laravel"), E("POST /contact"), E("GET /purchase"), E("POST /purchase"),
      source="https://hdoplus.com/proxy_gol.php?url=https%3A%2F%2Flinuxhaxor.net%2Fcode%2Flaravel-throwing-methodnotallowedhttpexception.html", kind="qa",
      note="an answer article read through a proxy address, its quotes typographic as the copy gives them; the GET to /contact is the request the route refuses, not a route (judgement call, as in fresh-5); the exception's Symfony namespace is the framework's dependency, not labelled"),
    R("""The Error You'll See

bash
$ git merge feature-branch
Auto-merging src/config.js
CONFLICT (content): Merge conflict in src/config.js
Automatic merge failed; fix conflicts and then commit the result.

Or during pull:

bash
$ git pull origin main
CONFLICT (content): Merge conflict in src/app.js
CONFLICT (content): Merge conflict in package.json
Automatic merge failed; fix conflicts and then commit the result.

Step 1: Identify All Conflicted Files

bash
git status

Look for "both modified" files:

bash
Unmerged paths:
  (use "git add <file>..." to mark resolution)
	both modified:   src/config.js
	both modified:   package.json""",
      T("Git"), F("src/config.js"), F("src/app.js"),
      source="https://www.fixwikihub.com/articles/fix-git-merge-conflict-resolution-guide", kind="qa",
      note="a fix page whose copy kept the code blocks' language labels (bash) as lines of their own, not labelled as a tool (judgement call); package.json bare"),
    R("""@silas_gulgowski
CMake uses a feature called find_package to locate and configure an external project or library. When you use find_package() in your CMakeLists.txt file, CMake will search for a configuration file provided by the package. This configuration file typically contains information such as the package version, installation directory, and compiler flags.
CMake searches for configuration files in a set of predefined directories such as CMAKE_PREFIX_PATH, CMAKE_MODULE_PATH, and the system's default package configuration directories. The package configuration file may also set up variables that tell CMake where to find the package's include directories, libraries, and other necessary files.
If CMake cannot find the package configuration file automatically, you may need to explicitly specify the path to the configuration file using the PATHS argument of the find_package() function.""",
      T("CMake"),
      source="https://devhubby.com/thread/how-does-cmake-find-a-package", kind="qa",
      note="a forum answer; CMakeLists.txt bare"),
    R("""Fix: Permission denied (publickey) in SSH on Linux
SSH rejects your key because permissions on ~/.ssh or its contents are too open, or the wrong key is offered. Here's how to fix it.
Quick answer
Run
chmod 700 ~/.ssh && chmod 600 ~/.ssh/id_rsa ~/.ssh/id_ed25519 ~/.ssh/authorized_keys 2>/dev/null then reconnect. If it still fails, check that ~/.ssh/config points to the right key file.Why this happens
OpenSSH is paranoid about file permissions on purpose. If your private key is readable by anyone else (group or other), or if the .ssh directory itself is writable by group/other, the SSH client refuses to use that key. The server side also checks that ~/.ssh and ~/.ssh/authorized_keys aren't too open. This catches you most often after you copy keys manually with cp or mv from a backup — those commands don't preserve safe permissions. I've seen it happen right after a fresh Ubuntu install if you created the key as root and moved it to your user folder.""",
      T("Linux"), T("SSH"), T("Ubuntu"),
      source="https://erropedia.com/solution.php?slug=fix-permission-denied-publickey-in-ssh-on-linux", kind="qa",
      note="every path is a home path (~/.ssh/...), so no file; chmod, cp and mv are everyday shell utilities; OpenSSH for SSH"),
    R("""De man ssh_config
:
~/.ssh/config
This is the per-user configuration file. The format of this file is described above. This file is used by the SSH client. Because of the potential for abuse, this file must have strict permissions: read/write for the user, and not accessible by others.
Suas chaves particulares e seu arquivo authorized_keys
devem ter o mesmo ( 600
), mas suas chaves públicas podem ter um 644
mais permissivo.""",
      T("SSH"),
      source="https://sobrelinux.info/questions/893988/what-permissions-should-each-file-under-ssh-have", kind="qa",
      note="a Portuguese mirror of an answer quoting the ssh_config manual in English; ~/.ssh/config a home path; SSH by its client (judgement call)"),
    R("""Django uses a defined sequence of directories to locate and load templates. This sequence is specified in the TEMPLATES setting in your project's settings file (usually settings.py). The TEMPLATES setting is a list of dictionaries, each representing a template engine configuration. One of the key settings within these dictionaries is 'DIRS', which specifies a list of directories where Django should search for templates.
Here's an example of the TEMPLATES setting in settings.py:
TEMPLATES = [
{
'BACKEND': 'django.template.backends.django.DjangoTemplates',
'DIRS': [
'/path/to/first_template_directory',
'/path/to/second_template_directory',
],
# Other template engine settings...
},
]""",
      T("Django"),
      source="https://iditect.com/faq/python/what-is-the-path-that-django-uses-for-locating-and-loading-templates.html", kind="qa",
      note="an FAQ answer; settings.py bare; the DIRS entries are placeholder absolute paths"),
    R("""Understanding the SSH Permission Denied (Publickey) Error
Before diving into solutions, let's understand what this error actually means. When you see "Permission denied (publickey)," SSH is telling you that your authentication attempt failed because the server couldn't validate your public key credentials.
SSH (Secure Shell) uses public-key cryptography for authentication, which is more secure than password-based authentication. However, this security comes with complexity that can sometimes lead to configuration issues.
What Causes This Error?
Several factors can trigger the SSH permission denied publickey error:
Incorrect file permissions are the most common culprit. SSH is extremely strict about file permissions for security reasons. If your private key, public key, or SSH directory has overly permissive settings, SSH will refuse to use them.""",
      T("SSH"),
      source="https://linuxtips.us/fix-ssh-permission-denied-publickey", kind="qa",
      note="a fix page's explanation; Linux only in the part left out"),
    R("""まずは、ルート定義の「HTTP 動詞」についておさらい。
Laravel では、複数の HTTP 動詞に対応したルートを登録することができます。例えば routes/web.php
に
Route::get('/', [SampleController::class, 'index']);
Route::post('/', [SampleController::class, 'post']);
Route::put('/', [SampleController::class, 'put']);
Route::patch('/', [SampleController::class, 'putch']);
Route::delete('/', [SampleController::class, 'delete']);
と、このような感じで、同じ URI でも get
, post
, put
, patch
, delete
の複数の HTTP 動詞に振り分けてルートを定義することが可能になります。
POST 動詞が付くルートにアクセスするには
POST 動詞が付くルートにアクセスするには、HTML フォームの method
属性に POST
を指定して送信してください。
<form action="/foo/bar" method="POST">
<input type="text" name="hitokoto">
<input type="hidden" name="_token" value="{{ csrf_token() }}">
</form>""",
      T("Laravel"), F("routes/web.php"),
      E("GET /"), E("POST /"), E("PUT /"), E("PATCH /"), E("DELETE /"), E("POST /foo/bar"),
      source="https://qiita.com/Masahiro111/items/907aab0dc4ecd6015521", kind="qa",
      note="a Japanese answer post, its copy's line breaks kept; five routes on the root path and the form's POST to /foo/bar"),
    R("""Concept Flow - HTTP method routing (GET, POST, PUT, DELETE)
Client sends HTTP request
Laravel receives request
Check HTTP method: GET, POST, PUT, DELETE
Execution Sample
Laravel
Route::get('/items', fn() => 'List items');
Route::post('/items', fn() => 'Create item');
Route::put('/items/{id}', fn($id) => "Update item $id");
Route::delete('/items/{id}', fn($id) => "Delete item $id");
Defines routes for GET, POST, PUT, DELETE methods on /items URL with simple responses.
Key Moments - 3 Insights
Why does the PATCH request not match any route?
Because no route is defined for the PATCH HTTP method in the execution_table row 5, Laravel returns 404 Not Found.""",
      T("Laravel"), E("GET /items"), E("POST /items"), E("PUT /items/{id}"), E("DELETE /items/{id}"),
      source="https://leyaa.ai/codefly/learn/laravel/part-1/laravel-http-method-routing-get-post-put-delete/visualize", kind="qa",
      note="a course page's questions and answers on routing (its execution table left out); four routes; the PATCH request to /items/5 matches none, not labelled"),
]
